"""Memory in the repository: the project's approved memory as reviewed markdown
(``export``, ``importer``), the managed block in AGENTS.md / CLAUDE.md / GEMINI.md
(``agentsmd``) and memory packs shared between repositories (``packs``).

Everything here reads through the one read predicate and writes through the service's verbs,
so the repository is one more edge: it never puts a row into a projection any other way.
"""
