"""The memory surfaces, rename notes, request forms and off-topic requests of the blind held-out
set ``unknowns16``.

Twelve surfaces hold a fact: eight new ones (an Ansible task's ``vars:``, a Rust ``const`` under
its doc comment, a protobuf field under its comment, an iCalendar event's ``DESCRIPTION``, an
HTML definition list, a CSS custom property under its comment, a unified diff hunk and a
``redis-cli`` ``HSET`` transcript) and four kept from earlier sets, written anew (prose, a TSV
row, a release-notes bullet, a chat line above its reaction). Sixteen request forms in a rotation
of seventeen slots: ten kept (question, typo twice, task, agent, plan, alias, role, reply,
imperative, comparative) and six new (a question as a table header cell, a question addressed to
a teammate, a terse keyword query, a JSON request body, an SQL ``SELECT`` and a spoken
transcript with fillers)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

Surface = Callable[[str, str, str, str, int], str]


def ident(text: str) -> str:
    return "".join(ch if ch.isalnum() else "_" for ch in text).strip("_")


def ansible(s: str, w: str, v: str, thing: str, n: int) -> str:
    return (
        f'- name: "{s} {w}"\n  vars:\n    wanted: "{v}"\n  ansible.builtin.import_tasks: tune.yml'
    )


def rustconst(s: str, w: str, v: str, thing: str, n: int) -> str:
    return f'/// {w} of {s}\npub const {ident(s).upper()}__{ident(w).upper()}: &str = "{v}";'


def protobuf(s: str, w: str, v: str, thing: str, n: int) -> str:
    return (
        f"message {thing.capitalize()}Record {{\n  // {w} of {s}: {v}\n"
        f"  string {ident(w).lower()} = {n % 9 + 2};\n}}"
    )


def ical(s: str, w: str, v: str, thing: str, n: int) -> str:
    return (
        f"BEGIN:VEVENT\nDTSTART:2026{n % 9 + 1:02d}{n % 27 + 1:02d}T0900Z\n"
        f"SUMMARY:{s} visit\nDESCRIPTION:{w} read as {v}\nEND:VEVENT"
    )


def htmldl(s: str, w: str, v: str, thing: str, n: int) -> str:
    return f'<dl class="{thing}-facts">\n  <dt>{s} {w}</dt>\n  <dd>{v}</dd>\n</dl>'


def css(s: str, w: str, v: str, thing: str, n: int) -> str:
    var = f"{ident(s)}-{ident(w)}".lower()
    return f'/* {w} of {s} */\n:root {{\n  --{var}: "{v}";\n}}'


def diff(s: str, w: str, v: str, thing: str, n: int) -> str:
    line = n % 80 + 3
    return (
        f"--- a/docs/{thing}s.md\n+++ b/docs/{thing}s.md\n@@ -{line} +{line} @@\n"
        f"-{s} {w}: TBD\n+{s} {w}: {v}"
    )


def redis(s: str, w: str, v: str, thing: str, n: int) -> str:
    return f'127.0.0.1:6379> HSET {s} "{w}" "{v}"\n(integer) 1'


PROSE_TAILS = ("as noted at the yearly survey", "according to the binder", "per the handover sheet")


def prose(s: str, w: str, v: str, thing: str, n: int) -> str:
    return f"{s}'s {w} is {v}, {PROSE_TAILS[n % len(PROSE_TAILS)]}."


def tsv(s: str, w: str, v: str, thing: str, n: int) -> str:
    return f"name\tfield\tvalue\n{s}\t{w}\t{v}"


def release(s: str, w: str, v: str, thing: str, n: int) -> str:
    return f"## Release notes 2026.{n % 12 + 1:02d}\n- {s}: {w} is now {v}."


HANDLES = ("mira", "oskar", "juno", "ferdi")
CHAT_TAILS = ("double checked", "seen this morning", "from the logbook")


def chat(s: str, w: str, v: str, thing: str, n: int) -> str:
    handle, tail = HANDLES[n % len(HANDLES)], CHAT_TAILS[n % len(CHAT_TAILS)]
    return f"@{handle}: {s} {w} is {v}, {tail}\n:+1: {n % 5 + 1}"


SURFACES: dict[str, Surface] = {
    "ansible": ansible,
    "rustconst": rustconst,
    "protobuf": protobuf,
    "ical": ical,
    "htmldl": htmldl,
    "css": css,
    "diff": diff,
    "redis": redis,
    "prose": prose,
    "tsv": tsv,
    "release": release,
    "chat": chat,
}
NEW_SURFACES = ("ansible", "rustconst", "protobuf", "ical", "htmldl", "css", "diff", "redis")

Note = Callable[[str, str, str], str]
RENAMES: dict[str, Note] = {
    "sentence": lambda old, s, role: f"{old} now goes by {s}; it is {role}.",
    "changelog": lambda old, s, role: f"- Renamed: {old} -> {s} ({role})",
    "memo": lambda old, s, role: f"Memo for everyone: {role}, formerly {old}, is {s} from today.",
}

# words the surfaces and rename notes write whatever the fact (the vocabulary check reads them)
FIXED_TEXT = " ".join(
    [
        ansible("", "", "", "", 0),
        rustconst("", "", "", "", 0),
        protobuf("", "", "", "", 0),
        ical("", "", "", "", 0),
        htmldl("", "", "", "facts", 0),
        css("", "", "", "", 0),
        diff("", "", "", "docs", 0),
        redis("", "", "", "", 0),
        *PROSE_TAILS,
        tsv("", "", "", "", 0),
        release("", "", "", "", 0),
        *HANDLES,
        *CHAT_TAILS,
        *(note("", "", "") for note in RENAMES.values()),
    ]
)


@dataclass(frozen=True)
class Ask:
    """What a request form needs: the phrase asked, the name it is asked of, the domain's thing,
    a value it may offer (numeric or worded), which of two phrasings, and a teammate."""

    phrase: str
    name: str
    thing: str
    offered: str
    phrasing: int
    mate: str


def question(a: Ask) -> str:
    if a.phrasing:
        return f"What's {a.name}'s {a.phrase}?"
    return f"What is the {a.phrase} of {a.name}?"


def typo(a: Ask) -> str:
    if a.phrasing:
        return f"quick one: {a.phrase} on {a.name}, anyone?"
    return f"What is the {a.phrase} of {a.name}?"


def task(a: Ask) -> str:
    if a.phrasing:
        return f"As part of this change, find out {a.name}'s {a.phrase} and note it in the ticket."
    return f"Before you deploy, check the {a.phrase} of {a.name} and put it in the PR description."


def agent(a: Ask) -> str:
    if a.phrasing:
        return (
            f"You are the assistant of the {a.thing} team. A colleague writes: I need the "
            f"{a.phrase} of {a.name}. Answer from the project memory only; say so if unknown."
        )
    return (
        f"System: answer briefly. User: what is {a.name}'s {a.phrase}? "
        "Assistant: let me look that up; keep the reply to one line."
    )


def plan(a: Ask) -> str:
    step = f"Find the {a.phrase} of {a.name}." if a.phrasing else f"Look up {a.name}'s {a.phrase}."
    return f"Plan:\n1. Open the {a.thing} register.\n2. {step}\n3. Post it in the channel."


def reply(a: Ask) -> str:
    quote = f"> can someone check the {a.thing}s this week?"
    if a.phrasing:
        return f"On Tuesday, Sam wrote:\n{quote}\n\nSure. What is {a.name}'s {a.phrase}, though?"
    return f"{quote}\n\nHappy to. First: what is the {a.phrase} of {a.name}?"


def imperative(a: Ask) -> str:
    if a.phrasing:
        return f"Give me the {a.phrase} of {a.name}, nothing else."
    return f"Tell me {a.name}'s {a.phrase}."


def numeric(value: str) -> bool:
    return value[:1].isdigit()


def comparative(a: Ask) -> str:
    if numeric(a.offered):
        if a.phrasing:
            return f"Would the {a.phrase} of {a.name} come out below {a.offered}?"
        return f"Is {a.name}'s {a.phrase} higher than {a.offered}?"
    if a.phrasing:
        return f"Was the {a.phrase} of {a.name} set to {a.offered} rather than anything else?"
    return f"Is {a.name}'s {a.phrase} {a.offered}, or something else?"


def tablecell(a: Ask) -> str:
    if a.phrasing:
        return f"| {a.name}: {a.phrase}? | notes |\n|---|---|\n|  |  |"
    return f"| {a.thing} | what is the {a.phrase} of {a.name}? |\n|---|---|\n| {a.name} |  |"


def teammate(a: Ask) -> str:
    if a.phrasing:
        return f"Hey {a.mate}, you worked on {a.name} - what was its {a.phrase} again?"
    return f"{a.mate}, do you remember the {a.phrase} of {a.name}?"


def keywords(a: Ask) -> str:
    if a.phrasing:
        return f"{a.phrase} {a.name} current"
    return f"{a.name} {a.phrase}"


def jsonbody(a: Ask) -> str:
    if a.phrasing:
        return f'POST /ask\n{{"subject": "{a.name}", "field": "{a.phrase}"}}'
    return f'{{"question": "What is the {a.phrase} of {a.name}?", "source": "memory"}}'


def sqlselect(a: Ask) -> str:
    if a.phrasing:
        return f"SELECT value FROM facts WHERE subject = '{a.name}' AND field = '{a.phrase}';"
    return f"-- which {a.phrase} does {a.name} have?\nSELECT * FROM {a.thing}s WHERE name = '{a.name}';"


def spoken(a: Ask) -> str:
    if a.phrasing:
        return f"okay so {a.name}, its {a.phrase} is, er, what exactly?"
    return f"um, so, what's the, uh, {a.phrase} of {a.name}?"


Form = Callable[[Ask], str]
FORMS: dict[str, Form] = {
    "question": question,
    "typo": typo,
    "task": task,
    "agent": agent,
    "plan": plan,
    "alias": question,
    "role": question,
    "reply": reply,
    "imperative": imperative,
    "comparative": comparative,
    "tablecell": tablecell,
    "teammate": teammate,
    "keywords": keywords,
    "jsonbody": jsonbody,
    "sqlselect": sqlselect,
    "spoken": spoken,
}
FORM_NAMES = tuple(FORMS)
NEW_FORMS = ("tablecell", "teammate", "keywords", "jsonbody", "sqlselect", "spoken")
# seventeen slots: the typo form twice, five slots apart from nothing in particular
ROTATION = (
    "question",
    "typo",
    "task",
    "agent",
    "tablecell",
    "plan",
    "alias",
    "teammate",
    "role",
    "keywords",
    "reply",
    "typo",
    "jsonbody",
    "imperative",
    "sqlselect",
    "comparative",
    "spoken",
)
MATES = ("Ana", "Tomasz", "Keiko", "Ravi", "Lena", "Bruno")


def antonym_question(phrase: str, name: str, phrasing: int) -> str:
    """The near miss asked with the opposite of a held attribute's first word."""
    if phrasing:
        return f"And the {phrase} of {name}, what is that one?"
    return f"What is {name}'s {phrase}?"


