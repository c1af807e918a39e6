"""The package's public names are a contract (STYLE 8: a tested __all__)."""

from __future__ import annotations

import cairn


def test_public_names_are_exactly_the_documented_ones() -> None:
    assert sorted(cairn.__all__) == sorted(
        [
            "Actor",
            "ActorKind",
            "Admission",
            "CairnError",
            "Candidate",
            "Event",
            "Hit",
            "Kind",
            "Memory",
            "Query",
            "Review",
            "Scope",
            "ScopeLevel",
            "Source",
            "Status",
            "View",
            "__version__",
        ]
    )
    for name in cairn.__all__:
        assert hasattr(cairn, name), name


def test_a_candidate_carries_no_producer_confidence() -> None:
    # confidence is computed by the system from evidence; a producer cannot state it
    fields = set(cairn.Candidate.__dataclass_fields__)
    assert "confidence" not in fields
    assert "text" in fields  # control
