"""Tic-tac-toe (2 players), the game docs/adding-a-game.md is checked with.

Setup. The board is nine empty squares, three rows of three. The first
player marks X, the second O.

Taking a Turn. Starting with the first player, the players take turns
putting their mark on an empty square.

End of the Game. A player with three marks in a row (across, down or
diagonally) wins at once. When the board is full without one, the game is a
draw.
"""
from __future__ import annotations

from arbiter.engine import STANDARD, Decision, Game, MalformedMove, Rng, RuleViolation, first_of
from arbiter.tic_tac_toe.v1 import tic_tac_toe_pb2 as pb
from arbiter.v1.engine_pb2 import GameConfig, Outcome, SeatScore

from . import labels as tic_tac_toe_labels
from . import sections as S
from .bounds import BOUNDS
from .reasons import REASONS, SQUARE_TAKEN

MARKS = (pb.MARK_X, pb.MARK_O)
LINES = ((0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6))


def place(state: pb.State, seat: int, m: pb.Place, rng: Rng, events: list) -> None:
    if not 0 <= m.square < 9:
        raise MalformedMove("place.square", "a square, 0 to 8")
    if state.board[m.square] != pb.MARK_NONE:
        raise RuleViolation(SQUARE_TAKEN, S.TURN, f"square {m.square} already holds a mark")
    mark = state.players[seat].mark
    state.board[m.square] = mark
    events.append(pb.Event(placed=pb.Placed(seat=seat, square=m.square, mark=mark)))
    if any(all(state.board[i] == mark for i in line) for line in LINES):
        state.winner = seat
        state.over = True
        events.append(pb.Event(won=pb.Won(seat=seat)))
    elif pb.MARK_NONE not in state.board[:]:
        state.over = True
        events.append(pb.Event(drawn=pb.Drawn()))
    else:
        state.turn = 1 - seat


def legal_places(state: pb.State, seat: int) -> list[pb.Move]:
    return [pb.Move(place=pb.Place(square=i)) for i, mark in enumerate(state.board[:]) if mark == pb.MARK_NONE]


# Default: the first empty square listed (any empty square is a legal mark).
TAKE_TURN = Decision("take_turn", S.TURN, {"place": place}, legal_places, prompt="put your mark on an empty square",
                     default=first_of())


class TicTacToe(Game[pb.State, pb.Move, pb.Event]):
    id = "tic-tac-toe"
    title = "Tic-tac-toe"
    min_players = 2
    max_players = 2
    variants = (STANDARD,)
    has_chance = False
    bounds = BOUNDS
    reasons = REASONS
    labels = tic_tac_toe_labels
    State = pb.State
    Move = pb.Move
    Event = pb.Event

    def setup(self, state: pb.State, config: GameConfig, rng: Rng) -> list[pb.Event]:
        for seat in range(config.players):
            state.players.add(mark=MARKS[seat])
        state.board.extend([pb.MARK_NONE] * 9)
        return []

    def awaiting(self, state: pb.State):
        return [] if state.over else [(state.turn, TAKE_TURN)]

    def outcome(self, state: pb.State) -> Outcome | None:
        if not state.over:
            return None
        won = state.HasField("winner")
        # A draw: both seats share first place and nobody wins.
        return Outcome(scores=[SeatScore(seat=s, score=int(won and s == state.winner),
                                         rank=1 if not won or s == state.winner else 2)
                               for s in range(len(state.players))],
                       winners=[state.winner] if won else [],
                       reason="three in a row" if won else "the board is full")

    def view(self, state: pb.State, seat: int | None) -> pb.State:
        out = pb.State()
        out.CopyFrom(state)  # nothing is hidden
        return out

    def invariant_violations(self, state: pb.State) -> list[str]:
        marks = [state.board[:].count(m) for m in MARKS]
        return [] if marks[0] - marks[1] in (0, 1) else [f"{marks[0]} X and {marks[1]} O on the board"]
