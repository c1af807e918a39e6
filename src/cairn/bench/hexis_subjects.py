"""What a memory is about, against what a question asks (the memory benchmark's reader,
``bench.hexis_adapter``): which entity a memory names beside the question's, whether it is about
another subject in the same frame, and its own subject words. Pure functions of texts and the
question; no store."""

from __future__ import annotations

import itertools
import re
from collections.abc import Mapping, Sequence

from cairn.bench.hexis_another import of_another as of_another
from cairn.bench.hexis_terms import (
    THIRD_PERSON,
    _literal_parts,
    _slug,
    question_terms,
    relation_words,
    terms,
)
from cairn.model import Memory
from cairn.policy import attributes, facts, measures, questions
from cairn.policy import lexicon as lx
from cairn.policy.asks import counted
from cairn.policy.clauses import Clause
from cairn.policy.literals import english_compound, key_words, phrasal_noun
from cairn.policy.tokens import Tok, content, stem, tokenize
from cairn.search import rarity


def about(q: questions.Question, pool: Sequence[Memory]) -> list[Memory]:
    """Memories about what the question names. When the question names an entity that only
    some of the pool mention, those that mention none of such entities are left out; and a
    memory whose subject shares the head of the question's subject but lacks its qualifiers
    for qualifiers of its own ("the exports service" for "the media service", "pull-request
    builds" for "nightly builds") is about something else."""
    # a name the question gives is mentioned in any case ("quillmere: bump the pin")
    said = q.names | source_names(q)
    named = {m.id: mentions(m.text) | _says(said, m.text) for m in pool}
    on = list(pool)
    # what it is about first, then the source it cites ("according to the Acme invoice")
    for wanted in (q.names, source_names(q)):
        # a discourse word in capitals ("the final OK") names no thing
        counts = {n: sum(n in named[m.id] for m in on) for n in wanted if n not in lx.DISCOURSE}
        distinctive = {n for n, c in counts.items() if 0 < c < len(on)}
        if q.compares:
            # a yes/no question comparing two records names the thing and the records ("Do
            # Ana's note and the config agree on X?"): a record naming what most of them name
            # (the thing), or a name only some name (one of the records), may be one of the
            # two (a hyphenated word, "go-live", names nothing)
            if distinctive:
                # a source cited by no record's name, or by its kind only ("the env file")
                kinds = q.source - set(counts) - {stem(n) for n in counts}
                unnamed = wanted is not q.names and (
                    any(c == 0 for c in counts.values()) or bool(kinds)
                )
                # a file's name ("config.toml") among the names asked is a record compared,
                # not the thing
                filed = {n for n in counts if wanted is q.names and _FILE.fullmatch(n)}
                names = {n for n in counts if not _plain_compound(n)} - filed
                thing = {n for n in names if 2 * counts[n] > len(on)}
                # the name most records give is the thing: one naming only a lesser name of
                # it ("Node" of "pin Anvilworth to the same Node release") is another thing's
                most = max((counts[n] for n in thing & distinctive), default=0)
                core = {n for n in thing & distinctive if counts[n] == most}
                on = [
                    m
                    for m in on
                    if (thing and thing <= named[m.id])
                    or named[m.id] & core
                    or named[m.id] & (distinctive - thing) & names
                    # the other record cited by its kind ("the team page and Bo's text"):
                    # one labelled so ("Team page: ..."), or, a source no record names ("the
                    # Makefile and services.csv"), one naming no source cited
                    or (wanted is not q.names and _labelled(q, m.text))
                    or (unnamed and not named[m.id] & set(counts))
                ] or on
            continue
        # the value a yes/no question checks is not what it is about ("Is X still in F2?"),
        # nor is a hyphenated word of English (``_thing``)
        distinctive = {n for n in distinctive if stem(n) not in q.checked and _thing(n)}
        if distinctive:
            most = max(len(named[m.id] & distinctive) for m in on)
            on = [m for m in on if len(named[m.id] & distinctive) == most]
    # a part naming nothing and saying a pronoun ("..., and what is its yearly budget?") asks
    # of the thing the whole asks about: a record naming it stays, without the other part's
    # qualifiers ("and to how many minutes?" asks on of the first part's thing)
    asks = [] if q.compares else questions.parts(q.text)
    if any(not questions.ask(p).names and THIRD_PERSON & _lows(p) for p in asks):
        thing = {n for n in q.names if (n in q.subject or stem(n) in q.subject) and _thing(n)}
        kept = {m.id for m in on}
        on += [m for m in pool if m.id not in kept and thing & named[m.id]]
    # a record whose every clause with the asked head names another thing goes first, so one
    # qualified otherwise is judged among those left
    on = [m for m in on if not _head_elsewhere(q, facts.read(m.text).clauses)] or on
    on = [m for m in on if not other_subject(q, m.text)] or on
    return _on_subject(q, on)


