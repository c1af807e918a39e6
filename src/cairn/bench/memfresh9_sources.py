"""Provenance and contradiction templates of the ninth held-out set (``bench.memfresh9``).

Each template writes one case from its random source: a subject of team work, the surface its
facts arrive on (chat with several speakers, a pasted table, a diff hunk, a ticket comment,
meeting minutes, a runbook, a commit message) and a distractor about another subject that a
careless answer would repeat.
"""

from __future__ import annotations

from cairn.bench.memfresh9_pools import CHANNELS, PEOPLE, PREFIXES, SUBJECTS
from cairn.bench.memgen import Case
from cairn.bench.memset import choose, days, mins, sample


def codes(c: Case, n: int) -> list[str]:
    """``n`` different identifiers of mixed case (``qX-417``), in a seeded order."""
    heads = sample(c, PREFIXES, n)
    nums = sample(c, range(100, 1000), n)
    return [f"{h}-{k}" for h, k in zip(heads, nums, strict=True)]


def subjects(c: Case, n: int) -> list[tuple[str, str]]:
    return sample(c, SUBJECTS, n)


def people(c: Case, n: int) -> list[str]:
    return sample(c, PEOPLE, n)


# -- provenance ------------------------------------------------------------------------------


def chat_speakers_pin(c: Case) -> None:
    """Several speakers in one channel pin identifiers for two subjects; the question asks for
    one subject's pin and must cite only the message that states it."""
    (a, an), (b, bn) = subjects(c, 2)
    p, q, r = people(c, 3)
    right, wrong = codes(c, 2)
    ch = choose(c, CHANNELS)
    c.event(
        "ask",
        f"{ch} {r}: who has the pinned build tags for this week?",
        label=f"{ch} chat",
        kind="chat",
        trust=0.6,
        after=mins(0),
        session="s1",
    )
    c.event(
        "a",
        f"{ch} {p}: for the {a} {an} we pinned {right}, do not float it.",
        label=f"{ch} chat",
        kind="chat",
        trust=0.8,
        after=mins(4),
        session="s1",
    )
    c.event(
        "b",
        f"{ch} {q}: {b} ({bn}) is pinned at {wrong} until Friday.",
        label=f"{ch} chat",
        kind="chat",
        trust=0.8,
        after=mins(6),
        session="s1",
    )
    c.ask(f"Which build tag is pinned for {a}?", after=days(c.rng.randint(3, 40)))
    c.expect([right], [c.case_id + "-a"], forbidden=[wrong])


def pasted_table_row(c: Case) -> None:
    """A capacity table pasted for one subject and a look-alike table for another; the value is
    stated in other units than the question asks for."""
    (a, an), (b, bn) = subjects(c, 2)
    gb, other = sample(c, range(120, 980, 20), 2)
    c.event(
        "t",
        f"| team | subject | quota |\n|---|---|---|\n| {a} | {an} | {gb} GB |",
        label="pasted quota table",
        kind="document",
        trust=0.85,
        after=mins(0),
        session="s1",
    )
    c.event(
        "u",
        f"| team | subject | quota |\n|---|---|---|\n| {b} | {bn} | {other} GB |",
        label="pasted quota table (other team)",
        kind="document",
        trust=0.85,
        after=days(1),
        session="s2",
    )
    c.ask(f"How many megabytes of quota does {a} have?", after=days(c.rng.randint(5, 30)))
    c.expect([f"{gb} GB"], [c.case_id + "-t"], forbidden=[f"{other} GB"])


def ticket_timeout_seconds(c: Case) -> None:
    """Two ticket comments raise timeouts in seconds for two subjects; the question asks about one
    in minutes."""
    (a, an), (b, bn) = subjects(c, 2)
    s1, s2 = sample(c, (45, 75, 90, 105, 135, 150, 165, 210), 2)
    p, q = people(c, 2)
    c.event(
        "a",
        f"Ticket comment by {p}: raised the {a} {an} upstream timeout to {s1} seconds.",
        label="ticket comment",
        kind="ticket",
        trust=0.8,
        after=mins(0),
        session="s1",
    )
    c.event(
        "b",
        f"Ticket comment by {q}: the {b} {bn} now waits {s2} seconds before giving up.",
        label="ticket comment",
        kind="ticket",
        trust=0.8,
        after=days(2),
        session="s2",
    )
    c.ask(
        f"In minutes, how long is the {a} upstream timeout now?", after=days(c.rng.randint(4, 20))
    )
    c.expect([f"{s1} seconds"], [c.case_id + "-a"], forbidden=[f"{s2} seconds"])


