"""The provenance templates of `fresh47`: five relations, each with a software face and a group
face (chosen by the subject the case asks about). A case cites the one event that states the
answer; another subject's value in the same frame and a near miss (a one-off stand-in, a wished
count, a value said of something else, a rumour) are said by events that are not cited."""

from __future__ import annotations

from cairn.bench.memfresh47_pools import (
    counts,
    other,
    people,
    pick,
    say,
    soon,
    spelled,
    subject,
    turn,
)
from cairn.bench.memgen import Case

Said = tuple[str, str, str]  # text, label, source kind


def _write(
    c: Case,
    *,
    cited: Said,
    rival: Said,
    near: Said,
    question: str,
    answers: list[str],
    forbidden: list[str],
) -> None:
    """The one cited event, the rival subject's event, the near miss, then the question."""
    text, label, kind = cited
    fact = say(c, "a", text, label=label, kind=kind, after=soon(c, 0, 6), session="s1")
    text, label, kind = rival
    say(c, "b", text, label=label, kind=kind, after=soon(c, 0, 6), session="s2")
    text, label, kind = near
    say(c, "c", text, label=label, kind=kind, after=soon(c, 1, 9), session="s3")
    c.ask(question, after=soon(c, 11, 17))
    c.expect(answers, [fact], forbidden=forbidden)


def escalation_lead_or_key_holder(c: Case) -> None:
    """Who a service's escalations go to or who keeps a group's hall keys, said second after a
    former holder, beside someone with a scoped role; another subject's holder and a one-off
    stand-in are said apart."""
    s = subject(c)
    o = other(c, s)
    former, now, scoped, rival, once = people(c, 5)
    if s.software:
        if turn(c) == 0:
            text = (
                f"{s.code} escalation policy: {former} fielded escalations during the beta, but "
                f"since launch every escalation goes to {now}. {scoped} only writes up the "
                "weekend handover notes."
            )
            question = f"If a {s.code} incident needs escalating, who does it go to?"
        else:
            text = (
                f"Escalations for {s.code}: {now} is the lead now. {former} did it for the first "
                f"few weeks before the public launch, and {scoped} just keeps the incident log "
                "tidy."
            )
            question = f"Who should a stuck {s.code} incident be escalated to?"
        cited = (text, "escalation policy", "document")
        riv = (
            f"{o.code} escalation policy: every escalation goes to {rival}.",
            "escalation policy",
            "document",
        )
        near = (
            f"{once} took the {s.code} escalations for one evening while the lead was on a "
            "flight, strictly a one-off",
            "ops chat",
            "chat",
        )
    else:
        if turn(c) == 0:
            text = (
                f"{s.code} hall keys: {former} held them while the lock was being replaced; from "
                f"now on the keys are kept by {now}. {scoped} only has the number for the side "
                "gate padlock."
            )
            question = f"Which {s.code} member should you ask to let you into the practice hall?"
        else:
            text = (
                f"The keys to {s.code}'s practice hall are with {now} now; {former} had them "
                f"before the new lock went in, and {scoped} just borrows a set on concert days."
            )
            question = f"Who holds the keys to {s.code}'s practice hall?"
        cited = (text, "members' guide", "document")
        riv = (f"{o.code} hall keys: the keys are kept by {rival}.", "members' guide", "document")
        near = (
            f"{once} hung on to the {s.code} keys over one bank holiday, nothing more than that",
            "group chat",
            "chat",
        )
    _write(
        c,
        cited=cited,
        rival=riv,
        near=near,
        question=question,
        answers=[now],
        forbidden=[rival, once],
    )


