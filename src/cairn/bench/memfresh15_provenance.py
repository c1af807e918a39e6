"""The provenance templates of `fresh15`: several sources about neighbouring facts, and a
question that asks which source (or which person) said one of them. The distractor is what an
uncited source says: the proposer a reply narrowed, a colleague's wrong guess, a neighbouring
note, the neighbouring change."""

from __future__ import annotations

from cairn.bench.memfresh15_pools import noise, numbers, people, subject, words
from cairn.bench.memgen import Case
from cairn.bench.memset import choose, days, mins


def key(text: str) -> str:
    return text.lower().replace(" ", "_").replace("-", "_")


def who_narrowed_the_estimate_in_a_reply(c: Case) -> None:
    """A guess of "about N" by mail, and a reply quoting it (without its author's name) that
    narrows it to a range; the question asks who set the range (the guesser is the
    distractor)."""
    s = subject(c)
    a, b, d = people(c, 3)
    lo, x = sorted(numbers(c, 2, 21, 90))
    hi = lo + choose(c, (3, 4, 5))
    while hi >= x:
        x += 10
    work = choose(c, s.works)
    guess = choose(
        c,
        (
            f"My gut says about {x} {s.unit} per {work}",
            f"I'd guess around {x} {s.unit} each {work}",
            f"Ballpark: roughly {x} {s.unit} a {work}",
        ),
    )
    c.event(
        "guess",
        f"Subject: {s.code} {work} sizing\n\nHi all,\n\n{guess}, happy to be argued down "
        f"before we book anything.\n\nCheers,\n{a}",
        label="e-mail",
        kind="email",
        trust=0.7,
        after=mins(0),
        session="mail",
    )
    plan = choose(
        c,
        (
            f"Plan for {lo}-{hi}, and we look again after the first fortnight.",
            f"Let's budget {lo} to {hi} and revisit once we've done a couple.",
            f"We staff for {lo}\u2013{hi}, not more, until the first month is in.",
        ),
    )
    c.event(
        "reply",
        f"Subject: Re: {s.code} {work} sizing\n\n> {guess}\n\n"
        f"{choose(c, ('Too rich for a first pass.', 'That is more than we can staff.'))} "
        f"{plan}\n\n-- \n{b}\n{s.what}",
        label="e-mail reply",
        kind="email",
        trust=0.8,
        after=days(1) + mins(c.rng.randrange(30, 300)),
        session="mail",
    )
    c.event(
        "side",
        f"{s.code}: I'll sort the room for the {work}, {d}",
        label=f"{s.chan} message",
        kind="chat",
        trust=0.5,
        after=days(2),
        session="chat",
    )
    noise(c, s, 3, days(2), 6, "chat")
    c.ask(
        choose(
            c,
            (
                f"Who on the {s.code} thread said to plan for {lo}-{hi} {s.unit}?",
                f"Whose reply put the {s.code} {work} sizing at {lo} to {hi}?",
                f"Which person narrowed the {s.code} {work} estimate down to a range?",
            ),
        ),
        after=days(10),
    )
    c.expect([b], [f"{c.case_id}-reply"], forbidden=[a])


def file_that_holds_the_setting(c: Case) -> None:
    """A limit set in one document, a neighbouring limit in another, and a colleague's wrong
    guess that it lives in the other; the question asks where the limit is written down."""
    s = subject(c)
    a, b = people(c, 2)
    n, m, r = numbers(c, 3, 12, 98)
    work, other = choose(c, [(w, o) for w in s.works for o in s.works if w != o])
    if s.software:
        doc, neighbour = "limits.yaml", "schedule.ini"
        cited = (
            f"# deploy/{key(s.code)}/{doc}\n{key(s.code)}:\n  {key(work)}:\n"
            f"    max_batch: {n}\n    owner: {a}"
        )
        side = f"; deploy/{key(s.code)}/{neighbour}\n[{key(s.code)}.{key(other)}]\nmax_batch = {m}"
    else:
        doc, neighbour = "day sheet", "order book"
        cited = f"{s.code} {doc} ({work})\nlead,max {s.unit} per session\n{a},{n}"
        side = f"{s.code} {neighbour}, page {r}: {s.supplier} for the {other}, at most {m} a week"
    c.event("doc", cited, label=doc, kind="file", trust=0.9, after=mins(0), session="files")
    c.event("side", side, label=neighbour, kind="file", trust=0.9, after=days(3), session="files")
    c.event(
        "guess",
        f"{s.code}: pretty sure the {work} cap is in the {neighbour}? {b}",
        label=f"{s.chan} message",
        kind="chat",
        trust=0.4,
        after=days(5),
        session="chat",
    )
    noise(c, s, 2, days(1), 8, "chat")
    c.ask(
        choose(
            c,
            (
                f"Where is the {s.code} {work} maximum written down?",
                f"Which document sets how many {s.unit} the {s.code} {work} may take at once?",
                f"In what file or sheet was the {s.code} {work} cap recorded?",
            ),
        ),
        after=days(12),
    )
    c.expect([doc], [f"{c.case_id}-doc"], forbidden=[neighbour])


