"""Building Hansa Teutonica positions by hand for the rule tests: pieces are
taken from (and returned to) the player's own pools so that every position
still conserves pieces, and every move is checked against the invariants."""
from __future__ import annotations

import pytest

from arbiter import games
from arbiter.engine import MalformedMove, RuleViolation
from arbiter.games.hansa_teutonica import sections
from arbiter.games.hansa_teutonica.components import Board, CityInfo, RouteInfo, boards
from arbiter.games.hansa_teutonica.pieces import FREE, char, with_piece
from arbiter.games.hansa_teutonica.tables import builtin_desk
from arbiter.hansa_teutonica.v1 import hansa_teutonica_pb2 as pb
from arbiter.v1.engine_pb2 import GameConfig
from tests.support import refusals

GAME = games.get("hansa-teutonica")
T, M = pb.SHAPE_TRADER, pb.SHAPE_MERCHANT
rule = pytest.mark.rule
S = sections


def new(players: int = 3, seed: int = 1) -> pb.State:
    state, _ = GAME.new_game(GameConfig(players=players, seed=seed))
    return state


def board(state: pb.State) -> Board:
    return boards(state)[state.side]


def city(state: pb.State, name: str) -> CityInfo:
    return board(state).cities[pb.City.Value("CITY_" + name.upper())]


def route(state: pb.State, a: str, b: str) -> RouteInfo:
    ends = {city(state, a).city, city(state, b).city}
    return next(r for r in board(state).routes if set(r.cities) == ends)


def rid(state: pb.State, a: str, b: str) -> int:
    return route(state, a, b).id


def code(seat: int, shape: int = T) -> str:
    """The board character of a piece: 'a'.. traders, 'A'.. merchants."""
    return char(2 * seat + shape)


def _take(p: pb.Player, shape: int) -> None:
    """A piece out of the player's pools: the general stock first, then the
    personal supply."""
    if shape == T:
        if p.stock_traders:
            p.stock_traders -= 1
        else:
            assert p.supply_traders, "no trader left in the pools"
            p.supply_traders -= 1
    else:
        if p.stock_merchants:
            p.stock_merchants -= 1
        else:
            assert p.supply_merchants, "no merchant left in the pools"
            p.supply_merchants -= 1


def put(state: pb.State, seat: int, route_id: int, shape: int = T, post: int | None = None) -> int:
    """Put a piece of `seat` on a route post (the lowest free one by default);
    returns the post."""
    r = board(state).routes[board(state).slot_of[route_id]]
    if post is None:
        post = r.free_post(state.route_posts) - r.first_post
    assert state.route_posts[r.first_post + post] == FREE
    _take(state.players[seat], shape)
    state.route_posts = with_piece(state.route_posts, r.first_post + post, 2 * seat + shape)
    return post


def fill(state: pb.State, seat: int, route_id: int, *shapes: int) -> None:
    """Fill every free post of a route with `seat`'s pieces (traders unless given)."""
    r = board(state).routes[board(state).slot_of[route_id]]
    shapes = list(shapes) or [T] * r.posts
    for s in shapes:
        put(state, seat, route_id, s)


def establish(state: pb.State, seat: int, name: str, space: int, shape: int | None = None) -> None:
    """A trading post of `seat` on a printed space."""
    c = city(state, name)
    shape = shape or c.spaces[space].shape
    _take(state.players[seat], shape)
    assert state.trading_posts[c.first_space + space] == FREE
    state.trading_posts = with_piece(state.trading_posts, c.first_space + space, 2 * seat + shape)


def fill_city(state: pb.State, seat: int, name: str) -> None:
    c = city(state, name)
    for i in range(len(c.spaces)):
        if state.trading_posts[c.first_space + i] == FREE:
            establish(state, seat, name, i)


def additional(state: pb.State, seat: int, name: str, shape: int = T) -> None:
    _take(state.players[seat], shape)
    state.additional_trading_posts.add(city=city(state, name).city, piece=code(seat, shape))


