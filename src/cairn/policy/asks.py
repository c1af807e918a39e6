"""The asks a question joins: "Who runs X now, and which channel do I use?", a closing list
("..., day and time?"), a list after a colon ("the X limits: biggest batch, and finish
time?"), and the topic a question opens with ("For the X run, ...", "For X: ..."), which each
part is lent. Split from ``policy.questions`` (which re-exports ``parts`` and ``topic_words``):
one concept, the parts of what is asked (and the words asking whether records conflict). Pure;
tokens only.
"""

from __future__ import annotations

import itertools

from cairn.policy import attributes, phrases
from cairn.policy import lexicon as lx
from cairn.policy.tokens import Tok, content, stem, tokenize
from cairn.policy.verbs import participle, verbal

__all__ = [
    "CONFLICT_WORDS",
    "TOPIC_OPENERS",
    "clause_object",
    "counted",
    "leading_topic",
    "named_agreement",
    "parts",
    "topic_words",
]


# the words of a question asking whether records conflict
CONFLICT_WORDS = frozenset(
    stem(w)
    for w in lx.word_set(
        "conflict conflicting contradict contradiction contradictory disagree disagreement"
        " inconsistent inconsistency clash dispute agree agreement consistent consistency"
        " discrepancy mismatch"
    )
)


def named_agreement(toks: list[Tok]) -> frozenset[str]:
    """ "agreement" as the head of a noun compound ("a new hire agreement", "the service
    agreement's end date") names a document, asks of no agreement between records: the word,
    stemmed, when every use of it in the question is so."""
    uses = [k for k, t in enumerate(toks) if t.low in ("agreement", "agreements")]
    if uses and all(
        k > 0
        and content(toks[k - 1])
        and not verbal(toks[k - 1].low)
        and toks[k - 1].low not in ("reach", "reached", "any", "full", "broad", "general")
        for k in uses
    ):
        return frozenset({stem("agreement")})
    return frozenset()


def parts(text: str) -> list[str]:
    """The questions a question joins ("Who runs X now, and which channel do I use?", "What
    day and what time is X?", "How big is a batch and how many runs are there?", "When does X
    happen now, day and time?"): each part as a question of its own, or none when it asks
    one thing. A part keeps only its own words; the caller lends it what the whole is about."""
    toks = tokenize(text)
    words = [t for t in toks if not t.punct]
    cuts: list[int] = []  # token indexes where a part starts
    for n, t in enumerate(toks):
        if t.low != "and" or n + 1 >= len(toks):
            continue
        nxt = toks[n + 1]
        # "..., and which channel ...", "..., and by which day?" (a preposition first)
        at = n + 2 if nxt.low in lx.PREPOSITIONS and n + 2 < len(toks) else n + 1
        if toks[at].low in lx.WH_WORDS and any(x.low in lx.WH_WORDS for x in toks[:n]):
            cuts.append(n + 1)
    if cuts:
        bounds = [0, *cuts, len(toks)]
        out = []
        for lo, hi in itertools.pairwise(bounds):
            seg = toks[lo:hi]
            while seg and (seg[-1].punct or seg[-1].low == "and"):
                seg = seg[:-1]
            if seg:
                out.append(text[seg[0].start : seg[-1].end])
        return out if len(out) > 1 else []
    listed = _colon_list(toks)
    if listed:
        return listed
    paired = _two_attributes(text, toks)
    if paired:
        return paired
    # a closing list of what is asked: "..., day and time?"
    comma = max((n for n, t in enumerate(toks) if t.text == ","), default=None)
    if comma is None or not words or words[0].low not in lx.WH_WORDS:
        return []
    tail = [t for t in toks[comma + 1 :] if not t.punct]
    if not 3 <= len(tail) <= 5 or [t.low for t in tail].count("and") != 1:
        return []
    items = " ".join(t.low for t in tail).split(" and ")
    if any(not item or any(verbal(w) for w in item.split()) for item in items):
        return []
    return [f"what {item}" for item in items]


def _two_attributes(text: str, toks: list[Tok]) -> list[str]:
    """ "what's the location of the X and the deadline for the Y?": a wh-word asking "the A"
    (or a place, a time or a person: "where X is held") and, after "and", "the B", each a noun
    naming an attribute: two asks, the second as a question of its own ("what is the deadline
    for the Y")."""
    words = [t for t in toks if not t.punct]
    wh = next((n for n, t in enumerate(words) if t.low in lx.WH_WORDS), None)
    if wh is None or wh + 3 >= len(words):
        return []
    n = wh + 1
    if words[n].low in lx.COPULAS:
        n += 1
    # "remind me where X is held and the deadline for the Y": an interrogative asking a
    # place, a time or a person is an ask of its own, whatever clause follows it
    own = words[wh].low in ("where", "when", "who", "whom")
    if not own and (words[n].low != "the" or attributes.class_of(words[n + 1].low) is None):
        return []
    for k in range(n + 2, len(words) - 2):
        if (
            words[k].low == "and"
            and words[k + 1].low == "the"
            and attributes.class_of(words[k + 2].low) is not None
            # "where do Ana and the team meet": the first ask needs its own verb
            and (not own or any(verbal(w.low) for w in words[n:k] if w.low not in lx.AUXILIARIES))
        ):
            first = text[words[wh].start : words[k - 1].end]
            return [first, "what is " + text[words[k + 1].start : words[-1].end]]
    return []


