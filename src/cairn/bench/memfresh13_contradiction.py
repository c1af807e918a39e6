"""The contradiction templates of ``fresh13``: two sources stating different values in
different notations (flagged), and two stating one value in two notations (nothing to flag).
No question says "conflict"."""

from __future__ import annotations

from cairn.bench.memfresh13_pools import MONTHS, UNITS, counts, ordinal, own, subjects, words, work
from cairn.bench.memgen import Case
from cairn.bench.memset import days, mins

DOZENS = ("", "", "two", "three", "four", "five", "six", "seven", "eight")


def _other(c: Case, other: str, text: str, at: float) -> None:
    c.event("other", text, label="team chat", kind="chat", trust=0.6, after=days(at), session="b")


def runbook_words_against_yaml_digits(c: Case) -> None:
    """A runbook gives a per-run ceiling in words, a YAML file another in digits; another
    subject's ceiling is the distractor."""
    code, other = subjects(c)
    w, _, _ = work(c, code)
    x, y, z = counts(c, 3)
    unit = UNITS[code]
    book = c.event(
        "runbook",
        f"{code} runbook §4: never push more than {words(x)} {unit} through one {w}.",
        label="runbook",
        kind="document",
        trust=0.85,
        after=mins(0),
        session="a",
    )
    yml = c.event(
        "yaml",
        f"# {code.lower()}/pipeline.yaml\n{w.replace(' ', '_')}:\n  max_per_run: {y}",
        label="config file",
        kind="file",
        trust=0.85,
        after=days(c.rng.uniform(2, 20)),
        session="b",
    )
    _other(c, other, f"{other} max per run is {z} now, fyi", c.rng.uniform(1, 20))
    c.ask(
        c.pick(
            [
                f"Do the {code} runbook and the pipeline YAML agree on the {w} ceiling?",
                f"How many {unit} may one {code} {w} take, and do our sources line up?",
            ]
        ),
        after=days(c.rng.randrange(22, 30)),
    )
    c.expect([words(x), str(y)], [book, yml], contradictions=[book, yml], forbidden=[str(z)])


def wiki_days_against_env_hours(c: Case) -> None:
    """A wiki page keeps something for a number of days; an environment line keeps it for a
    number of hours that is not the same span."""
    code, other = subjects(c)
    w, _, _ = work(c, code)
    d, d2, d3 = c.rng.sample([2, 3, 4, 5, 6, 7], 3)
    hours = d2 * 24
    wiki = c.event(
        "wiki",
        f"{code} wiki › {w}: logs are kept for {d} days, then deleted.",
        label="wiki page",
        kind="document",
        trust=0.8,
        after=mins(0),
        session="a",
    )
    env = c.event(
        "env",
        f"{code.upper()}_{w.replace(' ', '_').replace('-', '_').upper()}_LOG_HOURS={hours}",
        label="environment file",
        kind="file",
        trust=0.85,
        after=days(c.rng.uniform(1, 15)),
        session="b",
    )
    _other(c, other, f"{other} keeps its logs {d3} days as well I think", c.rng.uniform(1, 15))
    c.ask(
        c.pick(
            [
                f"Are the wiki and the env file in step about how long {code} keeps {w} logs?",
                f"How long are {code}'s {w} logs retained?",
            ]
        ),
        after=days(c.rng.randrange(16, 25)),
    )
    c.expect(
        [f"{d} days", str(hours)], [wiki, env], contradictions=[wiki, env], forbidden=[f"{d3} days"]
    )


