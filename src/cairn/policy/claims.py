"""A claim as cairn reads it: its clauses (``policy.clauses``) and the facts they give, one
(subject, predicate, value) per value, with the attribute's frame. ``read`` is cached: the same
text is read once. How two claims relate (contradict, agree, correct) is ``policy.facts``."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import cached_property, lru_cache

from cairn.policy import lexicon as lx
from cairn.policy import measures, segments
from cairn.policy.clauses import Clause, parse
from cairn.policy.tokens import TIME, Tok, tokenize


@dataclass(frozen=True)
class Fact:
    """One value a clause gives: (subject, predicate, value), with the attribute's frame."""

    subject: frozenset[str]  # stemmed words of what the clause is about
    names: frozenset[str]  # entities it names (service, repository, person), casefolded
    attribute: frozenset[str]  # the clause's frame: content words without values or source
    predicate: str  # one of lexicon.PREDICATES
    value: str  # the value's key: casefolded word characters ("45 seconds", "eu west 1")
    text: str  # the value as written
    shape: str  # its type ("version", "quantity", "name", "ident", "word", ...)
    old: bool = False  # the value a change replaces ("moved from X to Y": X)
    hedged: bool = False
    negated: bool = False
    change: bool = False


@dataclass(frozen=True)
class Claim:
    text: str
    clauses: tuple[Clause, ...]
    facts: tuple[Fact, ...]
    # (``heading_name`` and ``label_name`` are read once per claim: admission asks them of
    # one new claim beside every record it is compared with, and ``read`` memoises claims)

    @property
    def values(self) -> frozenset[str]:
        return frozenset(f.value for f in self.facts if not f.old)

    @property
    def change(self) -> bool:
        return any(c.change for c in self.clauses)

    @property
    def retraction(self) -> bool:
        return any(c.retraction for c in self.clauses)

    @property
    def names(self) -> frozenset[str]:
        out: set[str] = set()
        for c in self.clauses:
            out |= c.names | c.context_names
        return frozenset(out)

    @property
    def topic(self) -> frozenset[str]:
        """The frame of its clauses that give no value: what the sentence is about before it
        states a value ("The webhooks service alerting was rerouted; the channel is X")."""
        first = next((n for n, c in enumerate(self.clauses) if c.values), len(self.clauses))
        before = self.clauses[:first] if first < len(self.clauses) else self.clauses
        # a table's header row names its columns, not what the rows are about
        norm = unicodedata.normalize("NFKC", self.text)
        return frozenset().union(
            *(c.frame for c in before if not segments.row(norm[c.start : c.end]))
        )

    @cached_property
    def heading_name(self) -> frozenset[str]:
        """What the record names as its thing before it states anything: a field naming it in
        its first lines (``subject = "qm-4"``, ``title = {QUELMARK}``, ``FN:qm-4``, a table's
        "name" column, a quoted dotted key's first part: ``"qm-4"."cap" = 5``), a JSON object's
        first member giving one name, identifier or word (``{"subject": "Quillmere", ...}``,
        ``{"flag": "qm.cap", ...}``), or a first line with no verb naming one
        ("Runbook checklist for Quillmere", ``variable "qm_cap" {``, ``[Quillmere]``, a unit
        file's path). Two records naming two things so are about two things, whatever their
        other lines say."""
        if not self.clauses:
            return frozenset()
        norm = unicodedata.normalize("NFKC", self.text)
        if keyed := _keyed_name(norm):
            return frozenset({keyed})
        first = self.clauses[0]
        said = first.values
        if segments.is_object(norm):
            one = len(said) == 1 and said[0].shape == "word" and " " not in said[0].key
            one = one and said[0].key not in ("true", "false", "null")  # a switch names nothing
            if len(said) == 1 and (said[0].shape in _NAMING or one):
                return frozenset({said[0].key})
            return frozenset()
        if (section := _SECTION.match(norm)) is not None and len(self.clauses) > 1:
            return frozenset({" ".join(_WORD.findall(section.group(1).casefold()))})
        line_ends = _LINE_END.match(norm, first.end) is not None and len(self.clauses) > 1
        if line_ends and not first.verbal and len(said) == 1 and said[0].shape in _HEADING:
            # a day heading ("## 2026-11-23" over a changelog's lines) dates them: no thing
            return frozenset() if measures.measures(said[0].text) else frozenset({said[0].key})
        return frozenset()

    @cached_property
    def label_name(self) -> frozenset[str]:
        """The thing named by a line's label before its colon when the statement after it names
        none ("70c9bec QUELMARK: set fly bar to LS-31", "- CoralVentry: ozone dose is 0.25
        mg/L", "@Ana update: Quill.Vane: ..."): a code written in capitals, a name in mixed
        case, an identifier. Not a person's name ("Priya: ..."), a team's short code ("SRE:",
        "QA:"), a line's tag ("ERROR:", "TODO:") or a handle ("@ana:"). A word in lower case
        names the thing only as a commit's scope after its hash ("e574e5d quelmark: ...")."""
        if not self.clauses:
            return frozenset()
        norm = unicodedata.normalize("NFKC", self.text)
        out: set[str] = set()
        for c in self.clauses:
            if c.names or not c.context_names:
                continue
            toks = tokenize(norm[c.start : c.end])
            colon = next((k for k in range(min(len(toks), 8)) if toks[k].text == ":"), 0)
            label = toks[colon - 1] if colon > 0 else None
            if label is None:
                continue
            if label.low in c.context_names and _label_thing(label):
                out.add(label.low)
            elif colon > 1 and _COMMIT.fullmatch(toks[colon - 2].low) and _scope(label):
                out.add(label.low)  # "e574e5d quelmark: set ...": a commit's scope
        return frozenset(out)

    @cached_property
    def update_label(self) -> frozenset[str]:
        """The words of a label announcing the record as an update of what was said ("Small
        change: ...", "Quick update: ...", "Bo: Correction: ..."): up to three words before a
        colon, at the text's start or after a speaker's label, the last a noun of update. They
        cite no source; the label says the record replaces what came before."""
        toks = tokenize(unicodedata.normalize("NFKC", self.text))[:9]
        start = 0
        for k, t in enumerate(toks):
            if t.text != ":":
                continue
            label = toks[start:k]
            if (
                0 < len(label) <= 3
                and not any(x.punct for x in label)
                and label[-1].low in _UPDATE_NOUNS
            ):
                return frozenset(x.low for x in label)
            start = k + 1
        return frozenset()

    @property
    def source(self) -> frozenset[str]:
        """Words of who reports the claim ("the runbook", "according to Priya")."""
        out: set[str] = set()
        for c in self.clauses:
            out |= c.context
        return frozenset(out)


