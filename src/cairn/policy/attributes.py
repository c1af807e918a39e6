"""An attribute vocabulary: which class of attribute a request asks for, and whether a memory
states a value of that class (issue 17 item 4, "answer, don't just relate").

A team's memory holds a small number of attribute classes (an owner, a version, a port, a host,
a schedule, a size, a limit, a count, a path, a credential, a region, a cadence, a contact, a
deadline, a duration). Each class has *question cues* (the interrogative that asks for it:
"who", "when", "how often", "how many"; and the nouns that name it: "maintainer",
"port", "timeout") and *value kinds* (what a statement of it looks like: a port is a number from 1
to 65535, a size a number with a unit of bytes, an owner a person, a team, a handle or an
address, a schedule a clock time, a weekday, a date or a frequency). The vocabulary comes from
general language and the domain, not from any benchmark row.

``asked`` reads the class a request asks for, or None when it cannot tell: the head noun of a
"what / which" phrase, else of the phrase a request's verb takes as its object ("tell me the X
for S", "I need S's X", "do we have a X for S") or of a question that is a bare phrase ("S X?"),
found by ``policy.phrases``, else an interrogative ("who", "how often"); ``requested`` reads only
a request's object (for a prompt that is not a question); ``holds`` says whether a text states
a value of one of the class's kinds (or any value after a noun naming the class) in a clause
naming the subject. The caller delivers when the class is unknown or held, and declines only a
memory that names the subject and holds no value of the asked kind.

Patterns compile on first use (the hook imports ``context.answers``, which imports this module
lazily).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache, lru_cache

from cairn.policy import lexicon as lx
from cairn.policy import phrases

# value kinds: what a stated value of some attribute looks like
_UNIT_BYTES = r"(?:[kmgtp]i?b|bytes?|kilobytes?|megabytes?|gigabytes?|terabytes?|petabytes?)"
_UNIT_TIME = (
    r"(?:ms|millis(?:econds?)?|s|secs?|seconds?|mins?|minutes?|h|hrs?|hours?|days?|weeks?"
    r"|months?|years?)"
)
_NUM = r"(?:\d+(?:[.,]\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve"
_NUM += r"|fifteen|twenty|thirty|forty|fifty|sixty|hundred|thousand|a|an|half an?)"
_WEEKDAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)days?"
_MONTH = r"(?:january|february|march|april|may|june|july|august|september|october|november"
_MONTH += r"|december)"
# a month's abbreviation is a date beside a day's number ("15 Nov", "Sept 3"): alone, "mar" or
# "dec" may be other words
_MON = r"(?:jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\.?"
_SHORT_DATE = r"\b\d{1,2}\s+" + _MON + r"(?!\w)|\b" + _MON + r"\s+\d{1,2}\b"
# a weekday's capitalised abbreviation ("Tue 07:00", "Mon-Fri")
_WEEKDAY_SHORT = r"\b(?-i:Mon|Tue|Tues|Wed|Thu|Thur|Thurs|Fri|Sat|Sun)\b"
_KINDS: dict[str, str] = {
    "count": r"(?<![\d.:/-])\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|dozen"
    r"|hundred|thousand|million)\b(?![.:/-]\d)(?!\s*-?\s*(?:"
    + _UNIT_BYTES
    + "|"
    + _UNIT_TIME
    + r"|%)\b)",
    "size": r"\b" + _NUM + r"\s*-?\s*" + _UNIT_BYTES + r"\b",
    # a number of a unit of time, or an ISO 8601 duration ("PT10M", "P6M", "P1DT12H")
    "duration": r"\b" + _NUM + r"\s*-?\s*" + _UNIT_TIME + r"\b"
    r"|\bP(?:\d+[YMWD])*(?:T(?:\d+(?:[.,]\d+)?[HMS])+|\d+[YMWD])\b",
    "rate": r"\b\d+(?:[.,]\d+)?\s*(?:[a-z]+\s*)?(?:/|per|a|an|each)\s*(?:second|sec|s|minute|min"
    r"|hour|h|day)\b|\b(?:rps|qps|req/s)\b",
    # a frequency in cycles a second ("2668 Hz"): what a "frequency" may be, never a schedule
    "hertz": r"\b\d+(?:[.,]\d+)?\s*[kmg]?hz\b",
    "clock": r"\b\d{1,2}:\d{2}\b|\b\d{1,2}\s*(?:am|pm)\b|\b(?:midnight|noon|utc|gmt|cet|pst|est)\b",
    "date": r"\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}/\d{1,2}/\d{2,4}\b|\b" + _MONTH + r"\b|\bq[1-4]\b"
    r"|\b(?:today|tomorrow|yesterday|end of (?:the )?(?:week|month|quarter|year))\b|" + _SHORT_DATE,
    "weekday": r"\b" + _WEEKDAY + r"\b|\bweekends?\b|\bweekdays?\b|" + _WEEKDAY_SHORT,
    "frequency": r"\b(?:times|daily|nightly|hourly|weekly|biweekly|fortnightly|monthly"
    r"|quarterly|yearly|annually|twice|once)\b|\b(?:every|each|per|a|an)\s+(?:\w+\s+)?(?:"
    + _UNIT_TIME
    + r"|night|morning|evening|weekday|weekend|sprint|release|deploy|run|"
    + _WEEKDAY
    + r")\b|(?<![\w*/,-])(?:[\d*/,-]+\s+){4}[\d*/,-]+(?![\w*/,-])",
    # a version: dotted numbers, "v2", or a number after a capitalised name ("Node 20"); never
    # a quantity (a number with a unit)
    "version": r"(?:\bv?\d+\.\d+(?:\.\d+)*\b|\bv\d+\b|\b(?-i:[A-Z][\w.+-]*)\s+\d+(?:\.x)?\b)(?!\s*(?:%|"
    + _UNIT_BYTES
    + r"|"
    + _UNIT_TIME
    + r")\b)",
    # a port: after a colon (not a clock's), after "port", or a number standing alone (a count
    # quantifies a noun: "16 workers")
    "port": r"(?<![\d:]):\d{2,5}\b|\bport\s+\d{1,5}\b|(?<![\d.:/-])\b\d{2,5}\b(?!\s*[a-z])(?![.:/-]\d)",
    # a match is tried only where a run of its characters starts: tried from every word
    # boundary inside a long run, each try scanned to the run's end (quadratic in the run)
    "email": r"(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b",
    "handle": r"(?:^|\s)@[\w-]+|(?:^|\s)#[\w-]+",
    "url": r"\b[a-z][a-z+.-]{0,31}://\S+|(?<![@\w.-])(?:[\w-]+\.)+(?:com|org|net|io|dev|internal|local|example"
    r"|cloud|app|corp|lan)\b(?!@)|\blocalhost\b|\b\d{1,3}(?:\.\d{1,3}){3}\b",
    "path": r"(?:^|[\s`'\"(])(?:~|\.{1,2})?/[\w.-]+|(?<![\w-])[\w-]+/[\w./-]+|(?<![\w-])[\w-]+\.(?:py|js|ts|json"
    r"|ya?ml|toml|ini|cfg|conf|env|md|txt|sh|sql|lock|log)\b",
    # a document's or a data file's format, by its common name ("exported in csv", "goes
    # out as plain text"): a closed class of the trade's vocabulary
    "format": r"\b(?:json|jsonl|ndjson|ya?ml|toml|csv|tsv|xlsx?|ods|pdf|html?|markdown|plain text"
    r"|txt|xml|parquet|avro|docx?|odt|rtf|png|jpe?g|svg|gif|epub)\b",
    # an amount of money: a currency sign or a currency's name ("£809", "40 euros")
    "money": r"[£$€¥]\s?\d[\d,]*(?:\.\d+)?(?:\s?[km]\b)?|\b\d[\d,]*(?:\.\d+)?\s?(?:k\s)?"
    r"(?:pounds?|dollars?|euros?|quid|bucks|usd|eur|gbp|pence|cents?)\b",
    # a colour, by its common name: a closed class of the language
    "colour": r"\b(?:red|orange|yellow|green|blue|purple|violet|indigo|pink|brown|black|white"
    r"|gr[ae]y|silver|gold|golden|navy|teal|maroon|crimson|scarlet|amber|beige|cream|ivory|plum"
    r"|coral|lilac|lavender|turquoise|cyan|magenta|mustard|olive|khaki|burgundy|charcoal"
    r"|bronze|copper|tan|rust|peach|mint|lime|emerald|sapphire|ruby|cobalt|aqua)\b",
    "group": r"\b(?:team|guild|squad|group|crew|department|org|on-?call|rotation|owners?"
    r"|maintainers?|lead|leads|admins?|folks|channel|mailing list|pager|pagerduty|slack)\b",
    "region": r"\b[a-z]{2}-[a-z]+-\d\b|\b(?:eu|us|ap|sa|me|af|ca)-?(?:east|west|north|south"
    r"|central)\b|\b(?:europe|asia|america|frankfurt|dublin|london|virginia|oregon|tokyo"
    r"|singapore|sydney|ireland|paris|zone|region|datacenter|dc)\b",
    "responsibility": r"\b(?:responsible|in charge|accountable|maintain\w*|own(?:s|ed|ers?)?"
    r"|looks? after|takes? care|on-?call|point of contact)\b",
    "credential": r"\b(?:password|passphrase|token|api key|key|secret|certificate|cert|tls|ssl"
    r"|oauth|sso|saml|ldap|vault|keychain|1password|credentials?|ssh|gpg|pem|jwt)\b",
    "command": r"`[^`]+`|\b(?:run|execute|invoke|call|type)\s+\S+",
}
# a person: a capitalised word that is not the first of its sentence (a sentence's first word
# may be anything), or a capitalised word followed by a verb of responsibility
_CALENDAR = r"(?:" + _MONTH + r"|" + _WEEKDAY + r")"
_PERSON = r"(?<![.!?]\s)(?<!^)\b(?!(?i:" + _CALENDAR + r")\b)[A-Z][a-z]+\b(?!\s*v?\d)"
# or an initial and a surname anywhere ("B. Ansel")
_PERSON += r"|\b[A-Z]\.\s?[A-Z][a-z]+\b"


@dataclass(frozen=True)
class AttributeClass:
    """One attribute class: the nouns that name it and the value kinds that state it."""

    name: str
    nouns: tuple[str, ...]
    kinds: tuple[str, ...]


# The vocabulary. Nouns are matched by prefix on the request's words ("maintain" matches
# "maintainer", "maintained"); the head noun of a phrase ("release cadence", "disk size") is its
# last noun that names a class.
CLASSES: tuple[AttributeClass, ...] = (
    AttributeClass(
        "owner",
        (
            "owner",
            "own",
            "maintainer",
            "maintain",
            "author",
            "steward",
            "custodian",
            "assignee",
            "responsible",
            "lead",
            "oncall",
            "on-call",
            "person",
            "team",
            "who",
        ),
        ("person", "group", "email", "handle", "responsibility"),
    ),
    AttributeClass(
        "contact",
        ("contact", "email", "e-mail", "mail", "escalat", "pager", "channel", "inbox", "mailing"),
        ("email", "handle", "group", "url", "person"),
    ),
    AttributeClass(
        "version", ("version", "release", "runtime", "interpreter", "major"), ("version",)
    ),
    AttributeClass("port", ("port",), ("port",)),
    AttributeClass(
        "host", ("host", "hostname", "url", "uri", "endpoint", "domain", "server", "ip"), ("url",)
    ),
    # a network address may be given as its port alone ("localhost" implied)
    AttributeClass("address", ("address",), ("url", "email", "path", "port")),
    AttributeClass(
        "path", ("path", "directory", "folder", "dir", "file", "location"), ("path", "url")
    ),
    AttributeClass(
        "schedule",
        ("schedule", "time", "hour", "day", "weekday", "window", "slot", "when"),
        ("clock", "weekday", "date", "frequency"),
    ),
    AttributeClass(
        "cadence",
        ("cadence", "frequency", "interval", "often", "frequently", "period"),
        ("frequency", "weekday", "duration", "hertz"),
    ),
    AttributeClass(
        "deadline",
        ("deadline", "date", "due", "expir", "expiry", "expire", "until", "sunset", "eol"),
        ("date", "weekday"),
    ),
    AttributeClass(
        "duration",
        (
            "timeout",
            "ttl",
            "duration",
            "retention",
            "lifetime",
            "delay",
            "latency",
            "backoff",
            "long",
        ),
        ("duration",),
    ),
    AttributeClass(
        "size",
        (
            "size",
            "capacity",
            "disk",
            "storage",
            "memory",
            "ram",
            "large",
            "big",
            "heap",
            "volume",
            "payload",
        ),
        ("size",),
    ),
    AttributeClass(
        "limit",
        ("limit", "quota", "cap", "maximum", "max", "ceiling", "threshold", "most", "budget"),
        ("count", "size", "duration", "rate"),
    ),
    AttributeClass(
        "count", ("count", "number", "many", "total", "replicas", "instances"), ("count",)
    ),
    AttributeClass("region", ("region", "zone", "datacenter", "data center"), ("region",)),
    AttributeClass(
        "credential",
        (
            "credential",
            "password",
            "passphrase",
            "token",
            "secret",
            "certificate",
            "cert",
            "auth",
            "login",
            "key",
        ),
        ("credential",),
    ),
    AttributeClass("command", ("command", "script", "cmd", "invocation"), ("command", "path")),
)
# a file's format: its values are known only from a list of the trade's formats, so it decides
# no delivery (a request for "the export format" may be answered by a format the list lacks);
# the memory reader asks it by name (``asked_with_format``)
FORMAT = AttributeClass("format", ("format", "filetype", "extension"), ("format",))
# so are a price and a colour: the reader asks them by name or by "how much" (a request for
# "the price of X" decides no delivery by them)
COST = AttributeClass(
    "cost", ("cost", "price", "fee", "charge", "fare", "subscription"), ("money",)
)
COLOUR = AttributeClass("colour", ("colour", "color", "shade", "hue"), ("colour",))
_BY_NAME = {c.name: c for c in (*CLASSES, FORMAT, COST, COLOUR)}
# interrogatives asking for a class by themselves ("how often", "at what hour"), read when the
# focus of a "what / which" question names no class. "Where" is not among them: a place may
# be a host, a path, a region, a channel or a named system ("in PostgreSQL"), no kind to check.
_CUES: tuple[tuple[str, str], ...] = (
    (r"\bhow (?:often|frequently)\b", "cadence"),
    (r"\bhow (?:large|big|heavy)\b", "size"),
    (r"\bhow long\b", "duration"),
    # "how many minutes" asks a duration, "how many gigabytes" a size: the unit names the kind
    (r"\bhow (?:many|much)\s+" + _UNIT_TIME + r"\b", "duration"),
    (r"\bhow (?:many|much)\s+" + _UNIT_BYTES + r"\b", "size"),
    (r"\bhow many\b", "count"),
    (r"\b(?:what|which) (?:time|hour|day|date)\b|\bat what\b", "schedule"),
    (r"\bby when\b|\bby what date\b", "deadline"),
    (r"\bwho(?:m|se)?\b", "owner"),
    (r"\bwhen\b", "schedule"),
)
_WORD = re.compile(r"[a-z][a-z0-9-]*")
_FOCUS = re.compile(
    r"\b(?:what|which)(?:'s| is| are| was)?(?: the| a| an)?\s+([a-z][a-z0-9 -]*?)"
    r"(?=\s+(?:of|for|on|in|does|do|did|is|are|was|will|should|would|could|must|may|can|has|have"
    r"|that|to|at|when|if|it|the|a|an|my|our|its|their|this|i|we|you)\b|[?.,]|$)"
)
_SKIP = frozenset({"exact", "current", "default", "main", "right", "correct", "kind", "type"})
_HOW_NOUN = re.compile(
    r"\bhow (?:high|low|much|far|tight|strict|generous)\s+(?:is|are|was|were)"
    r"\s+(?:the|its|their|our|my|a|an)\s+([a-z][a-z0-9 -]*?)"
    r"(?=\s+(?:of|for|on|in|at|to|per|with|set|now)\b|[?.,]|$)"
)
_SPACES = re.compile(r"[ \t]{2,}")
_OPENS_WHO = re.compile(r"\W*who(?:m|se)?\b")
_WH_NOUN_VERB = re.compile(r"\b(?:what|which)\s+([a-z][a-z-]*)\s+([a-z]+)\b")


@cache
def _kind(name: str) -> re.Pattern[str]:
    if name == "person":
        return re.compile(_PERSON, re.MULTILINE)
    return re.compile(_KINDS[name], re.IGNORECASE | re.MULTILINE)


def _noun_class(word: str) -> str | None:
    """The class whose noun names ``word``: the exact noun, else the longest noun it starts
    with ("timeout" is a duration, not a "time")."""
    best: tuple[int, str] | None = None
    for c in CLASSES:
        for n in c.nouns:
            if word == n:
                return c.name
            if len(n) >= 4 and word.startswith(n) and (best is None or len(n) > best[0]):
                best = (len(n), c.name)
    return best[1] if best else None


def class_of(word: str) -> str | None:
    """The class a noun names ("timeout": a duration), or None; never a question's cue word."""
    return None if word in _NOT_NOUNS else _noun_class(word)


