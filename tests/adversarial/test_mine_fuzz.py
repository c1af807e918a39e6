"""Issue 14.16: one malformed record must not crash `cairn mine` or pin a file's cursor.

Seeded fuzzing, 500 mutated transcripts per format, built from the shapes of the real sample
transcripts (their own lines) with a planted lesson. Mutations retype, drop or replace fields
at any depth, truncate lines into invalid JSON, insert invalid UTF-8 and duplicate lines; the
planted lesson's own line is left intact. Every file is mined into one real store: no
exception, every cursor reaches the end of its file, and every file still yields the planted
lesson (the control: the unmutated bases yield it too)."""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path
from typing import Any

import pytest

from cairn.bench import transcripts
from cairn.ingest.extract import HeuristicExtractor
from cairn.ingest.miner import MineOptions, Miner
from cairn.service import MemoryService
from tests.conftest import SHARED

SAMPLES = SHARED / "samples" / "transcripts"
PER_FORMAT = 500
LESSON = "Never force-push to main, use --force-with-lease on feature branches."
REAL = {
    "claude-code": "claude-code/fasthooks_sample_main_transcript.jsonl",
    "codex": "codex/codemie_rollout-2026-05-11T11-26-55-019e1625-789d-76c0-80ab-3724b5ddb799.turn1.jsonl",
    "gemini": "gemini-cli-real/mcp-tool-session.jsonl",
}
_ODD: list[Any] = [None, 0, -1, 2**31, 1.5, True, "", "x" * 3000, [], [1, "a"], {}, {"k": []}]


def _base(client: str) -> tuple[list[str], int]:
    """The real sample's lines with a short session (with the lesson) appended in the same
    client's shape; returns the lines and the index of the lesson's line."""
    real = (SAMPLES / REAL[client]).read_text().splitlines()
    spec = {
        "id": f"fuzz-{client}",
        "client": client,
        "cwd": "/nonexistent/fuzz",
        "turns": [
            {"user": "please push the branch"},
            {"cmd": "git push origin feature/x", "exit": 0, "out": "ok"},
            {"user": LESSON},
            {"assistant": "Understood."},
        ],
    }
    ours = [json.dumps(obj) for _, obj in transcripts.build(spec)]
    # the line the parser reads the lesson from (Codex writes visible text twice and reads
    # the response item)
    lesson_at = next(
        i for i, ln in enumerate(ours) if "force-with-lease" in ln and "event_msg" not in ln
    )
    if client == "codex":  # one rollout holds one session: keep its header first
        return [*ours[:3], *real[1:], *ours[3:]], len(real) - 1 + lesson_at
    return [*real, *ours], len(real) + lesson_at


def _odd(rng: random.Random) -> Any:
    return copy.deepcopy(rng.choice(_ODD))


def _mutate_value(obj: Any, rng: random.Random) -> Any:
    """Replace, retype or drop one value somewhere inside ``obj``."""
    if not isinstance(obj, dict | list) or not obj:
        return _odd(rng)
    if isinstance(obj, dict):
        key = rng.choice(list(obj))
        r = rng.random()
        if r < 0.25:
            del obj[key]
        elif r < 0.6:
            obj[key] = _odd(rng)
        else:
            obj[key] = _mutate_value(obj[key], rng)
        return obj
    i = rng.randrange(len(obj))
    obj[i] = _mutate_value(obj[i], rng) if rng.random() < 0.6 else _odd(rng)
    return obj


