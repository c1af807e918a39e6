"""Finding and purging secrets that got into a store before a detector knew their shape.

``scan`` reads every place cairn keeps text with the maintained detector and reports where
secrets sit, never their values: every text column of every table (events with their actor
columns, projections, delivery state, the miner's cursors, and any table a later migration
adds), the files cairn writes beside the store (gate snapshot, hand-off records, logs), and the
raw bytes of the store's files (``-wal`` and ``-shm`` included), where old page versions and
freed pages keep text after its row changed.

``purge`` is the one sanctioned rewrite of the append-only log, and a person's verb (the
service checks the actor): in one transaction it inserts a ``purge_permit`` row (which lifts
the events' UPDATE trigger), replaces each secret in the target events (payload, prior and
actor) with a redaction marker, redacts the tables outside the log in place (``purge_all``),
deletes the permit and appends a ``secret.purged`` event saying what was done. Then it erases
physically: projections and full-text indexes are rebuilt from the purged log, the FTS indexes
optimised, freed pages zeroed (``secure_delete``), the WAL checkpointed and truncated, the file
vacuumed, and the files beside it rewritten. It never deletes an event and never touches an
event it was not given.
"""

from __future__ import annotations

import json
import os
import re
import sqlite3
import tempfile
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cairn import events as ev
from cairn.ids import new_ulid
from cairn.model import Actor, Event, Scope
from cairn.policy import redact as redaction
from cairn.policy import secrets
from cairn.policy.redact import MARK
from cairn.store import project
from cairn.store.sqlite import SQLiteStore, insert_event
from cairn.timeutil import now

# tables rebuilt from the log by ``SQLiteStore.rebuild`` (purging the events purges them)
PROJECTIONS = frozenset(SQLiteStore._PROJECTIONS)
# how a finding names its table
_WHERE = {
    "events": "event",
    "memories": "memory",
    "revisions": "revision",
    "verdicts": "verdict",
    "sources": "source",
    "edges": "edge",
    "citations": "citation",
    "policies": "policy",
    "ingest_cursors": "cursor",
}
_KEYS = ("id", "memory_id", "event_id", "path", "session", "namespace")
_PRINTABLE = re.compile(rb"[\x20-\x7e]{8,}")
# In raw pages, cairn's own ids (ULIDs: 26 upper-case letters and digits) sit side by side in
# index cells, and a window across two of them can take the shape of an access key id (an
# upper-case prefix and 16 upper-case letters or digits): a match inside a longer run of that
# alphabet is such a window, not a key a writer typed (a real key stands apart from its
# neighbours, and the tables' own text is scanned row by row anyway).
_UPPER_RUN = re.compile(r"[0-9A-Z]+")
# Raw pages also put a row's fields side by side with nothing between them, so an id that
# happens to end in a secret word (a ULID ending in ``PWD``) glued to a field like
# ``path:9a93...`` reads as the assignment ``...PWDpath:9a93...``: an assignment's name counts
# only if its secret word lies outside such an id.
_NAME_BEFORE = re.compile(r"([0-9A-Za-z_]+)\s*[:=]\s*[\"']?\Z")
_NAME_WORD = re.compile(rf"(?i){redaction.SECRET_NAME_WORD}|auth")
_CHUNK = 4 << 20


@dataclass(frozen=True)
class StoredSecret:
    where: str  # event | memory | revision | verdict | source | cursor | <table> | file
    id: str  # the row's id (event id, memory id, path, rowid) or the file's name
    memory_id: str | None
    kind: str
    field: str  # the column, or where in a file (a line number; "pages" for raw bytes)
    preview: str  # masked: first 4 characters and the length

    def as_dict(self) -> dict[str, Any]:
        return dict(self.__dict__)


@dataclass(frozen=True)
class PurgeResult:
    events: tuple[str, ...]
    replaced: int
    kinds: tuple[str, ...]
    event_id: str | None  # the secret.purged event
    rows: int = 0  # rows outside the log redacted in place
    files: tuple[str, ...] = ()  # files beside the store rewritten


