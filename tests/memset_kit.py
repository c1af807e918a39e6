"""The checks every held-out memory set passes (``bench.memfresh2`` and on), in one kit.

``HeldOutSetChecks`` is a base class of test methods: a set's test file subclasses it as
``TestFreshN``, names its generator module and its named entities, and keeps its own
module-specific tests beside it. The checks: the committed copy is what the seeded generator
writes, every case is valid in the Hexis case schema, the set is balanced over the dimensions and
its templates, every case is fair (``defects``), the cited texts answer it and the distractors
cost points, contradiction cases hold both disagreeing and agreeing sources, no text, question or
pool name is one of an earlier set, corrections carry no ``supersedes`` field, events are listed
out of time order, questions come after the facts, the robust run offers the set, and the
judgment code names none of its entities. Each check that could pass vacuously has a control
beside it showing that it fails on a planted defect.

The free functions (``defects``, ``named``, ``pool_names``, ``texts``, ...) are the checks'
bodies, for a set's own tests and for the first fresh set (two halves, not a held-out set).
"""

from __future__ import annotations

import copy
import json
import re
from collections import Counter
from collections.abc import Iterable, Sequence
from datetime import datetime
from pathlib import Path
from types import ModuleType, SimpleNamespace
from typing import Any, ClassVar

import pytest

from cairn.bench import (
    hexis,
    memfresh,
    memfresh2,
    memfresh2_pools,
    memfresh3,
    memfresh3_pools,
    memfresh4,
    memfresh4_pools,
    memfresh5,
    memfresh5_pools,
    memfresh6,
    memfresh6_pools,
    memfresh7,
    memfresh7_pools,
    memfresh8,
    memfresh8_pools,
    memfresh9,
    memfresh9_pools,
    memfresh10,
    memfresh10_pools,
    memfresh11,
    memfresh11_pools,
    memfresh12,
    memfresh12_pools,
    memfresh13,
    memfresh13_pools,
    memfresh14,
    memfresh14_pools,
    memfresh15,
    memfresh15_pools,
    memfresh16,
    memfresh16_pools,
    memfresh17,
    memfresh17_pools,
    memfresh18,
    memfresh18_pools,
    memfresh19,
    memfresh19_pools,
    memfresh20,
    memfresh20_pools,
    memfresh21,
    memfresh21_pools,
    memfresh22,
    memfresh22_pools,
    memfresh23,
    memfresh23_pools,
    memfresh24,
    memfresh24_pools,
    memfresh25,
    memfresh25_pools,
    memfresh26,
    memfresh26_pools,
    memfresh27,
    memfresh27_pools,
    memfresh28,
    memfresh28_pools,
    memfresh29,
    memfresh29_pools,
    memfresh30,
    memfresh30_pools,
    memfresh31,
    memfresh31_pools,
    memfresh32,
    memfresh32_pools,
    memfresh33,
    memfresh33_pools,
    memfresh34,
    memfresh34_pools,
    memfresh35,
    memfresh35_pools,
    memfresh36,
    memfresh36_pools,
    memfresh37,
    memfresh37_pools,
    memfresh38,
    memfresh38_pools,
    memfresh39,
    memfresh39_pools,
    memfresh40,
    memfresh40_pools,
    memfresh41,
    memfresh41_pools,
    memfresh42,
    memfresh42_pools,
    memfresh43,
    memfresh43_pools,
    memfresh44,
    memfresh44_pools,
    memfresh45,
    memfresh45_pools,
    memfresh46,
    memfresh46_pools,
    memfresh47,
    memfresh47_pools,
    memfresh48,
    memfresh48_pools,
    memfresh_pools,
    memgen,
    memgen_pools,
    robust,
)

from .conftest import SHARED

