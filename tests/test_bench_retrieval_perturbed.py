"""The perturbed related-unknowns set: the frozen copy is what the generator writes, every answer
is held by its memory, no related unknown is answered by any memory, each kind is asked in
every form and both wordings, and each check catches a planted fault beside the real set."""

from __future__ import annotations

import copy
from collections import Counter
from typing import Any

from cairn.bench import retrieval
from cairn.bench import retrieval_perturbed as rp
from cairn.bench.retrieval_unknowns import ATTRIBUTES

DATA = rp.generate()
BY_NAME = {a.name: a for a in ATTRIBUTES}


def answer_problems(data: dict[str, Any]) -> list[str]:
    """Answers whose memory is missing, or does not name the subject, or a case that does not
    ask with the wording its variant says."""
    text = {m["key"]: m["text"] for m in data["memories"]}
    out = []
    for c in data["cases"]:
        if c["kind"] != "answer":
            continue
        (key,) = c["relevant"]
        if key not in text or c["subject"] not in text[key]:
            out.append(f"{key} does not hold {c['subject']}")
        a = BY_NAME[c["attribute"]]
        phrase = a.asked[0] if c["variant"].endswith("/word") else a.asked[1]
        if phrase not in c["query"] or c["subject"] not in c["query"]:
            out.append(f"{c['query']!r} does not ask {phrase!r} of {c['subject']}")
    return out


def leaks(data: dict[str, Any]) -> list[str]:
    """Related unknowns the store can answer: a memory keyed on the asked subject and attribute,
    or (for ``absent``) any memory of the attribute at all."""
    keys = {m["key"] for m in data["memories"]}
    out = []
    for c in data["cases"]:
        if c["relevant"]:
            continue
        if f"{c['subject']}.{c['attribute']}" in keys:
            out.append(f"{c['subject']} holds {c['attribute']}")
        held = {k.rsplit(".", 1)[1] for k in keys}
        if c["kind"] == "absent" and c["attribute"] in held:
            out.append(f"{c['attribute']} is held by some subject")
        if c["kind"] == "other_subject" and c["attribute"] not in held:
            out.append(f"{c['attribute']} is held by no subject")
    return out


def test_the_frozen_copy_is_the_generators_output() -> None:
    assert retrieval.suite_path("perturbed").read_text() == rp.dumps(DATA)
    assert rp.generate() == DATA


def test_every_answer_is_held_and_every_unknown_is_unanswerable() -> None:
    assert answer_problems(DATA) == []
    assert leaks(DATA) == []


def test_each_kind_is_asked_in_every_form_and_both_wordings() -> None:
    variants = {f"{f}/{w}" for f, _t in rp.FORMS for w in rp.WORDINGS}
    counts = Counter((c["kind"], c["variant"]) for c in DATA["cases"])
    for kind in ("answer", "other_subject", "absent"):
        assert {v for k, v in counts if k == kind} == variants
        assert len({counts[(kind, v)] for v in variants}) == 1  # balanced
    assert len(DATA["cases"]) == 3 * len(variants) * len(rp.SUBJECTS)


def test_subject_names_come_in_several_shapes() -> None:
    names = rp.SUBJECTS
    assert any(n[0].isupper() and any(c.isupper() for c in n[1:]) for n in names)  # CamelCase
    assert any("." in n and not any(c.isdigit() for c in n) for n in names)  # dotted words
    assert any(" " in n for n in names)  # two words
    assert any(n.isalpha() and n.islower() for n in names)  # a plain word


def test_the_checks_catch_planted_faults() -> None:
    lost = copy.deepcopy(DATA)
    answer = next(c for c in lost["cases"] if c["kind"] == "answer")
    lost["memories"] = [m for m in lost["memories"] if m["key"] != answer["relevant"][0]]
    assert answer_problems(lost)

    worded = copy.deepcopy(DATA)
    case = next(c for c in worded["cases"] if c["variant"].endswith("/synonym"))
    case["variant"] = case["variant"].replace("/synonym", "/word")
    assert answer_problems(worded)

    leaked = copy.deepcopy(DATA)
    unknown = next(c for c in leaked["cases"] if c["kind"] == "other_subject")
    key = f"{unknown['subject']}.{unknown['attribute']}"
    leaked["memories"].append({"key": key, "text": f"{unknown['subject']} holds it."})
    assert leaks(leaked)

    absent = copy.deepcopy(DATA)
    gone = next(c for c in absent["cases"] if c["kind"] == "absent")
    absent["memories"].append({"key": f"QX9.{gone['attribute']}", "text": "QX9 holds it."})
    assert leaks(absent)


def test_the_set_is_a_registered_suite() -> None:
    assert "perturbed" in retrieval.SUITES
    memories, cases = retrieval.load_set(retrieval.suite_path("perturbed"))
    assert len(memories) == len(DATA["memories"])
    assert {c.kind for c in cases} == {"answer", "other_subject", "absent"}
