"""Holding a State's wrappers (arbiter.engine.wrappers) changes no value a
read answers: the self-play loop that holds them plays the same games as the
service's copying path, and changes made past the held wrappers are seen."""
import pytest
from arbiter import games
from arbiter.engine import wrappers
from arbiter.engine.simulate import Checks, play_random_game
from arbiter.v1.engine_pb2 import GameConfig

from tests.support.games import some_players


@pytest.mark.parametrize("game_id", sorted(games.GAMES))
def test_held_in_place_game_is_the_copied_game(game_id):
    """The moves of a seeded self-play game, played again in place with the
    state's wrappers held (as play_random_game plays), end in the state they
    reach applied to copies (the service's path)."""
    game = games.get(game_id)
    played = play_random_game(game, some_players(game), 31, checks=Checks.none(), keep_log=True)
    assert played.finished, played.errors
    copied, _ = game.new_game(played.config)
    in_place, _ = game.new_game(played.config)
    held = wrappers.hold(in_place)
    for seat, move in played.log:
        copied, events = game.apply(copied, seat, move)
        assert game.apply_in_place(in_place, seat, move) == events
    assert held and game.outcome(in_place) is not None
    assert in_place.SerializeToString(deterministic=True) == copied.SerializeToString(deterministic=True)


def test_changes_past_held_wrappers_are_read():
    """Adding to, deleting from, clearing and overwriting (CopyFrom) a held
    state: every read answers what the state holds now."""
    game = games.get("nottingham")
    state, _ = game.new_game(GameConfig(players=4, seed=3))
    other, _ = game.new_game(GameConfig(players=3, seed=4))
    held = wrappers.hold(state)
    assert held
    players = state.players
    seat = players[0]
    before = len(players)
    del players[0]
    assert len(state.players) == before - 1 and state.players[0] is not seat
    state.players.add()
    assert len(state.players) == before
    state.ClearField("players")
    assert len(state.players) == 0
    state.CopyFrom(other)
    assert state.SerializeToString(deterministic=True) == other.SerializeToString(deterministic=True)
    assert [p.SerializeToString() for p in state.players] == [p.SerializeToString() for p in other.players]
