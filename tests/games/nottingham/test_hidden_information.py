"""Hidden information: what each seat and a spectator may see of the state,
the events and the legal moves (docs/design.md#one-projection-per-seat)."""
import pytest

from arbiter.games.nottingham import sections as R

from tests.games.nottingham.helpers import (
    CHEST, COPPER, GOLD, JEWELS, PEARLS, SILVER, GAME, arrange, new_game, play,
)
from arbiter.v1.engine_pb2 import GameConfig

SEATS = [None, 0, 1, 2, 3]


@pytest.mark.rule(R.PREPARATION)
def test_a_hand_is_seen_by_its_owner_only():
    state = new_game(4, seed=3)
    for seat in SEATS:
        view = GAME.project(state, seat)
        for owner, p in enumerate(view.players):
            assert list(p.hand) == (list(state.players[owner].hand) if owner == seat else [])
            assert p.hand_size == 3  # the count stays public


@pytest.mark.rule(R.PREPARATION)
def test_the_dealt_cards_are_told_to_their_receiver_only():
    state, events = GAME.new_game(GameConfig(players=4, seed=3))
    for seat in SEATS:
        for e in GAME.project_events(events, seat):
            if e.HasField("hand_dealt"):
                dealt = e.hand_dealt
                assert list(dealt.items) == (list(state.players[dealt.seat].hand) if dealt.seat == seat else [])
                assert dealt.count == 3


@pytest.mark.rule(R.DRAW)
def test_the_draw_pile_and_the_ambush_pile_are_face_down():
    state = new_game(5, seed=2)
    for seat in SEATS:
        view = GAME.project(state, seat)
        assert not view.draw_pile and not view.ambush_pile and not view.HasField("rng")
        assert view.draw_pile_size == state.draw_pile_size and view.ambush_pile_size == 11


def test_views_are_new_states():
    state = new_game(3, seed=2)
    before = state.SerializeToString()
    view = GAME.view(state, 1)
    view.players[0].hand.append(COPPER)
    assert state.SerializeToString() == before


def test_spectators_and_waiting_seats_have_no_legal_moves():
    state = arrange(revealed=PEARLS, hands={0: [GOLD], 1: [CHEST], 2: [CHEST]})
    assert GAME.moves_for(state, None) == [] and GAME.moves_for(state, 1) == []


@pytest.mark.rule(R.ROB)
def test_only_the_robber_lists_the_target_hand():
    state = arrange(revealed=PEARLS, hands={0: [GOLD], 1: [CHEST, JEWELS], 2: [SILVER]})
    state, _ = play(state, 0, "rob", target=1)
    state, _ = play(state, 1, "decline_defence")
    assert sorted(m.take_from_hand.item for m in GAME.moves_for(state, 0)) == [JEWELS, CHEST]
    assert GAME.moves_for(state, 2) == [] and GAME.moves_for(state, None) == []


def test_everything_is_shown_once_the_game_is_over():
    state = arrange(revealed=COPPER, hands={0: [PEARLS] * 3}, sheriff=20)
    state, _ = play(state, 0, "take_card")
    state, _ = play(state, 0, "trade_in", item=PEARLS, count=3)
    assert GAME.is_over(state)
    assert GAME.project(state, None) == state


def test_the_leak_check_finds_a_planted_leak():
    """view_leaks, run by the simulation after every move, must see leaks."""
    state = arrange(revealed=SILVER, hands={0: [GOLD], 1: [CHEST], 2: [JEWELS]})
    view = GAME.project(state, 1)
    assert GAME.view_leaks(state, 1, view, []) == []
    view.players[0].hand.append(GOLD)
    assert GAME.view_leaks(state, 1, view, []) == ["seat 0's hand"]
    state, events = play(state, 0, "steal", target=1)
    state, events = play(state, 1, "decline_defence")
    assert GAME.view_leaks(state, 2, GAME.project(state, 2), events)  # unprojected events leak the card
    assert GAME.view_leaks(state, 2, GAME.project(state, 2), GAME.project_events(events, 2)) == []
