"""Where a clause's verb is (``policy.clauses`` reads the rest of the clause around it): which
token reads as a verb in its position, the main verb group of a span, a participle, a passive
of an undoing verb ("... but got reverted"). Rules of English word order over ``policy.tokens``;
pure, no I/O.
"""

from __future__ import annotations

from cairn.policy import lexicon as lx
from cairn.policy.tokens import ADVERBS, DIGIT, Tok, content
from cairn.policy.values import Value, is_literal


def verb_ahead(toks: list[Tok], i: int) -> bool:
    """A copula or auxiliary before the next punctuation: what follows is a clause."""
    for t in toks[i:]:
        if t.punct:
            return False
        if t.low in lx.COPULAS or t.low in lx.AUXILIARIES:
            return True
    return False


def has_value(toks: list[Tok]) -> bool:
    for t in toks:
        if t.punct and t.text in ".!?;":
            return False
        if t.shaped:
            return True
    return False


def is_verbish(toks: list[Tok], i: int) -> bool:
    """Whether ``toks[i]`` reads as a finite verb after a noun phrase (by form and place)."""
    t = toks[i]
    if t.punct or t.shaped or t.capital or i == 0:
        return False
    word = t.low.split("-")[-1] if t.hyphen else t.low
    if _bare_after_plural(toks, i):
        return True  # "the Quillmere updates go out via X": a plural subject's bare verb
    if _bare_after_plural(toks, i + 1) or (
        i + 2 < len(toks) and toks[i + 1].low in ADVERBS and _bare_after_plural(toks, i + 2)
    ):
        return False  # ... and the plural noun before it
    if s_form(word) and _modified_plural(toks, i):
        return False  # "Licence changes for X need Bo's ok": a plural, its modifier, its verb
    for k in range(max(1, i - 5), i):
        j = _modified_plural(toks, k) if s_form(toks[k].low) else 0
        if j == i:
            return True  # ... and "need", its verb
        if i < j:
            return False  # ... and none of the phrase between
    lexical = word in VERBS
    if not lexical and not word.endswith(("s", "ed")):
        return False  # most words: neither a known verb nor inflected like one
    if word.endswith("ings") and any(ch in "aeiouy" for ch in word[:-4]):
        return False  # "Tuesday evenings", "the settings": a plural noun ("brings", "strings")
    prev = toks[i - 1]
    nxt = toks[i + 1] if i + 1 < len(toks) else None
    if prev.text == ":" and lexical and nxt is not None and nxt.low in lx.DETERMINERS:
        return True  # "Quillmere: bump the pin to 1.5": an imperative after a label
    if prev.punct or prev.low in lx.DETERMINERS or prev.low in lx.PREPOSITIONS:
        return False
    if prev.low.isdigit() and (not lexical or word.endswith("s")):
        return False  # "73 bins from now on", "after 5 retries": what a count counts
    if _compound_after_preposition(toks, i, word):
        return False  # "58 messages per route switch.": a noun closing the phrase
    if nxt is not None and (nxt.low in lx.COPULAS or nxt.low in lx.AUXILIARIES):
        return False  # "the binders are ..." : a plural noun before its verb
    if nxt is not None and nxt.low == "of":
        return False
    if (
        word.endswith("ing")
        and (prev.capital or prev.shaped)
        and nxt is not None
        and i + 2 == len(toks)
        and content(nxt)
        and not (nxt.shaped or nxt.capital)
    ):
        return False  # "# Quillmere warning level": a noun phrase closing the clause
    if lexical and _noun_before_past(toks, i):
        return False  # "brantor-oncall schedule ownership moved to Ana": a noun's modifier
    if lexical:
        verb = (
            nxt is None
            or not (nxt.low in lx.REPORTING or nxt.low in lx.VERB_PREDICATE)
            or (word, nxt.low) in lx.PHRASAL  # "rolled back": a particle, not a verb
            or (s_form(word) and _object_plural(toks, i))  # "Ana runs builds nightly"
        )
    elif len(word) <= 3 or word.endswith(("ss", "us", "is")):
        return False
    elif word.endswith("ed"):
        verb = True
    elif not word.endswith("s") or nxt is None:
        return False
    else:
        verb = (
            nxt.low in lx.DETERMINERS
            or nxt.low in lx.PREPOSITIONS
            or nxt.low in ADVERBS
            or nxt.low in lx.PRONOUNS
            or nxt.low == "that"
            # (a noun in -ing is no participle: "the X boules evening moves to Y")
            or (nxt.low.endswith(("ed", "ing")) and nxt.low not in _ING_NOUNS)
            or _object_plural(toks, i)
        )
    # "the release status is ...": a noun of the subject when a copula comes later, unless
    # an object opens right after it ("we agreed the next thing to do is ...")
    if not verb:
        return False
    opens = nxt is not None and (
        nxt.low in lx.DETERMINERS or nxt.low in lx.PRONOUNS or is_literal(nxt)
    )
    return opens or not copula_follows(toks, i)


