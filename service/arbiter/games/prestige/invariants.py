"""What must always hold in a Prestige state; the simulation checks it after
every move, so it reads each part of the state once."""
from __future__ import annotations

from arbiter.games.prestige import components
from arbiter.prestige.v1 import prestige_pb2 as pb

_COUNTS = (*components.RESOURCES, "workers", "workers_at_works", "workers_on_orders", "tavern", "wood_penalties")


def violations(state: pb.State) -> list[str]:
    """Workers: 12 per player between supply, Resource Works, orders and
    Tavern, none negative; no negative goods; 5 stewards per player per round
    (to place, on the action bar or in the hospital); estate tiles within the
    supply; one pending decision per seat."""
    tb = components.of(state)
    out: list[str] = []
    stewards = list(state.lower_bar)[state.next_steward:]
    stewards += state.hospital
    for area in state.action_bar:
        stewards += area.stewards
    on_orders = [0] * state.player_count
    for o in state.orders:
        on_orders[o.seat] += o.workers
    over = state.phase == pb.PHASE_GAME_OVER
    for seat, p in enumerate(state.players):
        counts = (p.gold, p.wood, p.limestone, p.glass, p.marble, p.workers, p.workers_at_works,
                  p.workers_on_orders, p.tavern, p.wood_penalties)
        if min(counts) < 0:
            out.extend(f"seat {seat}: negative {k}" for k, v in zip(_COUNTS, counts) if v < 0)
        if counts[5] + counts[6] + counts[7] + counts[8] != tb.STARTING_WORKERS:
            out.append(f"seat {seat}: {sum(counts[5:9])} workers in all, not {tb.STARTING_WORKERS}")
        if counts[7] != on_orders[seat]:
            out.append(f"seat {seat}: {counts[7]} workers on orders, the orders hold {on_orders[seat]}")
        if not over and stewards.count(seat) != tb.STEWARDS:
            out.append(f"seat {seat}: {stewards.count(seat)} stewards this round, not {tb.STEWARDS}")
        if not 0 <= p.experience <= tb.TOP_EXPERIENCE:
            out.append(f"seat {seat}: experience {p.experience}")
    laid = [s.tile for s in state.estates]
    for tile, supply in tb.TILE_SUPPLY.items():
        if laid.count(tile) > supply:
            out.append(f"{laid.count(tile)} {pb.EstateTile.Name(tile)} tiles laid, {supply} exist")
    if len(state.awaiting) > 1 and len(state.awaiting) != len({s.seat for s in state.awaiting}):
        out.append("a seat has two pending decisions")
    return out
