"""The secret detector's literal prefilter: a pattern is skipped only on a text it provably
cannot match. Unit cases for the extraction, then a differential check over every pattern and
plugin: on secret lines, near misses, case-flipped and noisy variants and ordinary prose, the
gated detector finds exactly what the ungated one finds."""

from __future__ import annotations

import random
import re
import string

import pytest

from cairn.policy import secrets
from cairn.policy.prefilter import Gate, required_literals
from tests.test_secrets_corpus import control_corpus, secret_corpus


def may_match(required: frozenset[str] | None, present: frozenset[str] | None) -> bool:
    """What ``Gate.select`` decides for one unit: False only when it provably cannot match."""
    return required is None or present is None or not required.isdisjoint(present)


def lits(pattern: str, flags: int = 0) -> set[str] | None:
    found = required_literals(re.compile(pattern, flags))
    return None if found is None else set(found)


def test_literals_are_what_every_match_must_contain() -> None:
    assert lits(r"\bAKIA[0-9A-Z]{16}\b") == {"akia"}
    # the parser factors the common "A" out of the alternatives; it is glued back on
    assert lits(r"\b(?:AKIA|ASIA|AGPA)[0-9A-Z]{16}") == {"akia", "asia", "agpa"}
    assert lits(r"(?i)bearer\s+\S{16,}") == {"bearer"}  # compared lowercased
    assert lits(r"x?yz") == {"yz"}  # an optional character is not required
    assert lits(r"(?:abc){2,}") == {"abc"}  # a repeat of at least one is
    assert lits(r"(?:token|secret)=\S+") == {"token", "secret"}  # either word, or "="


def test_patterns_without_a_required_literal_always_run() -> None:
    assert lits(r"[A-Za-z0-9/+=]{40}") is None  # only classes
    assert lits(r"(?:abc)*\d+") is None  # a repeat that may match nothing
    assert lits(r"(?:key|\d{8})") is None  # one alternative has no literal
    assert lits(r"(?=secret)\w+") is None  # a lookahead's text is not part of the match
    for req in (None, frozenset({"akia"})):
        assert may_match(req, None)  # an ungated text runs everything


def test_texts_that_are_not_ascii_are_never_gated() -> None:
    # Unicode case-insensitive matching folds the Kelvin sign onto "k": "(?i)key" matches
    # "\u212aey", which a lowercase substring test would miss
    rx = re.compile(r"(?i)key=\S+")
    text = "\u212aey=abcdef"
    assert rx.search(text) is not None
    gate = Gate([required_literals(rx)])
    assert gate.present(text) is None and may_match(required_literals(rx), gate.present(text))
    # control: an ASCII text without the literal is gated out
    assert not may_match(required_literals(rx), gate.present("nothing to see here"))


def test_the_gate_selects_the_units_whose_literals_a_text_holds_and_those_without_any() -> None:
    gate = Gate([frozenset({"akia"}), None, frozenset({"xox", "hooks.slack"})])
    assert gate.select("key AKIAABCDEFGHIJKLMNOP here") == {0, 1}
    assert gate.select("post to hooks.slack.com please") == {1, 2}
    assert gate.select("plain prose") == {1}  # the unit with no literal always runs
    assert gate.select("caf\u00e9 AKIA") is None  # not ASCII: everything runs


def _variants(rng: random.Random, line: str) -> list[str]:
    flipped = "".join(c.swapcase() if rng.random() < 0.3 else c for c in line)
    noise = "".join(rng.choice(string.printable) for _ in range(rng.randint(0, 40)))
    cut = line[: rng.randint(0, len(line))]
    return [line, flipped, noise + line + noise, cut, line.lower(), line.upper()]


def _corpus() -> list[str]:
    rng = random.Random(7)
    out: list[str] = []
    for line, _value in secret_corpus():
        out += _variants(rng, line)
    for line in control_corpus():
        out += _variants(rng, line)
    out += [
        "We decided to keep the token budget at 2000 and the password policy unchanged.",
        "export GITHUB_TOKEN=ghp_" + "a" * 36,
        "mysql -u root -phunter2hunter2 prod",
        "Bearer " + "x" * 30,
        "db_pass = 'hunter2hunter2'",
    ]
    return out


def test_every_gated_pattern_matches_only_texts_holding_one_of_its_literals() -> None:
    patterns, gate = secrets._gated()
    regexes = [(k, rx, req) for k, rx, _g, req in patterns]
    for det in secrets._detectors():
        regexes += [(det.secret_type, rx, det.literals) for rx in secrets._compiled(det)]
    checked = 0
    for text in _corpus():
        present = gate.present(text)
        for name, rx, req in regexes:
            if rx.search(text) is not None:
                checked += 1
                assert may_match(req, present), (name, text)
    assert checked > 100  # the corpus does exercise the patterns


@pytest.mark.parametrize("seed", [1, 2])
def test_the_gated_detector_finds_exactly_what_the_ungated_one_finds(
    seed: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    texts = _corpus()
    random.Random(seed).shuffle(texts)
    gated = [secrets.find(t) for t in texts]
    monkeypatch.setattr(Gate, "select", lambda self, text: None)  # every pattern runs
    ungated = [secrets.find(t) for t in texts]
    assert gated == ungated
    assert sum(1 for f in gated if f) > 50  # control: plenty of texts do hold secrets


def test_without_the_regex_parser_cairns_patterns_all_run_and_secrets_are_still_found(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The catalogue's literals were extracted when it was written; cairn's own patterns are
    parsed at run time, and without the parser every one of them runs."""
    from cairn.policy import prefilter

    monkeypatch.setattr(prefilter, "_parser", None)
    assert required_literals(re.compile(r"AKIA[0-9A-Z]{16}")) is None
    secrets._gate_for.cache_clear()
    try:
        assert secrets._gated()[1].select("plain prose") >= set(range(len(secrets.PATTERNS)))
        assert [f.kind for f in secrets.find("deploy key AKIA" + "Q" * 16)] == ["aws-access-key"]
    finally:
        secrets._gate_for.cache_clear()  # rebuilt with the parser on next use
