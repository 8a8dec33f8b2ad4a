"""1. Draw an Event Card: yields, then the event (Event Cards, The Robber
Knight, The Timeline)."""
from __future__ import annotations

import pytest

from arbiter.games.nuremberg.components import BOARD
from arbiter.nuremberg.v1 import nuremberg_pb2 as pb

from .helpers import (BLUE, GAME, ORANGE, RED, WHITE, S, card, clear_board, draw, hand, malformed, move, new_game,
                      of_kind, on_turn, play, rejected, set_hand)


def settle(state, seat, *crossings):
    for x in crossings:
        state.settlements[x] = seat
    return state


# ------------------------------------------------------------------ yields


@pytest.mark.rule(S.YIELDS)
def test_almanac_raw_material_yields_example_a_nine():
    """Red draws a 9: red's settlement at the hills 9 takes clay; the players at
    the mountains 9 take ore. (On the stand-in map one crossing touches the
    mountains 9, so blue takes ore there and yellow, here orange, grain at the fields 9.)"""
    s = clear_board(new_game(4))
    for seat in range(4):
        set_hand(s, seat)
    settle(s, RED, "I.c4")      # hills 9 (T10)
    settle(s, BLUE, "IV.c4")    # mountains 9 (T02)
    settle(s, ORANGE, "V.c3")   # fields 9 (T25)
    s, events = draw(on_turn(s, RED), card("yield_only", 9))
    assert hand(s, RED) == {"clay": 1} and hand(s, BLUE) == {"ore": 1} and hand(s, ORANGE) == {"grain": 1}
    assert hand(s, WHITE) == {}
    assert {e.seat for e in of_kind(events, "resources_received")} == {RED, BLUE, ORANGE}


@pytest.mark.rule(S.YIELDS)
@pytest.mark.parametrize("number,event,material", [(3, "margrave", "wood"), (6, "margrave", "ore"),
                                                    (5, "yield_only", "clay")])
def test_overview_example_whites_lower_settlement_has_three_chances(number, event, material):
    """Overview: the lower white settlement borders hills 5, mountains 6 and
    forest 3: a 3 brings wood, a 6 ore, a 5 clay."""
    s = new_game(4)
    before = dict(hand(s, WHITE))
    s, _ = draw(on_turn(s, RED), card(event, number))
    after = hand(s, WHITE)
    assert {m: after.get(m, 0) - before.get(m, 0) for m in after if after.get(m, 0) != before.get(m, 0)} == {
        material: 1}


@pytest.mark.rule(S.YIELDS)
def test_one_card_per_settlement_per_bordering_terrain():
    s = clear_board(new_game(4))
    set_hand(s, WHITE)
    settle(s, WHITE, "III.c3", "V.c2")  # both border the fields 9 (T25)
    settle(s, WHITE, "III.c5")          # no 9 here
    s, _ = draw(on_turn(s, RED), card("yield_only", 9))
    assert hand(s, WHITE) == {"grain": 2}


@pytest.mark.rule(S.ROBBER_KNIGHT)
def test_the_robber_knights_terrain_yields_nothing_not_even_to_whoever_put_it_there():
    s = clear_board(new_game(4))
    set_hand(s, RED)
    settle(s, RED, "I.c4")  # T05 fields 11, T10 hills 9, T11 forest 12
    s.robber_knight = "T10"
    s, events = draw(on_turn(s, RED), card("yield_only", 9))
    assert hand(s, RED) == {} and not of_kind(events, "resources_received")


@pytest.mark.rule(S.YIELDS)
def test_an_empty_supply_stack_pays_in_turn_order_from_the_player_on_turn():
    s = clear_board(new_game(4))
    for seat in range(4):
        set_hand(s, seat)
    set_hand(s, WHITE, grain=19)  # one grain left in the supply
    settle(s, RED, "V.c3")
    settle(s, BLUE, "III.c3")
    s, _ = draw(on_turn(s, BLUE), card("yield_only", 9))
    assert hand(s, BLUE) == {"grain": 1} and hand(s, RED) == {}
    assert not GAME.invariant_violations(s)


