"""The provenance and contradiction templates of ``fresh8`` (``bench.memfresh8``): which of several
sources states a value (a zone file beside a hedged chat, a production mapping beside a staging
one, commit trailers beside review suggestions, pasted spreadsheet rows), and whether two
sources about one subject disagree (some agree in another notation or unit)."""

from __future__ import annotations

from datetime import timedelta

from cairn.bench import memfresh8_pools as p
from cairn.bench.memgen import Case
from cairn.bench.memset import Chatter, choose, days, mins, sample

NOISE = Chatter(
    (
        "lunch order for the offsite is in the shared doc, add yours before noon",
        "who has the projector adapter from the big meeting room?",
        "reminder: the coffee machine descaling happens this afternoon",
        "the wiki search is slow again, ops know about it",
        "new hire buddy list is pinned in the channel topic",
        "please stop booking the quiet room for all-day calls",
        "the parking garage gate card reader is flaky, tap twice",
        "retro board is open, drop your sticky notes whenever",
    ),
    "n",
    "team chat",
    0.5,
)


def say(
    c: Case,
    key: str,
    text: str,
    label: str,
    kind: str,
    trust: float,
    after: timedelta,
    session: str,
) -> str:
    """``Case.event`` with its fields in a fixed order (one line a fact in the templates)."""
    return c.event(key, text, label=label, kind=kind, trust=trust, after=after, session=session)


def dns_record_ttl(c: Case) -> None:
    """A zone file sets a record's TTL; the same file's sibling export for another record and a
    hedged chat question about lowering it name other values; which TTL is set, and where."""
    rec, other = sample(c, p.RECORDS, 2)
    ttl, other_ttl, hedge = sample(c, ("3600", "7200", "14400", "1800", "43200"), 3)
    who = choose(c, p.PEOPLE)
    zone = say(
        c,
        "zone",
        choose(
            c,
            (
                "; exported zone, prod\n{r}.example.internal. {t} IN CNAME lb-{r}.example.internal.",
                "zone file diff (prod), merged:\n+ {r}  {t}  IN  A  10.42.7.19",
            ),
        ).format(r=rec, t=ttl),
        "prod zone file",
        "file",
        0.95,
        mins(5),
        "s1",
    )
    say(
        c,
        "sib",
        f"; exported zone, prod\n{other}.example.internal. {other_ttl} IN CNAME lb-{other}.example.internal.",
        "prod zone file (other record)",
        "file",
        0.95,
        mins(9),
        "s1",
    )
    say(
        c,
        "hedge",
        choose(
            c,
            (
                "{w}: should we maybe drop {r} down to {h} before the cutover? not sure",
                "{w} wondered aloud whether {r} ought to be {h} — nobody decided",
            ),
        ).format(w=who, r=rec, h=hedge),
        "chat",
        "chat",
        0.6,
        mins(40),
        "s1",
    )
    NOISE(c, 1, mins(1), 0.02, "s1")
    c.ask(
        choose(
            c,
            (
                f"What TTL does the {rec} record carry in prod, and which source says so?",
                f"Which TTL is configured for {rec} in the production zone?",
            ),
        ),
        after=days(1),
    )
    c.expect([ttl], [zone], forbidden=[other_ttl, hedge])


def sso_prod_mapping(c: Case) -> None:
    """The production IdP mapping (JSON) gives a group one role; the staging mapping gives the
    same group another; which role the group has in production."""
    grp = choose(c, p.IDP_GROUPS)
    role, stg_role = sample(c, p.ROLES, 2)
    prod = say(
        c,
        "prod",
        choose(
            c,
            (
                'prod/idp-mappings.json: {{"group": "{g}", "role": "{r}", "env": "production"}}',
                'Applied to production SSO:\n{{\n  "{g}": {{"grant": "{r}"}}\n}}',
            ),
        ).format(g=grp, r=role),
        "prod mapping",
        "file",
        0.95,
        mins(10),
        "s1",
    )
    say(
        c,
        "stg",
        f'staging/idp-mappings.json: {{"group": "{grp}", "role": "{stg_role}", "env": "staging"}}',
        "staging mapping",
        "file",
        0.9,
        mins(3),
        "s1",
    )
    NOISE(c, 2, mins(0), 0.05, "s1")
    c.ask(
        choose(
            c,
            (
                f"In production, what role does {grp} map to?",
                f"Which role do members of {grp} get on prod SSO? Cite the source.",
            ),
        ),
        after=days(2),
    )
    c.expect([role], [prod], forbidden=[stg_role])


