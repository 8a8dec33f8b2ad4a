"""Each game's defaults (docs/games/<game>.md, Defaults) play a whole game:
a seat that resigned early is a "zombie" whose every decision is its default,
played at once, while the others play random moves to the end. The defaults
themselves are checked at every version by the random-simulation tests."""
from __future__ import annotations

import pytest

from arbiter import games
from arbiter.engine.simulate import Checks, play_random_game, replay

GAME_IDS = sorted(games.GAMES)


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("seed", [1, 2])
def test_a_zombie_seat_plays_its_defaults_to_the_end(game_id, seed):
    game = games.get(game_id)
    players = max(3, game.min_players)
    zombie = seed % players
    r = play_random_game(game, players, seed, zombies=frozenset({zombie}), keep_log=True,
                         checks=Checks(round_trip=False, views=False))
    assert r.finished, r.errors[:1]
    assert game.outcome(replay(game, r.config, r.log)) is not None
    # Every move of the zombie was its default at that version.
    state, _ = game.new_game(r.config)
    for seat, move in r.log:
        if seat == zombie:
            assert move == game.default_move(state, seat)
        state, _ = game.apply(state, seat, move)
    assert any(seat == zombie for seat, _ in r.log), "the zombie never had a decision"


def test_a_zombie_is_played_at_once_whenever_pending(toy):
    from arbiter.v1.engine_pb2 import GameConfig

    state, _ = toy.new_game(GameConfig(players=3, seed=4))
    played = toy.play_defaults(state, {0, 2})
    assert [seat for seat, _, _ in played] == [0, 2], "both zombies get ready, lowest seat first"
    assert toy.pending_seats(state) == {1}, "the seat that did not resign decides for itself"
    assert toy.play_defaults(state, {0, 2}) == []
