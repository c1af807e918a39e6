"""The miner: reads transcript files chunk by chunk from their cursors, parses, extracts,
and admits lessons through the service (which redacts and applies the verdicts), advancing
each file's cursor in the same transaction as that chunk's lessons.

It never blocks on a bad file: binary, non-UTF-8, malformed, huge or unreadable input is
skipped with a counted reason and the run goes on. A last line that is not complete yet (a
session still being written) is left for the next run. The miner never approves anything:
lessons arrive as an agent's ("miner") proposals with the transcript as their provenance.
"""

from __future__ import annotations

import os
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

import orjson

from cairn import namespace
from cairn.claimkey import claim_key, overlap
from cairn.ingest import cursors
from cairn.ingest.formats import detect, new_parser
from cairn.ingest.records import Lesson, Record
from cairn.model import (
    Actor,
    ActorKind,
    Candidate,
    Kind,
    Review,
    Scope,
    ScopeLevel,
    Source,
    Status,
    View,
)
from cairn.policy.conflicts import rare_terms
from cairn.policy.redact import redact
from cairn.service import MemoryService

CHUNK = int(os.environ.get("CAIRN_MINE_CHUNK", 8 << 20))
MAX_LINE = 32 << 20
MAX_DOC = 64 << 20
NEAR_DUPLICATE = 0.8


class Extractor(Protocol):
    name: str

    def extract(self, records: list[Record], carry: dict[str, Any]) -> list[Lesson]: ...


@dataclass
class MineReport:
    files: int = 0
    sessions: set[str] = field(default_factory=set)
    bytes: int = 0
    records: int = 0
    proposed: int = 0
    corroborated: int = 0
    withheld: int = 0
    redactions: int = 0
    skipped_records: Counter[str] = field(default_factory=Counter)
    skipped_files: Counter[str] = field(default_factory=Counter)
    lessons: list[dict[str, Any]] = field(default_factory=list)

    def as_dict(self) -> dict[str, Any]:
        return {
            "files": self.files,
            "sessions": len(self.sessions),
            "bytes": self.bytes,
            "records": self.records,
            "proposed": self.proposed,
            "corroborated": self.corroborated,
            "withheld": self.withheld,
            "secrets_redacted": self.redactions,
            "skipped_records": dict(self.skipped_records.most_common()),
            "skipped_files": dict(self.skipped_files.most_common()),
            "lessons": self.lessons,
        }


@dataclass(frozen=True)
class MineOptions:
    client: str | None = None
    dry_run: bool = False
    session_hint: str | None = None
    # the one session a client's own hook payload vouched for (never a hint, never a transcript)
    vouched_session: str | None = None
    chunk: int = CHUNK


