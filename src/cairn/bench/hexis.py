"""The Hexis Public Memory Benchmark v1: its scorer, its two reference baselines, cairn's adapter
and the runner behind ``cairn bench memory``.

- The scorer and the baselines are pure functions written from the benchmark's published rules
  (``benchmarks/README.md``); a test checks they reproduce Hexis's published table from its
  published predictions.
- The runner checks the dataset's hash, then starts one adapter process per case
  (``cairn bench memory --adapter``, see ``hexis_adapter``), as the benchmark's contract says.

It must never read ``expected`` while answering, and no rule, constant or branch here may key on a
case id, topic or expected string (a test greps the source for them).
"""

from __future__ import annotations

import hashlib
import json
import re
import subprocess
import sys
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import timedelta
from pathlib import Path
from typing import Any

from cairn.errors import UsageError
from cairn.timeutil import parse_time, to_datetime

DATASET_SHA256 = "f92bd4dc54a5209cadd2af90706be163d539d4d7f455c068695b5a8dbb323149"
DATASET_NAME = "cases.v1.jsonl"
DIMENSIONS = (
    "provenance_accuracy",
    "contradiction_detection",
    "six_month_recall",
    "cross_session_continuity",
    "stale_belief_resistance",
)
PUBLISHED_RESULTS = "2026-08-28-results.json"
PUBLISHED_PREDICTIONS = "2026-08-28-hexis-predictions.json"
TIMEOUT = 180.0
OPERATOR = "cairn bench memory"

# -- scorer ------------------------------------------------------------------------------------


def norm(text: str) -> str:
    """NFKC, casefold, the ``\\w+`` tokens joined by single spaces."""
    return " ".join(re.findall(r"\w+", unicodedata.normalize("NFKC", text).casefold()))


def contains(answer: str, phrase: str) -> bool:
    """``norm(phrase)`` is non-empty and occurs in ``norm(answer)`` on word boundaries."""
    p = norm(phrase)
    if not p:
        return False
    return re.search(rf"(?<!\w){re.escape(p)}(?!\w)", norm(answer)) is not None


def recall(answer: str, expected: Sequence[str]) -> float:
    if not expected:
        return 1.0
    return sum(contains(answer, e) for e in expected) / len(expected)


def clean(answer: str, forbidden: Sequence[str]) -> float:
    if not forbidden:
        return 1.0
    return 1.0 - sum(contains(answer, f) for f in forbidden) / len(forbidden)


def set_f1(predicted: Sequence[str], expected: Sequence[str]) -> float:
    p, e = set(predicted), set(expected)
    if not p and not e:
        return 1.0
    if not p or not e:
        return 0.0
    tp = len(p & e)
    if tp == 0:
        return 0.0
    precision, rec = tp / len(p), tp / len(e)
    return 2 * precision * rec / (precision + rec)


def case_score(
    dimension: str, prediction: Mapping[str, Any] | None, expected: Mapping[str, Any]
) -> float:
    """One case, 0..100 rounded to 2 decimals; abstained or missing scores 0."""
    if prediction is None or prediction.get("abstained", True):
        return 0.0
    answer = str(prediction.get("answer") or "")
    r = recall(answer, expected["answers"])
    c = clean(answer, expected["forbidden_answers"])
    if dimension == "provenance_accuracy":
        s = 0.5 * r * c + 0.5 * set_f1(prediction.get("citations") or [], expected["citations"])
    elif dimension == "contradiction_detection":
        s = 0.5 * r * c + 0.5 * set_f1(
            prediction.get("contradictions") or [], expected["contradictions"]
        )
    elif dimension == "stale_belief_resistance":
        s = 0.5 * r + 0.5 * c
    else:
        s = r * c
    return round(100.0 * s, 2)


@dataclass(frozen=True)
class Scores:
    cases: dict[str, float]
    dimensions: dict[str, float]
    overall: float

    def as_dict(self) -> dict[str, Any]:
        return {"overall": self.overall, "dimensions": self.dimensions, "cases": self.cases}


def score(cases: Sequence[Mapping[str, Any]], predictions: Sequence[Mapping[str, Any]]) -> Scores:
    """Dimension = mean of its cases; overall = unweighted mean of the dimensions present."""
    by_id = {str(p.get("case_id")): p for p in predictions}
    per_case: dict[str, float] = {}
    per_dim: dict[str, list[float]] = {}
    for case in cases:
        s = case_score(case["dimension"], by_id.get(case["case_id"]), case["expected"])
        per_case[case["case_id"]] = s
        per_dim.setdefault(case["dimension"], []).append(s)
    dims = {d: round(sum(v) / len(v), 2) for d in DIMENSIONS if (v := per_dim.get(d))}
    means = [sum(v) / len(v) for v in per_dim.values()]
    overall = round(sum(means) / len(means), 2) if means else 0.0
    return Scores(per_case, dims, overall)


