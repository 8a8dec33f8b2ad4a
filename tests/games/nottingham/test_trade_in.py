"""Trade in Cards for Victory Points: 3 or more items, and assignments."""
import pytest

from arbiter.games.nottingham import sections as R
from arbiter.games.nottingham.scoring import scores
from arbiter.nottingham.v1 import nottingham_pb2 as pb

from tests.games.nottingham.helpers import (
    CHEST, COPPER, GOLD, JEWELS, NECKLACE, PEARLS, SILVER, GAME, arrange, completed, hand, kinds, legal, malformed,
    of_kind, pending, play, rejected,
)

ONE_OF_EACH, FIVE, FOUR_PAIRS, THREE_PAIRS = (
    pb.ASSIGNMENT_ONE_OF_EACH, pb.ASSIGNMENT_FIVE_OF_A_KIND, pb.ASSIGNMENT_FOUR_PAIRS, pb.ASSIGNMENT_THREE_PAIRS)


def my_turn(hand0, revealed=COPPER, players=3, **kw):
    """Seat 0 has taken its revealed card and may trade in."""
    hands = {0: hand0, **{s: [SILVER] for s in range(1, players)}}
    hands.update(kw.pop("hands", {}))
    state = arrange(players=players, hands=hands, revealed=revealed, draw=[JEWELS] * 8, **kw)
    state, _ = play(state, 0, "take_card")
    return state


# ---------------------------------------------------- 3 or more items


@pytest.mark.rule(R.TRADE_IN_ITEMS)
def test_trade_in_three_or_more_of_one_item():
    state = my_turn([PEARLS] * 4)
    assert sorted((m.trade_in.item, m.trade_in.count) for m in legal(state, 0) if m.HasField("trade_in")) == [
        (PEARLS, 3), (PEARLS, 4)]
    state, events = play(state, 0, "trade_in", item=PEARLS, count=4)
    # One card kept face down in the victory pile, the rest discarded face up.
    assert list(state.players[0].victory_pile) == [PEARLS]
    assert list(state.discard_pile) == [PEARLS] * 3
    assert hand(state, 0)[:1] == [COPPER]
    assert kinds(events)[:3] == ["trade_in_attempted", "items_traded_in", "sheriff_moved"]
    assert of_kind(events, "items_traded_in")[0].points == 10


@pytest.mark.rule(R.TRADE_IN_ITEMS)
def test_fewer_than_three_or_more_than_held_is_refused():
    state = my_turn([PEARLS] * 3)
    err = rejected(state, 0, "trade_in", item=COPPER, count=1)
    assert (err.reason, err.rule) == ("TOO_FEW_ITEMS", R.TRADE_IN_ITEMS)
    assert rejected(state, 0, "trade_in", item=PEARLS, count=2).reason == "TOO_FEW_ITEMS"
    assert rejected(state, 0, "trade_in", item=PEARLS, count=-3).reason == "TOO_FEW_ITEMS"
    assert rejected(state, 0, "trade_in", item=PEARLS, count=4).reason == "NOT_ENOUGH_ITEMS"
    assert rejected(state, 0, "trade_in", item=GOLD, count=3).reason == "NOT_ENOUGH_ITEMS"
    assert malformed(state, 0, "trade_in", item=-1, count=3).field == "trade_in.item"


@pytest.mark.rule(R.TRADE_IN)
def test_once_a_turn_then_the_turn_passes():
    state = my_turn([PEARLS] * 3 + [GOLD] * 3)
    state, events = play(state, 0, "trade_in", item=GOLD, count=3)
    assert kinds(events)[-2:] == ["turn_ended", "card_revealed"]
    assert pending(state) == [(1, "take_or_act")]
    assert rejected(state, 0, "trade_in", item=PEARLS, count=3).reason == "NOT_YOUR_TURN"


@pytest.mark.rule(R.TRADE_IN)
def test_trade_in_after_carrying_out_an_action():
    state = arrange(hands={0: [PEARLS] * 3, 1: [GOLD], 2: [GOLD]}, revealed=PEARLS)
    state, _ = play(state, 0, "rob", target=1)
    state, _ = play(state, 1, "decline_defence")
    state, _ = play(state, 0, "take_from_hand", item=GOLD)
    state, events = play(state, 0, "trade_in", item=PEARLS, count=3)
    assert of_kind(events, "items_traded_in")


@pytest.mark.rule(R.TRADE_IN)
def test_end_the_turn_without_trading_in():
    state = my_turn([PEARLS] * 3)
    state, events = play(state, 0, "end_turn")
    assert kinds(events)[0] == "turn_ended" and state.sheriff_space == 0
    assert hand(state, 0) == [COPPER] + [PEARLS] * 3


# --------------------------------------------------------- assignments


