"""`cairn sync`: two laptops' stores and one server. Interleaved offline writes on both, both
synced: the projections of the project's namespace are identical on all three, no event or
memory is stored twice, a verdict made on one laptop withholds the claim on the other, and two
edits of one memory made apart become a conflict in the queue (never a silent overwrite)."""

from __future__ import annotations

import getpass
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import psycopg
import pytest

from cairn.model import Actor, ActorKind, Candidate, Kind, Review, Scope, Status, View
from cairn.service import MemoryService
from cairn.store import project
from tests.conftest import USER_NS, Cli, pin
from tests.serverkit import Served

NS = "team:alpha"
ME = getpass.getuser()  # the person at both laptops (the CLI's actor), as the token names them


class Laptop:
    def __init__(self, root: Path, served: Served, token: str) -> None:
        self.project = root / "project"
        self.home = root / "home"
        self.store = self.home / "cairn.db"
        pin(self.project, NS, self.store)
        self.cli = Cli(self.project, self.home)
        self.cli.run("remote", "add", served.base, "--token", token, check=True)

    def svc(self) -> MemoryService:
        return MemoryService.open(self.store, Scope(NS, USER_NS))

    def sync(self) -> dict[str, Any]:
        return dict(self.cli.json("sync"))

    def dump(self) -> dict[str, Any]:
        import sqlite3

        db = sqlite3.connect(self.store)
        db.row_factory = sqlite3.Row
        try:
            return _dump(lambda sql, p: [dict(r) for r in db.execute(sql, p)])
        finally:
            db.close()


def _dump(query: Any) -> dict[str, Any]:
    """The namespace's projections, as values (no row numbers), sorted."""
    mem_cols = ", ".join(project.MEMORY_COLUMNS)
    mems = query(f"SELECT {mem_cols}, last_event FROM memories WHERE namespace = ?", [NS])
    ids = sorted(m["id"] for m in mems)
    marks = ", ".join("?" for _ in ids) or "''"

    def rows(sql: str) -> list[str]:
        return sorted(json.dumps(r, sort_keys=True, default=str) for r in query(sql, ids))

    return {
        "memories": sorted(json.dumps(m, sort_keys=True) for m in mems),
        "sources": rows(
            "SELECT memory_id, event_id, revision, kind, client, agent, session, label, vouched"
            f" FROM sources WHERE memory_id IN ({marks})"
        ),
        "revisions": rows(
            "SELECT memory_id, revision, text, claim_key, known_at, event_id FROM revisions"
            f" WHERE memory_id IN ({marks})"
        ),
        "edges": sorted(
            json.dumps(r, sort_keys=True, default=str)
            for r in query(
                "SELECT src, dst, type, at, actor, event_id, note, resolved_at FROM edges"
                f" WHERE src IN ({marks}) OR dst IN ({marks})",
                [*ids, *ids],
            )
        ),
        "verdicts": sorted(
            json.dumps(r, sort_keys=True, default=str)
            for r in query(
                "SELECT namespace, claim_key, verdict, actor, at, memory_id, event_id FROM"
                " verdicts WHERE namespace = ?",
                [NS],
            )
        ),
        # every event that travels (an adoption stays with the store that made it)
        "events": sorted(
            r["id"]
            for r in query(
                "SELECT id FROM events WHERE namespace = ? AND type != 'namespace.adopted'", [NS]
            )
        ),
    }


def _diff(part: str, *dumps: dict[str, Any]) -> str:
    names = ("laptop a", "laptop b", "server")
    out = [f"{part} differ:"]
    for i, d in enumerate(dumps):
        for j, e in enumerate(dumps):
            if i < j:
                only = sorted(set(d[part]) - set(e[part]))
                other = sorted(set(e[part]) - set(d[part]))
                if only or other:
                    out.append(f"  {names[i]} only: {only}\n  {names[j]} only: {other}")
    return "\n".join(out)


def _server_dump(url: str) -> dict[str, Any]:
    from psycopg.rows import dict_row

    with psycopg.connect(url, row_factory=dict_row) as conn:
        return _dump(lambda sql, p: conn.execute(sql.replace("?", "%s"), p).fetchall())


@pytest.fixture
def team(pg_server: Any, tmp_path: Path) -> Iterator[tuple[Served, Laptop, Laptop]]:
    url = pg_server.new_database()
    served = Served(url, tmp_path / "server-home", tmp_path / "serve.log")
    try:
        a = Laptop(tmp_path / "a", served, served.token(NS, "read,propose,review", person=ME))
        b = Laptop(tmp_path / "b", served, served.token(NS, "read,propose,review", person=ME))
        yield served, a, b
    finally:
        served.stop()
        pg_server.drop(url)


