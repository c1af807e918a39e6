"""Memory packs: approved memories of one kind (or a few) shared between repositories as a JSON
file (``cairn pack export --kind convention --out pack.json``, ``cairn pack import pack.json``).

A pack is foreign content. On import every memory is quarantined: admitted through the same
path as any write (redaction, standing rejections, conflicts) as a proposal of the pack (actor
``pack:<sha256 prefix>``; each memory's source names the file and its full sha256), and held a
proposal in every admission mode, ``open`` included; a person approves what they want.

What import refuses, with a clear error and nothing written: a URL (packs are read from files
only: download and review it first), a path that is not a regular file (a folder, a pipe), a
file over ``MAX_BYTES``, one that is not UTF-8 JSON, duplicate keys, NaN, an unknown schema or
field, more than ``MAX_MEMORIES`` memories, or any memory that would not be admitted as written
(empty or over-long text, unknown kind, bad dates, a gate without a valid rule). Every memory is
checked before any is written, and all are written in one transaction. A pack already imported
(same sha256) is a no-op.
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from cairn import __version__
from cairn.errors import UsageError
from cairn.model import Actor, ActorKind, Candidate, Kind, Review, ScopeLevel, Source, View
from cairn.policy import gates as gate_rules
from cairn.repo import files as F
from cairn.service.core import MAX_TEXT
from cairn.store.base import EventFilter, Selection
from cairn.timeutil import parse_time

if TYPE_CHECKING:
    from cairn.service import MemoryService

SCHEMA = "cairn.pack/1"
MAX_BYTES = 4 * 1024 * 1024
MAX_MEMORIES = 5000
FIELDS = frozenset(
    {"kind", "text", "subject", "predicate", "object", "valid_from", "valid_to", "gate"}
)
TOP = frozenset({"schema", "generator", "kinds", "memories"})
_URL = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*://|^(?:git@|www\.)", re.I)


@dataclass(frozen=True)
class Pack:
    name: str
    sha256: str
    candidates: tuple[Candidate, ...]


@dataclass
class PackReport:
    sha256: str
    dry_run: bool
    already: str | None = None  # when this pack was imported before
    created: list[str] = field(default_factory=list)
    corroborated: list[str] = field(default_factory=list)
    withheld: list[str] = field(default_factory=list)
    held: int = 0


def export_pack(svc: MemoryService, kinds: tuple[Kind, ...]) -> dict[str, Any]:
    """The approved, active memories of the project of ``kinds`` (read through the one read
    predicate), in a stable order."""
    ns = svc.scope.namespace
    found = [
        m
        for m in svc.memories(View.INJECT, Selection(kinds=kinds))
        if m.namespace == ns and m.scope is ScopeLevel.PROJECT and m.review is Review.APPROVED
    ]
    found.sort(key=lambda m: ((m.valid_from or m.recorded_at), m.id))
    memories: list[dict[str, Any]] = []
    for m in found:
        d: dict[str, Any] = {"kind": m.kind.value, "text": m.text}
        if m.subject and m.predicate and m.object:
            d.update(subject=m.subject, predicate=m.predicate, object=m.object)
        if m.valid_from:
            d["valid_from"] = m.valid_from
        if m.valid_to:
            d["valid_to"] = m.valid_to
        if m.gate:
            d["gate"] = {k: m.gate.get(k) for k in ("tool", "pattern", "reason")}
        memories.append(d)
    return {
        "schema": SCHEMA,
        "generator": f"cairn {__version__}",
        "kinds": sorted(k.value for k in kinds),
        "memories": memories,
    }


def dumps(pack: dict[str, Any]) -> str:
    return json.dumps(pack, ensure_ascii=False, indent=2, sort_keys=True) + "\n"


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for k, v in pairs:
        if k in out:
            raise ValueError(f"duplicate key {k!r}")
        out[k] = v
    return out


def _no_constants(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON number cairn accepts")


def read_pack(arg: str, namespace: str, *, base: Path | None = None) -> Pack:
    """Read and check a pack file completely (see the module docstring); raise UsageError.
    A relative path is taken from ``base`` (default: the working directory)."""
    if _URL.match(arg.strip()):
        raise UsageError(
            f"{arg!r} is a URL; a pack is imported from a file only",
            hint="download it, read it, then `cairn pack import FILE`",
        )
    path = Path(arg)
    if base is not None and not path.is_absolute():
        path = base / path
    data = F.read_bytes(path, limit=MAX_BYTES)
    if data is None:
        raise UsageError(f"no pack file at {path}")
    digest = hashlib.sha256(data).hexdigest()
    try:
        raw = json.loads(
            data.decode("utf-8"),
            object_pairs_hook=_no_duplicates,
            parse_constant=_no_constants,
        )
    except UnicodeDecodeError as exc:
        raise UsageError(f"{path} is not UTF-8 (byte {exc.start})") from None
    except json.JSONDecodeError as exc:
        raise UsageError(
            f"{path}: not JSON: {exc.msg} at line {exc.lineno} column {exc.colno}"
        ) from None
    except (ValueError, RecursionError) as exc:
        raise UsageError(f"{path}: {exc}") from None
    cands = _validate(raw, path.name, digest, namespace)
    return Pack(path.name, digest, tuple(cands))


def _validate(raw: Any, name: str, digest: str, namespace: str) -> list[Candidate]:
    def bad(where: str, what: str) -> UsageError:
        return UsageError(f"{name}: {where}: {what}", hint="nothing was imported")

    if not isinstance(raw, dict):
        raise bad("top level", "a pack is a JSON object")
    extra = set(raw) - TOP
    if extra:
        raise bad("top level", f"unknown field(s) {sorted(extra)}")
    if raw.get("schema") != SCHEMA:
        raise bad("schema", f"expected {SCHEMA!r}, found {raw.get('schema')!r}")
    mems = raw.get("memories")
    if not isinstance(mems, list):
        raise bad("memories", "expected a list")
    if len(mems) > MAX_MEMORIES:
        raise bad("memories", f"{len(mems):,} memories; the limit is {MAX_MEMORIES:,}")
    out: list[Candidate] = []
    for i, m in enumerate(mems):
        where = f"memories[{i}]"
        if not isinstance(m, dict):
            raise bad(where, "expected an object")
        extra = set(m) - FIELDS
        if extra:
            raise bad(where, f"unknown field(s) {sorted(extra)}")
        text = m.get("text")
        if not isinstance(text, str) or not text.strip():
            raise bad(f"{where}.text", "a non-empty string is needed")
        if len(text.strip()) > MAX_TEXT:
            raise bad(f"{where}.text", f"{len(text):,} characters; the limit is {MAX_TEXT:,}")
        try:
            kind = Kind(m.get("kind", "fact"))
        except ValueError:
            raise bad(f"{where}.kind", f"unknown kind {m.get('kind')!r}") from None
        triple = [m.get(k) for k in ("subject", "predicate", "object")]
        given = [t for t in triple if t is not None]
        if given and (len(given) != 3 or not all(isinstance(t, str) and t.strip() for t in given)):
            raise bad(where, "subject, predicate and object are given all three (strings) or none")
        dates: dict[str, str | None] = {}
        for key in ("valid_from", "valid_to"):
            value = m.get(key)
            if value is None:
                dates[key] = None
                continue
            if not isinstance(value, str):
                raise bad(f"{where}.{key}", "expected an ISO-8601 string")
            try:
                dates[key] = parse_time(value)
            except UsageError:
                raise bad(f"{where}.{key}", f"not a date: {value!r}") from None
        if dates["valid_from"] and dates["valid_to"] and dates["valid_to"] <= dates["valid_from"]:
            raise bad(where, "valid_to must be after valid_from")
        gate = None
        if kind is Kind.GATE or m.get("gate") is not None:
            g = m.get("gate")
            if kind is not Kind.GATE or not isinstance(g, dict):
                raise bad(f"{where}.gate", "a gate memory carries a rule {tool, pattern, reason}")
            try:
                rule = gate_rules.validate(
                    str(g.get("tool") or ""),
                    str(g.get("pattern") or ""),
                    str(g.get("reason") or ""),
                )
            except ValueError as exc:
                raise bad(f"{where}.gate", str(exc)) from None
            gate = {"tool": rule.tool, "pattern": rule.pattern, "reason": rule.reason}
        out.append(
            Candidate(
                text=text,
                namespace=namespace,
                kind=kind,
                scope=ScopeLevel.PROJECT,
                subject=triple[0] if given else None,
                predicate=triple[1] if given else None,
                object=triple[2] if given else None,
                valid_from=dates["valid_from"],
                valid_to=dates["valid_to"],
                source=Source(
                    kind="pack",
                    client="pack",
                    transcript=name,
                    locator=f"sha256:{digest} #{i}",
                ),
                gate=gate,
            )
        )
    return out


def pack_actor(digest: str) -> Actor:
    return Actor(ActorKind.AGENT, f"pack:{digest[:16]}", client="pack")


def import_pack(svc: MemoryService, pack: Pack, *, dry_run: bool = False) -> PackReport:
    """Admit every memory of ``pack`` as a quarantined proposal, in one transaction."""
    from cairn.service.hold import hold

    report = PackReport(pack.sha256, dry_run)
    actor = pack_actor(pack.sha256)
    before = svc.log(EventFilter(actor=actor.id, limit=1))
    if before:
        report.already = before[0].at
        return report
    if dry_run or not pack.candidates:
        return report
    flag = f"quarantined: from pack {pack.name} (sha256 {pack.sha256[:16]})"

    def quarantine(tx: Any, results: list[Any]) -> None:
        report.held = hold(tx, results, svc.clock, flag=flag)

    results = svc.add_many(list(pack.candidates), actor, then=quarantine)
    for r in results:
        bucket = {
            "created": report.created,
            "corroborated": report.corroborated,
            "withheld": report.withheld,
        }.get(r.action, report.created)
        bucket.append(r.memory.id)
    return report
