"""Syntax: each move kind's fields checked against the board, before any rule.

A field that can never be legal (a route this side lacks, a post past the
end of its route, an unset or unknown enum, a negative count, a field the
move kind does not take) raises MalformedMove naming it. What passes becomes
the small tuple the rule for that kind plays (python-chess parses a move
before asking whether it is legal, too).
"""
from __future__ import annotations

from typing import NamedTuple

from arbiter.engine import MalformedMove
from arbiter.games.hansa_teutonica.components import Board, CityInfo, RouteInfo
from arbiter.games.hansa_teutonica.pieces import SHAPES
from arbiter.hansa_teutonica.v1 import hansa_teutonica_pb2 as pb

ABILITIES = frozenset(a for a in pb.Ability.values() if a)  # the five on every writing desk

MARKERS = frozenset(pb.BonusMarker.values()) - {pb.BONUS_MARKER_NONE}
PRIVILEGES = (pb.PRIVILEGE_WHITE, pb.PRIVILEGE_ORANGE, pb.PRIVILEGE_PINK, pb.PRIVILEGE_BLACK)
SOURCES = frozenset(pb.TradesmanSource.values()) - {pb.TRADESMAN_SOURCE_UNSPECIFIED}


class Income(NamedTuple):
    traders: int
    merchants: int


class Place(NamedTuple):
    route: RouteInfo
    shape: int


class Displace(NamedTuple):
    post: int  # State.route_posts index
    route: int  # route id
    on_route: int  # post on the route (not `index`: that is tuple.index)
    shape: int
    pay_traders: int
    pay_merchants: int


class Relocate(NamedTuple):
    source: int  # State.route_posts index
    from_route: int
    from_post: int
    to: RouteInfo


class Swap(NamedTuple):
    trader: int  # State.route_posts indices
    merchant: int
    move: pb.SwapTradesmen


class Reward(NamedTuple):
    """The step-3 choice of Create a trade route; kind None = none."""

    kind: str | None = None  # "establish_trading_post", "develop_ability", "coellen_space"
    city: CityInfo | None = None
    shape: int = 0
    additional: bool = False
    ability: int = 0
    coellen: int = 0  # Privilege colour of the Coellen space


class Create(NamedTuple):
    route: RouteInfo
    reward: Reward


class PlaceDisplaced(NamedTuple):
    route: RouteInfo
    shape: int
    source: int
    from_post: int  # State.route_posts index for TRADE_ROUTE, else -1
    move: pb.PlaceDisplacedTradesman


class Use(NamedTuple):
    marker: int
    city: CityInfo | None
    space: int
    ability: int


class PlaceMarker(NamedTuple):
    marker: int
    route: RouteInfo


def shape(value: int, field: str) -> int:
    if value not in SHAPES:
        raise MalformedMove(field, "SHAPE_TRADER or SHAPE_MERCHANT")
    return value


def count(value: int, field: str) -> int:
    if value < 0:
        raise MalformedMove(field, "must not be negative")
    return value


def route(board: Board, route_id: int, field: str) -> RouteInfo:
    return board.routes[board.slot(route_id, field)]


def marker(value: int, field: str) -> int:
    if value not in MARKERS:
        raise MalformedMove(field, "a BonusMarker must be given")
    return value


def ability(value: int, field: str) -> int:
    if value not in ABILITIES:
        raise MalformedMove(field, "an Ability must be given")
    return value


def income(board: Board, m: pb.Income) -> Income:
    return Income(count(m.traders, "income.traders"), count(m.merchants, "income.merchants"))


def place(board: Board, m: pb.PlaceTradesman) -> Place:
    return Place(route(board, m.route, "place_tradesman.route"), shape(m.shape, "place_tradesman.shape"))


def displace(board: Board, m: pb.DisplaceTradesman) -> Displace:
    return Displace(board.post(m.route, m.post, "displace_tradesman.route"), m.route, m.post,
                    shape(m.shape, "displace_tradesman.shape"),
                    count(m.pay_traders, "displace_tradesman.pay_traders"),
                    count(m.pay_merchants, "displace_tradesman.pay_merchants"))


def relocate(board: Board, m: pb.RelocateTradesman) -> Relocate:
    return Relocate(board.post(m.from_route, m.from_post, "relocate_tradesman.from_route"), m.from_route,
                    m.from_post, route(board, m.to_route, "relocate_tradesman.to_route"))


def swap(board: Board, m: pb.SwapTradesmen) -> Swap:
    return Swap(board.post(m.trader_route, m.trader_post, "swap_tradesmen.trader_route"),
                board.post(m.merchant_route, m.merchant_post, "swap_tradesmen.merchant_route"), m)


def create(board: Board, m: pb.CreateTradeRoute) -> Create:
    r = route(board, m.route, "create_trade_route.route")
    kind = m.WhichOneof("reward")
    if kind == "establish_trading_post":
        e = m.establish_trading_post
        field = "create_trade_route.establish_trading_post"
        return Create(r, Reward(kind, board.checked_city(e.city, field + ".city"),
                                shape(e.shape, field + ".shape"), e.additional))
    if kind == "develop_ability":
        return Create(r, Reward(kind, ability=ability(m.develop_ability, "create_trade_route.develop_ability")))
    if kind == "coellen_space":
        if m.coellen_space not in PRIVILEGES:
            raise MalformedMove("create_trade_route.coellen_space", "a Privilege colour must be given")
        return Create(r, Reward(kind, coellen=m.coellen_space))
    return Create(r, Reward())


def place_displaced(board: Board, m: pb.PlaceDisplacedTradesman) -> PlaceDisplaced:
    field = "place_displaced_tradesman"
    to = route(board, m.route, field + ".route")
    s = shape(m.shape, field + ".shape")
    if m.source not in SOURCES:
        raise MalformedMove(field + ".source", "a TradesmanSource must be given")
    src = -1
    if m.source == pb.TRADESMAN_SOURCE_TRADE_ROUTE:
        src = board.post(m.from_route, m.from_post, field + ".from_route")
    elif m.from_route or m.from_post:
        raise MalformedMove(field + ".from_route", "only for TRADESMAN_SOURCE_TRADE_ROUTE")
    return PlaceDisplaced(to, s, m.source, src, m)


def use_bonus_marker(board: Board, m: pb.UseBonusMarker) -> Use:
    mk = marker(m.marker, "use_bonus_marker.marker")
    city, space, ab = None, 0, 0
    if mk == pb.BONUS_MARKER_EXCHANGE_TRADING_POSTS:
        city = board.checked_city(m.city, "use_bonus_marker.city")
        if not 0 <= m.space < len(city.spaces) - 1:
            raise MalformedMove("use_bonus_marker.space",
                                f"{city.key} has spaces 0..{len(city.spaces) - 1}; give the left one of two adjacent")
        space = m.space
    elif m.city or m.space:
        raise MalformedMove("use_bonus_marker.city", "only Exchange Trading Posts takes a city and space")
    if mk == pb.BONUS_MARKER_DEVELOP_ABILITY:
        ab = ability(m.ability, "use_bonus_marker.ability")
    elif m.ability:
        raise MalformedMove("use_bonus_marker.ability", "only Develop an Ability takes an ability")
    return Use(mk, city, space, ab)


def place_bonus_marker(board: Board, m: pb.PlaceBonusMarker) -> PlaceMarker:
    return PlaceMarker(marker(m.marker, "place_bonus_marker.marker"), route(board, m.route, "place_bonus_marker.route"))


def nothing(board: Board, m) -> None:
    """Move kinds without fields."""
    return None
