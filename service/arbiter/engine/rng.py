"""The seeded random-number generator whose whole state lives in the game state.

A counter-mode keyed BLAKE2b: a 256-bit key is derived from the 64-bit seed,
and value *n* (1-based) is 64-bit word `(n - 1) % 8` of the 64-byte keyed
BLAKE2b of block number `(n - 1) // 8`. Value *n* is a pure function of
(seed, n), so the state is just two integers (`arbiter.v1.RngState`) that
serialize with the rest of the game: same seed + same moves = same game on any
replica, byte for byte.

Keyed BLAKE2b is a pseudo-random function: its outputs reveal nothing about
the key, so outcomes a seat sees (cards drawn, a start player) do not let it
recover the seed and foresee later draws, as an invertible generator's would
(docs/design.md#chance-is-seeded-and-lives-in-the-state).
"""
from __future__ import annotations

import hashlib
from functools import lru_cache
from typing import Any, MutableSequence, Sequence, TypeVar

from google.protobuf.message import Message

from arbiter.v1.engine_pb2 import RngState

T = TypeVar("T")

_WORDS = 8  # 64-bit words per 64-byte block
_MASK = (1 << 64) - 1


@lru_cache(maxsize=256)
def _keyed(seed: int):
    """The keyed hash of `seed`, ready to copy: deriving the key and keying
    BLAKE2b cost more than one block, and a process serves few seeds at once."""
    key = hashlib.blake2b(seed.to_bytes(8, "little"), digest_size=32, person=b"arbiter.rng.key").digest()
    return hashlib.blake2b(key=key, digest_size=64, person=b"arbiter.rng.out")


def block(seed: int, index: int) -> bytes:
    """The 64 output bytes of block `index` for `seed`."""
    h = _keyed(seed).copy()
    h.update(index.to_bytes(8, "little"))
    return h.digest()


class Rng:
    """Draws from, and advances, an `RngState` message held inside a game state."""

    __slots__ = ("_state", "_owner", "_cached", "_words")

    def __init__(self, state: RngState | None):
        self._state = state
        self._owner: Any = None  # a game's State, whose `rng` is read at each draw (see `of`)
        self._cached: tuple[int, int] | None = None  # (seed, block index) of `_words`
        self._words: Sequence[int] = ()

    @classmethod
    def of(cls, owner: Message) -> "Rng":
        """The generator of the game state `owner` (its `rng` field), read
        at each draw instead of now: most moves draw nothing, and a loop that
        plays one state in place (self-play) keeps one Rng for all its moves.
        The draws are the same as `Rng(owner.rng)`'s."""
        r = cls(None)
        r._owner = owner
        return r

    @property
    def state(self) -> RngState:
        return self._state if self._state is not None else self._owner.rng

    def next_u64(self) -> int:
        s = self._state
        if s is None:
            s = self._owner.rng
        n = s.counter
        s.counter = (n + 1) & _MASK  # wraps, as any 64-bit counter a client sends must
        where = (s.seed, n // _WORDS)
        if where != self._cached:
            # The block is remembered only as a pure function of (seed, index),
            # so a state changed behind the Rng's back still draws correctly.
            raw = block(*where)
            self._words = [int.from_bytes(raw[i:i + 8], "little") for i in range(0, 64, 8)]
            self._cached = where
        return self._words[n % _WORDS]

    def below(self, n: int) -> int:
        """A uniform integer in [0, n) (Lemire's multiply-shift; bias < n / 2**64)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        return (self.next_u64() * n) >> 64

    def choice(self, seq: Sequence[T]) -> T:
        return seq[self.below(len(seq))]

    def shuffle(self, seq: MutableSequence) -> None:
        """Fisher-Yates in place; works on lists and protobuf repeated fields."""
        reads_owner = self._state is None
        if reads_owner:  # the state's RngState read once for the whole shuffle
            self._state = self._owner.rng
        try:
            for i in range(len(seq) - 1, 0, -1):
                j = self.below(i + 1)
                if i != j:
                    seq[i], seq[j] = seq[j], seq[i]
        finally:
            if reads_owner:
                self._state = None
