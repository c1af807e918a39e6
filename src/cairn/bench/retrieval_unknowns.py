"""A perturbed related-unknowns set in the Kimetsu schema: does `cairn recall` deliver only what
answers, when the question is worded as a request rather than a question?

Why it exists: the generated halves (``bench.retrieval_gen``) ask in one shape ("which X does S
...?") over one family of domains. This set is written apart from them, over other domains (data
pipelines, models, mobile apps, hosts and proxies) and other attributes (schedules, buckets,
memory limits, replicas, channels, dashboards, retention, API versions, licences, build tools),
and asks each thing in four forms: a question, an imperative ("Tell me ..."), "do we have ...",
and "remind me ...". No wording, subject or attribute is shared with ``retrieval_gen``; it was
never used to tune a constant, so it is a held-out check on the delivery decision.

Case kinds (``kind``; ``variant`` is the form of the request):

- ``answer``: the subject holds the attribute asked for (asked with the memory's word, or with a
  synonym the memory does not use);
- ``other_subject``: the attribute is stored for other subjects, the subject is known, but not
  this pair (the hard related unknown: each part of the question is in the store, apart);
- ``absent``: the subject is known and no subject holds the attribute at all.

Generation is pure: the same seed gives the same set, and the committed copy
(``bench/data/retrieval-unknowns.json``) is checked against the generator by a test.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Attribute:
    """How memories state one attribute and the noun phrases people ask for it with (the first
    is the memory's own word, the second a synonym the memory does not use)."""

    name: str
    memory: tuple[str, ...]
    asked: tuple[str, str]
    values: tuple[str, ...]


ATTRIBUTES: tuple[Attribute, ...] = (
    Attribute(
        "schedule",
        ("{S} is triggered on the cron schedule `{V}`.", "The {S} schedule is `{V}` (cron, UTC)."),
        ("cron schedule", "trigger time"),
        ("0 3 * * *", "*/15 * * * *", "30 1 * * 1"),
    ),
    Attribute(
        "bucket",
        ("{S} writes its artifacts to the {V} bucket.", "Output of {S} lands in bucket {V}."),
        ("storage bucket", "artifact location"),
        ("s3://lake-raw", "gs://exports-eu", "s3://ml-artifacts"),
    ),
    Attribute(
        "memory",
        ("{S} has a memory limit of {V} per container.", "Containers of {S} are capped at {V} of memory."),
        ("memory limit", "RAM cap"),
        ("512 MiB", "2 GiB", "8 GiB"),
    ),
    Attribute(
        "replicas",
        ("{S} runs {V} replicas behind the load balancer.", "We keep {V} replicas of {S} running."),
        ("replica count", "number of instances"),
        ("3", "5", "12"),
    ),
    Attribute(
        "channel",
        ("Alerts for {S} go to the {V} Slack channel.", "The {S} alert channel is {V}."),
        ("alert channel", "place where its pages are posted"),
        ("#ops-data", "#mobile-alerts", "#edge-oncall"),
    ),
    Attribute(
        "dashboard",
        ("The Grafana dashboard for {S} is {V}.", "{S} metrics live on the dashboard {V}."),
        ("dashboard", "metrics page"),
        ("grafana/d/etl-01", "grafana/d/ml-7", "grafana/d/px-3"),
    ),
    Attribute(
        "retention",
        ("Backups of {S} are retained for {V} days.", "{S} keeps its backups {V} days before deleting them."),
        ("backup retention", "how long snapshots are kept"),
        ("7", "30", "90"),
    ),
    Attribute(
        "apiversion",
        ("{S} calls the partner API at version {V}.", "The partner API version pinned by {S} is {V}."),
        ("API version", "partner interface release"),
        ("v2", "2023-10-01", "v5beta"),
    ),
    Attribute(
        "licence",
        ("{S} is released under the {V} licence.", "The licence of {S} is {V}."),
        ("licence", "terms it may be redistributed under"),
        ("Apache-2.0", "MIT", "GPL-3.0"),
    ),
    Attribute(
        "buildtool",
        ("{S} is built with {V}.", "The build tool for {S} is {V}."),
        ("build tool", "thing that compiles it"),
        ("Bazel", "Gradle", "Vite"),
    ),
)  # fmt: skip

SUBJECTS = (
    "nightly-etl", "churn-model", "ios-app", "edge-proxy", "warehouse-loader", "harvester",
    "android-app", "ranker-v2", "bastion-host", "crawler", "invoice-batch", "vision-model",
)  # fmt: skip

# the four forms of a request: {A} is the asked attribute's phrase, {S} the subject
FORMS = (
    ("question", "What is the {A} of {S}?"),
    ("imperative", "Tell me the {A} for {S}."),
    ("do_we_have", "Do we have the {A} of {S} written down?"),
    ("remind", "Remind me of the {S} {A}."),
)


def _request(form: str, attribute: str, subject: str) -> str:
    template = dict(FORMS)[form]
    return template.replace("{A}", attribute).replace("{S}", subject)


def generate(*, seed: int = 41, held: int = 3) -> dict[str, Any]:
    """The set as ``{memories, cases}``: each subject holds ``held`` attributes; every subject
    is asked, in every form, for one attribute it holds (alternating the memory's word and the
    synonym), one attribute other subjects hold and it does not, and one attribute nobody
    holds."""
    rnd = random.Random(seed)
    absent = [a for i, a in enumerate(ATTRIBUTES) if i % 5 == 4]  # held by no subject
    stored = [a for a in ATTRIBUTES if a not in absent]
    memories: list[dict[str, str]] = []
    cases: list[dict[str, Any]] = []
    holds: dict[str, list[Attribute]] = {}
    for n, subject in enumerate(SUBJECTS):
        attrs = rnd.sample(stored, held)
        holds[subject] = attrs
        for a in attrs:
            text = a.memory[n % 2].replace("{S}", subject).replace("{V}", rnd.choice(a.values))
            memories.append({"key": f"{subject}.{a.name}", "text": text})
    held_somewhere = {a.name for attrs in holds.values() for a in attrs}
    for n, subject in enumerate(SUBJECTS):
        mine = holds[subject]
        ask = mine[n % len(mine)]
        others = [a for a in stored if a not in mine and a.name in held_somewhere]
        other = rnd.choice(others)
        missing = absent[n % len(absent)]
        for form, _template in FORMS:
            phrase = ask.asked[(n + len(form)) % 2]
            cases.append(
                {
                    "query": _request(form, phrase, subject),
                    "relevant": [f"{subject}.{ask.name}"],
                    "kind": "answer",
                    "variant": form,
                }
            )
            for kind, attr in (("other_subject", other), ("absent", missing)):
                cases.append(
                    {
                        "query": _request(form, attr.asked[0], subject),
                        "relevant": [],
                        "kind": kind,
                        "variant": form,
                    }
                )
    return {
        "generator": "cairn.bench.retrieval_unknowns",
        "seed": seed,
        "memories": memories,
        "cases": cases,
    }
