"""The thirty-eighth blind held-out retrieval set ``unknowns38`` in the Kimetsu schema.

Nine domains (citterns, shawms, spinets, xebecs, barouches, clinometers, planimeters, quaichs
and spokeshaves), six subjects each, twelve attributes each (nine held by
5, 4, 4, 2, 2, 1, 1, 1 and 1 subjects, three by nobody); every fact is one memory on one of
twelve surfaces and each subject has a rename note naming its old name and role. Cases: answers (each answered fact
asked with its word and its synonym), other subjects, absent attributes, related unknowns
(neighbours and antonyms) and off-topic requests, each asked in a rotation of sixteen request
forms. ``python -m cairn.bench.retrieval_unknowns38`` writes the frozen copy (and refuses to
write a set its own checks reject); ``--check`` only checks."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from cairn.bench import retrieval_blind as blind
from cairn.bench import retrieval_unknowns38_check as check
from cairn.bench import retrieval_unknowns38_forms as forms
from cairn.bench.retrieval_blind import ABSENT_SUBJECTS as ABSENT_SUBJECTS
from cairn.bench.retrieval_blind import HELD as HELD
from cairn.bench.retrieval_blind import HOLDERS as HOLDERS
from cairn.bench.retrieval_blind import KINDS as KINDS
from cairn.bench.retrieval_blind import OTHER_PER_DOMAIN as OTHER_PER_DOMAIN
from cairn.bench.retrieval_blind import RELATED_PER_DOMAIN as RELATED_PER_DOMAIN
from cairn.bench.retrieval_blind import RENAMED as RENAMED
from cairn.bench.retrieval_blind import STOP as STOP
from cairn.bench.retrieval_blind import SYNONYM_GAP as SYNONYM_GAP
from cairn.bench.retrieval_blind import WORDINGS as WORDINGS
from cairn.bench.retrieval_blind import content as content
from cairn.bench.retrieval_blind import dumps as dumps
from cairn.bench.retrieval_blind import partner as partner
from cairn.bench.retrieval_blind import tokens as tokens
from cairn.bench.retrieval_blind import typo as typo
from cairn.bench.retrieval_unknowns38_domains import DOMAINS
from cairn.bench.retrieval_unknowns38_forms import OFFTOPIC

__all__ = ["DOMAINS", "OFFTOPIC", "generate", "main", "problems", "vocabulary_problems"]

SEED = 384127
FROZEN = Path(__file__).parent / "data" / "retrieval-unknowns38.json"
PREFIX = "u38"
TABLES = blind.Tables.of(forms)


def spec() -> blind.Spec:
    """This set as its names stand when called (a test may replace ``DOMAINS`` or ``FROZEN``)."""
    problems, vocabulary = check.set_problems, check.vocabulary_problems
    return blind.Spec("unknowns38", PREFIX, SEED, FROZEN, DOMAINS, TABLES, problems, vocabulary)


def memory_key(domain: str, subject: str, attribute: str) -> str:
    return blind.memory_key(PREFIX, domain, subject, attribute)


def generate(seed: int = SEED) -> dict[str, Any]:
    return blind.generate(spec(), seed)


def problems(data: dict[str, Any]) -> list[str]:
    """The set check: what the generated set must not do."""
    return check.set_problems(data)


def vocabulary_problems() -> list[str]:
    """The vocabulary check: what the domains must not hold."""
    return check.vocabulary_problems()


def main(argv: list[str] | None = None) -> int:
    return blind.main(spec(), argv)


if __name__ == "__main__":
    raise SystemExit(main())
