"""The maintained secret detector: cairn's patterns for what agents handle, plus the
detect-secrets plugins (regex families maintained upstream: AWS, Azure, GitHub, GitLab, Slack,
Stripe, Twilio, SendGrid, npm, PyPI, JWT, private keys, keyword assignments, ...).

``find`` reports spans; ``redact`` replaces them with ``[REDACTED:<kind>]``. The two
high-entropy plugins are left out on purpose: they flag git SHAs, UUIDs and digests, which
agents handle all day (the control corpus measures this). This module never stores, logs or
returns a secret's value; callers get spans and kinds only.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from cairn.policy.prefilter import Gate, required_literals
from cairn.policy.redact import _PATTERNS, MARK

_EXTRA: list[tuple[str, re.Pattern[str], int]] = [
    (
        "aws-secret-key",
        re.compile(r"(?i)aws.{0,20}?(?:secret|key).{0,20}?[=:]\s*[\"']?([A-Za-z0-9/+=]{40})\b"),
        1,
    ),
    ("azure-storage-key", re.compile(r"AccountKey=([A-Za-z0-9+/=]{40,})"), 1),
    ("sendgrid-key", re.compile(r"\bSG\.[\w-]{16,32}\.[\w-]{16,64}\b"), 0),
    ("twilio-key", re.compile(r"\b(?:SK|AC)[0-9a-f]{32}\b"), 0),
    ("mailchimp-key", re.compile(r"\b[0-9a-f]{32}-us\d{1,2}\b"), 0),
    ("telegram-token", re.compile(r"\b\d{8,10}:AA[\w-]{33}\b"), 0),
    ("huggingface-token", re.compile(r"\bhf_[A-Za-z0-9]{30,}\b"), 0),
    ("pypi-token", re.compile(r"\bpypi-AgEIcHlwaS5vcmc[\w-]{50,}\b"), 0),
    ("digitalocean-token", re.compile(r"\bdo[opr]_v1_[a-f0-9]{64}\b"), 0),
    ("shopify-token", re.compile(r"\bshp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}\b"), 0),
    ("gitlab-token", re.compile(r"\bgl(?:ptt|rt|dt|cbt|imt|ft|oas)-[A-Za-z0-9_\-]{20,}\b"), 0),
    ("discord-webhook", re.compile(r"https://discord(?:app)?\.com/api/webhooks/\d+/[\w-]{40,}"), 0),
    ("anthropic-key", re.compile(r"\bsk-ant-[A-Za-z0-9_\-]{20,}\b"), 0),
    ("square-token", re.compile(r"\bsq0(?:atp|csp)-[0-9A-Za-z\-_]{22,43}\b"), 0),
    ("age-secret-key", re.compile(r"\bAGE-SECRET-KEY-1[0-9A-Z]{58}\b"), 0),
    (
        "env-secret",
        re.compile(
            r"(?m)^\s*(?:export\s+)?[A-Z][A-Z0-9_]*(?:KEY|SECRET|TOKEN|PASSWORD|PASS|PWD|"
            r"CREDENTIALS?|DSN)\s*=\s*[\"']?([^\s\"'#]{6,})"
        ),
        1,
    ),
    (
        "cli-password",
        re.compile(
            r"(?:\b(?:mysql|mysqldump|mariadb)\b[^\n]*?\s-p|--password[= ])\s*[\"']?([^\s\"'-][^\s\"']{5,})"
        ),
        1,
    ),
]
PATTERNS = [*_PATTERNS, *_EXTRA]
_SKIP_PLUGINS = {"Base64 High Entropy String", "Hex High Entropy String", "Public IP (ipv4)"}
_TOKEN_CHARS = re.compile(r"[A-Za-z0-9_\-./+=:]*")
# Strings that are identifiers cairn itself writes (ULIDs, claim keys, UUIDs, timestamps).
_BORING = re.compile(
    r"[0-9A-HJKMNP-TV-Z]{26}|[0-9a-f]{16,64}|[0-9a-f]{8}-[0-9a-f-]{27}|"
    r"\d{4}-\d\d-\d\dT[\d:.]+(?:Z|[+-]\d\d:\d\d)?|[\w.:/-]{0,19}"
)


@dataclass(frozen=True)
class Finding:
    kind: str
    start: int
    end: int


Required = frozenset[str] | None


@lru_cache(maxsize=1)
def _plugins() -> tuple[tuple[Any, tuple[str, ...] | None, Required], ...]:
    """The detect-secrets plugins cairn runs, each with the lowercase substrings one of which
    any text it can flag must contain (None: no such gate, the plugin always runs), and the
    literals its regular expressions require (``policy.prefilter``)."""
    from detect_secrets.core.plugins.util import get_mapping_from_secret_type_to_class

    mapping: dict[str, Any] = get_mapping_from_secret_type_to_class()
    return tuple(
        (cls(), _anchors(cls), _plugin_literals(cls))
        for name, cls in sorted(mapping.items())
        if name not in _SKIP_PLUGINS
    )


def _plugin_literals(cls: Any) -> Required:
    """The literals a plugin's deny-list requires, when the plugin flags exactly what its
    deny-list matches (it does not override ``analyze_string``); None otherwise."""
    from detect_secrets.plugins.base import RegexBasedDetector

    if not isinstance(cls, type) or not issubclass(cls, RegexBasedDetector):
        return None
    if cls.analyze_string is not RegexBasedDetector.analyze_string:
        return None
    out: set[str] = set()
    denylist: Any = cls.denylist  # a class attribute on every concrete detector
    if not isinstance(denylist, list | tuple):
        return None
    for rx in denylist:
        found = required_literals(rx) if isinstance(rx, re.Pattern) else None
        if found is None:
            return None
        out |= found
    return frozenset(out)


@lru_cache(maxsize=1)
def _gated() -> tuple[tuple[tuple[str, re.Pattern[str], int, Required], ...], Gate]:
    """cairn's patterns with their required literals, and the gate over every literal that
    the patterns and the plugins require."""
    patterns = tuple((k, rx, g, required_literals(rx)) for k, rx, g in PATTERNS)
    sets = [p[3] for p in patterns] + [p[2] for p in _plugins()]  # units: patterns, then plugins
    return patterns, Gate(sets)


_LITERAL_KEYWORD = re.compile(r"[^\W\d_]+(?:_\?[^\W\d_]+)*")


def _anchors(cls: Any) -> tuple[str, ...] | None:
    """The keyword plugin flags only assignments to a name from its deny-list (matched
    case-insensitively), so a text holding none of those keywords cannot be flagged and the
    plugin's dozen regexes need not scan it: on ordinary prose that was half of redaction's
    cost. The gate is derived from the plugin's own deny-list at run time, so a keyword added
    upstream is gated on too; an entry that is not a plain ``word(_?word)*`` turns the gate off.
    Each entry's last word is a literal every match contains (``api_?key`` -> ``key``)."""
    if cls.__name__ != "KeywordDetector":
        return None
    try:
        from detect_secrets.plugins.keyword import DENYLIST
    except ImportError:
        return None
    anchors: set[str] = set()
    for entry in DENYLIST:
        if not isinstance(entry, str) or not _LITERAL_KEYWORD.fullmatch(entry):
            return None
        anchors.add(entry.split("_?")[-1].lower())
    return tuple(sorted(anchors))