@pytest.mark.rule(S.DRAW)
def test_the_turn_begins_with_the_draw_and_only_then_trading_and_building():
    s = new_game(4)
    rejected(s, RED, "end_turn", "WRONG_MOVE_KIND", S.DRAW)
    rejected(s, RED, "build_city_wall", "WRONG_MOVE_KIND", S.DRAW)
    rejected(s, BLUE, "draw_event_card", "NOT_YOUR_TURN")
    s, events = play(s, RED, "draw_event_card")
    drawn = of_kind(events, "event_card_drawn")[0]
    assert drawn.seat == RED and s.discard_pile[-1] == drawn.card.id and s.deck_size == 35


@pytest.mark.rule(S.SEQUENCE)
def test_end_turn_passes_to_the_left_hand_neighbour():
    s = new_game(4)
    s, _ = draw(s, card("yield_only", 2))
    s, events = play(s, RED, "end_turn")
    assert s.turn_seat == BLUE and s.phase == pb.PHASE_DRAW_EVENT_CARD and s.turn_number == 2
    assert of_kind(events, "turn_ended")[0].seat == RED
    s = on_turn(s, ORANGE)
    s, _ = play(s, ORANGE, "end_turn")
    assert s.turn_seat == RED


# ------------------------------------------------------------------ The Years Pass


@pytest.mark.rule(S.YEARS_PASS)
def test_the_years_pass_moves_the_time_marker_one_space():
    s = new_game(4)
    s, events = draw(s, card("years_pass"))
    assert s.year == 1360 and of_kind(events, "timeline_advanced")[0].year == 1360
    assert s.phase == pb.PHASE_TRADE_AND_BUILD


@pytest.mark.rule(S.TIMELINE)
@pytest.mark.parametrize("year", [1365, 1380])
def test_reaching_a_reddish_space_reshuffles_the_whole_deck_discards_included(year):
    s = new_game(4)
    s.year = year
    s, _ = draw(s, card("yield_only", 2), card("yield_only", 5))
    s, _ = play(s, RED, "end_turn")
    s, _ = draw(s, card("years_pass"))
    assert s.year == year + 5
    assert not s.discard_pile and s.deck_size == len(s.deck) == 36


@pytest.mark.rule(S.TIMELINE)
def test_the_game_ends_at_once_when_the_marker_reaches_1400():
    s = new_game(4)
    s.year = 1395
    s, events = draw(s, card("years_pass"))
    assert s.phase == pb.PHASE_GAME_OVER and GAME.is_over(s)
    assert of_kind(events, "game_ended")[0].reason == pb.END_REASON_TIMELINE
    assert GAME.outcome(s) is not None


@pytest.mark.rule(S.EVENT_CARDS)
def test_yields_come_before_the_event():
    s = clear_board(new_game(4))
    set_hand(s, RED)
    settle(s, RED, "I.c3")  # borders the hills 9
    s.robber_knight = "T24"
    s, events = draw(on_turn(s, RED), card("margrave", 9))
    kinds = [e.WhichOneof("kind") for e in events]
    assert kinds.index("resources_received") < kinds.index("robber_knight_moved")


# ------------------------------------------------------------------ The Margrave


@pytest.mark.rule(S.MARGRAVE)
def test_the_margrave_sends_the_robber_knight_home():
    s = new_game(4)
    s.robber_knight = "T14"
    s, events = draw(s, card("margrave"))
    assert s.robber_knight == BOARD.castle and of_kind(events, "robber_knight_moved")[0].by_margrave


@pytest.mark.rule(S.MARGRAVE)
def test_the_margrave_has_no_effect_when_the_robber_knight_is_at_its_castle():
    s = new_game(4)
    s, events = draw(s, card("margrave"))
    assert s.robber_knight == BOARD.castle and not of_kind(events, "robber_knight_moved")


# ------------------------------------------------------------------ Free Clay


@pytest.mark.rule(S.FREE_CLAY)
def test_free_clay_each_player_in_turn_order_may_build_one_wall_for_3_gold():
    s = new_game(4)
    for seat in range(4):
        s.players[seat].gold = 6
    s = on_turn(s, WHITE)
    s, _ = draw(s, card("free_clay", 12))
    asked = []
    while s.phase == pb.PHASE_FREE_CLAY:
        [d] = GAME.pending(s)
        assert d.kind == "free_clay"
        asked.append(d.seat)
        clay = s.players[d.seat].hand.clay
        s, events = play(s, d.seat, "build_city_wall")
        assert of_kind(events, "city_wall_built")[0].free_clay
        assert s.players[d.seat].gold == 3 and s.players[d.seat].hand.clay == clay  # no clay paid
    assert asked == [WHITE, ORANGE, RED, BLUE]  # the player on turn first, then clockwise
    assert len(s.city_walls) == 4 and s.phase == pb.PHASE_TRADE_AND_BUILD
    assert all(p.prestige == 1 for p in s.players)


