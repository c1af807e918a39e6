"""What a yes/no question puts to the test (``checked``: its literal values, the names outside
the phrase naming its thing, the phrase after "still") and the relation a question's verb asks
(``relation``: "ask" asks a want only with "for"), for ``policy.questions``. Pure functions of
the question's text."""

from __future__ import annotations

from cairn.policy import lexicon as lx
from cairn.policy.facts import read
from cairn.policy.tokens import Tok, content, stem, tokenize
from cairn.policy.verbs import verbal

__all__ = ["checked", "relation"]


def relation(verb: str | None, toks: list[Tok]) -> str | None:
    """The relation the question's verb asks; "ask" asks a want only with "for" ("what did
    Bo ask for?"): "whom do we ask about X?" asks whom to consult."""
    if verb is None:
        return None
    if verb in _ASK:
        at = next((n for n, t in enumerate(toks) if t.low == verb), len(toks))
        if at + 1 >= len(toks) or toks[at + 1].low != "for":
            return None
    return lx.VERB_PREDICATE.get(verb)


_ASK = lx.forms(["ask"])


def checked(text: str, names: frozenset[str], topic: frozenset[str]) -> frozenset[str]:
    """The literals a yes/no question checks, as stems: its literal values ("Is X still in
    F2?", "... still 85 minutes?", "... still going live on 2025-10-02?") and, when a phrase
    names the thing ("... for the X rollout?"), the names outside it ("Is Ana still the
    person for the X rollout?")."""
    out: set[str] = set()
    after: set[str] = set()  # what is tested after "still"
    words = [t for t in tokenize(text) if not t.punct]
    still = next((t.start for t in words if t.low == "still"), None)
    for c in read(text).clauses:
        for v in c.values:
            if v.shape == "word" or (c.change and not _changed_to(words, v.start)):
                # "has anyone changed the X quota since ...": what a change acts on is the
                # thing asked; "has X moved to Y?" tests Y
                continue
            out |= {stem(t.low) for t in tokenize(v.text) if not t.punct}
            if still is not None and v.start > still:
                after |= {stem(t.low) for t in tokenize(v.text) if not t.punct}
    if topic:
        out |= {stem(n) for n in names if stem(n) not in topic and n not in topic}
    # "Is the X rota still Bo's?", "Is X still with Ana?": a name after "still" is
    # the value put to the test (one inside a phrase naming the thing aside)
    toks = [t for t in tokenize(text) if not t.punct]
    at = next((n for n, t in enumerate(toks) if t.low == "still"), None)
    obj: set[str] = set()  # the names of the thing an "-ing" verb after "still" acts on
    if at is not None:
        n = at + 1
        bare = toks[0].low in _DO  # "does" takes a bare verb: "buy", whatever the lexicon
        if (
            n + 1 < len(toks)
            and (bare or verbal(toks[n].low))
            and toks[n + 1].low in lx.PREPOSITIONS
        ):
            n += 1  # "Does X still buy from Y?": the verb's object is tested
        skipped = {stem(t.low) for t in toks[at + 1 : n]}
        while n < len(toks) and (toks[n].low in lx.PREPOSITIONS or toks[n].low == "owned"):
            n += 1  # "still with Ana", "still owned by Ana"
        before = {stem(t.low) for t in toks[1:at] if t.low in names and t.low not in topic}
        if (
            n < len(toks)
            and toks[n].low in names
            and toks[1].low in names
            and _owner(text, toks, n)
        ):
            # "Is Y still X's supplier?": X's role is the thing, the name before "still" tested
            out = (out - {stem(toks[n].low)}) | before
        elif n < len(toks) and toks[n].low in names and toks[n].low not in topic:
            out.add(stem(toks[n].low))
            after.add(stem(toks[n].low))
        elif (
            n + 1 < len(toks)
            and toks[n].low.endswith("ing")
            and toks[0].low in lx.COPULAS
            and (toks[n + 1].low in lx.DETERMINERS or content(toks[n + 1]))
        ):
            # "Is Ana still reviewing the X rollout?": Ana is tested, and the names of the
            # verb's object up to a preposition are the thing ("still leading X on-call")
            end = next((m for m in range(n + 1, len(toks)) if toks[m].low in lx.PREPOSITIONS), None)
            if before:
                obj = {stem(t.low) for t in toks[n + 1 : end] if t.low in names}
            out |= before
        elif (
            n < len(toks)
            and toks[n].low in _ROLE_OPENS
            and toks[0].low in lx.COPULAS
            and all(t.low in names for t in toks[1:at])
        ):
            out |= before  # "Is Ana still the X tech lead?": the name before "still" is tested
        after |= _still_phrase(text)
        out = (out | after) - obj
        # a name in the phrase naming the thing ("... for the X rollout") is not tested
        after -= set(topic) | {stem(w) for w in topic}
        # a name in -ing ("Brantoring") is no verb
        verb_after = (
            n < len(toks)
            and toks[n].low not in names
            and (verbal(toks[n].low) or toks[n].low.endswith("ing"))
        )
        rest = {stem(t.low) for t in toks if content(t)} - out - skipped
        if (
            after
            and not rest
            and at > 1
            and not verb_after
            and (toks[0].low in lx.AUXILIARIES or toks[0].low in lx.COPULAS)
        ):
            # "Is X still at the boathouse?", "Is X still at host-9?": when every word would
            # be tested, the names between the opening verb and "still" are the thing's and
            # what follows "still" is tested ("Is Bo still handling X's rota?" tests Bo)
            out -= {stem(t.low) for t in toks[1:at] if t.low in names} - after
        out |= _when(toks, at, names)
    # "Is Ana still the tech lead for X?": the name of the phrase naming the thing is no value
    # put to the test beside another (a number there is: "... for 47 days?")
    held = [n for n in names if n.isalpha() and (n in topic or stem(n) in topic)]
    aside = {*held, *(stem(n) for n in held)}
    return frozenset(out - aside if out - aside else out)


