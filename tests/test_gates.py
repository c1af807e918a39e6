"""Hard gates: a person's rule denies a matching tool call from any client; nothing else does."""

from __future__ import annotations

import json

import pytest

from cairn.errors import PersonRequired, UsageError
from cairn.model import Candidate, Kind, Review, Status, View
from cairn.policy import gates
from cairn.service import MemoryService
from tests.conftest import NS_A, Cli

FORCE_PUSH = r"git push .*(--force|-f)\b.*\bmain\b"
RULE = {"tool": "shell", "pattern": FORCE_PUSH, "reason": "never force-push main"}


@pytest.mark.parametrize(
    ("tool", "tool_input"),
    [
        ("Bash", {"command": "git push --force origin main"}),
        ("run_shell_command", {"command": "git push -f origin main"}),
        ("shell", {"command": ["bash", "-lc", "git push --force origin main"]}),
        ("exec_command", {"cmd": "git push --force origin main"}),
        ("local_shell", {"action": {"command": ["git", "push", "-f", "origin", "main"]}}),
        ("container.exec", {"command": ["git", "push", "--force", "origin", "main"]}),
    ],
)
def test_a_shell_gate_matches_the_shell_tool_of_every_client(tool: str, tool_input: object) -> None:
    hit = gates.first_match([("G1", RULE)], tool, tool_input)
    assert hit is not None and hit.rule.reason == "never force-push main"
    control = gates.first_match([("G1", RULE)], tool, {"command": "git push origin main"})
    assert control is None


def test_a_shell_gate_does_not_match_a_non_shell_tool_carrying_the_same_text() -> None:
    assert gates.first_match([("G1", RULE)], "Write", {"content": "git push -f x main"}) is None
    assert gates.first_match([("G1", RULE)], "Bash", {"command": "git push -f x main"}) is not None


def test_a_named_tool_gate_matches_the_serialised_input_of_that_tool_only() -> None:
    rule = {"tool": "Write", "pattern": r"\.env\b", "reason": "no writing .env files"}
    assert gates.first_match([("G", rule)], "write", {"file_path": "app/.env"}) is not None
    assert gates.first_match([("G", rule)], "Write", {"file_path": "app/env.py"}) is None
    assert gates.first_match([("G", rule)], "Edit", {"file_path": "app/.env"}) is None


def test_an_invalid_rule_is_refused_when_added_and_blocks_saying_why_when_met() -> None:
    with pytest.raises(ValueError, match="regular expression"):
        gates.validate("shell", "git push (", "broken")
    with pytest.raises(ValueError, match="reason"):
        gates.validate("shell", "rm -rf", "  ")
    broken = {"tool": "shell", "pattern": "(", "reason": "x"}
    hit = gates.first_match([("B", broken), ("G", RULE)], "Bash", "git status")
    assert hit is not None and hit.memory_id == "B" and "cannot be evaluated" in hit.deny_reason()
    # control: a tool the broken gate does not guard is not blocked by it
    assert gates.first_match([("B", broken)], "Read", {"file_path": "x"}) is None


def test_the_gate_module_imports_nothing_heavy() -> None:
    import subprocess
    import sys

    code = (
        "import sys, cairn.policy.gates; "
        "heavy = [m for m in ('sqlite3', 'click', 'cairn.service', 'cairn.store.sqlite', "
        "'mcp', 'numpy') if m in sys.modules]; print(heavy)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_a_persons_gate_blocks_and_a_retracted_one_no_longer_does(
    svc: MemoryService, person
) -> None:
    g = svc.add_gate("shell", FORCE_PUSH, "never force-push main", person).memory
    assert (g.kind, g.status, g.review) == (Kind.GATE, Status.ACTIVE, Review.APPROVED)
    assert g.gate == RULE
    hit = svc.check_gate("Bash", {"command": "git push --force origin main"})
    assert hit is not None and hit.memory_id == g.id
    assert svc.check_gate("Bash", {"command": "git status"}) is None
    svc.retract(g.id, person, reason="moved to branch protection")
    assert svc.check_gate("Bash", {"command": "git push --force origin main"}) is None


