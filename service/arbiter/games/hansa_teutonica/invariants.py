"""Invariants the simulation checks after every move: every player's 26
traders and 4 merchants accounted for, counts never negative, the board
strings well formed, cities never over capacity, all 15 bonus markers
accounted for."""
from __future__ import annotations

from collections import Counter

from arbiter.games.hansa_teutonica.board import BOARDS
from arbiter.games.hansa_teutonica.pieces import CHARS, FREE, MERCHANT, codes, owner, shape_of
from arbiter.games.hansa_teutonica.tables import MERCHANTS, START_MARKERS, SUPPLY_MARKERS, TRACKS, TRADERS
from arbiter.hansa_teutonica.v1 import hansa_teutonica_pb2 as pb

_COUNTS = ("prestige", "supply_traders", "supply_merchants", "stock_traders", "stock_merchants")
_MOVE_PHASES = (pb.PHASE_MOVE_TRADESMEN, pb.PHASE_MOVE_OPPONENTS)


def violations(state: pb.State) -> list[str]:
    board = BOARDS.get(state.side)
    n = len(state.players)
    if board is None or n not in board.players:
        return [f"board side {state.side} does not fit {n} players"]
    if (len(state.route_posts), len(state.route_markers), len(state.trading_posts), len(state.coellen_spaces)) != (
            board.n_posts, len(board.routes), board.n_spaces, len(board.coellen_spaces)):
        return ["board strings do not match the board side"]
    # One character per place (so never two pieces on a post), naming a seat in play.
    text = state.route_posts + state.trading_posts + state.coellen_spaces + "".join(
        a.piece for a in state.additional_trading_posts)
    if not set(text) <= set(CHARS[:2 * n + 1]) or any(len(a.piece) != 1 or a.piece == FREE
                                                       for a in state.additional_trading_posts):
        return ["a place names no piece of a seat in play"]
    out: list[str] = []
    on_board = Counter((owner(c), shape_of(c)) for c in codes(text) if c)
    d = state.turn.displacement
    if d.displaced:  # in the displaced player's hand until placed
        on_board[d.seat, d.displaced] += 1
    for seat, p in enumerate(state.players):
        for f in _COUNTS:
            if getattr(p, f) < 0:
                out.append(f"seat {seat}: negative {f}")
        covered = Counter()
        for t in TRACKS.values():
            lvl = getattr(p, t.field)
            if not 0 <= lvl <= t.max_level:
                out.append(f"seat {seat}: {t.field} {lvl} off the track")
            covered[t.covered_by] += t.max_level - lvl
        traders = covered[pb.SHAPE_TRADER] + p.supply_traders + p.stock_traders + on_board[seat, pb.SHAPE_TRADER]
        merchants = covered[MERCHANT] + p.supply_merchants + p.stock_merchants + on_board[seat, MERCHANT]
        if (traders, merchants) != (TRADERS, MERCHANTS):
            out.append(f"seat {seat}: {traders} traders and {merchants} merchants, not {TRADERS} and {MERCHANTS}")
        if p.plate_count != len(p.plate):
            out.append(f"seat {seat}: plate_count {p.plate_count} but {len(p.plate)} on the plate")
    if any(c and shape_of(c) != MERCHANT for c in codes(state.coellen_spaces)):
        out.append("a trader on a Coellen special prestige space")
    for a in state.additional_trading_posts:
        city = board.city(a.city)
        if city is None or state.trading_posts[city.first_space] == FREE:
            out.append(f"an additional trading post in {a.city} whose leftmost space is vacant")
    if state.marker_supply_count != len(state.marker_supply):
        out.append("marker_supply_count does not match the supply")
    markers = Counter([*state.marker_supply, *(m for m in state.route_markers if m)])
    for p in state.players:
        markers.update([*p.plate, *p.bonus_markers, *p.used_bonus_markers])
    if markers != Counter(START_MARKERS + SUPPLY_MARKERS):
        out.append(f"bonus markers {dict(markers)} are not the game's 15")
    if len(set(state.east_west)) != len(state.east_west) or len(state.east_west) > len(board.east_west_awards):
        out.append(f"east_west {list(state.east_west)}")
    t = state.turn
    if not 0 <= t.seat < n:
        out.append(f"turn seat {t.seat}")
    if t.HasField("displacement") != (t.phase == pb.PHASE_DISPLACEMENT):
        out.append("a displacement outside PHASE_DISPLACEMENT")
    if t.moves_left and t.phase not in _MOVE_PHASES:
        out.append("moves left outside a Move")
    if (t.phase == pb.PHASE_GAME_OVER) != state.HasField("end"):
        out.append("game over without a result, or a result before the end")
    return out
