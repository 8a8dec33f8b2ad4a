"""The printed board and components, loaded once from `data/*.json`.

Everything the rules look up repeatedly (which crossings a terrain yields to,
which sections adjoin, which building space doubles which good) is
precomputed here from the data, so the rule code reads like the rulebook and
does no geometry at play time. Files marked `"source": "stand-in"` replace
board pictures that are not public (see docs/games/nuremberg.md).
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType

from arbiter.nuremberg.v1 import nuremberg_pb2 as pb

DATA = Path(__file__).with_name("data")


def load(name: str) -> dict:
    return json.loads((DATA / name).read_text(encoding="utf-8"))


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
EVENT_KIND = {
    "yield_only": pb.EVENT_CARD_KIND_YIELD_ONLY,
    "years_pass": pb.EVENT_CARD_KIND_YEARS_PASS,
    "margrave": pb.EVENT_CARD_KIND_MARGRAVE,
    "free_clay": pb.EVENT_CARD_KIND_FREE_CLAY,
    "road_toll": pb.EVENT_CARD_KIND_ROAD_TOLL,
    "robber_knight": pb.EVENT_CARD_KIND_ROBBER_KNIGHT,
}
COUNCIL_ENUM = {
    "council_of_seven": pb.COUNCIL_CARD_COUNCIL_OF_SEVEN,
    "small_council": pb.COUNCIL_CARD_SMALL_COUNCIL,
    "great_council": pb.COUNCIL_CARD_GREAT_COUNCIL,
}


@dataclass(frozen=True)
class Cost:
    """Raw materials ((field, count), ...) and gold to pay."""

    materials: tuple[tuple[str, int], ...]
    gold: int = 0

    @classmethod
    def of(cls, d: dict) -> "Cost":
        return cls(tuple((m, d[m]) for m in MATERIALS if d.get(m)), d.get("gold", 0))


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

    def face(self) -> pb.EventCardFace:
        return pb.EventCardFace(id=self.id, kind=self.kind, number=self.number, roads=self.roads)


class Board:
    """Topology and printed values, indexed for the rules."""

    def __init__(self) -> None:
        self._load_countryside(load("countryside.json"))
        self._load_city(load("city.json"))
        self._load_walls(load("walls.json"))
        self._load_components(load("components.json"))
        tl = load("timeline.json")
        self.years: tuple[int, ...] = tuple(tl["years"])
        self.reshuffle_years = frozenset(tl["reshuffle"])
        self.end_year: int = tl["end"]
        self.cards = MappingProxyType({c["id"]: Card(c["id"], EVENT_KIND[c["event"]], c.get("number", 0),
                                                     tuple(c.get("roads", ())))
                                       for c in load("event_deck.json")["cards"]})
        self.beginner = load("beginner_layout.json")

    # ------------------------------------------------------------ countryside

    def _load_countryside(self, cs: dict) -> None:
        resource = cs["terrain_resource"]
        self.castle: str = cs["robber_knight_start"]
        self.terrain_resource: dict[str, str | None] = {}
        self.terrain_number: dict[str, int] = {}
        for h in cs["hexes"]:
            if h["kind"] == "nuernberg":
                continue
            self.terrain_resource[h["id"]] = resource.get(h["kind"])
            self.terrain_number[h["id"]] = h.get("number", 0)
        # The robber knight may stand on any countryside terrain, its castle included.
        self.terrains: tuple[str, ...] = tuple(sorted(self.terrain_resource))

        self.roads: tuple[str, ...] = tuple(r["id"] for r in cs["roads"])
        self.road_to: dict[str, str | None] = {r["id"]: r["to"] for r in cs["roads"]}
        self.road_sections: dict[str, tuple[str, ...]] = {}
        self.road_crossings: dict[str, tuple[str, ...]] = {}
        self.section_road: dict[str, str] = {}
        self.section_index: dict[str, int] = {}  # k of X.sk: 1 is the point of origin
        self.section_adjoining: dict[str, tuple[str, ...]] = {}
        self.crossing_road: dict[str, str] = {}
        self.crossing_index: dict[str, int] = {}  # k of X.ck: 0 is the gate
        self.crossing_road_neighbours: dict[str, tuple[str, ...]] = {}
        for r in cs["roads"]:
            rid, secs, xs = r["id"], [s["id"] for s in r["sections"]], r["crossings"]
            self.road_sections[rid] = tuple(secs)
            self.road_crossings[rid] = tuple(xs)
            for k, s in enumerate(secs):
                self.section_road[s] = rid
                self.section_index[s] = k + 1
                self.section_adjoining[s] = tuple(secs[j] for j in (k - 1, k + 1) if 0 <= j < len(secs))
            for k, x in enumerate(xs):
                self.crossing_road[x] = rid
                self.crossing_index[x] = k
                self.crossing_road_neighbours[x] = tuple(xs[j] for j in (k - 1, k + 1) if 0 <= j < len(xs))
        self.sections: tuple[str, ...] = tuple(self.section_road)
        crossings = cs["crossings"]
        self.gates = frozenset(x for x, c in crossings.items() if c.get("gate"))
        # Where settlements may stand: every crossing but the Roman-numeral gates.
        self.settlement_crossings: tuple[str, ...] = tuple(x for x in self.crossing_road if x not in self.gates)
        self.crossing_terrains: dict[str, tuple[str, ...]] = {
            x: tuple(h for h in c["hexes"] if h in self.terrain_resource) for x, c in crossings.items()
        }
        # Yield number -> ((terrain, material, crossings touching it), ...)
        by_number: dict[int, list] = {}
        for t, n in sorted(self.terrain_number.items()):
            if n and self.terrain_resource[t]:
                touching = tuple(x for x in self.crossing_road if t in self.crossing_terrains[x])
                by_number.setdefault(n, []).append((t, self.terrain_resource[t], touching))
        self.yields_by_number = {n: tuple(v) for n, v in by_number.items()}

    # ------------------------------------------------------------ city

    def _load_city(self, city: dict) -> None:
        self.spaces: tuple[str, ...] = tuple(s["id"] for s in city["building_spaces"])
        self.building_yard = frozenset(s["id"] for s in city["building_spaces"] if s["at"] == "building_yard")
        # Ten outer city spaces, two per trade good; a workshop doubles the goods
        # of the city spaces its building space adjoins.
        self.city_spaces: dict[str, int] = {c["id"]: GOOD_ENUM[c["good"]] for c in city["city_spaces"]}
        self.space_doubles: dict[str, frozenset[int]] = {
            s["id"]: frozenset(self.city_spaces[c] for c in s["adjoins"]) for s in city["building_spaces"]}
        # Main-market spaces: material name (or "any") -> (space, rate)
        self.bank_spaces: dict[str, tuple[str, int]] = {
            s["bank_rate"]["material"]: (s["id"], s["bank_rate"]["rate"])
            for s in city["building_spaces"] if "bank_rate" in s
        }
        self.goods: dict[int, Good] = {
            GOOD_ENUM[g["good"]]: Good(g["good"], Cost.of(g["cost"]), g["road"], g["city"], g["gold"], g["toll"])
            for g in city["trade_goods"]
        }

    def _load_walls(self, walls: dict) -> None:
        self.walls: tuple[str, ...] = tuple(walls["walls"])
        index = {w: i for i, w in enumerate(self.walls)}
        # Tower space -> the wall positions (0-based) that open its triangle.
        self.tower_walls: dict[str, tuple[int, int]] = {
            t["id"]: tuple(index[w] for w in t["walls"]) for t in walls["towers"]
        }
        self.towers: tuple[str, ...] = tuple(self.tower_walls)

    def _load_components(self, c: dict) -> None:
        self.colours: tuple[str, ...] = tuple(c["colours"])
        self.cards_per_material: int = c["raw_material_cards_per_material"]
        self.starting_gold: int = c["starting_gold"]
        pieces = c["pieces_per_colour"]
        self.settlements_per_colour: int = pieces["settlement"]
        self.workshops_per_colour: int = pieces["craft_workshop"]
        self.customs_posts_per_colour: int = pieces["customs_post"]
        self.city_wall_pieces: int = c["city_wall_pieces"]
        self.tower_pieces: int = c["tower_pieces"]
        costs = c["building_costs"]
        self.cost_customs_post = Cost.of(costs["customs_post"])
        self.cost_settlement = Cost.of(costs["settlement"])
        self.cost_workshop = Cost.of(costs["craft_workshop"])
        self.cost_city_wall = Cost.of(costs["city_wall"])
        self.cost_tower = Cost.of(costs["tower"])
        self.cost_free_clay_wall = Cost.of(c["free_clay_wall_cost"])
        self.prestige_wall: int = c["prestige"]["city_wall"]
        self.prestige_tower: int = c["prestige"]["tower"]
        self.council_cards = tuple((COUNCIL_ENUM[cc["card"]], cc["victory_points"], cc["min_players"])
                                   for cc in c["council_cards"])
        self.council_points = {card: vp for card, vp, _ in self.council_cards}
        self.council_threshold: int = c["council_threshold"]
        self.council_safe_at: int = c["council_safe_at"]
        self.points_to_win: int = c["victory_points_to_win"]
        self.discard_above: int = c["robber_discard_above"]
        self.bank_rate: int = c["bank_rate"]

    def council_cards_for(self, players: int) -> tuple[int, ...]:
        """The council cards in play, highest first (3 players: no Small Council)."""
        return tuple(sorted((card for card, _, least in self.council_cards if players >= least), reverse=True))


BOARD = Board()
