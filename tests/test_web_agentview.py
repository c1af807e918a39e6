""" "What the agent sees" is what the real hooks inject: the same block, character for character,
as `cairn hook claude-code SessionStart` and `UserPromptSubmit` print for a new session; each
memory left out says why (a proposal, rejected, superseded, a kind for prompts, under the floor);
and looking records nothing as shown."""

from __future__ import annotations

import json
import sqlite3
import subprocess
from typing import Any

import pytest

from cairn.model import Candidate, Kind, Scope
from cairn.service import MemoryService, agent_actor, person_actor
from cairn.web import agentview
from tests.conftest import CAIRN, NS_A, Cli

USER = "tester"  # the hooks read the user namespace from the environment: the same person here


def _hook(cli: Cli, event: str, payload: dict[str, Any]) -> str:
    proc = subprocess.run(
        [CAIRN, "hook", "claude-code", event],
        cwd=cli.project,
        env=cli.env(USER=USER, LOGNAME=USER),
        input=json.dumps(payload),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 0, proc.stderr
    return str(json.loads(proc.stdout)["hookSpecificOutput"]["additionalContext"])


@pytest.fixture
def seeded(cli: Cli) -> dict[str, str]:
    svc = MemoryService.open(cli.home / "cairn.db", Scope(NS_A, "user:" + USER))
    alice, agent = person_actor("alice"), agent_actor("claude-code")
    try:
        ids = {
            "convention": svc.add(
                Candidate("Run make test before every push", NS_A, Kind.CONVENTION), alice
            ).memory.id,
            "fact": svc.add(
                Candidate("The flux capacitor listens on port 8123", NS_A), alice
            ).memory.id,
            "proposal": svc.add(
                Candidate("The flux capacitor needs 1.21 gigawatts", NS_A), agent
            ).memory.id,
            "gate": svc.add_gate(
                "shell", r"git push .*--force", "never force-push", alice
            ).memory.id,
        }
        rejected = svc.add(Candidate("The flux capacitor runs on diesel", NS_A), agent).memory
        svc.reject(rejected.id, alice)
        ids["rejected"] = rejected.id
        old = svc.add(Candidate("Deploy the flux capacitor with fab", NS_A, Kind.COMMAND), alice)
        svc.supersede(old.memory.id, alice, text="Deploy the flux capacitor with make deploy")
        ids["superseded"] = old.memory.id
        ids["unrelated"] = svc.add(
            Candidate("Invoices are generated on the first of the month", NS_A), alice
        ).memory.id
    finally:
        svc.close()
    return ids


def _svc(cli: Cli) -> MemoryService:
    return MemoryService.open(cli.home / "cairn.db", Scope(NS_A, "user:" + USER))


def _shown_rows(cli: Cli) -> int:
    db = sqlite3.connect(cli.home / "cairn.db")
    try:
        return int(db.execute("SELECT count(*) FROM shown").fetchone()[0])
    finally:
        db.close()


def test_the_session_start_block_is_the_hooks_own(cli: Cli, seeded: dict[str, str]) -> None:
    svc = _svc(cli)
    try:
        view = agentview.session_start(svc)
    finally:
        svc.close()
    hooked = _hook(cli, "SessionStart", {"session_id": "fresh-1", "cwd": str(cli.project)})
    assert view.block == hooked and view.block.startswith("<cairn-memory")
    chosen = {c.memory.id for c in view.chosen}
    assert {seeded["convention"], seeded["gate"]} <= chosen
    why = {x.memory.id: x.reason for x in view.left_out}
    assert "a proposal" in why[seeded["proposal"]]
    assert "rejected" in why[seeded["rejected"]]
    assert "superseded by" in why[seeded["superseded"]]
    assert "served when a prompt asks" in why[seeded["fact"]]
    assert view.waiting == 1


def test_the_prompt_recall_is_the_hooks_own_with_reasons_for_what_is_left_out(
    cli: Cli, seeded: dict[str, str]
) -> None:
    text = "which port does the flux capacitor use?"
    before = _shown_rows(cli)
    svc = _svc(cli)
    try:
        view = agentview.prompt(svc, text)
        quiet = agentview.prompt(svc, "what colour is the office kettle")
    finally:
        svc.close()
    assert _shown_rows(cli) == before  # looking records nothing as shown
    hooked = _hook(
        cli, "UserPromptSubmit", {"session_id": "fresh-2", "cwd": str(cli.project), "prompt": text}
    )
    assert view.block == hooked
    assert _shown_rows(cli) > before  # control: the real hook does record its session's delivery
    assert view.chosen[0].memory.id == seeded["fact"]
    assert any("relevance" in r for c in view.chosen for r in c.item.why)
    why = {x.memory.id: x.reason for x in view.left_out}
    assert "a proposal" in why[seeded["proposal"]]
    assert "rejected" in why[seeded["rejected"]]
    assert seeded["unrelated"] not in why  # matched nothing at all: not listed
    assert quiet.block == "" and not quiet.chosen  # abstention: nothing is injected


def test_a_weak_match_is_left_out_under_the_floor(cli: Cli) -> None:
    svc = _svc(cli)
    alice = person_actor("alice")
    try:
        strong = svc.add(
            Candidate("The billing worker retries failed invoices three times", NS_A), alice
        ).memory.id
        weak = svc.add(Candidate("The worker pool has eight threads", NS_A), alice).memory.id
        view = agentview.prompt(svc, "how often does the billing worker retry failed invoices")
    finally:
        svc.close()
    assert [c.memory.id for c in view.chosen] == [strong]
    why = {x.memory.id: x.reason for x in view.left_out}
    assert "floor" in why[weak] or "best match" in why[weak], why
