"""Templates of ``fresh5`` (``bench.memfresh5``): stale belief resistance. Moved out of the
set module unchanged; the frozen copy it writes is checked byte for byte."""

from __future__ import annotations

from cairn.bench.memfresh5_pools import (
    ANALYZERS,
    CUSTOMERS,
    GPU_COUNTS,
    MAIL_PROVIDERS,
    ML_TEAMS,
    NUMBER_WORDS,
    PEOPLE,
    PLANS,
    PRICES,
    PRODUCTS,
    SEARCH_INDEXES,
    _long_date,
    _next_weekday,
    _noise,
    _when,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import choose as _choose
from cairn.bench.memset import days as _days
from cairn.bench.memset import sample as _sample

# -- stale belief resistance -----------------------------------------------------------------------


def mail_provider_switched(c: Case) -> None:
    """A product's transactional mail moved to another provider; the correction does not name
    the old one. Another product's provider is a distractor."""
    product, other = _sample(c, PRODUCTS, 2)
    old, new, oprov = _sample(c, MAIL_PROVIDERS, 3)
    who = _choose(c, PEOPLE)
    c.event(
        "old",
        f"Platform overview: {product} sends receipts and password resets through {old}.",
        label="Platform overview",
        kind="document",
        trust=0.85,
        after=_days(0),
        session="s1",
    )
    c.event(
        "other",
        f"Platform overview: {other}'s transactional mail runs on {oprov}.",
        label="Platform overview",
        kind="document",
        trust=0.85,
        after=_days(c.rng.uniform(1, 39)),
        session="s1",
    )
    day = _when(c, _days(40))
    new_id = c.event(
        "new",
        f"E-mail from {who}, {day:%d %b %Y}: cut-over finished -- {product} transactional "
        f"traffic now goes through {new}. The previous provider's API keys were revoked this "
        "morning.",
        label="Migration e-mail",
        kind="email",
        trust=0.93,
        after=_days(40),
        session="s2",
    )
    _noise(c, 2, _days(0), 40, "s1")
    c.ask(
        f"Which service delivers {product}'s password-reset e-mails today?",
        after=_days(60),
        session="s3",
    )
    c.expect([new], [new_id], forbidden=[old, oprov])


def seat_price_changed(c: Case) -> None:
    """A plan's seat price changed on a date that has passed; the announcement does not repeat
    the old price. Another plan's price is a distractor."""
    plan, other = _sample(c, PLANS, 2)
    old, new, oprice = _sample(c, PRICES, 3)
    product = _choose(c, PRODUCTS)
    c.event(
        "old",
        f"{product} pricing page: {plan} -- EUR {old} per seat/month.",
        label="Pricing page snapshot",
        kind="document",
        trust=0.88,
        after=_days(0),
        session="s1",
    )
    c.event(
        "other",
        f"{product} pricing page: {other} -- EUR {oprice} per seat/month.",
        label="Pricing page snapshot",
        kind="document",
        trust=0.88,
        after=_days(c.rng.uniform(1, 29)),
        session="s1",
    )
    sent = _when(c, _days(30))
    monday = _next_weekday(sent, 0)
    new_id = c.event(
        "new",
        f"Billing announcement ({sent:%Y-%m-%d}): starting next Monday ({_long_date(monday)}), "
        f"a {plan} seat is EUR {new} a month for new and renewing customers.",
        label="Billing announcement",
        kind="email",
        trust=0.94,
        after=_days(30),
        session="s2",
    )
    _noise(c, 2, _days(0), 30, "s1")
    c.ask(
        f"A customer renewing {product} {plan} today: how much per seat per month?",
        after=_days(50),
        session="s3",
    )
    c.expect([new], [new_id], forbidden=[old, oprice])


def analyzer_replaced(c: Case) -> None:
    """A search index's analyzer was replaced after a reindex; the note does not name the old
    analyzer. Another index's analyzer is a distractor."""
    index, other = _sample(c, SEARCH_INDEXES, 2)
    old, new, oan = _sample(c, ANALYZERS, 3)
    who = _choose(c, PEOPLE)
    c.event(
        "old",
        f"Mapping for {index}: the text fields are tokenised by the `{old}` analyzer.",
        label="Index mapping notes",
        kind="document",
        trust=0.86,
        after=_days(0),
        session="s1",
    )
    c.event(
        "other",
        f"Mapping for {other}: `{oan}` on the title and body fields.",
        label="Index mapping notes",
        kind="document",
        trust=0.86,
        after=_days(c.rng.uniform(1, 24)),
        session="s1",
    )
    new_id = c.event(
        "new",
        f"{who} (commit message): reindex {index} into a fresh alias with `{new}` on every "
        "text field; the old copy was deleted after the alias swap. We no longer use the "
        "previous analyzer there.",
        label="Commit message",
        kind="commit",
        trust=0.92,
        after=_days(25),
        session="s2",
    )
    _noise(c, 2, _days(0), 25, "s1")
    c.ask(
        f"What tokenises the text fields of {index} at the moment?",
        after=_days(40),
        session="s3",
    )
    c.expect([new], [new_id], forbidden=[old, oan])


def customer_contact_changed(c: Case) -> None:
    """Our contact at a customer changed; the update does not name the person who left. Another
    customer's contact is a distractor."""
    cust, other = _sample(c, CUSTOMERS, 2)
    old, new, oc, am = _sample(c, PEOPLE, 4)
    c.event(
        "old",
        f"Account plan: for {cust}, day-to-day questions go to {old} (their ops lead).",
        label="Account plan",
        kind="document",
        trust=0.85,
        after=_days(0),
        session="s1",
    )
    c.event(
        "other",
        f"Account plan: for {other}, the person to call is {oc}.",
        label="Account plan",
        kind="document",
        trust=0.85,
        after=_days(c.rng.uniform(1, 34)),
        session="s1",
    )
    new_id = c.event(
        "new",
        f"Note from {am} (account manager): {cust}'s ops lead has left the company; "
        f"{new} has taken over and is our contact there from now on.",
        label="Account manager note",
        kind="email",
        trust=0.93,
        after=_days(35),
        session="s2",
    )
    _noise(c, 2, _days(0), 35, "s1")
    c.ask(
        f"Who do I reach out to at {cust} about an operational question?",
        after=_days(45),
        session="s3",
    )
    c.expect([new], [new_id], forbidden=[old, oc])


def gpu_quota_cut(c: Case) -> None:
    """A team's GPU quota was cut on a date that has passed; the notice words the number
    differently from the old record and does not repeat it. Another team's quota is a
    distractor."""
    team, other = _sample(c, ML_TEAMS, 2)
    old, new, on = _sample(c, GPU_COUNTS, 3)
    if old < new:
        old, new = new, old
    who = _choose(c, PEOPLE)
    c.event(
        "old",
        f"Quota sheet: {team} -- {old} GPUs.",
        label="Quota sheet",
        kind="document",
        trust=0.86,
        after=_days(0),
        session="s1",
    )
    c.event(
        "other",
        f"Quota sheet: {other} -- {on} GPUs.",
        label="Quota sheet",
        kind="document",
        trust=0.86,
        after=_days(c.rng.uniform(1, 19)),
        session="s1",
    )
    sent = _when(c, _days(20))
    words = NUMBER_WORDS.get(new, str(new))
    new_id = c.event(
        "new",
        f"Notice from {who}, {_long_date(sent)}: after the budget review {team} is reduced to "
        f"{new} GPUs ({words} cards), effective immediately; jobs above that will queue.",
        label="Capacity notice",
        kind="email",
        trust=0.94,
        after=_days(20),
        session="s2",
    )
    _noise(c, 2, _days(0), 20, "s1")
    c.ask(
        f"How many accelerators may {team} use right now?",
        after=_days(35),
        session="s3",
    )
    c.expect([f"{new} GPUs"], [new_id], forbidden=[f"{old} GPUs", f"{on} GPUs"])
