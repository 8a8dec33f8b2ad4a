"""The writing desk, starting supplies, bonus-marker mix and scoring tables
(Rules.desk), compiled once per edition (`Desk`); the rules code reads the
desk of the edition a game is played with through `desk_of(state)`."""
from __future__ import annotations

from dataclasses import dataclass
from operator import attrgetter

from arbiter.engine import editions
from arbiter.hansa_teutonica.v1 import hansa_teutonica_pb2 as pb

GAME_ID = "hansa-teutonica"
# edition_tables(state): the compiled Tables (board.Tables) of the edition
# `state` is played with, in one call made several times per move.
edition_tables = editions.reader(GAME_ID)

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


class Desk:
    """One edition's desk, pieces, bonus markers and scoring as the rules
    code reads them."""

    def __init__(self, desk: pb.DeskAndScoring):
        self.TRACKS: dict[int, Track] = {t.ability: _track(t) for t in desk.tracks}
        self.KEYS, self.ACTIONS, self.PRIVILEGE_TRACK, self.BOOK, self.BANK = (self.TRACKS[a] for a in (
            pb.ABILITY_CITY_KEYS, pb.ABILITY_ACTIONS, pb.ABILITY_PRIVILEGE, pb.ABILITY_BOOK_OF_KNOWLEDGE,
            pb.ABILITY_BANK))
        self.TRACK_LIST = tuple(self.TRACKS.values())
        self.levels = attrgetter(*(t.field for t in self.TRACK_LIST))  # a player's levels, track by track
        self.MAX_LEVELS = tuple(t.max_level for t in self.TRACK_LIST)
        self.FULLY_DEVELOPED_POINTS: int = desk.fully_developed_points
        self.FULLY_DEVELOPED_SCORES = tuple(a for a in self.TRACKS if a not in set(desk.fully_developed_excludes))
        # Pieces in play per player: the trader on the prestige track is a marker, not a tradesman.
        self.TRADERS: int = desk.traders - desk.traders_on_prestige_track
        self.MERCHANTS: int = desk.merchants
        self.DESK_TRADERS = sum(t.max_level for t in self.TRACKS.values() if t.covered_by == pb.SHAPE_TRADER)
        self.DESK_MERCHANTS = sum(t.max_level for t in self.TRACKS.values() if t.covered_by == pb.SHAPE_MERCHANT)
        # Personal supply by turn order (start player first); the rest starts in the general stock.
        self.STARTING_SUPPLY: tuple[tuple[int, int], ...] = tuple((s.traders, s.merchants)
                                                                  for s in desk.starting_supply)
        # Displacing costs this many extra pieces, and the displaced player gets this many extras.
        self.DISPLACEMENT: dict[int, int] = {pb.SHAPE_TRADER: desk.displace_trader,
                                             pb.SHAPE_MERCHANT: desk.displace_merchant}
        self.START_MARKERS: tuple[int, ...] = tuple(desk.start_markers)
        self.SUPPLY_MARKERS: tuple[int, ...] = tuple(m.marker for m in desk.supply_markers for _ in range(m.count))
        self.ALL_MARKERS = sorted(self.START_MARKERS + self.SUPPLY_MARKERS)
        self.MARKER_COUNT = len(self.START_MARKERS) + len(self.SUPPLY_MARKERS)
        self.MOVE_THREE = desk.move_three_tradesmen
        self.EXTRA_ACTIONS = {pb.BONUS_MARKER_THREE_ACTIONS: desk.three_actions,
                              pb.BONUS_MARKER_FOUR_ACTIONS: desk.four_actions}
        self.MARKER_SCORING = tuple((row.at_least, row.points) for row in desk.marker_scoring)
        self.CITY_CONTROL_POINTS: int = desk.city_control_points
        self.END_PRESTIGE: int = desk.end_prestige
        self.END_COMPLETED_CITIES: int = desk.end_completed_cities

    def marker_points(self, collected: int) -> int:
        """Final scoring C: prestige for the number of collected bonus markers."""
        points = 0
        for at_least, value in self.MARKER_SCORING:
            if collected >= at_least:
                points = value
        return points


def desk_of(state: pb.State) -> Desk:
    """The desk of the edition `state` is played with."""
    return edition_tables(state).desk


def level(player: pb.Player, track: Track) -> int:
    return getattr(player, track.field)


def value(player: pb.Player, track: Track):
    """The highest uncovered value of `track` on `player`'s desk."""
    return track.values[getattr(player, track.field)]


def builtin_desk() -> Desk:
    """The desk of the built-in edition."""
    from arbiter import games  # the game registers its editions on first use

    game = games.get(GAME_ID)
    assert game is not None  # importing arbiter.games registers it
    return game.editions.default.tables.desk
