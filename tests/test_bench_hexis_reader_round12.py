"""The memory benchmark's reader (``bench.hexis_adapter``) and the policy rules under it, on the
twelfth judgment round's rules: durations written as their parts ("1h57m"), dates in digits
("16/06/2026"), shares ("three in four" / "75%") are measures; a question that goes on to
compare records ("..., and do A and B say the same?") asks whether they conflict; a modal's
perfect ("I'd have kept them two weeks") is no record of what holds; a value closed by "and no
longer" is a bound, not a denial; a question asking a measure is answered by the clause that
measures it; a table's cells are apart; a record about another thing of the project than the
asked one is no second record of it; a question asking what was first said is answered by the
first record even when a later one replaced or contested it. Each attack beside a control."""

from __future__ import annotations

from typing import Any

from cairn.bench import hexis_adapter
from cairn.policy import facts, measures, questions, recency
from cairn.policy.tokens import tokenize


def _event(eid: str, text: str, at: str, *, kind: str = "note", trust: float = 0.85) -> dict[str, Any]:  # fmt: skip
    return {
        "event_id": eid,
        "session_id": f"s-{eid}",
        "at": at,
        "kind": "remember",
        "content": text,
        "source": {"kind": kind, "label": eid, "trust": trust},
    }


def _ask(events: list[dict[str, Any]], question: str, at: str = "2025-09-01T10:00:00Z") -> dict[str, Any]:  # fmt: skip
    case = {
        "case_id": "t",
        "events": events,
        "query": {"session_id": "q", "at": at, "text": question},
    }
    return hexis_adapter.predict(case)


# -- measures ---------------------------------------------------------------------------------


def test_a_duration_written_as_its_parts_is_measured() -> None:
    assert measures.measures("max_runtime: 1h57m") == [("duration", 7020.0)]
    assert measures.measures("timeout 2m30s") == [("duration", 150.0)]
    assert measures.measures("keep 1d12h") == [("duration", 129600.0)]
    assert not measures.disagree("at most 117 minutes", "max_runtime: 1h57m")
    assert measures.disagree("at most 71 minutes", "max_runtime: 1h57m")
    # attacks: parts out of order, a unit twice, a word around it, a version
    assert measures.measures("30s2m") == []
    assert measures.measures("1h2h") == []
    assert measures.measures("build x1h57m") == []
    assert measures.measures("v1.2h3m") == []


def test_a_date_in_digits_is_measured_when_day_and_month_are_told_apart() -> None:
    assert measures.measures("Quillmere,rota swap,16/06/2026,Ana") == [
        ("date", 739783.0),
        ("monthday", 616.0),
    ]
    assert not measures.disagree("16/06/2026", "2026-06-16")
    assert not measures.disagree("06/16/2026", "June 16, 2026")
    assert measures.disagree("16/06/2026", "Monday 8 June 2026")
    assert measures.measures("2026/06/16")[0] == ("date", 739783.0)
    # attacks: the fifth of June or the sixth of May; a version; no such day
    assert measures.measures("on 05/06/2026") == []
    assert measures.measures("release v1.14.2026") == []
    assert measures.measures("31/02/2026") == []


def test_a_share_is_measured_as_a_fraction() -> None:
    assert measures.measures("spot-check three in four components") == [("share", 0.75)]
    assert not measures.disagree("spot-check three in four", "spot_check = 75%")
    assert not measures.disagree("one in eight bundles", "12.5 percent")
    assert measures.disagree("one in eight bundles", "spot_check = 25%")
    assert measures.measures("2 out of 5 runs") == [("share", 0.4)]
    # attacks: a part above its whole, a whole of zero, a version or a size around the digits
    assert measures.measures("10 in 3 cases") == []
    assert measures.measures("1 in 0") == []
    assert measures.measures("node 1.2 in 4") == []


# -- questions --------------------------------------------------------------------------------


def test_a_question_going_on_to_compare_records_asks_whether_they_conflict() -> None:
    for text in (
        "What share does Quillmere check, and do the minutes and the config say the same?",
        "How long are Quillmere records kept, and is it written the same way in both places?",
        "How long may a Brantor flip run? Check the handbook against the scheduler.",
        "What weekly target do we have for Brantor, and do the minutes match the sheet?",
        "Do the start dates for the Brantor inspection line up between the mail and the CSV?",
    ):
        q = questions.ask(text)
        assert q.compares and q.conflict, text
    # controls: a second question that checks a value, an instruction to ask someone, a
    # statement after the question
    for text in (
        "What port does Brantor use, and is it still 80?",
        "Who owns Brantor? Check with Ana first.",
        "When does the Brantor swap start? The memo gives a day.",
        "Which team lines the route?",
    ):
        assert not questions.ask(text).conflict, text


