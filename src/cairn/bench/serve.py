"""`cairn bench serve`: the team server under load on loopback, beside the local SQLite path in
the same run.

Several tenants (namespaces), each seeded with N memories; a real `cairn serve` on a real
PostgreSQL (embedded in a temporary folder, or ``--db``); C concurrent clients (threads, each
with its own kept-alive connection and its tenant's token) run a mix of search, get and propose
for S seconds. Every client also probes other tenants' memory ids (and checks that every hit
it is served is of its own namespace): each such read that succeeds is a *cross-tenant read*.
After the run, every proposal the server acknowledged is looked up in the database as its
owner: a missing one is a *lost write*. Any other failed request is an *error*.

The same mix then runs in-process on a local SQLite store of the same size (one tenant), as
the baseline: what the network, the tokens and PostgreSQL cost beside the embedded path.

Seeding writes the memories' events and projections in bulk (no admission: a bench fixture,
like `cairn bench perf`'s bulk sizes); the run itself goes through the service. Speed is
reported, not asserted. With ``--seeded DIR`` the seeded databases are kept in DIR and each run
works on a fresh copy of the one this cairn's schema matches (``serve_seed.SeededCopies``), so
runs of two versions can alternate without seeding 100,000 memories a tenant each time.
"""

from __future__ import annotations

import json
import random
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cairn import hlc
from cairn.bench import serve_floor
from cairn.bench.common import percentile
from cairn.bench.perf import queries, texts
from cairn.ids import new_ulid
from cairn.model import Actor, ActorKind, Event
from cairn.timeutil import now

OPS = (("search", 0.6), ("get", 0.25), ("propose", 0.15))
PROBE_EVERY = 5  # every fifth operation of a client also reads another tenant's id
IDLE_RECONNECT = 4.0  # seconds of pacing after which a client reconnects (keep-alive is 5 s)


def tenant(i: int) -> str:
    return f"bench:tenant-{i:02d}"


def _created(ns: str, text: str, at: str, stamp: str) -> Event:
    from cairn.claimkey import claim_key

    mid = new_ulid()
    key = claim_key(text)
    row = {
        "id": mid,
        "namespace": ns,
        "scope": "project",
        "kind": "fact",
        "text": text,
        "tags": "fact",
        "claim_key": key,
        "status": "active",
        "review": "approved",
        "confidence": 1.0,
        "evidence_count": 1,
        "valid_from": at,
        "recorded_at": at,
        "updated_at": at,
        "revision": 1,
        "flags": [],
        "anchors": [],
    }
    return Event(
        id=new_ulid(),
        at=at,
        namespace=ns,
        actor=Actor(ActorKind.HUMAN, "bench", client="bench"),
        type="memory.created",
        memory_id=mid,
        payload={
            "create": row,
            "source": {"kind": "bench", "agent": "bench", "revision": 1},
            "revision": {
                "revision": 1,
                "text": text,
                "claim_key": key,
                "known_at": at,
                "effective_at": at,
            },
        },
        hlc=stamp,
    )


def seed_events(ns: str, n: int, seed: int) -> list[Event]:
    at = now()
    out: list[Event] = []
    last: str | None = None
    for text in texts(n, seed=seed):
        last = hlc.next_stamp(at, last)
        out.append(_created(ns, f"[{ns[-2:]}] {text}", at, last))
    return out


def seed_postgres(
    url: str, spaces: list[str], n: int, log: Callable[[str], None]
) -> dict[str, list[str]]:
    """Bulk events and projections of ``n`` memories per namespace; returns their ids."""
    import psycopg

    from cairn.store import pg_project

    ids: dict[str, list[str]] = {}
    with psycopg.connect(url, autocommit=True) as conn, _bulk(conn):
        for i, ns in enumerate(spaces):
            t0 = time.perf_counter()
            events = seed_events(ns, n, seed=100 + i)
            ids[ns] = [str(e.memory_id) for e in events]
            for start in range(0, len(events), 5000):
                chunk = events[start : start + 5000]
                with conn.transaction(), conn.pipeline():
                    conn.cursor().executemany(
                        "INSERT INTO events (id, hlc, at, namespace, actor_kind, actor_id, client,"
                        " session, actor, type, memory_id, payload, prior, version) VALUES"
                        " (%s, %s, %s, %s, %s, %s, %s, NULL, %s, %s, %s, %s, NULL, 1)",
                        [
                            (
                                e.id,
                                e.hlc,
                                e.at,
                                e.namespace,
                                "human",
                                "bench",
                                "bench",
                                json.dumps(e.actor.as_dict(), sort_keys=True),
                                e.type,
                                e.memory_id,
                                json.dumps(e.payload, sort_keys=True),
                            )
                            for e in chunk
                        ],
                    )
                    for e in chunk:
                        pg_project.apply(conn, e)
            log(f"seeded {ns}: {n} memories in {time.perf_counter() - t0:.1f} s")
        # the steady state autovacuum would reach on a server that has run a while (hint bits
        # set, visibility map, statistics), not a vacuum racing the clients' first minute
        conn.execute("VACUUM (ANALYZE)")
    return ids