def _mask(value: str) -> str:
    return f"{value[:4]}… ({len(value)} chars)"


def gate_patterns(db: sqlite3.Connection) -> tuple[str, ...]:
    """The patterns of the gates in the store that hold no literal secret (as written, and as
    they read inside JSON): a person's rule stored verbatim, which the scan must not report
    and the purge must not rewrite (``token=[A-Za-z0-9]+`` is a rule about tokens)."""
    from cairn.policy.gates import literal_secret

    out: list[str] = []
    for (raw,) in db.execute("SELECT gate FROM memories WHERE gate IS NOT NULL"):
        try:
            pattern = json.loads(raw).get("pattern")
        except (ValueError, AttributeError):
            continue
        if isinstance(pattern, str) and pattern and literal_secret(pattern) is None:
            out += [pattern, json.dumps(pattern, ensure_ascii=False)[1:-1]]
    return tuple(dict.fromkeys(out))


def _findings(text: str, keep: tuple[str, ...]) -> list[secrets.Finding]:
    return redaction.findings(text, keep)


def _hits(
    text: str | None, values: tuple[str, ...] = (), keep: tuple[str, ...] = ()
) -> list[tuple[str, str]]:
    if not text:
        return []
    out = [(f.kind, text[f.start : f.end]) for f in _findings(text, keep)]
    out += [("given-value", v) for v in values if v and v in text]
    return out


def _tables(db: sqlite3.Connection) -> list[str]:
    """Every ordinary table, without SQLite's own and the full-text indexes' shadow tables
    (their text is the memories' text, rebuilt by the purge)."""
    rows = db.execute("SELECT name, sql FROM sqlite_master WHERE type = 'table'").fetchall()
    virtual = [str(n) for n, sql in rows if sql and str(sql).upper().startswith("CREATE VIRTUAL")]
    return [
        str(n)
        for n, _sql in rows
        if not str(n).startswith("sqlite_")
        and str(n) not in virtual
        and not any(str(n).startswith(v + "_") for v in virtual)
    ]


def _rows(db: sqlite3.Connection, table: str) -> Iterator[tuple[int, dict[str, Any]]]:
    cur = db.execute(f'SELECT rowid AS "__rowid", * FROM "{table}"')
    names = [d[0] for d in cur.description]
    while batch := cur.fetchmany(500):
        for r in batch:
            row = dict(zip(names, r, strict=True))
            yield int(row.pop("__rowid")), row


def _row_id(row: dict[str, Any], rowid: int) -> str:
    """How a finding names its row: its id, path or session, redacted itself (a cursor's path
    or a session id can be where the secret is)."""
    for k in _KEYS:
        if isinstance(row.get(k), str) and row[k]:
            text = str(row[k])
            return secrets.redact_spans(text, secrets.find(text))
    return str(rowid)


def scan(
    store: SQLiteStore, files: Iterable[Path] = (), *, values: tuple[str, ...] = ()
) -> list[StoredSecret]:
    """Where secrets sit in the store and the files given (kinds and places, never values)."""
    db = store.db
    keep = gate_patterns(db)
    found: list[StoredSecret] = []
    # the schema is cairn's own text: what it holds is not reported from the raw pages either
    seen = {
        hash(h) for (sql,) in db.execute("SELECT sql FROM sqlite_master") for _k, h in _hits(sql)
    }
    for table in _tables(db):
        where = _WHERE.get(table, table)
        for rowid, row in _rows(db, table):
            for col, value in row.items():
                if not isinstance(value, str):
                    continue
                for kind, hit in _hits(value, values, keep):
                    seen.add(hash(hit))
                    mid = row.get("memory_id") or (row.get("id") if table == "memories" else None)
                    found.append(
                        StoredSecret(where, _row_id(row, rowid), mid, kind, col, _mask(hit))
                    )
    for path in _store_files(store):
        for kind, hit in _raw_hits(path, values, keep):
            if hash(hit) not in seen:  # a live row's text is reported once, above
                seen.add(hash(hit))
                found.append(StoredSecret("file", path.name, None, kind, "pages", _mask(hit)))
    for path in files:
        name = secrets.redact_spans(str(path), secrets.find(str(path)))
        for line_no, kind, hit in _file_hits(path, values, keep):
            found.append(StoredSecret("file", name, None, kind, f"line {line_no}", _mask(hit)))
    return found


