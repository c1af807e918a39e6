"""Claim keys survive invisible characters and look-alike letters: NFKC, Unicode's format
characters dropped, confusable letters folded (one rule from Unicode's confusables table, not a
list of attacks); an older store is re-keyed by a migration, as an event, so its verdicts keep
holding and a rebuild arrives at the same keys (issue 14, item 8)."""

from __future__ import annotations

import random
import re
import sqlite3
import unicodedata
from pathlib import Path

import pytest

from cairn.claimkey import canonical_text, claim_key, latin_fold
from cairn.ids import new_ulid
from cairn.model import Actor, ActorKind, Candidate, Event, Scope, Status, View
from cairn.service import MemoryService, agent_actor, person_actor
from cairn.store import migrations, project
from cairn.store.sqlite import insert_event
from tests.conftest import NS_A, USER_NS

REJECTED = "Run database migrations by hand on production"
VARIANTS = {
    "zero-width space inside a word": "Run data\u200bbase migrations by hand on production",
    "soft hyphen": "Run data\u00adbase migra\u00adtions by hand on production",
    "zero-width joiner and BOM": "Run\u200d database\ufeff migrations by hand on production",
    "word joiner and bidi marks": "Run \u2060database\u200e migrations by hand on \u202eproduction",
    "variation selector": "Run database\ufe0f migrations by hand on production",
    "Cyrillic letters in Latin words": "Run dаtаbаse migrаtiоns by hаnd оn prоductiоn",
    "Greek letters in Latin words": "Run database migratiοns by hand οn prοductiοn",
    "a whole word of Cyrillic look-alikes": "Run database migrations by hand оn production",
    "fullwidth letters": "Ｒｕｎ database migrations by hand on production",
    "uppercase Cyrillic and Greek": "RUN DАTАBАSE MIGRΑTIONS BY HАND ON PRΟDUCTION",
    "all of them at once": "Rսn dа\u200btаbаse\u00ad migrаtiоns by hаnd оn prоduc\ufe0ftiоn.",
}


@pytest.mark.parametrize("name", sorted(VARIANTS))
def test_a_rejected_claim_hidden_behind_unicode_tricks_is_withheld(
    svc: MemoryService, person: Actor, agent: Actor, name: str
) -> None:
    bad = svc.add(Candidate(REJECTED, NS_A), agent).memory
    svc.reject(bad.id, person)
    r = svc.add(Candidate(VARIANTS[name], NS_A), agent)
    assert (r.action, r.memory.id) == ("withheld", bad.id), name
    # control: a claim that really differs (one ASCII letter) is its own proposal
    other = svc.add(Candidate(REJECTED.replace("hand", "band"), NS_A), agent)
    assert other.action == "created"


def test_generated_look_alike_variants_all_key_the_same(seed: int = 20260514) -> None:
    """Every letter that has a look-alike, swapped at random, with invisible characters thrown
    in: 500 variants of 5 claims, every one on its claim's key (worst variant reported)."""
    rng = random.Random(seed)
    by_latin: dict[str, list[str]] = {}
    for cp, latin in latin_fold().items():
        ch = chr(cp)
        nfkc = unicodedata.normalize("NFKC", ch)
        if len(nfkc) != 1 or ch.casefold() != ch or not latin.islower():
            continue  # one lowercase letter standing for one lowercase letter
        if nfkc.isascii() and nfkc.casefold() != latin:
            continue  # NFKC makes it another ASCII letter (a capital I standing for l): see below
        by_latin.setdefault(latin, []).append(ch)
    invisible = ["\u200b", "\u00ad", "\u200c", "\u2060", "\ufeff", "\u200e"]
    claims = [
        "Run database migrations by hand on production",
        "Never force push to the main branch",
        "The payments service reads its keys from vault",
        "Use pnpm in the web package",
        "Integration tests need the docker compose stack",
    ]
    misses = []
    for text in claims:
        for _ in range(100):
            out = []
            for c in text:
                if c.lower() in by_latin and rng.random() < 0.4:
                    c = rng.choice(by_latin[c.lower()])
                out.append(c)
                if c.isalpha() and rng.random() < 0.1:
                    out.append(rng.choice(invisible))
            variant = "".join(out)
            if claim_key(variant) != claim_key(text):
                misses.append(variant)
    assert not misses, f"{len(misses)} of 500 variants keyed apart, e.g. {misses[:3]!r}"


def test_every_look_alike_letter_folds_to_its_latin_letter_but_the_ascii_i_l_ambiguity() -> None:
    """Coverage of the table, letter by letter. The one documented exception: a letter that
    NFKC turns into an ASCII capital I (mathematical and script capital I, capital iota) keys
    as ``i``, like a typed ``I``; the table lists it as a look-alike of ``l``, and folding
    ASCII ``I`` and ``l`` together would merge plain words."""
    missed, ascii_il = [], []
    for cp, latin in latin_fold().items():
        ch = chr(cp)
        if (
            ch.casefold() != ch
            or not latin.islower()
            or len(unicodedata.normalize("NFKC", ch)) != 1
        ):
            continue
        if canonical_text(f"x{ch}x") != f"x{latin}x":
            nfkc = unicodedata.normalize("NFKC", ch)
            (ascii_il if nfkc.isascii() and nfkc.casefold() == "i" else missed).append(ch)
    assert missed == [], missed
    assert len(ascii_il) < 20  # the documented exception, and nothing else


def test_genuine_non_latin_text_keeps_distinct_keys() -> None:
    assert claim_key("Используй pip") != claim_key("Используй npm")
    assert claim_key("Café crème") != claim_key("Cafe creme")  # accents are not look-alikes
    assert canonical_text("Use pip") == "use pip"


