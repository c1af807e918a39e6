"""Codex CLI rollouts (``$CODEX_HOME/sessions/YYYY/MM/DD/rollout-*.jsonl``), wrapped
(``{"timestamp","type","payload"}``) and the older bare form.

Visible text is written twice (``response_item`` messages and ``event_msg`` user/agent
messages); this parser reads the ``response_item`` family and counts the ``event_msg`` copies
as duplicates. Injected context is dropped: developer messages (permissions, skills, hook
context), ``# AGENTS.md instructions``, ``<environment_context>``, ``<user_instructions>``.
Shell calls are joined with their outcome by ``call_id`` (function output header, or
``exec_command_end`` for commands that kept running); ``apply_patch`` calls become edit records
(each file the patch touches, with its added lines). File reads happen through shell commands
(``sed -n``, ``cat``) here; the dialogue reader recognises them.
"""

from __future__ import annotations

import json
import re
import shlex
from pathlib import Path
from typing import Any

from cairn.ingest.formats import EDIT_CHARS, OUTPUT_CHARS, clean, name_of
from cairn.ingest.records import ParseStats, Record

CLIENT = "codex"
_SHELL = frozenset({"shell", "exec_command", "container.exec", "local_shell", "shell_command"})
_INJECTED_PREFIXES = (
    "# AGENTS.md instructions",
    "<environment_context",
    "<user_instructions",
    "<INSTRUCTIONS>",
    "<permissions instructions",
    "<skills_instructions",
    "<turn_aborted",
)
_EXIT = re.compile(r"(?:Process exited with code|Exit code:?)\s+(-?\d+)")
_PATCH_FILE = re.compile(r"^\*\*\* (?:Update|Add) File: (.+)$", re.M)
_MAX = 200


def _patch(args: Any) -> str | None:
    """The patch text of an ``apply_patch`` call (custom tool input, or JSON arguments)."""
    if isinstance(args, str) and args.lstrip().startswith("*** Begin Patch"):
        return args
    if isinstance(args, str):
        try:
            args = json.loads(args)
        except ValueError:
            return None
    if isinstance(args, dict):
        body = args.get("input") or args.get("patch")
        return body if isinstance(body, str) else None
    return None


def _patch_edits(patch: str) -> list[tuple[str, str]]:
    """(path, added lines) for each file a patch updates or adds."""
    out: list[tuple[str, str]] = []
    parts = _PATCH_FILE.split(patch)
    for i in range(1, len(parts) - 1, 2):
        added = [ln[1:] for ln in parts[i + 1].splitlines() if ln.startswith("+")]
        out.append((parts[i].strip(), "\n".join(added)[:EDIT_CHARS]))
    return out


def _texts(content: Any) -> str:
    if isinstance(content, str):
        return content
    if not isinstance(content, list):
        return ""
    parts = [
        str(c.get("text") or "")
        for c in content
        if isinstance(c, dict) and c.get("type") in ("input_text", "output_text", "text")
    ]
    return "\n".join(p for p in parts if p)


def _command(args: Any) -> str | None:
    if isinstance(args, str):
        try:
            args = json.loads(args)
        except ValueError:
            return None
    if not isinstance(args, dict):
        return None
    cmd = args.get("cmd", args.get("command"))
    if isinstance(cmd, list) and all(isinstance(c, str) for c in cmd):
        if len(cmd) >= 3 and cmd[-2] in ("-lc", "-c"):
            return str(cmd[-1])
        return shlex.join(cmd)
    return cmd if isinstance(cmd, str) else None


def _outcome(output: Any) -> tuple[int | None, str]:
    text = output if isinstance(output, str) else json.dumps(output)
    if text.startswith("{"):
        try:
            obj = json.loads(text)
        except ValueError:
            obj = None
        if isinstance(obj, dict):
            meta = obj.get("metadata") if isinstance(obj.get("metadata"), dict) else {}
            body = str(obj.get("output") or "")
            code = meta.get("exit_code") if isinstance(meta, dict) else None
            return (code if isinstance(code, int) else None), body
    m = _EXIT.search(text[:400])
    body = text.split("Output:\n", 1)[1] if "Output:\n" in text else text
    return (int(m.group(1)) if m else None), body


def _from_hook(meta: Any) -> bool:
    if not isinstance(meta, dict):
        return False
    kinds = meta.get("content_item_kinds")
    if isinstance(kinds, list) and any(str(k).startswith("hooks.") for k in kinds):
        return True
    items = meta.get("content_item_metadata")
    for item in items if isinstance(items, list) else []:
        prov = item.get("provenance") if isinstance(item, dict) else None
        if isinstance(prov, dict) and prov.get("hook") is True:
            return True
    return False


