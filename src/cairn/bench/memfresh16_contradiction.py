"""Contradiction templates of ``fresh16``: two sources state one value in different words or
notations. Three templates disagree (both sources flagged), two agree in two notations (nothing
to flag). No question says "conflict"."""

from __future__ import annotations

from cairn.bench.memfresh16_pools import (
    counts,
    ordinal,
    other,
    people,
    put,
    slug,
    subject,
    words,
)
from cairn.bench.memgen import Case, NamedSpec
from cairn.bench.memset import choose, days, mins

DIM = "contradiction_detection"


def runbook_words_against_env_digits(c: Case) -> None:
    """A runbook step gives a per-batch ceiling in words; an environment line gives another in
    digits. Another subject's env line is the distractor."""
    s = subject(c)
    o = other(c, s)
    w = choose(c, s.works)
    a, b, d = counts(c, 3)
    book = put(
        c,
        "runbook",
        f"Runbook: {s.code} {w}\nStep 3. Never push more than {words(a)} "
        f"{s.unit} through in one batch; split the rest into a second run.",
        "doc",
        mins(0),
    )
    env = put(
        c,
        "env",
        f"{s.code.upper()}_BATCH_MAX={b}   # {w}, per batch",
        "config",
        days(choose(c, (4, 9))),
    )
    put(
        c,
        "otherenv",
        f"{o.code.upper()}_BATCH_MAX={d}   # per batch",
        "config",
        days(choose(c, (5, 7))),
    )
    c.ask(
        choose(
            c,
            (
                f"Do the runbook and the env file agree on the {s.code} batch ceiling?",
                f"What is the most {s.unit} a single {s.code} batch may hold?",
                f"Is the {s.code} per-batch limit written the same in the runbook and the env?",
            ),
        ),
        after=days(12),
    )
    c.expect([words(a), str(b)], [book, env], contradictions=[book, env], forbidden=[str(d)])


def mail_day_against_tracker_row(c: Case) -> None:
    """A mail gives a day as "the 23rd of April"; the tracker's Markdown row gives another as
    an ISO date. A dry run's date in chat is the distractor."""
    s = subject(c)
    w = choose(c, s.works)
    a, b, g = people(c, 3)
    first = c.start + days(choose(c, (18, 22, 27)))
    second = first + days(choose(c, (6, 8, 13)))
    dry = first - days(choose(c, (3, 4)))
    mail = put(
        c,
        "mail",
        f"Subject: {s.code} {w}\n\nHeads-up: the {w} is on {ordinal(first)}, "
        f"keep the morning clear pls.\n\n{a}",
        "email",
        mins(0),
    )
    row = put(
        c,
        "row",
        f"| subject | work | date | owner |\n|---|---|---|---|\n| {s.code} | "
        f"{w} | {second:%Y-%m-%d} | {b} |",
        "doc",
        days(choose(c, (1, 2))),
    )
    put(
        c,
        "dry",
        f"{g}: dry run for the {s.code} {w} is {dry:%Y-%m-%d}, just the two of us",
        "chat",
        days(3),
    )
    c.ask(
        choose(
            c,
            (
                f"When is the {s.code} {w}? Do the mail and the tracker say the same day?",
                f"Are the mail and the tracker in step on the date of the {s.code} {w}?",
            ),
        ),
        after=days(5),
    )
    c.expect(
        [ordinal(first).removeprefix("the "), f"{second:%Y-%m-%d}"],
        [mail, row],
        contradictions=[mail, row],
        forbidden=[f"{dry:%Y-%m-%d}"],
    )


HOURS = (("an hour and a half", 90), ("two hours", 120), ("two and a half hours", 150),
         ("three hours", 180))  # fmt: skip
ODD_MINUTES = (75, 105, 135, 165)


