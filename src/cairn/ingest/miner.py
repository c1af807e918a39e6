"""The miner: reads transcript files chunk by chunk from their cursors, parses, extracts,
and admits lessons through the service (which redacts and applies the verdicts), advancing
each file's cursor in the same transaction as that chunk's lessons.

It never blocks on a bad file: binary, non-UTF-8, malformed, huge or unreadable input is
skipped with a counted reason and the run goes on; a record a parser cannot read is counted
and skipped, and the rest of the file is mined. A last line that is not complete yet (a
session still being written) is left for the next run.

Where a run stops never changes what it finds: every commit covers whole lines of one session
(a chunk that holds two sessions is committed in two parts, each moving the cursor), and what
the parser and the extractor carry between commits is stored with the cursor, redacted like
any other text cairn writes, and adopted as stored, so a run killed after any commit and
resumed reaches the same state as one that never stopped. The miner never approves anything:
lessons arrive as an agent's ("miner") proposals with the transcript as their provenance.
"""

from __future__ import annotations

import os
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

import orjson

from cairn.ingest import cursors
from cairn.ingest.chunks import bad_line, chunks, first_object
from cairn.ingest.formats import Parser, detect, new_parser
from cairn.ingest.proposals import Proposer, lesson_dict
from cairn.ingest.records import Lesson, Record
from cairn.model import Actor, ActorKind
from cairn.policy.redact import redact_value
from cairn.service import MemoryService

CHUNK = 8 << 20  # bytes read and committed at a time (`cairn mine --chunk-size`)
MAX_DOC = 64 << 20
IDLE_SECONDS = 30 * 60  # a transcript untouched this long is a finished session


class Extractor(Protocol):
    """Lessons from records. ``carry`` (JSON) holds what must survive a commit boundary; what
    waits for the next turn of the dialogue (a command the user may still correct) is kept
    under ``carry["pending"]`` and released when the session is over (``final``)."""

    name: str

    def extract(
        self, records: list[Record], carry: dict[str, Any], *, final: bool = False
    ) -> list[Lesson]: ...


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
    # the sessions are over: release what waits for a next turn. None: a file untouched for
    # IDLE_SECONDS is over (the hooks mine a live session after every turn); a dry run shows
    # everything (no later run will release it)
    final: bool | None = None


@dataclass
class _File:
    """One transcript being mined: its cursor, parser and extractor carry."""

    path: Path
    cur: cursors.Cursor
    stored: int | None  # the cursor offset in the store (None: no row yet)
    head: bytes
    parser: Parser
    carry: dict[str, Any]
    final: bool


