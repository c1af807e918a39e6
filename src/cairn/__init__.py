"""cairn: governed, local-first memory for coding agents."""

from __future__ import annotations

__version__ = "0.1.0"
TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the hook path avoids it)

if TYPE_CHECKING:  # what the lazy names below are, for type checkers
    from cairn.errors import CairnError
    from cairn.model import (
        Actor,
        ActorKind,
        Admission,
        Candidate,
        Event,
        Hit,
        Kind,
        Memory,
        Query,
        Review,
        Scope,
        ScopeLevel,
        Source,
        Status,
        View,
    )

# The public names load on first use (PEP 562): `cairn hook` starts for every prompt and tool
# call, and importing the model (dataclasses, enum, typing) costs more than a bare interpreter.
_LAZY = {
    "CairnError": "cairn.errors",
    **dict.fromkeys(
        [
            "Actor",
            "ActorKind",
            "Admission",
            "Candidate",
            "Event",
            "Hit",
            "Kind",
            "Memory",
            "Query",
            "Review",
            "Scope",
            "ScopeLevel",
            "Source",
            "Status",
            "View",
        ],
        "cairn.model",
    ),
}


def __getattr__(name: str) -> object:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'cairn' has no attribute {name!r}")
    import importlib

    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


__all__ = [
    "Actor",
    "ActorKind",
    "Admission",
    "CairnError",
    "Candidate",
    "Event",
    "Hit",
    "Kind",
    "Memory",
    "Query",
    "Review",
    "Scope",
    "ScopeLevel",
    "Source",
    "Status",
    "View",
    "__version__",
]
