"""A shell gate meets a command however the shell and git let it be spelled: git's global
options before the subcommand, a program named by its path, wrappers that run the rest of the
line (env, command, nice, sudo, timeout ...), a script handed to a shell, an alias defined on the
command line, bundled short options, and a force push by refspec (``+main``) or by mirror. Each
attack sits beside controls that must still pass: a plain push, ``git -C dir status``, the same
words that run nothing."""

from __future__ import annotations

import json
import time

import pytest

from cairn.policy import gates, shellcmd
from tests.adversarial.gate_helpers import FORCE_ANY, FORCE_MAIN, check_with_force_gate
from tests.conftest import Cli

ATTACKS = [
    "git -C dir push --force origin main",
    "git -c user.name=x push -f origin main",
    "git --git-dir=x --work-tree=y push --force origin main",
    "git --git-dir x --work-tree y push --force origin main",
    "git --no-pager -P --no-optional-locks push -f origin main",
    "/usr/bin/git push --force origin main",
    "env X=1 git push --force origin main",
    "env -i PATH=/bin -u HOME git push -f origin main",
    "X=1 Y=2 git push -f origin main",
    "command git push --force origin main",
    "nice git push --force origin main",
    "nice -n 10 nohup git push -f origin main",
    "sudo -u bob git push -f origin main",
    "timeout -s KILL 30 git push -f origin main",
    "exec git push -f origin main",
    "git push origin +main",  # a force push by refspec
    "git push origin +HEAD:main",
    "git push -uf origin main",  # bundled short options
    "git push origin main --force",  # the option after the refspec
    "git push -o ci.skip -f origin main",
    "git push --mirror origin main",
    "git push --mirr origin main",  # a unique abbreviation git accepts
    "git -c remote.origin.push=+refs/heads/main:refs/heads/main push origin main",
    "bash -lc 'git -C x push -f origin main'",
    'sh -c "cd x && git push origin +main"',
    "env -S 'git push -f origin main'",
    "eval git push -f origin main",
    "git -c alias.pf='push --force' pf origin main",
    "git -c alias.x='!git push -f' x origin main",
    "echo hi; /usr/local/bin/git -C /r push origin +main 2>/dev/null",
    "x#; git -C y push -f origin main",  # '#' inside a word is no comment
    "{ git -C x push -f origin main; }",  # compound commands: their words are not the command
    "if true; then git -C x push -f origin main; fi",
    "for i in 1; do git -C x push -f origin main; done",
    "! git -C x push -f origin main",
    "echo `git -C x push -f origin main`",  # command substitutions run their command
    'echo "$(git -C x push -f origin main)"',
    'echo "$(echo $(git -C x push -f origin main))"',
    # git configuration set in the command's environment (git-config(1), ENVIRONMENT)
    "GIT_CONFIG_PARAMETERS=\"'alias.p=push -f'\" git p origin main",
    "env GIT_CONFIG_COUNT=1 GIT_CONFIG_KEY_0=alias.p GIT_CONFIG_VALUE_0='push --force' git p o main",
    "GIT_CONFIG_COUNT=1 GIT_CONFIG_KEY_0=remote.o.push GIT_CONFIG_VALUE_0=+main:main git push o main",
]

CONTROLS = [
    "git push origin main",
    "git -C dir status",
    "git -C dir push origin main",
    "git push -u origin main",
    "git push --dry-run origin feature",
    "env X=1 git push origin main",
    "sudo -u bob git pull origin main",
    "git commit -m '+main --force'",
    "git push --forc origin main",  # ambiguous to git itself: it refuses and pushes nothing
    "echo $(date); git -C x status",
    "if git -C x push origin main; then echo ok; fi",
    "GIT_CONFIG_COUNT=1 GIT_CONFIG_KEY_0=alias.p GIT_CONFIG_VALUE_0=pull git p origin main",
]


@pytest.mark.parametrize("command", ATTACKS)
def test_a_force_push_spelled_another_way_meets_the_gate(command: str) -> None:
    for rules in (FORCE_MAIN, FORCE_ANY):
        assert gates.first_match(rules, "Bash", {"command": command}) is not None, command


