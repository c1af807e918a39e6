"""Verdicts stand in every namespace that reads a claim: a user-scope claim is read by every
project, so a rejection in any namespace withholds it, naming the verdict (issue 14, item 7)."""

from __future__ import annotations

import pytest

from cairn.errors import PolicyError
from cairn.model import Actor, Candidate, ScopeLevel, Status, View
from cairn.service import MemoryService
from tests.conftest import NS_A, NS_B

REJECTED = "Always install dependencies with sudo pip"
CONTROL = "Always pin dependencies in a lock file"


def _reject_in_b(svc_b: MemoryService, person: Actor, agent: Actor, text: str = REJECTED) -> str:
    m = svc_b.add(Candidate(text, NS_B), agent).memory
    svc_b.reject(m.id, person, note="never in this repository")
    return m.id


# On a team database each transaction sees only its own namespaces (row-level security), and
# `cairn serve` gives a token the user namespace of its actor *within* its namespace: no two
# namespaces share a reader there, so a verdict made in another namespace is (by design) behind
# the wall. These two tests are the local, many-projects-in-one-file semantics.
_local_only = pytest.mark.parametrize(
    "backend",
    [
        "sqlite",
        pytest.param(
            "postgres",
            marks=pytest.mark.skip(reason="namespaces share no reader on a team database"),
        ),
    ],
    indirect=True,
)


def _served(svc: MemoryService) -> set[str]:
    return {m.text for m in svc.memories(View.INJECT)} | {m.text for m, _ in svc.search("pip")}


@_local_only
def test_a_user_scope_claim_rejected_in_another_project_lands_withheld(
    svc: MemoryService, svc_b: MemoryService, person: Actor, agent: Actor
) -> None:
    rid = _reject_in_b(svc_b, person, agent)
    r = svc.add(Candidate(REJECTED, NS_A, scope=ScopeLevel.USER), agent)
    assert r.action == "withheld"
    assert any("rejected by alice at" in why for why in r.reasons), r.reasons
    assert r.memory.status is Status.PROPOSED
    assert any(
        f.startswith("withheld: the same claim was rejected by alice") for f in r.memory.flags
    )
    assert rid[-8:].lower() not in " ".join(r.reasons)  # B's id is not named to project A
    # a person in A cannot approve it past B's verdict; B's rejected memory is untouched
    with pytest.raises(PolicyError, match="rejected by alice"):
        svc.approve(r.memory.id, person)
    assert REJECTED not in _served(svc) | _served(svc_b)
    assert svc_b.get(rid).evidence_count == 1
    # the same claim again from A corroborates A's withheld record, never B's
    again = svc.add(Candidate(REJECTED.upper() + ".", NS_A, scope=ScopeLevel.USER), agent)
    assert (again.action, again.memory.id) == ("withheld", r.memory.id)
    # once B restores, a person can approve the user-scope claim
    svc_b.restore(rid, person)
    assert svc.approve(r.memory.id, person).status is Status.ACTIVE


@_local_only
def test_in_open_mode_the_withheld_user_scope_claim_is_still_held(
    svc: MemoryService, svc_b: MemoryService, person: Actor, agent: Actor
) -> None:
    from cairn.model import Admission

    svc.set_policy("admission", Admission.OPEN.value, person, namespace=svc.scope.user_namespace)
    _reject_in_b(svc_b, person, agent)
    r = svc.add(Candidate(REJECTED, NS_A, scope=ScopeLevel.USER), person)
    assert (r.action, r.memory.status) == ("withheld", Status.PROPOSED)
    assert REJECTED not in _served(svc)


def test_control_an_unrejected_user_scope_claim_and_the_same_text_at_project_scope(
    svc: MemoryService, svc_b: MemoryService, person: Actor, agent: Actor
) -> None:
    _reject_in_b(svc_b, person, agent)
    ok = svc.add(Candidate(CONTROL, NS_A, scope=ScopeLevel.USER), agent)
    assert (ok.action, ok.memory.flags) == ("created", ())
    assert svc.approve(ok.memory.id, person).status is Status.ACTIVE
    # project A reads only its own verdicts (and the user's): B's rejection is B's business
    local = svc.add(Candidate(REJECTED, NS_A), agent)
    assert (local.action, local.memory.flags) == ("created", ())


def test_a_user_level_rejection_stands_against_a_project_claim(
    svc: MemoryService, person: Actor, agent: Actor
) -> None:
    mine = svc.add(Candidate(REJECTED, NS_A, scope=ScopeLevel.USER), agent).memory
    svc.reject(mine.id, person)
    r = svc.add(Candidate(REJECTED, NS_A), agent)
    assert (r.action, r.memory.id) == ("withheld", mine.id)