def _colon_list(toks: list[Tok]) -> list[str]:
    """A list of what is asked after a colon ("the X limits: biggest batch, and finish time?",
    "both dates for X: rehearsal and the day itself", "For X: location of the Y, and its
    count?"): each item a noun phrase of its own (no verb, up to six words), two or three of
    them, joined by "and" or commas; what opens the question, before the colon, is lent to each
    by the caller."""
    colon = max((n for n, t in enumerate(toks) if t.text == ":"), default=None)
    if colon is None:
        return []
    opening = " ".join(t.low for t in toks[:colon])
    if toks[-1].text != "?" and next(phrases.request_objects(opening), None) is None:
        return []  # "Note: the deploy and the rollback" asks nothing
    items: list[list[Tok]] = [[]]
    for t in toks[colon + 1 :]:
        if t.punct and t.text in "?.!":
            continue
        if t.text == "," or t.low == "and":
            if items[-1]:
                items.append([])
            continue
        if t.punct:
            return []
        items[-1].append(t)
    items = [i for i in items if i]
    if not 2 <= len(items) <= 3 or any(len(i) > 6 for i in items):
        return []
    # a copula, an auxiliary or an interrogative makes an item a clause ("is X on 20")
    closed = lx.COPULAS | lx.AUXILIARIES | lx.WH_WORDS
    if any(t.low in closed for i in items for t in i):
        return []
    if any(not any(content(t) for t in i) for i in items):
        return []
    return ["what " + " ".join(t.text for t in i) for i in items]


def topic_words(text: str) -> list[str]:
    """The words of the topic phrase a question opens with ("For the X run, ..."), lower case."""
    toks = tokenize(text)
    i = next((n for n, t in enumerate(toks) if t.low in lx.WH_WORDS and not t.punct), len(toks))
    lead = [t.low for t in leading_topic(toks[:i]) if content(t)] or _label(toks)
    if lead or not _colon_list(toks):
        return lead
    # a list asked after a colon is about what the opening asks for: "Remind me of the X
    # mural wash limits: biggest batch, and finish time?" asks both of the X mural wash
    colon = max(n for n, t in enumerate(toks) if t.text == ":")
    obj = next(phrases.request_objects(text[: toks[colon].start].casefold()), None)
    return [t.low for t in tokenize(" ".join(obj)) if content(t)] if obj else []


def _label(toks: list[Tok]) -> list[str]:
    """The words of a name labelling the question before a colon ("Quillmere: X, and Y?"):
    one to three words, the first capitalised, none a function word."""
    colon = next((n for n, t in enumerate(toks) if t.text == ":"), None)
    if colon is None or not 1 <= colon <= 3 or not toks[0].text[:1].isupper():
        return []
    head = toks[:colon]
    if any(t.punct or not content(t) for t in head):
        return []
    return [t.low for t in head]


def leading_topic(before: list[Tok]) -> list[Tok]:
    """The words of a topic phrase opening the question ("For X,", "On X,", "Regarding X,"),
    up to its comma; none when the question opens otherwise."""
    if not before or before[0].low not in TOPIC_OPENERS:
        return []
    out: list[Tok] = []
    for t in before[1:]:
        if t.text in (",", ":"):  # "For X, ...", "For X: ..."
            return out
        if t.punct:
            return []
        out.append(t)
    return []


TOPIC_OPENERS = frozenset({"for", "on", "about", "regarding", "re", "concerning"})


def clause_object(rest: list[Tok]) -> list[Tok]:
    """What a clause of time or condition after the asked verb acts on: "(which number do I
    quote) when I ring Anvilworth's vendor" asks about Anvilworth's vendor; the clause's
    opener, subject and verb are its scene, no qualifier of the thing. Otherwise ``rest``."""
    if len(rest) < 4 or rest[0].low not in lx.SUBORDINATORS or rest[1].low not in _PERSONAL:
        return rest
    # after the clause's subject pronoun, its verb (a word of no class the vocabulary knows,
    # "ring", reads as one there), past any auxiliary ("when we have to call X")
    k = 2
    while k < len(rest) and (rest[k].low in lx.AUXILIARIES or rest[k].low == "to"):
        k += 1
    verb = rest[k] if k < len(rest) else None
    if verb is None or verb.punct or verb.shaped or verb.capital:
        return rest
    return rest[k + 1 :] if any(content(t) for t in rest[k + 1 :]) else rest


_PERSONAL = frozenset({"i", "we", "you", "they", "he", "she", "someone", "somebody"})


def counted(text: str) -> set[str]:
    """The nouns a question counts ("what's the most rods the X can hold?", "how many
    archers", "the maximum load"), stemmed: the unit of the count asked, no thing it is
    about. After "most" or "many" only a plural counts ("the most recent report" counts
    nothing)."""
    toks = tokenize(text)
    return {
        stem(b.low)
        for a, b in itertools.pairwise(toks)
        if content(b)
        and not (b.shaped or b.capital)
        and (a.low in _BOUNDS or (a.low in _COUNTING and b.low.endswith("s")))
    }


_COUNTING = lx.word_set("most many fewest least")
_BOUNDS = lx.word_set("maximum minimum max min")


def get_passive(toks: list[Tok], n: int) -> bool:
    """A form of "get" before a past participle is a passive's auxiliary ("gets paged",
    "got picked"), not the verb of the question ("who gets the keys")."""
    return toks[n].low in lx.GET_PASSIVE and n + 1 < len(toks) and participle(toks[n + 1])
