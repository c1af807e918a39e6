"""What a record states of what a question asks, by the question's class rather than its
words: a place ("are archived in the post bag"), a person's name for "who", a value of the
class a noun of the question names ("how high is the guest limit": a count). Used by the
memory reader (``bench.hexis_parts``, ``bench.hexis_adapter``) where the record words what is
asked otherwise. Pure; no I/O."""

from __future__ import annotations

from cairn.policy import attributes, facts, measures, questions, updates
from cairn.policy import lexicon as lx
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
