"""The cross-session continuity templates of `fresh41`: a value said in one session and who is
behind it said in another, asked together in a third; another subject's value and person are
said in the same frames in those sessions too."""

from __future__ import annotations

from cairn.bench import memfresh41_pools as P
from cairn.bench.memgen import Case
from cairn.bench.memset import days


def _write(
    c: Case,
    value: tuple[str, str],
    person: tuple[tuple[str, str], tuple[str, str]],
    values: tuple[str, str],
    ask: str,
    s: P.Subject,
    o: P.Subject,
) -> None:
    """``value`` is the frame and label of the value's session, ``person`` the two wordings
    (frame and label, by turn) of the person's; ``values`` the case's value and the other
    subject's."""
    a, d = P.people(c, 2)
    vframe, vlabel = value
    pframe, plabel = person[P.turn(c)]
    ans, dist = values
    one = P.ev(c, "value", vframe.format(k=s.code, v=ans), vlabel, P.when(c, 0, 2), "a")
    P.ev(c, "value-other", vframe.format(k=o.code, v=dist), vlabel, P.when(c, 0, 2), "a")
    two = P.ev(c, "person", pframe.format(k=s.code, p=a), plabel, P.when(c, 3, 6), "b")
    P.ev(c, "person-other", pframe.format(k=o.code, p=d), plabel, P.when(c, 3, 6), "b")
    c.ask(ask, after=days(P.when(c, 8, 10)), session="q")
    c.expect([ans, a], [one, two], forbidden=[dist, d])


def broker_choice_or_practice_spot(c: Case) -> None:
    """Continuity: the message broker a service is moving to and who chose it, or a group's new
    practice spot and who found it."""
    s = P.subject(c, 0)
    (o,) = P.others(c, s, 1)
    if s.software:
        values = P.pick(c, P.BROKERS, 2)
        value = ("Standup notes: {k} is moving its events onto {v}.", "standup notes")
        person = (
            ("{p} made the broker call for {k}.", "decision log"),
            ("The broker for {k} was picked by {p}.", "decision log"),
        )
        ask = f"Which message broker is {s.code} moving to, and whose call was it?"
    else:
        values = P.pick(c, P.SPOTS, 2)
        value = ("{k} has a new practice spot: {v}.", "group chat")
        person = (
            ("{p} found the new {k} practice spot.", "committee minutes"),
            ("The new {k} practice spot was found by {p}.", "committee minutes"),
        )
        ask = f"Where is {s.code} practising now, and who found the place?"
    _write(c, value, person, (values[0], values[1]), ask, s, o)


def code_freeze_day_or_order_deadline(c: Case) -> None:
    """Continuity: the day a service's code freeze starts and who announced it, or the day a
    group's kit orders close and who collects them."""
    s = P.subject(c, 6)
    (o,) = P.others(c, s, 1)
    values = P.pick(c, P.WEEKDAYS, 2)
    if s.software:
        value = ("Release calendar: the {k} code freeze starts on {v}.", "release calendar")
        person = (
            ("{p} announced the {k} code freeze.", "eng chat"),
            ("The {k} code freeze was announced by {p}.", "eng chat"),
        )
        ask = f"Which day does the {s.code} code freeze start, and who called it?"
    else:
        value = ("Kit orders for {k} close on {v}.", "noticeboard")
        person = (
            ("{p} collects the {k} kit orders.", "group chat"),
            ("The {k} kit orders are collected by {p}.", "group chat"),
        )
        ask = f"When do {s.code} kit orders close, and who do I hand mine to?"
    _write(c, value, person, (values[0], values[1]), ask, s, o)


def terraform_pin_or_fundraiser_target(c: Case) -> None:
    """Continuity: the Terraform version a service is pinned to and who bumps it, or how much a
    group is trying to raise and who is running the fundraiser."""
    s = P.subject(c, 12)
    (o,) = P.others(c, s, 1)
    if s.software:
        values = P.pick(c, P.TERRAFORM, 2)
        value = ('# {k}\nterraform {{\n  required_version = "~> {v}"\n}}', "versions.tf")
        person = (
            ("{p} bumps the {k} Terraform pin.", "infra chat"),
            ("Terraform bumps for {k} are done by {p}.", "infra chat"),
        )
        ask = f"Which Terraform version is {s.code} pinned to, and who bumps it?"
    else:
        values = P.amounts(c, 2)
        value = ("Fundraiser page: {k} is aiming for {v} this year.", "fundraiser page")
        person = (
            ("{p} is running the {k} fundraiser.", "group chat"),
            ("The {k} fundraiser is being run by {p}.", "group chat"),
        )
        ask = f"How much is {s.code} trying to raise, and who is running the fundraiser?"
    _write(c, value, person, (values[0], values[1]), ask, s, o)


def cron_timezone_or_hoodie_colour(c: Case) -> None:
    """Continuity: the timezone a service's cron schedules follow and who set it, or the colour
    of a group's new hoodies and who is ordering them."""
    s = P.subject(c, 18)
    (o,) = P.others(c, s, 1)
    if s.software:
        values = P.pick(c, P.TIMEZONES, 2)
        value = ("# {k}\nCRON_TZ={v}", "crontab")
        person = (
            ("{p} set the {k} cron timezone.", "ops chat"),
            ("The {k} cron timezone was set by {p}.", "ops chat"),
        )
        ask = f"Which timezone do the {s.code} cron schedules follow, and who set that?"
    else:
        values = P.pick(c, P.COLOURS, 2)
        value = ("New {k} hoodies are coming in {v}.", "group chat")
        person = (
            ("{p} is ordering the {k} hoodies.", "club newsletter"),
            ("The {k} hoodies are being ordered by {p}.", "club newsletter"),
        )
        ask = f"What colour are the new {s.code} hoodies, and who is ordering them?"
    _write(c, value, person, (values[0], values[1]), ask, s, o)


def alert_threshold_or_raffle_prizes(c: Case) -> None:
    """Continuity: the error rate at which a service pages and who set it, or how many raffle
    prizes a group has and who is collecting them (the other subject's count in the other
    form)."""
    s = P.subject(c, 4)
    (o,) = P.others(c, s, 1)
    v, dv = P.counts(c, 2)
    sp = P.spelled(c)
    if s.software:
        value = ("Alerting rules: {k} pages once errors pass {v} a minute.", "alerting rules")
        person = (
            ("{p} set the {k} alert threshold.", "review notes"),
            ("The {k} alert threshold was set by {p}.", "review notes"),
        )
        ask = f"At how many errors a minute does {s.code} start paging, and who chose that number?"
    else:
        value = ("{k} has {v} raffle prizes lined up so far.", "group chat")
        person = (
            ("{p} is collecting the {k} raffle prizes.", "newsletter"),
            ("The {k} raffle prizes are being collected by {p}.", "newsletter"),
        )
        ask = f"How many raffle prizes has {s.code} got, and who is collecting them?"
    _write(c, value, person, (P.say(v, sp), P.say(dv, not sp)), ask, s, o)


TEMPLATES = (
    broker_choice_or_practice_spot,
    code_freeze_day_or_order_deadline,
    terraform_pin_or_fundraiser_target,
    cron_timezone_or_hoodie_colour,
    alert_threshold_or_raffle_prizes,
)
