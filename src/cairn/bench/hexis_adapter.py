"""cairn's adapter for the Hexis Public Memory Benchmark: one case in, one prediction out.

It uses cairn as a user would, in a fresh temporary store:
- the adapter acts as the person importing named sources, an explicit human actor recorded as
  such in its own temporary store's log: it sets the namespace to ``open`` admission and records
  each named source's trust as that person's prior for it (``set_policy``), saying so on stderr;
- each event becomes a memory admitted through ``MemoryService.add`` (so through ``admit()``:
  corroboration and conflict detection happen there), with its source (kind, label, trust, event
  id as locator) as provenance and its time as valid time and record time (the adapter's own
  ``ReplayClock``, passed to the service's constructor);
- a ``correct`` event's supersession is the operator's decision (``MemoryService.supersede`` by a
  human actor with client ``operator``); so is a correction cairn detects itself
  (``policy.facts.corrects``: "Actually, make that 45 seconds" after the value it corrects in
  the same session, or a change such as "svc was moved to B" that contradicts "svc runs in
  A"): cairn proposes, the person applies it, and stderr says so;
- the answer is what cairn's read path returns at the query time (``MemoryService.search``, the
  SEARCH view, and the HISTORY view mapped to the live memory that superseded a hit, with the
  replay clock at the query's time): the memories whose support is close to the best one's,
  about the entity the question names (``questions.ask``: a memory naming none of the question's
  distinctive entities is left out when another names one), positive unless the question is
  not, plus the other wordings that corroborate them and the memories they are contested with.
  Each memory answers with the clauses that hold what is asked (``questions.answering``), a value a
  change replaced elided; citations are the event ids of their sources; contradictions are the
  conflicts cairn itself recorded (open ``contested_because`` edges between live memories).

It must never see ``expected``; no rule, constant or branch here may key on a case id, topic or
expected string.
"""

from __future__ import annotations

import re
import tempfile
import unicodedata
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

from cairn.bench import hexis_asked as asked
from cairn.bench import hexis_parts as parts
from cairn.bench import hexis_stance as stance
from cairn.bench import hexis_subjects as subjects
from cairn.bench.hexis_ingest import Log as Log  # re-exported: the adapter's log callback
from cairn.bench.hexis_ingest import ingest, source_prior
from cairn.bench.hexis_terms import asked_terms, coverage, question_terms, relation_words, terms
from cairn.bench.hexis_terms import idf as idf  # re-exported: the reader's weighting
from cairn.errors import UsageError
from cairn.model import Actor, ActorKind, Memory, Scope, Status, View
from cairn.policy import facts, measures, questions, recency
from cairn.policy.fact_models import Judge
from cairn.policy.tokens import tokenize
from cairn.service import MemoryService
from cairn.store.base import Selection
from cairn.timeutil import ReplayClock, parse_time

OPERATOR = "cairn bench memory"


FLOOR = 0.6  # a memory joins the answer when its support is at least 60% of the best one's
CONJECTURE = 0.5  # a conjecture ("X guessed ...", "might be") weighs half a statement


def _live_head(svc: MemoryService, mem: Memory) -> Memory | None:
    """The live memory that (transitively) superseded ``mem``, or ``mem`` if it is live."""
    seen: set[str] = set()
    cur: Memory | None = mem
    while cur is not None and cur.status is Status.SUPERSEDED and cur.superseded_by:
        if cur.id in seen:
            return None
        seen.add(cur.id)
        found = svc.memories(View.HISTORY, _ids(cur.superseded_by)) or svc.memories(
            View.SEARCH, _ids(cur.superseded_by)
        )
        cur = found[0] if found else None
    return cur if cur is not None and cur.status is Status.ACTIVE else None


