"""Parsers read every shared sample transcript (resolved at run time from ../shared) and the
formats' tricky corners: injected context, duplicates, subagents, compaction, unknown types."""

from __future__ import annotations

import json
from pathlib import Path

import orjson
import pytest

from cairn.context.frame import wrap
from cairn.ingest.formats import detect, new_parser
from cairn.ingest.records import Record
from tests.conftest import SHARED

SAMPLES = SHARED / "samples" / "transcripts"


def parse_file(path: Path, client: str | None = None) -> tuple[list[Record], dict[str, int]]:
    lines = path.read_bytes().splitlines()
    first = orjson.loads(lines[0])
    found = client or detect(path, first)
    assert found is not None, f"{path} not recognised"
    parser = new_parser(found, path)
    out: list[Record] = []
    for i, raw in enumerate(lines, start=1):
        out.extend(parser.feed(orjson.loads(raw), i))
    return out, dict(parser.stats.skipped)


def test_every_sample_transcript_is_detected_as_its_client() -> None:
    expect = {
        "claude-code/fasthooks_sample_main_transcript.jsonl": "claude-code",
        "claude-code/spotter_tool_heavy.jsonl": "claude-code",
        "claude-code-real/single-turn-hello-session.jsonl": "claude-code",
        "claude-code-real/two-turn-mcp-tool-session.jsonl": "claude-code",
        "codex/kvsankar_real_session-01.jsonl": "codex",
        "codex-real/mcp-tool-rollout.jsonl": "codex",
        "gemini-cli-real/mcp-tool-session.jsonl": "gemini",
    }
    for rel, client in expect.items():
        path = SAMPLES / rel
        assert detect(path, orjson.loads(path.read_bytes().splitlines()[0])) == client, rel
    legacy = next((SAMPLES / "gemini").glob("*.json"))
    assert detect(legacy, json.loads(legacy.read_text())) == "gemini"


def test_hook_logs_and_api_captures_are_not_mistaken_for_transcripts() -> None:
    for rel in (
        "claude-code/fasthooks_sample_hook_logs.jsonl",
        "claude-code-real/mcp-logs-echo-sample.jsonl",
        "claude-code-real/api-requests/turn1-requests.jsonl",
    ):
        path = SAMPLES / rel
        assert detect(path, orjson.loads(path.read_bytes().splitlines()[0])) is None, rel


def test_claude_code_old_version_yields_prompts_commands_and_the_compaction_summary() -> None:
    recs, skipped = parse_file(SAMPLES / "claude-code/fasthooks_sample_main_transcript.jsonl")
    users = [r.text for r in recs if r.role == "user"]
    assert "can you run a command ls -la" in users
    assert not any(u.startswith(("<command-name>", "<local-command", "Caveat")) for u in users)
    cmds = {r.text: r.exit_code for r in recs if r.role == "command"}
    assert cmds["python /workspace/number_generator.py"] == 127
    assert cmds["python3 /workspace/number_generator.py"] == 0
    assert [r for r in recs if r.role == "summary"]
    assert skipped["assistant block (thinking)"] > 0
    assert skipped["metadata (file-history-snapshot)"] > 0
    first = next(r for r in recs if r.role == "user")
    assert first.session == "c45af7b1-cb7c-4e51-93db-8cbb250a877a"
    assert first.cwd == "/workspace" and "uuid" in first.locator
    assert next(r for r in recs if r.role == "command").model == "claude-haiku-4-5-20251001"


def test_claude_code_new_version_drops_hook_context_attachments_and_keeps_the_prompt() -> None:
    recs, skipped = parse_file(SAMPLES / "claude-code-real/two-turn-mcp-tool-session.jsonl")
    texts = " ".join(r.text for r in recs)
    assert "MARKER_" not in texts
    assert skipped["attachment (hook_additional_context)"] == 3
    assert "hello again" in [r.text for r in recs if r.role == "user"]
    assert all(r.branch == "master" for r in recs)


def test_claude_code_interrupts_and_local_commands_are_not_prompts() -> None:
    recs, _ = parse_file(SAMPLES / "claude-code/spotter_tool_heavy.jsonl")
    users = [r.text for r in recs if r.role == "user"]
    assert "start phoenix in background" in users
    assert not any("Request interrupted" in u or "/mcp" in u for u in users)
    assert not [r for r in recs if r.role == "command" and r.text == "mix phx.server"]


