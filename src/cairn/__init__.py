"""cairn: governed, local-first memory for coding agents."""

from __future__ import annotations

__version__ = "0.1.0"

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
