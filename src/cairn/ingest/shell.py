"""What a shell command is, read the way a teammate reads it: the call that matters in a
compound line, the family it belongs to (the same call with other arguments is one family),
what it is for (test, lint, build, ...), whether it only looks (read-only) or changes
something, whether it reads a file, what its failure says (the real error line, not a
banner), and whether that failure is a failing test or a broken invocation/environment.

General tool knowledge only (the common runners, package managers and build tools); nothing
here is taken from a labelled session. Pure functions: no records, no state.
"""

from __future__ import annotations

import functools
import re
from typing import Any

_SEGMENTS = re.compile(r"\s*(?:&&|\|\||;)\s*")
_PIPE_TAIL = re.compile(r"\s*(?:2>&1\s*)?(?:\|\s*(?:tail|head|grep|less|cat|tee|sort|wc)\b.*)?$")
_REDIRECT = re.compile(r"\s+(?:2>&1|[12]?>\s*/dev/null)")
_ENV = re.compile(r"^[A-Z_][A-Z0-9_]*=\S*$")
_RUNNERS = (
    ("uv", "run"),
    ("poetry", "run"),
    ("pipenv", "run"),
    ("pnpm", "exec"),
    ("bundle", "exec"),
    ("hatch", "run"),
    ("pdm", "run"),
    ("rye", "run"),
)
_GROUPS = frozenset(
    {
        "config",
        "compose",
        "sso",
        "remote",
        "stash",
        "submodule",
        "workspace",
        "state",
        "auth",
        "context",
        "container",
        "image",
        "volume",
        "network",
        "system",
        "mod",
        "cache",
        "s3",
        "ecr",
        "eks",
        "secret",
        "pr",
        "issue",
        "repo",
        "rollout",
        "get",
        "describe",
    }
)
_INTERPRETERS = frozenset({"python", "node", "ruby", "bash", "sh", "php", "perl", "deno", "bun"})
_ALIASES = {"python3": "python", "pip3": "pip", "docker-compose": "docker compose"}
_READ_ONLY_WORDS = (
    "ls cat head tail less more grep egrep rg ag find fd wc echo"
    " printf pwd which type whoami env printenv date stat file tree du df ps"
    " top sed awk jq yq diff man id uname hostname nl bat cut sort"
    " uniq true test curl wget http psql sqlite3 mysql redis-cli"
)
_READ_ONLY = frozenset(_READ_ONLY_WORDS.split())
_READ_ONLY_SUB = {
    "git": {
        "status",
        "log",
        "diff",
        "show",
        "branch",
        "remote",
        "rev-parse",
        "blame",
        "grep",
        "describe",
        "ls-files",
        "shortlog",
        "reflog",
        "config",
    },
    "kubectl": {"get", "describe", "logs", "top", "version", "explain", "auth"},
    "docker": {"ps", "logs", "images", "inspect", "version", "info"},
    "terraform": {"show", "output", "validate", "version", "fmt", "providers", "state"},
    "npm": {"ls", "list", "view", "outdated", "config"},
    "go": {"list", "version", "env", "doc", "vet"},
    "cargo": {"tree", "metadata", "search"},
    "aws": {"sts"},
    "gh": {"pr", "issue", "run", "api"},
}
_FILE_READERS = frozenset({"cat", "head", "tail", "less", "more", "bat", "nl", "sed"})
_TOOLS = re.compile(
    r"^(make|just|npm|npx|pnpm|yarn|bun|deno|node|cargo|go|pytest|python|uv|uvx|poetry|pip|tox"
    r"|nox|hatch|ruff|mypy|black|flake8|eslint|tsc|jest|vitest|playwright|mvn|gradle"
    r"|\./gradlew|\./mvnw|dotnet|mix|bundle|rake|rspec|rails|docker|kubectl|helm|terraform"
    r"|ansible-playbook|fly|flyctl|vercel|netlify|bazel|cmake|ctest|ninja|swift|xcodebuild"
    r"|flutter|composer|phpunit|php|sbt|stack|cabal|zig|goreleaser|mkdocs|hugo|alembic|manage\.py"
    r"|\./[\w./-]+\.sh|bash|scripts/[\w./-]+)$"
)
_PURPOSE = (
    ("e2e", re.compile(r"\b(?:e2e|playwright|cypress)\b")),
    (
        "lint",
        re.compile(r"\b(?:lint|ruff|eslint|flake8|mypy|clippy|fmt|format|prettier|black|tsc)\b"),
    ),
    ("tests", re.compile(r"\b(?:test|tests|pytest|jest|vitest|rspec|phpunit|ctest|spec|check)\b")),
    ("release", re.compile(r"\b(?:release|goreleaser|publish)\b")),
    ("plan", re.compile(r"\bplan\b")),
    ("deploy", re.compile(r"\b(?:deploy|apply|rollout|upgrade --install)\b")),
    ("migrations", re.compile(r"\b(?:migrate|migration|makemigrations|db:migrate|alembic)\b")),
    ("install", re.compile(r"\b(?:install|sync|ci|restore|deps\.get)\b")),
    ("build", re.compile(r"\b(?:build|compile|bundle|assemble|package|dist)\b")),
)
PHRASE = {
    "e2e": "Run the end-to-end tests with",
    "tests": "Run the tests with",
    "lint": "Lint with",
    "release": "Release with",
    "plan": "Plan with",
    "deploy": "Deploy with",
    "migrations": "Run migrations with",
    "install": "Install dependencies with",
    "build": "Build with",
}
# what a failing test prints, and what a broken invocation, toolchain or environment prints
# (lower-case substrings: this runs on every failed command's output)
_TEST_FAIL = ("fail", "assertionerror", "assert ", "✗", "✕", "expected")
_TEST_FAIL_RX = re.compile(
    r"(?m)^\s*(?:-+\s*)?FAIL(?:ED)?\b|\b\d+ (?:failed|failing)\b|AssertionError|\bassert(?:ion)? "
    r"failed|\bTests?:\s+\d+ failed|✗|✕|\bexpected\b.{0,60}\b(?:got|received|but was)\b",
    re.I,
)
_ENV_FAIL = (
    "error[e",
    "error:",
    "cannot find",
    "could not find",
    "not found",
    "no such file",
    "undefined:",
    "[build failed]",
    "could not compile",
    "improperlyconfigured",
    "unsupported",
    "unauthorized",
    "unauthorised",
    "permission denied",
    "denied",
    "econnrefused",
    "out of memory",
    "fatal",
    "command not found",
    "modulenotfounderror",
    "cannot find module",
    "rejected",
    "non-fast-forward",
    "unrecognized",
    "not configured",
    "credential",
    "missing",
    "initialization required",
    "initialisation required",
    "expired",
    "timed out",
)
_STRONG_ENV = (
    "[build failed]",
    "could not compile",
    "error[e",
    "undefined:",
    "command not found",
    "cannot find",
    "modulenotfounderror",
    "improperlyconfigured",
    "unauthorized",
    "unauthorised",
    "out of memory",
    "no such file",
)
_ERROR_LINE = re.compile(
    r"^(?:error|fatal|panic|exception|traceback)\b|\b(?:error|Error|ERROR|FATAL)\b[\[:(]"
    r"|undefined:|\b(?:not found|no such file|cannot|can't|unable to|denied|unauthori[sz]ed"
    r"|refused|rejected|out of memory|required|expired|unrecognized|missing|unsupported)\b",
    re.I,
)
# what a failure is about, more than that it failed ("cannot find -lsqlite3" beats
# "error: linking with `cc` failed")
_CAUSE_LINE = re.compile(
    r"undefined:|\b(?:cannot find|can't find|could not find|not found|no such file|denied"
    r"|unauthori[sz]ed|refused|out of memory|initiali[sz]ation required|expired|unrecognized"
    r"|unsupported|rejected|non-fast-forward|not configured|command not found|missing"
    r"|no valid|ImproperlyConfigured|Cannot find module|No module named)",
    re.I,
)
_BANNER = re.compile(
    r"^(?:Compiling|Initializing|Downloading|Running|Installing|Resolving|Fetching|Checking"
    r"|Building|Starting|Collecting|>|\$|\+|Finished|Chunk ID|Wall time|Process exited)\b"
)
_BOX = re.compile(r"^[│╷╵|]\s*")
_EXIT_LINE = re.compile(r"^(?:error: )?exit code:? -?\d+$", re.I)


