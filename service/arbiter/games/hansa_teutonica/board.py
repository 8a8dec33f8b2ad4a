"""The Hanseatic League board, both sides, built once from data/board.json.

Everything the rules look up again and again is precomputed here: where each
route's posts sit in `State.route_posts`, which routes share a city, the
rings of routes around each route (for displaced pieces), which cities a
route joins. The game state holds only what changes.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from arbiter.engine import MalformedMove
from arbiter.games.hansa_teutonica.pieces import FREE
from arbiter.hansa_teutonica.v1 import hansa_teutonica_pb2 as pb

DATA = Path(__file__).parent / "data"

PRIVILEGE = {"white": pb.PRIVILEGE_WHITE, "orange": pb.PRIVILEGE_ORANGE, "pink": pb.PRIVILEGE_PINK,
             "black": pb.PRIVILEGE_BLACK}
SHAPE = {"T": pb.SHAPE_TRADER, "M": pb.SHAPE_MERCHANT}
ABILITY = {"keys": pb.ABILITY_CITY_KEYS, "actions": pb.ABILITY_ACTIONS, "privilege": pb.ABILITY_PRIVILEGE,
           "book": pb.ABILITY_BOOK_OF_KNOWLEDGE, "bank": pb.ABILITY_BANK}
SIDE = {"4-5": pb.BOARD_SIDE_FOUR_FIVE_PLAYERS, "2-3": pb.BOARD_SIDE_TWO_THREE_PLAYERS}


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
                 coellen: tuple[tuple[int, int], ...], east_west: tuple[int, int], east_west_awards: tuple[int, ...]):
        self.side = side
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


def _load() -> dict[int, Board]:
    data = json.loads((DATA / "board.json").read_text(encoding="utf-8"))
    city_enum = {c["key"]: pb.City.Value("CITY_" + c["key"].upper()) for c in data["cities"]}
    coellen = tuple((PRIVILEGE[s["privilege"]], s["points"]) for s in data["coellenSpecial"])
    east_west = tuple(city_enum[k] for k in data["eastWest"]["cities"])
    awards = tuple(data["eastWest"]["awards"])
    boards = {}
    for side_key, side in data["sides"].items():
        routes_raw = sorted(side["routes"], key=lambda r: r["id"])
        ends = [tuple(city_enum[k] for k in r["cities"]) for r in routes_raw]
        by_city: dict[int, list[int]] = {}
        for slot, (a, b) in enumerate(ends):
            by_city.setdefault(a, []).append(slot)
            by_city.setdefault(b, []).append(slot)
        adjacent = [sorted({s for c in ends[slot] for s in by_city[c]} - {slot}) for slot in range(len(ends))]
        routes, first = [], 0
        for slot, r in enumerate(routes_raw):
            routes.append(RouteInfo(r["id"], slot, ends[slot], r["posts"], first, bool(r.get("tavern")),
                                    _rings(slot, adjacent)))
            first += r["posts"]
        cities, first = [], 0
        for c in data["cities"]:
            e = city_enum[c["key"]]
            spaces = tuple(Space(PRIVILEGE[s[0]], SHAPE[s[1]], len(s) > 2 and s[2] == 1)
                           for s in side["spaces"][c["key"]])
            slots = tuple(by_city.get(e, ()))
            neighbours = tuple(sorted({x for s in slots for x in ends[s]} - {e}))
            cities.append(CityInfo(e, c["key"], c["name"], spaces, first, ABILITY.get(c.get("ability"), 0),
                                   bool(c.get("eastWest")), bool(c.get("coellenSpecial")), slots, neighbours))
            first += len(spaces)
        boards[SIDE[side_key]] = Board(SIDE[side_key], tuple(side["players"]), cities, routes, coellen, east_west,
                                       awards)
    return boards


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


BOARDS: dict[int, Board] = _load()


def side_for(players: int) -> int:
    """The 4-5 side for 4 and 5 players, the 2-3 side for 2 and 3."""
    return next(b.side for b in BOARDS.values() if players in b.players)
