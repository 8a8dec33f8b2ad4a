"""The Council Cards: prestige chips, the 3-chip threshold, swapping, 12 safe."""
from __future__ import annotations

import pytest

from arbiter.games.nuremberg.components import BOARD
from arbiter.nuremberg.v1 import nuremberg_pb2 as pb

from .helpers import GAME, S, card, draw, new_game, of_kind, on_turn, play, rejected, set_hand

SEVEN, SMALL, GREAT, NONE = (pb.COUNCIL_CARD_COUNCIL_OF_SEVEN, pb.COUNCIL_CARD_SMALL_COUNCIL,
                             pb.COUNCIL_CARD_GREAT_COUNCIL, pb.COUNCIL_CARD_UNSPECIFIED)
PETER, FRITZ, WOLFGANG, OTHER = 0, 1, 2, 3


def chips(state, walls: dict[int, int], towers: dict[int, int] | None = None, cards: dict[int, int] | None = None):
    """Give each seat its walls and towers (prestige follows) and council cards."""
    order = [seat for seat, n in sorted(walls.items()) for _ in range(n)]
    state.city_walls[:] = order
    state.ClearField("towers")
    tower_spaces = iter(BOARD.towers)
    for seat, n in sorted((towers or {}).items()):
        for _ in range(n):
            state.towers[next(tower_spaces)] = seat
    for seat, p in enumerate(state.players):
        p.prestige = walls.get(seat, 0) * BOARD.prestige_wall + (towers or {}).get(seat, 0) * BOARD.prestige_tower
        p.council_card = (cards or {}).get(seat, NONE)
    assert not GAME.invariant_violations(state), GAME.invariant_violations(state)
    return state


def wall(state, seat):
    state = on_turn(set_hand(state, seat, gold=3, clay=1), seat)
    return play(state, seat, "build_city_wall")


def cards_of(state):
    return [p.council_card for p in state.players]


@pytest.mark.rule(S.COUNCIL)
def test_rulebook_council_example_peter_fritz_wolfgang_step_by_step():
    s = chips(new_game(4), {PETER: 2, FRITZ: 2, WOLFGANG: 2})
    # Peter is the first to have 3 prestige chips: Council of Seven (4 points).
    s, events = wall(s, PETER)
    assert s.players[PETER].prestige == 3 and cards_of(s) == [SEVEN, NONE, NONE, NONE]
    assert [(c.card, c.from_seat, c.to_seat) for c in of_kind(events, "council_card_changed")] == [(SEVEN, -1, PETER)]
    # Next, Fritz has three: Small Council (3 points).
    s, _ = wall(s, FRITZ)
    assert cards_of(s) == [SEVEN, SMALL, NONE, NONE]
    # Wolfgang has two and builds a tower: 4 chips. He first takes the Great
    # Council (third to reach 3)...
    s.craft_workshops["YD1"] = WOLFGANG
    s = on_turn(set_hand(s, WOLFGANG, gold=3, clay=1, wood=1), WOLFGANG)
    s, events = play(s, WOLFGANG, "build_tower", space="TOWER01")
    assert s.players[WOLFGANG].prestige == 4
    assert [(c.card, c.to_seat) for c in of_kind(events, "council_card_changed")] == [(GREAT, WOLFGANG)]
    # ...and, with more chips than Peter and Fritz (tied at 3), chooses whose card to take.
    assert [(d.seat, d.kind) for d in GAME.pending(s)] == [(WOLFGANG, "take_council_card")]
    assert sorted(s.council_choice.candidates) == [PETER, FRITZ]
    s, events = play(s, WOLFGANG, "take_council_card", from_seat=PETER)
    # He hands his Great Council back to Peter and receives the Council of Seven.
    assert cards_of(s) == [GREAT, SMALL, SEVEN, NONE]
    assert [(c.card, c.from_seat, c.to_seat) for c in of_kind(events, "council_card_changed")] == [
        (SEVEN, PETER, WOLFGANG), (GREAT, WOLFGANG, PETER)]
    assert s.phase == pb.PHASE_TRADE_AND_BUILD and not s.HasField("council_choice")

    # Later (set up by hand): Peter has 11 chips and the Council of Seven again,
    # Wolfgang 11 and the Small Council, Fritz the Great Council.
    s = chips(s, {PETER: 11, FRITZ: 3, WOLFGANG: 9}, {WOLFGANG: 1}, {PETER: SEVEN, FRITZ: GREAT, WOLFGANG: SMALL})
    s, events = wall(s, WOLFGANG)  # his 12th chip
    assert s.players[WOLFGANG].prestige == 12
    assert cards_of(s) == [SMALL, GREAT, SEVEN, NONE]
    # Now the Council of Seven is safe, even when Peter gets more chips.
    s, _ = wall(s, PETER)
    s, _ = wall(s, PETER)
    assert s.players[PETER].prestige == 13 and cards_of(s) == [SMALL, GREAT, SEVEN, NONE]


