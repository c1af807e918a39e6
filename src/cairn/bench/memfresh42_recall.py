"""The six-month recall templates of `fresh42`: a fact said in the first days of a case and
asked about seven months later, under nine to eleven team chat lines about the subject, beside
another subject's value in the same frame and one side chat near miss (someone who did it once,
a reference or code from before a change, a reminder or closing date, a wished-for count, a
place only wondered about)."""

from __future__ import annotations

from dataclasses import dataclass

from cairn.bench.memfresh42_pools import (
    Subject,
    ask,
    chatter,
    counts,
    dates,
    form,
    others,
    people,
    refs,
    say,
    subject,
    turn,
)
from cairn.bench.memgen import Case


@dataclass(frozen=True)
class Recall:
    """One recall case: the fact, another subject's value in the same frame, the near miss,
    their labels, the question, the answer and the distractors."""

    fact: str
    other: str
    near: str
    labels: tuple[str, str, str]
    question: str
    answer: str
    forbidden: tuple[str, ...]


def write(c: Case, r: Recall, s: Subject) -> None:
    """The fact in the first two days, the rest after it, the chat, the question seven months
    on."""
    fact = say(c, "fact", r.fact, r.labels[0], c.rng.uniform(0, 2), "s1")
    say(c, "other", r.other, r.labels[1], c.rng.uniform(0.5, 3), "s1")
    say(c, "near", r.near, r.labels[2], c.rng.uniform(4, 40), "s3")
    chatter(c, s, 9 + c.rng.randrange(3), 5, 190)
    ask(c, r.question, 207 + c.rng.randrange(18))
    c.expect([r.answer], [fact], forbidden=list(r.forbidden))


def pager_owner_or_trophy_keeper(c: Case) -> None:
    """Who owns a service's pager rota, or who keeps a group's trophy at home: said in an access
    doc or newsletter (or in minutes naming the new holder second); another subject's holder
    and someone who had it once are distractors."""
    s = subject(c, 0)
    (o,) = others(c, s, 1)
    a, b, d, e = people(c, 4)
    if s.software:
        fact = (
            f"Access doc, {s.code}: the pager rota spreadsheet is owned by {a}; ask them for edit rights."
            if turn(c) == 0
            else f"{s.code} on-call: {d} has stepped back, so the rota belongs to {a} from here on."
        )
        r = Recall(
            fact,
            f"Access doc, {o.code}: the pager rota spreadsheet is owned by {b}; ask them for edit rights.",
            f"{e} edited the {s.code} rota once to swap a shift with me, that's all",
            ("access doc" if turn(c) == 0 else "standup notes", "access doc", "side chat"),
            f"It's been a while: whose say-so do I need to change the {s.code} on-call rota?",
            a,
            (b, e),
        )
    else:
        fact = (
            f"Club newsletter: the {s.code} trophy lives with {a} until next season's final."
            if turn(c) == 0
            else f"{s.code} AGM minutes: {d} handed the trophy over, and {a} keeps it at home now."
        )
        r = Recall(
            fact,
            f"Club newsletter: the {o.code} trophy lives with {b} until next season's final.",
            f"{e} only held the {s.code} trophy for the photo, it didn't go home with them",
            ("club newsletter" if turn(c) == 0 else "AGM minutes", "club newsletter", "side chat"),
            f"Who's got the {s.code} trophy sitting at home these days?",
            a,
            (b, e),
        )
    write(c, r, s)


def incident_reference_or_locker_code(c: Case) -> None:
    """The reference a service's outage write-up is filed under (lower case), or a group's
    equipment locker code (mixed case): another subject's in the same frame and one from
    before a renumbering or a lock change are distractors."""
    s = subject(c, 7)
    (o,) = others(c, s, 1)
    if s.software:
        mine, theirs, old = refs(c, 3, mixed=False)
        fact = (
            f"Postmortem index, {s.code}: the outage write-up is filed under {mine}."
            if turn(c) == 0
            else f"Filed the {s.code} outage write-up today, reference {mine}, link in the tracker."
        )
        r = Recall(
            fact,
            f"Postmortem index, {o.code}: the outage write-up is filed under {theirs}.",
            f"the draft ref for the {s.code} write-up was {old} before it got renumbered, don't use that",
            ("postmortem index" if turn(c) == 0 else "eng chat", "postmortem index", "side chat"),
            f"Which reference was the {s.code} outage postmortem filed under?",
            mine,
            (theirs, old),
        )
    else:
        mine, theirs, old = refs(c, 3, mixed=True)
        fact = (
            f"{s.code} kit note: the equipment locker code is {mine}."
            if turn(c) == 0
            else f"New lock on the {s.code} equipment locker, the code is {mine}, keep it to members please."
        )
        r = Recall(
            fact,
            f"{o.code} kit note: the equipment locker code is {theirs}.",
            f"old {s.code} locker code was {old} before the lock got swapped, no use now",
            ("kit note" if turn(c) == 0 else "message from the captain", "kit note", "side chat"),
            f"What do I punch in to open the {s.code} equipment locker?",
            mine,
            (theirs, old),
        )
    write(c, r, s)


