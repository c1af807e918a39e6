"""The stale-belief templates of `fresh43`: a document states a subject's value, a member
repeats it (once quoting the document), and the same member corrects it in a message of their
own, the latest event; another subject's value stands in the document's frame. Instances 0, 1
and 4 ask whether the old value still holds, naming it; 2 and 3 ask for the value now."""

from __future__ import annotations

from dataclasses import dataclass

from cairn.bench.memfresh43_pools import (
    MEETS,
    at,
    clock,
    counts,
    ev,
    other,
    people,
    subject,
    turn,
    versions,
    words,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import days, sample

CHANNELS = ("#pager-live", "#night-ops", "#sre-alerts", "#incident-room", "#red-phone", "#ops-bell")
WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday")


@dataclass(frozen=True)
class Change:
    """The document's text, the member's repeat, the correction and the two questions, with
    ``{code}`` and ``{v}`` to fill; ``doc`` labels the document."""

    said: str
    doc: str
    repeat: str
    fix: str
    yes_no: str
    now: str


def write(c: Case, ch: Change, old: str, new: str, d: str) -> None:
    s, tw = subject(c), turn(c)
    o = other(c, s)
    m = next(p for p in people(c, 6) if p not in (old, new, d))
    ev(c, "o", ch.said.format(code=s.code, v=old), ch.doc, "doc", at(c, 0, 2), "s1")
    ev(c, "d", ch.said.format(code=o.code, v=d), ch.doc, "doc", at(c, 0, 3), "s1")
    ev(c, "r", ch.repeat.format(code=s.code, v=old), f"message from {m}", "message",
       at(c, 3, 6), "s2")  # fmt: skip
    fix = ev(c, "c", ch.fix.format(code=s.code, v=new), f"message from {m}", "message",
             at(c, 8, 11), "s3")  # fmt: skip
    q = ch.yes_no if tw == 0 else ch.now
    c.ask(q.format(code=s.code, v=old), after=days(12) + at(c, 0, 2))
    c.expect([new], [fix], forbidden=[old, d])


def replica_cap_or_final_tickets(c: Case) -> None:
    """How far a service scales out, or how many final tickets a group has: the new count is in
    the other form than the old one."""
    a, b, d = counts(c, 3)
    old, new = (str(a), words(b)) if c.rng.random() < 0.5 else (words(a), str(b))
    if subject(c).software:
        ch = Change(
            "{code} scaling policy: the autoscaler stops at {v} replicas",
            "scaling policy",
            "going by the scaling policy, {code} tops out at {v} replicas",
            "Scratch that from me: after the quota review {code} can scale to {v} replicas",
            "Does {code} still stop scaling at {v} replicas?",
            "How many replicas can {code} scale out to now?",
        )
    else:
        ch = Change(
            "{code} newsletter: we have {v} tickets for the final",
            "club newsletter",
            "heads up, {code} only has {v} tickets for the final",
            "Update from me: the allocation was redone, {code} has {v} final tickets now",
            "Are there still only {v} {code} tickets for the final?",
            "How many tickets for the final does {code} have now?",
        )
    write(c, ch, old, new, str(d))


def tech_lead_or_section_leader(c: Case) -> None:
    """Who leads a service's engineering work, or who leads a group's section: replaced."""
    old, new, d = people(c, 3)
    if subject(c).software:
        ch = Change(
            "{code} team page: tech lead is {v}",
            "team page",
            "ask {v}, they're the {code} tech lead",
            "I was behind the times: {v} took over as {code} tech lead this month",
            "Is {v} still the tech lead on {code}?",
            "Who leads the engineering on {code} these days?",
        )
    else:
        ch = Change(
            "{code} handbook: the section leader is {v}",
            "club handbook",
            "the {code} section leader is {v}, last I heard",
            "That's changed: the {code} players picked {v} as section leader last week",
            "Is {v} still leading the {code} section?",
            "Who runs the {code} section now?",
        )
    write(c, ch, old, new, d)


def terraform_pin_or_rehearsal_start(c: Case) -> None:
    """Which Terraform release a service is pinned to, or when a group's rehearsals start;
    the member quotes the old pin from the setup guide."""
    if subject(c).software:
        old, new, d = versions(c, 3, (1,))
        ch = Change(
            "{code} setup guide: install Terraform {v}",
            "setup guide",
            '"Terraform {v}" is what the {code} setup guide says',
            "Correction on my part: {code} moved to Terraform {v}, the guide lags behind",
            "Is {code} still pinned to Terraform {v}?",
            "Which Terraform release is {code} on now?",
        )
    else:
        old, new, d = clock(c, 3)
        ch = Change(
            "{code} term card: rehearsals start at {v}",
            "term card",
            "{code} rehearsals start at {v}, per the term card",
            "Small change, my fault: {code} rehearsals begin at {v} from now on",
            "Do {code} rehearsals still start at {v}?",
            "What time do {code} rehearsals begin now?",
        )
    write(c, ch, old, new, d)


def alert_channel_or_car_share_pickup(c: Case) -> None:
    """Where a service's alerts go, or where a group's car share picks people up: moved."""
    if subject(c).software:
        old, new, d = sample(c, CHANNELS, 3)
        ch = Change(
            "{code} alerting rules: pages are sent to {v}",
            "alerting rules",
            "{code} pages land in {v}, keep an eye on it",
            "Ignore my earlier message: {code} alerts land in {v} these days",
            "Do {code} alerts still go to {v}?",
            "Which channel do {code} alerts land in now?",
        )
    else:
        old, new, d = sample(c, MEETS, 3)
        ch = Change(
            "{code} trip sheet: the car share picks up at {v}",
            "trip sheet",
            "for {code} away days the car share leaves from {v}",
            "Change of plan from me: the {code} car share now picks up at {v}",
            "Does the {code} car share still pick up at {v}?",
            "Where does the {code} car share pick people up now?",
        )
    write(c, ch, old, new, d)


def demo_day_or_practice_night(c: Case) -> None:
    """Which day a service's sprint demo is on, or which night a group practises: moved."""
    old, new, d = sample(c, WEEKDAYS, 3)
    if subject(c).software:
        ch = Change(
            "{code} team calendar: sprint demo on {v}",
            "team calendar",
            "the {code} sprint demo is on {v}, bring questions",
            "Heads up, my mistake: the {code} sprint demo moved to {v}",
            "Is the {code} sprint demo still on {v}?",
            "Which day is the {code} sprint demo now?",
        )
    else:
        ch = Change(
            "{code} club calendar: practice night is {v}",
            "club calendar",
            "{code} practice is {v} night as usual",
            "Update: {code} practises on {v} from next week",
            "Does {code} still practise on {v}?",
            "Which night does {code} practise now?",
        )
    write(c, ch, old, new, d)


TEMPLATES = (
    replica_cap_or_final_tickets,
    tech_lead_or_section_leader,
    terraform_pin_or_rehearsal_start,
    alert_channel_or_car_share_pickup,
    demo_day_or_practice_night,
)
