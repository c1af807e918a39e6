"""`fresh25` six-month recall templates: a fact said in the first days, asked 200 to 240 days
later under nine to eleven chat lines about the same subject; an uncited event states a
distractor (a tool pitched and not taken, a step suggested first, a date floated, a person who
asked to borrow a key, another person's preference)."""

from __future__ import annotations

from cairn.bench import memfresh25_pools as p
from cairn.bench.memgen import Case
from cairn.bench.memset import days

OFFSET = 6


def _later(c: Case, s: p.Subject) -> None:
    """The chat lines in between, and the question's moment (200 to 240 days after day 3)."""
    p.chatter(c, s, c.rng.randint(9, 11), 4, 190, "s2")


def _ask(c: Case, q: str) -> None:
    c.ask(q, after=days(p.when(c, 204, 240)))


def tool_chosen(c: Case) -> None:
    """The tool chosen to track a subject's work; a tool someone pitched is named in another
    event."""
    s = p.subject(c, OFFSET)
    pool = p.SOFT_TOOLS if s.software else p.OTHER_TOOLS
    tool, pitched = c.rng.sample(list(pool), 2)
    (who,) = p.people(c, 1)
    text = c.pick(
        (
            f"Decided: we'll track the {s.code} {s.work}s in {tool}.",
            f"{s.code}: the {s.work} list lives in {tool} from today.",
            f"Going with {tool} for {s.code} {s.work} tracking, done deliberating.",
        )
    )
    cited = p.say(c, "pick", text, c.pick(("decision log", "meeting notes")), at=p.when(c, 0, 3))
    p.say(
        c,
        "pitch",
        f"{who} pitched {pitched} for {s.code}; nobody took it up.",
        "side chat",
        at=p.when(c, 0, 3),
        kind="chat",
        trust=0.4,
    )
    _later(c, s)
    _ask(
        c,
        p.turn(
            c,
            (
                f"Months back we settled on a tool for the {s.code} {s.work}s. Which one?",
                f"What do we keep {s.code} {s.work}s in, tool-wise?",
                f"Which app did {s.code} pick for tracking its {s.work}s?",
            ),
        ),
    )
    c.expect([tool], [cited], forbidden=[pitched])


def first_step(c: Case) -> None:
    """The first step of a subject's procedure, in a numbered checklist or named second ("B, but
    only after you A"); a chat line suggests another step first."""
    s = p.subject(c, OFFSET)
    pool = p.SOFT_STEPS if s.software else p.OTHER_STEPS
    one, two, three, other = c.rng.sample(list(pool), 4)
    text = c.pick(
        (
            f"{s.code} {s.work} checklist:\n1. {one}\n2. {two}\n3. {three}",
            f"For each {s.code} {s.work}: {two}, but only after you {one}. Then {three}.",
        )
    )
    cited = p.say(c, "steps", text, "checklist", at=p.when(c, 0, 3), kind="doc")
    p.say(
        c,
        "idea",
        f"shouldn't we {other} first on {s.code}? just a thought",
        "side chat",
        at=p.when(c, 1, 3),
        kind="chat",
        trust=0.3,
    )
    _later(c, s)
    _ask(
        c,
        p.turn(
            c,
            (
                f"Per the checklist, which step opens each {s.code} {s.work}?",
                f"What comes before everything else when running each {s.code} {s.work}?",
                f"Going by the checklist, what do I do first for each {s.code} {s.work}?",
            ),
        ),
    )
    c.expect([one], [cited], forbidden=[other])


def deadline_at_kickoff(c: Case) -> None:
    """The due date set at a subject's kickoff; a chat line floats another date."""
    s = p.subject(c, OFFSET)
    due, floated = p.dates(c, 2)
    text = c.pick(
        (
            f"{s.code} kickoff: the new {s.kept} is due {due}.",
            f"Kickoff for {s.code} done. Target for the {s.kept}: {due}.",
        )
    )
    cited = p.say(c, "due", text, "kickoff notes", at=p.when(c, 0, 3), kind="meeting")
    p.say(
        c,
        "float",
        f"could the {s.code} {s.kept} slip to {floated}? asking for a friend",
        "side chat",
        at=p.when(c, 1, 3),
        kind="chat",
        trust=0.3,
    )
    _later(c, s)
    _ask(
        c,
        p.turn(
            c,
            (
                f"What date did the {s.code} kickoff notes give for the {s.kept}?",
                f"When is the {s.code} {s.kept} due, per the kickoff?",
                f"By what day was the {s.code} {s.kept} meant to be ready?",
            ),
        ),
    )
    c.expect([due], [cited], forbidden=[floated])


def key_holder(c: Case) -> None:
    """Who holds a subject's key or credential, with verbs that vary; another person only asked
    to borrow it."""
    s = p.subject(c, OFFSET)
    holder, borrower = p.people(c, 2)
    text = c.pick(
        (
            f"The {s.code} {s.key} is held by {holder}.",
            f"{holder} keeps the {s.code} {s.key}.",
            f"The {s.code} {s.key} got handed to {holder} for good.",
            f"{s.code} {s.key} lives with {holder}.",
        )
    )
    cited = p.say(c, "key", text, c.pick(("handover note", "a note")), at=p.when(c, 0, 3))
    p.say(
        c,
        "borrow",
        f"{borrower} asked to borrow the {s.code} {s.key} one weekend.",
        "side chat",
        at=p.when(c, 0, 3),
        kind="chat",
        trust=0.4,
    )
    _later(c, s)
    _ask(
        c,
        p.turn(
            c,
            (
                f"Who holds the {s.code} {s.key}?",
                f"Whom should I ask for the {s.code} {s.key}?",
                f"The {s.code} {s.key}: who has it?",
            ),
        ),
    )
    c.expect([holder], [cited], forbidden=[borrower])


def preferred_update(c: Case) -> None:
    """How one person likes to get a subject's updates, beside another person's preference in
    another event."""
    s = p.subject(c, OFFSET)
    me, you = p.people(c, 2)
    mine, yours = c.rng.sample(list(p.PREFERENCES), 2)
    text = c.pick(
        (
            f"{me} would rather get {s.code} updates as {mine}.",
            f"For {s.code} news, {me} prefers {mine}.",
            f"{me}: {mine} for {s.code} updates please, nothing else.",
        )
    )
    cited = p.say(c, "mine", text, c.pick(("team page", "setup note")), at=p.when(c, 0, 3))
    p.say(
        c,
        "yours",
        f"{you} likes {s.code} updates as {yours}.",
        "team page",
        at=p.when(c, 0, 3),
    )
    _later(c, s)
    _ask(
        c,
        p.turn(
            c,
            (
                f"How does {me} like to receive {s.code} updates?",
                f"In what form should {s.code} news reach {me}?",
                f"What's {me}'s preferred way to hear about {s.code}?",
            ),
        ),
    )
    c.expect([mine], [cited], forbidden=[yours])


TEMPLATES = (tool_chosen, first_step, deadline_at_kickoff, key_holder, preferred_update)
