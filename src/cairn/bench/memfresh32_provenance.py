"""`fresh32` provenance templates: one cited event says the value; another subject's value in
the same frame and a side remark are distractors, said only in uncited events."""

from __future__ import annotations

from cairn.bench.memfresh32_pools import (
    LANGUAGES,
    SHIFTS,
    amounts,
    counts,
    fact,
    fours,
    others,
    people,
    say,
    subject,
    turn,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import days, sample

OFFSET = 0
TEA_ROTAS: tuple[str, ...] = (
    "alternate weeks",
    "first and third sessions",
    "every other session",
    "a month at a time",
    "two sessions each in turn",
    "half a term each",
)


def _ask(c: Case, text: str) -> None:
    c.ask(text, after=days(c.rng.uniform(4, 9)))


def prov_reviewer_or_coach(c: Case) -> None:
    """Who reviews a service's code changes or coaches a group: the cited line names the person
    (in one wording as the second of two names); another subject's reviewer or coach and
    someone who stood in once are distractors."""
    s = subject(c, OFFSET)
    (o,) = others(c, s, 1)
    a, b, d, v = people(c, 4)
    w = turn(c, 2)
    if s.software:
        frames = (
            "Team page, {code}: code review is done by {p}; nothing merges without their ok.",
            "{d} was put forward as {code} reviewer, but in the end the reviewer is {p}.",
        )
        side = f"{v} reviewed one {s.code} change while the usual reviewer was away."
        label = ("team page", "decision log")[w]
        q = (
            f"Who reviews code changes for {s.code}?",
            f"Before a {s.code} change merges, whose review does it need?",
        )[w]
    else:
        frames = (
            "Handbook, {code}: {p} coaches the {work}.",
            "{d} was asked to coach {code} first; in the end {p} took it on.",
        )
        side = f"{v} coached one {s.code} {s.work} when the usual coach had flu."
        label = ("handbook", "AGM minutes")[w]
        q = (f"Who coaches {s.code}?", f"Who does the coaching at the {s.code} {s.work}?")[w]
    fact(c, "cited", frames[w].format(code=s.code, p=a, d=d, work=s.work), label, trust=0.85)
    other = frames[w].format(code=o.code, p=b, d=d, work=o.work)
    fact(c, "other", other, label, trust=0.85, at=c.rng.uniform(0, 2))
    fact(c, "side", side, "side chat", kind="chat", trust=0.4, at=c.rng.uniform(1, 3))
    _ask(c, q)
    c.expect([a], [f"{c.case_id}-cited"], forbidden=[b, v])


def prov_language_or_capacity(c: Case) -> None:
    """The language a service is written in, or how many a group's venue holds: a JSON line or
    a CSV row, a venue sheet or a wiki table row; another subject's in the same frame and a
    rewrite floated in chat or a wished-for count are distractors."""
    s = subject(c, OFFSET)
    (o,) = others(c, s, 1)
    w = turn(c, 2)
    (x,) = people(c, 1)
    if s.software:
        mine, theirs, idle = sample(c, LANGUAGES, 3)
        answer, wrong = mine, theirs
        frames = (
            '{{"service": "{low}", "language": "{v}", "owner_team": "platform"}}',
            "services.csv\nservice,language,contact\n{code},{v},{x}",
        )
        label = ("services.json", "services.csv")[w]
        side = f"Half-joking, but should we rewrite {s.code} in {idle}?"
        q = (
            f"What language is {s.code} written in?",
            f"Which language would I need to know to work on {s.code}?",
        )[w]
        forbidden = [wrong, idle]
    else:
        n0, n1, n2 = counts(c, 3)
        answer = say(c, n0) if w == 0 else str(n0)
        wrong = say(c, n1) if w == 0 else str(n1)
        frames = (
            "Venue sheet, {code}: {place} has room for {v} people.",
            "| group | venue | capacity |\n| --- | --- | --- |\n| {code} | {place} | {v} |",
        )
        label = ("venue sheet", "wiki table")[w]
        side = f"Would be lovely if {s.code} could fit {n2} in one day."
        q = (
            f"How many people can {s.code}'s venue hold?",
            f"What's the most {s.unit} {s.code} can squeeze into {s.place}?",
        )[w]
        forbidden = [wrong, str(n2)]
    fields = {"code": s.code, "low": s.code.lower(), "x": x, "place": s.place}
    fact(c, "cited", frames[w].format(v=answer, **fields), label, kind="config", trust=0.85)
    ofields = {"code": o.code, "low": o.code.lower(), "x": x, "place": o.place}
    fact(c, "other", frames[w].format(v=wrong, **ofields), label, kind="config", at=1)
    fact(c, "side", side, "text message", kind="message", trust=0.4, at=c.rng.uniform(1, 3))
    _ask(c, q)
    c.expect([answer], [f"{c.case_id}-cited"], forbidden=forbidden)


def prov_port_or_locker_code(c: Case) -> None:
    """The port a service listens on (an env file or a TOML block) or the code of a group's
    kit locker (a sticky note or a text); another subject's and a misremembered one are
    distractors."""
    s = subject(c, OFFSET)
    (o,) = others(c, s, 1)
    w = turn(c, 2)
    (x,) = people(c, 1)
    if s.software:
        mine, theirs, misremembered = fours(c, 3, 5)
        frames = (
            "# {code} listener\n{up}_PORT={v}",
            '[{low}.listen]\nhost = "0.0.0.0"\nport = {v}',
        )
        label = ("env file", "config.toml")[w]
        side = f"I think {s.code} used to listen on {misremembered}, going from memory."
        q = (
            f"Which port does {s.code} listen on?",
            f"If I want to curl {s.code} directly, which port do I use?",
        )[w]
    else:
        mine, theirs, misremembered = fours(c, 3, 3)
        frames = (
            "Sticky note inside the {code} cupboard at {place}: kit locker code {v}.",
            "Text from {x}: the {code} kit locker code is {v}, please keep it to yourselves.",
        )
        label = ("sticky note", f"text from {x}")[w]
        side = f"I keep typing {misremembered} at the {s.code} locker and it never opens."
        q = (
            f"What's the code for {s.code}'s kit locker?",
            f"Which number opens the {s.code} kit locker at {s.place}?",
        )[w]
    fields = {"code": s.code, "low": s.code.lower(), "up": s.code.upper(), "x": x}
    fact(c, "cited", frames[w].format(v=mine, place=s.place, **fields), label, trust=0.85)
    ofields = {"code": o.code, "low": o.code.lower(), "up": o.code.upper(), "x": x}
    fact(c, "other", frames[w].format(v=theirs, place=o.place, **ofields), label, at=1.5)
    fact(c, "side", side, "side chat", kind="chat", trust=0.4, at=c.rng.uniform(0, 3))
    _ask(c, q)
    c.expect([mine], [f"{c.case_id}-cited"], forbidden=[theirs, misremembered])


def prov_shift_or_tea_rota(c: Case) -> None:
    """The pattern a service's on-call shifts follow, or how a group's tea rota turns: a
    runbook or handbook line or a meeting agenda item; another subject's pattern and a wish
    are distractors."""
    s = subject(c, OFFSET)
    (o,) = others(c, s, 1)
    w = turn(c, 2)
    (v,) = people(c, 1)
    pool = SHIFTS if s.software else TEA_ROTAS
    mine, theirs, wished = sample(c, pool, 3)
    if s.software:
        frames = (
            "Runbook, {code}: on-call shifts run {v}.",
            "Meeting agenda, {code}\n1. Welcome\n2. On-call: we stay on {v}\n3. Any other business",
        )
        label = ("runbook", "meeting agenda")[w]
        side = f"{v} would rather {s.code} on-call went {wished}, just a thought."
        q = (
            f"What pattern does {s.code}'s on-call follow?",
            f"How is {s.code}'s on-call shared out?",
        )[w]
    else:
        frames = (
            "Handbook, {code}: the tea rota turns {v}.",
            "Meeting agenda, {code}\n1. Apologies\n2. Tea rota: it keeps turning {v}\n3. Kit",
        )
        label = ("handbook", "meeting agenda")[w]
        side = f"{v} asked if the {s.code} tea rota could go {wished} instead, no rush."
        q = (
            f"How does the tea rota at {s.code} turn?",
            f"What pattern does {s.code}'s tea rota follow?",
        )[w]
    fact(c, "cited", frames[w].format(code=s.code, v=mine), label, trust=0.85)
    fact(c, "other", frames[w].format(code=o.code, v=theirs), label, trust=0.85, at=2)
    fact(c, "side", side, "team chat", kind="chat", trust=0.4, at=c.rng.uniform(1, 3))
    _ask(c, q)
    c.expect([mine], [f"{c.case_id}-cited"], forbidden=[theirs, wished])


def prov_rate_limit_or_season_fee(c: Case) -> None:
    """The requests a minute a service takes from one client (a Makefile variable or a chat
    export line) or a group's season fee (a treasurer's note or a price list row); another
    subject's in the same frame and a figure misremembered in chat are distractors."""
    s = subject(c, OFFSET)
    (o,) = others(c, s, 1)
    w = turn(c, 2)
    x, y, v = people(c, 3)
    if s.software:
        n0, n1, n2 = counts(c, 3)
        mine = str(n0) if w == 0 else say(c, n0)
        theirs = str(n1) if w == 0 else say(c, n1)
        floated = str(n2)
        frames = (
            "# {code} limits\n{up}_RATE_PER_MINUTE := {v}",
            "Export · #{low}-ops · {x}: the {code} limit is {v} requests a minute per client",
        )
        label = ("Makefile", "chat export")[w]
        side = f"{v} reckons {s.code} lets a client through {floated} times a minute, lol"
        q = (
            f"How many requests a minute will {s.code} take from one client?",
            f"What's {s.code}'s per-client request cap?",
        )[w]
    else:
        mine, theirs, floated = amounts(c, 3)
        frames = (
            "Treasurer's note: the {code} season fee is {v}.",
            "price_list.csv\ngroup,season_fee\n{code},{v}",
        )
        label = ("treasurer's note", "price list")[w]
        side = f"{v} thought the {s.code} season fee was {floated}, lol"
        q = (
            f"How much is the season fee at {s.code}?",
            f"What does a season with {s.code} cost a member?",
        )[w]
    fields = {"code": s.code, "low": s.code.lower(), "up": s.code.upper(), "x": x}
    fact(c, "cited", frames[w].format(v=mine, **fields), label, kind="config", trust=0.85)
    ofields = {"code": o.code, "low": o.code.lower(), "up": o.code.upper(), "x": y}
    fact(c, "other", frames[w].format(v=theirs, **ofields), label, kind="config", at=1)
    fact(c, "side", side, "side chat", kind="chat", trust=0.4, at=c.rng.uniform(0, 3))
    _ask(c, q)
    c.expect([mine], [f"{c.case_id}-cited"], forbidden=[theirs, floated])


TEMPLATES = (
    prov_reviewer_or_coach,
    prov_language_or_capacity,
    prov_port_or_locker_code,
    prov_shift_or_tea_rota,
    prov_rate_limit_or_season_fee,
)
