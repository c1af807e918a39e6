"""A look-alike or invisible letter in a name does not make a record about another thing.

Admission judges a record as a reader of Latin script reads it (``claimkey.latin_read``): a
Cyrillic "А" or "о", a Greek "ο", a zero-width space inside "Anvilworth" is Anvilworth, so a
record giving it another port is held for review against the first, in either order. The
controls: a record about another thing stays active, and words of another script keep their
letters (a Russian word in an English record, a Russian record)."""

from __future__ import annotations

import pytest

from cairn.claimkey import latin_read
from cairn.model import Actor, Candidate, Status
from cairn.service import MemoryService
from tests.conftest import NS_A, NS_B

PLAIN = "Anvilworth deploys on port 8080."

SPELLED = [
    "\u0410nvilworth",  # Cyrillic capital A
    "Anvilw\u043erth",  # Cyrillic o
    "Anvilw\u03bfrth",  # Greek omicron
    "Anvil\u200bworth",  # zero-width space
    "Anvil\u00adworth",  # soft hyphen
    "\u0410nvilw\u043erth\u200d",  # two look-alikes and a joiner
]


@pytest.mark.parametrize("spelled", SPELLED)
def test_a_lookalike_name_giving_another_value_is_held_for_review(
    svc: MemoryService, person: Actor, spelled: str
) -> None:
    first = svc.add(Candidate(PLAIN, NS_A), person)
    odd = svc.add(Candidate(f"{spelled} deploys on port 9090.", NS_A), person)
    assert odd.memory.status is Status.PROPOSED
    assert first.memory.id in odd.memory.contested_by
    # the record keeps its letters as written: only the judgment reads through them
    assert spelled in odd.memory.text


@pytest.mark.parametrize("spelled", SPELLED[:2])
def test_the_plain_name_written_after_a_lookalike_one_is_held_too(
    svc: MemoryService, person: Actor, spelled: str
) -> None:
    odd = svc.add(Candidate(f"{spelled} deploys on port 9090.", NS_A), person)
    plain = svc.add(Candidate(PLAIN, NS_A), person)
    assert odd.memory.id in plain.memory.contested_by


def test_a_lookalike_inside_an_identifier_and_a_whole_lookalike_word(
    svc: MemoryService, person: Actor
) -> None:
    svc.add(Candidate("The brantor-api timeout is 30 s.", NS_A), person)
    odd = svc.add(Candidate("The br\u0430ntor-api timeout is 45 s.", NS_A), person)
    assert odd.memory.status is Status.PROPOSED
    # "ΑΡΙ" in Greek capitals, in an English record, is the word API
    svc.add(Candidate("The Brindlecott API rate limit is 50 requests per minute.", NS_A), person)
    greek = "The Brindlecott \u0391\u03a1\u0399 rate limit is 80 requests per minute."
    assert svc.add(Candidate(greek, NS_A), person).memory.status is Status.PROPOSED


def test_control_another_thing_stays_active(svc: MemoryService, person: Actor) -> None:
    svc.add(Candidate(PLAIN, NS_A), person)
    other = svc.add(Candidate("Brindlecott deploys on port 9090.", NS_A), person)
    assert other.memory.status is Status.ACTIVE and other.memory.contested_by == ()
    # a look-alike in the other thing's name does not make it this one
    odd = svc.add(Candidate("Br\u0456ndlecott deploys on port 7070.", NS_A), person)
    assert odd.memory.contested_by != () and all(
        svc.get(i).text.startswith("Brindlecott") for i in odd.memory.contested_by
    )


def test_latin_read_folds_only_what_imitates_latin() -> None:
    assert latin_read("\u0410nvilw\u043erth") == "Anvilworth"
    # an upper-case look-alike keeps its case (the table gives "l" for Cyrillic "І")
    assert latin_read("\u0406NVOICE total") == "INVOICE total"
    # controls: ASCII is returned as it is; a Russian word in an English record, a Russian
    # record, an accented Latin word and a unit sign keep their letters
    text = "Anvilworth deploys on port 8080."
    assert latin_read(text) == text
    moscow = "\u041c\u043e\u0441\u043a\u0432\u0430 office opens at 9"
    assert latin_read(moscow) == moscow
    russian = (
        "\u0421\u0435\u0440\u0432\u0435\u0440 \u0410 \u043d\u0430 \u043f\u043e\u0440\u0442\u0443 80"
    )
    assert latin_read(russian) == russian
    assert latin_read("caf\u00e9 timer is 5 \u00b5s") == "caf\u00e9 timer is 5 \u00b5s"


def test_attack_a_huge_text_of_lookalikes_is_read_without_error() -> None:
    huge = "\u0410nvil\u200bworth " * 50_000
    assert latin_read(huge) == "Anvilworth " * 50_000


def test_attack_a_lookalike_record_in_another_project_contests_nothing_here(
    svc: MemoryService, svc_b: MemoryService, person: Actor
) -> None:
    first = svc.add(Candidate(PLAIN, NS_A), person)
    # another project's record, look-alike and all, is judged in its own scope only
    other = svc_b.add(Candidate("\u0410nvilworth deploys on port 9090.", NS_B), person)
    assert other.memory.contested_by == () and other.memory.status is Status.ACTIVE
    assert svc.get(first.memory.id).contested_by == ()
    # control: the same record in this project is held for review against the first
    here = svc.add(Candidate("\u0410nvilworth deploys on port 9090.", NS_A), person)
    assert first.memory.id in here.memory.contested_by


def test_attack_a_text_of_invisible_characters_reads_as_nothing() -> None:
    assert latin_read("\u200b\u200d\u00ad\ufeff") == ""
    assert latin_read("Anvilworth\u200b") == "Anvilworth"
