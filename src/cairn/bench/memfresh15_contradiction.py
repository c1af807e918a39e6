"""The contradiction templates of `fresh15`: two sources that state one value in different
notations. Three templates disagree (a ceiling in words against a config line in digits, a day
written out against an ISO date, a percentage against a fraction) and two agree (a duration in
minutes against hours and minutes, a cap in digits confirmed later in words). No question says
"conflict"; the distractor is a figure only an uncited message states."""

from __future__ import annotations

from datetime import timedelta

from cairn.bench.memfresh15_pools import noise, numbers, people, subject, words
from cairn.bench.memfresh15_provenance import key
from cairn.bench.memgen import Case
from cairn.bench.memset import choose, days, mins


def ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def ceiling_in_words_against_a_config_line(c: Case) -> None:
    """A runbook says the per-run ceiling in words, a config line (env, or a table row for a
    team without config) in other digits; a proposal nobody took is the distractor."""
    s = subject(c)
    a, b = people(c, 2)
    x, y, d = numbers(c, 3, 21, 99)
    work = choose(c, s.works)
    c.event(
        "runbook",
        f"Runbook: {s.code} {work}\n\n"
        + choose(
            c,
            (
                f"Step 3. Never put more than {words(x)} {s.unit} through in one run; if the "
                "queue is longer, split it and note the split.",
                f"Step 2. Hard limit: {words(x)} {s.unit} per run. Anything bigger gets split.",
                f"Before you start: do not exceed {words(x)} {s.unit} in a single run.",
            ),
        ),
        label="runbook",
        kind="doc",
        trust=0.8,
        after=mins(0),
        session="docs",
    )
    if s.software:
        line, cfg = f"{s.code.upper()}_{key(work).upper()}_MAX_PER_RUN={y}", "env file"
    else:
        line, cfg = f"| {s.code} | {work} | max per run | {y} |", "settings table"
    c.event("config", line, label=cfg, kind="file", trust=0.8, after=days(4), session="files")
    c.event(
        "proposal",
        f"{s.code}: could we try {d} per run? {a} floated it, nobody picked it up. {b}",
        label=f"{s.chan} message",
        kind="chat",
        trust=0.4,
        after=days(6),
        session="chat",
    )
    noise(c, s, 2, days(1), 8, "chat")
    c.ask(
        choose(
            c,
            (
                f"Do the {s.code} runbook and the {cfg} agree on the most {s.unit} per run?",
                f"What's the per-run ceiling for the {s.code} {work}?",
                f"Is the {s.code} {work} limit per run written the same everywhere?",
            ),
        ),
        after=days(12),
    )
    ids = [f"{c.case_id}-runbook", f"{c.case_id}-config"]
    c.expect([words(x), str(y)], ids, contradictions=ids, forbidden=[str(d)])


def day_written_out_against_a_tracker_date(c: Case) -> None:
    """A mail names the day as "the 14th of March", a tracker row has another day as an ISO
    date; the dry run's date (only in a chat) is the distractor."""
    s = subject(c)
    a, b, d = people(c, 3)
    work = choose(c, s.works)
    base = c.start + timedelta(days=c.rng.randrange(30, 50))
    shift = choose(c, (2, 3, 5, 6))
    mailed, tracked, dry = base, base + timedelta(days=shift), base - timedelta(days=9)
    said = f"{ordinal(mailed.day)} of {mailed:%B}"
    c.event(
        "mail",
        f"Subject: {s.code} {work} date\n\nHi {b},\n\n"
        + choose(
            c,
            (
                f"Just confirming we're doing the {work} on the {said}, as discussed.",
                f"We've pencilled the {work} in for the {said}. Shout if that clashes.",
            ),
        )
        + f"\n\n{a}",
        label="e-mail",
        kind="email",
        trust=0.8,
        after=mins(0),
        session="mail",
    )
    c.event(
        "tracker",
        choose(
            c,
            (
                f"task,subject,date,owner\n{work},{s.code},{tracked:%Y-%m-%d},{d}",
                f"| task | subject | date | owner |\n|---|---|---|---|\n"
                f"| {work} | {s.code} | {tracked:%Y-%m-%d} | {d} |",
            ),
        ),
        label="tracker row",
        kind="file",
        trust=0.8,
        after=days(2),
        session="files",
    )
    c.event(
        "dry",
        f"{s.code}: dry run for the {work} is {dry:%Y-%m-%d}, bring gloves",
        label=f"{s.chan} message",
        kind="chat",
        trust=0.5,
        after=days(3),
        session="chat",
    )
    noise(c, s, 2, days(1), 6, "chat")
    c.ask(
        choose(
            c,
            (
                f"When is the {s.code} {work}? Do the e-mail and the tracker say the same day?",
                f"Are the mail and the tracker row in step on the {s.code} {work} date?",
                f"What day is the {s.code} {work} booked for?",
            ),
        ),
        after=days(10),
    )
    ids = [f"{c.case_id}-mail", f"{c.case_id}-tracker"]
    c.expect([said, f"{tracked:%Y-%m-%d}"], ids, contradictions=ids, forbidden=[f"{dry:%Y-%m-%d}"])


