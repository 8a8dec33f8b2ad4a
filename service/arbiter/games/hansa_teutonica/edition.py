"""What the rulebook requires of a Hansa Teutonica edition, and how an edition
is cut down to one player count (docs/editions.md).

An edition may print its own board: both sides, each serving its player
counts, with its cities' spaces, its trade routes (renumbered, rearranged) and
drawing positions; and its own writing desk, pieces, bonus markers and scoring
(tables.py), within what the rules can play: the five abilities, each track
never worse for a higher level, the four privilege colours in order, enough
pieces for the desk and the starting supplies, one start marker per tavern.
"""
from __future__ import annotations

from collections import Counter

from arbiter.engine.editions import Violation
from arbiter.hansa_teutonica.v1 import hansa_teutonica_pb2 as pb

from arbiter.games.hansa_teutonica import sections
from arbiter.games.hansa_teutonica.components import Tables, boards_from_rules
from arbiter.games.hansa_teutonica.tables import Desk


BOARD = "Hansa Teutonica: Game Board"
CITIES = frozenset(v for v in pb.City.values() if v)
ABILITIES = frozenset(v for v in pb.Ability.values() if v)
# Game Setup: the 4-5 side for 4 and 5 players, the 2-3 side for 2 and 3.
SIDES = {pb.BOARD_SIDE_FOUR_FIVE_PLAYERS: (4, 5), pb.BOARD_SIDE_TWO_THREE_PLAYERS: (2, 3)}
POSTS = range(2, 5)  # every printed trade route has 2 to 4 posts
SPACES = range(1, 5)  # every printed city has 1 to 4 trading-post spaces
DESK = sections.SETUP  # the writing desk is described under Game Setup
PRIVILEGES = (pb.PRIVILEGE_WHITE, pb.PRIVILEGE_ORANGE, pb.PRIVILEGE_PINK, pb.PRIVILEGE_BLACK)
LEVELS = range(2, 9)  # values on a track, the lowest uncovered from the start
MARKERS = frozenset(v for v in pb.BonusMarker.values() if v)


def validate(rules: pb.Rules) -> list[Violation]:
    out: list[Violation] = []

    def bad(field: str, constraint: str, section: str = BOARD) -> None:
        out.append(Violation(field, f"{constraint} ({section})"))

    seen = Counter(c.city for c in rules.cities)
    if set(seen) != CITIES or max(seen.values(), default=0) > 1:
        bad("cities", "each of the 27 cities once")
    for k, c in enumerate(rules.cities):
        if not c.name:
            bad(f"cities[{k}].name", "required: the name printed on the board")
    if sum(c.east_west for c in rules.cities) != 2:
        bad("cities", "two East-West cities (Arnheim and Stendal's places)", sections.EAST_WEST)
    if sum(c.coellen for c in rules.cities) != 1:
        bad("cities", "one city with the special prestige spaces (Coellen)", sections.COELLEN)
    abilities = Counter(c.ability for c in rules.cities if c.ability)
    if set(abilities) != ABILITIES or max(abilities.values(), default=0) > 1:
        bad("cities", "each of the 5 abilities pictured in exactly one city", sections.DEVELOP)
    coellen = {c.city for c in rules.cities if c.coellen}
    taverns_needed = len(rules.desk.start_markers)

    sides = Counter(b.side for b in rules.boards)
    if set(sides) != set(SIDES) or max(sides.values(), default=0) > 1:
        bad("boards", "both sides of the board, once each", sections.SETUP)
    for k, side in enumerate(rules.boards):
        f = f"boards[{k}]"
        if side.side in SIDES and tuple(sorted(side.player_counts)) != SIDES[side.side]:
            bad(f"{f}.playerCounts", f"{pb.BoardSide.Name(side.side)} is played by {list(SIDES[side.side])} players",
                sections.SETUP)
        out.extend(_validate_side(side, f, coellen, taverns_needed, bad))

    _validate_desk(rules.desk, bad)
    return out


