"""`fresh46` provenance templates: which source says a value, asked with another subject's
value in the same frame, a near miss (a one-off, a wish, something only heard) and some team
chat beside it. Each template writes a software face and a group face (by the subject)."""

from __future__ import annotations

from cairn.bench.memfresh46_pools import (
    Subject,
    chatter,
    counts,
    in_words,
    other,
    people,
    say,
    subject,
    turn,
)
from cairn.bench.memgen import Case, Template
from cairn.bench.memset import days, sample

Fact = tuple[str, str, str]  # text, label, source kind
COLOURS = (
    "maroon", "teal", "mustard", "lilac", "burgundy", "charcoal", "ochre", "scarlet", "emerald",
    "ivory",
)  # fmt: skip
REGIONS = (
    "eu-west-2", "us-east-2", "ap-southeast-1", "ca-central-1", "eu-north-1", "sa-east-1",
    "ap-northeast-3", "eu-south-2",
)  # fmt: skip


def write(
    c: Case,
    s: Subject,
    fact: Fact,
    rest: list[Fact],
    answers: list[str],
    forbidden: list[str],
    question: str,
) -> None:
    """The cited fact, the uncited rest (each in a session of its own), two team chat lines, and
    the question a little later."""
    cited = say(c, "f", *fact, days(c.rng.uniform(0, 4)), "s1")
    for i, (text, label, kind) in enumerate(rest):
        say(c, f"x{i}", text, label, kind, days(c.rng.uniform(0, 7)), f"s{i + 2}")
    chatter(c, s, 2, days(0), 7)
    c.ask(question, after=days(c.rng.uniform(9, 12)))
    c.expect(answers, [cited], forbidden=forbidden)


def prov_pager_owner_or_minibus_driver(c: Case) -> None:
    """Who carries a service's backup pager or who drives a group's minibus: the second of two
    names in the cited text, beside someone in a scoped role, against a one-off stand-in and
    another subject's holder."""
    s = subject(c, 0)
    o = other(c, s)
    a, b, helper, once, rival = people(c, 5)
    if s.software:
        fact = (
            f"{s.code} on-call rota: {b} carried the backup pager while the rota was being "
            f"drawn up, but from the autumn rotation onward the backup pager stays with {a}. "
            f"{helper} only covers the Saturday morning handover.",
            "on-call rota",
            "doc",
        )
        rest = [
            (f"{once} had the {s.code} backup pager over one long weekend, purely as a favour",
             "ops chat", "chat"),
            (f"{o.code} on-call rota: the backup pager stays with {rival}.", "on-call rota", "doc"),
        ]  # fmt: skip
        q = (
            f"If {s.code}'s primary on-call can't be woken at night, whose phone does the "
            "backup page ring?",
            f"Who is carrying the backup pager for {s.code} these days?",
        )[turn(c)]
    else:
        fact = (
            f"{s.code} handbook: {b} volunteered to drive the minibus, but only {a} is named "
            f"on the insurance for it; {helper} just keeps the tank topped up.",
            "club handbook",
            "doc",
        )
        rest = [
            (f"{once} drove the {s.code} minibus the one time the regular driver was off sick, "
             "nothing more", "group chat", "chat"),
            (f"{o.code} handbook: the minibus is driven by {rival}.", "club handbook", "doc"),
        ]  # fmt: skip
        q = (
            f"When {s.code} travels in its own minibus, who is behind the wheel?",
            f"Who is insured to drive the {s.code} minibus?",
        )[turn(c)]
    write(c, s, fact, rest, [a], [once, rival], q)


def prov_retry_limit_or_waiting_list(c: Case) -> None:
    """How many attempts a service gives a failing job, or how long a group's waiting list is,
    against another subject's count and a wished-for larger one in the other form."""
    s = subject(c, 1)
    o = other(c, s)
    drawn = counts(c, 3)
    n3 = max(drawn)  # the wished-for count is the largest
    n1, n2 = (n for n in drawn if n != n3)
    if s.software:
        fact = (f"# {s.code} job runner\n[retries]\nmax_attempts = {n1}\n", "retry.toml", "file")
        rest = [
            (f"# {o.code} job runner\n[retries]\nmax_attempts = {n2}\n", "retry.toml", "file"),
            (f"if it were up to me {s.code} would give a job {in_words(n3)} attempts, fat "
             "chance of that", "eng chat", "chat"),
        ]  # fmt: skip
        q = (
            f"How many goes does {s.code} give a failing background job before shelving it?",
            f"What's the most times {s.code} will retry a job that keeps failing?",
        )[turn(c)]
        write(c, s, fact, rest, [str(n1)], [str(n2), in_words(n3)], q)
    else:
        fact = (
            f"{s.code} membership page: the waiting list stands at {in_words(n1)} names; new "
            "names go to the bottom.",
            "membership page",
            "doc",
        )
        rest = [
            (f"{o.code} membership page: the waiting list stands at {in_words(n2)} names.",
             "membership page", "doc"),
            (f"in my dreams {s.code} has {n3} hopefuls queuing to join, some chance",
             "group chat", "chat"),
        ]  # fmt: skip
        q = (
            f"How many hopefuls are queued up to join {s.code}?",
            f"What's the length of {s.code}'s waiting list right now?",
        )[turn(c)]
        write(c, s, fact, rest, [in_words(n1)], [in_words(n2), str(n3)], q)


