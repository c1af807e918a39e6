"""What a question asks, and which claim holds it: the question side of typed facts
(``policy.facts`` reads the claims).

Used by the memory benchmark's reader (``bench.hexis_adapter``) and by delivery decisions: ``ask``
and ``holds`` say whether a memory holds the attribute a question asks about, beyond sharing its
words. Pure and memoised, like ``policy.facts``: nothing here reads the store or touches the disk.

``ask(question) -> Question``      what a question asks: its words, entities, head, verb
``holds(q, claim) -> float``       0..1: how much of what is asked the claim's best clause holds
``answering(q, claim) -> tuple``   the clauses of ``claim`` that answer ``q``
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from functools import lru_cache

from cairn.policy import citations, comparing, measures, records, tested
from cairn.policy import lexicon as lx
from cairn.policy.asks import (
    CONFLICT_WORDS,
    clause_object,
    get_passive,
    leading_topic,
    named_agreement,
)
from cairn.policy.asks import parts as parts
from cairn.policy.asks import topic_words as topic_words
from cairn.policy.clauses import Clause
from cairn.policy.facts import Claim, read
from cairn.policy.lexicon import word_set
from cairn.policy.tokens import Tok, content, stem, tokenize
from cairn.policy.verbs import s_form, verbal

__all__ = ["Question", "answering", "ask", "holds"]


def _claim(c: Claim | str) -> Claim:
    return c if isinstance(c, Claim) else read(c)


_NOT_WHICH = frozenset({"new", "usual", "customary", "regular"})
_MODALS = frozenset({"can", "could", "may", "might", "must", "shall", "should", "will", "would"})


@dataclass(frozen=True)
class Question:
    text: str
    words: frozenset[str]  # stemmed content words
    names: frozenset[str]  # entities it names, casefolded (a source it cites left out)
    head: str | None  # stem of the asked attribute's head noun ("which port" -> "port")
    verb: str | None  # stem of the asked relation's verb ("which PR fixed" -> "fix")
    conflict: bool  # asks which records conflict
    current: bool  # asks for the value that holds now
    subject: frozenset[str] = frozenset()  # stemmed words of what it asks about
    predicate: str | None = None  # the asked relation's class (lexicon.PREDICATES)
    source: frozenset[str] = frozenset()  # words of a source it cites ("according to X")
    subject_head: str | None = None  # the head of what it asks about ("service")
    topic: frozenset[str] = frozenset()  # the thing, when a phrase names it ("for X", "For X,")
    polar: bool = False  # a yes/no question ("Is X still in F2?", "Do A and B agree on X?")
    checked: frozenset[str] = frozenset()  # the literals a yes/no question puts to the test
    compares: bool = False  # compares records ("Do A and B agree on X?", "per A and per B")


@lru_cache(maxsize=4096)
def ask(text: str) -> Question:
    """What a question asks (see ``Question``)."""
    toks = tokenize(text)
    # a yes/no question opens with an auxiliary or a copula ("Is ...", "Do ...", "Has ...")
    polar = comparing.polar(toks)
    cited = citations.cited(toks)  # start offsets of the words of a cited source
    # "..., per the wiki and per the settings?": two cited sources, compared
    two_cited = any(t.low in ("and", "or") and t.start in cited for t in toks)
    compares_after = comparing.compares_after(toks)
    words = frozenset(stem(t.low) for t in toks if content(t))
    names = frozenset(
        t.low
        for t in toks
        if (t.shaped or t.capital or t.hyphen) and t.start not in cited and t.text != "I"
    )  # "where should I watch for X?": the pronoun names nothing
    source = frozenset(
        stem(t.low)
        for t in toks
        if t.start in cited and content(t) and not citations.citing(t, cited)
    )
    head: str | None = None
    verb: str | None = None
    subject: list[str] = []
    subject_head: str | None = None
    topic: list[str] = []
    # the sentence that asks (from its wh-word to its end), without punctuation
    i = next((n for n, t in enumerate(toks) if t.low in lx.WH_WORDS and not t.punct), len(toks))
    end = next((n for n in range(i, len(toks)) if toks[n].text in ".?!"), len(toks))
    # an aside in parentheses ("(not the rehearsal)") is not what the question asks about
    toks = toks[:i] + [
        t
        for t in _outside_parentheses(toks[i:end])
        if not t.punct and not citations.citing(t, cited)
    ]
    if i < len(toks):
        j = i + 1
        np: list[str] = []
        # "at what waiting list length does X warn": every word between the interrogative and
        # an auxiliary is the asked phrase (a question's verb comes after its auxiliary)
        aux = next((n for n in range(j, min(len(toks), j + 6)) if not content(toks[n])), j)
        whole = aux if aux < len(toks) and toks[aux].low in lx.AUXILIARIES else j
        while (
            j < len(toks)
            and content(toks[j])
            and toks[j].low not in lx.TEMPORAL_NOW  # "which provider currently delivers X"
            and not get_passive(toks, j)  # "who gets paged first": no noun asked
            and (
                j < whole
                or toks[j - 1].low in ("many", "much")  # "how many requests a second ..."
                or not verbal(toks[j].low)
                or toks[j].low.endswith("ing")
                # "which host takes over?": a verb's -s form after the asked word
                or (j == i + 1 and (_noun_before_noun(toks, j) or _before_s_form(toks, j)))
                or _noun_before_verb(toks, j)
            )
        ):
            np.append(toks[j].low)
            j += 1
        if np:
            head = stem(np[-1])
            # "which day of the week", "what version of node": the of-phrase is asked too
            while j + 1 < len(toks) and toks[j].low == "of":
                n = j + 1
                while n < len(toks) and toks[n].low in lx.DETERMINERS:
                    n += 1
                m = n
                while m < len(toks) and content(toks[m]) and not verbal(toks[m].low):
                    m += 1
                if (
                    m == n
                    or m >= len(toks)
                    or not (toks[m].low in lx.AUXILIARIES or toks[m].low in lx.COPULAS)
                ):
                    break  # "what share of traffic gets X": "traffic" is what it asks about
                j = m
        # "what day and what time is X": the second asked phrase is no part of the subject
        while j + 1 < len(toks) and toks[j].low == "and" and toks[j + 1].low in lx.WH_WORDS:
            j += 2
            while j < len(toks) and content(toks[j]) and not verbal(toks[j].low):
                j += 1
        k = j
        while k < len(toks) and (
            toks[k].low in lx.AUXILIARIES or toks[k].low in lx.COPULAS or get_passive(toks, k)
        ):
            k += 1
        # up to the first preposition: the subject, then the verb (the last word that reads
        # as one: "do ml-serving nightly builds use" -> "use")
        rest: list[Tok] = []
        noun = False  # a noun in "rest" yet: a condition after it is no part of the subject
        for n, t in enumerate(toks[k:], start=k):
            if t.low in lx.PREPOSITIONS and t.low != "of":
                break
            if _rate_ends(toks, n):
                break  # "what does X cost a year": a rate, as "per year" is
            if t.low == "and" and n + 1 < len(toks) and toks[n + 1].low in lx.WH_WORDS:
                break  # "who owns X now, and what is its cap": the next question
            if t.low in ("when", "whenever", "if", "unless", "once", "while") and noun:
                break  # "where does X go when the weather is bad": a condition, no subject
            noun = noun or (content(t) and not verbal(t.low) and t.low not in lx.PRONOUNS)
            rest.append(t)
        at = max(
            (
                n
                for n, t in enumerate(rest)
                if verbal(t.low) and t.low not in lx.COPULAS and t.low not in lx.AUXILIARIES
            ),
            default=None,
        )
        if (
            at is not None
            and rest[at].low.endswith("s")
            and any(toks[n].low in DO_SUPPORT for n in range(j, k))
        ):
            # "how long does X keep the probe records": do takes a bare verb, so a word in -s
            # after it is a noun, where a bare verb before it opens its object with a
            # determiner
            at = max(
                (
                    n
                    for n in range(at)
                    if verbal(rest[n].low)
                    and not rest[n].low.endswith("s")
                    and rest[n].low not in lx.COPULAS
                    and rest[n].low not in lx.AUXILIARIES
                    and rest[n + 1].low in lx.DETERMINERS
                ),
                default=at,
            )
        if (
            len(rest) > 1
            and k == j
            and rest[0].low in lx.TEMPORAL_NOW
            and content(rest[1])
            and not (rest[1].shaped or rest[1].capital)
        ):
            at = 1  # "which provider currently delivers X": the verb after an adverb of now
        elif rest and k == j and verbal(rest[0].low) and at is not None and at > 0:
            # "which team owns the deploy schedule", "who manages the X schedule these days":
            # with no auxiliary, the word right after the asked phrase is the finite verb;
            # a later one in the object's noun phrase is a noun
            at = 0
        elif rest and k > j and _participle(rest[0]):
            # "which model is answering X requests": a progressive's participle ("which
            # port is billing using": a name in -ing before it is its subject)
            at = 1 if len(rest) > 1 and _participle(rest[1]) else 0
        elif (
            at is None
            and rest
            and k > j
            and toks[k - 1].low in _MODALS
            and content(rest[0])
            and not (rest[0].shaped or rest[0].capital)
        ):
            at = 0  # "how many people can join X": a modal takes a bare verb
        elif len(rest) > 1 and rest[0].low in _SUBJECT_PRONOUNS and content(rest[1]):
            at = 1  # "where should I pull X from": the word after the pronoun is the verb
        elif (
            at is None
            and len(rest) > 1
            and any(toks[n].low in DO_SUPPORT for n in range(j, k))
            and content(rest[-1])
            and not (rest[-1].shaped or rest[-1].capital)
        ):
            at = len(rest) - 1  # "which supplier did Brantor sign": do takes a bare verb
        if at is not None and _noun_after_copula(toks[j:k], rest, at):
            at = None  # "what is the current fix for X": a noun, the copula is the verb
        elif at is not None and at > 0 and (rest[at - 1].low in _QUANTIFIERS):
            at = None  # "what's the most addresses per X": a noun after its quantifier
        if (
            at is not None
            and at + 1 < len(rest)
            and rest[at].low in _NEEDS
            and _participle(rest[at + 1])
        ):
            at += 1  # "will X want painting": the gerund after it
        if at is not None and at > 1 and _participle(rest[at]) and rest[at - 1].low in _NEEDS:
            rest, at = [*rest[: at - 1], *rest[at:]], at - 1  # "does X need renewing"
        after: list[Tok] = []
        if at is not None:
            verb = rest[at].low
            rest, after = rest[:at], rest[at + 1 :]
        if not any(content(t) for t in rest):
            # "which shelf holds the audit binders": what it asks about follows the verb
            rest = clause_object([t for t in after if t.low != "of"])
        # "the current fix", "the latest build", "a new X": a word of now asks when, not
        # which thing; "the usual X" is the one used as a rule ("Anvilworth's usual venue",
        # "Brantor's regular practice")
        rest = [t for t in rest if t.low not in lx.CURRENT and t.low not in _NOT_WHICH] or rest
        # "a single X" is one X: "single" counts it, qualifies nothing
        rest = [t for n, t in enumerate(rest) if not _one_single(rest, n)]
        subject = [t.low if t.shaped else stem(t.low) for t in rest if content(t)]
        cut = next((n for n, t in enumerate(rest) if t.low == "of"), len(rest))
        core = [t.low if t.shaped else stem(t.low) for t in rest[:cut] if content(t)]
        subject_head = core[-1] if core else (subject[-1] if subject else None)
        # "which lot did the intake log accept for the press run?", "what cap is on record
        # for the lift inspection?": what it is for is what it asks about too
        purpose = _for_phrase(toks[k:], cited)
        per = _phrase_at(toks[k:], cited, "per")
        rate = _phrase_after(toks[k:], per)
        if per is not None and rate:
            # "what's the most guests per X night": the count's noun is the unit asked, the
            # phrase after "per" the thing
            unit_word = stem(toks[k + per - 1].low)
            # "the ceiling on seats per X screening": with the unit in a phrase of its own,
            # the words before it name the limit asked, no qualifier of the thing
            kept = [w for w in subject if w != unit_word] if unit_word in subject else []
            subject = kept + [w for w in rate if w not in kept]
            subject_head = rate[-1]
            head = head or unit_word
        if purpose:
            subject = [*subject, *(w for w in purpose if w not in subject)]
            subject_head = subject_head or purpose[-1]
        # "For the Quillmere term review, what lot went through intake?": a leading phrase
        # before the question names what it asks about
        opening = [t.low if t.shaped else stem(t.low) for t in leading_topic(toks[:i]) if content(t)]  # fmt: skip
        topic = [*opening, *(w for w in purpose if w not in opening)]
        if not subject:
            subject = opening
            subject_head = subject[-1] if subject else None
        if head is None and subject_head:
            head = subject_head
    elif polar:
        # "Is Ana still the person for the X rollout?": the phrase names the thing
        topic = _for_phrase(toks, cited)
    compares = (polar and comparing.compares(toks)) or two_cited or compares_after
    conflict = bool((words - named_agreement(toks)) & CONFLICT_WORDS) or compares
    return Question(
        text,
        words,
        names,
        head,
        stem(verb) if verb else None,
        conflict,
        any(t.low in lx.CURRENT for t in toks),
        frozenset(subject),
        tested.relation(verb, toks),
        source,
        subject_head,
        frozenset(topic),
        polar,
        tested.checked(text, names, frozenset(topic)) if polar and not conflict else frozenset(),
        compares,
    )


def _rate_ends(toks: list[Tok], n: int) -> bool:
    """A rate ends the question at ``n`` ("cost a year", "spend each month"): its unit is no
    part of what is asked about, as after "per"."""
    return n + 2 == len(toks) and toks[n].low in _RATE and toks[n + 1].low in lx.TIME_UNITS


_RATE = lx.word_set("a an each every")


def _noun_before_noun(toks: list[Tok], j: int) -> bool:
    """Right after "what"/"which", a word in its base form that could be a verb, followed by a
    noun, is a noun of the asked phrase ("what request rate", "which release train"): a finite
    verb there would agree with its subject ("what requests ...")."""
    w = toks[j].low
    if w.endswith(("s", "ed", "ing")) or w in lx.AUXILIARIES or w in lx.COPULAS:
        return False
    nxt = toks[j + 1] if j + 1 < len(toks) else None
    return nxt is not None and content(nxt) and not verbal(nxt.low)


def _outside_parentheses(toks: list[Tok]) -> list[Tok]:
    """The tokens not inside a parenthesis (an unclosed one keeps what follows it)."""
    if not any(t.text == "(" for t in toks):
        return toks
    out: list[Tok] = []
    held: list[Tok] = []
    depth = 0
    for t in toks:
        if t.text == "(":
            depth += 1
        elif t.text == ")" and depth:
            depth -= 1
            if not depth:
                held.clear()
            continue
        (held if depth else out).append(t)
    return out + held


def _for_phrase(toks: list[Tok], cited: set[int]) -> list[str]:
    """The words of the first "for ..." phrase (up to the next preposition), unless cited."""
    return _phrase_after(toks, _phrase_at(toks, cited, "for"))


def _phrase_at(toks: list[Tok], cited: set[int], word: str) -> int | None:
    """Where the first uncited ``word`` opens a phrase; for "per", only a rate's, after a
    plural noun ("the most guests per X night": what each count is of)."""
    return next(
        (
            n
            for n, t in enumerate(toks)
            if t.low == word
            and t.start not in cited
            and (word == "for" or citations.counted(toks, n))
        ),
        None,
    )


def _phrase_after(toks: list[Tok], at: int | None) -> list[str]:
    """The words of the phrase the preposition at ``at`` opens, up to the next one."""
    if at is None:
        return []
    out: list[str] = []
    for t in toks[at + 1 :]:
        if (
            t.punct
            or (t.low in lx.PREPOSITIONS and t.low != "of")
            or t.low in lx.CONJUNCTIONS
            or t.low in lx.SUBORDINATORS
            or t.low in lx.WH_WORDS
        ):
            break
        if content(t):
            out.append(t.low if t.shaped else stem(t.low))
    return out


_QUANTIFIERS = word_set("most many more fewest fewer least the a an")


def _one_single(toks: list[Tok], n: int) -> bool:
    return toks[n].low == "single" and n > 0 and toks[n - 1].low in ("a", "any", "each", "one")


# verbs taking a gerund of what is done to their subject ("the X domain needs renewing"): the
# gerund is the question's verb, the verb before it no noun of the subject
_NEEDS = word_set("need needs want wants require requires deserve deserves")
_SUBJECT_PRONOUNS = frozenset({"i", "we", "you", "they", "he", "she"})
# an auxiliary that takes a verb's bare form after the subject ("did X sign", "will X use")
DO_SUPPORT = word_set("do does did will would shall should can could may might must")


def _participle(t: Tok) -> bool:
    return not t.shaped and t.low.endswith("ing") and len(t.low) > 4


def _before_s_form(toks: list[Tok], j: int) -> bool:
    return j + 1 < len(toks) and s_form(toks[j + 1].low) and not toks[j + 1].capital


def _noun_before_verb(toks: list[Tok], j: int) -> bool:
    """In the asked phrase, a word that could be a verb followed by a copula or an auxiliary
    is the phrase's noun ("what per-run cap is on record", "which rate limit was set"): the
    copula is the question's verb."""
    w = toks[j].low
    if w in lx.AUXILIARIES or w in lx.COPULAS:
        return False
    nxt = toks[j + 1].low if j + 1 < len(toks) else ""
    return nxt in lx.COPULAS or nxt in lx.AUXILIARIES


