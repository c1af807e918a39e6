"""The heuristic extractor: reads a session as a dialogue and writes down what a careful
teammate would, as short self-contained statements that keep commands, paths and values exact.

- A person's turn (``statements``): decisions settled after alternatives, notes to keep,
  commands named as the way (a correction replaces what it corrects), standing preferences and
  project conventions. Questions, one-off requests, quoted text and deliberation are not kept.
- The agent's calls (``episodes``, ``shell``): a failure, a change that addresses it and the
  same call succeeding is a pitfall with its cause; a successful build/test/lint/... command is
  the way to do that task unless the next turn corrects it; a call that only looks never is.
  The same command with other arguments is one lesson (later runs add evidence).
- The agent's prose (``facts``): statements whose values a file it read verifies.

What the next turn of the person may still correct (commands and facts of the agent's turn, a
command the person just named) waits in ``carry["pending"]``: the next message of the person
drops what it corrects or rules out and releases the rest; the end of the session
(``final``) releases it too. Traps are never proposed: an abandoned hypothesis, a guessed path
that does not exist, a one-off instruction, an unanswered question, quoted text that was not
adopted, cairn's own injected context (parsers drop it), a command corrected away. The
extractor never writes; ``carry`` (JSON) holds what must survive a commit boundary.
"""

from __future__ import annotations

import re
from typing import Any

from cairn.ingest import episodes, facts, shell, statements
from cairn.ingest import language as lang
from cairn.ingest.episodes import rec_dict, rec_from
from cairn.ingest.records import Lesson, Record

_ORIGIN_RANK = {"run": 1, "doc": 2, "user": 3}
_SUMMARY_ERROR = re.compile(r"^\W*(?:error|problem|issue)\W*:?\s*(.+)$", re.I)
_SUMMARY_FIX = re.compile(
    r"^\W*(?:fix(?:ed)?(?: by)?|solution|resolved by|resolution)\W*:?\s*(.+)$", re.I
)
_SUMMARY_DECISION = re.compile(
    r"\b(?:we|the team)(?:'ve| have)? (?:decided|agreed|chose|settled on)\b|\bdecision\s*:", re.I
)
_ADVICE_HEADING = re.compile(
    r"recommend|suggest|action|next step|todo|to do|proposal|improvement|option|idea|plan", re.I
)
_DIALOGUE_KEYS = (
    "episodes",
    "pending",
    "cmds",
    "variants",
    "reads",
    "docs",
    "missing",
    "alts",
    "pitfall_fams",
    "ruled_out",
    "edited",
    "corrected",
    "abandoned",
)


