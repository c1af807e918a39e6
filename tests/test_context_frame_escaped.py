"""cairn's own injected block is recognised when a client echoes it back HTML-escaped."""

from __future__ import annotations

import html

from cairn.context.frame import contains_frame, strip_frames, wrap
from cairn.ingest.formats import clean


def test_an_html_escaped_cairn_block_is_stripped_and_the_users_words_stay() -> None:
    block = wrap("- [convention] always run make lint", moment="prompt")
    text = "please fix the flaky test " + html.escape(block) + " thanks"
    assert contains_frame(text)
    cleaned = strip_frames(text)
    assert "make lint" not in cleaned
    assert "please fix the flaky test" in cleaned  # control
    assert "make lint" not in clean(text)
    assert "thanks" in clean(text)  # control