def _noun_after_copula(linking: list[Tok], rest: list[Tok], at: int) -> bool:
    """After a copula with no auxiliary of do-support ("what is", "which was"), a word that
    could be a verb, in a phrase a determiner opens, is a noun unless it is a participle (a
    passive: "which cluster is the job scheduled on", "what is the cap set to") or a
    progressive's -ing: "what is the current fix for X", "who was the last owner"."""
    if not linking or not all(t.low in lx.COPULAS for t in linking):
        return False
    w = rest[at]
    if w.low.endswith(("ed", "en", "ing")) or w.low in lx.IRREGULAR_PARTICIPLES:
        return False
    return any(t.low in lx.DETERMINERS for t in rest[:at])


def _clause_words(c: Clause) -> set[str]:
    return set(c.frame | c.subject | c.context | c.verbs) | {stem(n) for n in c.names}


def holds(q: Question | str, claim: Claim | str) -> float:
    """How much of what ``q`` asks the claim's best value-bearing clause holds, 0..1: the
    share of the question's words it covers, with its head noun and verb counted twice."""
    qq = q if isinstance(q, Question) else ask(q)
    cc = _claim(claim)
    want = set(qq.words) - CONFLICT_WORDS - qq.checked  # not the value a yes/no checks
    weights = {w: 2.0 if w in (qq.head, qq.verb) else 1.0 for w in want}
    total = sum(weights.values())
    if not total:
        return 0.0
    best = 0.0
    heading: set[str] = set()  # a clause without a value heads those after it
    clauses = cc.clauses
    for n, c in enumerate(clauses):
        if not c.values:
            heading |= _clause_words(c)
            continue
        have = _clause_words(c) | {stem(v.key) for v in c.values} | heading
        have |= {w for v in c.values for w in (stem(p) for p in v.key.split())}
        # a valueless clause right after it qualifies it ("bump the pin to 1.5 (secret audit)")
        for after in clauses[n + 1 :]:
            if after.values:
                break
            have |= _clause_words(after)
        best = max(best, sum(weights[w] for w in want if w in have) / total)
    return best


