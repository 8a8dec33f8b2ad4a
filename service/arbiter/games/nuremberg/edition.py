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
from collections.abc import Callable

from arbiter.engine import constraints
from arbiter.engine.constraints import At, Check, Constraint, count, equals, that, when
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
BANK_RATE = 4  # 2a) Trading with the bank: 4:1
ROBBER_DISCARD_ABOVE = 7  # The Robber Knight: more than 7 cards
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
    """The tables in turn: the beginner's layout is read on a sound board,
    and what it makes only once its pieces stand on that board."""
    for table in (COUNTRYSIDE + CONSTRAINTS, BEGINNER, LAYOUT):
        out = constraints.check(rules, table)
        if out:
            return out
    return []


def _near(a, b, d: float) -> bool:
    return abs(math.hypot(a.x - b.x, a.y - b.y) - d) <= TOLERANCE


P_YIELDS_EXAMPLE = S.P + "Almanac / Raw-Material Yields"


# ------------------------------------------------------------------ the table


def _ids(what: str) -> Check:
    """Ids name things in states, moves and events: one thing each."""
    def run(items, at: At):
        seen = Counter(i.id for i in items)
        return [(f"[{k}].id", f"a {what} id no other {what} has, not {i.id!r}")
                for k, i in enumerate(items) if not i.id or seen[i.id] > 1]
    return run


def _drawn(size: Callable[[At], Point], name: str = "position") -> Check:
    """The entry's `name` is drawn: set, and inside the drawing (`size(at)`)."""
    def run(msg, at: At):
        if not msg.HasField(name):
            return [(f".{name}", "required: where it is drawn")]
        p, s = getattr(msg, name), size(at)
        return [] if 0 <= p.x <= s.x and 0 <= p.y <= s.y else [(f".{name}", "inside the drawing (its size)")]
    return run


def _is(want, message: str) -> Check:
    return that(lambda v, at: v == want, message)


def _costs(cost: pb.Bundle) -> Check:
    return that(lambda v, at: v == cost, lambda v, at: f"costs {_describe(cost)}, not {_describe(v) or 'nothing'}")


def _city_size(at: At) -> Point:
    return at.rules.city.size


GOODS = [g for g in pb.TradeGood.values() if g]
MARKET = sorted([(2, m) for m in range(pb.MATERIAL_WOOD, pb.MATERIAL_WOOL + 1)] + [(3, 0)])
COMPASSES = (pb.Bundle(ore=1, wood=1), "Frankfurt", 3, 2)


def _adjoins(v, at: At) -> bool:
    known = {c.id for c in at.rules.city.city_spaces}
    return bool(v) and set(v) <= known and len(set(v)) == len(v)


def _to_its_city(v, at: At) -> bool:
    roads = {r.id: r.destination for r in at.rules.countryside.roads}
    return at.entry.city in CITIES and roads.get(v) == at.entry.city


def _raw_only(c: pb.Bundle, at: At) -> bool:
    return not c.gold and any(getattr(c, m) for m in MATERIALS) and min(getattr(c, m) for m in MATERIALS) >= 0


def _tower_walls(v, at: At) -> bool:
    w = at.rules.city_wall
    index = {s.id: i for i, s in enumerate(w.walls)}
    spots = [index.get(x) for x in v]
    return (len(spots) == 2 and None not in spots and abs(spots[0] - spots[1]) == 1
            and sum(1 for t in w.towers if list(t.walls) == list(v)) == 1)


def _of_kind(kind: int, n: int) -> Check:
    return that(lambda v, at: sum(1 for c in v if c.kind == kind) == n,
                lambda v, at: f"{n} {pb.EventCardKind.Name(kind)} cards, not {sum(1 for c in v if c.kind == kind)}")


def _toll_roads(v, at: At) -> bool:
    roads = {r.id for r in at.rules.countryside.roads}
    return bool(v) and set(v) <= roads and len(set(v)) == len(v)


def _years(v, at: At) -> bool:
    return bool(v) and v[0] == START_YEAR and v[-1] == END_YEAR and at.entry.end_year == END_YEAR


def _in_order(v, at: At) -> bool:
    return all(a < b for a, b in zip(v, v[1:], strict=False))


def _colours(v, at: At) -> bool:
    return len(v) == COLOURS and len(set(v)) == COLOURS and all(v)


