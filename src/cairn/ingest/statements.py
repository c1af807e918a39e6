"""What a person's message says that outlives the task: read as a turn of a dialogue.

Skipped: questions (an "X or Y?" question opens a choice that a later turn may settle),
one-off requests ("for now", "in this PR", a task without a standing marker), text the person
quotes from somewhere else, deliberation about an open choice, and narrative.
Kept, as short self-contained statements:
- decision: a choice settled after alternatives ("fine, X then" after "X or Y?"), "we decided",
  "let's go with", "we stay on X until Y", a switch ("done with X ... use Y from now on");
  follow-up rules in the same message elaborate it rather than stand alone;
- note: "write this down: ..." / "remember that ..." (a rule, a wish or a decision by content);
- command: a command named as the way ("tests go through `make test`"), which replaces what a
  correction corrects; a rule about when to run one is a convention as well;
- preference: a standing request about how the agent works with the person ("keep your answers
  short", "ask me before ...", "I'd like you to ...");
- convention: a standing rule of the project ("never ...", "every ... goes through ...", "we
  pin ... in tools.go").
It also reports what the message corrects or rules out, for the dialogue reader to drop what
waited for this turn. Nothing here writes.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from cairn.ingest import language as lang
from cairn.ingest import shell

_STRONG_SETTLE = re.compile(
    r"\b(?:we(?:'ve| have)? (?:decided|agreed|chose|chosen|settled on|standardi[sz]ed on)"
    r"|(?:we|i)(?:'re| are|'ll| will) (?:go(?:ing)? with|stay(?:ing)? on|stick(?:ing)? with"
    r"|switch(?:ing)? to|mov(?:e|ing) to|dropp(?:ing)|replac(?:e|ing))|we stay on"
    r"|we(?:'ll| will)? keep using|in favou?r of"
    r"|let'?s (?:use|go with|do (?:that|it|this)|switch to|stick with|move to|adopt"
    r"|standardi[sz]e on|stay on)|decision\s*:|the decision is|(?:we'?ve|we have) talked about"
    r" it enough)\b",
    re.I,
)
_ACCEPT = re.compile(
    r"^(?:(?:fine|ok(?:ay)?|agreed|sure|yes|yeah|deal|right|good|great)\b|let'?s\b)|\bthen\b"
    r"|\bplease\.?$"
    r"|\bit is\.?$|\bgo with\b|\bagreed\b",
    re.I,
)
_REJECT = re.compile(
    r"\b(?:i'?m|we'?re) done with ([\w./@-]+)|\bno more ([\w./@-]+)|\bdrop(?:ping)? ([\w./@-]+)",
    re.I,
)
_ANAPHOR = re.compile(r"^.*?\blet'?s do (?:that|it|this)\b\s*[:,-]\s*", re.I)
_AFTER_COLON = re.compile(r"^[^:]{0,60}:\s*(?=\S)")
_DECLINE = re.compile(r"^(?:no+|nope|nah|not for us|forget it|we don'?t|not here)\b", re.I)
_NEGATION = re.compile(
    r"\b(?:don'?t|do not|never|not|stop|avoid|instead of|rather than|without)\W+"
    r"(?:(?:call|use|run|using|running|calling|the|a|any|plain|raw|bare|direct)\W+){0,3}"
    r"`?([a-z][\w.-]*)"
    r"(?: ([a-z][\w:-]*))?",
    re.I,
)
_ME = re.compile(r"\b(?:me|my)\b", re.I)
_AGENT_CONDUCT = re.compile(
    r"\b(?:yourself|your (?:answers?|replies|reply|responses?|messages?|explanations?"
    r"|summar(?:y|ies)|output|tone))\b|\b(?:when|before|after|whenever|if) you\b",
    re.I,
)
_PROHIBIT = re.compile(r"^(?:please\s+)?(?:don'?t|do not|never|avoid|stop)\b", re.I)
_STEM_STOP_WORDS = (
    "always never every should would could their there these those which about"
    " other using before after where while things thing really please"
)
_STEM_STOP = frozenset(_STEM_STOP_WORDS.split())


@dataclass
class Said:
    """What one message of the person says, for the dialogue reader."""

    lessons: list[tuple[str, str, str]] = field(default_factory=list)  # kind, text, rule
    commands: list[tuple[str, str]] = field(default_factory=list)  # command, lesson text
    correction: bool = False
    purposes: set[str] = field(default_factory=set)  # of the commands named
    families: set[str] = field(default_factory=set)
    ruled_out: set[str] = field(default_factory=set)  # calls ("npm", "cargo update") ruled out


def _stems(text: str) -> set[str]:
    return {w[:5] for w in re.findall(r"[a-z][a-z-]{4,}", text.lower()) if w not in _STEM_STOP}


_LEAD_VERBS = re.compile(
    r"^(?:(?:should|shall|do|would|can|could) (?:we|i|you) |(?:we|i) (?:should|could) )?"
    r"(?:use|go with|pick|choose|take|adopt|prefer|try)?\s*",
    re.I,
)
_PHRASE_END = re.compile(r"\s+(?:for|in|on|at|to|with|as|from|when|because|since)\b.*$", re.I)


def _options(question: str) -> list[str] | None:
    """The alternatives of an "X or Y?" question, as short phrases ("Celery", "RQ";
    "vendor the protobufs", "fetch them")."""
    q = question.rstrip("?").strip()
    m = re.search(r"^(.*?)\s+or\s+(.+)$", q)
    if not m:
        return None
    left = re.split(r"[,:;]\s*", m.group(1))[-1]
    left = _LEAD_VERBS.sub("", left).strip()
    right = _PHRASE_END.sub("", m.group(2)).strip()
    opts = [o.strip("` ") for o in (left, right)]
    if any(not o or len(o.split()) > 5 or o.lower() in ("not", "either") for o in opts):
        return None
    return opts


def open_choice(question: str, carry: dict[str, Any], previous: str = "") -> None:
    """An "X or Y?" question (the person's or the agent's) opens a choice a later turn of
    the person may settle."""
    body = lang.strip_lead(question)
    opts = _options(body)
    if opts:
        carry["alts"] = {"options": opts, "topic": _topic(body, opts, previous)}


def _head(option: str) -> str:
    return option.split()[0].lower()


def _topic(question: str, options: list[str], previous: str) -> str:
    rest = question.rstrip("?")
    for o in options:
        rest = rest.replace(o, " ")
    rest = re.sub(
        r"^(?:(?:should|shall|do|would|can|could) (?:we|i|you)\b)?|\b(?:or|use|which|what about)\b",
        " ",
        rest,
        flags=re.I,
    )
    rest = re.sub(r"\s+", " ", rest).strip(" ,.:;-")
    if len(rest.split()) >= 2:
        return rest
    prev = lang.strip_lead(previous)
    prev = re.sub(r"^\w+:\s*", "", prev).strip(" .")
    return prev if 2 <= len(prev.split()) <= 12 else ""


def _command_text(cmd: str, sentence: str) -> str:
    p = shell.purpose(cmd) or shell.purpose_of_words(sentence.replace(cmd, " "))
    phrase = shell.PHRASE.get(p or "", "Use")
    return f"{phrase} `{cmd}`."


def read(text: str, carry: dict[str, Any]) -> Said:
    said = Said()
    body_text = lang.without_code_blocks(text)
    quoted = lang.quoted_spans(body_text)
    sents = [
        clause
        for sentence in lang.sentences(lang.drop_quotes(body_text) if quoted else body_text)
        for clause in re.split(r";\s+", sentence)  # "it's /v2/x; all new ones go under /v2"
        if clause.strip()
    ]
    decision_at = -1  # index in said.lessons of this message's decision (elaborations join it)
    absorbed: list[int] = []  # prohibitions of a call: dropped when the message names the way
    rejected: str | None = None
    previous = ""
    for n, s in enumerate(sents):
        prev, previous = previous, s
        body = lang.strip_lead(s)
        if lang.is_correction(s):
            said.correction = said.correction or n == 0 or len(sents) == 1
            body = lang.after_correction(s)
            body = lang.strip_lead(body)
        for m in _NEGATION.finditer(body):
            second = (m.group(2) or "").lower()
            keep_second = (
                second and second not in shell.NOT_SUBCOMMANDS and not second.endswith("ly")
            )
            said.ruled_out.add(m.group(1).lower() + (f" {second}" if keep_second else ""))
        if quoted and _DECLINE.match(body):
            continue  # the decline of a quoted tip: the quote is gone, nothing to keep here
        if lang.is_question(s):
            open_choice(s, carry, prev)
            continue
        if lang.ONE_OFF.search(body) or (_REQUEST.match(body) and not lang.STANDING.search(body)):
            continue  # for the task at hand
        rej = _REJECT.search(body)
        if rej and len(body.split()) <= 8:
            rejected = next(g for g in rej.groups() if g).rstrip(".")
            continue
        alts = carry.get("alts")
        if alts:
            words = set(re.findall(r"[\w./@+-]+", body.lower()))
            named = [o for o in alts["options"] if o.lower() in body.lower() or _head(o) in words]
            settles = _ACCEPT.search(s.strip()) or _STRONG_SETTLE.search(body)
            if len(named) == 1 and settles:
                said.lessons.append(("decision", _settled(body, named[0], alts), "settled-choice"))
                decision_at = len(said.lessons) - 1
                carry.pop("alts", None)
                continue
            if named:
                continue  # deliberation about an open choice
        note = lang.note_body(body)
        if note is not None:
            kind = _note_kind(note)
            kept = lang.tidy(note)
            if kept:
                said.lessons.append((kind, kept, "note"))
                decision_at = len(said.lessons) - 1 if kind == "decision" else decision_at
            continue
        if _STRONG_SETTLE.search(body) and len(_STRONG_SETTLE.sub("", body).split()) >= 2:
            part = _ANAPHOR.sub("", body)
            part = _AFTER_COLON.sub("", part) if part is body else part
            chosen = lang.tidy(part)
            if chosen and rejected and rejected.lower() not in chosen.lower():
                chosen = chosen.rstrip(".") + f" (instead of {rejected})."
            if chosen:
                said.lessons.append(("decision", chosen, "decision"))
                decision_at = len(said.lessons) - 1
                carry.pop("alts", None)
            continue
        cmds = [c for c in _named_commands(body) if shell.named_as_the_way(body, c)]
        if cmds and not _PROHIBIT.match(body):
            for c in cmds:
                said.commands.append((c, _command_text(c, body)))
                said.families.add(shell.family(shell.main_call(c)))
                p = shell.purpose(c)
                if p:
                    said.purposes.add(p)
            if not lang.TEMPORAL.search(body):
                continue
        rule_kind = _rule_kind(body, correction=lang.is_correction(s))
        if rule_kind is None:
            continue
        if _PROHIBIT.match(body) and any(shell.is_tool(w) for w in _ruled_here(body)):
            absorbed.append(len(said.lessons))  # "don't call X directly": the way is named

        kind = rule_kind
        rule_text = lang.tidy(body)
        if not rule_text:
            continue
        text = rule_text
        if decision_at >= 0 and kind == "convention" and not lang.STANDING.search(body):
            k, t, r = said.lessons[decision_at]
            said.lessons[decision_at] = (k, t.rstrip(".") + "; " + text[0].lower() + text[1:], r)
            continue
        if (
            said.lessons
            and said.lessons[-1][0] == kind
            and _stems(said.lessons[-1][1]) & _stems(text)
        ):
            k, t, r = said.lessons[-1]
            said.lessons[-1] = (k, t.rstrip(".") + "; " + text[0].lower() + text[1:], r)
            continue
        said.lessons.append((kind, text, kind))
    if said.commands and absorbed:
        said.lessons = [x for i, x in enumerate(said.lessons) if i not in absorbed]
    return said


def _ruled_here(body: str) -> list[str]:
    return [m.group(1).lower() for m in _NEGATION.finditer(body)]


_REQUEST = re.compile(r"^(?:(?:can|could|would|will) you|please (?!always|never|don'?t))\b", re.I)
_UNKNOWN_TOOL = re.compile(
    r"\b(?:use|run|start (?:it|them|the \w+) with|with|through|via)\s+`([a-z][\w.-]*(?: [\w./:=-]+){0,3})`"
)


def _named_commands(body: str) -> list[str]:
    cmds = shell.mentioned_commands(body)
    # a tool cairn does not know, named as the way ("we start it with `air`")
    cmds += [m.group(1) for m in _UNKNOWN_TOOL.finditer(body) if m.group(1) not in cmds]
    multi = [c for c in cmds if " " in c]
    # "use `just` for everything: `just test`, `just lint`": the subcommands are the lessons
    return [c for c in cmds if " " in c or not any(m.startswith(c + " ") for m in multi)]


def _settled(body: str, choice: str, alts: dict[str, Any]) -> str:
    others = [o for o in alts["options"] if o != choice]
    part = lang.strip_lead(_ANAPHOR.sub("", body))
    words = part.split()
    starts = bool(words) and words[0].strip(",.`").lower() == _head(choice)
    filler = len(words) > 1 and words[1].strip(",.").lower() in ("then", "it", "please")
    text = lang.tidy(part) if len(words) > 3 and not (starts and filler) else None
    if text is None:
        topic = alts.get("topic") or ""
        lead = choice if " " in choice else f"Use {choice}"
        text = lead + (f" for {topic}" if topic and " " not in choice else "")
        rest = [c.strip() for c in re.split(r",\s*", part)[1:] if len(c.split()) >= 3]
        if rest:
            text += "; " + "; ".join(rest).rstrip(".")
        text = text[0].upper() + text[1:] + "."
    missing = [o for o in others if o.lower() not in text.lower()]
    if missing:
        text = text.rstrip(".") + f" (over {', '.join(missing)})."
    return text


def _note_kind(note: str) -> str:
    if lang.DESIRE.search(note) or _AGENT_CONDUCT.search(note):
        return "preference"
    if _STRONG_SETTLE.search(note):
        return "decision"
    if lang.STANDING.search(note) or _PROHIBIT.match(note) or _DONT.search(note):
        return "convention"
    return "decision"


_DONT = re.compile(r"\b(?:don'?t|do not|never|must not|mustn'?t)\b", re.I)


_CONTRAST = re.compile(r",?\s+(?:not|instead of|rather than)\s+\S", re.I)
_REMARK = re.compile(r"^(?:that|this|it)(?:'s| is| was| looks| sounds| seems)\b", re.I)


def _rule_kind(body: str, *, correction: bool = False) -> str | None:
    """preference, convention or None (a task, a remark, narrative)."""
    if _REMARK.match(body):
        return None  # "that's better than everyone installing it": a remark, not a rule
    standing = bool(lang.STANDING.search(body))
    if correction and lang.IMPERATIVE.match(body) and (standing or _CONTRAST.search(body)):
        # the person corrects the agent and says how to work instead ("no, keep helpers in
        # the module that uses them, not in util/"): a standing request to the agent
        return "preference"
    if lang.DESIRE.search(body) or _AGENT_CONDUCT.search(body):
        return "preference"
    if _ME.search(body) and standing:
        return "preference"
    if standing or lang.HABITUAL.search(body) or _PROHIBIT.match(body):
        return "convention"
    if lang.TEMPORAL.search(body) and lang.IMPERATIVE.match(body):
        return "convention"
    return None
