"""What a sound Hansa Teutonica state can hold (checked before the rules see
a client-built state; see arbiter.engine.untrusted). Every count is bounded by
the state's own edition (`bounds_of`, compiled once per edition): its board
sides' routes, posts and city spaces, its desk's tradesmen and ability tracks,
and its bonus markers."""
from __future__ import annotations

from arbiter.engine.untrusted import Bounds
from arbiter.games.hansa_teutonica.components import (
    Tables,
    boards_from_rules,
    builtin_rules,
)
from arbiter.games.hansa_teutonica.tables import Desk


def bounds_of(tables: Tables) -> Bounds:
    """The bounds of one edition, from its compiled boards and desk. The
    state's side is the client's word, so each board count is the larger
    side's."""
    sides, desk = tables.boards.values(), tables.desk
    posts = max(b.n_posts for b in sides)
    spaces = max(b.n_spaces for b in sides)
    routes = max(len(b.routes) for b in sides)
    route_ids = max(r.id for b in sides for r in b.routes)
    pieces = desk.TRADERS + desk.MERCHANTS + desk.DESK_TRADERS + desk.DESK_MERCHANTS  # Game Setup: every piece
    markers = desk.MARKER_COUNT
    # Prestige, final scores and every other number: the prestige track and
    # the final scoring (Game End) count posts, spaces, pieces and markers.
    limit = 4 * max(posts, spaces, pieces, markers)
    return Bounds(
        ints=(0, limit),
        ints_of={
            "Turn.number": (0, 100 * posts),  # every turn places or moves pieces; far beyond any game
            "Displacement.route": (0, route_ids),
            "Displacement.extras_left": (0, pieces),
            **{f"Player.{f}": (0, pieces) for f in ("supply_traders", "supply_merchants", "stock_traders",
                                                    "stock_merchants")},
            **{f"Player.{t.field}": (0, t.max_level) for t in desk.TRACK_LIST},
            "State.marker_supply_count": (0, markers),
            "Player.plate_count": (0, markers),
        },
        length=max(routes, markers),
        lengths_of={
            "State.route_markers": routes,
            "State.marker_supply": markers,
            "State.additional_trading_posts": markers,
            "Player.bonus_markers": markers,
            "Player.used_bonus_markers": markers,
            "Player.plate": markers,
        },
        seats=frozenset({"Turn.seat", "Displacement.seat", "FinalScore.seat"}),
        max_string=max(posts, spaces),  # route_posts and trading_posts: one character per post or space
    )


BUILTIN_RULES = builtin_rules()
BOUNDS = bounds_of(Tables(boards_from_rules(BUILTIN_RULES, Desk(BUILTIN_RULES.desk)), Desk(BUILTIN_RULES.desk)))
