"""detect-secrets' detectors are run from a committed catalogue, never by importing the
library on a write: the catalogue must be exactly what the installed library yields, find exactly
what the library's own plugins find, and be replaced by the library itself when the installed
version differs."""

from __future__ import annotations

import random
import string
import subprocess
import sys

import pytest

from cairn.policy import catalogue, secrets
from tests.secret_shapes import new_shapes, realistic_memories
from tests.test_secrets_corpus import control_corpus, secret_corpus


def test_the_committed_catalogue_is_what_the_installed_detect_secrets_yields() -> None:
    """Regenerate with `python -m cairn.policy.catalogue` when detect-secrets is upgraded."""
    live = catalogue.extract()
    stored = catalogue._read(catalogue.DATA)
    assert stored.version == catalogue.installed_version() == live.version
    assert stored.as_dict() == live.as_dict()
    assert len(stored.detectors) >= 20  # control: the catalogue is not empty


def _texts() -> list[str]:
    rng = random.Random(3)
    out = [line for line, _ in secret_corpus()] + [line for _n, line, _v in new_shapes()]
    out += control_corpus()
    for texts in realistic_memories().values():
        out += texts[:400]
    jwt_like = [
        "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0In0.c2lnbmF0dXJl",  # valid shape
        "eyJub3QganNvbi.eyJhbHNvIG5vdA.x",  # base64 but not JSON
        "eyJ" + "".join(rng.choice(string.ascii_letters) for _ in range(30)) + ".e.f",
    ]
    out += jwt_like
    for line in list(out[:300]):  # perturbed: case flips and noise around each line
        flipped = "".join(c.swapcase() if rng.random() < 0.2 else c for c in line)
        noise = "".join(rng.choice(string.printable) for _ in range(rng.randint(0, 30)))
        out += [flipped, noise + line + noise]
    return out


def test_the_catalogue_finds_exactly_what_the_library_plugins_find() -> None:
    from detect_secrets.core.plugins.util import get_mapping_from_secret_type_to_class

    mapping = get_mapping_from_secret_type_to_class()
    dets = catalogue.load().detectors
    plugins = {name: cls() for name, cls in mapping.items() if name not in catalogue.SKIP}
    assert {d.secret_type for d in dets} == set(plugins)
    compared = flagged = 0
    for text in _texts():
        for i, det in enumerate(dets):
            ours = set(secrets._values(i, text))
            theirs = set(plugins[det.secret_type].analyze_string(text))
            assert ours == theirs, (det.secret_type, text[:80])
            compared += 1
            flagged += bool(ours)
    assert compared > 10_000 and flagged > 30  # control: the detectors did fire


def test_writing_and_redacting_never_import_detect_secrets() -> None:
    code = (
        "import sys\n"
        "from cairn.policy.redact import redact, ready\n"
        "ready()\n"
        "r = redact('export GITHUB_TOKEN=ghp_' + 'a1B2' * 9)\n"
        "assert r.count == 1, r\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('detect_secrets', 'requests')))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_another_installed_version_is_read_from_the_library_itself(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    catalogue.load.cache_clear()
    monkeypatch.setattr(catalogue, "installed_version", lambda: "99.0.0")
    try:
        loaded = catalogue.load()
        assert loaded.live
        assert {d.secret_type for d in loaded.detectors} == {
            d.secret_type for d in catalogue._read(catalogue.DATA).detectors
        }
    finally:
        monkeypatch.undo()
        catalogue.load.cache_clear()
    assert not catalogue.load().live  # control: the committed file is used again
