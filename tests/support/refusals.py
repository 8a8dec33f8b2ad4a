"""Asserting that the rules refuse a move, for every game's tests: the one
`rejected` (a RuleViolation, optionally with its reason and section) and
`malformed` (a MalformedMove, optionally naming its field). A game's test
helpers only build the move their way and call these."""
from __future__ import annotations

import pytest

from arbiter.engine import Game, MalformedMove, RuleViolation


def rejected(game: Game, state, seat: int, move, reason: str | None = None, rule: str | None = None) -> RuleViolation:
    """`game` refuses `move` by `seat` in `state` under the rules; returns the violation."""
    with pytest.raises(RuleViolation) as info:
        game.apply(state, seat, move)
    if reason is not None:
        assert info.value.reason == reason, info.value
    if rule is not None:
        assert info.value.rule == rule, info.value
    return info.value


def malformed(game: Game, state, seat: int, move, field: str | None = None) -> MalformedMove:
    """`move` can never be legal (a MalformedMove); returns it."""
    with pytest.raises(MalformedMove) as info:
        game.apply(state, seat, move)
    if field is not None:
        assert info.value.field == field, info.value
    return info.value
