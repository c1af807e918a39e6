"""`fresh25` cross-session continuity templates: two facts about one subject said in two
sessions, asked together in a third; uncited events state another subject's values in the
same frames."""

from __future__ import annotations

from cairn.bench import memfresh25_pools as p
from cairn.bench.memgen import Case
from cairn.bench.memset import days

OFFSET = 9


def _ask(c: Case, q: str) -> None:
    c.ask(q, after=days(p.when(c, 9, 14)), session="s3")


def owner_and_weekday(c: Case) -> None:
    """Who owns a subject (one session) and the weekday of its piece of work (another)."""
    s = p.subject(c, OFFSET)
    o = p.other(c, s)
    owner, rival = p.people(c, 2)
    wd, wd2 = p.weekdays(c, 2)
    frame = c.pick(("{who} owns {code} now.", "{code} belongs to {who} these days."))
    one = p.say(c, "own", frame.format(who=owner, code=s.code), "team page", at=p.when(c, 0, 2))
    p.say(c, "rival", frame.format(who=rival, code=o.code), "team page", at=p.when(c, 0, 2))
    text = c.pick(
        (
            f"fyi the {s.code} {s.work} happens every {wd}.",
            f"{s.code} {s.work}: {wd} is the day, every week.",
        )
    )
    two = p.say(c, "day", text, "team chat", at=p.when(c, 4, 7), session="s2", kind="chat")
    p.say(
        c,
        "rday",
        f"fyi the {o.code} {o.work} happens every {wd2}.",
        "team chat",
        at=p.when(c, 4, 7),
        session="s2",
        kind="chat",
    )
    _ask(
        c,
        p.turn(
            c,
            (
                f"Who owns {s.code}, and which weekday should I put in my diary for its {s.work}?",
                f"Remind me: whose is {s.code}, and what day is the {s.code} {s.work}?",
            ),
        ),
    )
    c.expect([owner, wd], [one, two], forbidden=[rival, wd2])


def store_and_channel(c: Case) -> None:
    """Where copies of a subject's kept thing are kept (one session) and the channel its notices
    go to (another)."""
    s = p.subject(c, OFFSET)
    o = p.other(c, s)
    ch, ch2 = c.rng.sample(list(p.CHANNELS), 2)
    frame = "Copies of the {code} {kept} are kept in {store}."
    one = p.say(
        c, "store", frame.format(code=s.code, kept=s.kept, store=s.store), "setup note",
        at=p.when(c, 0, 2),
    )  # fmt: skip
    p.say(
        c, "rstore", frame.format(code=o.code, kept=o.kept, store=o.store), "setup note",
        at=p.when(c, 0, 2),
    )  # fmt: skip
    text = c.pick(
        (
            f"From now on {s.code} notices go out on {ch}.",
            f"Post anything {s.code} announces in {ch}, please.",
        )
    )
    two = p.say(c, "chan", text, "meeting notes", at=p.when(c, 4, 7), session="s2")
    p.say(
        c,
        "rchan",
        f"Post anything {o.code} announces in {ch2}, please.",
        "meeting notes",
        at=p.when(c, 4, 7),
        session="s2",
    )
    _ask(
        c,
        p.turn(
            c,
            (
                f"Where are copies of the {s.code} {s.kept} kept, and where do {s.code} notices"
                " go out?",
                f"Two things about {s.code}: where's the {s.kept} stored, and which channel"
                " carries its announcements?",
            ),
        ),
    )
    c.expect([s.store, ch], [one, two], forbidden=[o.store, ch2])


