"""Decisions from the review UI are service calls by the person (client "ui"), and undo takes the
last one back as new events: the log only grows, a rejection's verdict is lifted only when that
rejection wrote it, and an undo that could not put everything back is refused whole."""

from __future__ import annotations

import pytest

from cairn import events as ev
from cairn.errors import PersonRequired, UsageError
from cairn.model import Actor, ActorKind, Candidate, Event, Kind, Review, Status
from cairn.service import MemoryService, agent_actor, person_actor
from cairn.store.base import EventFilter
from cairn.web import decide, queue
from cairn.web.session import UiSession
from tests.conftest import NS_A

PERSON = Actor(ActorKind.HUMAN, "alice", client="ui")
AGENT = agent_actor("claude-code", client="claude-code")


@pytest.fixture
def ui(svc: MemoryService) -> UiSession:
    return UiSession(svc.store, svc.scope, PERSON)


def _propose(svc: MemoryService, text: str, kind: Kind = Kind.FACT) -> str:
    return svc.add(Candidate(text, NS_A, kind), AGENT).memory.id


def _events(svc: MemoryService) -> list[Event]:
    return svc.store.events(EventFilter())


def test_approve_is_the_persons_event_from_the_ui_and_undo_restores_it_as_a_new_event(
    ui: UiSession, svc: MemoryService
) -> None:
    mid = _propose(svc, "The API paginates with cursors")
    done = decide.verdict(ui, mid, "approve")
    assert done.message == f"approved #{mid[-8:].lower()}"
    m = svc.get(mid)
    assert (m.status, m.review) == (Status.ACTIVE, Review.APPROVED)
    approved = _events(svc)[-1]
    assert approved.type == ev.MEMORY_APPROVED
    assert (approved.actor.id, approved.actor.kind, approved.actor.client) == (
        "alice",
        ActorKind.HUMAN,
        "ui",
    )
    log_before = [e.id for e in _events(svc)]
    assert decide.undo(ui) == f"undone: approved #{mid[-8:].lower()}"
    m = svc.get(mid)
    assert (m.status, m.review, m.confidence) == (Status.PROPOSED, Review.UNREVIEWED, 0.5)
    after = _events(svc)
    assert [e.id for e in after[: len(log_before)]] == log_before  # append-only
    restored = after[-1]
    assert restored.type == ev.MEMORY_RESTORED and restored.actor.client == "ui"
    assert restored.payload["undoes"] == {"event": approved.id, "type": ev.MEMORY_APPROVED}
    assert mid in [x.id for x in svc.review_queue()]
    with pytest.raises(UsageError, match="nothing to undo"):
        decide.undo(ui)


def test_a_rejection_withholds_a_re_proposal_and_its_undo_lifts_the_verdict(
    ui: UiSession, svc: MemoryService
) -> None:
    text = "Use the staging database for the integration tests"
    mid = _propose(svc, text)
    decide.verdict(ui, mid, "reject", "we never touch staging from tests")
    again = svc.add(Candidate(text, NS_A), AGENT)
    assert again.action == "withheld"
    assert svc.store.verdict([NS_A], svc.get(mid).claim_key) is not None
    decide.undo(ui)
    assert svc.get(mid).review is Review.UNREVIEWED
    assert svc.store.verdict([NS_A], svc.get(mid).claim_key) is None
    assert svc.add(Candidate(text, NS_A), AGENT).action != "withheld"  # control: lifted


def test_undo_refuses_when_the_memory_changed_after_the_decision(
    ui: UiSession, svc: MemoryService
) -> None:
    mid = _propose(svc, "Build artefacts go to dist/")
    decide.verdict(ui, mid, "approve")
    svc.reject(mid, person_actor("bob"), note="dist/ moved to build/")  # from bob's terminal
    before = len(_events(svc))
    with pytest.raises(UsageError, match="changed after that decision"):
        decide.undo(ui)
    assert len(_events(svc)) == before
    assert svc.get(mid).review is Review.REJECTED


def test_an_agents_flag_after_an_approval_does_not_block_its_undo(
    ui: UiSession, svc: MemoryService
) -> None:
    mid = _propose(svc, "Build artefacts go to out/")
    decide.verdict(ui, mid, "approve")
    svc.flag(mid, AGENT, reason="out/ moved")
    decide.undo(ui)
    m = svc.get(mid)
    assert (m.review, m.status) == (Review.UNREVIEWED, Status.PROPOSED)
    assert m.flags == ("flagged: out/ moved",)  # the flag stays: undo put back only its own


