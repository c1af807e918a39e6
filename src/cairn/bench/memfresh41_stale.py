"""The stale-belief templates of `fresh41`: an old value said in a document and repeated in a
member's message, another subject's value in the document's frame, and the member's own casual
correction, said last, that never repeats the value it replaces and carries no ``supersedes``.
In one wording the question names the old value; in the other it asks for the value now."""

from __future__ import annotations

from cairn.bench import memfresh41_pools as P
from cairn.bench.memgen import Case
from cairn.bench.memset import choose, days


def _write(
    c: Case,
    s: P.Subject,
    o: P.Subject,
    values: tuple[str, str, str],
    doc: tuple[str, str],
    texts: tuple[str, str, str],
    asks: tuple[str, str],
) -> None:
    """``values`` are the old, the new and the other subject's value; ``doc`` the document's
    frame and label; ``texts`` the member's repeat and the two wordings of the correction;
    ``asks`` the two wordings of the question."""
    old, new, dist = values
    taken = set(values)
    member = choose(c, [p for p in P.PEOPLE if p not in taken])
    frame, label = doc
    said_by = f"message from {member}"
    P.ev(c, "doc", frame.format(k=s.code, v=old), label, P.when(c, 0, 3), "a")
    P.ev(c, "doc-other", frame.format(k=o.code, v=dist), label, P.when(c, 0, 3), "a")
    P.ev(c, "repeat", texts[0].format(k=s.code, v=old), said_by, P.when(c, 4, 7), "b")
    fix_text = texts[1 + P.turn(c)].format(k=s.code, v=new)
    fix = P.ev(c, "fix", fix_text, said_by, P.when(c, 10, 12), "c")
    c.ask(asks[P.turn(c)], after=days(14), session="q")
    c.expect([new], [fix], forbidden=[old, dist])


def snapshot_count_or_trip_places(c: Case) -> None:
    """Stale belief: how many nightly snapshots a service keeps, or how many places a group has
    on its coast trip, replaced by a count in the other form."""
    s = P.subject(c, 0)
    (o,) = P.others(c, s, 1)
    ov, nv, dv = P.counts(c, 3)
    sp = P.spelled(c)
    old, new, dist = P.say(ov, sp), P.say(nv, not sp), P.say(dv, not sp)
    k = s.code
    if s.software:
        doc = ("Backup policy: {k} keeps {v} nightly snapshots.", "backup policy")
        texts = (
            "{k} keeps {v} snapshots, so there is plenty to roll back to",
            "Correction: {k} now keeps {v} nightly snapshots.",
            "Update: {k} holds on to {v} snapshots these days.",
        )
        asks = (
            f"Does {k} still keep {old} nightly snapshots?",
            f"How many nightly snapshots does {k} hold on to now?",
        )
    else:
        doc = ("Trip sheet: {k} has {v} places on the coast trip.", "trip sheet")
        texts = (
            "{k} has {v} places on the coast trip, sign up quick",
            "Small change: {k} gets {v} places on the coast trip now.",
            "Let's go with {v} places on the coast trip for {k} instead.",
        )
        asks = (
            f"Are there still {old} places on the {k} coast trip?",
            f"How many places are there on the {k} coast trip now?",
        )
    _write(c, s, o, (old, new, dist), doc, texts, asks)


def tech_lead_or_chair(c: Case) -> None:
    """Stale belief: a service's tech lead or a group's chair, replaced by someone else."""
    s = P.subject(c, 6)
    (o,) = P.others(c, s, 1)
    old, new, dist = P.people(c, 3)
    k = s.code
    if s.software:
        doc = ("Team page: {v} is tech lead for {k}.", "team page")
        texts = (
            "ask {v}, they are the {k} tech lead",
            "Update: {v} has taken over as {k} tech lead.",
            "Ignore my last — {k}'s tech lead is {v} now.",
        )
        asks = (
            f"Is {old} still the tech lead for {k}?",
            f"If {k} needs a technical decision, who makes it now?",
        )
    else:
        doc = ("AGM minutes: {v} was elected {k} chair.", "AGM minutes")
        texts = (
            "{v} chairs {k}, so put it on the agenda with them",
            "Correction: {v} is {k} chair from now on.",
            "Small change: {k} meetings are chaired by {v} now.",
        )
        asks = (f"Is {old} still chair of {k}?", f"Who runs the {k} meetings now?")
    _write(c, s, o, (old, new, dist), doc, texts, asks)


