"""A two-character token with a digit names a thing (a version or a short id: "Hermes v3",
"S3", "K8"), so a request naming "Hermes v3" is about that subject, and the typed answer rule
can tell that none of its memories holds the asked attribute. A pair of letters ("CI", "UI")
stays a word. Names here are made up for these tests."""

from __future__ import annotations

import pytest

from cairn.context.inject import prompt_block
from cairn.model import Candidate
from cairn.search.lexical import identifiers
from cairn.service import MemoryService
from tests.conftest import NS_A


def test_a_short_token_with_a_digit_is_an_identifier() -> None:
    assert identifiers("What is the backup retention of Hermes v3?") == ["v3"]
    assert identifiers("artifacts go to S3 and K8 runs them") == ["S3", "K8"]
    # controls: two letters are a word, longer names are as before
    assert identifiers("the CI and the UI") == []
    assert identifiers("ledger-sync on ipv6") == ["ledger-sync", "ipv6"]


def test_an_absent_attribute_of_a_versioned_subject_is_not_answered(
    svc: MemoryService, person, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("CAIRN_RETRIEVAL", "lexical")
    for text in (
        "We keep 5 replicas of Quill v3 running.",
        "Quill v3 is built with Gradle.",
        "Quill v2 keeps its backups for 30 days.",
    ):
        svc.add(Candidate(text, NS_A), person)
    # Quill v3 holds no duration: its other memories do not answer, nor does Quill v2's
    assert prompt_block(svc, "What is the backup retention of Quill v3?").items == ()
    # control: the subject that holds it is answered
    got = prompt_block(svc, "What is the backup retention of Quill v2?")
    assert [i.text for i in got.items] == ["Quill v2 keeps its backups for 30 days."]
