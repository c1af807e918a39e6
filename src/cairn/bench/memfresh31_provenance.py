"""Provenance templates of ``fresh31``: one value, the event that says it cited, and
distractors in the same frame about another subject or guessed in side chat."""

from __future__ import annotations

from cairn.bench.memfresh31_pools import (
    Subject,
    an,
    ask,
    clocks,
    codes4,
    counts,
    either,
    other,
    people,
    say,
    subject,
    turn,
)
from cairn.bench.memgen import Case

OFFSET = 0


def second_on_call_order(c: Case) -> None:
    """Who is second in a subject's on-call order (software) or call-round (other teams); the
    answer is the second of two names in the cited line, and another subject's second and a
    volunteer in side chat are distractors."""
    s = subject(c, OFFSET)
    (o,) = other(c, s)
    first, second, x, o_first, o_second, keen = people(c, 6)
    if s.software:
        what, frame = "on-call order", "On-call order for {code}: {a} first, then {b}."
    else:
        what, frame = "call-round", "Call-round when {code} cancels: {a} rings first, then {b}."
    cited = turn(
        c,
        (
            frame.format(code=s.code, a=first, b=second),
            f"{x} offered to go second on the {s.code} {what} behind {first}, but we settled "
            f"on {second} instead.",
            f"Agenda item 4, {s.code} {what}: {x} drops off the list; {first} stays first and "
            f"{second} goes second.",
        ),
    )
    label = turn(c, ("team page", "mail from " + x, "meeting agenda"))
    e = say(c, "fact", cited, label, at=0.1, kind="document")
    say(c, "other", frame.format(code=o.code, a=o_first, b=o_second), "team page", at=1.3)
    say(
        c,
        "chat",
        f"if anyone needs a second name for the {s.code} {what}, {keen} is happy to "
        "step in, just a thought",
        "side chat",
        at=2.2,
        kind="chat",
        trust=0.4,
    )
    ask(
        c,
        turn(
            c,
            (
                f"Who is second in the {s.code} {what}?",
                f"If {first} can't be reached, who's next on the {s.code} {what}?",
                f"After {first}, whom do we ring for {s.code}?",
            ),
        ),
        at=4.0,
    )
    c.expect([second], [e], forbidden=[o_second, keen])


def port_or_door_code(c: Case) -> None:
    """Which port a service listens on (a TOML block or an env file line) or the door code of
    a group's venue (a sticky note or a text message); another subject's number in the same
    frame and a number misremembered in side chat are distractors."""
    s = subject(c, OFFSET)
    (o,) = other(c, s)
    value, theirs, guess = codes4(c, 3)
    sender, chatty = people(c, 2)
    if s.software:
        frames = (
            ("[{low}.server]\nport = {v}", "config.toml"),
            ("# {code} service\n{up}_LISTEN_PORT={v}", "env file"),
        )
        side = f"going from memory, {s.code} listens on {guess}? not sure, ask around"
        questions = (
            f"Which port does {s.code} listen on?",
            f"What port should the health check hit for {s.code}?",
        )
    else:
        frames = (
            ("Sticky note: {code} door code at {place} is {v}.", "sticky note"),
            ("Text from the committee: the {code} door at {place} opens with {v}.",
             f"text message from {sender}"),
        )  # fmt: skip
        side = f"I keep typing {guess} on the {s.code} door and it never works, lol"
        questions = (
            f"What's the door code for {s.code} at {s.places[0]}?",
            f"Which code gets me through the {s.code} door?",
        )
    frame, label = turn(c, frames)

    def fill(sub: Subject, v: str) -> str:
        return frame.format(low=sub.low, code=sub.code, up=sub.upper, place=sub.places[0], v=v)

    e = say(c, "fact", fill(s, value), label, at=0.2, kind="config")
    say(c, "other", fill(o, theirs), label, at=0.9, kind="config")
    say(c, "chat", side, f"side chat ({chatty})", at=3.1, kind="chat", trust=0.3)
    ask(c, turn(c, questions), at=5.5)
    c.expect([value], [e], forbidden=[theirs, guess])


def dataset_owner_or_kit_steward(c: Case) -> None:
    """Who owns a dataset (a wiki table or a CSV file) or looks after a piece of a group's kit
    (the handbook or a decision log); another subject's owner in the same frame and someone
    who only asked for access or borrowed the kit are distractors."""
    s = subject(c, OFFSET)
    (o,) = other(c, s)
    owner, theirs, asker = people(c, 3)
    if s.software:
        frames = (
            ("| dataset | steward | since |\n|---|---|---|\n| {code} {item} | {p} | spring |",
             "wiki table"),
            ("datasets.csv\ndataset,owner,team\n{low}-{dash},{p},data", "datasets.csv"),
        )  # fmt: skip
        side = f"{asker} asked for read access to the {s.code} {s.item} data, no rush"
        questions = (
            f"Who owns the {s.code} {s.item} dataset?",
            f"Before I change the {s.item} data for {s.code}, whose say-so do I need?",
        )
    else:
        frames = (
            ("Handbook, kit: {p} looks after the {code} {item}.", "handbook"),
            ("Decision log: {p} takes care of the {code} {item} from now on.", "decision log"),
        )
        side = f"{asker} borrowed the {s.code} {s.item} once for a weekend, ta"
        questions = (
            f"Who looks after the {s.code} {s.item}?",
            f"If the {s.item} at {s.code} needs sorting, who do I tell?",
        )
    frame, label = turn(c, frames)
    e = say(c, "fact", fmt(frame, s, owner), label, at=0.3, kind="document")
    say(c, "other", fmt(frame, o, theirs), label, at=1.1, kind="document")
    say(c, "chat", side, "group chat", at=2.6, kind="chat", trust=0.4)
    ask(c, turn(c, questions), at=6.0)
    c.expect([owner], [e], forbidden=[theirs, asker])


