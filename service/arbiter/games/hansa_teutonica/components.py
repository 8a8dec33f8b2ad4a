"""The Hanseatic League board, both sides, compiled once per edition from its
Rules (`arbiter.hansa_teutonica.v1.Rules`; the built-in edition is
data/builtin.json, docs/editions.md).

Everything the rules look up again and again is precomputed here: where each
route's posts sit in `State.route_posts`, which routes share a city, the
rings of routes around each route (for displaced pieces), which cities a
route joins. The game state holds only what changes.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from google.protobuf import json_format

from arbiter.engine import MalformedMove
from arbiter.games.hansa_teutonica.pieces import FREE
from arbiter.games.hansa_teutonica.tables import Desk, edition_tables
from arbiter.hansa_teutonica.v1 import hansa_teutonica_pb2 as pb

GAME_ID = "hansa-teutonica"
BUILTIN_EDITION = str(Path(__file__).parent / "data" / "builtin.json")


@dataclass(frozen=True)
class Space:
    """A printed trading-post space."""

    privilege: int  # Privilege enum: the colour your Privilegium must reach
    shape: int  # Shape enum: square = trader, round = merchant
    coin: bool  # gold coin: +1 prestige for the first trading post here


@dataclass(frozen=True)
class CityInfo:
    city: int  # City enum value
    key: str
    name: str
    spaces: tuple[Space, ...]
    first_space: int  # index of the leftmost space in State.trading_posts
    ability: int  # Ability enum pictured here, 0 = none
    east_west: bool
    coellen: bool
    routes: tuple[int, ...]  # slots of the routes ending here
    neighbours: tuple[int, ...]  # cities one route away


@dataclass(frozen=True)
class RouteInfo:
    id: int  # the route's public id (board.json)
    slot: int  # position among this side's routes (State.route_markers)
    cities: tuple[int, int]
    posts: int
    first_post: int  # index of post 0 in State.route_posts
    tavern: bool
    # The slots of the routes sharing a city with this one, then of those one
    # step further out, and so on; this route is in no ring (Displace:
    # "adjacent trade routes").
    rings: tuple[tuple[int, ...], ...]

    @property
    def post_range(self) -> range:
        return range(self.first_post, self.first_post + self.posts)

    def free_post(self, route_posts: str) -> int:
        """The lowest free post (index in State.route_posts), -1 when full.
        A route's posts are interchangeable, so pieces fill the lowest."""
        return route_posts.find(FREE, self.first_post, self.first_post + self.posts)


class Board:
    """One side of the board."""

    def __init__(self, side: int, players: tuple[int, ...], cities: list[CityInfo], routes: list[RouteInfo],
                 coellen: tuple[tuple[int, int], ...], east_west: tuple[int, int], east_west_awards: tuple[int, ...],
                 desk: Desk):
        self.side = side
        self.desk = desk  # the edition's writing desk (the same for both sides)
        self.players = players
        self.cities: tuple[CityInfo | None, ...] = (None, *cities)  # indexed by City enum value
        self.routes = tuple(routes)  # indexed by slot
        self.slot_of = {r.id: r.slot for r in routes}
        self.n_posts = sum(r.posts for r in routes)
        self.n_spaces = sum(len(c.spaces) for c in cities)
        self.post_indices = range(self.n_posts)
        self.post_slot = tuple(r.slot for r in routes for _ in range(r.posts))  # global post -> route slot
        self.post_slots = bytes(self.post_slot)  # the same, for itertools.compress
        self.post_spans = tuple(slice(r.first_post, r.first_post + r.posts) for r in routes)  # slot -> its posts
        self.post_ref = tuple((r.id, i) for r in routes for i in range(r.posts))  # global post -> (route id, post)
        self.coellen_spaces = coellen  # (Privilege, points) per special space
        self.east_west = east_west
        self.east_west_awards = east_west_awards
        self.taverns = tuple(r.slot for r in routes if r.tavern)
        self.shortest_route = min(r.posts for r in routes)
        coellen_city = next(c.city for c in cities if c.coellen)
        self.coellen_route = next((r.slot for r in routes if coellen_city in r.cities), -1)
        self.space_city = tuple(c.city for c in cities for _ in c.spaces)  # global space -> City
        # Each pair of adjacent printed spaces (Exchange Trading Posts), city
        # after city, left to right: (global index of the left one, City, its
        # space in the city).
        self.adjacent_spaces = tuple((c.first_space + i, c.city, i) for c in cities for i in range(len(c.spaces) - 1))

    def route(self, route_id: int) -> RouteInfo | None:
        slot = self.slot_of.get(route_id)
        return None if slot is None else self.routes[slot]

    def city(self, city: int) -> CityInfo | None:
        return self.cities[city] if 0 < city < len(self.cities) else None

    def slot(self, route_id: int, field: str) -> int:
        """The slot of route `route_id`; MalformedMove when this side has no such route."""
        slot = self.slot_of.get(route_id)
        if slot is None:
            raise MalformedMove(field, f"no trade route {route_id} on this side of the board")
        return slot

    def post(self, route_id: int, post: int, field: str) -> int:
        """The index in State.route_posts of `post` on route `route_id`
        (`field` names the move's fields, e.g. "place_tradesman.route")."""
        r = self.routes[self.slot(route_id, field)]
        if not 0 <= post < r.posts:
            raise MalformedMove(field.replace("route", "post"), f"route {route_id} has posts 0..{r.posts - 1}")
        return r.first_post + post

    def checked_city(self, city: int, field: str) -> CityInfo:
        info = self.city(city)
        if info is None:
            raise MalformedMove(field, "a City must be given")
        return info


