"""Contradiction templates of ``fresh11``: two sources about one subject, in different
notations. Three templates disagree (a cap in words against digits, a date as day and month
against ISO, a hold in hours in words against seconds or minutes in a config); two agree in
different notations and expect nothing flagged. No question says "conflict": they ask whether
the sources are in line, match or say the same. A third value, stated only by an uncited
event (a draft, another subject), is each case's distractor."""

from __future__ import annotations

from datetime import date, timedelta

from cairn.bench.memfresh11_pools import MONTHS, UNITS, numbers, ordinal, people, subjects, words
from cairn.bench.memgen import Case, NamedSpec
from cairn.bench.memset import choose, days, mins

DIM = "contradiction_detection"

PAIRS = (
    ("runbook", "wiki page", "ticket", "ticket"),
    ("table", "pasted table", "chat", "chat message"),
    ("config", "config line", "email", "email"),
)


def _ask_line(c: Case, first: str, second: str, code: str, what: str) -> str:
    return choose(
        c,
        [
            f"Are the {code} {first} and the {second} in line about {what}?",
            f"Do the {first} and the {second} for {code} match on {what}?",
            f"Does the {code} {second} say the same as the {first} about {what}?",
        ],
    )


def cap_in_words_against_digits(c: Case) -> None:
    """One source gives a per-run cap in words, the other in digits, and they differ; an
    uncited draft of another subject holds a third number."""
    (code, _, facet), (other, _, ofacet) = subjects(c.rng, 2)
    a, b, d = numbers(c.rng, 3)
    unit = UNITS[code]
    first, flabel, second, slabel = choose(c, PAIRS)
    key = facet.replace(" ", "_").replace("-", "_")
    texts = {
        "runbook": f"{code} runbook, {facet}: never more than {words(a)} {unit} in one run.",
        "table": f"| subject | step | cap per run |\n|---|---|---|\n| {code} | {facet} | "
        f"{words(a)} {unit} |",
        "config": f"# {code}\n{key}:\n  cap_per_run: {words(a)}  # {unit}",
    }
    seconds = {
        "ticket": f"{code} ticket: {facet} limited to {b} {unit} per run (max_per_run={b}).",
        "chat": f"{people(c.rng, 1)[0]}: fyi {code} {facet} caps at {b} {unit} a run",
        "email": f"Subject: {code} {facet}\nThe per-run cap is {b} {unit}, as agreed.",
    }
    c.event(
        "one", texts[first], label=flabel, kind="document", trust=0.85, after=mins(30), session="s1"
    )
    c.event(
        "two", seconds[second], label=slabel, kind=second, trust=0.8, after=days(3), session="s2"
    )
    c.event(
        "draft",
        f"draft, {other} {ofacet}: cap per run {d} {UNITS[other]} (not agreed)",
        label="draft note",
        kind="document",
        trust=0.3,
        after=days(1),
        session="s1",
    )
    c.ask(_ask_line(c, first, second, code, f"the per-run cap of the {facet}"), after=days(5))
    ids = [f"{c.case_id}-one", f"{c.case_id}-two"]
    c.expect([words(a), str(b)], ids, contradictions=ids, forbidden=[str(d)])


def _day(c: Case) -> date:
    """A day ten to sixty days after the case starts."""
    return c.start.date() + timedelta(days=c.rng.randrange(10, 60))


def go_live_day_month_against_iso(c: Case) -> None:
    """A chat message names a go-live as a day and month, a calendar invite as an ISO date
    of another day; another subject's invite holds a third date."""
    (code, _, facet), (other, _, ofacet) = subjects(c.rng, 2)
    one = _day(c)
    two = one + timedelta(days=choose(c, [7, 9, 14]))
    odd = one + timedelta(days=choose(c, [3, 5]))
    month = MONTHS[one.month - 1]
    said, spoken = choose(
        c, [(f"{ordinal(one.day)} of {month}", "the "), (f"{month} {one.day}", "")]
    )
    c.event(
        "chat",
        f"{people(c.rng, 1)[0]}: {code} {facet} goes live on {spoken}{said}, tell everyone",
        label="chat message",
        kind="chat",
        trust=0.8,
        after=mins(20),
        session="s1",
    )
    c.event(
        "invite",
        f"Invite: {code} {facet} go-live\nWhen: {two.isoformat()} 09:00",
        label="calendar invite",
        kind="calendar",
        trust=0.85,
        after=days(1),
        session="s1",
    )
    c.event(
        "other",
        f"Invite: {other} {ofacet} cutover\nWhen: {odd.isoformat()} 09:00",
        label="calendar invite",
        kind="calendar",
        trust=0.85,
        after=days(1) + mins(5),
        session="s1",
    )
    c.ask(_ask_line(c, "chat", "invite", code, f"the go-live day of the {facet}"), after=days(4))
    ids = [f"{c.case_id}-chat", f"{c.case_id}-invite"]
    c.expect([said, two.isoformat()], ids, contradictions=ids, forbidden=[odd.isoformat()])