def sync_notes_hours_against_yaml_minutes(c: Case) -> None:
    """Sync notes give a work window in hours, in words; the YAML gives it in minutes, and
    they differ. Another piece of work's window in the same YAML tree is the distractor."""
    s = subject(c)
    w, w2 = choose(c, [(x, y) for x in s.works for y in s.works if x != y])
    said, _ = choose(c, HOURS)
    m, m2 = c.rng.sample(ODD_MINUTES, 2)
    (a,) = people(c, 1)
    notes = put(
        c,
        "notes",
        f"{s.code} sync, notes\n- {w}: the window is {said}, agreed by "
        f"the room\n- {a} to tell the wider team\n- AOB: none",
        "minutes",
        mins(0),
    )
    yml = put(
        c,
        "yaml",
        f"{s.code.lower()}:\n  {slug(w)}:\n    window: {m}m\n",
        "config",
        days(choose(c, (2, 6))),
    )
    put(
        c,
        "near",
        f"{s.code.lower()}:\n  {slug(w2)}:\n    window: {m2}m\n",
        "config",
        days(choose(c, (3, 5))),
    )
    c.ask(
        choose(
            c,
            (
                f"How long is the {s.code} {w} window? Do the sync notes and the YAML match?",
                f"Is the {s.code} {w} window the same in the notes and in the config?",
            ),
        ),
        after=days(9),
    )
    c.expect([said, f"{m}m"], [notes, yml], contradictions=[notes, yml], forbidden=[f"{m2}m"])


def csv_row_and_minutes_in_words_agree(c: Case) -> None:
    """A tracker export row gives a count in digits; Tuesday's minutes give the same count in
    words. Nothing to flag; last month's count in chat is the distractor."""
    s = subject(c)
    w = choose(c, s.works)
    a, b, g = people(c, 3)
    n, old = counts(c, 2)
    row = put(c, "csv", f"subject,work,{s.unit},owner\n{s.code},{w},{n},{a}", "doc", mins(0))
    mins_ = put(
        c,
        "minutes",
        f"Tuesday minutes ({s.code})\n- {w}: {words(n)} {s.unit} booked, "
        f"{a} confirmed\n- Action: {b} to order labels",
        "minutes",
        days(choose(c, (1, 3))),
    )
    put(
        c,
        "last",
        f"{g}: last month the {s.code} {w} was {old} {s.unit}, for comparison",
        "chat",
        days(2),
    )
    c.ask(
        choose(
            c,
            (
                f"Do the tracker export and the Tuesday minutes give the same {s.unit} count for the "
                f"{s.code} {w}?",
                f"How many {s.unit} are booked for the {s.code} {w}, and is that consistent across "
                "the export and the minutes?",
            ),
        ),
        after=days(6),
    )
    c.expect([str(n)], [row, mins_], forbidden=[str(old)])


def decimal_share_and_per_cent_agree(c: Case) -> None:
    """A config line gives a spot-check share as a decimal; a mail gives the same share in
    words, per cent. Nothing to flag; a proposal nobody took is the distractor."""
    s = subject(c)
    w = choose(c, s.works)
    a, g = people(c, 2)
    p, q = counts(c, 2)
    cfg = put(c, "cfg", f"# {s.code} {w}\nspot_check_share: 0.{p}\n", "config", mins(0))
    mail = put(
        c,
        "mail",
        f"Subject: {s.code} spot checks\n\nTo confirm what we agreed: for "
        f"the {w} we spot-check {words(p)} per cent of {s.unit}; the rest go through "
        f"as they are.\n\n{a}",
        "email",
        days(choose(c, (2, 4))),
    )
    put(
        c,
        "idea",
        f"{g}: what if {s.code} went to 0.{q}? would save a lot of time",
        "chat",
        days(choose(c, (1, 3))),
    )
    c.ask(
        choose(
            c,
            (
                f"Is the {s.code} spot-check share the same in the config and in {a}'s mail?",
                f"What share of {s.unit} does {s.code} spot-check? Are the config and the mail in line?",
            ),
        ),
        after=days(8),
    )
    c.expect([f"0.{p}"], [cfg, mail], forbidden=[f"0.{q}"])


TEMPLATES = [
    NamedSpec(DIM, t)
    for t in (
        runbook_words_against_env_digits,
        mail_day_against_tracker_row,
        sync_notes_hours_against_yaml_minutes,
        csv_row_and_minutes_in_words_agree,
        decimal_share_and_per_cent_agree,
    )
]