@pytest.mark.parametrize("command", CONTROLS)
def test_a_push_that_is_not_forced_passes(command: str) -> None:
    for rules in (FORCE_MAIN, FORCE_ANY):
        assert gates.first_match(rules, "Bash", {"command": command}) is None, command


def test_an_argv_array_keeps_a_shell_script_one_word() -> None:
    argv = ["bash", "-lc", "git -C x push -f origin main"]
    assert gates.first_match(FORCE_MAIN, "shell", {"command": argv}) is not None
    plain = ["git", "push", "origin", "main"]  # control
    assert gates.command_of({"command": plain}) == "git push origin main"
    assert gates.first_match(FORCE_MAIN, "shell", {"command": plain}) is None


def test_force_with_lease_is_read_as_written() -> None:
    """A gate on ``--force`` as a word meets ``--force-with-lease`` (the option starts with it);
    a person who means to allow the lease says so in the pattern, and the canonical reading
    does not put a bare ``--force`` in its place."""
    lease = "git -C x push --force-with-lease origin main"
    assert gates.first_match(FORCE_MAIN, "Bash", {"command": lease}) is not None
    allow_lease = [
        ("g-nl", {"tool": "shell", "pattern": r"git push .*--force(?!-with-lease)", "reason": "n"})
    ]
    assert gates.first_match(allow_lease, "Bash", {"command": lease}) is None
    assert gates.first_match(allow_lease, "Bash", {"command": "git -C x push -f o"}) is not None


def test_a_non_git_command_is_read_by_its_program_name() -> None:
    rm = [("g-rm", {"tool": "shell", "pattern": r"^rm -rf /$", "reason": "no"})]
    assert gates.first_match(rm, "Bash", {"command": "sudo /bin/rm -rf /"}) is not None
    assert gates.first_match(rm, "Bash", {"command": "sudo /bin/rm -rf /srv/x"}) is None


def test_reading_a_huge_command_stays_linear() -> None:
    """A padded command (2 MB of words, quotes and escapes) is read in one pass: the force push
    at its end is found, in well under the hook's budget (CPU time: a loaded machine's waits do
    not count)."""
    pad = "a 'b' \"c\" d\\ e " * 140_000
    started = time.process_time()
    hit = gates.first_match(FORCE_MAIN, "Bash", {"command": f": {pad}; git -C x push -f o main"})
    took = time.process_time() - started
    assert hit is not None and took < 6.0, took
    assert gates.first_match(FORCE_MAIN, "Bash", {"command": f": {pad}; git push o main"}) is None


@pytest.mark.parametrize("unit", ["$(", "$(x)", "(", "`", "x; ", "a 'b' "])
def test_pathological_nesting_is_read_in_bounded_time(unit: str) -> None:
    """Half a megabyte of substitutions opened and never closed, parentheses, backquotes or
    repeated commands before a force push: found, in well under the hook's budget."""
    pad = unit * (500_000 // len(unit))
    started = time.process_time()
    hit = gates.first_match(FORCE_MAIN, "Bash", {"command": f"{pad}; git -C x push -f o main"})
    assert hit is not None and time.process_time() - started < 6.0


def test_nested_scripts_are_read_a_bounded_depth() -> None:
    script = "git -C x push -f origin main"
    for _ in range(shellcmd.MAX_DEPTH):
        script = "sh -c " + json.dumps(script)
    assert gates.first_match(FORCE_MAIN, "Bash", {"command": script}) is not None
    deep = script
    for _ in range(10):  # deeper (quoting doubles each level): no recursion error, no hang
        deep = "sh -c " + json.dumps(deep)
    gates.first_match(FORCE_MAIN, "Bash", {"command": deep})


def test_cli_gate_check_blocks_a_global_option_spelling(cli: Cli) -> None:
    check_with_force_gate(
        cli,
        [
            ("git -C . push --force origin main", True),
            ("git push origin +main", True),
            ("git -C . push origin main", False),
            ("git -C . status", False),
        ],
    )
