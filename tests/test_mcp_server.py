"""The MCP tools, driven by the SDK's own client on both transports: cairn's stdio server (`cairn
mcp` in a subprocess, as a client starts it) and the SDK's low-level server in-process (what
`cairn mcp --http` runs). The contract tool list, reads only through the agent's views,
citations bound to revisions, and writes by others seen live."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import anyio
import pytest
from mcp import Client, StdioServerParameters

from cairn.integrations import MCP_TOOLS
from cairn.mcp_server import build
from cairn.model import Actor, Candidate, Review, Status
from cairn.service import MemoryService
from tests.conftest import CAIRN, NS_A, clean_env, pin

TRANSPORTS = ("stdio", "sdk")


@pytest.fixture(params=TRANSPORTS)
def transport(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture
def project(tmp_path: Path, store_path: Path) -> Path:
    root = tmp_path / "project"
    pin(root, NS_A, store_path)
    return root


Session = Callable[[Client], Awaitable[Any]]


def server_for(transport: str, store: Path, project: Path) -> Any:
    if transport == "sdk":
        return build(store, project)
    # the stdio client passes only a few variables on: CAIRN_HOME and friends go explicitly
    env = clean_env(CAIRN_HOME=str(store.parent))
    return StdioServerParameters(command=CAIRN, args=["mcp"], env=env, cwd=str(project))


def with_client(store: Path, project: Path, body: Session, transport: str = "stdio") -> Any:
    store.parent.mkdir(parents=True, exist_ok=True)

    async def main() -> Any:
        async with Client(server_for(transport, store, project)) as client:
            return await body(client)

    return anyio.run(main)


async def text_of(client: Client, tool: str, **args: Any) -> tuple[str, bool]:
    result = await client.call_tool(tool, args)
    text = "\n".join(getattr(c, "text", "") for c in result.content)
    return text, bool(result.is_error)


def test_the_server_offers_exactly_the_contract_tools_and_no_verdict_tool(
    store_path: Path, project: Path, transport: str
) -> None:
    async def body(client: Client) -> list[str]:
        return [t.name for t in (await client.list_tools()).tools]

    names = with_client(store_path, project, body, transport)
    assert sorted(names) == sorted(MCP_TOOLS)
    for verb in ("approve", "reject", "restore", "delete", "purge", "edit"):
        assert not [n for n in names if verb in n]


def test_a_withheld_id_answers_not_found_like_a_missing_one(
    svc: MemoryService,
    store_path: Path,
    project: Path,
    person: Actor,
    agent: Actor,
    transport: str,
) -> None:
    shown = svc.add(Candidate("Use uv for envs", NS_A), person).memory
    proposed = svc.add(Candidate("Maybe use poetry", NS_A), agent).memory
    rejected = svc.add(Candidate("Use conda everywhere", NS_A), agent).memory
    svc.reject(rejected.id, person)

    async def body(client: Client) -> list[tuple[str, bool]]:
        return [
            await text_of(client, "memory_get", id=ref)
            for ref in (shown.id, proposed.id, rejected.id, "01NOSUCHMEMORY")
        ]

    control, *withheld = with_client(store_path, project, body, transport)
    assert not control[1] and "Use uv for envs" in control[0]
    for text, is_error in withheld:
        assert is_error and "not found" in text
        assert "view" not in text  # the same words whether it exists or not


def test_a_citation_is_credited_only_for_the_revision_the_model_was_shown(
    svc: MemoryService, store_path: Path, project: Path, person: Actor, transport: str
) -> None:
    mem = svc.add(Candidate("Run make check before pushing", NS_A), person).memory

    async def cite(client: Client) -> str:
        return (await text_of(client, "memory_cite", id=mem.id, revision=1))[0]

    assert "cited" in with_client(store_path, project, cite, transport)
    svc.edit(mem.id, "Run make check and make lint before pushing", person)
    assert "without credit" in with_client(store_path, project, cite, transport)

    cited = [e for e in svc.history(mem.id)[1] if e.type == "memory.cited"]
    assert [e.payload["citation"]["credited"] for e in cited] == [True, False]
    assert [e.payload.get("set", {}).get("cited_count") for e in cited] == [1, None]


def test_the_server_sees_a_write_made_by_another_process_without_restart(
    store_path: Path, project: Path, person: Actor, transport: str
) -> None:
    async def body(client: Client) -> tuple[str, str]:
        before, _ = await text_of(client, "memory_search", query="zeppelin hangar")
        other = MemoryService.open(store_path, svc_scope())
        try:
            other.add(Candidate("The zeppelin hangar is in building 7", NS_A), person)
        finally:
            other.close()
        after, _ = await text_of(client, "memory_search", query="zeppelin hangar")
        return before, after

    before, after = with_client(store_path, project, body, transport)
    assert "building 7" not in before
    assert "building 7" in after


def test_a_flag_lowers_rank_and_never_approves(
    svc: MemoryService,
    store_path: Path,
    project: Path,
    person: Actor,
    agent: Actor,
    transport: str,
) -> None:
    live = svc.add(Candidate("Tabs, not spaces", NS_A), person).memory
    waiting = svc.add(Candidate("Spaces, not tabs", NS_A), agent).memory

    async def body(client: Client) -> list[tuple[str, bool]]:
        return [
            await text_of(client, "memory_flag", id=live.id, reason="outdated"),
            await text_of(client, "memory_flag", id=waiting.id, reason="looks right"),
        ]

    flagged, hidden = with_client(store_path, project, body, transport)
    assert not flagged[1]
    after = svc.get(live.id)
    assert after.rank_penalty > live.rank_penalty and after.review is Review.APPROVED
    assert hidden[1] and "not found" in hidden[0]
    assert svc.get(waiting.id).status is Status.PROPOSED


def test_a_proposal_through_mcp_waits_and_names_what_it_would_supersede(
    svc: MemoryService, store_path: Path, project: Path, person: Actor, transport: str
) -> None:
    old = svc.add(Candidate("CI runs on Jenkins", NS_A), person).memory

    async def body(client: Client) -> tuple[str, bool]:
        return await text_of(
            client, "memory_propose", text="CI runs on GitHub Actions", supersedes=old.id
        )

    text, is_error = with_client(store_path, project, body, transport)
    assert not is_error and "waits for a person's review" in text
    (new,) = [m for m in svc.memories() if m.text == "CI runs on GitHub Actions"]
    assert new.status is Status.PROPOSED and new.supersedes == old.id
    assert svc.get(old.id).status is Status.ACTIVE  # nothing retired until a person approves


def svc_scope() -> Any:
    from cairn import namespace
    from cairn.model import Scope

    return Scope(NS_A, namespace.user_namespace())


def test_both_transports_list_the_same_tools_with_the_same_schemas(
    store_path: Path, project: Path
) -> None:
    async def body(client: Client) -> list[tuple[str, str | None, Any]]:
        return [(t.name, t.description, t.input_schema) for t in (await client.list_tools()).tools]

    stdio = with_client(store_path, project, body, "stdio")
    sdk = with_client(store_path, project, body, "sdk")
    assert stdio == sdk
    assert [name for name, _d, _s in stdio] == list(MCP_TOOLS)


def test_a_cite_of_a_revision_that_never_existed_is_refused_and_records_nothing(
    svc: MemoryService, store_path: Path, project: Path, person: Actor, transport: str
) -> None:
    mem = svc.add(Candidate("Run make check before pushing", NS_A), person).memory

    async def body(client: Client) -> list[tuple[str, bool]]:
        return [
            await text_of(client, "memory_cite", id=mem.id, revision=rev) for rev in (7, 0, -1, 1)
        ]

    *refused, control = with_client(store_path, project, body, transport)
    for text, is_error in refused:
        assert is_error and "no revision" in text
    assert not control[1] and "cited" in control[0]
    cited = [e for e in svc.history(mem.id)[1] if e.type == "memory.cited"]
    assert len(cited) == 1  # only the control's citation


def test_bad_arguments_are_a_tool_error_the_model_can_read(
    store_path: Path, project: Path, transport: str
) -> None:
    async def body(client: Client) -> list[tuple[str, bool]]:
        return [
            await text_of(client, "memory_search", query="x", limit="many"),
            await text_of(client, "memory_get"),
            await text_of(client, "memory_propose", text="a thing", kind="gate"),
            await text_of(client, "memory_search", query="x", limit="3"),  # control: a number
        ]

    *bad, control = with_client(store_path, project, body, transport)
    for text, is_error in bad:
        assert is_error and text
    assert not control[1]
