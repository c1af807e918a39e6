"""Compaction proposes one summary for aging related small memories; only a person's approval
makes it supersede them (they stay, with their sources); it never approves or deletes anything;
a person can undo a run; an optional model words the summary only when it keeps every
identifier (seam tested with a fake llm model)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import llm
import pytest
from llm.plugins import pm

from cairn.errors import NotFound, PersonRequired
from cairn.model import Candidate, Kind, Review, Status, View
from cairn.policy import compact as policy
from cairn.service import MemoryService, agent_actor, compaction, person_actor
from cairn.timeutil import ReplayClock
from tests.conftest import NS_A, Cli

P = person_actor("bob")
OLD = "2020-01-01T00:00:00Z"
DEPLOY = [
    "The deploy script lives in ops/deploy.sh",
    "The deploy script needs DEPLOY_ENV set",
    "The deploy script retries 3 times",
    "The deploy script logs to /var/log/deploy.log",
]


def _old(svc: MemoryService) -> MemoryService:
    return MemoryService(svc.store, svc.scope, clock=ReplayClock(OLD))


def _seed(svc: MemoryService) -> dict[str, str]:
    old = _old(svc)
    ids = {t: old.add(Candidate(t, NS_A, Kind.FACT), P).memory.id for t in DEPLOY}
    ids["unrelated"] = old.add(Candidate("Lunch is at noon", NS_A, Kind.FACT), P).memory.id
    ids["fresh"] = svc.add(
        Candidate("The deploy script is owned by ops", NS_A, Kind.FACT), P
    ).memory.id
    ids["decision"] = old.add(
        Candidate("The deploy script uses bash, decided", NS_A, Kind.DECISION), P
    ).memory.id
    return ids


def test_groups_gather_aging_small_memories_of_one_subject() -> None:
    from cairn.model import Memory, ScopeLevel

    def mem(i: int, text: str, **kw: Any) -> Memory:
        base = dict(
            id=f"M{i:025d}",
            namespace=NS_A,
            scope=ScopeLevel.PROJECT,
            kind=Kind.FACT,
            text=text,
            claim_key=str(i),
            status=Status.ACTIVE,
            review=Review.APPROVED,
            confidence=1.0,
            evidence_count=1,
            recorded_at=OLD,
            updated_at=OLD,
            valid_from=OLD,
        )
        base.update(kw)
        return Memory(**base)  # type: ignore[arg-type]

    ms = [mem(i, t) for i, t in enumerate(DEPLOY)]
    ms.append(mem(10, "The deploy script is flagged", flags=("flagged: x",)))
    ms.append(
        mem(11, "The deploy script was proposed", status=Status.PROPOSED, review=Review.UNREVIEWED)
    )
    ms.append(mem(12, "The deploy script " + "long " * 60))
    ms += [
        mem(20 + i, f"`api/server.py` {t}")
        for i, t in enumerate(["binds 8443", "uses uvicorn", "reads API_KEY_FILE"])
    ]
    ms += [
        mem(30 + i, t, kind=Kind.CONVENTION)
        for i, t in enumerate(["Use ruff", "Use mypy", "Use pytest"])
    ]
    found = policy.groups(ms, namespace=NS_A, at="2026-06-01T00:00:00Z")
    by_key = {g.key: g for g in found}
    assert set(by_key) == {"lead:deploy script", "ident:api/server.py"}
    deploy = by_key["lead:deploy script"]
    assert [m.text for m in deploy.members] == DEPLOY
    assert deploy.text == (
        "The deploy script: lives in ops/deploy.sh; needs DEPLOY_ENV set; retries 3 times;"
        " logs to /var/log/deploy.log."
    )
    assert policy.kept(DEPLOY, deploy.text) == []  # nothing of the members is lost
    assert policy.groups(ms, namespace=NS_A, at=OLD) == []  # nothing is old yet


def test_dry_run_changes_nothing_and_a_run_only_proposes(svc: MemoryService) -> None:
    ids = _seed(svc)
    before = svc.store.count("events")  # type: ignore[attr-defined]
    rep = compaction.propose(svc, compaction.find(svc), dry_run=True)
    assert rep.run is None and len(rep.proposed) == 1
    assert svc.store.count("events") == before  # type: ignore[attr-defined]

    rep = compaction.propose(svc, compaction.find(svc))
    [p] = rep.proposed
    summary = svc.get(p.memory_id)  # type: ignore[arg-type]
    assert (summary.status, summary.review) == (Status.PROPOSED, Review.UNREVIEWED)
    for t in DEPLOY:  # the members are exactly as they were
        m = svc.get(ids[t])
        assert (m.status, m.review, m.flags) == (Status.ACTIVE, Review.APPROVED, ())
    assert {ids["fresh"], ids["decision"], ids["unrelated"]}.isdisjoint(
        m.id for m in p.group.members
    )
    derived = {e["dst"] for e in svc.store.edges(summary.id) if e["type"] == "derived_from"}
    assert derived == {ids[t] for t in DEPLOY}
    assert compaction.find(svc) == []  # already waiting: not proposed twice


def test_approving_the_summary_supersedes_its_members_and_keeps_them(svc: MemoryService) -> None:
    ids = _seed(svc)
    [p] = compaction.propose(svc, compaction.find(svc)).proposed
    assert p.memory_id is not None
    with pytest.raises(PersonRequired):
        svc.approve(p.memory_id, agent_actor("a"))
    summary = svc.approve(p.memory_id, P)
    assert (summary.status, summary.review) == (Status.ACTIVE, Review.APPROVED)
    for t in DEPLOY:
        m = svc.get(ids[t])
        assert (m.status, m.superseded_by) == (Status.SUPERSEDED, summary.id)
        assert svc.sources(m.id)  # provenance kept
    served = {m.id for m in svc.memories(View.INJECT)}
    assert summary.id in served and not served & {ids[t] for t in DEPLOY}
    assert ids["fresh"] in served  # control


def test_rejecting_the_summary_leaves_the_members_alone(svc: MemoryService) -> None:
    ids = _seed(svc)
    [p] = compaction.propose(svc, compaction.find(svc)).proposed
    svc.reject(p.memory_id, P)  # type: ignore[arg-type]
    assert all(svc.get(ids[t]).status is Status.ACTIVE for t in DEPLOY)


def test_undo_returns_the_members_and_retracts_the_summary(svc: MemoryService) -> None:
    ids = _seed(svc)
    rep = compaction.propose(svc, compaction.find(svc))
    [p] = rep.proposed
    svc.approve(p.memory_id, P)  # type: ignore[arg-type]
    assert rep.run is not None
    with pytest.raises(PersonRequired):
        compaction.undo(svc, rep.run, agent_actor("a"))
    assert compaction.undo(svc, rep.run, P) == len(DEPLOY) + 1
    for t in DEPLOY:
        m = svc.get(ids[t])
        assert (m.status, m.valid_to, m.superseded_by) == (Status.ACTIVE, None, None)
    assert svc.get(p.memory_id).status is Status.RETRACTED  # type: ignore[arg-type]
    with pytest.raises(NotFound):
        compaction.undo(svc, rep.run, P)
    assert len(compaction.find(svc, days=0)) == 1  # the members can be compacted again


def test_a_summary_stays_a_proposal_in_open_mode(svc: MemoryService) -> None:
    _seed(svc)
    svc.set_policy("admission", "open", P)
    [p] = compaction.propose(svc, compaction.find(svc)).proposed
    assert svc.get(p.memory_id).status is Status.PROPOSED  # type: ignore[arg-type]


ANSWERS: dict[str, str] = {}


class FakeModel(llm.Model):
    model_id = "cairn-compact-fake"

    def execute(self, prompt: Any, stream: bool, response: Any, conversation: Any) -> Iterator[str]:
        ANSWERS["prompt"] = prompt.prompt
        yield ANSWERS["answer"]


class FakePlugin:
    @llm.hookimpl
    def register_models(self, register: Any) -> None:
        register(FakeModel())


@pytest.fixture
def fake_model() -> Iterator[None]:
    plugin = FakePlugin()
    pm.register(plugin, name="cairn-compact-fake")
    try:
        yield
    finally:
        pm.unregister(plugin)


def test_the_llm_wording_is_used_only_when_it_keeps_every_identifier(
    fake_model: None, svc: MemoryService
) -> None:
    _seed(svc)
    good = (
        "The deploy script (ops/deploy.sh) needs DEPLOY_ENV, retries 3 times and logs to"
        " /var/log/deploy.log."
    )
    ANSWERS["answer"] = "Sure! " + json.dumps({"text": good})
    summariser = compaction.LlmSummariser("cairn-compact-fake")
    [p] = compaction.propose(
        svc, compaction.find(svc), summariser=summariser, dry_run=True
    ).proposed
    assert (p.worded_by, p.text) == ("llm", good)
    assert "ops/deploy.sh" in ANSWERS["prompt"]
    ANSWERS["answer"] = json.dumps({"text": "The deploy script is configurable."})  # lost facts
    [p] = compaction.propose(
        svc, compaction.find(svc), summariser=summariser, dry_run=True
    ).proposed
    assert p.worded_by == "heuristic" and p.text == p.group.text
    ANSWERS["answer"] = "not json"
    [p] = compaction.propose(
        svc, compaction.find(svc), summariser=summariser, dry_run=True
    ).proposed
    assert p.worded_by == "heuristic"


def test_cli_compact_reports_proposes_and_undo_needs_a_person(cli: Cli) -> None:
    from cairn.model import Scope
    from tests.conftest import USER_NS

    svc = MemoryService.open(cli.home / "cairn.db", Scope(NS_A, USER_NS))
    try:
        _seed(svc)
    finally:
        svc.close()
    dry = cli.json("compact", "--dry-run")
    assert dry["run"] is None and len(dry["proposals"]) == 1
    done = cli.json("compact")
    run = done["run"]
    assert run and done["proposals"][0]["action"] == "created"
    refused = cli.run("compact", "--undo", run)
    assert refused.returncode == 1 and "person's verb" in refused.stderr
    code, out = cli.tty("compact", "--undo", run)
    assert code == 0 and f"undid compaction run {run}" in out, out
