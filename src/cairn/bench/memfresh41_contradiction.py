"""The contradiction templates of `fresh41`: two sources about one subject that disagree
(instances 0, 2 and 4) or agree (1 and 3), beside another subject's value in the first source's
frame. Instances 0, 1 and 3 ask whether the sources agree; the others ask for the value going by
both. No question says "conflict"."""

from __future__ import annotations

from dataclasses import dataclass

from cairn.bench import memfresh41_pools as P
from cairn.bench.memgen import Case
from cairn.bench.memset import days


@dataclass(frozen=True)
class Source:
    label: str
    frame: str

    def says(self, s: P.Subject, value: str) -> str:
        low = s.code.lower()
        return self.frame.format(k=s.code, low=low, v=value, d=P.DISTROS.get(value, ""))


def _write(
    c: Case,
    s: P.Subject,
    sources: tuple[Source, Source],
    values: tuple[str, str],
    other: tuple[P.Subject, str],
    asks: tuple[str, str],
) -> None:
    """Write the two sources, the other subject's value in the first source's frame, the
    question (whether they agree, or the value going by both) and what is expected. ``values``
    differ where the instance disagrees; where it agrees they are one value, perhaps in two
    forms."""
    first, second = sources
    one = P.ev(c, "first", first.says(s, values[0]), first.label, P.when(c, 0, 4))
    two = P.ev(c, "second", second.says(s, values[1]), second.label, P.when(c, 0, 4))
    P.ev(c, "other", first.says(other[0], other[1]), first.label, P.when(c, 0, 4))
    agree_q, value_q = asks
    c.ask(agree_q if P.instance(c) in (0, 1, 3) else value_q, after=days(7))
    if disagree(c):
        c.expect(list(values), [one, two], contradictions=[one, two], forbidden=[other[1]])
    else:
        c.expect([values[0]], [one, two], forbidden=[other[1]])


def disagree(c: Case) -> bool:
    return P.instance(c) in (0, 2, 4)


def session_timeout_or_team_sheet(c: Case) -> None:
    """Contradiction: how many idle minutes before a service's session times out, in a TOML file
    against the ops handbook, or how many names a group's team sheet takes, in the club rules
    against the chair's email (agreeing sources give one count in digits and in words)."""
    s = P.subject(c, 0)
    (o,) = P.others(c, s, 1)
    v1, v2, dv = P.counts(c, 3)
    if s.software:
        sp1 = False
        sources = (
            Source("settings.toml", "# {k}\n[{low}.session]\ntimeout_minutes = {v}"),
            Source(
                "ops handbook", "Ops handbook: {k} sessions time out after {v} minutes of quiet."
            ),
        )
        asks = (
            f"Do settings.toml and the ops handbook give {s.code} the same session timeout?",
            f"How many idle minutes before a {s.code} session times out, going by settings.toml and the ops handbook?",
        )
    else:
        sp1 = P.spelled(c)
        sources = (
            Source("club rules", "Club rules: a {k} team sheet takes at most {v} names."),
            Source(
                "chair's email",
                "Email from the chair: we can put {v} names on a {k} team sheet this season.",
            ),
        )
        asks = (
            f"Do the club rules and the chair's email allow the same number of names on a {s.code} team sheet?",
            f"How many names fit on a {s.code} team sheet per the club rules and the chair's email?",
        )
    a = P.say(v1, sp1)
    b = P.say(v2, P.spelled(c)) if disagree(c) else P.say(v1, not sp1)
    _write(c, s, sources, (a, b), (o, P.say(dv, sp1)), asks)


def rust_pin_or_race_fee(c: Case) -> None:
    """Contradiction: the Rust release a service builds with, in rust-toolchain.toml against the
    contributing guide, or what a group pays to enter an open race, on the race flyer against
    the organiser's text."""
    s = P.subject(c, 6)
    (o,) = P.others(c, s, 1)
    if s.software:
        a, b, dv = P.pick(c, P.RUST, 3)
        sources = (
            Source("rust-toolchain.toml", '# {k}\n[toolchain]\nchannel = "{v}"'),
            Source("contributing guide", "Contributing guide: build {k} with Rust {v}."),
        )
        asks = (
            f"Do rust-toolchain.toml and the contributing guide put {s.code} on the same Rust release?",
            f"Which Rust release does {s.code} build with, according to rust-toolchain.toml and the contributing guide?",
        )
    else:
        a, b, dv = P.amounts(c, 3)
        sources = (
            Source("race flyer", "Race flyer: {k} crews pay {v} to enter the open race."),
            Source(
                "organiser's text",
                "Text from the organiser: entry for {k} is {v} a crew, pay on the day.",
            ),
        )
        asks = (
            f"Do the race flyer and the organiser's text ask {s.code} for the same entry money?",
            f"What does {s.code} pay to enter the open race, going by the race flyer and the organiser's text?",
        )
    _write(c, s, sources, (a, b if disagree(c) else a), (o, dv), asks)