def answering(q: Question | str, claim: Claim | str) -> tuple[Clause, ...]:
    """The value-bearing clauses of ``claim`` that answer ``q``: all of them, unless some hold
    the question's verb (or, failing that, its head noun) and others do not; then those, and
    every other clause that holds no value of a kind they hold (a clause is left out only as
    a rival). A claim without a value-bearing clause answers with all its clauses."""
    qq = q if isinstance(q, Question) else ask(q)
    cc = _claim(claim)
    # a clause measuring what the question asks holds a value, in words or not ("spot-check
    # three in four components" for "what share ...?")
    dims = asked_measures(qq)
    valued = [c for c in cc.clauses if c.values or (dims and _measures(cc.text, c, dims))]
    if len(valued) < 2:
        return cc.clauses
    header = frozenset(stem(w) for w in records.labelled(cc.text))
    chosen = _measuring(qq, cc.text, valued) or _answering(qq, valued, header)
    # a clause is left out only as a rival: one holding a value of a type the answering
    # clauses hold ("eu-west-1" / "us-east-2", "PR #12" / "PR #9"); a clause holding a value of
    # another type may be what answers (the owner's name beside the flag's identifier)
    shapes = {_kind(v.shape) for c in chosen for v in c.values if not v.phrase}
    asked = set(qq.words) | set(qq.names)
    return tuple(
        c
        for c in valued
        if c in chosen
        or (
            not any(_kind(v.shape) in shapes for v in c.values if not v.phrase)
            # a clause whose values are only what the question names holds no answer
            and any(not {stem(w) for w in v.key.split()} <= asked for v in c.values)
        )
    )


