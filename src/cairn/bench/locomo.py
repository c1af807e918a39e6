"""LoCoMo retrieval: evidence recall@k per question category, cairn beside a plain BM25.

Each conversation is indexed into its own fresh temporary store: every dialogue turn becomes a
memory ("Speaker: text", an image turn with its caption) written by a person through
``add_many`` (the operator sets the bench namespace to ``open`` first, so a turn that contradicts
an earlier one is kept and marked rather than queued), with its session's date as valid time and
its dialogue id as the source locator. Questions are asked through ``MemoryService.search``:
``lexical`` always, ``hybrid`` only when the vector extra works here. The baseline is Okapi BM25
(k1 1.5, b 0.75, lower-cased ``[a-z0-9]+`` tokens, no stemming, no stop words) over the same turn
texts, computed in the same run.

Recall@k = share of a question's evidence dialogue ids found among the sources of the first k
memories. Category 5 questions are adversarial (the answer is not in the conversation): the
right behaviour is to return nothing, so they report the abstention rate instead.

LoCoMo is CC BY-NC 4.0: it is read from the shared data folder at run time and never copied
into the repository. This module never writes anywhere but its temporary stores.
"""

from __future__ import annotations

import json
import math
import re
import tempfile
import time
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from cairn.errors import UsageError
from cairn.model import Candidate, Scope, Source
from cairn.service import MemoryService, person_actor
from cairn.timeutil import fmt

FILE = "locomo/locomo10.json"
CATEGORIES = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop", 5: "adversarial"}
ADVERSARIAL = 5
OPERATOR = "cairn bench locomo"
SYSTEMS = ("cairn lexical", "cairn hybrid", "cairn inject", "bm25 baseline")
MODES = ("lexical", "hybrid", "inject")
INJECT_BUDGET = 2000


@dataclass(frozen=True)
class Turn:
    dia_id: str
    text: str
    valid_from: str


@dataclass(frozen=True)
class Question:
    text: str
    category: int
    evidence: tuple[str, ...]


def session_time(raw: str) -> str:
    """ "1:56 pm on 8 May, 2023" -> stored UTC time."""
    text = " ".join(raw.replace(",", " ").split())
    for pattern in ("%I:%M %p on %d %B %Y", "%I:%M%p on %d %B %Y"):
        try:
            return fmt(datetime.strptime(text, pattern).replace(tzinfo=UTC))
        except ValueError:
            continue
    raise UsageError(f"unreadable LoCoMo session date {raw!r}")


def turns(conversation: Mapping[str, Any]) -> list[Turn]:
    out: list[Turn] = []
    sessions = sorted(
        (int(m.group(1)), k)
        for k in conversation
        if (m := re.fullmatch(r"session_(\d+)", k)) and isinstance(conversation[k], list)
    )
    for n, key in sessions:
        when = session_time(str(conversation[f"session_{n}_date_time"]))
        for t in conversation[key]:
            text = f"{t['speaker']}: {t.get('text', '')}".strip()
            if t.get("blip_caption"):
                text += f" [shares an image: {t['blip_caption']}]"
            out.append(Turn(str(t["dia_id"]), text, when))
    return out


def questions(sample: Mapping[str, Any]) -> list[Question]:
    out = []
    for q in sample["qa"]:
        ids = tuple(
            p.strip()
            for e in q.get("evidence") or ()
            for p in re.split(r"[;,\s]+", str(e))
            if p.strip()
        )
        out.append(Question(str(q["question"]), int(q["category"]), ids))
    return out


def load(data: Path) -> list[dict[str, Any]]:
    path = data / FILE
    if not path.is_file():
        raise UsageError(f"no LoCoMo data at {path}", hint="pass --data DIR or set CAIRN_SHARED")
    samples: list[dict[str, Any]] = json.loads(path.read_text(encoding="utf-8"))
    return samples


# -- the baseline: plain Okapi BM25 ------------------------------------------------------------


def bm25_tokens(text: str) -> list[str]:
    return re.findall(r"[a-z0-9]+", text.lower())


