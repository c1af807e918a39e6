"""Six-month recall templates of `fresh40`: a fact said in a case's first two days, asked about
seven months later under nine to eleven team chat lines about the subject and one side chat line.
Another subject's value in the same frame and a near miss (a revoked entry, a reminder date, a
wished-for count, a place wondered about, a one-off) are the distractors."""

from __future__ import annotations

from cairn.bench.memfresh40_pools import (
    Place,
    coin,
    counts,
    dates,
    others,
    people,
    place,
    refs,
    say,
    side_chat,
    spell,
    team_chat,
)
from cairn.bench.memgen import Case
from cairn.bench.memset import days


def _write(
    c: Case,
    p: Place,
    fact: tuple[str, str],
    other: tuple[str, str],
    near: tuple[str, str],
    ask: str,
    values: tuple[str, str, str],
) -> None:
    """``fact``, ``other`` and ``near`` are texts with their labels; ``values`` the answer, the
    other subject's value and the near miss."""
    ans, oth, nm = values
    cited = say(c, "fact", fact[0], fact[1], days(c.rng.uniform(0, 2)))
    say(c, "other", other[0], other[1], days(c.rng.uniform(0, 2)))
    say(c, "near", near[0], near[1], days(c.rng.uniform(3, 60)), "s2")
    team_chat(p.code)(c, c.rng.randrange(9, 12), days(3), 195, "s2")
    side_chat(c, 1, days(3), 195, "s2")
    c.ask(ask, after=days(c.rng.uniform(207, 224)))
    c.expect([ans], [cited], forbidden=[oth, nm])


def registrar_login_or_minute_book(c: Case) -> None:
    """Who holds a service's domain registrar login, or who keeps a group's minute book."""
    p = place(c, 0)
    (o,) = others(c, p.subject)
    ans, other, near = people(c, 3)
    if p.soft:
        fact = (
            (f"Access doc, {p.code}: the domain registrar login sits with {ans}.", "access doc")
            if p.turn == 0
            else (
                f"The {p.code} registrar account is held by {ans}; nobody else has the second factor.",
                "security handbook",
            )
        )
        dis = (f"Access doc, {o.code}: the domain registrar login sits with {other}.", "access doc")
        nm = (
            f"{near} logged into the {p.code} registrar once to fix a typo, with a borrowed code.",
            "ops chat",
        )
        asks = (
            f"If the {p.code} domain needs renewing by hand, who can get into the registrar?",
            f"Who has the registrar login for {p.code}?",
        )
    else:
        fact = (
            (f"Secretary's report: {ans} keeps the {p.code} minute book.", "secretary's report")
            if p.turn == 0
            else (f"The {p.code} minute book lives with {ans} between meetings.", "AGM minutes")
        )
        dis = (f"Secretary's report: {other} keeps the {o.code} minute book.", "secretary's report")
        nm = (f"{near} took the {p.code} minute book home one time to copy a page.", "group chat")
        asks = (
            f"Who should I ask for the {p.code} minute book?",
            f"Who keeps the {p.code} minutes between meetings?",
        )
    _write(c, p, fact, dis, nm, asks[p.instance % 2], (ans, other, near))


def api_key_entry_or_shed_code(c: Case) -> None:
    """The vault entry of a service's API key, or the padlock code of a group's shed."""
    p = place(c, 6)
    (o,) = others(c, p.subject)
    ans, other, near = refs(c, 3)
    if p.soft:
        fact = (
            (f"Vault register: the {p.code} API key is stored under entry {ans}.", "vault register")
            if p.turn == 0
            else (
                f"Security review: {p.code} reads its API key from vault entry {ans}.",
                "security review",
            )
        )
        dis = (
            f"Vault register: the {o.code} API key is stored under entry {other}.",
            "vault register",
        )
        nm = (
            f"Vault register: entry {near} held an old {p.code} API key and was revoked.",
            "vault register",
        )
        asks = (
            f"Under what vault entry is the {p.code} API key kept?",
            f"Which vault entry do I need to fetch the {p.code} API key?",
        )
    else:
        fact = (
            (f"Kit note: the {p.code} shed padlock code is {ans}.", "kit note")
            if p.turn == 0
            else (f"Welcome pack: for the {p.code} shed, the padlock takes {ans}.", "welcome pack")
        )
        dis = (f"Kit note: the {o.code} shed padlock code is {other}.", "kit note")
        nm = (
            f"The {p.code} shed padlock used to take {near}, before the lock was swapped.",
            "caretaker's note",
        )
        asks = (
            f"How do I open the padlock on the {p.code} shed?",
            f"What's the combination for the {p.code} shed padlock?",
        )
    _write(c, p, fact, dis, nm, asks[p.instance % 2], (ans, other, near))


