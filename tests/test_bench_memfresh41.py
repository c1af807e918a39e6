"""Tests of `fresh41`, the forty-first held-out memory set, written blind (subjects, people, value
pools and chat lines in ``bench.memfresh41_pools``). The shared checks run from the kits: the
frozen copy must be what the seeded generator writes, byte for byte; every expected answer is
stated somewhere; a question names one codename and its cited events name it too; a distractor
is only ever said by an event nobody cites; a stale case closes on a plain correction, said
last, that never says the value it replaces; continuity asks in a third session about facts
from two others; recall asks seven months on, under nine to eleven team chat lines; and one
case's counts share no tens or units digit. Each check that could pass on an empty set has a
planted fault beside it in the kit.
What stays here is what this set's page counts on its frozen copy: its question kinds, its
sources, surfaces and phrasings, its relation words, and its byte-for-byte frozen check."""

from __future__ import annotations

import re

from cairn.bench import memfresh41, memgen

from .memset_counted import CountedSetChecks

# counted on the frozen copy, as the page gives them
WHO, YES_NO, AGREE = 45, 30, 15


class TestFresh41(CountedSetChecks):
    module = memfresh41
    in_digits, in_words = 17, 11  # expected two-digit counts
    out_of_order = 113

    # -- what the page counts --------------------------------------------------------------------

    def test_question_kinds_as_the_page_counts_them(self) -> None:
        sources = (
            r"(settings\.toml|ops handbook|club rules|chair's email|rust-toolchain\.toml|"
            r"contributing guide|race flyer|organiser's text|CODEOWNERS|sprint agenda|"
            r"noticeboard|chair's text|maintenance\.yaml|status page|fixture card|"
            r"secretary's text|Dockerfile|deploy notes|term card|coach's text)"
        )
        self.check_question_kinds(sources, WHO, YES_NO, AGREE)

    def test_the_stale_questions_name_the_old_value_on_one_wording_only(self) -> None:
        stale = self.dimension("stale_belief_resistance")
        asks_old = [c for c in stale if re.match(r"(is|are|does|do)\b", c["query"]["text"], re.I)]
        assert len(asks_old) == 15
        assert all(c["expected"]["forbidden_answers"][0] in c["query"]["text"] for c in asks_old)

    def test_surfaces_and_phrasings_vary(self) -> None:
        text = [e["content"] for c in self.committed() for e in c["events"]]
        low = [t.lower() for t in text]
        for phrase in ("correction:", "ignore my last —", "update:", "small change:", "let's go"):
            assert any(phrase in t for t in low), phrase
        for verb in ("made the broker call for", "was picked by", "announced the", "was announced by"):  # fmt: skip
            assert any(verb in t for t in text), verb
        assert any("was first in line to approve" in t and "in the end the approvals went to" in t for t in text)  # fmt: skip
        assert any("offered first, but" in t and "took it on" in t for t in text)
        assert any("was headed for" in t and "the signed-off plan keeps it in" in t for t in text)  # fmt: skip
        assert any("used to have its social on" in t and "since the autumn" in t for t in text)
        for mark in (
            "\nDEBUG_PORT_",
            "_DEBUG_PORT=",
            ".session]\ntimeout_minutes = ",
            '[toolchain]\nchannel = "',
            "\n/ui/ @",
            '  window_opens: "',
            "\nFROM ",
            '.archive]\nregion = "',
            "| service | runs the restore test | signs it off |",
            "| group | brings the tea | brings the cake |",
            "\nCRON_TZ=",
            'required_version = "~> ',
            "[billing]\ndefault_currency = ",
            "Text from the coach: ",
            "Email from the chair: ",
            "Text from the organiser: ",
        ):
            assert any(mark in t for t in text), mark
        answers = [a for c in self.committed() for a in c["expected"]["answers"]]
        assert any(re.fullmatch(r"[a-z]{2}\d-[a-z]\d", a) for a in answers)
        assert any(re.fullmatch(r"[A-Z][a-z]\d[A-Z][a-z]\d", a) for a in answers)

    def test_the_template_names_hold_fifty_relation_words(self) -> None:
        relations = {
            "dependency_approver", "kit_steward", "concurrency_limit", "campsite_pitches",
            "restore_checkers", "tea_rota", "debug_port", "annual_subs", "archive_region",
            "social_night", "session_timeout", "team_sheet", "rust_pin", "race_fee",
            "accessibility_reviewer", "safety_officer", "maintenance_window", "meet_time",
            "base_image", "practice_day", "status_page_login", "banner_keeper", "change_ticket",
            "wifi_password", "licence_renewal", "gala_date", "replica_count", "badge_order",
            "cron_host", "archive_boxes", "broker_choice", "practice_spot", "code_freeze_day",
            "order_deadline", "terraform_pin", "fundraiser_target", "cron_timezone",
            "hoodie_colour", "alert_threshold", "raffle_prizes", "snapshot_count", "trip_places",
            "tech_lead", "chair", "php_pin", "finish_time", "default_currency", "drop_off_point",
            "dependency_update_day", "litter_pick",
        }  # fmt: skip
        assert len(relations) == 50
        topics = {c["topic"] for c in self.committed()}
        found = {r for r in relations if any(r in t for t in topics)}
        assert found == relations, sorted(relations - found)

    def test_the_frozen_copy_is_the_generator_output_byte_for_byte(self) -> None:
        written = memgen.dumps(memfresh41.generate()).encode("utf-8")
        assert memfresh41.PATH.read_bytes() == written
