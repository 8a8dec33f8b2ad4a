"""End of the Game: final scoring, the rulebook's example and the tie-breaks."""
import pytest

from arbiter.games.prestige import scoring
from arbiter.games.prestige.sections import END_OF_GAME
from arbiter.prestige.v1 import prestige_pb2 as pb
from tests.games.prestige.helpers import after_setup, calm

rule = pytest.mark.rule(END_OF_GAME)


def _finished(players=2):
    state = calm(after_setup(players, seed=1))
    del state.awaiting[:]
    state.phase = pb.PHASE_GAME_OVER
    for p in state.players:
        p.gold = p.wood = p.limestone = p.glass = p.marble = 0
        p.exterior, p.interior = 8, 0
    return state


@rule
def test_rulebook_scoring_example():
    """YELLOW: 52 exterior + 59 interior = 111, less 7 // 2 = 3: 108; bonus
    points 7 + 5 + 5 = 17; no wood missing. The example's 'resources worth
    5 gold' add 5 points, which under the rule (4 gold = 1 point) means
    leftovers worth 20 to 23 gold: 108 + 17 + 5 = 130."""
    state = _finished()
    yellow = state.players[0]
    yellow.exterior, yellow.interior = 52, 59
    for col, points in zip(state.bonus, (7, 5, 5)):
        col.dark_claims.add(seat=0, points=points)
    yellow.marble, yellow.glass, yellow.wood, yellow.limestone, yellow.gold = 3, 2, 3, 1, 4  # 9 + 4 + 3 + 1 + 4 = 21
    s = scoring.final_score(state, 0)
    assert (s.intermediate, s.dark_points, s.goods_in_gold, s.goods_points, s.total) == (108, 17, 21, 5, 130)


@rule
def test_four_gold_one_point_and_penalties_and_light_tiles():
    state = _finished()
    p = state.players[0]
    p.exterior, p.interior = 20, 10  # 30 - 5
    p.gold = 7                        # 1 point
    p.wood_penalties = 2              # -6
    p.light_tiles.extend(["L01", "L02"])  # +6
    assert scoring.final_score(state, 0).total == 25 + 1 - 6 + 6


@rule
def test_improved_market_conditions_do_not_count():
    state = _finished()
    state.condition_slots[0].tile = "MC1"
    state.estates[0].tile = pb.ESTATE_TILE_FOREST
    state.estates[0].owners.append(0)
    state.players[0].marble = 4
    assert scoring.final_score(state, 0).goods_in_gold == 12


@rule
def test_tie_breaks_gap_then_intermediate_then_action_bar():
    state = _finished(3)
    a, b, c = state.players
    a.exterior, a.interior = 30, 20            # 50 - 5 = 45, gap 10
    b.exterior, b.interior, b.gold = 25, 21, 4   # 46 - 2 = 44, +1: 45, gap 4
    c.exterior, c.interior, c.gold = 24, 20, 12  # 44 - 2 = 42, +3: 45, gap 4
    out = scoring.outcome(state)
    assert {s.seat: s.score for s in out.scores} == {0: 45, 1: 45, 2: 45}
    assert {s.seat: s.rank for s in out.scores} == {1: 1, 2: 2, 0: 3}  # gap, then intermediate score
    assert list(out.winners) == [1]
    c.exterior, c.interior, c.gold = 23, 21, 8   # 44 - 1 = 43, +2: 45, gap 2
    assert list(scoring.outcome(state).winners) == [2]


@rule
def test_last_tie_break_is_the_action_bar():
    state = _finished(2)
    state.lower_bar[:] = [1, 0, 1, 0, 1, 0, 1, 0, 1, 0]
    out = scoring.outcome(state)
    assert list(out.winners) == [1]
    assert {s.seat: s.rank for s in out.scores} == {1: 1, 0: 2}
