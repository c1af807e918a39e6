"""The provenance templates of `fresh28`: who signs off a piece of work, where a kept thing is
stored, which revision is pinned, a rate limit, and how long records are kept. Each cites one
event and holds distractors in the same sentence frame for another subject, plus one said only
in side talk."""

from __future__ import annotations

from cairn.bench import memfresh28_pools as P
from cairn.bench.memgen import Case
from cairn.bench.memset import choose, days


def snake(text: str) -> str:
    return "_".join(text.replace("-", " ").split())


def signoff(c: Case) -> None:
    """Who signs off a subject's piece of work; the value may be the second of two names in the
    cited event; another subject's signer in the same frame and someone who only asked whether
    they might sign off are distractors."""
    s = P.subject(c, 0)
    (o,) = P.others(c, s, 1)
    signer, other, asker, offered = P.people(c, 4)
    low = s.code.lower()
    text, label, question = P.turn(
        c,
        (
            (
                f"Review notes: {signer} signs off every {s.code} {s.work} before it goes ahead.",
                "review notes",
                f"Per the review notes, who signs off {P.an(s.code)} {s.work}?",
            ),
            (
                f"Subject: {s.code} {s.work}\n\nFor the {s.work}, {signer} does the sign-off; I "
                f"only get a copy.\n\n— {offered}",
                f"mail from {offered}",
                f"Whose sign-off does {P.an(s.code)} {s.work} need before it goes ahead?",
            ),
            (
                f"Export · #{low}-ops · {offered}: I offered to approve the {s.code} {s.work} at "
                f"first, but in the end {signer} signs it off.",
                "chat export",
                f"Who has to approve each {s.code} {s.work}?",
            ),
        ),
    )
    fact = c.event(
        "f", text, label=label, kind="note", trust=0.9, after=P.near(c, 2, 6), session="s1"
    )
    c.event(
        "d1",
        f"Review notes: {other} signs off every {o.code} {o.work} before it goes ahead.",
        label="review notes",
        kind="note",
        trust=0.9,
        after=P.near(c, 1, 8),
        session="s2",
    )
    c.event(
        "d2",
        c.pick(
            (
                f"{asker} asked whether they might sign off {P.an(s.code)} {s.work} some time.",
                f"msg from {asker}: could I maybe approve {P.an(s.code)} {s.work} one day? lol",
            )
        ),
        label="side chat",
        kind="chat",
        trust=0.5,
        after=P.near(c, 3, 6),
        session="s2",
    )
    P.chatter(c, s, 3, days(0), 10, "s3")
    c.ask(question, after=days(14 + c.rng.uniform(0, 6)))
    c.expect([signer], [fact], forbidden=[other, asker])


def store(c: Case) -> None:
    """Where a subject's kept thing is stored; another subject's store in the same frame and a
    place someone only suggested are distractors."""
    s = P.subject(c, 3)
    (o,) = P.others(c, s, 1, same_kind=True)
    writer = P.people(c, 1)[0]
    frames = (
        ("| subject | item | kept in |\n| {code} | {kept} | {store} |", "wiki table"),
        ("Sticky note: the {code} {kept} lives in {store}. Put it back there!", "sticky note"),
        ("fyi the {code} {kept} is kept in {store}, if you're looking for it", "text message"),
    )
    frame, label = choose(c, frames)
    fact = c.event(
        "f",
        frame.format(code=s.code, kept=s.kept, store=s.store),
        label=label if label != "text message" else f"text message from {writer}",
        kind="note",
        trust=0.85,
        after=P.near(c, 2, 5),
        session="s1",
    )
    other_frame = next(f for f, lab in frames if lab == "wiki table")
    c.event(
        "d1",
        other_frame.format(code=o.code, kept=o.kept, store=o.store),
        label="wiki table",
        kind="note",
        trust=0.85,
        after=P.near(c, 1, 8),
        session="s2",
    )
    c.event(
        "d2",
        f"Someone suggested keeping the {s.code} {s.kept} in {s.places[1]} instead; nothing came "
        "of it.",
        label="side chat",
        kind="chat",
        trust=0.5,
        after=P.near(c, 4, 6),
        session="s2",
    )
    P.chatter(c, s, 3, days(0), 10, "s3")
    question = P.turn(
        c,
        (
            f"Where is the {s.code} {s.kept} kept?",
            f"Where would I find the {s.code} {s.kept}?",
            f"In which spot does {s.code} store its {s.kept}?",
        ),
    )
    c.ask(question, after=days(13 + c.rng.uniform(0, 6)))
    c.expect([s.store], [fact], forbidden=[o.store, s.places[1]])


def pin(c: Case) -> None:
    """Which revision of a kept thing a subject is pinned to, in a TOML block, a CSV row or a JSON
    line; another subject's pin in the same frame and a draft posted in a mail are
    distractors."""
    s = P.subject(c, 6)
    (o,) = P.others(c, s, 1)
    rev, other_rev, draft = P.revisions(c, 3)
    poster = P.people(c, 1)[0]

    def line(subj: P.Subject, value: str, form: int) -> str:
        key = snake(subj.kept)
        if form == 0:
            return f'[{subj.code.lower()}.pins]\n{key} = "{value}"'
        if form == 1:
            return f"codename,item,pinned,state\n{subj.code},{subj.kept},{value},live"
        return f'{{"subject": "{subj.code}", "{key}": "{value}", "pinned": true}}'

    form = choose(c, (0, 1, 2))
    label = ("config", "pins.csv", "settings")[form]
    fact = c.event(
        "f", line(s, rev, form), label=label, kind="file", trust=0.9, after=P.near(c, 3, 5),
        session="s1",
    )  # fmt: skip
    c.event(
        "d1", line(o, other_rev, form), label=label, kind="file", trust=0.9,
        after=P.near(c, 1, 8), session="s1",
    )  # fmt: skip
    c.event(
        "d2",
        f"Subject: draft {s.kept}\n\nI've posted a draft {s.code} {s.kept}, {draft}, for "
        f"comments. Not live yet.\n\n— {poster}",
        label=f"mail from {poster}",
        kind="mail",
        trust=0.7,
        after=P.near(c, 5, 4),
        session="s2",
    )
    P.chatter(c, s, 2, days(0), 10, "s3")
    question = P.turn(
        c,
        (
            f"Which {s.kept} revision is {s.code} pinned to?",
            f"Which revision of the {s.kept} is {s.code} actually running with?",
            f"What {s.kept} release is live for {s.code}?",
        ),
    )
    c.ask(question, after=days(14 + c.rng.uniform(0, 5)))
    c.expect([rev], [fact], forbidden=[other_rev, draft])


