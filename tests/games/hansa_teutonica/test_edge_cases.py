"""The edge cases 1-16 of shared/reference/hansa-teutonica.md §8, one test each."""
from arbiter.games.hansa_teutonica import scoring
from tests.games.hansa_teutonica.helpers import (
    DISPLACED, GAME, M, ROUTE, S, STOCK, SUPPLY, T, additional, board, city, code, coellen_merchant, create,
    develop_desk, displace, empty_pools, end_turn, establish, fill, fill_city, give_marker, income, listed,
    move_tradesmen, of, pb, place_displaced, place_marker, play, posts_of, put, reject, rid, rule, set_route_marker,
    swap, use)

ADDITIONAL = pb.BONUS_MARKER_ADDITIONAL_TRADING_POST


@rule(S.CREATE)
def test_edge_01_create_a_route_only_for_points_and_the_marker(state):
    fill_city(state, 1, "Duisburg")
    develop_desk(state, 1, pb.ABILITY_BOOK_OF_KNOWLEDGE, 1)
    fill_city(state, 1, "Dortmund")
    set_route_marker(state, 19, pb.BONUS_MARKER_FOUR_ACTIONS)
    fill(state, 0, 19)
    assert [m.create_trade_route.WhichOneof("reward") for m in listed(state, 0) if m.HasField("create_trade_route")] \
        == [None]
    state, events = play(state, 0, create(19))
    assert state.players[1].prestige == 2
    assert list(state.players[0].bonus_markers) == [pb.BONUS_MARKER_FOUR_ACTIONS]


@rule(S.ADDITIONAL)
def test_edge_02_a_marker_is_not_usable_in_the_action_that_took_it(state):
    establish(state, 1, "Hannover", 0)
    set_route_marker(state, 11, ADDITIONAL)
    fill(state, 0, 11)
    reject(state, 0, create(11, establish=("Hannover", T, True)), "NO_SUCH_BONUS_MARKER", S.ADDITIONAL)
    state, _ = play(state, 0, create(11))
    reject(state, 0, use(ADDITIONAL), "ONLY_WHEN_ESTABLISHING", S.ADDITIONAL)
    fill(state, 0, 12)  # Minden-Hannover: the next Create a trade route may use it
    state, _ = play(state, 0, create(12, establish=("Hannover", T, True)))
    assert len(state.additional_trading_posts) == 1


@rule(S.END)
def test_edge_03_additional_trading_post_in_the_action_that_ends_the_game(state):
    fill_city(state, 0, "Duisburg")
    state.players[0].prestige = 19
    establish(state, 2, "Dortmund", 0)
    give_marker(state, 0, ADDITIONAL)
    fill(state, 0, 19)
    state, events = play(state, 0, create(19, establish=("Dortmund", T, True)))
    assert not GAME.pending(state) and list(state.end.reasons) == [pb.END_REASON_PRESTIGE]
    assert [a.city for a in state.additional_trading_posts] == [pb.CITY_DORTMUND]


@rule(S.ESTABLISH)
def test_edge_04_round_leftmost_space_and_only_traders_no_skipping(state):
    develop_desk(state, 0, pb.ABILITY_PRIVILEGE, 3)
    fill(state, 0, 5)  # Emden: white round, then pink square
    reject(state, 0, create(5, establish=("Emden", M)), "NO_MATCHING_TRADESMAN", S.ESTABLISH)
    reject(state, 0, create(5, establish=("Emden", T)), "WRONG_SHAPE", S.ESTABLISH)
    assert not any(m.create_trade_route.establish_trading_post.city == pb.CITY_EMDEN for m in listed(state, 0))


@rule(S.ESTABLISH)
def test_edge_05_privilege_too_low_for_the_leftmost_vacant_space(state):
    fill(state, 0, 8)  # Kampen-Osnabruck; Kampen (2-3 side) starts orange
    reject(state, 0, create(8, establish=("Kampen", T)), "PRIVILEGE_TOO_LOW", S.ESTABLISH)
    play(state, 0, create(8, establish=("Osnabruck", T)))


@rule(S.SCORE_CONTROL)
def test_edge_06_ties_go_right_and_additional_posts_are_leftmost(state):
    establish(state, 1, "Hannover", 0)
    additional(state, 0, "Hannover")
    assert scoring.controller(state, board(state), city(state, "Hannover")) == 1
    establish(state, 0, "Hannover", 1)
    assert scoring.controller(state, board(state), city(state, "Hannover")) == 0


