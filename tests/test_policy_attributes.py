"""The attribute vocabulary (``policy.attributes``): which class a request asks for, whether a
memory states a value of it, and delivery declining a subject's memories that hold no value of
the asked class (issue 17 item 4) while still delivering the one that does."""

from __future__ import annotations

import pytest

from cairn.context.inject import prompt_block
from cairn.model import Candidate
from cairn.policy import attributes
from cairn.service import MemoryService
from tests.attr_suite import score, suite
from tests.conftest import NS_A


@pytest.mark.parametrize(
    ("question", "name"),
    [
        ("What is the disk size of ledger-sync?", "size"),
        ("Who looks after ledger-sync?", "owner"),
        ("Which region hosts ledger-sync?", "region"),
        ("What is the idle timeout of ledger-sync?", "duration"),
        ("For how many minutes does ledger-sync keep a lock?", "duration"),
        ("How many shards does ledger-sync have?", "count"),
        ("How often is ledger-sync released?", "cadence"),
        ("Which Go release does ledger-sync build with?", "version"),
        ("quick one: what port does ledger-sync listen on?", "port"),
        # no class the vocabulary can check: delivery does not judge
        ("Where does ledger-sync keep its data?", None),
        ("how do I restart ledger-sync?", None),
    ],
)
def test_the_asked_class_is_read_from_the_question(question: str, name: str | None) -> None:
    assert attributes.asked(question, ("ledger-sync",)) == name


@pytest.mark.parametrize(
    ("text", "name", "held"),
    [
        ("ledger-sync binds to port 7311.", "port", True),
        ("The ledger-sync sweep starts at 04:30 each day.", "port", False),  # a clock, not a port
        ("ledger-sync runs 16 worker processes.", "port", False),  # a count quantifies a noun
        ("ledger-sync runs 16 worker processes.", "count", True),
        ("ledger-sync drops idle connections after 5 minutes.", "count", False),
        ("ledger-sync drops idle connections after 5 minutes.", "duration", True),
        ("Mila is responsible for ledger-sync.", "owner", True),
        ("ledger-sync is built against Go 1.22.", "owner", False),  # "Go 1.22" is no person
        ("ledger-sync keeps a 1.5 TB cache on each host.", "version", False),  # a quantity
        ("ledger-sync keeps a 1.5 TB cache on each host.", "schedule", False),  # "each host"
        ("Problems with ledger-sync go to ops@corp.example.", "host", False),  # an address
        # the subject's own digits are not a value of it
        ("api-v2 is maintained by the storage guild.", "version", False),
    ],
)
def test_a_value_of_the_asked_kind_is_what_holds_it(text: str, name: str, held: bool) -> None:
    subject = ("api-v2",) if text.startswith("api-v2") else ("ledger-sync",)
    assert attributes.holds(text, name, subject) is held


def _score(seed: int) -> tuple[int, int, int, int]:
    return score(suite(seed))


def test_the_perturbed_suite_keeps_every_answer_and_declines_most_absent_attributes() -> None:
    # seeds 17-19 were looked at while writing the vocabulary; 20-22 were scored after it:
    # 144/144 answers kept, 67/72 absent attributes declined
    totals = [sum(x) for x in zip(*(_score(seed) for seed in (20, 21, 22)), strict=True)]
    pos, kept, neg, declined = totals
    assert pos == kept == 144
    assert neg == 72 and declined >= 64


def test_a_generated_suite_is_the_same_for_the_same_seed() -> None:
    assert suite(20) == suite(20) and suite(20) != suite(21)


def test_an_absent_attribute_of_a_known_subject_is_not_delivered_from_a_real_store(
    svc: MemoryService, person
) -> None:
    port = "ledger-sync binds to port 7311."
    owner = "Mila is responsible for ledger-sync."
    for text in (
        port,
        owner,
        "The audit-log rotates every Sunday.",
        "Requests to billing time out",
    ):
        svc.add(Candidate(text, NS_A), person)
    assert prompt_block(svc, "What is the disk size of ledger-sync?").items == ()
    assert prompt_block(svc, "When is ledger-sync backed up?").items == ()
    # controls: the attribute it holds is delivered, asked plainly or in other words, and a
    # question asking no class the vocabulary knows is not judged
    assert [i.text for i in prompt_block(svc, "Which port does ledger-sync bind to?").items][
        :1
    ] == [port]
    got = [i.text for i in prompt_block(svc, "Who looks after ledger-sync?").items]
    assert owner in got
    assert prompt_block(svc, "how do I restart ledger-sync?").items != ()


