"""The review UI's queue spans every project of the store (one namespace each), lists the
person's user namespace once and another user's never, groups near-duplicates within a project
only, and filters by project, kind and category."""

from __future__ import annotations

from pathlib import Path

import pytest

from cairn.cli.review import GROUP_OVERLAP as CLI_GROUP_OVERLAP
from cairn.errors import NotFound
from cairn.model import Actor, ActorKind, Candidate, Kind, Scope, ScopeLevel
from cairn.service import MemoryService, agent_actor, person_actor
from cairn.web import queue
from cairn.web.session import UiSession
from tests.conftest import NS_A, NS_B, USER_NS

OTHER_USER = "user:mallory"


def _ui(svc: MemoryService) -> UiSession:
    return UiSession(svc.store, svc.scope, Actor(ActorKind.HUMAN, "alice", client="ui"))


def _seed(store_path: Path) -> dict[str, str]:
    a = MemoryService.open(store_path, Scope(NS_A, USER_NS))
    b = MemoryService.open(store_path, Scope(NS_B, USER_NS))
    m = MemoryService.open(store_path, Scope("test:mallory-project", OTHER_USER))
    agent, alice = agent_actor("claude-code"), person_actor("alice")
    try:
        ids = {
            "a1": a.add(Candidate("Run make test before every push", NS_A), agent).memory.id,
            "a2": a.add(
                Candidate("Run make test before each push", NS_A, Kind.CONVENTION), agent
            ).memory.id,
            "b1": b.add(Candidate("Run make test before every push", NS_B), agent).memory.id,
            "b2": b.add(
                Candidate("The API uses snake_case fields", NS_B, Kind.DECISION), agent
            ).memory.id,
            "user": a.add(
                Candidate(
                    "Prefer short commit subjects", USER_NS, Kind.PREFERENCE, ScopeLevel.USER
                ),
                agent,
            ).memory.id,
            "other_user": m.add(
                Candidate("Mallory's own note", OTHER_USER, Kind.PREFERENCE, ScopeLevel.USER), agent
            ).memory.id,
        }
        old = a.add(Candidate("Deploys use the blue-green rollout script", NS_A), alice).memory
        ids["old"] = old.id
        ids["new"] = a.add(
            Candidate("Deploys no longer use the blue-green rollout script", NS_A), agent
        ).memory.id
        ids["live"] = a.add(Candidate("Logs go to stderr", NS_A), alice).memory.id
        a.flag(ids["live"], agent, reason="it looks out of date")
        ids["deferred"] = a.add(Candidate("Use tabs in the Makefile only", NS_A), agent).memory.id
        a.defer(ids["deferred"], alice)
    finally:
        a.close()
        b.close()
        m.close()
    return ids


def test_the_queue_spans_every_project_and_lists_the_user_namespace_once(
    svc: MemoryService, store_path: Path
) -> None:
    ids = _seed(store_path)
    view = queue.build(_ui(svc))
    listed = [e.memory.id for g in view.groups for e in g.entries]
    assert set(listed) >= {ids["a1"], ids["a2"], ids["b1"], ids["b2"], ids["user"], ids["new"]}
    assert listed.count(ids["user"]) == 1
    assert ids["other_user"] not in listed  # another user's namespace is never served
    by_ns = {e.memory.id: e.project.namespace for g in view.groups for e in g.entries}
    assert by_ns[ids["b1"]] == NS_B and by_ns[ids["user"]] == USER_NS
    assert [e.memory.id for e in view.deferred] == [ids["deferred"]]
    namespaces = [p.namespace for p in _ui(svc).projects()]
    assert namespaces[:2] == [NS_A, USER_NS] and NS_B in namespaces
    assert OTHER_USER not in namespaces


def test_near_duplicates_group_within_a_project_never_across_projects(
    svc: MemoryService, store_path: Path
) -> None:
    ids = _seed(store_path)
    groups = queue.build(_ui(svc)).groups
    group_of = {e.memory.id: g for g in groups for e in g.entries}
    assert group_of[ids["a1"]] is group_of[ids["a2"]] and group_of[ids["a1"]].near_duplicates
    assert group_of[ids["b1"]] is not group_of[ids["a1"]]  # same words, another project
    assert not group_of[ids["b2"]].near_duplicates
    assert queue.GROUP_OVERLAP == CLI_GROUP_OVERLAP


def test_categories_say_why_each_memory_waits(svc: MemoryService, store_path: Path) -> None:
    ids = _seed(store_path)
    view = queue.build(_ui(svc))
    cat = {e.memory.id: e for g in view.groups for e in g.entries}
    assert cat[ids["new"]].category == queue.CONFLICT
    assert [c.old.id for c in cat[ids["new"]].conflicts] == [ids["old"]]
    assert cat[ids["live"]].category == queue.FLAGGED
    assert cat[ids["live"]].review_flags == ("flagged: it looks out of date",)
    assert cat[ids["a1"]].category == queue.PROPOSAL
    assert cat[ids["a1"]].sources[0]["agent"] == "claude-code"


def test_filters_by_project_kind_and_category(svc: MemoryService, store_path: Path) -> None:
    ids = _seed(store_path)
    ui = _ui(svc)

    def listed(**kw: str) -> set[str]:
        view = queue.build(ui, queue.Filters(**kw))
        return {e.memory.id for g in view.groups for e in g.entries}

    assert listed(project=NS_B) == {ids["b1"], ids["b2"]}
    assert listed(kind="decision") == {ids["b2"]}
    assert listed(category=queue.CONFLICT) == {ids["new"]}
    assert listed(project=NS_A, kind="convention") == {ids["a2"]}
    parsed = queue.Filters.parse({"kind": "nonsense", "show": "<script>", "project": NS_B})
    assert parsed == queue.Filters(project=NS_B)


def test_a_memory_of_another_user_or_an_unknown_project_is_not_found(
    svc: MemoryService, store_path: Path
) -> None:
    ids = _seed(store_path)
    ui = _ui(svc)
    with pytest.raises(NotFound):
        ui.locate(ids["other_user"])
    with pytest.raises(NotFound):
        ui.service(OTHER_USER)
    with pytest.raises(NotFound):
        ui.service("test:no-such-project")
    found_svc, mem = ui.locate(ids["b2"])
    assert mem.namespace == NS_B and found_svc.scope.namespace == NS_B


def test_the_ui_acts_for_a_person_only(svc: MemoryService) -> None:
    with pytest.raises(ValueError):
        UiSession(svc.store, svc.scope, agent_actor("claude-code"))


def test_a_long_queue_shows_one_page_of_whole_groups_and_says_how_many_more(
    svc: MemoryService,
) -> None:
    from cairn.bench.ui import claims

    agent = agent_actor("claude-code")
    texts = [f"{t} ({i // 50})" for i, t in enumerate(claims(50) * 8)]  # 400, in groups of 8
    svc.add_many([Candidate(t, NS_A) for t in texts], agent)
    view = queue.build(_ui(svc))
    assert 0 < view.waiting <= queue.PAGE
    assert view.waiting + view.more == len(svc.review_queue()) == 400
    assert all(len(g.entries) == 8 for g in view.groups)  # no group is cut in two
