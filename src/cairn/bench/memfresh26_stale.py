"""Stale-belief templates of `fresh26`: a value said, then corrected later in a casual way
("actually make that", "scratch that", "on second thought", "heads up", "got bumped to"). The
correction is the latest event, carries no ``supersedes`` field and never repeats the value it
replaces. The values: a cap, where a subject runs or meets, who looks after a kept thing, a
start time, the channel for notices. Three of a template's five questions name the old value
("Is ... still ...?").
"""

from __future__ import annotations

from cairn.bench.memfresh26_pools import (
    CHANNELS,
    Subject,
    chatter,
    clocks,
    counts,
    instance,
    note,
    people,
    said,
    subject,
)
from cairn.bench.memgen import Case, Template
from cairn.bench.memset import choose, days, sample

OFFSET = 0


def ask(c: Case, naming: str, plain: str) -> str:
    """Instances 0, 2 and 4 name the old value; 1 and 3 ask what it is now."""
    return naming if instance(c) % 2 == 0 else plain


def said_then_fixed(c: Case, s: Subject, before: str, after: str, label: str, q: str) -> str:
    """The first statement, chatter, then the correction as the latest event; asks ``q``."""
    first = days(c.rng.uniform(1, 6))
    fix = first + days(c.rng.uniform(12, 40))
    note(c, "said", before, label, first, kind="doc")
    fixed = note(c, "fix", after, "team chat", fix, "s2", kind="chat", trust=0.7)
    chatter(c, s, 3, first + days(1), (fix - first).days - 2)
    c.ask(q, after=fix + days(c.rng.uniform(2, 10)), session="s3")
    return fixed


def stale_cap_changed(c: Case) -> None:
    """A cap per piece of work (digits or words), changed by a casual correction (digits or
    words, larger or smaller)."""
    s = subject(c, OFFSET)
    n, m = counts(c, 2)
    old, new = said(c, n), said(c, m)
    before = choose(c, [
        f"{s.code} caps each {s.work} at {old} {s.unit}.",
        f"The {s.code} {s.work} tops out at {old} {s.unit}.",
    ])  # fmt: skip
    after = choose(c, [
        f"Actually make that {new} {s.unit} per {s.code} {s.work}.",
        f"Scratch that, the {s.code} {s.work} cap is now {new} {s.unit}.",
        f"On second thought, let each {s.code} {s.work} take {new} {s.unit}.",
        f"{s.code} {s.work} cap got bumped to {new}.",
    ])  # fmt: skip
    q = ask(c, f"Is the {s.code} {s.work} still capped at {old}?",
            f"What's the most {s.unit} each {s.code} {s.work} may take now?")  # fmt: skip
    fixed = said_then_fixed(c, s, before, after, "settings", q)
    c.expect([new], [fixed], forbidden=[old])


def stale_place_moved(c: Case) -> None:
    """Where a subject runs (a host) or meets (a room), then moved elsewhere."""
    s = subject(c, OFFSET + 3)
    old, new = s.at(s.places[0]), s.at(s.places[1])
    if s.software:
        before = choose(c, [f"{s.code} runs on {old}.", f"{s.code} sits at {old}."])
        after = choose(c, [
            f"Scratch that, {s.code} moves to {new} tonight.",
            f"Heads up, {s.code} got shifted over to {new}.",
        ])  # fmt: skip
        plain = f"Which host is {s.code} running on now?"
    else:
        before = choose(c, [f"{s.code} meets in {old}.", f"The {s.code} {s.work} is in {old}."])
        after = choose(c, [
            f"On second thought, the {s.code} {s.work} is in {new} from now on.",
            f"Heads up, {s.code} got shifted over to {new}.",
        ])  # fmt: skip
        plain = f"Where does {s.code} meet now?"
    q = ask(c, f"Is {s.code} still at {old}?", plain)
    fixed = said_then_fixed(c, s, before, after, "a note", q)
    c.expect([s.places[1]], [fixed], forbidden=[s.places[0]])


def stale_keeper_handed(c: Case) -> None:
    """Who looks after a subject's kept thing, then handed to someone else."""
    s = subject(c, OFFSET + 6)
    a, b = people(c, 2)
    before = choose(c, [
        f"{a} is looking after the {s.code} {s.kept}.",
        f"The {s.code} {s.kept} is {a}'s to look after.",
    ])  # fmt: skip
    after = choose(c, [
        f"Heads up, the {s.code} {s.kept} got handed to {b}.",
        f"Actually {b} will look after the {s.code} {s.kept} from here.",
    ])  # fmt: skip
    q = ask(c, f"Is {a} still looking after the {s.code} {s.kept}?",
            f"Who's looking after the {s.code} {s.kept} now?")  # fmt: skip
    fixed = said_then_fixed(c, s, before, after, "handover note", q)
    c.expect([b], [fixed], forbidden=[a])


def stale_start_time_moved(c: Case) -> None:
    """When a piece of work starts, then moved to another time."""
    s = subject(c, OFFSET + 9)
    t1, t2 = clocks(c, 2)
    before = choose(c, [
        f"The {s.code} {s.work} starts at {t1}.",
        f"{s.code} {s.work}: doors at {t1}.",
    ])  # fmt: skip
    after = choose(c, [
        f"The {s.code} {s.work} got bumped to {t2}.",
        f"Scratch that, the {s.code} {s.work} now begins at {t2}.",
        f"Actually make that {t2} for the {s.code} {s.work}.",
    ])  # fmt: skip
    q = ask(c, f"Does the {s.code} {s.work} still start at {t1}?",
            f"What time does the {s.code} {s.work} start now?")  # fmt: skip
    fixed = said_then_fixed(c, s, before, after, "calendar", q)
    c.expect([t2], [fixed], forbidden=[t1])


def stale_channel_switched(c: Case) -> None:
    """The channel a subject's notices go out in, then switched to another."""
    s = subject(c, OFFSET + 12)
    c1, c2 = sample(c, CHANNELS, 2)
    before = choose(c, [f"{s.code} notices go out in {c1}.", f"{s.code} posts its news to {c1}."])
    after = choose(c, [
        f"On second thought, {s.code} notices move over to {c2}.",
        f"Heads up: {s.code} announcements now live in {c2}.",
    ])  # fmt: skip
    q = ask(c, f"Is {c1} still where {s.code} posts its notices?",
            f"Which channel does {s.code} announce in now?")  # fmt: skip
    fixed = said_then_fixed(c, s, before, after, "team page", q)
    c.expect([c2], [fixed], forbidden=[c1])


TEMPLATES: tuple[Template, ...] = (
    stale_cap_changed,
    stale_place_moved,
    stale_keeper_handed,
    stale_start_time_moved,
    stale_channel_switched,
)
