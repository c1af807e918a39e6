"""The pools and the 25 templates of the held-out set ``fresh7`` (``bench.memfresh7``).

Twenty operational subjects none of the earlier sets use (connection pools, CDN purges, sign-in
providers, licence audits, API sunsets, dead-letter queues, log retention, severity targets,
load-test budgets, localisation freezes, office VLANs, grant deadlines, printer fleets, code-owner
rotations, build-cache eviction, flag clean-up, on-call handover, lab bookings, release trains,
accessibility audits), written as tickets, commit messages, review threads, minutes, chat threads
with several speakers, config lines, pasted tables, e-mails and forwarded or quoted text.

Every case puts a distractor in the same frame (the same attribute of another subject), many a
second one (an earlier step, a hedge, another attribute of the same subject); corrections never
carry ``supersedes`` and never repeat the value they replace. Nothing here was written against
cairn's judgment rules; no template keys on a word those rules know.
"""

from __future__ import annotations

from cairn.bench.memfresh7_pools import (
    DATABASES,
    ENDPOINTS,
    IDPS,
    LICENCES,
    LOADTESTS,
    LOCALES,
    LOGSTREAMS,
    PACKAGES,
    PATHS,
    QUEUES,
    SEVERITIES,
    WEBAPPS,
    _d,
    _dates,
    _nums,
    _people,
    _slack,
)
from cairn.bench.memgen import Case

# -- provenance ----------------------------------------------------------------------------------


def pool_config_beside_hearsay(c: Case) -> None:
    """A reported figure for a database pool beside the config line that says otherwise; the
    question asks what is configured and where it is written."""
    db, other = c.rng.sample(list(DATABASES), 2)
    said, real, theirs = _nums(c, 12, 97, 3)
    a, b = _people(c, 2)
    c.event(
        "hearsay",
        _slack(b, f"{a} told me {db} gets {said} pooled connections, I think?"),
        label="ops chat",
        kind="chat",
        trust=0.5,
        after=_d(hours=1),
        session="s1",
    )
    cfg = c.event(
        "config",
        f"# services/{db}/pgbouncer.ini\n[pgbouncer]\ndefault_pool_size = {real}",
        label=f"{db} repo config",
        kind="config",
        trust=0.95,
        after=_d(days=1),
        session="s2",
    )
    c.event(
        "other",
        f"# services/{other}/pgbouncer.ini\n[pgbouncer]\ndefault_pool_size = {theirs}",
        label=f"{other} repo config",
        kind="config",
        trust=0.95,
        after=_d(days=1, minutes=5),
        session="s2",
    )
    c.event(
        "noise",
        f"Ticket OPS-{_nums(c, 100, 999, 1)[0]}: {db} slow-query alert was noisy overnight, muted.",
        label="ops tracker",
        kind="ticket",
        trust=0.8,
        after=_d(days=2),
        session="s3",
    )
    c.ask(
        c.pick(
            (
                f"How many server connections per pool does {db} really get, per its committed"
                " settings, and which record says so?",
                f"Ignoring chat rumours, what connection ceiling is written down for {db}?",
            )
        ),
        after=_d(days=5),
    )
    c.expect([real], [cfg], forbidden=[said, theirs])


def purge_rule_owner(c: Case) -> None:
    """Who set a CDN purge rule: the review thread names the decider for one path, another
    path's rule was set by someone else, and a third person only asked about it."""
    path, other = c.rng.sample(list(PATHS), 2)
    decider, other_decider, asker = _people(c, 3)
    ttl, other_ttl = _nums(c, 5, 60, 2, 5)
    rule = c.event(
        "rule",
        f"PR #{_nums(c, 300, 900, 1)[0]} review, {decider}: approving. Purge {path} on every"
        f" deploy and cap its edge cache at {ttl} minutes; I own this rule.",
        label="CDN config review",
        kind="review",
        trust=0.9,
        after=_d(hours=2),
        session="s1",
    )
    c.event(
        "other",
        f"{other_decider} (commit message): cdn: {other} keeps a {other_ttl} minute edge cache,"
        " purged only by hand",
        label="cdn repo history",
        kind="commit",
        trust=0.9,
        after=_d(days=1),
        session="s2",
    )
    c.event(
        "asker",
        _slack(asker, f"does anyone know who decided the purge behaviour for {path}? not me"),
        label="ops chat",
        kind="chat",
        trust=0.4,
        after=_d(days=3),
        session="s3",
    )
    c.event(
        "noise",
        "Minutes, web guild: agreed to move the CDN dashboards into the shared folder.",
        label="web guild minutes",
        kind="minutes",
        trust=0.7,
        after=_d(days=4),
        session="s4",
    )
    c.ask(
        c.pick(
            (
                f"Whose call was the edge-cache purge policy on {path}?",
                f"Which person owns the invalidation rule for {path}, and where did they say it?",
            )
        ),
        after=_d(days=6),
    )
    c.expect([decider], [rule], forbidden=[other_decider, asker])