@contextmanager
def _bulk(conn: Any) -> Iterator[None]:
    """Seeding in bulk: the memories' GIN indexes are dropped and built again afterwards from
    their own definitions, and the term counts (``memory_terms``) are recounted from the
    memories instead of kept row by row. Both end as the writes one by one would leave them
    (an index holds the same entries however it was built; ``cairn_recount_terms`` is the
    trigger's count, tests/contract/test_pg_search_paths.py); building them once is what
    makes 100,000 memories a tenant take minutes instead of most of an hour."""
    gin = conn.execute(
        "SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public'"
        " AND tablename = 'memories' AND indexdef LIKE '%USING gin%'"
    ).fetchall()
    for name, _sql in gin:
        conn.execute(f'DROP INDEX "{name}"')
    conn.execute("ALTER TABLE memories DISABLE TRIGGER memories_terms")
    try:
        yield
    finally:
        conn.execute("ALTER TABLE memories ENABLE TRIGGER memories_terms")
        for _name, sql in gin:
            conn.execute(sql)
        conn.execute("SELECT cairn_recount_terms()")


def seed_sqlite(path: Path, ns: str, n: int) -> list[str]:
    from cairn.store.sqlite import SQLiteStore

    store = SQLiteStore(path)
    events = seed_events(ns, n, seed=100)
    try:
        for start in range(0, len(events), 5000):
            with store.write() as tx:
                for e in events[start : start + 5000]:
                    tx.append(e)
        store.db.execute("ANALYZE")
    finally:
        store.close()
    return [str(e.memory_id) for e in events]


@dataclass
class Tally:
    lat: dict[str, list[float]] = field(default_factory=lambda: {op: [] for op, _ in OPS})
    errors: list[str] = field(default_factory=list)
    cross: list[str] = field(default_factory=list)
    probes: int = 0
    written: list[tuple[str, str]] = field(default_factory=list)  # (namespace, memory id)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def ops(self) -> int:
        return sum(len(v) for v in self.lat.values())


def _pick(rnd: random.Random) -> str:
    r, acc = rnd.random(), 0.0
    for op, w in OPS:
        acc += w
        if r < acc:
            return op
    return OPS[-1][0]


