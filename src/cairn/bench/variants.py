"""Same meaning, another surface: variants of a memory-benchmark case set (Hexis schema).

A score fitted to a fixture's surface falls when the surface changes and the meaning does not.
Each variant below rewrites every case of a set and keeps what the case asks and expects:

- ``lower-ids``: identifier codes written in lower case ("LARCH-9" -> "larch-9"; a capitalised
  name stays as it is);
- ``neutral-labels``: every source label replaced by "source N" (its trust, kind and event id
  kept);
- ``paraphrase``: general rewrites of the frame around the values (a reporting verb swapped for
  another, "X lists Y" as "According to X, Y", a fronted "For X," moved to the end, a copula
  as "is set to", synonyms of common verbs, the question reworded); the values are never
  touched;
- ``shuffled-order``: the events listed in another order (their times kept: time order is
  meaning, a correction comes after what it corrects);
- ``distractor``: one more event that restates a cited event's frame about another entity with
  another value, in the same session a minute later; its value is added to the forbidden
  answers (a memory about another service or person must not answer);
- ``combined``: all of the above at once.

Every rewrite is seeded and deterministic. A variant reports how many events it changed, so a
variant that touched nothing is visible as such. Nothing here knows a case id, a topic or an
expected string beyond the case it is rewriting.
"""

from __future__ import annotations

import copy
import random
import re
from collections.abc import Callable, Mapping, Sequence
from typing import Any

Case = dict[str, Any]
VARIANTS = (
    "lower-ids",
    "neutral-labels",
    "paraphrase",
    "shuffled-order",
    "distractor",
    "combined",
)

_CODE = re.compile(r"\b(?=[\w-]*[A-Z])(?=[\w-]*(?:\d|-|[A-Z]{2}))[A-Za-z0-9][\w-]*\b")


def _is_code(tok: str) -> bool:
    """An identifier code: capitals with a digit or a hyphen, or two capitals or more, and
    not a capitalised word ("Borealis", "Priya")."""
    letters = [c for c in tok if c.isalpha()]
    if not letters or not any(c.isupper() for c in letters):
        return False
    if tok[0].isupper() and all(c.islower() for c in letters[1:]) and "-" not in tok:
        return False
    return any(c.isdigit() for c in tok) or "-" in tok or sum(c.isupper() for c in letters) >= 2


def lower_ids(text: str) -> str:
    return _CODE.sub(lambda m: m.group().lower() if _is_code(m.group()) else m.group(), text)


def _map_case(case: Case, fn: Callable[[str], str], *, query: bool = True) -> Case:
    out = copy.deepcopy(case)
    for e in out["events"]:
        e["content"] = fn(e["content"])
    if query:
        out["query"]["text"] = fn(out["query"]["text"])
    exp = out["expected"]
    exp["answers"] = list(dict.fromkeys(fn(a) for a in exp["answers"]))
    exp["forbidden_answers"] = list(dict.fromkeys(fn(a) for a in exp["forbidden_answers"]))
    return out


def v_lower_ids(case: Case, rng: random.Random) -> Case:
    return _map_case(case, lower_ids)


def v_neutral_labels(case: Case, rng: random.Random) -> Case:
    out = copy.deepcopy(case)
    names: dict[str, str] = {}
    for e in out["events"]:
        label = (e.get("source") or {}).get("label")
        if label is not None:
            e["source"]["label"] = names.setdefault(label, f"source {len(names) + 1}")
    return out


# -- paraphrase ---------------------------------------------------------------------------------

_REPORTING = {
    "says": "states",
    "states": "says",
    "lists": "records",
    "shows": "indicates",
    "notes": "says",
    "marks": "lists",
    "mentions": "notes",
    "mentioned": "noted",
    "confirmed": "verified",
    "reports": "shows",
    "places": "puts",
    "puts": "places",
}
_SYNONYMS = {
    "prefers": "favours",
    "chose": "picked",
    "rejected": "turned down",
    "ruled out": "rejected",
    "moved": "relocated",
    "is stored": "is kept",
    "are stored": "are kept",
    "uses": "relies on",
    "runs on": "is on",
    "took over": "took charge of",
    "took(?! charge)": "picked up",
    "owns": "is the owner of",
    "guessed": "supposed",
    "thinks": "believes",
    "speculated": "suggested",
}
_REPORT_FRAME = re.compile(
    r"^(?P<src>(?:The|A|An) [^,.;:]{2,60}?) (?P<verb>"
    + "|".join(sorted(_REPORTING, key=len, reverse=True))
    + r") (?:that )?(?P<rest>[^;]+)$"
)
_FOR_FRONT = re.compile(r"^For (?P<x>[^,]{2,60}), (?P<rest>.+?)(?P<end>[.!?]?)$")
_COPULA_VALUE = re.compile(r"\b(is|are) (?=[A-Za-z]*[\d#@/_-][\w#@/.-]*[.!?]?$)")


