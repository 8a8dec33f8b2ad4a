"""2a) Trading (with the bank and with fellow players) and 2c) Producing and
Selling Trade Goods."""
from __future__ import annotations

import pytest

from arbiter.nuremberg.v1 import nuremberg_pb2 as pb

from .helpers import (BLUE, GAME, ORANGE, RED, WHITE, S, hand, malformed, new_game, of_kind, on_turn, play, rejected,
                      set_hand)

WOOD, CLAY, ORE, GRAIN, WOOL, GOLD = (pb.MATERIAL_WOOD, pb.MATERIAL_CLAY, pb.MATERIAL_ORE, pb.MATERIAL_GRAIN,
                                      pb.MATERIAL_WOOL, pb.MATERIAL_GOLD)


def trader(gold=0, **cards):
    s = new_game(4)
    for seat in range(4):
        set_hand(s, seat, gold=2)
    set_hand(s, RED, gold=gold, **cards)
    return on_turn(s, RED)


# ------------------------------------------------------------------ with the bank


@pytest.mark.rule(S.TRADING_BANK)
def test_bank_four_identical_raw_materials_for_any_one():
    """Almanac "Trading with the Bank — example": four grain for one ore."""
    s = trader(grain=4)
    s, events = play(s, RED, "trade_with_bank", give=GRAIN, get=ORE)
    assert hand(s, RED) == {"ore": 1}
    assert of_kind(events, "bank_traded")[0].amount == 4
    s = trader(grain=3)
    rejected(s, RED, "trade_with_bank", "INSUFFICIENT_RESOURCES", S.TRADING_BANK, give=GRAIN, get=ORE)


@pytest.mark.rule(S.TRADING_BANK)
def test_bank_gold_four_to_one_for_a_raw_material_and_four_raw_materials_for_one_gold():
    s = trader(gold=4)
    s, _ = play(s, RED, "trade_with_bank", give=GOLD, get=WOOL)
    assert hand(s, RED) == {"wool": 1} and s.players[RED].gold == 0
    s = trader(clay=4)
    s, _ = play(s, RED, "trade_with_bank", give=CLAY, get=GOLD)
    assert hand(s, RED) == {} and s.players[RED].gold == 1


@pytest.mark.rule(S.TRADING_BANK)
def test_main_market_3_to_1_workshop_for_any_raw_material_and_gold():
    s = trader(gold=3, grain=3)
    s.craft_workshops["MK-ANY"] = RED
    s, _ = play(s, RED, "trade_with_bank", give=GRAIN, get=ORE)  # "three grain for one ore"
    s, _ = play(s, RED, "trade_with_bank", give=GOLD, get=ORE)
    assert hand(s, RED) == {"ore": 2} and s.players[RED].gold == 0


@pytest.mark.rule(S.TRADING_BANK)
def test_main_market_2_to_1_workshop_for_its_material_only():
    """Almanac: a workshop next to the sheep symbol trades two wool for any raw material."""
    s = trader(wool=2, clay=3)
    s.craft_workshops["MK-WOOL"] = RED
    s, _ = play(s, RED, "trade_with_bank", give=WOOL, get=WOOD)
    assert hand(s, RED) == {"wood": 1, "clay": 3}
    rejected(s, RED, "trade_with_bank", "INSUFFICIENT_RESOURCES", S.TRADING_BANK, give=CLAY, get=WOOD)


@pytest.mark.rule(S.TRADING_BANK)
def test_buying_gold_from_the_bank_is_always_four_to_one():
    s = trader(wool=3)
    s.craft_workshops["MK-WOOL"] = RED
    rejected(s, RED, "trade_with_bank", "INSUFFICIENT_RESOURCES", S.TRADING_BANK, give=WOOL, get=GOLD)


@pytest.mark.rule(S.TRADING_BANK)
def test_bank_cannot_hand_out_an_empty_stack_and_malformed_pairs():
    s = trader(grain=4)
    set_hand(s, BLUE, ore=20)
    rejected(s, RED, "trade_with_bank", "SUPPLY_EXHAUSTED", S.TRADING_BANK, give=GRAIN, get=ORE)
    malformed(s, RED, "trade_with_bank", give=GRAIN, get=GRAIN)
    malformed(s, RED, "trade_with_bank", give=0, get=ORE)
    malformed(s, RED, "trade_with_bank", give=GRAIN, get=99)