class BM25:
    """Okapi BM25 over a fixed list of documents (k1 1.5, b 0.75)."""

    def __init__(self, docs: Sequence[str], k1: float = 1.5, b: float = 0.75) -> None:
        self.tf = [Counter(bm25_tokens(d)) for d in docs]
        self.len = [sum(c.values()) for c in self.tf]
        self.avg = (sum(self.len) / len(self.len)) if self.len else 0.0
        df: Counter[str] = Counter(t for c in self.tf for t in c)
        n = len(docs)
        self.idf = {t: math.log(1 + (n - f + 0.5) / (f + 0.5)) for t, f in df.items()}
        self.k1, self.b = k1, b

    def top(self, query: str, k: int) -> list[int]:
        q = set(bm25_tokens(query))
        scores: list[tuple[float, int]] = []
        for i, tf in enumerate(self.tf):
            s = 0.0
            for t in q & tf.keys():
                f = tf[t]
                norm = self.k1 * (1 - self.b + self.b * self.len[i] / (self.avg or 1.0))
                s += self.idf[t] * f * (self.k1 + 1) / (f + norm)
            if s > 0:
                scores.append((s, i))
        scores.sort(key=lambda x: (-x[0], x[1]))
        return [i for _s, i in scores[:k]]


# -- one conversation --------------------------------------------------------------------------


def index(svc: MemoryService, conv_turns: Sequence[Turn]) -> dict[str, tuple[str, ...]]:
    """Write every turn as a memory (a person, open admission); memory id -> its dialogue ids."""
    svc.set_policy("admission", "open", person_actor(OPERATOR, client="bench"))
    cands = [
        Candidate(
            text=t.text,
            namespace=svc.scope.namespace,
            valid_from=t.valid_from,
            source=Source(kind="import", locator=t.dia_id, label="locomo turn"),
        )
        for t in conv_turns
    ]
    results = svc.add_many(cands, person_actor(OPERATOR))
    dia: dict[str, list[str]] = {}
    for r, t in zip(results, conv_turns, strict=True):
        dia.setdefault(r.memory.id, []).append(t.dia_id)
    return {k: tuple(v) for k, v in dia.items()}


def _recall(found: Sequence[str], evidence: Sequence[str]) -> float:
    want = set(evidence)
    return len(want & set(found)) / len(want) if want else 0.0


Retriever = Callable[[str, int], list[tuple[str, ...]]]


def evaluate(
    qs: Sequence[Question], retrieve: Retriever, ks: Sequence[int]
) -> dict[int, dict[str, float]]:
    """Per category: the recall@k sums (or abstentions for category 5) and counts."""
    top = max(ks)
    sums: dict[int, dict[str, float]] = {}
    for q in qs:
        got = retrieve(q.text, top)
        bucket = sums.setdefault(q.category, {"n": 0.0, "abstained": 0.0})
        bucket["n"] += 1
        bucket["abstained"] += 0.0 if got else 1.0
        if q.category == ADVERSARIAL:
            continue
        if not q.evidence:
            bucket["n"] -= 1
            continue
        for k in ks:
            found = [d for ids in got[:k] for d in ids]
            bucket[f"r@{k}"] = bucket.get(f"r@{k}", 0.0) + _recall(found, q.evidence)
    return sums


def _cairn(svc: MemoryService, dia: Mapping[str, tuple[str, ...]], mode: str) -> Retriever:
    def retrieve(text: str, k: int) -> list[tuple[str, ...]]:
        return [dia.get(m.id, ()) for m, _s in svc.search(text, limit=k, mode=mode)]

    return retrieve


def _inject(svc: MemoryService, dia: Mapping[str, tuple[str, ...]]) -> Retriever | None:
    """What the per-prompt hook would inject (its abstention floor applies), or None when the
    context layer is not built."""
    try:
        from cairn.context.inject import prompt_block
    except ImportError:
        return None

    def retrieve(text: str, k: int) -> list[tuple[str, ...]]:
        block = prompt_block(svc, text, budget=INJECT_BUDGET)
        return [dia.get(i.id, ()) for i in block.items][:k]

    return retrieve


def _bm25(conv_turns: Sequence[Turn]) -> Retriever:
    engine = BM25([t.text for t in conv_turns])

    def retrieve(text: str, k: int) -> list[tuple[str, ...]]:
        return [(conv_turns[i].dia_id,) for i in engine.top(text, k)]

    return retrieve


def hybrid_unavailable(svc: MemoryService) -> str | None:
    """None when cairn's hybrid search runs here (vectors built), else the reason."""
    try:
        from cairn.search import vector
    except ImportError:
        return "cairn.search.vector is not built"
    reason = vector.available()
    if reason is not None:
        return reason
    try:
        vector.ensure_vectors(svc)
    except Exception as exc:
        return f"building vectors failed: {type(exc).__name__}: {exc}"
    return None


