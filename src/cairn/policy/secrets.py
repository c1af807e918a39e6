"""The maintained secret detector: cairn's patterns for what agents handle, plus the
detect-secrets plugins (regex families maintained upstream: AWS, Azure, GitHub, GitLab, Slack,
Stripe, Twilio, SendGrid, npm, PyPI, JWT, private keys, keyword assignments, ...), run from their
catalogue (``policy.catalogue``) so that detect-secrets itself is never imported on a write.

``find`` reports spans; ``redact_spans`` replaces them with ``[REDACTED:<kind>]``. The two
high-entropy plugins are left out on purpose: they flag git SHAs, UUIDs and digests, which
agents handle all day (the control corpus measures this). Expressions compile on first use, or
all at once in ``ready``, which a writer calls before it takes the write lock. This module never
stores, logs or returns a secret's value; callers get spans and kinds only.
"""

from __future__ import annotations

import base64
import binascii
import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache

from cairn.policy import catalogue
from cairn.policy.prefilter import Gate, required_literals
from cairn.policy.redact import _PATTERNS, ENV_READ, MARK, META_NAME_WORD, NOT_META

# A value a sentence names as a secret: at least six characters holding a letter and a digit,
# not a variable reference ($VAR, %VAR%, {var}, <var>), nor a compound adjective saying how a
# secret is kept (base64-encoded, sha256-hashed, 1Password-managed); trailing punctuation left
# out.
_PROSE_VALUE = (
    r"(?![$%{<\[(])(?=[^\s\"'`]*\d)(?=[^\s\"'`]*[A-Za-z])"
    r"(?![^\s\"'`]*-[a-z]+(?:ed|ing)[.,;:!?)\]]*(?:[\s\"'`]|$))"
    r"([^\s\"'`]{5,}[^\s\"'`.,;:!?)\]])"
)

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
            r"CREDENTIALS?|DSN)\s*=\s*[\"']?(?!"
            + ENV_READ
            + r"|\$[{(]|\$[A-Z_][A-Z0-9_]*(?![^\s\"'#]))([^\s\"'#]{6,})"
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
    ("basic-auth-header", re.compile(r"(?i)\bauthorization:\s*basic\s+([A-Za-z0-9+/=]{8,})"), 1),
    (
        "url-signature",
        re.compile(
            r"(?i)[?&](?:sig|signature|x-amz-signature|x-amz-security-token|x-goog-signature"
            r"|x-goog-credential)=([^&\s#\"']{8,})"
        ),
        1,
    ),
    (
        # a sentence naming a secret: "the staging password is hunter2-Very-Secret-9f8e"
        "prose-secret",
        re.compile(
            r"(?i)\b(?:password|passphrase|passwd|pwd|secret|token|api[ _-]?key"
            r"|access[ _-]?key|credentials?)"
            r"(?:\s+(?:for|of|on|to|in)\s+(?:the\s+)?[\w.@:/-]+(?:\s+[\w.@:/-]+)?){0,2}"
            r"\s*(?:\bis\b|\bwas\b|\bare\b|\bwere\b|\bis now\b|\bset to\b|\bchanged to\b)\s*"
            r"[\"'`]?" + _PROSE_VALUE
        ),
        1,
    ),
]
# a sentence setting a secret by its name: "set API_KEY to 9f8e...", "rotated the deploy token
# to Xy7...", "update db_password to ..."; the value holds a digit (``_PROSE_VALUE``) or is a
# long token of mixed case
_SET_SECRET = (
    r"(?i)\b(?:set|change[ds]?|rotated?|rotates|update[ds]?|reset)\s+(?:the\s+)?"
    r"(?:[\w.-]+\s+)?[\w.-]*?(?:password|passphrase|passwd|pwd|secret|token|api[ _-]?key"
    r"|access[ _-]?key|private[ _-]?key|credentials?)[\w.-]*" + NOT_META + r"\s+to\s+[\"'`]?"
)
_EXTRA += [
    ("prose-secret", re.compile(_SET_SECRET + _PROSE_VALUE), 1),
    (
        "prose-secret",
        re.compile(
            _SET_SECRET
            + r"(?-i:(?=[^\s\"'`]*[A-Z])(?=[^\s\"'`]*[a-z]))([^\s\"'`]{15,}[^\s\"'`.,;:!?)\]])"
        ),
        1,
    ),
]
PATTERNS = [*_PATTERNS, *_EXTRA]
_TOKEN_CHARS = re.compile(r"[A-Za-z0-9_\-./+=:]*")
# Strings that are identifiers cairn itself writes (ULIDs, claim keys and digests, UUIDs,
# timestamps): whole-string shapes only. A short string is not boring for being short:
# ``xoxb-`` and twelve digits is a Slack token.
_BORING = re.compile(
    r"[0-9A-HJKMNP-TV-Z]{26}|[0-9a-f]{16,64}|[0-9a-f]{8}-[0-9a-f-]{27}|"
    r"\d{4}-\d\d-\d\dT[\d:.]+(?:Z|[+-]\d\d:\d\d)?"
)


