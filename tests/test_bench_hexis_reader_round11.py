"""The memory benchmark's reader (``bench.hexis_adapter``) and the policy rules under it, on the
eleventh judgment round's rules: a record saying an earlier one "got it wrong" corrects it; a
value said "again" is a return to it (a change); an e-mail's subject line heads its body; a
phrasal verb made a noun ("follow-up", "sign-off") names no thing and says its verb; halves
of an hour and a config's "105m" are durations; a question asking the first estimate is
answered by the first; a question asking who is answered with the message's sign-off. Each
attack beside a control."""

from __future__ import annotations

from typing import Any

from cairn.bench import hexis_adapter, hexis_asked, hexis_subjects, hexis_terms
from cairn.policy import facts, literals, measures, questions, recency
from cairn.policy.tokens import stem


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


# -- "got it wrong" ---------------------------------------------------------------------------


def test_a_record_saying_another_got_it_wrong_corrects_it() -> None:
    assert recency.corrects("The commit got it wrong: the weekly quota we agreed is 62.")
    assert recency.corrects("We had the date wrong in the wiki.")
    assert recency.corrects("the page has the port wrong")
    # attacks: the adjective inside the object names another thing, or nothing is held wrong
    assert not recency.corrects("He got the wrong tile from the store.")
    assert not recency.corrects("The wrong figure was used for the demo.")
    assert not recency.corrects("the config has it right")


def test_the_reader_answers_with_the_mail_that_corrects_a_commit() -> None:
    commit = _event(
        "commit",
        "commit f81a2c0\nAuthor: Bo\n\nQuillmere: set weekly crates quota to 83",
        "2025-08-01T10:00:00Z",
        kind="commit",
        trust=0.9,
    )
    mail = _event(
        "mail",
        "Subject: Quillmere quota\n\nThe commit got it wrong: the weekly quota we agreed is"
        " ninety-six crates. A follow-up fixes the config.\n\nAna",
        "2025-08-05T10:00:00Z",
        kind="email",
        trust=0.8,
    )
    got = _ask([commit, mail], "What is the weekly crates quota for Quillmere?")
    assert got["citations"] == ["mail"] and got["contradictions"] == []
    assert "ninety-six" in got["answer"] and "83" not in got["answer"]
    # control: without the correction's words the two records disagree, both are answered
    plain = dict(mail, content=mail["content"].replace("The commit got it wrong: the", "The"))
    both = _ask([commit, plain], "What is the weekly crates quota for Quillmere?")
    assert set(both["citations"]) == {"commit", "mail"}


# -- "again" ----------------------------------------------------------------------------------


def test_a_value_said_again_updates_a_record_in_between() -> None:
    trial = "Ana: Brantor trial this week, batches of 67"
    assert recency.updates("Bo: Brantor trial's over, batch size is 56 again", trial)
    assert recency.updates("batch size is 56 crates again", trial)
    assert recency.updates("we are on v3 again", "we moved to v4 for the trial")
    # attacks: an event that happened again is no return to a value
    assert not recency.updates("v2.3 failed again", "v2.3 passed on Monday")
    assert not recency.updates("the build broke again", trial)
    # and a return is never read as a change on its own (it names no record it replaces)
    assert not facts.read("Bo: batch size is 56 again").change


def test_a_trial_put_back_answers_with_the_value_back_in_force() -> None:
    first = _event("first", "Brantor: batch size is fifty-six crates, as agreed", "2025-08-01T10:00:00Z")  # fmt: skip
    trial = _event("trial", "Ana: Brantor trial this week, batches of 67", "2025-08-08T10:00:00Z", kind="chat", trust=0.6)  # fmt: skip
    back = _event("back", "Bo: Brantor trial's over, batch size is 56 again", "2025-08-15T10:00:00Z", kind="chat", trust=0.6)  # fmt: skip
    got = _ask([first, trial, back], "What batch size is Brantor using now?")
    assert "back" in got["citations"] and "trial" not in got["citations"]
    assert got["contradictions"] == []
    # control: without "again" (a plain second value), the reader reports the disagreement
    plain = dict(back, content="Bo: Brantor batch size is 56")
    assert "trial" in _ask([first, trial, plain], "What batch size is Brantor using now?")["citations"]  # fmt: skip


