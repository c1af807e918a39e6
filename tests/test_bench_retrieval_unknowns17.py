"""The seventeenth blind held-out retrieval set ``unknowns17``: the frozen copy is what the
generator writes, every answer is held by its memory, no unknown (other subject, absent, a
neighbour or the antonym of an attribute the subject holds) is answered by any memory, near misses
share the subject and words with a memory that does not answer them, the sixteen request forms
(an issue-template field, a review comment, a shell comment, a voice command, a standup bullet and
a regex-like search among them) and the twelve memory surfaces are what they claim, answers asked
in another unit are written in another notation, and each check catches a planted fault beside
the real set."""

from __future__ import annotations

import copy
import re
import sys
from collections import Counter
from functools import partial
from pathlib import Path
from typing import Any

import pytest

from cairn.bench import retrieval_unknowns17 as u17
from cairn.bench.retrieval_unknowns17_forms import (
    FORM_NAMES,
    NEW_FORMS,
    NEW_SURFACES,
    NOTE_SHAPES,
    ROTATION,
    SURFACES,
)
from tests import retrieval_kit as kit
from tests.retrieval_kit import RetrievalSetChecks

DATA = u17.generate()
ATTRS = {(d.key, a.key): a for d in u17.DOMAINS for a in d.attributes}
NEAR = {(d.key, a.near_key): a for d in u17.DOMAINS for a in d.attributes}
ANTONYM = {(d.key, a.antonym_key): a for d in u17.DOMAINS for a in d.attributes if a.antonym}
NEGATIVE = ("other_subject", "absent", "related_unknown")
NAMES = [s for d in u17.DOMAINS for s in d.subjects]
OLD = {s: o for d in u17.DOMAINS for s, o in zip(d.subjects, d.old_names, strict=True)}
ROLE = {s: r for d in u17.DOMAINS for s, r in zip(d.subjects, d.roles, strict=True)}
TOPICS = {thing: p for p, thing, _v in u17.OFFTOPIC}
SET = u17


def content(text: str) -> set[str]:
    return u17.content(text)


def phrases(case: dict[str, Any]) -> tuple[str, str]:
    """(word, synonym) the case's attribute is asked with (an off-topic phrase or an antonym
    twice)."""
    if case["kind"] == "offtopic":
        return TOPICS[case["topic"]], TOPICS[case["topic"]]
    key = (case["domain"], case["attribute"])
    if key in ANTONYM and case["variant"].startswith("antonym/"):
        return ANTONYM[key].antonym, ANTONYM[key].antonym
    if case["kind"] == "related_unknown":
        return NEAR[key].near_word, NEAR[key].near_synonym
    return ATTRS[key].word, ATTRS[key].synonym


one_typo = kit.one_typo  # read by the shared checks (RetrievalSetChecks)
asked_name = kit.asked_name
asked_problems = partial(kit.asked_problems, u17, phrases)


answer_problems = partial(kit.answer_problems, u17, phrases)
leaks = partial(kit.leaks, u17, phrases)
holders = partial(kit.holders, u17)
kind_problems = partial(kit.kind_problems, u17)
offered_values = partial(kit.offered_values, u17, ATTRS, NEAR)
held_text = partial(kit.held_text, u17)


def asks_in(line: str, name: str, p: str) -> bool:
    return name in line and p in line