def cert_expiry_or_presentation_night(c: Case) -> None:
    """The date a service's certificate lapses, or the date of a group's presentation night:
    another subject's date in the same frame and the date a reminder goes out (or nominations
    close) are distractors."""
    s = subject(c, 14)
    (o,) = others(c, s, 1)
    mine, theirs, near = dates(c, 3)
    if s.software:
        r = Recall(
            f"Ops calendar, {s.code}: the TLS certificate runs out on {mine}."
            if turn(c) == 0
            else f"{s.code} cert check done; it stays valid until {mine}, and after that it lapses.",
            f"Ops calendar, {o.code}: the TLS certificate runs out on {theirs}.",
            f"the {s.code} renewal reminder email goes out on {near}, fyi",
            ("ops calendar" if turn(c) == 0 else "ops review", "ops calendar", "side chat"),
            f"On what date does the {s.code} certificate lapse if nobody renews it?",
            mine,
            (theirs, near),
        )
    else:
        r = Recall(
            f"Club calendar: the {s.code} presentation night is on {mine}."
            if turn(c) == 0
            else f"Booked the hall for {s.code}'s presentation night, {mine}, so save the date.",
            f"Club calendar: the {o.code} presentation night is on {theirs}.",
            f"nominations for the {s.code} awards close on {near}",
            (
                "club calendar" if turn(c) == 0 else "secretary's report",
                "club calendar",
                "side chat",
            ),
            f"Which date is the {s.code} end-of-season awards evening?",
            mine,
            (theirs, near),
        )
    write(c, r, s)


def worker_count_or_medal_order(c: Case) -> None:
    """How many worker processes a service runs at peak, or how many medals a group ordered:
    another subject's count and a wished-for count, both in the other form than the answer's."""
    s = subject(c, 1)
    (o,) = others(c, s, 1)
    v, w, x = counts(c, 3)
    spelled = c.rng.random() < 0.5
    mine, theirs, wish = form(v, spelled), form(w, not spelled), form(x, not spelled)
    if s.software:
        r = Recall(
            f"Capacity plan, {s.code}: {mine} workers run at peak."
            if turn(c) == 0
            else f"Scaled {s.code} up for the season, it peaks at {mine} worker processes now.",
            f"Capacity plan, {o.code}: {theirs} workers run at peak.",
            f"we'd need {wish} workers on {s.code} to be comfortable lol, not happening",
            (
                "capacity plan" if turn(c) == 0 else "deploy review",
                "capacity plan",
                "side chat two",
            ),
            f"At the busiest time of day, how many worker processes does {s.code} have going?",
            mine,
            (theirs, wish),
        )
    else:
        r = Recall(
            f"{s.code} treasurer's report: {mine} medals ordered for the end-of-season do."
            if turn(c) == 0
            else f"Medal order for {s.code} went in this morning, {mine} of them.",
            f"{o.code} treasurer's report: {theirs} medals ordered for the end-of-season do.",
            f"{wish} medals would cover the juniors too at {s.code} tbh, but we can't afford it",
            (
                "treasurer's report" if turn(c) == 0 else "message from the treasurer",
                "treasurer's report",
                "side chat two",
            ),
            f"How many medals were ordered for {s.code}'s end of season?",
            mine,
            (theirs, wish),
        )
    write(c, r, s)


def backup_host_or_spare_kit_store(c: Case) -> None:
    """The host a service's nightly backups run on, or where a group's spare kit is kept:
    another subject's in the same frame and the subject's other host or place, only wondered
    about, are distractors."""
    s = subject(c, 8)
    (o,) = others(c, s, 1)
    mine, wondered = s.places if c.rng.random() < 0.5 else s.places[::-1]
    theirs = o.places[c.rng.randrange(2)]
    if s.software:
        r = Recall(
            f"Runner inventory, {s.code}: nightly backups run on {mine}."
            if turn(c) == 0
            else f"{s.code} backup job moved today, it runs every night on {mine} now.",
            f"Runner inventory, {o.code}: nightly backups run on {theirs}.",
            f"maybe the {s.code} backups should live on {wondered}? just wondering",
            ("runner inventory" if turn(c) == 0 else "infra chat", "runner inventory", "side chat"),
            f"Which machine do the {s.code} nightly backups run on?",
            mine,
            (theirs, wondered),
        )
    else:
        r = Recall(
            f"{s.code} storage plan: the spare kit is kept at {mine}."
            if turn(c) == 0
            else f"Moved all the spare {s.code} kit to {mine} today, the spares box included.",
            f"{o.code} storage plan: the spare kit is kept at {theirs}.",
            f"could the {s.code} spare kit go to {wondered}? just floating it",
            ("storage plan" if turn(c) == 0 else "group chat", "storage plan", "side chat"),
            f"Where would I find the {s.code} spare kit these days?",
            mine,
            (theirs, wondered),
        )
    write(c, r, s)


TEMPLATES = (
    pager_owner_or_trophy_keeper,
    incident_reference_or_locker_code,
    cert_expiry_or_presentation_night,
    worker_count_or_medal_order,
    backup_host_or_spare_kit_store,
)
