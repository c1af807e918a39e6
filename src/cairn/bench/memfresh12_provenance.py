"""The provenance templates of ``fresh12``: several sources state neighbouring facts of one piece
of work, and the question asks which source said a particular one (or what a named source said).

Each case cites only the source that states the asked fact; what the other sources state (the
person who proposed, a volunteer, a neighbouring commit, another kit's place, a colleague's
estimate) is the distractor.
"""

from __future__ import annotations

from cairn.bench.memfresh12_pools import (
    CODES,
    FACETS,
    PEOPLE,
    PLACES,
    SUPPLIERS,
    UNITS,
    counts,
    place,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import choose, mins, sample


def reply_gave_the_cutoff(c: Case) -> None:
    """An e-mail proposes a batch size for a piece of work; a reply, quoting it, adds the
    cut-off time. The question asks who gave the cut-off and what it is: the reply is cited, the
    proposer (named only in the first mail) is the distractor."""
    code = choose(c, CODES)
    facet = choose(c, FACETS[code])
    proposer, replier = sample(c, PEOPLE, 2)
    (n,) = counts(c.rng, 1)
    cutoff = f"{c.rng.randrange(13, 20)}:{choose(c, (5, 10, 20, 25, 40, 50, 55)):02d}"
    ask = f"Proposing we cap each {facet} at {n} {UNITS[code]}, more than that and it drags."
    c.event(
        "first",
        f"From: {proposer}\nSubject: {code} {facet} sizing\n\n{ask}",
        label="e-mail",
        kind="email",
        trust=0.8,
        after=mins(0),
        session="s1",
    )
    body = choose(
        c,
        (
            f"Fine by me. What nobody wrote down: the {code} {facet} cut-off is {cutoff};"
            " anything later waits a day.",
            f"Agreed on the cap. Also, cut-off for {code} {facet} = {cutoff} sharp.",
        ),
    )
    reply = c.event(
        "reply",
        f"From: {replier}\nSubject: Re: {code} {facet} sizing\n\n> {ask}\n\n{body}",
        label="e-mail reply",
        kind="email",
        trust=0.8,
        after=mins(c.rng.randrange(40, 300)),
        session="s1",
    )
    c.ask(
        choose(
            c,
            (
                f"Who gave us the {code} {facet} cut-off time, and what is it?",
                f"In the {code} {facet} sizing thread, who said when the cut-off is, and when?",
                f"Which person told us the cut-off for the {code} {facet}? Give the time too.",
            ),
        ),
        after=mins(c.rng.randrange(1500, 4000)),
    )
    c.expect([replier, cutoff], [reply], forbidden=[proposer])


def minutes_recorded_the_owner(c: Case) -> None:
    """Meeting minutes record who took an action on a piece of work; a colleague offered in chat
    to take it, and another subject's minutes name another owner. The minutes are cited; the
    volunteer and the other owner are the distractors."""
    code, other = sample(c, CODES, 2)
    facet, facet2 = sample(c, FACETS[code], 2)
    owner, helper, volunteer, owner2 = sample(c, PEOPLE, 4)
    minutes = c.event(
        "min",
        f"{code} weekly sync, minutes\nPresent: {owner}, {helper}\nActions:\n"
        f"- {owner} owns the {facet} through the end of the quarter\n"
        f"- {helper} circulates the {facet2} numbers before Friday",
        label="meeting minutes",
        kind="document",
        trust=0.9,
        after=mins(0),
        session="s1",
    )
    c.event(
        "vol",
        choose(
            c,
            (
                f"{volunteer}: happy to pick up the {code} {facet} if nobody else wants it",
                f"{volunteer}: I could do {code} {facet}?? only if no one's on it",
            ),
        ),
        label="chat message",
        kind="chat",
        trust=0.5,
        after=mins(-c.rng.randrange(60, 600)),
        session="s1",
    )
    c.event(
        "omin",
        f"{other} sync, minutes\nActions:\n- {owner2} owns the {FACETS[other][0]} for now",
        label="meeting minutes",
        kind="document",
        trust=0.9,
        after=mins(c.rng.randrange(30, 400)),
        session="s1",
    )
    c.ask(
        choose(
            c,
            (
                f"Where was it written down who owns the {code} {facet}, and who is it?",
                f"Per the {code} minutes, who took the {facet} action?",
                f"Who did the {code} sync put on the {facet}?",
            ),
        ),
        after=mins(c.rng.randrange(2000, 6000)),
    )
    c.expect([owner], [minutes], forbidden=[volunteer, owner2])


def which_commit_changed_it(c: Case) -> None:
    """Two commits touch neighbouring settings of one piece of work (a batch size, a hold
    time); the question asks which commit changed one of them. The answer is that commit's hash,
    the other commit's hash is the distractor."""
    code = choose(c, CODES)
    facet = choose(c, FACETS[code])
    a, b = sample(c, PEOPLE, 2)
    n, m = counts(c.rng, 2)
    h1, h2 = (f"{c.rng.choice('abcdef')}{c.rng.getrandbits(24):06x}" for _ in range(2))
    first = c.event(
        "size",
        choose(
            c,
            (
                f"commit {h1}\nAuthor: {a}\n\n    {code.lower()}: raise {facet} batch size to {n}",
                f"{h1} {code}: {facet} batch size {n} (was too small for month end) [{a}]",
            ),
        ),
        label="commit",
        kind="commit",
        trust=0.9,
        after=mins(0),
        session="s1",
    )
    c.event(
        "hold",
        f"commit {h2}\nAuthor: {b}\n\n    {code.lower()}: shorten {facet} hold time to {m} min",
        label="commit",
        kind="commit",
        trust=0.9,
        after=mins(c.rng.choice((-1, 1)) * c.rng.randrange(30, 2000)),
        session="s1",
    )
    c.ask(
        choose(
            c,
            (
                f"Which commit changed the batch size of the {code} {facet}?",
                f"What's the hash of the {code} commit that touched the {facet} batch size?",
                f"The {code} {facet} batch size went up in a commit. Which one?",
            ),
        ),
        after=mins(c.rng.randrange(2100, 5000)),
    )
    c.expect([h1], [first], forbidden=[h2])


def place_from_the_kit_register(c: Case) -> None:
    """A pasted kit register row says where one piece of work's kit is kept; a chat message says
    where a neighbouring piece of work's kit is. The question asks where the asked kit is: the
    register is cited, the other place is the distractor."""
    code = choose(c, CODES)
    facet, facet2 = sample(c, FACETS[code], 2)
    kind = choose(c, PLACES)
    here = place(c.rng)
    there = place(c.rng)
    while there == here:
        there = place(c.rng)
    checker, chatter = sample(c, PEOPLE, 2)
    row = c.event(
        "reg",
        f"{code} kit register\n| kit | where | last checked by |\n|---|---|---|\n"
        f"| {facet} kit | {kind} {here} | {checker} |",
        label="kit register",
        kind="document",
        trust=0.9,
        after=mins(0),
        session="s1",
    )
    c.event(
        "chat",
        choose(
            c,
            (
                f"{chatter}: fyi the {code} {facet2} kit lives in {kind} {there} now",
                f"{chatter}: {facet2} stuff for {code} -> {kind} {there}, ta",
            ),
        ),
        label="chat message",
        kind="chat",
        trust=0.6,
        after=mins(c.rng.randrange(-900, 900)),
        session="s1",
    )
    c.ask(
        choose(
            c,
            (
                f"Where does the {code} register say the {facet} kit is kept?",
                f"Which {kind} holds the {code} {facet} kit?",
                f"I need the {code} {facet} kit: where is it, according to the register?",
            ),
        ),
        after=mins(c.rng.randrange(1500, 4000)),
    )
    c.expect([here], [row], forbidden=[there])


def what_the_supplier_said(c: Case) -> None:
    """A supplier's contact writes the lead time for an order of one piece of work; a colleague
    guesses another in chat. The question asks what the contact told us: the e-mail is cited,
    the guess is the distractor."""
    code = choose(c, CODES)
    facet = choose(c, FACETS[code])
    contact, guesser = sample(c, PEOPLE, 2)
    firm = choose(c, SUPPLIERS)
    said, guessed = counts(c.rng, 2)
    mail = c.event(
        "mail",
        f"From: {contact} ({firm})\nSubject: your {code} {facet} order\n\n"
        + choose(
            c,
            (
                f"Hello, lead time on this one is {said} working days from your PO. Regards",
                f"Thanks for the order. Expect {said} working days before dispatch.",
            ),
        ),
        label="supplier e-mail",
        kind="email",
        trust=0.85,
        after=mins(0),
        session="s1",
    )
    c.event(
        "guess",
        f"{guesser}: I'd plan on {guessed} days for the {code} {facet} delivery tbh, they're slow",
        label="chat message",
        kind="chat",
        trust=0.4,
        after=mins(c.rng.choice((-1, 1)) * c.rng.randrange(60, 900)),
        session="s1",
    )
    c.ask(
        choose(
            c,
            (
                f"What did {contact} at {firm} tell us about the {code} {facet} lead time?",
                f"How many working days did {firm} quote for the {code} {facet} order?",
            ),
        ),
        after=mins(c.rng.randrange(1500, 5000)),
    )
    c.expect([str(said)], [mail], forbidden=[str(guessed)])
