"""Nottingham (Uwe Rosenberg, Abacus Spiele 2006), 3 to 7 players.

Rules: shared/rules/nottingham.md; readings and stand-ins: docs/games/nottingham.md.
"""
from arbiter.games import register
from arbiter.games.nottingham.game import Nottingham

GAME = register(Nottingham())

__all__ = ["GAME", "Nottingham"]
