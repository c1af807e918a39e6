"""The contradiction templates of the held-out set ``fresh17``: two sources give one value in two
notations. Three templates state different values (both are flagged); two state the same value
in two notations (nothing is flagged). No question says "conflict"."""

from __future__ import annotations

from datetime import timedelta

from cairn.bench.memfresh17_pools import (
    a,
    cap,
    counts,
    day_words,
    hm,
    people,
    put,
    slug,
    subjects,
    weekday,
    words,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import choose, days, mins, sample


def runtime_minutes_against_the_scheduler(c: Case) -> None:
    """A handbook gives a run's time limit in minutes; the scheduler's YAML gives another in
    hours and minutes. Do they agree? (Flagged; another job's limit is the distractor.)"""
    s, _ = subjects(c, 2)
    author, mentioner = people(c, 2)
    said, configured, neighbour = sample(c, range(62, 119), 3)
    while min(abs(said - configured), abs(said - neighbour), abs(configured - neighbour)) < 8:
        said, configured, neighbour = sample(c, range(62, 119), 3)
    w1, w2, _ = s.works
    book = put(
        c,
        "handbook",
        f"{s.code} handbook - {w1}\n\n"
        + choose(
            c,
            [
                f"{cap(a(w1))} may run for at most {said} minutes; if it is still going after that, "
                "stop it and page the owner.",
                f"Give the {w1} {said} minutes. Past that, kill it and tell the owner.",
            ],
        )
        + f"\n\n(page owner: {author})",
        kind="wiki",
        label=f"{s.code} handbook",
        after=mins(0),
        trust=0.8,
    )
    conf = put(
        c,
        "config",
        f"# scheduler/{s.code.lower()}.yaml\njobs:\n  {slug(w1)}:\n"
        f"    max_runtime: {hm(configured)}\n    retries: 1\n",
        kind="config",
        label="scheduler config",
        after=days(c.rng.randint(5, 30)),
        session="s2",
        trust=0.8,
    )
    put(
        c,
        "neighbour",
        f"{mentioner}: fwiw the {s.code} {w2} is capped at {hm(neighbour)} in the scheduler",
        kind="chat",
        label=f"{s.channel} message",
        after=days(c.rng.randint(1, 4)),
        session="s3",
        trust=0.5,
    )
    c.ask(
        choose(
            c,
            [
                f"Do the {s.code} handbook and the scheduler config agree on how long "
                f"{a(w1)} "
                "may run?",
                f"How long may a {s.code} {w1} run? Check the handbook against the scheduler.",
                f"Is the {w1} time limit for {s.code} the same in the handbook and the job config?",
            ],
        ),
        after=days(35),
        session="q",
    )
    c.expect(
        [f"{said} minutes", hm(configured)],
        [book, conf],
        contradictions=[book, conf],
        forbidden=[hm(neighbour)],
    )


def start_date_in_a_memo_against_the_sheet(c: Case) -> None:
    """A memo gives a start day as "Thursday 14 May"; the tracker CSV has another day as
    21/05/2026. Are they in step? (Flagged; a dry run's day, said in chat, is the
    distractor.)"""
    s, _ = subjects(c, 2)
    author, owner, mentioner = people(c, 3)
    w1 = s.works[0]
    memo_day = weekday(c.start + timedelta(days=c.rng.randint(20, 40)))
    sheet_day = memo_day + timedelta(days=c.rng.choice([3, 5, 6, 8, 9]))
    dry_day = memo_day - timedelta(days=c.rng.choice([4, 6, 11]))
    memo = put(
        c,
        "memo",
        f"From: {author}\nSubject: {s.code} {w1} start\n\n"
        + choose(
            c,
            [
                f"Team, we start the {w1} on {memo_day:%A} {day_words(memo_day)}. ",
                f"Quick note: the {w1} kicks off {memo_day:%A} {day_words(memo_day)}. ",
            ],
        )
        + "Please keep the morning clear.",
        kind="email",
        label="memo",
        after=mins(0),
        trust=0.8,
    )
    sheet = put(
        c,
        "sheet",
        f"subject,work,start,owner\n{s.code},{w1},{sheet_day:%d/%m/%Y},{owner}",
        kind="spreadsheet",
        label="tracker.csv",
        after=days(c.rng.randint(1, 6)),
        session="s2",
        trust=0.8,
    )
    put(
        c,
        "dry",
        f"{mentioner}: {s.code} dry run is {day_words(dry_day)} btw, not the real thing",
        kind="chat",
        label=f"{s.channel} message",
        after=days(1),
        session="s3",
        trust=0.5,
    )
    c.ask(
        choose(
            c,
            [
                f"Is the {s.code} {w1} start date the same in {author}'s memo and the tracker?",
                f"When does the {s.code} {w1} start? The memo and the tracker sheet both give a "
                "day.",
                f"Do the start dates for the {s.code} {w1} line up between the mail and the CSV?",
            ],
        ),
        after=days(8),
        session="q",
    )
    c.expect(
        [day_words(memo_day), f"{sheet_day:%d/%m/%Y}"],
        [memo, sheet],
        contradictions=[memo, sheet],
        forbidden=[day_words(dry_day)],
    )


def weekly_target_in_words_against_a_table(c: Case) -> None:
    """Planning minutes agree a weekly target in words; the ops sheet's table (one row per
    subject) gives another in digits. Do they match? (Flagged; a suggestion nobody took is the
    distractor.)"""
    s, other = subjects(c, 2)
    chair, noter, booker, suggester = people(c, 4)
    agreed, sheet, theirs, floated = counts(c, 4, 32, 98)
    w1 = s.works[0]
    minutes = put(
        c,
        "minutes",
        f"{s.code} planning\nPresent: {chair}, {noter}, {booker}\n"
        f"- agreed: {words(agreed)} {s.unit} a week for the {w1} until further notice\n"
        f"- ACTION {booker}: book {s.places[0]} for the next {w1}",
        kind="minutes",
        label="planning minutes",
        after=mins(0),
        trust=0.8,
    )
    table = put(
        c,
        "table",
        "Weekly targets (ops sheet)\n\n| subject | target per week |\n|---|---|\n"
        + (
            f"| {s.code} | {sheet} |\n| {other.code} | {theirs} |"
            if c.rng.random() < 0.5
            else f"| {other.code} | {theirs} |\n| {s.code} | {sheet} |"
        ),
        kind="spreadsheet",
        label="ops sheet",
        after=days(c.rng.randint(2, 12)),
        session="s2",
        trust=0.8,
    )
    put(
        c,
        "float",
        f"{suggester}: could we push {s.code} to {floated} a week? just a thought",
        kind="chat",
        label=f"{s.channel} message",
        after=days(1),
        session="s3",
        trust=0.5,
    )
    c.ask(
        choose(
            c,
            [
                f"How many {s.unit} a week is {s.code} aiming for? The planning notes and the "
                "ops sheet both say.",
                f"Are the planning minutes and the ops sheet in step on {s.code}'s weekly target?",
                f"What weekly target do we have for {s.code}, and do the minutes match the sheet?",
            ],
        ),
        after=days(16),
        session="q",
    )
    c.expect(
        [words(agreed), str(sheet)],
        [minutes, table],
        contradictions=[minutes, table],
        forbidden=[str(floated)],
    )


RETENTIONS = (  # (said, hours)
    ("two weeks", 336),
    ("three weeks", 504),
    ("four weeks", 672),
    ("five weeks", 840),
    ("nine days", 216),
    ("eleven days", 264),
    ("twelve days", 288),
    ("ten days", 240),
)


def retention_in_weeks_and_in_hours_agree(c: Case) -> None:
    """The wiki keeps records for "three weeks"; the env file says 504h: the same value. Does
    anything disagree? (Nothing is flagged; another retention someone wanted is the
    distractor.)"""
    s, _ = subjects(c, 2)
    writer, setter, wisher = people(c, 3)
    (said, hours), (wanted, _) = sample(c, RETENTIONS, 2)
    w1 = s.works[choose(c, [0, 1, 2])]
    wiki = put(
        c,
        "wiki",
        f"{s.code} - record keeping\n\n"
        + choose(
            c,
            [
                f"We keep the {w1} records for {said}, then they are deleted.",
                f"{cap(w1)} records are kept {said} and no longer.",
            ],
        )
        + f"\n\nPage owner: {writer}",
        kind="wiki",
        label=f"{s.code} wiki",
        after=mins(0),
        trust=0.8,
    )
    env = put(
        c,
        "env",
        f"{s.code.upper()}_{slug(w1).upper()}_RETENTION={hours}h  # set by {setter}",
        kind="config",
        label=".env",
        after=days(c.rng.randint(3, 20)),
        session="s2",
        trust=0.8,
    )
    put(
        c,
        "wish",
        f"{wisher}: I'd have kept the {s.code} {w1} records {wanted} tbh, but not my call",
        kind="chat",
        label=f"{s.channel} message",
        after=days(1),
        session="s3",
        trust=0.5,
    )
    c.ask(
        choose(
            c,
            [
                f"Do the {s.code} wiki and the env file say the same retention for {w1} records?",
                f"How long are {s.code} {w1} records kept, and is it written the same way in "
                "both places?",
                f"Are the wiki and the config in line on {s.code}'s {w1} retention?",
            ],
        ),
        after=days(25),
        session="q",
    )
    c.expect([said], [wiki, env], forbidden=[wanted])


SHARES = (  # (said, per cent)
    ("one in four", "25%"),
    ("one in five", "20%"),
    ("two in five", "40%"),
    ("three in five", "60%"),
    ("one in eight", "12.5%"),
    ("three in four", "75%"),
    ("one in ten", "10%"),
)


def spot_check_share_as_words_and_per_cent_agree(c: Case) -> None:
    """Sync minutes spot-check "one in four"; an INI section says 25%: the same share. Do the
    two agree? (Nothing is flagged; a share floated in chat is the distractor.)"""
    s, _ = subjects(c, 2)
    lead, owner, floater = people(c, 3)
    (said, pct), (floated, _) = sample(c, SHARES, 2)
    w1, w2, _ = s.works
    notes = put(
        c,
        "minutes",
        f"{s.code} sync\n- {w1}: spot-check {said} {s.unit} from now on ({lead})\n"
        f"- {w2}: no change\n- AOB: none",
        kind="minutes",
        label="sync minutes",
        after=mins(0),
        trust=0.8,
    )
    conf = put(
        c,
        "ini",
        f"[{s.code.lower()}.{slug(w1)}]\nspot_check = {pct}\nowner = {owner}",
        kind="config",
        label="settings.ini",
        after=days(c.rng.randint(1, 9)),
        session="s2",
        trust=0.8,
    )
    put(
        c,
        "float",
        f"{floater}: what if {s.code} went to {floated} on the {w1}? more work but safer",
        kind="chat",
        label=f"{s.channel} message",
        after=days(1),
        session="s3",
        trust=0.5,
    )
    c.ask(
        choose(
            c,
            [
                f"What share of {s.unit} does {s.code} spot-check in the {w1}, and do the "
                "minutes and the config say the same?",
                f"Do the {s.code} minutes and settings agree on the {w1} spot-check share?",
                f"How many {s.unit} get a second look in the {s.code} {w1}? Is that written "
                "consistently?",
            ],
        ),
        after=days(14),
        session="q",
    )
    c.expect([said], [notes, conf], forbidden=[floated])
