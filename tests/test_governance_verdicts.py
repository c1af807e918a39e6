"""A rejected claim stays rejected through the CLI (the service-level verdict tests run on both
backends in tests/contract/test_governance_verdicts.py)."""

from __future__ import annotations

from tests.conftest import Cli
from tests.contract.test_governance_verdicts import CLAIM, CONTROL


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