def test_undo_refuses_a_decision_that_also_changed_other_memories(
    ui: UiSession, svc: MemoryService
) -> None:
    old = svc.add(Candidate("Deploy with fab deploy", NS_A, Kind.COMMAND), person_actor("p"))
    new = svc.add(
        Candidate("Deploy with make deploy", NS_A, Kind.COMMAND, supersedes=old.memory.id),
        AGENT,
    )
    decide.verdict(ui, new.memory.id, "approve")
    assert svc.get(old.memory.id).status is Status.SUPERSEDED
    before = len(_events(svc))
    with pytest.raises(UsageError, match="also changed"):
        decide.undo(ui)
    assert len(_events(svc)) == before
    assert svc.get(new.memory.id).review is Review.APPROVED


def test_the_service_undo_is_a_persons_verb_and_only_for_decisions(svc: MemoryService) -> None:
    mid = _propose(svc, "Ports below 1024 need root")
    created = _events(svc)[-1]
    with pytest.raises(PersonRequired):
        svc.undo_decision(mid, created.id, AGENT)
    with pytest.raises(UsageError, match="no approve, reject or defer"):
        svc.undo_decision(mid, created.id, person_actor("p"))
    svc.approve(mid, person_actor("p"))
    approved = _events(svc)[-1]
    other = _propose(svc, "Another claim entirely about caching")
    with pytest.raises(UsageError):
        svc.undo_decision(other, approved.id, person_actor("p"))  # not that memory's event


def test_defer_then_undo_returns_the_proposal_to_waiting(ui: UiSession, svc: MemoryService) -> None:
    mid = _propose(svc, "CI caches the pip wheels")
    decide.verdict(ui, mid, "defer")
    assert svc.get(mid).review is Review.DEFERRED
    decide.undo(ui)
    assert svc.get(mid).review is Review.UNREVIEWED


def test_edit_then_undo_puts_the_old_text_back_as_a_new_revision(
    ui: UiSession, svc: MemoryService
) -> None:
    mid = _propose(svc, "Tests run with pytest -q")
    done = decide.edit(ui, mid, "Tests run with make test")
    assert "revision 2" in done.message
    decide.undo(ui)
    m = svc.get(mid)
    assert (m.text, m.revision) == ("Tests run with pytest -q", 3)


def test_keep_first_decides_a_group_and_one_undo_takes_it_all_back(
    ui: UiSession, svc: MemoryService
) -> None:
    ids = [
        _propose(svc, "Run make lint before a commit"),
        _propose(svc, "Run make lint before each commit"),
        _propose(svc, "Always run make lint before a commit"),
    ]
    groups = [g for g in queue.build(ui).groups if g.near_duplicates]
    assert [e.memory.id for e in groups[0].entries] == ids
    decide.bulk(ui, ids, "keep-first")
    assert [svc.get(i).review for i in ids] == [Review.APPROVED, Review.REJECTED, Review.REJECTED]
    decide.undo(ui)
    assert [svc.get(i).review for i in ids] == [Review.UNREVIEWED] * 3


def test_a_group_decision_stops_at_the_first_refusal_and_says_which(
    ui: UiSession, svc: MemoryService
) -> None:
    first = _propose(svc, "Pin numpy below 2")
    held_old = svc.add(
        Candidate("The service listens on port 8080", NS_A), person_actor("p")
    ).memory.id
    challenger = _propose(svc, "The service no longer listens on port 8080")
    assert svc.get(challenger).contested_by == (held_old,)
    with pytest.raises(UsageError, match=f"stopped at #{challenger[-8:].lower()}"):
        decide.bulk(ui, [first, challenger], "approve")
    assert svc.get(first).review is Review.APPROVED  # decided before the refusal
    decide.undo(ui)  # and one undo takes it back
    assert svc.get(first).review is Review.UNREVIEWED


def test_keep_both_needs_a_note_and_a_resolution_is_not_undone_here(
    ui: UiSession, svc: MemoryService
) -> None:
    old = svc.add(Candidate("We use npm for the web package", NS_A), person_actor("p")).memory.id
    new = _propose(svc, "We no longer use npm for the web package")
    with pytest.raises(UsageError, match="needs a note"):
        decide.resolve(ui, new, old, "keep-both", "  ")
    decide.resolve(ui, new, old, "keep-both", "pnpm in web/, npm in the root")
    assert svc.get(new).review is Review.APPROVED
    with pytest.raises(UsageError, match="not undone here"):
        decide.undo(ui)
    assert svc.get(new).review is Review.APPROVED
