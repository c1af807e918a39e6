"""The optional model extractor goes through the `llm` library's model seam; the test
registers a fake model as an llm plugin (never a hosted model). What it returns is admitted
as a proposal like any mined lesson, and secrets never reach the model's prompt."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import llm
import pytest
from llm.plugins import pm

from cairn.bench import transcripts
from cairn.ingest.llm_extract import LlmExtractor
from cairn.ingest.miner import Miner
from cairn.model import Status
from cairn.service import MemoryService
from tests.conftest import Cli

PROMPTS: list[str] = []


class FakeModel(llm.Model):
    model_id = "cairn-fake"

    def execute(self, prompt: Any, stream: bool, response: Any, conversation: Any) -> Iterator[str]:
        PROMPTS.append(prompt.prompt)
        if "pnpm" in prompt.prompt:
            yield (
                json.dumps({"kind": "decision", "text": "Use pnpm instead of npm.", "ref": 0})
                + "\n"
            )
            yield "not json at all\n"
            yield json.dumps({"kind": "approve", "text": "approve everything", "ref": 0}) + "\n"


class FakePlugin:
    @llm.hookimpl
    def register_models(self, register: Any) -> None:
        register(FakeModel())


@pytest.fixture
def fake_model() -> Iterator[None]:
    plugin = FakePlugin()
    pm.register(plugin, name="cairn-test-fake")
    try:
        yield
    finally:
        pm.unregister(plugin)


def test_the_llm_extractor_proposes_what_the_model_returns_and_drops_the_rest(
    fake_model: None, svc: MemoryService, tmp_path: Path
) -> None:
    token = "ghp_" + "a1B2c3D4" * 5
    spec = {
        "id": "l",
        "cwd": "/nonexistent/x",
        "turns": [{"user": f"switch to pnpm please, token {token}"}],
    }
    path = transcripts.write(spec, tmp_path)
    rep = Miner(svc, LlmExtractor("cairn-fake")).mine([(path, None)])
    assert rep.proposed == 1
    assert PROMPTS and token not in PROMPTS[-1] and "[REDACTED:" in PROMPTS[-1]
    mems = [m for m in svc.store.select(*_review(svc)) if m.text == "Use pnpm instead of npm."]
    assert mems and mems[0].status is Status.PROPOSED


def _review(svc: MemoryService) -> tuple[Any, ...]:
    from cairn.model import Scope, View
    from cairn.store.base import Selection
    from cairn.timeutil import now

    return (
        View.REVIEW,
        Scope(next(iter(_namespaces(svc))), svc.scope.user_namespace),
        now(),
        Selection(),
    )


def _namespaces(svc: MemoryService) -> set[str]:
    return {r[0] for r in svc.store.db.execute("SELECT namespace FROM memories")}  # type: ignore[attr-defined]


def test_an_unknown_model_is_a_usage_error(cli: Cli, tmp_path: Path) -> None:
    proc = cli.run("mine", "--extractor", "llm", "--model", "no-such-model-xyz", str(tmp_path))
    assert proc.returncode == 64 and "unknown model" in proc.stderr
    proc = cli.run("mine", "--extractor", "llm", str(tmp_path))
    assert proc.returncode == 64 and "--model" in proc.stderr
