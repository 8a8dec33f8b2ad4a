"""What a sound Hansa Teutonica state can hold (checked before the rules see
a client-built state; see arbiter.engine.untrusted): counts bounded by the
board (routes, posts, cities), the tradesmen and the bonus markers."""
from __future__ import annotations

from arbiter.engine.untrusted import Bounds
from arbiter.games.hansa_teutonica.board import boards_from_rules, builtin_rules
from arbiter.games.hansa_teutonica.tables import Desk

MARGIN = 4  # an edition's board and desk may be up to this many times the built-in one's
BOARDS = boards_from_rules(builtin_rules())
DESK = Desk(builtin_rules().desk)
POSTS = MARGIN * max(b.n_posts for b in BOARDS.values())
SPACES = MARGIN * max(b.n_spaces for b in BOARDS.values())
ROUTES = MARGIN * max(len(b.routes) for b in BOARDS.values())
# Every other number (prestige, levels, tradesmen, route and post indices) is
# below this; the prestige track and final scores stay well under it.
LIMIT = 4 * max(POSTS, SPACES, MARGIN * (DESK.TRADERS + DESK.MERCHANTS))
MAX_TURNS = 100 * POSTS  # turn numbers: far beyond any game (every turn places or moves pieces)

BOUNDS = Bounds(
    ints=(0, LIMIT),
    ints_of={"Turn.number": (0, MAX_TURNS)},
    length=max(ROUTES, MARGIN * DESK.MARKER_COUNT, 16),
    seats=frozenset({"Turn.seat", "Displacement.seat", "FinalScore.seat"}),
    max_string=2 * max(POSTS, SPACES),
)
