"""The memory file grammar reads back exactly what it writes, for generated texts too; nothing
in a memory's text can pose as an entry or a metadata line; a malformed file names its line."""

from __future__ import annotations

import random

import pytest

from cairn.repo.markdown import Malformed, canon, parse, render_entry, split_lines

ID = "01JB2K3M4N5P6Q7R8S9T0V1W2X"
PIECES = [
    "Run `make test`",
    "<sub>cairn:" + ID + " · fact</sub>",
    "\\",
    "\\\\",
    "\\<sub>cairn:x",
    "- not an entry",
    "  indented",
    "\tx",
    "# heading",
    "> quote",
    "<!-- comment",
    "-->",
    "```",
    "·",
    " · ",
    '"quoted"',
    "émoji 🚀",
    "a  b",
    "",
    "trailing   ",
    "1. numbered",
    "* star",
]


def _texts(n: int, seed: int) -> list[str]:
    rnd = random.Random(seed)
    out = []
    for _ in range(n):
        lines = [
            rnd.choice(PIECES) + rnd.choice(["", " word", "x"]) for _ in range(rnd.randint(1, 5))
        ]
        text = "\n".join(lines).strip()
        out.append(text or "x")
    return out


def _file(entries: list[list[str]]) -> str:
    body = ["# Facts", "", "<!-- header -->", "> about", ""]
    for e in entries:
        body += [*e, ""]
    return "\n".join(body) + "\n"


@pytest.mark.parametrize("seed", range(5))
def test_parse_of_render_gives_back_every_generated_text(seed: int) -> None:
    texts = _texts(60, seed)
    rendered = [
        render_entry(t, ID[:-2] + f"{i:02d}", [("fact", None), ("evidence", i)])
        for i, t in enumerate(texts)
    ]
    entries = parse(_file(rendered), "facts.md")
    assert [e.text for e in entries] == [canon(t) for t in texts]
    assert [e.meta["evidence"] for e in entries] == list(range(len(texts)))


def test_a_text_line_that_looks_like_metadata_stays_text() -> None:
    text = f"Looks like\n<sub>cairn:{ID} · fact</sub>"
    lines = render_entry(text, ID, [("fact", None)])
    [entry] = parse(_file([lines]), "facts.md")
    assert entry.text == text and entry.anchor == ID


def test_free_text_metadata_cannot_break_the_line() -> None:
    note = 'a " · </sub> note\nwith a line'
    lines = render_entry(
        "Use tabs", ID, [("convention", None), ("by", "Ann <a@x>"), ("note", note)]
    )
    assert len(lines) == 2 and lines[1].count("</sub>") == 1
    [entry] = parse(_file([lines]), "rejected.md")
    assert entry.meta == {"convention": None, "by": "Ann <a@x>", "note": note}


def test_crlf_a_bom_and_no_trailing_newline_read_the_same() -> None:
    text = _file([render_entry("a\nb", ID, [("fact", None)])])
    crlf = "\ufeff" + text.replace("\n", "\r\n").rstrip("\r\n")
    assert [(e.text, e.anchor) for e in parse(crlf, "f.md")] == [("a\nb", ID)]


def test_trailing_spaces_stripped_by_an_editor_are_not_a_change() -> None:
    assert canon("a  \n  b   \n") == canon("a\n  b")
    assert canon("one  line  ") == "one line"


@pytest.mark.parametrize(
    ("content", "line", "what"),
    [
        ("# T\n\nstray text\n", 3, "outside an entry"),
        ("# T\n\n* star entry\n", 3, "starts with '- '"),
        ("# T\n\n- ok\ncontinued at the margin\n", 4, "outside an entry"),
        (f"# T\n\n- a\n  <sub>cairn:{ID}</sub>\n  more text\n", 4, "last line"),
        ("# T\n\n- a\n  <sub>cairn:NOTANID0000000000000000000</sub>\n", 4, "not a memory id"),
        (
            f"# T\n\n- a\n  <sub>cairn:{ID} · from</sub>\n- b\n  <sub>cairn:{ID}</sub>\n",
            5,
            "also on line 3",
        ),
        (f"# T\n\n- a\n  <sub>cairn:{ID} ·· x</sub>\n", 4, "metadata"),
        ("# T\n\n<!-- never closed\n- a\n", 4, "never closed"),
        ("# T\n\n-\n", 3, "empty entry"),
    ],
)
def test_a_malformed_file_names_its_line(content: str, line: int, what: str) -> None:
    with pytest.raises(Malformed) as err:
        parse(content, "facts.md")
    assert err.value.line == line and what in err.value.message
    assert err.value.message.startswith(f"facts.md:{line}:")


def test_split_lines_treats_every_line_ending_alike() -> None:
    assert split_lines("\ufeffa\r\nb\rc\nd") == ["a", "b", "c", "d"]
    assert split_lines("a\n") == ["a"]
