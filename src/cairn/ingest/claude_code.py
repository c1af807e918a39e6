"""Claude Code transcripts (``~/.claude/projects/<project>/<session>.jsonl``), every version seen.

One JSON object per line. Mined: a person's prompts (``user`` records that are not meta,
commands, tool results or reminders), assistant prose (``text`` blocks; thinking is skipped),
Bash commands joined with their results (by ``tool_use_id``) and compaction summaries
(``isCompactSummary``). Skipped and counted: attachments (hook context, including cairn's own
injected memory), progress, snapshots, queue operations, titles and any type this parser has
not seen. Subagent files (``subagents/agent-*.jsonl``, flat ``agent-*.jsonl``, inline
``isSidechain`` lines) are read, but their prompts were written by an agent, not a person.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from cairn.ingest.formats import clean
from cairn.ingest.records import ParseStats, Record

CLIENT = "claude-code"

# User text that a person did not type (slash commands, their output, caveats, interrupts).
_NOISE_PREFIXES = (
    "<command-name>",
    "<command-message>",
    "<local-command-stdout>",
    "<local-command-stderr>",
    "<local-command-caveat>",
    "<bash-input>",
    "<bash-stdout>",
    "<bash-stderr>",
    "<task-notification>",
    "<user-memory-input>",
    "<ide_opened_file>",
    "<ide_selection>",
    "<ide_diagnostics>",
    "Caveat: The messages below",
    "[Request interrupted by user",
)
_METADATA = frozenset(
    {
        "file-history-snapshot",
        "queue-operation",
        "progress",
        "summary",
        "custom-title",
        "ai-title",
        "agent-name",
        "last-prompt",
        "permission-mode",
        "mode",
        "pr-link",
        "worktree-state",
        "agent-setting",
        "bridge-session",
    }
)
_SHELL_TOOLS = frozenset({"Bash", "bash", "BashTool"})
_MAX_PENDING = 200


def _blocks(content: Any) -> list[dict[str, Any]]:
    if isinstance(content, str):
        return [{"type": "text", "text": content}]
    if isinstance(content, list):
        return [b for b in content if isinstance(b, dict)]
    return []


def _result_text(content: Any) -> str:
    if isinstance(content, str):
        return content
    parts = [b.get("text", "") for b in _blocks(content) if b.get("type") == "text"]
    return "\n".join(p for p in parts if isinstance(p, str))


def _exit_code(text: str, is_error: bool) -> int:
    if text.startswith(("Exit code ", "Error: Exit code ")):
        digits = text.split("Exit code ", 1)[1].split(None, 1)[0] if "Exit code " in text else ""
        if digits.isdigit():
            return int(digits)
    return 1 if is_error else 0


class ClaudeCodeParser:
    client = CLIENT

    def __init__(self, path: Path, state: dict[str, Any]) -> None:
        self.path = path
        self.state = state
        self.stats = ParseStats()
        name = path.name
        self.subagent = name.startswith("agent-") or "subagents" in path.parts
        self.state.setdefault("pending", {})

    def _remember(self, obj: dict[str, Any]) -> None:
        st = self.state
        for key, field in (("session", "sessionId"), ("cwd", "cwd"), ("branch", "gitBranch")):
            value = obj.get(field)
            if isinstance(value, str) and value:
                st[key] = value

    def _record(self, obj: dict[str, Any], lineno: int, role: str, text: str, **kw: Any) -> Record:
        uuid = obj.get("uuid")
        loc = f"line {lineno}" + (f" uuid {uuid}" if isinstance(uuid, str) else "")
        st = self.state
        return Record(
            role=role,
            text=text,
            locator=loc,
            session=st.get("session"),
            at=obj.get("timestamp") if isinstance(obj.get("timestamp"), str) else None,
            model=st.get("model"),
            cwd=st.get("cwd"),
            branch=st.get("branch") or None,
            **kw,
        )

    def feed(self, obj: Any, lineno: int) -> list[Record]:
        if not isinstance(obj, dict):
            self.stats.skip("not a JSON object")
            return []
        kind = obj.get("type")
        if kind in _METADATA:
            self.stats.skip(f"metadata ({kind})")
            return []
        if kind == "attachment":
            att = obj.get("attachment")
            sub = att.get("type") if isinstance(att, dict) else None
            self.stats.skip(f"attachment ({sub or '?'})")
            return []
        if kind == "system":
            self.stats.skip(f"system ({obj.get('subtype') or '?'})")
            return []
        if kind not in ("user", "assistant"):
            self.stats.skip(f"unknown record type ({kind})")
            return []
        self._remember(obj)
        msg = obj.get("message")
        if not isinstance(msg, dict):
            self.stats.skip("message without content")
            return []
        if kind == "assistant":
            return self._assistant(obj, msg, lineno)
        return self._user(obj, msg, lineno)

    def _assistant(self, obj: dict[str, Any], msg: dict[str, Any], lineno: int) -> list[Record]:
        model = msg.get("model")
        if isinstance(model, str) and model and not model.startswith("<"):
            self.state["model"] = model
        if obj.get("isApiErrorMessage"):
            self.stats.skip("api error message")
            return []
        out: list[Record] = []
        for block in _blocks(msg.get("content")):
            btype = block.get("type")
            if btype == "text":
                text = clean(str(block.get("text") or ""))
                if text:
                    out.append(self._record(obj, lineno, "assistant", text))
            elif btype == "tool_use":
                name = block.get("name")
                raw_inp = block.get("input")
                inp: dict[str, Any] = raw_inp if isinstance(raw_inp, dict) else {}
                cmd = inp.get("command")
                if (
                    name in _SHELL_TOOLS
                    and isinstance(cmd, str)
                    and not inp.get("run_in_background")
                ):
                    pending = self.state["pending"]
                    pending[str(block.get("id"))] = cmd
                    while len(pending) > _MAX_PENDING:
                        pending.pop(next(iter(pending)))
                else:
                    self.stats.skip("tool call (not a shell command)")
            else:
                self.stats.skip(f"assistant block ({btype})")
        return out

    def _user(self, obj: dict[str, Any], msg: dict[str, Any], lineno: int) -> list[Record]:
        content = msg.get("content")
        if obj.get("isCompactSummary"):
            text = _result_text(content)
            return [self._record(obj, lineno, "summary", text)] if text else []
        out: list[Record] = []
        texts: list[str] = []
        for block in _blocks(content):
            btype = block.get("type")
            if btype == "tool_result":
                cmd = self.state["pending"].pop(str(block.get("tool_use_id")), None)
                if cmd is None:
                    self.stats.skip("tool result (not a shell command)")
                    continue
                text = _result_text(block.get("content"))
                code = _exit_code(text, bool(block.get("is_error")))
                out.append(
                    self._record(
                        obj, lineno, "command", cmd, exit_code=code, output=clean(text)[:2000]
                    )
                )
            elif btype == "text":
                texts.append(str(block.get("text") or ""))
            else:
                self.stats.skip(f"user block ({btype})")
        if texts:
            text = "\n".join(texts).strip()
            cleaned = clean(text)
            if obj.get("isMeta"):
                self.stats.skip("meta message")
            elif cleaned.startswith(_NOISE_PREFIXES):
                self.stats.skip("command or reminder text")
            elif not cleaned:
                self.stats.skip("injected context only")
            else:
                side = self.subagent or bool(obj.get("isSidechain"))
                role = "agent_prompt" if side else "user"
                out.append(self._record(obj, lineno, role, cleaned))
        return out