def hold_in_hours_against_seconds(c: Case) -> None:
    """The wiki says to hold for some hours in words; a config line holds for another length
    in seconds or minutes; a neighbouring subject's config holds a third."""
    (code, _, facet), (other, _, ofacet) = subjects(c.rng, 2)
    hours, wrong, third = c.rng.sample([2, 3, 4, 5, 6], 3)
    in_secs = c.rng.random() < 0.5
    value = str(wrong * 3600) if in_secs else str(wrong * 60)
    ovalue = str(third * 3600) if in_secs else str(third * 60)
    key = "hold_seconds" if in_secs else "hold_minutes"
    c.event(
        "wiki",
        f"{code} wiki / {facet}: after each run, hold for {words(hours)} hours "
        "before the next one.",
        label="wiki page",
        kind="document",
        trust=0.85,
        after=mins(15),
        session="s1",
    )
    c.event(
        "cfg",
        f"[{code.lower()}.{facet.replace(' ', '_').replace('-', '_')}]\n{key} = {value}",
        label="config line",
        kind="config",
        trust=0.9,
        after=days(2),
        session="s2",
    )
    c.event(
        "ocfg",
        f"[{other.lower()}.{ofacet.replace(' ', '_').replace('-', '_')}]\n{key} = {ovalue}",
        label="config line",
        kind="config",
        trust=0.9,
        after=days(2) + mins(3),
        session="s2",
    )
    c.ask(
        _ask_line(c, "wiki", "config", code, f"how long to hold after a {facet} run"), after=days(3)
    )
    ids = [f"{c.case_id}-wiki", f"{c.case_id}-cfg"]
    c.expect([f"{words(hours)} hours", value], ids, contradictions=ids, forbidden=[ovalue])


def count_in_digits_and_words_agree(c: Case) -> None:
    """A config gives a count in digits and the shift minutes give the same count in words:
    nothing to flag. An uncited proposal of another number is the distractor."""
    ((code, _, facet),) = subjects(c.rng, 1)
    n, other = numbers(c.rng, 2)
    unit = UNITS[code]
    proposer = people(c.rng, 1)[0]
    c.event(
        "cfg",
        f"{code.upper()}_{facet.upper().replace(' ', '_').replace('-', '_')}_PER_SHIFT={n}",
        label="config line",
        kind="config",
        trust=0.9,
        after=mins(10),
        session="s1",
    )
    c.event(
        "mins",
        f"{code} shift minutes: agreed to keep the {facet} at {words(n)} {unit} per shift.",
        label="minutes",
        kind="document",
        trust=0.85,
        after=days(1),
        session="s2",
    )
    c.event(
        "prop",
        f"{proposer}: could {code} push the {facet} to {other} {unit} a shift? just an idea",
        label="chat message",
        kind="chat",
        trust=0.4,
        after=days(1) + mins(40),
        session="s2",
    )
    c.ask(
        _ask_line(c, "config", "shift minutes", code, f"{unit} per shift for the {facet}"),
        after=days(2),
    )
    c.expect([str(n)], [f"{c.case_id}-cfg", f"{c.case_id}-mins"], forbidden=[str(other)])


def one_value_two_notations_agree(c: Case) -> None:
    """A cool-down in seconds and in minutes, a date as ISO and as day and month, or a clock
    time in digits and said aloud: the two sources agree. Another subject states a third."""
    (code, _, facet), (other, _, ofacet) = subjects(c.rng, 2)
    kind = choose(c, ["cooldown", "date", "clock"])
    if kind == "cooldown":
        m, om = c.rng.sample([15, 25, 35, 45, 55], 2)
        first = f"{code.lower()}.{facet.replace(' ', '_').replace('-', '_')}.cooldown_s: {m * 60}"
        second = f"{code} wiki: give the {facet} a {words(m)}-minute cool-down between runs."
        distract = f"{other.lower()}.cooldown_s: {om * 60}"
        answer, forbidden, what = str(m * 60), str(om * 60), f"the {facet} cool-down"
        names = ("config", "wiki")
    elif kind == "date":
        d = _day(c)
        od = d + timedelta(days=choose(c, [4, 6, 11]))
        first = f"Invite: {code} {facet} review\nWhen: {d.isoformat()} 14:00"
        second = f"{code} wiki: the {facet} review is on {d.day} {MONTHS[d.month - 1]}."
        distract = f"Invite: {other} {ofacet} review\nWhen: {od.isoformat()} 14:00"
        answer, forbidden, what = d.isoformat(), od.isoformat(), f"the {facet} review date"
        names = ("invite", "wiki")
    else:
        hour, minute, aloud = choose(
            c,
            [
                (6, 45, "a quarter to seven in the morning"),
                (7, 15, "a quarter past seven in the morning"),
                (5, 30, "half past five in the morning"),
            ],
        )
        first = f"{code} schedule | {facet} | start {hour:02d}:{minute:02d}"
        second = f"{code} handoff: the {facet} starts at {aloud}."
        distract = f"{other} schedule | {ofacet} | start 08:{choose(c, ['05', '20', '50'])}"
        answer, forbidden, what = (
            f"{hour:02d}:{minute:02d}",
            distract.rsplit(" ", 1)[1],
            (f"when the {facet} starts"),
        )
        names = ("schedule", "handoff")
    c.event("a", first, label=names[0], kind="document", trust=0.9, after=mins(20), session="s1")
    c.event("b", second, label=names[1], kind="document", trust=0.85, after=days(1), session="s2")
    c.event(
        "x",
        distract,
        label="other source",
        kind="document",
        trust=0.85,
        after=days(1) + mins(10),
        session="s2",
    )
    c.ask(_ask_line(c, names[0], names[1], code, what), after=days(2))
    c.expect([answer], [f"{c.case_id}-a", f"{c.case_id}-b"], forbidden=[forbidden])


TEMPLATES = [
    NamedSpec(DIM, t)
    for t in (
        cap_in_words_against_digits,
        go_live_day_month_against_iso,
        hold_in_hours_against_seconds,
        count_in_digits_and_words_agree,
        one_value_two_notations_agree,
    )
]
