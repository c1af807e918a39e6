"""`make demo`: the main job on the embedded default store, with sample data.

Creates a store under the given folder, writes a handful of memories the way a person and an
agent would (through the service, with explicit actors, so it runs the same with or without a
terminal), then shows them with the real CLI: list, search, one memory's history, an as-of view.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
from pathlib import Path

from cairn.model import Candidate, Kind, Scope, ScopeLevel, Source
from cairn.namespace import derive, user_namespace
from cairn.service import MemoryService, agent_actor, person_actor
from cairn.timeutil import ReplayClock

NAMESPACE = "demo:cairn"


def _cairn(store: Path, *args: str) -> None:
    exe = shutil.which("cairn", path=str(Path(sys.executable).parent)) or "cairn"
    print(f"\n$ cairn {' '.join(args)}", flush=True)
    subprocess.run(
        [exe, "--store", str(store), "--project", str(store.parent / "project"), *args], check=True
    )


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="cairn-demo")
    ap.add_argument("--dir", default="build/demo")
    args = ap.parse_args(argv)
    base = Path(args.dir).resolve()
    project = base / "project"
    (project / ".cairn").mkdir(parents=True, exist_ok=True)
    (project / ".cairn" / "config.toml").write_text(f'[project]\nnamespace = "{NAMESPACE}"\n')
    store = base / "cairn.db"
    os.environ.setdefault("CAIRN_HOME", str(base))
    clock = ReplayClock("2026-01-02T09:00:00Z")  # the demo replays a few weeks of a project
    svc = MemoryService.open(store, Scope(NAMESPACE, user_namespace()), clock=clock)
    alice = person_actor("alice")
    # the pin differs from the id derived from the folder: alice adopts it, as
    # `cairn init --adopt` would record, so the CLI below reads the demo's namespace
    svc.adopt_namespace(NAMESPACE, derive(project)[2], alice, root=str(project))
    agent = agent_actor(
        "claude-code",
        client="claude-code",
        session="demo-session-1",
        vouched=True,
        model="claude-opus",
    )

    on = clock.set

    on("2026-01-02T09:00:00Z")
    old = svc.add(Candidate("Deploy with `fab deploy`.", NAMESPACE, Kind.COMMAND), alice)
    on("2026-01-05T10:00:00Z")
    w = svc.add(
        Candidate(
            "Run `make test` before every push; CI runs the same target.",
            NAMESPACE,
            Kind.CONVENTION,
        ),
        alice,
    )
    on("2026-01-10T11:00:00Z")
    svc.add(Candidate("We use PostgreSQL 16 for the team server.", NAMESPACE, Kind.DECISION), alice)
    svc.add(
        Candidate(
            "Prefer small commits with messages in the imperative mood.",
            NAMESPACE,
            Kind.PREFERENCE,
            scope=ScopeLevel.USER,
        ),
        alice,
    )
    on("2026-01-20T15:00:00Z")
    wrong = svc.add(
        Candidate("The integration tests need a local Redis on port 6380.", NAMESPACE, Kind.FACT),
        alice,
    )
    on("2026-02-03T08:30:00Z")
    svc.add(
        Candidate(
            "Build the docs with `make docs`; they are generated from the code.",
            NAMESPACE,
            Kind.COMMAND,
            source=Source(kind="mcp", client="claude-code", session="demo-session-1", vouched=True),
        ),
        agent,
    )
    proposal = svc.add(
        Candidate(
            "getUserById returns None for a deleted user (E0502 in logs).",
            NAMESPACE,
            Kind.PITFALL,
            source=Source(
                kind="mine", client="claude-code", session="demo-session-1", vouched=True
            ),
        ),
        agent,
    )
    on("2026-02-10T09:00:00Z")
    svc.approve(proposal.memory.id, alice, note="checked in the code")
    on("2026-02-15T12:00:00Z")
    svc.retract(wrong.memory.id, alice, reason="the tests use an in-process fake, not Redis")
    on("2026-03-01T16:00:00Z")
    svc.supersede(old.memory.id, alice, text="Deploy with `make deploy` (fabric was removed).")
    svc.close()

    print(f"demo store: {store}")
    _cairn(store, "list")
    _cairn(store, "search", "deploy")
    _cairn(store, "search", "getUserById")
    _cairn(store, "history", old.memory.id)
    print("\n# what we believed on 2026-02-01, as we knew it then (Redis note included):")
    _cairn(store, "as-of", "2026-02-01")
    print("\n# the same day as we know it now: the Redis note was retracted as wrong")
    _cairn(store, "as-of", "2026-02-01", "--known-at", "2026-12-31")
    print("\n# after the deploy command changed on 2026-03-01")
    _cairn(store, "as-of", "2026-04-01")
    _cairn(store, "show", w.memory.id)
    print("\n# what waits for a person (the agent's proposal)")
    _cairn(store, "review", "--list")
    print("\n# the block a per-prompt hook would inject for this prompt")
    _cairn(store, "recall", "how do we deploy, and what should I run before pushing?")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
