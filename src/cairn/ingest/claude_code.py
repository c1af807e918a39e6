"""Claude Code transcripts (``~/.claude/projects/<project>/<session>.jsonl``), every version seen.

One JSON object per line. Mined: a person's prompts (``user`` records that are not meta,
commands, tool results or reminders), assistant prose (``text`` blocks; thinking is skipped),
Bash commands joined with their results (by ``tool_use_id``), file reads and edits (the path
and the start of the text; the dialogue reader verifies facts and fixes with them), web
fetches (marked as such, never a fact) and compaction summaries (``isCompactSummary``). Skipped and counted: attachments (hook context, including cairn's own
injected memory), progress, snapshots, queue operations, titles and any type this parser has
not seen. Subagent files (``subagents/agent-*.jsonl``, flat ``agent-*.jsonl``, inline
``isSidechain`` lines) are read, but their prompts were written by an agent, not a person.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from cairn.ingest.formats import EDIT_CHARS, OUTPUT_CHARS, READ_CHARS, clean, name_of
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
_READ_TOOLS = frozenset({"Read", "NotebookRead"})
_EDIT_TOOLS = frozenset({"Edit", "MultiEdit", "Write", "NotebookEdit"})
_WEB_TOOLS = frozenset({"WebFetch", "WebSearch"})
_MAX_PENDING = 200
_LINE_NUMBERS = re.compile(r"(?m)^ *\d+→")  # the Read tool's `cat -n` style prefixes


def _edit_text(inp: dict[str, Any]) -> str:
    edits = inp.get("edits")
    if isinstance(edits, list):
        parts = [e.get("new_string") for e in edits if isinstance(e, dict)]
        return "\n".join(p for p in parts if isinstance(p, str))[:EDIT_CHARS]
    for key in ("new_string", "content", "new_source"):
        value = inp.get(key)
        if isinstance(value, str):
            return value[:EDIT_CHARS]
    return ""


def _pending_call(name: str | None, inp: dict[str, Any]) -> list[str] | None:
    """[role, text, extra] for a tool call whose result becomes a record, else None."""
    if name in _SHELL_TOOLS:
        cmd = inp.get("command")
        if isinstance(cmd, str) and not inp.get("run_in_background"):
            return ["command", cmd, ""]
        return None
    path = inp.get("file_path") or inp.get("notebook_path")
    if name in _READ_TOOLS and isinstance(path, str):
        return ["read", path, ""]
    if name in _EDIT_TOOLS and isinstance(path, str):
        return ["edit", path, _edit_text(inp)]
    target = inp.get("url") or inp.get("query")
    if name in _WEB_TOOLS and isinstance(target, str):
        return ["web", target, ""]
    return None


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
        kind = name_of(obj.get("type"))
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
            btype = name_of(block.get("type"))
            if btype == "text":
                text = clean(str(block.get("text") or ""))
                if text:
                    out.append(self._record(obj, lineno, "assistant", text))
            elif btype == "tool_use":
                raw_inp = block.get("input")
                inp: dict[str, Any] = raw_inp if isinstance(raw_inp, dict) else {}
                call = _pending_call(name_of(block.get("name")), inp)
                if call is None:
                    self.stats.skip("tool call (not mined)")
                    continue
                pending = self.state["pending"]
                pending[str(block.get("id"))] = call
                while len(pending) > _MAX_PENDING:
                    pending.pop(next(iter(pending)))
            else:
                self.stats.skip(f"assistant block ({btype})")
        return out

    def _tool_record(
        self, obj: dict[str, Any], lineno: int, call: list[str], block: dict[str, Any]
    ) -> Record:
        role, text, extra = (str(x) for x in call)
        result = _result_text(block.get("content"))
        code = _exit_code(result, bool(block.get("is_error")))
        if role == "command":
            output = clean(result[: OUTPUT_CHARS * 4])[:OUTPUT_CHARS]
        elif role == "read":
            output = clean(result[: READ_CHARS * 2])
            if "→" in output:
                output = _LINE_NUMBERS.sub("", output)
            output = output[:READ_CHARS]
        elif role == "edit":
            output = extra
        else:
            output = result[:OUTPUT_CHARS]
        return self._record(obj, lineno, role, text, exit_code=code, output=output)

    def _user(self, obj: dict[str, Any], msg: dict[str, Any], lineno: int) -> list[Record]:
        content = msg.get("content")
        if obj.get("isCompactSummary"):
            text = _result_text(content)
            return [self._record(obj, lineno, "summary", text)] if text else []
        out: list[Record] = []
        texts: list[str] = []
        for block in _blocks(content):
            btype = name_of(block.get("type"))
            if btype == "tool_result":
                call = self.state["pending"].pop(str(block.get("tool_use_id")), None)
                if isinstance(call, str):  # a cursor written before reads and edits were mined
                    call = ["command", call, ""]
                if not isinstance(call, list) or len(call) != 3:
                    self.stats.skip("tool result (not mined)")
                    continue
                out.append(self._tool_record(obj, lineno, call, block))
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
