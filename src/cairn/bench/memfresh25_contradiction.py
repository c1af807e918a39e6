"""`fresh25` contradiction templates: two sources about one setting of a subject. The first,
third and fifth case of each template disagree (both values expected, both events flagged); the
second and fourth agree (one value, nothing flagged). An uncited event states another subject's
value in the same frame."""

from __future__ import annotations

from cairn.bench import memfresh25_pools as p
from cairn.bench.memgen import Case
from cairn.bench.memset import days, sample

OFFSET = 3


def _disagree(c: Case) -> bool:
    return p.nth(c) % 2 == 0


def _expect(c: Case, a: str, b: str, ids: tuple[str, str], forbidden: list[str]) -> None:
    if _disagree(c):
        c.expect([a, b], list(ids), contradictions=list(ids), forbidden=forbidden)
    else:
        c.expect([b], list(ids), forbidden=forbidden)


def threshold_words_vs_config(c: Case) -> None:
    """A warning threshold in words in the runbook or handbook against digits in a config line
    (env, YAML, INI) or a sheet row; another subject's config line in the same frame."""
    s = p.subject(c, OFFSET)
    o = p.other(c, s)
    a, b, d = p.counts(c, 3)
    b = b if _disagree(c) else a
    doc = c.pick(
        (
            f"{s.code} {s.doc}: raise a warning once {s.unit} pass {p.words(a)}.",
            f"Per the {s.code} {s.doc}, we get nervous above {p.words(a)} {s.unit} and say so.",
        )
    )
    first = p.say(c, "doc", doc, f"{s.code} {s.doc}", at=p.when(c, 0, 3), kind="doc")
    if s.software:
        form = c.pick(("env", "yaml", "ini"))
        frames = {
            "env": "{U}_WARN_AT={n}  # {code} warning level",
            "yaml": "alerts:\n  - name: {code} backlog\n    warn_at: {n}",
            "ini": "[{code}]\nwarn_at = {n}",
        }
        label, noun = {"env": ("env file", "env file"), "yaml": ("alert rules", "alert rules"),
                       "ini": ("config", "config")}[form]  # fmt: skip
    else:
        form = "sheet"
        frames = {"sheet": "{code} | warning level | {n}"}
        label, noun = "sheet", "sheet"
    frame = frames[form]
    second = p.say(
        c,
        "cfg",
        frame.format(U=s.code.upper(), code=s.code, n=b),
        label,
        at=p.when(c, 1, 4),
        kind="config",
    )
    p.say(
        c,
        "rival",
        frame.format(U=o.code.upper(), code=o.code, n=d),
        label,
        at=p.when(c, 0, 4),
        kind="config",
    )
    q = p.turn(
        c,
        (
            f"Do the {s.code} {s.doc} and the {noun} agree on the warning level?",
            f"Is the {s.code} {s.doc} in line with the {noun} about when to warn?",
            f"Do the {noun} and the {s.code} {s.doc} give the same warning threshold?",
        ),
    )
    c.ask(q, after=days(p.when(c, 5, 8)))
    _expect(c, p.words(a), str(b), (first, second), [str(d)])


def start_time_minutes_vs_invite(c: Case) -> None:
    """When a subject's piece of work starts, in the minutes against a calendar invite; another
    subject's invite in the same frame."""
    s = p.subject(c, OFFSET)
    o = p.other(c, s, same_kind=False)
    t1, t2, t3 = p.clocks(c, 3)
    t2 = t2 if _disagree(c) else t1
    said = c.pick(
        (
            f"Agreed: the {s.code} {s.work} kicks off at {t1} from now on.",
            f"Decision: {s.code} {s.work} begins {t1} sharp.",
        )
    )
    label = c.pick(("minutes", "meeting notes"))
    first = p.say(c, "mins", said, label, at=p.when(c, 0, 2), kind="meeting")
    frame = "Invite: {code} {work} · starts {t} · organiser {who}"
    who, rival = p.people(c, 2)
    second = p.say(
        c,
        "inv",
        frame.format(code=s.code, work=s.work, t=t2, who=who),
        "calendar invite",
        at=p.when(c, 1, 3),
        kind="calendar",
    )
    p.say(
        c,
        "rival",
        frame.format(code=o.code, work=o.work, t=t3, who=rival),
        "calendar invite",
        at=p.when(c, 0, 3),
        kind="calendar",
    )
    src = "minutes" if label == "minutes" else "notes"
    q = p.turn(
        c,
        (
            f"Are the {src} and the invite in line on when the {s.code} {s.work} begins?",
            f"Do the {src} and the calendar invite give the same start for the {s.code} {s.work}?",
            f"What time does the {s.code} {s.work} start, and do the {src} and the invite agree?",
        ),
    )
    c.ask(q, after=days(p.when(c, 4, 7)))
    _expect(c, t1, t2, (first, second), [t3])


