"""E) Create a trade route: city control, the bonus marker, and the step-3
choice (3a trading post, 3b ability, 3c Coellen), East-West."""
import pytest

from tests.games.hansa_teutonica.helpers import (
    M, S, T, additional, board, city, clear_route_markers, code, coellen_merchant, create, develop_desk,
    establish, fill, fill_city, give_marker, kinds, listed, malformed, new, of, pb, play, posts_of, put, reject, rule,
    set_route_marker, turn_to)

ADDITIONAL = pb.BONUS_MARKER_ADDITIONAL_TRADING_POST


def tp(state, name):
    c = city(state, name)
    return state.trading_posts[c.first_space:c.first_space + len(c.spaces)]


@rule(S.CREATE)
def test_only_a_route_all_of_whose_posts_are_yours(state):
    put(state, 0, 19)
    reject(state, 0, create(19), "ROUTE_NOT_COMPLETE", S.CREATE)
    put(state, 1, 19)
    reject(state, 0, create(19), "ROUTE_NOT_COMPLETE", S.CREATE)
    malformed(state, 0, create(29), "create_trade_route.route")  # 4-5 side only


@rule(S.CREATE)
def test_route_pieces_go_to_the_general_stock(state):
    fill(state, 0, 19, T, M)
    stock = state.players[0].stock_traders, state.players[0].stock_merchants
    state, events = play(state, 0, create(19))
    assert posts_of(state, 19) == ".."
    assert (state.players[0].stock_traders, state.players[0].stock_merchants) == (stock[0] + 1, stock[1] + 1)
    assert kinds(events)[0] == "trade_route_created" and "tradesmen_returned" in kinds(events)


@rule(S.SCORE_CONTROL)
def test_controllers_of_both_end_cities_score_even_opponents(state):
    establish(state, 1, "Duisburg", 0)
    establish(state, 0, "Dortmund", 0)
    fill(state, 0, 19)
    state, events = play(state, 0, create(19))
    scored = {(e.seat, e.city, e.points) for e in of(events, "prestige_scored")}
    assert scored == {(1, pb.CITY_DUISBURG, 1), (0, pb.CITY_DORTMUND, 1)}
    assert state.players[0].prestige == state.players[1].prestige == 1


@rule(S.SCORE_CONTROL)
def test_one_controller_of_both_cities_scores_two_and_empty_cities_nobody(state):
    establish(state, 2, "Duisburg", 0)
    establish(state, 2, "Dortmund", 0)
    fill(state, 0, 19)
    state, _ = play(state, 0, create(19))
    assert [p.prestige for p in state.players] == [0, 0, 2]
    fill(state, 0, 16)  # Arnheim-Kampen: no trading posts
    state, events = play(state, 0, create(16))
    assert not of(events, "prestige_scored")


@rule(S.SCORE_CONTROL)
def test_control_tie_goes_to_the_rightmost_post(state):
    establish(state, 0, "Dortmund", 0)
    establish(state, 1, "Dortmund", 1)
    additional(state, 0, "Dortmund")  # extra posts are the lowest: 2 vs 1, seat 0 leads
    fill(state, 2, 19)
    turn_to(state, 2)
    state, events = play(state, 2, create(19))
    assert [(e.seat, e.city) for e in of(events, "prestige_scored")] == [(0, pb.CITY_DORTMUND)]


@rule(S.TAKE_MARKER)
def test_take_the_marker_and_draw_a_replacement_onto_the_plate(state):
    set_route_marker(state, 19, pb.BONUS_MARKER_THREE_ACTIONS)
    top, count = state.marker_supply[0], state.marker_supply_count
    fill(state, 0, 19)
    state, events = play(state, 0, create(19))
    p = state.players[0]
    assert list(p.bonus_markers) == [pb.BONUS_MARKER_THREE_ACTIONS]
    assert list(p.plate) == [top] and p.plate_count == 1
    assert state.marker_supply_count == count - 1
    assert of(events, "bonus_marker_drawn")[0].marker == top
    assert not any(m == pb.BONUS_MARKER_THREE_ACTIONS for m in state.route_markers)


