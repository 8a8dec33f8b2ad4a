"""Bonus markers: using them (no action, own turn, not inside an action) and
placing the plate markers at the end of the turn."""
import pytest

from arbiter.engine import RuleViolation
from tests.games.hansa_teutonica.helpers import (
    GAME, M, S, board, city, create, develop_all, develop_desk, displace, end_turn, establish, fill,
    fill_city, finish, give_marker, income, kinds, listed, malformed, move_tradesmen, of, pb, place, place_marker,
    play, posts_of, put, reject, relocate, rid, rule, set_route_marker, use)

EXCHANGE = pb.BONUS_MARKER_EXCHANGE_TRADING_POSTS
MOVE3 = pb.BONUS_MARKER_MOVE_THREE_TRADESMEN
DEVELOP = pb.BONUS_MARKER_DEVELOP_ABILITY
PLUS3, PLUS4 = pb.BONUS_MARKER_THREE_ACTIONS, pb.BONUS_MARKER_FOUR_ACTIONS
ADDITIONAL = pb.BONUS_MARKER_ADDITIONAL_TRADING_POST


@rule(S.EXTRA_ACTIONS)
@pytest.mark.parametrize("marker, extra", [(PLUS3, 3), (PLUS4, 4)])
def test_extra_actions_without_spending_one(state, marker, extra):
    give_marker(state, 0, marker)
    state, events = play(state, 0, use(marker))
    assert state.turn.actions_taken == 0 and state.turn.bonus_actions == extra
    assert of(events, "bonus_marker_used")[0].actions_left == 2 + extra
    assert list(state.players[0].used_bonus_markers) == [marker] and not state.players[0].bonus_markers
    for _ in range(1 + extra):
        state, _ = play(state, 0, income(1))
        assert state.turn.seat == 0
    state, _ = play(state, 0, income(1))
    assert state.turn.seat == 1


@rule(S.DEVELOP_MARKER)
def test_develop_any_ability(state):
    give_marker(state, 0, DEVELOP)
    state, events = play(state, 0, use(DEVELOP, ability=pb.ABILITY_PRIVILEGE))
    assert state.players[0].privilege_level == 1 and state.players[0].supply_traders == 6
    develop_desk(state, 0, pb.ABILITY_CITY_KEYS, 4)
    give_marker(state, 0, DEVELOP)
    reject(state, 0, use(DEVELOP, ability=pb.ABILITY_CITY_KEYS), "ABILITY_FULLY_DEVELOPED", S.DEVELOP_MARKER)
    malformed(state, 0, use(DEVELOP), "use_bonus_marker.ability")
    malformed(state, 0, use(DEVELOP, "Hamburg", ability=pb.ABILITY_BANK), "use_bonus_marker.city")


@rule(S.EXCHANGE)
def test_exchange_two_adjacent_trading_posts_one_of_them_yours(state):
    establish(state, 1, "Perleberg", 0)
    establish(state, 1, "Perleberg", 1)
    establish(state, 0, "Perleberg", 2)  # black round space, a merchant
    give_marker(state, 0, EXCHANGE)
    reject(state, 0, use(EXCHANGE, "Perleberg", 0), "MUST_OWN_ONE", S.EXCHANGE)
    state, events = play(state, 0, use(EXCHANGE, "Perleberg", 1))
    c = city(state, "Perleberg")
    assert state.trading_posts[c.first_space:c.first_space + 3] == "bAb"
    assert of(events, "trading_posts_exchanged")[0].space == 1  # shapes and colours are ignored


@rule(S.EXCHANGE)
def test_exchange_needs_two_established_printed_posts(state):
    establish(state, 0, "Hamburg", 0)
    give_marker(state, 0, EXCHANGE)
    reject(state, 0, use(EXCHANGE, "Hamburg", 0), "TRADING_POST_VACANT", S.EXCHANGE)
    malformed(state, 0, use(EXCHANGE, "Hamburg", 2), "use_bonus_marker.space")
    malformed(state, 0, use(EXCHANGE, "Duisburg", 0), "use_bonus_marker.space")
    malformed(state, 0, use(EXCHANGE), "use_bonus_marker.city")
    assert not [m for m in listed(state, 0) if m.HasField("use_bonus_marker")]


