"""`fresh38`, the thirty-eighth held-out memory set, written blind (pools in
``bench.memfresh38_pools``). The shared kit runs its checks first, the byte-for-byte frozen copy
among them. The checks below hold the set to what its page says: every expected answer is said by
some event; a question names exactly one codename and every event it cites names it too;
distractors are said only by events that are not cited; a stale case ends on a plain correction
that does not repeat the value it replaces; continuity asks in a session of its own about facts
from two others; recall asks about seven months later, under nine to eleven team chat lines; the
counts of a case keep their digits apart; and the page's counts of question kinds, surfaces and
relations hold on the frozen copy. A check that could pass on nothing has a planted fault beside
it to show that it bites.
The checks it shares word for word with `fresh39` run from ``tests.memset_counted``; the
page's counts of question kinds, surfaces and relation words stay here."""

from __future__ import annotations

import re

from cairn.bench import memfresh38

from .memset_counted import CountedSetChecks

# counted on the frozen copy, as the page gives them
WHO, YES_NO, AGREE = 44, 30, 15


class TestFresh38(CountedSetChecks):
    module = memfresh38
    in_digits, in_words = 21, 7  # expected two-digit counts
    out_of_order = 125

    # -- what the page counts --------------------------------------------------------------------

    def test_question_kinds_as_the_page_counts_them(self) -> None:
        sources = (
            r"(limits\.json|README|sticky note|text message|pyproject\.toml|CONTRIBUTING\.md|"
            r"price list|committee minutes|owners\.csv|chat export|team sheet|env file|"
            r"ops calendar|fixtures card|meeting agenda|Makefile|runbook|newsletter|"
            r"captain's text)"
        )
        self.check_question_kinds(sources, WHO, YES_NO, AGREE)

    def test_surfaces_and_phrasings_vary(self) -> None:
        text = [e["content"] for c in self.committed() for e in c["events"]]
        low = [t.lower() for t in text]
        for phrase in ("correction:", "ignore my last —", "update:", "small change:", "let's go"):
            assert any(phrase in t for t in low), phrase
        for verb in ("runs the", "are run by", "picked the", "was chosen by"):
            assert any(verb in t for t in text), verb
        assert any("was pencilled in first, but" in t and "ended up doing it" in t for t in text)
        assert any("said no to looking after the" in t and "so it passed to" in t for t in text)
        for mark in (
            "API_PORT_",
            "service,listen_port\n",
            ".logs]\nretain_days = ",
            "| service | first on call | second on call |",
            "| group | practice night |",
            "Phone tree, ",
            '"requests_per_minute": ',
            "## Limits\n",
            "[tool.",
            "dataset,owner\n",
            "[chat export] #",
            "_FREEZE_START=",
            "Meeting agenda, ",
            "LOCALE_",
            ".db]\npool_size = ",
            ".cache]\nttl_minutes = ",
            "GO_TOOLCHAIN_",
            "NODE_RUNTIME_",
            "Text message: ",
            "Sticky note",
        ):
            assert any(mark in t for t in text), mark
        answers = [a for c in self.committed() for a in c["expected"]["answers"]]
        assert any(re.fullmatch(r"[a-z]{2}\d-[a-z]\d", a) for a in answers)
        assert any(re.fullmatch(r"[A-Z][a-z]\d[A-Z][a-z]\d", a) for a in answers)

    def test_the_template_names_hold_fifty_relation_words(self) -> None:
        relations = {
            "licence_reviewer", "kit_steward", "log_retention", "room_capacity", "oncall_order",
            "phone_tree", "api_port", "league_fee", "deploy_region", "practice_night",
            "rate_limit", "members", "python_pin", "season_fee", "dataset_owner", "scorer",
            "deploy_freeze", "warm_up", "default_locale", "shirt_colour", "security_contact",
            "welfare_officer", "backup_key", "locker_code", "domain_renewal", "awards_night",
            "connection_pool", "tent_pitches", "staging_host", "lost_property", "release_day",
            "quiz_night", "incident_channel", "meeting_point", "licence_or", "tour",
            "node_pin", "dinner", "replica_count", "raffle_prizes", "cache_ttl",
            "taster_places", "tech_lead", "captain", "go_pin", "start_time", "status_channel",
            "venue_move", "deploy_day", "social_day",
        }  # fmt: skip
        assert len(relations) == 50
        topics = {c["topic"] for c in self.committed()}
        found = {r for r in relations if any(r in t for t in topics)}
        assert found == relations, sorted(relations - found)
