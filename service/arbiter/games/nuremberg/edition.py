"""What the rulebook requires of a Nuremberg edition, and how an edition is
cut down to one variant and player count (docs/editions.md).

`validate` checks the constraints the rulebook itself states: the printed
counts and costs (Game Components, 2b) Building, Victory Points, The Council
Cards), the countryside (five trade roads from Roman-numeral points of
origin, the yield numbers, terrains a settlement borders), the city board,
the wall ring, the timeline, the event deck, and the beginner's layout with
the outcomes the Setup text names. What only the board pictures show (which
terrain carries which number, where things are drawn, the other goods'
prices) an edition may set. `restrict` keeps what a game of one variant and
player count uses; `compile` builds the `Board` the rules code reads.
"""
from __future__ import annotations

import math
from collections import Counter

from arbiter.engine.editions import Violation
from arbiter.nuremberg.v1 import nuremberg_pb2 as pb
from arbiter.v1.engine_pb2 import Point

from . import sections as S
from .components import MATERIALS
from .components import Board as compile  # noqa: F401 (the edition hook)

# a) The raw-material yields and the Overview: what each terrain yields.
YIELDS = {pb.TERRAIN_FOREST: pb.MATERIAL_WOOD, pb.TERRAIN_HILLS: pb.MATERIAL_CLAY,
          pb.TERRAIN_MOUNTAINS: pb.MATERIAL_ORE, pb.TERRAIN_FIELDS: pb.MATERIAL_GRAIN,
          pb.TERRAIN_PASTURE: pb.MATERIAL_WOOL}
NUMBERS = [n for n in range(2, 13) if n != 7]
# Every yield number is on three terrains, 2 only on two.
TERRAINS_PER_NUMBER = {n: 2 if n == 2 else 3 for n in NUMBERS}
ROADS = ("I", "II", "III", "IV", "V")
CITIES = {"Frankfurt", "Prague", "Venice"}
# Game Components and Setup, per colour of four.
COLOURS = 4
PIECES = {"settlements": 5, "craftWorkshops": 4, "customsPosts": 15}
RAW_MATERIAL_CARDS = 20
STARTING_GOLD = 2
CITY_WALL_PIECES = 26
TOWER_PIECES = 16
# 2b) Building (and Free Clay): what each costs.
COSTS = {
    "customsPost": (pb.Bundle(wood=1, clay=1), S.CUSTOMS_POSTS),
    "settlement": (pb.Bundle(grain=1, clay=1, wood=1, wool=1), S.SETTLEMENT),
    "craftWorkshop": (pb.Bundle(ore=3, grain=2), S.CRAFT_WORKSHOP),
    "cityWall": (pb.Bundle(clay=1, gold=3), S.CITY_WALL),
    "tower": (pb.Bundle(clay=1, wood=1, gold=3), S.TOWER),
    "freeClayCityWall": (pb.Bundle(gold=3), S.FREE_CLAY),
}
COUNCIL = [(pb.COUNCIL_CARD_COUNCIL_OF_SEVEN, 4, 3), (pb.COUNCIL_CARD_SMALL_COUNCIL, 3, 4),
           (pb.COUNCIL_CARD_GREAT_COUNCIL, 2, 3)]
# Event Cards: 36 cards; yield numbers as two dice fall (Almanac).
EVENT_CARDS = 36
NUMBER_CARDS = {n: 6 - abs(7 - n) for n in NUMBERS}
EVENT_COUNTS = {pb.EVENT_CARD_KIND_YEARS_PASS: (3, S.YEARS_PASS), pb.EVENT_CARD_KIND_MARGRAVE: (4, S.MARGRAVE),
                pb.EVENT_CARD_KIND_FREE_CLAY: (14, S.FREE_CLAY), pb.EVENT_CARD_KIND_YIELD_ONLY: (5, S.EVENT_CARDS)}
