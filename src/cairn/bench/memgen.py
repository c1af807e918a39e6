"""A generated memory benchmark in the Hexis case schema, from templates of cairn's own.

The public Hexis set is 25 cases; a score on it says little about a wording nobody tuned for.
This module writes a larger set (``SIZE`` cases, the five Hexis dimensions in equal parts) in
coding-project domains: services, repositories, CI, dependencies, people's preferences. Each
template (``bench.memgen_templates``) draws its entities and values from seeded pools and picks
one of several wordings for every event and query, so two instances of one template rarely
share a sentence.

The set is split once, by instance, into a *dev* half (what rules may be looked at against) and a
*test* half (scored only to report): a template's instances alternate between the halves, so
both hold every template.

The frozen copies under ``bench/data`` were generated and committed before any rule was tuned
on them; a test checks that the generator still writes them byte for byte. Nothing here reads a
Hexis case: the templates are not rewordings of its texts.
"""

from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any, Protocol

from cairn.bench.hexis import DIMENSIONS  # the Hexis order: the frozen copies depend on it

SEED = 20261201
SIZE = 240  # 48 cases per dimension
SPLITS = ("dev", "test")
DATA = Path(__file__).parent / "data"
SHORT = {
    "provenance_accuracy": "prov",
    "contradiction_detection": "contra",
    "six_month_recall": "sixm",
    "cross_session_continuity": "cont",
    "stale_belief_resistance": "stale",
}


def path_for(split: str) -> Path:
    return DATA / f"memgen-{split}.v1.jsonl"


def _iso(dt: datetime) -> str:
    return dt.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


@dataclass
class Case:
    """One case being written: events in the order they are added, one query, what is expected."""

    rng: random.Random
    case_id: str
    dimension: str
    topic: str
    description: str
    start: datetime
    events: list[dict[str, Any]] = field(default_factory=list)
    query: dict[str, Any] = field(default_factory=dict)
    expected: dict[str, Any] = field(default_factory=dict)

    def pick(self, options: Sequence[str]) -> str:
        return self.rng.choice(list(options))

    def event(
        self,
        key: str,
        content: str,
        *,
        label: str,
        kind: str,
        trust: float,
        after: timedelta,
        session: str,
        correct: Sequence[str] = (),
    ) -> str:
        """Add one event ``after`` the case's start; returns its id."""
        eid = f"{self.case_id}-{key}"
        event: dict[str, Any] = {
            "event_id": eid,
            "session_id": f"{self.case_id}-{session}",
            "at": _iso(self.start + after),
            "kind": "correct" if correct else "remember",
            "content": content,
            "source": {"kind": kind, "ref": eid, "label": label, "trust": round(trust, 2)},
        }
        if correct:
            event["supersedes"] = list(correct)
        self.events.append(event)
        return eid

    def ask(self, text: str, *, after: timedelta, session: str = "q") -> None:
        self.query = {
            "session_id": f"{self.case_id}-{session}",
            "at": _iso(self.start + after),
            "text": text,
        }

    def expect(
        self,
        answers: Sequence[str],
        citations: Sequence[str],
        *,
        contradictions: Sequence[str] = (),
        forbidden: Sequence[str] = (),
    ) -> None:
        self.expected = {
            "answers": list(dict.fromkeys(answers)),
            "citations": list(dict.fromkeys(citations)),
            "contradictions": list(dict.fromkeys(contradictions)),
            "forbidden_answers": list(dict.fromkeys(forbidden)),
        }

    def as_dict(self) -> dict[str, Any]:
        events = sorted(self.events, key=lambda e: e["at"])
        return {
            "case_id": self.case_id,
            "dimension": self.dimension,
            "topic": self.topic,
            "description": self.description,
            "events": events,
            "query": self.query,
            "expected": self.expected,
        }

    def shuffled(self, rng: random.Random) -> dict[str, Any]:
        """``as_dict`` with its events listed in shuffled order (their times kept)."""
        out = self.as_dict()
        rng.shuffle(out["events"])
        return out


Template = Callable[[Case], None]


@dataclass(frozen=True)
class Spec:
    """A template: its dimension, a short topic name, and what it checks."""

    dimension: str
    topic: str
    description: str
    write: Template


def generate(seed: int = SEED, size: int = SIZE) -> dict[str, list[dict[str, Any]]]:
    """Every case, split into the dev and test halves (by instance of each template)."""
    from cairn.bench.memgen_templates import TEMPLATES

    first = datetime(2025, 9, 1, 8, tzinfo=UTC)
    return halves(TEMPLATES, Layout("gen", seed, size, first, 200, 9), shuffle=False)


