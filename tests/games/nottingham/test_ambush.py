"""The Actions / Ambush: setting an ambush and activating ambush cards."""
import pytest

from arbiter.games.nottingham import sections as R
from arbiter.nottingham.v1 import nottingham_pb2 as pb

from tests.games.nottingham.helpers import (
    BLUE_CARD, CHEST, CHEST_PEARLS, COPPER, GOLD, JEWELS, JEWELS_COPPER, NECKLACE, PEARLS, PEARLS_JEWELS, RED_CARD,
    SILVER, SILVER_CHEST, YELLOW_CARD, GAME, arrange, hand, kinds, legal, malformed, of_kind, pending, play, rejected,
)

# ------------------------------------------------------ setting an ambush


def set_ambush(top=(RED_CARD, CHEST_PEARLS)):
    state = arrange(hands={0: [COPPER]}, revealed=GOLD, ambush_top=top)
    return play(state, 0, "ambush")


@pytest.mark.rule(R.AMBUSH_SET)
def test_draw_the_top_two_ambush_cards_unseen_by_others():
    state, events = set_ambush()
    assert pending(state) == [(0, "keep_ambush_card")]
    assert [c.id for c in GAME.project(state, 0).ambush_draw] == [RED_CARD, CHEST_PEARLS]
    assert state.ambush_pile_size == 7 and state.ambush_draw_count == 2
    drawn = of_kind(GAME.project_events(events, 0), "ambush_cards_drawn")[0]
    assert [c.id for c in drawn.cards] == [RED_CARD, CHEST_PEARLS]
    for seat in (None, 1, 2):
        assert list(GAME.project(state, seat).ambush_draw) == []
        assert GAME.project(state, seat).ambush_draw_count == 2
        drawn = of_kind(GAME.project_events(events, seat), "ambush_cards_drawn")[0]
        assert list(drawn.cards) == [] and drawn.count == 2


@pytest.mark.rule(R.AMBUSH_SET)
def test_the_player_may_not_keep_his_own_colour():
    state, _ = set_ambush()  # seat 0 is red
    assert [m.keep_ambush_card.card_id for m in legal(state, 0)] == [CHEST_PEARLS]
    err = rejected(state, 0, "keep_ambush_card", card_id=RED_CARD)
    assert (err.reason, err.rule) == ("OWN_COLOUR_AMBUSH_CARD", R.AMBUSH_SET)
    assert rejected(state, 0, "keep_ambush_card", card_id=BLUE_CARD).reason == "NOT_A_DRAWN_AMBUSH_CARD"
    assert malformed(state, 0, "keep_ambush_card", card_id=14).field == "keep_ambush_card.card_id"
    assert malformed(state, 0, "keep_ambush_card", card_id=0).field == "keep_ambush_card.card_id"


@pytest.mark.rule(R.AMBUSH_SET)
def test_keep_one_face_down_with_the_gold_beneath_the_other_to_the_bottom():
    state, _ = set_ambush(top=(YELLOW_CARD, CHEST_PEARLS))
    state, events = play(state, 0, "keep_ambush_card", card_id=YELLOW_CARD)
    me = state.players[0]
    assert [c.id for c in me.ambush_cards] == [YELLOW_CARD] and me.ambush_card_count == 1
    assert state.ambush_pile[-1].id == CHEST_PEARLS and state.ambush_pile_size == 8
    # Neither the ambush card nor its Gold counts towards the hand.
    assert hand(state, 0) == [COPPER] and me.hand_size == 1
    assert state.revealed_card == 0
    assert kinds(events) == ["ambush_set"]
    for seat in (None, 1, 2):
        seen = GAME.project(state, seat).players[0]
        assert list(seen.ambush_cards) == [] and seen.ambush_card_count == 1
        set_ = of_kind(GAME.project_events(events, seat), "ambush_set")[0]
        assert not set_.HasField("kept") and not set_.HasField("returned")
    assert of_kind(GAME.project_events(events, 0), "ambush_set")[0].kept.id == YELLOW_CARD
    assert pending(state) == [(0, "trade_in")]


