"""Provenance templates of ``fresh11``: which source a fact comes from, against a source that
states another value for it (a guess, a requester, a neighbouring log line, another subject's
table). The question asks for the fact; the cited events are its sources."""

from __future__ import annotations

from cairn.bench.memfresh11_pools import UNITS, numbers, people, subjects, words
from cairn.bench.memgen import Case, NamedSpec
from cairn.bench.memset import choose, days, mins

DIM = "provenance_accuracy"


def signed_record_over_a_guess(c: Case) -> None:
    """A countersigned record states a count; a colleague's guess in chat (sometimes after
    the record) states another. The answer is the record's, cited alone."""
    ((code, _, facet),) = subjects(c.rng, 1)
    signer, witness, guesser = people(c.rng, 3)
    real, guess = numbers(c.rng, 2)
    unit = UNITS[code]
    c.event(
        "rec",
        choose(
            c,
            [
                f"{code} {facet} record, signed {signer}, countersigned {witness}: "
                f"{real} {unit} done",
                f"[{code}] {facet} sheet | total {unit}: {real} | sign-off: {signer} / {witness}",
            ],
        ),
        label="signed record",
        kind="document",
        trust=0.95,
        after=mins(40),
        session="s1",
    )
    c.event(
        "guess",
        choose(
            c,
            [
                f"{guesser}: pretty sure {code} got through about {guess} {unit} on the {facet}",
                f"{guesser}: off the top of my head {code} {facet} was {guess} {unit}? not sure",
            ],
        ),
        label="chat message",
        kind="chat",
        trust=0.4,
        after=mins(choose(c, [25, 90, 150])),
        session="s1",
    )
    c.ask(
        f"According to the signed record, how many {unit} did the {code} {facet} cover?",
        after=days(2),
    )
    c.expect([str(real)], [f"{c.case_id}-rec"], forbidden=[str(guess)])


def cap_and_owner_from_two_sources(c: Case) -> None:
    """A config line gives a cap in digits, a handoff note names the owner (the cap in words
    for a check); another subject's config states another cap. Both own sources are cited."""
    (code, _, facet), (other, _, ofacet) = subjects(c.rng, 2)
    owner, leaver = people(c.rng, 2)
    cap, ocap = numbers(c.rng, 2)
    unit = UNITS[code]
    key = facet.replace(" ", "_").replace("-", "_")
    c.event(
        "cfg",
        choose(
            c,
            [
                f"{code.lower()}.{key}.max_{UNITS[code]} = {cap}",
                f"# {code}\n{key}:\n  max_{unit}: {cap}",
                f"{code.upper()}_{key.upper()}_MAX={cap}",
            ],
        ),
        label="config line",
        kind="config",
        trust=0.9,
        after=mins(10),
        session="s1",
    )
    c.event(
        "note",
        f"Handoff from {leaver}: the {code} {facet} is {owner}'s from tomorrow; "
        f"keep it to {words(cap)} {unit} at most.",
        label="handoff note",
        kind="document",
        trust=0.85,
        after=mins(choose(c, [60, 120])),
        session="s1",
    )
    c.event(
        "other",
        f"{other.lower()}.{ofacet.replace(' ', '_').replace('-', '_')}.max_{UNITS[other]} = {ocap}",
        label="config line",
        kind="config",
        trust=0.9,
        after=mins(15),
        session="s1",
    )
    c.ask(
        f"Who owns the {code} {facet} now, and what is its cap in {unit}?",
        after=days(1),
    )
    c.expect(
        [owner, str(cap)],
        [f"{c.case_id}-cfg", f"{c.case_id}-note"],
        forbidden=[str(ocap)],
    )


def approver_not_requester(c: Case) -> None:
    """A request for approval in one event and the approval in another: the approver is the
    answer, the person who asked is the distractor."""
    ((code, _, facet),) = subjects(c.rng, 1)
    asker, approver = people(c.rng, 2)
    ticket = c.rng.randrange(2100, 9800)
    c.event(
        "req",
        choose(
            c,
            [
                f"{asker}: raised {code}-{ticket} asking to move the {facet} forward a week, "
                "needs a sign-off",
                f"Ticket {code}-{ticket} opened by {asker}: approval wanted to run the {facet} "
                "early",
            ],
        ),
        label="ticket",
        kind="ticket",
        trust=0.8,
        after=mins(5),
        session="s1",
    )
    c.event(
        "ok",
        choose(
            c,
            [
                f"{code}-{ticket} status -> approved (by {approver})",
                f"{approver} approved {code}-{ticket}; the {code} {facet} may go ahead early",
            ],
        ),
        label="ticket update",
        kind="ticket",
        trust=0.9,
        after=mins(choose(c, [45, 200, 600])),
        session="s1",
    )
    c.ask(f"Who signed off on moving the {code} {facet} forward?", after=days(1))
    c.expect([approver], [f"{c.case_id}-ok"], forbidden=[asker])


def the_asked_log_line_not_the_next(c: Case) -> None:
    """Two intake log lines of one subject a few minutes apart carry different lot ids; the
    question asks for the lot of the earlier step by its time."""
    ((code, _, facet),) = subjects(c.rng, 1)
    lots = [f"{choose(c, 'KMRT')}{c.rng.randrange(1000, 9999)}" for _ in range(2)]
    if lots[0] == lots[1]:
        lots[1] = lots[1][0] + str(int(lots[1][1:]) // 2 + 1)
    hour = c.rng.randrange(6, 11)
    stamp, later = f"{hour:02d}:14", f"{hour:02d}:37"
    line = choose(
        c,
        [
            "[{t}] {code} {facet} started, lot {lot}",
            "{t} | {code} | {facet} | lot={lot} | started",
        ],
    )
    c.event(
        "line",
        line.format(t=stamp, code=code, facet=facet, lot=lots[0]),
        label="intake log",
        kind="log",
        trust=0.9,
        after=mins(hour * 60 + 14),
        session="s1",
    )
    c.event(
        "next",
        line.format(t=later, code=code, facet="follow-up check", lot=lots[1]).replace(
            "started", "queued"
        ),
        label="intake log",
        kind="log",
        trust=0.9,
        after=mins(hour * 60 + 37),
        session="s1",
    )
    c.ask(
        f"Which lot went into the {code} {facet} that started at {stamp}?",
        after=days(1),
    )
    c.expect([lots[0]], [f"{c.case_id}-line"], forbidden=[lots[1]])


def backup_from_the_own_rota(c: Case) -> None:
    """Two rota tables pasted the same day, one per subject; the backup is read from the
    asked subject's own table, the other table's backup is the distractor."""
    (code, _, facet), (other, _, ofacet) = subjects(c.rng, 2)
    lead, backup, olead, obackup = people(c.rng, 4)
    for key, name, f, a, b, t in (
        ("rota", code, facet, lead, backup, 30),
        ("orota", other, ofacet, olead, obackup, 35),
    ):
        c.event(
            key,
            f"{name} rota, {f}\n| role | who |\n|---|---|\n| lead | {a} |\n| backup | {b} |",
            label="pasted table",
            kind="document",
            trust=0.9,
            after=mins(t),
            session="s1",
        )
    c.ask(f"Who is the backup on the {code} {facet} rota?", after=days(1))
    c.expect([backup], [f"{c.case_id}-rota"], forbidden=[obackup])


TEMPLATES = [
    NamedSpec(DIM, t)
    for t in (
        signed_record_over_a_guess,
        cap_and_owner_from_two_sources,
        approver_not_requester,
        the_asked_log_line_not_the_next,
        backup_from_the_own_rota,
    )
]