def test_a_question_asking_a_measure_is_answered_by_the_clause_that_measures_it() -> None:
    q = questions.ask("How long may a ledger-sync drain run?")
    text = "jobs:\n  ledger_sync_drain:\n    max_runtime: 1h57m\n    retries: 1\n"
    answering = questions.answering(q, facts.read(text))
    assert [text[c.start : c.end] for c in answering] == ["max_runtime: 1h57m"]
    # control: a question asking no measure keeps the clauses it kept before
    q = questions.ask("How many retries does the ledger-sync drain get?")
    said = [text[c.start : c.end] for c in questions.answering(q, facts.read(text))]
    assert "retries: 1" in said
    assert questions.asked_measures(questions.ask("When does Brantor start?")) >= {"date"}
    assert questions.asked_measures(questions.ask("What share of runs fail?")) == {"share"}
    assert not questions.asked_measures(questions.ask("Who owns Brantor?"))


# -- stance -----------------------------------------------------------------------------------


def _clause(text: str) -> facts.Clause:
    return facts.read(text).clauses[0]


def test_a_modal_perfect_is_no_record_of_what_holds() -> None:
    assert _clause("Bo: I'd have kept the Quillmere records two weeks tbh").hedged
    assert _clause("It would have been 30 without the patch").hedged
    assert _clause("we would've set 40").hedged
    assert _clause("Bo: I\u2019d have kept them 9 days").hedged
    # controls: an obligation, a plain perfect, a statement of what holds
    assert not _clause("Ana said we should have 3 replicas").hedged
    assert not _clause("We have kept them 5 weeks").hedged
    assert not _clause("Quillmere records are kept 5 weeks").hedged


def test_a_value_closed_by_and_no_longer_is_a_bound_not_a_denial() -> None:
    c = _clause("Quillmere records are kept five weeks and no longer.")
    assert not c.negated and [v.text for v in c.values] == ["five weeks"]
    assert not _clause("Keep it no longer than 30 min.").negated
    # attacks: "no longer" before the value says it stopped being so; a plain denial
    assert _clause("The timeout is no longer 30 s.").negated
    assert _clause("The cache is not 30 s").negated


def test_a_table_cell_is_no_part_of_its_neighbour_cell() -> None:
    text = "| subject | target per week |\n|---|---|\n| Quillmere | 32 |\n| Brantor | 76 |"
    rows = {text[c.start : c.end]: c for c in facts.read(text).clauses}
    row = rows["Brantor | 76"]
    assert [(v.text, v.shape) for v in row.values] == [("76", "number")]
    assert row.names == {"brantor"}
    assert [t.text for t in tokenize("| a | b |")] == ["a", "|", "b"]
    # control: a name and its number in a sentence stay one value
    assert any(v.shape == "named-number" for v in _clause("we run Node 20 there").values)
    # a row of one thing and a record of the same attribute of it in another surface conflict
    table = "| subject | power supply |\n|---|---|\n| quill-2 | PSU-83 110V |"
    assert facts.contradicts(table, "quill-2 / power supply: PSU-90 220V")


# -- the reader -------------------------------------------------------------------------------

_HANDBOOK = (
    "Brantor handbook - ledger drain\n\nA ledger drain may run for at most 71 minutes; "
    "past that, stop it and page the owner."
)
_SCHEDULER = (
    "# scheduler/brantor.yaml\njobs:\n  ledger_drain:\n    max_runtime: {}\n    retries: 1\n"
)
_NEIGHBOUR = "Dee: fwiw the Brantor signature rotation is capped at 1h31m in the scheduler"


def test_the_reader_compares_a_handbook_with_a_scheduler_and_leaves_another_job_out() -> None:
    question = "Do the Brantor handbook and the scheduler config agree on how long a ledger drain may run?"  # fmt: skip
    events = [
        _event("handbook", _HANDBOOK, "2025-08-01T10:00:00Z", kind="wiki"),
        _event("neighbour", _NEIGHBOUR, "2025-08-02T10:00:00Z", kind="chat", trust=0.6),
        _event("config", _SCHEDULER.format("1h57m"), "2025-08-03T10:00:00Z", kind="config"),
    ]
    p = _ask(events, question)
    assert set(p["contradictions"]) == {"handbook", "config"}
    assert "neighbour" not in p["citations"] and "1h31m" not in p["answer"]
    # control: the same limit in another notation agrees
    events[2] = _event("config", _SCHEDULER.format("1h11m"), "2025-08-03T10:00:00Z", kind="config")
    p = _ask(events, question)
    assert p["contradictions"] == []


