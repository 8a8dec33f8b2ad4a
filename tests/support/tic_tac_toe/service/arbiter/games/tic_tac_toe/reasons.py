"""Every reason tic-tac-toe refuses a move with (the reason catalogue,
arbiter.engine.reasons)."""
from __future__ import annotations

from arbiter.engine.reasons import catalogue, rule

from . import sections as S

SQUARE_TAKEN = "SQUARE_TAKEN"

REASONS = catalogue(
    rule(SQUARE_TAKEN, "the square already holds a mark", S.TURN),
)
