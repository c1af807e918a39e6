"""The tenth blind held-out retrieval set ``unknowns10``: the frozen copy is what the generator
writes, every answer is held by its memory, no unknown (other subject, absent, or a neighbour of
an attribute the subject holds) is answered by any memory, neighbours and absent attributes share
the subject and words with a memory that does not answer them, the fourteen request forms (a
request after a code paste, two questions in one prompt, an instruction to change a config, a
yes/no confirmation of a value among them) and the twelve memory surfaces (a Helm values line, a
Markdown table row, a CSV line under its header, a chat message with an emoji and a mention, a
TOML line and an error log line quoting a limit beside the usual ones) are what they claim,
answers asked in another unit are written in another notation (the generator refusing one that
is not), and each check catches a planted fault beside the real set."""

from __future__ import annotations

import copy
import re
import sys
from collections import Counter
from functools import partial
from typing import Any

from cairn.bench import retrieval_unknowns10 as u10
from cairn.bench.retrieval_unknowns10_forms import CODE, SIDE_QUESTIONS
from tests import retrieval_kit as kit
from tests.retrieval_kit import RetrievalSetChecks

DATA = u10.generate()
ATTRS = {(d.key, a.key): a for d in u10.DOMAINS for a in d.attributes}
NEAR = {(d.key, a.near_key): a for d in u10.DOMAINS for a in d.attributes}
NEGATIVE = ("other_subject", "absent", "related_unknown")
NAMES = [s for d in u10.DOMAINS for s in d.subjects]
OLD = {s: o for d in u10.DOMAINS for s, o in zip(d.subjects, d.old_names, strict=True)}
GHOSTS = [g for d in u10.DOMAINS for g in d.ghosts]
TOPICS = {thing: p for p, thing, _v in u10.OFFTOPIC}
SET = u10


def content(text: str) -> set[str]:
    return u10.content(text)


def phrases(case: dict[str, Any]) -> tuple[str, str]:
    """(word, synonym) the case's attribute is asked with (an off-topic phrase twice)."""
    if case["kind"] == "offtopic":
        return TOPICS[case["topic"]], TOPICS[case["topic"]]
    key = (case["domain"], case["attribute"])
    if case["kind"] == "related_unknown":
        return NEAR[key].near_word, NEAR[key].near_synonym
    return ATTRS[key].word, ATTRS[key].synonym


one_typo = kit.one_typo


def asked_name(case: dict[str, Any]) -> str:
    return str(case.get("alias", case.get("subject", case.get("topic", ""))))


def asked_problems(data: dict[str, Any]) -> list[str]:
    """Cases whose query does not carry the phrase and the name they say they ask, or whose
    phrase is not the wording they claim (the typo form: that wording with exactly one typo)."""
    out = []
    for c in data["cases"]:
        if c["kind"] == "offtopic":
            continue
        form, wording = c["variant"].split("/")
        meant = dict(zip(u10.WORDINGS, phrases(c), strict=True))[wording]
        if c["phrase"] not in c["query"] or asked_name(c) not in c["query"]:
            out.append(f"{c['query']!r} does not ask {c['phrase']!r} of {asked_name(c)}")
        if form == "typo" and not one_typo(c["phrase"], meant):
            out.append(f"{c['phrase']!r} is not one typo away from {meant!r}")
        if form != "typo" and c["phrase"] != meant:
            out.append(f"{c['phrase']!r} is not the {wording} {meant!r}")
    return out


answer_problems = partial(kit.answer_problems, u10, phrases)


leaks = partial(kit.leaks, u10, phrases)


holders = partial(kit.holders, u10)


kind_problems = partial(kit.kind_problems, u10)


