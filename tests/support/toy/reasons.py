"""Every reason the toy race refuses a move with (the reason catalogue,
arbiter.engine.reasons)."""
from __future__ import annotations

from arbiter.engine.reasons import catalogue, rule

from tests.support.toy import sections as S

CARD_NOT_IN_HAND = "CARD_NOT_IN_HAND"
MUST_PLAY = "MUST_PLAY"

REASONS = catalogue(
    rule(CARD_NOT_IN_HAND, "the card played is not in the player's hand", S.TURN),
    rule(MUST_PLAY, "a player holding cards must play one, not pass", S.TURN),
)
