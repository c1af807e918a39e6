"""Secret redaction at every write boundary and again at injection.

``redact_fast`` runs compiled patterns only (cheap enough for a hook's budget).
``redact`` adds the maintained detector (``policy.secrets``: detect-secrets' detectors, run from
their catalogue) for everything cairn writes: events, projections, delivery state, hand-off
files and logs. A redacted value is replaced by ``[REDACTED:<kind>]``; the secret itself is
never stored. A writer redacts its inputs before it takes the write lock (``ready`` compiles the
detector there too), so the redaction that runs again inside the transaction, over whole event
payloads, meets strings it has already judged and returns them from memory.
"""

from __future__ import annotations

import os
import re
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Any, TextIO

MARK = "[REDACTED:{kind}]"
# the words that make a name hold a secret in a ``name = value`` assignment (also read by the
# raw-page scan, which must tell such a name from an id that happens to end in one)
SECRET_NAME_WORD = (
    r"password|passwd|pwd|secret|token|api[_-]?key|apikey|access[_-]?key|private[_-]?key"
    r"|client[_-]?secret"
)

# a value read from the environment in code names where the secret is, it is not one:
# ``os.environ['STRIPE_KEY']``, ``os.getenv("X")``, ``process.env.X``, ``ENV['X']``,
# ``System.getenv("X")``, ``env::var("X")``
ENV_READ = r"(?:os\.(?:environ\b|getenv\()|process\.env\.|System\.getenv\(|env::var\(|ENV\[)"
# the last word of a name that holds something about a secret, not the secret: where it is
# (path, file, dir, url, endpoint, location, ref, arn), what it is called or read from (name,
# header, env, var, field), and its properties (type, format, length, ttl, expiry, prefix,
# scope); a value of a secret's own shape is still caught by its pattern
META_NAME_WORD = (
    "path", "file", "dir", "url", "uri", "endpoint", "location", "ref", "arn", "name", "header",
    "env", "var", "field", "type", "format", "length", "ttl", "expiry", "prefix", "scope",
)  # fmt: skip
NOT_META = "".join(f"(?<!{w})" for w in META_NAME_WORD)

# the words of SECRET_NAME_WORD that name nothing but a secret
_STRONG_NAME_WORD = r"password|passwd|pwd|secret|private[_-]?key|client[_-]?secret"
# the assigned value: not a placeholder (``...``, ``<key>``, ``$VAR``, ``{var}``), a version
# (``auth:0.8.15``) or a call
_ASSIGNED = (
    r"[\"']?(?![.]{2}|[<$%{*])(?!v?\d+(?:\.\d+)+(?:[-+][\w.]+)?(?:[\s\"',;]|$))"
    + r"(?!"
    + ENV_READ
    + r")([^\s\"',;(]{6,}+)(?!\()"
)
_END = r"(?:[\s\"',;.:!?)]|$)"

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
        # the user name may be empty: redis://:pw@host, amqp://:pw@host
        re.compile(r"\b[a-z][a-z0-9+.\-]{1,20}://[^\s:/@]*:([^\s@/]+)@", re.I),
        1,
    ),
    (
        "assignment",
        # a name holding a secret word, then ``=`` or ``:`` and a value (``_ASSIGNED``). Some
        # of the words also name other things (``tokens`` of a tokenizer or a design system,
        # ``auth`` of a service; never ``tokenize``, ``passwordless``): in a plain lower-case
        # name, a label's ``:`` followed by a few ordinary words is not an assignment
        # ("theme-tokens: brand-blue", "web-auth: availability 99.9%"); no token is such words
        # (it has a digit, a capital or a symbol, or is long). A name holding a word that only
        # a secret is called, or written as code (an underscore or a capital: ``auth_token``,
        # ``API_KEY``, ``authToken``), marks ``code`` and takes any value: a password may be a
        # plain word.
        re.compile(
            r"(?i)(?<!arn:aws:)(?<!arn:aws-cn:)(?<!arn:aws-us-gov:)(?<!\d{12}:)\b(?:(?=[a-z0-9_]*?(?:"
            + _STRONG_NAME_WORD
            + r")|[a-z0-9]*(?:_|(?-i:[A-Z])))(?P<code>)|)"
            + rf"(?:[a-z0-9_]*?(?:{SECRET_NAME_WORD})(?!iz|less|ar(?:y|ies|iat)|ion|ive)[a-z0-9_]*"
            + r"|[a-z0-9_]*?auth(?:[_-]?(?:token|key))?)"
            + NOT_META
            # a name counting tokens (``max_output_tokens``, ``MAX_TOKENS``) holding a number is
            # a count, not a secret
            + r"(?!(?<=tokens)(?:[\"']\s*)?\s*[:=]\s*[\"']?\d+(?:[\s\"',;.)}\]]|$))"
            # a quoted name (a JSON or YAML key) closes its quote before the ``:``
            + r"(?:[\"']\s*)?"
            + r"\s*(?(code)[:=]|(?:=|:(?!\s*[\"']?(?-i:[a-z](?=[a-z-]{0,18}"
            + _END
            + r")[a-z]*(?:-[a-z]+)*)"
            + _END
            # or a setting of the labelled thing: a name of lower-case words, then its own
            # ``=`` or ``: ``, quoted or not ("svc-auth: `pool_size = 40`"); a token has a
            # digit, a capital or a symbol other than ``_``, and no value of its own
            + r"|\s*[\"'`]?(?-i:[a-z]+(?:_[a-z]+)*)\s*(?:=|:(?=\s))"
            + r")))\s*"
            + _ASSIGNED
        ),
        2,  # group 1 is the empty ``code`` mark
    ),
    ("bearer", re.compile(r"(?i)\bbearer\s+([A-Za-z0-9\-._~+/]{16,}=*)"), 1),
]