def segments(cmd: str) -> list[str]:
    """The calls of a compound line, in order (``cd`` steps dropped)."""
    first = cmd.strip().splitlines()[0] if cmd.strip() else ""
    parts = [p.strip() for p in _SEGMENTS.split(first) if p.strip()]
    return [p for p in parts if not p.startswith("cd ")] or parts


@functools.lru_cache(maxsize=4096)
def main_call(cmd: str) -> str:
    """The call a compound line exists for (the last one), without output plumbing."""
    parts = segments(cmd)
    last = parts[-1] if parts else ""
    return _REDIRECT.sub("", _PIPE_TAIL.sub("", last)).strip()


def _words(call: str) -> list[str]:
    words = [w.strip("'\"") for w in call.split()]
    while words and (_ENV.match(words[0]) or words[0] in ("sudo", "time", "env", "exec")):
        words.pop(0)
    return words


def program(call: str) -> str:
    words = _words(call)
    if not words:
        return ""
    name = words[0].rsplit("/", 1)[-1] if words[0].startswith("/") else words[0]
    return _ALIASES.get(name, name)


@functools.lru_cache(maxsize=4096)
def family(call: str) -> str:
    """The call without its arguments: program (runner prefixes and interpreter ``-m``
    unwrapped) plus its script and first subcommand. ``pytest`` and ``python -m pytest -q x``
    are one family; ``make test`` and ``make plan`` are two."""
    words = _words(call)
    if not words:
        return ""
    words[0] = program(call)
    for a, b in _RUNNERS:
        if words[:2] == [a, b] and len(words) > 2:
            words = words[2:]
            words[0] = _ALIASES.get(words[0], words[0])
            break
    if words[0] in ("npx", "uvx", "bunx", "pnpx") and len(words) > 1:
        words = words[1:]
    if words[0] in ("python", "node") and len(words) > 2 and words[1] == "-m":
        words = words[2:]
    head = [words[0]]
    rest = words[1:]
    if head[0] in _INTERPRETERS and rest and not rest[0].startswith("-"):
        head.append(rest.pop(0))  # the script is part of the call
    if head[0] in ("npm", "pnpm", "yarn", "bun") and rest[:1] == ["run"]:
        rest = rest[1:]
    for w in rest:
        if w == "--":
            break
        if w.startswith("-") or _ENV.match(w):
            continue
        if "/" in w or w.startswith(".") or "=" in w or not re.fullmatch(r"[\w:@+-]+", w):
            break
        head.append(w)
        break
    # command groups take a second word ("kubectl config use-context", "aws sso login")
    if len(head) >= 2 and head[-1] in _GROUPS:
        after = rest[rest.index(head[-1]) + 1 :] if head[-1] in rest else []
        nxt = next((w for w in after if not w.startswith("-")), "")
        if nxt and re.fullmatch(r"[a-z][\w:-]*", nxt):
            head.append(nxt)
    return " ".join(head)