def form_problems(data: dict[str, Any]) -> list[str]:
    """Forms that are not what they claim: a task that is no instruction around the request, an
    agent prompt whose request is not in its middle, a plan whose request is not a later step, a
    negative question without "any reason not to", an alias request naming the subject, a
    comparison naming nothing foreign, a code paste not before the request, two questions
    without the off-topic second one, a config instruction that is no instruction about a
    config, a confirmation that names no value of the attribute (for an answer: another one than
    the memory holds)."""
    out = []
    for c in data["cases"]:
        q, form = c["query"], c["variant"].split("/")[0]
        name = asked_name(c)
        if form == "task" and not re.match(r"(Before|When|While|Once) ", q):
            out.append(f"task {q!r}")
        if form == "agent":
            cut = [m.end() for m in re.finditer(r"[.?;:] ", q)]
            at = q.find(name)
            if len(cut) < 2 or not cut[0] <= at < cut[-1]:
                out.append(f"agent {q!r}")
        if form == "plan":
            steps = re.findall(r"^(\d)\. (.+)$", q, flags=re.M)
            asked = [n for n, step in steps if c["phrase"] in step and name in step]
            if len(steps) < 3 or not asked or asked[0] == "1":
                out.append(f"plan {q!r}")
        if form == "negative" and not q.startswith("Is there any reason not to "):
            out.append(f"negative {q!r}")
        if form == "alias" and "subject" in c and (c["subject"] in q or OLD[c["subject"]] != name):
            out.append(f"alias {q!r}")
        if form == "compare" and "subject" in c and c.get("other") not in GHOSTS:
            out.append(f"compare {q!r}")
        if form == "compare" and c.get("other", "\0") not in q:
            out.append(f"compare {q!r} names no second subject")
        code = CODE.replace("{{", "{").replace("}}", "}")
        if form == "codepaste" and not (q.startswith(code) and q.rfind(name) > len(code)):
            out.append(f"codepaste {q!r}")
        if form == "twoq" and not any(s in q for s in SIDE_QUESTIONS):
            out.append(f"twoq {q!r}")
        if form == "config" and not (re.match(r"(Set|Update) ", q) and "config" in q):
            out.append(f"config {q!r}")
        if form == "confirm":
            values = confirm_values(c)
            if not re.match(r"(Is|Can you confirm) ", q) or not any(
                f"still {v}?" in q for v in values
            ):
                out.append(f"confirm {q!r}")
            if c["kind"] == "answer" and f"still {c['value']}?" in q:
                out.append(f"confirm {q!r} asks the held value")
    return out


confirm_values = partial(kit.offered_values, u10, ATTRS, NEAR)


def test_each_kind_has_its_count_and_every_form_and_wording() -> None:
    kit.check_kind_counts(u10, DATA, 631, 242)
    kit.check_every_form_and_wording(kit.variants_by_kind(DATA), u10.FORM_NAMES)


def test_domains_subjects_and_holdings_have_the_planned_shape() -> None:
    assert len(u10.DOMAINS) == 9
    held = holders(DATA)
    for d in u10.DOMAINS:
        assert len(d.subjects) == 6 and len(d.attributes) == 12
        mine = Counter(s for (dk, _a), who in held.items() if dk == d.key for s in who)
        assert all(3 <= mine[s] <= 4 for s in d.subjects), d.key
        assert len({a.key for a in d.attributes} | {a.near_key for a in d.attributes}) == 24
        for a in d.attributes[: u10.HELD]:
            assert 1 <= len(held[(d.key, a.key)]) <= 5
        for a in d.attributes[u10.HELD :]:
            assert not held.get((d.key, a.key))
            assert 4 <= len(held[(d.key, u10.partner(d, a).key)]) <= 5
    every = [*NAMES, *OLD.values(), *GHOSTS]
    assert len({n.casefold() for n in every}) == len(every) == 54 * 2 + 27
    shapes = {
        "kebab": r"[a-z]+(-[a-z0-9]+)+",
        "camel": r"([A-Z][a-z0-9]+){2,}",
        "dotted": r"[A-Za-z]+\.[A-Za-z0-9]+",
        "version": r"[a-z]+-\d+\.\d+[a-z]?",
        "caps": r"[A-Z]{4,}",
        "lower": r"[a-z]{5,}",
    }
    for shape, pattern in shapes.items():
        assert sum(1 for n in NAMES if re.fullmatch(pattern, n)) == 9, shape
    for a in every:
        assert not [b for b in every if a != b and a.casefold() in b.casefold()], a


