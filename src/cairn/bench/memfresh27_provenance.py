"""Provenance templates of `fresh27`: who reviews a piece of work, where a subject runs or
meets, which revision of a kept thing is pinned, how long its records are kept, and the
language its report goes out in. Each case cites the one event that says the value; another
subject's value in the same frame, a bystander's offer, a draft or a guess are distractors."""

from __future__ import annotations

from collections.abc import Callable

from cairn.bench.memfresh27_pools import (
    LANGUAGES,
    Frame,
    Subject,
    chatter,
    counts,
    number,
    other,
    people,
    revisions,
    subject,
    wording,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import choose, days, sample

OFFSET = 0  # turns which subject each case of this dimension asks about


def reviewer(c: Case) -> None:
    """Who reviews a subject's piece of work, said in review notes, an export line or a mail;
    the name is the second of two mentions in some wordings. Another subject's reviewer in the
    same frame and someone who only asked to review are distractors."""
    s = subject(c, OFFSET)
    o = other(c, s)
    rev, first, orev, asker = people(c, 4)
    # the wording turns with the case (the first and fourth cases name two people)
    text, label = wording(
        c,
        (
            (
                f"Review notes, {s.code}: {first} offered to review the {s.work} at first, but "
                f"in the end {rev} reviews it.",
                "review notes",
            ),
            (
                f"Export · #{s.code.lower()}-ops · {rev}: I'm reviewing every {s.code} {s.work} "
                "from now on, send them my way.",
                "chat export",
            ),
            (
                f"Mail from {first}\nSubject: {s.code} {s.work}\nFor the {s.work}, {rev} does "
                f"the review; I just get a copy.\n— {first}",
                f"mail from {first}",
            ),
        ),
    )
    r = c.event("r", text, label=label, kind="note", trust=0.85, after=days(2), session="s1")
    c.event(
        "d",
        f"Review notes, {o.code}: {orev} reviews every {o.work}, no exceptions.",
        label="review notes",
        kind="note",
        trust=0.85,
        after=days(4),
        session="s1",
    )
    c.event(
        "ask",
        f"{asker} asked whether they might review the next {s.code} {s.work}; nobody replied.",
        label="side chat",
        kind="chat",
        trust=0.5,
        after=days(5),
        session="s2",
    )
    chatter(c, s, 2, 1, 6, "s2")
    c.ask(
        wording(
            c,
            (
                f"Per the review notes, who looks over each {s.code} {s.work} before it goes out?",
                f"Whose review does a {s.code} {s.work} go through?",
                f"Who has to check the {s.code} {s.work}?",
            ),
        ),
        after=days(9),
    )
    c.expect([rev], [r], forbidden=[orev, asker])


def home(c: Case) -> None:
    """Where a subject runs in production (a host) or usually meets (a room), in a deploy
    note, a sticky note or a wiki table row. One sentence naming another subject's home and this
    subject's staging host or spare room is the distractor."""
    s = subject(c, OFFSET)
    o = other(c, s, same=True)
    main, spare, _ = s.places
    if s.software:
        text = choose(
            c,
            (
                f"Deploy note: {s.code} serves production from {main}.",
                f"{s.code} lives on {main} in production; page the owner before touching it.",
                f"Wiki table row: | {s.code} | production | {main} | owner on file |",
            ),
        )
        mix = (
            f"Host list: {o.code} production sits on {o.places[0]}; {s.code} uses {spare} only "
            "as staging."
        )
        asks = (
            f"Which machine serves {s.code} for real?",
            f"Where does {s.code} run in production?",
        )
    else:
        text = choose(
            c,
            (
                f"Sticky note on the door: {s.code} meets in {main} from now on.",
                f"{s.code} — we gather in {main}, every time unless told otherwise.",
                f"Wiki table row: | {s.code} | usual room | {main} | keys at the bar |",
            ),
        )
        mix = (
            f"Room list: {o.code} uses {o.places[0]}; {s.code} books {spare} only when its "
            "usual room is taken."
        )
        asks = (f"Where does {s.code} usually gather?", f"What is {s.code}'s usual venue?")
    r = c.event("r", text, label="a note", kind="note", trust=0.85, after=days(1), session="s1")
    c.event("d", mix, label="notes", kind="note", trust=0.8, after=days(3), session="s1")
    chatter(c, s, 2, 0, 5, "s2")
    c.ask(wording(c, asks), after=days(8))
    c.expect([main], [r], forbidden=[o.places[0], spare])


def pin(c: Case) -> None:
    """Which revision of a kept thing a subject is pinned to, in a TOML block, a CSV row or a
    plain line; a draft revision posted in a mail and another subject's pin in the same frame
    are distractors."""
    s = subject(c, OFFSET)
    o = other(c, s)
    rid, draft, orid = revisions(c, 3)
    author = people(c, 1)[0]
    key = s.kept.replace(" ", "_").replace("-", "_")
    okey = o.kept.replace(" ", "_").replace("-", "_")
    frames: tuple[Callable[[Subject, str, str], str], ...] = (
        lambda x, k, v: f'TOML block in the {x.code} repo:\n[{x.code.lower()}.pins]\n{k} = "{v}"',
        lambda x, k, v: f"CSV row: codename,item,pinned,state\n{x.code},{x.kept},{v},live",
        lambda x, k, v: f"{x.code} stays pinned to {x.kept} {v} until further notice.",
    )
    frame = choose(c, frames)
    r = c.event(
        "r",
        frame(s, key, rid),
        label="config",
        kind="config",
        trust=0.9,
        after=days(2),
        session="s1",
    )
    c.event(
        "d",
        frame(o, okey, orid),
        label="config",
        kind="config",
        trust=0.9,
        after=days(1),
        session="s1",
    )
    c.event(
        "draft",
        f"Mail from {author}\nSubject: {s.code} {s.kept} draft\nHere is draft {draft} for "
        f"comments; it is not live yet.\n— {author}",
        label=f"mail from {author}",
        kind="mail",
        trust=0.7,
        after=days(4),
        session="s2",
    )
    chatter(c, s, 2, 1, 5, "s2")
    c.ask(
        wording(
            c,
            (
                f"Which {s.kept} revision is {s.code} pinned to?",
                f"Which {s.kept} release is live for {s.code}?",
                f"What {s.kept} is {s.code} actually running with?",
            ),
        ),
        after=days(7),
    )
    c.expect([rid], [r], forbidden=[draft, orid])


def retention(c: Case) -> None:
    """How many days a subject keeps its records, in a JSON config, a handbook or runbook rule
    or a plain line, in digits or words. Another subject's period in the same frame and a guess
    floated in chat are distractors."""
    s = subject(c, OFFSET)
    o = other(c, s)
    keep, okeep, guess = counts(c, 3)
    frames: tuple[Callable[[Subject, int], str], ...] = (
        lambda x, n: f'{x.code} settings: {{"records": "{x.records}", "retention_days": {n}}}',
        lambda x, n: (
            f"{x.code} {x.doc} rule: the {x.records} are kept for {number(n)} days, then "
            f"{'deleted' if x.software else 'shredded'}."
        ),
        lambda x, n: f"{x.code}: we hold on to the {x.records} for {n} days, no longer.",
    )
    i = choose(c, range(3))
    said = number(keep) if i == 1 else str(keep)
    r = c.event(
        "r",
        frames[i](s, keep),
        label="settings",
        kind="config",
        trust=0.9,
        after=days(3),
        session="s1",
    )
    c.event(
        "d",
        frames[i](o, okeep),
        label="settings",
        kind="config",
        trust=0.9,
        after=days(2),
        session="s1",
    )
    guessed = choose(c, (str(guess), number(guess)))
    c.event(
        "guess",
        f"surely {s.code} keeps its {s.records} for about {guessed} days? just guessing",
        label="side chat",
        kind="chat",
        trust=0.4,
        after=days(5),
        session="s2",
    )
    chatter(c, s, 2, 1, 5, "s2")
    c.ask(
        wording(
            c,
            (
                f"How long does {s.code} hold on to its {s.records}?",
                f"What is the retention period for {s.code}'s {s.records}?",
                f"For how many days are the {s.code} {s.records} kept?",
            ),
        ),
        after=days(8),
    )
    c.expect([said], [r], forbidden=[str(okeep) if i != 1 else number(okeep), guessed])


def report_language(c: Case) -> None:
    """The language a subject's report goes out in, agreed in minutes or an agenda. Another
    subject's language in the same frame and someone's wish for another language are
    distractors."""
    s = subject(c, OFFSET)
    o = other(c, s)
    lang, olang, wish = sample(c, LANGUAGES, 3)
    who = people(c, 1)[0]
    frames: tuple[Frame, ...] = (
        lambda x, v: (
            f"Minutes: the {x.code} {x.report} will be written in {v} from the next issue."
        ),
        lambda x, v: f"{x.code} {x.report} — language: {v} (agreed at the meeting).",
        lambda x, v: f"Agenda item, {x.code}: the {x.report} goes out in {v}. Agreed.",
    )
    frame: Frame = choose(c, frames)
    r = c.event(
        "r", frame(s, lang), label="minutes", kind="note", trust=0.85, after=days(2), session="s1"
    )
    c.event(
        "d", frame(o, olang), label="minutes", kind="note", trust=0.85, after=days(6), session="s1"
    )
    c.event(
        "wish",
        f"Text message from {who}: could the {s.code} {s.report} be in {wish} one day? just a "
        "thought",
        label=f"text message from {who}",
        kind="chat",
        trust=0.5,
        after=days(4),
        session="s2",
    )
    chatter(c, s, 2, 1, 5, "s2")
    c.ask(
        wording(
            c,
            (
                f"In which language does the {s.code} {s.report} go out?",
                f"What language is {s.code}'s {s.report} written in?",
            ),
        ),
        after=days(9),
    )
    c.expect([lang], [r], forbidden=[olang, wish])


TEMPLATES = (reviewer, home, pin, retention, report_language)
