"""``python -m cairn`` runs the same entry point as the ``cairn`` command: same output, same
exit codes (a usage error is 64 there too)."""

from __future__ import annotations

import subprocess
import sys


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "cairn", *args], capture_output=True, text=True, timeout=60
    )


def test_python_m_cairn_is_the_cairn_command() -> None:
    out = _run("--version")
    assert out.returncode == 0 and out.stdout.startswith("cairn, version "), out.stderr
    bad = _run("no-such-command")  # control: errors map to the documented exit code
    assert bad.returncode == 64 and "No such command" in bad.stderr
