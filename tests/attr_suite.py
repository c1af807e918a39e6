"""A perturbed absent-attribute suite for ``policy.attributes`` (test data generator, seeded).

Subjects are made up from syllables (no name of any committed set), attributes are stated and
asked in wordings written for this suite only: each subject holds two attributes; each is asked
once (a positive: its memory must be kept) and the subject is asked once for an attribute it
does not hold (a negative: every memory of the subject should be declined). Generation is pure:
the same seed gives the same suite.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass

from cairn.policy import attributes

# one attribute a line: class | how a memory states it ({S} subject, {V} value) | values |
# asked in other words | asked plainly
_TABLE = """
owner | {V} is responsible for {S}. | Ilse; Tomasz; the payments crew | Who looks after {S} these days? | Who owns {S}?
port | {S} binds to port {V}. | 5173; 9443; 6380 | Which port does {S} bind to? | What port does {S} listen on?
size | {S} keeps a {V} cache on each host. | 4 GiB; 512 MB; 1.5 TB | How big is the cache of {S}? | What is the heap size of {S}?
version | {S} is built against Go {V}. | 1.21; 1.22; 1.23 | Which Go release does {S} build with? | Which version of Go does {S} use?
schedule | The {S} sweep starts at {V} each day. | 04:30; 23:15; noon | At what time does the sweep of {S} kick off? | When does {S} run its sweep?
duration | {S} drops idle connections after {V}. | 90 seconds; 5 minutes; 2 hours | How long may a connection to {S} sit idle? | What is the idle timeout of {S}?
count | {S} runs {V} worker processes. | 4; 16; twelve | How many workers does {S} start? | What is the worker count of {S}?
deadline | Support for {S} ends on {V}. | 2027-01-31; 2026-09-30; March 1 | By what date is {S} retired? | What is the end-of-life date of {S}?
contact | Problems with {S} go to {V}. | #infra-help; storage-oncall@corp.example | Which channel should I ping about {S}? | What is the support contact for {S}?
host | {S} is served from {V}. | https://s.internal.example; build-07.corp.example | What's the URL of {S}? | What is the hostname of {S}?
region | {S} is deployed in {V}. | eu-central-1; us-west-2; ap-south-1 | Which cloud region is {S} in? | Which region hosts {S}?
"""
POOL: tuple[tuple[str, str, tuple[str, ...], str, str], ...] = tuple(
    (c, m, tuple(v.split("; ")), q1, q2)
    for c, m, v, q1, q2 in (tuple(line.split(" | ")) for line in _TABLE.strip().splitlines())
)
_HEAD = (
    "quill",
    "ferro",
    "marsh",
    "tango",
    "lumen",
    "birch",
    "cobalt",
    "osprey",
    "yarrow",
    "zephyr",
)
_TAIL = ("svc", "daemon", "queue", "index", "bridge", "relay", "vault", "sweeper")
_WRAP = ("{Q}", "quick one: {q}", "{Q} I need it for a ticket.")


@dataclass(frozen=True)
class Case:
    subject: str
    memories: tuple[str, ...]
    question: str
    answer: int | None  # index of the memory that answers, None for an absent attribute


def suite(seed: int = 17, subjects: int = 24) -> list[Case]:
    rnd = random.Random(seed)
    names = sorted({f"{h}-{t}" for h in _HEAD for t in _TAIL})
    out: list[Case] = []
    for n, subject in enumerate(rnd.sample(names, subjects)):
        held = rnd.sample(POOL, 3)
        mems = tuple(
            a[1].replace("{S}", subject).replace("{V}", rnd.choice(a[2])) for a in held[:2]
        )
        wrap = _WRAP[n % len(_WRAP)]

        def ask(q: str, wrap: str = wrap, subject: str = subject) -> str:
            q = q.replace("{S}", subject)
            return wrap.replace("{Q}", q).replace("{q}", q[0].lower() + q[1:])

        for i, a in enumerate(held[:2]):
            out.append(Case(subject, mems, ask(a[3 + (n + i) % 2]), i))
        out.append(Case(subject, mems, ask(held[2][4]), None))
    return out


# Requests that are not "what / which" questions (imperative, indirect and elliptic forms), over
# the same attributes and memories. Each attribute is asked with a noun phrase ({A}); the first
# list of forms and phrases was written to be read while writing the rule, the second (held out)
# was written at the same time and scored only after the rule was fixed.
_PHRASES: dict[str, tuple[str, str]] = {
    # class: (a phrase read while writing the rule, a held-out phrase)
    "owner": ("owner", "maintaining team"),
    "port": ("port", "listen port"),
    "size": ("cache size", "cache capacity"),
    "version": ("Go version", "Go release"),
    "schedule": ("sweep time", "sweep schedule"),
    "duration": ("idle timeout", "connection timeout"),
    "count": ("worker count", "number of workers"),
    "deadline": ("end-of-life date", "retirement deadline"),
    "contact": ("support contact", "escalation channel"),
    "host": ("hostname", "base URL"),
    "region": ("region", "deployment region"),
}
FORMS_SEEN = (
    "Tell me the {A} for {S}.",
    "give me {S}'s {A}",
    "Remind me of the {A} of {S}.",
    "Do we have a {A} for {S}?",
    "{S} {A}?",
    "I need the {A} of {S}.",
)
FORMS_HELD = (
    "Show me the {A} for {S}, please.",
    "send me {S}'s {A} when you get a sec",
    "Could you find the {A} we use for {S}?",
    "Need {S}'s {A}.",
    "{A} for {S}?",
    "What's {S} on for {A}?",
    "I'd like to know the {A} of {S}.",
    "DO WE HAVE THE {A} FOR {S}",
    "Looking for the {A} of {S}",
)


def requests(seed: int, *, held_out: bool = False, subjects: int = 24) -> list[Case]:
    """The suite's subjects and memories asked in request forms (``FORMS_SEEN`` and the first
    phrase of each attribute, or ``FORMS_HELD`` and the second): two held attributes asked
    once each, one absent attribute asked once."""
    rnd = random.Random(seed)
    names = sorted({f"{h}-{t}" for h in _HEAD for t in _TAIL})
    forms = FORMS_HELD if held_out else FORMS_SEEN
    out: list[Case] = []
    for n, subject in enumerate(rnd.sample(names, subjects)):
        held = rnd.sample(POOL, 3)
        mems = tuple(
            a[1].replace("{S}", subject).replace("{V}", rnd.choice(a[2])) for a in held[:2]
        )
        for i, a in enumerate(held):
            form = forms[(3 * n + i) % len(forms)]
            phrase = _PHRASES[a[0]][held_out]
            question = form.replace("{A}", phrase).replace("{S}", subject)
            if form.isupper():
                question = question.upper()
            out.append(Case(subject, mems, question, i if i < 2 else None))
    return out


def score(cases: Iterable[Case]) -> tuple[int, int, int, int]:
    """(answers, answers kept, absent attributes, absent attributes declined): a memory is kept
    when the request asks no known class or the memory holds a value of the asked one."""
    pos = kept = neg = declined = 0
    for case in cases:
        name = attributes.asked(case.question, (case.subject,))
        held = [
            i
            for i, text in enumerate(case.memories)
            if name is None or attributes.holds(text, name, (case.subject,))
        ]
        if case.answer is None:
            neg += 1
            declined += not held
        else:
            pos += 1
            kept += case.answer in held
    return pos, kept, neg, declined
