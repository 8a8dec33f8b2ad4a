"""Game Setup: board side by player count, desks, starting supplies by turn
order, the three start markers on the taverns, the shuffled supply."""
from __future__ import annotations

from arbiter.engine import Rng
from arbiter.games.hansa_teutonica.components import boards, side_for
from arbiter.games.hansa_teutonica.pieces import FREE
from arbiter.games.hansa_teutonica.tables import desk_of
from arbiter.games.hansa_teutonica.turn import start_turn
from arbiter.hansa_teutonica.v1 import hansa_teutonica_pb2 as pb
from arbiter.v1.engine_pb2 import GameConfig


def setup(state: pb.State, config: GameConfig, rng: Rng) -> list[pb.Event]:
    sides = boards(state)
    board = sides[side_for(sides, config.players)]
    state.side = board.side
    desk = desk_of(state)
    # Seat 0 is the start player; each later seat gets one more trader in the
    # personal supply and one fewer in the general stock.
    for seat in range(config.players):
        traders, merchants = desk.STARTING_SUPPLY[seat]
        state.players.add(supply_traders=traders, supply_merchants=merchants,
                          stock_traders=desk.TRADERS - desk.DESK_TRADERS - traders,
                          stock_merchants=desk.MERCHANTS - desk.DESK_MERCHANTS - merchants)
    state.route_posts = FREE * board.n_posts
    state.route_markers.extend([pb.BONUS_MARKER_NONE] * len(board.routes))
    state.trading_posts = FREE * board.n_spaces
    state.coellen_spaces = FREE * len(board.coellen_spaces)
    start = list(desk.START_MARKERS)
    rng.shuffle(start)
    for slot, marker in zip(board.taverns, start):
        state.route_markers[slot] = marker
    supply = list(desk.SUPPLY_MARKERS)
    rng.shuffle(supply)
    state.marker_supply.extend(supply)
    state.marker_supply_count = len(supply)
    events = [pb.Event(game_set_up=pb.GameSetUp(
        side=board.side, tavern_routes=[board.routes[s].id for s in board.taverns], tavern_markers=start,
        supply_count=len(supply)))]
    start_turn(state, desk, 0, events)
    return events
