"""Packs: exported approved memories of a kind; imported as quarantined proposals whose source
is the pack and its sha256 (in every admission mode); a URL, a pipe, a huge or malformed pack is
a clear error with nothing written; a rejected claim in a pack stays withheld."""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path

import pytest

from cairn.errors import UsageError
from cairn.model import Candidate, Kind, Review, Scope, Status
from cairn.repo import packs
from cairn.service import MemoryService, agent_actor, person_actor
from cairn.store.sqlite import SQLiteStore
from tests.conftest import NS_A, NS_B, USER_NS, Cli

P = person_actor("bob")


def _pack(tmp_path: Path, memories: list[dict[str, object]], **top: object) -> Path:
    path = tmp_path / "pack.json"
    path.write_text(json.dumps({"schema": packs.SCHEMA, "memories": memories, **top}))
    return path


def _events(cli: Cli) -> int:
    store = SQLiteStore(cli.home / "cairn.db")
    try:
        return store.count("events")
    finally:
        store.close()


def test_pack_export_then_import_lands_as_proposals_of_the_pack(
    svc: MemoryService, svc_b: MemoryService, tmp_path: Path
) -> None:
    svc.add(Candidate("Run make test before pushing", NS_A, Kind.CONVENTION), P)
    svc.add(Candidate("Use uv", NS_A, Kind.DECISION), P)  # another kind: not in the pack
    svc.add(Candidate("Cache keys include the tenant", NS_A, Kind.CONVENTION), agent_actor("a"))
    data = packs.export_pack(svc, (Kind.CONVENTION,))
    assert [m["text"] for m in data["memories"]] == ["Run make test before pushing"]
    path = tmp_path / "pack.json"
    path.write_text(packs.dumps(data))
    digest = hashlib.sha256(path.read_bytes()).hexdigest()

    report = packs.import_pack(svc_b, packs.read_pack(str(path), NS_B))
    [mid] = report.created
    m = svc_b.get(mid)
    assert (m.namespace, m.status, m.review) == (NS_B, Status.PROPOSED, Review.UNREVIEWED)
    [src] = svc_b.sources(mid)
    assert src["kind"] == "pack" and digest in src["locator"] and src["transcript"] == "pack.json"
    again = packs.import_pack(svc_b, packs.read_pack(str(path), NS_B))
    assert again.already is not None and again.created == []  # the same pack: a no-op


def test_a_pack_stays_quarantined_in_open_mode(svc: MemoryService, tmp_path: Path) -> None:
    svc.set_policy("admission", "open", P)
    path = _pack(tmp_path, [{"kind": "convention", "text": "Always squash merges"}])
    [mid] = packs.import_pack(svc, packs.read_pack(str(path), NS_A)).created
    m = svc.get(mid)
    assert (m.status, m.review) == (Status.PROPOSED, Review.UNREVIEWED)
    assert any(f.startswith("quarantined: from pack pack.json") for f in m.flags)
    control = svc.add(Candidate("Always rebase", NS_A, Kind.CONVENTION), agent_actor("a"))
    assert control.memory.status is Status.ACTIVE  # open mode itself is unchanged


def test_a_rejected_claim_in_a_pack_is_withheld(svc: MemoryService, tmp_path: Path) -> None:
    bad = svc.add(Candidate("Indent with tabs", NS_A, Kind.CONVENTION), agent_actor("a")).memory
    svc.reject(bad.id, P)
    path = _pack(tmp_path, [{"kind": "convention", "text": "indent with TABS."}])
    report = packs.import_pack(svc, packs.read_pack(str(path), NS_A))
    assert report.withheld == [bad.id] and report.created == []


