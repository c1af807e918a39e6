"""A secret disguised the way a paste or a careless agent disguises it never reaches the disk:
wrapped over two lines, percent-encoded in a URL, or base64-encoded (standard and URL-safe).
Each is written through the service (the path every edge takes), then every file of the store
is searched, raw bytes, for the value and for its disguise: 0 hits. Beside each, a control with
the same shape and no secret (two lines of prose, a percent-encoded path, base64 of a sentence,
a git SHA) is stored unchanged."""

from __future__ import annotations

import base64
import random
import string
from pathlib import Path
from urllib.parse import quote

import pytest

from cairn.model import Actor, Candidate
from cairn.policy import secrets
from cairn.policy.redact import redact
from cairn.service import MemoryService
from tests.conftest import NS_A

R = random.Random(7)


def _token(n: int) -> str:
    return "".join(R.choice(string.ascii_letters + string.digits) for _ in range(n))


GH = "ghp_" + _token(36)
PASSWORD = "Zq" + _token(10) + "9!"


def _disguises() -> list[tuple[str, str, str]]:
    """(name, text written, the value that must not reach the disk)."""
    b64 = base64.b64encode(GH.encode()).decode()
    b64_env = base64.urlsafe_b64encode(f"API_TOKEN={PASSWORD}".encode()).decode()
    return [
        ("wrapped", f"the deploy token is {GH[:17]}\n{GH[17:]} (rotated monthly)", GH[17:]),
        ("wrapped-indented", f"deploy with\n    {GH[:25]}  \n    {GH[25:]}\n", GH[25:]),
        (
            "percent-encoded",
            "login at https://ci.example.org/?next=%2F&q=" + quote(f"password: {PASSWORD}", ""),
            quote(PASSWORD, ""),
        ),
        ("base64", f"the CI secret is stored as {b64} in the vault", b64),
        ("base64url", f"export BOOTSTRAP={b64_env}", b64_env.rstrip("=")),
    ]


CONTROLS = [
    "The release script tags the build\nand uploads the wheel to the index",
    "docs live at https://example.org/guide%2Fsetup%20notes/index.html",
    "the banner is " + base64.b64encode(b"hello from the build server, all is well").decode(),
    "the fix landed in 3f786850e387550fdab836ed7e6dc881de23001b on main",
    "paths: src/cairn/policy/redact.py\ntests/adversarial/test_secrets_disguised.py",
]


@pytest.mark.parametrize(("name", "text", "value"), _disguises(), ids=lambda v: str(v)[:18])
def test_a_disguised_secret_is_found_and_redacted(name: str, text: str, value: str) -> None:
    assert value in text
    red = redact(text)
    assert red.count >= 1, name
    assert value not in red.text, (name, red.text)
    assert redact(red.text).text == red.text  # idempotent: the marker is not re-read


@pytest.mark.parametrize("text", CONTROLS, ids=lambda v: v[:18])
def test_the_same_shapes_without_a_secret_are_kept(text: str) -> None:
    assert secrets.find(text) == []
    assert redact(text).text == text


def test_disguised_secrets_never_reach_the_store_files(
    svc: MemoryService, store_path: Path, agent: Actor
) -> None:
    for _name, text, _value in _disguises():
        svc.add(Candidate(text, NS_A), agent)
    for text in CONTROLS:
        svc.add(Candidate(text, NS_A), agent)
    svc.close()
    blobs = b"".join(p.read_bytes() for p in store_path.parent.rglob("*") if p.is_file())
    for name, _text, value in _disguises():
        assert value.encode() not in blobs, name
    assert GH.encode() not in blobs and PASSWORD.encode() not in blobs
    # the controls are stored as written (the FTS index holds their words too)
    for text in CONTROLS:
        assert text.encode() in blobs, text[:30]