@pytest.mark.rule(S.COUNCIL)
def test_three_chips_needed_and_one_card_per_player():
    s = chips(new_game(4), {PETER: 1})
    s, _ = wall(s, PETER)
    assert cards_of(s) == [NONE] * 4  # 2 chips
    s, _ = wall(s, PETER)
    s, _ = wall(s, PETER)
    assert cards_of(s) == [SEVEN, NONE, NONE, NONE]  # 4 chips: still one card


@pytest.mark.rule(S.COUNCIL)
def test_with_three_players_the_second_takes_the_great_council_and_the_third_none():
    s = chips(new_game(3), {0: 2, 1: 2, 2: 2})
    for seat in range(3):
        s, _ = wall(s, seat)
    assert cards_of(s) == [SEVEN, GREAT, NONE]
    # With more chips than a holder the third player takes that card (and gives none).
    s, _ = wall(s, 2)
    assert s.HasField("council_choice")  # seats 0 and 1 are tied at 3
    s, _ = play(s, 2, "take_council_card", from_seat=1)
    assert cards_of(s) == [SEVEN, NONE, GREAT]


@pytest.mark.rule(S.COUNCIL)
def test_a_single_holder_with_fewer_chips_is_swapped_at_once():
    s = chips(new_game(4), {PETER: 5, FRITZ: 3, WOLFGANG: 5}, cards={PETER: SEVEN, FRITZ: SMALL, WOLFGANG: GREAT})
    s, events = wall(s, WOLFGANG)  # 6 > Peter's 5 (Seven) and > Fritz's 3 (Small)
    assert s.HasField("council_choice")
    s = chips(new_game(4), {PETER: 5, FRITZ: 7, WOLFGANG: 6}, cards={PETER: SEVEN, FRITZ: SMALL, WOLFGANG: GREAT})
    s, events = wall(s, WOLFGANG)  # 7: more than Peter only (Fritz has 7 too)
    assert not s.HasField("council_choice") and cards_of(s) == [GREAT, SMALL, SEVEN, NONE]


@pytest.mark.rule(S.COUNCIL)
def test_the_player_who_lost_a_card_may_in_turn_take_one():
    s = chips(new_game(4), {PETER: 9, FRITZ: 5, WOLFGANG: 9}, cards={PETER: SEVEN, FRITZ: SMALL, WOLFGANG: GREAT})
    s, _ = wall(s, WOLFGANG)  # 10: Peter (9, Seven) or Fritz (5, Small)
    s, _ = play(s, WOLFGANG, "take_council_card", from_seat=PETER)
    # Peter (9 chips, now Great) has more than Fritz (5, Small): takes it.
    assert cards_of(s) == [SMALL, GREAT, SEVEN, NONE]


@pytest.mark.rule(S.COUNCIL)
def test_a_holder_with_12_chips_is_safe():
    s = chips(new_game(4), {PETER: 12, WOLFGANG: 12}, cards={PETER: SEVEN, WOLFGANG: SMALL})
    s, _ = wall(s, WOLFGANG)
    assert cards_of(s) == [SEVEN, NONE, SMALL, NONE]


@pytest.mark.rule(S.COUNCIL)
def test_the_council_choice_comes_first_and_only_among_the_candidates():
    s = chips(new_game(4), {PETER: 3, FRITZ: 3, WOLFGANG: 3}, cards={PETER: SEVEN, FRITZ: SMALL, WOLFGANG: GREAT})
    s, _ = wall(s, WOLFGANG)
    rejected(s, WOLFGANG, "end_turn", "WRONG_MOVE_KIND", S.COUNCIL)
    rejected(s, WOLFGANG, "take_council_card", "NOT_A_CANDIDATE", S.COUNCIL, from_seat=OTHER)
    assert {m.take_council_card.from_seat for m in GAME.legal_moves(s, WOLFGANG)} == {PETER, FRITZ}


@pytest.mark.rule(S.FREE_CLAY)
def test_a_free_clay_wall_can_bring_a_council_choice_out_of_turn():
    s = chips(new_game(4), {PETER: 3, FRITZ: 3, WOLFGANG: 3}, cards={PETER: SEVEN, FRITZ: SMALL, WOLFGANG: GREAT})
    for seat in range(4):
        s.players[seat].gold = 3
    s = on_turn(s, PETER)
    s, _ = draw(s, card("free_clay", 12))
    s, _ = play(s, PETER, "decline_free_clay")
    s, _ = play(s, FRITZ, "decline_free_clay")
    s, _ = play(s, WOLFGANG, "build_city_wall")
    assert [(d.seat, d.kind) for d in GAME.pending(s)] == [(WOLFGANG, "take_council_card")]
    s, _ = play(s, WOLFGANG, "take_council_card", from_seat=PETER)
    assert [(d.seat, d.kind) for d in GAME.pending(s)] == [(OTHER, "free_clay")]