def fuzz_corpus_trailer(c: Case) -> None:
    """A commit trailer names the bucket a fuzz target's corpus lives in; a review comment asks
    whether another bucket would do (a question, asserting nothing)."""
    tgt = choose(c, p.FUZZ_TARGETS)
    bucket, asked = sample(c, p.BUCKETS, 2)
    who, rev = sample(c, p.PEOPLE, 2)
    commit = say(
        c,
        "commit",
        f"fuzz: seed {tgt} from minimised crashes\n\nCorpus-Bucket: {bucket}\nSigned-off-by: {who}",
        "commit message",
        "commit",
        0.95,
        mins(20),
        "s1",
    )
    say(
        c,
        "review",
        choose(
            c,
            (
                "{r} (review): could this go to {a} instead? just asking",
                "{r} on the PR: is {a} an option for the corpus, or is that full?",
            ),
        ).format(r=rev, a=asked),
        "PR review",
        "chat",
        0.7,
        mins(5),
        "s1",
    )
    NOISE(c, 2, mins(0), 0.05, "s1")
    c.ask(
        choose(
            c,
            (
                f"Where does the {tgt} corpus live?",
                f"Which bucket holds the corpus for {tgt}, per the commit?",
            ),
        ),
        after=days(1),
    )
    c.expect([bucket], [commit], forbidden=[asked])


def lab_board_rack(c: Case) -> None:
    """Pasted spreadsheet rows place lab boards in racks; another board's row is a separate
    paste; which rack holds the asked board."""
    board, other = sample(c, p.BOARDS, 2)
    rack, orack = sample(c, ("R-114", "R-207", "R-318", "R-422", "R-509"), 2)
    keeper = choose(c, p.PEOPLE)
    row = say(
        c,
        "row",
        f"pasted from the lab inventory sheet:\nasset\track\tkeeper\n{board}\t{rack}\t{keeper}",
        "inventory sheet",
        "file",
        0.9,
        mins(30),
        "s1",
    )
    say(
        c,
        "other",
        f"pasted from the lab inventory sheet:\nasset\track\tkeeper\n{other}\t{orack}\t{keeper}",
        "inventory sheet",
        "file",
        0.9,
        mins(12),
        "s1",
    )
    NOISE(c, 2, mins(0), 0.05, "s1")
    c.ask(
        choose(c, (f"Which rack is {board} in?", f"Where in the lab is {board} racked?")),
        after=days(3),
    )
    c.expect([rack], [row], forbidden=[orack])


def app_push_cert(c: Case) -> None:
    """A release engineer's note says which push certificate an app ships with; another app's
    certificate is in the same kind of note, and a forwarded e-mail quotes a vendor's guess."""
    app, other = sample(c, p.APPS, 2)
    cert, ocert, guess = sample(
        c, ("apns-2027-q1", "apns-2027-q2", "apns-2026-q4", "fcm-v1-key-7", "apns-2027-q3"), 3
    )
    note = say(
        c,
        "note",
        f"release note: {app} now signs push with {cert} (uploaded to the secrets store)",
        "release note",
        "doc",
        0.9,
        mins(50),
        "s1",
    )
    say(
        c,
        "other",
        f"release note: {other} now signs push with {ocert}",
        "release note",
        "doc",
        0.9,
        mins(15),
        "s1",
    )
    say(
        c,
        "fwd",
        f"---------- Forwarded message ----------\nFrom: support desk\n> I think {app} might be on {guess}? please confirm",
        "forwarded mail",
        "email",
        0.5,
        mins(70),
        "s1",
    )
    NOISE(c, 1, mins(0), 0.05, "s1")
    c.ask(
        choose(
            c,
            (
                f"Which push certificate does {app} use?",
                f"What cert signs push notifications for {app}?",
            ),
        ),
        after=days(1),
    )
    c.expect([cert], [note], forbidden=[ocert, guess])