def test_no_name_occurs_in_another_sets_data() -> None:
    names = [*NAMES, *OLD.values(), *GHOSTS]
    # the control: the old name this set dropped because another set's data holds it
    kit.check_no_name_in_other_sets(u10, names, "BRASSWELL", sets=9)


LOOKS = {
    "prose": lambda t: t.endswith(".") and "\n" not in t and not t.startswith(("{", "#", "[")),
    "json": kit.one_line_json,
    "review": lambda t: (
        re.fullmatch(r"Review comment on PR #\d+ \(\S+\): [^\n]+; otherwise LGTM\.", t) is not None
    ),
    "runbook": lambda t: re.fullmatch(r"Runbook RB-\d+, step \d: [^\n]+\.", t) is not None,
    "thread": lambda t: (
        re.fullmatch(r"[A-Z][a-z]+: [^\n]+\?(\n  > [A-Z][a-z]+: [^\n]+){2}", t) is not None
    ),
    "criteria": lambda t: (
        re.fullmatch(r"TKT-\d{4}: [^\n]+\n\nAcceptance criteria:(\n- \[ \] [^\n]+){2}", t)
        is not None
    ),
    "helm": lambda t: (
        re.fullmatch(r"# values\.yaml \(helm, \w+ release\)\n\S+:\n  [^:\n]+: [^\n]+", t)
        is not None
    ),
    "table": lambda t: (
        re.fullmatch(r"\| subject \| setting \| value \|\n\|---\|---\|---\|\n\|( [^|\n]+ \|){3}", t)
        is not None
    ),
    "csv": lambda t: (
        re.fullmatch(r'subject,setting,value\n[^,\n]+,[^,\n]+,("[^"\n]+"|[^,\n]+)', t) is not None
    ),
    "chat": lambda t: (
        re.fullmatch(r"@[A-Z][a-z]+ [^\n]*[\U0001F300-\U0001FAFF\u2705][^\n]*", t) is not None
    ),
    "toml": lambda t: re.fullmatch(r'\["[^"\n]+"\]\n"[^"\n]+" = "[^"\n]+"', t) is not None,
    "errlog": lambda t: (
        re.fullmatch(r"2026-\d\d-\d\dT\d\d:\d\d:00Z ERROR \S+: [^\n]*limit[^\n]*", t) is not None
    ),
    "rename": lambda t: "renamed" in t.casefold() or "new name" in t,
}


def surface_problems(data: dict[str, Any]) -> list[str]:
    return [m["key"] for m in data["memories"] if not LOOKS[m["form"]](m["text"])]


def test_memories_are_written_in_twelve_surfaces_and_rename_notes() -> None:
    forms = Counter(m["form"] for m in DATA["memories"])
    assert set(forms) == {*u10.SURFACE_NAMES, "rename"} and forms["rename"] == 54
    assert len(u10.SURFACE_NAMES) == 12 and min(forms[f] for f in u10.SURFACE_NAMES) >= 15
    assert surface_problems(DATA) == []
    bad = copy.deepcopy(DATA)
    swaps = (("prose", "json"), ("helm", "toml"), ("table", "csv"), ("chat", "errlog"))
    for a, b in swaps:
        next(m for m in bad["memories"] if m["form"] == a)["form"] = b
    assert len(surface_problems(bad)) == 4


