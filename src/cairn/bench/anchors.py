"""`cairn bench anchors`: staleness found, and what finding it costs.

Two parts, each beside baselines computed in the same run:

1. **Accuracy over a history** (``accuracy``): a generated project (``bench.staleworld``) in a
   real git repository goes through N commits, one mutation each; memories about it, written
   at the start and along the way, have a known truth at every commit. After each commit cairn
   checks incrementally (the session-start path) and, every few commits, a second store checks
   in full; both are scored on every (memory, commit) pair against the truth: precision and
   recall of "stale". The baselines use the same anchors as recorded at admission: a memory is
   stale when one of its files changed in a commit after it was verified (as alexandria marks
   it), or when one of its files is gone (existence only). Results are broken down by how the
   memory was phrased (the worst family is reported beside the total) and by mutation.
2. **Cost at scale** (``scale``): a generated tree of F files and M memories anchored to it;
   the incremental check with nothing changed and after a commit touching 20 files, beside the
   full check (every anchor re-verified); and the real session-start hook process with nothing
   changed, beside the same hook on a copy of the store without anchors and a bare interpreter.

Everything lives in a temporary directory, deleted afterwards. Nothing here is a test: numbers
are reported, not asserted.
"""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

from cairn import namespace
from cairn.bench.common import BENCH_NS, BENCH_USER, OPERATOR, percentile
from cairn.bench.gitrepo import GitRepo
from cairn.bench.staleworld import FAMILIES, Memory, World
from cairn.model import Candidate, Kind, Scope
from cairn.service import MemoryService, person_actor
from cairn.service.anchors import AnchorService
from cairn.store import anchor_rows

SYSTEMS = ("cairn incremental", "cairn full", "file changed since verified", "file exists")


class Score:
    def __init__(self) -> None:
        self.tp = self.fp = self.fn = self.tn = 0

    def add(self, truth: bool, predicted: bool) -> None:
        if truth and predicted:
            self.tp += 1
        elif predicted:
            self.fp += 1
        elif truth:
            self.fn += 1
        else:
            self.tn += 1

    def as_dict(self) -> dict[str, Any]:
        p = self.tp / (self.tp + self.fp) if self.tp + self.fp else 1.0
        r = self.tp / (self.tp + self.fn) if self.tp + self.fn else 1.0
        f1 = 2 * p * r / (p + r) if p + r else 0.0
        return {
            "precision": round(p, 4),
            "recall": round(r, 4),
            "f1": round(f1, 4),
            "tp": self.tp,
            "fp": self.fp,
            "fn": self.fn,
            "tn": self.tn,
        }


def _stale_ids(svc: MemoryService) -> set[str]:
    db = getattr(svc.store, "db", None)
    assert isinstance(db, sqlite3.Connection)
    return {
        str(mid)
        for mid, flags in db.execute("SELECT id, flags FROM memories")
        if any(f.startswith("stale: ") for f in json.loads(flags or "[]"))
    }


def _bound_paths(svc: MemoryService, ids: list[str]) -> dict[str, set[str]]:
    db = getattr(svc.store, "db", None)
    assert isinstance(db, sqlite3.Connection)
    out: dict[str, set[str]] = {i: set() for i in ids}
    for i in range(0, len(ids), 500):
        chunk = ids[i : i + 500]
        marks = ", ".join("?" for _ in chunk)
        for mid, path in db.execute(
            f"SELECT memory_id, path FROM anchors WHERE memory_id IN ({marks})", chunk
        ):
            out[str(mid)].add(str(path))
    return out