def paraphrase_text(text: str) -> str:
    """General rewrites of the frame around a claim's values (see the module docstring)."""
    out = text.strip()
    m = _REPORT_FRAME.match(out)
    if m:
        src = m.group("src")
        out = f"According to {src[0].lower() + src[1:]}, {m.group('rest')}"
    else:
        for verb, other in _REPORTING.items():
            new = re.sub(rf"\b{verb}\b", other, out, count=1)
            if new != out:
                out = new
                break
    f = _FOR_FRONT.match(out)
    if f:
        rest = f.group("rest")
        out = f"{rest[0].upper() + rest[1:]} for {f.group('x')}{f.group('end') or '.'}"
    out = _COPULA_VALUE.sub(lambda m: f"{m.group(1)} set to ", out, count=1)
    for word, other in _SYNONYMS.items():
        out = re.sub(rf"\b{word}\b", other, out)
    return out


_Q_WHAT_IS = re.compile(r"^What is (?P<x>.+)\?$")
_Q_WHICH = re.compile(r"^(?P<w>Which|What|Who|Where|How) (?P<rest>.+)\?$")


def paraphrase_question(text: str) -> str:
    m = _Q_WHAT_IS.match(text.strip())
    if m:
        return f"Tell me {m.group('x')}."
    m = _Q_WHICH.match(text.strip())
    if m:
        return f"Can you remind me {m.group('w').lower()} {m.group('rest')}?"
    return f"Quick question: {text.strip()}"


def v_paraphrase(case: Case, rng: random.Random) -> Case:
    out = copy.deepcopy(case)
    for e in out["events"]:
        e["content"] = paraphrase_text(e["content"])
    out["query"]["text"] = paraphrase_question(out["query"]["text"])
    return out


def v_shuffled(case: Case, rng: random.Random) -> Case:
    out = copy.deepcopy(case)
    events = list(out["events"])
    for _ in range(5):
        rng.shuffle(events)
        if len(events) < 2 or events != out["events"]:
            break
    out["events"] = events
    return out


# -- distractor ---------------------------------------------------------------------------------

_FRESH_NAMES = [
    "Quorra",
    "Tesselate",
    "Marlowe",
    "Vantor",
    "Ilsabet",
    "Okonkwo",
    "Brisa",
    "Castellan",
]
_FRESH_WORDS = ["lantern", "quarry", "saffron", "meadow", "harbinger", "tundra", "cobalt"]
_WORD = re.compile(r"[\w][\w./#@-]*[\w]|[\w]")


def _fresh_value(value: str, rng: random.Random, avoid: set[str]) -> str:
    """Another value of the same shape: letters for letters (same case), digits for digits."""
    for _ in range(50):
        out = "".join(
            rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ")
            if c.isupper()
            else rng.choice("abcdefghjkmnpqrstuvwxyz")
            if c.islower()
            else rng.choice("23456789")
            if c.isdigit()
            else c
            for c in value
        )
        low = out.casefold()
        if low != value.casefold() and not any(low in a or a in low for a in avoid):
            return out
    return value + "-x"


def _entity(text: str, query: str, values: Sequence[str]) -> str | None:
    """A word the event and the question share that names what the claim is about: a name,
    an identifier, or else the first content word they share (not a value's word)."""
    from cairn.policy.tokens import content, tokenize

    asked = {t.text for t in tokenize(query) if content(t)}
    in_values = {w.casefold() for v in values for w in _WORD.findall(v)}
    shared = [
        t.text
        for t in tokenize(text)
        if content(t)
        and t.text in asked
        and t.low not in in_values
        and len(t.text) > 2
        and not t.punct
    ]
    named = [w for w in shared if (w[0].isupper() and w[1:].islower()) or "-" in w or "/" in w]
    if named:
        return named[0]
    from cairn.policy import lexicon as lx

    plain = [
        w
        for w in shared
        if w.isalpha()
        and w.islower()
        and w not in lx.VERB_PREDICATE
        and w not in lx.CHANGE
        and w not in lx.REPORTING
        and not w.endswith("ed")
    ]
    return plain[0] if plain else None


