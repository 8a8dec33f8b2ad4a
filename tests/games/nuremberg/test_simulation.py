"""Random self-play: 500 seeded games across 3 and 4 players and both starting
layouts, with invariants (20 cards per raw material, gold never negative,
pieces within supply), serialize round trips and leak checks after every move;
every 10th game also tries every listed legal move. Chunked for pytest -n."""
from __future__ import annotations

import pytest

from tests.support.simulation import assert_random_games, assert_replay_matches

GAMES_PER_SETTING = 125
CHUNK = 25
SETTINGS = [(variant, players) for variant in ("beginner", "advanced") for players in (3, 4)]


@pytest.mark.parametrize("start", range(0, GAMES_PER_SETTING, CHUNK))
@pytest.mark.parametrize("variant,players", SETTINGS)
def test_random_games(variant, players, start):
    moves = assert_random_games("nuremberg", players, range(start, start + CHUNK), variant=variant)
    assert moves > CHUNK * 100  # whole games, not stubs


@pytest.mark.parametrize("variant,players", SETTINGS)
def test_replay_is_deterministic(variant, players):
    assert_replay_matches("nuremberg", players, seed=1000 + players, variant=variant)
