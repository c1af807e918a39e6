"""The canonical value key of a claim (DESIGN section 4).

A text's canonical form, in order: NFKC; Unicode's invisible characters dropped (format
characters, category Cf: zero-width space and joiners, soft hyphen, bidi controls, the BOM;
and the default-ignorable marks and fillers that are not Cf: variation selectors, the combining
grapheme joiner, the Hangul fillers); every letter that Unicode's confusables table
(``confusables.txt``, as the ``confusable-homoglyphs`` package ships it; ``cairn.confusables``
keeps the derived letter table) gives as a look-alike of one Latin letter folded to that letter (Cyrillic ``а`` and Greek ``ο`` inside "jаvascrіpt"
read as Latin); casefolded; whitespace folded; presentation markup around the claim dropped (``unmark``: list
markers, task boxes, block quotes, headings, emphasis around words, a pair of brackets or
quotation marks of any script or a code span around the whole text) with trailing punctuation.
Typed facts use the canonical triple instead of the text. The key is hashed so it can be indexed
and compared across namespaces without carrying the text. Verdicts are recorded against this
key, so the same claim written again (any path, any case, spacing, invisible character or
look-alike letter) meets the same verdict. (The fold runs after casefolding, so Greek ``Ι``
and Latin ``I`` both end as ``i``.)

The fold is one rule for every script, not a list of attacks: a letter is folded when the
table maps it to a single Latin letter, whatever word or script it stands in (a whole word of
look-alikes folds as well as one letter in a Latin word; two texts that differ only by
look-alikes always get one key). ASCII text is never changed by it. Typographic punctuation
is folded the same way, by class and not by a list: a dash or minus sign of any script reads
as ``-``, a curly, angled or low quotation mark or an apostrophe as ``'`` (``"`` when double),
so "Don’t" and "blue–green" key as "Don't" and "blue-green". A look-alike that NFKC would
turn into another non-Latin letter (the lunate sigma ``ϲ`` becomes ``σ``) is folded before NFKC.
One ambiguity is left as ASCII has it: a letter that NFKC makes an ASCII capital ``I`` (script or
mathematical capital I) keys as ``i``, like a typed ``I``, though the table calls it a look-alike
of ``l``: folding ``I`` and ``l`` together would merge plain words.

Changing what this module computes changes every stored key: it needs a migration that
re-keys the store as an event (``store.migrations.m009_rekey_claims`` did it for the letters,
``m014_rekey_punctuation`` for the punctuation, ``m015_rekey_markup`` for the markup),
so a rebuild from the log arrives at the same keys.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

try:  # CPython's built-in SHA-256: hashlib would load OpenSSL (~2 ms of every hook's start-up)
    from _sha256 import sha256 as _sha256_impl  # type: ignore[import-not-found,unused-ignore]
except ImportError:  # pragma: no cover - other interpreters and versions
    from hashlib import sha256 as _sha256_impl


def _sha256(data: bytes) -> str:
    return str(_sha256_impl(data).hexdigest())


_WS = re.compile(r"\s+")
_TRAIL = re.compile(r"[\s\.\!\?\,\;\:…]+$")
# Block prefixes (CommonMark's, each followed by a space): list markers ("-", "*", "+", "1.",
# "1)"), task boxes, block quotes, headings. A bullet character is dropped with or without a
# space ("•X"); "--force" or "*.py" at the start are not prefixes.
_LEAD = r"^(?:(?:[-*+]|\d{1,9}[.)]|\[[ x]\]|>|#{1,6})(?:\s+|$)|[•‣⁃◦∙]\s*)+"
# Emphasis around words, anywhere in the text: the opening run after a space, an opening mark
# or the start and before a letter, digit or opening mark; the closing run after a non-space
# and before a space, punctuation that ends a word, or the end. "2 * 3", "src/*.py", "a_b_c",
# "__init__.py" and "**kwargs" have no such pair.
_OPEN = r"""(?<![^\s(\[{"'`])"""
_EMPHASIS = (
    _OPEN
    + r"""(\*{1,3}|_{1,3}|~~)(?=[^\W_]|[(\["'`])(?P<inner>[^\s](?:.*?[^\s*_~])?)\1"""
    + r"""(?![\w*_~])(?![^\s\w]\w)"""
)


@lru_cache(maxsize=1)
def _markup() -> tuple[re.Pattern[str], re.Pattern[str]]:
    """``_LEAD`` and ``_EMPHASIS`` compiled on the first text that may hold markup, not at
    import: every hook imports this module, and plain texts never need them."""
    return re.compile(_LEAD), re.compile(_EMPHASIS)


_WORD = re.compile(r"[\w][\w\-\.]*[\w]|[\w]")

_STOP = frozenset(
    [
        "a",
        "an",
        "the",
        "is",
        "are",
        "was",
        "were",
        "be",
        "been",
        "to",
        "of",
        "in",
        "on",
        "at",
        "for",
        "and",
        "or",
        "it",
        "this",
        "that",
        "with",
        "by",
        "as",
        "we",
        "our",
        "you",
        "your",
        "i",
    ]
)


# Default-ignorable code points that are not format characters (category Cf): invisible, so
# dropped like them. Variation selectors, the combining grapheme joiner, Mongolian free
# variation selectors, the Hangul fillers.
_IGNORABLE = frozenset(
    [
        *(0x034F, 0x115F, 0x1160, 0x3164, 0xFFA0),
        *range(0x180B, 0x1810),
        *range(0xFE00, 0xFE10),
        *range(0xE0100, 0xE01F0),
    ]
)


@lru_cache(maxsize=1)
def latin_fold() -> dict[int, str]:
    """Code point -> the one Latin letter Unicode's confusables table gives for it, for every
    non-ASCII letter that has one (``cairn.confusables``: a copy of the table kept in the
    package, so no file is read on the write path; a test checks it against the maintained
    ``confusable-homoglyphs`` data)."""
    from cairn.confusables import PAIRS

    return {ord(PAIRS[i]): PAIRS[i + 1] for i in range(0, len(PAIRS), 2)}


def _unconfuse(text: str) -> str:
    """Drop invisible characters, fold look-alike letters and typographic punctuation
    (``text`` is not ASCII)."""
    kept = "".join(
        c
        for c in text
        if c.isascii() or (ord(c) not in _IGNORABLE and unicodedata.category(c) != "Cf")
    )
    return "".join(c if c.isascii() else _ascii_punctuation(c) for c in kept).translate(
        latin_fold()
    )


# A run of letters (no digit, underscore or mark): the unit ``latin_read`` folds or keeps.
_LETTER_RUN = re.compile(r"[^\W\d_]+")


@lru_cache(maxsize=4096)
def latin_read(text: str) -> str:
    """``text`` as a reader of Latin script sees it, for judging what it says (not a key):
    invisible characters dropped and look-alike letters folded to the Latin letter the table
    gives, case kept ("Аnvilworth" with a Cyrillic "А" reads "Anvilworth", "Anvil\u200bworth"
    reads "Anvilworth"), so a look-alike cannot make a claim about another thing. A run of
    letters is folded when it holds a Latin letter (a mixed-script word), or when every letter
    of it is a look-alike and most letters of the text are Latin (a whole word of look-alikes in
    an English record); a word of another script ("Москва") and a text mostly in another script
    keep their letters. Punctuation, digits and spacing are kept; ASCII text is
    returned as it is. Memoised (admission reads one new claim against many records)."""
    if text.isascii():
        return text
    text = "".join(
        c
        for c in text
        if c.isascii() or (ord(c) not in _IGNORABLE and unicodedata.category(c) != "Cf")
    )
    latin = sum(1 for c in text if c.isascii() and c.isalpha())
    whole = 2 * latin > sum(1 for c in text if c.isalpha())

    def run(m: re.Match[str]) -> str:
        w = m.group()
        if w.isascii():
            return w
        folded = "".join(_latin_letter(c) for c in w)
        mixed = any(c.isascii() for c in w)
        return folded if mixed or (whole and folded.isascii()) else w

    return _LETTER_RUN.sub(run, text)


def _latin_letter(c: str) -> str:
    """The Latin letter a look-alike stands for, in its case: an upper-case look-alike folds as
    its lower case does and is upper-cased again (Cyrillic "І" is "I", though the table gives
    "l" for the capital); any other letter is itself."""
    if c.isascii():
        return c
    fold = latin_fold()
    low = c.lower()
    if low != c and len(low) == 1 and ord(low) in fold:
        return fold[ord(low)].upper()
    return fold.get(ord(c), c)


@lru_cache(maxsize=4096)
def _ascii_punctuation(c: str) -> str:
    """The ASCII mark a typographic one stands for, by its Unicode class and name: every dash
    (category Pd) and minus sign is ``-``; every quotation mark and apostrophe is ``'``, or
    ``"`` when its name says it is double. Any other character is itself."""
    cat = unicodedata.category(c)
    name = unicodedata.name(c, "")
    if cat == "Pd" or name.endswith("MINUS SIGN"):
        return "-"
    if (cat.startswith("P") or cat in ("Lm", "Sk")) and (
        "QUOTATION MARK" in name or "APOSTROPHE" in name
    ):
        return '"' if "DOUBLE" in name else "'"
    return c


@lru_cache(maxsize=1)
def _before_nfkc() -> dict[int, str]:
    """The look-alikes that NFKC would turn into another non-Latin letter (the lunate sigma
    ``ϲ``, which looks like ``c``, becomes ``σ``): folded before NFKC, so the look the table
    describes is the one that counts."""
    return {
        cp: latin
        for cp, latin in latin_fold().items()
        if not unicodedata.normalize("NFKC", chr(cp)).isascii()
        and unicodedata.normalize("NFKC", chr(cp)) != chr(cp)
    }


def unmark(t: str) -> str:
    """Presentation markup that prefixes or wraps the whole claim dropped, until none is left:
    block prefixes (``_LEAD``), trailing punctuation, a pair of brackets or quotation marks of
    any script around the whole text (``_wrapped``), a whole-text code span, emphasis around
    words. Markup inside a value stays: a code span, a parenthesis or a quotation within the
    sentence, an identifier, a glob, an option."""
    if t[:1].isalpha() and t[-1:].isalnum() and not _EMPHASIS_MARKS.intersection(t):
        return t  # no prefix, wrapper, emphasis or trailing punctuation can be present
    lead, emphasis = _markup()
    while True:
        before = t
        t = lead.sub("", t)
        t = _TRAIL.sub("", t)
        t = emphasis.sub(_emphasised, t)
        t = _wrapped(t).strip()
        if t == before:
            return t


_EMPHASIS_MARKS = frozenset("*_~")


def _emphasised(m: re.Match[str]) -> str:
    """The words inside an emphasis pair; underscores around one word are kept (``__main__``,
    ``_private_``: identifiers more often than emphasis)."""
    inner = m.group("inner")
    return m.group(0) if m.group(1)[0] == "_" and " " not in inner else inner


def _wrapped(t: str) -> str:
    """The inside of ``t`` when one pair encloses all of it: an opening mark (category Ps or
    Pi) and its closing one (the name with LEFT/RIGHT or OPENING/CLOSING swapped), balanced; a
    straight quotation mark at both ends with none inside (an apostrophe between letters
    aside); a code span of one run of backquotes. Otherwise ``t`` itself."""
    if len(t) < 3:
        return t
    first, last = t[0], t[-1]
    inner = t[1:-1]
    if first == "`":
        run = len(t) - len(t.lstrip("`"))
        if t.endswith("`" * run) and len(t) > 2 * run and "`" not in t[run:-run]:
            return t[run:-run].strip()
        return t
    if first in "\"'" and last == first:
        return t if _stray_quote(inner, first) else inner
    if _closing(first) != last:
        return t
    depth = 0
    for c in inner:
        depth += (c == first) - (c == last)
        if depth < 0:  # "(a) and (b)": the first mark closes inside
            return t
    return inner if depth == 0 else t


def _stray_quote(inner: str, q: str) -> bool:
    """Whether ``inner`` holds the quotation mark ``q`` other than as an apostrophe inside a
    word ("don't")."""
    return any(
        c == q
        and not (
            q == "'"
            and 0 < i < len(inner) - 1
            and inner[i - 1].isalnum()
            and inner[i + 1].isalnum()
        )
        for i, c in enumerate(inner)
    )


@lru_cache(maxsize=256)
def _closing(c: str) -> str | None:
    """The closing mark of an opening one, by Unicode class and name (``(`` ``)``, ``「`` ``」``,
    ``«`` ``»``, ``⸂`` ``⸃``); None for any other character."""
    if unicodedata.category(c) not in ("Ps", "Pi"):
        return None
    name = unicodedata.name(c, "")
    for a, b in (("LEFT", "RIGHT"), ("OPENING", "CLOSING")):
        if a in name:
            try:
                closing = unicodedata.lookup(name.replace(a, b))
            except KeyError:
                continue
            if unicodedata.category(closing) in ("Pe", "Pf"):
                return closing
    return None


@lru_cache(maxsize=8192)
def canonical_text(text: str) -> str:
    """The canonical form of the module docstring (memoised: admission compares one claim
    with the same few texts many times)."""
    if not text.isascii():
        text = text.translate(_before_nfkc())
    t = unicodedata.normalize("NFKC", text).casefold()
    if not t.isascii():  # folded after casefolding: the table's lowercase targets apply
        t = _unconfuse(t).casefold()
    t = _WS.sub(" ", t).strip()
    return unmark(t)


def claim_key(
    text: str,
    subject: str | None = None,
    predicate: str | None = None,
    obj: str | None = None,
) -> str:
    if subject and predicate and obj is not None:
        basis = "triple\x1f" + "\x1f".join(canonical_text(p) for p in (subject, predicate, obj))
    else:
        basis = "text\x1f" + canonical_text(text)
    return _sha256(basis.encode())[:32]


def slot_key(subject: str, predicate: str) -> str:
    """Key of a typed fact's slot (subject+predicate): two values in one slot conflict."""
    basis = "slot\x1f" + canonical_text(subject) + "\x1f" + canonical_text(predicate)
    return _sha256(basis.encode())[:32]


def tokens(text: str) -> set[str]:
    """Content tokens for near-duplicate checks (identifiers kept whole)."""
    return {w for w in _WORD.findall(canonical_text(text)) if w not in _STOP}


def overlap(a: str, b: str) -> float:
    """Jaccard overlap of content tokens, 0..1."""
    ta, tb = tokens(a), tokens(b)
    if not ta or not tb:
        return 0.0
    return len(ta & tb) / len(ta | tb)