@dataclass(frozen=True)
class Finding:
    kind: str
    start: int
    end: int


Required = frozenset[str] | None


Patterns = tuple[tuple[str, re.Pattern[str], int, Required], ...]


def _gated() -> tuple[Patterns, Gate]:
    """cairn's patterns with their required literals, and the gate over every literal that
    the patterns and the detect-secrets detectors require (units: patterns, then detectors)."""
    return _gate_for(catalogue.load())


@lru_cache(maxsize=2)
def _gate_for(cat: catalogue.Catalogue) -> tuple[Patterns, Gate]:
    patterns = tuple((k, rx, g, required_literals(rx)) for k, rx, g in PATTERNS)
    sets = [p[3] for p in patterns] + [d.literals for d in cat.detectors]
    return patterns, Gate(sets)


def _detectors() -> tuple[catalogue.Detector, ...]:
    return catalogue.load().detectors


@lru_cache(maxsize=256)
def _compiled(det: catalogue.Detector) -> tuple[re.Pattern[str], ...]:
    return tuple(re.compile(source, flags) for source, flags, _group in det.patterns)


def ready() -> None:
    """Compile every expression now (a writer calls this before it takes the write lock)."""
    _gated()
    for det in _detectors():
        _compiled(det)


def _values(index: int, text: str) -> Iterator[str]:
    """What one detect-secrets detector flags in ``text``, as its ``analyze_string`` would."""
    det = _detectors()[index]
    if det.plugin is not None:
        try:
            yield from det.plugin.analyze_string(text)
        except Exception:
            return
        return
    rxs = _compiled(det)
    if det.mode == catalogue.FIRST:
        for rx, (_s, _f, group) in zip(rxs, det.patterns, strict=True):
            m = rx.search(text)
            if m:
                yield m.group(group)
        return
    for rx in rxs:
        for m in rx.findall(text):
            parts = [p for p in m if p] if isinstance(m, tuple) else [m]
            for value in parts:
                if det.check == "jwt" and not catalogue.jwt_valid(value):
                    continue
                yield value


# Invisible characters that can split a secret so that no pattern sees it whole (zero-width
# spaces and joiners, soft hyphens, bidirectional and other format controls, variation
# selectors, tag characters).
_INVISIBLE = re.compile(
    "[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f"
    "\u202a-\u202e\u2060-\u206f\ufe00-\ufe0f\ufeff\U000e0000-\U000e0fff]"
)


