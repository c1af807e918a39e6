"""Mining quality: the labelled sets, mined (dry run) and scored by ``mine_score``.

Each set was labelled before the extractor it measures was written, and never edited to fit
it (their git history shows them landing first):
- ``synthetic``: ``tests/data/mining/sessions.json``, the first set (conversation specs);
- ``real``: the shared sample transcripts (real Claude Code, Codex and Gemini CLI files), with
  the lessons and traps of each in ``tests/data/mining/real_transcripts.json``;
- ``own``: ``tests/data/mining/own_sessions.json``, sessions written from the scenarios in
  ``tests/data/mining/own_scenarios.md``, in the record shapes of all three clients;
- ``fresh``: ``tests/data/mining/fresh_sessions.json``, eight sessions written after the
  dialogue extractor and scored without changing it afterwards: the closest this repository
  has to the held-out sets (the first three sets were all seen while the rules were written).

A spec's gold lesson may name the turns it may be drawn from (``turns``), a real file's the
records (``sources``): a proposal from elsewhere does not match it. It never touches the
user's store or session folders.
"""

from __future__ import annotations

import json
import re
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cairn.bench import transcripts
from cairn.bench.mine_score import Gold, Pred, Score, Trap, lenient
from cairn.ingest.discovery import expand
from cairn.ingest.miner import Extractor, MineOptions, Miner
from cairn.model import Scope
from cairn.service import MemoryService

SETS = ("synthetic", "real", "own", "fresh")
SPEC_FILES = {
    "synthetic": "sessions.json",
    "own": "own_sessions.json",
    "fresh": "fresh_sessions.json",
}
REAL_LABELS = "real_transcripts.json"


@dataclass(frozen=True)
class Case:
    name: str
    path: Path
    gold: list[Gold]
    traps: list[Trap]


def repo_root() -> Path:
    return Path(__file__).resolve().parents[3]


def data_dir() -> Path:
    return repo_root() / "tests" / "data" / "mining"


def shared_transcripts() -> Path:
    return repo_root().parent / "shared" / "samples" / "transcripts"


def _traps(rows: list[dict[str, Any]]) -> list[Trap]:
    return [Trap(tuple(t["keys"]), t.get("why", ""), t.get("kind", "")) for t in rows]


def spec_cases(specs: list[dict[str, Any]], folder: Path) -> list[Case]:
    cases = []
    for spec in specs:
        lines = transcripts.build(spec)
        path = transcripts.write(spec, folder / spec["id"], lines)
        gold = [
            Gold(
                g["kind"],
                tuple(g["keys"]),
                transcripts.locators(lines, g["turns"]) if g.get("turns") else (),
            )
            for g in spec.get("gold", [])
        ]
        cases.append(Case(spec["id"], path, gold, _traps(spec.get("traps", []))))
    return cases


def real_cases(shared: Path, labels: dict[str, Any]) -> list[Case]:
    files = labels.get("files", {})
    cases = []
    for p in expand([shared]):
        rel = p.relative_to(shared).as_posix()
        row = files.get(rel, {})
        gold = [
            Gold(g["kind"], tuple(g["keys"]), tuple(g.get("sources", ())))
            for g in row.get("gold", [])
        ]
        cases.append(Case(rel, p, gold, _traps(row.get("traps", []))))
    return cases


def load(name: str, folder: Path, shared: Path | None = None) -> list[Case]:
    if name == "real":
        shared = shared or shared_transcripts()
        label_file = data_dir() / REAL_LABELS
        if not shared.is_dir() or not label_file.is_file():
            return []
        return real_cases(shared, json.loads(label_file.read_text()))
    spec_file = data_dir() / SPEC_FILES[name]
    if not spec_file.is_file():
        return []
    return spec_cases(json.loads(spec_file.read_text()), folder / name)


def predictions(
    svc: MemoryService, extractor: Extractor, path: Path, *, chunk: int | None = None
) -> list[Pred]:
    opts = MineOptions(dry_run=True, final=True)
    if chunk is not None:
        opts = MineOptions(dry_run=True, final=True, chunk=chunk)
    rep = Miner(svc, extractor, opts).mine([(path, None)])
    return [Pred(x["kind"], x["text"], x.get("locator") or "") for x in rep.lessons]


def score_cases(
    cases: list[Case],
    svc: MemoryService,
    make: Callable[[], Extractor],
    *,
    chunk: int | None = None,
) -> dict[str, Any]:
    score = Score()
    pairs: list[tuple[list[Pred], list[Gold]]] = []
    for case in cases:
        preds = predictions(svc, make(), case.path, chunk=chunk)
        score.add(case.name, preds, case.gold, case.traps)
        pairs.append((preds, case.gold))
    return {**score.as_dict(), "lenient": lenient(pairs)}


def quality(
    shared: Path | None = None,
    make: Callable[[], Extractor] | None = None,
    sets: tuple[str, ...] = SETS,
) -> dict[str, Any]:
    """Every set scored with the same scorer; ``make`` builds a fresh extractor per file."""
    if make is None:
        from cairn.ingest.extract import HeuristicExtractor

        make = HeuristicExtractor
    out: dict[str, Any] = {}
    with tempfile.TemporaryDirectory(prefix="cairn-mine-quality-") as tmp:
        root = Path(tmp)
        svc = MemoryService.open(
            root / "store.db", Scope("bench:quality", "user:bench"), embed_on_write=False
        )
        try:
            for name in sets:
                cases = load(name, root / "sessions", shared)
                if cases:
                    out[name] = score_cases(cases, svc, make)
        finally:
            svc.close()
    return out


