"""Stale-belief templates of ``fresh16``: a value changed in plain words (no ``supersedes``),
the change the latest event and never repeating the value it replaces, which is the
distractor. One template reverts a trial: the trial value is then the stale one."""

from __future__ import annotations

from cairn.bench.memfresh16_pools import (
    Subject,
    counts,
    hexid,
    other,
    people,
    put,
    slug,
    subject,
    words,
)
from cairn.bench.memgen import Case, NamedSpec
from cairn.bench.memset import choose, days, mins

DIM = "stale_belief_resistance"


def aside(c: Case, s: Subject, after: float) -> None:
    """A message about another subject than ``s``, before the correction."""
    o = other(c, s)
    put(c, "aside", f"{o.code}: {o.works[1]} went fine, notes to follow", "chat", days(after))


def slot_length_changed_in_plain_words(c: Case) -> None:
    """A notice and a settings line give a slot length; a later chat message changes it in
    plain words ("change of plan ... from today")."""
    s = subject(c)
    w = choose(c, s.works)
    (b,) = people(c, 1)
    old, new = counts(c, 2)
    put(
        c,
        "notice",
        f"NOTICE ({s.code}): {w} slots are {old} minutes each. Please be on time.",
        "doc",
        mins(0),
    )
    setting = choose(
        c,
        (
            f"{s.code.lower()}.{slug(w)}.slot_minutes = {old}",
            f"[{s.code.lower()}]\n{slug(w)}_slot_minutes = {old}\nreminder = yes\n",
        ),
    )
    put(c, "setting", setting, "config", days(1))
    aside(c, s, 3)
    fix = put(
        c,
        "change",
        f"{b}: change of plan on {s.code}, {w} slots are {new} minutes "
        "from today, the notice is out of date",
        "chat",
        days(choose(c, (9, 12))),
    )
    c.ask(
        choose(
            c,
            (
                f"How long is a {s.code} {w} slot?",
                f"Is it still true that {s.code} {w} slots are {old} minutes?",
            ),
        ),
        after=days(15),
    )
    c.expect([f"{new} minutes"], [fix], forbidden=[f"{old} minutes"])


def batch_trial_reverted(c: Case) -> None:
    """A batch size said in words; a trial raises it; the trial ends and the size is back, in
    digits. The trial size is the distractor."""
    s = subject(c)
    a, b = people(c, 2)
    first, trial = counts(c, 2)
    put(c, "first", f"{s.code}: batch size is {words(first)} {s.unit}, as agreed", "doc", mins(0))
    put(
        c,
        "trial",
        f"{a}: {s.code} trial this week, batches of {trial}",
        "chat",
        days(choose(c, (5, 7))),
    )
    aside(c, s, 8)
    back = put(
        c,
        "back",
        f"{b}: {s.code} trial's over, batch size is {first} again",
        "chat",
        days(choose(c, (13, 15))),
    )
    c.ask(
        choose(
            c,
            (
                f"What batch size is {s.code} using now?",
                f"Is {s.code} still running batches of {trial}?",
            ),
        ),
        after=days(18),
    )
    c.expect([str(first)], [back], forbidden=[str(trial)])


def kit_moved_in_chat(c: Case) -> None:
    """The kit register says where a kit is kept; a later chat message says it was moved."""
    s = subject(c)
    (b,) = people(c, 1)
    was, now = choose(c, (s.places, s.places[::-1]))
    put(
        c,
        "register",
        f"Kit register ({s.code})\n| kit | kept in |\n|---|---|\n| {s.kit} | {was} |",
        "doc",
        mins(0),
    )
    aside(c, s, 2)
    moved = put(
        c,
        "moved",
        f"{b}: fyi moved the {s.code} {s.kit} to {now} this morning, the old shelf was damp",
        "chat",
        days(choose(c, (6, 11))),
    )
    c.ask(
        choose(
            c,
            (
                f"Is the {s.code} {s.kit} still kept in {was}?",
                f"Where's the {s.code} {s.kit} now?",
            ),
        ),
        after=days(14),
    )
    c.expect([now], [moved], forbidden=[was])


def owner_handed_over_by_mail(c: Case) -> None:
    """Minutes name a piece of work's owner; a later mail hands it to someone else without
    naming the first owner."""
    s = subject(c)
    w = choose(c, s.works)
    a, b, d = people(c, 3)
    put(
        c,
        "minutes",
        f"{s.code} minutes\n- {a} owns the {w}\n- Everyone to update the board by Friday",
        "minutes",
        mins(0),
    )
    aside(c, s, 4)
    mail = put(
        c,
        "handover",
        f"Subject: {s.code} {w}\n\nFrom today {b} is taking the {w} on; "
        f"please send anything about it to {b}.\n\n{d}",
        "email",
        days(choose(c, (10, 16))),
    )
    c.ask(
        choose(
            c,
            (
                f"Who owns the {s.code} {w} now?",
                f"Does {a} still own the {s.code} {w}?",
            ),
        ),
        after=days(20),
    )
    c.expect([b], [mail], forbidden=[a])


def commit_quota_corrected_in_a_mail(c: Case) -> None:
    """A commit sets a weekly quota in digits; a later mail says the commit was wrong and gives
    the agreed quota in words."""
    s = subject(c)
    a, b = people(c, 2)
    old, new = counts(c, 2)
    put(
        c,
        "commit",
        f"commit {hexid(c)}\nAuthor: {a}\n\n{s.code}: set weekly {s.unit} quota to {old}",
        "commit",
        mins(0),
    )
    aside(c, s, 1)
    mail = put(
        c,
        "mail",
        f"Subject: {s.code} quota\n\nThe commit got it wrong: the weekly "
        f"quota we agreed is {words(new)} {s.unit}. A follow-up fixes the config.\n\n{b}",
        "email",
        days(choose(c, (4, 6))),
    )
    c.ask(
        choose(
            c,
            (
                f"Has anyone changed the {s.code} weekly {s.unit} quota since the commit?",
                f"What is the weekly {s.unit} quota for {s.code}?",
            ),
        ),
        after=days(9),
    )
    c.expect([words(new)], [mail], forbidden=[str(old)])


TEMPLATES = [
    NamedSpec(DIM, t)
    for t in (
        slot_length_changed_in_plain_words,
        batch_trial_reverted,
        kit_moved_in_chat,
        owner_handed_over_by_mail,
        commit_quota_corrected_in_a_mail,
    )
]
