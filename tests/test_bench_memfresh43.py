"""Tests of `fresh43`, the forty-third held-out memory set, written blind; its subjects, people,
values and team chat lines are in ``bench.memfresh43_pools``. The shared kits hold what every
counted set must pass: the seeded generator writes the frozen copy byte for byte; each expected
answer is said by some event; every question names one codename, as does each event it cites;
distractors are said only by uncited events; a stale case ends on the member's own correction,
said last, without the old value; continuity asks in a session apart from the two that told the
facts; recall asks about seven months on, under nine to eleven team chat lines; and no two counts
of a case share a tens or a units digit. Each check that could pass on nothing has a planted
fault beside it.
Kept here are the counts this set's page gives on its frozen copy (the question kinds, the
sources the contradiction questions name), its surfaces and phrasings, its fifty relation words
and the byte-for-byte check."""

from __future__ import annotations

import re

from cairn.bench import memfresh43, memgen

from .memset_counted import CountedSetChecks

# counted on the frozen copy, as the page gives them
WHO, YES_NO, AGREE = 46, 30, 15


class TestFresh43(CountedSetChecks):
    module = memfresh43
    in_digits, in_words = 19, 11  # expected two-digit counts
    out_of_order = 116

    # -- what the page counts --------------------------------------------------------------------

    def test_question_kinds_as_the_page_counts_them(self) -> None:
        sources = (
            r"(gateway\.toml|ops wiki|rulebook|captain's text|docker-compose\.yml|README|"
            r"joining form|treasurer's note|OWNERS|architecture notes|noticeboard|"
            r"secretary's email|cron\.yaml|ops calendar|gig poster|bandleader's text|"
            r"workflow\.yml|contributing guide|diary|convenor's email)"
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
            "scratch that from me:",
            "update from me:",
            "i was behind the times:",
            "that's changed:",
            "correction on my part:",
            "small change, my fault:",
            "ignore my earlier message:",
            "change of plan from me:",
            "heads up, my mistake:",
            "update:",
        ):
            assert any(phrase in t for t in low), phrase
        for verb in ("made the queue decision for", "queue choice was made by", "announced the", "was announced by"):  # fmt: skip
            assert any(verb in t for t in text), verb
        assert any("was named at first, but after the rota shuffle it passed to" in t for t in text)  # fmt: skip
        assert any("volunteered to be kit manager, but" in t for t in text)
        assert any(t.startswith('"Terraform ') for t in text)  # a quoted old value
        assert any("in the evening" in t for t in text)  # a time said in words
        assert any(re.search(r"subs come to \d+ pounds a year", t) for t in text)  # in words
        for mark in (
            "\nSMTP_PORT=",
            "\nqueue:\n  max_depth: ",
            '\n[deploy]\nregion = "',
            "\n[timeouts]\nupstream_seconds = ",
            "\n    image: postgres:",
            "\n/schema/ @",
            '  window_opens: "',
            "\n  push:\n    branches: [",
            "| service | runs migrations | approves them |",
            "| group | sets out chairs | takes the door |",
            "Text from the captain: ",
            "Text from the bandleader: ",
            "Email from the secretary: ",
            "Email from the convenor: ",
        ):
            assert any(mark in t for t in text), mark
        answers = [a for c in self.committed() for a in c["expected"]["answers"]]
        assert any(re.fullmatch(r"[a-z]{2}\d-[a-z]\d", a) for a in answers)
        assert any(re.fullmatch(r"[A-Z][a-z]\d[A-Z][a-z]\d", a) for a in answers)

    def test_the_template_names_hold_fifty_relation_words(self) -> None:
        relations = {
            "escalation_lead", "kit_manager", "queue_depth", "hall_capacity", "mail_port",
            "tour_fee", "serving_region", "home_colour", "migration_pair", "door_pair",
            "upstream_timeout", "touring_cap", "postgres_release", "annual_subs",
            "schema_approver", "safeguarding_lead", "maintenance_window", "doors_time",
            "release_branch", "rehearsal_venue", "dns_owner", "banner_keeper",
            "outage_reference", "padlock_code", "domain_expiry", "awards_dinner", "shard_count",
            "badge_order", "archive_host", "spares_store", "queue_backend", "away_trip",
            "deploy_day", "kit_deadline", "rust_pin", "raffle_target", "trace_retention",
            "social_headcount", "standup_time", "tournament_entries", "replica_cap",
            "final_tickets", "tech_lead", "section_leader", "terraform_pin", "rehearsal_start",
            "alert_channel", "car_share_pickup", "demo_day", "practice_night",
        }  # fmt: skip
        assert len(relations) == 50
        topics = {c["topic"] for c in self.committed()}
        found = {r for r in relations if any(r in t for t in topics)}
        assert found == relations, sorted(relations - found)

    def test_the_frozen_copy_is_the_generator_output_byte_for_byte(self) -> None:
        written = memgen.dumps(memfresh43.generate()).encode("utf-8")
        assert memfresh43.PATH.read_bytes() == written
