"""`cairn bench all`: every suite in one run, one JSON file and one markdown table.

Suites are found lazily by module and function name; a suite that is not built yet is reported
as "missing" rather than failing the run. This module also holds what every suite shares: where
the external benchmark data lives (``../shared/benchmarks`` beside the repository, or
``$CAIRN_SHARED/benchmarks``) and a description of the machine a number was measured on.

It must never copy benchmark data into the repository, and never hide a failed suite: an error
is recorded next to the suite's name.
"""

from __future__ import annotations

import importlib
import json
import os
import platform
import shlex
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from cairn import __version__
from cairn.bench import common
from cairn.errors import UsageError

SCHEMA = "cairn.bench.all/1"

data_dir = common.data_dir


def machine() -> dict[str, Any]:
    """Cores, memory (from /proc/meminfo when there is one), platform and Python."""
    mem_kb: int | None = None
    try:
        for line in Path("/proc/meminfo").read_text().splitlines():
            if line.startswith("MemTotal:"):
                mem_kb = int(line.split()[1])
                break
    except OSError:
        pass
    return {
        "cores": os.cpu_count(),
        "memory_gb": round(mem_kb / 1024 / 1024, 1) if mem_kb else None,
        "platform": platform.platform(),
        "python": platform.python_version(),
    }


def header(argv: Sequence[str] | None = None) -> dict[str, Any]:
    return {
        "date": datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ"),
        "cairn": __version__,
        "machine": machine(),
        "command": "cairn " + shlex.join(list(argv if argv is not None else sys.argv[1:])),
    }


def write_json(path: Path, data: Mapping[str, Any]) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, indent=2, ensure_ascii=False, default=str) + "\n")
    return path


# -- the suites ------------------------------------------------------------------------------

PERF_SIZES = [10_000, 100_000]  # `cairn bench perf`'s default sizes
MINE_MB = 200  # `cairn bench mine`'s default corpus


def _call(module: str, function: str) -> Callable[..., Any] | None:
    """``module.function`` when both exist (suites are built by other issues), else None."""
    try:
        mod = importlib.import_module(module)
    except ModuleNotFoundError as exc:
        if exc.name and module.startswith(exc.name):
            return None
        raise
    fn = getattr(mod, function, None)
    return fn if callable(fn) else None


def _suite(module: str, function: str, call: Callable[[Callable[..., Any], Path], Any]) -> Suite:
    def run(data: Path) -> Any:
        fn = _call(module, function)
        return MISSING if fn is None else call(fn, data)

    return run


def _mine(fn: Callable[..., Any], data: Path) -> Any:
    out: dict[str, Any] = {"speed": fn(MINE_MB)}
    quality = _call("cairn.bench.mine", "quality")
    if quality is not None:
        out["quality"] = quality()
    return out


MISSING = object()
Suite = Callable[[Path], Any]
SUITES: dict[str, Suite] = {
    "retrieval": _suite(
        "cairn.bench.retrieval", "run", lambda fn, data: fn(data, modes=("lexical", "hybrid"))
    ),
    "inject": _suite("cairn.bench.inject", "run", lambda fn, data: fn(data)),
    "memory": _suite("cairn.bench.hexis", "run_suite", lambda fn, data: fn(data)),
    "locomo": _suite("cairn.bench.locomo", "run_suite", lambda fn, data: fn(data)),
    "perf": _suite("cairn.bench.perf", "run", lambda fn, data: fn(list(PERF_SIZES))),
    "mine": _suite("cairn.bench.mine", "speed", _mine),
    "anchors": _suite("cairn.bench.anchors", "run", lambda fn, data: fn()),
}


def run_all(
    *, data: Path | None = None, only: Sequence[str] = (), argv: Sequence[str] | None = None
) -> dict[str, Any]:
    """Every suite (or ``only`` these), each recorded as ok, missing or error with its time."""
    folder = data_dir(data)
    out: dict[str, Any] = {"schema": SCHEMA, **header(argv), "data": folder.name, "suites": {}}
    for name in only or SUITES:
        if name not in SUITES:
            raise UsageError(f"unknown suite {name!r}", hint="one of " + ", ".join(SUITES))
        started = time.perf_counter()
        try:
            result = SUITES[name](folder)
            entry: dict[str, Any] = (
                {"status": "missing"} if result is MISSING else {"status": "ok", "result": result}
            )
        except Exception as exc:  # a failed suite is recorded; the others still run
            entry = {"status": "error", "error": f"{type(exc).__name__}: {exc}"}
        entry["seconds"] = round(time.perf_counter() - started, 2)
        out["suites"][name] = entry
    return out


