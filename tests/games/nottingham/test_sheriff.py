"""Move the Sheriff and Obtain Favours; Exhausted Draw Pile; Game End; Scoring."""
import pytest

from arbiter.games.nottingham import sections as R
from arbiter.games.nottingham.components import builtin
from arbiter.nottingham.v1 import nottingham_pb2 as pb

from tests.games.nottingham.helpers import (
    CHEST, COPPER, GOLD, JEWELS, NECKLACE, PEARLS, SILVER, GAME, arrange, completed, hand, kinds, legal, of_kind,
    pending, play, rejected,
)

SHERIFF_TRACK = builtin().sheriff_track
LAST_SPACE = len(SHERIFF_TRACK)


def score_three_pearls(hands, sheriff=0, **kw):
    """Seat 0 takes a Copper Coin and trades in 3 Pearls."""
    state = arrange(hands=hands, revealed=COPPER, sheriff=sheriff, **kw)
    state, _ = play(state, 0, "take_card")
    return play(state, 0, "trade_in", item=PEARLS, count=3)


# ------------------------------------------------------------ the Sheriff


@pytest.mark.rule(R.SHERIFF)
def test_the_sheriff_moves_and_favours_small_hands():
    # Space 1 shows 4: seat 0 (1 card left) and seat 2 (exactly 4) are favoured.
    assert SHERIFF_TRACK[0] == 4
    state, events = score_three_pearls({0: [PEARLS] * 3, 1: [CHEST] * 5, 2: [GOLD] * 4},
                                       draw=[SILVER, NECKLACE, JEWELS])
    moved = of_kind(events, "sheriff_moved")[0]
    assert (moved.space, moved.number, moved.exhausted_draw_pile) == (1, 4, False)
    favours = of_kind(events, "favour_given")
    assert [(f.seat, f.item) for f in favours] == [(0, SILVER), (2, NECKLACE)]  # from the active player on
    assert hand(state, 0) == [COPPER, SILVER] and hand(state, 1) == [CHEST] * 5
    assert hand(state, 2) == [GOLD] * 4 + [NECKLACE]


@pytest.mark.rule(R.SHERIFF)
def test_a_favour_is_seen_by_its_receiver_only():
    _, events = score_three_pearls({0: [PEARLS] * 3, 1: [CHEST] * 5, 2: [GOLD] * 4}, draw=[SILVER, NECKLACE])
    for seat in (None, 0, 1, 2):
        seen = [(f.seat, f.item) for f in of_kind(GAME.project_events(events, seat), "favour_given")]
        assert seen == [(0, SILVER if seat == 0 else 0), (2, NECKLACE if seat == 2 else 0)]


@pytest.mark.rule(R.GAME_END)
def test_the_game_ends_when_the_sheriff_returns_to_nottingham():
    state, events = score_three_pearls({0: [PEARLS] * 3, 1: [CHEST], 2: [GOLD]}, sheriff=LAST_SPACE)
    assert kinds(events)[-2:] == ["sheriff_moved", "game_ended"]
    assert of_kind(events, "sheriff_moved")[0].number == 0  # Nottingham: no favours
    assert state.phase == pb.PHASE_GAME_OVER and pending(state) == []
    assert GAME.outcome(state).reason == "the Sheriff returned to Nottingham"
    assert list(state.players[0].victory_pile)[-1] == PEARLS  # the last trade-in counts
    assert rejected(state, 1, "take_card").reason == "GAME_OVER"