# ------------------------------------------------------------------ 3a


@rule(S.ESTABLISH)
def test_establish_on_the_leftmost_vacant_space_with_a_route_piece(state):
    fill(state, 0, 1)  # Hamburg-Lubeck, 3 traders
    stock = state.players[0].stock_traders
    state, events = play(state, 0, create(1, establish=("Hamburg", T)))
    assert tp(state, "Hamburg") == "a.."
    assert state.players[0].stock_traders == stock + 2
    ev = of(events, "trading_post_established")[0]
    assert (ev.city, ev.space, ev.shape, ev.additional) == (pb.CITY_HAMBURG, 0, T, False)


@rule(S.ESTABLISH)
def test_gold_coin_for_the_first_trading_post(state):
    fill(state, 0, 1)
    state, events = play(state, 0, create(1, establish=("Lubeck", T)))
    assert [(e.reason, e.points) for e in of(events, "prestige_scored")] == [(pb.PRESTIGE_REASON_GOLD_COIN, 1)]
    assert state.players[0].prestige == 1


@rule(S.ESTABLISH)
def test_square_space_needs_a_trader_round_a_merchant(state):
    fill(state, 0, 5)  # Emden-Groningen, traders only; Emden's leftmost space is round
    reject(state, 0, create(5, establish=("Emden", M)), "NO_MATCHING_TRADESMAN", S.ESTABLISH)
    reject(state, 0, create(5, establish=("Groningen", M)), "WRONG_SHAPE", S.ESTABLISH)
    state, _ = play(state, 0, create(5, establish=("Groningen", T)))


@rule(S.ESTABLISH)
def test_privilege_must_reach_the_space_colour(state):
    establish(state, 1, "Hamburg", 0)
    fill(state, 0, 1)
    reject(state, 0, create(1, establish=("Hamburg", T)), "PRIVILEGE_TOO_LOW", S.ESTABLISH)
    develop_desk(state, 0, pb.ABILITY_PRIVILEGE, 1)  # orange
    state, _ = play(state, 0, create(1, establish=("Hamburg", T)))
    assert tp(state, "Hamburg") == "ba."


@rule(S.ESTABLISH)
def test_no_post_in_a_full_city_or_a_city_off_the_route(state):
    fill_city(state, 1, "Hamburg")
    fill(state, 0, 1)
    reject(state, 0, create(1, establish=("Hamburg", T)), "CITY_FULL", S.ESTABLISH)
    reject(state, 0, create(1, establish=("Bremen", T)), "NOT_AN_END_CITY", S.ESTABLISH)
    malformed(state, 0, create(1, establish=("Unspecified", T)), "create_trade_route.establish_trading_post.city")


@rule(S.ESTABLISH)
def test_filling_the_last_space_completes_the_city(state):
    establish(state, 1, "Hamburg", 0)
    establish(state, 1, "Hamburg", 1)
    develop_desk(state, 0, pb.ABILITY_PRIVILEGE, 3)
    fill(state, 0, 1)
    state, events = play(state, 0, create(1, establish=("Hamburg", T)))
    ev = of(events, "trading_post_established")[0]
    assert ev.city_completed and ev.completed_cities == 1


# ------------------------------------------------------------------ 3b


@rule(S.DEVELOP)
def test_develop_the_pictured_ability(state):
    fill(state, 0, 1)  # Lubeck pictures the Bank
    supply, stock = state.players[0].supply_traders, state.players[0].stock_traders
    state, events = play(state, 0, create(1, develop=pb.ABILITY_BANK))
    p = state.players[0]
    assert p.bank_level == 1
    assert (p.supply_traders, p.stock_traders) == (supply + 1, stock + 3)  # desk trader; all route pieces
    assert of(events, "ability_developed")[0].freed == T


@rule(S.DEVELOP)
def test_book_of_knowledge_frees_a_merchant(state):
    fill(state, 0, 5)  # Groningen pictures the Book of Knowledge
    state, _ = play(state, 0, create(5, develop=pb.ABILITY_BOOK_OF_KNOWLEDGE))
    p = state.players[0]
    assert p.book_of_knowledge_level == 1 and p.supply_merchants == 2


