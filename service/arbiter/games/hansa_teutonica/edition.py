"""What the rulebook requires of a Hansa Teutonica edition, and how an edition
is cut down to one player count (docs/editions.md).

An edition may print its own board: both sides, each serving its player
counts, with its cities' spaces, its trade routes (renumbered, rearranged) and
drawing positions; and its own writing desk, pieces, bonus markers and scoring
(tables.py), within what the rules can play: the five abilities, each track
never worse for a higher level, the four privilege colours in order, enough
pieces for the desk and the starting supplies, one start marker per tavern.
Sizes the rulebook does not print (posts on a route, spaces in a city, values
on a track, the end thresholds' range) are structural bounds
(docs/games/hansa-teutonica.md, Data and stand-ins).
"""
from __future__ import annotations

from collections import Counter

from arbiter.engine import constraints
from arbiter.engine.constraints import At, Check, Constraint, each, that, when
from arbiter.engine.editions import Violation
from arbiter.hansa_teutonica.v1 import hansa_teutonica_pb2 as pb

from arbiter.games.hansa_teutonica import sections
from arbiter.games.hansa_teutonica.components import Tables, boards_from_rules
from arbiter.games.hansa_teutonica.tables import Desk


BOARD = sections.GAME_BOARD
CITIES = frozenset(v for v in pb.City.values() if v)
ABILITIES = frozenset(v for v in pb.Ability.values() if v)
# Game Setup: the 4-5 side for 4 and 5 players, the 2-3 side for 2 and 3.
SIDES = {pb.BOARD_SIDE_FOUR_FIVE_PLAYERS: (4, 5), pb.BOARD_SIDE_TWO_THREE_PLAYERS: (2, 3)}
DESK = sections.SETUP  # the writing desk is described under Game Setup
PRIVILEGES = (pb.PRIVILEGE_WHITE, pb.PRIVILEGE_ORANGE, pb.PRIVILEGE_PINK, pb.PRIVILEGE_BLACK)
MARKERS = frozenset(v for v in pb.BonusMarker.values() if v)
SUPPLIES = 5  # a personal supply for each of 5 players (Game Setup)
START_MARKERS = 3  # one per tavern (Game Setup)
COVERING = (pb.SHAPE_TRADER, pb.SHAPE_MERCHANT)
# Ranges the printed components use, which the rulebook does not state:
# structural bounds, not rules (docs/games/hansa-teutonica.md, Data and stand-ins).
POSTS = range(2, 5)  # every printed trade route has 2 to 4 posts
SPACES = range(1, 5)  # every printed city has 1 to 4 trading-post spaces
LEVELS = range(2, 9)  # values on a track, the lowest uncovered from the start
DISPLACE_MOST = 4  # extra pieces a displacement may cost
END_PRESTIGE = range(1, 101)
AWARDS = range(1, 6)
BOUND = "Hansa Teutonica: a structural bound, docs/games/hansa-teutonica.md"


def _once(keys, wanted, what: str) -> Check:
    """Each of `wanted` once among `keys(value)` (a repeat fails)."""
    def ok(v, at: At) -> bool:
        seen = Counter(keys(v))
        return set(seen) == set(wanted) and max(seen.values(), default=0) <= 1
    return that(ok, what)


def _joins_two(r) -> bool:
    return len(r.cities) == 2 and len(set(r.cities)) == 2 and set(r.cities) <= CITIES


def _joined(side: pb.BoardSideRules) -> dict[int, set[int]]:
    """Each city's neighbours along the side's well-formed trade routes."""
    joined: dict[int, set[int]] = {c: set() for c in CITIES}
    for r in side.routes:
        if _joins_two(r):
            a, b = r.cities
            joined[a].add(b)
            joined[b].add(a)
    return joined


def _connected(routes, at: At) -> bool:
    """One network: every city reachable from every other (a city on no
    route is reported on its own)."""
    joined = _joined(at.entry)
    start = next(iter(CITIES))
    reach, todo = {start}, [start]
    while todo:
        for n in joined[todo.pop()]:
            if n not in reach:
                reach.add(n)
                todo.append(n)
    return len(reach) == len(CITIES) or not all(joined.values())


def _inside(p, size) -> bool:
    return 0 <= p.x <= size.x and 0 <= p.y <= size.y


def _values(t: pb.DeskTrack) -> list:
    return list(t.privileges) if t.ability == pb.ABILITY_PRIVILEGE else list(t.values)


def _rising(v, at: At) -> bool:
    t = at.entry
    numbers = list(v)[:-1] if t.all_at_top else list(v)
    return not t.privileges and all(n >= 1 for n in numbers) and numbers == sorted(numbers)


