"""Where a name lives inside a file, and its fingerprint: Makefile rules, package.json and
pyproject scripts, dependency manifests, symbol definitions.

Each parser takes a file's text and returns ``Region`` values: the region's text (what claims are
checked against), its lines, and a fingerprint of its normalised text (comments and whitespace
folded, so re-indenting is not a change). A symbol's fingerprint leaves its own name out, so the
same body under a new name is recognisable (a rename, not a removal). Python is read with ``ast``;
other languages with definition patterns and brace or indentation matching, which is a heuristic
(good for the common layouts, not a parser).

Pure functions of text: no file is opened here, and a malformed file yields no regions rather
than an error.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from dataclasses import dataclass

MAKEFILES = ("Makefile", "makefile", "GNUmakefile")
MAX_BODY_LINES = 400


@dataclass(frozen=True)
class Region:
    text: str
    start: int  # 1-based first line (0 when the region has no lines, e.g. a JSON value)
    end: int
    fingerprint: str
    what: str = ""  # def | class | const | rule | a table name

    @property
    def locator(self) -> str:
        return f"{self.what}:{self.start}-{self.end}" if self.start else self.what


def digest(text: str) -> str:
    import hashlib  # only when something is fingerprinted: off the hook's common path

    return hashlib.blake2b(text.encode("utf-8", "replace"), digest_size=12).hexdigest()


_C_COMMENT = re.compile(r"/\*.*?\*/", re.S)
_LINE_COMMENT = re.compile(r"(?m)(?:^|\s)(?://|#).*$")


def normalise(text: str, *, comments: bool = True) -> str:
    if comments:
        text = _LINE_COMMENT.sub(" ", _C_COMMENT.sub(" ", text))
    return " ".join(text.split())


_IDENT = re.compile(r"[\w$]+")


def region(text: str, start: int, end: int, what: str, *, name: str | None = None) -> Region:
    norm = normalise(text)
    if name:  # the same body under another name fingerprints the same
        norm = _IDENT.sub(lambda m: "_" if m.group(0) == name else m.group(0), norm)
    return Region(text, start, end, digest(norm), what)


def lines(text: str, start: int, end: int) -> str:
    return "\n".join(text.splitlines()[max(0, start - 1) : end])


# -- Makefile rules ------------------------------------------------------------------------------

_RULE = re.compile(r"^([^\t#:=][^:=#]*?)\s*(::?)(?![=])(.*)$")
_ASSIGN = re.compile(r"^\s*(?:export\s+|override\s+)?[\w.-]+\s*(?::{1,3}=|\?=|\+=|!=|=)")


def make_rules(text: str) -> dict[str, Region]:
    """target -> its rule (prerequisites and recipe); a target given several rules gets them
    all. Special targets (``.PHONY``), pattern rules and variable assignments are not
    targets."""
    raw = text.splitlines()
    joined: list[tuple[int, int, str]] = []  # (first line, last line, logical line)
    i = 0
    while i < len(raw):
        start, line = i + 1, raw[i]
        while line.endswith("\\") and i + 1 < len(raw):
            i += 1
            line = line[:-1] + " " + raw[i]
        joined.append((start, i + 1, line))
        i += 1
    found: dict[str, list[tuple[int, int, str]]] = {}
    k = 0
    while k < len(joined):
        start, end, line = joined[k]
        m = _RULE.match(line)
        if not m or _ASSIGN.match(line) or line.startswith((" ", "\t")):
            k += 1
            continue
        targets = [t for t in m.group(1).split() if t and not t.startswith(".") and "%" not in t]
        body = [m.group(3).split(";", 1)[0]]
        if ";" in m.group(3):
            body.append(m.group(3).split(";", 1)[1])
        j = k + 1
        while j < len(joined):
            _, last, nxt = joined[j]
            if nxt.startswith("\t"):
                body.append(nxt)
                end = last
            elif nxt.strip() and not nxt.lstrip().startswith("#"):
                break
            j += 1
        for t in targets:
            found.setdefault(t, []).append((start, end, "\n".join(body)))
        k = j
    out: dict[str, Region] = {}
    for t, parts in found.items():
        joined_body = "\n".join(b for _, _, b in parts)
        out[t] = region(joined_body, parts[0][0], parts[-1][1], "rule")
    return out


# -- scripts ---------------------------------------------------------------------------------------


def npm_scripts(text: str) -> dict[str, Region]:
    try:
        data = json.loads(text)
    except ValueError:
        return {}
    scripts = data.get("scripts") if isinstance(data, dict) else None
    if not isinstance(scripts, dict):
        return {}
    return {
        str(k): region(str(v), 0, 0, "scripts")
        for k, v in scripts.items()
        if isinstance(v, str | int | float)
    }


def _toml(text: str) -> dict[str, object]:
    import tomllib

    try:
        return tomllib.loads(text)
    except (tomllib.TOMLDecodeError, ValueError):
        return {}


def _table(data: object, dotted: str) -> object:
    for part in dotted.split("."):
        if not isinstance(data, dict):
            return None
        data = data.get(part)
    return data


_PY_SCRIPT_TABLES = (
    "project.scripts",
    "project.gui-scripts",
    "tool.poetry.scripts",
    "tool.pdm.scripts",
    "tool.rye.scripts",
    "tool.poe.tasks",
    "tool.taskipy.tasks",
)


def py_scripts(text: str) -> dict[str, Region]:
    """name -> its command in pyproject's script and task tables (the first table holding a
    name wins)."""
    data = _toml(text)
    tables = list(_PY_SCRIPT_TABLES)
    envs = _table(data, "tool.hatch.envs")
    if isinstance(envs, dict):
        tables += [f"tool.hatch.envs.{e}.scripts" for e in envs]
    out: dict[str, Region] = {}
    for dotted in tables:
        table = _table(data, dotted)
        if not isinstance(table, dict):
            continue
        for k, v in table.items():
            if str(k) in out:
                continue
            value = v if isinstance(v, str) else json.dumps(v, sort_keys=True, default=str)
            out[str(k)] = region(value, 0, 0, dotted)
    return out


# -- dependencies ------------------------------------------------------------------------------


def dep_key(name: str) -> str:
    """A dependency's name for comparison (PEP 503 folding, npm scopes kept)."""
    return re.sub(r"[-_.]+", "-", name.strip().lower())


