"""The ``unknowns2`` retrieval set: a second blind held-out set of related unknowns.

Why it exists: ``cairn recall`` must deliver the memory that answers a request and deliver
nothing for a request the store cannot answer. The delivery rules were tuned on the ``dev``,
``test``, ``unknowns`` and ``attributes`` sets; this set was written without reading those
sets, their generators or the retrieval and judgment code, so its score says how the rules carry
over to subjects and attributes nobody tuned them on.

Nine domains far from a web service's usual settings (lab benches, mobile release trains, data
contracts, support rotations, translation pipelines, training runs, office spaces, compliance
evidence, warehouse robots), each with twelve attributes (the word a memory uses and a synonym
no memory uses) and five or six subjects with invented names of mixed shape (kebab-case,
CamelCase, dotted, version-like). Every subject holds three or four attributes, one memory per
fact, written as prose, a ``key: value`` line, a table row or a chat exchange. The cases:

- ``answer``: a held fact, asked once with the memory's word and once with the synonym;
- ``other_subject``: the attribute is held, but only by other subjects of the domain;
- ``absent``: no subject holds the attribute;
- ``offtopic``: cooking, sports and trivia, outside any project.

Each is asked in five forms: a question, an imperative, an indirect request, an elliptic one
(``S's X?``) and a request embedded in a task (``Before I update the wiki, ...``).

The generator is pure and seeded; the frozen copy is ``bench/data/retrieval-unknowns2.json``
(``python -m cairn.bench.retrieval_unknowns2`` rewrites it). It must never be tuned against:
changing it after it was scored would make it a dev set.
"""

from __future__ import annotations

import json
import random
import re
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

SEED = 77102
GENERATOR = "cairn.bench.retrieval_unknowns2"
FROZEN = Path(__file__).parent / "data" / "retrieval-unknowns2.json"

# An attribute: (key, the word memories use, a synonym no memory uses, values). A value of
# PERSON draws a name from PEOPLE.
PERSON = ("@person",)
_Attr = tuple[str, str, str, tuple[str, ...]]


@dataclass(frozen=True)
class Attribute:
    key: str
    word: str
    synonym: str
    values: tuple[str, ...]


@dataclass(frozen=True)
class Domain:
    key: str
    noun: str
    subjects: tuple[str, ...]
    attributes: tuple[Attribute, ...]


def _domain(key: str, noun: str, subjects: tuple[str, ...], attrs: list[_Attr]) -> Domain:
    return Domain(key, noun, subjects, tuple(Attribute(*a) for a in attrs))


PEOPLE = (
    "Ines Okafor", "Tomasz Bell", "Yuki Haraldsen", "Dario Mensah", "Lotte Vargas",
    "Anouk Ferreira", "Bram Takeda", "Zofia Lindqvist", "Kwame Rossi", "Maelle Ibarra",
)  # fmt: skip
HANDLES = ("mira", "jonas", "priya", "ole", "keiko", "sven", "amara", "luca")

