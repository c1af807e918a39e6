"""What a memory asserts, for the memory benchmark's reader (``bench.hexis_adapter``): a
question that does not ask about what was rejected is not answered by a rejection beside a
positive statement (``positive``), and one that does not ask about what was guessed or is
unsettled is not answered by a conjecture or a question beside a plain statement (``plain``).
Split from the adapter: one concept, the stance of a statement."""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence

from cairn.model import Memory
from cairn.policy import attributes, facts, measures, questions, recency, stance_words
from cairn.policy import lexicon as lx
from cairn.policy.clauses import Clause
from cairn.policy.tokens import Tok, content, stem, tokenize


def positive(q: questions.Question, pool: Sequence[Memory]) -> list[Memory]:
    """A question that does not ask about what was rejected is not answered by a rejection or
    a negation when a positive statement is there too."""
    if _negative_question(q):
        return list(pool)
    pos = [m for m in pool if not _negative(m)]
    return pos or list(pool)


def plain(q: questions.Question, pool: Sequence[Memory]) -> list[Memory]:
    """A question that does not ask about what was suggested or guessed is not answered by a
    conjecture ("X gets 84 connections, I think?", "might squeeze it down to 16k") when a memory
    about the same things states a value plainly."""
    if _conjecture_question(q):
        # "which decision is still unresolved?": a record that asks or says it is open answers,
        # not one that says what was settled
        if _asks_open(q):
            return [m for m in pool if _open(m.text)] or list(pool)
        return list(pool)
    plain = [m for m in pool if not conjectured(m)]
    if not any(_stated(m) for m in plain):
        return list(pool)
    # a proposal ("Proposal: batch size = 40", "my vote for X is Y") is no value of record
    # where a record stating a value of the class asked ("which day": a record naming one)
    # holds as much of the question
    cls = attributes.asked(q.text)
    put = {m.id for m in plain if proposed(q, m, weak=False)}
    held = {m.id: questions.holds(q, m.text) for m in plain}
    best = max(
        (
            held[m.id]
            for m in plain
            if m.id not in put and _stated(m) and (cls is None or attributes.holds(m.text, cls))
        ),
        default=None,
    )
    if best is None:
        return plain
    return [m for m in plain if m.id not in put or (held[m.id] > best and not _dropped(m.text))]


def _dropped(text: str) -> bool:
    """The record says what it put forward was not taken up: "nothing decided", "no decision
    yet", "nobody agreed", "we did not change anything"."""
    toks = [t.low for t in tokenize(text) if not t.punct]
    return any(
        w in _NONE and any(x in _TAKEN_UP for x in toks[k + 1 : k + 4]) for k, w in enumerate(toks)
    )


_NONE = lx.word_set("nothing not no nobody never didn't")
_TAKEN_UP = lx.word_set("decided decision agreed adopted settled changed change signed")
_UNDECIDED = lx.word_set("unresolved undecided pending unsettled tbd")
_BEFORE_OPEN = lx.word_set("still is are remains remain stays")
_OPEN_MATTERS = lx.word_set("question questions issue issues item items decision decisions")


def _says_open(text: str) -> bool:
    """A word saying a matter is not settled: "unresolved", "pending", "still open", "an open
    question" ("the window opens at 19:00", "open the port" say nothing of it)."""
    toks = [t for t in tokenize(text) if not t.punct]
    return any(
        t.low in _UNDECIDED
        or (
            t.low == "open"
            and (
                (k and toks[k - 1].low in _BEFORE_OPEN)
                or (k + 1 < len(toks) and toks[k + 1].low in _OPEN_MATTERS)
            )
        )
        for k, t in enumerate(toks)
    )


def _asks_open(q: questions.Question) -> bool:
    return _says_open(q.text)


def _open(text: str) -> bool:
    """A record that asks ("should we adopt X?") or says a matter is open."""
    return "?" in text or _says_open(text)