def accessibility_reviewer_or_safety_officer(c: Case) -> None:
    """Contradiction: who reviews a service for accessibility, in CODEOWNERS against the sprint
    agenda, or who a group's safety officer is, on the noticeboard against the chair's text."""
    s = P.subject(c, 12)
    (o,) = P.others(c, s, 1)
    a, b, dv = P.people(c, 3)
    if s.software:
        sources = (
            Source("CODEOWNERS", "# {k} accessibility review\n/ui/ @{v}"),
            Source(
                "sprint agenda",
                "Sprint agenda, item three: {v} does the accessibility review for {k}.",
            ),
        )
        asks = (
            f"Do CODEOWNERS and the sprint agenda agree on who reviews {s.code} for accessibility?",
            f"Who checks {s.code} for accessibility, going by CODEOWNERS and the sprint agenda?",
        )
    else:
        sources = (
            Source(
                "noticeboard",
                "Noticeboard: the {k} safety officer is {v}; find them before you go out.",
            ),
            Source("chair's text", "Text from the chair: {v} is doing safety for {k} this year."),
        )
        asks = (
            f"Do the noticeboard and the chair's text name the same safety officer for {s.code}?",
            f"Who keeps {s.code} safe on the day, per the noticeboard and the chair's text?",
        )
    _write(c, s, sources, (a, b if disagree(c) else a), (o, dv), asks)


def maintenance_window_or_meet_time(c: Case) -> None:
    """Contradiction: when a service's maintenance window opens, in maintenance.yaml against the
    status page, or when a group meets on match days, on the fixture card against the
    secretary's text."""
    s = P.subject(c, 18)
    (o,) = P.others(c, s, 1)
    a, b, dv = P.clocks(c, 3)
    if s.software:
        sources = (
            Source("maintenance.yaml", '# {k}\n{low}:\n  window_opens: "{v}"'),
            Source("status page", "Status page: scheduled {k} maintenance opens at {v}."),
        )
        asks = (
            f"Do maintenance.yaml and the status page open the {s.code} maintenance window at the same time?",
            f"When does the {s.code} maintenance window open, going by maintenance.yaml and the status page?",
        )
    else:
        sources = (
            Source("fixture card", "Fixture card: {k} meets at {v} on match days."),
            Source("secretary's text", "Text from the secretary: the {k} meet is {v} sharp."),
        )
        asks = (
            f"Do the fixture card and the secretary's text give the same {s.code} meet time?",
            f"What time should I turn up for {s.code} on a match day, per the fixture card and the secretary's text?",
        )
    _write(c, s, sources, (a, b if disagree(c) else a), (o, dv), asks)


def base_image_or_practice_day(c: Case) -> None:
    """Contradiction: the base image a service builds on, in the Dockerfile against the deploy
    notes, or the evening a group practises, on the term card against the coach's text."""
    s = P.subject(c, 4)
    (o,) = P.others(c, s, 1)
    if s.software:
        a, b, dv = P.pick(c, tuple(P.DISTROS), 3)
        sources = (
            Source("Dockerfile", "# {k}\nFROM {d}:{v}"),
            Source("deploy notes", "Deploy notes: {k} images are built on {v}."),
        )
        asks = (
            f"Do the Dockerfile and the deploy notes build {s.code} on the same base image?",
            f"Which base image does {s.code} build on, according to the Dockerfile and the deploy notes?",
        )
    else:
        a, b, dv = P.pick(c, P.WEEKDAYS, 3)
        sources = (
            Source("term card", "Term card: {k} practises on {v} evenings."),
            Source("coach's text", "Text from the coach: {k} practice is {v} this term."),
        )
        asks = (
            f"Do the term card and the coach's text put {s.code} practice on the same evening?",
            f"Which evening does {s.code} practise, going by the term card and the coach's text?",
        )
    _write(c, s, sources, (a, b if disagree(c) else a), (o, dv), asks)


TEMPLATES = (
    session_timeout_or_team_sheet,
    rust_pin_or_race_fee,
    accessibility_reviewer_or_safety_officer,
    maintenance_window_or_meet_time,
    base_image_or_practice_day,
)
