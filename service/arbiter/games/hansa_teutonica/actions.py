"""Actions A-D: Income, Place 1 tradesman, Displace an opponent's tradesman,
Move your tradesmen (and the Move 3 Tradesmen marker, which moves
opponents' pieces with the same steps). Action E is in trade_route.py."""
from __future__ import annotations

from functools import lru_cache

from arbiter.engine import RuleViolation
from arbiter.engine.prebuilt import prebuilt
from arbiter.games.hansa_teutonica import displacement, parse, sections
from arbiter.games.hansa_teutonica.components import Board, RouteInfo
from arbiter.games.hansa_teutonica.desk import add_supply, supply
from arbiter.games.hansa_teutonica.pieces import MERCHANT, TRADER, char, code_at, owner, piece, shape_of, with_piece
from arbiter.games.hansa_teutonica.tables import Desk, value
from arbiter.games.hansa_teutonica.turn import begin_action
from arbiter.hansa_teutonica.v1 import hansa_teutonica_pb2 as pb


def open_post(state: pb.State, route: RouteInfo, section: str) -> int:
    """The lowest free post of `route` (its posts are interchangeable)."""
    g = route.free_post(state.route_posts)
    if g < 0:
        raise RuleViolation("ROUTE_FULL", section, f"route {route.id} has no free post")
    return g


# ---------------------------------------------------------------- A) Income


def income_options(desk: Desk, p: pb.Player) -> tuple[tuple[int, int], ...]:
    """(traders, merchants) hires allowed by the Bank: at least one piece, at
    most the Bank value (all with C), never more than the general stock holds."""
    return _hires(p.stock_traders, p.stock_merchants, value(p, desk.BANK))


@lru_cache(maxsize=None)
def _hires(traders: int, merchants: int, limit: int | None) -> tuple[tuple[int, int], ...]:
    limit = traders + merchants if limit is None else min(limit, traders + merchants)
    return tuple((t, m) for t in range(min(limit, traders) + 1) for m in range(min(limit - t, merchants) + 1) if t + m)


def play_income(state: pb.State, board: Board, seat: int, m: parse.Income, events: list) -> None:
    t, n = m
    p = state.players[seat]
    if t + n == 0:
        raise RuleViolation("NOTHING_TO_HIRE", sections.INCOME, "hire at least one tradesman")
    if t > p.stock_traders or n > p.stock_merchants:
        raise RuleViolation("NOT_IN_GENERAL_STOCK", sections.INCOME,
                            f"your general stock holds {p.stock_traders} traders, {p.stock_merchants} merchants")
    limit = value(p, board.desk.BANK)
    if limit is not None and t + n > limit:
        raise RuleViolation("BANK_LIMIT", sections.INCOME, f"your Bank hires at most {limit} tradesmen")
    begin_action(state, board.desk, p)
    p.stock_traders -= t
    p.stock_merchants -= n
    p.supply_traders += t
    p.supply_merchants += n
    events.append(_income_taken(seat, t, n))


# Frequent events with few distinct values, each one encoded once (arbiter.engine.prebuilt):
# decoding one costs about half of building it from its fields.
@prebuilt(pb.Event)
def _income_taken(seat: int, traders: int, merchants: int) -> pb.Event:
    return pb.Event(income_taken=dict(seat=seat, traders=traders, merchants=merchants))


@prebuilt(pb.Event)
def _tradesman_placed(seat: int, route: int, post: int, shape: int) -> pb.Event:
    return pb.Event(tradesman_placed=dict(seat=seat, route=route, post=post, shape=shape))


@prebuilt(pb.Event)
def _moving_finished(seat: int, unused: int) -> pb.Event:
    return pb.Event(moving_finished=dict(seat=seat, unused=unused))


# ------------------------------------------------------------ B) Place


