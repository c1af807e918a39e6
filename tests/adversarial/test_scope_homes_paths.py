"""Where cairn looks must not decide what it enforces.

``CAIRN_HOME`` naming a file (a typo, a stale variable) made every tool call of every session
be denied ("cannot read its gates ... Not a directory"), though no store and no gate snapshot
can exist under a file: the hook now reads that as "nothing to enforce", as it does for a home
with neither, while the CLI still refuses the home with a message. Controls: a real home with a
gate still denies the gated call, and allows the rest. And one project reached by another
spelling of its path (a symbolic link, a trailing slash, ``..``) is the same project.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

from tests.adversarial.test_gates_hold import add_gate, denied, hook
from tests.conftest import CAIRN, Cli

FORCE = r"git push .*(--force|-f)\b.*\bmain\b"


def test_a_home_that_is_a_file_blocks_nothing_and_the_cli_says_why(
    cli: Cli, tmp_path: Path
) -> None:
    not_a_folder = tmp_path / "home-file"
    not_a_folder.write_text("x")
    for command in ("ls", "git push -f origin main"):
        reply = hook(cli, "Bash", {"command": command}, CAIRN_HOME=str(not_a_folder))
        assert denied(reply) is None, reply
    got = cli.run("list", env=cli.env(CAIRN_HOME=str(not_a_folder)))
    assert got.returncode == 64 and "not an existing folder" in got.stderr
    # control: the real home's gate denies the gated call and only it
    code, out = add_gate(cli, FORCE, "never force-push main")
    assert code == 0, out
    assert denied(hook(cli, "Bash", {"command": "git push -f origin main"})) is not None
    assert denied(hook(cli, "Bash", {"command": "ls"})) is None


def test_one_project_by_any_spelling_of_its_path_is_one_project(cli: Cli, tmp_path: Path) -> None:
    plain = tmp_path / "plain"
    plain.mkdir()
    link = tmp_path / "link"
    link.symlink_to(plain)
    env = cli.env()
    made = subprocess.run(
        [CAIRN, "--project", str(plain), "propose", "Spelled paths share one project", "--json"],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert made.returncode == 0, made.stderr
    spellings = [f"{plain}/", str(link), f"{link}/", f"{plain}/../plain", f"{tmp_path}/./plain"]
    for spelled in spellings:
        listed = subprocess.run(
            [CAIRN, "--project", spelled, "list"],
            capture_output=True,
            text=True,
            env=env,
            timeout=120,
        )
        assert "Spelled paths share one project" in listed.stdout, (spelled, listed.stderr)
    other = tmp_path / "other"  # control: another folder is another project
    other.mkdir()
    listed = subprocess.run(
        [CAIRN, "--project", str(other), "list"], capture_output=True, text=True, env=env
    )
    assert "Spelled paths share one project" not in listed.stdout
