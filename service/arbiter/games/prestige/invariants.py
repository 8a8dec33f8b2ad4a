"""What must always hold in a Prestige state; the simulation checks it after every move."""
from __future__ import annotations

from collections import Counter

from arbiter.games.prestige import data
from arbiter.games.prestige.setup import STARTING_WORKERS, STEWARDS
from arbiter.prestige.v1 import prestige_pb2 as pb


def violations(state: pb.State) -> list[str]:
    out: list[str] = []
    stewards = Counter(state.lower_bar[state.next_steward:])
    stewards.update(state.hospital)
    for area in state.action_bar:
        stewards.update(area.stewards)
    on_orders = Counter()
    for o in state.orders:
        on_orders[o.seat] += o.workers
    for p in state.players:
        who = f"seat {p.seat}"
        for k in (*data.RESOURCES, "workers", "workers_at_works", "workers_on_orders", "tavern", "wood_penalties"):
            if getattr(p, k) < 0:
                out.append(f"{who}: negative {k} ({getattr(p, k)})")
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
    laid = Counter(s.tile for s in state.estates if s.id not in data.MARBLE_SPOTS)
    for tile, n in data.TILE_SUPPLY.items():
        if laid[tile] > n:
            out.append(f"{laid[tile]} {pb.EstateTile.Name(tile)} tiles laid, {n} exist")
    for s in state.estates:
        if len(set(s.owners)) != len(s.owners):
            out.append(f"{s.id}: a player has two discs")
        if s.owners and not s.tile:
            out.append(f"{s.id}: discs without a tile")
    if len(state.awaiting) != len({s.seat for s in state.awaiting}):
        out.append("a seat has two pending decisions")
    return out
