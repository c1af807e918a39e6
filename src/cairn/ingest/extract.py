"""The heuristic extractor: durable lessons from normalised records, not chatter.

Rules (each lesson is one short, self-contained sentence that keeps identifiers exactly):

- decisions: "we decided ...", "let's use X instead of Y", "we'll go with ..." (a person, or a
  summary);
- conventions: "always/never ...", "make sure to ...", "in this repo ..." (a person; an
  assistant only when it states a project rule);
- preferences and corrections: "no, use ...", "I prefer ...", "from now on ...", "don't ...";
- pitfalls: a shell command that failed, followed by a similar one that worked (the error and
  the fix are both in the lesson), and "Error: ... Fix: ..." pairs in compaction summaries;
- commands: build/test/lint/deploy/install commands that exited 0.

Questions, requests for one-off work, quoted text and prose from subagent prompts are never
lessons. The extractor never writes; ``carry`` (JSON) holds what must survive a chunk boundary.
"""

from __future__ import annotations

import re
from typing import Any

from cairn.ingest.records import Lesson, Record

_FENCE = re.compile(r"```.*?(?:```|\Z)", re.S)
_SPLIT = re.compile(r"(?<=[.!?])\s+(?=[A-Z`\"'])|\n+")
_BULLET = re.compile(r"^\s*(?:[-*•>]|\d+[.)])\s+")
_WS = re.compile(r"\s+")

_QUESTION_START = re.compile(
    r"^(?:can|could|would|will|should|shall|how|what|why|where|when|which|who|is|are|do|does|did)\b",
    re.I,
)
_REQUEST = re.compile(
    r"^(?:please\s+)?(?:can|could|would) you\b|^(?:please\s+)?(?:create|add|write|make|fix|show|"
    r"explain|run|check|look|open|read|list|find|tell|give|update|implement|refactor|delete|remove)\b",
    re.I,
)
_CORRECTION = re.compile(
    r"^(?:no|nope|wrong|actually|not quite)\b[\s,.!:;—-]+(.+)$",
    re.I,
)
_IMPERATIVE = re.compile(
    r"^(?:please\s+)?(?:use|run|call|keep|put|prefer|switch|stick|write|name|import|pin|set|"
    r"go with|it'?s|it is|that'?s|we|the)\b",
    re.I,
)
_PREFERENCE = re.compile(
    r"\bI(?:'d| would)? (?:prefer|like it when|want you to|'d like you to)\b|\bfrom now on\b|"
    r"^please (?:always|never|don'?t|do not|use|keep|prefer)\b|\bI (?:don'?t|do not) (?:like|want)\b",
    re.I,
)
_DONT = re.compile(r"^(?:please\s+)?(?:don'?t|do not|never|stop|avoid)\s+\w+", re.I)
_CONVENTION = re.compile(
    r"\b(?:always|never)\s+(?:\w+\s+){0,2}?(?:use|run|call|put|add|write|commit|push|edit|"
    r"import|pin|keep|prefix|name|format|check|test|create|update|merge|rebase|store|log|"
    r"return|raise|wrap|mock|touch|modify|change|bump|squash|include|open|go|read|set|be|"
    r"upgrade|downgrade|delete|remove|install|deploy|force-push|skip|disable|hardcode)\b|"
    r"\bmake sure (?:to|you|that|we)\b|\b(?:must|must not|mustn'?t)\s+\w+|"
    r"\b(?:our|the) convention (?:is|here)\b|\bin this (?:repo|repository|project|codebase)\b",
    re.I,
)
_DECISION = re.compile(
    r"\b(?:we|I|the team)(?:'ve| have)? (?:decided|agreed|chose|settled on|standardi[sz]ed on)\b|"
    r"\b(?:we|I)(?:'re| are|'ll| will) (?:going with|go with|switching to|moving to|use)\b|"
    r"\blet'?s (?:use|go with|switch to|stick with|move to|adopt|standardi[sz]e on|keep)\b|"
    r"\bdecision\s*:|\b(?:use|prefer) \S+ (?:instead of|rather than|over)\b|"
    r"\binstead of \S+,? (?:use|we use)\b",
    re.I,
)
_REMEMBER = re.compile(r"^(?:remember|note|fyi|important)\b(?: that)?\s*[:,-]?\s*(.+)$", re.I)
_ASSISTANT_RULE = re.compile(
    r"\b(?:this|the) (?:project|repo|repository|codebase) (?:uses|requires|expects)\b|"
    r"\bwe (?:should|must) (?:always|never)\b|^(?:convention|rule)\s*:|"
    r"\b(?:the )?root cause (?:was|is)\b|\bwe decided\b",
    re.I,
)
_SUMMARY_ERROR = re.compile(r"^\W*(?:error|problem|issue)\W*:?\s*(.+)$", re.I)
_SUMMARY_FIX = re.compile(
    r"^\W*(?:fix(?:ed)?(?: by)?|solution|resolved by|resolution)\W*:?\s*(.+)$", re.I
)