def test_the_shipped_letter_table_is_the_maintained_confusables_table() -> None:
    """cairn keeps the letter half of Unicode's table in the package (nothing is read on the
    write path); it must be exactly what the maintained package's data gives."""
    from cairn.confusables import PAIRS, derive

    assert derive() == PAIRS, "run `python -m cairn.confusables` (and add a re-keying migration)"
    assert len(latin_fold()) > 1000


def test_the_table_is_read_from_the_package_not_from_an_environment_variable(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """The package's own loader reads CONFUSABLE_DATA; cairn's key must not move with it."""
    (tmp_path / "confusables.json").write_text("{}")
    monkeypatch.setenv("CONFUSABLE_DATA", str(tmp_path))
    latin_fold.cache_clear()
    canonical_text.cache_clear()
    assert claim_key("Run dаtаbаse") == claim_key("Run database")


def _old_canonical(text: str) -> str:
    """The canonical form before this change (NFKC, casefold, whitespace, filler)."""
    t = unicodedata.normalize("NFKC", text).casefold()
    t = re.sub(r"\s+", " ", t).strip()
    t = re.sub(r"^[\s\-\*•]+", "", t)
    return re.sub(r"[\s\.\!\?\,\;\:…]+$", "", t)


def _old_key(text: str) -> str:
    import hashlib

    return hashlib.sha256(("text\x1f" + _old_canonical(text)).encode()).hexdigest()[:32]


def _old_store(path: Path, texts: dict[str, str]) -> None:
    """A store as the cairn before this change left it (migrations up to m008, keys of the old
    form): each text created by an agent and rejected by a person when its name says so."""
    db = sqlite3.connect(path, isolation_level=None)
    db.row_factory = sqlite3.Row
    migrations.migrate(db, upto=8)
    agent = Actor(ActorKind.AGENT, "claude-code", client="claude-code")
    alice = Actor(ActorKind.HUMAN, "alice", client="cli")
    db.execute("BEGIN")
    for name, text in texts.items():
        mid, at = new_ulid(), "2026-02-01T00:00:00.000000Z"
        row = {
            "id": mid,
            "namespace": NS_A,
            "scope": "project",
            "kind": "fact",
            "text": text,
            "tags": "fact",
            "claim_key": _old_key(text),
            "status": "proposed",
            "review": "unreviewed",
            "confidence": 0.4,
            "evidence_count": 1,
            "recorded_at": at,
            "updated_at": at,
            "revision": 1,
            "flags": [],
            "anchors": [],
        }
        rev = {"revision": 1, "text": text, "claim_key": _old_key(text), "known_at": at}
        events = [
            Event(
                new_ulid(),
                at,
                NS_A,
                agent,
                "memory.created",
                mid,
                {"create": row, "revision": rev, "source": {"kind": "mcp"}},
            ),
        ]
        if name.startswith("rejected"):
            events.append(
                Event(
                    new_ulid(),
                    at,
                    NS_A,
                    alice,
                    "memory.rejected",
                    mid,
                    {
                        "set": {"review": "rejected"},
                        "verdict": {
                            "claim_key": _old_key(text),
                            "verdict": "rejected",
                            "text": text,
                        },
                    },
                    {"review": "unreviewed"},
                )
            )
        for e in events:
            insert_event(db, e)
            project.apply(db, e)
    db.execute("COMMIT")
    db.close()


def test_an_older_store_is_re_keyed_and_its_verdicts_still_hold(tmp_path: Path) -> None:
    path = tmp_path / "old.db"
    hidden = "Run data\u200bbase migrations by hand on production"
    _old_store(
        path,
        {
            "rejected hidden": hidden,
            "rejected plain": "Deploy on Fridays after five",
            "live cyrillic": "Cache thе build folder",
        },
    )
    assert _old_key(hidden) != claim_key(hidden)  # the old store's key is of the old form
    svc = MemoryService.open(path, Scope(NS_A, USER_NS))  # runs m009 onwards
    try:
        agent = agent_actor("codex", client="codex")
        r = svc.add(Candidate(REJECTED, NS_A), agent)
        assert r.action == "withheld" and r.memory.text == hidden
        plain = svc.add(Candidate("deploy on fridays after five!", NS_A), agent)
        assert plain.action == "withheld"  # an ASCII key did not move
        live = svc.add(Candidate("Cache the build folder", NS_A), agent)
        assert (live.action, live.memory.evidence_count) == ("corroborated", 2)
        rekeyed = svc.log(_types("claims.rekeyed"))
        assert len(rekeyed) == 1 and rekeyed[0].actor.kind is ActorKind.SYSTEM
        assert svc.doctor().ok, svc.doctor().checks
        keys = {m.id: m.claim_key for m in svc.memories(View.REVIEW)}
        report = svc.rebuild()
        assert report.ok
        assert {m.id: m.claim_key for m in svc.memories(View.REVIEW)} == keys
        assert all(m.status is Status.PROPOSED for m in svc.memories(View.REVIEW))
    finally:
        svc.close()
    again = MemoryService.open(path, Scope(NS_A, USER_NS))  # a second open re-keys nothing
    try:
        assert len(again.log(_types("claims.rekeyed"))) == 1
        assert again.add(Candidate(hidden, NS_A), person_actor("bob")).action == "withheld"
    finally:
        again.close()


def _types(*names: str):  # type: ignore[no-untyped-def]
    from cairn.store.base import EventFilter

    return EventFilter(types=names)
