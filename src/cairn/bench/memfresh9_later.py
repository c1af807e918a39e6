"""Six-month recall, cross-session continuity and stale-belief templates of the ninth held-out
set (``bench.memfresh9``).

Recall cases ask more than half a year after the fact; continuity cases ask in a session none of
the facts came from; stale cases correct a value without a ``supersedes`` field, in words of
their own, and never repeat the old value in the correction.
"""

from __future__ import annotations

from cairn.bench.memfresh9_pools import CHANNELS, FORMATS
from cairn.bench.memfresh9_sources import codes, people, subjects
from cairn.bench.memgen import Case
from cairn.bench.memset import choose, days, mins, sample


def later(c: Case) -> int:
    """A question day more than six months after a case's first days."""
    return int(c.rng.randint(200, 260))


# -- six-month recall ------------------------------------------------------------------------


def old_minutes_decision(c: Case) -> None:
    """A decision recorded in minutes long ago; a recent note about another subject is noise."""
    (a, an), (b, _) = subjects(c, 2)
    x, y = codes(c, 2)
    p = people(c, 1)[0]
    c.event(
        "mm",
        f"Minutes ({p}): the {a} {an} signs off with template {x} from now on.",
        label="meeting minutes",
        kind="document",
        trust=0.85,
        after=mins(0),
        session="s1",
    )
    c.event(
        "n",
        f"{b} signs off with template {y}.",
        label="chat",
        kind="chat",
        trust=0.7,
        after=days(190),
        session="s2",
    )
    c.ask(f"Which sign-off template does {a} use?", after=days(later(c)))
    c.expect([x], [c.case_id + "-mm"], forbidden=[y])


def old_diff_setting(c: Case) -> None:
    """A config value set in a diff hunk many months before the question; a look-alike key of
    another subject is a distractor."""
    (a, _), (b, _) = subjects(c, 2)
    n, m = sample(c, range(11, 100), 2)
    c.event(
        "d",
        f"@@ -4,2 +4,2 @@ {a.lower()}/limits.toml\n+max_parallel_jobs = {n}",
        label="diff hunk",
        kind="code",
        trust=0.85,
        after=mins(0),
        session="s1",
    )
    c.event(
        "e",
        f"@@ -9 +9 @@ {b.lower()}/limits.toml\n+max_parallel_jobs = {m}",
        label="diff hunk",
        kind="code",
        trust=0.85,
        after=days(2),
        session="s1",
    )
    c.ask(f"How many parallel jobs may {a} run?", after=days(later(c)))
    c.expect([str(n)], [c.case_id + "-d"], forbidden=[str(m)])


def fix_named_second(c: Case) -> None:
    """An incident is mentioned twice: the first mention names a patch that did not help, the
    second names the fix that did; asked half a year later."""
    ((a, an),) = subjects(c, 1)
    tried, fix = codes(c, 2)
    p, q = people(c, 2)
    c.event(
        "m1",
        f"{p}: {a} {an} keeps dropping records; tried patch {tried}, no change.",
        label="ticket comment",
        kind="ticket",
        trust=0.75,
        after=mins(0),
        session="s1",
    )
    c.event(
        "m2",
        f"{q}: the {a} drops stopped after we shipped {fix}. Closing.",
        label="ticket comment",
        kind="ticket",
        trust=0.85,
        after=days(3),
        session="s2",
    )
    c.ask(f"What fixed the dropped records on {a}?", after=days(later(c)))
    c.expect([fix], [c.case_id + "-m2"], forbidden=[tried])


def old_capacity_units(c: Case) -> None:
    """A capacity stated in terabytes long ago, asked in gigabytes; another subject's capacity
    is a distractor."""
    (a, an), (b, _) = subjects(c, 2)
    t1, t2 = sample(c, ("1.5 TB", "2.5 TB", "3.2 TB", "4.8 TB", "6.4 TB", "7.5 TB"), 2)
    c.event(
        "a",
        f"Runbook, {a} {an}: archive volume is {t1}.",
        label="runbook",
        kind="document",
        trust=0.85,
        after=mins(0),
        session="s1",
    )
    c.event(
        "b",
        f"Runbook, {b}: archive volume is {t2}.",
        label="runbook",
        kind="document",
        trust=0.85,
        after=days(10),
        session="s1",
    )
    c.ask(f"How many GB is the {a} archive volume?", after=days(later(c)))
    c.expect([t1], [c.case_id + "-a"], forbidden=[t2])


