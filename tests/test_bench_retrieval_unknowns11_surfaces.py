"""The memory surfaces of ``unknowns11`` (split from its main test): the twelve surfaces and
the rename notes look like what they claim, and each states its fact where a reader of it looks
(the Dockerfile ``ENV`` line under the comment naming the setting, the Terraform default, the
commit body, the ticked checklist item, the schema's maximum, the reply after the quote, a
ticket's criterion, a table row, the cap an error log line quotes), each beside a planted
fault."""

from __future__ import annotations

import copy
import json
import re
from collections import Counter
from typing import Any

from cairn.bench import retrieval_unknowns11 as u11
from tests import retrieval_kit as kit
from tests.test_bench_retrieval_unknowns11 import ATTRS, DATA


def _schema(t: str) -> bool:
    try:
        s = json.loads(t)
    except ValueError:
        return False
    return s.get("$schema", "").startswith("https://json-schema.org/") and "maximum" in s


LOOKS = {
    "prose": lambda t: re.fullmatch(r"For [^\n]+, the [^\n]+ is [^\n]+\.", t) is not None,
    "json": lambda t: kit.one_line_json(t) and "$schema" not in t,
    "review": lambda t: (
        re.fullmatch(r"Review comment on PR #\d+ \(\S+\): [^\n]+; otherwise LGTM\.", t) is not None
    ),
    "criteria": lambda t: (
        re.fullmatch(r"TKT-\d{4}: [^\n]+\n\nAcceptance criteria:(\n- \[ \] [^\n]+){2}", t)
        is not None
    ),
    "table": lambda t: (
        re.fullmatch(r"\| subject \| setting \| value \|\n\|---\|---\|---\|\n\|( [^|\n]+ \|){3}", t)
        is not None
    ),
    "errlog": lambda t: (
        re.fullmatch(r"2026-\d\d-\d\dT\d\d:\d\d:00Z ERROR \S+: [^\n]* capped at [^\n]+", t)
        is not None
    ),
    "docker": lambda t: (
        re.fullmatch(r"# Dockerfile \(\S+ image\)\n# [^\n]+\nENV [A-Z0-9_]+=\"[^\"\n]+\"", t)
        is not None
    ),
    "terraform": lambda t: (
        re.fullmatch(
            r'variable "[a-z0-9_]+" \{\n  description = "[^"\n]+"\n  default     = "[^"\n]+"\n\}',
            t,
        )
        is not None
    ),
    "commit": lambda t: re.fullmatch(r"fix\(\S+\): [^\n]+\n\n[A-Z][^\n]+\.", t) is not None,
    "checklist": lambda t: (
        re.fullmatch(r"Runbook checklist for \S+\n- \[x\] [^\n]+ confirmed at [^\n]+", t)
        is not None
    ),
    "schema": _schema,
    "quote": lambda t: (
        re.fullmatch(r"Ines: ([^\n]+\?)\nTomas: > \1\n[^\n]+, per the spec\.", t) is not None
    ),
    "rename": lambda t: "renamed" in t.casefold() or "new name" in t,
}


def surface_problems(data: dict[str, Any]) -> list[str]:
    return [m["key"] for m in data["memories"] if not LOOKS[m["form"]](m["text"])]


def test_memories_are_written_in_twelve_surfaces_and_rename_notes() -> None:
    forms = Counter(m["form"] for m in DATA["memories"])
    assert set(forms) == {*u11.SURFACE_NAMES, "rename"} and forms["rename"] == 54
    assert len(u11.SURFACE_NAMES) == 12 and min(forms[f] for f in u11.SURFACE_NAMES) >= 15
    assert surface_problems(DATA) == []
    bad = copy.deepcopy(DATA)
    swaps = (("prose", "json"), ("docker", "terraform"), ("commit", "checklist"))
    swaps += (("schema", "json"), ("quote", "errlog"))
    for a, b in swaps:
        next(m for m in bad["memories"] if m["form"] == a)["form"] = b
    assert len(surface_problems(bad)) == 5


def placement_problems(data: dict[str, Any]) -> list[str]:
    """Facts not where a reader of their surface looks: a Dockerfile value not on the ENV line
    under the comment naming the word, a Terraform value not the variable's default, a commit's
    value in its subject line or outside its body, a checklist value not in the ticked item, a
    schema whose maximum is not the value's number, a quoted reply's value in the question or
    the quote, a ticket's outside an acceptance criterion, a table value off its row, an error
    log line whose value is not the cap it quotes."""
    text = {m["key"]: m for m in data["memories"]}
    out = []
    for c in data["cases"]:
        if c["kind"] != "answer":
            continue
        m = text[c["relevant"][0]]
        word, v, s = ATTRS[(c["domain"], c["attribute"])].word, c["value"], c["subject"]
        first, *rest = m["text"].split("\n")
        ok = True
        if m["form"] == "docker":
            ok = s in first and rest[0] == f"# {word}" and rest[1].endswith(f'="{v}"')
        elif m["form"] == "terraform":
            ok = f'default     = "{v}"' in rest[1] and s in rest[0] and word in rest[0]
        elif m["form"] == "commit":
            ok = s in first and word in first and v not in first and v in rest[-1]
        elif m["form"] == "checklist":
            ok = s in first and rest == [f"- [x] {word} confirmed at {v}"]
        elif m["form"] == "schema":
            schema = json.loads(m["text"])
            ok = schema["description"] == v and str(schema["maximum"]) == v.split(" ")[0]
            ok = ok and schema["title"] == f"{s} {word}"
        elif m["form"] == "quote":
            ok = s in first and word in first and v not in first + rest[0] and v in rest[1]
        elif m["form"] == "criteria":
            ok = any(v in x and s in x for x in rest if x.startswith("- [ ] "))
        elif m["form"] == "table":
            ok = rest[-1] == f"| {s} | {word} | {v} |"
        elif m["form"] == "errlog":
            ok = m["text"].endswith(f"{word} capped at {v}") and s in m["text"]
        if not ok:
            out.append(f"{m['key']} ({m['form']}) does not state {word} = {v} where it should")
    return out


def test_each_surface_states_the_fact_where_a_reader_looks() -> None:
    assert placement_problems(DATA) == []
    forms = Counter(
        next(m["form"] for m in DATA["memories"] if m["key"] == c["relevant"][0])
        for c in DATA["cases"]
        if c["kind"] == "answer"
    )
    new = ("docker", "terraform", "commit", "checklist", "schema", "quote")
    assert all(forms[f] >= 6 for f in new), forms
    # the control: the value moved out of its place (into the first line) on six surfaces
    bad = copy.deepcopy(DATA)
    answered = {c["relevant"][0]: c for c in bad["cases"] if c["kind"] == "answer"}
    for form in ("docker", "terraform", "commit", "checklist", "quote", "errlog"):
        m = next(m for m in bad["memories"] if m["form"] == form and m["key"] in answered)
        value = answered[m["key"]]["value"]
        lines = m["text"].replace(value, "TBD").split("\n")
        m["text"] = "\n".join([lines[0] + f" ({value})", *lines[1:]])
    # each fact is asked twice (with the word and with the synonym)
    assert len(placement_problems(bad)) == 12