def queue_alert_depth_or_stand_count(c: Case) -> None:
    """How many queued jobs set off a service's backlog alert or how many music stands a group
    owns, in digits or in words; another subject's count in the same frame and a wished-for
    count (the largest drawn, in the other form) are said apart."""
    s = subject(c)
    o = other(c, s)
    drawn = counts(c, 3)
    wish = max(drawn)
    real, rival = (v for v in drawn if v != wish)
    words = turn(c) == 1
    form = spelled if words else str
    other_form = str if words else spelled
    if s.software:
        if words:
            cited = (
                f"{s.code} runbook: the backlog alert goes off once {form(real)} jobs are sitting in the queue.",
                "runbook",
                "document",
            )
            riv = (
                f"{o.code} runbook: the backlog alert goes off once {form(rival)} jobs are sitting in the queue.",
                "runbook",
                "document",
            )
        else:
            cited = (
                f"# {s.code} backlog alert\n[queue]\nalert_depth = {real}\n",
                "alerts.toml",
                "file",
            )
            riv = (
                f"# {o.code} backlog alert\n[queue]\nalert_depth = {rival}\n",
                "alerts.toml",
                "file",
            )
        near = (
            f"honestly {s.code} ought to tolerate {other_form(wish)} queued jobs before paging "
            "anyone, not happening any time soon",
            "infra chat",
            "chat",
        )
        question = (
            f"How many jobs have to pile up in {s.code}'s queue before the backlog alert fires?"
        )
    else:
        if words:
            cited = (
                f"{s.code} owns {form(real)} music stands at the last count.",
                "equipment note",
                "document",
            )
            riv = (
                f"{o.code} owns {form(rival)} music stands at the last count.",
                "equipment note",
                "document",
            )
        else:
            cited = (
                f"{s.code} inventory: {real} music stands, all labelled.",
                "inventory list",
                "document",
            )
            riv = (
                f"{o.code} inventory: {rival} music stands, all labelled.",
                "inventory list",
                "document",
            )
        near = (
            f"we'd need {other_form(wish)} stands for {s.code} to seat everyone at once, dream on",
            "group chat",
            "chat",
        )
        question = f"How many music stands does {s.code} have to its name?"
    _write(
        c,
        cited=cited,
        rival=riv,
        near=near,
        question=question,
        answers=[form(real)],
        forbidden=[form(rival), other_form(wish)],
    )


BRANCHES = (
    "release-live",
    "ship-train",
    "prod-stable",
    "cut-live",
    "rc-final",
    "live-track",
    "stable-prod",
    "deploy-main",
)


def deploy_branch_or_annual_subs(c: Case) -> None:
    """The branch a service goes live from or what a group's yearly subscription costs; another
    subject's value in the same frame, and the branch staging deploys from or a rumoured rise,
    are said apart."""
    s = subject(c)
    o = other(c, s)
    if s.software:
        value, rival, near_value = pick(c, BRANCHES, 3)
        if turn(c) == 0:
            cited = (f"# {s.code}\ndeploy:\n  branch: {value}\n", "deploy.yaml", "file")
            riv = (f"# {o.code}\ndeploy:\n  branch: {rival}\n", "deploy.yaml", "file")
            question = f"Which branch feeds {s.code}'s production deploys?"
        else:
            frame = "ships to production from the {} branch; nothing else is wired to the live pipeline."
            cited = (f"{s.code} {frame.format(value)}", "release guide", "document")
            riv = (f"{o.code} {frame.format(rival)}", "release guide", "document")
            question = f"From what branch does {s.code} go live?"
        near = (
            f"{s.code} staging deploys come off {near_value}, that's staging only",
            "dev chat",
            "chat",
        )
        answer, forbidden = value, [rival, near_value]
    else:
        amounts = pick(c, [str(v) for v in range(24, 69) if v % 11], 3)
        value, rival, near_value = (f"£{a}" for a in amounts)
        if turn(c) == 0:
            frame = "membership: the yearly subscription is {}, payable at the first rehearsal of the season."
            cited = (f"{s.code} {frame.format(value)}", "membership page", "document")
            riv = (f"{o.code} {frame.format(rival)}", "membership page", "document")
            question = f"What does a year's membership of {s.code} cost?"
        else:
            frame = "Subs for {} come to {} a year now; the committee agreed it at the AGM."
            cited = (frame.format(s.code, value), "committee notes", "document")
            riv = (frame.format(o.code, rival), "committee notes", "document")
            question = f"How much is the annual subscription to {s.code}?"
        near = (
            f"someone reckoned {s.code} subs might go up to {near_value}, don't quote me",
            "group chat",
            "chat",
        )
        answer, forbidden = value, [rival, near_value]
    _write(
        c,
        cited=cited,
        rival=riv,
        near=near,
        question=question,
        answers=[answer],
        forbidden=forbidden,
    )


ZONES = (
    "Europe/Lisbon",
    "America/Chicago",
    "Asia/Tokyo",
    "Australia/Perth",
    "Africa/Nairobi",
    "Europe/Warsaw",
    "America/Bogota",
    "Asia/Seoul",
)
DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday")


