"""Die Siedler von Nürnberg (`nuremberg`): rules in `game`, the board in `data/`."""
from arbiter.games import register
from arbiter.games.nuremberg.game import Nuremberg

GAME = register(Nuremberg())
