"""Victory Points and End of the Game."""
from __future__ import annotations

import pytest

from arbiter.games.nuremberg.scoring import victory_points
from arbiter.nuremberg.v1 import nuremberg_pb2 as pb

from .helpers import BLUE, GAME, ORANGE, RED, WHITE, S, card, draw, new_game, of_kind, on_turn, play, set_hand
from .test_council import GREAT, SEVEN, SMALL, chips


@pytest.mark.rule(S.VICTORY_POINTS)
def test_points_for_settlements_workshops_toll_rights_and_council_cards():
    s = new_game(4)
    assert [victory_points(s, seat) for seat in range(4)] == [3, 3, 3, 3]  # 2 settlements + 1 toll right
    s.craft_workshops["YD1"] = RED
    s = chips(s, {RED: 3, BLUE: 3, WHITE: 3}, cards={RED: SEVEN, BLUE: SMALL, WHITE: GREAT})
    assert [victory_points(s, seat) for seat in range(4)] == [3 + 1 + 4, 3 + 3, 3 + 2, 3]


def twelve_points_for_red(state):
    """Red: 5 settlements, 3 workshops, 2 toll rights and the Great Council = 12."""
    for x in ("I.c2", "I.c4", "I.c6"):
        state.settlements[x] = RED
    state.customs_posts["I.s1"] = RED
    state.toll_rights["I"] = RED
    for space in ("YD1", "YD2", "YD3"):
        state.craft_workshops[space] = RED
    chips(state, {RED: 3, BLUE: 4}, cards={RED: GREAT, BLUE: SEVEN})
    assert victory_points(state, RED) == 12
    return state


@pytest.mark.rule(S.END)
def test_reaching_13_points_on_your_own_turn_wins_at_once():
    s = on_turn(set_hand(twelve_points_for_red(new_game(4)), RED, ore=3, grain=2), RED)
    s, events = play(s, RED, "build_craft_workshop", space="YD4")
    assert s.phase == pb.PHASE_GAME_OVER and GAME.pending(s) == []
    ended = of_kind(events, "game_ended")[0]
    assert ended.reason == pb.END_REASON_VICTORY_POINTS and list(ended.winners) == [RED]
    o = GAME.outcome(s)
    assert list(o.winners) == [RED] and o.scores[RED].score == 13 and o.scores[RED].rank == 1


@pytest.mark.rule(S.END)
def test_13_points_off_turn_win_only_when_that_players_turn_begins():
    s = twelve_points_for_red(new_game(4))
    s = chips(s, {RED: 4, BLUE: 4, WHITE: 4}, cards={RED: GREAT, BLUE: SEVEN, WHITE: SMALL})
    for seat in range(4):
        s.players[seat].gold = 3
    s = on_turn(s, ORANGE)
    s, _ = draw(s, card("free_clay", 12))
    s, _ = play(s, ORANGE, "decline_free_clay")
    # Red's Free Clay wall: 5 chips, more than blue and white (4 each).
    s, _ = play(s, RED, "build_city_wall")
    s, _ = play(s, RED, "take_council_card", from_seat=BLUE)
    assert victory_points(s, RED) == 14 and s.phase != pb.PHASE_GAME_OVER  # not red's turn
    while s.phase == pb.PHASE_FREE_CLAY:
        s, _ = play(s, GAME.pending(s)[0].seat, "decline_free_clay")
    s, events = play(s, ORANGE, "end_turn")
    assert s.turn_seat == RED and s.phase == pb.PHASE_GAME_OVER
    assert list(of_kind(events, "game_ended")[0].winners) == [RED]


@pytest.mark.rule(S.END)
def test_at_1400_the_most_points_win():
    s = new_game(4)
    s.craft_workshops["YD1"] = WHITE
    s.year = 1395
    s, events = draw(s, card("years_pass"))
    o = GAME.outcome(s)
    assert list(o.winners) == [WHITE] and "1400" in o.reason
    assert [sc.rank for sc in o.scores] == [2, 2, 1, 2]


@pytest.mark.rule(S.END)
def test_at_1400_a_tie_goes_to_the_highest_council_card():
    s = chips(new_game(4), {RED: 3, BLUE: 3}, cards={RED: GREAT, BLUE: SMALL})
    s.settlements["I.c3"] = RED  # red 3 + 1 + 2 = 6, blue 3 + 3 = 6
    s.customs_posts["I.s1"] = RED
    s.year = 1395
    s, _ = draw(s, card("years_pass"))
    o = GAME.outcome(s)
    assert [sc.score for sc in o.scores][:2] == [6, 6]
    assert list(o.winners) == [BLUE] and o.scores[BLUE].tiebreak == [3]


@pytest.mark.rule(S.END)
def test_at_1400_a_tie_without_council_cards_is_shared():
    s = new_game(4)
    s.year = 1395
    s, _ = draw(s, card("years_pass"))
    assert list(GAME.outcome(s).winners) == [RED, BLUE, WHITE, ORANGE]
