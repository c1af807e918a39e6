"""The session-start hook checks anchors without paying for it when nothing changed: it stats the
anchored files and imports none of the anchor parsers, the tree lookups or the verifier; after a
change it does (the control). (``ast``, ``tomllib``, ``subprocess`` and ``hashlib`` are on the
hook path already, for other reasons: deriving the namespace runs git.) Speed itself is measured
by `cairn bench anchors`, not here."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from cairn.model import Kind
from tests.anchors_world import World, make_world
from tests.conftest import NS_A, clean_env, pin

HEAVY = (
    "cairn.anchors.verify",
    "cairn.anchors.resolve",
    "cairn.anchors.regions",
    "cairn.anchors.extract",
    "cairn.service.anchors",
    "cairn.anchors.tree",
)
PROBE = """
import io, json, sys
from cairn.integrations import runner
out = io.StringIO()
runner.run(["claude-code", "SessionStart"], stdin=io.StringIO(sys.argv[1]), stdout=out)
print(json.dumps({"out": out.getvalue(), "modules": sorted(sys.modules)}))
"""


@pytest.fixture
def world(tmp_path: Path) -> Iterator[World]:
    w = make_world(tmp_path)
    pin(w.repo.root, NS_A, tmp_path / "store" / "cairn.db")  # a person adopted the pin
    yield w
    w.svc.close()


def _session_start(w: World, home: Path) -> tuple[str, set[str]]:
    payload = json.dumps({"session_id": "s-1", "cwd": str(w.repo.root), "source": "startup"})
    proc = subprocess.run(
        [sys.executable, "-c", PROBE, payload],
        cwd=w.repo.root,
        env=clean_env(CAIRN_HOME=str(home)),
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    data = json.loads(proc.stdout)
    return str(data["out"]), set(data["modules"])


def test_a_session_start_with_nothing_changed_imports_no_parser(
    world: World, tmp_path: Path
) -> None:
    world.remember("Deploy with make ship", Kind.CONVENTION)
    world.remember("retry_with_backoff retries on OSError", Kind.CONVENTION)
    world.settle()
    world.anchors.check()
    home = tmp_path / "store"  # the world's store lives at store/cairn.db
    out, modules = _session_start(world, home)
    assert "Deploy with make ship (verified at" in out
    assert not modules & set(HEAVY), sorted(modules & set(HEAVY))

    world.repo.write("Makefile", world.repo.read("Makefile").replace("ship:", "release:"))
    out, modules = _session_start(world, home)  # the control: a change is read and verified
    assert "may be stale: Makefile target `ship`" in out
    assert {"cairn.anchors.verify", "cairn.service.anchors"} <= modules
