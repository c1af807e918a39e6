"""detect-secrets' detectors as data, so that finding a secret does not import detect-secrets.

Importing detect-secrets costs 0.2-1.1 s: its package pulls in ``requests`` (for the online
verifiers cairn never calls) and its scanning machinery. Every detector cairn runs from it is a
set of regular expressions, so they are read out of the installed library once (``extract``) and
kept in ``data/detect_secrets.json`` with the version they came from; ``load`` reads that file
back in about a millisecond. ``python -m cairn.policy.catalogue`` rewrites it, and a test fails
when the committed copy differs from what the installed library yields, or when the two find
different secrets on the corpus. When the installed detect-secrets is another version than the
file's (an upgrade on a user's machine), ``load`` extracts from the library itself, so an updated
detector is never silently ignored: the upgrade only costs the import again.

Three shapes of detector are represented: ``findall`` (detect-secrets' ``RegexBasedDetector``:
every match, or every non-empty group of it), ``first`` (its ``KeywordDetector``: the first
match of each expression, one group of it) and ``findall`` with the ``jwt`` check (its JWT
detector keeps only formally valid tokens). A plugin of any other shape cannot be written to the
file (``extract`` raises); at run time it is called through the library (``Detector.plugin``).

It never verifies a secret online, never logs or stores a value.
"""

from __future__ import annotations

import base64
import importlib.util
import json
import re
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from cairn.policy.prefilter import required_literals

DATA = Path(__file__).with_name("data") / "detect_secrets.json"
# The two entropy plugins flag git SHAs, UUIDs and digests, which agents handle all day; a
# public IP address is not a secret.
SKIP = ("Base64 High Entropy String", "Hex High Entropy String", "Public IP (ipv4)")
FINDALL, FIRST = "findall", "first"


@dataclass(frozen=True)
class Detector:
    """One detect-secrets plugin as cairn runs it."""

    secret_type: str
    mode: str  # FINDALL | FIRST
    patterns: tuple[tuple[str, int, int], ...]  # (expression, flags, group: FIRST only)
    check: str | None = None  # "jwt": keep formally valid tokens only
    literals: frozenset[str] | None = None  # one of these is in any text it can flag
    plugin: Any = None  # a live plugin object, for a shape the file cannot hold

    @property
    def kind(self) -> str:
        return re.sub(r"[^a-z0-9]+", "-", self.secret_type.lower()).strip("-")

    def as_dict(self) -> dict[str, Any]:
        return {
            "type": self.secret_type,
            "mode": self.mode,
            "check": self.check,
            "patterns": [list(p) for p in self.patterns],
            "literals": sorted(self.literals) if self.literals is not None else None,
        }


@dataclass(frozen=True)
class Catalogue:
    version: str
    detectors: tuple[Detector, ...]
    live: bool = False  # extracted from the library in this process (version mismatch)

    def as_dict(self) -> dict[str, Any]:
        return {
            "source": "detect-secrets",
            "version": self.version,
            "skipped": list(SKIP),
            "detectors": [d.as_dict() for d in self.detectors],
        }


class CatalogueError(Exception):
    """A detect-secrets plugin whose shape the file cannot hold."""


def installed_version() -> str | None:
    """The installed detect-secrets' version, read from its ``__version__.py`` without
    importing the package (whose ``__init__`` is the slow part); None when it is missing."""
    try:
        spec = importlib.util.find_spec("detect_secrets")
    except (ImportError, ValueError):
        return None
    if spec is None or not spec.submodule_search_locations:
        return None
    for folder in spec.submodule_search_locations:
        try:
            text = (Path(folder) / "__version__.py").read_text(encoding="utf-8")
        except OSError:
            continue
        found = re.search(r"""VERSION\s*=\s*['"]([^'"]+)['"]""", text)
        if found:
            return found.group(1)
    return None


def _literals(patterns: tuple[tuple[str, int, int], ...]) -> frozenset[str] | None:
    out: set[str] = set()
    for source, flags, _group in patterns:
        found = required_literals(re.compile(source, flags))
        if found is None:
            return None
        out |= found
    return frozenset(out)


