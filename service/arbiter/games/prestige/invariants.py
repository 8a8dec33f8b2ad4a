"""What must always hold in a Prestige state; the simulation checks it after every move."""
from __future__ import annotations

from arbiter.games.prestige import data
from arbiter.games.prestige.setup import STARTING_WORKERS, STEWARDS
from arbiter.prestige.v1 import prestige_pb2 as pb

_COUNTS = (*data.RESOURCES, "workers", "workers_at_works", "workers_on_orders", "tavern", "wood_penalties")


def violations(state: pb.State) -> list[str]:
    out: list[str] = []
    n = state.player_count
    # every player's 5 stewards: still to place, on the action bar, or in the hospital
    stewards = [0] * n
    for seat in state.lower_bar[state.next_steward:]:
        stewards[seat] += 1
    for seat in state.hospital:
        stewards[seat] += 1
    for area in state.action_bar:
        for seat in area.stewards:
            stewards[seat] += 1
    on_orders = [0] * n
    for o in state.orders:
        on_orders[o.seat] += o.workers
    for p in state.players:
        who = f"seat {p.seat}"
        if min(getattr(p, k) for k in _COUNTS) < 0:
            out.extend(f"{who}: negative {k}" for k in _COUNTS if getattr(p, k) < 0)
        total = p.workers + p.workers_at_works + p.workers_on_orders + p.tavern
        if total != STARTING_WORKERS:
            out.append(f"{who}: {total} workers in all, not {STARTING_WORKERS}")
        if p.workers_on_orders != on_orders[p.seat]:
            out.append(f"{who}: {p.workers_on_orders} workers on orders, the orders hold {on_orders[p.seat]}")
        if stewards[p.seat] != STEWARDS and state.phase != pb.PHASE_GAME_OVER:
            out.append(f"{who}: {stewards[p.seat]} stewards this round, not {STEWARDS}")
        if not 0 <= p.experience <= data.TOP_EXPERIENCE:
            out.append(f"{who}: experience {p.experience}")
        if len({data.CRAFTSMAN_TYPE[c] for c in p.craftsmen}) != len(p.craftsmen):
            out.append(f"{who}: two craftsmen of one type")
    laid = [s.tile for s in state.estates]
    for tile, supply in data.TILE_SUPPLY.items():
        if laid.count(tile) > supply:
            out.append(f"{laid.count(tile)} {pb.EstateTile.Name(tile)} tiles laid, {supply} exist")
    for s in state.estates:
        if len(set(s.owners)) != len(s.owners):
            out.append(f"{s.id}: a player has two discs")
        if s.owners and not s.tile:
            out.append(f"{s.id}: discs without a tile")
    if len(state.awaiting) != len({s.seat for s in state.awaiting}):
        out.append("a seat has two pending decisions")
    return out