def named_class(word: str) -> str | None:
    """The class a word names, a question's cue word included ("most" names a limit, "max"
    too): what a settings key's words and a question's words share when they differ."""
    return _noun_class(word)


@lru_cache(maxsize=1024)
def classes_named(text: str) -> frozenset[str]:
    """The classes the words of a question name (``named_class``), read once per question."""
    from cairn.policy.tokens import tokenize  # the reader's only: off the hook's import path

    return frozenset(
        c for t in tokenize(text) if not t.punct for c in [named_class(t.low)] if c is not None
    )


# Words that name a class only as a question's cue, never as the head of a noun phrase ("how
# *long*", "*who*", "how *often*"): a request's object or an elliptic phrase ending in one asks
# nothing ("ledger-sync, c'est long ?").
_NOT_NOUNS = frozenset(
    {"who", "when", "often", "frequently", "long", "large", "big", "many", "most", "own", "due"}
    | {"until", "responsible", "maintain"}
)


def _noun_head(tokens: list[str]) -> str | None:
    """The class named by the head of the noun phrase opening ``tokens``: "" when the phrase
    names none (not judged), None when there is no phrase."""
    head = phrases.head(tokens)
    if head is None:
        return None
    if head in _NOT_NOUNS:
        return ""
    return _noun_class(head) or ""


