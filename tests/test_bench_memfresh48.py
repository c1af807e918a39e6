"""Tests of `fresh48`, the forty-eighth blind held-out memory set (its subjects, people, number
words, places and team chat lines live in ``bench.memfresh48_pools``). The shared kits hold it
to what every counted set keeps: the frozen copy is the seeded generator's output; every
expected answer is said by an event; a question names one codename, as does each event it
cites; distractors are said only by uncited events; a stale case ends on a plain correction
that leaves the old value out; continuity asks in a session of its own; recall asks some seven
months on, under nine to eleven team chat lines; and the counts of a case keep their tens and
units digits apart. Each check that could pass on nothing has a planted fault beside it.
What is this set's own stays here: the page's counts on the frozen copy (question kinds and the
two sources each contradiction question names), the surfaces and wordings the page lists, the
fifty relation words in the template names, and the byte-for-byte check."""

from __future__ import annotations

import re

from cairn.bench import memfresh48, memgen

from .memset_counted import CountedSetChecks

# the page's counts on the frozen copy
WHO, YES_NO, AGREE = 40, 25, 10


class TestFresh48(CountedSetChecks):
    module = memfresh48
    in_digits, in_words = 19, 9  # expected two-digit counts
    out_of_order = 107

    # -- what the page counts --------------------------------------------------------------------

    def test_question_kinds_as_the_page_counts_them(self) -> None:
        sources = (
            r"(nginx\.conf|runbook|booking form|organiser's text|package\.json|onboarding doc|"
            r"kit list|captain's email|SECURITY\.md|team page|AGM minutes|membership card|"
            r"release calendar|eng handbook|club website|coach's text|service\.yaml|ops wiki|"
            r"room booking sheet|chair's email)"
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
            "small fix to what i said:",
            "amending my last message:",
            "i'd forgotten",
            "has done for a while",
            "since the clocks changed",
            "the runtime file lags",
            "we moved to a bigger room",
        ):
            assert any(phrase in t for t in low), phrase
        assert any(re.search(r"^\w+: since \d+ \w+ ", t) for t in text)  # a dated correction
        assert any(re.search(r"^\w+: from \d+ \w+, ", t) for t in text)
        for near in (
            "and never have, whatever the old onboarding slides imply",
            "a separate setting from the job runner",
            "personally i'd rather the",
            "the question went unanswered",
            "but it never happened",
            "which only covers opening the connection",
            "if anyone's digging out old photos",
            "and has nothing to do with it now",
            "is happy as it is",
            "not the metrics one",
            "then dropped the idea",
            "nothing to do with the charity",
            "ever opened a second region",
            "only proofread the",
            "disaster recovery copy sits in",
            "if it rains, the",
            "it went nowhere",
            "nobody was keen",
            "shelved",
            "it didn't fly",
            "outvoted",
        ):
            assert any(near in t for t in low), near
        for mark in (
            "\n[pool]\nworkers = ",
            " * * * /srv/",
            "\nproject = ",
            "\n/payments/ @",
            "\n    proxy_read_timeout ",
            '"engines": {"node": "',
            "# Security policy for ",
            "\nmetrics:\n  port: ",
            "\nmax_connections = ",
            'provider "aws" {\n  region = "',
            "\npython-3.",
            "Text from the secretary: ",
            "Text from the leader: ",
            "Text from the trip organiser: ",
            "Text from the coach: ",
            "Email from the committee: ",
            "Email from the captain: ",
            "Email from the chair: ",
        ):
            assert any(mark in t for t in text), mark
        labels = {e["source"]["label"] for c in self.committed() for e in c["events"]}
        assert {"notes", "chat", "message", "side chat", "wiki"} <= labels  # neutral labels
        answers = [a for c in self.committed() for a in c["expected"]["answers"]]
        assert any(re.fullmatch(r"pm-\d[a-z]\d", a) for a in answers)
        assert any(re.fullmatch(r"#[a-z]{3}-[a-z-]+", a) for a in answers)
        assert any(re.fullmatch(r"1\d{6}", a) for a in answers)

    def test_the_template_names_hold_fifty_relation_words(self) -> None:
        relations = {
            "release_signoff", "kit_steward", "worker_count", "raffle_prizes", "backup_start",
            "rehearsal_close", "error_project", "insurance_policy", "code_owners",
            "first_aiders", "proxy_timeout", "coach_seats", "node_release", "shirt_colour",
            "security_contact", "treasurer", "freeze_day", "training_night", "metrics_port",
            "meeting_room", "cert_expiry", "gala_date", "postmortem_ref", "charity_number",
            "max_connections", "hamper_count", "runbook_author", "trophy_engraver",
            "cloud_region", "picnic_site", "search_backend", "tour_island", "handoff_day",
            "jumble_day", "log_retention", "bake_sale", "deploy_cutoff", "bonfire_time",
            "incident_channel", "fete_stall", "upload_limit", "dinner_places", "release_manager",
            "fixtures_secretary", "python_pin", "sunday_start", "status_channel", "muster_point",
            "deploy_day", "litter_pick",
        }  # fmt: skip
        assert len(relations) == 50
        topics = {c["topic"] for c in self.committed()}
        found = {r for r in relations if any(r in t for t in topics)}
        assert found == relations, sorted(relations - found)

    def test_the_frozen_copy_is_the_generator_output_byte_for_byte(self) -> None:
        written = memgen.dumps(memfresh48.generate()).encode("utf-8")
        assert memfresh48.PATH.read_bytes() == written