def _council(v, at: At) -> bool:
    return [(c.card, c.victory_points, c.min_players) for c in v] == COUNCIL


CONSTRAINTS: tuple[Constraint, ...] = (
    # The city board: city spaces, building spaces (the main market, the
    # building yard), production spaces.
    Constraint("city.citySpaces", that(lambda v, at: len(v) == 10 and Counter(c.good for c in v) == {
        g: 2 for g in GOODS}, "ten outer city spaces, two for each of the five trade goods"), S.TRADE_GOODS),
    Constraint("city.citySpaces", _ids("city space"), S.COMPONENTS),
    Constraint("city.citySpaces[]", _drawn(_city_size), DRAWING),
    Constraint("city.buildingSpaces", _ids("building space"), S.COMPONENTS),
    Constraint("city.buildingSpaces", that(lambda v, at: len(v) == 12 and Counter(b.centre for b in v) == {
        pb.CITY_CENTRE_MAIN_MARKET: 6, pb.CITY_CENTRE_BUILDING_YARD: 6},
        "12 building spaces: six at the main market, six at the building yard"), S.CRAFT_WORKSHOP),
    Constraint("city.buildingSpaces", that(lambda v, at: sorted(
        (b.bank_rate, b.bank_material) for b in v if b.centre == pb.CITY_CENTRE_MAIN_MARKET) == MARKET,
        "the main market's spaces: 2:1 for each of the five raw materials, and one 3:1 for any"), S.TRADING_BANK),
    Constraint("city.buildingSpaces[]", when(lambda b, at: b.centre == pb.CITY_CENTRE_BUILDING_YARD, that(
        lambda b, at: not (b.bank_rate or b.bank_material), "a building-yard space gives no bank rate")),
        S.TRADING_BANK),
    Constraint("city.buildingSpaces[].adjoins", that(_adjoins, "city spaces of the board, each once (at least one)"),
               S.TRADE_GOODS),
    Constraint("city.buildingSpaces[]", _drawn(_city_size), DRAWING),
    Constraint("city.productionSpaces", that(lambda v, at: sorted(p.good for p in v) == GOODS,
                                             "one production space for each of the five trade goods"), S.TRADE_GOODS),
    Constraint("city.productionSpaces[].road", that(_to_its_city, lambda v, at: (
        f"the trade road to the city on its sign ({at.entry.city!r})")), S.TRADE_GOODS),
    Constraint("city.productionSpaces[].cost", that(_raw_only, "raw materials only, at least one"), S.TRADE_GOODS),
    Constraint("city.productionSpaces[].toll", that(
        lambda v, at: at.entry.proceeds > 0 and 0 <= v <= at.entry.proceeds,
        "proceeds above 0, and a toll paid out of them (0 to the proceeds)"), S.TRADE_GOODS),
    Constraint("city.productionSpaces[]", when(lambda p, at: p.good == pb.TRADE_GOOD_COMPASSES, that(
        lambda p, at: (p.cost, p.city, p.proceeds, p.toll) == COMPASSES,
        "compasses cost one ore and one wood and sell in Frankfurt for 3 gold, toll 2")), S.ALMANAC_PRODUCTION),
    Constraint("city.productionSpaces[].cost", when(lambda v, at: at.entry.good == pb.TRADE_GOOD_PAPER, that(
        lambda v, at: bool(v.wool), "paper is made with wool")), S.ALMANAC_PRODUCTION),
    Constraint("city.productionSpaces[]", _drawn(_city_size), DRAWING),

    # The wall ring: a spot per city-wall piece, a tower space per tower.
    Constraint("cityWall.walls", count(CITY_WALL_PIECES, "spots, one per city-wall piece"), S.COMPONENTS),
    Constraint("cityWall.towers", count(TOWER_PIECES, "tower spaces, one per tower"), S.COMPONENTS),
    Constraint("cityWall.walls", _ids("wall spot"), S.COMPONENTS),
    Constraint("cityWall.towers", _ids("tower space"), S.COMPONENTS),
    Constraint("cityWall.towers[].walls", that(
        _tower_walls, "two adjoining wall spots (an open triangle) no other tower space has"), S.TOWER),
    Constraint("cityWall.towers[]", _drawn(_city_size), DRAWING),
    Constraint("cityWall.walls[]", _drawn(_city_size), DRAWING),

    # The event deck.
    Constraint("eventDeck.cards", count(EVENT_CARDS, "event cards"), S.EVENT_CARDS),
    Constraint("eventDeck.cards", _ids("event card"), S.COMPONENTS),
    Constraint("eventDeck.cards", that(lambda v, at: Counter(c.number for c in v if c.number) == NUMBER_CARDS,
                                       "yield numbers as two dice fall: 2 and 12 once, 3 and 11 twice, 4 and 10 three "
                                       "times, 5 and 9 four, 6 and 8 five times"), S.ALMANAC_PROBABILITY),
    *(Constraint("eventDeck.cards", _of_kind(kind, n), section) for kind, (n, section) in EVENT_COUNTS.items()),
    Constraint("eventDeck.cards[].kind", that(lambda v, at: bool(v), "an event of the rulebook"), S.EVENT_CARDS),
    Constraint("eventDeck.cards[].number", that(
        lambda v, at: (at.entry.kind == pb.EVENT_CARD_KIND_ROBBER_KNIGHT) != bool(v),
        "the Robber Knight alone has no yield number"), S.EVENT_CARDS),
    Constraint("eventDeck.cards[].roads", when(lambda v, at: at.entry.kind == pb.EVENT_CARD_KIND_ROAD_TOLL, that(
        _toll_roads, "names trade roads of the board")), S.ROAD_TOLL),
    Constraint("eventDeck.cards[].roads", when(lambda v, at: at.entry.kind != pb.EVENT_CARD_KIND_ROAD_TOLL, that(
        lambda v, at: not v, "only a Road Toll names trade roads")), S.ROAD_TOLL),

    # The timeline.
    Constraint("timeline.years", that(_years, f"from the starting space {START_YEAR} to the game end {END_YEAR}"),
               S.TIMELINE),
    Constraint("timeline.years", that(_in_order, "years in order, each once"), S.TIMELINE),
    Constraint("timeline.reshuffleYears", that(
        lambda v, at: list(v) == RESHUFFLE and set(RESHUFFLE) <= set(at.entry.years),
        "the reddish spaces 1370 and 1385, on the timeline"), S.TIMELINE),

    # The supply (Game Components, Setup) and the building costs.
    Constraint("supply.colours", that(_colours, "four different colours"), S.COMPONENTS),
    *(Constraint(f"supply.piecesPerColour.{name}", that(
        lambda v, at, n=n: v == n, lambda v, at, n=n: f"{n} per colour, not {v}"), S.COMPONENTS)
      for name, n in PIECES.items()),
    Constraint("supply.rawMaterialCardsPerMaterial", equals(RAW_MATERIAL_CARDS), S.COMPONENTS),
    Constraint("supply.startingGold", equals(STARTING_GOLD), S.SETUP),
    Constraint("supply.cityWallPieces", equals(CITY_WALL_PIECES), S.COMPONENTS),
    Constraint("supply.towerPieces", equals(TOWER_PIECES), S.COMPONENTS),
    Constraint("supply.bankRate", equals(BANK_RATE), S.TRADING_BANK),
    Constraint("supply.robberDiscardAbove", equals(ROBBER_DISCARD_ABOVE), S.ROBBER_KNIGHT),
    *(Constraint(f"supply.buildingCosts.{name}", _costs(cost), section) for name, (cost, section) in COSTS.items()),

    # Scoring.
    Constraint("scoring.victoryPointsToWin", equals(13), S.GOAL),
    Constraint("scoring.prestigePerCityWall", equals(1), S.CITY_WALL),
    Constraint("scoring.prestigePerTower", equals(2), S.TOWER),
    Constraint("scoring.councilThreshold", equals(3), S.COUNCIL),
    Constraint("scoring.councilSafeAt", equals(12), S.COUNCIL),
    Constraint("scoring.councilCards[].name", that(lambda v, at: bool(v), "required: the name printed on the card"),
               S.COUNCIL),
    Constraint("scoring.councilCards", that(_council, "Council of Seven 4, Small Council 3 (not with three players), "
                                                      "Great Council 2 victory points, highest first"), S.COUNCIL),
)


