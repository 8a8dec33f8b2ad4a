"""Bounds per edition (arbiter.engine.untrusted): a client-built state
recording edition X is bounded by X's own component counts, compiled once per
edition, not by the built-in edition's."""
from __future__ import annotations

import pytest

from arbiter import games
from arbiter.engine import untrusted
from arbiter.v1.engine_pb2 import GameConfig

from tests.editions.support import added, second_file

NOTTINGHAM = games.get("nottingham")


def test_a_state_is_bounded_by_its_own_editions_counts():
    """The second edition's Sheriff's path has 16 spaces to the built-in's 20
    (Nottingham: Game Materials): a state of it is bounded by 16's margin, not
    by 20's, and compiled once per edition."""
    with added(NOTTINGHAM, second_file(NOTTINGHAM)):
        state, _ = NOTTINGHAM.new_game(GameConfig(players=3, seed=1, edition="second"))
        assert untrusted.bound_violations(NOTTINGHAM, state) == []
        bounds = NOTTINGHAM.bounds_for(state)
        assert NOTTINGHAM.bounds_for(state) is bounds
        own, builtin = bounds.lengths_of["State.sheriff_track"], NOTTINGHAM.bounds.lengths_of["State.sheriff_track"]
        assert own < builtin
        # Longer than the second edition allows, within what the built-in one would.
        state.sheriff_track.extend([state.sheriff_track[0]] * (own + 1 - len(state.sheriff_track)))
        assert len(state.sheriff_track) <= builtin
        assert any("sheriff_track" in v for v in untrusted.bound_violations(NOTTINGHAM, state))


@pytest.mark.parametrize("game_id", ["nottingham", "nuremberg"])
def test_the_built_in_edition_keeps_the_built_in_bounds(game_id):
    game = games.get(game_id)
    state, _ = game.new_game(GameConfig(players=3, seed=1))
    assert game.bounds_for(state).ints == game.bounds.ints
    assert game.bounds_for(state).length == game.bounds.length