SCHEMA = SHARED / "benchmarks" / "hexis" / "case.schema.v1.json"
HEXIS = SHARED / "benchmarks" / "hexis" / hexis.DATASET_NAME
# the held-out sets in the order they were written: each is checked against those before it
HELD_OUT: tuple[ModuleType, ...] = (
    memfresh2,
    memfresh3,
    memfresh4,
    memfresh5,
    memfresh6,
    memfresh7,
    memfresh8,
    memfresh9,
    memfresh10,
    memfresh11,
    memfresh12,
    memfresh13,
    memfresh14,
    memfresh15,
    memfresh16,
    memfresh17,
    memfresh18,
    memfresh19,
    memfresh20,
    memfresh21,
    memfresh22,
    memfresh23,
    memfresh24,
    memfresh25,
    memfresh26,
    memfresh27,
    memfresh28,
    memfresh29,
    memfresh30,
    memfresh31,
    memfresh32,
    memfresh33,
    memfresh34,
    memfresh35,
    memfresh36,
    memfresh37,
    memfresh38,
    memfresh39,
    memfresh40,
    memfresh41,
    memfresh42,
    memfresh43,
    memfresh44,
    memfresh45,
    memfresh46,
    memfresh47,
    memfresh48,
)
# where each set keeps its pools (a module of their own beside the set module)
POOLS: dict[ModuleType, ModuleType] = {
    memfresh: memfresh_pools,
    memfresh2: memfresh2_pools,
    memfresh3: memfresh3_pools,
    memfresh4: memfresh4_pools,
    memfresh5: memfresh5_pools,
    memfresh6: memfresh6_pools,
    memfresh7: memfresh7_pools,
    memfresh8: memfresh8_pools,
    memfresh9: memfresh9_pools,
    memfresh10: memfresh10_pools,
    memfresh11: memfresh11_pools,
    memfresh12: memfresh12_pools,
    memfresh13: memfresh13_pools,
    memfresh14: memfresh14_pools,
    memfresh15: memfresh15_pools,
    memfresh16: memfresh16_pools,
    memfresh17: memfresh17_pools,
    memfresh18: memfresh18_pools,
    memfresh19: memfresh19_pools,
    memfresh20: memfresh20_pools,
    memfresh21: memfresh21_pools,
    memfresh22: memfresh22_pools,
    memfresh23: memfresh23_pools,
    memfresh24: memfresh24_pools,
    memfresh25: memfresh25_pools,
    memfresh26: memfresh26_pools,
    memfresh27: memfresh27_pools,
    memfresh28: memfresh28_pools,
    memfresh29: memfresh29_pools,
    memfresh30: memfresh30_pools,
    memfresh31: memfresh31_pools,
    memfresh32: memfresh32_pools,
    memfresh33: memfresh33_pools,
    memfresh34: memfresh34_pools,
    memfresh35: memfresh35_pools,
    memfresh36: memfresh36_pools,
    memfresh37: memfresh37_pools,
    memfresh38: memfresh38_pools,
    memfresh39: memfresh39_pools,
    memfresh40: memfresh40_pools,
    memfresh41: memfresh41_pools,
    memfresh42: memfresh42_pools,
    memfresh43: memfresh43_pools,
    memfresh44: memfresh44_pools,
    memfresh45: memfresh45_pools,
    memfresh46: memfresh46_pools,
    memfresh47: memfresh47_pools,
    memfresh48: memfresh48_pools,
}

CaseData = dict[str, Any]


def at(text: str) -> datetime:
    return datetime.fromisoformat(text.replace("Z", "+00:00"))


# the page promises the codename sets (fresh26 on) check, each beside its own planted fault
def contents(case: CaseData) -> dict[str, str]:
    """Each event's text by its id."""
    return {e["event_id"]: e["content"] for e in case["events"]}


def unsaid_answers(case: CaseData) -> list[str]:
    """The expected answers no event of the case says."""
    everything = "\n".join(contents(case).values())
    return [a for a in case["expected"]["answers"] if not hexis.contains(everything, a)]


def codes_in(codes: Iterable[str], text: str) -> set[str]:
    """The codenames of ``codes`` that ``text`` says."""
    return {code for code in codes if hexis.contains(text, code)}


def naming_problems(codes: Iterable[str], case: CaseData) -> list[str]:
    """A question naming other than one codename of ``codes``, reported as such; otherwise the
    cited events that do not name the question's codename."""
    codes = frozenset(codes)
    asked = codes_in(codes, case["query"]["text"])
    if len(asked) != 1:
        return [f"question names {sorted(asked)}"]
    text = contents(case)
    return [i for i in case["expected"]["citations"] if not asked <= codes_in(codes, text[i])]


def distractors_in_citations(case: CaseData) -> list[str]:
    """The forbidden answers a cited event says."""
    text = contents(case)
    cited = "\n".join(text[i] for i in case["expected"]["citations"])
    return [f for f in case["expected"]["forbidden_answers"] if hexis.contains(cited, f)]


