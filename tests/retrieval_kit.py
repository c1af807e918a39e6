"""The checks every blind held-out retrieval set passes (``unknowns4`` to ``unknowns7``), each
beside the planted fault it must catch: the frozen copy is what the generator writes and its seed
matters; every answer is held by its memory and no synonym leaks into one; each case asks its
wording (the typo form misspelling it once); no unknown is answered and each is of its kind; the
task and agent forms wrap the request; any seed gives a valid set.

A set's test module subclasses ``RetrievalSetChecks`` with ``ns`` set to the module itself,
which holds ``SET`` (the generator module), ``DATA`` (its generated set) and the helpers whose
reading differs from set to set (``phrases``, ``answer_problems``, ``asked_problems``,
``one_typo``, ``leaks``, ``holders``, ``kind_problems``, ``form_problems``)."""

from __future__ import annotations

import copy
import dataclasses
from collections import Counter
from types import ModuleType

import pytest

NEGATIVE = ("other_subject", "absent", "related_unknown")


class RetrievalSetChecks:
    """The shared checks; ``ns`` is the set's test module."""

    ns: ModuleType

    def test_the_frozen_set_is_what_the_generator_writes(self) -> None:
        ns = self.ns
        assert ns.SET.FROZEN.read_text(encoding="utf-8") == ns.SET.dumps(ns.DATA)

    def test_the_generator_is_deterministic_and_its_seed_matters(self) -> None:
        ns = self.ns
        assert ns.SET.generate() == ns.SET.generate(ns.SET.SEED) == ns.DATA
        assert ns.SET.generate(ns.SET.SEED + 1) != ns.DATA

    def test_every_answer_is_held_by_its_memory(self) -> None:
        ns = self.ns
        assert ns.answer_problems(ns.DATA) == []

    def test_a_memory_that_lost_its_value_or_uses_the_synonym_is_caught(self) -> None:
        ns = self.ns
        bad = copy.deepcopy(ns.DATA)
        case = next(c for c in bad["cases"] if c["kind"] == "answer")
        mem = next(m for m in bad["memories"] if m["key"] == case["relevant"][0])
        mem["text"] = mem["text"].replace(case["value"], "n/a")
        assert ns.answer_problems(bad) != []

        bad = copy.deepcopy(ns.DATA)
        case = next(c for c in bad["cases"] if c["variant"].endswith("/synonym"))
        mem = next(m for m in bad["memories"] if m["key"] == case["relevant"][0])
        mem["text"] += " (" + ns.phrases(case)[1].split()[-1] + ")"
        assert ns.answer_problems(bad) != []
        assert ns.SET.problems(bad) != []

    def test_every_case_asks_its_wording_and_the_typo_form_misspells_it_once(self) -> None:
        ns = self.ns
        assert ns.asked_problems(ns.DATA) == []
        typos = [c for c in ns.DATA["cases"] if c["variant"].startswith("typo/")]
        assert len(typos) >= 60 and all(c["phrase"] not in ns.phrases(c) for c in typos)

    def test_a_typo_case_spelt_right_or_misspelt_twice_is_caught(self) -> None:
        ns = self.ns
        for mangle in (lambda p, c: ns.phrases(c)[0], lambda p, c: p[::-1]):
            bad = copy.deepcopy(ns.DATA)
            case = next(c for c in bad["cases"] if c["variant"] == "typo/word")
            new = mangle(case["phrase"], case)
            case["query"] = case["query"].replace(case["phrase"], new)
            case["phrase"] = new
            assert ns.asked_problems(bad) != []
        assert ns.one_typo("dokc count", "dock count") and not ns.one_typo(
            "dock count", "dock count"
        )
        assert not ns.one_typo("dokc cuont", "dock count")

    def test_each_answered_fact_is_asked_once_with_the_word_and_once_with_a_synonym(self) -> None:
        ns = self.ns
        asked = Counter(
            (c["relevant"][0], c["variant"].split("/")[1])
            for c in ns.DATA["cases"]
            if c["relevant"]
        )
        assert set(asked.values()) == {1}
        facts = {k for k, _w in asked}
        assert {(k, w) for k in facts for w in ns.SET.WORDINGS} == set(asked)

    def test_no_unknown_is_answered_by_any_memory(self) -> None:
        ns = self.ns
        assert ns.leaks(ns.DATA) == []
        assert ns.SET.problems(ns.DATA) == []

    @pytest.mark.parametrize("kind", NEGATIVE)
    def test_a_planted_answer_to_an_unknown_is_caught_by_key_and_by_text(self, kind: str) -> None:
        ns = self.ns
        case = next(c for c in ns.DATA["cases"] if c["kind"] == kind)
        by_key = copy.deepcopy(ns.DATA)
        key = ns.SET.memory_key(case["domain"], case["subject"], case["attribute"])
        by_key["memories"].append({"key": key, "text": "unrelated"})
        assert ns.leaks(by_key) != []
        for phrase in ns.phrases(case):
            by_text = copy.deepcopy(ns.DATA)
            text = f"- [x] {case['subject']}: {phrase} verified (42)"
            by_text["memories"].append({"key": "planted/x/y/z", "text": text})
            assert ns.leaks(by_text) != []

    def test_each_unknown_is_of_its_kind(self) -> None:
        ns = self.ns
        assert ns.kind_problems(ns.DATA) == []
        for c in ns.DATA["cases"]:
            if c["kind"] in ns.NEGATIVE:
                domain = next(d for d in ns.SET.DOMAINS if d.key == c["domain"])
                assert c["subject"] in domain.subjects

    @pytest.mark.parametrize("kind", NEGATIVE)
    def test_an_unknown_of_the_wrong_kind_is_caught(self, kind: str) -> None:
        ns = self.ns
        bad = copy.deepcopy(ns.DATA)
        case = next(c for c in bad["cases"] if c["kind"] == kind)
        held = ns.holders(bad)
        if kind == "other_subject":
            case["subject"] = next(iter(held[(case["domain"], case["attribute"])]))
        elif kind == "absent":
            case["attribute"] = next(a for d, a in held if d == case["domain"])
        else:
            domain = next(d for d in ns.SET.DOMAINS if d.key == case["domain"])
            mine = {a for (d, a), who in held.items() if d == domain.key and case["subject"] in who}
            case["near"] = next(a.key for a in domain.attributes if a.key not in mine)
        assert ns.kind_problems(bad) != []

    def test_task_forms_are_instructions_and_agent_forms_bury_the_request(self) -> None:
        ns = self.ns
        assert ns.form_problems(ns.DATA) == []
        bad = copy.deepcopy(ns.DATA)
        case = next(c for c in bad["cases"] if c["variant"].startswith("agent/"))
        case["query"] = f"What is the {case['phrase']} of {case['subject']}?"
        task = next(c for c in bad["cases"] if c["variant"].startswith("task/"))
        task["query"] = f"What is the {task['phrase']} of {task['subject']}?"
        assert len(ns.form_problems(bad)) == 2

    def test_any_seed_gives_a_valid_set_and_a_synonym_that_could_leak_is_refused(self) -> None:
        ns = self.ns
        for seed in range(ns.SET.SEED + 1, ns.SET.SEED + 6):
            assert ns.SET.problems(ns.SET.generate(seed)) == []
        assert ns.SET.vocabulary_problems() == []
        domain = ns.SET.DOMAINS[0]
        a = domain.attributes[0]
        planted = dataclasses.replace(a, synonym=a.values[0].split()[-1] + " figure")
        attrs = (planted, *domain.attributes[1:])
        with pytest.MonkeyPatch.context() as mp:
            mp.setattr(ns.SET, "DOMAINS", (dataclasses.replace(domain, attributes=attrs),))
            assert ns.SET.vocabulary_problems() != []
