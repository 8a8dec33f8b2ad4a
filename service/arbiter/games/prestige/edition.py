"""What the rulebook requires of a Prestige edition, and how an edition is cut
down to one variant and player count (docs/editions.md).

The rulebook prints the box's contents (Components), the setup (General
Setup, Number of Players), the craftsman prices, the Market's rates and the
points of every work; an edition must match the counts and the numbers the
rules are written around. What it leaves to pictures that are not public (the
action bar, the estates board, the income tracks, the castle bonuses, the
experience track, the bonus conditions, yellow tiles, event cards and
market-condition tiles) an edition may set, as long as every id it names
exists and every value lies in the range the rules can play
(docs/games/prestige.md).
"""
from __future__ import annotations

from collections import Counter

from arbiter.engine import constraints
from arbiter.engine.constraints import (
    At,
    Constraint,
    between,
    count,
    each_once,
    equals,
    inside,
    not_negative,
    refers,
    that,
    when,
)
from arbiter.engine.editions import Violation
from arbiter.games.prestige import components
from arbiter.games.prestige.components import compile  # noqa: F401 (the edition hook)
from arbiter.games.prestige.sections import (
    BONUS_SPACE,
    COMPONENTS,
    CRAFTSMAN,
    CRAFTSMEN_BUILD,
    DUEL,
    END_OF_GAME,
    ESTATES,
    EVENT_CARDS,
    EXPERIENCE,
    GAME_BOARD,
    GENERAL_SETUP,
    GLOSSARY,
    MARKET,
    NUMBER_OF_PLAYERS,
    OVERVIEW_OF_ACTIONS,
    PERSONAL_SETUP,
    RESOURCE_WORKS,
    WHAT_CAN_BE_BUILT,
)
from arbiter.prestige.v1 import prestige_pb2 as pb

PLAYER_COUNTS = (2, 3, 4)
DRAWING = "drawing"  # where a thing is drawn: no rule, the picture's own bounds

# Components: the box's counts.
TILE_SUPPLY = {pb.ESTATE_TILE_TAX_REVENUE: 8, pb.ESTATE_TILE_LIMESTONE_QUARRY: 4, pb.ESTATE_TILE_FOREST: 4}
LIGHT, DARK, YELLOW, EVENTS, MARKET_CONDITIONS = 10, 10, 14, 8, 8
STEWARDS, WORKERS = 5, 12
# General Setup 5, 8, 12; Estate Expansion; the Market; the duel variant.
STARTING_GOLD = 5
CARDS_PER_STACK = 3
COLUMNS = 5
YELLOW_PER_PLAYER = 3
ESTATE_COST = 3
HIRE_PRICES = (2, 3)
MARKET_ACTIONS = (3, 2)  # on space 1, elsewhere
LIGHT_TILE_POINTS = 3
DARK_PLACES, DUEL_DARK_PLACES = (7, 5, 3), (7, 3)
UPGRADE_LOSS = 1
# What Do the Craftsmen Build?: the points of each work (per storey for
# the interior finishes: ground floor, 2nd storey, tower).
POINTS = {pb.WORK_GROUND_FLOOR: 8, pb.WORK_SECOND_STOREY: 6, pb.WORK_TOWER: 12, pb.WORK_WALL_CLADDING: 7,
          pb.WORK_STATUE: 5, pb.WORK_COLUMN: 6}
POINTS_BY_STOREY = {pb.WORK_STUCCO_DECORATION: (4, 4, 5), pb.WORK_WOOD_PANELING: (4, 4, 5),
                    pb.WORK_MARBLE_DECORATION: (5, 5, 6)}
# General Setup 6: when each craftsman is displayed; Personal Setup 2: the
# three everybody starts with.
YEAR = {pb.CRAFTSMAN_SCULPTOR_I: 1, pb.CRAFTSMAN_STONEMASON_I: 1, pb.CRAFTSMAN_MASTER_BUILDER_II: 2,
        pb.CRAFTSMAN_CARPENTER_II: 2, pb.CRAFTSMAN_STUCCO_WORKER_II: 2, pb.CRAFTSMAN_MASTER_BUILDER_III: 3,
        pb.CRAFTSMAN_CARPENTER_III: 3, pb.CRAFTSMAN_STUCCO_WORKER_III: 3, pb.CRAFTSMAN_STONEMASON_III: 3}
