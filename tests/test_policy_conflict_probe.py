"""Admission's conflict probe stays exact while it got cheaper: the rarest-term probe still finds
the memory a claim contradicts in a crowd that shares its common words, a negation only counts
when it governs what the other memory states, and the per-batch caches (verdicts, policies,
memoised frames) change no decision."""

from __future__ import annotations

from cairn.model import Actor, Candidate, Review, Status
from cairn.policy.conflicts import is_lexical_conflict, negated
from cairn.service import MemoryService
from cairn.timeutil import now
from tests.conftest import NS_A

LONG_OLD = (
    "When writing tests that call init_project, you must call git_init_boundary on the temp "
    "directory first. Without it the test climbs to the real parent repo and writes to the "
    "real user brain. Set KIMETSU_USER_BRAIN=0 in hermetic tests."
)
LONG_NEW = (
    "To isolate brain tests from the real user brain: use with_user_brain_disabled, which sets "
    "KIMETSU_USER_BRAIN=0, and do not call test_env_lock().lock() inside its closure. Set TMP "
    "and TEMP to a temp dir."
)


def test_a_negation_governing_shared_words_conflicts_and_one_in_an_unrelated_clause_does_not() -> (
    None
):
    assert is_lexical_conflict(
        "We do not deploy on Fridays any more", "We deploy on Fridays any more"
    )
    assert is_lexical_conflict("Never use tabs for indentation", "Use tabs for indentation")
    assert not is_lexical_conflict(LONG_NEW, LONG_OLD)  # "not" governs test_env_lock, not shared
    assert negated("do NOT call test_env_lock().lock() inside") == (
        frozenset({"call", "test_env_lock"}),
    )


def test_two_related_long_memories_written_by_a_person_both_stay_approved(
    svc: MemoryService, person: Actor
) -> None:
    old, new = svc.add_many([Candidate(LONG_OLD, NS_A), Candidate(LONG_NEW, NS_A)], person)
    assert new.memory.contested_by == ()
    assert new.memory.status is Status.ACTIVE and new.memory.review is Review.APPROVED
    flip = svc.add(
        Candidate(
            "When writing tests that call init_project, you must not call git_init_boundary "
            "on the temp directory first.",
            NS_A,
        ),
        person,
    ).memory
    assert old.memory.id in flip.contested_by  # control: a real polarity flip is contested


def test_the_probe_finds_and_ranks_exactly_what_a_brute_force_count_does(
    svc: MemoryService, person: Actor
) -> None:
    """The probe asks FTS5 for "at least two of the terms" as an OR of ANDs and counts the rest
    the same way; a brute-force count over every memory's index stems must agree, order
    included, for one to four terms (the index ranks candidates by how many terms, then the
    newest, keeps 4 x limit, the read predicate drops those not live, and the rest are ranked
    by how many, then shorter, then newest)."""
    import random

    from cairn.search import lexical
    from cairn.store.sqlite import SQLiteStore
    from cairn.store.sqlite_reads import PROBE_OVERFETCH

    rng = random.Random(5)
    vocab = ["alder", "birch", "cedar", "damson", "elder", "fir", "gorse", "hazel", "ivy"]
    texts = [
        " ".join(rng.choice(vocab) for _ in range(rng.randint(2, 7))) + f" note{i}"
        for i in range(160)
    ]
    svc.add_many([Candidate(t, NS_A) for t in texts], person)
    assert isinstance(svc.store, SQLiteStore)
    db = svc.store.db
    rows = db.execute("SELECT seq, id, text, status FROM memories").fetchall()
    assert {r[3] for r in rows} == {"active", "proposed"}  # contested claims wait as proposals
    live = {r[0] for r in rows if r[3] == "active"}
    stems = dict(zip([r[0] for r in rows], lexical.stems(db, [r[2] for r in rows]), strict=True))
    limit = 5
    checked = 0
    for _ in range(60):
        terms = rng.sample(vocab, rng.randint(1, 4))
        term_stems = [next(iter(s)) for s in lexical.stems(db, terms)]
        need = min(2, len(terms))
        counts = {r[0]: sum(t in stems[r[0]] for t in term_stems) for r in rows}
        pool = sorted((s for s in counts if counts[s] >= need), key=lambda s: (-counts[s], -s))
        pool = [s for s in pool[: limit * PROBE_OVERFETCH] if s in live]  # index, then predicate
        text = {r[0]: r[2] for r in rows}
        ids = {r[0]: r[1] for r in rows}
        want = [ids[s] for s in sorted(pool, key=lambda s: (-counts[s], len(text[s]), -s))[:limit]]
        got = [h.id for h in svc.store.probe(terms, svc.scope, now(), limit=limit)]
        assert got == want, terms
        checked += bool(want)
    assert checked > 40  # control: most probes do find memories


