"""Words that change a clause's stance, read by their neighbours: "not" before a bound is a
limit, not a denial ("not after 2025-06-07"); "about" before anything but a quantity is a
preposition, not a hedge; a modal before a bound permits ("may take up to 60 min"); a capital
"May" inside a clause is the month; "I'd have kept it two weeks" says what did not happen; a later conjunct "... and decided against it" rejects what
the clause put forward. Used by ``policy.clauses``; pure, on tokens."""

from __future__ import annotations

import itertools

from cairn.policy import lexicon as lx
from cairn.policy import measures, verbs
from cairn.policy.tokens import DIGIT, Tok


def rejected_after(toks: list[Tok], lo: int, hi: int) -> bool:
    """A later conjunct rejects what the clause put forward, by a pronoun: "... and decided
    against it", "... and ruled it out", "... and turned that down"."""
    for k in range(lo, hi - 1):
        if toks[k].low != "and":
            continue
        rest = [t.low for t in toks[k + 1 : min(hi, k + 6)]]
        for n, w in enumerate(rest):
            after = rest[n + 1 : n + 4]
            rejects = lx.VERB_PREDICATE.get(w) == "rejected" or any(
                lx.PHRASAL.get((w, p)) == "rejected" for p in after
            )
            if rejects and set(after) & _BACK:
                return True
    return False


_BACK = frozenset({"it", "that", "this", "them"})


_WOULD = frozenset({"would", "could", "should", "might"})


def counterfactual(span: list[Tok], k: int) -> bool:
    """A modal's perfect ("I'd have kept them two weeks", "we would've set 40", "it could have
    been 30") says what did not happen, or what someone wished: no record of what holds. The
    modal may be contracted onto its subject ("I'd", "we'd")."""
    low = span[k].low.replace("\u2019", "'")
    if low.endswith(("would've", "could've", "should've", "might've")):
        n = k + 1
    elif (low in _WOULD or (low.endswith("'d") and len(low) > 2)) and (
        k + 1 < len(span) and span[k + 1].low == "have"
    ):
        n = k + 2
    else:
        return _unreal(span, k) or _wished(span, k)
    # the participle after it ("should have 3 replicas" is an obligation, no perfect)
    return n < len(span) and verbs.participle(span[n])


def _unreal(span: list[Tok], k: int) -> bool:
    """ "would" under a condition in the past ("a coach would take 72 of us, if we ever hired
    one", "it would cost £40 if we were members"): what did not happen. A condition in the
    present ("it would retry 3 times if it fails") states a behaviour."""
    low = span[k].low.replace("\u2019", "'")
    if low not in _WOULD and not (low.endswith("'d") and len(low) > 2):
        return False
    # (within a few words either way: a long span costs one pass, whatever its "would"s)
    cond = next((n for n in range(k + 1, min(k + 12, len(span))) if span[n].low == "if"), None)
    if cond is None:
        return False
    return any(
        t.low in ("ever", "were", "had") or t.low in lx.IRREGULAR_PAST or t.low.endswith("ed")
        for t in span[cond + 1 : cond + 8]
    )


def _wished(span: list[Tok], k: int) -> bool:
    """ "wish" before a clause in the past ("wish the X coach had 52 seats", "I wish we were
    on v3"): what someone would like, and is not so. "wish to use X" asks for it (a want);
    "if only X were ..." likewise states what is not."""
    low = span[k].low
    if low == "if" and k + 1 < len(span) and span[k + 1].low == "only":
        k += 1
    elif low not in _WISH or k + 1 >= len(span) or span[k + 1].low == "to":
        return False
    return any(
        t.low in _UNREAL_VERBS or t.low in lx.IRREGULAR_PAST or t.low.endswith("ed")
        for t in span[k + 1 : k + 8]
    )


_WISH = frozenset({"wish", "wishes", "wished"})
_UNREAL_VERBS = frozenset({"had", "were", "was", "could", "would", "did"})