# A line break (with the spaces around it) between two characters a token is made of: a
# secret wrapped or pasted over lines is read joined (``_unwrapped``). A line that starts a
# setting of its own (``NAME=value``, ``export NAME=value``, ``name: value``) is the next
# statement, not the rest of a token: joined, a ``.env`` file's next line was read as part of
# the value above it and redacted with it.
_WRAP = re.compile(
    r"(?<=[A-Za-z0-9_\-+/=])[ \t]*\r?\n[ \t]*"
    r"(?!(?:export[ \t]+)?[A-Za-z_][\w.-]*[ \t]*(?:=[ \t]*[^\s=]|:[ \t]+\S))"
    r"(?=[A-Za-z0-9_\-+/=])"
)
_PIECE = re.compile(r"[A-Za-z0-9_\-+/=]+")
# a wrapped secret has a piece at least this long (a credential is 20+ characters: split
# in two, one half is 10+) that looks like a token (``_tokenish``); lines of words are never
# joined
_LONG_PIECE = 10
# A percent-encoded byte run (``%2F``, ``%40``): read decoded, as a URL would be.
_PERCENT = re.compile(r"(?:%[0-9A-Fa-f]{2})+")
# A run that may be base64 (standard or URL-safe alphabet, padding kept): long enough to hold a
# credential once decoded.
_RUN = re.compile(r"[A-Za-z0-9+/_-]{24}")
_BASE64 = re.compile(r"(?<![A-Za-z0-9+/_-])[A-Za-z0-9+/_-]{24,}={0,2}(?![A-Za-z0-9+/_=-])")


def find(text: str, *, deep: bool = True) -> list[Finding]:
    """Spans of secrets in ``text`` (merged, in order). ``deep`` adds the detect-secrets
    detectors to cairn's patterns.

    A secret disguised by an encoding or a layout a reader undoes at a glance is found too: the
    text is also read through each such view (invisible characters dropped; a token wrapped
    over lines joined; percent-encoding decoded), each view keeping where every character came
    from, so what is found there is mapped back to the original span; and a base64 run whose
    decoded text holds a secret is a secret as a whole. A view only adds findings: what the
    plain text shows is found as before."""
    found = _find(text, deep)
    extra: list[Finding] = []
    if _INVISIBLE.search(text):
        keep = [i for i, c in enumerate(text) if not _INVISIBLE.match(c)]
        seen = "".join(text[i] for i in keep)
        for f in _find(seen, deep):
            extra.append(Finding(f.kind, keep[f.start], keep[f.end - 1] + 1))
        visible: tuple[str, Sequence[int]] = (seen, keep)
    else:
        visible = (text, range(len(text)))  # no copy: most texts need no view
    views = []
    if "\n" in visible[0]:
        views = [_view(*visible, joins, _drop) for joins in _unwrapped(visible[0])]
    if "%" in visible[0] and _PERCENT.search(visible[0]):
        views.append(_view(*visible, list(_PERCENT.finditer(visible[0])), _unquote))
    for seen, where in views:
        for f in _find(seen, deep):
            a, b = where[f.start], where[f.end - 1]
            extra.append(Finding(f.kind, a[0], b[1]))
    if _RUN.search(text):
        extra.extend(_encoded(text, deep))
    if extra:
        found = _merge(found + extra)
    return found


def _drop(_matched: str) -> str:
    return ""


def _unquote(matched: str) -> str:
    return bytes.fromhex(matched.replace("%", "")).decode() if _utf8(matched) else matched


def _utf8(matched: str) -> bool:
    try:
        bytes.fromhex(matched.replace("%", "")).decode("utf-8")
    except ValueError:
        return False
    return True


def _unwrapped(text: str) -> list[list[re.Match[str]]]:
    """The sets of line breaks to join to read a token wrapped over lines whole. Breaks between
    token characters form a chain when the line between them is one token; a chain is joined
    when one of its pieces is long. Where the wrapped token starts and ends is not known (the
    line before may end with a word, the line after start with one), so the chains are joined
    whole, without their first break, without their last, and without both."""
    chains: list[list[re.Match[str]]] = []
    for m in _WRAP.finditer(text):
        if chains and chains[-1][-1].end() == _piece_start(text, m.start()):
            chains[-1].append(m)
        else:
            chains.append([m])
    kept = [
        c for c in chains if any(len(p) >= _LONG_PIECE and _tokenish(p) for p in _pieces(text, c))
    ]
    if not kept:
        return []
    out: list[list[re.Match[str]]] = []
    for cut_first, cut_last in ((0, 0), (1, 0), (0, 1), (1, 1)):
        joins = [m for c in kept for m in c[cut_first : len(c) - cut_last]]
        if joins and joins not in out:
            out.append(joins)
    return out