# The Timeline.
START_YEAR, END_YEAR, RESHUFFLE = 1355, 1400, [1370, 1385]
# Setup: the toll-right cards of the beginner's starting layout, by colour.
SETUP_TOLL_RIGHTS = {"white": "Venice", "red": "Prague", "blue": "V", "orange": "IV"}
TOLERANCE = 0.05  # drawing positions are rounded to 0.01
DRAWING = "Rules: drawing coordinates"


def validate(rules: pb.Rules) -> list[Violation]:
    out: list[Violation] = []

    def bad(field: str, constraint: str, section: str) -> None:
        out.append(Violation(field, f"{constraint} ({section})"))

    _countryside(rules.countryside, bad)
    _city(rules, bad)
    _wall(rules, bad)
    _event_deck(rules, bad)
    _timeline(rules.timeline, bad)
    _supply(rules.supply, bad)
    _scoring(rules.scoring, bad)
    if not out:  # the layout is checked against a sound board
        _beginner(rules, bad)
    return out


def _unique(items, field: str, what: str, bad) -> None:
    """Ids name things in states, moves and events: one thing each."""
    seen = Counter(i.id for i in items)
    for k, i in enumerate(items):
        if not i.id or seen[i.id] > 1:
            bad(f"{field}[{k}].id", f"a {what} id no other {what} has, not {i.id!r}", S.COMPONENTS)


def _inside(msg, name: str, size: Point, field: str, bad) -> None:
    """`msg.<name>` is drawn: set, and inside the drawing."""
    if not msg.HasField(name):
        bad(field, "required: where it is drawn", DRAWING)
        return
    p = getattr(msg, name)
    if not (0 <= p.x <= size.x and 0 <= p.y <= size.y):
        bad(field, "inside the drawing (its size)", DRAWING)


def _near(a, b, d: float) -> bool:
    return abs(math.hypot(a.x - b.x, a.y - b.y) - d) <= TOLERANCE


# ------------------------------------------------------------------ countryside


