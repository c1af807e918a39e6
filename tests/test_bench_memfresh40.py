"""Tests of `fresh40`, the fortieth held-out memory set, written blind (its pools and chat lines
are in ``bench.memfresh40_pools``). The shared kit runs first; among its checks, the frozen copy
must equal what the generator writes. The checks below hold the set to what its page promises:
an event says every expected answer; a question names exactly one codename, which every event it
cites names too; distractors come only from events nobody cites; a stale case ends on a plain
correction, latest of all, that does not say the value it replaces; continuity asks in a third
session about facts said in two others; recall asks about seven months on, under nine to eleven
team chat lines; no two counts of a case share a tens or a units digit; and the question kinds,
surfaces and relation words the page counts are there in the frozen copy. A check that could pass
on nothing has a planted fault beside it that it must catch.
The checks it shares word for word with `fresh38` and `fresh39` run from
``tests.memset_counted``; the page's counts of question kinds, surfaces and relation words
stay here."""

from __future__ import annotations

import re

from cairn.bench import memfresh40

from .memset_counted import CountedSetChecks

# counted on the frozen copy, as the page gives them
WHO, YES_NO, AGREE = 44, 30, 15


class TestFresh40(CountedSetChecks):
    module = memfresh40
    in_digits, in_words = 19, 9  # expected answers that are two-digit counts
    out_of_order = 114

    # -- what the page counts --------------------------------------------------------------------

    def test_question_kinds_as_the_page_counts_them(self) -> None:
        sources = (
            r"(retention policy|runbook|sign-up sheet|chair's email|package\.json|setup guide|"
            r"poster|treasurer's text|env file|meeting agenda|wiki table|sticky note|"
            r"freeze\.csv|release email|noticeboard|captain's text|pyproject\.toml|README|"
            r"kit order form|committee minutes)"
        )
        self.check_question_kinds(sources, WHO, YES_NO, AGREE)

    def test_surfaces_and_phrasings_vary(self) -> None:
        text = [e["content"] for c in self.committed() for e in c["events"]]
        low = [t.lower() for t in text]
        for phrase in ("correction:", "ignore my last —", "update:", "small change:", "let's go"):
            assert any(phrase in t for t in low), phrase
        for verb in ("keeps the", "is kept by", "planned the", "was planned by"):
            assert any(verb in t for t in text), verb
        assert any("was put down as owner of" in t and "has since passed to" in t for t in text)
        assert any("volunteered first, but" in t and "holds the role" in t for t in text)
        for mark in (
            "ADMIN_PORT_",
            "_ADMIN_PORT=",
            "service,freeze_starts\n",
            ".ratelimit]\nrequests_per_minute = ",
            "| service | first on call | second on call |",
            "| group | drives out | drives back |",
            "| group | captain |",
            '"engines": {"node": "',
            '[project]\nlicense = "',
            "_SECURITY_REVIEWER=",
            ".backup]\nregion = ",
            ".db]\npool_size = ",
            "[i18n]\ndefault_locale = ",
            "Sticky note on the fridge: ",
            "Text from the captain: ",
            "Email from the chair: ",
        ):
            assert any(mark in t for t in text), mark
        answers = [a for c in self.committed() for a in c["expected"]["answers"]]
        assert any(re.fullmatch(r"[a-z]{2}\d-[a-z]\d", a) for a in answers)
        assert any(re.fullmatch(r"[A-Z][a-z]\d[A-Z][a-z]\d", a) for a in answers)

    def test_the_template_names_hold_fifty_relation_words(self) -> None:
        relations = {
            "dataset_owner", "welfare_officer", "rate_limit", "hall_capacity", "on_call_order",
            "minibus_drivers", "admin_port", "pitch_fee", "backup_region", "practice_day",
            "log_retention", "member_cap", "node_pin", "entry_fee", "security_reviewer",
            "captain", "freeze_start", "warmup_time", "licence", "club_colour",
            "registrar_login", "minute_book", "api_key_entry", "shed_code", "domain_renewal",
            "agm_date", "connection_pool", "raffle_tickets", "build_runner", "trophy_cabinet",
            "proxy_port", "lift_point", "worker_language", "away_trip", "rota_handover",
            "training_night", "envoy_pin", "dinner_venue", "queue_retention", "volunteers",
            "page_size", "ticket_allocation", "incident_commander", "secretary", "python_pin",
            "session_start", "default_locale", "meeting_place", "release_day", "kit_check",
        }  # fmt: skip
        assert len(relations) == 50
        topics = {c["topic"] for c in self.committed()}
        found = {r for r in relations if any(r in t for t in topics)}
        assert found == relations, sorted(relations - found)
