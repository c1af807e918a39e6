"""How common a word is in general language, so common words cannot carry a match.

A store's own IDF says how rare a word is *in the store*: in a small project store "use",
"keys" or "make" can be rare there and so look informative, and one of them shared with an
off-topic request ("what can I use instead of eggs") was enough to deliver a memory. This prior
says how common the word is in general English, from the frequency order of a vocabulary cairn
already ships (the whole-word entries of MiniLM's WordPiece vocabulary, ``data/common-words.txt``,
about 8,000 words): the n-th most common word weighs ``ln(n / A) / ln(B / A)``, clamped to
``[FLOOR, 1]``; a word not in the list (an identifier, a technical term, a name) weighs 1.

Relevance multiplies the store IDF by this prior (``search.pipeline``), so a memory that shares
only common words with a query covers little of it. The constants are a general rule (the top
``A`` words are function words, the list ends at ``B``), not fitted to a fixture; the generated
retrieval suites (``bench.retrieval_gen``) move with them.

This module reads one small text file once per process; it never touches a store.
"""

from __future__ import annotations

import math
from functools import lru_cache
from pathlib import Path

LIST = Path(__file__).parent / "data" / "common-words.txt"
A = 100.0  # the most common A words weigh FLOOR
B = 8000.0  # the list's length: past it a word weighs 1
FLOOR = 0.05


@lru_cache(maxsize=1)
def ranks() -> dict[str, int]:
    """word -> frequency rank (1 = most common), from the shipped list ({} if it is missing)."""
    try:
        text = LIST.read_text(encoding="utf-8")
    except OSError:
        return {}
    words = [w for w in text.split("\n") if w and not w.startswith("#")]
    return {w: i for i, w in enumerate(words, start=1)}


def prior(word: str) -> float:
    """The weight of ``word`` (lower-case) in [FLOOR, 1]: low for common words."""
    r = ranks().get(word)
    if r is None and len(word) > 3 and word.endswith("s"):
        r = ranks().get(word[:-1])
    if r is None:
        return 1.0
    return max(FLOOR, min(1.0, math.log(max(r, 1) / A) / math.log(B / A)))


def build_list(tokenizer_json: Path, size: int = int(B)) -> list[str]:
    """The list as shipped: the vocabulary's whole alphabetic ASCII words of two letters or
    more, in vocabulary order, after its special tokens and single characters."""
    import json

    vocab: dict[str, int] = json.loads(tokenizer_json.read_text())["model"]["vocab"]
    first = vocab.get("the", 0)
    ordered = sorted(vocab.items(), key=lambda kv: kv[1])
    words = [
        w
        for w, i in ordered
        if i >= first and w.isascii() and w.isalpha() and len(w) >= 2 and not w.startswith("##")
    ]
    return words[:size]
