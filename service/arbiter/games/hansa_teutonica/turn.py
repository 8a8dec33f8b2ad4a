"""Game Play: beginning actions, and the end of a turn
(markers from the silver plate onto the board, then the next player)."""
from __future__ import annotations

from arbiter.engine import RuleViolation
from arbiter.engine.prebuilt import prebuilt
from arbiter.games.hansa_teutonica import sections
from arbiter.games.hansa_teutonica.bonus_markers import must_place, usable
from arbiter.games.hansa_teutonica.components import Board
from arbiter.games.hansa_teutonica.desk import developable, turn_actions_left
from arbiter.games.hansa_teutonica.pieces import MERCHANT, TRADER, char, piece
from arbiter.games.hansa_teutonica.scoring import end_game
from arbiter.games.hansa_teutonica.tables import Desk
from arbiter.hansa_teutonica.v1 import hansa_teutonica_pb2 as pb


def begin_action(state: pb.State, desk: Desk, player: pb.Player) -> None:
    """Count one of the turn's actions (Game Play: 2-5 per turn from the
    desk); `player` is the active one."""
    t = state.turn
    if turn_actions_left(t, desk, player) <= 0:
        raise RuleViolation("NO_ACTIONS_LEFT", sections.GAME_PLAY,
                            "no actions left this turn; use a bonus marker or end the turn")
    t.actions_taken += 1


def start_turn(state: pb.State, desk: Desk, seat: int, events: list, t: pb.Turn | None = None,
               player: pb.Player | None = None) -> None:
    """Begin `seat`'s turn; `t` and `player`, the Turn and that seat's
    Player, when the caller holds them."""
    if t is None:
        t = state.turn
    if player is None:
        player = state.players[seat]
    t.seat = seat
    number = t.number = t.number + 1
    t.actions_taken = t.bonus_actions = t.moves_left = 0
    t.phase = pb.PHASE_ACTIONS
    events.append(pb.Event(turn_started=dict(
        seat=seat, number=number, actions=desk.ACTIONS.values[player.actions_level])))


# A frequent event with few distinct values, each encoded once (arbiter.engine.prebuilt):
# decoding one costs about half of building it from its fields.
@prebuilt(pb.Event)
def _turn_ended(seat: int, actions_unused: int, markers_kept: int) -> pb.Event:
    return pb.Event(turn_ended=dict(seat=seat, actions_unused=actions_unused, markers_kept=markers_kept))


def advance(state: pb.State, board: Board, t: pb.Turn, phase: int, events: list) -> None:
    """After every move: end the turn once nothing is left to do in it, and
    once the plate markers are placed (or cannot be), start the next one.
    `t` is the State's Turn and `phase` its phase (the caller has read both)."""
    seat = t.seat
    players = state.players
    p = players[seat]
    left = turn_actions_left(t, board.desk, p)  # nothing below changes it
    if phase == pb.PHASE_ACTIONS and left <= 0 and not usable(state, board, seat, p):
        t.phase = phase = pb.PHASE_PLACE_BONUS_MARKERS
    if phase == pb.PHASE_PLACE_BONUS_MARKERS and not must_place(state, board, seat, p):
        events.append(_turn_ended(seat, max(0, left), p.plate_count))
        n = len(players)
        for s, q in enumerate(players):
            if can_still_create(state, board, s, q):
                break
        else:
            end_game(state, board, [pb.END_REASON_STALEMATE], events)
            return
        nxt = (seat + 1) % n
        start_turn(state, board.desk, nxt, events, t, players[nxt])


def can_still_create(state: pb.State, board: Board, seat: int, player: pb.Player | None = None) -> bool:
    """Whether `seat` may ever again hold enough tradesmen in play to fill the
    shortest route: its pieces on routes and in both pools, plus one per
    face-up Develop an Ability marker while an ability can still be developed
    (the only way back into play for a piece that is not; trading posts and
    Coellen merchants stay put, desk pieces come back only by developing).
    `player`: the seat's Player, when the caller has it."""
    p = player if player is not None else state.players[seat]
    pieces = p.supply_traders + p.supply_merchants + p.stock_traders + p.stock_merchants
    if pieces >= board.shortest_route:  # the pools alone are enough: no need to count the board
        return True
    posts = state.route_posts
    pieces += posts.count(char(piece(seat, TRADER))) + posts.count(char(piece(seat, MERCHANT)))
    if pieces < board.shortest_route and developable(board.desk, p):
        pieces += p.bonus_markers[:].count(pb.BONUS_MARKER_DEVELOP_ABILITY)
    return pieces >= board.shortest_route


def play_end_turn(state: pb.State, board: Board, seat: int, m: None, events: list) -> None:
    """End the turn; any remaining actions are forfeited ("up to" 2-5 actions)."""
    state.turn.phase = pb.PHASE_PLACE_BONUS_MARKERS