class HeuristicExtractor:
    name = "heuristic"

    def extract(
        self, records: list[Record], carry: dict[str, Any], *, final: bool = False
    ) -> list[Lesson]:
        out: list[Lesson] = []
        for rec in records:
            if rec.session and rec.session != carry.get("session"):
                if carry.get("session") is not None:
                    out.extend(_release(carry))  # the other session is over
                for key in _DIALOGUE_KEYS:
                    carry.pop(key, None)
                carry["session"] = rec.session
                carry["seen"] = False
            if rec.role == "user":
                out.extend(self._user(rec, carry))
            elif rec.role == "command":
                out.extend(self._command(rec, carry))
            elif rec.role == "read":
                self._read(rec, carry)
            elif rec.role == "edit":
                if rec.exit_code in (0, None):
                    episodes.changed(carry, {"t": "edit", "text": rec.text, "new": rec.output})
                    edited: list[str] = carry.setdefault("edited", [])
                    if rec.text not in edited:
                        edited.append(rec.text)
                        del edited[:-30]
            elif rec.role == "assistant":
                out.extend(self._assistant(rec, carry))
            elif rec.role == "summary" and not carry.get("seen"):
                out.extend(_summary(rec))  # a resumed session: the summary is all there is
            if rec.role in ("user", "assistant", "command", "read", "edit"):
                carry["seen"] = True
        if final:
            out.extend(_release(carry))
        return out

    # -- the person -----------------------------------------------------------------------

    def _user(self, rec: Record, carry: dict[str, Any]) -> list[Lesson]:
        said = statements.read(rec.text, carry)
        named = {shell.family(shell.main_call(c)) for c, _ in said.commands}
        # what this turn corrects, rules out or restates in its own words does not go out as
        # the agent had it; the rest waited long enough
        keep = []
        for item in carry.get("pending", []):
            if _corrected(item, said):
                if item.get("fam") not in named:  # a refinement of the same call is not that
                    _note_trap(carry, "corrected", str(item.get("cmd") or item["text"]))
            elif item.get("fam") not in named:
                keep.append(item)
        carry["pending"] = keep
        out = _release(carry)
        for kind, text, rule in said.lessons:
            out.append(Lesson(kind, text, rec, rule))
        if said.commands:
            episodes.user_replaced(carry, said.purposes, said.families)
        if said.ruled_out:
            ruled: list[str] = carry.setdefault("ruled_out", [])
            ruled.extend(sorted(said.ruled_out - set(ruled)))
            del ruled[:-20]
        for cmd, text in said.commands:
            fam = shell.family(shell.main_call(cmd))
            doc = facts.doc_command(carry, fam)
            if doc and len(doc["cmd"]) > len(cmd) and doc["cmd"].startswith(cmd):
                cmd, text = doc["cmd"], text.replace(f"`{cmd}`", f"`{doc['cmd']}`")
            item = {
                "kind": "command",
                "text": text,
                "rule": "user-command",
                "rec": rec_dict(rec),
                "fam": fam,
                "origin": "user",
                "cmd": cmd,
            }
            carry.setdefault("cmds", {}).pop(fam, None)  # the person's wording replaces ours
            out.extend(_propose(carry, item))
        return out

    # -- the agent's calls ----------------------------------------------------------------

    def _command(self, rec: Record, carry: dict[str, Any]) -> list[Lesson]:
        if rec.exit_code is None:
            return []  # still running: no outcome to learn from
        call = shell.main_call(rec.text)
        if not call:
            return []
        path = shell.file_read(rec.text)
        if rec.exit_code != 0:
            if path:  # a read that found nothing: a path to distrust, not a failure to fix
                facts.remember_missing(carry, path)
                return []
            episodes.failed(carry, rec)
            return []
        if path:
            self._read(
                Record(
                    "read",
                    path,
                    rec.locator,
                    rec.session,
                    rec.at,
                    rec.model,
                    rec.cwd,
                    rec.branch,
                    0,
                    rec.output,
                ),
                carry,
            )
            return []
        for step in shell.segments(rec.text)[:-1]:
            if not shell.is_read_only(step):
                episodes.changed(carry, {"t": "cmd", "text": step})
        out = episodes.succeeded(carry, rec)
        if not shell.is_read_only(call) and not out:
            fam = shell.family(call)
            if all(fam != ep["fam"] for ep in carry.get("episodes", [])):
                episodes.changed(carry, {"t": "cmd", "text": call})
        purpose = shell.purpose(call)
        if purpose is None:
            return out
        fam = shell.family(call)
        if shell.ruled(fam, carry.get("ruled_out", [])):
            return out
        # tried as a fix, and the failure came back: not the way to do anything
        for step in carry.get("abandoned", []):
            if shell.family(shell.main_call(step)) == fam:
                return out
        doc = facts.doc_command(carry, fam)
        if doc:
            item = {
                "kind": "command",
                "text": f"{shell.PHRASE[purpose]} `{doc['cmd']}`.",
                "rule": "doc-command",
                "rec": rec_dict(rec),
                "fam": fam,
                "origin": "doc",
                "cmd": doc["cmd"],
            }
        else:
            call = shell.canonical(call)
            item = {
                "kind": "command",
                "text": f"{shell.PHRASE[purpose]} `{call}`.",
                "rule": f"cmd-{purpose}",
                "rec": rec_dict(rec),
                "fam": fam,
                "origin": "run",
                "cmd": call,
            }
        out.extend(_propose(carry, item))
        return out

    def _read(self, rec: Record, carry: dict[str, Any]) -> None:
        if rec.exit_code not in (0, None) or not rec.output.strip():
            facts.remember_missing(carry, rec.text)
            return
        if rec.text in carry.get("edited", []) or not facts.in_project(rec.text, rec.cwd):
            return  # the agent's own writing, or a file outside the project: not a finding
        facts.remember_read(carry, rec, rec.text)
        ruled = carry.get("ruled_out", [])
        if ruled:  # the project's documents say not to do what waited
            carry["pending"] = [
                x
                for x in carry.get("pending", [])
                if not (x.get("fam") and shell.ruled(x["fam"], ruled) and x["origin"] == "run")
            ]

    # -- the agent's prose ----------------------------------------------------------------

    def _assistant(self, rec: Record, carry: dict[str, Any]) -> list[Lesson]:
        out: list[Lesson] = []
        advice = False  # under a heading of recommendations, next steps, options
        for line in lang.without_code_blocks(rec.text).splitlines():
            if line.lstrip().startswith("#"):
                advice = bool(_ADVICE_HEADING.search(line))
                continue
            for s in lang.sentences(line):
                if s.rstrip().endswith("?"):  # the agent asks the person to choose
                    statements.open_choice(s, carry)
                    continue
                if carry.get("episodes"):
                    episodes.assistant_said(carry, s)
                    continue
                out.extend(self._doc_commands(s, carry))
                found = None if advice else facts.fact(carry, s)
                if found:
                    statement, evidence = found
                    item = {
                        "kind": "fact",
                        "text": statement,
                        "rule": "verified-fact",
                        "rec": evidence,
                        "fam": None,
                        "origin": "fact",
                    }
                    carry.setdefault("pending", []).append(item)
        return out

    def _doc_commands(self, sentence: str, carry: dict[str, Any]) -> list[Lesson]:
        """The agent takes up a command the project's documents give."""
        out: list[Lesson] = []
        for cmd in shell.mentioned_commands(sentence):
            fam = shell.family(shell.main_call(cmd))
            doc = facts.doc_command(carry, fam)
            if not doc or shell.ruled(fam, carry.get("ruled_out", [])):
                continue
            purpose = shell.purpose(doc["cmd"])
            text = f"{shell.PHRASE[purpose]} `{doc['cmd']}`" if purpose else f"Run `{doc['cmd']}`"
            if doc.get("why"):
                text += f" ({doc['why']})"
            item = {
                "kind": "command",
                "text": text + ".",
                "rule": "doc-command",
                "rec": doc["rec"],
                "fam": fam,
                "origin": "doc",
                "cmd": doc["cmd"],
            }
            out.extend(_propose(carry, item))
        return out