def format_wiki_vs_mail(c: Case) -> None:
    """The file type a subject's monthly report is sent in: a wiki row against a person's mail;
    another subject's wiki row in the same frame."""
    s = p.subject(c, OFFSET)
    o = p.other(c, s)
    f1, f2, f3 = sample(c, p.FORMATS, 3)
    f2 = f2 if _disagree(c) else f1
    (person,) = p.people(c, 1)
    frame = "| {code} monthly report | {f} | shared drive |"
    first = p.say(c, "wiki", frame.format(code=s.code, f=f1), "wiki", at=p.when(c, 0, 3))
    mail = c.pick(
        (
            f"Subject: {s.code} monthly report\n\nHi all, please send it as {f2} from now on."
            f"\n\n{person}",
            f"Re: {s.code} monthly report\n\nA quick one: {f2} files from here on, please."
            f"\n\nThanks, {person}",
        )
    )
    second = p.say(c, "mail", mail, f"mail from {person}", at=p.when(c, 1, 4), kind="mail")
    p.say(c, "rival", frame.format(code=o.code, f=f3), "wiki", at=p.when(c, 0, 4))
    q = p.turn(
        c,
        (
            f"Does the {s.code} wiki match {person}'s mail on the report's file type?",
            f"Do the wiki and {person}'s mail agree on which format the {s.code} monthly report"
            " comes in?",
            f"Are the wiki and the mail from {person} in line about the {s.code} report format?",
        ),
    )
    c.ask(q, after=days(p.when(c, 5, 9)))
    _expect(c, f1, f2, (first, second), [f3])


def duration_rota_vs_board(c: Case) -> None:
    """How long a subject's piece of work is booked for: a rota in digits against a board card
    in digits or words; another subject's rota line in the same frame."""
    s = p.subject(c, OFFSET)
    o = p.other(c, s, same_kind=False)
    a, b, d = p.counts(c, 3)
    b = b if _disagree(c) else a
    frame = "Rota: each {code} {work} is booked for {n} minutes."
    first = p.say(
        c, "rota", frame.format(code=s.code, work=s.work, n=a), "rota", at=p.when(c, 0, 2)
    )
    said = p.spell(c, b)
    card = c.pick(
        (
            f"Board card: {s.code} {s.work}, allow {said} minutes.",
            f"Card on the board says each {s.code} {s.work} needs {said} minutes end to end.",
        )
    )
    second = p.say(c, "card", card, "board card", at=p.when(c, 1, 4), kind="tracker")
    p.say(c, "rival", frame.format(code=o.code, work=o.work, n=d), "rota", at=p.when(c, 0, 4))
    q = p.turn(
        c,
        (
            f"Do the rota and the board card agree on how long each {s.code} {s.work} lasts?",
            f"How many minutes should I block for the {s.code} {s.work}: do the rota and the"
            " board card match?",
            f"Is the board card in line with the rota on the length of each {s.code} {s.work}?",
        ),
    )
    c.ask(q, after=days(p.when(c, 5, 8)))
    _expect(c, str(a), said, (first, second), [str(d)])


def cap_settings_vs_notice(c: Case) -> None:
    """The most units one run of a subject's work may take: job settings or a sign-up sheet in
    digits against a notice in words; another subject's settings in the same frame."""
    s = p.subject(c, OFFSET)
    o = p.other(c, s)
    a, b, d = p.counts(c, 3)
    b = b if _disagree(c) else a
    if s.software:
        frame = "[{code} {work}]\nmax_per_run = {n}"
        label = "job settings"
    else:
        frame = "{code} {work} sign-up sheet: max {n} {unit}"
        label = "sign-up sheet"
    first = p.say(
        c, "cfg", frame.format(code=s.code, work=s.work, n=a, unit=s.unit), label,
        at=p.when(c, 0, 3), kind="config",
    )  # fmt: skip
    notice = c.pick(
        (
            f"Notice: each {s.code} {s.work} tops out at {p.words(b)} {s.unit}.",
            f"Notice: room for {p.words(b)} {s.unit} at each {s.code} {s.work}, no more.",
            f"Heads up, {s.code} {s.work} takes no more than {p.words(b)} {s.unit}.",
        )
    )
    second = p.say(c, "notice", notice, "notice", at=p.when(c, 1, 4))
    p.say(
        c, "rival", frame.format(code=o.code, work=o.work, n=d, unit=o.unit), label,
        at=p.when(c, 0, 4), kind="config",
    )  # fmt: skip
    q = p.turn(
        c,
        (
            f"Do the {label} and the notice agree on how big the {s.code} {s.work} may get?",
            f"Is the notice in line with the {label} on the most {s.unit} per {s.code} {s.work}?",
            f"What's the ceiling on each {s.code} {s.work}, and do the {label} and the notice"
            " say the same?",
        ),
    )
    c.ask(q, after=days(p.when(c, 5, 9)))
    _expect(c, str(a), p.words(b), (first, second), [str(d)])


TEMPLATES = (
    threshold_words_vs_config,
    start_time_minutes_vs_invite,
    format_wiki_vs_mail,
    duration_rota_vs_board,
    cap_settings_vs_notice,
)
