"""Stale-belief templates of `fresh24`: a value said, then corrected later in a casual way
("actually make that", "scratch that", "on second thought", "got bumped to", "Update for"); the
correction is the latest event, carries no ``supersedes`` field and never repeats the old value,
which is the distractor. Half the questions name the old value ("Is X still Y?"). A cap, a
weekday, who looks after a kept thing, where a subject lives, and a warning level."""

from __future__ import annotations

from cairn.bench.memfresh24_pools import (
    WEEKDAYS,
    chatter,
    counts,
    instance,
    people,
    say,
    subject,
    when,
    words,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import choose, days, sample

OFFSET = 12


def confirm(c: Case) -> bool:
    """Whether this case asks a yes/no question naming the old value."""
    return instance(c) % 2 == 0


def timeline(c: Case) -> tuple[float, float]:
    """The days of the old value and of the correction (the latest event)."""
    old = when(c, 0, 3)
    return old, old + when(c, 14, 30)


def ask(c: Case, fix: float, options: list[str]) -> None:
    c.ask(choose(c, options), after=days(fix + when(c, 2, 6)), session="s3")


def cap_corrected(c: Case) -> None:
    """A cap per run in settings, then "actually make that" a new one (digits or words)."""
    s = subject(c, OFFSET)
    n1, n2 = counts(c, 2)
    new = choose(c, [str(n2), words(n2)])
    old, fix = timeline(c)
    say(c, "old", f"{s.code} {s.work}\nmax_per_run: {n1}", "settings", kind="config", at=old)
    text = choose(
        c,
        [
            f"{s.code} {s.work} cap: actually make that {new}.",
            f"scratch that, the {s.code} {s.work} cap is now {new} {s.unit}",
            f"On second thought, let's limit each {s.code} {s.work} to {new}.",
        ],
    )
    cited = say(c, "fix", text, choose(c, ["team chat", "a note"]), kind="chat", at=fix,
                session="s2")  # fmt: skip
    chatter(c, s, 2, old, fix - old - 1, "s1")
    if confirm(c):
        q = [f"Is the {s.code} {s.work} still capped at {n1}?"]
    else:
        q = [
            f"What's the current ceiling per {s.code} {s.work}?",
            f"How many {s.unit} can one {s.code} {s.work} take now?",
        ]
    ask(c, fix, q)
    c.expect([new], [cited], forbidden=[str(n1)])


def weekday_moved(c: Case) -> None:
    """A piece of work on one weekday, then moved to another ("scratch that", "on second
    thought")."""
    s = subject(c, OFFSET)
    was, now = sample(c, WEEKDAYS, 2)
    old, fix = timeline(c)
    say(c, "old", f"The {s.code} {s.work} is on {was}.", choose(c, ["calendar", "a note"]),
        at=old)  # fmt: skip
    text = choose(
        c,
        [
            f"Scratch that, the {s.code} {s.work} moves to {now}.",
            f"On second thought, {s.code} {s.work} goes on {now} from now on.",
            f"Update for {s.code}: {s.work} is {now} going forward.",
        ],
    )
    cited = say(c, "fix", text, "team chat", kind="chat", at=fix, session="s2")
    chatter(c, s, 2, old, fix - old - 1, "s1")
    if confirm(c):
        q = [f"Is the {s.code} {s.work} still on {was}?"]
    else:
        q = [
            f"What weekday should I put the {s.code} {s.work} in my diary for?",
            f"Which day is the {s.code} {s.work} on?",
        ]
    ask(c, fix, q)
    c.expect([now], [cited], forbidden=[was])


def owner_handed_over(c: Case) -> None:
    """Who looks after a kept thing, then a handover to someone else."""
    s = subject(c, OFFSET)
    was, now = people(c, 2)
    old, fix = timeline(c)
    say(c, "old", f"{was} looks after the {s.code} {s.kept}.", "team page", at=old)
    text = choose(
        c,
        [
            f"Update for {s.code}: {now} has the {s.kept} from now on.",
            f"Heads up, the {s.code} {s.kept} got handed to {now}.",
            f"{s.code} {s.kept}: {now} took it over this week.",
        ],
    )
    cited = say(c, "fix", text, choose(c, ["team chat", f"mail from {now}"]), kind="chat",
                at=fix, session="s2")  # fmt: skip
    chatter(c, s, 2, old, fix - old - 1, "s1")
    if confirm(c):
        q = [f"Is {was} still looking after the {s.code} {s.kept}?"]
    else:
        q = [
            f"Who looks after the {s.code} {s.kept} these days?",
            f"Whom should I send {s.code} {s.kept} changes to?",
        ]
    ask(c, fix, q)
    c.expect([now], [cited], forbidden=[was])


def place_moved(c: Case) -> None:
    """Where a subject lives (a host, path or room), then "was moved to" another."""
    s = subject(c, OFFSET)
    was, now = sample(c, s.places, 2)
    old, fix = timeline(c)
    verb = "runs on" if s.software else "meets in"
    say(c, "old", f"{s.code} {verb} {was}.", "status line", at=old)
    text = choose(
        c,
        [
            f"{s.code} was moved to {now} over the weekend.",
            f"fyi {s.code} now lives at {now}",
            f"{s.code} got shifted over to {now}, done and dusted.",
        ],
    )
    cited = say(c, "fix", text, choose(c, ["the log", "team chat"]), kind="chat", at=fix,
                session="s2")  # fmt: skip
    chatter(c, s, 2, old, fix - old - 1, "s1")
    if confirm(c):
        q = [f"Is {s.code} still at {was}?"]
    else:
        q = [f"Where does {s.code} live now?", f"Where would I find {s.code} today?"]
    ask(c, fix, q)
    c.expect([now], [cited], forbidden=[was])


def threshold_bumped(c: Case) -> None:
    """A warning level in words in the rules, then "got bumped to" a new one in digits."""
    s = subject(c, OFFSET)
    n1, n2 = counts(c, 2)
    old, fix = timeline(c)
    say(c, "old", f"{s.code} {s.doc}: warn once {words(n1)} {s.unit} are waiting.",
        f"{s.code} {s.doc}", kind="document", at=old)  # fmt: skip
    text = choose(
        c,
        [
            f"{s.code} warning level got bumped to {n2}.",
            f"{s.code.lower()}: warn_at is {n2} now",
            f"Actually the {s.code} warning should fire at {n2} {s.unit}.",
        ],
    )
    cited = say(c, "fix", text, choose(c, ["deploy log", "team chat"]), kind="chat", at=fix,
                session="s2")  # fmt: skip
    chatter(c, s, 2, old, fix - old - 1, "s1")
    if confirm(c):
        q = [f"Is the {s.code} warning level still {words(n1)}?"]
    else:
        q = [f"At how many {s.unit} does {s.code} warn these days?"]
    ask(c, fix, q)
    c.expect([str(n2)], [cited], forbidden=[words(n1)])


TEMPLATES = (
    cap_corrected,
    weekday_moved,
    owner_handed_over,
    place_moved,
    threshold_bumped,
)