def placement_problems(data: dict[str, Any]) -> list[str]:
    """Facts not where a reader of their surface looks: a thread's value outside its first
    reply (or in the question), a ticket's outside an acceptance criterion, a Helm, TOML or
    table value not beside the word on its own line or row, a CSV value not on the line under
    the header, an error log line whose value is not the limit it quotes."""
    text = {m["key"]: m for m in data["memories"]}
    out = []
    for c in data["cases"]:
        if c["kind"] != "answer":
            continue
        m = text[c["relevant"][0]]
        word, v, s = ATTRS[(c["domain"], c["attribute"])].word, c["value"], c["subject"]
        first, *rest = m["text"].split("\n")
        ok = True
        if m["form"] == "thread":
            ok = s in first and word in first and v not in first and bool(rest) and v in rest[0]
        elif m["form"] == "criteria":
            ok = any(v in x and s in x for x in rest if x.startswith("- [ ] "))
        elif m["form"] == "helm":
            ok = rest[-2:] == [f"{s}:", f"  {word}: {v}"]
        elif m["form"] == "toml":
            ok = rest == [f'"{word}" = "{v}"'] and s in first
        elif m["form"] == "table":
            ok = rest[-1] == f"| {s} | {word} | {v} |"
        elif m["form"] == "csv":
            ok = first == "subject,setting,value" and rest[0].startswith(f"{s},{word},")
            ok = ok and (rest[0].endswith(v) or rest[0].endswith(f'"{v}"'))
        elif m["form"] == "errlog":
            ok = m["text"].endswith(f"limit for {word} is {v}")
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
    assert all(forms[f] >= 8 for f in ("thread", "criteria", "helm", "toml", "table", "csv"))
    # the control: the value moved out of its place (into the first line) on six surfaces
    bad = copy.deepcopy(DATA)
    answered = {c["relevant"][0]: c for c in bad["cases"] if c["kind"] == "answer"}
    for form in ("thread", "criteria", "helm", "toml", "table", "errlog"):
        m = next(m for m in bad["memories"] if m["form"] == form and m["key"] in answered)
        value = answered[m["key"]]["value"]
        lines = m["text"].replace(value, "TBD").split("\n")
        m["text"] = "\n".join([lines[0] + f" ({value})", *lines[1:]])
    # each fact is asked twice (with the word and with the synonym)
    assert len(placement_problems(bad)) == 12


def test_offtopic_requests_name_no_subject_of_the_store() -> None:
    names = [s.casefold() for s in [*NAMES, *OLD.values(), *GHOSTS]]
    off = [c["query"].casefold() for c in DATA["cases"] if c["kind"] == "offtopic"]
    assert len(off) == 64
    assert not [q for q in off if any(n in q for n in names)]
    # some share a word with the project's vocabulary, in another sense
    held = {w for d in u10.DOMAINS for a in d.attributes for w in content(a.word)}
    assert sum(1 for p, _t, _v in u10.OFFTOPIC if content(p) & held) >= 5


def test_the_set_is_a_registered_suite_read_by_the_bench_loader() -> None:
    kit.check_registered_suite(u10, DATA, "unknowns10")


near_misses = partial(kit.near_misses, u10, phrases)


def test_near_misses_share_the_subject_and_words_with_a_memory_that_does_not_answer() -> None:
    two, rel, one, absent = near_misses(DATA)
    assert two == rel and rel >= 80
    assert one * 3 >= absent * 2 and absent >= 60
    # the control: memories whose attribute's word is replaced
    bad = copy.deepcopy(DATA)
    for m in bad["memories"]:
        _p, domain, _subject, attr = m["key"].split("/")
        if attr != u10.RENAMED:
            m["text"] = m["text"].replace(ATTRS[(domain, attr)].word, "zinc")
    two, _rel, one, _absent = near_misses(bad)
    assert two == 0 and one == 0


def test_absent_attributes_are_asked_first_of_the_subjects_holding_their_partner() -> None:
    kit.check_absent_asked_first_of_partner_holders(u10, DATA, ATTRS)


