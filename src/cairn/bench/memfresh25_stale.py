"""`fresh25` stale-belief templates: a setting of a subject is stated, then changed by a casual
correction that comes last and never repeats the value it replaces (no ``supersedes`` field).
The first, third and fifth case of each template ask a yes/no question naming the old value."""

from __future__ import annotations

from cairn.bench import memfresh25_pools as p
from cairn.bench.memgen import Case
from cairn.bench.memset import days

OFFSET = 12


def _names_old(c: Case) -> bool:
    return p.nth(c) % 2 == 0


def _setting(c: Case, s: p.Subject, key: str, text: str, label: str) -> None:
    p.say(c, key, text, label, at=p.when(c, 0, 3))
    p.chatter(c, s, 2, 3, 3, "s1")


def _fix(c: Case, text: str, label: str) -> str:
    return p.say(c, "fix", text, label, at=p.when(c, 7, 9), session="s2")


def _ask(c: Case, yes_no: str, open_q: tuple[str, ...]) -> None:
    q = yes_no if _names_old(c) else open_q[p.nth(c) // 2 % len(open_q)]
    c.ask(q, after=days(p.when(c, 11, 15)), session="s3")


def cap_changed(c: Case) -> None:
    """A cap per run, then "actually make that" another number (in digits or in words)."""
    s = p.subject(c, OFFSET)
    old, new = p.counts(c, 2)
    text = c.pick(
        (
            f"{s.code} caps each {s.work} at {old} {s.unit}.",
            f"Each {s.code} {s.work} tops out at {old} {s.unit}.",
        )
    )
    _setting(c, s, "cap", text, c.pick(("settings", f"{s.code} {s.doc}")))
    said = p.spell(c, new)
    fix = c.pick(
        (
            f"Actually make that {said} {s.unit} per {s.code} {s.work}.",
            f"Scratch that, the {s.code} {s.work} cap is now {said}.",
            f"On second thought, let each {s.code} {s.work} take {said} {s.unit}.",
        )
    )
    cited = _fix(c, fix, c.pick(("team chat", "mail from Jolanda")))
    _ask(
        c,
        f"Is the {s.code} {s.work} still capped at {old}?",
        (
            f"How many {s.unit} can each {s.code} {s.work} take now?",
            f"What's the current ceiling for each {s.code} {s.work}?",
        ),
    )
    c.expect([said], [cited], forbidden=[str(old)])


def weekday_moved(c: Case) -> None:
    """The weekday of a subject's piece of work, then moved with "scratch that"."""
    s = p.subject(c, OFFSET)
    old, new = p.weekdays(c, 2)
    text = c.pick(
        (
            f"The {s.code} {s.work} is every {old}.",
            f"{s.code} {s.work} falls on a {old} each week.",
        )
    )
    _setting(c, s, "day", text, c.pick(("calendar", "a note")))
    fix = c.pick(
        (
            f"Scratch that, the {s.code} {s.work} moves to {new}.",
            f"Update for {s.code}: the {s.work} is now on {new}.",
            f"Heads up, {s.code} {s.work} got shifted over to {new}.",
        )
    )
    cited = _fix(c, fix, c.pick(("team chat", "notice")))
    _ask(
        c,
        f"Is the {s.code} {s.work} still on {old}?",
        (
            f"Which weekday should I put in my diary for the {s.code} {s.work}?",
            f"What day of the week is the {s.code} {s.work} these days?",
        ),
    )
    c.expect([new], [cited], forbidden=[old])


def place_moved(c: Case) -> None:
    """Where a subject sits (a host, a path or a room), then moved."""
    s = p.subject(c, OFFSET)
    old, new = c.rng.sample(list(s.places), 2)
    verb = "sits at" if s.software else "meets in"
    text = c.pick((f"{s.code} {verb} {old}.", f"For now {s.code} {verb} {old}."))
    _setting(c, s, "here", text, c.pick(("status line", "setup note")))
    fix = c.pick(
        (
            f"{s.code} was moved to {new} this morning.",
            f"Heads up: {s.code} now lives at {new}.",
            f"{s.code} got shifted over to {new}, done and dusted.",
        )
    )
    cited = _fix(c, fix, c.pick(("log", "team chat")))
    _ask(
        c,
        f"Is {s.code} still at {old}?",
        (f"Where does {s.code} live now?", f"Where should I look for {s.code} these days?"),
    )
    c.expect([new], [cited], forbidden=[old])


def keeper_handed_over(c: Case) -> None:
    """Who looks after a subject's kept thing, then handed to someone else."""
    s = p.subject(c, OFFSET)
    old, new = p.people(c, 2)
    text = c.pick(
        (
            f"{old} looks after the {s.code} {s.kept}.",
            f"The {s.code} {s.kept} is in {old}'s hands.",
        )
    )
    _setting(c, s, "keeper", text, c.pick(("team page", "handover note")))
    fix = c.pick(
        (
            f"On second thought, {new} takes over the {s.code} {s.kept}.",
            f"Heads up, the {s.code} {s.kept} got handed to {new}.",
            f"{new} took the {s.code} {s.kept} over this week.",
        )
    )
    cited = _fix(c, fix, c.pick(("team chat", "note from Dorit")))
    _ask(
        c,
        f"Is {old} still looking after the {s.code} {s.kept}?",
        (
            f"Who looks after the {s.code} {s.kept} now?",
            f"Whom do I ask about the {s.code} {s.kept} these days?",
        ),
    )
    c.expect([new], [cited], forbidden=[old])


def threshold_bumped(c: Case) -> None:
    """A warning level in words, then bumped to one in digits."""
    s = p.subject(c, OFFSET)
    old, new = p.counts(c, 2)
    text = c.pick(
        (
            f"{s.code} should warn at {p.words(old)} {s.unit}.",
            f"The {s.code} warning level is {p.words(old)}.",
        )
    )
    _setting(c, s, "warn", text, c.pick((f"{s.code} {s.doc}", "settings")))
    fix = c.pick(
        (
            f"The {s.code} warning got bumped to {new}.",
            f"Actually the {s.code} warning should fire at {new} now.",
            f"{s.code}: warn_at is {new} from today.",
        )
    )
    cited = _fix(c, fix, c.pick(("deploy log" if s.software else "binder note", "team chat")))
    _ask(
        c,
        f"Is the {s.code} warning level still {p.words(old)}?",
        (
            f"At what level does {s.code} warn now?",
            f"What's the {s.code} alert threshold these days?",
        ),
    )
    c.expect([str(new)], [cited], forbidden=[p.words(old)])


TEMPLATES = (cap_changed, weekday_moved, place_moved, keeper_handed_over, threshold_bumped)