_PEP508 = re.compile(r"^\s*([A-Za-z0-9][A-Za-z0-9._-]*)\s*(\[[^\]]*\])?\s*(.*)$")


def _pep508(items: object, table: str, out: dict[str, Region]) -> None:
    if not isinstance(items, list):
        return
    for item in items:
        if not isinstance(item, str):
            continue
        m = _PEP508.match(item)
        if m:
            out.setdefault(dep_key(m.group(1)), region(m.group(3).split(";")[0], 0, 0, table))


def _mapping(items: object, table: str, out: dict[str, Region]) -> None:
    if not isinstance(items, dict):
        return
    for k, v in items.items():
        spec = v if isinstance(v, str) else json.dumps(v, sort_keys=True, default=str)
        out.setdefault(dep_key(str(k)), region(spec, 0, 0, table))


def dependencies(path: str, text: str) -> dict[str, Region]:
    """dependency key -> its version spec, for the manifests cairn reads (pyproject.toml,
    requirements*.txt, package.json, Cargo.toml, go.mod, Gemfile). The language itself counts
    when the manifest pins it (``python`` from requires-python, ``node`` from engines, ``go``)."""
    base = path.rsplit("/", 1)[-1]
    out: dict[str, Region] = {}
    if base == "pyproject.toml":
        data = _toml(text)
        rp = _table(data, "project.requires-python")
        if isinstance(rp, str):
            out["python"] = region(rp, 0, 0, "project.requires-python")
        _pep508(_table(data, "project.dependencies"), "project.dependencies", out)
        for group in ("project.optional-dependencies", "dependency-groups"):
            g = _table(data, group)
            if isinstance(g, dict):
                for k, v in g.items():
                    _pep508(v, f"{group}.{k}", out)
        _mapping(_table(data, "tool.poetry.dependencies"), "tool.poetry.dependencies", out)
        _mapping(_table(data, "tool.poetry.dev-dependencies"), "tool.poetry.dev-dependencies", out)
        groups = _table(data, "tool.poetry.group")
        if isinstance(groups, dict):
            for k, v in groups.items():
                _mapping(_table(v, "dependencies"), f"tool.poetry.group.{k}.dependencies", out)
        _pep508(_table(data, "tool.uv.dev-dependencies"), "tool.uv.dev-dependencies", out)
    elif base.startswith("requirements") and base.endswith((".txt", ".in")):
        items = [ln.split("#", 1)[0].strip() for ln in text.splitlines()]
        _pep508([i for i in items if i and not i.startswith("-")], "requirements", out)
    elif base == "package.json":
        try:
            data = json.loads(text)
        except ValueError:
            return {}
        if not isinstance(data, dict):
            return {}
        for table in (
            "dependencies",
            "devDependencies",
            "peerDependencies",
            "optionalDependencies",
        ):
            _mapping(data.get(table), table, out)
        engines = data.get("engines")
        if isinstance(engines, dict):
            _mapping(engines, "engines", out)
    elif base == "Cargo.toml":
        data = _toml(text)
        for table in (
            "dependencies",
            "dev-dependencies",
            "build-dependencies",
            "workspace.dependencies",
        ):
            _mapping(_table(data, table), table, out)
    elif base == "go.mod":
        for m in re.finditer(
            r"(?m)^\s*(?:require\s+)?([\w.\-]+(?:/[\w.\-]+)+)\s+(v[\w.\-+]+)", text
        ):
            out.setdefault(dep_key(m.group(1)), region(m.group(2), 0, 0, "require"))
        g = re.search(r"(?m)^go\s+(\S+)", text)
        if g:
            out["go"] = region(g.group(1), 0, 0, "go")
    elif base == "Gemfile":
        for m in re.finditer(r"""(?m)^\s*gem\s+['"]([\w.\-]+)['"]\s*(?:,\s*(.*))?$""", text):
            out.setdefault(dep_key(m.group(1)), region(m.group(2) or "", 0, 0, "gem"))
    return out


