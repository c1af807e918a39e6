"""Renames a memory records, and a request asked again by the thing's new name: "ledger-sync
was renamed ledger-flow", "Quillmere (formerly Brantor)", "the west mill, formerly X, is now
called Y", "X has been called Y since the move", "the old mill is Y from today, no longer
X". A request naming the old name, or a description a record of the rename gives the thing
("the west mill"), is asked again by the new name (``context.inject``).

Text only: this module never reads the store. Its patterns compile on first use (read only
when a candidate names the prompt's subject or holds one of its descriptions).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import cache

from cairn.context.asked import _SENTENCE_END, _one_edit, plain_names
from cairn.search.lexical import STOPWORDS, QueryTerm, identifiers

# A rename a memory records: the old name and the new one (names are single tokens: kebab,
# dotted, CamelCase or a plain word). Each pattern says which group is the old name.
# a name ends before a space, a mark or the end; a period ends it only when a space or the end
# follows ("Quill.Prod" is one name, "... to Quill." ends one)
# the characters of a record read for a rename (said early; the scan stays linear)
RENAME_HEAD = 2000
_N = r"([^\W_][\w.-]{0,80}?)(?=[\s,;:()'\u2019]|\.(?:\s|$)|$)"


@cache
def _renamed_patterns() -> tuple[tuple[re.Pattern[str], bool], ...]:
    """Compiled on first use: read only when a candidate names the prompt's subject, so the
    hook's import does not pay for them."""
    return (
        # "X was renamed (to) Y", "X has been renamed Y"
        (
            re.compile(
                _N + r"\s+(?:was|were|has\s+been|have\s+been|got|is\s+being|will\s+be)\s+renamed"
                r"(?:\s+(?:to|as|into))?\s+" + _N,
                re.I,
            ),
            True,
        ),
        # "renamed X to Y", "rename X -> Y"
        (
            re.compile(r"\brenam(?:e|ed|es|ing)\s+" + _N + r"\s+(?:to|as|into|->|→)\s+" + _N, re.I),
            True,
        ),
        # "X is now called Y", "X is now known as Y"
        (
            re.compile(
                _N + r"\s+(?:is|are)\s+now\s+(?:called|named|known\s+as|branded(?:\s+as)?)\s+" + _N,
                re.I,
            ),
            True,
        ),
        # "Y (formerly X)", "Y, previously known as X", "Y (was X)"
        (
            re.compile(
                _N + r"\s*(?:[(,]\s*(?:formerly|previously|once|née|ex)|\(\s*was)"
                r"(?:\s+(?:known\s+as|called|named))?\s+" + _N,
                re.I,
            ),
            False,
        ),
        # "X (now Y)", "X, now called Y", "X (renamed to Y)" ("X became Y" is said of people and
        # states as often as of names: not read)
        (
            re.compile(
                _N + r"\s*[(,]\s*(?:now|renamed)(?:\s+(?:called|named|known\s+as|to|as))?\s+" + _N,
                re.I,
            ),
            True,
        ),
        # "X's new name is Y", "the new name for X is Y"
        (re.compile(_N + r"['\u2019]s\s+new\s+name\s+is\s+" + _N, re.I), True),
        (re.compile(r"\bnew\s+name\s+(?:for|of)\s+" + _N + r"\s+is\s+" + _N, re.I), True),
        # "Y is the new name for X", "Y is our new name for X"
        (
            re.compile(
                _N + r"\s+(?:is|are)\s+(?:the|its|our|their)\s+new\s+names?\s+(?:for|of)\s+" + _N,
                re.I,
            ),
            False,
        ),
        # "rename: X -> Y", "renamed X → Y"
        (re.compile(r"\brenam\w*\W{0,3}\s*" + _N + r"\s*(?:->|→|=>)\s*" + _N, re.I), True),
        # "the west mill, formerly X, is now called Y": the old name in an apposition
        (
            re.compile(
                r"\b(?:formerly|previously)\s+" + _N + r"\s*,\s*(?:is|are)\s+now\s+"
                r"(?:called|named|known\s+as)\s+" + _N,
                re.I,
            ),
            True,
        ),
        # "the north mill, formerly X, is Y from today": the old name in an apposition, the
        # new one the complement
        (
            re.compile(r"\b(?:formerly|previously)\s+" + _N + r"\s*,\s*(?:is|are)\s+" + _N, re.I),
            True,
        ),
        # "X now goes by Y", "X goes by Y from today"
        (re.compile(_N + r"\s+(?:now\s+)?goes\s+by\s+" + _N, re.I), True),
        # "X has been called Y since the move", "X goes by a new name now, Y"
        (
            re.compile(
                _N + r"\s+(?:(?:has|have)\s+been\s+(?:called|named|known\s+as)"
                r"|goes\s+by\s+(?:a|the)\s+new\s+name(?:\s+now)?\s*,?)\s+" + _N,
                re.I,
            ),
            True,
        ),
        # "the west mill is Y from today, no longer X", "Y, no longer called X"
        (
            re.compile(
                _N + r"\s*(?:\s(?:from|as\s+of)\s+(?:today|now|this\s+week)\s*)?[,(;]\s*no\s+longer"
                r"(?:\s+(?:called|named|known\s+as))?\s+" + _N,
                re.I,
            ),
            False,
        ),
    )


