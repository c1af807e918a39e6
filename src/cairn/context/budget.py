"""Token budgets without a tokenizer: one documented, deterministic estimator.

``estimate(text) = max(ceil(len(text) / 4), words + punctuation marks)``, where a word is a run of
letters, digits or underscores and a punctuation mark is any other non-space character. The first
term is the usual four characters per token of English prose; the second keeps identifier- and
symbol-heavy text (paths, flags, code) from being undercounted, since tokenizers spend at least a
token per word and usually one per punctuation mark. It tends to over-estimate, which is the safe
side for a budget. It never downloads or loads a tokenizer.
"""

from __future__ import annotations

import math
import re

_PIECES = re.compile(r"\w+|[^\w\s]", re.UNICODE)
MARKER = " …[truncated]"


def estimate(text: str) -> int:
    if not text:
        return 0
    return max(math.ceil(len(text) / 4), len(_PIECES.findall(text)))


def truncate(text: str, budget: int, *, marker: str = MARKER) -> str:
    """The longest prefix of ``text`` ending on a word boundary that, with ``marker``, fits in
    ``budget`` tokens; ``text`` itself when it already fits; "" when not even one word fits."""
    if estimate(text) <= budget:
        return text
    room = budget - estimate(marker)
    if room <= 0:
        return ""
    # Binary search on the cut point, then back off to the previous word boundary.
    lo, hi = 0, len(text)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if estimate(text[:mid]) <= room:
            lo = mid
        else:
            hi = mid - 1
    cut = text[:lo]
    if lo < len(text) and not text[lo].isspace():
        space = cut.rfind(" ")
        cut = cut[:space] if space > 0 else ""
    cut = cut.rstrip(" ,;:-")
    return cut + marker if cut else ""
