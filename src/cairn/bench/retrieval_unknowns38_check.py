"""The vocabulary check and the set check of ``unknowns38``. Both read the generator's
vocabulary (its ``DOMAINS``, looked up when called, so a test may replace it) and its reading
(``tokens``, ``content``, ``memory_key``)."""

from __future__ import annotations

from types import ModuleType
from typing import Any

from cairn.bench import retrieval_blind_check as shared


def _gen() -> ModuleType:
    from cairn.bench import retrieval_unknowns38 as g

    return g


def fixed_text() -> str:
    """The text every memory surface and rename note writes besides what it is given."""
    return shared.fixed_text(_gen())


def vocabulary_problems() -> list[str]:
    """Everything the vocabulary must not hold (see the set's page)."""
    return shared.vocabulary_problems(_gen())


def set_problems(data: dict[str, Any]) -> list[str]:
    """Everything the generated set must not do (see the set's page)."""
    return shared.set_problems(_gen(), data)