@rule(S.MOVE_THREE)
def test_move_up_to_three_opponents_tradesmen(state):
    put(state, 1, 1)
    put(state, 2, 2, M)
    put(state, 0, 3)
    give_marker(state, 0, MOVE3)
    state, _ = play(state, 0, use(MOVE3))
    assert state.turn.phase == pb.PHASE_MOVE_OPPONENTS and state.turn.moves_left == 3
    assert GAME.pending(state)[0].kind == "move_opponents_tradesmen"
    reject(state, 0, relocate(3, 0, 4), "NOT_AN_OPPONENT", S.MOVE_THREE)
    state, _ = play(state, 0, relocate(1, 0, 4))
    state, _ = play(state, 0, relocate(2, 0, 4))
    assert posts_of(state, 4) == "bC."
    reject(state, 0, place(5), "WRONG_MOVE_KIND")
    state, events = play(state, 0, finish())
    assert of(events, "moving_finished")[0].unused == 1
    assert state.turn.phase == pb.PHASE_ACTIONS and state.turn.actions_taken == 0


@rule(S.MOVE_THREE)
def test_move_three_needs_an_opponents_piece(state):
    put(state, 0, 3)
    give_marker(state, 0, MOVE3)
    reject(state, 0, use(MOVE3), "NOTHING_TO_MOVE", S.MOVE_THREE)


@rule(S.MARKERS)
def test_only_a_face_up_marker_you_hold(state):
    reject(state, 0, use(PLUS3), "NO_SUCH_BONUS_MARKER", S.MARKERS)
    give_marker(state, 0, PLUS3)
    state, _ = play(state, 0, use(PLUS3))
    reject(state, 0, use(PLUS3), "NO_SUCH_BONUS_MARKER", S.MARKERS)
    malformed(state, 0, use(pb.BONUS_MARKER_NONE), "use_bonus_marker.marker")


@rule(S.ADDITIONAL)
def test_additional_trading_post_only_inside_create_a_trade_route(state):
    give_marker(state, 0, ADDITIONAL)
    reject(state, 0, use(ADDITIONAL), "ONLY_WHEN_ESTABLISHING", S.ADDITIONAL)


@rule(S.MARKERS)
def test_not_in_another_players_turn_nor_while_a_displaced_player_places(state):
    put(state, 1, 1)
    give_marker(state, 0, PLUS3)
    give_marker(state, 1, PLUS4)
    with pytest.raises(RuleViolation) as e:
        GAME.apply(state, 1, use(PLUS4))
    assert e.value.reason == "NOT_YOUR_TURN"
    state, _ = play(state, 0, displace(1, 0, pb.SHAPE_TRADER, pay_traders=1))
    assert state.turn.phase == pb.PHASE_DISPLACEMENT
    with pytest.raises(RuleViolation) as e:
        GAME.apply(state, 0, use(PLUS3))  # the displaced player's decision, placed "immediately"
    assert e.value.reason == "NOT_YOUR_TURN"
    reject(state, 1, use(PLUS4), "WRONG_MOVE_KIND")


# "You may use bonus markers at any time during your turn": also between the
# moves of a Move action (and of Move 3 Tradesmen), which then goes on.


@rule(S.MARKERS)
def test_a_marker_between_the_moves_of_a_move_action_keeps_the_moves_left(state):
    put(state, 0, 1, post=0)
    put(state, 0, 2, post=0)
    give_marker(state, 0, PLUS3)
    state, _ = play(state, 0, move_tradesmen())
    state, _ = play(state, 0, relocate(1, 0, 3))
    assert use(PLUS3) in listed(state, 0)
    state, events = play(state, 0, use(PLUS3))
    assert kinds(events) == ["bonus_marker_used"]
    t = state.turn
    assert (t.phase, t.moves_left, t.actions_taken, t.bonus_actions) == (pb.PHASE_MOVE_TRADESMEN, 1, 1, 3)
    state, events = play(state, 0, relocate(2, 0, 3))
    assert of(events, "moving_finished")[0].unused == 0
    assert state.turn.phase == pb.PHASE_ACTIONS and state.turn.seat == 0


