"""The components of Nottingham: items, colours, ambush cards, assignments and
the Sheriff's path, read from `data/*.json` (Game Materials, Game Preparation).

Printed values the rulebook leaves to its pictures (the Sheriff's numbers, the
assignment points, the items on the two-item ambush cards) are stand-ins from
shared/reference/nottingham.md, marked `"source": "stand-in"` in the data.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from arbiter.nottingham.v1 import nottingham_pb2 as pb

_DATA = Path(__file__).parent / "data"


def _load(name: str) -> dict:
    return json.loads((_DATA / name).read_text())


# ------------------------------------------------------------------ items

COPPER_COIN = pb.ITEM_COPPER_COIN
SILVER_CANDLESTICK = pb.ITEM_SILVER_CANDLESTICK
GOLD = pb.ITEM_GOLD
PEARLS = pb.ITEM_PEARLS
JEWELS = pb.ITEM_JEWELS
NECKLACE = pb.ITEM_NECKLACE
CHEST = pb.ITEM_CHEST

_items = _load("items.json")
ITEMS: tuple[int, ...] = tuple(pb.Item.Value(i["item"]) for i in _items["items"])
ITEM_SET = frozenset(ITEMS)
WORTH: dict[int, int] = {pb.Item.Value(i["item"]): i["worth"] for i in _items["items"]}
COPIES: dict[int, int] = {pb.Item.Value(i["item"]): i["count"] for i in _items["items"]}
NAME: dict[int, str] = {pb.Item.Value(i["item"]): i["name"] for i in _items["items"]}
ACTION: dict[int, str] = {pb.Item.Value(i["item"]): i["action"] for i in _items["items"]}
STARTING_HAND: int = _items["starting_hand"]

# Actions on a red banner: the ones a Defend card answers (The Actions / Defend).
ATTACKS = frozenset({SILVER_CANDLESTICK, PEARLS, JEWELS})

# ---------------------------------------------------------------- colours

# The rulebook's order (Game Materials); seat n plays COLOURS[n].
COLOURS: tuple[int, ...] = (
    pb.COLOUR_RED, pb.COLOUR_YELLOW, pb.COLOUR_GREEN, pb.COLOUR_BLUE,
    pb.COLOUR_PURPLE, pb.COLOUR_WHITE, pb.COLOUR_GREY,
)

# ----------------------------------------------------------- ambush cards


@dataclass(frozen=True)
class AmbushCardSpec:
    id: int
    colour: int  # COLOUR_UNSPECIFIED on a two-item card
    items: tuple[int, ...]  # empty on a colour card

    def message(self) -> pb.AmbushCard:
        return pb.AmbushCard(id=self.id, colour=self.colour or None, items=self.items)


AMBUSH_CARDS: dict[int, AmbushCardSpec] = {
    c["id"]: AmbushCardSpec(
        c["id"],
        pb.Colour.Value(c["colour"]) if "colour" in c else pb.COLOUR_UNSPECIFIED,
        tuple(pb.Item.Value(i) for i in c.get("items", ())),
    )
    for c in _load("ambush_cards.json")["cards"]
}


def ambush_matches(card: pb.AmbushCard, item: int, trader_colour: int) -> bool:
    """Can `card` strike a trade-in of `item` by a player of `trader_colour`?
    (The Actions / Ambush / Activating an ambush card.)"""
    if card.colour:
        return card.colour == trader_colour
    return item in card.items


# ------------------------------------------------------------ assignments


@dataclass(frozen=True)
class AssignmentSpec:
    assignment: int
    different_items: int  # how many different items are played
    copies_each: int  # how many cards of each
    one_figure: int  # points while one player has completed it
    two_figure: int  # points each once two players have

    @property
    def cards(self) -> int:
        """How many cards the combination plays out."""
        return self.different_items * self.copies_each


ASSIGNMENTS: dict[int, AssignmentSpec] = {
    pb.Assignment.Value(a["assignment"]): AssignmentSpec(
        pb.Assignment.Value(a["assignment"]), a["different_items"], a["copies_each"], a["one_figure"], a["two_figure"]
    )
    for a in _load("assignments.json")["assignments"]
}
# Each assignment has two cards (Complete an Assignment).
COMPLETIONS_PER_ASSIGNMENT = 2
ASSIGNMENT_CARDS = COMPLETIONS_PER_ASSIGNMENT * len(ASSIGNMENTS)

# --------------------------------------------------------- Sheriff's path

SHERIFF_TRACK: tuple[int, ...] = tuple(_load("sheriff_track.json")["spaces"])
