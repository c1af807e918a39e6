"""The plain-English cues the dialogue reader uses: sentences, quotes, and the general markers
of a standing rule, a one-off request, a question, a hedge, a correction, a settled choice,
a note to keep, and first-person wishes; plus the tidying that turns a person's sentence into
a short, self-contained statement.

Every cue here is general English (function words, modal and aspect markers, discourse
particles), never a word taken from a labelled session. Nothing here knows about records,
commands or the store.
"""

from __future__ import annotations

import re

_FENCE = re.compile(r"```.*?(?:```|\Z)", re.S)
_SPLIT = re.compile(r"(?<!e\.g\.)(?<!i\.e\.)(?<!etc\.)(?<!vs\.)(?<=[.!?])\s+(?=\S)")
_BULLET = re.compile(r"^\s*(?:[-*•>]|\d+[.)])\s+")
_WS = re.compile(r"\s+")
# quoted text of four words or more: someone else's words, never a person's own rule
_QUOTED = re.compile(r"[\"“]([^\"“”]{12,}?)[\"”]")
_LABEL = re.compile(r"^\s*\**\s*([A-Z][A-Za-z ]{1,24}?)\s*:\s*\**\s*(?=\S)")

STANDING = re.compile(
    r"\b(?:always|never|every(?:one|thing|where| time)?|each time|whenever|any ?time|ever"
    r"|from now on|going forward|in general|generally|by default|as a rule"
    r"|(?:in|for) this (?:repo|repository|project|codebase|team)|all (?:new )?\w+s"
    r"|keep (?:doing (?:that|it|this)|it that way)|stick to (?:that|it))\b",
    re.I,
)
ONE_OFF = re.compile(
    r"\b(?:for now|for the moment|right now|at the moment|this time|just this once|today"
    r"|tonight|this week|temporar(?:y|ily)|for this (?:change|pr|task|ticket|branch|commit|run"
    r"|session|one)(?: only)?|in this (?:pr|pull request|change|commit|branch)|only this once)\b",
    re.I,
)
QUESTION_START = re.compile(
    r"^(?:can|could|would|will|should|shall|how|what|why|where|when|which|who|whose|is|are"
    r"|do|does|did|have|has|any idea|any chance)\b",
    re.I,
)
HEDGE = re.compile(
    r"\b(?:maybe|perhaps|might|may be|could be|possibly|probably|i think|i guess|i suspect"
    r"|it seems|seems to|not sure|let me|let's see|i'll try|try(?:ing)? (?:to|with|again)"
    r"|first idea|one idea|guess|hypothes[ie]s|suspect)\b",
    re.I,
)
NEGATED_IDEA = re.compile(
    r"\b(?:(?:that|this|it) (?:wasn'?t|was not|isn'?t|is not) (?:it|the (?:cause|problem|issue))"
    r"|not (?:the|a) (?:cause|problem|issue)|same (?:failure|error)|didn'?t help|no luck)\b"
    r"|^not (?:the |a )?\w+\s*[:;,.]",
    re.I,
)
CORRECTION = re.compile(
    r"^(?:(?:hmm+|ah+|oh|well|wait|ok(?:ay)?|right|no+pe?)[\s,.!:;-]+)*"
    r"(?:no|nope|wrong|actually|not quite|that'?s (?:not right|wrong))\b[\s,.!:;—-]*",
    re.I,
)
SETTLE = re.compile(
    r"\b(?:we(?:'ve| have)? (?:decided|agreed|chose|chosen|settled on|standardi[sz]ed on)"
    r"|(?:we|i)(?:'re| are|'ll| will) (?:go(?:ing)? with|stay(?:ing)? on|stick(?:ing)? with"
    r"|switch(?:ing)? to|mov(?:e|ing) to)"
    r"|we stay on|we're staying|let'?s (?:use|go with|do (?:that|it|this)|switch to|stick with"
    r"|keep|move to|adopt|standardi[sz]e on|stay on)"
    r"|decision\s*:|the decision is|\bit is then\b|\bit is\.|\bthen\.?$|^(?:fine|ok(?:ay)?|agreed"
    r"|sure|yes|yeah|deal)\b|i'?m done with|we'?ve talked about it enough|no more)\b",
    re.I,
)
REPLACES = re.compile(r"\b(?:instead of|rather than|not|over|in place of|done with)\b", re.I)
NOTE = re.compile(
    r"^(?:(?:and|also|so|ok(?:ay)?|right|btw)[\s,.]+)*(?:please )?(?:write (?:this|that) down"
    r"|note(?: (?:this|that))?(?: for the future)?|remember|for the record|fyi|keep in mind"
    r"|important)\b(?: that)?[\s,:-]*",
    re.I,
)
DESIRE = re.compile(
    r"\bI(?:'d| would)? (?:prefer|like|love|hate|want|don'?t want|do not want|don'?t like"
    r"|do not like|'d rather|would rather|expect you)\b|\bI'?d like you to\b",
    re.I,
)
TO_ME = re.compile(
    r"\b(?:me|my|yourself|your (?:answers?|replies|reply|responses?|messages?|explanations?"
    r"|summar(?:y|ies)|output|tone|code|commits?|changes|diffs?|work))\b"
    r"|\b(?:when|before|after|if|whenever) you\b",
    re.I,
)
TEMPORAL = re.compile(
    r"\b(?:before|after|whenever|every time|each time) (?:every |each |any |you |we )?"
    r"(?:\w+ing|commit\w*|push\w*|merg\w*|deploy\w*|releas\w*|review\w*|PRs?)\b",
    re.I,
)
HABITUAL = re.compile(
    r"\bwe (?:use|pin|keep|run|deploy|squash|tag|prefix|write|name|put|store|target|follow"
    r"|require|avoid|ship|release|test|lint|format|vendor|generate|commit|review)\b",
    re.I,
)
IMPERATIVE = re.compile(
    r"^(?:please\s+)?(?:don'?t|do not|never|always|use|run|keep|put|prefer|avoid|stop|make"
    r"|call|write|name|add|ask|show|tell|point|explain|go|pin|set|stick|switch|start|check"
    r"|commit|push|merge|rebase|test|lint|format|import|prefix|place|store|wrap|mock|skip"
    r"|give|send|let|leave|include|mention|answer|reply|respond|summari[sz]e|be)\b",
    re.I,
)
_LEAD = re.compile(
    r"^(?:(?:and|also|plus|so|but|ok(?:ay)?|great|good|nice|cool|perfect|thanks|thank you"
    r"|yes|yeah|yep|right|sure|fine|hmm+|ah+|oh|well|btw|by the way|one more thing"
    r"|(?:a|one) (?:general|last) thing|in general(?: though)?|before we start"
    r"|(?:two|three|a few) things[^:]*|anyway|alright|got it|agreed)\b[\s,.!:;—-]*)+",
    re.I,
)
_PLEASE = re.compile(r"^please\s+|,?\s+please(?=[,.!]|$)", re.I)
_THIRD = {"have": "has", "do": "does", "don't": "doesn't", "am": "is", "'m": "is", "go": "goes"}
_MODALS = {"can", "will", "would", "should", "must", "may", "might", "could", "shall"}
MAX_WORDS = 45


