"""What a structured record is about, read from where its surface puts the thing's name.

A memory written as a record names its subject by position, not in a sentence: a heading line
("ledger-sync:" above its fields), a YAML or INI name ("- name: ledger-sync", "[ledger-sync]"),
a name of an identifier's shape with its kind in parentheses ("LedgerSync (service)", "(service
ledger-sync)"), a sentence opening on it ("For the service ledger-sync, ..."), the owner of a
named attribute ("the disk size of ledger-sync is ...", "ledger-sync's disk size"), the thing a
person maintains ("Bo maintains ledger-sync"), a commit's scope ("chore(ledger-sync): ..."), a
label before a slash ("ledger-sync / disk size: 40 GB"), an identifier-shaped label before a
colon ("Ledger.Sync: change the owner to Ana"), or the first cell of a table's rows. The clause reader (``policy.facts``) reads sentences; these
names are the record's frame, so two records giving one attribute of two different things
("quill-live:\\n  disk size: 40 GB" / "ledger-sync disk size = 80 GB") are not read as two values
of one slot.

A plain word before a colon is not a name ("ana: it's 80", "Note: ..."): a speaker or a label
says who or what kind, not which thing; two people disagreeing in a chat stay a conflict.
"""

from __future__ import annotations

import re
from functools import lru_cache

from cairn.claimkey import canonical_text
from cairn.policy import facts
from cairn.policy.literals import apart

_HEADING = re.compile(r"^\s*([^\s:|#>\-*][^\s:|]{1,79}):\s*$")
_NAME_FIELD = re.compile(
    r"^\s*(?:-\s+)?(?:name|id|service|subject|component|project)\s*[:=]\s*[\"']?([^\s\"',]{2,80})",
    re.IGNORECASE,
)
_SECTION = re.compile(r"^\s*\[([^\]\s]{2,80})\]")
_SCOPE = re.compile(r"^\s*[a-z]+\(([^)\s]{2,80})\)!?:", re.IGNORECASE)
_SLASH = re.compile(r"^\s*([^\s/:|]{2,80})\s+/\s+[^:\n]{1,60}:")
_LABEL = re.compile(r"^\s*([^\s:|#>*][^\s:|]{1,79}):\s+\S")
_RULE = re.compile(r"^\s*\|?\s*:?-{3,}")
# an identifier's shape: a digit, an inner dot, hyphen or underscore, an inner capital, or
# four capitals
_SHAPED = re.compile(
    r"^(?=.*[A-Za-z])(?:.*\d.*|.*\w[._-]\w.*|[a-z]+[A-Z]\w*|[A-Z][a-z]+[A-Z]\w*|[A-Z]{4,})$"
)
_LINES = 3  # a record's name is on one of its first lines
# a name given with its kind in parentheses, either way round: "QuillTrain (pipeline)",
# "(training run BrantorBase)"; and a sentence opening on the thing: "For the control X, ..."
_KIND_AFTER = re.compile(r"(?<![^\s(\[])([^\s(),:]{2,80})\s+\([a-z]+(?: [a-z]+){0,2}\)")
_KIND_BEFORE = re.compile(r"\((?:[a-z]+\s){1,3}([^\s()]{2,80})\)")
_FOR = re.compile(r"^\s*for\s+(?:the\s+)?(?:[a-z]+\s){0,2}([^\s,]{2,80}),", re.IGNORECASE)
# the owner of an attribute a sentence names: "the embargo time for brantorpost is 08:30", "what's
# the patch day of brantorfell again?" (up to three words of the attribute, then "of" or "for"
# and one word, then the sentence's end, its verb or its value)
_OWNER = re.compile(
    r"\bthe\s+(?:[\w-]+\s+){0,3}?[\w-]+\s+(?:of|for)\s+(?:the\s+)?([\w][\w.-]*[\w]|\w)"
    r"(?=\s*(?:[?.!,;:=]|$)|\s+(?:is|are|was|were|again|now)\b)",
    re.IGNORECASE | re.MULTILINE,
)
# the owner of an attribute named by its possessive: "anyone know quillmere's programme?"
_POSSESSOR = re.compile(r"(?<![\w.-])([\w][\w.-]*[\w])['\u2019]s\s+[a-z]", re.IGNORECASE)
# the thing a person or a team looks after: "Bo maintains quill-live" is about quill-live (one
# person maintains many things; two maintainers of one thing are not read as a conflict either)
_KEPT = re.compile(
    r"\b(?:maintains|owns|manages|runs|leads|looks after|takes care of|is responsible for)"
    r"\s+(?:the\s+)?([\w][\w.-]*[\w])",
    re.IGNORECASE,
)
_NOT_OWNERS = frozenset(
    {"it", "this", "that", "these", "those", "them", "us", "you", "all", "each", "every", "any"}
    | {"one", "ours", "yours", "theirs", "now", "today", "week", "month", "year", "day", "team"}
    # "it's", "what's", "let's": a verb's contraction, not a possessive
    | {"what", "there", "here", "let", "who", "where", "how", "he", "she", "everyone"}
    | {"tomorrow", "yesterday", "night", "morning", "company", "project", "customer", "user"}
)