def rate_limit(c: Case) -> None:
    """A subject's rate limit (software: per hour; other kinds: new members a month), in digits or
    words; another subject's limit in the same frame (in the other form) and a guess in side
    chat are distractors."""
    s = P.subject(c, 9)
    (o,) = P.others(c, s, 1, same_kind=True)
    n, m, guess = P.counts(c, 3)
    texter = P.people(c, 1)[0]
    said = P.say(c, n)
    other_said = P.words(m) if said.isdigit() else str(m)
    guessed = P.words(guess) if said.isdigit() else str(guess)

    def rule(subj: P.Subject, value: str) -> str:
        if subj.software:
            return f"{subj.code} is rate-limited to {value} {subj.unit} per hour."
        return f"{subj.code} takes on at most {value} new {subj.unit} a month."

    form = choose(c, (0, 1, 2))
    if form == 0:
        text, label = f"Rule: {rule(s, said)}", f"{s.code} {s.doc}"
        other_text, other_label = f"Rule: {rule(o, other_said)}", f"{o.code} {o.doc}"
    elif form == 1:
        text = f"Agenda\n1. Apologies\n2. Limits: {rule(s, said)}\n3. Any other business"
        other_text = (
            f"Agenda\n1. Apologies\n2. Limits: {rule(o, other_said)}\n3. Any other business"
        )
        label = other_label = "agenda"
    else:
        text, label = f"just so you know: {rule(s, said)}", f"text message from {texter}"
        other_text, other_label = f"just so you know: {rule(o, other_said)}", "text message"
    period = "an hour" if s.software else "a month"
    fact = c.event(
        "f", text, label=label, kind="note", trust=0.9, after=P.near(c, 2, 6), session="s1"
    )
    c.event(
        "d1", other_text, label=other_label, kind="note", trust=0.9, after=P.near(c, 1, 8),
        session="s2",
    )  # fmt: skip
    c.event(
        "d2",
        f"iirc {s.code} allows about {guessed} {s.unit} {period}? not sure tbh",
        label="side chat",
        kind="chat",
        trust=0.4,
        after=P.near(c, 4, 5),
        session="s2",
    )
    P.chatter(c, s, 3, days(0), 10, "s3")
    if s.software:
        question = P.turn_kind(
            c,
            (
                f"How many {s.unit} an hour can {s.code} handle before it throttles?",
                f"What is the hourly rate limit on {s.code}?",
            ),
        )
    else:
        question = P.turn_kind(
            c,
            (
                f"How many new {s.unit} can {s.code} take on in a month?",
                f"What's the monthly cap on newcomers at {s.code}?",
            ),
        )
    c.ask(question, after=days(13 + c.rng.uniform(0, 6)))
    c.expect([said], [fact], forbidden=[other_said, guessed])


def retention(c: Case) -> None:
    """How many days a subject keeps its records, in a JSON line, a TOML block or a rule;
    another subject's period in the same frame and a period floated in side chat are
    distractors."""
    s = P.subject(c, 12)
    (o,) = P.others(c, s, 1)
    n, m, floated = P.counts(c, 3)
    said = P.say(c, n)

    def line(subj: P.Subject, value: str, form: int) -> str:
        if form == 0:
            return (
                f'{{"records": "{subj.records}", "keep_days": "{value}", "owner": "{subj.code}"}}'
            )
        if form == 1:
            return f'[{subj.code.lower()}.retention]\n{snake(subj.records)} = "{value} days"'
        return f"{subj.code} keeps its {subj.records} for {value} days, then bins them."

    form = choose(c, (0, 1, 2))
    label = ("settings", "config", "notes")[form]
    fact = c.event(
        "f", line(s, said, form), label=label, kind="file", trust=0.9, after=P.near(c, 2, 5),
        session="s1",
    )  # fmt: skip
    c.event(
        "d1", line(o, str(m), form), label=label, kind="file", trust=0.9,
        after=P.near(c, 1, 8), session="s1",
    )  # fmt: skip
    other_form = P.words(floated) if said.isdigit() else str(floated)
    c.event(
        "d2",
        f"imo we could keep the {s.code} {s.records} {other_form} days, but who decides that?",
        label="side chat",
        kind="chat",
        trust=0.4,
        after=P.near(c, 4, 5),
        session="s2",
    )
    P.chatter(c, s, 3, days(0), 10, "s3")
    question = P.turn(
        c,
        (
            f"How long does {s.code} hold on to its {s.records}?",
            f"What is the retention period for the {s.code} {s.records}?",
            f"For how many days are the {s.code} {s.records} kept?",
        ),
    )
    c.ask(question, after=days(13 + c.rng.uniform(0, 6)))
    c.expect([said], [fact], forbidden=[str(m), other_form])


TEMPLATES = (signoff, store, pin, rate_limit, retention)
