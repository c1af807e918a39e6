"""`fresh45` stale belief templates: a document states a value, a member repeats it in a message
of their own (in some cases quoting it), and later the same member corrects it, the latest
event, without repeating the old value. Another subject's value sits in the document's frame.
The first wording (instances 0, 3 and 4) asks whether the old value still holds; the second
asks for the value now."""

from __future__ import annotations

from cairn.bench.memfresh45_pools import (
    chat_lines,
    clock,
    counts,
    evening,
    other,
    people,
    say,
    spelled,
    subject,
    turn,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import days, sample

RUBY = ("3.0", "3.1", "3.2", "3.3", "3.4")
PARKING = (
    "the church car park",
    "the lane behind the forge",
    "the school yard",
    "the paddock by the gate",
    "the old station yard",
    "the top car park",
)
WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday")


def _write(
    c: Case,
    doc: tuple[str, str],
    rival: str,
    member: str,
    repeat: str,
    fix: str,
    question: tuple[str, str],
    new: str,
    old: str,
    theirs: str,
) -> None:
    """The document, another subject's in its frame, the member's repeat, two chat lines, the
    member's own correction last, the question."""
    s = subject(c)
    say(c, "doc", doc[0], doc[1], "doc", days(c.rng.uniform(0, 5)), "doc")
    say(c, "rival", rival, doc[1], "doc", days(c.rng.uniform(0, 18)), "other")
    say(c, "repeat", repeat, f"message from {member}", "message", days(c.rng.uniform(6, 18)), "m1")
    for i, text in enumerate(sample(c, chat_lines(s), 2)):
        say(
            c,
            f"chat{i}",
            text,
            f"team chat message {i + 1}",
            "chat",
            days(c.rng.uniform(1, 19)),
            "tc",
        )
    fixed = say(
        c, "fix", fix, f"message from {member}", "message", days(c.rng.uniform(21, 35)), "m2"
    )
    c.ask(question[turn(c)], after=days(c.rng.uniform(38, 44)))
    c.expect([new], [fixed], forbidden=[old, theirs])


def worker_cap_or_boat_places(c: Case) -> None:
    """A service's worker cap raised, or the places on a group's hired boat changed; the new
    count is in the other form than the old."""
    s = subject(c)
    o = other(c, s)
    (member,) = people(c, 1)
    old_n, new_n, their_n = counts(c, 3)
    if turn(c) == 0:
        old, new, theirs = str(old_n), spelled(new_n), str(their_n)
    else:
        old, new, theirs = spelled(old_n), str(new_n), spelled(their_n)
    if s.software:
        _write(
            c,
            (f"{s.code} capacity doc: the job runner is limited to {old} workers.", "capacity doc"),
            f"{o.code} capacity doc: the job runner is limited to {theirs} workers.",
            member,
            f'as the capacity doc puts it, "{old} workers" is the {s.code} ceiling',
            f"Let me walk that back: after the load tests the {s.code} runner was raised to "
            f"{new} workers.",
            (
                f"Is {s.code} still limited to {old} workers?",
                f"How many workers can the {s.code} job runner use now?",
            ),
            new,
            old,
            theirs,
        )
        return
    _write(
        c,
        (f"{s.code} trip letter: the hired boat takes {old} of us.", "trip letter"),
        f"{o.code} trip letter: the hired boat takes {theirs} of us.",
        member,
        f"the {s.code} boat has room for {old}, so first come first served",
        f"Forget my last message: the {s.code} boat was swapped and holds {new} now.",
        (
            f"Does the {s.code} trip boat still carry {old} people?",
            f"How many people can the {s.code} trip boat take now?",
        ),
        new,
        old,
        theirs,
    )


def tech_lead_or_club_secretary(c: Case) -> None:
    """A service's tech lead or a group's secretary replaced."""
    s = subject(c)
    o = other(c, s)
    old, new, theirs, member = people(c, 4)
    if s.software:
        _write(
            c,
            (f"{s.code} team page: tech lead is {old}.", "team page"),
            f"{o.code} team page: tech lead is {theirs}.",
            member,
            f"{old} is the one to ask about {s.code} design calls",
            f"Wrong on my part: {new} took over as {s.code} tech lead at the start of the month.",
            (
                f"Is {old} still the tech lead on {s.code}?",
                f"Who leads {s.code} on the technical side these days?",
            ),
            new,
            old,
            theirs,
        )
        return
    _write(
        c,
        (f"{s.code} club page: our secretary is {old}.", "club page"),
        f"{o.code} club page: our secretary is {theirs}.",
        member,
        f"send your {s.code} apologies to {old}, who keeps the minutes",
        f"Bit behind there, sorry: {s.code} elected {new} as secretary at the last meeting.",
        (
            f"Is {old} still secretary of {s.code}?",
            f"Who keeps the minutes as {s.code}'s secretary now?",
        ),
        new,
        old,
        theirs,
    )


def ruby_pin_or_practice_start(c: Case) -> None:
    """A service's Ruby moved up, or a group's practice start time changed; the old value is
    quoted in the member's message."""
    s = subject(c)
    o = other(c, s)
    (member,) = people(c, 1)
    if s.software:
        old, new = sorted(sample(c, RUBY, 2))
        theirs = sample(c, [v for v in RUBY if v not in (old, new)], 1)[0]
        _write(
            c,
            (
                f"{s.code} developer guide: install Ruby {old} before anything else.",
                "developer guide",
            ),
            f"{o.code} developer guide: install Ruby {theirs} before anything else.",
            member,
            f'"Ruby {old}" is what the {s.code} guide says, so that is what I set up',
            f"Putting that right: {s.code} moved up to Ruby {new}, the guide is behind.",
            (
                f"Is {s.code} still on Ruby {old}?",
                f"Which Ruby release does {s.code} run on now?",
            ),
            new,
            old,
            theirs,
        )
        return
    times: list[tuple[int, int]] = []
    while len(times) < 3:
        hm = evening(c)
        if all(hm[0] != t[0] for t in times):
            times.append(hm)
    old, new, theirs = (clock(t) for t in times)
    _write(
        c,
        (f"{s.code} season leaflet: practice starts at {old}.", "season leaflet"),
        f"{o.code} season leaflet: practice starts at {theirs}.",
        member,
        f'"practice {old}" it says on the {s.code} leaflet, see you all there',
        f"Had that backwards: {s.code} practice begins at {new} these days.",
        (
            f"Does {s.code} practice still start at {old}?",
            f"What time does {s.code} practice start now?",
        ),
        new,
        old,
        theirs,
    )


def alert_channel_or_parking_spot(c: Case) -> None:
    """Where a service's alerts post, or where a group's members park, moved."""
    s = subject(c)
    o = other(c, s)
    (member,) = people(c, 1)
    if s.software:
        a, b, t = sample(c, ("alerts", "oncall", "incidents", "ops-feed", "pager"), 3)
        old, new, theirs = f"#{s.short}-{a}", f"#{s.short}-{b}", f"#{o.short}-{t}"
        _write(
            c,
            (f"{s.code} alerting config: alerts post to {old}.", "alerting config"),
            f"{o.code} alerting config: alerts post to {theirs}.",
            member,
            f"{s.code} alerts land in {old}, mute it if it gets noisy",
            f"Retracting that: {s.code} alerts go to {new} now.",
            (
                f"Do {s.code} alerts still post to {old}?",
                f"Which channel do {s.code} alerts go to now?",
            ),
            new,
            old,
            theirs,
        )
        return
    old, new, theirs = sample(c, PARKING, 3)
    _write(
        c,
        (f"{s.code} joining letter: park in {old} on session nights.", "joining letter"),
        f"{o.code} joining letter: park in {theirs} on session nights.",
        member,
        f"for {s.code} I always leave the car in {old}, plenty of room",
        f"Own goal from me: {s.code} members park in {new} from now on.",
        (
            f"Do {s.code} members still park in {old}?",
            f"Where should {s.code} members park now?",
        ),
        new,
        old,
        theirs,
    )


def demo_day_or_committee_night(c: Case) -> None:
    """The weekday of a service's sprint demo, or of a group's committee meeting, moved."""
    s = subject(c)
    o = other(c, s)
    (member,) = people(c, 1)
    old, new, theirs = sample(c, WEEKDAYS, 3)
    if s.software:
        _write(
            c,
            (f"{s.code} sprint plan: demos are on {old}.", "sprint plan"),
            f"{o.code} sprint plan: demos are on {theirs}.",
            member,
            f"{s.code} demo on {old} as usual, bring questions",
            f"Stand corrected: {s.code} demos moved to {new}.",
            (
                f"Are {s.code} demos still on {old}?",
                f"Which day are {s.code} demos held on now?",
            ),
            new,
            old,
            theirs,
        )
        return
    _write(
        c,
        (f"{s.code} newsletter: the committee meets on {old} evenings.", "newsletter"),
        f"{o.code} newsletter: the committee meets on {theirs} evenings.",
        member,
        f"{s.code} committee on {old} evening, agenda to follow",
        f"Mea culpa: the {s.code} committee meets on {new} evenings now.",
        (
            f"Does the {s.code} committee still meet on {old}?",
            f"Which evening does the {s.code} committee meet now?",
        ),
        new,
        old,
        theirs,
    )


TEMPLATES = (
    worker_cap_or_boat_places,
    tech_lead_or_club_secretary,
    ruby_pin_or_practice_start,
    alert_channel_or_parking_spot,
    demo_day_or_committee_night,
)
