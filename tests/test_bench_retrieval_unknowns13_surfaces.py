"""The twelve memory surfaces and three rename notes of ``unknowns13``: each fact's value sits
where its surface puts it (the label under a compose service, the ConfigMap ``data:`` field with
its comment, the key under an ``.editorconfig`` section, the ``settings.py`` constant with its
trailing comment, the ticket's ``Field value:`` beside ``Assignee:`` and ``Due:``, the ADR's
``Decision:`` line, the chat line above a reaction line, the CSV row under its header, the key of
a ``pyproject.toml`` tool table, the prose sentence, the JSON record and the error log line's
end), each surface is used about as often, and each check catches a value moved out of place."""

from __future__ import annotations

import copy
import json
import re
from collections import Counter
from typing import Any

import pytest

from cairn.bench import retrieval_unknowns13 as u13
from cairn.bench.retrieval_unknowns13_forms import RENAME_SHAPES, SURFACES, snake

DATA = u13.generate()
WORD = {(d.key, a.key): a.word for d in u13.DOMAINS for a in d.attributes}


VALUES = {(d.key, a.key): a.values for d in u13.DOMAINS for a in d.attributes}


def facts(data: dict[str, Any]) -> dict[str, str]:
    """memory key -> the value it holds (the one an answer says, else the longest of its
    attribute's values its text writes)."""
    out = {}
    for m in data["memories"]:
        _p, domain, _s, attr = m["key"].split("/")
        if attr != u13.RENAMED:
            seen = [v for v in VALUES[(domain, attr)] if v in m["text"]]
            out[m["key"]] = max(seen, key=len, default="")
    for c in data["cases"]:
        if c["kind"] == "answer":
            out[c["relevant"][0]] = c["value"]
    return out


def placed(form: str, text: str, s: str, w: str, v: str) -> bool:
    e = re.escape
    lines = text.split("\n")
    if form == "prose":
        return text == f"For {s}, the {w} is {v}."
    if form == "json":
        try:
            return bool(json.loads(text) == {"unit": s, "field": w, "value": v})
        except json.JSONDecodeError:
            return False
    if form == "errorlog":
        return (
            re.fullmatch(
                rf"\d{{4}}-\d\d-\d\dT\d\d:\d\d:\d\dZ ERROR {e(s)}: {e(w)} \w+, expected {e(v)}",
                text,
            )
            is not None
        )
    if form == "compose":
        at = lines.index("    labels:") if "    labels:" in lines else -1
        return (
            lines[:2] == ["# docker-compose.yml", "services:"]
            and at > 0
            and (
                f'      {snake(w)}: "{v}"  # {w}' in lines[at:]
                and f'      unit: "{s}"' in lines[at:]
            )
        )
    if form == "configmap":
        at = lines.index("data:") if "data:" in lines else -1
        return (
            lines[0] == "kind: ConfigMap"
            and at > 0
            and (lines[at + 1 :] == [f'  {snake(w)}: "{v}"  # {w} of {s}'])
        )
    if form == "editorconfig":
        return lines == ["# .editorconfig", f"[{s}]", f"# {w}", f"{snake(w)} = {v}"]
    if form == "settings":
        return (
            lines[0] == "# settings.py"
            and re.fullmatch(rf'[A-Z0-9_]+ = "{e(v)}"  # {e(s)} {e(w)}', lines[1]) is not None
        )
    if form == "ticketfields":
        return (
            re.fullmatch(rf"OPS-\d+: {e(w)} for {e(s)}", lines[0]) is not None
            and lines[1].startswith("Assignee: ")
            and lines[2].startswith("Due: ")
            and lines[3] == f"Field value: {v}"
            and v not in lines[0]
        )
    if form == "adr":
        return (
            re.fullmatch(rf"ADR-\d+: {e(s)} {e(w)}", lines[0]) is not None
            and lines[1] == "Status: accepted"
            and lines[2] == f"Decision: the {w} of {s} stays at {v}."
        )
    if form == "thread":
        return (
            len(lines) == 2
            and re.fullmatch(rf"@\w+: {e(s)} {e(w)} is {e(v)}, just measured", lines[0]) is not None
            and re.fullmatch(r":[a-z_]+: \d+", lines[1]) is not None
        )
    if form == "csv":
        return lines[1] == "name,field,value" and lines[2].split(",") == [s, w, v]
    if form == "pyproject":
        return lines[1:] == [f'[tool.opsbook."{s}"]', f'{snake(w)} = "{v}"  # {w}']
    return False


def surface_problems(data: dict[str, Any]) -> list[str]:
    value = facts(data)
    out = []
    for m in data["memories"]:
        _p, domain, s, attr = m["key"].split("/")
        if attr == u13.RENAMED:
            shapes = {
                "sentence": r".+ is now called .+; it is still the .+\.",
                "changelog": r"CHANGELOG: renamed .+ to .+ \(the .+\)\.",
                "notice": r"Notice: .+ goes by .+ from now on, the .+ as before\.",
            }
            if not re.fullmatch(shapes[m["form"]], m["text"]):
                out.append(f"{m['key']} is no {m['form']} rename note")
            continue
        v = value.get(m["key"])
        if v is not None and not placed(m["form"], m["text"], s, WORD[(domain, attr)], v):
            out.append(f"{m['key']}: {v!r} is not where a {m['form']} puts it")
    return out


def test_every_value_sits_where_its_surface_puts_it() -> None:
    assert surface_problems(DATA) == []
    forms = Counter(m["form"] for m in DATA["memories"])
    assert {f: forms[f] for f in SURFACES} == {f: forms[f] for f in forms if f in SURFACES}
    assert {forms[f] for f in SURFACES} <= {15, 16}
    assert sum(forms[f] for f in RENAME_SHAPES) == 54 and min(forms[f] for f in RENAME_SHAPES) >= 15
    answered = Counter(
        next(m["form"] for m in DATA["memories"] if m["key"] == c["relevant"][0])
        for c in DATA["cases"]
        if c["kind"] == "answer"
    )
    assert set(answered) == set(SURFACES)


@pytest.mark.parametrize("form", SURFACES)
def test_a_value_moved_out_of_its_place_is_caught(form: str) -> None:
    bad = copy.deepcopy(DATA)
    value = facts(bad)
    mem = next(m for m in bad["memories"] if m["form"] == form and m["key"] in value)
    v = value[mem["key"]]
    mem["text"] = f"{v}\n" + mem["text"].replace(v, "tbd")
    assert len(surface_problems(bad)) == 1


def test_a_rename_note_of_another_shape_is_caught() -> None:
    bad = copy.deepcopy(DATA)
    note = next(m for m in bad["memories"] if m["key"].endswith("/" + u13.RENAMED))
    note["text"] = "renamed: " + note["text"]
    assert len(surface_problems(bad)) == 1
