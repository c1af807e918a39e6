"""`cairn bench mine`: mining speed on a generated corpus, and extraction quality on the
labelled sets.

Speed: at least 200 MB of realistic Claude Code, Codex and Gemini transcripts are generated in
a temporary directory and mined end to end (read, parse, extract, redact, admit into a fresh
store); a baseline in the same run reads and parses the same bytes with the standard library
only. Quality (``cairn.bench.mine_quality``): the three labelled sets, mined (dry run) and
scored kind-aware and one-to-one. It never touches the user's store or session folders.
"""

from __future__ import annotations

import json
import random
import tempfile
import time
from pathlib import Path
from typing import Any

from cairn.bench import transcripts
from cairn.ingest.extract import HeuristicExtractor
from cairn.ingest.miner import MineOptions, Miner
from cairn.model import Scope
from cairn.service import MemoryService

_FILLER = (
    "def handler(event, context):\n    payload = json.loads(event['body'])\n"
    "    return {'statusCode': 200, 'body': json.dumps(process(payload))}\n"
)


def _spec(i: int, rng: random.Random) -> dict[str, Any]:
    tool = rng.choice(["pnpm", "uv run", "cargo", "go", "make"])
    test = {
        "pnpm": "pnpm test",
        "uv run": "uv run pytest -q",
        "cargo": "cargo test",
        "go": "go test ./...",
        "make": "make test",
    }[tool]
    turns: list[dict[str, Any]] = [
        {"user": f"Please look at module m{i % 97} and make the tests pass."}
    ]
    for j in range(rng.randint(20, 40)):
        r = rng.random()
        if r < 0.45:
            size = rng.randint(2_000, 24_000)
            turns.append(
                {
                    "read": f"src/m{i % 97}/f{j}.py",
                    "content": (_FILLER * (size // len(_FILLER) + 1))[:size],
                }
            )
        elif r < 0.65:
            turns.append(
                {
                    "thinking": "Considering the failing case and the fixture layout. "
                    * rng.randint(5, 30)
                }
            )
        elif r < 0.8:
            turns.append(
                {
                    "assistant": "I updated the handler and the fixture; running the suite next. "
                    * rng.randint(1, 6)
                }
            )
        elif r < 0.9:
            turns.append({"cmd": test, "exit": 0, "out": "ok\n" * rng.randint(5, 200)})
        else:
            turns.append(
                {
                    "cmd": f"{test} -k case{j}",
                    "exit": 1,
                    "out": "FAILED case - AssertionError\n" * 20,
                }
            )
            turns.append(
                {"cmd": f"{test} -k case{j} --update-fixtures", "exit": 0, "out": "1 passed"}
            )
    turns.append(
        {
            "user": rng.choice(
                [
                    f"We decided to keep fixtures for m{i % 97} in tests/fixtures, not inline.",
                    "Always run the linter before pushing.",
                    f"No, use {tool} instead of calling the tools directly.",
                    "thanks, looks good",
                ]
            )
        }
    )
    client = rng.choice(["claude-code"] * 6 + ["codex"] * 3 + ["gemini"])
    return {
        "id": f"bench-{i}",
        "client": client,
        "cwd": f"/nonexistent/bench/p{i % 5}",
        "turns": turns,
    }


def generate(folder: Path, megabytes: int, seed: int = 7) -> list[Path]:
    rng = random.Random(seed)
    total, i, files = 0, 0, []
    while total < megabytes * 1_000_000:
        path = transcripts.write(_spec(i, rng), folder / f"p{i % 5}")
        total += path.stat().st_size
        files.append(path)
        i += 1
    return files


def _baseline(files: list[Path]) -> float:
    t = time.perf_counter()
    for p in files:
        with p.open("rb") as f:
            for line in f:
                json.loads(line)
    return time.perf_counter() - t


def speed(megabytes: int = 200) -> dict[str, Any]:
    with tempfile.TemporaryDirectory(prefix="cairn-bench-mine-") as tmp:
        root = Path(tmp)
        t0 = time.perf_counter()
        files = generate(root / "sessions", megabytes)
        gen_s = time.perf_counter() - t0
        size = sum(p.stat().st_size for p in files)
        svc = MemoryService.open(
            root / "store" / "cairn.db", Scope("bench:mine", "user:bench"), embed_on_write=False
        )
        try:
            t1 = time.perf_counter()
            rep = Miner(svc, HeuristicExtractor()).mine([(p, None) for p in files])
            mine_s = time.perf_counter() - t1
            t3 = time.perf_counter()
            dry = Miner(svc, HeuristicExtractor(), MineOptions(dry_run=True)).mine(
                [(p, None) for p in files]
            )
            parse_s = time.perf_counter() - t3
            t2 = time.perf_counter()
            again = Miner(svc, HeuristicExtractor()).mine([(p, None) for p in files])
            rerun_s = time.perf_counter() - t2
        finally:
            svc.close()
        base_s = _baseline(files)
    mb = size / 1e6
    return {
        "corpus_mb": round(mb, 1),
        "files": len(files),
        "generate_s": round(gen_s, 2),
        "mine_s": round(mine_s, 2),
        "mine_mb_per_s": round(mb / mine_s, 1),
        "parse_extract_s": round(parse_s, 2),
        "parse_extract_mb_per_s": round(mb / parse_s, 1),
        "dry_run_lessons": dry.proposed,
        "admit_lessons_per_s": round(dry.proposed / max(mine_s - parse_s, 1e-9), 1),
        "baseline_stdlib_json_s": round(base_s, 2),
        "baseline_mb_per_s": round(mb / base_s, 1),
        "ratio_vs_baseline": round(base_s / mine_s, 2),
        "rerun_s": round(rerun_s, 3),
        "rerun_new_lessons": again.proposed + again.corroborated,
        "records": rep.records,
        "lessons_proposed": rep.proposed,
        "lessons_corroborated": rep.corroborated,
        "target_mb_per_s": 50,
    }


def quality(shared: Path | None = None) -> dict[str, Any]:
    """Extraction quality on the labelled sets (see ``cairn.bench.mine_quality``)."""
    from cairn.bench.mine_quality import quality as run

    return run(shared)


def variants() -> dict[str, Any]:
    """The spec sets perturbed (other clients, casual typing, tiny chunks), worst marked."""
    from cairn.bench.mine_quality import variants as run

    return run()
