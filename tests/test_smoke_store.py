"""The basic write/read cycle through the service and the CLI."""

from __future__ import annotations

from tests.conftest import Cli


def test_cli_add_without_a_terminal_lands_as_a_proposal(cli: Cli) -> None:
    proc = cli.run("add", "Always pin dependencies", "--kind", "convention")
    assert proc.returncode == 0
    assert "proposal" in proc.stderr
    listed = cli.json("list")["memories"]
    assert [m["status"] for m in listed] == ["proposed"]


def test_cli_add_from_a_terminal_is_approved(cli: Cli) -> None:
    code, out = cli.tty("add", "Always pin dependencies", "--kind", "convention")
    assert code == 0, out
    listed = cli.json("list")["memories"]
    assert [(m["status"], m["review"]) for m in listed] == [("active", "approved")]