def sign_in_provider_by_email(c: Case) -> None:
    """The identity provider of an internal web app, from the IT lead's e-mail; a forwarded
    vendor pitch names another provider and another app uses a third."""
    app, other = c.rng.sample(list(WEBAPPS), 2)
    idp, pitched, theirs = c.rng.sample(list(IDPS), 3)
    lead, rep = _people(c, 2)
    mail = c.event(
        "mail",
        f"From: {lead} (IT)\nSubject: {app} login\nAll staff now reach {app} through single"
        f" sign-on with {idp}; local passwords are switched off.",
        label="IT mailbox",
        kind="email",
        trust=0.95,
        after=_d(days=1),
        session="s1",
    )
    c.event(
        "pitch",
        f"---------- Forwarded message ----------\nFrom: {rep}\nWe would love to move {app}"
        f" onto {pitched} next quarter, happy to run a demo.",
        label="forwarded sales mail",
        kind="email",
        trust=0.4,
        after=_d(days=2),
        session="s2",
    )
    c.event(
        "other",
        f"{other} runbook: staff sign-in is federated through {theirs}.",
        label=f"{other} runbook",
        kind="document",
        trust=0.85,
        after=_d(hours=3),
        session="s1",
    )
    c.event(
        "noise",
        f"Ticket IT-{_nums(c, 100, 999, 1)[0]}: {app} favicon is blurry on retina screens.",
        label="IT tracker",
        kind="ticket",
        trust=0.7,
        after=_d(days=3),
        session="s3",
    )
    c.ask(
        f"Which SSO vendor authenticates people logging into {app}, and who announced it?",
        after=_d(days=8),
    )
    c.expect([idp], [mail], forbidden=[pitched, theirs])


def licence_audit_row(c: Case) -> None:
    """A licence recorded in a pasted audit table for one package; a chat guess and another
    package's audit give other licences."""
    pkg, other, third = c.rng.sample(list(PACKAGES), 3)
    lic, guess, theirs, row3 = c.rng.sample(list(LICENCES), 4)
    g = _people(c, 1)[0]
    table = c.event(
        "table",
        "Licence audit, pasted from the sheet:\npackage | licence | verdict\n"
        f"{pkg} | {lic} | allowed with notice\n{third} | {row3} | allowed",
        label="compliance sheet",
        kind="document",
        trust=0.95,
        after=_d(days=2),
        session="s2",
    )
    c.event(
        "guess",
        _slack(g, f"pretty sure {pkg} is {guess}, but don't quote me"),
        label="dev chat",
        kind="chat",
        trust=0.4,
        after=_d(days=1),
        session="s1",
    )
    c.event(
        "other",
        f"Audit note: {other} ships under {theirs}; legal signed off.",
        label="legal notes",
        kind="document",
        trust=0.9,
        after=_d(days=3),
        session="s3",
    )
    c.event(
        "noise",
        f"Commit: deps: bump {pkg} patch release, no API change",
        label="app repo history",
        kind="commit",
        trust=0.8,
        after=_d(days=4),
        session="s4",
    )
    c.ask(
        f"Under what terms is {pkg} distributed, according to the compliance review?", after=_d(9)
    )
    c.expect([lic], [table], forbidden=[guess, theirs])


def sunset_date_in_commit(c: Case) -> None:
    """The sunset date of an API endpoint as the merged commit gives it; an unsure reviewer
    floated another date and a sibling endpoint retires on a third."""
    ep, other = c.rng.sample(list(ENDPOINTS), 2)
    date, floated, theirs = _dates(c, 3)
    author, reviewer = _people(c, 2)
    commit = c.event(
        "commit",
        f"commit by {author}: api: mark {ep} deprecated; Sunset header set to {date}",
        label="api repo history",
        kind="commit",
        trust=0.95,
        after=_d(days=2),
        session="s2",
    )
    c.event(
        "review",
        f"Review comment, {reviewer}: should we not wait until {floated} for {ep}? not sure",
        label="api review thread",
        kind="review",
        trust=0.5,
        after=_d(days=1),
        session="s1",
    )
    c.event(
        "other",
        f"Changelog: {other} stops answering on {theirs}; clients get 410 Gone afterwards.",
        label="public changelog",
        kind="document",
        trust=0.9,
        after=_d(days=3),
        session="s3",
    )
    c.event(
        "noise",
        f"Support macro updated: point integrators asking about {ep} to the migration guide.",
        label="support notes",
        kind="document",
        trust=0.7,
        after=_d(days=4),
        session="s4",
    )
    c.ask(f"When is {ep} switched off, per what was actually merged?", after=_d(days=7))
    c.expect([date], [commit], forbidden=[floated, theirs])