def _pieces_enough(v, at: At) -> bool:
    """The tracks' covering pieces plus the largest starting supply, with one
    trader kept back as the prestige marker."""
    desk = at.entry
    covering = Counter({shape: 0 for shape in COVERING})
    for t in desk.tracks:
        if t.covered_by in covering:
            covering[t.covered_by] += max(len(_values(t)) - 1, 0)
    supplies = desk.starting_supply
    most = (max((s.traders for s in supplies), default=0), max((s.merchants for s in supplies), default=0))
    return min((min(s.traders, s.merchants) for s in supplies), default=0) >= 0 \
        and desk.traders_on_prestige_track == 1 \
        and desk.traders - desk.traders_on_prestige_track >= covering[pb.SHAPE_TRADER] + most[0] \
        and desk.merchants >= covering[pb.SHAPE_MERCHANT] + most[1]


def _rising_rows(v, at: At) -> bool:
    rows = [(m.at_least, m.points) for m in v]
    return bool(rows) and [a for a, _ in rows] == sorted({a for a, _ in rows}) \
        and [p for _, p in rows] == sorted({p for _, p in rows}) and rows[0][0] >= 1


CONSTRAINTS: tuple[Constraint, ...] = (
    # The cities, printed once for both sides.
    Constraint("cities", _once(lambda v: [c.city for c in v], CITIES, "each of the 27 cities once"), BOARD),
    Constraint("cities[].name", that(lambda v, at: bool(v), "required: the name printed on the board"), BOARD),
    Constraint("cities", that(lambda v, at: sum(c.east_west for c in v) == 2,
                              "two East-West cities (Arnheim and Stendal's places)"), sections.EAST_WEST),
    Constraint("cities", that(lambda v, at: sum(c.coellen for c in v) == 1,
                              "one city with the special prestige spaces (Coellen)"), sections.COELLEN),
    Constraint("cities", _once(lambda v: [c.ability for c in v if c.ability], ABILITIES,
                               "each of the 5 abilities pictured in exactly one city"), sections.DEVELOP),

    # The two sides of the board.
    Constraint("boards", _once(lambda v: [b.side for b in v], SIDES, "both sides of the board, once each"),
               sections.SETUP),
    Constraint("boards[].playerCounts", when(lambda v, at: at.entry.side in SIDES, that(
        lambda v, at: tuple(sorted(v)) == SIDES[at.entry.side],
        lambda v, at: f"{pb.BoardSide.Name(at.entry.side)} is played by {list(SIDES[at.entry.side])} players")),
        sections.SETUP),
    Constraint("boards[].cities", _once(lambda v: [c.city for c in v], CITIES, "each of the 27 cities once"), BOARD),

    # A side's trade routes.
    Constraint("boards[].routes[].id", that(
        lambda v, at: v > 0 and sum(1 for r in at.up[-2].routes if r.id == v) == 1,
        lambda v, at: f"a positive id no other route of the side has, not {v}"), BOARD),
    Constraint("boards[].routes[].cities", that(lambda v, at: _joins_two(at.entry),
                                                "a trade route joins two different cities"), BOARD),
    Constraint("boards[].routes[].posts", when(lambda v, at: _joins_two(at.entry), that(
        lambda v, at: len(v) in POSTS,
        lambda v, at: f"a trade route has {POSTS[0]} to {POSTS[-1]} posts, not {len(v)}")), BOUND),
    Constraint("boards[].routes[].posts", when(lambda v, at: _joins_two(at.entry), each(that(
        lambda p, at: _inside(p, at.up[-2].size), "inside the board picture (size)"))), BOARD),

    # A side's cities.
    Constraint("boards[].cities[].spaces", that(
        lambda v, at: len(v) in SPACES,
        lambda v, at: f"a city has {SPACES[0]} to {SPACES[-1]} trading-post spaces, not {len(v)}"), BOUND),
    Constraint("boards[].cities[].spaces[]", that(lambda s, at: bool(s.privilege and s.shape),
                                                  "each space shows a privilege colour and a shape"),
               sections.ESTABLISH),
    Constraint("boards[].cities[]", that(
        lambda c, at: c.city not in CITIES or bool(_joined(at.entry)[c.city]), "every city lies on a trade route"),
        BOARD),
    Constraint("boards[].cities[].neighbours", that(
        lambda v, at: at.entry.city not in CITIES or set(v) == _joined(at.up[-2])[at.entry.city],
        "the cities its trade routes join"), BOARD),
    Constraint("boards[].cities[].position", that(
        lambda v, at: at.entry.HasField("position") and _inside(v, at.up[-2].size),
        "required, inside the board picture (size)"), BOARD),

    # A side as a whole.
    Constraint("boards[].routes", that(_connected, "the trade routes connect every city with every other"), BOARD),
    Constraint("boards[].routes", that(
        lambda v, at: any({c.city for c in at.rules.cities if c.coellen} & set(r.cities) for r in v),
        "a trade route reaches Coellen"), sections.COELLEN),
    Constraint("boards[].routes", that(
        lambda v, at: sum(r.tavern for r in v) == len(at.rules.desk.start_markers),
        lambda v, at: f"{len(at.rules.desk.start_markers)} taverns, one per start bonus marker, "
                      f"not {sum(r.tavern for r in v)}"), sections.SETUP),

    # The writing desk.
    Constraint("desk.tracks", _once(lambda v: [t.ability for t in v], ABILITIES, "each of the 5 abilities once"),
               DESK),
    Constraint("desk.tracks[]", that(lambda t, at: len(_values(t)) in LEVELS,
                                     f"{LEVELS[0]} to {LEVELS[-1]} values on a track"), BOUND),
    Constraint("desk.tracks[].privileges", when(lambda v, at: at.entry.ability == pb.ABILITY_PRIVILEGE, that(
        lambda v, at: tuple(v) == PRIVILEGES and not at.entry.values,
        "white, orange, pink, black: the colours of the trading-post spaces")), sections.ESTABLISH),
    Constraint("desk.tracks[].values", when(lambda v, at: at.entry.ability != pb.ABILITY_PRIVILEGE, that(
        _rising, "numbers of at least 1, a higher level never worth less")), DESK),
    Constraint("desk.tracks[].allAtTop", that(lambda v, at: not v or at.entry.ability == pb.ABILITY_BANK,
                                              "only the Bank hires all at its top level"), sections.INCOME),
    Constraint("desk.tracks[].coveredBy", that(lambda v, at: v in COVERING, "traders or merchants cover a track"),
               DESK),
    Constraint("desk.startingSupply", that(lambda v, at: len(v) == SUPPLIES,
                                           f"a personal supply for each of {SUPPLIES} players in turn order"),
               sections.SETUP),
    Constraint("desk.traders", that(_pieces_enough,
                                    "pieces enough for the desk, the largest personal supply and the prestige marker"),
               sections.SETUP),
    Constraint("desk.displaceMerchant", that(
        lambda v, at: 1 <= at.entry.displace_trader <= v,
        "displacing costs at least 1 more piece, a merchant no fewer than a trader"), sections.DISPLACE),
    Constraint("desk.displaceMerchant", that(lambda v, at: v <= DISPLACE_MOST,
                                             f"displacing costs at most {DISPLACE_MOST} more pieces"), BOUND),
    Constraint("desk.startMarkers", that(lambda v, at: len(v) == START_MARKERS and set(v) <= MARKERS,
                                         f"{START_MARKERS} start bonus markers, one per tavern"), sections.SETUP),
    Constraint("desk.supplyMarkers", that(lambda v, at: bool(v) and all(m.marker in MARKERS and m.count >= 1
                                                                        for m in v),
                                          "bonus markers, at least one of each kind listed"), sections.MARKERS),
    Constraint("desk.fourActions", that(
        lambda v, at: at.entry.move_three_tradesmen >= 1 and 1 <= at.entry.three_actions < v,
        "the markers move and give at least 1; +4 gives more than +3"), sections.EXTRA_ACTIONS),
    Constraint("desk.markerScoring", that(_rising_rows, "more markers, more prestige: rising rows from 1 marker"),
               sections.SCORING),
    Constraint("desk.fullyDevelopedPoints", that(
        lambda v, at: v >= 0 and at.entry.city_control_points >= 0
        and set(at.entry.fully_developed_excludes) <= ABILITIES, "points are not negative"), sections.SCORING),
    Constraint("desk.endPrestige", that(
        lambda v, at: v in END_PRESTIGE and 1 <= at.entry.end_completed_cities <= len(CITIES),
        f"the game ends at {END_PRESTIGE[0]} to {END_PRESTIGE[-1]} prestige or 1 to {len(CITIES)} completed cities"),
        BOUND),
    Constraint("desk.eastWestAwards", that(lambda v, at: len(v) in AWARDS,
                                           f"{AWARDS[0]} to {AWARDS[-1]} awards"), BOUND),
    Constraint("desk.eastWestAwards", that(
        lambda v, at: list(v) == sorted(v, reverse=True) and min(v, default=0) >= 0,
        "the first completer's award the largest, none negative"), sections.EAST_WEST),
    Constraint("desk.coellenSpaces", that(
        lambda v, at: [c.privilege for c in v] == list(PRIVILEGES)
        and [c.points for c in v] == sorted(c.points for c in v),
        "a space for each privilege colour, in order, never fewer points"), sections.COELLEN),
)


def validate(rules: pb.Rules) -> list[Violation]:
    return constraints.check(rules, CONSTRAINTS)


def restrict(rules: pb.Rules, variant: str, players: int) -> pb.Rules:
    """A game of `players` is played on one side (Game Setup)."""
    if players:
        keep = [b for b in rules.boards if players in b.player_counts]
        del rules.boards[:]
        rules.boards.extend(keep)
    return rules


def compile(rules: pb.Rules) -> Tables:
    """The boards the rules code reads, built once per edition."""
    desk = Desk(rules.desk)
    return Tables(boards_from_rules(rules, desk), desk)