DOMAINS: tuple[Domain, ...] = (
    _domain("lab", "bench", ("Dock.B", "bench-07", "KestrelRig", "Bay.4", "osc-lab-2", "TorqueStand"), [
        ("supply_voltage", "supply voltage", "PSU output level", ("3.3 V", "5 V", "12 V", "24 V", "48 V")),
        ("scope_model", "oscilloscope model", "waveform analyser", ("Rigol MSO5104", "Keysight DSOX3034T", "Tektronix MDO34", "Siglent SDS2354X")),
        ("calibration_date", "calibration date", "last certification", ("2026-03-14", "2026-05-02", "2026-07-21", "2026-09-09")),
        ("fixture_owner", "fixture owner", "jig maintainer", PERSON),
        ("probe_count", "probe count", "number of test leads", ("2", "4", "6", "8")),
        ("firmware_image", "firmware image", "flashed build", ("bl-2.4.1.hex", "nrf-sdk17-r3.bin", "stm-boot-0.9.elf", "rp-uf2-1.6")),
        ("jtag_adapter", "JTAG adapter", "debugger dongle", ("Segger J-Link EDU", "ST-LINK V3", "Olimex ARM-USB-OCD", "Black Magic Probe")),
        ("thermal_range", "thermal chamber range", "temperature envelope", ("-40 to 85 C", "-20 to 70 C", "0 to 125 C", "-55 to 150 C")),
        ("power_budget", "power budget", "wattage cap", ("150 W", "300 W", "600 W", "1.2 kW")),
        ("booking_calendar", "booking calendar", "reservation schedule", ("Lab-Benches shared calendar", "the HW-Slots sheet", "Resource Booker, tab East", "the clipboard by the door")),
        ("bench_location", "bench location", "floor position", ("Lab 2, row C", "Lab 1, window side", "basement lab, bay 3", "Lab 3, near the fume hood")),
        ("esd_check", "ESD check interval", "static-safety inspection cadence", ("weekly", "every 14 days", "monthly", "before each shift")),
    ]),
    _domain("release", "release train", ("train-26.4", "Gull.Android", "OrbitiOS", "r7.12-hotfix", "beta-lane", "Nimbus.2"), [
        ("code_freeze", "code freeze", "branch cut", ("Tue 14 Apr", "Thu 7 May", "Mon 1 Jun", "Wed 24 Jun")),
        ("submission_date", "store submission date", "app review handoff", ("Fri 17 Apr", "Mon 11 May", "Thu 4 Jun", "Fri 26 Jun")),
        ("captain", "release captain", "shipping coordinator", PERSON),
        ("rollout", "rollout percentage", "staged exposure share", ("1%", "5%", "20%", "50%")),
        ("min_os", "minimum OS version", "oldest supported platform", ("Android 9", "Android 11", "iOS 16.4", "iOS 17.0")),
        ("build_number", "build number", "binary sequence id", ("4812", "5077", "5190", "6003")),
        ("crash_free", "crash-free target", "stability goal", ("99.5% sessions", "99.8% users", "99.9% sessions", "99.7% users")),
        ("flags", "feature flag set", "toggle bundle", ("flags-spring", "ff-checkout-v2", "ff-onboarding-b", "flags-dark-mode")),
        ("changelog_owner", "changelog owner", "patch notes writer", PERSON),
        ("testflight_group", "TestFlight group", "early-access cohort", ("Internal Dogfood", "Friends and Family", "External Pilot 3", "QA Nightly")),
        ("signing_cert", "signing certificate", "code-sign identity", ("Gull Dist 2026", "Orbit Enterprise 2025", "Nimbus Upload Key B", "Apple Distribution, team 7QX")),
        ("phased_days", "phased release length", "ramp duration", ("7 days", "10 days", "14 days", "3 days")),
    ]),
    _domain("contract", "data contract", ("orders.v3", "LedgerFeed", "click-stream-eu", "Inventory.Snap", "payouts_v2", "RefundEvents"), [
        ("schema_owner", "schema owner", "table steward", PERSON),
        ("retention", "retention period", "storage lifetime", ("90 days", "13 months", "7 years", "30 days")),
        ("primary_key", "primary key", "unique identifier column", ("order_id", "ledger_entry_uuid", "(sku, warehouse_id)", "event_id")),
        ("partition", "partition column", "sharding field", ("event_date", "ingest_hour", "region_code", "booking_month")),
        ("freshness", "freshness SLA", "maximum staleness", ("15 minutes", "1 hour", "6 hours", "next business day")),
        ("pii", "PII classification", "privacy sensitivity level", ("P0 none", "P1 pseudonymous", "P2 personal", "P3 restricted")),
        ("consumers", "consumer count", "number of downstream readers", ("3", "7", "12", "21")),
        ("format", "serialization format", "wire encoding", ("Avro", "Protobuf", "Parquet", "JSON Lines")),
        ("notice", "breaking-change notice", "deprecation lead time", ("two sprints", "30 days", "one quarter", "six weeks")),
        ("nulls", "null policy", "missing-value rule", ("reject on write", "default to zero", "allowed, documented", "coerce to sentinel -1")),
        ("volume", "daily row volume", "records per day", ("2.1M rows", "380k rows", "45M rows", "9k rows")),
        ("backfill", "backfill window", "historical reload range", ("last 35 days", "since 2024-01", "last 2 quarters", "last 72 hours")),
    ]),
    _domain("rota", "rotation", ("tier2-apac", "NightOwl", "Escal.West", "pager-q3", "SwitchBoard", "Rota.7"), [
        ("handover", "handover time", "shift change hour", ("08:00 local", "09:30 UTC", "17:00 local", "22:00 UTC")),
        ("escalation", "escalation contact", "next-level responder", PERSON),
        ("shift_length", "shift length", "watch duration", ("8 hours", "12 hours", "one week", "24 hours")),
        ("paging", "paging tool", "alerting app", ("PagerDuty", "Opsgenie", "Squadcast", "Grafana OnCall")),
        ("backup", "backup engineer", "secondary on-call", PERSON),
        ("response", "response target", "acknowledgement deadline", ("5 minutes", "15 minutes", "30 minutes", "1 hour")),
        ("runbook", "runbook page", "playbook document", ("Ops/Rota-Handbook", "wiki: Support/Tier2", "Confluence SUP-112", "docs/oncall.md")),
        ("tz", "time zone", "local clock offset", ("Asia/Singapore", "America/Denver", "Europe/Lisbon", "Australia/Perth")),
        ("weekend", "weekend coverage", "rest-day staffing", ("best effort", "full, two people", "none", "Saturday only")),
        ("queue", "ticket queue", "intake board", ("SUP-L2", "ESC-WEST", "HELP-NIGHT", "OPS-TRIAGE")),
        ("size", "rotation size", "roster headcount", ("4 people", "6 people", "9 people", "3 people")),
        ("stipend", "on-call stipend", "standby allowance", ("EUR 40 per day", "USD 300 per week", "SGD 90 per night", "none, time off instead")),
    ]),
    _domain("l10n", "pipeline", ("loc-sync-fr", "BabelTrain", "Gloss.DE", "l10n-2.3", "PolyglotCI"), [
        ("source_locale", "source locale", "original language", ("en-US", "en-GB", "de-DE", "ja-JP")),
        ("vendor", "translation vendor", "language service provider", ("Lexicala GmbH", "WordBridge Ltd", "Tessera Lingua", "in-house team")),
        ("glossary", "glossary file", "terminology list", ("terms/core.tbx", "glossary-2026.csv", "l10n/termbase.xlsx", "brand-words.tbx")),
        ("review", "review step", "linguistic QA stage", ("native reviewer signs off", "spot check of 10%", "none for UI strings", "two-pass review")),
        ("string_freeze", "string freeze", "copy lock date", ("Mon 9 Mar", "Fri 3 Apr", "Wed 29 Apr", "Tue 19 May")),
        ("targets", "target languages", "output locales", ("fr, de, es, it", "de, nl, pl", "ja, ko, zh-Hans", "pt-BR, es-MX")),
        ("mt_engine", "machine translation engine", "auto-translate backend", ("DeepL Pro", "Google NMT v3", "ModernMT", "a local Marian model")),
        ("fuzzy", "fuzzy match threshold", "memory leverage cutoff", ("75%", "85%", "90%", "95%")),
        ("turnaround", "turnaround time", "delivery lag", ("48 hours", "3 business days", "same day", "one week")),
        ("file_format", "file format", "interchange type", ("XLIFF 2.0", "gettext PO", "Android strings.xml", "ICU JSON")),
        ("pseudo", "pseudo-locale", "test accent language", ("en-XA", "qps-ploc", "en-ZZ", "ar-XB")),
        ("char_limit", "character limit", "maximum string length", ("40 chars", "60 chars", "120 chars", "25 chars")),
    ]),
    _domain("training", "training run", ("run-4471", "HeronNet", "Sweep.C", "ft-v0.9", "LarkBase", "distil-03"), [
        ("lr", "learning rate", "step size", ("3e-4", "1e-3", "5e-5", "2e-4")),
        ("batch", "batch size", "examples per update", ("256", "1024", "64", "4096")),
        ("gpus", "GPU count", "number of accelerators", ("8", "16", "32", "4")),
        ("dataset", "dataset snapshot", "corpus version", ("ds-2026-02-11", "mix-v7", "crawl-q3-dedup", "ds-2026-06-30")),
        ("ckpt", "checkpoint bucket", "model save location", ("ckpt-heron/main", "runs/4471/ckpt", "sweeps/c/weights", "lark-base-ckpts")),
        ("warmup", "warmup steps", "ramp-up iterations", ("500", "2000", "4000", "100")),
        ("metric", "eval metric", "scoring measure", ("exact match", "BLEU", "macro F1", "perplexity")),
        ("seed", "random seed", "RNG initialiser", ("1234", "42", "2718", "90210")),
        ("optimizer", "optimizer", "update rule", ("AdamW", "Lion", "Adafactor", "SGD with momentum")),
        ("wallclock", "wall-clock time", "elapsed duration", ("6 h 40 min", "31 hours", "3.5 days", "52 minutes")),
        ("patience", "early stopping patience", "plateau tolerance", ("3 evals", "5 epochs", "10 evals", "2 epochs")),
        ("tokenizer", "tokenizer", "subword vocabulary", ("sp-unigram-32k", "bpe-50k", "byte-level", "wordpiece-30k")),
    ]),
    _domain("office", "space", ("Atrium.North", "room-4b", "HarborLoft", "Floor.9", "quiet-pod-2", "MapleHall"), [
        ("capacity", "seating capacity", "headcount limit", ("6", "12", "40", "120")),
        ("booking", "booking tool", "reservation system", ("Robin", "Outlook rooms", "Skedda", "the front desk")),
        ("av", "AV setup", "conferencing equipment", ("Zoom Rooms bar", "Teams Room, two screens", "projector only", "Meet hardware kit")),
        ("contact", "facilities contact", "building manager", PERSON),
        ("cleaning", "cleaning schedule", "janitorial rota", ("daily after 18:00", "Mon/Wed/Fri mornings", "twice daily", "weekly on Friday")),
        ("access", "wheelchair access", "step-free entry", ("via the east lift", "ramp at the main door", "not available", "lift to level 9")),
        ("heating", "heating zone", "HVAC circuit", ("zone H3", "zone N1", "zone 9-West", "zone B2")),
        ("parking", "parking spaces", "car bays", ("4", "10", "none", "25")),
        ("warden", "fire warden", "evacuation marshal", PERSON),
        ("hours", "opening hours", "unlock window", ("07:00-19:00", "08:00-18:00", "24/7 with badge", "09:00-17:30")),
        ("desk", "desk type", "workstation style", ("hot desks", "sit-stand desks", "bench tables", "assigned desks")),
        ("printer", "nearest printer", "closest copier", ("PRN-4B-01", "the Ricoh by the kitchen", "HL-9-EAST", "none on this floor")),
    ]),
    _domain("compliance", "control", ("SOC2-CC6.1", "AuditTrail.Q2", "iso-a.12", "VendorRisk", "pci-seg-test", "Evid.Store"), [
        ("owner", "control owner", "accountable person", PERSON),
        ("cadence", "evidence cadence", "collection frequency", ("monthly", "quarterly", "per release", "weekly")),
        ("auditor", "external auditor", "assessment firm", ("Halden & Co", "Norrbridge Assurance", "Kestrel Audit LLP", "Ostrava Partners")),
        ("folder", "evidence folder", "proof repository", ("Drive/Compliance/CC6", "vault://audit/q2", "grc-tool, project ISO", "SharePoint/PCI-Seg")),
        ("last_review", "last review date", "most recent assessment", ("2026-01-20", "2026-04-08", "2026-06-15", "2026-08-30")),
        ("sample", "sample size", "population tested", ("25 items", "40 items", "10% of changes", "60 tickets")),
        ("exceptions", "open exceptions", "unresolved deviations", ("0", "2", "5", "1, waiver signed")),
        ("framework", "framework mapping", "regulatory standard", ("SOC 2 CC6.1", "ISO 27001 A.12", "PCI DSS 11.4", "NIST 800-53 AC-2")),
        ("ticket", "tracking ticket", "issue reference", ("GRC-218", "COMP-77", "AUD-1403", "RISK-12")),
        ("approver", "sign-off approver", "final endorser", PERSON),
        ("next_audit", "next audit window", "upcoming assessment period", ("Oct 2026", "Q1 2027", "Nov-Dec 2026", "Mar 2027")),
        ("retention", "evidence retention", "archival duration", ("1 year", "3 years", "7 years", "until superseded")),
    ]),
    _domain("robots", "fleet unit", ("AGV-12", "PickerOne", "Lane.C", "fw-3.8-bot", "CraneMk2"), [
        ("battery", "battery capacity", "energy reserve", ("2.4 kWh", "48 Ah", "5.1 kWh", "96 Ah")),
        ("dock", "charging dock", "recharge station", ("dock D4", "dock A1", "wall charger W2", "dock C7")),
        ("payload", "max payload", "carrying limit", ("150 kg", "500 kg", "1.2 t", "35 kg")),
        ("firmware", "firmware version", "onboard software release", ("3.8.2", "4.0.0-rc2", "3.7.9", "5.1.1")),
        ("speed", "top speed", "velocity ceiling", ("1.5 m/s", "2.0 m/s", "0.8 m/s", "3.2 m/s")),
        ("maintenance", "maintenance interval", "service cadence", ("every 500 hours", "monthly", "every 2,000 km", "quarterly")),
        ("safety_zone", "safety zone", "exclusion perimeter", ("1.5 m radius", "aisle 7 fenced", "2 m, light curtain", "0.5 m bumper")),
        ("operator", "assigned operator", "supervising technician", PERSON),
        ("map", "map revision", "floor plan version", ("map r41", "map r17b", "map 2026-09", "map r8")),
        ("error_log", "error log path", "fault record location", ("/var/log/agv/faults", "robot-logs/lane-c", "/data/crane/err.log", "fleet-console, tab Errors")),
        ("wheels", "wheel type", "tire compound", ("polyurethane", "mecanum", "rubber, 200 mm", "omni wheels")),
        ("home", "home position", "parking coordinate", ("bay 0 by the dock", "x=12, y=40", "aisle 3 start", "outside cell 2")),
    ]),
)  # fmt: skip