def v_distractor(case: Case, rng: random.Random) -> Case:
    out = copy.deepcopy(case)
    exp = out["expected"]
    cited = [e for e in out["events"] if e["event_id"] in set(exp["citations"])]
    if not cited:
        return out
    base = cited[0]
    values = [v for v in exp["answers"] if v.casefold() in base["content"].casefold()]
    entity = _entity(base["content"], out["query"]["text"], values)
    if entity is None or not values:
        return out
    if entity[0].isupper() and entity[1:].islower():
        fresh_entity = rng.choice(_FRESH_NAMES)
    elif "-" in entity or "/" in entity:
        _head, sep, tail = re.split(r"([-/])", entity, maxsplit=1)
        fresh_entity = rng.choice(_FRESH_WORDS) + sep + tail
    else:
        fresh_entity = rng.choice(_FRESH_WORDS)
    avoid = {a.casefold() for a in exp["answers"] + exp["forbidden_answers"]}
    avoid |= {w.casefold() for e in out["events"] for w in _WORD.findall(e["content"])}
    content = re.sub(rf"(?<!\w){re.escape(entity)}(?!\w)", fresh_entity, base["content"])
    fresh: list[str] = []
    for v in sorted(values, key=len, reverse=True):
        new = _fresh_value(v, rng, avoid)
        avoid.add(new.casefold())
        fresh.append(new)
        content = re.sub(rf"(?<!\w){re.escape(v)}(?!\w)", new, content, flags=re.I)
    if content == base["content"]:
        return out
    event = copy.deepcopy(base)
    event["event_id"] = base["event_id"] + "-distractor"
    event["content"] = content
    event.pop("supersedes", None)
    event["kind"] = "remember"
    src = event.get("source") or {}
    if src.get("label"):
        src["label"] = re.sub(rf"(?<!\w){re.escape(entity)}(?!\w)", fresh_entity, src["label"])
    src["ref"] = event["event_id"]
    event["at"] = _minute_after(base["at"])
    out["events"].append(event)
    out["events"].sort(key=lambda e: e["at"])
    exp["forbidden_answers"] = list(dict.fromkeys([*exp["forbidden_answers"], *fresh]))
    return out


def _minute_after(at: str) -> str:
    from datetime import timedelta

    from cairn.timeutil import fmt, to_datetime

    return fmt(to_datetime(at) + timedelta(minutes=1)).replace(".000000Z", "Z")


def v_combined(case: Case, rng: random.Random) -> Case:
    out = v_distractor(case, rng)
    out = v_paraphrase(out, rng)
    out = v_lower_ids(out, rng)
    out = v_neutral_labels(out, rng)
    return v_shuffled(out, rng)


BUILDERS: dict[str, Callable[[Case, random.Random], Case]] = {
    "lower-ids": v_lower_ids,
    "neutral-labels": v_neutral_labels,
    "paraphrase": v_paraphrase,
    "shuffled-order": v_shuffled,
    "distractor": v_distractor,
    "combined": v_combined,
}


def variant(name: str, cases: Sequence[Mapping[str, Any]], seed: int = 17) -> list[Case]:
    """Every case of ``cases`` rewritten by the variant ``name`` (seeded per case)."""
    build = BUILDERS[name]
    out = []
    for c in cases:
        rng = random.Random(f"{seed}:{name}:{c['case_id']}")
        out.append(build(dict(c), rng))
    return out


def changed(original: Sequence[Mapping[str, Any]], rewritten: Sequence[Mapping[str, Any]]) -> int:
    """How many events (or queries, or labels, or orders) a variant changed."""
    n = 0
    for a, b in zip(original, rewritten, strict=True):
        if [e["event_id"] for e in a["events"]] != [e["event_id"] for e in b["events"]]:
            n += 1
            continue
        n += sum(
            x["content"] != y["content"] or x.get("source") != y.get("source")
            for x, y in zip(a["events"], b["events"], strict=True)
        )
        n += a["query"]["text"] != b["query"]["text"]
    return n
