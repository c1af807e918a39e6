"""`cairn edit` runs the checks of every write: editing a memory into a rejected claim is
refused, naming the verdict; into a contradiction, it returns to the queue (issue 14, item 11)."""

from __future__ import annotations

import pytest

from cairn.errors import PolicyError
from cairn.model import Actor, Candidate, Review, Status, View
from cairn.service import MemoryService
from tests.conftest import NS_A, Cli

REJECTED = "Use the shared staging database for unit tests"
HARMLESS = "Use an in-memory database for unit tests"


def test_editing_into_a_rejected_claim_is_refused_and_changes_nothing(
    svc: MemoryService, person: Actor, agent: Actor
) -> None:
    bad = svc.add(Candidate(REJECTED, NS_A), agent).memory
    svc.reject(bad.id, person)
    mine = svc.add(Candidate(HARMLESS, NS_A), person).memory
    events = len(svc.history(mine.id)[1])
    for variant in (
        REJECTED,
        REJECTED.upper() + "!",
        "Use the shared stаging database for unit tests",
    ):
        with pytest.raises(
            PolicyError, match=f"rejected by alice at .* \\(#{bad.id[-8:].lower()}\\)"
        ):
            svc.edit(mine.id, variant, person)
    after = svc.get(mine.id)
    assert (after.text, after.revision, after.status) == (HARMLESS, 1, Status.ACTIVE)
    assert len(svc.history(mine.id)[1]) == events
    # control: an ordinary edit is a new revision
    assert svc.edit(mine.id, HARMLESS + " (sqlite)", person).revision == 2


def test_editing_into_a_contradiction_returns_the_memory_to_the_queue_contested(
    svc: MemoryService, person: Actor
) -> None:
    old = svc.add(
        Candidate("Deploys use the blue-green rollout through the deploy script", NS_A), person
    ).memory
    mine = svc.add(Candidate("Deploy notes live in the wiki", NS_A), person).memory
    edited = svc.edit(
        mine.id, "Deploys no longer use the blue-green rollout through the deploy script", person
    )
    assert (edited.status, edited.review) == (Status.PROPOSED, Review.UNREVIEWED)
    assert old.id in edited.contested_by
    assert edited.id not in {m.id for m in svc.memories(View.INJECT)}
    assert [c.old.id for c in svc.conflicts() if c.new.id == mine.id] == [old.id]


def test_cli_edit_into_a_rejected_claim_names_the_verdict(cli: Cli) -> None:
    bad = cli.json("propose", REJECTED)["memory"]["id"]
    code, out = cli.tty("reject", bad)
    assert code == 0, out
    code, out = cli.tty("add", HARMLESS)
    mine = cli.json("list")["memories"][-1]["id"]
    code, out = cli.tty("edit", mine, REJECTED)
    assert code == 1
    assert "refused: the same claim was rejected by" in out
    assert cli.json("show", mine)["memory"]["text"] == HARMLESS
    code, out = cli.tty("edit", mine, HARMLESS + " always")
    assert code == 0, out