OFFTOPIC: tuple[tuple[str, str], ...] = (
    ("sourdough", "proofing time"), ("risotto", "rice-to-stock ratio"),
    ("a soft-boiled egg", "cooking time"), ("carbonara", "traditional cheese"),
    ("pavlova", "oven temperature"), ("pho", "broth spices"), ("bechamel", "flour-to-butter ratio"),
    ("guacamole", "main ingredients"), ("brisket", "smoking temperature"),
    ("tiramisu", "coffee liqueur"), ("pad thai", "noodle type"), ("croissants", "butter percentage"),
    ("paella", "pan size"), ("kimchi", "fermentation time"), ("lasagna", "layer count"),
    ("the 2022 World Cup final", "final score"), ("the Tour de France", "longest stage"),
    ("Wimbledon", "court surface"), ("a marathon", "distance"), ("the NBA", "shot clock length"),
    ("Serena Williams", "Grand Slam total"), ("the Boston Red Sox", "home ballpark"),
    ("an Olympic pool", "length"), ("the Ashes", "current holder"),
    ("Formula 1", "points for a win"), ("a rugby union team", "player count"),
    ("Usain Bolt", "100 m record"), ("the Super Bowl", "halftime headliner"),
    ("ice hockey", "period length"), ("the Giro d'Italia", "leader's jersey colour"),
    ("Mount Kilimanjaro", "summit height"), ("Australia", "capital city"),
    ("the Eiffel Tower", "completion year"), ("gold", "atomic number"),
    ("the Amazon river", "length"), ("Jupiter", "moon count"), ("Hamlet", "author"),
    ("the Mona Lisa", "museum"), ("Japan", "currency"), ("the Great Wall", "length"),
    ("a honey bee", "lifespan"), ("the Pacific Ocean", "deepest point"),
    ("Beethoven", "number of symphonies"), ("Iceland", "population"), ("Saturn", "ring count"),
)  # fmt: skip

