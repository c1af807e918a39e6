"""ULIDs: Crockford base32 of 48 time bits and 80 random bits, in order within a process."""

from __future__ import annotations

import random
import re

from cairn.ids import _encode, _encode80, new_ulid


def test_the_fast_80_bit_encoding_is_the_digit_by_digit_one() -> None:
    rng = random.Random(1)
    for value in [0, 1, 31, 32, (1 << 80) - 1, *(rng.getrandbits(80) for _ in range(20000))]:
        assert _encode80(value) == _encode(value, 16)
    assert _encode(31, 2) == "0Z"  # control: the reference digit order, most significant first


def test_ulids_are_26_crockford_digits_unique_and_in_order() -> None:
    ids = [new_ulid() for _ in range(5000)]
    assert all(re.fullmatch(r"[0-9A-HJKMNP-TV-Z]{26}", i) for i in ids)
    assert ids == sorted(ids) and len(set(ids)) == len(ids)