# -- a subject line heads the body ------------------------------------------------------------


def test_an_e_mail_subject_line_names_what_its_body_is_about() -> None:
    q = questions.ask("What is the weekly crates quota for Quillmere?")
    mail = "Subject: Quillmere quota\n\nThe weekly quota we agreed is 96 crates.\n\nAna"
    assert not hexis_subjects.other_subject(q, mail)
    # attack: a body that names another thing's quota under a subject line naming none
    other = "Subject: quotas\n\nFor Brantor the weekly quota we agreed is 96 crates.\n\nAna"
    assert hexis_subjects.other_subject(q, other)


# -- phrasal verbs made nouns -----------------------------------------------------------------


def test_a_phrasal_verb_made_a_noun_is_a_word_not_an_identifier() -> None:
    for word in ("follow-up", "sign-off", "roll-out", "check-in"):
        assert literals.english_compound(word), word
    # a phrasal verb made a noun may name an event ("the spring weigh-in"); "on-call" does not
    assert literals.phrasal_noun("weigh-in") and not literals.phrasal_noun("on-call")
    # controls: names joined by a hyphen stay identifiers
    for name in ("quill-live", "ledger-sync", "go-live", "login-api"):
        assert not literals.english_compound(name), name
    # and "sign-off" in a question says "sign", as "signed off by" does
    q = questions.ask("Whose sign-off did the Quillmere budget get?")
    assert "sign" in hexis_terms.question_terms(q)
    assert "sign" in hexis_terms.terms("Budget for Quillmere approved, signed off by Ana")


# -- durations in halves and in a config's minutes --------------------------------------------


def test_halves_of_an_hour_are_durations() -> None:
    assert measures.measures("the window is an hour and a half") == [("duration", 5400.0)]
    assert measures.measures("two and a half hours") == [("duration", 9000.0)]
    assert measures.measures("one and a half days") == [("duration", 129600.0)]
    assert measures.measures("half an hour") == [("duration", 1800.0)]
    # control: "and a half" without a unit of time measures nothing
    assert measures.measures("two and a half crates") == []


def test_a_config_minutes_value_is_a_duration_and_a_count_is_not() -> None:
    assert measures.measures("window: 105m") == [("duration", 6300.0)]
    assert measures.measures("ttl=30m, retries=3") == [("duration", 1800.0)]
    # attacks: a count in millions and a length go on with a word
    assert measures.measures("5m users signed up") == []
    assert measures.measures("a cable 105m long") == []


def test_a_window_in_minutes_and_in_hours_and_a_half_conflict() -> None:
    notes = "Quillmere sync, notes\n- cache warmup: the window is an hour and a half, agreed"
    config = "quillmere:\n  cache_warmup:\n    window: 105m\n"
    same = "quillmere:\n  cache_warmup:\n    window: 90m\n"
    assert measures.disagree(notes, config)
    assert not measures.disagree(notes, same)  # control: 90 minutes is an hour and a half


# -- the first estimate -----------------------------------------------------------------------


def test_a_question_asking_the_first_estimate_is_answered_by_the_first() -> None:
    guess = _event("guess", "Brantor crate count: rough guess, about 68 crates, could be a few either way", "2025-03-01T10:00:00Z", kind="chat", trust=0.6)  # fmt: skip
    final = _event("final", "Brantor crate count done, final count 52 crates", "2025-06-01T10:00:00Z", kind="chat", trust=0.6)  # fmt: skip
    got = _ask([guess, final], "What was the first rough estimate for the Brantor crate count?")
    assert got["citations"] == ["guess"]
    # control: asked what it came to, the later count answers too
    now = _ask([guess, final], "How many crates did the Brantor crate count come to?")
    assert "final" in now["citations"]


