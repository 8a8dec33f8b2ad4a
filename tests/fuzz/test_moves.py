"""Arbitrary and well-formed-but-random moves against every game:
from states reached in seeded self-play, any Move the wire format allows is
either applied, refused as a RuleViolation / MalformedMove, never anything
else; a refusal leaves the state untouched; an accepted move of a kind the game
enumerates is one of its listed legal moves, and the new state keeps the
game's invariants."""
from __future__ import annotations

import os
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from arbiter import games
from arbiter.engine import MalformedMove, RuleViolation
from arbiter.engine.simulate import Checks, play_random_game
from tests.fuzz.strategies import messages

GAME_IDS = sorted(games.GAMES)
STATES_PER_GAME = 12
# Examples per test; a long run sets ARBITER_FUZZ_EXAMPLES (tests/RELIABILITY.md).
EXAMPLES = int(os.environ.get("ARBITER_FUZZ_EXAMPLES", "300"))



def sample_states(game_id: str) -> list:
    """States along a few seeded games, at varied depths (all seats' decisions)."""
    game = games.get(game_id)
    out = []
    for seed in range(3):
        players = random.Random(seed).randint(game.min_players, game.max_players)
        r = play_random_game(game, players, 900 + seed, checks=Checks.none(), keep_log=True)
        state, _ = game.new_game(r.config)
        stops = set(random.Random(seed).sample(range(len(r.log)), min(STATES_PER_GAME // 3, len(r.log))))
        for i, (seat, move) in enumerate(r.log):
            if i in stops:
                out.append(state)
            state, _ = game.apply(state, seat, move)
    return out


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_any_move_is_applied_or_refused_cleanly(game_id, record_property):
    game = games.get(game_id)
    states = sample_states(game_id)
    tried = [0]

    @settings(max_examples=EXAMPLES, deadline=None, derandomize=True,
              suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
    @given(st.integers(0, len(states) - 1), st.integers(0, 8), messages(game.Move.DESCRIPTOR))
    def check(i, seat_pick, move):
        tried[0] += 1
        state = states[i]
        before = state.SerializeToString(deterministic=True)
        pending = sorted(game.pending_seats(state))
        seat = pending[seat_pick % len(pending)] if seat_pick < 6 else seat_pick  # mostly pending seats

        try:
            new, _ = game.apply(state, seat, move)
        except (RuleViolation, MalformedMove):
            assert state.SerializeToString(deterministic=True) == before, "a refusal changed the state"
            return
        assert state.SerializeToString(deterministic=True) == before, "apply changed its input"
        assert not game.invariant_violations(new), (move, game.invariant_violations(new))
        listed = game.legal_moves(state, seat)
        kinds = {m.WhichOneof("kind") for m in listed}
        templated = {t.kind for t in game.move_templates(state, seat)}
        kind = move.WhichOneof("kind")
        if kind in kinds and kind not in templated:
            assert move in listed, f"accepted a {kind} move the game does not list: {move}"

    check()
    record_property("fuzz_inputs", tried[0])


