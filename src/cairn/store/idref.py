"""How a person's reference to a memory (``#abcd1234``, a suffix, a prefix of the id) is read,
shared by both backends' ``resolve_id``: the reference normalised, the partial matches to try
(as SQL conditions over ``memories m`` with ``?`` placeholders) and the verdict on what they
found. It builds text and raises usage errors only: it never runs a statement, and never names a
matching memory in an error's message (only in its ``candidates``).
"""

from __future__ import annotations

from typing import Any

from cairn.errors import AmbiguousRef, UsageError
from cairn.ids import complete as whole_id

CANDIDATES = 6  # how many matches of an ambiguous reference are collected (to show a person)


def normalized(ref: str) -> str | None:
    """The reference as an id's letters (``#`` and spaces dropped, upper case), or None when it
    is not an id at all (LIKE wildcards, spaces, look-alike letters)."""
    ref = ref.strip().lstrip("#").strip().upper()
    if not ref or not (ref.isascii() and ref.isalnum()):
        return None
    return ref


def partial_conditions(ref: str, full_prefix: tuple[str, list[Any]]) -> list[tuple[str, list[Any]]]:
    """The conditions a reference that is not a memory's id is tried with: a suffix of the id;
    for 4 or more characters, a prefix of the short form (the id's random tail, up to 8) and
    ``full_prefix`` (the backend's condition for a prefix of the full id). None for a whole id,
    which names that memory only."""
    if whole_id(ref):
        return []
    queries: list[tuple[str, list[Any]]] = [("m.id LIKE ?", ["%" + ref])]
    if len(ref) >= 4:
        if len(ref) <= 8:
            queries.append(("substr(m.id, 19, ?) = ?", [len(ref), ref]))
        queries.append(full_prefix)
    return queries


def settle(ref: str, found: set[str]) -> str | None:
    """The one memory ``found``, or None; AmbiguousRef when it holds more than one, UsageError
    when a reference of fewer than 4 characters found nothing."""
    if len(found) > 1:
        raise AmbiguousRef(
            f"{ref.lower()!r} matches more than one memory",
            hint="give more characters of the id, or the full id",
            candidates=tuple(sorted(found)),
        )
    if not found and len(ref) < 4:
        raise UsageError(
            f"{ref.lower()!r} is too short to name a memory",
            hint="give at least 4 characters of its id (as shown, e.g. #abcd1234)",
        )
    return found.pop() if found else None
