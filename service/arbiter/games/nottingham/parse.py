"""Checks shared by every move handler for fields that could never be legal
(MalformedMove): unknown items, seats and ambush cards."""
from __future__ import annotations

from collections.abc import Iterable

from arbiter.engine import MalformedMove
from arbiter.nottingham.v1 import nottingham_pb2 as pb

from arbiter.games.nottingham.components import ITEM_SET, of


def item(value: pb.Item, field: str) -> pb.Item:
    """`value` if it names an item; else the move is malformed."""
    if value not in ITEM_SET:
        raise MalformedMove(field, f"{value} is not an item (ITEM_COPPER_COIN .. ITEM_CHEST)")
    return value


def items(values: Iterable[pb.Item], field: str) -> list[pb.Item]:
    return [item(v, f"{field}[{i}]") for i, v in enumerate(values)]


def seat(state: pb.State, value: int, field: str) -> int:
    if not 0 <= value < len(state.players):
        raise MalformedMove(field, f"seat {value} does not exist; seats are 0..{len(state.players) - 1}")
    return value


def ambush_card_id(state: pb.State, value: int, field: str) -> int:
    cards = of(state).ambush_cards
    if value not in cards:
        raise MalformedMove(field, f"{value} is not an ambush card id ({min(cards)}..{max(cards)})")
    return value
