"""What a game declares of itself for the generic suites (`arbiter.engine.Game`;
docs/adding-a-game.md, "The generic suites") holds of its rules."""
from __future__ import annotations

import random

import pytest
from arbiter import games
from arbiter.engine.simulate import schedule
from arbiter.v1.engine_pb2 import GameConfig

from tests.support.games import some_players

MOVES = 60  # past setup and the first decisions, where the four games' chance shows


def _played(game, seed: int) -> list[bytes]:
    """Every state of a game from `seed`, its moves chosen by one fixed chooser,
    without the generator's own state."""
    chooser = random.Random(0)
    state, _ = game.new_game(GameConfig(players=some_players(game), seed=seed))
    out = []
    for _ in range(MOVES):
        seen = game.State()
        seen.CopyFrom(state)
        seen.ClearField("rng")
        out.append(seen.SerializeToString(deterministic=True))
        if game.is_over(state):
            break
        seat = min(game.pending_seats(state))
        state, _ = game.apply(state, seat, game.random_move(state, seat, game.legal_moves(state, seat), chooser))
    return out


@pytest.mark.parametrize("game_id", sorted(games.GAMES))
def test_the_seed_changes_the_game_exactly_when_it_declares_chance(game_id):
    """`has_chance`: the same choices from two seeds play two games only if
    chance plays a part."""
    game = games.get(game_id)
    differ = _played(game, 1) != _played(game, 2)
    assert differ == game.has_chance, f"{game_id}: has_chance = {game.has_chance}, but the seeds' games " + (
        "differ" if differ else "are the same")


@pytest.mark.parametrize("game_id", sorted(games.GAMES))
def test_every_player_count_and_variant_sets_up(game_id):
    """`player_counts` and the variants: every pair `schedule` makes is a game."""
    game = games.get(game_id)
    assert game.player_counts and game.player_counts == tuple(sorted(game.player_counts))
    for players, variant in schedule(game, list(game.player_counts), [v.name for v in game.variants]):
        state, _ = game.new_game(GameConfig(players=players, variant=variant, seed=1))
        assert game.pending_seats(state), (players, variant)