def prov_metrics_port_or_hall_hire(c: Case) -> None:
    """Which port a service's metrics are scraped on, or what a group pays a night for its
    hall, against another subject's and one only overheard."""
    s = subject(c, 2)
    o = other(c, s)
    if s.software:
        port, rival, heard = sample(c, range(9100, 9990), 3)
        fact = (
            f"scrape_configs:\n  - job_name: {s.code.lower()}\n    static_configs:\n"
            f'      - targets: ["{s.tag}-app:{port}"]\n',
            "prometheus.yml",
            "file",
        )
        rest = [
            (f"scrape_configs:\n  - job_name: {o.code.lower()}\n    static_configs:\n"
             f'      - targets: ["{o.tag}-app:{rival}"]\n', "prometheus.yml", "file"),
            (f"somebody at standup reckoned {s.code} serves metrics on {heard}, not sure "
             "that's current", "eng chat", "chat"),
        ]  # fmt: skip
        q = (
            f"Which port does Prometheus scrape {s.code} on?",
            f"What port are {s.code}'s metrics collected from?",
        )[turn(c)]
        write(c, s, fact, rest, [str(port)], [str(rival), str(heard)], q)
    else:
        fee, rival, heard = counts(c, 3)
        fact = (
            f"{s.code} accounts: hiring {s.rooms[0]} costs £{fee} per evening.",
            "treasurer's ledger",
            "doc",
        )
        rest = [
            (f"{o.code} accounts: hiring {o.rooms[0]} costs £{rival} per evening.",
             "treasurer's ledger", "doc"),
            (f"overheard that {s.code} pays £{heard} a night for the hall, take that with a "
             "pinch of salt", "group chat", "chat"),
        ]  # fmt: skip
        q = (
            f"How much does {s.code} pay for its hall each evening it books it?",
            f"What's the nightly hire charge {s.code} pays for its room?",
        )[turn(c)]
        write(c, s, fact, rest, [f"£{fee}"], [f"£{rival}", f"£{heard}"], q)


def prov_failover_region_or_stage_colour(c: Case) -> None:
    """Which cloud region a service fails over to, or what colour a group wears on stage,
    against another subject's and a value said of something else (the dev region, the
    rehearsal shirts)."""
    s = subject(c, 3)
    o = other(c, s)
    if s.software:
        mine, rival, dev = sample(c, REGIONS, 3)
        fact = (
            f'# {s.code} disaster recovery\nfailover_region = "{mine}"\n',
            "dr.tfvars",
            "file",
        )
        rest = [
            (f'# {o.code} disaster recovery\nfailover_region = "{rival}"\n', "dr.tfvars", "file"),
            (f"fwiw the {s.code} dev environment sits in {dev}", "infra chat", "chat"),
        ]  # fmt: skip
        q = (
            f"If {s.code}'s main region goes dark, where does its traffic fail over to?",
            f"Which cloud region is {s.code}'s disaster standby?",
        )[turn(c)]
    else:
        mine, rival, dev = sample(c, COLOURS, 3)
        fact = (
            f"{s.code} dress code: on concert nights everyone wears {mine}.",
            "dress code",
            "doc",
        )
        rest = [
            (f"{o.code} dress code: on concert nights everyone wears {rival}.", "dress code",
             "doc"),
            (f"the {s.code} rehearsal T-shirts turned up in {dev}, they're not for concerts "
             "though", "group chat", "chat"),
        ]  # fmt: skip
        q = (
            f"What colour is {s.code} dressed in when it performs?",
            f"When {s.code} takes the stage, what colour do its members wear?",
        )[turn(c)]
    write(c, s, fact, rest, [mine], [rival, dev], q)


def prov_release_approvers_or_tombola_pair(c: Case) -> None:
    """Who signs off and who ships a service's release, or who runs a group's tombola and who
    counts the takings, in a table or a sentence, against another subject's pair and a
    stand-in."""
    s = subject(c, 4)
    o = other(c, s)
    a, b, once, e, f = people(c, 5)
    if s.software:
        head = "| service | signs off the release | presses deploy |\n|---|---|---|\n"
        fact = (
            (f"{head}| {s.code} | {a} | {b} |\n", "wiki table", "doc"),
            (f"{s.code} release notes: releases are signed off by {a} and shipped by {b}.",
             "release notes", "doc"),
        )[turn(c)]  # fmt: skip
        rest = [
            (f"{head}| {o.code} | {e} | {f} |\n", "wiki table", "doc"),
            (f"{once} signed off a single {s.code} release back in the spring, as a stopgap",
             "eng chat", "chat"),
        ]  # fmt: skip
        q = f"Who signs off a {s.code} release, and who actually deploys it?"
    else:
        head = "| group | runs the tombola | counts the takings |\n|---|---|---|\n"
        fact = (
            (f"{head}| {s.code} | {a} | {b} |\n", "wiki table", "doc"),
            (f"{s.code} fete notes: the tombola is run by {a}, and {b} counts the takings.",
             "fete notes", "doc"),
        )[turn(c)]  # fmt: skip
        rest = [
            (f"{head}| {o.code} | {e} | {f} |\n", "wiki table", "doc"),
            (f"{once} minded the {s.code} tombola for an hour at the fete, just the once",
             "group chat", "chat"),
        ]  # fmt: skip
        q = f"Who is on the {s.code} tombola, and who counts the money afterwards?"
    write(c, s, fact, rest, [a, b], [e, f, once], q)


TEMPLATES: tuple[Template, ...] = (
    prov_pager_owner_or_minibus_driver,
    prov_retry_limit_or_waiting_list,
    prov_metrics_port_or_hall_hire,
    prov_failover_region_or_stage_colour,
    prov_release_approvers_or_tombola_pair,
)
