"""Each real client's shell tool, driven by the mock model: which variables the client sets for
the commands its agent runs, and that a person's verb run from there is refused while a write
lands as a proposal."""

from __future__ import annotations

import shlex

import pytest

from cairn.policy.person import AGENT_ENV_VARS
from tests.realclients.harness import (
    VENV_BIN,
    Machine,
    after_step,
    codex_config,
    gemini_config,
    marker,
    record_client_env,
    run_claude,
    run_codex,
    run_gemini,
    setup,
    shell_script,
    waiting,
)


@pytest.mark.parametrize("client_name", ["claude-code", "codex", "gemini"])
def test_an_agents_shell_cannot_approve_and_its_add_lands_as_a_proposal(
    machine: Machine, client_name: str
) -> None:
    waits = machine.proposal(f"The staging database is read-only {marker('wait')}")
    added_text = f"Agents write proposals only {marker('add')}"
    cairn = str(VENV_BIN / "cairn")  # Codex's login shell resets PATH
    script = shell_script(
        client_name,
        "env",
        f"{cairn} approve {waits.id}",
        f"{cairn} add {shlex.quote(added_text)}",
    )
    url = machine.mock.start(script)
    if client_name == "codex":
        codex_config(machine, url)
    if client_name == "gemini":
        gemini_config(machine)
    setup(machine, client_name)

    prompt = "tidy up the project's memory"
    if client_name == "claude-code":
        proc = run_claude(machine, url, prompt, "--allowedTools", "Bash")
    elif client_name == "codex":
        proc = run_codex(machine, prompt)
    else:
        proc = run_gemini(machine, url, prompt)
    assert proc.returncode == 0, proc.stderr[-2000:]

    env_output = after_step(machine, 0)
    added = record_client_env(client_name, machine, env_output)
    assert "PATH" in env_output  # the control: the env command really ran
    known = added & set(AGENT_ENV_VARS)
    assert known, f"{client_name} set none of AGENT_ENV_VARS; it set {sorted(added)}"

    approve_output = after_step(machine, 1)
    assert "refused" in approve_output, approve_output[-500:]
    assert waiting(machine.memory(waits.id))

    landed = machine.find(added_text)
    assert len(landed) == 1, after_step(machine, 2)[-500:]
    assert waiting(landed[0])
