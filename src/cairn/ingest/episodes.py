"""Failure episodes: a pitfall is a failing call, a change that addresses that failure, then
the same call succeeding, verified by the tool results.

An episode opens when a call fails with a broken invocation, toolchain or environment (a
failing test is the work itself, not a trap for the next session). It collects the changes
made after the latest failed attempt (file edits, commands that change something, a fix the
agent describes) and the agent's stated cause (hedged guesses are not causes, and a cause the
agent then rules out is dropped). A change followed by the same failure was not the fix. When
the same call (or a wrapper whose output shows it) succeeds, the episode closes: with a change,
or with a changed invocation for a broken invocation, it is a pitfall; a success that changed
nothing (a re-run that happened to pass) is not. When the user states the command to use
instead, their correction is the lesson and the episode closes without one.

All state lives in the extractor's carry (JSON): nothing here writes.
"""

from __future__ import annotations

import re
from typing import Any

from cairn.ingest import shell
from cairn.ingest.language import HEDGE, NEGATED_IDEA, tidy
from cairn.ingest.records import Lesson, Record

MAX_OPEN = 6
MAX_CHANGES = 6
_CAUSE = re.compile(
    r"\b(?:because|since|root cause|the (?:problem|issue|cause) (?:is|was)|so that|means"
    r"|isn'?t installed|is not installed|is missing|are missing|isn'?t set|expired|is too small"
    r"|too small|is declared|aren'?t (?:in|committed)|needs?|requires?|changed|moved|private"
    r"|not in git|out of date|stale|wrong (?:version|path)|points? (?:at|to))\b",
    re.I,
)
_PROSE_CHANGE = re.compile(
    r"\b(?:I(?:'ve| have)? (?:added|changed|set|removed|updated|made|moved|renamed|installed"
    r"|enabled|disabled|pinned|bumped|replaced|wrapped|cloned)|making it|setting|changing"
    r"|cloning\b.*\bfix(?:es)?|\bfix(?:es|ed)\b|now (?:builds|uses|runs|passes))\b",
    re.I,
)


def rec_dict(rec: Record) -> dict[str, Any]:
    return {
        "locator": rec.locator,
        "session": rec.session,
        "at": rec.at,
        "model": rec.model,
        "cwd": rec.cwd,
        "branch": rec.branch,
    }


def rec_from(d: dict[str, Any], role: str = "command") -> Record:
    return Record(
        role=role,
        text="",
        locator=str(d.get("locator") or ""),
        session=d.get("session"),
        at=d.get("at"),
        model=d.get("model"),
        cwd=d.get("cwd"),
        branch=d.get("branch"),
    )


def _open(carry: dict[str, Any]) -> list[dict[str, Any]]:
    eps: list[dict[str, Any]] = carry.setdefault("episodes", [])
    return eps


def failed(carry: dict[str, Any], rec: Record) -> None:
    call = shell.main_call(rec.text)
    kind = shell.failure_kind(rec.output)
    fam = shell.family(call)
    eps = _open(carry)
    for ep in eps:
        if ep["fam"] == fam:  # the same call failed again: what was tried since was not it
            abandoned: list[str] = carry.setdefault("abandoned", [])
            for ch in ep["changes"]:  # tried, and the same failure came back
                if ch.get("t") == "cmd" and ch["text"] not in abandoned:
                    abandoned.append(ch["text"])
            for step in shell.segments(rec.text)[:-1]:
                if not shell.is_read_only(step) and step not in abandoned:
                    abandoned.append(step)
            del abandoned[:-20]
            ep["last"], ep["changes"], ep["causes"] = call, [], []
            return
    if kind == "test" or not fam:
        return
    eps.append(
        {
            "fam": fam,
            "cmd": call,
            "last": call,
            "kind": kind,
            "err": shell.error_line(rec.output),
            "changes": [],
            "causes": [],
        }
    )
    del eps[:-MAX_OPEN]


def changed(carry: dict[str, Any], change: dict[str, str]) -> None:
    for ep in _open(carry):
        ep["changes"].append(change)
        del ep["changes"][:-MAX_CHANGES]


