"""A replacement cue ("moved to", "switched to", "no longer") makes a lexical conflict only when
it speaks of the other memory's thing (``policy.conflicts``), and a modal before a bound ("may
take up to 60 min") states a limit, not a doubt (``policy.clauses``). Each attack beside the
control that must still hold."""

from __future__ import annotations

import pytest

from cairn.policy import conflicts, facts

OLD = "Legal memo: kiosk debug logs must be retained for 301 days and then deleted."


def test_a_cue_about_another_thing_is_no_conflict() -> None:
    # the dashboards moved, not the logs: same words, another head
    assert not conflicts.is_lexical_conflict(
        "Ticket SEC-984: dashboards for kiosk debug logs moved to the new folder.", OLD
    )


@pytest.mark.parametrize(
    ("new", "old"),
    [
        ("Kiosk debug logs moved to the cold tier after 30 days.", OLD),
        ("We moved from Jest to Vitest for the web tests.", "The web tests use Jest."),
        ("The web tests no longer use Jest.", "The web tests use Jest."),
        ("Web tests switched to Vitest instead of Jest.", "The web tests use Jest."),
    ],
)
def test_a_cue_about_the_same_thing_still_conflicts(new: str, old: str) -> None:
    assert conflicts.is_lexical_conflict(new, old)


def _hedged(text: str) -> list[bool]:
    return [c.hedged for c in facts.read(text).clauses if c.values]


@pytest.mark.parametrize(
    "text",
    [
        "A full Starling build may take up to 60 min before CI kills it.",
        "The login storm may drive at most 48k requests per second.",
    ],
)
def test_a_modal_before_a_bound_is_a_limit(text: str) -> None:
    assert _hedged(text) == [False]


@pytest.mark.parametrize(
    "text",
    [
        "The build may take 60 min.",
        "The login storm might drive 48k requests per second.",
        "It could go up to the roof, maybe 12 floors.",
    ],
)
def test_a_modal_without_a_bound_still_doubts(text: str) -> None:
    assert all(_hedged(text))