@pytest.mark.rule(R.AMBUSH_SET)
def test_ambush_needs_two_cards_in_the_ambush_pile():
    held = [1, 2, 3, 8, 9, 10, 11, 12]  # 9 cards in a 3-player game; one is left
    state = arrange(hands={0: [COPPER]}, revealed=GOLD, ambush={1: [c for c in held if c != 2],
                                                                  2: [2]})
    assert state.ambush_pile_size == 1
    assert [m.WhichOneof("kind") for m in legal(state, 0)] == ["take_card"]
    err = rejected(state, 0, "ambush")
    assert (err.reason, err.rule) == ("AMBUSH_PILE_TOO_SMALL", R.AMBUSH_SET)


# --------------------------------------------------- activating an ambush


def trade_in(item, count, ambush, players=3, hands=None, cards=None):
    """Seat 0 lays out `count` of `item` with ambush cards set as given."""
    hands = hands or {}
    hands.setdefault(0, [item] * count + (cards or []))
    for s in range(1, players):
        hands.setdefault(s, [COPPER])
    state = arrange(players=players, hands=hands, revealed=CHEST, ambush=ambush, draw=[SILVER] * 6)
    state, _ = play(state, 0, "take_card")
    return play(state, 0, "trade_in", item=item, count=count)


@pytest.mark.rule(R.AMBUSH_ACTIVATE)
def test_holders_of_ambush_cards_are_asked_in_turn_order():
    state, events = trade_in(PEARLS, 4, {1: [CHEST_PEARLS], 3: [SILVER_CHEST]}, players=4)
    assert kinds(events) == ["trade_in_attempted"]
    assert pending(state) == [(1, "ambush_activation")]
    state, _ = play(state, 1, "pass_ambush")
    # Seat 2 holds none and is not asked; seat 3 holds a card that does not match
    # and is asked all the same (being asked tells nothing).
    assert pending(state) == [(3, "ambush_activation")]
    assert [m.WhichOneof("kind") for m in legal(state, 3)] == ["pass_ambush"]
    err = rejected(state, 3, "activate_ambush", card_id=SILVER_CHEST)
    assert (err.reason, err.rule) == ("AMBUSH_DOES_NOT_MATCH", R.AMBUSH_ACTIVATE)
    assert rejected(state, 3, "activate_ambush", card_id=CHEST_PEARLS).reason == "NOT_YOUR_AMBUSH_CARD"
    state, events = play(state, 3, "pass_ambush")
    assert of_kind(events, "items_traded_in")[0].count == 4


@pytest.mark.rule(R.AMBUSH_ACTIVATE)
def test_activating_takes_one_item_and_gives_the_gold():
    state, _ = trade_in(PEARLS, 4, {1: [CHEST_PEARLS]})
    assert {m.WhichOneof("kind") for m in legal(state, 1)} == {"pass_ambush", "activate_ambush"}
    state, events = play(state, 1, "activate_ambush", card_id=CHEST_PEARLS)
    hit = of_kind(events, "ambush_activated")[0]
    assert (hit.seat, hit.from_seat, hit.card.id, hit.item) == (1, 0, CHEST_PEARLS, PEARLS)
    assert list(hit.card.items) == [CHEST, PEARLS]  # revealed to all
    assert of_kind(GAME.project_events(events, None), "ambush_activated")[0].card.id == CHEST_PEARLS
    assert hand(state, 1) == [COPPER, SILVER, PEARLS]  # and a favour of the Sheriff
    assert GOLD in hand(state, 0)
    assert state.players[1].ambush_card_count == 0
    assert state.ambush_pile[-1].id == CHEST_PEARLS  # to the bottom of the pile
    # 3 Pearls remain: the trade-in stands.
    scored = of_kind(events, "items_traded_in")[0]
    assert (scored.item, scored.count, scored.points) == (PEARLS, 3, 10)
    assert list(state.players[0].victory_pile) == [PEARLS]


@pytest.mark.rule(R.AMBUSH_ACTIVATE)
def test_a_colour_card_strikes_any_item_of_that_player_even_gold():
    state, _ = trade_in(GOLD, 3, {1: [RED_CARD], 2: [JEWELS_COPPER]})
    assert [m.WhichOneof("kind") for m in legal(state, 1)] == ["pass_ambush", "activate_ambush"]
    state, events = play(state, 1, "activate_ambush", card_id=RED_CARD)
    assert of_kind(events, "ambush_activated")[0].item == GOLD
    assert kinds(events)[-3:-1] == ["trade_in_failed", "turn_ended"]


