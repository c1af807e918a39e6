"""docs/mcp.md is generated from the tool definitions; this fails when the copy drifts."""

from __future__ import annotations

from cairn.mcp_tools import tool_reference
from tests.conftest import REPO


def test_the_committed_mcp_tool_reference_matches_the_tool_definitions() -> None:
    committed = (REPO / "docs" / "mcp.md").read_text(encoding="utf-8")
    assert committed == tool_reference(), "regenerate: make docs"
