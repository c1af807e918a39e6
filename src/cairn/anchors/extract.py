"""Names a text uses that may point into a repository: files, symbols, Makefile targets,
scripts, commands, dependency versions, environment variables, command-line options.

Extraction casts a wide net and decides nothing: "make sure" yields a ``make_target`` ref named
``sure`` and "PostgreSQL" a ``symbol`` ref. Resolution (``anchors.resolve``) keeps only the refs
that name something in the tree at admission, so a word becomes an anchor only when the
repository agrees it is a name. Code spans (backticks) give strong refs and more of them (every
target after ``make``, the command a span starts with); prose gives the first name after a cue.

Pure: no I/O, no store. At most ``MAX_REFS`` refs per text.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable

from cairn.anchors.types import Ref

MAX_REFS = 40


def _set(words: str) -> frozenset[str]:
    return frozenset(words.split())


FILE_SUFFIXES = _set(
    """py pyi ipynb js mjs cjs jsx ts tsx vue svelte go rs rb java kt kts scala cs swift m mm c h
    cc cpp cxx hpp hh php sh bash zsh fish ps1 bat lua ex exs erl hs ml r jl dart zig nim sql
    graphql proto md rst txt adoc toml yaml yml json jsonc ini cfg conf xml html htm css scss
    sass less lock mk tf tfvars hcl gradle properties env example sample template csv tsv png
    jpg jpeg gif svg ico webp pdf woff woff2 ttf wasm zip gz tgz tar jar db sqlite parquet"""
)
BARE_FILES = _set(
    """Makefile makefile GNUmakefile Dockerfile Containerfile Procfile Gemfile Rakefile Justfile
    justfile Vagrantfile Jenkinsfile Brewfile Pipfile LICENSE CODEOWNERS .env .env.example
    .gitignore .dockerignore .editorconfig .npmrc .nvmrc .python-version .tool-versions
    .pre-commit-config.yaml"""
)
GENERIC_FLAGS = _set(
    """--help --version --verbose --quiet --force --yes --all --dry-run --debug --no-verify
    --global --save --save-dev --user --upgrade --recursive --interactive --watch --fix
    --force-with-lease --amend --hard --soft --rebase --no-ff --continue --abort"""
)
_NPM_BUILTINS = _set(
    """install i ci add remove rm uninstall un update up upgrade publish init create exec x dlx
    link unlink pack audit outdated config cache login logout version view info ls list why
    help run run-script prune dedupe rebuild set get import workspace workspaces global"""
)
_NPM_LIFECYCLE = frozenset({"test", "start", "stop", "restart"})
_PY_RUNNERS = ("uv", "poetry", "pdm", "hatch", "rye")

_URL = re.compile(
    r"\b[a-z][a-z0-9+.-]*://\S+|\bwww\.\S+|\b[\w.+-]+@[a-z][\w-]*\.[a-z][\w.-]*\b", re.I
)
_SPAN = re.compile(r"`([^`\n]{1,300})`")
_TOKEN = re.compile(r"[^\s,;()\[\]{}<>\"'`]+")
_PATH = re.compile(
    r"(?<![\w@.:/-])((?:\.{1,2}/)?(?:[\w@+-][\w@.+-]*/)+(?:[\w@.+-]*[\w@+-]/?)?"
    r"|[\w@+-][\w@.+-]*\.[A-Za-z0-9]{1,10}"
    r"|\.[A-Za-z][\w.-]+)"
    r"(?::(\d+)(?:[-–:](\d+))?|#L(\d+)(?:-L?(\d+))?)?"
)
_CALL = re.compile(r"(?<![\w.$])([A-Za-z_$][\w$]*)\(\)")
_CUE_BEFORE = re.compile(
    r"\b(?:function|method|class|def|func|fn|struct|interface|trait|enum|constant|helper)"
    r"\s+`?([A-Za-z_$][\w$]*)"
)
_IDENT = re.compile(
    r"(?<![\w$./-])([a-z_][a-z0-9]*_[a-z0-9_]+|[a-z]+[A-Z][\w]*|[A-Z][a-z0-9]+[A-Z]\w*)(?![\w$])"
)
_SPAN_SYMBOL = re.compile(r"^(?:[\w$]+(?:\.|::|#|->))*([A-Za-z_$][\w$]*)(?:\((.*)\))?$")
_ENV = re.compile(r"\$\{?([A-Z_][A-Z0-9_]{2,})\}?|(?<![\w$-])([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)\b")
_FLAG = re.compile(r"(?<![\w-])(--[a-z0-9][a-z0-9-]*[a-z0-9])(?![\w-])")
_MAKE = re.compile(r"\b(?:g?make)\s+([^\n`]*)")
_NPM = re.compile(r"\b(npm|pnpm|yarn|bun)\s+(?:(run(?:-script)?)\s+)?([@\w:.\-]+)")
_PYRUN = re.compile(r"\b(uv|poetry|pdm|hatch|rye)\s+run\s+([\w.\-]+)")
_POE = re.compile(r"\bpoe\s+([\w\-]+)")
_TARGET_CUE = re.compile(
    r"\b(?:make(?:file)?\s+)?target\s+`?([\w.\-/]+)`?"
    r"|`?([\w.\-/]+)`?\s+(?:make\s+|makefile\s+)?target\b",
    re.I,
)
_SCRIPT_CUE = re.compile(r"\bscript\s+`([\w:.\-]+)`|`([\w:.\-]+)`\s+script\b", re.I)
_PINNED = re.compile(
    r"((?:@[\w.-]+/)?[A-Za-z0-9][\w.\-]*)\s*(===|==|>=|<=|~=|!=|\^|~>|~)\s*v?(\d[\w.*+\-]*)"
)
_NPM_AT = re.compile(r"(?<![\w/])((?:@[\w.-]+/)?[A-Za-z0-9][\w.\-]*)@[\^~]?v?(\d[\w.\-]*)")
_PROSE_VERSION = re.compile(
    r"\b([A-Za-z][\w.\-]*[A-Za-z0-9])\s+(?:version\s+|v)?(\d+(?:\.\d+)+|\d+(?=\.x\b))"
)
_INSTALL = re.compile(
    r"\b(?:pip3?|uv\s+pip|uv|poetry|pdm|npm|pnpm|yarn|bun|cargo|go|gem|bundle)\s+"
    r"(?:install|add|get|i)\s+((?:[@\w./\-\[\]=<>~^]+\s*){1,6})"
)
_DEP_CUE = re.compile(
    r"`?((?:@[\w.-]+/)?[A-Za-z][\w.\-]*)`?\s+(?:library|package|dependency|crate|gem|module)\b"
    r"|\b(?:depends?\s+on|dependency\s+on)\s+`?((?:@[\w.-]+/)?[A-Za-z][\w.\-]*)`?",
    re.I,
)
_PYMODULE = re.compile(r"\bpython3?\s+-m\s+([\w.]+)")


def _clean(text: str) -> str:
    return _URL.sub(" ", unicodedata.normalize("NFKC", text))


def refs(text: str, evidence: Iterable[str] = ()) -> list[Ref]:
    """The refs of ``text`` and of its evidence (cited locations such as ``src/x.py:12-30``),
    strong before weak, each (kind, name, detail) once."""
    text = _clean(text)
    spans = _SPAN.findall(text)
    prose = _SPAN.sub(" ", text)
    out: list[Ref] = []
    for cited in evidence:
        out += _files(_clean(cited), strong=True)
    for span in spans:
        out += _span_refs(span)
    out += _prose_refs(prose)
    out += _prose_refs_everywhere(text)
    seen: set[tuple[str, str, str]] = set()
    unique: list[Ref] = []
    for r in sorted(out, key=lambda r: not r.strong):
        key = (r.kind, r.name, r.detail)
        if key in seen or not r.name:
            continue
        seen.add(key)
        unique.append(r)
    return unique[:MAX_REFS]


def _files(text: str, *, strong: bool) -> list[Ref]:
    out: list[Ref] = []
    for m in _PATH.finditer(text):
        name = m.group(1).rstrip(".")
        if name.startswith("./"):
            name = name[2:]
        start = m.group(2) or m.group(4)
        end = m.group(3) or m.group(5) or start
        base = name.rstrip("/").rsplit("/", 1)[-1]
        suffix = base.rsplit(".", 1)[-1] if "." in base else ""
        if "/" not in name and base not in BARE_FILES and suffix.lower() not in FILE_SUFFIXES:
            continue
        if re.fullmatch(r"[\d.]+", name) or len(name) < 3:
            continue
        detail = f"{start}-{end}" if start else ""
        out.append(Ref("file", name, detail, strong))
    for word in _TOKEN.findall(text):
        if word in BARE_FILES:
            out.append(Ref("file", word, "", strong))
    return out


def _make(args: str, *, strong: bool) -> list[Ref]:
    out: list[Ref] = []
    tokens = args.split()
    skip = False
    for tok in tokens:
        if skip:
            skip = False
            continue
        if tok in ("-C", "-f", "--directory", "--file", "-I", "-o", "-W"):
            skip = True
            continue
        if tok.startswith("-") or "=" in tok:
            continue
        name = tok.strip(".,:;!?'\")")
        if not re.fullmatch(r"[\w][\w.\-/]*", name):
            break
        out.append(Ref("make_target", name, "", strong))
        if not strong or len(out) >= 4:
            break
    return out


def _scripts(text: str, *, strong: bool) -> list[Ref]:
    out: list[Ref] = []
    for m in _NPM.finditer(text):
        tool, run, name = m.group(1), m.group(2), m.group(3).rstrip(".,:;")
        lifecycle = tool == "npm" and name in _NPM_LIFECYCLE
        if run or lifecycle or (tool != "npm" and name not in _NPM_BUILTINS):
            out.append(Ref("script", name, "npm", strong))
    for m in _PYRUN.finditer(text):
        name = m.group(2).rstrip(".,:;")
        out.append(Ref("script", name, "pyproject", strong))
        out.append(Ref("command", name, "", strong))
    for m in _POE.finditer(text):
        out.append(Ref("script", m.group(1), "pyproject", strong))
    for m in _PYMODULE.finditer(text):
        mod = m.group(1).strip(".")
        out.append(Ref("file", mod.replace(".", "/"), "module", strong))
    return out


def _deps(text: str, *, strong: bool) -> list[Ref]:
    out: list[Ref] = []
    for m in _PINNED.finditer(text):
        out.append(Ref("dependency", m.group(1), m.group(3), True))
    for m in _NPM_AT.finditer(text):
        out.append(Ref("dependency", m.group(1), m.group(2), True))
    for m in _PROSE_VERSION.finditer(text):
        out.append(Ref("dependency", m.group(1), m.group(2), strong))
    for m in _INSTALL.finditer(text):
        for tok in m.group(1).split():
            name = re.split(r"[=<>~^\[@]", tok.lstrip("@") if tok.count("@") > 1 else tok)[0]
            if tok.startswith("@") and tok.count("@") > 1:
                name = "@" + name
            if name and not name.startswith("-"):
                out.append(Ref("dependency", name, "", True))
    for m in _DEP_CUE.finditer(text):
        name = m.group(1) or m.group(2)
        out.append(Ref("dependency", name, "", strong))
    return out


def _span_refs(span: str) -> list[Ref]:
    s = span.strip()
    out: list[Ref] = _files(s, strong=True)
    m = _MAKE.match(s)
    if m:
        out += _make(m.group(1), strong=True)
    out += _scripts(s, strong=True)
    out += _deps(s, strong=True)
    out += [Ref("flag", f, "", True) for f in _FLAG.findall(s) if f not in GENERIC_FLAGS]
    for a, b in _ENV.findall(s):
        out.append(Ref("env_var", a or b, "", True))
    if re.fullmatch(r"[A-Z][A-Z0-9_]{2,}", s):
        out.append(Ref("env_var", s, "", True))
    sym = _SPAN_SYMBOL.match(s)
    if sym and not s.isdigit():
        what = "call" if sym.group(2) is not None else ""
        out.append(Ref("symbol", sym.group(1), what, True))
        if re.fullmatch(r"[A-Za-z][\w.\-]*", s):
            out.append(Ref("dependency", s, "", False))
    for m2 in _CALL.finditer(s):
        out.append(Ref("symbol", m2.group(1), "call", True))
    words = s.split()
    while words and (("=" in words[0] and not words[0].startswith("-")) or words[0] == "sudo"):
        words = words[1:]
    if words and not m and not _NPM.match(" ".join(words)):
        first = words[0].removeprefix("./")
        if (len(words) > 1 or "/" in words[0]) and re.fullmatch(r"[\w][\w.\-/]*", first):
            out.append(Ref("command", first, "", True))
    return out


def _prose_refs(prose: str) -> list[Ref]:
    out: list[Ref] = _files(prose, strong=False)
    for m in _MAKE.finditer(prose):
        out += _make(m.group(1), strong=False)
    out += _scripts(prose, strong=False)
    out += _deps(prose, strong=False)
    out += [Ref("symbol", n, "call", False) for n in _CALL.findall(prose)]
    out += [Ref("symbol", n, "", False) for n in _IDENT.findall(prose)]
    for a, b in _ENV.findall(prose):
        out.append(Ref("env_var", a or b, "", a != ""))
    out += [Ref("flag", f, "", False) for f in _FLAG.findall(prose) if f not in GENERIC_FLAGS]
    return out


def _prose_refs_everywhere(text: str) -> list[Ref]:
    """Cues that may straddle a code span ("the `ship` target", "function `parse`")."""
    out: list[Ref] = []
    for m in _TARGET_CUE.finditer(text):
        out.append(Ref("make_target", m.group(1) or m.group(2), "", True))
    for m in _SCRIPT_CUE.finditer(text):
        out.append(Ref("script", m.group(1) or m.group(2), "", True))
    for m in _CUE_BEFORE.finditer(text):
        out.append(Ref("symbol", m.group(1), "", True))
    return out
