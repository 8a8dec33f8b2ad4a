"""Messages built once and decoded afresh for every use.

Legal moves, pending decisions and events are built at every step of a game
(several times per move in self-play) from a small set of distinct messages.
Each distinct one is encoded once; every later use decodes a message of its
own, so a caller may change what it gets, at a third of the cost of building
the nested messages field by field.
"""
from __future__ import annotations

import functools
from typing import Callable, Generic, TypeVar

from google.protobuf.message import Message

M = TypeVar("M", bound=Message)


class Prebuilt(Generic[M]):
    """`build(*key)`, encoded once per distinct (hashable) key. With
    `maxsize`, the cache starts afresh when it holds that many entries."""

    def __init__(self, message: type[M], build: Callable[..., M], maxsize: int | None = None):
        self._decode = message.FromString
        self._build = build
        self._maxsize = maxsize
        self._encoded: dict[tuple, bytes] = {}
        functools.update_wrapper(self, build)

    def __call__(self, *key) -> M:
        data = self._encoded.get(key)
        if data is None:
            if self._maxsize is not None and len(self._encoded) >= self._maxsize:
                self._encoded.clear()
            data = self._encoded[key] = self._build(*key).SerializeToString()
        return self._decode(data)


def prebuilt(message: type[M], maxsize: int | None = None) -> Callable[[Callable[..., M]], Prebuilt[M]]:
    """Decorator form: `@prebuilt(pb.Move)` over a builder of moves."""
    return lambda build: Prebuilt(message, build, maxsize)


def prebuilt_lists(message: type[M], maxsize: int | None = None) -> Callable[[Callable[..., list[M]]], Callable[..., list[M]]]:
    """As `prebuilt`, for a builder of a whole list of messages."""
    def wrap(build: Callable[..., list[M]]) -> Callable[..., list[M]]:
        decode = message.FromString
        encoded: dict[tuple, tuple[bytes, ...]] = {}

        @functools.wraps(build)
        def cached(*key) -> list[M]:
            data = encoded.get(key)
            if data is None:
                if maxsize is not None and len(encoded) >= maxsize:
                    encoded.clear()
                data = encoded[key] = tuple(m.SerializeToString() for m in build(*key))
            return [decode(b) for b in data]

        return cached

    return wrap
