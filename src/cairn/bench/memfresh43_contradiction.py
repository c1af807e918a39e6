"""The contradiction templates of `fresh43`: two named sources give one fact of a subject.
Instances 0, 2 and 4 of a template disagree (both values are expected and both events flagged);
1 and 3 agree, the second source giving the value in another form (a count in words, a time in
words, an amount in pounds written out), and the answer is the first source's form. Another
subject's value stands in the first source's frame, uncited."""

from __future__ import annotations

from dataclasses import dataclass

from cairn.bench.memfresh43_pools import (
    VENUES,
    at,
    clock,
    counts,
    ev,
    other,
    people,
    place,
    said,
    subject,
    versions,
    words,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import days, sample

BRANCHES = ("trunk", "mainline", "develop", "integration", "release-next", "main-green")


@dataclass(frozen=True)
class Pair:
    """What a case says: the first source's text for a subject and value, the second's, their
    labels, and the question (agree-or-same, or asking for the value)."""

    first: str
    second: str
    label1: str
    label2: str
    agree_q: str
    value_q: str


def write(c: Case, p: Pair, values: tuple[str, str, str, str]) -> None:
    """``values``: the first source's value, the second's when they differ, the second's form
    when they agree, and another subject's value."""
    s = subject(c)
    o = other(c, s)
    inst = place(c)[2]
    v1, v2, same, d = values
    flagged = inst in (0, 2, 4)
    e1 = ev(c, "a", p.first.format(code=s.code, v=v1), p.label1, "file", at(c, 0, 3))
    e2 = ev(c, "b", p.second.format(code=s.code, v=v2 if flagged else same), p.label2,
            "message", at(c, 1, 5), "s2")  # fmt: skip
    ev(c, "d", p.first.format(code=o.code, v=d), p.label1, "file", at(c, 0, 4), "s3")
    q = p.agree_q if inst in (0, 1, 3) else p.value_q
    c.ask(q.format(code=s.code), after=days(7))
    if flagged:
        c.expect([v1, v2], [e1, e2], contradictions=[e1, e2], forbidden=[d])
    else:
        c.expect([v1], [e1, e2], forbidden=[d])


def upstream_timeout_or_touring_cap(c: Case) -> None:
    """How long a service waits on an upstream call (gateway.toml against the ops wiki), or how
    many members a group may take on tour (the rulebook against the captain's text)."""
    a, b, d = counts(c, 3)
    if subject(c).software:
        p = Pair(
            "# {code}\n[timeouts]\nupstream_seconds = {v}",
            "{code} ops wiki: an upstream call is abandoned after {v} seconds",
            "gateway.toml",
            "ops wiki",
            "Do gateway.toml and the ops wiki give {code} the same upstream timeout?",
            "Going by gateway.toml and the ops wiki, how many seconds does {code} wait on an "
            "upstream call before giving up?",
        )
    else:
        p = Pair(
            "{code} rulebook: a touring party is capped at {v} members",
            "Text from the captain: {code} can take {v} on tour, no more",
            "rulebook",
            "captain's text",
            "Do the rulebook and the captain's text agree on how many {code} members can go on "
            "tour?",
            "According to the rulebook and the captain's text, how big can the {code} touring "
            "party be?",
        )
    write(c, p, (str(a), str(b), words(a), str(d)))


def postgres_release_or_annual_subs(c: Case) -> None:
    """The PostgreSQL release a service runs (docker-compose.yml against the README), or a
    group's annual subs (the joining form against the treasurer's note)."""
    if subject(c).software:
        a, b, d = versions(c, 3, (14, 15, 16, 17))
        p = Pair(
            "# {code}\nservices:\n  db:\n    image: postgres:{v}",
            "{code} README: local development needs PostgreSQL {v}",
            "docker-compose.yml",
            "README",
            "Do docker-compose.yml and the README want the same PostgreSQL release for {code}?",
            "Per docker-compose.yml and the README, which PostgreSQL release does {code} run on?",
        )
        write(c, p, (a, b, a, d))
        return
    a, b, d = (str(v) for v in sample(c, range(31, 96), 3))
    p = Pair(
        "{code} joining form: annual subs {v}",
        "{code} treasurer's note: subs come to {v} a year",
        "joining form",
        "treasurer's note",
        "Do the joining form and the treasurer's note say the same annual subs for {code}?",
        "Per the joining form and the treasurer's note, what are the {code} annual subs?",
    )
    write(c, p, (f"£{a}", f"£{b}", f"{a} pounds", f"£{d}"))


def schema_approver_or_safeguarding_lead(c: Case) -> None:
    """Who approves a service's schema changes (OWNERS against the architecture notes), or who a
    group's safeguarding lead is (the noticeboard against the secretary's email)."""
    a, b, d = people(c, 3)
    if subject(c).software:
        p = Pair(
            "# {code}\n/schema/ @{v}",
            "{code} architecture notes: schema changes go past {v} before they merge",
            "OWNERS",
            "architecture notes",
            "Do OWNERS and the architecture notes agree on who must approve {code} schema changes?",
            "According to OWNERS and the architecture notes, whose approval does a {code} "
            "schema change need?",
        )
    else:
        p = Pair(
            "{code} noticeboard: safeguarding lead is {v}",
            "Email from the secretary: for anything safeguarding at {code}, talk to {v}",
            "noticeboard",
            "secretary's email",
            "Do the noticeboard and the secretary's email name the same safeguarding lead for "
            "{code}?",
            "Going by the noticeboard and the secretary's email, who is the {code} safeguarding "
            "lead?",
        )
    write(c, p, (a, b, a, d))


def maintenance_window_or_doors_time(c: Case) -> None:
    """When a service's maintenance window opens (cron.yaml against the ops calendar), or when
    doors open for a group's gig (the gig poster against the bandleader's text)."""
    a, b, d = clock(c, 3)
    if subject(c).software:
        p = Pair(
            '# {code}\nmaintenance:\n  window_opens: "{v}"',
            "{code} ops calendar: the maintenance window opens at {v}",
            "cron.yaml",
            "ops calendar",
            "Do cron.yaml and the ops calendar open the {code} maintenance window at the same "
            "time?",
            "Per cron.yaml and the ops calendar, when does the {code} maintenance window open?",
        )
    else:
        p = Pair(
            "{code} gig poster: doors open {v}",
            "Text from the bandleader: {code} doors open at {v}",
            "gig poster",
            "bandleader's text",
            "Do the gig poster and the bandleader's text give the same door time for {code}?",
            "According to the gig poster and the bandleader's text, what time do doors open "
            "for {code}?",
        )
    write(c, p, (a, b, said(a), d))


def release_branch_or_rehearsal_venue(c: Case) -> None:
    """The branch a service releases from (workflow.yml against the contributing guide), or
    where a group rehearses (the diary against the convenor's email)."""
    if subject(c).software:
        a, b, d = sample(c, BRANCHES, 3)
        p = Pair(
            "# {code}\non:\n  push:\n    branches: [{v}]",
            "{code} contributing guide: pull requests go against {v}",
            "workflow.yml",
            "contributing guide",
            "Do workflow.yml and the contributing guide point {code} at the same branch?",
            "Going by workflow.yml and the contributing guide, which branch does {code} ship from?",
        )
    else:
        a, b, d = sample(c, VENUES, 3)
        p = Pair(
            "{code} diary: rehearsals are held at {v}",
            "Email from the convenor: {code} rehearses at {v} this term",
            "diary",
            "convenor's email",
            "Do the diary and the convenor's email send {code} to the same place to rehearse?",
            "Going by the diary and the convenor's email, where does {code} rehearse?",
        )
    write(c, p, (a, b, a, d))


TEMPLATES = (
    upstream_timeout_or_touring_cap,
    postgres_release_or_annual_subs,
    schema_approver_or_safeguarding_lead,
    maintenance_window_or_doors_time,
    release_branch_or_rehearsal_venue,
)