@pytest.mark.rule(R.GAME_END)
def test_the_game_ends_when_the_eighth_assignment_card_is_claimed():
    state = arrange(hands={0: [GOLD, GOLD, PEARLS, PEARLS, CHEST, CHEST]}, revealed=COPPER)
    for assignment in (pb.ASSIGNMENT_ONE_OF_EACH, pb.ASSIGNMENT_FIVE_OF_A_KIND, pb.ASSIGNMENT_FOUR_PAIRS):
        completed(state, assignment, 1, 2)
    completed(state, pb.ASSIGNMENT_THREE_PAIRS, 1)
    state, _ = play(state, 0, "take_card")
    state, events = play(state, 0, "complete_assignment", assignment=pb.ASSIGNMENT_THREE_PAIRS,
                         items=[GOLD, PEARLS, CHEST])
    assert kinds(events) == ["assignment_completed", "game_ended"]  # at once: no Sheriff move
    assert GAME.outcome(state).reason == "the eighth and final assignment card was claimed"
    assert GAME.is_over(state)


# ------------------------------------------------------ exhausted draw pile


@pytest.mark.rule(R.EXHAUSTED)
def test_the_discard_pile_is_turned_over_when_the_draw_pile_runs_out():
    state = arrange(hands={0: [COPPER], 1: [SILVER]}, revealed=GOLD, draw=[PEARLS], leftover="discard")
    discards = len(state.discard_pile)
    state, _ = play(state, 0, "take_card")
    state, events = play(state, 0, "end_turn")
    assert of_kind(events, "card_revealed")[0].item == PEARLS
    shuffled = of_kind(events, "draw_pile_shuffled")[0]
    assert (shuffled.size, shuffled.from_discard_pile) == (discards, True)
    assert state.draw_pile_size == discards and not state.discard_pile


def exhausted(hands, sheriff):
    """No card in the draw pile and no discard pile when seat 1's turn starts."""
    state = arrange(hands=hands, revealed=COPPER, leftover="victory", sheriff=sheriff)
    state, _ = play(state, 0, "take_card")
    return play(state, 0, "end_turn")


@pytest.mark.rule(R.EXHAUSTED)
def test_with_no_discard_pile_players_discard_down_to_the_sheriffs_number():
    assert SHERIFF_TRACK[2:4] == (5, 2)
    state, events = exhausted({0: [GOLD] * 6, 1: [SILVER] * 4 + [CHEST] * 2, 2: [JEWELS] * 2}, sheriff=3)
    assert kinds(events)[-1] == "draw_pile_exhausted"
    note = events[-1].draw_pile_exhausted
    assert (note.limit, list(note.seats)) == (5, [0, 1])
    assert pending(state) == [(0, "discard"), (1, "discard")]  # at the same time
    assert sorted(m.discard.items[0] for m in legal(state, 1)) == [SILVER, CHEST]
    err = rejected(state, 0, "discard", items=[GOLD, GOLD, GOLD])
    assert (err.reason, err.rule) == ("WRONG_DISCARD_COUNT", R.EXHAUSTED)
    assert rejected(state, 0, "discard", items=[]).reason == "WRONG_DISCARD_COUNT"
    assert rejected(state, 1, "discard", items=[GOLD]).reason == "CARD_NOT_IN_HAND"
    assert rejected(state, 2, "discard", items=[JEWELS]).reason == "NOT_YOUR_TURN"
    template = GAME.templates_for(state, 0)[0]  # several at once: a template
    example = pb.Move()
    assert template.kind == "discard" and template.example.Unpack(example)
    assert GAME.templates_for(state, 2) == []
    state, events = play(state, 0, "discard", items=[GOLD, GOLD])
    assert of_kind(GAME.project_events(events, 2), "cards_discarded")[0].items == [GOLD, GOLD]  # face up
    assert pending(state) == [(1, "discard")]
    state, events = play(state, 1, "discard", items=[CHEST])
    # The discards become the draw pile; the Sheriff moves on without favours
    # (seat 2 holds 2 cards, the new space shows 2); seat 1 draws its card.
    assert kinds(events) == ["cards_discarded", "draw_pile_shuffled", "sheriff_moved", "card_revealed"]
    assert events[2].sheriff_moved.exhausted_draw_pile and state.sheriff_space == 4
    assert state.active == 1 and state.revealed_card in (GOLD, CHEST)
    assert state.draw_pile_size == 2 and [p.hand_size for p in state.players] == [5, 5, 2]