def requested(text: str, subject: tuple[str, ...] = ()) -> str | None:
    """The class a request that is not a question asks by its verb's object ("tell me the X
    for S", "I need S's X", "do we have a X for S"), or None."""
    return _requested(phrases.plain(text, subject))


def _requested(low: str) -> str | None:
    for tokens in phrases.request_objects(low):
        name = _noun_head(tokens)
        if name is not None:
            return name or None
    return None


def _elliptic(low: str) -> str | None:
    """A question that is a bare noun phrase: its first phrase's head, unless it is the
    subject alone."""
    for phrase in phrases.bare_phrases(low):
        name = _noun_head(phrase)
        if name is not None:
            return name or None
    return None


def asked(text: str, subject: tuple[str, ...] = (), *, cues: bool = True) -> str | None:
    """The attribute class ``text`` asks for, or None when it asks for none the vocabulary
    knows. ``subject`` holds the request's own names (never read as attribute nouns). Without
    ``cues``, only a class a noun of the request names ("which *team*", "the *port* of S"), not
    one its interrogative implies ("who", "how many", "when")."""
    # runs of spaces read as one: the phrase patterns below then cost one pass, not one per
    # space ("what is the x" and 20,000 spaces took seconds)
    low = _SPACES.sub(" ", phrases.plain(text, subject))
    focus = _FOCUS.search(low)
    if focus:
        words = [w for w in _WORD.findall(focus.group(1)) if w not in _SKIP]
        # "which team owns S": the phrase ends before the question's verb
        verb = next((i for i, w in enumerate(words) if i and w in lx.VERB_PREDICATE), None)
        rest = low[focus.end() :].lstrip()
        if verb is not None:
            held = _holder(words[verb])
            words = words[:verb]
            if held and words and _noun_class(words[-1]) is None:
                return held
        elif len(words) > 1 and re.match(r"(?:it|the|a|an|my|our|its|their|this)\b", rest):
            # "which region hosts S", "what engine holds the records": a word right before an
            # object is the question's verb
            words = words[:-1]
        if words and not phrases.only_function_words(words):
            # the head noun (the phrase's last word) names the class, or none is known:
            # "storage engine" asks an engine, not a storage size
            return _noun_class(words[-1])
        # the interrogative is itself the object ("what does S use for X", "what's S on for
        # X"): the phrase after "for" names what is asked
        tokens = phrases.for_object(rest)
        name = _noun_head(tokens) if tokens is not None else None
        if name is not None:
            return name or None
        return None
    # "how high is the guest limit on S?": an adjective implying no class ("how long" asks a
    # duration) leaves it to the noun after "how ... is the"
    measured = _HOW_NOUN.search(low)
    if measured:
        named = _noun_class(measured.group(1).split()[-1])
        if named is not None:
            return named
    # "which group owns infra/edge?": the noun before the question's verb (whatever the
    # object's shape), before any later request ("give me the memory that says so")
    noun_verb = _WH_NOUN_VERB.search(low)
    if noun_verb and noun_verb.group(2) in lx.VERB_PREDICATE:
        return _noun_class(noun_verb.group(1)) or _holder(noun_verb.group(2))
    for name in (_requested(low), _elliptic(low)):
        if name is not None:
            return name
    if cues and _OPENS_WHO.match(low):
        return "owner"  # "who decides how long X keeps logs": a person, whatever it decides
    for pattern, name in _CUES if cues else ():
        if re.search(pattern, low):
            return name
    return None