def _note_trap(carry: dict[str, Any], key: str, text: str) -> None:
    """What the dialogue showed is not a lesson (a command corrected away, a fix abandoned):
    other extractors (the model's) are held to the same rules through it."""
    seen: list[str] = carry.setdefault(key, [])
    if text and text not in seen:
        seen.append(text)
        del seen[:-20]


def _corrected(item: dict[str, Any], said: statements.Said) -> bool:
    """Does this message of the person correct or rule out a lesson that waited for it?"""
    if item["kind"] == "fact":
        return said.correction and not said.commands
    if item.get("fam") and shell.ruled(item["fam"].lower(), said.ruled_out):
        return True
    if item.get("fam") in said.families and item["origin"] != "user":
        return False  # the person named this very command: it stays, in their words
    if said.correction and said.commands:
        purpose = shell.purpose(item.get("cmd") or "")
        return purpose in said.purposes or item.get("fam") in said.families
    return False


def _propose(carry: dict[str, Any], item: dict[str, Any]) -> list[Lesson]:
    """Queue a command lesson; one per family: a better-sourced wording replaces a weaker one,
    and a family already written down gains evidence from a new variant."""
    fam = item["fam"]
    done: dict[str, str] = carry.setdefault("cmds", {})
    if fam in done:
        variants: dict[str, list[str]] = carry.setdefault("variants", {})
        seen = variants.setdefault(fam, [])
        if item.get("cmd") in seen or len(seen) >= 5:
            return []
        seen.append(str(item.get("cmd")))
        return [Lesson("command", done[fam], rec_from(item["rec"]), item["rule"])]
    pending: list[dict[str, Any]] = carry.setdefault("pending", [])
    for i, old in enumerate(pending):
        if old.get("fam") == fam and old["kind"] == "command":
            if _ORIGIN_RANK[item["origin"]] >= _ORIGIN_RANK[old["origin"]]:
                if item["origin"] == "run" and old["origin"] == "run":
                    return []  # the first run's wording stands; this run is more evidence
                pending[i] = item
            return []
    pending.append(item)
    return []


def _release(carry: dict[str, Any]) -> list[Lesson]:
    out: list[Lesson] = []
    abandoned = {shell.family(shell.main_call(x)) for x in carry.get("abandoned", [])}
    for item in carry.pop("pending", []):
        if item["kind"] == "command" and item["origin"] == "run" and item.get("fam") in abandoned:
            continue  # it ran, but as a fix that did not fix: the failure came back
        role = "read" if item["kind"] == "fact" else "command"
        out.append(Lesson(item["kind"], item["text"], rec_from(item["rec"], role), item["rule"]))
        if item["kind"] == "command" and item.get("fam"):
            carry.setdefault("cmds", {})[item["fam"]] = item["text"]
            carry.setdefault("variants", {}).setdefault(item["fam"], []).append(
                str(item.get("cmd"))
            )
    return out


def _summary(rec: Record) -> list[Lesson]:
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
                text = lang.tidy(f"{err} — fix: {f.group(1).strip()}", person=False)
                if text:
                    out.append(Lesson("pitfall", text, rec, "summary-error-fix"))
                break
    for s in lang.sentences(rec.text):
        if _SUMMARY_DECISION.search(s) and not s.startswith(('"', "'")) and "?" not in s:
            text = lang.tidy(s, person=False)
            if text:
                out.append(Lesson("decision", text, rec, "summary-decision"))
    return out