@rule(S.SCORE_CONTROL)
@rule(S.END)
def test_edge_07_points_to_opponent_controllers_and_their_twenty_ends(state):
    state.players[2].prestige = 19
    establish(state, 2, "Duisburg", 0)
    fill(state, 0, 19)
    state, events = play(state, 0, create(19))
    assert [(e.seat, e.total) for e in of(events, "prestige_scored")] == [(2, 20)]
    assert not GAME.pending(state)


@rule(S.EXCHANGE)
def test_edge_08_exchange_gives_no_coin_and_never_touches_extra_posts_or_barrels(state):
    establish(state, 1, "Coellen", 0)  # the gold-coin space
    establish(state, 0, "Coellen", 1)
    additional(state, 2, "Coellen")
    coellen_merchant(state, 1, 0)
    give_marker(state, 0, pb.BONUS_MARKER_EXCHANGE_TRADING_POSTS)
    state, events = play(state, 0, use(pb.BONUS_MARKER_EXCHANGE_TRADING_POSTS, "Coellen", 0))
    assert not of(events, "prestige_scored") and state.players[0].prestige == 0
    c = city(state, "Coellen")
    assert state.trading_posts[c.first_space:c.first_space + 2] == "ab"
    assert [a.piece for a in state.additional_trading_posts] == [code(2)]
    assert state.coellen_spaces == "B..."


@rule(S.DISPLACE)
def test_edge_09_displaced_merchant_extras_sources_and_expansion(state):
    put(state, 1, 19, M, post=0)
    for r in (18, 20):
        fill(state, 2, r)
    p = state.players[1]
    p.supply_traders, p.stock_traders = p.supply_traders + p.stock_traders - 1, 1
    state, _ = play(state, 0, displace(19, 0, T, pay_traders=2))
    assert state.turn.displacement.extras_left == 2
    targets = {m.place_displaced_tradesman.route for m in listed(state, 1)}
    assert targets == {14, 16, 17, 21, 22}  # adjacent routes 18 and 20 are full: one step further out
    state, _ = play(state, 1, place_displaced(14, T, STOCK))
    reject(state, 1, place_displaced(14, T, STOCK), "WRONG_SOURCE")  # the stock is empty now ...
    state, _ = play(state, 1, place_displaced(14, T, SUPPLY))  # ... so the personal supply
    state, _ = play(state, 1, place_displaced(16, M, DISPLACED))
    assert state.turn.phase == pb.PHASE_ACTIONS


@rule(S.DISPLACE)
def test_edge_09b_extras_from_the_board_when_both_pools_are_empty(state):
    put(state, 1, 19, M, post=0)
    empty_pools(state, 1, 1, 2, 3)
    state, _ = play(state, 0, displace(19, 0, T, pay_traders=2))
    state, _ = play(state, 1, place_displaced(18, M, DISPLACED))
    state, _ = play(state, 1, place_displaced(20, T, ROUTE, 2, 0))
    state, _ = play(state, 1, place_displaced(20, T, ROUTE, 2, 1))
    assert posts_of(state, 20)[:2] == "bb"


@rule(S.MOVE)
def test_edge_10_swap_trader_and_merchant_is_two_moves(state):
    put(state, 0, 1, T, post=0)
    put(state, 0, 2, M, post=0)
    state, _ = play(state, 0, move_tradesmen())
    state, events = play(state, 0, swap(1, 0, 2, 0))
    assert state.turn.phase == pb.PHASE_ACTIONS and of(events, "moving_finished")[0].unused == 0


@rule(S.PLACE_MARKERS)
def test_edge_11_replacement_marker_restrictions(state):
    set_route_marker(state, 19, pb.BONUS_MARKER_THREE_ACTIONS)
    fill(state, 0, 19)
    state, _ = play(state, 0, create(19))
    drawn = state.players[0].plate[0]
    set_route_marker(state, 1, pb.BONUS_MARKER_FOUR_ACTIONS)
    put(state, 2, 2)
    fill_city(state, 1, "Goslar")
    fill_city(state, 1, "Magdeburg")
    state, _ = play(state, 0, end_turn())
    reject(state, 0, place_marker(drawn, 1), "ROUTE_HAS_MARKER")
    reject(state, 0, place_marker(drawn, 2), "ROUTE_OCCUPIED")
    reject(state, 0, place_marker(drawn, rid(state, "Goslar", "Magdeburg")), "CITIES_FULL")
    play(state, 0, place_marker(drawn, 3))


