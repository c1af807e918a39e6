"""Provenance templates of ``fresh16``: several sources state neighbouring facts, and the
question asks which source (or which person) said a particular one. Each distractor is stated
only by an uncited event."""

from __future__ import annotations

from cairn.bench.memfresh16_pools import (
    counts,
    hexid,
    other,
    people,
    put,
    slug,
    subject,
    words,
)
from cairn.bench.memgen import Case, NamedSpec
from cairn.bench.memset import choose, days, mins

DIM = "provenance_accuracy"


def who_put_a_range_on_it_in_a_reply(c: Case) -> None:
    """A mail asks how many units a piece of work will touch; a reply quoting it (without its
    author's name) narrows it to a range. Who gave the range? A colleague's loose guess in chat
    is the distractor."""
    s = subject(c)
    w = choose(c, s.works)
    a, b, g = people(c, 3)
    lo, guess = counts(c, 2)
    hi = lo + choose(c, (2, 3, 4))
    asked = f"roughly how many {s.unit} will the {w} touch? A ballpark is fine."
    put(
        c,
        "ask",
        f"Subject: {s.code} {w} sizing\n\nHi all, before we book anything: {asked}\n\n{a}",
        "email",
        mins(0),
    )
    reply = put(
        c,
        "reply",
        f"Subject: Re: {s.code} {w} sizing\n\n> {asked}\n\nWent through "
        f"the list this morning: {lo}-{hi} {s.unit}, I'd not plan for more.\n\n{b}",
        "email",
        days(1) + mins(choose(c, (35, 50, 95))),
    )
    put(
        c,
        "guess",
        f"{g}: off the top of my head the {s.code} {w} is ~{guess} {s.unit}, don't quote me",
        "chat",
        mins(choose(c, (40, 70, 130))),
    )
    o = other(c, s)
    put(
        c,
        "aside",
        f"{o.code}: sizing for the {o.works[0]} is on hold till next week",
        "chat",
        days(2),
    )
    c.ask(
        choose(
            c,
            (
                f"Who narrowed the {s.code} {w} estimate down to a range?",
                f"Which of us answered the {s.code} sizing mail with a range of {s.unit}?",
                f"Who was it that put numbers on the {s.code} {w} in the reply?",
            ),
        ),
        after=days(choose(c, (4, 6, 9))),
    )
    c.expect([b], [reply], forbidden=[g])


FILES = ("ops/{c}/limits.yaml", "config/{c}-runs.yaml", "deploy/{c}/values.yaml")


def which_file_holds_the_run_cap(c: Case) -> None:
    """A config file holds a per-run cap; a neighbouring file of the same subject holds other
    settings, and a colleague wrongly names it. Which file holds the cap, and what is it?"""
    s = subject(c)
    w = choose(c, s.works)
    (n,) = counts(c, 1)
    (g,) = people(c, 1)
    mine, wrong = (
        f.format(c=s.code.lower())
        for f in choose(c, [(x, y) for x in FILES for y in FILES if x != y])
    )
    cap = put(
        c,
        "cfg",
        f"# {mine}\n{s.code.lower()}:\n  {slug(w)}:\n    max_{slug(s.unit)}_per_run: {n}\n",
        "config",
        mins(0),
    )
    put(
        c,
        "near",
        f'# {wrong}\n{s.code.lower()}:\n  notify: "{s.channel}"\n  retries: 3\n',
        "config",
        mins(choose(c, (5, 12))),
    )
    put(
        c,
        "wrong",
        f"{g}: pretty sure the {s.code} run cap is in {wrong}, that's where I'd look",
        "chat",
        days(choose(c, (2, 3))),
    )
    c.ask(
        choose(
            c,
            (
                f"Which file holds the per-run {s.unit} cap for the {s.code} {w}, and what is it?",
                f"Where is the {s.code} {w} cap per run written down, and what does it say?",
            ),
        ),
        after=days(choose(c, (5, 8))),
    )
    c.expect([mine, str(n)], [cap], forbidden=[wrong])