def _patterns(regexes: Iterator[tuple[re.Pattern[str], int]]) -> tuple[tuple[str, int, int], ...]:
    return tuple((rx.pattern, rx.flags, group) for rx, group in regexes)


def _detector(cls: Any) -> Detector:
    """A plugin class as a detector the file can hold (CatalogueError otherwise)."""
    from detect_secrets.plugins.base import RegexBasedDetector

    name: str = cls.secret_type
    if cls.__name__ == "KeywordDetector":
        module = sys.modules[cls.__module__]
        # analyze_string's default: the quotes-required expressions, each group as mapped
        table: dict[re.Pattern[str], int] = module.QUOTES_REQUIRED_DENYLIST_REGEX_TO_GROUP
        pats = _patterns(iter(table.items()))
        return Detector(name, FIRST, pats, None, _literals(pats))
    if isinstance(cls, type) and issubclass(cls, RegexBasedDetector):
        denylist: Any = cls.denylist  # a class attribute on every concrete detector
        pats = _patterns((rx, 0) for rx in denylist)
        if cls.analyze_string is RegexBasedDetector.analyze_string:
            return Detector(name, FINDALL, pats, None, _literals(pats))
        if cls.__name__ == "JwtTokenDetector" and hasattr(cls, "is_formally_valid"):
            return Detector(name, FINDALL, pats, "jwt", _literals(pats))
    raise CatalogueError(
        f"detect-secrets plugin {name!r} ({cls.__name__}) has a shape cairn cannot hold as data"
    )


def extract(*, strict: bool = True) -> Catalogue:
    """The catalogue of the installed detect-secrets (imports it: slow). With ``strict`` off, a
    plugin of an unknown shape is kept as a live plugin object instead of raising."""
    from detect_secrets.core.plugins.util import get_mapping_from_secret_type_to_class

    mapping: dict[str, Any] = get_mapping_from_secret_type_to_class()
    out: list[Detector] = []
    for name, cls in sorted(mapping.items()):
        if name in SKIP:
            continue
        try:
            out.append(_detector(cls))
        except CatalogueError:
            if strict:
                raise
            out.append(Detector(name, FINDALL, (), None, None, plugin=cls()))
    return Catalogue(installed_version() or "unknown", tuple(out), live=not strict)


def _read(path: Path) -> Catalogue:
    data = json.loads(path.read_text(encoding="utf-8"))
    detectors = tuple(
        Detector(
            str(d["type"]),
            str(d["mode"]),
            tuple((str(p[0]), int(p[1]), int(p[2])) for p in d["patterns"]),
            d.get("check"),
            frozenset(d["literals"]) if d.get("literals") is not None else None,
        )
        for d in data["detectors"]
    )
    return Catalogue(str(data["version"]), detectors)


@lru_cache(maxsize=1)
def load() -> Catalogue:
    """The detectors to run: the committed file when it matches the installed detect-secrets
    (or detect-secrets is absent), else the installed library's own, extracted now."""
    try:
        stored = _read(DATA)
    except (OSError, ValueError, KeyError, TypeError, IndexError):
        stored = None
    version = installed_version()
    if stored is not None and (version is None or version == stored.version):
        return stored
    if version is None:
        return Catalogue("none", ())
    return extract(strict=False)


def jwt_valid(token: str) -> bool:
    """detect-secrets' formal JWT check: every part decodes as base64url, the first two as
    JSON."""
    for idx, part_str in enumerate(token.split(".")):
        try:
            part = part_str.encode("ascii")
            pad = len(part) % 4
            if pad == 1:
                return False
            part += {2: b"==", 3: b"==="}.get(pad, b"")  # as upstream pads, exactly
            decoded = base64.urlsafe_b64decode(part)
            if idx < 2:
                json.loads(decoded.decode("utf-8"))
        except (TypeError, ValueError, UnicodeDecodeError):
            return False
    return True


def write(path: Path = DATA) -> Path:
    """Regenerate the committed catalogue from the installed detect-secrets."""
    path.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(extract().as_dict(), indent=1, ensure_ascii=False, sort_keys=True) + "\n"
    path.write_text(text, encoding="utf-8")
    return path


if __name__ == "__main__":
    print(f"wrote {write()}")