_TOOLS = re.compile(
    r"^(?:sudo\s+)?(?:(?:[A-Z_]+=\S+\s+)*)(make|just|npm|npx|pnpm|yarn|bun|deno|node|cargo|go|"
    r"pytest|python3?|uv|uvx|poetry|pip3?|tox|nox|hatch|ruff|mypy|black|flake8|eslint|tsc|jest|"
    r"vitest|mvn|gradle|\./gradlew|\./mvnw|dotnet|mix|bundle|rake|rspec|rails|docker|"
    r"docker-compose|kubectl|helm|terraform|ansible-playbook|fly|flyctl|vercel|netlify|bazel|"
    r"cmake|ctest|ninja|swift|xcodebuild|flutter|composer|phpunit|php|sbt|stack|cabal|zig|"
    r"\./[\w./-]+\.sh|bash\s+[\w./-]+\.sh|scripts/[\w./-]+)\b"
)
_PURPOSE = (
    ("test", re.compile(r"\b(?:test|tests|pytest|jest|vitest|rspec|phpunit|ctest|spec|check)\b")),
    (
        "lint",
        re.compile(r"\b(?:lint|ruff|eslint|flake8|mypy|clippy|fmt|format|prettier|black|tsc)\b"),
    ),
    ("deploy", re.compile(r"\b(?:deploy|release|publish|apply|rollout|upgrade --install)\b")),
    ("migrate", re.compile(r"\b(?:migrate|migration|db:migrate|alembic)\b")),
    ("install", re.compile(r"\b(?:install|sync|ci|restore|bundle install|deps\.get)\b")),
    ("build", re.compile(r"\b(?:build|compile|bundle|make|assemble|package|dist)\b")),
)
_PHRASE = {
    "test": "Run the tests with",
    "lint": "Lint and type-check with",
    "deploy": "Deploy with",
    "migrate": "Run migrations with",
    "install": "Install dependencies with",
    "build": "Build with",
}
_PIPE_NOISE = re.compile(r"\s*(?:2>&1\s*)?(?:\|\s*(?:tail|head|grep|less|cat)\b.*)?$")
_CD = re.compile(r"^cd\s+\S+\s*&&\s*")
_ERRORISH = re.compile(
    r"error|not found|no such|denied|failed|failure|cannot|can't|unable|exception|E\d{3,}", re.I
)
_MAX_WORDS = 45


def _sentences(text: str) -> list[str]:
    text = _FENCE.sub("\n", text)
    out = []
    for raw in _SPLIT.split(text):
        s = _BULLET.sub("", raw).replace("**", "").strip()
        if s:
            out.append(s)
    return out


def _tidy(s: str) -> str | None:
    s = _WS.sub(" ", s).strip().strip("\"'“”").strip()
    s = s.rstrip(",;:—- ")
    words = s.split()
    if len(words) < 3 or len(words) > _MAX_WORDS or s.endswith("?"):
        return None
    s = s[0].upper() + s[1:]
    if s[-1] not in ".!`)":
        s += "."
    return s


_LEAD = re.compile(r"^(?:and|also|plus|so|but|ok(?:ay)?|great|thanks|yes|right)\b[\s,.!:;-]*", re.I)


def _user_lesson(s: str) -> tuple[str, str, str] | None:
    s = _LEAD.sub("", s) or s
    if s.endswith("?") or s.startswith(('"', "'", "“")):
        return None
    m = _CORRECTION.match(s)
    if m and _IMPERATIVE.match(m.group(1)):
        return ("preference", m.group(1), "correction")
    m = _REMEMBER.match(s)
    if m and len(m.group(1).split()) >= 3:
        body = m.group(1)
        return ("convention" if _CONVENTION.search(body) else "fact", body, "remember")
    if _QUESTION_START.match(s) and not _DECISION.search(s):
        return None
    if _PREFERENCE.search(s):
        return ("preference", s, "preference")
    if _DECISION.search(s):
        return ("decision", s, "decision")
    if _DONT.match(s) or _CONVENTION.search(s):
        if _REQUEST.match(s) and not re.search(r"\b(?:always|never)\b", s, re.I):
            return None
        return ("convention", s, "convention")
    return None