VERBS = frozenset(lx.VERB_PREDICATE) | lx.CHANGE | lx.REPORTING


# bare verb forms the vocabulary knows: every form of its verbs that is no -s, past or -ing form
_BARE = frozenset(
    w
    for w in VERBS | lx.PHRASAL_BASES | set(lx.IRREGULAR)
    if not w.endswith(("s", "ed", "ing"))
    and w not in lx.IRREGULAR_PARTICIPLES
    and not any(w in forms for forms in lx.IRREGULAR.values())
)


def _bare_after_plural(toks: list[Tok], i: int) -> bool:
    """``toks[i]`` is a bare verb right after a plural noun that follows a word of its noun
    phrase, opening a particle's or a preposition's phrase ("X updates go out via the
    chat", "the Brantor releases roll out on Fridays"): a verb whose subject is plural. A
    verb's -s form takes no bare verb as its object's head."""
    if i < 2 or i + 1 >= len(toks):
        return False
    # "X announcements now live in #y": an adverb may stand between the subject and its verb
    p = i - 2 if i >= 3 and toks[i - 1].low in ADVERBS else i - 1
    t, plural, before, nxt = toks[i], toks[p], toks[p - 1], toks[i + 1]
    if t.punct or t.shaped or t.capital or t.low not in _BARE:
        return False
    if plural.punct or plural.shaped or plural.capital or not content(plural):
        return False
    if not s_form(plural.low):
        return False
    if before.punct or not (content(before) or before.capital or before.shaped):
        return False
    return not nxt.punct and (nxt.low in lx.PREPOSITIONS or nxt.low in lx.DETERMINERS)


def _object_plural(toks: list[Tok], i: int) -> bool:
    """``toks[i]`` in -s stands between a name and a plain plural ("Bo covers shifts", "X
    freezes changes every Thursday", "Bo checks X changes"): the verb, the plural its
    object."""
    prev, nxt = toks[i - 1], toks[i + 1]
    opens = i == 1 or toks[i - 2].punct
    if (nxt.capital or nxt.shaped) and i + 2 < len(toks):
        i += 1  # "Bo checks X changes": the plural's name before it
        nxt = toks[i + 1]
    after = toks[i + 2] if i + 2 < len(toks) else nxt
    # one word opening the clause ("Bo", "X"), no verb itself, and a plural that is no verb
    # before a preposition or a participle ("X news goes to ...", "gets posted")
    return (
        content(prev)
        and prev.low not in VERBS
        and prev.low not in _BARE
        and opens
        and s_form(nxt.low)
        and content(nxt)
        and not (nxt.capital or nxt.shaped or nxt.hyphen)
        and not (after.low in lx.PREPOSITIONS or participle(after))
        and not _bare_after_plural(toks, i + 2)
    )


# common nouns in -ing, often the head of a compound ("the X boules evening", "pool training")
_ING_NOUNS = lx.word_set(
    "evening morning meeting building setting ceiling clothing thing string spring ring king"
    " wing pudding painting wedding sibling feeling training booking briefing ending listing"
    " heading landing parking housing funding tasting screening gathering outing"
)


# common verbs the predicate vocabulary leaves out, in their bare form
_COMMON_BARE = lx.word_set("need require want take get go come stay have cost reach")