def _tokenish(piece: str) -> bool:
    """A piece a credential could be: a digit, or a capital after its first character (a
    random token of ten characters has one all but always; a word of prose has neither)."""
    return any(c.isdigit() for c in piece) or any(c.isupper() for c in piece[1:])


def _piece_start(text: str, end: int) -> int:
    at = end
    while at > 0 and _PIECE.fullmatch(text[at - 1]):
        at -= 1
    return at


def _pieces(text: str, chain: list[re.Match[str]]) -> list[str]:
    first = chain[0].start()
    out = [text[_piece_start(text, first) : first]]
    for m in chain:
        piece = _PIECE.match(text, m.end())
        out.append(piece.group() if piece else "")
    return out


def _view(
    text: str, origin: Sequence[int], matches: list[re.Match[str]], decode: Callable[[str], str]
) -> tuple[str, list[tuple[int, int]]]:
    """``text`` with each of ``matches`` replaced by ``decode(match)``; for every character of
    the result, the span of the original text (``origin`` maps ``text`` to it) it came from."""
    out: list[str] = []
    where: list[tuple[int, int]] = []
    at = 0
    for m in matches:
        for i in range(at, m.start()):
            out.append(text[i])
            where.append((origin[i], origin[i] + 1))
        span = (origin[m.start()], origin[m.end() - 1] + 1) if m.end() > m.start() else None
        for c in decode(m.group()):
            out.append(c)
            where.append(span or (origin[m.start()], origin[m.start()]))
        at = m.end()
    for i in range(at, len(text)):
        out.append(text[i])
        where.append((origin[i], origin[i] + 1))
    return "".join(out), where


def _encoded(text: str, deep: bool) -> list[Finding]:
    """Base64 runs whose decoded text holds a secret (the whole run is the secret)."""
    out: list[Finding] = []
    for m in _BASE64.finditer(text):
        run = m.group()
        if _BORING.fullmatch(run) or not re.search(r"[A-Za-z]", run):
            continue
        body = run.rstrip("=")
        padded = body + "=" * (-len(body) % 4)
        try:
            raw = (
                base64.urlsafe_b64decode(padded)
                if re.search(r"[_-]", body)
                else base64.b64decode(padded, validate=True)
            )
            decoded = raw.decode("utf-8")
        except (binascii.Error, ValueError):
            continue
        if not decoded.isprintable() and not all(c.isprintable() or c in "\r\n\t" for c in decoded):
            continue
        inner = _find(decoded, deep)
        if inner:
            out.append(Finding(inner[0].kind, m.start(), m.end()))
    return out


def _find(text: str, deep: bool) -> list[Finding]:
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
    if deep:
        dets = _detectors()
        for j in range(len(dets)):
            if selected is not None and j + len(patterns) not in selected:
                continue
            keyword = dets[j].kind == "secret-keyword"
            for value in set(_values(j, text)):
                if not value or "REDACTED" in value or len(value) < 6:
                    continue
                start = text.find(value)
                while start >= 0:
                    if keyword and _not_the_secret(text, start):
                        start = text.find(value, start + len(value))
                        continue
                    tail = _TOKEN_CHARS.match(text, start + len(value))
                    end = tail.end() if tail else start + len(value)
                    found.append(Finding(dets[j].kind, start, end))
                    start = text.find(value, end)
    return _merge(found)


# a keyword assignment's value that is not the secret: its name ends in a word naming something
# about the secret (``API_KEY_PATH = "..."``, ``apiKeyHeader: "X-Api-Key"``), or it reads the
# secret from the environment (``os.environ['X']``)
_META_BEFORE = re.compile(
    r"(?i)(?:" + "|".join(META_NAME_WORD) + r")[\"']?[ \t]*(?:=>|:=|[:=])[ \t]*[\"'`]?\Z"
)
_ENV_READ = re.compile(ENV_READ)


def _not_the_secret(text: str, start: int) -> bool:
    if _ENV_READ.match(text, start):
        return True
    return _META_BEFORE.search(text, max(0, start - 40), start) is not None


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