def _countryside(cs: pb.Countryside, bad) -> None:
    f = "countryside"
    yields = {y.terrain: y.material for y in cs.yields}
    if yields != YIELDS or len(cs.yields) != len(YIELDS):
        bad(f"{f}.yields", "forest yields wood, hills clay, mountains ore, fields grain, pasture wool, each once",
            S.YIELDS)
    _unique(cs.hexes, f"{f}.hexes", "hex", bad)
    hexes = {h.id: h for h in cs.hexes}
    city, castle = hexes.get(cs.city), hexes.get(cs.robber_knight_castle)
    if city is None or city.terrain != pb.TERRAIN_CITY or [h.terrain for h in cs.hexes].count(pb.TERRAIN_CITY) != 1:
        bad(f"{f}.city", "names the one TERRAIN_CITY hex, the Nuremberg city space", S.CUSTOMS_POSTS)
    if castle is None or castle.terrain != pb.TERRAIN_ROBBER_KNIGHT_CASTLE or castle.number or [
            h.terrain for h in cs.hexes].count(pb.TERRAIN_ROBBER_KNIGHT_CASTLE) != 1:
        bad(f"{f}.robberKnightCastle", "names the one castle terrain, which has no yield number", S.ROBBER_KNIGHT)
    numbers: Counter = Counter()
    for k, h in enumerate(cs.hexes):
        hf = f"{f}.hexes[{k}]"
        if h.terrain in YIELDS:
            if h.number not in NUMBERS:
                bad(f"{hf}.number", f"a yield number 2 to 12 other than 7, not {h.number}", S.YIELDS)
            numbers[h.number] += 1
        elif h.terrain not in (pb.TERRAIN_CITY, pb.TERRAIN_ROBBER_KNIGHT_CASTLE):
            bad(f"{hf}.terrain", "a terrain of the rulebook", S.YIELDS)
        elif h.number:
            bad(f"{hf}.number", "the city space and the castle's terrain have no yield number", S.YIELDS)
        if city is not None and cs.hex_radius > 0:
            want = Point(x=city.centre.x + cs.hex_radius * math.sqrt(3) * (h.q - city.q + (h.r - city.r) / 2),
                            y=city.centre.y + cs.hex_radius * 1.5 * (h.r - city.r))
            if not _near(h.centre, want, 0):
                bad(f"{hf}.centre", f"the centre of axial hex ({h.q}, {h.r}): ({want.x:.2f}, {want.y:.2f})", DRAWING)
        _inside(h, "centre", cs.size, f"{hf}.centre", bad)
    for n in NUMBERS:
        if numbers[n] != TERRAINS_PER_NUMBER[n]:
            bad(f"{f}.hexes", f"yield number {n} on {TERRAINS_PER_NUMBER[n]} terrains, not {numbers[n]}", S.YIELDS)
    # The rulebook's own examples read off its map: a 4 yields wool, ore and
    # grain (Overview); the 9s include hill and mountain country (Almanac).
    by_number: dict[int, list[int]] = {}
    for h in cs.hexes:
        if h.terrain in YIELDS:
            by_number.setdefault(h.number, []).append(YIELDS[h.terrain])
    if sorted(by_number.get(4, [])) != sorted([pb.MATERIAL_WOOL, pb.MATERIAL_ORE, pb.MATERIAL_GRAIN]):
        bad(f"{f}.hexes", "the three 4s are pasture, mountains and fields: a drawn 4 yields wool, ore and grain",
            S.OVERVIEW)
    if not {pb.MATERIAL_CLAY, pb.MATERIAL_ORE} <= set(by_number.get(9, [])):
        bad(f"{f}.hexes", "the 9s include hill and mountain country", P_YIELDS_EXAMPLE)
    if castle is not None and any((h.centre.y - h.centre.x) > (castle.centre.y - castle.centre.x) + TOLERANCE
                                  for h in cs.hexes):
        bad(f"{f}.robberKnightCastle", "the castle's terrain is the bottom-left one", S.SETUP)
    if cs.hex_radius <= 0:
        bad(f"{f}.hexRadius", "a positive size", DRAWING)

    # The trade roads.
    if [r.id for r in cs.roads] != list(ROADS):
        bad(f"{f}.roads", "the five trade roads I, II, III, IV and V, in that order", S.TOLL_RIGHTS)
    dests = sorted(r.destination for r in cs.roads)
    if dests != ["", "", "Frankfurt", "Prague", "Venice"] or any(
            r.destination for r in cs.roads if r.id in ("IV", "V")):
        bad(f"{f}.roads", "three roads lead to Frankfurt, Prague and Venice; IV and V end in the countryside",
            S.TOLL_RIGHTS)
    crossings = {x.id: x for r in cs.roads for x in r.crossings}
    all_x = [x for r in cs.roads for x in r.crossings]
    all_s = [s for r in cs.roads for s in r.sections]
    ids = Counter(x.id for x in all_x) + Counter(s.id for s in all_s) + Counter(h.id for h in cs.hexes)
    for i, r in enumerate(cs.roads):
        rf = f"{f}.roads[{i}]"
        if r.toll_right_card != (r.destination or r.id):
            bad(f"{rf}.tollRightCard", f"named after its city, or its numeral: {r.destination or r.id!r}",
                S.TOLL_RIGHTS)
        if len(r.crossings) < 3:
            bad(f"{rf}.crossings", "a point of origin and at least two crossings beyond it", S.CUSTOMS_POSTS)
        if len(r.sections) != max(len(r.crossings) - 1, 0):
            bad(f"{rf}.sections", "one section between each two consecutive crossings", S.CUSTOMS_POSTS)
        for k, x in enumerate(r.crossings):
            xf = f"{rf}.crossings[{k}]"
            if not x.id or ids[x.id] > 1:
                bad(f"{xf}.id", f"an id nothing else on the board has, not {x.id!r}", S.SETTLEMENT)
            unknown = [h for h in x.hexes if h not in hexes]
            if unknown:
                bad(f"{xf}.hexes", f"hexes of the countryside, not {unknown}", S.SETTLEMENT)
            terrains = [h for h in x.hexes if h in hexes and hexes[h].terrain != pb.TERRAIN_CITY]
            at_city = cs.city in x.hexes
            if k == 0 and not at_city:
                bad(f"{xf}.hexes", "the point of origin lies on the Nuremberg city boundary", S.CUSTOMS_POSTS)
            if k > 0 and at_city:
                bad(f"{xf}.hexes", "only the five Roman-numeral crossings touch the city space", S.SETTLEMENT)
            if not 1 <= len(terrains) <= 3 or len(set(x.hexes)) != len(x.hexes):
                bad(f"{xf}.hexes", f"a crossing borders 1 to 3 terrains, not {len(terrains)}", S.OVERVIEW)
            for h in x.hexes:
                if h in hexes and not _near(x.position, hexes[h].centre, cs.hex_radius):
                    bad(f"{xf}.position", f"a corner of hex {h}: hexRadius from its centre", DRAWING)
            around = sorted(h.id for h in cs.hexes if _near(x.position, h.centre, cs.hex_radius))
            if x.HasField("position") and sorted(x.hexes) != around:
                bad(f"{xf}.hexes", f"every hex it is a corner of: {around}", S.YIELDS)
            _inside(x, "position", cs.size, f"{xf}.position", bad)
            road_nb = [r.crossings[j].id for j in (k - 1, k + 1) if 0 <= j < len(r.crossings)]
            if len(set(x.neighbours)) != len(x.neighbours):
                bad(f"{xf}.neighbours", "each neighbour once", DRAWING)
            for n in x.neighbours:
                if n not in crossings or x.id not in crossings[n].neighbours:
                    bad(f"{xf}.neighbours", f"crossings that list this one back, not {n!r}", DRAWING)
            if not set(road_nb) <= set(x.neighbours):
                bad(f"{xf}.neighbours", f"include the crossings beside it on its road: {road_nb}", S.SETTLEMENT)
        for k, s in enumerate(r.sections):
            sf = f"{rf}.sections[{k}]"
            if not s.id or ids[s.id] > 1:
                bad(f"{sf}.id", f"an id nothing else on the board has, not {s.id!r}", S.CUSTOMS_POSTS)
            if k + 1 < len(r.crossings):
                a, b = r.crossings[k], r.crossings[k + 1]
                if list(s.crossings) != [a.id, b.id]:
                    bad(f"{sf}.crossings", f"the crossings it lies between, nearer Nuremberg first: "
                                           f"[{a.id!r}, {b.id!r}]", S.CUSTOMS_POSTS)
                elif not _near(a.position, b.position, cs.hex_radius):
                    bad(f"{sf}.crossings", "two corners of one hex edge", DRAWING)
                elif not _near(s.position, Point(x=(a.position.x + b.position.x) / 2,
                                                    y=(a.position.y + b.position.y) / 2), 0):
                    bad(f"{sf}.position", "the midpoint of its two crossings", DRAWING)


