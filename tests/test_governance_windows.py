"""Validity windows decide contradiction, not arrival order: an old value with its end date, the
current one and a future one hold at different times and never contest each other, whatever
order they are written in; two claims whose windows overlap still do. A window that ends before
it starts (a --valid-to before now, when no --valid-from is given) is refused with a clear
error and nothing is written."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest

from cairn.errors import UsageError
from cairn.model import Actor, Candidate, Scope, View
from cairn.service import MemoryService
from cairn.timeutil import ReplayClock
from tests.conftest import NS_A, USER_NS, Cli

NOW = "2026-06-01T12:00:00.000000Z"
OLD = ("The billing service runs in eu-west-1.", "2025-01-01", "2026-01-01")
CURRENT = ("The billing service runs in eu-central-1.", "2026-01-01", "2027-01-01")
FUTURE = ("The billing service runs in us-east-2.", "2027-01-01", None)
OPEN_NOW = ("The billing service runs in ap-south-1.", None, None)


def _open(path: Path) -> MemoryService:
    return MemoryService.open(path, Scope(NS_A, USER_NS), clock=ReplayClock(NOW))


def _write(svc: MemoryService, claim: tuple[str, str | None, str | None], who: Actor) -> str:
    text, start, end = claim
    return svc.add(Candidate(text, NS_A, valid_from=start, valid_to=end), who).memory.id


@pytest.mark.parametrize("order", list(itertools.permutations([OLD, CURRENT, FUTURE])))
def test_values_of_disjoint_windows_never_contest_whatever_order_they_arrive_in(
    tmp_path: Path, person: Actor, agent: Actor, order: tuple[tuple[str, str, str | None], ...]
) -> None:
    svc = _open(tmp_path / "cairn.db")
    try:
        ids = [_write(svc, claim, person) for claim in order]
        assert all(not svc.get(i).contested_by for i in ids)
        assert svc.conflicts() == []
        # control: a claim stated from now on, open-ended, overlaps the current and the
        # future windows and is contested with both (and not with the old one)
        control = svc.add(Candidate(OPEN_NOW[0], NS_A), agent).memory
        by_text = {svc.get(i).text: i for i in ids}
        assert set(control.contested_by) == {by_text[CURRENT[0]], by_text[FUTURE[0]]}
    finally:
        svc.close()


def test_a_typed_fact_in_a_later_window_is_no_conflict_but_an_overlapping_one_is(
    tmp_path: Path, person: Actor, agent: Actor
) -> None:
    svc = _open(tmp_path / "cairn.db")
    try:
        slot = {"subject": "billing", "predicate": "region"}
        now = svc.add(
            Candidate("billing region", NS_A, object="eu-central-1", valid_to="2027-01-01", **slot),
            person,
        ).memory
        later = svc.add(
            Candidate("billing region", NS_A, object="us-east-2", valid_from="2027-01-01", **slot),
            person,
        ).memory
        assert later.contested_by == () and svc.get(now.id).contested_by == ()
        clash = svc.add(Candidate("billing region", NS_A, object="ap-south-1", **slot), agent)
        assert set(clash.memory.contested_by) == {now.id, later.id}
    finally:
        svc.close()


def test_an_end_before_now_without_a_start_is_refused_and_nothing_is_written(
    tmp_path: Path, person: Actor
) -> None:
    svc = _open(tmp_path / "cairn.db")
    try:
        with pytest.raises(UsageError, match=r"--valid-to .* is not after the claim's start"):
            svc.add(Candidate("The cache holds 5 GB.", NS_A, valid_to="2026-01-01"), person)
        with pytest.raises(UsageError, match="--valid-to must be after --valid-from"):
            svc.add(
                Candidate(
                    "The cache holds 5 GB.", NS_A, valid_from="2026-03-01", valid_to="2026-02-01"
                ),
                person,
            )
        assert svc.memories(View.REVIEW) == []
        # controls: an end after now, and a past window with its start, are both accepted
        ok = svc.add(Candidate("The cache holds 5 GB.", NS_A, valid_to="2026-09-01"), person)
        past = svc.add(
            Candidate("The cache held 2 GB.", NS_A, valid_from="2025-01-01", valid_to="2026-01-01"),
            person,
        )
        assert ok.memory.valid_to and past.memory.valid_from
    finally:
        svc.close()


def test_the_cli_refuses_an_inverted_window_with_a_clear_error(cli: Cli) -> None:
    proc = cli.run("add", "The cache holds 5 GB.", "--valid-to", "2001-01-01")
    assert proc.returncode != 0
    assert "--valid-to" in proc.stderr and "--valid-from" in proc.stderr
    assert "Traceback" not in proc.stderr
    ok = cli.run("add", "The cache holds 5 GB.", "--valid-to", "2099-01-01")
    assert ok.returncode == 0, ok.stderr
