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

from arbiter.engine.editions import Violation
from arbiter.prestige.v1 import prestige_pb2 as pb

from arbiter.games.prestige import components
from arbiter.games.prestige.components import compile  # noqa: F401 (the edition hook)
from arbiter.games.prestige.sections import (
    BONUS_SPACE, COMPONENTS, CRAFTSMAN, CRAFTSMEN_BUILD, DUEL, END_OF_GAME, ESTATES, EVENT_CARDS, EXPERIENCE,
    GAME_BOARD, GENERAL_SETUP, GLOSSARY, MARKET, NUMBER_OF_PLAYERS, OVERVIEW_OF_ACTIONS, PERSONAL_SETUP,
    RESOURCE_WORKS, WHAT_CAN_BE_BUILT,
)
PLAYER_COUNTS = (2, 3, 4)

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


def validate(rules: pb.Rules) -> list[Violation]:
    out: list[Violation] = []

    def bad(field: str, constraint: str, section: str) -> None:
        out.append(Violation(field, f"{constraint} ({section})"))

    def once(field: str, values, wanted, what: str, section: str) -> None:
        if sorted(values) != sorted(wanted):
            bad(field, f"each of the {len(wanted)} {what} exactly once", section)

    def exactly(field: str, value, wanted, section: str) -> None:
        if value != wanted:
            bad(field, f"{wanted}, not {value}", section)

    def point(field: str, p, size) -> None:
        if not (0 <= p.x <= size.x and 0 <= p.y <= size.y):
            bad(field, f"inside the picture ({size.x:g} x {size.y:g})", "drawing")

    def non_negative(field: str, msg, names) -> None:
        for k in names:
            if getattr(msg, k) < 0:
                bad(f"{field}.{k}", "not negative", COMPONENTS)

    # Ids are strings that states, moves and events name (and that views
    # hide): each names one thing of the edition.
    owner: dict[str, str] = {}
    for field, things in (("estates.spots", rules.estates.spots), ("estates.baseHolding", rules.estates.base_holding),
                          ("estates.conditionSlots", rules.estates.condition_slots),
                          ("marketConditions.tiles", rules.market_conditions.tiles), ("bonus.light", rules.bonus.light),
                          ("bonus.dark", rules.bonus.dark), ("bonus.yellow", rules.bonus.yellow),
                          ("events.cards", rules.events.cards)):
        for k, thing in enumerate(things):
            f = f"{field}[{k}].id"
            if not thing.id or len(thing.id) > 16:
                bad(f, "an id of 1 to 16 characters", COMPONENTS)
            elif thing.id in owner:
                bad(f, f"an id no other thing of the edition has ({owner[thing.id]} has {thing.id!r})", COMPONENTS)
            else:
                owner[thing.id] = f

    board = rules.board_size
    if board.x <= 0 or board.y <= 0:
        bad("boardSize", "the board picture's width and height", "drawing")

    # The action bar: the six actions, spaces open per player count.
    areas = rules.action_bar.areas
    once("actionBar.areas", [a.action for a in areas], list(components.ACTION_NAME), "actions", OVERVIEW_OF_ACTIONS)
    for k, a in enumerate(areas):
        f = f"actionBar.areas[{k}]"
        counts = {o.players: o.spaces for o in a.open_spaces}
        if sorted(counts) != list(PLAYER_COUNTS) or len(a.open_spaces) != len(counts):
            bad(f"{f}.openSpaces", "one entry for each player count 2, 3 and 4", NUMBER_OF_PLAYERS)
        elif not all(1 <= counts[n] <= counts[n + 1] <= 8 for n in PLAYER_COUNTS[:-1]):
            bad(f"{f}.openSpaces", "1 to 8 spaces, more players never fewer", NUMBER_OF_PLAYERS)
        if counts and len(a.spaces) != max(counts.values()):
            bad(f"{f}.spaces", "where each space is drawn: as many as the most open spaces", "drawing")
        for j, p in enumerate([a.position, *a.spaces]):
            point(f"{f}.spaces[{j - 1}]" if j else f"{f}.position", p, board)

    # The Resource Works and income tracks.
    works = rules.resource_works
    if not 1 <= works.gold_disc_spaces <= 8:
        bad("resourceWorks.goldDiscSpaces", "1 to 8 spaces for gold marker discs", RESOURCE_WORKS)
    once("resourceWorks.columns", [c.resource for c in works.columns],
         [pb.RESOURCE_WOOD, pb.RESOURCE_LIMESTONE, pb.RESOURCE_MARBLE], "worker columns (wood, limestone, marble)",
         RESOURCE_WORKS)
    for k, c in enumerate(works.columns):
        if not 1 <= c.spaces <= 4 * WORKERS:
            bad(f"resourceWorks.columns[{k}].spaces", f"1 to {4 * WORKERS} worker spaces", RESOURCE_WORKS)
        point(f"resourceWorks.columns[{k}].position", c.position, board)
    point("resourceWorks.goldDiscsPosition", works.gold_discs_position, board)
    for name in ("gold_base_income", "gold_income", "wood_income", "limestone_income", "marble_income",
                 "workers_saved"):
        values = list(getattr(works, name))
        f = "resourceWorks." + pb.ResourceWorks.DESCRIPTOR.fields_by_name[name].json_name
        if not values or any(v < 0 or v > 20 for v in values) or values != sorted(values):
            bad(f, "a track of 0 to 20 that never falls as the indicator moves right", GAME_BOARD)

    # The estates board.
    est = rules.estates
    spots = {s.id for s in est.spots}
    base = {b.id for b in est.base_holding}
    slots = {c.id for c in est.condition_slots}
    if len(est.base_holding) != 3:
        bad("estates.baseHolding", "the three spaces C of the common base holding", ESTATES)
    marble = [s for s in est.spots if s.marble]
    if len(marble) != 2:
        bad("estates.spots", "the marble space's two spots", ESTATES)
    adjacent = {s.id: set(s.adjacent) for s in est.spots}
    for k, s in enumerate(est.spots):
        f = f"estates.spots[{k}]"
        for a in s.adjacent:
            if a not in spots and a not in base:
                bad(f"{f}.adjacent", f"{a!r} is no estate space", ESTATES)
            elif a in spots and s.id not in adjacent[a]:
                bad(f"{f}.adjacent", f"{a!r} lies next to {s.id!r} too", ESTATES)
        for slot in s.edge_slots:
            if slot not in slots:
                bad(f"{f}.edgeSlots", f"{slot!r} is no market-condition slot", ESTATES)
        if s.marble and s.edge_slots:
            bad(f"{f}.edgeSlots", "the marble space is no edge space", ESTATES)
        point(f"{f}.position", s.position, board)
    if not any(set(s.adjacent) & base for s in est.spots if not s.marble):
        bad("estates.spots", "a first estate can be laid next to the base holding", ESTATES)
    for k, b in enumerate(est.base_holding):
        point(f"estates.baseHolding[{k}].position", b.position, board)
    for k, c in enumerate(est.condition_slots):
        point(f"estates.conditionSlots[{k}].position", c.position, board)
    tiles = rules.estate_tiles
    supply = {t.tile: t.count for t in tiles.supply}
    if supply != TILE_SUPPLY or len(tiles.supply) != len(TILE_SUPPLY):
        bad("estateTiles.supply", "8 gold (tax revenue), 4 limestone-quarry and 4 forest tiles", COMPONENTS)
    exactly("estateTiles.cost", tiles.cost, ESTATE_COST, ESTATES)

    # The Market.
    market = rules.market
    lines = {l.line: l for l in market.lines}
    once("market.lines", [l.line for l in market.lines], list(components.MARKET_LINE_NAME), "Market lines", MARKET)
    for k, l in enumerate(market.lines):
        f = f"market.lines[{k}]"
        hire = l.line in components.HIRE_LINE_SET
        if hire != l.HasField("hire") or hire == bool(l.directions):
            bad(f, "the three hire lines hire (workers and goods), the others trade", MARKET)
        if hire:
            non_negative(f"{f}.hire", l.hire, _GOODS)
            if not 1 <= l.hire.workers <= 2:
                bad(f"{f}.hire.workers", "1 or 2 workers", MARKET)
        _trades(bad, f"{f}.directions", l.directions)
        if l.line in components.SALE_LINES and len(next((d.trades for d in l.directions if d.name == "sell"), ())) != 1:
            bad(f"{f}.directions", "one 'sell' exchange: the standard value at the game's end", END_OF_GAME)
        point(f"{f}.position", l.position, board)
    exactly("market.hirePriceFirst", market.hire_price_first, HIRE_PRICES[0], MARKET)
    exactly("market.hirePriceThen", market.hire_price_then, HIRE_PRICES[1], MARKET)
    exactly("market.actionsFirstSpace", market.actions_first_space, MARKET_ACTIONS[0], MARKET)
    exactly("market.actionsOtherSpaces", market.actions_other_spaces, MARKET_ACTIONS[1], MARKET)
    restricted = (market.restricted_actions_first_space, market.restricted_actions_other_spaces)
    if not 1 <= restricted[1] <= restricted[0] <= MARKET_ACTIONS[0]:
        bad("market.restrictedActionsFirstSpace", "Restricted market allows fewer actions, at least 1",
            GLOSSARY)
    conds = rules.market_conditions.tiles
    if len(conds) != MARKET_CONDITIONS:
        bad("marketConditions.tiles", f"{MARKET_CONDITIONS} market-condition tiles, not {len(conds)}", COMPONENTS)
    for k, t in enumerate(conds):
        f = f"marketConditions.tiles[{k}]"
        line = lines.get(t.line)
        if line is None:
            bad(f"{f}.line", "a line of the Market", MARKET)
            continue
        named = {d.name for d in line.directions}
        for d in t.replace:
            if d.name not in named:
                bad(f"{f}.replace", f"{d.name!r} is no direction of its line", ESTATES)
        _trades(bad, f"{f}.replace", t.replace)
        if t.price_change and t.line not in components.HIRE_LINE_SET:
            bad(f"{f}.priceChange", "only a hire line has a price to change", ESTATES)
        if not -HIRE_PRICES[0] < t.price_change <= 0 or not (t.replace or t.price_change):
            bad(f, "an improvement: better exchanges, or a price lower by less than the marker's", ESTATES)

    # Craftsmen and their prices.
    cr = rules.craftsmen
    once("craftsmen.tiles", [t.craftsman for t in cr.tiles], list(components.CRAFTSMAN), "craftsmen", COMPONENTS)
    for k, t in enumerate(cr.tiles):
        f = f"craftsmen.tiles[{k}]"
        if components.CRAFTSMAN_TYPE.get(t.craftsman) != components.CRAFTSMAN_TYPE_NAME.get(t.type):
            bad(f"{f}.type", f"{components.CRAFTSMAN.get(t.craftsman)} is a {components.CRAFTSMAN_TYPE.get(t.craftsman)}",
                COMPONENTS)
        if components.CRAFTSMAN_LEVEL.get(t.craftsman) != t.level:
            bad(f"{f}.level", f"{components.CRAFTSMAN.get(t.craftsman)} is level {components.CRAFTSMAN_LEVEL.get(t.craftsman)}",
                COMPONENTS)
        if t.starting != (t.craftsman in STARTING):
            bad(f"{f}.starting", "every player starts with Master Builder I, Carpenter I and Stucco Worker I",
                PERSONAL_SETUP)
        wanted_year = YEAR.get(t.craftsman, 1)
        if t.year != wanted_year:
            bad(f"{f}.year", f"displayed from year {wanted_year}", GENERAL_SETUP + " 6")
        if t.orders_per_season not in (1, 2) or (t.double_order and t.orders_per_season != 2):
            bad(f"{f}.ordersPerSeason", "1 or 2 orders per season; a double order needs 2", CRAFTSMEN_BUILD)
        if t.free_training_first_year and (t.starting or t.year != 2):
            bad(f"{f}.freeTrainingFirstYear", "free training in year 1 upgrades to a year-2 craftsman",
                GLOSSARY)
        point(f"{f}.position", t.position, board)
    hired = {c for c, y in YEAR.items()}
    tables = Counter((p.players, p.duel) for p in cr.prices)
    wanted_tables = {(n, False) for n in PLAYER_COUNTS} | {(2, True)}
    if set(tables) != wanted_tables or max(tables.values(), default=0) > 1:
        bad("craftsmen.prices", "one price table for each of 2, 3 and 4 players and one for the duel variant",
            GENERAL_SETUP + " 6")
    for k, p in enumerate(cr.prices):
        f = f"craftsmen.prices[{k}]"
        once(f"{f}.stacks", [s.craftsman for s in p.stacks], hired, "craftsmen for hire", GENERAL_SETUP + " 6")
        for j, s in enumerate(p.stacks):
            if len(s.prices) != p.players:
                bad(f"{f}.stacks[{j}].prices", f"one head tile per player: {p.players}",
                    DUEL if p.duel else GENERAL_SETUP + " 6")
            if any(not 1 <= x <= 9 for x in s.prices):
                bad(f"{f}.stacks[{j}].prices", "prices of 1 to 9 gold", GENERAL_SETUP + " 6")

    # Works, orders and experience.
    once("works.works", [w.work for w in rules.works.works], list(components.WORK), "works", CRAFTSMEN_BUILD)
    for k, w in enumerate(rules.works.works):
        f = f"works.works[{k}]"
        if components.CRAFTSMAN_TYPE_NAME.get(w.craftsman) != components.WORK_CRAFTSMAN_TYPE.get(w.work):
            bad(f"{f}.craftsman", f"built by the {components.WORK_CRAFTSMAN_TYPE.get(w.work)}", CRAFTSMEN_BUILD)
        if w.exterior != components.WORK_EXTERIOR.get(w.work):
            bad(f"{f}.exterior", "exterior: the buildings, wall cladding and statues", WHAT_CAN_BE_BUILT)
        if w.work in POINTS and (w.points != POINTS[w.work] or w.points_by_storey):
            bad(f"{f}.points", f"{POINTS[w.work]} prestige points", WHAT_CAN_BE_BUILT)
        if w.work in POINTS_BY_STOREY and (
                [(p.storey, p.points) for p in w.points_by_storey] != list(zip(components.STOREYS, POINTS_BY_STOREY[w.work]))
                or w.points):
            bad(f"{f}.pointsByStorey", f"{'/'.join(map(str, POINTS_BY_STOREY[w.work]))} points on the ground floor, "
                                       "2nd storey and tower", WHAT_CAN_BE_BUILT)
    ordered = Counter((o.craftsman, o.work) for o in rules.orders.orders)
    for k, o in enumerate(rules.orders.orders):
        f = f"orders.orders[{k}]"
        if ordered[o.craftsman, o.work] > 1:
            bad(f, "one order per craftsman and work", CRAFTSMEN_BUILD)
        if components.CRAFTSMAN_TYPE.get(o.craftsman) != components.WORK_CRAFTSMAN_TYPE.get(o.work):
            bad(f"{f}.work", f"the {components.WORK_CRAFTSMAN_TYPE.get(o.work)} builds it", CRAFTSMEN_BUILD)
        non_negative(f"{f}.cost", o.cost, _GOODS)
        if o.cost.workers or not any(getattr(o.cost, r) for r in components.RESOURCES) or o.cost.gold:
            bad(f"{f}.cost", "resources, no gold or workers", CRAFTSMEN_BUILD)
        if o.wood_or_limestone < 0:
            bad(f"{f}.woodOrLimestone", "not negative", CRAFTSMEN_BUILD)
        interior = o.work in components.FINISH_FIELD or o.work == pb.WORK_COLUMN
        if o.storeys and not interior:
            bad(f"{f}.storeys", "only interior works name storeys", CRAFTSMEN_BUILD)
        if len(set(o.storeys)) != len(o.storeys):
            bad(f"{f}.storeys", "each storey once", CRAFTSMEN_BUILD)
        pairs = [(o.workers, o.exhausted)] if not o.per_storey else [(s.workers, s.exhausted) for s in o.per_storey]
        if o.per_storey and (o.workers or o.exhausted or
                             [s.storey for s in o.per_storey] != (list(o.storeys) or list(components.STOREYS))):
            bad(f"{f}.perStorey", "workers for each storey it may work on, or one number for all", CRAFTSMEN_BUILD)
        for workers, exhausted in pairs:
            if not 1 <= workers <= WORKERS or not 0 <= exhausted <= workers:
                bad(f"{f}.workers", f"1 to {WORKERS} workers, of which 0 to all exhausted", CRAFTSMEN_BUILD)
    for c in components.CRAFTSMAN:
        if not any(o.craftsman == c for o in rules.orders.orders):
            bad("orders.orders", f"{components.CRAFTSMAN[c]} builds something", CRAFTSMEN_BUILD)
    doubles = {frozenset(d.storeys) for d in rules.orders.double_orders}
    wanted = {frozenset((a, b)) for a in components.STOREYS for b in components.STOREYS if a < b}
    if doubles != wanted or len(rules.orders.double_orders) != len(wanted):
        bad("orders.doubleOrders", "one entry for each pair of different storeys", CRAFTSMEN_BUILD)
    for k, d in enumerate(rules.orders.double_orders):
        if not 1 <= d.workers <= WORKERS or not 0 <= d.exhausted <= d.workers:
            bad(f"orders.doubleOrders[{k}].workers", f"1 to {WORKERS} workers, of which 0 to all exhausted",
                CRAFTSMEN_BUILD)
    exp = rules.experience
    if not 1 <= exp.top_level <= 10:
        bad("experience.topLevel", "1 to 10 levels", EXPERIENCE)
    if sorted(s.level for s in exp.savings) != list(range(exp.top_level + 1)):
        bad("experience.savings", "one entry for each level, 0 to the top", EXPERIENCE)
    for k, s in enumerate(exp.savings):
        non_negative(f"experience.savings[{k}]", s, ("wood", "limestone", "workers"))
    if not exp.extra_bonus or any(g not in components.GAIN_SET for g in exp.extra_bonus):
        bad("experience.extraBonus", "one or more gains", EXPERIENCE)
    exactly("experience.upgradeLossPerLevel", exp.upgrade_loss_per_level, UPGRADE_LOSS, CRAFTSMAN)

    # The castle tableau.
    ca = rules.castle
    if [p.position for p in ca.positions] != list(range(1, len(ca.positions) + 1)) or not ca.positions:
        bad("castle.positions", "positions 1, 2, ... left to right", PERSONAL_SETUP)
    if not 1 <= ca.starting_ground_floor <= len(ca.positions):
        bad("castle.startingGroundFloor", "one of the castle's positions", GENERAL_SETUP + " 11")
    if not 1 <= ca.statue_spots <= 4:
        bad("castle.statueSpots", "1 to 4 statue spots", CRAFTSMEN_BUILD)
    if ca.size.x <= 0 or ca.size.y <= 0:
        bad("castle.size", "the tableau picture's width and height", "drawing")
    for k, p in enumerate(ca.positions):
        f = f"castle.positions[{k}]"
        for name in ("ground_floor", "second_storey", "tower", "wall_cladding"):
            non_negative(f"{f}.{name}", getattr(p, name), _REWARDS)
        if len(p.statues) != ca.statue_spots or len(p.statues_at) != ca.statue_spots:
            bad(f"{f}.statues", f"a bonus and a place for each of the {ca.statue_spots} statue spots", CRAFTSMEN_BUILD)
        for s in p.statues:
            non_negative(f"{f}.statues", s, _REWARDS)
        for name in ("ground_floor_at", "second_storey_at", "tower_at", "wall_cladding_at"):
            point(f"{f}.{pb.CastleSpot.DESCRIPTOR.fields_by_name[name].json_name}", getattr(p, name), ca.size)
        for j, s in enumerate(p.statues_at):
            point(f"{f}.statuesAt[{j}]", s, ca.size)

    # The bonus board.
    bb = rules.bonus
    for name, items, wanted in (("light", bb.light, LIGHT), ("dark", bb.dark, DARK)):
        if len(items) != wanted:
            bad(f"bonus.{name}", f"{wanted} {name}-blue bonus conditions, not {len(items)}", COMPONENTS)
        for k, c in enumerate(items):
            if c.count not in COUNTS:
                bad(f"bonus.{name}[{k}].count", f"one of {sorted(COUNTS)}", BONUS_SPACE)
            if not 1 <= c.at_least <= 20:
                bad(f"bonus.{name}[{k}].atLeast", "1 to 20", BONUS_SPACE)
    if len(bb.yellow) != YELLOW:
        bad("bonus.yellow", f"{YELLOW} yellow bonus tiles, not {len(bb.yellow)}", COMPONENTS)
    for k, y in enumerate(bb.yellow):
        non_negative(f"bonus.yellow[{k}].reward", y.reward, _REWARDS)
        if not any(getattr(y.reward, r) for r in _REWARDS):
            bad(f"bonus.yellow[{k}].reward", "a reward", BONUS_SPACE)
    light = {c.id for c in bb.light}
    if len(bb.first_game_light) != COLUMNS or not set(bb.first_game_light) <= light \
            or len(set(bb.first_game_light)) != COLUMNS:
        bad("bonus.firstGameLight", f"{COLUMNS} different light-blue conditions", GENERAL_SETUP + " 12a")
    exactly("bonus.columns", bb.columns, COLUMNS, GENERAL_SETUP + " 12a")
    exactly("bonus.yellowPerPlayer", bb.yellow_per_player, YELLOW_PER_PLAYER, GENERAL_SETUP + " 12c")
    exactly("bonus.lightTilePoints", bb.light_tile_points, LIGHT_TILE_POINTS, BONUS_SPACE)
    exactly("bonus.darkPlaces", tuple(bb.dark_places), DARK_PLACES, BONUS_SPACE)
    exactly("bonus.duelDarkPlaces", tuple(bb.duel_dark_places), DUEL_DARK_PLACES, DUEL)
    if bb.estate_disc_fallback_gold < 0:
        bad("bonus.estateDiscFallbackGold", "not negative", BONUS_SPACE)
    if bb.size.x <= 0 or bb.size.y <= 0:
        bad("bonus.size", "the bonus board picture's width and height", "drawing")
    if len(bb.light_at) != COLUMNS or len(bb.dark_at) != COLUMNS:
        bad("bonus.lightAt", "where each column's light- and dark-blue tiles lie", "drawing")
    for k, p in enumerate([*bb.light_at, *bb.dark_at, bb.yellow_at]):
        point(f"bonus.lightAt[{k}]" if k < len(bb.light_at) else "bonus", p, bb.size)

    # Event cards.
    ev = rules.events
    if len(ev.cards) != EVENTS:
        bad("events.cards", f"{EVENTS} event cards, not {len(ev.cards)}", COMPONENTS)
    for k, c in enumerate(ev.cards):
        for season in ("spring", "summer", "autumn", "winter"):
            if getattr(c, season) not in components.SEASON_EVENT_SET:
                bad(f"events.cards[{k}].{season}", "an event of the Glossary", EVENT_CARDS)
    exactly("events.cardsPerStack", ev.cards_per_stack, CARDS_PER_STACK, GENERAL_SETUP + " 8")
    ids = {c.id for c in ev.cards}
    ss, aw = list(ev.first_game_spring_summer), list(ev.first_game_autumn_winter)
    if len(ss) != CARDS_PER_STACK or len(aw) != CARDS_PER_STACK or len(set(ss + aw)) != 2 * CARDS_PER_STACK \
            or not set(ss + aw) <= ids:
        bad("events.firstGameSpringSummer", f"{CARDS_PER_STACK} marked cards for each stack, different cards",
            GENERAL_SETUP + " 8")
    for name in ("spring_summer_at", "autumn_winter_at"):
        point(f"events.{pb.EventCards.DESCRIPTOR.fields_by_name[name].json_name}", getattr(ev, name), board)

    # Setup.
    exactly("setup.startingGold", rules.setup.starting_gold, STARTING_GOLD, GENERAL_SETUP + " 5")
    exactly("setup.startingWorkers", rules.setup.starting_workers, WORKERS, COMPONENTS)
    exactly("setup.stewards", rules.setup.stewards, STEWARDS, COMPONENTS)
    return out


def _trades(bad, field: str, directions) -> None:
    names = [d.name for d in directions]
    if len(set(names)) != len(names) or not all(names):
        bad(field, "named directions, each once", MARKET)
    for j, d in enumerate(directions):
        if not d.trades:
            bad(f"{field}[{j}].trades", "at least one exchange", MARKET)
        for i, t in enumerate(d.trades):
            pay, get = components.goods(t.pay), components.goods(t.get)
            if min(pay + get) < 0 or not any(pay) or not any(get) or pay[5] or not 0 < sum(pay) + sum(get) <= 12:
                bad(f"{field}[{j}].trades[{i}]", "gives something and receives something, no negatives, no workers "
                                                 "given", MARKET)


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
