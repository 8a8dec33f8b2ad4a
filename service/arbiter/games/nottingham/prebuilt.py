"""Messages built once and decoded afresh for every use.

Legal moves and pending decisions are listed at every step of a game (twice
or more per move in self-play), from a small set of distinct messages. Each
distinct one is encoded once; every use decodes a message of its own, so a
caller may change what it gets, at a third of the cost of building it.
"""
from __future__ import annotations

from typing import Callable, Generic, TypeVar

from google.protobuf.message import Message

from arbiter.nottingham.v1 import nottingham_pb2 as pb

M = TypeVar("M", bound=Message)


class Prebuilt(Generic[M]):
    def __init__(self, message: type[M], build: Callable[..., M]):
        self._decode = message.FromString
        self._build = build
        self._encoded: dict[tuple, bytes] = {}

    def __call__(self, *key) -> M:
        """A fresh copy of `build(*key)`; `key` must be hashable."""
        data = self._encoded.get(key)
        if data is None:
            data = self._encoded[key] = self._build(*key).SerializeToString()
        return self._decode(data)


_KINDS = {f.name: getattr(pb, f.message_type.name) for f in pb.Move.DESCRIPTOR.oneofs_by_name["kind"].fields}
_FIELDS = {kind: [f.name for f in message.DESCRIPTOR.fields] for kind, message in _KINDS.items()}


def _build_move(kind: str, *values) -> pb.Move:
    return pb.Move(**{kind: _KINDS[kind](**dict(zip(_FIELDS[kind], values)))})


# move("steal", 2): the Move of `kind` whose fields, in declaration order, are
# the values (tuples for repeated fields).
move = Prebuilt(pb.Move, _build_move)
