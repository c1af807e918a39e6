"""Record time is the audit trail: no environment variable an agent can set moves it, and no
bench-only surface lets a process act as a made-up person (issue 14, items 13 and 14)."""

from __future__ import annotations

from cairn.model import Candidate, Scope
from cairn.service import MemoryService
from cairn.timeutil import ReplayClock
from tests.conftest import NS_A, USER_NS, Cli


def test_cairn_now_in_the_environment_does_not_set_the_record_time(cli: Cli) -> None:
    forged = cli.run(
        "propose", "Deploy with the blue pipeline", "--json", env=cli.env(CAIRN_NOW="2020-01-01")
    )
    assert forged.returncode == 0, forged.stderr
    control = cli.json("propose", "Deploy with the green pipeline")
    history = cli.json("history", control["memory"]["id"])
    forged_history = cli.json("history", _id(forged.stdout))
    at_forged = forged_history["events"][0]["at"]
    at_control = history["events"][0]["at"]
    assert not at_forged.startswith("2020"), at_forged
    assert at_forged[:4] == at_control[:4]  # both written now, by the system clock


def test_a_replay_passes_its_clock_to_the_service_constructor(tmp_path) -> None:  # type: ignore[no-untyped-def]
    from cairn.service import person_actor

    clock = ReplayClock("2021-05-06T07:08:09Z")
    svc = MemoryService.open(tmp_path / "s.db", Scope(NS_A, USER_NS), clock=clock)
    try:
        mem = svc.add(Candidate("Use uv for installs", NS_A), person_actor("alice")).memory
        assert mem.recorded_at.startswith("2021-05-06T07:08:09")
        clock.set("2022-01-01")
        assert svc.history(mem.id)[1][0].at.startswith("2021-05-06")
    finally:
        svc.close()


def test_the_service_has_no_operator_policy_surface() -> None:
    assert not hasattr(MemoryService, "operator_policy")


def _id(stdout: str) -> str:
    import json

    return str(json.loads(stdout)["memory"]["id"])
