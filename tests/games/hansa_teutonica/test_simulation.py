"""Random simulation: 500 seeded self-play games across 2-5 players with the
engine's checks after every move (invariants: pieces conserved per player, one
piece per post, cities within capacity, all 15 markers; serialize round trip;
no leak in any seat's or the spectator's view), one game in 50 also trying
every listed legal move; replay determinism; and stretches of uniformly
random play, which self-play's policy (playout.py) only partly follows."""
import random

import pytest

from arbiter.v1.engine_pb2 import GameConfig
from tests.games.hansa_teutonica.helpers import GAME, S, rule
from tests.support.simulation import assert_random_games, assert_replay_matches

GAMES_PER_CHUNK = 25
# 20 chunks of 25 games, seeds 0-499, five chunks per player count; seeds that
# are multiples of 50 (one in every other chunk, every player count) also try
# every listed move after every move.
CHUNKS = [(2 + (k // 2) % 4, range(GAMES_PER_CHUNK * k, GAMES_PER_CHUNK * (k + 1))) for k in range(20)]
ALL_MOVES_EVERY = 50


@rule(S.GAME_PLAY)
@pytest.mark.parametrize("players, seeds", CHUNKS, ids=[f"{p}p-{s.start}" for p, s in CHUNKS])
def test_random_games(players, seeds):
    assert assert_random_games("hansa-teutonica", players, seeds, all_moves_every=ALL_MOVES_EVERY) > 0


@rule(S.GAME_PLAY)
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_replay_is_deterministic(players):
    assert_replay_matches("hansa-teutonica", players, seed=77 + players)


@rule(S.GAME_PLAY)
@pytest.mark.parametrize("players", [2, 5])
def test_uniformly_random_play_keeps_the_invariants(players):
    """Uniform choices reach positions the policy seldom does (a crowded board,
    long Move actions); 1,500 moves of them with every check."""
    state, _ = GAME.new_game(GameConfig(players=players, seed=players))
    rng = random.Random(players)
    for _ in range(1500):
        seat = GAME.pending(state)[0].seat
        moves = GAME.legal_moves(state, seat)
        state, events = GAME.apply(state, seat, rng.choice(moves))
        assert not GAME.invariant_violations(state)
        for viewer in [None, *range(players)]:
            view = GAME.project(state, viewer)
            assert not GAME.view_leaks(state, viewer, view, GAME.project_events(events, viewer))
        if not GAME.pending(state):
            break
