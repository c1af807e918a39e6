"""The review UI (`cairn ui`): a page in the person's own browser where they review what the
agents believe, across every project on this machine.

A Starlette app: server-rendered HTML (Jinja2 templates, autoescaped) and one small file of
plain JavaScript for the keyboard, no build step; every read page works without JavaScript.
It serves the one person who launched it at a terminal (``policy.person`` decided, at launch),
on 127.0.0.1 only, behind a per-launch secret token and a CSRF token (``web.guard``).

Modules: ``guard`` (token, CSRF, Host/Origin, security headers), ``session`` (what one launch
holds: the store, the person, one service per project), ``queue`` (the review queue across
projects), ``decide`` (decisions and their undo), ``transcript`` (the lines a lesson came from),
``agentview`` (what the hooks would inject, and why), ``timeline`` (a memory's events),
``pages`` and ``actions`` (the routes), ``app`` (assembly), ``server`` (binding and launch).

What it must never do: write except through a ``MemoryService`` verb with the person's actor;
read memories except through the service and the one read predicate; put memory text into a
page unescaped; show another user's namespace; listen on anything but the loopback address.
"""
