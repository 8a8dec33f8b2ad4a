"""The Actions / Purchase and Trade: every other player makes an offer."""
import pytest

from arbiter.games.nottingham import sections as R
from arbiter.nottingham.v1 import nottingham_pb2 as pb

from tests.games.nottingham.helpers import (
    CHEST, COPPER, GOLD, JEWELS, NECKLACE, PEARLS, SILVER, GAME, arrange, hand, kinds, legal, malformed, of_kind,
    pending, play, rejected,
)


def purchase(players=4, hands=None):
    hands = hands or {0: [GOLD], 1: [SILVER, COPPER], 2: [PEARLS, JEWELS], 3: [COPPER, COPPER]}
    state = arrange(players=players, hands=hands, revealed=COPPER)
    return play(state, 0, "purchase")


def purchase_offered(second=JEWELS):
    """Seat 1 offered a Silver Candlestick, seat 2 `second`, seat 3 had only Copper."""
    state, _ = purchase()
    state, _ = play(state, 1, "purchase_offer", item=SILVER)
    state, _ = play(state, 2, "purchase_offer", item=second)
    return state


# ------------------------------------------------------------ Purchase


@pytest.mark.rule(R.PURCHASE)
def test_every_other_player_offers_at_the_same_time():
    state, events = purchase(hands={0: [GOLD], 1: [SILVER], 2: [PEARLS], 3: [JEWELS]})
    assert pending(state) == [(1, "purchase_offer"), (2, "purchase_offer"), (3, "purchase_offer")]
    assert state.phase == pb.PHASE_PURCHASE_OFFERS
    # Any order: seat 3 first, then seat 1.
    state, _ = play(state, 3, "purchase_offer", item=JEWELS)
    assert pending(state) == [(1, "purchase_offer"), (2, "purchase_offer")]
    assert rejected(state, 3, "purchase_offer", item=JEWELS).reason == "NOT_YOUR_TURN"
    assert rejected(state, 0, "purchase_offer", item=GOLD).reason == "NOT_YOUR_TURN"


@pytest.mark.rule(R.PURCHASE)
def test_a_copper_coin_cannot_be_offered():
    state, _ = purchase()
    assert [m.purchase_offer.item for m in legal(state, 1)] == [SILVER]
    err = rejected(state, 1, "purchase_offer", item=COPPER)
    assert (err.reason, err.rule) == ("COPPER_COIN_NOT_ALLOWED", R.PURCHASE)
    assert rejected(state, 1, "purchase_offer", item=NECKLACE).reason == "CARD_NOT_IN_HAND"
    assert malformed(state, 1, "purchase_offer", item=99).field == "purchase_offer.item"
    assert malformed(state, 1, "purchase_offer").field == "purchase_offer.item"


@pytest.mark.rule(R.PURCHASE)
def test_a_player_with_only_copper_reveals_the_hand():
    state, events = purchase()
    revealed = of_kind(events, "hand_revealed")
    assert [(r.seat, list(r.items), r.reason) for r in revealed] == [
        (3, [COPPER, COPPER], pb.REVEAL_REASON_NOTHING_TO_OFFER)]
    assert 3 not in dict(pending(state))
    # Shown to everyone, the event and the state.
    for seat in (None, 1, 2):
        assert GAME.project_events(events, seat)[-1].hand_revealed.items == [COPPER, COPPER]
        assert list(GAME.project(state, seat).players[3].hand) == [COPPER, COPPER]


@pytest.mark.rule(R.PURCHASE)
def test_offers_stay_hidden_until_all_are_made():
    state, _ = purchase()
    state, events = play(state, 1, "purchase_offer", item=SILVER)
    assert of_kind(GAME.project_events(events, 1), "offer_made")[0].items == [SILVER]
    for seat in (None, 0, 2, 3):
        assert list(of_kind(GAME.project_events(events, seat), "offer_made")[0].items) == []
        offer = GAME.project(state, seat).offers[0]
        assert offer.seat == 1 and offer.made and not offer.items
    assert GAME.project(state, 1).offers[0].items == [SILVER]
    state, events = play(state, 2, "purchase_offer", item=JEWELS)
    # All made: turned face up for everyone.
    shown = of_kind(GAME.project_events(events, None), "offers_revealed")[0]
    assert [(o.seat, list(o.items)) for o in shown.offers if o.items] == [(1, [SILVER]), (2, [JEWELS])]
    assert [list(o.items) for o in GAME.project(state, 3).offers] == [[SILVER], [JEWELS], []]
    assert pending(state) == [(0, "purchase_choice")]


@pytest.mark.rule(R.PURCHASE)
def test_the_active_player_takes_one_offer_and_pays_the_copper_coin():
    state = purchase_offered(JEWELS)
    assert {m.WhichOneof("kind") for m in legal(state, 0)} == {"accept_offer", "keep_copper_coin"}
    state, events = play(state, 0, "accept_offer", seat=2)
    assert hand(state, 0) == [GOLD, JEWELS]
    assert hand(state, 2) == [COPPER, PEARLS]
    assert hand(state, 1) == [COPPER, SILVER]  # the other offer goes back
    assert not state.offers and state.revealed_card == 0
    accepted = of_kind(events, "offer_accepted")[0]
    assert (accepted.from_seat, list(accepted.items), accepted.payment) == (2, [JEWELS], COPPER)
    assert pending(state) == [(0, "trade_in")]


@pytest.mark.rule(R.PURCHASE)
def test_the_active_player_may_keep_the_copper_coin():
    state = purchase_offered(PEARLS)
    state, events = play(state, 0, "keep_copper_coin")
    assert hand(state, 0) == [COPPER, GOLD]
    assert hand(state, 1) == [COPPER, SILVER] and hand(state, 2) == [PEARLS, JEWELS]
    assert kinds(events) == ["copper_coin_kept"]


