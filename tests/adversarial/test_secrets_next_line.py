"""Redacting a secret keeps the lines after it: a ``.env`` file, a YAML block or a shell script
whose first line holds a key kept its other settings on the disk only up to that key. The view
that reads a token wrapped over lines joined the key's value with the next line
(``BACKUP_KMS_KEY=alias/bk-rail-2027`` and ``BACKUP_REGION=eu-north-1`` read as one value), so
the next setting was redacted with it and lost. A line that starts a setting of its own is now
the next statement. Beside each, the attack the view exists for: a token wrapped over lines,
its last piece ending in base64 padding or not, is still redacted whole and never reaches the
store's files."""

from __future__ import annotations

import random
import string
from pathlib import Path

import pytest

from cairn.model import Actor, Candidate
from cairn.policy.redact import redact
from cairn.service import MemoryService
from tests.conftest import NS_A

R = random.Random(11)


def _token(n: int) -> str:
    return "".join(R.choice(string.ascii_letters + string.digits) for _ in range(n))


GH = "ghp_" + _token(36)
KEY = "Xk29" + _token(14)

# (text, the value that must be redacted, the lines that must be kept)
KEPT_NEXT_LINES = [
    (
        "BACKUP_KMS_KEY=alias/bk-rail-2027\nBACKUP_REGION=eu-north-1",
        "alias/bk-rail-2027",
        ["BACKUP_REGION=eu-north-1"],
    ),
    (
        f"API_KEY={KEY}\nREGION=eu-north-1\nOWNER=platform-team",
        KEY,
        ["REGION=eu-north-1", "OWNER=platform-team"],
    ),
    (f"export API_TOKEN={KEY}\nexport LOG_LEVEL=debug", KEY, ["export LOG_LEVEL=debug"]),
    (
        f"api_key: {KEY}\nregion: eu-north-1\nreplicas: 3",
        KEY,
        ["region: eu-north-1", "replicas: 3"],
    ),
    (f"DB_PASSWORD = {KEY}\n  POOL_SIZE = 40", KEY, ["POOL_SIZE = 40"]),
]


@pytest.mark.parametrize(("text", "secret", "kept"), KEPT_NEXT_LINES)
def test_the_setting_after_a_secret_is_kept(text: str, secret: str, kept: list[str]) -> None:
    out = redact(text).text
    assert secret not in out
    for line in kept:
        assert line in out, out


WRAPPED = [
    ("two lines", f"the deploy token is {GH[:17]}\n{GH[17:]} (rotated monthly)", GH[17:]),
    ("after a key", f"GITHUB_TOKEN={GH[:20]}\n{GH[20:]}", GH[20:]),
    # a continuation that looks like a setting with no value (base64 padding) is still a piece
    ("padding", f"token: {GH[:22]}\n{GH[22:]}=", GH[22:]),
]


@pytest.mark.parametrize(("name", "text", "tail"), WRAPPED, ids=[w[0] for w in WRAPPED])
def test_a_token_wrapped_over_lines_is_still_redacted_whole(
    name: str, text: str, tail: str
) -> None:
    out = redact(text).text
    assert GH[:17] not in out and tail not in out, (name, out)


def test_the_next_setting_reaches_the_store_and_the_secret_does_not(
    svc: MemoryService, store_path: Path, agent: Actor
) -> None:
    text = f"deploy/.env holds\nAPI_KEY={KEY}\nREGION=eu-north-1\nwrapped {GH[:18]}\n{GH[18:]}"
    svc.add(Candidate(text, NS_A), agent)
    svc.close()
    blobs = b"".join(p.read_bytes() for p in store_path.parent.rglob("*") if p.is_file())
    assert KEY.encode() not in blobs
    assert GH[18:].encode() not in blobs and GH[:18].encode() not in blobs
    assert b"REGION=eu-north-1" in blobs