def form_problems(data: dict[str, Any]) -> list[str]:
    """Forms that are not what they claim: a task that is no instruction around the request, an
    agent prompt whose request is not in its middle, a plan whose request is not a later step,
    an alias or role request naming the subject (or a name that is not its old name or role), a
    reply not asking after the quote, an imperative that does not command, a comparative offering
    no value (for an answer: the held one), an issue-template field whose ask is not its label, a
    review comment not asking on the line below a diff line, a shell comment not above a command,
    a voice command not addressing the assistant, a standup without the ask in a bullet, and a
    regex-like search not joining the name and the phrase by ``.*``."""
    out = []
    for c in data["cases"]:
        q, form = c["query"], c["variant"].split("/")[0]
        name, p = asked_name(c), c["phrase"]
        ask = q.split("\nI need it ")[0]
        lines = ask.split("\n")
        if form == "task" and not re.match(r"(Before merging|While you are in there), ", q):
            out.append(f"task {q!r}")
        if form == "agent":
            cut = [m.end() for m in re.finditer(r"[.?:] ", q)]
            at = q.find(name)
            if len(cut) < 2 or not cut[0] <= at < cut[-1]:
                out.append(f"agent {q!r}")
        if form == "plan":
            steps = re.findall(r"^(\d)\. (.+)$", q, flags=re.M)
            asked = [n for n, step in steps if p in step and name in step]
            if len(steps) < 3 or not asked or asked[0] == "1":
                out.append(f"plan {q!r}")
        if form == "alias" and "subject" in c and (c["subject"] in q or OLD[c["subject"]] != name):
            out.append(f"alias {q!r}")
        if form == "role" and "subject" in c and (c["subject"] in q or ROLE[c["subject"]] != name):
            out.append(f"role {q!r}")
        if form == "reply":
            quoted = [i for i, x in enumerate(lines) if x.startswith("> ")]
            at_line = [i for i, x in enumerate(lines) if asks_in(x, name, p)]
            if not quoted or not at_line or at_line[0] <= quoted[-1]:
                out.append(f"reply {q!r}")
        if form == "imperative" and not re.match(r"(Tell|Give) me ", q):
            out.append(f"imperative {q!r}")
        if form == "comparative":
            offers = [v for v in offered_values(c) if f" {v}" in q]
            shape = r"(or something else|rather than)"
            if not offers or not re.search(shape, q) or c.get("offered") not in offers:
                out.append(f"comparative {q!r}")
            if c["kind"] == "answer" and c["value"] in offers:
                out.append(f"comparative {q!r} offers the held value")
        if form == "issue":
            label = [x for x in lines if x.startswith("    label: ")]
            if not re.match(r"- type: (input|textarea)$", lines[0]) or not (
                label and asks_in(label[0], name, p)
            ):
                out.append(f"issue {q!r}")
        if form == "review" and not (
            len(lines) == 2
            and lines[0].startswith("+ ")
            and re.match(r"review \(line \d+\): ", lines[1])
            and asks_in(lines[1], name, p)
        ):
            out.append(f"review {q!r}")
        if form == "shell" and not (
            len(lines) == 2
            and lines[0].startswith("# ")
            and lines[1].startswith("$ ")
            and asks_in(lines[0], name, p)
        ):
            out.append(f"shell {q!r}")
        if form == "voice" and not re.match(r"(Hey|OK) Atlas, ", q):
            out.append(f"voice {q!r}")
        if form == "standup":
            bullets = [x for x in lines[1:] if re.match(r"- (Yesterday|Today|Blocker): ", x)]
            if lines[0] != "Standup:" or not any(asks_in(x, name, p) for x in bullets):
                out.append(f"standup {q!r}")
        if form == "regex" and f"{name}.*{p}" not in q:
            out.append(f"regex {q!r}")
    return out


def base_variants(kind: str) -> Counter[str]:
    return Counter(
        c["variant"]
        for c in DATA["cases"]
        if c["kind"] == kind and not c["variant"].startswith("antonym/")
    )


def test_each_kind_has_its_count_and_every_form_and_wording() -> None:
    held = holders(DATA)
    antonyms = sum(len(held[(d, a.key)]) for (d, _k), a in ANTONYM.items())
    assert antonyms == 9
    kit.check_kind_counts(u17, DATA, 631, 243, antonyms)
    assert len(FORM_NAMES) == 16 and len(NEW_FORMS) == 6
    assert len(SURFACES) == 12 and len(NEW_SURFACES) == 8
    variants = {kind: base_variants(kind) for kind in u17.KINDS}
    kit.check_every_form_and_wording(variants, FORM_NAMES)