def _label_thing(t: Tok) -> bool:
    """A label token shaped as a thing's name: capitals (four letters at least, no line's tag),
    a capital inside a word, or a digit or an inner mark among letters (not a handle)."""
    letters = [ch for ch in t.text if ch.isalpha()]
    if not t.shaped or len(letters) < 2 or t.text[:1] in "@#$":
        return False
    if t.text.isalpha() and t.text.isupper():
        return len(t.text) >= 4 and t.low not in lx.LINE_TAGS and t.low not in lx.DISCOURSE
    return not TIME.match(t.text)


def _scope(t: Tok) -> bool:
    """A commit's scope after its hash: a word, no type of change (Conventional Commits)."""
    return t.text.isalpha() and t.low not in _COMMIT_TYPES


_COMMIT = re.compile(r"(?=[0-9a-f]*\d)[0-9a-f]{7,40}")  # a commit's abbreviated or full hash
# the types of change of Conventional Commits and Angular's convention (a closed list)
_COMMIT_TYPES = lx.word_set("feat fix docs chore refactor test tests ci build perf style revert")


# the nouns a label announcing an update ends in ("Small change:", "Correction:"): closed
_UPDATE_NOUNS = lx.word_set(
    "update updates change changes correction corrections amendment revision tweak edit erratum"
)


