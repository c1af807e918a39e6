"""The six-month recall templates of `fresh43`: a fact said in a case's first two days and asked
207 to 224 days later, under nine to eleven team chat lines about the subject and one side chat
line holding a near miss. Another subject's value stands in the same frame, uncited."""

from __future__ import annotations

from dataclasses import dataclass

from cairn.bench.memfresh43_pools import (
    at,
    chatter,
    counts,
    dates,
    ev,
    other,
    people,
    refs,
    subject,
    turn,
    words,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import days


@dataclass(frozen=True)
class Fact:
    """The cited text (two wordings), its label, the distractor's frame, the near miss and the
    question, each with ``{code}``, ``{v}`` (and ``{x}``, someone else) to fill."""

    cited: tuple[str, str]
    label: str
    frame: str
    near: str
    question: str


def write(c: Case, f: Fact, value: str, other_value: str, near: str, x: str = "") -> None:
    """``x`` is someone the cited text names besides the answer (never a distractor)."""
    s, tw = subject(c), turn(c)
    o = other(c, s)
    fact = ev(c, "f", f.cited[tw].format(code=s.code, v=value, x=x), f.label, "doc",
              at(c, 0, 2))  # fmt: skip
    ev(c, "d", f.frame.format(code=o.code, v=other_value), f.label, "doc", at(c, 0, 3))
    chatter(c, s, c.rng.randint(9, 11), days(3), 190)
    ev(c, "n", f.near.format(code=s.code, v=near), "side chat two", "chat", at(c, 20, 150),
       "later")  # fmt: skip
    c.ask(f.question.format(code=s.code), after=at(c, 207, 224))
    c.expect([value], [fact], forbidden=[other_value, near])


def dns_owner_or_banner_keeper(c: Case) -> None:
    """Who owns a service's DNS records, or who keeps a group's banner between parades."""
    a, b, m, x = people(c, 4)
    if subject(c).software:
        f = Fact(
            ("{code} ops notes: {x} handed the DNS records over, so {v} owns them from now on",
             "{code} access doc: the DNS zone belongs to {v}"),
            "access doc",
            "{code} access doc: the DNS zone belongs to {v}",
            "{v} edited one {code} DNS record while the owner was off sick, one-off",
            "Whose sign-off do I need before touching the {code} DNS records?",
        )  # fmt: skip
    else:
        f = Fact(
            ("{code} AGM minutes: {x} passed the banner on, and {v} stores it in the garage now",
             "{code} AGM minutes: the banner stays with {v} between parades"),
            "AGM minutes",
            "{code} AGM minutes: the banner stays with {v} between parades",
            "{v} carried the {code} banner for one parade as a favour",
            "Who has the {code} banner at home between parades?",
        )  # fmt: skip
    write(c, f, a, b, m, x)


def outage_reference_or_padlock_code(c: Case) -> None:
    """A service's outage write-up reference (lower case), or a group's kit cage padlock code
    (mixed case); the near miss is a draft or a code from before the lock was swapped."""
    sw = subject(c).software
    a, b, m = refs(c, 3, mixed=not sw)
    if sw:
        f = Fact(
            ("{code} postmortem index: the checkout outage write-up is filed as {v}",
             "{code} postmortem index: find the checkout outage under {v}"),
            "postmortem index",
            "{code} postmortem index: the checkout outage write-up is filed as {v}",
            "the {code} outage draft was {v} before the index got renumbered",
            "Under what reference did the {code} checkout outage write-up end up?",
        )  # fmt: skip
    else:
        f = Fact(
            ("{code} kit note: the kit cage padlock opens with {v}",
             "{code} kit note: to get into the kit cage, dial {v}"),
            "kit note",
            "{code} kit note: the kit cage padlock opens with {v}",
            "the old {code} padlock was {v} before it got swapped",
            "What's the combination for the {code} kit cage?",
        )  # fmt: skip
    write(c, f, a, b, m)


def domain_expiry_or_awards_dinner(c: Case) -> None:
    """When a service's domain registration runs out, or the date of a group's awards dinner;
    the near miss is the date a reminder goes out or nominations close."""
    a, b, m = dates(c, 3)
    if subject(c).software:
        f = Fact(
            ("{code} ops calendar: the domain registration runs out on {v}",
             "{code} ops calendar: unless renewed, the domain lapses on {v}"),
            "ops calendar",
            "{code} ops calendar: the domain registration runs out on {v}",
            "the {code} renewal reminder email goes out on {v}",
            "If nobody renews it, on what date does the {code} domain lapse?",
        )  # fmt: skip
    else:
        f = Fact(
            ("{code} club calendar: the awards dinner is on {v}",
             "{code} club calendar: end-of-season dinner and trophies, {v}"),
            "club calendar",
            "{code} club calendar: the awards dinner is on {v}",
            "nominations for the {code} awards close on {v}",
            "What's the date of the {code} end-of-year awards do?",
        )  # fmt: skip
    write(c, f, a, b, m)


def shard_count_or_badge_order(c: Case) -> None:
    """How many shards a service's database is split into, or how many badges a group ordered;
    the near miss is a wished-for count, and the distractor is in the other form."""
    a, b, m = counts(c, 3)
    tw = turn(c)
    value, other_value, near = (str(a), words(b), words(m)) if tw == 0 else (words(a), str(b), str(m))  # fmt: skip
    if subject(c).software:
        f = Fact(
            ("{code} capacity plan: the database is split into {v} shards",
             "{code} capacity plan: rows are spread over {v} shards"),
            "capacity plan",
            "{code} capacity plan: the database is split into {v} shards",
            "{code} on {v} shards one day, lol",
            "Across how many shards is the {code} database spread?",
        )  # fmt: skip
    else:
        f = Fact(
            ("{code} treasurer's report: we ordered {v} commemorative badges",
             "{code} treasurer's report: {v} anniversary badges were paid for"),
            "treasurer's report",
            "{code} treasurer's report: we ordered {v} commemorative badges",
            "{v} badges for {code} would have been nice, dream on",
            "How many of the commemorative badges did {code} order?",
        )  # fmt: skip
    write(c, f, value, other_value, near)


def archive_host_or_spares_store(c: Case) -> None:
    """The host a service writes its cold archives to, or where a group keeps its spare
    instruments; the near miss is the subject's other place, only floated."""
    s = subject(c)
    o = other(c, s)
    a, m = s.places
    b = o.places[0]
    if s.software:
        f = Fact(
            ("{code} storage plan: cold archives are written to {v}",
             "{code} storage plan: {v} takes the cold archive copies"),
            "storage plan",
            "{code} storage plan: cold archives are written to {v}",
            "could the {code} archives live on {v} instead? just a thought",
            "Which host does {code} write its cold archives to?",
        )  # fmt: skip
    else:
        f = Fact(
            ("{code} welcome pack: spare instruments are kept at {v}",
             "{code} welcome pack: if you need a spare instrument, they're at {v}"),
            "welcome pack",
            "{code} welcome pack: spare instruments are kept at {v}",
            "maybe keep the {code} spares at {v}? just floating it",
            "Where does {code} keep its spare instruments?",
        )  # fmt: skip
    write(c, f, a, b, m)


TEMPLATES = (
    dns_owner_or_banner_keeper,
    outage_reference_or_padlock_code,
    domain_expiry_or_awards_dinner,
    shard_count_or_badge_order,
    archive_host_or_spares_store,
)
