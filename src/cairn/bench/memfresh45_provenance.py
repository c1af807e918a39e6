"""`fresh45` provenance templates: the fact is said once by the source that owns it; another
subject's value sits in the same frame in an uncited event, and a near miss (a stand-in, a
wish, hearsay, a value of something else) is said in chat."""

from __future__ import annotations

from cairn.bench.memfresh45_pools import (
    around,
    chat_lines,
    counts,
    other,
    people,
    say,
    spelled,
    subject,
    turn,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import days, sample

REGIONS = ("eu-west-2", "eu-central-1", "us-east-2", "ap-southeast-1", "eu-north-1", "ca-central-1")
COLOURS = ("maroon", "teal", "mustard", "navy", "lilac", "bottle green", "sky blue", "plum")


def _write(
    c: Case,
    cited: tuple[str, str, str],
    rival: tuple[str, str, str],
    near: tuple[str, str],
    question: str,
    answers: list[str],
    forbidden: list[str],
) -> None:
    """The cited fact, another subject's in its frame, a near miss in chat, two chat lines, the
    question a few days on."""
    s = subject(c)
    fact = say(c, "fact", cited[0], cited[1], cited[2], around(c, 0, 1), "s1")
    say(c, "rival", rival[0], rival[1], rival[2], around(c, 0, 2), "s2")
    say(c, "near", near[0], near[1], "chat", around(c, 1, 3), "s3")
    for i, text in enumerate(sample(c, chat_lines(s), 2)):
        say(c, f"chat{i}", text, f"{near[1]} message {i + 1}", "chat", around(c, 0, 3), "s4")
    c.ask(question, after=days(c.rng.uniform(4, 6)))
    c.expect(answers, [fact], forbidden=forbidden)


def escalation_lead_or_van_driver(c: Case) -> None:
    """Who takes a service's out-of-hours escalations, or who drives a group's van: the answer
    is the second of two people named, a third has a scoped role, and someone stood in once."""
    s = subject(c)
    o = other(c, s)
    was, who, scoped, rival, once = people(c, 5)
    if s.software:
        cited = (
            f"{s.code} on-call runbook: {was} was listed as the escalation contact when the rota "
            f"began, but since the spring handover the out-of-hours escalations go to {who}; "
            f"{scoped} only covers the weekday lunchtime slot.",
            "on-call runbook",
            "doc",
        )
        fr = f"{o.code} on-call runbook: out-of-hours escalations go to {rival}."
        near = f"{once} took the {s.code} escalations over one bank holiday, as a favour"
        q = (
            f"When {s.code} falls over in the middle of the night and the first responder is "
            "stuck, who is it escalated to?",
            f"Who are {s.code} problems passed up to outside working hours?",
        )[turn(c)]
        _write(
            c, cited, (fr, "on-call runbook", "doc"), (near, "ops chat"), q, [who], [rival, once]
        )
        return
    cited = (
        f"{s.code} committee minutes: {was} put a name down to drive the club van, but only "
        f"{who} is insured on it, so {who} drives to outings; {scoped} just sees to the fuel.",
        "committee minutes",
        "doc",
    )
    fr = f"{o.code} committee minutes: {rival} drives the club van to outings."
    near = f"{once} drove the {s.code} van the one time the usual driver was ill, just the once"
    q = (
        f"Who gets behind the wheel of the {s.code} van on outings?",
        f"Who's the insured driver taking {s.code} to its outings?",
    )[turn(c)]
    _write(
        c, cited, (fr, "committee minutes", "doc"), (near, "group chat"), q, [who], [rival, once]
    )


def queue_depth_or_reserve_list(c: Case) -> None:
    """How many jobs one worker of a service may hold waiting, or how many people are on a
    group's reserve list; a wished-for count (the largest) in the other form."""
    s = subject(c)
    o = other(c, s)
    drawn = counts(c, 3)
    wish = max(drawn)  # the wished-for count is always the largest
    real, theirs = (v for v in drawn if v != wish)
    say_real = str(real) if turn(c) == 0 else spelled(real)
    say_theirs = str(theirs) if turn(c) == 0 else spelled(theirs)
    say_wish = spelled(wish) if turn(c) == 0 else str(wish)
    if s.software:
        if turn(c) == 0:
            cited = (f"# {s.code}\n[worker]\nmax_queued_jobs = {real}", "queue.toml", "file")
            fr = (f"# {o.code}\n[worker]\nmax_queued_jobs = {theirs}", "queue.toml", "file")
        else:
            cited = (
                f"{s.code} capacity note: each worker keeps at most {say_real} jobs waiting "
                "and turns the rest away.",
                "capacity note",
                "doc",
            )
            fr = (
                f"{o.code} capacity note: each worker keeps at most {say_theirs} jobs waiting.",
                "capacity note",
                "doc",
            )
        near = f"if {s.code} workers could hold {say_wish} queued jobs we'd be laughing, dream on"
        q = (
            f"How many jobs can sit waiting on one {s.code} worker before new ones are refused?",
            f"What's the biggest backlog a single {s.code} worker will hold, in jobs?",
        )[turn(c)]
        _write(c, cited, fr, (near, "eng chat"), q, [say_real], [say_theirs, say_wish])
        return
    cited = (
        f"{s.code} membership page: {say_real} people are on the reserve list at the moment.",
        "membership page",
        "doc",
    )
    fr = (
        f"{o.code} membership page: {say_theirs} people are on the reserve list at the moment.",
        "membership page",
        "doc",
    )
    near = f"imagine {s.code} with {say_wish} on the reserve list, wishful thinking I suppose"
    q = (
        f"How many people are queuing for a spot in {s.code}?",
        f"How long is the line of hopefuls waiting to join {s.code}, in people?",
    )[turn(c)]
    _write(c, cited, fr, (near, "group chat"), q, [say_real], [say_theirs, say_wish])


def health_port_or_locker_fee(c: Case) -> None:
    """Which port a service's health checks answer on, or what a group's locker costs for a
    season; a value only heard second hand in chat."""
    s = subject(c)
    o = other(c, s)
    if s.software:
        port, theirs, heard = (str(p) for p in sample(c, range(7101, 9899, 7), 3))
        if turn(c) == 0:
            cited = (f"# {s.code} probes\nHEALTHCHECK_PORT={port}", "health.env", "file")
            fr = (f"# {o.code} probes\nHEALTHCHECK_PORT={theirs}", "health.env", "file")
        else:
            cited = (f"{s.code}:\n  liveness:\n    port: {port}", "probes.yaml", "file")
            fr = (f"{o.code}:\n  liveness:\n    port: {theirs}", "probes.yaml", "file")
        near = f"someone at standup said {s.code} answers health checks on {heard}, can't vouch"
        q = (
            f"Which port does the load balancer poll to tell whether {s.code} is alive?",
            f"What port should the liveness probe knock on for {s.code}?",
        )[turn(c)]
        _write(c, cited, fr, (near, "infra chat"), q, [port], [theirs, heard])
        return
    fee, theirs, heard = (f"£{v}" for v in counts(c, 3))
    if turn(c) == 0:
        cited = (f"{s.code} fees sheet: locker hire is {fee} for the season.", "fees sheet", "doc")
        fr = (f"{o.code} fees sheet: locker hire is {theirs} for the season.", "fees sheet", "doc")
    else:
        cited = (
            f"{s.code} treasurer's note: a locker costs {fee} a season, paid at the first session.",
            "treasurer's note",
            "doc",
        )
        fr = (
            f"{o.code} treasurer's note: a locker costs {theirs} a season.",
            "treasurer's note",
            "doc",
        )
    near = f"I was told a {s.code} locker is {heard} now, no idea if that's right"
    q = (
        f"What does a {s.code} member pay to keep a locker for the season?",
        f"How much is a season's locker hire at {s.code}?",
    )[turn(c)]
    _write(c, cited, fr, (near, "group chat"), q, [fee], [theirs, heard])


def deploy_region_or_home_shirt(c: Case) -> None:
    """The cloud region a service's production runs in, or the colour a group wears as hosts;
    the near miss is the region of staging or the colour of the training bibs."""
    s = subject(c)
    o = other(c, s)
    if s.software:
        live, theirs, staging = sample(c, REGIONS, 3)
        if turn(c) == 0:
            cited = (f'# {s.code}\nprimary_region = "{live}"', "terraform.tfvars", "file")
            fr = (f'# {o.code}\nprimary_region = "{theirs}"', "terraform.tfvars", "file")
        else:
            cited = (
                f"{s.code} platform notes: production serves from {live}.",
                "platform notes",
                "doc",
            )
            fr = (
                f"{o.code} platform notes: production serves from {theirs}.",
                "platform notes",
                "doc",
            )
        near = f"fwiw the {s.code} staging copy lives in {staging}, not that it matters much"
        q = (
            f"Which cloud region handles {s.code}'s live traffic?",
            f"Where, region-wise, does production {s.code} actually run?",
        )[turn(c)]
        _write(c, cited, fr, (near, "infra chat"), q, [live], [theirs, staging])
        return
    home, theirs, bibs = sample(c, COLOURS, 3)
    cited = (f"{s.code} kit page: when we host, we turn out in {home}.", "kit page", "doc")
    fr = (f"{o.code} kit page: when we host, we turn out in {theirs}.", "kit page", "doc")
    near = f"the {s.code} training bibs are {bibs}, don't mix them up with the proper shirts"
    q = (
        f"What colour does {s.code} wear when it is the host side?",
        f"When {s.code} is on home ground, what colour are the shirts?",
    )[turn(c)]
    _write(c, cited, fr, (near, "group chat"), q, [home], [theirs, bibs])


def rollback_pair_or_raffle_pair(c: Case) -> None:
    """Who starts a service's rollback and who confirms it, or who sells a group's raffle
    tickets and who draws the winners; someone who stood in once."""
    s = subject(c)
    o = other(c, s)
    first, second, r1, r2, once = people(c, 5)
    if s.software:
        head = "| service | starts a rollback | confirms it |\n|---|---|---|"
        if turn(c) == 0:
            cited = (f"{head}\n| {s.code} | {first} | {second} |", "wiki table", "doc")
        else:
            cited = (
                f"{s.code} review notes: rollbacks are started by {first} and confirmed by "
                f"{second}.",
                "review notes",
                "doc",
            )
        fr = (f"{head}\n| {o.code} | {r1} | {r2} |", "wiki table", "doc")
        near = f"{once} started a {s.code} rollback one time as a stopgap, a one-off"
        q = (
            f"Who kicks off a {s.code} rollback, and who signs it off?",
            f"For {s.code}, whose job is it to start a rollback and whose to confirm it?",
        )[turn(c)]
        _write(c, cited, fr, (near, "eng chat"), q, [first, second], [r1, r2, once])
        return
    head = "| group | sells the raffle tickets | draws the winners |\n|---|---|---|"
    if turn(c) == 0:
        cited = (f"{head}\n| {s.code} | {first} | {second} |", "wiki table", "doc")
    else:
        cited = (
            f"{s.code} AGM notes: raffle tickets are sold by {first}, and {second} draws the "
            "winners.",
            "AGM notes",
            "doc",
        )
    fr = (f"{head}\n| {o.code} | {r1} | {r2} |", "wiki table", "doc")
    near = f"{once} drew the {s.code} raffle one evening as a one-off"
    q = (
        f"Who sells {s.code}'s raffle tickets, and who pulls the winners out of the hat?",
        f"At {s.code}, who handles raffle ticket sales and who does the draw?",
    )[turn(c)]
    _write(c, cited, fr, (near, "group chat"), q, [first, second], [r1, r2, once])


TEMPLATES = (
    escalation_lead_or_van_driver,
    queue_depth_or_reserve_list,
    health_port_or_locker_fee,
    deploy_region_or_home_shirt,
    rollback_pair_or_raffle_pair,
)