def test_the_probe_on_postings_held_in_memory_agrees_with_the_index_across_writes(
    svc: MemoryService, svc_b: MemoryService, person: Actor, monkeypatch: object
) -> None:
    """Inside a write, the probe intersects posting lists this connection keeps in memory
    (``DocFreq.postings``) instead of grouping rowids in SQL. Rounds of writes (new claims,
    edits, retractions, a non-ASCII text, a rolled-back batch, another connection's commit)
    come between rounds of probes, and every probe must return what the index does, order
    included; the control is that the held lists were in fact used."""
    import random

    import pytest

    from cairn.store import postings as store_postings
    from cairn.store.sqlite import SQLiteStore
    from cairn.store.vocab import DocFreq

    assert isinstance(svc.store, SQLiteStore)
    store = svc.store
    rng = random.Random(11)
    vocab = [
        "alder",
        "birch",
        "cedar",
        "damson",
        "elder",
        "fir",
        "gorse",
        "hazel",
        "ivy",
        "juniper",
    ]
    vocab += ["larch", "maple", "oaks", "oak"]  # two words, one index term
    rare = [f"rowan{i}" for i in range(60)]  # sparse terms, beside the dense ones above

    def texts(n: int, tag: str) -> list[str]:
        return [
            " ".join(rng.choice(vocab) for _ in range(rng.randint(2, 7)))
            + f" {rng.choice(rare) if rng.random() < 0.6 else ''} {tag}{i}"
            for i in range(n)
        ]

    used = 0
    real = DocFreq.postings

    def counted(self: DocFreq, db: object, words: object) -> object:
        nonlocal used
        got = real(self, db, words)  # type: ignore[arg-type]
        used += got is not None
        return got

    def compare(rounds: int) -> int:
        found, was = 0, used
        with store.write() as tx:
            tx.doc_freq(vocab + rare)  # as admission does before it probes (``rare_terms``)
            for _ in range(rounds):
                terms = rng.sample(vocab, rng.randint(0, 3)) + rng.sample(rare, rng.randint(0, 2))
                terms = terms or [rng.choice(vocab)]
                limit = rng.choice([2, 5, 12])
                for scope in (svc.scope, svc_b.scope):
                    with pytest.MonkeyPatch.context() as mp:  # the index alone
                        mp.setattr(DocFreq, "postings", lambda *_a: None)
                        index = tx.probe(terms, scope, now(), limit=limit)
                    for bits in (False, True):  # sets of rowids; bitmaps of the dense terms
                        with pytest.MonkeyPatch.context() as mp:
                            mp.setattr(store_postings, "bits_cheaper", lambda *_a, b=bits: b)
                            held = tx.probe(terms, scope, now(), limit=limit)
                        assert held == index, (terms, limit, scope, bits)
                    found += bool(index)
        assert used > was  # control: the lists held in memory answered
        return found

    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(DocFreq, "postings", counted)
        first = svc.add_many([Candidate(t, NS_A) for t in texts(120, "a")], person)
        svc_b.add_many([Candidate(t, "test:project-b") for t in texts(30, "b")], person)
        assert compare(40) > 30
        before = used
        svc.add_many([Candidate(t, NS_A) for t in texts(60, "c")], person)
        for res in first[:15]:
            svc.edit(res.memory.id, " ".join(rng.sample(vocab, 4)) + " edited", person)
        for res in first[15:25]:
            svc.retract(res.memory.id, person, reason="test")
        assert compare(40) > 30
        # "birchñ" is no "birch" to the index, but an ASCII split would say so: drops the lists
        accented = svc.add(Candidate("café alderñ birchñ — naïve cedar elder", NS_A), person)
        with store.write() as tx:
            tx.doc_freq(vocab)
            wrong = tx.probe(["alder", "birch"], svc.scope, now(), limit=200)
            right = tx.probe(["cedar", "elder"], svc.scope, now(), limit=200)
        assert accented.memory.id not in {h.id for h in wrong}
        assert accented.memory.id in {h.id for h in right}  # control
        assert compare(20) > 10
        with pytest.raises(RuntimeError):

            def boom(_tx: object) -> None:
                raise RuntimeError("roll back")

            svc.add_many([Candidate(t, NS_A) for t in texts(20, "r")], person, after=boom)
        assert compare(20) > 10
        other = svc_b.add(Candidate("alder birch cedar fir from another connection", NS_A), person)
        with store.write() as tx:  # the other commit is seen although this one held the lists
            hits = tx.probe(["alder", "birch", "cedar", "fir"], svc.scope, now(), limit=48)
        assert other.memory.id in {h.id for h in hits}
        assert compare(30) > 20
        assert used > before > 0
    assert store._df.posts and store._df.bits  # and are kept between writes, dense ones too


