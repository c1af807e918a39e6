"""`fresh29` provenance templates: a question about one fact of a subject, answered by one
event that must be cited, beside distractors only uncited events state (another subject's fact in
the same frame, someone who only asked, a guess in side chat, a draft)."""

from __future__ import annotations

from cairn.bench.memfresh29_pools import (
    an,
    chatter,
    choose,
    codes,
    counts,
    days,
    form,
    instance,
    mins,
    others,
    people,
    revisions,
    say,
    subject,
    turn,
    turn_kind,
)
from cairn.bench.memgen import Case

OFFSET = 0


def reviewer_second_mention(c: Case) -> None:
    """Who reviews changes to a subject's kept document: the cited event names the reviewer
    second of two people; another subject's reviewer and someone who only asked are
    distractors."""
    s = subject(c, OFFSET)
    (o,) = others(c, s, 1)
    offered, who, other_who, asker = people(c, 4)
    cited = turn(
        c,
        (
            f"{offered} said they'd review changes to the {s.code} {s.kept} at first, but in the "
            f"end {who} reviews them.",
            f"Subject: {s.code} {s.kept}\nFor changes to the {s.code} {s.kept}, {who} is the "
            f"reviewer; I only get copied in.\n— {offered}",
            f"Agenda, item 3: {s.code} {s.kept}. {offered} hands over reviewing; from here on "
            f"{who} reviews every change to it.",
        ),
    )
    label = turn(c, ("review notes", f"mail from {offered}", "agenda"))
    e = c.event("fact", cited, label=label, kind="doc", trust=0.9, after=mins(0), session="a")
    c.event(
        "other",
        f"{other_who} reviews every change to the {o.code} {o.kept}.",
        label="review notes",
        kind="doc",
        trust=0.9,
        after=days(choose(c, (2, 3, 4))),
        session="b",
    )
    c.event(
        "ask",
        f"text from {asker}: could I maybe review the {s.code} {s.kept} changes some time?",
        label=f"text message from {asker}",
        kind="chat",
        trust=0.4,
        after=days(1),
        session="b",
    )
    chatter(c, s, 2, days(1), 5, "b")
    question = turn(
        c,
        (
            f"Per the review notes, who checks changes to the {s.code} {s.kept}?",
            f"Who looks over edits to the {s.code} {s.kept} before they land?",
            f"Whose review does a change to the {s.code} {s.kept} need?",
        ),
    )
    c.ask(question, after=days(9))
    c.expect([who], [e], forbidden=[other_who, asker])


def port_or_keypad_code(c: Case) -> None:
    """The port a software subject listens on, or the keypad code of a hobby subject's store:
    four digits in an env file line, a TOML block or a sticky note; another subject's in the same
    frame and a guess in side chat are distractors."""
    s = subject(c, OFFSET)
    (o,) = others(c, s, 1)
    value, theirs, guess = codes(c, 3)
    if s.software:
        frame = turn(c, ("env", "toml", "json"))

        def line(x: str, code: str) -> str:
            if frame == "env":
                return f"# {code} service\n{code.upper()}_LISTEN_PORT={x}"
            if frame == "toml":
                return f"[{code.lower()}.server]\nlisten_port = {x}"
            return f'{{"service": "{code.lower()}", "listen_port": {x}}}'

        label = {"env": "env file", "toml": "config", "json": "settings"}[frame]
        fact, other_fact = line(value, s.code), line(theirs, o.code)
        side = f"isn't {s.code} on {guess} or something? going from memory"
        question = turn_kind(
            c,
            s,
            (
                f"Which port does {s.code} listen on?",
                f"What port should I point a client at to reach {s.code}?",
            ),
            (),
        )
    else:
        fact = f"Sticky note on {s.store}: {s.code} keypad code {value}. Don't share outside."
        other_fact = (
            f"Sticky note on {o.store}: {o.code} keypad code {theirs}. Don't share outside."
        )
        label = "sticky note"
        side = f"pretty sure the {s.code} code was {guess} last year, ask around"
        question = turn_kind(
            c,
            s,
            (),
            (
                f"What do I punch in to open {s.store} for {s.code}?",
                f"What's the keypad code on {s.store} for {s.code}?",
            ),
        )
    e = c.event("fact", fact, label=label, kind="config", trust=0.9, after=mins(0), session="a")
    c.event("other", other_fact, label=label, kind="config", trust=0.9, after=days(2), session="b")
    c.event("side", side, label="side chat", kind="chat", trust=0.3, after=days(3), session="b")
    chatter(c, s, 2, days(1), 4, "b")
    c.ask(question, after=days(8))
    c.expect([value], [e], forbidden=[theirs, guess])


