"""The toy race's rulebook sections, as rule markers and RuleViolations cite
them ("<Game>: <section>"). Its rulebook is the docstring of game.py."""
_T = "Toy: "

SETUP = _T + "Setup"
READY = _T + "Getting Ready"
TURN = _T + "Taking a Turn"
END = _T + "End of the Race"
