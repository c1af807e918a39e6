"""Fixtures for the real-client tests (see harness.py). Every test here runs a pinned client."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.realclients.harness import Machine, make_machine


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if "realclients" in item.nodeid:
            item.add_marker(pytest.mark.realclients)


@pytest.fixture
def machine(tmp_path: Path) -> Iterator[Machine]:
    yield from make_machine(tmp_path)
