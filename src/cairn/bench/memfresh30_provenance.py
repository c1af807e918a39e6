"""`fresh30` provenance templates: a fact stated by one (or two) cited events, beside distractors
that state another subject's value in the same frame or a value only floated, guessed or asked
about. The answer is the cited value; the citations are the events that say it."""

from __future__ import annotations

from cairn.bench.memfresh30_pools import (
    an,
    counts,
    env_name,
    instance,
    note,
    others,
    people,
    ref,
    say,
    subject,
    turn,
    words,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import days


def deputy_named_second(c: Case) -> None:
    """Who deputises for a subject's lead, named in the second of two mentions (a change of
    heart, a mail that only copies the first person in, an agenda item handing over); another
    subject's deputy in the same frame and someone who only asked to deputise are
    distractors."""
    s = subject(c)
    (o,) = others(c, s, 1)
    lead, first, dep, lead2, dep2, asker = people(c, 6)
    cited = turn(
        c,
        (
            f"{first} was going to stand in for {lead} on the {s.code} {s.work}, but in the end "
            f"{dep} deputises.",
            f"Subject: {s.code} cover\n\nWhen {lead} is away, {dep} is the deputy for the "
            f"{s.work}; I'm only copied in.\n\nCheers, {first}",
            f"Agenda item 4: {s.code} cover. {first} steps back as deputy; from here on {dep} "
            f"covers for {lead}.",
        ),
    )
    label = turn(c, ("handover note", f"mail from {first}", "agenda"))
    e = note(c, "dep", cited, label, kind="doc", trust=0.85, day=2)
    note(
        c,
        "other",
        f"When {lead2} is away, {dep2} deputises on the {o.code} {o.work}.",
        "handover note" if instance(c) == 0 else "notes",
        day=1,
    )
    note(
        c,
        "ask",
        f"{asker} asked whether they could deputise on {s.code} some time. no answer yet",
        "side chat",
        kind="chat",
        trust=0.4,
        day=3,
    )
    q = turn(
        c,
        (
            f"Per the handover note, who stands in for {lead} on {s.code}?",
            f"If {lead} is off, who covers the {s.code} {s.work}?",
            f"Who is {lead}'s deputy for {s.code}?",
        ),
    )
    c.ask(q, after=days(5))
    c.expect([dep], [e], forbidden=[dep2, asker])


def build_or_booking_ref(c: Case) -> None:
    """The build of a kept file deployed (software) or the booking reference for the usual
    place (the rest), in a chat export line; a draft build in a mail or a hold that lapsed,
    and another subject's in the same frame, are distractors."""
    s = subject(c)
    (o,) = others(c, s, 1)
    poster, p2, drafter = people(c, 3)
    live, draft, other = ref(c), ref(c), ref(c)
    chan = f"#{s.code.lower()}-ops" if s.software else f"#{s.code.lower()}-admin"
    if s.software:
        cited = f"Export · {chan} · {poster}: deployed {s.code} {s.kept} build {live} to {s.home}"
        side = (
            f"Subject: {s.code} draft\n\nDraft build {draft} of the {s.kept} is up for "
            f"testing, not deployed.\n\n{drafter}"
        )
        frame = f"Export · #{o.code.lower()}-ops · {p2}: deployed {o.code} {o.kept} build {other}"
        q = turn(
            c,
            (
                f"Which build of the {s.kept} is {s.code} actually running?",
                f"What build tag is live for {s.code} in production?",
            ),
        )
    else:
        cited = (
            f"Export · {chan} · {poster}: {s.home} confirmed the {s.code} {s.work} booking, "
            f"reference {live}"
        )
        side = f"{s.code}: the provisional hold {draft} on {s.second} lapsed, we didn't take it"
        frame = (
            f"Export · #{o.code.lower()}-admin · {p2}: {o.home} confirmed the {o.code} "
            f"{o.work} booking, reference {other}"
        )
        q = turn(
            c,
            (
                f"What booking reference do I quote to {s.home} for {s.code}?",
                f"Which reference is the {s.code} {s.work} booked under?",
            ),
        )
    e = note(c, "live", cited, "chat export", kind="chat", trust=0.8, day=4)
    note(c, "draft", side, "mail" if s.software else "text message", kind="message", day=3)
    note(c, "frame", frame, "chat export", kind="chat", trust=0.8, day=1)
    c.ask(q, after=days(6))
    c.expect([live], [e], forbidden=[draft, other])


def capacity_in_config(c: Case) -> None:
    """How many connections a service holds open (software) or how many people the usual
    place holds (the rest), in a TOML block or a JSON line; another subject's in the same frame
    (in the other form) and a guess in side chat are distractors."""
    s = subject(c)
    (o,) = others(c, s, 1)
    n, m, g = counts(c, 3)
    guesser = people(c, 1)[0]
    key = "max_connections" if s.software else "venue_capacity"
    low = s.code.lower()
    if instance(c) % 2 == 0:
        cited = f"[{low}.limits]\n{key} = {n}"
        frame = f"{o.code} sits at {words(m)} on the same setting, for what it's worth."
        label = "config.toml"
    else:
        cited = f'{{"subject": "{low}", "{key}": "{n}"}}'
        frame = f"{o.code} is a long way off that: {words(m)} on the same setting."
        label = "settings.json"
    e = note(c, "cfg", cited, label, kind="config", trust=0.9, day=2)
    note(c, "frame", frame, "team page", day=1)
    guess = say(c, g)
    note(
        c,
        "guess",
        f"iirc {s.code} tops out around {guess}? going from memory, {guesser}",
        "side chat",
        kind="chat",
        trust=0.35,
        day=3,
    )
    if s.software:
        q = turn(
            c,
            (
                f"How many connections can {s.code} hold open at once?",
                f"What's the connection ceiling on {s.code}?",
            ),
        )
    else:
        q = turn(
            c,
            (
                f"How many people can {s.home} take for {an(s.code)} {s.work}?",
                f"What's the most we can fit in for {s.code}?",
            ),
        )
    c.ask(q, after=days(5))
    c.expect([str(n)], [e], forbidden=[words(m), guess])


def notice_days_env(c: Case) -> None:
    """How many days' notice a subject gives before a breaking change (software, an env file
    line under a comment naming the codename) or must give the usual place to cancel (the
    rest, a text message); another subject's in the same frame and a period someone wished for
    are distractors."""
    s = subject(c)
    (o,) = others(c, s, 1)
    n, m, w = counts(c, 3)
    texter, wisher, p3 = people(c, 3)
    if s.software:
        cited = f"# {s.code} service\n{env_name(s, 'deprecation notice days')}={n}"
        frame = f"# {o.code} service\n{env_name(o, 'deprecation notice days')}={m}"
        label = "env file"
        q = turn(
            c,
            (
                f"How many days' warning do {s.code} users get before a breaking change?",
                f"What deprecation notice does {s.code} give, in days?",
            ),
        )
    else:
        said, other = say(c, n), say(c, m)
        cited = f"{s.home} want {said} days' notice if {s.code} ever cancels a {s.work}."
        frame = f"{o.home} only ask {other} days' notice from {o.code}, lucky them."
        label = f"text message from {texter}"
        q = turn(
            c,
            (
                f"If {s.code} has to cancel, how many days ahead do we tell {s.home}?",
                f"How much notice in days does {s.code} owe {s.home} for a cancellation?",
            ),
        )
    e = note(c, "fact", cited, label, kind="config" if s.software else "message", day=2)
    note(c, "frame", frame, "env file" if s.software else f"text message from {p3}", day=1)
    wish = words(w)
    note(
        c,
        "wish",
        f"just a thought, {wisher} would rather {s.code} gave {wish} days' notice",
        "side chat",
        kind="chat",
        trust=0.35,
        day=3,
    )
    c.ask(q, after=days(5))
    if s.software:
        said, other = str(n), str(m)
    c.expect([said], [e], forbidden=[other, wish])


def kept_owner_csv_or_wiki(c: Case) -> None:
    """Who owns a subject's kept file, in a CSV row or a wiki table; another subject's owner
    in the same frame and someone who only asked for a copy are distractors."""
    s = subject(c)
    (o,) = others(c, s, 1, same_kind=False)
    owner, owner2, copier = people(c, 3)
    if instance(c) % 2 == 0:
        cited = f"owners.csv\nsubject,item,owner\n{s.code},{s.kept},{owner}"
        frame = f"owners.csv\nsubject,item,owner\n{o.code},{o.kept},{owner2}"
        label = "owners.csv"
    else:
        cited = f"| subject | item | owner |\n|---|---|---|\n| {s.code} | {s.kept} | {owner} |"
        frame = f"| subject | item | owner |\n|---|---|---|\n| {o.code} | {o.kept} | {owner2} |"
        label = "wiki table"
    e = note(c, "own", cited, label, kind="doc", trust=0.85, day=2)
    note(c, "frame", frame, label, kind="doc", trust=0.85, day=1)
    note(
        c,
        "copy",
        f"{copier} asked for a copy of the {s.code} {s.kept}, no rush",
        "side chat",
        kind="chat",
        trust=0.4,
        day=3,
    )
    q = turn(
        c,
        (
            f"Whose sign-off does a change to the {s.code} {s.kept} need?",
            f"Who owns the {s.kept} for {s.code}?",
            f"Which person is responsible for the {s.code} {s.kept}?",
        ),
    )
    c.ask(q, after=days(5))
    c.expect([owner], [e], forbidden=[owner2, copier])


TEMPLATES = (
    deputy_named_second,
    build_or_booking_ref,
    capacity_in_config,
    notice_days_env,
    kept_owner_csv_or_wiki,
)
