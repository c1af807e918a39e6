"""The token estimator and word-boundary truncation."""

from __future__ import annotations

from cairn.context.budget import MARKER, estimate, truncate


def test_estimate_counts_symbol_heavy_text_by_pieces_and_prose_by_characters() -> None:
    assert estimate("") == 0
    assert estimate("a" * 40) == 10
    assert estimate("a.b.c.d") == 7


def test_truncation_ends_on_a_word_boundary_with_a_marker_and_fits() -> None:
    text = " ".join(f"word{i}" for i in range(200))
    for budget in (10, 25, 60):
        cut = truncate(text, budget)
        assert estimate(cut) <= budget
        assert cut.endswith(MARKER)
        assert cut[: -len(MARKER)].split()[-1] in text.split()
    assert truncate("short text", 50) == "short text"
    assert truncate(text, 2) == ""