class Miner:
    def __init__(
        self,
        svc: MemoryService,
        extractor: Extractor,
        options: MineOptions = MineOptions(),
        progress: Callable[[int], None] | None = None,
    ) -> None:
        self.svc = svc
        self.extractor = extractor
        self.opts = options
        self.report = MineReport()
        self.progress = progress or (lambda n: None)
        self._ns_cache: dict[str, str] = {}
        # (namespace, lesson text) -> the text admission should see, for this run: sessions
        # repeat their lessons, and each repeat used to pay the near-duplicate search again
        self._near: dict[tuple[str, str], str] = {}

    # -- files ----------------------------------------------------------------------------

    def mine(self, files: list[tuple[Path, str | None]]) -> MineReport:
        for path, client in files:
            self.mine_file(path, self.opts.client or client)
        return self.report

    def mine_file(self, path: Path, client: str | None = None) -> None:
        rep = self.report
        key = str(path.resolve())
        try:
            size = path.stat().st_size
            with path.open("rb") as f:
                head = f.read(cursors.HEAD)
                if size == 0:
                    rep.skipped_files["empty file"] += 1
                    return
                if b"\x00" in head:
                    rep.skipped_files["binary file"] += 1
                    return
                row = self.svc.store.cursor(key) if not self.opts.dry_run else None
                cur = cursors.Cursor.from_row(row) if row else None
                stored = cur.offset if cur else None
                if cur and not cursors.still_valid(cur, size, head):
                    rep.skipped_records["file rewritten or rotated: mined again"] += 1
                    cur = None
                if cur and cur.offset >= size:
                    return
                rep.files += 1
                if path.suffix == ".json":
                    self._document(f, path, key, size, head, cur, stored, client)
                else:
                    self._lines(f, path, key, head, cur, stored, client)
        except PermissionError:
            rep.skipped_files["permission denied"] += 1
        except IsADirectoryError:
            rep.skipped_files["not a file"] += 1
        except cursors.CursorMoved:
            rep.skipped_files["mined concurrently by another run"] += 1
        except OSError as exc:
            rep.skipped_files[f"unreadable ({exc.__class__.__name__})"] += 1

    def _client(self, path: Path, first: Any, client: str | None) -> str | None:
        found = client or detect(path, first)
        if found is None:
            self.report.skipped_files["not a recognised transcript"] += 1
            self.report.files -= 1
        return found

    def _lines(
        self,
        f: Any,
        path: Path,
        key: str,
        head: bytes,
        cur: cursors.Cursor | None,
        stored: int | None,
        client: str | None,
    ) -> None:
        rep = self.report
        if cur is None:
            first = _first_object(f)
            found = self._client(path, first, client)
            if found is None:
                return
            cur = cursors.Cursor(key, found)
        parser = new_parser(cur.client, path, cur.state.get("parser"))
        carry: dict[str, Any] = cur.state.get("carry", {})
        for chunk, consumed, reason in _chunks(f, cur.offset, self.opts.chunk):
            if reason:
                rep.skipped_records[reason] += 1
            if consumed == 0:
                break
            lines_raw = chunk.split(b"\n")
            if lines_raw and lines_raw[-1] == b"":
                lines_raw.pop()
            records: list[Record] = []
            lineno = cur.lines
            for raw in lines_raw:
                lineno += 1
                if not raw.strip():
                    continue
                try:
                    obj = orjson.loads(raw)
                except orjson.JSONDecodeError:
                    rep.skipped_records[_bad_line(raw)] += 1
                    continue
                records.extend(parser.feed(obj, lineno))
            rep.bytes += consumed
            rep.records += len(records)
            rep.skipped_records.update(parser.stats.skipped)
            parser.stats.skipped.clear()
            lessons = self.extractor.extract(records, carry)
            cur.state = {"parser": parser.state, "carry": carry}
            n_lines = len(lines_raw) if chunk else 1
            self._commit(cur, stored, lessons, head, lines=n_lines, consumed=consumed)
            stored = cur.offset
            self.progress(consumed)
            if parser.state.get("session"):
                rep.sessions.add(str(parser.state["session"]))

    def _document(
        self,
        f: Any,
        path: Path,
        key: str,
        size: int,
        head: bytes,
        cur: cursors.Cursor | None,
        stored: int | None,
        client: str | None,
    ) -> None:
        rep = self.report
        if size > MAX_DOC:
            rep.skipped_files["document too large"] += 1
            return
        f.seek(0)
        data = f.read()
        try:
            doc = orjson.loads(data)
        except orjson.JSONDecodeError:
            rep.skipped_files[_bad_line(data).replace("line", "document")] += 1
            return
        if cur is None:
            found = self._client(path, doc, client)
            if found is None:
                return
            cur = cursors.Cursor(key, found)
        parser = new_parser(cur.client, path, cur.state.get("parser"))
        carry: dict[str, Any] = cur.state.get("carry", {})
        records = parser.feed(doc, 1)
        rep.bytes += len(data)
        rep.records += len(records)
        rep.skipped_records.update(parser.stats.skipped)
        lessons = self.extractor.extract(records, carry)
        cur.state = {"parser": parser.state, "carry": carry}
        cur.offset, cur.lines = 0, 0
        self._commit(cur, stored, lessons, data, lines=1, consumed=len(data))
        self.progress(len(data))
        if parser.state.get("session"):
            rep.sessions.add(str(parser.state["session"]))

    # -- admission ------------------------------------------------------------------------

    def _commit(
        self,
        cur: cursors.Cursor,
        stored: int | None,
        lessons: list[Lesson],
        head: bytes,
        *,
        lines: int,
        consumed: int,
    ) -> None:
        cur.offset += consumed
        cur.lines += lines
        cands = self._candidates(lessons, cur)
        if self.opts.dry_run:
            for cand, _ in cands:
                self.report.lessons.append(_lesson_dict(cand))
            self.report.proposed += len(cands)
            return
        by_session: dict[str | None, list[Candidate]] = {}
        for cand, lesson in cands:
            by_session.setdefault(lesson.record.session or self.opts.session_hint, []).append(cand)
        groups = list(by_session.items()) or [(self.opts.session_hint, [])]
        for i, (session, group) in enumerate(groups):
            actor = Actor(
                ActorKind.AGENT,
                "miner",
                client=cur.client,
                session=session,
                model=next((c.source.model for c in group if c.source.model), None),
                vouched=session is not None and session == self.opts.vouched_session,
            )
            last = i == len(groups) - 1
            results = self.svc.add_many(
                group,
                actor,
                after=(lambda tx: cursors.advance(tx, cur, stored=stored, head=head))
                if last
                else None,
            )
            for cand, res in zip(group, results, strict=True):
                self.report.redactions += res.redactions
                if res.action == "created":
                    self.report.proposed += 1
                elif res.action == "corroborated":
                    self.report.corroborated += 1
                else:
                    self.report.withheld += 1
                self.report.lessons.append({**_lesson_dict(cand), "action": res.action})

    def _namespace(self, cwd: str | None) -> str:
        if not cwd:
            return self.svc.scope.namespace
        if cwd not in self._ns_cache:
            p = Path(cwd)
            self._ns_cache[cwd] = (
                namespace.resolve(p, adopted=self.svc.store.adopted).namespace
                if p.is_dir()
                else namespace.path_namespace(p)
            )
        return self._ns_cache[cwd]

    def _candidates(
        self, lessons: list[Lesson], cur: cursors.Cursor
    ) -> list[tuple[Candidate, Lesson]]:
        out: list[tuple[Candidate, Lesson]] = []
        keys: set[tuple[str, str]] = set()
        for lesson in lessons:
            rec = lesson.record
            ns = self._namespace(rec.cwd)
            red = redact(lesson.text)  # the mining boundary: nothing leaves here unredacted
            self.report.redactions += red.count
            text = self._near_duplicate(red.text, ns)
            k = (ns, claim_key(text))
            if k in keys:
                continue
            keys.add(k)
            source = Source(
                kind="mine",
                client=cur.client,
                agent="miner",
                model=rec.model,
                session=rec.session or self.opts.session_hint,
                transcript=cur.path,
                locator=rec.locator,
                at=rec.at,
                branch=rec.branch,
                cwd=rec.cwd,
                vouched=(rec.session or self.opts.session_hint) == self.opts.vouched_session
                and self.opts.vouched_session is not None,
                label=lesson.rule or None,
            )
            out.append(
                (
                    Candidate(
                        text=text,
                        namespace=ns,
                        kind=Kind(lesson.kind),
                        scope=ScopeLevel.PROJECT,
                        source=source,
                    ),
                    lesson,
                )
            )
        return out

    def _near_duplicate(self, text: str, ns: str) -> str:
        """The text of a live memory that says nearly the same thing (so admission sees the
        same claim key and corroborates it), else ``text``."""
        if self.opts.dry_run:
            return text
        known = self._near.get((ns, text))
        if known is not None:
            return known
        found = self._search_near_duplicate(text, ns)
        if len(self._near) >= 65536:
            self._near.clear()
        self._near[(ns, text)] = found
        return found

    def _search_near_duplicate(self, text: str, ns: str) -> str:
        scope = Scope(ns, self.svc.scope.user_namespace)
        try:
            # the same claim already stored: admission corroborates it by key, no search needed
            if self.svc.store.by_claim([ns], claim_key(text)):
                return text
            # a near-duplicate (Jaccard >= 0.8) shares at least two of the text's rarest terms
            terms = rare_terms(self.svc.store, text)
            if not terms:
                return text
            hits = self.svc.store.probe(terms, scope, self.svc.clock(), limit=5, view=View.REVIEW)
        except Exception:
            return text
        for hit in hits:
            live = hit.namespace == ns and hit.status in (Status.PROPOSED, Status.ACTIVE)
            # a near-duplicate of a rejected claim is left to admission, which flags it
            if live and hit.review != Review.REJECTED and overlap(hit.text, text) >= NEAR_DUPLICATE:
                return hit.text
        return text


