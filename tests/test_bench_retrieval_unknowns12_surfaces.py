"""The memory surfaces of ``unknowns12`` (split from its main test): the twelve surfaces and the
rename notes look like what they claim, and each states its fact where a reader of it looks (the
Makefile assignment, the workflow's ``env:`` entry, the crontab line's comment, the CODEOWNERS
line's comment, the timeline bullet after its time stamp, the CHECK constraint's bound beside the
migration comment, the ticked checklist item, the commit body and not its subject line, the cap
an error log line quotes), each beside a planted fault."""

from __future__ import annotations

import copy
import json
import re
from collections import Counter
from typing import Any

from cairn.bench import retrieval_unknowns12 as u12
from cairn.bench.retrieval_unknowns12_domains import snake
from tests import retrieval_kit as kit
from tests.test_bench_retrieval_unknowns12 import ATTRS, DATA

LOOKS = {
    "prose": lambda t: re.fullmatch(r"Ops note: the [^\n]+ of \S+ stands at [^\n]+\.", t),
    "json": kit.one_line_json,
    "review": lambda t: re.fullmatch(
        r"Review comment \(PR #\d+\): keep the [^\n]+ at [^\n]+; the rest looks fine\.", t
    ),
    "checklist": lambda t: re.fullmatch(
        r"Runbook checklist for \S+\n- \[x\] [^\n]+ checked at [^\n]+\n- \[ \] sign-off filed", t
    ),
    "commit": lambda t: re.fullmatch(r"chore\(\S+\): record the [^\n]+\n\nThe [^\n]+\.", t),
    "errlog": lambda t: re.fullmatch(
        r"2026-\d\d-\d\dT\d\d:\d\d:00Z ERROR \S+: request refused, [^\n]+ held at [^\n]+", t
    ),
    "makefile": lambda t: re.fullmatch(r"# Makefile \(\S+\)\n[A-Z0-9_]+ \?= [^\n]+  # [^\n]+", t),
    "actions": lambda t: re.fullmatch(
        r"# \.github/workflows/[a-z0-9-]+\.yml\nenv:\n  [A-Z0-9_]+: \"[^\"\n]+\"  # [^\n]+", t
    ),
    "crontab": lambda t: re.fullmatch(
        r"\d+ \d+ \* \* 1-5 /opt/ops/bin/verify-[a-z0-9-]+\.sh  # \S+: [^\n]+", t
    ),
    "codeowners": lambda t: re.fullmatch(
        r"# CODEOWNERS\n/[a-z0-9-]+/[a-z0-9-]+\.yaml @site-crew  # [^\n]+: [^\n]+", t
    ),
    "timeline": lambda t: re.fullmatch(
        r"Postmortem timeline \(\S+\)\n- \d\d:\d\d UTC: alert opened\n- \d\d:\d\d UTC: [^\n]+", t
    ),
    "sql": lambda t: re.fullmatch(
        r"-- migration \d+: [^\n]+\nALTER TABLE settings ADD CONSTRAINT [a-z0-9_]+_chk"
        r" CHECK \([a-z0-9_]+ <= -?[\d.]+\);",
        t,
    ),
    "note": lambda t: re.fullmatch(
        r"(\S+ is the new name of \S+; it is still the [^\n]+\."
        r"|CHANGELOG: \S+ renamed to \S+ \(the [^\n]+\)\."
        r"|Heads-up: \S+ now goes by \S+\. Same unit: the [^\n]+\.)",
        t,
    ),
}


def _fact(m: dict[str, Any]) -> tuple[str, str, str]:
    """(subject, word, value) a fact memory states, from the answer cases and the keys."""
    _p, domain, subject, attr = m["key"].split("/")
    a = ATTRS[(domain, attr)]
    value = next(v for v in sorted(a.values, key=len, reverse=True) if v in m["text"])
    return subject, a.word, value


def placed(form: str, t: str, s: str, w: str, v: str) -> bool:
    """Whether a surface states ``s``'s ``w`` = ``v`` where its reader looks."""
    lines = t.split("\n")
    if form == "makefile":
        return lines[1].startswith(f"{snake(w).upper()} ?= {v}  # {w}")
    if form == "actions":
        return lines[1] == "env:" and lines[2].startswith(f'  {snake(w).upper()}: "{v}"')
    if form == "crontab":
        return t.split("  # ", 1)[1] == f"{s}: {w} {v}"
    if form == "codeowners":
        return lines[1].endswith(f"# {s} {w}: {v}")
    if form == "timeline":
        line = rf"- \d\d:\d\d UTC: {re.escape(w)} confirmed at {re.escape(v)}"
        return re.fullmatch(line, lines[-1]) is not None
    if form == "sql":
        bound = v.replace(",", "").split()[0]
        return lines[0].endswith(f"{w} of {s} is {v}") and f"CHECK ({snake(w)} <= {bound});" in t
    if form == "checklist":
        return lines[1] == f"- [x] {w} checked at {v}"
    if form == "commit":
        return v not in lines[0] and lines[-1] == f"The {w} is {v} from this commit on."
    if form == "errlog":
        return t.endswith(f"{w} held at {v}")
    if form == "json":
        return bool(json.loads(t) == {"subject": s, "setting": w, "value": v})
    return v in t and s in t and w in t


def placement_problems(data: dict[str, Any]) -> list[str]:
    """Facts not stated where their surface's reader looks."""
    out = []
    for m in data["memories"]:
        if m["form"] == "note":
            continue
        s, w, v = _fact(m)
        if not placed(m["form"], m["text"], s, w, v):
            out.append(f"{m['key']} ({m['form']}) does not state {w} = {v} where it is read")
    return out


def test_surfaces_look_like_what_they_claim() -> None:
    forms = Counter(m["form"] for m in DATA["memories"])
    assert set(forms) == set(LOOKS) and forms["note"] == 54
    assert all(15 <= n <= 16 for f, n in forms.items() if f != "note"), forms
    bad = [m["key"] for m in DATA["memories"] if not LOOKS[m["form"]](m["text"])]
    assert bad == []
    # the control: each surface's text moved onto another surface's shape
    for form, look in LOOKS.items():
        other = next(m for m in DATA["memories"] if m["form"] != form)
        assert not look(other["text"]), form


def test_each_surface_states_its_fact_where_it_is_read() -> None:
    assert placement_problems(DATA) == []
    for form, mangle in {
        "commit": lambda t: t.replace(" from this commit on.", ".").replace(
            "record the", "record 1 ="
        ),
        "checklist": lambda t: t.replace("- [x]", "- [ ]"),
        "timeline": lambda t: "\n".join(reversed(t.split("\n"))),
        "crontab": lambda t: t.replace("  # ", "  # moved: "),
        "sql": lambda t: re.sub(r"<= -?[\d.]+", "<= 999999", t),
        "actions": lambda t: t.replace("env:", "jobs:"),
    }.items():
        bad = copy.deepcopy(DATA)
        m = next(m for m in bad["memories"] if m["form"] == form)
        m["text"] = mangle(m["text"])
        assert [p for p in placement_problems(bad) if m["key"] in p], form


def test_numeric_surfaces_hold_numeric_values_only() -> None:
    sql = [m for m in DATA["memories"] if m["form"] == "sql"]
    assert sql and all(re.search(r"<= -?\d", m["text"]) for m in sql)
    bad = copy.deepcopy(DATA)
    m = next(m for m in bad["memories"] if m["form"] == "sql")
    m["text"] = re.sub(r"<= -?[\d.]+", "<= many", m["text"])
    assert any("numeric surface" in p for p in u12.problems(bad))
