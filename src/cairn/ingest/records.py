"""The normalised transcript record every parser produces, and the lesson every extractor
produces. Parsers own the format details; the extractor sees only these values.

A record never carries cairn's own injected context (parsers strip it with
``cairn.context.frame``), and a lesson is never admitted from here: the miner hands lessons to
the service, which redacts and admits them.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

# Roles: "user" (typed by a person), "assistant" (model prose), "command" (a shell command
# with its outcome), "read" (a file the agent read: the path, the start of its content),
# "edit" (a file the agent changed: the path, the new text), "web" (a page or search the
# agent fetched: never a project fact), "summary" (a compaction digest), "agent_prompt" (a
# prompt written by a parent agent for a subagent; never read as a person's preference).
ROLES = frozenset(
    {"user", "assistant", "command", "read", "edit", "web", "summary", "agent_prompt"}
)


@dataclass(frozen=True)
class Record:
    role: str
    text: str
    locator: str  # "line 12" or "line 12 uuid 1b2c..." (where in the transcript)
    session: str | None = None
    at: str | None = None
    model: str | None = None
    cwd: str | None = None
    branch: str | None = None
    exit_code: int | None = None  # commands and reads: None when unknown (background)
    output: str = ""  # commands: the start of their output; reads: content; edits: new text


@dataclass(frozen=True)
class Lesson:
    kind: str  # decision | convention | pitfall | command | preference | fact
    text: str
    record: Record  # the evidence (provenance comes from here)
    rule: str = ""  # which extraction rule fired (for the quality report)


@dataclass
class ParseStats:
    """What a parser read, and what it skipped and why (never fatal)."""

    lines: int = 0
    records: int = 0
    skipped: Counter[str] = field(default_factory=Counter)

    def skip(self, reason: str, n: int = 1) -> None:
        self.skipped[reason] += n

    def merge(self, other: ParseStats) -> None:
        self.lines += other.lines
        self.records += other.records
        self.skipped.update(other.skipped)
