"""Contradiction templates of `fresh26`: two sources about one value of one subject, which
disagree in three of a template's five cases (instances 0, 2 and 4, both events flagged) and
agree in the other two (both cited, none flagged). The values: how long a piece of work may
run, the weekday it happens, the out-of-hours or emergency contact, where copies or spare kit
are kept, and how many units a piece of work takes. Another subject's value in the same frame is
the distractor. No question says "conflict".
"""

from __future__ import annotations

from cairn.bench.memfresh26_pools import (
    WEEKDAYS,
    Subject,
    chatter,
    counts,
    instance,
    note,
    other,
    people,
    subject,
    turn,
    words,
)
from cairn.bench.memgen import Case, Template
from cairn.bench.memset import choose, days, sample

OFFSET = 0


def disagree(c: Case) -> bool:
    return instance(c) % 2 == 0


def both(
    c: Case, first: str, second: str, said_first: str, said_second: str, forbidden: list[str]
) -> None:
    """Expect the two values (or the one they agree on) from the two cited events."""
    if disagree(c):
        c.expect([said_first, said_second], [first, second], contradictions=[first, second],
                 forbidden=forbidden)  # fmt: skip
    else:
        c.expect([said_second], [first, second], forbidden=forbidden)


def contradiction_timeout_doc_vs_config(c: Case) -> None:
    """How long one piece of work may run: the runbook or handbook in words, a config block or
    a poster in digits; another subject's config or poster is the distractor."""
    s = subject(c, OFFSET)
    o = other(c, s)
    n, m, k = counts(c, 3)
    m = m if disagree(c) else n

    def cfg(t: Subject, v: int) -> str:
        if t.software:
            return choose(c, [
                f"[{t.code.lower()}]\nwork = {t.work}\ntimeout_seconds = {v}",
                f"{t.code.lower()}:\n  job: {t.work}\n  timeout_s: {v}",
            ])  # fmt: skip
        return f"{t.code} {t.work}: {v} minutes, all welcome"

    if s.software:
        doc = f"{s.code} runbook: a {s.work} gives up after {words(n)} seconds."
        src = "config"
    else:
        doc = f"{s.code} handbook: each {s.work} runs for {words(n)} minutes."
        src = "poster"
    q = turn(c, [
        f"Do the {s.code} {s.doc} and the {src} agree on how long the {s.work} may run?",
        f"How long does the {s.code} {s.work} last, per the {s.doc} and per the {src}: do they"
        " say the same?",
    ])  # fmt: skip
    at = days(c.rng.uniform(3, 9))
    first = note(c, "doc", doc, f"{s.code} {s.doc}", at, kind="doc", trust=0.9)
    second = note(c, "cfg", cfg(s, m), src, at + days(c.rng.uniform(-3, 5)), kind="config")
    note(c, "other", cfg(o, k), src, at + days(c.rng.uniform(-5, 5)), kind="config")
    chatter(c, s, 3, days(0), 13)
    c.ask(q, after=days(17))
    both(c, first, second, words(n), str(m), [str(k)])


def contradiction_weekday_minutes_vs_calendar(c: Case) -> None:
    """Which weekday a piece of work happens on: the minutes against the calendar entry;
    another subject's calendar entry is the distractor."""
    s = subject(c, OFFSET + 3)
    o = other(c, s, same_kind=False)
    d1, d2, d3 = sample(c, WEEKDAYS, 3)
    d2 = d2 if disagree(c) else d1
    p1, p2 = people(c, 2)
    minutes = choose(c, [
        f"Minutes: the {s.code} {s.work} takes place every {d1}.",
        f"Minutes: agreed the {s.code} {s.work} happens on {d1} each week.",
    ])  # fmt: skip
    q = turn(c, [
        f"Are the minutes and the calendar in line on the weekday of the {s.code} {s.work}?",
        f"Which day is the {s.code} {s.work} on? Check the minutes against the calendar.",
    ])  # fmt: skip
    at = days(c.rng.uniform(2, 8))
    first = note(c, "min", minutes, "minutes", at, kind="doc")
    second = note(c, "cal", f"Calendar: {s.code} {s.work} · every {d2} · organiser {p1}",
                  "calendar", at + days(c.rng.uniform(-4, 4)), kind="calendar")  # fmt: skip
    note(c, "other", f"Calendar: {o.code} {o.work} · every {d3} · organiser {p2}", "calendar",
         at + days(c.rng.uniform(-4, 4)), kind="calendar")  # fmt: skip
    chatter(c, s, 3, days(0), 12)
    c.ask(q, after=days(16))
    both(c, first, second, d1, d2, [d3])