def test_the_raw_text_shortcut_never_drops_a_pair_that_contradicts() -> None:
    """``facts.may_contradict`` lets admission skip parsing a probe hit. On texts with values,
    codes, words glued to values, punctuation, stop words, reporting verbs, topic labels and
    case changes, it must say True for every pair that ``facts.contradicts``; the control is
    that it does rule many pairs out."""
    import random

    from cairn.policy import facts

    rng = random.Random(3)
    words = ["deploy", "region", "the", "wiki", "lists", "runbook", "says", "cache", "of"]
    words += ["staging", "replica", "primary", "uses", "timeout", "is", "Port", "a", "notes"]
    words += ["billing", "service", "pipeline", "retries", "limit", "for", "in", "Priya"]
    values = ["EU-WEST-1", "us-east-2", "PG-15", "8080", "30s", "v2.1", "API", "x86_64"]
    values += ["timeout-30s", "cache/v2", "deploy-EU", "45 seconds", "pg-16"]
    punct = ["", "", ",", ".", ":", "(", ")", '"']

    def text() -> str:
        out = []
        for _ in range(rng.randint(2, 10)):
            w = rng.choice(values) if rng.random() < 0.25 else rng.choice(words)
            out.append(rng.choice(punct) + w + rng.choice(punct))
        return " ".join(out)

    texts = [text() for _ in range(600)]  # paths no longer rival other values: more pairs
    pairs = ruled_out = conflicts = 0
    for i, old in enumerate(texts):
        for new in texts[i + 1 : i + 40]:
            claim = facts.read(new)
            may = facts.may_contradict(claim, old)
            pairs += 1
            ruled_out += not may
            if facts.contradicts(claim, old):
                conflicts += 1
                assert may, (new, old)
    # controls: contradictions were found, and the shortcut ruled pairs out (this small
    # vocabulary shares many words; the bench's large one rules out nearly every hit). 38
    # since the fifteenth round (55 before): a value whose word pieces all lie in another's
    # ("staging: timeout" / "timeout-30s") no longer rivals it when their frames differ
    assert conflicts > 30 and ruled_out > pairs // 10


def test_the_lowercased_cue_and_negation_patterns_match_exactly_what_ignorecase_does() -> None:
    """ASCII text is lowercased and matched without IGNORECASE (three times faster); other text
    keeps IGNORECASE, which folds more than lowercasing does ("ſ" matches "s"). Every span and
    verdict must be the same on texts of cue and negation words in random case."""
    import random

    from cairn.policy.conflicts import CUES, NEGATION, _has_cue, _negations

    rng = random.Random(9)
    pieces = ["No longer", "NOT", "never", "Don't", "isn't", "instead OF", "Replaced By", "the"]
    pieces += ["deprecated", "Stop Using", "now uses", "cannot", "avoid", "wrong", "Was Wrong"]
    pieces += [
        "use",
        "Postgres",
        "tabs",
        "ſtop uſing",
        "now uſes",
        "caf\u00e9",
        "\u212aelvin",
        "iſn't",
    ]
    pieces += ["nothing", "notably", "knot", "rather than", "in favour of", ",", "."]
    texts = [
        " ".join(
            "".join(c.upper() if rng.random() < 0.3 else c for c in rng.choice(pieces))
            for _ in range(rng.randint(1, 9))
        )
        for _ in range(3000)
    ]
    cues = negations = 0
    for text in texts:
        _has_cue.cache_clear()
        want_cue = CUES.search(text) is not None
        assert _has_cue(text) == want_cue, text
        want = [m.span() for m in NEGATION.finditer(text)]
        assert [m.span() for m in _negations(text)] == want, text
        cues += want_cue
        negations += bool(want)
    assert cues > 500 and negations > 500  # controls: both kinds were found often
    assert _has_cue("we ſtopped uſing it") == (CUES.search("we ſtopped uſing it") is not None)
