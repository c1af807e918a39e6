"""`cairn ui` is a person's verb: an agent's environment or a missing terminal cannot start it
(no server, no address printed), while a person's terminal can (the control)."""

from __future__ import annotations

import pexpect

from tests.conftest import CAIRN, Cli
from tests.web_support import URL, UiServer


def _refused_in_a_terminal(cli: Cli, **env: str) -> str:
    child = pexpect.spawn(
        CAIRN,
        ["ui", "--no-browser"],
        cwd=str(cli.project),
        env=cli.env(**env),
        encoding="utf-8",
        timeout=60,
    )
    child.expect(pexpect.EOF)
    child.close()
    out = child.before or ""
    assert child.exitstatus == 1, out
    assert not URL.search(out), out
    return out


def test_an_agent_environment_cannot_start_cairn_ui(cli: Cli) -> None:
    for var in ("CLAUDECODE", "GEMINI_CLI", "CODEX_SANDBOX"):
        out = _refused_in_a_terminal(cli, **{var: "1"})
        assert "person's verb" in out and var in out


def test_cairn_ui_without_a_terminal_is_refused(cli: Cli) -> None:
    proc = cli.run("ui", "--no-browser")
    assert proc.returncode == 1
    assert "person's verb" in proc.stderr and "not a terminal" in proc.stderr
    assert not URL.search(proc.stdout + proc.stderr)


def test_a_person_at_a_terminal_gets_a_server_and_its_address(cli: Cli) -> None:
    with UiServer(cli) as ui:
        assert ui.get("/queue").status == 200
        page = ui.get("/queue").body
        assert "reviewing as" in page
    assert "cairn ui: stopped" in ui.stop()


def test_a_port_already_taken_is_a_clear_error(cli: Cli) -> None:
    with UiServer(cli) as first:
        child = pexpect.spawn(
            CAIRN,
            ["ui", "--no-browser", "--port", str(first.port)],
            cwd=str(cli.project),
            env=cli.env(),
            encoding="utf-8",
            timeout=60,
        )
        child.expect(pexpect.EOF)
        child.close()
        assert child.exitstatus == 1
        assert f"cannot serve on 127.0.0.1:{first.port}" in (child.before or "")
