"""What a person reads must be what the text holds: the characters that display other than they
read (a zero-width space inside ``make te<ZWSP>st`` shows as ``make test``; a right-to-left mark
moves the punctuation around it; a bidirectional override left in an older store shows the
rest of the line reversed) are shown as markers such as ``⟨U+200B⟩`` wherever a person reads a
memory: the review page (``web.render``) and the CLI's text for people (``cli.render``). JSON
output and form fields that send a text back keep it as it is."""

from __future__ import annotations

import re
import unicodedata

# The categories of characters that display other than they read: format characters (Cf:
# bidirectional overrides and isolates, zero-width spaces and joiners, the byte-order mark, tag
# characters), controls (Cc) other than tab and new line, line and paragraph separators, and
# lone surrogates (which no page can even encode).
_HIDDEN_CATEGORIES = frozenset({"Cf", "Cc", "Zl", "Zp", "Cs"})
_KEPT = frozenset("\t\n")
_ASCII_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f]")


def _hidden(c: str) -> bool:
    return c not in _KEPT and unicodedata.category(c) in _HIDDEN_CATEGORIES


def visible(text: str) -> str:
    """``text`` with each character that displays other than it reads shown as ``⟨U+XXXX⟩``."""
    if text.isascii():
        if not _ASCII_CONTROL.search(text):
            return text
    elif not any(_hidden(c) for c in text):
        return text
    return "".join(f"⟨U+{ord(c):04X}⟩" if _hidden(c) else c for c in text)
