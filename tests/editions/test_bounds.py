"""Bounds per edition (arbiter.engine.untrusted): a client-built state
recording edition X is bounded by X's own component counts, compiled once per
edition, not by the built-in edition's."""
from __future__ import annotations

import pytest

from arbiter import games
from arbiter.engine import untrusted
from arbiter.v1.engine_pb2 import GameConfig

from tests.editions.support import added, second_file

NOTTINGHAM = games.get("nottingham")


def test_a_state_is_bounded_by_its_own_editions_counts():
    """The second edition's Sheriff's path has 16 spaces to the built-in's 20
    (Nottingham: Game Materials): a state of it is bounded by 16's margin, not
    by 20's, and compiled once per edition."""
    with added(NOTTINGHAM, second_file(NOTTINGHAM)):
        state, _ = NOTTINGHAM.new_game(GameConfig(players=3, seed=1, edition="second"))
        assert untrusted.bound_violations(NOTTINGHAM, state) == []
        bounds = NOTTINGHAM.bounds_for(state)
        assert NOTTINGHAM.bounds_for(state) is bounds
        own, builtin = bounds.lengths_of["State.sheriff_track"], NOTTINGHAM.bounds.lengths_of["State.sheriff_track"]
        assert own < builtin
        # Longer than the second edition allows, within what the built-in one would.
        state.sheriff_track.extend([state.sheriff_track[0]] * (own + 1 - len(state.sheriff_track)))
        assert len(state.sheriff_track) <= builtin
        assert any("sheriff_track" in v for v in untrusted.bound_violations(NOTTINGHAM, state))


@pytest.mark.parametrize("game_id", sorted(g.id for g in games.GAMES.values() if g.Rules is not None))
def test_the_built_in_edition_keeps_the_built_in_bounds(game_id):
    game = games.get(game_id)
    state, _ = game.new_game(GameConfig(players=game.min_players, seed=1))
    assert game.bounds_for(state).ints == game.bounds.ints
    assert game.bounds_for(state).length == game.bounds.length


HANSA = games.get("hansa-teutonica")
PRESTIGE = games.get("prestige")


def test_a_hansa_state_is_bounded_by_its_own_editions_board_and_markers():
    """Hansa Teutonica: Game Board, Game Setup. The second edition's board has
    98 trade-route posts on its larger side to the built-in 107: a state of it
    is bounded by 98; a route-marker list by its 34 routes and a player's
    bonus markers by its 15 markers (before: the built-in counts times 4)."""
    with added(HANSA, second_file(HANSA)):
        state, _ = HANSA.new_game(GameConfig(players=4, seed=1, edition="second"))
        assert untrusted.bound_violations(HANSA, state) == []
        bounds = HANSA.bounds_for(state)
        assert HANSA.bounds_for(state) is bounds  # compiled once per edition
        posts = max(b.n_posts for b in HANSA.tables(state).boards.values())
        assert bounds.max_string == posts < HANSA.bounds.max_string
        past = HANSA.State()
        past.CopyFrom(state)
        past.route_posts = "." * (posts + 1)  # one post more than the edition's board has
        assert any("route_posts" in v for v in untrusted.bound_violations(HANSA, past))

    state, _ = HANSA.new_game(GameConfig(players=4, seed=1))
    routes = max(len(b.routes) for b in HANSA.tables(state).boards.values())
    markers = HANSA.tables(state).desk.MARKER_COUNT
    past = HANSA.State()
    past.CopyFrom(state)
    past.route_markers.extend([0] * (routes + 1 - len(past.route_markers)))
    assert any("route_markers" in v for v in untrusted.bound_violations(HANSA, past))
    past.CopyFrom(state)
    past.players[0].bonus_markers.extend([state.marker_supply[0]] * (markers + 1))
    assert any("bonus_markers" in v for v in untrusted.bound_violations(HANSA, past))


def test_a_prestige_state_is_bounded_by_its_own_editions_components():
    """Prestige: Components; Actions / Issue a Construction Order / Master
    Builder. The second edition's experience track tops out at 4 to the
    built-in 5: a player's experience of 5 is refused there; the yellow
    tiles and event stacks are bounded by the box's 14 and 8 (before: 500
    and 64 for every edition)."""
    with added(PRESTIGE, second_file(PRESTIGE)):
        state, _ = PRESTIGE.new_game(GameConfig(players=3, seed=1, edition="second"))
        assert untrusted.bound_violations(PRESTIGE, state) == []
        bounds = PRESTIGE.bounds_for(state)
        assert PRESTIGE.bounds_for(state) is bounds
        top = PRESTIGE.tables(state).TOP_EXPERIENCE
        assert top < PRESTIGE.tables(PRESTIGE.new_game(GameConfig(players=3, seed=1))[0]).TOP_EXPERIENCE
        state.players[0].experience = top + 1  # one level past the edition's track, on the built-in one's
        assert any("experience" in v for v in untrusted.bound_violations(PRESTIGE, state))

    state, _ = PRESTIGE.new_game(GameConfig(players=3, seed=1))
    tables = PRESTIGE.tables(state)
    for name, count in (("yellow_tiles", len(tables.YELLOW)), ("spring_summer_stack", len(tables.EVENT_CARDS))):
        past = PRESTIGE.State()
        past.CopyFrom(state)
        getattr(past, name)[:] = ["x"] * (count + 1)
        assert any(name in v for v in untrusted.bound_violations(PRESTIGE, past)), name
