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
    """`build(*key)`, encoded once per distinct (hashable) key and decoded
    afresh for every call. With `maxsize`, the cache starts afresh when it
    holds that many entries. `encode`/`decode` default to one message of type
    `message`; `prebuilt_lists` passes its own for lists of them."""

    def __init__(self, message: type[M], build: Callable, maxsize: int | None = None,
                 encode: Callable | None = None, decode: Callable | None = None):
        self._build = build
        self._encode = encode or message.SerializeToString
        self._decode = decode or message.FromString
        self._maxsize = maxsize
        self._encoded: dict[tuple, object] = {}
        functools.update_wrapper(self, build)

    def __call__(self, *key):
        data = self._encoded.get(key)
        if data is None:
            if self._maxsize is not None and len(self._encoded) >= self._maxsize:
                self._encoded.clear()
            data = self._encoded[key] = self._encode(self._build(*key))
        return self._decode(data)


def prebuilt(message: type[M], maxsize: int | None = None) -> Callable[[Callable[..., M]], Prebuilt[M]]:
    """Decorator form: `@prebuilt(pb.Move)` over a builder of moves."""
    return lambda build: Prebuilt(message, build, maxsize)


def prebuilt_lists(message: type[M], maxsize: int | None = None) -> Callable[[Callable[..., list[M]]], Prebuilt[M]]:
    """As `prebuilt`, for a builder of a whole list of messages."""
    def encode(messages: list[M]) -> tuple[bytes, ...]:
        return tuple(m.SerializeToString() for m in messages)

    def decode(data: tuple[bytes, ...], parse=message.FromString) -> list[M]:
        return [parse(b) for b in data]

    return lambda build: Prebuilt(message, build, maxsize, encode, decode)
