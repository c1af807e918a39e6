"""Generated retrieval suites in the Kimetsu schema: positives, paraphrases, perturbed wordings,
off-topic negatives and related-unknown negatives, each set split into a dev half (to tune on)
and a test half (scored only at the end).

Why it exists: the public retrieval fixtures are small and their wording is fixed, so a constant
tuned on them is a constant fitted to them. These sets come from templates of cairn's own, over
domains the fixtures do not hold (services, repositories, CI, dependencies, people's
preferences), seeded so every run sees the same rows. The halves share no template wording, no
entity name and no off-topic request: a rule that only works on the dev wording shows up as a
drop on the test half.

Case kinds (extra fields beside the schema's ``query``/``relevant``):

- ``direct``: the question in the words of the memory's attribute ("what port does X listen on");
- ``paraphrase``: the same question in other words ("where do I point my browser to reach X");
- ``related_unknown``: a question about a subject the store knows, on an attribute it does not
  hold ("which password does X require" when only its port is stored): nothing answers it;
- ``offtopic``: a request from outside the project (cooking, sports, trivia, other projects),
  several sharing a word with the project's vocabulary in another sense ("port wine", "piano
  keys").

``variant`` names the surface perturbation of a positive query (``original``, ``lowercase``,
``chatty``, ``terse``). Generation is pure: the same seed gives the same sets, and the committed
files are checked against the generator by a test.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from typing import Any

from cairn.search.lexical import STOPWORDS


@dataclass(frozen=True)
class Family:
    """One attribute: how memories state it and how people ask for it. Every list holds the dev
    wordings at even indexes and the test wordings at odd ones."""

    name: str
    memory: tuple[str, ...]
    direct: tuple[str, ...]
    paraphrase: tuple[str, ...]
    value: str  # port | n | env | person | region | db | node | minutes | path | flag


FAMILIES: tuple[Family, ...] = (
    Family(
        "port",
        (
            "{S} listens on port {V} in local development.",
            "Locally the {S} process binds to port {V}; the proxy forwards to it.",
        ),
        ("what port does {S} listen on?", "which port is {S} bound to locally?"),
        (
            "where do I point my browser to reach {S} on my machine?",
            "what local address should I use to hit {S} when it runs on my laptop?",
        ),
        "port",
    ),
    Family(
        "password",
        (
            "The {S} dev login password is read from the {V} environment variable.",
            "Signing into {S} locally needs the password stored in {V}.",
        ),
        ("which password does {S} require?", "what password do I need for {S}?"),
        (
            "how do I get the credentials to sign into {S} locally?",
            "what secret lets me log in to {S} on a dev box?",
        ),
        "env",
    ),
    Family(
        "timeout",
        (
            "Requests to {S} time out after {V} seconds.",
            "Calls into {S} give up after a {V} second timeout.",
        ),
        ("what is the timeout for {S}?", "how long is the {S} request timeout?"),
        (
            "how long do calls to {S} wait before giving up?",
            "after how many seconds does a slow call to {S} get abandoned?",
        ),
        "n",
    ),
    Family(
        "retries",
        (
            "{S} retries failed jobs {V} times with exponential backoff.",
            "A failed {S} job is attempted again up to {V} times, backing off between tries.",
        ),
        ("how many retries does {S} do?", "what is the retry count of {S}?"),
        (
            "when a {S} job fails, does it try again, and how often?",
            "how many more attempts does {S} make after an error?",
        ),
        "n",
    ),
    Family(
        "owner",
        (
            "{V} owns {S}; page them for incidents.",
            "{S} is maintained by {V}, who is on call for it.",
        ),
        ("who owns {S}?", "who is the owner of {S}?"),
        (
            "who should I contact when {S} breaks?",
            "whom do I page if {S} goes down at night?",
        ),
        "person",
    ),
    Family(
        "deploy",
        (
            "Deploy {S} with `make deploy-{s}` from the repository root.",
            "Shipping {S} to production is `./scripts/release {s}` run on the main branch.",
        ),
        ("how do I deploy {S}?", "what is the deploy command for {S}?"),
        (
            "what's the command to ship {S} to production?",
            "how do I push a new release of {S} live?",
        ),
        "n",
    ),
    Family(
        "database",
        (
            "{S} stores its data in {V}.",
            "The persistence layer of {S} is {V}.",
        ),
        ("which database does {S} use?", "what database backs {S}?"),
        (
            "where does {S} keep its data?",
            "what storage engine holds the records of {S}?",
        ),
        "db",
    ),
    Family(
        "region",
        (
            "{S} runs in the {V} cloud region.",
            "Production {S} is hosted in {V}.",
        ),
        ("which region is {S} deployed in?", "what region does {S} run in?"),
        (
            "where is {S} hosted geographically?",
            "in which data-center location does {S} live?",
        ),
        "region",
    ),
    Family(
        "tests",
        (
            "Run the {S} tests with `pytest -x tests/{s}` before pushing.",
            "The {S} test suite runs with `npm test -- --scope {s}`.",
        ),
        ("how do I run the {S} tests?", "what command runs the {S} test suite?"),
        (
            "how can I check my {S} change before I push it?",
            "what should I execute to verify {S} still works locally?",
        ),
        "n",
    ),
    Family(
        "idempotency",
        (
            "Payment requests to {S} carry an idempotency key, so a retried request never charges twice.",
            "Every write to {S} sends an Idempotency-Key header; the server drops repeats of a key it has seen.",
        ),
        (
            "how does {S} avoid processing a request twice?",
            "how are duplicate requests to {S} prevented?",
        ),
        (
            "what stops a retried call to {S} from running twice?",
            "if the client resends the same call to {S}, what keeps it from happening again?",
        ),
        "n",
    ),
    Family(
        "rotation",
        (
            "API keys for {S} are rotated every {V} days by the secrets job.",
            "The {S} access tokens expire and are replaced every {V} days.",
        ),
        (
            "how often are the {S} API keys rotated?",
            "what is the rotation period of the {S} tokens?",
        ),
        (
            "when do the {S} credentials get replaced?",
            "how long does a {S} access credential stay valid before renewal?",
        ),
        "n",
    ),
    Family(
        "node",
        (
            "{S} pins Node {V} in .nvmrc; newer majors break the build.",
            "Building {S} needs Node.js {V} exactly (see .nvmrc).",
        ),
        ("which Node version does {S} need?", "what Node.js version does {S} pin?"),
        (
            "what runtime release should I install to build {S}?",
            "which JavaScript engine release must be on my machine for {S} to compile?",
        ),
        "node",
    ),
    Family(
        "cache",
        (
            "{S} caches responses in Redis for {V} minutes.",
            "Answers from {S} are kept in the cache for {V} minutes before they are fetched again.",
        ),
        ("how long does {S} cache responses?", "what is the cache lifetime in {S}?"),
        (
            "for how many minutes are {S} answers reused before refetching?",
            "how stale can a {S} result be before it is recomputed?",
        ),
        "n",
    ),
    Family(
        "logs",
        (
            "{S} writes its logs to {V}.",
            "The log file of {S} lives at {V}.",
        ),
        ("where are the {S} logs?", "where does {S} write its log file?"),
        (
            "where can I read what {S} printed while it ran?",
            "where do I look for the output {S} emitted during a crash?",
        ),
        "path",
    ),
    Family(
        "flag",
        (
            "The {V} feature flag gates the new checkout flow in {S}.",
            "{S} hides its redesigned onboarding behind the {V} flag.",
        ),
        ("which feature flag gates the new flow in {S}?", "what flag controls {S}'s redesign?"),
        (
            "how do I switch on the unreleased part of {S}?",
            "what toggle turns the new {S} experience on for a user?",
        ),
        "flag",
    ),
)

PREFERENCES = (
    Family(
        "merge",
        (
            "{P} prefers squash merges and short commit subjects.",
            "{P} wants pull requests rebased and merged with a merge commit, never squashed.",
        ),
        ("how does {P} like pull requests merged?", "what merge strategy does {P} prefer?"),
        (
            "what way of landing a branch makes {P} happy?",
            "when {P} reviews my branch, how should it go into main?",
        ),
        "n",
    ),
    Family(
        "editor",
        (
            "{P} uses tabs of width 4 and keeps lines under 100 characters.",
            "{P} formats code with two-space indentation and a 120 column limit.",
        ),
        ("how does {P} indent code?", "what indentation does {P} want?"),
        (
            "what whitespace conventions should my code follow for {P}?",
            "how wide should my lines and indents be when {P} reads my patch?",
        ),
        "n",
    ),
)

SUBJECTS = (
    # dev half (even) and test half (odd) alternate
    "billing-api", "ledger-service", "auth-gateway", "search-indexer", "notifier",
    "report-builder", "image-resizer", "checkout-web", "inventory-sync", "geo-router",
    "mail-relay", "audit-log", "feature-store", "scheduler", "pdf-renderer", "chat-backend",
    "metrics-agent", "upload-service", "session-store", "pricing-engine", "tenant-admin",
    "webhook-dispatcher", "catalog-api", "fraud-scorer",
)  # fmt: skip
PEOPLE = ("Priya", "Tomasz", "Aiko", "Mateo", "Ingrid", "Kwame", "Lucía", "Olu")
DATABASES = ("PostgreSQL 15", "MySQL 8", "SQLite in WAL mode", "DynamoDB", "MongoDB 7", "Cassandra")
REGIONS = ("eu-west-1", "us-east-2", "ap-southeast-1", "eu-central-1", "us-west-2", "sa-east-1")
ENVS = ("DEV_LOGIN_PASSWORD", "APP_SECRET", "LOCAL_ADMIN_PASS", "SVC_DEV_PASSWORD")
FLAGS = ("new_checkout_v2", "onboarding_redesign", "fast_path_beta", "ui_refresh_2025")

OFFTOPIC = (
    # dev half (even) and test half (odd) alternate; several share a word with the project's
    # vocabulary in another sense (port, keys, region, owner, cache, deploy, database, use...)
    "what's a good port wine to cook a beef stew with?",
    "how many keys does a full-size piano have?",
    "which wine region of France makes the best sparkling wine?",
    "who owns the Los Angeles Lakers basketball team?",
    "how do I deploy a spinnaker sail on a small boat?",
    "what is the timeout rule in professional basketball?",
    "where is the best cache to hide when geocaching in a forest?",
    "can you recommend a database of vegetarian recipes for beginners?",
    "what can I use instead of eggs when baking a chocolate cake?",
    "how long should I rest a steak after grilling it?",
    "who won the football world cup in 2010?",
    "what is the capital city of Australia?",
    "how many players are on a rugby union team?",
    "what temperature should I bake sourdough bread at?",
    "how do I get red wine stains out of a cotton shirt?",
    "which planet in the solar system has the most moons?",
    "what's the best way to learn to juggle three balls?",
    "how tall is Mount Kilimanjaro?",
    "who painted the ceiling of the Sistine Chapel?",
    "what should I pack for a week of hiking in the Alps?",
    "how do I retry a failed soufflé that collapsed in the oven?",
    "how often should I water a cactus in winter?",
    "what's the rotation of players in volleyball?",
    "how do I tune the strings of an acoustic guitar?",
    "how do I configure the Unity game engine to build for Android?",
    "what is the best sorting algorithm for a Rust embedded firmware project?",
    "how do I set up a Django admin panel for a blog?",
    "which camera lens is best for portrait photography?",
    "what are the rules of the offside trap in football?",
    "how long do you boil an egg for a soft yolk?",
    "what's the difference between a latte and a flat white?",
    "how do I train a puppy to stop biting?",
)

CHATTY = (
    ("hey, quick question: ", " thanks!"),
    ("sorry to bother you, but ", " - it's blocking me"),
)


def _value(kind: str, rnd: random.Random, subject: str) -> str:
    if kind == "port":
        return str(rnd.randint(3000, 9899))
    if kind == "env":
        return rnd.choice(ENVS)
    if kind == "person":
        return rnd.choice(PEOPLE)
    if kind == "region":
        return rnd.choice(REGIONS)
    if kind == "db":
        return rnd.choice(DATABASES)
    if kind == "node":
        return str(rnd.choice((16, 18, 20, 22)))
    if kind == "path":
        return f"/var/log/{subject}/app.log"
    if kind == "flag":
        return rnd.choice(FLAGS)
    return str(rnd.choice((2, 3, 5, 7, 10, 15, 30, 45, 90)))


def _fill(template: str, subject: str, value: str) -> str:
    short = subject.split("-")[0]
    out = template.replace("{S}", subject).replace("{s}", short).replace("{V}", value)
    return out.replace("{P}", subject)


def _sentence_case(text: str) -> str:
    return text[:1].upper() + text[1:]


def variants(query: str, rnd: random.Random) -> dict[str, str]:
    """The same question on another surface: lower case, wrapped in chat, cut to its keywords."""
    words = re.findall(r"[\w.'-]+", query)
    terse = " ".join(w for w in words if w.lower() not in STOPWORDS) or query
    pre, post = rnd.choice(CHATTY)
    return {
        "original": _sentence_case(query),
        "lowercase": query.lower(),
        "chatty": pre + query.rstrip("?") + "?" + post,
        "terse": terse,
    }


def generate(half: str, *, seed: int = 17, projects: int = 3) -> dict[str, Any]:
    """One half (``dev`` or ``test``) as ``{memories, cases}`` in the Kimetsu schema, each case
    carrying its ``kind`` and ``variant``. Memories of one half's projects share one store."""
    if half not in ("dev", "test"):
        raise ValueError("half is dev or test")
    side = 0 if half == "dev" else 1
    rnd = random.Random(f"{seed}:{half}")
    subjects = [s for i, s in enumerate(SUBJECTS) if i % 2 == side]
    people = [p for i, p in enumerate(PEOPLE) if i % 2 == side]
    offtopic = [q for i, q in enumerate(OFFTOPIC) if i % 2 == side]
    memories: list[dict[str, str]] = []
    cases: list[dict[str, Any]] = []
    per_project = max(1, len(subjects) // projects)
    for p in range(projects):
        subs = subjects[p * per_project : (p + 1) * per_project]
        for subject in subs:
            fams = rnd.sample(FAMILIES, 4)
            unknown = [f for f in FAMILIES if f not in fams]
            for fam in fams:
                key = f"{subject}.{fam.name}"
                value = _value(fam.value, rnd, subject)
                text = _fill(fam.memory[side], subject, value)
                memories.append({"key": key, "text": text})
                for kind, pool in (("direct", fam.direct), ("paraphrase", fam.paraphrase)):
                    q = _fill(pool[side], subject, value)
                    for name, v in variants(q, rnd).items():
                        cases.append({"query": v, "relevant": [key], "kind": kind, "variant": name})
            for fam in rnd.sample(unknown, 2):
                q = _fill(fam.direct[side], subject, "")
                cases.append(
                    {
                        "query": _sentence_case(q),
                        "relevant": [],
                        "kind": "related_unknown",
                        "variant": "original",
                    }
                )
    for person in people:
        fam = rnd.choice(PREFERENCES)
        key = f"{person.lower()}.{fam.name}"
        memories.append({"key": key, "text": _fill(fam.memory[side], person, "")})
        for kind, pool in (("direct", fam.direct), ("paraphrase", fam.paraphrase)):
            q = _fill(pool[side], person, "")
            for name, v in variants(q, rnd).items():
                cases.append({"query": v, "relevant": [key], "kind": kind, "variant": name})
    for q in offtopic:
        cases.append(
            {"query": _sentence_case(q), "relevant": [], "kind": "offtopic", "variant": "original"}
        )
    return {
        "generator": "cairn.bench.retrieval_gen",
        "half": half,
        "seed": seed,
        "memories": memories,
        "cases": cases,
    }