def play_place(state: pb.State, board: Board, seat: int, m: parse.Place, events: list) -> None:
    route, shape = m
    g = open_post(state, route, sections.PLACE)
    p = state.players[seat]
    if not supply(p, shape):
        raise RuleViolation("NOT_IN_PERSONAL_SUPPLY", sections.PLACE, "no such tradesman in your personal supply")
    begin_action(state, board.desk, p)
    add_supply(p, shape, -1)
    state.route_posts = with_piece(state.route_posts, g, piece(seat, shape))
    events.append(_tradesman_placed(seat, route.id, g - route.first_post, shape))


# ------------------------------------------------------------ C) Displace


def displace_options(desk: Desk, traders: int, merchants: int, displaced: int) -> tuple[tuple[int, int, int], ...]:
    """(your shape, pay traders, pay merchants) you can afford when displacing
    a `displaced` piece, with `traders` and `merchants` in your personal
    supply: the piece placed plus 1 (trader) / 2 (merchant) more from it."""
    return _payments(traders, merchants, desk.DISPLACEMENT[displaced])


@lru_cache(maxsize=None)
def _payments(traders: int, merchants: int, cost: int) -> tuple[tuple[int, int, int], ...]:
    out = []
    for shape, left_t, left_m in ((TRADER, traders - 1, merchants), (MERCHANT, traders, merchants - 1)):
        if left_t >= 0 and left_m >= 0:
            out += [(shape, cost - pm, pm) for pm in range(cost + 1) if cost - pm <= left_t and pm <= left_m]
    return tuple(out)


def play_displace(state: pb.State, board: Board, seat: int, m: parse.Displace, events: list) -> None:
    g, shape, pay_t, pay_m = m.post, m.shape, m.pay_traders, m.pay_merchants
    code = code_at(state.route_posts, g)
    if not code:
        raise RuleViolation("NOTHING_TO_DISPLACE", sections.DISPLACE, f"post {m.on_route} of route {m.route} is free")
    if owner(code) == seat:
        raise RuleViolation("OWN_TRADESMAN", sections.DISPLACE, "you can only displace an opponent's tradesman")
    displaced = shape_of(code)
    desk = board.desk
    cost = desk.DISPLACEMENT[displaced]
    if pay_t + pay_m != cost:
        raise RuleViolation("DISPLACEMENT_COST", sections.DISPLACE,
                            f"displacing a {'merchant' if displaced == MERCHANT else 'trader'} costs {cost} more "
                            f"tradesmen, not {pay_t + pay_m}")
    p = state.players[seat]
    if (shape, pay_t, pay_m) not in displace_options(desk, p.supply_traders, p.supply_merchants, displaced):
        raise RuleViolation("NOT_ENOUGH_TRADESMEN", sections.DISPLACE,
                            "your personal supply cannot provide the tradesman and the payment")
    begin_action(state, board.desk, p)
    add_supply(p, shape, -1)
    p.supply_traders -= pay_t
    p.supply_merchants -= pay_m
    p.stock_traders += pay_t
    p.stock_merchants += pay_m
    state.route_posts = with_piece(state.route_posts, g, piece(seat, shape))
    events.append(pb.Event(tradesman_displaced=dict(
        seat=seat, route=m.route, post=m.on_route, shape=shape, displaced_seat=owner(code), displaced_shape=displaced,
        paid_traders=pay_t, paid_merchants=pay_m, extras=cost)))
    displacement.start(state, board, owner(code), m.route, displaced, cost, events)


# ------------------------------------------------------------ D) Move


def play_move_tradesmen(state: pb.State, board: Board, seat: int, m: None, events: list) -> None:
    """Begin a Move action: up to the Book of Knowledge value of your own
    tradesmen, moved one step at a time. It moves tradesmen "from connection
    points on trade routes", so it needs one of yours there."""
    posts = state.route_posts
    if char(piece(seat, TRADER)) not in posts and char(piece(seat, MERCHANT)) not in posts:
        raise RuleViolation("NO_TRADESMAN_ON_ROUTES", sections.MOVE, "you have no tradesman on a trade route to move")
    p = state.players[seat]
    begin_action(state, board.desk, p)
    state.turn.phase = pb.PHASE_MOVE_TRADESMEN
    state.turn.moves_left = value(p, board.desk.BOOK)