STARTING = frozenset({pb.CRAFTSMAN_MASTER_BUILDER_I, pb.CRAFTSMAN_CARPENTER_I, pb.CRAFTSMAN_STUCCO_WORKER_I})
# What the bonus conditions may count (the counting in bonus.py).
COUNTS = frozenset({"tower", "second_storey", "ground_floor", "wood_paneling", "stucco_decoration",
                    "marble_decoration", "statue", "wall_cladding", "column", "fully_decorated", "estate_disc",
                    "marble_disc"})
_GOODS = ("gold", "wood", "limestone", "glass", "marble", "workers")
_REWARDS = components.REWARDS


def _ids(rules: pb.Rules, at: At):
    """Ids are strings that states, moves and events name (and that views
    hide): each names one thing of the edition."""
    owner: dict[str, str] = {}
    for field, things in (("estates.spots", rules.estates.spots), ("estates.baseHolding", rules.estates.base_holding),
                          ("estates.conditionSlots", rules.estates.condition_slots),
                          ("marketConditions.tiles", rules.market_conditions.tiles), ("bonus.light", rules.bonus.light),
                          ("bonus.dark", rules.bonus.dark), ("bonus.yellow", rules.bonus.yellow),
                          ("events.cards", rules.events.cards)):
        for k, thing in enumerate(things):
            f = f"{field}[{k}].id"
            if not thing.id or len(thing.id) > 16:
                yield f, "an id of 1 to 16 characters"
            elif thing.id in owner:
                yield f, f"an id no other thing of the edition has ({owner[thing.id]} has {thing.id!r})"
            else:
                owner[thing.id] = f


def _board(at: At):
    return at.rules.board_size


def _open_counts(open_spaces) -> dict[int, int]:
    return {o.players: o.spaces for o in open_spaces}


def _one_per_count(open_spaces) -> bool:
    return sorted(_open_counts(open_spaces)) == list(PLAYER_COUNTS) and len(open_spaces) == len(PLAYER_COUNTS)


def _adjacent(adjacent, at: At):
    """An estate space's neighbours exist and list it back."""
    est, spot = at.rules.estates, at.entry
    spots = {s.id: set(s.adjacent) for s in est.spots}
    base = {b.id for b in est.base_holding}
    for a in adjacent:
        if a not in spots and a not in base:
            yield "", f"{a!r} is no estate space"
        elif a in spots and spot.id not in spots[a]:
            yield "", f"{a!r} lies next to {spot.id!r} too"


def _trades(directions, at: At):
    names = [d.name for d in directions]
    if len(set(names)) != len(names) or not all(names):
        yield "", "named directions, each once"
    for j, d in enumerate(directions):
        if not d.trades:
            yield f"[{j}].trades", "at least one exchange"
        for i, t in enumerate(d.trades):
            pay, get = components.goods(t.pay), components.goods(t.get)
            if min(pay + get) < 0 or not any(pay) or not any(get) or pay[5] or not 0 < sum(pay) + sum(get) <= 12:
                yield f"[{j}].trades[{i}]", "gives something and receives something, no negatives, no workers given"


def _line(at: At, up: int = 1):
    return at.up[-up]


def _lines(at: At) -> dict:
    return {line.line: line for line in at.rules.market.lines}


def _named_directions(replace, at: At):
    named = {d.name for d in _lines(at)[at.entry.line].directions}
    return [("", f"{d.name!r} is no direction of its line") for d in replace if d.name not in named]


def _workers(order, at: At):
    pairs = [(order.workers, order.exhausted)] if not order.per_storey else \
        [(s.workers, s.exhausted) for s in order.per_storey]
    return [(".workers", f"1 to {WORKERS} workers, of which 0 to all exhausted")
            for workers, exhausted in pairs if not 1 <= workers <= WORKERS or not 0 <= exhausted <= workers]


def _everyone_builds(orders, at: At):
    return [("", f"{components.CRAFTSMAN[c]} builds something")
            for c in components.CRAFTSMAN if not any(o.craftsman == c for o in orders)]


def _price_tables(prices, at: At) -> bool:
    tables = Counter((p.players, p.duel) for p in prices)
    wanted = {(n, False) for n in PLAYER_COUNTS} | {(2, True)}
    return set(tables) == wanted and max(tables.values(), default=0) <= 1


