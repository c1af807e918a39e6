"""The store answers "what did we believe then?" the same through every door: `memory_as_of`
with a bare date read it as that day's first instant, so a memory recorded that day was missing
from the agent's answer while `cairn as-of DATE` (the end of that day) listed it. A date before
the store existed stays empty (the control), and a time with an offset is read in UTC."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from cairn.model import Actor, Candidate, Scope
from cairn.service import MemoryService
from tests.conftest import NS_A, USER_NS, pin
from tests.test_mcp_server import TRANSPORTS, text_of, with_client


@pytest.fixture
def project(tmp_path: Path, store_path: Path) -> Path:
    root = tmp_path / "project"
    pin(root, NS_A, store_path)
    return root


@pytest.mark.parametrize("transport", TRANSPORTS)
def test_a_bare_date_reads_the_end_of_that_day_as_the_cli_does(
    store_path: Path,
    project: Path,
    person: Actor,
    transport: str,
) -> None:
    store_path.parent.mkdir(parents=True, exist_ok=True)
    svc = MemoryService.open(store_path, Scope(NS_A, USER_NS))
    mem = svc.add(Candidate("The flux capacitor listens on port 8123", NS_A), person).memory
    today = mem.recorded_at[:10]
    cli_answer = {m.id for m in svc.as_of(f"{today}T23:59:59.999999Z")}
    svc.close()
    assert mem.id in cli_answer

    async def body(client: Any) -> list[tuple[str, bool]]:
        return [
            await text_of(client, "memory_as_of", valid_at=today),
            await text_of(client, "memory_as_of", valid_at="2001-01-01"),
            await text_of(client, "memory_as_of", valid_at=mem.recorded_at[:19] + "-23:00"),
            await text_of(client, "memory_as_of", valid_at=today, known_at="2001-01-01"),
        ]

    same_day, before, offset, unknown_then = with_client(store_path, project, body, transport)
    assert not same_day[1] and "port 8123" in same_day[0], same_day
    assert not before[1] and "nothing was held true" in before[0]  # control
    assert "port 8123" in offset[0]  # 23 hours west of UTC: later than it was recorded
    assert "nothing was held true" in unknown_then[0]  # known at: before it was recorded