@rule(S.DEVELOP)
def test_develop_only_a_pictured_ability_not_yet_full(state):
    fill(state, 0, 1)
    reject(state, 0, create(1, develop=pb.ABILITY_ACTIONS), "NO_ABILITY_PICTOGRAM", S.DEVELOP)
    develop_desk(state, 0, pb.ABILITY_BANK, 3)
    reject(state, 0, create(1, develop=pb.ABILITY_BANK), "ABILITY_FULLY_DEVELOPED", S.DEVELOP)
    malformed(state, 0, create(1, develop=9), "create_trade_route.develop_ability")


@rule(S.DEVELOP)
def test_actions_developed_mid_turn_give_the_action_at_once(state):
    fill(state, 0, 30)  # Quedlinburg-Gottingen: Actiones
    state, _ = play(state, 0, create(30, develop=pb.ABILITY_ACTIONS))
    assert state.players[0].actions_level == 1
    state, _ = play(state, 0, pb.Move(income=pb.Income(traders=1)))
    assert state.turn.seat == 0  # 3 actions now: one left
    state, _ = play(state, 0, pb.Move(income=pb.Income(traders=1)))
    assert state.turn.seat == 1


# ------------------------------------------------------------------ 3c


@pytest.fixture
def coellen(state):
    fill(state, 0, 28, T, T, T, M)  # Warburg-Coellen
    return state


@rule(S.COELLEN)
def test_a_merchant_from_the_route_onto_a_coellen_space(coellen):
    stock = coellen.players[0].stock_traders
    state, events = play(coellen, 0, create(28, coellen=pb.PRIVILEGE_WHITE))
    assert state.coellen_spaces == "A..."
    assert state.players[0].stock_traders == stock + 3
    assert of(events, "coellen_space_taken")[0].points == 7


@rule(S.COELLEN)
def test_coellen_spaces_need_privilege_and_may_be_skipped(coellen):
    reject(coellen, 0, create(28, coellen=pb.PRIVILEGE_ORANGE), "PRIVILEGE_TOO_LOW", S.COELLEN)
    develop_desk(coellen, 0, pb.ABILITY_PRIVILEGE, 3)
    state, _ = play(coellen, 0, create(28, coellen=pb.PRIVILEGE_BLACK))
    assert state.coellen_spaces == "...A"


@rule(S.COELLEN)
def test_coellen_needs_the_route_a_merchant_and_a_vacant_space(state):
    fill(state, 0, 28)
    reject(state, 0, create(28, coellen=pb.PRIVILEGE_WHITE), "NO_MERCHANT_ON_ROUTE", S.COELLEN)
    fill(state, 0, 1, T, T, M)
    reject(state, 0, create(1, coellen=pb.PRIVILEGE_WHITE), "NOT_COELLEN_ROUTE", S.COELLEN)
    malformed(state, 0, create(28, coellen=7), "create_trade_route.coellen_space")


@rule(S.COELLEN)
def test_coellen_space_must_be_vacant(coellen):
    coellen_merchant(coellen, 1, 0)
    reject(coellen, 0, create(28, coellen=pb.PRIVILEGE_WHITE), "COELLEN_SPACE_TAKEN", S.COELLEN)


# ------------------------------------------------------------- East-West


def chain(state, seat, *names):
    """A trading post of `seat` in each city: the next vacant space, or an
    additional post when the city is full."""
    for n in names:
        c = city(state, n)
        vacant = [i for i in range(len(c.spaces)) if state.trading_posts[c.first_space + i] == "."]
        if vacant:
            establish(state, seat, n, vacant[0])
        else:
            additional(state, seat, n)


def needs(state, name):
    """The shape the leftmost vacant space of `name` takes."""
    c = city(state, name)
    return next(c.spaces[i].shape for i in range(len(c.spaces)) if state.trading_posts[c.first_space + i] == ".")


def fill_for(state, seat, route_id, name):
    """Fill a route with traders plus the piece the leftmost vacant space of
    `name` needs."""
    n = next(r.posts for r in board(state).routes if r.id == route_id)
    fill(state, seat, route_id, needs(state, name), *[T] * (n - 1))


