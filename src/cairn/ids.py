"""ULIDs: 48-bit millisecond time plus 80 random bits, Crockford base32, monotonic per process."""

from __future__ import annotations

import os
import threading
import time

_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
# RFC 4648 base32 digits -> Crockford's: 80 random bits are 10 bytes, exactly 16 digits
_CROCKFORD = bytes.maketrans(b"ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", _ALPHABET.encode())
_lock = threading.Lock()
_last_ms = -1
_last_rand = 0
_last_time = ""  # the encoded time part of _last_ms


def _encode(value: int, length: int) -> str:
    out = []
    for _ in range(length):
        out.append(_ALPHABET[value & 31])
        value >>= 5
    return "".join(reversed(out))


def _encode80(value: int) -> str:
    """``_encode(value, 16)`` for an 80-bit value, in C."""
    from base64 import b32encode  # imported here: the per-prompt hook imports ids, makes none

    return b32encode(value.to_bytes(10, "big")).translate(_CROCKFORD).decode()


def new_ulid() -> str:
    """A new ULID; ids made in the same millisecond by this process still sort in order."""
    global _last_ms, _last_rand, _last_time
    with _lock:
        ms = int(time.time() * 1000)
        if ms <= _last_ms:
            _last_rand = (_last_rand + 1) & ((1 << 80) - 1)
        else:
            _last_ms = ms
            _last_time = _encode(ms, 10)
            _last_rand = int.from_bytes(os.urandom(10), "big")
        return _last_time + _encode80(_last_rand)


LENGTH = 26  # ten digits of time, sixteen random


def complete(ref: str) -> bool:
    """Whether an (upper-cased) reference is a whole id: it names that memory and no other, so
    no suffix or prefix of a longer one is looked for when it is not in scope."""
    return len(ref) == LENGTH and all(ch in _ALPHABET for ch in ref)


def short(memory_id: str) -> str:
    """The short form people type: the last 8 characters are random enough within one store."""
    return memory_id[-8:].lower()