def what_the_supplier_told_us(c: Case) -> None:
    """A supplier's mail gives a lead time in working days; a colleague remembers another
    figure from last year, and a note gives a neighbouring fact (the order size); the question
    asks what the supplier told us."""
    s = subject(c)
    a, b = people(c, 2)
    n, m, q = numbers(c, 3, 11, 69)
    work = choose(c, s.works)
    c.event(
        "mail",
        f"From: {s.supplier} customer desk\nSubject: Your order for {s.code}\n\nHello,\n\n"
        f"Thank you for the order for the {work}. "
        + choose(
            c,
            (
                f"Our current lead time is {n} working days from confirmation.",
                f"Please allow {n} working days from the date we confirm.",
                f"Dispatch is running at {n} working days at the moment.",
            ),
        )
        + f"\n\nKind regards,\n{s.supplier}\n"
        "This message is confidential and intended for the addressee only.",
        label="supplier e-mail",
        kind="email",
        trust=0.9,
        after=mins(0),
        session="mail",
    )
    c.event(
        "memory",
        choose(
            c,
            (
                f"{s.code}: iirc {s.supplier} took {m} days last time, so plan for that, {a}",
                f"{s.code} - {a} here, last year's order took {m} days to turn up fwiw",
            ),
        ),
        label=f"{s.chan} message",
        kind="chat",
        trust=0.4,
        after=days(1),
        session="chat",
    )
    c.event(
        "order",
        f"{s.code} order note ({b}): {q} {s.unit} worth of parts for the {work}",
        label="order note",
        kind="note",
        trust=0.8,
        after=days(2),
        session="notes",
    )
    noise(c, s, 2, days(1), 5, "chat")
    c.ask(
        choose(
            c,
            (
                f"What did {s.supplier} tell us about the lead time on the {s.code} order?",
                f"How long did the supplier say the {s.code} {work} parts take to arrive?",
                f"According to {s.supplier} themselves, how many days until the {s.code} "
                "order ships?",
            ),
        ),
        after=days(8),
    )
    c.expect([str(n)], [f"{c.case_id}-mail"], forbidden=[str(m)])


def notes_that_record_the_cap(c: Case) -> None:
    """A cap minuted in digits at a kickoff and confirmed later in words (no change), beside a
    neighbouring cap of another piece of work; the question asks where the cap is written and
    what it is (both records are cited)."""
    s = subject(c)
    a, b, d, e = people(c, 4)
    n, m = numbers(c, 2, 13, 89)
    work, other = choose(c, [(w, o) for w in s.works for o in s.works if w != o])
    c.event(
        "minutes",
        f"Minutes, {s.code} kickoff\nPresent: {a}, {b}, {d}\n"
        f"- Agreed: {work} capped at {n} {s.unit} per session.\n"
        f"- ACTION {b}: draft the checklist.",
        label="kickoff minutes",
        kind="meeting",
        trust=0.9,
        after=mins(0),
        session="kickoff",
    )
    c.event(
        "again",
        choose(
            c,
            (
                f"{s.code}: checked with {a} this morning, the {work} cap hasn't moved, still "
                f"{words(n)} a session. {d}",
                f"{s.code} {work}: {words(n)} per session, same as the kickoff, nobody has "
                f"touched it (asked {a}). {d}",
            ),
        ),
        label=f"{s.chan} message",
        kind="chat",
        trust=0.7,
        after=days(c.rng.randrange(20, 40)),
        session="chat",
    )
    c.event(
        "other",
        f"{s.code} note from {e}: the {other} runs with {m} {s.unit} per session",
        label="team note",
        kind="note",
        trust=0.8,
        after=days(10),
        session="notes",
    )
    noise(c, s, 3, days(1), 30, "chat")
    c.ask(
        choose(
            c,
            (
                f"Where has the {s.code} {work} cap been recorded, and what is it?",
                f"Which notes give the per-session limit for the {s.code} {work}?",
                f"What is the {s.code} {work} cap per session, and who wrote it down?",
            ),
        ),
        after=days(45),
    )
    c.expect([str(n)], [f"{c.case_id}-minutes", f"{c.case_id}-again"], forbidden=[str(m)])


def hexid(c: Case) -> str:
    while True:
        h = "".join(choose(c, "0123456789abcdef") for _ in range(7))
        if any(ch.isalpha() for ch in h) and any(ch.isdigit() for ch in h):
            return h


def which_change_set_the_size(c: Case) -> None:
    """Two changes by two people: one sets a size, the neighbouring one another size of
    another piece of work; the question asks which change (commit or logbook entry) set it."""
    s = subject(c)
    a, b = people(c, 2)
    n, m = numbers(c, 2, 11, 79)
    work, other = choose(c, [(w, o) for w in s.works for o in s.works if w != o])
    if s.software:
        mine, theirs = hexid(c), hexid(c)
        while theirs == mine:
            theirs = hexid(c)
        first = (
            f"commit {mine}\nAuthor: {a}\n\n{s.code}: set {work} batch to {n}\n\nFewer timeouts."
        )
        second = f"commit {theirs}\nAuthor: {b}\n\n{s.code}: shrink {other} pool to {m}"
        kind, name = "commit", "commit"
    else:
        e1, e2 = numbers(c, 2, 101, 999)
        mine, theirs = str(e1), str(e2)
        first = f"Logbook entry {mine}, {s.code}: {a} set the {work} to {n} {s.unit} a session."
        second = f"Logbook entry {theirs}, {s.code}: {b} cut the {other} to {m} {s.unit}."
        kind, name = "note", "logbook entry"
    c.event("mine", first, label=name, kind=kind, trust=0.9, after=mins(0), session="log")
    c.event("theirs", second, label=name, kind=kind, trust=0.9, after=days(1), session="log")
    noise(c, s, 3, days(1), 6, "chat")
    c.ask(
        choose(
            c,
            (
                f"Which {name} changed the {s.code} {work} size?",
                f"Where was the {s.code} {work} set to {n} - which {name}?",
                f"Point me at the {name} behind the current {s.code} {work} setting.",
            ),
        ),
        after=days(9),
    )
    c.expect([mine], [f"{c.case_id}-mine"], forbidden=[theirs])