@pytest.mark.rule(S.TRADING_BANK)
def test_only_the_player_on_turn_trades_with_the_bank():
    s = trader(grain=4)
    set_hand(s, BLUE, grain=4)
    rejected(s, BLUE, "trade_with_bank", "NOT_YOUR_TURN", give=GRAIN, get=ORE)


# ------------------------------------------------------------------ with fellow players


@pytest.mark.rule(S.TRADING_PLAYERS)
def test_almanac_trading_example_peter_offers_raises_and_wolfgang_counters():
    """Peter (red) needs one ore. "One wool for an ore?" — nobody. "Two wool!"
    Wolfgang (white): "throw in one gold as well". Peter agrees."""
    s = trader(gold=2, wool=3)
    set_hand(s, WHITE, ore=1)
    s, events = play(s, RED, "offer_trade", give={"wool": 1}, get={"ore": 1})
    assert s.phase == pb.PHASE_TRADE_ANSWERS
    assert sorted(d.seat for d in GAME.pending(s)) == [BLUE, WHITE, ORANGE]
    for seat in (BLUE, WHITE, ORANGE):
        s, events = play(s, seat, "decline_trade")
    assert s.phase == pb.PHASE_TRADE_AND_BUILD and not s.HasField("trade")
    assert of_kind(events, "trade_closed")[0].withdrawn is False

    s, _ = play(s, RED, "offer_trade", give={"wool": 2}, get={"ore": 1})
    s, _ = play(s, BLUE, "decline_trade")
    s, events = play(s, WHITE, "counter_trade", give={"ore": 1}, get={"wool": 2, "gold": 1})
    assert of_kind(events, "trade_answered")[0].reply.answer == pb.TRADE_ANSWER_COUNTERED
    s, _ = play(s, ORANGE, "decline_trade")
    assert s.phase == pb.PHASE_TRADE_CHOICE and [d.seat for d in GAME.pending(s)] == [RED]
    rejected(s, RED, "confirm_trade", "NO_DEAL", S.TRADING_PLAYERS, partner=BLUE)
    s, events = play(s, RED, "confirm_trade", partner=WHITE)
    assert hand(s, RED) == {"wool": 1, "ore": 1} and s.players[RED].gold == 1
    assert hand(s, WHITE) == {"wool": 2} and s.players[WHITE].gold == 3
    done = of_kind(events, "trade_completed")[0]
    assert (done.proposer, done.partner, done.give.wool, done.give.gold, done.get.ore) == (RED, WHITE, 2, 1, 1)


@pytest.mark.rule(S.TRADING_PLAYERS)
def test_accept_on_the_offers_terms_and_withdraw():
    s = trader(wool=1)
    set_hand(s, BLUE, ore=1)
    set_hand(s, ORANGE, ore=1)
    s, _ = play(s, RED, "offer_trade", give={"wool": 1}, get={"ore": 1})
    rejected(s, WHITE, "accept_trade", "INSUFFICIENT_RESOURCES", S.TRADING_PLAYERS)  # white has no ore
    s, _ = play(s, BLUE, "accept_trade")
    s, _ = play(s, WHITE, "decline_trade")
    s, _ = play(s, ORANGE, "accept_trade")
    confirms = {m.confirm_trade.partner for m in GAME.legal_moves(s, RED) if m.HasField("confirm_trade")}
    assert confirms == {BLUE, ORANGE}
    withdrawn, events = play(s, RED, "withdraw_trade")
    assert of_kind(events, "trade_closed")[0].withdrawn and hand(withdrawn, RED) == {"wool": 1}
    s, _ = play(s, RED, "confirm_trade", partner=ORANGE)
    assert hand(s, RED) == {"ore": 1} and hand(s, ORANGE) == {"wool": 1} and hand(s, BLUE) == {"ore": 1}