def conjectured(m: Memory) -> bool:
    """Every literal the memory states is hedged or asked about (a bracketed tag, "[#ops-chat]",
    is a label, not a statement; a head phrase, "asking for a friend", states no literal)."""
    # numbers in words read as digits: "may run for at most seventy-three minutes" is a limit
    claim = facts.read(measures.spelled(m.text))
    norm = unicodedata.normalize("NFKC", claim.text)
    valued = [
        c
        for c in claim.clauses
        if any(not v.phrase for v in c.values)
        and not _bracketed(norm, c.start, c.end)
        and not _sender(c, norm)
        and not _signed(c, norm)
    ]
    if not valued:
        # only phrases: a question putting one forward ("Bo pitched a booking app for X,
        # worth a look?"); a hedged phrase is a preference ("I'd rather do Monday mornings")
        phrased = _valued(claim.clauses)
        if not phrased:
            # "Bo asked if they could borrow the X key next week": a reported request with
            # no value, hedged, states nothing of what holds
            return any(c.hedged for c in claim.clauses) and all(
                c.hedged or c.verbs & _ASKING for c in claim.clauses
            )
        return all(recency.asked(norm, c.end) for c in phrased)
    return all(
        (c.hedged and not stance_words.approximate(tokenize(norm[c.start : c.end])))
        or recency.asked(norm, c.end)
        for c in valued
    )


_ASKING = frozenset(stem(w) for w in ("ask", "wonder", "request", "enquire", "inquire"))


def proposed(q: questions.Question, m: Memory, *, weak: bool = True) -> bool:
    """For a question not about what was suggested, every literal the memory states was only
    put forward ("Ana floated 81% at one point", "my vote is X"), or guessed: it is no record
    of what holds. Without ``weak``, a word as often naming a document or an intent ("first
    draft", "a draft invoice", "I'd not plan for more") is no proposal: only a word that puts
    a value forward counts ("Proposal:", "my vote")."""
    if _conjecture_question(q):
        return False
    if conjectured(m):
        return True
    claim = facts.read(m.text)
    norm = unicodedata.normalize("NFKC", m.text)
    valued = [c for c in _valued(claim.clauses) if not _sender(c, norm)]
    return bool(valued) and all(_put_forward(norm[c.start : c.end], weak) for c in valued)


def _valued(clauses: Sequence[Clause]) -> list[Clause]:
    """The clauses stating a literal, or, when none does, those stating a phrase ("Bo pitched
    a booking app for X, worth a look?")."""
    literal = [c for c in clauses if any(not v.phrase for v in c.values)]
    return literal or [c for c in clauses if c.values]


def _put_forward(clause: str, weak: bool = True) -> bool:
    """A word of putting forward in the clause, not a compound's head noun ("the band plan",
    "a test plan", "sprint planning": the thing planned or a meeting, not a plan of one)."""
    toks = tokenize(clause)
    return any(
        (
            t.low in recency.PUT_FORWARD
            and not (t.low in _HEAD_NOUNS and n > 0 and _noun_before(toks[n - 1]))
            and (weak or t.low not in _WEAK or _drafted(toks, n))
        )
        or _requested(toks, n)
        for n, t in enumerate(toks)
    )


def _requested(toks: list[Tok], n: int) -> bool:
    """A request for the value ("Bo asked for 65 a week", "Cy requested 90"): asked, not
    decided ("as requested, the cap is 65" states it)."""
    t = toks[n]
    if t.low in ("asked", "asks", "asking"):
        # "asked for 65 a week", "asked for sixty-five", not "asked for time": the value
        # follows "for"
        return (
            n + 2 < len(toks)
            and toks[n + 1].low == "for"
            and (toks[n + 2].shaped or toks[n + 2].capital or measures.number_word(toks[n + 2].low))
        )
    return t.low == "requested" and not (n and toks[n - 1].low == "as")


def _drafted(toks: list[Tok], n: int) -> bool:
    """ "draft" naming the literal after it ("Here is draft qm-41c for comments"): the value is a
    draft, not "a draft invoice" (a kind of document)."""
    return toks[n].low == "draft" and n + 1 < len(toks) and toks[n + 1].shaped


def _noun_before(t: Tok) -> bool:
    """A noun the head follows ("band plan") or "of" ("a change of plan")."""
    return not t.punct and (content(t) or t.low == "of")


_HEAD_NOUNS = frozenset({"plan", "plans", "planning"})
# words that name a kind of document or an intent as often as they put a value forward
# ("Quillmere kit list (first draft)", "a draft invoice", "I'd not plan for more")
_WEAK = lx.forms(["plan", "consider"]) | lx.word_set("draft drafts")


def _sender(c: Clause, text: str) -> bool:
    """A message's header line naming who sent it ("Mail from Ana", "Note from Bo"): no verb,
    a word or two and "from" before the name. It states nothing of what the message says."""
    words = [t.low for t in tokenize(text[c.start : c.end]) if not t.punct]
    return not c.verbs and 3 <= len(words) <= 4 and words[-2] == "from"


