"""A perturbed copy of the related-unknowns set (``bench.retrieval_unknowns``): the same kind of
store asked on other surfaces, a dev set to find where the delivery decision fits its wording.

What changes against ``unknowns`` (which asks every negative with the memory's own word, names
every subject in kebab case and asks in four forms):

- the subjects' names come in other shapes: CamelCase (``PaperTrail``), with a period
  (``relay.north``), version-like (``ingest-7.2``), two words with a version (``Hermes v3``),
  upper case with digits (``QX9``), a plain word (``lighthouse``);
- every kind is asked with the memory's word AND with the synonym the memory does not use (the
  related unknowns of ``unknowns`` are asked only with the memory's word);
- three more forms of request: an indirect one ("I need the X for S."), an elliptic one
  ("S X?"), and a question embedded in a task ("Before I touch the config, what's the X of S?");
- another seed, so each subject holds another draw of attributes.

The attributes and their phrases are ``unknowns``'; nothing here was written from a case of any
other set. ``variant`` is ``form/wording`` (``word`` or ``synonym``). Pure: the committed copy
(``bench/data/retrieval-perturbed.json``) is checked against the generator by a test; write it
with ``python -m cairn.bench.retrieval_perturbed``.
"""

from __future__ import annotations

import json
import random
from typing import Any

from cairn.bench.retrieval_unknowns import ATTRIBUTES, Attribute

SUBJECTS = (
    "PaperTrail", "relay.north", "ingest-7.2", "Hermes v3", "QX9", "lighthouse",
    "BlueHeron", "store.eu-2", "sched-1.14", "Atlas v2", "KV7", "tidewater",
)  # fmt: skip

FORMS = (
    ("question", "What is the {A} of {S}?"),
    ("imperative", "Give me the {A} for {S}."),
    ("indirect", "I need the {A} for {S}."),
    ("elliptic", "{S} {A}?"),
    ("task", "Before I touch the config, what's the {A} of {S}?"),
    ("remind", "Remind me of the {S} {A}."),
)

WORDINGS = ("word", "synonym")


def dumps(data: dict[str, Any]) -> str:
    return json.dumps(data, indent=1, ensure_ascii=False) + "\n"


def _request(form: str, attribute: str, subject: str) -> str:
    return dict(FORMS)[form].replace("{A}", attribute).replace("{S}", subject)


def generate(*, seed: int = 9173, held: int = 3) -> dict[str, Any]:
    """The set as ``{memories, cases}``: each subject holds ``held`` attributes; every subject
    is asked, in every form and both wordings, for one attribute it holds, one that other
    subjects hold and it does not, and one that nobody holds."""
    rnd = random.Random(seed)
    absent = [a for i, a in enumerate(ATTRIBUTES) if i % 5 == 1]  # held by no subject
    stored = [a for a in ATTRIBUTES if a not in absent]
    memories: list[dict[str, str]] = []
    holds: dict[str, list[Attribute]] = {}
    for n, subject in enumerate(SUBJECTS):
        attrs = rnd.sample(stored, held)
        holds[subject] = attrs
        for a in attrs:
            text = a.memory[(n + 1) % 2].replace("{S}", subject)
            memories.append(
                {"key": f"{subject}.{a.name}", "text": text.replace("{V}", rnd.choice(a.values))}
            )
    held_somewhere = {a.name for attrs in holds.values() for a in attrs}
    cases: list[dict[str, Any]] = []
    for n, subject in enumerate(SUBJECTS):
        mine = holds[subject]
        ask = mine[n % len(mine)]
        other = rnd.choice([a for a in stored if a not in mine and a.name in held_somewhere])
        missing = absent[n % len(absent)]
        for form, _template in FORMS:
            for w, wording in enumerate(WORDINGS):
                variant = f"{form}/{wording}"
                cases.append(
                    {
                        "query": _request(form, ask.asked[w], subject),
                        "relevant": [f"{subject}.{ask.name}"],
                        "kind": "answer",
                        "variant": variant,
                        "subject": subject,
                        "attribute": ask.name,
                    }
                )
                for kind, attr in (("other_subject", other), ("absent", missing)):
                    cases.append(
                        {
                            "query": _request(form, attr.asked[w], subject),
                            "relevant": [],
                            "kind": kind,
                            "variant": variant,
                            "subject": subject,
                            "attribute": attr.name,
                        }
                    )
    return {
        "generator": "cairn.bench.retrieval_perturbed",
        "seed": seed,
        "memories": memories,
        "cases": cases,
    }


if __name__ == "__main__":  # pragma: no cover - writes the frozen copy
    from pathlib import Path

    out = Path(__file__).parent / "data" / "retrieval-perturbed.json"
    out.write_text(dumps(generate()))