@pytest.mark.rule(R.AMBUSH_ACTIVATE)
def test_below_three_items_the_trade_in_fails_and_the_cards_go_back():
    state, _ = trade_in(PEARLS, 3, {1: [PEARLS_JEWELS]})
    sheriff = state.sheriff_space
    state, events = play(state, 1, "activate_ambush", card_id=PEARLS_JEWELS)
    failed = of_kind(events, "trade_in_failed")[0]
    assert (failed.seat, failed.item, failed.returned) == (0, PEARLS, 2)
    assert hand(state, 0) == [GOLD, PEARLS, PEARLS, CHEST]
    assert list(state.players[0].victory_pile) == []
    assert state.sheriff_space == sheriff  # nothing traded in: the Sheriff stays
    assert "sheriff_moved" not in kinds(events)
    # The one trade-in of the turn is spent: the turn passes on.
    assert state.active == 1


@pytest.mark.rule(R.AMBUSH_ACTIVATE)
def test_several_ambushes_on_one_trade_in():
    state, _ = trade_in(PEARLS, 5, {1: [CHEST_PEARLS], 2: [PEARLS_JEWELS, RED_CARD]})
    state, _ = play(state, 1, "activate_ambush", card_id=CHEST_PEARLS)
    assert pending(state) == [(2, "ambush_activation")]
    state, _ = play(state, 2, "activate_ambush", card_id=PEARLS_JEWELS)
    # Seat 2 may strike again with its other card while the trade-in stands.
    assert pending(state) == [(2, "ambush_activation")]
    state, events = play(state, 2, "activate_ambush", card_id=RED_CARD)
    assert of_kind(events, "trade_in_failed")[0].returned == 2
    assert hand(state, 0).count(GOLD) == 3
    assert hand(state, 2).count(PEARLS) == 2


@pytest.mark.rule(R.AMBUSH_ACTIVATE)
def test_the_trader_is_not_asked_and_trading_more_than_three_guards_against_ambush():
    state, _ = trade_in(PEARLS, 5, {0: [CHEST_PEARLS], 1: [PEARLS_JEWELS]}, hands={0: [PEARLS] * 5})
    assert pending(state) == [(1, "ambush_activation")]
    state, events = play(state, 1, "activate_ambush", card_id=PEARLS_JEWELS)
    assert of_kind(events, "items_traded_in")[0].count == 4


@pytest.mark.rule(R.AMBUSH_ACTIVATE)
def test_ambush_cards_cannot_strike_an_assignment():
    hands = {0: [COPPER, COPPER, PEARLS, PEARLS, JEWELS, JEWELS]}
    state = arrange(hands=hands, revealed=CHEST, ambush={1: [CHEST_PEARLS, RED_CARD], 2: [PEARLS_JEWELS]})
    state, _ = play(state, 0, "take_card")
    state, events = play(state, 0, "complete_assignment", assignment=pb.ASSIGNMENT_THREE_PAIRS,
                         items=[COPPER, PEARLS, JEWELS])
    assert "ambush_activated" not in kinds(events) and "ambush_passed" not in kinds(events)
    assert of_kind(events, "assignment_completed")
    assert state.active == 1


@pytest.mark.rule(R.AMBUSH_ACTIVATE)
def test_without_ambush_cards_out_nobody_is_asked():
    state, events = trade_in(NECKLACE, 3, {})
    assert "items_traded_in" in kinds(events)


@pytest.mark.rule(R.AMBUSH_ACTIVATE)
def test_ambush_cards_are_face_down_until_activated():
    state, _ = trade_in(PEARLS, 4, {1: [CHEST_PEARLS], 2: [SILVER_CHEST]})
    for seat in (None, 0, 2):
        seen = GAME.project(state, seat).players[1]
        assert list(seen.ambush_cards) == [] and seen.ambush_card_count == 1
    assert [c.id for c in GAME.project(state, 1).players[1].ambush_cards] == [CHEST_PEARLS]
    state, events = play(state, 1, "pass_ambush")
    assert of_kind(GAME.project_events(events, 0), "ambush_passed")[0].seat == 1