def _modified_plural(toks: list[Tok], i: int) -> int:
    """``toks[i]`` in -s opens a short phrase of a preposition and a name or a noun phrase,
    and a bare verb follows it, taking an object ("Licence changes for X need Bo's ok",
    "Changes to the X config need sign-off"): a plural noun, the bare verb its own. The
    bare verb's index, or 0."""
    n = len(toks)
    if i + 3 >= n or toks[i + 1].low not in lx.PREPOSITIONS:
        return 0
    for j in range(i + 3, min(i + 6, n - 1)):
        t, before, after = toks[j], toks[j - 1], toks[j + 1]
        if any(x.punct or x.low in lx.CONJUNCTIONS for x in toks[i + 2 : j]):
            return 0
        if (
            (t.low in _BARE or t.low in _COMMON_BARE)
            and t.low not in lx.CHANGE  # "zones per tzdata bump 45": a compound's noun
            and not (t.capital or t.shaped or t.punct)
            and before.low not in lx.PREPOSITIONS
            and before.low not in lx.DETERMINERS
            and not after.punct
            and (
                after.low in lx.DETERMINERS
                or after.low in lx.PRONOUNS
                or after.low in lx.PREPOSITIONS
                or after.capital
                or after.shaped
                or after.hyphen
            )
        ):
            return j
    return 0


def s_form(word: str) -> bool:
    """A word in -s that may be a plural or a verb's -s form ("updates", "joins"; not
    "process", "status", "basis")."""
    return word.endswith("s") and not word.endswith(("ss", "us", "is"))


def _compound_after_preposition(toks: list[Tok], i: int, word: str) -> bool:
    """A base form closing a clause right after a preposition's singular noun is that noun's
    head ("per route switch", "for the crate check"): a verb after a singular subject takes
    its -s, and a base form with the past's spelling ("set", "put") may still be a verb."""
    if i < 2 or word.endswith(("s", "ed", "ing")) or word in lx.IRREGULAR_PARTICIPLES:
        return False
    nxt = toks[i + 1] if i + 1 < len(toks) else None
    if nxt is not None and not nxt.punct:
        return False
    prev, before = toks[i - 1], toks[i - 2]
    if prev.punct or prev.shaped or prev.low.endswith("s") or not content(prev):
        return False
    return before.low in lx.PREPOSITIONS or (
        before.low in lx.DETERMINERS and i >= 3 and toks[i - 3].low in lx.PREPOSITIONS
    )


def _noun_before_past(toks: list[Tok], i: int) -> bool:
    """A word that could be a verb, then a noun, then a verb of change or relation in the
    past tense (not a participle before "by") or a passive ("got bumped", "was moved"): the
    first two are the subject's noun phrase ("schedule ownership moved to Ana", "deploy
    window shifted to 18:00", "warning level got bumped to 84")."""
    if i + 2 >= len(toks):
        return False
    nxt, past = toks[i + 1], toks[i + 2]
    if nxt.punct or nxt.shaped or not content(nxt) or nxt.low in VERBS:
        return False
    if (past.low in lx.GET_PASSIVE or past.low in lx.COPULAS) and (
        i + 3 < len(toks) and participle(toks[i + 3])
    ):
        return True  # "the X warning level got bumped to 84": a passive after the noun
    if past.punct or past.shaped or not past.low.endswith("ed") or past.low not in VERBS:
        return False
    return not (i + 3 < len(toks) and toks[i + 3].low == "by")


def copula_follows(toks: list[Tok], i: int) -> bool:
    """A copula or auxiliary later in the clause, before any literal or comma."""
    for t in toks[i + 1 :]:
        if t.punct or t.shaped:
            return False
        if t.low in lx.COPULAS or t.low in lx.AUXILIARIES:
            return True
    return False