MANIFESTS = ("pyproject.toml", "package.json", "Cargo.toml", "go.mod", "Gemfile")


def is_manifest(path: str) -> bool:
    base = path.rsplit("/", 1)[-1]
    return base in MANIFESTS or (base.startswith("requirements") and base.endswith((".txt", ".in")))


# -- symbol definitions --------------------------------------------------------------------------

CODE_SUFFIXES = (
    ".py",
    ".pyi",
    ".js",
    ".mjs",
    ".cjs",
    ".jsx",
    ".ts",
    ".tsx",
    ".go",
    ".rs",
    ".rb",
    ".java",
    ".kt",
    ".kts",
    ".scala",
    ".cs",
    ".swift",
    ".php",
    ".sh",
    ".bash",
    ".zsh",
    ".lua",
    ".ex",
    ".exs",
    ".dart",
    ".vue",
    ".svelte",
)
_GENERIC = [
    (r"(?:export\s+)?(?:default\s+)?(?:async\s+)?function\s*\*?\s*([A-Za-z_$][\w$]*)", "def"),
    (r"(?:export\s+)?(?:default\s+)?(?:abstract\s+)?class\s+([A-Za-z_$][\w$]*)", "class"),
    (
        r"(?:export\s+)?(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*(?::[^=]+)?="
        r"\s*(?:async\s*)?(?:function\b|\([^)]*\)\s*(?::[^=]+)?=>|[A-Za-z_$][\w$]*\s*=>)",
        "def",
    ),
    (r"(?:export\s+)?(?:interface|enum)\s+([A-Za-z_$][\w$]*)", "class"),
    (r"(?:export\s+)?type\s+([A-Za-z_$][\w$]*)\s*(?:<[^>]*>)?\s*=", "class"),
    (r"func\s+(?:\([^)]*\)\s*)?([A-Za-z_]\w*)\s*[\[(]", "def"),
    (r"type\s+([A-Za-z_]\w*)\s+(?:struct|interface)\b", "class"),
    (
        r"(?:pub(?:\([^)]*\))?\s+)?(?:async\s+)?(?:unsafe\s+)?(?:const\s+)?fn\s+([A-Za-z_]\w*)",
        "def",
    ),
    (r"(?:pub(?:\([^)]*\))?\s+)?(?:struct|enum|trait|union)\s+([A-Za-z_]\w*)", "class"),
    (r"def\s+(?:self\.)?([A-Za-z_]\w*[?!]?)", "def"),
    (r"(?:class|module)\s+([A-Z]\w*)", "class"),
    (r"(?:function\s+)?([A-Za-z_][\w-]*)\s*\(\)\s*\{", "def"),
]
_JVM = (
    r"(?:(?:public|private|protected|internal|static|final|abstract|override|suspend|open|"
    r"synchronized|async|virtual)\s+)+(?:fun\s+)?(?:[\w<>\[\],.?]+\s+)?([A-Za-z_]\w*)\s*\(",
    "def",
)
_GENERIC_RE = [(re.compile(r"^\s*" + p), w) for p, w in _GENERIC]
_JVM_RE = (re.compile(r"^\s*" + _JVM[0]), _JVM[1])
_STRINGS = re.compile(r"""("(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*'|`(?:\\.|[^`\\])*`)""")