def version_pin(c: Case) -> None:
    """Which revision of a subject's kept document is pinned: a CSV row, a Makefile variable or a
    wiki table row, with ids in lower or mixed case; another subject's pin in the same frame and a
    draft posted in a mail are distractors."""
    s = subject(c, OFFSET)
    (o,) = others(c, s, 1, same_kind=False)
    mixed = instance(c) % 2 == 1
    pin, theirs, draft = revisions(c, 3, mixed)
    frame = turn(c, ("csv", "make", "wiki"))
    if frame == "csv":

        def line(code: str, kept: str, rev: str) -> str:
            return f"codename,item,pinned,state\n{code},{kept},{rev},live"

        label = "pins.csv"
    elif frame == "make":

        def line(code: str, kept: str, rev: str) -> str:
            name = kept.upper().replace(" ", "_").replace("-", "_")
            return f"# Makefile, {code} pins\n{code.upper()}_{name}_REV := {rev}"

        label = "Makefile"
    else:

        def line(code: str, kept: str, rev: str) -> str:
            return f"| subject | item | pinned |\n| {code} | {kept} | {rev} |"

        label = "wiki table"
    e = c.event(
        "fact", line(s.code, s.kept, pin), label=label, kind="config", trust=0.9,
        after=mins(0), session="a",
    )  # fmt: skip
    c.event(
        "other", line(o.code, o.kept, theirs), label=label, kind="config", trust=0.9,
        after=days(1), session="a",
    )  # fmt: skip
    c.event(
        "draft",
        f"Subject: {s.code} {s.kept} draft\nDraft {draft} of the {s.code} {s.kept} is up for "
        f"comments. It is not live.\n— the editors",
        label="mail",
        kind="mail",
        trust=0.6,
        after=days(3),
        session="b",
    )
    chatter(c, s, 2, days(1), 4, "b")
    question = turn(
        c,
        (
            f"Which revision of its {s.kept} is {s.code} actually running with?",
            f"What {s.kept} revision is {s.code} pinned to?",
            f"Which version of the {s.kept} is live for {s.code}?",
        ),
    )
    c.ask(question, after=days(7))
    c.expect([pin], [e], forbidden=[theirs, draft])


def rate_limit(c: Case) -> None:
    """A rate limit: requests a minute for software, guests a session for the rest; in digits or
    words, against another subject's in the other form and a guess in side chat, also in the
    other form."""
    s = subject(c, OFFSET)
    (o,) = others(c, s, 1)
    n, theirs_n, guess_n = counts(c, 3)
    value, as_words = say(c, n)
    theirs, guess = form(theirs_n, not as_words), form(guess_n, not as_words)
    if s.software:
        cited = turn(
            c,
            (
                f'{{"{s.slug}": {{"rate_limit_per_minute": "{value}"}}}}',
                f"{s.code} is rate-limited to {value} requests a minute per client.",
                f"{s.code} accepts at most {value} requests a minute from one client.",
            ),
        )
        other = f"{o.code} is rate-limited to {theirs} requests a minute per client."
        side = f"iirc {s.code} lets through about {guess} a minute?"
        question = turn_kind(
            c,
            s,
            (
                f"How many requests a minute can one client send {s.code} before it refuses them?",
                f"What's the per-minute rate limit on {s.code}?",
            ),
            (),
        )
    else:
        cited = turn(
            c,
            (
                f"{s.code} {s.doc}: {an(s.work)} takes at most {value} guests.",
                f"Guests: no more than {value} at any {s.code} {s.work}.",
                f"{s.code} {s.doc}, guests: the limit is {value} per {s.work}.",
            ),
        )
        other = f"{o.code} {o.doc}: {an(o.work)} takes at most {theirs} guests."
        side = f"iirc a {s.code} session fits roughly {guess} guests?"
        question = turn_kind(
            c,
            s,
            (),
            (
                f"How many guests may come along to {an(s.code)} {s.work}?",
                f"What's the guest cap for {an(s.code)} {s.work}?",
            ),
        )
    e = c.event("fact", cited, label=f"{s.code} {s.doc}", kind="doc", trust=0.9,
                after=mins(0), session="a")  # fmt: skip
    c.event("other", other, label=f"{o.code} {o.doc}", kind="doc", trust=0.9,
            after=days(2), session="a")  # fmt: skip
    c.event("side", side, label="side chat", kind="chat", trust=0.3, after=days(4), session="b")
    chatter(c, s, 2, days(1), 5, "b")
    c.ask(question, after=days(10))
    c.expect([value], [e], forbidden=[theirs, guess])


def retention_days(c: Case) -> None:
    """How many days a subject's records are kept: a TOML block, a handover note or a chat export
    line; another subject's retention in the same frame and the same subject's report (kept for
    another span) are distractors."""
    s = subject(c, OFFSET)
    (o,) = others(c, s, 1, same_kind=False)
    n, theirs_n, report_n = counts(c, 3)
    value, as_words = say(c, n)
    theirs = form(theirs_n, not as_words)
    report = form(report_n, as_words)
    key = s.records.replace(" ", "_").replace("-", "_")
    okey = o.records.replace(" ", "_").replace("-", "_")
    frame = turn(c, ("toml", "handover", "export"))
    if frame == "toml":
        cited = f'[{s.slug}.retention]\n{key} = "{value} days"'
        other = f'[{o.slug}.retention]\n{okey} = "{theirs} days"'
        label = "config"
        question = f"For how many days does {s.code} keep its {s.records}?"
    elif frame == "handover":
        cited = f"Handover note: {s.code} {s.records} are kept for {value} days, then deleted."
        other = f"Handover note: {o.code} {o.records} are kept for {theirs} days, then deleted."
        label = "handover note"
        question = f"Per the handover note, how long are {s.code} {s.records} held on to?"
    else:
        chan, ochan = people(c, 2)
        cited = f"Export · #{s.slug}-admin · {chan}: we keep {s.code} {s.records} {value} days."
        other = f"Export · #{o.slug}-admin · {ochan}: we keep {o.code} {o.records} {theirs} days."
        label = "chat export"
        question = f"What's the retention on {s.code} {s.records}?"
    e = c.event("fact", cited, label=label, kind="doc", trust=0.85, after=mins(0), session="a")
    c.event("other", other, label=label, kind="doc", trust=0.85, after=days(1), session="a")
    c.event(
        "report",
        f"The {s.code} {s.report} stays in the shared folder for {report} days.",
        label="notes",
        kind="note",
        trust=0.7,
        after=days(2),
        session="b",
    )
    chatter(c, s, 2, days(1), 4, "b")
    c.ask(question, after=days(8))
    c.expect([value], [e], forbidden=[theirs, report])


TEMPLATES = (reviewer_second_mention, port_or_keypad_code, version_pin, rate_limit, retention_days)
