"""A perturbed absent-attribute set in the Kimetsu schema: is a memory delivered because it
holds the attribute a request asks for, or only because it names the same subject?

Why it exists: ``bench.retrieval_unknowns`` measures absent attributes (the subject is known,
no memory anywhere holds the asked attribute), but its positives are mostly asked with the
memory's own word, so a rule that declines every memory sharing nothing but the subject with a
request would score well there. Here each subject is asked, as often, for an attribute it holds
in words its memory does not use (``paraphrase``: "who takes care of S?" against "Bartek
maintains S"), and for an attribute no memory in the store holds (``absent``): a rule that
declines everything loses every positive, a rule that delivers the subject loses every negative.

Domains, subjects, attributes and wordings are apart from ``retrieval_gen`` and
``retrieval_unknowns`` (message topics, libraries, portals, clusters, gateways; partitions,
maintainers, release cadence, interpreter floor, escalation addresses, certificates, rate
limits, backup windows, disks, payloads), and the requests come in shapes neither uses: "who",
"whom", "when", "at what hour", "how many", "how much", "how large" and "where" questions, each
asked as written, after "Could you look this up for me:", and inside a chatty wrapper. It was
never used to tune a constant: a held-out check.

Generation is pure: the same seed gives the same set, and the committed copy
(``bench/data/retrieval-attributes.json``) is checked against the generator by a test.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Attribute:
    """One attribute: how memories state it ({S} subject, {V} value), requests that ask for it
    in words those memories do not use (``paraphrases``), and requests that ask for it by its
    plain name (``named``, used when no memory holds it)."""

    name: str
    memory: tuple[str, str]
    values: tuple[str, ...]
    paraphrases: tuple[str, str]
    named: tuple[str, str]


ATTRIBUTES: tuple[Attribute, ...] = (
    Attribute(
        "partitions",
        ("{S} is split into {V} partitions.", "We run {S} with {V} partitions."),
        ("6", "12", "48"),
        ("How many shards does {S} have?", "Into how many pieces is {S} divided?"),
        ("What is the partition count of {S}?", "How many partitions does {S} use?"),
    ),
    Attribute(
        "maintainer",
        ("{V} maintains {S}.", "{S} is maintained by {V}."),
        ("Bartek", "Noor", "the storage guild"),
        ("Who takes care of {S}?", "Whom do I ask about changes to {S}?"),
        ("Who is the maintainer of {S}?", "Which person maintains {S}?"),
    ),
    Attribute(
        "cadence",
        ("{S} ships a new release every {V}.", "New releases of {S} go out every {V}."),
        ("two weeks", "month", "Tuesday"),
        ("How frequently is {S} published?", "How often does a fresh build of {S} come out?"),
        ("What is the release cadence of {S}?", "How often is {S} released?"),
    ),
    Attribute(
        "interpreter",
        ("{S} requires Python {V} or newer.", "The minimum Python for {S} is {V}."),
        ("3.9", "3.10", "3.12"),
        ("What's the oldest interpreter {S} supports?", "Which runtime release does {S} need at least?"),
        ("What is the minimum Python version of {S}?", "Which Python version does {S} require?"),
    ),
    Attribute(
        "escalation",
        ("Escalations for {S} are emailed to {V}.", "Send escalations about {S} to {V}."),
        ("ops-escalate@corp.example", "infra-pager@corp.example", "sre-leads@corp.example"),
        ("Which address do I write to when {S} is in trouble?", "Where should an urgent problem with {S} be mailed?"),
        ("What is the escalation email of {S}?", "Where do escalations for {S} go?"),
    ),
    Attribute(
        "certificate",
        ("The TLS certificate of {S} expires on {V}.", "{S}'s TLS certificate is valid until {V}."),
        ("2025-03-01", "2025-11-15", "2026-06-30"),
        ("When does the cert for {S} run out?", "By what date must {S} get a renewed cert?"),
        ("When does the TLS certificate of {S} expire?", "What is the certificate expiry of {S}?"),
    ),
    Attribute(
        "ratelimit",
        ("{S} accepts at most {V} requests per second.", "{S} is rate limited to {V} requests per second."),
        ("50", "200", "1000"),
        ("How much traffic can {S} take before it throttles?", "What is the most load {S} will serve?"),
        ("What is the rate limit of {S}?", "How many requests per second does {S} accept?"),
    ),
    Attribute(
        "backup",
        ("{S} is backed up nightly between {V}.", "The nightly backup of {S} runs between {V}."),
        ("01:00 and 02:00 UTC", "03:30 and 04:00 UTC", "22:00 and 23:00 UTC"),
        ("At what hour is {S} copied for safekeeping?", "When are snapshots of {S} taken?"),
        ("What is the backup window of {S}?", "When is {S} backed up?"),
    ),
    Attribute(
        "disk",
        ("Each node of {S} has a {V} disk.", "{S} nodes come with {V} disks."),
        ("500 GB", "2 TB", "8 TB"),
        ("How much storage does every machine in {S} get?", "How big is the drive on a {S} box?"),
        ("What is the disk size of {S}?", "How large are the disks of {S}?"),
    ),
    Attribute(
        "payload",
        ("Messages on {S} may be at most {V}.", "The largest message {S} accepts is {V}."),
        ("256 KB", "1 MB", "10 MB"),
        ("How large can an event sent to {S} be?", "What's the biggest body {S} will take?"),
        ("What is the maximum payload size of {S}?", "What payload limit does {S} enforce?"),
    ),
)  # fmt: skip

SUBJECTS = (
    "orders-topic", "geo-utils", "docs-portal", "search-cluster", "vpn-gateway", "sso-bridge",
    "label-printer", "metrics-relay", "audit-ledger", "build-farm", "status-page", "sms-gateway",
)  # fmt: skip

# the shapes a request comes in: a question as written, a noun phrase after a colon, a request
# to look it up, and the question wrapped in chat
WRAPPERS = (
    ("plain", "{Q}"),
    ("lookup", "Could you look this up for me: {q}"),
    ("chatty", "ok so before I page anyone, {q} cheers"),
)


def _wrap(variant: str, question: str) -> str:
    template = dict(WRAPPERS)[variant]
    lowered = question[:1].lower() + question[1:]
    return template.replace("{Q}", question).replace("{q}", lowered)


def generate(*, seed: int = 53, held: int = 3) -> dict[str, Any]:
    """The set as ``{memories, cases}``: each subject holds ``held`` of the stored attributes;
    every subject is asked, in every wrapper, for two attributes it holds, in other words
    (``paraphrase``), and for two attributes no subject holds (``absent``): as many positives
    as negatives."""
    rnd = random.Random(seed)
    absent = [a for i, a in enumerate(ATTRIBUTES) if i % 3 == 2]  # held by no subject
    stored = [a for a in ATTRIBUTES if a not in absent]
    memories: list[dict[str, str]] = []
    cases: list[dict[str, Any]] = []
    for n, subject in enumerate(SUBJECTS):
        attrs = rnd.sample(stored, held)
        for a in attrs:
            text = a.memory[n % 2].replace("{S}", subject).replace("{V}", rnd.choice(a.values))
            memories.append({"key": f"{subject}.{a.name}", "text": text})
        asked = (attrs[n % held], attrs[(n + 1) % held])
        missing = (absent[n % len(absent)], absent[(n + 1) % len(absent)])
        for w, (variant, _template) in enumerate(WRAPPERS):
            for ask, gone in zip(asked, missing, strict=True):
                positive = ask.paraphrases[(n + w) % 2].replace("{S}", subject)
                negative = gone.named[(n + w) % 2].replace("{S}", subject)
                cases.append(
                    {
                        "query": _wrap(variant, positive),
                        "relevant": [f"{subject}.{ask.name}"],
                        "kind": "paraphrase",
                        "variant": variant,
                    }
                )
                cases.append(
                    {
                        "query": _wrap(variant, negative),
                        "relevant": [],
                        "kind": "absent",
                        "variant": variant,
                    }
                )
    return {
        "generator": "cairn.bench.retrieval_attributes",
        "seed": seed,
        "memories": memories,
        "cases": cases,
    }
