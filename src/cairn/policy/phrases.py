"""Where a request names what it asks, read without a vocabulary: the noun phrase a request's
verb takes as its object ("tell me *the disk size* for S", "I need *S's owner*", "do we have *a
support contact* for S"), a question that is a bare phrase ("*S port*?", "*port* for S?"), and
the phrase after "for" when the interrogative is itself the object ("what is S on for *X*?").
Each yields the phrase's tokens; ``head`` reads its head noun (the last word before a
preposition, a pronoun, an auxiliary or a clause). ``policy.attributes`` maps a head to an
attribute class.

A rule over the phrase after the verb, not a parser: robust to casing (everything is
lower-cased), to a subject written before or after the attribute ("the S cache size", "the
cache size of S") and to a possessive ("S's port"). Quoted strings and code spans are blanked
first: they name things, they ask nothing. Every scan is linear in the prompt (a phrase is read
from at most 300 characters after its verb, at most 8 verbs a prompt), so a long run of one
character costs what prose of its length costs. It never reads the store.
"""

from __future__ import annotations

import re
from collections.abc import Iterator


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


# words that end a noun phrase: prepositions, pronouns, auxiliaries, relatives, conjunctions
_BOUND = _words(
    "of for on in at to from with by about under behind via per into over than as and or but so"
    " nor we i you they he she me us them what which who whom whose when where why how if whether"
    " that is are was were be been being am do does did can could should would will shall may"
    " might must has have had please pls thanks thank now again too also just then there here"
    " used set currently anyone anybody someone somebody everyone everybody anything something"
)
# "no" is a determiner too ("loader: no retry budget for S")
_DETS = _words("the a an no our its their your my his her any some this these those")
DETERMINERS = _DETS
BOUND = _BOUND
_TOKEN = re.compile(r"[a-z][a-z0-9-]*|'s|[^\sa-z0-9]")
# a request whose verb takes the asked thing as its object: an imperative opening a clause
# ("tell me the X", "remind us of the X"), a first person wanting it ("I need S's X", "we'd like
# to know the X"), an ability question ("could you find the X"), or a question of having it
# ("do we have a X for S", "is there a X")
# (a line of a list opens one too: "- [ ] find the X for S", "- look up the X of S")
_OPEN = (
    r"(?:^|[.!?;:,\n\]]|\bplease\b|\bpls\b|\band\b)\s*(?:[-*+]\s+)?"
    r"(?:(?:please|pls|just|also|so|ok|okay)\s+)*"
)
_VERBS = (
    r"(?:tell|give|show|send|remind|get|fetch|find|share|grab|pull up|look up|dig up|bring up"
    r"|report|confirm|verify|check|need|want|looking for|look for|searching for)"
)
# a first person asks by wanting the thing, not by any verb ("I get a timeout" asks nothing)
_WANTS = (
    r"\b(?:i|we)(?:'d|'m|'re| would| am| are| still| really)?\s+(?:need|want|like|love"
    r"|looking for|searching for)(?:\s+to\s+(?:know|see|have|get|find|check))?"
)
_REQUEST = re.compile(
    r"(?:"
    + _OPEN
    + r"(?:(?:could|can|would|will) you\s+(?:please\s+)?)?"
    + _VERBS
    + r"\b(?:\s+(?:me|us|them|him|her))?(?:\s+(?:to\s+)?(?:know|see|have|get|find))?|"
    + _WANTS
    + r")"
    r"(?:\s+(?:of|about|with))?\b"
    r"|\b(?:do|did|does) (?:we|you|i|they) (?:have|keep|know|record|store)(?:\s+(?:of|about))?"
    r"|\b(?:have|has) (?:we|you|i|they|anyone|somebody) (?:got|noted|written down|recorded)"
    r"|\b(?:is|are) there\b"
)
_REQUEST_WORD = re.compile(
    r"\b(?:tell|give|show|send|remind|get|fetch|find|share|grab|pull|look|dig|bring|need|want"
    r"|report|confirm|verify|check"
    r"|looking|searching|like|love|have|has|keep|know|record|store|got|noted|written|there)\b"
)
# quoted strings and code spans name things, they ask nothing: "why does the log say 'disk
# size'?" asks no size (bounded: a long run of quote marks costs what prose does)
_QUOTED = re.compile(
    r"`[^`\n]{0,400}`|\"[^\"\n]{0,400}\"|“[^”\n]{0,400}”|(?<![\w'])'[^'\n]{1,400}'(?![\w'])"
)
_PIECES = re.compile(r"\bit(?:[ \t]{0,3}[-._/][ \t]{0,3}it\b)+")
# "it's" is "it is" (or "it has"): the possessive is "its", and the subject's names are read as
# "it", so "S's port" must stay the only "it 's"
_ITS = re.compile(r"\bit['\u2019]s\b")
_SUBJECT = re.compile(r"\bit\b")


