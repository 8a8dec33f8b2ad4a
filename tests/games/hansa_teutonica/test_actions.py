"""Game Play and actions A-D: Income, Place, Displace (with the displaced
player's placement), Move."""
import pytest

from arbiter.engine import RuleViolation
from tests.games.hansa_teutonica.helpers import (
    DISPLACED, GAME, M, ROUTE, STOCK, SUPPLY, S, T, board, code, decline, develop_all, develop_desk, displace,
    empty_pools, end_turn, fill, finish, give_marker, income, kinds, listed, malformed, move_tradesmen, new, of, pb, place,
    place_displaced, play, posts_of as posts, put, reject, relocate, rule, swap, turn_to)


# ---------------------------------------------------------------- Game Play


@rule(S.GAME_PLAY)
def test_two_actions_then_the_turn_passes_clockwise():
    state = new(3)
    state, _ = play(state, 0, place(1))
    assert state.turn.seat == 0
    state, events = play(state, 0, place(2))
    assert kinds(events)[-2:] == ["turn_ended", "turn_started"]
    assert state.turn.seat == 1 and state.turn.actions_taken == 0
    for seat in (1, 2):
        state, _ = play(state, seat, end_turn())
    assert state.turn.seat == 0 and state.turn.number == 4


@rule(S.GAME_PLAY)
def test_actions_per_turn_come_from_the_desk():
    state = new(3)
    develop_desk(state, 0, pb.ABILITY_ACTIONS, 1)  # Actiones 3
    for r in (1, 2):
        state, _ = play(state, 0, place(r))
        assert state.turn.seat == 0
    state, _ = play(state, 0, place(3))
    assert state.turn.seat == 1


@rule(S.GAME_PLAY)
def test_end_turn_forfeits_remaining_actions():
    state = new(3)
    state, events = play(state, 0, end_turn())
    assert of(events, "turn_ended")[0].actions_unused == 2
    assert state.turn.seat == 1


@rule(S.GAME_PLAY)
def test_no_action_without_actions_left():
    state = new(3)
    give_marker(state, 0, pb.BONUS_MARKER_THREE_ACTIONS)  # keeps the turn open after the last action
    state, _ = play(state, 0, place(1))
    state, _ = play(state, 0, place(2))
    assert state.turn.seat == 0 and GAME.pending(state)[0].kind == "action"
    reject(state, 0, place(3), "NO_ACTIONS_LEFT", S.GAME_PLAY)
    assert {m.WhichOneof("kind") for m in listed(state, 0)} == {"use_bonus_marker", "end_turn"}


@rule(S.GAME_PLAY)
def test_only_the_pending_seat_moves_and_only_moves_of_the_phase():
    state = new(3)
    with pytest.raises(RuleViolation) as e:
        GAME.apply(state, 1, place(1))
    assert e.value.reason == "NOT_YOUR_TURN"
    reject(state, 0, finish(), "WRONG_MOVE_KIND", S.GAME_PLAY)
    reject(state, 0, relocate(1, 0, 2), "WRONG_MOVE_KIND")
    reject(state, 0, decline(), "WRONG_MOVE_KIND")


# ------------------------------------------------------------------ A) Income


@rule(S.INCOME)
def test_income_hires_up_to_the_bank_value():
    state = new(3)  # seat 0: 6 traders in the general stock, Bank 3
    reject(state, 0, income(4), "BANK_LIMIT", S.INCOME)
    state, events = play(state, 0, income(3))
    p = state.players[0]
    assert (p.stock_traders, p.supply_traders) == (3, 8)
    assert of(events, "income_taken")[0].traders == 3


@rule(S.INCOME)
def test_income_takes_fewer_when_the_stock_is_short_and_needs_one():
    state = new(5)
    turn_to(state, 4)  # seat 4: 2 traders in the general stock
    reject(state, 4, income(3), "NOT_IN_GENERAL_STOCK", S.INCOME)
    reject(state, 4, income(0, 1), "NOT_IN_GENERAL_STOCK", S.INCOME)
    reject(state, 4, income(0, 0), "NOTHING_TO_HIRE", S.INCOME)
    hires = {(m.income.traders, m.income.merchants) for m in listed(state, 4) if m.HasField("income")}
    assert hires == {(1, 0), (2, 0)}
    state, _ = play(state, 4, income(2))
    assert state.players[4].stock_traders == 0


