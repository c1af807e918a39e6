"""Human verbs refuse an agent: with an agent variable set, with stdin not a terminal, or under an
agent client process, each refuses with exit 1 and changes nothing; the same verb from a person's
terminal with a clean environment succeeds (the control)."""

from __future__ import annotations

import stat
import sys
from collections.abc import Callable
from pathlib import Path

import pexpect
import pytest

from cairn.model import Candidate, Kind, Scope
from cairn.policy import person
from cairn.service import MemoryService, agent_actor, person_actor
from cairn.store.sqlite import SQLiteStore
from tests.conftest import CAIRN, NS_A, USER_NS, Cli

OLD = "Deploys use the blue-green rollout through the deploy script"
NEW = "Deploys no longer use the blue-green rollout through the deploy script"


def _svc(cli: Cli) -> MemoryService:
    return MemoryService.open(cli.home / "cairn.db", Scope(NS_A, USER_NS))


def _events(cli: Cli) -> int:
    store = SQLiteStore(cli.home / "cairn.db")
    try:
        return store.count("events")
    finally:
        store.close()


def _with(cli: Cli, fn: Callable[[MemoryService], str]) -> str:
    svc = _svc(cli)
    try:
        return fn(svc)
    finally:
        svc.close()


def _proposal(cli: Cli) -> str:
    return _with(
        cli,
        lambda s: (
            s.add(Candidate("Cache keys include the tenant", NS_A), agent_actor("a")).memory.id
        ),
    )


def _active(cli: Cli) -> str:
    return _with(
        cli, lambda s: s.add(Candidate("Logs go to stderr", NS_A), person_actor("p")).memory.id
    )


def _rejected(cli: Cli) -> str:
    def go(s: MemoryService) -> str:
        mid = s.add(Candidate("Use tabs", NS_A), agent_actor("a")).memory.id
        s.reject(mid, person_actor("p"))
        return mid

    return _with(cli, go)


def _challenger(cli: Cli) -> str:
    def go(s: MemoryService) -> str:
        s.add(Candidate(OLD, NS_A, Kind.DECISION), person_actor("p"))
        return s.add(Candidate(NEW, NS_A, Kind.DECISION), agent_actor("a")).memory.id

    return _with(cli, go)


def _repinned(cli: Cli) -> str:
    """The committed config now pins another namespace (as a pull request could)."""
    (cli.project / ".cairn" / "config.toml").write_text('[project]\nnamespace = "team:other"\n')
    return "team:other"


# each verb: how to set it up (returns a memory id or ""), and its arguments
VERBS: dict[str, tuple[Callable[[Cli], str], Callable[[str], list[str]]]] = {
    "approve": (_proposal, lambda m: ["approve", m]),
    "reject": (_proposal, lambda m: ["reject", m, "--note", "no"]),
    "restore": (_rejected, lambda m: ["restore", m]),
    "defer": (_proposal, lambda m: ["defer", m]),
    "edit": (_active, lambda m: ["edit", m, "Logs go to stdout"]),
    "supersede": (_active, lambda m: ["supersede", m, "Logs go to journald"]),
    "retract": (_active, lambda m: ["retract", m, "--reason", "wrong"]),
    "expire": (_active, lambda m: ["expire", m, "--at", "2099-01-01"]),
    "conflicts resolve": (_challenger, lambda m: ["conflicts", "resolve", m, "keep-old"]),
    "gate add": (
        lambda c: "",
        lambda m: ["gate", "add", "--tool", "shell", "--pattern", "rm -rf", "--reason", "no"],
    ),
    "policy set": (lambda c: "", lambda m: ["policy", "set", "--admission", "open"]),
    "init --adopt": (_repinned, lambda m: ["init", "--adopt", m]),
}


def test_every_cli_human_verb_is_in_the_documented_list() -> None:
    assert set(VERBS) <= set(person.HUMAN_VERBS)


@pytest.mark.parametrize("verb", sorted(VERBS))
def test_a_human_verb_refuses_an_agent_variable_and_a_pipe_and_works_for_a_person(
    cli: Cli, verb: str
) -> None:
    setup, argv = VERBS[verb]
    args = argv(setup(cli))
    before = _events(cli)

    code, out = cli.tty(*args, env=cli.env(CLAUDECODE="1"))
    assert code == 1, out
    assert "person's verb" in out and "CLAUDECODE" in out
    assert _events(cli) == before

    piped = cli.run(*args)
    assert piped.returncode == 1
    assert "stdin is not a terminal" in piped.stderr
    assert _events(cli) == before

    code, out = cli.tty(*args)
    assert code == 0, out
    assert _events(cli) > before


