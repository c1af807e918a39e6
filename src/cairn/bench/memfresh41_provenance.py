"""The provenance templates of `fresh41`: a fact said once by a source, the same fact of another
subject said in the same frame by an uncited event, and a near miss (a one-off, a wish, a rumour
or an idea) that must not be taken for it."""

from __future__ import annotations

from cairn.bench import memfresh41_pools as P
from cairn.bench.memgen import Case
from cairn.bench.memset import days


def dependency_approver_or_kit_steward(c: Case) -> None:
    """Provenance: who approves new dependencies for a service, or who looks after a group's
    kit, said once (in one wording the value is the second of two mentions), beside another
    subject's holder and someone who did it once."""
    s = P.subject(c, 0)
    (o,) = P.others(c, s, 1)
    a, x, d, near = P.people(c, 4)
    if s.software:
        if P.turn(c) == 0:
            frame, label = "Platform handbook, {k} page: new dependencies for {k} are approved by {p}.", "platform handbook"  # fmt: skip
            cited = frame.format(k=s.code, p=a)
        else:
            label = "architecture review notes"
            cited = f"{x} was first in line to approve {s.code} dependencies; in the end the approvals went to {a}, who signs them off now."  # fmt: skip
            frame = "Architecture review notes: dependency approvals for {k} sit with {p}."
        other = frame.format(k=o.code, p=d)
        odd = f"{near} signed off one {s.code} dependency as a favour while the usual approver was out."  # fmt: skip
        ask = f"If I want to pull a new library into {s.code}, whose approval do I need?"
    else:
        if P.turn(c) == 0:
            frame, label = "Club handbook: {p} is the {k} kit steward and looks after all the kit.", "club handbook"  # fmt: skip
            cited = frame.format(k=s.code, p=a)
        else:
            label = "committee minutes"
            cited = f"Kit steward for {s.code}: {x} offered first, but {a} took it on and has the kit now."  # fmt: skip
            frame = "Committee minutes: the {k} kit is stewarded by {p}."
        other = frame.format(k=o.code, p=d)
        odd = f"{near} took the {s.code} kit home once to dry it out after a wet session."
        ask = f"If a bit of {s.code} kit is broken, who is the person to tell?"
    fact = P.ev(c, "fact", cited, label, P.when(c, 0, 3))
    P.ev(c, "other", other, label, P.when(c, 0, 3))
    P.ev(c, "near", odd, "group chat" if not s.software else "ops chat", P.when(c, 1, 4))
    c.ask(ask, after=days(6))
    c.expect([a], [fact], forbidden=[d, near])


def concurrency_limit_or_campsite_pitches(c: Case) -> None:
    """Provenance: how many jobs a service runs in parallel, or how many campsite pitches a
    group has booked, beside another subject's count in the other form and a wished-for count."""
    s = P.subject(c, 6)
    (o,) = P.others(c, s, 1)
    ans, dist, wish = P.counts(c, 3)
    sp = P.spelled(c)
    a, d, w = P.say(ans, sp), P.say(dist, not sp), P.say(wish, not sp)
    if s.software:
        frame, label = (
            ("Scheduler notes: {k} runs at most {n} jobs in parallel.", "scheduler notes")
            if P.turn(c) == 0
            else ("Ops review: one {k} node may run {n} jobs side by side, no more.", "ops review")
        )
        odd = f"{s.code} ought to allow {w} parallel jobs really, just saying"
        ask = f"How many jobs can {s.code} run at once before the rest have to queue?"
    else:
        frame, label = (
            (
                "Booking confirmation: {k} has {n} pitches at the campsite for the summer meet.",
                "booking confirmation",
            )
            if P.turn(c) == 0
            else (
                "Campsite warden's note: {n} pitches are held for {k} over the summer meet.",
                "warden's note",
            )
        )
        odd = f"{s.code} could fill {w} pitches if everyone came, dream on"
        ask = f"How many tent pitches has {s.code} got for the summer meet?"
    fact = P.ev(c, "fact", frame.format(k=s.code, n=a), label, P.when(c, 0, 3))
    P.ev(c, "other", frame.format(k=o.code, n=d), label, P.when(c, 0, 3))
    P.ev(c, "wish", odd, "side chat", P.when(c, 1, 4))
    c.ask(ask, after=days(6))
    c.expect([a], [fact], forbidden=[d, w])


