"""The read pages over HTTP (no JavaScript): a memory's page with its timeline and the as-of view
on both axes, the gate tester against the real PreToolUse hook, escaping of untrusted text on
every page, plain form posts, and what the UI does not serve."""

from __future__ import annotations

import html
import json
import re
import subprocess
from collections.abc import Iterator

import pytest

from cairn.model import Candidate, Kind, Scope, ScopeLevel, Source
from cairn.service import MemoryService, agent_actor, person_actor
from tests.conftest import CAIRN, NS_A, USER_NS, Cli
from tests.web_support import UiServer

HOSTILE = '<script>window.pwned=1</script><img src=x onerror="window.pwned=2"><b>bold</b>'


@pytest.fixture
def ui(cli: Cli) -> Iterator[UiServer]:
    with UiServer(cli) as server:
        yield server


def _svc(cli: Cli) -> MemoryService:
    return MemoryService.open(cli.home / "cairn.db", Scope(NS_A, USER_NS))


def _visible_text(page: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", " ", page))


def test_a_memorys_page_shows_its_timeline_edges_and_both_time_axes(ui: UiServer, cli: Cli) -> None:
    svc = _svc(cli)
    try:
        mid = svc.add(Candidate("Releases are cut on Tuesdays", NS_A), agent_actor("miner")).memory
        first_known = svc.get(mid.id).recorded_at
    finally:
        svc.close()
    csrf = ui.csrf()
    assert ui.post("/decide", {"id": mid.id, "action": "approve", "csrf": csrf}).json()["ok"]
    edited = ui.post(
        "/edit", {"id": mid.id, "text": "Releases are cut on Wednesdays", "csrf": csrf}
    )
    assert edited.json()["ok"], edited
    page = ui.get(f"/memory/{mid.id}")
    assert page.status == 200
    text = _visible_text(page.body)
    assert "agent miner" in text and "human alice" not in text  # who, as recorded
    assert re.search(r"approved\s", text) and re.search(r"human \S+ \(via ui\)", text)
    assert "Releases are cut on Wednesdays" in text
    # as known when it was first recorded, before the edit: the first text, not yet served
    then = _visible_text(ui.get(f"/memory/{mid.id}?valid={first_known}&known={first_known}").body)
    assert "a proposal nobody had approved" in then
    assert "Releases are cut on Tuesdays" in then
    # known now, valid now: the edited text is what an agent is told
    now = _visible_text(ui.get(f"/memory/{mid.id}").body)
    assert "is told (revision 2)" in now
    # the sliders step through the memory's moments (index 0 is its creation)
    first = _visible_text(ui.get(f"/memory/{mid.id}?vi=0&ki=0").body)
    assert "a proposal nobody had approved" in first


def test_the_gate_tester_answers_as_the_pretooluse_hook(ui: UiServer, cli: Cli) -> None:
    svc = _svc(cli)
    try:
        gate = svc.add_gate(
            "shell", r"git push .*--force.*\bmain\b", "never force-push main", person_actor("p")
        ).memory.id
        proposed = svc.add(
            Candidate(
                "Gate on shell: rm -rf is denied",
                NS_A,
                Kind.GATE,
                gate={"tool": "shell", "pattern": "rm -rf", "reason": "no"},
            ),
            agent_actor("claude-code"),
        ).memory.id
    finally:
        svc.close()
    command = "git push --force origin main"
    page = ui.get("/gates?" + f"tool=Bash&input={command.replace(' ', '+')}")
    assert page.status == 200
    hook = subprocess.run(
        [CAIRN, "hook", "claude-code", "PreToolUse"],
        cwd=cli.project,
        env=cli.env(),
        input=json.dumps(
            {
                "session_id": "s",
                "cwd": str(cli.project),
                "tool_name": "Bash",
                "tool_input": {"command": command},
            }
        ),
        capture_output=True,
        text=True,
        timeout=60,
    )
    reason = json.loads(hook.stdout)["hookSpecificOutput"]["permissionDecisionReason"]
    assert reason.startswith(f"Blocked by cairn gate #{gate[-8:].lower()}")
    assert html.escape(reason, quote=False) in page.body.replace("&#39;", "'")
    allowed = ui.get("/gates?tool=Bash&input=git+push+origin+main")
    assert "<b>Allowed</b>" in allowed.body
    # a proposed gate is listed but blocks nothing (an agent's gate waits for a person)
    assert ui.get("/gates?tool=Bash&input=rm+-rf+build").body.count("<b>Allowed</b>") == 1
    assert proposed[-8:].lower() in ui.get("/gates").body
    assert ui.get("/gates?tool=Bash").status == 400  # the tester needs both


def test_memory_text_is_escaped_on_every_page(ui: UiServer, cli: Cli) -> None:
    svc = _svc(cli)
    try:
        hostile = svc.add(
            Candidate(
                HOSTILE,
                NS_A,
                Kind.CONVENTION,
                source=Source(kind="mine", label=HOSTILE, locator="line 1 " + HOSTILE),
            ),
            agent_actor("claude-code", session=HOSTILE),
        ).memory.id
        svc.add(Candidate("Approved: " + HOSTILE, NS_A, Kind.CONVENTION), person_actor("p"))
    finally:
        svc.close()
    pages = [
        "/queue",
        f"/memory/{hostile}",
        f"/memory/{hostile}/source/0",
        "/agent?prompt=window+pwned+bold",
        "/asof",
        "/gates",
    ]
    for path in pages:
        body = ui.get(path).body
        assert "<script>window" not in body and "<img src=x" not in body, path
        assert "<b>bold</b>" not in body, path
    assert "&lt;script&gt;window.pwned=1&lt;/script&gt;" in ui.get("/queue").body
    assert "&lt;script&gt;" in ui.get("/agent").body  # the injected block, as text


def test_a_plain_form_post_decides_and_comes_back_with_the_outcome(ui: UiServer, cli: Cli) -> None:
    svc = _svc(cli)
    try:
        mid = svc.add(Candidate("The cache is warmed at boot", NS_A), agent_actor("a")).memory.id
    finally:
        svc.close()
    reply = ui.post(
        "/decide",
        {"id": mid, "action": "reject", "note": "it is lazy", "csrf": ui.csrf(), "back": "/queue"},
        json_reply=False,
    )
    assert reply.status == 303 and reply.headers["location"] == "/queue"
    page = ui.get("/queue").body
    assert f"rejected #{mid[-8:].lower()}" in page
    assert f'id="m-{mid}"' not in page
    offsite = ui.post("/undo", {"csrf": ui.csrf(), "back": "//evil.example/x"}, json_reply=False)
    assert offsite.status == 303 and offsite.headers["location"] == "/queue"
    assert f'id="m-{mid}"' in ui.get("/queue").body  # the undo brought it back


def test_what_the_ui_does_not_serve_is_not_found(ui: UiServer, cli: Cli) -> None:
    other = MemoryService.open(cli.home / "cairn.db", Scope("test:elsewhere", "user:mallory"))
    try:
        theirs = other.add(
            Candidate("Mallory's preference", "user:mallory", Kind.PREFERENCE, ScopeLevel.USER),
            agent_actor("a"),
        ).memory.id
    finally:
        other.close()
    assert ui.get(f"/memory/{theirs}").status == 404
    assert ui.get("/memory/01NOSUCHMEMORY").status == 404
    assert ui.get("/queue?project=user:mallory").status == 404
    assert ui.get("/agent?project=user:mallory").status == 404
    denied = ui.post("/decide", {"id": theirs, "action": "reject", "csrf": ui.csrf()})
    assert denied.status == 404 and not denied.json()["ok"]
    assert "mallory" not in ui.get("/queue").body.lower()


def test_the_projects_as_of_page_answers_on_both_time_axes(ui: UiServer, cli: Cli) -> None:
    svc = _svc(cli)
    try:
        old = svc.add(Candidate("Deploys run from Jenkins", NS_A), person_actor("p")).memory
        svc.supersede(old.id, person_actor("p"), text="Deploys run from GitHub Actions")
        before = old.recorded_at
    finally:
        svc.close()

    def served(query: str) -> str:
        page = ui.get("/asof" + query)
        assert page.status == 200
        return _visible_text(page.body.split("served-list", 1)[1])

    now = served("")
    assert "GitHub Actions" in now and "Jenkins" not in now
    valid_then = served(f"?valid={before}")  # valid then, as known now
    assert "Jenkins" in valid_then and "GitHub Actions" not in valid_then
    known_then = served(f"?known={before}&valid={before}")
    assert "Jenkins" in known_then and "GitHub Actions" not in known_then
