"""`fresh32` cross-session continuity templates: two facts about one subject said in two
sessions and asked together in a third; another subject's two facts in the same frames and a
side remark are distractors."""

from __future__ import annotations

from collections.abc import Callable

from cairn.bench.memfresh32_pools import (
    WEEKDAYS,
    Subject,
    amounts,
    clock,
    counts,
    fact,
    others,
    people,
    say,
    subject,
    turn,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import days, sample

OFFSET = 9
Frame = Callable[[Subject, str], str]


def _two(
    c: Case,
    s: Subject,
    o: Subject,
    frames: tuple[tuple[Frame, str], tuple[Frame, str]],
    values: tuple[tuple[str, str], tuple[str, str]],
    side: str,
    question: str,
) -> None:
    """The subject's two facts (sessions one and two), the other subject's in the same frames,
    a side remark, and the question in a third session. ``values`` holds the subject's and the
    other subject's value for each frame."""
    (first, label1), (second, label2) = frames
    (mine1, theirs1), (mine2, theirs2) = values
    later = c.rng.uniform(3, 10)
    a = fact(c, "first", first(s, mine1), label1, trust=0.8, session="s1")
    fact(c, "other1", first(o, theirs1), label1, trust=0.8, at=c.rng.uniform(0, 2), session="s1")
    b = fact(c, "second", second(s, mine2), label2, kind="chat", trust=0.7, at=later, session="s2")
    fact(c, "other2", second(o, theirs2), label2, kind="chat", at=later + 0.1, session="s2")
    fact(c, "side", side, "side chat", kind="chat", trust=0.4, at=later + 0.2, session="s2")
    c.ask(question, after=days(c.rng.uniform(12, 20)), session="q")
    c.expect([mine1, mine2], [a, b], forbidden=[theirs1, theirs2])


def _who(c: Case, k: int) -> list[str]:
    return people(c, k)


def cont_retention_and_keeper(c: Case) -> None:
    """How many days a service keeps its backups and who owns them, or how long a group keeps
    lost property and who keeps it."""
    s = subject(c, OFFSET)
    (o,) = others(c, s, 1)
    a, b, v = _who(c, 3)
    w = turn(c, 3)
    n0, n1 = counts(c, 2)
    if s.software:
        first: tuple[Frame, str] = (
            (lambda t, x: f"[{t.code.lower()}.backups]\nkeep_days = {x}", "config.toml")
            if w == 1
            else (
                lambda t, x: f"Settings note: {t.code} backups are kept for {x} days.",
                "settings note",
            )
        )
        verb = (
            "{p} owns the {code} backups.",
            "{p} looks after the {code} backups from now on.",
            "{p} is responsible for the {code} backups.",
        )[w]
        side = f"{v} asked for read access to the {s.code} backups once."
        q = (
            f"How long does {s.code} keep its backups, and who owns them?",
            f"Who's in charge of {s.code}'s backups, and for how many days are they kept?",
        )[w % 2]
    else:
        first = (
            lambda t, x: f"Handbook, {t.code}: lost property is kept for {x} days at {t.place}.",
            "handbook",
        )
        verb = (
            "{p} keeps the {code} lost property box.",
            "{p} takes care of {code}'s lost property now.",
            "{p} is in charge of the {code} lost property.",
        )[w]
        side = f"{v} sorted the {s.code} lost property box once, ages ago."
        q = (
            f"How long does {s.code} hold on to lost property, and who keeps it?",
            f"Who minds {s.code}'s lost property, and for how many days?",
        )[w % 2]
    mine, theirs = (str(n0), str(n1)) if w == 1 and s.software else (say(c, n0), say(c, n1))
    second: tuple[Frame, str] = (lambda t, p: verb.format(code=t.code, p=p), "group chat")
    _two(c, s, o, (first, second), ((mine, theirs), (a, b)), side, q)
    c.expected["forbidden_answers"].append(v)


def cont_window_and_opener(c: Case) -> None:
    """When a service's deploy window opens and who approves deploys, or when a group's
    session starts and who unlocks the venue."""
    s = subject(c, OFFSET)
    (o,) = others(c, s, 1)
    a, b, v = _who(c, 3)
    w = turn(c, 2)
    mine, theirs = clock(c, 2)
    if s.software:
        first: tuple[Frame, str] = (
            lambda t, x: f"Calendar: the {t.code} deploy window opens at {x}.",
            "calendar",
        )
        verb = ("{p} approves every {code} deploy.", "{p} signs off {code} deploys.")[w]
        side = f"{v} is happy to approve a {s.code} deploy in a pinch."
        q = (
            f"When does {s.code}'s deploy window open, and who approves the deploys?",
            f"What time can {s.code} deploy, and whose sign-off is needed?",
        )[w]
    else:
        first = (lambda t, x: f"Calendar: the {t.code} {t.work} starts at {x}.", "calendar")
        verb = (
            "{p} unlocks {place} for {code}.",
            "{p} opens up {place} before the {code} session.",
        )[w]
        side = f"{v} has a spare key and could open up for {s.code} if needed."
        q = (
            f"What time does the {s.code} {s.work} start, and who unlocks {s.place}?",
            f"Who opens up for {s.code}, and at what time does the {s.work} begin?",
        )[w]
    second: tuple[Frame, str] = (
        lambda t, p: verb.format(code=t.code, p=p, place=t.place),
        "rota decisions",
    )
    _two(c, s, o, (first, second), ((mine, theirs), (a, b)), side, q)
    c.expected["forbidden_answers"].append(v)


def cont_budget_and_signer(c: Case) -> None:
    """A service's monthly cloud budget and who signs off spending, or a group's kit budget
    and who signs off purchases."""
    s = subject(c, OFFSET)
    (o,) = others(c, s, 1)
    a, b, v = _who(c, 3)
    w = turn(c, 2)
    mine, theirs = amounts(c, 2)
    if s.software:
        first: tuple[Frame, str] = (
            lambda t, x: f"Budget notes: the {t.code} cloud budget is {x} a month.",
            "budget notes",
        )
        verb = ("{p} signs off {code} cloud spending.", "Any {code} cloud spend needs {p}'s ok.")[w]
        side = f"{v} would like to shadow whoever signs off {s.code} spending."
        q = (
            f"What's {s.code}'s monthly cloud budget, and who signs off spending?",
            f"How much can {s.code} spend on cloud a month, and whose ok does it need?",
        )[w]
    else:
        first = (
            lambda t, x: f"Treasurer's note: the {t.code} kit budget is {x} this year.",
            "treasurer's note",
        )
        verb = ("{p} signs off {code} kit purchases.", "Kit orders for {code} need {p}'s ok.")[w]
        side = f"{v} would like to help with {s.code} kit orders one day."
        q = (
            f"How big is {s.code}'s kit budget, and who signs off purchases?",
            f"Whose ok does a {s.code} kit order need, and how much is there to spend?",
        )[w]
    second: tuple[Frame, str] = (lambda t, p: verb.format(code=t.code, p=p), "team chat")
    _two(c, s, o, (first, second), ((mine, theirs), (a, b)), side, q)
    c.expected["forbidden_answers"].append(v)


def cont_replicas_or_coach_and_booker(c: Case) -> None:
    """How many replicas a service runs and who sizes it, or how many seats a group's away
    coach has and who books it."""
    s = subject(c, OFFSET)
    (o,) = others(c, s, 1)
    a, b = _who(c, 2)
    w = turn(c, 2)
    n0, n1, n2 = counts(c, 3)
    if s.software:
        first: tuple[Frame, str] = (
            lambda t, x: f"# {t.code} deployment\n{t.code.upper()}_REPLICAS={x}",
            "env file",
        )
        mine, theirs = str(n0), str(n1)
        verb = ("{p} sizes the {code} deployment.", "{p} decides how many replicas {code} runs.")[w]
        side = f"Someone floated {n2} replicas for {s.code} in side chat, nothing decided."
        q = (
            f"How many replicas does {s.code} run, and who decides that?",
            f"Who sizes {s.code}, and to how many replicas?",
        )[w]
    else:
        first = (lambda t, x: f"Venue sheet: the {t.code} away coach seats {x}.", "venue sheet")
        mine, theirs = say(c, n0), say(c, n1)
        verb = ("{p} books the {code} away coach.", "The {code} away coach is booked by {p}.")[w]
        side = f"A double-decker would take {n2} of us, if {s.code} ever hired one."
        q = (
            f"How many seats has the {s.code} away coach, and who books it?",
            f"Who books the {s.code} away coach, and how many can it take?",
        )[w]
    second: tuple[Frame, str] = (lambda t, p: verb.format(code=t.code, p=p), "group chat")
    _two(c, s, o, (first, second), ((mine, theirs), (a, b)), side, q)
    c.expected["forbidden_answers"].append(str(n2))


def cont_day_and_lead(c: Case) -> None:
    """The day a service's maintenance happens and who leads it, or the day of a group's
    social and who organises it."""
    s = subject(c, OFFSET)
    (o,) = others(c, s, 1)
    a, b, v = _who(c, 3)
    w = turn(c, 2)
    mine, theirs = sample(c, WEEKDAYS, 2)
    if s.software:
        first: tuple[Frame, str] = (
            lambda t, x: f"Team page, {t.code}: maintenance happens every {x}.",
            "team page",
        )
        verb = ("{p} leads {code} maintenance.", "{code} maintenance is led by {p}.")[w]
        side = f"{v} sat in on one {s.code} maintenance to learn the ropes."
        q = (
            f"Which day is {s.code}'s maintenance, and who leads it?",
            f"Who leads the {s.code} maintenance, and on what day?",
        )[w]
    else:
        first = (
            lambda t, x: f"Newsletter: {t.code} socials are on the first {x} of the month.",
            "newsletter",
        )
        verb = ("{p} organises the {code} socials.", "The {code} socials are run by {p}.")[w]
        side = f"{v} helped tidy up after one {s.code} social."
        q = (
            f"On what day is the {s.code} social, and who organises it?",
            f"Who runs {s.code}'s social, and which day is it on?",
        )[w]
    second: tuple[Frame, str] = (lambda t, p: verb.format(code=t.code, p=p), "message")
    _two(c, s, o, (first, second), ((mine, theirs), (a, b)), side, q)
    c.expected["forbidden_answers"].append(v)


TEMPLATES = (
    cont_retention_and_keeper,
    cont_window_and_opener,
    cont_budget_and_signer,
    cont_replicas_or_coach_and_booker,
    cont_day_and_lead,
)