def client_loop(
    base: str,
    token: str,
    ns: str,
    own: list[str],
    others: list[str],
    words: list[str],
    until: float,
    tally: Tally,
    seed: int,
    interval: float = 0.0,
) -> None:
    from cairn.errors import NotFound
    from cairn.server.client import Client

    rnd = random.Random(seed)
    client = Client(base, token, timeout=30.0)
    mine = list(own)
    n = 0
    # paced (interval > 0): one operation every ``interval`` seconds from a random start, never
    # catching up in a burst after a slow one; else back to back
    due = time.monotonic() + rnd.random() * interval
    try:
        while time.monotonic() < until:
            if interval > 0:
                wait = due - time.monotonic()
                if wait > IDLE_RECONNECT:  # the server closes a connection idle for 5 s: a
                    client.close()  # slow-paced client opens a new one, as a real one would
                if wait > 0:
                    time.sleep(wait)
                if time.monotonic() >= until:
                    break
                due = max(due + interval, time.monotonic())
            op = _pick(rnd)
            t0 = time.perf_counter()
            try:
                if op == "search":
                    got = client.request(
                        "POST", "/v1/search", {"query": rnd.choice(words), "limit": 10}
                    )
                    foreign = [
                        h["memory"]["id"] for h in got["hits"] if h["memory"]["namespace"] != ns
                    ]
                    if foreign:
                        with tally.lock:
                            tally.cross += foreign
                elif op == "get":
                    got = client.request("GET", f"/v1/memories/{rnd.choice(mine)}")
                    if got["memory"]["namespace"] != ns:
                        with tally.lock:
                            tally.cross.append(got["memory"]["id"])
                else:
                    text = f"[{ns[-2:]}] load note {seed}-{n}: " + " ".join(rnd.sample(words, 3))
                    got = client.request(
                        "POST", "/v1/memories", {"text": text, "as_agent": {"id": "bench"}}
                    )
                    if got["memory"]["status"] == "active":  # a proposal waits for review,
                        mine.append(got["memory"]["id"])  # unseen by the search view's get
                    with tally.lock:
                        tally.written.append((ns, got["memory"]["id"]))
                ms = (time.perf_counter() - t0) * 1000
                with tally.lock:
                    tally.lat[op].append(ms)
            except Exception as exc:
                with tally.lock:
                    tally.errors.append(f"{op}: {type(exc).__name__}: {exc}"[:200])
            n += 1
            if n % PROBE_EVERY == 0 and others:
                probe = rnd.choice(others)
                try:
                    client.request("GET", f"/v1/memories/{probe}")
                    with tally.lock:
                        tally.cross.append(probe)  # another tenant's memory was served
                except NotFound:
                    pass
                except Exception as exc:
                    with tally.lock:
                        tally.errors.append(f"probe: {type(exc).__name__}: {exc}"[:200])
                with tally.lock:
                    tally.probes += 1
    finally:
        client.close()


def local_baseline(
    path: Path, ns: str, ids: list[str], words: list[str], seconds: float
) -> dict[str, Any]:
    """The same mix in-process on the local SQLite store (one caller)."""
    from cairn.model import Candidate, Scope, View
    from cairn.service import MemoryService

    svc = MemoryService.open(path, Scope(ns, "user:bench"))
    rnd = random.Random(5)
    lat: dict[str, list[float]] = {op: [] for op, _ in OPS}
    agent = Actor(ActorKind.AGENT, "bench", client="bench")
    mine = list(ids)
    until = time.monotonic() + seconds
    n = 0
    try:
        while time.monotonic() < until:
            op = _pick(rnd)
            t0 = time.perf_counter()
            if op == "search":
                svc.search(rnd.choice(words), view=View.SEARCH, limit=10)
            elif op == "get":
                svc.get(rnd.choice(mine), View.SEARCH)
            else:
                r = svc.add(
                    Candidate(f"local load note {n}: " + " ".join(rnd.sample(words, 3)), ns), agent
                )
                mine.append(r.memory.id) if r.memory.status.value == "active" else None
            lat[op].append((time.perf_counter() - t0) * 1000)
            n += 1
    finally:
        svc.close()
    return _summary(lat, seconds)


def _summary(lat: dict[str, list[float]], seconds: float) -> dict[str, Any]:
    out: dict[str, Any] = {}
    total = 0
    for op, xs in lat.items():
        xs = sorted(xs)
        total += len(xs)
        out[op] = {
            "n": len(xs),
            "p50_ms": round(percentile(xs, 50), 2) if xs else None,
            "p95_ms": round(percentile(xs, 95), 2) if xs else None,
        }
    out["throughput_per_s"] = round(total / seconds, 1)
    return out


def lost_writes(url: str, written: list[tuple[str, str]]) -> list[str]:
    import psycopg

    ids = [mid for _ns, mid in written]
    if not ids:
        return []
    with psycopg.connect(url) as conn:
        found = {
            r[0]
            for r in conn.execute("SELECT id FROM memories WHERE id = ANY(%s)", (ids,)).fetchall()
        }
        placed = {
            (r[0], r[1])
            for r in conn.execute(
                "SELECT namespace, id FROM memories WHERE id = ANY(%s)", (ids,)
            ).fetchall()
        }
    missing = [mid for mid in ids if mid not in found]
    misplaced = [mid for ns, mid in written if (ns, mid) not in placed and mid in found]
    return missing + misplaced