def develop_desk(state: pb.State, seat: int, ability: int, level: int) -> None:
    """Set an ability level as if developed; freed pieces go to the general stock."""
    p = state.players[seat]
    track = builtin_desk().TRACKS[ability]
    freed = level - getattr(p, track.field)
    setattr(p, track.field, level)
    if track.covered_by == T:
        p.stock_traders += freed
    else:
        p.stock_merchants += freed


def develop_all(state: pb.State, seat: int) -> None:
    """Every ability fully developed (all desk pieces in the general stock)."""
    for ability, track in builtin_desk().TRACKS.items():
        develop_desk(state, seat, ability, track.max_level)


def empty_pools(state: pb.State, seat: int, *route_ids: int) -> None:
    """Put every piece of `seat`'s general stock and personal supply on the
    given routes, so that both pools are empty."""
    p = state.players[seat]
    b = board(state)
    todo = [T] * (p.stock_traders + p.supply_traders) + [M] * (p.stock_merchants + p.supply_merchants)
    for r in route_ids:
        while todo and b.routes[b.slot_of[r]].free_post(state.route_posts) >= 0:
            put(state, seat, r, todo.pop())
    assert not todo, "not enough free posts on the given routes"


def posts_of(state: pb.State, route_id: int) -> str:
    """A route's posts as on the board string, e.g. "a.B"."""
    r = board(state).routes[board(state).slot_of[route_id]]
    return state.route_posts[r.first_post:r.first_post + r.posts]


def coellen_merchant(state: pb.State, seat: int, space: int) -> None:
    """A merchant of `seat` (from its pools) on a Coellen special prestige space."""
    _take(state.players[seat], M)
    state.coellen_spaces = with_piece(state.coellen_spaces, space, 2 * seat + M)


def give_marker(state: pb.State, seat: int, marker: int) -> None:
    """Hand a face-up marker to `seat`, taken from the supply (or a route)."""
    if marker in state.marker_supply:
        state.marker_supply.remove(marker)
        state.marker_supply_count -= 1
    else:
        slot = list(state.route_markers).index(marker)
        state.route_markers[slot] = pb.BONUS_MARKER_NONE
    state.players[seat].bonus_markers.append(marker)


def set_route_marker(state: pb.State, route_id: int, marker: int) -> None:
    """Put `marker` beside a route, taken from the supply (or another route)."""
    slot = board(state).slot_of[route_id]
    assert not state.route_markers[slot]
    if marker in state.marker_supply:
        state.marker_supply.remove(marker)
        state.marker_supply_count -= 1
    else:
        state.route_markers[list(state.route_markers).index(marker)] = pb.BONUS_MARKER_NONE
    state.route_markers[slot] = marker


def clear_route_markers(state: pb.State) -> None:
    """Return every marker beside a route to the bottom of the supply."""
    for slot, m in enumerate(state.route_markers):
        if m:
            state.marker_supply.append(m)
            state.marker_supply_count += 1
            state.route_markers[slot] = pb.BONUS_MARKER_NONE


def turn_to(state: pb.State, seat: int) -> None:
    """Make it the start of `seat`'s turn."""
    t = state.turn
    t.seat, t.actions_taken, t.bonus_actions, t.moves_left = seat, 0, 0, 0
    t.phase = pb.PHASE_ACTIONS


def play(state: pb.State, seat: int, move: pb.Move) -> tuple[pb.State, list[pb.Event]]:
    """Apply `move`; the new position must satisfy every invariant."""
    assert not GAME.invariant_violations(state), GAME.invariant_violations(state)
    new, events = GAME.apply(state, seat, move)
    assert not GAME.invariant_violations(new), GAME.invariant_violations(new)
    return new, events


def reject(state: pb.State, seat: int, move: pb.Move, reason: str, section: str | None = None) -> RuleViolation:
    return refusals.rejected(GAME, state, seat, move, reason, section)


def malformed(state: pb.State, seat: int, move: pb.Move, field: str | None = None) -> MalformedMove:
    return refusals.malformed(GAME, state, seat, move, field)