@pytest.mark.rule(R.PURCHASE)
def test_with_no_offer_the_copper_coin_stays():
    state, events = purchase(players=3, hands={0: [GOLD], 1: [COPPER], 2: []})
    assert kinds(events) == ["action_chosen", "hand_revealed", "hand_revealed", "copper_coin_kept"]
    assert hand(state, 0) == [COPPER, GOLD]
    assert pending(state) == [(0, "trade_in")]


@pytest.mark.rule(R.PURCHASE)
def test_only_a_made_offer_can_be_accepted():
    state = purchase_offered(PEARLS)
    err = rejected(state, 0, "accept_offer", seat=3)
    assert (err.reason, err.rule) == ("NO_SUCH_OFFER", R.PURCHASE)
    assert rejected(state, 0, "accept_offer", seat=0).reason == "NO_SUCH_OFFER"
    assert malformed(state, 0, "accept_offer", seat=4).field == "accept_offer.seat"
    assert malformed(state, 0, "accept_offer", seat=-1).field == "accept_offer.seat"


# --------------------------------------------------------------- Trade


def trade(hands=None, players=4):
    hands = hands or {0: [GOLD], 1: [SILVER, SILVER, CHEST], 2: [CHEST, CHEST], 3: [PEARLS, JEWELS]}
    state = arrange(players=players, hands=hands, revealed=CHEST)
    return play(state, 0, "trade")


@pytest.mark.rule(R.TRADE)
def test_trade_offers_go_openly_in_turn_order_from_the_left():
    state, events = trade()
    assert pending(state) == [(1, "trade_offer")]
    assert rejected(state, 3, "trade_offer", items=[PEARLS]).reason == "NOT_YOUR_TURN"
    state, events = play(state, 1, "trade_offer", items=[SILVER, SILVER])
    # Seat 2 holds only Chests: it reveals its hand and is passed over.
    assert pending(state) == [(3, "trade_offer")]
    revealed = of_kind(events, "hand_revealed")[0]
    assert (revealed.seat, list(revealed.items)) == (2, [CHEST, CHEST])
    # Open: everyone sees the offer, in the event and in the state.
    for seat in (None, 0, 2, 3):
        assert of_kind(GAME.project_events(events, seat), "offer_made")[0].items == [SILVER, SILVER]
        assert GAME.project(state, seat).offers[0].items == [SILVER, SILVER]
    state, _ = play(state, 3, "trade_offer", items=[JEWELS])
    assert pending(state) == [(0, "trade_choice")]


@pytest.mark.rule(R.TRADE)
def test_an_offer_is_one_or_two_cards_and_no_chest():
    state, _ = trade()
    offered = sorted(tuple(m.trade_offer.items) for m in legal(state, 1))
    assert offered == [(SILVER,), (SILVER, SILVER)]
    for items in ([], [SILVER, SILVER, SILVER]):
        err = rejected(state, 1, "trade_offer", items=items)
        assert (err.reason, err.rule) == ("OFFER_SIZE", R.TRADE)
    assert rejected(state, 1, "trade_offer", items=[CHEST]).reason == "CHEST_NOT_ALLOWED"
    assert rejected(state, 1, "trade_offer", items=[SILVER, CHEST]).reason == "CHEST_NOT_ALLOWED"
    assert rejected(state, 1, "trade_offer", items=[PEARLS]).reason == "CARD_NOT_IN_HAND"
    assert malformed(state, 1, "trade_offer", items=[SILVER, 0]).field == "trade_offer.items[1]"


@pytest.mark.rule(R.TRADE)
def test_two_of_one_item_need_two_in_hand():
    state, _ = trade(hands={0: [GOLD], 1: [SILVER, PEARLS], 2: [JEWELS], 3: [JEWELS]})
    offered = sorted(tuple(m.trade_offer.items) for m in legal(state, 1))
    assert offered == [(SILVER,), (SILVER, PEARLS), (PEARLS,)]
    assert rejected(state, 1, "trade_offer", items=[SILVER, SILVER]).reason == "CARD_NOT_IN_HAND"
    state, _ = play(state, 1, "trade_offer", items=[PEARLS, SILVER])
    assert state.offers[0].items == [SILVER, PEARLS]


@pytest.mark.rule(R.TRADE)
def test_the_active_player_must_accept_one_offer():
    state, _ = trade()
    state, _ = play(state, 1, "trade_offer", items=[SILVER, SILVER])
    state, _ = play(state, 3, "trade_offer", items=[PEARLS])
    assert {m.WhichOneof("kind") for m in legal(state, 0)} == {"accept_offer"}
    err = rejected(state, 0, "keep_copper_coin")
    assert (err.reason, err.rule) == ("WRONG_MOVE_KIND", R.TRADE)
    assert rejected(state, 0, "accept_offer", seat=2).reason == "NO_SUCH_OFFER"
    state, events = play(state, 0, "accept_offer", seat=1)
    assert hand(state, 0) == [SILVER, SILVER, GOLD]
    assert hand(state, 1) == [CHEST, CHEST]
    assert hand(state, 3) == [PEARLS, JEWELS]
    assert of_kind(events, "offer_accepted")[0].payment == CHEST
    assert pending(state) == [(0, "trade_in")]


@pytest.mark.rule(R.TRADE)
def test_with_no_offer_the_chest_stays():
    state, events = trade(players=3, hands={0: [], 1: [CHEST], 2: []})
    assert kinds(events) == ["action_chosen", "hand_revealed", "hand_revealed", "chest_kept"]
    assert hand(state, 0) == [CHEST]
