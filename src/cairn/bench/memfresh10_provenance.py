"""The tenth held-out set's provenance templates (``bench.memfresh10``): the answer is the one
the named or authoritative source gives (a countersigned sheet, the ticket's approver, the log
line of the asked piece of work, the subject's own rota), cited with every record that gives it.

Each template writes one case from the case's random source; a template never reads another
set, and it must keep its draws in the same order (the frozen copy depends on it).
"""

from __future__ import annotations

from cairn.bench.memfresh10_pools import (
    CHANNELS,
    FACETS,
    PEOPLE,
    UNITS,
    clocks,
    ident,
    noise,
    snake,
    two_subjects,
    words,
)
from cairn.bench.memgen import Case, NamedSpec
from cairn.bench.memset import choose, days, mins, sample

PROV = "provenance_accuracy"


def signed_sheet_over_a_guess(c: Case) -> None:
    """Give the cutoff the countersigned sheet states, not the one a colleague guessed in chat."""
    (code, _), _ = two_subjects(c)
    facet = choose(c, FACETS[code])
    guesser, signer = sample(c, PEOPLE, 2)
    real, guess = clocks(c, 2)
    channel = choose(c, CHANNELS)
    c.event(
        "guess",
        choose(
            c,
            [
                f"{guesser}: pretty sure the {code} {facet} cutoff is {guess}, don't quote me",
                f"{guesser}: from memory the {code} {facet} stops taking work at {guess}? not sure",
                f"{guesser} reckons the {code} {facet} closes around {guess}; nobody checked.",
            ],
        ),
        label=f"{channel} message",
        kind="chat",
        trust=0.45,
        after=choose(c, [mins(0), days(3)]),
        session="s1",
    )
    sheet = c.event(
        "sheet",
        choose(
            c,
            [
                f"{code} {facet} sheet, countersigned by {signer}: daily cutoff {real}.",
                f"Signed-off {facet} sheet ({code}). Cutoff: {real}. Countersignature: {signer}.",
            ],
        ),
        label=f"{code} {facet} sheet (signed)",
        kind="document",
        trust=0.95,
        after=days(1),
        session="s2",
    )
    noise(c, code, facet)(c, 2, days(0), 3, "s1")
    c.ask(
        choose(
            c,
            [
                f"What cutoff does the countersigned {code} {facet} sheet give?",
                f"Per the signed sheet, when is the {code} {facet} cutoff?",
            ],
        ),
        after=days(5),
    )
    c.expect([real], [sheet], forbidden=[guess])


def config_and_handoff_agree_on_a_cap(c: Case) -> None:
    """Carry both records that give the per-run cap (a config line and a handoff note in
    words), not the cap another subject's config gives."""
    (code, _), (other, _) = two_subjects(c)
    facet = choose(c, FACETS[code])
    other_facet = choose(c, FACETS[other])
    cap, other_cap = sample(c, range(21, 99), 2)
    unit = UNITS[code]
    author = choose(c, PEOPLE)
    config = c.event(
        "config",
        f"{code.lower()}.{snake(facet)}.max_per_run = {cap}",
        label=f"{code} scheduler config",
        kind="config",
        trust=0.9,
        after=mins(0),
        session="s1",
    )
    note = c.event(
        "handoff",
        choose(
            c,
            [
                f"Handoff from {author}: the {code} {facet} still stops at {words(cap)} {unit} a"
                " run, matching the scheduler.",
                f"{author}'s handoff: keep each {code} {facet} run to {words(cap)} {unit}, as"
                " configured.",
            ],
        ),
        label=f"{author} handoff note",
        kind="note",
        trust=0.8,
        after=days(2),
        session="s2",
    )
    c.event(
        "other",
        f"{other.lower()}.{snake(other_facet)}.max_per_run = {other_cap}",
        label=f"{other} scheduler config",
        kind="config",
        trust=0.9,
        after=days(1),
        session="s1",
    )
    noise(c, code, facet)(c, 2, days(0), 3, "s2")
    c.ask(
        f"What per-run cap is on record for the {code} {facet}, and which records say so?",
        after=days(4),
    )
    c.expect([str(cap)], [config, note], forbidden=[str(other_cap)])


