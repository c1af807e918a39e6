"""The six-month-recall and cross-session templates of ``fresh8`` (``bench.memfresh8``): a fact
stated half a year or more before it is asked, beside a same-frame fact about another subject,
a negated plan or a hedge; and a fact from an earlier session (an incident timeline, a
forwarded e-mail chain, a review thread, a person's preference) asked in a new one."""

from __future__ import annotations

from cairn.bench import memfresh8_pools as p
from cairn.bench.memfresh8_sources import NOISE
from cairn.bench.memgen import Case
from cairn.bench.memset import choose, days, mins, sample


def tm_store_for_locale(c: Case) -> None:
    """Which translation-memory store holds a locale, said long ago; another locale's store is
    said the same day."""
    loc, oloc = sample(c, p.LOCALES, 2)
    store, ostore = sample(c, p.TM_STORES, 2)
    f = c.event(
        "tm",
        choose(
            c,
            (
                "Localisation sync: the {l} translation memory now lives in {s}.",
                "l10n stand-up — {l} TM moved to {s}, glossary goes with it",
            ),
        ).format(l=loc, s=store),
        label="stand-up notes",
        kind="chat",
        trust=0.85,
        after=mins(5),
        session="s1",
    )
    c.event(
        "other",
        f"Localisation sync: the {oloc} translation memory now lives in {ostore}.",
        label="stand-up notes",
        kind="chat",
        trust=0.85,
        after=mins(9),
        session="s1",
    )
    NOISE(c, 2, days(1), 60, "s2")
    c.ask(
        choose(c, (f"Where is the {loc} translation memory kept?", f"Which TM store has {loc}?")),
        after=days(c.rng.randint(190, 260)),
    )
    c.expect([store], [f], forbidden=[ostore])


def firmware_first_ring(c: Case) -> None:
    """Which device ring a firmware line rolls out to first; months later someone says the team
    is NOT moving the first ring to another one (a negation, no change)."""
    fw, ofw = sample(c, p.FIRMWARE, 2)
    ring, oring, neg = sample(
        c, ("ring-lab", "ring-dogfood", "ring-pilot", "ring-early", "ring-store"), 3
    )
    f = c.event(
        "plan",
        f"Rollout plan: {fw} ships to {ring} first, then widens weekly.",
        label="rollout plan",
        kind="doc",
        trust=0.9,
        after=mins(5),
        session="s1",
    )
    c.event(
        "other",
        f"Rollout plan: {ofw} ships to {oring} first, then widens weekly.",
        label="rollout plan",
        kind="doc",
        trust=0.9,
        after=mins(20),
        session="s1",
    )
    c.event(
        "neg",
        choose(
            c,
            (
                "To be clear: we are NOT moving {fw} to start on {n}.",
                "{fw}: starting on {n} was floated and rejected.",
            ),
        ).format(fw=fw, n=neg),
        label="chat",
        kind="chat",
        trust=0.7,
        after=days(40),
        session="s2",
    )
    NOISE(c, 1, days(1), 60, "s2")
    c.ask(f"Which ring does {fw} go to first?", after=days(c.rng.randint(200, 280)))
    c.expect([ring], [f], forbidden=[oring, neg])


def design_token_hex(c: Case) -> None:
    """A design token's value from a tokens JSON, half a year back; another token's value is in
    a separate export."""
    tok, otok = sample(c, p.TOKENS, 2)
    val, oval = sample(c, p.HEXES, 2)
    f = c.event(
        "tok",
        f'tokens.json: {{ "{tok}": {{ "value": "{val}", "type": "color" }} }}',
        label="tokens.json",
        kind="file",
        trust=0.95,
        after=mins(5),
        session="s1",
    )
    c.event(
        "other",
        f'tokens.json: {{ "{otok}": {{ "value": "{oval}", "type": "color" }} }}',
        label="tokens.json",
        kind="file",
        trust=0.95,
        after=mins(6),
        session="s1",
    )
    NOISE(c, 2, days(2), 30, "s2")
    c.ask(
        choose(c, (f"What hex value does {tok} have?", f"{tok} — which colour is it set to?")),
        after=days(c.rng.randint(185, 300)),
    )
    c.expect([val], [f], forbidden=[oval])