ALL_ITEMS = [COPPER, SILVER, GOLD, PEARLS, JEWELS, NECKLACE, CHEST]
CASES = [
    (ONE_OF_EACH, ALL_ITEMS, ALL_ITEMS),
    (FIVE, [NECKLACE] * 5, [NECKLACE]),
    (FOUR_PAIRS, [SILVER, SILVER, GOLD, GOLD, PEARLS, PEARLS, CHEST, CHEST], [SILVER, GOLD, PEARLS, CHEST]),
    (THREE_PAIRS, [GOLD, GOLD, PEARLS, PEARLS, CHEST, CHEST], [GOLD, PEARLS, CHEST]),
]


@pytest.mark.rule(R.ASSIGNMENT)
@pytest.mark.parametrize("assignment, cards, items", CASES)
def test_complete_each_assignment(assignment, cards, items):
    # The revealed Copper Coin joins the hand; one of each needs its own.
    state = my_turn([c for c in cards if c != COPPER])
    listed = [m.complete_assignment for m in legal(state, 0) if m.HasField("complete_assignment")]
    assert any(a.assignment == assignment and list(a.items) == sorted(items) for a in listed)
    state, events = play(state, 0, "complete_assignment", assignment=assignment, items=items)
    done = of_kind(events, "assignment_completed")[0]
    assert (done.seat, done.assignment, done.completion) == (0, assignment, 1)
    # The cards are discarded; nothing goes to the victory pile.
    assert sorted(state.discard_pile) == sorted(cards)
    assert list(state.players[0].victory_pile) == []
    assert list(state.players[0].assignments) == [assignment]
    assert "sheriff_moved" in kinds(events)
    stack = next(s for s in state.assignments if s.assignment == assignment)
    assert list(stack.completed_by) == [0]
    assert scores(state)[0] == stack.one_figure_points


@pytest.mark.rule(R.ASSIGNMENT)
def test_the_second_completer_takes_the_other_card_and_the_first_turns_his_over():
    state = completed(my_turn([GOLD] * 5), FIVE, 2)
    stack = next(s for s in state.assignments if s.assignment == FIVE)
    assert scores(state)[2] == stack.one_figure_points == 20
    state, events = play(state, 0, "complete_assignment", assignment=FIVE, items=[GOLD])
    assert of_kind(events, "assignment_completed")[0].completion == 2
    assert scores(state)[0] == scores(state)[2] == stack.two_figure_points == 15


@pytest.mark.rule(R.ASSIGNMENT)
def test_no_more_than_two_players_complete_an_assignment():
    state = completed(my_turn([GOLD] * 5), FIVE, 1, 2)
    assert not any(m.HasField("complete_assignment") and m.complete_assignment.assignment == FIVE
                   for m in legal(state, 0))
    err = rejected(state, 0, "complete_assignment", assignment=FIVE, items=[GOLD])
    assert (err.reason, err.rule) == ("ASSIGNMENT_TAKEN", R.ASSIGNMENT)


@pytest.mark.rule(R.ASSIGNMENT)
def test_a_player_completes_each_assignment_only_once():
    state = completed(my_turn([GOLD] * 5), FIVE, 0)
    err = rejected(state, 0, "complete_assignment", assignment=FIVE, items=[GOLD])
    assert (err.reason, err.rule) == ("ASSIGNMENT_ALREADY_COMPLETED", R.ASSIGNMENT)


@pytest.mark.rule(R.ASSIGNMENT)
def test_the_combination_must_match_the_card():
    state = my_turn([GOLD, GOLD, PEARLS, PEARLS, CHEST, CHEST, CHEST])
    for items in ([GOLD, PEARLS], [GOLD, PEARLS, CHEST, CHEST], [GOLD, GOLD, PEARLS], []):
        err = rejected(state, 0, "complete_assignment", assignment=THREE_PAIRS, items=items)
        assert (err.reason, err.rule) == ("WRONG_COMBINATION", R.ASSIGNMENT)
    err = rejected(state, 0, "complete_assignment", assignment=THREE_PAIRS, items=[GOLD, PEARLS, COPPER])
    assert err.reason == "NOT_ENOUGH_ITEMS"
    assert rejected(state, 0, "complete_assignment", assignment=FIVE, items=[CHEST]).reason == "NOT_ENOUGH_ITEMS"
    assert rejected(state, 0, "complete_assignment", assignment=ONE_OF_EACH, items=ALL_ITEMS).reason == \
        "NOT_ENOUGH_ITEMS"
    assert malformed(state, 0, "complete_assignment", assignment=0, items=[GOLD]).field == \
        "complete_assignment.assignment"
    assert malformed(state, 0, "complete_assignment", assignment=9, items=[GOLD]).field == \
        "complete_assignment.assignment"
    assert malformed(state, 0, "complete_assignment", assignment=THREE_PAIRS, items=[GOLD, 77, CHEST]).field == \
        "complete_assignment.items[1]"


@pytest.mark.rule(R.ASSIGNMENT)
def test_assignments_count_as_the_turns_one_trade_in():
    state = my_turn([GOLD, GOLD, PEARLS, PEARLS, CHEST, CHEST, CHEST, CHEST])
    state, _ = play(state, 0, "complete_assignment", assignment=THREE_PAIRS, items=[GOLD, PEARLS, CHEST])
    assert state.active == 1
