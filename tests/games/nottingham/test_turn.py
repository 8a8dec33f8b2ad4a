"""Game Play: drawing and revealing, taking the card or carrying out its
action, the turn passing to the left."""
import pytest

from arbiter.engine import RuleViolation
from arbiter.games.nottingham import sections as R
from arbiter.nottingham.v1 import nottingham_pb2 as pb

from tests.games.nottingham.helpers import (
    CHEST, COPPER, GOLD, JEWELS, NECKLACE, PEARLS, SILVER, GAME, arrange, hand, kinds, legal, mv, of_kind, pending,
    play, rejected,
)


@pytest.mark.rule(R.DRAW)
def test_the_revealed_card_is_seen_by_all():
    state = arrange(revealed=PEARLS)
    for seat in (None, 0, 1, 2):
        assert GAME.project(state, seat).revealed_card == PEARLS


@pytest.mark.rule(R.DRAW)
def test_take_the_revealed_card_into_the_hand():
    state = arrange(hands={0: [COPPER]}, revealed=PEARLS)
    state, events = play(state, 0, "take_card")
    assert hand(state, 0) == [COPPER, PEARLS]
    assert state.revealed_card == 0
    assert kinds(events) == ["card_taken"]
    # Next, the player may trade in cards.
    assert pending(state) == [(0, "trade_in")]


@pytest.mark.rule(R.DRAW)
@pytest.mark.parametrize("card, kind", [
    (COPPER, "purchase"), (SILVER, "steal"), (GOLD, "ambush"), (PEARLS, "rob"), (JEWELS, "hold_up"),
    (CHEST, "trade"),
])
def test_the_choice_is_the_card_or_its_action(card, kind):
    state = arrange(hands={1: [CHEST], 2: [CHEST]}, revealed=card)
    kinds_listed = {m.WhichOneof("kind") for m in legal(state, 0)}
    assert kinds_listed == {"take_card", kind}


@pytest.mark.rule(R.DRAW)
def test_only_the_revealed_cards_action():
    state = arrange(hands={1: [CHEST]}, revealed=PEARLS)
    err = rejected(state, 0, "steal", target=1)
    assert (err.reason, err.rule) == ("WRONG_ACTION", R.DRAW)
    assert rejected(state, 0, "purchase").reason == "WRONG_ACTION"
    assert rejected(state, 0, "trade").reason == "WRONG_ACTION"
    assert rejected(state, 0, "ambush").reason == "WRONG_ACTION"


@pytest.mark.rule(R.DEFEND)
def test_a_drawn_necklace_must_be_taken():
    """Defend is the only action not carried out when drawn."""
    state = arrange(revealed=NECKLACE)
    assert [m.WhichOneof("kind") for m in legal(state, 0)] == ["take_card"]
    err = rejected(state, 0, "defend")
    assert (err.reason, err.rule) == ("DEFEND_NOT_AN_ACTION", R.DEFEND)


@pytest.mark.rule(R.DRAW)
def test_other_seats_wait():
    state = arrange(revealed=PEARLS)
    err = rejected(state, 1, "take_card")
    assert err.reason == "NOT_YOUR_TURN"
    assert GAME.moves_for(state, 1) == [] and GAME.moves_for(state, None) == []


@pytest.mark.rule(R.DRAW)
def test_a_move_of_another_decision_is_refused():
    state = arrange(revealed=PEARLS)
    err = rejected(state, 0, "end_turn")
    assert err.reason == "WRONG_MOVE_KIND" and err.rule == R.DRAW


@pytest.mark.rule(R.TRADE_IN)
def test_the_trade_in_decision_is_asked_even_with_nothing_to_trade():
    """Skipping it would tell the table the hand holds no set."""
    state = arrange(hands={0: [COPPER]}, revealed=PEARLS)
    state, _ = play(state, 0, "take_card")
    assert pending(state) == [(0, "trade_in")]
    assert [m.WhichOneof("kind") for m in legal(state, 0)] == ["end_turn"]


@pytest.mark.rule(R.DRAW)
@pytest.mark.parametrize("players", [3, 7])
def test_then_it_is_the_turn_of_the_player_to_the_left(players):
    state = arrange(players=players, hands={s: [COPPER] for s in range(players)}, revealed=PEARLS, draw=[CHEST])
    for seat in range(players):
        state, _ = play(state, seat, "take_card")
        state, events = play(state, seat, "end_turn")
        assert kinds(events)[:2] == ["turn_ended", "card_revealed"]
        assert of_kind(events, "card_revealed")[0].seat == (seat + 1) % players
        assert state.active == (seat + 1) % players
    assert state.turn == players + 1
    assert hand(state, 0) == [COPPER, PEARLS] and hand(state, 1) == [COPPER, CHEST]


def test_every_listed_move_is_accepted_in_a_fresh_game():
    state = arrange(revealed=SILVER)
    for m in legal(state, 0):
        GAME.apply(state, 0, m)


def test_rejection_leaves_the_state_unchanged():
    state = arrange(revealed=SILVER, hands={1: [COPPER]})
    before = state.SerializeToString()
    with pytest.raises(RuleViolation):
        GAME.apply(state, 0, mv("steal", target=0))
    assert state.SerializeToString() == before


@pytest.mark.rule(R.ACTIONS)
def test_the_action_card_lies_in_front_of_the_player_while_the_action_runs():
    state = arrange(hands={0: [COPPER], 1: [GOLD], 2: [CHEST]}, revealed=PEARLS)
    state, events = play(state, 0, "rob", target=1)
    chosen = of_kind(events, "action_chosen")[0]
    assert (chosen.seat, chosen.card, chosen.target) == (0, PEARLS, 1)
    assert state.revealed_card == PEARLS and hand(state, 0) == [COPPER]
    state, _ = play(state, 1, "decline_defence")
    assert pending(state) == [(0, "take_from_hand")]
    err = rejected(state, 0, "end_turn")
    assert (err.reason, err.rule) == ("WRONG_MOVE_KIND", R.ACTIONS)
