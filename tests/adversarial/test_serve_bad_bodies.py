"""`cairn serve` fed hostile bodies and ids: every bad request gets a 4xx with cairn's error
shape (never a 500, never a stored row), an id of another namespace reads as not found through
every verb that takes one, and an agent's token is refused every verdict; each attack beside a
control that must still succeed. A real server on a real PostgreSQL."""

from __future__ import annotations

from typing import Any

import pytest

from tests.serverkit import Served

NS = "team:edges"
OTHER = "team:elsewhere"


def _texts(s: Served, token: str) -> set[str]:
    listed = s.req("GET", "/v1/memories?view=review", token=token)[1]["memories"]
    return {m["text"] for m in listed}


@pytest.mark.parametrize(
    ("why", "raw"),
    [
        ("deeply nested", b'{"query": "write", "text": ' + b"[" * 100_000 + b"]" * 100_000 + b"}"),
        (
            "nested object",
            b'{"query": "write", "text": "nested write", "as_agent": '
            + b'{"a":' * 50_000
            + b"1"
            + b"}" * 50_000
            + b"}",
        ),
        ("infinite number", b'{"query": "write", "text": "Infinity write", "limit": Infinity}'),
        ("huge number", b'{"query": "write", "text": "huge write", "limit": 1e400}'),
        ("not a number", b'{"query": "write", "text": "nan write", "limit": NaN}'),
        ("not UTF-8", b'{"query": "write", "text": "caf\xe9 write"}'),
        ("lone surrogate", b'{"query": "write", "text": "a lone surrogate \\ud800 write"}'),
        ("a list for the view", b'{"query": "write", "text": 1, "view": ["review"]}'),
        ("an object for the view", b'{"query": "write", "text": 1, "view": {"a": 1}}'),
        ("a number for the text", b'{"query": 7, "text": 12345}'),
    ],
)
def test_a_malformed_body_is_a_clear_400_and_stores_nothing(
    served: Served, why: str, raw: bytes
) -> None:
    tok = served.token(NS)
    for path in ("/v1/memories", "/v1/search"):
        code, body, _ = served.req("POST", path, token=tok, raw=raw)
        assert code == 400, (why, path, code, body)
        assert body["error"]["code"] == "UsageError", (why, body)
    assert not any("write" in t for t in _texts(served, served.token(NS, "read,review")))
    # control: a well-formed body on the same routes
    ok = served.req("POST", "/v1/memories", {"text": f"A valid entry after {why}"}, token=tok)
    assert ok[0] == 200 and ok[1]["action"] == "created"
    assert (
        served.req("POST", "/v1/search", {"query": "valid entry", "limit": 5}, token=tok)[0] == 200
    )


ID_VERBS = [
    ("GET", "/v1/memories/{id}", None),
    ("GET", "/v1/memories/{id}?view=review", None),
    ("GET", "/v1/memories/{id}/history", None),
    ("POST", "/v1/memories/{id}/cite", {}),
    ("POST", "/v1/memories/{id}/flag", {"reason": "stale"}),
    ("POST", "/v1/memories/{id}/approve", {}),
    ("POST", "/v1/memories/{id}/reject", {"note": "no"}),
    ("POST", "/v1/memories/{id}/restore", {}),
    ("POST", "/v1/memories/{id}/defer", {}),
    ("POST", "/v1/memories/{id}/edit", {"text": "Rewritten from another namespace"}),
    ("POST", "/v1/memories/{id}/retract", {"reason": "gone"}),
    ("POST", "/v1/conflicts/{id}/resolve", {"resolution": "keep-new"}),
    ("POST", "/v1/memories", {"text": "Supersedes the other's note", "supersedes": "{id}"}),
]


def _events(s: Served, token: str, mid: str) -> list[Any]:
    code, body, _ = s.req("GET", f"/v1/memories/{mid}/history?view=review", token=token)
    assert code == 200, body
    return [(e["type"], e.get("actor")) for e in body["events"]]


