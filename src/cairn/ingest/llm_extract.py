"""Optional model-based extraction through the ``llm`` library (any model its plugins provide).

The chunk's records are condensed (a person's words, assistant prose, commands with their
outcome), redacted before they leave the machine, and the model is asked for JSON lines
``{"kind", "text", "ref"}``. What comes back is only a proposal, like any mined lesson: the
service admits it under the same policy. The model is never told it can approve anything,
and a malformed answer yields no lessons rather than an error.
"""

from __future__ import annotations

import json
from typing import Any

from cairn.errors import UsageError
from cairn.ingest.records import Lesson, Record
from cairn.policy.redact import redact

KINDS = ("decision", "convention", "pitfall", "command", "preference", "fact")
PROMPT = """You extract durable lessons from a coding-agent session: decisions, conventions,
pitfalls (an error and the fix that worked), build/test/deploy commands that succeeded, and the
user's preferences or corrections. Skip chatter and one-off requests. Keep identifiers exact.
Answer with one JSON object per line: {{"kind": one of {kinds}, "text": "<one short
self-contained sentence>", "ref": <record number>}}. Answer nothing if there is nothing durable.

Records:
{records}
"""
MAX_PROMPT = 60_000


def _line(i: int, rec: Record) -> str:
    if rec.role == "command":
        tail = f" -> exit {rec.exit_code}" + (f": {rec.output[:200]}" if rec.exit_code else "")
        return f"[{i}] command: {rec.text[:300]}{tail}"
    return f"[{i}] {rec.role}: {rec.text[:1500]}"


class LlmExtractor:
    name = "llm"

    def __init__(self, model_name: str) -> None:
        try:
            import llm
        except ImportError as exc:  # pragma: no cover - the extra is not installed
            raise UsageError("the llm extractor needs `pip install cairn-memory[llm]`") from exc
        try:
            self.model: Any = llm.get_model(model_name)
        except llm.UnknownModelError as exc:
            raise UsageError(f"unknown model {model_name!r}", hint="see `llm models`") from exc

    def extract(
        self, records: list[Record], carry: dict[str, Any], *, final: bool = False
    ) -> list[Lesson]:
        usable = [r for r in records if r.role in ("user", "assistant", "command", "summary")]
        if not usable:
            return []
        body, n = [], 0
        for i, rec in enumerate(usable):
            line = redact(_line(i, rec)).text
            if n + len(line) > MAX_PROMPT:
                break
            body.append(line)
            n += len(line)
        prompt = PROMPT.format(kinds=", ".join(KINDS), records="\n".join(body))
        answer = str(self.model.prompt(prompt).text())
        out: list[Lesson] = []
        for raw in answer.splitlines():
            raw = raw.strip().strip(",")
            if not raw.startswith("{"):
                continue
            try:
                obj = json.loads(raw)
            except ValueError:
                continue
            kind, text, ref = obj.get("kind"), obj.get("text"), obj.get("ref", 0)
            if kind not in KINDS or not isinstance(text, str) or not text.strip():
                continue
            idx = ref if isinstance(ref, int) and 0 <= ref < len(usable) else 0
            out.append(Lesson(kind, " ".join(text.split())[:400], usable[idx], "llm"))
        return out
