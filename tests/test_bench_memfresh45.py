"""Tests of `fresh45`, the forty-fifth blind held-out memory set (its subjects, people, values
and team chat lines are in ``bench.memfresh45_pools``). The shared kits check what every counted
set must hold: the generator writes the frozen copy again byte for byte; some event says every
expected answer; each question names one codename, as does each event it cites; distractors live
only in uncited events; a stale case ends on the member's own plain correction, which leaves the
old value out; continuity asks in a session where neither fact was said; recall asks about seven
months on, under nine to eleven team chat lines; and a case's counts never share a tens or a
units digit. Checks that could pass on nothing sit beside a planted fault.
What stays here is what the set's page counts on the frozen copy (question kinds and the two
sources each contradiction question names), the surfaces and phrasings the page promises, the
fifty relation words in the template names, and the byte-for-byte check."""

from __future__ import annotations

import re

from cairn.bench import memfresh45, memgen

from .memset_counted import CountedSetChecks

# as the page counts them on the frozen copy
WHO, YES_NO, AGREE = 46, 30, 15


class TestFresh45(CountedSetChecks):
    module = memfresh45
    in_digits, in_words = 22, 9  # expected two-digit counts
    out_of_order = 123

    # -- what the page counts --------------------------------------------------------------------

    def test_question_kinds_as_the_page_counts_them(self) -> None:
        sources = (
            r"(deploy\.yaml|scaling notes|squad sheet|captain's text|versions\.tf|"
            r"platform handbook|membership form|secretary's email|PRIVACY\.md|team handbook|"
            r"noticeboard|committee email|scheduler\.yaml|ops notes|poster|convenor's text|"
            r"maintenance\.yaml|status page|programme|chair's email)"
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
            "let me walk that back:",
            "forget my last message:",
            "wrong on my part:",
            "bit behind there, sorry:",
            "putting that right:",
            "had that backwards:",
            "retracting that:",
            "own goal from me:",
            "stand corrected:",
            "mea culpa:",
        ):
            assert any(phrase in t for t in low), phrase
        for verb in ("made the call on the", "broker choice was", "fixed the", "was fixed by"):
            assert any(verb in t for t in text), verb
        assert any(
            "since the spring handover the out-of-hours escalations go to" in t for t in text
        )
        assert any("set the vault up, but" in t for t in text)
        assert any(t.startswith('"Ruby ') for t in text)  # a quoted old value
        assert any("in the evening" in t for t in text)  # a time said in words
        assert any(re.search(r"comes to \d+ pounds a year", t) for t in text)  # pounds in words
        for mark in (
            "\n[worker]\nmax_queued_jobs = ",
            "\nHEALTHCHECK_PORT=",
            ":\n  liveness:\n    port: ",
            '\nprimary_region = "',
            "\nreplicas: ",
            '\n  required_version = "',
            "\n\nData protection requests are handled by ",
            '-report:\n  runs_at: "',
            ":\n  maintenance_window: ",
            "| service | starts a rollback | confirms it |",
            "| group | sells the raffle tickets | draws the winners |",
            "Text from the captain: ",
            "Text from the convenor: ",
            "Email from the secretary: ",
            "Email from the committee: ",
            "Email from the chair: ",
        ):
            assert any(mark in t for t in text), mark
        answers = [a for c in self.committed() for a in c["expected"]["answers"]]
        assert any(re.fullmatch(r"chg-\d[a-z]\d", a) for a in answers)
        assert any(re.fullmatch(r"[A-Z][a-z]\d[A-Z][a-z]\d", a) for a in answers)

    def test_the_template_names_hold_fifty_relation_words(self) -> None:
        relations = {
            "escalation_lead", "van_driver", "queue_depth", "reserve_list", "health_port",
            "locker_fee", "deploy_region", "home_shirt", "rollback_pair", "raffle_pair",
            "replica_count", "crew_size", "terraform_version", "annual_sub", "dpo_contact",
            "welfare_officer", "report_time", "session_start", "maintenance_day",
            "session_room", "vault_admin", "banner_keeper", "change_ref", "grant_ref",
            "domain_renewal", "gala_date", "shard_count", "badge_order", "archive_bucket",
            "gear_store", "queue_broker", "dinner_venue", "deploy_day", "subs_deadline",
            "rust_pin", "raffle_target", "metric_retention", "supper_headcount",
            "standup_time", "card_print", "worker_cap", "boat_places", "tech_lead",
            "club_secretary", "ruby_pin", "practice_start", "alert_channel", "parking_spot",
            "demo_day", "committee_night",
        }  # fmt: skip
        assert len(relations) == 50
        topics = {c["topic"] for c in self.committed()}
        found = {r for r in relations if any(r in t for t in topics)}
        assert found == relations, sorted(relations - found)

    def test_the_frozen_copy_is_the_generator_output_byte_for_byte(self) -> None:
        written = memgen.dumps(memfresh45.generate()).encode("utf-8")
        assert memfresh45.PATH.read_bytes() == written
