"""Readings of the twenty-ninth round (issue 17): "how high is the guest limit" asks a limit; a
label announcing an update ("Small change:", "Quick update:") cites no source and says the
record updates what came before; a passive with an irregular participle ("is taught in
Portuguese") states its value; "about" closing a phrase after a word ("works week about") is
no approximation; what a record states of what a question asks, by class (``bench.hexis_asked``).
Each rule beside its control, and the attacks."""

from __future__ import annotations

import pytest

from cairn.bench import hexis_asked
from cairn.model import Actor, Candidate, Status
from cairn.policy import attributes, facts, questions, recency
from cairn.service import MemoryService
from tests.conftest import NS_A


@pytest.mark.parametrize(
    ("question", "cls"),
    [
        ("How high is the guest limit on Anvilworth?", "limit"),
        ("how much is the budget for Brantor?", "limit"),
        ("How low is the replica count for Quillmere?", "count"),
    ],
)
def test_how_and_an_adjective_leave_the_class_to_the_noun(question: str, cls: str) -> None:
    assert attributes.asked_with_format(question) == cls
    assert attributes.asked_with_format(question, cues=False) == cls


def test_an_adjective_implying_a_class_keeps_it() -> None:
    # control: "how long" asks a duration whatever the noun ("window" names a schedule)
    assert attributes.asked_with_format("How long is the retention window for Anvilworth?") == (
        "duration"
    )
    # attack: a noun naming no class leaves nothing asked
    assert attributes.asked_with_format("How high is the Brantor tower?") is None


@pytest.mark.parametrize(
    "text",
    [
        "Small change: the Anvilworth monthly budget goes to £283.",
        "Quick update: the Anvilworth monthly budget is £283 now.",
        "Correction: the Anvilworth monthly budget is £283.",
        "Bo: Minor tweak: the Anvilworth monthly budget is £283.",
    ],
)
def test_a_label_announcing_an_update(text: str) -> None:
    old = "Treasurer's note: the Anvilworth monthly budget is £545."
    assert facts.read(text).update_label
    assert recency.announces(text)
    assert recency.updates(text, old)
    assert not facts.named_apart(text, old)


@pytest.mark.parametrize(
    "text",
    [
        "Treasurer's note: the Anvilworth monthly budget is £283.",
        "Change management at Anvilworth: the monthly budget is £283.",
        "We made one more small change to the plan: the Anvilworth budget is £283.",
        "The Anvilworth budget change: approved by Bo.",
    ],
)
def test_a_label_announcing_nothing(text: str) -> None:
    assert not facts.read(text).update_label
    assert not recency.announces(text)


def test_sources_named_apart_still_stand_beside_an_update_label() -> None:
    # control: two sheets named apart mark values for one thing from two sources
    assert facts.named_apart("Acmeworth note: the budget is 7.", "Initechly note: the budget is 9.")
    # attack: an update label is no source; two things named apart stay apart under it
    assert facts.named_apart(
        "Small change: the Brantor budget goes to £283.",
        "Treasurer's note: the Anvilworth budget is £545.",
    )


def test_a_passive_with_an_irregular_participle_states_its_value() -> None:
    c = facts.read("Anvilworth handbook: the social dance is taught in Portuguese.")
    assert [v.key for cl in c.clauses for v in cl.values] == ["portuguese"]
    assert facts.read("The kit is sold by Bo.").clauses[0].values[0].key == "bo"
    # control: an adjective spelt like a participle ("stuck") is still the state stated
    assert [v.key for v in facts.read("The Anvilworth deploy is stuck.").clauses[0].values] == [
        "stuck"
    ]


def test_about_closing_a_phrase() -> None:
    assert not facts.read("Wiki: Anvilworth on-call cover works week about.").clauses[0].hedged
    assert not facts.read("Bo will stick around.").clauses[0].hedged
    # control: after a number, or a number and its unit, it approximates
    assert facts.read("The Anvilworth run takes 30, about.").clauses[0].hedged
    assert facts.read("The Anvilworth run takes 30 minutes, about.").clauses[0].hedged
    assert facts.read("The Anvilworth run takes about 30 minutes.").clauses[0].hedged