# -- contradiction -------------------------------------------------------------------------------


def _contra(
    c: Case, first: str, second: str, agree: bool, same: str, a: str, b: str
) -> tuple[list[str], list[str]]:
    """Answers and flagged ids: both values and both sources when they disagree."""
    if agree:
        return [same], []
    return [a, b], [first, second]


def dead_letter_receive_count(c: Case) -> None:
    """How many deliveries before a message goes to the dead-letter queue: the runbook and the
    queue's Terraform, which disagree or agree; another queue's count is a distractor."""
    q, other = c.rng.sample(list(QUEUES), 2)
    agree = c.rng.random() < 0.35
    n1, n2, theirs = _nums(c, 3, 30, 3)
    n2 = n1 if agree else n2
    w = _people(c, 1)[0]
    first = c.event(
        "runbook",
        f"Runbook ({w}): {q} parks a message in its DLQ after {n1} failed receives.",
        label="queue runbook",
        kind="document",
        trust=0.85,
        after=_d(days=1),
        session="s1",
    )
    second = c.event(
        "tf",
        f'resource "aws_sqs_queue" "{q}" {{\n  redrive_policy = {{ maxReceiveCount = {n2} }}\n}}',
        label="infra repo",
        kind="config",
        trust=0.9,
        after=_d(days=3),
        session="s2",
    )
    c.event(
        "other",
        f'resource "aws_sqs_queue" "{other}" {{\n  redrive_policy = {{ maxReceiveCount = {theirs} }}'
        "\n}",
        label="infra repo",
        kind="config",
        trust=0.9,
        after=_d(days=3, minutes=2),
        session="s2",
    )
    c.event(
        "noise",
        _slack(w, f"{q} consumer lag is back to normal after the deploy"),
        label="ops chat",
        kind="chat",
        trust=0.6,
        after=_d(days=4),
        session="s3",
    )
    answers, flagged = _contra(c, first, second, agree, n1, n1, n2)
    c.ask(f"After how many attempts does {q} give up and dead-letter a message?", after=_d(6))
    c.expect(answers, [first, second], contradictions=flagged, forbidden=[theirs])


def log_retention_units(c: Case) -> None:
    """How long a log stream is kept: a legal memo in days and the pipeline config in hours,
    which say the same or not; another stream's retention is a distractor."""
    stream, other = c.rng.sample(list(LOGSTREAMS), 2)
    agree = c.rng.random() < 0.4
    days, wrong, theirs = (int(x) for x in _nums(c, 14, 400, 3, 7))
    hours = days * 24 if agree else wrong * 24
    memo = c.event(
        "memo",
        f"Legal memo: {stream} must be retained for {days} days and then deleted.",
        label="legal memo",
        kind="document",
        trust=0.9,
        after=_d(days=1),
        session="s1",
    )
    cfg = c.event(
        "cfg",
        f"logging/{stream.split()[0]}.yaml:\n  retention_hours: {hours}\n  tier: cold-after-7d",
        label="log pipeline config",
        kind="config",
        trust=0.9,
        after=_d(days=2),
        session="s2",
    )
    c.event(
        "other",
        f"Legal memo: {other} are kept {theirs} days.",
        label="legal memo",
        kind="document",
        trust=0.9,
        after=_d(days=1, minutes=10),
        session="s1",
    )
    c.event(
        "noise",
        f"Ticket SEC-{_nums(c, 100, 999, 1)[0]}: dashboards for {stream} moved to the new folder.",
        label="security tracker",
        kind="ticket",
        trust=0.7,
        after=_d(days=3),
        session="s3",
    )
    answers = [f"{days} days"] if agree else [f"{days} days", str(hours)]
    flagged = [] if agree else [memo, cfg]
    c.ask(f"How long do we hold on to the {stream}?", after=_d(days=5))
    c.expect(answers, [memo, cfg], contradictions=flagged, forbidden=[f"{theirs} days"])


