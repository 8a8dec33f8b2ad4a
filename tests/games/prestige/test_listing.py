"""The busiest listings keep their moves encoded (model.Moves): read by
index, by iterating, with `in` or ==, they behave as the list of the same
moves, and every read is a message of its own."""
import pytest

from arbiter.games.prestige.model import Moves
from arbiter.games.prestige.sections import PRINCIPLE
from arbiter.prestige.v1 import prestige_pb2 as pb
from tests.games.prestige.helpers import G, after_setup, move, seat_to_move


def _moves() -> list[pb.Move]:
    return [move("done"), move("place_steward", action=pb.ACTION_MARKET), move("choose_gain", gain=pb.GAIN_WOOD)]


def test_moves_read_as_the_list_of_the_same_moves():
    listed = Moves([m.SerializeToString() for m in _moves()])
    assert len(listed) == 3 and listed and not Moves([])
    assert listed == _moves() and list(listed) == _moves() and listed[1:] == _moves()[1:]
    assert listed[-1] == _moves()[-1] and listed.index(_moves()[1]) == 1
    assert _moves()[2] in listed and move("place_steward", action=pb.ACTION_CRAFTSMAN) not in listed
    with pytest.raises(IndexError):
        listed[3]


def test_each_read_is_a_message_of_its_own():
    listed = Moves([m.SerializeToString() for m in _moves()])
    first = listed[1]
    first.place_steward.action = pb.ACTION_CRAFTSMAN  # a caller may change what it gets
    assert listed[1] == _moves()[1] and listed[1] is not listed[1]


@pytest.mark.rule(PRINCIPLE)
def test_a_steward_listing_is_the_open_actions_left_to_right():
    state = after_setup(3)
    seat = seat_to_move(state)
    listed = G.legal_moves(state, seat)
    assert isinstance(listed, Moves)
    assert [m.place_steward.action for m in listed] == [a.action for a in state.action_bar]