def old_mixed_case_bucket(c: Case) -> None:
    """A storage bucket named with mixed case, recalled long after; the bucket of another
    subject differs only by its identifier."""
    (a, an), (b, _) = subjects(c, 2)
    x, y = codes(c, 2)
    c.event(
        "a",
        f"commit 0be2: point {a} {an} exports at bucket {a}-{x}",
        label="commit message",
        kind="commit",
        trust=0.9,
        after=mins(0),
        session="s1",
    )
    c.event(
        "b",
        f"commit 44f0: {b} exports land in bucket {b}-{y}",
        label="commit message",
        kind="commit",
        trust=0.9,
        after=days(20),
        session="s2",
    )
    c.ask(f"Which bucket do the {a} exports go to?", after=days(later(c)))
    c.expect([f"{a}-{x}"], [c.case_id + "-a"], forbidden=[f"{b}-{y}"])


# -- cross-session continuity ----------------------------------------------------------------


def preference_of_one_person(c: Case) -> None:
    """Two people state the export format each prefers in separate sessions; the question asks
    for one person's preference in a new session."""
    ((a, an),) = subjects(c, 1)
    p, q = people(c, 2)
    f1, f2 = sample(c, FORMATS, 2)
    c.event(
        "p",
        f"{p}: for the {a} {an}, please hand me the export as {f1}.",
        label="chat",
        kind="chat",
        trust=0.8,
        after=mins(0),
        session="s1",
    )
    c.event(
        "q",
        f"{q}: I'd rather get {a} exports as {f2}.",
        label="chat",
        kind="chat",
        trust=0.8,
        after=days(2),
        session="s2",
    )
    c.ask(
        f"What export format does {p} want for {a}?", after=days(c.rng.randint(4, 30)), session="s3"
    )
    c.expect([f1], [c.case_id + "-p"], forbidden=[f2])


def handoff_note(c: Case) -> None:
    """A handoff note from one session names the ticket left open; the next session's chatter
    names another ticket that was closed."""
    ((a, an),) = subjects(c, 1)
    open_t, closed_t = codes(c, 2)
    p, q = people(c, 2)
    c.event(
        "h",
        f"Handoff from {p}: {a} {an} still has {open_t} open, needs a reply Monday.",
        label="handoff note",
        kind="document",
        trust=0.85,
        after=mins(0),
        session="s1",
    )
    c.event(
        "c",
        f"{q}: closed {closed_t} on {a}, nothing else from me.",
        label="chat",
        kind="chat",
        trust=0.75,
        after=days(1),
        session="s2",
    )
    c.ask(
        f"Which {a} ticket is still waiting for a reply?",
        after=days(c.rng.randint(2, 9)),
        session="s3",
    )
    c.expect([open_t], [c.case_id + "-h"], forbidden=[closed_t])


def action_item_owner(c: Case) -> None:
    """Minutes assign an action item to one person; a different item goes to another person;
    the question comes in a later session."""
    ((a, an),) = subjects(c, 1)
    p, q = people(c, 2)
    x, y = codes(c, 2)
    c.event(
        "a",
        f"Minutes, {a} {an}: ACTION {p} to file change request {x}.",
        label="meeting minutes",
        kind="document",
        trust=0.85,
        after=mins(0),
        session="s1",
    )
    c.event(
        "b",
        f"Minutes, {a}: ACTION {q} to review change request {y}.",
        label="meeting minutes",
        kind="document",
        trust=0.85,
        after=days(7),
        session="s2",
    )
    c.ask(
        f"Which change request is {p} filing for {a}?",
        after=days(c.rng.randint(8, 30)),
        session="s3",
    )
    c.expect([x], [c.case_id + "-a"], forbidden=[y])


def chat_then_followup(c: Case) -> None:
    """A maintenance window agreed in one channel session, a different subject's window in a
    follow-up session."""
    (a, an), (b, _) = subjects(c, 2)
    ch = choose(c, CHANNELS)
    h1, h2 = (f"{h:02d}:00 UTC" for h in sample(c, range(0, 24), 2))
    p, q = people(c, 2)
    c.event(
        "a",
        f"{ch} {p}: {a} {an} maintenance window starts {h1} on Sundays.",
        label=f"{ch} chat",
        kind="chat",
        trust=0.8,
        after=mins(0),
        session="s1",
    )
    c.event(
        "b",
        f"{ch} {q}: and {b} goes down at {h2}.",
        label=f"{ch} chat",
        kind="chat",
        trust=0.8,
        after=days(1),
        session="s2",
    )
    c.ask(
        f"When does the {a} maintenance window start?",
        after=days(c.rng.randint(3, 15)),
        session="s3",
    )
    c.expect([h1], [c.case_id + "-a"], forbidden=[h2])


def runbook_step_continues(c: Case) -> None:
    """A runbook session stops at a named checkpoint; the question picks the work up in a new
    session, with a skipped checkpoint as a distractor."""
    ((a, an),) = subjects(c, 1)
    stop, skipped = codes(c, 2)
    p = people(c, 1)[0]
    c.event(
        "s",
        f"{p}: paused the {a} {an} runbook at checkpoint {stop}; resume from there.",
        label="runbook log",
        kind="document",
        trust=0.85,
        after=mins(0),
        session="s1",
    )
    c.event(
        "k",
        f"Runbook log: checkpoint {skipped} is skipped for {a} this quarter.",
        label="runbook log",
        kind="document",
        trust=0.8,
        after=days(1),
        session="s2",
    )
    c.ask(
        f"At which checkpoint should the {a} runbook resume?",
        after=days(c.rng.randint(2, 12)),
        session="s3",
    )
    c.expect([stop], [c.case_id + "-s"], forbidden=[skipped])


