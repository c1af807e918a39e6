"""Enforced scope (on every backend): a memory of project A's namespace is absent from every read in project B
(both services share one store file); a user-scope memory is present in both."""

from __future__ import annotations

import pytest

from cairn.errors import NotFound
from cairn.model import Actor, Candidate, Kind, ScopeLevel, View
from cairn.service import MemoryService
from cairn.store.base import EventFilter
from tests.conftest import NS_A, USER_NS
from tests.contract.conftest import Backend


def _every_read(svc: MemoryService, words: str) -> dict[str, set[str]]:
    """The ids each read path returns for this service's scope."""
    return {
        "review": {m.id for m in svc.memories(View.REVIEW)},
        "search view": {m.id for m in svc.memories(View.SEARCH)},
        "inject": {m.id for m in svc.memories(View.INJECT)},
        "history view": {m.id for m in svc.memories(View.HISTORY)},
        "search": {m.id for m, _ in svc.search(words)},
        "as-of": {m.id for m in svc.as_of("2999-01-01T00:00:00Z")},
        "log": {e.memory_id for e in svc.log(EventFilter()) if e.memory_id},
    }


@pytest.fixture
def written(svc: MemoryService, person: Actor) -> tuple[str, str]:
    project = svc.add(
        Candidate("Project alpha deploys with helm", NS_A, Kind.COMMAND), person
    ).memory
    user = svc.add(
        Candidate("Alpha person prefers helm diffs", NS_A, Kind.PREFERENCE, ScopeLevel.USER),
        person,
    ).memory
    assert user.namespace == USER_NS
    return project.id, user.id


def test_a_project_memory_is_absent_from_every_read_of_another_project(
    svc: MemoryService, svc_b: MemoryService, written: tuple[str, str]
) -> None:
    project_id, user_id = written
    for path, ids in _every_read(svc_b, "alpha helm").items():
        assert project_id not in ids, f"project A's memory leaked into B through {path}"
        assert user_id in ids, f"the user-scope memory is missing from B's {path}"
    for path, ids in _every_read(svc, "alpha helm").items():
        assert {project_id, user_id} <= ids, f"A's own {path} lost a memory"


@pytest.mark.parametrize("read", ["get", "history", "sources", "revisions"])
def test_reading_another_projects_memory_by_id_is_not_found(
    svc: MemoryService, svc_b: MemoryService, written: tuple[str, str], read: str
) -> None:
    project_id, user_id = written
    with pytest.raises(NotFound):
        getattr(svc_b, read)(project_id)
    assert getattr(svc_b, read)(user_id)  # control: the user's memory is reachable from B
    assert getattr(svc, read)(project_id)


def test_another_project_cannot_change_a_project_memory(
    svc: MemoryService, svc_b: MemoryService, person: Actor, written: tuple[str, str]
) -> None:
    project_id, _ = written
    with pytest.raises(NotFound):
        svc_b.retract(project_id, person, reason="not yours")
    with pytest.raises(NotFound):
        svc_b.edit(project_id, "rewritten from B", person)
    assert svc.get(project_id).text == "Project alpha deploys with helm"


def test_the_same_claim_in_another_project_is_a_separate_memory(
    svc: MemoryService, svc_b: MemoryService, person: Actor, written: tuple[str, str]
) -> None:
    from tests.conftest import NS_B

    project_id, _ = written
    other = svc_b.add(
        Candidate("Project alpha deploys with helm", NS_B, Kind.COMMAND), person
    ).memory
    assert other.id != project_id
    assert svc.get(project_id).evidence_count == 1
    assert {m.id for m, _ in svc_b.search("alpha helm")} >= {other.id}
    assert other.id not in {m.id for m, _ in svc.search("alpha helm")}


def test_a_session_memory_is_visible_only_to_its_session(backend: Backend, person: Actor) -> None:
    from cairn.model import Scope

    mine = backend.open(Scope(NS_A, USER_NS, session="s-1"))
    other = backend.open(Scope(NS_A, USER_NS, session="s-2"))
    m = mine.add(
        Candidate("Scratch note for this session", NS_A, scope=ScopeLevel.SESSION, session="s-1"),
        person,
    ).memory
    shared = mine.add(Candidate("Shared project note for sessions", NS_A), person).memory
    assert m.id in {x.id for x, _ in mine.search("scratch note session")}
    assert m.id not in {x.id for x, _ in other.search("scratch note session")}
    assert shared.id in {x.id for x, _ in other.search("shared project note")}