def _validate_desk(desk: pb.DeskAndScoring, bad) -> None:
    tracks = Counter(t.ability for t in desk.tracks)
    if set(tracks) != ABILITIES or max(tracks.values(), default=0) > 1:
        bad("desk.tracks", "each of the 5 abilities once", DESK)
    covering = {pb.SHAPE_TRADER: 0, pb.SHAPE_MERCHANT: 0}
    for k, t in enumerate(desk.tracks):
        f = f"desk.tracks[{k}]"
        values = list(t.privileges) if t.ability == pb.ABILITY_PRIVILEGE else list(t.values)
        if len(values) not in LEVELS:
            bad(f, f"{LEVELS[0]} to {LEVELS[-1]} values on a track", DESK)
        if t.ability == pb.ABILITY_PRIVILEGE:
            if tuple(t.privileges) != PRIVILEGES or t.values:
                bad(f"{f}.privileges", "white, orange, pink, black: the colours of the trading-post spaces",
                    sections.ESTABLISH)
        else:
            numbers = values[:-1] if t.all_at_top else values
            if t.privileges or any(v < 1 for v in numbers) or numbers != sorted(numbers):
                bad(f"{f}.values", "numbers of at least 1, a higher level never worth less", DESK)
        if t.all_at_top and t.ability != pb.ABILITY_BANK:
            bad(f"{f}.allAtTop", "only the Bank hires all at its top level", sections.INCOME)
        if t.covered_by not in covering:
            bad(f"{f}.coveredBy", "traders or merchants cover a track", DESK)
        else:
            covering[t.covered_by] += max(len(values) - 1, 0)
    supplies = desk.starting_supply
    if len(supplies) != 5:
        bad("desk.startingSupply", "a personal supply for each of 5 players in turn order", sections.SETUP)
    traders = desk.traders - desk.traders_on_prestige_track
    most = (max((s.traders for s in supplies), default=0), max((s.merchants for s in supplies), default=0))
    if min((min(s.traders, s.merchants) for s in supplies), default=0) < 0 or desk.traders_on_prestige_track != 1 \
            or traders < covering[pb.SHAPE_TRADER] + most[0] or desk.merchants < covering[pb.SHAPE_MERCHANT] + most[1]:
        bad("desk.traders", "pieces enough for the desk, the largest personal supply and the prestige marker",
            sections.SETUP)
    if not 1 <= desk.displace_trader <= desk.displace_merchant <= 4:
        bad("desk.displaceMerchant", "displacing costs 1 to 4 more pieces, a merchant no fewer than a trader",
            sections.DISPLACE)
    if len(desk.start_markers) != 3 or not set(desk.start_markers) <= MARKERS:
        bad("desk.startMarkers", "3 start bonus markers, one per tavern", sections.SETUP)
    if any(m.marker not in MARKERS or m.count < 1 for m in desk.supply_markers) or not desk.supply_markers:
        bad("desk.supplyMarkers", "bonus markers, at least one of each kind listed", sections.MARKERS)
    if desk.move_three_tradesmen < 1 or not 1 <= desk.three_actions < desk.four_actions:
        bad("desk.fourActions", "the markers move and give at least 1; +4 gives more than +3", sections.EXTRA_ACTIONS)
    scoring = [(m.at_least, m.points) for m in desk.marker_scoring]
    if not scoring or [a for a, _ in scoring] != sorted({a for a, _ in scoring}) or \
            [p for _, p in scoring] != sorted({p for _, p in scoring}) or scoring[0][0] < 1:
        bad("desk.markerScoring", "more markers, more prestige: rising rows from 1 marker", sections.SCORING)
    if desk.fully_developed_points < 0 or desk.city_control_points < 0 \
            or not set(desk.fully_developed_excludes) <= ABILITIES:
        bad("desk.fullyDevelopedPoints", "points are not negative", sections.SCORING)
    if not 1 <= desk.end_prestige <= 100 or not 1 <= desk.end_completed_cities <= len(CITIES):
        bad("desk.endPrestige", f"the game ends at 1 to 100 prestige or 1 to {len(CITIES)} completed cities",
            sections.END)
    awards = list(desk.east_west_awards)
    if not 1 <= len(awards) <= 5 or awards != sorted(awards, reverse=True) or min(awards) < 0:
        bad("desk.eastWestAwards", "1 to 5 awards, the first completer's the largest", sections.EAST_WEST)
    if [c.privilege for c in desk.coellen_spaces] != list(PRIVILEGES) or \
            [c.points for c in desk.coellen_spaces] != sorted(c.points for c in desk.coellen_spaces):
        bad("desk.coellenSpaces", "a space for each privilege colour, in order, never fewer points", sections.COELLEN)


