"""Retrieval by anchor: stale memories rank lower and are marked, verified ones say so, a prompt
or a tool call that touches a file brings what is anchored to it, and the block before an edit
serves the file's pitfalls through the one read predicate."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from cairn.context import rank as rk
from cairn.context.inject import prompt_block, ranked_for_prompt, session_start_block
from cairn.context.pitfalls import before_edit_block
from cairn.integrations import anchored
from cairn.model import Candidate, Kind, Scope
from cairn.service import MemoryService, agent_actor
from cairn.service.anchors import AnchorService
from tests.anchors_world import World, make_world
from tests.conftest import NS_A, NS_B, USER_NS


@pytest.fixture
def world(tmp_path: Path) -> Iterator[World]:
    w = make_world(tmp_path)
    yield w
    w.svc.close()


def test_a_stale_memory_is_served_below_a_fresh_one_and_marked(world: World) -> None:
    stale = world.remember("Deploy with make ship", Kind.CONVENTION)
    fresh = world.remember("Lint with make lint", Kind.CONVENTION)
    world.repo.write("Makefile", world.repo.read("Makefile").replace("ship:", "deploy:"))
    world.repo.commit("rename")
    world.anchors.check()
    block = session_start_block(world.svc)
    ids = [i.id for i in block.items]
    assert ids.index(fresh.id) < ids.index(stale.id)  # ranked lower, still served
    assert "Deploy with make ship (may be stale: Makefile target `ship`" in block.text
    first = world.repo.git("rev-list", "--max-parents=0", "HEAD").strip()
    # its rule did not change: verified at the first commit, and found the same since
    assert f"Lint with make lint (verified at {first[:8]})" in block.text
    why = {i.id: i.why for i in block.items}
    assert "may be stale" in why[stale.id] and "may be stale" not in why[fresh.id]


def test_a_prompt_naming_a_file_brings_what_is_anchored_to_it_and_nothing_without(
    world: World,
) -> None:
    m = world.remember("Never catch bare Exception in retry_with_backoff", Kind.PITFALL)
    named = prompt_block(world.svc, "please tidy up net/retry.py")
    assert m.id in {i.id for i in named.items}
    assert any("anchored to net/retry.py" in w for i in named.items for w in i.why)
    absolute = prompt_block(world.svc, f"look at {world.repo.root}/net/retry.py please")
    assert m.id in {i.id for i in absolute.items}
    assert prompt_block(world.svc, "please tidy up the billing module").items == ()


def test_a_file_the_sessions_tools_touched_boosts_its_memories_at_the_next_prompt(
    world: World,
) -> None:
    m = world.remember("retry_with_backoff sleeps between attempts", Kind.FACT)
    other = world.remember("parse_config sleeps never; it reads TOML attempts", Kind.FACT)
    assert (
        anchored.before_tool(
            world.svc,
            "Read",
            {"file_path": str(world.repo.root / "net" / "retry.py")},
            cwd=str(world.repo.root),
            session="s-1",
            context=True,
        )
        == ""
    )  # a read is remembered, not answered
    ranked, _ = ranked_for_prompt(world.svc, "what sleeps between attempts?", session="s-1")
    scores = {r.memory.id: r for r in ranked}
    assert "anchored to net/retry.py" in scores[m.id].why
    assert all("anchored to" not in w for w in scores[other.id].why)
    base, _ = ranked_for_prompt(world.svc, "what sleeps between attempts?", session="s-2")
    unboosted = {r.memory.id: r.score for r in base}[m.id]
    assert scores[m.id].score == pytest.approx(unboosted * (1 + rk.ANCHOR_BOOST))


def test_before_an_edit_only_the_files_live_pitfalls_conventions_and_decisions_come(
    world: World, tmp_path: Path
) -> None:
    pitfall = world.remember("Never catch bare Exception in retry_with_backoff", Kind.PITFALL)
    convention = world.remember("retry_with_backoff logs every retry", Kind.CONVENTION)
    fact = world.remember("retry_with_backoff was written in 2019", Kind.FACT)
    elsewhere = world.remember("Deploy with make ship", Kind.PITFALL)
    proposed = world.svc.add(
        Candidate("retry_with_backoff must not retry 4xx", NS_A, kind=Kind.PITFALL),
        agent_actor("claude-code"),
    ).memory
    AnchorService(world.svc, world.repo.root).anchor([proposed.id])
    rejected = world.remember("retry_with_backoff must retry forever", Kind.PITFALL)
    world.svc.reject(rejected.id, world.person)
    b = MemoryService.open(tmp_path / "store" / "cairn.db", Scope(NS_B, USER_NS))
    try:
        other_ns = b.add(
            Candidate("retry_with_backoff is deprecated", NS_B, kind=Kind.PITFALL), world.person
        ).memory
        AnchorService(b, world.repo.root).anchor([other_ns.id])
    finally:
        b.close()
    block = before_edit_block(world.svc, ["net/retry.py"], session="s-1")
    assert list(block.ids) == [pitfall.id, convention.id]  # pitfalls first
    for absent in (fact, elsewhere, proposed, rejected, other_ns):
        assert absent.id not in block.ids and absent.text not in block.text
    assert before_edit_block(world.svc, ["net/retry.py"], session="s-1").text == ""
    assert before_edit_block(world.svc, ["net/retry.py"], session="s-2").ids == block.ids
