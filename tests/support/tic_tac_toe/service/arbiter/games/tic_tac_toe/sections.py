"""Tic-tac-toe's rulebook sections, as rule markers and RuleViolations cite
them ("<Game>: <section>"). Its rulebook is the docstring of game.py."""
_T = "Tic-tac-toe: "

SETUP = _T + "Setup"
TURN = _T + "Taking a Turn"
END = _T + "End of the Game"