@pytest.mark.parametrize(("method", "path", "body"), ID_VERBS)
def test_an_id_of_another_namespace_is_not_found_through_every_verb(
    served: Served, method: str, path: str, body: dict[str, Any] | None
) -> None:
    mine = served.token(NS, "read,propose,review")
    theirs = served.token(OTHER, "read,propose,review")
    code, made, _ = served.req(
        "POST",
        "/v1/memories",
        {"text": f"Beta keeps its deploy keys in vault ({path})"},
        token=theirs,
    )
    assert code == 200, made
    beta_id = made["memory"]["id"]
    before = _events(served, theirs, beta_id)
    filled = None if body is None else {k: v.replace("{id}", beta_id) for k, v in body.items()}
    code, answer, _ = served.req(method, path.replace("{id}", beta_id), filled, token=mine)
    missing = "01J0000000000000000000000Z"
    blank = None if body is None else {k: v.replace("{id}", missing) for k, v in body.items()}
    code_missing, gone, _ = served.req(method, path.replace("{id}", missing), blank, token=mine)
    assert code == code_missing == 404, (code, answer)
    assert str(answer).replace(beta_id, missing) == str(gone)  # reads exactly like a missing id
    assert _events(served, theirs, beta_id) == before  # nothing happened to beta's memory
    # control: the same verb on a memory of its own namespace is answered
    code, own, _ = served.req(
        "POST", "/v1/memories", {"text": f"Alpha's note ({path})"}, token=mine
    )
    own_id = own["memory"]["id"]
    filled = None if body is None else {k: v.replace("{id}", own_id) for k, v in body.items()}
    code, answer, _ = served.req(method, path.replace("{id}", own_id), filled, token=mine)
    assert code != 404, answer


def test_as_of_and_list_in_one_namespace_hold_nothing_of_another(served: Served) -> None:
    mine = served.token(NS, "read,propose,review")
    theirs = served.token(OTHER, "read,propose,review")
    _code, made, _ = served.req(
        "POST", "/v1/memories", {"text": "Beta's pager rota rotates on Mondays"}, token=theirs
    )
    served.req("POST", f"/v1/memories/{made['memory']['id']}/approve", {}, token=theirs)
    at = {"valid_at": "2999-01-01"}
    seen = served.req("POST", "/v1/as-of", at, token=mine)[1]["memories"]
    assert "Beta's pager rota rotates on Mondays" not in {m["text"] for m in seen}
    assert "Beta's pager rota rotates on Mondays" not in _texts(served, mine)
    # control: beta's own as-of holds it
    seen = served.req("POST", "/v1/as-of", at, token=theirs)[1]["memories"]
    assert "Beta's pager rota rotates on Mondays" in {m["text"] for m in seen}


VERDICTS = ["approve", "reject", "restore", "defer", "edit", "retract"]


@pytest.mark.parametrize("verb", VERDICTS)
def test_an_agents_token_is_refused_every_verdict_even_lowered_or_as_a_person(
    served: Served, verb: str
) -> None:
    bot = served.token(NS, agent="ci-bot")
    reviewer = served.token(NS, "read,propose,review")
    code, made, _ = served.req("POST", "/v1/memories", {"text": f"Bot note for {verb}"}, token=bot)
    mid = made["memory"]["id"]
    before = _events(served, reviewer, mid)
    body = {"text": "edited", "reason": "r", "note": "n", "as_agent": False, "actor": "alice"}
    code, err, _ = served.req("POST", f"/v1/memories/{mid}/{verb}", body, token=bot)
    assert code == 403, err
    assert _events(served, reviewer, mid) == before
    # control: a person's review token may (approve first where the verb needs an approved one)
    if verb in ("restore",):
        served.req("POST", f"/v1/memories/{mid}/reject", {}, token=reviewer)
    if verb in ("retract",):
        served.req("POST", f"/v1/memories/{mid}/approve", {}, token=reviewer)
    code, ok, _ = served.req("POST", f"/v1/memories/{mid}/{verb}", body, token=reviewer)
    assert code == 200, ok


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("promote_after", {"a": [1]}),
        ("promote_after", -3),
        ("promote_after", 10**30),
        ("promote_after", True),
        ("admission", ["open"]),
        ("admission", "wide-open"),
        ("trust", "everyone"),
        ("trust", {"agent": "NaN"}),
    ],
    ids=repr,
)
def test_a_policy_value_of_the_wrong_shape_is_a_400_and_changes_nothing(
    served: Served, key: str, value: Any
) -> None:
    reviewer = served.token(NS, "read,review")
    before = served.req("GET", "/v1/doctor", token=served.token(NS, "read,admin"))[0]
    code, body, _ = served.req("PUT", f"/v1/policy/{key}", {"value": value}, token=reviewer)
    assert code == 400, (code, body)
    assert before == 200
    # control: the mode set to what it is
    code, ok, _ = served.req("PUT", "/v1/policy/admission", {"value": "review"}, token=reviewer)
    assert code == 200 and ok["value"] == "review", ok
