"""Verdicts stand in every namespace that reads a claim: a user-scope claim is read by every
project, so a rejection in any namespace withholds it, naming the verdict (issue 14, item 7)."""

from __future__ import annotations

from cairn.model import Actor, Candidate, View
from cairn.service import MemoryService
from tests.conftest import NS_B, Cli

REJECTED = "Always install dependencies with sudo pip"
CONTROL = "Always pin dependencies in a lock file"


def _reject_in_b(svc_b: MemoryService, person: Actor, agent: Actor, text: str = REJECTED) -> str:
    m = svc_b.add(Candidate(text, NS_B), agent).memory
    svc_b.reject(m.id, person, note="never in this repository")
    return m.id


def _served(svc: MemoryService) -> set[str]:
    return {m.text for m in svc.memories(View.INJECT)} | {m.text for m, _ in svc.search("pip")}


def test_the_cli_says_withheld_and_names_the_verdict(cli: Cli) -> None:
    from cairn.model import Scope
    from tests.conftest import USER_NS

    other = MemoryService.open(cli.home / "cairn.db", Scope(NS_B, USER_NS))
    try:
        from cairn.service import agent_actor, person_actor

        _reject_in_b(other, person_actor("alice"), agent_actor("claude-code"))
    finally:
        other.close()
    out = cli.json("propose", REJECTED, "--scope", "user")
    assert out["action"] == "withheld"
    assert "rejected by alice" in " ".join(out["reasons"])
    control = cli.json("propose", CONTROL, "--scope", "user")
    assert control["action"] == "created"
