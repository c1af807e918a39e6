"""Tests of `fresh39`, the thirty-ninth held-out memory set (written blind; pools in
``bench.memfresh39_pools``, chat lines in ``bench.memfresh39_chat``). The shared kit's checks come
first, among them that the frozen copy is the generator's output byte for byte. The checks here
hold the set to its page: each expected answer is stated by an event; each question names one
codename, and so does every event it cites; only uncited events state a distractor; a stale case
ends on a plain correction, said last, that leaves out the replaced value; continuity asks in a
third session about facts from two others; recall asks seven months on, under nine to eleven team
chat lines; the counts of one case share no tens or units digit; and the question kinds, surfaces
and relation words the page counts are found on the frozen copy. Where a check could pass
vacuously, a planted fault beside it shows it fails.
The checks it shares word for word with `fresh38` run from ``tests.memset_counted``; the
page's counts of question kinds, surfaces and relation words stay here."""

from __future__ import annotations

import re

from cairn.bench import memfresh39

from .memset_counted import CountedSetChecks

# counted on the frozen copy, as the page gives them
WHO, YES_NO, AGREE = 44, 30, 15


class TestFresh39(CountedSetChecks):
    module = memfresh39
    in_digits, in_words = 14, 14  # expected two-digit counts
    out_of_order = 124

    # -- what the page counts --------------------------------------------------------------------

    def test_question_kinds_as_the_page_counts_them(self) -> None:
        sources = (
            r"(uploads\.json|API guide|whiteboard photo|coach's email|Gemfile|onboarding doc|"
            r"membership form|treasurer's email|team\.yaml|Slack export|club handbook|"
            r"WhatsApp export|ops wiki table|on-call email|fixture list|referee's text|"
            r"settings\.ini|deploy guide|programme|club bulletin)"
        )
        self.check_question_kinds(sources, WHO, YES_NO, AGREE)

    def test_surfaces_and_phrasings_vary(self) -> None:
        text = [e["content"] for c in self.committed() for e in c["events"]]
        low = [t.lower() for t in text]
        for phrase in ("correction:", "ignore my last —", "update:", "small change:", "let's go"):
            assert any(phrase in t for t in low), phrase
        for verb in ("runs the", "is run by", "chose the", "was picked by"):
            assert any(verb in t for t in text), verb
        assert any("offered to review" in t and "though in the end the reviews went to" in t for t in text)  # fmt: skip
        assert any("was on the list until" in t and "took the course and took over" in t for t in text)  # fmt: skip
        for mark in (
            "METRICS_PORT_",
            "service,metrics_port\n",
            ".http]\ntimeout_seconds = ",
            "| service | first approver | second approver |",
            "| group | training day |",
            '"max_upload_mb": ',
            'ruby "3.',
            "escalation_manager: ",
            "[Slack export] #",
            "[WhatsApp export] ",
            "| service | backup window opens |",
            "timezone = ",
            ".workers]\nthreads = ",
            ".storage]\nshards = ",
            "JAVA_RUNTIME_",
            ".retries]\nmax_attempts = ",
            ".failover]\nregion = ",
            "Whiteboard photo: ",
            "Email from the coach: ",
        ):
            assert any(mark in t for t in text), mark
        answers = [a for c in self.committed() for a in c["expected"]["answers"]]
        assert any(re.fullmatch(r"[a-z]{2}\d-[a-z]\d", a) for a in answers)
        assert any(re.fullmatch(r"[A-Z][a-z]\d[A-Z][a-z]\d", a) for a in answers)

    def test_the_template_names_hold_fifty_relation_words(self) -> None:
        relations = {
            "schema_reviewer", "first_aider", "request_timeout", "coach_seats",
            "rollback_approvers", "key_holders", "metrics_port", "hall_fee", "failover_region",
            "training_day", "upload_limit", "squad_size", "ruby_pin", "membership_fee",
            "escalation_manager", "kit_manager", "backup_window", "kickoff_time", "timezone",
            "mascot", "privacy_contact", "safeguarding_lead", "signing_key", "gate_code",
            "cert_expiry", "trophy_day", "worker_threads", "programme_copies", "bastion_host",
            "spare_kit", "maintenance", "bake_sale", "alert_channel", "coach_pickup", "broker",
            "charity", "java_pin", "party_venue", "shard_count", "sponsors", "retry_limit",
            "entry_cap", "release_manager", "treasurer", "postgres_pin", "meet_time",
            "paging_channel", "training_venue", "patch_day", "kit_wash",
        }  # fmt: skip
        assert len(relations) == 50
        topics = {c["topic"] for c in self.committed()}
        found = {r for r in relations if any(r in t for t in topics)}
        assert found == relations, sorted(relations - found)