def _labelled(q: questions.Question, text: str) -> bool:
    """The record opens with a label of words the question cites a source by ("Team page:
    ...", cited "the team page")."""
    label, colon, _rest = text.partition(":")
    words = {stem(t.low) for t in tokenize(label) if content(t)}
    return bool(colon) and 0 < len(words) <= 3 and words <= q.source


def _thing(name: str) -> bool:
    """A name that may name a thing: no hyphenated word of English ("on-call"), unless a
    phrasal verb made a noun ("the spring weigh-in")."""
    return not english_compound(name) or phrasal_noun(name)


def _lows(text: str) -> set[str]:
    """The words of a text, a contraction's first ("they're": "they")."""
    return {t.low.replace("’", "'").split("'")[0] for t in tokenize(text)}


def _says(names: set[str] | frozenset[str], text: str) -> set[str]:
    """The names a text says as written, or as words of a key ("untagged-image" in
    "untagged_image_sweep", "bump.untagged-image.cap")."""
    toks = {t.low for t in tokenize(text) if not t.punct}
    keys = [f"-{_KEY_JOINS.sub('-', t)}-" for t in toks if _KEY_JOINS.search(t)]
    return {n for n in names if n in toks or any(f"-{n}-" in k for k in keys)}


_KEY_JOINS = re.compile(r"[_.]")
_FILE = re.compile(r"[a-z][\w-]*\.[a-z]{2,5}")


def _plain_compound(name: str) -> bool:
    """A hyphenated compound of common English words ("go-live", "per-run", "make-up"; not
    "ledger-brantor"): the general vocabulary cairn ships (``search.rarity``), its 2,000 most
    common words."""
    parts = name.split("-")
    common = rarity.ranks()
    return len(parts) > 1 and all(common.get(p, _COMMON + 1) <= _COMMON for p in parts)


_COMMON = 2000  # the general vocabulary's most common words (of its ~8,000)


def _on_subject(q: questions.Question, pool: list[Memory]) -> list[Memory]:
    """When some memories hold every word of the thing the question names by a phrase ("For
    the Quillmere term review, ..."), one that lacks at least half of them and whose subject
    has words of its own instead ("intake | Quillmere | style sheet | ...") is about another
    thing (one word said otherwise, "DB" for "database", is no other thing)."""
    # the thing a phrase names ("for the X press run", "For the X term review, ..."), not the
    # attribute ("the coverage bar for X": a record may say the bar in other words)
    subject, named = _asked_thing(q)
    if len(subject) < 2:
        return pool
    has = {m.id: terms(m.text) for m in pool}
    if not any(subject <= has[m.id] for m in pool):
        return pool
    want = {w for w in question_terms(q) if not w.startswith("@")}
    return [
        m
        for m in pool
        if 2 * len(subject - has[m.id]) < len(subject)
        or not own_terms(m.text) - want
        # a phrase after a name is weaker than "for the X": the record names another thing
        # by a phrase of its own ("the date check did 85 crates"), not only by its keys, and
        # lacks the phrase in its plain words too ("the X daily cap is 84": cap is @limits)
        or (named and not _another_job(subject, m.text, want))
    ]


_PHRASE_STOPS = lx.PREPOSITIONS | lx.CONJUNCTIONS | lx.WH_WORDS | lx.AUXILIARIES | lx.COPULAS