def _pr(p: float | None, r: float | None, matched: int, gold: int) -> str:
    if gold == 0 and p is None:
        return "-"
    ps = "-" if p is None else f"{p:.2f}"
    rs = "-" if r is None else f"{r:.2f}"
    return f"{ps} / {rs} ({matched}/{gold})"


def tables(result: dict[str, Any]) -> list[str]:
    """The sets side by side (markdown): totals, then precision / recall per kind."""
    from cairn.bench.mine_score import KINDS

    names = [n for n in SETS if n in result]
    out = [
        "| set | sessions | gold | proposed | matched | precision | recall | traps hit"
        " | lenient P / R (old scorer) |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    for n in names:
        s = result[n]
        lp = s["lenient"]
        out.append(
            f"| {n} | {s['sessions']} | {s['gold_lessons']} | {s['predicted']} | {s['matched']}"
            f" | {_fmt(s['precision'])} | {_fmt(s['recall'])}"
            f" | {s['traps_hit']} of {s['traps']} | {lp['precision']:.2f} / {lp['recall']:.2f} |"
        )
    out.append("")
    out.append("| kind: precision / recall (matched/gold) | " + " | ".join(names) + " |")
    out.append("|---|" + "---|" * len(names))
    for k in KINDS:
        cells = []
        for n in names:
            row = result[n]["per_kind"].get(k)
            cells.append(
                _pr(row["precision"], row["recall"], row["matched"], row["gold"]) if row else "-"
            )
        out.append(f"| {k} | " + " | ".join(cells) + " |")
    return out


def _fmt(x: float | None) -> str:
    return "-" if x is None else f"{x:.2f}"


# -- perturbed variants: the same labelled sessions, said or recorded differently -------------

_CLIENTS = ("claude-code", "codex", "gemini")


def _rotate(spec: dict[str, Any], by: int) -> dict[str, Any]:
    client = spec.get("client", "claude-code")
    return {**spec, "client": _CLIENTS[(_CLIENTS.index(client) + by) % 3]}


def _casual(spec: dict[str, Any]) -> dict[str, Any]:
    """The person types in lower case without final full stops (commands keep their case)."""

    def low(text: str) -> str:
        parts = re.split(r"(`[^`]*`)", text)
        out = "".join(p if p.startswith("`") else p.lower() for p in parts)
        return out.rstrip(".")

    turns = [{**t, "user": low(t["user"])} if "user" in t else t for t in spec["turns"]]
    return {**spec, "turns": turns}


VARIANTS: dict[str, Callable[[dict[str, Any]], dict[str, Any]]] = {
    "client +1": lambda s: _rotate(s, 1),
    "client +2": lambda s: _rotate(s, 2),
    "casual typing": _casual,
}


def variants(make: Callable[[], Extractor] | None = None) -> dict[str, Any]:
    """Every spec set under each perturbation, and mined in 1 KB chunks (which must change
    nothing): precision / recall / traps per variant, with the worst beside them."""
    if make is None:
        from cairn.ingest.extract import HeuristicExtractor

        make = HeuristicExtractor
    out: dict[str, Any] = {}
    with tempfile.TemporaryDirectory(prefix="cairn-mine-variants-") as tmp:
        root = Path(tmp)
        svc = MemoryService.open(
            root / "store.db", Scope("bench:quality", "user:bench"), embed_on_write=False
        )
        try:
            for name in ("synthetic", "own", "fresh"):
                spec_file = data_dir() / SPEC_FILES[name]
                if not spec_file.is_file():
                    continue
                specs = json.loads(spec_file.read_text())
                rows: dict[str, Any] = {}
                for label, change in VARIANTS.items():
                    cases = spec_cases([change(s) for s in specs], root / name / label)
                    rows[label] = _brief(score_cases(cases, svc, make))
                cases = spec_cases(specs, root / name / "chunks")
                rows["1 KB chunks"] = _brief(score_cases(cases, svc, make, chunk=1024))
                worst = min(rows, key=lambda k: min(rows[k]["precision"], rows[k]["recall"]))
                out[name] = {"variants": rows, "worst": worst}
        finally:
            svc.close()
    return out


def _brief(score: dict[str, Any]) -> dict[str, Any]:
    return {k: score[k] for k in ("precision", "recall", "traps_hit", "traps")}


def variant_table(result: dict[str, Any]) -> list[str]:
    """Each spec set under each perturbation (precision / recall, traps), the worst marked."""
    labels = [*VARIANTS, "1 KB chunks"]
    out = [
        "| set | " + " | ".join(labels) + " | worst |",
        "|---|" + "---|" * (len(labels) + 1),
    ]
    for name, row in result.items():
        cells = []
        for label in labels:
            v = row["variants"][label]
            cells.append(f"{_fmt(v['precision'])} / {_fmt(v['recall'])}, traps {v['traps_hit']}")
        out.append(f"| {name} | " + " | ".join(cells) + f" | {row['worst']} |")
    return out