def run(
    data: Path,
    *,
    ks: Sequence[int] = (5, 10, 20),
    limit: int | None = None,
    modes: Sequence[str] = MODES,
) -> dict[str, Any]:
    samples = load(data)[: limit if limit is not None else None]
    totals: dict[str, dict[int, dict[str, float]]] = {s: {} for s in SYSTEMS}
    unavailable: dict[str, str] = {}
    started = time.perf_counter()
    counts = {"conversations": 0, "turns": 0, "questions": 0}
    for sample in samples:
        conv_turns = turns(sample["conversation"])
        qs = questions(sample)
        counts["conversations"] += 1
        counts["turns"] += len(conv_turns)
        counts["questions"] += len(qs)
        with tempfile.TemporaryDirectory(prefix="cairn-locomo-") as tmp:
            svc = MemoryService.open(
                Path(tmp) / "cairn.db", Scope("bench:locomo", "user:bench"), embed_on_write=False
            )
            try:
                dia = index(svc, conv_turns)
                runs: dict[str, Retriever] = {"bm25 baseline": _bm25(conv_turns)}
                if "lexical" in modes:
                    runs["cairn lexical"] = _cairn(svc, dia, "lexical")
                if "inject" in modes:
                    inject = _inject(svc, dia)
                    if inject is None:
                        unavailable["cairn inject"] = "cairn.context.inject is not built"
                    else:
                        runs["cairn inject"] = inject
                if "hybrid" in modes and "cairn hybrid" not in unavailable:
                    reason = hybrid_unavailable(svc)
                    if reason is None:
                        runs["cairn hybrid"] = _cairn(svc, dia, "hybrid")
                    else:
                        unavailable["cairn hybrid"] = reason
                for name, fn in runs.items():
                    _merge(totals[name], evaluate(qs, fn, ks))
            finally:
                svc.close()
    return {
        "schema": "cairn.bench.locomo/1",
        "dataset": {"file": FILE, "license": "CC BY-NC 4.0 (read at run time, never copied)"},
        "ks": list(ks),
        **counts,
        "seconds": round(time.perf_counter() - started, 1),
        "systems": {name: _summary(totals[name], ks) for name in SYSTEMS if totals[name]},
        "unavailable": unavailable,
    }


def _merge(into: dict[int, dict[str, float]], part: Mapping[int, Mapping[str, float]]) -> None:
    for cat, bucket in part.items():
        dst = into.setdefault(cat, {})
        for key, value in bucket.items():
            dst[key] = dst.get(key, 0.0) + value


def _summary(total: Mapping[int, Mapping[str, float]], ks: Sequence[int]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for cat in sorted(total):
        b = total[cat]
        n = int(b["n"])
        row: dict[str, Any] = {"name": CATEGORIES.get(cat, str(cat)), "n": n}
        row["abstention_rate"] = round(b["abstained"] / n, 4) if n else 0.0
        if cat != ADVERSARIAL:
            for k in ks:
                row[f"recall@{k}"] = round(b.get(f"r@{k}", 0.0) / n, 4) if n else 0.0
        out[str(cat)] = row
    return out


def markdown(result: Mapping[str, Any]) -> str:
    ks = result["ks"]
    head = "| system | category | n | " + " | ".join(f"recall@{k}" for k in ks) + " | abstained |"
    lines = [
        f"LoCoMo evidence retrieval: {result['conversations']} conversations,"
        f" {result['turns']} turns, {result['questions']} questions ({result['seconds']} s)",
        "",
        head,
        "|" + "---|" * (len(ks) + 4),
    ]
    for name, cats in result["systems"].items():
        for cat, row in cats.items():
            cells = [f"{row[f'recall@{k}']:.3f}" if f"recall@{k}" in row else "-" for k in ks]
            abst = f"{row['abstention_rate']:.3f}"
            lines.append(
                f"| {name} | {cat} {row['name']} | {row['n']} | "
                + " | ".join(cells)
                + f" | {abst} |"
            )
    for name, reason in result.get("unavailable", {}).items():
        lines.append(f"\n{name}: unavailable ({reason})")
    return "\n".join(lines)


def run_suite(data: Path | None = None) -> dict[str, Any]:
    """The suite as `cairn bench all` runs it: every conversation, k = 5, 10, 20."""
    from cairn.bench.suite import data_dir

    result = run(data_dir(data))
    result["markdown"] = markdown(result)
    return result
