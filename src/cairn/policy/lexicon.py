"""The closed word classes the claim parser (``policy.clauses``) needs, and the predicate
vocabulary of typed facts (``policy.facts``).

Everything here is a general class of English, listed whole, never a word because one case
needed it:

- function words (determiners, prepositions, auxiliaries and copulas, pronouns, conjunctions,
  modals), which a shallow parse of a declarative sentence stands on;
- verbs of communication and presentation (say, state, list, show, mark, record, ...: the
  "say" and "indicate" classes of the verb lexicons), which introduce a *source* rather than a
  claim: "the runbook lists X" says who holds X, not what X is about;
- verbs of belief and conjecture (guess, think, speculate, ...) and hedging adverbs, which make
  a claim a conjecture;
- discourse markers that retract what was just said ("actually", "scratch that");
- the predicate vocabulary: ten relations a coding-project fact is stated with (what a thing
  *is*, *uses* or *runs*, who *prefers* or *owns* it, where it is *located*, when it is
  *scheduled*, what *limits* it, what *fixes* it, what was *chosen* or *rejected*), each with
  the verbs that state it, and the verbs of change (move, switch, bump, replace, ...) that
  state a new value of a slot.

Verbs are listed by their base form; ``inflect`` derives the forms a text uses. The module holds
data only: no parsing, no I/O.
"""

from __future__ import annotations

from collections.abc import Iterable


def word_set(words: str) -> frozenset[str]:
    """The words of a space-separated list, as a set."""
    return frozenset(words.split())


def inflect(base: str) -> set[str]:
    """Regular inflections of a verb: base, -s, -ed, -ing (with the usual spelling rules)."""
    out = {base}
    if base.endswith("e"):
        out |= {base + "s", base + "d", base[:-1] + "ing"}
    elif base.endswith("y") and base[-2:-1] not in "aeiou":
        out |= {base[:-1] + "ies", base[:-1] + "ied", base + "ing"}
    elif base.endswith(("s", "sh", "ch", "x", "z")):
        out |= {base + "es", base + "ed", base + "ing"}
    else:
        out |= {base + "s", base + "ed", base + "ing"}
        if (
            len(base) >= 3
            and base[-1] in "bdgmnprt"
            and base[-2] in "aeiou"
            and base[-3] not in "aeiou"
            and not base.endswith(("en", "er", "on", "et"))
        ):
            out |= {base + base[-1] + "ed", base + base[-1] + "ing"}
    return out


# irregular forms, by base
IRREGULAR = {
    "be": {"is", "are", "was", "were", "been", "being", "am"},
    "become": {"became", "becoming", "becomes"},
    "choose": {"chose", "chosen"},
    "give": {"gave", "given"},
    "go": {"goes", "went", "gone"},
    "hold": {"held"},
    "keep": {"kept"},
    "lead": {"led"},
    "make": {"made", "making"},
    "put": {"putting"},
    "read": {"reading"},
    "run": {"ran", "running"},
    "say": {"said"},
    "set": {"setting"},
    "show": {"shown"},
    "sit": {"sat", "sitting"},
    "take": {"took", "taken", "taking"},
    "tell": {"told"},
    "think": {"thought"},
    "write": {"wrote", "written", "writing"},
    "build": {"built"},
    "begin": {"began", "begun", "beginning"},
    "find": {"found"},
    "drop": {"dropped", "dropping"},
    "pin": {"pinned", "pinning"},
    "cap": {"capped", "capping"},
    "plan": {"planned", "planning"},
    "get": {"got", "gotten", "getting"},
}


def forms(bases: Iterable[str]) -> frozenset[str]:
    out: set[str] = set()
    for b in bases:
        out |= inflect(b) | IRREGULAR.get(b, set())
    return frozenset(out)


DETERMINERS = word_set(
    "a an the this that these those its their his her our my your some any each every"
    " no all both either neither another"
)
PREPOSITIONS = word_set(
    "about above across after against along among around at before behind below beneath"
    " beside between beyond by despite during except for from in inside into near of off on"
    " onto out outside over per since than through throughout till to toward towards under"
    " until unto up upon via with within without"
)
COPULAS = forms(["be", "become", "remain", "stay", "seem"])
AUXILIARIES = word_set(
    "do does did doing done has have had having will would shall should can could may might"
    " must ought"
)
MODALS_OF_DOUBT = word_set("may might could")
PRONOUNS = word_set(
    "i me we us you he him she her it they them one someone somebody everyone nobody"
    " myself ourselves yourself itself themselves"
)
POSSESSIVES = word_set("my your his her its our their")
CONJUNCTIONS = word_set("and or but nor yet so whereas while although though because")
# words that open a subordinate clause when a verb follows ("because QA is incomplete")
SUBORDINATORS = word_set("because since unless until when whenever after before once if")
WH_WORDS = word_set("what which who whom whose where when why how")
NEGATIONS = word_set("not never no n't cannot none nothing nobody without")