def run(
    *,
    tenants: int,
    clients: int,
    memories: int,
    seconds: float,
    db: str | None,
    log: Callable[[str], None],
    rates: tuple[float, ...] = (0.0,),
    seeded: Path | None = None,
    floor: bool = True,
    profile: Path | None = None,
) -> dict[str, Any]:
    """The bench (see the module docstring). ``rates``: one run of ``seconds`` per rate on the
    same seeded database and server, each the clients' total requests per second (0: every
    client back to back, as fast as the server answers). ``seeded``: a folder keeping seeded
    databases between runs (``serve_seed.SeededCopies``); each run works on a fresh copy.
    ``floor``: then the same clients back to back on the cheapest authenticated request
    (``serve_floor``). ``profile``: the server runs under cProfile, written there
    (``serve_profile``)."""
    import subprocess
    import sys
    import tempfile

    from cairn.bench.perf import vocabulary
    from cairn.model import Actor as _Actor
    from cairn.server.tokens import TokenStore
    from cairn.store import pg_embedded
    from cairn.store.pg_db import PgDatabase

    spaces = [tenant(i) for i in range(tenants)]
    words = [" ".join(q.split()[:3]) for q in queries(400)] + vocabulary()[:200]
    with tempfile.TemporaryDirectory(prefix="cairn-bench-serve-") as tmp:
        root = Path(tmp)
        kept = None
        if seeded is not None and db is None:
            from cairn.bench.serve_seed import SeededCopies

            kept = SeededCopies(seeded, log)
        if kept is not None:
            url, ids = kept.postgres(spaces, memories)
        else:
            url = db or pg_embedded.start(root / "pgdata", database="cairn_bench")
            PgDatabase(url).close()  # migrated
            ids = seed_postgres(url, spaces, memories, log)
        database = PgDatabase(url, pool_max=1)
        try:
            store = TokenStore(database)
            secrets = {
                ns: store.create(
                    name=f"bench-{i}",
                    namespace=ns,
                    scopes=frozenset({"read", "propose"}),
                    actor=_Actor(ActorKind.HUMAN, f"bench-{i}"),
                    created_by="bench",
                    now=now(),
                    rate=1e6,
                )[1]
                for i, ns in enumerate(spaces)
            }
        finally:
            database.close()
        err = open(root / "serve.log", "w")  # noqa: SIM115 - kept open for the server's life
        entry = ["-c", "from cairn.cli import run; run()"]
        if profile is not None:
            entry = ["-c", "from cairn.bench.serve_profile import main; main()", str(profile)]
        proc = subprocess.Popen(
            [
                sys.executable,
                *entry,
                "serve",
                "--db",
                url,
                "--port",
                "0",
            ],
            stdout=subprocess.PIPE,
            stderr=err,
            stdin=subprocess.DEVNULL,
            text=True,
        )
        try:
            assert proc.stdout is not None
            line = proc.stdout.readline().strip()
            if not line.startswith("listening on "):
                raise RuntimeError(f"cairn serve did not start: {line!r}; see {root / 'serve.log'}")
            base = line.split()[-1]
            runs: list[tuple[float, Tally, float]] = []
            cpus: list[dict[str, Any]] = []
            postmaster = serve_floor.postmaster_of(url)
            for k, rate in enumerate(rates):
                pace = f"{rate:g} requests/s in all" if rate > 0 else "back to back"
                log(f"{line}; {clients} clients over {tenants} tenants for {seconds:.0f} s, {pace}")
                tally = Tally()
                until = time.monotonic() + seconds
                interval = clients / rate if rate > 0 else 0.0
                threads = []
                for c in range(clients):
                    ns = spaces[c % tenants]
                    others = [mid for other in spaces if other != ns for mid in ids[other][:200]]
                    t = threading.Thread(
                        target=client_loop,
                        args=(base, secrets[ns], ns, ids[ns], others, words, until, tally),
                        kwargs={"seed": 1000 * k + c, "interval": interval},
                        daemon=True,
                    )
                    threads.append(t)
                meter = serve_floor.CpuMeter(proc.pid, postmaster)
                meter.start()
                t0 = time.monotonic()
                for t in threads:
                    t.start()
                for t in threads:
                    t.join()
                runs.append((rate, tally, time.monotonic() - t0))
                cpus.append(meter.stop(tally.ops() + tally.probes))
            if floor:
                log(f"floor: {clients} clients back to back on GET /v1/whoami, {seconds:.0f} s")
                tokens = [secrets[ns] for ns in spaces]
                meter = serve_floor.CpuMeter(proc.pid, postmaster)
                meter.start()
                floor_tally, floor_took = serve_floor.run_floor(base, tokens, clients, seconds)
                floor_cpu = meter.stop(len(floor_tally.lat) + len(floor_tally.errors))
        finally:
            proc.terminate()
            try:
                proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                proc.kill()
            if proc.stdout is not None:
                proc.stdout.close()
            err.close()
        written = [w for _r, t, _s in runs for w in t.written]
        lost = lost_writes(url, written)
        log(f"server runs done: {sum(t.ops() for _r, t, _s in runs)} operations; local SQLite ...")
        if kept is not None:
            local_ids = kept.sqlite(root / "local.db", spaces[0], memories)
            kept.done(url)
        else:
            local_ids = seed_sqlite(root / "local.db", spaces[0], memories)
        local = local_baseline(root / "local.db", spaces[0], local_ids, words, min(seconds, 15.0))
        if db is None and kept is None:
            pg_embedded.stop(root / "pgdata")
    lost_ids = set(lost)
    floor_out = None
    if floor:
        floor_out = {**serve_floor.summary(floor_tally, clients, floor_took), "cpu": floor_cpu}
    out: list[dict[str, Any]] = []
    for (rate, tally, took), cpu in zip(runs, cpus, strict=True):
        summary = _summary(tally.lat, took)
        out.append(
            {
                "tenants": tenants,
                "clients": clients,
                "memories_per_tenant": memories,
                "rate_per_s": rate or None,
                "seconds": round(took, 1),
                "server": summary,
                "local_sqlite": local,
                "writes_acknowledged": len(tally.written),
                "lost_writes": sum(1 for _ns, mid in tally.written if mid in lost_ids),
                "errors": len(tally.errors),
                "error_samples": tally.errors[:5],
                "cross_tenant_reads": len(tally.cross),
                "cross_tenant_probes": tally.probes,
                "cpu": cpu,
                "littles_law": None
                if rate
                else serve_floor.littles_law(
                    clients, summary["throughput_per_s"], serve_floor.mean_ms(tally.lat)
                ),
                "floor": None if rate else floor_out,
            }
        )
    result = {**out[0], "runs": out, "floor": floor_out}
    if profile is not None:
        from cairn.bench import serve_profile

        counts = {op: sum(len(t.lat[op]) for _r, t, _s in runs) for op, _w in OPS}
        result["profile"] = {
            "file": str(profile),
            "requests": counts,
            "stages": serve_profile.stages(profile, counts),
            "top": serve_profile.top(profile),
        }
    return result


