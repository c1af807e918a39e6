"""`cairn export` writes the project's approved memory (and nothing else) as markdown; exporting
twice changes nothing; export then import is the identity; and export never overwrites a change
in the markdown that was not imported yet."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from cairn.errors import UsageError
from cairn.model import Candidate, Kind, Review, Scope, ScopeLevel, Status
from cairn.repo import files as F
from cairn.repo.export import export
from cairn.repo.importer import run
from cairn.repo.markdown import parse
from cairn.service import MemoryService, agent_actor, person_actor
from cairn.store.sqlite import SQLiteStore
from cairn.timeutil import ReplayClock
from tests.conftest import NS_A, NS_B, USER_NS, Cli

P = person_actor("bob")
A = agent_actor("claude-code", session="s-1", vouched=True)


def _populate(svc: MemoryService) -> dict[str, str]:
    """One of everything the export has to decide about."""
    early = MemoryService(svc.store, svc.scope, clock=ReplayClock("2026-01-05T10:00:00Z"))
    ids: dict[str, str] = {}

    def add(name: str, cand: Candidate, actor: object = P, s: MemoryService = svc) -> str:
        ids[name] = s.add(cand, actor).memory.id  # type: ignore[arg-type]
        return ids[name]

    add("old_decision", Candidate("Use pip for installs", NS_A, Kind.DECISION), s=early)
    add("convention", Candidate("Run `make test` before pushing", NS_A, Kind.CONVENTION), s=early)
    add("multiline", Candidate("Deploys:\n  1. tag\n  2. `make ship`", NS_A, Kind.COMMAND))
    add(
        "typed",
        Candidate(
            "The deploy region is eu-west-1",
            NS_A,
            Kind.FACT,
            subject="deploy",
            predicate="region",
            object="eu-west-1",
        ),
    )
    add("pitfall", Candidate("The login test is flaky: clear the cache", NS_A, Kind.PITFALL))
    add("pref", Candidate("Prefer small pull requests", NS_A, Kind.PREFERENCE))
    ids["gate"] = svc.add_gate("shell", r"git push .*--force", "never force-push", P).memory.id
    new, _ = svc.supersede(ids["old_decision"], P, text="Use uv for installs")[::-1]
    ids["new_decision"] = new.id
    add("proposal", Candidate("Cache keys include the tenant", NS_A, Kind.CONVENTION), A)
    add("rejected", Candidate("Indent with tabs", NS_A, Kind.CONVENTION), A)
    svc.reject(ids["rejected"], P, note="we use spaces")
    add("retracted", Candidate("Logs go to stdout", NS_A, Kind.FACT))
    svc.retract(ids["retracted"], P, reason="wrong")
    add("user", Candidate("I like dark mode", NS_A, Kind.PREFERENCE, scope=ScopeLevel.USER))
    add("session", Candidate("Session scratch note", NS_A, scope=ScopeLevel.SESSION, session="s-1"))
    add("other_project", Candidate("Project B secret sauce", NS_B, Kind.CONVENTION))
    return ids


def _texts(directory: Path) -> dict[str, str]:
    return {p.name: p.read_text() for p in sorted(directory.iterdir())}


def test_export_writes_approved_memory_by_kind_and_nothing_else(
    svc: MemoryService, tmp_path: Path
) -> None:
    ids = _populate(svc)
    out = tmp_path / "memory"
    export(svc, out)
    files = _texts(out)
    assert set(files) == set(F.ALL_FILES)
    everything = "\n".join(files.values())
    for absent in ("proposal", "retracted", "user", "session", "other_project"):
        assert svc.store.get(ids[absent]).text not in everything, absent  # type: ignore[union-attr]
    assert "Run `make test` before pushing" in files["conventions.md"]
    assert "Indent with tabs" not in files["conventions.md"]
    assert "Indent with tabs" in files["rejected.md"] and "we use spaces" in files["rejected.md"]
    assert "never force-push" in files["gates.md"] and '"pattern"' in files["gates.md"]
    assert '"eu-west-1"' in files["facts.md"]  # the typed fact's triple travels
    decisions = files["decisions.md"]  # the log keeps the superseded decision, marked, by date
    assert decisions.index("## 2026-01-05") < decisions.index("Use pip for installs")
    assert (
        "status superseded" in decisions
        and f"superseded-by cairn:{ids['new_decision']}" in decisions
    )
    assert decisions.index("Use pip for installs") < decisions.index("Use uv for installs")
    anchors = re.findall(r"`cairn:([0-9A-Z]{26})`", files["index.md"])
    assert len(anchors) == len(set(anchors)) == 9
    for name, text in files.items():
        if name != F.INDEX:
            for e in parse(text, name):  # every file reads back
                assert e.anchor in anchors


def test_exporting_twice_writes_nothing(svc: MemoryService, tmp_path: Path) -> None:
    _populate(svc)
    out = tmp_path / "memory"
    first = export(svc, out)
    before = {p.name: (p.read_bytes(), p.stat().st_mtime_ns) for p in out.iterdir()}
    second = export(svc, out)
    assert len(first.written) == len(F.ALL_FILES) and second.written == []
    assert {p.name: (p.read_bytes(), p.stat().st_mtime_ns) for p in out.iterdir()} == before


def test_export_then_import_is_the_identity(svc: MemoryService, tmp_path: Path) -> None:
    _populate(svc)
    out = tmp_path / "memory"
    export(svc, out)
    events = svc.store.count("events")  # type: ignore[attr-defined]
    for actor in (A, P):  # neither an agent's import nor a person's changes anything
        report = run(svc, out, actor)
        assert (report.applied, report.errors, report.waiting) == ([], [], [])
    assert svc.store.count("events") == events  # type: ignore[attr-defined]


def test_export_then_import_through_the_cli_is_the_identity(cli: Cli) -> None:
    svc = MemoryService.open(cli.home / "cairn.db", Scope(NS_A, USER_NS))
    try:
        _populate(svc)
    finally:
        svc.close()
    cli.run("export", check=True)
    store = SQLiteStore(cli.home / "cairn.db")
    before = store.count("events")
    store.close()
    assert "nothing to import" in cli.run("import", check=True).stdout
    code, out = cli.tty("import")
    assert code == 0 and "nothing to import" in out, out
    assert json.loads(cli.run("export", "--json", check=True).stdout)["written"] == []
    store = SQLiteStore(cli.home / "cairn.db")
    assert store.count("events") == before
    store.close()


def test_export_refuses_to_overwrite_a_change_not_imported_and_force_does(
    svc: MemoryService, tmp_path: Path
) -> None:
    ids = _populate(svc)
    out = tmp_path / "memory"
    export(svc, out)
    conventions = out / "conventions.md"
    edited = conventions.read_text().replace("before pushing", "before every push")
    conventions.write_text(edited + "\n- A new hand-written convention\n")
    with pytest.raises(UsageError) as err:
        export(svc, out)
    assert "conventions.md:" in err.value.message and "cairn import" in str(err.value.hint)
    assert conventions.read_text().endswith("- A new hand-written convention\n")  # untouched
    report = export(svc, out, force=True)
    assert len(report.forced) == 2
    assert "before every push" not in conventions.read_text()
    assert svc.get(ids["convention"]).text == "Run `make test` before pushing"


def test_export_keeps_an_entry_waiting_for_review_as_written(
    svc: MemoryService, tmp_path: Path
) -> None:
    _populate(svc)
    out = tmp_path / "memory"
    export(svc, out)
    facts = out / "facts.md"
    facts.write_text(facts.read_text() + "\n- Builds run on Node 20\n")
    run(svc, out, A)  # an agent's import: a proposal
    [m] = [m for m in svc.memories() if m.text == "Builds run on Node 20"]
    assert (m.status, m.review) == (Status.PROPOSED, Review.UNREVIEWED)
    report = export(svc, out)  # not refused: the entry is in the store, waiting
    assert report.kept == 1 and "- Builds run on Node 20" in facts.read_text()
    svc.approve(m.id, P)
    export(svc, out)
    assert f"cairn:{m.id}" in facts.read_text()


def test_export_refuses_a_folder_in_place_of_a_file(svc: MemoryService, tmp_path: Path) -> None:
    _populate(svc)
    out = tmp_path / "memory"
    (out / "facts.md").mkdir(parents=True)
    with pytest.raises(UsageError, match="folder"):
        export(svc, out)


def test_an_unchanged_file_does_not_undo_what_changed_in_the_store_since(
    svc: MemoryService, tmp_path: Path
) -> None:
    ids = _populate(svc)
    out = tmp_path / "memory"
    export(svc, out)
    svc.edit(ids["pitfall"], "The login test is flaky: clear the Redis cache", P)
    svc.restore(ids["rejected"], P)
    events = svc.store.count("events")  # type: ignore[attr-defined]
    for actor in (A, P):
        report = run(svc, out, actor)
        assert (report.applied, report.errors) == ([], [])
        assert len([n for n in report.notes if "stale" in n]) == 2
    assert svc.store.count("events") == events  # type: ignore[attr-defined]
    assert svc.get(ids["pitfall"]).text.endswith("Redis cache")
    assert svc.get(ids["rejected"]).review is Review.UNREVIEWED
    export(svc, out)  # the store's side is written out now
    assert "Redis cache" in (out / "pitfalls.md").read_text()
    assert "Indent with tabs" not in (out / "rejected.md").read_text()