@lru_cache(maxsize=8192)
def names(text: str) -> frozenset[str]:
    """The things ``text`` is about: the names its record surface gives (see the module
    docstring) and the entities its clauses name, casefolded."""
    out: set[str] = set()
    lines = [line for line in text.splitlines() if line.strip()]
    for line in lines[:_LINES]:
        for pattern in (_NAME_FIELD, _SECTION, _SCOPE, _SLASH, _FOR):
            m = pattern.match(line)
            if m:
                out.add(m.group(1).lower())
        for pattern in (_KIND_AFTER, _KIND_BEFORE):
            # an identifier's shape: "Ana (commit message)" is who reported it
            out.update(
                m.group(1).lower() for m in pattern.finditer(line) if _SHAPED.match(m.group(1))
            )
    if lines:
        # a heading, and the headings nested under it ("quill-live:\n  cache_warmup:\n
        # window: 90m": the section of the thing its fields belong to)
        for n, line in enumerate(lines[:_LINES]):
            m = _HEADING.match(line)
            if m is None or (n and not _indented(line, lines[n - 1])):
                break
            out.add(m.group(1).lower())
        m = _LABEL.match(lines[0])
        if m and _SHAPED.match(m.group(1)):
            out.add(m.group(1).lower())
    for m in (*_OWNER.finditer(text), *_POSSESSOR.finditer(text)):
        owner = m.group(1).lower()
        if owner not in _NOT_OWNERS and not owner.isdigit():
            out.add(owner)
    # an identifier only: "Bo maintains order" names no thing
    out.update(m.group(1).lower() for m in _KEPT.finditer(text) if _SHAPED.match(m.group(1)))
    ruled = False
    for line in lines:
        if _RULE.match(line):
            ruled = True
            continue
        if ruled and line.lstrip().startswith("|"):
            cell = line.strip().strip("|").split("|")[0].strip()
            if cell:
                out.add(cell.lower())
    return frozenset(out) | _claim_names(text)


def _indented(line: str, above: str) -> bool:
    """``line`` is indented further than the line above it (a section nested in it)."""
    return len(line) - len(line.lstrip()) > len(above) - len(above.lstrip())


_CELL_WORD = re.compile(r"[a-z][a-z0-9]+")


@lru_cache(maxsize=8192)
def labelled(text: str) -> frozenset[str]:
    """The words of the attribute a table states by its header ("| name | power supply |" above
    its rows: {"power", "supply"}), or nothing when ``text`` is no table. A row's cells give
    values of the header's attributes and nothing else."""
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    for n, line in enumerate(lines[1:], start=1):
        if _RULE.match(line) and lines[n - 1].startswith("|"):
            cells = [c.strip().lower() for c in lines[n - 1].strip("|").split("|")]
            return frozenset(w for c in cells[1:] for w in _CELL_WORD.findall(c))
    return frozenset()


