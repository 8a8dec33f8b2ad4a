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
    stewards = list(state.lower_bar[state.next_steward:])
    stewards.extend(state.hospital)
    for area in state.action_bar:
        stewards.extend(area.stewards)
    on_orders = [0] * n
    for o in state.orders:
        on_orders[o.seat] += o.workers
    over = state.phase == pb.PHASE_GAME_OVER
    for p in state.players:
        seat = p.seat
        counts = (p.gold, p.wood, p.limestone, p.glass, p.marble, p.workers, p.workers_at_works,
                  p.workers_on_orders, p.tavern, p.wood_penalties)
        if min(counts) < 0:
            out.extend(f"seat {seat}: negative {k}" for k, v in zip(_COUNTS, counts) if v < 0)
        total = p.workers + p.workers_at_works + p.workers_on_orders + p.tavern
        if total != STARTING_WORKERS:
            out.append(f"seat {seat}: {total} workers in all, not {STARTING_WORKERS}")
        if p.workers_on_orders != on_orders[seat]:
            out.append(f"seat {seat}: {p.workers_on_orders} workers on orders, the orders hold {on_orders[seat]}")
        if not over and stewards.count(seat) != STEWARDS:
            out.append(f"seat {seat}: {stewards.count(seat)} stewards this round, not {STEWARDS}")
        if not 0 <= p.experience <= data.TOP_EXPERIENCE:
            out.append(f"seat {seat}: experience {p.experience}")
        if len({data.CRAFTSMAN_TYPE[c] for c in p.craftsmen}) != len(p.craftsmen):
            out.append(f"seat {seat}: two craftsmen of one type")
    laid = [s.tile for s in state.estates]
    for tile, supply in data.TILE_SUPPLY.items():
        if laid.count(tile) > supply:
            out.append(f"{laid.count(tile)} {pb.EstateTile.Name(tile)} tiles laid, {supply} exist")
    for s in state.estates:
        owners = list(s.owners)
        if owners and (not s.tile or len(set(owners)) != len(owners)):
            out.append(f"{s.id}: discs {owners} on tile {pb.EstateTile.Name(s.tile)}")
    if len(state.awaiting) != len({s.seat for s in state.awaiting}):
        out.append("a seat has two pending decisions")
    return out
