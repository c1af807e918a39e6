"""Every id a caller gives is resolved in the caller's scope; a write that would touch another
project's memory is refused before anything is committed; "not in this project" and "no such
memory" read the same (issue 14, item 6)."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from cairn.errors import NotFound
from cairn.ids import new_ulid
from cairn.model import Actor, Candidate, Event, Kind, Review, ScopeLevel, Status
from cairn.service import MemoryService
from tests.conftest import NS_A, NS_B, Cli

UNKNOWN = "01JZZZZZZZZZZZZZZZZZZZZZZZ"


def _events(store: Path) -> int:
    db = sqlite3.connect(store)
    try:
        return int(db.execute("SELECT count(*) FROM events").fetchone()[0])
    finally:
        db.close()


@pytest.fixture
def theirs(svc_b: MemoryService, person: Actor) -> str:
    """Project B's approved memory, which project A must not reach by id."""
    return svc_b.add(Candidate("Project B ships with the blue pipeline", NS_B), person).memory.id


Verb = Callable[[MemoryService, str, Actor, str], Any]  # (service, ref, person, own memory id)
VERBS: dict[str, Verb] = {
    "get": lambda s, ref, a, own: s.get(ref),
    "sources": lambda s, ref, a, own: s.sources(ref),
    "revisions": lambda s, ref, a, own: s.revisions(ref),
    "history": lambda s, ref, a, own: s.history(ref),
    "edit": lambda s, ref, a, own: s.edit(ref, "Rewritten from project A", a),
    "supersede": lambda s, ref, a, own: s.supersede(ref, a, text="A's replacement for it"),
    "supersede --by": lambda s, ref, a, own: s.supersede(own, a, by=ref),
    "retract": lambda s, ref, a, own: s.retract(ref, a, reason="not yours"),
    "expire": lambda s, ref, a, own: s.expire(ref, a, at="2099-01-01T00:00:00.000000Z"),
    "approve": lambda s, ref, a, own: s.approve(ref, a),
    "reject": lambda s, ref, a, own: s.reject(ref, a),
    "defer": lambda s, ref, a, own: s.defer(ref, a),
    "restore": lambda s, ref, a, own: s.restore(ref, a),
    "flag": lambda s, ref, a, own: s.flag(ref, a, reason="looks wrong"),
    "cite": lambda s, ref, a, own: s.cite(ref, a, revision=1),
    "conflicts resolve": lambda s, ref, a, own: s.resolve_conflict(ref, "keep-old", a),
    "purge": lambda s, ref, a, own: s.purge(ref, a),
    "propose --supersedes": lambda s, ref, a, own: s.add(
        Candidate("A's claim replacing B's", NS_A, supersedes=ref), a
    ),
}


@pytest.mark.parametrize("verb", sorted(VERBS))
def test_another_projects_id_reads_like_no_such_memory_and_changes_nothing(
    svc: MemoryService, store_path: Path, theirs: str, person: Actor, verb: str
) -> None:
    own = svc.add(Candidate("A's own memory", NS_A), person).memory.id
    before = _events(store_path)
    for ref, unknown in ((theirs, UNKNOWN), (theirs[-8:].lower(), "zzzzzzzz")):
        with pytest.raises(NotFound) as foreign:
            VERBS[verb](svc, ref, person, own)
        with pytest.raises(NotFound) as missing:
            VERBS[verb](svc, unknown, person, own)
        said = (foreign.value.message.replace(ref, "ID"), foreign.value.hint)
        assert said == (missing.value.message.replace(unknown, "ID"), missing.value.hint), verb
    assert _events(store_path) == before, f"{verb} committed something"


def test_controls_each_verb_still_reaches_the_projects_own_memory(
    svc: MemoryService, person: Actor, agent: Actor
) -> None:
    mine = svc.add(Candidate("Project A ships with the green pipeline", NS_A), person).memory
    assert svc.get(mine.id[-8:].lower()).id == mine.id
    assert svc.flag(mine.id, agent, reason="check it").rank_penalty > 0
    assert svc.cite(mine.id, agent, revision=1)[1] is True
    new = svc.add(
        Candidate("Project A ships with the canary pipeline", NS_A, supersedes=mine.id), agent
    ).memory
    svc.approve(new.id, person)
    assert svc.get(mine.id).status is Status.SUPERSEDED


