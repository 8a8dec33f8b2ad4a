"""Random self-play: 500 seeded games over 2-4 players and the duel variant,
checked after every move (invariants: workers 0-12 and conserved, no negative
goods, 5 stewards per player per round; serialization; no leaks), a share
trying every listed legal move; and replay determinism."""
import pytest

from tests.support.simulation import assert_random_games, assert_replay_matches

CONFIGS = [(2, ""), (3, ""), (4, ""), (2, "duel")]
CHUNKS = 5
GAMES_PER_CHUNK = 25


@pytest.mark.rule("Prestige: Game Sequence")
@pytest.mark.parametrize("chunk", range(CHUNKS))
@pytest.mark.parametrize("players,variant", CONFIGS)
def test_random_games(players, variant, chunk):
    start = 1000 * players + (500 if variant else 0) + chunk * GAMES_PER_CHUNK
    assert assert_random_games("prestige", players, range(start, start + GAMES_PER_CHUNK), variant=variant,
                               all_moves_every=10) > 0


@pytest.mark.parametrize("players,variant", CONFIGS)
def test_replay_is_deterministic(players, variant):
    assert_replay_matches("prestige", players, seed=42 + players, variant=variant)