def without_code_blocks(text: str) -> str:
    return _FENCE.sub("\n", text)


def quoted_spans(text: str) -> list[str]:
    return [m.group(1) for m in _QUOTED.finditer(text) if len(m.group(1).split()) >= 4]


def drop_quotes(text: str) -> str:
    """The text without the words it quotes from someone or somewhere else."""
    return _QUOTED.sub(lambda m: " " if len(m.group(1).split()) >= 4 else m.group(0), text)


def sentences(text: str) -> list[str]:
    out = []
    for line in text.splitlines():
        line = _BULLET.sub("", line).replace("**", "").strip()
        for raw in _SPLIT.split(line):
            s = raw.strip()
            if s:
                out.append(s)
    return out


def label_of(sentence: str) -> tuple[str, str]:
    """("Impact", rest) for "**Impact:** rest"; ("", sentence) when there is no label."""
    m = _LABEL.match(sentence)
    if m and len(m.group(1).split()) <= 3:
        return m.group(1).strip().lower(), sentence[m.end() :]
    return "", sentence


def is_question(s: str) -> bool:
    body = strip_lead(s)
    return s.rstrip().endswith("?") or bool(QUESTION_START.match(body) and "?" in s)


def strip_lead(s: str) -> str:
    return _LEAD.sub("", s).strip() or s.strip()