def test_cairns_own_injected_memory_is_never_emitted(tmp_path: Path) -> None:
    block = wrap("- Use pnpm instead of npm.", moment="prompt")
    line = {
        "type": "user",
        "uuid": "u1",
        "sessionId": "s",
        "message": {
            "role": "user",
            "content": f"<system-reminder>{block}</system-reminder>\n{block}\nreal question here",
        },
    }
    path = tmp_path / "s.jsonl"
    path.write_text(json.dumps(line) + "\n")
    recs, _ = parse_file(path)
    assert [r.text for r in recs] == ["real question here"]


def test_subagent_prompts_are_agent_prompts_not_a_persons_words(tmp_path: Path) -> None:
    sub = tmp_path / "sess" / "subagents" / "agent-a1.jsonl"
    sub.parent.mkdir(parents=True)
    line = {
        "type": "user",
        "uuid": "u",
        "sessionId": "s",
        "isSidechain": True,
        "message": {"role": "user", "content": "Always use yarn for this."},
    }
    sub.write_text(json.dumps(line) + "\n")
    recs, _ = parse_file(sub)
    assert [r.role for r in recs] == ["agent_prompt"]


def test_unknown_claude_record_types_are_counted_not_fatal(tmp_path: Path) -> None:
    path = tmp_path / "s.jsonl"
    path.write_text(
        json.dumps({"type": "hologram", "sessionId": "s", "uuid": "x"})
        + "\n"
        + json.dumps(
            {
                "type": "user",
                "sessionId": "s",
                "uuid": "y",
                "message": {"role": "user", "content": "ok then"},
            }
        )
        + "\n"
    )
    recs, skipped = parse_file(path)
    assert skipped == {"unknown record type (hologram)": 1}
    assert [r.text for r in recs] == ["ok then"]


def test_codex_reads_one_copy_of_each_message_and_drops_injected_context() -> None:
    recs, skipped = parse_file(
        SAMPLES
        / "codex/codemie_rollout-2026-05-11T11-26-55-019e1625-789d-76c0-80ab-3724b5ddb799.turn1.jsonl"
    )
    users = [r.text for r in recs if r.role == "user"]
    assert users == ["show tools"]
    assert len([r for r in recs if r.role == "assistant"]) == 1
    assert skipped["duplicate (user_message)"] == 1 and skipped["duplicate (agent_message)"] == 1
    assert skipped["injected context (developer)"] == 1
    assert all(r.session == "019e1625-789d-76c0-80ab-3724b5ddb799" for r in recs)
    assert all(r.branch == "feat/codex-agent-plugin" for r in recs)
    cmds = [r for r in recs if r.role == "command"]
    assert cmds and cmds[0].exit_code == 0 and cmds[0].text.startswith("sed -n")


def test_codex_hook_context_developer_messages_are_dropped() -> None:
    recs, _ = parse_file(SAMPLES / "codex-real/mcp-tool-rollout.jsonl")
    assert "MARKER_" not in " ".join(r.text for r in recs)
    assert [r.text for r in recs if r.role == "user"] == ["CALL_TOOL=mcp__mem/echo"]


def test_gemini_jsonl_emits_a_rewritten_message_once_and_strips_hook_context() -> None:
    recs, skipped = parse_file(SAMPLES / "gemini-cli-real/mcp-tool-session.jsonl")
    assert [r.text for r in recs if r.role == "user"] == ["CALL_TOOL=mcp_echo_echo"]
    assert skipped["metadata ($set/$rewindTo)"] == 5
    assert all(r.session == "d170d036-76cb-48cb-a717-e5b4669e7904" for r in recs)


def test_gemini_legacy_json_document_is_read_and_only_new_messages_on_rereading() -> None:
    path = next((SAMPLES / "gemini").glob("*.json"))
    doc = json.loads(path.read_text())
    parser = new_parser("gemini", path)
    first = parser.feed(doc, 1)
    assert "create hello.md file" in [r.text for r in first if r.role == "user"]
    assert parser.feed(doc, 1) == []
    doc["messages"].append({"id": "new", "type": "user", "content": "one more thing"})
    assert [r.text for r in parser.feed(doc, 1)] == ["one more thing"]


@pytest.mark.parametrize("client", ["claude-code", "codex", "gemini"])
def test_non_object_lines_are_skipped_with_a_reason(client: str, tmp_path: Path) -> None:
    parser = new_parser(client, tmp_path / "x.jsonl")
    assert parser.feed([1, 2], 1) == []
    assert parser.stats.skipped["not a JSON object"] == 1