def plain(text: str, subject: tuple[str, ...]) -> str:
    """``text`` lower-cased, quoted strings and code spans blanked, the subject's names read
    as "it" (never as attribute nouns). A quote that is a question, or that names the subject,
    is what is asked, not a name: "Quoting Bo: 'what is the X of S?' Did anyone answer?",
    "KeyError: 'X of S'"."""
    low = _ITS.sub("it is", text.lower())
    for word in subject:
        low = low.replace(word.lower(), " it ")
    # a name given in pieces ("ledger-sync" as "ledger" and "sync") is one "it"
    low = _PIECES.sub("it", low)
    if "?" not in low and _SUBJECT.search(low) is None:
        return _QUOTED.sub(" ", low)  # no quote can ask or name the subject: one pass in C
    return _QUOTED.sub(_unquoted, low)


def _unquoted(m: re.Match[str]) -> str:
    inner = m.group(0)[1:-1]
    if inner.rstrip().endswith("?") or _SUBJECT.search(inner) is not None:
        return f" {inner} "
    return " "


def head(tokens: list[str]) -> str | None:
    """The head of the noun phrase opening ``tokens`` (its last word), or None when they open
    with none. The subject may modify it ("the it cache size", "it 's port"); an "it" after the
    phrase's own words opens a clause ("the port it uses")."""
    words = noun_phrase(tokens)
    return words[-1] if words else None


def noun_phrase(tokens: list[str]) -> list[str]:
    """The words of the noun phrase opening ``tokens``, its head last (as ``head`` reads it:
    determiners, the subject and a possessor left out; at most five words)."""
    words: list[str] = []
    for i, tok in enumerate(tokens[:12]):
        if tok in _DETS and not words:
            continue
        if tok == "it" and not words:
            continue
        if tok == "'s":
            # the words so far were a possessor ("the team's channel"): the head follows
            words = []
            continue
        if tok in _BOUND or tok == "it" or not tok[0].isalpha() or len(words) == 5:
            break
        if tokens[i + 1 : i + 2] == ["than"]:
            break  # a comparative ("S's X *higher* than V"), no word of the phrase
        words.append(tok)
    return words


def tokens(low: str) -> list[str]:
    """The words, possessive marks and punctuation of a lower-cased text."""
    return _TOKEN.findall(low)


def request_objects(low: str) -> Iterator[list[str]]:
    """The tokens after each request verb of ``low`` (a ``plain`` text): its object phrase
    first. At most 8: a request has a verb or two; a run of them ("tell me tell me ...") no
    more."""
    if not _REQUEST_WORD.search(low):  # most prompts hold no request verb: one cheap scan
        return
    for n, m in enumerate(_REQUEST.finditer(low)):
        if n == 8:
            return
        rest = low[m.end() : m.end() + 300]
        # a line break ends the request (a checklist item, a plan step, a comment over code)
        line = rest.split("\n", 1)[0]
        yield _TOKEN.findall(line if line.strip() else rest)


# a bare question is a clause of its own; a point or comma inside a number ends none ("1.2 t?")
_CLAUSES = re.compile(r"[!;:\n]|[.,](?!\d)")


_TAG = re.compile(r",\s*(?:anyone|anybody|someone|somebody|please|pls|plz|thanks|thx|ty)\s*\?")


def bare_phrases(low: str) -> Iterator[list[str]]:
    """The noun phrases of a question that is nothing else, optionally two joined by a
    preposition ("S port?", "port for S?", "the S cache size?"), first phrase first. A tag
    after a comma ("X on S, anyone?", "S X, please?") asks nothing itself: the question mark is
    the phrase's."""
    for clause in _CLAUSES.split(_TAG.sub("?", low)):
        clause = clause.strip()
        if not clause.endswith("?") or len(clause) > 120:  # a bare phrase is short
            continue
        phrases: list[list[str]] = [[]]
        for tok in _TOKEN.findall(clause)[:-1]:
            if tok in ("of", "for", "on", "in") and phrases[-1] and len(phrases) < 2:
                phrases.append([])
            elif tok in _BOUND or not (tok[0].isalpha() or tok == "'s"):
                phrases = []
                break
            else:
                phrases[-1].append(tok)
        for phrase in phrases:
            if phrase and head(phrase) == phrase[-1]:
                yield phrase


def for_object(rest: str) -> list[str] | None:
    """The tokens after "for" in ``rest`` ("what does S use *for its backup window*"), if any."""
    after = re.search(r"\bfor\s+(?=\S)", rest)
    return _TOKEN.findall(rest[after.end() : after.end() + 300]) if after else None


def only_function_words(words: list[str]) -> bool:
    """Whether ``words`` hold no content word (auxiliaries, pronouns, "it")."""
    return all(w in _BOUND or w == "it" for w in words)