# -- reference baselines (from the README's baseline rule) ----------------------------------------

BASELINE_STOP = frozenset(
    [
        "after",
        "according",
        "and",
        "are",
        "before",
        "current",
        "did",
        "does",
        "for",
        "from",
        "give",
        "has",
        "have",
        "into",
        "its",
        "new",
        "our",
        "the",
        "this",
        "what",
        "when",
        "where",
        "which",
        "who",
        "with",
    ]
)


def baseline_tokens(text: str) -> set[str]:
    return {t for t in re.findall(r"[a-z0-9]+", text.casefold()) if len(t) >= 3} - BASELINE_STOP


def baseline_predict(case: Mapping[str, Any], *, window_days: int | None = None) -> dict[str, Any]:
    """Append-only transcript (``window_days=None``) or a recent window of ``window_days``."""
    query = case["query"]
    q = baseline_tokens(query["text"])
    q_at = to_datetime(parse_time(query["at"]))
    scored: list[tuple[float, str, str, Mapping[str, Any]]] = []
    for event in case["events"]:
        at = to_datetime(parse_time(event["at"]))
        if window_days is not None and at < q_at - timedelta(days=window_days):
            continue
        overlap = len(q & baseline_tokens(event["content"]))
        if overlap == 0:
            continue
        trust = event.get("source", {}).get("trust", 0.0)
        trust = max(0.0, min(1.0, float(trust if isinstance(trust, int | float) else 0.0)))
        scored.append((overlap + 0.2 * trust, parse_time(event["at"]), event["event_id"], event))
    # score descending, event time descending, event id ascending
    scored.sort(key=lambda x: x[2])
    scored.sort(key=lambda x: (x[0], x[1]), reverse=True)
    kept = [x for x in scored if x[0] >= scored[0][0] - 0.75][:4] if scored else []
    return {
        "case_id": case["case_id"],
        "answer": "\n".join(str(x[3]["content"]) for x in kept),
        "citations": [x[2] for x in kept],
        "contradictions": [],
        "abstained": not kept,
    }


# name -> window in days (None: the whole append-only transcript)
BASELINES: dict[str, int | None] = {"append-only-transcript": None, "recent-window-30d": 30}


# -- dataset -------------------------------------------------------------------------------------


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def load_cases(path: Path, *, expect_sha: str | None = None) -> list[dict[str, Any]]:
    """Read a case file; verify its hash when one is expected (always for the known v1 name)."""
    if not path.is_file():
        raise UsageError(f"no case file at {path}", hint="pass --cases or set CAIRN_SHARED")
    if expect_sha is None and path.name == DATASET_NAME:
        expect_sha = DATASET_SHA256
    if expect_sha is not None:
        got = sha256(path)
        if got != expect_sha.lower():
            raise UsageError(
                f"{path.name} has sha256 {got}, expected {expect_sha.lower()}: refusing a"
                " modified dataset",
                hint="a result only counts on the data as published",
            )
    cases = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]
    for c in cases:
        missing = {"case_id", "dimension", "events", "query", "expected"} - set(c)
        if missing:
            raise UsageError(f"case {c.get('case_id')!r} lacks {sorted(missing)}")
    return cases


def adapter_input(case: Mapping[str, Any]) -> dict[str, Any]:
    """The case as an adapter sees it: without ``expected``, with the response contract."""
    out: dict[str, Any] = {"benchmark": "hexis-public-memory-benchmark", "version": "1.0.0"}
    out.update({k: v for k, v in case.items() if k != "expected"})
    out["response_contract"] = {
        "answer": "string",
        "citations": "array of event_id strings",
        "contradictions": "array of event_id strings",
        "abstained": "boolean",
    }
    return out


# -- runner ------------------------------------------------------------------------------------------


def adapter_command() -> list[str]:
    return [
        sys.executable,
        "-c",
        "from cairn.cli import run; run()",
        "bench",
        "memory",
        "--adapter",
    ]