# verbs of communication and presentation: their subject is a source, their object the claim
REPORTING = forms(
    [
        "say",
        "state",
        "note",
        "mention",
        "report",
        "record",
        "list",
        "show",
        "indicate",
        "display",
        "mark",
        "specify",
        "document",
        "confirm",
        "claim",
        "assert",
        "declare",
        "write",
        "read",
        "tell",
        "announce",
        "explain",
        "describe",
        "quote",
        "cite",
        "log",
        "name",
        "give",
        "put",
        "place",
        "insist",
        "remind",
        "warn",
        "affirm",
        "verify",
        "suggest",
        "estimate",
        "guess",
        "speculate",
        "think",
        "believe",
        "reckon",
        "suspect",
        "assume",
        "suppose",
        "expect",
        "predict",
        "wonder",
        "feel",
        "hint",
        "imply",
    ]
)
# of those, the ones that make what follows a conjecture
CONJECTURE = forms(
    [
        "suggest",
        "estimate",
        "guess",
        "speculate",
        "think",
        "believe",
        "reckon",
        "suspect",
        "assume",
        "suppose",
        "expect",
        "predict",
        "wonder",
        "feel",
        "hint",
        "imply",
    ]
)
HEDGES = word_set(
    "maybe perhaps probably possibly likely presumably apparently reportedly roughly about"
    " approximately around guess unsure unclear"
    " iirc afaik afaict"  # the chat's abbreviations: "if I recall correctly", "as far as I know"
)
# a discourse marker that takes back what was just said
RETRACTION = word_set("actually correction scratch rather instead oops")
DISCOURSE = RETRACTION | word_set(
    "hmm ok okay so well also fyi note btw yes no nope right sorry please"
)
# what a message calls itself before its point ("reminder, the fee is due by 2 May", "heads-up,
# ..."): a label of the message, no part of what it states
MESSAGE_LABELS = word_set("reminder heads-up psa announcement notice tip warning")
# the tags that open a line of a log, a code comment or a note ("ERROR: ...", "TODO: ...",
# "UPDATE: ..."): no name of the thing the line is about (a closed list, written for this)
LINE_TAGS = word_set(
    "debug info warn warning error fatal critical trace notice alert todo fixme hack xxx bug "
    "note update edit done fixed important urgent status action decision summary result"
)

# -- the predicate vocabulary ---------------------------------------------------------------------

PREDICATES = (
    "is",
    "uses",
    "prefers",
    "located",
    "owns",
    "scheduled",
    "limits",
    "fixes",
    "chose",
    "rejected",
)
PREDICATE_VERBS: dict[str, frozenset[str]] = {
    "is": forms(["set", "equal", "total", "measure", "amount"]),
    "uses": forms(
        [
            "use",
            "run",
            "depend",
            "rely",
            "build",
            "target",
            "require",
            "pin",
            "deploy",
            "host",
            "serve",
            "back",
            "power",
            "install",
            "bind",
            "listen",
            "send",
            "route",
            "point",
            "write",
        ]
    ),
    "prefers": forms(
        ["prefer", "like", "favor", "favour", "love", "enjoy", "wish", "want", "ask", "request"]
    ),
    "located": forms(["store", "keep", "locate", "live", "sit", "house", "hold", "reside"]),
    "owns": forms(["own", "maintain", "lead", "handle", "assign", "take", "manage", "staff"]),
    "scheduled": forms(["start", "schedule", "begin", "meet", "happen", "occur", "recur", "end"]),
    "limits": forms(["cap", "limit", "bound", "throttle", "restrict", "retry", "expire"]),
    "fixes": forms(["fix", "resolve", "close", "patch", "address", "solve", "repair", "land"]),
    "chose": forms(
        ["choose", "pick", "select", "decide", "settle", "adopt", "approve", "agree", "opt"]
    ),
    "rejected": forms(
        [
            "reject",
            "drop",
            "abandon",
            "decline",
            "avoid",
            "remove",
            "deprecate",
            "ban",
            "veto",
        ]
    ),
}
# verbs of change: the clause states a new value of a slot (an update, not another source)
CHANGE = forms(
    [
        "move",
        "switch",
        "migrate",
        "change",
        "upgrade",
        "downgrade",
        "bump",
        "replace",
        "correct",
        "update",
        "reroute",
        "rename",
        "transfer",
        "shift",
        "convert",
        "revert",
        "relocate",
        "rehost",
        "redeploy",
        "roll",
        "raise",
        "lower",
        "increase",
        "decrease",
        "reduce",
        "extend",
        "shorten",
        "postpone",
        "delay",
        "reschedule",
        "slip",
        "cut",
    ]
) | {"went"}  # "went to v3" states a change; "goes to" does not
# a verb group that states a change of value or of holder: "handed" ("got handed to Bo") only
# in this form ("hand me the export" states none; the base stays out of the verb classes)
CHANGING = CHANGE | {"handed"}
VERB_PREDICATE = {v: p for p, vs in PREDICATE_VERBS.items() for v in vs}
# "get" as the auxiliary of a passive ("got reverted", "gets rotated"): a participle follows
GET_PASSIVE = forms(["get"])
# verbs that undo an earlier event: in the passive, with no new value ("the PR got reverted",
# "it was rolled back", not "was reverted to 30 s"), what that event did no longer holds
UNDOING = forms(["revert", "undo"]) | {"undone"}
UNDOING_PHRASAL = {(form, "back") for form in forms(["roll"])}
# a verb of reporting whose particle makes it mean something else ("the client gives up after
# 5 retries", "put off the cutover", "logs in with SSO"): not a reporter
NOT_REPORTING_PHRASAL = {
    (form, particle)
    for base, particles in {
        "give": ("up", "in", "away"),
        "put": ("off", "up", "away"),
        "log": ("in", "out", "off", "on"),
        "mark": ("up", "down"),
    }.items()
    for form in forms([base])
    for particle in particles
}
TEMPORAL_NOW = word_set("now currently anymore presently nowadays")
# what a question says when it asks for the value that holds today
CURRENT = TEMPORAL_NOW | word_set("current today latest moment")
# the words announcing that a value changes or takes effect ("Update: new X code, 4972, starting
# today"), with the change and now vocabularies and a line's tags (a tuned list)
ANNOUNCING = (
    CHANGE
    | CURRENT
    | LINE_TAGS
    | MESSAGE_LABELS
    | word_set("new start starting effective onward onwards")
)
MONTHS = word_set(
    "january february march april may june july august september october november december"
    " jan feb mar apr jun jul aug sep sept oct nov dec"
)
# plain words that stand for a quantity's unit right after a number ("45 seconds", "3 times")
UNIT_AFTER_NUMBER = word_set(
    "ms s sec secs second seconds min mins minute minutes h hr hrs hour hours day days week"
    " weeks month months year years times retries attempts percent kb mb gb tb k m b items"
    " requests rps qps workers replicas nodes cores pods shards threads connections users"
    " points px"
)
# past participles that do not end in -ed/-en ("is kept in", "was set to", "is held by")
IRREGULAR_PARTICIPLES = word_set(
    "kept held built set put run chosen taken given shown written made done gone told said"
    " found led sent spent bound sat won undone"
    # and the others of English whose spelling is no adjective's too ("stuck", "lit" are)
    " taught bought brought caught fought sought paid laid sold meant lent dealt met slept"
    " swept hung struck understood withheld upheld heard stood begun sung rung dug"
)
# simple past forms that do not end in -ed and are no other form ("Bo ran it", "Ana led it")
IRREGULAR_PAST = word_set(
    "ran led held kept took gave made did went told found sent spent sat won taught bought"
    " brought caught fought paid laid sold lent dealt met slept swept hung struck heard stood"
    " began drove wrote chose rode flew drew grew knew threw wore agreed freed"
)


