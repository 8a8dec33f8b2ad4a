"""What a sound Nottingham state can hold (checked before the rules see a
client-built state; see arbiter.engine.untrusted). Every count is bounded by
the box: the item cards, the ambush cards, the sheriff track."""
from __future__ import annotations

from arbiter.engine.untrusted import Bounds
from arbiter.games.nottingham.components import AMBUSH_CARDS, COPIES, SHERIFF_TRACK

CARDS = sum(COPIES.values())  # item cards in the box ("Nottingham: Components")
# Turns: each one draws a card or ends by an exhausted pile, which may be
# reshuffled; a generous multiple of the deck is no game anyone plays.
MAX_TURNS = 100 * CARDS

BOUNDS = Bounds(
    ints=(0, CARDS),
    ints_of={"State.turn": (0, MAX_TURNS), "State.sheriff_space": (0, len(SHERIFF_TRACK) + 1),  # +1: past the last space, the game is over
             "AmbushCard.id": (0, max(AMBUSH_CARDS))},
    length=CARDS,
    lengths_of={"State.ambush_pile": len(AMBUSH_CARDS), "State.ambush_draw": len(AMBUSH_CARDS),
                "Player.ambush_cards": len(AMBUSH_CARDS), "State.sheriff_track": len(SHERIFF_TRACK)},
    seats=frozenset({"Offer.seat", "State.active", "AssignmentStack.completed_by"}),
    seats_or_none=frozenset({"State.target", "State.deciding"}),
)
