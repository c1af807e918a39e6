"""In open mode a claim flagged "resembles rejected" enters as a proposal, as the governance
doc says, not active (issue 14, item 9)."""

from __future__ import annotations

from cairn.model import Actor, Admission, Candidate, Review, Status, View
from cairn.service import MemoryService
from tests.conftest import NS_A

REJECTED = "The nightly job truncates the audit table before the backup runs"
VARIANT = "The nightly job truncates the audit table before the backup runs daily"
CONTROL = "The weekly report is mailed to the platform team on Mondays"


def test_a_variant_of_a_rejected_claim_waits_for_a_person_in_open_mode(
    svc: MemoryService, person: Actor, agent: Actor
) -> None:
    svc.set_policy("admission", Admission.OPEN.value, person)
    rejected = svc.add(Candidate(REJECTED, NS_A), agent).memory
    svc.reject(rejected.id, person)
    for writer in (agent, person):
        r = svc.add(Candidate(VARIANT + (" too" if writer is person else ""), NS_A), writer)
        assert r.memory.status is Status.PROPOSED, writer
        assert r.memory.review is Review.UNREVIEWED
        assert f"resembles rejected #{rejected.id[-8:].lower()}" in r.memory.flags
        assert r.memory.id not in {m.id for m in svc.memories(View.INJECT)}
    # control: anything else is active at once, as open mode promises
    ok = svc.add(Candidate(CONTROL, NS_A), agent).memory
    assert (ok.status, ok.review) == (Status.ACTIVE, Review.UNREVIEWED)
    assert ok.id in {m.id for m in svc.memories(View.INJECT)}
