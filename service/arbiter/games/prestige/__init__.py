"""Prestige (game id `prestige`): see docs/games/prestige.md."""
from arbiter.games import register
from arbiter.games.prestige.game import Prestige

GAME = register(Prestige())
