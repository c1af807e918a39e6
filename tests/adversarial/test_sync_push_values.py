"""A sync push whose agent event sets a number the server would project as is: a string, a
boolean, NaN, an infinity, a nested object or a value out of its range is refused (a NaN rank
penalty compares false both ways, so the "a flag can only lower a rank" rule could not hold it;
an object made the server fail with a 500), beside the values the service itself writes, which
pass. ``server.pushes.check`` is the one gate every pushed event crosses."""

from __future__ import annotations

from typing import Any

import pytest

from cairn import events as ev
from cairn.model import Actor, ActorKind, Event
from cairn.server.pushes import check
from cairn.server.tokens import ScopeError, Token

NS = "team:sync"
AGENT = Token(
    name="bot",
    namespace=NS,
    scopes=frozenset({"read", "propose"}),
    actor_kind=ActorKind.AGENT,
    actor_id="ci-bot",
    created_at="2026-01-01T00:00:00.000000Z",
    created_by="tests",
)


def _flag(sets: dict[str, Any], prior: dict[str, Any] | None = None) -> Event:
    return Event(
        id="01J0000000000000000000000Z",
        at="2026-01-01T00:00:00.000000Z",
        namespace=NS,
        actor=Actor(ActorKind.AGENT, "ci-bot"),
        type=ev.MEMORY_FLAGGED,
        memory_id="01J0000000000000000000001Z",
        payload={"set": sets},
        prior=prior if prior is not None else {"rank_penalty": 0.0, "flags": []},
    )


@pytest.mark.parametrize(
    "sets",
    [
        {"rank_penalty": "NaN"},
        {"rank_penalty": float("nan")},
        {"rank_penalty": {"a": 1}},
        {"rank_penalty": [0.5]},
        {"rank_penalty": True},
        {"rank_penalty": float("inf")},
        {"rank_penalty": 7.0},
        {"confidence": 5.0},
        {"confidence": "high"},
        {"evidence_count": -3},
        {"evidence_count": "999"},
        {"cited_count": float("inf")},
    ],
    ids=repr,
)
def test_a_pushed_number_that_is_not_a_number_in_range_is_refused(sets: dict[str, Any]) -> None:
    with pytest.raises(ScopeError, match="cannot be pushed"):
        check(_flag(sets), AGENT, open_mode=False)


@pytest.mark.parametrize(
    ("sets", "prior"),
    [
        ({"rank_penalty": 0.25, "flags": ["stale"]}, None),
        ({"rank_penalty": 1.0}, {"rank_penalty": 0.75}),
        ({"evidence_count": 2, "confidence": 0.6}, {"evidence_count": 1, "confidence": 0.5}),
        ({"cited_count": 3, "last_cited_at": "2026-01-02T00:00:00.000000Z"}, {}),
        ({"rank_penalty": 0.5}, {"rank_penalty": "garbage"}),  # a forged prior: read as none
    ],
)
def test_the_values_the_service_writes_pass(
    sets: dict[str, Any], prior: dict[str, Any] | None
) -> None:
    check(_flag(sets, prior), AGENT, open_mode=False)  # control: no error


def test_a_flag_still_cannot_raise_a_rank() -> None:
    with pytest.raises(ScopeError, match="only lower"):
        check(_flag({"rank_penalty": 0.25}, {"rank_penalty": 0.5}), AGENT, open_mode=False)
