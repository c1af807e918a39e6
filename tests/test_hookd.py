"""The warm hook server: a `cairn hook` answered by it says exactly what the same hook says run
cold, under the caller's environment and working directory; it is started after a cold prompt
hook on an existing store (never without one), ignores what it does not serve, survives garbage,
and never makes a hook wait past its reply timeout or run stale code."""

from __future__ import annotations

import json
import re
import subprocess
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from cairn import localipc, namespace
from cairn.integrations import hookd
from cairn.model import Actor, Candidate, Kind
from cairn.service import MemoryService
from tests.conftest import CAIRN, NS_A, Cli, stop_warm_servers


def hook(cli: Cli, event: str, payload: dict[str, Any], **env: str) -> tuple[int, str]:
    proc = subprocess.run(
        [CAIRN, "hook", "claude-code", event],
        cwd=cli.project,
        env=cli.env(**env),
        input=json.dumps(payload),
        capture_output=True,
        text=True,
        timeout=60,
    )
    return proc.returncode, proc.stdout


def prompt(cli: Cli, text: str, session: str) -> dict[str, Any]:
    return {"session_id": session, "cwd": str(cli.project), "prompt": text}


def tool(cli: Cli, command: str) -> dict[str, Any]:
    return {
        "session_id": "s-tool",
        "cwd": str(cli.project),
        "tool_name": "Bash",
        "tool_input": {"command": command},
    }


def warm_lines(cli: Cli) -> list[str]:
    path = cli.home / "logs" / "hooks.log"
    return [line for line in path.read_text().splitlines() if line.endswith("(warm)")]


def wait_alive(home: Path, seconds: float = 60) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if localipc.alive(home / hookd.ENDPOINT, 0.2):
            return
        time.sleep(0.05)
    raise AssertionError("the warm hook server never came up")


@pytest.fixture
def store(cli: Cli, person: Actor) -> None:
    from cairn.model import Scope

    svc = MemoryService.open(cli.home / "cairn.db", Scope(NS_A, "user:tester"))
    svc.add(Candidate("The flux capacitor listens on port 8123", NS_A), person)
    svc.add(Candidate("Deploy with scripts/ship.sh", NS_A, kind=Kind.CONVENTION), person)
    svc.add_gate("shell", r"git push .*--force.*\bmain\b", "never force-push main", person)
    svc.close()


def test_a_warm_answer_is_the_cold_answer(cli: Cli, store: None) -> None:
    ask = "which port does the flux capacitor use?"
    cold = hook(cli, "UserPromptSubmit", prompt(cli, ask, "cold"))
    wait_alive(cli.home)  # started by the cold hook, for the next one
    warm = hook(cli, "UserPromptSubmit", prompt(cli, ask, "warm"))
    assert cold[0] == warm[0] == 0
    assert "port 8123" in cold[1]
    assert warm[1] == cold[1]
    deny_cold = hook(cli, "PreToolUse", tool(cli, "git push --force origin main"))
    allow = hook(cli, "PreToolUse", tool(cli, "git status"))
    assert '"deny"' in deny_cold[1] and "never force-push main" in deny_cold[1]
    assert allow == (0, "") or '"deny"' not in allow[1]
    assert len(warm_lines(cli)) >= 3  # the warm prompt and both tool calls


def test_the_callers_environment_applies_to_a_warm_answer(cli: Cli, store: None) -> None:
    hook(cli, "UserPromptSubmit", prompt(cli, "flux capacitor port", "a"))
    wait_alive(cli.home)
    full = hook(cli, "UserPromptSubmit", prompt(cli, "flux capacitor port", "b"))
    small = hook(
        cli, "UserPromptSubmit", prompt(cli, "flux capacitor port", "c"), CAIRN_HOOK_BUDGET="100"
    )
    assert warm_lines(cli)
    assert len(small[1]) <= len(full[1])
    other_home = cli.home.parent / "other-home"
    other_home.mkdir()
    elsewhere = hook(
        cli, "UserPromptSubmit", prompt(cli, "flux capacitor port", "d"), CAIRN_HOME=str(other_home)
    )
    assert elsewhere == (0, "")  # no store there: the other home's (cold) answer, not ours