def assistant_said(carry: dict[str, Any], sentence: str) -> None:
    """A sentence of the agent while episodes are open: a cause, a described fix, or a ruled
    out idea."""
    eps = _open(carry)
    if not eps:
        return
    if NEGATED_IDEA.search(sentence):
        for ep in eps:
            ep["causes"] = []
        return
    if HEDGE.search(sentence) or sentence.rstrip().endswith("?"):
        return
    if _CAUSE.search(sentence):
        for ep in eps:
            ep["causes"] = [*ep["causes"], _without_plans(sentence)][-2:]
    if _PROSE_CHANGE.search(sentence):
        changed(carry, {"t": "prose", "text": sentence})


def _without_plans(sentence: str) -> str:
    """A cause without the agent's plan attached to it ("...; I'll raise it in the script")."""
    parts = re.split(r"\s*[;—]\s*|,\s*(?=so I\b)", sentence)
    kept = [
        p
        for p in parts
        if not re.match(r"(?:so )?(?:I'?ll|I will|let me|I'?m going to|now)\b", p, re.I)
    ]
    return "; ".join(kept) if kept else sentence


def user_replaced(carry: dict[str, Any], purposes: set[str], families: set[str]) -> None:
    """The user named the command to use: failures of that purpose are settled by them."""
    keep = []
    for ep in _open(carry):
        p = shell.purpose(ep["cmd"])
        if ep["fam"] in families or (p is not None and p in purposes):
            continue
        keep.append(ep)
    carry["episodes"] = keep


def succeeded(carry: dict[str, Any], rec: Record) -> list[Lesson]:
    call = shell.main_call(rec.text)
    fam = shell.family(call)
    out: list[Lesson] = []
    keep: list[dict[str, Any]] = []
    for ep in _open(carry):
        task = shell.purpose(call)
        same = (
            ep["fam"] == fam
            or (
                len(ep["last"]) > 6
                and not shell.is_read_only(call)
                and ep["last"] in rec.output[:4000]
            )
            # the same task by another call ("pnpm -r build" then "pnpm turbo run build")
            or (task is not None and task == shell.purpose(ep["last"]) and ep["kind"] == "env")
        )
        if not same:
            keep.append(ep)
            continue
        fixes = list(ep["changes"])
        if not fixes and ep["kind"] != "test" and call != ep["last"]:
            fixes = [{"t": "instead", "text": call}]
        if fixes:
            text = _pitfall_text(ep, fixes)
            if text:
                out.append(Lesson("pitfall", text, rec, "failure-change-success"))
                carry.setdefault("pitfall_fams", []).append(ep["fam"])
                del carry["pitfall_fams"][:-20]
    carry["episodes"] = keep
    return out


def _snippet(text: str) -> str:
    for ln in text.splitlines():
        s = ln.strip().rstrip(",")
        if len(s) >= 3 and re.search(r"\w", s):
            return s[:120]
    return ""


def _fix_phrase(fix: dict[str, str]) -> str:
    t, text = fix.get("t"), fix.get("text", "")
    if t == "edit":
        snip = _snippet(fix.get("new", ""))
        return f"set `{snip}` in {text}" if snip else f"change {text}"
    if t == "cmd":
        return f"run `{text}` first"
    if t == "instead":
        return f"`{text}` works instead"
    return ""


def _pitfall_text(ep: dict[str, Any], fixes: list[dict[str, str]]) -> str | None:
    head = f"`{ep['cmd']}` fails ({ep['err']})"
    cause = ""
    if ep["causes"]:
        c = tidy(ep["causes"][-1], person=False, max_words=32)
        cause = c.rstrip(".") if c else ""
    phrases = [p for p in (_fix_phrase(f) for f in fixes[-2:]) if p]
    if not phrases and not cause:
        return None
    parts = head + (f": {cause[0].lower() + cause[1:]}" if cause else "")
    if phrases:
        parts += "; fix: " + "; ".join(phrases)
    return parts.rstrip(".") + "."
