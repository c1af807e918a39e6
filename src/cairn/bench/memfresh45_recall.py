"""`fresh45` six-month recall templates: a fact said in the case's first two days, asked about
207 to 224 days later, under nine to eleven team chat lines about the subject; another subject's
value in the same frame and a near miss in side chat are uncited."""

from __future__ import annotations

from cairn.bench.memfresh45_pools import (
    around,
    chat_lines,
    counts,
    date,
    day_month,
    other,
    people,
    ref_lower,
    ref_mixed,
    say,
    spelled,
    subject,
    turn,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import Chatter, days, sample

SUFFIXES = ("cold-logs", "log-vault", "archive-eu", "deep-store", "old-logs")
STORES = (
    "the lock-up garage",
    "the barn loft",
    "the churchyard shed",
    "the cellar under the hall",
    "the container by the car park",
    "the boot room",
    "the attic over the pavilion",
)


def _write(
    c: Case,
    cited: tuple[str, str],
    rival: tuple[str, str],
    near: str,
    question: str,
    answers: list[str],
    forbidden: list[str],
) -> None:
    """The fact (a document) early, another subject's in its frame, the near miss in side chat,
    the team chat, the question seven months on."""
    s = subject(c)
    fact = say(c, "fact", cited[0], cited[1], "doc", around(c, 0, 2), "f")
    say(c, "rival", rival[0], rival[1], "doc", around(c, 0, 30), "r")
    say(c, "near", near, "side chat", "chat", around(c, 10, 150), "n")
    Chatter(chat_lines(s), "tc", "team chat", 0.55)(c, c.rng.randint(9, 11), days(3), 195, "t")
    c.ask(question, after=days(c.rng.uniform(207, 224)))
    c.expect(answers, [fact], forbidden=forbidden)


def vault_admin_or_banner_keeper(c: Case) -> None:
    """Who administers a service's secrets vault, or who keeps a group's banner; the answer is
    the second of two people named, and someone held it for a short while."""
    s = subject(c)
    o = other(c, s)
    was, who, rival, brief = people(c, 4)
    if s.software:
        cited = (
            f"{s.code} access doc: {was} set the vault up, but {who} administers it now and "
            "approves every new secret.",
            "access doc",
        )
        fr = (f"{o.code} access doc: {rival} administers the vault.", "access doc")
        near = f"{brief} minded the {s.code} vault for a week during the handover, nothing more"
        q = (
            f"Who is in charge of the secrets vault for {s.code}?",
            f"Whose job is it to approve new secrets in {s.code}'s vault?",
        )[turn(c)]
        _write(c, cited, fr, near, q, [who], [rival, brief])
        return
    cited = (
        f"{s.code} handbook: {was} kept the banner for years and then passed it on; {who} "
        "stores it at home these days.",
        "club handbook",
    )
    fr = (f"{o.code} handbook: {rival} stores the banner at home.", "club handbook")
    near = f"{brief} took the {s.code} banner home for one night after the parade"
    q = (
        f"Who has the {s.code} banner at their place?",
        f"Where the {s.code} banner is concerned, who's looking after it?",
    )[turn(c)]
    _write(c, cited, fr, near, q, [who], [rival, brief])


def change_ref_or_grant_ref(c: Case) -> None:
    """The reference of a service's database move, or of a group's equipment grant; the near
    miss is the reference of an attempt that was turned back."""
    s = subject(c)
    o = other(c, s)
    if s.software:
        refs: list[str] = []
        while len(refs) < 3:
            r = ref_lower(c, "chg")
            if r not in refs:
                refs.append(r)
        ref, theirs, failed = refs
        cited = (f"{s.code} change log: the database move went through as {ref}.", "change log")
        fr = (f"{o.code} change log: the database move went through as {theirs}.", "change log")
        near = f"{failed} was the {s.code} change that got rejected first time round"
        q = (
            f"What's the reference of the change that moved {s.code}'s database?",
            f"Under which change number was {s.code}'s database migrated?",
        )[turn(c)]
        _write(c, cited, fr, near, q, [ref], [theirs, failed])
        return
    mixed: list[str] = []
    while len(mixed) < 3:
        r = ref_mixed(c)
        if r.lower() not in {m.lower() for m in mixed}:
            mixed.append(r)
    ref, theirs, failed = mixed
    cited = (f"{s.code} grant letter: our equipment application is {ref}.", "grant letter")
    fr = (f"{o.code} grant letter: our equipment application is {theirs}.", "grant letter")
    near = f"the {s.code} grant form that came back for corrections had {failed} on it"
    q = (
        f"Under which reference did {s.code} apply for its equipment grant?",
        f"What reference is {s.code}'s equipment grant application filed under?",
    )[turn(c)]
    _write(c, cited, fr, near, q, [ref], [theirs, failed])


def domain_renewal_or_gala_date(c: Case) -> None:
    """When a service's domain registration lapses, or the date of a group's gala; the near
    miss is a date in an earlier month."""
    s = subject(c)
    o = other(c, s)
    day, month = day_month(c, c.rng.randint(3, 11))
    eday, emonth = day_month(c, c.rng.randrange(month))
    oday, omonth = day_month(c)
    while (oday, omonth) == (day, month):
        oday, omonth = day_month(c)
    when, early, theirs = date(day, month), date(eday, emonth), date(oday, omonth)
    if s.software:
        cited = (f"{s.code} ops calendar: the domain is paid up until {when}.", "ops calendar")
        fr = (f"{o.code} ops calendar: the domain is paid up until {theirs}.", "ops calendar")
        near = f"the {s.code} registrar's reminder is dated {early}"
        q = (
            f"When does {s.code}'s domain registration run out?",
            f"Until what date is {s.code}'s domain paid for?",
        )[turn(c)]
        _write(c, cited, fr, near, q, [when], [theirs, early])
        return
    cited = (f"{s.code} diary: the gala is on {when} this year.", "club diary")
    fr = (f"{o.code} diary: the gala is on {theirs} this year.", "club diary")
    near = f"entries for the {s.code} gala close on {early}"
    q = (
        f"On what date is {s.code} holding its gala?",
        f"When is the {s.code} gala this year?",
    )[turn(c)]
    _write(c, cited, fr, near, q, [when], [theirs, early])


def shard_count_or_badge_order(c: Case) -> None:
    """How many shards a service's search index has, or how many badges a group paid for;
    another subject's count and a floated one in the other form."""
    s = subject(c)
    o = other(c, s)
    real, theirs, floated = counts(c, 3)
    if turn(c) == 0:
        say_real, say_theirs, say_floated = str(real), str(theirs), spelled(floated)
    else:
        say_real, say_theirs, say_floated = spelled(real), spelled(theirs), str(floated)
    if s.software:
        cited = (
            f"{s.code} capacity plan: the search index is split into {say_real} shards.",
            "capacity plan",
        )
        fr = (f"{o.code} capacity plan: the search index has {say_theirs} shards.", "capacity plan")
        near = f"we talked about {say_floated} shards for {s.code} at some point, nothing decided"
        q = (
            f"How many shards is {s.code}'s search index cut into?",
            f"Across how many shards is the {s.code} search index spread?",
        )[turn(c)]
        _write(c, cited, fr, near, q, [say_real], [say_theirs, say_floated])
        return
    cited = (f"{s.code} order form: {say_real} enamel badges paid for.", "order form")
    fr = (f"{o.code} order form: {say_theirs} enamel badges paid for.", "order form")
    near = f"{s.code} might want {say_floated} badges next year, just thinking aloud"
    q = (
        f"How many badges did {s.code} pay for?",
        f"How many pin badges were bought for {s.code}?",
    )[turn(c)]
    _write(c, cited, fr, near, q, [say_real], [say_theirs, say_floated])


def archive_bucket_or_gear_store(c: Case) -> None:
    """The bucket a service's old logs are archived to, or where a group keeps its gear; the
    near miss is a place only floated."""
    s = subject(c)
    o = other(c, s)
    if s.software:
        mine, floated, theirs = sample(c, SUFFIXES, 3)
        bucket, idea, rival = f"{s.short}-{mine}", f"{s.short}-{floated}", f"{o.short}-{theirs}"
        cited = (f"{s.code} storage plan: old logs are archived to {bucket}.", "storage plan")
        fr = (f"{o.code} storage plan: old logs are archived to {rival}.", "storage plan")
        near = f"could we point the {s.code} archive at {idea} instead? just an idea"
        q = (
            f"Which bucket do {s.code}'s old logs end up in?",
            f"Where are {s.code}'s logs archived once they age out?",
        )[turn(c)]
        _write(c, cited, fr, near, q, [bucket], [rival, idea])
        return
    store, idea, rival = sample(c, STORES, 3)
    cited = (f"{s.code} welcome pack: the gear lives in {store} between sessions.", "welcome pack")
    fr = (f"{o.code} welcome pack: the gear lives in {rival} between sessions.", "welcome pack")
    near = f"what if {s.code} kept its gear in {idea} instead? just floating it"
    q = (
        f"Where does {s.code} keep its gear between sessions?",
        f"Between meets, where is {s.code}'s equipment stored?",
    )[turn(c)]
    _write(c, cited, fr, near, q, [store], [rival, idea])


TEMPLATES = (
    vault_admin_or_banner_keeper,
    change_ref_or_grant_ref,
    domain_renewal_or_gala_date,
    shard_count_or_badge_order,
    archive_bucket_or_gear_store,
)