def _mutate(lines: list[str], protect: int, rng: random.Random) -> bytes:
    out: list[bytes] = []
    victims = set(rng.sample([i for i in range(len(lines)) if i != protect], k=rng.randint(1, 4)))
    for i, line in enumerate(lines):
        if i not in victims:
            out.append(line.encode())
            continue
        r = rng.random()
        if r < 0.6:
            obj = _mutate_value(copy.deepcopy(json.loads(line)), rng)
            for _ in range(rng.randint(0, 2)):
                obj = _mutate_value(obj, rng)
            out.append(json.dumps(obj).encode())
        elif r < 0.75:
            out.append(line.encode()[: rng.randrange(1, max(2, len(line)))])
        elif r < 0.85:
            raw = line.encode()
            cut = rng.randrange(len(raw))
            out.append(raw[:cut] + b"\xff\xfe\x80" + raw[cut:])
        elif r < 0.95:
            out.extend([line.encode(), line.encode()])
        else:
            out.append(json.dumps(_odd(rng)).encode())
    return b"\n".join(out) + b"\n"


def _write(folder: Path, client: str, i: int, data: bytes) -> Path:
    name = {
        "claude-code": f"fuzz-{i:04d}.jsonl",
        "codex": f"rollout-2026-03-01T10-00-00-{i:04d}.jsonl",
        "gemini": f"session-2026-03-01T10-00-{i:04d}.jsonl",
    }[client]
    path = folder / client / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return path


@pytest.mark.slow
@pytest.mark.parametrize("client", sorted(REAL))
def test_mutated_transcripts_never_crash_the_miner_and_keep_their_good_lessons(
    client: str, svc: MemoryService, tmp_path: Path
) -> None:
    rng = random.Random(f"cairn-fuzz-{client}")
    lines, protect = _base(client)
    files = [_write(tmp_path, client, 0, ("\n".join(lines) + "\n").encode())]  # the control
    files += [
        _write(tmp_path, client, i, _mutate(lines, protect, rng)) for i in range(1, PER_FORMAT + 1)
    ]
    missing: list[str] = []
    skipped = 0
    for path in files:
        miner = Miner(svc, HeuristicExtractor(), MineOptions(client=client, final=True))
        rep = miner.mine([(path, client)])  # raises nothing, whatever the bytes
        skipped += sum(n for r, n in rep.skipped_records.items() if "malformed" in r)
        if not any("force-with-lease" in x["text"] for x in rep.lessons):
            missing.append(path.name)
        row = svc.store.cursor(str(path.resolve()))
        assert row is not None and int(row["offset"]) == path.stat().st_size, path.name
    assert not missing, f"{len(missing)} files lost the lesson: {missing[:5]}"
    assert skipped > 0  # the mutations did reach the parsers


def test_a_record_that_makes_a_parser_raise_is_counted_and_the_rest_of_the_file_is_mined(
    svc: MemoryService, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from cairn.ingest import miner as miner_module
    from cairn.ingest.formats import new_parser

    class Brittle:
        """A parser that trips over one record shape nobody foresaw."""

        def __init__(self, inner: Any) -> None:
            self.inner = inner
            self.client, self.stats, self.state = inner.client, inner.stats, inner.state

        def feed(self, obj: Any, lineno: int) -> Any:
            if isinstance(obj, dict) and obj.get("uuid") == "boom":
                raise TypeError("unhashable type: 'list'")
            return self.inner.feed(obj, lineno)

    monkeypatch.setattr(miner_module, "new_parser", lambda *a: Brittle(new_parser(*a)))
    spec = {
        "id": "brittle",
        "cwd": "/nonexistent/b",
        "turns": [{"user": "hello"}, {"user": LESSON}],
    }
    lines = [obj for _, obj in transcripts.build(spec)]
    lines[0]["uuid"] = "boom"
    path = tmp_path / "s.jsonl"
    path.write_text("".join(json.dumps(x) + "\n" for x in lines))
    rep = Miner(svc, HeuristicExtractor(), MineOptions(final=True)).mine([(path, "claude-code")])
    assert rep.skipped_records["malformed record (TypeError)"] == 1
    assert any("force-with-lease" in x["text"] for x in rep.lessons)
    row = svc.store.cursor(str(path.resolve()))
    assert row is not None and int(row["offset"]) == path.stat().st_size
