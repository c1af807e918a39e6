"""Contradictions are queued, shown on every read of either side, and settled only by a person;
reconsolidation returns what was held back when the reason for holding it goes away."""

from __future__ import annotations

from cairn.model import Candidate, Kind
from cairn.service import MemoryService
from tests.conftest import NS_A, Cli

OLD = "Deploys use the blue-green rollout through the deploy script"
NEW = "Deploys no longer use the blue-green rollout through the deploy script"


def _conflict(svc: MemoryService, person, agent) -> tuple[str, str]:
    old = svc.add(Candidate(OLD, NS_A, Kind.DECISION), person).memory
    new = svc.add(Candidate(NEW, NS_A, Kind.DECISION), agent).memory
    return old.id, new.id


def test_cli_conflicts_lists_side_by_side_and_resolve_needs_a_terminal(cli: Cli) -> None:
    code, out = cli.tty("add", OLD, "--kind", "decision")
    assert code == 0, out
    new = cli.json("propose", NEW, "--kind", "decision")["memory"]
    listed = cli.json("conflicts")
    assert listed["open"] == 1 and listed["conflicts"][0]["new"]["id"] == new["id"]
    text = cli.run("conflicts", check=True).stdout
    assert "NEW (held back)" in text and "OLD (it contradicts)" in text
    shown = cli.run("list", check=True).stdout
    assert f"contested by #{new['id'][-8:].lower()}, unreviewed" in shown
    refused = cli.run("conflicts", "resolve", new["id"], "keep-new")
    assert refused.returncode == 1 and "person's verb" in refused.stderr
    assert cli.json("conflicts")["open"] == 1
    code, out = cli.tty("conflicts", "resolve", new["id"], "keep-new")
    assert code == 0, out
    assert cli.json("conflicts")["open"] == 0
