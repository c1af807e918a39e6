"""`cairn bench calibrate`: measures each embedding model's semantic scale, the two cosines
``search.embeddings.Model`` carries, by one rule on data outside the retrieval fixture:

- *unrelated* (``noise``): the 99th percentile of cosines between texts of unrelated domains,
  gaius's infrastructure facts against LoCoMo's first conversation's questions, and gaius's
  queries against that conversation's turns;
- *related*: the 75th percentile of LoCoMo question-to-evidence cosines (the questions with
  evidence, adversarial ones left out) over its first two conversations.

The Kimetsu fixture is not read. MPNet's constants in the code are its numbers; MiniLM's predate
the rule and were kept (see ``search.embeddings``). The bench reports measured and coded values
side by side, so a drift or a difference shows.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from cairn.bench.inject import CASES as GAIUS_CASES
from cairn.bench.inject import CORPUS as GAIUS_CORPUS


def _texts(data: Path) -> dict[str, Any]:
    facts = [
        line[2:].strip()
        for f in sorted((data / GAIUS_CORPUS).glob("*.md"))
        for line in f.read_text().splitlines()
        if line.startswith("- ")
    ]
    gaius_queries = [c["query"] for c in json.loads((data / GAIUS_CASES).read_text())["cases"]]
    locomo = json.loads((data / "locomo" / "locomo10.json").read_text())
    convs = []
    for sample in locomo[:2]:
        c = sample["conversation"]
        turns = {
            t["dia_id"]: f"{t['speaker']}: {t['text']}"
            for k, v in c.items()
            if k.startswith("session_") and isinstance(v, list)
            for t in v
        }
        qa = [q for q in sample["qa"] if q.get("evidence") and q.get("category") != 5]
        convs.append((turns, qa, [q["question"] for q in sample["qa"]]))
    return {"facts": facts, "gaius_queries": gaius_queries, "convs": convs}


def measure(model: Any, texts: dict[str, Any]) -> dict[str, float]:
    import numpy as np

    from cairn.search import embeddings

    enc = embeddings.get(model)
    turns0, _qa0, questions0 = texts["convs"][0]
    facts = enc.embed(texts["facts"])
    gq = enc.embed(texts["gaius_queries"])
    turn_vecs = enc.embed(list(turns0.values())[:300])
    qv = enc.embed(questions0[:150])
    cross = np.concatenate([(qv @ facts.T).ravel(), (gq @ turn_vecs.T).ravel()])
    related: list[float] = []
    for turns, qa, _ in texts["convs"]:
        ids = list(turns)
        index = {i: n for n, i in enumerate(ids)}
        tv = enc.embed([turns[i] for i in ids])
        qvec = enc.embed([q["question"] for q in qa])
        sims = qvec @ tv.T
        for qi, q in enumerate(qa):
            related += [float(sims[qi, index[e]]) for e in q["evidence"] if e in index]
    return {
        "unrelated_p99": round(float(np.percentile(cross, 99)), 3),
        "related_p75": round(float(np.percentile(related, 75)), 3),
        "unrelated_pairs": int(cross.size),
        "related_pairs": len(related),
    }


def run(data: Path) -> dict[str, Any]:
    from cairn.search import embeddings, vector

    texts = _texts(data)
    models: dict[str, Any] = {}
    for model in embeddings.MODELS.values():
        reason = vector.available(model)
        if reason:
            models[model.name] = {"skipped": reason}
            continue
        got = measure(model, texts)
        got["noise_in_code"] = model.noise
        got["related_in_code"] = model.related
        models[model.name] = got
    return {"bench": "calibrate", "models": models}


# -- the delivery decision's constants, on the generated dev half --------------------------------

SUPPORT_GRID = (0.0, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3)
PARAPHRASE_GRID = (0.4, 0.5, 0.6, 0.7, 0.85, 2.0)
SPLIT_GRID = (0.2, 0.25, 0.3, 0.35, 0.4, 2.0)  # 2.0: the split-question rule off
HOLDER_GRID = (0.2, 0.3, 0.4, 0.5, 0.6)


def delivery(half: str = "dev", *, budget: int = 2000) -> dict[str, Any]:
    """How the two delivery constants trade recall for abstention on a generated half (never
    a public fixture): ``rank.SUPPORT`` against the off-topic requests (the rule: the smallest
    grid value at which every off-topic request gets nothing), and ``answers.PARAPHRASE``
    against the related unknowns, and the split-question rule's ``answers.SPLIT`` (at the coded
    ``HOLDER``) and ``answers.HOLDER`` (at the coded ``SPLIT``) against them too (the rule: the
    strictest value at which no dev positive is lost). Each row is what `cairn recall`
    delivers."""
    from cairn.bench.common import fresh_store, load_as_person
    from cairn.bench.retrieval import _mode, load_set, score, suite_path
    from cairn.context import rank
    from cairn.context.answers import HOLDER, PARAPHRASE, SPLIT, AskedAttribute
    from cairn.context.inject import prompt_block
    from cairn.search import vector

    memories, cases = load_set(suite_path(half))
    out: dict[str, Any] = {"half": half, "support": [], "paraphrase": [], "split": [], "holder": []}
    with fresh_store("calibrate") as svc:
        ids = load_as_person(svc, [m["text"] for m in memories])
        key_of = dict(zip(ids, [m["key"] for m in memories], strict=True))
        if not vector.ensure_vectors(svc):
            return {"half": half, "skipped": vector.available() or "no vectors"}

        def measure(answers: AskedAttribute) -> dict[str, float]:
            got: dict[str, list[tuple[Any, list[str]]]] = {}
            with _mode("hybrid"):
                for c in cases:
                    block = prompt_block(svc, c.query, budget=budget, answers=answers)
                    d = [key_of.get(i.id, i.id) for i in block.items]
                    got.setdefault(c.kind, []).append((c, d))
            row: dict[str, float] = {}
            for kind, pairs in got.items():
                m = score([c for c, _ in pairs], [d for _, d in pairs])
                pos = any(c.relevant for c, _ in pairs)
                row[kind] = round(m["recall@4"] if pos else m["negative_accuracy"], 4)
            return row

        saved = rank.SUPPORT
        try:
            for value in SUPPORT_GRID:
                rank.SUPPORT = value  # bench-only, restored below
                out["support"].append({"value": value, **measure(AskedAttribute())})
        finally:
            rank.SUPPORT = saved
        for value in PARAPHRASE_GRID:
            out["paraphrase"].append({"value": value, **measure(AskedAttribute(value))})
        for value in SPLIT_GRID:
            out["split"].append({"value": value, **measure(AskedAttribute(split=value))})
        for value in HOLDER_GRID:
            out["holder"].append({"value": value, **measure(AskedAttribute(holder=value))})
    ok = [r["value"] for r in out["support"] if r.get("offtopic") == 1.0]
    out["support_rule"] = min(ok) if ok else None
    out["support_in_code"] = saved
    out["paraphrase_in_code"] = PARAPHRASE
    out["split_in_code"] = SPLIT
    out["holder_in_code"] = HOLDER
    return out