def renames(text: str) -> list[tuple[str, str]]:
    """The renames ``text`` records, as (old name, new name) lower-cased: "ledger-sync was
    renamed ledger-flow", "renamed quill-live to quill-prod", "Brantor is now called Quillmere",
    "Quillmere (formerly Brantor)". Read from the first 2,000 characters (a rename is said
    early, and the scan stays linear)."""
    head = text[:RENAME_HEAD]
    out: list[tuple[str, str]] = []
    for pattern, old_first in _renamed_patterns():
        for m in pattern.finditer(head):
            a, b = m.group(1).rstrip(".-"), m.group(2).rstrip(".-")
            if _described(head, m.start(1), a) or _described(head, m.start(2), b):
                continue  # "the north charger, formerly X, ...": a noun, not a name
            if a.lower() != b.lower() and _a_name(a) and _a_name(b):
                pair = (a.lower(), b.lower())
                out.append(pair if old_first else pair[::-1])
    return out


# a determiner and one or two words before a word: "the north <charger>"
_DETERMINED = re.compile(r"\bthe(?:\s+[a-z]+){1,2}\s+$")


def _described(text: str, start: int, word: str) -> bool:
    """Whether a plain lower-case word is the head of a description ("the north charger"),
    not a name (a name in an identifier's shape or with a capital is read as one)."""
    if not (word.isalpha() and word.islower()):
        return False
    return _DETERMINED.search(text, max(0, start - 40), start) is not None


def _a_name(word: str) -> bool:
    """Whether a word can be a name: an identifier's shape, or no word of general language ("it
    became clear", "Ana (now on leave)" rename nothing)."""
    from cairn.search import rarity

    low = word.lower()
    if identifiers(word):
        return re.fullmatch(r"v?[\d.]+[a-z]?", low) is None  # a version is no name
    return low not in STOPWORDS and low not in rarity.ranks() and not any(c.isdigit() for c in low)


def renamed(prompt: str, texts: Sequence[str]) -> tuple[str, int] | None:
    """``prompt`` with its subject's old name replaced by the new one, and the index of the text
    recording that rename, when one of ``texts`` (the candidates found for it) records one; None
    when none does. The names read are the prompt's identifiers and plain names
    (``plain_names``); the first rename of one wins."""
    names = {n.lower() for n in identifiers(_SENTENCE_END.sub(" ", prompt))}
    names |= set(plain_names(prompt))
    for index, text in enumerate(texts[:_RENAMES_READ]):
        low = text[:RENAME_HEAD].lower()
        if not any(n in low for n in names):
            continue  # a rename of the subject names it (most candidates are read no further)
        for old, new in renames(text):
            if old in names:
                pattern = r"(?<![\w.-])" + re.escape(old) + r"(?![\w-]|\.\w)"
                return re.sub(pattern, new, prompt, flags=re.IGNORECASE), index
    return _by_role(prompt, texts)