def percentage_against_a_fraction(c: Case) -> None:
    """Sync minutes put an alert at "N per cent" of capacity, a config section at another
    fraction; an old dashboard's fraction, remembered in chat, is the distractor."""
    s = subject(c)
    a, b = people(c, 2)
    p, q, r = numbers(c, 3, 51, 98)
    work = choose(c, s.works)
    c.event(
        "minutes",
        f"Sync notes, {s.code}\n- {a}: "
        + choose(
            c,
            (
                f"we alert when the {work} queue reaches {p} per cent of capacity. Agreed.",
                f"page someone once the {work} queue is {p} per cent full. Nobody objected.",
            ),
        )
        + "\n- AOB: none",
        label="sync minutes",
        kind="meeting",
        trust=0.8,
        after=mins(0),
        session="sync",
    )
    c.event(
        "ini",
        f"[{key(s.code)}.alerts]\nqueue = {key(work)}\nratio = 0.{q}",
        label="alerts.ini",
        kind="file",
        trust=0.8,
        after=days(5),
        session="files",
    )
    c.event(
        "old",
        f"{s.code}: the old dashboard used 0.{r} iirc, {b}",
        label=f"{s.chan} message",
        kind="chat",
        trust=0.4,
        after=days(6),
        session="chat",
    )
    noise(c, s, 2, days(1), 7, "chat")
    c.ask(
        choose(
            c,
            (
                f"At what share of capacity does the {s.code} {work} alert fire?",
                f"Do the {s.code} sync notes and alerts.ini give the same alert threshold?",
                f"Is the {s.code} {work} alert level consistent between the minutes and the "
                "config?",
            ),
        ),
        after=days(11),
    )
    ids = [f"{c.case_id}-minutes", f"{c.case_id}-ini"]
    c.expect([f"{p} per cent", f"0.{q}"], ids, contradictions=ids, forbidden=[f"0.{r}"])


def duration_in_two_units_agrees(c: Case) -> None:
    """A runbook gives a time limit in minutes, a values file the same limit as hours and
    minutes (they agree: nothing to flag); another piece of work's limit is the distractor."""
    s = subject(c)
    a = people(c, 1)[0]
    total = choose(c, (75, 85, 95, 105, 115, 125, 135, 145, 155, 165))
    other_total = choose(c, (40, 50, 70, 170, 185, 200))
    work, other = choose(c, [(w, o) for w in s.works for o in s.works if w != o])
    c.event(
        "runbook",
        choose(
            c,
            (
                f"{s.code} runbook: the {work} gets {total} minutes before we call it and roll back.",
                f"{s.code} runbook, limits: give the {work} {total} minutes at most, then stop.",
            ),
        ),
        label="runbook",
        kind="doc",
        trust=0.8,
        after=mins(0),
        session="docs",
    )
    h, m = divmod(total, 60)
    c.event(
        "values",
        f"{key(s.code)}:\n  {key(work)}:\n    timeout: {h}h{m:02d}m",
        label="values.yaml",
        kind="file",
        trust=0.8,
        after=days(3),
        session="files",
    )
    c.event(
        "other",
        f"{s.code}: fwiw the {other} has {other_total} minutes, {a}",
        label=f"{s.chan} message",
        kind="chat",
        trust=0.5,
        after=days(4),
        session="chat",
    )
    noise(c, s, 2, days(1), 6, "chat")
    c.ask(
        choose(
            c,
            (
                f"Are the {s.code} runbook and the values file in step on how long the {work} "
                "may take?",
                f"How long may the {s.code} {work} run before we give up?",
                f"Do the two {s.code} sources agree on the {work} time limit?",
            ),
        ),
        after=days(9),
    )
    c.expect(
        [f"{total} minutes"],
        [f"{c.case_id}-runbook", f"{c.case_id}-values"],
        forbidden=[f"{other_total} minutes"],
    )


def cap_confirmed_again_in_words_agrees(c: Case) -> None:
    """A weekly cap minuted in digits and confirmed weeks later in words ("still ..., nothing
    has changed"): they agree; a request for more that was parked is the distractor."""
    s = subject(c)
    a, b, d = people(c, 3)
    n, m = numbers(c, 2, 22, 96)
    work = choose(c, s.works)
    c.event(
        "minutes",
        f"{s.code} kickoff, action items\n- {a}: weekly cap for the {work} is {n} {s.unit}\n"
        f"- {b}: share the rota",
        label="kickoff minutes",
        kind="meeting",
        trust=0.8,
        after=mins(0),
        session="kickoff",
    )
    c.event(
        "again",
        f"Subject: Re: {s.code} cap?\n\n"
        + choose(
            c,
            (
                f"No change from me: it's still {words(n)} a week, same as we agreed at the start.",
                f"Confirming the cap stands at {words(n)} {s.unit} a week. Nothing has moved.",
            ),
        )
        + f"\n\n{a}",
        label="e-mail",
        kind="email",
        trust=0.8,
        after=days(c.rng.randrange(25, 45)),
        session="mail",
    )
    c.event(
        "ask",
        f"{s.code}: {d} asked for {m} a week, parked until spring",
        label=f"{s.chan} message",
        kind="chat",
        trust=0.5,
        after=days(15),
        session="chat",
    )
    noise(c, s, 2, days(2), 20, "chat")
    c.ask(
        choose(
            c,
            (
                f"Has anyone changed the {s.code} weekly cap since the kickoff?",
                f"Do the {s.code} kickoff notes and the later mail agree on the weekly cap?",
                f"What is the weekly cap on the {s.code} {work}?",
            ),
        ),
        after=days(50),
    )
    c.expect([str(n)], [f"{c.case_id}-minutes", f"{c.case_id}-again"], forbidden=[str(m)])
