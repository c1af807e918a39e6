"""`fresh46` stale-belief templates: a document says a value, a member repeats it (in some
cases quoting the document), another subject's value sits in the same frame, and the same
member's plain correction, which never repeats the old value, is said last. Instances 0, 3 and
4 ask whether the old value still holds; 1 and 2 ask for the value now."""

from __future__ import annotations

from cairn.bench.memfresh46_pools import (
    Subject,
    chatter,
    clock,
    counts,
    evening,
    in_words,
    other,
    people,
    say,
    subject,
    turn,
)
from cairn.bench.memgen import Case, Template
from cairn.bench.memset import days, sample

GOS = ("1.21", "1.22", "1.23", "1.24")
MEETING = (
    "the bus shelter", "the war memorial", "the station forecourt", "the village pond",
    "the library steps", "the market cross",
)  # fmt: skip
WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday")


def write(
    c: Case,
    s: Subject,
    doc: tuple[str, str],
    repeat: str,
    rival: str,
    fix: str,
    member: str,
    answer: str,
    forbidden: list[str],
    asks: tuple[str, str],
) -> None:
    """The document (session one), the member's repeat (two), another subject's document
    (three), team chat, then the member's correction (four), said last."""
    text, label = doc
    say(c, "d", text, label, "doc", days(c.rng.uniform(0, 3)), "s1")
    say(c, "m", repeat, f"message from {member}", "message", days(c.rng.uniform(4, 9)), "s2")
    say(c, "o", rival, label, "doc", days(c.rng.uniform(0, 9)), "s3")
    chatter(c, s, 2, days(1), 9)
    fixed = say(c, "c", fix, f"message from {member}", "message", days(c.rng.uniform(12, 15)), "s4")  # fmt: skip
    c.ask(asks[turn(c)], after=days(c.rng.uniform(16, 20)))
    c.expect([answer], [fixed], forbidden=forbidden)


def stale_pool_size_or_hut_beds(c: Case) -> None:
    """A service's connection pool cap raised, or the beds in a group's hired hut changed; the
    new count in the other form from the old."""
    s = subject(c, 0)
    o = other(c, s)
    member = people(c, 1)[0]
    n1, n2, n3 = counts(c, 3)
    old, new = sorted((n1, n2))
    if s.software:
        doc = (f"{s.code} capacity doc: the database connection pool is capped at {old}.",
               "capacity doc")  # fmt: skip
        repeat = (
            f"as the capacity doc says, {s.code} tops out at {old} pooled connections",
            f'"{old} connections" is the {s.code} pool ceiling, per the capacity doc',
        )[turn(c)]
        rival = f"{o.code} capacity doc: the database connection pool is capped at {n3}."
        fix = f"Scratch that: after last week's load test the {s.code} pool went up to {in_words(new)} connections."  # fmt: skip
        asks = (
            f"Is {s.code}'s connection pool still capped at {old}?",
            f"How many database connections can {s.code}'s pool hold now?",
        )
        write(c, s, doc, repeat, rival, fix, member, in_words(new), [str(old), str(n3)], asks)
        return
    doc = (f"{s.code} trip letter: the hut we've hired sleeps {in_words(old)}.", "trip letter")
    repeat = (
        f"reminder that the {s.code} hut only sleeps {in_words(old)}",
        f'"sleeps {in_words(old)}" is what the {s.code} trip letter says about the hut',
    )[turn(c)]
    rival = f"{o.code} trip letter: the hut we've hired sleeps {in_words(n3)}."
    fix = f"Ignore what I said: the {s.code} hut booking was changed and it sleeps {new} now."
    asks = (
        f"Does the {s.code} hut still sleep {in_words(old)}?",
        f"How many people can the {s.code} hut take now?",
    )
    write(c, s, doc, repeat, rival, fix, member, str(new), [in_words(old), in_words(n3)], asks)


def stale_product_owner_or_club_treasurer(c: Case) -> None:
    """A service's product owner or a group's treasurer replaced."""
    s = subject(c, 1)
    o = other(c, s)
    old, new, rival_person, member = people(c, 4)
    if s.software:
        doc = (f"{s.code} team page: product owner, {old}.", "team page")
        repeat = (
            f"for {s.code} priorities go to {old}, the product owner",
            f'"Product owner: {old}" says the {s.code} team page',
        )[turn(c)]
        rival = f"{o.code} team page: product owner, {rival_person}."
        fix = f"I got that wrong: {new} took over as {s.code} product owner this month."
        asks = (
            f"Is {old} still the product owner for {s.code}?",
            f"Who is {s.code}'s product owner now?",
        )
    else:
        doc = (f"{s.code} club page: treasurer, {old}.", "club page")
        repeat = (
            f"send {s.code} receipts to {old}, our treasurer",
            f'"Treasurer: {old}" is still up on the {s.code} club page',
        )[turn(c)]
        rival = f"{o.code} club page: treasurer, {rival_person}."
        fix = f"Out of date, sorry: {s.code} voted {new} in as treasurer at the last meeting."
        asks = (
            f"Is {old} still the treasurer of {s.code}?",
            f"Who looks after the {s.code} money these days?",
        )
    write(c, s, doc, repeat, rival, fix, member, new, [old, rival_person], asks)


