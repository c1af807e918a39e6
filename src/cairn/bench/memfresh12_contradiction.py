"""The contradiction templates of ``fresh12``: two sources about one setting of one piece of work,
written in different notations. Three templates flag the pair (a ceiling in words against
digits, a day as day-and-month against ISO, a retention in days against hours or a share in
percent against a decimal); two cite a pair that agrees in two notations (a count in a CSV row
and in words in minutes, a timeout in seconds and aloud, a date as ISO and as "the 9th of May").

No question says "conflict"; each case has another subject's value as its distractor.
"""

from __future__ import annotations

from datetime import timedelta

from cairn.bench.memfresh12_pools import (
    CODES,
    DURATIONS,
    FACETS,
    MONTHS,
    PEOPLE,
    UNITS,
    counts,
    month_day,
    slug,
    words,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import choose, mins, sample


def runbook_words_against_yaml(c: Case) -> None:
    """A runbook gives a per-run ceiling in words, the YAML config another in digits; another
    subject's YAML gives a third. The two own sources are flagged."""
    code, other = sample(c, CODES, 2)
    facet = choose(c, FACETS[code])
    n, m, k = counts(c.rng, 3)
    unit, unit2 = UNITS[code], UNITS[other]
    book = c.event(
        "book",
        choose(
            c,
            (
                f"Runbook, {code} {facet}: never push more than {words(n)} {unit} through one run.",
                f"{code} runbook, section {facet}. Keep each run to {words(n)} {unit} at most.",
            ),
        ),
        label="runbook",
        kind="document",
        trust=0.85,
        after=mins(0),
        session="s1",
    )
    yaml = c.event(
        "yaml",
        f"# {code.lower()}/{slug(facet)}.yaml\n{slug(facet)}:\n  max_{unit}_per_run: {m}",
        label="config",
        kind="config",
        trust=0.9,
        after=mins(c.rng.randrange(-3000, 3000)),
        session="s1",
    )
    ofacet = choose(c, FACETS[other])
    c.event(
        "other",
        f"# {other.lower()}/{slug(ofacet)}.yaml\n{slug(ofacet)}:\n  max_{unit2}_per_run: {k}",
        label="config",
        kind="config",
        trust=0.9,
        after=mins(c.rng.randrange(-3000, 3000)),
        session="s1",
    )
    c.ask(
        choose(
            c,
            (
                f"Do the {code} runbook and its YAML say the same per-run ceiling for the {facet}?",
                f"Is the {code} {facet} run limit written the same in the runbook and the config?",
                f"What's the most {unit} one {code} {facet} run may take? Check the runbook"
                " against the config.",
            ),
        ),
        after=mins(c.rng.randrange(3100, 7000)),
    )
    c.expect([words(n), str(m)], [book, yaml], contradictions=[book, yaml], forbidden=[str(k)])


def mail_day_against_invite(c: Case) -> None:
    """An e-mail confirms a day as day and month; the calendar invite holds another day as an
    ISO date; another subject's invite holds a third. The mail and the invite are flagged."""
    code, other = sample(c, CODES, 2)
    facet = choose(c, FACETS[code])
    sender, organiser = sample(c, PEOPLE, 2)
    base = c.start.date() + timedelta(days=c.rng.randrange(10, 30))
    shift = c.rng.choice((-7, 7, 14, -3, 4))
    said, _ = month_day(base)
    _, invited = month_day(base + timedelta(days=shift))
    _, elsewhere = month_day(base + timedelta(days=shift + c.rng.choice((1, 2, -1, -2))))
    mail = c.event(
        "mail",
        f"From: {sender}\nSubject: {code} {facet} date\n\n"
        + choose(
            c,
            (
                f"Confirming the {facet} happens on {said}. Please block the day.",
                f"Just so it's in writing: {code} {facet} is {said}.",
            ),
        ),
        label="e-mail",
        kind="email",
        trust=0.8,
        after=mins(0),
        session="s1",
    )
    invite = c.event(
        "inv",
        f"Invite: {code} {facet}, {invited}, all day (organiser {organiser})",
        label="calendar invite",
        kind="calendar",
        trust=0.85,
        after=mins(c.rng.randrange(-2000, 2000)),
        session="s1",
    )
    c.event(
        "other",
        f"Invite: {other} {choose(c, FACETS[other])}, {elsewhere}, all day",
        label="calendar invite",
        kind="calendar",
        trust=0.85,
        after=mins(c.rng.randrange(-2000, 2000)),
        session="s1",
    )
    c.ask(
        choose(
            c,
            (
                f"Does the {code} {facet} fall on the same day in {sender}'s e-mail and the"
                " calendar invite?",
                f"Are the e-mail and the invite in step on when the {code} {facet} happens?",
                f"Which day is the {code} {facet}? The mail and the invite both say.",
            ),
        ),
        after=mins(c.rng.randrange(2100, 5000)),
    )
    c.expect([said, invited], [mail, invite], contradictions=[mail, invite], forbidden=[elsewhere])


def wiki_against_settings_units(c: Case) -> None:
    """A wiki page and a settings line disagree, each in its own unit: a retention in days
    against hours in an environment line, or an alert level in percent against a ratio in an
    INI section. Another subject's setting is the distractor."""
    code, other = sample(c, CODES, 2)
    facet = choose(c, FACETS[code])
    ofacet = choose(c, FACETS[other])
    editor = choose(c, PEOPLE)
    if c.rng.random() < 0.5:
        d1, d2, d3 = sample(c, range(2, 10), 3)
        stated, setting, stray = f"{d1} days", str(24 * d2), str(24 * d3)
        wiki_text = f"{code} wiki / {facet}: output is kept for {stated}, then deleted."
        conf = f"{code.upper()}_{slug(facet).upper()}_RETENTION_HOURS={setting}"
        other_conf = f"{other.upper()}_{slug(ofacet).upper()}_RETENTION_HOURS={stray}"
        asked = (
            f"Do the {code} wiki and the settings agree on how long the {facet} output is kept?",
            f"How long is {code} {facet} output kept? Check the wiki and the env file.",
        )
    else:
        p1, p2, p3 = sample(c, (55, 65, 70, 80, 85, 90, 95), 3)
        stated, setting, stray = f"{p1}%", f"0.{p2}", f"0.{p3}"
        wiki_text = f"{code} wiki / {facet}: page the on-call once the backlog passes {stated}."
        conf = f"[{code.lower()}.{slug(facet)}]\nalert_ratio = {setting}"
        other_conf = f"[{other.lower()}.{slug(ofacet)}]\nalert_ratio = {stray}"
        asked = (
            f"Is the {code} {facet} alert level the same on the wiki and in the ini?",
            f"When does the {code} {facet} page someone, per the wiki and per the settings?",
        )
    wiki = c.event(
        "wiki",
        f"{wiki_text} (last edited by {editor})",
        label="wiki page",
        kind="wiki",
        trust=0.8,
        after=mins(0),
        session="s1",
    )
    cfg = c.event(
        "cfg",
        conf,
        label="settings",
        kind="config",
        trust=0.9,
        after=mins(c.rng.randrange(-4000, 4000)),
        session="s1",
    )
    c.event(
        "other",
        other_conf,
        label="settings",
        kind="config",
        trust=0.9,
        after=mins(c.rng.randrange(-4000, 4000)),
        session="s1",
    )
    c.ask(choose(c, asked), after=mins(c.rng.randrange(4100, 8000)))
    c.expect([stated, setting], [wiki, cfg], contradictions=[wiki, cfg], forbidden=[stray])


def csv_count_and_minutes_agree(c: Case) -> None:
    """A CSV row gives a count in digits, shift minutes give the same count in words: nothing to
    flag. Another subject's count in chat is the distractor."""
    code, other = sample(c, CODES, 2)
    facet = choose(c, FACETS[code])
    unit = UNITS[code]
    n, k = counts(c.rng, 2)
    signer, scribe, chatter = sample(c, PEOPLE, 3)
    row = c.event(
        "csv",
        f"subject,work,{unit},signed_by\n{code},{facet},{n},{signer}",
        label="CSV export",
        kind="document",
        trust=0.9,
        after=mins(0),
        session="s1",
    )
    mins_ev = c.event(
        "min",
        choose(
            c,
            (
                f"{code} shift minutes: {facet} closed out at {words(n)} {unit};"
                f" {scribe} to file the sheet.",
                f"Minutes ({code}): the {facet} came to {words(n)} {unit} in all. Action:"
                f" {scribe} files it.",
            ),
        ),
        label="shift minutes",
        kind="document",
        trust=0.85,
        after=mins(c.rng.randrange(-600, 600)),
        session="s1",
    )
    c.event(
        "other",
        f"{chatter}: {other} {choose(c, FACETS[other])} closed at {k} {UNITS[other]} fwiw",
        label="chat message",
        kind="chat",
        trust=0.6,
        after=mins(c.rng.randrange(-600, 600)),
        session="s1",
    )
    c.ask(
        choose(
            c,
            (
                f"Do the {code} CSV and the minutes give the same number of {unit} for the"
                f" {facet}?",
                f"Are the sheet and the minutes in line on the {code} {facet} count?",
                f"How many {unit} did the {code} {facet} come to? Do the sources match?",
            ),
        ),
        after=mins(c.rng.randrange(1500, 5000)),
    )
    c.expect([str(n)], [row, mins_ev], forbidden=[str(k)])


def timeout_or_date_two_ways_agree(c: Case) -> None:
    """A setting and a colleague's note say the same thing two ways: a timeout in seconds and
    aloud ("an hour and a half"), or a date as ISO and as "the 9th of May". Nothing to flag;
    another subject's setting is the distractor."""
    code, other = sample(c, CODES, 2)
    facet = choose(c, FACETS[code])
    ofacet = choose(c, FACETS[other])
    speaker = choose(c, PEOPLE)
    if c.rng.random() < 0.5:
        (secs, aloud), (secs2, _) = sample(c, DURATIONS, 2)
        answer = str(secs)
        conf = f"{code.lower()}.{slug(facet)}.timeout_seconds = {secs}"
        stray_conf = f"{other.lower()}.{slug(ofacet)}.timeout_seconds = {secs2}"
        note = f"{speaker}: heads up, the {code} {facet} times out after {aloud}"
        stray = str(secs2)
        asked = (
            f"Do the {code} config and {speaker}'s note agree on the {facet} timeout?",
            f"Is the {code} {facet} timeout the same in the settings and in chat?",
        )
    else:
        when = c.start.date() + timedelta(days=c.rng.randrange(5, 40))
        there = when + timedelta(days=c.rng.randrange(1, 9))
        answer, stray = when.isoformat(), there.isoformat()
        suffix = {1: "st", 2: "nd", 3: "rd", 21: "st", 22: "nd", 23: "rd", 31: "st"}
        spoken = f"the {when.day}{suffix.get(when.day, 'th')} of {MONTHS[when.month - 1]}"
        conf = f"{code} {facet} review | due {answer} | ticket open"
        stray_conf = f"{other} {ofacet} review | due {stray} | ticket open"
        note = f"{speaker}: reminder the {code} {facet} review is {spoken}, don't book leave"
        asked = (
            f"Do the {code} tracker and {speaker}'s reminder give the same {facet} review date?",
            f"Is the {code} {facet} review on the same day in the tracker and in chat?",
        )
    cfg = c.event(
        "cfg",
        conf,
        label="setting",
        kind="config",
        trust=0.9,
        after=mins(0),
        session="s1",
    )
    said = c.event(
        "note",
        note,
        label="chat message",
        kind="chat",
        trust=0.7,
        after=mins(c.rng.randrange(-900, 900)),
        session="s1",
    )
    c.event(
        "other",
        stray_conf,
        label="setting",
        kind="config",
        trust=0.9,
        after=mins(c.rng.randrange(-900, 900)),
        session="s1",
    )
    c.ask(choose(c, asked), after=mins(c.rng.randrange(1500, 5000)))
    c.expect([answer], [cfg, said], forbidden=[stray])
