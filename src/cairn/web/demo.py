"""A demo store for the review UI's screenshots: two projects and the person's own user memory,
with what a queue holds after a few weeks of agents at work.

Everything is written the way it happens for real: a person's memories through the service with
a person's actor, an agent's proposals with an agent's, mined lessons by the real miner from a
transcript written into the demo folder (so the source page can show its lines), a conflict
found by admission, a flag, a deferral. Namespaces are pinned and adopted as `cairn init --adopt`
records. It writes only under the folder it is given.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from cairn.model import Candidate, Kind, Scope, ScopeLevel, Source
from cairn.namespace import derive
from cairn.service import MemoryService, agent_actor, person_actor
from cairn.timeutil import ReplayClock

SHOP = "demo:shop-api"
BILLING = "demo:billing-worker"
USER = "user:alice"


@dataclass(frozen=True)
class Demo:
    store: Path
    project: Path  # the folder `cairn ui` is launched in (shop-api)
    scope: Scope
    conflict: str  # the held-back memory of the conflict
    mined: str  # a mined lesson with its transcript lines
    hostile: str  # a proposal whose text is markup


def _project(base: Path, name: str, ns: str) -> Path:
    folder = base / name
    (folder / ".cairn").mkdir(parents=True, exist_ok=True)
    (folder / ".cairn" / "config.toml").write_text(f'[project]\nnamespace = "{ns}"\n')
    return folder


def build(base: Path) -> Demo:
    """Write the demo store under ``base`` (which must not hold one yet)."""
    from cairn.bench import transcripts
    from cairn.ingest.extract import HeuristicExtractor
    from cairn.ingest.miner import MineOptions, Miner

    base.mkdir(parents=True, exist_ok=True)
    store = base / "cairn.db"
    if store.exists():
        raise FileExistsError(f"{store} exists: the demo writes a fresh store")
    shop, billing = _project(base, "shop-api", SHOP), _project(base, "billing-worker", BILLING)
    clock = ReplayClock("2026-02-02T09:00:00Z")
    svc = MemoryService.open(store, Scope(SHOP, USER), clock=clock)
    bsvc = MemoryService(svc.store, Scope(BILLING, USER), clock=clock)
    alice = person_actor("alice")
    claude = agent_actor(
        "claude-code", client="claude-code", session="5f1c2d", vouched=True, model="claude-opus"
    )
    codex = agent_actor("codex", client="codex", session="a9e07b", vouched=True, model="gpt-5")
    try:
        svc.adopt_namespace(SHOP, derive(shop)[2], alice, root=str(shop))
        svc.adopt_namespace(BILLING, derive(billing)[2], alice, root=str(billing))

        svc.add(
            Candidate(
                "Run `make test` before every push; CI runs the same target.", SHOP, Kind.CONVENTION
            ),
            alice,
        )
        old = svc.add(
            Candidate("The API returns dates as Unix timestamps.", SHOP, Kind.DECISION), alice
        ).memory
        svc.add_gate("shell", r"git push .*--force.*\bmain\b", "never force-push main", alice)
        flagged = svc.add(
            Candidate("Staging deploys run from the `deploy/` folder.", SHOP, Kind.COMMAND), alice
        ).memory
        svc.add(
            Candidate(
                "Prefer small commits with imperative subjects.",
                USER,
                Kind.PREFERENCE,
                ScopeLevel.USER,
            ),
            alice,
        )

        clock.set("2026-02-16T14:20:00Z")
        session = transcripts.write(
            {
                "id": "shop-session",
                "cwd": str(shop),
                "turns": [
                    {"user": "Can you look at why the orders endpoint is slow?"},
                    {"user": "We decided to use cursor pagination for every list endpoint."},
                    {"user": "Never call the payments sandbox from unit tests; mock the client."},
                ],
            },
            base / "sessions",
        )
        Miner(svc, HeuristicExtractor(), MineOptions(client="claude-code", final=True)).mine(
            [(session, "claude-code")]
        )
        mined = next(
            m.id for m in svc.memories() if any(s.get("transcript") for s in svc.sources(m.id))
        )

        clock.set("2026-02-18T10:05:00Z")
        new = svc.add(
            Candidate(
                "The API no longer returns dates as Unix timestamps; it returns ISO-8601 strings.",
                SHOP,
                Kind.DECISION,
                source=Source(kind="mcp", client="claude-code", session="5f1c2d"),
            ),
            claude,
        ).memory
        svc.add(Candidate("Order totals are computed in integer cents.", SHOP), claude)
        svc.add(Candidate("Order totals are always computed in integer cents.", SHOP), codex)
        svc.flag(flagged.id, codex, reason="deploy/ was renamed to ops/deploy/ last week")
        later = svc.add(Candidate("Load tests run on Friday afternoons.", SHOP), codex).memory
        svc.defer(later.id, alice, note="ask the platform team")
        hostile = svc.add(
            Candidate('Escape <script>alert("x")</script> in templates.', SHOP, Kind.PITFALL),
            claude,
        ).memory

        clock.set("2026-02-20T16:40:00Z")
        bsvc.add(Candidate("Invoices are generated on the first of the month.", BILLING), codex)
        bsvc.add(
            Candidate(
                "Retries use exponential backoff capped at 10 minutes.", BILLING, Kind.CONVENTION
            ),
            codex,
        )
        svc.add(
            Candidate("Answer in British English.", USER, Kind.PREFERENCE, ScopeLevel.USER), claude
        )
        assert new.contested_by == (old.id,), "the demo's conflict was not detected"
    finally:
        svc.close()
    return Demo(store, shop, Scope(SHOP, USER), new.id, mined, hostile.id)
