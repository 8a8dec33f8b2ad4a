"""Tic-tac-toe's rules, a test per section (docs/games/tic-tac-toe.md)."""
import pytest
from arbiter import games
from arbiter.games.tic_tac_toe import sections as S
from arbiter.tic_tac_toe.v1 import tic_tac_toe_pb2 as pb
from arbiter.v1.engine_pb2 import GameConfig

from tests.support.refusals import rejected

GAME = games.get("tic-tac-toe")


def place(square: int) -> pb.Move:
    return pb.Move(place=pb.Place(square=square))


@pytest.mark.rule(S.TURN)
def test_a_taken_square_is_refused():
    state, _ = GAME.new_game(GameConfig(players=2, seed=1))
    state, _ = GAME.apply(state, 0, place(4))
    rejected(GAME, state, 1, place(4), "SQUARE_TAKEN", S.TURN)


@pytest.mark.rule(S.END)
def test_three_in_a_row_wins():
    state, _ = GAME.new_game(GameConfig(players=2, seed=1))
    for seat, square in [(0, 0), (1, 3), (0, 1), (1, 4), (0, 2)]:
        state, events = GAME.apply(state, seat, place(square))
    assert events[-1].WhichOneof("kind") == "won" and GAME.outcome(state).winners == [0]