# a definite description a record of a rename gives the thing ("- renamed X to Y (the west
# mill)", "the old mill is Y from today"): "the" and two to four words of the language
_DESCRIPTION = re.compile(r"\bthe(?=((?:\s+[a-z]{2,20}){2,4})\b)")


def _by_role(prompt: str, texts: Sequence[str]) -> tuple[str, int] | None:
    """``prompt`` with a description of its subject replaced by the thing's new name, when a
    candidate recording a rename gives that thing the description ("What is the sieve size of
    the west mill?" against "- renamed X to Y (the west mill)"). Read when no name of the
    prompt was renamed; the longest description the prompt and a record share wins, and one
    naming a name ("the new name") is none. A candidate is read only when it holds one of the
    prompt's descriptions (most prompts hold none, and most candidates are read no further)."""
    low = prompt.lower()
    wanted = {d for m in _DESCRIPTION.finditer(low) for d in _descriptions(m.group(1))}
    if not wanted:
        return None
    best: tuple[int, str, str, int] | None = None
    for index, text in enumerate(texts[:_RENAMES_READ]):
        head = text[:RENAME_HEAD].lower()
        if not any(d in head for d in wanted):
            continue
        pairs = renames(text)
        if not pairs:
            continue
        for m in _DESCRIPTION.finditer(head):
            for description in _descriptions(m.group(1))[-1:]:
                if description in wanted and (best is None or len(description) > best[0]):
                    best = (len(description), description, pairs[0][1], index)
    if best is None:
        return None
    _n, description, new, index = best
    return re.sub(r"\b" + re.escape(description) + r"\b", new, prompt, flags=re.IGNORECASE), index


def described(prompt: str, texts: Sequence[str]) -> list[tuple[str, int, str]]:
    """For a record giving the prompt's description of its subject beside the thing's two names
    in a notation no pattern knows ("git mv OLD NEW  # the west mill", "OLD IN CNAME NEW. ;
    the west mill", "Naming update: NEW was called OLD before (the west mill)"): the prompt
    with the description replaced by each of the two names (of one shape, as names keep their
    convention), the later-written first, each with the record's index and the name. Which is
    the thing's name now is unknown; ``context.inject`` asks by each."""
    low = prompt.lower()
    wanted = {d for m in _DESCRIPTION.finditer(low) for d in _descriptions(m.group(1))}
    if not wanted:
        return []
    for index, text in enumerate(texts[:_RENAMES_READ]):
        head = text[:RENAME_HEAD].lower()
        said = [d for d in wanted if re.search(r"\b" + re.escape(d) + r"\b", head)]
        if not said or renames(text):
            continue
        description = max(said, key=len)
        pair = _two_names(text[:RENAME_HEAD], set(description.split()))
        if not pair:
            continue
        return [
            (re.sub(r"\b" + re.escape(description) + r"\b", name, prompt, flags=re.I), index, name)
            for name in pair[::-1]
        ]
    return []


def _two_names(head: str, description: set[str]) -> list[str]:
    """The two names of one shape a record gives: two identifiers ("git mv Aa.Bb Cc.Dd"), or,
    with none such, two words of no language ("plultskro IN CNAME tjoddtjo." gives the two
    plain ones, "CNAME" being of another shape); none when more or fewer share a shape. The
    description's words are no names."""
    words = [m.group().rstrip(".") for m in _TOKEN.finditer(head)]
    words = [w for w in dict.fromkeys(words) if w.lower() not in description]
    for names in ([w for w in words if identifiers(w)], [w for w in words if _a_name(w)]):
        shapes: dict[str, list[str]] = {}
        for w in names:
            shapes.setdefault(_shape(w), []).append(w)
        if sorted(len(g) for g in shapes.values() if len(g) > 1) == [2]:
            return next(g for g in shapes.values() if len(g) == 2)
    return []