@rule(S.END)
def test_edge_12_empty_supply_ends_only_on_a_draw_and_plate_markers_do_not_score(state):
    give_marker(state, 0, state.marker_supply[0])  # seat 0 has collected one marker before
    free = [r.id for r in board(state).routes if r.id not in (1, 19, 33)]
    for r, m in zip(free, list(state.marker_supply[:12])):
        set_route_marker(state, r, m)
    set_route_marker(state, 19, state.marker_supply[0])  # one marker left in the supply
    set_route_marker(state, 33, state.route_markers[board(state).slot_of[free[0]]])
    develop_desk(state, 0, pb.ABILITY_ACTIONS, 1)
    for r in (19, 1, 33):
        fill(state, 0, r)
    state, _ = play(state, 0, create(19))  # draws the last marker onto the plate
    assert state.marker_supply_count == 0 and state.players[0].plate_count == 1
    state, _ = play(state, 0, create(1))  # no marker beside route 1: nothing to draw, no end
    assert GAME.pending(state)
    state, _ = play(state, 0, create(33))  # a marker to take and none to draw: the end
    assert not GAME.pending(state) and list(state.end.reasons) == [pb.END_REASON_BONUS_MARKERS_EXHAUSTED]
    # Three collected (3 points); the plate marker would have made four (6 points).
    assert len(state.players[0].bonus_markers) == 3 and state.players[0].plate_count == 1
    assert {x.seat: x for x in state.end.scores}[0].bonus_markers == 3


@rule(S.SCORING)
def test_edge_13_network_counts_posts_and_only_the_largest_network(state):
    establish(state, 0, "Hamburg", 0)
    establish(state, 0, "Hamburg", 1)
    establish(state, 0, "Bremen", 0)  # Hamburg-Bremen: 3 posts in 2 cities
    establish(state, 0, "Halle", 0)
    establish(state, 0, "Quedlinburg", 0)  # Halle-Quedlinburg: 2 posts
    assert scoring.largest_network(state, board(state), 0) == 3


@rule(S.SCORING)
def test_edge_14_fully_developed_abilities_and_actions_only_when_the_value_rises(state):
    develop_desk(state, 0, pb.ABILITY_CITY_KEYS, 4)
    develop_desk(state, 0, pb.ABILITY_BANK, 3)
    assert {s.seat: s.abilities for s in scoring.final_scores(state, board(state))}[0] == 4
    develop_desk(state, 0, pb.ABILITY_ACTIONS, 1)  # 3 actions
    give_marker(state, 0, pb.BONUS_MARKER_DEVELOP_ABILITY)
    state, _ = play(state, 0, income(1))
    state, _ = play(state, 0, use(pb.BONUS_MARKER_DEVELOP_ABILITY, ability=pb.ABILITY_ACTIONS))  # 3 -> 3
    state, _ = play(state, 0, income(1))
    state, _ = play(state, 0, income(1))
    assert state.turn.seat == 1  # no extra action


@rule(S.SCORING)
def test_edge_15_tie_break_actions_then_network_then_shared(state):
    for seat, (total, actions, network) in enumerate([(40, 2, 12), (40, 1, 3), (40, 1, 3)]):
        state.end.scores.add(seat=seat, total=total, actions_level=actions, network=network)
    state.end.reasons.append(pb.END_REASON_PRESTIGE)
    state.turn.phase = pb.PHASE_GAME_OVER
    assert list(GAME.outcome(state).winners) == [1, 2]


@rule(S.COELLEN)
def test_edge_16_coellen_merchant_from_the_route_is_no_trading_post(state):
    develop_desk(state, 0, pb.ABILITY_PRIVILEGE, 2)
    fill(state, 0, 28, T, T, T, M)
    develop_desk(state, 0, pb.ABILITY_BOOK_OF_KNOWLEDGE, 1)
    state.players[0].supply_merchants, state.players[0].stock_merchants = 1, 0  # a merchant in the supply too
    supply = state.players[0].supply_merchants
    state, _ = play(state, 0, create(28, coellen=pb.PRIVILEGE_PINK))  # skipping white and orange
    assert state.coellen_spaces == "..A."
    assert scoring.controller(state, board(state), city(state, "Coellen")) == -1
    assert scoring.largest_network(state, board(state), 0) == 0
    assert state.players[0].supply_merchants == supply  # the merchant came from the route