def cron_timezone_or_committee_day(c: Case) -> None:
    """The timezone a service's scheduled jobs run in or the weekday a group's committee
    meets; another subject's value in the same frame, and the staging box's timezone or the
    junior section's day, are said apart."""
    s = subject(c)
    o = other(c, s)
    if s.software:
        value, rival, near_value = pick(c, ZONES, 3)
        if turn(c) == 0:
            cited = (f"# {s.code} scheduler\nCRON_TZ={value}\n", "scheduler.env", "file")
            riv = (f"# {o.code} scheduler\nCRON_TZ={rival}\n", "scheduler.env", "file")
            question = f"In which timezone do {s.code}'s scheduled jobs run?"
        else:
            frame = "'s scheduled jobs all run on {} time, whatever the server clock says."
            cited = (s.code + frame.format(value), "architecture notes", "document")
            riv = (o.code + frame.format(rival), "architecture notes", "document")
            question = f"What timezone are {s.code}'s cron jobs set to?"
        near = (
            f"the {s.code} staging box is set to {near_value}, fwiw, but that's only staging",
            "infra chat",
            "chat",
        )
    else:
        value, rival, near_value = pick(c, DAYS, 3)
        if turn(c) == 0:
            frame = "committee meets on the second {} of each month."
            cited = (f"{s.code} {frame.format(value)}", "members' handbook", "document")
            riv = (f"{o.code} {frame.format(rival)}", "members' handbook", "document")
            question = f"On which weekday does the {s.code} committee meet?"
        else:
            frame = "The {} committee gets together on a {} evening, once a month."
            cited = (frame.format(s.code, value), "secretary's notes", "document")
            riv = (frame.format(o.code, rival), "secretary's notes", "document")
            question = f"What day of the week does {s.code}'s committee sit?"
        near = (
            f"the {s.code} junior section meets on {near_value}, that's the juniors only",
            "group chat",
            "chat",
        )
    _write(
        c,
        cited=cited,
        rival=riv,
        near=near,
        question=question,
        answers=[value],
        forbidden=[rival, near_value],
    )


def migration_pair_or_meeting_roles(c: Case) -> None:
    """Who reviews and who merges a service's schema migrations, or who chairs a group's
    meetings and who takes the minutes, in a wiki table or a sentence; another subject's pair
    in the same frame and a one-off stand-in are said apart."""
    s = subject(c)
    o = other(c, s)
    first, second, rival_a, rival_b, once = people(c, 5)
    if s.software:
        head = "| service | reviews migrations | merges migrations |\n|---|---|---|\n"
        if turn(c) == 0:
            cited = (f"{head}| {s.code} | {first} | {second} |", "wiki table", "document")
            riv = (f"{head}| {o.code} | {rival_a} | {rival_b} |", "wiki table", "document")
        else:
            frame = "{} schema migrations are reviewed by {} and merged by {}."
            cited = (frame.format(s.code, first, second), "developer guide", "document")
            riv = (frame.format(o.code, rival_a, rival_b), "developer guide", "document")
        near = (
            f"{once} merged one {s.code} migration while both of them were away, just the once",
            "eng chat",
            "chat",
        )
        question = f"Who reviews {s.code}'s schema migrations, and who merges them?"
    else:
        head = "| group | chairs meetings | takes minutes |\n|---|---|---|\n"
        if turn(c) == 0:
            cited = (f"{head}| {s.code} | {first} | {second} |", "wiki table", "document")
            riv = (f"{head}| {o.code} | {rival_a} | {rival_b} |", "wiki table", "document")
        else:
            frame = "At {} meetings {} is in the chair and {} takes the minutes."
            cited = (frame.format(s.code, first, second), "committee page", "document")
            riv = (frame.format(o.code, rival_a, rival_b), "committee page", "document")
        near = (
            f"{once} took the {s.code} minutes once when the usual person had a cold, only that once",
            "group chat",
            "chat",
        )
        question = f"Who chairs {s.code}'s meetings, and who writes up the minutes?"
    _write(
        c,
        cited=cited,
        rival=riv,
        near=near,
        question=question,
        answers=[first, second],
        forbidden=[rival_a, rival_b, once],
    )


TEMPLATES = (
    escalation_lead_or_key_holder,
    queue_alert_depth_or_stand_count,
    deploy_branch_or_annual_subs,
    cron_timezone_or_committee_day,
    migration_pair_or_meeting_roles,
)
