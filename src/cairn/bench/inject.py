"""`cairn bench inject`: the gaius injection bench, run on cairn's own injector.

Each query runs ``prompt_block`` at an 800-token budget against a fresh store loaded with the demo
corpus (one memory per ``- `` bullet, written by a person). A case passes when at least
``min_hits`` of its ``required`` terms appear (case-insensitive substring) in the injected text;
it carries a precision warning when any ``anti`` term appears. The baseline in the same run is
plain BM25 top-5 packed into the same frame with no floor.
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

from cairn.bench.common import fresh_store, load_as_person, percentile
from cairn.context import frame
from cairn.context.inject import prompt_block
from cairn.model import View
from cairn.search.lexical import porter_match

CASES = Path("gaius") / "bench_inject_cases.json"
CORPUS = Path("gaius") / "demo_corpus"
BUDGET = 800


def corpus(data: Path) -> list[str]:
    facts: list[str] = []
    for md in sorted((data / CORPUS).glob("*.md")):
        for line in md.read_text().splitlines():
            if line.startswith("- "):
                facts.append(line[2:].strip())
    return facts


def judge(text: str, case: dict[str, Any]) -> tuple[bool, bool, int]:
    low = text.lower()
    hits = sum(1 for t in case["required"] if t.lower() in low)
    warn = any(t.lower() in low for t in case.get("anti", []))
    return hits >= int(case["min_hits"]), warn, hits


def run(data: Path, *, budget: int = BUDGET) -> dict[str, Any]:
    raw = json.loads((data / CASES).read_text())
    cases: list[dict[str, Any]] = raw["cases"] if isinstance(raw, dict) else raw
    facts = corpus(data)
    with fresh_store("inject") as svc:
        load_as_person(svc, facts)
        from cairn.bench.retrieval import _mode
        from cairn.search import vector

        # "cairn" is the default install: hybrid when the vector path works here
        default = "hybrid" if vector.ensure_vectors(svc) else "lexical"
        rows: list[dict[str, Any]] = []
        systems: dict[str, dict[str, Any]] = {}
        for name in ("bm25 top-5 baseline", "cairn lexical", "cairn"):
            passed = warned = 0
            times: list[float] = []
            for case in cases:
                t0 = time.perf_counter()
                if name.startswith("cairn"):
                    with _mode(default if name == "cairn" else "lexical"):
                        text = prompt_block(svc, case["query"], budget=budget).text
                else:
                    match = porter_match(case["query"])
                    hits = svc.store.lexical(match, View.SEARCH, svc.scope, svc.clock(), limit=5)
                    text = frame.wrap("\n".join("- " + m.text for m, _ in hits), moment="prompt")
                times.append((time.perf_counter() - t0) * 1000)
                ok, warn, n = judge(text, case)
                passed += ok
                warned += warn
                if name == "cairn":
                    rows.append(
                        {
                            "query": case["query"],
                            "pass": ok,
                            "warning": warn,
                            "hits": n,
                            "tokens_text_chars": len(text),
                        }
                    )
            systems[name] = {
                "mode": default if name == "cairn" else "lexical",
                "pass": passed,
                "warnings": warned,
                "cases": len(cases),
                "p50_ms": round(percentile(times, 50), 2),
            }
        return {
            "bench": "inject",
            "admission": svc.mode().value,
            "budget": budget,
            "facts": len(facts),
            "systems": systems,
            "per_case": rows,
        }
