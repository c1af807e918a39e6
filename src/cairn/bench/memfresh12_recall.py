"""The six-month templates of ``fresh12``: a fact of one piece of work stated once, then buried
under months of later messages about the same subject (``bury``), asked 200 to 259 days later.

The later messages name the subject and its work but state no value; one later message states
a neighbouring value (a brochure from another firm, an idea never adopted, a cover for another
piece of work, a month's usage, another day asked for), the distractor.
"""

from __future__ import annotations

from cairn.bench.memfresh12_pools import CODES, FACETS, PEOPLE, SUPPLIERS, UNITS, WEEKDAYS, counts
from cairn.bench.memgen import Case
from cairn.bench.memset import choose, days, mins, sample

NOISE: tuple[str, ...] = (
    "{code} standup: {facet} on track, nothing blocking",
    "{p}: {code} {facet} went fine today",
    "{code} weekly: no change to the {facet} plan",
    "reminder: {code} {facet} retro moved, same room",
    "{p}: anyone looked at the {code} {facet} dashboard lately? looks quiet",
    "{code} {facet}: closed the loop with finance",
    "{p}: reworded the {code} {facet} checklist, shout if it reads oddly",
    "{code}: {facet} notes tidied up, dead links fixed",
    "{p}: {code} {facet} was slow this morning but caught up by lunch",
    "{code} ops review: {facet} green again",
    "{p}: thanks all for the push on {code} {facet}",
    "{code} {facet} doc moved to the shared drive",
    "{p}: new starter shadowing the {code} {facet} this week",
    "{code} {facet}: audit questions answered, nothing outstanding",
)
ASKED_AFTER = (200, 260)  # days from the fact to the question


def bury(c: Case, code: str, keep_out: set[str], n: int = 9) -> None:
    """``n`` later messages about ``code`` (none naming a person of ``keep_out``), spread over
    the 20 to 175 days after the fact."""
    people = [p for p in PEOPLE if p not in keep_out]
    for i, text in enumerate(sample(c, NOISE, n)):
        c.event(
            f"n{i}",
            text.format(code=code, facet=choose(c, FACETS[code]), p=choose(c, people)),
            label="chat message",
            kind="chat",
            trust=0.6,
            after=days(c.rng.uniform(20, 175)),
            session=f"s{i + 2}",
        )


def supplier_signed_in_spring(c: Case) -> None:
    """A supplier signed for a piece of work; months later another firm's brochure for another
    piece of work is parked. Asked which firm was signed."""
    code = choose(c, CODES)
    facet, facet2 = sample(c, FACETS[code], 2)
    firm, parked = sample(c, SUPPLIERS, 2)
    signer, parker = sample(c, PEOPLE, 2)
    fact = c.event(
        "fact",
        choose(
            c,
            (
                f"From: {signer}\nSubject: {code} {facet} contract\n\nSigned with {firm} today"
                " for the two-year term.",
                f"{signer}: contract's done, {firm} is our {code} {facet} supplier",
            ),
        ),
        label="e-mail",
        kind="email",
        trust=0.85,
        after=mins(0),
        session="s1",
    )
    bury(c, code, {signer, parker})
    c.event(
        "dis",
        f"{parker}: {parked} sent a brochure for the {code} {facet2}, parked it for now",
        label="chat message",
        kind="chat",
        trust=0.6,
        after=days(c.rng.uniform(120, 170)),
        session="s20",
    )
    c.ask(
        choose(
            c,
            (
                f"Back at the start, which supplier did {code} sign for the {facet}?",
                f"Who supplies the {code} {facet} under the contract we signed?",
            ),
        ),
        after=days(c.rng.randrange(*ASKED_AFTER)),
    )
    c.expect([firm], [fact], forbidden=[parked])


DECISIONS: tuple[str, ...] = (
    "a two-person check",
    "a nightly batch",
    "a rolling window",
    "a paper logbook",
    "a weekly cut-over",
    "a shared spreadsheet",
)