def main_verb(toks: list[Tok], lo: int, *, opening: bool = True) -> tuple[int, int] | None:
    """(first, last) index of the main verb group at or after ``lo``; None for a verbless
    clause. At a clause's opening, an imperative ("Set the timeout to ...") is a verb at
    ``lo``."""
    n = len(toks)
    first = toks[lo] if lo < n and opening else None
    if first is not None and first.low in ("let", "lets", "let's"):
        lo += 1 + (lo + 1 < n and toks[lo + 1].low == "us")
        first = toks[lo] if lo < n else None
    if first is not None and not first.punct and not first.shaped and lo + 1 < n:
        w, nxt = first.low, toks[lo + 1]
        if (
            _third_person(w)
            and nxt.low in lx.PREPOSITIONS
            and main_verb(toks, lo + 2, opening=False) is not None
        ):
            pass  # "Changes to X need sign-off from Ana": a plural noun and its modifier open it
        elif (
            w in lx.VERB_PREDICATE
            or w in lx.CHANGE
            or w in lx.PHRASAL_BASES
            or w in ("give", "make")
        ) and (
            nxt.low in lx.DETERMINERS
            or nxt.low in lx.PRONOUNS
            or nxt.low == "that"
            or is_literal(nxt)
            or not any(t.low in lx.COPULAS or t.text in ("=", ":") for t in toks[lo + 1 :])
        ):
            return lo, lo
    for i in range(lo, n):
        t = toks[i]
        if t.punct and t.text == "=":
            return i, i
        if t.punct:
            continue
        if t.low in lx.GET_PASSIVE and i + 1 < n and participle(toks[i + 1]):
            return i, i + 1  # "got reverted", "gets rotated": a passive, even without a subject
        if t.low in lx.COPULAS or t.low in lx.AUXILIARIES:
            if i == lo:
                continue  # a question's auxiliary, or a fragment
            j = i
            while j + 1 < n and (
                toks[j + 1].low in lx.COPULAS
                or toks[j + 1].low in lx.AUXILIARIES
                or toks[j + 1].low in ADVERBS
                or toks[j + 1].low in lx.HEDGES
                or toks[j + 1].low in lx.NEGATIONS
            ):
                j += 1
            if j + 1 < n and not toks[j + 1].punct and not toks[j + 1].shaped:
                w = toks[j + 1].low
                if (
                    participle(toks[j + 1])
                    or (
                        w.endswith("ing")
                        and (
                            w in lx.VERB_PREDICATE
                            or w in lx.CHANGE
                            or w in lx.REPORTING
                            # "Ana is looking after the X rota": a phrasal verb's progressive
                            or (j + 2 < n and (w, toks[j + 2].low) in lx.PHRASAL)
                            # "once 83 messages are waiting.": a progressive closing a clause
                            # whose subject counts (the count is the value, not the state)
                            or (
                                all(t.punct for t in toks[j + 2 :])
                                and any(t.text[:1].isdigit() for t in toks[lo:i])
                            )
                        )
                    )
                ):
                    j += 1
                elif (
                    toks[j].low in lx.AUXILIARIES
                    and content(toks[j + 1])
                    and not toks[j + 1].capital
                    and toks[j + 1].low not in lx.UNIT_AFTER_NUMBER
                ):
                    j += 1  # "should use", "will keep" (not "might be limit 5", "has Priya")
            return i, j
        if is_verbish(toks, i):
            return i, i
    return None


def _third_person(word: str) -> bool:
    """A verb's -s form ("changes", "moves", "switches"), which never opens an imperative."""
    if not word.endswith("s") or word.endswith("ss"):
        return False
    bases = (word[:-1], word[:-2]) if word.endswith("es") else (word[:-1],)
    return any(b in VERBS or b in lx.PHRASAL_BASES for b in bases)


def participle(t: Tok) -> bool:
    return (
        not t.punct
        and not t.shaped
        and (t.low.endswith(("ed", "en")) or t.low in lx.IRREGULAR_PARTICIPLES)
    )


def undoing(toks: list[Tok], front: int, v0: int, v1: int, hi: int) -> tuple[bool, bool]:
    """(whether the clause undoes an event, whether that event is the clause before's).

    A passive of a verb of undoing with no new value ("PR #12 got reverted", "it was rolled
    back after it broke staging"; not "was reverted to 30 seconds", a change) says what the
    event did no longer holds: its own subject's, or, when the subject is a pronoun or left
    out ("tried to fix it but got reverted"), what the clause before stated."""
    passive = any(
        toks[k].low in lx.COPULAS or toks[k].low in lx.AUXILIARIES or toks[k].low in lx.GET_PASSIVE
        for k in range(v0, v1)
    )
    last = toks[v1].low
    k = v1 + 1
    if k < hi and (last, toks[k].low) in lx.UNDOING_PHRASAL:
        k += 1
    elif last not in lx.UNDOING:
        return False, False
    if not passive or (k < hi and toks[k].low in ("to", "into")):
        return False, False
    subject = [t for t in toks[front:v0] if not t.punct and t.low not in ADVERBS]
    return True, all(t.low in lx.PRONOUNS or t.low in lx.DETERMINERS for t in subject)


def verbal(word: str) -> bool:
    """A word that reads as a verb of the vocabulary (a predicate's, a change's, one of
    communication, a copula or an auxiliary) or a past participle in -ed."""
    return (
        word in lx.VERB_PREDICATE
        or word in lx.CHANGE
        or word in lx.REPORTING
        or word in lx.COPULAS
        or word in lx.AUXILIARIES
        or (len(word) > 4 and word.endswith("ed"))
    )