def severity_response_target(c: Case) -> None:
    """The acknowledgement target of one severity: wiki and on-call handbook, agreeing or not;
    the next severity's target is a distractor."""
    sev, other = c.rng.sample(list(SEVERITIES), 2)
    agree = c.rng.random() < 0.35
    m1, m2, theirs = _nums(c, 5, 95, 3, 5)
    m2 = m1 if agree else m2
    first = c.event(
        "wiki",
        f"Incident wiki: a {sev} page must be acknowledged within {m1} minutes.",
        label="incident wiki",
        kind="document",
        trust=0.85,
        after=_d(days=1),
        session="s1",
    )
    second = c.event(
        "handbook",
        f"On-call handbook, table 2:\nseverity | ack target\n{sev} | {m2} min",
        label="on-call handbook",
        kind="document",
        trust=0.85,
        after=_d(days=2),
        session="s2",
    )
    c.event(
        "other",
        f"Incident wiki: {other} pages may wait {theirs} minutes for an acknowledgement.",
        label="incident wiki",
        kind="document",
        trust=0.85,
        after=_d(days=1, minutes=3),
        session="s1",
    )
    c.event(
        "noise",
        f"Retro minutes: the {sev} last week was declared late; nobody disputed the timeline.",
        label="retro minutes",
        kind="minutes",
        trust=0.7,
        after=_d(days=3),
        session="s3",
    )
    answers, flagged = _contra(c, first, second, agree, m1, m1, m2)
    c.ask(f"How quickly must the on-call person respond to a {sev}?", after=_d(days=6))
    c.expect(answers, [first, second], contradictions=flagged, forbidden=[theirs])


def load_test_budget_sources(c: Case) -> None:
    """The request-rate budget of a load test: a finance e-mail and the capacity sheet,
    agreeing or not; a second test's budget and an unsure chat guess are distractors."""
    test, other = c.rng.sample(list(LOADTESTS), 2)
    agree = c.rng.random() < 0.35
    k1, k2, theirs, guess = _nums(c, 2, 60, 4)
    k2 = k1 if agree else k2
    f, s = _people(c, 2)
    first = c.event(
        "mail",
        f"From: {f} (finance)\nThe {test} may drive at most {k1}k requests per second;"
        " anything above needs a new purchase order.",
        label="finance mail",
        kind="email",
        trust=0.9,
        after=_d(days=1),
        session="s1",
    )
    second = c.event(
        "sheet",
        f"Capacity sheet row: {test} | ceiling {k2}k rps | owner perf guild",
        label="capacity sheet",
        kind="document",
        trust=0.9,
        after=_d(days=2),
        session="s2",
    )
    c.event(
        "other",
        f"Capacity sheet row: {other} | ceiling {theirs}k rps | owner perf guild",
        label="capacity sheet",
        kind="document",
        trust=0.9,
        after=_d(days=2, minutes=1),
        session="s2",
    )
    c.event(
        "guess",
        _slack(s, f"wasn't the {test} allowed {guess}k? not sure anymore"),
        label="perf chat",
        kind="chat",
        trust=0.3,
        after=_d(days=3),
        session="s3",
    )
    answers, flagged = _contra(c, first, second, agree, f"{k1}k", f"{k1}k", f"{k2}k")
    c.ask(f"What traffic ceiling applies when we run the {test}?", after=_d(days=5))
    c.expect(
        answers, [first, second], contradictions=flagged, forbidden=[f"{theirs}k", f"{guess}k"]
    )


def localisation_freeze_date(c: Case) -> None:
    """When string changes freeze for one locale: the release calendar and the localisation
    lead's e-mail, agreeing or not; another locale's freeze is a distractor."""
    loc, other = c.rng.sample(list(LOCALES), 2)
    agree = c.rng.random() < 0.35
    d1, d2, theirs = _dates(c, 3)
    d2 = d1 if agree else d2
    lead = _people(c, 1)[0]
    first = c.event(
        "calendar",
        f"Release calendar: {loc} copy freezes on {d1}; translators get the bundle that day.",
        label="release calendar",
        kind="document",
        trust=0.85,
        after=_d(days=1),
        session="s1",
    )
    second = c.event(
        "mail",
        f"From: {lead} (localisation)\nReminder: no more {loc} string edits after {d2}.",
        label="l10n mailbox",
        kind="email",
        trust=0.85,
        after=_d(days=2),
        session="s2",
    )
    c.event(
        "other",
        f"Release calendar: {other} copy freezes on {theirs}.",
        label="release calendar",
        kind="document",
        trust=0.85,
        after=_d(days=1, minutes=4),
        session="s1",
    )
    c.event(
        "noise",
        f"Commit: i18n: fix plural rules in {loc} onboarding screens",
        label="app repo history",
        kind="commit",
        trust=0.8,
        after=_d(days=3),
        session="s3",
    )
    answers, flagged = _contra(c, first, second, agree, d1, d1, d2)
    c.ask(f"What is the last day translators can receive {loc} text changes?", after=_d(days=6))
    c.expect(answers, [first, second], contradictions=flagged, forbidden=[theirs])
