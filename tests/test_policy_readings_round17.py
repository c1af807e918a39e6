"""Readings of the seventeenth round (fresh20 read as a dev set): each attack beside a control.

A settings key ending in its unit gives a share ("ALERT_PCT=81"), a job's slug names its
words, a base form closing a phrase after a preposition is a noun, a duration and a count of
things are two attributes, a closed-class word opening a line is no name, a record opening
with "new X for Y:" updates what it names, a draft "not adopted" is turned down, a proposal is
no value where a record holds as much of the question, an approximate figure is stated, the
phrase a name opens sets another job of the same project apart, two sources a question names
are compared, and one measure written twice corroborates.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from cairn.bench import hexis_adapter, hexis_stance, hexis_subjects, hexis_terms
from cairn.model import Kind, Memory, Review, ScopeLevel, Status
from cairn.policy import facts, measures, questions, recency, stance_words, updates
from cairn.policy.tokens import tokenize


def _case(events: list[tuple[str, str, str, str]], question: str) -> dict[str, Any]:
    return {
        "case_id": "round17",
        "dimension": "cross_session_continuity",
        "events": [
            {
                "event_id": f"round17-{eid}",
                "session_id": f"s-{eid}",
                "at": at,
                "kind": "observe",
                "source": {"kind": "chat", "label": label},
                "content": text,
            }
            for eid, at, label, text in events
        ],
        "query": {"session_id": "q", "at": "2027-01-20T09:00:00Z", "text": question},
        "expected": {"answers": [], "citations": [], "contradictions": []},
    }


def _answer(
    tmp_path: Path, events: list[tuple[str, str, str, str]], question: str
) -> tuple[set[str], set[str]]:
    got = hexis_adapter.answer_case(_case(events, question), tmp_path / "s.db")
    cited = {c.removeprefix("round17-") for c in got["citations"]}
    flagged = {c.removeprefix("round17-") for c in got["contradictions"]}
    return cited, flagged


def _memory(text: str) -> Memory:
    return Memory(
        id=f"m{abs(hash(text))}",
        namespace="bench:t",
        scope=ScopeLevel.USER,
        kind=Kind.FACT,
        text=text,
        claim_key=text,
        status=Status.ACTIVE,
        review=Review.UNREVIEWED,
        confidence=0.8,
        evidence_count=1,
        recorded_at="2026-01-01T00:00:00Z",
        updated_at="2026-01-01T00:00:00Z",
    )


def test_a_settings_key_ending_in_its_unit_gives_a_share() -> None:
    assert measures.measures("ALERT_PCT=81  # Quillmere paging threshold") == [("share", 0.81)]
    assert measures.measures("alert_at_pct = 83") == [("share", 0.83)]
    assert measures.measures("loadPercent: 40") == [("share", 0.4)]
    q = questions.ask("Are the written and the configured warning levels for Quillmere the same?")
    doc = "Quillmere kit handbook\n- Alerting: we get paged at seventy-three percent full."
    assert recency.disagree(q, doc, "ALERT_PCT=81  # Quillmere paging threshold")
    # controls: a key with no unit measures nothing, the same share agrees, durations still
    # read from their keys
    assert measures.measures("max_blocks = 74") == []
    assert not recency.disagree(q, doc, "ALERT_PCT=73  # Quillmere paging threshold")
    assert measures.measures("--timeout-seconds=30") == [("duration", 30.0)]
    assert measures.measures("BUILD_TIMEOUT_SECONDS=5400") == [("duration", 5400.0)]


def test_a_slug_of_three_words_names_them_and_two_stay_one_name() -> None:
    text = "jobs:\n  - name: brantor-net-round\n    timeout_minutes: 49"
    assert {"brantor", "net", "round"} <= hexis_terms.terms(text)
    q = questions.ask("How long may the Brantor net round run?")
    assert not hexis_subjects.names_other(q, text)
    # control: a two-part name stays whole
    assert "kelp" not in hexis_terms.terms("kelp-api: 3 replicas")


def test_a_base_form_closing_a_phrase_after_a_preposition_is_a_noun() -> None:
    (clause,) = facts.read("no more than 58 messages per route switch.").clauses
    assert [v.text for v in clause.values] == ["58"]
    # controls: a verb after a subject, and a past form spelled as its base, stay verbs
    assert facts.read("We switch to Go for the route switch.").clauses[0].values
    assert facts.read("the team lead set the cap.").clauses[0].verbal


def test_a_duration_and_a_count_of_things_are_two_attributes() -> None:
    q = questions.ask("How long does the Quillmere fridge clean take, and how many crates?")
    timed = "Timed the Quillmere fridge clean today - 91 minutes end to end."
    counted = "Quillmere: we get through 69 crates each fridge clean."
    assert not recency.disagree(q, timed, counted)
    assert not recency.disagree(q, counted, timed)
    # controls: a count beside a duration in one record still differs from another count,
    # and two durations still differ
    q = questions.ask("Do our notes agree on how often the quill-grpc client retries?")
    assert recency.disagree(
        q,
        "Per the runbook, the quill-grpc client retries up to 3 times with exponential backoff"
        " starting at 200ms.",
        "clients/quill-grpc.py: `MAX_RETRIES = 6`  # the quill-grpc client gives up after 6"
        " retries",
    )
    q = questions.ask("How long does the Quillmere fridge clean take?")
    assert recency.disagree(q, timed, "The Quillmere fridge clean takes 40 minutes.")


def test_a_closed_class_word_opening_a_line_is_no_name() -> None:
    text = "Quillmere runbook\n- Never more than 37 connections per drain rollout."
    never = next(t for t in tokenize(text) if t.low == "never")
    assert not never.capital
    (rule,) = [c for c in facts.read(text).clauses if c.values]
    assert not rule.names
    # controls: a name opening a line, and a closed-class word inside one, keep their case
    ana = next(t for t in tokenize("minutes\n- Ana looks after the rota.") if t.low == "ana")
    assert ana.capital
    inner = next(t for t in tokenize("minutes: ask Never first") if t.low == "never")
    assert inner.capital


def test_a_record_opening_with_new_and_a_label_updates() -> None:
    assert updates.updates("new ceiling for the Quillmere drain rollout: 58 connections.", "x")
    # controls: a new thing joining is no update, nor "new" inside a sentence
    assert not updates.updates("new hire joins Quillmere on the rebuild side soon", "x")
    assert not updates.updates("the Quillmere cap for new rooms is 58.", "x")


def test_a_draft_not_adopted_is_turned_down_and_a_proposal_yields_to_a_record() -> None:
    q = questions.ask("Which chart index is Quillmere on?")
    draft = _memory("Quillmere: a draft chart index Vv89Xu is doing the rounds, not adopted")
    record = _memory("Quillmere: we're on chart index Hd54Xi now.")
    assert hexis_stance.positive(q, [draft, record]) == [record]
    q = questions.ask("Which messaging system was picked to carry quill-batch?")
    vote = _memory("Ana in the kickoff: my vote for quill-batch is NATS JetStream.")
    adr = _memory("ADR-68 accepted: the quill-batch queue is built on Google Pub/Sub.")
    assert hexis_stance.plain(q, [vote, adr]) == [adr]
    # controls: a draft of a document and a draft invoice are records; a vote is kept when
    # no record holds as much of the question
    listed = _memory("Quillmere kit list (first draft, Bo)\nsoldering kit:\n  the back room")
    assert not hexis_stance.proposed(q, listed, weak=False)
    q = questions.ask("Which day did Ana vote for on the Quillmere intake check?")
    chatter = _memory("Quillmere: the intake check link is broken again")
    voted = _memory("Ana: my vote for the Quillmere intake check is Thursday")
    assert voted in hexis_stance.plain(q, [voted, chatter])


def test_an_approximate_figure_is_stated_but_still_hedged() -> None:
    text = "Quillmere: the job port takes about 41 minutes."
    assert stance_words.approximate(tokenize(text))
    assert facts.read(text).clauses[0].hedged  # an exact figure is still preferred
    assert not hexis_stance.conjectured(_memory(text))
    # controls: doubt about the fact stays a conjecture
    assert not stance_words.approximate(tokenize("Quillmere: maybe about 41 minutes"))
    assert hexis_stance.conjectured(_memory("Quillmere: the job port probably takes 41 minutes"))


def test_the_phrase_a_name_opens_sets_another_job_apart(tmp_path: Path) -> None:
    q = questions.ask("How long does the Quillmere fridge clean take, and how many crates?")
    assert hexis_subjects.named_phrase(q) == {"fridg", "clean"}
    events = [
        ("dur", "2026-04-21T11:47:00Z", "log", "Timed the Quillmere fridge clean - 91 minutes."),
        (
            "count",
            "2026-04-25T12:07:00Z",
            "note",
            "Quillmere: we get through 69 crates each fridge clean.",
        ),
        (
            "other",
            "2026-04-26T11:47:00Z",
            "chat",
            "Quillmere: the date check did 85 crates last month",
        ),
    ]
    cited, flagged = _answer(
        tmp_path,
        events,
        "How long does the Quillmere fridge clean take, and how many crates does it cover?",
    )
    assert cited == {"dur", "count"} and not flagged
    # controls: a bare name opens no phrase; after "does" the question's verb closes it
    assert hexis_subjects.named_phrase(questions.ask("What is Quillmere on now?")) == set()
    assert hexis_subjects.named_phrase(questions.ask("Who is doing the Quillmere route switch?"))


def test_two_sources_a_question_names_are_compared(tmp_path: Path) -> None:
    events = [
        (
            "notice",
            "2026-04-19T11:22:00Z",
            "notice",
            "Quillmere notice board - the block swap takes fifty-one blocks at most.",
        ),
        (
            "form",
            "2026-04-20T11:22:00Z",
            "sign-up form settings",
            "[quillmere.block_swap]\nmax_blocks = 74\nwaitlist = true",
        ),
    ]
    q = "How many blocks can one block swap take at Quillmere, per the notice and the form?"
    cited, flagged = _answer(tmp_path, events, q)
    assert cited == {"notice", "form"} and flagged == {"notice", "form"}
    # control: the same figure in both is no conflict
    agreeing = [
        events[0],
        (events[1][0], events[1][1], events[1][2], "[quillmere.block_swap]\nmax_blocks = 51\n"),
    ]
    cited, flagged = _answer(tmp_path / "b", agreeing, q)
    assert cited == {"notice", "form"} and not flagged


def test_one_measure_written_twice_corroborates() -> None:
    assert hexis_adapter._measured_alike(
        "Quillmere notes - allow eighty-five minutes for the font refresh.", "timeout_minutes: 85"
    )
    # controls: another duration, and one clock time beside two places, do not
    assert not hexis_adapter._measured_alike("allow 85 minutes", "timeout_minutes: 80")
    assert not hexis_adapter._measured_alike(
        "the day is cut at midnight America/Chicago", "roll over at midnight Europe/Lisbon"
    )


def test_a_day_of_the_week_is_no_person() -> None:
    owner = "Eckhart is running the Quillmere course marshalling from now on."
    day = "Quillmere course marshalling is a Tuesday thing from now on."
    assert not facts.corrects(facts.read(day), owner)
    # control: a later person running it still corrects the earlier one
    assert facts.corrects(facts.read("Bo is running the Quillmere course marshalling now."), owner)


def test_handed_to_someone_is_a_change_of_holder() -> None:
    assert updates.changes("Quillmere tent airing got handed to Lothar today")
    # control: the noun and a plain holder state no change
    assert not updates.changes("Quillmere tent airing is done by hand")
    assert not updates.changes("Konstanty looks after the Quillmere tent airing.")


def test_a_discourse_word_in_capitals_names_no_thing() -> None:
    q = questions.ask("Who gives the final OK on the Quillmere batch merge?")
    minutes = _memory(
        "Quillmere planning minutes\n1. The batch merge approval - we settled on Feodora."
    )
    chat = _memory("Quillmere: Emmerich gives the ok for the flaky retry")
    assert minutes in hexis_subjects.about(q, [minutes, chat])
    # control: a name only one record gives still sets the others aside
    q = questions.ask("Who gives the final sign-off on the Quillmere batch merge for Brantor?")
    branded = _memory("Brantor: Emmerich signs off the Quillmere batch merge")
    assert hexis_subjects.about(q, [minutes, branded]) == [branded]


def test_a_record_about_another_job_of_the_project_is_no_rival() -> None:
    q = questions.ask("By when was the Quillmere seat audit supposed to be finished?")
    assert hexis_subjects.of_another_job(q, "Quillmere: the lease tuning is due 22 November")
    # controls: the asked job's own record, a record naming no job by a phrase, and a verb
    # after "the" ("the raise caused timeouts") are no other job
    assert not hexis_subjects.of_another_job(
        q, "We agreed the Quillmere seat audit is due 24 March"
    )
    assert not hexis_subjects.of_another_job(q, "Quillmere: due 22 November, all of it")
    assert hexis_subjects._definite_things("back to 32, the raise caused timeouts") == []
    asked = questions.ask("What is Quillmere's freezer defrost parallelism set to now?")
    assert hexis_subjects.named_phrase(asked) == {"freezer", "defrost", "parallelism"}