@pytest.mark.rule(S.FREE_CLAY)
def test_free_clay_is_optional_and_skips_players_without_3_gold():
    s = new_game(4)
    gold = {RED: 3, BLUE: 2, WHITE: 9, ORANGE: 3}
    for seat, g in gold.items():
        s.players[seat].gold = g
    s, events = draw(s, card("free_clay", 12))
    assert GAME.pending(s)[0].seat == RED
    s, _ = play(s, RED, "decline_free_clay")
    # Blue has 2 gold: passed over; white is next.
    assert GAME.pending(s)[0].seat == WHITE
    s, _ = play(s, WHITE, "build_city_wall")
    assert GAME.pending(s)[0].seat == ORANGE
    rejected(s, WHITE, "build_city_wall", "NOT_YOUR_TURN")  # only one wall per player
    s, events = play(s, ORANGE, "build_city_wall")
    assert s.phase == pb.PHASE_TRADE_AND_BUILD and s.turn_seat == RED
    assert [w for w in s.city_walls] == [WHITE, ORANGE]


@pytest.mark.rule(S.FREE_CLAY)
def test_during_free_clay_no_other_move_is_possible():
    s = new_game(4)
    s.players[RED].gold = 5
    set_hand(s, RED, clay=2, wood=2)
    s, _ = draw(s, card("free_clay", 12))
    rejected(s, RED, "build_customs_post", "WRONG_MOVE_KIND", S.FREE_CLAY, section="I.s1")
    rejected(s, RED, "end_turn", "WRONG_MOVE_KIND", S.FREE_CLAY)


# ------------------------------------------------------------------ Road Toll


@pytest.mark.rule(S.ROAD_TOLL)
def test_road_toll_example_orange_pays_red_one_gold_for_prague():
    s = new_game(4)
    s, events = draw(s, card("road_toll", roads=("II",)))
    assert s.players[ORANGE].gold == 1 and s.players[RED].gold == 3
    paid = of_kind(events, "gold_paid")
    assert [(p.from_seat, p.to_seat, p.gold, p.road) for p in paid] == [(ORANGE, RED, 1, "II")]


@pytest.mark.rule(S.ROAD_TOLL)
def test_road_toll_two_settlements_pay_two_gold_and_own_settlements_pay_nothing():
    s = new_game(4)
    s.settlements["II.c6"] = ORANGE
    s, _ = draw(s, card("road_toll", roads=("II",)))
    assert s.players[ORANGE].gold == 0 and s.players[RED].gold == 4


@pytest.mark.rule(S.ROAD_TOLL)
def test_road_toll_without_gold_the_holder_may_draw_cards_blindly_and_with_nothing_gets_nothing():
    """"If a player has no gold to pay the toll, the owner of the toll-right
    card may, for every gold owed, draw a raw-material card blindly from that
    player's hand. If the indebted player has neither gold nor raw-material
    cards, the owner of the toll-right card is out of luck"."""
    s = new_game(4)
    s.settlements["II.c6"] = ORANGE
    s.players[ORANGE].gold = 1
    set_hand(s, ORANGE, ore=1)
    s, events = draw(s, card("road_toll", roads=("II",)))
    assert s.players[ORANGE].gold == 0 and s.players[RED].gold == 3
    assert not of_kind(events, "card_drawn_blindly")  # the holder decides
    assert s.phase == pb.PHASE_ROAD_TOLL
    assert [(d.seat, d.kind) for d in GAME.pending(s)] == [(RED, "collect_road_toll")]
    assert list(GAME.legal_moves(s, RED)) == [move("draw_toll_cards", cards=1), move("decline_toll_cards")]
    s, events = play(s, RED, "draw_toll_cards", cards=1)
    [blind] = of_kind(events, "card_drawn_blindly")
    assert (blind.from_seat, blind.to_seat, blind.material, blind.reason) == (
        ORANGE, RED, pb.MATERIAL_ORE, pb.BLIND_DRAW_REASON_ROAD_TOLL)
    assert hand(s, ORANGE) == {} and s.players[RED].hand.ore == 2
    assert s.phase == pb.PHASE_TRADE_AND_BUILD and not s.toll_debts
    # Nothing left at all: red is out of luck, and nobody is asked.
    s = on_turn(s, RED)
    s, events = draw(s, card("road_toll", roads=("II",)))
    assert [(u.seat, u.gold, u.waived) for u in of_kind(events, "toll_uncollected")] == [(ORANGE, 2, False)]
    assert s.phase == pb.PHASE_TRADE_AND_BUILD