# ------------------------------------------------------------------ countryside


def _hexes(at: At) -> dict[str, pb.Hex]:
    return {h.id: h for h in at.rules.countryside.hexes}


def _city_hex(v, at: At) -> bool:
    cs = at.rules.countryside
    city = _hexes(at).get(v)
    return city is not None and city.terrain == pb.TERRAIN_CITY and [
        h.terrain for h in cs.hexes].count(pb.TERRAIN_CITY) == 1


def _castle_hex(v, at: At) -> bool:
    cs = at.rules.countryside
    castle = _hexes(at).get(v)
    return castle is not None and castle.terrain == pb.TERRAIN_ROBBER_KNIGHT_CASTLE and not castle.number and [
        h.terrain for h in cs.hexes].count(pb.TERRAIN_ROBBER_KNIGHT_CASTLE) == 1


def _bottom_left(v, at: At) -> bool:
    castle = _hexes(at).get(v)
    return castle is None or not any((h.centre.y - h.centre.x) > (castle.centre.y - castle.centre.x) + TOLERANCE
                                     for h in at.rules.countryside.hexes)


def _hex_number(h, at: At):
    if h.terrain in YIELDS:
        if h.number not in NUMBERS:
            yield ".number", f"a yield number 2 to 12 other than 7, not {h.number}"
    elif h.terrain not in (pb.TERRAIN_CITY, pb.TERRAIN_ROBBER_KNIGHT_CASTLE):
        yield ".terrain", "a terrain of the rulebook"
    elif h.number:
        yield ".number", "the city space and the castle's terrain have no yield number"


