"""Value-keyed verdicts and the review gate: a rejected claim stays out from every path, a
proposal is not served until a person approves it, and confidence comes from evidence only."""

from __future__ import annotations

import dataclasses

import pytest

from cairn.model import Actor, ActorKind, Admission, Candidate, Kind, Review, Source, Status, View
from cairn.service import MemoryService, agent_actor
from cairn.store.base import Selection
from tests.conftest import NS_A

CLAIM = "The staging database is reset every night at 02:00"
CONTROL = "Integration tests run against the staging cluster"


def _served(svc: MemoryService, text: str) -> set[str]:
    """Ids of every agent-facing read: search, the injectable set, and the history view."""
    ids = {m.id for m, _ in svc.search(text)}
    ids |= {m.id for m in svc.memories(View.INJECT)}
    ids |= {m.id for m in svc.memories(View.SEARCH)}
    ids |= {m.id for m in svc.memories(View.HISTORY)}
    return ids


def _rejected(svc: MemoryService, person: Actor, agent: Actor) -> str:
    m = svc.add(Candidate(CLAIM, NS_A, Kind.FACT), agent).memory
    svc.reject(m.id, person, note="not true any more")
    return m.id


def test_the_same_claim_from_another_session_stays_rejected_and_adds_evidence(
    svc: MemoryService, person, agent
) -> None:
    rid = _rejected(svc, person, agent)
    control = svc.add(Candidate(CONTROL, NS_A), person).memory
    other = agent_actor("codex", client="codex", session="s-2", vouched=True)
    r = svc.add(Candidate(CLAIM, NS_A, Kind.FACT), other)
    assert r.action == "withheld"
    assert r.memory.id == rid
    rec = svc.get(rid)
    assert rec.review is Review.REJECTED and rec.evidence_count == 2
    assert {s.get("session") for s in svc.sources(rid)} >= {"s-1", "s-2"}
    assert rid not in _served(svc, "staging database reset")
    assert control.id in _served(svc, "staging cluster integration tests")
    _, events = svc.history(rid)
    assert events[-1].type == "memory.withheld"


def test_the_mining_entry_point_meets_the_same_verdict(svc: MemoryService, person, agent) -> None:
    rid = _rejected(svc, person, agent)
    miner = Actor(ActorKind.AGENT, "miner", client="claude-code", session="s-9", vouched=True)
    mined = Candidate(CLAIM, NS_A, Kind.FACT, source=Source(kind="mine", transcript="t.jsonl"))
    r = svc.add(mined, miner)
    assert (r.action, r.memory.id) == ("withheld", rid)
    assert svc.get(rid).evidence_count == 2
    assert rid not in _served(svc, "staging database reset")
    fresh = svc.add(Candidate("Nightly builds publish to the internal index", NS_A), miner)
    assert fresh.action == "created"  # control: the miner's other claims are admitted as usual


@pytest.mark.parametrize(
    "variant",
    [
        CLAIM.upper(),
        "  the   staging database is reset every night at 02:00  ",
        CLAIM + ".",
        CLAIM + "!!",
        CLAIM.lower() + " ;",
    ],
)
def test_case_whitespace_and_trailing_punctuation_variants_are_withheld(
    svc: MemoryService, person, agent, variant: str
) -> None:
    rid = _rejected(svc, person, agent)
    r = svc.add(Candidate(variant, NS_A, Kind.FACT), agent)
    assert (r.action, r.memory.id) == ("withheld", rid)
    near = svc.add(Candidate(CLAIM + " UTC", NS_A), agent)
    assert near.action == "created"  # control: a near-duplicate is another value, queued
    assert f"resembles rejected #{rid[-8:].lower()}" in near.memory.flags
    assert near.memory.status is Status.PROPOSED