@pytest.mark.rule(S.ROAD_TOLL)
def test_road_toll_the_holder_chooses_out_of_turn_how_many_cards_to_draw_or_none():
    s = new_game(4)
    s.settlements["II.c6"] = ORANGE
    set_hand(s, ORANGE, gold=0, wool=3)
    s = on_turn(s, WHITE)
    s, _ = draw(s, card("road_toll", roads=("II",)))
    debt = s.toll_debts[0]
    assert (debt.road, debt.holder, debt.debtor, debt.gold) == ("II", RED, ORANGE, 2)
    assert [d.seat for d in GAME.pending(s)] == [RED]  # the holder, not the player on turn
    rejected(s, WHITE, "end_turn", "NOT_YOUR_TURN")
    rejected(s, RED, "draw_toll_cards", "MORE_THAN_OWED", S.ROAD_TOLL, cards=3)
    malformed(s, RED, "draw_toll_cards", cards=0)
    rejected(s, RED, "end_turn", "WRONG_MOVE_KIND", S.ROAD_TOLL)
    assert [m.draw_toll_cards.cards for m in GAME.legal_moves(s, RED) if m.HasField("draw_toll_cards")] == [1, 2]
    declined, events = play(s, RED, "decline_toll_cards")
    assert [(u.seat, u.gold, u.waived) for u in of_kind(events, "toll_uncollected")] == [(ORANGE, 2, True)]
    assert hand(declined, ORANGE) == {"wool": 3} and declined.phase == pb.PHASE_TRADE_AND_BUILD
    assert declined.turn_seat == WHITE
    one, events = play(s, RED, "draw_toll_cards", cards=1)
    assert hand(one, ORANGE) == {"wool": 2} and hand(one, RED)["wool"] == s.players[RED].hand.wool + 1
    assert [(u.gold, u.waived) for u in of_kind(events, "toll_uncollected")] == [(1, True)]


@pytest.mark.rule(S.ROAD_TOLL)
def test_road_toll_draws_at_most_the_debtors_hand():
    s = new_game(4)
    s.settlements["II.c6"] = ORANGE
    set_hand(s, ORANGE, gold=0, clay=1)
    s, _ = draw(s, card("road_toll", roads=("II",)))
    assert [m.draw_toll_cards.cards for m in GAME.legal_moves(s, RED) if m.HasField("draw_toll_cards")] == [1]
    rejected(s, RED, "draw_toll_cards", "MORE_THAN_THE_HAND", S.ROAD_TOLL, cards=2)
    s, events = play(s, RED, "draw_toll_cards", cards=1)
    assert [(u.gold, u.waived) for u in of_kind(events, "toll_uncollected")] == [(1, False)]


@pytest.mark.rule(S.ROAD_TOLL)
def test_road_toll_card_for_iv_and_v_pays_each_holder_for_their_road():
    s = new_game(4)  # IV: orange (blue has IV.c1); V: blue (red has V.c4)
    s, events = draw(s, card("road_toll", roads=("IV", "V")))
    paid = [(p.from_seat, p.to_seat, p.road) for p in of_kind(events, "gold_paid")]
    assert paid == [(BLUE, ORANGE, "IV"), (RED, BLUE, "V")]


@pytest.mark.rule(S.ROAD_TOLL)
def test_road_toll_for_a_road_nobody_holds_collects_nothing():
    s = new_game(4)
    s, events = draw(s, card("road_toll", roads=("I",)))
    assert [(u.road, u.seat, u.gold) for u in of_kind(events, "toll_uncollected")] == [("I", -1, 0)]
    assert [p.gold for p in s.players] == [2, 2, 2, 2]


# ------------------------------------------------------------------ Robber Knight


def robber_state(hands):
    s = new_game(4)
    for seat, cards in hands.items():
        set_hand(s, seat, **cards)
    return s


