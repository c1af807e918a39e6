"""The stale-belief templates of ``fresh8`` (``bench.memfresh8``): a value, then a later
correction with no ``supersedes`` field, phrased as people do ("belay that", "on second
thought", "revised:", "scratch that", "correction —"), the correction never repeating the old
value; the newest value is asked."""

from __future__ import annotations

from cairn.bench import memfresh8_pools as p
from cairn.bench.memfresh8_sources import NOISE, say
from cairn.bench.memgen import Case
from cairn.bench.memset import choose, days, mins, sample

CORRECTIONS = (
    "belay that",
    "on second thought",
    "revised:",
    "scratch that",
    "correction —",
    "update, ignore the earlier note:",
)


def partition_column(c: Case) -> None:
    """A warehouse table's partition column from DDL, then a revised DDL with another column."""
    t = choose(c, p.TABLES)
    old, new = sample(c, ("event_date", "ingest_ts", "ship_day", "load_batch_id", "posted_on"), 2)
    say(
        c,
        "old",
        f"CREATE TABLE {t} (...)\nPARTITION BY RANGE ({old});",
        "DDL",
        "file",
        0.9,
        mins(0),
        "s1",
    )
    NOISE(c, 2, mins(5), 0.5, "s1")
    f = say(
        c,
        "new",
        f"{choose(c, CORRECTIONS)} {t} is partitioned on {new} instead — migration merged",
        "chat",
        "chat",
        0.85,
        days(2),
        "s2",
    )
    c.ask(f"What column is {t} partitioned by?", after=days(3))
    c.expect([new], [f], forbidden=[old])


def backup_key_alias(c: Case) -> None:
    """Which KMS key alias encrypts a region's backups, then a correction to another alias."""
    reg = choose(c, p.REGIONS)
    old, new = sample(c, p.KEY_ALIASES, 2)
    say(c, "old", f"BACKUP_KMS_KEY={old}\nBACKUP_REGION={reg}", ".env", "file", 0.9, mins(0), "s1")
    NOISE(c, 2, mins(5), 0.5, "s1")
    f = say(
        c,
        "new",
        choose(
            c,
            (
                "{c} {r} backups get encrypted with {n}, the rotation ticket says so",
                "{c} backups in {r} use key {n} from now on",
            ),
        ).format(c=choose(c, CORRECTIONS), r=reg, n=new),
        "chat",
        "chat",
        0.85,
        days(1),
        "s2",
    )
    c.ask(f"Which key encrypts the {reg} backups?", after=days(2))
    c.expect([new], [f], forbidden=[old])


def payment_rate_limit(c: Case) -> None:
    """A payment API's request limit in the gateway .env, then a corrected limit written in another
    notation (thousands as ``k``)."""
    app = choose(c, p.APPS)
    old, new = sample(c, (1200, 1500, 2500, 3500, 4500), 2)
    say(
        c,
        "old",
        f"# {app} payments gateway\nPAY_RATE_LIMIT_PER_MINUTE={old}\nPAY_RATE_BURST=40",
        "gateway.env",
        "file",
        0.9,
        mins(0),
        "s1",
    )
    NOISE(c, 2, mins(5), 0.5, "s1")
    k = f"{new / 1000:g}k"
    f = say(
        c,
        "new",
        f"{choose(c, CORRECTIONS)} the {app} payment limit is {k} requests a minute",
        "chat",
        "chat",
        0.85,
        days(1),
        "s2",
    )
    c.ask(f"What request rate is {app}'s payment endpoint limited to?", after=days(2))
    c.expect([k], [f], forbidden=[str(old)])


def sso_default_role(c: Case) -> None:
    """The default role new SSO users get, then a correction phrased as reported speech."""
    old, new = sample(c, p.ROLES, 2)
    who = choose(c, p.PEOPLE)
    say(c, "old", f'sso.toml\n[defaults]\nrole = "{old}"', "sso.toml", "file", 0.9, mins(0), "s1")
    NOISE(c, 2, mins(5), 0.5, "s1")
    f = say(
        c,
        "new",
        choose(
            c,
            (
                "{w} says: {c} new SSO users land as {n} now",
                "per {w}, {c} the default SSO role is {n}",
            ),
        ).format(w=who, c=choose(c, CORRECTIONS), n=new),
        "chat",
        "chat",
        0.85,
        days(2),
        "s2",
    )
    c.ask("What role does a new SSO user get by default?", after=days(3))
    c.expect([new], [f], forbidden=[old])


def fuzz_time_budget(c: Case) -> None:
    """A fuzz target's nightly time budget in minutes, then a correction in hours."""
    tgt = choose(c, p.FUZZ_TARGETS)
    old = choose(c, ("45 min", "20 min", "30 min"))
    new = choose(c, ("2 h", "3 h", "1.5 h"))
    say(
        c,
        "old",
        f'fuzz.json: {{"{tgt}": {{"budget": "{old}"}}}}',
        "fuzz.json",
        "file",
        0.9,
        mins(0),
        "s1",
    )
    NOISE(c, 2, mins(5), 0.5, "s1")
    f = say(
        c,
        "new",
        f"{choose(c, CORRECTIONS)} {tgt} gets {new} a night",
        "chat",
        "chat",
        0.85,
        days(1),
        "s2",
    )
    c.ask(f"How long does {tgt} fuzz each night?", after=days(2))
    c.expect([new], [f], forbidden=[old])