@dataclass(frozen=True)
class NamedSpec:
    """A template named by its function: the topic is the function's name, the description its
    docstring (the held-out sets' form of ``Spec``)."""

    dimension: str
    write: Template

    @property
    def topic(self) -> str:
        return self.write.__name__

    @property
    def description(self) -> str:
        return " ".join((self.write.__doc__ or "").split())


class TemplateSpec(Protocol):
    """What the layout reads of a template (``Spec`` and ``NamedSpec`` both have it)."""

    @property
    def dimension(self) -> str: ...

    @property
    def topic(self) -> str: ...

    @property
    def description(self) -> str: ...

    @property
    def write(self) -> Template: ...


@dataclass(frozen=True)
class Layout:
    """How a set's cases are laid out: ``size // 5`` per dimension, its templates in turn, case
    ids ``{prefix}-{dimension}-{n}``, each case starting at a seeded time within ``days`` days
    (and ``hours`` hours) of ``first``."""

    prefix: str
    seed: int
    size: int
    first: datetime
    days: int
    hours: int

    def cases(
        self, templates: Sequence[TemplateSpec], *, shuffle: bool
    ) -> Iterator[tuple[int, dict[str, Any]]]:
        """Every case, in order, with its instance number within its template, its events
        listed in a seeded order (``shuffle``) or by time. The seeded draws come in one fixed
        order: the frozen copies depend on it."""
        rng = random.Random(self.seed)
        per_dim = self.size // len(DIMENSIONS)
        for dim in DIMENSIONS:
            specs = [t for t in templates if t.dimension == dim]
            if not specs:
                raise ValueError(f"no template for {dim}")
            uses: dict[str, int] = {}
            for n in range(per_dim):
                spec = specs[n % len(specs)]
                i = uses.get(spec.topic, 0)
                uses[spec.topic] = i + 1
                start = self.first + timedelta(
                    days=rng.randrange(0, self.days),
                    hours=rng.randrange(0, self.hours),
                    minutes=rng.randrange(60),
                )
                case = Case(
                    random.Random(rng.random()),
                    f"{self.prefix}-{SHORT[dim]}-{n + 1:03d}",
                    dim,
                    spec.topic,
                    spec.description,
                    start,
                )
                spec.write(case)
                yield i, case.shuffled(random.Random(rng.random())) if shuffle else case.as_dict()


def halves(
    templates: Sequence[TemplateSpec], layout: Layout, *, shuffle: bool = True
) -> dict[str, list[dict[str, Any]]]:
    """Every case of a set split into the dev and test halves: a template's instances
    alternate between them, so both hold every template."""
    out: dict[str, list[dict[str, Any]]] = {s: [] for s in SPLITS}
    for i, case in layout.cases(templates, shuffle=shuffle):
        out[SPLITS[i % 2]].append(case)
    return out


def held_out(
    templates: Sequence[TemplateSpec],
    *,
    prefix: str,
    seed: int,
    size: int,
    first: datetime,
    days: int,
    hours: int,
) -> list[dict[str, Any]]:
    """Every case of a held-out set (no halves), its events listed in a seeded order."""
    layout = Layout(prefix, seed, size, first, days, hours)
    return [case for _, case in layout.cases(templates, shuffle=True)]


def write_frozen(path: Path, cases: Sequence[dict[str, Any]]) -> Path:
    """Write a frozen copy; returns its path."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(dumps(cases), encoding="utf-8")
    return path


def file_sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def dumps(cases: Sequence[dict[str, Any]]) -> str:
    return "".join(json.dumps(c, ensure_ascii=False, sort_keys=False) + "\n" for c in cases)


def write_halves(
    folder: Path, stem: str, cases: dict[str, list[dict[str, Any]]]
) -> dict[str, Path]:
    """Write both halves (the frozen copies ``{stem}-{split}.v1.jsonl``); returns their paths."""
    return {
        split: write_frozen(folder / f"{stem}-{split}.v1.jsonl", half)
        for split, half in cases.items()
    }


def write(folder: Path = DATA) -> dict[str, Path]:
    """Write both halves (the frozen copies); returns their paths."""
    return write_halves(folder, "memgen", generate())


def sha256(split: str) -> str:
    return file_sha256(path_for(split))


if __name__ == "__main__":  # pragma: no cover - regenerating the frozen copies is deliberate
    for split, written in write().items():
        print(split, written, sha256(split))
