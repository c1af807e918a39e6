"""The fourteenth round's readings (issue 17, fresh18 read as a dev set): a source named before
a verb of communication ("did the runbook put on ...", "where did the X ticket say ..."), a citing participle ("going by the runbook"), a negation that bounds a
number ("never runs past 92 minutes"), an issue key naming its project ("[Quillmere-44]"), a
clause that sets the scene for the one after it, a hyphenated identifier holding its words, an
identifier spelled from the question's words, "a new X" as a change, the name a yes/no question
puts to the test after "still", a person holding a thing as its value, a phrasal verb of
taking split by its object, "first" as the order of an action, and a title line heading a
message. Each attack beside a control that must keep its old reading."""

from __future__ import annotations

from cairn.bench import hexis_subjects as subjects
from cairn.policy import facts, questions, recency
from cairn.policy.tokens import stem


def _values(text: str) -> list[list[str]]:
    return [[v.text for v in c.values] for c in facts.read(text).clauses]


# a source before a verb of communication ------------------------------------------------------


def test_a_noun_phrase_before_a_verb_of_communication_is_the_source_asked() -> None:
    assert questions.ask("Which ceiling did the runbook put on a Brantor sweep batch?").source == {
        "runbook"
    }
    q = questions.ask("Where did the Quillmere ticket say the spare key is kept?")
    assert q.source == {"ticket", stem("quillmere")}
    # control: the capitalised teller keeps its reading
    q = questions.ask("What did Brantor Supply tell us about the minimum order for Quillmere?")
    assert q.source == {"brantor", stem("supply")}
    # controls: a verb that is no verb of communication, or a question asking whom
    assert not questions.ask("What did the deploy break?").source
    assert not questions.ask("What did the build say about the cache?").source
    assert not questions.ask("Who did Ana tell about the port?").source


def test_going_by_a_record_cites_it_and_names_nothing_asked() -> None:
    q = questions.ask("How big may a Brantor sweep batch get, going by the runbook?")
    assert q.source == {"runbook"} and stem("going") not in q.subject
    q = questions.ask("Judging by the config, what port does Quillmere use?")
    assert q.source == {"config"}
    # attack: "by the way" cites nothing
    assert not questions.ask("How is it going by the way?").source


# a negation that bounds ---------------------------------------------------------------------


def test_a_negation_before_a_word_of_order_and_a_number_is_a_limit() -> None:
    for text in (
        "Brantor handbook: a session never runs past 92 minutes.",
        "Run the sweep in batches. Under no circumstances over 41 crates in one batch.",
        "The Brantor batch must not exceed 41 crates.",
        "A Quillmere run can't go over 40 minutes.",
    ):
        valued = [c for c in facts.read(text).clauses if c.values]
        assert valued and not any(c.negated for c in valued), text
    # controls: a denial of a value stays one
    for text in (
        "The timeout is not 30 seconds.",
        "We never moved to Postgres 16.",
        "The cap is no longer 40.",
    ):
        valued = [c for c in facts.read(text).clauses if c.values]
        assert valued and all(c.negated for c in valued), text


# what a record is about ----------------------------------------------------------------------


def test_an_issue_key_names_its_project() -> None:
    text = "[Quillmere-44] Rehome the spare key\nResolution: spare key now kept on the cold shelf."
    assert "quillmere" in subjects.mentions(text)
    # control: a hyphenated name without a number is one name
    assert "quill" not in subjects.mentions("quill-live now keeps the key on the cold shelf")


def test_a_clause_about_something_else_sets_the_scene_for_the_next() -> None:
    q = questions.ask("How many crates may a Brantor sweep batch hold?")
    text = (
        "Brantor runbook, step four\nRun the sweep in batches. Under no circumstances over"
        " 44 crates in one batch; stop if the batch errors."
    )
    assert not subjects.other_subject(q, text)
    # control: a runbook of another piece of work is still about it
    other = text.replace("Run the sweep", "Run the audit")
    assert subjects.other_subject(q, other)


def test_a_title_line_naming_the_thing_heads_the_message() -> None:
    q = questions.ask("What is the minimum order for Quillmere?")
    body = "For the drenwick-mute our minimum order is 91 crates; anything under that waits."
    mail = f"From: Brantor Supply sales\nSubject: your Quillmere enquiry\n\n{body}"
    assert not subjects._head_elsewhere(q, facts.read(mail).clauses)
    # control: without the title, the clause names another thing only
    assert subjects._head_elsewhere(q, facts.read(body).clauses)


def test_a_hyphenated_identifier_holds_its_words() -> None:
    q = questions.ask("What is the longest a Brantor sweep run may run, going by the docs?")
    handbook = "Brantor handbook, section on the sweep run: a session never runs past 92 minutes."
    config = "# Brantor scheduler\njobs:\n  - name: sweep-run\n    max_runtime: 1h17m"
    assert not subjects.another_thing(q, handbook, config)
    # control: another job's entry is another thing
    other = "# Brantor scheduler\njobs:\n  - name: audit-job\n    max_runtime: 1h17m"
    assert subjects.another_thing(q, handbook, other)


def test_an_identifier_spelled_from_the_question_is_no_rival_value() -> None:
    q = questions.ask("Are the Brantor handbook and scheduler in line on the sweep run time limit?")
    config = "# Brantor scheduler\njobs:\n  - name: sweep-run\n    max_runtime: 1h41m"
    chatter = "np, I'll chase the Brantor follow-ups tomorrow"
    assert not recency.disagree(q, config, chatter, same=True)
    # control: another limit for the same job disagrees
    assert recency.disagree(q, config, "Brantor sweep-run max_runtime: 2h05m", same=True)


# changes and holders -------------------------------------------------------------------------


def test_a_new_x_says_the_record_is_an_update() -> None:
    old = "Brantor wiki\n| item | place |\n| spare key | the front desk |"
    assert recency.updates("Bo: Brantor spare key has a new home: the cold shelf.", old)
    # control: a plain statement of a place is no update
    assert not recency.updates("Bo: Brantor spare key is on the cold shelf.", old)


def test_a_person_holding_a_thing_is_its_value() -> None:
    assert _values("Ana looks after the Brantor rota from here on.") == [["Ana"]]
    assert _values("Ana and Bo maintain quill-live.") == [["Ana", "Bo"]]
    (c,) = facts.read("Ana has taken the Brantor rota on.").clauses
    assert [v.text for v in c.values] == ["Ana"] and c.change
    # taking over holds the thing too (since the fifteenth round); controls: a common noun
    # holds nothing as a name, and a denial holds nothing
    assert _values("Bo has taken over the brantor-oncall rotation.") == [["Bo"]]
    assert _values("The team owns the pager.") == [["pager"]]
    assert ["Ana"] not in _values("Ana doesn't look after the Brantor rota.")


def test_the_name_after_still_is_put_to_the_test() -> None:
    assert questions.ask("Is the Brantor rota still Bo's?").checked == {"bo"}
    assert questions.ask("Is the pager still with Ana?").checked == {"ana"}
    # control: the object of a verb after "still" is what it is about
    assert stem("scarby") not in questions.ask("Do we still cap Scarby at 82 a day?").checked


def test_first_after_the_verb_of_a_present_question_orders_an_action() -> None:
    assert not recency.asks_first(questions.ask("Who do I page first for quill-live right now?"))
    assert not recency.asks_first(questions.ask("What should we check first on quill-live?"))
    # controls: what was said first
    assert recency.asks_first(questions.ask("What was the first estimate for quill-live?"))
    assert recency.asks_first(questions.ask("What lead time did Brantor originally quote?"))