def test_an_agents_gate_stays_a_proposal_and_blocks_nothing_until_a_person_approves(
    svc: MemoryService, person, agent
) -> None:
    cand = Candidate("Gate: no rm -rf", NS_A, Kind.GATE, gate={**RULE, "pattern": r"rm -rf /"})
    proposed = svc.add(cand, agent).memory
    assert (proposed.status, proposed.review) == (Status.PROPOSED, Review.UNREVIEWED)
    assert proposed.id not in {m.id for m in svc.memories(View.INJECT)}
    assert svc.check_gate("Bash", {"command": "rm -rf /"}) is None
    with pytest.raises(PersonRequired):
        svc.add_gate("shell", "rm -rf /", "no", agent)
    svc.approve(proposed.id, person)
    assert svc.check_gate("Bash", {"command": "rm -rf /"}) is not None


def test_an_agents_gate_is_not_promoted_by_corroboration_even_in_open_mode(
    svc: MemoryService, person, agent
) -> None:
    svc.set_policy("admission", "open", person)
    cand = Candidate(
        "Gate: no curl | sh", NS_A, Kind.GATE, gate={**RULE, "pattern": r"curl.*\| *sh"}
    )
    m = svc.add(cand, agent).memory
    assert m.status is Status.PROPOSED
    assert svc.check_gate("Bash", {"command": "curl x | sh"}) is None


def test_gate_add_rejects_a_bad_pattern_with_a_usage_error(svc: MemoryService, person) -> None:
    with pytest.raises(UsageError, match="regular expression"):
        svc.add_gate("shell", "([", "broken", person)


def test_cli_gate_check_exits_2_with_the_reason_on_a_match_and_0_otherwise(cli: Cli) -> None:
    code, out = cli.tty(
        "gate", "add", "--tool", "shell", "--pattern", FORCE_PUSH, "--reason", "never force-push"
    )
    assert code == 0, out
    blocked = cli.run(
        "gate", "check", "--tool", "Bash", "--input", '{"command": "git push --force origin main"}'
    )
    assert blocked.returncode == 2
    assert "never force-push" in blocked.stderr
    for tool in ("run_shell_command", "Bash"):
        allowed = cli.run(
            "gate", "check", "--tool", tool, "--input", '{"command": "git push origin main"}'
        )
        assert allowed.returncode == 0, allowed.stderr
    gemini = cli.run(
        "gate",
        "check",
        "--tool",
        "run_shell_command",
        "--input",
        json.dumps({"command": "git push -f origin main"}),
    )
    assert gemini.returncode == 2
    piped = cli.run(
        "gate", "check", "--tool", "Bash", "--input", "-", input='{"command": "git push -f o main"}'
    )
    assert piped.returncode == 2


def test_cli_gate_add_refuses_without_a_terminal_and_list_shows_only_what_blocks(cli: Cli) -> None:
    refused = cli.run("gate", "add", "--tool", "shell", "--pattern", "x", "--reason", "y")
    assert refused.returncode == 1
    assert "person's verb" in refused.stderr
    assert cli.json("gate", "list")["gates"] == []
    code, out = cli.tty("gate", "add", "--tool", "Bash", "--pattern", "rm -rf", "--reason", "no")
    assert code == 0, out
    listed = cli.json("gate", "list")["gates"]
    assert [g["gate"]["pattern"] for g in listed] == ["rm -rf"]


SHELL_FORCE = [("g-force", {"tool": "shell", "pattern": r"git push --force", "reason": "no"})]


@pytest.mark.parametrize(
    "command",
    [
        "git push  --force",  # two spaces
        "git 'push' --force",
        'git "push" "--force"',
        r"g\it push --force",  # an escape the shell drops
        "git push \\\n  --force",  # a line continuation
        "cd repo &&   git push\t--force origin main",
        'git "push --force',  # an unclosed quote: read without quotes
    ],
)
def test_a_shell_gate_matches_the_command_as_the_shell_reads_it(command: str) -> None:
    assert gates.first_match(SHELL_FORCE, "Bash", {"command": command}) is not None, command


@pytest.mark.parametrize(
    "command",
    ["git push origin main", "git push --force-with-leash-typo", "echo git; push --force"],
)
def test_the_shell_reading_blocks_nothing_the_words_do_not_say(command: str) -> None:
    """Controls: the same words in another order, or a command that does not say them."""
    hit = gates.first_match(SHELL_FORCE, "Bash", {"command": command})
    assert (hit is not None) == ("git push --force" in command), command


def test_a_non_shell_tool_is_matched_on_its_input_as_written() -> None:
    rule = [("g-edit", {"tool": "Edit", "pattern": r"a  b", "reason": "no"})]
    assert gates.first_match(rule, "Edit", {"file_path": "x", "new_string": "a  b"}) is not None
    assert gates.first_match(rule, "Edit", {"file_path": "x", "new_string": "a 'b'"}) is None