@rule(S.INCOME)
def test_bank_levels_five_seven_and_all():
    state = new(3)
    develop_desk(state, 0, pb.ABILITY_BANK, 3)  # C: all (the 3 freed traders went to the stock: 9)
    state.players[0].stock_merchants = 1
    state.players[0].supply_merchants = 0
    hires = {(m.income.traders, m.income.merchants) for m in listed(state, 0) if m.HasField("income")}
    assert (9, 1) in hires and len(hires) == 10 * 2 - 1
    state, _ = play(state, 0, income(9, 1))
    assert state.players[0].stock_traders == state.players[0].stock_merchants == 0
    develop_desk(state, 1, pb.ABILITY_BANK, 2)  # 7
    p = state.players[1]
    p.stock_traders, p.supply_traders = p.stock_traders + p.supply_traders, 0
    turn_to(state, 1)
    reject(state, 1, income(8), "BANK_LIMIT")
    play(state, 1, income(7))


# ------------------------------------------------------------------- B) Place


@rule(S.PLACE)
def test_place_puts_a_supply_piece_on_the_lowest_free_post():
    state = new(3)
    put(state, 1, 1, T, post=0)
    state, events = play(state, 0, place(1, M))
    assert posts(state, 1) == "bA."
    assert of(events, "tradesman_placed")[0].post == 1
    assert state.players[0].supply_merchants == 0


@rule(S.PLACE)
def test_place_needs_a_free_post_and_the_piece_in_the_supply():
    state = new(3)
    put(state, 1, 8)
    put(state, 2, 8)
    reject(state, 0, place(8), "ROUTE_FULL", S.PLACE)
    state, _ = play(state, 0, place(1, M))
    reject(state, 0, place(2, M), "NOT_IN_PERSONAL_SUPPLY", S.PLACE)
    malformed(state, 0, place(7), "place_tradesman.route")  # Emden-Stade: 4-5 side only
    malformed(state, 0, place(1, pb.SHAPE_UNSPECIFIED), "place_tradesman.shape")


# ---------------------------------------------------------------- C) Displace


@pytest.fixture
def duisburg():
    """Seat 1's trader on Duisburg-Dortmund (route 19); adjacent: 18, 20."""
    state = new(3)
    put(state, 1, 19, T, post=0)
    return state


@rule(S.DISPLACE)
def test_displacing_a_trader_costs_one_more_and_gives_one_extra(duisburg):
    state, events = play(duisburg, 0, displace(19, 0, T, pay_traders=1))
    p = state.players[0]
    assert (p.supply_traders, p.stock_traders) == (5 - 2, 6 + 1)
    assert posts(state, 19) == "a."
    ev = of(events, "tradesman_displaced")[0]
    assert (ev.displaced_seat, ev.displaced_shape, ev.extras) == (1, T, 1)
    [d] = GAME.pending(state)
    assert (d.seat, d.kind) == (1, "place_displaced_tradesmen")
    assert state.turn.displacement.displaced == T and state.turn.displacement.extras_left == 1


@rule(S.DISPLACE)
def test_displacing_a_merchant_costs_two_more_and_gives_two_extras():
    state = new(3)
    put(state, 1, 19, M, post=0)
    reject(state, 0, displace(19, 0, T, pay_traders=1), "DISPLACEMENT_COST", S.DISPLACE)
    state, _ = play(state, 0, displace(19, 0, T, pay_traders=1, pay_merchants=1))
    p = state.players[0]
    assert (p.supply_traders, p.supply_merchants, p.stock_traders, p.stock_merchants) == (3, 0, 7, 1)
    assert state.turn.displacement.extras_left == 2 and state.turn.displacement.displaced == M


@rule(S.DISPLACE)
def test_displace_needs_the_payment_in_the_supply(duisburg):
    p = duisburg.players[0]
    p.stock_traders += p.supply_traders - 1
    p.supply_traders = 1
    p.stock_merchants, p.supply_merchants = 1, 0
    reject(duisburg, 0, displace(19, 0, T, pay_traders=1), "NOT_ENOUGH_TRADESMEN", S.DISPLACE)
    assert not [m for m in listed(duisburg, 0) if m.HasField("displace_tradesman")]


