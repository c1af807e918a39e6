"""A rejection holds against the same claim wrapped in presentation markup: a list marker
("1. X", "- X"), a task box ("* [ ] X"), a block quote ("> X"), emphasis ("**X**"), a pair of
quotation marks or brackets of any script around the whole claim ("«X»", "「X」", "(X)") or a
whole-claim code span. A model re-extracting a rejected claim from a Markdown summary wrote it
so, and it came back as a proposal flagged "resembles rejected" instead of being withheld. The
fold is by rule (CommonMark's prefixes, Unicode's opening and closing classes), and markup that
carries meaning inside a value is kept: a code span inside a sentence, an identifier, a glob,
an option, a parenthesis within the text, a product. An older store is re-keyed by a
migration, so a rejection recorded before the change holds after it."""

from __future__ import annotations

from contextlib import AbstractContextManager
from pathlib import Path
from typing import Any

import pytest

from cairn import claimkey
from cairn.claimkey import canonical_text, claim_key
from cairn.model import Actor, ActorKind, Candidate, Scope, View
from cairn.service import MemoryService, agent_actor
from cairn.store.base import EventFilter
from tests.adversarial.test_verdict_punctuation import (
    keys_with,
    rejected_on_pg,
    rekeyed_once_and_rebuilt_alike,
    reopen_re_keys_nothing,
    store_before,
)
from tests.conftest import NS_A, USER_NS, Cli, pin
from tests.test_mcp_server import text_of, with_client

CLAIM = "Run the database migrations by hand on production"
FORMS = {
    "bold": "**{}**",
    "numbered item": "1. {}",
    "dash item": "- {}",
    "task box": "* [ ] {}",
    "done task box": "- [x] {}.",
    "block quote": "> {}",
    "guillemets": "\u00ab{}\u00bb",
    "corner brackets": "\u300c{}\u300d",
    "white corner brackets": "\u300e{}\u300f",
    "low-9 quotes": "\u201e{}\u201c",
    "single angle quotes": "\u2039{}\u203a",
    "straight double quotes": '"{}"',
    "straight single quotes": "'{}'",
    "code span": "`{}`",
    "double code span": "`` {} ``",
    "parentheses": "({})",
    "fullwidth parentheses": "\uff08{}\uff09",
    "strikethrough": "~~{}~~",
    "underscores": "__{}__",
    "italic words inside": "Run the *database migrations* by hand on **production**",
    "nested": "> 2) ***\u00ab{}.\u00bb***",
    "heading": "## {}",
}


def _form(name: str, text: str = CLAIM) -> str:
    return FORMS[name].format(text) if "{}" in FORMS[name] else FORMS[name]


@pytest.mark.parametrize("name", sorted(FORMS))
def test_a_rejected_claim_wrapped_in_markup_is_withheld(
    svc: MemoryService, person: Actor, agent: Actor, name: str
) -> None:
    bad = svc.add(Candidate(CLAIM, NS_A), agent).memory
    svc.reject(bad.id, person)
    r = svc.add(Candidate(_form(name), NS_A), agent)
    assert (r.action, r.memory.id) == ("withheld", bad.id), _form(name)
    # control: the same form around a different value is its own proposal
    other = svc.add(Candidate(_form(name).replace("production", "staging"), NS_A), agent)
    assert other.action == "created", _form(name)


def test_a_markup_rejection_holds_against_the_plain_claim(
    svc: MemoryService, person: Actor, agent: Actor
) -> None:
    bad = svc.add(Candidate("- [ ] **Deploy on Fridays after five**", NS_A), agent).memory
    svc.reject(bad.id, person)
    assert svc.add(Candidate("Deploy on Fridays after five.", NS_A), agent).action == "withheld"
    assert svc.add(Candidate("Deploy on Mondays after five", NS_A), agent).action == "created"


