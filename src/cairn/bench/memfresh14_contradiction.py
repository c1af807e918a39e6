"""The contradiction templates of ``fresh14`` (``bench.memfresh14``): two sources state one
value in different notations. Three templates disagree (words against digits, days against
hours, a date written two ways); two agree (a fraction and a percentage in words, minutes and
``1h15m``) and nothing should be flagged. No question says "conflict". Written blind."""

from __future__ import annotations

from cairn.bench.memfresh14_pools import MONTHS, noise, numbers, ordinal, subjects, words
from cairn.bench.memgen import Case, NamedSpec
from cairn.bench.memset import choose, days, sample

DIM = "contradiction_detection"


def ceiling_in_words_against_yaml(c: Case) -> None:
    """A runbook gives a ceiling in words, the YAML in digits, and they differ; another
    subject's YAML ceiling is the distractor."""
    s, o = subjects(c, 2)
    x, y, z = numbers(c, 3)
    work = choose(c, s.works)
    book = c.event(
        "runbook",
        f"{s.code} runbook, section four: never run the {work} on more "
        f"than {words(x)} {s.unit} at once.",
        label="runbook",
        kind="document",
        trust=0.8,
        after=days(1),
        session="s1",
    )
    yaml = c.event(
        "yaml",
        f"# {s.code.lower()}/limits.yaml\n{s.stem}:\n  max_parallel: {y}",
        label="limits.yaml",
        kind="config",
        trust=0.85,
        after=days(3),
        session="s2",
    )
    c.event(
        "other",
        f"# {o.code.lower()}/limits.yaml\n{o.stem}:\n  max_parallel: {z}",
        label="limits.yaml",
        kind="config",
        trust=0.85,
        after=days(2),
        session="s2",
    )
    noise(c, s, 3, 0, 4, "s1")
    c.ask(
        choose(
            c,
            (
                f"Do the {s.code} runbook and its limits.yaml agree on how many {s.unit} a {work} may "
                "touch at once?",
                f"How many {s.unit} at most may one {work} on {s.code} cover?",
                f"Are {s.code}'s runbook and YAML in step on the {work} ceiling?",
            ),
        ),
        after=days(6),
    )
    c.expect([words(x), str(y)], [book, yaml], contradictions=[book, yaml], forbidden=[str(z)])


def retention_in_days_against_hours(c: Case) -> None:
    """A wiki keeps the subject's records for some days, an environment line for a number of
    hours that is not the same span; another subject's retention is the distractor."""
    s, o = subjects(c, 2)
    d, d2 = sample(c, (2, 3, 4, 5, 6), 2)
    h = next(n for n in numbers(c, 3) if n % 24)
    wiki = c.event(
        "wiki",
        f"{s.code} wiki › Retention: finished {s.unit} records are kept for {d} days, then purged.",
        label="wiki",
        kind="wiki",
        trust=0.75,
        after=days(1),
        session="s1",
    )
    env = c.event(
        "env",
        f"# {s.code} purge worker\nKEEP_HOURS={h}\nLOG_LEVEL=info",
        label="worker.env",
        kind="config",
        trust=0.85,
        after=days(2),
        session="s2",
    )
    c.event(
        "other",
        f"{o.code} wiki › Retention: records are kept for {d2} days.",
        label="wiki",
        kind="wiki",
        trust=0.75,
        after=days(3),
        session="s2",
    )
    noise(c, s, 3, 0, 4, "s1")
    c.ask(
        choose(
            c,
            (
                f"How long does {s.code} keep its {s.unit} records before purging them?",
                f"Do the {s.code} wiki and the purge worker's env file say the same retention?",
                f"Is {s.code}'s retention written down consistently?",
            ),
        ),
        after=days(6),
    )
    c.expect(
        [f"{d} days", str(h)], [wiki, env], contradictions=[wiki, env], forbidden=[f"{d2} days"]
    )


