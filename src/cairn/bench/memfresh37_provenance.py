"""`fresh37` provenance templates: who or what a cited source says, beside another subject's
value in the same frame and a near miss for the same subject that no one should take as the
answer (someone who helped once, a wished-for count, a floated port or fee, a version only
wondered about)."""

from __future__ import annotations

from cairn.bench.memfresh37_pools import (
    POSTGRES,
    WEEKDAYS,
    Subject,
    counts,
    days,
    ev,
    form,
    hours,
    others,
    people,
    pick,
    ports,
    pounds,
    side_chat,
    spell,
    subject,
    turn,
)
from cairn.bench.memgen import Case


def _write(
    c: Case,
    cited: tuple[str, str],
    distractor: tuple[str, str],
    near: tuple[str, str],
    question: str,
    answers: list[str],
    forbidden: list[str],
) -> None:
    """The cited fact, another subject's fact in the same frame, a near miss and side chat."""
    fact = ev(c, "f", cited[0], cited[1], days(c.rng.uniform(0.5, 2)))
    ev(c, "d", distractor[0], distractor[1], days(c.rng.uniform(0, 3)))
    ev(c, "n", near[0], near[1], days(c.rng.uniform(2, 4)))
    side_chat(c, 2 + c.rng.randrange(2), days(0), 4)
    c.ask(question, after=days(5) + hours(c.rng.uniform(1, 8)))
    c.expect(answers, [fact], forbidden=forbidden)


def _other(c: Case, s: Subject) -> Subject:
    return others(c, s)[0]


def code_reviewer_or_first_aider(c: Case) -> None:
    """Provenance: who reviews a service's changes or is a group's first aider, the value named
    in the second of two mentions, beside another subject's and a one-off stand-in."""
    s = subject(c, 0)
    o = _other(c, s)
    p0, p1, q0, q1, p2 = people(c, 5)
    w = turn(c)
    if s.software:
        frames = (
            "Code review for {x}: {a} was first put down as reviewer; in the end {b} took it on.",
            "{a} was asked to review changes to {x}, but the reviews ended up with {b}.",
        )
        label = ("review notes", "decision log")[w]
        near = (f"{p2} reviewed a single {s.code} patch once, as a favour", "side chat")
        question = (
            f"If I open a pull request against {s.code}, whose review do I need?",
            f"Who reviews changes to {s.code} these days?",
        )[w]
    else:
        frames = (
            "For {x}, {a} was first asked to be first aider; in the end {b} took the job.",
            "{a} turned down the {x} first aider role, so it went to {b}.",
        )
        label = ("committee minutes", "AGM minutes")[w]
        near = (f"{p2} stood in as first aider at one {s.code} {s.work} when nobody else could",
                "group chat")  # fmt: skip
        question = (
            f"If someone twists an ankle at {s.code}, who is the first aider?",
            f"Whose job is first aid at {s.code}?",
        )[w]
    frame = frames[w]
    _write(
        c,
        (frame.format(x=s.code, a=p0, b=p1), label),
        (frame.format(x=o.code, a=q0, b=q1), label),
        near,
        question,
        [p1],
        [q1, p2],
    )


def snapshot_retention_or_session_cap(c: Case) -> None:
    """Provenance: how many days a service keeps snapshots or how many people a group's session
    takes, beside another subject's count and a wished-for one in the other form."""
    s = subject(c, 6)
    o = _other(c, s)
    n, m, wish = counts(c, 3)
    w = turn(c)
    said = str(n) if w == 0 else form(c, n)
    wished = spell(wish) if said == str(n) else str(wish)
    if s.software:
        if w == 0:
            cited = (f"[{s.code.lower()}.snapshots]\nkeep_days = {n}", "retention.toml")
            other = (f"[{o.code.lower()}.snapshots]\nkeep_days = {m}", "retention.toml")
        else:
            cited = (f"Readme, {s.code}: snapshots are kept for {said} days, then pruned.",
                     "readme")  # fmt: skip
            other = (f"Readme, {o.code}: snapshots are kept for {m} days, then pruned.", "readme")
        near = (f"would be nice if {s.code} kept snapshots for {wished} days, just a thought",
                "side chat")  # fmt: skip
        question = (
            f"How many days does {s.code} keep its snapshots before pruning them?",
            f"For how long, in days, are {s.code} snapshots held onto?",
        )[w]
    else:
        if w == 0:
            cited = (f"Booking sheet, {s.code}: the {s.work} is capped at {n} people.",
                     "booking sheet")  # fmt: skip
            other = (f"Booking sheet, {o.code}: the {o.work} is capped at {m} people.",
                     "booking sheet")  # fmt: skip
        else:
            cited = (f"Noticeboard: no more than {said} people at any {s.code} {s.work}, please.",
                     "noticeboard")  # fmt: skip
            other = (f"Noticeboard: no more than {m} people at any {o.code} {o.work}, please.",
                     "noticeboard")  # fmt: skip
        near = (f"the {s.code} {s.work} could take {wished} people if we had a bigger room lol",
                "group chat")  # fmt: skip
        question = (
            f"How many people can come to one {s.code} {s.work} before it's full?",
            f"What's the head count limit for the {s.code} {s.work}?",
        )[w]
    _write(c, cited, other, near, question, [said], [str(m), wished])


