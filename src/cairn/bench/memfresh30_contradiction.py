"""`fresh30` contradiction templates: two sources about one subject's fact, which disagree in a
template's first, third and fifth cases (both values are the answer, both events flagged) and
agree in its second and fourth (one value, two citations, nothing flagged). Another subject's
value in the same frame and a value only floated are distractors. No question says
"conflict"."""

from __future__ import annotations

from cairn.bench.memfresh30_pools import (
    LANGUAGES,
    WEEKDAYS,
    counts,
    env_name,
    fees,
    instance,
    note,
    others,
    people,
    say,
    subject,
    turn,
    words,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import days, sample


def disagree(c: Case) -> bool:
    return instance(c) % 2 == 0


def settle(
    c: Case,
    first: tuple[str, str, str],
    second: tuple[str, str, str],
    values: tuple[str, str],
    forbidden: list[str],
    question: str,
) -> None:
    """Add the two cited sources (key, text, label each), ask, and expect: both values and
    both events flagged where they disagree, the one value otherwise."""
    a = note(c, first[0], first[1], first[2], kind="doc", trust=0.85, day=3)
    b = note(c, second[0], second[1], second[2], kind="message", trust=0.7, day=5)
    c.ask(question, after=days(8))
    if values[0] != values[1]:
        c.expect(list(values), [a, b], contradictions=[a, b], forbidden=forbidden)
    else:
        c.expect([values[0]], [a, b], forbidden=forbidden)


def rate_or_fee_minutes_vs_config(c: Case) -> None:
    """An out-of-hours rate (software) or a session fee (the rest) in meeting minutes against
    a JSON config line or a price list row; another subject's in the same minutes frame and a
    fee floated in side chat are distractors."""
    s = subject(c)
    (o,) = others(c, s, 1)
    f1, f2, f3, f4 = fees(c, 4)
    v2 = f2 if disagree(c) else f1
    floater = people(c, 1)[0]
    name = "out-of-hours rate" if s.software else "session fee"
    key = name.replace("-", "_").replace(" ", "_")
    minutes = f"Minutes, {s.code} meeting: agreed the {name} stays at {f1}."
    if s.software:
        other = (f'{{"subject": "{s.code.lower()}", "{key}": "{v2}"}}', "config")
    else:
        other = (f"subject,{key}\n{s.code},{v2}", "price list")
    note(c, "frame", f"Minutes, {o.code} meeting: agreed the {name} stays at {f3}.", "minutes")
    note(
        c,
        "float",
        f"could we push the {s.code} {name} to {f4}? just thinking aloud. {floater}",
        "side chat",
        kind="chat",
        trust=0.35,
        day=4,
    )
    src = other[1]
    q = turn(
        c,
        (
            f"Do the {s.code} minutes and the {src} agree on the {name}?",
            f"Check the {s.code} {name} in the minutes against the {src}.",
            f"Compare the minutes and the {src}: what is the {s.code} {name}?",
        ),
    )
    settle(c, ("min", minutes, "minutes"), ("cfg", other[0], src), (f1, v2), [f3, f4], q)


def key_holder_doc_vs_text(c: Case) -> None:
    """Who holds the break-glass login (software) or the spare keys to the store (the rest),
    in the runbook or handbook against a member's text message; another subject's holder in the
    same frame and someone who borrowed them once are distractors."""
    s = subject(c)
    (o,) = others(c, s, 1)
    k1, k2, k3, texter, borrower = people(c, 5)
    v2 = k2 if disagree(c) else k1
    kind = "runbook" if s.software else "handbook"
    if s.software:
        thing = "break-glass login"
        doc = f"{s.doc}: {k1} holds the break-glass login for {s.home}."
        text = f"fyi {v2} has the {s.code} break-glass login these days"
        frame = f"{o.doc}: {k3} holds the break-glass login for {o.home}."
    else:
        thing = "spare keys"
        doc = f"{s.doc}: the spare keys to {s.store} are held by {k1}."
        text = f"{s.code} spare keys? {v2} has them, just shout"
        frame = f"{o.doc}: the spare keys to {o.store} are held by {k3}."
    note(c, "frame", frame, o.doc, kind="doc", day=1)
    note(
        c,
        "borrow",
        f"{borrower} borrowed the {s.code} {thing} once, ages ago",
        "side chat",
        kind="chat",
        trust=0.4,
        day=2,
    )
    q = turn(
        c,
        (
            f"Does the {s.doc} match {texter}'s message on who holds the {thing}?",
            f"Are the {s.doc} and {texter}'s text in line about the {thing}?",
            f"Who has the {s.code} {thing}? Do the {kind} and {texter}'s message say the same?",
        ),
    )
    said = ("text", text, f"text message from {texter}")
    settle(c, ("doc", doc, s.doc), said, (k1, v2), [k3, borrower], q)


def timeout_words_vs_digits(c: Case) -> None:
    """A request timeout in seconds (software) or the warm-up in minutes before a piece of
    work (the rest), in words in the runbook or handbook against digits in an env file line
    or a sticky note on the door of the usual place; another subject's (in the other form)
    and a guess are distractors."""
    s = subject(c)
    (o,) = others(c, s, 1)
    n, m, x, g = counts(c, 4)
    v2 = m if disagree(c) else n
    kind = "runbook" if s.software else "handbook"
    guesser = people(c, 1)[0]
    if s.software:
        what = "request timeout"
        doc = f"{s.doc}: the request timeout is {words(n)} seconds."
        other = (f"# {s.code} service\n{env_name(s, 'request timeout seconds')}={v2}", "env file")
        frame = f"# {o.code} service\n{env_name(o, 'request timeout seconds')}={x}"
        frame_value = str(x)
    else:
        what = "warm-up"
        doc = f"{s.doc}: the warm-up before a {s.work} is {words(n)} minutes."
        other = (f"{s.code} warm-up: {v2} minutes. Be changed by then!", "sticky note")
        frame_value = say(c, x)
        frame = f"{o.code} warm-up: {frame_value} minutes, same as always."
    note(c, "frame", frame, "env file" if s.software else "notes", kind="config", day=1)
    guess = say(c, g)
    note(
        c,
        "guess",
        f"going from memory the {s.code} {what} is about {guess}? ask around. {guesser}",
        "side chat",
        kind="chat",
        trust=0.35,
        day=4,
    )
    src = other[1]
    q = turn(
        c,
        (
            f"Do the {s.doc} and the {src} agree on the {what}?",
            f"How long is the {s.code} {what}? Check the {kind} against the {src}.",
        ),
    )
    # where the sources agree, the answer is the count as the doc says it, in words
    values = (words(n), str(v2) if v2 != n else words(n))
    settle(c, ("doc", doc, s.doc), ("note", other[0], src), values, [frame_value, guess], q)


def practice_day_calendar_vs_export(c: Case) -> None:
    """The weekday of a maintenance window (software) or a rehearsal (the rest), in the
    calendar against a member's chat export line; another subject's calendar entry and a day
    someone floated are distractors."""
    s = subject(c)
    (o,) = others(c, s, 1, same_kind=False)
    d1, d2, d3, d4 = sample(c, WEEKDAYS, 4)
    v2 = d2 if disagree(c) else d1
    member = people(c, 1)[0]
    what = "maintenance window" if s.software else s.work
    tail = f" ({s.work})" if s.software else ""
    cal = f"Calendar: {s.code} {what}{tail}, every {d1}"
    chan = f"#{s.code.lower()}-chat"
    line = f"Export · {chan} · {member}: the {s.code} {what} is a {v2} thing, same as ever"
    note(c, "frame", f"Calendar: {o.code} {o.work}, every {d3}", "calendar", day=1)
    note(
        c,
        "float",
        f"could {s.code} move its {what} to {d4}? just wondering",
        "side chat",
        kind="chat",
        trust=0.35,
        day=4,
    )
    q = turn(
        c,
        (
            f"Does the calendar match {member}'s export line on the {s.code} {what} day?",
            f"Which day is the {s.code} {what}: do the calendar and the chat export say the same?",
            f"Is the {s.code} {what} day the same in the calendar and {member}'s message?",
        ),
    )
    settle(c, ("cal", cal, "calendar"), ("line", line, "chat export"), (d1, v2), [d3, d4], q)


def language_doc_vs_agenda(c: Case) -> None:
    """The language support replies go out in (software) or a piece of work is taught in (the
    rest), in the runbook or handbook against a meeting agenda; another subject's language in
    the same frame and a language someone wished for are distractors."""
    s = subject(c)
    (o,) = others(c, s, 1)
    l1, l2, l3, l4 = sample(c, LANGUAGES, 4)
    v2 = l2 if disagree(c) else l1
    wisher = people(c, 1)[0]
    if s.software:
        doc = f"{s.doc}: support replies go out in {l1}."
        item = f"{s.code}: support replies to stay in {v2}"
        frame = f"{o.doc}: support replies go out in {l3}."
    else:
        doc = f"{s.doc}: the {s.work} is taught in {l1}."
        item = f"{s.code}: keep teaching the {s.work} in {v2}"
        frame = f"{o.doc}: the {o.work} is taught in {l3}."
    agenda = f"Meeting agenda\n1. Apologies\n2. {item}\n3. Any other business"
    note(c, "frame", frame, o.doc, kind="doc", day=1)
    note(
        c,
        "wish",
        f"{wisher} would love a {s.code} session in {l4} one day",
        "text message",
        kind="message",
        trust=0.4,
        day=2,
    )
    q = turn(
        c,
        (
            f"Are the {s.doc} and the agenda in line on the language?",
            f"Which language does {s.code} use? Does the {s.doc} match the agenda?",
            f"Do the {s.doc} and the meeting agenda name the same language?",
        ),
    )
    settle(c, ("doc", doc, s.doc), ("agenda", agenda, "agenda"), (l1, v2), [l3, l4], q)


TEMPLATES = (
    rate_or_fee_minutes_vs_config,
    key_holder_doc_vs_text,
    timeout_words_vs_digits,
    practice_day_calendar_vs_export,
    language_doc_vs_agenda,
)