def finish_moving(state: pb.State, seat: int, events: list) -> None:
    """End the Move action or the Move 3 Tradesmen marker. A marker used
    inside a Move action hands the turn back to that action, with the moves
    it had left (Bonus Markers: usable "at any time during your turn")."""
    t = state.turn
    events.append(_moving_finished(seat, t.moves_left))
    if t.suspended_moves_left:
        t.moves_left, t.suspended_moves_left = t.suspended_moves_left, 0
        t.phase = pb.PHASE_MOVE_TRADESMEN
        return
    t.moves_left = 0
    t.phase = pb.PHASE_ACTIONS


def _moved(state: pb.State, seat: int, cost: int, events: list) -> None:
    t = state.turn
    t.moves_left -= cost
    if t.moves_left <= 0:
        finish_moving(state, seat, events)


def play_relocate(state: pb.State, board: Board, seat: int, m: parse.Relocate, events: list) -> None:
    """One tradesman from a route post to a free route post: your own in a
    Move action, an opponent's in a Move 3 Tradesmen marker. Never onto an
    occupied post (no displacing). The target may be the piece's own route
    (the Big Box text does not forbid it; it changes nothing but the post)."""
    src = m.source
    code = code_at(state.route_posts, src)
    opponents = state.turn.phase == pb.PHASE_MOVE_OPPONENTS
    section = sections.MOVE_THREE if opponents else sections.MOVE
    if not code:
        raise RuleViolation("NO_TRADESMAN", section, f"post {m.from_post} of route {m.from_route} is free")
    if opponents and owner(code) == seat:
        raise RuleViolation("NOT_AN_OPPONENT", section, "Move 3 Tradesmen moves opponents' tradesmen only")
    if not opponents and owner(code) != seat:
        raise RuleViolation("NOT_YOUR_TRADESMAN", section, "you can move only your own tradesmen")
    dst = open_post(state, m.to, section)
    state.route_posts = with_piece(with_piece(state.route_posts, dst, code), src, 0)
    events.append(pb.Event(tradesman_moved=dict(
        seat=seat, owner=owner(code), shape=shape_of(code), from_route=m.from_route, from_post=m.from_post,
        to_route=m.to.id, to_post=dst - m.to.first_post)))
    _moved(state, seat, 1, events)


def play_swap(state: pb.State, board: Board, seat: int, m: parse.Swap, events: list) -> None:
    """Swap one of your traders with one of your merchants: 2 of the moves."""
    a, b = m.trader, m.merchant
    posts = state.route_posts
    if code_at(posts, a) != piece(seat, TRADER):
        raise RuleViolation("NOT_YOUR_TRADER", sections.MOVE, "the trader post must hold your trader")
    if code_at(posts, b) != piece(seat, MERCHANT):
        raise RuleViolation("NOT_YOUR_MERCHANT", sections.MOVE, "the merchant post must hold your merchant")
    if state.turn.moves_left < 2:
        raise RuleViolation("NOT_ENOUGH_MOVES", sections.MOVE, "a swap takes 2 moves; 1 is left")
    state.route_posts = with_piece(with_piece(posts, a, piece(seat, MERCHANT)), b, piece(seat, TRADER))
    s = m.move
    events.append(pb.Event(tradesmen_swapped=dict(
        seat=seat, trader_route=s.trader_route, trader_post=s.trader_post, merchant_route=s.merchant_route,
        merchant_post=s.merchant_post)))
    _moved(state, seat, 2, events)


def play_finish_moving(state: pb.State, board: Board, seat: int, m: None, events: list) -> None:
    finish_moving(state, seat, events)
