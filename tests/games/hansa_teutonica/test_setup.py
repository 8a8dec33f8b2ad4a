"""Game Setup: board side by player count, desks, starting supplies by turn
order, the start markers on the taverns, the shuffled supply."""
from collections import Counter

import pytest

from arbiter.engine import InvalidConfig
from arbiter.v1.engine_pb2 import GameConfig
from tests.games.hansa_teutonica.helpers import GAME, S, board, kinds, new, pb, rid, rule


@rule(S.SETUP)
@pytest.mark.parametrize("players, side, routes, posts, spaces", [
    (2, pb.BOARD_SIDE_TWO_THREE_PLAYERS, 32, 101, 57),
    (3, pb.BOARD_SIDE_TWO_THREE_PLAYERS, 32, 101, 57),
    (4, pb.BOARD_SIDE_FOUR_FIVE_PLAYERS, 34, 107, 62),
    (5, pb.BOARD_SIDE_FOUR_FIVE_PLAYERS, 34, 107, 62),
])
def test_board_side_by_player_count(players, side, routes, posts, spaces):
    state = new(players)
    assert state.side == side
    assert len(state.route_markers) == routes
    assert state.route_posts == "." * posts
    assert state.trading_posts == "." * spaces
    assert state.coellen_spaces == "...."


@rule(S.SETUP)
def test_two_three_side_lacks_emden_stade_and_warburg_gottingen():
    state = new(3)
    b = board(state)
    assert 7 not in b.slot_of and 29 not in b.slot_of
    assert board(new(4)).slot_of.keys() == set(range(1, 35))


@rule(S.SETUP)
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_starting_supplies_by_turn_order(players):
    state = new(players)
    for seat, p in enumerate(state.players):
        # Personal supply 1 merchant + 5/6/7/8/9 traders; the rest of the 11
        # traders not on the desk or the prestige track in the general stock.
        assert (p.supply_traders, p.supply_merchants) == (5 + seat, 1)
        assert (p.stock_traders, p.stock_merchants) == (6 - seat, 0)
        assert p.prestige == 0
        assert (p.city_keys_level, p.actions_level, p.privilege_level, p.book_of_knowledge_level, p.bank_level) \
            == (0, 0, 0, 0, 0)
        assert not p.bonus_markers and not p.plate


@rule(S.SETUP)
def test_three_start_markers_on_the_taverns_and_twelve_in_the_supply():
    state = new(4)
    taverns = {rid(state, "Bremen", "Osnabruck"), rid(state, "Luneburg", "Perleberg"),
               rid(state, "Goslar", "Hildesheim")}
    on_routes = {board(state).routes[s].id: m for s, m in enumerate(state.route_markers) if m}
    assert set(on_routes) == taverns
    assert sorted(on_routes.values()) == [pb.BONUS_MARKER_ADDITIONAL_TRADING_POST,
                                          pb.BONUS_MARKER_EXCHANGE_TRADING_POSTS,
                                          pb.BONUS_MARKER_MOVE_THREE_TRADESMEN]
    assert state.marker_supply_count == len(state.marker_supply) == 12
    assert Counter(state.marker_supply) == Counter({
        pb.BONUS_MARKER_ADDITIONAL_TRADING_POST: 3, pb.BONUS_MARKER_EXCHANGE_TRADING_POSTS: 2,
        pb.BONUS_MARKER_MOVE_THREE_TRADESMEN: 1, pb.BONUS_MARKER_DEVELOP_ABILITY: 2,
        pb.BONUS_MARKER_THREE_ACTIONS: 2, pb.BONUS_MARKER_FOUR_ACTIONS: 2})


@rule(S.SETUP)
def test_start_markers_and_supply_are_shuffled_by_the_seed():
    layouts = {tuple(new(3, seed).route_markers) for seed in range(12)}
    supplies = {tuple(new(3, seed).marker_supply) for seed in range(12)}
    assert len(layouts) > 1 and len(supplies) > 1
    assert new(3, 5) == new(3, 5)


@rule(S.SETUP)
def test_start_player_is_seat_zero_with_two_actions():
    state, events = GAME.new_game(GameConfig(players=4, seed=3))
    assert kinds(events) == ["game_set_up", "turn_started"]
    assert events[1].turn_started.seat == 0 and events[1].turn_started.actions == 2
    [d] = GAME.pending(state)
    assert d.seat == 0 and d.kind == "action"


@rule(S.SETUP)
@pytest.mark.parametrize("players", [1, 6])
def test_two_to_five_players(players):
    with pytest.raises(InvalidConfig):
        GAME.new_game(GameConfig(players=players, seed=1))