def _person() -> Actor:
    return Actor(ActorKind.HUMAN, ME, client="cli")


def _agent(name: str) -> Actor:
    return Actor(ActorKind.AGENT, name, client=name, session=f"{name}-s1", vouched=True)


def test_two_laptops_offline_then_synced_hold_identical_projections(
    team: tuple[Served, Laptop, Laptop],
) -> None:
    served, a, b = team
    me = _person()
    # shared start: A writes, both sync
    sa = a.svc()
    release = sa.add(Candidate("Release branches are cut on Mondays", NS, Kind.CONVENTION), me)
    proposal = sa.add(
        Candidate("Preview deploys run on the staging cluster", NS), _agent("claude")
    ).memory
    sa.close()
    a.sync()
    b.sync()
    m = release.memory.id

    # offline on both
    sa, sb = a.svc(), b.svc()
    try:
        sa.edit(m, "Release branches are cut on Tuesdays", me)  # an edit ...
        sb.edit(m, "Release branches are cut on Wednesdays", me)  # ... and another, made apart
        sb.reject(proposal.id, me, note="previews run on their own cluster")  # a verdict on B
        # A meanwhile meets the same claim again: corroboration of the proposal B rejected
        sa.add(Candidate("Preview deploys run on the staging cluster", NS), _agent("codex"))
        # the same new claim written apart on both laptops, rejected on A only
        dup_a = sa.add(Candidate("Integration tests need the docker socket", NS), _agent("claude"))
        sa.reject(dup_a.memory.id, me, note="they use testcontainers cloud")
        dup_b = sb.add(Candidate("Integration tests need the docker socket", NS), me).memory
        assert dup_b.status is Status.ACTIVE  # B did not know: approved there, for now
        own_a = sa.add(Candidate("Lint with ruff before pushing", NS, Kind.CONVENTION), me)
        own_b = sb.add(Candidate("Use uv to manage environments", NS, Kind.CONVENTION), me)
    finally:
        sa.close()
        sb.close()

    # interleaved syncs, then once more each so both have everything
    first = a.sync()
    assert first["accepted"] > 0
    b.sync()
    a.sync()
    again = b.sync()
    assert again["accepted"] == 0 and again["merged"] == 0  # nothing left to exchange

    da, db_, ds = a.dump(), b.dump(), _server_dump(served.db_url)
    for part in da:
        assert da[part] == db_[part] == ds[part], _diff(part, da, db_, ds)
    assert len(da["events"]) == len(set(da["events"]))  # no event twice

    sa, sb = a.svc(), b.svc()
    try:
        for svc in (sa, sb):
            # both work done apart is there
            texts = {x.text for x in svc.memories(View.SEARCH)}
            assert {own_a.memory.text, own_b.memory.text} <= texts
            # the rejection made on B holds on A too: the claim is withheld everywhere
            assert svc.get(proposal.id).review is Review.REJECTED
            assert proposal.text not in {x.text for x, _ in svc.search("preview deploys staging")}
            # the claim rejected on A withholds B's copy made apart
            copy = svc.get(dup_b.id)
            assert copy.status is Status.PROPOSED
            assert any(f.startswith("withheld: ") for f in copy.flags)
            assert dup_b.text not in {x.text for x in svc.memories(View.INJECT)}
            # the two edits: one kept the memory, the other waits as a conflict
            kept = svc.get(m)
            conflicts = svc.conflicts()
            assert len(conflicts) == 1
            fork = conflicts[0].new
            assert conflicts[0].old.id == m
            assert {kept.text, fork.text} == {
                "Release branches are cut on Tuesdays",
                "Release branches are cut on Wednesdays",
            }
            assert fork.status is Status.PROPOSED and fork.review is Review.UNREVIEWED
    finally:
        sa.close()
        sb.close()


def test_sync_refuses_a_project_whose_namespace_is_not_the_tokens(
    pg_server: Any, tmp_path: Path
) -> None:
    url = pg_server.new_database()
    served = Served(url, tmp_path / "server-home", tmp_path / "serve.log")
    try:
        project_dir = tmp_path / "elsewhere"
        project_dir.mkdir()
        cli = Cli(project_dir, tmp_path / "home")
        cli.run("remote", "add", served.base, "--token", served.token(NS, person=ME), check=True)
        proc = cli.run("sync")
        assert proc.returncode == 64 and "the token's 'team:alpha'" in proc.stderr
    finally:
        served.stop()
        pg_server.drop(url)