def bounding(toks: list[Tok], k: int) -> bool:
    """ "not" before a word of order or amount bounds a value ("not after 2025-06-07", "not
    more than 5 retries", "no later than 18:00"): a limit, not a denial."""
    low = toks[k].low.replace("\u2019", "'")
    if k + 1 >= len(toks):
        return False
    if low not in ("not", "no"):
        # "never runs past 92 minutes", "can't exceed 41": a negation, a few words, then a
        # word of order or of exceeding before a number
        return (low in ("never", "cannot") or low.endswith("n't")) and _bound_ahead(toks, k)
    if toks[k + 1].low not in _LENGTH and toks[k + 1].low not in _ORDER:
        # "under no circumstances over 41 repairs", "must not go past 40": words between
        return _bound_ahead(toks, k)
    if toks[k + 1].low in _LENGTH:
        # "no longer than 30 min" bounds; "is no longer 30 s" says it stopped being so
        if k + 2 < len(toks) and toks[k + 2].low == "than":
            return True
    elif toks[k + 1].low not in _ORDER:
        return False
    elif any(t.low == "than" or DIGIT.search(t.text) for t in toks[k + 2 : k + 5]):
        return True
    # "kept five weeks and no longer", "3 retries, not more": closing the clause after a
    # number, it bounds that number
    closing = k + 2 >= len(toks) or toks[k + 2].punct
    joined = k > 0 and toks[k - 1].low in ("and", ",", "but")
    return (
        closing
        and joined
        and any(
            DIGIT.search(t.text) or measures.number_word(t.low) for t in toks[max(0, k - 6) : k]
        )
    )


def verb_negated(toks: list[Tok], k: int) -> bool:
    """Whether the negation at ``k`` negates a verb: "didn't", "is not", "does not"."""
    if toks[k].low.endswith("n't"):
        return True
    return k > 0 and toks[k - 1].low in lx.AUXILIARIES | lx.COPULAS


def trailing(toks: list[Tok], k: int) -> bool:
    """A negation opening a clause of its own after a comma, with no value after it ("freeze
    lands on 17 February, nothing merges after that", "the limit is 30, no exceptions"): it
    negates that clause, not the values before the comma."""
    if k == 0 or toks[k - 1].text != "," or toks[k].low not in _NEGATIVE_SUBJECTS:
        return False
    return not any(t.shaped or t.capital or t.hyphen for t in toks[k + 1 :] if not t.punct)


_NEGATIVE_SUBJECTS = frozenset({"nothing", "nobody", "none", "no"})


def denies_nothing(toks: list[Tok], k: int) -> bool:
    """Whether the negation at ``k`` denies no value of the clause: it bounds one, contrasts
    a phrase, confirms nothing changed, or opens a clause of its own after a comma."""
    return (
        bounding(toks, k)
        or contrastive(toks, k)
        or unchanged(toks, k)
        or trailing(toks, k)
        or conditional(toks, k)
    )


def conditional(toks: list[Tok], k: int) -> bool:
    """A negation inside an "if" clause that a comma closes before the clause's point ("if Ana
    doesn't pick up, ring Bo next"): it states the condition; what follows is not denied."""
    for j in range(k - 1, -1, -1):
        if toks[j].punct and toks[j].text in ",;:()":
            return False
        if toks[j].low in _CONDITIONS:
            return any(t.text == "," for t in toks[k + 1 :])
    return False


_CONDITIONS = frozenset({"if", "when", "whenever"})


def unchanged(toks: list[Tok], k: int) -> bool:
    """A negation of a change that closes the clause ("..., nothing's changed", "hasn't
    changed.", "no change", "hasn't moved, still 58"): it confirms what the clause states
    holds, it denies no value. A change to a value ("hasn't changed the timeout to 50") is
    denied; what follows a comma is no object of the change."""
    for m in range(k + 1, min(k + 4, len(toks))):
        t = toks[m]
        if t.low in lx.CHANGE or t.low in ("change", "changes"):
            rest = itertools.takewhile(lambda x: x.text != ",", toks[m + 1 :])
            return not any(x.shaped or x.capital or x.hyphen for x in rest if not x.punct)
        if t.punct or not (t.low in lx.AUXILIARIES or t.low in lx.COPULAS or t.low == "'s"):
            return False
    return False


def contrastive(toks: list[Tok], k: int) -> bool:
    """ "not" between a plain word and a preposition negates that phrase, not the clause:
    "edit it there not in the UI" (a copula or an auxiliary before it, "is not in", "do not",
    negates the clause)."""
    if toks[k].low != "not" or k == 0 or k + 1 >= len(toks):
        return False
    prev, nxt = toks[k - 1], toks[k + 1]
    return (
        nxt.low in lx.PREPOSITIONS
        and nxt.low not in _ORDER
        and not prev.punct
        and prev.low not in lx.COPULAS
        and prev.low not in lx.AUXILIARIES
        and prev.low not in lx.NEGATIONS
    )


