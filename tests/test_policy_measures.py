"""Dates and durations read into one scale whatever their notation (``policy.measures``), and
``facts.differ`` calling two such statements of one thing a conflict for a question that asks
whether sources agree. Attacks (the same value in two notations, another subject, bare numbers)
beside the controls that must differ. Texts written for these tests."""

from __future__ import annotations

import pytest

from cairn.policy import facts, measures, questions


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("auto-renews 2026-09-23", "renews on September 23, 2026"),
        ("auto-renews 2026-09-23", "renews on 23 September 2026"),
        ("a TTL of 60 seconds", "`ttl = 1` (minutes)"),
        ("kept for 90 days", "retention 2160 hours"),
        ("times out after 1.5 hours", "times out after 90 minutes"),
        ("times out after 4,400 milliseconds", "times out after 4.4 seconds"),
    ],
)
def test_one_value_in_two_notations_does_not_disagree(a: str, b: str) -> None:
    assert not measures.disagree(a, b)


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("auto-renews 2026-09-23", "renews on November 23, 2026"),
        ("a TTL of 60 seconds", "`ttl = 120` (seconds)"),
        ("kept for 90 days", "retention 2000 hours"),
    ],
)
def test_two_values_in_two_notations_disagree(a: str, b: str) -> None:
    assert measures.disagree(a, b)


def test_bare_numbers_are_not_measures_and_a_date_without_a_year_is_a_day_of_a_month() -> None:
    assert measures.measures("port 8080, 16 workers") == []
    # no year: a day of a month only, never a date
    assert measures.measures("retires on 9 April") == [("monthday", 409.0)]
    assert measures.measures("on 2026-02-30") == []  # no such day


SHEET = "Procurement sheet row | Quillon Desk | annual | auto-renews 2026-09-23 | owner Ana |"
MAIL = "Quillon Desk account manager: your subscription renews on November 23, 2026."
OTHER = "Procurement sheet row | Varrow Search | annual | auto-renews 2027-01-15 | owner Ana |"


def test_a_date_in_two_notations_is_a_conflict_for_a_question_about_agreement() -> None:
    q = questions.ask("When is the Quillon Desk agreement up for renewal, and do sources agree?")
    assert facts.differ(SHEET, MAIL, q.words)
    same = "Quillon Desk account manager: your subscription renews on September 23, 2026."
    assert not facts.differ(SHEET, same, q.words)  # control: the same day, written otherwise


def test_another_subjects_date_is_no_conflict() -> None:
    q = questions.ask("When is the Quillon Desk agreement up for renewal, and do sources agree?")
    assert not facts.differ(OTHER, MAIL, q.words)


@pytest.mark.parametrize(
    ("text", "seconds"),
    [
        ("ENV BUILD_TIMEOUT_SECONDS=5400", 5400.0),
        ("logging/kiosk.yaml:\n  retention_hours: 8736\n", 8736 * 3600.0),
        ("ttlMs: 300", 0.3),
        ("maxAgeDays = 30", 30 * 86400.0),
        ('RETENTION_DAYS="14"', 14 * 86400.0),
        ("idleTimeoutMinutes: 15", 900.0),
    ],
)
def test_a_setting_named_with_its_unit_measures_its_number(text: str, seconds: float) -> None:
    assert measures.measures(text) == [("duration", seconds)]


@pytest.mark.parametrize(
    "text", ["sessions_count: 5", "hosts: 5", "cpu_ms 5", "timeouts: 30", "BUILD_SECONDSX=4"]
)
def test_a_setting_without_a_unit_in_its_name_measures_nothing(text: str) -> None:
    assert measures.measures(text) == []


@pytest.mark.parametrize(
    ("text", "digits"),
    [
        ("forty-five minutes", "45 minutes"),
        ("twelve batches and two hundred forms", "12 batches and 200 forms"),
        ("one hundred and twenty days", "120 days"),
        ("a cap of nineteen", "a cap of 19"),
    ],
)
def test_numbers_in_words_are_read_as_digits(text: str, digits: str) -> None:
    assert measures.spelled(text) == digits


def test_a_lone_one_is_left_as_written() -> None:
    assert measures.spelled("the new one is faster") == "the new one is faster"
    assert measures.spelled("one hundred") == "100"  # control


def test_a_day_of_a_month_without_a_year_is_compared_by_month_and_day() -> None:
    assert not measures.disagree("go-live on 5 July", "invite: go-live 2025-07-05")
    assert measures.disagree("go-live on 7 July", "invite: go-live 2025-07-05")
    assert not measures.disagree("July 5 go-live", "go-live on 5 July")
    # two years: the whole date decides, not the day of the month
    assert measures.disagree("go-live 2026-07-05", "go-live 2025-07-05")
    # a modal is no month
    assert measures.measures("it may 5 times") == []


def test_a_duration_in_words_measures_like_one_in_digits() -> None:
    assert not measures.disagree("the hold is forty-five minutes", "hold_seconds: 2700")
    assert measures.disagree("the hold is forty minutes", "hold_seconds: 2700")