def fmt(frame: str, s: Subject, p: str) -> str:
    """``frame`` filled in for ``s`` and person ``p``."""
    return frame.format(code=s.code, low=s.low, item=s.item, dash=s.item.replace(" ", "-"), p=p)


def upload_limit_or_coach_seats(c: Case) -> None:
    """The biggest upload a service takes, in megabytes (a JSON settings line or a handover
    note), or the seats on a group's coach to away events (a treasurer's note); the count is in
    digits or words, another subject's count in the same frame and a guess are distractors."""
    s = subject(c, OFFSET)
    (o,) = other(c, s)
    value, theirs, guess = counts(c, 3)
    said, their_said = either(c, value), either(c, theirs)
    (dreamer,) = people(c, 1)
    if s.software:
        frames = (
            ('settings.json: {{"service": "{low}", "max_upload_mb": "{v}"}}', "settings.json"),
            ("Handover note: {code} takes uploads of up to {v} megabytes.", "handover note"),
        )
        side = f"just wondering, could {s.code} take {guess} megabytes if we asked nicely?"
        questions = (
            f"What's the biggest upload {s.code} will accept, in megabytes?",
            f"How large can a file sent to {s.code} be?",
        )
    else:
        frames = (
            ("Treasurer's note: the {code} coach to away events seats {v}.", "treasurer's note"),
            ("Handover note: {code} books a coach of {v} seats for away events.",
             "handover note"),
        )  # fmt: skip
        side = f"{dreamer} reckons we could squeeze {guess} onto the {s.code} coach, no chance"
        questions = (
            f"How many seats does the {s.code} coach have?",
            f"How many of us fit on the coach {s.code} hires for away events?",
        )
    frame, label = turn(c, frames)
    if label == "settings.json":  # a JSON line says its count in digits
        said, their_said = str(value), str(theirs)
    e = say(c, "fact", frame.format(low=s.low, code=s.code, v=said), label, at=0.2)
    say(c, "other", frame.format(low=o.low, code=o.code, v=their_said), label, at=1.4)
    say(c, "chat", side, "side chat", at=2.9, kind="chat", trust=0.3)
    ask(c, turn(c, questions), at=5.0)
    c.expect([said], [e], forbidden=[their_said, str(guess)])


def backup_or_start_time(c: Case) -> None:
    """When a service's nightly backup starts (a settings note or a chat export line) or when a
    group's piece of work starts (the team page); another subject's time in the same frame and a
    time floated in side chat are distractors."""
    s = subject(c, OFFSET)
    (o,) = other(c, s)
    hours = (1, 2, 3, 4) if s.software else (18, 19, 20)
    value, theirs, floated = clocks(c, 3, hours)
    poster, their_poster, dreamer = people(c, 3)
    if s.software:
        frames = (
            ("Settings note: the {code} nightly backup starts at {v}.", "settings note"),
            ("Export · #{low}-ops · {who}: backups for {code} kick off at {v} nightly",
             "chat export"),
        )  # fmt: skip
        side = f"{dreamer} floated moving the {s.code} backup to {floated}, just a thought"
        questions = (
            f"When does the {s.code} nightly backup run?",
            f"At what time do {s.code}'s backups start?",
        )
    else:
        frames = (
            ("Team page: the {code} {work} starts at {v} sharp.", "team page"),
            ("Export · #{low}-members · {who}: {code} {work} is {v} start, folks",
             "chat export"),
        )  # fmt: skip
        side = f"{dreamer} floated {floated} for the {s.code} {s.work}, just a thought"
        questions = (
            f"What time does the {s.code} {s.work} start?",
            f"When should I turn up for {an(s.work)} at {s.code}?",
        )
    frame, label = turn(c, frames)
    mine = frame.format(low=s.low, code=s.code, work=s.work, v=value, who=poster)
    e = say(c, "fact", mine, label, at=0.1)
    say(
        c,
        "other",
        frame.format(low=o.low, code=o.code, work=o.work, v=theirs, who=their_poster),
        label,
        at=0.8,
    )
    say(c, "chat", side, "side chat", at=2.0, kind="chat", trust=0.3)
    ask(c, turn(c, questions), at=3.5)
    c.expect([value], [e], forbidden=[theirs, floated])


TEMPLATES = (
    second_on_call_order,
    port_or_door_code,
    dataset_owner_or_kit_steward,
    upload_limit_or_coach_seats,
    backup_or_start_time,
)