P_YIELDS_EXAMPLE = S.P + "Almanac / Raw-Material Yields"


# ------------------------------------------------------------------ city


def _city(rules: pb.Rules, bad) -> None:
    city, f = rules.city, "city"
    goods = [g for g in pb.TradeGood.values() if g]
    spaces = Counter(c.good for c in city.city_spaces)
    if len(city.city_spaces) != 10 or spaces != {g: 2 for g in goods}:
        bad(f"{f}.citySpaces", "ten outer city spaces, two for each of the five trade goods", S.TRADE_GOODS)
    _unique(city.city_spaces, f"{f}.citySpaces", "city space", bad)
    for k, c in enumerate(city.city_spaces):
        _inside(c, "position", city.size, f"{f}.citySpaces[{k}].position", bad)
    known = {c.id for c in city.city_spaces}
    bs = city.building_spaces
    _unique(bs, f"{f}.buildingSpaces", "building space", bad)
    at = Counter(b.centre for b in bs)
    if len(bs) != 12 or at != {pb.CITY_CENTRE_MAIN_MARKET: 6, pb.CITY_CENTRE_BUILDING_YARD: 6}:
        bad(f"{f}.buildingSpaces", "12 building spaces: six at the main market, six at the building yard",
            S.CRAFT_WORKSHOP)
    market = sorted((b.bank_rate, b.bank_material) for b in bs if b.centre == pb.CITY_CENTRE_MAIN_MARKET)
    if market != sorted([(2, m) for m in range(pb.MATERIAL_WOOD, pb.MATERIAL_WOOL + 1)] + [(3, 0)]):
        bad(f"{f}.buildingSpaces", "the main market's spaces: 2:1 for each of the five raw materials, and one 3:1 "
                                   "for any", S.TRADING_BANK)
    for k, b in enumerate(bs):
        bf = f"{f}.buildingSpaces[{k}]"
        if b.centre == pb.CITY_CENTRE_BUILDING_YARD and (b.bank_rate or b.bank_material):
            bad(bf, "a building-yard space gives no bank rate", S.TRADING_BANK)
        if not b.adjoins or not set(b.adjoins) <= known or len(set(b.adjoins)) != len(b.adjoins):
            bad(f"{bf}.adjoins", "city spaces of the board, each once (at least one)", S.TRADE_GOODS)
        _inside(b, "position", city.size, f"{bf}.position", bad)
    roads = {r.id: r.destination for r in rules.countryside.roads}
    ps = city.production_spaces
    if sorted(p.good for p in ps) != goods:
        bad(f"{f}.productionSpaces", "one production space for each of the five trade goods", S.TRADE_GOODS)
    for k, p in enumerate(ps):
        pf = f"{f}.productionSpaces[{k}]"
        if p.city not in CITIES or roads.get(p.road) != p.city:
            bad(f"{pf}.road", f"the trade road to the city on its sign ({p.city!r})", S.TRADE_GOODS)
        if p.cost.gold or not any(getattr(p.cost, m) for m in MATERIALS) or min(
                getattr(p.cost, m) for m in MATERIALS) < 0:
            bad(f"{pf}.cost", "raw materials only, at least one", S.TRADE_GOODS)
        if p.proceeds <= 0 or not 0 <= p.toll <= p.proceeds:
            bad(f"{pf}.toll", "proceeds above 0, and a toll paid out of them (0 to the proceeds)", S.TRADE_GOODS)
        if p.good == pb.TRADE_GOOD_COMPASSES and (p.cost, p.city, p.proceeds, p.toll) != (
                pb.Bundle(ore=1, wood=1), "Frankfurt", 3, 2):
            bad(pf, "compasses cost one ore and one wood and sell in Frankfurt for 3 gold, toll 2",
                S.ALMANAC_PRODUCTION)
        if p.good == pb.TRADE_GOOD_PAPER and not p.cost.wool:
            bad(f"{pf}.cost", "paper is made with wool", S.ALMANAC_PRODUCTION)
        _inside(p, "position", city.size, f"{pf}.position", bad)