# -- contradiction ------------------------------------------------------------------------------


def vendor_sla_uptime(c: Case) -> None:
    """The signed contract and the vendor's status page give different uptime commitments
    (disagree); another vendor's SLA sits beside them."""
    v, ov = sample(c, p.VENDORS, 2)
    a, b, o = sample(c, ("99.9%", "99.95%", "99.5%", "99.99%", "98.5%"), 3)
    k = say(
        c,
        "contract",
        f"Contract excerpt, schedule B: {v} guarantees monthly availability of {a}.",
        "contract",
        "doc",
        0.95,
        mins(5),
        "s1",
    )
    s = say(
        c,
        "status",
        choose(
            c,
            (
                "{v} status page footer: 'Our commitment: {b} uptime'",
                "{v} account manager e-mail: SLA is {b} uptime, per our standard terms",
            ),
        ).format(v=v, b=b),
        "vendor page",
        "web",
        0.7,
        days(4),
        "s2",
    )
    say(
        c,
        "other",
        f"Contract excerpt, schedule B: {ov} guarantees monthly availability of {o}.",
        "contract",
        "doc",
        0.95,
        mins(8),
        "s1",
    )
    NOISE(c, 1, mins(0), 2, "s1")
    c.ask(f"What uptime does {v} commit to?", after=days(6))
    c.expect([a, b], [k, s], contradictions=[k, s], forbidden=[o])


def serving_replicas(c: Case) -> None:
    """Helm values (JSON) and the runbook give a served model different replica counts; another
    model's count is in the same values file export."""
    m, om = sample(c, p.SERVED_MODELS, 2)
    a, b, o = sample(c, ("4", "6", "9", "12", "16"), 3)
    v = say(
        c,
        "values",
        f'values.prod.json → "{m}": {{"replicaCount": {a}}}',
        "helm values",
        "file",
        0.9,
        mins(5),
        "s1",
    )
    r = say(
        c,
        "runbook",
        choose(
            c,
            (
                "Runbook: {m} runs {b} replicas in prod at all times.",
                "runbook §3 says {m} is scaled to {b} replicas",
            ),
        ).format(m=m, b=b),
        "runbook",
        "doc",
        0.85,
        days(2),
        "s2",
    )
    say(
        c,
        "other",
        f'values.prod.json → "{om}": {{"replicaCount": {o}}}',
        "helm values",
        "file",
        0.9,
        mins(7),
        "s1",
    )
    NOISE(c, 1, mins(0), 1, "s1")
    c.ask(f"How many replicas does {m} run with in prod?", after=days(3))
    c.expect([a, b], [v, r], contradictions=[v, r], forbidden=[o])


def backup_key_rotation(c: Case) -> None:
    """The KMS config (seconds) and the security policy (days) state a backup key's rotation
    period; they agree in another unit; another key rotates on another period."""
    key, other = sample(c, p.KEY_ALIASES, 2)
    n, on = sample(c, (30, 60, 90, 180, 365), 2)
    cfg = say(
        c,
        "kms",
        f'[kms.keys."{key}"]\nrotation_period = "{n * 86400}s"',
        "kms.toml",
        "file",
        0.95,
        mins(5),
        "s1",
    )
    pol = say(
        c,
        "policy",
        choose(
            c,
            (
                "Security policy: {k} is rotated every {n} days.",
                "policy doc — rotation cadence for {k}: {n} days",
            ),
        ).format(k=key, n=n),
        "policy",
        "doc",
        0.9,
        days(3),
        "s2",
    )
    say(
        c,
        "other",
        f"Security policy: {other} is rotated every {on} days.",
        "policy",
        "doc",
        0.9,
        days(3) + mins(4),
        "s2",
    )
    NOISE(c, 1, mins(0), 1, "s1")
    c.ask(f"How often is {key} rotated, and do the sources agree?", after=days(5))
    c.expect([f"{n} days"], [cfg, pol], forbidden=[f"{on} days"])