def mail_date_against_tracker_iso(c: Case) -> None:
    """An e-mail gives a day as "the 14th of March", a tracker row another day as an ISO
    date; another subject's day is the distractor."""
    code, other = subjects(c)
    w, _, _ = work(c, code)
    m = c.rng.randrange(1, 12)
    a, b, e = c.rng.sample(range(10, 28), 3)
    mail = c.event(
        "mail",
        f"Subject: {code} {w}\n\nJust confirming we're doing the {w} on the {ordinal(a)} of "
        f"{MONTHS[m]}. Shout if that's a problem.",
        label="e-mail",
        kind="email",
        trust=0.8,
        after=mins(0),
        session="a",
    )
    row = c.event(
        "tracker",
        f"| {code} | {w} | due 2026-{m + 1:02d}-{b:02d} | open |",
        label="tracker row",
        kind="document",
        trust=0.85,
        after=days(c.rng.uniform(1, 6)),
        session="b",
    )
    _other(c, other, f"{other} is going ahead on 2026-{m + 1:02d}-{e:02d}", c.rng.uniform(1, 6))
    c.ask(
        c.pick(
            [
                f"Is the mail about the {code} {w} in line with the tracker on the day?",
                f"On which day is the {code} {w}?",
            ]
        ),
        after=days(c.rng.randrange(7, 10)),
    )
    c.expect(
        [f"{ordinal(a)} of {MONTHS[m]}", f"2026-{m + 1:02d}-{b:02d}"],
        [mail, row],
        contradictions=[mail, row],
        forbidden=[f"2026-{m + 1:02d}-{e:02d}"],
    )


def csv_count_and_dozens_agree(c: Case) -> None:
    """A CSV row gives a count in digits and shift notes the same count in dozens: they agree
    and nothing is flagged. Another row of another subject is the distractor."""
    code, other = subjects(c)
    w, _, _ = work(c, code)
    dz, dz2 = c.rng.sample([2, 3, 4, 5, 6, 7, 8], 2)
    n, n2 = dz * 12, dz2 * 12 + c.rng.choice([1, 5, 7])
    unit = UNITS[code]
    csv = c.event(
        "csv",
        f"subject,work,{unit}\n{code},{w},{n}",
        label="CSV export",
        kind="file",
        trust=0.85,
        after=mins(0),
        session="a",
    )
    notes = c.event(
        "notes",
        f"{code} shift notes: {w} done, {DOZENS[dz]} dozen {unit} exactly, no shortfall.",
        label="shift notes",
        kind="document",
        trust=0.8,
        after=days(c.rng.uniform(0.5, 3)),
        session="b",
    )
    _other(c, other, f"{other},{own(other)},{n2}", c.rng.uniform(0.5, 3))
    c.ask(
        c.pick(
            [
                f"Do the export and the shift notes say the same for the {code} {w}?",
                f"How many {unit} did the {code} {w} handle?",
            ]
        ),
        after=days(c.rng.randrange(4, 8)),
    )
    c.expect([str(n)], [csv, notes], forbidden=[str(n2)])


def ini_ratio_and_percent_agree(c: Case) -> None:
    """An INI section sets an alert level as a decimal and minutes state it as a percentage:
    they agree. Another subject's level is the distractor."""
    code, other = subjects(c)
    w, _, _ = work(c, code)
    p, q = c.rng.sample([15, 35, 45, 55, 65, 85], 2)
    ini = c.event(
        "ini",
        f"[{code.lower()}.{w.replace(' ', '_')}]\nalert_ratio = 0.{p}",
        label="INI file",
        kind="file",
        trust=0.85,
        after=mins(0),
        session="a",
    )
    minutes = c.event(
        "minutes",
        f"{code} ops minutes: agreed the {w} alarm trips at {p} per cent of capacity. "
        "No change needed.",
        label="meeting minutes",
        kind="document",
        trust=0.8,
        after=days(c.rng.uniform(1, 8)),
        session="b",
    )
    _other(c, other, f"{other} alarm is at 0.{q} of capacity", c.rng.uniform(1, 8))
    c.ask(
        c.pick(
            [
                f"Are the {code} INI file and the minutes consistent on the {w} alarm level?",
                f"At what level does the {code} {w} alarm trip?",
            ]
        ),
        after=days(c.rng.randrange(9, 14)),
    )
    c.expect([f"0.{p}"], [ini, minutes], forbidden=[f"0.{q}"])
