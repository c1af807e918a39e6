"""The provenance templates of `fresh44`: each asks for a fact one source states, beside the
same fact of another subject in the same frame (uncited) and a near miss about the subject
itself (a one-off, a wish, a rumour, a value said of something else). Each template has a
software face and a group face, chosen by the subject it asks about."""

from __future__ import annotations

from cairn.bench.memfresh44_pools import (
    counts,
    form,
    instance,
    other,
    people,
    say,
    subject,
    turn,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import days, mins, sample

COLOURS = ("maroon", "teal", "mustard", "lilac", "ochre", "burgundy", "charcoal", "coral")
IMAGES = (
    "debian:bookworm-slim",
    "alpine:3.19",
    "ubuntu:24.04",
    "python:3.12-slim",
    "alpine:3.20",
    "debian:trixie-slim",
    "ubuntu:22.04",
    "gcr.io/distroless/base",
)


def _ask(c: Case, text: str) -> None:
    c.ask(text, after=days(6 + instance(c)))


def pager_owner_or_minibus_booker(c: Case) -> None:
    """Who is paged first for a service, or who books a group's minibus: the value named second
    of two mentions, beside another subject's in the same frame and a one-off cover."""
    s = subject(c, 0)
    o = other(c, s)
    first, right, wrong, once = people(c, 4)
    if s.software:
        kept = (
            f"{s.code} on-call runbook: {first} was pencilled in at first, but when the rota was "
            f"redrawn the pager went to {right}, who is woken first now."
            if turn(c) == 0
            else f"{s.code} on-call runbook: the {s.code} pager sits with {right}; {first} only "
            "picks up the morning handover."
        )
        frame = f"{o.code} on-call runbook: the {o.code} pager sits with {wrong}."
        miss = f"{once} held the {s.code} pager over the long weekend as a one-off, to help out."
        label, chat = "on-call runbook", "ops chat"
        question = f"Whose phone goes off first when {s.code} breaks in the small hours?"
    else:
        kept = (
            f"{s.code} committee minutes: {first} offered to book the minibus, but {right} has "
            "the right licence, so the bookings are with them from now on."
            if turn(c) == 0
            else f"{s.code} committee minutes: the minibus for trips away is booked by {right}."
        )
        frame = f"{o.code} committee minutes: the minibus for trips away is booked by {wrong}."
        miss = f"{once} booked the {s.code} minibus when nobody else could, just the once."
        label, chat = "committee minutes", "group chat"
        question = f"Who arranges the minibus when {s.code} travels somewhere?"
    fact = say(c, "fact", kept, label, "doc", mins(40), "s1")
    say(c, "frame", frame, label, "doc", days(1), "s2")
    say(c, "miss", miss, chat, "chat", days(2) + mins(15), "s3")
    _ask(c, question)
    c.expect([right], [fact], forbidden=[wrong, once])


def rate_limit_or_waiting_list(c: Case) -> None:
    """How many requests a second one client may send a service, or how many people wait for a
    place in a group: beside another subject's count and a wished-for one in the other form."""
    s = subject(c, 1)
    o = other(c, s)
    *pair, wished = sorted(counts(c, 3))  # the wished-for count is the largest
    mine, theirs = pair
    words = turn(c) == 1
    v, w, x = form(mine, words), form(theirs, words), form(wished, not words)
    if s.software:
        if words:
            kept = f"{s.code} platform notes: one client may send {v} requests a second before {s.code} starts answering 429."
            frame = f"{o.code} platform notes: one client may send {w} requests a second before {o.code} starts answering 429."
            label, kind = "platform notes", "doc"
        else:
            kept = f"# {s.code} public API\nrate_limit:\n  per_client_per_second: {v}"
            frame = f"# {o.code} public API\nrate_limit:\n  per_client_per_second: {w}"
            label, kind = "limits.yaml", "file"
        miss = f"{s.code} really ought to allow {x} a second per client, wishful thinking I know"
        chat = "eng chat"
        question = f"How many requests a second can a single client fire at {s.code} before it gets turned away?"
    else:
        if words:
            kept = f"{s.code} AGM minutes: the secretary reported {v} people still waiting for a place."
            frame = f"{o.code} AGM minutes: the secretary reported {w} people still waiting for a place."
            label, kind = "AGM minutes", "doc"
        else:
            kept = f"{s.code} club handbook, joining page: waiting list currently {v} names long."
            frame = f"{o.code} club handbook, joining page: waiting list currently {w} names long."
            label, kind = "club handbook", "doc"
        miss = f"imagine {s.code} with {x} on the waiting list, dream on lol"
        chat = "group chat"
        question = f"How many people are queued up hoping to get into {s.code}?"
    fact = say(c, "fact", kept, label, kind, mins(25), "s1")
    say(c, "frame", frame, label, kind, days(1) + mins(50), "s2")
    say(c, "miss", miss, chat, "chat", days(3), "s3")
    _ask(c, question)
    c.expect([v], [fact], forbidden=[w, x])


def metrics_port_or_kit_deposit(c: Case) -> None:
    """The port a service exposes its metrics on, or the deposit a group's newcomer pays for
    kit: beside another subject's value in the same frame and one only wondered or rumoured."""
    s = subject(c, 2)
    o = other(c, s)
    if s.software:
        p, q, r = (str(v) for v in sample(c, range(7100, 9900, 7), 3))
        kept = f"# {s.code} exporter\nMETRICS_PORT={p}"
        frame = f"# {o.code} exporter\nMETRICS_PORT={q}"
        miss = (
            f"could {s.code} move its metrics over to {r}? just wondering"
            if turn(c) == 0
            else f"what if {s.code} scraped on {r} instead, just floating it"
        )
        label, kind, chat = "metrics.env", "file", "infra chat"
        question = f"Which port should the scraper hit to read {s.code}'s numbers?"
    else:
        p, q, r = (f"£{v}" for v in sample(c, range(12, 96, 3), 3))
        kept = f"{s.code} kit page: newcomers leave a {p} deposit for their kit, handed back when they leave."
        frame = f"{o.code} kit page: newcomers leave a {q} deposit for their kit, handed back when they leave."
        miss = (
            f"heard the {s.code} kit deposit might go up to {r}, no idea if that's true"
            if turn(c) == 0
            else f"someone reckoned {s.code} charges {r} up front for kit now, can't confirm"
        )
        label, kind, chat = "kit page", "doc", "group chat"
        question = f"How much does a newcomer to {s.code} hand over up front for their kit?"
    fact = say(c, "fact", kept, label, kind, mins(10), "s1")
    say(c, "frame", frame, label, kind, days(2), "s2")
    say(c, "miss", miss, chat, "chat", days(2) + mins(200), "s3")
    _ask(c, question)
    c.expect([p], [fact], forbidden=[q, r])


def base_image_or_away_colour(c: Case) -> None:
    """What a service's production container starts from, or what a group wears as the visiting
    side: beside another subject's and a value said of something else (the CI runners, the
    training bibs)."""
    s = subject(c, 3)
    o = other(c, s)
    if s.software:
        mine, theirs, runner = sample(c, IMAGES, 3)
        kept = f"# {s.code} production image\nFROM {mine} AS runtime"
        frame = f"# {o.code} production image\nFROM {theirs} AS runtime"
        miss = f"{s.code} CI notes: the runners that build {s.code} boot from {runner}."
        label, kind, near, nkind = "Dockerfile", "file", "CI notes", "doc"
        question = f"What does the {s.code} container start from when it runs for real?"
    else:
        home, mine, theirs, runner = sample(c, COLOURS, 4)
        kept = (
            f"{s.code} kit note: at home we wear {home}; when we are the visitors it's {mine}."
            if turn(c) == 0
            else f"{s.code} kit note: for away fixtures and visiting performances we turn out in {mine}."
        )
        frame = f"{o.code} kit note: for away fixtures and visiting performances we turn out in {theirs}."
        miss = f"the {s.code} training bibs are {runner} btw, if anyone's hunting for them"
        label, kind, near, nkind = "kit note", "doc", "group chat", "chat"
        question = f"What colour does {s.code} turn out in when it is the visiting side?"
    fact = say(c, "fact", kept, label, kind, mins(5), "s1")
    say(c, "frame", frame, label, kind, days(1) + mins(90), "s2")
    say(c, "miss", miss, near, nkind, days(3) + mins(30), "s3")
    _ask(c, question)
    c.expect([mine], [fact], forbidden=[theirs, runner])


def release_notes_pair_or_lockup_pair(c: Case) -> None:
    """Who drafts and who approves a service's release notes, or who makes the tea and who locks
    up after a group's session: in a wiki table or in prose, beside another subject's pair and
    someone who did it once as a favour."""
    s = subject(c, 4)
    o = other(c, s)
    a, b, d, e, f = people(c, 5)
    table = turn(c) == 0
    if s.software:
        head = "| service | writes release notes | signs them off |\n|---|---|---|\n"
        kept = (
            f"{head}| {s.code} | {a} | {b} |"
            if table
            else f"{s.code} review notes: release notes for {s.code} are drafted by {a} and approved by {b}."
        )
        frame = (
            f"{head}| {o.code} | {d} | {e} |"
            if table
            else f"{o.code} review notes: release notes for {o.code} are drafted by {d} and approved by {e}."
        )
        miss = f"{f} signed off one lot of {s.code} release notes as a favour"
        label, chat = ("wiki table" if table else "review notes"), "eng chat"
        question = f"Who drafts the release notes for {s.code}, and who has to approve them?"
    else:
        head = "| group | puts the kettle on | locks up after |\n|---|---|---|\n"
        kept = (
            f"{head}| {s.code} | {a} | {b} |"
            if table
            else f"{s.code} handbook: {a} does the tea at every session and {b} keeps the keys and locks up."
        )
        frame = (
            f"{head}| {o.code} | {d} | {e} |"
            if table
            else f"{o.code} handbook: {d} does the tea at every session and {e} keeps the keys and locks up."
        )
        miss = f"{f} locked up after {s.code} one evening as a favour, that's all"
        label, chat = ("wiki table" if table else "club handbook"), "group chat"
        question = f"Who makes the tea at {s.code} sessions, and who locks the place up afterwards?"
    fact = say(c, "fact", kept, label, "doc", mins(30), "s1")
    say(c, "frame", frame, label, "doc", days(1), "s2")
    say(c, "miss", miss, chat, "chat", days(2) + mins(75), "s3")
    _ask(c, question)
    c.expect([a, b], [fact], forbidden=[d, e, f])


TEMPLATES = (
    pager_owner_or_minibus_booker,
    rate_limit_or_waiting_list,
    metrics_port_or_kit_deposit,
    base_image_or_away_colour,
    release_notes_pair_or_lockup_pair,
)
