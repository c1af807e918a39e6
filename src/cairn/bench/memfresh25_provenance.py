"""`fresh25` provenance templates: one cited event answers the question, an uncited event states
a distractor in the same frame (another subject's value, a guess in chat, a draft, the other
contact)."""

from __future__ import annotations

from cairn.bench import memfresh25_pools as p
from cairn.bench.memgen import Case
from cairn.bench.memset import days

OFFSET = 0


def approver_named_second(c: Case) -> None:
    """Who approves a subject's piece of work, named in the second of two mentions; another
    subject's approver is stated in the same frame by an uncited event."""
    s = p.subject(c, OFFSET)
    o = p.other(c, s)
    first, approver, rival = p.people(c, 3)
    text = c.pick(
        (
            f"{first} offered to approve the {s.code} {s.work} at first, but in the end it goes"
            f" to {approver}.",
            f"For the {s.code} {s.work}: {first} volunteered to sign off, then we agreed the"
            f" sign-off sits with {approver}.",
            f"Early on {first} was going to OK each {s.code} {s.work}; final answer is that"
            f" {approver} approves it.",
        )
    )
    label = c.pick(("minutes", "meeting notes"))
    cited = p.say(c, "ok", text, label, at=p.when(c, 0, 2), kind="meeting")
    p.say(
        c,
        "rival",
        f"For the {o.code} {o.work}, the sign-off sits with {rival}.",
        "note",
        at=p.when(c, 0, 3),
    )
    p.chatter(c, s, 2, 0, 4, "s1")
    source = "minutes" if label == "minutes" else "notes"
    q = p.turn(
        c,
        (
            f"Going by the {source}, who has to OK the {s.code} {s.work}?",
            f"Whose sign-off does the {s.code} {s.work} need, per the {source}?",
            f"Per the {source}, who gives the go-ahead for each {s.code} {s.work}?",
        ),
    )
    c.ask(q, after=days(p.when(c, 5, 9)))
    c.expect([approver], [cited], forbidden=[rival])


def production_host(c: Case) -> None:
    """Which host (or room) a subject uses for the real thing, with verbs that vary; an uncited
    line states another subject's place and this subject's practice place in one sentence
    frame, and a setup note names the practice place again."""
    s = p.subject(c, OFFSET)
    o = p.other(c, s)
    prod, staging = c.rng.sample(list(s.places), 2)
    if s.software:
        verb = c.pick(("runs on", "is on", "shows production on", "sits at", "was moved to"))
        text = f"{s.code} production {verb} {prod} as of this week."
        pair = f"{o.code} shows production on {o.places[0]}, {s.code} staging is on {staging}."
    else:
        verb = c.pick(("takes place in", "is held in", "happens at", "was moved to"))
        text = c.pick(
            (
                f"The {s.code} {s.work} {verb} {prod} now.",
                f"From this month {s.code} folks meet in {prod} for every {s.work}.",
            )
        )
        pair = f"{o.code} gathers in {o.places[0]} and {s.code} practises in {staging}."
    label = c.pick(("status line", "log"))
    cited = p.say(c, "prod", text, label, at=p.when(c, 1, 3), kind="log")
    p.say(
        c,
        "stage",
        f"{s.code} dry runs use {staging}, never the real thing.",
        "setup note",
        at=p.when(c, 0, 1),
    )
    p.say(c, "pair", pair, c.pick(("a note", "settings")), at=p.when(c, 0, 4))
    if s.software:
        q = p.turn(
            c,
            (
                f"Per the {label}, which machine is {s.code} on for the real thing?",
                f"Where is {s.code} hosted for real, per the {label}?",
                f"Per the {label}, what box serves {s.code} in production?",
            ),
        )
    else:
        q = p.turn(
            c,
            (
                f"Per the {label}, which room is the {s.code} {s.work} held in?",
                f"Per the {label}, where does {s.code} gather for a {s.work}?",
                f"What's the venue for each {s.code} {s.work}, going by the {label}?",
            ),
        )
    c.ask(q, after=days(p.when(c, 5, 8)))
    c.expect([prod], [cited], forbidden=[staging, o.places[0]])


