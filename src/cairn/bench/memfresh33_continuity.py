"""`fresh33` cross-session continuity templates: two facts about one subject said in two sessions,
both of another subject's facts in the same frames, and a question in a third session that asks
for both (``bench.memfresh33``)."""

from __future__ import annotations

from cairn.bench.memfresh33_pools import (
    COLOURS,
    VENUES,
    WEEKDAYS,
    Subject,
    a_or_an,
    chat,
    counts,
    days,
    event,
    mins,
    others,
    people,
    pounds,
    subject,
    turn,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import choose, sample

OFFSET = 9

CACHE_PINS = ("Redis 7.2", "Valkey 8.0", "Memcached 1.6", "KeyDB 6.3", "Dragonfly 1.2")
LICENCES = ("MPL-2.0", "Apache-2.0", "BSD-3-Clause", "LGPL-3.0-or-later", "ISC", "Zlib")
SHIFTS = (
    "earlies and lates", "split days", "long days, three on", "nights on a rolling basis",
    "mornings only at weekends", "a half day each",
)  # fmt: skip


def _write(
    c: Case,
    s: Subject,
    first: tuple[str, str],
    second: tuple[str, str],
    labels: tuple[str, str],
    answers: tuple[str, str],
    forbidden: tuple[str, str],
    question: str,
) -> None:
    """The first fact and the other subject's in session s1, the second and the other's in s2,
    chat, and the question in a session of its own."""
    later = days(choose(c, range(3, 10)))
    one = event(c, "first", first[0], labels[0], mins(0), trust=0.85, session="s1")
    event(c, "first-other", first[1], labels[0], mins(40), session="s1")
    two = event(c, "second", second[0], labels[1], later, kind="chat", trust=0.75, session="s2")
    event(c, "second-other", second[1], labels[1], later + mins(25), kind="chat", session="s2")
    chat(c, s, 2, days(1), 2, "s1")
    c.ask(question, after=later + days(choose(c, range(4, 12))), session="s3")
    c.expect(list(answers), [one, two], forbidden=list(forbidden))


def cont_freeze_day_and_approver_or_check_day_and_checker(c: Case) -> None:
    """The day a service freezes changes and who approves one anyway, or the day a group checks
    its kit and who runs the check."""
    s = subject(c, OFFSET)
    (o,) = others(c, s)
    a, b = sample(c, WEEKDAYS, 2)
    p, q = people(c, 2)
    w = turn(c, 2)
    if s.software:
        day = "Rota decisions: {code} freezes changes every {v}."
        who = ("{p} approves any {code} change during the freeze.",
               "Any {code} change during the freeze is signed off by {p}.")[w]  # fmt: skip
        question = (
            f"Which day does {s.code} freeze changes, and who can approve one anyway?",
            f"When is {s.code}'s weekly freeze, and whose sign-off gets a change through it?",
        )[w]
        labels = ("rota decisions", "team chat")
    else:
        day = "Calendar: {code} checks the {item} every {v}."
        who = ("{p} runs the {code} kit check.", "The {code} kit check is run by {p}.")[w]
        question = (
            f"What day are the {s.code} {s.item} checked, and who does the check?",
            f"Who runs the {s.code} kit check, and on which day?",
        )[w]
        labels = ("calendar", "group chat")
    first = (day.format(code=s.code, item=s.item, v=a), day.format(code=o.code, item=o.item, v=b))
    second = (who.format(code=s.code, p=p), who.format(code=o.code, p=q))
    _write(c, s, first, second, labels, (a, p), (b, q), question)


def cont_rate_and_setter_or_block_fee_and_collector(c: Case) -> None:
    """A service's per-minute rate limit and who sets it, or what a group's block of sessions
    costs and who collects it."""
    s = subject(c, OFFSET)
    (o,) = others(c, s)
    p, q = people(c, 2)
    w = turn(c, 2)
    if s.software:
        n, m = counts(c, 2)
        a, b = str(n), str(m)
        fact = "# {code} gateway\n{up}_RATE_PER_MINUTE={v}"
        who = ("{p} sets the {code} rate limit.", "The {code} rate limit is set by {p}.")[w]
        question = (
            f"What rate limit does {s.code} apply per minute, and who sets it?",
            f"Who decides {s.code}'s per-minute cap, and what is it now?",
        )[w]
        labels = ("env file", "side chat")
    else:
        a, b = pounds(c, 2)
        fact = "Treasurer's note: the {code} block of sessions costs {v}."
        who = ("{p} collects the {code} block fees.", "The {code} block fees go to {p}.")[w]
        question = (
            f"What does the {s.code} block of sessions cost, and whom do I pay?",
            f"Whom do I hand my {s.code} block fee to, and how much is it?",
        )[w]
        labels = ("treasurer's note", "group chat")
    first = (
        fact.format(code=s.code, up=s.code.upper(), v=a),
        fact.format(code=o.code, up=o.code.upper(), v=b),
    )
    second = (who.format(code=s.code, p=p), who.format(code=o.code, p=q))
    _write(c, s, first, second, labels, (a, p), (b, q), question)


def cont_cache_pin_and_upgrader_or_venue_and_booker(c: Case) -> None:
    """The cache engine a service is pinned to and who upgrades it, or where a group's session
    is held and who books the room."""
    s = subject(c, OFFSET)
    (o,) = others(c, s)
    p, q = people(c, 2)
    w = turn(c, 2)
    if s.software:
        a, b = sample(c, CACHE_PINS, 2)
        fact = '[{low}.cache]\nengine = "{v}"'
        who = ("{p} does the {code} cache upgrades.", "{code}'s cache upgrades are done by {p}.")[w]
        question = (
            f"Which cache engine is {s.code} pinned to, and who upgrades it?",
            f"Who looks after {s.code}'s cache upgrades, and what is it pinned to?",
        )[w]
        labels = ("config.toml", "team chat")
    else:
        a, b = sample(c, VENUES, 2)
        fact = "Venue sheet: the {code} {work} is held at {v}."
        who = ("{p} books the room for {code}.", "The {code} room booking is done by {p}.")[w]
        question = (
            f"Where is the {s.code} {s.work} held, and who books it?",
            f"Who books the room for {s.code}, and where is the {s.work}?",
        )[w]
        labels = ("venue sheet", "text message")
    first = (
        fact.format(code=s.code, low=s.code.lower(), work=s.work, v=a),
        fact.format(code=o.code, low=o.code.lower(), work=o.work, v=b),
    )
    second = (who.format(code=s.code, p=p), who.format(code=o.code, p=q))
    _write(c, s, first, second, labels, (a, p), (b, q), question)


def cont_shift_pattern_and_rota_lead(c: Case) -> None:
    """How a service's support shifts or a group's stewarding shifts run, and who draws up the
    rota."""
    s = subject(c, OFFSET)
    (o,) = others(c, s)
    a, b = sample(c, SHIFTS, 2)
    p, q = people(c, 2)
    w = turn(c, 2)
    kind = "support shifts" if s.software else "steward shifts"
    fact = "Rota decisions: {code} " + (
        "support shifts run {v}." if s.software else "stewards work {v}."
    )
    who = ("{p} draws up the {code} rota.", "The {code} rota is drawn up by {p}.")[w]
    question = (
        f"How do {s.code}'s {kind} run, and who draws up the rota?",
        f"Who puts the {s.code} rota together, and what pattern do the {kind} follow?",
    )[w]
    labels = ("rota decisions", "message" if s.software else "text message")
    first = (fact.format(code=s.code, v=a), fact.format(code=o.code, v=b))
    second = (who.format(code=s.code, p=p), who.format(code=o.code, p=q))
    _write(c, s, first, second, labels, (a, p), (b, q), question)


def cont_licence_and_signer_or_colours_and_orderer(c: Case) -> None:
    """The licence a service is released under and who signs off changing it, or the colours of
    a group's new kit and who orders it."""
    s = subject(c, OFFSET)
    (o,) = others(c, s)
    p, q = people(c, 2)
    w = turn(c, 2)
    if s.software:
        a, b = sample(c, LICENCES, 2)
        fact = '[project]\nname = "{low}"\nlicense = "{v}"'
        who = ("{p} signs off licence changes for {code}.",
               "Licence changes for {code} need {p}'s ok.")[w]  # fmt: skip
        question = (
            f"Under which licence is {s.code} released, and who signs off changing it?",
            f"Whose ok does {a_or_an(s.code)} licence change need, and what is the licence now?",
        )[w]
        labels = ("pyproject.toml", "team chat")
    else:
        a, b = sample(c, COLOURS, 2)
        fact = "AGM minutes: {code} kit is {v} from next season."
        who = ("{p} orders the {code} kit.", "The {code} kit is ordered by {p}.")[w]
        question = (
            f"What colours is {s.code}'s new kit, and who orders it?",
            f"Who orders {s.code}'s kit, and in what colours?",
        )[w]
        labels = ("AGM minutes", "group chat")
    first = (
        fact.format(code=s.code, low=s.code.lower(), v=a),
        fact.format(code=o.code, low=o.code.lower(), v=b),
    )
    second = (who.format(code=s.code, p=p), who.format(code=o.code, p=q))
    _write(c, s, first, second, labels, (a, p), (b, q), question)


TEMPLATES = (
    cont_freeze_day_and_approver_or_check_day_and_checker,
    cont_rate_and_setter_or_block_fee_and_collector,
    cont_cache_pin_and_upgrader_or_venue_and_booker,
    cont_shift_pattern_and_rota_lead,
    cont_licence_and_signer_or_colours_and_orderer,
)
