"""What every stream of one viewer shares: its view of a game's newest
version and, for a seat with a decision to make, its legal moves
(docs/design.md#referee).

A Play session sends each viewer's view (and, with `include_next`, the
seat's legal moves) with every new version. Made per stream, a move cost a
replica CPU in proportion to the streams on the game (5,000 streams, 1 s a
move: bench/RESULTS.md, "Fan-out"); made here once per (version, viewer), it
costs one projection per seat and one for the spectators whatever the number
of streams, and every stream of a viewer sends the same bytes.
"""
from __future__ import annotations


class SeatViews:
    """Each viewer's serialized view of a game's newest version, and each
    seat's legal moves there, made once and shared. One entry per game, for
    the newest version asked about: a stream behind it (catching up) gets
    its own, unshared. A version's state never changes, and a game made again
    under its id has another nonce, so (version, nonce) names what is held."""

    GAMES = 4096  # games whose newest version's views are held; all dropped past it

    def __init__(self, referee):
        # What is shared is made by the referee's own projection (its `view`,
        # `legal` and `pending`), so it is what a unary call would answer.
        self.referee = referee
        self._games: dict[str, tuple] = {}  # game id -> (version, nonce, views, nexts)

    def _entry(self, stored) -> tuple | None:
        held = self._games.get(stored.game_id)
        if held is not None and held[0] == stored.version and held[1] == stored.nonce:
            return held
        if held is not None and held[0] > stored.version and held[1] == stored.nonce:
            return None  # an older version: made for its caller alone
        if len(self._games) >= self.GAMES:
            self._games.clear()
        held = self._games[stored.game_id] = (stored.version, stored.nonce, {}, {})
        return held

    def view(self, stored, game, state, seat: int | None) -> bytes:
        """`seat`'s GameView of `state` (None: a spectator's), serialized."""
        held = self._entry(stored)
        if held is None:
            return self.referee.projection.view(stored, game, state, seat)
        view = held[2].get(seat)
        if view is None:
            view = held[2][seat] = self.referee.projection.view(stored, game, state, seat)
        return view

    def next(self, stored, game, state, seat: int) -> bytes | None:
        """`seat`'s ListLegalMovesResponse at `state`, serialized
        (deterministically), when it has a decision to make; else None."""
        held = self._entry(stored)
        if held is not None and seat in held[3]:
            return held[3][seat]
        made = None
        if any(d.seat == seat for d in self.referee.projection.pending(game, state)):
            made = self.referee.projection.legal(stored, game, state, seat).SerializeToString(deterministic=True)
        if held is not None:
            held[3][seat] = made
        return made