def test_propose_supersedes_another_projects_memory_is_refused_from_the_cli(
    cli: Cli, store_path_for_cli: Path, person: Actor
) -> None:
    other = MemoryService.open(store_path_for_cli, _scope(NS_B))
    try:
        target = other.add(Candidate("B deploys on Fridays", NS_B), person).memory
    finally:
        other.close()
    before = _events(store_path_for_cli)
    proc = cli.run("propose", "A deploys on Mondays", "--supersedes", target.id, "--json")
    assert proc.returncode != 0
    assert f"no memory '{target.id}' in this project" in proc.stderr
    assert _events(store_path_for_cli) == before
    unknown = cli.run("propose", "A deploys on Mondays", "--supersedes", UNKNOWN, "--json")
    assert unknown.stderr.replace(UNKNOWN, "ID") == proc.stderr.replace(target.id, "ID")
    # control: superseding the project's own memory still works end to end
    own = cli.json("add", "A deploys on Tuesdays")["memory"]["id"]
    new = cli.json("propose", "A deploys on Wednesdays", "--supersedes", own)["memory"]["id"]
    code, out = cli.tty("approve", new)
    assert code == 0, out
    assert cli.json("show", own)["memory"]["status"] == "superseded"
    other = MemoryService.open(store_path_for_cli, _scope(NS_B))
    try:
        assert other.get(target.id).status is Status.ACTIVE
    finally:
        other.close()


def test_approving_a_proposal_that_an_older_cairn_let_supersede_another_project_commits_nothing(
    svc: MemoryService, store_path: Path, theirs: str, person: Actor
) -> None:
    """A store written before the fix can hold such a proposal: approving it is refused."""
    planted = new_ulid()
    with svc.store.write() as tx:
        tx.append(_created(planted, "A replaces B's pipeline", supersedes=theirs))
    before = _events(store_path)
    with pytest.raises(NotFound):
        svc.approve(planted, person)
    assert _events(store_path) == before
    assert svc.get(planted).status is Status.PROPOSED
    b = MemoryService.open(store_path, _scope(NS_B))
    try:
        assert b.get(theirs).status is Status.ACTIVE
    finally:
        b.close()


def test_a_batch_refuses_an_event_on_another_namespace_and_rolls_back(
    svc: MemoryService, store_path: Path, theirs: str, person: Actor
) -> None:
    mine = svc.add(Candidate("A keeps its own notes", NS_A), person).memory
    before = _events(store_path)
    with pytest.raises(NotFound), svc.store.write() as tx:
        batch = svc._batch(tx, NS_A, person)
        batch.emit("memory.flagged", mine.id, {"set": {"flags": ["first"]}})
        batch.emit("memory.flagged", theirs, {"set": {"flags": ["second"]}})
    assert _events(store_path) == before
    assert svc.get(mine.id).flags == ()
    # control: the same batch on the project's own memory commits
    with svc.store.write() as tx:
        svc._batch(tx, NS_A, person).emit("memory.flagged", mine.id, {"set": {"flags": ["ok"]}})
    assert svc.get(mine.id).flags == ("ok",)


def test_a_user_level_memory_is_reachable_but_a_project_claim_cannot_supersede_it(
    svc: MemoryService, person: Actor, agent: Actor
) -> None:
    mine = svc.add(
        Candidate("Prefer tabs in every repo", NS_A, Kind.PREFERENCE, ScopeLevel.USER), person
    ).memory
    assert svc.get(mine.id).review is Review.APPROVED
    from cairn.errors import UsageError

    with pytest.raises(UsageError, match="cannot supersede"):
        svc.add(Candidate("Prefer spaces here", NS_A, supersedes=mine.id), agent)
    ok = svc.add(
        Candidate("Prefer spaces everywhere", NS_A, scope=ScopeLevel.USER, supersedes=mine.id),
        agent,
    )
    assert ok.memory.supersedes == mine.id