@dataclass(frozen=True)
class Redaction:
    text: str
    count: int
    kinds: tuple[str, ...]
    # in-memory fingerprints of the values replaced (``hash``, salted per process): lets a
    # caller count distinct secrets; never serialised
    secrets: frozenset[int] = frozenset()


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


# Strings that cannot hold a secret: too short, cairn's own ids and timestamps, and UUIDs (the
# session ids clients send), judged without loading the detector.
_INERT = re.compile(
    r"^(?:.{0,7}|[0-9A-Z]{26}|\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z"
    r"|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$",
    re.S,
)


def redact(text: str, *, keep: tuple[str, ...] = ()) -> Redaction:
    """The write-boundary redaction: cairn's patterns plus the maintained detector.

    The occurrences of a ``keep`` string are left alone (a gate's pattern, which
    ``policy.gates.validate`` has checked holds no literal secret, inside the gate's own
    text): the detector reads the text with them blanked out (``findings``). Every result is
    remembered, and so is its output as clean, so redacting a redacted text again, or the same
    text in several payload parts, costs a lookup."""
    if len(text) < 8 or _INERT.match(text):
        return Redaction(text, 0, ())
    if not keep:
        hit = _known.get(text)
        if hit is not None:
            _count(hit)
            return hit
    from cairn.policy import secrets

    found = findings(text, keep)
    if not found:
        result = Redaction(text, 0, ())
    else:
        result = Redaction(
            secrets.redact_spans(text, found),
            len(found),
            tuple(f.kind for f in found),
            frozenset(hash(text[f.start : f.end]) for f in found),
        )
    if not keep:
        _remember(text, result)
    _remember(result.text, Redaction(result.text, 0, ()))
    _count(result)
    return result


class Tally:
    """The distinct secrets redacted while it was open (see ``counting``)."""

    def __init__(self) -> None:
        self.secrets: set[int] = set()

    @property
    def count(self) -> int:
        return len(self.secrets)


_tallies: ContextVar[tuple[Tally, ...]] = ContextVar("cairn_redaction_tallies", default=())


@contextmanager
def counting() -> Iterator[Tally]:
    """Count the distinct secrets ``redact`` replaces inside the block (nested blocks all
    count), so an edge can say "1 secret redacted" after a write."""
    tally = Tally()
    token = _tallies.set((*_tallies.get(), tally))
    try:
        yield tally
    finally:
        _tallies.reset(token)


def _count(result: Redaction) -> None:
    if result.secrets:
        for tally in _tallies.get():
            tally.secrets |= result.secrets


def said(n: int) -> str:
    """The sentence an edge prints after a write that redacted ``n`` secrets."""
    return f"{n} secret{'s' if n != 1 else ''} redacted (stored as [REDACTED:<kind>])"


