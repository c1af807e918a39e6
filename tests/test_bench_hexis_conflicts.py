"""The generic mechanisms the Hexis benchmark leans on, tested on their own: a claim that gives a
different value to the same slot is contested (a source's words are provenance, not the slot,
whatever the source is called), and the operator's named-source prior, not the producer, sets a
memory's confidence."""

from __future__ import annotations

import pytest

from cairn.model import Actor, Admission, Candidate, Source, Status
from cairn.policy import facts
from cairn.service import MemoryService

from .conftest import NS_A


def test_different_values_in_one_slot_conflict_and_qualified_slots_do_not() -> None:
    assert facts.contradicts(
        "The wiki lists deploy region EU-WEST-1.", "The runbook lists deploy region US-EAST-2."
    )
    assert not facts.contradicts(  # qualified: staging vs production
        "For staging deploys, the region is EU-WEST-1.",
        "For production deploys, the region is US-EAST-2.",
    )
    assert not facts.contradicts(  # the same value is agreement, not conflict
        "The wiki lists deploy region EU-WEST-1.", "The runbook says deploy region EU-WEST-1."
    )


def test_a_sources_words_are_not_part_of_the_slot_whatever_the_source_is_called() -> None:
    for source in ("The ops runbook", "Source 2", "the wiki page"):
        claim = facts.read(f"{source} lists deploy region X-1.")
        assert claim.values == {"x 1"}
        assert claim.clauses[0].frame == facts.read("deploy region X-1").clauses[0].frame


def test_one_word_slots_need_values_of_one_type() -> None:
    assert facts.contradicts("Deploy PG-15.", "Deploy PG-16-BETA.")
    assert not facts.contradicts("Deploy PG-15.", "Deploy REDIS-7.")


def test_two_wordings_of_one_value_agree() -> None:
    assert facts.agrees(
        "The spec caps uploads at 25 MB per file.", "Support confirmed the upload cap is 25 MB."
    )
    assert not facts.agrees("The spec caps uploads at 25 MB.", "The spec caps uploads at 30 MB.")


def test_a_value_conflict_with_an_active_memory_is_contested_through_admission(
    svc: MemoryService, person: Actor, agent: Actor
) -> None:
    first = svc.add(
        Candidate(
            "The wiki lists deploy region EU-WEST-1.",
            NS_A,
            source=Source(kind="doc", label="Team wiki"),
        ),
        person,
    ).memory
    second = svc.add(
        Candidate(
            "The runbook lists deploy region US-EAST-2.",
            NS_A,
            source=Source(kind="doc", label="Ops runbook"),
        ),
        agent,
    ).memory
    assert first.id in second.contested_by
    control = svc.add(
        Candidate(
            "The runbook lists the cache size 512 MB.",
            NS_A,
            source=Source(kind="doc", label="Ops runbook"),
        ),
        agent,
    ).memory
    assert control.contested_by == ()


def test_in_open_mode_both_sides_of_a_value_conflict_stay_active_and_contested(
    svc: MemoryService, agent: Actor, person: Actor
) -> None:
    svc.set_policy("admission", Admission.OPEN.value, person)
    wiki, runbook = Source(kind="doc", label="Team wiki"), Source(kind="doc", label="Ops runbook")
    a = svc.add(Candidate("The wiki lists deploy region EU-WEST-1.", NS_A, source=wiki), agent)
    b = svc.add(
        Candidate("The runbook lists deploy region US-EAST-2.", NS_A, source=runbook), agent
    ).memory
    assert a.memory.status is Status.ACTIVE
    assert b.status is Status.ACTIVE and a.memory.id in b.contested_by
    assert b.id in svc.get(a.memory.id).contested_by


def test_the_persons_named_source_prior_sets_confidence_not_the_producer(
    svc: MemoryService, agent: Actor, person: Actor
) -> None:
    svc.set_policy("trust", {"document:Signed spec": 0.9}, person)
    named = svc.add(
        Candidate(
            "The spec sets the timeout to 30 s.",
            NS_A,
            source=Source(kind="document", label="Signed spec"),
        ),
        agent,
    ).memory
    assert named.confidence == 0.9
    unnamed = svc.add(
        Candidate(
            "A chat said the retry count is 5.",
            NS_A,
            source=Source(kind="document", label="Chat"),
        ),
        agent,
    ).memory
    assert unnamed.confidence == svc.trust_table()["unknown"]


def test_a_producer_cannot_state_its_own_trust() -> None:
    """Confidence comes from the person's trust table and the evidence: a source carries no
    trust field a producer could fill in."""
    import dataclasses

    assert "trust" not in {f.name for f in dataclasses.fields(Source)}
    with pytest.raises(TypeError):
        Source(kind="document", label="Chat", trust=1.0)  # type: ignore[call-arg]