def is_correction(s: str) -> bool:
    return bool(CORRECTION.match(s.strip()))


def after_correction(s: str) -> str:
    return CORRECTION.sub("", s.strip(), count=1).strip() or s


def note_body(s: str) -> str | None:
    """The part of "write this down: X" / "remember that X" that is to be kept."""
    m = NOTE.match(s.strip())
    if not m:
        return None
    body = s.strip()[m.end() :].strip()
    m = re.search(r"(?<!\d):\s", body)  # "... so nobody re-argues it: X" (not 03:30)
    if m and m.start() <= 60 and len(body[: m.start()].split()) <= 8:
        body = body[m.end() :].strip()
    return body if len(body.split()) >= 3 else None


def _third_person(verb: str) -> str:
    low = verb.lower()
    if low in _THIRD:
        return _THIRD[low]
    if low in _MODALS or low.endswith(("ed", "n't")):
        return verb
    if low.endswith(("s", "sh", "ch", "x", "z", "o")):
        return verb + "es"
    if low.endswith("y") and len(low) > 2 and low[-2] not in "aeiou":
        return verb[:-1] + "ies"
    return verb + "s"


def _person(s: str) -> str:
    """First person to "the user", so the statement reads the same in any later session."""
    s = re.sub(r"\bI(?:'d| would) like you to\s+", "", s)
    s = re.sub(r"\bI want you to\s+", "", s)
    s = re.sub(r"\bI'?m\b", "the user is", s)
    s = re.sub(r"\bI'?ll\b", "the user will", s)
    s = re.sub(r"\bI'?d\b", "the user would", s)
    s = re.sub(r"\bI'?ve\b", "the user has", s)
    s = re.sub(r"\bI (\w+(?:'t)?)", lambda m: "the user " + _third_person(m.group(1)), s)
    s = re.sub(r"\bmyself\b", "the user", s)
    s = re.sub(r"\bmy\b", "the user's", s)
    s = re.sub(r"\bme\b", "the user", s)
    return s


def tidy(s: str, *, person: bool = True, max_words: int = MAX_WORDS) -> str | None:
    """A short statement from a sentence: no lead-in chatter or politeness, first person made
    third, trimmed at a clause boundary when long; None when too short or a question."""
    s = strip_lead(s)
    s = _PLEASE.sub("", s).strip()
    s = re.sub(r"^let'?s\s+", "", s, flags=re.I)
    s = _WS.sub(" ", s).strip().strip("\"'“”").strip()
    if person:
        s = _person(s)
    words = s.split()
    if len(words) > max_words:
        cut = " ".join(words[:max_words])
        for mark in ("; ", " — ", ", so ", ", which ", ", because ", ", and "):
            i = cut.rfind(mark)
            if i > len(cut) // 3:
                cut = cut[:i]
                break
        s = cut
    s = s.rstrip(",;:—- ")
    if len(s.split()) < 3 or s.endswith("?"):
        return None
    s = s[0].upper() + s[1:]
    if s[-1] not in ".!`)":
        s += "."
    return s