def findings(text: str, keep: tuple[str, ...] = ()) -> list[Any]:
    """The detector's findings (``policy.secrets.Finding``) in ``text``, outside the
    occurrences of the ``keep`` strings: those are blanked out (same length, so spans still line
    up), nothing is found in them, and nothing found elsewhere may overlap them."""
    from cairn.policy import secrets

    if not keep:
        return secrets.find(text)
    spans = _occurrences(text, keep)
    masked = list(text)
    for a, b in spans:
        masked[a:b] = " " * (b - a)
    return [
        f
        for f in secrets.find("".join(masked))
        if not any(f.start < b and a < f.end for a, b in spans)
    ]


def _occurrences(text: str, keep: tuple[str, ...]) -> list[tuple[int, int]]:
    out = []
    for k in keep:
        at = text.find(k) if k else -1
        while at >= 0:
            out.append((at, at + len(k)))
            at = text.find(k, at + 1)
    return out


# text -> its redaction; outputs are remembered as clean. Bounded by the characters held: the
# older half is dropped when full (a batch's texts are judged before its transaction and looked
# up inside it, so the newest entries are the ones that must stay).
_known: dict[str, Redaction] = {}
_KNOWN_CHARS = 4_000_000
_held = 0


def _remember(text: str, result: Redaction) -> None:
    global _held
    if text in _known:
        _known[text] = result
        return
    if _held + len(text) > _KNOWN_CHARS:
        for old in list(_known)[: len(_known) // 2 + 1]:
            _held -= len(old)
            del _known[old]
    _known[text] = result
    _held += len(text)


def vouch(text: str) -> None:
    """Record ``text`` as clean: a gate's pattern, once ``policy.gates.validate`` has found
    no literal secret in it, is a person's rule and is stored verbatim."""
    _remember(text, Redaction(text, 0, ()))


def ready() -> None:
    """Load and compile the whole detector now, so that nothing is imported or compiled
    while a write transaction holds the lock (the store calls this before ``BEGIN``)."""
    from cairn.policy import secrets

    secrets.ready()


def redact_text(value: str | None) -> str | None:
    """``redact(value).text`` for an optional string (identifiers: session ids, paths)."""
    return value if value is None else redact(value).text


_SCALARS = (bool, int, float)
# payload fields that hold cairn's own hashes of (already redacted) text, in the shape it makes
_HASH_KEYS = frozenset({"claim_key", "slot_key"})
_HASH = re.compile(r"[0-9a-f]{32}")
# A key that is a field name (lower-case letters and underscores) holds no secret's shape; any
# other key (a table a person or a caller filled: ``policy set --trust KIND=...``) is redacted.
_FIELD_NAME = re.compile(r"[a-z_]{0,64}$")


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
            if k.__class__ is str and not _FIELD_NAME.match(k):  # a key is stored too
                r = redact(k)
                if r.count:
                    total += r.count
                    k = r.text
                    while k in out or k in value:
                        k += "'"
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


class RedactingStream:
    """A text stream that redacts each line before it reaches ``inner``: what the CLI writes
    to a regular file (the detached miner's ``logs/miner.log``, a redirected command) passes
    the same redaction as everything else cairn writes."""

    def __init__(self, inner: TextIO) -> None:
        self._inner = inner
        self._pending = ""

    def write(self, text: str) -> int:
        self._pending += text
        if "\n" in self._pending:
            done, _, self._pending = self._pending.rpartition("\n")
            self._inner.write(redact(done + "\n").text)
        return len(text)

    def flush(self) -> None:
        if self._pending:
            self._inner.write(redact(self._pending).text)
            self._pending = ""
        self._inner.flush()

    def __getattr__(self, name: str) -> Any:  # encoding, fileno, isatty, buffer, ...
        return getattr(self._inner, name)


def guard_file_streams() -> None:
    """Wrap ``sys.stdout`` and ``sys.stderr`` when they are regular files (see
    ``RedactingStream``); terminals and pipes are left alone."""
    import stat

    for name in ("stdout", "stderr"):
        stream = getattr(sys, name)
        try:
            regular = stat.S_ISREG(os.fstat(stream.fileno()).st_mode)
        except (AttributeError, OSError, ValueError):
            continue
        if regular and not isinstance(stream, RedactingStream):
            setattr(sys, name, RedactingStream(stream))
