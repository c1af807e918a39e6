"""Snapshots name a point in the log (an event), and `as-of --snapshot` reads the store as it
stood there on both time axes, up to the exact event (a write in the same instant after it is
not in it); names are unique per project."""

from __future__ import annotations

import pytest

from cairn.errors import NotFound, UsageError
from cairn.model import Candidate, Kind, Scope
from cairn.service import MemoryService, agent_actor, person_actor, snapshots
from cairn.store.base import EventFilter
from cairn.timeutil import ReplayClock
from tests.conftest import NS_A, NS_B, USER_NS, Cli

P = person_actor("bob")


def test_a_snapshot_reads_the_store_as_it_stood_even_within_one_instant(svc: MemoryService) -> None:
    clock = ReplayClock("2026-03-01T12:00:00Z")
    s = MemoryService(svc.store, svc.scope, clock=clock)
    kept = s.add(Candidate("Use uv", NS_A, Kind.DECISION), P).memory
    gone = s.add(Candidate("Logs go to stdout", NS_A), P).memory
    snap = snapshots.take(s, "before-refactor", P, note="risky work ahead")
    s.retract(gone.id, P, reason="wrong")  # the same instant, after the snapshot
    late = s.add(Candidate("Added after the snapshot", NS_A), P).memory
    clock.set("2026-03-05T00:00:00Z")
    s.supersede(kept.id, P, text="Use pip")

    found, ms = snapshots.read(s, "before-refactor")
    assert found == snap and snap.at == "2026-03-01T12:00:00.000000Z"
    assert {m.id for m in ms} == {kept.id, gone.id}
    assert late.id not in {m.id for m in ms}
    now = {m.text for m in s.as_of("2026-03-06")}  # control: today's view differs
    assert now == {"Use pip", "Added after the snapshot"}
    _, later = snapshots.read(s, "before-refactor", valid_at="2026-03-06T00:00:00Z")
    assert {m.text for m in later} == {"Use uv", "Logs go to stdout"}  # known then, valid later


def test_a_snapshot_is_an_event_and_changes_no_memory(svc: MemoryService) -> None:
    svc.add(Candidate("Use uv", NS_A), P)
    rows = svc.store.count("memories")  # type: ignore[attr-defined]
    snap = snapshots.take(svc, "s1", agent_actor("claude-code"))
    [event] = [e for e in svc.store.events(EventFilter()) if e.id == snap.event_id]
    assert event.type == "snapshot.taken" and event.actor.id == "claude-code"
    assert svc.store.count("memories") == rows  # type: ignore[attr-defined]
    report = svc.rebuild()  # the log alone carries it
    assert report.ok and snapshots.find(svc, "s1") == snap


def test_names_are_unique_per_project_and_checked(svc: MemoryService, svc_b: MemoryService) -> None:
    snapshots.take(svc, "v1", P)
    with pytest.raises(UsageError, match="exists"):
        snapshots.take(svc, "v1", P)
    snapshots.take(svc_b, "v1", P)  # another project has its own names
    assert [s.name for s in snapshots.listing(svc_b)] == ["v1"]
    for bad in ("", "has space", "-dash", "x" * 65, "a/b", "ünï"):
        with pytest.raises(UsageError):
            snapshots.take(svc, bad, P)
    with pytest.raises(NotFound):
        snapshots.read(svc, "nope")


def test_cli_snapshot_and_as_of_snapshot(cli: Cli) -> None:
    svc = MemoryService.open(cli.home / "cairn.db", Scope(NS_A, USER_NS))
    try:
        m = svc.add(Candidate("Use uv", NS_A, Kind.DECISION), P).memory
    finally:
        svc.close()
    out = cli.run("snapshot", "before-upgrade", "--note", "upgrading the store", check=True)
    assert "before-upgrade" in out.stdout
    code, text = cli.tty("retract", m.id[-8:], "--reason", "wrong")
    assert code == 0, text
    read = cli.json("as-of", "--snapshot", "before-upgrade")
    assert [x["text"] for x in read["memories"]] == ["Use uv"]
    assert (
        read["snapshot"]["name"] == "before-upgrade" and read["known_at"] == read["snapshot"]["at"]
    )
    assert cli.json("as-of", "2999-01-01")["memories"] == []  # control: retracted now
    listed = cli.json("snapshot")["snapshots"]
    assert [s["name"] for s in listed] == ["before-upgrade"]
    both = cli.run("as-of", "--snapshot", "before-upgrade", "--known-at", "2026-01-01")
    assert both.returncode == 64
    assert cli.run("as-of").returncode == 64
    assert NS_B not in {x["namespace"] for x in read["memories"]}


def test_cli_snapshot_echoes_the_name_as_stored_not_a_secret_shaped_one(cli: Cli) -> None:
    """`cairn snapshot NAME` printed the raw NAME (to a pipe) while the event kept it redacted."""
    secret = "ghp_" + "aB3dE5gH7jK9mN1pQ3sT5vW7yZ9bC1dF3hJ5"
    out = cli.run("snapshot", secret, check=True)
    assert secret not in out.stdout + out.stderr
    assert "[REDACTED:" in out.stdout
    as_json = cli.json("snapshot", "AKIA" + "IOSFODNN7EXAMPLQ")
    assert as_json["snapshot"]["name"].startswith("[REDACTED:")
    listed = cli.json("snapshot")["snapshots"]
    assert secret not in str(listed) and len(listed) == 2
    # control: a plain name is echoed as given, and reads back
    plain = cli.run("snapshot", "before-refactor", check=True)
    assert "snapshot before-refactor at " in plain.stdout
    assert cli.json("as-of", "--snapshot", "before-refactor")["memories"] == []