def first_count_and_place(c: Case) -> None:
    """How many units the first run of a subject's work covered (one session) and where the work
    takes place (another)."""
    s = p.subject(c, OFFSET)
    o = p.other(c, s, same_kind=False)
    n, d = p.counts(c, 2)
    place = c.pick(s.places)
    frame = "First {code} {work} done: {n} {unit} covered."
    one = p.say(
        c, "first", frame.format(code=s.code, work=s.work, n=n, unit=s.unit), "log",
        at=p.when(c, 0, 2), kind="log",
    )  # fmt: skip
    p.say(
        c, "rfirst", frame.format(code=o.code, work=o.work, n=d, unit=o.unit), "log",
        at=p.when(c, 0, 2), kind="log",
    )  # fmt: skip
    verb = c.pick(("takes place in", "happens at", "is held in"))
    if s.software:
        verb = c.pick(("runs on", "is on", "sits at"))
    text = c.pick(
        (
            f"fyi each {s.code} {s.work} {verb} {place}.",
            f"Note for later: the {s.code} {s.work} {verb} {place}.",
        )
    )
    two = p.say(c, "where", text, "a note", at=p.when(c, 4, 7), session="s2")
    _ask(
        c,
        p.turn(
            c,
            (
                f"How big was the first {s.code} {s.work}, and where does it take place?",
                f"How many {s.unit} did the first {s.code} {s.work} cover, and where is it run?",
            ),
        ),
    )
    c.expect([str(n), place], [one, two], forbidden=[str(d)])


def contact_and_start(c: Case) -> None:
    """Whom to ask about a subject (one session) and when its piece of work starts (another)."""
    s = p.subject(c, OFFSET)
    o = p.other(c, s)
    who, rival = p.people(c, 2)
    t, t2 = p.clocks(c, 2)
    frame = c.pick(("Questions about {code} go to {who}.", "For anything {code}, ask {who} first."))
    one = p.say(c, "who", frame.format(code=s.code, who=who), "contacts list", at=p.when(c, 0, 2))
    p.say(c, "rwho", frame.format(code=o.code, who=rival), "contacts list", at=p.when(c, 0, 2))
    text = c.pick(
        (
            f"The {s.code} {s.work} begins at {t}.",
            f"{s.code} {s.work} start time is {t}, doors a bit before.",
        )
    )
    two = p.say(c, "time", text, "calendar", at=p.when(c, 4, 7), session="s2", kind="calendar")
    p.say(
        c,
        "rtime",
        f"The {o.code} {o.work} begins at {t2}.",
        "calendar",
        at=p.when(c, 4, 7),
        session="s2",
        kind="calendar",
    )
    _ask(
        c,
        p.turn(
            c,
            (
                f"Whom do I ask about {s.code}, and what time does its {s.work} start?",
                f"Who's the {s.code} contact, and when does the {s.code} {s.work} kick off?",
            ),
        ),
    )
    c.expect([who, t], [one, two], forbidden=[rival, t2])


def supplier_and_budget(c: Case) -> None:
    """Which supplier a subject orders from (one session) and its monthly budget (another, in
    digits or in words)."""
    s = p.subject(c, OFFSET)
    o = p.other(c, s, same_kind=False)
    sup, sup2 = c.rng.sample(list(p.SUPPLIERS), 2)
    n, d = p.counts(c, 2)
    frame = "{code} orders its supplies from {sup}."
    one = p.say(c, "sup", frame.format(code=s.code, sup=sup), "minutes", at=p.when(c, 0, 2))
    p.say(c, "rsup", frame.format(code=o.code, sup=sup2), "minutes", at=p.when(c, 0, 2))
    said = p.spell(c, n)
    text = c.pick(
        (
            f"Budget for {s.code}: {said} pounds a month, agreed.",
            f"{s.code} gets {said} pounds each month to spend.",
        )
    )
    two = p.say(c, "budget", text, "mail from Bertil", at=p.when(c, 4, 7), session="s2")
    p.say(
        c,
        "rbudget",
        f"Budget for {o.code}: {d} pounds a month, agreed.",
        "mail from Bertil",
        at=p.when(c, 4, 7),
        session="s2",
    )
    _ask(
        c,
        p.turn(
            c,
            (
                f"Who supplies {s.code}, and how much can it spend a month?",
                f"Which supplier does {s.code} use, and what's its monthly budget?",
            ),
        ),
    )
    c.expect([sup, said], [one, two], forbidden=[sup2, str(d)])


TEMPLATES = (
    owner_and_weekday,
    store_and_channel,
    first_count_and_place,
    contact_and_start,
    supplier_and_budget,
)
