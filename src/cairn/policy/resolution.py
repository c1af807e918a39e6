"""The conflict queue's vocabulary: an open conflict and the three ways a person settles it.

Kept apart from detection (``policy.conflicts``) so that reading the queue does not load the
detector."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from cairn.model import Memory

KEEP_NEW = "keep-new"
KEEP_OLD = "keep-old"
KEEP_BOTH = "keep-both"
RESOLUTIONS = (KEEP_NEW, KEEP_OLD, KEEP_BOTH)


@dataclass(frozen=True)
class Conflict:
    """An open ``contested_because`` edge: ``new`` was held back because it contradicts ``old``."""

    new: Memory
    old: Memory
    at: str
    note: str | None = None

    def as_dict(self) -> dict[str, Any]:
        return {
            "new": self.new.as_dict(),
            "old": self.old.as_dict(),
            "at": self.at,
            "note": self.note,
        }
