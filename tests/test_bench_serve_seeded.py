"""`cairn bench serve --seeded DIR`: a seeded database is kept and copied for each run, never
written by a run, never used by a cairn whose schema differs, and never used half-seeded."""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path
from typing import Any

import psycopg
import pytest

from cairn.bench import serve, serve_seed
from cairn.store import pg_embedded, pg_migrations

SPACES = [serve.tenant(0), serve.tenant(1)]


def _count(url: str) -> int:
    with psycopg.connect(url) as conn:
        return int(conn.execute("SELECT count(*) FROM memories").fetchone()[0])


@pytest.fixture
def kept() -> Any:
    # outside pytest's temporary folders: a later test session on this machine removes older
    # sessions' folders, a running server's data with them
    root = Path(tempfile.mkdtemp(prefix="cairn-test-seeded-"))
    lines: list[str] = []
    copies = serve_seed.SeededCopies(root / "seeded", lines.append)
    try:
        yield copies, lines
    finally:
        pg_embedded.stop(root / "seeded" / "pgdata")
        shutil.rmtree(root, ignore_errors=True)


def test_a_seeded_database_is_reused_as_a_fresh_copy(kept: Any) -> None:
    copies, lines = kept
    url, ids = copies.postgres(SPACES, 12)
    assert [len(ids[ns]) for ns in SPACES] == [12, 12]
    assert any(line.startswith("kept seed_2x12_") for line in lines)
    with psycopg.connect(url, autocommit=True) as conn:  # a run writes to its copy
        conn.execute("DELETE FROM memories WHERE namespace = %s", (SPACES[0],))
    assert _count(url) == 12
    copies.done(url)
    lines.clear()
    again, ids2 = copies.postgres(SPACES, 12)
    assert any(line.startswith("reusing seed_2x12_") for line in lines)
    assert ids2 == ids and _count(again) == 24  # the seed was not touched by the first run
    copies.done(again)
    lines.clear()
    other, _ = copies.postgres(SPACES, 13)  # control: another size is seeded on its own
    assert any(line.startswith("kept seed_2x13_") for line in lines)
    copies.done(other)


def test_another_schema_never_uses_the_seed_of_this_one(
    kept: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    copies, lines = kept
    url, _ = copies.postgres(SPACES, 12)
    copies.done(url)
    name = next(line.split()[1] for line in lines if line.startswith("kept "))

    def m999_extra_index(db: Any) -> None:
        db.execute("CREATE INDEX memories_bench_extra ON memories (updated_at)")

    monkeypatch.setattr(
        pg_migrations, "MIGRATIONS", [*pg_migrations.MIGRATIONS, ("m999_extra", m999_extra_index)]
    )
    lines.clear()
    url, _ = copies.postgres(SPACES, 12)
    made = next(line.split()[1] for line in lines if line.startswith("kept "))
    assert made != name and made.startswith("seed_2x12_")
    copies.done(url)