def _store_files(store: SQLiteStore) -> list[Path]:
    base = Path(store.path)
    return [p for p in (base, Path(f"{base}-wal"), Path(f"{base}-shm")) if p.is_file()]


def _raw_hits(
    path: Path, values: tuple[str, ...], keep: tuple[str, ...]
) -> Iterator[tuple[str, str]]:
    """Secrets in the printable runs of a binary file (old page versions, freed pages), read in
    chunks (a run crossing a chunk's end is carried into the next)."""
    try:
        f = path.open("rb")
    except OSError:
        return
    with f:
        carry = b""
        while chunk := f.read(_CHUNK):
            data = carry + chunk
            cut = len(data)  # keep an unfinished printable run for the next chunk
            while cut > 0 and 0x20 <= data[cut - 1] <= 0x7E:
                cut -= 1
            if cut == 0 and len(data) < 4 * _CHUNK:
                carry = data
                continue
            carry = data[cut:] if cut else b""
            for m in _PRINTABLE.finditer(data, 0, cut or len(data)):
                yield from _page_hits(m.group(0).decode("ascii"), values, keep)
        for m in _PRINTABLE.finditer(carry):
            yield from _page_hits(m.group(0).decode("ascii"), values, keep)


def _page_hits(
    run: str, values: tuple[str, ...], keep: tuple[str, ...]
) -> Iterator[tuple[str, str]]:
    """``_hits`` of a printable run of raw page bytes, without the windows across side-by-side
    ids (see ``_UPPER_RUN``); a value a person named is always reported."""
    long_runs = [(m.start(), m.end()) for m in _UPPER_RUN.finditer(run) if m.end() - m.start() > 20]
    for f in _findings(run, keep):
        inside = any(
            a <= f.start and f.end <= b and (a, b) != (f.start, f.end) for a, b in long_runs
        )
        if not inside and not (f.kind == "assignment" and _name_in_id(run, f.start, long_runs)):
            yield f.kind, run[f.start : f.end]
    yield from (("given-value", v) for v in values if v and v in run)


def _name_in_id(run: str, value_start: int, long_runs: list[tuple[int, int]]) -> bool:
    """Whether the name of the assignment whose value starts at ``value_start`` holds its secret
    word only inside ids (see ``_NAME_BEFORE``)."""
    m = _NAME_BEFORE.search(run, 0, value_start)
    if m is None:
        return False
    start, end = m.span(1)
    inside_ids = [(max(a, start), min(b, end)) for a, b in long_runs if a < end and b > start]
    if not inside_ids:
        return False
    name = list(run[start:end])
    for a, b in inside_ids:
        name[a - start : b - start] = " " * (b - a)
    return _NAME_WORD.search("".join(name)) is None


def _file_hits(
    path: Path, values: tuple[str, ...], keep: tuple[str, ...]
) -> Iterator[tuple[int, str, str]]:
    try:
        text = path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return
    for i, line in enumerate(text.splitlines(), start=1):
        for kind, hit in _hits(line, values, keep):
            yield i, kind, hit