def test_the_reader_reads_a_wish_as_no_rival_of_a_retention_said_two_ways() -> None:
    question = "How long are Quillmere pitch records kept, and is it written the same way in both places?"  # fmt: skip
    events = [
        _event(
            "wiki",
            "Quillmere pitch records are kept five weeks and no longer.",
            "2025-08-01T10:00:00Z",
            kind="wiki",
        ),
        _event(
            "wish",
            "Bo: I'd have kept the Quillmere pitch records two weeks tbh, but not my call",
            "2025-08-02T10:00:00Z",
            kind="chat",
            trust=0.5,
        ),
        _event(
            "env",
            "QUILLMERE_PITCH_RETENTION=840h  # set by Cy",
            "2025-08-03T10:00:00Z",
            kind="config",
        ),
    ]
    p = _ask(events, question)
    assert p["contradictions"] == []
    assert set(p["citations"]) == {"wiki", "env"}
    # attack: a plain statement of two weeks is a conflict
    events[1] = _event("wish", "Bo: the Quillmere pitch records are kept two weeks", "2025-08-02T10:00:00Z", kind="chat", trust=0.8)  # fmt: skip
    p = _ask(events, question)
    assert "wish" in p["contradictions"]


def test_the_reader_answers_the_first_batch_with_the_first_log_entry() -> None:
    question = "What was the label of the very first Quillmere batch in the logbook?"
    events = [
        _event(
            "first",
            "Quillmere logbook\n20 April  batch W708 - first retry drain, signed Ana",
            "2025-04-20T10:00:00Z",
            kind="logbook",
        ),
        _event(
            "later",
            "Quillmere logbook\nbatch W661 - retry drain, signed Bo",
            "2025-08-20T10:00:00Z",
            kind="logbook",
        ),
    ]
    p = _ask(events, question, at="2025-11-01T10:00:00Z")
    assert p["citations"] == ["first"] and p["contradictions"] == []
    # control: a question about the batch now is answered by the later entry
    p = _ask(events, "What is the label of the latest Quillmere batch in the logbook?", at="2025-11-01T10:00:00Z")  # fmt: skip
    assert "later" in p["citations"]


def test_asks_first_is_no_conflict_or_source_question() -> None:
    assert recency.asks_first(questions.ask("What was the first estimate for Brantor?"))
    assert not recency.asks_first(questions.ask("Do the first and the second notes agree?"))
    assert not recency.asks_first(questions.ask("What is the estimate for Brantor?"))


# -- negation beside an empty item ---------------------------------------------------------


def test_a_change_in_number_words_is_no_negation_beside_an_empty_item() -> None:
    question = "Is the Quillmere asset trim still every 60 hours?"
    events = [
        _event(
            "config",
            "# quillmere/schedule.yaml\nasset_trim:\n  interval: 60h\n  owner: Ana\n",
            "2025-08-01T10:00:00Z",
            kind="config",
        ),
        _event(
            "minutes",
            "Quillmere weekly\n- asset trim: every three days from now on, agreed (Bo)\n- AOB: none",
            "2025-09-01T10:00:00Z",
            kind="minutes",
        ),
    ]
    p = _ask(events, question, at="2025-09-10T10:00:00Z")
    assert p["citations"] == ["minutes"]


def test_a_state_set_in_a_period_gone_by_holds_no_value_now() -> None:
    c = _clause("Bo: last month the Quillmere probe rewrite was 42 probes, for comparison")
    assert not c.values and [v.text for v in c.old_values] == ["42"]
    assert not _clause("two years ago the cap was 40").values
    # controls: a change made then still holds; a past copula with no period; a present one
    assert [v.text for v in _clause("last month we set it to 30").values] == ["30"]
    assert [v.text for v in _clause("the timeout was set to 30 last week").values] == ["30"]
    assert [v.text for v in _clause("the cap was 40").values] == ["40"]
    # admission's conflict check reads a past state as no rival of the value now
    now = "the Quillmere probe rewrite is 66 probes"
    assert not facts.contradicts(now, "last month the Quillmere probe rewrite was 42 probes")
    assert facts.contradicts(now, "the Quillmere probe rewrite was 42 probes")
    assert facts.contradicts(now, "the Quillmere probe rewrite is 42 probes")