def named_phrase(q: questions.Question) -> set[str]:
    """The words of the noun phrase a name opens in the question ("the Quillmere fridge
    clean", "Quillmere's term review": fridge clean, term review), up to a preposition, a
    conjunction, a verb or a mark; empty for a bare name or a single word after it. Each
    token is looked at once or twice: a phrase ends where the next one could open."""
    toks = tokenize(q.text)
    bare = False
    n = 0
    while n < len(toks):
        t = toks[n]
        # after "does", "can", ... the question's bare verb closes the phrase ("how long does
        # the X fridge clean take"); after "is doing" it is a noun ("the X route switch")
        bare = bare or t.low in questions.DO_SUPPORT
        n += 1
        if t.punct or t.low not in q.names:
            continue
        out: list[str] = []
        while n < len(toks):
            w = toks[n]
            if w.low in lx.WH_WORDS or w.low in lx.DETERMINERS or w.low in lx.PRONOUNS:
                out = out[:-1]  # "a Quillmere user asks which ...": the last word a verb
                break
            if w.punct or w.shaped or w.low in _PHRASE_STOPS or not content(w):
                break
            if (bare and stem(w.low) == q.verb) or w.low in q.names:
                break
            if _verbal(w):
                break  # "What is X's freezer defrost parallelism set to?"
            out.append(stem(w.low))
            n += 1
        if len(out) >= 2:
            return set(out)
    return set()


def _verbal(t: Tok) -> bool:
    """An auxiliary, a copula or a participle ("set", "kept", "caused"): a phrase ends there."""
    low = t.low
    return (
        low in lx.AUXILIARIES
        or low in lx.COPULAS
        or low in lx.IRREGULAR_PARTICIPLES
        or (len(low) > 4 and low.endswith("ed"))
    )


def _another_job(subject: set[str], text: str, want: set[str]) -> bool:
    """The text lacks half the words of the asked thing's phrase, in its plain words too,
    and names a thing of its own by a definite phrase none of whose words the question has
    ("the date check did 85 crates", asked about the X fridge clean)."""
    return 2 * len(subject - _stems(text)) >= len(subject) and any(
        not words & want for words in _definite_things(text)
    )


def _asked_thing(q: questions.Question) -> tuple[set[str], bool]:
    """The words of the thing the question names by a phrase: its "for X" topic, else the
    phrase a name opens (weaker: ``True`` with it)."""
    # the value a yes/no question tests is no thing ("... keeps the records for 47 days?")
    subject = set(q.topic) - set(q.source) - set(q.checked)
    if len(subject) >= 2:
        return subject, False
    return named_phrase(q) - set(q.source), True


def of_another_job(q: questions.Question, text: str) -> bool:
    """A record about another job of the project than the one the question names by a
    phrase ("the lease tuning is due 22 November", asked when the seat audit is due)."""
    subject, _named = _asked_thing(q)
    if len(subject) < 2:
        return False
    want = {w for w in question_terms(q) if not w.startswith("@")}
    return 2 * len(subject - terms(text)) >= len(subject) and _another_job(subject, text, want)


def _stems(text: str) -> set[str]:
    return {stem(t.low) for t in tokenize(text) if not t.punct}


def _definite_things(text: str) -> list[set[str]]:
    """The words of each definite phrase of two or more content words a text says ("the date
    check", "for the folder cleanup"): the things it names by a phrase."""
    toks = tokenize(text)
    out: list[set[str]] = []
    words: list[str] | None = None  # the phrase being read, after its "the"
    for w in [*toks, None]:
        if words is not None and (
            w is None
            or w.punct
            or w.shaped
            or w.low in _PHRASE_STOPS
            or not content(w)
            or w.capital
            or _verbal(w)
        ):
            if len(words) >= 2:
                out.append(set(words))
            words = None
        if w is None:
            break
        if w.low == "the":
            words = []
        elif words is not None:
            words.append(stem(w.low))
    return out


def own_terms(text: str, on: set[str] | None = None) -> set[str]:
    """What a memory is about, as reader terms: the words of its clauses' subjects and the
    entities they name (its source, its values and the words of its attribute left out);
    with ``on``, of the clauses that hold one of those words, have a verb or state a literal
    (the bare items of a list under "X checklist:" are not what the list is about)."""
    claim = facts.read(text)
    values = {stem(w) for v in claim.values for w in v.split()} | set(claim.values)
    words: set[str] = set()
    for c in claim.clauses:
        mine = c.subject | c.names | {stem(n) for n in c.names}
        if on is None or (mine | c.frame) & on or c.verbal or any(not v.phrase for v in c.values):
            words |= mine
    return (words & terms(text)) - set(claim.source) - values - _ANNOUNCING