def runner_label(c: Case) -> None:
    """Which on-prem runner takes a game's builds, from stand-up notes months ago; another
    game's runner is in the same notes."""
    g, og = sample(c, p.GAMES, 2)
    r, orr = sample(c, p.RUNNERS, 2)
    who = choose(c, p.PEOPLE)
    f = c.event(
        "su",
        f"stand-up ({who}): {g} builds are pinned to on-prem runner {r} from today",
        label="stand-up notes",
        kind="chat",
        trust=0.85,
        after=mins(5),
        session="s1",
    )
    c.event(
        "other",
        f"stand-up ({who}): {og} builds are pinned to on-prem runner {orr} from today",
        label="stand-up notes",
        kind="chat",
        trust=0.85,
        after=mins(7),
        session="s1",
    )
    NOISE(c, 2, days(3), 20, "s2")
    c.ask(f"Which on-prem runner builds {g}?", after=days(c.rng.randint(181, 240)))
    c.expect([r], [f], forbidden=[orr])


def registry_compat_mode(c: Case) -> None:
    """A temporal question: what compatibility mode a schema-registry subject had on a given
    date, set by a PUT long before it; a later PUT (after that date) changed it, and another
    subject's mode was set the same week."""
    s, os_ = sample(c, p.SUBJECTS, 2)
    m, later, om = sample(c, p.MODES, 3)
    f = c.event(
        "put",
        f'PUT /config/{s}\n{{"compatibility": "{m}"}}\n→ 200 OK',
        label="registry log",
        kind="tool",
        trust=0.95,
        after=mins(5),
        session="s1",
    )
    c.event(
        "other",
        f'PUT /config/{os_}\n{{"compatibility": "{om}"}}\n→ 200 OK',
        label="registry log",
        kind="tool",
        trust=0.95,
        after=days(2),
        session="s1",
    )
    NOISE(c, 1, days(3), 60, "s2")
    changed = c.rng.randint(120, 160)
    c.event(
        "later",
        f'PUT /config/{s}\n{{"compatibility": "{later}"}}\n→ 200 OK',
        label="registry log",
        kind="tool",
        trust=0.95,
        after=days(changed),
        session="s2",
    )
    on = (c.start + days(c.rng.randint(30, changed - 10))).strftime("%d %B %Y")
    c.ask(
        f"What compatibility mode did {s} have on {on}?",
        after=days(c.rng.randint(200, 260)),
    )
    c.expect([m], [f], forbidden=[later, om])


# -- cross-session ------------------------------------------------------------------------------


def incident_rollback_build(c: Case) -> None:
    """An incident timeline, pasted line by line out of order: which build was rolled back to
    (the bad build is in another line)."""
    app = choose(c, p.APPS)
    good, bad = sample(c, ("build-4471", "build-4502", "build-4519", "build-4533", "build-4560"), 2)
    c.event(
        "t1",
        f"12:04 deploy of {bad} for {app} started",
        label="incident timeline",
        kind="tool",
        trust=0.9,
        after=mins(0),
        session="s1",
    )
    c.event(
        "t2",
        "12:19 error rate on checkout above threshold, paging on-call",
        label="incident timeline",
        kind="tool",
        trust=0.9,
        after=mins(15),
        session="s1",
    )
    f = c.event(
        "t3",
        f"12:37 rolled back; {app} serving {good} again",
        label="incident timeline",
        kind="tool",
        trust=0.9,
        after=mins(33),
        session="s1",
    )
    NOISE(c, 1, days(1), 1, "s2")
    c.ask(
        choose(
            c,
            (
                f"During the {app} incident, which build did we go back to?",
                f"What build did {app} roll back to?",
            ),
        ),
        after=days(3),
        session="q",
    )
    c.expect([good], [f], forbidden=[bad])