@pytest.mark.parametrize(
    ("memories", "top", "message"),
    [
        ([{"kind": "convention", "text": ""}], {}, "memories[1].text"),
        ([{"kind": "nonsense", "text": "x"}], {}, "unknown kind"),
        ([{"text": "x", "confidence": 1.0}], {}, "unknown field"),
        ([{"text": "x", "valid_from": "yesterday"}], {}, "not a date"),
        ([{"text": "x", "subject": "a"}], {}, "all three"),
        (
            [
                {
                    "kind": "gate",
                    "text": "g",
                    "gate": {"tool": "shell", "pattern": "(", "reason": "r"},
                }
            ],
            {},
            "regular expression",
        ),
        ([{"text": "x" * 5000}], {}, "limit"),
        ([{"text": "ok"}, "not an object"], {}, "memories[2]"),
        ([], {"schema": "cairn.pack/99"}, "schema"),
        ([], {"extra": 1}, "unknown field"),
    ],
)
def test_a_malformed_pack_is_a_clear_error_and_nothing_is_written(
    svc: MemoryService, tmp_path: Path, memories: list[object], top: dict[str, object], message: str
) -> None:
    path = _pack(tmp_path, [{"text": "a fine memory"}, *memories], **top)  # type: ignore[list-item]
    before = svc.store.count("events")  # type: ignore[attr-defined]
    with pytest.raises(UsageError, match=message.replace("[", r"\[").replace("]", r"\]")):
        packs.read_pack(str(path), NS_A)
    assert svc.store.count("events") == before  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b'{"schema": "cairn.pack/1", "memories": [], "memories": []}', "duplicate key"),
        (b'{"schema": "cairn.pack/1", "memories": [{"text": NaN}]}', "NaN"),
        (b'{"schema": ', "not JSON"),
        (b"\xff\xfe{}", "not UTF-8"),
        (b"[" * 100_000 + b"]" * 100_000, "depth|recursion|JSON"),
    ],
)
def test_a_pack_that_is_not_clean_json_is_refused(
    tmp_path: Path, content: bytes, message: str
) -> None:
    path = tmp_path / "p.json"
    path.write_bytes(content)
    with pytest.raises(UsageError, match=message):
        packs.read_pack(str(path), NS_A)


def test_a_huge_pack_is_refused_before_it_is_read(tmp_path: Path) -> None:
    path = tmp_path / "huge.json"
    with open(path, "wb") as f:
        f.truncate(packs.MAX_BYTES + 1)
    with pytest.raises(UsageError, match="limit"):
        packs.read_pack(str(path), NS_A)
    many = _pack(tmp_path, [{"text": f"memory {i}"} for i in range(packs.MAX_MEMORIES + 1)])
    with pytest.raises(UsageError, match="5,000"):
        packs.read_pack(str(many), NS_A)


def test_the_cli_refuses_a_url_a_pipe_and_a_folder_and_writes_nothing(cli: Cli) -> None:
    before = _events(cli)
    for arg in (
        "https://example.com/pack.json",
        "http://x/p.json",
        "file:///etc/passwd",
        "git@host:p.json",
    ):
        out = cli.run("pack", "import", arg)
        assert out.returncode == 64 and "URL" in out.stderr, arg
    os.mkfifo(cli.project / "fifo.json")
    out = cli.run("pack", "import", "fifo.json")  # refused at once, never waited on
    assert out.returncode == 64 and "regular file" in out.stderr
    (cli.project / "folder.json").mkdir()
    out = cli.run("pack", "import", "folder.json")
    assert out.returncode == 64 and "folder" in out.stderr
    assert _events(cli) == before


def test_the_cli_round_trip_lands_as_proposals(cli: Cli, tmp_path: Path) -> None:
    svc = MemoryService.open(cli.home / "cairn.db", Scope(NS_A, USER_NS))
    try:
        svc.add(Candidate("Run make test before pushing", NS_A, Kind.CONVENTION), P)
        svc.add_gate("shell", "git push .*--force", "never force-push", P)
    finally:
        svc.close()
    cli.run(
        "pack", "export", "--kind", "convention", "--kind", "gate", "--out", "pack.json", check=True
    )
    other = _home_cli(cli, tmp_path / "other-home")
    code, out = other.tty("pack", "import", "pack.json")  # even a person's import quarantines
    assert code == 0 and "2 proposals" in out, out
    listed = other.json("list")["memories"]
    assert {(m["kind"], m["status"]) for m in listed} == {
        ("convention", "proposed"),
        ("gate", "proposed"),
    }
    check = other.run(
        "gate", "check", "--tool", "Bash", "--input", '{"command": "git push --force"}'
    )
    assert check.returncode == 0  # a gate from a pack blocks nothing until a person approves


def _home_cli(cli: Cli, home: Path) -> Cli:
    """The same project with another (existing, empty) store folder."""
    home.mkdir(parents=True, exist_ok=True)
    return Cli(cli.project, home)
