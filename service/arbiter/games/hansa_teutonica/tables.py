"""The printed writing desk, starting supplies, bonus-marker mix and scoring
tables (Rules.desk). Every edition has the same desk (an edition may differ in
its board; `edition.validate` refuses another desk), so they are read once,
from the built-in edition."""
from __future__ import annotations

from dataclasses import dataclass

from arbiter.games.hansa_teutonica.board import builtin_rules
from arbiter.hansa_teutonica.v1 import hansa_teutonica_pb2 as pb

_DESK = builtin_rules().desk

# The Player fields holding each track's level.
_LEVEL_FIELD = {
    pb.ABILITY_CITY_KEYS: "city_keys_level", pb.ABILITY_ACTIONS: "actions_level",
    pb.ABILITY_PRIVILEGE: "privilege_level", pb.ABILITY_BOOK_OF_KNOWLEDGE: "book_of_knowledge_level",
    pb.ABILITY_BANK: "bank_level",
}


@dataclass(frozen=True)
class Track:
    """One ability track of the writing desk."""

    ability: int  # Ability enum
    field: str  # the Player field holding its level
    values: tuple  # value per level; Bank's "all" is None, Privilege values are Privilege enums
    covered_by: int  # Shape of the pieces covering it (merchants for the Book of Knowledge)
    max_level: int  # fully developed: all its pieces gone from the desk


def _track(t: pb.DeskTrack) -> Track:
    if t.privileges:
        values = tuple(t.privileges)
    else:
        values = tuple(t.values[:-1]) + ((None,) if t.all_at_top else (t.values[-1],))
    return Track(t.ability, _LEVEL_FIELD[t.ability], values, t.covered_by, len(values) - 1)


TRACKS: dict[int, Track] = {t.ability: _track(t) for t in _DESK.tracks}
KEYS, ACTIONS, PRIVILEGE_TRACK, BOOK, BANK = (TRACKS[a] for a in (
    pb.ABILITY_CITY_KEYS, pb.ABILITY_ACTIONS, pb.ABILITY_PRIVILEGE, pb.ABILITY_BOOK_OF_KNOWLEDGE, pb.ABILITY_BANK))

FULLY_DEVELOPED_POINTS: int = _DESK.fully_developed_points
FULLY_DEVELOPED_SCORES = tuple(a for a in TRACKS if a not in set(_DESK.fully_developed_excludes))

# Pieces in play per player: the trader on the prestige track is a marker, not a tradesman.
TRADERS: int = _DESK.traders - _DESK.traders_on_prestige_track
MERCHANTS: int = _DESK.merchants
DESK_TRADERS = sum(t.max_level for t in TRACKS.values() if t.covered_by == pb.SHAPE_TRADER)
DESK_MERCHANTS = sum(t.max_level for t in TRACKS.values() if t.covered_by == pb.SHAPE_MERCHANT)
# Personal supply by turn order (start player first); the rest starts in the general stock.
STARTING_SUPPLY: tuple[tuple[int, int], ...] = tuple((s.traders, s.merchants) for s in _DESK.starting_supply)

# Displacing costs this many extra pieces, and the displaced player gets this many extras.
DISPLACEMENT = {pb.SHAPE_TRADER: _DESK.displace_trader, pb.SHAPE_MERCHANT: _DESK.displace_merchant}

START_MARKERS: tuple[int, ...] = tuple(_DESK.start_markers)
SUPPLY_MARKERS: tuple[int, ...] = tuple(m.marker for m in _DESK.supply_markers for _ in range(m.count))
MARKER_COUNT = len(START_MARKERS) + len(SUPPLY_MARKERS)
MOVE_THREE = _DESK.move_three_tradesmen
EXTRA_ACTIONS = {pb.BONUS_MARKER_THREE_ACTIONS: _DESK.three_actions, pb.BONUS_MARKER_FOUR_ACTIONS: _DESK.four_actions}

_MARKER_SCORING = tuple((row.at_least, row.points) for row in _DESK.marker_scoring)
CITY_CONTROL_POINTS: int = _DESK.city_control_points
END_PRESTIGE: int = _DESK.end_prestige
END_COMPLETED_CITIES: int = _DESK.end_completed_cities


def marker_points(collected: int) -> int:
    """Final scoring C: prestige for the number of collected bonus markers."""
    points = 0
    for at_least, value in _MARKER_SCORING:
        if collected >= at_least:
            points = value
    return points


def level(player: pb.Player, track: Track) -> int:
    return getattr(player, track.field)


def value(player: pb.Player, track: Track):
    """The highest uncovered value of `track` on `player`'s desk."""
    return track.values[getattr(player, track.field)]