_HOLDING = lx.forms(["own", "maintain", "lead"])
_FILE_TYPE = re.compile(r"\bfile ?types?\b|\bformats?\b")
_PINNED = re.compile(r"\bpinned\s+(?:to|at|on)\b")
# "how much" asking by itself ("how much is it?", "how much do we pay?"), not of a noun
_HOW_MUCH = re.compile(r"\bhow much\s+(?:is|are|was|were|does|do|did|will|would|should|to)\b")


def asked_with_format(text: str, subject: tuple[str, ...] = (), *, cues: bool = True) -> str | None:
    """``asked``, or "format" for a question naming a file type or a format ("what file type
    does X arrive as?", "in which format is X sent?")."""
    low = text.lower()
    if _FILE_TYPE.search(low):
        return "format"
    found = asked(text, subject, cues=cues)
    if found is not None:
        return found
    # "how much is it?", "what does X cost?", "in what colours?"
    words = set(_WORD.findall(low))
    for extra in (COST, COLOUR):
        # the noun or its plural ("fees", "colours"; not "feedback", "farewell")
        if words & {f for n in extra.nouns for f in (n, n + "s", n + "es")}:
            return extra.name
    if cues and _PINNED.search(low):
        return "version"  # "what is it pinned to?": a pin holds a version
    return "cost" if cues and _HOW_MUCH.search(low) else None