def _wall(rules: pb.Rules, bad) -> None:
    w, f = rules.city_wall, "cityWall"
    if len(w.walls) != CITY_WALL_PIECES:
        bad(f"{f}.walls", f"{CITY_WALL_PIECES} spots, one per city-wall piece, not {len(w.walls)}", S.COMPONENTS)
    if len(w.towers) != TOWER_PIECES:
        bad(f"{f}.towers", f"{TOWER_PIECES} tower spaces, one per tower, not {len(w.towers)}", S.COMPONENTS)
    _unique(w.walls, f"{f}.walls", "wall spot", bad)
    _unique(w.towers, f"{f}.towers", "tower space", bad)
    index = {s.id: i for i, s in enumerate(w.walls)}
    pairs = Counter(tuple(t.walls) for t in w.towers)
    for k, t in enumerate(w.towers):
        at = [index.get(x) for x in t.walls]
        if len(at) != 2 or None in at or abs(at[0] - at[1]) != 1 or pairs[tuple(t.walls)] > 1:
            bad(f"{f}.towers[{k}].walls", "two adjoining wall spots (an open triangle) no other tower space has",
                S.TOWER)
        _inside(t, "position", rules.city.size, f"{f}.towers[{k}].position", bad)
    for k, s in enumerate(w.walls):
        _inside(s, "position", rules.city.size, f"{f}.walls[{k}].position", bad)


