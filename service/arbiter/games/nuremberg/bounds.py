"""What a sound Nuremberg state can hold (checked before the rules see a
client-built state; see arbiter.engine.untrusted): counts bounded by the
board, the event deck and the supply of the built-in edition. Editions may
differ from it; the bounds leave them room (MARGIN) rather than follow each
edition's exact counts."""
from __future__ import annotations

from arbiter.engine.untrusted import Bounds
from arbiter.games.nuremberg.board import BOARD

MARGIN = 2  # an edition may have up to this many times the built-in edition's components
# Materials, gold and prestige in the supply, cards in the event deck, board
# spaces: all below this (the timeline is bounded apart).
LIMIT = MARGIN * max(len(BOARD.cards), BOARD.cards_per_material * 5, len(BOARD.crossing_road),
                     len(BOARD.sections), len(BOARD.walls))
YEARS = (1300, 1500)  # around the built-in timeline's 1355 to 1400

BOUNDS = Bounds(
    ints=(0, LIMIT),
    ints_of={"State.year": YEARS, "State.turn_number": (0, 100 * LIMIT)},
    length=LIMIT,
    # Seat fields, and the maps and lists of who owns each building or card.
    seats=frozenset({"TradeReply.seat", "TradeOffer.proposer", "CouncilChoice.seat", "State.turn_seat",
                     "State.setup_order", "State.free_clay_queue", "State.customs_posts", "State.settlements",
                     "State.toll_rights", "State.craft_workshops", "State.towers", "State.city_walls"}),
    seats_or_none=frozenset({"State.victor"}),
)
