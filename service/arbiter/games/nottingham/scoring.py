"""Scoring: victory piles and assignment cards; ties go to the larger victory
pile, then the win is shared."""
from __future__ import annotations

from arbiter.nottingham.v1 import nottingham_pb2 as pb
from arbiter.v1.engine_pb2 import Outcome

from arbiter.games.nottingham.components import of


def assignment_points(stack: pb.AssignmentStack) -> int:
    """What each completer's card is worth: the one-figure side while only one
    player has completed the assignment, the two-figure side once two have."""
    if len(stack.completed_by) == 1:
        return stack.one_figure_points
    return stack.two_figure_points


def scores(state: pb.State) -> list[int]:
    worth = of(state).worth
    out = [sum(worth[i] for i in p.victory_pile) for p in state.players]
    for stack in state.assignments:
        for seat in stack.completed_by:
            out[seat] += assignment_points(stack)
    return out


def outcome(state: pb.State) -> Outcome:
    """Most victory points wins; a tie goes to the most cards in the victory
    pile; a tie on both shares the win."""
    points = scores(state)
    keys = [(points[s], len(p.victory_pile)) for s, p in enumerate(state.players)]
    best = max(keys)
    out = Outcome(reason=state.end_reason)
    out.winners.extend(s for s, k in enumerate(keys) if k == best)
    for s, k in enumerate(keys):
        out.scores.add(seat=s, score=k[0], rank=1 + sum(other > k for other in keys), tiebreak=[k[1]])
    return out