class CodexParser:
    client = CLIENT

    def __init__(self, path: Path, state: dict[str, Any]) -> None:
        self.path = path
        self.state = state
        self.stats = ParseStats()
        self.state.setdefault("pending", {})
        self.state.setdefault("done", [])
        if "session" not in state:
            m = re.search(
                r"([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})", path.name
            )
            if m:
                state["session"] = m.group(1)

    def _record(self, at: Any, lineno: int, role: str, text: str, **kw: Any) -> Record:
        st = self.state
        return Record(
            role=role,
            text=text,
            locator=f"line {lineno}",
            session=st.get("session"),
            at=at if isinstance(at, str) else None,
            model=st.get("model"),
            cwd=st.get("cwd"),
            branch=st.get("branch"),
            **kw,
        )

    def feed(self, obj: Any, lineno: int) -> list[Record]:
        if not isinstance(obj, dict):
            self.stats.skip("not a JSON object")
            return []
        if "payload" in obj and isinstance(obj.get("type"), str):
            kind, payload, at = obj["type"], obj["payload"], obj.get("timestamp")
        elif "record_type" in obj:
            self.stats.skip("metadata (state)")
            return []
        elif "instructions" in obj and "id" in obj:
            kind, payload, at = "session_meta", obj, obj.get("timestamp")
        else:
            kind, payload, at = "response_item", obj, obj.get("timestamp")
        if not isinstance(payload, dict):
            self.stats.skip(f"{kind} without payload")
            return []
        if kind == "session_meta":
            return self._meta(payload)
        if kind == "turn_context":
            for key in ("cwd", "model"):
                if isinstance(payload.get(key), str):
                    self.state[key] = payload[key]
            self.stats.skip("metadata (turn_context)")
            return []
        if kind == "response_item":
            return self._item(payload, at, lineno)
        if kind == "event_msg":
            return self._event(payload, at, lineno)
        if kind == "compacted":
            text = payload.get("message")
            if isinstance(text, str) and text.strip():
                return [self._record(at, lineno, "summary", text)]
            self.stats.skip("compaction without summary")
            return []
        self.stats.skip(f"unknown record type ({kind})")
        return []

    def _meta(self, p: dict[str, Any]) -> list[Record]:
        st = self.state
        if not st.get("meta_seen"):
            st["meta_seen"] = True
            if isinstance(p.get("id"), str):
                st["session"] = p["id"]
            if isinstance(p.get("cwd"), str):
                st["cwd"] = p["cwd"]
            git = p.get("git")
            if isinstance(git, dict) and isinstance(git.get("branch"), str):
                st["branch"] = git["branch"]
        self.stats.skip("metadata (session_meta)")
        return []

    def _item(self, p: dict[str, Any], at: Any, lineno: int) -> list[Record]:
        ptype = name_of(p.get("type"))
        if ptype == "message":
            role = name_of(p.get("role"))
            if role not in ("user", "assistant"):
                self.stats.skip(f"injected context ({role})")
                return []
            if _from_hook(p.get("internal_chat_message_metadata_passthrough")):
                self.stats.skip("injected context (hook)")
                return []
            raw = _texts(p.get("content")).strip()
            if raw.startswith(_INJECTED_PREFIXES):
                self.stats.skip("injected context (instructions)")
                return []
            text = clean(raw)
            if not text:
                self.stats.skip("injected context only")
                return []
            return [self._record(at, lineno, "user" if role == "user" else "assistant", text)]
        if ptype in ("function_call", "local_shell_call", "custom_tool_call"):
            name = name_of(p.get("name")) or (
                "local_shell" if ptype == "local_shell_call" else None
            )
            if name == "apply_patch":
                body = _patch(p.get("input") if ptype == "custom_tool_call" else p.get("arguments"))
                if body is None:
                    self.stats.skip("tool call (unreadable patch)")
                    return []
                self._pend(str(p.get("call_id")), ["patch", body[: EDIT_CHARS * 4]])
                return []
            args = p.get("arguments") if ptype != "local_shell_call" else p.get("action")
            cmd = _command(args) if name in _SHELL else None
            if cmd is None:
                self.stats.skip("tool call (not mined)")
                return []
            self._pend(str(p.get("call_id")), cmd)
            return []
        if ptype in ("function_call_output", "custom_tool_call_output"):
            call = str(p.get("call_id"))
            cmd = self.state["pending"].get(call)
            if isinstance(cmd, list) and len(cmd) == 2 and cmd[0] == "patch":
                self.state["pending"].pop(call, None)
                code, body = _outcome(p.get("output"))
                failed = (code or 0) != 0 or body.lower().startswith(("error", "failed"))
                return [
                    self._record(at, lineno, "edit", path, exit_code=int(failed), output=added)
                    for path, added in _patch_edits(str(cmd[1]))
                ]
            if not isinstance(cmd, str):
                self.stats.skip("tool output (not mined)")
                return []
            code, body = _outcome(p.get("output"))
            if code is None:
                return []  # still running: exec_command_end will carry the exit code
            return self._finish(call, cmd, code, body, at, lineno)
        self.stats.skip(f"response item ({ptype})")
        return []

    def _pend(self, call: str, value: Any) -> None:
        pending = self.state["pending"]
        pending[call] = value
        while len(pending) > _MAX:
            pending.pop(next(iter(pending)))

    def _event(self, p: dict[str, Any], at: Any, lineno: int) -> list[Record]:
        etype = name_of(p.get("type"))
        if etype == "exec_command_end":
            call = str(p.get("call_id"))
            cmd = self.state["pending"].get(call) or _command({"command": p.get("command")})
            if not isinstance(cmd, str):
                cmd = None
            code = p.get("exit_code")
            if cmd is None or not isinstance(code, int) or call in self.state["done"]:
                self.stats.skip("duplicate (exec_command_end)")
                return []
            body = str(p.get("aggregated_output") or p.get("stderr") or p.get("stdout") or "")
            return self._finish(call, cmd, code, body, at, lineno)
        if etype in ("user_message", "agent_message", "agent_reasoning"):
            self.stats.skip(f"duplicate ({etype})")
            return []
        self.stats.skip(f"event ({etype})")
        return []

    def _finish(
        self, call: str, cmd: str, code: int, body: str, at: Any, lineno: int
    ) -> list[Record]:
        self.state["pending"].pop(call, None)
        done = self.state["done"]
        done.append(call)
        del done[:-_MAX]
        output = clean(body[: OUTPUT_CHARS * 4])[:OUTPUT_CHARS]
        return [self._record(at, lineno, "command", cmd, exit_code=code, output=output)]
