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
    _ev,
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
    _ev(
        c,
        "hearsay",
        _slack(b, f"{a} told me {db} gets {said} pooled connections, I think?"),
        ("ops chat", "chat", 0.5),
        _d(hours=1),
        "s1",
    )
    cfg = _ev(
        c,
        "config",
        f"# services/{db}/pgbouncer.ini\n[pgbouncer]\ndefault_pool_size = {real}",
        (f"{db} repo config", "config", 0.95),
        _d(days=1),
        "s2",
    )
    _ev(
        c,
        "other",
        f"# services/{other}/pgbouncer.ini\n[pgbouncer]\ndefault_pool_size = {theirs}",
        (f"{other} repo config", "config", 0.95),
        _d(days=1, minutes=5),
        "s2",
    )
    _ev(
        c,
        "noise",
        f"Ticket OPS-{_nums(c, 100, 999, 1)[0]}: {db} slow-query alert was noisy overnight, muted.",
        ("ops tracker", "ticket", 0.8),
        _d(days=2),
        "s3",
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
    rule = _ev(
        c,
        "rule",
        f"PR #{_nums(c, 300, 900, 1)[0]} review, {decider}: approving. Purge {path} on every"
        f" deploy and cap its edge cache at {ttl} minutes; I own this rule.",
        ("CDN config review", "review", 0.9),
        _d(hours=2),
        "s1",
    )
    _ev(
        c,
        "other",
        f"{other_decider} (commit message): cdn: {other} keeps a {other_ttl} minute edge cache,"
        " purged only by hand",
        ("cdn repo history", "commit", 0.9),
        _d(days=1),
        "s2",
    )
    _ev(
        c,
        "asker",
        _slack(asker, f"does anyone know who decided the purge behaviour for {path}? not me"),
        ("ops chat", "chat", 0.4),
        _d(days=3),
        "s3",
    )
    _ev(
        c,
        "noise",
        "Minutes, web guild: agreed to move the CDN dashboards into the shared folder.",
        ("web guild minutes", "minutes", 0.7),
        _d(days=4),
        "s4",
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
    mail = _ev(
        c,
        "mail",
        f"From: {lead} (IT)\nSubject: {app} login\nAll staff now reach {app} through single"
        f" sign-on with {idp}; local passwords are switched off.",
        ("IT mailbox", "email", 0.95),
        _d(days=1),
        "s1",
    )
    _ev(
        c,
        "pitch",
        f"---------- Forwarded message ----------\nFrom: {rep}\nWe would love to move {app}"
        f" onto {pitched} next quarter, happy to run a demo.",
        ("forwarded sales mail", "email", 0.4),
        _d(days=2),
        "s2",
    )
    _ev(
        c,
        "other",
        f"{other} runbook: staff sign-in is federated through {theirs}.",
        (f"{other} runbook", "document", 0.85),
        _d(hours=3),
        "s1",
    )
    _ev(
        c,
        "noise",
        f"Ticket IT-{_nums(c, 100, 999, 1)[0]}: {app} favicon is blurry on retina screens.",
        ("IT tracker", "ticket", 0.7),
        _d(days=3),
        "s3",
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
    table = _ev(
        c,
        "table",
        "Licence audit, pasted from the sheet:\npackage | licence | verdict\n"
        f"{pkg} | {lic} | allowed with notice\n{third} | {row3} | allowed",
        ("compliance sheet", "document", 0.95),
        _d(days=2),
        "s2",
    )
    _ev(
        c,
        "guess",
        _slack(g, f"pretty sure {pkg} is {guess}, but don't quote me"),
        ("dev chat", "chat", 0.4),
        _d(days=1),
        "s1",
    )
    _ev(
        c,
        "other",
        f"Audit note: {other} ships under {theirs}; legal signed off.",
        ("legal notes", "document", 0.9),
        _d(days=3),
        "s3",
    )
    _ev(
        c,
        "noise",
        f"Commit: deps: bump {pkg} patch release, no API change",
        ("app repo history", "commit", 0.8),
        _d(days=4),
        "s4",
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
    commit = _ev(
        c,
        "commit",
        f"commit by {author}: api: mark {ep} deprecated; Sunset header set to {date}",
        ("api repo history", "commit", 0.95),
        _d(days=2),
        "s2",
    )
    _ev(
        c,
        "review",
        f"Review comment, {reviewer}: should we not wait until {floated} for {ep}? not sure",
        ("api review thread", "review", 0.5),
        _d(days=1),
        "s1",
    )
    _ev(
        c,
        "other",
        f"Changelog: {other} stops answering on {theirs}; clients get 410 Gone afterwards.",
        ("public changelog", "document", 0.9),
        _d(days=3),
        "s3",
    )
    _ev(
        c,
        "noise",
        f"Support macro updated: point integrators asking about {ep} to the migration guide.",
        ("support notes", "document", 0.7),
        _d(days=4),
        "s4",
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
    first = _ev(
        c,
        "runbook",
        f"Runbook ({w}): {q} parks a message in its DLQ after {n1} failed receives.",
        ("queue runbook", "document", 0.85),
        _d(days=1),
        "s1",
    )
    second = _ev(
        c,
        "tf",
        f'resource "aws_sqs_queue" "{q}" {{\n  redrive_policy = {{ maxReceiveCount = {n2} }}\n}}',
        ("infra repo", "config", 0.9),
        _d(days=3),
        "s2",
    )
    _ev(
        c,
        "other",
        f'resource "aws_sqs_queue" "{other}" {{\n  redrive_policy = {{ maxReceiveCount = {theirs} }}'
        "\n}",
        ("infra repo", "config", 0.9),
        _d(days=3, minutes=2),
        "s2",
    )
    _ev(
        c,
        "noise",
        _slack(w, f"{q} consumer lag is back to normal after the deploy"),
        ("ops chat", "chat", 0.6),
        _d(days=4),
        "s3",
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
    memo = _ev(
        c,
        "memo",
        f"Legal memo: {stream} must be retained for {days} days and then deleted.",
        ("legal memo", "document", 0.9),
        _d(days=1),
        "s1",
    )
    cfg = _ev(
        c,
        "cfg",
        f"logging/{stream.split()[0]}.yaml:\n  retention_hours: {hours}\n  tier: cold-after-7d",
        ("log pipeline config", "config", 0.9),
        _d(days=2),
        "s2",
    )
    _ev(
        c,
        "other",
        f"Legal memo: {other} are kept {theirs} days.",
        ("legal memo", "document", 0.9),
        _d(days=1, minutes=10),
        "s1",
    )
    _ev(
        c,
        "noise",
        f"Ticket SEC-{_nums(c, 100, 999, 1)[0]}: dashboards for {stream} moved to the new folder.",
        ("security tracker", "ticket", 0.7),
        _d(days=3),
        "s3",
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
    first = _ev(
        c,
        "wiki",
        f"Incident wiki: a {sev} page must be acknowledged within {m1} minutes.",
        ("incident wiki", "document", 0.85),
        _d(days=1),
        "s1",
    )
    second = _ev(
        c,
        "handbook",
        f"On-call handbook, table 2:\nseverity | ack target\n{sev} | {m2} min",
        ("on-call handbook", "document", 0.85),
        _d(days=2),
        "s2",
    )
    _ev(
        c,
        "other",
        f"Incident wiki: {other} pages may wait {theirs} minutes for an acknowledgement.",
        ("incident wiki", "document", 0.85),
        _d(days=1, minutes=3),
        "s1",
    )
    _ev(
        c,
        "noise",
        f"Retro minutes: the {sev} last week was declared late; nobody disputed the timeline.",
        ("retro minutes", "minutes", 0.7),
        _d(days=3),
        "s3",
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
    first = _ev(
        c,
        "mail",
        f"From: {f} (finance)\nThe {test} may drive at most {k1}k requests per second;"
        " anything above needs a new purchase order.",
        ("finance mail", "email", 0.9),
        _d(days=1),
        "s1",
    )
    second = _ev(
        c,
        "sheet",
        f"Capacity sheet row: {test} | ceiling {k2}k rps | owner perf guild",
        ("capacity sheet", "document", 0.9),
        _d(days=2),
        "s2",
    )
    _ev(
        c,
        "other",
        f"Capacity sheet row: {other} | ceiling {theirs}k rps | owner perf guild",
        ("capacity sheet", "document", 0.9),
        _d(days=2, minutes=1),
        "s2",
    )
    _ev(
        c,
        "guess",
        _slack(s, f"wasn't the {test} allowed {guess}k? not sure anymore"),
        ("perf chat", "chat", 0.3),
        _d(days=3),
        "s3",
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
    first = _ev(
        c,
        "calendar",
        f"Release calendar: {loc} copy freezes on {d1}; translators get the bundle that day.",
        ("release calendar", "document", 0.85),
        _d(days=1),
        "s1",
    )
    second = _ev(
        c,
        "mail",
        f"From: {lead} (localisation)\nReminder: no more {loc} string edits after {d2}.",
        ("l10n mailbox", "email", 0.85),
        _d(days=2),
        "s2",
    )
    _ev(
        c,
        "other",
        f"Release calendar: {other} copy freezes on {theirs}.",
        ("release calendar", "document", 0.85),
        _d(days=1, minutes=4),
        "s1",
    )
    _ev(
        c,
        "noise",
        f"Commit: i18n: fix plural rules in {loc} onboarding screens",
        ("app repo history", "commit", 0.8),
        _d(days=3),
        "s3",
    )
    answers, flagged = _contra(c, first, second, agree, d1, d1, d2)
    c.ask(f"What is the last day translators can receive {loc} text changes?", after=_d(days=6))
    c.expect(answers, [first, second], contradictions=flagged, forbidden=[theirs])