def _first_game_events(ss, at: At) -> bool:
    ev = at.entry
    aw = list(ev.first_game_autumn_winter)
    ss = list(ss)
    return (len(ss) == CARDS_PER_STACK and len(aw) == CARDS_PER_STACK and len(set(ss + aw)) == 2 * CARDS_PER_STACK
            and set(ss + aw) <= {c.id for c in ev.cards})


def _track(json_name: str) -> Constraint:
    return Constraint(f"resourceWorks.{json_name}", that(
        lambda v, at: bool(v) and all(0 <= x <= 20 for x in v) and list(v) == sorted(v),
        "a track of 0 to 20 that never falls as the indicator moves right"), GAME_BOARD)


def _picture(path: str, size=_board) -> Constraint:
    return Constraint(path, inside(size), DRAWING)


def _sized(path: str, what: str) -> Constraint:
    return Constraint(path, that(lambda s, at: s.x > 0 and s.y > 0, f"the {what} picture's width and height"), DRAWING)


_HIRE = frozenset(components.HIRE_LINE_SET)
_STOREY_PAIRS = {frozenset((a, b)) for a in components.STOREYS for b in components.STOREYS if a < b}
_SEASONS = ("spring", "summer", "autumn", "winter")
def _CASTLE(at: At):
    return at.rules.castle.size


def _BONUS(at: At):
    return at.rules.bonus.size

_SETUP_6 = GENERAL_SETUP + " 6"