# words announcing that a value changes or takes effect ("Update: new X code, 4972, starting
# today"): what happens to the record's slot, no other thing it is about
_ANNOUNCING = frozenset(stem(w) for w in lx.ANNOUNCING)


def minimal_pairs(
    q: questions.Question,
    pool: Sequence[Memory],
    support: Mapping[str, float],
    about: Mapping[str, set[str]],
) -> list[Memory]:
    """Two memories in one frame about two things ("the X pipeline keeps caches 7 days" / "the
    Y pipeline ..."): when one is supported at least as well, covers strictly more of the
    question's content words than the other (with what the memories it superseded said), and
    the other's subject has words of its own that the first lacks (what it is about instead),
    the other is about something else and is left out. Its attribute's words are not what it
    is about: another wording of the attribute ("cuts off requests after" for "timeout") stays.
    """
    # the unit of a rate asked ("the X quota per day") is the attribute's, not the thing's
    want = {w for w in question_terms(q) if not w.startswith("@")} - rate_units(q.text)
    own = {m.id: own_of(q, m.text, want) for m in pool}
    cover = {
        m.id: want & (terms(m.text) | relation_words(q, m.text) | about.get(m.id, set()))
        for m in pool
    }
    out = []
    for m in pool:
        beaten = any(
            support.get(o.id, 0.0) >= support.get(m.id, 0.0)
            and cover[m.id] < cover[o.id]
            and own[m.id] - want - own[o.id] - about.get(o.id, set())
            for o in pool
            if o.id != m.id
        )
        if not beaten:
            out.append(m)
    return out or list(pool)


def own_of(q: questions.Question, text: str, on: set[str] | None = None) -> set[str]:
    """``own_terms`` without a key named by the attribute asked ("warn_at" for "at how many
    does X warn?"): the attribute written as a key, not another thing the memory is about."""
    asked = {w for w in (q.head, q.verb) if w}
    return {w for w in own_terms(text, on) if not _keys(w, asked)}


def _keys(word: str, asked: set[str]) -> bool:
    """A snake-case key one of whose parts is an attribute word asked."""
    return "_" in word and any(stem(p) in asked for p in word.split("_") if p)


def rate_units(text: str) -> set[str]:
    """The time unit of each rate a text says ("per day", "a week", "each hour")."""
    toks = tokenize(text)
    return {
        stem(b.low)
        for a, b in itertools.pairwise(toks)
        if a.low in _RATE and (b.low in lx.TEMPORAL or b.low in _CLOCK_UNITS)
    }


_RATE = frozenset({"per", "a", "an", "each", "every"})
_CLOCK_UNITS = frozenset({"hour", "hours", "minute", "minutes", "night", "nights"})


def source_names(q: questions.Question) -> set[str]:
    return {
        t.low
        for t in tokenize(q.text)
        if not t.punct and (t.shaped or t.capital) and stem(t.low) in q.source
    }


def other_subject(q: questions.Question, text: str) -> bool:
    head = q.subject_head
    if not head or len(q.subject) < 2:
        return False
    # the common nouns of a "for" phrase or a leading topic ("for the X issue") are judged by
    # ``_on_subject``, not here; the names in it are qualifiers ("for v1 of the X API")
    named = set(q.names) | {stem(n) for n in q.names}
    quals = q.subject - {head} - (q.topic - named)
    heading: set[str] = set()  # a clause without a value heads those after it
    claim = facts.read(text)
    if _head_elsewhere(q, claim.clauses):
        return True
    for c in claim.clauses:
        if not c.values or (c.frame and c.frame <= _TITLES):
            heading |= c.subject | c.frame | c.context | {stem(n) for n in c.names}
            # a title line ("Subject: X quota", "Title: ...") heads the body after it
            heading |= {w for v in c.values for w in v.key.split()}
            heading |= {stem(w) for v in c.values for w in v.key.split()}
            continue
        if head not in c.subject:
            # a clause of the record about something else sets its scene too ("Run the bin
            # clean in batches. Never over 44 orders in one batch"; a "[Quillmere-44]" key)
            said = _keyed({w for v in c.values for w in v.text.casefold().split()})
            heading |= c.subject | c.frame | c.context | {stem(n) for n in c.names}
            heading |= said | {stem(w) for w in said}
            continue
        own = (c.subject | c.context) - q.subject - q.source - q.words
        # a qualifier said as a value: "Quillmere API v1 shutdown", "Quillmere 7.15 code freeze"
        said = {w for v in c.values for w in (*v.key.split(), *v.text.casefold().split())}
        said |= {p for w in said if "_" in w for p in w.split("_")}  # a "handicap_list" key
        said |= {stem(w) for w in said}  # "batch size 74" says "size"
        have = c.subject | c.frame | c.context | {stem(n) for n in c.names} | heading | said
        numbered = _numbered(c.names)  # "Ticket Quillmere-524: ..." is Quillmere's
        have |= numbered | {stem(n) for n in numbered}
        if own and quals - have:
            return True  # lacks a qualifier the question gives, and has one of its own
    return False


