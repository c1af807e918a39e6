"""Secrets never enter the store: texts, reasons, notes and typed values are redacted where
events are appended, so neither the events nor the projections (nor the file's bytes) hold
them. Ordinary text passes through intact."""

from __future__ import annotations

from pathlib import Path

import pytest

from cairn.model import Actor, Candidate, Kind, Source
from cairn.service import MemoryService
from cairn.store.sqlite import SQLiteStore
from tests.conftest import NS_A, Cli

AWS = "AKIAIOSFODNN7EXAMPLE"
GITHUB = "ghp_" + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8"
PASSWORD = "hunter2-correct-horse"
SECRETS = {"aws": AWS, "github": GITHUB, "password": PASSWORD}
CONTROL = "The deploy key rotates every ninety days"


def raw_bytes(svc: MemoryService) -> bytes:
    """The store file's bytes after the WAL is folded in."""
    assert isinstance(svc.store, SQLiteStore)
    svc.store.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    path = Path(svc.store.path)
    wal = path.with_name(path.name + "-wal")
    return path.read_bytes() + (wal.read_bytes() if wal.exists() else b"")


def everything_stored(svc: MemoryService) -> str:
    assert isinstance(svc.store, SQLiteStore)
    db = svc.store.db
    rows = []
    for table in ("events", "memories", "revisions", "sources", "verdicts", "edges"):
        rows += [repr(tuple(r)) for r in db.execute(f"SELECT * FROM {table}")]
    return "\n".join(rows)


@pytest.mark.parametrize("name", sorted(SECRETS))
def test_a_secret_in_a_memory_text_is_redacted_in_events_projections_and_file(
    svc: MemoryService, person: Actor, name: str
) -> None:
    secret = SECRETS[name]
    text = {
        "aws": f"Use access key {AWS} for the uploads bucket",
        "github": f"The CI token is {GITHUB}",
        "password": f"Connect with password={PASSWORD} to the staging db",
    }[name]
    m = svc.add(Candidate(text, NS_A, Kind.FACT), person)
    control = svc.add(Candidate(CONTROL, NS_A), person).memory
    assert m.redactions >= 1
    assert secret not in m.memory.text
    assert "[REDACTED:" in m.memory.text
    assert secret not in everything_stored(svc)
    assert secret.encode() not in raw_bytes(svc)
    # control: ordinary text is stored as written
    assert control.text == CONTROL
    assert CONTROL.encode() in raw_bytes(svc)


def test_secrets_in_reasons_notes_typed_values_edits_and_sources_are_redacted(
    svc: MemoryService, person: Actor, agent: Actor
) -> None:
    mid = svc.add(
        Candidate(
            "The staging API credential",
            NS_A,
            subject="staging api",
            predicate="token",
            object=f"token: {GITHUB}",
            source=Source(kind="cli", locator=f"https://u:{PASSWORD}@example.invalid/x"),
        ),
        person,
    ).memory.id
    svc.flag(mid, agent, reason=f"it leaks {AWS}")
    svc.edit(mid, f"The staging API credential is {AWS}", person)
    other = svc.add(Candidate("Rotate the staging key monthly", NS_A), agent).memory.id
    svc.reject(other, person, note=f"api_key={PASSWORD}")
    svc.retract(mid, person, reason=f"never paste {GITHUB} again")
    stored = everything_stored(svc)
    raw = raw_bytes(svc)
    for secret in SECRETS.values():
        assert secret not in stored
        assert secret.encode() not in raw
    assert b"Rotate the staging key monthly" in raw


def test_the_cli_redacts_before_anything_reaches_the_store(cli: Cli) -> None:
    out = cli.json("add", f"Export AWS_ACCESS_KEY_ID={AWS} before running deploy")
    assert AWS not in out["memory"]["text"]
    cli.json("add", CONTROL)
    store = cli.home / "cairn.db"
    import sqlite3

    db = sqlite3.connect(store)
    db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    db.close()
    raw = store.read_bytes()
    assert AWS.encode() not in raw
    assert CONTROL.encode() in raw


def test_only_cairn_shaped_hashes_skip_redaction_under_the_claim_key_fields() -> None:
    """Admission skips the detector for its own claim and slot hashes (32 lowercase hex
    digits), but a secret under those keys in any other shape is still redacted."""
    from cairn.claimkey import claim_key
    from cairn.policy.redact import redact_value

    key = claim_key("Deploys happen on Tuesdays")
    clean, n = redact_value(
        {"claim_key": GITHUB, "slot_key": key, "revision": {"claim_key": AWS}, "text": GITHUB}
    )
    assert isinstance(clean, dict) and n == 3
    assert GITHUB not in repr(clean) and AWS not in repr(clean)
    assert clean["slot_key"] == key  # control: the hash is kept as it is


def test_an_actor_carrying_a_secret_is_stored_redacted(svc: MemoryService, person: Actor) -> None:
    """A hook's session id or an MCP client's name is whatever the caller sent: the actor of
    every event (id, client, session, model) passes the same redaction, and so do the sources
    and citations made from it."""
    from cairn.model import ActorKind

    sneaky = Actor(
        ActorKind.AGENT, f"agent {AWS}", client=GITHUB, session=f"sess-{GITHUB}", model=PASSWORD
    )
    mid = svc.add(Candidate("Harbor cranes run at night", NS_A), sneaky).memory.id
    svc.approve(mid, person)
    svc.cite(mid, sneaky, revision=1)
    svc.flag(mid, sneaky, reason="looks stale")
    stored = everything_stored(svc)
    raw = raw_bytes(svc)
    for secret in (AWS, GITHUB):
        assert secret not in stored and secret.encode() not in raw
    events = svc.history(mid)[1]
    assert all(e.actor.session is None or "[REDACTED:" in e.actor.session for e in events)
    assert b"Harbor cranes run at night" in raw  # control
