"""The team server: `cairn serve` (MCP over streamable HTTP and a JSON API on one port), its
tokens, and the client side that laptops use (remote mode and sync).

Modules: ``tokens`` (hashed, scoped tokens in the database), ``access`` (what a token may do,
rate limits and quotas), ``api`` (the HTTP routes over the service), ``app`` (the process:
database, routes, MCP, logs, shutdown), ``client`` (the laptop's HTTP client), ``remote``
(remote mode's settings and read-through cache), ``sync`` (pushing and pulling events)."""
