"""``cairn export``: the project's approved memory as markdown files in the repository.

One file per kind (``files.KIND_FILES``), ``rejected.md`` (the claims a person rejected, so a
verdict travels with the repository) and ``index.md`` (what each file holds, and the list of
anchors an import reads to tell an entry deleted in the markdown from one not exported yet).

The output depends only on the store's state: entries are ordered by the date they hold from,
then by anchor; there is no export timestamp; a file that would not change is not touched. So
exporting twice writes nothing, and a diff shows only what changed.

Export never loses what the markdown holds and the store does not: if the files carry changes
an import has not brought in yet (an edited, added or deleted entry, a rejection), it refuses and
says which, unless ``force`` is given. It keeps, as written, the entries whose memory waits for a
person here (what an agent's import proposed) and superseded decisions from another clone's log.
Reads go through the one read predicate (see ``repo.state``); nothing here writes to the store.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from cairn.errors import UsageError
from cairn.model import Kind, Memory, Status
from cairn.repo import files as F
from cairn.repo import plan as P
from cairn.repo.gitinfo import Git
from cairn.repo.markdown import Entry, canon, render_entry
from cairn.repo.state import StoreView, pending

if TYPE_CHECKING:
    from cairn.service import MemoryService

HEADER = (
    "<!-- Written by `cairn export`; `cairn import` reads it back. Edit an entry's text, add an"
    " entry (a line starting '- '), or delete one; keep each entry's last line (its anchor)."
    " -->"
)


@dataclass
class ExportReport:
    directory: Path
    written: list[str] = field(default_factory=list)  # files that changed
    counts: dict[str, int] = field(default_factory=dict)
    kept: int = 0  # entries kept as written (waiting for a person here, or another's history)
    forced: list[str] = field(default_factory=list)  # what --force overwrote


@dataclass(frozen=True)
class _Item:
    date: str
    anchor: str
    lines: tuple[str, ...]
    title: str


def _fields(m: Memory, view: StoreView, old: Entry | None) -> list[tuple[str, Any]]:
    out: list[tuple[str, Any]] = [(m.kind.value, None)]
    start = (m.valid_from or m.recorded_at)[:10]
    evidence: Any = m.evidence_count
    end = m.valid_to[:10] if m.valid_to else None
    if old is not None and view.anchor(m.id) != m.id and canon(old.text) == canon(m.text):
        # an entry anchored in another clone: its dates and evidence are that clone's to write
        start = str(old.meta.get("from") or start)
        end = str(old.meta["to"]) if old.meta.get("to") and end else end
        evidence = old.meta.get("evidence", evidence)
    out.append(("from", start))
    if end:
        out.append(("to", end))
    if m.kind is Kind.DECISION and m.status in (Status.SUPERSEDED, Status.EXPIRED):
        out.append(("status", m.status.value))
    if m.superseded_by and m.superseded_by in view.memories:
        out.append(("superseded-by", "cairn:" + view.anchor(m.superseded_by)))
    if m.supersedes and m.supersedes in view.memories:
        out.append(("supersedes", "cairn:" + view.anchor(m.supersedes)))
    if m.subject and m.predicate and m.object:
        out.append(("triple", [m.subject, m.predicate, m.object]))
    if m.gate:
        out.append(("rule", {k: m.gate.get(k) for k in ("tool", "pattern", "reason")}))
    out.append(("evidence", evidence))
    return out


def _rejected_fields(m: Memory, view: StoreView) -> list[tuple[str, Any]]:
    v = view.verdicts.get(m.claim_key) or {}
    out: list[tuple[str, Any]] = [(m.kind.value, None)]
    out.append(("rejected", str(v.get("at") or m.updated_at)[:10]))
    if v.get("actor"):
        out.append(("by", str(v["actor"])))
    if v.get("note"):
        out.append(("note", " ".join(str(v["note"]).split())))
    return out


def title(text: str, width: int = 72) -> str:
    """A one-line label for the index (display only: backticks and angle brackets dropped)."""
    flat = " ".join(text.replace("`", "").replace("<", "‹").replace(">", "›").split())
    if len(flat) <= width:
        return flat
    cut = flat[: width - 1].rsplit(" ", 1)[0]
    return cut + "…"


def _render_kind(
    kf: F.KindFile, view: StoreView, plan: P.Plan, report: ExportReport
) -> list[_Item]:
    old = {e.anchor: e for e in plan.entries.get(kf.name, []) if e.anchor}
    items: list[_Item] = []
    written: set[str] = set()
    for m in view.current.get(kf.kind, []):
        anchor = view.anchor(m.id)
        fields = _fields(m, view, old.get(anchor))
        lines = render_entry(m.text, anchor, fields)
        date = str(dict(fields)["from"])  # the day the entry says, so every clone sorts alike
        items.append(_Item(date, anchor, tuple(lines), title(m.text)))
        written.add(m.id)
    for e in plan.entries.get(kf.name, []):
        found = P.match(view, e)
        keep = (e.anchor is not None and e.anchor in plan.historical) or (
            found is not None
            and found.id not in written
            and pending(found)
            and found.kind is kf.kind
        )
        if not keep:
            continue
        held = found.valid_from or found.recorded_at if found else "9999"
        date = str(e.meta.get("from") or held)[:10]
        anchor = e.anchor or (view.anchor(found.id) if found else "")
        items.append(_Item(date, anchor, e.raw, title(e.text)))
        if found is not None:
            written.add(found.id)
        report.kept += 1
    items.sort(key=lambda i: (i.date, i.anchor))
    return items


def _file_text(heading: str, about: str, items: list[_Item], *, dated: bool = False) -> str:
    out = [f"# {heading}", "", HEADER, f"> {about}", ""]
    day = None
    for item in items:
        if dated and item.date != day:
            day = item.date
            out += [f"## {day}", ""]
        out += [*item.lines, ""]
    while out and out[-1] == "":
        out.pop()
    return "\n".join(out) + "\n"


def _index_text(view: StoreView, by_file: dict[str, list[_Item]]) -> str:
    out = [
        "# Project memory",
        "",
        "<!-- Written by `cairn export`. `cairn import` reads the list of anchors below. -->",
        f"> The approved memory of project `{view.namespace}`, exported by cairn: review it like"
        " code.",
        "> To change it, edit an entry's text, add an entry (a line starting `- `) or delete one"
        " in the file of its kind, commit, and run `cairn import`. Imported by a person in a"
        " terminal, the changes take effect; imported any other way, they wait for a person's"
        " review. `rejected.md` holds the claims a person rejected: they stay out wherever they"
        " are proposed again.",
        "",
        "| file | holds | entries |",
        "|---|---|---|",
    ]
    for kf in F.KIND_FILES:
        out.append(f"| [{kf.name}]({kf.name}) | {kf.about} | {len(by_file[kf.name])} |")
    out.append(
        f"| [{F.REJECTED}]({F.REJECTED}) | Claims a person rejected. | {len(by_file[F.REJECTED])} |"
    )
    out += ["", "## Anchors", ""]
    for name in (*(kf.name for kf in F.KIND_FILES), F.REJECTED):
        for item in by_file[name]:
            if item.anchor:
                out.append(f"- `cairn:{item.anchor}` {name}: {item.title}")
    return "\n".join(out) + "\n"


def export(
    svc: MemoryService, directory: Path, *, force: bool = False, git: Git | None = None
) -> ExportReport:
    """Write the memory files (see the module docstring); raise UsageError, writing nothing,
    when the files hold changes not imported yet and ``force`` is not given."""
    F.memory_dir(directory)
    view = StoreView.load(svc)
    plan = P.build(directory, view, git) if directory.exists() else P.Plan(directory)
    report = ExportReport(directory)
    pending_changes = [c.describe() for c in plan.blocking()] + plan.errors
    if pending_changes and not force:
        shown = "; ".join(pending_changes[:5])
        more = f" (and {len(pending_changes) - 5} more)" if len(pending_changes) > 5 else ""
        raise UsageError(
            f"{directory} holds {len(pending_changes)} change(s) the store does not: {shown}{more}",
            hint="run `cairn import` first (or `cairn export --force` to overwrite them)",
        )
    report.forced = pending_changes
    by_file: dict[str, list[_Item]] = {}
    texts: dict[str, str] = {}
    for kf in F.KIND_FILES:
        items = _render_kind(kf, view, plan, report)
        by_file[kf.name] = items
        texts[kf.name] = _file_text(kf.title, kf.about, items, dated=kf.kind is Kind.DECISION)
    old_rejected = {e.anchor: e for e in plan.entries.get(F.REJECTED, []) if e.anchor}
    rejected: list[_Item] = []
    for m in view.rejected:
        anchor = view.anchor(m.id)
        old = old_rejected.get(anchor)
        v = view.verdicts.get(m.claim_key) or {}
        date = str(v.get("at") or m.updated_at)[:10]
        if old is not None and anchor != m.id and canon(old.text) == canon(m.text):
            # a rejection made in another clone: its date, author and note are that clone's
            lines, date = old.raw, str(old.meta.get("rejected") or date)[:10]
        else:
            lines = tuple(render_entry(m.text, anchor, _rejected_fields(m, view)))
        rejected.append(_Item(date, anchor, lines, title(m.text)))
    rejected.sort(key=lambda i: (i.date, i.anchor))
    by_file[F.REJECTED] = rejected
    texts[F.REJECTED] = _file_text(
        "Rejected",
        "Claims a person rejected. cairn withholds each one wherever it is proposed again (the"
        " miner, an agent, an import); delete an entry here to lift its rejection.",
        rejected,
    )
    texts[F.INDEX] = _index_text(view, by_file)
    for name in F.ALL_FILES:  # every target checked before any is written
        F.confine(directory / name)
    directory.mkdir(parents=True, exist_ok=True)
    for name in F.ALL_FILES:
        if F.write_atomic(directory / name, texts[name].encode("utf-8")):
            report.written.append(name)
        if name != F.INDEX:
            report.counts[name] = len(by_file[name])
    return report
