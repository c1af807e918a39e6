"""`fresh48` stale-belief templates: a document gives a subject's value, a member repeats it in a
message of their own, another subject's value is said in the document's frame, and a plain
correction, said last and cited alone, gives the new value without repeating the old one. The
corrections vary: dated and from whoever runs the thing, casual with no marker, from someone
other than the member, or with a marker; none is flagged as superseding anything. Instances 0,
3 and 4 ask whether the old value still holds, naming it; 1 and 2 ask for the value now."""

from __future__ import annotations

from dataclasses import dataclass

from cairn.bench.memfresh48_pools import (
    DAYS_ALL,
    MUSTER,
    PYTHON,
    STATUS_ENDS,
    WEEKDAYS,
    clocks,
    counts,
    dates,
    early,
    other,
    people,
    say,
    subject,
    turn,
    words,
)
from cairn.bench.memgen import Case, Template
from cairn.bench.memset import days


@dataclass(frozen=True)
class Said:
    """What a case says: the document (with its label), the member's repeat, the other subject's
    value in the document's frame, the correction, the question."""

    document: str
    label: str
    repeat: str
    rival: str
    fix: str
    question: str


def _write(c: Case, said: Said, answer: str, old: str, rival: str) -> None:
    say(c, "doc", said.document, said.label, "doc", early(c), "s1")
    say(c, "repeat", said.repeat, "message", "message", days(c.rng.uniform(8, 20)), "s2")
    say(c, "rival", said.rival, said.label, "doc", days(c.rng.uniform(2, 6)), "s3")
    fix = say(c, "fix", said.fix, "message", "message", days(c.rng.uniform(30, 45)), "s4")
    c.ask(said.question, after=days(c.rng.uniform(47, 55)))
    c.expect([answer], [fix], forbidden=[old, rival])


def upload_limit_or_dinner_places(c: Case) -> None:
    """A service's upload size limit, or the places at a group's annual dinner, raised; the
    correction is dated and comes from whoever runs it, and gives the larger count in the
    other form."""
    s = subject(c)
    o = other(c, s)
    m, boss = people(c, 2)
    a, b, rival = counts(c, 3)
    low, high = sorted((a, b))
    old = str(low) if turn(c) == 0 else words(low)
    new = words(high) if turn(c) == 0 else str(high)
    d1, d2 = dates(c, 2)
    if s.software:
        said = Said(
            f"{s.code} API reference (updated {d1}): uploads are capped at {old} MB.",
            "API reference",
            f"{m}: remember {s.code} turns away any upload over {old} MB.",
            f"{o.code} API reference: uploads are capped at {rival} MB.",
            f"{boss}: since {d2} {s.code} accepts uploads of up to {new} MB.",
            f"Does {s.code} still cap uploads at {old} MB?"
            if turn(c) == 0
            else f"What is {s.code}'s upload size limit now?",
        )
    else:
        said = Said(
            f"{s.code} annual dinner leaflet ({d1}): {old} places.",
            "dinner leaflet",
            f"{m}: only {old} places at the {s.code} dinner, book quick.",
            f"{o.code} annual dinner leaflet: {rival} places.",
            f"{boss}: since {d2} the {s.code} dinner has room for {new}; we moved to a bigger "
            "room.",
            f"Is the {s.code} annual dinner still limited to {old} places?"
            if turn(c) == 0
            else f"How many places are there at {s.code}'s annual dinner now?",
        )
    _write(c, said, new, old, str(rival))


def release_manager_or_fixtures_secretary(c: Case) -> None:
    """A service's release manager, or a group's fixtures secretary, replaced; the member who
    repeated the old name corrects it casually, with no marker."""
    s = subject(c)
    o = other(c, s)
    old, new, rival, m = people(c, 4)
    if s.software:
        said = Said(
            f"{s.code} team page: {old} is the release manager.",
            "team page",
            f"{m}: ping {old} about the {s.code} release, they run those.",
            f"{o.code} team page: {rival} is the release manager.",
            f"{m}: oh, {new} runs {s.code} releases these days, I'd forgotten.",
            f"Is {old} still {s.code}'s release manager?"
            if turn(c) == 0
            else f"Who runs {s.code}'s releases now?",
        )
    else:
        said = Said(
            f"{s.code} contacts list: fixtures secretary {old}.",
            "contacts list",
            f"{m}: {old} sorts the {s.code} fixtures, ask them.",
            f"{o.code} contacts list: fixtures secretary {rival}.",
            f"{m}: oh wait, {new} does the {s.code} fixtures now, has done for a while.",
            f"Is {old} still the {s.code} fixtures secretary?"
            if turn(c) == 0
            else f"Who does {s.code}'s fixtures now?",
        )
    _write(c, said, new, old, rival)


