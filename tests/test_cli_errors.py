"""Bad input gets a clear one-line error and a non-zero exit code (64 for usage, 1 otherwise),
and nothing already stored is lost: unknown ids, invalid dates, empty text, a locked store, a
corrupt file, a store from a newer cairn."""

from __future__ import annotations

import sqlite3
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from cairn.errors import EXIT_ERROR, EXIT_USAGE
from cairn.store import migrations
from tests.conftest import Cli


def one_error(proc: subprocess.CompletedProcess[str]) -> str:
    """The error line; fails unless stderr is one `error:` line (plus at most one hint)."""
    lines = proc.stderr.strip().splitlines()
    assert "Traceback" not in proc.stderr, proc.stderr
    assert lines and lines[0].startswith("error: "), proc.stderr
    assert len(lines) <= 2 and all(line.startswith("hint: ") for line in lines[1:]), proc.stderr
    return lines[0]


def counts(store: Path) -> tuple[int, int]:
    db = sqlite3.connect(store)
    try:
        return (
            db.execute("SELECT count(*) FROM events").fetchone()[0],
            db.execute("SELECT count(*) FROM memories").fetchone()[0],
        )
    finally:
        db.close()


@pytest.fixture
def seeded(cli: Cli) -> Iterator[tuple[Cli, str, tuple[int, int]]]:
    """A store with two memories; yields the cli, one memory id, and the counts to keep."""
    code, out = cli.tty("add", "Use uv to manage virtualenvs", "--kind", "convention")
    assert code == 0, out
    mid = cli.json("add", "The CI runs on every push")["memory"]["id"]
    store = cli.home / "cairn.db"
    before = counts(store)
    yield cli, mid, before
    assert counts(store) == before, "a failed command changed the store"
    texts = {m["text"] for m in cli.json("list")["memories"]}
    assert texts == {"Use uv to manage virtualenvs", "The CI runs on every push"}


@pytest.mark.parametrize(
    "args",
    [
        ("show", "zzzzzzzz"),
        ("history", "zzzzzzzz"),
        ("propose", "replace it", "--supersedes", "zzzzzzzz"),
    ],
)
def test_an_unknown_id_is_an_error_with_exit_1(
    seeded: tuple[Cli, str, tuple[int, int]], args: tuple[str, ...]
) -> None:
    cli, mid, _ = seeded
    proc = cli.run(*args)
    assert proc.returncode == EXIT_ERROR
    assert "no memory 'zzzzzzzz'" in one_error(proc)
    # control: the real id works
    assert cli.run("show", mid[-8:]).returncode == 0


@pytest.mark.parametrize(
    "args",
    [
        ("retract", "zzzzzzzz", "--reason", "wrong"),
        ("edit", "zzzzzzzz", "new text"),
        ("expire", "zzzzzzzz", "--at", "2026-01-01"),
    ],
)
def test_a_persons_verb_on_an_unknown_id_is_an_error_with_exit_1(
    seeded: tuple[Cli, str, tuple[int, int]], args: tuple[str, ...]
) -> None:
    cli, _, _ = seeded
    code, out = cli.tty(*args)
    assert code == EXIT_ERROR, out
    assert "error: no memory 'zzzzzzzz'" in out


@pytest.mark.parametrize(
    "args",
    [
        ("add", "Holds later", "--valid-from", "2026-13-01"),
        ("add", "Holds later", "--valid-to", "next tuesday"),
        ("as-of", "yesterday"),
        ("as-of", "2026-03-03", "--known-at", "2026-02-30"),
        ("log", "--since", "2026/01/01"),
    ],
)
def test_an_invalid_date_is_a_usage_error_with_exit_64(
    seeded: tuple[Cli, str, tuple[int, int]], args: tuple[str, ...]
) -> None:
    cli, _, _ = seeded
    proc = cli.run(*args)
    assert proc.returncode == EXIT_USAGE
    assert "invalid date" in one_error(proc)


def test_an_invalid_expiry_date_from_a_person_is_a_usage_error(
    seeded: tuple[Cli, str, tuple[int, int]],
) -> None:
    cli, mid, _ = seeded
    code, out = cli.tty("expire", mid[-8:], "--at", "soon")
    assert code == EXIT_USAGE, out
    assert "error: invalid date 'soon'" in out


@pytest.mark.parametrize("text", ["", "   ", "\n\t"])
def test_empty_text_is_a_usage_error_with_exit_64(
    seeded: tuple[Cli, str, tuple[int, int]], text: str
) -> None:
    cli, _, _ = seeded
    for verb in ("add", "propose"):
        proc = cli.run(verb, text)
        assert proc.returncode == EXIT_USAGE
        assert "empty text" in one_error(proc)


def test_an_empty_edit_from_a_person_is_a_usage_error(
    seeded: tuple[Cli, str, tuple[int, int]],
) -> None:
    cli, mid, _ = seeded
    code, out = cli.tty("edit", mid[-8:], "  ")
    assert code == EXIT_USAGE, out
    assert "error: empty text" in out


