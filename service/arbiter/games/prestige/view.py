"""Hidden information: the face-down event cards and the face-down dark-blue
bonus conditions are secret to every seat alike (General Setup 8, 12b)."""
from __future__ import annotations

from google.protobuf.message import Message

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


def _strings(msg: Message, out: list[str]) -> list[str]:
    for fd, value in msg.ListFields():
        if fd.type == fd.TYPE_MESSAGE:
            for m in (value if fd.is_repeated else (value,)):
                _strings(m, out)
        elif fd.type == fd.TYPE_STRING:
            out.extend(value if fd.is_repeated else (value,))
    return out


def view_leaks(state: pb.State, seat: int | None, view_state: pb.State, events: list[pb.Event]) -> list[str]:
    secret = hidden(state)
    if not secret:
        return []
    leaks = [f"view shows {s}" for s in _strings(view_state, []) if s in secret]
    for e in events:
        leaks.extend(f"event {e.WhichOneof('kind')} shows {s}" for s in _strings(e, []) if s in secret)
    return leaks