def _bound_ahead(toks: list[Tok], k: int) -> bool:
    """Within five words after the negation at ``k``, with no punctuation between, a word
    of order or of exceeding ("past", "over", "above", "exceed") right before a number ("no
    Quillmere sweep run touches more than 97 hosts")."""
    for m in range(k + 1, min(k + 6, len(toks))):
        t = toks[m]
        if t.punct or t.low in lx.NEGATIONS:
            return False
        if t.low in _ORDER or t.low in _EXCEEDING:
            return any(
                DIGIT.search(x.text) or measures.number_word(x.low) for x in toks[m + 1 : m + 3]
            )
    return False


def no_longer(toks: list[Tok], k: int) -> bool:
    """ "no longer" at ``k`` (its "longer") says what stopped ("no longer uses X", "Ana no longer
    leads it"), unless it closes a phrase after a figure: "79 minutes, no longer!" bounds the
    figure."""
    if toks[k].low != "longer" or k == 0 or toks[k - 1].low != "no":
        return False
    closes = k + 1 == len(toks) or toks[k + 1].punct
    # (a clause of its own after the figure's: ", no longer!")
    figure = k == 1 or any(
        DIGIT.search(t.text) or measures.number_word(t.low) for t in toks[max(0, k - 6) : k - 1]
    )
    return not (closes and figure)


_EXCEEDING = frozenset({"exceed", "exceeds", "exceeding", "surpass", "surpasses"})
_LENGTH = frozenset({"longer", "shorter"})
_ORDER = frozenset(
    {"after", "before", "later", "earlier", "more", "less", "fewer", "over", "under", "above"}
    | {"below", "beyond", "past", "sooner"}
)


def preposition(span: list[Tok], k: int) -> bool:
    """ "about" / "around" before anything but a quantity is a preposition ("what I said
    about the rota"), not an approximation ("about 30 minutes", "around two", "around 18:00",
    "about a week"). Ending its phrase, it approximates only a number right before it ("it
    comes to 30 minutes, about"); after a word it is an adverb ("cover works week about", "stick
    around")."""
    if span[k].low not in _APPROXIMATING:
        return False
    nxt = span[k + 1] if k + 1 < len(span) else None
    if nxt is None or nxt.punct:
        # the number, or the number and its unit, right before it ("30 minutes, about")
        before = [t for t in span[:k] if not t.punct][-2:]
        return not any(DIGIT.search(t.text) or measures.number_word(t.low) for t in before)
    return not (
        DIGIT.search(nxt.text) or measures.number_word(nxt.low) or nxt.low in ("a", "an", "half")
    )


_APPROXIMATING = frozenset({"about", "around"})


def month(span: list[Tok], k: int) -> bool:
    """A capitalised "May" inside a clause is the month ("since the May renewal")."""
    return k > 0 and span[k].text == "May"


_BOUNDS = (("up", "to"), ("at", "most"))


def bounded(span: list[Tok]) -> bool:
    """The clause states a bound: "up to" or "at most" before a number."""
    words = [t.low for t in span]
    return any(
        (words[i], words[i + 1]) in _BOUNDS and any(ch.isdigit() for ch in words[i + 2])
        for i in range(len(words) - 2)
    )


def quota(span: list[Tok]) -> bool:
    """The clause allows a number in a period: "may send 42 alerts a month", "can book six
    rooms per term". A modal before such a rate permits; it doubts nothing."""
    words = [t.low for t in span]
    for i, w in enumerate(words[:-3]):
        if w not in ("may", "can") or words[i + 1] in lx.COPULAS or words[i + 1] == "have":
            continue
        for j in range(i + 2, min(i + 5, len(words) - 2)):
            number = any(ch.isdigit() for ch in words[j]) or measures.number_word(words[j])
            if number and any(
                words[k] in ("a", "an", "per", "each", "every")
                and k + 1 < len(words)
                and words[k + 1] in lx.TIME_UNITS
                for k in range(j + 1, min(j + 4, len(words) - 1))
            ):
                return True
    return False


# words that approximate a figure ("about 41 minutes", "roughly 60"), and all words of doubt
_APPROXIMATORS = _APPROXIMATING | {"roughly", "approximately"}
_DOUBT = lx.HEDGES | lx.MODALS_OF_DOUBT | lx.CONJECTURE


def approximate(span: list[Tok]) -> bool:
    """Each word of doubt in the span approximates the number after it ("the X check takes
    about 41 minutes"): it states the figure, roughly, and doubts nothing else. The clause
    stays hedged (an exact figure is preferred); a reader asking what a record states
    counts it as stated."""
    doubts = [n for n, t in enumerate(span) if t.low in _DOUBT]
    return bool(doubts) and all(
        span[n].low in _APPROXIMATORS
        and n + 1 < len(span)
        and (DIGIT.search(span[n + 1].text) is not None or measures.number_word(span[n + 1].low))
        for n in doubts
    )
