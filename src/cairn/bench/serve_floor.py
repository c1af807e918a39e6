"""The floor of `cairn bench serve`: the same clients, back to back, on the cheapest request the
server authenticates (``GET /v1/whoami``: the token's check, the scope, the rate limit, a worker
thread, a service bound to the token and a JSON answer, and no memory read), on the same server
in the same run. What it serves a second is the most the HTTP stack and the token path can
serve on this host; a search can only be slower.

Beside it, Little's law for a closed loop: N clients, each sending its next request when the
last is answered, at X requests a second, wait N / X seconds a request on average. A p95 at or
under a target needs at least that mean under it, so at least N / target requests a second
(50 clients, 50 ms: 1,000 a second). Nothing here asserts a speed.
"""

from __future__ import annotations

import os
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cairn.bench.common import percentile

FLOOR_OP = "whoami"
TARGET_P95_MS = 50.0


@dataclass
class FloorTally:
    lat: list[float] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)


def floor_loop(base: str, token: str, until: float, tally: FloorTally) -> None:
    """One client: ``GET /v1/whoami`` back to back until ``until`` (monotonic)."""
    from cairn.server.client import Client

    client = Client(base, token, timeout=30.0)
    try:
        while time.monotonic() < until:
            t0 = time.perf_counter()
            try:
                got = client.request("GET", "/v1/whoami")
                if not got.get("token"):
                    raise ValueError("whoami named no token")
                ms = (time.perf_counter() - t0) * 1000
                with tally.lock:
                    tally.lat.append(ms)
            except Exception as exc:
                with tally.lock:
                    tally.errors.append(f"{FLOOR_OP}: {type(exc).__name__}: {exc}"[:200])
    finally:
        client.close()


def run_floor(
    base: str, tokens: list[str], clients: int, seconds: float
) -> tuple[FloorTally, float]:
    """``clients`` threads (client c holds ``tokens[c % len(tokens)]``) for ``seconds``."""
    tally = FloorTally()
    until = time.monotonic() + seconds
    threads = [
        threading.Thread(
            target=floor_loop, args=(base, tokens[c % len(tokens)], until, tally), daemon=True
        )
        for c in range(clients)
    ]
    t0 = time.monotonic()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return tally, time.monotonic() - t0


def littles_law(clients: int, per_s: float, mean_ms: float | None) -> dict[str, Any]:
    """A closed loop's mean latency from its throughput (N / X), beside the measured mean, and
    the throughput a p95 of ``TARGET_P95_MS`` needs at these clients (more than N / target)."""
    return {
        "clients": clients,
        "throughput_per_s": per_s,
        "mean_ms_from_throughput": round(1000.0 * clients / per_s, 1) if per_s > 0 else None,
        "mean_ms_measured": None if mean_ms is None else round(mean_ms, 1),
        "target_p95_ms": TARGET_P95_MS,
        "needed_per_s": round(clients / (TARGET_P95_MS / 1000.0), 1),
    }


def summary(tally: FloorTally, clients: int, took: float) -> dict[str, Any]:
    xs = sorted(tally.lat)
    per_s = round(len(xs) / took, 1) if took > 0 else 0.0
    mean = sum(xs) / len(xs) if xs else None
    return {
        "operation": f"GET /v1/{FLOOR_OP}",
        "clients": clients,
        "seconds": round(took, 1),
        "n": len(xs),
        "p50_ms": round(percentile(xs, 50), 2) if xs else None,
        "p95_ms": round(percentile(xs, 95), 2) if xs else None,
        "throughput_per_s": per_s,
        "errors": len(tally.errors),
        "error_samples": tally.errors[:5],
        "littles_law": littles_law(clients, per_s, mean),
    }


def mean_ms(lat: dict[str, list[float]]) -> float | None:
    """The mean latency over every operation of a run (what Little's law speaks of)."""
    xs = [x for v in lat.values() for x in v]
    return sum(xs) / len(xs) if xs else None


