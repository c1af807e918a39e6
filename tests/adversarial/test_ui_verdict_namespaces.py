"""The review UI's verdicts on an id it does not serve: another person's own notes
(``user:<other>``) in the same store read exactly like a missing id through every decision the
page can post (a verdict, an edit, a group decision, a conflict's either side), and nothing of
them changes; the same decisions on the person's own notes and on a project's memory go through.
A real SQLite store; the UI's session object, as its routes call it."""

from __future__ import annotations

from pathlib import Path

import pytest

from cairn.errors import CairnError, NotFound
from cairn.model import Actor, ActorKind, Candidate, Kind, Review, Scope, ScopeLevel, View
from cairn.service import MemoryService, agent_actor
from cairn.store.base import EventFilter
from cairn.web import decide
from cairn.web.session import UiSession
from tests.conftest import NS_A, USER_NS

PERSON = Actor(ActorKind.HUMAN, "alice", client="ui")
AGENT = agent_actor("claude-code", client="claude-code")
BOB_NS = "user:bob@elsewhere"


def _bobs(store_path: Path) -> str:
    bob = MemoryService.open(store_path, Scope(NS_A, BOB_NS))
    try:
        cand = Candidate(
            "Bob's own editor is helix", BOB_NS, Kind.PREFERENCE, scope=ScopeLevel.USER
        )
        return bob.add(cand, AGENT).memory.id
    finally:
        bob.close()


@pytest.mark.parametrize("verb", ["approve", "reject", "defer", "edit", "bulk", "resolve"])
def test_a_decision_on_another_persons_note_is_not_found_and_changes_nothing(
    svc: MemoryService, store_path: Path, verb: str
) -> None:
    theirs = _bobs(store_path)
    assert svc.store.namespace_of(theirs) == BOB_NS  # it is there, in the same store
    ui = UiSession(svc.store, svc.scope, PERSON)
    before = len(svc.store.events(EventFilter()))

    def act(mid: str) -> object:
        if verb == "edit":
            return decide.edit(ui, mid, "Rewritten by the UI")
        if verb == "bulk":
            return decide.bulk(ui, [mid], "approve")
        if verb == "resolve":
            return decide.resolve(ui, mid, None, "keep-new", None)
        return decide.verdict(ui, mid, verb)

    with pytest.raises(CairnError) as caught:
        act(theirs)
    assert isinstance(caught.value, NotFound) or "no memory" in caught.value.message
    assert len(svc.store.events(EventFilter())) == before  # nothing of bob's changed
    # control: the same decision on a project's proposal goes through (resolve: no conflict)
    mine = svc.add(Candidate(f"The CI caches wheels ({verb})", NS_A, Kind.FACT), AGENT).memory.id
    if verb == "resolve":
        with pytest.raises(CairnError) as caught:
            act(mine)
        assert not isinstance(caught.value, NotFound)
        return
    act(mine)
    assert len(svc.store.events(EventFilter())) > before


def test_a_persons_own_notes_are_decided_from_the_page(svc: MemoryService) -> None:
    own = svc.add(
        Candidate("I review in the morning", USER_NS, Kind.PREFERENCE, scope=ScopeLevel.USER),
        AGENT,
    ).memory
    ui = UiSession(svc.store, svc.scope, PERSON)
    decide.verdict(ui, own.id, "approve")
    assert svc.get(own.id, View.REVIEW).review is Review.APPROVED