def _assistant_lesson(s: str) -> tuple[str, str, str] | None:
    if s.endswith("?") or not _ASSISTANT_RULE.search(s):
        return None
    low = s.lower()
    if "root cause" in low:
        return ("pitfall", s, "root-cause")
    if "decided" in low:
        return ("decision", s, "assistant-decision")
    return ("convention", s, "assistant-rule")


def _short_cmd(cmd: str) -> str:
    c = cmd.strip().splitlines()[0] if cmd.strip() else ""
    c = _CD.sub("", c)
    return _PIPE_NOISE.sub("", c).strip()


def _purpose(cmd: str) -> str | None:
    if not _TOOLS.match(cmd) or len(cmd) > 160:
        return None
    for name, rx in _PURPOSE:
        if rx.search(cmd):
            return name
    return None


def _error_line(output: str) -> str:
    lines = [ln.strip() for ln in output.splitlines() if ln.strip()]
    lines = [ln for ln in lines if not re.match(r"^(?:error: )?exit code \d+$", ln, re.I)]
    for ln in lines:
        if _ERRORISH.search(ln):
            return ln[:140]
    return lines[0][:140] if lines else "non-zero exit"


def _similar(a: str, b: str) -> bool:
    ta, tb = a.split(), b.split()
    if not ta or not tb or a == b:
        return False
    if ta[1:] == tb[1:] and (ta[0].startswith(tb[0]) or tb[0].startswith(ta[0])):
        return True
    sa, sb = set(ta), set(tb)
    return ta[0] == tb[0] and len(sa & sb) / len(sa | sb) >= 0.5


class HeuristicExtractor:
    name = "heuristic"

    def extract(
        self, records: list[Record], carry: dict[str, Any], *, final: bool = False
    ) -> list[Lesson]:
        out: list[Lesson] = []
        failed: list[list[str]] = carry.setdefault("failed", [])
        seen_cmds: list[str] = carry.setdefault("cmds", [])
        for rec in records:
            if rec.role == "command":
                out.extend(self._command(rec, failed, seen_cmds))
            elif rec.role == "user":
                for s in _sentences(rec.text):
                    hit = _user_lesson(s)
                    if hit and (text := _tidy(hit[1])):
                        out.append(Lesson(hit[0], text, rec, hit[2]))
            elif rec.role == "assistant":
                for s in _sentences(rec.text):
                    hit = _assistant_lesson(s)
                    if hit and (text := _tidy(hit[1])):
                        out.append(Lesson(hit[0], text, rec, hit[2]))
            elif rec.role == "summary":
                out.extend(self._summary(rec))
        del failed[:-5]
        del seen_cmds[:-100]
        return out

    def _command(self, rec: Record, failed: list[list[str]], seen: list[str]) -> list[Lesson]:
        cmd = _short_cmd(rec.text)
        if not cmd or rec.exit_code is None:
            return []
        if rec.exit_code != 0:
            failed.append([cmd, _error_line(rec.output)])
            return []
        out: list[Lesson] = []
        for i, (bad, err) in enumerate(failed):
            if _similar(bad, cmd):
                text = f"`{bad}` fails ({err}); `{cmd}` works instead."
                out.append(Lesson("pitfall", text, rec, "error-then-fix"))
                del failed[i]
                break
        purpose = _purpose(cmd)
        if purpose and cmd not in seen:
            seen.append(cmd)
            out.append(Lesson("command", f"{_PHRASE[purpose]} `{cmd}`.", rec, f"cmd-{purpose}"))
        return out

    def _summary(self, rec: Record) -> list[Lesson]:
        out: list[Lesson] = []
        lines = [ln.strip() for ln in rec.text.splitlines() if ln.strip()]
        for i, ln in enumerate(lines):
            m = _SUMMARY_ERROR.match(ln.replace("**", ""))
            if not m:
                continue
            for nxt in lines[i + 1 : i + 6]:
                f = _SUMMARY_FIX.match(nxt.replace("**", ""))
                if f:
                    err = m.group(1).replace('"', "").strip(" *'")[:140]
                    text = _tidy(f"{err} — fix: {f.group(1).strip()}")
                    if text:
                        out.append(Lesson("pitfall", text, rec, "summary-error-fix"))
                    break
        for s in _sentences(rec.text):
            if _DECISION.search(s) and not s.startswith(('"', "'")) and "?" not in s:
                text = _tidy(s)
                if text and re.search(r"\b(?:we|team)\b", s, re.I):
                    out.append(Lesson("decision", text, rec, "summary-decision"))
        return out