# How a fact is written down: the four surface forms of a memory.
MEMORY_FORMS: dict[str, tuple[str, ...]] = {
    "prose": (
        "For the {noun} {S}, the {word} is {value}.",
        "We settled on {value} as the {word} of {S}.",
        "Note on {S} ({noun}): its {word} is {value}, unchanged since the spring reshuffle.",
    ),
    "kv": (
        "{S} / {word}: {value}",
        "{word}: {value}  ({noun} {S})",
        "[{S}] {word} = {value}",
    ),
    "table": (
        "| {noun} | {word} |\n|---|---|\n| {S} | {value} |",
        "| {noun} | field | value |\n|---|---|---|\n| {S} | {word} | {value} |",
    ),
    "chat": (
        "{p1}: what's the {word} for {S} again?\n{p2}: {value}",
        "{p1}: heads up, {S} {word} is now {value}\n{p2}: thanks, noted",
        "{p1}: can someone confirm {S}'s {word}?\n{p2}: it's {value}, checked this morning",
    ),
}

# How a request is asked: the five forms of a case.
FORMS: dict[str, tuple[str, ...]] = {
    "question": (
        "What is the {A} of {S}?",
        "What's {S}'s {A}?",
        "Do you know the {A} for {S}?",
    ),
    "imperative": (
        "Give me the {A} of {S}.",
        "Tell me {S}'s {A}.",
        "Show the {A} for {S}.",
    ),
    "indirect": (
        "I need the {A} for {S}.",
        "I'm looking for {S}'s {A}.",
        "I'd like to know the {A} of {S}.",
    ),
    "elliptic": (
        "{S}'s {A}?",
        "{A} for {S}?",
        "{S} {A}?",
    ),
    "task": (
        "Before I update the wiki, what's the {A} of {S}?",
        "Quick check before standup: {A} for {S}?",
        "For the quarterly summary I have to write down {S}'s {A}.",
    ),
}
FORM_NAMES = tuple(FORMS)
WORDINGS = ("word", "synonym")