@rule(S.DISPLACE)
def test_displace_only_an_opponents_piece(duisburg):
    put(duisburg, 0, 18, T, post=0)
    reject(duisburg, 0, displace(18, 0, T, pay_traders=1), "OWN_TRADESMAN", S.DISPLACE)
    reject(duisburg, 0, displace(19, 1, T, pay_traders=1), "NOTHING_TO_DISPLACE", S.DISPLACE)
    malformed(duisburg, 0, displace(19, 2, T, pay_traders=1), "displace_tradesman.post")


@rule(S.DISPLACE)
def test_displaced_pieces_go_to_adjacent_routes(duisburg):
    stock = duisburg.players[1].stock_traders
    state, _ = play(duisburg, 0, displace(19, 0, T, pay_traders=1))
    reject(state, 1, place_displaced(14, T, DISPLACED), "NOT_NEAREST_ROUTE", S.DISPLACE)
    reject(state, 1, place_displaced(19, T, DISPLACED), "NOT_NEAREST_ROUTE", S.DISPLACE)  # not back on its route
    reject(state, 1, place_displaced(18, M, DISPLACED), "WRONG_SHAPE", S.DISPLACE)
    state, _ = play(state, 1, place_displaced(18, T, DISPLACED))
    reject(state, 1, place_displaced(20, T, DISPLACED), "DISPLACED_TRADESMAN_PLACED", S.DISPLACE)
    reject(state, 1, place_displaced(20, T, SUPPLY), "WRONG_SOURCE", S.DISPLACE)
    state, events = play(state, 1, place_displaced(20, T, STOCK))
    assert kinds(events)[-1] == "displacement_resolved"
    assert posts(state, 18)[0] == posts(state, 20)[0] == code(1)
    assert state.players[1].stock_traders == stock - 1
    # The active player goes on with the second action.
    assert state.turn.phase == pb.PHASE_ACTIONS and GAME.pending(state)[0].seat == 0


@rule(S.DISPLACE)
def test_further_out_only_when_all_adjacent_posts_are_full(duisburg):
    for r in (18, 20):
        for _ in range(3):
            put(duisburg, 2, r)
    state, _ = play(duisburg, 0, displace(19, 0, T, pay_traders=1))
    targets = {m.place_displaced_tradesman.route for m in listed(state, 1)}
    assert targets == {16, 17, 14, 21, 22}  # routes adjacent to 18 and 20, but not 19
    state, _ = play(state, 1, place_displaced(22, T, DISPLACED))


@rule(S.DISPLACE)
def test_extras_come_from_the_stock_first(duisburg):
    state, _ = play(duisburg, 0, displace(19, 0, T, pay_traders=1))
    reject(state, 1, place_displaced(18, T, SUPPLY), "WRONG_SOURCE", S.DISPLACE)
    reject(state, 1, place_displaced(18, M, STOCK), "NOT_IN_GENERAL_STOCK", S.DISPLACE)
    assert {(m.place_displaced_tradesman.shape, m.place_displaced_tradesman.source) for m in listed(state, 1)} \
        == {(T, DISPLACED), (T, STOCK)}


@rule(S.DISPLACE)
def test_extras_from_the_supply_when_the_stock_is_empty(duisburg):
    p = duisburg.players[1]
    p.supply_traders += p.stock_traders
    p.stock_traders = 0
    state, _ = play(duisburg, 0, displace(19, 0, T, pay_traders=1))
    reject(state, 1, place_displaced(18, T, STOCK), "WRONG_SOURCE", S.DISPLACE)
    state, _ = play(state, 1, place_displaced(18, T, SUPPLY))
    state, _ = play(state, 1, place_displaced(18, T, DISPLACED))
    assert posts(state, 18)[:2] == "bb"


@rule(S.DISPLACE)
def test_extras_from_the_routes_when_stock_and_supply_are_empty(duisburg):
    empty_pools(duisburg, 1, 1, 2, 3)
    state, _ = play(duisburg, 0, displace(19, 0, T, pay_traders=1))
    sources = {(m.place_displaced_tradesman.source, m.place_displaced_tradesman.from_route) for m in listed(state, 1)}
    assert sources == {(DISPLACED, 0), (ROUTE, 1), (ROUTE, 2), (ROUTE, 3)}
    there = M if posts(state, 1)[0] == code(1, M) else T
    reject(state, 1, place_displaced(18, T, ROUTE, 5, 0), "NOT_YOUR_TRADESMAN", S.DISPLACE)
    reject(state, 1, place_displaced(18, M + T - there, ROUTE, 1, 0), "NOT_YOUR_TRADESMAN", S.DISPLACE)
    state, _ = play(state, 1, place_displaced(18, there, ROUTE, 1, 0))
    assert posts(state, 1)[0] == "." and posts(state, 18)[0] == code(1, there)


