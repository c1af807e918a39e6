"""`fresh48` six-month recall templates: a fact is said within a case's first two days and
asked about some seven months later, under nine to eleven team chat lines about the subject.
Uncited events say another subject's value in the same frame and a near miss in a side chat
line (a plan that was dropped, a sibling reference, a count only needed if something
happened, a proofreader, a fallback place)."""

from __future__ import annotations

from cairn.bench.memfresh48_pools import (
    PICNIC_SPOTS,
    REGIONS,
    Subject,
    counts,
    dates,
    early,
    other,
    people,
    refs,
    say,
    subject,
    team_chat,
    turn,
    words,
)
from cairn.bench.memgen import Case, Template
from cairn.bench.memset import days

# a text, its label and its source kind
Said = tuple[str, str, str]


def _write(
    c: Case,
    s: Subject,
    cited: Said,
    rival: Said,
    near: Said,
    answer: str,
    forbidden: list[str],
    question: str,
) -> None:
    fact = say(c, "fact", *cited, early(c), "s1")
    say(c, "rival", *rival, early(c, 30) + days(1), "s2")
    say(c, "near", *near, days(c.rng.uniform(5, 40)), "side")
    team_chat(c, s, c.rng.randint(9, 11), days(3), 195)
    c.ask(question, after=days(c.rng.uniform(207, 224)))
    c.expect([answer], [fact], forbidden=forbidden)


def cert_expiry_or_gala_date(c: Case) -> None:
    """When a service's TLS certificate runs out, or the date of a group's charity gala; the
    side chat line names a date that was pencilled in and dropped."""
    s = subject(c)
    o = other(c, s)
    d, rival, dropped = dates(c, 3)
    if s.software:
        cited = (f"The {s.code} TLS certificate runs out on {d}.", "certs doc", "doc")
        rival_said = (f"The {o.code} TLS certificate runs out on {rival}.", "certs doc", "doc")
        near = (
            f"we pencilled in an early {s.code} cert renewal for {dropped}, then dropped the idea",
            "side chat",
            "chat",
        )
        question = (
            f"On what date does {s.code}'s TLS certificate expire?"
            if turn(c) == 0
            else f"When does the {s.code} certificate run out?"
        )
    else:
        cited = (f"The {s.code} charity gala is on {d}.", "committee notes", "doc")
        rival_said = (f"The {o.code} charity gala is on {rival}.", "committee notes", "doc")
        near = (
            f"{dropped} was held provisionally for the {s.code} gala until the venue fell through",
            "side chat",
            "chat",
        )
        question = (
            f"What is the date of {s.code}'s charity gala?"
            if turn(c) == 0
            else f"On which date is the {s.code} charity gala?"
        )
    _write(c, s, cited, rival_said, near, d, [rival, dropped], question)


def postmortem_ref_or_charity_number(c: Case) -> None:
    """Under which reference a service's outage postmortem is filed, or a group's registered
    charity number; the side chat line gives a sibling reference (the incident ticket, the old
    affiliation number)."""
    s = subject(c)
    o = other(c, s)
    if s.software:
        ref, rival = refs(c, 2, "pm")
        (sib,) = refs(c, 1, "inc")
        cited = (f"The {s.code} outage postmortem is filed as {ref}.", "postmortems index", "doc")
        rival_said = (
            f"The {o.code} outage postmortem is filed as {rival}.",
            "postmortems index",
            "doc",
        )
        near = (
            f"the {s.code} outage itself was tracked in ticket {sib} while it was going on",
            "side chat",
            "chat",
        )
        question = (
            f"Under which reference is the {s.code} outage postmortem filed?"
            if turn(c) == 0
            else f"What reference was {s.code}'s outage postmortem filed under?"
        )
    else:
        ref, rival, sib = (str(n) for n in c.rng.sample(range(1_100_000, 1_199_999), 3))
        cited = (f"{s.code} is registered charity number {ref}.", "constitution", "doc")
        rival_said = (f"{o.code} is registered charity number {rival}.", "constitution", "doc")
        near = (
            f"{s.code}'s old county affiliation number was {sib}, nothing to do with the charity",
            "side chat",
            "chat",
        )
        question = (
            f"What is {s.code}'s registered charity number?"
            if turn(c) == 0
            else f"Under which charity number is {s.code} registered?"
        )
    _write(c, s, cited, rival_said, near, ref, [rival, sib], question)


