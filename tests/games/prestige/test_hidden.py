"""Hidden information: face-down event cards and dark-blue conditions are secret to every seat."""
import pytest

from arbiter.games.prestige import view
from arbiter.games.prestige.sections import BONUS_SPACE, EVENT_CARDS, GENERAL_SETUP
from arbiter.prestige.v1 import prestige_pb2 as pb
from arbiter.v1.engine_pb2 import GameConfig
from tests.games.prestige.helpers import G, after_setup, next_season

SEATS = [None, 0, 1, 2]


@pytest.mark.rule(GENERAL_SETUP)
@pytest.mark.parametrize("seat", SEATS)
def test_views_hide_face_down_cards_and_conditions(seat):
    state = after_setup(3, seed=7)
    v = G.project(state, seat)
    assert not v.HasField("rng")
    assert not v.spring_summer_stack and not v.autumn_winter_stack
    assert (v.spring_summer_count, v.autumn_winter_count) == (2, 3)
    assert all(c.dark == "" for c in v.bonus)
    assert [c.light for c in v.bonus] == [c.light for c in state.bonus]
    assert v.event_card == state.event_card
    assert view.view_leaks(state, seat, v, []) == []


@pytest.mark.rule(GENERAL_SETUP)
def test_setup_events_reveal_nothing_secret():
    state, events = G.new_game(GameConfig(players=4, seed=3))
    for seat in SEATS:
        seen = G.project_events(events, seat)
        assert view.view_leaks(state, seat, G.project(state, seat), seen) == []
    up = events[0].game_set_up
    assert (up.spring_summer_cards, up.autumn_winter_cards) == (3, 3)


@pytest.mark.rule(BONUS_SPACE)
def test_revealed_dark_condition_is_shown():
    state = after_setup(2, seed=7)
    state.bonus[2].dark_revealed = True
    v = G.project(state, 0)
    assert v.bonus[2].dark == state.bonus[2].dark and v.bonus[0].dark == ""


@pytest.mark.rule(EVENT_CARDS)
def test_next_card_stays_secret_until_its_season():
    state = after_setup(2, seed=7)
    secret = state.autumn_winter_stack[0]
    state = next_season(state)  # summer: the autumn card is still face down
    assert secret not in str(G.project(state, None))
    state = next_season(state)
    assert G.project(state, None).event_card == secret


def test_leak_check_catches_an_unredacted_view():
    state = after_setup(2, seed=7)
    leaks = view.view_leaks(state, 0, state, [])
    assert len(leaks) == len(view.hidden(state)) == 2 + 3 + 5
    event = pb.Event(dark_condition_revealed=pb.DarkConditionRevealed(column=1, condition=state.bonus[0].dark))
    assert view.view_leaks(state, 0, G.project(state, 0), [event])


def test_everything_shows_once_the_game_is_over():
    state = after_setup(2, seed=7)
    state.phase = pb.PHASE_GAME_OVER
    del state.awaiting[:]
    assert G.project(state, 1) == state
