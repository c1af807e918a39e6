"""The provenance templates of ``fresh13``: several sources about neighbouring facts; the
question asks which source, person or commit said one particular fact."""

from __future__ import annotations

from cairn.bench.memfresh13_pools import FILES, PEOPLE, UNITS, counts, subjects, two, words, work
from cairn.bench.memgen import Case
from cairn.bench.memset import days, mins, sample


def reply_gives_the_cutoff(c: Case) -> None:
    """An e-mail proposes a cut-off time and a reply (quoting the first mail without its
    author) sets another; the question asks who set it. The proposer is the distractor."""
    code, _ = subjects(c)
    w, _, _ = work(c, code)
    proposer, setter = sample(c, PEOPLE, 2)
    early, late = c.rng.sample(["14:30", "15:45", "16:15", "17:20", "18:05"], 2)
    c.event(
        "mail1",
        f"From: {proposer}\nSubject: {code} {w} cut-off\n\nCould we stop taking changes for "
        f"the {w} at {early}? Open to other ideas.",
        label="e-mail",
        kind="email",
        trust=0.8,
        after=mins(0),
        session="a",
    )
    reply = c.event(
        "mail2",
        f"From: {setter}\nSubject: Re: {code} {w} cut-off\n\n> Could we stop taking changes "
        f"for the {w} at ...?\n\nLet's make it {late} — that's final for {code}, I've told "
        "the leads.",
        label="e-mail reply",
        kind="email",
        trust=0.8,
        after=mins(c.rng.randrange(60, 300)),
        session="a",
    )
    c.ask(
        f"Who settled the {code} {w} cut-off at {late}?",
        after=days(c.rng.randrange(2, 9)),
    )
    c.expect([setter], [reply], forbidden=[proposer])


def minutes_assign_the_action(c: Case) -> None:
    """Meeting minutes put one person on an action; a chat volunteer offers to take a
    neighbouring piece of work. The question asks whom the minutes named."""
    code, other = subjects(c)
    w1, w2, _ = work(c, code)
    owner, volunteer = sample(c, PEOPLE, 2)
    n = c.rng.randrange(2, 6)
    minutes = c.event(
        "minutes",
        f"{code} weekly — minutes\nPresent: leads, ops\n1. {w1}: agreed to run it before "
        f"month end.\nACTIONS\n- AI-{n}: {owner} to own the {w1} for {code} and report back.",
        label="meeting minutes",
        kind="document",
        trust=0.9,
        after=mins(0),
        session="a",
    )
    c.event(
        "chat",
        f"I can pick up the {code} {w2} if nobody else has it — {volunteer}",
        label="team chat",
        kind="chat",
        trust=0.6,
        after=mins(c.rng.randrange(90, 600)),
        session="b",
    )
    c.event(
        "noise",
        f"{other}: the {UNITS[other]} count is in, nothing unusual",
        label="team chat",
        kind="chat",
        trust=0.6,
        after=days(1),
        session="b",
    )
    q = c.pick(
        [
            f"According to the minutes, who is on the hook for the {code} {w1}?",
            f"Whose name did the {code} minutes put against the {w1} action?",
        ]
    )
    c.ask(q, after=days(c.rng.randrange(3, 12)))
    c.expect([owner], [minutes], forbidden=[volunteer])


def which_file_holds_the_limit(c: Case) -> None:
    """A config file holds one limit and another file a neighbouring one; the question asks
    where the first was recorded."""
    code, _ = subjects(c)
    w1, w2, _ = work(c, code)
    f1, f2 = two(c, FILES)
    x, y = counts(c, 2)
    key = code.upper()
    src = c.event(
        "cfg1",
        f"# {code.lower()}/{f1}\n{key}_{w1.replace(' ', '_').upper()}_MAX={x}",
        label="config file",
        kind="file",
        trust=0.9,
        after=mins(0),
        session="a",
    )
    c.event(
        "cfg2",
        f"heads up: the {code} {w2} cap of {words(y)} {UNITS[code]} now lives in {f2}, "
        f"not in the wiki",
        label="team chat",
        kind="chat",
        trust=0.6,
        after=mins(c.rng.randrange(30, 400)),
        session="a",
    )
    c.ask(
        c.pick(
            [
                f"Where was the {code} {w1} limit of {x} written down?",
                f"Which file records the {x}-{UNITS[code]} ceiling for {code}'s {w1}?",
            ]
        ),
        after=days(c.rng.randrange(2, 20)),
    )
    c.expect([f1], [src], forbidden=[f2])


def what_the_inspector_told_us(c: Case) -> None:
    """An outside inspector's letter gives a recheck interval; a colleague's guess in chat
    gives another. The question asks what the inspector said."""
    code, _ = subjects(c)
    w, _, _ = work(c, code)
    inspector, colleague = sample(c, PEOPLE, 2)
    said, guess = c.rng.sample(["nine weeks", "six weeks", "eleven weeks", "four weeks"], 2)
    letter = c.event(
        "letter",
        f"Dear {code} team,\nFollowing my visit I'd ask that the {w} is rechecked every "
        f"{said}. Happy to discuss.\nRegards, {inspector} (external inspector)",
        label="letter",
        kind="email",
        trust=0.9,
        after=mins(0),
        session="a",
    )
    c.event(
        "guess",
        f"{colleague}: pretty sure {code} {w} rechecks are every {guess}, that's what we "
        "did last time anyway",
        label="team chat",
        kind="chat",
        trust=0.5,
        after=days(c.rng.uniform(1, 4)),
        session="b",
    )
    c.ask(
        c.pick(
            [
                f"What did {inspector} tell us about how often to recheck the {code} {w}?",
                f"Per the inspector's letter, what interval applies to {code}'s {w} rechecks?",
            ]
        ),
        after=days(c.rng.randrange(6, 15)),
    )
    c.expect([said], [letter], forbidden=[guess])


def commit_that_changed_the_timeout(c: Case) -> None:
    """Two neighbouring commits touch the same subject: one changes a timeout, the other a
    batch size. The question asks which commit changed the timeout."""
    code, _ = subjects(c)
    w1, w2, _ = work(c, code)
    h1, h2 = ("".join(c.rng.choice("0123456789abcdef") for _ in range(7)) for _ in range(2))
    t = c.rng.randrange(25, 95)
    b = c.rng.randrange(110, 190)
    author = c.pick(PEOPLE)
    src = c.event(
        "commit1",
        f"commit {h1}\nAuthor: {author}\n\n{code}: {w1} timeout {t}s (was too tight)",
        label="git log",
        kind="commit",
        trust=0.9,
        after=mins(0),
        session="a",
    )
    c.event(
        "commit2",
        f"{h2} {code}: bump {w2} batch to {b}",
        label="git log",
        kind="commit",
        trust=0.9,
        after=mins(c.rng.randrange(5, 90)),
        session="a",
    )
    c.ask(
        c.pick(
            [
                f"Which commit set the {code} {w1} timeout?",
                f"Point me at the commit that changed {code}'s {w1} timeout.",
            ]
        ),
        after=days(c.rng.randrange(1, 10)),
    )
    c.expect([h1], [src], forbidden=[h2])