ANSWERED_FACTS = 9  # per domain, each asked with the word and with the synonym
OTHER_SUBJECT = 10  # per domain
ABSENT = 9  # per domain
ABSENT_ATTRS = 3  # per domain, drawn before the subjects pick theirs


def memory_key(domain: str, subject: str, attr: str) -> str:
    return f"u2/{domain}/{subject}/{attr}"


def _assign(rng: random.Random, d: Domain) -> dict[str, list[Attribute]]:
    """Which attributes each subject holds: three or four of those left after the domain's
    absent ones are drawn."""
    absent = set(rng.sample(range(len(d.attributes)), ABSENT_ATTRS))
    pool = [a for i, a in enumerate(d.attributes) if i not in absent]
    return {s: rng.sample(pool, rng.choice((3, 4))) for s in d.subjects}


def _memory_text(rng: random.Random, form: str, d: Domain, s: str, a: Attribute, v: str) -> str:
    template = rng.choice(MEMORY_FORMS[form])
    p1, p2 = rng.sample(HANDLES, 2)
    return template.format(noun=d.noun, S=s, word=a.word, value=v, p1=p1, p2=p2)


def _ask(rng: random.Random, form: str, subject: str, phrase: str) -> str:
    return rng.choice(FORMS[form]).format(A=phrase, S=subject)


