"""The mining scorer: how many of a labelled session's lessons the extractor proposed, of the
right kind, each counted once; how many of its proposals were noise; how many traps it fell in.

Honest by construction, and never lenient:
- kind-aware: a proposal matches a gold lesson only when the kinds are equal;
- one-to-one: a maximum bipartite matching pairs proposals with gold lessons, so five
  proposals that all mention ``pnpm`` match one gold ``pnpm`` lesson once (one true
  positive, four false positives), and one broad proposal cannot satisfy two gold lessons;
- sourced: a gold lesson that names the records it may be drawn from (``sources``) matches
  only a proposal whose evidence is one of those records;
- traps: a proposal that matches no gold lesson but carries a trap's keys (and its kind, when
  the trap names one) fell into it. The trap rate is the share of a set's traps that at least
  one proposal fell into.

A gold lesson's ``keys`` are the exact strings (commands, paths, values) a correct statement
of it must contain, compared case-insensitively with whitespace folded. The old lenient score
(any kind, many-to-one) is kept here only so a report can print it beside the honest one.
This module is pure: no I/O, no store, no extractor.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

KINDS = ("decision", "convention", "preference", "pitfall", "command", "fact")


@dataclass(frozen=True)
class Gold:
    kind: str
    keys: tuple[str, ...]
    sources: tuple[str, ...] = ()  # locators ("line 52") it may be drawn from; empty: any


@dataclass(frozen=True)
class Trap:
    keys: tuple[str, ...]
    why: str = ""
    kind: str = ""  # when set, only a proposal of this kind falls in it


@dataclass(frozen=True)
class Pred:
    kind: str
    text: str
    locator: str = ""


def _fold(s: str) -> str:
    return " ".join(s.casefold().split())


def _has_keys(text: str, keys: tuple[str, ...]) -> bool:
    low = _fold(text)
    return all(_fold(k) in low for k in keys)


def _from_source(locator: str, sources: tuple[str, ...]) -> bool:
    if not sources:
        return True
    return any(locator == s or locator.startswith(s + " ") for s in sources)


def matches(pred: Pred, gold: Gold) -> bool:
    return (
        pred.kind == gold.kind
        and _has_keys(pred.text, gold.keys)
        and _from_source(pred.locator, gold.sources)
    )


def one_to_one(preds: list[Pred], golds: list[Gold]) -> dict[int, int]:
    """A maximum matching {pred index: gold index} (augmenting paths; the sets are small)."""
    edges = [[g for g, gold in enumerate(golds) if matches(p, gold)] for p in preds]
    owner: dict[int, int] = {}  # gold -> pred

    def augment(p: int, seen: set[int]) -> bool:
        for g in edges[p]:
            if g in seen:
                continue
            seen.add(g)
            if g not in owner or augment(owner[g], seen):
                owner[g] = p
                return True
        return False

    for p in range(len(preds)):
        if edges[p]:
            augment(p, set())
    return {p: g for g, p in owner.items()}


@dataclass
class Score:
    """Counts over one or more labelled sessions (add them with ``add``)."""

    sessions: int = 0
    tp: Counter[str] = field(default_factory=Counter)  # per kind
    predicted: Counter[str] = field(default_factory=Counter)
    gold: Counter[str] = field(default_factory=Counter)
    traps: int = 0
    traps_hit: int = 0
    missed: list[str] = field(default_factory=list)
    false_positives: list[str] = field(default_factory=list)
    trapped: list[str] = field(default_factory=list)

    def add(self, name: str, preds: list[Pred], golds: list[Gold], traps: list[Trap]) -> None:
        self.sessions += 1
        pairs = one_to_one(preds, golds)
        for p in preds:
            self.predicted[p.kind] += 1
        for g in golds:
            self.gold[g.kind] += 1
        matched_golds = set(pairs.values())
        for g_i in matched_golds:
            self.tp[golds[g_i].kind] += 1
        for g_i, g in enumerate(golds):
            if g_i not in matched_golds:
                self.missed.append(f"{name}: {g.kind} {list(g.keys)}")
        unmatched = [p for i, p in enumerate(preds) if i not in pairs]
        for p in unmatched:
            self.false_positives.append(f"{name}: [{p.kind}] {p.text} ({p.locator})")
        self.traps += len(traps)
        for t in traps:
            hits = [
                p
                for p in unmatched
                if _has_keys(p.text, t.keys) and (not t.kind or p.kind == t.kind)
            ]
            if hits:
                self.traps_hit += 1
                self.trapped.append(f"{name}: {t.why or 'trap'} {list(t.keys)} <- {hits[0].text}")

    def precision(self, kind: str | None = None) -> float | None:
        tp = sum(self.tp.values()) if kind is None else self.tp[kind]
        n = sum(self.predicted.values()) if kind is None else self.predicted[kind]
        return round(tp / n, 3) if n else None

    def recall(self, kind: str | None = None) -> float | None:
        tp = sum(self.tp.values()) if kind is None else self.tp[kind]
        n = sum(self.gold.values()) if kind is None else self.gold[kind]
        return round(tp / n, 3) if n else None

    def trap_rate(self) -> float | None:
        return round(self.traps_hit / self.traps, 3) if self.traps else None

    def as_dict(self) -> dict[str, Any]:
        per_kind = {
            k: {
                "gold": self.gold[k],
                "predicted": self.predicted[k],
                "matched": self.tp[k],
                "precision": self.precision(k),
                "recall": self.recall(k),
            }
            for k in KINDS
            if self.gold[k] or self.predicted[k]
        }
        return {
            "sessions": self.sessions,
            "gold_lessons": sum(self.gold.values()),
            "predicted": sum(self.predicted.values()),
            "matched": sum(self.tp.values()),
            "precision": self.precision(),
            "recall": self.recall(),
            "per_kind": per_kind,
            "traps": self.traps,
            "traps_hit": self.traps_hit,
            "trap_rate": self.trap_rate(),
            "missed": self.missed,
            "false_positives": self.false_positives,
            "trapped": self.trapped,
        }


def lenient(cases: list[tuple[list[Pred], list[Gold]]]) -> dict[str, float]:
    """The old scorer, for comparison only: kind ignored, many proposals may match one gold
    lesson and one proposal may satisfy several."""
    tp = fp = found = total = 0
    for preds, golds in cases:
        for p in preds:
            if any(_has_keys(p.text, g.keys) for g in golds):
                tp += 1
            else:
                fp += 1
        for g in golds:
            total += 1
            found += any(_has_keys(p.text, g.keys) for p in preds)
    return {
        "precision": round(tp / (tp + fp), 3) if tp + fp else 0.0,
        "recall": round(found / total, 3) if total else 0.0,
    }