def _holder(verb: str) -> str | None:
    """The class a question's verb asks when its noun names none: a verb of holding ("which
    group *owns* X", "which crew *maintains* it") asks who holds the thing."""
    return "owner" if verb in _HOLDING else None


def qualifiers(text: str, idents: list[str], name: str) -> set[str]:
    """The identifiers of ``text`` written right before a noun of class ``name`` ("Node.js
    version", "api-v2 port"): they qualify the asked attribute."""
    low = text.lower()
    out: set[str] = set()
    for ident in idents:
        for m in re.finditer(re.escape(ident) + r"\s+([a-z][a-z-]*)", low):
            if m.group(1) not in _NOT_NOUNS and _noun_class(m.group(1)) == name:
                out.add(ident)
                break
    return out


# a sentence ends at its mark, not at an initial's ("B. Ansel")
_SENTENCE = re.compile(r"(?<=[.!?;])(?<!\b[A-Z]\.)\s+")
# a line opening a new item of a record: a list item, a numbered item, a table row, an INI
# section
_ITEM = re.compile(r"\s*(?:[-*+\u2022]\s|\d+[.)]\s|\||\[)")


def _clauses(text: str, subject: tuple[str, ...]) -> str:
    """The sentences of ``text`` naming the subject (all of it when none does), with the lines
    that continue a record whose line ends naming it (a YAML block's fields under "- name: S",
    the reply under a chat line asking about S), up to a blank line or the next item, and the
    list items under a title naming it (its first line, or a line ending in a colon); the
    subject's names blanked so their digits are not read as values."""
    names = [s.lower() for s in subject]
    about: list[str] = []
    following = False
    titled = False  # the items under a title naming the subject ("X sync - minutes\n- ...")
    for n, line in enumerate(text.split("\n")):
        if not line.strip():
            following = titled = False
            continue
        sentences = _SENTENCE.split(line)
        named = [p for p in sentences if any(s in p.lower() for s in names)]
        if named:
            about += named
            following = named[-1] is sentences[-1]
            titled = (n == 0 or line.rstrip().endswith(":")) and not _ITEM.match(line)
        elif (titled and _ITEM.match(line)) or (following and not _ITEM.match(line)):
            about.append(line)
        else:
            following = titled = False
    out = " ".join(about) if about else " ".join(text.split())
    for s in subject:
        out = re.sub(re.escape(s), " it ", out, flags=re.IGNORECASE)
    return out