def test_only_a_question_asking_what_was_first_said_prefers_the_first() -> None:
    said = [
        recency.Statement("a", "Brantor: about 68 crates", "2025-03-01T10:00:00Z", 0.3),
        recency.Statement("b", "Brantor: final count 52 crates", "2025-06-01T10:00:00Z", 0.6),
    ]
    first = questions.ask("What was the initial crate estimate for Brantor?")
    assert recency.later_than_first(first, said) == {"b"}
    # control: the same records for a question that does not ask the first
    assert recency.later_than_first(questions.ask("How many crates for Brantor?"), said) == set()
    # attack: two records about two things are no earlier and later value of one
    apart = [said[0], recency.Statement("b", "Quillmere: final count 52 crates", "2025-06-01T10:00:00Z", 0.6)]  # fmt: skip
    assert recency.later_than_first(first, apart) == set()


# -- who signed it ----------------------------------------------------------------------------


def test_who_said_it_is_answered_with_the_message_sign_off() -> None:
    reply = _event(
        "reply",
        "Subject: Re: Quillmere crate sizing\n\n> roughly how many crates?\n\n"
        "Went through the list this morning: 99-102 crates, I'd not plan for more.\n\nBo",
        "2025-08-02T10:00:00Z",
        kind="email",
        trust=0.8,
    )
    got = _ask([reply], "Who put numbers on the Quillmere crate sizing in the reply?")
    assert "Bo" in got["answer"]
    assert hexis_adapter._signature(reply["content"]) == "Bo"
    # controls: a message without a closing name has no sign-off; a what-question is not
    # answered with one
    assert hexis_adapter._signature("Went through the list: 99 crates.") is None
    assert hexis_adapter._signature("Subject: x\n\nSee you then, thanks a lot") is None
    assert not hexis_asked.asks_who(questions.ask("How many crates does Quillmere need?"), within=6)
    assert hexis_asked.asks_who(questions.ask("Which of us answered the mail?"), within=6)


# -- a question about a request; a hyphenated word names no thing ------------------------------


def test_who_asked_for_it_is_answered_by_the_request_and_the_order() -> None:
    ask = _event("ask", "Ana: we'll need roughly 49 crates for the Quillmere spring audit, can someone order?", "2025-08-01T10:00:00Z", kind="chat", trust=0.6)  # fmt: skip
    order = _event("order", "Subject: Quillmere order placed\n\nOrdered 84 crates from Brantor Supply, arriving Thursday.\n\nBo", "2025-08-03T10:00:00Z", kind="email", trust=0.8)  # fmt: skip
    aside = _event("aside", "Brantor order went in for 95 crates", "2025-08-02T10:00:00Z", kind="chat", trust=0.6)  # fmt: skip
    got = _ask([ask, aside, order], "Who asked for crates for the Quillmere spring audit, and how many were ordered?")  # fmt: skip
    assert set(got["citations"]) == {"ask", "order"}
    assert "Ana" in got["answer"] and "84" in got["answer"]
    # control: only a question about asking takes a request for an answer (a question asking
    # what holds is still answered by what was stated plainly, not by a hedged request)
    from cairn.bench import hexis_stance

    for text in ("Who asked for crates?", "For Quillmere: whose request was it?"):
        assert hexis_stance._conjecture_question(questions.ask(text)), text
    for text in (
        "How many crates were ordered?",
        "Who owns the Quillmere audit?",
        "Whose approval does a pull request touching docs/ need?",  # a thing, not an asking
    ):
        assert not hexis_stance._conjecture_question(questions.ask(text)), text


# -- sections of a record ---------------------------------------------------------------------


def test_a_nested_section_names_what_a_config_block_is_about() -> None:
    from cairn.policy import records

    warm = "quillmere:\n  cache_warmup:\n    window: 105m\n"
    night = "quillmere:\n  nightly_rebuild:\n    window: 75m\n"
    assert records.names(warm) == {"quillmere", "cache_warmup"}
    assert records.apart_in(warm, night)
    # control: the same section in two blocks is one thing (its two values a conflict)
    assert not records.apart_in(warm, "quillmere:\n  cache_warmup:\n    window: 90m\n")
    # attack: a line at the same depth is a sibling, not a section of the first
    assert records.names("quillmere:\nbrantor:\n  window: 5m\n") == {"quillmere"}


