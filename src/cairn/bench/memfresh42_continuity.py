"""The continuity templates of `fresh42`: a value said in one session, the person behind it in
another, both asked together in a third. Another subject's value and person are said in the
same frames, and some cases add a proposal that was not taken up."""

from __future__ import annotations

from dataclasses import dataclass, replace

from cairn.bench.memfresh42_pools import (
    CACHES,
    DESTINATIONS,
    WEEKDAYS,
    Subject,
    amounts,
    ask,
    clocks,
    counts,
    dates,
    form,
    instance,
    others,
    people,
    say,
    subject,
    turn,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import sample

GO = ("1.21", "1.22", "1.23", "1.24")


@dataclass(frozen=True)
class Facts:
    """One continuity case: how to say the value and the person for a subject (``{code}``,
    ``{value}``, ``{who}``), with labels; the question; the values for the asked subject and
    another; a proposal not taken up (or none)."""

    value: str
    person: tuple[str, str]  # the person line in each wording
    labels: tuple[str, str]
    question: str
    mine: str
    theirs: str
    floated: str = ""  # ``{who}`` and ``{value}``: a proposal not taken up
    alt: str = ""  # the value it proposed


def write(c: Case, s: Subject, o: Subject, f: Facts) -> None:
    a, b, d = people(c, 3)
    line = f.person[turn(c)]
    x = say(c, "value", f.value.format(code=s.code, value=f.mine), f.labels[0], c.rng.uniform(0, 1), "s1")  # fmt: skip
    y = say(c, "who", line.format(code=s.code, who=a), f.labels[1], c.rng.uniform(3, 9), "s2")
    say(c, "oval", f.value.format(code=o.code, value=f.theirs), f.labels[0], c.rng.uniform(0, 2), "s1")  # fmt: skip
    say(c, "owho", line.format(code=o.code, who=b), f.labels[1], c.rng.uniform(3, 9), "s2")
    forbidden = [f.theirs, b]
    if f.floated and floats(c):
        say(c, "float", f.floated.format(code=s.code, who=d, value=f.alt), "group chat", c.rng.uniform(1, 10), "s3")  # fmt: skip
        forbidden += [f.alt, d]
    ask(c, f.question.format(code=s.code), 12 + c.rng.randrange(8))
    c.expect([f.mine, a], [x, y], forbidden=forbidden)


def floats(c: Case) -> bool:
    """Whether a case adds the proposal not taken up (every other case of a template)."""
    return instance(c) % 2 == 0


def cache_store_or_tour_destination(c: Case) -> None:
    """Which cache store a service settled on and who chose it, or where a group's tour is
    going and who is organising it; a rejected proposal in some cases."""
    s = subject(c, 0)
    (o,) = others(c, s, 1)
    if s.software:
        mine, theirs, alt = sample(c, CACHES, 3)
        f = Facts(
            "Decision log, {code}: cache store settled, we're going with {value}.",
            (
                "{who} made the cache call for {code} after benchmarking the options.",
                "The cache store for {code} was chosen by {who}, per the standup notes.",
            ),
            ("decision log", "standup notes"),
            "Remind me, which cache store did {code} end up with, and who made that call?",
            mine,
            theirs,
            "{who} had pitched {value} for {code}, but that idea was dropped",
        )
    else:
        mine, theirs, alt = sample(c, DESTINATIONS, 3)
        f = Facts(
            "{code} tour: this year's trip is to {value}.",
            (
                "{who} is organising the {code} tour, deposits go to them.",
                "The {code} tour is being organised by {who} this year.",
            ),
            ("club newsletter", "message from the secretary"),
            "Where is the {code} tour heading this year, and who's organising it?",
            mine,
            theirs,
            "{who} wanted {value} for the {code} tour but lost the vote",
        )
    write(c, s, o, replace(f, alt=alt))


def release_day_or_subs_deadline(c: Case) -> None:
    """The weekday a service ships on and who announced it, or when a group's subs are due and
    who collects them."""
    s = subject(c, 7)
    (o,) = others(c, s, 1)
    if s.software:
        mine, theirs, alt = sample(c, WEEKDAYS, 3)
        f = Facts(
            "{code} releases go out every {value} from now on.",
            (
                "{who} announced the {code} release day at the all-hands.",
                "The {code} release day was announced by {who}.",
            ),
            ("eng chat", "all-hands notes"),
            "What day of the week does {code} ship, and who announced it?",
            mine,
            theirs,
            "{who} suggested {value} for {code} releases, nobody went for it",
        )
    else:
        mine, theirs, alt = dates(c, 3)
        f = Facts(
            "{code} subs are due by {value}.",
            (
                "{who} collects the {code} subs, cash or bank transfer.",
                "The {code} subs are collected by {who}.",
            ),
            ("club noticeboard", "welcome pack"),
            "When are {code} subs due, and whom do I pay them to?",
            mine,
            theirs,
        )
    write(c, s, o, replace(f, alt=alt))


def go_pin_or_sponsor_target(c: Case) -> None:
    """The Go release a service is pinned to and who bumps it, or a group's sponsorship target
    and who is chasing sponsors."""
    s = subject(c, 14)
    (o,) = others(c, s, 1)
    if s.software:
        mine, theirs, alt = sample(c, GO, 3)
        f = Facts(
            "// {code}\nmodule example/{code}\n\ngo {value}",
            (
                "{who} bumps the Go version for {code} whenever a new release lands.",
                "Go version bumps for {code} are done by {who}.",
            ),
            ("go.mod", "build note"),
            "Which Go version is {code} pinned to, and who does the bumps?",
            mine,
            theirs,
        )
    else:
        mine, theirs, alt = amounts(c, 3)
        f = Facts(
            "{code} sponsorship drive: the target this year is {value}.",
            (
                "{who} is chasing sponsors for {code} this year.",
                "Sponsors for {code} are being chased by {who}.",
            ),
            ("fundraiser page", "committee minutes"),
            "What's the {code} sponsorship target, and who is chasing the sponsors?",
            mine,
            theirs,
            "{who} reckoned {code} could aim for {value}, but the committee set it lower",
        )
    write(c, s, o, replace(f, alt=alt))


def retention_days_or_photo_day(c: Case) -> None:
    """How many days a service keeps its logs and who set that (the other subject's count in
    the other form), or when a group's team photo is and who is arranging it."""
    s = subject(c, 1)
    (o,) = others(c, s, 1)
    if s.software:
        v, w, x = counts(c, 3)
        spelled = c.rng.random() < 0.5
        mine, theirs, alt = form(v, spelled), form(w, not spelled), form(x, not spelled)
        f = Facts(
            "Logging policy, {code}: logs are kept for {value} days, then deleted.",
            (
                "{who} set the {code} log retention after the audit.",
                "The {code} retention period was set by {who}.",
            ),
            ("logging policy", "review notes"),
            "How long does {code} hang on to its logs, and who decided that?",
            mine,
            theirs,
            "{who} argued for {value} days on {code}, but it didn't stick",
        )
    else:
        mine, theirs, alt = dates(c, 3)
        f = Facts(
            "{code} team photo is on {value}, wear the club top.",
            (
                "{who} is arranging the photographer for the {code} photo.",
                "The {code} photo day is being arranged by {who}.",
            ),
            ("club calendar", "group chat"),
            "When is the {code} team photo, and who's sorting it out?",
            mine,
            theirs,
        )
    write(c, s, o, replace(f, alt=alt))


def handover_time_or_fixture_count(c: Case) -> None:
    """When a service's on-call handover is and who set it, or how many fixtures a group has
    this season and who drew them up (the other subject's count in the other form)."""
    s = subject(c, 8)
    (o,) = others(c, s, 1)
    if s.software:
        mine, theirs, alt = clocks(c, 3)
        f = Facts(
            "{code} on-call handover happens at {value} on Mondays.",
            (
                "{who} set the {code} handover time so it doesn't clash with anything.",
                "The {code} handover time was set by {who}.",
            ),
            ("on-call handbook", "ops chat"),
            "What time is the {code} on-call handover, and who picked it?",
            mine,
            theirs,
            "{who} proposed {value} for the {code} handover, it was turned down",
        )
    else:
        v, w, x = counts(c, 3)
        spelled = c.rng.random() < 0.5
        mine, theirs, alt = form(v, spelled), form(w, not spelled), form(x, not spelled)
        f = Facts(
            "{code} season: we've got {value} fixtures this year.",
            (
                "{who} drew up the {code} fixtures over the summer.",
                "The {code} fixture list was drawn up by {who}.",
            ),
            ("secretary's report", "group chat"),
            "How many fixtures does {code} have this season, and who drew them up?",
            mine,
            theirs,
        )
    write(c, s, o, replace(f, alt=alt))


TEMPLATES = (
    cache_store_or_tour_destination,
    release_day_or_subs_deadline,
    go_pin_or_sponsor_target,
    retention_days_or_photo_day,
    handover_time_or_fixture_count,
)
