"""Writes: every claim (CLI, MCP, miner, importer, benchmark) is admitted here through
``policy.admission.admit``; corroboration unions provenance, a standing rejection withholds the
claim and only adds evidence, and promotion by independent sessions is decided by the system."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields, replace
from typing import Any

from cairn import events as ev
from cairn.claimkey import latin_fold
from cairn.errors import UsageError
from cairn.ids import new_ulid
from cairn.model import (
    COUNT_MAX,
    Actor,
    Admission,
    Candidate,
    Kind,
    Review,
    ScopeLevel,
    Status,
)
from cairn.policy import admission
from cairn.policy import gates as gate_rules
from cairn.policy import redact as redaction
from cairn.service.core import MAX_TEXT, SYSTEM, WriteResult, _Batch, _source_dict, shown_text
from cairn.service.reads import Reads
from cairn.store.base import WriteTx
from cairn.timeutil import parse_time


class Writes(Reads):
    def _clean(self, cand: Candidate) -> tuple[Candidate, frozenset[int]]:
        """Redact every string a candidate carries (its text, typed triple, session, anchors,
        source and gate reason), before any transaction opens; and check its gate rule, if it
        has one: the pattern is a person's rule, kept verbatim once it is a valid expression
        holding no literal secret. Returns the candidate and the distinct secrets replaced."""
        with redaction.counting() as tally:
            gate = cand.gate
            keep: tuple[str, ...] = ()
            if gate is not None:
                try:
                    rule = gate_rules.validate(
                        str(gate.get("tool") or ""),
                        str(gate.get("pattern") or ""),
                        str(gate.get("reason") or ""),
                    )
                except ValueError as exc:
                    raise UsageError(str(exc)) from None
                redaction.vouch(rule.pattern)
                keep = (rule.pattern,)
                gate = {
                    "tool": rule.tool,
                    "pattern": rule.pattern,
                    "reason": redaction.redact(rule.reason).text,
                }
            src = cand.source
            src_fields: dict[str, Any] = {
                f.name: redaction.redact_text(getattr(src, f.name))
                for f in fields(src)
                if isinstance(getattr(src, f.name), str)
            }
            cand = replace(
                cand,
                text=redaction.redact(cand.text, keep=keep).text,
                subject=redaction.redact_text(cand.subject),
                predicate=redaction.redact_text(cand.predicate),
                object=redaction.redact_text(cand.object),
                session=redaction.redact_text(cand.session),
                anchors=tuple(redaction.redact(a).text for a in cand.anchors),
                source=replace(src, **src_fields),
                gate=gate,
            )
        return cand, frozenset(tally.secrets)

    def _validate(self, cand: Candidate) -> Candidate:
        text = shown_text(cand.text)
        text = " ".join(text.split()) if "\n" not in text else text.strip()
        if not text:
            raise UsageError("empty text", hint="a memory needs some words")
        if len(text) > MAX_TEXT:
            raise UsageError(f"text is {len(text)} characters; the limit is {MAX_TEXT}")
        if cand.valid_from:
            cand = replace(cand, valid_from=parse_time(cand.valid_from))
        if cand.valid_to:
            cand = replace(cand, valid_to=parse_time(cand.valid_to))
        if cand.valid_from and cand.valid_to and cand.valid_to <= cand.valid_from:
            raise UsageError("--valid-to must be after --valid-from")
        if cand.kind is Kind.GATE and not cand.gate:
            raise UsageError(
                "a gate needs a rule (tool, pattern, reason)", hint="see `cairn gate add --help`"
            )
        if cand.valid_to and not cand.valid_from and cand.valid_to <= self.clock():
            # without --valid-from the claim holds from now: an end before now is no window
            raise UsageError(
                f"--valid-to {cand.valid_to} is not after the claim's start (now, {self.clock()})",
                hint="for a value that held in the past, give --valid-from too",
            )
        if bool(cand.subject) + bool(cand.predicate) + bool(cand.object) not in (0, 3):
            raise UsageError("give all of --subject, --predicate and --object, or none")
        ns = cand.namespace
        if cand.scope is ScopeLevel.USER:
            ns = self.scope.user_namespace
        if cand.supersedes:  # an id from the caller: resolved in the caller's scope only
            old = self._memory(cand.supersedes)
            if old.namespace != ns:
                raise UsageError(
                    f"#{old.id[-8:].lower()} is a {old.scope.value}-level memory; a"
                    f" {cand.scope.value}-level claim cannot supersede it",
                    hint=f"propose the replacement with --scope {old.scope.value}",
                )
            cand = replace(cand, supersedes=old.id)
        return replace(cand, text=text, namespace=ns)

    def add(self, cand: Candidate, actor: Actor) -> WriteResult:
        """Admit one claim (any path: CLI, MCP, miner, importer, benchmark)."""
        return self.add_many([cand], actor)[0]

    def add_many(
        self,
        cands: list[Candidate],
        actor: Actor,
        *,
        after: Callable[[WriteTx], None] | None = None,
        then: Callable[[WriteTx, list[WriteResult]], None] | None = None,
    ) -> list[WriteResult]:
        """Admit several claims in one transaction (batched writes). ``after`` runs inside the
        same transaction (the miner advances its file cursor there); ``then`` too, with what
        admission decided for each claim (an importer records an upstream verdict on the
        record it admitted, before any reader can see it); raising in either rolls all of it
        back."""
        latin_fold()  # claim keys fold look-alikes: the table loads before the write lock
        # redacted before the transaction: no secret reaches even a temporary table, and no
        # detector runs while the write lock is held
        cleaned = [self._clean(self._validate(c)) for c in cands]
        checked = [c for c, _ in cleaned]
        found = [s for _, s in cleaned]
        out: list[WriteResult] = []
        with self.store.write() as tx:
            # policies cannot change inside this transaction: read each namespace's once
            policy_cache: dict[str, tuple[Admission, Any, dict[str, float]]] = {}
            verdict_cache: dict[str, list[dict[str, Any]]] = {}
            if len(checked) > 1:
                admission.prime(tx, [c.text for c in checked])
            for cand, secrets in zip(checked, found, strict=True):
                if cand.namespace not in policy_cache:
                    raw = tx.policy(cand.namespace, "admission")
                    mode = (
                        Admission(raw) if raw in {a.value for a in Admission} else Admission.REVIEW
                    )
                    trust = dict(admission.DEFAULT_TRUST)
                    custom = tx.policy(cand.namespace, "trust")
                    if isinstance(custom, dict):
                        trust.update({str(k): float(v) for k, v in custom.items()})
                    policy_cache[cand.namespace] = (
                        mode,
                        tx.policy(cand.namespace, "promote_after"),
                        trust,
                    )
                mode, promote_after, trust = policy_cache[cand.namespace]
                out.append(
                    self._admit_one(
                        tx,
                        cand,
                        actor,
                        mode,
                        promote_after=promote_after,
                        trust=trust,
                        verdicts=verdict_cache,
                        secrets=secrets,
                    )
                )
            if after is not None:
                after(tx)
            if then is not None:
                then(tx, out)
        if self.embed_on_write and out:
            # committed: vectors are built outside the write transaction (never raises)
            from cairn.search import autoembed

            autoembed.after_write(self.store, [r.memory.id for r in out], load=self.load_model)
        return out

    def _admit_one(
        self,
        tx: WriteTx,
        cand: Candidate,
        actor: Actor,
        mode: Admission,
        *,
        promote_after: Any,
        trust: dict[str, float],
        verdicts: dict[str, list[dict[str, Any]]] | None = None,
        secrets: frozenset[int] = frozenset(),
    ) -> WriteResult:
        """Admit one candidate (already validated and redacted by ``_clean``)."""
        at = self.clock()
        batch = _Batch(
            tx,
            cand.namespace,
            actor,
            at,
            may_touch=frozenset((cand.namespace, self.scope.user_namespace)),
        )
        batch.secrets |= secrets
        decision = admission.admit(
            tx,
            cand,
            actor,
            mode=mode,
            user_namespace=self.scope.user_namespace,
            at=at,
            promote_after=promote_after if isinstance(promote_after, int) else None,
            verdicts=verdicts,
        )

        if decision.action in ("withhold", "corroborate") and decision.target is not None:
            target = decision.target
            src = _source_dict(cand.source, actor, target.revision)
            sources = [*tx.sources(target.id), src]
            conf = admission.confidence(sources, trust)
            more = min(COUNT_MAX, target.evidence_count + 1)
            setv: dict[str, Any] = {"evidence_count": more, "confidence": conf}
            prior = {"evidence_count": target.evidence_count, "confidence": target.confidence}
            etype = ev.MEMORY_WITHHELD if decision.action == "withhold" else ev.MEMORY_CORROBORATED
            batch.emit(
                etype,
                target.id,
                {"set": setv, "source": src, "reason": "; ".join(decision.reasons)},
                prior,
            )
            if decision.action == "corroborate":
                self._maybe_promote(batch, tx, target.id, sources, mode, promote_after)
                if (
                    actor.is_human
                    and target.review is Review.UNREVIEWED
                    and target.status is Status.PROPOSED
                    and not target.contested_by
                ):
                    self._set_review(
                        batch,
                        tx.get(target.id) or target,
                        Review.APPROVED,
                        "written again by a person",
                    )
            mem = tx.get(target.id)
            assert mem is not None
            action = "withheld" if decision.action == "withhold" else "corroborated"
            return WriteResult(mem, action, decision.reasons, len(batch.secrets))

        mid = new_ulid()
        src = _source_dict(cand.source, actor)
        conf = admission.confidence([src], trust)
        tags = " ".join(
            x for x in (cand.kind.value, cand.subject, cand.predicate, cand.object) if x
        )
        row: dict[str, Any] = {
            "id": mid,
            "namespace": cand.namespace,
            "scope": cand.scope.value,
            "kind": cand.kind.value,
            "text": cand.text,
            "tags": tags,
            "claim_key": decision.claim_key,
            "slot_key": decision.slot_key,
            "subject": cand.subject,
            "predicate": cand.predicate,
            "object": cand.object,
            "status": decision.status.value,
            "review": decision.review.value,
            "confidence": 1.0 if decision.review is Review.APPROVED else conf,
            "evidence_count": 1,
            "valid_from": cand.valid_from or at,
            "valid_to": cand.valid_to,
            "recorded_at": at,
            "updated_at": at,
            "supersedes": cand.supersedes,
            "revision": 1,
            "session": cand.session if cand.scope is ScopeLevel.SESSION else None,
            "flags": list(decision.flags),
            "anchors": list(cand.anchors),
            "gate": cand.gate,
        }
        revision = {
            "revision": 1,
            "text": cand.text,
            "claim_key": decision.claim_key,
            "known_at": at,
            "effective_at": row["valid_from"],
        }
        batch.emit(
            ev.MEMORY_CREATED,
            mid,
            {"create": row, "source": src, "revision": revision, "reasons": list(decision.reasons)},
        )
        for other in decision.contested_by:
            batch.emit(
                ev.EDGE_ADDED,
                mid,
                {
                    "edge": {
                        "src": mid,
                        "dst": other,
                        "type": "contested_because",
                        "note": "conflicting claim",
                    }
                },
            )
        mem = tx.get(mid)
        assert mem is not None
        action = "withheld" if decision.withheld else "created"
        return WriteResult(mem, action, decision.reasons, len(batch.secrets))

    def _maybe_promote(
        self,
        batch: _Batch,
        tx: WriteTx,
        mid: str,
        sources: list[dict[str, Any]],
        mode: Admission,
        promote_after: Any,
    ) -> None:
        threshold = admission.promotion_threshold(mode, promote_after)
        mem = tx.get(mid)
        if threshold is None or mem is None or mem.status is not Status.PROPOSED:
            return
        if (
            mem.review is not Review.UNREVIEWED
            or mem.contested_by
            or mem.flags
            or mem.kind is Kind.GATE
        ):
            return
        n = admission.independent_sessions(sources)
        if n >= threshold:
            batch.emit(
                ev.MEMORY_PROMOTED,
                mid,
                {
                    "set": {"status": Status.ACTIVE.value},
                    "reason": f"corroborated by {n} independent sessions (threshold {threshold})",
                },
                {"status": mem.status.value},
                actor=SYSTEM,
            )
