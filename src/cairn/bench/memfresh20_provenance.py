"""The provenance templates of `fresh20`: a source states a subject's value, an uncited message
gives another value of the same kind (a guess, another piece of work, another person), and
the question asks what the source said, or who, and the answer cites that source."""

from __future__ import annotations

from cairn.bench.memfresh20_pools import (
    FORMATS,
    bare,
    chatter,
    counts,
    people,
    release,
    subject,
    tags,
    words,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import choose, days, mins

OFFSET = 0


def limit_a_named_runbook_gave(c: Case) -> None:
    """A subject's handbook or runbook caps a piece of work (in digits or in words, as a
    negation or a plain cap); a chat guess names another figure; the question asks what the
    named document said the ceiling is."""
    s = subject(c, OFFSET)
    (a,) = people(c, 1)
    cap, guess, done = counts(c, 3)
    said = choose(c, [str(cap), words(cap)])
    task = bare(s.task)
    doc = c.pick(
        [
            f"## {s.code} {s.doc}: {task}\n- Never more than {said} {s.unit} in one go.\n"
            "- Write anything odd in the tracker, not in chat.",
            f"{s.code} {s.doc}, section 3\nThe {task} is capped at {said} {s.unit} per run;"
            " stop and ask if you need more.",
            f"{s.code} {s.doc}\nStep 2. Under no circumstances take the {task} over {said}"
            f" {s.unit} at a time.\nStep 3. Note the count in the log.",
        ]
    )
    did = c.event(
        "doc", doc, label=f"{s.code} {s.doc}", kind="doc", trust=0.9, after=days(0), session="a"
    )
    c.event(
        "guess",
        c.pick(
            [
                f"{a}: honestly for {s.code} I reckon the {task} could take {guess} {s.unit},"
                " whatever the doc says",
                f"gut feel on {s.code}: {guess} {s.unit} per {task} would be fine tbh",
                f"{a}: we did {guess} {s.unit} in one {s.code} {task} once and nothing broke",
            ]
        ),
        label=f"{s.channel} message",
        kind="chat",
        trust=0.5,
        after=days(2),
        session="b",
    )
    c.event(
        "minutes",
        f"{s.code} monthly minutes\n- {bare(s.task2)}: {done} {s.unit} went through last month."
        "\n- no other business",
        label=f"{s.code} minutes",
        kind="minutes",
        trust=0.8,
        after=days(3),
        session="b",
    )
    chatter(c, s, 2, days(1), 4, "b")
    c.ask(
        c.pick(
            [
                f"What did the {s.code} {s.doc} say is the most {s.unit} the {task} may take at"
                " once?",
                f"According to its {s.doc}, what is the ceiling on {s.unit} per {task} run for"
                f" {s.code}, and where is that written?",
                f"Going by the written {s.doc} for {s.code}, how many {s.unit} can one {task}"
                " handle at most?",
            ]
        ),
        after=days(6),
    )
    c.expect([said], [did], forbidden=[str(guess)])


def approver_named_second_in_minutes(c: Case) -> None:
    """Planning minutes name a first candidate to sign off a piece of work and then the person
    it went to (the value in the second of two mentions); a chat says a neighbouring piece of
    work is approved by someone else; a who-question asks whose approval the first one needs."""
    s = subject(c, OFFSET)
    first, chosen, third, elsewhere = people(c, 4)
    task = bare(s.task)
    line = c.pick(
        [
            f"Who signs off the {task}? {first} offered at first, but in the end it goes to"
            f" {chosen}.",
            f"Sign-off for the {task}: {first} was suggested, then {chosen} was agreed.",
            f"The {task} approval - first thought was {first}; we settled on {chosen} instead.",
        ]
    )
    mid = c.event(
        "minutes",
        f"{s.code} planning minutes\nPresent: {first}, {chosen}, {third}\n1. {line}\n"
        f"2. Nothing new on the budget.\nACTION {third}: send the notes round.",
        label=c.pick([f"{s.code} planning minutes", "planning notes"]),
        kind="minutes",
        trust=0.9,
        after=days(0),
        session="a",
    )
    c.event(
        "chat",
        c.pick(
            [
                f"fwiw the {bare(s.task2)} on {s.code} is approved by {elsewhere} now",
                f"{s.code}: {elsewhere} gives the ok for the {bare(s.task2)}, not the usual crowd",
            ]
        ),
        label=f"{s.channel} message",
        kind="chat",
        trust=0.6,
        after=days(2),
        session="b",
    )
    chatter(c, s, 3, days(-1), 5, "b")
    c.ask(
        c.pick(
            [
                f"Who gives the final OK on the {s.code} {task}?",
                f"Whose approval does the {task} need for {s.code}, per the planning minutes?",
                f"Which person was agreed as approver of the {task} at {s.code}?",
            ]
        ),
        after=days(6),
    )
    c.expect([chosen], [mid], forbidden=[elsewhere])


def live_revision_on_the_tracker(c: Case) -> None:
    """A tracker (a neutral label or a named board) shows which revision of a subject's
    release is in use; a chat says a draft or staging revision got bumped to another
    identifier (lower or mixed case); the question asks what is in use and where it says so."""
    s = subject(c, OFFSET)
    live, draft = tags(c, 2)
    rel = release(s)
    (a,) = people(c, 1)
    text = c.pick(
        [
            f"{s.code} | {rel} | in use: {live} | checked {a}",
            f"{s.code}: the {rel} in use is {live}.",
            f"{s.code} status - production shows {live} for the {rel}; nothing pending.",
        ]
    )
    tid = c.event(
        "tracker",
        text,
        label=c.pick(["the tracker", "release board", f"{s.code} tracker"]),
        kind="ticket",
        trust=0.9,
        after=days(0),
        session="a",
    )
    c.event(
        "draft",
        c.pick(
            [
                f"{s.code} draft {rel} got bumped to {draft} this morning, live one untouched",
                f"heads up: the {s.code} {rel} on trial is now {draft}; not live yet",
            ]
        ),
        label=f"{s.channel} message",
        kind="chat",
        trust=0.6,
        after=days(1),
        session="b",
    )
    chatter(c, s, 3, days(-2), 5, "b")
    c.ask(
        c.pick(
            [
                f"Which {rel} revision is in use for {s.code} going by the tracker?",
                f"What does the tracker list as the live {rel} for {s.code}?",
                f"Where is the {s.code} {rel} currently in service recorded, and which"
                " identifier is it?",
            ]
        ),
        after=days(5),
    )
    c.expect([live], [tid], forbidden=[draft])


def one_persons_format_beside_anothers(c: Case) -> None:
    """One person mails that they want a piece of work's summaries in one format; another
    person says in chat that they prefer another; the question asks the first person's
    preference."""
    s = subject(c, OFFSET)
    a, b = people(c, 2)
    fa, fb = c.rng.sample(list(FORMATS), 2)
    task = bare(s.task)
    body = c.pick(
        [
            f"Could I get the {task} summaries as {fa} from now on? Much easier for me.",
            f"{a} here - {fa} works best for me for the {task} summaries, if that's ok.",
            f"Please send me the {task} summaries in {fa}; I read them on the train.",
        ]
    )
    mid = c.event(
        "mail",
        f"From: {a}\nSubject: {s.code} {task} summaries\n\n{body}\n\nThanks,\n{a}",
        label=c.pick([f"mail from {a}", "a mail"]),
        kind="email",
        trust=0.8,
        after=days(0),
        session="a",
    )
    c.event(
        "chat",
        c.pick(
            [
                f"{b}: for {s.code} I'd rather have {fb}, fwiw",
                f"{b}: personally I prefer {fb} for the {s.code} summaries",
                f"{b} here, {fb} suits me better for {s.code} reports tbh",
            ]
        ),
        label=f"{s.channel} message",
        kind="chat",
        trust=0.6,
        after=days(1),
        session="b",
    )
    chatter(c, s, 2, days(-1), 4, "b")
    c.ask(
        c.pick(
            [
                f"In what format does {a} want the {s.code} {task} summaries?",
                f"Which file type did {a} ask for when getting {s.code}'s {task} write-ups?",
                f"How does {a} like to receive the {task} summaries for {s.code}?",
            ]
        ),
        after=days(4),
    )
    c.expect([fa], [mid], forbidden=[fb])


def out_of_hours_contact_in_the_wiki(c: Case) -> None:
    """A wiki table or list names who to ring out of hours for one piece of work; a chat
    names another person for the neighbouring piece of work; a who-question asks the contact
    for the first."""
    s = subject(c, OFFSET)
    p, q, r = people(c, 3)
    task, task2 = bare(s.task), bare(s.task2)
    text = c.pick(
        [
            f"| {s.code} work | out-of-hours contact |\n|---|---|\n| {task} | {p} |\n"
            f"| daytime questions | {s.channel} |",
            f"{s.code} contacts\n- {task}, nights and weekends: ring {p}\n"
            f"- anything else: ask in {s.channel}",
            f"{s.code} on-call page: for the {task} outside working hours the person to call"
            f" is {p}. Office hours: {r}.",
        ]
    )
    wid = c.event(
        "wiki",
        text,
        label=c.pick([f"{s.code} wiki", "wiki page"]),
        kind="wiki",
        trust=0.9,
        after=days(0),
        session="a",
    )
    c.event(
        "chat",
        c.pick(
            [
                f"if the {task2} breaks at night on {s.code}, ring {q}",
                f"{s.code}: {q} is on the phone for {task2} problems after hours",
            ]
        ),
        label=f"{s.channel} message",
        kind="chat",
        trust=0.6,
        after=days(2) + mins(40),
        session="b",
    )
    chatter(c, s, 2, days(1), 3, "b")
    c.ask(
        c.pick(
            [
                f"Who should be called at night if the {s.code} {task} goes wrong, per the wiki?",
                f"According to the wiki, who is the after-hours contact for {s.code}'s {task}?",
                f"Out of hours, whom do we phone about the {task} on {s.code}?",
            ]
        ),
        after=days(5),
    )
    c.expect([p], [wid], forbidden=[q])


TEMPLATES = (
    limit_a_named_runbook_gave,
    approver_named_second_in_minutes,
    live_revision_on_the_tracker,
    one_persons_format_beside_anothers,
    out_of_hours_contact_in_the_wiki,
)
