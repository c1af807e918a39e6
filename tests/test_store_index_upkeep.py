"""The projector keeps both full-text indexes itself (no triggers on ``memories``, which made
FTS5 flush at every insert), and admission's "known absent" word cache is dropped for every
word a write adds, so a batch still finds conflicts among its own new words."""

from __future__ import annotations

import sqlite3

from cairn.model import Actor, Candidate, Scope
from cairn.service import MemoryService
from cairn.store.sqlite import SQLiteStore
from cairn.store.vocab import DocFreq
from tests.conftest import NS_A


def _db(svc: MemoryService) -> sqlite3.Connection:
    assert isinstance(svc.store, SQLiteStore)
    return svc.store.db


def _content_check(db: sqlite3.Connection) -> None:
    """FTS5's own check of each index against the rows it indexes (rank 1: content too)."""
    for fts in ("memories_fts", "memories_tri"):
        db.execute(f"INSERT INTO {fts} ({fts}, rank) VALUES ('integrity-check', 1)")


def test_memories_carry_no_trigger_and_the_event_log_keeps_its_own(svc: MemoryService) -> None:
    triggers = {
        (r[0], r[1])
        for r in _db(svc).execute("SELECT name, tbl_name FROM sqlite_master WHERE type='trigger'")
    }
    assert not [t for t in triggers if t[1] == "memories"]
    assert ("events_append_only_update", "events") in triggers  # control: the log is guarded


def test_created_edited_and_rebuilt_memories_are_indexed_exactly(
    svc: MemoryService, person: Actor
) -> None:
    a = svc.add(Candidate("The nightly job uses the quokka-batch runner", NS_A), person).memory
    svc.add(Candidate("Migrations run before the smoke tests", NS_A), person)
    assert [m.id for m, _ in svc.search("quokka")] == [a.id]
    _content_check(_db(svc))

    svc.edit(a.id, "The nightly job uses the wombat runner", person)
    assert svc.search("quokka") == []  # the old words left the index
    assert [m.id for m, _ in svc.search("wombat")] == [a.id]
    assert [m.id for m, _ in svc.search("runner")] == [a.id]  # a kept word still finds it
    _content_check(_db(svc))

    assert svc.rebuild().ok
    assert [m.id for m, _ in svc.search("wombat")] == [a.id]
    assert svc.search("quokka") == []
    _content_check(_db(svc))
    assert svc.doctor().ok


def test_a_conflict_between_new_words_is_found_inside_one_batch(
    svc: MemoryService, person: Actor
) -> None:
    # every rare word here is new to the store when the batch starts, so the batch's first
    # lookup files them all as absent; the first claim's write must take them back out
    first, flip, other = svc.add_many(
        [
            Candidate("Deploys of the zorblax service happen on Tuesdays", NS_A),
            Candidate("Deploys of the zorblax service never happen on Tuesdays", NS_A),
            Candidate("The frobnitz cache is warmed at start-up", NS_A),
        ],
        person,  # a person's claims are active at once: the later ones are checked against them
    )
    assert first.memory.id in flip.memory.contested_by
    assert other.memory.contested_by == ()  # control: an unrelated claim is not contested


def test_an_absent_word_is_asked_again_once_a_write_adds_it(
    svc: MemoryService, person: Actor
) -> None:
    df = DocFreq()
    db = _db(svc)
    db.execute("BEGIN IMMEDIATE")
    try:
        df.refresh(db)
        assert df.count(db, ["xylograph"]) == {"xylograph": 0}
        assert df.absent  # remembered for this write transaction
        df.wrote(1, "a xylograph of the build graph", "fact")
        assert not df.absent
        df.end()
        df.refresh(db)
        assert df.count(db, ["xylograph"]) == {"xylograph": 0}
        df.wrote(2, "text that is not ascii: caf\u00e9", "")  # tokens it cannot name: forget all
        assert not df.absent
    finally:
        db.execute("ROLLBACK")
        df.forget()  # as the store does: the rollback dropped the temporary tables
    # outside a write transaction nothing is remembered as absent
    assert df.count(db, ["xylograph"]) == {"xylograph": 0} and not df.absent


def test_the_index_survives_reopening_the_store(store_path: object, person: Actor) -> None:
    from pathlib import Path

    path = Path(str(store_path))
    svc = MemoryService.open(path, Scope(NS_A, "user:test"))
    svc.add(Candidate("Use the pelican linter before pushing", NS_A), person)
    svc.close()
    again = MemoryService.open(path, Scope(NS_A, "user:test"))
    try:
        assert [m.text for m, _ in again.search("pelican")] == [
            "Use the pelican linter before pushing"
        ]
        _content_check(_db(again))
    finally:
        again.close()


def test_temporary_tables_live_in_memory(svc: MemoryService) -> None:
    # on disk, reusing a freed temporary page was journalled to a file at every analysis
    assert _db(svc).execute("PRAGMA temp_store").fetchone()[0] == 2  # MEMORY
    assert _db(svc).execute("PRAGMA journal_mode").fetchone()[0] == "wal"  # control: main is not


def test_counts_follow_own_writes_and_are_asked_again_once_others_grew_the_store(
    store_path: object, person: Actor
) -> None:
    from pathlib import Path

    from tests.conftest import USER_NS

    path = Path(str(store_path))
    a = MemoryService.open(path, Scope(NS_A, USER_NS))
    b = MemoryService.open(path, Scope(NS_A, USER_NS))
    try:
        assert isinstance(a.store, SQLiteStore)
        a.add(Candidate("The kestrel cache is warmed at start-up", NS_A), person)
        with a.store.write() as tx:
            assert tx.doc_freq(["kestrel"]) == {"kestrel": 1}
        a.add(Candidate("Kestrel runs on the build hosts only", NS_A), person)
        df = a.store._df
        assert df.held  # counted by the write itself, not asked again
        with a.store.write() as tx:
            assert tx.doc_freq(["kestrel"]) == {"kestrel": 2}
        # another connection adds 150 memories holding the word: this one's count is stale
        b.add_many(
            [Candidate(f"Kestrel shard {i} lives in rack r{i}x", NS_A) for i in range(150)], person
        )
        with a.store.write() as tx:
            assert tx.doc_freq(["kestrel"]) == {"kestrel": 152}
            assert tx.doc_freq(["nosuchword"]) == {"nosuchword": 0}  # control
    finally:
        a.close()
        b.close()


def test_a_batch_is_redacted_before_its_words_are_looked_up(
    svc: MemoryService, person: Actor
) -> None:
    from cairn.store import vocab

    secret = "AKIA" + "Q7" * 8
    svc.add_many(
        [
            Candidate(f"Deploys sign with the key {secret} from the vault", NS_A),
            Candidate("The gryphon queue drains every night", NS_A),
        ],
        person,
    )
    learned = set(vocab._INDEX_TERMS)
    assert secret.lower() not in learned
    assert "gryphon" in learned  # control: the batch's words were looked up