_TOKEN = re.compile(r"[^\W_][\w.-]*")


def _descriptions(words_after_the: str) -> list[str]:
    """The descriptions "the" opens, shortest first ("the west mill", "the west mill
    tower"): two words or more, cut before a function word ("the old mill *is* Y"); none
    naming a name ("the new name")."""
    words = words_after_the.split()
    cut = next((k for k, w in enumerate(words) if w in STOPWORDS or w in _BOUND_WORDS), None)
    words = words[:cut]
    return [
        "the " + " ".join(words[:k])
        for k in range(2, len(words) + 1)
        if words[k - 1] not in ("name", "names")
    ]


_BOUND_WORDS = frozenset(["is", "are", "was", "were", "from", "now", "no", "has", "have", "goes"])


# the candidates read for a rename (the search's best; a rename of the subject shares its name)
_RENAMES_READ = 20


def slipped(terms: Sequence[QueryTerm], name: str, text: str) -> bool:
    """A name no memory says, one edit off a word of ``text`` (lower-cased): a letter dropped,
    added or changed, or two swapped ("quillmre" for QUILLMERE), a slip of the keyboard read
    as that word. Letters only and six or more of them; a name the store says is its own thing."""
    if len(name) < 6 or not name.isalpha() or any(t.word == name and t.df for t in terms):
        return False
    return any(w != name and _one_edit(name, w) for w in set(_WORDS.findall(text)))


_WORDS = re.compile(r"[^\W\d_]{5,}")


def another_name(text: str, names: set[str]) -> list[tuple[str, str]]:
    """A record naming the request's subject (``names``: its words, lower-cased) beside
    exactly one other identifier of the same shape, in whatever notation ("Memo: the west
    dock, formerly dd-anvil-5, now goes by dd-brant-7", "s/OLD-NAME/NEW-NAME/g", "301
    /Aa.Bb -> /Cc.Dd"): names keep their convention when a thing is renamed, so the two are
    read as one thing's names, which comes first unknown. Empty when the subject is named
    twice, the other names differ in shape ("bo-3.14 IN CNAME ...": "CNAME" is no name of
    it), or the other is a value the thing is set to ("set the provider of X to Y")."""
    from cairn.policy.lexicon import LINE_TAGS

    head = text[:RENAME_HEAD]
    # a line's tag ("WARN ANVILWORTH: ...") is no name
    ids = [i for i in identifiers(head) if i.lower() not in LINE_TAGS]
    subject = [i for i in ids if set(NAME_WORD.findall(i.lower())) <= names]
    if len(subject) != 1:
        return []
    shape = _shape(subject[0])
    others = [i for i in ids if i != subject[0] and _shape(i) == shape]
    if len(others) != 1 or re.search(r"\bto\s+" + re.escape(others[0]), head, re.I):
        return []  # "set the provider of X to Y": a value it is set to, no other name
    return [(others[0].lower(), subject[0].lower())]


def _shape(name: str) -> str:
    """A name's shape: its runs of capitals, small letters and digits, and its marks
    ("dd-anvil-5": "a-a-9"; "Ana.Bo": "Aa.Aa")."""
    return _RUNS.sub(lambda m: "A" if m.group(1) else "a" if m.group(2) else "9", name)


# the words of a name ("dd-anvil-5": dd, anvil, 5), as ``context.answers`` reads them
NAME_WORD = re.compile(r"[^\W_]+", re.UNICODE)
_RUNS = re.compile(r"([A-Z]+)|([a-z]+)|([0-9]+)")
