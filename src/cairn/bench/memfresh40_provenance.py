"""Provenance templates of `fresh40`: a fact said once by a named source, asked later. Each case
holds another subject's value in the same frame and a near miss (a value only floated, wished
for or done once as a favour); neither is cited."""

from __future__ import annotations

from cairn.bench.memfresh40_pools import (
    REGIONS,
    WEEKDAYS,
    amounts,
    coin,
    counts,
    others,
    people,
    place,
    ports,
    say,
    spell,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import days, mins, sample


def _ask(c: Case, text: str) -> None:
    c.ask(text, after=days(c.rng.uniform(3, 20)))


def dataset_owner_or_welfare_officer(c: Case) -> None:
    """Who owns a service's dataset, or who a group's welfare officer is; another subject's
    holder and someone who helped once are distractors."""
    p = place(c, 0)
    (o,) = others(c, p.subject)
    ans, first, near, other = people(c, 4)
    if p.soft:
        if p.turn == 0:
            fact = f"Data catalogue, {p.code}: the {p.code} dataset belongs to {ans}; ask them before changing a column."
            label = "data catalogue"
        else:
            fact = f"{first} was put down as owner of the {p.code} dataset at first; the ownership has since passed to {ans}."
            label = "data governance minutes"
        dis = f"Data catalogue, {o.code}: the {o.code} dataset belongs to {other}."
        nm = f"{near} answered one question about the {p.code} dataset while the others were at the offsite."
        asks = (
            f"If I want to add a column to the {p.code} dataset, whose sign-off do I need?",
            f"Who owns the {p.code} dataset?",
        )
    else:
        if p.turn == 0:
            fact = f"Welfare officer for {p.code}: {ans}. Any worry about a member goes to them."
            label = "club handbook"
        else:
            fact = f"Welfare at {p.code}: {first} volunteered first, but {ans} did the training and holds the role."
            label = "committee minutes"
        dis = f"Welfare officer for {o.code}: {other}."
        nm = (
            f"{near} sorted out one welfare worry for {p.code} on the coach trip, just as a favour."
        )
        asks = (
            f"If someone at {p.code} is struggling, who is the person to tell?",
            f"Who is the welfare officer at {p.code}?",
        )
    cited = say(c, "fact", fact, label, mins(c.rng.uniform(10, 600)))
    say(
        c,
        "other",
        dis,
        "club handbook" if not p.soft else "data catalogue",
        mins(c.rng.uniform(10, 600)),
    )
    say(c, "near", nm, "group chat" if not p.soft else "team chat", days(c.rng.uniform(1, 2)))
    _ask(c, asks[p.instance % 2])
    c.expect([ans], [cited], forbidden=[other, near])


def rate_limit_or_hall_capacity(c: Case) -> None:
    """How many requests a minute a service lets one client make, or how many people a group's
    hall holds; another subject's count and a wished-for one, in the other form, are
    distractors."""
    p = place(c, 6)
    (o,) = others(c, p.subject)
    a, b, w = counts(c, 3)
    form = coin(c)
    ans, other, wish = spell(a, form), spell(b, not form), spell(w, not form)
    if p.soft:
        if p.turn == 0 and not form:
            fact = f"# {p.code} gateway\n[{p.code.lower()}.ratelimit]\nrequests_per_minute = {ans}"
            label = "ratelimit.toml"
        elif p.turn == 0:
            fact = f"The {p.code} gateway lets one client make {ans} requests a minute before throttling."
            label = "API guide"
        else:
            fact = f"The {p.code} rate limit is set at {ans} requests per minute per client."
            label = "gateway runbook"
        dis = f"The {o.code} rate limit is set at {other} requests per minute per client."
        nm = f"Honestly {p.code} should allow {wish} requests a minute, just saying."
        asks = (
            f"How many requests a minute can one client send to {p.code} before it gets throttled?",
            f"What's the per-minute request cap on {p.code}?",
        )
        labels = ("gateway runbook", "ops chat")
    else:
        if p.turn == 0:
            fact = (
                f"Booking confirmation: the {p.code} hall holds {ans} people, seated or standing."
            )
            label = "booking confirmation"
        else:
            fact = f"Capacity for {p.code} nights is {ans} people at most, the caretaker says."
            label = "caretaker's note"
        dis = f"Booking confirmation: the {o.code} hall holds {other} people."
        nm = f"We could fit {wish} into the {p.code} hall if everyone breathes in, dream on."
        asks = (
            f"How many people can we squeeze into the {p.code} venue?",
            f"What is the head count limit for a {p.code} night?",
        )
        labels = ("booking confirmation", "group chat")
    cited = say(c, "fact", fact, label, mins(c.rng.uniform(10, 600)))
    say(c, "other", dis, labels[0], mins(c.rng.uniform(10, 600)))
    say(c, "near", nm, labels[1], days(c.rng.uniform(1, 2)))
    _ask(c, asks[p.instance % 2])
    c.expect([ans], [cited], forbidden=[other, wish])


def on_call_order_or_minibus_drivers(c: Case) -> None:
    """Who is first and second on call for a service, or who drives a group's minibus out and
    who drives it back; another subject's pair and a one-off stand-in are distractors."""
    p = place(c, 12)
    (o,) = others(c, p.subject)
    a, b, oa, ob, near = people(c, 5)
    if p.soft:
        head = "| service | first on call | second on call |\n|---|---|---|"
        if p.turn == 0:
            fact = f"{head}\n| {p.code} | {a} | {b} |"
            label = "on-call wiki table"
        else:
            fact = f"On-call order for {p.code}: {a} takes the first page, {b} is the backup."
            label = "on-call handover"
        dis = f"{head}\n| {o.code} | {oa} | {ob} |"
        dis_label = "on-call wiki table"
        nm = f"{near} picked up a single {p.code} page once during a swap, nothing permanent."
        asks = (
            f"If {p.code} pages at night, who gets woken first, and who after that?",
            f"Who is first and who is second on call for {p.code}?",
        )
    else:
        head = "| group | drives out | drives back |\n|---|---|---|"
        if p.turn == 0:
            fact = f"{head}\n| {p.code} | {a} | {b} |"
            label = "lift rota"
        else:
            fact = f"For {p.code} away days {a} drives the minibus out and {b} drives it home."
            label = "secretary's report"
        dis = f"{head}\n| {o.code} | {oa} | {ob} |"
        dis_label = "lift rota"
        nm = f"{near} drove the {p.code} minibus once when nobody else could, no idea if that continues."
        asks = (
            f"Who drives the {p.code} minibus out to away days, and who brings it back?",
            f"Which two of us handle the {p.code} minibus driving, out and back?",
        )
    cited = say(c, "fact", fact, label, mins(c.rng.uniform(10, 600)))
    say(c, "other", dis, dis_label, mins(c.rng.uniform(10, 600)))
    say(c, "near", nm, "team chat" if p.soft else "group chat", days(c.rng.uniform(1, 2)))
    _ask(c, asks[p.instance % 2])
    c.expect([a, b], [cited], forbidden=[oa, ob, near])


def admin_port_or_pitch_fee(c: Case) -> None:
    """The port a service's admin page listens on, or what a group pays a season for its pitch;
    another subject's value and one only wondered about or rumoured are distractors."""
    p = place(c, 18)
    (o,) = others(c, p.subject)
    if p.soft:
        ans, other, near = ports(c, 3)
        if p.turn == 0:
            fact = f"# {p.code}\nADMIN_PORT_{p.code.upper()} := {ans}"
            label = "Makefile"
            dis = f"# {o.code}\nADMIN_PORT_{o.code.upper()} := {other}"
        else:
            fact = f"# {p.code} admin listener\n{p.code.upper()}_ADMIN_PORT={ans}"
            label = "deploy.env"
            dis = f"# {o.code} admin listener\n{o.code.upper()}_ADMIN_PORT={other}"
        nm = f"What if {p.code} moved its admin page to {near}? Just wondering."
        asks = (
            f"Which port do I point my browser at for the {p.code} admin page?",
            f"What port does the {p.code} admin listener bind to?",
        )
        labels = (label, "ops chat")
    else:
        ans, other, near = amounts(c, 3)
        if p.turn == 0:
            fact = f"Invoice note: {p.code} pays {ans} a season for the pitch."
            label = "invoice note"
            dis = f"Invoice note: {o.code} pays {other} a season for the pitch."
        else:
            fact = f"Treasurer's report: the {p.code} season pitch hire comes to {ans}."
            label = "treasurer's report"
            dis = f"Treasurer's report: the {o.code} season pitch hire comes to {other}."
        nm = f"Someone said the {p.code} pitch hire might go up to {near}, no idea if true."
        asks = (
            f"How much does {p.code} pay for a season of pitch hire?",
            f"What does a season on the pitch cost {p.code}?",
        )
        labels = (label, "group chat")
    cited = say(c, "fact", fact, label, mins(c.rng.uniform(10, 600)))
    say(c, "other", dis, labels[0], mins(c.rng.uniform(10, 600)))
    say(c, "near", nm, labels[1], days(c.rng.uniform(1, 2)))
    _ask(c, asks[p.instance % 2])
    c.expect([ans], [cited], forbidden=[other, near])


def backup_region_or_practice_day(c: Case) -> None:
    """The region a service keeps its backups in, or the day a group practises; another
    subject's value and one only floated are distractors."""
    p = place(c, 4)
    (o,) = others(c, p.subject)
    ans, first, other, near = sample(c, REGIONS if p.soft else WEEKDAYS, 4)
    if p.soft:
        if p.turn == 0:
            fact = f'# {p.code} backups\n[{p.code.lower()}.backup]\nregion = "{ans}"'
            label = "backup.toml"
        else:
            fact = f"The {p.code} backups were headed for {first} in the first draft; the approved plan keeps them in {ans}."
            label = "DR plan"
        dis = f'# {o.code} backups\n[{o.code.lower()}.backup]\nregion = "{other}"'
        dis_label = "backup.toml"
        nm = f"Could {p.code} keep its backups in {near} instead? Just floating it."
        asks = (
            f"Where in the cloud do the {p.code} backups live?",
            f"Which region holds the {p.code} backup copies?",
        )
    else:
        if p.turn == 0:
            fact = f"Practice: {p.code} meets every week on {ans} evening."
            label = "noticeboard"
        else:
            fact = f"{p.code} used to practise on {first}; since the spring it practises on {ans}."
            label = "newsletter"
        dis = f"Practice: {o.code} meets every week on {other} evening."
        dis_label = "noticeboard"
        nm = f"Could {p.code} move practice to {near}? Just wondering."
        asks = (
            f"Which day of the week does {p.code} practise?",
            f"What day should I keep free for {p.code} practice?",
        )
    cited = say(c, "fact", fact, label, mins(c.rng.uniform(10, 600)))
    say(c, "other", dis, dis_label, mins(c.rng.uniform(10, 600)))
    say(c, "near", nm, "ops chat" if p.soft else "group chat", days(c.rng.uniform(1, 2)))
    _ask(c, asks[p.instance % 2])
    c.expect([ans], [cited], forbidden=[other, near])


TEMPLATES = (
    dataset_owner_or_welfare_officer,
    rate_limit_or_hall_capacity,
    on_call_order_or_minibus_drivers,
    admin_port_or_pitch_fee,
    backup_region_or_practice_day,
)