def _read(
    svc: MemoryService, q: questions.Question
) -> tuple[list[Memory], dict[str, float], dict[str, set[str]]]:
    """What cairn's read path returns for the question now, with each memory's support: the
    IDF-weighted question terms it covers, weighed by its confidence (the operator's source
    prior) and halved for a conjecture. A superseded hit (the HISTORY view) stands for the
    live memory that replaced it, which inherits its support."""
    live = {m.id: m for m, _ in svc.search(q.text, limit=20)}
    older = [m for m, _ in svc.search(q.text, view=View.HISTORY, limit=20) if m.id not in live]
    df, n = parts.frequencies(svc.memories(View.SEARCH))
    want = question_terms(q)

    def cover(text: str) -> float:
        return coverage(want & (asked_terms(q, text) | relation_words(q, text)), df, n)

    support: dict[str, float] = {}
    about: dict[str, set[str]] = {}  # a live memory: the terms of the older ones it replaced
    for m in live.values():
        support[m.id] = cover(m.text) * _weight(m)
    first = recency.asks_first(q)
    for m in older:
        if first:
            # what was said first may be what a later record replaced: it answers itself
            live.setdefault(m.id, m)
            support[m.id] = cover(m.text) * _weight(m)
        head = _live_head(svc, m)
        if head is None:
            continue
        live.setdefault(head.id, head)
        about.setdefault(head.id, set()).update(terms(m.text))
        inherited = max(cover(m.text), cover(head.text)) * _weight(head)
        support[head.id] = max(support.get(head.id, 0.0), inherited)
    return list(live.values()), support, about


def _weight(m: Memory) -> float:
    claim = facts.read(m.text)
    # a clause says something when it holds a value or measures one ("I'd have kept them two
    # weeks": a duration the clause's words do not make a value of)
    said = [c for c in claim.clauses if c.values or measures.measures(claim.text[c.start : c.end])]
    hedged = bool(said) and all(c.hedged for c in said)
    return max(m.confidence, 0.05) * (CONJECTURE if hedged else 1.0)