@cache
def _named(name: str) -> re.Pattern[str]:
    """The words naming class ``name`` (its nouns, by prefix)."""
    nouns = sorted((n for n in _BY_NAME[name].nouns if n not in _NOT_NOUNS), key=len, reverse=True)
    return re.compile(r"\b(?:" + "|".join(map(re.escape, nouns)) + r")[a-z-]*", re.IGNORECASE)


def _names_a_value(clause: str, name: str) -> bool:
    """Whether the clause names the class by one of its nouns with a value after it ("the API
    version pinned by S is 2023-10-01", "its port: 80"): a stated value of any shape, the
    noun saying what it is. A noun with nothing after it ("a 4 GiB cache on each host") names
    no value of its own."""
    for m in _named(name).finditer(clause):
        if _noun_class(m.group(0).lower()) != name:
            continue
        after = re.split(r"[.;!?](?:\s|$)", clause[m.end() : m.end() + 80], maxsplit=1)[0]
        if re.search(r"\d", after):
            return True
    return False


def holds(text: str, name: str, subject: tuple[str, ...] = ()) -> bool:
    """Whether ``text`` states a value of class ``name`` in a clause about ``subject``: a value
    of one of the class's kinds, or any value after a noun naming the class."""
    clause = _clauses(text, subject)
    for kind in _BY_NAME[name].kinds:
        for m in _kind(kind).finditer(clause):
            if kind != "port":
                return True
            digits = re.sub(r"\D", "", m.group(0))
            if digits and 1 <= int(digits) <= 65535:
                return True
    return _names_a_value(clause, name)