# (phrase, thing, value): cooking, sports, geography, nature and trivia; many share a word with
# an attribute's word in another sense, some the whole phrase
OFFTOPIC: tuple[tuple[str, str, str], ...] = (
    ("drop height", "the Reichenbach Falls", "250 m"),
    ("cable length", "a standard phone charging lead", "1 m"),
    ("bell weight", "Big Ben's hour bell", "13.7 tonnes"),
    ("rotation time", "the planet Mars", "24.6 hours"),
    ("pendulum length", "Foucault's pendulum in the Pantheon", "67 m"),
    ("stroke rate", "an Olympic freestyle sprinter", "50 per minute"),
    ("wall height", "Hadrian's Wall", "5 m"),
    ("tube length", "a didgeridoo", "1.5 m"),
    ("peak output", "the Hoover Dam power station", "2080 MW"),
    ("noise level", "a jet engine at take-off", "140 dB"),
    ("air pressure", "a road racing bike tyre", "7 bar"),
    ("opening date", "the Eiffel Tower", "March 1889"),
    ("build year", "the Sydney Opera House", "1973"),
    ("oven temperature", "a Neapolitan pizza", "450 C"),
    ("race length", "the marathon", "42.195 km"),
    ("ball pressure", "a World Cup football", "0.9 bar"),
    ("coat colour", "a red fox", "rusty orange"),
    ("proving time", "a brioche dough", "2 hours"),
    ("shoe size", "Michael Phelps", "14"),
    ("flight speed", "a peregrine falcon in a dive", "390 km/h"),
    ("body weight", "an adult African elephant", "6 tonnes"),
    ("trench depth", "the Mariana Trench", "10994 m"),
    ("lap count", "the Monaco Grand Prix", "78"),
    ("hand span", "a concert pianist", "23 cm"),
    ("smoke point", "extra virgin olive oil", "190 C"),
    ("boiling point", "water at sea level", "100 C"),
    ("tide range", "the Bay of Fundy", "16 m"),
    ("sugar content", "a can of cola", "35 g"),
    ("wing span", "a wandering albatross", "3.5 m"),
    ("serving size", "a bowl of ramen", "500 g"),
    ("ring size", "the Olympic boxing ring", "7.3 m"),
    ("top speed", "a cheetah", "110 km/h"),
)
