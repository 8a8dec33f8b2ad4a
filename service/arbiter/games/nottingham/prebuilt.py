"""Nottingham's moves built once (arbiter.engine.prebuilt), named by kind and
field values."""
from __future__ import annotations

from arbiter.engine.prebuilt import Prebuilt
from arbiter.nottingham.v1 import nottingham_pb2 as pb

_KINDS = {f.name: getattr(pb, f.message_type.name) for f in pb.Move.DESCRIPTOR.oneofs_by_name["kind"].fields
          if f.message_type is not None}  # every kind is a message
_FIELDS = {kind: [f.name for f in message.DESCRIPTOR.fields] for kind, message in _KINDS.items()}


def _build_move(kind: str, *values) -> pb.Move:
    return pb.Move(**{kind: _KINDS[kind](**dict(zip(_FIELDS[kind], values, strict=False)))})


# move("steal", 2): the Move of `kind` whose fields, in declaration order, are
# the values (tuples for repeated fields).
move = Prebuilt(pb.Move, _build_move)