def test_a_record_placing_the_thing() -> None:
    assert hexis_asked.placed("Anvilworth sheets are archived in the post bag.")
    moved = "Bo moved the Anvilworth cart to the fourth-floor lab."
    assert hexis_asked.placed(moved, moved=frozenset({"anvilworth", "cart"}))
    assert hexis_asked.placed("Anvilworth has moved over to the hall.", moved=frozenset())
    # control: a duration, a day and a move named without "moved" are no place
    assert not hexis_asked.placed("Anvilworth sheets are kept for 65 days.")
    assert not hexis_asked.placed("Anvilworth sheets get checked on the Friday.")
    assert not hexis_asked.placed(moved)
    # attack: another item of the thing moved places nothing asked of this one
    assert not hexis_asked.placed(moved, moved=frozenset({"anvilworth", "spare"}))
    # attack: a place in a hedged clause places nothing
    assert not hexis_asked.placed("Maybe Anvilworth sheets are archived in the post bag?")


@pytest.mark.parametrize(
    ("question", "text", "states"),
    [
        ("Who leads Anvilworth?", "Bo took over Anvilworth", True),
        ("Who signs off on the Anvilworth book now?", "From this week Cy okays book changes.", True),
        ("Is Ana still coordinating Anvilworth?", "Let's go with Bo as Anvilworth lead instead.", True),
        ("How high is the guest limit on Anvilworth?", "Anvilworth allows forty-seven guests.", True),
        ("Where does Anvilworth meet?", "Anvilworth has moved over to the masonic hall.", True),
        # a value holding the asked name, a tool, chatter: none states what is asked
        ("Who leads Anvilworth?", "Minor typo fixed in the Anvilworth readme.", False),
        ("Who leads Anvilworth?", "A reminder went out about Anvilworth paperwork.", False),
        ("Who signs off an Anvilworth expense?", "the Anvilworth list moved to the new tool", False),
        ("How high is the guest limit on Anvilworth?", "Only Bo can raise the Anvilworth guest limit.", False),
        ("What does Anvilworth use?", "Anvilworth uses the blue kettle.", False),
    ],
)  # fmt: skip
def test_a_record_stating_what_is_asked(question: str, text: str, states: bool) -> None:
    assert hexis_asked.states_asked(questions.ask(question), text) is states


@pytest.mark.parametrize(
    ("one", "other"),
    [
        ('{\n  "qm-4"."door width" = "80 cm";\n}', 'return {\n  subject = "bx-7",\n  ["door width"] = "90 cm",\n}'),
        ("@misc{p95,\n  title = {QUELMARK},\n  note = {station count: 36}\n}", "name\tfield\tvalue\nbrantor\tstation count\t55"),
        ("---\nsubject: qm-4\nfield: gear ratio\nvalue: 1:48\n---", "BEGIN:VCARD\nFN:bx-7\nNOTE:gear ratio: 1:40\nEND:VCARD"),
        ("| subject | item | owner |\n|---|---|---|\n| Anvilworth | rules | Bo |", "| subject | item | owner |\n|---|---|---|\n| Brantor | rules | Cy |"),
    ],
)  # fmt: skip
def test_a_field_naming_the_thing_sets_two_records_apart(one: str, other: str) -> None:
    assert facts.read(one).heading_name and facts.read(other).heading_name
    assert not facts.contradicts(one, other)
    # control: the same record for the same thing with another value still conflicts
    twin = one.replace("80 cm", "85 cm").replace("36", "39").replace("1:48", "1:44")
    twin = twin.replace("| Bo |", "| Di |")
    assert facts.contradicts(one, twin)


