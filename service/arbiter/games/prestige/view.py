"""Hidden information: the face-down event cards and the face-down dark-blue
bonus conditions are secret to every seat alike (General Setup 8, 12b)."""
from __future__ import annotations

from functools import lru_cache

from arbiter.prestige.v1 import prestige_pb2 as pb


def view(state: pb.State, seat: int | None) -> pb.State:
    v = pb.State()
    v.CopyFrom(state)
    del v.spring_summer_stack[:]
    del v.autumn_winter_stack[:]
    for col in v.bonus:
        if not col.dark_revealed:
            col.dark = ""
    return v


def hidden(state: pb.State) -> set[str]:
    """The ids nobody may see yet."""
    out = set(state.spring_summer_stack) | set(state.autumn_winter_stack)
    out.update(col.dark for col in state.bonus if not col.dark_revealed)
    return out


@lru_cache(maxsize=None)
def _as_string_field(value: str) -> bytes:
    """How a short string sits in a serialized message: its length, then its bytes."""
    raw = value.encode()
    return bytes([len(raw)]) + raw


def view_leaks(state: pb.State, seat: int | None, view_state: pb.State, events: list[pb.Event]) -> list[str]:
    """Any secret id found as a string anywhere in the serialized view or
    projected events (ids are short, so the length prefix is one byte)."""
    secret = [_as_string_field(s) for s in hidden(state)]
    if not secret:
        return []
    leaks = []
    for where, msg in (("view", view_state), *(("event", e) for e in events)):
        blob = msg.SerializeToString()
        leaks.extend(f"{where} shows {s[1:].decode()}" for s in secret if s in blob)
    return leaks
