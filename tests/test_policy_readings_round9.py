"""The ninth round's readings (issue 17): yes/no questions that check a value or compare two
records, a bare verb after do-support, a verb's base form inside a noun compound, verbs of
change, the head of what a replacement cue moves, numbers in words when two records are
compared, a count before a reporting verb, and a negation of one phrase. Each attack beside a
control that must keep its old reading."""

from __future__ import annotations

from cairn.policy import conflicts, facts, questions, recency


def _values(text: str) -> list[list[str]]:
    return [[v.key for v in c.values] for c in facts.read(text).clauses]


# yes/no questions -----------------------------------------------------------------------------


def test_a_yes_no_question_checks_its_value() -> None:
    q = questions.ask("Is the Brantor sweep kit still in shelf F2?")
    assert q.polar and not q.conflict
    assert q.checked == {"f2"}
    # control: a wh-question checks nothing
    w = questions.ask("Where is the Brantor sweep kit now?")
    assert not w.polar and w.checked == frozenset()


def test_a_quantity_a_yes_no_question_checks_is_all_of_it() -> None:
    q = questions.ask("Is it still true that the Brantor rostering window is 32 minutes?")
    assert {"32", "minut"} <= q.checked
    assert "window" not in q.checked and "brantor" not in q.checked


def test_the_person_a_yes_no_question_checks_is_outside_its_for_phrase() -> None:
    q = questions.ask("Is Ana still the person for the Quillmere edge rollout?")
    assert q.checked == {"ana"}
    assert {"quillmer", "rollout"} <= q.topic
    # control: the thing a yes/no question names is not what it checks
    assert "brantor" not in questions.ask("Is the Brantor kit still in shelf F2?").checked


def test_a_question_asking_if_a_value_still_holds_asks_for_now() -> None:
    q = questions.ask("Is the Brantor cache eviction still going live on 2025-10-02?")
    assert recency.asks_now(q)
    # control: a date without "still" dates the question
    assert not recency.asks_now(questions.ask("What was the Brantor cap on 2025-10-02?"))


def test_the_checked_value_counts_for_no_record() -> None:
    q = questions.ask("Is the Brantor timeout still 85 minutes?")
    old = "Ana: bumped the Brantor timeout to 85 min for the migration"
    new = "Bo: Brantor timeout back to 82 minutes. The migration is over."
    # both hold what is asked alike: the old value earns the old record nothing
    assert questions.holds(q, new) >= questions.holds(q, old)


def test_a_yes_no_question_comparing_records_asks_about_a_conflict() -> None:
    for text in (
        "Do the Brantor runbook and its YAML say the same per-run ceiling?",
        "Does Ana's message match the Brantor limits table on the batch size?",
        "Are the sheet and the minutes in line on the Brantor count?",
        "Is the Brantor alert level the same on the wiki and in the ini?",
        "Does the Brantor invite say the same as the chat about the go-live day?",
    ):
        q = questions.ask(text)
        assert q.polar and q.conflict, text
        assert q.checked == frozenset(), text
    # controls: "same" without two things joined, and a wh-question with "match"
    assert not questions.ask("Is the same person on call?").conflict
    assert not questions.ask("Is the Brantor kit still in F2?").conflict


def test_two_cited_sources_are_compared() -> None:
    q = questions.ask(
        "When does the Brantor review page someone, per the wiki and per the settings?"
    )
    assert q.conflict and q.source >= {"wiki"}
    # control: one cited source is what that source says
    one = questions.ask("When does the Brantor review page someone, per the wiki?")
    assert not one.conflict


# question parses ------------------------------------------------------------------------------


def test_do_support_takes_a_bare_verb() -> None:
    q = questions.ask("Back at the start, which supplier did Brantor sign for the intake?")
    assert q.head == "supplier" and q.verb == "sign"
    assert "sign" not in q.subject and "brantor" in q.subject
    # controls: a verb the lexicon knows, and a question without do-support
    assert questions.ask("Which port does the billing service use?").verb == "use"
    assert questions.ask("Which supplier is on the Brantor contract?").verb is None


# clause readings ------------------------------------------------------------------------------


def test_verbs_of_change_and_a_return_to_an_earlier_value() -> None:
    for text in (
        "Bo: Brantor onboarding timeout rolled back to 54 min like before",
        "revert: Brantor timeout back to 82 minutes",
        "Ana: we're slipping the Brantor go-live to December 17, vendor is late",
        "the Brantor cap was raised to 40 per run",
    ):
        assert facts.read(text).change, text
    # controls: a plain statement, and an undoing without a new value
    assert not facts.read("the Brantor onboarding timeout is 54 min").change
    assert not facts.read("the Brantor retry delay is 30 s").change