def accuracy(
    *,
    commits: int = 240,
    seed: int = 7,
    per_family: int = 10,
    add_every: int = 20,
    full_every: int = 5,
) -> dict[str, Any]:
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="cairn-bench-anchors-") as tmp:
        root = Path(tmp) / "project"
        repo = GitRepo.init(root)
        world = World(seed)
        files = world.write(repo, {})
        repo.commit("initial")
        scope = Scope(BENCH_NS, BENCH_USER)
        stores = {
            "inc": MemoryService.open(Path(tmp) / "inc.db", scope),
            "full": MemoryService.open(Path(tmp) / "full.db", scope),
        }
        person = person_actor(OPERATOR)
        memories: dict[str, Memory] = {}  # by text
        ids: dict[str, dict[str, str]] = {"inc": {}, "full": {}}  # store -> id -> text
        bound: dict[str, set[str]] = {}
        alex: set[str] = set()

        def remember(at: int, n: int) -> None:
            fresh: dict[str, Memory] = {}
            for family in FAMILIES:
                for _ in range(n):
                    m = world.memory(family, at)
                    if m is not None and m.text not in memories:
                        fresh.setdefault(m.text, m)
            cands = [Candidate(t, BENCH_NS) for t in fresh]
            for key, svc in stores.items():
                got = [r.memory.id for r in svc.add_many(cands, person)]
                AnchorService(svc, root).anchor(got)
                ids[key].update(zip(got, fresh, strict=True))
                if key == "inc":
                    paths = _bound_paths(svc, got)
                    bound.update({ids[key][mid]: p for mid, p in paths.items()})
            memories.update(fresh)

        def stale(key: str) -> set[str]:
            return {ids[key][mid] for mid in _stale_ids(stores[key]) if mid in ids[key]}

        remember(0, per_family)
        scores = {s: Score() for s in SYSTEMS}
        families = {f: Score() for f in FAMILIES}
        by_mutation: dict[str, Counter[str]] = {}
        disagree = compared = 0
        inc_ms: list[float] = []
        examples: dict[str, list[str]] = {"missed": [], "false alarms": []}
        truth_before = {t: not m.holds(world) for t, m in memories.items()}
        pred_before = stale("inc")
        for k in range(1, commits + 1):
            name, _breaking = world.mutate(repo)
            files = world.write(repo, files)
            repo.commit(f"{k}: {name}")
            touched: set[str] = set()
            for line in repo.git("diff", "--name-status", "-M", "HEAD~1", "HEAD").splitlines():
                touched.update(line.split("\t")[1:2])  # modified, deleted or renamed-from
            t0 = time.perf_counter()
            AnchorService(stores["inc"], root).check()
            inc_ms.append((time.perf_counter() - t0) * 1000)
            checked_full = k % full_every == 0
            if checked_full:
                AnchorService(stores["full"], root).check(full=True)
            predicted = stale("inc")
            predicted_full = stale("full") if checked_full else set()
            counts = by_mutation.setdefault(name, Counter())
            counts["commits"] += 1
            for text, m in memories.items():
                truth = not m.holds(world)
                pred = text in predicted
                paths = bound.get(text, set())
                if paths & touched:
                    alex.add(text)
                gone = any(not (root / p).exists() for p in paths)
                scores["cairn incremental"].add(truth, pred)
                families[m.family].add(truth, pred)
                scores["file changed since verified"].add(truth, text in alex)
                scores["file exists"].add(truth, gone)
                if checked_full:
                    full_pred = text in predicted_full
                    scores["cairn full"].add(truth, full_pred)
                    compared += 1
                    disagree += full_pred != pred
                if truth and not truth_before.get(text, False):
                    counts["went stale"] += 1
                    counts["found at once"] += pred
                    if not pred and len(examples["missed"]) < 12:
                        examples["missed"].append(f"{k} {name} [{m.family}] {text}")
                if pred and text not in pred_before and not truth:
                    counts["false alarms"] += 1
                    if len(examples["false alarms"]) < 12:
                        examples["false alarms"].append(f"{k} {name} [{m.family}] {text}")
                truth_before[text] = truth
            pred_before = predicted
            if k % add_every == 0:
                remember(k, 2)
                truth_before.update({t: False for t in memories if t not in truth_before})
                pred_before = stale("inc")
        anchored = sum(1 for paths in bound.values() if paths)
        for svc in stores.values():
            svc.close()
    scored = [f for f in families if families[f].tp + families[f].fn]
    worst = min(scored, key=lambda f: families[f].as_dict()["f1"]) if scored else ""
    return {
        "commits": commits,
        "seed": seed,
        "memories": len(memories),
        "anchored_at_admission": anchored,
        "systems": {s: sc.as_dict() for s, sc in scores.items()},
        "families": {f: sc.as_dict() for f, sc in families.items()},
        "worst_family": worst,
        "mutations": {k: dict(v) for k, v in sorted(by_mutation.items())},
        "full_vs_incremental": {"compared": compared, "disagree": disagree},
        "examples": examples,
        "incremental_check_ms_p50": round(percentile(inc_ms, 50), 2),
        "seconds": round(time.perf_counter() - started, 1),
    }


# -- cost at scale ----------------------------------------------------------------------------------


