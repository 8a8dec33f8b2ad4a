"""The Actions / Steal, Rob, Hold Up, and the Defend reaction to them."""
import pytest

from arbiter.games.nottingham import sections as R
from arbiter.nottingham.v1 import nottingham_pb2 as pb

from tests.games.nottingham.helpers import (
    CHEST, COPPER, GOLD, JEWELS, NECKLACE, PEARLS, SILVER, GAME, arrange, hand, kinds, legal, malformed, of_kind,
    pending, play, rejected,
)

# Each case is marked with its action's section too.
ATTACKS = [pytest.param(card, kind, section, marks=pytest.mark.rule(section), id=kind)
           for card, kind, section in [(SILVER, "steal", R.STEAL), (PEARLS, "rob", R.ROB), (JEWELS, "hold_up", R.HOLD_UP)]]


def attack(card, kind, target_hand, seed=1):
    state = arrange(hands={0: [COPPER], 1: target_hand, 2: [CHEST]}, revealed=card, seed=seed)
    return play(state, 0, kind, target=1)


# ------------------------------------------------------ choosing a target


@pytest.mark.parametrize("card, kind, section", ATTACKS)
def test_the_target_is_another_player_with_cards(card, kind, section):
    state = arrange(hands={0: [COPPER], 1: [GOLD], 2: []}, revealed=card)
    targets = [getattr(m, kind).target for m in legal(state, 0) if m.WhichOneof("kind") == kind]
    assert targets == [1]
    err = rejected(state, 0, kind, target=0)
    assert (err.reason, err.rule) == ("CANNOT_TARGET_SELF", section)
    err = rejected(state, 0, kind, target=2)
    assert (err.reason, err.rule) == ("TARGET_HAS_NO_CARDS", section)
    assert malformed(state, 0, kind, target=3).field == f"{kind}.target"
    assert malformed(state, 0, kind, target=-7).field == f"{kind}.target"


@pytest.mark.rule(R.DEFEND)
@pytest.mark.parametrize("card, kind, section", ATTACKS)
def test_the_attacked_player_is_always_asked_whether_to_defend(card, kind, section):
    """Asked even without a Necklace, so the question tells nothing."""
    state, events = attack(card, kind, [GOLD])
    assert pending(state) == [(1, "defend")]
    assert kinds(events) == ["action_chosen"]
    assert [m.WhichOneof("kind") for m in legal(state, 1)] == ["decline_defence"]
    err = rejected(state, 1, "defend")
    assert (err.reason, err.rule) == ("NO_DEFEND_CARD", R.DEFEND)
    assert rejected(state, 0, "take_from_hand", item=GOLD).reason == "NOT_YOUR_TURN"


@pytest.mark.rule(R.DEFEND)
@pytest.mark.parametrize("card, kind, section", ATTACKS)
def test_defend_stops_the_attack_and_swaps_the_cards(card, kind, section):
    state, _ = attack(card, kind, [GOLD, NECKLACE])
    assert {m.WhichOneof("kind") for m in legal(state, 1)} == {"defend", "decline_defence"}
    state, events = play(state, 1, "defend")
    # The defender takes the attacking card and gives the attacker the Necklace.
    assert hand(state, 1) == sorted([GOLD, card])
    assert hand(state, 0) == [COPPER, NECKLACE]
    assert kinds(events) == ["defended"]  # nothing revealed, nothing taken
    d = events[0].defended
    assert (d.seat, d.attacker, d.attack_card) == (1, 0, card)
    assert pending(state) == [(0, "trade_in")]


@pytest.mark.rule(R.DEFEND)
@pytest.mark.parametrize("card, kind", [(COPPER, "purchase"), (CHEST, "trade"), (GOLD, "ambush")])
def test_defend_answers_only_the_red_banner_actions(card, kind):
    state = arrange(hands={0: [COPPER], 1: [NECKLACE], 2: [NECKLACE]}, revealed=card)
    state, _ = play(state, 0, kind)
    assert all(k != "defend" for _, k in pending(state))


# ---------------------------------------------------------------- Steal


@pytest.mark.rule(R.STEAL)
def test_steal_draws_a_random_card_and_gives_the_silver_candlestick():
    state, _ = attack(SILVER, "steal", [PEARLS, JEWELS])
    state, events = play(state, 1, "decline_defence")
    taken = of_kind(events, "card_taken_from_hand")[0]
    assert taken.item in (PEARLS, JEWELS) and taken.payment == SILVER
    assert hand(state, 0) == sorted([COPPER, taken.item])
    assert hand(state, 1) == sorted([SILVER, {PEARLS: JEWELS, JEWELS: PEARLS}[taken.item]])
    assert pending(state) == [(0, "trade_in")]


