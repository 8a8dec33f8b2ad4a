"""What the rulebook requires of a Hansa Teutonica edition, and how an edition
is cut down to one player count (docs/editions.md).

An edition may print its own board: both sides, each serving its player
counts, with its cities' spaces, its trade routes (renumbered, rearranged) and
drawing positions. The writing desk, pieces, bonus markers and scoring are
those of the built-in edition (the rules code reads one desk; tables.py).
"""
from __future__ import annotations

from collections import Counter

from arbiter.engine.editions import Violation
from arbiter.hansa_teutonica.v1 import hansa_teutonica_pb2 as pb

from arbiter.games.hansa_teutonica import sections
from arbiter.games.hansa_teutonica.board import Tables, boards_from_rules, builtin_rules

BOARD = "Hansa Teutonica: Game Board"
CITIES = frozenset(v for v in pb.City.values() if v)
ABILITIES = frozenset(v for v in pb.Ability.values() if v)
# Game Setup: the 4-5 side for 4 and 5 players, the 2-3 side for 2 and 3.
SIDES = {pb.BOARD_SIDE_FOUR_FIVE_PLAYERS: (4, 5), pb.BOARD_SIDE_TWO_THREE_PLAYERS: (2, 3)}
POSTS = range(2, 5)  # every printed trade route has 2 to 4 posts
SPACES = range(1, 5)  # every printed city has 1 to 4 trading-post spaces
_BUILTIN_DESK = builtin_rules().desk


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

    if rules.desk != _BUILTIN_DESK:
        bad("desk", "the player desk, pieces, bonus markers and scoring as printed: the built-in edition's "
                    "(an edition may print its own board, not its own desk)", "Hansa Teutonica: The Player Desk")
    return out


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
    return Tables(boards_from_rules(rules))
