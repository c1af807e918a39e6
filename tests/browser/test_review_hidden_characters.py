"""What a person approves on the review page is what the memory holds. Characters that display
other than they read were rendered by the browser: a zero-width space inside a command
(``make te<ZWSP>st`` looks like ``make test`` and is not), a right-to-left mark that moves the
punctuation around it, and a bidirectional override in a store written before such overrides
were dropped (or pulled from an older server), which shows the rest of the line reversed. The
page now shows each as a marker (``⟨U+200B⟩``) on the queue and the memory page, while the edit
box sends the text back as it is; right-to-left scripts, tabs and emoji show as before. A real
headless Chromium against the real `cairn ui`."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from cairn import hlc
from cairn.ids import new_ulid
from cairn.model import Actor, ActorKind, Candidate, Event, Scope
from cairn.service import MemoryService, agent_actor
from cairn.timeutil import now
from tests.conftest import NS_A, USER_NS, Cli
from tests.web_support import UiServer

pytestmark = pytest.mark.browser

ZWSP = "Run the suite with make te\u200bst before pushing"
RLM = "The cache key is build-\u200f42\u200f-linux"
OVERRIDE = "Deploy with \u202escripts/ship.sh\u202c after the tag"
CONTROL = "Hebrew commit messages are fine: שלום עולם 🚫"


@pytest.fixture
def ui(cli: Cli) -> Iterator[UiServer]:
    with UiServer(cli) as server:
        yield server


def _svc(cli: Cli) -> MemoryService:
    return MemoryService.open(cli.home / "cairn.db", Scope(NS_A, USER_NS))


def _add(cli: Cli, text: str) -> str:
    svc = _svc(cli)
    try:
        return svc.add(Candidate(text, NS_A), agent_actor("claude-code")).memory.id
    finally:
        svc.close()


def _held(store: Path, text: str) -> str:
    """A proposal whose text the store holds as is (a store written before such characters
    were dropped): appended as an event, as `cairn sync` appends what it pulls."""
    svc = MemoryService.open(store, Scope(NS_A, USER_NS))
    mid, at = new_ulid(), now()
    row = {
        "id": mid,
        "namespace": NS_A,
        "scope": "project",
        "kind": "fact",
        "text": text,
        "claim_key": mid.lower(),
        "status": "proposed",
        "review": "unreviewed",
        "recorded_at": at,
        "updated_at": at,
    }
    event = Event(
        id=new_ulid(),
        at=at,
        namespace=NS_A,
        actor=Actor(ActorKind.AGENT, "old-laptop"),
        type="memory.created",
        memory_id=mid,
        payload={"create": row},
        hlc=hlc.next_stamp(at, None),
    )
    try:
        svc.store.append_foreign([event])
        assert svc.get(mid).text == text
    finally:
        svc.close()
    return mid


def _card(mid: str) -> str:
    return f'article[data-id="{mid}"]'


def test_hidden_characters_show_as_markers_on_the_queue_and_the_memory_page(
    page: Any, ui: UiServer, cli: Cli
) -> None:
    zwsp, rlm = _add(cli, ZWSP), _add(cli, RLM)
    override = _held(cli.home / "cairn.db", OVERRIDE)
    page.goto(ui.url("/queue"))
    page.wait_for_selector("article.entry.current")
    shown = {mid: page.inner_text(f"{_card(mid)} p.text") for mid in (zwsp, rlm, override)}
    assert shown[zwsp] == "Run the suite with make te⟨U+200B⟩st before pushing"
    assert shown[rlm] == "The cache key is build-⟨U+200F⟩42⟨U+200F⟩-linux"
    assert shown[override] == "Deploy with ⟨U+202E⟩scripts/ship.sh⟨U+202C⟩ after the tag"
    body = page.inner_text("main")
    assert not {"\u200b", "\u200f", "\u202e", "\u202c"} & set(body)
    page.goto(ui.base + f"/memory/{override}")
    assert "⟨U+202E⟩scripts/ship.sh⟨U+202C⟩" in page.inner_text("p.text.big")
    assert not page.problems


def test_the_edit_box_sends_the_text_back_as_it_is(page: Any, ui: UiServer, cli: Cli) -> None:
    mid = _add(cli, ZWSP)
    page.goto(ui.url("/queue"))
    page.wait_for_selector("article.entry.current")
    assert page.input_value(f'{_card(mid)} textarea[name="text"]') == ZWSP


def test_right_to_left_scripts_tabs_and_emoji_show_as_they_are(
    page: Any, ui: UiServer, cli: Cli
) -> None:
    mid = _add(cli, CONTROL)
    page.goto(ui.url("/queue"))
    page.wait_for_selector("article.entry.current")
    assert page.inner_text(f"{_card(mid)} p.text") == CONTROL
    page.goto(ui.base + f"/memory/{mid}")
    assert page.inner_text("p.text.big") == CONTROL
    assert "⟨U+" not in page.inner_text("main")
    assert not page.problems