@functools.lru_cache(maxsize=4096)
def purpose(cmd: str) -> str | None:
    """What a build-tool command is for (None: not a project task, or not a known tool)."""
    call = main_call(cmd)
    words = _words(call)
    if not words or len(call) > 200:
        return None
    fam = family(call)
    tool = fam.split()[0] if fam else ""
    if not (_TOOLS.match(tool) or _TOOLS.match(words[0]) or tool.endswith(".py")):
        return None
    if is_read_only(call):
        return None
    for name, rx in _PURPOSE:  # what the call is, before what its arguments say
        if rx.search(fam):
            return name
    for name, rx in _PURPOSE:
        if name != "install" and rx.search(call):
            return name
    if fam == "make":
        return "build"  # make's default target
    return None


def is_tool(word: str) -> bool:
    """A known build/test/run tool (``playwright``, ``npm``, ``terraform`` ...)."""
    return bool(_TOOLS.match(_ALIASES.get(word, word)))


def purpose_of_words(text: str) -> str | None:
    """The task a sentence talks about ("tests go through ...", "e2e ...")."""
    low = text.lower()
    for name, rx in _PURPOSE:
        if name != "install" and rx.search(low):
            return name
    return None


def ruled(fam: str, ruled_out: Any) -> bool:
    """Is this call family among those ruled out ("npm" rules out every npm call)?"""
    return any(fam == r or fam.startswith(r + " ") for r in ruled_out)


_SELECTOR = re.compile(
    r"^(?:--deselect|-k|-run|--run|-count=?\S*|--grep|-g|--only|-t|--testNamePattern|--filter)$"
    r"|::|^-count=|^--deselect=|^-run="
)


def canonical(call: str) -> str:
    """The call without what picks one test for the moment (``-k case3``, ``-run TestX``,
    ``--deselect ...``, ``path::test``): the way to run the suite, not this run of it."""
    words = call.split()
    for i, w in enumerate(words):
        if _SELECTOR.search(w.strip("'\"")) or (
            "=" in w
            and re.search(r"--deselect|::| -k | -run ", w + " " + " ".join(words[i:]))
            and w.split("=", 1)[0].isupper()
        ):
            return " ".join(words[:i]) or call
    return call


