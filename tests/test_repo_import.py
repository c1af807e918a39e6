"""`cairn import` in a real git repository: a change committed by Alice becomes Alice's proposal
(or, imported by a person in a terminal, takes effect as Alice's); a deletion is attributed to
whoever committed it; rejected.md travels to a second clone and withholds the claim there; a
malformed file is reported with its line while the other files are still imported."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from cairn.model import ActorKind, Candidate, Kind, Review, Scope, Source, Status
from cairn.service import MemoryService, agent_actor, person_actor
from cairn.store.base import EventFilter
from cairn.store.sqlite import SQLiteStore
from tests.conftest import USER_NS, Cli
from tests.gitrepo import ALICE, MEM, NS_A, clone, commit, git, init

ALICE_ID = "Alice <alice@example.com>"


def _svc(cli: Cli) -> MemoryService:
    return MemoryService.open(cli.home / "cairn.db", Scope(NS_A, USER_NS))


def _events(cli: Cli) -> int:
    store = SQLiteStore(cli.home / "cairn.db")
    try:
        return store.count("events")
    finally:
        store.close()


def _seed(cli: Cli) -> dict[str, str]:
    svc = _svc(cli)
    try:
        p = person_actor("bob")
        ids = {
            "test": svc.add(Candidate("Run make test before pushing", NS_A, Kind.CONVENTION), p),
            "uv": svc.add(Candidate("Use uv for installs", NS_A, Kind.DECISION), p),
            "tabs": svc.add(Candidate("Indent with tabs", NS_A, Kind.CONVENTION), agent_actor("a")),
        }
        svc.reject(ids["tabs"].memory.id, p, note="we use spaces")
        return {k: v.memory.id for k, v in ids.items()}
    finally:
        svc.close()


def _exported_repo(cli: Cli) -> tuple[Path, dict[str, str]]:
    repo = init(cli)
    ids = _seed(cli)
    cli.run("export", check=True)
    commit(repo, "export memory")
    return repo, ids


def _edit(repo: Path, name: str, old: str, new: str) -> None:
    path = repo / MEM / name
    text = path.read_text()
    assert old in text
    path.write_text(text.replace(old, new))


def _import(cli: Cli) -> dict[str, Any]:
    out = cli.run("import", "--json")
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout)  # type: ignore[no-any-return]


def test_a_markdown_edit_committed_by_alice_becomes_a_proposal_by_alice(cli: Cli) -> None:
    repo, ids = _exported_repo(cli)
    _edit(
        repo,
        "conventions.md",
        "Run make test before pushing",
        "Run make test and make lint before pushing",
    )
    commit(repo, "tighten the convention", author=ALICE)

    report = _import(cli)
    [change] = report["applied"]
    assert (change["op"], change["actor"]) == ("edit", ALICE_ID)
    svc = _svc(cli)
    try:
        new = svc.get(change["memory_id"])
        assert (new.status, new.review) == (Status.PROPOSED, Review.UNREVIEWED)
        assert new.text == "Run make test and make lint before pushing"
        assert new.supersedes == ids["test"]
        [created] = svc.store.events(EventFilter(memory_id=new.id, types=("memory.created",)))
        assert created.actor.kind is ActorKind.AGENT and created.actor.id == ALICE_ID
        [src] = svc.sources(new.id)
        assert src["agent"] == ALICE_ID and src["kind"] == "import"
        commit_sha = git(repo, "rev-parse", "HEAD").strip()
        assert commit_sha[:12] in src["locator"]
        old = svc.get(ids["test"])  # control: the approved memory is untouched until review
        assert (old.status, old.text) == (Status.ACTIVE, "Run make test before pushing")
        svc.approve(new.id, person_actor("bob"))
        assert svc.get(ids["test"]).status is Status.SUPERSEDED
    finally:
        svc.close()


def test_the_same_edit_imported_by_a_person_is_alices_revision(cli: Cli) -> None:
    repo, ids = _exported_repo(cli)
    _edit(repo, "conventions.md", "Run make test before pushing", "Run make check before pushing")
    (repo / MEM / "pitfalls.md").write_text(
        (repo / MEM / "pitfalls.md").read_text() + "\n- Flaky login test: clear the cache first\n"
    )
    commit(repo, "edit and add", author=ALICE)

    code, out = cli.tty("import")
    assert code == 0, out
    svc = _svc(cli)
    try:
        m = svc.get(ids["test"])
        assert (m.text, m.revision, m.status, m.review) == (
            "Run make check before pushing",
            2,
            Status.ACTIVE,
            Review.APPROVED,
        )
        [revised] = svc.store.events(EventFilter(memory_id=m.id, types=("memory.revised",)))
        assert revised.actor.kind is ActorKind.HUMAN and revised.actor.id == ALICE_ID
        [pitfall] = [x for x in svc.memories() if x.kind is Kind.PITFALL]
        assert (pitfall.status, pitfall.review) == (Status.ACTIVE, Review.APPROVED)
    finally:
        svc.close()
    before = _events(cli)
    code, out = cli.tty("import")  # imported once: nothing more
    assert code == 0 and "nothing to import" in out
    assert _events(cli) == before


def test_a_deletion_is_flagged_for_a_person_and_names_who_deleted_it(cli: Cli) -> None:
    repo, ids = _exported_repo(cli)
    path = repo / MEM / "decisions.md"
    lines = path.read_text().splitlines()
    i = next(n for n, line in enumerate(lines) if "Use uv for installs" in line)
    path.write_text("\n".join(lines[:i] + lines[i + 2 :]) + "\n")
    commit(repo, "drop the uv decision", author=ALICE)

    report = _import(cli)
    assert [(c["op"], c["actor"]) for c in report["applied"]] == [("remove", ALICE_ID)]
    svc = _svc(cli)
    try:
        m = svc.get(ids["uv"])
        assert m.status is Status.ACTIVE  # an agent's import only flags it
        assert any("Alice" in f and "decisions.md" in f for f in m.flags)
        assert m.id in {x.id for x in svc.review_queue()}
    finally:
        svc.close()
    before = _events(cli)
    assert [c["result"] for c in _import(cli)["applied"]] == ["already flagged"]
    assert _events(cli) == before

    code, out = cli.tty("import")  # a person's import retracts it
    assert code == 0, out
    svc = _svc(cli)
    try:
        assert svc.get(ids["uv"]).status is Status.RETRACTED
    finally:
        svc.close()


def test_rejected_md_in_a_second_clone_withholds_a_reproposed_claim(
    cli: Cli, tmp_path: Path
) -> None:
    repo, _ = _exported_repo(cli)
    other = clone(repo, tmp_path / "clone", tmp_path / "home2")

    report = _import(other)  # no person: the approved entries arrive as proposals
    ops = sorted((c["op"], c["result"]) for c in report["applied"])
    assert ops == [("add", "created"), ("add", "created"), ("reject", "rejected")]
    svc = _svc(other)
    try:
        withheld = svc.add(
            Candidate("indent with tabs.", NS_A, Kind.CONVENTION, source=Source(kind="mine")),
            agent_actor("miner", session="s-9", vouched=True),
        )
        assert withheld.action == "withheld"
        assert withheld.memory.review is Review.REJECTED
        assert any("Bob" in r for r in withheld.reasons)  # the commit's author, from git
        control = svc.add(
            Candidate("Indent with four spaces", NS_A, Kind.CONVENTION), agent_actor("miner")
        )
        assert control.action == "created"
        waiting = {
            m.text
            for m in svc.memories()
            if m.status is Status.PROPOSED and m.review is Review.UNREVIEWED
        }
        assert {"Run make test before pushing", "Use uv for installs"} <= waiting
    finally:
        svc.close()
    proposed = other.run("propose", "Indent with tabs", "--kind", "convention", check=True)
    assert proposed.stdout.startswith("withheld")

    other.run("export", check=True)  # the second clone writes the same files: no diff
    assert git(other.project, "status", "--porcelain", "--", str(MEM)) == ""


def test_a_malformed_file_is_reported_with_its_line_and_the_others_are_imported(cli: Cli) -> None:
    repo, ids = _exported_repo(cli)
    conventions = repo / MEM / "conventions.md"
    conventions.write_text(conventions.read_text() + "\nthis line is not an entry\n")
    bad_line = len(conventions.read_text().splitlines())
    facts = repo / MEM / "facts.md"
    facts.write_text(facts.read_text() + "\n- The API listens on port 8443\n")
    commit(repo, "a fact and a stray line", author=ALICE)

    out = cli.run("import", "--json")
    assert out.returncode == 1
    report = json.loads(out.stdout)
    assert any(e.startswith(f"conventions.md:{bad_line}:") for e in report["errors"])
    assert [(c["op"], c["where"]) for c in report["applied"]] == [("add", "facts.md:6")]
    svc = _svc(cli)
    try:
        assert svc.get(ids["test"]).status is Status.ACTIVE  # nothing of the bad file was lost
        assert svc.get(ids["uv"]).status is Status.ACTIVE
    finally:
        svc.close()


def test_an_uncommitted_rejection_waits_for_a_persons_import(cli: Cli) -> None:
    repo, _ids = _exported_repo(cli)
    rejected = repo / MEM / "rejected.md"
    rejected.write_text(rejected.read_text() + "\n- Skip the tests when in a hurry\n")

    report = _import(cli)  # an agent edited the file and ran the import: no verdict
    assert report["applied"] == [] and len(report["waiting"]) == 1
    svc = _svc(cli)
    try:
        assert not [m for m in svc.memories() if "hurry" in m.text]
    finally:
        svc.close()
    code, out = cli.tty("import")
    assert code == 0, out
    svc = _svc(cli)
    try:
        [m] = [m for m in svc.memories() if "hurry" in m.text]
        assert m.review is Review.REJECTED
        again = svc.add(Candidate("Skip the tests when in a hurry", NS_A), agent_actor("a"))
        assert again.action == "withheld"
    finally:
        svc.close()


def test_an_upstream_rejection_never_overrides_an_approval_made_here(
    cli: Cli, tmp_path: Path
) -> None:
    repo, _ids = _exported_repo(cli)
    other = clone(repo, tmp_path / "clone", tmp_path / "home2")
    svc = _svc(other)
    try:  # the second clone's person approved the same claim before importing
        mine = svc.add(
            Candidate("Indent with tabs", NS_A, Kind.CONVENTION), person_actor("carol")
        ).memory
    finally:
        svc.close()
    _import(other)
    svc = _svc(other)
    try:
        m = svc.get(mine.id)
        assert (m.status, m.review) == (Status.ACTIVE, Review.APPROVED)
        assert any(f.startswith("flagged: rejected in the repository") for f in m.flags)
    finally:
        svc.close()


def test_a_secret_in_an_imported_entry_is_redacted_and_reimporting_changes_nothing(
    cli: Cli,
) -> None:
    repo, _ = _exported_repo(cli)
    token = "ghp_" + "a1B2c3D4" * 5
    facts = repo / MEM / "facts.md"
    facts.write_text(facts.read_text() + f"\n- The CI token is {token}\n")
    commit(repo, "oops", author=ALICE)
    _import(cli)
    svc = _svc(cli)
    try:
        [m] = [m for m in svc.memories() if m.text.startswith("The CI token")]
        assert token not in m.text and "[REDACTED:" in m.text
    finally:
        svc.close()
    before = _events(cli)
    assert _import(cli)["applied"] == []
    assert _events(cli) == before


def test_a_gate_added_in_the_markdown_blocks_nothing_until_a_person_approves(cli: Cli) -> None:
    repo, _ = _exported_repo(cli)
    gates = repo / MEM / "gates.md"
    gates.write_text(
        gates.read_text()
        + "\n- Gate on shell: calls matching /rm -rf \\// are denied: never wipe the disk\n"
    )
    commit(repo, "a gate", author=ALICE)
    [change] = _import(cli)["applied"]
    assert change["result"] == "created" and change["actor"] == ALICE_ID
    check = cli.run("gate", "check", "--tool", "Bash", "--input", '{"command": "rm -rf /"}')
    assert check.returncode == 0  # a proposal blocks nothing
    code, out = cli.tty("approve", change["memory_id"][-8:])
    assert code == 0, out
    check = cli.run("gate", "check", "--tool", "Bash", "--input", '{"command": "rm -rf /"}')
    assert check.returncode == 2


def test_a_supersession_travels_to_another_clone_and_both_write_the_same_files(
    cli: Cli, tmp_path: Path
) -> None:
    repo, ids = _exported_repo(cli)
    other = clone(repo, tmp_path / "clone", tmp_path / "home2")
    _import(other)
    svc = _svc(other)
    try:  # the second clone's person approves what arrived
        for m in svc.review_queue():
            svc.approve(m.id, person_actor("carol"))
    finally:
        svc.close()
    svc = _svc(cli)
    try:
        svc.supersede(ids["uv"], person_actor("bob"), text="Use pip-tools for installs")
    finally:
        svc.close()
    cli.run("export", check=True)
    commit(repo, "pip-tools instead of uv")

    git(other.project, "pull", "-q", "--ff-only")
    [change] = _import(other)["applied"]
    assert change["op"] == "add" and change["actor"] == "Bob <bob@example.com>"
    svc = _svc(other)
    try:
        new = svc.get(change["memory_id"])
        assert new.status is Status.PROPOSED and new.supersedes is not None
        svc.approve(new.id, person_actor("carol"))
        assert svc.get(new.supersedes).status is Status.SUPERSEDED
    finally:
        svc.close()
    other.run("export", check=True)
    assert git(other.project, "status", "--porcelain", "--", str(MEM)) == ""
