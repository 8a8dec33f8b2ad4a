"""What a sound Nottingham state can hold (checked before the rules see a
client-built state; see arbiter.engine.untrusted). Every count is bounded by
the box: the item cards, the ambush cards, the sheriff track. Editions may
differ from the built-in one; the bounds leave them room (MARGIN) rather
than follow each edition's exact counts."""
from __future__ import annotations

from pathlib import Path

from google.protobuf import json_format

from arbiter.engine.untrusted import Bounds
from arbiter.games.nottingham.components import BUILTIN_EDITION, compile_rules
from arbiter.nottingham.v1 import nottingham_pb2 as pb

MARGIN = 4  # an edition may have up to this many times the built-in edition's components
_box = compile_rules(json_format.Parse(Path(BUILTIN_EDITION).read_text(encoding="utf-8"), pb.Rules(),
                                      ignore_unknown_fields=True))
CARDS = MARGIN * sum(_box.copies.values())  # item cards ("Nottingham: Components")
AMBUSH = MARGIN * len(_box.ambush_cards)
TRACK = MARGIN * len(_box.sheriff_track)
# Turns: each one draws a card or ends by an exhausted pile, which may be
# reshuffled; a generous multiple of the deck is no game anyone plays.
MAX_TURNS = 100 * CARDS

BOUNDS = Bounds(
    ints=(0, CARDS),
    ints_of={"State.turn": (0, MAX_TURNS), "State.sheriff_space": (0, TRACK + 1),  # +1: past the last space
             "AmbushCard.id": (0, AMBUSH)},
    length=CARDS,
    lengths_of={"State.ambush_pile": AMBUSH, "State.ambush_draw": AMBUSH, "Player.ambush_cards": AMBUSH,
                "State.sheriff_track": TRACK},
    seats=frozenset({"Offer.seat", "State.active", "AssignmentStack.completed_by"}),
    seats_or_none=frozenset({"State.target", "State.deciding"}),
    required_enums=frozenset({"State.phase"}),  # a game in play is always in some phase
)
