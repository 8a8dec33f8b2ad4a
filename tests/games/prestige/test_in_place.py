"""Self-play's in-place path plays the same game as the service's copying
path, and the wrappers the self-play loop holds (arbiter.engine.wrappers)
never stand for an old value: the rules read everything through the state."""
import random

import pytest

from arbiter.engine import wrappers
from arbiter.engine.rng import Rng
from arbiter.prestige.v1 import prestige_pb2 as pb
from tests.games.prestige.helpers import G, new_game


def _play_in_place(state: pb.State, moves: int, seed: int = 7) -> list:
    """`moves` random moves applied in place, as self-play does; the (seat, move, events) played."""
    chooser, rng, played = random.Random(seed), Rng.of(state), []
    for _ in range(moves):
        awaiting = G.awaiting(state)
        if not awaiting:
            break
        seat, decision = chooser.choice(sorted(awaiting, key=lambda a: a[0]))
        move = chooser.choice(decision.legal(state, seat))
        played.append((seat, move, G.apply_in_place(state, seat, move, decision, rng)))
    return played


@pytest.mark.rule("Prestige: Game Sequence")
@pytest.mark.parametrize("players,variant", [(3, ""), (2, "duel")])
def test_in_place_game_is_the_copied_game(players, variant):
    """Every event and the final state of a whole game played in place equal
    those of the same moves applied to copies (SubmitMove's path)."""
    state = new_game(players, seed=5, variant=variant)
    held = wrappers.hold(state)  # as play_random_game does
    copied = pb.State()
    copied.CopyFrom(state)
    for seat, move, events in _play_in_place(state, 5000):
        copied, copied_events = G.apply(copied, seat, move)
        assert copied_events == events
    assert G.is_over(state) and held
    assert state.SerializeToString(deterministic=True) == copied.SerializeToString(deterministic=True)


def _steward_decision(state: pb.State) -> int:
    """Play in place until a seat must place a steward; returns that seat."""
    for _ in range(200):
        seat, decision = sorted(G.awaiting(state), key=lambda a: a[0])[0]
        if decision.kind == "place_steward":
            return seat
        _play_in_place(state, 1)
    raise AssertionError("no steward to place")


@pytest.mark.rule("Prestige: General Setup / Number of Players")
def test_changes_made_outside_the_rules_are_seen():
    """After moves played in place (the state's wrappers held), a change made
    to the state by hand, or a whole other state copied in, is what the
    listings read next."""
    state = new_game(2, seed=3)
    held = wrappers.hold(state)
    _play_in_place(state, 6)
    seat = _steward_decision(state)
    market = next(a for a in state.action_bar if a.action == pb.ACTION_MARKET)
    del market.stewards[:]
    market.stewards.extend([0, 1, 0, 1])  # every space of the Market taken
    listed = [m.place_steward.action for m in G.legal_moves(state, seat)]
    assert pb.ACTION_MARKET not in listed and listed

    other = new_game(2, seed=4)
    state.CopyFrom(other)
    assert state.SerializeToString(deterministic=True) == other.SerializeToString(deterministic=True)
    seat = sorted(s.seat for s in state.awaiting)[0]
    assert list(G.legal_moves(state, seat)) == list(G.legal_moves(other, seat))
    assert held
