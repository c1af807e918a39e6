"""The terminal shows what the memory holds. A zero-width space or a right-to-left mark is kept
on write (it can be part of what an agent wrote), and `cairn list`, `show`, `review --list`
and `history` printed it raw: ``make te<ZWSP>st`` read as ``make test`` on a person's screen.
The text for people now marks each such character (``⟨U+200B⟩``), as the review page does; JSON
output keeps the text as it is (a program reads it). Right-to-left scripts, tabs and emoji show
as before."""

from __future__ import annotations

from tests.conftest import Cli

ZWSP = "Run the suite with make te\u200bst before pushing"
SHOWN = "Run the suite with make te⟨U+200B⟩st before pushing"
RTL = "Hebrew commit messages are fine: שלום עולם 🚫"


def test_the_text_for_people_marks_hidden_characters(cli: Cli) -> None:
    got = cli.json("propose", ZWSP)["memory"]
    assert got["text"] == ZWSP  # stored as sent
    for args in (("review", "--list"), ("list",), ("show", got["id"]), ("history", got["id"])):
        out = cli.run(*args, check=True).stdout
        assert SHOWN in out, args
        assert "\u200b" not in out, args


def test_json_output_keeps_the_text_as_it_is(cli: Cli) -> None:
    got = cli.json("propose", ZWSP)["memory"]
    listed = cli.json("list")["memories"]
    assert [m["text"] for m in listed if m["id"] == got["id"]] == [ZWSP]


def test_right_to_left_scripts_and_emoji_show_as_they_are(cli: Cli) -> None:
    got = cli.json("propose", RTL)["memory"]
    out = cli.run("show", got["id"], check=True).stdout
    assert RTL in out and "⟨U+" not in out
