"""The stale-belief templates of ``fresh12``: a value of one piece of work is replaced in plain
words, with no ``supersedes`` field, and the replacing event never repeats the value it
replaces. One template reverts a change: the first value comes back, written in digits where it
was first said in words, and the change in between is the distractor.

The question sometimes names the old value ("is it still true that ..."); the answer is always
the latest event's.
"""

from __future__ import annotations

from datetime import timedelta

from cairn.bench.memfresh12_pools import (
    CODES,
    FACETS,
    MONTHS,
    PEOPLE,
    PLACES,
    counts,
    place,
    words,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import choose, days, mins, sample


def misread_window_corrected(c: Case) -> None:
    """A window in minutes is posted; a day or two later the poster says, without naming the
    old figure, that they misread the sheet and gives the right one."""
    code = choose(c, CODES)
    facet = choose(c, FACETS[code])
    old, new = counts(c.rng, 2)
    poster = choose(c, PEOPLE)
    c.event(
        "old",
        choose(
            c,
            (
                f"{poster}: {code} {facet} window is {old} minutes from the first alarm",
                f"{code} {facet} | window: {old} min | posted by {poster}",
            ),
        ),
        label="chat message",
        kind="chat",
        trust=0.8,
        after=mins(0),
        session="s1",
    )
    fix = c.event(
        "new",
        choose(
            c,
            (
                f"{poster}: ignore what I wrote about the {code} {facet} window, I misread the"
                f" sheet. It's {new} minutes.",
                f"{poster}: scratch my earlier {code} {facet} figure, the window is really {new}"
                " min",
            ),
        ),
        label="chat message",
        kind="chat",
        trust=0.8,
        after=days(c.rng.uniform(0.5, 3)),
        session="s2",
    )
    c.ask(
        choose(
            c,
            (
                f"Is it still true that the {code} {facet} window is {old} minutes?",
                f"How long is the {code} {facet} window?",
                f"{code} {facet}: how many minutes is the window?",
            ),
        ),
        after=days(c.rng.uniform(4, 9)),
    )
    c.expect([str(new)], [fix], forbidden=[str(old)])


def change_rolled_back(c: Case) -> None:
    """A timeout is written in words on the wiki; a change raises it in digits; later the change
    is rolled back "to what it was" in digits, without naming the raised value. The rollback
    is cited, the raised value is the distractor."""
    code = choose(c, CODES)
    facet = choose(c, FACETS[code])
    first, raised = counts(c.rng, 2)
    bumper, reverter = sample(c, PEOPLE, 2)
    c.event(
        "wiki",
        f"{code} wiki / {facet}: the timeout is {words(first)} minutes.",
        label="wiki page",
        kind="wiki",
        trust=0.8,
        after=mins(0),
        session="s1",
    )
    c.event(
        "bump",
        f"{bumper}: bumped the {code} {facet} timeout to {raised} min for the migration",
        label="chat message",
        kind="chat",
        trust=0.8,
        after=days(c.rng.uniform(2, 8)),
        session="s2",
    )
    back = c.event(
        "revert",
        choose(
            c,
            (
                f"{reverter}: migration done, {code} {facet} timeout rolled back to {first} min"
                " like before",
                f"revert: {code} {facet} timeout back to {first} minutes (the migration is over)",
            ),
        ),
        label="chat message",
        kind="chat",
        trust=0.8,
        after=days(c.rng.uniform(9, 15)),
        session="s3",
    )
    c.ask(
        choose(
            c,
            (
                f"What's the {code} {facet} timeout now?",
                f"Is the {code} {facet} timeout still {raised} minutes?",
            ),
        ),
        after=days(c.rng.uniform(16, 25)),
    )
    c.expect([str(first)], [back], forbidden=[str(raised)])


def kit_carted_elsewhere(c: Case) -> None:
    """A kit register row gives where a piece of work's kit is; later someone says they carted
    it to another place. The later message is cited, the register's place is the
    distractor."""
    code = choose(c, CODES)
    facet = choose(c, FACETS[code])
    kind, kind2 = sample(c, PLACES, 2)
    was = place(c.rng)
    now = place(c.rng)
    while now == was:
        now = place(c.rng)
    mover = choose(c, PEOPLE)
    c.event(
        "reg",
        f"{code} kit register\n| kit | where |\n|---|---|\n| {facet} kit | {kind} {was} |",
        label="kit register",
        kind="document",
        trust=0.9,
        after=mins(0),
        session="s1",
    )
    moved = c.event(
        "move",
        choose(
            c,
            (
                f"{mover}: carted the {code} {facet} kit over to {kind2} {now} this morning,"
                " the old spot is being painted",
                f"{mover}: {code} {facet} kit now lives in {kind2} {now}. update your notes",
            ),
        ),
        label="chat message",
        kind="chat",
        trust=0.8,
        after=days(c.rng.uniform(3, 20)),
        session="s2",
    )
    c.ask(
        choose(
            c,
            (
                f"Where should I look for the {code} {facet} kit today?",
                f"Is the {code} {facet} kit still in {kind} {was}?",
            ),
        ),
        after=days(c.rng.uniform(21, 30)),
    )
    c.expect([now], [moved], forbidden=[was])


def owner_handed_over_by_mail(c: Case) -> None:
    """An owners line names who looks after a piece of work; later an e-mail from a lead says
    someone else looks after it from Monday, without naming the first owner."""
    code = choose(c, CODES)
    facet = choose(c, FACETS[code])
    was, now, lead = sample(c, PEOPLE, 3)
    c.event(
        "owners",
        choose(
            c,
            (
                f"OWNERS ({code})\n{facet}: {was}",
                f"{code} {facet} is looked after by {was}; questions to them",
            ),
        ),
        label="owners file",
        kind="document",
        trust=0.9,
        after=mins(0),
        session="s1",
    )
    mail = c.event(
        "mail",
        f"From: {lead}\nSubject: {code} {facet}\n\nFrom Monday {now} looks after the {code}"
        f" {facet}; please send requests to {now}.",
        label="e-mail",
        kind="email",
        trust=0.85,
        after=days(c.rng.uniform(5, 30)),
        session="s2",
    )
    c.ask(
        choose(
            c,
            (
                f"Who looks after the {code} {facet} now?",
                f"Is {was} still the person for the {code} {facet}?",
                f"Who should {code} {facet} requests go to?",
            ),
        ),
        after=days(c.rng.uniform(31, 40)),
    )
    c.expect([now], [mail], forbidden=[was])


def go_live_slipped(c: Case) -> None:
    """A go-live is set as an ISO date; a later message slips it to another day written as
    month and day, without repeating the first date."""
    code = choose(c, CODES)
    facet = choose(c, FACETS[code])
    planned = c.start.date() + timedelta(days=c.rng.randrange(20, 40))
    slipped = planned + timedelta(days=c.rng.randrange(5, 20))
    said = f"{MONTHS[slipped.month - 1]} {slipped.day}"
    writer = choose(c, PEOPLE)
    c.event(
        "plan",
        f"{code} {facet} go-live: {planned.isoformat()}",
        label="plan",
        kind="document",
        trust=0.9,
        after=mins(0),
        session="s1",
    )
    slip = c.event(
        "slip",
        choose(
            c,
            (
                f"{writer}: we're slipping the {code} {facet} go-live to {said}, vendor is late",
                f"{writer}: heads up, {code} {facet} now goes live {said}",
            ),
        ),
        label="chat message",
        kind="chat",
        trust=0.8,
        after=days(c.rng.uniform(2, 15)),
        session="s2",
    )
    c.ask(
        choose(
            c,
            (
                f"When does the {code} {facet} go live?",
                f"Is the {code} {facet} still going live on {planned.isoformat()}?",
            ),
        ),
        after=days(c.rng.uniform(16, 19)),
    )
    c.expect([said], [slip], forbidden=[planned.isoformat()])
