"""What a sound Prestige state can hold (checked before the rules see a
client-built state; see arbiter.engine.untrusted): counts bounded by the
box (resources, workers, craftsmen, construction orders, estates)."""
from __future__ import annotations

from arbiter.engine.untrusted import Bounds

# Goods, workers, points, order ids and board positions all stay below this;
# prestige points (exterior/interior) are the largest and stay under 200.
LIMIT = 500

BOUNDS = Bounds(
    ints=(0, LIMIT),
    ints_of={"State.player_count": (2, 4)},
    length=64,
    seats=frozenset({"Player.seat", "ConstructionOrder.seat", "DarkClaim.seat", "Step.seat", "State.start_player",
                     "ActionArea.stewards", "EstateSpace.owners", "BonusColumn.light_fulfilled_by",
                     "State.hospital", "State.lower_bar"}),
    required_enums=frozenset({"Step.kind"}),
)