def table(result: dict[str, Any]) -> str:
    return "\n\n".join(_table(r) for r in result.get("runs", [result]))


def _table(r: dict[str, Any]) -> str:
    s, loc = r["server"], r["local_sqlite"]
    pace = f", paced at {r['rate_per_s']:g} requests/s" if r.get("rate_per_s") else ""
    rows = [
        f"cairn bench serve: {r['clients']} clients, {r['tenants']} tenants x"
        f" {r['memories_per_tenant']} memories, {r['seconds']} s on loopback{pace}",
        "",
        "| operation | server p50 ms | server p95 ms | local SQLite p50 ms | local p95 ms | p95 ratio |",
        "|---|---|---|---|---|---|",
    ]
    for op, _w in OPS:
        a, b = s[op], loc[op]
        ratio = f"{a['p95_ms'] / b['p95_ms']:.1f}x" if a["p95_ms"] and b["p95_ms"] else "-"
        rows.append(
            f"| {op} | {a['p50_ms']} | {a['p95_ms']} | {b['p50_ms']} | {b['p95_ms']} | {ratio} |"
        )
    rows += [
        "",
        f"throughput: server {s['throughput_per_s']} ops/s ({r['clients']} clients),"
        f" local {loc['throughput_per_s']} ops/s (one caller)",
        f"lost writes: {r['lost_writes']} of {r['writes_acknowledged']} acknowledged;"
        f" errors: {r['errors']}; cross-tenant reads: {r['cross_tenant_reads']} of"
        f" {r['cross_tenant_probes']} probes",
    ]
    if r.get("floor") and r.get("littles_law"):
        rows += serve_floor.lines(r["floor"], s["search"], r)
    return "\n".join(rows)
