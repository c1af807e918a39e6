"""``fresh35`` provenance templates: who or what a trusted source says, beside another subject's
value in the same frame and a near miss (someone who stood in once, a wished-for count, a
suggestion nobody took up)."""

from __future__ import annotations

from cairn.bench.memfresh35_pools import (
    LANGUAGES,
    LICENCES,
    amounts,
    counts,
    form,
    other_form,
    others,
    people,
    subject,
    turn,
)
from cairn.bench.memfresh35_pools import note as say
from cairn.bench.memgen import Case
from cairn.bench.memset import days, mins, sample


def prov_reviewer_or_fixtures_secretary(c: Case) -> None:
    """Who reviews a service's code changes, or who is a group's fixtures secretary, told with
    the value in the second of two mentions, beside another subject's and one stand-in."""
    s = subject(c, 0)
    (o,) = others(c, s)
    p, q, r, x = people(c, 4)
    t = turn(c)
    if s.software:
        cited = (
            f"{s.code} changes were first asked to go to {q} for review; in the end {p} took "
            "the reviews on",
            f"Code review for {s.code}: every change needs a sign-off from {p}",
        )[t]
        label = ("decision log", "readme")[t]
        dis = f"Code review for {o.code}: every change needs a sign-off from {x}"
        near = f"{r} looked over one {s.code} change while the usual reviewer was off, just once"
        ask = (
            f"If I open a pull request against {s.code}, whose approval do I need?",
            f"Who signs off code changes for {s.code}?",
        )[t]
    else:
        cited = (
            f"For {s.code}, {q} was first asked to be fixtures secretary; in the end {p} "
            "took the job on",
            f"{p} is fixtures secretary for {s.code}",
        )[t]
        label = ("committee minutes", "handbook")[t]
        dis = f"{x} is fixtures secretary for {o.code}"
        near = f"{r} stood in as {s.code} fixtures secretary for one week in the spring"
        ask = (
            f"If another club wants a friendly with {s.code}, who do they speak to?",
            f"Who sorts out the fixtures for {s.code}?",
        )[t]
    a = say(c, "fact", cited, label, days(2), "s1")
    say(c, "other", dis, label, days(3), "s1")
    say(c, "near", near, "side chat", days(5), "s2", trust=0.5)
    c.ask(ask, after=days(20))
    c.expect([p], [a], forbidden=[x, r])


def prov_rate_limit_or_member_cap(c: Case) -> None:
    """A per-minute request limit for a service or a cap on members for a group, in digits or
    words, beside another subject's and a wished-for one in the other form."""
    s = subject(c, 3)
    (o,) = others(c, s)
    n, m, w = counts(c, 3)
    shown = form(c, n)
    wish = other_form(w, form(c, w))
    who = people(c, 1)[0]
    t = turn(c)
    if s.software:
        cited = f"[{s.code.lower()}.limits]\nrequests_per_minute = {n}"
        cited = (
            cited
            if t == 0
            else f"Runbook: {s.code} lets each client make {shown} requests a minute"
        )
        dis = f"Runbook: {o.code} lets each client make {m} requests a minute"
        near = f"{who}: it would be lovely if {s.code} allowed {wish} requests a minute, just a thought"
        ask = (
            f"How many calls a minute can one client make to {s.code} before it is throttled?",
            f"What's the per-client ceiling on {s.code} requests each minute?",
        )[t]
        label = ("config.toml", "runbook")[t]
    else:
        cited = (
            f"AGM minutes: {s.code} membership is capped at {shown}",
            f"Wiki table\n| group | member cap |\n| {s.code} | {shown} |",
        )[t]
        dis = f"AGM minutes: {o.code} membership is capped at {m}"
        near = f"{who}: wish {s.code} could take {wish} members, lol"
        ask = (
            f"How many people can join {s.code} before there's a waiting list?",
            f"What's the most members {s.code} will take?",
        )[t]
        label = ("AGM minutes", "wiki table")[t]
    a = say(c, "fact", cited, label, days(1), "s1")
    say(c, "other", dis, "runbook" if s.software else "AGM minutes", days(4), "s1")
    say(c, "near", near, "group chat", days(6), "s2", trust=0.4)
    c.ask(ask, after=days(15))
    ans = str(n) if s.software and t == 0 else shown
    c.expect([ans], [a], forbidden=[str(m), wish])


