"""Facts the agent verified, and commands the project's own documents give.

A fact is a statement of the agent about the project (not an action it took, not a guess, not
advice) whose concrete values (a port, a path, a URL, a schedule, a constant) appear in a file
it read successfully in this session; the read is the fact's evidence. Counts and query
results printed by commands are moments, not facts; web pages are not the project; a path the
agent guessed and did not find is never a value.

A project document (README, CONTRIBUTING, RELEASING and other prose files inside the project)
that says "run `X`" or "plan with `X`" names a way to do something; it becomes a lesson when
the agent or the person takes it up, never merely because it was read. Nothing here writes.
"""

from __future__ import annotations

import re
from typing import Any

from cairn.ingest import language as lang
from cairn.ingest import shell
from cairn.ingest.episodes import rec_dict
from cairn.ingest.records import Record

MAX_READS = 6
READ_KEEP = 2000  # a short file is kept whole
DOC_KEEP = 6000  # a configuration file or a document: facts are further down
# where facts live: configuration, documents, and short files; a long source file read for
# the work at hand is not kept (it is most of what an agent reads)
_FACT_FILE = re.compile(
    r"(?:\.(?:ya?ml|toml|json|ini|cfg|conf|env|properties|md|rst|txt|nvmrc|tool-versions"
    r"|lock)|(?:^|/)(?:Dockerfile|Makefile|justfile|Procfile|\.env[\w.]*|\.husky/[\w-]+"
    r"|[\w.-]*rc))$",
    re.I,
)
_ACTION = re.compile(
    r"^(?:I|I'll|I've|I'm|I'd|Let me|Let's|We'll|We're|Now|Next|Then|Done|Here|Sure|OK"
    r"|Okay|Got it|Understood|Noted|Will do|Added|Updated|Fixed|Created|Renamed|Removed"
    r"|Changed|Deleted|Moved|Ran|Running|Checking|Looking|Pulling|Trying|Retrying|Per)\b"
)
_ADVICE = re.compile(
    r"\b(?:should|could|would|ideally|recommend\w*|consider|suggest\w*|you can|you may|might"
    r"|must|need to)\b",
    re.I,
)
_SKIP_LABELS = frozenset(
    {
        "impact",
        "recommendation",
        "recommendations",
        "suggestion",
        "fix",
        "next steps",
        "risk",
        "proposal",
        "option",
        "todo",
        "example",
    }
)
_VALUES = re.compile(
    r"`([^`\n]{2,120})`|\"([^\"\n]{3,60})\"|(https?://[^\s)`\"']+)|(~?[\w.-]*/[\w./@-]+)"
    r"|\b([A-Z][A-Z0-9]*_[A-Z0-9_]+)\b|\b(\d[\d:.]*\d|\d{2,})\b"
)
_DOC = re.compile(
    r"(?:^|/)(?:[\w.-]+\.(?:md|rst|txt|adoc)|README|CONTRIBUTING|RELEASING|HACKING)$", re.I
)
_DOC_LINE = re.compile(
    r"\b(?:run|use|with|execute|invoke|type|via|using)\b[^`\n]{0,40}`([^`\n]{3,120})`", re.I
)
_DOC_DONT = re.compile(r"\b(?:don'?t|do not|never|avoid)\b[^`\n.]{0,40}`([^`\n]{3,120})`", re.I)


def in_project(path: str, cwd: str | None) -> bool:
    if not path.startswith(("/", "~")):
        return True
    return bool(cwd) and path.startswith(str(cwd).rstrip("/") + "/")


def remember_read(carry: dict[str, Any], rec: Record, path: str) -> None:
    """A file read that succeeded: kept (its start) to verify statements that follow."""
    if _FACT_FILE.search(path) or len(rec.output) <= READ_KEEP:
        reads: list[dict[str, Any]] = carry.setdefault("reads", [])
        reads.append({"path": path, "text": rec.output[:DOC_KEEP], "rec": rec_dict(rec)})
        del reads[:-MAX_READS]
    if _DOC.search(path) and in_project(path, rec.cwd):
        docs: list[dict[str, Any]] = carry.setdefault("docs", [])
        for line in rec.output.splitlines():
            for m in _DOC_DONT.finditer(line):
                carry.setdefault("ruled_out", []).append(shell.family(shell.main_call(m.group(1))))
            for m in _DOC_LINE.finditer(line):
                cmd = m.group(1).strip()
                if _DOC_DONT.search(line[: m.end()]) or not shell.mentioned_commands(f"`{cmd}`"):
                    continue
                fam = shell.family(shell.main_call(cmd))
                why = _why(line[m.end() :])
                docs.append({"cmd": cmd, "fam": fam, "rec": rec_dict(rec), "why": why})
        del docs[:-12]


def _why(rest: str) -> str:
    """What a document line says about a command after naming it ("before committing")."""
    rest = re.sub(r"`[^`]*`", "", rest).strip(" .,;:")
    m = re.match(r"(?:before|after|when|to|from|for)\b[^.;]{3,60}", rest, re.I)
    return m.group(0).strip(" ,") if m else ""


def remember_missing(carry: dict[str, Any], path: str) -> None:
    missing: list[str] = carry.setdefault("missing", [])
    missing.append(path)
    del missing[:-12]


def _values(sentence: str) -> list[str]:
    out = []
    for m in _VALUES.finditer(sentence):
        v = next(g for g in m.groups() if g)
        v = v.strip().rstrip(".,;:)")
        if len(v) >= 2:
            out.append(v)
    return out


def fact(carry: dict[str, Any], sentence: str) -> tuple[str, dict[str, Any]] | None:
    """(statement, evidence record) when the agent states something a read verifies."""
    reads = carry.get("reads") or []
    if not reads:
        return None
    label, body = lang.label_of(sentence)
    if label in _SKIP_LABELS:
        return None
    body = body.strip()
    if (
        len(body.split()) < 5
        or lang.is_question(body)
        or lang.HEDGE.search(body)
        or _ACTION.match(body)
        or _ADVICE.search(body)
        or lang.IMPERATIVE.match(body)
        or lang.NEGATED_IDEA.search(body)
    ):
        return None
    missing = [m.lower() for m in carry.get("missing", [])]
    values = [v for v in _values(body) if not any(v.lower() in m for m in missing)]
    for read in reversed(reads):
        content = str(read.get("text") or "").lower()
        name = str(read["path"]).lower()
        hits = [v for v in values if v.lower() in content and v.lower() not in name]
        if hits:
            text = lang.tidy(body, person=False)
            return (text, read["rec"]) if text else None
    return None


def doc_command(carry: dict[str, Any], fam: str) -> dict[str, Any] | None:
    """The project document's wording of a command of this family, if one was read."""
    for doc in reversed(carry.get("docs") or []):
        if doc["fam"] == fam:
            return dict(doc)
    return None