def commit_message_flag(c: Case) -> None:
    """Two commit messages name feature flags for two subjects; only one answers."""
    (a, an), (b, _) = subjects(c, 2)
    right, wrong = codes(c, 2)
    c.event(
        "a",
        f"commit 3f1e: gate the {a} {an} behind flag {right}\n\nOff by default.",
        label="commit message",
        kind="commit",
        trust=0.9,
        after=mins(0),
        session="s1",
    )
    c.event(
        "b",
        f"commit 9c0d: {b}: rename flag to {wrong}",
        label="commit message",
        kind="commit",
        trust=0.9,
        after=mins(30),
        session="s1",
    )
    c.ask(f"Which flag gates {a}?", after=days(c.rng.randint(2, 25)))
    c.expect([right], [c.case_id + "-a"], forbidden=[wrong])


def runbook_and_minutes_agree(c: Case) -> None:
    """A runbook and meeting minutes state the same escalation code; both are cited, and a draft
    with another code is not."""
    ((a, an),) = subjects(c, 1)
    right, draft = codes(c, 2)
    p = people(c, 1)[0]
    c.event(
        "rb",
        f"Runbook, {a} {an}, step 4: page the on-call with code {right}.",
        label="runbook",
        kind="document",
        trust=0.9,
        after=mins(0),
        session="s1",
    )
    c.event(
        "mm",
        f"Minutes ({p} chairing): confirmed {right} is the {a} escalation code.",
        label="meeting minutes",
        kind="document",
        trust=0.85,
        after=days(3),
        session="s2",
    )
    c.event(
        "dr",
        f"Unreviewed draft runbook for {a} suggests {draft}.",
        label="draft",
        kind="document",
        trust=0.3,
        after=days(1),
        session="s1",
    )
    c.ask(f"What escalation code does {a} page with?", after=days(c.rng.randint(5, 30)))
    c.expect([right], [c.case_id + "-rb", c.case_id + "-mm"], forbidden=[draft])


# -- contradiction ---------------------------------------------------------------------------


def minutes_vs_diff_hunk(c: Case) -> None:
    """Meeting minutes record one retention class, a diff hunk sets another; both are flagged."""
    (a, an), (b, _) = subjects(c, 2)
    x, y, z = codes(c, 3)
    c.event(
        "mm",
        f"Minutes: agreed the {a} {an} keeps retention class {x}.",
        label="meeting minutes",
        kind="document",
        trust=0.8,
        after=mins(0),
        session="s1",
    )
    c.event(
        "diff",
        f"@@ -12,3 +12,3 @@ {a.lower()}.yaml\n+  retention_class: {y}",
        label="diff hunk",
        kind="code",
        trust=0.8,
        after=days(1),
        session="s2",
    )
    c.event(
        "o",
        f"Unrelated: {b} moved to retention class {z}.",
        label="chat",
        kind="chat",
        trust=0.7,
        after=days(2),
        session="s2",
    )
    c.ask(
        f"What retention class does {a} use, and do the sources agree?",
        after=days(c.rng.randint(4, 30)),
    )
    ids = [c.case_id + "-mm", c.case_id + "-diff"]
    c.expect([x, y], ids, contradictions=ids, forbidden=[z])