@rule(S.MARKERS)
def test_exchange_between_the_moves_of_a_move_action(state):
    establish(state, 1, "Perleberg", 0)
    establish(state, 0, "Perleberg", 1)
    put(state, 0, 1, post=0)
    give_marker(state, 0, EXCHANGE)
    state, _ = play(state, 0, move_tradesmen())
    state, _ = play(state, 0, use(EXCHANGE, "Perleberg", 0))
    c = city(state, "Perleberg")
    assert state.trading_posts[c.first_space:c.first_space + 2] == "ab"
    assert state.turn.phase == pb.PHASE_MOVE_TRADESMEN and state.turn.moves_left == 2


@rule(S.MOVE_THREE)
def test_move_three_inside_a_move_action_then_the_move_action_resumes(state):
    put(state, 0, 1, post=0)
    put(state, 0, 2, post=0)
    put(state, 1, 5)
    give_marker(state, 0, MOVE3)
    state, _ = play(state, 0, move_tradesmen())
    state, _ = play(state, 0, relocate(1, 0, 3))
    state, _ = play(state, 0, use(MOVE3))
    t = state.turn
    assert (t.phase, t.moves_left, t.suspended_moves_left) == (pb.PHASE_MOVE_OPPONENTS, 3, 1)
    assert GAME.pending(state)[0].kind == "move_opponents_tradesmen"
    reject(state, 0, relocate(2, 0, 4), "NOT_AN_OPPONENT", S.MOVE_THREE)
    state, _ = play(state, 0, relocate(5, 0, 4))
    state, events = play(state, 0, finish())
    assert of(events, "moving_finished")[0].unused == 2
    t = state.turn
    assert (t.phase, t.moves_left, t.suspended_moves_left) == (pb.PHASE_MOVE_TRADESMEN, 1, 0)
    reject(state, 0, relocate(4, 0, 6), "NOT_YOUR_TRADESMAN", S.MOVE)
    state, _ = play(state, 0, relocate(2, 0, 3))
    assert state.turn.phase == pb.PHASE_ACTIONS and state.turn.actions_taken == 1
    assert posts_of(state, 3)[:2] == "aa" and posts_of(state, 4)[0] == "b"


@rule(S.MOVE_THREE)
def test_markers_inside_move_three(state):
    put(state, 1, 1)
    give_marker(state, 0, MOVE3)
    state.marker_supply.remove(MOVE3)  # the second Move 3 Tradesmen of the Big Box mix
    state.marker_supply_count -= 1
    state.players[0].bonus_markers.append(MOVE3)
    give_marker(state, 0, PLUS4)
    state, _ = play(state, 0, use(MOVE3))
    state, _ = play(state, 0, relocate(1, 0, 2))
    state, _ = play(state, 0, use(PLUS4))
    assert state.turn.phase == pb.PHASE_MOVE_OPPONENTS and state.turn.bonus_actions == 4
    state, _ = play(state, 0, use(MOVE3))  # its three moves join the two left
    assert state.turn.phase == pb.PHASE_MOVE_OPPONENTS and state.turn.moves_left == 5


@rule(S.DEVELOP_MARKER)
def test_book_of_knowledge_developed_inside_a_move_action_moves_one_more(state):
    put(state, 0, 1, post=0)
    put(state, 0, 2, post=0)
    put(state, 0, 3, post=0)
    give_marker(state, 0, DEVELOP)
    state, _ = play(state, 0, move_tradesmen())
    state, _ = play(state, 0, relocate(1, 0, 4))
    state, _ = play(state, 0, use(DEVELOP, ability=pb.ABILITY_BOOK_OF_KNOWLEDGE))
    # The Book rose from 2 to 3, and its new value applies at once.
    assert state.players[0].book_of_knowledge_level == 1 and state.turn.moves_left == 2
    state, _ = play(state, 0, relocate(2, 0, 4))
    state, events = play(state, 0, relocate(3, 0, 4))
    assert of(events, "moving_finished")[0].unused == 0 and posts_of(state, 4)[:3] == "aaa"