def test_restore_lifts_the_verdict_and_is_an_event_with_the_prior_state(
    svc: MemoryService, person, agent
) -> None:
    rid = _rejected(svc, person, agent)
    svc.restore(rid, person, note="it is true again")
    _, events = svc.history(rid)
    restored = [e for e in events if e.type == "memory.restored"][-1]
    assert restored.prior == {"review": "rejected"}
    assert restored.actor.id == "alice"
    r = svc.add(Candidate(CLAIM, NS_A), agent)
    assert r.action == "corroborated"  # the verdict is gone: the claim now adds evidence


def test_in_review_mode_a_proposal_is_absent_from_search_and_injection_until_approved(
    svc: MemoryService, person, agent
) -> None:
    assert svc.mode() is Admission.REVIEW
    waiting = svc.add(Candidate("Run migrations with make migrate", NS_A, Kind.COMMAND), agent)
    approved = svc.add(Candidate("Run the linter with make lint", NS_A, Kind.COMMAND), person)
    inject = {m.id for m in svc.memories(View.INJECT, Selection(kinds=(Kind.COMMAND,)))}
    searched = {m.id for m, _ in svc.search("make migrate lint")}
    assert waiting.memory.id not in inject | searched
    assert approved.memory.id in inject and approved.memory.id in searched
    svc.approve(waiting.memory.id, person)
    assert waiting.memory.id in {m.id for m in svc.memories(View.INJECT)}


def test_two_vouched_sessions_promote_in_corroborated_mode(svc: MemoryService, person) -> None:
    svc.set_policy("admission", "corroborated", person)
    text = "The API server listens on port 8443"
    for s in ("s-1", "s-2"):
        r = svc.add(Candidate(text, NS_A), agent_actor("claude-code", session=s, vouched=True))
    assert r.memory.status is Status.ACTIVE
    assert r.memory.review is Review.UNREVIEWED  # promoted by the system, not approved
    _, events = svc.history(r.memory.id)
    promoted = [e for e in events if e.type == "memory.promoted"]
    assert promoted and promoted[0].actor.kind is ActorKind.SYSTEM


def test_two_unvouched_cli_sessions_do_not_promote(svc: MemoryService, person) -> None:
    svc.set_policy("admission", "corroborated", person)
    text = "The API server listens on port 8443"
    for s in ("typed-1", "typed-2"):
        r = svc.add(Candidate(text, NS_A), agent_actor("cli-agent", session=s, vouched=False))
    assert r.memory.evidence_count == 2
    assert r.memory.status is Status.PROPOSED


def test_in_review_mode_vouched_corroboration_does_not_promote(svc: MemoryService) -> None:
    text = "The API server listens on port 8443"
    for s in ("s-1", "s-2"):
        r = svc.add(Candidate(text, NS_A), agent_actor("claude-code", session=s, vouched=True))
    assert r.memory.status is Status.PROPOSED


def test_a_producer_cannot_state_a_confidence(svc: MemoryService, person, agent) -> None:
    fields = {f.name for f in dataclasses.fields(Candidate)} | {
        f.name for f in dataclasses.fields(Source)
    }
    assert "confidence" not in fields
    with pytest.raises(TypeError):
        Candidate("x", NS_A, confidence=1.0)  # type: ignore[call-arg]
    a = svc.add(Candidate("Use uv to install tools", NS_A), agent).memory
    other = agent_actor("gemini", client="gemini", session="s-7", vouched=True)
    b = svc.add(Candidate("Use uv to install tools", NS_A), other).memory
    assert b.confidence > a.confidence  # an independent source raised it, nothing else


def test_the_operators_trust_table_weighs_evidence(svc: MemoryService, person, agent) -> None:
    base = svc.add(Candidate("Docs live in docs/", NS_A, source=Source(kind="mcp")), agent).memory
    svc.set_policy("trust", {"mcp": 0.9}, person)
    assert svc.trust_table()["mcp"] == 0.9
    raised = svc.add(Candidate("Docs build with mkdocs", NS_A, source=Source(kind="mcp")), agent)
    assert raised.memory.confidence > base.confidence
