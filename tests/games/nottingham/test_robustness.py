"""No well-typed Move crashes the game: every one is applied or refused with
RuleViolation or MalformedMove, and a refusal changes nothing."""
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from arbiter.engine import MalformedMove, RuleViolation
from arbiter.nottingham.v1 import nottingham_pb2 as pb
from arbiter.v1.engine_pb2 import GameConfig

from tests.games.nottingham.helpers import GAME

KINDS = [f for f in pb.Move.DESCRIPTOR.oneofs_by_name["kind"].fields]
INT32 = st.one_of(st.integers(-3, 16), st.integers(-(2 ** 31), 2 ** 31 - 1))


def _states() -> list[pb.State]:
    """One position per phase reached in seeded random games: as many games
    as it takes to reach every phase (some are rare in random play)."""
    seen: dict[int, pb.State] = {}
    phases = set(pb.Phase.values()) - {pb.PHASE_UNSPECIFIED}
    for seed in range(400):
        if phases <= set(seen):
            break
        chooser = random.Random(seed)
        state, _ = GAME.new_game(GameConfig(players=3 + seed % 5, seed=seed))
        while GAME.pending(state):
            seen.setdefault(state.phase, state)
            seat = chooser.choice(sorted(GAME.pending_seats(state)))
            state, _ = GAME.apply(state, seat, chooser.choice(GAME.legal_moves(state, seat)))
        seen.setdefault(state.phase, state)
    return [seen[p] for p in sorted(seen)]


STATES = _states()


def test_every_phase_is_reached():
    assert {s.phase for s in STATES} == set(pb.Phase.values()) - {pb.PHASE_UNSPECIFIED}


@st.composite
def moves(draw) -> pb.Move:
    kind = draw(st.sampled_from(KINDS))
    body = {}
    for f in kind.message_type.fields:
        value = st.lists(INT32, max_size=9) if f.is_repeated else INT32
        body[f.name] = draw(value)
    return pb.Move(**{kind.name: kind.message_type._concrete_class(**body)})


@pytest.mark.parametrize("state", STATES, ids=[pb.Phase.Name(s.phase) for s in STATES])
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(move=moves(), seat=st.one_of(st.integers(-1, 8), st.integers(-(2 ** 31), 2 ** 31 - 1)))
def test_any_move_is_applied_or_refused_cleanly(state, move, seat):
    before = state.SerializeToString()
    try:
        new, events = GAME.apply(state, seat, move)
    except (RuleViolation, MalformedMove):
        pass
    else:
        assert events and not GAME.invariant_violations(new)
    assert state.SerializeToString() == before


@pytest.mark.parametrize("state", STATES, ids=[pb.Phase.Name(s.phase) for s in STATES])
def test_a_move_without_a_kind_is_malformed(state):
    with pytest.raises((MalformedMove, RuleViolation)):
        GAME.apply(state, 0, pb.Move())