def contradiction_contact_wiki_vs_rota(c: Case) -> None:
    """Whom to call out of hours (software) or in an emergency (clubs): a wiki or members' page
    row against a pager rota or phone tree; another subject's rota line is the distractor."""
    s = subject(c, OFFSET + 6)
    o = other(c, s)
    a, b, x = people(c, 3)
    b = b if disagree(c) else a
    if s.software:
        page, rota, what = "wiki", "pager rota", "out-of-hours contact"

        def line(t: Subject, who: str) -> str:
            return f"Pager rota, {t.code}: out-of-hours calls go to {who} this quarter."

        row = f"{s.code} | after hours | {a} (phone first)"
    else:
        page, rota, what = "members' page", "phone tree", "emergency contact"

        def line(t: Subject, who: str) -> str:
            return f"Phone tree, {t.code}: if something goes wrong at the {t.work}, ring {who}."

        row = f"{s.code} | emergencies | {a}"
    q = turn(c, [
        f"Who should be rung for {s.code} when something breaks: do the {page} and the {rota}"
        " name the same person?",
        f"Does the {s.code} {page} row match the {rota} on the {what}?",
    ])  # fmt: skip
    at = days(c.rng.uniform(3, 9))
    first = note(c, "page", row, page, at, kind="doc")
    second = note(c, "rota", line(s, b), rota, at + days(c.rng.uniform(-3, 6)), kind="doc")
    note(c, "other", line(o, x), rota, at + days(c.rng.uniform(-6, 6)), kind="doc")
    chatter(c, s, 3, days(0), 14)
    c.ask(q, after=days(18))
    both(c, first, second, a, b, [x])


def contradiction_store_readme_vs_script(c: Case) -> None:
    """Where copies (software) or spare kit (clubs) are kept: a README or handbook against a
    backup script or a sign on the store room; another subject's store is the distractor."""
    s = subject(c, OFFSET + 9)
    o = other(c, s)
    if s.software:
        lower = s.code.lower()
        there = choose(c, [f"/var/{lower}/dumps", f"/mnt/{lower}/saved"])
        there = there if disagree(c) else s.store
        first_text = f"{s.code} README: copies are written to {s.store}."
        second_text = f"# {lower}-backup.sh\nDEST={there}"
        other_text = f"# {o.code.lower()}-backup.sh\nDEST={o.store}"
        src1, src2 = "README", "backup script"
        q = turn(c, [
            f"Does the README match the backup script on where {s.code} copies go?",
            f"Where are {s.code}'s copies kept? Compare the README and the backup script.",
        ])  # fmt: skip
        here = s.store
    else:
        here = s.store
        there = choose(c, ["blue cupboard", "loft cupboard", "garage locker"])
        there = there if disagree(c) else here
        first_text = f"{s.code} handbook: spare kit lives in the {here}."
        second_text = f"Sign on the store room: {s.code} spare kit is in the {there}"
        other_text = f"Sign on the store room: {o.code} spare kit is in the {o.store}"
        src1, src2 = "handbook", "store-room sign"
        q = turn(c, [
            f"Do the handbook and the store-room sign agree on where {s.code} spare kit is kept?",
            f"Where is {s.code}'s spare kit kept? Compare the handbook and the store-room sign.",
        ])  # fmt: skip
    at = days(c.rng.uniform(2, 9))
    first = note(c, "doc", first_text, src1, at, kind="doc", trust=0.9)
    second = note(c, "src", second_text, src2, at + days(c.rng.uniform(-4, 4)), kind="config")
    note(c, "other", other_text, src2, at + days(c.rng.uniform(-6, 6)), kind="config")
    chatter(c, s, 3, days(0), 13)
    c.ask(q, after=days(19))
    both(c, first, second, here, there, [o.store])


def contradiction_size_sheet_vs_notice(c: Case) -> None:
    """How many units one piece of work takes: a sheet row in digits against a notice in
    words; another subject's sheet row is the distractor."""
    s = subject(c, OFFSET + 12)
    o = other(c, s, same_kind=False)
    n, m, k = counts(c, 3)
    m = m if disagree(c) else n
    q = turn(c, [
        f"Does the sheet give the same number of {s.unit} for the {s.code} {s.work} as the"
        " notice?",
        f"How many {s.unit} does the {s.code} {s.work} allow? Check the sheet against the"
        " notice.",
    ])  # fmt: skip
    notice = choose(c, [
        f"Notice: the {s.code} {s.work} now takes up to {words(m)} {s.unit}.",
        f"Notice for {s.code}: {words(m)} {s.unit} per {s.work}, please plan for that.",
    ])  # fmt: skip
    at = days(c.rng.uniform(3, 8))
    first = note(c, "sheet", f"{s.code} | {s.unit} per {s.work} | {n}", "sheet", at,
                 kind="sheet")  # fmt: skip
    second = note(c, "notice", notice, "notice", at + days(c.rng.uniform(-3, 5)), kind="notice")
    note(c, "other", f"{o.code} | {o.unit} per {o.work} | {k}", "sheet",
         at + days(c.rng.uniform(-5, 5)), kind="sheet")  # fmt: skip
    chatter(c, s, 3, days(0), 12)
    c.ask(q, after=days(17))
    both(c, first, second, str(n), words(m), [str(k)])


TEMPLATES: tuple[Template, ...] = (
    contradiction_timeout_doc_vs_config,
    contradiction_weekday_minutes_vs_calendar,
    contradiction_contact_wiki_vs_rota,
    contradiction_store_readme_vs_script,
    contradiction_size_sheet_vs_notice,
)
