"""`fresh33` provenance templates: one fact said in a named source, the same fact about another
subject in the same sentence frame, and someone who only stood near it (``bench.memfresh33``)."""

from __future__ import annotations

from cairn.bench.memfresh33_pools import (
    COLOURS,
    FORMATS,
    Subject,
    a_or_an,
    chat,
    counts,
    days,
    event,
    form,
    mins,
    others,
    people,
    pounds,
    say,
    subject,
    turn,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import sample

OFFSET = 0


def prov_dataset_owner_or_kit_officer(c: Case) -> None:
    """Who owns a service's dataset or looks after a group's kit; another subject's owner or
    officer in the same frame, and someone who asked for access or tidied the kit once."""
    s = subject(c, OFFSET)
    (o,) = others(c, s)
    a, b, d, e, f = people(c, 5)
    w = turn(c, 2)
    if s.software:
        frames = (
            "Team page: the {item} of {code} are owned by {p}.",
            "{q} was first asked to own the {code} {item}; in the end {p} took them on.",
        )
        aside = f"{f} asked for read access to the {s.code} {s.item}, fyi"
        question = (
            f"Who owns the {s.code} {s.item}?",
            f"If I need the {s.code} {s.item} changed, whose call is it?",
        )[w]
    else:
        frames = (
            "Handbook: {p} looks after the {code} {item}.",
            "{q} was first asked to mind the {code} {item}; in the end {p} took them on.",
        )
        aside = f"{f} helped tidy the {s.code} {s.item} once, ta"
        question = (
            f"Who should I ask about the {s.code} {s.item}?",
            f"Who is {s.code}'s kit officer for the {s.item}?",
        )[w]
    frame = frames[w]
    label = (
        ("team page", "handover note")[w] if s.software else ("handbook", "committee minutes")[w]
    )
    cited = event(
        c, "cited", frame.format(item=s.item, code=s.code, p=a, q=d), label, mins(0), trust=0.9
    )
    event(c, "other", frame.format(item=o.item, code=o.code, p=b, q=e), label, days(1.5))
    event(c, "aside", aside, "side chat", days(3), kind="chat", trust=0.5)
    chat(c, s, 2, days(0.5), 4, "s1")
    c.ask(question, after=days(6))
    c.expect([a], [cited], forbidden=[b, f])


def prov_worker_or_member_count(c: Case) -> None:
    """How many workers a service runs with or how many a group has on its books; another
    subject's count in the same frame and a wished-for count."""
    s = subject(c, OFFSET)
    (o,) = others(c, s)
    n, m, x = counts(c, 3)
    wa, wb, wx = form(c), form(c), form(c)
    w = turn(c, 2)
    if s.software:
        if w == 0:
            frame = '{{"service": "{low}", "workers": {n}, "host": "{host}"}}'
            wa = wb = False
            label = "services.json"
        else:
            frame = "Settings note: {code} runs {n} workers for the {work}."
            label = "settings note"
        wish = f"it'd be nice to give {s.code} {say(x, wx)} workers one day, just a thought"
        question = (
            f"How many workers does the {s.code} {s.work} run with?",
            f"What's the worker count behind {s.code}?",
        )[w]
    else:
        if w == 0:
            frame = "| group | on the books |\n| {low} | {n} |"
            wa = wb = False
            label = "wiki table"
        else:
            frame = "Membership secretary: {code} has {n} {unit} on the books."
            label = "mail from the secretary"
        wish = f"wouldn't it be grand if {s.code} had {say(x, wx)} {s.unit}, just wondering"
        question = (
            f"How many {s.unit} does {s.code} have on its books?",
            f"What's {s.code}'s membership these days, in heads?",
        )[w]

    def text(t: Subject, k: int, in_words: bool) -> str:
        code = t.code
        return frame.format(
            low=code.lower(),
            code=code,
            n=say(k, in_words),
            host=t.places[0],
            work=t.work,
            unit=t.unit,
        )

    cited = event(c, "cited", text(s, n, wa), label, mins(0), trust=0.9)
    event(c, "other", text(o, m, wb), label, days(2))
    event(c, "wish", wish, "group chat", days(4), kind="chat", trust=0.5)
    chat(c, s, 2, days(0.2), 5, "s1")
    c.ask(question, after=days(7))
    c.expect([say(n, wa)], [cited], forbidden=[say(m, wb), say(x, wx)])


def prov_escalation_or_first_aid_order(c: Case) -> None:
    """Whom a service's pages go to, first and second, or who covers first aid at a session and
    who is next; another subject's pair in the same frame, and someone who stood in once."""
    s = subject(c, OFFSET)
    (o,) = others(c, s)
    a, b, x, y, z = people(c, 5)
    w = turn(c, 2)
    if s.software:
        frame = "On-call escalation for {code}: {p} first, then {q}."
        stood = f"{z} stood in on the {s.code} pager one night, lol"
        question = (
            f"In what order do we escalate {a_or_an(s.code)} page, and to whom?",
            f"If {s.code} breaks at night, who gets called, first and second?",
        )[w]
    else:
        frame = "First aid at the {code} {work}: {p} first, then {q}."
        stood = f"{z} covered first aid at one {s.code} {s.work} when nobody else could"
        question = (
            f"Who covers first aid at the {s.code} {s.work}, in order?",
            f"At {s.code}, who's the first-aider, and who's next if they're out?",
        )[w]

    def text(t: Subject, p: str, q: str) -> str:
        line = frame.format(code=t.code, work=t.work, p=p, q=q)
        if w == 0:
            return ("Runbook: " if s.software else "Handbook: ") + line
        chan = f"#{t.code.lower()}-{'ops' if s.software else 'crew'}"
        return f"Export · {chan} · {p}: {line}"

    label = ("runbook" if s.software else "handbook", "chat export")[w]
    cited = event(c, "cited", text(s, a, b), label, mins(0), trust=0.85)
    event(c, "other", text(o, x, y), label, days(1))
    event(c, "stood", stood, "message", days(2.5), kind="chat", trust=0.5)
    chat(c, s, 2, days(0.3), 4, "s1")
    c.ask(question, after=days(5))
    c.expect([a, b], [cited], forbidden=[x, y, z])


def prov_upload_cap_or_tour_fee(c: Case) -> None:
    """The largest upload a service takes in megabytes, or what a group's summer tour costs a head; another
    subject's in the same frame, and a figure misremembered."""
    s = subject(c, OFFSET)
    (o,) = others(c, s)
    w = turn(c, 2)
    if s.software:
        n, m, x = counts(c, 3)
        val, oval, wrong = str(n), str(m), str(x)
        if w == 0:
            frame = "# {code} uploads\n{up}_MAX_UPLOAD_MB={v}"
            label = "env file"
        else:
            frame = "Review notes: {code} caps uploads at {v} MB."
            label = "review notes"
        mis = f"I thought {s.code} took {wrong} MB uploads, going from memory"
        question = (
            f"What's the biggest file I can upload to {s.code}?",
            f"How large can {a_or_an(s.code)} upload be, in megabytes?",
        )[w]
    else:
        val, oval, wrong = pounds(c, 3)
        if w == 0:
            frame = "price_list.csv\ngroup,tour_fee\n{low},{v}"
            label = "price list"
        else:
            frame = "Treasurer's note: the {code} summer tour costs {v} a head."
            label = "treasurer's note"
        mis = f"wasn't the {s.code} tour {wrong}? lol"
        question = (
            f"What do I pay for the {s.code} summer tour?",
            f"How much is the {s.code} tour, per head?",
        )[w]

    def text(t: Subject, v: str) -> str:
        code = t.code
        return frame.format(code=code, up=code.upper(), low=code.lower(), v=v, work=t.work)

    cited = event(c, "cited", text(s, val), label, mins(0), trust=0.9)
    event(c, "other", text(o, oval), label, days(1.2))
    event(c, "mis", mis, "team chat", days(3), kind="chat", trust=0.4)
    chat(c, s, 2, days(0.4), 4, "s1")
    c.ask(question, after=days(6))
    c.expect([val], [cited], forbidden=[oval, wrong])


def prov_wire_format_or_kit_colours(c: Case) -> None:
    """The wire format a service's messages use or the colours a group plays in; another
    subject's in the same frame, and a change only floated or wished for."""
    s = subject(c, OFFSET)
    (o,) = others(c, s)
    w = turn(c, 2)
    if s.software:
        val, oval, alt = (FORMATS[i] for i in _three(c, len(FORMATS)))
        if w == 0:
            frame = '[{low}.wire]\nformat = "{v}"'
            label = "config.toml"
        else:
            frame = "Decision log: {code} speaks {v} on the wire."
            label = "decision log"
        floated = f"what if {s.code} moved to {alt} one day? just wondering"
        question = (
            f"What serialisation does {s.code} use for its messages?",
            f"Which wire format should a new {s.code} client send?",
        )[w]
    else:
        val, oval, alt = (COLOURS[i] for i in _three(c, len(COLOURS)))
        if w == 0:
            frame = "Sticky note on the kit bag: {code} colours are {v}"
            label = "sticky note"
        else:
            frame = "Newsletter: {code} turns out in {v} this season."
            label = "newsletter"
        floated = f"I'd rather {s.code} wore {alt}, no rush"
        question = (
            f"What colours does {s.code} turn out in?",
            f"If I'm buying {s.code} kit, which colours?",
        )[w]

    def text(t: Subject, v: str) -> str:
        code = t.code
        return frame.format(code=code, low=code.lower(), v=v)

    cited = event(c, "cited", text(s, val), label, mins(0), trust=0.9)
    event(c, "other", text(o, oval), label, days(2.2))
    event(c, "floated", floated, "side chat", days(1), kind="chat", trust=0.4)
    chat(c, s, 2, days(0.6), 4, "s1")
    c.ask(question, after=days(5.5))
    c.expect([val], [cited], forbidden=[oval, alt])


def _three(c: Case, n: int) -> list[int]:
    return sample(c, range(n), 3)


TEMPLATES = (
    prov_dataset_owner_or_kit_officer,
    prov_worker_or_member_count,
    prov_escalation_or_first_aid_order,
    prov_upload_cap_or_tour_fee,
    prov_wire_format_or_kit_colours,
)
