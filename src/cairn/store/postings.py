"""Ranking posting lists held in memory: the rowids in at least ``need`` of a claim's probe
terms' lists, by how many, then the newest (admission's conflict probe, ``store.sqlite``).

A list is an ``array`` of rowids (``store.vocab.DocFreq.postings`` keeps them current while
writing); a dense term's list also comes with a bitmap, bit ``seq`` set, no larger than the
list. Counting runs on sets of rowids, or bitwise on whole integers when the bitmaps make that
cheaper. Pure functions: tests run both ways against the index's own answer."""

from __future__ import annotations

from collections import Counter
from collections.abc import Container, Sequence
from typing import TYPE_CHECKING, TypeVar

if TYPE_CHECKING:  # the per-prompt hook imports the store; posting lists are the writer's
    from array import array

DENSE = 64  # a term held by more than 1 in DENSE memories also keeps a bitmap of them

# a term's posting list, and its bitmap when the term is dense
Posting = tuple["array[int]", bytearray | None]


def rank(posted: list[Posting], need: int, cap: int) -> tuple[list[int], dict[int, int]]:
    """At most ``cap`` rowids in at least ``need`` of the lists, most lists first, then the
    newest, and how many lists each is in."""
    sparse = [rows for rows, bits in posted if bits is None]
    dense = [bits for _, bits in posted if bits is not None]
    if dense and bits_cheaper(posted, sparse, dense):
        return rank_bits(sparse, dense, need, cap)
    return rank_sets([rows for rows, _ in posted], need, cap)


def rank_sets(posted: list[array[int]], need: int, cap: int) -> tuple[list[int], dict[int, int]]:
    """The rowids in at least ``need`` of the lists, most lists first, then the newest (at most
    ``cap``), and how many lists each is in: by set operations in C. levels[j] holds the
    rowids in at least j + 1 lists; each list is iterated once against those seen so far
    (the longest is never made a set)."""
    ordered = sorted(posted, key=len)
    levels: list[set[int]] = [set(ordered[0])]
    for i, plist in enumerate(ordered[1:], 2):
        _count_in(levels, levels[0].intersection(plist))  # the one pass over this list
        if i < len(ordered):  # the longest list only adds to counts already above zero
            levels[0].update(plist)
    top: list[int] = []
    count: dict[int, int] = {}
    for j in range(len(levels) - 1, need - 2, -1):
        group = levels[j] - levels[j + 1] if j + 1 < len(levels) else levels[j]
        chosen = sorted(group, reverse=True)[: cap - len(top)]
        count.update(dict.fromkeys(chosen, j + 1))
        top.extend(chosen)
        if len(top) >= cap:
            break
    return top, count


Level = TypeVar("Level", set[int], int)  # rowids as a set, or as the bits of an integer


def _count_in(levels: list[Level], hit: Level) -> None:
    """One more list holds the rowids of ``hit``: those in j + 1 lists so far (levels[j]) are
    now in j + 2 (highest first, so that none moves up twice)."""
    for j in range(len(levels) - 1, -1, -1):
        more = levels[j] & hit
        if more:
            if j + 1 == len(levels):
                levels.append(more)
            else:
                levels[j + 1] |= more


def bits_cheaper(posted: list[Posting], sparse: list[array[int]], dense: list[bytearray]) -> bool:
    """Whether ``rank_bits`` costs less than ``rank_sets`` here, in rowids put through set
    operations (~33 ns each, boxing included): a bit looked up from Python costs about four;
    a bitmap, its bytes / 32 and some (fitted on the 100k bench's probes that have one)."""
    by_sets = sum(len(rows) for rows, _ in posted)
    by_bits = sum(map(len, sparse)) * len(dense) * 4 + sum(len(b) // 32 + 100 for b in dense)
    return by_bits < by_sets


def rank_bits(
    sparse: list[array[int]], dense: list[bytearray], need: int, cap: int
) -> tuple[list[int], dict[int, int]]:
    """``rank_sets`` when some lists are dense terms' bitmaps (bit ``seq`` set): the rowids
    of the sparse lists are counted and looked up bit by bit; those only in dense lists are
    counted bitwise on whole integers, and the highest bits read first."""
    held: Counter[int] = Counter()
    for rows in sparse:
        held.update(set(rows))
    by_count: dict[int, list[int]] = {}
    for seq, n in held.items():
        i, bit = seq >> 3, 1 << (seq & 7)
        for bits in dense:
            if i < len(bits) and bits[i] & bit:
                n += 1
        if n >= need:
            by_count.setdefault(n, []).append(seq)
    levels: list[int] = []  # levels[j]: the rowids in at least j + 1 dense lists, as bits
    for bits in dense:
        v = int.from_bytes(bits, "little")
        if levels:
            _count_in(levels, v)
            levels[0] |= v
        else:
            levels.append(v)
    top: list[int] = []
    count: dict[int, int] = {}
    for n in range(len(sparse) + len(dense), need - 1, -1):
        room = cap - len(top)
        if room <= 0:
            break
        group = sorted(by_count.get(n, ()), reverse=True)[:room]
        if n <= len(levels):
            exact = levels[n - 1]
            if n < len(levels):
                exact ^= exact & levels[n]
            group = sorted(group + highest(exact, room, held), reverse=True)[:room]
        count.update(dict.fromkeys(group, n))
        top.extend(group)
    return top, count


def highest(v: int, k: int, skip: Container[int]) -> list[int]:
    """The ``k`` highest set bits of ``v`` that are not in ``skip``, highest first (read from
    the top in slices: rendering a 100k-bit integer whole costs 40 us)."""
    out: list[int] = []
    hi = v.bit_length()
    while hi > 0:
        lo = max(0, hi - 4096)
        digits = bin((v >> lo) & ((1 << (hi - lo)) - 1))  # "0b1..."
        top = lo + len(digits) - 3  # the bit of digits[2]
        i = digits.find("1", 2)
        while i != -1:
            seq = top - (i - 2)
            if seq not in skip:
                out.append(seq)
                if len(out) == k:
                    return out
            i = digits.find("1", i + 1)
        hi = lo
    return out


def bitmap(rows: Sequence[int]) -> bytearray:
    """Bit ``seq`` set for every rowid (little-endian: ``int.from_bytes(b, "little")``)."""
    bits = bytearray(((max(rows, default=0) >> 6) + 1) * 8)  # whole 8-byte words
    for seq in rows:
        bits[seq >> 3] |= 1 << (seq & 7)
    return bits


def set_bit(bits: bytearray, seq: int) -> int:
    """Set bit ``seq``, growing the bitmap with some room; returns what it grew by / 8."""
    i = seq >> 3
    grown = 0
    if i >= len(bits):
        grown = (i + 1 - len(bits) + len(bits) // 8 + 64 + 7) & ~7  # whole 8-byte words
        bits.extend(bytes(grown))
    bits[i] |= 1 << (seq & 7)
    return grown // 8