def test_forms_are_what_they_claim() -> None:
    assert form_problems(DATA) == []
    bad = copy.deepcopy(DATA)
    planted = ("plan", "negative", "alias", "compare", "codepaste", "twoq", "config", "confirm")
    for form in planted:
        case = next(c for c in bad["cases"] if c["variant"].startswith(form + "/"))
        if "subject" not in case:
            case = next(
                c for c in bad["cases"] if c["variant"].startswith(form + "/") and "subject" in c
            )
        case["query"] = f"What is the {case['phrase']} of {case['subject']}?"
        case.pop("alias", None)
        if form == "compare":
            case["other"] = next(s for s in NAMES if s != case["subject"])
    assert {p.split(" ")[0] for p in form_problems(bad)} == set(planted)
    # a confirmation of an answer that asks the value the memory holds
    bad = copy.deepcopy(DATA)
    case = next(c for c in bad["cases"] if c["variant"].startswith("confirm/") and c["relevant"])
    case["query"] = f"Is the {case['phrase']} of {case['subject']} still {case['value']}?"
    assert any("asks the held value" in p for p in form_problems(bad))


def alias_problems(data: dict[str, Any]) -> list[str]:
    """Requests naming a subject by its old name when no memory says the rename (or when a
    memory other than the rename note names the old name)."""
    notes = {m["key"]: m["text"] for m in data["memories"] if m["key"].endswith("/" + u10.RENAMED)}
    out = []
    for c in data["cases"]:
        if "alias" not in c:
            continue
        key = u10.memory_key(c["domain"], c["subject"], u10.RENAMED)
        note = notes.get(key, "")
        if c["alias"] not in note or c["subject"] not in note:
            out.append(f"{c['query']!r}: no memory renames {c['alias']} to {c['subject']}")
        elsewhere = [m["key"] for m in data["memories"] if c["alias"] in m["text"]]
        if elsewhere != [key]:
            out.append(f"{c['alias']} is written in {elsewhere}")
    return out


def test_old_names_asked_are_renamed_by_exactly_one_memory() -> None:
    assert alias_problems(DATA) == []
    kinds = Counter(c["kind"] for c in DATA["cases"] if "alias" in c)
    assert kinds["answer"] >= 10 and all(kinds[k] >= 7 for k in NEGATIVE)
    bad = copy.deepcopy(DATA)
    case = next(c for c in bad["cases"] if "alias" in c)
    bad["memories"] = [m for m in bad["memories"] if case["alias"] not in m["text"]]
    assert alias_problems(bad) != []


def test_answers_asked_in_another_unit_are_written_in_another_notation() -> None:
    kit.check_notation(u10, DATA, 50, 15, "in inches", " (about 90 inches)")


class TestTheSharedChecks(RetrievalSetChecks):
    """The checks every blind retrieval set passes (``tests/retrieval_kit.py``), on this one."""

    ns = sys.modules[__name__]


def neighbour_problems(data: dict[str, Any]) -> list[str]:
    """Neighbours asked with the word (typos aside) whose query does not carry the subject and
    the whole word of the held attribute beside them."""
    out = []
    for c in data["cases"]:
        form, wording = c["variant"].split("/")
        if c["kind"] != "related_unknown" or wording != "word" or form == "typo":
            continue
        held = ATTRS[(c["domain"], c["near"])].word
        if held not in c["query"] or asked_name(c) not in c["query"]:
            out.append(f"{c['query']!r} does not carry {held!r}")
    return out


def test_neighbours_asked_with_the_word_carry_the_whole_held_word_and_the_subject() -> None:
    kit.check_neighbours_carry_the_held_word(DATA, NEAR, neighbour_problems)


def test_the_generator_refuses_a_neighbour_word_a_memory_could_write() -> None:
    import dataclasses

    import pytest

    d = u10.DOMAINS[0]
    a = d.attributes[0]
    planted = dataclasses.replace(a, near_word=a.word + " audit")
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(
            u10, "DOMAINS", (dataclasses.replace(d, attributes=(planted, *d.attributes[1:])),)
        )
        assert any("could be written" in p for p in u10.vocabulary_problems())
