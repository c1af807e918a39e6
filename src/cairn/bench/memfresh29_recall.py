"""`fresh29` six-month recall templates: one fact said once, then nine to eleven chat lines about
the subject over half a year (no values in them), and a question 202 to 235 days after the fact.
Another subject's fact in the same frame and a wish, a floated date, a cancelled quote or an
offer to stand in are the distractors."""

from __future__ import annotations

from cairn.bench.memfresh29_pools import (
    LANGUAGES,
    Subject,
    chatter,
    choose,
    dates,
    days,
    mins,
    others,
    people,
    revisions,
    sample,
    subject,
    turn,
    turn_kind,
)
from cairn.bench.memgen import Case

OFFSET = 6


def later(c: Case, s: Subject, question: str) -> None:
    """The half year of chat and the question at its end."""
    chatter(c, s, choose(c, (9, 10, 11)), days(8), 185, "c")
    c.ask(question, after=days(choose(c, range(202, 236))) + mins(30))


def report_language(c: Case) -> None:
    """The language a subject's periodic report goes out in (kickoff notes, a decision log or a
    mail); another subject's language in the same frame and a language someone wished for are
    the distractors."""
    s = subject(c, OFFSET)
    (o,) = others(c, s, 1, same_kind=False)
    lang, theirs, wished = sample(c, LANGUAGES, 3)
    x, y = people(c, 2)
    frame = turn(c, ("kickoff", "log", "mail"))
    if frame == "kickoff":
        fact = f"Kickoff notes: the {s.code} {s.report} goes out in {lang}."
        other = f"Kickoff notes: the {o.code} {o.report} goes out in {theirs}."
        label = "kickoff notes"
    elif frame == "log":
        fact = f"Decision log · {s.code}: the {s.report} is written in {lang} from the first issue."
        other = (
            f"Decision log · {o.code}: the {o.report} is written in {theirs} from the first issue."
        )
        label = "decision log"
    else:
        fact = f"Subject: {s.code} {s.report}\nWe'll send the {s.report} in {lang}.\n— {x}"
        other = f"Subject: {o.code} {o.report}\nWe'll send the {o.report} in {theirs}.\n— {x}"
        label = f"mail from {x}"
    e = c.event("fact", fact, label=label, kind="doc", trust=0.9, after=mins(0), session="a")
    c.event("other", other, label=label, kind="doc", trust=0.9, after=days(1), session="a")
    c.event(
        "wish",
        f"text from {y}: wish the {s.code} {s.report} came in {wished} as well",
        label=f"text message from {y}",
        kind="chat",
        trust=0.3,
        after=days(3),
        session="b",
    )
    later(
        c,
        s,
        turn(
            c,
            (
                f"Which language does the {s.code} {s.report} go out in?",
                f"What language is the {s.code} {s.report} written in?",
                f"In what language do we send out the {s.code} {s.report}?",
            ),
        ),
    )
    c.expect([lang], [e], forbidden=[theirs, wished])


def contract_end(c: Case) -> None:
    """When a support contract (software) or a lease on the usual place ends, in budget notes or
    a treasurer's note; another subject's end date and a date floated for talks are the
    distractors."""
    s = subject(c, OFFSET)
    (o,) = others(c, s, 1)
    when, theirs, floated = dates(c, 3)

    def line(t: Subject, d: str) -> str:
        if t.software:
            return f"the {t.code} support contract ends on {d}."
        return f"the {t.code} lease on {t.home} runs until {d}."

    label = turn(c, ("budget notes", "treasurer's note"))
    e = c.event("fact", f"{label.capitalize()}: {line(s, when)}", label=label, kind="doc",
                trust=0.9, after=mins(0), session="a")  # fmt: skip
    c.event("other", f"{label.capitalize()}: {line(o, theirs)}", label=label, kind="doc",
            trust=0.9, after=days(2), session="a")  # fmt: skip
    c.event(
        "floated",
        f"could we sit down about {s.code} around {floated}? no rush, just floating it",
        label="side chat",
        kind="chat",
        trust=0.3,
        after=days(4),
        session="b",
    )
    question = turn_kind(
        c,
        s,
        (
            f"When does the {s.code} support contract run out?",
            f"What's the end date of the {s.code} support contract?",
        ),
        (
            f"When is the {s.code} lease on {s.home} up?",
            f"Until when do we have {s.home} for {s.code}?",
        ),
    )
    later(c, s, question)
    c.expect([when], [e], forbidden=[theirs, floated])


