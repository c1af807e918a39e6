"""What a request asks for, read from its words: the noun phrase naming the asked attribute,
and whether a memory states another attribute of the same family instead.

``asked_phrase`` reads the phrase ("supply air setpoint") wherever a request puts it: after an
interrogative ("what is S's X?"), as a request verb's object ("get S's X for me"), as a bare
question ("S X?"), possessed by the subject ("note its X", "the X of S") or as a clause that is
the subject and a phrase ("S X pls"). Informal and mistyped function words are read first
(``mended``: "whats teh X" is "what is the X"). ``another_attribute`` says whether a candidate
states the phrase's modifiers and not its head: "supply air setpoint" for "supply air humidity",
"pension scheme" for "pension scheme reference" (issue 17 item 4: related unknowns).

Text only: this module never reads the store. ``context.answers`` calls it on the hook path, so
it imports nothing heavy and compiles its patterns at import (a handful).
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from functools import lru_cache
from typing import Any

from cairn.search.lexical import QueryTerm, identifiers
from cairn.search.pipeline import Scored

_WORD = re.compile(r"[^\W_]+", re.UNICODE)
_SENTENCE_END = re.compile(r"[.!?]+(?=\s|$)")
# words between an interrogative and the noun it puts in focus ("what is the exact X")
SKIP = frozenset({"is", "are", "was", "were", "does", "do", "did", "the", "a", "an", "of", "kind"})
SKIP |= {"type", "sort", "exact", "current", "default", "main", "right", "correct"}
DO_SUPPORT = frozenset({"do", "does", "did"})
# the identifiers read as the request's subject (a request names a few things)
_NAMES_READ = 16


def subject_names(text: str, known: frozenset[str] | None) -> tuple[str, ...]:
    """The identifiers a request names (lower-cased), read as its subject; given ``known``
    (the words the store uses), only those whose words it uses: "RAM" in "the RAM cap" names
    no subject of a store that never says it."""
    return tuple(
        i.lower()
        for i in identifiers(_SENTENCE_END.sub(" ", text))
        if known is None or all(w in known for w in _WORD.findall(i.lower()))
    )[:_NAMES_READ]  # each is replaced in the whole text: a pasted list of ids costs no more


_OBJECTS = frozenset(
    [
        "me",
        "us",
        "you",
        "it",
        "them",
        "him",
        "her",
        "the",
        "a",
        "an",
        "its",
        "our",
        "their",
        "this",
        "that",
        "my",
        "your",
    ]
)
# adverbs of time and manner that end a request, never a phrase's head ("confirm its build
# deadline *first*")
_ADVERBS = frozenset(
    [
        "first",
        "today",
        "tomorrow",
        "tonight",
        "later",
        "soon",
        "asap",
        "quickly",
        "instead",
        "anyway",
        "though",
        "please",
    ]
)
# what may follow an elliptic request's phrase ("S memory limit pls")
_FILLERS = frozenset({"pls", "please", "plz", "thanks", "thx", "ty", "?", "!", "."})


def asked_phrase(text: str, known: frozenset[str] | None = None) -> tuple[str, ...]:
    """The noun phrase naming what a request asks for, its head last ("supply air setpoint"
    in "what's S's supply air setpoint?", "Get S's supply air setpoint for me", "note its
    supply air setpoint", "the supply air setpoint of S", "S supply air setpoint pls"), or ()
    when it names none. Read in order: an interrogative's phrase ("what/which/whose/how many
    X"), a request verb's object that is a thing (``request_focus``), a question that is a
    bare phrase, then the phrase a subject possesses ("S's X", "its X", "the X of/for/on S"),
    then a clause that is the subject and a phrase. The subject's names are read as "it"
    (never a word of the phrase)."""
    from cairn.policy import phrases

    # a plain word naming the subject ("the edge blend of Quillmere still ...") is "it" too
    # (the whole word only: "Temp" leaves "temper" whole)
    for word in (w for w in plain_names(text, _OF_CAPITAL) if known is None or w in known):
        text = re.sub(rf"(?<!\w){re.escape(word)}(?!\w)", "it", text, flags=re.IGNORECASE)
    low = phrases.plain(text, subject_names(text, known))
    toks = phrases.tokens(low)
    for tokens in _phrase_sources(low, toks, phrases):
        words = [w for w in _leading(phrases.noun_phrase(tokens)) if w not in SKIP]
        while words and words[-1] in _ADVERBS:
            words.pop()
        if words:
            return tuple(words)
    return ()


def _phrase_sources(low: str, toks: list[str], phrases: Any) -> Iterator[list[str]]:
    for i, tok in enumerate(toks):
        if tok in ("what", "which", "whose"):
            j = i + 1
        elif tok == "how" and toks[i + 1 : i + 2] in (["many"], ["much"]):
            j = i + 2
        else:
            continue
        if j < len(toks) and toks[j] in DO_SUPPORT:
            break
        while j < len(toks) and (toks[j] in SKIP or toks[j] == "'s"):
            j += 1
        words = _leading(phrases.noun_phrase(toks[j : j + 13]))
        after = j + len(words)
        if len(words) > 1 and toks[after : after + 1] and toks[after] in _OBJECTS:
            # "what secret *lets* me in", "which region *hosts* the db": the word before an
            # object is the question's verb
            yield [*toks[j : after - 1], "."]
        elif j == i + 1 and words and _plural(words[-1]):
            # "which classical *musicians* does S enjoy?": the interrogative picks instances of
            # a kind, and an answer names them ("Bach"), not the kind: no head to hold
            yield [words[-1], "."]
        else:
            yield toks[j : j + 13]
        break
    yield from (t for t in phrases.request_objects(low) if asks_for_a_thing(t, phrases))
    yield from phrases.bare_phrases(low)
    for clause in re.split(r"[.!?;\n]", low):
        ct = phrases.tokens(clause)
        # a question whose interrogative takes an auxiliary ("what does S's X mean", "when is
        # S's X putting on ...") has its verb after the subject: the possessed phrase's last
        # word is that verb, unless an auxiliary ends the phrase ("what did Ana say S's X is")
        verb = _CLAUSE_VERB.search(clause) is not None
        # "when did S's friend adopt a child?", "how did S's son take it?": a question asking
        # the time, place, cause or manner of an event; a phrase S possesses before the verb
        # names who or what took part in it, no attribute asked ("where does S write its log
        # file?" asks about the phrase closing it)
        event = _EVENT.search(clause) is not None
        for i, tok in enumerate(ct):
            if tok not in ("its", "'s") or "about" in ct[max(0, i - 3) : i]:
                continue  # "what did Jon say about Gina's store?": a topic, no attribute asked
            words = _leading(phrases.noun_phrase(ct[i + 1 : i + 13]))
            after = ct[i + 1 + len(words) : i + 2 + len(words)]
            closing = not after or not after[0][0].isalnum()
            if event and not closing:
                continue
            if verb and not event and len(words) > 1 and not (after and after[0] in _AUXILIARIES):
                words = words[:-1]
            yield [*words, "."]
    for i, tok in enumerate(toks):
        if tok in ("of", "for", "on") and toks[i + 1 : i + 2] == ["it"]:
            k = i
            while k > max(0, i - 5) and _phrase_word(toks[k - 1], phrases):
                k -= 1
            yield toks[k:i]
    for clause in re.split(r"[.!?;\n]", low):
        ct = phrases.tokens(clause)
        if ct[:1] != ["it"] and not (ct and ct[-1] in _FILLERS):
            continue
        ct = [t for t in ct if t not in (":", ",", "-")]
        words = phrases.noun_phrase(ct)
        if words and all(t in _FILLERS for t in ct[ct.index(words[-1]) + 1 :]):
            yield ct


_CLAUSE_VERB = re.compile(
    r"\b(?:what|which|who|when|where|why|how)\s+(?:do|does|did|is|are|was|were|will|would|can"
    r"|could|should|has|have|had)\b"
)
_EVENT = re.compile(
    r"\b(?:when|where|why|how)\s+(?:do|does|did|is|are|was|were|will|would|can|could|should"
    r"|has|have|had)\b"
)
_AUXILIARIES = frozenset(
    [
        "is",
        "are",
        "was",
        "were",
        "be",
        "been",
        "will",
        "would",
        "can",
        "could",
        "should",
        "has",
        "have",
        "had",
    ]
)


def _plural(word: str) -> bool:
    return len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is"))


def _leading(words: list[str]) -> list[str]:
    """The words before a determiner inside a phrase: one after it opens another phrase."""
    return next((words[:k] for k, w in enumerate(words) if w in _OBJECTS), words)


def _phrase_word(tok: str, phrases: Any) -> bool:
    return (
        tok[0].isalpha() and tok not in phrases.BOUND and tok not in phrases.DETERMINERS
    ) and tok != "it"


_PREPOSITIONS = frozenset(
    [
        "of",
        "for",
        "on",
        "in",
        "at",
        "from",
        "about",
        "with",
        "behind",
        "under",
        "per",
        "by",
        "before",
        "after",
        "until",
    ]
)
_CLAUSE_END = frozenset(".?!;,:")


def asks_for_a_thing(tokens: list[str], phrases: Any) -> bool:
    """Whether a request verb's object is the thing asked for and nothing more: a noun phrase,
    then only what names its owner ("for S", "of the S api") up to the clause's end. "I need
    the port for S." asks for the port; "I want the login page to use the new theme" and "I
    need the flaky test fixed" ask for something done (a verb follows the phrase: another
    word of the closed classes, or a participle in -ed / -ing, which is read as a verb)."""
    head = phrases.head(tokens)
    if head is None:
        return False
    words = [t for t in tokens[: tokens.index(head) + 1] if t not in phrases.DETERMINERS]
    rest = tokens[tokens.index(head) + 1 :]
    # a participle taking "of" is a noun ("the fuel tank *sounding* of S"): a verb takes none
    if rest[:1] != ["of"] and any(
        len(w) > 4 and w.endswith(("ed", "ing")) for w in words[1:] or words
    ):
        return False  # "the cache warmed before ...", "the tests running": a verb follows
    after_preposition = False
    if any(t in _PREPOSITIONS for t in rest[:3]) and _NAMING & set(rest[:12]):
        return True  # "the X for the one we used to call S": its owner by the name it had
    for n, tok in enumerate(rest[:12]):
        if tok in _CLAUSE_END:
            return True
        nxt = rest[n + 1 : n + 2]
        if tok == "and" and after_preposition and nxt and nxt[0] not in phrases.DETERMINERS:
            # "the X of S and put it in the summary": a clause of its own follows the owner
            return True
        if tok in _PREPOSITIONS:
            after_preposition = True
        elif tok in phrases.DETERMINERS or tok in ("it", "'s"):
            continue
        elif after_preposition and tok in _BENEFICIARIES:
            continue  # "the X of S for me"
        elif not (after_preposition and tok[0].isalnum() and tok not in phrases.BOUND):
            return False
    return len(rest) <= 12


# whom a thing is asked for ("for me", "for us"): no owner of it
_BENEFICIARIES = frozenset({"me", "us", "them"})
_NAMING = frozenset({"call", "called", "named", "known"})


# Function words as people type them: "whats" is "what is"; a word the store never uses one
# swap of two adjacent letters away from an interrogative, an article, a pronoun or a request's
# verb ("teh", "cna", "hwat") is that word, so a mistyped question is still read as one.
_FUNCTION = frozenset(
    [
        "what",
        "which",
        "where",
        "when",
        "who",
        "whose",
        "how",
        "the",
        "can",
        "could",
        "you",
        "your",
        "for",
        "find",
        "looking",
        "tell",
        "show",
        "get",
        "give",
        "fetch",
        "does",
        "did",
    ]
)
_SWAPPED = {
    w[:i] + w[i + 1] + w[i] + w[i + 2 :]: w
    for w in _FUNCTION
    for i in range(len(w) - 1)
    if w[i] != w[i + 1]
}
_LOOSE = re.compile(r"(?<![\w.-])[A-Za-z]+(?![\w.-])")


def mended(text: str, known: frozenset[str] = frozenset()) -> str:
    """``text`` with its informal and mistyped function words written out (see above); a word
    the store uses (``known``) is never read as a typo."""

    def fix(m: re.Match[str]) -> str:
        low = m.group(0).lower()
        if low == "whats":
            return "what is"
        if low in _SWAPPED and low not in known and low not in _FUNCTION:
            return _SWAPPED[low]
        return m.group(0)

    return _LOOSE.sub(fix, text)


# heads of general meaning: the kind, manner or label of what the modifiers name ("merge
# *strategy*", "file *format*", "team *name*"), so a memory stating the modifier's value
# ("merged with a merge commit") answers the compound
_GENERAL = frozenset(
    [
        "type",
        "kind",
        "sort",
        "style",
        "strategy",
        "method",
        "approach",
        "mode",
        "policy",
        "format",
        "setting",
        "settings",
        "option",
        "options",
        "value",
        "values",
        "name",
        "number",
        "choice",
        "preference",
    ]
)


def another_attribute(
    phrase: tuple[str, ...], terms: Sequence[QueryTerm], hit: Scored, names: tuple[str, ...]
) -> bool:
    """Whether a candidate states the asked phrase's modifiers but not its head: a compound's
    last word names the thing ("supply air *humidity*", "pension scheme *reference*"), so a
    memory saying "supply air setpoint" or "pension scheme" states another attribute of the
    same family, not the asked one. It still holds the attribute when it states the head (or a
    word one typo from it) anywhere, or, for a head naming a class of the attribute vocabulary
    ("the deploy freeze *window*"), a value of that class."""
    if len(phrase) < 2:
        return False
    stem = {t.word: t.stem for t in terms}
    if any(w not in stem for w in phrase):
        return False
    *modifiers, head = phrase
    if head in _GENERAL:
        return False
    if stem[head] in hit.stems:
        return False
    said = _WORD.findall(hit.memory.text.lower())

    def states(word: str) -> bool:
        return stem[word] in hit.stems or (len(word) >= 5 and any(_one_edit(word, w) for w in said))

    if states(head) or not all(states(w) for w in modifiers):
        return False
    from cairn.policy import attributes

    name = attributes.class_of(head)
    if name is None:
        return True
    if name == "limit":
        # a limit bounds the quantity its modifiers name ("queue depth *limit*"): a memory
        # giving that quantity ("queue depth is 1200") and no bound states the quantity; one
        # bounding it ("the queue is capped at 1200 jobs") states the limit
        return _BOUND.search(hit.memory.text) is None
    known = attributes.class_of(modifiers[-1])
    if known is not None and set(attributes.kinds_of(known)) & set(attributes.kinds_of(name)):
        # the modifiers name a class of the same kinds ("release *date* window"): a value of
        # the kind is the modifiers' attribute, no sign of the head's
        return True
    return not attributes.holds(hit.memory.text, name, names)


def phrase_unheld(
    phrase: tuple[str, ...],
    terms: Sequence[QueryTerm],
    hits: Sequence[Scored],
    names: tuple[str, ...],
) -> bool:
    """Whether the subject's records (``hits``: the candidates naming the request's subject,
    ``names``) state no word of an asked compound whose family the store names for other
    things: "the *sieve* mesh of S", where the store says "sieve size" of T and no record of S
    says "sieve" or "mesh", asks an attribute of that family S is not known to have. Only a
    modifier the store uses is evidence: heads are shared by unrelated attributes ("time",
    "level", "engine"). A phrase the store never uses may be S's attribute in other words (a
    paraphrase), and a single word may be a category its instances answer ("which books":
    "Dune"), so neither is judged here; nor is a record holding a value of the class the head
    names ("the launch *date*": a date)."""
    if len(phrase) < 2 or not hits:
        return False
    term = {t.word: t for t in terms}
    if any(w not in term for w in phrase) or all(term[w].df == 0 for w in phrase[:-1]):
        return False
    for h in hits:
        said = _WORD.findall(h.memory.text.lower())
        for w in phrase:
            if term[w].stem in h.stems or w in said:
                return False
            if len(w) >= 5 and any(_one_edit(w, x) for x in said):
                return False
    from cairn.policy import attributes

    name = attributes.class_of(phrase[-1])
    return name is None or not any(attributes.holds(h.memory.text, name, names) for h in hits)


# a bound stated without the head's word: "up to", "at most", "no more than", "<="
_BOUND = re.compile(
    r"\b(?:limit\w*|quotas?|caps?|capped|max\w*|ceiling|threshold|most|budget|up\s+to"
    r"|no\s+more\s+than|not\s+(?:to\s+)?exceed\w*|under|below)\b|<=|\u2264",
    re.I,
)


def _one_edit(a: str, b: str) -> bool:
    """Whether ``b`` is ``a`` with one letter changed, added, dropped or two adjacent ones
    swapped."""
    if a == b or abs(len(a) - len(b)) > 1:
        return a == b
    if len(a) == len(b):
        diff = [i for i in range(len(a)) if a[i] != b[i]]
        return len(diff) == 1 or (
            len(diff) == 2
            and diff[1] == diff[0] + 1
            and a[diff[0]] == b[diff[1]]
            and a[diff[1]] == b[diff[0]]
        )
    short, long_ = (a, b) if len(a) < len(b) else (b, a)
    i = next((k for k in range(len(short)) if short[k] != long_[k]), len(short))
    return short[i:] == long_[i + 1 :]


# a single word naming the subject though it has no identifier's shape: a possessor
# ("drenlacey's bench count") or the object closing the request ("the bench count of drenlacey?")
# ("the bench count of drenlacey before release", "... of drenlacey and put it in the notes")
_PLAIN_NAME = re.compile(
    r"\b([^\W\d_]{4,})['\u2019]s\b|\b(?:of|for|on)\s+([^\W\d_]{4,})\s*(?:[?.!,;:]|$"
    r"|\s(?:and|before|after|until|so|then|when|is|are)\b)",
    re.I,
)
# a capitalised word after "of"/"for"/"on", whatever follows it ("the X of Quillmere still ...")
# (a whole word: not the first part of "Temp.Orvalle" or "Qm-4")
_OF_CAPITAL = re.compile(r"\b(?:of|for|on)\s+([A-Z][^\W\d_]{3,})(?![\w/-]|[.:]\w)")


def headed_class(phrase: Sequence[str], matched: Sequence[str], asked: str) -> bool:
    """The asked class is named by the head of the asked phrase, and the candidate holds the
    whole phrase ("the copper contact of S" / "S: copper contact high reflux"): the store's
    own name for the attribute, which a modifier may make no contact at all."""
    if len(phrase) < 2 or not set(phrase) <= set(matched):
        return False
    return _class_of(phrase[-1]) == asked


@lru_cache(maxsize=512)
def _class_of(noun: str) -> str | None:
    """The attribute class a noun names on its own ("contact", "port"; "pipeline": none)."""
    from cairn.policy import attributes

    return attributes.asked(f"What is the {noun}?", ())


def checked_values(text: str, names: set[str]) -> set[str]:
    """Of ``names`` (lower-cased identifiers), those a yes/no question puts to the test after
    "still" ("Can you confirm the seat layout for S is still two-plus-one?"): the value
    checked, not what it is about."""
    checked = {m.group(1).lower() for m in _STILL.finditer(text)}
    return {n for n in names if any(n in c for c in checked)}


def checked_words(text: str) -> set[str]:
    """The words of the values a yes/no question checks after "still": the answer may be that
    they changed, so no candidate need hold them."""
    return {w for m in _STILL.finditer(text) for w in _WORD.findall(m.group(1).lower())}


# a compound of a word and a particle ("on-call", "follow-up", "opt-out"): a word, no name
PARTICLE_COMPOUND = re.compile(
    r"(?:(?:on|off|in|out|up|down|over|by|back)-[a-z]+|[a-z]+-(?:on|off|in|out|up|down|over|by|back))"
)
# "X is still V", "Is X still V?" (not "do we still have X", "Is X still running on Y")
_STILL = re.compile(  # (a dot inside a word, "bw-7.26", ends no sentence)
    r"\b(?:is|are|was|were)\b(?:[^?.!\n]|\.\w){0,120}?\bstill\s+(?!\w+ing\b)"
    r"((?:[^?.!,\n]|[.,]\w){1,80})",
    re.I,
)


def about_names(text: str, names: Sequence[str], phrase: Sequence[str]) -> str:
    """The lines and sentences of a prompt that are about what it names: those saying a name
    of ``names``, a word of the asked ``phrase`` or a pronoun, when another says none of them
    ("Two things:\n- the X of S\n- who is buying coffee on Friday": the second line asks
    of no S, and its "who" asks no class of S's X)."""
    parts = [p for p in _SENTENCES.split(text) if p.strip()]
    if len(parts) < 2:
        return text
    words = {w.lower() for w in phrase} | _REFERRING
    named = [set(_WORD.findall(n.lower())) for n in names]

    def about(part: str) -> bool:
        said = set(_WORD.findall(part.lower()))
        return any(n and n <= said for n in named) or bool(words & said)

    kept = [p for p in parts if about(p)]
    return "\n".join(kept) if kept and len(kept) < len(parts) else text


_SENTENCES = re.compile(r"\n|(?<=[?!.])\s+")
_REFERRING = frozenset({"it", "its", "they", "them", "their"})


def plain_names(text: str, pattern: re.Pattern[str] | None = None) -> tuple[str, ...]:
    """The words (lower-cased) a request names its subject by without an identifier's shape: a
    possessor or the object closing "the X of/for/on W" (or what ``pattern`` reads), when the
    word is none of general language (``search.rarity``'s list of common words):
    "drenlacey's", "the timeout for billing", not "the team's channel" nor "the size of the
    house"."""
    from cairn.search import rarity
    from cairn.search.lexical import STOPWORDS

    common = rarity.ranks()
    out: dict[str, None] = {}
    for m in (pattern or _PLAIN_NAME).finditer(text):
        word = next(g for g in m.groups() if g).lower()
        if word not in common and word not in STOPWORDS:
            out.setdefault(word, None)
    return tuple(out)