def _axial(h, at: At):
    cs = at.rules.countryside
    city = _hexes(at).get(cs.city)
    if city is None or cs.hex_radius <= 0:
        return
    want = Point(x=city.centre.x + cs.hex_radius * math.sqrt(3) * (h.q - city.q + (h.r - city.r) / 2),
                 y=city.centre.y + cs.hex_radius * 1.5 * (h.r - city.r))
    if not _near(h.centre, want, 0):
        yield ".centre", f"the centre of axial hex ({h.q}, {h.r}): ({want.x:.2f}, {want.y:.2f})"


def _numbers(hexes, at: At):
    numbers = Counter(h.number for h in hexes if h.terrain in YIELDS)
    for n in NUMBERS:
        if numbers[n] != TERRAINS_PER_NUMBER[n]:
            yield "", f"yield number {n} on {TERRAINS_PER_NUMBER[n]} terrains, not {numbers[n]}"


def _yielded(hexes, n: int) -> list[int]:
    """What a drawn `n` yields, one material per terrain."""
    return sorted(YIELDS[h.terrain] for h in hexes if h.terrain in YIELDS and h.number == n)


def _ends(v, at: At) -> bool:
    return sorted(r.destination for r in v) == ["", "", "Frankfurt", "Prague", "Venice"] and not any(
        r.destination for r in v if r.id in ("IV", "V"))


def _board_ids(at: At) -> Counter:
    cs = at.rules.countryside
    return (Counter(x.id for r in cs.roads for x in r.crossings) + Counter(s.id for r in cs.roads for s in r.sections)
            + Counter(h.id for h in cs.hexes))


def _board_id(v, at: At) -> bool:
    return bool(v) and _board_ids(at)[v] <= 1


def _unknown(v, at: At) -> list[str]:
    hexes = _hexes(at)
    return [h for h in v if h not in hexes]


def _at_city(x, at: At):
    at_city = at.rules.countryside.city in x.hexes
    if at.index == 0 and not at_city:
        yield ".hexes", "the point of origin lies on the Nuremberg city boundary"


def _off_city(x, at: At):
    if at.index > 0 and at.rules.countryside.city in x.hexes:
        yield ".hexes", "only the five Roman-numeral crossings touch the city space"


def _terrains(x, at: At):
    hexes = _hexes(at)
    terrains = [h for h in x.hexes if h in hexes and hexes[h].terrain != pb.TERRAIN_CITY]
    if not 1 <= len(terrains) <= 3 or len(set(x.hexes)) != len(x.hexes):
        yield ".hexes", f"a crossing borders 1 to 3 terrains, not {len(terrains)}"


def _corners(x, at: At):
    hexes, radius = _hexes(at), at.rules.countryside.hex_radius
    for h in x.hexes:
        if h in hexes and not _near(x.position, hexes[h].centre, radius):
            yield ".position", f"a corner of hex {h}: hexRadius from its centre"


