"""Raw-material cards and gold moving between hands, the supply stacks and the
bank. The 20 cards of each raw material are conserved: every card leaves one
place for another. Gold comes from and goes to an unlimited bank (the rulebook
sets no limit on the gold chips)."""
from __future__ import annotations

from typing import NamedTuple

from arbiter.nuremberg.v1 import nuremberg_pb2 as pb

from .components import MATERIALS, Cost


def can_pay(player: pb.Player, cost: Cost) -> bool:
    hand = player.hand
    for m, n in cost.materials:
        if getattr(hand, m) < n:
            return False
    return player.gold >= cost.gold


class Hand(NamedTuple):
    """A hand's count of each raw material, in MATERIALS' order."""

    wood: int
    clay: int
    ore: int
    grain: int
    wool: int


assert Hand._fields == MATERIALS  # spelled out for the type checker; kept the same here


class Holding:
    """A player's raw materials and gold, read once, that `can_pay` and
    `holds` accept in place of the Player: for a listing that asks them many
    times (an attribute reads faster than a protobuf field)."""

    __slots__ = ("hand", "gold")

    def __init__(self, player: pb.Player) -> None:
        h = player.hand
        self.hand = Hand(h.wood, h.clay, h.ore, h.grain, h.wool)  # MATERIALS' order
        self.gold = player.gold


def pay(state: pb.State, seat: int, cost: Cost) -> None:
    """Return `cost` to the supply stacks and the bank (checked by the caller)."""
    p = state.players[seat]
    hand, supply = p.hand, state.supply
    for m, n in cost.materials:
        setattr(hand, m, getattr(hand, m) - n)
        setattr(supply, m, getattr(supply, m) + n)
        p.hand_size -= n
    p.gold -= cost.gold


def take(state: pb.State, seat: int, material: str, n: int) -> None:
    """Move `n` cards of `material` from the supply into `seat`'s hand."""
    p = state.players[seat]
    setattr(state.supply, material, getattr(state.supply, material) - n)
    setattr(p.hand, material, getattr(p.hand, material) + n)
    p.hand_size += n


def give_back(state: pb.State, seat: int, material: str, n: int) -> None:
    """Move `n` cards of `material` from `seat`'s hand to the supply."""
    take(state, seat, material, -n)


def move_card(state: pb.State, src: int, dst: int, material: str, n: int = 1) -> None:
    a, b = state.players[src], state.players[dst]
    setattr(a.hand, material, getattr(a.hand, material) - n)
    setattr(b.hand, material, getattr(b.hand, material) + n)
    a.hand_size -= n
    b.hand_size += n


def holds(player: pb.Player, bundle) -> bool:
    """Does `player` hold every raw material (and the gold) of `bundle`?"""
    hand = player.hand
    # ListFields: only the amounts set (proto3 keeps no zeros); terms name one or two.
    for field, n in bundle.ListFields():
        if (player.gold if field.name == "gold" else getattr(hand, field.name)) < n:
            return False
    return True


def transfer(state: pb.State, src: int, dst: int, bundle: pb.Bundle) -> None:
    """Hand a trade's raw materials and gold from `src` to `dst`."""
    for m in MATERIALS:
        n = getattr(bundle, m)
        if n:
            move_card(state, src, dst, m, n)
    state.players[src].gold -= bundle.gold
    state.players[dst].gold += bundle.gold


def draw_blindly(state: pb.State, src: int, dst: int, rng) -> str | None:
    """Draw one card at random from `src`'s face-down hand into `dst`'s
    (Robber Knight's steal, Road Toll without gold); None if the hand is empty."""
    hand = state.players[src].hand
    sizes = [getattr(hand, m) for m in MATERIALS]
    total = sum(sizes)
    if total <= 0:
        return None
    i = rng.below(total)
    for m, n in zip(MATERIALS, sizes, strict=False):
        i -= n
        if i < 0:
            move_card(state, src, dst, m)
            return m
    return None


def counts(materials) -> list[int]:
    return [getattr(materials, m) for m in MATERIALS]