def run_adapter(case: Mapping[str, Any], command: Sequence[str]) -> tuple[dict[str, Any], str]:
    """One process per case; a timeout, a non-zero exit or bad JSON count as abstained."""
    abstained = {"case_id": case["case_id"], "answer": "", "citations": [], "contradictions": []}
    try:
        proc = subprocess.run(
            list(command),
            input=json.dumps(adapter_input(case)),
            capture_output=True,
            text=True,
            timeout=TIMEOUT,
        )
    except subprocess.TimeoutExpired:
        return {**abstained, "abstained": True}, "timeout"
    if proc.returncode != 0:
        return {**abstained, "abstained": True}, proc.stderr.strip()
    try:
        pred = json.loads(proc.stdout)
    except json.JSONDecodeError:
        return {**abstained, "abstained": True}, "bad JSON: " + proc.stdout[:200]
    if not isinstance(pred, dict):
        return {**abstained, "abstained": True}, "prediction is not an object"
    return pred, proc.stderr.strip()


def run(
    cases_path: Path, *, expect_sha: str | None = None, command: Sequence[str] | None = None
) -> dict[str, Any]:
    """The whole benchmark: cairn through its adapter, the two baselines, Hexis as published."""
    cases = load_cases(cases_path, expect_sha=expect_sha)
    cmd = list(command or adapter_command())
    predictions: list[dict[str, Any]] = []
    notes: dict[str, str] = {}
    for case in cases:
        pred, stderr = run_adapter(case, cmd)
        predictions.append(pred)
        if stderr:
            notes[case["case_id"]] = stderr
    systems: dict[str, Any] = {"cairn": score(cases, predictions).as_dict()}
    for name, window in BASELINES.items():
        baseline = [baseline_predict(c, window_days=window) for c in cases]
        systems[name] = score(cases, baseline).as_dict()
    out: dict[str, Any] = {
        "schema": "cairn.bench.memory/1",
        "dataset": {"file": cases_path.name, "sha256": sha256(cases_path), "cases": len(cases)},
        "adapter": "cairn bench memory --adapter (one process per case)",
        "systems": systems,
        "published_systems": {},
        "predictions": predictions,
        "adapter_stderr": notes,
    }
    if cases_path.name == DATASET_NAME:
        published = published_table(cases_path.parent)
        out["published_date"] = published.pop("_date", "")
        hexis = published.get("hexis-memory-v1")
        if hexis:
            out["published_systems"]["hexis-memory-v1"] = {
                "overall": hexis["overall"],
                "dimensions": hexis["dimensions"],
            }
        own = cases_path.parent / PUBLISHED_PREDICTIONS
        if own.is_file():
            rescored = score(cases, json.loads(own.read_text(encoding="utf-8")))
            out["hexis_predictions_rescored"] = rescored.overall
    return out


def run_suite(data: Path | None = None) -> dict[str, Any]:
    """The suite as `cairn bench all` runs it: the v1 file, hash checked, with its table."""
    from cairn.bench.suite import data_dir

    result = run(data_dir(data) / "hexis" / DATASET_NAME)
    result["markdown"] = markdown(result)
    return result


# -- table -------------------------------------------------------------------------------------------

SHORT = {
    "provenance_accuracy": "provenance",
    "contradiction_detection": "contradiction",
    "six_month_recall": "6-month",
    "cross_session_continuity": "continuity",
    "stale_belief_resistance": "stale belief",
}


def published_table(folder: Path) -> dict[str, Any]:
    """Hexis's published results (read from the data folder, never copied), by system name."""
    path = folder / PUBLISHED_RESULTS
    if not path.is_file():
        return {}
    data = json.loads(path.read_text(encoding="utf-8"))
    return {"_date": data.get("run_date", ""), **{s["name"]: s for s in data["systems"]}}


def markdown(result: Mapping[str, Any]) -> str:
    head = "| system | overall | " + " | ".join(SHORT[d] for d in DIMENSIONS) + " |"
    lines = [head, "|" + "---|" * (len(DIMENSIONS) + 2)]

    def row(name: str, overall: Any, dims: Mapping[str, Any]) -> str:
        cells = [f"{dims[d]:.2f}" if d in dims else "-" for d in DIMENSIONS]
        return f"| {name} | {overall:.2f} | " + " | ".join(cells) + " |"

    for name, s in result["systems"].items():
        label = "cairn (this run)" if name == "cairn" else f"{name} (baseline, this run)"
        lines.append(row(label, s["overall"], s["dimensions"]))
    for name, s in (result.get("published_systems") or {}).items():
        lines.append(
            row(
                f"{name} (published {result.get('published_date', '')})".replace(" )", ")"),
                s["overall"],
                s["dimensions"],
            )
        )
    return "\n".join(lines)
