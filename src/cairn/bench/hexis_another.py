"""Whether a record's value is another thing's: the asked thing named only as the complement
of another noun ("the dry run for the kettle audit is 10 May")."""

from __future__ import annotations

from cairn.bench.hexis_terms import only_as
from cairn.policy import attributes, facts, measures, questions, updates
from cairn.policy import lexicon as lx
from cairn.policy.tokens import content, stem, tokenize

# nouns of a stance taken on a thing: its value is the thing's ("my pick for X is Y")
_STANCE_NOUNS = frozenset({"pick", "choice", "preference", "decision", "recommendation"})


_DEGREE = lx.word_set("best better well worse worst fine")
# the prepositions a noun takes its complement with ("the dry run for X", "photos of X", "the
# reminder about the X certificate")
_COMPLEMENT = lx.word_set("for of about")


def of_another(q: questions.Question, text: str) -> bool:
    """Every clause of ``text`` stating a value names what the question asks about only as the
    complement of another noun ("the Quillmere dry run for the kettle audit is 10 May",
    "photos of the kettle audit are up", "reminder about the X certificate goes out ..."): the value is that other thing's, not the asked
    one's. A noun naming an attribute ("the date for the kettle audit", "the cap of X") is
    what is asked, not another thing."""
    if only_as(q, text):
        return True
    head = q.subject_head
    named = {stem(n) for n in q.names} | set(q.names)
    if head is None or head in named:
        return False
    norm = measures.spelled(text)
    found = False
    for c in facts.read(norm).clauses:
        if not c.values:
            continue
        toks = tokenize(norm[c.start : c.end])
        at = next((k for k, t in enumerate(toks) if stem(t.low) == head), None)
        by_name = at is None
        if by_name:
            # "nominations for the X trophies close ...", the X trophy night asked: the asked
            # name, when the clause says no head of the question's (a noun of any attribute
            # before it may be the head in other words: "limit for X" asked its ceiling)
            at = next((k for k, t in enumerate(toks) if t.low in named), None)
        if at is None:
            continue  # names no asked thing: judged by the other clauses
        if at + 1 < len(toks) and toks[at + 1].text == ":":
            return False  # a title's label ("SLO doc for X: availability 99.9%") heads a value
        # the start of the asked phrase ("the kettle audit"): its words and determiners
        k = at - 1
        while (
            k >= 0
            and not toks[k].punct
            and (stem(toks[k].low) in q.subject or toks[k].low in lx.DETERMINERS)
        ):
            k -= 1
        if k < 1 or toks[k].low not in _COMPLEMENT:
            return False
        noun = toks[k - 1]
        counted = toks[max(0, k - 3) : k]
        # "data protection questions about X go to P", asked X's data protection contact: the
        # words of what is asked before a noun of what is said about X
        if toks[k].low == "about" and any(
            stem(t.low) in q.subject - named for t in toks[max(0, k - 4) : k - 1]
        ):
            return False
        if any(t.text[:1].isdigit() or measures.number_word(t.low) for t in counted):
            return False  # "57k rps for the X", "two approvals for X": a measure of X
        if (
            not content(noun)
            or noun.capital
            or noun.shaped
            or stem(noun.low) in q.words
            or (attributes.class_of(noun.low) is not None and by_name)
            or _attribute_asked(q, noun.low)
            or noun.low in updates.PUT_FORWARD  # "my vote for X is Thursday": a stance on X
            or noun.low in _STANCE_NOUNS
            or noun.low in _DEGREE  # "Friday suits best for X": no noun, an adverb
            # "let's go with the old rink for the X": the noun is the value given for X
            or any(v.start <= c.start + noun.start < v.end for v in c.values)
        ):
            return False
        found = True
    return found


def _attribute_asked(q: questions.Question, word: str) -> bool:
    """The noun names an attribute stated by a kind of value the question asks, or any when it
    asks none ("the date for X" asked when; "the reminder email for X goes out on 9 May", a
    time asked, names a contact: another thing)."""
    cls = attributes.class_of(word)
    asked = attributes.asked_with_format(q.text)
    return cls is not None and (
        asked is None or bool(set(attributes.kinds_of(cls)) & set(attributes.kinds_of(asked)))
    )