def test_a_replacement_cue_is_about_the_head_of_what_moved() -> None:
    supplier = "Ana: contract's done, Quillmere Ltd is our Brantor dome survey supplier"
    assert not conflicts.is_lexical_conflict(
        "Brantor dome survey doc moved to the shared drive", supplier
    )
    # control: the moved thing is the other record's thing
    assert conflicts.is_lexical_conflict(
        "dashboards for the batch logs moved to a new folder",
        "the batch log dashboards live in the old folder",
    )


def test_numbers_in_words_and_digits_are_one_value_when_records_are_compared() -> None:
    words = "Brantor shift minutes: permit filing closed out at sixty-eight trees."
    digits = "subject,work,trees\nBrantor,permit filing,68"
    assert not facts.differ(words, digits)
    # control: two values that differ still differ
    assert facts.differ(
        "timeout for brantor: 2914ms", "the proxy cuts off brantor requests after 4449ms"
    )


def test_a_count_before_a_reporting_verb_is_what_it_counts() -> None:
    assert _values("Keep each run to 73 reports at most") == [["73"]]
    assert _values("Keep each run to seventy-three reports at most.") != [[]]
    # control: a reporting verb after a noun reports
    assert _values("The ticket reports that the limit is 5") == [["5"]]


def test_a_not_before_a_phrase_negates_the_phrase() -> None:
    clause = facts.read(
        "Ana: the Brantor limit lives in ops/limits.env, edit it there not in the UI"
    ).clauses[0]
    assert not clause.negated
    # controls: after a copula or an auxiliary it negates the clause
    assert facts.read("The Brantor cache is not in Redis").clauses[0].negated
    assert facts.read("We do not deploy Brantor on Fridays").clauses[0].negated


def test_a_polite_request_and_a_labelled_question() -> None:
    assert not questions.ask("Can you remind me which port the Brantor service uses?").polar
    assert not questions.ask("Do you know who owns the Brantor rollout?").polar
    # controls: a yes/no question, after a label too
    assert questions.ask("Quick question: Is the Brantor kit still in shelf F2?").polar
    assert questions.ask("Has the Brantor cap changed?").polar


def test_an_imperative_after_a_label_is_the_verb() -> None:
    clause = facts.read("commit d3aa: Brantor: bump the gatectl pin to 1.5.0").clauses[0]
    assert clause.change and "bump" in clause.verbs
    # control: a noun after a label is no verb
    assert not facts.read("Brantor: pin ledger at 1.5.0").clauses[0].change


def test_a_valueless_clause_after_a_value_qualifies_it() -> None:
    q = questions.ask("Which gatectl version does the Brantor secret audit use now?")
    with_tail = "commit d3aa: Brantor: bump the gatectl pin to 1.5.0 (secret audit)"
    without = "commit d3aa: Brantor: bump the gatectl pin to 1.5.0"
    assert questions.holds(q, with_tail) > questions.holds(q, without)


def test_a_change_corrects_through_the_clause_that_states_it() -> None:
    old = "commit eb84\nAuthor: Ana\n\n    brantor: raise returns batch size to 83"
    new = "commit f8e1\nAuthor: Bo\n\n    brantor: shorten returns hold time to 51 min"
    assert not facts.corrects(new, old)  # the hold time, not the batch size (nor the commit)
    # a change to the value it already had corrects nothing
    assert not facts.corrects("brantor: raise returns batch size to 83", old)
    # control: a change of the same slot to another value corrects it
    assert facts.corrects("brantor: raise returns batch size to 90", old)


def test_a_label_the_other_record_says_cites_no_source_of_its_own() -> None:
    a = "commit 5d4c\n\n    Brantor secret audit: gatectl==1.2.1"
    b = "commit d3aa: Brantor: bump the gatectl pin to 1.5.0 (secret audit)"
    assert not facts.named_apart(a, b)
    # control: two sources named apart, neither said by the other record, stay apart
    assert facts.named_apart(
        "According to the Brantor sheet, Ana is on 40 hours.",
        "According to the Quillmere sheet, Ana is on 32 hours.",
    )


def test_a_particle_after_a_verb_is_no_verb_of_its_own() -> None:
    clause = facts.read("12:37 rolled back; Brantor serving build-4502 again").clauses[0]
    assert "roll" in clause.verbs and "back" not in clause.verbs
    # control: "backed by" still states what a thing runs on
    assert facts.read("The Brantor queue is backed by Postgres").clauses[0].predicate == "uses"