def escalation_pair_or_key_holders(c: Case) -> None:
    """Provenance: who is escalated to first and second for a service, or who holds a group's
    keys and the spare set, beside another subject's pair and a one-off helper."""
    s = subject(c, 12)
    o = _other(c, s)
    p0, p1, q0, q1, p2 = people(c, 5)
    w = turn(c)
    if s.software:
        if w == 0:
            head = "| service | first escalation | second escalation |\n| --- | --- | --- |\n"
            cited = (f"{head}| {s.code.lower()} | {p0} | {p1} |", "wiki table")
            other = (f"{head}| {o.code.lower()} | {q0} | {q1} |", "wiki table")
        else:
            cited = (f"On-call note, {s.code}: escalate to {p0} first, then {p1}.", "on-call note")
            other = (f"On-call note, {o.code}: escalate to {q0} first, then {q1}.", "on-call note")
        near = (f"{p2} took one {s.code} escalation over the bank holiday", "ops chat")
        question = (
            f"If {s.code} needs escalating, who is contacted first and who after that?",
            f"Who are the first and second escalation contacts for {s.code}?",
        )[w]
    else:
        if w == 0:
            frame = "Committee minutes, {x}: {a} holds the hall keys and {b} keeps the spare set."
            label = "committee minutes"
        else:
            frame = "Handbook, {x}: the keys are with {a}; the spare set is with {b}."
            label = "handbook"
        cited = (frame.format(x=s.code, a=p0, b=p1), label)
        other = (frame.format(x=o.code, a=q0, b=q1), label)
        near = (f"{p2} borrowed the {s.code} keys once to let the plumber in", "group chat")
        question = (
            f"Who holds the keys for {s.code}, and who has the spare set?",
            f"If I need to get into the {s.code} room, who has keys, and who has the spares?",
        )[w]
    _write(c, cited, other, near, question, [p0, p1], [q0, q1, p2])


def metrics_port_or_hall_fee(c: Case) -> None:
    """Provenance: the port a service's metrics are scraped from, or what a group pays a term
    for its hall, beside another subject's and one only floated."""
    s = subject(c, 18)
    o = _other(c, s)
    w = turn(c)
    if s.software:
        v, d, f = ports(c, 3)
        if w == 0:
            cited = (f"# {s.code}\n{s.code.upper()}_METRICS_PORT={v}", "env file")
            other = (f"# {o.code}\n{o.code.upper()}_METRICS_PORT={d}", "env file")
        else:
            cited = (f'{{"service": "{s.code.lower()}", "metrics_port": {v}}}', "config.json")
            other = (f'{{"service": "{o.code.lower()}", "metrics_port": {d}}}', "config.json")
        near = (f"could we move {s.code} metrics to {f}? just floating it", "ops chat")
        question = (
            f"Which port are {s.code} metrics scraped from?",
            f"On what port does {s.code} expose its metrics?",
        )[w]
    else:
        v, d, f = pounds(c, 3)
        if w == 0:
            cited = (
                f"Treasurer's report, {s.code}: hall hire is {v} a term.",
                "treasurer's report",
            )
            other = (
                f"Treasurer's report, {o.code}: hall hire is {d} a term.",
                "treasurer's report",
            )
        else:
            cited = (f"Price list: {s.code} pays {v} a term for the hall.", "price list")
            other = (f"Price list: {o.code} pays {d} a term for the hall.", "price list")
        near = (f"if the hall went up to {f} would {s.code} still book it? just wondering",
                "group chat")  # fmt: skip
        question = (
            f"How much does {s.code} pay per term to hire its hall?",
            f"What's the termly hall hire for {s.code}?",
        )[w]
    _write(c, cited, other, near, question, [v], [d, f])


def postgres_pin_or_practice_day(c: Case) -> None:
    """Provenance: the Postgres a service is pinned to or the night a group practises, beside
    another subject's and one only wondered about."""
    s = subject(c, 4)
    o = _other(c, s)
    w = turn(c)
    if s.software:
        v, d, f = pick(c, POSTGRES, 3)
        if w == 0:
            cited = (f"# {s.code}\nPG_VERSION_{s.code.upper()} := {v}", "Makefile")
            other = (f"# {o.code}\nPG_VERSION_{o.code.upper()} := {d}", "Makefile")
        else:
            cited = (f'[{s.code.lower()}.database]\nengine = "{v}"', "config.toml")
            other = (f'[{o.code.lower()}.database]\nengine = "{d}"', "config.toml")
        near = (f"should {s.code} try {f} at some point? no rush", "side chat")
        question = (
            f"Which Postgres does {s.code} run against?",
            f"What Postgres version is {s.code} pinned to?",
        )[w]
    else:
        v, d, f = pick(c, WEEKDAYS, 3)
        if w == 0:
            cited = (f"Club calendar: {s.code} meets every {v} evening.", "club calendar")
            other = (f"Club calendar: {o.code} meets every {d} evening.", "club calendar")
        else:
            cited = (f"Welcome pack, {s.code}: practice night is {v}.", "welcome pack")
            other = (f"Welcome pack, {o.code}: practice night is {d}.", "welcome pack")
        near = (f"could {s.code} try {f} instead some time? just a thought", "group chat")
        question = (
            f"On which night of the week does {s.code} practise?",
            f"What day is {s.code}'s regular practice?",
        )[w]
    _write(c, cited, other, near, question, [v], [d, f])


TEMPLATES = (
    code_reviewer_or_first_aider,
    snapshot_retention_or_session_cap,
    escalation_pair_or_key_holders,
    metrics_port_or_hall_fee,
    postgres_pin_or_practice_day,
)
