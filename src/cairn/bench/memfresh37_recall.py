"""`fresh37` six-month recall templates: a fact said once, asked 205 to 224 days later under
nine to eleven team chat lines about the subject, beside another subject's value in the same
frame and a near miss for the same subject (a one-off cover, a revoked reference, a reminder
date, a wished-for count, a floated place)."""

from __future__ import annotations

from cairn.bench.memfresh37_pools import (
    Subject,
    counts,
    dates,
    days,
    ev,
    form,
    hours,
    others,
    people,
    ref_pair,
    side_chat,
    spell,
    subject,
    team_chat,
    turn,
)
from cairn.bench.memgen import Case


def _write(
    c: Case,
    s: Subject,
    cited: tuple[str, str],
    distractor: tuple[str, str],
    near: tuple[str, str],
    question: str,
    answer: str,
    forbidden: list[str],
) -> None:
    fact = ev(c, "f", cited[0], cited[1], hours(c.rng.uniform(1, 8)))
    ev(c, "d", distractor[0], distractor[1], hours(c.rng.uniform(1, 30)))
    ev(c, "n", near[0], near[1], days(c.rng.uniform(2, 20)))
    side_chat(c, 2, days(0), 10)
    team_chat(c, s, 9 + c.rng.randrange(3), days(12), 180)
    c.ask(question, after=days(c.rng.randint(205, 224)), session="q")
    c.expect([answer], [fact], forbidden=forbidden)


def privacy_lead_or_safeguarding_lead(c: Case) -> None:
    """Six-month recall: who handles a service's personal data questions or who is a group's
    safeguarding lead."""
    s = subject(c, 0)
    o = others(c, s)[0]
    p, q, r = people(c, 3)
    w = turn(c)
    if s.software:
        frame, label = (
            ("Data protection notice, {x}: personal data questions go to {a}.",
             "data protection notice"),
            ("Review notes: {a} signs off any change to how {x} stores personal data.",
             "review notes"),
        )[w]  # fmt: skip
        near = (f"{r} answered one {s.code} data request while covering", "ops chat")
        question = (
            f"If someone asks what personal data {s.code} holds, who handles it?",
            f"Who is the data protection lead for {s.code}?",
        )[w]
    else:
        frame, label = (
            ("Handbook, {x}: {a} is the safeguarding lead.", "handbook"),
            ("Committee minutes: safeguarding at {x} is looked after by {a}.",
             "committee minutes"),
        )[w]  # fmt: skip
        near = (f"{r} covered safeguarding at one {s.code} {s.work}", "group chat")
        question = (
            f"If I have a safeguarding concern at {s.code}, who do I speak to?",
            f"Who's the safeguarding lead for {s.code}?",
        )[w]
    _write(c, s, (frame.format(x=s.code, a=p), label), (frame.format(x=o.code, a=q), label),
           near, question, p, [q, r])  # fmt: skip


def api_key_ref_or_keysafe_code(c: Case) -> None:
    """Six-month recall: the vault reference of a service's API key or the code of a group's
    keysafe, in lower or mixed case."""
    s = subject(c, 6)
    o = others(c, s)[0]
    v, d, f = ref_pair(c, 3)
    w = turn(c)
    if s.software:
        frame, label = (
            ("Secrets index: the {x} API key lives at vault path {a}.", "secrets index"),
            ("Vault note, {x}: API key stored under {a}.", "vault note"),
        )[w]
        near = (f"the old {s.code} key {f} was revoked in the spring", "ops chat")
        question = (
            f"Which vault reference holds the {s.code} API key?",
            f"Where is the {s.code} API key kept in the vault?",
        )[w]
    else:
        frame, label = (
            ("Kit cupboard note, {x}: the keysafe opens with {a}.", "kit cupboard note"),
            ("Message from the secretary: {x} keysafe reference is {a}.",
             "message from the secretary"),
        )[w]  # fmt: skip
        near = (f"the {s.code} keysafe used {f} until it was reset", "group chat")
        question = (
            f"What opens the {s.code} keysafe?",
            f"Which reference do I need for the {s.code} keysafe?",
        )[w]
    _write(c, s, (frame.format(x=s.code, a=v), label), (frame.format(x=o.code, a=d), label),
           near, question, v, [d, f])  # fmt: skip


