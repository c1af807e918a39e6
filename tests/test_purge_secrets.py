"""`cairn redact --scan` finds secrets that got in before the detector knew their shape, and
`cairn purge ID` (a person's verb) rewrites them out of the events, records secret.purged, and
erases them physically: the store's files (db, -wal, -shm) no longer hold the bytes."""

from __future__ import annotations

import json
import random
import string
from pathlib import Path

import pytest

from cairn.model import Candidate, Scope
from cairn.policy import person
from cairn.policy import redact as redact_mod
from cairn.policy.redact import Redaction
from cairn.service import MemoryService, agent_actor
from tests.conftest import NS_A, USER_NS, Cli

SECRET = "AKIA" + "".join(
    random.Random(9).choice(string.ascii_uppercase + string.digits) for _ in range(16)
)
CONTROL = "controlphrase-visible-after-purge"


def _store_with_secret(cli: Cli, monkeypatch: pytest.MonkeyPatch) -> str:
    """Simulate an older cairn whose detector did not know the shape."""
    monkeypatch.setattr(redact_mod, "redact", lambda t, **_: Redaction(t, 0, ()))
    svc = MemoryService.open(cli.home / "cairn.db", Scope(NS_A, USER_NS))
    try:
        mem = svc.add(
            Candidate(text=f"deploy with key {SECRET} and {CONTROL}", namespace=NS_A),
            agent_actor("miner", session="s1", vouched=True),
        ).memory
    finally:
        svc.close()
    monkeypatch.undo()
    return mem.id


def _files(cli: Cli) -> list[Path]:
    return [p for p in cli.home.iterdir() if p.name.startswith("cairn.db")]


def test_scan_finds_the_stored_secret_without_printing_it(
    cli: Cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    _store_with_secret(cli, monkeypatch)
    out = cli.json("redact", "--scan")
    assert out["count"] >= 2
    assert {f["where"] for f in out["found"]} >= {"event", "memory"}
    assert SECRET not in json.dumps(out)


def test_purge_refuses_an_agent(cli: Cli, monkeypatch: pytest.MonkeyPatch) -> None:
    mid = _store_with_secret(cli, monkeypatch)
    proc = cli.run("purge", mid)
    assert proc.returncode != 0 and "person" in (proc.stderr + proc.stdout).lower()
    assert any(SECRET.encode() in p.read_bytes() for p in _files(cli))


def test_purge_rewrites_the_events_records_it_and_erases_the_bytes(
    cli: Cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    mid = _store_with_secret(cli, monkeypatch)
    assert any(SECRET.encode() in p.read_bytes() for p in _files(cli))
    code, out = cli.tty("purge", mid)
    assert code == 0, out
    assert "purged" in out
    for p in _files(cli):
        data = p.read_bytes()
        assert SECRET.encode() not in data, p.name
    db = (cli.home / "cairn.db").read_bytes()
    assert CONTROL.encode() in db  # the rest of the memory is still there
    svc = MemoryService.open(cli.home / "cairn.db", Scope(NS_A, USER_NS))
    try:
        mem, events = svc.history(mid)
        assert "[REDACTED:" in mem.text and CONTROL in mem.text
        purged = [e for e in events if e.type == "secret.purged"]
        assert len(purged) == 1 and purged[0].actor.is_human
        assert SECRET not in json.dumps(purged[0].payload)
    finally:
        svc.close()
    assert cli.json("redact", "--scan")["count"] == 0
    assert cli.run("doctor").returncode == 0


def test_purge_refuses_a_terminal_inside_an_agents_environment(
    cli: Cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    mid = _store_with_secret(cli, monkeypatch)
    code, out = cli.tty("purge", mid, env=cli.env(CLAUDECODE="1"))
    assert code == 1 and "CLAUDECODE" in out
    assert any(SECRET.encode() in p.read_bytes() for p in _files(cli))
    assert "purge" in person.HUMAN_VERBS


def test_a_raw_page_scan_reports_a_key_but_not_a_window_across_side_by_side_ids(
    tmp_path: Path,
) -> None:
    """Index pages hold cairn's ids (ULIDs) side by side; a 20-character window across two of
    them can take an access key id's shape, which the raw scan must not report (it made
    `redact --scan` flaky), while a key that stands apart is still found."""
    from cairn.store import purge

    ids = "01KBX4M0ZQ9W7ACCAB3D5F7H9K" + "01KBX4M0ZR2T4V6X8Z0B2D4F6H"  # "ACCA" + 16 across both
    control = "deploy key AKIAQ7M2N4P6R8T0V3XZ in the old page"
    page = b"\x00\x13" + ids.encode() + b"\x00\x07\x01" + control.encode() + b"\x00"
    path = tmp_path / "pages.bin"
    path.write_bytes(page)
    found = list(purge._raw_hits(path, (), ()))
    assert [v for _kind, v in found] == ["AKIAQ7M2N4P6R8T0V3XZ"]
    assert purge._hits(ids) != []  # the window does have the shape: only its place rules it out


def test_a_raw_page_scan_reports_an_assignment_but_not_an_id_ending_in_a_secret_word(
    tmp_path: Path,
) -> None:
    """A row's fields sit side by side in a raw page: a ULID that happens to end in ``PWD``
    glued to the namespace ``path:9a93...`` reads as ``...PWDpath:9a93...``, an assignment's
    shape (seen in a planted store: `redact --scan` flaky about one run in 60). Only its place
    rules it out: a name whose secret word is outside the id is still reported."""
    from cairn.store import purge

    # (glued to ``path:``, the name now ends in a word naming where a secret is, not a secret,
    # and is no assignment at all; glued to another namespace it still has the shape)
    assert purge._hits("01M8RP0AM5BZSA4HQC6717NPWDpath:9a9377dba72aa7cfproject") == []
    row = "01M8RP0AM5BZSA4HQC6717NPWD" + "git:9a9377dba72aa7cfprojectconventionFrom now on"
    glued = "01M8RP0AM5BZSA4HQC6717NXYZ" + "db_pwd=hunter2hunter2 in the old page"
    page = b"\x00\x13" + row.encode() + b"\x00\x07\x01" + glued.encode() + b"\x00"
    path = tmp_path / "pages.bin"
    path.write_bytes(page)
    found = list(purge._raw_hits(path, (), ()))
    assert found == [("assignment", "hunter2hunter2")]
    assert purge._hits(row) != []  # the row does have the shape: only its place rules it out
