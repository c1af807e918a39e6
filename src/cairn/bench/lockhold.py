"""How long one CLI write holds SQLite's write lock, and what it does while it holds it.

Each run is a fresh process executing the real CLI (``cairn.cli.run``) with one instrument: the
store's connection is opened with a ``sqlite3.Connection`` subclass that notes when ``BEGIN``
returns (the lock is taken) and when ``COMMIT``/``ROLLBACK`` returns (it is released), and an
audit hook and a wrapper around the regular-expression compiler note every module imported and
every expression compiled in between. The held time is the lock's (wall time), not the process's: a
slow import before the transaction is fine, inside it every other writer waits. The CPU time the
writing thread spent in the transaction is reported beside it: on a busy machine the wall time
stretches with the run queue, the CPU time does not. The baseline, in the
same run, is the same lock held by a bare ``INSERT`` on the same store (``baseline``).

Used by ``cairn bench perf`` (the write-lock row) and by a test that asserts nothing is imported
or compiled inside a CLI write's transaction. Nothing here changes what the product does.
"""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, ClassVar

from cairn.bench.common import BENCH_NS, percentile

CHILD = "from cairn.bench.lockhold import child; child()"


class _Timed(sqlite3.Connection):
    """A connection that records its write transactions (see the module docstring)."""

    report: ClassVar[dict[str, Any]] = {"holds": [], "cpu": [], "imports": [], "compiles": 0}
    began: ClassVar[float | None] = None
    began_cpu: ClassVar[float] = 0.0

    def execute(self, sql: str, *args: Any) -> sqlite3.Cursor:
        head = sql.lstrip()[:8].upper()
        cur = super().execute(sql, *args)
        if head.startswith("BEGIN"):
            _Timed.began = time.perf_counter()
            _Timed.began_cpu = time.thread_time()
        elif head.startswith(("COMMIT", "ROLLBACK")) and _Timed.began is not None:
            _Timed.report["holds"].append((time.perf_counter() - _Timed.began) * 1000)
            _Timed.report["cpu"].append((time.thread_time() - _Timed.began_cpu) * 1000)
            _Timed.began = None
        return cur


def child() -> None:
    """Run the CLI with ``sys.argv[2:]`` instrumented; write the report to ``sys.argv[1]``."""
    import re

    import cairn.store.sqlite as backend

    out_path, argv = sys.argv[1], sys.argv[2:]
    report = _Timed.report

    def audit(event: str, args: tuple[Any, ...]) -> None:
        if event == "import" and _Timed.began is not None:
            report["imports"].append(str(args[0]))

    sys.addaudithook(audit)
    compiler: Any = re._compiler  # type: ignore[attr-defined]
    real_compile = compiler.compile

    def counted(*a: Any, **k: Any) -> Any:
        if _Timed.began is not None:
            report["compiles"] += 1
        return real_compile(*a, **k)

    compiler.compile = counted
    real_connect = backend.connect

    def connect(path: str, **kw: Any) -> sqlite3.Connection:
        db = sqlite3.connect(
            path,
            timeout=kw.get("busy_timeout", backend.DEFAULT_BUSY_TIMEOUT),
            isolation_level=None,
            check_same_thread=False,
            factory=_Timed,
        )
        db.row_factory = sqlite3.Row
        db.execute("PRAGMA temp_store = MEMORY")
        return db

    backend.connect = connect
    sys.argv = ["cairn", *argv]
    code = 0
    try:
        from cairn.cli import run

        run()
    except SystemExit as exc:
        code = exc.code if isinstance(exc.code, int) else 1
    finally:
        backend.connect = real_connect
        report["exit"] = code
        Path(out_path).write_text(json.dumps(report))


def one(argv: list[str], cwd: Path, env: dict[str, str]) -> dict[str, Any]:
    """One instrumented CLI run: its write transactions' hold times (ms), what it imported and
    compiled inside them, its exit code."""
    with tempfile.NamedTemporaryFile(suffix=".json", delete=False) as f:
        out = Path(f.name)
    try:
        proc = subprocess.run(
            [sys.executable, "-c", CHILD, str(out), *argv],
            cwd=cwd,
            env=env,
            capture_output=True,
            text=True,
            stdin=subprocess.DEVNULL,
            timeout=120,
        )
        report: dict[str, Any] = json.loads(out.read_text()) if out.stat().st_size else {}
        report.setdefault("exit", proc.returncode)
        report["stderr"] = proc.stderr[-2000:]
        return report
    finally:
        out.unlink(missing_ok=True)


def baseline(store: Path, runs: int) -> list[float]:
    """The same lock held by a bare one-row INSERT (ms): the floor of any write."""
    db = sqlite3.connect(store, isolation_level=None)
    db.execute("CREATE TABLE IF NOT EXISTS bench_lock (x TEXT)")
    holds = []
    for i in range(runs):
        db.execute("BEGIN IMMEDIATE")
        t = time.perf_counter()
        db.execute("INSERT INTO bench_lock VALUES (?)", (f"row {i}",))
        db.execute("COMMIT")
        holds.append((time.perf_counter() - t) * 1000)
    db.execute("DROP TABLE bench_lock")
    db.close()
    return holds


def run(runs: int = 30) -> dict[str, Any]:
    """``runs`` CLI writes (``cairn propose``, a cold process each) on a fresh store, beside
    the bare-INSERT baseline on a copy of the same store."""
    with tempfile.TemporaryDirectory(prefix="cairn-lockhold-") as tmp:
        root = Path(tmp)
        project = root / "project"
        (project / ".cairn").mkdir(parents=True)
        (project / ".cairn" / "config.toml").write_text(f'[project]\nnamespace = "{BENCH_NS}"\n')
        env = {**os.environ, "CAIRN_HOME": str(root / "home"), "CAIRN_RETRIEVAL": "lexical"}
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        holds: list[float] = []
        cpu: list[float] = []
        imports: list[str] = []
        compiles = failed = 0
        one(["propose", "warm-up write, not measured"], project, env)
        for i in range(runs):
            text = f"Lock bench note {i}: the harbor crane {i} runs at {i % 24}:00"
            rep = one(["propose", text], project, env)
            holds += rep.get("holds", [])
            cpu += rep.get("cpu", [])
            imports += rep.get("imports", [])
            compiles += int(rep.get("compiles", 0))
            failed += rep.get("exit", 1) != 0
        base = baseline(root / "home" / "cairn.db", runs)
    return {
        "runs": runs,
        "transactions": len(holds),
        "failed": failed,
        "hold_p50_ms": round(percentile(holds, 50), 2),
        "hold_p95_ms": round(percentile(holds, 95), 2),
        "hold_p99_ms": round(percentile(holds, 99), 2),
        "hold_max_ms": round(max(holds), 2) if holds else None,
        # the CPU the writing thread spent holding the lock: what a busy machine stretches
        "cpu_p50_ms": round(percentile(cpu, 50), 2),
        "cpu_p99_ms": round(percentile(cpu, 99), 2),
        "imports_in_tx": sorted(set(imports)),
        "compiles_in_tx": compiles,
        "baseline_p50_ms": round(percentile(base, 50), 3),
        "baseline_p99_ms": round(percentile(base, 99), 3),
    }
