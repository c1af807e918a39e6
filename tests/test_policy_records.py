"""Records about two named things are not two values of one slot (``policy.records``): a
person's memory giving one attribute of one thing is not held back as contradicting the same
attribute of another thing written in another record surface (a YAML block, a table row, a
commit scope, a heading, a label before a slash). Each attack beside a control that must still
be contested: the same thing with two values, and two people disagreeing in a chat."""

from __future__ import annotations

import pytest

from cairn.model import Actor, Candidate, Review, Status
from cairn.policy import records
from cairn.service import MemoryService
from tests.conftest import NS_A


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ('quill-live:\n  disk size: "40 GB"', {"quill-live"}),
        ('- name: quill-live\n  disk size: "40 GB"\n  reviewed: true', {"quill-live"}),
        ("[quill-live]\ndisk_size = 40GB", {"quill-live"}),
        ("chore(quill-live): set disk size to 40 GB", {"quill-live"}),
        ("quill-live / disk size: 40 GB", {"quill-live"}),
        ("Quill.Live: change the disk size to 40 GB", {"quill.live"}),
        ("| name | disk size |\n|---|---|\n| quill-live | 40 GB |", {"quill-live"}),
        ("Note on quill-live (service): its disk size is 40 GB", {"quill-live"}),
        ("disk size: 40 GB  (service QuillLive)", {"quilllive"}),
        ("For the service quill, the disk size is 40 GB.", {"quill"}),
        ("[QuillLive] disk size = 40 GB", {"quilllive"}),
        ("We settled on 40 GB as the disk size for brantorpost.", {"brantorpost"}),
        ("ana: what's the patch day of brantorfell again?\nbo: Thu", {"brantorfell"}),
        ("ana: anyone know quillmere's programme?\nbo: it's Brahms 2", {"quillmere"}),
        # a speaker or a plain label names no thing
        ("ana: the disk size is 40 GB", set()),
        ("Note: the disk size is 40 GB", set()),
        # a table's header is no row
        ("| name | disk size |\n| quill-live | 40 GB |", set()),
    ],
)
def test_the_thing_a_record_names_by_position(text: str, expected: set[str]) -> None:
    assert set(records.names(text)) >= expected
    if not expected:
        assert not {n for n in records.names(text) if n in ("ana", "note", "name", "quill")}


PAIRS = [
    ("Bo maintains quill-live.", "Bo maintains ledger-sync."),
    ("the storage guild maintains quill-ledger.", "the storage guild maintains orders-topic."),
    ('quill-live:\n  disk size: "40 GB"', "ledger-sync disk size = 80 GB"),
    (
        "- name: quill-live\n  stage plot: SP-1M\n  reviewed: true",
        "The stage plot of Ledger.Sync is SP-5X.",
    ),
    ("chore(quill-live): set proposal id to P256-P", "ledger-sync proposal ID = P126-T"),
    (
        "| subject | max players |\n|---|---|\n| quill-live | 200 |",
        "For LEDGERSYNC, the max players is 64.",
    ),
]


@pytest.mark.parametrize(("first", "second"), PAIRS)
def test_one_attribute_of_two_things_in_two_record_surfaces_both_stay_active(
    svc: MemoryService, person: Actor, first: str, second: str
) -> None:
    _a, b = svc.add_many([Candidate(first, NS_A), Candidate(second, NS_A)], person)
    assert b.memory.contested_by == (), b.reasons
    assert b.memory.status is Status.ACTIVE and b.memory.review is Review.APPROVED


def test_a_table_row_and_a_record_of_another_attribute_of_its_thing_both_stay_active(
    svc: MemoryService, person: Actor
) -> None:
    _a, b = svc.add_many(
        [
            Candidate("| subject | power supply |\n|---|---|\n| quill-2 | PSU-83 110V |", NS_A),
            Candidate("quill-2 / hazard log: HZ-0505", NS_A),
        ],
        person,
    )
    assert b.memory.contested_by == (), b.reasons
    # control: the same attribute of the same thing in the other surface is contested
    c = svc.add(Candidate("quill-2 / power supply: PSU-90 220V", NS_A), person)
    assert c.memory.contested_by, c.reasons


@pytest.mark.parametrize(
    ("first", "second"),
    [
        (
            "The upload timeout for brantorpost is 30 seconds.",
            "The upload timeout for brantorpost is 60 seconds.",
        ),
        ("ana: the disk size of brantorfell is 40 GB", "bo: the disk size of brantorfell is 80 GB"),
        ("ana: brantorfell's disk size is 40 GB", "bo: it's 80 GB, the disk size of brantorfell"),
        ("the team's channel is #ops", "the team's channel is #ops-alerts"),
        # the thing maintained is what an ownership is about: one thing, two maintainers in
        # the passive, and a maintainer who no longer is, are still contested
        ("quill-live is maintained by Bo.", "quill-live is maintained by Ana."),
        ("Bo maintains quill-live.", "Bo no longer maintains quill-live."),
        # a reporter with their source in parentheses is no thing; the thing one text reads as
        # a name and the other only mentions is one thing
        (
            "Mapping for quill-docs: the text fields are tokenised by the `kuromoji` analyzer.",
            "Ana (commit message): reindex quill-docs with `snowball_english` on every text"
            " field; we no longer use the previous analyzer there.",
        ),
    ],
)
def test_one_owner_named_the_same_way_with_two_values_is_still_contested(
    svc: MemoryService, person: Actor, first: str, second: str
) -> None:
    a, b = svc.add_many([Candidate(first, NS_A), Candidate(second, NS_A)], person)
    assert a.memory.id in b.memory.contested_by, b.reasons


def test_the_same_thing_with_two_values_is_still_contested(
    svc: MemoryService, person: Actor
) -> None:
    a, b = svc.add_many(
        [
            Candidate('quill-live:\n  disk size: "40 GB"', NS_A),
            Candidate("quill-live disk size = 80 GB", NS_A),
        ],
        person,
    )
    assert a.memory.id in b.memory.contested_by


@pytest.mark.parametrize(
    "spelled", ["qu\u0456ll-live", "QUILL-LIVE", "quill\u200b-live", "ｑｕｉｌｌ-live"]
)
def test_a_name_spelled_with_lookalike_or_invisible_characters_is_the_same_thing(
    svc: MemoryService, person: Actor, spelled: str
) -> None:
    """A Cyrillic "і", upper case, a zero-width space or full-width letters do not make the
    same thing read as another, which would let a contradicting record in unreviewed."""
    a, b = svc.add_many(
        [
            Candidate('quill-live:\n  disk size: "40 GB"', NS_A),
            Candidate(f"{spelled} disk size = 80 GB", NS_A),
        ],
        person,
    )
    assert a.memory.id in b.memory.contested_by, b.reasons


def test_two_people_disagreeing_in_a_chat_are_still_contested(
    svc: MemoryService, person: Actor
) -> None:
    a, b = svc.add_many(
        [
            Candidate("ana: the quill-live disk size is 40 GB", NS_A),
            Candidate("bo: the quill-live disk size is 80 GB", NS_A),
        ],
        person,
    )
    assert a.memory.id in b.memory.contested_by
