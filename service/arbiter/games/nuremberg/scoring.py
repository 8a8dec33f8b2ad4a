"""Victory Points and End of the Game."""
from __future__ import annotations

from arbiter.nuremberg.v1 import nuremberg_pb2 as pb
from arbiter.v1.engine_pb2 import Outcome, SeatScore

from .building import count
from .components import board


def victory_points(state: pb.State, seat: int) -> int:
    """1 per settlement, craft workshop and toll-right card, plus the council card."""
    n = count(seat, state.settlements, state.craft_workshops, state.toll_rights)
    return n + board(state).council_points.get(state.players[seat].council_card, 0)


def all_points(state: pb.State) -> list[int]:
    return [victory_points(state, s) for s in range(len(state.players))]


def standing(state: pb.State, seat: int, points: list[int]) -> tuple[int, int]:
    """Most victory points; a tie goes to the highest council card."""
    return points[seat], state.players[seat].council_card


def end_game(state: pb.State, reason: pb.EndReason, events: list, victor: int = -1) -> None:
    state.phase = pb.PHASE_GAME_OVER
    state.end_reason = reason
    state.victor = victor
    state.ClearField("trade")
    state.ClearField("council_choice")
    del state.free_clay_queue[:]
    o = outcome(state)
    assert o is not None, "the game is over"
    events.append(pb.Event(game_ended=dict(reason=reason, winners=o.winners, victory_points=all_points(state))))


def outcome(state: pb.State) -> Outcome | None:
    if state.phase != pb.PHASE_GAME_OVER:
        return None
    points = all_points(state)
    keys = [standing(state, s, points) for s in range(len(points))]
    if state.end_reason == pb.END_REASON_VICTORY_POINTS:
        winners = [state.victor]
        # The victor ranks first whatever the others hold; the rest by standing.
        keys[state.victor] = (max(points) + 1, 0)
    else:
        best = max(keys)
        winners = [s for s, k in enumerate(keys) if k == best]
    scores = [SeatScore(seat=s, score=points[s], rank=1 + sum(1 for k in keys if k > keys[s]),
                        tiebreak=[board(state).council_points.get(state.players[s].council_card, 0)])
              for s in range(len(points))]
    reason = ("reached 13 victory points on their turn" if state.end_reason == pb.END_REASON_VICTORY_POINTS
              else "the time marker reached 1400")
    return Outcome(winners=winners, scores=scores, reason=reason)


def check_victory(state: pb.State, events: list) -> None:
    """A player wins as soon as they are on turn and have 13 victory points."""
    seat = state.turn_seat
    bd = board(state)
    goal = bd.points_to_win
    settlements, workshops, toll_rights = state.settlements, state.craft_workshops, state.toll_rights
    # Fewer points on the whole table than a win needs: no one to count (map sizes are cheap).
    if len(settlements) + len(workshops) + len(toll_rights) + bd.most_council_points < goal:
        return
    # `victory_points` in two steps: the few workshops, toll rights and the council card first;
    # with all the settlements a colour has the seat mostly still falls short, and the largest
    # map needs no count.
    points = count(seat, workshops, toll_rights) + bd.council_points.get(state.players[seat].council_card, 0)
    if points + min(len(settlements), bd.settlements_per_colour) < goal:
        return
    if points + count(seat, settlements) >= goal:
        end_game(state, pb.END_REASON_VICTORY_POINTS, events, victor=seat)
