"""`fresh30` cross-session continuity templates: two facts about one subject said in two
sessions and asked together in a third. Another subject's facts in the same frames and a value
only drafted, floated or pitched are distractors."""

from __future__ import annotations

from cairn.bench.memfresh30_pools import (
    SHIFTS,
    clocks,
    counts,
    env_name,
    note,
    other_form,
    others,
    people,
    ref,
    say,
    subject,
    turn,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import days, sample


def both(
    c: Case, first: str, second: str, answers: list[str], forbidden: list[str], question: str
) -> None:
    """Ask in a session of its own about the two cited facts."""
    c.ask(question, after=days(9), session="s3")
    c.expect(answers, [first, second], forbidden=forbidden)


def pin_and_reviewer(c: Case) -> None:
    """The revision a subject's kept file is pinned to (a Makefile variable under a comment
    naming the codename) and who reviews changes to it (review notes), in two sessions; a draft
    revision in a mail and another subject's reviewer are distractors."""
    s = subject(c)
    (o,) = others(c, s, 1)
    pin, draft = ref(c), ref(c)
    rev, rev2, sender = people(c, 3)
    var = env_name(s, s.kept, "rev")
    a = note(c, "pin", f"# {s.code} pins\n{var} := {pin}", "Makefile", kind="config", day=1)
    verb = turn(c, ("reviews every change to", "is the reviewer for", "looks over edits to"))
    b = note(
        c,
        "rev",
        f"Review notes: {rev} {verb} the {s.code} {s.kept}.",
        "review notes",
        day=4,
        session="s2",
    )
    note(
        c,
        "draft",
        f"Subject: {s.code} {s.kept}\n\nDraft revision {draft} attached, not merged.\n\n{sender}",
        f"mail from {sender}",
        kind="message",
        day=2,
    )
    note(
        c,
        "other",
        f"Review notes: {rev2} {verb} the {o.code} {o.kept}.",
        "review notes",
        day=5,
        session="s2",
    )
    q = turn(
        c,
        (
            f"Which revision of the {s.kept} is {s.code} pinned to, and who reviews changes?",
            f"What version of its {s.kept} does {s.code} run with, and whose review does a "
            "change need?",
        ),
    )
    both(c, a, b, [pin, rev], [draft, rev2], q)


def limit_and_raiser(c: Case) -> None:
    """A rate limit (requests a minute per client for software, guests a season per member for
    the rest) and who alone may raise it, in two sessions; another subject's limit (in the
    other form) and a guess are distractors."""
    s = subject(c)
    (o,) = others(c, s, 1)
    n, m, g = counts(c, 3)
    raiser, guesser = people(c, 2)
    said = say(c, n)
    o_said = other_form(m, say(c, m))
    if s.software:
        unit, what = "requests a minute per client", "rate limit"
    else:
        unit, what = "guests a season per member", "guest limit"
    a = note(c, "lim", f"Settings note: {s.code} allows {said} {unit}.", "settings note", day=1)
    b = note(
        c,
        "who",
        f"Only {raiser} can raise the {s.code} {what}; ask them first.",
        "rota decisions",
        day=4,
        session="s2",
    )
    note(c, "other", f"Settings note: {o.code} allows {o_said} {unit}.", "settings note", day=2)
    guess = say(c, g)
    note(
        c,
        "guess",
        f"pretty sure {s.code} lets you do {guess}? {guesser}",
        "side chat",
        kind="chat",
        trust=0.35,
        day=5,
        session="s2",
    )
    q = turn(
        c,
        (
            f"What's the {s.code} {what} and who can lift it?",
            f"How high is the {what} on {s.code}, and whom do I ask to raise it?",
        ),
    )
    both(c, a, b, [said, raiser], [o_said, guess], q)


def retention_and_archive(c: Case) -> None:
    """How many days a subject keeps its records and where they are archived, in two
    sessions; another subject's retention and store in the same frames are distractors."""
    s = subject(c)
    (o,) = others(c, s, 1)
    n, m = counts(c, 2)
    records = "logs" if s.software else "attendance sheets"
    o_records = "logs" if o.software else "attendance sheets"
    if s.software:
        a = note(c, "keep", f"[{s.code.lower()}.retention]\nkeep_days = {n}", "config", day=1)
        note(c, "okeep", f"[{o.code.lower()}.retention]\nkeep_days = {m}", "config", day=2)
    else:
        a = note(c, "keep", f"{s.doc}: {records} are kept for {n} days.", s.doc, day=1)
        note(c, "okeep", f"{o.doc}: {o_records} are kept for {m} days.", o.doc, day=2)
    b = note(
        c,
        "arch",
        f"Handover note: {s.code} {records} are archived in {s.store}.",
        "handover note",
        day=4,
        session="s2",
    )
    note(
        c,
        "oarch",
        f"Handover note: {o.code} {o_records} are archived in {o.store}.",
        "handover note",
        day=5,
        session="s2",
    )
    q = turn(
        c,
        (
            f"For how many days does {s.code} keep its {records}, and where do old ones go?",
            f"What's the retention on {s.code} {records}, and where are they archived?",
        ),
    )
    both(c, a, b, [str(n), s.store], [str(m), o.store], q)


def shift_and_rota_owner(c: Case) -> None:
    """The shift pattern cover for a subject works and who draws up its rota, in two sessions;
    a pattern someone pitched and another subject's rota owner are distractors."""
    s = subject(c)
    (o,) = others(c, s, 1)
    shift, pitched = sample(c, SHIFTS, 2)
    owner, owner2, pitcher = people(c, 3)
    cover = "on-call cover" if s.software else "stewarding"
    a = note(c, "shift", f"Wiki: {s.code} {cover} works {shift}.", "wiki", kind="doc", day=1)
    b = note(
        c,
        "owner",
        f"Agenda item 2: {owner} draws up the {s.code} rota.",
        "agenda",
        day=4,
        session="s2",
    )
    note(
        c,
        "other",
        f"Agenda item 3: {owner2} draws up the {o.code} rota.",
        "agenda",
        day=4,
        session="s2",
    )
    note(
        c,
        "pitch",
        f"{pitcher} pitched {pitched} for {s.code}; nobody bit",
        "side chat",
        kind="chat",
        trust=0.35,
        day=2,
    )
    q = turn(
        c,
        (
            f"How is {cover} for {s.code} rostered, and who writes the rota?",
            f"What pattern does {s.code} {cover} follow, and who sets the rota?",
        ),
    )
    both(c, a, b, [shift, owner], [pitched, owner2], q)


def finish_and_closer(c: Case) -> None:
    """When a subject's piece of work wraps up and who closes up after it, in two sessions;
    another subject's finish and someone who only wants a text afterwards are distractors."""
    s = subject(c)
    (o,) = others(c, s, 1)
    t1, t2 = clocks(c, 2)
    closer, sender, texted = people(c, 3)
    verb = turn(c, ("wraps up by", "finishes at", "is done by"))
    a = note(c, "end", f"Calendar: the {s.code} {s.work} {verb} {t1}.", "calendar", day=1)
    note(c, "oend", f"Calendar: the {o.code} {o.work} {verb} {t2}.", "calendar", day=2)
    act = "closes out" if s.software else "locks up after"
    after = "closes it out" if s.software else "locks up afterwards"
    b = note(
        c,
        "close",
        f"{closer} {act} the {s.code} {s.work}, ta",
        f"text message from {sender}",
        kind="message",
        day=4,
        session="s2",
    )
    note(
        c,
        "wants",
        f"{texted} only wants a text once the {s.code} {s.work} is over",
        "side chat",
        kind="chat",
        trust=0.4,
        day=5,
        session="s2",
    )
    q = turn(
        c,
        (
            f"What time does the {s.code} {s.work} finish, and who closes up?",
            f"When is the {s.code} {s.work} over and who {after}?",
        ),
    )
    both(c, a, b, [t1, closer], [t2, texted], q)


TEMPLATES = (
    pin_and_reviewer,
    limit_and_raiser,
    retention_and_archive,
    shift_and_rota_owner,
    finish_and_closer,
)