def test_no_server_is_started_without_a_store(cli: Cli, tmp_path: Path) -> None:
    empty = tmp_path / "empty-home"  # the cli fixture's home has a store (the adopted pin)
    empty.mkdir()
    code, out = hook(
        cli, "UserPromptSubmit", prompt(cli, "anything at all", "s"), CAIRN_HOME=str(empty)
    )
    assert (code, out) == (0, "")
    # a server would have been spawned before the hook exited (posix_spawn returns after exec)
    assert not servers_for(empty)
    assert not (empty / hookd.ENDPOINT).exists()


def servers_for(home: Path) -> list[int]:
    import psutil

    found = []
    for proc in psutil.process_iter(["cmdline"]):
        argv = proc.info.get("cmdline") or []
        if "cairn.integrations.hookd" in argv and str(home) in argv:
            found.append(proc.pid)
    return found


def test_a_cold_prompt_hook_on_a_store_spawns_one_server(cli: Cli, store: None) -> None:
    hook(cli, "UserPromptSubmit", prompt(cli, "flux capacitor port", "a"))
    assert len(servers_for(cli.home)) == 1  # control for the test above


def test_hand_offs_and_session_starts_run_in_the_calling_process(cli: Cli, store: None) -> None:
    hook(cli, "UserPromptSubmit", prompt(cli, "flux capacitor port", "a"))
    wait_alive(cli.home)
    before = len(warm_lines(cli))
    start = {"session_id": "s2", "cwd": str(cli.project), "source": "startup"}
    code, out = hook(cli, "SessionStart", start)
    assert code == 0 and "scripts/ship.sh" in out
    assert len(warm_lines(cli)) == before


def serve_in_thread(home: Path, idle: float = 30.0) -> threading.Thread:
    t = threading.Thread(target=hookd.serve, args=(home,), kwargs={"idle": idle}, daemon=True)
    t.start()
    wait_alive(home, 60)
    return t