def _signed(c: Clause, text: str) -> bool:
    """The clause's one value is a name closing the text after a comma or a dash ("going
    from memory, Cy"): the writer signing the message, no value of what it says."""
    if len(c.values) != 1 or c.values[0].shape != "name":
        return False
    v = c.values[0]
    return not text[v.end :].strip(" .!\n") and text[: v.start].rstrip()[-1:] in (",", "-", "—")


def _bracketed(text: str, start: int, end: int) -> bool:
    return text[start - 1 : start] == "[" and text[end : end + 1] == "]"


def _stated(m: Memory) -> bool:
    return any(facts.live(c) for c in facts.read(m.text).clauses)


def _conjecture_question(q: questions.Question) -> bool:
    """A question about what someone suggested, guessed or might do ("what did Ana suggest?",
    "which option might we pick?"), about what is not settled ("which question is still
    open?", "what is pending?"), or about what someone asked for ("who asked for X?")."""
    return any(
        t.low in lx.CONJECTURE
        or t.low in lx.HEDGES
        or t.low in lx.MODALS_OF_DOUBT
        or stem(t.low) in _UNSETTLED
        for t in tokenize(q.text)
    ) or _about_asking(q)


def _about_asking(q: questions.Question) -> bool:
    """A question about what someone asked for ("who asked for X?", "whose request was it?",
    "what was requested?") is answered by the request, a sentence that asks; "a pull request"
    names a thing, not an asking."""
    toks = [t.low for t in tokenize(q.text) if not t.punct]
    for i, t in enumerate(toks):
        if t in _ASKING_VERBS:
            return True
        if t in ("request", "requests") and i and toks[i - 1] in _OWNERS:
            return True
    return False


_ASKING_VERBS = lx.word_set("ask asks asked asking requested")
_OWNERS = lx.POSSESSIVES | {"whose"}


# words of what is not settled yet: a question about them is answered by a question or a hedge
_UNSETTLED = frozenset(
    stem(w)
    for w in lx.word_set(
        "open unresolved undecided pending unsettled uncertain debate debated"
        " discuss discussed proposal proposals proposed propose idea ideas consider considered"
        " considering option options"
    )
)


def _negative(m: Memory) -> bool:
    # numbers in words read as digits: "asset trim: every three days" states a value
    claim = facts.read(measures.spelled(m.text))
    # a message's subject line titles it, stating nothing ("Subject: X fare rules draft")
    valued = [c for c in claim.clauses if c.values and not _titled(claim, c)]
    if bool(valued) and all(c.negated or c.predicate == "rejected" for c in valued):
        return True
    # "a draft X is doing the rounds, not adopted", "Draft X is up for comments. It is not
    # live": a clause turning down what the one before it states, with no literal of its own
    clauses = claim.clauses

    def turning(k: int) -> bool:
        # rejected outright ("not adopted"), or denied of what the clause before states ("It
        # is not live": its subject the pronoun standing for it)
        back = (
            k < len(clauses) and claim.text[clauses[k].start :].split(" ", 1)[0].casefold() in _BACK
        )
        return (
            k < len(clauses)
            and (clauses[k].predicate == "rejected" or (clauses[k].negated and back))
            and all(v.shape == "word" for v in clauses[k].values)
        )

    stating = [k for k, c in enumerate(clauses) if c in valued and not turning(k)]
    return bool(stating) and all(
        turning(k + 1) and _put_forward_text(claim, clauses[k]) for k in stating
    )


_BACK = lx.word_set("it this that")  # a pronoun standing for what the clause before states


def _titled(claim: facts.Claim, c: Clause) -> bool:
    return claim.text[c.start : c.start + 8].casefold().startswith(("subject:", "title:", "re:"))


def _put_forward_text(claim: facts.Claim, c: Clause) -> bool:
    return _put_forward(unicodedata.normalize("NFKC", claim.text)[c.start : c.end])


def _negative_question(q: questions.Question) -> bool:
    """A question about what was rejected or is not the case ("which library did we rule
    out?", "what is not allowed?")."""
    # "hadn't", "isn't", "doesn't": a contracted negation is one token
    return any(
        t.low in lx.NEGATIONS or t.low.endswith(("n't", "n’t")) for t in tokenize(q.text)
    ) or (q.verb is not None and q.verb in _REJECTING)


_REJECTING = frozenset(stem(w) for w in lx.PREDICATE_VERBS["rejected"])
