"""Secret redaction at every write boundary and again at injection.

``redact_fast`` runs compiled patterns only (cheap enough for a hook's budget).
``redact`` adds the maintained detector (detect-secrets) for the write paths.
A redacted value is replaced by ``[REDACTED:<kind>]``; the secret itself is never stored.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

MARK = "[REDACTED:{kind}]"

# (kind, pattern, group to replace: 0 = whole match)
_PATTERNS: list[tuple[str, re.Pattern[str], int]] = [
    (
        "private-key",
        re.compile(
            r"-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----[\s\S]*?(?:-----END [A-Z0-9 ]*PRIVATE KEY-----|$)"
        ),
        0,
    ),
    ("aws-access-key", re.compile(r"\b(?:AKIA|ASIA|AGPA|AIDA|AROA|ANPA)[0-9A-Z]{16}\b"), 0),
    (
        "github-token",
        re.compile(r"\b(?:gh[pousr]_[A-Za-z0-9]{36,255}|github_pat_[A-Za-z0-9_]{22,255})\b"),
        0,
    ),
    ("gitlab-token", re.compile(r"\bglpat-[A-Za-z0-9_\-]{20,}\b"), 0),
    ("slack-token", re.compile(r"\bxox[abposr]-[A-Za-z0-9-]{10,}\b"), 0),
    ("slack-webhook", re.compile(r"https://hooks\.slack\.com/services/[A-Za-z0-9/_-]+"), 0),
    ("stripe-key", re.compile(r"\b(?:sk|rk|pk)_(?:live|test)_[A-Za-z0-9]{16,}\b"), 0),
    ("openai-key", re.compile(r"\bsk-(?:proj-|ant-(?:api\d\d-)?)?[A-Za-z0-9_\-]{20,}\b"), 0),
    ("google-api-key", re.compile(r"\bAIza[0-9A-Za-z_\-]{35}\b"), 0),
    ("jwt", re.compile(r"\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\b"), 0),
    ("npm-token", re.compile(r"\bnpm_[A-Za-z0-9]{36}\b"), 0),
    (
        "connection-password",
        re.compile(r"\b[a-z][a-z0-9+.\-]{1,20}://[^\s:/@]+:([^\s@/]{3,})@", re.I),
        1,
    ),
    (
        "assignment",
        re.compile(
            r"(?i)\b(?:[a-z0-9_]*?(?:password|passwd|pwd|secret|token|api[_-]?key|apikey|access[_-]?key|"
            r"private[_-]?key|client[_-]?secret|auth))[a-z0-9_]*\s*[:=]\s*[\"']?([^\s\"',;]{6,})"
        ),
        1,
    ),
    ("bearer", re.compile(r"(?i)\bbearer\s+([A-Za-z0-9\-._~+/]{16,}=*)"), 1),
]


@dataclass(frozen=True)
class Redaction:
    text: str
    count: int
    kinds: tuple[str, ...]


def redact_fast(text: str) -> Redaction:
    """Replace every match of the built-in patterns. Idempotent: markers are never re-matched."""
    count = 0
    kinds: list[str] = []
    for kind, pattern, group in _PATTERNS:

        def _sub(m: re.Match[str], kind: str = kind, group: int = group) -> str:
            nonlocal count
            value = m.group(group)
            if not value or value.startswith("[REDACTED"):
                return m.group(0)
            count += 1
            kinds.append(kind)
            if group == 0:
                return MARK.format(kind=kind)
            start, end = m.span(group)
            s0 = m.start(0)
            whole = m.group(0)
            return whole[: start - s0] + MARK.format(kind=kind) + whole[end - s0 :]

        text = pattern.sub(_sub, text)
    return Redaction(text, count, tuple(kinds))


# Strings that cannot hold a secret: too short, or cairn's own ids and timestamps.
_INERT = re.compile(r"^(?:.{0,7}|[0-9A-Z]{26}|\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z)$", re.S)


def redact(text: str) -> Redaction:
    """The write-boundary redaction: cairn's patterns plus the maintained detector
    (``policy.secrets``: detect-secrets plugins), imported on first use so that
    ``redact_fast`` stays cheap for hooks. Pure, so results are cached: one write redacts the
    same text in several payload parts."""
    if len(text) < 8 or _INERT.match(text):
        return Redaction(text, 0, ())
    return _redact_cached(text)


@functools.lru_cache(maxsize=4096)
def _redact_cached(text: str) -> Redaction:
    from cairn.policy import secrets

    found = secrets.find(text)
    if not found:
        return Redaction(text, 0, ())
    return Redaction(secrets.redact_spans(text, found), len(found), tuple(f.kind for f in found))


_SCALARS = (bool, int, float)
# payload fields that hold cairn's own hashes of (already redacted) text, in the shape it makes
_HASH_KEYS = frozenset({"claim_key", "slot_key"})
_HASH = re.compile(r"[0-9a-f]{32}")


def redact_value(value: object) -> tuple[object, int]:
    """Redact every string inside a JSON-like value; returns the new value and the count."""
    if isinstance(value, str):
        if len(value) < 8 or _INERT.match(value):  # what ``redact`` skips, without a result
            return value, 0
        r = redact(value)
        return r.text, r.count
    if isinstance(value, dict):
        total = 0
        out: dict[str, object] = {}
        for k, v in value.items():
            if v is None or v.__class__ in _SCALARS:
                out[k] = v
                continue
            if v.__class__ is str:  # the string case below, without a call per field
                if len(v) < 8 or _INERT.match(v) or (k in _HASH_KEYS and _is_hash(v)):
                    out[k] = v
                else:
                    r = redact(v)
                    out[k] = r.text
                    total += r.count
                continue
            nv, n = redact_value(v)
            out[k] = nv
            total += n
        return out, total
    if isinstance(value, list):
        total = 0
        items: list[object] = []
        for v in value:
            nv, n = redact_value(v)
            items.append(nv)
            total += n
        return items, total
    return value, 0


def _is_hash(value: object) -> bool:
    return isinstance(value, str) and _HASH.fullmatch(value) is not None