# the labels of a line that titles a message or document: its value is what the rest is about
_TITLES = frozenset({"subject", "title", "re", "topic"})


def _head_elsewhere(q: questions.Question, clauses: Sequence[Clause]) -> bool:
    """Every clause stating a value with the head of what the question asks about names an
    identifier the question does not, and none that it does ("X is sorted; for quill-live the
    remote build cache lives in gs://...", asked about X's remote build cache)."""
    head = q.subject_head
    if not q.names or head is None:
        return False
    named = set(q.names) | {stem(n) for n in q.names}
    # a title line naming what is asked ("Subject: your Quillmere enquiry") heads the rest
    titled = {
        w
        for c in clauses
        if c.frame and c.frame <= _TITLES
        for v in c.values
        for w in v.text.casefold().split()
    }
    if titled & named:
        return False
    found = [c for c in clauses if c.values and head in c.subject | c.frame]
    return bool(found) and all(
        not (c.names | c.frame | {v.text.casefold() for v in c.values} | _numbered(c.names)) & named
        and any(
            _identifier(n) and not facts.within(n, q.names) and not key_words(n) & q.words
            for n in c.names - named
        )
        for c in found
    )


def _numbered(names: frozenset[str]) -> set[str]:
    """What numbered items name: a ticket's id its project ("quillmere-524": "quillmere")."""
    return {m.group(1) for n in names if (m := _NUMBERED.fullmatch(n))}


_NUMBERED = re.compile(r"([^\W\d_][\w-]*?)-\d{2,}")


def _identifier(name: str) -> bool:
    """A name with a letter joined by a separator or a digit ("quill-live", "build-12"; not a
    time, "05:25")."""
    has_letter = any(ch.isalpha() for ch in name)
    joined = bool(facts.IDENTIFIER.match(name)) or any(ch.isdigit() for ch in name)
    # a number in words ("forty-four endpoints") is a count, not an identifier
    return has_letter and joined and not measures.number_word(name)


def names_other(q: questions.Question, text: str) -> bool:
    """The text names entities (its source and values aside), none of which the question
    names, while the question names some."""
    if not q.names:
        return False
    claim = facts.read(text)
    values = {w for v in claim.values for w in v.split()}
    context = (
        frozenset().union(*(c.context_names for c in claim.clauses))
        if claim.clauses
        else frozenset()
    )
    if any(_slug(t.low) and t.low.split("-")[0] in q.names for t in tokenize(text)):
        return False  # "name: quillmere-net-round": a key naming the asked thing's job
    own = {
        n for n in mentions(text) if n not in context and not set(re.findall(r"\w+", n)) <= values
    }
    # a key made of what the question names ("billing_api.timeout") names it
    return bool(own) and not (own & q.names) and not any(facts.within(n, q.names) for n in own)


def keyed_apart(q: questions.Question, kept: str, other: str) -> bool:
    """The question names a word of the kept memory's value ("which migration added
    shipped_at?" against "add `orders.shipped_at` in 0412"), and the other memory does not
    mention it: its value is keyed by another thing, so it is not the kept one's rival."""
    keyed = {w for v in facts.read(kept).values for w in v.split()} & q.names
    return bool(keyed - mentions(other))