def _every_corner(x, at: At):
    cs = at.rules.countryside
    around = sorted(h.id for h in cs.hexes if _near(x.position, h.centre, cs.hex_radius))
    if x.HasField("position") and sorted(x.hexes) != around:
        yield ".hexes", f"every hex it is a corner of: {around}"


def _listed_back(v, at: At):
    crossings = {x.id: x for r in at.rules.countryside.roads for x in r.crossings}
    me = at.entry.id
    return [("", f"crossings that list this one back, not {n!r}") for n in v
            if n not in crossings or me not in crossings[n].neighbours]


def _road_neighbours(at: At) -> list[str]:
    r, k = at.up[-2], at.index  # the crossing's road
    return [r.crossings[j].id for j in (k - 1, k + 1) if 0 <= j < len(r.crossings)]


def _between(s, at: At) -> tuple | None:
    """The crossings section `at.index` of its road lies between, if the road has them."""
    r, k = at.entry, at.index
    return (r.crossings[k], r.crossings[k + 1]) if k + 1 < len(r.crossings) else None


def _section_crossings(s, at: At):
    ends = _between(s, at)
    if ends and list(s.crossings) != [ends[0].id, ends[1].id]:
        yield ".crossings", f"the crossings it lies between, nearer Nuremberg first: [{ends[0].id!r}, {ends[1].id!r}]"


def _section_drawn(s, at: At):
    ends = _between(s, at)
    if not ends or list(s.crossings) != [ends[0].id, ends[1].id]:
        return
    a, b = ends[0].position, ends[1].position
    if not _near(a, b, at.rules.countryside.hex_radius):
        yield ".crossings", "two corners of one hex edge"
    elif not _near(s.position, Point(x=(a.x + b.x) / 2, y=(a.y + b.y) / 2), 0):
        yield ".position", "the midpoint of its two crossings"


def _countryside_size(at: At) -> Point:
    return at.rules.countryside.size


COUNTRYSIDE: tuple[Constraint, ...] = (
    Constraint("countryside.yields", that(
        lambda v, at: {y.terrain: y.material for y in v} == YIELDS and len(v) == len(YIELDS),
        "forest yields wood, hills clay, mountains ore, fields grain, pasture wool, each once"), S.YIELDS),
    Constraint("countryside.hexes", _ids("hex"), S.COMPONENTS),
    Constraint("countryside.city", that(_city_hex, "names the one TERRAIN_CITY hex, the Nuremberg city space"),
               S.CUSTOMS_POSTS),
    Constraint("countryside.robberKnightCastle", that(
        _castle_hex, "names the one castle terrain, which has no yield number"), S.ROBBER_KNIGHT),
    Constraint("countryside.hexes[]", _hex_number, S.YIELDS),
    Constraint("countryside.hexes[]", _axial, DRAWING),
    Constraint("countryside.hexes[]", _drawn(_countryside_size, "centre"), DRAWING),
    Constraint("countryside.hexes", _numbers, S.YIELDS),
    # The rulebook's own examples read off its map: a 4 yields wool, ore and
    # grain (Overview); the 9s include hill and mountain country (Almanac).
    Constraint("countryside.hexes", that(
        lambda v, at: _yielded(v, 4) == sorted([pb.MATERIAL_WOOL, pb.MATERIAL_ORE, pb.MATERIAL_GRAIN]),
        "the three 4s are pasture, mountains and fields: a drawn 4 yields wool, ore and grain"), S.OVERVIEW),
    Constraint("countryside.hexes", that(lambda v, at: {pb.MATERIAL_CLAY, pb.MATERIAL_ORE} <= set(_yielded(v, 9)),
                                         "the 9s include hill and mountain country"), P_YIELDS_EXAMPLE),
    Constraint("countryside.robberKnightCastle", that(_bottom_left, "the castle's terrain is the bottom-left one"),
               S.SETUP),
    Constraint("countryside.hexRadius", that(lambda v, at: v > 0, "a positive size"), DRAWING),

    # The trade roads.
    Constraint("countryside.roads", that(lambda v, at: [r.id for r in v] == list(ROADS),
                                         "the five trade roads I, II, III, IV and V, in that order"), S.TOLL_RIGHTS),
    Constraint("countryside.roads", that(
        _ends, "three roads lead to Frankfurt, Prague and Venice; IV and V end in the countryside"), S.TOLL_RIGHTS),
    Constraint("countryside.roads[].tollRightCard", that(
        lambda v, at: v == (at.entry.destination or at.entry.id),
        lambda v, at: f"named after its city, or its numeral: {at.entry.destination or at.entry.id!r}"),
        S.TOLL_RIGHTS),
    Constraint("countryside.roads[].crossings", that(
        lambda v, at: len(v) >= 3, "a point of origin and at least two crossings beyond it"), S.CUSTOMS_POSTS),
    Constraint("countryside.roads[].sections", that(
        lambda v, at: len(v) == max(len(at.entry.crossings) - 1, 0),
        "one section between each two consecutive crossings"), S.CUSTOMS_POSTS),
    Constraint("countryside.roads[].crossings[].id", that(
        _board_id, lambda v, at: f"an id nothing else on the board has, not {v!r}"), S.SETTLEMENT),
    Constraint("countryside.roads[].crossings[].hexes", that(
        lambda v, at: not _unknown(v, at), lambda v, at: f"hexes of the countryside, not {_unknown(v, at)}"),
        S.SETTLEMENT),
    Constraint("countryside.roads[].crossings[]", _at_city, S.CUSTOMS_POSTS),
    Constraint("countryside.roads[].crossings[]", _off_city, S.SETTLEMENT),
    Constraint("countryside.roads[].crossings[]", _terrains, S.OVERVIEW),
    Constraint("countryside.roads[].crossings[]", _corners, DRAWING),
    Constraint("countryside.roads[].crossings[]", _every_corner, S.YIELDS),
    Constraint("countryside.roads[].crossings[]", _drawn(_countryside_size), DRAWING),
    Constraint("countryside.roads[].crossings[].neighbours", that(
        lambda v, at: len(set(v)) == len(v), "each neighbour once"), DRAWING),
    Constraint("countryside.roads[].crossings[].neighbours", _listed_back, DRAWING),
    Constraint("countryside.roads[].crossings[].neighbours", that(
        lambda v, at: set(_road_neighbours(at)) <= set(v),
        lambda v, at: f"include the crossings beside it on its road: {_road_neighbours(at)}"), S.SETTLEMENT),
    Constraint("countryside.roads[].sections[].id", that(
        _board_id, lambda v, at: f"an id nothing else on the board has, not {v!r}"), S.CUSTOMS_POSTS),
    Constraint("countryside.roads[].sections[]", _section_crossings, S.CUSTOMS_POSTS),
    Constraint("countryside.roads[].sections[]", _section_drawn, DRAWING),
)


