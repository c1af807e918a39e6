"""Value-keyed verdicts and the review gate: a rejected claim stays out from every path, a
proposal is not served until a person approves it, and confidence comes from evidence only."""

from __future__ import annotations

from cairn.model import Actor, Candidate, Kind, View
from cairn.service import MemoryService
from tests.conftest import NS_A, Cli

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


def test_the_same_claim_through_cairn_propose_stays_rejected(cli: Cli) -> None:
    made = cli.json("propose", CLAIM)["memory"]
    code, out = cli.tty("reject", made["id"], "--note", "wrong")
    assert code == 0, out
    again = cli.json("propose", CLAIM.upper() + ".")
    assert again["action"] == "withheld"
    assert again["memory"]["id"] == made["id"]
    assert again["memory"]["evidence_count"] == 2
    assert cli.json("search", "staging database")["hits"] == []
    code, out = cli.tty("add", CONTROL)
    assert code == 0, out
    assert [h["memory"]["text"] for h in cli.json("search", "staging cluster")["hits"]] == [CONTROL]