def past_form(low: str) -> bool:
    """A word in the simple past by its form: in -ed ("need", "exceed" are no past) or an
    irregular past ("ran", "held")."""
    return (low.endswith("ed") and not low.endswith("eed")) or low in IRREGULAR_PAST


# words naming what held before as such ("the old X", "our former X", "the previous vendor")
FORMER = word_set("previous former old prior earlier ex")
# verbs that carry little meaning of their own ("make that 45 seconds", "get it to 3")
LIGHT_VERBS = forms(["make", "get", "let", "have", "do", "put", "give"])
# units of time a rate or a time said from now counts in ("a year", "each month", "this week")
TIME_UNITS = word_set("hour night day week weekend fortnight sprint month quarter term season year")
# words of a time adjunct: a literal they follow is not modifying them ("us-east-2 last week")
TEMPORAL = word_set(
    "last next this ago since week weeks month months year years day days quarter sprint"
    " yesterday today tomorrow tonight monday tuesday wednesday thursday friday saturday sunday"
)
# phrasal verbs: (verb, particle) -> the relation they state, or "change" for a change of holder
_PHRASAL_BASES = {
    ("rule", "out"): "rejected",  # "rule" alone governs ("a rule of thumb", "ruled on")
    ("rule", "against"): "rejected",
    ("turn", "down"): "rejected",
    ("phase", "out"): "rejected",
    ("back", "out"): "rejected",
    ("decide", "against"): "rejected",
    ("vote", "against"): "rejected",
    ("advise", "against"): "rejected",
    ("settle", "on"): "chose",
    ("go", "with"): "chose",
    ("opt", "for"): "chose",
    ("sign", "off"): "chose",
    ("take", "over"): "change",
    ("take", "charge"): "change",
    ("hand", "over"): "change",
    ("switch", "over"): "change",
    ("cut", "over"): "change",
    ("cut", "off"): "limits",  # "the gateway cuts off requests after 4449ms"
    ("roll", "back"): "change",
    ("pick", "up"): "owns",
    ("look", "after"): "owns",
}
# the base forms of the phrasal verbs (an imperative opens with one: "hand X over to Y")
PHRASAL_BASES = frozenset(base for base, _particle in _PHRASAL_BASES)
PHRASAL = {
    (form, particle): pred
    for (base, particle), pred in _PHRASAL_BASES.items()
    for form in forms([base])
}