def restore_checkers_or_tea_rota(c: Case) -> None:
    """Provenance: who runs a service's restore test and who signs it off, or who brings the tea
    and who brings the cake to a group's meets, beside another subject's pair and someone who
    stood in once."""
    s = P.subject(c, 12)
    (o,) = P.others(c, s, 1)
    a, b, d, e, near = P.people(c, 5)
    if s.software:
        head = "| service | runs the restore test | signs it off |\n|---|---|---|\n"
        table, label = head + "| {k} | {p} | {q} |", "ops wiki table"
        prose = "Restore drill for {k}: {p} runs the restore, then {q} checks it and signs it off."  # fmt: skip
        odd = f"{near} ran one {s.code} restore during a rota swap"
        ask = f"When a {s.code} restore test is due, who runs it and who signs it off?"
    else:
        head = "| group | brings the tea | brings the cake |\n|---|---|---|\n"
        table, label = head + "| {k} | {p} | {q} |", "wiki table"
        prose = "Tea rota for {k}: {p} brings the flask of tea and {q} brings the cake."
        odd = f"{near} brought the tea to {s.code} once when the usual person was ill"
        ask = f"At {s.code} meets, who does the tea and who does the cake?"
    if P.turn(c) == 1:
        table, label = prose, "DR plan" if s.software else "newsletter"
    fact = P.ev(c, "fact", table.format(k=s.code, p=a, q=b), label, P.when(c, 0, 3))
    P.ev(c, "other", table.format(k=o.code, p=d, q=e), label, P.when(c, 0, 3))
    P.ev(c, "near", odd, "team room chat", P.when(c, 1, 4))
    c.ask(ask, after=days(5))
    c.expect([a, b], [fact], forbidden=[d, e, near])


def debug_port_or_annual_subs(c: Case) -> None:
    """Provenance: the port a service's debugger listens on, or what a year's membership of a
    group costs, beside another subject's and one only wondered about or rumoured."""
    s = P.subject(c, 18)
    (o,) = P.others(c, s, 1)
    if s.software:
        ans, dist, near = P.ports(c, 3)
        if P.turn(c) == 0:
            frame, label = "# {k}\nDEBUG_PORT_{K} := {v}", "Makefile"
        else:
            frame, label = "# {k}\n{K}_DEBUG_PORT={v}", "debug.env"
        odd = f"maybe {s.code} could move its debugger to {near}? just wondering"
        ask = f"Which port do I attach the debugger to for {s.code}?"
    else:
        ans, dist, near = P.amounts(c, 3)
        if P.turn(c) == 0:
            frame, label = "Treasurer's report: annual subs for {k} are {v} a member.", "treasurer's report"  # fmt: skip
        else:
            frame, label = "Membership form: joining {k} for the year costs {v}.", "membership form"  # fmt: skip
        odd = f"heard {s.code} subs might go up to {near}, no idea if true"
        ask = f"What does a year's membership of {s.code} cost?"
    said = frame.format(k=s.code, K=s.code.upper(), v=ans)
    fact = P.ev(c, "fact", said, label, P.when(c, 0, 3))
    P.ev(c, "other", frame.format(k=o.code, K=o.code.upper(), v=dist), label, P.when(c, 0, 3))
    P.ev(c, "near", odd, "group chat", P.when(c, 1, 4))
    c.ask(ask, after=days(6))
    c.expect([ans], [fact], forbidden=[dist, near])


def archive_region_or_social_night(c: Case) -> None:
    """Provenance: the cloud region a service's log archive sits in, or the evening a group holds
    its social (in one wording the value is the second of two mentions), beside another
    subject's and one only floated."""
    s = P.subject(c, 4)
    (o,) = P.others(c, s, 1)
    pool = P.REGIONS if s.software else P.WEEKDAYS
    ans, first, dist, other_first, near = P.pick(c, pool, 5)
    if s.software:
        if P.turn(c) == 0:
            frame, label = '# {k}\n[{low}.archive]\nregion = "{v}"', "archive.toml"
        else:
            frame = "The {k} log archive was headed for {f} in the first draft; the signed-off plan keeps it in {v}."  # fmt: skip
            label = "storage plan"
        odd = f"what if {s.code} archived to {near} instead? just floating it"
        ask = f"Which cloud region do the {s.code} log archives sit in?"
    else:
        if P.turn(c) == 0:
            frame, label = "Welcome pack: the {k} social night is on {v} evenings.", "welcome pack"
        else:
            frame = "{k} used to have its social on {f}; since the autumn the social night is {v}."  # fmt: skip
            label = "club newsletter"
        odd = f"could {s.code} do socials on {near}? just a thought"
        ask = f"Which evening should I keep free for the {s.code} social?"
    said = frame.format(k=s.code, low=s.code.lower(), v=ans, f=first)
    fact = P.ev(c, "fact", said, label, P.when(c, 0, 3))
    odd_other = frame.format(k=o.code, low=o.code.lower(), v=dist, f=other_first)
    P.ev(c, "other", odd_other, label, P.when(c, 0, 3))
    P.ev(c, "near", odd, "ops chat" if s.software else "group chat", P.when(c, 1, 4))
    c.ask(ask, after=days(6))
    c.expect([ans], [fact], forbidden=[dist, near])


TEMPLATES = (
    dependency_approver_or_kit_steward,
    concurrency_limit_or_campsite_pitches,
    restore_checkers_or_tea_rota,
    debug_port_or_annual_subs,
    archive_region_or_social_night,
)
