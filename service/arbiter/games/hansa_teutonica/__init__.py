"""Hansa Teutonica (game id "hansa-teutonica"): the Big Box rules on the
Hanseatic League board, 2-5 players. See docs/games/hansa-teutonica.md."""
from arbiter.games import register
from arbiter.games.hansa_teutonica.game import HansaTeutonica

GAME = register(HansaTeutonica())