def test_domains_subjects_and_holdings_have_the_planned_shape() -> None:
    assert len(u17.DOMAINS) == 9
    held = holders(DATA)
    for d in u17.DOMAINS:
        assert len(d.subjects) == 6 and len(d.attributes) == 12 and len(d.roles) == 6
        mine = Counter(s for (dk, _a), who in held.items() if dk == d.key for s in who)
        assert all(3 <= mine[s] <= 4 for s in d.subjects), d.key
        assert len({a.key for a in d.attributes} | {a.near_key for a in d.attributes}) == 24
        for a in d.attributes[: u17.HELD]:
            assert 1 <= len(held[(d.key, a.key)]) <= 5
        for a in d.attributes[u17.HELD :]:
            assert not held.get((d.key, a.key)) and not a.antonym
            assert 4 <= len(held[(d.key, u17.partner(d, a).key)]) <= 5
    kit.check_names_and_shapes(NAMES, list(OLD.values()), list(ROLE.values()))


def test_no_name_occurs_in_another_sets_data() -> None:
    names = [*NAMES, *OLD.values(), *ROLE.values()]
    # the control: a name another set's data holds (a subject of unknowns14, named on its page)
    kit.check_no_name_in_other_sets(u17, names, "ShusgarthHolt")


def test_offtopic_requests_name_no_subject_of_the_store() -> None:
    shared, whole = kit.offtopic_overlap(u17, DATA, [*NAMES, *OLD.values(), *ROLE.values()], TOPICS)
    # many share a word with the project's vocabulary, in another sense; some the whole phrase
    assert shared >= 24 and whole >= 10


def test_the_set_is_a_registered_suite_read_by_the_bench_loader() -> None:
    kit.check_registered_suite(u17, DATA, "unknowns17")


def test_near_misses_share_the_subject_and_words_with_a_memory_that_does_not_answer() -> None:
    kit.check_near_misses(u17, phrases, DATA, ATTRS)


def test_antonyms_share_the_head_word_with_a_held_memory_and_are_never_answered() -> None:
    kit.check_antonyms(u17, phrases, DATA, ATTRS, "u17")


def test_absent_attributes_are_asked_first_of_the_subjects_holding_their_partner() -> None:
    kit.check_absent_asked_first_of_partner_holders(u17, DATA, ATTRS)


PLANTED: tuple[str, ...] = ("task", "agent", "plan", "alias", "role", "reply", "imperative")
PLANTED = (*PLANTED, "comparative", "issue", "review", "shell", "voice", "standup", "regex")


def test_forms_are_what_they_claim() -> None:
    kit.check_planted_forms(u17, DATA, form_problems, PLANTED)
    # a reply asking inside the quote, an issue asking in its description, a review asking on
    # the diff line, a shell comment below its command, a search without its ``.*``
    bad = copy.deepcopy(DATA)
    reply = next(c for c in bad["cases"] if c["variant"].startswith("reply/"))
    reply["query"] = f"> what is the {reply['phrase']} of {asked_name(reply)}?\n\nThanks."
    issue = next(c for c in bad["cases"] if c["variant"].startswith("issue/"))
    ask = f"the {issue['phrase']} of {asked_name(issue)}"
    issue["query"] = f"- type: input\n  attributes:\n    label: a\n    description: {ask}"
    review = next(c for c in bad["cases"] if c["variant"].startswith("review/"))
    ask = f"{review['phrase']} of {asked_name(review)}"
    review["query"] = f"+    x = 1  # {ask}?\nreview (line 3): looks fine"
    shell = next(c for c in bad["cases"] if c["variant"].startswith("shell/"))
    shell["query"] = f"$ make\n# the {shell['phrase']} of {asked_name(shell)}?"
    search = next(c for c in bad["cases"] if c["variant"].startswith("regex/"))
    search["query"] = f"search: {asked_name(search)} {search['phrase']}"
    found = {p.split(" ")[0] for p in form_problems(bad)}
    assert found == {"reply", "issue", "review", "shell", "regex"}


def test_old_names_and_roles_asked_are_said_by_exactly_one_memory() -> None:
    kit.check_old_names_and_roles(u17, DATA, "u17/x/y/z")


def test_answers_asked_in_another_unit_are_written_in_another_notation() -> None:
    kit.check_notation(u17, DATA, 120, 30)


class TestTheSharedChecks(RetrievalSetChecks):
    """The checks every blind retrieval set passes (``tests/retrieval_kit.py``), on this one."""

    ns = sys.modules[__name__]


