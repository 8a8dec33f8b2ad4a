"""Invariants the simulation checks after every move: every player's 26
traders and 4 merchants accounted for, counts never negative, the board
strings well formed, cities never over capacity, all 15 bonus markers
accounted for."""
from __future__ import annotations

from operator import attrgetter, le

from arbiter.games.hansa_teutonica.components import boards
from arbiter.games.hansa_teutonica.pieces import CHARS, FREE, MERCHANT, char, code_at, piece, shape_of
from arbiter.games.hansa_teutonica.tables import desk_of
from arbiter.hansa_teutonica.v1 import hansa_teutonica_pb2 as pb

_COUNTS = ("prestige", "supply_traders", "supply_merchants", "stock_traders", "stock_merchants")
_MOVE_PHASES = (pb.PHASE_MOVE_TRADESMEN, pb.PHASE_MOVE_OPPONENTS)
_counts = attrgetter(*_COUNTS)


def violations(state: pb.State) -> list[str]:
    board = boards(state).get(state.side)
    desk = desk_of(state)
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
    d = state.turn.displacement
    in_hand = char(piece(d.seat, d.displaced)) if d.displaced else ""  # the displaced piece, until placed
    for seat, p in enumerate(state.players):
        if min(_counts(p)) < 0:
            out.append(f"seat {seat}: a negative count in {_counts(p)}")
        levels = desk.levels(p)
        if min(levels) < 0 or not all(map(le, levels, desk.MAX_LEVELS)):
            out.append(f"seat {seat}: ability levels {levels} off the desk")
        # Pieces still covering the desk: the track's length less its level.
        covering = {pb.SHAPE_TRADER: desk.DESK_TRADERS, MERCHANT: desk.DESK_MERCHANTS}
        for lvl, t in zip(levels, desk.TRACK_LIST):
            covering[t.covered_by] -= lvl
        t_char, m_char = char(piece(seat, pb.SHAPE_TRADER)), char(piece(seat, MERCHANT))
        traders = covering[pb.SHAPE_TRADER] + p.supply_traders + p.stock_traders + text.count(t_char) + (in_hand == t_char)
        merchants = covering[MERCHANT] + p.supply_merchants + p.stock_merchants + text.count(m_char) + (in_hand == m_char)
        if (traders, merchants) != (desk.TRADERS, desk.MERCHANTS):
            out.append(f"seat {seat}: {traders} traders and {merchants} merchants, not {desk.TRADERS} and "
                       f"{desk.MERCHANTS}")
        if p.plate_count != len(p.plate):
            out.append(f"seat {seat}: plate_count {p.plate_count} but {len(p.plate)} on the plate")
    if any(c != FREE and shape_of(code_at(c, 0)) != MERCHANT for c in state.coellen_spaces):
        out.append("a trader on a Coellen special prestige space")
    for a in state.additional_trading_posts:
        city = board.city(a.city)
        if city is None or state.trading_posts[city.first_space] == FREE:
            out.append(f"an additional trading post in {a.city} whose leftmost space is vacant")
    if state.marker_supply_count != len(state.marker_supply):
        out.append("marker_supply_count does not match the supply")
    markers = [*state.marker_supply, *state.route_markers]
    for p in state.players:
        markers += [*p.plate, *p.bonus_markers, *p.used_bonus_markers]
    markers.sort()
    if markers[-desk.MARKER_COUNT:] != desk.ALL_MARKERS or any(markers[:-desk.MARKER_COUNT]):
        out.append(f"bonus markers {markers} are not the game's {desk.MARKER_COUNT}")
    if len(set(state.east_west)) != len(state.east_west) or len(state.east_west) > len(board.east_west_awards):
        out.append(f"east_west {list(state.east_west)}")
    t = state.turn
    if not 0 <= t.seat < n:
        out.append(f"turn seat {t.seat}")
    if t.HasField("displacement") != (t.phase == pb.PHASE_DISPLACEMENT):
        out.append("a displacement outside PHASE_DISPLACEMENT")
    if t.moves_left and t.phase not in _MOVE_PHASES:
        out.append("moves left outside a Move")
    if t.suspended_moves_left and t.phase != pb.PHASE_MOVE_OPPONENTS:
        out.append("a Move action waiting outside Move 3 Tradesmen")
    if (t.phase == pb.PHASE_GAME_OVER) != state.HasField("end"):
        out.append("game over without a result, or a result before the end")
    return out