def _inside(p, size) -> bool:
    return 0 <= p.x <= size.x and 0 <= p.y <= size.y


def _validate_side(side: pb.BoardSideRules, f: str, coellen: set[int], taverns_needed: int, bad) -> list[Violation]:
    cities = Counter(c.city for c in side.cities)
    if set(cities) != CITIES or max(cities.values(), default=0) > 1:
        bad(f"{f}.cities", "each of the 27 cities once")
    ids = Counter(r.id for r in side.routes)
    joined: dict[int, set[int]] = {c: set() for c in CITIES}
    for k, r in enumerate(side.routes):
        g = f"{f}.routes[{k}]"
        if r.id <= 0 or ids[r.id] > 1:
            bad(f"{g}.id", f"a positive id no other route of the side has, not {r.id}")
        if len(r.cities) != 2 or len(set(r.cities)) != 2 or not set(r.cities) <= CITIES:
            bad(f"{g}.cities", "a trade route joins two different cities")
            continue
        a, b = r.cities
        joined[a].add(b)
        joined[b].add(a)
        if len(r.posts) not in POSTS:
            bad(f"{g}.posts", f"a trade route has {POSTS[0]} to {POSTS[-1]} posts, not {len(r.posts)}")
        for i, p in enumerate(r.posts):
            if not _inside(p, side.size):
                bad(f"{g}.posts[{i}]", "inside the board picture (size)")
    for k, c in enumerate(side.cities):
        g = f"{f}.cities[{k}]"
        if len(c.spaces) not in SPACES:
            bad(f"{g}.spaces", f"a city has {SPACES[0]} to {SPACES[-1]} trading-post spaces, not {len(c.spaces)}")
        for i, s in enumerate(c.spaces):
            if not s.privilege or not s.shape:
                bad(f"{g}.spaces[{i}]", "each space shows a privilege colour and a shape", sections.ESTABLISH)
        if c.city in joined and not joined[c.city]:
            bad(f"{g}", "every city lies on a trade route")
        if c.city in joined and set(c.neighbours) != joined[c.city]:
            bad(f"{g}.neighbours", "the cities its trade routes join")
        if not c.HasField("position") or not _inside(c.position, side.size):
            bad(f"{g}.position", "required, inside the board picture (size)")
    # One network: every city reachable from every other.
    start = next(iter(CITIES))
    reach, todo = {start}, [start]
    while todo:
        for n in joined.get(todo.pop(), ()):
            if n not in reach:
                reach.add(n)
                todo.append(n)
    if len(reach) != len(CITIES) and all(joined.values()):
        bad(f"{f}.routes", "the trade routes connect every city with every other")
    if not any(coellen & set(r.cities) for r in side.routes):
        bad(f"{f}.routes", "a trade route reaches Coellen", sections.COELLEN)
    taverns = sum(r.tavern for r in side.routes)
    if taverns != taverns_needed:
        bad(f"{f}.routes", f"{taverns_needed} taverns, one per start bonus marker, not {taverns}", sections.SETUP)
    return []


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