# the kinds a value's own text shows by its shape alone (a count, a port, a person or a group
# is said by what surrounds it, so they are not read from the value)
_SHAPED_KINDS = (
    "size",
    "duration",
    "rate",
    "clock",
    "date",
    "weekday",
    "version",
    "email",
    "url",
    "path",
    "region",
)
# a format is known by its name, from a closed list: one outside it (a newer wire format) is a
# format too, so two values' kinds are not told apart by it (``value_kinds``), but what a
# record states of the list is read (``stated``)
_STATED_KINDS = (*_SHAPED_KINDS, "format", "colour")


def stated(text: str, name: str) -> frozenset[str]:
    """The values of class ``name``'s shaped kinds ``text`` states, casefolded ("exported in
    csv": "csv")."""
    kinds = [k for k in _BY_NAME[name].kinds if k in _STATED_KINDS]
    return frozenset(m.group(0).casefold() for k in kinds for m in _kind(k).finditer(text))


def kinds_of(name: str) -> tuple[str, ...]:
    """The value kinds that state the class ``name`` (a class of ``class_of``)."""
    return _BY_NAME[name].kinds


def value_kinds(value: str) -> frozenset[str]:
    """The kinds a value's text is of, by its shape ("eu-west-3": a region; "9 April": a date;
    "c6a.12xlarge": none). Two values of two different shaped kinds are not values of one
    attribute, whatever the broader shape they share (both identifiers)."""
    return frozenset(k for k in _SHAPED_KINDS if _kind(k).search(value))