# A record's value is often on the line after the one naming its subject: a YAML block's field,
# the reply under a chat line asking about it, an INI key under its section's name. Those lines
# belong to the subject until a blank line or the next item; a line about another item does not.
@pytest.mark.parametrize(
    ("text", "name", "held"),
    [
        ('- name: ledger-sync\n  disk size: "40 GB"\n  reviewed: true', "size", True),
        ("ana: anyone know ledger-sync's send slot?\nbo: it's Tue 07:00", "schedule", True),
        ("ana: what's the owner of ledger-sync again?\nbo: B. Ansel", "owner", True),
        ('ledger-sync:\n  reporting deadline: "15 Nov"', "deadline", True),
        ('- name: ledger-sync\n  track circuit frequency: "2668 Hz"', "cadence", True),
        # controls: the next item's value, a value after a blank line, and a sentence about
        # another thing on the subject's own line are not the subject's
        (
            '- name: ledger-sync\n  reviewed: true\n- name: quill-live\n  disk size: "40 GB"',
            "size",
            False,
        ),
        ("| name | disk |\n| ledger-sync | n/a |\n| quill-live | 40 GB |", "size", False),
        ("ledger-sync was reviewed.\n\nquill-live keeps 40 GB.", "size", False),
        ("ledger-sync was reviewed. quill-live keeps 40 GB.\nand more", "size", False),
        # a cycle a second is a frequency, never a schedule; a month's abbreviation is a date
        # only beside a day's number; "sat" and "wed" in prose are no weekdays
        ('- name: ledger-sync\n  tick rate: "60 Hz"', "schedule", False),
        ("ledger-sync: we sat down in the mar of the old shed", "deadline", False),
        ("ledger-sync: the crew sat and wed late", "schedule", False),
    ],
)
def test_a_record_s_continuation_lines_belong_to_its_subject(
    text: str, name: str, held: bool
) -> None:
    assert attributes.holds(text, name, ("ledger-sync",)) is held


@pytest.mark.parametrize(
    ("value", "kinds"),
    [
        ("15 Nov", {"date"}),
        ("Nov. 3", {"date"}),
        ("Tue", {"weekday"}),
        ("the tue of it", set()),  # lower case: not an abbreviation
        ("2668 Hz", set()),  # not a shaped kind for comparing two values
    ],
)
def test_short_dates_and_weekdays_are_read_by_their_shape(value: str, kinds: set[str]) -> None:
    assert set(attributes.value_kinds(value)) - {"version"} == kinds


def test_a_value_on_the_line_under_its_subject_is_delivered_from_a_real_store(
    svc: MemoryService, person
) -> None:
    """Before, only the line naming the subject was read, so a YAML block or a chat answer
    holding the asked value was declined as holding no value of the asked class."""
    block = '- name: ledger-sync\n  reporting deadline: "15 Nov"\n  reviewed: true'
    chat = "ana: what's the owner of quill-live again?\nbo: B. Ansel"
    for text in (block, chat, "quill-live binds to port 7311.", "The audit-log rotates weekly."):
        svc.add(Candidate(text, NS_A), person)
    got = [
        i.text for i in prompt_block(svc, "What is the reporting deadline of ledger-sync?").items
    ]
    assert len(got) == 1 and "15 Nov" in got[0], got
    got = [i.text for i in prompt_block(svc, "Who is the owner of quill-live?").items]
    assert any("B. Ansel" in t for t in got), got
    # control: an attribute neither record holds is still declined
    assert prompt_block(svc, "What is the disk size of ledger-sync?").items == ()