_DO = lx.word_set("do does did")
_ROLE_OPENS = lx.word_set("the a an our their")


def _when(toks: list[Tok], at: int, names: frozenset[str]) -> set[str]:
    """ "Does X still send its report on Monday?", "Does X still meet in March?": a day or a
    month closing the question after the verb, the thing named before "still", is the value
    put to the test ("Does Ana still review changes on Brantor?" tests no name of a thing)."""
    if toks[0].low not in _DO or not any(t.low in names for t in toks[1:at]):
        return set()
    last = len(toks) - 1
    if last < at + 3 or toks[last - 1].low not in _AT or toks[last].low.rstrip("s") not in _DAYS:
        return set()
    return {stem(toks[last].low)}


_AT = lx.word_set("on at in")
_DAYS = (lx.TEMPORAL | lx.MONTHS) - lx.TIME_UNITS


def _owner(text: str, toks: list[Tok], n: int) -> bool:
    """The name at ``n`` is a possessor before a noun ("Brantor's supplier"), asked of
    a subject that is a name ("Is Y still X's supplier?"; "Is the rota still Bo's job?" tests
    Bo: its subject is the thing)."""
    return (
        text[toks[n].end : toks[n].end + 2] in ("'s", "’s")
        and n + 1 < len(toks)
        and content(toks[n + 1])
    )


def _still_phrase(text: str) -> frozenset[str]:
    """ "Is X's report still plain text?", "... still at the church crypt?": the phrase that
    ends the question after "still" (a preposition and a determiner aside) is the value it
    puts to the test, when it is a short noun phrase (no verb: "still happening", "still on
    for Friday" test none) and no role ("Is Ana still the approver?": Ana is tested), and
    holds no literal (the value reader reads "still in shelf F2" as F2)."""
    toks = tokenize(text)
    at = next((n for n, t in enumerate(toks) if t.low == "still"), None)
    if at is None:
        return frozenset()
    n = at + 1
    if n + 1 < len(toks) and verbal(toks[n].low) and toks[n + 1].low in lx.PREPOSITIONS:
        n += 1  # "still meet in the function room": where it meets is tested
    if n < len(toks) and toks[n].low in lx.PREPOSITIONS:
        n += 1
    elif n < len(toks) and toks[n].low in lx.DETERMINERS:
        return frozenset()  # "Is Ana still the approver?": the phrase names the role
    opened = n
    while n < len(toks) and toks[n].low in lx.DETERMINERS:
        n += 1
    named = n > opened  # after a determiner, a word that may be a verb is a noun ("coach")
    end = n
    while end < len(toks) and not toks[end].punct and content(toks[end]):
        end += 1
    phrase = toks[n:end]
    if (
        not phrase
        or len(phrase) > 4
        or (end < len(toks) and toks[end].text != "?")
        or any(verbal(t.low) and not (named and not t.low.endswith("ing")) for t in phrase)
        # a literal in it is the value, read as one ("still in shelf F2": F2)
        or any(t.shaped or t.capital for t in phrase)
    ):
        return frozenset()
    return frozenset(stem(t.low) for t in phrase)


def _changed_to(words: list[Tok], start: int) -> bool:
    """The word before the value at ``start`` is a preposition ("moved to Y", "set at 45")."""
    before = [t for t in words if t.end <= start]
    return bool(before) and before[-1].low in lx.PREPOSITIONS