def mentions(text: str) -> set[str]:
    """Names and identifiers a text mentions (a capitalised first word of a sentence too)."""
    said = {
        t.low
        for t in tokenize(text)
        if not t.punct
        and (t.shaped or t.capital or t.hyphen or (content(t) and t.text[:1].isupper()))
        and not measures.number_word(t.low)  # "forty-four" is a count, not a name
    }
    # a path is one whatever slashes frame it: "`/libs/quill/`" names libs/quill
    said |= {w.strip("/") for w in said if "/" in w.strip("/")}
    return _keyed(said) | _literal_parts(text)


def _keyed(words: set[str]) -> set[str]:
    """The words with the names their keys carry: a key NAME-NUMBER ("quillmere-44", an issue
    filed under the project) names NAME."""
    return words | {m.group(1) for w in words if (m := _KEYED.fullmatch(w))}


_KEYED = re.compile(r"([a-z][a-z.]*[a-z])-\d+")


def both_on_asked(q: questions.Question, a: str, b: str) -> bool:
    """Both texts mention entities the question names, the same ones or one's within the
    other's ("SEV3" / "SEV3" and "on-call"): about the same asked thing."""
    names = {n for n in q.names if n not in lx.MONTHS and n not in lx.TEMPORAL}
    # a name as written counts too ("anvilworth,Kotlin": a row of a table)
    na, nb = names & (mentions(a) | _says(names, a)), names & (mentions(b) | _says(names, b))
    return bool(na) and bool(nb) and not facts.apart(na, nb)


def another_thing(q: questions.Question, a: str, b: str) -> bool:
    """``b`` holds no word of what the question asks about ("how long may a retry drain
    run?": the retry drain) where ``a`` does, and says its own subject with words neither the
    question nor ``a`` uses ("the Brantor retry drain may run 71 minutes" / "the Brantor
    signature rotation is capped at 1h31m"): another thing of the same project, no second
    record of what ``a`` answers."""
    # the noun a count asks for ("the most rods") is its unit, not the thing
    thing = (q.subject | q.topic) - {stem(n) for n in q.names} - set(q.names) - counted(q.text)
    if not thing:
        return False
    # a hyphenated identifier holds its words ("brantor-sweep" names the brantor sweep)
    held_a, held_b = _with_parts(terms(a)), _with_parts(terms(b))
    if not thing & held_a or thing & held_b:
        return False
    # the agent noun of a verb the other says names its doer ("the scheduler" / "# X schedule")
    if any(stem(t.low) + e in thing for t in tokenize(b) if t.text.isalpha() for e in ("er", "r")):
        return False
    want = {w for w in question_terms(q) if not w.startswith("@")}
    # a noun of any activity ("the X job settings" beside "the X forge day") names no other
    extra = (own_terms(b) | _heading(b)) - want - held_a - _GENERAL
    # a key made of words said already ("warn_at_bathers" where the question warns and the
    # other record counts bathers) says nothing of its own
    # a key's word naming the class of attribute asked ("max" for "the most guests per X")
    # or any activity ("per_run") is said too
    said = want | held_a | _GENERAL | lx.PREPOSITIONS
    classes = attributes.classes_named(q.text)
    return any(
        not _key_parts(w)
        or not all(p in said or attributes.named_class(p) in classes for p in _key_parts(w))
        for w in extra
    )


_GENERAL = frozenset(stem(w) for w in ("job", "task", "work", "activity", "run"))


def _with_parts(held: set[str]) -> set[str]:
    return held | {stem(p) for w in held if "-" in w for p in w.split("-") if p}


def _key_parts(word: str) -> set[str]:
    """The words of a key joined by underscores or dots (those of three letters or more),
    stemmed; none for a plain or a hyphenated word ("quill-live" is a name of its own)."""
    if not _KEY_JOINS.search(word):
        return set()
    return {stem(p) for p in _KEY_JOINS.split(word) if len(p) >= 3}


def _heading(text: str) -> set[str]:
    """The terms of a record's heading: a short first line with no sentence mark, over more
    lines ("Brantor mid-point review" over its minutes)."""
    first, _, rest = text.strip().partition("\n")
    words = first.split()
    if not rest.strip() or not 0 < len(words) <= 6 or first.rstrip()[-1:] in ".:;!?,":
        return set()
    return {w for w in terms(first) if not w.startswith("@")}
