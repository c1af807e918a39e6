"""Provenance templates of `fresh23`: the answer is stated by one cited event, and an uncited one
states a distractor (another subject's value in the same sentence frame, a chat line's guess,
another person's preference, a draft revision)."""

from __future__ import annotations

from cairn.bench.memfresh23_pools import (
    FORMATS,
    Case,
    chatter,
    choose,
    counts,
    days,
    others,
    people,
    revisions,
    sample,
    spoken,
    subject,
    turn,
)

OFFSET = 0


def prov_approver(c: Case) -> None:
    """Who approves changes to a kept thing, as the minutes say (the name in the second of two
    mentions in some wordings); another subject's approver in the same frame is the distractor."""
    s = subject(c, OFFSET)
    (o,) = others(c, s)
    first, yes, wrong, extra = people(c, 4)
    frame = turn(
        c,
        (
            "Minutes, {code} sync. Present: {first}, {who}. {first} offered to approve changes "
            "to the {kept} at first, but in the end it goes to {who}.",
            "Decision ({code}): {who} approves every change to the {kept} from now on.",
            "{code} meeting. Attendees: {who}, {first}. Agreed: {who} is the one who okays "
            "edits to the {kept}.",
            "{code} sync. {first} was going to sign off the {kept}, but {who} took it on in "
            "the end.",
        ),
    )
    cited = c.event(
        "m",
        frame.format(code=s.code, kept=s.kept, who=yes, first=first),
        label=choose(c, ("meeting notes", f"{s.code} minutes")),
        kind="meeting",
        trust=0.85,
        after=days(c.rng.uniform(2, 9)),
        session="s1",
    )
    c.event(
        "o",
        frame.format(code=o.code, kept=o.kept, who=wrong, first=extra),
        label="meeting notes",
        kind="meeting",
        trust=0.85,
        after=days(c.rng.uniform(0, 12)),
        session="s2",
    )
    chatter(c, s, 2, days(1), 12, "s3")
    q = choose(
        c,
        (
            "Who signs off on changes to {code}'s {kept}, going by the minutes?",
            "According to the meeting notes, whose approval do edits to the {kept} of {code} need?",
            "Who okays {code} {kept} changes?",
        ),
    )
    c.ask(q.format(code=s.code, kept=s.kept), after=days(14))
    c.expect([yes], [cited], forbidden=[wrong])


def prov_retention(c: Case) -> None:
    """How long a subject's records are kept, from its runbook or handbook (in digits or in
    words); a chat line's guess at another number is the distractor."""
    s = subject(c, OFFSET)
    kept, guess = counts(c, 2)
    said = spoken(c, kept)
    frame = choose(
        c,
        (
            "{code} {doc}, section on records: {records} are kept for {n} days, then deleted.",
            "From the {code} {doc}: we hang on to {records} for {n} days.",
            "{code} {doc} / retention: {records}, {n} days, no exceptions.",
        ),
    )
    cited = c.event(
        "d",
        frame.format(code=s.code, doc=s.doc, records=s.records, n=said),
        label=choose(c, (f"{s.code} {s.doc}", "a document")),
        kind="doc",
        trust=0.9,
        after=days(c.rng.uniform(0, 6)),
        session="s1",
    )
    wrong = spoken(c, guess)
    c.event(
        "g",
        choose(
            c,
            (
                f"I thought {s.code} kept its {s.records} for {wrong} days? could be wrong",
                f"gut feel: {wrong} days of {s.records} for {s.code}, but do not quote me",
            ),
        ),
        label="a chat line",
        kind="chat",
        trust=0.4,
        after=days(c.rng.uniform(3, 10)),
        session="s2",
    )
    chatter(c, s, 2, days(1), 10, "s3")
    q = choose(
        c,
        (
            "How many days are {code}'s {records} retained, per the {doc}?",
            "Going by the {doc}, how long does {code} hang on to its {records}?",
            "What retention does the {code} {doc} set for {records}?",
        ),
    )
    c.ask(q.format(code=s.code, doc=s.doc, records=s.records), after=days(12))
    c.expect([said], [cited], forbidden=[wrong])


