"""Hidden information: the bonus-marker supply order (secret from everyone)
and the markers on a silver plate (secret from everyone but the owner until
placed). Views, event projections and legal-move lists, per seat and for
spectators; everything is shown once the game is over."""
import pytest

from arbiter.v1.engine_pb2 import GameConfig
from tests.games.hansa_teutonica.helpers import (
    GAME, S, create, end_turn, establish, fill, listed, of, pb, place_marker, play, rule, set_route_marker)

SEATS = [None, 0, 1, 2]


@pytest.fixture
def drawn(state):
    """Seat 0 took a marker and drew one face down onto its plate."""
    set_route_marker(state, 19, pb.BONUS_MARKER_THREE_ACTIONS)
    fill(state, 0, 19)
    state, events = play(state, 0, create(19))
    return state, events


@rule(S.MARKERS)
@pytest.mark.parametrize("seat", SEATS)
def test_nobody_sees_the_supply_order(state, seat):
    view = GAME.project(state, seat)
    assert not view.marker_supply and view.marker_supply_count == state.marker_supply_count == 15
    assert not view.HasField("rng")
    assert not GAME.view_leaks(state, seat, view, [])


@rule(S.TAKE_MARKER)
@pytest.mark.parametrize("seat", SEATS)
def test_plate_markers_are_seen_by_their_owner_only(drawn, seat):
    state, events = drawn
    view = GAME.project(state, seat)
    assert view.players[0].plate_count == 1
    assert list(view.players[0].plate) == (list(state.players[0].plate) if seat == 0 else [])
    [ev] = of(GAME.project_events(events, seat), "bonus_marker_drawn")
    assert ev.marker == (state.players[0].plate[0] if seat == 0 else pb.BONUS_MARKER_NONE)
    assert ev.supply_count == state.marker_supply_count and ev.seat == 0
    # The taken marker was face up: everyone sees it.
    assert of(GAME.project_events(events, seat), "bonus_marker_taken")[0].marker == pb.BONUS_MARKER_THREE_ACTIONS
    assert not GAME.view_leaks(state, seat, view, GAME.project_events(events, seat))


@rule(S.PLACE_MARKERS)
def test_only_the_owner_lists_moves_naming_plate_markers(drawn):
    state, _ = drawn
    state, _ = play(state, 0, end_turn())
    assert {m.place_bonus_marker.marker for m in listed(state, 0)} == set(state.players[0].plate)
    for seat in (1, 2, None):
        assert list(GAME.moves_for(state, seat)) == []


@rule(S.PLACE_MARKERS)
@pytest.mark.parametrize("seat", SEATS)
def test_a_placed_marker_is_public(drawn, seat):
    state, _ = drawn
    marker = state.players[0].plate[0]
    state, _ = play(state, 0, end_turn())
    state, events = play(state, 0, place_marker(marker, 1))
    assert of(GAME.project_events(events, seat), "bonus_marker_placed")[0].marker == marker
    assert GAME.project(state, seat).route_markers[0] == marker


@rule(S.MARKERS)
def test_the_self_check_finds_leaks(drawn):
    state, events = drawn
    assert GAME.view_leaks(state, 1, state, events)  # the unredacted state and events, shown to seat 1
    assert GAME.view_leaks(state, None, state, [])


@rule(S.END)
def test_everything_is_shown_once_the_game_is_over(state):
    state.players[0].prestige = 19
    fill(state, 0, 19)
    set_route_marker(state, 19, pb.BONUS_MARKER_FOUR_ACTIONS)
    establish(state, 0, "Duisburg", 0)
    state, events = play(state, 0, create(19))
    assert not GAME.pending(state)
    view = GAME.project(state, 1)
    assert list(view.marker_supply) == list(state.marker_supply) and list(view.players[0].plate)
    assert GAME.project_events(events, 1, over=True) == events


@rule(S.SETUP)
def test_setup_events_do_not_reveal_the_supply():
    _, events = GAME.new_game(GameConfig(players=3, seed=9))
    setup = events[0].game_set_up
    assert setup.supply_count == 12 and len(setup.tavern_markers) == 3
