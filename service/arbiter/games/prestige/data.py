"""The printed values and board data of Prestige, loaded once from `data/*.json`.

Stand-in values (everything the rulebook refers to but does not print) live in
those files, marked `"source": "stand-in"`, so that the printed values can
replace them without a code change. This module only turns them into lookup
tables keyed by the protobuf enums.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

from arbiter.prestige.v1 import prestige_pb2 as pb

_DIR = Path(__file__).parent / "data"


def _load(name: str) -> dict:
    return json.loads((_DIR / name).read_text())


BOARD = _load("board.json")
MARKET = _load("market.json")
CRAFTSMEN = _load("craftsmen.json")
CASTLE = _load("castle.json")
BONUS = _load("bonus.json")
EVENTS = _load("events.json")

# The goods a player holds, in the order of the Goods message.
RESOURCES = ("gold", "wood", "limestone", "glass", "marble")
RESOURCE_FIELD = {
    pb.RESOURCE_GOLD: "gold",
    pb.RESOURCE_WOOD: "wood",
    pb.RESOURCE_LIMESTONE: "limestone",
    pb.RESOURCE_GLASS: "glass",
    pb.RESOURCE_MARBLE: "marble",
}


def _enum(enum, prefix: str, name: str) -> int:
    return enum.Value(f"{prefix}_{name}")


# ------------------------------------------------------------- action bar

_bar = BOARD["action_bar"]
ACTIONS_LEFT_TO_RIGHT = tuple(_enum(pb.Action, "ACTION", a) for a in _bar["left_to_right"])
SPACE_1_AT_LEFT = {_enum(pb.Action, "ACTION", a): side == "left" for a, side in _bar["space_1_at"].items()}
OPEN_SPACES = {
    _enum(pb.Action, "ACTION", a): {int(n): k for n, k in counts.items()} for a, counts in _bar["open_spaces"].items()
}

# ---------------------------------------------------------- resource works

GOLD_DISC_SPACES = BOARD["resource_works"]["gold_disc_spaces"]
WORKER_SPACES = BOARD["resource_works"]["worker_spaces"]
_tracks = BOARD["income_tracks"]
GOLD_BASE_INCOME = tuple(_tracks["gold_base_income"])
INCOME = {
    "gold": tuple(_tracks["gold_resource_works"]),
    "wood": tuple(_tracks["wood"]),
    "limestone": tuple(_tracks["limestone"]),
    "marble": tuple(_tracks["marble"]),
}
WORKERS_SAVED = tuple(_tracks["workers_saved"])


def track(values: tuple, step: int) -> int:
    """The value of an income track at `step` (the last one past the end)."""
    return values[min(step, len(values) - 1)]


# ----------------------------------------------------------------- estates

_est = BOARD["estates"]
ESTATE_SPACES = tuple(_est["spaces"])  # E1..E11, marble_1, marble_2
ESTATE_INDEX = {s: i for i, s in enumerate(ESTATE_SPACES)}
BASE_HOLDING = frozenset(_est["base_holding"])
ADJACENT = {s: tuple(v["adjacent"]) for s, v in _est["spaces"].items()}
EDGE_SLOTS = {s: tuple(v["edge_to_slots"]) for s, v in _est["spaces"].items()}
MARBLE_SPOTS = frozenset(s for s, v in _est["spaces"].items() if v.get("marble"))
CONDITION_SLOTS = tuple(_est["market_condition_slots"])
ESTATE_COST = _est["cost"]["gold"]
TILE_SUPPLY = {
    _enum(pb.EstateTile, "ESTATE_TILE", k): n for k, n in _est["tile_supply"].items() if k != "source"
}
# Which income indicator an estate tile moves.
TILE_INCOME = {
    pb.ESTATE_TILE_FOREST: "wood",
    pb.ESTATE_TILE_LIMESTONE_QUARRY: "limestone",
    pb.ESTATE_TILE_TAX_REVENUE: "gold",
    pb.ESTATE_TILE_MARBLE_QUARRY: "marble",
}

# ------------------------------------------------------------------ market

_lines = MARKET["lines"]


def _goods(d: dict) -> tuple:
    """A Goods dict as a tuple (gold, wood, limestone, glass, marble, workers)."""
    return tuple(d.get(k, 0) for k in (*RESOURCES, "workers"))


# line -> direction -> [(pay, get)] as Goods tuples; hire lines separately.
MARKET_OPTIONS: dict[int, dict[str, list[tuple[tuple, tuple]]]] = {}
HIRE_LINES: dict[int, tuple] = {}
for _name, _spec in _lines.items():
    if _name == "source":
        continue
    _line = _enum(pb.MarketLine, "MARKET_LINE", _name)
    if "hire" in _spec:
        HIRE_LINES[_line] = _goods(_spec["hire"])
    else:
        MARKET_OPTIONS[_line] = {d: [(_goods(o["pay"]), _goods(o["get"])) for o in opts] for d, opts in _spec.items()}
MARKET_LINES = tuple(sorted([*MARKET_OPTIONS, *HIRE_LINES]))
HIRE_PRICE_FIRST = MARKET["hire_prices"]["first"]
HIRE_PRICE_THEN = MARKET["hire_prices"]["then"]
ACTIONS_PER_VISIT = MARKET["actions_per_visit"]


@dataclass(frozen=True)
class ConditionTile:
    id: str
    line: int
    replace: dict = field(default_factory=dict)  # direction -> [(pay, get)]
    price_change: int = 0


CONDITION_TILES = {
    tid: ConditionTile(
        tid,
        _enum(pb.MarketLine, "MARKET_LINE", spec["line"]),
        {d: [(_goods(o["pay"]), _goods(o["get"])) for o in opts] for d, opts in spec.get("replace", {}).items()},
        spec.get("price_change", 0),
    )
    for tid, spec in MARKET["condition_tiles"].items()
    if tid != "source"
}

# --------------------------------------------------------------- craftsmen

_craft = CRAFTSMEN["craftsmen"]
CRAFTSMAN = {_enum(pb.Craftsman, "CRAFTSMAN", k): k for k in _craft}
CRAFTSMAN_BY_NAME = {k: c for c, k in CRAFTSMAN.items()}
CRAFTSMAN_TYPE = {c: _craft[k]["type"] for c, k in CRAFTSMAN.items()}
CRAFTSMAN_LEVEL = {c: _craft[k]["level"] for c, k in CRAFTSMAN.items()}
CRAFTSMAN_YEAR = {c: _craft[k].get("year", 1) for c, k in CRAFTSMAN.items()}
STARTING_CRAFTSMEN = tuple(c for c, k in CRAFTSMAN.items() if _craft[k].get("starting"))
FREE_TRAINING_FIRST_YEAR = frozenset(CRAFTSMAN_BY_NAME[k] for k in CRAFTSMEN["free_training_first_year"])


def price_stacks(players: int, duel: bool) -> dict[int, list[int]]:
    """Craftsman -> head-tile prices, cheapest (the top of the stack) first."""
    table = CRAFTSMEN["prices"]["duel" if duel else str(players)]
    return {CRAFTSMAN_BY_NAME[k]: sorted(v) for k, v in table.items()}


WORK = {w: pb.Work.Name(w)[len("WORK_"):] for w in pb.Work.values() if w}
STOREY = {s: pb.Storey.Name(s)[len("STOREY_"):] for s in pb.Storey.values() if s}
STOREY_BY_NAME = {n: s for s, n in STOREY.items()}
STOREY_FIELD = {pb.STOREY_GROUND_FLOOR: "ground_floor", pb.STOREY_SECOND_STOREY: "second_storey", pb.STOREY_TOWER: "tower"}
STOREYS = (pb.STOREY_GROUND_FLOOR, pb.STOREY_SECOND_STOREY, pb.STOREY_TOWER)
# The Master Builder's works build the storey of the same name.
BUILDING_STOREY = {pb.WORK_GROUND_FLOOR: pb.STOREY_GROUND_FLOOR, pb.WORK_SECOND_STOREY: pb.STOREY_SECOND_STOREY,
                   pb.WORK_TOWER: pb.STOREY_TOWER}
FINISH_FIELD = {pb.WORK_STUCCO_DECORATION: "stucco_decoration", pb.WORK_WOOD_PANELING: "wood_paneling",
                pb.WORK_MARBLE_DECORATION: "marble_decoration"}

_works = CRAFTSMEN["works"]
WORK_CRAFTSMAN_TYPE = {w: _works[n]["craftsman"] for w, n in WORK.items()}
WORK_EXTERIOR = {w: _works[n]["side"] == "exterior" for w, n in WORK.items()}


def work_points(work: int, storey: int) -> int:
    """Prestige points of one finished work (What Do the Craftsmen Build?)."""
    spec = _works[WORK[work]]
    if "points" in spec:
        return spec["points"]
    return spec["points_by_storey"][STOREY[storey]]


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


ORDERS: dict[int, dict[int, OrderSpec]] = {}
for _name, _works_spec in CRAFTSMEN["orders"].items():
    if _name == "note":
        continue
    ORDERS[CRAFTSMAN_BY_NAME[_name]] = {
        _enum(pb.Work, "WORK", w): OrderSpec(
            cost=s["cost"],
            storeys=tuple(STOREY_BY_NAME[x] for x in s.get("storeys", ())),
            workers=s["workers"],
            exhausted=s["exhausted"],
            wood_or_limestone=s.get("wood_or_limestone", 0),
        )
        for w, s in _works_spec.items()
    }
TWO_ORDERS = frozenset(CRAFTSMAN_BY_NAME[k] for k in CRAFTSMEN["orders_per_season"]["two"])
DOUBLE_ORDER = frozenset(CRAFTSMAN_BY_NAME[k] for k in CRAFTSMEN["orders_per_season"]["double_order"])
DOUBLE_ORDER_WORKERS = {
    frozenset(STOREY_BY_NAME[x] for x in pair.split("+")): (v["workers"], v["exhausted"])
    for pair, v in CRAFTSMEN["double_orders"].items()
    if "+" in pair
}
_exp = CRAFTSMEN["experience_track"]
TOP_EXPERIENCE = _exp["top_level"]
EXPERIENCE_SAVES = tuple(_exp["saves"])
EXTRA_BONUS = tuple(_enum(pb.Gain, "GAIN", g) for g in _exp["extra_bonus"])
UPGRADE_EXPERIENCE_LOSS = _exp["upgrade_loss_per_level"]["value"]

# ------------------------------------------------------------------ castle

POSITIONS = CASTLE["positions"]
STATUE_SPOTS = CASTLE["statue_spots"]
STARTING_POSITION = CASTLE["starting_ground_floor"]
CASTLE_BONUS = CASTLE["bonuses"]  # [position-1][work name] -> gains (statues: a list)

# ------------------------------------------------------------------- bonus

LIGHT_CONDITIONS = BONUS["light"]
DARK_CONDITIONS = BONUS["dark"]
CONDITIONS = {**LIGHT_CONDITIONS, **DARK_CONDITIONS}
FIRST_GAME_LIGHT = tuple(BONUS["first_game_light"])
BONUS_COLUMNS = BONUS["columns"]["value"]
YELLOW_PER_PLAYER = BONUS["yellow_per_player"]["value"]
LIGHT_TILE_POINTS = BONUS["light_tile_points"]["value"]
DARK_PLACES = {False: tuple(BONUS["dark_places"]["standard"]), True: tuple(BONUS["dark_places"]["duel"])}
YELLOW = BONUS["yellow"]
ESTATE_DISC_FALLBACK_GOLD = BONUS["gains"]["estate_disc_fallback_gold"]

# ------------------------------------------------------------------ events

EVENT_CARDS = {
    cid: {_enum(pb.Season, "SEASON", s): _enum(pb.SeasonEvent, "SEASON_EVENT", e) for s, e in seasons.items()}
    for cid, seasons in EVENTS["cards"].items()
}
CARDS_PER_STACK = EVENTS["cards_per_stack"]["value"]
FIRST_GAME_CARDS = EVENTS["first_game"]
