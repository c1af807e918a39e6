"""The provenance templates of the held-out set ``fresh17``: several sources state neighbouring
facts, and the question asks who or which record said a particular one (the answer and the
source that gave it both count). Each case holds a distractor: a person or a value that only an
uncited event states."""

from __future__ import annotations

from cairn.bench.memfresh17_pools import a, cap, counts, people, put, slug, subjects
from cairn.bench.memgen import Case
from cairn.bench.memset import choose, days, mins


def who_in_the_thread_offered_the_room(c: Case) -> None:
    """A mail asks two things; one reply (quoting the question, not its author) offers a room
    for one piece of work, another reply takes the other; someone in chat floats the other
    room. Who offered the room? The chat's author is the distractor."""
    s, other = subjects(c, 2)
    asker, offerer, taker, floater = people(c, 4)
    w1, w2, _ = s.works
    p1, p2 = s.places
    subject = f"{s.code}: {w1} and {w2} next week"
    ask = choose(
        c,
        [
            f"Who can take the {w1}, and is there a room for the {w2}?",
            f"Two things: anyone free for the {w1}? and where can we hold the {w2}?",
        ],
    )
    put(
        c,
        "ask",
        f"From: {asker}\nSubject: {subject}\n\n{ask} Need both settled by Friday.\n\nThanks",
        kind="email",
        label="mail",
        after=mins(0),
        trust=0.7,
    )
    reply = put(
        c,
        "reply",
        f"From: {offerer}\nSubject: Re: {subject}\n\n> {ask}\n\n"
        + choose(
            c,
            [
                f"{p2} is free all Thursday, I've pencilled the {w2} in there.",
                f"We can have {p2} for the {w2} - I checked the booking sheet this morning.",
            ],
        ),
        kind="email",
        label="mail reply",
        after=mins(c.rng.randint(40, 200)),
        trust=0.8,
    )
    put(
        c,
        "take",
        f"From: {taker}\nSubject: Re: {subject}\n\n> {ask}\n\nI'll take the {w1}.",
        kind="email",
        label="mail reply",
        after=mins(c.rng.randint(220, 400)),
        trust=0.8,
    )
    put(
        c,
        "float",
        f"{floater}: {s.code} people - {p1} might work for the {w2} too? not sure who has it",
        kind="chat",
        label=f"{s.channel} message",
        after=mins(c.rng.randint(30, 300)),
        session="s2",
        trust=0.5,
    )
    put(
        c,
        "other",
        f"{other.code}: the {other.works[1]} is in {other.places[0]} next week",
        kind="chat",
        label=f"{other.channel} message",
        after=days(1),
        session="s2",
        trust=0.6,
    )
    c.ask(
        choose(
            c,
            [
                f"Who in the {s.code} thread said {p2} was free for the {w2}?",
                f"On {s.code}, whose reply offered {p2} for the {w2}?",
                f"Which of us told the {s.code} mail thread that we could use {p2}?",
            ],
        ),
        after=days(2),
        session="q",
    )
    c.expect([offerer], [reply], forbidden=[floater])