class Miner:
    def __init__(
        self,
        svc: MemoryService,
        extractor: Extractor,
        options: MineOptions = MineOptions(),
        progress: Callable[[int], None] | None = None,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.svc = svc
        self.extractor = extractor
        self.opts = options
        self.report = MineReport()
        self.progress = progress or (lambda n: None)
        self.clock = clock
        self.proposer = Proposer(
            svc,
            dry_run=options.dry_run,
            session_hint=options.session_hint,
            vouched_session=options.vouched_session,
        )

    # -- files ----------------------------------------------------------------------------

    def mine(self, files: list[tuple[Path, str | None]]) -> MineReport:
        for path, client in files:
            self.mine_file(path, self.opts.client or client)
        return self.report

    def _final(self, st: os.stat_result) -> bool:
        if self.opts.final is not None:
            return self.opts.final
        if self.opts.dry_run:
            return True  # no later run will release what waits: show it
        return self.clock() - st.st_mtime >= IDLE_SECONDS

    def mine_file(self, path: Path, client: str | None = None) -> None:
        rep = self.report
        try:
            st = path.stat()
            key = cursors.key_for(path, st)
            size = st.st_size
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
                final = self._final(st)
                if cur and cur.offset >= size:
                    if final and cur.state.get("carry", {}).get("pending"):
                        self._release(path, cur, stored, head)
                    return
                rep.files += 1
                if path.suffix == ".json":
                    self._document(f, path, key, size, head, cur, stored, client, final)
                else:
                    self._lines(f, path, key, size, head, cur, stored, client, final)
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

    def _open(
        self,
        path: Path,
        cur: cursors.Cursor,
        stored: int | None,
        head: bytes,
        final: bool,
    ) -> _File:
        parser = new_parser(cur.client, path, cur.state.get("parser"))
        carry: dict[str, Any] = dict(cur.state.get("carry") or {})
        return _File(path, cur, stored, head, parser, carry, final)

    def _feed(self, mf: _File, obj: Any, lineno: int) -> list[Record]:
        try:
            return mf.parser.feed(obj, lineno)
        except Exception as exc:  # a record no parser rule foresaw: counted, never fatal
            mf.parser.stats.skip(f"malformed record ({exc.__class__.__name__})")
            return []

    def _lines(
        self,
        f: Any,
        path: Path,
        key: str,
        size: int,
        head: bytes,
        cur: cursors.Cursor | None,
        stored: int | None,
        client: str | None,
        final: bool,
    ) -> None:
        rep = self.report
        if cur is None:
            found = self._client(path, first_object(f), client)
            if found is None:
                return
            cur = cursors.Cursor(key, found)
        mf = self._open(path, cur, stored, head, final)
        for chunk, consumed, reason in chunks(f, cur.offset, self.opts.chunk):
            if reason:
                rep.skipped_records[reason] += 1
            if consumed == 0:
                break
            lines_raw = chunk.split(b"\n")
            if lines_raw and lines_raw[-1] == b"":
                lines_raw.pop()
            if not chunk:  # a huge line skipped: the cursor moves past it
                self._segment(mf, [], lines=1, consumed=consumed, last=False)
                continue
            last = cur.offset + consumed >= size
            self._chunk(mf, lines_raw, consumed, last=last)
            self.progress(consumed)

    def _chunk(self, mf: _File, lines_raw: list[bytes], consumed: int, *, last: bool) -> None:
        """Parse one chunk and commit it, in one part per session it holds."""
        start = orjson.dumps(mf.parser.state)
        records = self._parse(mf, lines_raw)
        if records is None:  # two sessions: read it again, committing each session's part
            mf.parser.state.clear()
            mf.parser.state.update(orjson.loads(start))
            mf.parser.stats.skipped.clear()
            self._parts(mf, lines_raw, consumed, last=last)
            return
        self._segment(mf, records, lines=len(lines_raw), consumed=consumed, last=last)

    def _parse(self, mf: _File, lines_raw: list[bytes]) -> list[Record] | None:
        """The chunk's records, or None when a second session starts inside it."""
        rep = self.report
        records: list[Record] = []
        lineno = mf.cur.lines
        state = mf.parser.state
        for raw in lines_raw:
            lineno += 1
            if not raw.strip():
                continue
            try:
                obj = orjson.loads(raw)
            except orjson.JSONDecodeError:
                rep.skipped_records[bad_line(raw)] += 1
                continue
            before = state.get("session")
            records.extend(self._feed(mf, obj, lineno))
            if before is not None and state.get("session") != before:
                return None
        return records

    def _parts(self, mf: _File, lines_raw: list[bytes], consumed: int, *, last: bool) -> None:
        """The careful path: a copy of the parser state before each line, so the part of each
        session is committed with the state it ended with."""
        rep = self.report
        records: list[Record] = []
        lineno = mf.cur.lines
        done_bytes = done_lines = 0
        for i, raw in enumerate(lines_raw):
            lineno += 1
            if not raw.strip():
                continue
            try:
                obj = orjson.loads(raw)
            except orjson.JSONDecodeError:
                rep.skipped_records[bad_line(raw)] += 1
                continue
            before = mf.parser.state.get("session")
            snap = orjson.dumps(mf.parser.state)
            skipped = Counter(mf.parser.stats.skipped)
            recs = self._feed(mf, obj, lineno)
            after = mf.parser.state.get("session")
            if before is not None and after != before and i > done_lines:
                # commit the lines before this one as the previous session's part, with the
                # state they left, then read this line again from that (stored) state
                mf.parser.state.clear()
                mf.parser.state.update(orjson.loads(snap))
                mf.parser.stats.skipped = skipped
                part = sum(len(r) + 1 for r in lines_raw[done_lines:i])
                self._segment(mf, records, lines=i - done_lines, consumed=part, last=False)
                done_bytes += part
                done_lines = i
                records = []
                recs = self._feed(mf, obj, lineno)
            records.extend(recs)
        self._segment(
            mf,
            records,
            lines=len(lines_raw) - done_lines,
            consumed=consumed - done_bytes,
            last=last,
        )

    def _segment(
        self, mf: _File, records: list[Record], *, lines: int, consumed: int, last: bool
    ) -> None:
        rep = self.report
        rep.bytes += consumed
        rep.records += len(records)
        rep.skipped_records.update(mf.parser.stats.skipped)
        mf.parser.stats.skipped.clear()
        lessons = self.extractor.extract(records, mf.carry, final=mf.final and last)
        self._commit(mf, lessons, mf.head, lines=lines, consumed=consumed)
        if mf.parser.state.get("session"):
            rep.sessions.add(str(mf.parser.state["session"]))

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
        final: bool,
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
            rep.skipped_files[bad_line(data).replace("line", "document")] += 1
            return
        if cur is None:
            found = self._client(path, doc, client)
            if found is None:
                return
            cur = cursors.Cursor(key, found)
        mf = self._open(path, cur, stored, data, final)
        records = self._feed(mf, doc, 1)
        cur.offset, cur.lines = 0, 0
        rep.bytes += len(data)
        rep.records += len(records)
        rep.skipped_records.update(mf.parser.stats.skipped)
        lessons = self.extractor.extract(records, mf.carry, final=final)
        self._commit(mf, lessons, data, lines=1, consumed=len(data))
        self.progress(len(data))
        if mf.parser.state.get("session"):
            rep.sessions.add(str(mf.parser.state["session"]))

    def _release(self, path: Path, cur: cursors.Cursor, stored: int | None, head: bytes) -> None:
        """A finished session whose last turn still waits: release what it held back."""
        mf = self._open(path, cur, stored, head, True)
        lessons = self.extractor.extract([], mf.carry, final=True)
        self._commit(mf, lessons, head, lines=0, consumed=0)

    # -- admission ------------------------------------------------------------------------

    def _commit(
        self, mf: _File, lessons: list[Lesson], head: bytes, *, lines: int, consumed: int
    ) -> None:
        cur = mf.cur
        cur.offset += consumed
        cur.lines += lines
        # what is carried to the next commit is stored redacted, and adopted as stored
        state, _ = redact_value({"parser": mf.parser.state, "carry": mf.carry})
        assert isinstance(state, dict)
        cur.state = state
        mf.parser.state.clear()
        mf.parser.state.update(orjson.loads(orjson.dumps(state["parser"])))
        mf.carry.clear()
        mf.carry.update(orjson.loads(orjson.dumps(state["carry"])))
        cands = self.proposer.candidates(lessons, client=cur.client, transcript=cur.path)
        self.report.redactions += self.proposer.redactions
        self.proposer.redactions = 0
        if self.opts.dry_run:
            for cand, _ in cands:
                self.report.lessons.append(lesson_dict(cand))
            self.report.proposed += len(cands)
            return
        session = next(
            (c.source.session for c, _ in cands if c.source.session), self.opts.session_hint
        )
        if session is None:
            value = mf.parser.state.get("session")
            session = value if isinstance(value, str) else None
        actor = Actor(
            ActorKind.AGENT,
            "miner",
            client=cur.client,
            session=session,
            model=next((c.source.model for c, _ in cands if c.source.model), None),
            vouched=session is not None and session == self.opts.vouched_session,
        )
        stored = mf.stored
        results = self.svc.add_many(
            [c for c, _ in cands],
            actor,
            after=lambda tx: cursors.advance(tx, cur, stored=stored, head=head),
        )
        mf.stored = cur.offset
        for (cand, _), res in zip(cands, results, strict=True):
            self.report.redactions += res.redactions
            if res.action == "created":
                self.report.proposed += 1
            elif res.action == "corroborated":
                self.report.corroborated += 1
            else:
                self.report.withheld += 1
            self.report.lessons.append({**lesson_dict(cand), "action": res.action})