def check_no_cited_text_answers_two_cases(cases: Iterable[CaseData]) -> None:
    """No event a case cites says word for word what another case's cited event says."""
    seen: dict[str, str] = {}
    for case in cases:
        text = contents(case)
        for i in case["expected"]["citations"]:
            assert text[i] not in seen, (case["case_id"], seen.get(text[i]))
            seen[text[i]] = case["case_id"]


def count_problems(case: CaseData) -> list[str]:
    """For the two-digit answers and distractors of a case: any at 31 or below, any round or
    with a doubled digit, and whether any two share their tens or their units."""
    exp = case["expected"]
    nums = [
        int(v) for v in (*exp["answers"], *exp["forbidden_answers"]) if re.fullmatch(r"\d\d", v)
    ]
    out = [f"{n} is 31 or below" for n in nums if n <= 31]
    out += [f"{n} is round or doubled" for n in nums if n % 10 == 0 or n % 11 == 0]
    if len({n // 10 for n in nums}) < len(nums) or len({n % 10 for n in nums}) < len(nums):
        out.append(f"{nums} share a digit")
    return out


def validate(cases: Iterable[CaseData]) -> None:
    """Every case is valid in the Hexis case schema (skipped without ``jsonschema``)."""
    jsonschema = pytest.importorskip("jsonschema")
    schema = json.loads(SCHEMA.read_text())
    for case in cases:
        jsonschema.validate(case, schema)


def defects(case: CaseData, *, echo: bool = True) -> list[str]:
    """What makes a case unfair: an expected answer no cited event states, or (``echo``) one an
    uncited event also states; a forbidden answer that is an expected one, that a cited event
    states, or that no event states at all; a flagged event that is not cited; no distractor."""
    text = {e["event_id"]: e["content"] for e in case["events"]}
    exp = case["expected"]
    cited = "\n".join(text[i] for i in exp["citations"])
    uncited = "\n".join(t for i, t in text.items() if i not in exp["citations"])
    out = [f"answer not cited: {a}" for a in exp["answers"] if not hexis.contains(cited, a)]
    if echo:
        out += [f"answer also uncited: {a}" for a in exp["answers"] if hexis.contains(uncited, a)]
    for f in exp["forbidden_answers"]:
        if any(hexis.contains(a, f) for a in exp["answers"]) or hexis.contains(cited, f):
            out.append(f"forbidden answer is stated by a cited event: {f}")
        if not hexis.contains(uncited, f):
            out.append(f"forbidden answer is no distractor: {f}")
    if not set(exp["contradictions"]) <= set(exp["citations"]):
        out.append("a flagged event is not cited")
    if not exp["forbidden_answers"]:
        out.append("no distractor")
    return out


def prediction(case: CaseData, answer: str) -> dict[str, Any]:
    """A prediction answering ``answer`` with the expected citations and contradictions."""
    exp = case["expected"]
    return {
        "case_id": case["case_id"],
        "answer": answer,
        "citations": exp["citations"],
        "contradictions": exp["contradictions"],
        "abstained": False,
    }


def texts(cases: Iterable[CaseData]) -> set[str]:
    """Every event text and every question of ``cases``."""
    cases = list(cases)
    return {e["content"] for c in cases for e in c["events"]} | {c["query"]["text"] for c in cases}


def before(module: ModuleType) -> tuple[ModuleType, ...]:
    """The held-out sets written before ``module`` (all of them for a set this kit does not
    list yet)."""
    return HELD_OUT[: HELD_OUT.index(module)] if module in HELD_OUT else HELD_OUT


def earlier_sets(module: ModuleType) -> list[list[CaseData]]:
    """The cases of every set written before ``module``: the Hexis set, the generated halves,
    the fresh halves, the held-out sets before it."""
    out = [hexis.load_cases(HEXIS)]
    for halves in (memgen, memfresh):
        out += [hexis.load_cases(halves.path_for(split)) for split in halves.SPLITS]
    out += [hexis.load_cases(m.PATH) for m in before(module)]
    return out


def pools_of(module: ModuleType) -> ModuleType:
    """The module that holds a set's pools of names."""
    return POOLS.get(module, module)


def pool_names(module: object) -> set[str]:
    """Every string in a module's upper-case pools (lists, tuples, tuples of pairs, dicts),
    lower-cased."""
    out: set[str] = set()
    for key, value in vars(module).items():
        if not key.isupper() or not isinstance(value, list | tuple | dict):
            continue
        items = [*value.keys(), *value.values()] if isinstance(value, dict) else list(value)
        for item in items:
            parts = item if isinstance(item, tuple) else (item,)
            out |= {p.lower() for p in parts if isinstance(p, str)}
    return out


def named(words: Iterable[str], files: Sequence[Path]) -> list[str]:
    """``file: word`` for each word a file says as a whole word (any case)."""
    return [
        f"{f.name}: {w}"
        for f in files
        for w in sorted(words)
        if re.search(rf"(?<!\w){re.escape(w)}(?!\w)", f.read_text(encoding="utf-8"), re.I)
    ]


def judgment_files(folders: Sequence[str] = ("policy", "context")) -> list[Path]:
    """The code that judges a case: the policy (and context) modules, the reader and its
    terms (read as text only)."""
    src = Path(memgen.__file__).parents[1]
    return [
        *(f for folder in folders for f in sorted((src / folder).rglob("*.py"))),
        src / "bench" / "hexis_adapter.py",
        src / "bench" / "hexis_asked.py",
        src / "bench" / "hexis_parts.py",
        src / "bench" / "hexis_stance.py",
        src / "bench" / "hexis_subjects.py",
        src / "bench" / "hexis_terms.py",
    ]


def out_of_order(cases: Sequence[CaseData]) -> list[CaseData]:
    """The cases whose events are not listed in time order."""
    return [
        c for c in cases if [e["at"] for e in c["events"]] != sorted(e["at"] for e in c["events"])
    ]


def said_last(case: CaseData) -> str:
    """The id of a case's latest event."""
    return str(max(case["events"], key=lambda e: e["at"])["event_id"])


def check_distractors_outside_citations(cases: Iterable[CaseData]) -> None:
    """Every case has distractors, no cited event says one, and the uncited events say them all."""
    for case in cases:
        exp = case["expected"]
        assert exp["forbidden_answers"], case["case_id"]
        assert distractors_in_citations(case) == [], case["case_id"]
        text = contents(case)
        rest = "\n".join(t for i, t in text.items() if i not in exp["citations"])
        assert all(hexis.contains(rest, f) for f in exp["forbidden_answers"]), case["case_id"]


def check_corrections_last(cases: Iterable[CaseData]) -> None:
    """A stale belief's one cited correction is said last, says no distractor, and no event
    is marked as superseding another or is anything but a plain remember."""
    for case in cases:
        (fix,) = case["expected"]["citations"]
        assert said_last(case) == fix
        assert distractors_in_citations(case) == []
        assert all("supersedes" not in e and e["kind"] == "remember" for e in case["events"])


class HeldOutSetChecks:
    """The shared tests of one held-out set; a subclass names ``module`` and ``entities`` (a
    set that keeps its pools in a module of their own is listed in ``POOLS``)."""

    module: ClassVar[ModuleType]
    cases_at_least: ClassVar[int] = 125
    templates_at_least: ClassVar[int] = 25
    templates_per_dimension_at_least: ClassVar[int] = 5
    echo: ClassVar[bool] = True  # is an answer an uncited event also states a defect?
    earlier_pools_at_least: ClassVar[int] = 100

    def entities(self) -> set[str]:
        """The named subjects of the set (shared vocabulary is not a name)."""
        raise NotImplementedError

    def earlier_pools(self) -> set[str]:
        """The pool names of the sets written before this one."""
        earlier = (memgen, memfresh, *before(self.module), memgen_pools)
        return set().union(*(pool_names(pools_of(m)) for m in earlier))

    def planted_name(self) -> str:
        """A name the entity check's control plants in a file."""
        return str(pools_of(self.module).PEOPLE[0])

    def committed(self) -> list[CaseData]:
        return hexis.load_cases(self.module.PATH)

    # -- the frozen copy -------------------------------------------------------------------------

    def dimension(self, name: str) -> list[CaseData]:
        """The committed cases of one dimension: 25 in a held-out set of 125."""
        found = [c for c in self.committed() if c["dimension"] == name]
        assert len(found) == 25
        return found

    def test_the_committed_copy_is_what_the_seeded_generator_writes(self) -> None:
        written = memgen.dumps(self.module.generate()).encode("utf-8")
        assert self.module.PATH.read_bytes() == written  # byte for byte

    def test_generation_is_deterministic_and_another_seed_writes_other_cases(self) -> None:
        assert self.module.generate() == self.module.generate()
        assert self.module.generate(seed=1) != self.module.generate()

    def test_the_seed_is_its_own(self) -> None:
        others = [m for m in (memgen, memfresh, *HELD_OUT) if m is not self.module]
        assert self.module.SEED not in {m.SEED for m in others}

    # -- the cases -------------------------------------------------------------------------------

    def test_every_case_is_valid_in_the_hexis_case_schema(self) -> None:
        validate(self.committed())

    def test_an_invalid_case_is_refused_by_the_schema_check(self) -> None:
        """Control for the schema test: a case with an unknown dimension, no answer or an event
        without content fails."""
        jsonschema = pytest.importorskip("jsonschema")
        case = self.committed()[0]
        no_content = copy.deepcopy(case)
        del no_content["events"][0]["content"]
        for broken in (
            {**case, "dimension": "vibes"},
            {**case, "expected": {**case["expected"], "answers": []}},
            no_content,
        ):
            with pytest.raises(jsonschema.ValidationError):
                validate([broken])

    def test_the_set_is_balanced_over_the_dimensions_and_its_templates(self) -> None:
        cases = self.committed()
        assert len(cases) >= self.cases_at_least
        assert len(cases) == self.module.SIZE
        assert len({c["case_id"] for c in cases}) == len(cases)
        per_dim = Counter(c["dimension"] for c in cases)
        assert set(per_dim) == set(hexis.DIMENSIONS)
        assert set(per_dim.values()) == {len(cases) // 5}
        topics = Counter(c["topic"] for c in cases)
        assert set(topics) == {t.topic for t in self.module.TEMPLATES}
        assert len(topics) >= self.templates_at_least
        assert min(topics.values()) >= 5
        per_dim_templates = Counter(t.dimension for t in self.module.TEMPLATES)
        assert min(per_dim_templates.values()) >= self.templates_per_dimension_at_least

    def test_every_case_is_fair_and_holds_a_distractor(self) -> None:
        found = {c["case_id"]: d for c in self.committed() if (d := defects(c, echo=self.echo))}
        assert found == {}

    def test_the_defect_check_finds_a_correction_that_repeats_the_old_value(self) -> None:
        """Control for the check above: a stale case whose correction also names the value it
        replaces, one whose answer an uncited event also states (where the set checks that), and
        one without a distractor are reported."""
        case = next(c for c in self.committed() if c["dimension"] == "stale_belief_resistance")
        exp = case["expected"]
        (new_id,) = exp["citations"]
        old = exp["forbidden_answers"][0]
        repeats = copy.deepcopy(case)
        for e in repeats["events"]:
            if e["event_id"] == new_id:
                e["content"] += f" (it used to be {old})"
        assert defects(repeats, echo=self.echo) == [
            f"forbidden answer is stated by a cited event: {old}"
        ]
        echoed = copy.deepcopy(case)
        other = next(e for e in echoed["events"] if e["event_id"] != new_id)
        other["content"] += f" {exp['answers'][0]}"
        assert defects(echoed) == [f"answer also uncited: {exp['answers'][0]}"]
        bare = copy.deepcopy(case)
        bare["expected"]["forbidden_answers"] = []
        assert defects(bare, echo=self.echo) == ["no distractor"]

    def test_the_expected_answers_score_full_marks_and_the_distractors_cost_points(self) -> None:
        """The cases are answerable from the cited events alone: a prediction made of the cited
        texts scores 100 on every case, and one that also carries the uncited texts (the
        distractors) scores lower on every case."""
        cases = self.committed()
        right, loose = [], []
        for case in cases:
            text = {e["event_id"]: e["content"] for e in case["events"]}
            cited = "\n".join(text[i] for i in case["expected"]["citations"])
            right.append(prediction(case, cited))
            loose.append(prediction(case, "\n".join(text.values())))
        assert hexis.score(cases, right).overall == 100.0
        lost = hexis.score(cases, loose)
        assert [c["case_id"] for c in cases if lost.cases[c["case_id"]] >= 100.0] == []

    def contradiction_cases(self) -> tuple[list[CaseData], list[CaseData]]:
        """The contradiction cases that flag two events, and those citing two that agree."""
        contra = [c for c in self.committed() if c["dimension"] == "contradiction_detection"]
        flagged = [c for c in contra if c["expected"]["contradictions"]]
        agreeing = [
            c
            for c in contra
            if not c["expected"]["contradictions"] and len(c["expected"]["citations"]) == 2
        ]
        assert len(flagged) + len(agreeing) == len(contra)
        return flagged, agreeing

    def test_contradiction_cases_hold_both_disagreeing_and_agreeing_sources(self) -> None:
        """Not every pair of sources is a conflict: some contradiction cases expect two flagged
        events and some expect none while citing two sources that agree."""
        flagged, agreeing = self.contradiction_cases()
        assert flagged and all(len(c["expected"]["contradictions"]) == 2 for c in flagged)
        assert len(agreeing) >= 5

    def test_corrections_carry_no_supersedes_field(self) -> None:
        for case in self.committed():
            assert all("supersedes" not in e and e["kind"] == "remember" for e in case["events"])

    def test_events_are_listed_out_of_time_order_in_most_cases(self) -> None:
        cases = self.committed()
        assert len(out_of_order(cases)) > len(cases) // 2

    def test_questions_come_after_the_facts_and_sessions_change_where_the_dimension_says(
        self,
    ) -> None:
        for case in self.committed():
            times = {e["event_id"]: e["at"] for e in case["events"]}
            cited = [times[i] for i in case["expected"]["citations"]]
            assert max(times.values()) < case["query"]["at"]
            if case["dimension"] == "stale_belief_resistance":
                assert all(t >= max(times.values()) for t in cited)
            if case["dimension"] == "six_month_recall":
                asked = at(case["query"]["at"])
                assert all((asked - at(t)).days >= 180 for t in cited)
            if case["dimension"] == "cross_session_continuity":
                sessions = {e["session_id"] for e in case["events"]}
                assert case["query"]["session_id"] not in sessions

    # -- apart from the other sets and from the rules --------------------------------------------

    def test_no_text_or_question_is_one_of_an_earlier_set(self) -> None:
        mine = texts(self.committed())
        others = earlier_sets(self.module)
        assert len(others) == 5 + len(before(self.module))
        for cases in others:
            assert not mine & texts(cases)

    def test_no_name_of_its_pools_is_a_name_of_an_earlier_set(self) -> None:
        earlier = self.earlier_pools()
        assert len(earlier) > self.earlier_pools_at_least
        # each earlier set is read where its pools are (``POOLS`` lists those kept apart)
        assert [m.__name__ for m in before(self.module) if not hasattr(pools_of(m), "PEOPLE")] == []
        mine = {w.lower() for w in self.entities()}
        assert mine.isdisjoint(earlier), sorted(mine & earlier)

    def test_the_pool_check_finds_a_shared_name(self) -> None:
        """Control: a pool that borrows a name of an earlier set is caught, one of its own
        names is not; a set module whose pools live apart names no people of its own."""
        taken = sorted(self.earlier_pools())[0]
        borrowing = SimpleNamespace(PEOPLE=["Zebedee", taken])
        own = SimpleNamespace(PEOPLE=["Zebedee"])
        assert not pool_names(borrowing).isdisjoint(self.earlier_pools())
        assert pool_names(own).isdisjoint(self.earlier_pools())
        assert POOLS and not any(hasattr(m, "PEOPLE") for m in POOLS)

    def test_the_robust_run_offers_the_set_as_one_held_out_set(self) -> None:
        sets = robust.default_sets(None)
        name = self.module.SET_NAME
        assert sets[name] == self.module.PATH
        assert not [n for n in sets if n.startswith(f"{name}-")]

    def test_the_judgment_code_names_no_entity_of_the_set(self) -> None:
        """The rules were not taught this set's names: no entity of its pools appears in the
        reader, the policy or the context modules (read here as text only)."""
        files = judgment_files()
        assert len(files) > 5
        assert named(self.entities(), files) == []

    def test_the_entity_check_finds_a_name_that_is_there(self, tmp_path: Path) -> None:
        """Control: the same check reports a pool name planted in a file, and not a longer word
        that merely contains it."""
        name = self.planted_name()
        assert name in self.entities()
        planted = tmp_path / "rules.py"
        planted.write_text(f'HINT = "ask the {name} owners"\n', encoding="utf-8")
        other = tmp_path / "other.py"
        other.write_text(f'X = "{name}nother"\n', encoding="utf-8")
        assert named(self.entities(), [planted]) == [f"rules.py: {name}"]
        assert named(self.entities(), [other]) == []