# a number, a code, a handle and a named number are one kind of value: an identifier with
# digits ("#2396" and "PR #7118" are two pull requests)
_NUMBERED = frozenset({"number", "code", "handle", "named-number"})


def _kind(shape: str) -> str:
    return "numbered" if shape in _NUMBERED else shape


def _measuring(qq: Question, text: str, valued: list[Clause]) -> tuple[Clause, ...]:
    """A question asking a measure ("how long may X run?" a duration, "when does X start?" a
    date, "what share of X ...?" a fraction) is answered by the clauses that measure it, when
    some do and others do not ("max_runtime: 1h57m" beside "retries: 1", whatever words the
    key is made of)."""
    dims = asked_measures(qq)
    if not dims:
        return ()
    having = [c for c in valued if _measures(text, c, dims)]
    return tuple(having) if having and len(having) < len(valued) else ()


def _measures(text: str, c: Clause, dims: frozenset[str]) -> bool:
    return any(d in dims for d, _ in measures.measures(text[c.start : c.end]))


_SHARE_WORDS = word_set("share percentage percent fraction proportion ratio")


def asked_measures(qq: Question) -> frozenset[str]:
    """The dimensions (``policy.measures``) a question asks a value in: "how long" a duration,
    "when" or a day or date a date, a share or a percentage a fraction; none otherwise."""
    toks = [t for t in tokenize(qq.text) if not t.punct]
    lows = [t.low for t in toks]
    if any(a == "how" and b == "long" for a, b in itertools.pairwise(lows)):
        return frozenset({"duration"})
    if qq.head in ("date", "day") or "when" in lows:
        return frozenset({"date", "monthday", "weekday"})
    after_wh = {b for a, b in itertools.pairwise(lows) if a in ("what", "which")}
    # "agree on the review share?": a share word as a noun (not "do A and B share a cache")
    nouns = {
        w
        for n, w in enumerate(lows)
        if w in _SHARE_WORDS and (n + 1 == len(lows) or lows[n + 1] not in lx.DETERMINERS)
    }
    if qq.head in _SHARE_WORDS or after_wh & _SHARE_WORDS or nouns:
        return frozenset({"share"})
    return frozenset()


def _answering(
    qq: Question, valued: list[Clause], header: frozenset[str] = frozenset()
) -> tuple[Clause, ...]:
    """``header``: the words of a table's header, the attribute every row states; a row is
    chosen by the thing it names ("| chlorine dosing | 95 |"), not by a header word another
    row's thing happens to hold ("| turbidity sampling | 74 |" for "how many samples")."""
    for key in (qq.verb, qq.head):
        if key is None or key in header:
            continue
        having = [c for c in valued if key in _clause_words(c)]
        if having and len(having) < len(valued):
            return tuple(having)
    # failing both: the clauses whose words cover a strict superset of what the others cover
    asked = set(qq.words) - CONFLICT_WORDS - {stem(n) for n in qq.names} - header
    cover = [asked & _clause_words(c) for c in valued]
    kept = [
        c for c, mine in zip(valued, cover, strict=True) if not any(mine < other for other in cover)
    ]
    return tuple(kept)