def markdown(report: Mapping[str, Any]) -> str:
    m = report["machine"]
    lines = [
        f"cairn {report['cairn']}, {report['date']}, {m['cores']} cores,"
        f" {m['memory_gb']} GB, Python {m['python']}",
        f"command: `{report['command']}`",
        "",
        "| suite | status | seconds |",
        "|---|---|---|",
    ]
    for name, entry in report["suites"].items():
        status = entry["status"] if entry["status"] != "error" else "error: " + entry["error"]
        lines.append(f"| {name} | {status} | {entry.get('seconds', '-')} |")
    for name, entry in report["suites"].items():
        table = None
        if entry["status"] == "ok":
            result = entry.get("result") or {}
            table = result.get("markdown") or (TABLES[name](result) if name in TABLES else None)
        if table:
            lines += ["", f"### {name}", "", table]
        elif entry["status"] == "ok":
            body = json.dumps(entry["result"], indent=1, default=str).splitlines()
            more = [f"... ({len(body) - 60} more lines in the JSON)"] if len(body) > 60 else []
            lines += ["", f"### {name}", "", "```json", *body[:60], *more, "```"]
    return "\n".join(lines) + "\n"


# -- tables for the suites whose results carry none ------------------------------------------


def _row(cells: Sequence[Any]) -> str:
    return "| " + " | ".join(str(c) for c in cells) + " |"


def _grid(head: Sequence[str], rows: Sequence[Sequence[Any]]) -> str:
    return "\n".join([_row(head), _row(["---"] * len(head)), *(_row(r) for r in rows)])


def _retrieval_table(r: Mapping[str, Any]) -> str:
    cols = ["recall@2", "recall@4", "hit@4", "mrr", "negative_accuracy", "quality"]
    rows = [[name, *(s.get(c, "-") for c in cols)] for name, s in r["systems"].items()]
    note = f"Kimetsu fixture, delivered blocks, budget {r['budget']}, admission {r['admission']}"
    return note + "\n\n" + _grid(["system", *cols], rows)


def _inject_table(r: Mapping[str, Any]) -> str:
    rows = [[n, f"{s['pass']}/{s['cases']}", s["warnings"]] for n, s in r["systems"].items()]
    note = f"gaius injection bench, budget {r['budget']}, admission {r['admission']}"
    return note + "\n\n" + _grid(["system", "pass", "precision warnings"], rows)


def _perf_table(r: Mapping[str, Any]) -> str:
    from cairn.bench.perf import COLD_COLUMNS, cold_row

    head = ["memories", "admit/s", "admit/s at size", "search p50 ms", "search p95 ms"]
    head.append("bm25 p50 ms")
    rows = [
        [
            f"{x['size']:,}",
            "-" if x["admit_per_s"] is None else x["admit_per_s"],
            "-" if x["admit_per_s_at_size"] is None else x["admit_per_s_at_size"],
            x["search_p50_ms"],
            x["search_p95_ms"],
            x["bm25_p50_ms"],
        ]
        for x in r["sizes"]
    ]
    cold = _grid(
        [
            f"{c} ms" if c.endswith(("p50", "p95", "pass", "initialize")) else c
            for c in COLD_COLUMNS
        ],
        [cold_row(dict(x)) for x in r["sizes"]],
    )
    w = r["writers"]
    writers = _grid(
        ["processes", "writes each", "committed", "lost", "failed", "seconds"],
        [[w["processes"], w["writes"], w["committed"], w["lost"], w["failed"], w["seconds"]]],
    )
    return _grid(head, rows) + "\n\n" + cold + "\n\n" + writers


def _mine_table(r: Mapping[str, Any]) -> str:
    sp = r["speed"]
    speed = _grid(
        ["stage", "runs on", "result"],
        [
            [
                "read, parse, extract (dry run)",
                "every byte",
                f"{sp['parse_extract_mb_per_s']} MB/s",
            ],
            ["admission of lessons", "extracted lessons only", f"{sp['admit_lessons_per_s']}/s"],
            ["end to end", "both", f"{sp['mine_mb_per_s']} MB/s ({sp['corpus_mb']} MB)"],
            [
                "stdlib json parse (baseline, same run)",
                "every byte",
                f"{sp['baseline_mb_per_s']} MB/s",
            ],
            [
                "re-run, nothing new",
                "cursor check",
                f"{sp['rerun_s']} s, {sp['rerun_new_lessons']} lessons",
            ],
        ],
    )
    q = r.get("quality")
    if not q:
        return speed
    quality = _grid(
        ["transcripts", "gold lessons", "predicted", "precision", "recall"],
        [[q["transcripts"], q["gold_lessons"], q["predicted"], q["precision"], q["recall"]]],
    )
    return speed + "\n\n" + quality


TABLES: dict[str, Callable[[Mapping[str, Any]], str]] = {
    "retrieval": _retrieval_table,
    "inject": _inject_table,
    "perf": _perf_table,
    "mine": _mine_table,
}
