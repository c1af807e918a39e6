"""What answers a question, as against what only relates to it, for the memory benchmark's
reader (``bench.hexis_adapter``): a question that joins several asks is answered part by part
(``joined``), and a question asking an attribute whose values are literals is not answered by a
record that only mentions the thing (``answering``). Split from the adapter: one concept, the
parts of what is asked and the records that hold them."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from cairn.bench.hexis_terms import coverage, question_terms, terms
from cairn.model import Memory
from cairn.policy import attributes, facts, measures, questions, stance_words
from cairn.policy.tokens import stem, tokenize

# document frequencies of the reader's terms over the visible memories, and their count
Frequencies = tuple[dict[str, int], int]


def frequencies(visible: Sequence[Memory]) -> Frequencies:
    """How many of the visible memories hold each reader term, and how many there are."""
    df: dict[str, int] = {}
    for m in visible:
        for t in terms(m.text):
            df[t] = df.get(t, 0) + 1
    return df, len(visible)


def joined(
    q: questions.Question,
    read: Sequence[Memory],
    used: Sequence[Memory],
    freq: Frequencies,
    *,
    weight: Callable[[Memory], float],
    floor: float,
) -> list[Memory]:
    """A question that joins several ("who runs X now, and which channel do I use?", "what
    day and what time is X?") is answered part by part: for each part, lent what the whole
    is about (its names and subject), the memories supported best for it that state a
    literal answering it (in the part's words, or a value of the class it asks for: "what
    time", a clock time). One memory answering the whole may answer one part only. A part
    with a pronoun ("which channel do I use to reach them", "who chose it") refers to what
    another part answers: a memory that mentions a value already answering is preferred."""
    asks = questions.parts(q.text)
    if not asks or not read:
        return []
    df, n = freq
    shared = question_terms(q) & ({stem(x) for x in q.names} | set(q.names) | _topic(q))
    by_id = {m.id: m for m in read}
    held = {m.id: terms(m.text) for m in read}
    answered = {m.id for m in used}  # what answers the whole sets each part's bar too
    out: list[Memory] = []
    for part in asks:
        pq = questions.ask(part)
        own = question_terms(pq) - shared
        # what the part asks for, when the vocabulary knows it ("what time": a schedule)
        cls = attributes.asked(part)
        if not own and cls is None:
            continue  # "whose is it now" asks a holder whatever words the whole lends it
        want = own | shared
        sup = {
            m.id: coverage(want & held[m.id], df, n) * weight(m)
            for m in read
            if (own & held[m.id] and m.id in answered)
            or (
                (own & held[m.id] or (cls is not None and attributes.holds(m.text, cls)))
                and states_literal(pq, m.text)
            )
        }
        if _PRONOUNS & {t.low for t in tokenize(part)}:
            sup = _linked(q, sup, by_id, [*used, *out])
        best = max(sup.values(), default=0.0)
        out.extend(m for m in read if best > 0 and sup.get(m.id, 0.0) >= floor * best)
    return out


def _linked(
    q: questions.Question,
    sup: dict[str, float],
    by_id: dict[str, Memory],
    taken: Iterable[Memory],
) -> dict[str, float]:
    """Of the records not yet answering, those that mention an answer of another part, when
    some do (with the records already answering, which set the bar)."""
    taken = list(taken)
    known = {w for m in taken for w in _stated(m.text)} - set(q.names)
    ids = {m.id for m in taken}
    linked = {i for i in sup if i not in ids and any(v in by_id[i].text.casefold() for v in known)}
    return {i: s for i, s in sup.items() if i in linked or i in ids} if linked else sup


def _stated(text: str) -> set[str]:
    """The values and names a memory states, casefolded (a value it replaced left out)."""
    claim = facts.read(text)
    return {v.casefold() for v in claim.values} | {x for c in claim.clauses for x in c.names}


_PRONOUNS = frozenset({"it", "them", "they", "him", "her", "he", "she", "its", "their"})


def _topic(q: questions.Question) -> set[str]:
    """Words of the question's opening topic phrase ("For the X press run, ...")."""
    return {stem(w) for w in questions.topic_words(q.text)}


def answering(q: questions.Question, used: list[Memory]) -> list[Memory]:
    """Answer, don't relate: for a question asking an attribute whose values are literals (a
    cap, a time, a size: ``attributes.asked``), when some memories state a literal that
    answers, one that only mentions what is asked ("photos from the lift inspection are on
    the shared drive") is left out. A question asking for a step or a reason is answered in
    words."""
    # a class a noun of the question names ("which team owns X?"), else one its interrogative
    # implies ("who", "how many")
    named = attributes.asked(q.text, cues=False)
    cls = named or attributes.asked(q.text)
    if cls is None or questions.parts(q.text):
        return used  # a question joining several asks several classes: each part judges
    # the thing asked about is no value of it: "Quillmere" in "photos from the Quillmere
    # session" names no owner of Quillmere
    names = tuple(sorted(q.names))
    # a class a noun names is answered by a memory stating a value of it before one stating
    # another literal (the two approvals X's changes need); a class only the interrogative
    # implies is not judged so
    held = {m.id for m in used if named and attributes.holds(m.text, named, names)}
    if held:
        return [m for m in used if m.id in held]
    literal = {
        m.id for m in used if states_literal(q, m.text) or attributes.holds(m.text, cls, names)
    }
    return [m for m in used if m.id in literal] if literal else used


def states_literal(q: questions.Question, text: str) -> bool:
    """A live clause that answers states a literal: a value by its form (a number, a code, a
    name), or names a thing the question does not ("Starting this sprint, Ana cuts the
    releases": the person is what a "who" asks)."""
    spelled = measures.spelled(text)
    for c in questions.answering(q, facts.read(spelled)):
        if (
            c.hedged and not stance_words.approximate(tokenize(spelled[c.start : c.end]))
        ) or c.negated:
            continue
        if c.predicate == "rejected":
            continue
        # the thing asked about is no value answering it ("Coffee budget discussed at the
        # Quillmere meeting" states nothing of Quillmere)
        values = [v for v in c.values if v.key not in q.names]
        if any(not v.phrase or any(ch.isdigit() for ch in v.text) for v in values):
            return True
        if (c.names | c.context_names) - q.names:
            return True  # "Bo said they are driving it": the reporter is who is asked
    return False
