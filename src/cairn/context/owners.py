"""Whose attribute a request asks, when the store has never heard of it.

"What is the deck height of the Quarrendon Falls?" asks an attribute the store holds (the
deck heights of the project's mills) of a thing the store never names. No memory is about
that thing, so the mills' deck heights answer nothing: delivered, they read as if the store
knew it (issue 17 items 3 and 4: off-topic requests, negative accuracy 1.0). The owner is the
noun phrase closing "the X of/for/on/in <owner>", possessing the phrase ("<owner>'s X"), the
antecedent of "its" ("you worked on <owner> - what was its X?") or opening the request ("For
<owner>, what X ..."). It is unknown to the store when it names a thing by a proper name the
store never uses, with a determiner or a second word ("the Quarrendon Falls", "Fenmarsh Abbey's
tenor bell", "the planet Veloran"), or is an indefinite kind whose head noun the store never
uses ("an adult Harrowick pony", "a folding tandem tyre"). A lone name ("Quilmere's X") may be
the store's own thing mistyped; a definite common noun ("the project", "the repo", "the
tallest mill") may be the situation itself or a description of a thing the store holds: neither
is read as unknown.

Text only, with the store's vocabulary passed in: ``context.answers`` calls it on the hook
path, so it imports nothing heavy; its fixed patterns compile at import, and the few built from
the asked phrase's words go through ``re``'s cache.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from cairn.search.lexical import STOPWORDS, QueryTerm, identifiers

# the owner follows the asked phrase's head and one of these
_LINK = frozenset({"of", "for", "on", "in"})
_INDEFINITE = frozenset({"a", "an"})
_DETERMINERS = _INDEFINITE | {"the"}
# a word that ends the owner's noun phrase: a preposition, a conjunction, a verb or adverb
# of the request around it ("of X at dawn", "of X and put it in the notes", "on X, anyone?")
_ENDS = frozenset(
    [
        "at",
        "in",
        "on",
        "for",
        "with",
        "from",
        "by",
        "to",
        "of",
        "during",
        "under",
        "over",
        "and",
        "or",
        "but",
        "before",
        "after",
        "until",
        "so",
        "then",
        "when",
        "while",
        "if",
        "is",
        "was",
        "are",
        "were",
        "be",
        "been",
        "has",
        "have",
        "had",
        "do",
        "does",
        "did",
        "will",
        "would",
        "should",
        "could",
        "can",
        "come",
        "again",
        "anyone",
        "please",
        "pls",
        "now",
        "today",
        "currently",
        "exactly",
        "right",
        "rather",
        "than",
        "that",
        "which",
        "who",
        "we",
        "you",
        "they",
        "it",
    ]
)
# a token of the owner: a word, with a possessive or an inner hyphen or period ("Abbey's",
# "take-off", "St.Ives"); anything else (a mark, a line break) ends it
_TOKEN = re.compile(r"[^\W_]+(?:[-.'\u2019][^\W_]+)*", re.UNICODE)
_GAP = re.compile(r"[ \t]+")
_POSSESSIVE = re.compile(r"['\u2019]s$", re.IGNORECASE)
_OWNER_WORDS = 6  # a noun phrase naming a thing is short; past this it is a clause


def owner(text: str, phrase: Sequence[str]) -> tuple[str, tuple[str, ...]]:
    """The determiner ("" when none) and the words (as written) of the noun phrase owning the
    asked phrase: closing "<phrase> of/for/on/in [the|a|an] <owner>", possessing it ("the
    Quarrendon Viaduct's deck height") or opening the request ("For a picnic for six,
    what cup count ..."); ("", ()) when the request has none."""
    if not phrase:
        return "", ()
    first = re.escape(phrase[0])
    for m in re.finditer(rf"['\u2019]s[ \t]+{first}\b", text, re.IGNORECASE):
        found = _possessor(text, m.start())
        if found[1]:
            return found
    head = re.escape(phrase[-1])
    for m in re.finditer(rf"\b{head}\b", text, re.IGNORECASE):
        words = _words_after(text, m.end())
        if len(words) < 2 or words[0].lower() not in _LINK:
            continue
        found = _noun_phrase(words[1:])
        if found[1]:
            return found
    # "you worked on the planet Veloran - what was its rotation time?": "its" stands for the
    # last thing named before it
    for m in re.finditer(rf"\b(?:its|their)[ \t]+{first}\b", text, re.IGNORECASE):
        links = list(_ANTECEDENT.finditer(text, max(0, m.start() - _BACK), m.start()))
        if links:
            found = _noun_phrase(_words_after(text, links[-1].end() - 1))
            if found[1]:
                return found
    fronted = _FRONTED.match(text)
    if fronted is not None:
        return _noun_phrase(_words_after(text, fronted.end() - 1))
    return "", ()


_ANTECEDENT = re.compile(r"\b(?:on|about|for|with|of)\s", re.IGNORECASE)
# "For a picnic for six, what cup count ...": an owner opening the request before a comma
_FRONTED = re.compile(r"\s*(?:for|about|regarding|as\s+for)\s", re.IGNORECASE)


def _noun_phrase(words: Sequence[str]) -> tuple[str, tuple[str, ...]]:
    """The determiner and the words of the noun phrase ``words`` open (up to a word that ends
    it: a preposition, a conjunction, a verb of the request)."""
    if not words:
        return "", ()
    det = words[0].lower() if words[0].lower() in _DETERMINERS else ""
    rest = words[1:] if det else words
    kept: list[str] = []
    for w in rest:
        if w.lower() in _ENDS or w.lower() in _DETERMINERS or len(kept) == _OWNER_WORDS:
            break
        kept.append(w)
    return det, tuple(kept)


def _possessor(text: str, end: int) -> tuple[str, tuple[str, ...]]:
    """The determiner and the words of the noun phrase ending right before ``end`` (a
    possessive's "'s"), read back to a determiner, a word that ends a phrase or a mark."""
    before = text[max(0, end - _BACK) : end]
    marks = list(_MARK.finditer(before))
    mark = marks[-1] if marks else None
    if mark is not None:
        before = before[mark.end() :]
    words = before.split()
    kept: list[str] = []
    det = ""
    for w in reversed(words):
        low = w.lower()
        if low in _DETERMINERS:
            det = low
            break
        if low in _ENDS or len(kept) == _OWNER_WORDS:
            break
        kept.append(w)
    else:
        # read back to a sentence's start: its first word has a capital whatever it is
        # ("Note Quillmere's X")
        opened = mark.group(0) in _OPENERS if mark is not None else end <= _BACK
        if kept and opened:
            kept[-1] = kept[-1].lower()
    return det, tuple(reversed(kept))


_OPENERS = frozenset(".!?:;\n\r\"'([>-*#|")
_BACK = 160  # characters read back from a possessive (a noun phrase is short)
_MARK = re.compile(r"[^\w \t\-.'\u2019]")


def _words_after(text: str, start: int) -> list[str]:
    """The tokens after ``start`` up to the first mark that is not a space (at most a few)."""
    out: list[str] = []
    pos = start
    while len(out) < _OWNER_WORDS + 3:
        gap = _GAP.match(text, pos)
        if gap is None or gap.start() == gap.end():
            break
        tok = _TOKEN.match(text, gap.end())
        if tok is None:
            break
        out.append(tok.group(0))
        pos = tok.end()
    return out


def owned_phrase(text: str) -> tuple[str, ...]:
    """The phrase of plain words a request's "the X of/for/on/in the|a|an O" asks, when no
    other reading found one ("Look up the hull length for the Ossiter Queen (card #12)", "Is the
    line speed of a Harrowick steam organ on file?"), else (): its owner is then judged by
    ``unknown_owner`` as any other's."""
    m = _OWNED.search(text)
    return tuple(m.group(1).split()) if m is not None else ()


# "the hull length for the ...": one to four plain words between "the" and a link word
_OWNED = re.compile(
    r"\bthe[ \t]+([a-z][a-z-]*(?:[ \t]+[a-z][a-z-]*){0,3})[ \t]+(?:of|for|on|in)[ \t]+(?:the|an?)[ \t]"
)


def unknown_owner(
    text: str, phrase: Sequence[str], known: Callable[[str], bool]
) -> tuple[str, ...]:
    """The words of the owner a request asks about (lower-cased) when the store never names
    it, else (). ``known(word)``: whether a memory of the store uses the word. Unknown: a
    word of the owner written with a capital (a proper name: "the Quarrendon Falls", "Fenmarsh
    Abbey's tenor bell") that the store never uses, in an owner of two words or more or with a
    determiner, or an indefinite owner ("a", "an") whose head
    noun, its last word, the store never uses ("a standard desk lamp cable")."""
    det, words = owner(text, phrase)
    # a name in an identifier's shape ("QuillMere", "QM1175", "qm-5.34") is judged as a name
    # by ``answers.required`` (a store never naming it is answered by nothing there)
    if not words or identifiers(" ".join(words)):
        return ()
    plain = [_POSSESSIVE.sub("", w) for w in words]
    content = [w for w in plain if w.lower() not in STOPWORDS]
    if not content:
        return ()
    from cairn.policy import lexicon

    # a day or a month is written with a capital and names no thing ("for Monday's release")
    proper = [
        w
        for w in content
        if w[0].isupper()
        and not known(w.lower())
        and w.lower() not in lexicon.MONTHS
        and w.lower() not in lexicon.TEMPORAL
    ]
    # a lone name ("Quillmere's pole height") may be the store's thing mistyped or called
    # otherwise, which the model's support still stands for (``answers.AskedAttribute``); a
    # name with a determiner or a second word is a thing of the world ("the Quarrendon Falls")
    if proper and (det or len(content) > 1):
        return tuple(w.lower() for w in content)
    if det in _INDEFINITE and not known(content[-1].lower()):
        return tuple(w.lower() for w in content)
    return ()


def unshouted(
    text: str, terms: Sequence[QueryTerm], names: tuple[str, ...], phrase: Sequence[str]
) -> tuple[str, ...]:
    """``names`` less a word of the language written in capitals that the store never uses
    ("SELECT * FROM mills WHERE name = 'brantor'", "NOTE:"), when the request says a word of
    its own the store does use (the plain name "brantor"): shouting makes no word a name. A
    request naming only such a word keeps it (nothing answers "the port of ATLAS" in a store
    that never says it)."""
    from cairn.search import rarity

    common = rarity.ranks()
    capitals = {i.lower() for i in identifiers(text) if i.isalpha() and i.isupper()}

    def shouted(t: QueryTerm) -> bool:
        return t.df == 0 and t.word in names and t.word in capitals and t.word in common

    loud = {t.word for t in terms if shouted(t)}
    if not loud:
        return names
    own = any(
        t.df > 0
        and not t.ident
        and t.word.isalpha()
        and t.word not in common
        and t.word not in STOPWORDS
        and t.word not in phrase
        for t in terms
    )
    return tuple(n for n in names if n not in loud) if own else names