def forwarded_dr_region(c: Case) -> None:
    """A forwarded e-mail chain: one person picks a disaster-recovery region, another only says
    what they would prefer; which region was picked."""
    a, b = sample(c, p.PEOPLE, 2)
    reg, pref = sample(c, p.REGIONS, 2)
    c.event(
        "pref",
        f"From: {b}\n> personally I'd rather have the DR replica in {pref}, but it's not my call",
        label="e-mail",
        kind="email",
        trust=0.7,
        after=mins(0),
        session="s1",
    )
    f = c.event(
        "pick",
        choose(
            c,
            (
                "Fwd: Re: DR replica\nFrom: {a}\nDecision: the DR replica goes to {r}.",
                "---- forwarded ----\n{a} wrote: we're putting the DR copy in {r}, done.",
            ),
        ).format(a=a, r=reg),
        label="e-mail",
        kind="email",
        trust=0.9,
        after=mins(90),
        session="s2",
    )
    NOISE(c, 2, mins(10), 1, "s1")
    c.ask(f"Which region did {a} choose for the DR replica?", after=days(2))
    c.expect([reg], [f], forbidden=[pref])


def review_rename(c: Case) -> None:
    """A PR review thread: a reviewer asks (a question) whether to rename a metric one way; the
    author renames it another way; what is it called now."""
    rev, auth = sample(c, p.PEOPLE, 2)
    new, asked = sample(
        c,
        (
            "retry_exhausted_total",
            "retries_spent_total",
            "retry_budget_used",
            "payment_retry_count",
            "retry_giveups_total",
        ),
        2,
    )
    c.event(
        "ask",
        f"{rev} (review): would {asked} be a clearer name for this counter?",
        label="PR review",
        kind="chat",
        trust=0.7,
        after=mins(0),
        session="s1",
    )
    f = c.event(
        "done",
        choose(
            c,
            (
                "{a}: renamed the payment retry counter to {n}, pushed",
                "{a} (reply): went with {n} for the payment retry counter",
            ),
        ).format(a=auth, n=new),
        label="PR review",
        kind="chat",
        trust=0.85,
        after=days(1),
        session="s2",
    )
    NOISE(c, 2, mins(5), 1, "s1")
    c.ask("What is the payment retry counter called after the review?", after=days(3))
    c.expect([new], [f], forbidden=[asked])


def merge_preference(c: Case) -> None:
    """Two people's preferences for how their PRs are merged, said in different sessions; one
    person's is asked."""
    a, b = sample(c, p.PEOPLE, 2)
    mine, theirs = sample(c, ("squash-merge", "rebase-merge", "merge-commit"), 2)
    f = c.event(
        "a",
        f"{a}: for my PRs please always {mine}, I like the history that way",
        label="chat",
        kind="chat",
        trust=0.85,
        after=mins(0),
        session="s1",
    )
    c.event(
        "b",
        f"{b}: fwiw I want {theirs} on anything I open",
        label="chat",
        kind="chat",
        trust=0.85,
        after=days(1),
        session="s2",
    )
    NOISE(c, 2, mins(5), 2, "s1")
    c.ask(f"How does {a} want their pull requests merged?", after=days(4))
    c.expect([mine], [f], forbidden=[theirs])


def warehouse_owner_row(c: Case) -> None:
    """Pasted spreadsheet rows of warehouse table owners, in two sessions; who owns the asked
    table."""
    t, ot = sample(c, p.TABLES, 2)
    a, b = sample(c, p.PEOPLE, 2)
    f = c.event(
        "r1",
        f"owners sheet:\ntable,owner,tier\n{t},{a},gold",
        label="owners sheet",
        kind="file",
        trust=0.9,
        after=mins(0),
        session="s1",
    )
    c.event(
        "r2",
        f"owners sheet:\ntable,owner,tier\n{ot},{b},silver",
        label="owners sheet",
        kind="file",
        trust=0.9,
        after=days(1),
        session="s2",
    )
    NOISE(c, 2, mins(5), 1, "s1")
    c.ask(f"Who owns {t} in the warehouse?", after=days(2))
    c.expect([a], [f], forbidden=[b])
