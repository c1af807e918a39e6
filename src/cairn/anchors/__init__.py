"""Code anchors: what a memory names in the repository, and whether it still holds.

A memory about code names things in the tree: a file (``net/retry.py``), a symbol
(``retry_with_backoff``), a Makefile target (``make ship``), a package.json or pyproject script
(``npm run build``), a dependency version (``django 4.2``), an environment variable
(``DATABASE_URL``), a command-line option (``--tenant-max-records``). An *anchor* records where
such a name resolved, a fingerprint of what it names (the target's recipe, the function's body,
the dependency's version spec), the words the memory says about it that the region holds (its
*claims*), and the commit it was verified at.

The modules, lowest first:

- ``types``: the values (``Ref``: a name found in a text; ``Anchor``: a name bound to the tree),
  labels and reasons as people read them;
- ``extract``: refs from a text, pure (no I/O); ``mentions``: file paths in a prompt or tool
  call, light enough for every hook;
- ``words``: the words a memory and a region share (claims);
- ``repo``: the working tree and git, read-only, with a deadline on every git call;
- ``regions``: parsers that find a name's region in a file (Makefile rules, scripts tables,
  dependency manifests, symbol definitions) and fingerprint it;
- ``resolve``: refs to anchors at admission; ``verify``: an anchor against the tree now,
  following renames and moves;
- ``marks``: what injection says about a memory ("may be stale: ...", "verified at ...").

Nothing here writes to the store: the service (``service.anchors``) computes outside any write
transaction and records the result as events. Nothing here ever deletes a memory, approves one or
changes its text; a broken anchor only flags it for a person.
"""
