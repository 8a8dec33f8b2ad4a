"""Bonus markers: using a face-up marker during your turn (it costs no
action), and placing the markers on your silver plate at the end of the turn.

The Additional Trading Post marker is used only inside Create a trade route
(step 3a), so it lives in trade_route.py.
"""
from __future__ import annotations

from arbiter.engine import RuleViolation
from arbiter.games.hansa_teutonica import parse, sections
from arbiter.games.hansa_teutonica.components import Board, CityInfo
from arbiter.games.hansa_teutonica.desk import actions_left, check_developable, develop, developable
from arbiter.games.hansa_teutonica.pieces import THEIRS, code_at, codes, owner, with_piece
from arbiter.games.hansa_teutonica.scoring import city_full
from arbiter.games.hansa_teutonica.tables import value
from arbiter.hansa_teutonica.v1 import hansa_teutonica_pb2 as pb

ADDITIONAL = pb.BONUS_MARKER_ADDITIONAL_TRADING_POST
EXCHANGE = pb.BONUS_MARKER_EXCHANGE_TRADING_POSTS
MOVE_THREE_MARKER = pb.BONUS_MARKER_MOVE_THREE_TRADESMEN
DEVELOP = pb.BONUS_MARKER_DEVELOP_ABILITY


def take_used(p: pb.Player, marker: int) -> None:
    """Turn a face-up marker face down (it still scores at the end)."""
    p.bonus_markers.remove(marker)
    p.used_bonus_markers.append(marker)


# ------------------------------------------------------------------ using


def exchange_pairs(state: pb.State, board: Board, seat: int) -> list[tuple[int, int]]:
    """(city, left space) of every pair of adjacent printed trading posts
    that Exchange Trading Posts may swap: both established, one of them yours."""
    tp = codes(state.trading_posts)
    return [(city, space) for i, city, space in board.adjacent_spaces
            if tp[i] and tp[i + 1] and (owner(tp[i]) == seat) != (owner(tp[i + 1]) == seat)]


def can_move_opponents(posts: bytes, seat: int) -> bool:
    """Move 3 Tradesmen has something to do: an opponent's piece on a route
    and a free post."""
    return 0 in posts and 1 in posts.translate(THEIRS[seat])


def use_options(state: pb.State, board: Board, seat: int, p: pb.Player | None = None
                ) -> list[tuple[int, int, int, int]]:
    """Every legal use of a face-up marker now, as (marker, city, space,
    ability) for a UseBonusMarker (`p`: the seat's Player, when the caller has it)."""
    if p is None:
        p = state.players[seat]
    out = []
    for marker in sorted(set(p.bonus_markers[:])):
        if marker == EXCHANGE:
            out += [(marker, c, i, 0) for c, i in exchange_pairs(state, board, seat)]
        elif marker == DEVELOP:
            out += [(marker, 0, 0, a) for a in developable(board.desk, p)]
        elif marker == MOVE_THREE_MARKER:
            if can_move_opponents(codes(state.route_posts), seat):
                out.append((marker, 0, 0, 0))
        elif marker in board.desk.EXTRA_ACTIONS:
            out.append((marker, 0, 0, 0))
    return out


def usable(state: pb.State, board: Board, seat: int, p: pb.Player | None = None) -> bool:
    """`seat` (player `p`, when the caller has it) can use a face-up marker now."""
    if p is None:
        p = state.players[seat]
    return bool(p.bonus_markers) and bool(use_options(state, board, seat, p))


def play_use(state: pb.State, board: Board, seat: int, m: parse.Use, events: list) -> None:
    """Use a face-up marker: at any time during your own turn, between
    actions or between the steps of a Move action or of Move 3 Tradesmen;
    never inside the action that took it (Create a trade route is a single
    move, so a marker it took is usable only after it)."""
    marker = m.marker
    p = state.players[seat]
    if marker not in p.bonus_markers[:]:
        raise RuleViolation("NO_SUCH_BONUS_MARKER", sections.MARKERS,
                            f"you have no face-up {pb.BonusMarker.Name(marker)} marker")
    effects: list = []
    if marker == ADDITIONAL:
        raise RuleViolation("ONLY_WHEN_ESTABLISHING", sections.ADDITIONAL,
                            "Additional Trading Post is used in step 3a of Create a trade route "
                            "(establish_trading_post.additional)")
    if marker == EXCHANGE:
        _exchange(state, seat, m.city, m.space, effects)
    elif marker == DEVELOP:
        check_developable(board.desk, p, m.ability, sections.DEVELOP_MARKER)
        book = value(p, board.desk.BOOK)
        develop(state, seat, m.ability, effects, board.desk)
        _more_moves(state.turn, value(p, board.desk.BOOK) - book)
    elif marker == MOVE_THREE_MARKER:
        if not can_move_opponents(codes(state.route_posts), seat):
            raise RuleViolation("NOTHING_TO_MOVE", sections.MOVE_THREE,
                                "there is no opponent's tradesman on a route, or no free post")
        _move_three(state.turn, board.desk.MOVE_THREE)
    else:
        state.turn.bonus_actions += board.desk.EXTRA_ACTIONS[marker]
    take_used(p, marker)
    events.append(pb.Event(bonus_marker_used=dict(
        seat=seat, marker=marker, actions_left=max(0, actions_left(state, board.desk)))))
    events.extend(effects)