@pytest.mark.rule(R.EXHAUSTED)
def test_with_nobody_over_the_number_the_sheriff_moves_on_until_the_game_ends():
    state, events = exhausted({0: [GOLD], 1: [SILVER], 2: [JEWELS]}, sheriff=LAST_SPACE - 1)
    assert kinds(events)[-5:] == ["draw_pile_exhausted", "sheriff_moved", "draw_pile_exhausted", "sheriff_moved",
                                  "game_ended"]
    assert GAME.is_over(state)


@pytest.mark.rule(R.EXHAUSTED)
def test_on_nottingham_there_is_no_number_to_discard_down_to():
    state, events = exhausted({0: [GOLD] * 6, 1: [SILVER] * 6, 2: [JEWELS] * 2}, sheriff=0)
    # Nottingham: nobody discards, the Sheriff moves to space 1 (4) and the
    # rule applies there.
    assert [e.draw_pile_exhausted.limit for e in events if e.HasField("draw_pile_exhausted")] == [0, 4]
    assert state.sheriff_space == 1
    assert pending(state) == [(0, "discard"), (1, "discard")]


@pytest.mark.rule(R.SHERIFF)
def test_a_favour_with_no_card_left_is_not_given():
    state, events = score_three_pearls({0: [PEARLS] * 3, 1: [CHEST], 2: [GOLD]}, draw=[SILVER], leftover="victory")
    # 2 Pearls discarded + 1 card in the draw pile: three favours, two cards.
    favours = [(f.seat, f.no_card) for f in of_kind(events, "favour_given")]
    assert favours == [(0, False), (1, False), (2, False)]
    state, events = score_three_pearls({0: [PEARLS] * 3, 1: [CHEST], 2: [GOLD]}, leftover="victory")
    favours = [(f.seat, f.no_card) for f in of_kind(events, "favour_given")]
    assert favours == [(0, False), (1, False), (2, True)]


# ----------------------------------------------------------------- scoring


def finished(victory_piles, assignments=()):
    state = arrange(revealed=COPPER)
    for seat, pile in victory_piles.items():
        del state.players[seat].victory_pile[:]
        state.players[seat].victory_pile.extend(pile)
    for assignment, seats in assignments:
        completed(state, assignment, *seats)
    state.phase = pb.PHASE_GAME_OVER
    return GAME.outcome(state)


@pytest.mark.rule(R.SCORING)
def test_scoring_adds_victory_piles_and_assignment_cards():
    out = finished({0: [CHEST, COPPER], 1: [PEARLS], 2: []},
                   [(pb.ASSIGNMENT_THREE_PAIRS, [2]), (pb.ASSIGNMENT_FIVE_OF_A_KIND, [1, 0])])
    # 13 + 7 + 15 (five of a kind, two figures); 10 + 15; 15 (three pairs, one figure).
    assert [(s.seat, s.score, s.rank) for s in out.scores] == [(0, 35, 1), (1, 25, 2), (2, 15, 3)]
    assert list(out.winners) == [0]


@pytest.mark.rule(R.SCORING)
def test_a_tie_goes_to_the_most_cards_in_the_victory_pile():
    out = finished({0: [COPPER, SILVER, PEARLS], 1: [PEARLS], 2: [CHEST]}, [(pb.ASSIGNMENT_THREE_PAIRS, [1])])
    assert [(s.score, list(s.tiebreak), s.rank) for s in out.scores] == [(25, [3], 1), (25, [1], 2), (13, [1], 3)]
    assert list(out.winners) == [0]


@pytest.mark.rule(R.SCORING)
def test_a_tie_on_both_shares_the_win():
    out = finished({0: [CHEST, COPPER], 1: [PEARLS, PEARLS], 2: [JEWELS]})
    assert list(out.winners) == [0, 1]
    assert [s.rank for s in out.scores] == [1, 1, 3]