@pytest.mark.rule(S.TRADING_PLAYERS)
def test_players_not_on_turn_may_not_trade_among_themselves_or_offer():
    s = trader(wool=1)
    set_hand(s, BLUE, ore=1)
    rejected(s, BLUE, "offer_trade", "NOT_YOUR_TURN", give={"ore": 1}, get={"wool": 1})
    s, _ = play(s, RED, "offer_trade", give={"wool": 1}, get={"ore": 1})
    # Answering players can only answer the player on turn.
    rejected(s, BLUE, "offer_trade", "WRONG_MOVE_KIND", give={"ore": 1}, get={"clay": 1})
    rejected(s, RED, "withdraw_trade", "NOT_YOUR_TURN")  # the answers come first


@pytest.mark.rule(S.TRADING_PLAYERS)
def test_offers_name_both_sides_and_the_proposer_must_hold_its_side():
    s = trader(wool=1, gold=1)
    rejected(s, RED, "offer_trade", "INSUFFICIENT_RESOURCES", S.TRADING_PLAYERS, give={"wool": 2}, get={"ore": 1})
    rejected(s, RED, "offer_trade", "INSUFFICIENT_RESOURCES", give={"gold": 2}, get={"ore": 1})
    s2, _ = play(s, RED, "offer_trade", give={"gold": 1}, get={"ore": 1})  # gold may be offered
    malformed(s, RED, "offer_trade", give={"wool": 1}, get={})
    malformed(s, RED, "offer_trade", give={}, get={"ore": 1})
    malformed(s, RED, "offer_trade", give={"wool": -1}, get={"ore": 1})
    malformed(s, RED, "offer_trade", give={"wool": 1}, get={"wool": 1, "ore": 1})


@pytest.mark.rule(S.TRADING_PLAYERS)
def test_malformed_terms_name_the_side_or_the_material_at_fault():
    """The checks read only the amounts a side sets: each refusal still names
    the first side (give, then get) or the first material (in Bundle order)
    at fault, gold included."""
    s = trader(wool=2, ore=1, gold=2)
    cases = [({"wool": 1}, {}, "offer_trade.get", "each side of a trade gives something"),
             ({}, {}, "offer_trade.give", "each side of a trade gives something"),
             ({"wool": 1, "ore": -1}, {"grain": 1}, "offer_trade.give", "amounts may not be negative"),
             ({"wool": 1}, {"grain": -2}, "offer_trade.get", "amounts may not be negative"),
             ({"wool": -1}, {}, "offer_trade.give", "amounts may not be negative"),
             ({"ore": 1, "gold": 1}, {"wool": 1, "gold": 1, "ore": 2}, "offer_trade", "ore appears on both sides"),
             ({"wool": 1, "gold": 1}, {"gold": 2}, "offer_trade", "gold appears on both sides")]
    for give, get, field, message in cases:
        error = malformed(s, RED, "offer_trade", give=give, get=get)
        assert (error.field, message in str(error)) == (field, True), (give, get, error)
    s, _ = play(s, RED, "offer_trade", give={"ore": 1}, get={"grain": 1})
    error = malformed(s, BLUE, "counter_trade", give={"clay": 1, "grain": 1}, get={"grain": 1})
    assert error.field == "counter_trade" and "grain appears on both sides" in str(error)


@pytest.mark.rule(S.TRADING_PLAYERS)
def test_a_counter_offer_checks_only_the_counter_offerers_own_hand():
    s = trader(wool=1)
    set_hand(s, BLUE, ore=1)
    s, _ = play(s, RED, "offer_trade", give={"wool": 1}, get={"ore": 1})
    rejected(s, BLUE, "counter_trade", "INSUFFICIENT_RESOURCES", give={"ore": 2}, get={"wool": 1})
    # Asking for more than red holds is allowed (blue cannot see red's hand)...
    s, _ = play(s, BLUE, "counter_trade", give={"ore": 1}, get={"wool": 3})
    s, _ = play(s, WHITE, "decline_trade")
    s, _ = play(s, ORANGE, "decline_trade")
    # ...but red cannot close that deal.
    rejected(s, RED, "confirm_trade", "INSUFFICIENT_RESOURCES", S.TRADING_PLAYERS, partner=BLUE)
    assert [m.WhichOneof("kind") for m in GAME.legal_moves(s, RED)] == ["withdraw_trade"]