def prov_preference(c: Case) -> None:
    """One person's preferred format for a subject's report; another person's preference for the
    same report, in the same frame, is the distractor."""
    s = subject(c, OFFSET)
    a, b = people(c, 2)
    mine, theirs = sample(c, FORMATS, 2)
    frame = choose(
        c,
        (
            "{who} here: please send me the {code} {report} as {fmt}, it is easier on my end.",
            "For the {code} {report}, {who} likes to receive it in {fmt}.",
            "{who} would rather get the {code} {report} as {fmt}, please.",
        ),
    )
    cited = c.event(
        "a",
        frame.format(who=a, code=s.code, report=s.report, fmt=mine),
        label=choose(c, (f"note from {a}", "a note")),
        kind="note",
        trust=0.8,
        after=days(c.rng.uniform(0, 8)),
        session="s1",
    )
    c.event(
        "b",
        frame.format(who=b, code=s.code, report=s.report, fmt=theirs),
        label=choose(c, (f"note from {b}", "a note")),
        kind="note",
        trust=0.8,
        after=days(c.rng.uniform(0, 8)),
        session="s2",
    )
    chatter(c, s, 2, days(1), 8, "s3")
    q = choose(
        c,
        (
            "Which file type does {who} want the {code} {report} in?",
            "How does {who} like to receive {code}'s {report}?",
            "What did {who}'s note say about the format for the {code} {report}?",
        ),
    )
    c.ask(q.format(who=a, code=s.code, report=s.report), after=days(10))
    c.expect([mine], [cited], forbidden=[theirs])


def prov_revision(c: Case) -> None:
    """The revision of a kept thing in use, as the runbook or handbook gives it (lower or mixed
    case); a draft revision named in chat is the distractor."""
    s = subject(c, OFFSET)
    rev, draft = revisions(c, 2)
    frame = choose(
        c,
        (
            "{code} {doc}: the {kept} in use is revision {rev}.",
            "Per the {doc}, {code} runs {kept} {rev} right now.",
            "{code} {doc} / {kept}: current revision {rev}.",
            "The {code} {doc} says the live {kept} is {rev}.",
        ),
    )
    cited = c.event(
        "d",
        frame.format(code=s.code, doc=s.doc, kept=s.kept, rev=rev),
        label=f"{s.code} {s.doc}",
        kind="doc",
        trust=0.9,
        after=days(c.rng.uniform(0, 5)),
        session="s1",
    )
    c.event(
        "r",
        choose(
            c,
            (
                f"someone pushed a draft {s.kept} {draft} for {s.code}, not adopted yet",
                f"fwiw a draft of the {s.code} {s.kept}, {draft}, is floating around",
            ),
        ),
        label="a chat line",
        kind="chat",
        trust=0.4,
        after=days(c.rng.uniform(2, 9)),
        session="s2",
    )
    chatter(c, s, 2, days(1), 9, "s3")
    q = choose(
        c,
        (
            "What does the {code} {doc} give as the {kept} revision in use?",
            "Which version of the {kept} is {code} on, according to the {doc}?",
            "Per the {doc}, which {kept} revision is live for {code}?",
        ),
    )
    c.ask(q.format(code=s.code, doc=s.doc, kept=s.kept), after=days(11))
    c.expect([rev], [cited], forbidden=[draft])


def prov_place(c: Case) -> None:
    """Where a subject's work happens (a host, a path or a room, with varied verbs); another
    subject's place in the same frame is the distractor."""
    s = subject(c, OFFSET)
    (o,) = others(c, s)
    mine, theirs = choose(c, s.places), choose(c, o.places)
    soft = (
        "{code}'s {work} sits at {place} these days.",
        "fyi the {code} {work} is on {place}.",
        "The {work} for {code} lives at {place}.",
        "{code} shows its {work} on {place} now.",
    )
    hobby = (
        "{code}'s {work} is held in the {place} these days.",
        "fyi folks meet in the {place} for the {code} {work}.",
        "The {work} for {code} takes place at the {place}.",
        "{code} runs its {work} out of the {place} now.",
    )
    frame = turn(c, soft if s.software else hobby)
    cited = c.event(
        "p",
        frame.format(code=s.code, work=s.work, place=mine),
        label=choose(
            c, ("a note", "the log" if s.software else "a chat line", f"setup note, {s.code}")
        ),
        kind="note",
        trust=0.8,
        after=days(c.rng.uniform(0, 7)),
        session="s1",
    )
    c.event(
        "o",
        frame.format(code=o.code, work=o.work, place=theirs),
        label="a note",
        kind="note",
        trust=0.8,
        after=days(c.rng.uniform(0, 7)),
        session="s2",
    )
    chatter(c, s, 2, days(1), 7, "s3")
    where = "Which host or path" if s.software else "Which spot"
    q = choose(
        c,
        (
            "Where does {code}'s {work} take place?",
            where + " is the {code} {work} on?",
            "Where would I find the {code} {work}?",
        ),
    )
    c.ask(q.format(code=s.code, work=s.work), after=days(9))
    c.expect([mine], [cited], forbidden=[theirs])


TEMPLATES = (prov_approver, prov_retention, prov_preference, prov_revision, prov_place)
