"""The provenance templates of `fresh43`: each asks one fact of a subject that a cited source
states, beside another subject's value in the same frame and a near miss (a value said once, as
a favour, hedged, floated or scoped to something else). A template writes a software face and a
hobby face of its relation, chosen by the subject it asks about."""

from __future__ import annotations

from cairn.bench.memfresh43_pools import (
    amounts,
    at,
    counts,
    ev,
    other,
    people,
    subject,
    turn,
    words,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import days, sample

COLOURS = ("teal", "maroon", "mustard", "lilac", "charcoal", "tangerine", "cobalt", "olive")
REGIONS = ("eu-north-1", "eu-south-2", "ap-east-1", "ca-west-1", "sa-east-1", "me-central-1")


def escalation_lead_or_kit_manager(c: Case) -> None:
    """Who a service's incidents escalate to, or who manages a group's kit: the cited source
    names the holder (once after someone first named), beside another subject's holder and
    someone who stood in just once."""
    s, tw = subject(c), turn(c)
    o = other(c, s)
    a, x, b, m = people(c, 4)
    if s.software:
        cited = (
            f"{s.code} on-call handbook: {x} was named at first, but after the rota shuffle "
            f"it passed to {a}, who is the escalation lead now"
            if tw == 0
            else f"{s.code} on-call handbook: incidents escalate to {a}, the escalation lead"
        )
        ev(c, "f", cited, "on-call handbook", "doc", at(c, 0, 2))
        ev(c, "d", f"{o.code} on-call handbook: incidents escalate to {b}, the escalation lead",
           "on-call handbook", "doc", at(c, 0, 3))  # fmt: skip
        ev(c, "n", f"{m} took the {s.code} escalation calls for one night while the lead was "
           "at a wedding, just the once", "ops chat", "chat", at(c, 2, 4))  # fmt: skip
        c.ask(f"If a {s.code} incident needs escalating, whose phone should ring?", after=days(6))
    else:
        cited = (
            f"{s.code} committee notes: {x} volunteered to be kit manager, but {a} already "
            f"had the van, so {a} took the role"
            if tw == 0
            else f"{s.code} club handbook: kit manager is {a}"
        )
        ev(c, "f", cited, "committee notes" if tw == 0 else "club handbook", "doc", at(c, 0, 2))
        ev(c, "d", f"{o.code} club handbook: kit manager is {b}", "club handbook", "doc",
           at(c, 0, 3))  # fmt: skip
        ev(c, "n", f"{m} washed the {s.code} bibs once as a favour after the cup game",
           "group chat", "chat", at(c, 2, 4))  # fmt: skip
        c.ask(f"Who looks after the {s.code} kit bags and bibs these days?", after=days(6))
    c.expect([a], [f"{c.case_id}-f"], forbidden=[b, m])


def queue_depth_or_hall_capacity(c: Case) -> None:
    """How many jobs a service's queue holds before it sheds load, or how many people a group's
    concert hall admits: the cited count, another subject's in the other form, and a wished-for
    one."""
    s, tw = subject(c), turn(c)
    o = other(c, s)
    a, b, w = counts(c, 3)
    if s.software:
        cited = (
            f"# {s.code}\nqueue:\n  max_depth: {a}"
            if tw == 0
            else f"{s.code} platform notes: the queue holds at most {words(a)} jobs, then new "
            "work is refused"
        )
        ans = str(a) if tw == 0 else words(a)
        ev(c, "f", cited, "queue.yaml" if tw == 0 else "platform notes", "file", at(c, 0, 2))
        other_b = words(b) if tw == 0 else str(b)
        ev(c, "d", f"{o.code} platform notes: the queue holds at most {other_b} jobs, then new "
           "work is refused", "platform notes", "doc", at(c, 0, 3))  # fmt: skip
        wish = words(w) if tw == 0 else str(w)
        ev(c, "n", f"{s.code} could hold {wish} jobs if we doubled the box, wishful thinking",
           "eng chat", "chat", at(c, 2, 4))  # fmt: skip
        c.ask(f"How many jobs can pile up in the {s.code} queue before it starts turning work "
              "away?", after=days(6))  # fmt: skip
    else:
        ans = str(a) if tw == 0 else words(a)
        ev(c, "f", f"{s.code} venue sheet: the hall is licensed for {ans} people at a concert",
           "venue sheet", "doc", at(c, 0, 2))  # fmt: skip
        other_b = words(b) if tw == 0 else str(b)
        ev(c, "d", f"{o.code} venue sheet: the hall is licensed for {other_b} people at a "
           "concert", "venue sheet", "doc", at(c, 0, 3))  # fmt: skip
        wish = words(w) if tw == 0 else str(w)
        ev(c, "n", f"we could squeeze {wish} into the {s.code} hall if the balcony reopened, "
           "dream on", "group chat", "chat", at(c, 2, 4))  # fmt: skip
        c.ask(f"What's the most people allowed in the room for a {s.code} concert?",
              after=days(6))  # fmt: skip
    c.expect([ans], [f"{c.case_id}-f"], forbidden=[other_b, wish])


def mail_port_or_tour_fee(c: Case) -> None:
    """The port a service hands its outgoing mail to, or what a group's summer tour costs a
    player: the cited value, another subject's, and one only wondered about or rumoured."""
    s, tw = subject(c), turn(c)
    o = other(c, s)
    if s.software:
        p, q, r = (str(v) for v in sample(c, range(2501, 9899), 3))
        cited = (
            f"# {s.code}\nSMTP_PORT={p}"
            if tw == 0
            else f"{s.code} mail notes: outbound mail leaves on port {p}"
        )
        ev(c, "f", cited, "mail.env" if tw == 0 else "mail notes", "file", at(c, 0, 2))
        ev(c, "d", f"{o.code} mail notes: outbound mail leaves on port {q}", "mail notes",
           "doc", at(c, 0, 3))  # fmt: skip
        ev(c, "n", f"maybe {s.code} should send mail through {r} instead? just wondering",
           "infra chat", "chat", at(c, 2, 4))  # fmt: skip
        c.ask(f"Which port does {s.code} give its outgoing email to?", after=days(6))
        c.expect([p], [f"{c.case_id}-f"], forbidden=[q, r])
        return
    p, q, r = amounts(c, 3)
    cited = (
        f"{s.code} tour sheet: the summer tour is £{p} per player"
        if tw == 0
        else f"{s.code} treasurer's note: each player owes £{p} for the summer tour, deposit "
        "included"
    )
    ev(c, "f", cited, "tour sheet" if tw == 0 else "treasurer's note", "doc", at(c, 0, 2))
    ev(c, "d", f"{o.code} tour sheet: the summer tour is £{q} per player", "tour sheet", "doc",
       at(c, 0, 3))  # fmt: skip
    ev(c, "n", f"heard the {s.code} tour might be £{r} now, no idea if that's real",
       "side chat", "chat", at(c, 2, 4))  # fmt: skip
    c.ask(f"What does a place on the {s.code} summer tour set each player back?", after=days(6))
    c.expect([f"£{p}"], [f"{c.case_id}-f"], forbidden=[f"£{q}", f"£{r}"])


def serving_region_or_home_colour(c: Case) -> None:
    """The cloud region a service serves production from, or the colour a group wears at home:
    the cited value, another subject's, and one said only of the landing pages or the training
    tops."""
    s, tw = subject(c), turn(c)
    o = other(c, s)
    if s.software:
        a, b, m, dr = sample(c, REGIONS, 4)
        cited = (
            f'# {s.code}\n[deploy]\nregion = "{a}"'
            if tw == 0
            else f"{s.code} infra review: production runs in {a}; {dr} only holds the "
            "disaster-recovery standby"
        )
        ev(c, "f", cited, "deploy.toml" if tw == 0 else "infra review", "file", at(c, 0, 2))
        ev(c, "d", f'# {o.code}\n[deploy]\nregion = "{b}"', "deploy.toml", "file", at(c, 0, 3))
        ev(c, "n", f"the {s.code} landing pages are hosted in {m}, just the marketing bits",
           "infra chat", "chat", at(c, 2, 4))  # fmt: skip
        c.ask(f"Which cloud region is {s.code} serving its real customers from?", after=days(6))
    else:
        a, b, m = sample(c, COLOURS, 3)
        cited = (
            f"{s.code} club handbook: home shirts are {a}"
            if tw == 0
            else f"{s.code} kit page: at home the team turns out in {a}, socks and all"
        )
        ev(c, "f", cited, "club handbook" if tw == 0 else "kit page", "doc", at(c, 0, 2))
        ev(c, "d", f"{o.code} club handbook: home shirts are {b}", "club handbook", "doc",
           at(c, 0, 3))  # fmt: skip
        ev(c, "n", f"the {s.code} training tops are {m}, not the match shirts", "group chat",
           "chat", at(c, 2, 4))  # fmt: skip
        c.ask(f"What colour does {s.code} play in when it hosts a match?", after=days(6))
    c.expect([a], [f"{c.case_id}-f"], forbidden=[b, m])


def migration_pair_or_door_pair(c: Case) -> None:
    """Who runs a service's database migrations and who approves them, or who sets out a
    group's chairs and who takes the door money: a table row or notes, another subject's pair,
    and someone who did it once."""
    s, tw = subject(c), turn(c)
    o = other(c, s)
    a1, a2, b1, b2, m = people(c, 5)
    if s.software:
        head = "| service | runs migrations | approves them |\n|---|---|---|"
        cited = (
            f"{head}\n| {s.code} | {a1} | {a2} |"
            if tw == 0
            else f"{s.code} review notes: migrations are run by {a1} and signed off by {a2}"
        )
        ev(c, "f", cited, "wiki table" if tw == 0 else "review notes", "doc", at(c, 0, 2))
        ev(c, "d", f"{head}\n| {o.code} | {b1} | {b2} |", "wiki table", "doc", at(c, 0, 3))
        ev(c, "n", f"{m} ran one {s.code} migration while the usual pair were away, one-off",
           "eng chat", "chat", at(c, 2, 4))  # fmt: skip
        c.ask(f"Who runs the {s.code} database migrations, and who approves them?",
              after=days(6))  # fmt: skip
    else:
        head = "| group | sets out chairs | takes the door |\n|---|---|---|"
        cited = (
            f"{head}\n| {s.code} | {a1} | {a2} |"
            if tw == 0
            else f"{s.code} gig notes: {a1} puts the chairs out and {a2} takes the door money"
        )
        ev(c, "f", cited, "wiki table" if tw == 0 else "gig notes", "doc", at(c, 0, 2))
        ev(c, "d", f"{head}\n| {o.code} | {b1} | {b2} |", "wiki table", "doc", at(c, 0, 3))
        ev(c, "n", f"{m} took the {s.code} door money once as a favour", "group chat", "chat",
           at(c, 2, 4))  # fmt: skip
        c.ask(f"At {s.code} gigs, who puts the chairs out and who collects at the door?",
              after=days(6))  # fmt: skip
    c.expect([a1, a2], [f"{c.case_id}-f"], forbidden=[b1, b2, m])


TEMPLATES = (
    escalation_lead_or_kit_manager,
    queue_depth_or_hall_capacity,
    mail_port_or_tour_fee,
    serving_region_or_home_colour,
    migration_pair_or_door_pair,
)