MEANINGFUL = [
    ("Run `make test` before pushing", "Run make test before pushing"),
    ("Name the fixtures a_b_c", "Name the fixtures abc"),
    ("*.py files are formatted by ruff", ".py files are formatted by ruff"),
    ("src/*.py and tests/*.py are linted", "src/.py and tests/.py are linted"),
    ("--force is refused on main", "force is refused on main"),
    ("-n 2 runs the tests in parallel", "n 2 runs the tests in parallel"),
    ("Pass --verbose (optional) to the runner", "Pass --verbose optional to the runner"),
    ("2 * 3 workers are enough", "2 3 workers are enough"),
    ("__init__.py stays empty", "init.py stays empty"),
    ("Wrappers take *args and **kwargs", "Wrappers take args and kwargs"),
    ("(a) runs before (b)", "a) runs before (b"),
    ('"fast" and "safe" are the modes', 'fast" and "safe are the modes'),
    (">=3.10 is required", "=3.10 is required"),
    ("__main__", "main"),
]


@pytest.mark.parametrize(("kept", "stripped"), MEANINGFUL, ids=lambda v: str(v)[:16])
def test_markup_that_carries_meaning_keeps_its_own_key(kept: str, stripped: str) -> None:
    assert claim_key(kept) != claim_key(stripped), canonical_text(kept)
    assert canonical_text(kept) == kept.casefold()  # nothing of it folded


def test_every_opening_and_closing_pair_of_unicode_unwraps_a_whole_claim() -> None:
    """By class and name, not a list: each opening mark (Ps, Pi) whose closing one the names
    give, around a whole claim, keys as the claim; the same pair inside it does not fold."""
    pairs = []
    for cp in range(0x21, 0x30000):
        c = chr(cp)
        closing = claimkey._closing(c)
        if closing is not None:
            pairs.append((c, closing))
    assert len(pairs) >= 40
    missed = [
        o + c
        for o, c in pairs
        if claim_key(f"{o}Cache the lock file{c}") != claim_key("Cache the lock file")
    ]
    assert missed == [], missed
    inside = [
        o + c
        for o, c in pairs
        if claim_key(f"Cache the {o}lock{c} file") == claim_key("Cache the lock file")
    ]
    assert inside == [], inside


def test_an_approved_claim_re_proposed_with_markup_corroborates(
    svc: MemoryService, person: Actor, agent: Actor
) -> None:
    good = svc.add(Candidate("Integration tests need the compose stack", NS_A), agent).memory
    svc.approve(good.id, person)
    again = svc.add(Candidate("1. **Integration tests need the compose stack.**", NS_A), agent)
    assert (again.action, again.memory.id, again.memory.evidence_count) == (
        "corroborated",
        good.id,
        2,
    )
    # control: a different value in the same markup is a new proposal
    other = svc.add(Candidate("1. **Integration tests need the kind cluster.**", NS_A), agent)
    assert other.action == "created"


@pytest.mark.parametrize("verb", ["propose", "add"])
def test_the_cli_withholds_a_marked_up_rejected_claim(cli: Cli, verb: str) -> None:
    made = cli.json("propose", CLAIM)["memory"]
    code, out = cli.tty("reject", made["id"], "--note", "wrong")
    assert code == 0, out
    for name in ("bold", "task box", "guillemets", "code span", "parentheses"):
        if verb == "propose":
            again = cli.json("propose", _form(name))
            assert (again["action"], again["memory"]["id"]) == ("withheld", made["id"]), name
        else:
            code, out = cli.tty("add", _form(name))
            assert "withheld" in out or "rejected" in out, (name, out)
    assert cli.json("search", "migrations production")["hits"] == []
    # control: a different value in markup is admitted
    code, out = cli.tty("add", "**Run the database migrations by hand on staging**")
    assert code == 0, out
    hits = cli.json("search", "migrations staging")["hits"]
    assert [h["memory"]["text"] for h in hits] == [
        "**Run the database migrations by hand on staging**"
    ]


def test_the_mcp_tool_withholds_a_marked_up_rejected_claim(
    svc: MemoryService, store_path: Path, tmp_path: Path, person: Actor, agent: Actor
) -> None:
    root = tmp_path / "project"
    pin(root, NS_A, store_path)
    bad = svc.add(Candidate(CLAIM, NS_A), agent).memory
    svc.reject(bad.id, person)

    async def body(client: Any) -> list[tuple[str, bool]]:
        return [
            await text_of(client, "memory_propose", text=_form("numbered item")),
            await text_of(client, "memory_propose", text=_form("corner brackets")),
            await text_of(client, "memory_propose", text=_form("code span", "Use pnpm in web")),
        ]

    numbered, cornered, control = with_client(store_path, root, body, "sdk")
    assert "withheld" in numbered[0] or "rejected" in numbered[0], numbered
    assert "withheld" in cornered[0] or "rejected" in cornered[0], cornered
    assert "withheld" not in control[0] and not control[1], control
    texts = [m.text for m in svc.memories(View.REVIEW)]
    assert _form("numbered item") not in texts and _form("corner brackets") not in texts
    assert "`Use pnpm in web`" in texts