@rule(S.MARKERS)
def test_a_marker_taken_is_usable_after_that_action_in_the_same_turn(state):
    set_route_marker(state, 19, PLUS4)
    fill(state, 0, 19)
    state, _ = play(state, 0, create(19))
    state, _ = play(state, 0, place(1))
    # No actions left, but the turn stays open for the marker.
    assert state.turn.seat == 0 and {m.WhichOneof("kind") for m in listed(state, 0)} == {"use_bonus_marker", "end_turn"}
    state, _ = play(state, 0, use(PLUS4))
    assert state.turn.bonus_actions == 4 and state.turn.seat == 0


# ------------------------------------------------ placing plate markers


@pytest.fixture
def drawn(state):
    """Seat 0 created route 19 and took its marker; one marker on the plate."""
    set_route_marker(state, 19, PLUS3)
    fill(state, 0, 19)
    state, _ = play(state, 0, create(19))
    return state


@rule(S.PLACE_MARKERS)
def test_plate_markers_are_placed_at_the_end_of_the_turn(drawn):
    marker = drawn.players[0].plate[0]
    state, _ = play(drawn, 0, end_turn())
    assert state.turn.phase == pb.PHASE_PLACE_BONUS_MARKERS and state.turn.seat == 0
    assert GAME.pending(state)[0].kind == "place_bonus_markers"
    routes = {m.place_bonus_marker.route for m in listed(state, 0)}
    assert 19 in routes and len(routes) == 32  # every route without a marker or pieces
    state, events = play(state, 0, place_marker(marker, 19))
    assert kinds(events) == ["bonus_marker_placed", "turn_ended", "turn_started"]
    assert state.turn.seat == 1 and not state.players[0].plate


@rule(S.PLACE_MARKERS)
def test_new_markers_avoid_marked_occupied_and_full_routes(drawn):
    marker = drawn.players[0].plate[0]
    set_route_marker(drawn, 1, PLUS4)
    put(drawn, 1, 2)
    fill_city(drawn, 2, "Kampen")
    fill_city(drawn, 2, "Osnabruck")
    state, _ = play(drawn, 0, end_turn())
    reject(state, 0, place_marker(marker, 1), "ROUTE_HAS_MARKER", S.PLACE_MARKERS)
    reject(state, 0, place_marker(marker, 2), "ROUTE_OCCUPIED", S.PLACE_MARKERS)
    reject(state, 0, place_marker(marker, rid(state, "Kampen", "Osnabruck")), "CITIES_FULL", S.PLACE_MARKERS)
    other = next(m for m in pb.BonusMarker.values() if m and m != marker)
    reject(state, 0, place_marker(other, 3), "NOT_ON_PLATE", S.PLACE_MARKERS)
    reject(state, 0, end_turn(), "WRONG_MOVE_KIND")


@rule(S.PLACE_MARKERS)
def test_markers_stay_on_the_plate_while_no_route_can_take_them(drawn):
    develop_all(drawn, 1)
    develop_all(drawn, 2)
    for r in board(drawn).routes:
        if not drawn.route_markers[r.slot] and set(posts_of(drawn, r.id)) == {"."}:
            put(drawn, 1 + r.id % 2, r.id)
    state, events = play(drawn, 0, end_turn())
    assert of(events, "turn_ended")[0].markers_kept == 1
    assert state.turn.seat == 1 and state.players[0].plate_count == 1


@rule(S.TAKE_MARKER)
def test_placing_after_plus_actions_used_at_the_end(drawn):
    state, _ = play(drawn, 0, use(PLUS3))
    assert state.turn.phase == pb.PHASE_ACTIONS
    state, _ = play(state, 0, end_turn())
    assert state.turn.phase == pb.PHASE_PLACE_BONUS_MARKERS
