"""End of the Game: final scoring and the tie-breaks."""
from __future__ import annotations

from arbiter.games.prestige import components
from arbiter.prestige.v1 import prestige_pb2 as pb
from arbiter.v1.engine_pb2 import Outcome

GOLD_PER_POINT = 4
WOOD_PENALTY_POINTS = 3  # End of a Year 7


def final_score(state: pb.State, seat: int) -> pb.FinalScore:
    """Both markers added, less half their difference (rounded down); 3 per
    light-blue tile, the dark-blue points, leftovers at the standard market
    values (improved conditions do not count) with 1 point per 4 gold, and 3
    off per wood-delivery penalty marker."""
    tb = components.of(state)
    p = state.players[seat]
    gap = abs(p.exterior - p.interior)
    intermediate = p.exterior + p.interior - gap // 2
    light = tb.LIGHT_TILE_POINTS * len(p.light_tiles)
    dark = sum(c.points for col in state.bonus[:] for c in col.dark_claims[:] if c.seat == seat)
    gold = sum(getattr(p, r) * v for r, v in tb.STANDARD_VALUES.items())
    goods_points = gold // GOLD_PER_POINT
    penalty = WOOD_PENALTY_POINTS * p.wood_penalties
    return pb.FinalScore(seat=seat, exterior=p.exterior, interior=p.interior, intermediate=intermediate,
                         light_points=light, dark_points=dark, goods_in_gold=gold, goods_points=goods_points,
                         wood_penalty_points=penalty, total=intermediate + light + dark + goods_points - penalty)


def _ranking_key(state: pb.State, s: pb.FinalScore) -> tuple:
    """Most points; then the smallest gap between the markers; then the highest
    intermediate score; then furthest ahead on the action bar."""
    return (-s.total, abs(s.exterior - s.interior), -s.intermediate, _bar_position(state, s.seat))


def _bar_position(state: pb.State, seat: int) -> int:
    bar = list(state.lower_bar)
    return bar.index(seat) if seat in bar else len(bar)


def game_ended(state: pb.State) -> pb.Event:
    scores = [final_score(state, s) for s in range(state.player_count)]
    return pb.Event(game_ended=pb.GameEnded(scores=scores, winners=outcome(state).winners))


def outcome(state: pb.State) -> Outcome | None:
    if state.phase != pb.PHASE_GAME_OVER:
        return None
    scores = [final_score(state, s) for s in range(state.player_count)]
    keys = {s.seat: _ranking_key(state, s) for s in scores}
    best = min(keys.values())
    out = Outcome(winners=[s for s, k in keys.items() if k == best], reason="the winter of the 3rd year is over")
    for s in scores:
        k = keys[s.seat]
        out.scores.add(seat=s.seat, score=s.total, rank=1 + sum(1 for o in keys.values() if o < k),
                       tiebreak=[abs(s.exterior - s.interior), s.intermediate, _bar_position(state, s.seat)])
    return out
