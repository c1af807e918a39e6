"""The phrase a "what"/"which" question asks: a base-form word that could be a verb, right after
the wh-word and before a noun, is a noun of that phrase ("what request rate", "which release
train"), so what the question is about is what follows ("the catalogue crawl"), not the
attribute's words. A finite verb there is still a verb (control)."""

from __future__ import annotations

import pytest

from cairn.policy import questions


@pytest.mark.parametrize(
    ("text", "head", "subject"),
    [
        (
            "What request rate is the catalogue crawl allowed to reach now?",
            "rat",
            {"catalog", "crawl"},
        ),
        ("Which release train does the mobile app use?", "train", {"mobil", "app"}),
        ("What build cache does the ingest job use?", "cach", {"ingest", "job"}),
    ],
)
def test_a_verb_shaped_noun_after_the_wh_word_is_part_of_the_asked_phrase(
    text: str, head: str, subject: set[str]
) -> None:
    q = questions.ask(text)
    assert q.head == head
    assert set(q.subject) == subject


def test_a_finite_verb_after_the_wh_word_stays_a_verb() -> None:
    q = questions.ask("What uses port 8080 on the build host?")
    assert q.verb == "use"
    q = questions.ask("What happened to the nightly build?")
    assert q.verb == "happen"