def test_a_suffix_matching_one_memory_here_and_one_elsewhere_resolves_here(
    svc: MemoryService, svc_b: MemoryService, person: Actor
) -> None:
    """Before, a suffix shared with another project's id was "ambiguous": the other project's
    memory leaked its existence. Now only memories in scope are candidates."""
    a = svc.add(Candidate("A's memory", NS_A), person).memory
    b = svc_b.add(Candidate("B's memory", NS_B), person).memory
    with svc.store.write() as tx:  # give B's memory an id ending like A's (a planted row)
        tx.append(_created(b.id[:-2] + a.id[-2:], "B's twin", namespace=NS_B))
    assert svc.get(a.id[-2:]).id == a.id
    with pytest.raises(NotFound):
        svc.get("%")  # LIKE wildcards are not an id


def _scope(ns: str) -> Any:
    from cairn.model import Scope
    from tests.conftest import USER_NS

    return Scope(ns, USER_NS)


def _created(mid: str, text: str, *, supersedes: str | None = None, namespace: str = NS_A) -> Event:
    from cairn.claimkey import claim_key
    from cairn.model import ActorKind

    row = {
        "id": mid,
        "namespace": namespace,
        "scope": "project",
        "kind": "fact",
        "text": text,
        "tags": "fact",
        "claim_key": claim_key(text),
        "status": "proposed",
        "review": "unreviewed",
        "confidence": 0.4,
        "evidence_count": 1,
        "recorded_at": "2026-01-01T00:00:00.000000Z",
        "updated_at": "2026-01-01T00:00:00.000000Z",
        "supersedes": supersedes,
        "revision": 1,
        "flags": [],
        "anchors": [],
    }
    return Event(
        id=new_ulid(),
        at="2026-01-01T00:00:00.000000Z",
        namespace=namespace,
        actor=Actor(ActorKind.AGENT, "old-cairn"),
        type="memory.created",
        memory_id=mid,
        payload={"create": row},
    )


@pytest.fixture
def store_path_for_cli(cli: Cli) -> Path:
    return cli.home / "cairn.db"


def test_every_mcp_tool_that_takes_an_id_answers_another_projects_id_like_a_missing_one(
    svc: MemoryService, store_path: Path, theirs: str, person: Actor, tmp_path: Path
) -> None:
    import anyio
    from mcp import Client

    from cairn.mcp_server import build
    from tests.conftest import pin

    project = tmp_path / "mcp-project"
    pin(project, NS_A, store_path)
    mine = svc.add(Candidate("A's memory an agent may read", NS_A), person).memory.id
    calls = {
        "memory_get": lambda ref: {"id": ref},
        "memory_history": lambda ref: {"id": ref},
        "memory_cite": lambda ref: {"id": ref, "revision": 1},
        "memory_flag": lambda ref: {"id": ref, "reason": "looks off"},
        "memory_propose": lambda ref: {"text": "A replaces it", "supersedes": ref},
    }

    async def main() -> dict[str, list[tuple[str, bool]]]:
        out: dict[str, list[tuple[str, bool]]] = {}
        async with Client(build(store_path, project)) as client:
            for tool, args in calls.items():
                out[tool] = []
                for ref in (theirs, UNKNOWN, theirs[-8:], mine):
                    res = await client.call_tool(tool, args(ref))
                    text = "\n".join(getattr(c, "text", "") for c in res.content)
                    out[tool].append((text, bool(res.is_error)))
        return out

    before = _events(store_path)
    results = anyio.run(main)
    for tool, ((foreign, e1), (missing, e2), (_short, e3), (control, e4)) in results.items():
        assert e1 and e2 and e3, tool
        assert foreign.replace(theirs, "ID") == missing.replace(UNKNOWN, "ID"), tool
        assert not e4, (tool, control)  # control: the project's own memory
    # only the control calls wrote (a cite, a flag and a proposal on A's own memory)
    assert _events(store_path) == before + 3
