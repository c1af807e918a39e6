"""The sources a question cites ("according to the wiki", "..., per the runbook?", "going by
the config", "what did Brantor Supply tell us ...", "which cap did the runbook put on X?"): the
start offsets of their words, for ``policy.questions``. Rules of English word order over
``policy.tokens``; pure, no I/O."""

from __future__ import annotations

from cairn.policy import lexicon as lx
from cairn.policy.tokens import Tok, content
from cairn.policy.verbs import verbal

__all__ = ["cited", "citing", "counted"]


def cited(toks: list[Tok]) -> set[int]:
    """The start offsets of the words of the sources a question cites: "according to X",
    "per the runbook", "going by the config", and a teller asked what it told."""
    out: set[int] = set()
    for i, t in enumerate(toks):
        # "..., per the runbook?", "Per the status page, ...?", "Per alerts.yaml, ...?" (a
        # leading "Per" before a determiner or a file's name; "Per Olsen" is a name)
        lead = i == 0 and len(toks) > 1 and (toks[1].low in lx.DETERMINERS or _file(toks[1]))
        # "per shift", "per run": a rate, not a source (a source takes a determiner or a name)
        nxt = toks[i + 1] if i + 1 < len(toks) else None
        source_after = nxt is not None and (
            nxt.low in lx.DETERMINERS or nxt.capital or nxt.shaped or nxt.low in lx.PRONOUNS
        )
        # "the most addresses per Quillmere sweep": after a plural noun, a name with no
        # determiner is what each count is of (a rate), not a source
        if source_after and nxt is not None and nxt.low not in lx.DETERMINERS and counted(toks, i):
            source_after = False
        # "..., going by the runbook?", "judging by the config, ...": a participle of citing
        by = (
            t.low in ("going", "judging")
            and nxt is not None
            and nxt.low == "by"
            and [w.low for w in toks[i + 2 : i + 4]] != ["the", "way"]  # "going by the way"
        )
        if by:
            out |= {t.start, toks[i + 1].start}
        if t.low == "according" or by or (t.low == "per" and (i > 0 or lead) and source_after):
            j = i + 1 + (t.low == "according" or by)
            while j < len(toks) and toks[j].text != ",":
                out.add(toks[j].start)
                j += 1
    return out | _teller(toks)


def _file(t: Tok) -> bool:
    """A file's name in lower case ("alerts.yaml", "config.toml")."""
    stem_, dot, ext = t.text.rpartition(".")
    return bool(dot and stem_) and t.text == t.low and ext.isalpha() and 2 <= len(ext) <= 5


def counted(toks: list[Tok], i: int) -> bool:
    """The word before ``i`` is a plural common noun: "addresses per", "pieces per"."""
    prev = toks[i - 1] if i else None
    return (
        prev is not None
        and content(prev)
        and not prev.capital
        and not prev.shaped
        and prev.low.endswith("s")
        and not prev.low.endswith("ss")
    )


def _teller(toks: list[Tok]) -> set[int]:
    """The start offsets of a source asked what it told: "what did Brantor Supply tell us
    about X?", "what did Ana say about the port?" (a name of one to four capitalised or
    shaped words between "did" and a verb of telling, after a wh-word), "where did the
    Quillmere ticket say X is kept?", "which ceiling did the runbook put on X?" (a noun
    phrase under a determiner before a verb of communication); "who did Ana tell?" asks
    whom."""
    words = [t for t in toks if not t.punct]
    held = _holding_source(words)
    if held:
        return held
    # the first wh-word's index, found once (each "did" looked back over every word before it:
    # 5,000 of them took 18 s)
    wh = next((n for n, w in enumerate(words) if w.low in lx.WH_WORDS), len(words))
    for i, t in enumerate(words[:-2]):
        if t.low != "did" or i == 0 or wh >= i or words[i - 1].low in ("who", "whom"):
            continue
        j = i + 1
        while j < len(words) and j - i <= 4 and (words[j].capital or words[j].shaped):
            j += 1
        if j > i + 1 and j < len(words) and words[j].low in _TELLING:
            return {w.start for w in words[i + 1 : j]}
        if words[i + 1].low not in lx.DETERMINERS:
            continue
        j = i + 2
        while j < len(words) and j - i <= 5 and content(words[j]):
            if words[j].low in lx.REPORTING and j > i + 2:
                return {w.start for w in words[i + 1 : j]}
            if verbal(words[j].low):
                break
            j += 1
    return set()


def _holding_source(words: list[Tok]) -> set[int]:
    """A record asked what it allows, in the present ("what is the most X the Quillmere
    runbook lets a batch hold?", "what cap does the Quillmere runbook allow?"): a noun phrase
    under "the", after a wh-word, of one to four words the last of them a common noun, before
    a verb of permitting."""
    wh = next((n for n, w in enumerate(words) if w.low in lx.WH_WORDS), len(words))
    for i, t in enumerate(words[:-2]):
        if t.low != "the" or i < wh:
            continue  # read once, after the first wh-word: linear in a huge question
        j = i + 1
        while j < len(words) and j - i <= 4 and content(words[j]) and not _states(words[j].low):
            j += 1
        last = words[j - 1]
        if j > i + 1 and j < len(words) and _states(words[j].low) and not last.capital:
            return {w.start for w in words[i + 1 : j]}
    return set()


def _states(word: str) -> bool:
    """A verb of permitting, in the present ("lets", "allows") or the base form after "does"
    ("allow"). A verb of saying is left to a comparison's reading: "do the mail and the
    wiki say the same day?" compares two records, it asks no one source."""
    return word in _PERMITTING


# the present and the base form only: "is the X allowed to reach" is a passive, no record
_PERMITTING = lx.word_set("let lets allow allows permit permits")


def citing(t: Tok, cited: set[int]) -> bool:
    """The participle of a citation ("going by the runbook"): no word of what is asked."""
    return t.start in cited and t.low in ("going", "judging")


_TELLING = frozenset(
    {"tell", "say", "write", "report", "quote", "send", "confirm", "promise", "offer", "mention"}
)