def which_row_of_the_limits_table(c: Case) -> None:
    """A wiki table gives a per-run limit for each of three pieces of work, side by side; a
    colleague remembers the old spreadsheet's figure for one of them. What does the page give
    for that one?"""
    s, other = subjects(c, 2)
    editor, rememberer = people(c, 2)
    n1, n2, n3, old, theirs = counts(c, 5, 32, 98)
    w1, w2, w3 = s.works
    table = put(
        c,
        "table",
        f"{s.code} limits (wiki, last edited by {editor})\n\n"
        f"| work | max {s.unit} per run | notes |\n|---|---|---|\n"
        f"| {w1} | {n1} | |\n| {w2} | {n2} | "
        + choose(c, ["ask before going over", "hard limit", "reviewed quarterly"])
        + f" |\n| {w3} | {n3} | |",
        kind="wiki",
        label=f"{s.code} limits page",
        after=mins(0),
        trust=0.9,
    )
    put(
        c,
        "recall",
        choose(
            c,
            [
                f"{rememberer}: pretty sure the {s.code} {w2} max is {old}, that's what the "
                "old spreadsheet had",
                f"{rememberer}: iirc {s.code} lets {a(w2)} take {old} per run? going from the "
                "old sheet",
            ],
        ),
        kind="chat",
        label=f"{s.channel} message",
        after=days(c.rng.randint(3, 9)),
        session="s2",
        trust=0.5,
    )
    put(
        c,
        "other",
        f"{other.code} limits: {other.works[1]} max {theirs} {other.unit} per run",
        kind="wiki",
        label=f"{other.code} limits page",
        after=days(1),
        session="s3",
        trust=0.9,
    )
    put(
        c,
        "nudge",
        f"{editor}: updated the {s.code} limits page, pls check the {w1} row",
        kind="chat",
        label=f"{s.channel} message",
        after=mins(30),
        trust=0.7,
    )
    c.ask(
        choose(
            c,
            [
                f"What does the {s.code} limits page give as the per-run max for the {w2}?",
                f"How many {s.unit} may one {w2} run take, going by the {s.code} wiki table?",
                f"Which figure does the {s.code} limits table list for {a(w2)} run?",
            ],
        ),
        after=days(12),
        session="q",
    )
    c.expect([str(n2)], [table], forbidden=[str(old), str(theirs)])


def lead_days(c: Case, n: int) -> list[int]:
    """``n`` lead times in working days (4 to 19), with different units digits."""
    out: list[int] = []
    while len(out) < n:
        x = c.rng.randint(4, 19)
        if all(x % 10 != y % 10 for y in out):
            out.append(x)
    return out


def supplier_lead_time_on_the_line_below(c: Case) -> None:
    """A supplier's mail gives two lead times, each on the line under what it is for; a
    colleague remembers last year's. What did the supplier tell us about the kit?"""
    s, other = subjects(c, 2)
    buyer, contact, rememberer = people(c, 3)
    kit_days, parts_days, last_year = lead_days(c, 3)
    mail = put(
        c,
        "mail",
        f"From: {contact} ({s.supplier})\nTo: {buyer}\nSubject: {s.code} - lead times\n\n"
        f"Hi {buyer},\n\nAs asked, our current lead times:\n\n"
        f"{cap(s.kit)}:\n  {kit_days} working days\n\n"
        f"Replacement parts:\n  {parts_days} working days\n\n"
        f"Best,\n{contact}\n{s.supplier}\n"
        "-- This e-mail is confidential and meant for its addressee only.",
        kind="email",
        label="supplier mail",
        after=mins(0),
        trust=0.9,
    )
    put(
        c,
        "memory",
        choose(
            c,
            [
                f"{rememberer}: {s.supplier} told us {last_year} working days for the "
                f"{s.kit} last year iirc",
                f"{rememberer}: when we ordered {s.kit} last spring it was {last_year} "
                "working days, fwiw",
            ],
        ),
        kind="chat",
        label=f"{s.channel} message",
        after=days(c.rng.randint(1, 4)),
        session="s2",
        trust=0.5,
    )
    put(
        c,
        "order",
        f"{buyer}: asked {s.supplier} for lead times on {s.code} kit, will post when they reply",
        kind="chat",
        label=f"{s.channel} message",
        after=mins(-90),
        trust=0.7,
    )
    put(
        c,
        "other",
        f"{other.code}: {other.supplier} is quoting a fortnight for {other.kit}",
        kind="chat",
        label=f"{other.channel} message",
        after=days(2),
        session="s3",
        trust=0.6,
    )
    c.ask(
        choose(
            c,
            [
                f"What did {s.supplier} tell us about the lead time on {s.kit} for {s.code}?",
                f"How long does {s.supplier} say the {s.code} {s.kit} take to arrive?",
                f"According to the supplier's mail, what is the lead time on {s.code}'s {s.kit}?",
            ],
        ),
        after=days(6),
        session="q",
    )
    c.expect([f"{kit_days} working days"], [mail], forbidden=[f"{last_year} working days"])