def what_the_supplier_said_about_the_minimum_order(c: Case) -> None:
    """The supplier's mail (with a confidentiality footer) gives its minimum order; a colleague
    remembers last year's minimum. What did the supplier tell us?"""
    s = subject(c)
    w = choose(c, s.works)
    n, old = counts(c, 2)
    (g,) = people(c, 1)
    mail = put(
        c,
        "supplier",
        f"From: {s.supplier} sales desk\nSubject: your {s.code} "
        f"enquiry\n\nThanks for getting in touch. For the {w} our minimum order is {n} "
        f"{s.unit}; anything under that we can't schedule.\n\nKind regards,\n"
        f"{s.supplier}\n--\nThis e-mail and any attachment are confidential.",
        "email",
        mins(0),
    )
    put(
        c,
        "memory",
        f"{g}: iirc last year {s.supplier} wanted at least {old} {s.unit} per order for {s.code}",
        "chat",
        days(choose(c, (1, 2))),
    )
    put(c, "ack", f"ta, forwarded the {s.code} quote to finance", "chat", days(3))
    c.ask(
        choose(
            c,
            (
                f"What did {s.supplier} tell us about the minimum order for {s.code}?",
                f"According to {s.supplier} themselves, how small can a {s.code} order be?",
            ),
        ),
        after=days(choose(c, (6, 10))),
    )
    c.expect([str(n)], [mail], forbidden=[str(old)])


def who_said_the_cap_still_holds(c: Case) -> None:
    """Kickoff minutes set a weekly cap in digits; weeks later one person says in words that
    it has not changed; another floated raising it. Who said it still holds?"""
    s = subject(c)
    a, b, g, d = people(c, 4)
    n, m = counts(c, 2)
    put(
        c,
        "kickoff",
        f"{s.code} kickoff minutes\nPresent: {a}, {d}\n- Weekly cap: {n} "
        f"{s.unit}\n- Action: {a} to publish the rota\n- Action: {d} to book the room",
        "minutes",
        mins(0),
    )
    still = put(
        c,
        "still",
        f"{b}: checked with everyone, the {s.code} weekly cap is still "
        f"{words(n)} {s.unit}, nothing's changed",
        "chat",
        days(choose(c, (21, 26, 33))),
    )
    put(
        c,
        "float",
        f"{g}: could we lift the {s.code} weekly cap to {m}? just a thought",
        "chat",
        days(choose(c, (9, 14))),
    )
    c.ask(
        choose(
            c,
            (
                f"Who told us after the kickoff that the {s.code} weekly cap hadn't changed?",
                f"Has anyone confirmed the {s.code} weekly {s.unit} cap since the kickoff, and who?",
            ),
        ),
        after=days(40),
    )
    c.expect([b], [still], forbidden=[g])


def which_commit_set_the_timeout(c: Case) -> None:
    """Two commits of one subject: one raised a timeout, the neighbouring one set a batch
    size. Which commit set the timeout, and to what?"""
    s = subject(c)
    w, w2 = choose(c, [(x, y) for x in s.works for y in s.works if x != y])
    a, d = people(c, 2)
    n, m = counts(c, 2)
    h1, h2 = hexid(c), hexid(c)
    mine = put(
        c,
        "timeout",
        f"commit {h1}\nAuthor: {a}\n\n{s.code}: raise the {w} timeout to "
        f"{n} minutes\n\nThe last two runs were cut off near the end.",
        "commit",
        mins(0),
    )
    put(
        c,
        "batch",
        f"commit {h2}\nAuthor: {d}\n\n{s.code}: cap the {w2} batch at {m} "
        f"{s.unit}\n\nKeeps memory flat.",
        "commit",
        mins(choose(c, (25, 45))),
    )
    c.ask(
        choose(
            c,
            (
                f"Which commit set the {s.code} {w} timeout, and to how many minutes?",
                f"In which commit did the {s.code} {w} get its timeout, and what value?",
            ),
        ),
        after=days(choose(c, (3, 7))),
    )
    c.expect([h1, str(n)], [mine], forbidden=[h2])


TEMPLATES = [
    NamedSpec(DIM, t)
    for t in (
        who_put_a_range_on_it_in_a_reply,
        which_file_holds_the_run_cap,
        what_the_supplier_said_about_the_minimum_order,
        who_said_the_cap_still_holds,
        which_commit_set_the_timeout,
    )
]