def prov_escalation_or_first_aid(c: Case) -> None:
    """Whose phone rings first and second for a service, or who is a group's first aider and
    who backs them up, beside another subject's pair and someone who covered once."""
    s = subject(c, 6)
    (o,) = others(c, s)
    p1, p2, x1, x2, r = people(c, 5)
    t = turn(c)
    if s.software:
        cited = (
            f"Escalation for {s.code}: 1) {p1} 2) {p2}",
            f"| service | first page | second page |\n| {s.code.lower()} | {p1} | {p2} |",
        )[t]
        dis = f"Escalation for {o.code}: 1) {x1} 2) {x2}"
        near = f"{r} carried the {s.code} pager for one bank holiday, as a favour"
        ask = (
            f"If {s.code} breaks at three in the morning, who is woken first, and who after?",
            f"Who gets the first {s.code} page and who gets the second?",
        )[t]
        label = ("on-call note", "wiki table")[t]
    else:
        cited = (
            f"Sticky note on the first aid box: {s.code} first aider {p1}, backup {p2}",
            f"{p1} is first aider for {s.code}, with {p2} covering when they can't make it",
        )[t]
        dis = f"Sticky note on the first aid box: {o.code} first aider {x1}, backup {x2}"
        near = f"{r} did first aid at one {s.code} {s.work} when nobody else could"
        ask = (
            f"If someone gets hurt at {s.code}, who patches them up, and who if they're away?",
            f"Who's the {s.code} first aider, and who backs them up?",
        )[t]
        label = ("sticky note", "handbook")[t]
    a = say(c, "fact", cited, label, days(2), "s1")
    say(c, "other", dis, label, days(2) + mins(40), "s1")
    say(c, "near", near, "text message", days(9), "s2", trust=0.5)
    c.ask(ask, after=days(18))
    c.expect([p1, p2], [a], forbidden=[x1, x2, r])


def prov_licence_or_subs(c: Case) -> None:
    """A service's licence or a group's yearly subs, beside another subject's and one only
    suggested."""
    s = subject(c, 9)
    (o,) = others(c, s)
    who = people(c, 1)[0]
    t = turn(c)
    if s.software:
        v, x, y = sample(c, LICENCES, 3)
        cited = (
            f"licences.csv\npackage,licence\n{s.code.lower()},{v}",
            f"Readme: {s.code} is released under {v}",
        )[t]
        dis = f"Readme: {o.code} is released under {x}"
        near = f"{who}: maybe {s.code} should have gone {y}, no rush"
        ask = (
            f"If I fork {s.code}, which licence terms bind me?",
            f"Under what licence can I reuse the {s.code} code?",
        )[t]
        label = ("licences.csv", "readme")[t]
    else:
        v, x, y = amounts(c, 3)
        cited = (
            f"Treasurer's report: {s.code} subs are {v} for the year",
            f"Membership form: {s.code} costs {v} a year, payable in September",
        )[t]
        dis = f"Treasurer's report: {o.code} subs are {x} for the year"
        near = f"{who}: someone said {s.code} subs might go to {y}, no idea if that's real"
        ask = (
            f"What does a year of {s.code} membership set me back?",
            f"How much are the annual {s.code} subs?",
        )[t]
        label = ("treasurer's report", "membership form")[t]
    a = say(c, "fact", cited, label, days(3), "s1")
    say(c, "other", dis, label, days(5), "s1")
    say(c, "near", near, "message", days(8), "s2", trust=0.4)
    c.ask(ask, after=days(21))
    c.expect([v], [a], forbidden=[x, y])


def prov_language_or_venue(c: Case) -> None:
    """The language a service is written in, or where a group meets, beside another subject's
    and one floated once."""
    s = subject(c, 12)
    (o,) = others(c, s)
    who = people(c, 1)[0]
    t = turn(c)
    if s.software:
        v, x, y = sample(c, LANGUAGES, 3)
        cited = (
            f"services.csv\nservice,language\n{s.code.lower()},{v}",
            f"Kickoff notes: {s.code} will be written in {v}",
        )[t]
        dis = f"Kickoff notes: {o.code} will be written in {x}"
        near = f"{who}: half tempted to rewrite {s.code} in {y} one day, lol"
        ask = (
            f"What would I need to know to hack on the {s.code} codebase, language-wise?",
            f"Which programming language is {s.code} built in?",
        )[t]
        label = ("services.csv", "kickoff notes")[t]
    else:
        v = s.places[0]
        x = o.places[0]
        y = s.places[1]
        cited = (
            f"Venue sheet: {s.code} meets at {v}",
            f"Newsletter: every {s.code} {s.work} is at {v}",
        )[t]
        dis = f"Venue sheet: {o.code} meets at {x}"
        near = f"{who}: could we try {y} for {s.code} sometime? just wondering"
        ask = (
            f"Where do I go for a {s.code} {s.work}?",
            f"What's the usual meeting spot for {s.code}?",
        )[t]
        label = ("venue sheet", "newsletter")[t]
    a = say(c, "fact", cited, label, days(1), "s1")
    say(c, "other", dis, label, days(2), "s1")
    say(c, "near", near, "group chat", days(7), "s2", trust=0.4)
    c.ask(ask, after=days(14))
    c.expect([v], [a], forbidden=[x, y])


TEMPLATES = (
    prov_reviewer_or_fixtures_secretary,
    prov_rate_limit_or_member_cap,
    prov_escalation_or_first_aid,
    prov_licence_or_subs,
    prov_language_or_venue,
)