@pytest.mark.parametrize(
    "text",
    [
        "id: 42\ncap: 5",  # a number names nothing
        "a,b\n1,2",  # a table without a naming column
        "The Anvilworth cap is 5.",
        "name: " + "x " * 30,  # a long value is no name
        "Title: Anvilworth timeout change\nIt is 45 s now.",  # a title of several words
        "name: Run the tests\nrun: make test",  # a step's name
    ],
)
def test_a_field_naming_nothing(text: str) -> None:
    assert not facts.read(text).heading_name


def test_two_mails_titled_apart_about_one_thing_still_conflict() -> None:
    one = "Subject: Re: the Anvilworth timeout\n\nThe Anvilworth timeout is 45 s."
    other = "Subject: ops notes for Monday\n\nThe Anvilworth timeout is 30 s."
    assert facts.contradicts(one, other)


def test_admission_holds_only_the_keyed_record_of_its_own_thing(
    svc: MemoryService, person: Actor
) -> None:
    first, other = svc.add_many(
        [
            Candidate('{\n  "qm-4"."door width" = "80 cm";\n}', NS_A),
            Candidate('return {\n  subject = "bx-7",\n  ["door width"] = "90 cm",\n}', NS_A),
        ],
        person,
    )
    assert other.memory.status is Status.ACTIVE and other.memory.contested_by == ()
    # control: the same thing keyed another way, with another width, is still contested
    again = svc.add(
        Candidate('return {\n  subject = "qm-4",\n  ["door width"] = "95 cm",\n}', NS_A), person
    )
    assert first.memory.id in again.memory.contested_by


def test_a_naming_field_added_to_a_contradicting_record_hides_nothing() -> None:
    # attack: an agent heads a contradicting record with a field naming something else; the
    # record still names the plain record's thing, so the two still conflict
    plain = "Anvilworth deploys on port 8080."
    for heading in ("name: brantor-v2", 'subject = "qm-4"', "FN:QUELMARK"):
        assert facts.contradicts(f"{heading}\nAnvilworth deploys on port 9090.", plain)
    # control: a record keyed to another thing and naming none other is about that thing
    assert not facts.contradicts('subject = "qm-4"\nport = 9090', 'subject = "bx-7"\nport = 8080')


@pytest.mark.parametrize(
    ("text", "holder"),
    [
        ("Anvilworth spare keys? Cy has them, just shout", "cy"),
        ("Bo keeps it.", "bo"),
        ("Bo and Cy have them.", "bo"),
    ],
)
def test_a_person_having_what_the_clause_points_at_holds_it(text: str, holder: str) -> None:
    assert holder in [v.key for c in facts.read(text).clauses for v in c.values]


@pytest.mark.parametrize("text", ["We have them.", "It has them.", "They have it, ok?"])
def test_a_pronoun_having_them_names_no_holder(text: str) -> None:
    # control: a pronoun is no person's name; the object stays what the clause says
    assert all(v.shape != "name" for c in facts.read(text).clauses for v in c.values)


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ("name: x" + " " * 200_000 + "y", set()),  # a field whose value runs on in spaces
        ("a b" + " " * 200_000 + "|c\nd|e", set()),  # a table row of spaces
        ('"qm-4"' + " " * 200_000 + '."cap" = 5', {"qm-4"}),  # a dotted key far apart
    ],
)
def test_a_huge_line_is_read_in_one_pass(text: str, named: set[str]) -> None:
    # attack: the first two lines made the field reading backtrack without end; each is now
    # read in one pass
    assert facts.read(text).heading_name == named
    # control: the same field, written plainly, still names its thing
    assert facts.read("name: x\ncap = 5").heading_name == frozenset({"x"})


def test_a_question_with_a_run_of_spaces_is_read_in_one_pass() -> None:
    # attack: a pasted prompt with a long run of spaces after "what is the x" made the phrase
    # patterns retry at every space (seconds for 20,000); now runs of spaces read as one
    for opening, cls in (("What is the port", "port"), ("how high is the guest limit", "limit")):
        spaced = opening + " " * 200_000 + "of Anvilworth?"
        # control: the same question with one space asks the same class
        assert attributes.asked(spaced) == attributes.asked(f"{opening} of Anvilworth?") == cls