def _event_deck(rules: pb.Rules, bad) -> None:
    cards, f = rules.event_deck.cards, "eventDeck.cards"
    if len(cards) != EVENT_CARDS:
        bad(f, f"{EVENT_CARDS} event cards, not {len(cards)}", S.EVENT_CARDS)
    _unique(cards, f, "event card", bad)
    numbers = Counter(c.number for c in cards if c.number)
    if numbers != NUMBER_CARDS:
        bad(f, "yield numbers as two dice fall: 2 and 12 once, 3 and 11 twice, 4 and 10 three times, "
               "5 and 9 four, 6 and 8 five times", S.ALMANAC_PROBABILITY)
    kinds = Counter(c.kind for c in cards)
    for kind, (n, section) in EVENT_COUNTS.items():
        if kinds[kind] != n:
            bad(f, f"{n} {pb.EventCardKind.Name(kind)} cards, not {kinds[kind]}", section)
    roads = {r.id for r in rules.countryside.roads}
    for k, c in enumerate(cards):
        cf = f"{f}[{k}]"
        if not c.kind:
            bad(f"{cf}.kind", "an event of the rulebook", S.EVENT_CARDS)
        if (c.kind == pb.EVENT_CARD_KIND_ROBBER_KNIGHT) == bool(c.number):
            bad(f"{cf}.number", "the Robber Knight alone has no yield number", S.EVENT_CARDS)
        if c.kind == pb.EVENT_CARD_KIND_ROAD_TOLL:
            if not c.roads or not set(c.roads) <= roads or len(set(c.roads)) != len(c.roads):
                bad(f"{cf}.roads", "names trade roads of the board", S.ROAD_TOLL)
        elif c.roads:
            bad(f"{cf}.roads", "only a Road Toll names trade roads", S.ROAD_TOLL)


def _timeline(tl: pb.Timeline, bad) -> None:
    years = list(tl.years)
    if not years or years[0] != START_YEAR or years[-1] != END_YEAR or tl.end_year != END_YEAR:
        bad("timeline.years", f"from the starting space {START_YEAR} to the game end {END_YEAR}", S.TIMELINE)
    if any(b <= a for a, b in zip(years, years[1:])):
        bad("timeline.years", "years in order, each once", S.TIMELINE)
    if list(tl.reshuffle_years) != RESHUFFLE or not set(RESHUFFLE) <= set(years):
        bad("timeline.reshuffleYears", "the reddish spaces 1370 and 1385, on the timeline", S.TIMELINE)


def _supply(c: pb.Supply, bad) -> None:
    f = "supply"
    if len(c.colours) != COLOURS or len(set(c.colours)) != COLOURS or not all(c.colours):
        bad(f"{f}.colours", "four different colours", S.COMPONENTS)
    for name, n in PIECES.items():
        have = getattr(c.pieces_per_colour, _snake(name))
        if have != n:
            bad(f"{f}.piecesPerColour.{name}", f"{n} per colour, not {have}", S.COMPONENTS)
    for field, value, want, section in (
            ("rawMaterialCardsPerMaterial", c.raw_material_cards_per_material, RAW_MATERIAL_CARDS, S.COMPONENTS),
            ("startingGold", c.starting_gold, STARTING_GOLD, S.SETUP),
            ("cityWallPieces", c.city_wall_pieces, CITY_WALL_PIECES, S.COMPONENTS),
            ("towerPieces", c.tower_pieces, TOWER_PIECES, S.COMPONENTS),
            ("bankRate", c.bank_rate, 4, S.TRADING_BANK),
            ("robberDiscardAbove", c.robber_discard_above, 7, S.ROBBER_KNIGHT)):
        if value != want:
            bad(f"{f}.{field}", f"{want}, not {value}", section)
    for name, (cost, section) in COSTS.items():
        have = getattr(c.building_costs, _snake(name))
        if have != cost:
            bad(f"{f}.buildingCosts.{name}", f"costs {_describe(cost)}, not {_describe(have) or 'nothing'}", section)


