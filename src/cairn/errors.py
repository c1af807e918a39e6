"""cairn's one error tree. Driver errors become these in one place (the store); the CLI maps
them to a message and an exit code, the MCP server to a tool error, hooks to a logged no-op.

    CairnError
    ├── UsageError            bad input from the caller (empty text, invalid date, bad flag)
    │   └── AmbiguousRef      an id reference that matches more than one memory in scope
    ├── NotFound              no such memory (or withheld from the caller's view)
    ├── PolicyError           the request is well-formed but policy refuses it
    │   └── PersonRequired    a human verb was called by an agent or without a terminal
    └── StoreError            the store cannot serve the request
        ├── StoreLocked       another process holds the write lock past the busy timeout
        ├── StoreUnavailable  the database server (PostgreSQL, a team server) cannot be reached
        ├── StoreCorrupt      the file is not a database, or its integrity check fails
        ├── SchemaTooNew      written by a newer cairn; refuse rather than guess
        └── RebuildRefused    a rebuild would lose a row that exists; nothing was changed

Exit codes (the CLI's one table): 0 ok, 1 error, 2 a gate blocked the call, 64 usage.
"""

from __future__ import annotations

EXIT_OK = 0
EXIT_ERROR = 1
EXIT_GATE_BLOCKED = 2
EXIT_USAGE = 64


class CairnError(Exception):
    """Base of every error cairn raises on purpose."""

    exit_code = EXIT_ERROR

    def __init__(self, message: str, *, hint: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.hint = hint

    def __str__(self) -> str:
        return f"{self.message} ({self.hint})" if self.hint else self.message


class UsageError(CairnError):
    exit_code = EXIT_USAGE


class AmbiguousRef(UsageError):
    """``candidates``: the full ids matched (all in the caller's scope). The message names
    none of them; an edge shows them only to a person (an agent gets the message alone)."""

    def __init__(self, message: str, *, hint: str | None = None, candidates: tuple[str, ...]):
        super().__init__(message, hint=hint)
        self.candidates = candidates


class NotFound(CairnError):
    pass


class PolicyError(CairnError):
    pass


class PersonRequired(PolicyError):
    pass


class StoreError(CairnError):
    pass


class StoreLocked(StoreError):
    pass


class StoreUnavailable(StoreError):
    pass


class StoreCorrupt(StoreError):
    pass


class SchemaTooNew(StoreError):
    pass


class RebuildRefused(StoreError):
    pass