class _Rotation:
    """Round-robin over the five forms (and, for a kind that uses it, the two wordings) so every
    form appears about equally often in every kind."""

    def __init__(self) -> None:
        self.i = 0

    def next(self) -> tuple[str, str]:
        form, wording = FORM_NAMES[self.i % len(FORM_NAMES)], WORDINGS[self.i % len(WORDINGS)]
        self.i += 1
        return form, wording


def _case(query: str, relevant: list[str], kind: str, variant: str, **extra: str) -> dict[str, Any]:
    return {"query": query, "relevant": relevant, "kind": kind, "variant": variant, **extra}


def generate(seed: int = SEED) -> dict[str, Any]:
    """The whole set, a pure function of ``seed``."""
    rng = random.Random(seed)
    memories: list[dict[str, str]] = []
    cases: list[dict[str, Any]] = []
    rot = {k: _Rotation() for k in ("answer", "other_subject", "absent", "offtopic")}
    mem_forms = list(MEMORY_FORMS)
    m = 0
    for d in DOMAINS:
        held = _assign(rng, d)
        facts: list[tuple[str, Attribute, str, str]] = []
        for s in d.subjects:
            for a in held[s]:
                value = rng.choice(PEOPLE if a.values == PERSON else a.values)
                key = memory_key(d.key, s, a.key)
                form = mem_forms[m % len(mem_forms)]
                m += 1
                memories.append({"key": key, "text": _memory_text(rng, form, d, s, a, value)})
                facts.append((s, a, value, key))
        for s, a, value, key in rng.sample(facts, ANSWERED_FACTS):
            for _ in WORDINGS:
                form, wording = rot["answer"].next()
                phrase = a.word if wording == "word" else a.synonym
                cases.append(
                    _case(
                        _ask(rng, form, s, phrase), [key], "answer", f"{form}/{wording}",
                        domain=d.key, subject=s, attribute=a.key, value=value,
                    )
                )  # fmt: skip
        held_keys = {a.key for attrs in held.values() for a in attrs}
        negatives = {
            "other_subject": [
                (s, a)
                for s in d.subjects
                for a in d.attributes
                if a.key in held_keys and a not in held[s]
            ],
            "absent": [(s, a) for s in d.subjects for a in d.attributes if a.key not in held_keys],
        }
        for kind, n in (("other_subject", OTHER_SUBJECT), ("absent", ABSENT)):
            for s, a in rng.sample(negatives[kind], n):
                form, wording = rot[kind].next()
                phrase = a.word if wording == "word" else a.synonym
                cases.append(
                    _case(
                        _ask(rng, form, s, phrase), [], kind, f"{form}/{wording}",
                        domain=d.key, subject=s, attribute=a.key,
                    )
                )  # fmt: skip
    for topic, what in OFFTOPIC:
        form, _w = rot["offtopic"].next()
        cases.append(_case(_ask(rng, form, topic, what), [], "offtopic", form))
    rng.shuffle(memories)
    rng.shuffle(cases)
    return {"generator": GENERATOR, "seed": seed, "memories": memories, "cases": cases}


def dumps(data: dict[str, Any]) -> str:
    return json.dumps(data, indent=1, ensure_ascii=False) + "\n"


def tokens(text: str) -> set[str]:
    """Casefolded word tokens, for the set's own checks (a synonym shares none with the memory
    it must find)."""
    return set(re.findall(r"\w+", text.casefold()))


def main(argv: list[str] | None = None) -> int:
    """Rewrite the frozen copy (only before the set is first scored)."""
    args = sys.argv[1:] if argv is None else argv
    path = Path(args[0]) if args else FROZEN
    path.write_text(dumps(generate()))
    print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
