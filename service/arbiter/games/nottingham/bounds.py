"""What a sound Nottingham state can hold (checked before the rules see a
client-built state; see arbiter.engine.untrusted). Every count is bounded by
the box of the state's own edition: its item cards, ambush cards and sheriff
track (`bounds_of`, compiled once per edition)."""
from __future__ import annotations

from pathlib import Path

from google.protobuf import json_format

from arbiter.engine.untrusted import Bounds
from arbiter.games.nottingham.components import BUILTIN_EDITION, Components, compile_rules
from arbiter.nottingham.v1 import nottingham_pb2 as pb

MARGIN = 4  # room above an edition's own counts (gold, reshuffled piles)
AMBUSH_ID = 1 << 16


def bounds_of(box: Components) -> Bounds:
    """The bounds of one edition, from its compiled components."""
    cards = MARGIN * sum(box.copies.values())  # item cards ("Nottingham: Components")
    ambush = MARGIN * len(box.ambush_cards)
    track = MARGIN * len(box.sheriff_track)
    # Turns: each one draws a card or ends by an exhausted pile, which may be
    # reshuffled; a generous multiple of the deck is no game anyone plays.
    return Bounds(
        ints=(0, cards),
        ints_of={"State.turn": (0, 100 * cards), "State.sheriff_space": (0, track + 1),  # +1: past the last space
                 # An ambush card's id is its edition's own number (the second
                 # edition counts from 101): bounded here, resolved by the edition.
                 "AmbushCard.id": (0, AMBUSH_ID)},
        length=cards,
        lengths_of={"State.ambush_pile": ambush, "State.ambush_draw": ambush, "Player.ambush_cards": ambush,
                    "State.sheriff_track": track},
        seats=frozenset({"Offer.seat", "State.active", "AssignmentStack.completed_by"}),
        seats_or_none=frozenset({"State.target", "State.deciding"}),
        required_enums=frozenset({"State.phase"}),  # a game in play is always in some phase
    )


BOUNDS = bounds_of(compile_rules(json_format.Parse(Path(BUILTIN_EDITION).read_text(encoding="utf-8"), pb.Rules(),
                                                   ignore_unknown_fields=True)))
