"""Tests of `fresh44`, the forty-fourth held-out memory set, written blind; its subjects, people,
values and team chat lines live in ``bench.memfresh44_pools``. What every counted set must pass
comes from the shared kits: the frozen copy is what the seeded generator writes; each expected
answer is said by some event; a question names one codename and so does every event it cites;
only uncited events say a distractor; a stale case closes on the member's own correction, the
latest event, which leaves the old value out; continuity asks in a session neither fact was
told in; recall asks seven months on, under nine to eleven team chat lines; and no two counts of
a case share a tens or a units digit. A check that could pass on nothing has a planted fault
beside it.
This file keeps what the set's page counts on the frozen copy (the kinds of question, the
sources each contradiction question names), the surfaces and phrasings it promises, the fifty
relation words of its templates, and the byte-for-byte check."""

from __future__ import annotations

import re

from cairn.bench import memfresh44, memgen

from .memset_counted import CountedSetChecks

# as the page counts them on the frozen copy
WHO, YES_NO, AGREE = 46, 30, 15


class TestFresh44(CountedSetChecks):
    module = memfresh44
    in_digits, in_words = 21, 10  # expected two-digit counts
    out_of_order = 110

    # -- what the page counts --------------------------------------------------------------------

    def test_question_kinds_as_the_page_counts_them(self) -> None:
        sources = (
            r"(app\.yaml|runbook|rules sheet|organiser's text|package\.json|onboarding guide|"
            r"price list|treasurer's email|SECURITY\.md|team wiki|club website|chair's email|"
            r"backup\.timer|backup plan|flyer|secretary's text|freeze\.yaml|release calendar|"
            r"fixtures booklet|leader's email)"
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
            "correction from me:",
            "scrap what i said:",
            "i was out of date:",
            "my mistake, that's old news:",
            "correction on that:",
            "small fix from me:",
            "ignore what i said before:",
            "change from me:",
            "heads up, my fault:",
            "quick update from my side:",
        ):
            assert any(phrase in t for t in low), phrase
        for verb in ("made the call on the", "cache choice was", "set the", "was set by"):
            assert any(verb in t for t in text), verb
        assert any("was pencilled in at first, but when the rota was redrawn the pager went to" in t for t in text)  # fmt: skip
        assert any("handed the signing keys over, so" in t for t in text)
        assert any(t.startswith('"Python ') for t in text)  # a quoted old value
        assert any("in the evening" in t for t in text)  # a time said in words
        assert any(re.search(r"it's \d+ quid a session", t) for t in text)  # an amount in quid
        for mark in (
            "\nMETRICS_PORT=",
            "\nrate_limit:\n  per_client_per_second: ",
            "\nFROM ",
            "\ndatabase:\n  pool_size: ",
            '"engines": { "node": "',
            "\nPlease report vulnerabilities privately to ",
            "\n[Timer]\nOnCalendar=*-*-* ",
            "\nchange_freeze:\n  starts: ",
            "| service | writes release notes | signs them off |",
            "| group | puts the kettle on | locks up after |",
            "Text from the organiser: ",
            "Text from the secretary: ",
            "Email from the treasurer: ",
            "Email from the chair: ",
            "Email from the leader: ",
        ):
            assert any(mark in t for t in text), mark
        answers = [a for c in self.committed() for a in c["expected"]["answers"]]
        assert any(re.fullmatch(r"[a-z]{2}-\d[a-z]\d", a) for a in answers)
        assert any(re.fullmatch(r"[A-Z][a-z]\d[A-Z][a-z]\d", a) for a in answers)

    def test_the_template_names_hold_fifty_relation_words(self) -> None:
        relations = {
            "pager_owner", "minibus_booker", "rate_limit", "waiting_list", "metrics_port",
            "kit_deposit", "base_image", "away_colour", "release_notes_pair", "lockup_pair",
            "pool_size", "squad_size", "node_release", "session_fee", "security_contact",
            "first_aider", "backup_time", "showcase_start", "freeze_day", "meeting_point",
            "key_holder", "trophy_keeper", "incident_ticket", "hall_booking", "cert_expiry",
            "fete_date", "worker_count", "tshirt_order", "backup_bucket", "marquee_store",
            "cache_backend", "season_venue", "release_weekday", "fees_deadline", "go_pin",
            "bake_sale_target", "log_retention", "quiz_headcount", "retro_time",
            "programme_print", "conn_cap", "coach_seats", "product_owner", "team_captain",
            "python_pin", "warmup_time", "deploy_channel", "kit_pickup", "planning_day",
            "social_night",
        }  # fmt: skip
        assert len(relations) == 50
        topics = {c["topic"] for c in self.committed()}
        found = {r for r in relations if any(r in t for t in topics)}
        assert found == relations, sorted(relations - found)

    def test_the_frozen_copy_is_the_generator_output_byte_for_byte(self) -> None:
        written = memgen.dumps(memfresh44.generate()).encode("utf-8")
        assert memfresh44.PATH.read_bytes() == written