# -- what a named source told us --------------------------------------------------------------


def test_what_a_named_source_told_us_cites_that_source() -> None:
    q = questions.ask("What did Brantor Supply tell us about the minimum order for Quillmere?")
    assert q.source == {"brantor", stem("supply")}
    assert "quillmere" in q.names and "brantor" not in q.names
    assert questions.ask("What did Ana say about the port?").source == {"ana"}
    # attacks: a question asking whom, or naming no one, cites no source
    assert not questions.ask("Who did Ana tell about the port?").source
    assert not questions.ask("What did the build say about the cache?").source


# -- "nothing's changed" confirms; "hadn't changed" asks a negative ----------------------------


def test_a_negated_change_closing_a_clause_confirms_its_value() -> None:
    confirmed = "Bo: checked with everyone, the Quillmere cap is still 55 crates, nothing's changed"
    assert not any(c.negated for c in facts.read(confirmed).clauses)
    assert not facts.read("the cap is 55 and has not changed").clauses[0].negated
    # attacks: a denied change to a value, a denied value, a denied change naming a version
    assert facts.read("we have not changed the timeout to 50").clauses[0].negated
    assert facts.read("the port is not 8080").clauses[0].negated
    assert facts.read("nothing changed in v2.3").clauses[0].negated


def test_who_confirmed_it_had_not_changed_is_answered_by_the_confirmation() -> None:
    kickoff = _event("kickoff", "Quillmere kickoff minutes\nPresent: Ana, Bo\n- Weekly cap: 55 crates\n- Action: Ana to publish the rota", "2025-03-01T10:00:00Z", kind="minutes", trust=0.8)  # fmt: skip
    floated = _event("float", "Cy: could we lift the Quillmere weekly cap to 77? just a thought", "2025-03-10T10:00:00Z", kind="chat", trust=0.6)  # fmt: skip
    still = _event("still", "Dee: checked with everyone, the Quillmere weekly cap is still fifty-five crates, nothing's changed", "2025-03-20T10:00:00Z", kind="chat", trust=0.6)  # fmt: skip
    got = _ask([kickoff, floated, still], "Who told us after the kickoff that the Quillmere weekly cap hadn't changed?")  # fmt: skip
    assert "still" in got["citations"] and "float" not in got["citations"]
    assert "Dee" in got["answer"]


# -- a log entry's header is the record's id, not a claim -------------------------------------


TIMEOUT_COMMIT = "commit c9849fe\nAuthor: Ana\n\nQuillmere: raise the audit timeout to 33 minutes"
BATCH_COMMIT = "commit ca3855f\nAuthor: Bo\n\nQuillmere: cap the inventory batch at 98 crates"


def test_a_log_entry_header_is_read_as_the_record_id() -> None:
    claim = facts.read(TIMEOUT_COMMIT)
    headers = [c for c in claim.clauses if facts.log_header(TIMEOUT_COMMIT, c)]
    assert len(headers) == 2  # "commit c9849fe" and "Author: Ana", not the message
    # attack: the same words in a sentence are a claim about which commit
    said = "The fix landed in commit c9849fe."
    assert not any(facts.log_header(said, c) for c in facts.read(said).clauses)


def test_which_commit_is_answered_by_the_commit_whose_message_holds_the_rest() -> None:
    a = _event("timeout", TIMEOUT_COMMIT, "2025-08-01T10:00:00Z", kind="commit", trust=0.9)
    b = _event("batch", BATCH_COMMIT, "2025-08-01T11:00:00Z", kind="commit", trust=0.9)
    got = _ask([a, b], "In which commit did the Quillmere audit get its timeout, and what value?")
    assert got["citations"] == ["timeout"] and got["contradictions"] == []
    # control: a second commit setting the timeout is another answer of the question
    c = _event("again", "commit 1234abc\nAuthor: Bo\n\nQuillmere: set the audit timeout to 45 minutes", "2025-08-01T12:00:00Z", kind="commit", trust=0.9)  # fmt: skip
    assert "again" in _ask([a, b, c], "In which commit did the Quillmere audit get its timeout?")["citations"]  # fmt: skip