# -- stale belief ----------------------------------------------------------------------------


def chat_scratch_that(c: Case) -> None:
    """A cutoff stated in chat, later changed by another speaker in other words."""
    ((a, an),) = subjects(c, 1)
    p, q = people(c, 2)
    old, new = (f"{h:02d}:30 UTC" for h in sample(c, range(0, 24), 2))
    ch = choose(c, CHANNELS)
    c.event(
        "o",
        f"{ch} {p}: {a} {an} cutoff is {old}.",
        label=f"{ch} chat",
        kind="chat",
        trust=0.8,
        after=mins(0),
        session="s1",
    )
    c.event(
        "n",
        f"{ch} {q}: scratch that, {a} cutoff moved to {new} starting today.",
        label=f"{ch} chat",
        kind="chat",
        trust=0.8,
        after=days(3),
        session="s2",
    )
    c.ask(f"What is the {a} cutoff?", after=days(c.rng.randint(4, 20)))
    c.expect([new], [c.case_id + "-n"], forbidden=[old])


def commit_bumps_version(c: Case) -> None:
    """A pinned schema version, later bumped by a commit message that names only the new one."""
    ((a, an),) = subjects(c, 1)
    old, new = sample(c, range(2, 60), 2)
    c.event(
        "o",
        f"Runbook, {a} {an}: producers write schema v{old}.",
        label="runbook",
        kind="document",
        trust=0.85,
        after=mins(0),
        session="s1",
    )
    c.event(
        "n",
        f"commit e19a: {a}: producers now emit schema v{new}",
        label="commit message",
        kind="commit",
        trust=0.9,
        after=days(12),
        session="s2",
    )
    c.ask(f"Which schema version do the {a} producers write?", after=days(c.rng.randint(13, 40)))
    c.expect([f"v{new}"], [c.case_id + "-n"], forbidden=[f"v{old}"])


def ticket_reopened_fix(c: Case) -> None:
    """A ticket closed with a workaround is reopened and closed with the real fix."""
    ((a, an),) = subjects(c, 1)
    work, fix = codes(c, 2)
    c.event(
        "o",
        f"Ticket comment: {a} {an} resolved with workaround {work}.",
        label="ticket comment",
        kind="ticket",
        trust=0.8,
        after=mins(0),
        session="s1",
    )
    c.event(
        "n",
        f"Ticket comment: reopened; the real {a} fix is {fix}, rolled to all sites.",
        label="ticket comment",
        kind="ticket",
        trust=0.85,
        after=days(9),
        session="s2",
    )
    c.ask(f"What is the current fix for the {a} issue?", after=days(c.rng.randint(10, 30)))
    c.expect([fix], [c.case_id + "-n"], forbidden=[work])


def table_repasted(c: Case) -> None:
    """An owner table pasted twice; the later paste changes the on-call rota code."""
    ((a, an),) = subjects(c, 1)
    old, new = codes(c, 2)
    c.event(
        "o",
        f"| subject | rota |\n|---|---|\n| {a} {an} | {old} |",
        label="pasted table",
        kind="document",
        trust=0.8,
        after=mins(0),
        session="s1",
    )
    c.event(
        "n",
        f"updated paste:\n| subject | rota |\n|---|---|\n| {a} {an} | {new} |",
        label="pasted table",
        kind="document",
        trust=0.85,
        after=days(6),
        session="s2",
    )
    c.ask(f"Which on-call rota covers {a}?", after=days(c.rng.randint(7, 25)))
    c.expect([new], [c.case_id + "-n"], forbidden=[old])


def minutes_amended(c: Case) -> None:
    """Minutes name a budget line, amended a week later by a correction note."""
    ((a, an),) = subjects(c, 1)
    old, new = codes(c, 2)
    p = people(c, 1)[0]
    c.event(
        "o",
        f"Minutes: {a} {an} spend books to budget line {old}.",
        label="meeting minutes",
        kind="document",
        trust=0.8,
        after=mins(0),
        session="s1",
    )
    c.event(
        "n",
        f"Correction from {p} to last week's minutes: {a} books to {new}.",
        label="meeting minutes",
        kind="document",
        trust=0.85,
        after=days(7),
        session="s2",
    )
    c.ask(f"Which budget line does {a} book to?", after=days(c.rng.randint(8, 30)))
    c.expect([new], [c.case_id + "-n"], forbidden=[old])