@rule(S.DISPLACE)
def test_a_piece_already_on_an_adjacent_route_may_stay_there(duisburg):
    put(duisburg, 1, 18)
    empty_pools(duisburg, 1, 1, 2, 3)
    state, _ = play(duisburg, 0, displace(19, 0, T, pay_traders=1))
    # Picked up first, then placed: the post it left is free again.
    state, events = play(state, 1, place_displaced(18, T, ROUTE, 18, 0))
    assert posts(state, 18) == "b.."


@rule(S.DISPLACE)
def test_a_piece_taken_from_a_full_adjacent_route_may_go_back_to_its_post(duisburg):
    put(duisburg, 1, 18, T, post=0)
    fill(duisburg, 2, 18, *[T] * posts(duisburg, 18).count("."))
    fill(duisburg, 2, 20)
    empty_pools(duisburg, 1, 1, 2, 3)
    state, _ = play(duisburg, 0, displace(19, 0, T, pay_traders=1))
    state, _ = play(state, 1, place_displaced(22, T, DISPLACED))  # 18 and 20 are full: one ring further out
    targets: dict[int, set[int]] = {}
    for m in listed(state, 1):
        p = m.place_displaced_tradesman
        targets.setdefault(p.from_route, set()).add(p.route)
    # Lifting the piece on 18 frees a post on an adjacent route, so that is
    # where it must go; a piece lifted elsewhere still goes one ring out.
    assert targets[18] == {18} and targets[1] == {14, 16, 17, 21, 22}
    reject(state, 1, place_displaced(22, T, ROUTE, 18, 0), "NOT_NEAREST_ROUTE", S.DISPLACE)
    state, events = play(state, 1, place_displaced(18, T, ROUTE, 18, 0))
    assert of(events, "displaced_tradesman_placed")[0].post == 0
    assert posts(state, 18)[0] == code(1) and state.turn.phase == pb.PHASE_ACTIONS


@rule(S.DISPLACE)
def test_extras_may_be_declined_once_the_displaced_piece_is_placed():
    state = new(3)
    put(state, 1, 19, M, post=0)
    state, _ = play(state, 0, displace(19, 0, T, pay_traders=2))
    reject(state, 1, decline(), "DISPLACED_TRADESMAN_FIRST", S.DISPLACE)
    state, _ = play(state, 1, place_displaced(20, T, STOCK))
    state, _ = play(state, 1, place_displaced(20, M, DISPLACED))
    state, events = play(state, 1, decline())
    assert of(events, "displacement_resolved")[0].extras_unused == 1
    reject(state, 0, decline(), "WRONG_MOVE_KIND")


@rule(S.DISPLACE)
def test_with_no_free_post_elsewhere_the_displaced_piece_goes_to_the_stock():
    state = new(4)
    for seat in range(4):
        develop_all(state, seat)
    put(state, 1, 19, T, post=0)
    # Fill every other post of the board from seats 1-3 (seat 0 keeps its supply).
    for r in board(state).routes:
        if r.id != 19:
            for _ in range(r.posts):
                # Seat 0 gives only general-stock pieces: it keeps its supply to displace.
                seat = next(s for s in (1, 2, 3, 0) if sum(pools(state.players[s])[:3 if s else 1]))
                p = state.players[seat]
                put(state, seat, r.id, T if p.stock_traders or (seat and p.supply_traders) else M)
    assert state.route_posts.count(".") == 1  # the other post of route 19
    before = state.players[1].stock_traders
    state, events = play(state, 0, displace(19, 0, T, pay_traders=1))
    assert of(events, "displacement_resolved")[0].displaced_to_stock
    assert state.players[1].stock_traders == before + 1
    assert state.turn.phase == pb.PHASE_ACTIONS and state.turn.seat == 0


def pools(p):
    return p.stock_traders, p.stock_merchants, p.supply_traders, p.supply_merchants


# -------------------------------------------------------------------- D) Move