def python_pin_or_sunday_start(c: Case) -> None:
    """A service's Python pin moved up, or a group's Sunday session start moved; the correction
    comes from someone other than the member who repeated the old value."""
    s = subject(c)
    o = other(c, s)
    m, p = people(c, 2)
    if s.software:
        a, b, rival = c.rng.sample(list(PYTHON), 3)
        old, new = sorted((a, b), key=lambda v: int(v.split(".")[1]))
        said = Said(
            f"# {s.code}\npython-{old}",
            "runtime.txt",
            f"{m}: careful, {s.code} is pinned to Python {old}.",
            f"# {o.code}\npython-{rival}",
            f"{p}: {s.code} moved up to Python {new} last sprint; the runtime file lags.",
            f"Is {s.code} still pinned to Python {old}?"
            if turn(c) == 0
            else f"Which Python version is {s.code} pinned to now?",
        )
    else:
        old, new, rival = clocks(c, 3, (8, 9, 10, 11))
        said = Said(
            f"{s.code} fixture card: Sunday sessions start at {old}.",
            "fixture card",
            f"{m}: {s.code} Sunday is a {old} start, don't be late.",
            f"{o.code} fixture card: Sunday sessions start at {rival}.",
            f"{p}: {s.code} Sunday sessions begin at {new} since the clocks changed.",
            f"Does {s.code}'s Sunday session still start at {old}?"
            if turn(c) == 0
            else f"What time does {s.code}'s Sunday session start now?",
        )
    _write(c, said, new, old, rival)


def status_channel_or_muster_point(c: Case) -> None:
    """Where a service posts its status updates, or where a group gathers before outings,
    moved; the member corrects it with a marker of their own."""
    s = subject(c)
    o = other(c, s)
    (m,) = people(c, 1)
    marker = "Small fix to what I said:" if turn(c) == 0 else "Amending my last message:"
    if s.software:
        e1, e2, e3 = c.rng.sample(list(STATUS_ENDS), 3)
        old, new, rival = f"#{s.tag}-{e1}", f"#{s.tag}-{e2}", f"#{o.tag}-{e3}"
        said = Said(
            f"{s.code} status updates post to {old}.",
            "alerting page",
            f"{m}: {s.code} status updates land in {old}, subscribe there.",
            f"{o.code} status updates post to {rival}.",
            f"{m}: {marker} {s.code} status updates go to {new} now.",
            f"Do {s.code}'s status updates still go to {old}?"
            if turn(c) == 0
            else f"Where do {s.code}'s status updates post now?",
        )
    else:
        old, new, rival = c.rng.sample(list(MUSTER), 3)
        said = Said(
            f"{s.code} outings: meet at {old} ten minutes before.",
            "outings sheet",
            f"{m}: see you at {old} for the {s.code} outing.",
            f"{o.code} outings: meet at {rival} ten minutes before.",
            f"{m}: {marker} {s.code} gathers at {new} before outings now.",
            f"Does {s.code} still gather at {old} before outings?"
            if turn(c) == 0
            else f"Where does {s.code} gather before outings now?",
        )
    _write(c, said, new, old, rival)


def deploy_day_or_litter_pick(c: Case) -> None:
    """A service's deploy day, or a group's litter pick day, moved; the correction is dated and
    comes from whoever runs it."""
    s = subject(c)
    o = other(c, s)
    m, boss = people(c, 2)
    old, new, rival = c.rng.sample(list(WEEKDAYS if s.software else DAYS_ALL), 3)
    (d2,) = dates(c, 1)
    if s.software:
        said = Said(
            f"{s.code} release guide: production deploys go out on {old}.",
            "release guide",
            f"{m}: {s.code} deploys are a {old} thing, hold your merge till then.",
            f"{o.code} release guide: production deploys go out on {rival}.",
            f"{boss}: from {d2}, {s.code} production deploys go out on {new}.",
            f"Does {s.code} still deploy to production on {old}?"
            if turn(c) == 0
            else f"On which day does {s.code} deploy to production now?",
        )
    else:
        said = Said(
            f"{s.code} newsletter: the litter pick is every {old}.",
            "newsletter",
            f"{m}: bring gloves on {old} for the {s.code} litter pick.",
            f"{o.code} newsletter: the litter pick is every {rival}.",
            f"{boss}: from {d2}, the {s.code} litter pick moves to {new}.",
            f"Is the {s.code} litter pick still on {old}?"
            if turn(c) == 0
            else f"Which day is the {s.code} litter pick on now?",
        )
    _write(c, said, new, old, rival)


TEMPLATES: tuple[Template, ...] = (
    upload_limit_or_dinner_places,
    release_manager_or_fixtures_secretary,
    python_pin_or_sunday_start,
    status_channel_or_muster_point,
    deploy_day_or_litter_pick,
)
