"""Turning extracted lessons into candidates for admission: redacted text, the project's
namespace, provenance, and the text of a live memory that says nearly the same thing (so
admission corroborates it instead of proposing a near-copy).

The near-duplicate lookup is cached for one commit only: inside a commit the store does not
change, so a cached answer equals a fresh one, and a run split anywhere (killed and resumed)
resolves every lesson exactly as an unbroken run does. It never writes.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from cairn import namespace
from cairn.claimkey import claim_key, overlap
from cairn.ingest.records import Lesson
from cairn.model import Candidate, Kind, Review, Scope, ScopeLevel, Source, Status, View
from cairn.policy.conflicts import rare_terms
from cairn.policy.redact import redact
from cairn.service import MemoryService
from cairn.timeutil import now

NEAR_DUPLICATE = 0.8


class Proposer:
    def __init__(
        self,
        svc: MemoryService,
        *,
        dry_run: bool,
        session_hint: str | None,
        vouched_session: str | None = None,
    ) -> None:
        """``vouched_session``: the one session a client's own hook hand-off vouched for
        (never a hint, never a session read from a transcript on disk)."""
        self.svc = svc
        self.dry_run = dry_run
        self.session_hint = session_hint
        self.vouched_session = vouched_session
        self.redactions = 0
        self._ns_cache: dict[str, str] = {}
        self._near: dict[tuple[str, str], str] = {}

    def candidates(
        self, lessons: list[Lesson], *, client: str, transcript: str
    ) -> list[tuple[Candidate, Lesson]]:
        """One candidate per distinct claim (a repeat within the commit is dropped)."""
        self._near.clear()  # the store may have changed since the last commit
        out: list[tuple[Candidate, Lesson]] = []
        keys: set[tuple[str, str]] = set()
        for lesson in lessons:
            rec = lesson.record
            ns = self._namespace(rec.cwd)
            red = redact(lesson.text)  # the mining boundary: nothing leaves here unredacted
            self.redactions += red.count
            text = self._near_duplicate(red.text, ns)
            k = (ns, claim_key(text))
            if k in keys:
                continue
            keys.add(k)
            session = rec.session or self.session_hint
            source = Source(
                kind="mine",
                client=client,
                agent="miner",
                model=rec.model,
                session=session,
                transcript=transcript,
                locator=rec.locator,
                at=rec.at,
                branch=rec.branch,
                cwd=rec.cwd,
                vouched=session is not None and session == self.vouched_session,
                label=lesson.rule or None,
            )
            cand = Candidate(
                text=text,
                namespace=ns,
                kind=Kind(lesson.kind),
                scope=ScopeLevel.PROJECT,
                source=source,
            )
            out.append((cand, lesson))
        return out

    def _namespace(self, cwd: str | None) -> str:
        if not cwd:
            return self.svc.scope.namespace
        if cwd not in self._ns_cache:
            p = Path(cwd)
            self._ns_cache[cwd] = (
                namespace.resolve(p, adopted=self.svc.store.adopted).namespace
                if p.is_dir()
                else namespace.path_namespace(p)
            )
        return self._ns_cache[cwd]

    def _near_duplicate(self, text: str, ns: str) -> str:
        """The text of a live memory that says nearly the same thing (so admission sees the
        same claim key and corroborates it), else ``text``."""
        if self.dry_run:
            return text
        known = self._near.get((ns, text))
        if known is None:
            known = self._near[(ns, text)] = self._search(text, ns)
        return known

    def _search(self, text: str, ns: str) -> str:
        scope = Scope(ns, self.svc.scope.user_namespace)
        try:
            # the same claim already stored: admission corroborates it by key, no search needed
            if self.svc.store.by_claim([ns], claim_key(text)):
                return text
            # a near-duplicate (Jaccard >= 0.8) shares at least two of the text's rarest terms
            terms = rare_terms(self.svc.store, text)
            if not terms:
                return text
            hits = self.svc.store.probe(terms, scope, now(), limit=5, view=View.REVIEW)
        except Exception:
            return text
        for hit in hits:
            live = hit.namespace == ns and hit.status in (Status.PROPOSED, Status.ACTIVE)
            # a near-duplicate of a rejected claim is left to admission, which flags it
            if live and hit.review != Review.REJECTED and overlap(hit.text, text) >= NEAR_DUPLICATE:
                return hit.text
        return text


def lesson_dict(cand: Candidate) -> dict[str, Any]:
    s = cand.source
    return {
        "kind": cand.kind.value,
        "text": cand.text,
        "namespace": cand.namespace,
        "session": s.session,
        "locator": s.locator,
        "rule": s.label,
    }
