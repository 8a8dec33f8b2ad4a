"""Messages built once and decoded afresh for every use.

Legal moves, pending decisions and events are built at every step of a game
(several times per move in self-play) from a small set of distinct messages.
Each distinct one is encoded once; every later use decodes a message of its
own, so a caller may change what it gets, at a third of the cost of building
the nested messages field by field.
"""
from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import Any, Callable, Generic, TypeVar

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
        self._encoded: dict[tuple, Any] = {}  # what `encode` makes
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


class Encoded(Sequence):
    """Listed messages kept encoded: each one read (by index or by iterating)
    is decoded afresh by `parse`, so a caller may change what it gets, and a
    caller that reads one of many (self-play does) decodes only that one.
    len(), indexing, iteration, `in` and == behave as on a list. A game binds
    `parse` to its message type in a subclass."""

    __slots__ = ("_encoded",)
    parse: Callable[[bytes], Message]

    def __init__(self, encoded: list[bytes]):
        self._encoded = encoded

    def __len__(self) -> int:
        return len(self._encoded)

    def __getitem__(self, i):
        if isinstance(i, slice):
            return [self.parse(b) for b in self._encoded[i]]
        return self.parse(self._encoded[i])

    def __iter__(self):
        return map(self.parse, self._encoded)

    def __eq__(self, other) -> bool:
        if isinstance(other, (list, tuple, Encoded)):
            return list(self) == list(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]  # mutable-looking, as a list (typeshed's list does the same)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({list(self)!r})"
