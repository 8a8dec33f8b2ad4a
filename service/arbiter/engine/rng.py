"""The seeded random-number generator whose whole state lives in the game state.

A counter-based SplitMix64: value *n* is a pure function of (seed, n), so the
state is just two integers (`arbiter.v1.RngState`) that serialize with the rest
of the game. Same seed + same moves = same game on any replica, byte for byte.
"""
from __future__ import annotations

from typing import MutableSequence, Sequence, TypeVar

from arbiter.v1.engine_pb2 import RngState

_MASK = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15

T = TypeVar("T")


class Rng:
    """Draws from, and advances, an `RngState` message held inside a game state."""

    __slots__ = ("_state",)

    def __init__(self, state: RngState):
        self._state = state

    @property
    def state(self) -> RngState:
        return self._state

    def next_u64(self) -> int:
        s = self._state
        n = s.counter + 1
        s.counter = n
        z = (s.seed + n * _GAMMA) & _MASK
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n) (Lemire's multiply-shift; bias < n / 2**64)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        return (self.next_u64() * n) >> 64

    def choice(self, seq: Sequence[T]) -> T:
        return seq[self.below(len(seq))]

    def shuffle(self, seq: MutableSequence) -> None:
        """Fisher-Yates in place; works on lists and protobuf repeated fields."""
        for i in range(len(seq) - 1, 0, -1):
            j = self.below(i + 1)
            if i != j:
                seq[i], seq[j] = seq[j], seq[i]
