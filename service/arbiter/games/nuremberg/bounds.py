"""What a sound Nuremberg state can hold (checked before the rules see a
client-built state; see arbiter.engine.untrusted): counts bounded by the
board, the event deck and the supply of the state's own edition (`bounds_of`,
compiled once per edition)."""
from __future__ import annotations

from arbiter.engine.untrusted import Bounds
from arbiter.games.nuremberg.components import BOARD, Board

MARGIN = 2  # room above an edition's own counts
YEARS = (1300, 1500)  # around the built-in timeline's 1355 to 1400


def bounds_of(board: Board) -> Bounds:
    """The bounds of one edition, from its compiled board."""
    # Materials, gold and prestige in the supply, cards in the event deck,
    # board spaces: all below this (the timeline is bounded apart).
    limit = MARGIN * max(len(board.cards), board.cards_per_material * 5, len(board.crossing_road),
                         len(board.sections), len(board.walls))
    return Bounds(
        ints=(0, limit),
        ints_of={"State.year": YEARS, "State.turn_number": (0, 100 * limit)},
        length=limit,
        # Seat fields, and the maps and lists of who owns each building or card.
        seats=frozenset({"TradeReply.seat", "TradeOffer.proposer", "CouncilChoice.seat", "State.turn_seat",
                         "State.setup_order", "State.free_clay_queue", "State.customs_posts", "State.settlements",
                         "State.toll_rights", "State.craft_workshops", "State.towers", "State.city_walls"}),
        seats_or_none=frozenset({"State.victor"}),
    )


BOUNDS = bounds_of(BOARD)