def policy_number(c: Case) -> None:
    """A reference to quote: a vendor support contract number (software) or an insurance policy
    number, in mixed case; another subject's and a cancelled quote's are the distractors."""
    s = subject(c, OFFSET)
    (o,) = others(c, s, 1)
    ref, theirs, quote = revisions(c, 3, True)
    thing = "vendor support contract number" if s.software else "insurance policy number"
    othing = "vendor support contract number" if o.software else "insurance policy number"
    label = turn(c, ("settings note", "phone list", "notes"))
    e = c.event("fact", f"{s.code} {thing}: {ref}", label=label, kind="doc", trust=0.9,
                after=mins(0), session="a")  # fmt: skip
    c.event("other", f"{o.code} {othing}: {theirs}", label=label, kind="doc", trust=0.9,
            after=days(1), session="a")  # fmt: skip
    c.event(
        "quote",
        f"fyi the {s.code} quote {quote} is cancelled, we didn't take it up",
        label="mail",
        kind="mail",
        trust=0.6,
        after=days(5),
        session="b",
    )
    question = turn_kind(
        c,
        s,
        (
            f"Which contract number do I quote when I ring {s.code}'s vendor?",
            f"What's the {s.code} support contract reference?",
        ),
        (
            f"Which policy number should I quote for {s.code}'s insurance?",
            f"What's the reference on {s.code}'s insurance policy?",
        ),
    )
    later(c, s, question)
    c.expect([ref], [e], forbidden=[theirs, quote])


def emergency_contact(c: Case) -> None:
    """Who to go to when something goes wrong: the security contact (software) or the first
    aider at a piece of work, on a phone list or in the runbook or handbook; another subject's
    contact and someone who offered to stand in are the distractors."""
    s = subject(c, OFFSET)
    (o,) = others(c, s, 1)
    who, theirs, offered = people(c, 3)

    def line(t: Subject, p: str) -> str:
        if t.software:
            return f"security contact for {t.code}: {p}"
        return f"first aider at every {t.code} {t.work}: {p}"

    label = turn(c, ("phone list", f"{s.code} {s.doc}"))
    e = c.event("fact", line(s, who), label=label, kind="doc", trust=0.9, after=mins(0),
                session="a")  # fmt: skip
    c.event("other", line(o, theirs), label="phone list", kind="doc", trust=0.9, after=days(1),
            session="a")  # fmt: skip
    c.event(
        "offer",
        f"{offered}: happy to stand in for {s.code} if anyone's ever away, just shout",
        label="side chat",
        kind="chat",
        trust=0.3,
        after=days(3),
        session="b",
    )
    question = turn_kind(
        c,
        s,
        (
            f"Who is the security contact for {s.code}?",
            f"If I spot a security hole in {s.code}, whom do I tell?",
        ),
        (
            f"Who is first aider at the {s.code} {s.work}?",
            f"Whom do I find if someone gets hurt at {s.code}?",
        ),
    )
    later(c, s, question)
    c.expect([who], [e], forbidden=[theirs, offered])


def note_taker(c: Case) -> None:
    """Who takes the notes at a subject's meetings, in minutes or a rota decision; another
    subject's note-taker and someone who stood in once are the distractors."""
    s = subject(c, OFFSET)
    (o,) = others(c, s, 1, same_kind=False)
    who, theirs, once = people(c, 3)
    label = turn(c, ("rota decisions", "minutes", "recap"))
    e = c.event(
        "fact", f"{label.capitalize()}: {who} takes the notes at every {s.code} meeting.",
        label=label, kind="doc", trust=0.85, after=mins(0), session="a",
    )  # fmt: skip
    c.event(
        "other", f"{label.capitalize()}: {theirs} takes the notes at every {o.code} meeting.",
        label=label, kind="doc", trust=0.85, after=days(2), session="a",
    )  # fmt: skip
    c.event(
        "once",
        f"{once} did the {s.code} notes the one time, while everyone else was stuck in traffic",
        label="side chat",
        kind="chat",
        trust=0.3,
        after=days(4),
        session="b",
    )
    question = turn(
        c,
        (
            f"Who writes up the notes at {s.code} meetings?",
            f"Who is {s.code}'s note-taker?",
            f"Whom should I ask for the notes of the last {s.code} meeting?",
        ),
    )
    later(c, s, question)
    c.expect([who], [e], forbidden=[theirs, once])


TEMPLATES = (report_language, contract_end, policy_number, emergency_contact, note_taker)
