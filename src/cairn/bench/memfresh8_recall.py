"""The six-month-recall and cross-session templates of ``fresh8`` (``bench.memfresh8``): a fact
stated half a year or more before it is asked, beside a same-frame fact about another subject,
a negated plan or a hedge; and a fact from an earlier session (an incident timeline, a
forwarded e-mail chain, a review thread, a person's preference) asked in a new one."""

from __future__ import annotations

from cairn.bench import memfresh8_pools as p
from cairn.bench.memfresh8_sources import NOISE, say
from cairn.bench.memgen import Case
from cairn.bench.memset import choose, days, mins, sample


def tm_store_for_locale(c: Case) -> None:
    """Which translation-memory store holds a locale, said long ago; another locale's store is
    said the same day."""
    loc, oloc = sample(c, p.LOCALES, 2)
    store, ostore = sample(c, p.TM_STORES, 2)
    f = say(
        c,
        "tm",
        choose(
            c,
            (
                "Localisation sync: the {l} translation memory now lives in {s}.",
                "l10n stand-up — {l} TM moved to {s}, glossary goes with it",
            ),
        ).format(l=loc, s=store),
        "stand-up notes",
        "chat",
        0.85,
        mins(5),
        "s1",
    )
    say(
        c,
        "other",
        f"Localisation sync: the {oloc} translation memory now lives in {ostore}.",
        "stand-up notes",
        "chat",
        0.85,
        mins(9),
        "s1",
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
    f = say(
        c,
        "plan",
        f"Rollout plan: {fw} ships to {ring} first, then widens weekly.",
        "rollout plan",
        "doc",
        0.9,
        mins(5),
        "s1",
    )
    say(
        c,
        "other",
        f"Rollout plan: {ofw} ships to {oring} first, then widens weekly.",
        "rollout plan",
        "doc",
        0.9,
        mins(20),
        "s1",
    )
    say(
        c,
        "neg",
        choose(
            c,
            (
                "To be clear: we are NOT moving {fw} to start on {n}.",
                "{fw}: starting on {n} was floated and rejected.",
            ),
        ).format(fw=fw, n=neg),
        "chat",
        "chat",
        0.7,
        days(40),
        "s2",
    )
    NOISE(c, 1, days(1), 60, "s2")
    c.ask(f"Which ring does {fw} go to first?", after=days(c.rng.randint(200, 280)))
    c.expect([ring], [f], forbidden=[oring, neg])


def design_token_hex(c: Case) -> None:
    """A design token's value from a tokens JSON, half a year back; another token's value is in
    a separate export."""
    tok, otok = sample(c, p.TOKENS, 2)
    val, oval = sample(c, p.HEXES, 2)
    f = say(
        c,
        "tok",
        f'tokens.json: {{ "{tok}": {{ "value": "{val}", "type": "color" }} }}',
        "tokens.json",
        "file",
        0.95,
        mins(5),
        "s1",
    )
    say(
        c,
        "other",
        f'tokens.json: {{ "{otok}": {{ "value": "{oval}", "type": "color" }} }}',
        "tokens.json",
        "file",
        0.95,
        mins(6),
        "s1",
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
    f = say(
        c,
        "su",
        f"stand-up ({who}): {g} builds are pinned to on-prem runner {r} from today",
        "stand-up notes",
        "chat",
        0.85,
        mins(5),
        "s1",
    )
    say(
        c,
        "other",
        f"stand-up ({who}): {og} builds are pinned to on-prem runner {orr} from today",
        "stand-up notes",
        "chat",
        0.85,
        mins(7),
        "s1",
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
    f = say(
        c,
        "put",
        f'PUT /config/{s}\n{{"compatibility": "{m}"}}\n→ 200 OK',
        "registry log",
        "tool",
        0.95,
        mins(5),
        "s1",
    )
    say(
        c,
        "other",
        f'PUT /config/{os_}\n{{"compatibility": "{om}"}}\n→ 200 OK',
        "registry log",
        "tool",
        0.95,
        days(2),
        "s1",
    )
    NOISE(c, 1, days(3), 60, "s2")
    changed = c.rng.randint(120, 160)
    say(
        c,
        "later",
        f'PUT /config/{s}\n{{"compatibility": "{later}"}}\n→ 200 OK',
        "registry log",
        "tool",
        0.95,
        days(changed),
        "s2",
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
    say(
        c,
        "t1",
        f"12:04 deploy of {bad} for {app} started",
        "incident timeline",
        "tool",
        0.9,
        mins(0),
        "s1",
    )
    say(
        c,
        "t2",
        "12:19 error rate on checkout above threshold, paging on-call",
        "incident timeline",
        "tool",
        0.9,
        mins(15),
        "s1",
    )
    f = say(
        c,
        "t3",
        f"12:37 rolled back; {app} serving {good} again",
        "incident timeline",
        "tool",
        0.9,
        mins(33),
        "s1",
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
    say(
        c,
        "pref",
        f"From: {b}\n> personally I'd rather have the DR replica in {pref}, but it's not my call",
        "e-mail",
        "email",
        0.7,
        mins(0),
        "s1",
    )
    f = say(
        c,
        "pick",
        choose(
            c,
            (
                "Fwd: Re: DR replica\nFrom: {a}\nDecision: the DR replica goes to {r}.",
                "---- forwarded ----\n{a} wrote: we're putting the DR copy in {r}, done.",
            ),
        ).format(a=a, r=reg),
        "e-mail",
        "email",
        0.9,
        mins(90),
        "s2",
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
    say(
        c,
        "ask",
        f"{rev} (review): would {asked} be a clearer name for this counter?",
        "PR review",
        "chat",
        0.7,
        mins(0),
        "s1",
    )
    f = say(
        c,
        "done",
        choose(
            c,
            (
                "{a}: renamed the payment retry counter to {n}, pushed",
                "{a} (reply): went with {n} for the payment retry counter",
            ),
        ).format(a=auth, n=new),
        "PR review",
        "chat",
        0.85,
        days(1),
        "s2",
    )
    NOISE(c, 2, mins(5), 1, "s1")
    c.ask("What is the payment retry counter called after the review?", after=days(3))
    c.expect([new], [f], forbidden=[asked])


def merge_preference(c: Case) -> None:
    """Two people's preferences for how their PRs are merged, said in different sessions; one
    person's is asked."""
    a, b = sample(c, p.PEOPLE, 2)
    mine, theirs = sample(c, ("squash-merge", "rebase-merge", "merge-commit"), 2)
    f = say(
        c,
        "a",
        f"{a}: for my PRs please always {mine}, I like the history that way",
        "chat",
        "chat",
        0.85,
        mins(0),
        "s1",
    )
    say(
        c, "b", f"{b}: fwiw I want {theirs} on anything I open", "chat", "chat", 0.85, days(1), "s2"
    )
    NOISE(c, 2, mins(5), 2, "s1")
    c.ask(f"How does {a} want their pull requests merged?", after=days(4))
    c.expect([mine], [f], forbidden=[theirs])


def warehouse_owner_row(c: Case) -> None:
    """Pasted spreadsheet rows of warehouse table owners, in two sessions; who owns the asked
    table."""
    t, ot = sample(c, p.TABLES, 2)
    a, b = sample(c, p.PEOPLE, 2)
    f = say(
        c,
        "r1",
        f"owners sheet:\ntable,owner,tier\n{t},{a},gold",
        "owners sheet",
        "file",
        0.9,
        mins(0),
        "s1",
    )
    say(
        c,
        "r2",
        f"owners sheet:\ntable,owner,tier\n{ot},{b},silver",
        "owners sheet",
        "file",
        0.9,
        days(1),
        "s2",
    )
    NOISE(c, 2, mins(5), 1, "s1")
    c.ask(f"Who owns {t} in the warehouse?", after=days(2))
    c.expect([a], [f], forbidden=[b])