def test_neighbours_asked_with_the_word_carry_the_whole_held_word_and_the_subject() -> None:
    kit.check_neighbours_carry_the_held_word(
        DATA, NEAR, lambda data: kit.neighbour_problems(data, ATTRS)
    )


PLACES = {
    "goconst": '// {w} of {s}\nconst [A-Za-z0-9]+ = "{v}"',
    "latex": r"\\hline\n{s} & {w} & {v} \\\\\n\\hline",
    "dataclass": '@dataclass\nclass [A-Z][a-z]+Spec:\n    [a-z0-9_]+: str = "{v}"  # {w} of {s}',
    "dockerlabel": 'FROM scratch\n# {w} of {s}\nLABEL org\\.[a-z]+\\.[a-z0-9_]+="{v}"',
    "cron": "# {s}: {w} is {v}; recheck Mondays\n0 \\d \\* \\* 1 /opt/verify\\.sh",
    "gettext": '#\\. {w} of {s}\nmsgid "{s} {w}"\nmsgstr "{v}"',
    "configmap": "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: [a-z]+-facts\ndata:\n"
    '  # {w} of {s}\n  [a-z0-9_]+\\.[a-z0-9_]+: "{v}"',
    "bibtex": "@misc\\{{[a-z]+\\d+,\n  title = \\{{{s}\\}},\n  note = \\{{{w}: {v}\\}}\n\\}}",
    "prose": "The {w} of {s} is {v}, as [A-Z][a-z]+ confirmed at the handover\\.",
    "csv": "subject,attribute,value\n{s},{w},{v}",
    "release": "Release 4\\.\\d+\n\\* Updated {w} for {s} to {v}\\.",
    "chat": "\\[09:\\d\\d\\] <[a-z]+> fyi, {w} on {s} is {v}",
}


def test_each_surface_keeps_the_value_in_its_place() -> None:
    kit.check_surfaces_keep_their_place(u17, DATA, ATTRS, PLACES, SURFACES, NOTE_SHAPES)


@pytest.mark.parametrize("extra", ["scratch", "msgstr", "handover", "misc", "updated"])
def test_the_generator_refuses_a_neighbour_word_a_memory_could_write(extra: str) -> None:
    kit.check_vocabulary_refuses(u17, 0, (({"extra": extra}, "could be written"),))


def test_the_generator_refuses_an_absent_attribute_sharing_no_word_or_two() -> None:
    what = "shares a word with"
    plants = (({"word": "banana peel"}, what), ({"word": "takeoff depth"}, what))
    kit.check_vocabulary_refuses(u17, -1, plants)


def test_the_generator_refuses_a_word_inside_another_mixed_values_and_a_false_antonym() -> None:
    plants: tuple[tuple[dict[str, Any], str], ...] = (
        ({"word": "hill siz"}, "is written inside"),
        ({"values": ("40 cm", "deep", "30 cm", "shallow")}, "mixes numeric"),
    )
    kit.check_vocabulary_refuses(u17, 3, plants)
    kit.check_vocabulary_refuses(u17, 5, (({"antonym": "closing date"}, "is not its opposite"),))


def test_the_generator_refuses_a_unit_its_values_write_and_a_name_writing_a_word() -> None:
    kit.check_vocabulary_refuses(u17, 0, (({"unit": "in m"}, "is written by a value"),))
    kit.check_vocabulary_refuses_a_name(u17, "HillBrook", "hill")


def test_the_generator_refuses_to_write_a_set_its_checks_reject(tmp_path: Path) -> None:
    kit.check_refuses_to_write(u17, "hill reach", tmp_path / "set.json")


def test_unit_asked_answers_and_new_forms_are_spread_over_kinds() -> None:
    for kind in u17.KINDS:
        forms = Counter(c["variant"].split("/")[0] for c in DATA["cases"] if kind == c["kind"])
        assert all(forms[f] >= 3 for f in NEW_FORMS), (kind, forms)
    forms = Counter(c["variant"].split("/")[0] for c in DATA["cases"] if c["kind"] == "answer")
    assert forms["typo"] >= 18 and all(forms[f] >= 9 for f in FORM_NAMES if f != "typo")


def test_an_answers_two_wordings_are_asked_five_slots_apart() -> None:
    assert kit.wordings_apart(DATA, ROTATION) >= 60
