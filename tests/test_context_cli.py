"""`cairn recall` and `cairn inject` through the real command."""

from __future__ import annotations

import json

from cairn.model import Actor, Candidate, Kind, Scope
from cairn.service import MemoryService
from tests.conftest import NS_A, USER_NS, Cli


def test_recall_prints_the_block_and_an_off_topic_prompt_prints_nothing(
    cli: Cli, person: Actor
) -> None:
    svc = MemoryService.open(cli.home / "cairn.db", Scope(NS_A, USER_NS))
    text = "Run the linter with make lint before pushing."
    svc.add(Candidate(text=text, namespace=NS_A, kind=Kind.CONVENTION), person)
    svc.close()
    out = cli.run("recall", "how do I run the linter?", check=True).stdout
    assert "make lint" in out and "<cairn-memory" in out
    empty = cli.run("recall", "sourdough starter hydration", check=True)
    assert "<cairn-memory" not in empty.stdout
    data = json.loads(
        cli.run("inject", "--moment", "prompt", "--prompt", "linter", "--json", check=True).stdout
    )
    assert data["schema"].startswith("cairn.block/") and data["items"]