def other_attribute(a: str, b: str) -> bool:
    """One of two records about one thing is a table whose header names an attribute the other
    never says: a row's value is not a value of what the other states ("| name | power supply
    |" / "ixl-2 / hazard log: HZ-05")."""
    for table, other in ((a, b), (b, a)):
        words = labelled(table)
        if words and not words & set(_CELL_WORD.findall(other.lower())):
            return True
    return False


def fields_apart(a: str, b: str) -> bool:
    """Two records of the same fields, each a key and a quoted value ("subject = 'X', attribute
    = 'stair count', value = '84'", "(:subject "X" :attribute "lightning rods" :value "3")",
    "struct('subject', 'X', ...)"), that differ in two fields or more: they give two things or
    two attributes (the field naming which is a value of its own), not two values of one
    slot. One field differing ("'back wood' => 'poplar'" / "=> 'oak'") is a slot given twice."""
    fa, fb = _fields(a), _fields(b)
    if len(fa) < 2 or fa.keys() != fb.keys():
        return False
    return sum(canonical_text(fa[k]) != canonical_text(fb[k]) for k in fa) >= 2


def _fields(text: str) -> dict[str, str]:
    """The record's keys (lower-cased) and quoted values, the first of each key."""
    out: dict[str, str] = {}
    for m in _FIELD.finditer(text[:2000]):
        out.setdefault(m.group(1).strip().lower(), m.group(3))
    return out


# a key, bare or quoted, then a separator ("=", ":", ":=", "=>", ",") or none (a Lisp keyword
# ":key"), then a quoted value
_FIELD = re.compile(
    r"""(?:^|(?<=[\s{(,;:]))["']?([A-Za-z][A-Za-z _-]{0,40}?)["']?[ \t]*(?:=>|:=|=|:|,)?[ \t]*"""
    r"""(["'])([^"'\n]{1,80})\2"""
)


def _claim_names(text: str) -> frozenset[str]:
    """The entities the clauses of ``text`` name, and the identifier-shaped names read as its
    source ("billing-api writes ..."): a person or a document reporting it is no thing it is
    about."""
    clauses = facts.read(text).clauses
    named = {n for c in clauses for n in c.names}
    named |= {n for c in clauses for n in c.context_names if facts.IDENTIFIER.match(n)}
    return frozenset(named)


def apart_in(a: str, b: str) -> bool:
    """Whether two texts are about two named things: each names one the other does not
    (``literals.apart``), and neither says a name the other gives, even where it does not read
    it as one ("reindex quill-docs" / "Mapping for quill-docs: ...")."""
    # names and texts compared as claim keys compare them (NFKC, case and confusables folded):
    # "quіll-live" with a Cyrillic "і" is quill-live, not another thing
    na = frozenset(canonical_text(n) for n in names(a))
    nb = frozenset(canonical_text(n) for n in names(b))
    if not (na and nb and apart(na, nb)):
        return False
    la, lb = canonical_text(a), canonical_text(b)
    return not any(_said(n, lb) for n in na - nb) and not any(_said(n, la) for n in nb - na)


def _said(name: str, low: str) -> bool:
    """Whether ``low`` says ``name`` as a whole name (not inside a longer one); no pattern is
    compiled (this runs inside admission's write transaction)."""
    if len(name) < 3:
        return False  # "ID" read as a name in one text is the word "id" in the other
    start = low.find(name)
    while start >= 0:
        end = start + len(name)
        before = low[start - 1] if start else " "
        after, next_ = (low[end : end + 1] or " "), (low[end + 1 : end + 2] or " ")
        inside = before.isalnum() or before in "_.-"
        if not inside and not (
            after.isalnum() or after in "_-" or (after == "." and next_.isalnum())
        ):
            return True
        start = low.find(name, start + 1)
    return False