@pytest.mark.rule(R.STEAL)
def test_steal_is_random_over_the_cards():
    taken = set()
    for seed in range(1, 40):
        state, _ = attack(SILVER, "steal", [PEARLS, JEWELS, CHEST], seed=seed)
        _, events = play(state, 1, "decline_defence")
        taken.add(of_kind(events, "card_taken_from_hand")[0].item)
    assert taken == {PEARLS, JEWELS, CHEST}


@pytest.mark.rule(R.STEAL)
def test_the_stolen_card_is_seen_by_thief_and_victim_only():
    state, _ = attack(SILVER, "steal", [PEARLS])
    _, events = play(state, 1, "decline_defence")
    for seat in (0, 1):
        assert of_kind(GAME.project_events(events, seat), "card_taken_from_hand")[0].item == PEARLS
    for seat in (None, 2):
        assert of_kind(GAME.project_events(events, seat), "card_taken_from_hand")[0].item == 0


# ------------------------------------------------------------------ Rob


@pytest.mark.rule(R.ROB)
def test_rob_shows_the_hand_to_the_robber_only():
    state, _ = attack(PEARLS, "rob", [GOLD, JEWELS])
    state, events = play(state, 1, "decline_defence")
    assert pending(state) == [(0, "take_from_hand")]
    assert list(GAME.project(state, 0).players[1].hand) == [GOLD, JEWELS]
    for seat in (None, 2):
        assert list(GAME.project(state, seat).players[1].hand) == []
        shown = of_kind(GAME.project_events(events, seat), "hand_revealed")[0]
        assert list(shown.items) == [] and shown.count == 2
    shown = of_kind(GAME.project_events(events, 0), "hand_revealed")[0]
    assert (list(shown.items), shown.reason) == ([GOLD, JEWELS], pb.REVEAL_REASON_ROB)


@pytest.mark.rule(R.ROB)
def test_rob_takes_a_chosen_card_and_gives_the_pearls():
    state, _ = attack(PEARLS, "rob", [GOLD, JEWELS])
    state, _ = play(state, 1, "decline_defence")
    assert sorted(m.take_from_hand.item for m in legal(state, 0)) == [GOLD, JEWELS]
    err = rejected(state, 0, "take_from_hand", item=CHEST)
    assert (err.reason, err.rule) == ("CARD_NOT_IN_HAND", R.ROB)
    assert malformed(state, 0, "take_from_hand", item=8).field == "take_from_hand.item"
    state, events = play(state, 0, "take_from_hand", item=JEWELS)
    assert hand(state, 0) == [COPPER, JEWELS] and hand(state, 1) == [GOLD, PEARLS]
    # Others do not see which card the robber took.
    assert of_kind(GAME.project_events(events, 2), "card_taken_from_hand")[0].item == 0
    assert of_kind(GAME.project_events(events, 1), "card_taken_from_hand")[0].item == JEWELS
    # After the action the hand is private again.
    assert list(GAME.project(state, 0).players[1].hand) == []


# -------------------------------------------------------------- Hold Up


@pytest.mark.rule(R.HOLD_UP)
def test_hold_up_lays_the_hand_open_to_all():
    state, _ = attack(JEWELS, "hold_up", [GOLD, PEARLS])
    state, events = play(state, 1, "decline_defence")
    for seat in (None, 0, 2):
        assert list(GAME.project(state, seat).players[1].hand) == [GOLD, PEARLS]
        shown = of_kind(GAME.project_events(events, seat), "hand_revealed")[0]
        assert (list(shown.items), shown.reason) == ([GOLD, PEARLS], pb.REVEAL_REASON_HOLD_UP)


@pytest.mark.rule(R.HOLD_UP)
def test_hold_up_takes_a_chosen_card_and_gives_the_jewels():
    state, _ = attack(JEWELS, "hold_up", [GOLD, PEARLS])
    state, _ = play(state, 1, "decline_defence")
    err = rejected(state, 0, "take_from_hand", item=CHEST)
    assert (err.reason, err.rule) == ("CARD_NOT_IN_HAND", R.HOLD_UP)
    state, events = play(state, 0, "take_from_hand", item=GOLD)
    assert hand(state, 0) == [COPPER, GOLD] and hand(state, 1) == [PEARLS, JEWELS]
    # Everyone saw the hand, so everyone sees the card taken.
    assert of_kind(GAME.project_events(events, 2), "card_taken_from_hand")[0].item == GOLD
    assert pending(state) == [(0, "trade_in")]
