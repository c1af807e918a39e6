"""Tests of `fresh46`, the forty-sixth blind held-out memory set, whose subjects, people, number
words and team chat lines live in ``bench.memfresh46_pools``. The shared kits hold what every
counted set is held to: the seeded generator writes the frozen copy again; every expected
answer is said by some event; a question names one codename and so does every event it cites;
distractors are said only by events that are not cited; a stale case closes on the member's own
plain correction, which never repeats the value it replaces; continuity asks in a session in
which neither fact was said; recall asks some seven months later under nine to eleven team chat
lines; and no two counts of a case share a tens or a units digit. Every check that could pass on
nothing has a planted fault beside it.
Kept here: what the set's page counts on the frozen copy (question kinds, and the two sources
each contradiction question names), the surfaces and phrasings the page lists, the fifty
relation words in the template names, and the byte-for-byte check of the frozen copy."""

from __future__ import annotations

import re

from cairn.bench import memfresh46, memgen

from .memset_counted import CountedSetChecks

# the page's counts on the frozen copy
WHO, YES_NO, AGREE = 44, 30, 15


class TestFresh46(CountedSetChecks):
    module = memfresh46
    in_digits, in_words = 20, 11  # expected two-digit counts
    out_of_order = 124

    # -- what the page counts --------------------------------------------------------------------

    def test_question_kinds_as_the_page_counts_them(self) -> None:
        sources = (
            r"(gunicorn\.conf\.py|tuning notes|booking sheet|organiser's text|pyproject\.toml|"
            r"onboarding guide|entry form|treasurer's email|SECURITY\.md|engineering handbook|"
            r"club website|conductor's email|backup\.timer|backup runbook|flyer|"
            r"director's text|release\.yaml|release calendar|season card|bookings email)"
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
            "ignore what i said:",
            "i got that wrong:",
            "out of date, sorry:",
            "small fix to my earlier message:",
            "let me correct myself:",
            "update, and my mistake:",
            "disregard my last:",
            "correction:",
            "my error:",
        ):
            assert any(phrase in t for t in low), phrase
        for verb in (
            "made the decision on the",
            "cache engine decision was",
            "fixed the",
            "was fixed by",
            "is being run by",
            "were taken by",
        ):
            assert any(verb in t for t in text), verb
        assert any("from the autumn rotation onward the backup pager stays with" in t for t in text)
        assert any("is named on the insurance for it" in t for t in text)
        assert any("set up the certificate renewals at the start, but" in t for t in text)
        assert any(t.startswith('"Go ') for t in text)  # a quoted old value
        assert any("in the evening" in t for t in text)  # a time said in words
        assert any(re.search(r"comes to \d+ pounds", t) for t in text)  # pounds in words
        for mark in (
            "\n[retries]\nmax_attempts = ",
            "    static_configs:\n      - targets: [",
            '\nfailover_region = "',
            "\nworkers = ",
            '\nrequires-python = ">=',
            "\n\nPlease report vulnerabilities privately to ",
            "\n[Timer]\nOnCalendar=*-*-* ",
            "\nrelease:\n  code_freeze: ",
            '\ndeploy_channel: "#',
            "| service | signs off the release | presses deploy |",
            "| group | runs the tombola | counts the takings |",
            "Text from the organiser: ",
            "Text from the musical director: ",
            "Email from the treasurer: ",
            "Email from the conductor: ",
            "Email from bookings: ",
        ):
            assert any(mark in t for t in text), mark
        answers = [a for c in self.committed() for a in c["expected"]["answers"]]
        assert any(re.fullmatch(r"inc-\d[a-z]\d", a) for a in answers)
        assert any(re.fullmatch(r"[A-Z][a-z]\d[A-Z][a-z]\d", a) for a in answers)

    def test_the_template_names_hold_fifty_relation_words(self) -> None:
        relations = {
            "pager_owner", "minibus_driver", "retry_limit", "waiting_list", "metrics_port",
            "hall_hire", "failover_region", "stage_colour", "release_approvers", "tombola_pair",
            "thread_count", "coach_seats", "python_version", "entry_fee", "security_contact",
            "first_aider", "backup_time", "rehearsal_start", "freeze_day", "performance_venue",
            "cert_owner", "trophy_keeper", "incident_ref", "permit_ref", "licence_expiry",
            "show_date", "partition_count", "programme_print", "snapshot_bucket",
            "music_cupboard", "cache_engine", "outing_venue", "cutover_day", "fees_due",
            "node_pin", "bake_sale", "log_retention", "lunch_count", "retro_slot", "poster_run",
            "pool_size", "hut_beds", "product_owner", "club_treasurer", "go_pin", "warmup_time",
            "deploy_channel", "meeting_point", "planning_day", "social_night",
        }  # fmt: skip
        assert len(relations) == 50
        topics = {c["topic"] for c in self.committed()}
        found = {r for r in relations if any(r in t for t in topics)}
        assert found == relations, sorted(relations - found)

    def test_the_frozen_copy_is_the_generator_output_byte_for_byte(self) -> None:
        written = memgen.dumps(memfresh46.generate()).encode("utf-8")
        assert memfresh46.PATH.read_bytes() == written