def cert_expiry_or_agm_date(c: Case) -> None:
    """Six-month recall: when a service's TLS certificate expires or the date of a group's
    AGM, beside a reminder or nominations date."""
    s = subject(c, 12)
    o = others(c, s)[0]
    v, d, f = dates(c, 3)
    w = turn(c)
    if s.software:
        frame, label = (
            ("Renewals list: {x} TLS certificate expires on {a}.", "renewals list"),
            ("Ops calendar: {x} certificate runs out {a}.", "ops calendar"),
        )[w]
        near = (f"reminder about the {s.code} certificate goes out on {f}", "ops chat")
        question = (
            f"When does the {s.code} TLS certificate expire?",
            f"Until what date is {s.code}'s certificate valid?",
        )[w]
    else:
        frame, label = (
            ("Club calendar: {x} AGM on {a}.", "club calendar"),
            ("Newsletter: the {x} AGM will be held on {a}.", "newsletter"),
        )[w]
        near = (f"nominations for the {s.code} committee close on {f}", "group chat")
        question = (
            f"What's the date of the {s.code} AGM?",
            f"Which date should I keep free for the {s.code} annual general meeting?",
        )[w]
    _write(c, s, (frame.format(x=s.code, a=v), label), (frame.format(x=o.code, a=d), label),
           near, question, v, [d, f])  # fmt: skip


def request_rate_or_coach_seats(c: Case) -> None:
    """Six-month recall: how many requests a second one client may make to a service, or how
    many seats a group's hired coach has, beside a wished-for count in the other form."""
    s = subject(c, 18)
    o = others(c, s)[0]
    n, m, wish = counts(c, 3)
    w = turn(c)
    said = str(n) if w == 0 else form(c, n)
    wished = spell(wish) if said == str(n) else str(wish)
    if s.software:
        if w == 0:
            cited = (f"[{s.code.lower()}.api]\nrequests_per_second = {n}", "quota.toml")
            other = (f"[{o.code.lower()}.api]\nrequests_per_second = {m}", "quota.toml")
        else:
            cited = (f"Capacity plan, {s.code}: {said} requests a second per client.",
                     "capacity plan")  # fmt: skip
            other = (f"Capacity plan, {o.code}: {m} requests a second per client.",
                     "capacity plan")  # fmt: skip
        near = (f"{s.code} could do with {wished} a second, lol", "ops chat")
        question = (
            f"How many requests a second is one {s.code} client allowed?",
            f"What's the per-second request ceiling on {s.code}?",
        )[w]
    else:
        if w == 0:
            cited = (f"Booking confirmation, {s.code}: the hired coach seats {n}.",
                     "booking confirmation")  # fmt: skip
            other = (f"Booking confirmation, {o.code}: the hired coach seats {m}.",
                     "booking confirmation")  # fmt: skip
        else:
            cited = (f"Equipment officer's report: the {s.code} coach has {said} seats.",
                     "equipment officer's report")  # fmt: skip
            other = (f"Equipment officer's report: the {o.code} coach has {m} seats.",
                     "equipment officer's report")  # fmt: skip
        near = (f"wish the {s.code} coach had {wished} seats, just saying", "group chat")
        question = (
            f"How many seats are on the coach {s.code} hires?",
            f"How many people fit on the {s.code} coach?",
        )[w]
    _write(c, s, cited, other, near, question, said, [str(m), wished])


def build_host_or_trophy_store(c: Case) -> None:
    """Six-month recall: the host a service builds on or where a group keeps its trophies,
    beside another subject's and a place only floated."""
    s = subject(c, 4)
    o = others(c, s)[0]
    w = turn(c)
    v, f = s.places
    d = o.places[0]
    if s.software:
        frame, label = (
            ("Deploy note: {x} builds run on {a}.", "deploy note"),
            ("Runbook, {x}: artefacts are built on {a}.", "runbook"),
        )[w]
        near = (f"maybe {s.code} builds could move to {f}? just a thought", "ops chat")
        question = (
            f"Which machine does {s.code} build on?",
            f"Where do {s.code} builds run?",
        )[w]
    else:
        frame, label = (
            ("Handbook, {x}: the trophies are kept at {a}.", "handbook"),
            ("Message from the secretary: {x} trophies live at {a}.",
             "message from the secretary"),
        )[w]  # fmt: skip
        near = (f"could we keep the {s.code} trophies at {f} instead? just wondering",
                "group chat")  # fmt: skip
        question = (
            f"Where are the {s.code} trophies kept?",
            f"If I want to see the {s.code} trophies, where do I go?",
        )[w]
    _write(c, s, (frame.format(x=s.code, a=v), label), (frame.format(x=o.code, a=d), label),
           near, question, v, [d, f])  # fmt: skip


TEMPLATES = (
    privacy_lead_or_safeguarding_lead,
    api_key_ref_or_keysafe_code,
    cert_expiry_or_agm_date,
    request_rate_or_coach_seats,
    build_host_or_trophy_store,
)
