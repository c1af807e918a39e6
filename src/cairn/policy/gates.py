"""Hard gates: does a tool call match a person's approved gate? A pure function, cheap to call.

A gate is a memory of kind ``gate`` whose ``Memory.gate`` holds its rule::

    {"tool": "shell", "pattern": "git push .*(--force|-f)\\b.*\\bmain\\b", "reason": "..."}

``tool`` is a client's tool name (``Bash``, ``Edit``, ``mcp__github__merge``) or ``shell``, which
names the shell tool of every client at once (``SHELL_TOOLS``), so one gate guards Claude Code,
Gemini CLI and Codex alike. The pattern is a Python regular expression searched (not anchored) in
the command string of a shell call (the ``command``/``cmd`` field; an argv array is joined with
spaces) and in the serialised JSON input of any other tool.

A pattern is a person's rule, not a claim: ``validate`` checks it when it is written (it
compiles; a literal secret in it is refused with a message, so it never has to be redacted) and
it is stored verbatim. A gate that cannot be evaluated (its pattern no longer compiles, its rule
is unreadable) blocks the calls it may guard and says why: an approved gate that silently stops
firing is the failure this module exists to prevent.

This module decides matching only. Which gates exist is the store's business: the service reads
them through the one read predicate (``View.INJECT``, approved gates only) and hands the rules
here; when the store cannot be read, the PreToolUse hook reads them from the gate snapshot beside
it (``store.gatefile``). It must never import the store, the service or anything heavy: the
hooks call ``first_match`` on every tool call inside a tight time budget.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

SHELL = "shell"

# The shell tool of each client, by the name it carries in a hook payload or a tool call.
SHELL_TOOLS: dict[str, str] = {
    "bash": "Claude Code (Bash); Codex hooks use the same name",
    "run_shell_command": "Gemini CLI",
    "shell": "Codex (shell)",
    "shell_command": "Codex (shell_command)",
    "exec_command": "Codex (exec_command, unified exec)",
    "local_shell": "Codex (local_shell)",
    "local_shell_call": "Codex (local_shell_call)",
    "container.exec": "Codex (container.exec)",
}

MAX_PATTERN = 500
UNKNOWN_NOTE = (
    ". Part of this command is known only when it runs (a variable, a command's output, what"
    " xargs appends, a script piped into a shell) and it could make it the call this gate"
    " blocks: write that part out so it can be checked"
)


@dataclass(frozen=True)
class Rule:
    tool: str
    pattern: str
    reason: str


@dataclass(frozen=True)
class Match:
    """A gate that matched: its memory id, its rule and the text the pattern was searched in.
    ``problem`` is set when the gate could not be evaluated and blocks for that reason."""

    memory_id: str
    rule: Rule
    subject: str
    problem: str | None = None
    unread: bool = False  # the call itself could not be read (``Unread``)
    unknown: bool = False  # matched once a part known only at run time was filled (``HOLE``)

    def deny_reason(self) -> str:
        """What the agent is told when the call is denied."""
        short = self.memory_id[-8:].lower()
        if self.unread:
            return (
                f"Blocked by cairn: this tool call could not be read ({self.problem}), so gate"
                f" #{short} and any other cannot be checked against it; a call that cannot be"
                " checked blocks. Make it smaller (split the command, or write large content"
                " with a file tool in parts)."
            )
        if self.problem:
            return (
                f"Blocked by cairn gate #{short}, which cannot be evaluated ({self.problem}):"
                " a gate that cannot be checked blocks. A person fixes it: `cairn gate list`,"
                f" then `cairn retract {short} --reason ...` and `cairn gate add ...` again."
            )
        said = (
            f"Blocked by cairn gate #{short}: {self.rule.reason}"
            f" (a person's rule on {self.rule.tool} calls matching /{self.rule.pattern}/)"
        )
        return said + (UNKNOWN_NOTE if self.unknown else "")


class Unread:
    """The input of a tool call cairn could not read (a hook payload over the size a hook
    reads): which tool it is and what it does are unknown, so every gate may guard it, and a
    gate that cannot be checked blocks (``first_match``)."""

    def __init__(self, why: str) -> None:
        self.why = why

    def __repr__(self) -> str:
        return f"Unread({self.why!r})"


def is_shell_tool(tool: str) -> bool:
    return tool.strip().casefold() in SHELL_TOOLS


def rule_of(raw: Mapping[str, Any] | None) -> Rule | None:
    """The rule held in ``Memory.gate``, or None when it is not a usable rule."""
    if not raw:
        return None
    tool, pattern, reason = raw.get("tool"), raw.get("pattern"), raw.get("reason")
    if not isinstance(tool, str) or not isinstance(pattern, str) or not tool or not pattern:
        return None
    return Rule(tool, pattern, reason if isinstance(reason, str) else "")


def validate(tool: str, pattern: str, reason: str) -> Rule:
    """Check a rule a person is adding; raise ValueError with a sentence saying what is wrong."""
    tool, reason = tool.strip(), reason.strip()
    if not tool:
        raise ValueError("a gate needs --tool (a tool name, or `shell` for every client's shell)")
    if not pattern or len(pattern) > MAX_PATTERN:
        raise ValueError(f"a gate needs a --pattern of 1..{MAX_PATTERN} characters")
    if not reason:
        raise ValueError("a gate needs a --reason: the agent is told it when the call is denied")
    try:
        re.compile(pattern)
    except re.error as exc:
        raise ValueError(f"--pattern is not a valid regular expression: {exc}") from None
    kind = literal_secret(pattern)
    if kind is not None:
        raise ValueError(
            f"--pattern holds what looks like a secret ({kind}); a gate's pattern is stored and"
            " shown verbatim, so it must not hold one: match the secret's shape instead"
            " (e.g. AKIA[0-9A-Z]{16}, or token=[A-Za-z0-9]+)"
        )
    return Rule(SHELL if tool.casefold() == SHELL else tool, pattern, reason)


def literal_secret(pattern: str) -> str | None:
    """The kind of secret spelled out literally in ``pattern`` (in one of its runs of literal
    text, or in them joined), or None. The expression syntax around the literals is not
    scanned: ``token=[A-Za-z0-9]+`` is a rule about tokens, not a token."""
    from cairn.policy import secrets
    from cairn.policy.prefilter import literal_runs

    runs = literal_runs(pattern)
    texts = [pattern] if runs is None else [*runs, " ".join(runs)]
    for text in texts:
        found = secrets.find(text)
        if found:
            return found[0].kind
    return None


_PLAIN_WORD = re.compile(r"[\w@%+=:,./-]+", re.ASCII)


def _argv_text(value: Any) -> str | None:
    """A command string; an argv array as the command line that runs it (a word the shell
    would split or expand is single-quoted, as ``shlex.join`` does), so that a script handed
    to a shell (``["bash", "-lc", "git -C x push -f"]``) stays one word."""
    if isinstance(value, str):
        return value
    if isinstance(value, list | tuple) and all(isinstance(a, str) for a in value):
        return " ".join(
            a if _PLAIN_WORD.fullmatch(a) else "'" + a.replace("'", "'\"'\"'") + "'" for a in value
        )
    return None


def command_of(tool_input: Any) -> str | None:
    """The command string of a shell tool call (``command``, ``cmd`` or a Codex ``action``)."""
    if isinstance(tool_input, str | list | tuple):
        return _argv_text(tool_input)
    if not isinstance(tool_input, Mapping):
        return None
    for key in ("command", "cmd", "argv"):
        text = _argv_text(tool_input.get(key))
        if text is not None:
            return text
    action = tool_input.get("action")
    if isinstance(action, Mapping):
        return command_of(action)
    return None


def subject_of(tool: str, tool_input: Any) -> str:
    """What a pattern is searched in for this call."""
    if is_shell_tool(tool):
        cmd = command_of(tool_input)
        if cmd is not None:
            return cmd
    if isinstance(tool_input, str):
        return tool_input
    return json.dumps(tool_input, sort_keys=True, ensure_ascii=False)


def applies_to(rule: Rule, tool: str) -> bool:
    if rule.tool.casefold() == SHELL:
        return is_shell_tool(tool)
    return rule.tool.casefold() == tool.strip().casefold()


@lru_cache(maxsize=256)
def _compiled(pattern: str) -> re.Pattern[str] | str:
    """The compiled pattern, or why it does not compile."""
    try:
        return re.compile(pattern)
    except (re.error, RecursionError, OverflowError) as exc:
        return f"its pattern /{pattern}/ is not a valid regular expression: {exc}"


def first_match(
    gates: Iterable[tuple[str, Mapping[str, Any] | None]], tool: str, tool_input: Any
) -> Match | None:
    """The first gate (``(memory_id, rule dict)`` pairs) whose rule matches this tool call,
    or that cannot be evaluated for it: a rule that is unreadable (no tool is known, so every
    call) or a pattern that does not compile (every call to its tool) blocks, saying why; so
    does any gate at all when the call itself could not be read (``Unread``)."""
    if isinstance(tool_input, Unread):  # which tool and what it does are unknown
        for memory_id, raw in gates:
            found = rule_of(raw) or Rule("*", "", "")
            return Match(memory_id, found, "", tool_input.why, unread=True)
        return None
    subject: str | None = None
    for memory_id, raw in gates:
        rule = rule_of(raw)
        if rule is None:
            if subject is None:
                subject = subject_of(tool, tool_input)
            broken = Rule("*", str((raw or {}).get("pattern", "")), "")
            return Match(memory_id, broken, subject, "its rule is missing a tool or a pattern")
        if not applies_to(rule, tool):
            continue
        if subject is None:
            subject = subject_of(tool, tool_input)
        rx = _compiled(rule.pattern)
        if isinstance(rx, str):
            return Match(memory_id, rule, subject, rx)
        readings = _readings(tool, subject)
        if any(rx.search(text) for text in readings):
            return Match(memory_id, rule, subject)
        if is_shell_tool(tool) and _completes(rx, rule.pattern, readings):
            return Match(memory_id, rule, subject, unknown=True)
    return None


def _completes(rx: re.Pattern[str], pattern: str, readings: tuple[str, ...]) -> bool:
    """Whether a part of the command known only when it runs (``shellexpand.HOLE``) could
    make it match: each hole filled, where it stands, with a word of the pattern's own
    examples (``gatefill``); a command that is nothing but such a part (``eval "$X"``,
    ``curl ... | sh``) could be any command."""
    from cairn.policy import gatefill
    from cairn.policy.shellexpand import HOLE

    holed = [text for text in readings if HOLE in text]
    if not holed:
        return False
    if any(text.strip() == HOLE for text in holed):
        return True
    return any(rx.search(text.replace(HOLE, w)) for w in gatefill.words(pattern) for text in holed)


def _readings(tool: str, subject: str) -> tuple[str, ...]:
    """What a pattern is searched in: the subject, and for a shell call also the command as
    the shell reads its words (``shell_reading``) and what it runs (``shellcmd.forms``)."""
    if not is_shell_tool(tool):
        return (subject,)
    return _shell_readings(subject)


@lru_cache(maxsize=256)
def _shell_readings(command: str) -> tuple[str, ...]:
    """A shell command as written, as the shell reads its words (``shell_reading``), and in
    the canonical forms of what it runs (``shellcmd.forms``: wrappers, paths and git's global
    options off, a push's force spelled out)."""
    from cairn.policy import shellcmd  # only when a shell gate applies

    words = shellcmd.split_words(command)
    try:
        forms = shellcmd.forms(command, words)
    except (ValueError, RecursionError, MemoryError):  # what it runs unreadable: as written
        forms = ()
    return tuple(dict.fromkeys((command, _joined(words), *forms)))


@lru_cache(maxsize=256)
def shell_reading(command: str) -> str:
    """The command's words as the shell reads them, one space apart: quotes and escapes
    removed, line continuations joined, blanks collapsed, comments dropped (``git 'push'
    --force`` and ``g\\it push --force`` read ``git push --force``); ``;``, ``&&`` and ``|``
    are words of their own, a new line reads ``;``. What the shell would expand (``$F``,
    ``$(echo git)``) reads ``shellexpand.HOLE``, for ``_completes`` to judge."""
    from cairn.policy import shellcmd  # only when a shell gate applies: not on every hook's import

    return _joined(shellcmd.split_words(command))


def _joined(words: list[str]) -> str:
    return " ".join(";" if w == "\n" else w for w in words)


def parse_input(text: str) -> Any:
    """A tool input given on the command line: JSON when it parses, else the raw string."""
    try:
        return json.loads(text)
    except ValueError:
        return text