def answer_case(
    case: Mapping[str, Any], path: Path, *, log: Log = None, judge: Judge | None = None
) -> dict[str, Any]:
    events = sorted(case["events"], key=lambda e: parse_time(e["at"]))
    query = case["query"]
    clock = ReplayClock(events[0]["at"] if events else query["at"])
    # the memory benchmark measures the lexical read path it was built on: no vectors are
    # built, so `search` (auto) stays lexical, as before the vector path was on by default
    svc = MemoryService.open(
        path, Scope("bench:hexis", "user:bench-hexis"), clock=clock, embed_on_write=False
    )
    # the person running the benchmark, recorded as such in this temporary store's log
    operator = Actor(ActorKind.HUMAN, OPERATOR, client="bench")
    try:
        svc.set_policy("admission", "open", operator)
        svc.set_policy("trust", source_prior(case), operator)
        if log is not None:
            log(f"person {OPERATOR!r} set admission to open and the named sources' priors")
        ingest(svc, clock, case, operator, log)
        clock.set(query["at"])
        q = questions.ask(str(query["text"]))
        pool, support, about = _read(svc, q)
        found = [m for m in pool if support.get(m.id, 0.0) > 0]
        # a question citing one source asks what that source says
        found = parts.from_cited(q, found, lambda mid: [label for _k, label in _origins(svc, mid)])
        cited = found
        read = stance.plain(q, stance.positive(q, subjects.about(q, found)))
        # a record telling only of an episode that ended ("Bo reviewed one X change while the
        # usual reviewer was away") is no answer nor rival beside a record of what holds
        read = [m for m in read if not asked.episodic(q, m.text)] or read
        pool = subjects.minimal_pairs(q, read, support, about)
        # "the dry run for the kettle audit on 29 May" gives the dry run's day, not the
        # pressing's, when a record of the pressing's own is there
        pool = [m for m in pool if not subjects.of_another(q, m.text)] or pool
        # a part saying "it" asks of the thing the question names by a phrase: a record about
        # another job of the project is no answer to it ("Bo has the Brantor audit now",
        # asked "for the Quillmere sweep: whose is it now?")
        if parts.refers(q):
            read = [m for m in read if not subjects.of_another_job(q, m.text)] or read
            pool = [m for m in pool if not subjects.of_another_job(q, m.text)] or pool
        pool = parts.askable(q, pool)
        best = max((support[m.id] for m in pool), default=0.0)
        used = parts.answering(q, [m for m in pool if best > 0 and support[m.id] >= FLOOR * best])
        ids = {u.id for u in used}
        joined = (
            parts.joined(
                q,
                read,
                used,
                parts.frequencies(svc.memories(View.SEARCH)),
                weight=_weight,
                floor=FLOOR,
                wide=lambda pq: stance.plain(pq, stance.positive(pq, subjects.about(pq, found))),
                # every record found of what is asked, whatever names it gives besides
                around=[
                    m
                    for m in stance.plain(q, stance.positive(q, found))
                    if not asked.episodic(q, m.text)
                ],
            )
            if questions.parts(q.text)
            else []
        )
        for m in joined:
            if m.id not in ids:
                ids.add(m.id)
                used.append(m)
                support.setdefault(m.id, 0.0)
        for m in _compared(svc, q, read, used, support):
            if m.id not in ids:
                ids.add(m.id)
                used.append(m)
        rivals, stale = _rivals(svc, q, read, used, query["at"])
        used = _newest(q, [m for m in used + rivals if m.id not in stale] or used, query["at"])
        used.sort(key=lambda m: -support[m.id])
        seen = {m.id for m in used}
        _corroborating(svc, q, used, seen)
        for m in list(used):
            for other in m.contested_by:
                if other not in seen:
                    # the memory it is contested with, unless it names other things or its
                    # source is trusted far less (under the floor that keeps a weak hit out)
                    found = [
                        x
                        for x in svc.memories(View.SEARCH, _ids(other))
                        if _weight(x) >= FLOOR * _weight(m)
                        and not facts.named_apart(x.text, m.text)
                        and not subjects.other_subject(q, x.text)
                        and not subjects.names_other(q, x.text)
                        and not subjects.keyed_apart(q, m.text, x.text)
                        and subjects.of_another(q, x.text) == subjects.of_another(q, m.text)
                        and not parts.third_voice(q, used, x)
                        # nor an earlier record the used one reads as an update of
                        and not (_later(x, m) and _updated(m, x))
                        # nor, for a question asking what was first said, a later value
                        and not recency.later_than_first(q, [_said(m), _said(x)])
                    ]
                    used.extend(found)
                    seen.update(x.id for x in found)
        read_at = _read_conflicts(q, read, used, judge) if judge is not None else []
        differing = [p for p in _differing(svc, q, pool, used) if p not in read_at]
        for _a, b in [*read_at, *differing]:
            if b.id not in seen:
                used.append(b)
                seen.add(b.id)
        # a question comparing two sources it names compares a record of each
        narrowed = parts.from_named(
            q,
            [m for m in used if not subjects.other_subject(q, m.text)],
            [m for m in cited if not subjects.other_subject(q, m.text)],
            lambda mid: [label for _k, label in _origins(svc, mid)],
            lambda m: support.get(m.id, 0.0),
        )
        if narrowed is not None:
            kept = {m.id for m in narrowed}
            read_at = [(a, b) for a, b in read_at if a.id in kept and b.id in kept]
            differing = [p for p in _differing(svc, q, narrowed, narrowed) if p not in read_at]
            if q.conflict and len(narrowed) == 2 and not differing and not read_at:
                a, b = narrowed
                where = asked.asks_where(q) or "place" in {t.low for t in tokenize(q.text)}
                said = _answer_text(q, a.text), _answer_text(q, b.text)
                if parts.sides_differ(*said, q.names, where=where):
                    differing = [(a, b)]
            used = narrowed
        if q.conflict and not q.source and narrowed is None:
            # a question about whether records agree: a record of another thing of the
            # project than the asked one is neither (records the question cites, "according
            # to the readme and Ana", are what it compares)
            used = [
                b
                for b in used
                if not any(subjects.another_thing(q, a.text, b.text) for a in used if a is not b)
            ] or used
        return _prediction(svc, case, q, used, read_at, differing)
    finally:
        svc.close()


