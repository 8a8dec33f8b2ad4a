"""What a sound Prestige state can hold (checked before the rules see a
client-built state; see arbiter.engine.untrusted). Every count and length is
bounded by the state's own edition (`bounds_of`, compiled once per edition):
its action bar, estates, craftsmen, bonus board, yellow tiles, event cards,
market-condition tiles and experience track."""
from __future__ import annotations

from pathlib import Path

from google.protobuf import json_format

from arbiter.engine.untrusted import Bounds
from arbiter.games.prestige.components import BUILTIN_EDITION, Tables
from arbiter.prestige.v1 import prestige_pb2 as pb

# Goods, workers, points, order ids and board positions all stay below this;
# prestige points (exterior/interior) are the largest and stay under 200.
LIMIT = 500
PLAYERS = 4  # Number of Players: 2 to 4


def bounds_of(t: Tables) -> Bounds:
    """The bounds of one edition, from its compiled components."""
    stewards = PLAYERS * t.STEWARDS  # every steward of every player (Components)
    return Bounds(
        ints=(0, LIMIT),
        ints_of={"State.player_count": (2, PLAYERS), "Player.experience": (0, t.TOP_EXPERIENCE),
                 "BonusColumn.dark_places_used": (0, max(len(p) for p in t.DARK_PLACES.values()))},
        length=64,
        lengths_of={
            "State.action_bar": len(t.ACTIONS_LEFT_TO_RIGHT),
            "State.estates": len(t.ESTATE_SPACES),
            "State.condition_slots": len(t.CONDITION_SLOTS),
            "State.market_conditions": len(t.CONDITION_TILES),
            "State.craftsmen": len(t.CRAFTSMAN_YEAR),
            "Player.craftsmen": len(t.CRAFTSMAN_YEAR),
            "State.bonus": t.BONUS_COLUMNS,
            "Player.light_tiles": len(t.LIGHT_CONDITIONS),
            "State.yellow_tiles": len(t.YELLOW),
            "State.spring_summer_stack": len(t.EVENT_CARDS),
            "State.autumn_winter_stack": len(t.EVENT_CARDS),
            "State.lower_bar": stewards,
            "State.hospital": stewards,
            "ActionArea.stewards": stewards,
            "EstateSpace.owners": PLAYERS,
            "BonusColumn.light_fulfilled_by": PLAYERS,  # each seat once
            "BonusColumn.dark_claims": PLAYERS,
            "Step.lines_used": len(t.MARKET_LINES),  # each line once a visit (the Market)
            "State.raised_prices": len(t.HIRE_LINES),  # a hire line's marker moves once
            "CraftsmanStack.prices": max((len(p) for stacks in t.PRICES.values() for p in stacks.values()), default=0),
        },
        seats=frozenset({"Player.seat", "ConstructionOrder.seat", "DarkClaim.seat", "Step.seat", "State.start_player",
                         "ActionArea.stewards", "EstateSpace.owners", "BonusColumn.light_fulfilled_by",
                         "State.hospital", "State.lower_bar"}),
        required_enums=frozenset({"Step.kind"}),
    )


BOUNDS = bounds_of(Tables(json_format.Parse(Path(BUILTIN_EDITION).read_text(encoding="utf-8"), pb.Rules(),
                                            ignore_unknown_fields=True)))
