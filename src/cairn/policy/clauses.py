"""A shallow parse of a claim into clauses: who reports it, what it is about, and its values.

Claims in a coding project's memory are short declarative sentences ("The deploy doc says
production runs v2.3.1", "Owner of svc-billing: Priya", "Actually, make that 45 seconds"). This
module splits a text into clauses and reads each one with general rules of English, by position
and word class (``policy.lexicon``), never by the case of a word alone:

- a *reporter* is the noun phrase before a verb of communication ("the runbook lists", "Priya
  said that"), or an "according to X" / "per X" phrase: it is provenance, not the claim;
- the *main verb* is the first copula, auxiliary plus verb, verb of the predicate vocabulary,
  or word inflected as a verb after a noun phrase; it splits the clause into a *subject* side
  and a *complement* side;
- *values* are the literals of the complement: tokens carrying a digit, inner punctuation, a
  quote, an all-capital code, a name; a number takes its unit ("45 seconds", "EUR 1200");
  when the complement holds no literal, the subject's literal is the value ("PR #12 is the
  one that fixed it"); when neither does, the complement's head phrase is ("is enabled");
- a literal on the subject side, or after "for"/"of" in the complement, names an *entity*
  (the service, repository or person the claim is about), never a value;
- in a clause of change ("moved to", "bumped", "make that", "now"), a literal after "from" (or
  the object of "replace X with Y") is the *old* value, not the new one;
- a conjunct without a verb ("... in eu-west-1 and the replica in us-east-2") inherits the
  subject and verb of the clause before it;
- a passive of a verb of undoing with no new value ("... but got reverted", "it was rolled
  back") negates what its subject did, or, with a pronoun or no subject, the clause before it;
  "get" before a participle is a passive's auxiliary like "be".

Tokens and their forms are ``policy.tokens``; which literals of a complement are values is
``policy.values``. It reads text only: no store, no model, no I/O. ``parse`` is memoised; it is pure and fast
(tens of microseconds for a typical claim), so admission may call it on every write, outside
or inside a transaction alike.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass, replace
from functools import lru_cache

from cairn.policy import clause_links as links
from cairn.policy import lexicon as lx
from cairn.policy import segments, stance_words, verbs
from cairn.policy.literals import key_words as key_words  # re-exported
from cairn.policy.reporters import reporter, second_label, trailing_reporter
from cairn.policy.tokens import ADVERBS, DIGIT, Tok, content, stem, tokenize
from cairn.policy.values import (
    REPLACE,
    TARGETS,
    Value,
    complement_values,
    covered,
    group,
    is_literal,
    modifier,
    noun_at_place,
    numeric,
    plain_value,
    pp_object_end,
    value_of,
)
from cairn.policy.verbs import verbal  # an imperative has no place of a thing


@dataclass(frozen=True)
class Clause:
    """One clause of a claim, read by position (see the module docstring)."""

    start: int
    end: int
    values: tuple[Value, ...]
    old_values: tuple[Value, ...]
    frame: frozenset[str]  # stemmed content words of the claim, without values or reporter
    names: frozenset[str]  # entities named in the claim part (service, repository, person)
    context: frozenset[str]  # words of the reporter and of a topic label before a colon
    context_names: frozenset[str]
    subject: frozenset[str]  # stemmed content words of the subject side
    verbs: frozenset[str]  # stems of the clause's verbs (main verb included)
    predicate: str  # one of lexicon.PREDICATES
    hedged: bool = False
    negated: bool = False
    change: bool = False
    retraction: bool = False  # opens with "actually", "scratch that", "correction"
    gapped: bool = False  # a conjunct without a verb of its own
    verbal: bool = False  # the clause has a main verb (a gapped conjunct shares it)
    undoes: bool = False  # undoes what the clause before it stated ("... but got reverted")
    # the complement's parts: ("", words of the object) and (preposition, words of its phrase)
    parts: tuple[tuple[str, frozenset[str]], ...] = ()


def live(c: Clause) -> bool:
    """The clause states a value plainly: not hedged, negated or rejected."""
    return bool(c.values) and not c.hedged and not c.negated and c.predicate != "rejected"


def _words(
    toks: list[Tok], idx: range | list[int], skip: set[int], *, keys: bool = False
) -> set[str]:
    """The content words at ``idx`` (stemmed; a literal as written), with ``keys`` also the
    words a settings key is made of (for a frame: what the clause says, not what it is
    about)."""
    out: set[str] = set()
    for k in idx:
        t = toks[k]
        if k in skip or not content(t) or t.low in lx.TEMPORAL_NOW:
            continue
        out.add(t.low if t.shaped else stem(t.low))
        if keys and t.shaped:
            out.update(key_words(t.low))
    return out


def _names(toks: list[Tok], idx: range | list[int] | set[int]) -> set[str]:
    return {toks[k].low for k in idx if is_literal(toks[k])}


def _parts(toks: list[Tok], lo: int, hi: int, skip: set[int]) -> tuple[tuple[str, frozenset[str]], ...]:  # fmt: skip
    """The complement ``toks[lo:hi]`` cut at its prepositions: ("", the object's words), then
    (preposition, its phrase's words); values and ``skip`` left out."""
    out: list[tuple[str, set[str]]] = [("", set())]
    for k in range(lo, hi):
        t = toks[k]
        if not t.punct and t.low in lx.PREPOSITIONS:
            out.append((t.low, set()))
        elif k not in skip:
            out[-1][1].update(_words(toks, [k], set()))
    return tuple((p, frozenset(w)) for p, w in out)


def _proper(toks: list[Tok], idx: set[int] | list[int]) -> set[str]:
    """Names in an adjunct: capitalised or shaped (a hyphenated word there is a modifier)."""
    return {toks[k].low for k in idx if not toks[k].punct and (toks[k].shaped or toks[k].capital)}


def _determiner_no(toks: list[Tok], k: int, hi: int) -> bool:
    """ "no" before the word it denies ("no exceptions", "no Memcached"), not the answer "No,"."""
    return toks[k].low == "no" and k + 1 < hi and not toks[k + 1].punct


def _opening(toks: list[Tok], lo: int, hi: int) -> tuple[int, bool]:
    """Skip discourse markers at the start; (new start, whether one of them retracts)."""
    retract = False
    k = lo
    while k < hi:
        t = toks[k]
        if t.punct and t.text in ",:!":
            k += 1
            continue
        if t.low in lx.DISCOURSE and not _determiner_no(toks, k, hi):
            retract = retract or t.low in lx.RETRACTION
            k += 1
            if t.low == "scratch" and k < hi and toks[k].low == "that":
                k += 1
            continue
        label = k + 1 if k + 2 < hi and toks[k + 1].low in lx.MESSAGE_LABELS else k
        if toks[label].low in lx.MESSAGE_LABELS and label + 1 < hi and toks[label + 1].text == ",":
            # "reminder, the X fee ..." ("Reminder: ..." is a label before a colon already)
            k = label + 2
            continue
        if t.low == "on" and k + 2 < hi and toks[k + 2].low in ("thought", "thoughts"):
            retract, k = True, k + 3
            continue
        break
    return k, retract


@lru_cache(maxsize=16384)
def parse(text: str) -> tuple[Clause, ...]:
    """The clauses of ``text`` (see the module docstring)."""
    norm = segments.members(unicodedata.normalize("NFKC", text))
    toks = tokenize(norm)
    out: list[Clause] = []
    prev: Clause | None = None
    prev_at = 0
    for seg in segments.split(norm, toks):
        clause = _clause(list(seg.toks), prev)
        if (
            clause is not None
            and clause.values
            and not clause.change
            and links.gone(seg.toks, clause)
        ):
            # "the old X, pz3-f2r, lapsed last year": the value of what is gone
            clause = replace(clause, values=(), old_values=(*clause.old_values, *clause.values))
        if clause is not None:
            if clause.undoes and prev is not None:
                out[prev_at] = replace(prev, negated=True)
            elif prev is not None and links.ended_by(norm, seg.toks, clause, prev):
                out[prev_at] = replace(prev, values=(), old_values=(*prev.old_values, *prev.values))
                clause = replace(clause, values=tuple(v for v in clause.values if not v.phrase))
            elif prev is not None and links.came_to_nothing(norm, seg.toks, clause, prev):
                out[prev_at] = replace(prev, predicate="rejected")  # "... but nothing came of it"
            elif links.not_yet(seg.toks, clause, prev) and prev is not None:
                # "draft preset for X: Vu33Su, not live yet": the value is not in effect
                out[prev_at] = replace(prev, hedged=True)
            elif prev is not None and links.instead(norm, seg.toks, clause, prev):
                # "Ana offered to take X, but we settled on Bo instead": the clause gives what
                # replaced the one before's value, for what that one was about
                out[prev_at] = replace(prev, values=(), old_values=(*prev.old_values, *prev.values))
                clause = replace(
                    clause,
                    frame=clause.frame | prev.frame,
                    subject=clause.subject | prev.subject,
                    names=clause.names | prev.names,
                )
            out.append(clause)
            if not clause.gapped:
                prev, prev_at = clause, len(out) - 1
    return tuple(out)


_HAVE, _HELD = lx.word_set("has have had holds keeps"), lx.word_set("them it those these")


def _clause(toks: list[Tok], prev: Clause | None) -> Clause | None:
    conjunct = bool(toks) and toks[0].punct and toks[0].text == "and"
    lo, retract = _opening(toks, 1 if conjunct else 0, len(toks))
    hi = len(toks)
    if lo >= hi:
        return None
    context_idx: set[int] = set()
    frame_idx: set[int] = set()
    # a topic label before a colon ("Owner of svc: Priya", "Release notes: ...")
    colon = next((k for k in range(lo, min(hi, lo + 8)) if toks[k].text == ":"), None)
    if colon is not None:
        colon = second_label(toks, colon, hi)
    topic: range | None = None
    if colon is not None and colon > lo:
        topic = range(lo, colon)
        lo, again = _opening(toks, colon + 1, hi)
        retract = retract or again
        if lo >= hi:
            return None
    if verbs.vocative(toks, lo, hi):
        # "Team, we start on Monday", "Ana, we moved it": whom the clause addresses
        context_idx.update((lo, lo + 1))
        lo += 2
    hedged = False
    rep = reporter(toks, lo, hi)
    front = lo
    if rep is None and lo < hi and toks[lo].low in lx.PREPOSITIONS:
        # a fronted adjunct ("For X, ...", "In staging, ...") belongs to the frame
        comma = next((k for k in range(lo, hi) if toks[k].text == ","), None)
        if comma is not None and comma - lo <= 8:
            frame_idx.update(range(lo, comma))
            front = comma + 1
            rep = reporter(toks, front, hi)
    if rep is not None:
        context_idx.update(range(rep[0], rep[1]))
        hedged = rep[3]
        front = rep[2]
    tail = trailing_reporter(toks, front, hi)
    if tail < hi:
        context_idx.update(range(tail, hi))
        hi = tail
    if front >= hi:
        return None
    opening = rep is None and front == lo
    verb = verbs.main_verb(toks, front, opening=opening)
    span = toks[lo:hi]
    around = [*(toks[k] for k in topic or ()), *span]
    # a verb negated in a lead-in before a colon ("it didn't help: the limit goes back to 29")
    # negates the lead-in, not what the colon introduces; "Not X: too heavy" still rejects X
    neg = any(
        (t.low in lx.NEGATIONS or t.low.endswith("n't"))
        and (k >= len(around) - len(span) or not stance_words.verb_negated(around, k))
        and not stance_words.denies_nothing(around, k)
        for k, t in enumerate(around)
    )
    # "may take up to 60 min", "may drive at most 48k": a modal before a bound permits, it
    # does not doubt
    bound = stance_words.bounded(span) or stance_words.quota(span)
    asking = links.asking(toks, front, hi)  # "can we keep X ... please", "would X suit?"
    hedged = (
        hedged
        or asking
        or any(
            (t.low in lx.HEDGES and not stance_words.preposition(span, k))
            or (t.low in lx.MODALS_OF_DOUBT and not bound and not stance_words.month(span, k))
            or t.low in lx.CONJECTURE
            or stance_words.counterfactual(span, k)
            for k, t in enumerate(span)
        )
    )
    phrasal = (
        verbs.phrasal([toks[k].low for k in range(verb[0], verb[1] + 1)], toks, verb[1], hi)
        if verb is not None
        else None
    )
    # "hand libs/quill/ over to @acme/brantor": a phrasal verb split by its object
    split = (
        verbs.split_phrasal([toks[k].low for k in range(verb[0], verb[1] + 1)], toks, verb[1], hi)
        if verb is not None and phrasal is None
        else None
    )
    change = (
        phrasal == "change"
        or split == "change"
        or retract
        or any(
            t.low in lx.TEMPORAL_NOW
            or stance_words.no_longer(span, k)  # "no longer uses"
            or (t.low in lx.RETRACTION and not _in_noun_phrase(span, k))
            or (t.low in REPLACE and not verbs.compound_head(span, k))
            # "timeout back to 82 minutes": a return to an earlier value
            or (t.low == "back" and k + 1 < len(span) and span[k + 1].low == "to")
            for k, t in enumerate(span)
        )
        or (
            phrasal is None
            and verb is not None
            and any(toks[k].low in lx.CHANGING for k in range(verb[0], verb[1] + 1))
        )
        or (opening and front + 1 < hi and toks[front].low == "make"
            and toks[front + 1].low in ("that", "it"))
    )  # fmt: skip
    if verb is None:
        return _verbless(toks, front, hi, topic, frame_idx, context_idx, prev, conjunct,
                         hedged, neg, retract, change)  # fmt: skip
    v0, v1 = verb
    undone, undoes = verbs.undoing(toks, front, v0, v1, hi)
    neg = neg or undone
    vwords = [toks[k].low for k in range(v0, v1 + 1)]
    predicate = verbs.predicate(vwords, toks, v1, hi)
    if split is not None and split != "change":
        predicate = split  # "we ruled Memcached out"
    if stance_words.rejected_after(toks, v1 + 1, hi):
        predicate = "rejected"  # "we talked about X and decided against it"
    elif verbs.held_by(toks, front, v0, v1, hi):
        predicate = "owns"  # "Cy keeps the tower key", "Ana has the charts from now on"
    verb_stems = {
        stem(w)
        for w in vwords
        if w not in lx.COPULAS
        and w not in lx.AUXILIARIES
        and w not in ADVERBS
        and w not in lx.HEDGES
        and w not in lx.NEGATIONS
    }
    subj = range(front, v0)
    comp_lo = v1 + 1 + (phrasal is not None)  # "ruled out X": X is the object
    while comp_lo < hi and toks[comp_lo].low in ADVERBS:
        comp_lo += 1
    subj_literals = [k for k in subj if is_literal(toks[k])]
    olds: list[Value] = []
    # (its subject's head: in "the Quillmere sweep is in the annex" the name is no new value)
    literal_comp = any(is_literal(toks[k]) for k in range(comp_lo, hi))
    retracting_to = retract and not literal_comp and (v0 - 1) in subj_literals
    # "Ana has taken over (and is our contact from now on)": a change of holder with no
    # object names the new holder in its subject
    taking_over = (
        phrasal == "change"
        and all(toks[k].capital and toks[k].text.isalpha() for k in subj_literals)
    ) and (
        comp_lo >= hi
        or toks[comp_lo].punct
        or toks[comp_lo].low in lx.CONJUNCTIONS
        or (toks[comp_lo].low in lx.PREPOSITIONS and toks[comp_lo].low not in TARGETS)
    )
    # "Ana looks after the X rota", "Bo maintains quill-live", "Cy has them": a person holding
    # a thing is the value of who holds it (a name the clause's subject is, all of it)
    holders = [k for k in subj if content(toks[k])]
    # "Quillmere is led by Ana": a passive's subject is the thing held, its agent the holder
    passive = (
        comp_lo < hi
        and toks[comp_lo].low == "by"
        and any(w in lx.COPULAS or w in lx.GET_PASSIVE for w in vwords)
    )
    pointed = set(vwords) <= _HAVE and toks[comp_lo].low in _HELD if comp_lo < hi else False
    holding = (
        (predicate == "owns" or (pointed and (comp_lo + 1 >= hi or toks[comp_lo + 1].punct)))
        and not passive
        and not neg
        and 0 < len(holders) <= 3
        and holders[-1] == v0 - 1
        and all(toks[k].text[:1].isupper() and toks[k].text.isalpha() for k in holders)
    )
    if holding:
        subj_literals = holders
    # "what actually broke the X crew was a stuck valve": a free relative is the subject, the
    # complement after the copula its value
    free_relative = toks[front].low in ("what", "whatever") and toks[-1].text != "?"
    if (
        subj_literals
        and not free_relative
        and (
            links.identifying(toks, comp_lo, hi, vwords)
            or links.role(toks, [k for k in subj if content(toks[k])], comp_lo, hi, vwords)
            or retracting_to
            or taking_over
            or holding
        )
    ):
        # "PR #12 is the one that fixed it", "Priya is the on-call owner for svc"; "scratch
        # that, 361 is better": a correction whose complement holds no literal gives its
        # subject's literal as the new value
        vals = [value_of(toks, sp) for sp in group(toks, subj_literals, front, v0)]
        entity = {k for k in range(comp_lo, hi) if is_literal(toks[k])}
        if taking_over or (holding and "change" in (phrasal, split)):
            # "Bo took charge of X from Ana": the holder it replaced is an old value
            _, olds, _ = complement_values(toks, comp_lo, hi, True, True)
            entity -= {k for k in entity if any(o.start <= toks[k].start < o.end for o in olds)}
        subj_literals = []
    else:
        moving = (
            phrasal == "change"
            or retract
            or any(toks[k].low in lx.CHANGING for k in range(v0, v1 + 1))
            or any(t.low in REPLACE for t in span)
        )
        vals, olds, entity = complement_values(toks, comp_lo, hi, change, moving)
        # a number or version right after a name on the subject side is a value ("svc v2
        # is live", "PR #12 fixed it"); the name stays the entity
        measured = [
            k
            for k in subj_literals
            if k > front
            and (DIGIT.search(toks[k].low) or toks[k].low.startswith("#"))
            and not toks[k - 1].punct
            and toks[k - 1].low not in lx.DETERMINERS
            # "when more than 83 X are waiting": a bound is a value
            and (toks[k - 1].low not in lx.PREPOSITIONS or toks[k - 1].low == "than")
        ]
        if measured:
            vals = [value_of(toks, (k, k)) for k in measured] + vals
            subj_literals = [k for k in subj_literals if k not in measured]
    if not vals and not olds:
        last = toks[v1].low
        if (
            v1 > v0
            and last.endswith(("ed", "en"))
            and last not in lx.VERB_PREDICATE
            and last not in lx.CHANGE
        ):
            vals = [value_of(toks, (v1, v1))]  # "is enabled in production": a state
        else:
            moved = change and any(toks[k].low in lx.CHANGING for k in range(v0, v1 + 1))
            vals = plain_value(toks, comp_lo, hi, moved)
    if vals and verbs.past_state(toks, v0, v1, lo, hi, change=change):
        # "last month the X was 42 probes": what held in a period gone, no value now
        olds, vals = [*olds, *vals], []
    if predicate == "rejected" and not neg and verbs.lowered_to(toks, comp_lo, hi, vals):
        # "dropped the consumer concurrency to 23", "traffic declined to 5%": a verb of
        # dropping with a number it goes to lowers a quantity; it rejects nothing
        predicate, change = "is", True
    value_idx = covered(toks, front, hi, [*vals, *olds])
    skip = value_idx | context_idx | set(range(v0, v1 + 1))
    frame = _words(toks, [*frame_idx, *subj, *range(comp_lo, hi)], skip, keys=True)
    frame |= {w for w in verb_stems if w not in _verb_classes() and not _value_word(w, vals)}
    if retracting_to and not subj_literals and not links.identifying(toks, comp_lo, hi, vwords):
        # "scratch that, 361 is better": the complement judges the new value, names no slot
        frame -= _words(toks, range(comp_lo, hi), skip, keys=True)
    if topic is not None:
        context_idx.update(topic)  # a label before a full clause: "Release notes: ..."
    names = _names(toks, [k for k in (*subj_literals, *entity, *subj) if k not in value_idx])
    names |= _proper(toks, [k for k in frame_idx if k not in value_idx])
    subject = _words(toks, [*frame_idx, *subj], value_idx)
    if prev is not None and v0 == front + 1 and toks[front].low == "it" and prev.verbal:
        # "we renamed the X branch; it is Y": "it" stands for what the clause before was
        # about, its subject or, when that is a person or pronoun, the noun phrase it acted on
        about = set(prev.subject) | {
            stem(w) for v in prev.values if v.shape == "word" for w in v.key.split()
        }
        frame |= prev.frame | about
        subject |= about
        names |= prev.names
        change = change or prev.change
    return Clause(
        toks[0].start,
        toks[-1].end,
        tuple(vals),
        tuple(olds),
        frozenset(frame),
        frozenset(names),
        frozenset(_words(toks, sorted(context_idx), set())),
        frozenset(_names(toks, context_idx)),
        frozenset(subject),
        frozenset(verb_stems),
        "rejected" if neg and predicate == "chose" else predicate,
        hedged=hedged,
        negated=neg,
        change=change,
        retraction=retract,
        verbal=True,
        undoes=undoes,
        parts=_parts(toks, comp_lo, hi, value_idx | set(entity)),
    )


# what a change moves to: "cut over to X" names its new value, not its subject


def _in_noun_phrase(span: list[Tok], k: int) -> bool:
    """The word at ``k`` modifies or heads a noun phrase ("an old scratch note", "the
    correction"): a determiner before it, with at most one plain word between."""
    for j in (k - 1, k - 2):
        if j < 0 or span[j].punct:
            return False
        if span[j].low in lx.DETERMINERS:
            return True
        if not content(span[j]) or span[j].low in lx.VERB_PREDICATE or span[j].low in lx.CHANGE:
            return False
    return False


def _value_word(word: str, vals: list[Value]) -> bool:
    return any(stem(v.key) == word for v in vals)


@lru_cache(maxsize=1)
def _verb_classes() -> frozenset[str]:
    """Stems of the predicate, change and reporting verbs: they say how a value is held, not
    what it is about, so they stay out of frames."""
    words = set(lx.VERB_PREDICATE) | set(lx.CHANGE) | set(lx.REPORTING) | set(lx.LIGHT_VERBS)
    return frozenset(stem(w) for w in words)


def _verbless(
    toks: list[Tok],
    front: int,
    hi: int,
    topic: range | None,
    frame_idx: set[int],
    context_idx: set[int],
    prev: Clause | None,
    conjunct: bool,
    hedged: bool,
    neg: bool,
    retract: bool,
    change: bool,
) -> Clause:
    """A clause without a verb: "primary region EU-WEST-1", "Owner of svc: Priya", the
    conjunct "and the read replica in us-east-2", or "make that 45 seconds"'s remainder."""
    literals = [k for k in range(front, hi) if is_literal(toks[k])]
    entity: set[int] = set()
    for k in range(front, hi):
        if toks[k].low in ("for", "of", "about") and not toks[k].punct:
            end = pp_object_end(toks, k, hi)
            if any(j in literals and not numeric(toks[j]) for j in range(k + 1, end)) and any(
                j in literals for j in range(front, k)
            ):
                entity.update(range(k + 1, end))
    entity.update(k for k in literals if modifier(toks, k, hi))
    literals = [k for k in literals if k not in entity]
    # a name opening the clause is what it is about when more literals follow
    if len(literals) > 1 and literals[0] == front and not numeric(toks[front]):
        entity.add(front)
        literals = literals[1:]
    vals = [value_of(toks, s) for s in group(toks, literals, front, hi)]
    if not verbal(toks[front].low) and (placed := noun_at_place(toks, front, hi, literals)):
        entity.update(literals)
        vals = placed
    elif not vals and (topic is not None or conjunct):
        vals = plain_value(toks, front, hi)
    value_idx = covered(toks, front, hi, vals)
    about = _words(toks, [*frame_idx, *range(front, hi)], value_idx | context_idx)
    frame = _words(toks, [*frame_idx, *range(front, hi)], value_idx | context_idx, keys=True)
    names = _names(toks, entity) | _proper(toks, frame_idx)
    if topic is not None:
        about |= _words(toks, topic, set())
        frame |= _words(toks, topic, set(), keys=True)
        names |= _names(toks, topic)
    gapped = conjunct and prev is not None
    subject = frozenset(about)
    predicate = "is"
    verbs: frozenset[str] = frozenset()
    context = frozenset(_words(toks, sorted(context_idx), set()))
    context_names = frozenset(_names(toks, context_idx))
    own = _parts(toks, front, hi, value_idx)
    if gapped and prev is not None and prev.verbal:
        # "... sends 10% of traffic to the canary and 90% to stable": the conjunct shares the
        # subject, the verb, and every part of the complement it does not restate
        frame |= prev.subject
        restated = {p for p, w in own if p or w}
        for p, w in prev.parts:
            if p not in restated:
                frame |= w
        names |= prev.names
        subject, predicate, verbs = prev.subject, prev.predicate, prev.verbs
    if gapped and prev is not None:
        context |= prev.context
        context_names |= prev.context_names
        hedged = hedged or prev.hedged
    return Clause(
        toks[0].start,
        toks[-1].end,
        tuple(vals),
        (),
        frozenset(frame),
        frozenset(names),
        context,
        context_names,
        subject,
        verbs,
        predicate,
        hedged=hedged,
        negated=neg,
        change=change or (gapped and prev is not None and prev.change),
        retraction=retract,
        gapped=gapped,
        parts=own,
    )
