"""A model that judges what the rules of ``policy.facts`` cannot: whether two claims give
different values to one attribute when their wordings share no frame ("the gateway timeout is
2.9 s" / "the gateway cuts requests off after 4.4 s").

A person configures one (``cairn bench memory --fact-model NAME``: any model the ``llm``
library's plugins provide); nothing here runs unless they do. It is asked only outside a write
transaction and never on a hook's path (``llm`` is imported on first use), and its answer is
one more reason to report a conflict, never a verdict: a person still settles it.

Why not the embedding model: measured on pairs the rules miss and pairs they must keep apart,
all-MiniLM-L6-v2 gives the differing words of a synonym pair no higher cosine than those of two
qualifiers ("db region"/"database" 0.574, "staging"/"production" 0.541; "timeout"/"cuts off
requests" 0.382): no threshold tells a paraphrase of an attribute from a rival context, so
cosine similarity does not decide a contradiction here.
"""

from __future__ import annotations

import json
from functools import lru_cache
from typing import Any, Protocol

from cairn.errors import UsageError
from cairn.policy.redact import redact

PROMPT = """Two notes from a software team's memory follow. Answer with one JSON object:
{{"same_attribute": true or false, "different_values": true or false}}.
same_attribute: both notes state a value of the same attribute of the same thing (the same
setting of the same service, the same preference of the same person), not of two things or
two contexts (staging vs production, two services, two people).
different_values: the values they state for it differ.

Note A: {a}
Note B: {b}
"""


class Judge(Protocol):
    """Decides whether two claims give different values to one attribute of one thing."""

    name: str

    def conflict(self, a: str, b: str) -> bool: ...


class LlmJudge:
    """A judge through the ``llm`` library (any model its plugins provide). Texts are redacted
    before they leave the machine; a malformed answer counts as no conflict."""

    def __init__(self, model_name: str) -> None:
        try:
            import llm
        except ImportError as exc:  # pragma: no cover - the extra is not installed
            raise UsageError("--fact-model needs `pip install cairn-memory[llm]`") from exc
        try:
            self.model: Any = llm.get_model(model_name)
        except llm.UnknownModelError as exc:
            raise UsageError(f"unknown model {model_name!r}", hint="see `llm models`") from exc
        self.name = f"llm:{model_name}"
        self._ask = lru_cache(maxsize=4096)(self._answer)

    def conflict(self, a: str, b: str) -> bool:
        x, y = sorted((a, b))
        return self._ask(x, y)

    def _answer(self, a: str, b: str) -> bool:
        prompt = PROMPT.format(a=redact(a).text, b=redact(b).text)
        text = str(self.model.prompt(prompt).text())
        start, end = text.find("{"), text.rfind("}")
        if start < 0 or end <= start:
            return False
        try:
            obj = json.loads(text[start : end + 1])
        except ValueError:
            return False
        return (
            isinstance(obj, dict)
            and obj.get("same_attribute") is True
            and obj.get("different_values") is True
        )


def judge_named(name: str | None) -> Judge | None:
    """The judge a person configured, or None."""
    return LlmJudge(name) if name else None