@pytest.mark.rule(S.ROBBER_EVENT)
def test_robber_knight_no_yields_and_discards_of_half_above_seven_are_simultaneous():
    s = robber_state({RED: dict(wood=9), BLUE: dict(clay=8), WHITE: dict(ore=7), ORANGE: {}})
    s.players[WHITE].gold = 20  # gold does not count
    s, events = draw(s, card("robber_knight"))
    assert not of_kind(events, "resources_received")
    assert s.phase == pb.PHASE_DISCARD and list(s.discards_owed) == [4, 4, 0, 0]
    assert sorted((d.seat, d.kind) for d in GAME.pending(s)) == [(RED, "discard"), (BLUE, "discard")]
    # Blue may discard before the player on turn.
    rejected(s, BLUE, "discard", "WRONG_DISCARD_COUNT", S.ROBBER_KNIGHT, cards={"clay": 3})
    rejected(s, BLUE, "discard", "INSUFFICIENT_RESOURCES", S.ROBBER_KNIGHT, cards={"wood": 4})
    s, events = play(s, BLUE, "discard", cards={"clay": 4})
    assert hand(s, BLUE) == {"clay": 4} and of_kind(events, "cards_discarded")[0].cards.clay == 4
    rejected(s, BLUE, "discard", "NOT_YOUR_TURN", cards={"clay": 4})
    s, _ = play(s, RED, "discard", cards={"wood": 4})
    assert hand(s, RED) == {"wood": 5} and s.phase == pb.PHASE_MOVE_ROBBER_KNIGHT


@pytest.mark.rule(S.ROBBER_KNIGHT)
def test_robber_knight_moves_to_another_terrain_then_steals_one_card_blindly():
    s = robber_state({RED: {}, BLUE: dict(wool=2), WHITE: {}, ORANGE: dict(grain=1)})
    s, _ = draw(s, card("robber_knight"))
    assert s.phase == pb.PHASE_MOVE_ROBBER_KNIGHT  # nobody above 7
    rejected(s, RED, "move_robber_knight", "SAME_TERRAIN", S.ROBBER_KNIGHT, terrain=BOARD.castle)
    legal = {m.move_robber_knight.terrain for m in GAME.legal_moves(s, RED)}
    assert legal == set(BOARD.terrains) - {BOARD.castle} and "NUE" not in legal
    # The robbed player need not border the terrain (T01 has no settlement of white's).
    s, _ = play(s, RED, "move_robber_knight", terrain="T01")
    assert s.robber_knight == "T01" and s.phase == pb.PHASE_STEAL
    rejected(s, RED, "steal", "NO_CARDS", S.ROBBER_KNIGHT, victim=WHITE)
    rejected(s, RED, "steal", "NOT_A_FELLOW_PLAYER", S.ROBBER_KNIGHT, victim=RED)
    s, events = play(s, RED, "steal", victim=ORANGE)
    [blind] = of_kind(events, "card_drawn_blindly")
    assert (blind.from_seat, blind.to_seat, blind.material) == (ORANGE, RED, pb.MATERIAL_GRAIN)
    assert hand(s, RED) == {"grain": 1} and s.phase == pb.PHASE_TRADE_AND_BUILD


@pytest.mark.rule(S.ROBBER_KNIGHT)
def test_stealing_is_optional_and_gold_is_off_limits():
    s = robber_state({RED: {}, BLUE: dict(wool=1), WHITE: {}, ORANGE: {}})
    s.players[WHITE].gold = 10
    s, _ = draw(s, card("robber_knight"))
    s, _ = play(s, RED, "move_robber_knight", terrain="T14")
    steal_targets = {m.steal.victim for m in GAME.legal_moves(s, RED) if m.HasField("steal")}
    assert steal_targets == {BLUE}  # white has only gold
    s, events = play(s, RED, "decline_steal")
    assert of_kind(events, "steal_declined") and s.phase == pb.PHASE_TRADE_AND_BUILD


@pytest.mark.rule(S.ROBBER_KNIGHT)
def test_with_nobody_to_rob_the_steal_is_skipped():
    s = robber_state({RED: {}, BLUE: {}, WHITE: {}, ORANGE: {}})
    s, _ = draw(s, card("robber_knight"))
    s, _ = play(s, RED, "move_robber_knight", terrain="T14")
    assert s.phase == pb.PHASE_TRADE_AND_BUILD