def domain_renewal_or_agm_date(c: Case) -> None:
    """When a service's domain renews, or the date of a group's annual general meeting."""
    p = place(c, 12)
    (o,) = others(c, p.subject)
    ans, other, near = dates(c, 3)
    if p.soft:
        fact = (
            (f"Domain list: the {p.code} domain renews on {ans}.", "domain list")
            if p.turn == 0
            else (f"Ops calendar: {p.code} domain renewal due {ans}.", "ops calendar")
        )
        dis = (f"Domain list: the {o.code} domain renews on {other}.", "domain list")
        nm = (f"A reminder about the {p.code} domain renewal goes out on {near}.", "ops calendar")
        asks = (
            f"When is the {p.code} domain up for renewal?",
            f"What date does the {p.code} domain lapse if nobody renews it?",
        )
    else:
        fact = (
            (f"Club calendar: the {p.code} AGM is on {ans}.", "club calendar")
            if p.turn == 0
            else (f"Please keep {ans} free for the {p.code} AGM.", "message from the secretary")
        )
        dis = (f"Club calendar: the {o.code} AGM is on {other}.", "club calendar")
        nm = (f"Nominations for the {p.code} committee close on {near}.", "club calendar")
        asks = (
            f"What date is the {p.code} annual general meeting?",
            f"Which date should I keep free for the {p.code} AGM?",
        )
    _write(c, p, fact, dis, nm, asks[p.instance % 2], (ans, other, near))


def connection_pool_or_raffle_tickets(c: Case) -> None:
    """How many database connections a service pools, or how many raffle tickets a group sold;
    another subject's count and a wished-for one are in the other form than the answer."""
    p = place(c, 18)
    (o,) = others(c, p.subject)
    a, b, w = counts(c, 3)
    form = coin(c)
    ans, other, wish = spell(a, form), spell(b, not form), spell(w, not form)
    if p.soft:
        if p.turn == 0 and not form:
            fact = (f"# {p.code} database\n[{p.code.lower()}.db]\npool_size = {ans}", "db.toml")
        elif p.turn == 0:
            fact = (
                f"Capacity plan: {p.code} keeps {ans} database connections in its pool.",
                "capacity plan",
            )
        else:
            fact = (
                f"Architecture note: the {p.code} connection pool holds {ans} connections.",
                "architecture note",
            )
        dis = (
            f"Capacity plan: {o.code} keeps {other} database connections in its pool.",
            "capacity plan",
        )
        nm = (f"{p.code} could do with {wish} connections in the pool, lol.", "ops chat")
        asks = (
            f"How many database connections does {p.code} keep pooled?",
            f"What's the size of the {p.code} connection pool?",
        )
    else:
        fact = (
            (
                f"Treasurer's report: {p.code} sold {ans} raffle tickets at the summer fair.",
                "treasurer's report",
            )
            if p.turn == 0
            else (f"Raffle tally for {p.code}: {ans} tickets sold in the end.", "raffle tally")
        )
        dis = (
            f"Treasurer's report: {o.code} sold {other} raffle tickets at the summer fair.",
            "treasurer's report",
        )
        nm = (f"If only {p.code} had sold {wish} raffle tickets, just a thought.", "group chat")
        asks = (
            f"How many raffle tickets did {p.code} sell at the summer fair?",
            f"What was the {p.code} raffle ticket tally?",
        )
    _write(c, p, fact, dis, nm, asks[p.instance % 2], (ans, other, wish))


def build_runner_or_trophy_cabinet(c: Case) -> None:
    """The host a service's builds run on, or where a group keeps its trophies."""
    p = place(c, 4)
    (o,) = others(c, p.subject)
    ans, near = p.subject.places
    other = o.places[0]
    if p.soft:
        fact = (
            (f"Runner inventory: {p.code} builds run on {ans}.", "runner inventory")
            if p.turn == 0
            else (f"CI note: the {p.code} pipeline is pinned to the runner {ans}.", "CI note")
        )
        dis = (f"Runner inventory: {o.code} builds run on {other}.", "runner inventory")
        nm = (f"Maybe {p.code} builds should move to {near}? Just wondering.", "ops chat")
        asks = (
            f"Which machine do {p.code} builds run on?",
            f"What's the build runner host for {p.code}?",
        )
    else:
        fact = (
            (f"Welcome leaflet: the {p.code} trophies are kept at {ans}.", "welcome leaflet")
            if p.turn == 0
            else (f"Handbook: the {p.code} trophy cabinet stands in {ans}.", "handbook")
        )
        dis = (f"Welcome leaflet: the {o.code} trophies are kept at {other}.", "welcome leaflet")
        nm = (f"I wonder if the {p.code} trophies would look better at {near}.", "group chat")
        asks = (
            f"Where can I go to see the {p.code} trophies?",
            f"Where is the {p.code} trophy cabinet?",
        )
    _write(c, p, fact, dis, nm, asks[p.instance % 2], (ans, other, near))


TEMPLATES = (
    registrar_login_or_minute_book,
    api_key_entry_or_shed_code,
    domain_renewal_or_agm_date,
    connection_pool_or_raffle_tickets,
    build_runner_or_trophy_cabinet,
)