def owner_in_one_yaml_block_per_work(c: Case) -> None:
    """An owners file holds one YAML block per piece of work, each with its owner and window;
    in chat a colleague names someone else from memory. Who owns the second piece of work?"""
    s, other = subjects(c, 2)
    own1, own2, own3, asker, named, their = people(c, 6)
    w1, w2, w3 = s.works
    t1, t2, t3 = (choose(c, ["Mon", "Tue", "Wed", "Thu", "Fri"]) for _ in range(3))
    owners = put(
        c,
        "yaml",
        f"# {s.code.lower()}/owners.yaml\n{s.code.lower()}:\n"
        f"  {slug(w1)}:\n    owner: {own1}\n    window: {t1} 09:00-11:00\n"
        f"  {slug(w2)}:\n    owner: {own2}\n    window: {t2} 14:00-16:00\n"
        f"  {slug(w3)}:\n    owner: {own3}\n    window: {t3} 10:00-12:00\n",
        kind="config",
        label="owners.yaml",
        after=mins(0),
        trust=0.9,
    )
    put(
        c,
        "guess",
        choose(
            c,
            [
                f"{asker}: isn't {named} the {w2} person for {s.code}? saw their name on it "
                "in the spring",
                f"{asker}: I'd ask {named} about the {s.code} {w2}, they used to run it",
            ],
        ),
        kind="chat",
        label=f"{s.channel} message",
        after=days(c.rng.randint(2, 10)),
        session="s2",
        trust=0.5,
    )
    put(
        c,
        "other",
        f"# {other.code.lower()}/owners.yaml\n{other.code.lower()}:\n"
        f"  {slug(other.works[1])}:\n    owner: {their}\n",
        kind="config",
        label="owners.yaml",
        after=days(1),
        session="s3",
        trust=0.9,
    )
    c.ask(
        choose(
            c,
            [
                f"According to the owners file, who owns the {s.code} {w2}?",
                f"Who is down as owner of the {w2} in {s.code}'s owners.yaml?",
                f"Whose name does the {s.code} owners file give for the {w2}?",
            ],
        ),
        after=days(14),
        session="q",
    )
    c.expect([own2], [owners], forbidden=[named, their])


def who_logged_the_figure_in_the_incident_timeline(c: Case) -> None:
    """An incident timeline has several people's lines; one gives an approximate backlog. A
    colleague in chat saw another figure on a dashboard. Who reported the backlog, and about how
    big was it?"""
    s, other = subjects(c, 2)
    pauser, reporter, resumer, watcher = people(c, 4)
    backlog, seen = counts(c, 2, 32, 98)
    w1 = s.works[0]
    timeline = put(
        c,
        "timeline",
        f"Incident timeline - {s.code} {w1} stall\n"
        f"09:05 {pauser}: {w1} paused, {s.unit} backing up\n"
        f"09:15 {reporter}: backlog "
        + choose(c, [f"about {backlog}", f"roughly {backlog}", f"~{backlog}"])
        + f" {s.unit}, holding steady\n"
        f"09:25 {resumer}: {w1} resumed\n"
        f"10:00 {pauser}: closed, write-up to follow",
        kind="incident",
        label="incident timeline",
        after=mins(0),
        trust=0.9,
    )
    put(
        c,
        "dash",
        f"{watcher}: fwiw the {s.code} dashboard showed {seen} {s.unit} stuck at one point",
        kind="chat",
        label=f"{s.channel} message",
        after=mins(c.rng.randint(20, 90)),
        session="s2",
        trust=0.5,
    )
    put(
        c,
        "other",
        f"{other.code}: quiet night, no incidents on the {other.works[0]}",
        kind="chat",
        label=f"{other.channel} message",
        after=days(1),
        session="s3",
        trust=0.6,
    )
    c.ask(
        choose(
            c,
            [
                f"Who reported the backlog in the {s.code} incident, and roughly how big was it?",
                f"In the {s.code} {w1} stall, who gave the backlog figure and what was it?",
                f"Which of us logged how many {s.unit} were backed up during the {s.code} "
                "incident, and how many?",
            ],
        ),
        after=days(3),
        session="q",
    )
    c.expect([reporter, str(backlog)], [timeline], forbidden=[watcher, str(seen)])
