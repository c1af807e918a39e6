"""The chat around `fresh39`'s cases (``bench.memfresh39``): side chat lines that say nothing
a case asks about (no digits, names, places, days or values), and team chat lines about a
subject that name its codename and nothing else."""

from __future__ import annotations

from datetime import timedelta

from cairn.bench.memfresh39_pools import Subject, days, say
from cairn.bench.memgen import Case
from cairn.bench.memset import sample

SIDE_CHAT: tuple[str, ...] = (
    "whoever left the lemon drizzle in the cupboard, you are a saint and a menace",
    "has anyone worked out why the lift plays a little jingle on the way down",
    "my umbrella turned inside out so thoroughly it now counts as modern art",
    "the vending machine gave me soup instead of cocoa and honestly it was better",
    "reminder that the kettle descaler is not a drink, please label things",
    "someone's phone alarm is a goose honking and it keeps going off at random",
    "the printer has decided it only prints in landscape now, we are adapting",
    "found a single glove on the stairs, it is waiting on the radiator for its owner",
    "is it just me or does the corridor smell faintly of toast every afternoon",
    "the plant by the window has grown a leaf the size of a dinner plate",
    "accidentally joined the wrong video call and nodded along for ages",
    "the blinds in the back room have achieved sentience and will not go up",
    "whoever reorganised the mug shelf by colour, thank you, it looks lovely",
    "my bike chain snapped halfway up the hill so I walked and pondered life",
    "the fire door squeaks in a minor key and now I cannot unhear it",
    "a very bold magpie sits on the railing and watches us eat lunch",
    "brought in too many scones again, they are on the side, help yourselves",
    "the wifi in the back corner works only if you hold the laptop up high",
)

TEAM_CHAT: tuple[str, ...] = (
    "anyone else think the {code} docs could do with a tidy",
    "{code} was quiet this week, which is how we like it",
    "nice work on the {code} cleanup, it reads much better",
    "does {code} still have that odd warning in the logs",
    "I owe whoever fixed the {code} typo a biscuit",
    "reminder to add {code} things to the notes before the catch-up",
    "{code} photos from last time are in the shared folder",
    "had a good chat with someone new who wants to help with {code}",
    "the {code} board looks a lot less cluttered now",
    "can we keep {code} questions in this thread please",
    "thanks all for the patience with {code} lately",
    "the {code} checklist finally has everything ticked",
    "someone asked whether {code} has a logo yet, it does not",
    "if you are new to {code}, the welcome notes are pinned",
)


def side_chat(c: Case, n: int, start: timedelta, span: float, session: str = "s1") -> None:
    """``n`` side chat lines at seeded times within ``span`` days after ``start``."""
    for i, text in enumerate(sample(c, SIDE_CHAT, n)):
        say(c, f"x{i}", text, "side chat", start + days(c.rng.uniform(0, span)), session)


def team_chat(
    c: Case, subj: Subject, n: int, start: timedelta, span: float, session: str = "s1"
) -> None:
    """``n`` team chat lines about ``subj`` (its codename only), labelled ``team chat N``."""
    for i, text in enumerate(sample(c, TEAM_CHAT, n)):
        say(
            c,
            f"t{i}",
            text.format(code=subj.code),
            f"team chat message {i + 1}",
            start + days(c.rng.uniform(0, span)),
            session,
        )
