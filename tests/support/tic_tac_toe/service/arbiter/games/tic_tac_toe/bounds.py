"""What a sound tic-tac-toe state can hold (arbiter.engine.untrusted)."""
from __future__ import annotations

from arbiter.engine.untrusted import Bounds

BOUNDS = Bounds(length=9, seats=frozenset({"State.turn"}), seats_or_none=frozenset({"State.winner"}))
