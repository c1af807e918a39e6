"""Non-destructive edits of the clients' config files (JSON settings, Codex's TOML).

Every function takes a file's current text and returns the new text; nothing here writes. The
rules: other servers, hooks and keys are kept as they are; cairn's own entries are recognised
by name (the ``cairn`` MCP server) or by command (``cairn hook ...``), replaced only when they
differ, and removed only on request; a second run with the same input returns the same text.

It must never parse a file it cannot round-trip: a JSON file that does not parse, or a TOML file
``tomllib`` rejects, raises UsageError and nothing is changed.
"""

from __future__ import annotations

import json
import re
import tomllib
from typing import Any

from cairn.errors import UsageError

SERVER = "cairn"
HOOK_PREFIX = "cairn hook "


def load_json(text: str | None, where: str) -> dict[str, Any]:
    if text is None or not text.strip():
        return {}
    try:
        data = json.loads(text)
    except ValueError as exc:
        raise UsageError(f"{where} is not valid JSON ({exc})", hint="fix it, then rerun") from exc
    if not isinstance(data, dict):
        raise UsageError(f"{where} does not hold a JSON object", hint="fix it, then rerun")
    return data


def dump_json(data: dict[str, Any]) -> str:
    return json.dumps(data, indent=2, ensure_ascii=False) + "\n"


def _is_ours(handler: Any) -> bool:
    return isinstance(handler, dict) and str(handler.get("command", "")).startswith(HOOK_PREFIX)


def set_server(data: dict[str, Any], entry: dict[str, Any] | None, key: str = "mcpServers") -> None:
    """Put (or with ``entry=None`` take out) the ``cairn`` server; other servers are kept."""
    servers = data.get(key)
    if not isinstance(servers, dict):
        if entry is None:
            return
        servers = {}
    if entry is None:
        servers.pop(SERVER, None)
        if not servers and key in data:
            del data[key]
        return
    if servers.get(SERVER) != entry:
        servers[SERVER] = entry
    data[key] = servers


def set_env(data: dict[str, Any], name: str, value: str | None, *, ours: str) -> None:
    """Set ``env.NAME`` to ``value`` unless the user set it to something else already (theirs
    wins); with ``value=None`` take it out only if it still holds ``ours``."""
    env = data.get("env")
    if not isinstance(env, dict):
        if value is None:
            return
        env = {}
    if value is None:
        if env.get(name) == ours:
            del env[name]
            if not env and "env" in data:
                del data["env"]
        return
    env.setdefault(name, value)
    data["env"] = env


def set_hooks(data: dict[str, Any], groups: dict[str, dict[str, Any]] | None) -> None:
    """Put cairn's hook group under each event (``groups``: event -> one matcher group), or with
    ``None`` take every cairn handler out. A group already present unchanged is left where it is,
    so a second run changes nothing; other handlers and groups keep their order."""
    hooks = data.get("hooks")
    if not isinstance(hooks, dict):
        if groups is None:
            return
        hooks = {}
    wanted = groups or {}
    for event in sorted(set(hooks) | set(wanted)):
        current = hooks.get(event)
        lst = current if isinstance(current, list) else []
        if event in wanted and wanted[event] in lst:
            others = [g for g in lst if g != wanted[event]]
            if not any(_group_has_ours(g) for g in others):
                continue
        kept: list[Any] = []
        for group in lst:
            if not _group_has_ours(group):
                kept.append(group)
                continue
            rest = [h for h in group.get("hooks", []) if not _is_ours(h)]
            if rest:
                kept.append({**group, "hooks": rest})
        if event in wanted:
            kept.append(wanted[event])
        if kept:
            hooks[event] = kept
        elif event in hooks:
            del hooks[event]
    if hooks:
        data["hooks"] = hooks
    elif "hooks" in data:
        del data["hooks"]


def _group_has_ours(group: Any) -> bool:
    return isinstance(group, dict) and any(_is_ours(h) for h in group.get("hooks", []) or [])


def add_to_list(data: dict[str, Any], path: tuple[str, ...], items: list[str]) -> None:
    """Append missing ``items`` to the list at ``path`` (creating objects on the way)."""
    node = data
    for key in path[:-1]:
        child = node.get(key)
        if not isinstance(child, dict):
            child = {}
            node[key] = child
        node = child
    lst = node.get(path[-1])
    if not isinstance(lst, list):
        lst = []
    for item in items:
        if item not in lst:
            lst.append(item)
    node[path[-1]] = lst


def remove_from_list(data: dict[str, Any], path: tuple[str, ...], items: list[str]) -> None:
    node: Any = data
    for key in path[:-1]:
        node = node.get(key) if isinstance(node, dict) else None
    if isinstance(node, dict) and isinstance(node.get(path[-1]), list):
        node[path[-1]] = [x for x in node[path[-1]] if x not in items]
        if not node[path[-1]]:
            del node[path[-1]]


# -- TOML (Codex) -----------------------------------------------------------------------------

_HEADER = re.compile(r"^\s*\[\[?\s*([^\]]+?)\s*\]\]?\s*(#.*)?$")


def check_toml(text: str, where: str) -> dict[str, Any]:
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise UsageError(f"{where} is not valid TOML ({exc})", hint="fix it, then rerun") from exc


def _span(lines: list[str], header: str) -> tuple[int, int] | None:
    """Line range of the table ``[header]`` (its header up to the next table header)."""
    start = None
    for i, line in enumerate(lines):
        m = _HEADER.match(line)
        if not m:
            continue
        if start is not None:
            return start, i
        if m.group(1).replace(" ", "") == header.replace(" ", ""):
            start = i
    return (start, len(lines)) if start is not None else None


def set_table(text: str, header: str, body: list[str] | None) -> str:
    """Put ``[header]`` with exactly ``body`` lines (or with None take it out), keeping every
    other line of the file as it was."""
    lines = text.splitlines()
    span = _span(lines, header)
    block = [f"[{header}]", *body] if body is not None else []
    if span is not None:
        start, end = span
        while end > start + 1 and not lines[end - 1].strip():
            end -= 1
        if lines[start:end] == block:
            return text
        new = lines[:start] + block + lines[end:]
        while 0 < start < len(new) and not new[start - 1].strip() and not new[start].strip():
            del new[start]
    else:
        if body is None:
            return text
        new = list(lines)
        if new and new[-1].strip():
            new.append("")
        new.extend(block)
    out = "\n".join(new).rstrip("\n")
    return out + "\n" if out else ""


def set_top_key(text: str, key: str, value: str) -> str:
    """Put ``key = value`` among the top-level keys unless the file already sets ``key`` there
    (a person's own value is kept)."""
    lines = text.splitlines()
    for line in lines:
        if _HEADER.match(line):
            break
        if line.split("=", 1)[0].strip() == key:
            return text
    return "\n".join([f"{key} = {value}", *lines]) + "\n"


def toml_str(value: str) -> str:
    return json.dumps(value)
