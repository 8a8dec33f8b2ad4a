"""Random self-play: 500 seeded games over 3-7 players, with invariants, the
serialize round trip and the view-leak check after every move, every listed
legal move tried in one game in ten; and replay determinism."""
import pytest

from tests.support.simulation import assert_random_games, assert_replay_matches

GAMES_PER_CHUNK = 50
CHUNKS = [(players, chunk) for players in range(3, 8) for chunk in range(2)]  # 5 x 2 x 50 = 500 games


@pytest.mark.parametrize("players, chunk", CHUNKS, ids=[f"{p}p-{c}" for p, c in CHUNKS])
def test_random_games(players, chunk):
    first = 1000 * players + GAMES_PER_CHUNK * chunk
    assert assert_random_games("nottingham", players, range(first, first + GAMES_PER_CHUNK)) > 0


@pytest.mark.parametrize("players, seed", [(3, 1), (5, 2), (7, 3)])
def test_replay_is_deterministic(players, seed):
    assert_replay_matches("nottingham", players, seed)


OPTIONED = [(4, {"first_player": "random", "seat_0_colour": "grey", "seat_2_colour": "red"}),
            (7, {"first_player": "6", "seat_6_colour": "red", "seat_0_colour": "white"})]


@pytest.mark.parametrize("players, options", OPTIONED, ids=["4p-random-first", "7p-last-first"])
def test_random_games_with_chosen_colours_and_first_player(players, options):
    """The Game Preparation options: colours other than the first n (their
    ambush cards in play) and a first player other than seat 0."""
    assert assert_random_games("nottingham", players, range(1, 11), options=options) > 0
