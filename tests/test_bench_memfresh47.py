"""Tests of `fresh47`, the forty-seventh blind held-out memory set (its subjects, people, number
words and team chat lines are in ``bench.memfresh47_pools``). What every counted set is held to
comes from the shared kits: the frozen copy is what the seeded generator writes; each expected
answer is said by some event; a question names a single codename, and so does each event it
cites; only uncited events say a distractor; a stale case ends on the member's own plain
correction, which leaves out the value it replaces; continuity asks in a session where neither
fact was said; recall asks some seven months on, under nine to eleven team chat lines; and the
counts of a case share no tens and no units digit. A check that could pass vacuously has a
planted fault beside it.
This file keeps what is this set's own: the page's counts on the frozen copy (question kinds,
and the two sources each contradiction question names), the surfaces and phrasings the page
lists, the fifty relation words in the template names, and the byte-for-byte check."""

from __future__ import annotations

import re

from cairn.bench import memfresh47, memgen

from .memset_counted import CountedSetChecks

# the page's counts on the frozen copy
WHO, YES_NO, AGREE = 42, 30, 15


class TestFresh47(CountedSetChecks):
    module = memfresh47
    in_digits, in_words = 19, 9  # expected two-digit counts
    out_of_order = 112

    # -- what the page counts --------------------------------------------------------------------

    def test_question_kinds_as_the_page_counts_them(self) -> None:
        sources = (
            r"(deployment\.yaml|scaling notes|hire form|secretary's text|docker-compose\.yml|"
            r"database guide|poster|chair's email|PRIVACY\.md|compliance wiki|noticeboard|"
            r"committee email|schedule\.yaml|ops handbook|programme|leader's text|"
            r"renovate\.json|maintenance page|inventory sheet|caretaker's email)"
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
            "correcting what i posted:",
            "my mistake earlier:",
            "i was behind the times:",
            "let me fix that:",
            "ignore my earlier note:",
            "update, my bad:",
            "sorry, that changed:",
            "correction:",
            "scratch my earlier message:",
            "i had that wrong:",
        ):
            assert any(phrase in t for t in low), phrase
        for verb in (
            "made the call on the",
            "queue backend call was",
            "fixed the",
            "was fixed by",
            "is being organised by",
            "were sold by",
        ):
            assert any(verb in t for t in text), verb
        assert any("but since launch every escalation goes to" in t for t in text)
        assert any("from now on the keys are kept by" in t for t in text)
        assert any("dashboards together at the start, but" in t for t in text)
        assert any(t.startswith('"Ruby ') for t in text)  # a quoted old value
        assert any("in the evening" in t for t in text)  # a time said in words
        assert any(re.search(r"comes to \d+ pounds", t) for t in text)  # pounds in words
        for mark in (
            "\n[queue]\nalert_depth = ",
            "\nCRON_TZ=",
            "\ndeploy:\n  branch: ",
            "\nspec:\n  replicas: ",
            "    image: postgres:",
            "\n\nData subject requests for ",
            '\nlog_rotation:\n  run_at: "',
            '"schedule": ["on ',
            'resource "aws_s3_bucket" "audit"',
            "| service | reviews migrations | merges migrations |",
            "| group | chairs meetings | takes minutes |",
            "Text from the secretary: ",
            "Text from the leader: ",
            "Email from the chair: ",
            "Email from the committee: ",
            "Email from the caretaker: ",
        ):
            assert any(mark in t for t in text), mark
        answers = [a for c in self.committed() for a in c["expected"]["answers"]]
        assert any(re.fullmatch(r"chg-\d[a-z]\d", a) for a in answers)
        assert any(re.fullmatch(r"[A-Z][a-z]\d[A-Z][a-z]\d", a) for a in answers)

    def test_the_template_names_hold_fifty_relation_words(self) -> None:
        relations = {
            "escalation_lead", "key_holder", "queue_alert_depth", "stand_count", "deploy_branch",
            "annual_subs", "cron_timezone", "committee_day", "migration_pair", "meeting_roles",
            "replica_count", "chair_count", "postgres_version", "ticket_price", "privacy_contact",
            "librarian", "rotation_time", "concert_start", "update_day", "instrument_store",
            "dashboard_owner", "banner_keeper", "change_ref", "grant_ref", "domain_expiry",
            "anniversary_date", "shard_count", "residential_signups", "audit_bucket",
            "costume_store", "broker_choice", "retreat_venue", "maintenance_day", "outreach_day",
            "rust_pin", "walk_target", "backup_retention", "ceilidh_tickets", "standup_time",
            "coffee_morning", "rate_limit", "summer_school_cap", "tech_lead", "club_secretary",
            "ruby_pin", "doors_time", "alerts_channel", "carshare_point", "release_day",
            "quiz_night",
        }  # fmt: skip
        assert len(relations) == 50
        topics = {c["topic"] for c in self.committed()}
        found = {r for r in relations if any(r in t for t in topics)}
        assert found == relations, sorted(relations - found)

    def test_the_frozen_copy_is_the_generator_output_byte_for_byte(self) -> None:
        written = memgen.dumps(memfresh47.generate()).encode("utf-8")
        assert memfresh47.PATH.read_bytes() == written
