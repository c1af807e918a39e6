"""Tests of `fresh42`, the forty-second held-out memory set, written blind; its subjects, people,
values and chat lines live in ``bench.memfresh42_pools``. The kits run the checks every counted
set shares: the frozen copy is byte for byte what the seeded generator writes; some event says
every expected answer; a question names a single codename, and so does each event it cites; only
uncited events say a distractor; a stale case ends on the member's own plain correction, the
latest event, which leaves the old value out; continuity asks in a session of its own about
facts said in two others; recall asks about seven months later, under nine to eleven team chat
lines; and the counts of one case never share a tens or a units digit. The kit pairs each check
that could pass on nothing with a planted fault.
This file keeps what the set's page counts on its frozen copy: the question kinds, the sources
the contradiction questions name, the surfaces and phrasings, the fifty relation words, and the
byte-for-byte check."""

from __future__ import annotations

import re

from cairn.bench import memfresh42, memgen

from .memset_counted import CountedSetChecks

# counted on the frozen copy, as the page gives them
WHO, YES_NO, AGREE = 45, 30, 15


class TestFresh42(CountedSetChecks):
    module = memfresh42
    in_digits, in_words = 17, 11  # expected two-digit counts
    out_of_order = 116

    # -- what the page counts --------------------------------------------------------------------

    def test_question_kinds_as_the_page_counts_them(self) -> None:
        sources = (
            r"(retry\.toml|runbook|constitution|secretary's text|package\.json|README|"
            r"membership form|treasurer's text|CODEOWNERS|design doc|club website|"
            r"chair's message|freeze\.yaml|release calendar|match programme|manager's text|"
            r"ci\.yml|onboarding guide|fixture list|coach's email)"
        )
        self.check_question_kinds(sources, WHO, YES_NO, AGREE)

    def test_the_yes_no_stale_questions_each_name_the_old_value(self) -> None:
        stale = self.dimension("stale_belief_resistance")
        asks_old = [c for c in stale if re.match(r"(is|are|does|do)\b", c["query"]["text"], re.I)]
        assert len(asks_old) == 15
        assert all(c["expected"]["forbidden_answers"][0] in c["query"]["text"] for c in asks_old)

    def test_surfaces_and_phrasings_vary(self) -> None:
        text = [e["content"] for c in self.committed() for e in c["events"]]
        low = [t.lower() for t in text]
        for phrase in (
            "scratch that:",
            "heads up, i was out of date:",
            "turns out that changed:",
            "quick fix to what i said:",
            "small change, my mistake earlier:",
            "ignore my earlier message:",
            "change of plan from me:",
            "correction from me:",
            "update:",
        ):
            assert any(phrase in t for t in low), phrase
        for verb in ("made the cache call for", "was chosen by", "announced the", "was announced by"):  # fmt: skip
            assert any(verb in t for t in text), verb
        assert any("was pencilled in at first, but after the review it went to" in t for t in text)  # fmt: skip
        assert any("offered to be first aider, but" in t for t in text)
        assert any(t.startswith('"Python ') for t in text)  # a quoted old value
        assert any("in the evening" in t for t in text)  # a time said in words
        assert any(" pounds, refunded" in t for t in text)  # an amount said in words
        for mark in (
            "\nMETRICS_PORT=",
            "\n  listen_port: ",
            "\n[i18n]\ndefault_locale = ",
            "\n[retry]\nmax_attempts = ",
            '"engines": { "node": ',
            "\n/auth/ @",
            '  freeze_starts: "',
            "\nci:\n  default_branch: ",
            "| service | cuts the release | signs off the changelog |",
            "| group | opens the hall | locks up |",
            "\n\ngo 1.",
            "Text from the secretary: ",
            "Text from the treasurer: ",
            "Message from the chair: ",
            "Email from the coach: ",
        ):
            assert any(mark in t for t in text), mark
        answers = [a for c in self.committed() for a in c["expected"]["answers"]]
        assert any(re.fullmatch(r"[a-z]{2}\d-[a-z]\d", a) for a in answers)
        assert any(re.fullmatch(r"[A-Z][a-z]\d[A-Z][a-z]\d", a) for a in answers)

    def test_the_template_names_hold_fifty_relation_words(self) -> None:
        relations = {
            "incident_commander", "first_aider", "rate_limit", "minibus_seats", "release_pair",
            "key_holders", "metrics_port", "match_fee", "default_locale", "away_strip",
            "retry_limit", "membership_cap", "node_pin", "kit_deposit", "security_reviewer",
            "welfare_officer", "freeze_start", "warm_up_time", "default_branch",
            "training_ground", "pager_owner", "trophy_keeper", "incident_reference",
            "locker_code", "cert_expiry", "presentation_night", "worker_count", "medal_order",
            "backup_host", "spare_kit_store", "cache_store", "tour_destination", "release_day",
            "subs_deadline", "go_pin", "sponsor_target", "retention_days", "photo_day",
            "handover_time", "fixture_count", "connection_cap", "coach_seats", "product_owner",
            "captain", "python_pin", "kickoff_time", "alerts_channel", "meeting_point",
            "retro_day", "training_night",
        }  # fmt: skip
        assert len(relations) == 50
        topics = {c["topic"] for c in self.committed()}
        found = {r for r in relations if any(r in t for t in topics)}
        assert found == relations, sorted(relations - found)

    def test_the_frozen_copy_is_the_generator_output_byte_for_byte(self) -> None:
        written = memgen.dumps(memfresh42.generate()).encode("utf-8")
        assert memfresh42.PATH.read_bytes() == written