@pytest.mark.parametrize(
    "args", [("add",), ("add", "x", "--kind", "rumour"), ("list", "--bogus"), ("frobnicate",)]
)
def test_a_malformed_command_line_exits_64(cli: Cli, args: tuple[str, ...]) -> None:
    proc = cli.run(*args)
    assert proc.returncode == EXIT_USAGE
    assert "Traceback" not in proc.stderr
    assert "Error:" in proc.stderr


def test_a_locked_store_is_an_error_and_the_write_is_not_half_done(
    seeded: tuple[Cli, str, tuple[int, int]],
) -> None:
    cli, _, _ = seeded
    holder = sqlite3.connect(cli.home / "cairn.db", isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")
    try:
        proc = cli.run("add", "Written while locked", env=cli.env(CAIRN_BUSY_TIMEOUT="0.2"))
        assert proc.returncode == EXIT_ERROR
        assert "locked" in one_error(proc)
        # control: readers are not blocked by the writer (WAL)
        listed = cli.run("list", "--json", env=cli.env(CAIRN_BUSY_TIMEOUT="0.2"))
        assert listed.returncode == 0
    finally:
        holder.execute("ROLLBACK")
        holder.close()


def test_a_file_that_is_not_a_database_is_refused_and_left_as_it_was(cli: Cli) -> None:
    cli.home.mkdir(parents=True, exist_ok=True)
    store = cli.home / "cairn.db"
    garbage = b"this is not sqlite\x00\xff" * 300
    store.write_bytes(garbage)
    for args in (("list",), ("add", "anything"), ("rebuild",)):
        proc = cli.run(*args)
        assert proc.returncode == EXIT_ERROR, args
        assert "not a readable cairn store" in one_error(proc)
    doctor = cli.run("doctor")  # a report of what is wrong and how to recover, not a crash
    assert doctor.returncode == EXIT_ERROR and "Traceback" not in doctor.stderr
    assert "BAD  sqlite integrity: the file cannot be read" in doctor.stdout
    assert store.read_bytes() == garbage


def test_a_damaged_store_is_reported_corrupt_without_a_traceback(
    seeded: tuple[Cli, str, tuple[int, int]],
) -> None:
    cli, _, _before = seeded
    store = cli.home / "cairn.db"
    backup = store.read_bytes()
    data = bytearray(backup)
    page = int.from_bytes(data[16:18], "big") or 65536
    for offset in range(page, len(data)):  # keep the header page, garble the rest
        data[offset] = 0xA5
    store.write_bytes(bytes(data))
    try:
        proc = cli.run("list")
        assert proc.returncode == EXIT_ERROR
        line = one_error(proc)
        assert "corrupt" in line or "not a readable" in line
        assert store.read_bytes() == bytes(data)
    finally:
        store.write_bytes(backup)  # the fixture checks the store again afterwards


def test_a_store_from_a_newer_cairn_is_refused_untouched(
    seeded: tuple[Cli, str, tuple[int, int]],
) -> None:
    cli, _, before = seeded
    store = cli.home / "cairn.db"
    db = sqlite3.connect(store)
    db.execute(f"PRAGMA user_version = {migrations.latest_version() + 5}")
    db.commit()
    db.close()
    raw = store.read_bytes()
    try:
        for args in (("list",), ("add", "one more"), ("rebuild",)):
            proc = cli.run(*args)
            assert proc.returncode == EXIT_ERROR, args
            assert "newer than this cairn" in one_error(proc)
        assert store.read_bytes() == raw
        assert counts(store) == before
    finally:
        db = sqlite3.connect(store)
        db.execute(f"PRAGMA user_version = {migrations.latest_version()}")
        db.commit()
        db.close()


@pytest.mark.parametrize("shape", ["pipe", "device link"])
def test_a_store_path_that_is_not_a_file_is_a_usage_error_naming_what_it_is(
    seeded: tuple[Cli, str, tuple[int, int]], tmp_path: Path, shape: str
) -> None:
    """SQLite answered a named pipe or a link to /dev/null with a bare "disk I/O error"; the
    store beside them is untouched (the fixture checks), and the control reads it."""
    import os

    cli, _mid, _before = seeded
    odd = tmp_path / "odd.db"
    if shape == "pipe":
        os.mkfifo(odd)
    else:
        odd.symlink_to("/dev/null")
    proc = cli.run("--store", str(odd), "list")
    assert proc.returncode == EXIT_USAGE
    said = {"pipe": "a named pipe", "device link": "a device"}[shape]
    assert f"is {said}, not a store file" in one_error(proc)
    control = cli.run("--store", str(cli.home / "cairn.db"), "list")
    assert control.returncode == 0 and "The CI runs on every push" in control.stdout