# ------------------------------------------------------------------ the beginner's layout


def _pieces(bl, at: At) -> bool:
    colours = list(at.rules.supply.colours)
    posts = Counter(p.colour for p in bl.customs_posts)
    towns = Counter(s.colour for s in bl.settlements)
    stars = Counter(s.colour for s in bl.settlements if s.star)
    return all((posts[c], towns[c], stars[c]) == (2, 2, 1) for c in colours) and not (
        (set(posts) | set(towns)) - set(colours))


def _post_section(v, at: At) -> bool:
    return v in compile(at.rules).section_road and sum(
        1 for p in at.rules.beginner_layout.customs_posts if p.section == v) <= 1


def _town_crossing(v, at: At) -> bool:
    b = compile(at.rules)
    return v in b.crossing_road and v not in b.gates and sum(
        1 for s in at.rules.beginner_layout.settlements if s.crossing == v) <= 1


def _placed(at: At) -> dict[str, str]:
    """The layout's customs posts: section -> colour."""
    return {p.section: p.colour for p in at.rules.beginner_layout.customs_posts}


def _chains(bl, at: At):
    b, placed = compile(at.rules), _placed(at)
    for left_out in ("", bl.left_out_with_three_players):
        on = {s: c for s, c in placed.items() if c != left_out}
        for road in b.roads:
            idx = sorted(b.section_index[s] for s in on if b.section_road[s] == road)
            if idx != list(range(1, len(idx) + 1)):
                who = f" without {left_out}" if left_out else ""
                yield ".customsPosts", f"road {road}'s customs posts{who} form one chain from its point of origin"


def _on_own_road(s, at: At):
    b = compile(at.rules)
    road = b.crossing_road[s.crossing]
    if not any(c == s.colour and b.section_road[sec] == road for sec, c in _placed(at).items()):
        yield "", f"stands on a road where {s.colour} has a customs post"


