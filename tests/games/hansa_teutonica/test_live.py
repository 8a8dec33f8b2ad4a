"""The wrappers a state played in place keeps alive (live.py) are a speed-up
only: whatever is held, the rules read the state as it is now."""
import random

from arbiter.games.hansa_teutonica import live, movegen
from arbiter.games.hansa_teutonica.board import side_board
from arbiter.hansa_teutonica.v1 import hansa_teutonica_pb2 as pb
from tests.games.hansa_teutonica.helpers import GAME, new


def _listed(state: pb.State) -> tuple[int, list[bytes]]:
    (seat, decision), = GAME.awaiting(state)
    return seat, [m.SerializeToString() for m in decision.legal(state, seat)]


def _held(state: pb.State) -> None:
    GAME.awaiting(state)
    GAME.awaiting(state)  # the second time in a row: its wrappers are held
    assert live._HELD[0][1] is state


def test_a_state_played_in_place_plays_as_its_copies():
    """300 moves of self-play's policy in place (wrappers held), the same moves
    on a fresh copy at every step: the same listings and the same events."""
    state = new(players=4, seed=11)
    chooser = random.Random(11)
    for _ in range(300):
        copy = pb.State.FromString(state.SerializeToString())
        expected = _listed(copy)
        _held(state)
        assert _listed(state) == expected
        (seat, decision), = GAME.awaiting(state)
        move = GAME.random_move(state, seat, decision.legal(state, seat), chooser)
        events = GAME.apply_in_place(state, seat, move, decision)
        copy, copy_events = GAME.apply(copy, seat, move)
        assert copy_events == events
        assert copy == state
        if GAME.outcome(state) is not None:
            break


def test_held_wrappers_never_answer_for_fields_replaced_since():
    """Turn, players, markers and plate replaced wholesale under held
    wrappers: the rules answer for the new contents."""
    state, other = new(players=3, seed=1), new(players=3, seed=2)
    for _ in range(7):  # `other` a few moves on: another seat, other pieces
        (seat, decision), = GAME.awaiting(other)
        GAME.apply_in_place(other, seat, decision.legal(other, seat)[0], decision)
    other.players[other.turn.seat].bonus_markers.append(pb.BONUS_MARKER_THREE_ACTIONS)
    _held(state)
    state.turn.CopyFrom(other.turn)
    state.ClearField("players")
    state.players.extend(other.players)
    del state.route_markers[:]
    state.route_markers.extend(other.route_markers)
    state.route_posts = other.route_posts
    assert _listed(state) == _listed(pb.State.FromString(other.SerializeToString()))
    _held(state)
    state.CopyFrom(new(players=3, seed=3))
    assert _listed(state) == _listed(new(players=3, seed=3))
    p = state.players[state.turn.seat]
    _held(state)
    p.bonus_markers[:] = [pb.BONUS_MARKER_FOUR_ACTIONS]
    seat, listed = _listed(state)
    use = pb.Move(use_bonus_marker=pb.UseBonusMarker(marker=pb.BONUS_MARKER_FOUR_ACTIONS)).SerializeToString()
    assert use in listed
    assert movegen.legal_moves(state, side_board(state), seat)
