"""No well-typed move crashes the game: it is applied, or refused with
RuleViolation or MalformedMove (random fields on positions from random games)."""
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from arbiter.engine import MalformedMove, RuleViolation
from arbiter.engine.simulate import Checks, play_random_game
from arbiter.prestige.v1 import prestige_pb2 as pb
from tests.games.prestige.helpers import G, MOVE_TYPES

_INTS = st.integers(min_value=-3, max_value=20) | st.integers(min_value=-(2**31), max_value=2**31 - 1)
_STRS = st.sampled_from(["", "E1", "E6", "marble_1", "marble_2", "Z9", "MC1", "MC7", "M1", "M3", "Y01", "Y14", "x" * 40])


def _positions(n=12):
    """States along random games: every kind of decision shows up."""
    out = []
    for seed in range(3):
        r = play_random_game(G, 2 + seed, seed, checks=Checks.none(), keep_log=True)
        state, _ = G.new_game(r.config)
        rnd = random.Random(seed)
        picks = set(rnd.sample(range(len(r.log)), n))
        for i, (seat, m) in enumerate(r.log):
            if i in picks:
                out.append(state)
            state, _ = G.apply(state, seat, m)
    return out


POSITIONS = _positions()


def _fill(msg, draw):
    for fd in msg.DESCRIPTOR.fields:
        if fd.type == fd.TYPE_MESSAGE:
            if fd.is_repeated:
                for _ in range(draw(st.integers(0, 3))):
                    _fill(getattr(msg, fd.name).add(), draw)
            else:
                _fill(getattr(msg, fd.name), draw)
        elif fd.type == fd.TYPE_STRING:
            setattr(msg, fd.name, draw(_STRS))
        elif fd.type == fd.TYPE_BOOL:
            setattr(msg, fd.name, draw(st.booleans()))
        elif fd.is_repeated:
            getattr(msg, fd.name).extend(draw(st.lists(_INTS, max_size=3)))
        else:
            setattr(msg, fd.name, draw(_INTS))


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_random_moves_never_crash(data):
    state = data.draw(st.sampled_from(POSITIONS))
    kind = data.draw(st.sampled_from(sorted(MOVE_TYPES)))
    part = MOVE_TYPES[kind]()
    _fill(part, data.draw)
    move = pb.Move(**{kind: part})
    seat = state.awaiting[0].seat
    try:
        G.apply(state, seat, move)
    except (RuleViolation, MalformedMove):
        pass
