"""Provenance templates of `fresh24`: who approves a piece of work, where a subject runs or
meets, how long records are kept per the written rules, the out-of-hours contact, and the
revision in use. Each cites the one event that says it; another subject's value in the same
sentence frame, a chat guess, the weekday contact or a draft revision is the distractor."""

from __future__ import annotations

from cairn.bench.memfresh24_pools import (
    chatter,
    counts,
    other,
    people,
    revisions,
    say,
    subject,
    when,
    words,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import choose, days

OFFSET = 0


def approver_of_the_work(c: Case) -> None:
    """Who approves a subject's piece of work, named in minutes (sometimes in the second of two
    mentions); another subject's approver in the same frame is the distractor."""
    s, d = subject(c, OFFSET), other(subject(c, OFFSET))
    a, b, x, y = people(c, 4)
    text = choose(
        c,
        [
            f"Minutes, {s.code} sync. Attendees: {b}, {a}, {y}. Decision: {a} approves each "
            f"{s.work} from now on.",
            f"{b} offered to approve the {s.code} {s.work} at first, but in the end it goes to {a}.",
            f"{s.code} {s.work}: sign-off sits with {a}. Action: {b} to update the {s.doc}.",
        ],
    )
    minutes = text.startswith("Minutes")
    label = choose(c, ["meeting notes", "minutes"]) if minutes else "a note"
    cited = say(c, "fact", text, label, at=when(c, 0, 4))
    say(c, "other", f"{d.code} {d.work}: sign-off sits with {x}.", "a note", at=when(c, 1, 6))
    chatter(c, s, 2, 0, 8, "s1")
    q = choose(
        c,
        [
            f"Going by the {'minutes' if minutes else 'notes'}, who signs off the {s.code} "
            f"{s.work}?",
            f"Whose approval does a {s.code} {s.work} need?",
            f"Who has to OK the {s.code} {s.work} these days?",
        ],
    )
    c.ask(q, after=days(when(c, 10, 16)))
    c.expect([a], [cited], forbidden=[x])


def place_it_runs(c: Case) -> None:
    """Where a subject runs (a host or path) or meets (a room), said with one of several verbs;
    another subject's place in the same frame is the distractor."""
    s, d = subject(c, OFFSET), other(subject(c, OFFSET), 3)
    p, q = choose(c, s.places), choose(c, d.places)
    if s.software:
        frames = [
            "{c} runs on {p}.",
            "{c} is on {p} now.",
            "{c} was moved to {p} last sprint.",
            "{c} shows production on {p}.",
            "fyi {c} sits at {p}.",
        ]
        ask = [
            f"Which machine is {s.code} on?",
            f"Per the {{label}}, where does {s.code} run?",
            f"Where is {s.code} hosted?",
        ]
    else:
        frames = [
            "{c} folks meet in {p}.",
            "The {c} crowd gathers in {p}.",
            "{c} was moved to {p} last month.",
            "{c} takes place in {p}.",
        ]
        ask = [
            f"Where does {s.code} meet?",
            f"Which room is {s.code} in, per the {{label}}?",
            f"Where do I go for {s.code}?",
        ]
    frame = choose(c, frames)
    label = choose(c, ["status line", "log"])
    cited = say(c, "fact", frame.format(c=s.code, p=p), label, at=when(c, 0, 5))
    say(c, "other", frame.format(c=d.code, p=q), "a note", at=when(c, 0, 5))
    chatter(c, s, 2, 0, 8, "s1")
    c.ask(choose(c, ask).replace("{label}", label), after=days(when(c, 9, 15)))
    c.expect([p], [cited], forbidden=[q])


def retention_in_the_rules(c: Case) -> None:
    """How long records are kept, per the subject's runbook or handbook (in words or digits);
    a chat line's guess is the distractor."""
    s = subject(c, OFFSET)
    n, m = counts(c, 2)
    value = choose(c, [str(n), words(n)])
    text = choose(
        c,
        [
            f"{s.code} {s.doc}, records: {s.unit} logs are retained for {value} days, then "
            "deleted.",
            f"{s.code} {s.doc} section 4. Keep {s.unit} records {value} days; after that they go.",
            f"Per the {s.code} {s.doc}: we hold {s.unit} history for {value} days.",
        ],
    )
    cited = say(c, "fact", text, f"{s.code} {s.doc}", kind="document", at=when(c, 0, 3))
    say(c, "guess", f"iirc {s.code} keeps stuff around for {m} days?", "a chat line",
        kind="chat", trust=0.4, at=when(c, 2, 8))  # fmt: skip
    chatter(c, s, 2, 0, 8, "s1")
    q = choose(
        c,
        [
            f"What did the {s.code} {s.doc} say about how long {s.unit} records are kept?",
            f"How long are {s.code} {s.unit} records retained, per the {s.doc}?",
            f"For how many days does {s.code} hold on to its {s.unit} history?",
        ],
    )
    c.ask(q, after=days(when(c, 10, 14)))
    c.expect([value], [cited], forbidden=[str(m)])


def contact_out_of_hours(c: Case) -> None:
    """Who to ring out of hours; the weekday contact, in an event of its own, is the
    distractor."""
    s = subject(c, OFFSET)
    a, b = people(c, 2)
    text = choose(
        c,
        [
            f"{s.code} contacts. Out of hours: {a}.",
            f"After six and at weekends, {s.code} questions go to {a}.",
            f"Evenings and weekends, ring {a} for {s.code}.",
        ],
    )
    label = choose(c, ["on-call page", "contacts list"])
    cited = say(c, "fact", text, label, at=when(c, 0, 4))
    say(c, "day", f"{s.code} contacts. Weekdays, office hours: {b}.", "contacts list",
        at=when(c, 0, 4))  # fmt: skip
    chatter(c, s, 2, 0, 8, "s1")
    q = choose(
        c,
        [
            f"Per the {label}, who do I ring about {s.code} out of hours?",
            f"Who's the after-hours contact for {s.code}?",
            f"It's Saturday night and {s.code} needs someone: whom do I call?",
        ],
    )
    c.ask(q, after=days(when(c, 9, 13)))
    c.expect([a], [cited], forbidden=[b])


def revision_in_use(c: Case) -> None:
    """Which revision of a kept thing is in use (a tracker row, a pin or a deploy line, ids in
    lower or mixed case); a draft revision is the distractor."""
    s = subject(c, OFFSET)
    live, draft = revisions(c, 2)
    if c.rng.random() < 0.5:
        live, draft = draft, live
    text, label = choose(
        c,
        [
            (f"{s.code} | {s.kept} | in use: {live} | done", "tracker"),
            (f"{s.code}'s {s.kept} is pinned at {live}.", "pinned note"),
            (f"deployed {s.code} {s.kept} {live} (ok)", "deploy log")
            if s.software
            else (f"{s.code} {s.kept}, current copy: {live}", "binder note"),
        ],
    )
    cited = say(c, "fact", text, f"the {label}", at=when(c, 0, 5))
    say(c, "draft", f"draft {s.kept} for {s.code}: {draft}, not live yet", "a note",
        at=when(c, 3, 9))  # fmt: skip
    chatter(c, s, 2, 0, 8, "s1")
    q = choose(
        c,
        [
            f"Per the {label}, which {s.kept} revision is {s.code} using?",
            f"Which version of the {s.kept} is live for {s.code}?",
            f"What {s.kept} does {s.code} run with right now?",
        ],
    )
    c.ask(q, after=days(when(c, 11, 15)))
    c.expect([live], [cited], forbidden=[draft])


TEMPLATES = (
    approver_of_the_work,
    place_it_runs,
    retention_in_the_rules,
    contact_out_of_hours,
    revision_in_use,
)
