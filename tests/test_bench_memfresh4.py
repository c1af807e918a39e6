"""The held-out memory benchmark `fresh4` (written apart from the rules and from the other sets'
templates, no dev half): the shared checks of ``tests.memset_kit`` (the committed copy is what
the seeded generator writes, every case is valid in the Hexis case schema, the dimensions have
equal shares, every case holds a distractor whose value is forbidden, every expected answer is
stated in a cited event and in no uncited one, no text and no pool name is one of another set,
corrections carry no ``supersedes`` field, events are listed out of time order, some
contradiction cases have sources that agree, and the judgment code names none of the set's
entities), and its own: the distractor is a value of the answer's kind, no entity of the set is
said in another set's texts, agreeing and disagreeing sources share templates, and questions do
not copy the cited wording."""

from __future__ import annotations

import re

from cairn.bench import hexis, memfresh4, memfresh4_pools

from . import memset_kit as kit
from .memset_kit import HeldOutSetChecks


class TestFresh4(HeldOutSetChecks):
    module = memfresh4

    def entities(self) -> set[str]:
        """The named subjects of the set (people and their first names, services, flags,
        domains, directories, teams, vendors, topics, consumer groups, rotations, APIs,
        repositories, fleets, endpoints, tests, customers, databases, images, models, load
        balancers); shared vocabulary (weekdays, regions, build tools, instance types, issuers)
        is not a name."""
        m = memfresh4_pools
        return {
            *m.PEOPLE,
            *(p.split()[0] for p in m.PEOPLE),
            *m.SERVICES,
            *m.FLAGS,
            *m.DOMAINS,
            *m.DIRECTORIES,
            *m.TEAMS,
            *m.VENDORS,
            *m.TOPICS,
            *m.CONSUMER_GROUPS,
            *m.ROTATIONS,
            *m.APIS,
            *m.REPOS,
            *m.FLEETS,
            *m.ENDPOINTS,
            *m.FLAKY_TESTS,
            *m.CUSTOMERS,
            *m.DATABASES,
            *m.DEV_IMAGES,
            *m.MODELS,
            *m.LOAD_BALANCERS,
        }

    def planted_name(self) -> str:
        return memfresh4_pools.SERVICES[1]  # a person would also be reported by a first name

    def test_the_distractor_is_a_value_of_the_same_kind_as_the_answer(self) -> None:
        """A forbidden answer is a bare number exactly when the expected ones are, so a system
        cannot tell the distractor from the answer by its form alone."""

        def numeric(value: str) -> bool:
            return re.fullmatch(r"[\d.]+", value) is not None

        mismatched = [
            (case["case_id"], f)
            for case in self.committed()
            for f in case["expected"]["forbidden_answers"]
            if {numeric(a) for a in case["expected"]["answers"]} != {numeric(f)}
        ]
        assert mismatched == []

    def test_agreeing_and_disagreeing_sources_come_from_the_same_templates(self) -> None:
        """A flagged case expects both values, an agreeing one the single value its two sources
        state in other words; each contradiction template writes both kinds."""
        flagged, agreeing = self.contradiction_cases()
        assert all(len(c["expected"]["answers"]) == 2 for c in flagged)
        assert all(len(c["expected"]["answers"]) == 1 for c in agreeing)
        assert {c["topic"] for c in agreeing} == {c["topic"] for c in flagged}

    def test_no_entity_name_is_said_in_another_set(self) -> None:
        """None of its named subjects is said in any text of another set (the earlier sets read
        as data, by this check only)."""
        other_texts: set[str] = set()
        for cases in kit.earlier_sets(memfresh4):
            other_texts |= kit.texts(cases)
        assert _said(self.entities(), other_texts) == []

    def test_the_name_checks_find_a_borrowed_name(self) -> None:
        """Control: a text of another set that names one of the set's people is reported, as is
        a pool that holds one of its services; a longer word containing a name is not."""
        person, service = memfresh4_pools.PEOPLE[0], memfresh4_pools.SERVICES[0]
        assert _said(self.entities(), {f"ask {person} about it"}) == sorted(
            {person, person.split()[0]}
        )
        assert _said(self.entities(), {f"{service}s are many"}) == []

        class Pools:
            SERVICES = ("other-svc", service.upper())

        assert service in kit.pool_names(Pools)

    def test_the_questions_do_not_copy_the_cited_wording(self) -> None:
        """Questions are asked in other words: no question repeats a cited event's text, and
        most share fewer than half of their words with the cited events."""
        low = 0
        cases = self.committed()
        for case in cases:
            text = {e["event_id"]: e["content"] for e in case["events"]}
            cited = " ".join(text[i] for i in case["expected"]["citations"])
            q = set(hexis.norm(case["query"]["text"]).split())
            assert hexis.norm(case["query"]["text"]) not in hexis.norm(cited)
            if len(q & set(hexis.norm(cited).split())) < len(q) / 2:
                low += 1
        assert low > len(cases) * 3 // 4


def _said(words: set[str], texts: set[str]) -> list[str]:
    blob = "\n".join(sorted(texts))
    return [w for w in sorted(words) if re.search(rf"(?<!\w){re.escape(w)}(?!\w)", blob, re.I)]
