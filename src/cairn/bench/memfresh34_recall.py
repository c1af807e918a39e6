"""`fresh34` six-month recall templates: a fact said once, asked about 203 to 233 days later under
nine to eleven team chat lines about the subject; another subject's fact in the same frame and a
near miss (a lapsed reference, someone who stood in, a date due, a wished-for figure, a place
only floated) are the distractors."""

from __future__ import annotations

from cairn.bench.memfresh34_pools import (
    at,
    counts,
    dates,
    form,
    others,
    people,
    pick,
    refs,
    say,
    subject,
    team_chat,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import choose, days, mins


def _later(
    c: Case,
    code: str,
    fact: tuple[str, str, str],
    frame: str,
    near: str,
    question: str,
    answer: str,
    forbidden: list[str],
) -> None:
    """The fact (text, label, kind) and the other subject's line early, the near miss some weeks
    on, team chat over the months after, and the question seven months or so later."""
    cited = at(c, "fact", fact[0], fact[1], fact[2], mins(30), "a")
    at(c, "other", frame, fact[1], fact[2], days(choose(c, range(1, 6))), "a")
    at(c, "near", near, "side chat", "chat", days(choose(c, range(20, 90))), "b")
    team_chat(c, code, choose(c, (9, 10, 11)), days(7), 190, "chat")
    c.ask(question, after=days(choose(c, range(203, 234))))
    c.expect([answer], [cited], forbidden=forbidden)


def key_ref_or_insurance_policy(c: Case) -> None:
    """The reference a service's API key is filed under, or a group's insurance policy number, in
    lower or mixed case; an old reference that lapsed distracts."""
    s = subject(c, 0)
    (o,) = others(c, s)
    value, other, old = refs(c, 3, form(c))
    if s.software:
        fact = (
            f"Vault note: the {s.code} API key is filed under {value}.",
            "vault note",
            "document",
        )
        frame = f"Vault note: the {o.code} API key is filed under {other}."
        near = f"the old {s.code} key reference {old} lapsed, don't use it"
        q = pick(
            c,
            (
                f"Which reference is the {s.code} API key filed under?",
                f"What key reference do I quote for {s.code}'s API access?",
            ),
        )
    else:
        fact = (
            f"Insurance: {s.code}'s policy number is {value}.",
            "mail from the insurer",
            "document",
        )
        frame = f"Insurance: {o.code}'s policy number is {other}."
        near = f"the old {s.code} policy {old} ran out, ignore it"
        q = pick(
            c,
            (
                f"What's {s.code}'s insurance policy number?",
                f"Which policy reference covers {s.code}?",
            ),
        )
    _later(c, s.code, fact, frame, near, q, value, [other, old])


def privacy_contact_or_welfare_officer(c: Case) -> None:
    """Whom to ask about personal data a service holds, or a group's welfare officer; someone who
    stood in once distracts."""
    s = subject(c, 3)
    (o,) = others(c, s)
    who, rival, stand_in = people(c, 3)
    if s.software:
        fact = (
            f"Privacy notice: data protection questions about {s.code} go to {who}.",
            "privacy notice",
            "document",
        )
        frame = f"Privacy notice: data protection questions about {o.code} go to {rival}."
        near = f"{stand_in} covered {s.code} data requests while someone was on leave"
        q = pick(
            c,
            (
                f"Whom do I ask about personal data held by {s.code}?",
                f"Who's the data protection contact for {s.code}?",
            ),
        )
    else:
        fact = (f"Handbook: {s.code}'s welfare officer is {who}.", "handbook", "document")
        frame = f"Handbook: {o.code}'s welfare officer is {rival}."
        near = f"{stand_in} stood in as {s.code} welfare contact at one event"
        q = pick(
            c,
            (
                f"If I'm worried about someone's wellbeing at {s.code}, who do I talk to?",
                f"Who is the {s.code} welfare officer?",
            ),
        )
    _later(c, s.code, fact, frame, near, q, who, [rival, stand_in])


def domain_renewal_or_annual_dinner(c: Case) -> None:
    """Until when a service's domain is paid up, or the date of a group's annual dinner; the date
    a report or reminder is due distracts."""
    s = subject(c, 6)
    (o,) = others(c, s)
    value, other, due = dates(c, 3)
    if s.software:
        fact = (
            f"Registrar mail: the {s.code} domain is paid up until {value}.",
            "registrar mail",
            "document",
        )
        frame = f"Registrar mail: the {o.code} domain is paid up until {other}."
        near = f"the {s.code} status report is due {due}, no rush"
        q = pick(
            c,
            (
                f"When does the {s.code} domain need renewing?",
                f"Until what date is the {s.code} domain registered?",
            ),
        )
    else:
        fact = (
            f"Committee minutes: {s.code}'s annual dinner is on {value}.",
            "committee minutes",
            "document",
        )
        frame = f"Committee minutes: {o.code}'s annual dinner is on {other}."
        near = f"the {s.code} subs reminder goes out on {due}"
        q = pick(
            c,
            (
                f"What date is the {s.code} annual dinner?",
                f"Which date should I keep free for the {s.code} dinner?",
            ),
        )
    _later(c, s.code, fact, frame, near, q, value, [other, due])


def disk_quota_or_locker_count(c: Case) -> None:
    """A service's disk quota in gigabytes, or how many lockers a group has, in digits or words;
    another subject's figure and a wished-for one distract."""
    s = subject(c, 9)
    (o,) = others(c, s)
    n, other, wish = counts(c, 3)
    words = form(c)
    value, said, wished = say(n, words), say(other, not words), say(wish, words)
    if s.software:
        fact = (
            f"Settings note: {s.code} gets a disk quota of {value} gigabytes.",
            "settings note",
            "document",
        )
        frame = f"Settings note: {o.code} gets a disk quota of {said} gigabytes."
        near = f"{s.code} could use {wished} gigabytes really, just wondering"
        q = pick(
            c,
            (
                f"How much disk can {s.code} use, in gigabytes?",
                f"What's the {s.code} storage quota?",
            ),
        )
    else:
        fact = (
            f"Venue sheet: {s.code} has {value} lockers at {s.places[0]}.",
            "venue sheet",
            "document",
        )
        frame = f"Venue sheet: {o.code} has {said} lockers at {o.places[0]}."
        near = f"{s.code} could do with {wished} lockers, lol"
        q = pick(
            c,
            (
                f"How many lockers does {s.code} have?",
                f"How many lockers are set aside for {s.code}?",
            ),
        )
    _later(c, s.code, fact, frame, near, q, value, [said, wished])


def staging_host_or_summer_social(c: Case) -> None:
    """Which host a service's staging runs on, or where a group's summer social is; the other
    subject's and one only floated distract."""
    s = subject(c, 12)
    (o,) = others(c, s)
    value, floated = s.places
    other = o.places[0]
    if s.software:
        fact = (f"Deploy note: {s.code} staging runs on {value}.", "deploy note", "document")
        frame = f"Deploy note: {o.code} staging runs on {other}."
        near = f"{floated} was floated for {s.code} staging once, just a thought"
        q = pick(
            c,
            (
                f"Which host is {s.code} staging on?",
                f"Where does {s.code} staging live?",
            ),
        )
    else:
        fact = (f"Newsletter: the {s.code} summer social is at {value}.", "newsletter", "document")
        frame = f"Newsletter: the {o.code} summer social is at {other}."
        near = f"someone floated {floated} for the {s.code} social"
        q = pick(
            c,
            (
                f"Where's the {s.code} summer social?",
                f"Which venue is {s.code} using for the summer social?",
            ),
        )
    _later(c, s.code, fact, frame, near, q, value, [other, floated])


TEMPLATES = (
    key_ref_or_insurance_policy,
    privacy_contact_or_welfare_officer,
    domain_renewal_or_annual_dinner,
    disk_quota_or_locker_count,
    staging_host_or_summer_social,
)
