"""Review in a real headless Chromium against the real `cairn ui`: one key per decision, and the
CLI sees the outcome; markup in a memory stays text; the pages work without JavaScript too."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from cairn.model import Candidate, Kind, Scope
from cairn.service import MemoryService, agent_actor, person_actor
from tests.conftest import NS_A, USER_NS, Cli
from tests.web_support import UiServer

pytestmark = pytest.mark.browser

HOSTILE = '<script>window.pwned=1</script><img src=x onerror="window.pwned=2"><b>bold</b>'


@pytest.fixture
def ui(cli: Cli) -> Iterator[UiServer]:
    with UiServer(cli) as server:
        yield server


def _add(cli: Cli, text: str, *, by_person: bool = False, kind: Kind = Kind.FACT) -> str:
    svc = MemoryService.open(cli.home / "cairn.db", Scope(NS_A, USER_NS))
    actor = person_actor("bob") if by_person else agent_actor("claude-code", client="claude-code")
    try:
        return svc.add(Candidate(text, NS_A, kind), actor).memory.id
    finally:
        svc.close()


def _listed(cli: Cli) -> dict[str, dict[str, Any]]:
    return {m["id"]: m for m in cli.json("list")["memories"]}


def _open(page: Any, ui: UiServer) -> None:
    page.goto(ui.url("/queue"))
    page.wait_for_selector("article.entry.current")


def _card(mid: str) -> str:
    return f'article[data-id="{mid}"]'


def test_approve_with_the_keyboard_leaves_the_queue_and_cairn_list_says_approved(
    page: Any, ui: UiServer, cli: Cli
) -> None:
    first = _add(cli, "The billing worker retries failed invoices three times")
    second = _add(cli, "Feature flags live in config/flags.yaml")
    _open(page, ui)
    assert page.get_attribute("article.entry.current", "data-id") == first
    page.keyboard.press("a")
    page.wait_for_selector(_card(first), state="detached")
    assert f"approved #{first[-8:].lower()}" in page.inner_text("#status")
    assert page.get_attribute("article.entry.current", "data-id") == second
    assert page.inner_text("#waiting") == "1"
    m = _listed(cli)[first]
    assert (m["status"], m["review"]) == ("active", "approved")
    assert _listed(cli)[second]["review"] == "unreviewed"
    assert page.url.endswith("/queue") and ui.token not in page.url  # the token left the address
    assert not page.problems


def test_reject_with_the_keyboard_and_a_re_proposal_is_withheld(
    page: Any, ui: UiServer, cli: Cli
) -> None:
    text = "Integration tests may write to the staging database"
    mid = _add(cli, text)
    _open(page, ui)
    page.keyboard.press("r")
    page.wait_for_selector(_card(mid), state="detached")
    assert _listed(cli)[mid]["review"] == "rejected"
    again = cli.run("propose", text, "--json", check=True)  # an agent proposes it again
    assert '"action": "withheld"' in again.stdout
    page.reload()
    assert page.query_selector(_card(mid)) is None
    assert text not in page.inner_text("section.queue")
    assert not page.problems


def test_skip_moves_on_and_undo_takes_the_last_decision_back(
    page: Any, ui: UiServer, cli: Cli
) -> None:
    first = _add(cli, "Logs rotate daily at midnight")
    second = _add(cli, "The admin panel lives under /internal/admin")
    _open(page, ui)
    page.keyboard.press("s")
    assert page.get_attribute("article.entry.current", "data-id") == second
    page.keyboard.press("d")
    page.wait_for_selector(_card(second), state="detached")
    assert _listed(cli)[second]["review"] == "deferred"
    assert _listed(cli)[first]["review"] == "unreviewed"  # skipped: untouched
    page.keyboard.press("u")
    page.wait_for_selector(f"#status:has-text('undone: deferred #{second[-8:].lower()}')")
    assert page.query_selector(_card(second)) is not None
    assert _listed(cli)[second]["review"] == "unreviewed"
    assert not page.problems


def test_a_memory_holding_markup_and_script_is_shown_inert(
    page: Any, ui: UiServer, cli: Cli
) -> None:
    mid = _add(cli, HOSTILE)
    _add(cli, "Approved too: " + HOSTILE, by_person=True, kind=Kind.CONVENTION)
    _open(page, ui)
    assert page.inner_text(f"{_card(mid)} p.text") == HOSTILE
    assert page.query_selector(f"{_card(mid)} p.text img, {_card(mid)} p.text b") is None
    for path in ("/queue", f"/memory/{mid}", "/agent?prompt=pwned+bold", "/asof"):
        page.goto(ui.base + path)
        assert page.evaluate("window.pwned") is None, path
        assert page.query_selector("main script, main img") is None, path
    assert not page.problems


def test_a_conflict_is_kept_both_ways_with_a_note_from_the_keyboard(
    page: Any, ui: UiServer, cli: Cli
) -> None:
    old = _add(cli, "The web package installs with npm", by_person=True)
    new = _add(cli, "The web package no longer installs with npm")
    _open(page, ui)
    assert page.get_attribute("article.entry.current", "data-id") == new
    assert "The web package installs with npm" in page.inner_text(f"{_card(new)} .side.old")
    page.keyboard.press("b")
    assert page.evaluate("document.activeElement.name") == "note"
    page.keyboard.type("pnpm inside web/, npm at the root")
    page.keyboard.press("Enter")
    page.wait_for_selector(_card(new), state="detached")
    assert cli.json("conflicts")["open"] == 0
    listed = _listed(cli)
    assert listed[new]["review"] == "approved" and listed[old]["review"] == "approved"
    assert not page.problems


def test_edit_with_the_keyboard_then_approve_the_new_text(
    page: Any, ui: UiServer, cli: Cli
) -> None:
    mid = _add(cli, "Run the tests with pytest")
    _open(page, ui)
    page.keyboard.press("e")
    assert page.evaluate("document.activeElement.name") == "text"
    page.keyboard.press("Control+A")
    page.keyboard.type("Run the tests with make test")
    page.keyboard.press("Enter")
    # the page reloads with the new text; its script marks the current card once it runs
    page.wait_for_selector(f"{_card(mid)}.current p.text:has-text('make test')")
    page.keyboard.press("a")
    page.wait_for_selector(_card(mid), state="detached")
    m = _listed(cli)[mid]
    assert (m["text"], m["review"], m["revision"]) == (
        "Run the tests with make test",
        "approved",
        2,
    )
    assert not page.problems


def test_a_group_of_near_duplicates_is_decided_with_one_key(
    page: Any, ui: UiServer, cli: Cli
) -> None:
    ids = [
        _add(cli, "Run make lint before a commit"),
        _add(cli, "Run make lint before each commit"),
        _add(cli, "Always run make lint before a commit"),
    ]
    _open(page, ui)
    assert page.query_selector("section.group.dupes") is not None
    page.keyboard.press("Shift+K")
    for mid in ids:
        page.wait_for_selector(_card(mid), state="detached")
    listed = _listed(cli)
    assert [listed[i]["review"] for i in ids] == ["approved", "rejected", "rejected"]
    assert not page.problems


def test_the_pages_work_without_javascript(browser: Any, ui: UiServer, cli: Cli) -> None:
    mid = _add(cli, "Containers run as an unprivileged user")
    context = browser.new_context(java_script_enabled=False)
    try:
        page = context.new_page()
        page.goto(ui.url("/queue"))
        assert page.inner_text(f"{_card(mid)} p.text") == "Containers run as an unprivileged user"
        page.click(f"{_card(mid)} button[value=approve]")
        page.wait_for_selector(f"p.flash:has-text('approved #{mid[-8:].lower()}')")
        assert page.query_selector(_card(mid)) is None
        assert _listed(cli)[mid]["review"] == "approved"
        page.goto(f"{ui.base}/memory/{mid}")
        assert "approved" in page.inner_text("table.timeline")
        for axis in ("vi", "ki"):  # both sliders to the memory's first moment, then Show
            page.focus(f"input[name={axis}]")
            page.keyboard.press("Home")
        page.click("#asof-sliders button")
        page.wait_for_url("**vi=0&ki=0")
        assert "a proposal nobody had approved" in page.inner_text("#asof-result")
        page.goto(f"{ui.base}/memory/{mid}?vi=0")  # valid then, as known now: approved since
        assert "is told" in page.inner_text("#asof-result")
    finally:
        context.close()


def test_the_as_of_slider_moves_the_view_with_javascript(page: Any, ui: UiServer, cli: Cli) -> None:
    mid = _add(cli, "The nightly job starts at 02:00 UTC", by_person=True)
    page.goto(ui.url(f"/memory/{mid}"))
    assert "is told (revision 1)" in page.inner_text("#asof-result")
    page.focus("input[name=ki]")
    page.keyboard.press("Home")
    page.wait_for_url("**ki=0**")
    assert "is told" in page.inner_text("#asof-result")  # known at creation: already approved
    page.focus("input[name=vi]")
    page.keyboard.press("Home")
    page.wait_for_url("**vi=0**")
    assert not page.problems
