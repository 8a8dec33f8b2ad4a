"""End of Game (the three triggers, the action finishes, nobody plays on)
and Final Scoring A-F with the tie-break chain."""
import pytest

from arbiter.engine import RuleViolation
from arbiter.games.hansa_teutonica import scoring
from arbiter.games.hansa_teutonica.tables import builtin_desk
from arbiter.games.hansa_teutonica.turn import can_still_create
from tests.games.hansa_teutonica.helpers import (
    GAME, M, S, T, additional, board, clear_route_markers, coellen_merchant, create, develop_all, develop_desk,
    establish, fill,
    end_turn, fill_city, give_marker, kinds, new, of, pb, place, play, put, rule, set_route_marker)


def winning_route(state, seat=0):
    """`seat` at 19 prestige, controlling Duisburg, holding Duisburg-Dortmund."""
    state.players[seat].prestige = 19
    establish(state, seat, "Duisburg", 0)
    fill(state, seat, 19)


def over(state):
    return not GAME.pending(state) and GAME.outcome(state) is not None


@rule(S.END)
def test_twenty_prestige_ends_the_game_after_the_whole_action(state):
    state.players[0].prestige = 19
    establish(state, 0, "Duisburg", 0)
    fill(state, 0, 19, M, pb.SHAPE_TRADER)  # Dortmund's leftmost space is round
    state, events = play(state, 0, create(19, establish=("Dortmund", M)))
    assert over(state)
    assert list(state.end.reasons) == [pb.END_REASON_PRESTIGE]
    assert of(events, "trading_post_established")  # step 3a still happened
    assert kinds(events)[-1] == "game_ended" and "turn_ended" not in kinds(events)
    assert state.turn.actions_taken == 1  # the second action is lost


@rule(S.END)
def test_empty_supply_ends_when_a_replacement_must_be_drawn(state):
    free_routes = [r.id for r in board(state).routes if r.id not in (19, 1)]
    for r, m in zip(free_routes, list(state.marker_supply)):
        set_route_marker(state, r, m)
    assert state.marker_supply_count == 0
    fill(state, 0, 1)
    state, _ = play(state, 0, create(1))  # no marker beside route 1: nothing to draw
    assert not over(state)
    set_route_marker(state, 19, state.route_markers[board(state).slot_of[free_routes[0]]])
    fill(state, 0, 19)
    state, events = play(state, 0, create(19))
    assert over(state) and list(state.end.reasons) == [pb.END_REASON_BONUS_MARKERS_EXHAUSTED]
    assert of(events, "bonus_marker_taken") and not of(events, "bonus_marker_drawn")


@rule(S.END)
def test_the_tenth_completed_city_ends_the_game(state):
    small = ["Stade", "Bremen", "Luneburg", "Brunswick", "Duisburg", "Goslar", "Gottingen", "Halle", "Magdeburg"]
    develop_all(state, 1)
    for name in small:
        fill_city(state, 1, name)
    assert scoring.completed_cities(state, board(state)) == 9
    develop_desk(state, 0, pb.ABILITY_PRIVILEGE, 3)
    establish(state, 2, "Hamburg", 0)
    establish(state, 2, "Hamburg", 1)
    fill(state, 0, 1)
    state, _ = play(state, 0, create(1, establish=("Hamburg", T)))
    assert over(state) and list(state.end.reasons) == [pb.END_REASON_CITIES_COMPLETED]


@rule(S.END)
def test_after_the_end_nobody_moves(state):
    winning_route(state)
    state, _ = play(state, 0, create(19))
    with pytest.raises(RuleViolation) as e:
        GAME.apply(state, 0, pb.Move(end_turn=pb.EndTurn()))
    assert e.value.reason == "GAME_OVER"
    assert list(GAME.moves_for(state, 0)) == []


def lock_away(state, seat, keep):
    """Put all of `seat`'s pool pieces but `keep` into trading posts (square
    spaces for traders, round ones for merchants)."""
    p = state.players[seat]
    b = board(state)
    for c in b.cities[1:]:
        for i, space in enumerate(c.spaces):
            if space.shape == T:
                pool = p.supply_traders + p.stock_traders
            else:
                pool = p.supply_merchants + p.stock_merchants
            total = p.supply_traders + p.stock_traders + p.supply_merchants + p.stock_merchants
            if total > keep and pool and state.trading_posts[c.first_space + i] == ".":
                establish(state, seat, c.key, i)


@rule(S.END)
def test_the_game_ends_when_no_player_can_ever_create_a_route():
    """A reading: with every player down to fewer tradesmen in play than the
    shortest route has posts (the rest in trading posts and on the desk),
    none of the three end triggers can ever happen."""
    state = new(2)
    clear_route_markers(state)
    for seat in (0, 1):
        lock_away(state, seat, keep=1)
    put(state, 1, 5)
    state, _ = play(state, 0, place(1))  # seat 0's last piece in play
    state, events = play(state, 0, end_turn())
    assert not GAME.pending(state) and list(state.end.reasons) == [pb.END_REASON_STALEMATE]
    assert kinds(events)[-2:] == ["turn_ended", "game_ended"]