@dataclass(frozen=True)
class Definition:
    name: str
    region: Region


def definitions(path: str, text: str) -> dict[str, list[Definition]]:
    """name -> its definitions in one source file (functions, methods, classes and types;
    module-level constants in Python)."""
    out: dict[str, list[Definition]] = {}
    found = _python_defs(text) if path.endswith((".py", ".pyi")) else None
    for d in found if found is not None else _generic_defs(path, text):
        out.setdefault(d.name, []).append(d)
    return out


def _python_defs(text: str) -> list[Definition] | None:
    import ast

    try:
        tree = ast.parse(text)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return None
    src = text.splitlines()
    out: list[Definition] = []

    def body(node: ast.AST, name: str, what: str) -> None:
        start = getattr(node, "lineno", 1)
        decos = getattr(node, "decorator_list", [])
        if decos:
            start = min(start, *(d.lineno for d in decos))
        end = getattr(node, "end_lineno", None) or start
        segment = "\n".join(src[start - 1 : end])
        try:
            shape = ast.dump(node, annotate_fields=False, include_attributes=False)
        except (ValueError, RecursionError):
            shape = normalise(segment)
        shape = shape.replace(f"'{name}'", "'_'")
        out.append(Definition(name, Region(segment, start, end, digest(shape), what)))

    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            body(node, node.name, "def")
        elif isinstance(node, ast.ClassDef):
            body(node, node.name, "class")
    for node in tree.body:  # module-level constants (MAX_RETRIES = 3)
        targets: list[ast.expr] = []
        if isinstance(node, ast.Assign):
            targets = list(node.targets)
        elif isinstance(node, ast.AnnAssign):
            targets = [node.target]
        for t in targets:
            if isinstance(t, ast.Name) and t.id.isupper():
                body(node, t.id, "const")
    return out


def _generic_defs(path: str, text: str) -> Iterator[Definition]:
    src = text.splitlines()
    patterns = list(_GENERIC_RE)
    if path.endswith((".java", ".kt", ".kts", ".scala", ".cs", ".swift", ".dart")):
        patterns.append(_JVM_RE)
    for i, line in enumerate(src):
        if len(line) > 400 or not line.strip() or line.lstrip().startswith(("//", "#", "*")):
            continue
        for pat, what in patterns:
            m = pat.match(line)
            if not m:
                continue
            name = m.group(1)
            if name in ("if", "for", "while", "switch", "return", "catch", "new", "else"):
                break
            end = _extent(src, i)
            segment = "\n".join(src[i : end + 1])
            yield Definition(name, region(segment, i + 1, end + 1, what, name=name))
            break


def _extent(src: list[str], i: int) -> int:
    """The last line (0-based) of the definition starting at line ``i``: brace matching when a
    ``{`` opens it within three lines, else the indented block (and a closing ``end``)."""
    depth = 0
    opened = False
    for j in range(i, min(len(src), i + MAX_BODY_LINES)):
        code = _STRINGS.sub('""', src[j].split("//", 1)[0])
        if not opened and j > i + 2:
            break
        for ch in code:
            if ch == "{":
                depth += 1
                opened = True
            elif ch == "}" and opened:
                depth -= 1
        if opened and depth <= 0:
            return j
        if not opened and code.rstrip().endswith(";"):
            return j
    if opened:
        return min(len(src) - 1, i + MAX_BODY_LINES - 1)
    indent = len(src[i]) - len(src[i].lstrip())
    last = i
    for j in range(i + 1, min(len(src), i + MAX_BODY_LINES)):
        line = src[j]
        if not line.strip():
            continue
        ind = len(line) - len(line.lstrip())
        if ind <= indent:
            if line.strip() == "end" and ind == indent:
                last = j
            break
        last = j
    return last
