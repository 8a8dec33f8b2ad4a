"""Printed values from data/rules.json: the writing desk, the starting
supplies, the bonus-marker mix and the scoring tables."""
from __future__ import annotations

import json
from dataclasses import dataclass

from arbiter.games.hansa_teutonica.board import ABILITY, DATA, PRIVILEGE, SHAPE
from arbiter.hansa_teutonica.v1 import hansa_teutonica_pb2 as pb

_DATA = json.loads((DATA / "rules.json").read_text(encoding="utf-8"))

MARKER = {name: pb.BonusMarker.Value("BONUS_MARKER_" + name.upper())
          for name in _DATA["bonusMarkers"]["supply"]}


@dataclass(frozen=True)
class Track:
    """One ability track of the writing desk."""

    ability: int  # Ability enum
    field: str  # the Player field holding its level
    values: tuple  # value per level; Bank's "all" is None, Privilege values are Privilege enums
    covered_by: int  # Shape of the pieces covering it (merchants for the Book of Knowledge)
    max_level: int  # fully developed: all its pieces gone from the desk


def _track(name: str, field: str) -> Track:
    t = _DATA["abilities"][name]
    values = tuple(None if v == "all" else PRIVILEGE.get(v, v) for v in t["values"])
    return Track(ABILITY[name], field, values, SHAPE["M" if t["coveredBy"] == "merchant" else "T"], len(values) - 1)


TRACKS: dict[int, Track] = {t.ability: t for t in (
    _track("keys", "city_keys_level"),
    _track("actions", "actions_level"),
    _track("privilege", "privilege_level"),
    _track("book", "book_of_knowledge_level"),
    _track("bank", "bank_level"),
)}
KEYS, ACTIONS, PRIVILEGE_TRACK, BOOK, BANK = (TRACKS[a] for a in (
    pb.ABILITY_CITY_KEYS, pb.ABILITY_ACTIONS, pb.ABILITY_PRIVILEGE, pb.ABILITY_BOOK_OF_KNOWLEDGE, pb.ABILITY_BANK))

FULLY_DEVELOPED_POINTS: int = _DATA["fullyDevelopedPoints"]
FULLY_DEVELOPED_SCORES = tuple(a for a in TRACKS if a not in {ABILITY[n] for n in _DATA["fullyDevelopedExcludes"]})

# Pieces in play per player: the trader on the prestige track is a marker, not a tradesman.
TRADERS: int = _DATA["pieces"]["traders"] - _DATA["pieces"]["traderOnPrestigeTrack"]
MERCHANTS: int = _DATA["pieces"]["merchants"]
DESK_TRADERS = sum(t.max_level for t in TRACKS.values() if t.covered_by == pb.SHAPE_TRADER)
DESK_MERCHANTS = sum(t.max_level for t in TRACKS.values() if t.covered_by == pb.SHAPE_MERCHANT)
# Personal supply by turn order (start player first); the rest starts in the general stock.
STARTING_SUPPLY: tuple[tuple[int, int], ...] = tuple((s["traders"], s["merchants"]) for s in _DATA["startingSupply"])

# Displacing costs this many extra pieces, and the displaced player gets this many extras.
DISPLACEMENT = {pb.SHAPE_TRADER: _DATA["displacement"]["trader"], pb.SHAPE_MERCHANT: _DATA["displacement"]["merchant"]}

START_MARKERS: tuple[int, ...] = tuple(MARKER[m] for m in _DATA["bonusMarkers"]["start"])
SUPPLY_MARKERS: tuple[int, ...] = tuple(MARKER[m] for m, n in _DATA["bonusMarkers"]["supply"].items() for _ in range(n))
MARKER_COUNT = len(START_MARKERS) + len(SUPPLY_MARKERS)
MOVE_THREE = _DATA["bonusMarkers"]["moveThreeTradesmen"]
EXTRA_ACTIONS = {MARKER[m]: n for m, n in _DATA["bonusMarkers"]["extraActions"].items()}

_MARKER_SCORING = tuple(tuple(row) for row in _DATA["bonusMarkerScoring"])
CITY_CONTROL_POINTS: int = _DATA["cityControlPoints"]
END_PRESTIGE: int = _DATA["end"]["prestige"]
END_COMPLETED_CITIES: int = _DATA["end"]["completedCities"]


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
