"""``fresh35`` six-month recall templates: a fact said once, asked 203 to 232 days later under
nine to eleven team chat lines about the subject, beside another subject's fact in the same
frame and a near miss (a reference that was revoked, someone who covered once, a date a
reminder is due, a wished-for count, a place only floated)."""

from __future__ import annotations

from cairn.bench.memfresh35_pools import (
    Subject,
    chatter,
    counts,
    dates,
    form,
    other_form,
    others,
    people,
    refs,
    subject,
    turn,
)
from cairn.bench.memfresh35_pools import note as say
from cairn.bench.memgen import Case
from cairn.bench.memset import days


def frame(
    c: Case, s: Subject, fact: tuple[str, str], other: str, near: str, asks: tuple[str, str]
) -> str:
    """The fact (its text and label), the other subject's, the near miss, the chat, the
    question; returns the fact's id."""
    a = say(c, "fact", fact[0], fact[1], days(1), "s1")
    say(c, "other", other, fact[1], days(3), "s1")
    say(c, "near", near, "side chat", days(12), "s2", trust=0.5)
    chatter(c, s, c.rng.randrange(9, 12), days(20), 170, "s3")
    c.ask(asks[turn(c)], after=days(1 + c.rng.randrange(203, 233)))
    return a


def recall_token_ref_or_hire_permit(c: Case) -> None:
    """A service's API token reference or a group's hall hire permit number, in lower or mixed
    case, beside another subject's and one that was revoked."""
    s = subject(c, 0)
    (o,) = others(c, s)
    v, x, y = refs(c, 3)
    if s.software:
        a = frame(
            c, s,
            (f"Vault note: the {s.code} API token is filed under reference {v}", "vault note"),
            f"Vault note: the {o.code} API token is filed under reference {x}",
            f"the old {s.code} token {y} was revoked after the audit",
            (f"Which reference do I quote to get the {s.code} API token out of the vault?",
             f"What's the vault reference for {s.code}'s API token?"),
        )  # fmt: skip
    else:
        a = frame(
            c, s,
            (f"Booking confirmation: {s.code} hall hire, permit number {v}",
             "booking confirmation"),
            f"Booking confirmation: {o.code} hall hire, permit number {x}",
            f"{s.code} used to have permit {y} but it ran out",
            (f"The caretaker wants the {s.code} hire permit number, what is it?",
             f"What permit number covers {s.code}'s hall hire?"),
        )  # fmt: skip
    c.expect([v], [a], forbidden=[x, y])


def recall_security_or_safeguarding(c: Case) -> None:
    """Whom to tell about a security hole in a service, or who a group's safeguarding lead is,
    beside another subject's and someone who covered once."""
    s = subject(c, 3)
    (o,) = others(c, s)
    p, x, r = people(c, 3)
    if s.software:
        a = frame(
            c, s,
            (f"Security notice: report {s.code} vulnerabilities to {p}", "security notice"),
            f"Security notice: report {o.code} vulnerabilities to {x}",
            f"{r} fielded one {s.code} security question while the contact was on leave",
            (f"If I find a hole in {s.code}, who should hear about it?",
             f"Who takes security reports for {s.code}?"),
        )  # fmt: skip
    else:
        a = frame(
            c, s,
            (f"Committee minutes: {p} is safeguarding lead for {s.code}", "committee minutes"),
            f"Committee minutes: {x} is safeguarding lead for {o.code}",
            f"{r} covered safeguarding at one {s.code} {s.work}",
            (f"If a young member at {s.code} seems at risk, whom do I tell?",
             f"Who's the safeguarding lead at {s.code}?"),
        )  # fmt: skip
    c.expect([p], [a], forbidden=[x, r])


def recall_cert_expiry_or_awards_night(c: Case) -> None:
    """When a service's TLS certificate runs out, or the date of a group's awards night, beside
    another subject's and the date a reminder is due."""
    s = subject(c, 6)
    (o,) = others(c, s)
    v, x, y = dates(c, 3)
    if s.software:
        a = frame(
            c, s,
            (f"Settings note: the {s.code} TLS certificate expires on {v}", "settings note"),
            f"Settings note: the {o.code} TLS certificate expires on {x}",
            f"a reminder to renew {s.code} certs goes out on {y}",
            (f"Until what date is the {s.code} certificate good?",
             f"When does the {s.code} TLS cert lapse?"),
        )  # fmt: skip
    else:
        a = frame(
            c, s,
            (f"Newsletter: the {s.code} awards night is on {v}", "newsletter"),
            f"Newsletter: the {o.code} awards night is on {x}",
            f"nominations for the {s.code} awards close on {y}",
            (f"Which date should I keep clear for the {s.code} awards night?",
             f"When is {s.code}'s awards evening?"),
        )  # fmt: skip
    c.expect([v], [a], forbidden=[x, y])


def recall_bucket_quota_or_spare_kit(c: Case) -> None:
    """A service's storage bucket quota in gigabytes, or how many spares of its kit a group
    keeps, in digits or words, beside another subject's and a wished-for one."""
    s = subject(c, 9)
    (o,) = others(c, s)
    n, m, w = counts(c, 3)
    shown = form(c, n)
    wish = other_form(w, form(c, w))
    if s.software:
        a = frame(
            c, s,
            (f"Review notes: the {s.code} bucket quota is {shown} gigabytes", "review notes"),
            f"Review notes: the {o.code} bucket quota is {m} gigabytes",
            f"would be nice if {s.code} had {wish} gigabytes, just wondering",
            (f"How much bucket space is {s.code} allowed?",
             f"What's the {s.code} storage quota, in gigabytes?"),
        )  # fmt: skip
    else:
        a = frame(
            c, s,
            (f"Kit list: {s.code} keeps {shown} spare {s.item}", "kit list"),
            f"Kit list: {o.code} keeps {m} spare {o.item}",
            f"wish {s.code} had {wish} spare {s.item}, lol",
            (f"How many spare {s.item} does {s.code} have in the cupboard?",
             f"If I forget mine, how many spare {s.item} has {s.code} got?"),
        )  # fmt: skip
    c.expect([shown], [a], forbidden=[str(m), wish])


def recall_dr_host_or_kit_store(c: Case) -> None:
    """The host a service's disaster recovery copy runs on, or where a group keeps its kit,
    beside another subject's and one only floated."""
    s = subject(c, 12)
    (o,) = others(c, s)
    v, y, x = s.places[0], s.places[1], o.places[0]
    if s.software:
        a = frame(
            c, s,
            (f"Deploy note: disaster recovery for {s.code} runs on {v}", "deploy note"),
            f"Deploy note: disaster recovery for {o.code} runs on {x}",
            f"we floated moving {s.code} recovery to {y} but nothing came of it",
            (f"If the main {s.code} box dies, where's the recovery copy?",
             f"Which host holds {s.code}'s disaster recovery?"),
        )  # fmt: skip
    else:
        a = frame(
            c, s,
            (f"AGM minutes: the {s.code} {s.item} live at {v}", "AGM minutes"),
            f"AGM minutes: the {o.code} {o.item} live at {x}",
            f"someone floated keeping the {s.code} {s.item} at {y}, never happened",
            (f"Where do I pick up the {s.code} {s.item}?",
             f"Where is the {s.code} kit kept?"),
        )  # fmt: skip
    c.expect([v], [a], forbidden=[x, y])


TEMPLATES = (
    recall_token_ref_or_hire_permit,
    recall_security_or_safeguarding,
    recall_cert_expiry_or_awards_night,
    recall_bucket_quota_or_spare_kit,
    recall_dr_host_or_kit_store,
)
