"""Scoped id references (on every backend): the full id, the short form shown everywhere
(``#abcd1234``), a unique prefix of 4 or more characters or a suffix name one memory of the
caller's scope; a reference that matches several is refused (never a guess), one too short to
match is refused, and another namespace's memory is never found nor makes a reference
ambiguous. The team server resolves ids through the same store call."""

from __future__ import annotations

import pytest

from cairn.errors import AmbiguousRef, NotFound, UsageError
from cairn.model import Actor, Candidate, Kind, Scope, View
from cairn.service import MemoryService
from tests.conftest import NS_A, NS_B, USER_NS
from tests.contract.conftest import Backend


def _add(svc: MemoryService, text: str, person: Actor) -> str:
    return svc.add(Candidate(text, svc.scope.namespace, Kind.FACT), person).memory.id


def test_every_id_form_names_the_one_memory_in_scope(svc: MemoryService, person: Actor) -> None:
    mid = _add(svc, "The nightly job rotates the staging logs", person)
    short = mid[-8:].lower()
    for ref in (mid, mid.lower(), "#" + short, short, short[:4], "#" + short[:5], mid[-6:]):
        assert svc.get(ref, View.SEARCH).id == mid, ref
    # a prefix of the full id: unique while this memory is alone
    assert svc.get(mid[:12], View.SEARCH).id == mid


def test_a_reference_that_matches_several_memories_is_refused_not_guessed(
    svc: MemoryService, person: Actor
) -> None:
    first = _add(svc, "The billing service writes its logs to /var/log/billing", person)
    second = _add(svc, "The search service is rebuilt every Sunday night", person)
    common = 0
    while first[common] == second[common]:
        common += 1
    assert common >= 4  # made in the same run: their time parts share a prefix
    with pytest.raises(AmbiguousRef) as info:
        svc.get(first[:4], View.SEARCH)
    assert set(info.value.candidates) == {first, second}
    assert first not in info.value.message and second not in info.value.message
    # control: one more distinguishing character names each of them
    assert svc.get(first[: common + 1], View.SEARCH).id == first
    assert svc.get(second[: common + 1], View.SEARCH).id == second


def test_a_short_or_malformed_reference_gets_a_clear_error(
    svc: MemoryService, person: Actor
) -> None:
    mid = _add(svc, "Release notes are written in the pull request", person)
    with pytest.raises(UsageError, match="too short"):
        svc.get("UU", View.SEARCH)  # U is not a Crockford digit: matches no id
    for ref in ("UUUUUU", "%", "_" * 8, "ab cd", "#", ""):
        with pytest.raises((NotFound, UsageError)):
            svc.get(ref, View.SEARCH)
    assert svc.get(mid[-8:], View.SEARCH).id == mid  # control


def test_another_namespaces_memory_is_not_found_and_makes_nothing_ambiguous(
    backend: Backend, svc: MemoryService, svc_b: MemoryService, person: Actor
) -> None:
    mine = _add(svc, "Project alpha deploys with helm", person)
    theirs = _add(svc_b, "Project beta deploys with kustomize", person)
    for ref in (theirs, "#" + theirs[-8:], theirs[-6:]):
        with pytest.raises(NotFound):
            svc.get(ref, View.SEARCH)
        store = backend.store(Scope(NS_A, USER_NS))
        try:
            assert store.resolve_id(ref, svc.scope) is None
        finally:
            store.close()
    # their id shares its time prefix with mine: here it names mine alone
    assert mine[:4] == theirs[:4]
    assert svc.get(mine[:4], View.SEARCH).id == mine
    assert svc_b.get(theirs[:4], View.SEARCH).id == theirs  # control: the other side sees its own
    assert svc_b.scope.namespace == NS_B


def test_a_full_id_is_read_through_the_view_it_is_asked_for(
    svc: MemoryService, svc_b: MemoryService, person: Actor
) -> None:
    """A full id is read at once through the caller's view (no separate resolution): it still
    names nothing the view hides, nor another namespace's memory, in any of its spellings."""
    kept = _add(svc, "The nightly job rotates the staging logs", person)
    gone = _add(svc, "The deploy script pins the base image digest", person)
    svc.retract(gone, person, reason="wrong")
    other = _add(svc_b, "The other team's cache is warmed at noon", person)
    for ref in (kept, kept.lower(), "#" + kept, f"  #{kept.lower()} "):
        assert svc.get(ref, View.SEARCH).id == kept, ref  # control
    with pytest.raises(NotFound):
        svc.get(gone, View.SEARCH)  # retracted: outside the search view
    assert svc.get(gone, View.REVIEW).id == gone  # the person's view still shows it
    for ref in (other, other.lower(), "#" + other):
        with pytest.raises(NotFound):
            svc.get(ref, View.REVIEW)
        with pytest.raises(NotFound):
            svc.sources(ref, View.REVIEW)
    assert svc_b.get(other, View.SEARCH).id == other  # control: its own namespace reads it


def test_reading_a_memory_by_its_full_id_is_one_statement(
    backend: Backend, svc: MemoryService, person: Actor, monkeypatch: pytest.MonkeyPatch
) -> None:
    """On PostgreSQL every statement is a round trip: a full id is one read, not a resolution
    and then a read (a short reference still resolves first)."""
    if backend.name != "postgres":
        pytest.skip("statements are counted on PostgreSQL")
    import psycopg

    mid = _add(svc, "The nightly job rotates the staging logs", person)
    svc.get(mid, View.SEARCH)  # the store holds and binds its connection
    seen: list[str] = []
    execute = psycopg.Cursor.execute

    def counted(self: psycopg.Cursor[object], query: object, *args: object, **kw: object) -> object:
        seen.append(str(query))
        return execute(self, query, *args, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(psycopg.Cursor, "execute", counted)
    assert svc.get(mid, View.SEARCH).id == mid
    assert len(seen) == 1, seen
    seen.clear()
    assert svc.get("#" + mid[-8:].lower(), View.SEARCH).id == mid
    assert len(seen) >= 2, seen  # control: a short reference is resolved, then read


def test_a_whole_id_out_of_scope_is_not_matched_as_a_suffix_or_prefix(
    backend: Backend,
    svc: MemoryService,
    svc_b: MemoryService,
    person: Actor,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A whole id names that memory only: when it is not in the caller's scope nothing else is
    looked for (another tenant's id, which the team server's clients probe, costs one read, not
    a scan for ids ending or starting with it). A shorter reference still resolves."""
    mine = _add(svc, "The nightly job rotates the staging logs", person)
    other = _add(svc_b, "The other team's cache is warmed at noon", person)
    store = svc.store
    assert store.resolve_id(other, svc.scope) is None
    assert store.resolve_id(mine[-10:], svc.scope) == mine  # control: a suffix resolves
    if backend.name != "postgres":
        return
    import psycopg

    seen: list[str] = []
    execute = psycopg.Cursor.execute

    def counted(self: psycopg.Cursor[object], query: object, *args: object, **kw: object) -> object:
        seen.append(str(query))
        return execute(self, query, *args, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(psycopg.Cursor, "execute", counted)
    assert store.resolve_id(other, svc.scope) is None
    assert not any("LIKE" in q or "left(" in q for q in seen), seen
    seen.clear()
    assert store.resolve_id(other[-10:], svc.scope) is None  # control: a suffix is sought
    assert any("LIKE" in q for q in seen), seen