def boards_from_rules(rules: pb.Rules, desk: Desk | None = None) -> dict[int, "Board"]:
    """Both board sides of an edition, by BoardSide, sharing its `desk`."""
    info = {c.city: c for c in rules.cities}
    compiled = desk or Desk(rules.desk)
    desk = rules.desk
    coellen = tuple((s.privilege, s.points) for s in desk.coellen_spaces)
    east_west = tuple(c.city for c in rules.cities if c.east_west)
    awards = tuple(desk.east_west_awards)
    boards = {}
    for side in rules.boards:
        routes_raw = sorted(side.routes, key=lambda r: r.id)
        ends = [tuple(r.cities) for r in routes_raw]
        by_city: dict[int, list[int]] = {}
        for slot, (a, b) in enumerate(ends):
            by_city.setdefault(a, []).append(slot)
            by_city.setdefault(b, []).append(slot)
        adjacent = [sorted({s for c in ends[slot] for s in by_city[c]} - {slot}) for slot in range(len(ends))]
        routes, first = [], 0
        for slot, r in enumerate(routes_raw):
            routes.append(RouteInfo(r.id, slot, ends[slot], len(r.posts), first, r.tavern, _rings(slot, adjacent)))
            first += len(r.posts)
        cities, first = [], 0
        for c in sorted(side.cities, key=lambda c: c.city):
            card = info[c.city]
            spaces = tuple(Space(s.privilege, s.shape, s.coin) for s in c.spaces)
            slots = tuple(by_city.get(c.city, ()))
            neighbours = tuple(sorted({x for s in slots for x in ends[s]} - {c.city}))
            cities.append(CityInfo(c.city, pb.City.Name(c.city)[len("CITY_"):].capitalize(), card.name, spaces, first,
                                   card.ability, card.east_west, card.coellen, slots, neighbours))
            first += len(spaces)
        boards[side.side] = Board(side.side, tuple(side.player_counts), cities, routes, coellen, east_west, awards,
                                  compiled)
    return boards


def builtin_rules() -> pb.Rules:
    """The built-in edition, read once for what every edition shares (tables)."""
    rules = pb.Rules()
    json_format.Parse(Path(BUILTIN_EDITION).read_text(encoding="utf-8"), rules)
    return rules


def _rings(origin: int, adjacent: list[list[int]]) -> tuple[tuple[int, ...], ...]:
    """Breadth-first rings of routes around `origin`, excluding it."""
    seen, ring, rings = {origin}, [origin], []
    while ring:
        nxt = sorted({n for r in ring for n in adjacent[r]} - seen)
        seen.update(nxt)
        if nxt:
            rings.append(tuple(nxt))
        ring = nxt
    return tuple(rings)


@dataclass(frozen=True)
class Tables:
    """One edition compiled: its board sides by BoardSide, and its desk."""

    boards: dict[int, Board]
    desk: Desk


def boards(state: pb.State) -> dict[int, Board]:
    """The board sides of the edition `state` is played with."""
    return edition_tables(state).boards


def side_board(state: pb.State) -> Board:
    """The board side `state` is played on (twice a move: `boards` inlined)."""
    return edition_tables(state).boards[state.side]


def side_for(sides: dict[int, Board], players: int) -> int:
    """The 4-5 side for 4 and 5 players, the 2-3 side for 2 and 3 (as the
    edition keys its sides by player count)."""
    return next(b.side for b in sides.values() if players in b.players)
