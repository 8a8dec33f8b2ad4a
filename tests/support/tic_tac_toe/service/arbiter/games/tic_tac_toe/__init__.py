"""Tic-tac-toe (game id "tic-tac-toe"), 2 players. See docs/games/tic-tac-toe.md."""
from arbiter.games import register
from arbiter.games.tic_tac_toe.game import TicTacToe

GAME = register(TicTacToe())
