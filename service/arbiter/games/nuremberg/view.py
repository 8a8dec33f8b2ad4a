"""Hidden information: what each seat may see.

Secret: the raw-material cards in each hand (their number is public) and the
order of the face-down event deck (its size is public). A card drawn blindly
(Robber Knight's steal, Road Toll without gold) is seen only by the two
players involved. Everything else is on the table: gold, prestige chips,
council and toll-right cards, the board, the discard pile, and discards and
trades (cards go face up onto the supply stacks).
"""
from __future__ import annotations

from arbiter.nuremberg.v1 import nuremberg_pb2 as pb



def view(state: pb.State, seat: int | None) -> pb.State:
    v = pb.State()
    v.CopyFrom(state)
    for i, p in enumerate(v.players):
        if i != seat:
            p.ClearField("hand")
    v.ClearField("deck")
    return v


def view_event(event: pb.Event, seat: int | None) -> pb.Event:
    if event.WhichOneof("kind") == "card_drawn_blindly":
        d = event.card_drawn_blindly
        if seat not in (d.from_seat, d.to_seat):
            redacted = pb.Event()
            redacted.CopyFrom(event)
            redacted.card_drawn_blindly.ClearField("material")
            return redacted
    return event


def view_leaks(state: pb.State, seat: int | None, seen: pb.State, events: list[pb.Event]) -> list[str]:
    leaks = []
    for i, p in enumerate(seen.players):
        if i != seat and p.hand.ByteSize():  # proto3 serializes only non-zero counts
            leaks.append(f"the hand of seat {i}")
    if seen.deck:
        leaks.append("the order of the event deck")
    for e in events:
        if e.WhichOneof("kind") == "card_drawn_blindly":
            d = e.card_drawn_blindly
            if seat not in (d.from_seat, d.to_seat) and d.material:
                leaks.append(f"the card drawn blindly from seat {d.from_seat}")
    return leaks