def _scoring(sc: pb.Scoring, bad) -> None:
    f = "scoring"
    for field, value, want, section in (
            ("victoryPointsToWin", sc.victory_points_to_win, 13, S.GOAL),
            ("prestigePerCityWall", sc.prestige_per_city_wall, 1, S.CITY_WALL),
            ("prestigePerTower", sc.prestige_per_tower, 2, S.TOWER),
            ("councilThreshold", sc.council_threshold, 3, S.COUNCIL),
            ("councilSafeAt", sc.council_safe_at, 12, S.COUNCIL)):
        if value != want:
            bad(f"{f}.{field}", f"{want}, not {value}", section)
    for k, c in enumerate(sc.council_cards):
        if not c.name:
            bad(f"{f}.councilCards[{k}].name", "required: the name printed on the card", S.COUNCIL)
    if [(c.card, c.victory_points, c.min_players) for c in sc.council_cards] != COUNCIL:
        bad(f"{f}.councilCards", "Council of Seven 4, Small Council 3 (not with three players), Great Council 2 "
                                 "victory points, highest first", S.COUNCIL)


def _beginner(rules: pb.Rules, report) -> None:
    """The diagram: two customs posts and two settlements of each colour,
    each road's posts one chain from its point of origin (also with the
    colour left out with three players), and the outcomes Setup names."""
    bl, f = rules.beginner_layout, "beginnerLayout"
    broken = []

    def bad(field: str, constraint: str, section: str) -> None:
        broken.append(field)
        report(field, constraint, section)

    b = compile(rules)
    colours = list(rules.supply.colours)
    if bl.left_out_with_three_players not in colours:
        bad(f"{f}.leftOutWithThreePlayers", f"one of the colours {colours}", S.SETUP)
    posts = Counter(p.colour for p in bl.customs_posts)
    towns = Counter(s.colour for s in bl.settlements)
    stars = Counter(s.colour for s in bl.settlements if s.star)
    if any((posts[c], towns[c], stars[c]) != (2, 2, 1) for c in colours) or (set(posts) | set(towns)) - set(colours):
        bad(f"{f}", "each colour places two customs posts and two settlements, one marked with the star", S.SETUP)
    sections = Counter(p.section for p in bl.customs_posts)
    for k, p in enumerate(bl.customs_posts):
        if p.section not in b.section_road or sections[p.section] > 1:
            bad(f"{f}.customsPosts[{k}].section", "a road section of the board, one post each", S.CUSTOMS_POSTS)
    where = Counter(s.crossing for s in bl.settlements)
    for k, s in enumerate(bl.settlements):
        if s.crossing not in b.crossing_road or s.crossing in b.gates or where[s.crossing] > 1:
            bad(f"{f}.settlements[{k}].crossing", "a crossing of the board, not a Roman-numeral one, one "
                                                  "settlement each", S.SETTLEMENT)
    if broken:
        return  # the rest reads the layout's pieces on the board
    placed = {p.section: p.colour for p in bl.customs_posts if p.section in b.section_road}
    towns_at = {s.crossing: s.colour for s in bl.settlements if s.crossing in b.crossing_road}
    for left_out in ("", bl.left_out_with_three_players):
        on = {s: c for s, c in placed.items() if c != left_out}
        for road in b.roads:
            idx = sorted(b.section_index[s] for s in on if b.section_road[s] == road)
            if idx != list(range(1, len(idx) + 1)):
                who = f" without {left_out}" if left_out else ""
                bad(f"{f}.customsPosts", f"road {road}'s customs posts{who} form one chain from its point of origin",
                    S.CUSTOMS_POSTS)
    for k, s in enumerate(bl.settlements):
        road = b.crossing_road.get(s.crossing)
        if road is None:
            continue
        if not any(c == s.colour and b.section_road[sec] == road for sec, c in placed.items()):
            bad(f"{f}.settlements[{k}]", f"stands on a road where {s.colour} has a customs post", S.SETTLEMENT)
        if any(towns_at.get(n) for n in b.crossing_road_neighbours[s.crossing]):
            bad(f"{f}.settlements[{k}]", "the distance rule: a free crossing between settlements on a road",
                S.SETTLEMENT)
    if set(colours) != set(SETUP_TOLL_RIGHTS):
        return  # the outcomes below name the rulebook's colours
    rights: dict[str, str] = {}
    for road in b.roads:
        best = None
        for colour in sorted({c for s, c in placed.items() if b.section_road[s] == road}):
            mine = [b.section_index[s] for s, c in placed.items() if c == colour and b.section_road[s] == road]
            key = (len(mine), -min(mine))
            if best is None or key > best[0]:
                best = (key, colour)
        if best is not None:
            road_card = next(r.toll_right_card for r in rules.countryside.roads if r.id == road)
            rights[best[1]] = road_card
    if rights != SETUP_TOLL_RIGHTS:
        bad(f"{f}.customsPosts", "white takes the toll-right card Venice, red Prague, blue V, orange IV, nobody "
                                 f"Frankfurt; not {rights}", S.SETUP)
    on_prague = {c for x, c in towns_at.items() if b.road_to.get(b.crossing_road[x]) == "Prague"}
    if "orange" not in on_prague:
        bad(f"{f}.settlements", "orange has a settlement on the road to Prague", S.ROAD_TOLL)
    white = {s.star: s.crossing for s in bl.settlements if s.colour == "white"}
    if len(white) == 2:
        star = sorted(b.terrain_resource[t] for t in b.crossing_terrains[white[True]])
        if star != ["grain", "grain", "wood"]:
            bad(f"{f}.settlements", "white's starred settlement borders two fields and a forest: 2 grain and 1 "
                                    "wood", S.SETUP)
        lower = sorted((b.terrain_resource[t], b.terrain_number[t]) for t in b.crossing_terrains[white[False]])
        if lower != [("clay", 5), ("ore", 6), ("wood", 3)]:
            bad(f"{f}.settlements", "white's other settlement borders hills 5, mountains 6 and forest 3", S.OVERVIEW)