def _move_three(t: pb.Turn, moves: int) -> None:
    """Begin the marker's three moves of opponents' pieces. Inside a Move
    action, that action waits with the moves it has left; inside another
    Move 3 Tradesmen, the three moves add to those left (the same kind of
    step, so one pool is the same choice as two in a row)."""
    if t.phase == pb.PHASE_MOVE_OPPONENTS:
        t.moves_left += moves
        return
    if t.phase == pb.PHASE_MOVE_TRADESMEN:
        t.suspended_moves_left = t.moves_left
    t.phase = pb.PHASE_MOVE_OPPONENTS
    t.moves_left = moves


def _more_moves(t: pb.Turn, gain: int) -> None:
    """A Book of Knowledge developed inside a Move action: the new value
    applies at once ("From now on, the improved value is available"), so
    the action may move as many more tradesmen as the value rose."""
    if gain and t.phase == pb.PHASE_MOVE_TRADESMEN:
        t.moves_left += gain
    elif gain and t.suspended_moves_left:
        t.suspended_moves_left += gain


def _exchange(state: pb.State, seat: int, city: CityInfo, space: int, events: list) -> None:
    """Exchange Trading Posts: swap two adjacent printed trading posts, one of
    them yours; shape, colour and privilege are ignored, no gold coin is
    scored, additional trading posts and Coellen spaces never take part."""
    tp = state.trading_posts
    a = city.first_space + space
    left, right = code_at(tp, a), code_at(tp, a + 1)
    if not left or not right:
        raise RuleViolation("TRADING_POST_VACANT", sections.EXCHANGE, "both spaces must hold trading posts")
    if (owner(left) == seat) == (owner(right) == seat):
        raise RuleViolation("MUST_OWN_ONE", sections.EXCHANGE,
                            "exactly one of the two trading posts must be yours")
    state.trading_posts = with_piece(with_piece(tp, a, right), a + 1, left)
    events.append(pb.Event(trading_posts_exchanged=dict(seat=seat, city=city.city, space=space)))


# ------------------------------------------------------------ placing new


def placeable_routes(state: pb.State, board: Board) -> list[int]:
    """Slots of the routes a new marker may go beside: no marker there yet, no
    tradesmen on it, and a vacant trading-post space in one of its cities."""
    # The markers as a list: one read of the repeated field, not one per route.
    posts, markers, tp = codes(state.route_posts), state.route_markers[:], state.trading_posts
    return [r.slot for r in board.routes
            if not markers[r.slot] and not any(posts[r.first_post:r.first_post + r.posts])
            and not all(city_full(tp, board.cities[c]) for c in r.cities)]


def must_place(state: pb.State, board: Board, seat: int, p: pb.Player | None = None) -> bool:
    """The plate holds markers and some route can take one. (With no such
    route the markers stay on the plate until a later turn's end.) `p`: the
    seat's Player, when the caller has it."""
    if p is None:
        p = state.players[seat]
    return bool(p.plate) and bool(placeable_routes(state, board))


def play_place(state: pb.State, board: Board, seat: int, m: parse.PlaceMarker, events: list) -> None:
    p = state.players[seat]
    if m.marker not in p.plate[:]:
        raise RuleViolation("NOT_ON_PLATE", sections.PLACE_MARKERS,
                            f"no {pb.BonusMarker.Name(m.marker)} marker on your silver plate")
    r = m.route
    if state.route_markers[r.slot]:
        raise RuleViolation("ROUTE_HAS_MARKER", sections.PLACE_MARKERS, f"route {r.id} already has a bonus marker")
    if any(codes(state.route_posts[r.first_post:r.first_post + r.posts])):
        raise RuleViolation("ROUTE_OCCUPIED", sections.PLACE_MARKERS, f"route {r.id} has tradesmen on it")
    if all(city_full(state.trading_posts, board.cities[c]) for c in r.cities):
        raise RuleViolation("CITIES_FULL", sections.PLACE_MARKERS,
                            f"both cities of route {r.id} have no vacant trading-post space")
    state.route_markers[r.slot] = m.marker
    p.plate.remove(m.marker)
    p.plate_count -= 1
    events.append(pb.Event(bonus_marker_placed=dict(seat=seat, route=r.id, marker=m.marker)))