def split_phrasal(vwords: list[str], toks: list[Tok], v1: int, hi: int) -> str | None:
    """The relation of a phrasal verb whose object, one literal, stands before its particle
    ("hand libs/quill/ over to ...", "roll build-12 back"), or None."""
    if not vwords or v1 + 2 >= hi:
        return None
    if not is_literal(toks[v1 + 1]):
        # "Ana has taken the Quillmere rota on", "Bo took the rota over": a particle of a
        # change of holder closing the clause after the noun phrase it took
        last = hi - 1
        while last > v1 and toks[last].punct:
            last -= 1
        inner = toks[v1 + 1 : last]
        if (
            (vwords[-1], toks[last].low) in _TAKING
            and 0 < len(inner) <= 5
            and all(not t.punct and t.low not in lx.PREPOSITIONS for t in inner)
        ):
            return "change"
        # "Bo took it over this week": the particle before a closing phrase of time
        for k in range(v1 + 2, min(last, v1 + 7)):
            if (vwords[-1], toks[k].low) in _TAKING:
                inner, rest = toks[v1 + 1 : k], toks[k + 1 : last + 1]
                return (
                    "change"
                    if all(not t.punct and t.low not in lx.PREPOSITIONS for t in inner)
                    and rest
                    and all(t.low in lx.TEMPORAL or t.low in lx.DETERMINERS for t in rest)
                    else None
                )
        return None
    return lx.PHRASAL.get((vwords[-1], toks[v1 + 2].low))


# a change of holder said by a phrasal verb split by its object ("take X on", "hand X over")
_TAKING = {(form, p) for form in lx.forms(["take", "hand"]) for p in ("on", "over")}


def phrasal(vwords: list[str], toks: list[Tok], v1: int, hi: int) -> str | None:
    """The relation a phrasal verb states ("ruled out" -> "rejected", "took over" ->
    "change"), or None."""
    if not vwords or v1 + 1 >= hi:
        return None
    return lx.PHRASAL.get((vwords[-1], toks[v1 + 1].low))


def predicate(vwords: list[str], toks: list[Tok], v1: int, hi: int) -> str:
    rel = phrasal(vwords, toks, v1, hi)
    if rel is not None and rel != "change":
        return rel
    for w in reversed(vwords):
        w = w.split("-")[-1]
        if w in lx.VERB_PREDICATE:
            return lx.VERB_PREDICATE[w]
    if vwords and vwords[-1] in lx.COPULAS and v1 + 1 < hi:
        prep = toks[v1 + 1].low
        if prep in ("on", "at", "using"):
            return "uses"
        if prep in ("in", "inside"):
            return "located"
    return "is"


def compound_head(span: list[Tok], k: int) -> bool:
    """The base form at ``k`` heads a noun compound ("the winter tyre swap", "a disk swap"): a
    plain word of its phrase before it, not a pronoun, an auxiliary or "to" ("we swap", "will
    swap", "to swap" are verbs)."""
    if k == 0 or span[k].low != span[k].low.rstrip("s") or span[k].low.endswith(("ed", "ing")):
        return False
    prev = span[k - 1]
    return (
        not prev.punct
        and content(prev)
        and prev.low not in lx.PRONOUNS
        and prev.low not in lx.AUXILIARIES
        and prev.low != "to"
        and prev.low not in lx.VERB_PREDICATE
        and prev.low not in lx.CHANGE
    )


def held_by(toks: list[Tok], front: int, v0: int, v1: int, hi: int) -> bool:
    """A person holding a thing: one to three capitalised words, all of the subject, then a
    single verb of keeping or having ("keeps", "holds", "has") and a definite object with no
    place after it ("Cy keeps the tower key"; not "Ana keeps the keys in the safe",
    "the X holds the backups")."""
    if v0 != v1 or toks[v0].low not in _HOLDING or not 0 < v0 - front <= 3:
        return False
    if not all(t.capital and t.text.isalpha() for t in toks[front:v0]):
        return False
    rest = [t for t in toks[v1 + 1 : hi] if not t.punct]
    # "from now on", "as of today": a phrase of time says when, not where
    cut = next((n for n, t in enumerate(rest) if t.low in ("from", "since", "as", "until")), None)
    rest = rest[:cut]
    return (
        bool(rest)
        and (rest[0].low == "the" or rest[0].low in lx.POSSESSIVES)
        and not any(t.low in _PLACE for t in rest)
    )