def kinds(events: list[pb.Event]) -> list[str]:
    return [e.WhichOneof("kind") for e in events]


def of(events: list[pb.Event], kind: str) -> list:
    return [getattr(e, kind) for e in events if e.WhichOneof("kind") == kind]


def listed(state: pb.State, seat: int) -> list[pb.Move]:
    return list(GAME.legal_moves(state, seat))


# ------------------------------------------------------------------ moves

def income(traders: int = 0, merchants: int = 0) -> pb.Move:
    return pb.Move(income=pb.Income(traders=traders, merchants=merchants))


def place(route_id: int, shape: int = T) -> pb.Move:
    return pb.Move(place_tradesman=pb.PlaceTradesman(route=route_id, shape=shape))


def displace(route_id: int, post: int, shape: int = T, pay_traders: int = 0, pay_merchants: int = 0) -> pb.Move:
    return pb.Move(displace_tradesman=pb.DisplaceTradesman(
        route=route_id, post=post, shape=shape, pay_traders=pay_traders, pay_merchants=pay_merchants))


def move_tradesmen() -> pb.Move:
    return pb.Move(move_tradesmen=pb.MoveTradesmen())


def relocate(from_route: int, from_post: int, to_route: int) -> pb.Move:
    return pb.Move(relocate_tradesman=pb.RelocateTradesman(from_route=from_route, from_post=from_post,
                                                           to_route=to_route))


def swap(trader_route: int, trader_post: int, merchant_route: int, merchant_post: int) -> pb.Move:
    return pb.Move(swap_tradesmen=pb.SwapTradesmen(trader_route=trader_route, trader_post=trader_post,
                                                   merchant_route=merchant_route, merchant_post=merchant_post))


def finish() -> pb.Move:
    return pb.Move(finish_moving=pb.FinishMoving())


def create(route_id: int, **reward) -> pb.Move:
    """create(7), create(7, establish=("Hamburg", T)), create(7, establish=("Hamburg", T, True)),
    create(7, develop=pb.ABILITY_BANK), create(28, coellen=pb.PRIVILEGE_ORANGE)."""
    m = pb.CreateTradeRoute(route=route_id)
    if "establish" in reward:
        name, *rest = reward["establish"]
        e = m.establish_trading_post
        e.city = pb.City.Value("CITY_" + name.upper())
        if rest:
            e.shape = rest[0]
        if len(rest) > 1:
            e.additional = rest[1]
    if "develop" in reward:
        m.develop_ability = reward["develop"]
    if "coellen" in reward:
        m.coellen_space = reward["coellen"]
    return pb.Move(create_trade_route=m)


def place_displaced(route_id: int, shape: int, source: int, from_route: int = 0, from_post: int = 0) -> pb.Move:
    return pb.Move(place_displaced_tradesman=pb.PlaceDisplacedTradesman(
        route=route_id, shape=shape, source=source, from_route=from_route, from_post=from_post))


def decline() -> pb.Move:
    return pb.Move(decline_extra_tradesmen=pb.DeclineExtraTradesmen())


def use(marker: int, city_name: str = "", space: int = 0, ability: int = 0) -> pb.Move:
    m = pb.UseBonusMarker(marker=marker, ability=ability or None)  # only this marker's fields are set
    if city_name:
        m.city = pb.City.Value("CITY_" + city_name.upper())
        m.space = space
    return pb.Move(use_bonus_marker=m)


def place_marker(marker: int, route_id: int) -> pb.Move:
    return pb.Move(place_bonus_marker=pb.PlaceBonusMarker(marker=marker, route=route_id))


def end_turn() -> pb.Move:
    return pb.Move(end_turn=pb.EndTurn())


DISPLACED = pb.TRADESMAN_SOURCE_DISPLACED
STOCK = pb.TRADESMAN_SOURCE_GENERAL_STOCK
SUPPLY = pb.TRADESMAN_SOURCE_PERSONAL_SUPPLY
ROUTE = pb.TRADESMAN_SOURCE_TRADE_ROUTE
