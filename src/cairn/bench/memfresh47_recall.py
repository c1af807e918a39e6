"""The six-month recall templates of `fresh47`: one fact said in the case's first two days,
asked some seven months later under nine to eleven team chat lines about the subject (its
codename only). Another subject's value in the same frame is said apart, and so is a near miss
labelled side chat (a stand-in, a withdrawn or turned-down reference, a reminder's date, a
floated count or store)."""

from __future__ import annotations

from cairn.bench.memfresh47_pools import (
    counts,
    dates,
    lower_ref,
    mixed_ref,
    other,
    people,
    pick,
    say,
    soon,
    spelled,
    subject,
    team_chat,
    turn,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import days

Said = tuple[str, str, str]  # text, label, source kind


def _write(
    c: Case,
    *,
    fact: Said,
    rival: Said,
    near: str,
    question: str,
    answers: list[str],
    forbidden: list[str],
) -> None:
    """The fact, the rival subject's fact, the side chat near miss, the team chat, the
    question about seven months on."""
    text, label, kind = fact
    a = say(c, "a", text, label=label, kind=kind, after=soon(c, 0, 2), session="s1")
    text, label, kind = rival
    say(c, "b", text, label=label, kind=kind, after=soon(c, 0, 3), session="s2")
    say(c, "c", near, label="side chat", kind="chat", after=soon(c, 3, 40), session="s3")
    team_chat(c, subject(c), c.rng.randint(9, 11), days(10), 190)
    c.ask(question, after=soon(c, 207, 224))
    c.expect(answers, [a], forbidden=forbidden)


def dashboard_owner_or_banner_keeper(c: Case) -> None:
    """Who owns a service's dashboards or keeps a group's banner, the second of two people
    named, beside someone with a scoped role; another subject's keeper and a stand-in are said
    apart."""
    s = subject(c)
    o = other(c, s)
    first, now, scoped, rival, stand_in = people(c, 5)
    if s.software:
        if turn(c) == 0:
            text = (
                f"{first} put the {s.code} dashboards together at the start, but {now} owns them "
                f"now; {scoped} is only on the weekly digest."
            )
            question = f"Whose job is it to keep {s.code}'s dashboards in shape?"
        else:
            text = (
                f"The {s.code} dashboards belong to {now} these days. {first} built the first "
                f"version, and {scoped} just gets the digest emails."
            )
            question = f"Who looks after the {s.code} dashboards?"
        fact = (text, "team page", "document")
        riv = (f"{o.code} dashboards: {rival} owns them now.", "team page", "document")
        near = f"{stand_in} minded the {s.code} dashboards for a week in the spring, only covering"
    else:
        if turn(c) == 0:
            text = (
                f"{first} stored the {s.code} banner in a garage for years; now it hangs in "
                f"{now}'s hallway. {scoped} only irons it before parades."
            )
            question = f"Who has custody of the {s.code} banner?"
        else:
            text = (
                f"The {s.code} banner is kept by {now} nowadays; {first} had it first, and "
                f"{scoped} only mends the fringe."
            )
            question = f"Which member keeps {s.code}'s banner safe between parades?"
        fact = (text, "club notes", "document")
        riv = (f"{o.code} banner: kept by {rival}.", "club notes", "document")
        near = f"{stand_in} took the {s.code} banner home after one fete, just overnight"
    _write(
        c,
        fact=fact,
        rival=riv,
        near=near,
        question=question,
        answers=[now],
        forbidden=[rival, stand_in],
    )


def change_ref_or_grant_ref(c: Case) -> None:
    """The change request a service's database migration is logged under (lower case) or a
    group's lottery grant reference (mixed case); another subject's reference and a withdrawn or
    turned-down one are said apart."""
    s = subject(c)
    o = other(c, s)
    refs: list[str] = []
    while len(refs) < 3:
        ref = lower_ref(c, "chg") if s.software else mixed_ref(c)
        if ref.lower() not in {r.lower() for r in refs}:
            refs.append(ref)
    value, rival, near_value = refs
    if s.software:
        frame = "{} database migration is logged under change request {}."
        fact = (frame.format(s.code, value), "change log", "document")
        riv = (frame.format(o.code, rival), "change log", "document")
        near = (
            f"{s.code} had another change request, {near_value}, but it was withdrawn before review"
        )
        question = f"What was the change request reference for {s.code}'s database migration?"
    else:
        frame = "{} lottery grant application went in under reference {}."
        fact = (frame.format(s.code, value), "grants folder", "document")
        riv = (frame.format(o.code, rival), "grants folder", "document")
        near = f"{s.code}'s earlier application, {near_value}, was turned down for a missing budget line"
        question = f"Under what reference did {s.code} apply for its lottery grant?"
    _write(
        c,
        fact=fact,
        rival=riv,
        near=near,
        question=question,
        answers=[value],
        forbidden=[rival, near_value],
    )


def domain_expiry_or_anniversary_date(c: Case) -> None:
    """When a service's domain registration runs out or the date of a group's anniversary
    concert; another subject's date in the same frame and an earlier date (a reminder, a booking
    confirmation) are said apart."""
    s = subject(c)
    o = other(c, s)
    early, *later = dates(c, 3)
    value, rival = pick(c, later, 2)
    if s.software:
        frame = "{}'s domain registration runs out on {}."
        fact = (frame.format(s.code, value), "renewals list", "document")
        riv = (frame.format(o.code, rival), "renewals list", "document")
        near = f"the registrar's reminder for {s.code} was dated {early}, fyi"
        question = f"When is {s.code}'s domain due to lapse?"
    else:
        frame = "{}'s anniversary concert is on {}."
        fact = (frame.format(s.code, value), "season diary", "document")
        riv = (frame.format(o.code, rival), "season diary", "document")
        near = f"the hall confirmed the {s.code} booking on {early}"
        question = f"On what date will {s.code} hold its anniversary concert?"
    _write(
        c,
        fact=fact,
        rival=riv,
        near=near,
        question=question,
        answers=[value],
        forbidden=[rival, early],
    )


def shard_count_or_residential_signups(c: Case) -> None:
    """How many shards a service's search index has or how many members signed up for a
    group's residential weekend, in digits or words; another subject's count in the same frame
    and a floated count in the other form are said apart."""
    s = subject(c)
    o = other(c, s)
    value, rival, floated = counts(c, 3)
    words = turn(c) == 1
    form = spelled if words else str
    other_form = str if words else spelled
    if s.software:
        frame = "{}'s search index is split into {} shards."
        fact = (frame.format(s.code, form(value)), "capacity doc", "document")
        riv = (frame.format(o.code, form(rival)), "capacity doc", "document")
        near = (
            f"idle thought: {s.code} could go to {other_form(floated)} shards one day, not a plan"
        )
        question = f"Across how many shards is {s.code}'s search index spread?"
    else:
        frame = "{} had {} names down for the residential weekend."
        fact = (frame.format(s.code, form(value)), "trip letter", "document")
        riv = (frame.format(o.code, form(rival)), "trip letter", "document")
        near = f"maybe {s.code} could take {other_form(floated)} to the residential next year, just musing"
        question = f"How many {s.code} members put their names down for the residential weekend?"
    _write(
        c,
        fact=fact,
        rival=riv,
        near=near,
        question=question,
        answers=[form(value)],
        forbidden=[form(rival), other_form(floated)],
    )


def audit_bucket_or_costume_store(c: Case) -> None:
    """Which bucket holds a service's audit logs or where a group keeps its costumes; another
    subject's in the same frame and a store only suggested are said apart."""
    s = subject(c)
    o = other(c, s)
    if s.software:
        value, rival, near_value = (
            f"{s.tag}-audit-logs",
            f"{o.tag}-audit-logs",
            f"{s.tag}-audit-archive",
        )
        if turn(c) == 0:
            frame = '# {}\nresource "aws_s3_bucket" "audit" {{\n  bucket = "{}"\n}}\n'
            fact = (frame.format(s.code, value), "storage.tf", "file")
            riv = (frame.format(o.code, rival), "storage.tf", "file")
            question = f"Which bucket does {s.code} keep its audit logs in?"
        else:
            frame = "{} writes its audit trail to the {} bucket."
            fact = (frame.format(s.code, value), "storage notes", "document")
            riv = (frame.format(o.code, rival), "storage notes", "document")
            question = f"Where do {s.code}'s audit records end up?"
        near = f"we could send old {s.code} audit data to {near_value}, only a suggestion"
    else:
        value, near_value = pick(c, s.rooms, 2)
        (rival,) = pick(c, o.rooms, 1)
        frame = "{} costumes are stored in {} between shows."
        fact = (frame.format(s.code, value), "wardrobe list", "document")
        riv = (frame.format(o.code, rival), "wardrobe list", "document")
        near = f"the {s.code} costumes could move to {near_value}, only a suggestion"
        question = f"Where does {s.code} keep its costumes when there's no show on?"
    _write(
        c,
        fact=fact,
        rival=riv,
        near=near,
        question=question,
        answers=[value],
        forbidden=[rival, near_value],
    )


TEMPLATES = (
    dashboard_owner_or_banner_keeper,
    change_ref_or_grant_ref,
    domain_expiry_or_anniversary_date,
    shard_count_or_residential_signups,
    audit_bucket_or_costume_store,
)