def stale_go_pin_or_warmup_time(c: Case) -> None:
    """A service's Go release moved up, or a group's warm-up time changed."""
    s = subject(c, 2)
    o = other(c, s)
    member = people(c, 1)[0]
    if s.software:
        v1, v2, v3 = sample(c, GOS, 3)
        old, new = sorted((v1, v2))
        doc = (f"{s.code} developer guide: builds use Go {old}.", "developer guide")
        repeat = (
            f"{s.code} is on Go {old}, so hold off on newer syntax",
            f'"Go {old}" is what the {s.code} developer guide says',
        )[turn(c)]
        rival = f"{o.code} developer guide: builds use Go {v3}."
        fix = f"Small fix to my earlier message: {s.code} moved up to Go {new}, the guide lags behind."  # fmt: skip
        asks = (
            f"Is {s.code} still built with Go {old}?",
            f"Which Go release does {s.code} build with now?",
        )
        write(c, s, doc, repeat, rival, fix, member, new, [old, v3], asks)
        return
    t1, t2, t3 = (clock(t) for t in evening(c, 3))
    doc = (f"{s.code} season leaflet: warm-up starts at {t1}.", "season leaflet")
    repeat = (
        f"warm-up for {s.code} is {t1}, don't be late",
        f'"warm-up {t1}" it says on the {s.code} leaflet',
    )[turn(c)]
    rival = f"{o.code} season leaflet: warm-up starts at {t3}."
    fix = f"Let me correct myself: {s.code} warm-up begins at {t2} these days."
    asks = (
        f"Does {s.code}'s warm-up still start at {t1}?",
        f"What time does {s.code} warm up now?",
    )
    write(c, s, doc, repeat, rival, fix, member, t2, [t1, t3], asks)


def stale_deploy_channel_or_meeting_point(c: Case) -> None:
    """Where a service's deploy notices post, or where a group meets before trips, moved."""
    s = subject(c, 3)
    o = other(c, s)
    member = people(c, 1)[0]
    if s.software:
        old, new = (f"#{s.tag}-{n}" for n in sample(c, ("deploys", "releases", "shipped"), 2))
        rival_value = f"#{o.tag}-deploys"
        doc = (f'# {s.code} notifications\ndeploy_channel: "{old}"\n', "notify.yaml")
        repeat = (
            f"{s.code} deploy notices land in {old}",
            f'"{old}" is where notify.yaml sends the {s.code} deploys',
        )[turn(c)]
        rival = f'# {o.code} notifications\ndeploy_channel: "{rival_value}"\n'
        fix = f"Update, and my mistake: {s.code} deploy notices post to {new} now."
        asks = (
            f"Do {s.code} deploy notices still go to {old}?",
            f"Which channel gets {s.code}'s deploy notices now?",
        )
    else:
        old, new, rival_value = sample(c, MEETING, 3)
        doc = (f"{s.code} joining letter: for away trips we meet at {old}.", "joining letter")
        repeat = (
            f"{s.code} lot, meet at {old} for the coach",
            f'"meet at {old}" says the {s.code} joining letter',
        )[turn(c)]
        rival = f"{o.code} joining letter: for away trips we meet at {rival_value}."
        fix = f"Disregard my last: {s.code} now gathers at {new} before trips."
        asks = (
            f"Does {s.code} still meet at {old} before trips?",
            f"Where does {s.code} gather before trips now?",
        )
    write(c, s, doc, repeat, rival, fix, member, new, [old, rival_value], asks)


def stale_planning_day_or_social_night(c: Case) -> None:
    """A service's sprint planning day or a group's social night moved."""
    s = subject(c, 4)
    o = other(c, s)
    member = people(c, 1)[0]
    old, new, rival_value = sample(c, WEEKDAYS, 3)
    if s.software:
        doc = (f"{s.code} sprint plan: planning happens on {old}.", "sprint plan")
        repeat = (
            f"{s.code} planning is {old} as usual",
            f'"planning: {old}" per the {s.code} sprint plan',
        )[turn(c)]
        rival = f"{o.code} sprint plan: planning happens on {rival_value}."
        fix = f"Correction: {s.code} sprint planning has moved to {new}."
        asks = (
            f"Is {s.code} sprint planning still on {old}?",
            f"Which day does {s.code} hold sprint planning now?",
        )
    else:
        doc = (f"{s.code} newsletter: the social night is the first {old} of the month.",
               "newsletter")  # fmt: skip
        repeat = (
            f"{s.code} social is the first {old}, put it in your diaries",
            f'"first {old} of the month" is what the {s.code} newsletter says for the social',
        )[turn(c)]
        rival = f"{o.code} newsletter: the social night is the first {rival_value} of the month."
        fix = f"My error: the {s.code} social is on the first {new} of the month now."
        asks = (
            f"Is the {s.code} social still on a {old}?",
            f"What night is the {s.code} social now?",
        )
    write(c, s, doc, repeat, rival, fix, member, new, [old, rival_value], asks)


TEMPLATES: tuple[Template, ...] = (
    stale_pool_size_or_hut_beds,
    stale_product_owner_or_club_treasurer,
    stale_go_pin_or_warmup_time,
    stale_deploy_channel_or_meeting_point,
    stale_planning_day_or_social_night,
)