def _snake(name: str) -> str:
    return "".join("_" + ch.lower() if ch.isupper() else ch for ch in name)


def _describe(b: pb.Bundle) -> str:
    return " + ".join(f"{getattr(b, m)} {m}" for m in (*MATERIALS, "gold") if getattr(b, m))


# ------------------------------------------------------------------ restrict


def restrict(rules: pb.Rules, variant: str, players: int) -> pb.Rules:
    """What a game of `variant` ("" = either) and `players` (0 = any) uses:
    the advanced layout has no beginner's layout; three players play without
    the Small Council (Setup) and, in the beginner's layout, without the
    pieces of the colour left out. Supply.colours becomes the colours the
    seats take, in seat order, once both are given."""
    if variant == "advanced":
        rules.ClearField("beginner_layout")
    if not players:
        return rules
    keep = [c for c in rules.scoring.council_cards if players >= c.min_players]
    del rules.scoring.council_cards[:]
    rules.scoring.council_cards.extend(keep)
    colours = list(rules.supply.colours)
    bl = rules.beginner_layout
    if players == 3 and rules.HasField("beginner_layout"):
        out = bl.left_out_with_three_players
        posts = [p for p in bl.customs_posts if p.colour != out]
        towns = [s for s in bl.settlements if s.colour != out]
        del bl.customs_posts[:]
        bl.customs_posts.extend(posts)
        del bl.settlements[:]
        bl.settlements.extend(towns)
        if variant == "beginner":
            colours.remove(out)
    if variant:
        del rules.supply.colours[:]
        rules.supply.colours.extend(colours[:players])
    return rules