def chat_speakers_disagree(c: Case) -> None:
    """Two speakers state different alert thresholds for the same subject in one channel."""
    (a, an), (b, _) = subjects(c, 2)
    p, q, r = people(c, 3)
    v1, v2, v3 = (f"{n} ms" for n in sample(c, range(150, 950, 25), 3))
    ch = choose(c, CHANNELS)
    c.event(
        "p",
        f"{ch} {p}: {a} {an} alerts fire above {v1}.",
        label=f"{ch} chat",
        kind="chat",
        trust=0.75,
        after=mins(0),
        session="s1",
    )
    c.event(
        "q",
        f"{ch} {q}: no, the {a} alert threshold is {v2}, I set it.",
        label=f"{ch} chat",
        kind="chat",
        trust=0.75,
        after=mins(3),
        session="s1",
    )
    c.event(
        "r",
        f"{ch} {r}: fwiw {b} uses {v3}.",
        label=f"{ch} chat",
        kind="chat",
        trust=0.7,
        after=mins(5),
        session="s1",
    )
    c.ask(f"What is the {a} alert threshold?", after=days(c.rng.randint(2, 20)))
    ids = [c.case_id + "-p", c.case_id + "-q"]
    c.expect([v1, v2], ids, contradictions=ids, forbidden=[v3])


def runbook_vs_ticket_contact(c: Case) -> None:
    """A runbook names one vendor contract number, a ticket comment another; both flagged."""
    (a, an), (b, _) = subjects(c, 2)
    x, y, z = codes(c, 3)
    c.event(
        "rb",
        f"Runbook for the {a} {an}: vendor contract {x} covers after-hours repair.",
        label="runbook",
        kind="document",
        trust=0.85,
        after=mins(0),
        session="s1",
    )
    c.event(
        "tk",
        f"Ticket comment: the {a} vendor contract on file is {y}, per procurement.",
        label="ticket comment",
        kind="ticket",
        trust=0.8,
        after=days(5),
        session="s2",
    )
    c.event(
        "o",
        f"{b} vendor contract: {z}.",
        label="ticket comment",
        kind="ticket",
        trust=0.8,
        after=days(6),
        session="s2",
    )
    c.ask(f"Under which vendor contract is {a} repaired?", after=days(c.rng.randint(8, 40)))
    ids = [c.case_id + "-rb", c.case_id + "-tk"]
    c.expect([x, y], ids, contradictions=ids, forbidden=[z])


def table_and_commit_agree(c: Case) -> None:
    """A pasted table and a commit message state the same batch size in other words; no
    conflict, two sources cited."""
    (a, an), (b, _) = subjects(c, 2)
    n, m = sample(c, range(64, 2048, 32), 2)
    c.event(
        "t",
        f"| subject | batch |\n|---|---|\n| {a} {an} | {n} rows |",
        label="pasted table",
        kind="document",
        trust=0.85,
        after=mins(0),
        session="s1",
    )
    c.event(
        "cm",
        f"commit 51ab: {a}: batch writes in chunks of {n} rows",
        label="commit message",
        kind="commit",
        trust=0.9,
        after=days(2),
        session="s2",
    )
    c.event(
        "o",
        f"commit 7712: {b}: batch of {m} rows",
        label="commit message",
        kind="commit",
        trust=0.9,
        after=days(3),
        session="s2",
    )
    c.ask(
        f"Do the sources agree on the {a} batch size, and what is it?",
        after=days(c.rng.randint(5, 30)),
    )
    c.expect([f"{n} rows"], [c.case_id + "-t", c.case_id + "-cm"], forbidden=[f"{m} rows"])


def ticket_and_minutes_agree(c: Case) -> None:
    """A ticket comment and meeting minutes name the same audit window; a distractor names
    another subject's window."""
    (a, an), (b, _) = subjects(c, 2)
    w1, w2 = (f"{d} days" for d in sample(c, (14, 21, 30, 45, 60, 90, 120), 2))
    p = people(c, 1)[0]
    c.event(
        "tk",
        f"Ticket comment: {a} {an} audit window is {w1}.",
        label="ticket comment",
        kind="ticket",
        trust=0.8,
        after=mins(0),
        session="s1",
    )
    c.event(
        "mm",
        f"Minutes, {p} noting: {a} audit window stays at {w1}.",
        label="meeting minutes",
        kind="document",
        trust=0.85,
        after=days(4),
        session="s2",
    )
    c.event(
        "o",
        f"Minutes: {b} audit window is {w2}.",
        label="meeting minutes",
        kind="document",
        trust=0.85,
        after=days(4) + mins(10),
        session="s2",
    )
    c.ask(
        f"Is there any disagreement about the {a} audit window?", after=days(c.rng.randint(6, 30))
    )
    c.expect([w1], [c.case_id + "-tk", c.case_id + "-mm"], forbidden=[w2])
