"""Which of a prompt's names are what it asks about, for ``context.answers``: the identifiers
a line asking a question says (code or a log pasted around it names other things), or, when
no question line names one, the line saying the asked phrase; and the things a comparison
names, each of which a record may answer for. Text only: no store, no I/O."""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from cairn.search.lexical import identifiers


def outside_questions(text: str, names: set[str], phrase: Sequence[str] = ()) -> set[str]:
    """Of ``names`` (lower-cased identifiers), those no line asking a question says, when such
    a line says one: the identifiers of code or a log pasted around a question ("# TODO:
    what's the X of S again?" below ``limits = cfg.get(...)``) are not what it asks about;
    when it names none, the one line saying the asked ``phrase`` ("KeyError: 'X of S'")."""
    lines = [line.lower() for line in text.splitlines()]
    said = {n for n in names if any(n in line for line in lines if "?" in line)}
    if not said and phrase:
        asked = [line for line in lines if all(w in line for w in phrase)]
        said = {n for n in names if any(n in line for line in asked)} if len(asked) == 1 else set()
    return names - said if said else set()


@lru_cache(maxsize=256)
def compared(text: str) -> tuple[frozenset[str], ...]:
    """The name parts of each identifier a prompt comparing things names ("How does the X of
    qm-4 compare with Brantor.Two?", "the X of A versus B", "with that of B"): a record of
    one of them names a subject asked, though it says no other's name."""
    if _COMPARING.search(text) is None:
        return ()
    # (a word closing a sentence, "days.", is no identifier)
    said = [i.rstrip(".") for i in identifiers(text)]
    groups = {
        frozenset(p for p in _PARTS.split(i.lower()) if p)
        for i in said
        if i != i.lower() or _PARTS.search(i.lower()) or any(c.isdigit() for c in i)
    }
    return tuple(g for g in groups if g) if len(groups) > 1 else ()


_COMPARING = re.compile(r"\b(?:compare[sd]?|comparing|versus|vs\.?|with that of)\b", re.I)
_PARTS = re.compile(r"[^a-z0-9]+")