def lines(floor: dict[str, Any], search: dict[str, Any], mix: dict[str, Any]) -> list[str]:
    """The printed table's floor rows: the floor beside the back-to-back search."""
    law = floor["littles_law"]
    mixed = mix["littles_law"]
    out = [
        "",
        "| back to back, same clients | p50 ms | p95 ms | ops/s | mean ms (N / ops/s) |",
        "|---|---|---|---|---|",
        f"| floor: {floor['operation']} | {floor['p50_ms']} | {floor['p95_ms']} |"
        f" {floor['throughput_per_s']} | {law['mean_ms_from_throughput']} |",
        f"| search (in the mix) | {search['p50_ms']} | {search['p95_ms']} |"
        f" {mixed['throughput_per_s']} (mix) | {mixed['mean_ms_from_throughput']} |",
        "",
        f"Little's law: {law['clients']} clients back to back at X ops/s wait {law['clients']} / X"
        f" s on average; a p95 <= {law['target_p95_ms']:g} ms needs X > {law['needed_per_s']:g}"
        f" ops/s (the floor: {floor['throughput_per_s']} ops/s, floor errors: {floor['errors']})",
    ]
    rows = [(f"floor ({floor['operation']})", floor.get("cpu")), ("the mix", mix.get("cpu"))]
    if all(cpu and "cpu_ms_per_request" in cpu for _n, cpu in rows):
        out += [
            "",
            "| CPU ms a request | clients (bench) | server | PostgreSQL | other work on the host"
            " | ceiling ops/s (all cores) | server's ceiling ops/s (one GIL) |",
            "|---|---|---|---|---|---|---|",
        ]
        for name, cpu in rows:
            per = cpu["cpu_ms_per_request"] if cpu else {}
            out.append(
                f"| {name} | {per.get('clients')} | {per.get('server')} |"
                f" {per.get('postgres', '-')} | {per.get('other')} |"
                f" {cpu.get('ceiling_per_s') if cpu else '-'} |"
                f" {cpu.get('server_ceiling_per_s') if cpu else '-'} |"
            )
    return out


# -- where the CPU goes: this process (the clients), the server, PostgreSQL, the rest ---------

_TICK = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100


def _proc_cpu(pid: int) -> tuple[int, float] | None:
    """(parent pid, CPU seconds) of a live process, from ``/proc`` (None where there is none)."""
    try:
        raw = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    fields = raw.rpartition(")")[2].split()
    return int(fields[1]), (int(fields[11]) + int(fields[12])) / _TICK


def _host_busy() -> float | None:
    """CPU seconds the whole host has spent busy (all cores), from ``/proc/stat``."""
    try:
        first = Path("/proc/stat").read_text().splitlines()[0].split()
    except OSError:
        return None
    ticks = [int(x) for x in first[1:]]
    idle = ticks[3] + (ticks[4] if len(ticks) > 4 else 0)
    return (sum(ticks[:8]) - idle) / _TICK


@dataclass
class CpuMeter:
    """CPU seconds by process between ``start`` and ``stop``: the bench (its client threads),
    the server, PostgreSQL (its postmaster and every child: the backends), and the rest of the
    host (other work on the machine). Linux only: elsewhere every figure is None."""

    server_pid: int
    postmaster_pid: int | None
    before: dict[str, float] = field(default_factory=dict)

    def _sample(self) -> dict[str, float]:
        out: dict[str, float] = {}
        mine = _proc_cpu(os.getpid())
        served = _proc_cpu(self.server_pid)
        busy = _host_busy()
        if mine is None or served is None or busy is None:
            return out
        out["clients"], out["server"], out["host"] = mine[1], served[1], busy
        pg = 0.0
        if self.postmaster_pid is not None:
            for entry in Path("/proc").iterdir():
                if entry.name.isdigit():
                    got = _proc_cpu(int(entry.name))
                    if got is not None and (
                        got[0] == self.postmaster_pid or int(entry.name) == self.postmaster_pid
                    ):
                        pg += got[1]
            out["postgres"] = pg
        return out

    def start(self) -> None:
        self.before = self._sample()

    def stop(self, requests: int) -> dict[str, Any]:
        after = self._sample()
        if not after or not self.before:
            return {"requests": requests}
        used = {k: max(0.0, after[k] - self.before.get(k, 0.0)) for k in after}
        host = used.pop("host")
        used["other"] = max(0.0, host - sum(used.values()))
        per = max(1, requests)
        ms = {k: 1000 * v / per for k, v in used.items()}
        cores = os.cpu_count() or 1
        ours = ms["clients"] + ms["server"] + ms.get("postgres", 0.0)
        return {
            "requests": requests,
            "cpu_s": {k: round(v, 2) for k, v in used.items()},
            "cpu_ms_per_request": {k: round(v, 2) for k, v in ms.items()},
            # the most a second these requests could be, were the host's cores theirs alone
            "cores": cores,
            "ceiling_per_s": round(1000 * cores / ours, 1) if ours else None,
            # the server is one Python process: its Python runs one thread at a time (the GIL)
            "server_ceiling_per_s": round(1000 / ms["server"], 1) if ms["server"] else None,
        }


def postmaster_of(url: str) -> int | None:
    """The pid of the PostgreSQL server at ``url`` when it runs on this host (the parent of
    this connection's backend), else None."""
    import psycopg

    try:
        with psycopg.connect(url, connect_timeout=5) as conn:
            row = conn.execute("SELECT pg_backend_pid()").fetchone()
            got = _proc_cpu(int(row[0])) if row else None  # while the backend lives
    except psycopg.Error:
        return None
    return got[0] if got is not None else None
