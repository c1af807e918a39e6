"""`cairn bench memory --robust`: every case set scored as published and under each variant of
the same meaning (``bench.variants``), with the same scorer, and the minimum beside them.

The sets are the public Hexis cases and the two halves of cairn's generated benchmark
(``bench.memgen``: *dev*, the half rules may be looked at against, and *test*, scored to
report), the two halves of a second one written apart from the rules (``bench.memfresh``), and
the held-out sets written apart from the rules after it, each with no dev half: ``fresh2`` to
``fresh48``, one generator each (``bench.memfresh2`` to ``bench.memfresh48``; ``default_sets``
lists them).
The adapter runs in this process (``hexis_adapter.predict``, the code the one-process-per-case
contract runs), so a few thousand cases take minutes, not an hour.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from cairn.bench import (
    hexis,
    memfresh,
    memfresh2,
    memfresh3,
    memfresh4,
    memfresh5,
    memfresh6,
    memfresh7,
    memfresh8,
    memfresh9,
    memfresh10,
    memfresh11,
    memfresh12,
    memfresh13,
    memfresh14,
    memfresh15,
    memfresh16,
    memfresh17,
    memfresh18,
    memfresh19,
    memfresh20,
    memfresh21,
    memfresh22,
    memfresh23,
    memfresh24,
    memfresh25,
    memfresh26,
    memfresh27,
    memfresh28,
    memfresh29,
    memfresh30,
    memfresh31,
    memfresh32,
    memfresh33,
    memfresh34,
    memfresh35,
    memfresh36,
    memfresh37,
    memfresh38,
    memfresh39,
    memfresh40,
    memfresh41,
    memfresh42,
    memfresh43,
    memfresh44,
    memfresh45,
    memfresh46,
    memfresh47,
    memfresh48,
    memgen,
    variants,
)
from cairn.errors import UsageError

Predict = Callable[[Mapping[str, Any]], dict[str, Any]]


def default_sets(data: Path | None) -> dict[str, Path]:
    from cairn.bench.suite import data_dir

    out: dict[str, Path] = {}
    with contextlib.suppress(UsageError):  # no shared data here: the generated sets still run
        out["hexis"] = data_dir(data) / "hexis" / hexis.DATASET_NAME
    for split in memgen.SPLITS:
        out[f"generated-{split}"] = memgen.path_for(split)
    for split in memfresh.SPLITS:
        out[f"fresh-{split}"] = memfresh.path_for(split)
    out[memfresh2.SET_NAME] = memfresh2.PATH
    out[memfresh3.SET_NAME] = memfresh3.PATH
    out[memfresh4.SET_NAME] = memfresh4.PATH
    out[memfresh5.SET_NAME] = memfresh5.PATH
    out[memfresh6.SET_NAME] = memfresh6.PATH
    out[memfresh7.SET_NAME] = memfresh7.PATH
    out[memfresh8.SET_NAME] = memfresh8.PATH
    out[memfresh9.SET_NAME] = memfresh9.PATH
    out[memfresh10.SET_NAME] = memfresh10.PATH
    out[memfresh11.SET_NAME] = memfresh11.PATH
    out[memfresh12.SET_NAME] = memfresh12.PATH
    out[memfresh13.SET_NAME] = memfresh13.PATH
    out[memfresh14.SET_NAME] = memfresh14.PATH
    out[memfresh15.SET_NAME] = memfresh15.PATH
    out[memfresh16.SET_NAME] = memfresh16.PATH
    out[memfresh17.SET_NAME] = memfresh17.PATH
    out[memfresh18.SET_NAME] = memfresh18.PATH
    out[memfresh19.SET_NAME] = memfresh19.PATH
    out[memfresh20.SET_NAME] = memfresh20.PATH
    out[memfresh21.SET_NAME] = memfresh21.PATH
    out[memfresh22.SET_NAME] = memfresh22.PATH
    out[memfresh23.SET_NAME] = memfresh23.PATH
    out[memfresh24.SET_NAME] = memfresh24.PATH
    out[memfresh25.SET_NAME] = memfresh25.PATH
    out[memfresh26.SET_NAME] = memfresh26.PATH
    out[memfresh27.SET_NAME] = memfresh27.PATH
    out[memfresh28.SET_NAME] = memfresh28.PATH
    out[memfresh29.SET_NAME] = memfresh29.PATH
    out[memfresh30.SET_NAME] = memfresh30.PATH
    out[memfresh31.SET_NAME] = memfresh31.PATH
    out[memfresh32.SET_NAME] = memfresh32.PATH
    out[memfresh33.SET_NAME] = memfresh33.PATH
    out[memfresh34.SET_NAME] = memfresh34.PATH
    out[memfresh35.SET_NAME] = memfresh35.PATH
    out[memfresh36.SET_NAME] = memfresh36.PATH
    out[memfresh37.SET_NAME] = memfresh37.PATH
    out[memfresh38.SET_NAME] = memfresh38.PATH
    out[memfresh39.SET_NAME] = memfresh39.PATH
    out[memfresh40.SET_NAME] = memfresh40.PATH
    out[memfresh41.SET_NAME] = memfresh41.PATH
    out[memfresh42.SET_NAME] = memfresh42.PATH
    out[memfresh43.SET_NAME] = memfresh43.PATH
    out[memfresh44.SET_NAME] = memfresh44.PATH
    out[memfresh45.SET_NAME] = memfresh45.PATH
    out[memfresh46.SET_NAME] = memfresh46.PATH
    out[memfresh47.SET_NAME] = memfresh47.PATH
    out[memfresh48.SET_NAME] = memfresh48.PATH
    return out


def _predict(case: Mapping[str, Any]) -> dict[str, Any]:
    from cairn.bench import hexis_adapter

    try:
        return hexis_adapter.predict(hexis.adapter_input(case))
    except Exception as exc:  # a crash counts as abstained, as the contract says
        return {"case_id": case["case_id"], "abstained": True, "error": repr(exc)}


def score_set(cases: Sequence[Mapping[str, Any]], predict: Predict = _predict) -> hexis.Scores:
    return hexis.score(cases, [predict(c) for c in cases])


def run(
    sets: Mapping[str, Path],
    names: Sequence[str] = variants.VARIANTS,
    predict: Predict = _predict,
) -> dict[str, Any]:
    out: dict[str, Any] = {"schema": "cairn.bench.memory.robust/1", "sets": {}}
    for set_name, path in sets.items():
        cases = hexis.load_cases(path)
        rows: dict[str, Any] = {}
        t0 = time.perf_counter()
        rows["original"] = {**score_set(cases, predict).as_dict(), "changed": 0}
        for name in names:
            rewritten = variants.variant(name, cases)
            scores = score_set(rewritten, predict)
            rows[name] = {**scores.as_dict(), "changed": variants.changed(cases, rewritten)}
        worst = min(rows, key=lambda r: rows[r]["overall"])
        out["sets"][set_name] = {
            "file": path.name,
            "sha256": hexis.sha256(path),
            "cases": len(cases),
            "rows": rows,
            "minimum": {"variant": worst, "overall": rows[worst]["overall"]},
            "seconds": round(time.perf_counter() - t0, 1),
        }
    return out


def markdown(result: Mapping[str, Any]) -> str:
    dims = " | ".join(hexis.SHORT[d] for d in hexis.DIMENSIONS)
    lines = [
        f"| set | variant | events changed | overall | {dims} |",
        "|" + "---|" * (len(hexis.DIMENSIONS) + 4),
    ]
    for set_name, s in result["sets"].items():
        for name, row in s["rows"].items():
            cells = [
                f"{row['dimensions'][d]:.2f}" if d in row["dimensions"] else "-"
                for d in hexis.DIMENSIONS
            ]
            lines.append(
                f"| {set_name} | {name} | {row['changed']} | {row['overall']:.2f} | "
                + " | ".join(cells)
                + " |"
            )
        m = s["minimum"]
        lines.append(
            f"| {set_name} | **minimum** ({m['variant']}) | | **{m['overall']:.2f}** |"
            + " |" * len(hexis.DIMENSIONS)
        )
    return "\n".join(lines)
