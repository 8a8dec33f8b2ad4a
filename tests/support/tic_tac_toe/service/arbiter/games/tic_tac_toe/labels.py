"""Tic-tac-toe's labels of moves and events (arbiter.engine.labels): each
function gets the kind's message (the `place` of a Move), the reader's seat
and a context."""
from __future__ import annotations

from arbiter.engine.labels import by

ROWS = ("top", "middle", "bottom")
COLUMNS = ("left", "centre", "right")


def square(n: int) -> str:
    return f"the {ROWS[n // 3]} {COLUMNS[n % 3]} square"


MOVES = {
    "place": lambda m, seat, view: f"Mark {square(m.square)}",
}

EVENTS = {
    "placed": lambda e, seat, context: by(e.seat, f"marks {square(e.square)}"),
    "won": lambda e, seat, context: by(e.seat, "has three in a row and wins"),
    "drawn": lambda e, seat, context: "The board is full: a draw",
}