CONSTRAINTS: tuple[Constraint, ...] = (
    Constraint("", _ids, COMPONENTS),
    _sized("boardSize", "board"),

    # The action bar: the six actions, spaces open per player count.
    Constraint("actionBar.areas", each_once(components.ACTION_NAME, "actions", key=lambda a: a.action),
               OVERVIEW_OF_ACTIONS),
    Constraint("actionBar.areas[].openSpaces", that(lambda v, at: _one_per_count(v),
                                                    "one entry for each player count 2, 3 and 4"), NUMBER_OF_PLAYERS),
    Constraint("actionBar.areas[].openSpaces", when(lambda v, at: _one_per_count(v), that(
        lambda v, at: all(1 <= _open_counts(v)[n] <= _open_counts(v)[n + 1] <= 8 for n in PLAYER_COUNTS[:-1]),
        "1 to 8 spaces, more players never fewer")), NUMBER_OF_PLAYERS),
    Constraint("actionBar.areas[].spaces", that(
        lambda v, at: not at.entry.open_spaces or len(v) == max(_open_counts(at.entry.open_spaces).values()),
        "where each space is drawn: as many as the most open spaces"), DRAWING),
    _picture("actionBar.areas[].position"),
    _picture("actionBar.areas[].spaces[]"),

    # The Resource Works and income tracks.
    Constraint("resourceWorks.goldDiscSpaces", between(1, 8, "1 to 8 spaces for gold marker discs"), RESOURCE_WORKS),
    Constraint("resourceWorks.columns", each_once((pb.RESOURCE_WOOD, pb.RESOURCE_LIMESTONE, pb.RESOURCE_MARBLE),
                                                  "worker columns (wood, limestone, marble)", key=lambda c: c.resource),
               RESOURCE_WORKS),
    Constraint("resourceWorks.columns[].spaces", between(1, 4 * WORKERS, f"1 to {4 * WORKERS} worker spaces"),
               RESOURCE_WORKS),
    _picture("resourceWorks.columns[].position"),
    _picture("resourceWorks.goldDiscsPosition"),
    *(_track(n) for n in ("goldBaseIncome", "goldIncome", "woodIncome", "limestoneIncome", "marbleIncome",
                          "workersSaved")),

    # The estates board.
    Constraint("estates.baseHolding", that(lambda v, at: len(v) == 3, "the three spaces C of the common base holding"),
               ESTATES),
    Constraint("estates.spots", that(lambda v, at: sum(1 for s in v if s.marble) == 2,
                                     "the marble space's two spots"), ESTATES),
    Constraint("estates.spots[].adjacent", _adjacent, ESTATES),
    Constraint("estates.spots[].edgeSlots", refers(lambda at: {c.id for c in at.rules.estates.condition_slots},
                                                   lambda slot: f"{slot!r} is no market-condition slot"), ESTATES),
    Constraint("estates.spots[].edgeSlots", that(lambda v, at: not (at.entry.marble and v),
                                                 "the marble space is no edge space"), ESTATES),
    _picture("estates.spots[].position"),
    Constraint("estates.spots", that(
        lambda v, at: any(set(s.adjacent) & {b.id for b in at.rules.estates.base_holding} for s in v if not s.marble),
        "a first estate can be laid next to the base holding"), ESTATES),
    _picture("estates.baseHolding[].position"),
    _picture("estates.conditionSlots[].position"),
    Constraint("estateTiles.supply", that(
        lambda v, at: {t.tile: t.count for t in v} == TILE_SUPPLY and len(v) == len(TILE_SUPPLY),
        "8 gold (tax revenue), 4 limestone-quarry and 4 forest tiles"), COMPONENTS),
    Constraint("estateTiles.cost", equals(ESTATE_COST), ESTATES),

    # The Market.
    Constraint("market.lines", each_once(components.MARKET_LINE_NAME, "Market lines", key=lambda ln: ln.line), MARKET),
    Constraint("market.lines[]", that(lambda ln, at: (ln.line in _HIRE) == ln.HasField("hire") != bool(ln.directions),
                                      "the three hire lines hire (workers and goods), the others trade"), MARKET),
    Constraint("market.lines[].hire", when(lambda h, at: at.entry.line in _HIRE, not_negative(_GOODS)), COMPONENTS),
    Constraint("market.lines[].hire.workers", when(lambda w, at: _line(at, 2).line in _HIRE,
                                                   between(1, 2, "1 or 2 workers")), MARKET),
    Constraint("market.lines[].directions", _trades, MARKET),
    Constraint("market.lines[].directions", when(lambda v, at: at.entry.line in components.SALE_LINES, that(
        lambda v, at: len(next((d.trades for d in v if d.name == "sell"), ())) == 1,
        "one 'sell' exchange: the standard value at the game's end")), END_OF_GAME),
    _picture("market.lines[].position"),
    Constraint("market.hirePriceFirst", equals(HIRE_PRICES[0]), MARKET),
    Constraint("market.hirePriceThen", equals(HIRE_PRICES[1]), MARKET),
    Constraint("market.actionsFirstSpace", equals(MARKET_ACTIONS[0]), MARKET),
    Constraint("market.actionsOtherSpaces", equals(MARKET_ACTIONS[1]), MARKET),
    Constraint("market.restrictedActionsFirstSpace", that(
        lambda first, at: 1 <= at.entry.restricted_actions_other_spaces <= first <= MARKET_ACTIONS[0],
        "Restricted market allows fewer actions, at least 1"), GLOSSARY),
    Constraint("marketConditions.tiles", count(MARKET_CONDITIONS, "market-condition tiles"), COMPONENTS),
    Constraint("marketConditions.tiles[].line", that(lambda line, at: line in _lines(at), "a line of the Market"),
               MARKET),
    Constraint("marketConditions.tiles[].replace", when(lambda v, at: at.entry.line in _lines(at), _named_directions),
               ESTATES),
    Constraint("marketConditions.tiles[].replace", when(lambda v, at: at.entry.line in _lines(at), _trades), MARKET),
    Constraint("marketConditions.tiles[].priceChange", when(lambda v, at: at.entry.line in _lines(at), that(
        lambda change, at: not change or at.entry.line in _HIRE, "only a hire line has a price to change")), ESTATES),
    Constraint("marketConditions.tiles[]", when(lambda t, at: t.line in _lines(at), that(
        lambda t, at: -HIRE_PRICES[0] < t.price_change <= 0 and bool(t.replace or t.price_change),
        "an improvement: better exchanges, or a price lower by less than the marker's")), ESTATES),

    # Craftsmen and their prices.
    Constraint("craftsmen.tiles", each_once(components.CRAFTSMAN, "craftsmen", key=lambda t: t.craftsman), COMPONENTS),
    Constraint("craftsmen.tiles[].type", that(
        lambda v, at: components.CRAFTSMAN_TYPE.get(at.entry.craftsman) == components.CRAFTSMAN_TYPE_NAME.get(v),
        lambda v, at: f"{components.CRAFTSMAN.get(at.entry.craftsman)} is a "
                      f"{components.CRAFTSMAN_TYPE.get(at.entry.craftsman)}"), COMPONENTS),
    Constraint("craftsmen.tiles[].level", that(
        lambda v, at: components.CRAFTSMAN_LEVEL.get(at.entry.craftsman) == v,
        lambda v, at: f"{components.CRAFTSMAN.get(at.entry.craftsman)} is level "
                      f"{components.CRAFTSMAN_LEVEL.get(at.entry.craftsman)}"), COMPONENTS),
    Constraint("craftsmen.tiles[].starting", that(
        lambda v, at: v == (at.entry.craftsman in STARTING),
        "every player starts with Master Builder I, Carpenter I and Stucco Worker I"), PERSONAL_SETUP),
    Constraint("craftsmen.tiles[].year", that(
        lambda v, at: v == YEAR.get(at.entry.craftsman, 1),
        lambda v, at: f"displayed from year {YEAR.get(at.entry.craftsman, 1)}"), _SETUP_6),
    Constraint("craftsmen.tiles[].ordersPerSeason", that(
        lambda v, at: v in (1, 2) and not (at.entry.double_order and v != 2),
        "1 or 2 orders per season; a double order needs 2"), CRAFTSMEN_BUILD),
    Constraint("craftsmen.tiles[].freeTrainingFirstYear", that(
        lambda v, at: not v or (not at.entry.starting and at.entry.year == 2),
        "free training in year 1 upgrades to a year-2 craftsman"), GLOSSARY),
    _picture("craftsmen.tiles[].position"),
    Constraint("craftsmen.prices", that(_price_tables, "one price table for each of 2, 3 and 4 players and one for "
                                                       "the duel variant"), _SETUP_6),
    Constraint("craftsmen.prices[].stacks", each_once(YEAR, "craftsmen for hire", key=lambda s: s.craftsman), _SETUP_6),
    *(Constraint("craftsmen.prices[].stacks[].prices", when(
        lambda v, at, duel=duel: _line(at, 2).duel == duel,
        that(lambda v, at: len(v) == _line(at, 2).players,
             lambda v, at: f"one head tile per player: {_line(at, 2).players}")), DUEL if duel else _SETUP_6)
      for duel in (False, True)),
    Constraint("craftsmen.prices[].stacks[].prices", that(lambda v, at: all(1 <= x <= 9 for x in v),
                                                          "prices of 1 to 9 gold"), _SETUP_6),

    # Works, orders and experience.
    Constraint("works.works", each_once(components.WORK, "works", key=lambda w: w.work), CRAFTSMEN_BUILD),
    Constraint("works.works[].craftsman", that(
        lambda v, at: components.CRAFTSMAN_TYPE_NAME.get(v) == components.WORK_CRAFTSMAN_TYPE.get(at.entry.work),
        lambda v, at: f"built by the {components.WORK_CRAFTSMAN_TYPE.get(at.entry.work)}"), CRAFTSMEN_BUILD),
    Constraint("works.works[].exterior", that(lambda v, at: v == components.WORK_EXTERIOR.get(at.entry.work),
                                              "exterior: the buildings, wall cladding and statues"), WHAT_CAN_BE_BUILT),
    Constraint("works.works[].points", when(lambda v, at: at.entry.work in POINTS, that(
        lambda v, at: v == POINTS[at.entry.work] and not at.entry.points_by_storey,
        lambda v, at: f"{POINTS[at.entry.work]} prestige points")), WHAT_CAN_BE_BUILT),
    Constraint("works.works[].pointsByStorey", when(lambda v, at: at.entry.work in POINTS_BY_STOREY, that(
        lambda v, at: [(p.storey, p.points) for p in v]
        == list(zip(components.STOREYS, POINTS_BY_STOREY[at.entry.work], strict=False))
        and not at.entry.points,
        lambda v, at: f"{'/'.join(map(str, POINTS_BY_STOREY[at.entry.work]))} points on the ground floor, "
                      "2nd storey and tower")), WHAT_CAN_BE_BUILT),
    Constraint("orders.orders[]", that(
        lambda o, at: sum(1 for x in at.entry.orders if (x.craftsman, x.work) == (o.craftsman, o.work)) <= 1,
        "one order per craftsman and work"), CRAFTSMEN_BUILD),
    Constraint("orders.orders[].work", that(
        lambda v, at: components.CRAFTSMAN_TYPE.get(at.entry.craftsman) == components.WORK_CRAFTSMAN_TYPE.get(v),
        lambda v, at: f"the {components.WORK_CRAFTSMAN_TYPE.get(v)} builds it"), CRAFTSMEN_BUILD),
    Constraint("orders.orders[].cost", not_negative(_GOODS), COMPONENTS),
    Constraint("orders.orders[].cost", that(
        lambda c, at: not c.workers and not c.gold and any(getattr(c, r) for r in components.RESOURCES),
        "resources, no gold or workers"), CRAFTSMEN_BUILD),
    Constraint("orders.orders[].woodOrLimestone", that(lambda v, at: v >= 0, "not negative"), CRAFTSMEN_BUILD),
    Constraint("orders.orders[].storeys", that(
        lambda v, at: not v or at.entry.work in components.FINISH_FIELD or at.entry.work == pb.WORK_COLUMN,
        "only interior works name storeys"), CRAFTSMEN_BUILD),
    Constraint("orders.orders[].storeys", that(lambda v, at: len(set(v)) == len(v), "each storey once"),
               CRAFTSMEN_BUILD),
    Constraint("orders.orders[].perStorey", that(
        lambda v, at: not v or not (at.entry.workers or at.entry.exhausted or
                                    [s.storey for s in v] != (list(at.entry.storeys) or list(components.STOREYS))),
        "workers for each storey it may work on, or one number for all"), CRAFTSMEN_BUILD),
    Constraint("orders.orders[]", _workers, CRAFTSMEN_BUILD),
    Constraint("orders.orders", _everyone_builds, CRAFTSMEN_BUILD),
    Constraint("orders.doubleOrders", that(
        lambda v, at: {frozenset(d.storeys) for d in v} == _STOREY_PAIRS and len(v) == len(_STOREY_PAIRS),
        "one entry for each pair of different storeys"), CRAFTSMEN_BUILD),
    Constraint("orders.doubleOrders[].workers", that(
        lambda v, at: 1 <= v <= WORKERS and 0 <= at.entry.exhausted <= v,
        f"1 to {WORKERS} workers, of which 0 to all exhausted"), CRAFTSMEN_BUILD),
    Constraint("experience.topLevel", between(1, 10, "1 to 10 levels"), EXPERIENCE),
    Constraint("experience.savings", that(
        lambda v, at: sorted(s.level for s in v) == list(range(at.entry.top_level + 1)),
        "one entry for each level, 0 to the top"), EXPERIENCE),
    Constraint("experience.savings[]", not_negative(("wood", "limestone", "workers")), COMPONENTS),
    Constraint("experience.extraBonus", that(lambda v, at: bool(v) and all(g in components.GAIN_SET for g in v),
                                             "one or more gains"), EXPERIENCE),
    Constraint("experience.upgradeLossPerLevel", equals(UPGRADE_LOSS), CRAFTSMAN),

    # The castle tableau.
    Constraint("castle.positions", that(
        lambda v, at: bool(v) and [p.position for p in v] == list(range(1, len(v) + 1)),
        "positions 1, 2, ... left to right"), PERSONAL_SETUP),
    Constraint("castle.startingGroundFloor", between(1, lambda at: len(at.entry.positions),
                                                     "one of the castle's positions"), GENERAL_SETUP + " 11"),
    Constraint("castle.statueSpots", between(1, 4, "1 to 4 statue spots"), CRAFTSMEN_BUILD),
    _sized("castle.size", "tableau"),
    *(Constraint(f"castle.positions[].{n}", not_negative(_REWARDS), COMPONENTS)
      for n in ("groundFloor", "secondStorey", "tower", "wallCladding")),
    Constraint("castle.positions[].statues", that(
        lambda v, at: len(v) == at.rules.castle.statue_spots == len(at.entry.statues_at),
        lambda v, at: f"a bonus and a place for each of the {at.rules.castle.statue_spots} statue spots"),
        CRAFTSMEN_BUILD),
    Constraint("castle.positions[].statues[]", not_negative(_REWARDS), COMPONENTS),
    *(_picture(f"castle.positions[].{n}", _CASTLE)
      for n in ("groundFloorAt", "secondStoreyAt", "towerAt", "wallCladdingAt", "statuesAt[]")),

    # The bonus board.
    Constraint("bonus.light", count(LIGHT, "light-blue bonus conditions"), COMPONENTS),
    Constraint("bonus.dark", count(DARK, "dark-blue bonus conditions"), COMPONENTS),
    *(Constraint(f"bonus.{n}[].count", that(lambda v, at: v in COUNTS, f"one of {sorted(COUNTS)}"), BONUS_SPACE)
      for n in ("light", "dark")),
    *(Constraint(f"bonus.{n}[].atLeast", between(1, 20, "1 to 20"), BONUS_SPACE) for n in ("light", "dark")),
    Constraint("bonus.yellow", count(YELLOW, "yellow bonus tiles"), COMPONENTS),
    Constraint("bonus.yellow[].reward", not_negative(_REWARDS), COMPONENTS),
    Constraint("bonus.yellow[].reward", that(lambda r, at: any(getattr(r, k) for k in _REWARDS), "a reward"),
               BONUS_SPACE),
    Constraint("bonus.firstGameLight", that(
        lambda v, at: len(v) == len(set(v)) == COLUMNS and set(v) <= {c.id for c in at.entry.light},
        f"{COLUMNS} different light-blue conditions"), GENERAL_SETUP + " 12a"),
    Constraint("bonus.columns", equals(COLUMNS), GENERAL_SETUP + " 12a"),
    Constraint("bonus.yellowPerPlayer", equals(YELLOW_PER_PLAYER), GENERAL_SETUP + " 12c"),
    Constraint("bonus.lightTilePoints", equals(LIGHT_TILE_POINTS), BONUS_SPACE),
    Constraint("bonus.darkPlaces", equals(DARK_PLACES), BONUS_SPACE),
    Constraint("bonus.duelDarkPlaces", equals(DUEL_DARK_PLACES), DUEL),
    Constraint("bonus.estateDiscFallbackGold", that(lambda v, at: v >= 0, "not negative"), BONUS_SPACE),
    _sized("bonus.size", "bonus board"),
    Constraint("bonus.lightAt", that(lambda v, at: len(v) == len(at.entry.dark_at) == COLUMNS,
                                     "where each column's light- and dark-blue tiles lie"), DRAWING),
    *(_picture(f"bonus.{n}", _BONUS) for n in ("lightAt[]", "darkAt[]", "yellowAt")),

    # Event cards.
    Constraint("events.cards", count(EVENTS, "event cards"), COMPONENTS),
    *(Constraint(f"events.cards[].{season}", that(lambda v, at: v in components.SEASON_EVENT_SET,
                                                   "an event of the Glossary"), EVENT_CARDS) for season in _SEASONS),
    Constraint("events.cardsPerStack", equals(CARDS_PER_STACK), GENERAL_SETUP + " 8"),
    Constraint("events.firstGameSpringSummer",
               that(_first_game_events, f"{CARDS_PER_STACK} marked cards for each stack, different cards"),
               GENERAL_SETUP + " 8"),
    _picture("events.springSummerAt"),
    _picture("events.autumnWinterAt"),

    # Setup.
    Constraint("setup.startingGold", equals(STARTING_GOLD), GENERAL_SETUP + " 5"),
    Constraint("setup.startingWorkers", equals(WORKERS), COMPONENTS),
    Constraint("setup.stewards", equals(STEWARDS), COMPONENTS),
)


def validate(rules: pb.Rules) -> list[Violation]:
    return constraints.check(rules, CONSTRAINTS)


def restrict(rules: pb.Rules, variant: str, players: int) -> pb.Rules:
    """Only the spaces, price table and dark-blue points that apply: the
    player count's open spaces (Number of Players), its price table or the
    duel variant's (General Setup 6, Slightly Sharper Duel Variant)."""
    duel = variant == "duel"
    if players:
        for area in rules.action_bar.areas:
            keep = [o for o in area.open_spaces if o.players == players]
            del area.open_spaces[:]
            area.open_spaces.extend(keep)
    if variant or players:
        keep = [p for p in rules.craftsmen.prices
                if (not variant or p.duel == duel) and (not players or p.players == players)]
        del rules.craftsmen.prices[:]
        rules.craftsmen.prices.extend(keep)
    if variant:
        if duel:
            rules.bonus.ClearField("dark_places")
        else:
            rules.bonus.ClearField("duel_dark_places")
    return rules