def test_garbage_requests_are_ignored_and_the_server_keeps_serving(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    home = tmp_path / "home"
    home.mkdir()
    t = serve_in_thread(home)
    for junk in (b"", b"nonsense", b"99999999999:x,", hookd.pack([b"CAIRN-HOOK 9", b"x"])):
        with localipc.connect(home / hookd.ENDPOINT, 2.0) as s:
            s.sendall(junk)
            s.shutdown(1)
            reply = s.recv(1024)
        assert reply in (b"", hookd.NOT_HANDLED)
    monkeypatch.setenv("CAIRN_HOME", str(home))
    assert hookd.ask(str(home / hookd.ENDPOINT), ["claude-code", "Stop"], "{}") is None
    assert hookd.stop(home)  # control: it was still serving
    t.join(10)
    assert not t.is_alive()


def test_a_server_whose_code_changed_on_disk_exits_at_the_next_call(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    home = tmp_path / "home"
    home.mkdir()
    t = serve_in_thread(home)
    monkeypatch.setattr(hookd, "fingerprint", lambda: (1, 1))
    assert hookd.ask(str(home / hookd.ENDPOINT), ["claude-code", "UserPromptSubmit"], "{}") is None
    t.join(10)
    assert not t.is_alive()


def test_a_server_that_never_answers_does_not_hold_the_hook(cli: Cli, store: None) -> None:
    endpoint = cli.home / hookd.ENDPOINT
    with localipc.listen(endpoint) as silent:  # accepts, reads nothing, answers nothing
        held: list[Any] = []

        def accept() -> None:
            conn = silent.accept(30)
            if conn is not None:
                held.append(conn)

        t = threading.Thread(target=accept, daemon=True)
        t.start()
        started = time.monotonic()
        code, out = hook(cli, "UserPromptSubmit", prompt(cli, "flux capacitor port", "x"))
        took = time.monotonic() - started
        t.join(5)
        for conn in held:
            conn.close()
    assert code == 0 and "port 8123" in out  # answered in-process after the reply timeout
    assert took < hookd.REPLY_SECONDS + 30


def test_the_server_leaves_when_idle(tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    t = serve_in_thread(home, idle=0.3)
    t.join(10)  # idle: it ends on its own
    assert not t.is_alive()


def test_the_server_leaves_when_its_folder_is_gone(tmp_path: Path) -> None:
    import shutil

    home = tmp_path / "home"
    home.mkdir()
    t = serve_in_thread(home, idle=600)
    shutil.rmtree(home)
    t.join(hookd.POLL_SECONDS * 5)
    assert not t.is_alive()


def test_the_client_finds_the_store_folder_as_the_rest_of_cairn_does(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.delenv("CAIRN_HOME", raising=False)
    assert Path(hookd.home()) == namespace.data_home()
    monkeypatch.setenv("CAIRN_HOME", str(tmp_path / "h"))
    assert Path(hookd.home()) == namespace.data_home()
    monkeypatch.setenv("CAIRN_HOME", "~/somewhere")
    assert Path(hookd.home()) == namespace.data_home()


def test_the_wire_format_round_trips_any_bytes() -> None:
    fields = [b"", b"a:b,c", bytes(range(256)), "é\u2028".encode(), b"1" * 100_000]
    assert hookd.unpack(hookd.pack(fields)) == fields
    for bad in (b"3:ab,", b"2:ab", b"x:ab,", b"-1:,"):
        with pytest.raises(ValueError):
            hookd.unpack(bad)


def seed(home: Path, person: Actor) -> None:
    from cairn.model import Scope

    home.mkdir(parents=True, exist_ok=True)
    svc = MemoryService.open(home / "cairn.db", Scope(NS_A, "user:tester"))
    svc.add(Candidate("The flux capacitor listens on port 8123", NS_A), person)
    svc.close()


def test_an_agents_cli_write_is_answered_warm_exactly_as_cold(
    cli: Cli, tmp_path: Path, person: Actor
) -> None:
    runs = [
        (("propose", "We use pnpm, not npm", "--json"), None),
        (("propose", "-", "--kind", "decision"), "Multi-line\nfrom stdin"),
        (("propose", "x", "--kind", "bogus"), None),
        (("propose", "y" * 4001), None),
        (("add", "An agent's add lands as a proposal"), None),
        (("flag", "zzzzzzzz", "--reason", "no such memory"), None),
        (("propose", "We use pnpm, not npm"), None),  # a second time: corroborated
    ]
    cold_home, warm_home = tmp_path / "cold", tmp_path / "warm"
    seed(cold_home, person)
    seed(warm_home, person)
    # a folder where the endpoint would be: no server can listen there, so every run is cold
    (cold_home / hookd.ENDPOINT).mkdir()
    cold = [cli.run(*a, input=i, env=cli.env(CAIRN_HOME=str(cold_home))) for a, i in runs]
    hookd.start(warm_home)
    wait_alive(warm_home)
    try:
        warm = [cli.run(*a, input=i, env=cli.env(CAIRN_HOME=str(warm_home))) for a, i in runs]
    finally:
        stop_warm_servers(warm_home)

    def norm(text: str) -> str:
        return re.sub(r"#[0-9a-z]{8}|[0-9A-Z]{26}|\d{4}-\d\d-\d\dT[\d:.]+Z", "X", text)

    for (args, _stdin), c, w in zip(runs, cold, warm, strict=True):
        assert (w.returncode, norm(w.stdout), norm(w.stderr)) == (
            c.returncode,
            norm(c.stdout),
            norm(c.stderr),
        ), args
    served = (warm_home / "logs" / "hooks.log").read_text()
    assert served.count(" (warm)") == len(runs)  # every warm run was the server's
    cold_log = cold_home / "logs" / "hooks.log"
    assert not cold_log.exists() or " (warm)" not in cold_log.read_text()


def test_a_terminal_is_never_relayed(cli: Cli, store: None) -> None:
    hookd.start(cli.home)
    wait_alive(cli.home)
    code, out = cli.tty("add", "A person's own convention", "--kind", "convention")
    assert code == 0, out
    mems = {m["text"]: m for m in cli.json("list")["memories"]}
    assert mems["A person's own convention"]["review"] == "approved"  # a person, not an agent