def _rivals(
    svc: MemoryService,
    q: questions.Question,
    read: Sequence[Memory],
    used: Sequence[Memory],
    now: str | None = None,
) -> tuple[list[Memory], set[str]]:
    """Other records of what a used memory answers, worded otherwise (so supported less):
    a memory about what is asked, from another source trusted within the floor, that both
    mention the entities the question names, or, when they do not, that names no other thing,
    holds every question word the used one says its subject with and says its own subject
    with no word of its own beside them, and answers the question with another value of one
    type and kind (``recency.disagree``).
    Two records that disagree are both part of the answer; of a record and a later one that
    reads as its update (``recency.updates``), the later one is (the earlier is returned as
    stale), whichever was supported more."""
    if q.source:
        return [], set()  # a question about what one source says: another is no rival
    want = {w for w in question_terms(q) if not w.startswith("@")}
    now_asked = recency.asks_now(q)
    out: list[Memory] = []
    stale: set[str] = set()
    ids = {m.id for m in used}
    for r in read:
        if r.id in ids or subjects.other_subject(q, r.text) or stance.proposed(q, r):
            continue
        if subjects.of_another(q, r.text):
            continue  # "the X dry run for the asked thing is 10 May": the dry run's day
        if subjects.of_another_job(q, r.text):
            continue  # "X: the lease tuning is due 22 November", asked about the seat audit
        if parts.third_voice(q, used, r):
            continue
        mine = terms(r.text)
        for m in used:
            same = subjects.both_on_asked(q, m.text, r.text)
            if not same and (
                subjects.names_other(q, r.text)
                or not (subjects.own_of(q, m.text) & want) <= mine
                or subjects.own_of(q, r.text) - want - subjects.own_of(q, m.text)
            ):
                continue  # about another thing: "umber production is at X" for the asked svc's
            if same and subjects.another_thing(q, m.text, r.text):
                continue  # the named thing's mill pool, asked about its upper beat
            if (
                _weight(r) >= FLOOR * _weight(m)
                # one voice is no rival of itself, but its later word taking back what it
                # said updates it ("Ignore my last — X has moved over to ...")
                and not (
                    _origins(svc, m.id) & _origins(svc, r.id)
                    and parts.same_speaker(m, r)
                    and not (_later(m, r) and recency.corrects(r.text) and _updated(m, r))
                )
                and (same or not facts.named_apart(m.text, r.text))
                and (
                    recency.disagree(
                        q, m.text, r.text, same=same, updated=now_asked and _updated(m, r)
                    )
                    # both on the asked thing, one replacing the other for what is asked
                    # ("Let's go with Bo as X coordinator instead" after "Ana coordinates X")
                    or (
                        same
                        and asked.replaces(q, m.text, r.text)
                        and bool(recency.superseded(q, [_said(m), _said(r)], floor=FLOOR))
                    )
                )
            ):
                if _updated(m, r):
                    if not _later(m, r):
                        if now is None or not recency.takes_effect_after(_said(m), now):
                            continue  # the used one updates it: it is stale, not a rival
                        # the used one takes effect later: what it will replace still holds
                    else:
                        stale.add(m.id)
                out.append(r)
                ids.add(r.id)
                break
    return out, stale


def _compared(
    svc: MemoryService,
    q: questions.Question,
    pool: Sequence[Memory],
    used: Sequence[Memory],
    support: Mapping[str, float],
) -> list[Memory]:
    """A yes/no question comparing records ("Do the runbook and the config agree on X?") asks
    about two sources: when every used memory comes from one, the best supported memory of
    the pool from another joins them, whether it agrees or not."""
    if not q.compares or not used:
        return []
    have = set().union(*(_origins(svc, m.id) for m in used))
    if len({label for _kind, label in have}) > 1:
        return []
    others = [
        m
        for m in pool
        if support.get(m.id, 0.0) > 0
        and not _origins(svc, m.id) & have
        and not subjects.other_subject(q, m.text)
    ]
    return sorted(others, key=lambda m: -support[m.id])[:1]


def _at(m: Memory) -> str:
    return m.valid_from or m.recorded_at


def _later(a: Memory, b: Memory) -> bool:
    return _at(a) < _at(b)


def _updated(a: Memory, b: Memory) -> bool:
    """The later of two memories reads as an update of the earlier (``recency.updates``)."""
    ta, tb = a.valid_from or a.recorded_at, b.valid_from or b.recorded_at
    if ta == tb:
        return False
    new, old = (a, b) if ta > tb else (b, a)
    return recency.updates(new.text, old.text)


def _said(m: Memory) -> recency.Statement:
    return recency.Statement(m.id, m.text, m.valid_from or m.recorded_at, _weight(m))


def _newest(q: questions.Question, used: list[Memory], now: str | None = None) -> list[Memory]:
    """For a question about what holds, an earlier statement a later one replaces is left out
    (``policy.recency``: two memories about the same things whose answering clauses give
    live values of one type and kind that differ, the later one trusted within the floor);
    for one asking what was first said, a later value is."""
    said = [_said(m) for m in used]
    stale = recency.superseded(q, said, floor=FLOOR, now=now)
    # a question asking what was first said: a later value is not the answer; in a question
    # joining several, only of the part that asks it ("how long does X take, and how many did
    # the first one handle?": the first one's count makes no duration a later value)
    for part in questions.parts(q.text) or [q.text]:
        stale |= recency.later_than_first(questions.ask(part) if part != q.text else q, said)
    return [m for m in used if m.id not in stale] or used


