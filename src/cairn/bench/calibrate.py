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
