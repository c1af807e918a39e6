"""A person's force-push gate added through the real CLI, and `cairn gate check` run on
commands: shared by the gate attack files."""

from __future__ import annotations

import json

from tests.conftest import Cli

FORCE_MAIN_PATTERN = r"git push .*(--force|-f)\b.*\bmain\b"
FORCE_MAIN = [
    ("g-force", {"tool": "shell", "pattern": FORCE_MAIN_PATTERN, "reason": "never force-push main"})
]
FORCE_ANY = [("g-any", {"tool": "shell", "pattern": r"git push --force", "reason": "no force"})]


def check_with_force_gate(cli: Cli, cases: list[tuple[str, bool]]) -> dict[str, str]:
    """Add the force-push-to-main gate as a person, then check each ``(command, blocked)``:
    exit 2 when it must be blocked, 0 when not. Returns each command's stderr."""
    code, out = cli.tty(
        "gate",
        "add",
        "--tool",
        "shell",
        "--pattern",
        FORCE_MAIN_PATTERN,
        "--reason",
        "never force-push main",
    )
    assert code == 0, out
    said: dict[str, str] = {}
    for command, blocked in cases:
        got = cli.run(
            "gate", "check", "--tool", "Bash", "--input", json.dumps({"command": command})
        )
        assert got.returncode == (2 if blocked else 0), (command, got.stderr)
        said[command] = got.stderr
    return said