@rule(S.MOVE)
def test_move_up_to_the_book_value_one_step_at_a_time():
    state = new(3)
    put(state, 0, 1, T, post=0)
    put(state, 0, 2, M, post=0)
    state, _ = play(state, 0, move_tradesmen())
    assert state.turn.phase == pb.PHASE_MOVE_TRADESMEN and state.turn.moves_left == 2
    assert state.turn.actions_taken == 1
    state, events = play(state, 0, relocate(1, 0, 3))
    assert of(events, "tradesman_moved")[0].to_post == 0
    state, events = play(state, 0, relocate(2, 0, 3))
    assert kinds(events)[:2] == ["tradesman_moved", "moving_finished"]
    assert posts(state, 3)[:2] == "aA"
    assert state.turn.phase == pb.PHASE_ACTIONS


@rule(S.MOVE)
def test_move_only_your_own_pieces_to_free_posts():
    state = new(3)
    put(state, 0, 1, T, post=0)
    put(state, 1, 1, T, post=1)
    put(state, 1, 8)
    put(state, 2, 8)
    state, _ = play(state, 0, move_tradesmen())
    reject(state, 0, relocate(1, 1, 3), "NOT_YOUR_TRADESMAN", S.MOVE)
    reject(state, 0, relocate(1, 2, 3), "NO_TRADESMAN", S.MOVE)
    reject(state, 0, relocate(1, 0, 8), "ROUTE_FULL", S.MOVE)
    reject(state, 0, place(3), "WRONG_MOVE_KIND")
    state, events = play(state, 0, finish())
    assert of(events, "moving_finished")[0].unused == 2
    assert state.turn.phase == pb.PHASE_ACTIONS and state.turn.actions_taken == 1


@rule(S.MOVE)
def test_a_move_within_the_same_route_changes_only_the_post():
    state = new(3)
    put(state, 0, 1, T, post=2)
    state, _ = play(state, 0, move_tradesmen())
    state, events = play(state, 0, relocate(1, 2, 1))
    assert posts(state, 1) == "a.." and state.turn.moves_left == 1


@rule(S.MOVE)
def test_swapping_a_trader_and_a_merchant_counts_two_moves():
    state = new(3)
    put(state, 0, 1, T, post=0)
    put(state, 0, 2, M, post=0)
    put(state, 0, 3, T, post=0)
    state, _ = play(state, 0, move_tradesmen())
    reject(state, 0, swap(2, 0, 1, 0), "NOT_YOUR_TRADER", S.MOVE)
    reject(state, 0, swap(1, 0, 3, 0), "NOT_YOUR_MERCHANT", S.MOVE)
    state, _ = play(state, 0, relocate(3, 0, 4))
    reject(state, 0, swap(1, 0, 2, 0), "NOT_ENOUGH_MOVES", S.MOVE)
    assert not [m for m in listed(state, 0) if m.HasField("swap_tradesmen")]
    state = new(3)
    put(state, 0, 1, T, post=0)
    put(state, 0, 2, M, post=0)
    state, _ = play(state, 0, move_tradesmen())
    state, events = play(state, 0, swap(1, 0, 2, 0))
    assert posts(state, 1)[0] == code(0, M) and posts(state, 2)[0] == code(0, T)
    assert "moving_finished" in kinds(events)


@rule(S.MOVE)
def test_a_move_needs_a_tradesman_of_yours_on_a_route():
    """Move moves "your own tradesmen from connection points on trade routes":
    with none there it is neither listed nor accepted (no action is spent)."""
    state = new(3)
    assert move_tradesmen() not in listed(state, 0)
    reject(state, 0, move_tradesmen(), "NO_TRADESMAN_ON_ROUTES", S.MOVE)
    put(state, 1, 1)  # an opponent's piece does not count
    assert move_tradesmen() not in listed(state, 0)
    put(state, 0, 2)
    assert move_tradesmen() in listed(state, 0)
    state, _ = play(state, 0, move_tradesmen())
    assert state.turn.phase == pb.PHASE_MOVE_TRADESMEN


@rule(S.MOVE)
def test_a_higher_book_moves_more():
    state = new(3)
    put(state, 0, 1)
    develop_desk(state, 0, pb.ABILITY_BOOK_OF_KNOWLEDGE, 2)  # 4
    state, _ = play(state, 0, move_tradesmen())
    assert state.turn.moves_left == 4
