"""The six-month recall templates of `fresh41`: a fact said in the first two days, asked 207 to
224 days after the case's start, under nine to eleven later team chat lines about the subject and
one side chat line; beside it another subject's value in the same frame and a near miss."""

from __future__ import annotations

from cairn.bench import memfresh41_pools as P
from cairn.bench.memgen import Case
from cairn.bench.memset import days


def status_page_login_or_banner_keeper(c: Case) -> None:
    """Six-month recall: who holds the login of a service's status page, or who keeps a group's
    banner, beside another subject's holder and someone who used it once."""
    s = P.subject(c, 0)
    (o,) = P.others(c, s, 1)
    a, d, n = P.people(c, 3)
    if s.software:
        frames = (
            ("Access doc: the {k} status page account is held by {v}.", "access doc"),
            ("{v} holds the login for the {k} status page.", "onboarding doc"),
        )
        near = (f"{n} logged into the {s.code} status page once to post a notice", "ops chat")
        ask = f"If the {s.code} status page needs a notice posted, who can get into the account?"
    else:
        frames = (
            ("Club handbook: the {k} banner lives with {v} between events.", "club handbook"),
            ("{v} keeps the {k} banner at home.", "kit note"),
        )
        near = (f"{n} carried the {s.code} banner at one gala", "group chat")
        ask = f"Who do I ask to bring the {s.code} banner along?"
    _finish(c, s, o, frames, (a, d), near, n, ask)


def change_ticket_or_wifi_password(c: Case) -> None:
    """Six-month recall: the change ticket a service's database cutover runs under, or a group's
    clubhouse Wi-Fi password (lower or mixed case), beside another subject's and a stale one."""
    s = P.subject(c, 6)
    (o,) = P.others(c, s, 1)
    ans, dist, old = P.refs(c, 3, c.rng.random() < 0.5)
    if s.software:
        frames = (
            ("Change log: the {k} database cutover runs under ticket {v}.", "change log"),
            ("CAB minutes: {k} cutover approved as change {v}.", "CAB minutes"),
        )
        near = (f"the first {s.code} cutover ticket, {old}, was closed as a duplicate", "ops chat")  # fmt: skip
        ask = f"Which change ticket covers the {s.code} database cutover?"
    else:
        frames = (
            ("Welcome leaflet: clubhouse Wi-Fi for {k}, the password is {v}.", "welcome leaflet"),
            ("Noticeboard card for {k}: wifi password {v}", "noticeboard"),
        )
        near = (f"the old {s.code} Wi-Fi password {old} stopped working when the router was swapped", "group chat")  # fmt: skip
        ask = f"What do I type to get onto the clubhouse Wi-Fi at {s.code}?"
    _finish(c, s, o, frames, (ans, dist), near, old, ask)


def licence_renewal_or_gala_date(c: Case) -> None:
    """Six-month recall: the date a service's monitoring licence renews, or the date of a group's
    gala, beside another subject's and the date a reminder goes out or entries close."""
    s = P.subject(c, 12)
    (o,) = P.others(c, s, 1)
    ans, dist, early = P.dates(c, 3)
    if s.software:
        frames = (
            ("Ops calendar: the {k} monitoring licence renews on {v}.", "ops calendar"),
            ("Vendor list: {k} monitoring licence, renewal due {v}.", "vendor list"),
        )
        near = (f"the renewal reminder for {s.code} goes out on {early}", "ops chat")
        ask = f"On what date does the {s.code} monitoring licence run out if nobody renews it?"
    else:
        frames = (
            ("Club calendar: the {k} gala is on {v}.", "club calendar"),
            ("Newsletter: save {v} for the {k} gala.", "newsletter"),
        )
        near = (f"gala entries for {s.code} close on {early}", "group chat")
        ask = f"Which date should I keep free for the {s.code} gala?"
    _finish(c, s, o, frames, (ans, dist), near, early, ask)


def replica_count_or_badge_order(c: Case) -> None:
    """Six-month recall: how many replicas a service runs at peak, or how many badges a group
    ordered, beside another subject's count and a wished-for one, both in the other form."""
    s = P.subject(c, 18)
    (o,) = P.others(c, s, 1)
    v, dv, wv = P.counts(c, 3)
    sp = P.spelled(c)
    ans, dist, wish = P.say(v, sp), P.say(dv, not sp), P.say(wv, not sp)
    if s.software:
        frames = (
            ("Capacity plan: {k} runs {v} replicas at peak.", "capacity plan"),
            ("Deploy review: {k} is sized at {v} replicas for the busy season.", "deploy review"),
        )
        near = (f"{s.code} at {wish} replicas would be nice, lol", "side chat two")
        ask = f"How many copies of {s.code} are running at peak?"
    else:
        frames = (
            ("Badge tally: {k} ordered {v} enamel badges.", "badge tally"),
            ("Treasurer's note: {v} badges came in for {k}.", "treasurer's note"),
        )
        near = (f"{s.code} should have ordered {wish} badges tbh", "side chat two")
        ask = f"How many enamel badges did {s.code} order?"
    _finish(c, s, o, frames, (ans, dist), near, wish, ask)


def cron_host_or_archive_boxes(c: Case) -> None:
    """Six-month recall: the host a service's scheduled jobs run on, or where a group's archive
    boxes are kept, beside another subject's and a place only wondered about."""
    s = P.subject(c, 4)
    (o,) = P.others(c, s, 1)
    ans, maybe = s.places
    if s.software:
        frames = (
            ("Runner inventory: {k} cron jobs run on {v}.", "runner inventory"),
            ("Build note: scheduled jobs for {k} live on {v}.", "build note"),
        )
        near = (f"should the {s.code} cron jobs move to {maybe}? just wondering", "ops chat")
        ask = f"Which machine are the {s.code} scheduled jobs on?"
    else:
        frames = (
            ("Handbook: the {k} archive boxes are kept in {v}.", "handbook"),
            ("Secretary's report: the {k} archive boxes now sit in {v}.", "secretary's report"),
        )
        near = (f"maybe the {s.code} boxes could go to {maybe}? just floating it", "group chat")
        ask = f"Where would I find the old {s.code} archive boxes?"
    _finish(c, s, o, frames, (ans, o.places[0]), near, maybe, ask)


def _finish(
    c: Case,
    s: P.Subject,
    o: P.Subject,
    frames: tuple[tuple[str, str], tuple[str, str]],
    values: tuple[str, str],
    near: tuple[str, str],
    missed: str,
    ask: str,
) -> None:
    """Write the case: the fact, the other subject's value, the near miss (``missed`` is its
    value), the chatter, the question and what is expected."""
    frame, label = frames[P.turn(c)]
    ans, dist = values
    fact = P.ev(c, "fact", frame.format(k=s.code, v=ans), label, P.when(c, 0, 2))
    P.ev(c, "other", frame.format(k=o.code, v=dist), label, P.when(c, 0, 20))
    P.ev(c, "near", near[0], near[1], P.when(c, 2, 40))
    P.chatter(c, s.code, "s1")
    c.ask(ask, after=days(P.when(c, 207, 224)), session="q")
    c.expect([ans], [fact], forbidden=[dist, missed])


TEMPLATES = (
    status_page_login_or_banner_keeper,
    change_ticket_or_wifi_password,
    licence_renewal_or_gala_date,
    replica_count_or_badge_order,
    cron_host_or_archive_boxes,
)
