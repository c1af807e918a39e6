"""The model extractor reads the same dialogue and is held to the same trap rules, and it is
scored with the same scorer as the heuristic one. The model is a fake registered at the `llm`
library's seam (the same seam a configured model uses): an "oracle" that answers every gold
lesson of the session it is shown, citing the latest record that holds most of its keys, and
also proposes every trap. The trap rules the dialogue reader enforces (a command the person
corrected away, a path that does not exist, a fix that was tried and failed) drop those traps;
the others stay counted, as they would be for a real model."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import Any

import llm
import pytest
from llm.plugins import pm

from cairn.bench.mine_quality import data_dir, quality
from cairn.ingest.llm_extract import LlmExtractor, breaks_rules
from cairn.ingest.records import Record

SESSIONS = json.loads((data_dir() / "own_sessions.json").read_text())
PROMPTS: list[str] = []


def _answer(prompt: str) -> Iterator[str]:
    records = re.findall(r"^\[(\d+)\] (.*)$", prompt.split("\nRecords:\n", 1)[-1], re.M)
    spec = next((s for s in SESSIONS if _mark(_first_user(s)) in prompt), None)
    if spec is None:
        return
    traps = [{"kind": t.get("kind", "convention"), **t} for t in spec["traps"]]
    for row in [*spec["gold"], *traps]:
        keys = [k.casefold() for k in row["keys"]]
        # cite a record of one of the turns the lesson rests on (found by its text), else the
        # record holding most of the keys
        marks = [_mark(spec["turns"][t]) for t in row.get("turns", [])]
        cited = [
            int(i) for i, line in records if any(m and _body(line).startswith(m) for m in marks)
        ]
        hits = [(sum(k in line.casefold() for k in keys), int(i)) for i, line in records]
        ref = cited[0] if cited else (max(hits)[1] if hits and max(hits)[0] else 0)
        text = "Lesson: " + " and ".join(row["keys"]) + "."
        yield json.dumps({"kind": row["kind"], "text": text, "ref": ref}) + "\n"


def _body(line: str) -> str:
    body = line.split(": ", 1)[-1]
    return body.split(":\n", 1)[0]


def _first_user(spec: dict[str, Any]) -> dict[str, Any]:
    return next(t for t in spec["turns"] if "user" in t)


def _mark(turn: dict[str, Any]) -> str:
    for key in ("user", "assistant", "cmd", "read", "edit"):
        if key in turn:
            return str(turn[key]).splitlines()[0][:40]
    return ""


class Oracle(llm.Model):
    model_id = "cairn-oracle"

    def execute(self, prompt: Any, stream: bool, response: Any, conversation: Any) -> Iterator[str]:
        PROMPTS.append(prompt.prompt)
        yield from _answer(prompt.prompt)


class OraclePlugin:
    @llm.hookimpl
    def register_models(self, register: Any) -> None:
        register(Oracle())


@pytest.fixture
def oracle() -> Iterator[None]:
    plugin = OraclePlugin()
    pm.register(plugin, name="cairn-test-oracle")
    try:
        yield
    finally:
        pm.unregister(plugin)


def test_the_model_extractor_is_scored_with_the_same_scorer_and_its_traps_meet_the_rules(
    oracle: None,
) -> None:
    own = quality(make=lambda: LlmExtractor("cairn-oracle"), sets=("own",))["own"]
    assert own["gold_lessons"] == 37 and own["sessions"] == 14
    # every gold lesson was answered; a sourced one matches only when its citation is right
    assert own["recall"] >= 0.9, own["missed"]
    trapped = "\n".join(own["trapped"])
    # the dialogue's rules removed these traps from the model's answers ...
    assert "pytest refunds/" not in trapped  # corrected away by the person
    assert "config/database.yml" not in trapped and "config/flags.json" not in trapped  # missing
    assert "cargo clean" not in trapped  # tried, and the same failure came back
    # ... and the scorer still counts the traps no mechanical rule can see
    assert 0 < own["traps_hit"] < own["traps"]


def test_the_prompt_carries_the_dialogue_the_trap_rules_and_earlier_context(oracle: None) -> None:
    PROMPTS.clear()
    ex = LlmExtractor("cairn-oracle")
    carry: dict[str, Any] = {}
    token = "ghp_" + "a1B2c3D4" * 5
    ex.extract(
        [
            Record("user", "deploy it with the staging token " + token, "line 1", session="s"),
            Record("read", "config/db.yml", "line 2", session="s", exit_code=1, output="not found"),
        ],
        carry,
    )
    ex.extract(
        [Record("command", "make deploy", "line 3", session="s", exit_code=2, output="Error: x")],
        carry,
    )
    first, second = PROMPTS[-2], PROMPTS[-1]
    assert "a path the agent guessed" in first and "corrected away" in first
    assert "file read FAILED (does not exist): config/db.yml" in first
    assert token not in first and "[REDACTED:" in first
    # the second chunk's prompt shows the first chunk as context, redacted
    assert "Earlier in this session" in second and "config/db.yml" in second
    assert token not in second
    assert "command: make deploy -> exit 2; error: Error: x" in second


def test_a_model_lesson_that_breaks_the_dialogues_rules_is_dropped() -> None:
    rules = {
        "corrected": ["pytest refunds/"],
        "missing": ["config/database.yml"],
        "abandoned": ["cargo clean"],
        "ruled_out": ["playwright"],
    }
    assert breaks_rules("Run the tests with `pytest refunds/`.", rules)
    assert breaks_rules("The database settings are in config/database.yml.", rules)
    assert breaks_rules("Fix link errors with `cargo clean`.", rules)
    assert breaks_rules("Run e2e with `playwright test`.", rules)
    assert breaks_rules("Should we use NATS?", rules)
    # the controls: the lessons next to those traps stand
    assert not breaks_rules("Run the tests with `make test`.", rules)
    assert not breaks_rules("Postgres listens on localhost:5433 (docker-compose.yml).", rules)
    assert not breaks_rules("Run the e2e tests with `pnpm e2e -- --project=chromium`.", rules)
