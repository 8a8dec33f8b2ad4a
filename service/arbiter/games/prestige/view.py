"""Hidden information: the face-down event cards and the face-down dark-blue
bonus conditions are secret to every seat alike (General Setup 8, 12b)."""
from __future__ import annotations

import re
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
    out = {*state.spring_summer_stack, *state.autumn_winter_stack}
    out.update(col.dark for col in state.bonus if not col.dark_revealed)
    return out


@lru_cache(maxsize=64)
def _finder(secret: frozenset[str]) -> re.Pattern:
    """A search for any secret id as a serialized string field: its length
    (one byte, the ids are short) followed by its bytes."""
    return re.compile(b"|".join(re.escape(bytes([len(s)]) + s.encode()) for s in sorted(secret)))


def view_leaks(state: pb.State, seat: int | None, view_state: pb.State, events: list[pb.Event]) -> list[str]:
    """Any secret id found as a string anywhere in the serialized view or
    projected events."""
    secret = hidden(state)
    if not secret:
        return []
    find = _finder(frozenset(secret)).findall
    leaks = [f"view shows {m[1:].decode()}" for m in find(view_state.SerializeToString())]
    for e in events:
        leaks.extend(f"event {e.WhichOneof('kind')} shows {m[1:].decode()}" for m in find(e.SerializeToString()))
    return leaks
