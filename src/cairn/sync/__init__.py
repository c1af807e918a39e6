"""`cairn sync`: events, not rows, travel between a store and the team server.

``merge`` (how an event made elsewhere is applied here), ``wire`` (events as JSON, checked on
the way in) and ``client`` (push, pull and the cursors of one store against one server)."""