def _key_before_this_fold() -> AbstractContextManager[None]:
    """Claim keys as the cairn before the markup fold computed them (leading bullets, dashes
    and stars, then trailing punctuation, dropped)."""
    import re

    lead, trail = re.compile(r"^[\s\-\*•]+"), claimkey._TRAIL
    return keys_with("unmark", lambda t: trail.sub("", lead.sub("", t)))


def _store_before_this_fold(path: Path, rejected: str, live: str) -> None:
    """A store as it was before m015 (keys of the older form)."""
    with _key_before_this_fold():
        old = claim_key(rejected)
    assert old != claim_key(rejected)  # the key moves
    store_before(path, rejected, live, "m015_rekey_markup", _key_before_this_fold)


def test_an_older_store_is_re_keyed_and_its_verdicts_still_hold(tmp_path: Path) -> None:
    path = tmp_path / "old.db"
    rejected = "**Deploy the blue stack on Fridays**"
    live = "> The staging bucket is named assets-eu"
    _store_before_this_fold(path, rejected, live)
    svc = MemoryService.open(path, Scope(NS_A, USER_NS))  # runs m015
    try:
        agent = agent_actor("codex", client="codex")
        for text in (
            rejected,
            "1. Deploy the blue stack on Fridays",
            "\u00abDeploy the blue stack on Fridays\u00bb",
        ):
            r = svc.add(Candidate(text, NS_A), agent)
            assert r.action == "withheld", text
        assert svc.add(Candidate("Deploy the green stack on Fridays", NS_A), agent).action == (
            "created"
        )
        again = svc.add(Candidate("The staging bucket is named assets-eu", NS_A), agent)
        assert (again.action, again.memory.evidence_count) == ("corroborated", 2)
        parts = rekeyed_once_and_rebuilt_alike(svc)["rekey"]
        assert len(parts["memories"]) == 2 and len(parts["verdicts"]) == 1
    finally:
        svc.close()
    reopen_re_keys_nothing(path)


def test_a_team_database_is_re_keyed_by_its_migration(pg_url: str) -> None:
    """The same on PostgreSQL: keys written under the older form, m012 applied again as an
    upgrade would; then the verdict holds through the service."""
    import psycopg

    from cairn.store import pg_migrations
    from cairn.store.pg_db import PgDatabase
    from cairn.store.postgres import PostgresStore

    rejected = "- **Deploy the blue stack on Fridays**"
    scope = Scope(NS_A, USER_NS)
    agent = agent_actor("codex", client="codex")
    db = PgDatabase(pg_url)
    try:
        rejected_on_pg(db, _key_before_this_fold, rejected)
        svc = MemoryService(PostgresStore(db, scope.namespaces), scope)
        slipped = svc.add(Candidate("Deploy the blue stack on Fridays", NS_A), agent)
        assert slipped.action == "created"  # before the upgrade: the break
        svc.close()
        with psycopg.connect(pg_url, autocommit=True) as conn:
            conn.execute("DELETE FROM schema_migrations WHERE name = 'm012_rekey_markup'")
            assert pg_migrations.migrate(conn) == ["m012_rekey_markup"]
        svc = MemoryService(PostgresStore(db, scope.namespaces), scope)
        try:
            r = svc.add(Candidate("\u300cDeploy the blue stack on Fridays\u300d", NS_A), agent)
            assert r.action == "withheld"  # the rejection (or the slipped copy) holds it
            assert svc.add(Candidate("(Deploy the red stack on Fridays)", NS_A), agent).action == (
                "created"
            )
            rekeyed = svc.log(EventFilter(types=("claims.rekeyed",)))
            assert len(rekeyed) == 1 and rekeyed[0].actor.kind is ActorKind.SYSTEM
        finally:
            svc.close()
    finally:
        db.close()
