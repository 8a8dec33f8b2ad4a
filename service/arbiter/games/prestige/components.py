"""The components of Prestige, compiled from the edition a game is played with
(`arbiter.prestige.v1.Rules`; the built-in one is `data/builtin.json`,
docs/editions.md).

Stand-in values (everything the rulebook refers to but does not print) are
marked PROVENANCE_STAND_IN in the edition, so that the printed values can
replace them without a code change. `compile` turns one edition into plain
lookup tables keyed by the protobuf enums (`Tables`), once, when the edition
is loaded; the rules code reads them through `of(state)`. What follows from
the enums themselves (the goods, the storeys, which work builds which storey)
stays here as code.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from pathlib import Path

from arbiter.engine import editions
from arbiter.prestige.v1 import prestige_pb2 as pb

GAME_ID = "prestige"
BUILTIN_EDITION = str(Path(__file__).parent / "data" / "builtin.json")

# The goods a player holds, in the order of the Goods message.
RESOURCES = ("gold", "wood", "limestone", "glass", "marble")
GOODS = (*RESOURCES, "workers")
RESOURCE_FIELD = {
    pb.RESOURCE_GOLD: "gold",
    pb.RESOURCE_WOOD: "wood",
    pb.RESOURCE_LIMESTONE: "limestone",
    pb.RESOURCE_GLASS: "glass",
    pb.RESOURCE_MARBLE: "marble",
}
# What a Reward gives, in the order of its fields.
REWARDS = (*RESOURCES, "workers_back", "experience", "estate_disc")

# Which income indicator an estate tile moves.
TILE_INCOME = {
    pb.ESTATE_TILE_FOREST: "wood",
    pb.ESTATE_TILE_LIMESTONE_QUARRY: "limestone",
    pb.ESTATE_TILE_TAX_REVENUE: "gold",
    pb.ESTATE_TILE_MARBLE_QUARRY: "marble",
}

WORK = {w: pb.Work.Name(w)[len("WORK_"):] for w in pb.Work.values() if w}
STOREY = {s: pb.Storey.Name(s)[len("STOREY_"):] for s in pb.Storey.values() if s}
STOREY_BY_NAME = {n: s for s, n in STOREY.items()}
STOREY_FIELD: dict[int, str] = {pb.STOREY_GROUND_FLOOR: "ground_floor", pb.STOREY_SECOND_STOREY: "second_storey",
                                 pb.STOREY_TOWER: "tower"}
STOREYS = (pb.STOREY_GROUND_FLOOR, pb.STOREY_SECOND_STOREY, pb.STOREY_TOWER)
# The Master Builder's works build the storey of the same name.
BUILDING_STOREY = {pb.WORK_GROUND_FLOOR: pb.STOREY_GROUND_FLOOR, pb.WORK_SECOND_STOREY: pb.STOREY_SECOND_STOREY,
                   pb.WORK_TOWER: pb.STOREY_TOWER}
FINISH_FIELD = {pb.WORK_STUCCO_DECORATION: "stucco_decoration", pb.WORK_WOOD_PANELING: "wood_paneling",
                pb.WORK_MARBLE_DECORATION: "marble_decoration"}
CRAFTSMAN_TYPE_NAME = {t: pb.CraftsmanType.Name(t)[len("CRAFTSMAN_TYPE_"):] for t in pb.CraftsmanType.values() if t}
# The craftsmen (Craftsmen): a type and a level, as each one's name says.
CRAFTSMAN = {c: pb.Craftsman.Name(c)[len("CRAFTSMAN_"):] for c in pb.Craftsman.values() if c}
CRAFTSMAN_TYPE = {c: name.rsplit("_", 1)[0] for c, name in CRAFTSMAN.items()}
CRAFTSMAN_LEVEL = {c: {"I": 1, "II": 2, "III": 3}[name.rsplit("_", 1)[1]] for c, name in CRAFTSMAN.items()}
# What Do the Craftsmen Build?: who builds each work, and whether it scores
# exterior (the building, wall cladding, statues) or interior points.
WORK_CRAFTSMAN_TYPE = {
    pb.WORK_GROUND_FLOOR: "MASTER_BUILDER", pb.WORK_SECOND_STOREY: "MASTER_BUILDER", pb.WORK_TOWER: "MASTER_BUILDER",
    pb.WORK_STUCCO_DECORATION: "STUCCO_WORKER", pb.WORK_WOOD_PANELING: "CARPENTER",
    pb.WORK_MARBLE_DECORATION: "STONEMASON", pb.WORK_WALL_CLADDING: "SCULPTOR", pb.WORK_STATUE: "SCULPTOR",
    pb.WORK_COLUMN: "SCULPTOR",
}
WORK_EXTERIOR = {w: w in (pb.WORK_GROUND_FLOOR, pb.WORK_SECOND_STOREY, pb.WORK_TOWER, pb.WORK_WALL_CLADDING,
                          pb.WORK_STATUE) for w in WORK}
ACTION_NAME = {a: pb.Action.Name(a)[len("ACTION_"):] for a in pb.Action.values() if a}
MARKET_LINE_NAME = {m: pb.MarketLine.Name(m)[len("MARKET_LINE_"):] for m in pb.MarketLine.values() if m}
# Market: the three hire lines, and the four lines that buy and sell one resource.
HIRE_LINE_SET = frozenset({pb.MARKET_LINE_HIRE_TWO_WORKERS, pb.MARKET_LINE_HIRE_WORKER_WITH_WOOD,
                           pb.MARKET_LINE_HIRE_WORKER_WITH_LIMESTONE})
SALE_LINES = frozenset({pb.MARKET_LINE_MARBLE, pb.MARKET_LINE_GLASS, pb.MARKET_LINE_WOOD, pb.MARKET_LINE_LIMESTONE})
GAIN_SET = frozenset(g for g in pb.Gain.values() if g)
SEASON_EVENT_SET = frozenset(e for e in pb.SeasonEvent.values() if e)
SEASON_FIELD = {pb.SEASON_SPRING: "spring", pb.SEASON_SUMMER: "summer", pb.SEASON_AUTUMN: "autumn",
                pb.SEASON_WINTER: "winter"}


def track(values: tuple, step: int) -> int:
    """The value of an income track at `step` (the last one past the end)."""
    return values[min(step, len(values) - 1)]


def goods(g: pb.Goods) -> tuple:
    """A Goods message as a tuple (gold, wood, limestone, glass, marble, workers)."""
    return (g.gold, g.wood, g.limestone, g.glass, g.marble, g.workers)


def _named(msg, names) -> dict:
    """The non-zero fields `names` of `msg` as a dict, in that order."""
    return {k: getattr(msg, k) for k in names if getattr(msg, k)}


def _directions(directions) -> dict[str, list[tuple[tuple, tuple]]]:
    return {d.name: [(goods(t.pay), goods(t.get)) for t in d.trades] for d in directions}


@dataclass(frozen=True)
class ConditionTile:
    id: str
    line: int
    replace: dict = field(default_factory=dict)  # direction -> [(pay, get)]
    price_change: int = 0


@dataclass(frozen=True)
class OrderSpec:
    """What one order of a craftsman for a work takes."""

    cost: dict
    storeys: tuple = ()
    workers: dict | int = 0
    exhausted: dict | int = 0
    wood_or_limestone: int = 0

    def workers_for(self, storey: int) -> tuple[int, int]:
        if isinstance(self.workers, int):
            return self.workers, self.exhausted
        name = STOREY[storey]
        return self.workers[name], self.exhausted[name]


class Tables:
    """One edition's components as the rules code reads them (plain Python
    structures, compiled once per edition)."""

    def __init__(self, rules: pb.Rules):
        # Action bar (Overview of Actions, Number of Players).
        areas = rules.action_bar.areas
        self.ACTIONS_LEFT_TO_RIGHT = tuple(a.action for a in areas)
        self.AREA_INDEX = {a: i for i, a in enumerate(self.ACTIONS_LEFT_TO_RIGHT)}
        self.SPACE_1_AT_LEFT = {a.action: a.space_one_at_left for a in areas}
        self.OPEN_SPACES: dict[int, dict[int, int]] = {
            a.action: {o.players: o.spaces for o in a.open_spaces} for a in areas}
        # (player count, last round) -> action -> stewards it takes; in the
        # last round the limit on construction orders is lifted.
        self.STEWARD_LIMITS = {
            (n, last): {a: (math.inf if last and a == pb.ACTION_CONSTRUCTION_ORDER else spaces[n])
                        for a, spaces in self.OPEN_SPACES.items()}
            for n in {n for spaces in self.OPEN_SPACES.values() for n in spaces} for last in (False, True)
        }

        # Resource Works and income tracks.
        works = rules.resource_works
        self.GOLD_DISC_SPACES = works.gold_disc_spaces
        self.WORKER_SPACES = {RESOURCE_FIELD[c.resource]: c.spaces for c in works.columns}
        self.GOLD_BASE_INCOME = tuple(works.gold_base_income)
        self.INCOME = {"gold": tuple(works.gold_income), "wood": tuple(works.wood_income),
                       "limestone": tuple(works.limestone_income), "marble": tuple(works.marble_income)}
        self.WORKERS_SAVED = tuple(works.workers_saved)

        # Estates.
        spots = rules.estates.spots
        self.ESTATE_SPACES = tuple(s.id for s in spots)  # E1..E11, marble_1, marble_2
        self.ESTATE_INDEX = {s: i for i, s in enumerate(self.ESTATE_SPACES)}
        self.BASE_HOLDING = frozenset(b.id for b in rules.estates.base_holding)
        self.ADJACENT = {s.id: tuple(s.adjacent) for s in spots}
        self.EDGE_SLOTS = {s.id: tuple(s.edge_slots) for s in spots}
        self.EDGE_SPACES = tuple((self.ESTATE_INDEX[s], slots) for s, slots in self.EDGE_SLOTS.items() if slots)
        self.MARBLE_SPOTS = frozenset(s.id for s in spots if s.marble)
        self.CONDITION_SLOTS = tuple(c.id for c in rules.estates.condition_slots)
        self.ESTATE_COST = rules.estate_tiles.cost
        self.TILE_SUPPLY = {t.tile: t.count for t in rules.estate_tiles.supply}

        # Market.
        market = rules.market
        self.MARKET_OPTIONS: dict[pb.MarketLine, dict[str, list[tuple[tuple, tuple]]]] = {}
        self.HIRE_LINES: dict[pb.MarketLine, tuple] = {}
        for line in market.lines:
            if line.HasField("hire"):
                self.HIRE_LINES[line.line] = goods(line.hire)
            else:
                self.MARKET_OPTIONS[line.line] = _directions(line.directions)
        self.MARKET_LINES = tuple(sorted([*self.MARKET_OPTIONS, *self.HIRE_LINES]))
        self.HIRE_PRICE_FIRST = market.hire_price_first
        self.HIRE_PRICE_THEN = market.hire_price_then
        self.ACTIONS_PER_VISIT = {
            "first_space": market.actions_first_space, "other_spaces": market.actions_other_spaces,
            "restricted_market_first": market.restricted_actions_first_space,
            "restricted_market_other": market.restricted_actions_other_spaces,
        }
        self.CONDITION_TILES = {t.id: ConditionTile(t.id, t.line, _directions(t.replace), t.price_change)
                                for t in rules.market_conditions.tiles}
        # What each resource is worth at game end: what its Market line's sale gives.
        self.STANDARD_VALUES = {}
        for resource, line in (("gold", None), ("wood", pb.MARKET_LINE_WOOD), ("limestone", pb.MARKET_LINE_LIMESTONE),
                               ("glass", pb.MARKET_LINE_GLASS), ("marble", pb.MARKET_LINE_MARBLE)):
            if line is None:
                self.STANDARD_VALUES[resource] = 1
            else:
                (_, get), = self.MARKET_OPTIONS[line]["sell"]
                self.STANDARD_VALUES[resource] = get[0]

        # Craftsmen.
        tiles = rules.craftsmen.tiles
        self.CRAFTSMAN_YEAR = {t.craftsman: t.year for t in tiles}
        self.STARTING_CRAFTSMEN = tuple(t.craftsman for t in tiles if t.starting)
        self.FREE_TRAINING_FIRST_YEAR = frozenset(t.craftsman for t in tiles if t.free_training_first_year)
        self.TWO_ORDERS = frozenset(t.craftsman for t in tiles if t.orders_per_season >= 2)
        self.DOUBLE_ORDER = frozenset(t.craftsman for t in tiles if t.double_order)
        self.PRICES = {("duel" if p.duel else p.players): {s.craftsman: sorted(s.prices) for s in p.stacks}
                       for p in rules.craftsmen.prices}

        # Works, orders and experience.
        self.WORK_POINTS = {(w.work, s): (next((p.points for p in w.points_by_storey if p.storey == s), 0)
                                          if w.points_by_storey else w.points)
                            for w in rules.works.works for s in (pb.STOREY_UNSPECIFIED, *STOREYS)}
        self.ORDERS: dict[int, dict[int, OrderSpec]] = {}
        for o in rules.orders.orders:
            if o.per_storey:
                workers = {STOREY[s.storey]: s.workers for s in o.per_storey}
                exhausted = {STOREY[s.storey]: s.exhausted for s in o.per_storey}
            else:
                workers, exhausted = o.workers, o.exhausted
            self.ORDERS.setdefault(o.craftsman, {})[o.work] = OrderSpec(
                cost=_named(o.cost, RESOURCES), storeys=tuple(o.storeys), workers=workers, exhausted=exhausted,
                wood_or_limestone=o.wood_or_limestone)
        self.DOUBLE_ORDER_WORKERS = {frozenset(d.storeys): (d.workers, d.exhausted) for d in rules.orders.double_orders}
        exp = rules.experience
        self.TOP_EXPERIENCE = exp.top_level
        self.EXPERIENCE_SAVES = tuple(_named(s, ("wood", "limestone", "workers"))
                                      for s in sorted(exp.savings, key=lambda s: s.level))
        self.EXTRA_BONUS = tuple(exp.extra_bonus)
        self.UPGRADE_EXPERIENCE_LOSS = exp.upgrade_loss_per_level

        # Castle.
        castle = rules.castle
        self.POSITIONS = len(castle.positions)
        self.STATUE_SPOTS = castle.statue_spots
        self.STARTING_POSITION = castle.starting_ground_floor
        # [position-1][work name] -> gains (statues: a list)
        self.CASTLE_BONUS = [{
            "GROUND_FLOOR": _named(p.ground_floor, REWARDS), "SECOND_STOREY": _named(p.second_storey, REWARDS),
            "TOWER": _named(p.tower, REWARDS), "WALL_CLADDING": _named(p.wall_cladding, REWARDS),
            "STATUE": [_named(s, REWARDS) for s in p.statues],
        } for p in sorted(castle.positions, key=lambda p: p.position)]

        # Bonus board.
        bonus = rules.bonus
        self.LIGHT_CONDITIONS = {c.id: {"text": c.text, "count": c.count, "at_least": c.at_least} for c in bonus.light}
        self.DARK_CONDITIONS = {c.id: {"text": c.text, "count": c.count, "at_least": c.at_least} for c in bonus.dark}
        self.CONDITIONS = {**self.LIGHT_CONDITIONS, **self.DARK_CONDITIONS}
        self.FIRST_GAME_LIGHT = tuple(bonus.first_game_light)
        self.BONUS_COLUMNS = bonus.columns
        self.YELLOW_PER_PLAYER = bonus.yellow_per_player
        self.LIGHT_TILE_POINTS = bonus.light_tile_points
        self.DARK_PLACES = {False: tuple(bonus.dark_places), True: tuple(bonus.duel_dark_places)}
        self.YELLOW = {y.id: _named(y.reward, REWARDS) for y in bonus.yellow}
        self.ESTATE_DISC_FALLBACK_GOLD = bonus.estate_disc_fallback_gold

        # Event cards.
        events = rules.events
        self.EVENT_CARDS = {c.id: {s: getattr(c, f) for s, f in SEASON_FIELD.items() if getattr(c, f)}
                            for c in events.cards}
        self.CARDS_PER_STACK = events.cards_per_stack
        self.FIRST_GAME_CARDS = {"spring_summer": tuple(events.first_game_spring_summer),
                                 "autumn_winter": tuple(events.first_game_autumn_winter)}

        # What every player starts with.
        self.STARTING_GOLD = rules.setup.starting_gold
        self.STARTING_WORKERS = rules.setup.starting_workers
        self.STEWARDS = rules.setup.stewards

    def price_stacks(self, players: int, duel: bool) -> dict[int, list[int]]:
        """Craftsman -> head-tile prices, cheapest (the top of the stack) first."""
        return {c: list(p) for c, p in self.PRICES["duel" if duel else players].items()}

    def work_points(self, work: int, storey: int) -> int:
        """Prestige points of one finished work (What Do the Craftsmen Build?)."""
        return self.WORK_POINTS[work, storey]


def compile(rules: pb.Rules) -> Tables:  # noqa: A001 (the edition hook's name)
    return Tables(rules)


# of(state): the components of the edition `state` is played with (one call,
# made several times per move: editions.reader).
of = editions.reader(GAME_ID)


def builtin() -> Tables:
    """The components of the built-in edition."""
    from arbiter import games  # the game registers its editions on first use

    return games.get(GAME_ID).editions.default.tables