@pytest.mark.rule(S.TRADING_PLAYERS)
def test_trade_moves_are_listed_with_templates_for_free_form_terms():
    s = trader(wool=3)
    kinds = [m.WhichOneof("kind") for m in GAME.legal_moves(s, RED)]
    assert "offer_trade" in kinds
    [t] = GAME.move_templates(s, RED)
    assert t.kind == "offer_trade"
    example = pb.Move()
    t.example.Unpack(example)
    GAME.apply(s, RED, example)  # the example is legal
    s, _ = play(s, RED, "offer_trade", give={"wool": 1}, get={"ore": 1})
    set_hand(s, BLUE, ore=1)
    answers = {m.WhichOneof("kind") for m in GAME.legal_moves(s, BLUE)}
    assert answers == {"accept_trade", "decline_trade", "counter_trade"}
    assert [t.kind for t in GAME.move_templates(s, BLUE)] == ["counter_trade"]


# ------------------------------------------------------------------ trade goods


@pytest.mark.rule(S.TRADE_GOODS)
def test_almanac_compasses_example_toll_to_frankfurt_and_doubling():
    """Ore + wood make compasses, sold in Frankfurt for 3 gold; another player
    holds the Frankfurt toll right and takes 2. With a workshop at a compass
    city space the proceeds double but the toll does not: 4 gold kept."""
    s = trader(ore=2, wood=2)
    s.customs_posts["I.s1"] = BLUE
    s.toll_rights["I"] = BLUE
    s, events = play(s, RED, "produce_trade_good", good=pb.TRADE_GOOD_COMPASSES)
    assert s.players[RED].gold == 1 and s.players[BLUE].gold == 4 and hand(s, RED) == {"ore": 1, "wood": 1}
    sold = of_kind(events, "trade_good_sold")[0]
    assert (sold.gold, sold.toll, sold.toll_to) == (3, 2, BLUE)
    s.craft_workshops["MK-ORE"] = RED  # a workshop adjoining the compass spaces
    s, _ = play(s, RED, "produce_trade_good", good=pb.TRADE_GOOD_COMPASSES)
    assert s.players[RED].gold == 1 + 4 and s.players[BLUE].gold == 6


@pytest.mark.rule(S.TRADE_GOODS)
def test_overview_example_a_compass_workshop_sells_for_6_instead_of_3():
    s = trader(ore=2, wood=2)  # nobody holds the Frankfurt toll right
    s, _ = play(s, RED, "produce_trade_good", good=pb.TRADE_GOOD_COMPASSES)
    assert s.players[RED].gold == 3
    s.craft_workshops["YD3"] = RED
    s, _ = play(s, RED, "produce_trade_good", good=pb.TRADE_GOOD_COMPASSES)
    assert s.players[RED].gold == 3 + 6


@pytest.mark.rule(S.TRADE_GOODS)
def test_no_toll_on_your_own_road_and_none_when_nobody_holds_it():
    s = trader(ore=1, wood=1, wool=1)
    s, events = play(s, RED, "produce_trade_good", good=pb.TRADE_GOOD_HELMETS)  # Frankfurt: nobody
    assert s.players[RED].gold == 4 and of_kind(events, "trade_good_sold")[0].toll_to == -1
    s = trader(wood=1, wool=1)  # paper goes to Prague, whose toll right red holds
    s, _ = play(s, RED, "produce_trade_good", good=pb.TRADE_GOOD_PAPER)
    assert s.players[RED].gold == 3


@pytest.mark.rule(S.TRADE_GOODS)
def test_several_workshops_for_one_good_double_only_once():
    s = trader(wood=1, wool=1)
    s.craft_workshops["MK-WOOD"] = RED
    s.craft_workshops["YD1"] = RED  # both double paper
    s, _ = play(s, RED, "produce_trade_good", good=pb.TRADE_GOOD_PAPER)
    assert s.players[RED].gold == 6


@pytest.mark.rule(S.TRADE_GOODS)
def test_producing_needs_the_raw_materials_and_may_repeat():
    s = trader(ore=2, wood=1)
    s, _ = play(s, RED, "produce_trade_good", good=pb.TRADE_GOOD_COMPASSES)
    rejected(s, RED, "produce_trade_good", "INSUFFICIENT_RESOURCES", S.TRADE_GOODS, good=pb.TRADE_GOOD_COMPASSES)
    malformed(s, RED, "produce_trade_good", good=0)
    malformed(s, RED, "produce_trade_good", good=42)
