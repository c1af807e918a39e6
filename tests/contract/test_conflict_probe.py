"""Admission's conflict probe and the index statistics it uses, on every backend: the
rarest-term probe finds the memory a claim contradicts in a crowd sharing its common words, and
document frequencies count stems as the backend's own index does."""

from __future__ import annotations

from cairn.model import Actor, Candidate, Scope, Source, Status
from cairn.service import MemoryService
from cairn.timeutil import now
from tests.conftest import NS_A, USER_NS
from tests.contract.conftest import Backend


def test_the_rare_term_probe_finds_the_contradicted_memory_among_many_sharing_common_words(
    svc: MemoryService, person: Actor, agent: Actor
) -> None:
    crowd = [
        Candidate(f"The deploy script runs the service build step number {i} for the team", NS_A)
        for i in range(300)
    ]
    target = Candidate("The deploy script uses the blue-green rollout via haproxy", NS_A)
    results = svc.add_many([*crowd, target], person)
    target_id = results[-1].memory.id
    challenger = svc.add(
        Candidate("The deploy script no longer uses the blue-green rollout via haproxy", NS_A),
        agent,
    ).memory
    assert challenger.contested_by == (target_id,)
    assert challenger.status is Status.PROPOSED
    unrelated = svc.add(Candidate("The deploy script pins haproxy 2.8 in CI", NS_A), agent).memory
    assert unrelated.contested_by == ()  # control


def test_a_value_conflict_is_found_inside_one_batch_and_a_different_frame_is_not(
    svc: MemoryService, person: Actor
) -> None:
    wiki = Source(kind="doc", label="Team wiki")
    runbook = Source(kind="doc", label="Ops runbook")
    first, second, other = svc.add_many(
        [
            Candidate("The wiki lists deploy region EU-WEST-1.", NS_A, source=wiki),
            Candidate("The runbook lists deploy region US-EAST-2.", NS_A, source=runbook),
            Candidate("The runbook lists the cache size 512 MB.", NS_A, source=runbook),
        ],
        person,
    )
    assert first.memory.id in second.memory.contested_by
    assert other.memory.contested_by == ()


def test_a_claim_resembling_a_rejected_one_is_flagged_in_a_batch_and_an_unrelated_one_is_not(
    svc: MemoryService, person: Actor, agent: Actor
) -> None:
    rejected = svc.add(
        Candidate("Use the legacy payments gateway for all refunds", NS_A), agent
    ).memory
    svc.reject(rejected.id, person, note="wrong")
    near, unrelated = svc.add_many(
        [
            Candidate("Use the legacy payments gateway for all refunds today", NS_A),
            Candidate("Releases are tagged from the main branch", NS_A),
        ],
        agent,
    )
    assert any("resembles a rejected claim" in r for r in near.reasons)
    assert near.memory.status is Status.PROPOSED
    assert not any("rejected" in r for r in unrelated.reasons)


def test_document_frequency_counts_stems_as_the_index_does(
    svc: MemoryService, person: Actor, backend: Backend
) -> None:
    svc.add_many(
        [
            Candidate("Run the migrations before the release", NS_A),
            Candidate("One migration failed on staging", NS_A),
            Candidate("Tag the release from main", NS_A),
            Candidate("Build 2024 shipped; build 2024 again", NS_A),
        ],
        person,
    )
    # counts are memoised per connection while the store grows by less than a quarter ("roughly
    # how rare" is what the probe needs), so a fresh connection reads the exact ones
    fresh = backend.open(Scope(NS_A, USER_NS))
    with fresh.store.write() as tx:
        df = tx.doc_freq(["migrations", "migration", "release", "zanzibar", "2024", "2025"])
    assert df == {
        "migrations": 2,
        "migration": 2,
        "release": 2,
        "zanzibar": 0,
        "2024": 1,  # a number is its own index term, counted once per memory
        "2025": 0,
    }


def test_the_probe_returns_memories_holding_two_of_the_rare_terms_ranked_by_how_many(
    svc: MemoryService, person: Actor
) -> None:
    three, one, two = svc.add_many(
        [
            Candidate("Zanzibar builds use the quokka cache behind nginx", NS_A),
            Candidate("Zanzibar is the codename of the billing service", NS_A),
            Candidate("The quokka cache sits behind nginx", NS_A),
        ],
        person,
    )
    hits = svc.store.probe(["zanzibar", "quokka", "nginx"], svc.scope, now(), limit=5)
    ids = [h.id for h in hits]
    assert ids == [three.memory.id, two.memory.id]  # three terms first, then two
    assert one.memory.id not in ids  # holds a single term: no near match
    alone = svc.store.probe(["zanzibar"], svc.scope, now(), limit=5)
    assert {h.id for h in alone} == {three.memory.id, one.memory.id}  # one term: any holder
    assert svc.store.probe(['zan"zibar OR x'], svc.scope, now(), limit=5) == []  # no operator
