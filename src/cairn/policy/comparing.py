"""Whether a question is a yes/no one, and whether it compares records ("Do A and B say the
same X?", "..., and is it written the same way in both places?", "Check A against B."): the
question reading's (``policy.questions``) tests of its form. Pure, like the rest of it."""

from __future__ import annotations

import itertools

from cairn.policy import lexicon as lx
from cairn.policy.lexicon import word_set
from cairn.policy.tokens import Tok, stem

# a yes/no question comparing records ("Do A and B say the same X?", "Does A match B?", "Are A
# and B in line about X?") asks whether they conflict
_COMPARE_WORDS = frozenset(
    stem(w)
    for w in word_set(
        "match matches differ different identical agree agreement disagree consistent inconsistent"
    )
)


def polar(toks: list[Tok]) -> bool:
    """A yes/no question opens with an auxiliary or a copula ("Is ...", "Do ...", "Has ..."),
    after a label if any ("Quick question: is ..."); one asking the listener to tell ("Can
    you remind me which ...", "Do you know who ...") is a wh-question put politely."""
    words = [t for t in toks if not t.punct or t.text == ":"]
    colon = next((n for n, t in enumerate(words[:5]) if t.text == ":"), None)
    words = [t for t in words[colon + 1 if colon is not None else 0 :] if not t.punct]
    if not words or not (words[0].low in lx.AUXILIARIES or words[0].low in lx.COPULAS):
        return False
    return not (len(words) > 1 and words[1].low == "you")


def compares(toks: list[Tok]) -> bool:
    lows = {t.low for t in toks}
    if any(stem(w) in _COMPARE_WORDS for w in lows):
        return True
    if "same" in lows and lows & {"and", "as", "both"}:
        # "do A and B say the same X", "does A say the same as B", "is it the same in both"
        return True
    # "are A and B in line" (in step, in sync), "do the dates in A and B line up"
    return any(
        (a.low == "in" and b.low in _IN_AGREEMENT) or (a.low == "line" and b.low == "up")
        for a, b in itertools.pairwise(toks)
    )


# "in X": two things agreeing
_IN_AGREEMENT = frozenset({"line", "step", "sync", "accord", "agreement"})


_CHECK_AGAINST = frozenset({"check", "compare", "cross-check", "verify"})
_PART_ENDS = frozenset({".", "?", "!", ";", ":", "\u2014", "\u2013"})
_PART_READ = 120  # the words of a part read (a question's part is far shorter)


def compares_after(toks: list[Tok]) -> bool:
    """A question that goes on to compare records in a part of its own: a yes/no question
    after a sentence, a colon, a dash or ", and" ("What share does X check, and do the minutes
    and the config say the same?", "How long are X kept, and is it written the same way in both
    places?"), or a request to check one record against another ("How long may X run? Check
    the handbook against the scheduler.", "Compare the agenda and the text from Bo.")."""
    # where each part ends (the next sentence mark), found once: a part is read up to it, and
    # at most ``_PART_READ`` words of it (a long text of many ", but" parts stays linear)
    ends, end = [0] * len(toks), len(toks)
    for k in range(len(toks) - 1, -1, -1):
        if toks[k].text in (".", "?", "!"):
            end = k
        ends[k] = end
    for n in range(len(toks)):  # a request opening the question counts too ("Check A ...")
        prev = toks[n - 1] if n else None
        after_and = n >= 2 and toks[n - 1].low in ("and", "but") and toks[n - 2].text == ","
        if prev is not None and not (after_and or prev.text in _PART_ENDS):
            continue
        part = toks[n : min(ends[n], n + _PART_READ)]
        if polar(part) and compares(part):
            return True
        if part and part[0].low in _CHECK_AGAINST and any(t.low == "against" for t in part):
            return True
        if part and part[0].low == "compare" and any(t.low in ("and", "with") for t in part):
            return True  # "Compare the agenda and the text from Bo."
    return False
