"""Hidden information. Secret while the game runs: the order of the face-down
bonus-marker supply (from everyone) and the markers drawn face down onto a
silver plate (from everyone but their owner, until placed on the board).
Counts stay public."""
from __future__ import annotations

from arbiter.hansa_teutonica.v1 import hansa_teutonica_pb2 as pb


def view(state: pb.State, seat: int | None) -> pb.State:
    v = pb.State()
    v.CopyFrom(state)
    v.ClearField("marker_supply")
    for i, p in enumerate(v.players):
        if i != seat and p.plate:
            p.ClearField("plate")
    return v


def view_event(event: pb.Event, seat: int | None) -> pb.Event:
    if event.WhichOneof("kind") == "bonus_marker_drawn" and event.bonus_marker_drawn.seat != seat:
        redacted = pb.Event()
        redacted.CopyFrom(event)
        redacted.bonus_marker_drawn.ClearField("marker")
        return redacted
    return event


def view_leaks(state: pb.State, seat: int | None, view: pb.State, events: list[pb.Event]) -> list[str]:
    leaks = []
    if view.marker_supply:
        leaks.append("the order of the bonus-marker supply")
    for i, p in enumerate(view.players):
        if i != seat and p.plate:
            leaks.append(f"the silver plate of seat {i}")
    for e in events:
        if e.WhichOneof("kind") == "bonus_marker_drawn" and e.bonus_marker_drawn.seat != seat \
                and e.bonus_marker_drawn.marker:
            leaks.append(f"the marker seat {e.bonus_marker_drawn.seat} drew")
    return leaks
