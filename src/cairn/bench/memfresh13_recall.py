"""The six-month templates of ``fresh13``: a fact stated once, long ago, then buried under
months of later messages about the same subject (some of which only refer to it indirectly,
"the usual window"), asked 200 days or more later."""

from __future__ import annotations

from collections.abc import Sequence

from cairn.bench.memfresh13_pools import (
    PEOPLE,
    PLACES,
    UNITS,
    WEEKDAYS,
    chatter,
    counts,
    own,
    subjects,
    two,
    words,
    work,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import days, mins, sample


def _bury(c: Case, code: str, w: str, extra: Sequence[str] = ()) -> None:
    """Nine later messages about the subject (some of them ``extra``), over four months."""
    texts = [*extra, *c.rng.sample(chatter(code, UNITS[code], w), 9 - len(extra))]
    for i, text in enumerate(texts):
        c.event(
            f"later{i}",
            text,
            label=f"team chat message {i + 1}",
            kind="chat",
            trust=0.6,
            after=days(20 + c.rng.uniform(0, 120)),
            session=f"s{i}",
        )


def _ask(c: Case, text: str) -> None:
    c.ask(text, after=days(c.rng.randrange(200, 250)))


def the_usual_window(c: Case) -> None:
    """Kickoff minutes set a weekly window once; later messages only say "the usual window";
    another subject's window, said later, is the distractor."""
    code, other = subjects(c)
    w, _, _ = work(c, code)
    day, day2 = two(c, WEEKDAYS)
    start = c.pick(["05:40", "06:10", "21:35", "22:50"])
    src = c.event(
        "kickoff",
        f"{code} kickoff minutes\n- The {w} runs in a weekly window: {day} mornings from "
        f"{start}, ninety minutes max.\n- Anything outside it needs a lead's OK.",
        label="kickoff minutes",
        kind="document",
        trust=0.9,
        after=mins(0),
        session="k",
    )
    _bury(
        c,
        code,
        w,
        [
            f"{code} {w} went fine in the usual window, ta",
            f"can we keep the {code} {w} to the usual window pls, last one overran",
            f"{other}'s {own(other)} window is {day2} now btw, not ours",
        ],
    )
    _ask(
        c,
        c.pick(
            [
                f"What is 'the usual window' for the {code} {w} — which day and from when?",
                f"When does {code}'s weekly {w} window open?",
            ]
        ),
    )
    c.expect([day, start], [src], forbidden=[day2])


def escalation_contact_at_kickoff(c: Case) -> None:
    """A contact sheet names the escalation contact once; later, someone else covers a
    different piece of work for a week."""
    code, _ = subjects(c)
    w1, w2, _ = work(c, code)
    contact, cover = sample(c, PEOPLE, 2)
    src = c.event(
        "sheet",
        f"{code} contact sheet\nrole,name\nescalation ({w1}),{contact}\nfacilities,front desk",
        label="contact sheet",
        kind="document",
        trust=0.9,
        after=mins(0),
        session="k",
    )
    _bury(
        c,
        code,
        w1,
        [
            f"{cover} is covering the {code} {w2} this week while things settle",
            f"if the {code} {w1} goes wrong, ring the usual escalation contact",
        ],
    )
    _ask(
        c,
        c.pick(
            [
                f"Who is the escalation contact for the {code} {w1}?",
                f"If the {code} {w1} goes wrong, whom did the contact sheet say to ring?",
            ]
        ),
    )
    c.expect([contact], [src], forbidden=[cover])


def the_agreed_monthly_cap(c: Case) -> None:
    """A decision note fixes a monthly cap once, in digits; a later month's tally in words is
    the distractor."""
    code, _ = subjects(c)
    w, _, _ = work(c, code)
    cap, tally = counts(c, 2)
    unit = UNITS[code]
    src = c.event(
        "decision",
        f"DECISION ({code}): the {w} is capped at {cap} {unit} a month. Revisit only if the "
        "board asks.",
        label="decision note",
        kind="document",
        trust=0.9,
        after=mins(0),
        session="k",
    )
    _bury(
        c,
        code,
        w,
        [
            f"{code} {w}: {words(tally)} {unit} last month, under the cap as usual",
            f"reminder the {code} cap from the decision note still stands",
        ],
    )
    _ask(
        c,
        c.pick(
            [
                f"What monthly cap did we fix for the {code} {w}?",
                f"How many {unit} a month is the {code} {w} allowed?",
            ]
        ),
    )
    c.expect([str(cap)], [src], forbidden=[words(tally)])


def where_the_spares_live(c: Case) -> None:
    """An inventory row places the spares once; later a neighbouring item moves somewhere
    else."""
    code, _ = subjects(c)
    w1, w2, _ = work(c, code)
    place, place2 = two(c, PLACES)
    src = c.event(
        "inventory",
        f"item;subject;location\nspares for {w1};{code};{place}",
        label="inventory export",
        kind="file",
        trust=0.9,
        after=mins(0),
        session="k",
    )
    _bury(
        c,
        code,
        w1,
        [
            f"moved the {code} {w2} kit to {place2} to free up space",
            f"{code} {w1} spares — still where they always were, right?",
        ],
    )
    _ask(
        c,
        c.pick(
            [
                f"Where are the spares for the {code} {w1} kept?",
                f"Remind me where {code} keeps its {w1} spares.",
            ]
        ),
    )
    c.expect([place], [src], forbidden=[place2])


def the_account_number(c: Case) -> None:
    """A supplier's welcome mail gives an account number once; a later quote reference is
    the distractor."""
    code, _ = subjects(c)
    w, _, _ = work(c, code)
    acct = f"{c.rng.randrange(100, 999)}-{c.rng.randrange(1000, 9999)}"
    quote = f"Q{c.rng.randrange(10000, 99999)}"
    src = c.event(
        "welcome",
        f"Welcome aboard! Your account number for {code} orders is {acct}. Please quote it "
        f"on every {w} order.",
        label="supplier e-mail",
        kind="email",
        trust=0.85,
        after=mins(0),
        session="k",
    )
    _bury(
        c,
        code,
        w,
        [
            f"supplier sent a new {code} quote, ref {quote}, filed it",
            f"pls use the {code} account number, not your own card",
        ],
    )
    _ask(
        c,
        c.pick(
            [
                f"What is our account number with the {code} supplier?",
                f"Which account number goes on {code} {w} orders?",
            ]
        ),
    )
    c.expect([acct], [src], forbidden=[quote])