def _read_conflicts(
    q: questions.Question, pool: Sequence[Memory], used: Sequence[Memory], judge: Judge
) -> list[tuple[Memory, Memory]]:
    """For a question about conflicts: pairs the person's model reads as one attribute with two
    values, among the memories about what is asked, where cairn recorded no conflict."""
    if not q.conflict:
        return []
    return [
        (a, b) for a, b in _unrecorded(pool, used) if facts.contradicts(a.text, b.text, judge=judge)
    ]


def _unrecorded(pool: Sequence[Memory], used: Sequence[Memory]) -> Iterator[tuple[Memory, Memory]]:
    """Each used memory with each other memory of the pool cairn recorded no conflict with."""
    for a in used:
        for b in pool:
            if b.id != a.id and b.id not in a.contested_by and a.id not in b.contested_by:
                yield a, b


def _differing(
    svc: MemoryService, q: questions.Question, pool: Sequence[Memory], used: Sequence[Memory]
) -> list[tuple[Memory, Memory]]:
    """For a question about conflicts: pairs of memories about what is asked that give
    different values of one specific type in whatever frame (``facts.differ``), where cairn
    recorded no conflict, each from a source trusted within the floor of the other's."""
    out: list[tuple[Memory, Memory]] = []
    for a, b in _unrecorded(pool if q.conflict else used, used):
        if _weight(b) < FLOOR * _weight(a) or subjects.other_subject(q, b.text):
            continue
        if stance.proposed(q, b) or stance.proposed(q, a):
            continue  # "a draft X is doing the rounds": no value of record to differ from
        if subjects.of_another(q, b.text) != subjects.of_another(q, a.text):
            continue  # a value of another thing named by the asked one's
        if any(b.id == x.id and a.id == y.id for x, y in out):
            continue
        if subjects.another_thing(q, a.text, b.text) or subjects.another_thing(q, b.text, a.text):
            continue
        if (
            q.conflict
            and (facts.differ(a.text, b.text, q.words) or asked.stated_apart(q, a.text, b.text))
        ) or (
            b in used
            # a question about what one source says has no rival in another; one comparing
            # the sources it names ("per the notice and the form") asks whether they differ
            and (not q.source or q.compares)
            and not _updated(a, b)
            and not (_origins(svc, a.id) & _origins(svc, b.id) and parts.same_speaker(a, b))
            and recency.disagree(q, a.text, b.text, same=subjects.both_on_asked(q, a.text, b.text))
        ):
            out.append((a, b))
    return out


def _origins(svc: MemoryService, mid: str) -> frozenset[tuple[str, str]]:
    """The named sources a memory was read from (kind, label)."""
    return frozenset(
        (str(s.get("kind") or ""), str(s.get("label") or "")) for s in svc.sources(mid)
    )


def _corroborating(
    svc: MemoryService, q: questions.Question, used: list[Memory], seen: set[str]
) -> None:
    """Other wordings of what a used claim answers (same values, overlapping frame) are cited
    with it: the answer carries every source that corroborates it. A guess or a question
    that mentions the value ("can somebody approve #12?") corroborates nothing."""
    for other in svc.memories(View.SEARCH):
        if (
            other.id in seen
            or subjects.other_subject(q, other.text)
            or subjects.names_other(q, other.text)
            or stance.conjectured(other)
        ):
            continue
        said = _answer_text(q, other.text)
        for m in list(used):
            if facts.named_apart(m.text, other.text) or subjects.keyed_apart(q, m.text, other.text):
                continue  # "[qm.listen] host = X" does not corroborate "[bx.listen] host = X"
            answer = _answer_text(q, m.text)
            if facts.agrees(answer, said) or _measured_alike(answer, said):
                used.append(other)
                seen.add(other.id)
                break


def _measured_alike(a: str, b: str) -> bool:
    """Two answers that measure the same, and nothing else, in two notations ("allow
    eighty-five minutes" / "timeout_minutes: 85"): one value twice."""
    ma, mb = set(measures.measures(a)), set(measures.measures(b))
    # a length of time or a share, which a record gives as its value ("at midnight" sets
    # the scene of a zone two records name apart)
    return bool(ma) and ma == mb and all(dim in _AMOUNT_DIMS for dim, _ in ma)


_AMOUNT_DIMS = frozenset({"duration", "share"})


def _ids(mid: str) -> Selection:
    return Selection(ids=(mid,))


def _locators(svc: MemoryService, mid: str) -> list[str]:
    return list(dict.fromkeys(s["locator"] for s in svc.sources(mid) if s.get("locator")))