def approver_not_the_requester(c: Case) -> None:
    """Name who approved the change, as the ticket records it, not who asked for approval."""
    (code, _), _ = two_subjects(c)
    facet = choose(c, FACETS[code])
    requester, approver = sample(c, PEOPLE, 2)
    ticket = ident(c)
    channel = choose(c, CHANNELS)
    c.event(
        "ask",
        choose(
            c,
            [
                f"{requester}: can somebody approve {ticket}? it's the {code} {facet} change",
                f"{requester} in {channel}: {ticket} ({code} {facet}) still needs an approver",
            ],
        ),
        label=f"{channel} message",
        kind="chat",
        trust=0.6,
        after=mins(0),
        session="s1",
    )
    record = c.event(
        "ticket",
        choose(
            c,
            [
                f"{ticket} [{code} / {facet}] status: approved. Approver: {approver}.",
                f"{ticket}: {approver} approved the {code} {facet} change; moving to scheduled.",
            ],
        ),
        label=f"ticket {ticket}",
        kind="ticket",
        trust=0.92,
        after=days(1),
        session="s2",
    )
    noise(c, code, facet)(c, 2, days(0), 2, "s1")
    c.ask(
        choose(
            c,
            [
                f"Who signed off the {code} {facet} change, and where is that recorded?",
                f"Which person approved the {code} {facet} change in the ticket?",
            ],
        ),
        after=days(3),
    )
    c.expect([approver], [record], forbidden=[requester])


def lot_in_the_right_log_line(c: Case) -> None:
    """Give the lot the log line of the asked piece of work accepted, not the lot the next
    line (another piece of the same subject's work) accepted."""
    (code, _), _ = two_subjects(c)
    facet, neighbour = sample(c, FACETS[code], 2)
    lot, other_lot = ident(c), ident(c)
    checker = choose(c, PEOPLE)
    line = c.event(
        "line",
        choose(
            c,
            [
                f"[{code}] {facet}: lot {lot} accepted, checked by {checker}",
                f"intake | {code} | {facet} | lot={lot} | OK | {checker}",
            ],
        ),
        label=f"{code} intake log",
        kind="log",
        trust=0.9,
        after=mins(0),
        session="s1",
    )
    c.event(
        "next",
        choose(
            c,
            [
                f"[{code}] {neighbour}: lot {other_lot} accepted after recount",
                f"intake | {code} | {neighbour} | lot={other_lot} | OK after recount",
            ],
        ),
        label=f"{code} intake log",
        kind="log",
        trust=0.9,
        after=mins(7),
        session="s1",
    )
    noise(c, code, facet)(c, 2, days(0), 2, "s1")
    c.ask(
        choose(
            c,
            [
                f"Which lot did the {code} intake log accept for the {facet}?",
                f"For the {code} {facet}, what lot number went through intake?",
            ],
        ),
        after=days(3),
    )
    c.expect([lot], [line], forbidden=[other_lot])


def backup_in_the_rota_table(c: Case) -> None:
    """Read the backup from the subject's rota table, not from another subject's rota."""
    (code, _), (other, _) = two_subjects(c)
    rows = FACETS[code]
    facet = choose(c, rows)
    names = sample(c, PEOPLE, 7)
    table = "\n".join(
        [f"{code} rota", "| work | lead | backup |", "|---|---|---|"]
        + [f"| {r} | {names[2 * i]} | {names[2 * i + 1]} |" for i, r in enumerate(rows)]
    )
    backup = names[2 * rows.index(facet) + 1]
    rota = c.event(
        "rota",
        table,
        label=f"{code} rota (pasted table)",
        kind="table",
        trust=0.9,
        after=mins(0),
        session="s1",
    )
    c.event(
        "other",
        choose(
            c,
            [
                f"{other} rota: {names[6]} is backup on {choose(c, FACETS[other])} this month.",
                f"Heads up, {names[6]} covers {other} {choose(c, FACETS[other])} as backup now.",
            ],
        ),
        label=f"{other} rota note",
        kind="note",
        trust=0.85,
        after=days(1),
        session="s1",
    )
    noise(c, code, facet)(c, 2, days(0), 2, "s1")
    c.ask(
        choose(
            c,
            [
                f"Who is the backup for the {code} {facet} in the rota?",
                f"If the {code} {facet} lead is off sick, who does the rota say steps in?",
            ],
        ),
        after=days(4),
    )
    c.expect([backup], [rota], forbidden=[names[6]])


TEMPLATES = [
    NamedSpec(PROV, signed_sheet_over_a_guess),
    NamedSpec(PROV, config_and_handoff_agree_on_a_cap),
    NamedSpec(PROV, approver_not_the_requester),
    NamedSpec(PROV, lot_in_the_right_log_line),
    NamedSpec(PROV, backup_in_the_rota_table),
]