@rule(S.EAST_WEST)
def test_east_west_connection_scores_seven_four_two():
    state = new(4)
    clear_route_markers(state)
    develop = pb.ABILITY_PRIVILEGE
    for seat in range(4):
        develop_desk(state, seat, develop, 3)
        develop_desk(state, seat, pb.ABILITY_BOOK_OF_KNOWLEDGE, 3)  # merchants to spare
        chain(state, seat, "Munster", "Minden", "Brunswick", "Stendal")
    awarded = []
    for seat in range(4):
        turn_to(state, seat)
        fill_for(state, seat, 17, "Arnheim")
        state, events = play(state, seat, create(17, establish=("Arnheim", needs(state, "Arnheim"))))
        awarded.append([e.points for e in of(events, "prestige_scored") if e.reason == pb.PRESTIGE_REASON_EAST_WEST])
    assert awarded == [[7], [4], [2], []]
    assert list(state.east_west) == [0, 1, 2]


@rule(S.EAST_WEST)
def test_east_west_needs_an_unbroken_chain(state):
    develop_desk(state, 0, pb.ABILITY_BOOK_OF_KNOWLEDGE, 3)  # merchants to spare
    chain(state, 0, "Munster", "Brunswick", "Stendal")  # no Minden
    fill(state, 0, 17)
    state, events = play(state, 0, create(17, establish=("Arnheim", needs(state, "Arnheim"))))
    assert not [e for e in of(events, "prestige_scored") if e.reason == pb.PRESTIGE_REASON_EAST_WEST]
    chain(state, 0, "Minden")
    fill_for(state, 0, 16, "Arnheim")  # another post in Arnheim closes it
    state, events = play(state, 0, create(16, establish=("Arnheim", needs(state, "Arnheim"))))
    assert [e.points for e in of(events, "prestige_scored") if e.reason == pb.PRESTIGE_REASON_EAST_WEST] == [7]


# ------------------------------------------------- Additional Trading Post


@rule(S.ADDITIONAL)
def test_additional_trading_post_left_of_all_others(state):
    fill_city(state, 1, "Hannover")
    give_marker(state, 0, ADDITIONAL)
    fill(state, 0, 11, T, T, M)  # Bremen-Hannover
    state, events = play(state, 0, create(11, establish=("Hannover", M, True)))
    assert [(a.city, a.piece) for a in state.additional_trading_posts] == [(pb.CITY_HANNOVER, code(0, M))]
    assert list(state.players[0].used_bonus_markers) == [ADDITIONAL] and not state.players[0].bonus_markers
    ev = of(events, "trading_post_established")[0]
    assert ev.additional and ev.space == -1


@rule(S.ADDITIONAL)
def test_additional_post_needs_the_marker_the_leftmost_space_and_the_piece(state):
    fill(state, 0, 11)
    reject(state, 0, create(11, establish=("Hannover", T, True)), "NO_SUCH_BONUS_MARKER", S.ADDITIONAL)
    give_marker(state, 0, ADDITIONAL)
    reject(state, 0, create(11, establish=("Hannover", T, True)), "LEFTMOST_SPACE_VACANT", S.ADDITIONAL)
    establish(state, 2, "Hannover", 0)
    reject(state, 0, create(11, establish=("Hannover", M, True)), "NOT_ON_ROUTE", S.ADDITIONAL)
    malformed(state, 0, create(11, establish=("Hannover", 0, True)), "create_trade_route.establish_trading_post.shape")
    play(state, 0, create(11, establish=("Hannover", T, True)))


@rule(S.CREATE)
def test_listed_rewards_are_exactly_the_legal_ones(state):
    fill(state, 0, 1, T, T, M)
    rewards = {m.create_trade_route.WhichOneof("reward") or "none" for m in listed(state, 0)
               if m.HasField("create_trade_route")}
    assert rewards == {"none", "establish_trading_post", "develop_ability"}
    assert len([m for m in listed(state, 0) if m.HasField("create_trade_route")]) == 4  # none, 2 cities, Bank
