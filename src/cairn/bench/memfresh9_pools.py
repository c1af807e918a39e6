"""The pools of names of the ninth held-out memory set (``bench.memfresh9``): people, the teams'
subjects and the surfaces their notes come from. None of them is a name of an earlier set."""

from __future__ import annotations

PEOPLE: tuple[str, ...] = (
    "Quennell",
    "Fennimore",
    "Ysolde",
    "Thaddeus",
    "Perpetua",
    "Sabinka",
    "Wystan",
    "Eulalie",
    "Barnaby",
    "Clothilde",
    "Ignatius",
    "Zephyrine",
)

# (codename, what the team works on): twenty subjects of team work
SUBJECTS: tuple[tuple[str, str], ...] = (
    ("Quillfeather", "data-platform contract"),
    ("Marrowstone", "mobile release train"),
    ("Halyard", "hardware bring-up lab"),
    ("Tinderbox", "support escalation queue"),
    ("Ledgerlark", "compliance evidence binder"),
    ("Sparrowgate", "analytics dashboard"),
    ("Kelpforge", "greenhouse sensor mesh"),
    ("Brassmoth", "museum loan register"),
    ("Dovetailer", "ferry timetable feed"),
    ("Inkwhistle", "print shop queue"),
    ("Seedvault", "seed bank catalogue"),
    ("Cantorial", "choir tour logistics"),
    ("Crumbline", "bakery franchise rollout"),
    ("Dishwatch", "radio telescope scheduler"),
    ("Payrollo", "payroll export"),
    ("Skimmerfly", "survey drone fleet"),
    ("Vialcrate", "clinical kit depot"),
    ("Boomreel", "podcast studio bookings"),
    ("Scanhollow", "warehouse scanner fleet"),
    ("Fjordline", "freight customs filings"),
)

# mixed-case prefixes of the identifiers the cases ask for
PREFIXES: tuple[str, ...] = ("qX", "Rv", "mK", "Tz", "bQ", "Wn", "pL", "Gh", "sY", "Dj")

CHANNELS: tuple[str, ...] = ("#ops-huddle", "#release-crew", "#lab-bench", "#escalations")

FORMATS: tuple[str, ...] = ("Parquet", "Avro", "NDJSON", "Feather", "ORC", "TSV")