def _answer_text(q: questions.Question, text: str) -> str:
    """The clauses of ``text`` that answer ``q``, a value a change replaced elided ("moved
    from ... to B"); the whole text when every clause answers."""
    claim = facts.read(text)
    chosen = parts.clauses_answering(q, claim)
    olds = [v for c in chosen for v in c.old_values]
    if len(chosen) == len(claim.clauses) and not olds:
        return text
    norm = unicodedata.normalize("NFKC", text)
    pieces = []
    for c in chosen:
        piece = norm[c.start : c.end]
        for v in sorted(c.old_values, key=lambda v: -v.start):
            piece = piece[: v.start - c.start] + "…" + piece[v.end - c.start :]
        pieces.append(piece.strip(" ,;"))
    out = "; ".join(pieces) + ("." if not pieces or not pieces[-1].endswith(".") else "")
    signed = _signature(norm) if asked.asks_who(q, within=6) else None
    return f"{out} ({signed})" if signed and signed not in out else out


# a message's sign-off: its last line, after a blank one, one to three capitalised words
_SIGNATURE = re.compile(r"\n[ \t]*\n[ \t]*(?:[-–—~]+[ \t]*)?((?:[A-Z][\w'.-]*[ \t]?){1,3})[ \t]*\Z")


def _signature(text: str) -> str | None:
    """Who signed a message (an e-mail's closing name, or the first line of the block after
    its "-- " signature separator), which answers "who said ..."."""
    m = _SIGNATURE.search(text.rstrip()) or _SIG_BLOCK.search(text)
    return m.group(1).strip() if m else None


# an e-mail signature block: "-- " alone on a line, the name on the next (a role may follow)
_SIG_BLOCK = re.compile(r"\n--[ \t]?\n[ \t]*((?:[A-Z][\w'.-]*[ \t]?){1,3})[ \t]*(?:\n|\Z)")


def _prediction(
    svc: MemoryService,
    case: Mapping[str, Any],
    q: questions.Question,
    used: Sequence[Memory],
    read_at: Sequence[tuple[Memory, Memory]] = (),
    differing: Sequence[tuple[Memory, Memory]] = (),
) -> dict[str, Any]:
    """Answer lines are the memories used (the clauses that answer); a memory contested by a
    live one carries its open conflict (and one a configured model read at question time, or
    the rules read for a question about conflicts, said as such)."""
    lines: list[str] = []
    citations: list[str] = []
    contradictions: list[str] = []
    live = {m.id for m in used}
    model_read = {a.id: b.id for a, b in read_at} | {b.id: a.id for a, b in read_at}
    for m in used:
        cites = _locators(svc, m.id)
        citations.extend(cites)
        line = _answer_text(q, m.text)
        if m.id in model_read:
            other = _locators(svc, model_read[m.id])
            line += " [conflict read by the configured model: " + ", ".join(other) + "]"
            contradictions.extend([*cites, *other])
        differs = [b.id for a, b in differing if a.id == m.id] + [
            a.id for a, b in differing if b.id == m.id
        ]
        if differs:
            other = [c for o in differs for c in _locators(svc, o)]
            line += " [read as conflicting at question time: " + ", ".join(other) + "]"
            contradictions.extend([*cites, *other])
        rivals = [o for o in m.contested_by if o in live]
        if rivals:
            others = [c for o in rivals for c in _locators(svc, o)]
            line += " [contested: open conflict with " + ", ".join(others) + "]"
            contradictions.extend([*cites, *others])
        lines.append(line)
    return {
        "case_id": case["case_id"],
        "answer": "\n".join(lines),
        "citations": list(dict.fromkeys(citations)),
        "contradictions": list(dict.fromkeys(contradictions)),
        "abstained": not used,
    }


def predict(
    case: Mapping[str, Any], *, log: Log = None, judge: Judge | None = None
) -> dict[str, Any]:
    """Answer one case through cairn in a fresh temporary store. ``case`` is an adapter input:
    it must not carry ``expected``."""
    if "expected" in case:
        raise UsageError("the adapter reads a case without `expected`")
    for key in ("case_id", "events", "query"):
        if key not in case:
            raise UsageError(f"adapter input lacks {key!r}")
    with tempfile.TemporaryDirectory(prefix="cairn-hexis-") as tmp:
        return answer_case(case, Path(tmp) / "cairn.db", log=log, judge=judge)
