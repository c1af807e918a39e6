"""Stale-belief templates of `fresh40`: a value said in a document and repeated in a member's
message, then corrected by the same member in a plain message of their own, said last, that
never repeats the value it replaces. Another subject's value in the document's frame is a
distractor beside the replaced one. Instances 0, 2 and 4 ask whether the old value still
holds."""

from __future__ import annotations

from cairn.bench.memfresh40_pools import (
    LOCALES,
    PEOPLE,
    PYTHON_PINS,
    WEEKDAYS,
    Place,
    clocks,
    coin,
    counts,
    others,
    people,
    pick,
    place,
    say,
    spell,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import days


def _write(
    c: Case,
    p: Place,
    texts: tuple[str, str, str, str],
    doc_label: str,
    asks: tuple[str, str],
    values: tuple[str, str, str],
    other_code: str,
) -> None:
    """``texts``: the document's frame, the member's repeat and the two corrections (one per
    wording turn); ``values``: old, new and the other subject's value. The member is nobody
    the values name."""
    old, new, other = values
    member = pick(c, [x for x in PEOPLE if x not in values])
    by = f"message from {member}"
    say(c, "doc", texts[0].format(code=p.code, v=old), doc_label, days(c.rng.uniform(0, 1)))
    say(c, "other", texts[0].format(code=other_code, v=other), doc_label, days(c.rng.uniform(0, 1)))
    say(c, "repeat", texts[1].format(code=p.code, v=old), by, days(c.rng.uniform(1.5, 3)), "s2")
    fix = say(
        c, "fix", texts[2 + p.turn].format(code=p.code, v=new), by, days(c.rng.uniform(4, 6)), "s3"
    )
    ask = asks[0] if p.instance % 2 == 0 else asks[1]
    c.ask(ask.format(code=p.code, v=old), after=days(c.rng.uniform(8, 15)))
    c.expect([new], [fix], forbidden=[old, other])


def page_size_or_ticket_allocation(c: Case) -> None:
    """How many results a page of a service holds, or how many cup final tickets a group gets;
    the new count is in the other form than the old."""
    p = place(c, 0)
    (o,) = others(c, p.subject)
    a, b, x = counts(c, 3)
    form = coin(c)
    old, new, other = spell(a, form), spell(b, not form), spell(x, form)
    if p.soft:
        texts = (
            "API guide: {code} returns {v} results per page.",
            "{code} still returns {v} results a page, right?",
            "Correction: {code} now returns {v} results per page.",
            "Update: {code} pages come back with {v} results these days.",
        )
        asks = (
            "Does {code} still return {v} results per page?",
            "How many results does a {code} page hold now?",
        )
        label = "API guide"
    else:
        texts = (
            "Fixture notes: {code} gets {v} tickets for the cup final.",
            "We've still got {v} cup final tickets for {code}, yes?",
            "Small change: {code} gets {v} cup final tickets now.",
            "Let's go with {v} cup final tickets for {code} instead.",
        )
        asks = (
            "Is the {code} cup final allocation still {v} tickets?",
            "How many cup final tickets does {code} have now?",
        )
        label = "fixture notes"
    _write(c, p, texts, label, asks, (old, new, other), o.code)


def incident_commander_or_secretary(c: Case) -> None:
    """Who commands a service's incidents, or who a group's secretary is; the old holder is
    replaced."""
    p = place(c, 6)
    (o,) = others(c, p.subject)
    old, new, other = people(c, 3)
    if p.soft:
        texts = (
            "Team page: {v} is incident commander for {code}.",
            "{v} is still running {code} incidents, isn't it?",
            "Update: {v} has taken over as incident commander for {code}.",
            "Ignore my last — {code} incidents are commanded by {v} now.",
        )
        asks = (
            "Is {v} still the {code} incident commander?",
            "If {code} has an outage, who takes command of it now?",
        )
        label = "team page"
    else:
        texts = (
            "AGM minutes: {v} elected secretary of {code}.",
            "{v} still does the {code} paperwork, right?",
            "Correction: {v} is {code} secretary from now on.",
            "Small change: the {code} paperwork goes to {v} now.",
        )
        asks = ("Is {v} still secretary of {code}?", "Who handles the {code} paperwork now?")
        label = "AGM minutes"
    _write(c, p, texts, label, asks, (old, new, other), o.code)


def python_pin_or_session_start(c: Case) -> None:
    """The Python a service runs on, or the time a group's sessions start."""
    p = place(c, 12)
    (o,) = others(c, p.subject)
    if p.soft:
        old, new, other = (str(v) for v in c.rng.sample(list(PYTHON_PINS), 3))
        texts = (
            "Onboarding doc: {code} runs on {v}.",
            "{code} is on {v} still, no?",
            "Update: {code} moves to {v}.",
            "Let's go with {v} for {code} instead.",
        )
        asks = ("Is {code} still on {v}?", "Which Python does {code} run on now?")
        label = "onboarding doc"
    else:
        old, new, other = clocks(c, 3)
        texts = (
            "Club calendar: {code} sessions start at {v}.",
            "{code} still gets going at {v}, yes?",
            "Small change: {code} sessions now start at {v}.",
            "Correction: {code} starts at {v} from next week.",
        )
        asks = ("Does {code} still start at {v}?", "What time do {code} sessions begin now?")
        label = "club calendar"
    _write(c, p, texts, label, asks, (old, new, other), o.code)


def default_locale_or_meeting_place(c: Case) -> None:
    """The locale a service falls back to, or where a group meets; moved to another."""
    p = place(c, 18)
    (o,) = others(c, p.subject)
    if p.soft:
        old, new, other = (str(v) for v in c.rng.sample(list(LOCALES), 3))
        texts = (
            "# {code}\n[i18n]\ndefault_locale = {v}",
            "{code} still defaults to {v}, doesn't it?",
            "Update: the {code} default locale is {v} now.",
            "Ignore my last — {code} defaults to {v} from now on.",
        )
        asks = ("Does {code} still default to {v}?", "Which locale does {code} fall back to now?")
        label = "i18n.ini"
    else:
        old, new = p.subject.places
        other = o.places[0]
        texts = (
            "Handbook: {code} meets at {v}.",
            "{code} is still at {v}, right?",
            "Correction: {code} has moved to {v}.",
            "Let's go with {v} for {code} from now on.",
        )
        asks = ("Is {code} still meeting at {v}?", "Where does {code} meet these days?")
        label = "handbook"
    _write(c, p, texts, label, asks, (old, new, other), o.code)


def release_day_or_kit_check(c: Case) -> None:
    """The day a service ships on, or the day a group checks its kit; moved to another day."""
    p = place(c, 4)
    (o,) = others(c, p.subject)
    old, new, other = (str(v) for v in c.rng.sample(list(WEEKDAYS), 3))
    if p.soft:
        texts = (
            "Release calendar: {code} ships on {v}.",
            "{code} still ships on {v}, yes?",
            "Small change: {code} release day moves to {v}.",
            "Update: {code} ships on {v} from now on.",
        )
        asks = ("Does {code} still ship on {v}?", "Which day does {code} release on now?")
        label = "release calendar"
    else:
        texts = (
            "Kit store note: the {code} equipment check is on {v}.",
            "The {code} kit check is still {v}, isn't it?",
            "Correction: the {code} kit check moves to {v}.",
            "Let's go with {v} for the {code} kit check instead.",
        )
        asks = ("Is the {code} kit check still on {v}?", "Which day is the {code} kit check now?")
        label = "kit store note"
    _write(c, p, texts, label, asks, (old, new, other), o.code)


TEMPLATES = (
    page_size_or_ticket_allocation,
    incident_commander_or_secretary,
    python_pin_or_session_start,
    default_locale_or_meeting_place,
    release_day_or_kit_check,
)