@pytest.mark.parametrize("name", ["CLAUDE_CODE_ENTRYPOINT", "GEMINI_CLI", "CODEX_SANDBOX"])
def test_each_clients_variable_is_recognised(name: str) -> None:
    found = person.detect({name: "1"}, stdin_isatty=True)
    assert not found.person and name in found.reason


def test_a_variable_a_person_sets_is_not_taken_for_an_agent() -> None:
    env = {"CODEX_HOME": "/home/me/.codex", "GEMINI_API_KEY": "x", "ANTHROPIC_API_KEY": "y"}
    assert person.agent_from_env(env) is None
    assert all(not n.endswith("_") for n in person.AGENT_ENV_VARS)  # exact names, no prefixes


def test_a_human_verb_under_a_process_named_claude_is_refused(cli: Cli, tmp_path: Path) -> None:
    """A client whose shell tool hands commands a terminal and sets no variable is still caught
    by its process name among cairn's ancestors."""
    mid = _proposal(cli)
    wrapper = tmp_path / "bin" / "claude"
    wrapper.parent.mkdir()
    wrapper.write_text(
        f"#!{sys.executable}\nimport subprocess, sys\n"
        f"sys.exit(subprocess.call([{CAIRN!r}, *sys.argv[1:]]))\n"
    )
    wrapper.chmod(wrapper.stat().st_mode | stat.S_IEXEC)
    before = _events(cli)
    child = pexpect.spawn(
        str(wrapper),
        ["approve", mid],
        cwd=str(cli.project),
        env=cli.env(),
        encoding="utf-8",
        timeout=60,
    )
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 1, child.before
    assert "running under the agent client claude-code" in (child.before or "")
    assert _events(cli) == before
    code, out = cli.tty("approve", mid)  # control: the same verb, no agent parent
    assert code == 0, out


def test_init_ignores_a_committed_admission_suggestion_without_a_terminal(cli: Cli) -> None:
    cfg = cli.project / ".cairn" / "config.toml"
    cfg.write_text(cfg.read_text() + '\n[policy]\nadmission = "open"\n')
    proc = cli.run("init")
    assert proc.returncode == 0, proc.stderr
    assert "ignored because stdin is not a terminal" in proc.stderr
    assert cli.json("policy", "show")["admission"] == "review"


def test_init_ignores_the_suggestion_under_an_agent_variable_even_in_a_terminal(cli: Cli) -> None:
    cfg = cli.project / ".cairn" / "config.toml"
    cfg.write_text(cfg.read_text() + '\n[policy]\nadmission = "open"\n')
    code, out = cli.tty("init", env=cli.env(GEMINI_CLI="1"))
    assert code == 0, out
    assert "ignored because agent environment variable GEMINI_CLI" in out
    assert cli.json("policy", "show")["admission"] == "review"


@pytest.mark.parametrize(("answer", "mode"), [("n", "review"), ("y", "open")])
def test_init_honours_the_suggestion_only_when_a_person_confirms(
    cli: Cli, answer: str, mode: str
) -> None:
    cfg = cli.project / ".cairn" / "config.toml"
    cfg.write_text(cfg.read_text() + '\n[policy]\nadmission = "open"\n')
    code, out = cli.tty("init", answers=[("Switch to it", answer)])
    assert code == 0, out
    assert cli.json("policy", "show")["admission"] == mode
    log = cli.json("log", "--type", "policy.set")["events"]
    assert len(log) == (1 if mode == "open" else 0)


def test_policy_set_changes_the_mode_and_trust_table_as_events(cli: Cli) -> None:
    code, out = cli.tty("policy", "set", "--admission", "corroborated", "--trust", "mcp=0.7")
    assert code == 0, out
    shown = cli.json("policy", "show")
    assert shown["admission"] == "corroborated" and shown["trust"]["mcp"] == 0.7
    events = cli.json("log", "--type", "policy.set")["events"]
    assert [e["prior"]["value"] for e in events] == [None, None]
    assert {e["actor"]["kind"] for e in events} == {"human"}
    refused = cli.run("policy", "set", "--admission", "open")
    assert refused.returncode == 1
    assert cli.json("policy", "show")["admission"] == "corroborated"


def test_the_governance_doc_lists_every_agent_variable_and_process_name() -> None:
    doc = (Path(__file__).resolve().parents[1] / "docs" / "governance.md").read_text()
    for name in [*person.AGENT_ENV_VARS, *person.AGENT_PROCESS_NAMES]:
        assert f"`{name}`" in doc, name
    assert "can still forge" in doc