def date_in_a_mail_against_a_tracker_row(c: Case) -> None:
    """A mail books the work for "the 19th of March", a tracker CSV row has another ISO date;
    another subject's row is the distractor."""
    s, o = subjects(c, 2)
    m = c.rng.randrange(1, 13)
    d1, d2, d3 = sample(c, range(2, 28), 3)
    work = choose(c, s.works)
    iso, other = f"2026-{m:02d}-{d2:02d}", f"2026-{m:02d}-{d3:02d}"
    mail = c.event(
        "mail",
        f"Hi both,\nthe {work} for {s.code} is booked for the {ordinal(d1)} "
        f"of {MONTHS[m - 1]}. Shout if that clashes.",
        label="mail",
        kind="email",
        trust=0.8,
        after=days(1),
        session="s1",
    )
    row = c.event(
        "row",
        f"ticket,subject,task,date\nT-{d1}{d2}{m},{s.code},{work},{iso}",
        label="tracker export",
        kind="csv",
        trust=0.85,
        after=days(2),
        session="s2",
    )
    c.event(
        "other",
        f"ticket,subject,task,date\nT-{d3}{m},{o.code},{choose(c, o.works)},{other}",
        label="tracker export",
        kind="csv",
        trust=0.85,
        after=days(2.5),
        session="s2",
    )
    noise(c, s, 3, 0, 4, "s1")
    c.ask(
        choose(
            c,
            (
                f"When is the {s.code} {work}? Do the mail and the tracker line up?",
                f"What day is the {work} for {s.code} booked?",
                f"Is the {s.code} {work} date the same in the mail and in the tracker export?",
            ),
        ),
        after=days(6),
    )
    c.expect(
        [f"{ordinal(d1)} of {MONTHS[m - 1]}", iso],
        [mail, row],
        contradictions=[mail, row],
        forbidden=[other],
    )


def alert_ratio_as_a_fraction_and_in_words(c: Case) -> None:
    """An INI section sets an alert ratio as a decimal; sync minutes give the same share as
    "per cent" in words: they agree. A proposal that was not taken is the distractor."""
    (s,) = subjects(c, 1)
    p, q = numbers(c, 2)
    ini = c.event(
        "ini",
        f"[{s.code.lower()}]\nalert_ratio = 0.{p}\nnotify = on",
        label="alerts.ini",
        kind="config",
        trust=0.85,
        after=days(1),
        session="s1",
    )
    mins = c.event(
        "minutes",
        f"{s.code} sync minutes\n- we page when {words(p)} per cent of "
        f"{s.unit} are behind\n- action: nobody, no change",
        label="minutes",
        kind="minutes",
        trust=0.8,
        after=days(3),
        session="s2",
    )
    c.event(
        "idea",
        f"{s.code}: what if we paged at 0.{q} instead? just a thought",
        label="chat",
        kind="chat",
        trust=0.5,
        after=days(2),
        session="s1",
    )
    noise(c, s, 3, 0, 4, "s1")
    c.ask(
        choose(
            c,
            (
                f"Do the {s.code} alerts.ini and the sync minutes give the same alert level?",
                f"At what share of {s.unit} behind does {s.code} page someone?",
                f"Are the {s.code} config and minutes consistent on when to page?",
            ),
        ),
        after=days(6),
    )
    c.expect([f"0.{p}"], [ini, mins], forbidden=[f"0.{q}"])


def timeout_in_minutes_and_as_hours_and_minutes(c: Case) -> None:
    """A runbook allows some minutes, a YAML line writes the same span as ``1h45m``: they agree.
    Another subject's timeout is the distractor."""
    s, o = subjects(c, 2)
    m, m2 = sample(c, (75, 105, 135, 165, 195), 2)
    work = choose(c, s.works)
    book = c.event(
        "runbook",
        f"{s.code}: allow {m} minutes for the {work} before calling it failed.",
        label="runbook",
        kind="document",
        trust=0.8,
        after=days(1),
        session="s1",
    )
    yaml = c.event(
        "yaml",
        f"{s.code.lower()}:\n  timeout: {m // 60}h{m % 60}m",
        label="jobs.yaml",
        kind="config",
        trust=0.85,
        after=days(2),
        session="s2",
    )
    c.event(
        "other",
        f"{o.code}: allow {m2} minutes for the {choose(c, o.works)} before calling it failed.",
        label="runbook",
        kind="document",
        trust=0.8,
        after=days(3),
        session="s2",
    )
    noise(c, s, 3, 0, 4, "s1")
    c.ask(
        choose(
            c,
            (
                f"Does the {s.code} runbook say the same {work} timeout as jobs.yaml?",
                f"How long may a {s.code} {work} run before it counts as failed?",
                f"Are the {s.code} runbook and YAML in agreement on the time limit?",
            ),
        ),
        after=days(6),
    )
    c.expect([f"{m} minutes"], [book, yaml], forbidden=[f"{m2} minutes"])


TEMPLATES = [
    NamedSpec(DIM, ceiling_in_words_against_yaml),
    NamedSpec(DIM, retention_in_days_against_hours),
    NamedSpec(DIM, date_in_a_mail_against_a_tracker_row),
    NamedSpec(DIM, alert_ratio_as_a_fraction_and_in_words),
    NamedSpec(DIM, timeout_in_minutes_and_as_hours_and_minutes),
]