def _scale_tree(repo: GitRepo, files: int) -> dict[str, Any]:
    """``files`` Python modules (two functions each), a Makefile, package.json, pyproject,
    settings and a CLI; returns the names the memories may use."""
    dirs = max(1, files // 50)
    fns: list[tuple[str, str, int]] = []
    paths: list[str] = []
    for i in range(files - 5):
        path = f"pkg_{i % dirs:03d}/mod_{i:05d}.py"
        a, b = f"load_item_{i:05d}", f"save_item_{i:05d}"
        lit = 2 + i % 7
        repo.write(
            path,
            "import logging\n\nlog = logging.getLogger(__name__)\n\n\n"
            f'def {a}(value, attempts={lit}):\n    """Read toml input."""\n'
            f"    return parse(value, attempts)\n\n\n"
            f'def {b}(value):\n    """Write json output."""\n    return dump(value)\n',
        )
        paths.append(path)
        fns += [(a, path, lit), (b, path, 0)]
    targets = [f"task_{i:03d}" for i in range(300)]
    repo.write("Makefile", "".join(f"{t}:\n\tpytest -q tests/{t}\n\n" for t in targets))
    scripts = [f"job_{i:03d}" for i in range(100)]
    repo.write(
        "package.json",
        json.dumps({"scripts": {s: f"webpack --env {s}" for s in scripts}}, indent=1),
    )
    deps = [f"libdep{i:03d}" for i in range(200)]
    repo.write(
        "pyproject.toml",
        '[project]\nname = "big"\ndependencies = ['
        + ", ".join(f'"{d}>=1.{i % 9},<2"' for i, d in enumerate(deps))
        + "]\n",
    )
    env = [f"SERVICE_VAR_{i:03d}" for i in range(100)]
    repo.write(
        "app/settings.py", "import os\n\n" + "".join(f'{v} = os.environ.get("{v}")\n' for v in env)
    )
    flags = [f"max-items-{i:03d}" for i in range(100)]
    repo.write(
        "app/cli.py",
        "import argparse\n\n\ndef main():\n    p = argparse.ArgumentParser()\n"
        + "".join(f'    p.add_argument("--{f}")\n' for f in flags)
        + "    return p\n",
    )
    repo.commit("a large tree")
    return {
        "fns": fns,
        "paths": paths,
        "targets": targets,
        "scripts": scripts,
        "deps": deps,
        "env": env,
        "flags": flags,
    }


def _scale_texts(names: dict[str, Any], n: int) -> list[tuple[str, Kind]]:
    import random

    rnd = random.Random(11)
    out: list[tuple[str, Kind]] = []

    def retries() -> str:
        name, _path, literal = rnd.choice(names["fns"])
        return f"`{name}` retries {literal} times"

    makers: list[tuple[int, Callable[[], str]]] = [
        (40, retries),
        (15, lambda: f"Call {rnd.choice(names['fns'])[0]}() for one item"),
        (15, lambda: f"The item code lives in {rnd.choice(names['paths'])}"),
        (12, lambda: f"Run make {rnd.choice(names['targets'])} before merging"),
        (6, lambda: f"We pin {rnd.choice(names['deps'])} 1.{rnd.randint(0, 8)}"),
        (4, lambda: f"Bundle with `npm run {rnd.choice(names['scripts'])}`"),
        (4, lambda: f"Set `{rnd.choice(names['env'])}` before starting"),
        (4, lambda: f"Cap it with --{rnd.choice(names['flags'])}"),
    ]
    weights = [w for w, _ in makers]
    seen: set[str] = set()
    while len(out) < n:
        text = rnd.choices([m for _, m in makers], weights)[0]()
        if text in seen:
            continue
        seen.add(text)
        kind = Kind.CONVENTION if len(out) % 40 == 0 else Kind.FACT
        out.append((text, kind))
    return out


def _change_round(repo: GitRepo, names: dict[str, Any], r: int) -> None:
    """One commit touching 20 files: 12 function bodies edited, 4 functions moved to another
    file, 2 files renamed, a target renamed, a dependency bumped."""
    import random

    rnd = random.Random(100 + r)
    paths = [p for p in names["paths"] if repo.exists(p)]
    picked = rnd.sample(paths, 18)
    for p in picked[:12]:
        repo.write(p, repo.read(p).replace("return dump(value)", f"return dump(value, {r})"))
    for p in picked[12:16]:
        text = repo.read(p)
        start = text.index("def save_item")
        moved, rest = text[start:], text[:start]
        repo.write(p, rest)
        dest = rnd.choice([q for q in paths if q not in picked])
        repo.write(dest, repo.read(dest) + "\n\n" + moved)
    for p in picked[16:18]:
        new = p.replace("mod_", f"moved{r}_")
        repo.move(p, new)
        names["paths"][names["paths"].index(p)] = new
    make = repo.read("Makefile")
    t = names["targets"][r]
    repo.write("Makefile", make.replace(f"{t}:", f"{t}_renamed:", 1))
    py = repo.read("pyproject.toml")
    d = names["deps"][r]
    repo.write("pyproject.toml", py.replace(f'"{d}>=1.', f'"{d}>=3.', 1))
    repo.commit(f"round {r}")


def _hook_ms(project: Path, home: Path, runs: int) -> tuple[list[float], int]:
    cairn = shutil.which("cairn", path=str(Path(sys.executable).parent)) or "cairn"
    payload = json.dumps({"session_id": "bench", "cwd": str(project), "source": "startup"})
    env = {**os.environ, "CAIRN_HOME": str(home)}
    times: list[float] = []
    injected = 0
    for _ in range(runs):
        t0 = time.perf_counter()
        out = subprocess.run(
            [cairn, "hook", "claude-code", "SessionStart"],
            cwd=project,
            env=env,
            input=payload,
            capture_output=True,
            text=True,
            check=False,
        )
        times.append((time.perf_counter() - t0) * 1000)
        injected += "additionalContext" in out.stdout
    return times, injected


def _bare_ms(runs: int) -> list[float]:
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        subprocess.run([sys.executable, "-c", "pass"], check=True)
        times.append((time.perf_counter() - t0) * 1000)
    return times


def scale(
    *, memories: int = 10_000, files: int = 5_000, rounds: int = 5, runs: int = 7
) -> dict[str, Any]:
    started = time.perf_counter()
    out: dict[str, Any] = {"memories": memories, "files": files}
    with tempfile.TemporaryDirectory(prefix="cairn-bench-anchors-scale-") as tmp:
        project = Path(tmp) / "project"
        repo = GitRepo.init(project)
        t0 = time.perf_counter()
        names = _scale_tree(repo, files)
        (project / ".cairn").mkdir()
        (project / ".cairn" / "config.toml").write_text(f'[project]\nnamespace = "{BENCH_NS}"\n')
        out["build_tree_s"] = round(time.perf_counter() - t0, 1)
        home = Path(tmp) / "home"
        svc = MemoryService.open(home / "cairn.db", Scope(BENCH_NS, BENCH_USER))
        person = person_actor(OPERATOR)
        # the hooks below resolve the project's pin: the bench's person adopts it
        svc.adopt_namespace(BENCH_NS, namespace.derive(project)[2], person)
        t0 = time.perf_counter()
        texts = _scale_texts(names, memories)
        for i in range(0, len(texts), 1000):
            svc.add_many([Candidate(t, BENCH_NS, kind=k) for t, k in texts[i : i + 1000]], person)
        out["admit_s"] = round(time.perf_counter() - t0, 1)
        anchors = AnchorService(svc, project)
        t0 = time.perf_counter()
        first = anchors.check()
        out["first_check_s"] = round(time.perf_counter() - t0, 1)
        out["anchored"] = anchors.counts()["anchored"]
        db = getattr(svc.store, "db", None)
        assert isinstance(db, sqlite3.Connection)
        out["anchored_files"] = len(anchor_rows.anchored_paths(db, BENCH_NS))
        out["first_check_scanned"] = first.scanned
        time.sleep(0.1)  # out of the racy window of the files just read
        t0 = time.perf_counter()
        anchors.check()
        out["cold_incremental_ms"] = round((time.perf_counter() - t0) * 1000, 1)
        quiet: list[float] = []
        for _ in range(runs):
            t0 = time.perf_counter()
            r = anchors.check()
            quiet.append((time.perf_counter() - t0) * 1000)
        out["quiet_files_reread"] = r.reread
        changed: list[float] = []
        reread: list[int] = []
        stale_after: list[int] = []
        for k in range(rounds):
            _change_round(repo, names, k)
            time.sleep(0.1)
            t0 = time.perf_counter()
            r = anchors.check()
            changed.append((time.perf_counter() - t0) * 1000)
            reread.append(r.reread)
            stale_after.append(anchors.counts()["stale"])
        fulls: list[float] = []
        for _ in range(2):
            t0 = time.perf_counter()
            anchors.check(full=True)
            fulls.append((time.perf_counter() - t0) * 1000)
        svc.close()
        hook, injected = _hook_ms(project, home, runs)
        bare = Path(tmp) / "bare"
        bare.mkdir()
        shutil.copy(home / "cairn.db", bare / "cairn.db")
        db = sqlite3.connect(bare / "cairn.db")
        for table in ("anchors", "anchor_files"):
            db.execute(f"DELETE FROM {table}")
        db.commit()
        db.close()
        hook_bare, _ = _hook_ms(project, bare, runs)
        out.update(
            quiet_p50_ms=round(percentile(quiet, 50), 1),
            quiet_p95_ms=round(percentile(quiet, 95), 1),
            changed_p50_ms=round(percentile(changed, 50), 1),
            changed_max_ms=round(max(changed), 1),
            changed_files_reread=reread,
            stale_after_rounds=stale_after,
            full_p50_ms=round(percentile(fulls, 50), 1),
            hook_p50_ms=round(percentile(hook, 50), 1),
            hook_p95_ms=round(percentile(hook, 95), 1),
            hook_injected=f"{injected}/{runs}",
            hook_without_anchors_p50_ms=round(percentile(hook_bare, 50), 1),
            python_p50_ms=round(percentile(_bare_ms(runs), 50), 1),
            budget_ms=150,
        )
    out["seconds"] = round(time.perf_counter() - started, 1)
    return out


def run(*, commits: int = 240, memories: int = 10_000, files: int = 5_000) -> dict[str, Any]:
    result: dict[str, Any] = {
        "accuracy": accuracy(commits=commits),
        "scale": scale(memories=memories, files=files),
    }
    result["markdown"] = markdown(result)
    return result


def _row(cells: list[Any]) -> str:
    return "| " + " | ".join(str(c) for c in cells) + " |"


def markdown(result: dict[str, Any]) -> str:
    lines: list[str] = []
    acc = result.get("accuracy")
    if acc:
        lines += [
            f"Staleness over a generated history: {acc['commits']} commits, {acc['memories']}"
            f" memories ({acc['anchored_at_admission']} anchored at admission), scored on every"
            " (memory, commit) pair",
            "",
            _row(["system", "precision", "recall", "F1", "false alarms", "misses"]),
            _row(["---"] * 6),
        ]
        for name, s in acc["systems"].items():
            lines.append(_row([name, s["precision"], s["recall"], s["f1"], s["fp"], s["fn"]]))
        fv = acc["full_vs_incremental"]
        w = acc["worst_family"]
        ws = acc["families"][w]
        lines += [
            "",
            f"Incremental and full checks disagreed on {fv['disagree']} of {fv['compared']}"
            f" pairs compared. Worst phrasing family: {w} (precision {ws['precision']},"
            f" recall {ws['recall']}).",
            "",
            _row(
                [
                    "mutation",
                    "commits",
                    "memories gone stale",
                    "found at that commit",
                    "false alarms",
                ]
            ),
            _row(["---"] * 5),
        ]
        for name, c in acc["mutations"].items():
            lines.append(
                _row(
                    [
                        name,
                        c.get("commits", 0),
                        c.get("went stale", 0),
                        c.get("found at once", 0),
                        c.get("false alarms", 0),
                    ]
                )
            )
    sc = result.get("scale")
    if sc:
        base = sc["python_p50_ms"]

        def row(what: str, p50: float, p95: object, reread: object) -> str:
            ratio = f"{p50 / base:.1f}" if base else "-"
            return _row([what, p50, p95, ratio, reread])

        rounds = "/".join(str(n) for n in sc["changed_files_reread"])
        lines += [
            "",
            f"Cost at {sc['memories']:,} memories anchored to {sc['files']:,} files"
            f" ({sc['anchored']:,} memories with anchors, {sc['anchored_files']:,} anchored"
            f" files); session-start budget {sc['budget_ms']} ms",
            "",
            _row(["what", "p50 ms", "p95 / max ms", "× python -c pass", "files read again"]),
            _row(["---"] * 5),
            row(
                "incremental check, nothing changed",
                sc["quiet_p50_ms"],
                sc["quiet_p95_ms"],
                sc["quiet_files_reread"],
            ),
            row(
                "incremental check, a commit touching 20 files",
                sc["changed_p50_ms"],
                sc["changed_max_ms"],
                rounds,
            ),
            row(
                "full check (baseline, every anchor)", sc["full_p50_ms"], "-", sc["anchored_files"]
            ),
            row("incremental check with no stat cache yet", sc["cold_incremental_ms"], "-", "all"),
            row(
                "session-start hook process, nothing changed",
                sc["hook_p50_ms"],
                sc["hook_p95_ms"],
                "-",
            ),
            row("same hook, store without anchors", sc["hook_without_anchors_p50_ms"], "-", "-"),
            row("`python -c pass`", base, "-", "-"),
            "",
            f"Building: tree {sc['build_tree_s']} s, admitting {sc['memories']:,} memories"
            f" {sc['admit_s']} s, first check (extract and anchor every memory)"
            f" {sc['first_check_s']} s.",
        ]
    return "\n".join(lines) + "\n"