def decision_record_from_kickoff(c: Case) -> None:
    """A decision record settles how a piece of work is done; months later someone floats
    another way, never adopted. Asked what the record settled on."""
    code = choose(c, CODES)
    facet = choose(c, FACETS[code])
    chosen, floated = sample(c, DECISIONS, 2)
    author, dreamer = sample(c, PEOPLE, 2)
    number = c.rng.randrange(11, 60)
    fact = c.event(
        "adr",
        f"Decision {number} ({code}): the {facet} is done with {chosen}. Status: accepted."
        f" Author: {author}",
        label="decision record",
        kind="document",
        trust=0.9,
        after=mins(0),
        session="s1",
    )
    bury(c, code, {author, dreamer})
    c.event(
        "dis",
        f"{dreamer}: could we try {floated} for the {code} {facet}? just thinking out loud",
        label="chat message",
        kind="chat",
        trust=0.5,
        after=days(c.rng.uniform(120, 170)),
        session="s20",
    )
    c.ask(
        choose(
            c,
            (
                f"What did the original {code} decision record settle on for the {facet}?",
                f"How was the {code} {facet} meant to be done, per the decision we accepted?",
            ),
        ),
        after=days(c.rng.randrange(*ASKED_AFTER)),
    )
    c.expect([chosen], [fact], forbidden=[floated])


def key_holder_on_the_contact_sheet(c: Case) -> None:
    """A contact sheet names the key holder of a piece of work; months later a colleague covers
    another piece of work. Asked who the key holder is."""
    code = choose(c, CODES)
    facet, facet2 = sample(c, FACETS[code], 2)
    holder, cover = sample(c, PEOPLE, 2)
    ext = c.rng.randrange(2100, 7999)
    fact = c.event(
        "sheet",
        f"Contact sheet, {code}\n{facet} key holder: {holder} (ext {ext})",
        label="contact sheet",
        kind="document",
        trust=0.9,
        after=mins(0),
        session="s1",
    )
    bury(c, code, {holder, cover})
    c.event(
        "dis",
        f"{cover} is covering the {code} {facet2} while the usual person is on leave",
        label="chat message",
        kind="chat",
        trust=0.6,
        after=days(c.rng.uniform(120, 170)),
        session="s20",
    )
    c.ask(
        choose(
            c,
            (
                f"Who is the key holder for the {code} {facet} on the contact sheet?",
                f"Who do I call for the {code} {facet} keys?",
            ),
        ),
        after=days(c.rng.randrange(*ASKED_AFTER)),
    )
    c.expect([holder], [fact], forbidden=[cover])


def quota_agreed_with_finance(c: Case) -> None:
    """A monthly quota agreed for a piece of work; months later a month's usage so far is
    posted. Asked for the agreed quota."""
    code = choose(c, CODES)
    facet = choose(c, FACETS[code])
    quota, used = counts(c.rng, 2)
    unit = UNITS[code]
    fact = c.event(
        "quota",
        choose(
            c,
            (
                f"{code} {facet} quota agreed with finance: {quota} {unit} a month.",
                f"quota.{code.lower()}.monthly_{unit} = {quota}  # agreed with finance",
            ),
        ),
        label="budget note",
        kind="document",
        trust=0.9,
        after=mins(0),
        session="s1",
    )
    bury(c, code, set())
    c.event(
        "dis",
        f"{code} {facet} usage so far this month: {used} {unit}",
        label="usage report",
        kind="report",
        trust=0.8,
        after=days(c.rng.uniform(120, 170)),
        session="s20",
    )
    c.ask(
        choose(
            c,
            (
                f"What monthly quota was agreed for the {code} {facet}?",
                f"How many {unit} a month is the {code} {facet} allowed, as agreed?",
            ),
        ),
        after=days(c.rng.randrange(*ASKED_AFTER)),
    )
    c.expect([str(quota)], [fact], forbidden=[str(used)])


def weekday_set_at_kickoff(c: Case) -> None:
    """Kickoff minutes set the day of the week a piece of work runs; months later someone asks
    to move another piece of work to another day. Asked which day was set."""
    code = choose(c, CODES)
    facet, facet2 = sample(c, FACETS[code], 2)
    day, other_day = sample(c, WEEKDAYS, 2)
    asker = choose(c, PEOPLE)
    fact = c.event(
        "kick",
        f"{code} kickoff minutes\n- the {facet} runs every {day} from now on\n- owners to"
        " confirm by mail",
        label="meeting minutes",
        kind="document",
        trust=0.9,
        after=mins(0),
        session="s1",
    )
    bury(c, code, {asker})
    c.event(
        "dis",
        f"{asker}: could the {code} {facet2} move to {other_day}? clashes with deliveries",
        label="chat message",
        kind="chat",
        trust=0.5,
        after=days(c.rng.uniform(120, 170)),
        session="s20",
    )
    c.ask(
        choose(
            c,
            (
                f"Which day of the week was the {code} {facet} set to run on at kickoff?",
                f"On what weekday does the {code} {facet} run?",
            ),
        ),
        after=days(c.rng.randrange(*ASKED_AFTER)),
    )
    c.expect([day], [fact], forbidden=[other_day])
