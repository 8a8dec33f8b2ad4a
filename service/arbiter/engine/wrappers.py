"""Holding a State's protobuf wrappers alive while a loop plays it in place.

upb makes a new Python object for every read of a sub-message or repeated
field (`state.players`, `state.players[seat]`, `player.hand`), registers it in
a global map and frees it again when the read's value dies, unless a wrapper for
that very field is alive already: then the read hands that one back, for about
a third of the instructions. The rules read such fields dozens of times a move.
Holding references changes no value a read answers (every read still goes
through the state); it only spares making the same wrappers again and again.
"""
from __future__ import annotations

from google.protobuf.descriptor import FieldDescriptor
from google.protobuf.message import Message

_MESSAGE = FieldDescriptor.TYPE_MESSAGE


def hold(state: Message) -> list:
    """Every wrapper under `state` as it is now: each repeated field (empty or
    not), each sub-message and each message in a repeated field or map,
    recursively. Keep the list as long as the state is played on; messages
    added to a repeated field later are simply not held."""
    held: list = []
    todo = [state]
    while todo:
        message = todo.pop()
        for field in message.DESCRIPTOR.fields:
            if field.is_repeated:
                value = getattr(message, field.name)
                held.append(value)
                if field.type != _MESSAGE:
                    continue
                entry = field.message_type
                assert entry is not None  # a message field has its type
                if entry.GetOptions().map_entry:
                    if entry.fields_by_name["value"].type != _MESSAGE:
                        continue
                    items = list(value.values())
                else:
                    items = value[:]
                held += items
                todo += items
            elif field.type == _MESSAGE:
                held.append(getattr(message, field.name))
                if message.HasField(field.name):  # an unset one may be of a type that nests itself
                    todo.append(held[-1])
    return held
