"""`AnchorService.check` on a real git repository and a real store: what verifies, what goes
stale and why, what a rename or a move does, and that nothing is ever deleted."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from cairn.errors import PersonRequired
from cairn.model import Actor, Candidate, Kind, Scope, Status, View
from cairn.service import MemoryService, agent_actor, person_actor
from cairn.service.anchors import AnchorService
from cairn.store.sqlite import SQLiteStore
from tests.anchors_world import RETRY, World, make_world
from tests.conftest import NS_A, NS_B, USER_NS


@pytest.fixture
def world(tmp_path: Path) -> Iterator[World]:
    w = make_world(tmp_path)
    yield w
    w.svc.close()


def _kinds(w: World, mid: str) -> dict[str, str]:
    return {a.kind: a.status for a in w.anchors.anchors_of(mid)[1]}


def test_a_memory_naming_a_make_target_verifies_and_records_the_commit(world: World) -> None:
    m = world.remember("Deploy with make ship", Kind.CONVENTION)
    _, anchors = world.anchors.anchors_of(m.id)
    assert [(a.kind, a.name, a.path, a.status) for a in anchors] == [
        ("make_target", "ship", "Makefile", "ok")
    ]
    assert anchors[0].commit == world.repo.head()
    report = world.anchors.check()
    assert report.went_stale == [] and world.stale_reason(m.id) is None


def test_renaming_the_target_marks_the_memory_stale_with_the_reason_and_keeps_it(
    world: World,
) -> None:
    m = world.remember("Deploy with make ship", Kind.CONVENTION)
    control = world.remember("Run make lint before pushing", Kind.CONVENTION)
    world.repo.write("Makefile", world.repo.read("Makefile").replace("ship:", "deploy:"))
    world.repo.commit("rename ship")
    report = world.anchors.check()
    assert [mid for mid, _ in report.went_stale] == [m.id]
    reason = world.stale_reason(m.id)
    assert reason is not None and "Makefile target `ship`" in reason
    assert world.stale_reason(control.id) is None  # the control still verifies
    kept = world.memory(m.id)
    assert kept.status is Status.ACTIVE and kept.text == "Deploy with make ship"  # never deleted
    assert m.id in {q.id for q in world.svc.review_queue()}
    assert control.id not in {q.id for q in world.svc.review_queue()}


def test_a_removed_target_no_longer_exists_and_restoring_it_clears_the_flag(world: World) -> None:
    m = world.remember("Lint with `make lint`")
    text = world.repo.read("Makefile")
    world.repo.write("Makefile", text.replace("lint:\n\truff check src\n", ""))
    world.repo.commit("drop lint")
    world.anchors.check()
    assert world.stale_reason(m.id) == "Makefile target `lint` no longer exists"
    world.repo.write("Makefile", text)
    world.repo.commit("bring lint back")
    report = world.anchors.check()
    assert report.fresh_again == [m.id] and world.stale_reason(m.id) is None


def test_moving_a_function_to_another_file_follows_it_and_the_memory_verifies(
    world: World,
) -> None:
    m = world.remember("retry_with_backoff retries on OSError with exponential backoff")
    world.repo.write("net/retry.py", RETRY.replace(RETRY[RETRY.index("def retry_with") :], ""))
    world.repo.write("net/backoff.py", "import time\n\n" + RETRY[RETRY.index("def retry_with") :])
    world.repo.commit("move retry_with_backoff")
    report = world.anchors.check()
    assert report.went_stale == [] and world.stale_reason(m.id) is None
    _, anchors = world.anchors.anchors_of(m.id)
    assert (anchors[0].path, anchors[0].status) == ("net/backoff.py", "moved")
    assert anchors[0].commit == world.repo.head()  # re-verified where it went


def test_a_function_pinned_to_the_file_the_memory_names_goes_stale_when_it_moves(
    world: World,
) -> None:
    m = world.remember("retry_with_backoff in net/retry.py retries on OSError")
    world.repo.write("net/retry.py", RETRY.replace(RETRY[RETRY.index("def retry_with") :], ""))
    world.repo.write("net/backoff.py", "import time\n\n" + RETRY[RETRY.index("def retry_with") :])
    world.repo.commit("move retry_with_backoff")
    world.anchors.check()
    reasons = {a.kind: a.reason for a in world.anchors.anchors_of(m.id)[1]}
    assert reasons["symbol"] == (
        "function `retry_with_backoff` moved from `net/retry.py` to `net/backoff.py`"
    )
    assert (
        reasons["file"] is not None and "no longer mentions `retry_with_backoff`" in reasons["file"]
    )
    assert (world.stale_reason(m.id) or "").endswith("(and 1 more)")


def test_a_renamed_file_is_followed_by_git_and_the_memory_naming_the_old_path_is_stale(
    world: World,
) -> None:
    m = world.remember("The retry logic lives in net/retry.py")
    world.repo.move("net/retry.py", "net/backoff.py")
    world.repo.commit("rename module")
    world.anchors.check()
    assert world.stale_reason(m.id) == "file `net/retry.py` was renamed to `net/backoff.py`"
    _, anchors = world.anchors.anchors_of(m.id)
    assert anchors[0].path == "net/backoff.py"


def test_a_file_moved_under_a_path_the_text_still_matches_is_followed(world: World) -> None:
    m = world.remember("The retry logic lives in net/retry.py")
    world.repo.move("net/retry.py", "lib/net/retry.py")
    world.repo.commit("move net under lib")
    world.anchors.check()
    assert world.stale_reason(m.id) is None
    assert world.anchors.anchors_of(m.id)[1][0].path == "lib/net/retry.py"


def test_a_function_renamed_with_the_same_body_is_recognised_as_a_rename(world: World) -> None:
    m = world.remember("retry_with_backoff retries on OSError")
    world.repo.write("net/retry.py", RETRY.replace("retry_with_backoff", "retry_call"))
    world.repo.commit("rename function")
    world.anchors.check()
    reason = world.stale_reason(m.id)
    assert reason is not None
    assert "`retry_with_backoff` was renamed to `retry_call`" in reason


def test_a_region_change_that_keeps_what_the_memory_says_re_verifies_at_the_new_commit(
    world: World,
) -> None:
    m = world.remember("make test runs pytest")
    world.repo.write("Makefile", world.repo.read("Makefile").replace("pytest -q", "pytest -q -x"))
    head = world.repo.commit("stop at first failure")
    report = world.anchors.check()
    assert report.went_stale == [] and world.stale_reason(m.id) is None
    _, anchors = world.anchors.anchors_of(m.id)
    assert anchors[0].commit == head and anchors[0].status == "ok"


def test_a_region_change_that_drops_what_the_memory_says_is_stale(world: World) -> None:
    m = world.remember("make test runs pytest")
    control = world.remember("Run make test before pushing")
    world.repo.write("Makefile", world.repo.read("Makefile").replace("pytest -q tests/", "nox"))
    world.repo.commit("tests through nox")
    world.anchors.check()
    reason = world.stale_reason(m.id)
    assert reason is not None and "no longer mentions `pytest`" in reason
    assert world.stale_reason(control.id) is None


def test_an_unrelated_edit_in_the_same_file_changes_nothing(world: World) -> None:
    m = world.remember("retry_with_backoff sleeps 2 ** i seconds between attempts")
    world.repo.write("net/retry.py", RETRY.replace("return x + 1", "return x + 2"))
    world.repo.commit("unrelated")
    report = world.anchors.check()
    assert report.reread == 1 and report.events == 0
    assert world.stale_reason(m.id) is None


def test_a_dependency_version_bump_makes_a_versioned_memory_stale_but_not_a_bare_one(
    world: World,
) -> None:
    versioned = world.remember("We are on django 4.2")
    bare = world.remember("Web views use the `django` package")
    text = world.repo.read("pyproject.toml")
    world.repo.write("pyproject.toml", text.replace("django>=4.2,<5", "django>=5.0"))
    world.repo.commit("django 5")
    world.anchors.check()
    reason = world.stale_reason(versioned.id)
    assert reason is not None and "dependency `django` is now `>=5.0`" in reason
    assert world.stale_reason(bare.id) is None


def test_scripts_env_vars_and_options_are_anchored_and_break_when_removed(world: World) -> None:
    script = world.remember("`npm run build` bundles with webpack")
    env = world.remember("Set `DATABASE_URL` before starting the app")
    flag = world.remember("Cap imports with --tenant-max-records")
    assert _kinds(world, script.id) == {"script": "ok"}
    assert "env_var" in _kinds(world, env.id) or "symbol" in _kinds(world, env.id)
    assert _kinds(world, flag.id) == {"flag": "ok"}
    pkg = world.repo.read("package.json").replace("webpack --mode production", "vite build")
    world.repo.write("package.json", pkg)
    world.repo.write("app/cli.py", world.repo.read("app/cli.py").replace("--tenant-max", "--max"))
    world.repo.commit("vite; rename option")
    world.anchors.check()
    assert "no longer mentions `webpack`" in (world.stale_reason(script.id) or "")
    assert world.stale_reason(flag.id) == "option `--tenant-max-records` is no longer defined"
    assert world.stale_reason(env.id) is None


def test_anchoring_and_checking_never_touch_the_text_status_or_review(world: World) -> None:
    m = world.remember("Deploy with make ship", Kind.CONVENTION)
    before = world.memory(m.id)
    world.repo.write("Makefile", "all:\n\techo nothing\n")
    world.repo.commit("empty makefile")
    world.anchors.check()
    after = world.memory(m.id)
    assert (after.text, after.status, after.review, after.revision) == (
        before.text,
        before.status,
        before.review,
        before.revision,
    )
    assert after.flags != before.flags


def test_rebuild_reproduces_the_anchors_and_doctor_agrees(world: World) -> None:
    m = world.remember("Deploy with make ship", Kind.CONVENTION)
    world.remember("retry_with_backoff retries on OSError")
    world.repo.write("Makefile", world.repo.read("Makefile").replace("ship:", "deploy:"))
    world.repo.commit("rename")
    world.anchors.check()
    store = world.svc.store
    assert isinstance(store, SQLiteStore)
    before = sorted(tuple(r) for r in store.db.execute("SELECT * FROM anchors"))
    assert before
    assert world.svc.rebuild().ok
    assert sorted(tuple(r) for r in store.db.execute("SELECT * FROM anchors")) == before
    assert world.svc.doctor().ok
    assert world.stale_reason(m.id) is not None


def test_an_incremental_check_reads_only_changed_files_and_agrees_with_a_full_one(
    world: World,
) -> None:
    for text in (
        "Deploy with make ship",
        "retry_with_backoff retries",
        "`parse_config` reads TOML",
    ):
        world.remember(text)
    world.settle()
    world.anchors.check()
    quiet = world.anchors.check()
    assert (quiet.reread, quiet.verified, quiet.events) == (0, 0, 0)
    world.repo.write("Makefile", world.repo.read("Makefile").replace("ship:", "deploy:"))
    world.repo.commit("rename")
    incremental = world.anchors.check()
    assert incremental.reread == 1
    full = world.anchors.check(full=True)
    assert full.reread == full.files == 3
    assert full.went_stale == [] and full.events == 0  # nothing the incremental one missed


def test_a_check_cut_short_by_its_budget_finishes_at_the_next_check(world: World) -> None:
    for i in range(30):
        world.svc.add(Candidate(f"Deploy step {i} uses make ship", NS_A), world.person)
    cut = world.anchors.check(budget=0.0)
    assert not cut.complete
    done = world.anchors.check()
    assert done.complete and done.anchored + cut.anchored == 30


def test_two_checks_racing_write_each_change_once(world: World, tmp_path: Path) -> None:
    m = world.remember("Deploy with make ship", Kind.CONVENTION)
    other = MemoryService.open(tmp_path / "store" / "cairn.db", Scope(NS_A, USER_NS))
    try:
        world.repo.write("Makefile", world.repo.read("Makefile").replace("ship:", "deploy:"))
        world.repo.commit("rename")
        first = AnchorService(other, world.repo.root).check()
        second = world.anchors.check()
        assert first.events == 1 and second.events == 0
    finally:
        other.close()
    assert world.stale_reason(m.id) is not None


def test_editing_the_text_re_anchors_it_and_clears_the_stale_flag(world: World) -> None:
    m = world.remember("Deploy with make ship", Kind.CONVENTION)
    world.repo.write("Makefile", world.repo.read("Makefile").replace("ship:", "deploy:"))
    world.repo.commit("rename")
    world.anchors.check()
    assert world.stale_reason(m.id) is not None
    world.svc.edit(m.id, "Deploy with make deploy", world.person)
    world.anchors.check()
    assert world.stale_reason(m.id) is None
    assert [a.name for a in world.anchors.anchors_of(m.id)[1]] == ["deploy"]


def test_a_person_accepts_a_stale_memory_and_an_agent_cannot(world: World) -> None:
    m = world.remember("make test runs pytest")
    world.repo.write("Makefile", world.repo.read("Makefile").replace("pytest -q tests/", "nox"))
    world.repo.commit("nox")
    world.anchors.check()
    assert world.stale_reason(m.id) is not None
    with pytest.raises(PersonRequired):
        world.anchors.accept(m.id, agent_actor("claude-code"))
    assert world.stale_reason(m.id) is not None
    _, anchors = world.anchors.accept(m.id, world.person)
    assert world.stale_reason(m.id) is None
    assert [a.status for a in anchors] == ["ok"]


def test_user_scope_and_other_projects_memories_are_not_anchored(
    world: World, tmp_path: Path, person: Actor
) -> None:
    from cairn.model import ScopeLevel

    mine = world.remember("Deploy with make ship")
    user = world.svc.add(
        Candidate("Deploy with make ship", NS_A, scope=ScopeLevel.USER), person
    ).memory
    world.anchors.anchor([user.id])
    b = MemoryService.open(tmp_path / "store" / "cairn.db", Scope(NS_B, USER_NS))
    try:
        other = b.add(Candidate("Deploy with make ship", NS_B), person).memory
        world.anchors.check()
        assert world.anchors.anchors_of(mine.id)[1]
        assert world.anchors.anchors_of(user.id)[1] == []
        assert AnchorService(b, world.repo.root).anchors_of(other.id)[1] == []
    finally:
        b.close()


def test_a_proposal_is_checked_and_a_retired_memory_is_left_alone(world: World) -> None:
    proposal = world.svc.add(
        Candidate("Deploy with make ship", NS_A), agent_actor("claude-code")
    ).memory
    retired = world.remember("Lint with make lint")
    world.anchors.check()
    world.svc.retract(retired.id, world.person, reason="wrong")
    world.repo.write("Makefile", "all:\n\techo\n")
    world.repo.commit("empty")
    world.anchors.check()
    assert world.stale_reason(proposal.id) is not None
    assert world.stale_reason(retired.id) is None
    assert world.memory(retired.id).status is Status.RETRACTED


def test_a_tree_without_git_is_checked_against_the_working_tree(tmp_path: Path) -> None:
    root = tmp_path / "plain"
    (root / ".cairn").mkdir(parents=True)
    (root / ".cairn" / "config.toml").write_text(f'[project]\nnamespace = "{NS_A}"\n')
    (root / "Makefile").write_text("ship:\n\t./scripts/release.sh --prod\n")
    svc = MemoryService.open(tmp_path / "s.db", Scope(NS_A, USER_NS))
    try:
        m = svc.add(Candidate("Deploy with make ship", NS_A), person_actor("alice")).memory
        anchors = AnchorService(svc, root)
        anchors.check()
        assert [a.commit for a in anchors.anchors_of(m.id)[1]] == [None]
        (root / "Makefile").write_text("deploy:\n\t./scripts/release.sh --prod\n")
        anchors.check()
        reason = [f for f in svc.get(m.id, View.REVIEW).flags if f.startswith("stale: ")]
        assert reason == ["stale: Makefile target `ship` was renamed to `deploy`"]
    finally:
        svc.close()


def test_a_module_named_for_python_dash_m_is_anchored_and_follows_a_move(world: World) -> None:
    m = world.remember("Run `python -m app.cli` to import tenants")
    assert [(a.kind, a.path) for a in world.anchors.anchors_of(m.id)[1]] == [("file", "app/cli.py")]
    world.repo.write("app/config.py", world.repo.read("app/config.py") + "\n# touched\n")
    world.repo.commit("unrelated")
    world.anchors.check(full=True)
    assert world.stale_reason(m.id) is None
    world.repo.move("app/cli.py", "src/app/cli.py")
    world.repo.commit("src layout")
    world.anchors.check()
    assert world.stale_reason(m.id) is None
    assert world.anchors.anchors_of(m.id)[1][0].path == "src/app/cli.py"
