"""What answers a question, as against what only relates to it, for the memory benchmark's
reader (``bench.hexis_adapter``): a question that joins several asks is answered part by part
(``joined``), and a question asking an attribute whose values are literals is not answered by a
record that only mentions the thing (``answering``). Split from the adapter: one concept, the
parts of what is asked and the records that hold them."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from cairn.bench.hexis_asked import (
    asks_where,
    asks_who,
    episode,
    episodic,
    named_subject,
    placed,
    wants,
    wishes,
)
from cairn.bench.hexis_asked import sides_differ as sides_differ
from cairn.bench.hexis_left import unclaimed
from cairn.bench.hexis_terms import coverage, question_terms, terms
from cairn.model import Memory
from cairn.policy import attributes, facts, measures, questions, stance_words
from cairn.policy import lexicon as lx
from cairn.policy.clauses import Clause
from cairn.policy.facts import Claim
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
    wide: Callable[[questions.Question], Sequence[Memory]] | None = None,
    around: Sequence[Memory] = (),
) -> list[Memory]:
    """A question that joins several ("who runs X now, and which channel do I use?", "what
    day and what time is X?") is answered part by part: for each part, lent what the whole
    is about (its names and subject), the memories supported best for it that state a
    literal answering it (in the part's words, or a value of the class it asks for: "what
    time", a clock time). One memory answering the whole may answer one part only. A part
    with a pronoun ("which channel do I use to reach them", "who chose it") refers to what
    another part answers: a memory that mentions a value already answering is preferred.
    A part whose words no memory read for the whole holds is judged among the memories
    ``wide`` finds about that part alone too ("which format for Ana's copy of the X report,
    and whom do we ask about X?": whom to ask names no Ana)."""
    asks = questions.parts(q.text)
    if not asks or not read:
        return []
    shared = question_terms(q) & ({stem(x) for x in q.names} | set(q.names) | _topic(q))
    by_id = {m.id: m for m in read}
    held = {m.id: terms(m.text) for m in read}
    answered = {m.id for m in used}  # what answers the whole sets each part's bar too
    asked = [(part, questions.ask(part)) for part in asks]
    owns = [question_terms(pq) - shared for _part, pq in asked]
    out: list[Memory] = []
    # a part saying "it" ("and who announced it?") asks of what another part answers
    referring = any(_REFERRING & {t.low for t in tokenize(part)} for part in asks)
    for k, (part, pq) in enumerate(asked):
        own = owns[k]
        # what the part asks for, when the vocabulary knows it ("what time": a schedule)
        cls = attributes.asked_with_format(part)
        if not own and cls is None:
            continue  # "whose is it now" asks a holder whatever words the whole lends it
        ask = _Part(pq, own, cls, q.names | pq.names)
        pool: Sequence[Memory] = read
        sup: dict[str, float] = {}
        # a part naming nothing asks of the thing the question is labelled with
        mine = {stem(x) for x in pq.names} | set(pq.names) or _topic(q)
        if (
            wide is not None
            and own
            and mine
            and not _PRONOUNS & {t.low for t in tokenize(part)}
            and not any(own & held[m.id] for m in read)
        ):
            # the part alone (naming its thing, no pronoun taking the whole's), lent only the
            # names it says itself; a memory holding another part's words was left out for
            # that part ("Bo prefers the X report in pdf")
            others = set().union(*(o for i, o in enumerate(owns) if i != k))
            extra = [
                m
                for m in wide(pq)
                if m.id not in held and mine & terms(m.text) and not others & terms(m.text)
            ]
            for m in extra:
                held[m.id], by_id[m.id] = terms(m.text), m
            sup = ask.support(
                [*read, *extra], own | (shared & question_terms(pq)), held, answered, freq, weight
            )
            if any(sup.values()):
                pool = [*read, *extra]
        if not any(sup.values()):
            sup = ask.support(read, own | shared, held, answered, freq, weight)
        if not any(sup.values()) and cls is None and asks_where(pq):
            sup = {m.id: weight(m) for m in read if m.id not in answered and placed(m.text)}
        if not any(sup.values()) and cls is None and not referring:
            elsewhere = set().union(*(o for i, o in enumerate(owns) if i != k))
            sup = _left_over(pq, read, held, answered, elsewhere, weight)
        if _PRONOUNS & {t.low for t in tokenize(part)}:
            sup = _linked(q, sup, by_id, [*used, *out])
        best = max(sup.values(), default=0.0)
        out.extend(m for m in pool if best > 0 and sup.get(m.id, 0.0) >= floor * best)
    return out + unclaimed(q, around or read, [*used, *out], asks, freq[0])


def _left_over(
    pq: questions.Question,
    read: Sequence[Memory],
    held: dict[str, set[str]],
    answered: set[str],
    others: set[str],
    weight: Callable[[Memory], float],
) -> dict[str, float]:
    """A part in words no memory read holds ("which company does X buy from", the record
    saying "our X supplier is Y"), in a question no part of which refers to another's answer,
    is answered by the one record read that states a literal answering it, answers no other
    part and holds none of another part's words, when there is exactly one such record (a
    value holding the asked name, "the X catch-up", is none)."""
    left = [
        m
        for m in read
        if m.id not in answered
        and not others & held[m.id]
        and states_literal(pq, m.text)
        and any(
            not set(v.key.split()) & pq.names
            # a plain word ("the shared drive got tidied") is a state, no literal answering
            and ((not v.phrase and v.shape != "word") or _specific(v.text, pq.names))
            for c in facts.read(m.text).clauses
            for v in c.values
        )
    ]
    return {left[0].id: weight(left[0])} if len(left) == 1 else {}


def refers(q: questions.Question) -> bool:
    """The joined question opens with a phrase naming its thing ("For the X sweep: whose is it
    now and where does its kit live?") and a part says "it", "its", "them" ...: the part asks
    of that thing."""
    return bool(_topic(q)) and any(
        _PRONOUNS & {t.low for t in tokenize(part)} for part in questions.parts(q.text)
    )


@dataclass(frozen=True)
class _Part:
    """One part of a joined question: what it asks, its own words, the class it asks for."""

    q: questions.Question
    own: set[str]
    cls: str | None
    names: frozenset[str]  # what the part and the whole name: no value answering it

    @property
    def refers(self) -> bool:
        """The part refers to what another answers ("who announced it?")."""
        return bool(_REFERRING & {t.low for t in tokenize(self.q.text)})

    def support(
        self,
        pool: Sequence[Memory],
        want: set[str],
        held: dict[str, set[str]],
        answered: set[str],
        freq: Frequencies,
        weight: Callable[[Memory], float],
    ) -> dict[str, float]:
        """The memories of ``pool`` that answer the part, by the IDF-weighted ``want`` they
        hold: one answering the whole that holds a word of the part, or one holding a word
        of it or a value of its class that states a literal answering it."""
        df, n = freq
        # when only a memory answering the whole holds the part's words ("pay when you can"),
        # one stating a value of the class asked ("whom do I pay": "X money goes to Bo")
        # answers the part as fully (a part asks what the whole's answer does not say)
        # ("who announced it?" asks of the record answering the whole: its sender)
        lent = (
            self.cls is not None
            and not self.refers
            and not any(
                self.own & held[m.id] and (m.id not in answered or self._states_class(m))
                for m in pool
            )
        )
        byid = {m.id: m for m in pool}
        sup = {
            m.id: coverage(want & (held[m.id] | self._by_class(m, answered, lent)), df, n)
            * weight(m)
            for m in pool
            if (
                (self.own & held[m.id] and m.id in answered)
                or (
                    (
                        self.own & held[m.id]
                        # numbers in words read as digits ("allows forty-seven guests")
                        or (
                            self.cls is not None
                            and attributes.holds(measures.spelled(m.text), self.cls)
                        )
                    )
                    and states_literal(self.q, m.text)
                )
            )
            and not (self.cls == "owner" and wishes(self.q, m.text))
        }
        if self.cls == "owner":
            # "..., and who keeps it?": the record that answered the whole by a measure and
            # names no one ("lost property is kept for 84 days") is no holder beside a
            # record naming one
            naming = {i for i in sup if self._states_class(byid[i])}
            measured = {
                i
                for i in sup
                if i in answered and i not in naming and measures.measures(byid[i].text)
            }
            if naming - answered and measured:
                return {i: v for i, v in sup.items() if i not in measured}
        if self.cls in _MEASURED:
            # "how high is the guest limit": of the records holding the part's words, one
            # stating a value of its class answers before one that only names it ("only Bo
            # can raise the guest limit")
            stating = {m.id for m in pool if m.id in sup and self._states_class(m)}
            if stating:
                return {i: v for i, v in sup.items() if i in stating}
        return sup

    def _by_class(self, m: Memory, answered: set[str], lent: bool) -> set[str]:
        """The part's own words, when the memory (answering no part yet) states a value of
        the class it asks for in a clause answering it (``_states_class``: a person's or
        group's name for "who", a value of one of the class's kinds otherwise, "#notices-desk"
        for "which channel"), and no memory holding the part's words states one; none else."""
        if m.id in answered or not lent or not self._states_class(m):
            return set()
        return self.own

    def _states_class(self, m: Memory) -> bool:
        """Whether a clause of the memory answering the part states a value of its class."""
        if self.cls is None:
            return False
        # numbers in words read as digits ("allows forty-seven guests")
        for c in questions.answering(self.q, facts.read(measures.spelled(m.text))):
            for v in c.values:
                if v.key in self.names:
                    continue
                if v.shape == "name" if self.cls == "owner" else attributes.holds(v.text, self.cls):
                    return True
        return False


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


# classes whose values are measured or shaped: a record stating none states no value of them
_MEASURED = frozenset(
    ["limit", "count", "size", "duration", "schedule", "deadline", "cadence", "port", "version"]
)
_PRONOUNS = frozenset({"it", "them", "they", "him", "her", "he", "she", "its", "their"})
_REFERRING = _PRONOUNS - {"its", "their"}  # "its updates" are the named thing's


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
    named = attributes.asked_with_format(q.text, cues=False)
    cls = named or attributes.asked_with_format(q.text)
    if asks := questions.parts(q.text):
        # a question joining several asks several classes: each part judges; a wish is no
        # holder a part asking who names ("..., and who signs off spending?")
        who = [questions.ask(p) for p in asks if attributes.asked_with_format(p) == "owner"]
        return [m for m in used if not any(wishes(pq, m.text) for pq in who)] or used
    if cls is None:
        # "where does X run?": a place has no one kind, but a record stating none ("X looked
        # fine to me this morning") is no answer beside one that states a literal
        if not asks_where(q):
            return used
        placed = {m.id for m in used if _places(q, m.text)}
        return [m for m in used if m.id in placed] if placed else used
    # the thing asked about is no value of it: "Quillmere" in "photos from the Quillmere
    # session" names no owner of Quillmere
    names = tuple(sorted(q.names))
    # a class a noun names is answered by a memory stating a value of it before one stating
    # another literal (the two approvals X's changes need); a class only the interrogative
    # implies is not judged so
    held = {
        m.id
        for m in used
        if named and attributes.holds(m.text, named, names) and not episodic(q, m.text)
    }
    if held:
        return [m for m in used if m.id in held]
    literal = {
        m.id
        for m in used
        if states_literal(q, m.text)
        or (attributes.holds(m.text, cls, names) and not episodic(q, m.text))
    }
    if cls == "owner":
        literal -= {m.id for m in used if wishes(q, m.text)}
    return [m for m in used if m.id in literal] if literal else used


def askable(q: questions.Question, pool: list[Memory]) -> list[Memory]:
    """For "whom do I ask for the X key?": a person asking for it ("Bo asked to borrow the X
    key") is no one to ask, beside a record of anyone else."""
    if not _asker_subject(q) or attributes.asked_with_format(q.text) != "owner":
        return pool
    return [m for m in pool if not wants(m.text)] or pool


def _asker_subject(q: questions.Question) -> bool:
    """The one asking is the subject of the question's verb ("whom do I ask", "who should we
    call"): the person asked for is its object."""
    toks = [t.low for t in tokenize(q.text) if not t.punct]
    return len(toks) > 2 and toks[0] in ("who", "whom") and toks[2] in ("i", "we")


def clauses_answering(q: questions.Question, claim: Claim) -> list[Clause]:
    """The clauses of ``claim`` that answer ``q``, or, for a question joining several asks
    ("who has keys, and who has the spares?"), any of them, in the record's order."""
    chosen = questions.answering(q, claim)
    asks = questions.parts(q.text)
    more = {c.start for p in asks for c in questions.answering(questions.ask(p), claim)}
    return [c for c in claim.clauses if c in chosen or c.start in more] if asks else list(chosen)


def _places(q: questions.Question, text: str) -> bool:
    """A live clause that answers states a value by its form ("sits at fx-feed-3"), a phrase
    after a preposition of place ("gathers in the car park field") or one chosen ("let's go
    with the harbour steps for X from now on")."""
    for c in questions.answering(q, facts.read(text)):
        if c.hedged or c.negated:
            continue
        for v in c.values:
            if v.key in q.names:
                continue
            before = [t for t in tokenize(text[: v.start]) if not t.punct][-2:]
            if not v.phrase or any(t.low in _PLACE for t in before) or c.predicate == "chose":
                return True
    return False


_PLACE = frozenset({"in", "at", "on", "to", "into", "onto", "inside", "under", "from"})


def states_literal(q: questions.Question, text: str) -> bool:
    """A live clause that answers states a literal: a value by its form (a number, a code, a
    name), or names a thing the question does not ("Starting this sprint, Ana cuts the
    releases": the person is what a "who" asks)."""
    spelled = measures.spelled(text)
    for c in questions.answering(q, facts.read(spelled)):
        if (c.hedged and not stance_words.approximate(tokenize(spelled[c.start : c.end]))) or (
            c.negated and not _bound(spelled, c)
        ):
            continue
        if c.predicate == "rejected" or episode(q, c):
            continue
        # the thing asked about is no value answering it ("Coffee budget discussed at the
        # Quillmere meeting" states nothing of Quillmere)
        values = [v for v in c.values if v.key not in q.names]
        # a phrase with a digit, or a capitalised word of no name the question says, is
        # specific: "the Friday roundup" (not "the Quillmere readme", Quillmere asked)
        if any(not v.phrase or _specific(v.text, q.names) for v in values):
            return True
        if (c.names | c.context_names) - q.names:
            return True  # "Bo said they are driving it": the reporter is who is asked
        if asks_who(q) and named_subject(spelled, c, q.names):
            return True  # "Bo opens up the X hut": the one doing it is who is asked
    return False


def _specific(text: str, names: frozenset[str]) -> bool:
    """A digit, or a capitalised word that is none of ``names``."""
    return any(ch.isdigit() for ch in text) or any(
        w[:1].isupper() and w.casefold() not in names for w in text.split()
    )


# a prohibition past a value states the value as a limit: "never on more than 75 at once"
_PAST = re.compile(
    r"\b(?:(?:more|greater|higher|larger|longer|later)\s+than|over|above|beyond)\s*$"
)


def _bound(text: str, c: Clause) -> bool:
    """Whether a negated clause bounds one of its values ("never run it on more than 75")."""
    return any(_PAST.search(text[max(c.start, v.start - 40) : v.start]) for v in c.values)


def from_cited(
    q: questions.Question, pool: Sequence[Memory], labels: Callable[[str], Iterable[str]]
) -> list[Memory]:
    """The records a question citing one source asks about ("Per the log, which machine ...",
    "Going by the mail from Ana, ..."): those read from the source whose label shares the most
    of the cited words, when one does; every record otherwise (a label the question does not
    name, or "source 3", cites nothing). A question comparing sources or asking whether
    records conflict keeps them all. ``labels`` gives a memory's source labels."""
    if not q.source or q.compares or q.conflict:
        return list(pool)

    def shared(m: Memory) -> int:
        said = {stem(t.low) for label in labels(m.id) for t in tokenize(label) if not t.punct}
        return len(q.source & said)

    counts = {m.id: shared(m) for m in pool}
    best = max(counts.values(), default=0)
    if best == 0:
        return list(pool)
    return [m for m in pool if counts[m.id] == best]


# a message's speaker: "Ana: ...", "#channel Ana: ...", "[#channel] Ana: ...", "Export ·
# #channel · Ana: ..."
SPEAKER = re.compile(
    r"\s*(?:\[[^\]\n]{1,40}\]\s*)?(?:[^\n:·]{1,40}·\s*){0,3}(?:#[\w-]+\s+)?([A-Z][\w'-]{1,30}):\s"
)
# a person named as a source: "Ana's message", "Bo’s text"
_POSSESSOR = re.compile(r"\b([A-Z][^\W\d_]+)['\u2019]s\s+([a-z][\w-]*)")
_CAPITALISED = re.compile(r"\b[A-Z][^\W\d_A-Z][\w-]*")

# the sources a question comparing records names: a lower-case word or two after "the" or a
# possessive ("do the wiki and the mail agree?", "Is the runbook in line with the pin?",
# "Does the X wiki match Ana's mail?"); a capitalised word is the thing asked about; and a
# second source joined to the first ("S's runbook and YAML", "the S runbook and its limits.yaml")
_NAMED = re.compile(
    # (a source named in capitals, "the README", is a source's word too; "and" is none)
    r"\b(?:the|[^\W\d_]+['\u2019]s)\s+(?:[A-Z][\w-]*\s+)?(?!and\b)([a-z][\w-]*|[A-Z]{2,}\b)"
    r"(?:\s+(?!and\b)([a-z][\w-]*))?"
    r"(?:\s+and\s+(?:(?:the|its|their|our|your)\s+)?([A-Za-z][\w-]*)(?:\s+([a-z][\w-]*))?)?"
)


def named_sources(q: questions.Question) -> frozenset[str]:
    """The stems of the words a question comparing records may name its sources by, or an
    empty set for another question."""
    if not (q.compares or q.conflict):
        return frozenset()
    found = list(_NAMED.finditer(q.text))
    # two sources joined ("the handbook and the job config") are the two it compares; "the
    # swing mooring check" beside them is what it compares them on
    joined = [m for m in found if m.group(3)]
    words = (w.lower() for m in (joined[:1] or found) for w in m.groups() if w)
    people = _written_by(q)
    return frozenset(
        stem(w) for w in (*words, *people.values()) if w not in lx.CONJUNCTIONS | lx.PREPOSITIONS
    )


def _written_by(q: questions.Question) -> dict[str, str]:
    """The sources a question names by a person ("Ana's message"), stem of the noun -> the
    person: a person's beside the thing the question is about, not the thing's own
    ("Quillmere's runbook", when Quillmere is the only name it gives)."""
    owned = {stem(m.group(2).lower()): m.group(1).lower() for m in _POSSESSOR.finditer(q.text)}
    proper = {
        m.group().lower()
        for m in _CAPITALISED.finditer(q.text)
        if q.text[: m.start()].rstrip()[-1:] not in ("", ".", "?", "!", ":")
    }
    return owned if proper - set(owned.values()) else {}


def from_named(
    q: questions.Question,
    used: Sequence[Memory],
    pool: Sequence[Memory],
    labels: Callable[[str], Iterable[str]],
    support: Callable[[Memory], float],
) -> list[Memory] | None:
    """The records a question comparing two sources it names compares: one per named source
    whose label a record of ``used`` or ``pool`` carries ("the runbook" / "Ana's runbook", "the
    pin" / "a pinned message"), and for a source no used record comes from, the best supported
    record of ``pool`` from it that states a literal. None (nothing to narrow) unless two named
    sources are found: a question naming one source, or none that labels a record, reads as
    before. A record from a source the question does not name is no side of its comparison ("a
    chat line" beside the runbook and the pin)."""
    named = named_sources(q)
    if len(named) < 2:
        return None
    people = _written_by(q)

    def cited(m: Memory) -> frozenset[str]:
        said = {stem(t.low) for label in labels(m.id) for t in tokenize(label) if not t.punct}
        # a file's name names it by its parts too ("limits.yaml": the YAML)
        said |= {stem(w) for label in labels(m.id) for w in _PARTS.findall(label.lower())}
        # a message is its speaker's ("Ana's message": "#x · Ana: ...")
        if (speaker := SPEAKER.match(m.text)) is not None:
            said.add(stem(speaker.group(1).lower()))
        # "Ana's message" is no message of another's
        said -= {n for n, who in people.items() if stem(who) not in said}
        return named & frozenset(said)

    kept = [m for m in used if cited(m)]
    # of two records from one source, the one naming the question's thing is its side
    # ("# brantor/limits.yaml" is no side of "Quillmere's runbook and YAML")
    names = ({stem(n) for n in q.names} | set(q.names)) - named
    own = [m for m in kept if names & terms(m.text)]
    kept = [
        m for m in kept if any(m is o for o in own) or not any(cited(o) & cited(m) for o in own)
    ]
    covered = {s for m in kept for s in cited(m)}
    for source in sorted(named - covered):
        if source in covered:
            continue  # a word of a source a record taken here already cites ("decision log")
        taken = {m.id for m in kept}
        # a record only mentioning the thing ("#x message 2: the run felt long") is no side
        offered = [
            m
            for m in pool
            if source in cited(m)
            and m.id not in taken
            and (states_literal(q, m.text) or (asks_where(q) and placed(m.text)))
        ]
        if offered:
            # the one naming the question's thing, as above ("Handbook, Brantor: ..." is no
            # side of a question about Quillmere)
            offered = [m for m in offered if names & terms(m.text)] or offered
            best = max(offered, key=support)
            kept.append(best)
            covered |= cited(best)
    sides = {frozenset(cited(m)) for m in kept}
    if len(covered) < 2 or len(sides) < 2:
        return None
    return kept


_PARTS = re.compile(r"[^\W_]+")


def third_voice(q: questions.Question, used: Sequence[Memory], x: Memory) -> bool:
    """A question comparing a named person's message with another record ("Does Ana's message
    match the limits table?"): another speaker's message is no record it compares."""
    if not q.compares:
        return False
    said = SPEAKER.match(x.text)
    if said is None or said.group(1).casefold() in q.names:
        return False
    return any(
        (u := SPEAKER.match(m.text)) is not None and u.group(1).casefold() in q.names for m in used
    )


def same_speaker(a: Memory, b: Memory) -> bool:
    """Two records from one source are one voice unless each opens with its own speaker
    ("#escalations Ana: ... 250 ms" / "#escalations Bo: no, it is 450 ms"): two people in one
    channel are two sources."""
    sa, sb = SPEAKER.match(a.text), SPEAKER.match(b.text)
    return not (sa and sb) or sa.group(1) == sb.group(1)