def is_read_only(call: str) -> bool:
    """A call that only looks (lists, reads, queries, prints): never a fix, never a lesson."""
    words = _words(call)
    if not words:
        return True
    prog = program(call)
    if prog == "sed":
        return "-i" not in words and "--in-place" not in words
    if prog in _READ_ONLY:
        return True
    subs = _READ_ONLY_SUB.get(prog)
    if subs is not None:
        sub = next((w for w in words[1:] if not w.startswith("-")), "")
        if prog == "kubectl" and sub == "config":
            return any(w in ("get-contexts", "view", "current-context") for w in words)
        return sub in subs
    return any(w in ("--help", "-h", "--version", "version") for w in words[1:2])


def file_read(cmd: str) -> str | None:
    """The file a call prints whole or in part (``cat f``, ``sed -n '1,80p' f``), else None."""
    call = main_call(cmd)
    words = _words(call)
    prog = program(call)
    if not words or prog not in _FILE_READERS:
        return None
    args = [w for w in words[1:] if not w.startswith("-") and not w.isdigit()]
    if prog == "sed":
        if "-n" not in words or not args:
            return None
        args = args[1:]  # the first is sed's script ('1,200p')
    return args[0] if len(args) == 1 else None


def failure_kind(output: str) -> str:
    """ "test" (a failing test: the work itself, not a trap), "env" (a broken invocation,
    toolchain or environment) or "other"."""
    head = output[:2000]
    low = head.lower()
    env = any(m in low for m in _ENV_FAIL)
    test = any(m in low for m in _TEST_FAIL) and bool(_TEST_FAIL_RX.search(head))
    if test and not (env and any(m in low for m in _STRONG_ENV)):
        return "test"
    return "env" if env else "other"


def error_line(output: str) -> str:
    """The line that says what went wrong (not a banner, not the exit-code line)."""
    lines = [_BOX.sub("", ln.strip()).strip() for ln in output.splitlines()[:200]]
    lines = [ln for ln in lines if ln and not _EXIT_LINE.match(ln)]
    for ln in lines:
        if _CAUSE_LINE.search(ln) and not _BANNER.match(ln):
            return re.sub(r"^(?:=\s*)?note:\s*", "", ln)[:160]
    for ln in lines:
        if _ERROR_LINE.search(ln) and not _BANNER.match(ln):
            return ln[:160]
    for ln in lines:
        if not _BANNER.match(ln):
            return ln[:160]
    return lines[0][:160] if lines else "non-zero exit"


_WAY_BEFORE = re.compile(
    r"\b(?:use|using|run|running|through|via|with|it'?s|it is|is|are|always|only|type|call)"
    r"\W*(?:\w+\W+){0,6}$",
    re.I,
)
_WAY_AFTER = re.compile(r"^\W*(?:for (?:everything|that|this|all)|is (?:the way|how))\b", re.I)


def named_as_the_way(text: str, cmd: str) -> bool:
    """Is ``cmd`` named in ``text`` as the way to do something ("go through `x`", "use x",
    "it's `x`"), rather than talked about ("`x` is broken")?"""
    at = text.find(cmd)
    if at < 0:
        return False
    before = text[:at].rstrip("` ")
    after = text[at + len(cmd) :].lstrip("`")
    return bool(_WAY_BEFORE.search(before) or _WAY_AFTER.match(after))


def mentioned_commands(text: str) -> list[str]:
    """Commands a sentence names: backticked calls, or a known tool with a subcommand."""
    out: list[str] = []
    for m in re.finditer(r"`([^`\n]{2,160})`", text):
        c = m.group(1).strip()
        words = _words(c)
        if (words and (_TOOLS.match(program(c)) or c.startswith("./")) and " " in c) or (
            words and _TOOLS.match(program(c)) and len(words) == 1
        ):
            out.append(c)
    if not out:
        for m in re.finditer(
            r"\b((?:make|just|pnpm|npm|yarn|cargo|uv run|poetry run|terraform|mix|rake)"
            r" ([a-z][\w:.-]*)(?: [A-Z_]+=\S+)?)",
            text,
        ):
            if m.group(2) not in NOT_SUBCOMMANDS:
                out.append(m.group(1))
    return out


NOT_SUBCOMMANDS_WORDS = (
    "a an and as at but by everything for from here if in instead"
    " is it its not of on one or sense so something sure than that"
    " the them then there these things this those to up use when with"
)
NOT_SUBCOMMANDS = frozenset(NOT_SUBCOMMANDS_WORDS.split())