_HOLDING = lx.forms(["keep", "hold"]) | lx.word_set("has have had")
_PLACE = lx.word_set("in at on under inside behind beside near")


def lowered_to(toks: list[Tok], lo: int, hi: int, vals: list[Value]) -> bool:
    """A value with a digit is the object of a "to" ("down to") phrase of the complement."""
    for k in range(lo + 1, hi):
        if not any(v.start == toks[k].start and DIGIT.search(v.text) for v in vals):
            continue
        j = k - 1
        if j > lo and toks[j].low == "down":
            j -= 1
        if toks[j].low == "to":
            return True
    return False


_PERIODS = frozenset({"week", "month", "year", "quarter", "sprint", "season", "release", "term"})
# the seasons, a period gone by after "last" ("last summer") like the periods above
_SEASONS = frozenset({"spring", "summer", "autumn", "fall", "winter"})
_ONE = frozenset({"a", "an", "one", "two", "three", "four", "few", "couple"})


def past_state(
    toks: list[Tok], v0: int, v1: int, lo: int, hi: int, *, change: bool = False
) -> bool:
    """The clause's verb is a bare past copula ("was", "were") and the clause is set in a period
    gone by ("last month", "two years ago"): it states what held then ("last month the X was
    42 probes"), not what holds. A change made then ("last month we set it to 30", "was set
    to 30 last week") still holds and is no past state.
    So is a verb of another kind in the simple past ("covered", "ran") in a period gone by, for
    a span ("covered the X reports for one week") or on one occasion ("reviewed one X change",
    "sorted the box once"): an episode that ended, unless the verb makes a change."""
    if v0 != v1:
        return False
    copula = toks[v0].low in ("was", "were")
    if not copula and (change or not _simple_past(toks, v0)):
        return False
    # what the verb governs ("asked to borrow it for a day": the span is the borrowing's)
    own = next((j for j in range(v1 + 1, hi) if toks[j].low == "to"), hi)
    for k in range(lo, hi):
        # the clause's last word may be the occasion ("sorted the box once")
        a, b = toks[k].low, toks[k + 1].low if k + 1 < hi else ""
        if a == "last" and (b.rstrip("s") in _PERIODS or (not copula and b in _SEASONS)):
            return True
        if b.rstrip("s") in _PERIODS | {"age"} and k + 2 < hi and toks[k + 2].low == "ago":
            return True  # "two years ago", "ages ago"
        if copula or not v1 < k < own:
            continue
        if (
            a == "for"
            and k + 2 < hi
            and (b in _ONE or b.isdigit())
            and toks[k + 2].low.rstrip("s") in _PERIODS | {"day", "fortnight"}
        ):
            return True  # "covered it for one week": a span that ended
        if a == "once" or (a == "one" and k + 1 < hi and _counts(toks[k + 1])):
            return True  # "reviewed one X change", "sorted the box once": one occasion
    return False


def _counts(t: Tok) -> bool:
    """The word after "one" is what it counts ("one X change"), not a verb ("step one is
    done", "the blocking one is ...")."""
    return content(t) and t.low not in lx.COPULAS and t.low not in lx.AUXILIARIES


def _simple_past(toks: list[Tok], i: int) -> bool:
    """A verb in the simple past, with no auxiliary before it ("Bo covered", not "has
    covered", "is covered")."""
    low = toks[i].low
    if not lx.past_form(low):
        return False
    return i == 0 or (toks[i - 1].low not in lx.AUXILIARIES and toks[i - 1].low not in lx.COPULAS)


_ADDRESSED_BY = frozenset({"we", "i", "you"})


def vocative(toks: list[Tok], lo: int, hi: int) -> bool:
    """A single word and a comma opening a clause whose subject is "we", "I" or "you": the
    people it addresses ("Team, we start ...", "Ana, you own it"), no thing it is about."""
    return (
        hi - lo > 3
        and toks[lo + 1].text == ","
        and not toks[lo].punct
        and not toks[lo].shaped
        and toks[lo].low not in lx.PREPOSITIONS
        and toks[lo + 2].low in _ADDRESSED_BY
    )