def push_cert_expiry(c: Case) -> None:
    """The certificate inventory and the developer-portal e-mail give a push certificate's
    expiry; sometimes they agree in another date notation, sometimes they differ."""
    app, other = sample(c, p.APPS, 2)
    months = ("January", "February", "March", "April", "May", "June", "July", "August", "September")
    mi, oi, di = sample(c, range(9), 3)
    d = c.rng.randint(10, 28)
    agree = c.rng.random() < 0.5
    row = say(
        c,
        "inv",
        f"cert inventory row: {app} | push | expires 2027-{mi + 1:02d}-{d:02d}",
        "inventory",
        "file",
        0.9,
        mins(5),
        "s1",
    )
    if agree:
        mail = (
            f"Developer portal: your push certificate for {app} expires on {d} {months[mi]} 2027."
        )
    else:
        mail = (
            f"Developer portal: your push certificate for {app} expires on {d} {months[di]} 2027."
        )
    m = say(c, "mail", mail, "portal e-mail", "email", 0.85, days(2), "s2")
    say(
        c,
        "other",
        f"cert inventory row: {other} | push | expires 2027-{oi + 1:02d}-{d:02d}",
        "inventory",
        "file",
        0.9,
        mins(6),
        "s1",
    )
    NOISE(c, 1, mins(0), 1, "s1")
    c.ask(f"When does the push certificate of {app} expire?", after=days(4))
    if agree:
        c.expect([f"2027-{mi + 1:02d}-{d:02d}"], [row, m], forbidden=[f"2027-{oi + 1:02d}-{d:02d}"])
    else:
        c.expect(
            [f"2027-{mi + 1:02d}-{d:02d}", f"{d} {months[di]} 2027"],
            [row, m],
            contradictions=[row, m],
            forbidden=[f"2027-{oi + 1:02d}-{d:02d}"],
        )


def game_build_timeout(c: Case) -> None:
    """The CI Dockerfile (seconds) and the wiki (minutes) give a game build's time limit; they
    agree when the seconds are sixty times the minutes."""
    g, og = sample(c, p.GAMES, 2)
    mins_ok, other_min, wrong = sample(c, (45, 60, 75, 90, 120, 150), 3)
    agree = c.rng.random() < 0.5
    wiki_min = mins_ok if agree else wrong
    df = say(
        c,
        "docker",
        f"# build image for {g}\nENV BUILD_TIMEOUT_SECONDS={mins_ok * 60}",
        "Dockerfile",
        "file",
        0.9,
        mins(5),
        "s1",
    )
    wk = say(
        c,
        "wiki",
        f"Wiki, {g} build pipeline: a full build may take up to {wiki_min} min before CI kills it.",
        "wiki",
        "doc",
        0.8,
        days(1),
        "s2",
    )
    say(
        c,
        "other",
        f"Wiki, {og} build pipeline: a full build may take up to {other_min} min before CI kills it.",
        "wiki",
        "doc",
        0.8,
        days(1) + mins(3),
        "s2",
    )
    NOISE(c, 1, mins(0), 1, "s1")
    c.ask(f"What is the time limit on a {g} build?", after=days(2))
    if agree:
        c.expect([f"{wiki_min} min"], [df, wk], forbidden=[f"{other_min} min"])
    else:
        c.expect(
            [str(mins_ok * 60), f"{wiki_min} min"],
            [df, wk],
            contradictions=[df, wk],
            forbidden=[f"{other_min} min"],
        )
