"""The board and components of the edition a game is played with, compiled
once per edition from its `arbiter.nuremberg.v1.Rules` (the built-in one is
`data/builtin.json`; docs/editions.md).

Everything the rules look up repeatedly (which crossings a terrain yields to,
which sections adjoin, which building space doubles which good) is
precomputed here, so the rule code reads like the rulebook and does no
geometry at play time. Rule code reads the tables of its game's edition with
`board(state)`; `BOARD` is the built-in edition's (for code without a state).
Data sets marked PROVENANCE_STAND_IN replace board pictures that are not
public (see docs/games/nuremberg.md).
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from types import MappingProxyType

from arbiter.engine import editions
from arbiter.nuremberg.v1 import nuremberg_pb2 as pb

GAME_ID = "nuremberg"
BUILTIN_EDITION = str(Path(__file__).with_name("data") / "builtin.json")

# Raw materials: the field names of `Materials`/`Bundle`, in enum order
# (MATERIAL_WOOD = 1 ... MATERIAL_WOOL = 5).
MATERIALS = ("wood", "clay", "ore", "grain", "wool")
MATERIAL_ENUM = {name: i + 1 for i, name in enumerate(MATERIALS)}
ENUM_MATERIAL = {i + 1: name for i, name in enumerate(MATERIALS)}
GOLD = pb.MATERIAL_GOLD
GOOD_ENUM = {
    "paper": pb.TRADE_GOOD_PAPER,
    "armor": pb.TRADE_GOOD_ARMOR,
    "helmets": pb.TRADE_GOOD_HELMETS,
    "compasses": pb.TRADE_GOOD_COMPASSES,
    "trinkets": pb.TRADE_GOOD_TRINKETS,
}
GOOD_NAME = {v: k for k, v in GOOD_ENUM.items()}


@dataclass(frozen=True)
class Cost:
    """Raw materials ((field, count), ...) and gold to pay."""

    materials: tuple[tuple[str, int], ...]
    gold: int = 0

    @classmethod
    def of(cls, b: pb.Bundle) -> "Cost":
        return cls(tuple((m, getattr(b, m)) for m in MATERIALS if getattr(b, m)), b.gold)

    @cached_property
    def text(self) -> str:
        """"1 clay + 3 gold", for rule messages: worded once (Free Clay asks
        every player who cannot pay)."""
        parts = [f"{n} {m}" for m, n in self.materials] + ([f"{self.gold} gold"] if self.gold else [])
        return " + ".join(parts)


@dataclass(frozen=True)
class Good:
    name: str
    cost: Cost
    road: str
    city: str
    gold: int
    toll: int


@dataclass(frozen=True)
class Card:
    id: str
    kind: int  # EventCardKind
    number: int  # 0 = no yield number
    roads: tuple[str, ...]

    def face(self) -> dict:
        """The card's EventCardFace, as the fields an Event is built from (a
        dict: upb builds a nested message from one faster than it copies one)."""
        return dict(id=self.id, kind=self.kind, number=self.number, roads=self.roads)


class Board:
    """One edition's topology and printed values, indexed for the rules."""

    def __init__(self, rules: pb.Rules) -> None:
        self._load_countryside(rules.countryside)
        self._load_city(rules.city)
        self._load_walls(rules.city_wall)
        self._load_supply(rules.supply, rules.scoring)
        tl = rules.timeline
        self.years: tuple[int, ...] = tuple(tl.years)
        self.reshuffle_years = frozenset(tl.reshuffle_years)
        self.end_year: int = tl.end_year
        self.cards = MappingProxyType({c.id: Card(c.id, c.kind, c.number, tuple(c.roads))
                                       for c in rules.event_deck.cards})
        self.sorted_cards: list[str] = sorted(self.cards)
        # The moves naming this board's ids (moves.BoardMoves), made on first use.
        self.moves = None
        bl = rules.beginner_layout
        self.left_out_with_three_players: str = bl.left_out_with_three_players
        self.beginner_customs_posts: tuple[tuple[str, str], ...] = tuple((p.section, p.colour)
                                                                         for p in bl.customs_posts)
        # (crossing, colour, star)
        self.beginner_settlements: tuple[tuple[str, str, bool], ...] = tuple((s.crossing, s.colour, s.star)
                                                                             for s in bl.settlements)

    # ------------------------------------------------------------ countryside

    def _load_countryside(self, cs: pb.Countryside) -> None:
        resource = {y.terrain: ENUM_MATERIAL[y.material] for y in cs.yields}
        self.castle: str = cs.robber_knight_castle
        self.terrain_resource: dict[str, str | None] = {}
        self.terrain_number: dict[str, int] = {}
        for h in cs.hexes:
            if h.id == cs.city:
                continue
            self.terrain_resource[h.id] = resource.get(h.terrain)
            self.terrain_number[h.id] = h.number
        # The robber knight may stand on any countryside terrain, its castle included.
        self.terrains: tuple[str, ...] = tuple(sorted(self.terrain_resource))

        self.roads: tuple[str, ...] = tuple(r.id for r in cs.roads)
        self.road_to: dict[str, str | None] = {r.id: r.destination or None for r in cs.roads}
        self.road_sections: dict[str, tuple[str, ...]] = {}
        self.road_crossings: dict[str, tuple[str, ...]] = {}
        self.section_road: dict[str, str] = {}
        self.section_index: dict[str, int] = {}  # k of X.sk: 1 is the point of origin
        self.section_adjoining: dict[str, tuple[str, ...]] = {}
        self.crossing_road: dict[str, str] = {}
        self.crossing_index: dict[str, int] = {}  # k of X.ck: 0 is the gate
        self.crossing_road_neighbours: dict[str, tuple[str, ...]] = {}
        hexes_of: dict[str, tuple[str, ...]] = {}
        for r in cs.roads:
            rid, secs, xs = r.id, [s.id for s in r.sections], [x.id for x in r.crossings]
            self.road_sections[rid] = tuple(secs)
            self.road_crossings[rid] = tuple(xs)
            for k, s in enumerate(secs):
                self.section_road[s] = rid
                self.section_index[s] = k + 1
                self.section_adjoining[s] = tuple(secs[j] for j in (k - 1, k + 1) if 0 <= j < len(secs))
            for k, x in enumerate(r.crossings):
                self.crossing_road[x.id] = rid
                self.crossing_index[x.id] = k
                self.crossing_road_neighbours[x.id] = tuple(xs[j] for j in (k - 1, k + 1) if 0 <= j < len(xs))
                hexes_of[x.id] = tuple(x.hexes)
        self.sections: tuple[str, ...] = tuple(self.section_road)
        # The Roman-numeral crossings: each road's first, on the city boundary.
        self.gates = frozenset(xs[0] for xs in self.road_crossings.values() if xs)
        # Where settlements may stand: every crossing but the Roman-numeral gates.
        self.settlement_crossings: tuple[str, ...] = tuple(x for x in self.crossing_road if x not in self.gates)
        self.crossing_terrains: dict[str, tuple[str, ...]] = {
            x: tuple(h for h in hs if h in self.terrain_resource) for x, hs in hexes_of.items()
        }
        # Yield number -> ((terrain, material, crossings touching it), ...)
        by_number: dict[int, list] = {}
        for t, n in sorted(self.terrain_number.items()):
            if n and self.terrain_resource[t]:
                touching = tuple(x for x in self.crossing_road if t in self.crossing_terrains[x])
                by_number.setdefault(n, []).append((t, self.terrain_resource[t], touching))
        self.yields_by_number = {n: tuple(v) for n, v in by_number.items()}

    # ------------------------------------------------------------ city

    def _load_city(self, city: pb.CityBoard) -> None:
        self.spaces: tuple[str, ...] = tuple(s.id for s in city.building_spaces)
        self.building_yard = frozenset(s.id for s in city.building_spaces
                                       if s.centre == pb.CITY_CENTRE_BUILDING_YARD)
        # Ten outer city spaces, two per trade good; a workshop doubles the goods
        # of the city spaces its building space adjoins.
        self.city_spaces: dict[str, int] = {c.id: c.good for c in city.city_spaces}
        self.space_doubles: dict[str, frozenset[int]] = {
            s.id: frozenset(self.city_spaces[c] for c in s.adjoins) for s in city.building_spaces}
        # Main-market spaces: material name (or "any") -> (space, rate)
        self.bank_spaces: dict[str, tuple[str, int]] = {
            ENUM_MATERIAL.get(s.bank_material, "any"): (s.id, s.bank_rate)
            for s in city.building_spaces if s.bank_rate
        }
        # The same, by space: space -> (material name or "any", rate).
        self.bank_space_rates: dict[str, tuple[str, int]] = {
            space: (material, rate) for material, (space, rate) in self.bank_spaces.items()}
        self.goods: dict[int, Good] = {
            p.good: Good(GOOD_NAME[p.good], Cost.of(p.cost), p.road, p.city, p.proceeds, p.toll)
            for p in city.production_spaces
        }

    def _load_walls(self, walls: pb.CityWall) -> None:
        self.walls: tuple[str, ...] = tuple(w.id for w in walls.walls)
        index = {w: i for i, w in enumerate(self.walls)}
        # Tower space -> the wall positions (0-based) that open its triangle.
        self.tower_walls: dict[str, tuple[int, int]] = {
            t.id: tuple(index[w] for w in t.walls) for t in walls.towers
        }
        self.towers: tuple[str, ...] = tuple(self.tower_walls)

    def _load_supply(self, c: pb.Supply, scoring: pb.Scoring) -> None:
        self.colours: tuple[str, ...] = tuple(c.colours)
        self.cards_per_material: int = c.raw_material_cards_per_material
        self.starting_gold: int = c.starting_gold
        pieces = c.pieces_per_colour
        self.settlements_per_colour: int = pieces.settlements
        self.workshops_per_colour: int = pieces.craft_workshops
        self.customs_posts_per_colour: int = pieces.customs_posts
        self.city_wall_pieces: int = c.city_wall_pieces
        self.tower_pieces: int = c.tower_pieces
        costs = c.building_costs
        self.cost_customs_post = Cost.of(costs.customs_post)
        self.cost_settlement = Cost.of(costs.settlement)
        self.cost_workshop = Cost.of(costs.craft_workshop)
        self.cost_city_wall = Cost.of(costs.city_wall)
        self.cost_tower = Cost.of(costs.tower)
        self.cost_free_clay_wall = Cost.of(costs.free_clay_city_wall)
        self.discard_above: int = c.robber_discard_above
        self.bank_rate: int = c.bank_rate
        # trading.bank_rates of a seat without a main-market workshop: every material and gold at bank_rate.
        self.plain_bank_rates = MappingProxyType({give: c.bank_rate for give in [*ENUM_MATERIAL, GOLD]})
        self.prestige_wall: int = scoring.prestige_per_city_wall
        self.prestige_tower: int = scoring.prestige_per_tower
        self.council_cards = tuple((cc.card, cc.victory_points, cc.min_players) for cc in scoring.council_cards)
        self.council_points = {card: vp for card, vp, _ in self.council_cards}
        self.most_council_points: int = max(self.council_points.values(), default=0)
        self.council_threshold: int = scoring.council_threshold
        self.council_safe_at: int = scoring.council_safe_at
        self.points_to_win: int = scoring.victory_points_to_win

    def council_cards_for(self, players: int) -> tuple[int, ...]:
        """The council cards in play, highest first (3 players: no Small Council)."""
        return tuple(sorted((card for card, _, least in self.council_cards if players >= least), reverse=True))


# board(state): the Board of the edition `state` is played with (one call,
# made several times per move: editions.reader).
board = editions.reader(GAME_ID)


def _builtin() -> Board:
    from google.protobuf import json_format

    return Board(json_format.Parse(Path(BUILTIN_EDITION).read_text(encoding="utf-8"), pb.Rules()))


# The built-in edition's board: for what has no state (bounds, move tables
# shared by every edition's ids, tests). Rule code reads `board(state)`.
BOARD = _builtin()