@rule(S.END)
def test_no_stalemate_while_someone_can_still_fill_a_route():
    state = new(2)
    clear_route_markers(state)
    lock_away(state, 0, keep=1)
    lock_away(state, 1, keep=2)  # two pieces: enough for a 2-post route
    state, _ = play(state, 0, end_turn())
    assert GAME.pending(state) and state.turn.seat == 1
    assert not can_still_create(state, board(state), 0)
    give_marker(state, 0, pb.BONUS_MARKER_DEVELOP_ABILITY)  # frees a desk piece: two in play
    assert can_still_create(state, board(state), 0)


# ------------------------------------------------------------- scoring


def scores(state):
    return {s.seat: s for s in scoring.final_scores(state, board(state))}


@rule(S.SCORING)
def test_prestige_track_and_fully_developed_abilities(state):
    state.players[0].prestige = 7
    develop_all(state, 1)
    develop_desk(state, 2, pb.ABILITY_CITY_KEYS, 4)  # keys never score
    s = scores(state)
    assert s[0].prestige_track == 7
    assert (s[1].abilities, s[2].abilities) == (16, 0)


@rule(S.SCORING)
@pytest.mark.parametrize("n, points", [(0, 0), (1, 1), (2, 3), (3, 3), (4, 6), (5, 6), (6, 10), (7, 10), (8, 15),
                                       (9, 15), (10, 21), (12, 21)])
def test_bonus_marker_table(n, points):
    assert builtin_desk().marker_points(n) == points


@rule(S.SCORING)
def test_collected_markers_score_face_up_and_down_but_not_the_plate(state):
    give_marker(state, 0, pb.BONUS_MARKER_THREE_ACTIONS)
    give_marker(state, 0, pb.BONUS_MARKER_FOUR_ACTIONS)
    state.players[0].used_bonus_markers.append(state.players[0].bonus_markers.pop())
    m = state.marker_supply.pop()
    state.marker_supply_count -= 1
    state.players[0].plate.append(m)
    state.players[0].plate_count = 1
    assert scores(state)[0].bonus_markers == 3


@rule(S.SCORING)
def test_coellen_special_points(state):
    develop_desk(state, 0, pb.ABILITY_BOOK_OF_KNOWLEDGE, 1)
    for i in (1, 3):
        coellen_merchant(state, 0, i)
    assert scores(state)[0].coellen == 8 + 11


@rule(S.SCORING)
def test_two_points_per_controlled_city(state):
    establish(state, 0, "Hamburg", 0)
    establish(state, 1, "Hamburg", 1)  # tie: the rightmost wins
    establish(state, 0, "Bremen", 0)
    additional(state, 2, "Bremen")
    additional(state, 2, "Bremen")  # 2 additional posts beat 1 printed
    s = scores(state)
    assert (s[0].cities, s[1].cities, s[2].cities) == (0, 2, 2)


@rule(S.SCORING)
def test_network_counts_posts_of_the_largest_connected_group_times_keys(state):
    develop_desk(state, 0, pb.ABILITY_CITY_KEYS, 3)  # 3
    establish(state, 0, "Hamburg", 0)
    establish(state, 0, "Hamburg", 1)
    establish(state, 0, "Lubeck", 0)  # Hamburg-Lubeck: 3 posts
    establish(state, 0, "Halle", 0)  # alone
    assert scores(state)[0].network == 3 * 3
    assert scoring.largest_network(state, board(state), 0) == 3


@rule(S.SCORING)
def test_total_is_the_sum_of_a_to_f(state):
    state.players[0].prestige = 5
    establish(state, 0, "Hamburg", 0)
    s = scores(state)[0]
    assert s.total == s.prestige_track + s.abilities + s.bonus_markers + s.coellen + s.cities + s.network == 5 + 2 + 1


def ended(state, totals, actions, networks):
    """A finished game with these final scores (for the tie-break)."""
    for seat, (t, a, n) in enumerate(zip(totals, actions, networks)):
        state.end.scores.add(seat=seat, total=t, actions_level=a, network=n)
    state.turn.phase = pb.PHASE_GAME_OVER
    state.end.reasons.append(pb.END_REASON_PRESTIGE)
    return GAME.outcome(state)


@rule(S.SCORING)
def test_most_prestige_wins(state):
    out = ended(state, [30, 41, 12], [0, 5, 0], [0, 0, 0])
    assert list(out.winners) == [1]
    assert [s.rank for s in out.scores] == [2, 1, 3]
    assert out.reason == "prestige"


@rule(S.SCORING)
def test_tie_least_developed_actions_then_network_then_shared(state):
    assert list(ended(new(3), [30, 30, 12], [2, 1, 0], [9, 0, 0]).winners) == [1]
    assert list(ended(new(3), [30, 30, 12], [1, 1, 0], [9, 6, 0]).winners) == [0]
    out = ended(new(3), [30, 30, 12], [1, 1, 0], [6, 6, 0])
    assert list(out.winners) == [0, 1] and [s.rank for s in out.scores] == [1, 1, 3]
    assert list(out.scores[0].tiebreak) == [-1, 6]


@rule(S.SCORING)
def test_a_finished_game_reports_the_outcome(state):
    winning_route(state)
    state, events = play(state, 0, create(19))
    ended_event = of(events, "game_ended")[0]
    assert list(ended_event.winners) == list(GAME.outcome(state).winners)
    assert [s.total for s in ended_event.scores] == [s.score for s in GAME.outcome(state).scores]
