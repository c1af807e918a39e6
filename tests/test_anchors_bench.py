"""The staleness benchmark's ground truth and scoring: the generated world's truth follows what a
memory's text asserts (not what cairn records), and a short history is scored consistently
(every pair counted once per system, the incremental and full checks agreeing)."""

from __future__ import annotations

from pathlib import Path

from cairn.bench import staleworld
from cairn.bench.anchors import SYSTEMS, Score, accuracy, markdown
from cairn.bench.gitrepo import GitRepo


def _memory(world: staleworld.World, family: str) -> staleworld.Memory:
    m = world.memory(family, 0)
    assert m is not None
    return m


def test_a_memorys_truth_follows_what_its_text_asserts(tmp_path: Path) -> None:
    world = staleworld.World(3)
    repo = GitRepo.init(tmp_path / "r")
    world.write(repo, {})
    target = _memory(world, "target-prose")
    name = target.text.split()[-1]
    assert target.holds(world)
    world.targets[name + "_x"] = world.targets.pop(name)  # renamed: the text names nothing
    assert not target.holds(world)

    pinned = _memory(world, "fn-pinned")  # "`f` is defined in `a/b.py`"
    name = pinned.text.split("`")[1]
    unpinned = staleworld.Memory(
        f"Call {name}() to handle a batch", "fn-call", lambda w: name in w.fns
    )
    fn = world.fns[name]
    fn.file = sorted(world.files - {fn.file})[0]  # moved to another file
    assert not pinned.holds(world) and unpinned.holds(world)


def test_every_mutation_keeps_the_tree_committable(tmp_path: Path) -> None:
    world = staleworld.World(5)
    repo = GitRepo.init(tmp_path / "r")
    files = world.write(repo, {})
    repo.commit("initial")
    seen = set()
    for _ in range(30):
        name, _breaking = world.mutate(repo)
        files = world.write(repo, files)
        repo.commit(name)
        seen.add(name)
    assert len(seen) > 10
    assert set(files) == set(world.render())


def test_a_short_history_is_scored_on_every_pair_and_both_checks_agree() -> None:
    r = accuracy(commits=12, per_family=2, add_every=6, full_every=3)
    pairs = {s: sum(r["systems"][s][k] for k in ("tp", "fp", "fn", "tn")) for s in SYSTEMS}
    assert pairs["cairn incremental"] == pairs["file changed since verified"] > 0
    assert pairs["cairn full"] == r["full_vs_incremental"]["compared"]
    assert r["full_vs_incremental"]["disagree"] == 0
    assert r["anchored_at_admission"] == r["memories"]
    assert "| cairn incremental |" in markdown({"accuracy": r})


def test_a_score_counts_each_outcome() -> None:
    s = Score()
    for truth, pred in ((True, True), (True, False), (False, True), (False, False), (True, True)):
        s.add(truth, pred)
    assert s.as_dict() == {
        "precision": 0.6667,
        "recall": 0.6667,
        "f1": 0.6667,
        "tp": 2,
        "fp": 1,
        "fn": 1,
        "tn": 1,
    }