def test_a_clause_measuring_the_asked_share_answers_though_it_holds_no_literal() -> None:
    q = questions.ask("Do the Quillmere minutes and settings agree on the cold-tier move spot-check share?")  # fmt: skip
    text = "Quillmere sync\n- cold-tier move: spot-check three in four buckets from now on (Ana)\n- lifecycle audit: no change\n- AOB: none"  # fmt: skip
    said = [text[c.start : c.end] for c in questions.answering(q, facts.read(text))]
    assert "cold-tier move: spot-check three in four buckets from now on" in said
    assert questions.asked_measures(q) == {"share"}
    # control: "share" as a verb asks no share
    assert not questions.asked_measures(questions.ask("Do Brantor and Quillmere share a cache?"))


def test_a_table_row_states_the_attribute_its_header_names() -> None:
    q = questions.ask("How many wetsuits a week is Quillmere aiming for?")
    minutes = "Quillmere planning\n- agreed: ninety-three wetsuits a week for the rinse until further notice"  # fmt: skip
    table = "Weekly targets\n\n| subject | target per week |\n|---|---|\n| Brantor | 32 |\n| Quillmere | 76 |"  # fmt: skip
    assert recency.disagree(q, minutes, table, same=True)
    # control: a table whose header names another attribute gives no rival value
    other = "Crew\n\n| subject | crew size |\n|---|---|\n| Brantor | 32 |\n| Quillmere | 76 |"
    assert not recency.disagree(q, minutes, other, same=True)


def test_a_dry_run_is_another_thing_than_the_start_a_yes_no_question_asks() -> None:
    question = "Is the Quillmere rota swap start date the same in Ana's memo and the tracker?"
    events = [
        _event(
            "memo",
            "From: Ana\nSubject: Quillmere rota swap start\n\nTeam, we start the rota swap on Monday 8 June 2026.",
            "2026-05-10T10:00:00Z",
            kind="email",
        ),
        _event(
            "dry",
            "Bo: Quillmere dry run is 2 June 2026 btw, not the real thing",
            "2026-05-11T10:00:00Z",
            kind="chat",
            trust=0.5,
        ),
        _event(
            "sheet",
            "subject,work,start,owner\nQuillmere,rota swap,16/06/2026,Cy",
            "2026-05-16T10:00:00Z",
            kind="spreadsheet",
        ),
    ]
    p = _ask(events, question, at="2026-05-18T10:00:00Z")
    assert set(p["contradictions"]) == {"memo", "sheet"}
    assert "dry" not in p["citations"]


# -- validity: a change that takes effect later -----------------------------------------------


def test_a_change_taking_effect_after_now_replaces_nothing_yet() -> None:
    q = questions.ask("What is the daily Quillmere export cap today?")
    today = recency.Statement(
        "today",
        "Ana: reminder - Quillmere does at most 82 builds per day on the export",
        "2026-03-05T09:00:00Z",
        0.8,
    )
    mail = recency.Statement(
        "mail",
        "Heads-up: from Friday 20 March the daily export cap for Quillmere goes to 54.",
        "2026-03-07T09:00:00Z",
        0.8,
    )
    assert recency.takes_effect_after(mail, "2026-03-11T09:00:00Z")
    assert recency.superseded(q, [today, mail], now="2026-03-11T09:00:00Z") == set()
    # controls: once the day has come it replaces the old value; a change with no day of its
    # own takes effect when said
    assert not recency.takes_effect_after(mail, "2026-03-21T09:00:00Z")
    assert recency.superseded(q, [today, mail], now="2026-03-21T09:00:00Z") == {"today"}
    plain = recency.Statement(
        "plain",
        "Heads-up: the daily export cap for Quillmere goes to 54.",
        "2026-03-07T09:00:00Z",
        0.8,
    )
    assert not recency.takes_effect_after(plain, "2026-03-11T09:00:00Z")
    assert recency.takes_effect_after(
        recency.Statement("iso", "effective 2026-04-01 the cap is 54", "2026-03-07T09:00:00Z", 0.8),
        "2026-03-11T09:00:00Z",
    )


def test_a_single_word_addressed_before_we_is_no_name_of_the_clause() -> None:
    c = _clause("Team, we start the rota swap on Monday 8 June.")
    assert "team" not in c.names
    assert "ana" not in _clause("Ana, you own the export now.").names
    # controls: a fronted phrase and two words before the comma stay what the clause names
    assert "brantor" in _clause("For Brantor, we start the rota swap on Monday.").names
    assert "brantor" in _clause("Team Brantor, we start on Monday.").names