def retention_days(c: Case) -> None:
    """How many days a subject keeps its records, per its runbook or handbook, in digits or in
    words; a chat line guesses another number."""
    s = p.subject(c, OFFSET)
    kept, guess = p.counts(c, 2)
    said = p.spell(c, kept)
    text = c.pick(
        (
            f"{s.code} {s.doc}, records: {s.work} logs are retained for {said} days, then deleted.",
            f"Records section of the {s.code} {s.doc}: keep {s.work} history {said} days.",
            f"{s.code} keeps its {s.work} records for {said} days (per policy).",
        )
    )
    cited = p.say(c, "keep", text, f"{s.code} {s.doc}", at=p.when(c, 0, 2), kind="doc")
    p.say(
        c,
        "guess",
        f"iirc {s.code} holds stuff {guess} days? not sure",
        "team chat message",
        at=p.when(c, 2, 4),
        kind="chat",
        trust=0.3,
    )
    p.chatter(c, s, 2, 0, 5, "s1")
    q = p.turn(
        c,
        (
            f"How long are {s.code} records retained, per the {s.doc}?",
            f"For how many days does {s.code} hold on to its history, going by the {s.doc}?",
            f"What does the {s.code} {s.doc} say about how many days records stay?",
        ),
    )
    c.ask(q, after=days(p.when(c, 6, 10)))
    c.expect([said], [cited], forbidden=[str(guess)])


def revision_in_use(c: Case) -> None:
    """Which revision of a kept thing is in use, from a tracker row; a draft revision of the
    same thing is posted in another event. Ids in lower or mixed case."""
    s = p.subject(c, OFFSET)
    ids = p.lower_ids(c, 2) if p.nth(c) % 2 else p.mixed_ids(c, 2)
    live, draft = ids
    text = c.pick(
        (
            f"{s.code} | {s.kept} | in use: {live} | done",
            f"{s.code} | {s.kept} | live rev {live} | signed off",
        )
    )
    cited = p.say(c, "row", text, "tracker", at=p.when(c, 1, 3), kind="tracker")
    p.say(
        c,
        "draft",
        c.pick(
            (
                f"Draft {draft} of the {s.code} {s.kept} is up for comments.",
                f"Posted {draft} as a proposal for the {s.code} {s.kept}; not adopted yet.",
            )
        ),
        c.pick(("mail from Rainer", "a note")),
        at=p.when(c, 2, 5),
    )
    p.chatter(c, s, 2, 0, 5, "s1")
    q = p.turn(
        c,
        (
            f"Per the tracker, what {s.kept} revision does {s.code} run with right now?",
            f"Which version of the {s.kept} is {s.code} actually using, per the tracker?",
        ),
    )
    c.ask(q, after=days(p.when(c, 6, 9)))
    c.expect([live], [cited], forbidden=[draft])


def out_of_hours_contact(c: Case) -> None:
    """Whom to call out of hours for a subject, from an on-call page or contacts list; the
    weekday contact is stated by another event."""
    s = p.subject(c, OFFSET)
    night, day = p.people(c, 2)
    label = c.pick(("on-call page", "contacts list"))
    text = c.pick(
        (
            f"{s.code}: nights and weekends, call {night}.",
            f"{s.code} out of hours -> {night} (phone first, then text).",
            f"After six or at weekends the {s.code} contact is {night}.",
        )
    )
    cited = p.say(c, "night", text, label, at=p.when(c, 0, 2), kind="doc")
    p.say(
        c,
        "day",
        c.pick(
            (
                f"Office-hours questions about {s.code} go to {day}.",
                f"{day} covers {s.code} Monday to Friday, nine to five.",
            )
        ),
        c.pick(("team page", "handover note")),
        at=p.when(c, 1, 4),
    )
    p.chatter(c, s, 2, 0, 4, "s1")
    q = p.turn(
        c,
        (
            f"It's Sunday night and {s.code} needs someone: whom do I call, per the {label}?",
            f"Per the {label}, who picks up {s.code} problems after hours?",
            f"Who is the {s.code} contact at the weekend, according to the {label}?",
        ),
    )
    c.ask(q, after=days(p.when(c, 5, 8)))
    c.expect([night], [cited], forbidden=[day])


TEMPLATES = (
    approver_named_second,
    production_host,
    retention_days,
    revision_in_use,
    out_of_hours_contact,
)
