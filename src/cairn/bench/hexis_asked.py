"""What a record states of what a question asks, by the question's class rather than its
words: a place ("are archived in the post bag"), a person's name for "who", a value of the
class a noun of the question names ("how high is the guest limit": a count). Used by the
memory reader (``bench.hexis_parts``, ``bench.hexis_adapter``) where the record words what is
asked otherwise; whether the two sides a question comparing records reads differ
(``sides_differ``, by amounts, identifiers or places); whether a record tells only of an
episode that ended (``episodic``) or of what a person wants (``wishes``), neither of which
holds what is asked. Pure; no I/O."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence

from cairn.policy import attributes, facts, measures, questions, updates, verbs
from cairn.policy import lexicon as lx
from cairn.policy.clauses import Clause
from cairn.policy.tokens import Tok, content, stem, tokenize

__all__ = ["asks_where", "placed", "replaces", "states_asked"]


def placed(text: str, *, moved: frozenset[str] | None = None) -> bool:
    """A live clause states a place: a preposition of place before a determiner and a noun
    that is no time ("are archived in the post bag"; "kept for 65 days", "on the Friday" state
    none). With ``moved`` (the stems of what is asked about), "to" after a verb of change
    counts too when what was moved is named in those words or not at all ("X has moved over
    to the masonic hall", "moved the X cart to the lab" asked about the X cart; not "moved the
    X tax kit to the lockers" asked about X's spares)."""
    for c in facts.read(text).clauses:
        if not facts.live(c):
            continue
        toks = [t for t in tokenize(text[c.start : c.end]) if not t.punct]
        for k, t in enumerate(toks[:-2]):
            at = t.low in _AT_PLACE or (
                moved is not None and t.low == "to" and _moved(toks[:k], moved)
            )
            if (
                at
                and toks[k + 1].low in lx.DETERMINERS
                and toks[k + 2].low not in lx.TEMPORAL
                and not toks[k + 2].text[:1].isdigit()
            ):
                return True
    return False


def places(text: str, names: frozenset[str] = frozenset()) -> set[frozenset[str]]:
    """The places a text's live clauses state ("held at the top pitch", "see you at the
    clubhouse gym for ..."): the words after a preposition of place and a determiner, up to
    the next preposition or mark, none of ``names``."""
    out: set[frozenset[str]] = set()
    for c in facts.read(text).clauses:
        if not facts.live(c):
            continue
        toks = tokenize(text[c.start : c.end])
        for k, t in enumerate(toks[:-2]):
            if t.low not in _AT_PLACE or toks[k + 1].low not in lx.DETERMINERS:
                continue
            words: list[str] = []
            for x in toks[k + 2 : k + 6]:
                if x.punct or x.low in lx.PREPOSITIONS:
                    break
                words.append(x.low)
            place = frozenset(words) - names
            if place and words[0] not in lx.TEMPORAL and not words[0][:1].isdigit():
                out.add(place)
    return out


def _moved(before: list[Tok], about: frozenset[str]) -> bool:
    """A verb of change in ``before`` (the words before "to"), and the content words after it
    (what was moved) all among ``about``."""
    verb = next((k for k, t in enumerate(before) if t.low in lx.CHANGE), None)
    if verb is None:
        return False
    moved = {stem(t.low) for t in before[verb + 1 :] if content(t)} - {stem(w) for w in _OVER}
    return moved <= about


_OVER = lx.word_set("over across along back")
_AT_PLACE = frozenset({"in", "at", "on", "into", "onto", "inside", "under"})


def states_asked(q: questions.Question, text: str) -> bool:
    """The record states, in a live clause answering ``q``, a value of what ``q`` asks: a
    person's or a group's name for "who" (none holding a name the question gives), a value of
    the class a noun of the question names, a value of the shape a yes/no question tests, or,
    for "where", a place it moved to or is at. A question asking none of these is not judged:
    False."""
    cls = attributes.asked_with_format(q.text)
    tested = _tested(q)
    if (cls is None or tested) and (asks_where(q) or tested) and placed(text, moved=_about(q)):
        return True
    if cls is None and not tested:
        return False
    spelled = measures.spelled(text)  # numbers in words read as digits
    for c in questions.answering(q, facts.read(spelled)):
        if c.hedged or c.negated:
            continue
        # a person named as the clause's subject ("From this week Ana okays X changes")
        named = [n for n in c.names if n not in q.names and _capitalised(spelled, n)]
        if (cls == "owner" or "name" in tested) and named:
            return True
        if not facts.live(c):
            continue
        for v in c.values:
            if set(v.key.split()) & q.names:
                continue  # "the Quillmere readme" names no one leading Quillmere
            if cls is None or tested:
                if v.shape in tested:
                    return True
            elif v.shape == "name" if cls == "owner" else attributes.holds(v.text, cls):
                return True
    return False


def _tested(q: questions.Question) -> set[str]:
    """The shapes of the values a yes/no question puts to the test ("Is Bo still coordinating
    X?": a name, whether or not the question reads it as a value)."""
    read = {v.key: v.shape for c in facts.read(q.text).clauses for v in c.values}
    return {read.get(k) or ("name" if _capitalised(q.text, k) else "word") for k in q.checked}


def _capitalised(text: str, word: str) -> bool:
    """``word`` is written with a capital where a sentence does not require one (``Tok.capital``)."""
    return any(t.low == word and t.capital for t in tokenize(text))


def asks_where(q: questions.Question) -> bool:
    """The question's first wh-word is "where"."""
    wh = next((t.low for t in tokenize(q.text) if t.low in lx.WH_WORDS), None)
    return wh == "where"


def replaces(q: questions.Question, old: str, new: str) -> bool:
    """``new`` may replace ``old`` for ``q`` by what it states rather than by its words: it
    states what is asked (``states_asked``), and either places the thing or holds at least as
    much of the question as ``old``, or says it corrects, announces an update or retires what
    held ("Let's go with Bo as X coordinator instead"). A later record changing another item
    of the thing ("cut the cylinder change to 61") replaces nothing asked of one item."""
    if not states_asked(q, new):
        return False
    if questions.holds(q, new) >= questions.holds(q, old):
        return True
    moved = placed(new, moved=_about(q)) and not placed(new)  # "moved the X cart to the lab"
    return updates.corrects(new) or updates.announces(new) or updates.retires(new) or moved


def _about(q: questions.Question) -> frozenset[str]:
    """The question's words and names, as said and stemmed."""
    return q.words | q.names | {stem(n) for n in q.names}


_NUMBER = re.compile(r"(?<![\w.])\d+(?:\.\d+)?(?![\w.]*\d)")


def sides_differ(
    a: str, b: str, names: frozenset[str] = frozenset(), *, where: bool = False
) -> bool:
    """Whether the answers of the two sides a question compares give different amounts:
    measured alike (a time of day, a duration, a date, in any notation), the measures differ;
    measured by neither, the numbers they state, spelled or in digits ("no more than
    fifty-seven" / "max_batch: 63"), have none in common; stating no number either, the
    identifiers they state other than ``names`` have none in common. Words alone say nothing
    here."""
    ma, mb = measures.measures(a), measures.measures(b)
    dims = {d for d, _ in ma} & {d for d, _ in mb}
    if dims:
        return all(
            {v for d, v in ma if d == dim}.isdisjoint(v for d, v in mb if d == dim) for dim in dims
        )
    if where:
        # asked where: the places the two sides state, one said within the other agreeing
        pa, pb = places(a, names), places(b, names)
        if pa and pb:
            return not any(x <= y or y <= x for x in pa for y in pb)
    if ma or mb:
        return False
    na = set(_NUMBER.findall(measures.spelled(a)))
    nb = set(_NUMBER.findall(measures.spelled(b)))
    if na and nb:
        return na.isdisjoint(nb)
    # no amount on either side: the identifiers they state (a code, a name, a named version:
    # "LGPL-3.0" / "ISC", "Node 22" / "Ruby 3.3"), other than the thing asked, have none in
    # common
    ia, ib = _identifiers(a, names), _identifiers(b, names)
    # one said within the other ("PDF" / "a PDF file") is the same
    return bool(ia and ib) and not any(
        set(x.split()) <= set(y.split()) or set(y.split()) <= set(x.split()) for x in ia for y in ib
    )


_IDENTIFIER_SHAPES = frozenset({"code", "name", "named-number", "version"})


def _identifiers(text: str, names: frozenset[str]) -> set[str]:
    """The identifiers a text's live clauses state, other than ``names``; stating none, the
    names they give ("released under the Zlib licence": Zlib)."""
    out: set[str] = set()
    named: set[str] = set()
    for c in facts.read(text).clauses:
        if c.hedged or c.negated or c.predicate == "rejected":
            continue
        out |= {v.key for v in c.values if v.shape in _IDENTIFIER_SHAPES}
        named |= set(c.names)
    return (out - names) or (named - names)


def episode(q: questions.Question, c: Clause) -> bool:
    """The clause tells of an episode that ended ("Bo covered the X reports for one week",
    ``verbs.past_state``: its values are old), asked neither of that episode (a question in the
    past by the clause's verb: "who covered the X reports?") nor of what records or a source
    say."""
    if c.values or not c.old_values or c.change or q.conflict or q.source:
        return False
    return not _asked_in_past(q, c.verbs)


def _asked_in_past(q: questions.Question, said: frozenset[str]) -> bool:
    """The question asks in the past by one of the verbs ``said`` ("who covered the X?")."""
    toks = tokenize(q.text)
    said = frozenset(_y(x) for x in said)  # "tidied" and "tidy" alike
    past = any(t.low in ("did", "was", "were") for t in toks) or any(
        _y(stem(t.low)) in said and (t.low.endswith("ed") or t.low in lx.IRREGULAR_PAST)
        for t in toks
    )
    return past and bool(said & {_y(stem(t.low)) for t in toks})


def _y(key: str) -> str:
    return key[:-1] + "y" if key.endswith("i") else key


def episodic(q: questions.Question, text: str) -> bool:
    """Every clause of ``text`` with a value, old or live, tells of an episode that ended (a
    clause setting its time, "while the usual reviewer was away", tells nothing of its own)."""
    norm = unicodedata.normalize("NFKC", text)
    clauses = facts.read(norm).clauses
    told = [
        k
        for k, c in enumerate(clauses)
        if (c.values or c.old_values) and not _subordinate(norm, clauses[k - 1].end if k else 0, c)
    ]
    if told:
        return all(episode(q, clauses[k]) or _while_then(q, norm, clauses, k) for k in told)
    # no clause gives a value ("Bo helped tidy the X boxes once, ta", "Cy stood in on the X
    # pager one night"): an episode when a clause tells of one occasion in the simple past
    return not (q.conflict or q.source) and any(_occasion(q, norm, c) for c in clauses)


def _occasion(q: questions.Question, norm: str, c: Clause) -> bool:
    """The clause's first verb in the past tells of one occasion (``verbs.past_state``), and
    the question does not ask of it in the past by any verb the clause says ("who tidied the X
    boxes?")."""
    toks = tokenize(norm[c.start : c.end])
    first = next((i for i, t in enumerate(toks) if lx.past_form(t.low)), None)
    if first is None or not verbs.past_state(toks, first, first, 0, len(toks), change=c.change):
        return False
    return not _asked_in_past(q, frozenset(stem(x.low) for x in toks if content(x)))


def _while_then(q: questions.Question, norm: str, clauses: Sequence[Clause], k: int) -> bool:
    """The clause tells in the simple past of what was done while something held that the
    next clause, opening with "while" or "when", tells in the past ("Bo covered the X requests while
    someone was on leave"): an episode bounded by it, asked neither in the past by its verb nor
    of what records or a source say."""
    c = clauses[k]
    if k + 1 >= len(clauses) or c.change or q.conflict or q.source:
        return False
    after = clauses[k + 1]
    between = [t.low for t in tokenize(norm[c.end : after.start]) if not t.punct]
    then = tokenize(norm[after.start : after.end])
    if not {*between[-1:], *(t.low for t in then[:1])} & _WHILE:  # or "when" ("once when")
        return False
    if not any(t.low in ("was", "were") or lx.past_form(t.low) for t in then):
        return False
    toks = tokenize(norm[c.start : c.end])
    first = next((i for i, t in enumerate(toks) if lx.past_form(t.low)), None)
    if first is None or (
        first and (toks[first - 1].low in lx.AUXILIARIES or toks[first - 1].low in lx.COPULAS)
    ):
        return False  # "has covered", "was covered": no simple past
    return not _asked_in_past(q, c.verbs)


_WHILE = lx.word_set("while whilst when")


def _subordinate(norm: str, after: int, c: Clause) -> bool:
    """The clause opens with a subordinating word, in it or right before it ("..., while the
    lead was on leave")."""
    before = [t.low for t in tokenize(norm[after : c.start]) if not t.punct]
    first = [t.low for t in tokenize(norm[c.start : c.end])[:1]]
    return bool({*before[-1:], *first} & _SUBORDINATORS)


_SUBORDINATORS = lx.word_set("while when whilst because since as if until after before")


def wishes(q: questions.Question, text: str) -> bool:
    """ "Bo would like to shadow the X treasurer": a person wanting a role holds none of it, asked
    who holds it by a verb the record does not use for the wish."""
    asked = {stem(t.low) for t in tokenize(q.text)}
    clauses = facts.read(text).clauses
    return (
        wants(text)
        and any(c.verbs & WISHING for c in clauses)
        and not any(c.verbs & asked for c in clauses)
    )


# the verbs of wanting ("would like to", "wants", "asked to", "offered to"), stemmed
WISHING = frozenset(stem(w) for w in ("like", "want", "wish", "prefer", "hope", "ask", "offer"))


def wants(text: str) -> bool:
    """Every clause stating a value says what a person it names wants or asked for ("Bo
    asked to borrow the X key", "Ana wants the Friday slot")."""
    valued = [c for c in facts.read(text).clauses if c.values or c.old_values]
    return bool(valued) and all(
        c.predicate == "prefers" and {stem(n) for n in c.names} & c.subject for c in valued
    )


def asks_who(q: questions.Question, within: int | None = None) -> bool:
    """The question asks who: "who ...", "whose ...", "which of us ..." (with ``within``, a
    "who" among its first words)."""
    toks = [t.low for t in tokenize(q.text) if not t.punct]
    if WHO & set(toks[:within]):
        return True
    return any(toks[i : i + 3] == ["which", "of", "us"] for i in range(len(toks) - 2))


WHO = frozenset({"who", "whom", "whose"})


def named_subject(text: str, c: Clause, names: frozenset[str]) -> bool:
    """The clause's verb has a subject of one word written with a capital, no name the
    question gives ("Bo opens up the X hut", the first word of its sentence)."""
    toks = [t for t in tokenize(text[c.start : c.end]) if not t.punct]
    return (
        c.verbal
        and len(c.subject) == 1
        and len(toks) > 1
        and toks[0].text[:1].isupper()
        and toks[0].text.isalpha()
        and content(toks[0])
        and toks[0].low not in lx.PRONOUNS
        and toks[0].low not in names
        and stem(toks[0].low) in c.subject
    )


def stated_apart(q: questions.Question, a: str, b: str) -> bool:
    """A question asking a colour or a format ("do A and B agree on the X colours?"): each
    record states values of that class, neither all the other's ("bottle green and cream" /
    "teal and white"; "green" says part of "green and white"), whatever frame each says them
    in."""
    cls = attributes.asked_with_format(q.text)
    if cls not in ("colour", "format"):
        return False
    said_a, said_b = attributes.stated(a, cls), attributes.stated(b, cls)
    return bool(said_a) and bool(said_b) and not (said_a <= said_b or said_b <= said_a)