def _chunks(f: Any, offset: int, size: int) -> Iterator[tuple[bytes, int, str | None]]:
    """(complete lines, bytes consumed, skip reason) from ``offset``; consumed 0 ends."""
    f.seek(offset)
    while True:
        buf = f.read(size)
        if not buf:
            return
        cut = buf.rfind(b"\n")
        if cut >= 0:
            f.seek(offset + cut + 1)
            offset += cut + 1
            yield buf[: cut + 1], cut + 1, None
            continue
        while len(buf) <= MAX_LINE:  # one line longer than a chunk: read on to its end
            more = f.read(size)
            if not more:
                break
            nl = more.find(b"\n")
            if nl >= 0:
                buf += more[: nl + 1]
                break
            buf += more
        if buf.endswith(b"\n"):
            f.seek(offset + len(buf))
            offset += len(buf)
            if len(buf) > MAX_LINE:
                yield b"", len(buf), "huge line (skipped)"
            else:
                yield buf, len(buf), None
            continue
        if len(buf) > MAX_LINE:
            n = len(buf)
            while True:
                more = f.read(size)
                if not more:
                    yield b"", 0, "huge incomplete last line (left for next run)"
                    return
                nl = more.find(b"\n")
                if nl >= 0:
                    n += nl + 1
                    break
                n += len(more)
            f.seek(offset + n)
            offset += n
            yield b"", n, "huge line (skipped)"
            continue
        if _complete(buf):
            yield buf, len(buf), None
        else:
            yield b"", 0, "incomplete last line (left for next run)"
        return


def _first_object(f: Any) -> Any:
    """The first complete, parseable record among the file's leading lines (for detection)."""
    f.seek(0)
    for _ in range(50):
        line = f.readline(1 << 20)
        if not line:
            return None
        if not line.endswith(b"\n") and len(line) >= 1 << 20:
            while line and not line.endswith(b"\n"):  # a huge line: skip the rest of it
                line = f.readline(1 << 20)
            continue
        if not line.strip():
            continue
        try:
            return orjson.loads(line)
        except orjson.JSONDecodeError:
            continue
    return None


def _complete(buf: bytes) -> bool:
    try:
        orjson.loads(buf)
    except orjson.JSONDecodeError:
        return False
    return True


def _bad_line(raw: bytes) -> str:
    try:
        raw.decode("utf-8")
    except UnicodeDecodeError:
        return "non-UTF-8 line"
    return "malformed JSON line"


def _lesson_dict(cand: Candidate) -> dict[str, Any]:
    s = cand.source
    return {
        "kind": cand.kind.value,
        "text": cand.text,
        "namespace": cand.namespace,
        "session": s.session,
        "locator": s.locator,
        "rule": s.label,
    }