def max_connections_or_hamper_count(c: Case) -> None:
    """How many connections a service's database allows, or how many Christmas hampers a group
    packed; the side chat line gives a count only needed if something had happened, in the
    other form."""
    s = subject(c)
    o = other(c, s)
    n, rival, cond = counts(c, 3)
    digits = turn(c) == 0
    answer = str(n) if digits else words(n)
    cond_said = words(cond) if digits else str(cond)
    if s.software:
        if digits:
            cited = (f"# {s.code}\nmax_connections = {n}", "postgresql.conf", "file")
        else:
            cited = (
                f"{s.code} database notes: the server allows {answer} connections at most.",
                "database notes",
                "doc",
            )
        rival_said = (f"# {o.code}\nmax_connections = {rival}", "postgresql.conf", "file")
        near = (
            f"if {s.code} ever opened a second region we'd want {cond_said} connections",
            "side chat",
            "chat",
        )
        question = (
            f"How many connections does {s.code}'s database allow at most?"
            if digits
            else f"What is the connection limit on {s.code}'s database?"
        )
    else:
        if digits:
            cited = (f"{s.code} Christmas hampers: {n} packed for delivery.", "hamper list", "doc")
        else:
            cited = (
                f"Text from the organiser: {s.code} packed {answer} Christmas hampers.",
                "organiser's text",
                "message",
            )
        rival_said = (
            f"{o.code} Christmas hampers: {rival} packed for delivery.",
            "hamper list",
            "doc",
        )
        near = (
            f"had the {s.code} hamper grant come through we'd have done {cond_said}",
            "side chat",
            "chat",
        )
        question = (
            f"How many Christmas hampers did {s.code} pack?"
            if digits
            else f"How many hampers did {s.code} put together for Christmas?"
        )
    _write(c, s, cited, rival_said, near, answer, [str(rival), cond_said], question)


def runbook_author_or_trophy_engraver(c: Case) -> None:
    """Who wrote a service's failover runbook, or who engraved a group's cup; the side chat
    line names someone who only proofread it or only polished it."""
    s = subject(c)
    o = other(c, s)
    a, rival, q = people(c, 3)
    if s.software:
        cited = (f"{s.code} failover runbook, written by {a}.", "wiki", "doc")
        rival_said = (f"{o.code} failover runbook, written by {rival}.", "wiki", "doc")
        near = (f"{q} only proofread the {s.code} failover runbook", "side chat", "chat")
        question = (
            f"Who wrote {s.code}'s failover runbook?"
            if turn(c) == 0
            else f"Who is the author of the {s.code} failover runbook?"
        )
    else:
        cited = (f"{s.code}'s cup was engraved by {a}, free of charge.", "club notes", "doc")
        rival_said = (
            f"{o.code}'s cup was engraved by {rival}, free of charge.",
            "club notes",
            "doc",
        )
        near = (f"{q} only polished the {s.code} cup before the photos", "side chat", "chat")
        question = (
            f"Who engraved {s.code}'s cup?"
            if turn(c) == 0
            else f"Which person did the engraving on the {s.code} cup?"
        )
    _write(c, s, cited, rival_said, near, a, [rival, q], question)


def cloud_region_or_picnic_site(c: Case) -> None:
    """Which cloud region a service runs in, or where a group's summer picnic is held; the side
    chat line names the disaster recovery region or the wet-weather place."""
    s = subject(c)
    o = other(c, s)
    if s.software:
        r, rival, sib = c.rng.sample(list(REGIONS), 3)
        if turn(c) == 0:
            cited = (
                f'# {s.code}\nprovider "aws" {{\n  region = "{r}"\n}}',
                "main.tf",
                "file",
            )
        else:
            cited = (f"{s.code} runs in {r}.", "architecture notes", "doc")
        rival_said = (f'# {o.code}\nprovider "aws" {{\n  region = "{rival}"\n}}', "main.tf", "file")
        near = (f"{s.code}'s disaster recovery copy sits in {sib}", "side chat", "chat")
        question = (
            f"Which cloud region does {s.code} run in?"
            if turn(c) == 0
            else f"In what region is {s.code} hosted?"
        )
    else:
        r, rival, sib = c.rng.sample(list(PICNIC_SPOTS), 3)
        cited = (f"{s.code} summer picnic: {r}, from noon.", "summer letter", "doc")
        rival_said = (f"{o.code} summer picnic: {rival}, from noon.", "summer letter", "doc")
        near = (f"if it rains, the {s.code} picnic moves to {sib}", "side chat", "chat")
        question = (
            f"Where is {s.code}'s summer picnic held?"
            if turn(c) == 0
            else f"Where does {s.code} have its summer picnic?"
        )
    _write(c, s, cited, rival_said, near, r, [rival, sib], question)


TEMPLATES: tuple[Template, ...] = (
    cert_expiry_or_gala_date,
    postmortem_ref_or_charity_number,
    max_connections_or_hamper_count,
    runbook_author_or_trophy_engraver,
    cloud_region_or_picnic_site,
)