def _kind(secret_type: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", secret_type.lower()).strip("-")


def find(text: str, *, deep: bool = True) -> list[Finding]:
    """Spans of secrets in ``text`` (merged, in order). ``deep`` adds the detect-secrets
    plugins to cairn's patterns."""
    if len(text) < 8 or _BORING.fullmatch(text):
        return []
    found: list[Finding] = []
    patterns, gate = _gated()
    selected = gate.select(text)
    for i, (kind, rx, group, _required) in enumerate(patterns):
        if selected is not None and i not in selected:
            continue
        for m in rx.finditer(text):
            value = m.group(group)
            if value and "[REDACTED" not in value:
                s, e = m.span(group)
                found.append(Finding(kind, s, e))
    if deep and len(text) >= 20:
        lower = text.lower()
        for j, (plugin, anchors, _required) in enumerate(_plugins(), start=len(patterns)):
            if selected is not None and j not in selected:
                continue
            if anchors is not None and not any(a in lower for a in anchors):
                continue
            try:
                values = set(plugin.analyze_string(text))
            except Exception:
                continue
            for value in values:
                if not value or "REDACTED" in value or len(value) < 6:
                    continue
                start = text.find(value)
                while start >= 0:
                    tail = _TOKEN_CHARS.match(text, start + len(value))
                    end = tail.end() if tail else start + len(value)
                    found.append(Finding(_kind(plugin.secret_type), start, end))
                    start = text.find(value, end)
    return _merge(found)


def _merge(found: list[Finding]) -> list[Finding]:
    out: list[Finding] = []
    for f in sorted(found, key=lambda f: (f.start, -f.end)):
        if out and f.start < out[-1].end:
            last = out[-1]
            out[-1] = Finding(last.kind, last.start, max(last.end, f.end))
        else:
            out.append(f)
    return out


def redact_spans(text: str, found: list[Finding]) -> str:
    for f in reversed(found):
        text = text[: f.start] + MARK.format(kind=f.kind) + text[f.end :]
    return text