def _keyed_name(text: str) -> str | None:
    """The thing a record's first lines name by a field: a naming key and its value (``subject
    = "qm-4"``, ``name: qm-4``, ``title = {QUELMARK}``, ``FN:qm-4``), a quoted dotted key's
    first part (``"qm-4"."fly bar" = ...``), or a table's naming column in the row under its
    header (``name<TAB>field<TAB>value``). One word, not a number: a mail's "Subject: Re: the
    X timeout" is a title, no name of a thing. Read without backtracking: a line of any length
    costs a pass over it."""
    # (a table's rule under its header, "|---|---|", is no row)
    lines = [ln for ln in text.split("\n", 6)[:6] if ln.strip() and not _RULE.fullmatch(ln)]
    for k, line in enumerate(lines):
        dotted = _DOTTED_KEY.match(line.lstrip())
        value = _naming_field(line) if dotted is None else dotted.group(1)
        if value is None and k + 1 < len(lines):
            cells = [c.strip().casefold() for c in _CELL.split(line.strip(" |"))]
            col = next((i for i, c in enumerate(cells) if c in _NAMING_KEYS), None)
            below = [c.strip() for c in _CELL.split(lines[k + 1].strip(" |"))]
            if col is not None and len(cells) > 1 and len(below) == len(cells):
                value = below[col]
        if value is not None:
            value = value.strip().casefold()
            if value and len(value.split()) == 1 and not value.replace(".", "").isdigit():
                return value
    return None


def _naming_field(line: str) -> str | None:
    """The value of a naming key on one line (``- name: qm-4``, ``"subject": "qm-4",``,
    ``title = {QUELMARK},``): the key, a colon or an equals sign, the value with its quotes or
    braces and a trailing comma taken off; None when the line is no such field or the value
    holds a mark of structure."""
    s = line.strip()
    if s[:1] in ("-", "{", "(", "[", ","):
        s = s[1:].lstrip()
    head = _NAMING_KEY.match(s)
    if head is None:
        return None
    rest = s[head.end() :].lstrip()
    if rest[:1] not in (":", "="):
        return None
    value = rest[1:].strip()
    if value[:1] in ("{", '"', "'", "["):
        value = value[1:]
    value = value.rstrip()
    if value[-1:] in (",", ";"):
        value = value[:-1].rstrip()
    if value[-1:] in ('"', "'", "}", "]"):
        value = value[:-1]
    value = value.strip()
    if not value or any(ch in value for ch in "\"'{}[],;=\n"):
        return None
    return value


_NAMING_KEYS = frozenset({"subject", "name", "title", "fn", "id", "service", "project"})
_NAMING_KEY = re.compile(r"[\"']?(?:subject|name|title|fn|id|service|project)[\"']?", re.IGNORECASE)
_DOTTED_KEY = re.compile(r"\"([^\"\n]{1,60})\"\s*\.\s*\"?[^\"\n=]{1,60}\"?\s*=")
_RULE = re.compile(r"[\s|:+=-]+")
_CELL = re.compile(r"[\t|,;]")
_NAMING = frozenset({"name", "ident", "code"})  # a value's shapes that name a thing
_HEADING = _NAMING | {"path"}  # and a heading line's: a file's path
_LINE_END = re.compile(r"[^\w\n]*\n")  # nothing but marks up to the line's end
_SECTION = re.compile(r"\s*\[([^\]\s][^\]\n]{0,80})\][ \t]*\n")  # an INI section's header
_WORD = re.compile(r"\w+")


@lru_cache(maxsize=16384)
def read(text: str) -> Claim:
    """The claim's clauses and facts (see ``policy.clauses`` for how a clause is read)."""
    clauses = parse(text)
    change = any(c.change for c in clauses)
    facts: list[Fact] = []
    for c in clauses:
        for v, old in [*((v, False) for v in c.values), *((v, True) for v in c.old_values)]:
            facts.append(
                Fact(
                    c.subject,
                    c.names,
                    c.frame,
                    c.predicate,
                    v.key,
                    v.text,
                    v.shape,
                    old=old,
                    hedged=c.hedged,
                    negated=c.negated or c.predicate == "rejected",
                    change=change,
                )
            )
    return Claim(text, clauses, tuple(facts))