def php_pin_or_finish_time(c: Case) -> None:
    """Stale belief: the PHP release a service runs on, or the time a group's sessions finish,
    changed."""
    s = P.subject(c, 12)
    (o,) = P.others(c, s, 1)
    k = s.code
    if s.software:
        old, new, dist = P.pick(c, P.PHP, 3)
        doc = ("Setup guide: {k} runs on {v}.", "setup guide")
        texts = (
            "{k} is on {v}, so no new syntax yet",
            "Update: {k} moves to {v}.",
            "Let's go with {v} for {k} instead.",
        )
        asks = (f"Is {k} still on {old}?", f"Which PHP release does {k} run on now?")
    else:
        old, new, dist = P.clocks(c, 3)
        doc = ("Term card: {k} sessions finish at {v}.", "term card")
        texts = (
            "{k} finishes at {v}, so the last bus is fine",
            "Small change: {k} sessions now finish at {v}.",
            "Correction: {k} finishes at {v} from next week.",
        )
        asks = (f"Do {k} sessions still finish at {old}?", f"What time do {k} sessions wrap up now?")  # fmt: skip
    _write(c, s, o, (old, new, dist), doc, texts, asks)


def default_currency_or_drop_off_point(c: Case) -> None:
    """Stale belief: the currency a service bills in by default, or the place a group's gear goes
    back to after a session, moved."""
    s = P.subject(c, 18)
    (o,) = P.others(c, s, 1)
    k = s.code
    if s.software:
        old, new, dist = P.pick(c, P.CURRENCIES, 3)
        doc = ("# {k}\n[billing]\ndefault_currency = {v}", "billing.ini")
        texts = (
            "{k} bills in {v} by default, remember that in the demo",
            "Update: the {k} default currency is {v} now.",
            "Ignore my last — {k} bills in {v} by default from now on.",
        )
        asks = (f"Does {k} still default to {old}?", f"Which currency does {k} bill in by default now?")  # fmt: skip
    else:
        (old, new), dist = s.places, o.places[0]
        doc = ("Handbook: after {k} sessions the gear goes back to {v}.", "handbook")
        texts = (
            "{k} gear goes back to {v}, don't leave it in the car",
            "Correction: {k} gear now goes back to {v}.",
            "Let's go with {v} for the {k} gear drop-off from now on.",
        )
        asks = (f"Does {k} gear still go back to {old}?", f"Where does {k} gear go after a session now?")  # fmt: skip
    _write(c, s, o, (old, new, dist), doc, texts, asks)


def dependency_update_day_or_litter_pick(c: Case) -> None:
    """Stale belief: the day a service takes its dependency updates, or the day of a group's
    litter pick, moved."""
    s = P.subject(c, 4)
    (o,) = P.others(c, s, 1)
    old, new, dist = P.pick(c, P.WEEKDAYS, 3)
    k = s.code
    if s.software:
        doc = ("Ops calendar: {k} dependency updates land on {v}.", "ops calendar")
        texts = (
            "{k} dependency updates are on {v}, so hold your merges",
            "Small change: {k} dependency updates move to {v}.",
            "Update: {k} takes dependency updates on {v} from now on.",
        )
        asks = (f"Do {k} dependency updates still land on {old}?", f"Which day do {k} dependency updates land now?")  # fmt: skip
    else:
        doc = ("Club calendar: the {k} litter pick is on {v}.", "club calendar")
        texts = (
            "the {k} litter pick is {v}, bring gloves",
            "Correction: the {k} litter pick moves to {v}.",
            "Let's go with {v} for the {k} litter pick instead.",
        )
        asks = (f"Is the {k} litter pick still on {old}?", f"Which day is the {k} litter pick now?")
    _write(c, s, o, (old, new, dist), doc, texts, asks)


TEMPLATES = (
    snapshot_count_or_trip_places,
    tech_lead_or_chair,
    php_pin_or_finish_time,
    default_currency_or_drop_off_point,
    dependency_update_day_or_litter_pick,
)
