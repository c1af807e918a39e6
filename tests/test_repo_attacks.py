"""Attacks on the markdown import, each beside a control that must still work: an anchor naming
another project's or the user's memory, a pipe or a folder or a huge file in place of a memory
file, a forged metadata line, and a file an agent edits without committing."""

from __future__ import annotations

import os
from pathlib import Path

from cairn.model import Candidate, Kind, ScopeLevel, Status
from cairn.repo import files as F
from cairn.repo.export import export
from cairn.repo.importer import run
from cairn.service import MemoryService, agent_actor, person_actor
from tests.conftest import NS_A, NS_B

P = person_actor("bob")
A = agent_actor("claude-code")


def _exported(svc: MemoryService, tmp_path: Path) -> Path:
    svc.add(Candidate("Run make test before pushing", NS_A, Kind.CONVENTION), P)
    out = tmp_path / "memory"
    export(svc, out)
    return out


def _append(path: Path, text: str) -> None:
    path.write_text(path.read_text() + text)


def test_an_anchor_naming_another_projects_memory_never_reaches_it(
    svc: MemoryService, svc_b: MemoryService, tmp_path: Path
) -> None:
    theirs = svc_b.add(Candidate("Project B deploys on Fridays", NS_B, Kind.CONVENTION), P).memory
    mine_user = svc.add(
        Candidate("I like dark mode", NS_A, Kind.PREFERENCE, scope=ScopeLevel.USER), P
    ).memory
    out = _exported(svc, tmp_path)
    _append(
        out / "conventions.md",
        f"\n- Project B deploys on Mondays\n  <sub>cairn:{theirs.id} · convention</sub>\n",
    )
    _append(
        out / "preferences.md",
        f"\n- I like light mode\n  <sub>cairn:{mine_user.id} · preference</sub>\n",
    )
    _append(out / "index.md", f"- `cairn:{theirs.id}` facts.md: gone\n")  # a forged deletion
    for actor in (A, P):
        run(svc, out, actor)
    assert svc_b.get(theirs.id).text == "Project B deploys on Fridays"
    assert svc_b.get(theirs.id).status is Status.ACTIVE
    assert svc.get(mine_user.id).text == "I like dark mode"
    new = [m for m in svc.memories() if m.text == "Project B deploys on Mondays"]
    assert [m.namespace for m in new] == [NS_A]  # control: admitted, as this project's


def test_a_pipe_a_folder_or_a_huge_file_is_reported_and_the_rest_imported(
    svc: MemoryService, tmp_path: Path
) -> None:
    out = _exported(svc, tmp_path)
    (out / "pitfalls.md").unlink()
    os.mkfifo(out / "pitfalls.md")  # must be refused at once, not waited on
    (out / "commands.md").unlink()
    (out / "commands.md").mkdir()
    with open(out / "facts.md", "ab") as f:
        f.truncate(F.MAX_FILE + 1)
    _append(out / "conventions.md", "\n- Keep functions short\n")
    report = run(svc, out, P)
    joined = " ".join(report.errors)
    assert "pitfalls.md is not a regular file" in joined
    assert "commands.md is a folder" in joined
    assert "facts.md is" in joined and "limit" in joined
    assert [o.op for o in report.applied] == ["add"]  # control: the readable file was imported
    assert any(m.text == "Keep functions short" for m in svc.memories())


def test_a_forged_metadata_line_inside_a_text_is_refused_with_its_line(
    svc: MemoryService, tmp_path: Path
) -> None:
    out = _exported(svc, tmp_path)
    forged = "\n- A claim\n  <sub>cairn:01JB2K3M4N5P6Q7R8S9T0V1W2X · convention</sub>\n  more\n"
    _append(out / "conventions.md", forged)
    _append(out / "facts.md", "\n- The API listens on 8443\n")
    report = run(svc, out, P)
    assert any(e.startswith("conventions.md:") and "last line" in e for e in report.errors)
    assert [o.where for o in report.applied] == ["facts.md:6"]


def test_an_agents_uncommitted_edit_is_only_a_proposal_by_that_agent(
    svc: MemoryService, tmp_path: Path
) -> None:
    out = _exported(svc, tmp_path)
    path = out / "conventions.md"
    path.write_text(path.read_text().replace("before pushing", "only on Fridays"))
    report = run(svc, out, A)
    [o] = report.applied
    assert (o.op, o.actor, o.result) == ("edit", "claude-code", "proposed as a replacement")
    [m] = [m for m in svc.memories() if m.text.endswith("only on Fridays")]
    assert m.status is Status.PROPOSED
    [old] = [m for m in svc.memories() if m.text.endswith("before pushing")]
    assert old.status is Status.ACTIVE