def _distance(s, at: At):
    b = compile(at.rules)
    towns_at = {t.crossing: t.colour for t in at.rules.beginner_layout.settlements}
    if any(towns_at.get(n) for n in b.crossing_road_neighbours[s.crossing]):
        yield "", "the distance rule: a free crossing between settlements on a road"


def _toll_rights(bl, at: At):
    if set(at.rules.supply.colours) != set(SETUP_TOLL_RIGHTS):
        return  # the outcome names the rulebook's colours
    b, placed = compile(at.rules), _placed(at)
    rights: dict[str, str] = {}
    for road in b.roads:
        best = None
        for colour in sorted({c for s, c in placed.items() if b.section_road[s] == road}):
            mine = [b.section_index[s] for s, c in placed.items() if c == colour and b.section_road[s] == road]
            key = (len(mine), -min(mine))
            if best is None or key > best[0]:
                best = (key, colour)
        if best is not None:
            rights[best[1]] = next(r.toll_right_card for r in at.rules.countryside.roads if r.id == road)
    if rights != SETUP_TOLL_RIGHTS:
        yield ".customsPosts", ("white takes the toll-right card Venice, red Prague, blue V, orange IV, nobody "
                                f"Frankfurt; not {rights}")


def _rulebook_colours(v, at: At) -> bool:
    return set(at.rules.supply.colours) == set(SETUP_TOLL_RIGHTS)


def _on_prague(bl, at: At) -> bool:
    b = compile(at.rules)
    return "orange" in {s.colour for s in bl.settlements if b.road_to.get(b.crossing_road[s.crossing]) == "Prague"}


def _white(bl, at: At, star: bool) -> list[tuple[str, int]]:
    """What white's starred (or other) settlement borders: (material, number) per terrain."""
    b = compile(at.rules)
    white = {s.star: s.crossing for s in bl.settlements if s.colour == "white"}
    if len(white) != 2:
        return []
    return sorted((b.terrain_resource[t], b.terrain_number[t]) for t in b.crossing_terrains[white[star]])


def _whites(bl) -> bool:
    return len({s.star for s in bl.settlements if s.colour == "white"}) == 2


# The pieces, checked against a sound board.
BEGINNER: tuple[Constraint, ...] = (
    Constraint("beginnerLayout.leftOutWithThreePlayers", that(
        lambda v, at: v in at.rules.supply.colours,
        lambda v, at: f"one of the colours {list(at.rules.supply.colours)}"), S.SETUP),
    Constraint("beginnerLayout", that(
        _pieces, "each colour places two customs posts and two settlements, one marked with the star"), S.SETUP),
    Constraint("beginnerLayout.customsPosts[].section", that(
        _post_section, "a road section of the board, one post each"), S.CUSTOMS_POSTS),
    Constraint("beginnerLayout.settlements[].crossing", that(
        _town_crossing, "a crossing of the board, not a Roman-numeral one, one settlement each"), S.SETTLEMENT),
)
# What the layout's pieces make on the board, checked once they stand on it.
LAYOUT: tuple[Constraint, ...] = (
    Constraint("beginnerLayout", _chains, S.CUSTOMS_POSTS),
    Constraint("beginnerLayout.settlements[]", _on_own_road, S.SETTLEMENT),
    Constraint("beginnerLayout.settlements[]", _distance, S.SETTLEMENT),
    Constraint("beginnerLayout", _toll_rights, S.SETUP),
    Constraint("beginnerLayout.settlements", when(_rulebook_colours, that(
        lambda v, at: _on_prague(at.entry, at), "orange has a settlement on the road to Prague")), S.ROAD_TOLL),
    Constraint("beginnerLayout.settlements", when(lambda v, at: _rulebook_colours(v, at) and _whites(at.entry), that(
        lambda v, at: [m for m, _ in _white(at.entry, at, True)] == ["grain", "grain", "wood"],
        "white's starred settlement borders two fields and a forest: 2 grain and 1 wood")), S.SETUP),
    Constraint("beginnerLayout.settlements", when(lambda v, at: _rulebook_colours(v, at) and _whites(at.entry), that(
        lambda v, at: _white(at.entry, at, False) == [("clay", 5), ("ore", 6), ("wood", 3)],
        "white's other settlement borders hills 5, mountains 6 and forest 3")), S.OVERVIEW),
)


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
