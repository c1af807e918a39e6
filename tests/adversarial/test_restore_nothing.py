"""`restore` lifts a rejection. Given a memory with no rejection to lift (approved, or still
waiting), it used to send it back to the review queue: an approved memory stopped being injected
and its approval was quietly taken back by a verb meant to undo a "no". Now nothing changes and no
event is written; each attack beside a control that must still restore."""

from __future__ import annotations

from cairn.model import Actor, Candidate, Review, Status, View
from cairn.service import MemoryService
from tests.conftest import NS_A, Cli


def _events(svc: MemoryService) -> int:
    return svc.store.count("events")


def test_restore_of_an_approved_memory_changes_nothing(
    svc: MemoryService, person: Actor, agent: Actor
) -> None:
    m = svc.add(Candidate("Release tags are signed with the team key", NS_A), agent).memory
    svc.approve(m.id, person)
    before = _events(svc)
    out = svc.restore(m.id, person)
    assert (out.review, out.status) == (Review.APPROVED, Status.ACTIVE)
    assert _events(svc) == before
    assert m.id in {x.id for x in svc.memories(View.INJECT)}


def test_restore_of_a_waiting_proposal_changes_nothing(
    svc: MemoryService, person: Actor, agent: Actor
) -> None:
    m = svc.add(Candidate("Nightly builds run on the large runners", NS_A), agent).memory
    before = _events(svc)
    out = svc.restore(m.id, person)
    assert (out.review, out.status) == (m.review, m.status)
    assert _events(svc) == before


def test_restore_of_a_rejected_memory_still_lifts_it(
    svc: MemoryService, person: Actor, agent: Actor
) -> None:
    """Control: a rejection is lifted, the memory waits for review, and can be approved."""
    m = svc.add(Candidate("Hotfixes skip the staging soak", NS_A), agent).memory
    svc.reject(m.id, person)
    before = _events(svc)
    out = svc.restore(m.id, person)
    assert out.review is Review.UNREVIEWED
    assert _events(svc) == before + 1
    assert svc.approve(m.id, person).review is Review.APPROVED
    # restoring it now that it is approved changes nothing
    again = _events(svc)
    assert svc.restore(m.id, person).review is Review.APPROVED
    assert _events(svc) == again


def test_cli_restore_of_an_approved_memory_says_nothing_to_restore(cli: Cli) -> None:
    m = cli.json("propose", "The changelog is written by the release captain")["memory"]
    code, out = cli.tty("approve", m["id"])
    assert code == 0, out
    code, out = cli.tty("restore", m["id"])
    assert code == 0, out
    assert "nothing to restore" in out
    assert cli.json("show", m["id"])["memory"]["review"] == "approved"
    # control: a rejected one is restored
    r = cli.json("propose", "The changelog is generated from commit titles")["memory"]
    assert cli.tty("reject", r["id"])[0] == 0
    code, out = cli.tty("restore", r["id"])
    assert code == 0 and "restored" in out, out