@dataclass
class _Cleaner:
    """What one purge replaces: the literal values a person named, the gate patterns kept
    verbatim, and the kinds replaced so far."""

    values: tuple[str, ...]
    keep: tuple[str, ...]
    kinds: list[str]

    def text(self, text: str) -> str:
        for v in self.values:
            if v and v in text:
                self.kinds.append("given-value")
                text = text.replace(v, MARK.format(kind="purged"))
        found = _findings(text, self.keep)
        self.kinds.extend(f.kind for f in found)
        return secrets.redact_spans(text, found) if found else text

    def value(self, value: Any) -> Any:
        if isinstance(value, str):
            return self.text(value)
        if isinstance(value, dict):
            return {k: self.value(v) for k, v in value.items()}
        if isinstance(value, list):
            return [self.value(v) for v in value]
        return value

    def json_or_text(self, value: str) -> str:
        """A JSON document is cleaned value by value (it stays valid JSON); other text as
        text."""
        if value[:1] in "{[":
            try:
                doc = json.loads(value)
            except ValueError:
                doc = None
            if isinstance(doc, dict | list):
                return json.dumps(self.value(doc), sort_keys=True, ensure_ascii=False)
        return self.text(value)


def targets(store: SQLiteStore, ref: str, scope: Scope) -> list[str]:
    """Event ids a purge of ``ref`` touches: one event (by id), or every event of a memory;
    only in ``scope``'s namespaces (another project's event or memory is not found)."""
    db = store.db
    row = db.execute(
        "SELECT id FROM events WHERE id = ? AND namespace IN (?, ?)",
        (ref.strip().upper(), *scope.namespaces),
    ).fetchone()
    if row:
        return [row[0]]
    mid = store.resolve_id(ref, scope)
    if mid is None:
        return []
    rows = db.execute("SELECT id FROM events WHERE memory_id = ? ORDER BY seq", (mid,))
    return [r[0] for r in rows]


def every_event(store: SQLiteStore) -> list[str]:
    """Every event id (``purge --all`` looks at each; only those holding a secret change)."""
    return [r[0] for r in store.db.execute("SELECT id FROM events ORDER BY seq")]


_ACTOR_COLUMNS = ("actor_id", "client", "session")


def _purge_event(db: sqlite3.Connection, eid: str, clean: _Cleaner) -> dict[str, Any] | None:
    """Rewrite one event's secrets (payload, prior, actor); its row when it changed."""
    row = db.execute(
        "SELECT namespace, memory_id, payload, prior, actor, actor_id, client, session"
        " FROM events WHERE id = ?",
        (eid,),
    ).fetchone()
    if row is None:
        return None
    before = len(clean.kinds)
    payload = clean.value(json.loads(row["payload"]))
    prior = clean.value(json.loads(row["prior"])) if row["prior"] else None
    cols = {c: clean.text(row[c]) if row[c] else row[c] for c in _ACTOR_COLUMNS}
    if len(clean.kinds) == before:
        return None
    quiet = _Cleaner(clean.values, clean.keep, [])  # the actor JSON repeats the columns
    actor = quiet.value(json.loads(row["actor"])) if row["actor"] else None
    db.execute(
        "UPDATE events SET payload = ?, prior = ?, actor = ?, actor_id = ?, client = ?,"
        " session = ? WHERE id = ?",
        (
            json.dumps(payload, sort_keys=True, ensure_ascii=False),
            json.dumps(prior, sort_keys=True, ensure_ascii=False) if prior else None,
            json.dumps(actor, sort_keys=True) if actor is not None else row["actor"],
            cols["actor_id"],
            cols["client"],
            cols["session"],
            eid,
        ),
    )
    return dict(row)


def _purge_side_tables(db: sqlite3.Connection, clean: _Cleaner) -> int:
    """Redact, in place, the tables outside the log that are not rebuilt from it (delivery
    state, the miner's cursors, any later one). A row the rewrite would make collide with
    another (two session ids redacted alike) is deleted: such tables hold bookkeeping only."""
    changed = 0
    for table in _tables(db):
        if table == "events" or table in PROJECTIONS or table in ("purge_permit",):
            continue
        for rowid, row in list(_rows(db, table)):
            new: dict[str, Any] = {}
            for col, value in row.items():
                if isinstance(value, str):
                    before = len(clean.kinds)
                    cleaned = clean.json_or_text(value)
                    if len(clean.kinds) != before:
                        new[col] = cleaned
            if not new:
                continue
            sets = ", ".join(f'"{c}" = ?' for c in new)
            try:
                db.execute(f'UPDATE "{table}" SET {sets} WHERE rowid = ?', [*new.values(), rowid])
            except sqlite3.IntegrityError:
                db.execute(f'DELETE FROM "{table}" WHERE rowid = ?', (rowid,))
            changed += 1
    return changed


