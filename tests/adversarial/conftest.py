"""The adversarial tests' shared fixture: a real `cairn serve` on a fresh PostgreSQL database,
one per test module (a module that defines its own ``served`` uses that one)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from tests.serverkit import Served


@pytest.fixture(scope="module")
def served(pg_server: Any, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Served]:
    url = pg_server.new_database()
    root = tmp_path_factory.mktemp("adversarial-served")
    s = Served(url, root / "home", root / "serve.log")
    yield s
    s.stop()
    pg_server.drop(url)
