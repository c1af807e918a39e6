"""Rendering: JSON objects with a schema version, or short text for people."""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

import click

from cairn.model import Event, Memory
from cairn.visible import visible

SCHEMA = 1


def emit_json(kind: str, **data: Any) -> None:
    """One JSON object. A command that redacted secrets says how many (``redactions``)."""
    if "redactions" not in data:
        ctx = click.get_current_context(silent=True)
        tally = getattr(ctx.find_root().obj, "tally", None) if ctx is not None else None
        count = getattr(tally, "count", 0)
        if count:
            data["redactions"] = count
    click.echo(
        json.dumps(
            {"schema": f"cairn.{kind}/{SCHEMA}", **data}, ensure_ascii=False, indent=2, default=str
        )
    )


def sid(memory_id: str) -> str:
    return "#" + memory_id[-8:].lower()


def label(m: Memory) -> str:
    parts = [m.status.value, m.review.value]
    if m.contested_by:
        parts.append("contested by " + ", ".join(sid(c) for c in m.contested_by) + ", unreviewed")
    parts.extend(m.flags)
    return "; ".join(parts)


def indent(text: str, prefix: str = "    ") -> str:
    """Every line of ``text`` indented, so a multi-line memory stays inside its entry, with the
    characters that display other than they read shown as markers (``visible``): a person reads
    what the memory holds."""
    return "\n".join(prefix + line for line in (visible(text).splitlines() or [""]))


def memory_line(m: Memory, *, score: float | None = None) -> str:
    head = f"{sid(m.id)} [{m.kind.value}/{m.scope.value}] ({label(m)})"
    if score is not None:
        head += f" score={score:.3f}"
    return f"{head}\n{indent(m.text)}"


def evidence_lines(evidence: Any, prefix: str = "      ") -> list[str]:
    """A revision's evidence as readable lines (``key: value``), not a Python dict."""
    if not evidence:
        return []
    if isinstance(evidence, str):
        try:
            evidence = json.loads(evidence)
        except ValueError:
            return [f"{prefix}{evidence}"]
    if isinstance(evidence, dict):
        out = []
        for k, v in evidence.items():
            if isinstance(v, list | tuple):
                v = ", ".join(str(x) for x in v)
            elif isinstance(v, dict):
                v = ", ".join(f"{a}={b}" for a, b in v.items())
            out.append(f"{prefix}{k}: {v}")
        return out
    if isinstance(evidence, list):
        return [f"{prefix}{x}" for x in evidence]
    return [f"{prefix}{evidence}"]


def memory_lines(ms: Iterable[Memory]) -> None:
    any_ = False
    for m in ms:
        any_ = True
        click.echo(memory_line(m))
    if not any_:
        click.echo("(none)")


def event_line(e: Event) -> str:
    who = f"{e.actor.kind.value}:{e.actor.id}"
    if e.actor.client:
        who += f"@{e.actor.client}"
    if e.actor.session:
        who += f" session {e.actor.session[:12]}"
    target = f" {sid(e.memory_id)}" if e.memory_id else ""
    line = f"{e.at}  {e.type:<20}{target}  by {who}"
    change = describe_change(e)
    return f"{line}\n    {change}" if change else line


def describe_change(e: Event) -> str:
    p = e.payload
    bits: list[str] = []
    if "create" in p:
        c = p["create"]
        bits.append(f"created {c['status']}/{c['review']}: {c['text']!r}")
    if "set" in p:
        prior = e.prior or {}
        for k, v in p["set"].items():
            if k in ("updated_at",):
                continue
            if k in prior:
                bits.append(f"{k}: {prior[k]!r} -> {v!r}")
            else:
                bits.append(f"{k} = {v!r}")
    if "edge" in p:
        ed = p["edge"]
        verb = "resolved" if ed.get("resolved") else "added"
        bits.append(f"edge {verb}: {sid(ed['src'])} {ed['type']} {sid(ed['dst'])}")
        if ed.get("resolution"):
            bits.append(f"resolution: {ed['resolution']}")
    if "verdict" in p:
        v = p["verdict"]
        bits.append("verdict lifted" if v.get("lift") else f"verdict {v['verdict']} on the value")
    if "policy" in p:
        bits.append(f"policy {p['policy']['key']} = {p['policy']['value']!r}")
    for k in ("reason", "note"):
        if p.get(k):
            bits.append(f"{k}: {p[k]}")
    if "source" in p:
        s = p["source"]
        src = ", ".join(f"{k}={s[k]}" for k in ("kind", "client", "session", "locator") if s.get(k))
        bits.append(f"source: {src}")
    return "; ".join(bits)