def purge(
    store: SQLiteStore,
    event_ids: list[str],
    actor: Actor,
    *,
    values: tuple[str, ...] = (),
    side_tables: bool = False,
    files: Iterable[Path] = (),
) -> PurgeResult:
    """Purge the given events (and, with ``side_tables``, the tables outside the log) in one
    transaction, record it, then erase physically and rewrite ``files``."""
    db = store.db
    db.execute("PRAGMA secure_delete = ON")
    clean = _Cleaner(values, gate_patterns(db), [])
    kinds = clean.kinds
    changed: list[str] = []
    purged_id: str | None = None
    rows = 0
    db.execute("BEGIN IMMEDIATE")
    try:
        db.execute("INSERT INTO purge_permit (token) VALUES (?)", (new_ulid(),))
        namespace: str | None = None
        memories: set[str | None] = set()
        for eid in event_ids:
            row = _purge_event(db, eid, clean)
            if row is None:
                continue
            changed.append(eid)
            namespace = namespace or row["namespace"]
            memories.add(row["memory_id"])
        if side_tables:
            rows = _purge_side_tables(db, clean)
        db.execute("DELETE FROM purge_permit")
        if changed or rows:
            event = Event(
                id=new_ulid(),
                at=now(),
                namespace=namespace or "",
                actor=actor,
                type=ev.SECRET_PURGED,
                memory_id=next(iter(memories)) if len(memories) == 1 else None,
                payload={
                    "purged": {
                        "events": changed,
                        "rows": rows,
                        "replaced": len(kinds),
                        "kinds": sorted(set(kinds)),
                    },
                    "reason": "secrets in these events were replaced by redaction markers",
                },
                version=ev.CURRENT_VERSION,
            )
            insert_event(db, event)
            project.apply(db, event)
            purged_id = event.id
        db.execute("COMMIT")
    except BaseException:
        db.execute("ROLLBACK")
        raise
    rewritten = tuple(str(p) for p in rewrite_files(files, clean))
    if changed or rows or side_tables:  # --all also clears old and freed pages
        erase(store)
    return PurgeResult(
        tuple(changed), len(kinds), tuple(sorted(set(kinds))), purged_id, rows, rewritten
    )


def rewrite_files(files: Iterable[Path], clean: _Cleaner) -> list[Path]:
    """Rewrite, atomically, each file holding a secret with its secrets redacted line by line
    (a JSON file value by value). Returns the files rewritten."""
    out: list[Path] = []
    for path in files:
        try:
            text = path.read_text(encoding="utf-8", errors="replace")
        except OSError:
            continue
        before = len(clean.kinds)
        if path.suffix == ".json":
            cleaned = clean.json_or_text(text.strip()) + "\n"
        else:
            cleaned = "".join(
                clean.text(line.rstrip("\n")) + ("\n" if line.endswith("\n") else "")
                for line in text.splitlines(keepends=True)
            )
        if len(clean.kinds) == before:
            continue
        fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(cleaned)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
        out.append(path)
    return out


def erase(store: SQLiteStore) -> None:
    """Make purged bytes unrecoverable from the files: rebuild projections and FTS from the
    log, optimise the FTS indexes, checkpoint and truncate the WAL, vacuum."""
    db = store.db
    db.execute("PRAGMA secure_delete = ON")
    store.rebuild()
    for fts in ("memories_fts", "memories_tri"):
        db.execute(f"INSERT INTO {fts} ({fts}) VALUES ('optimize')")
    db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    db.execute("VACUUM")
    db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
