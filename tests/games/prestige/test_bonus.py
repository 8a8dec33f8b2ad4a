"""Bonus Space: light-blue and yellow, dark-blue 7/5/3, the shared 7, simultaneous fulfilment."""
import pytest

from arbiter.games.prestige import scoring, seasons
from arbiter.games.prestige.model import defer
from arbiter.games.prestige.sections import BONUS_SPACE, DUEL
from arbiter.prestige.v1 import prestige_pb2 as pb
from tests.games.prestige.helpers import (
    after_setup,
    calm,
    events_of,
    kind_of,
    pass_turns,
    place,
    play,
    rejected,
    seat_to_move,
)

rule = pytest.mark.rule(BONUS_SPACE)


def _board(players=2, variant="", light="L06", dark="D06", yellow=("Y01", "Y14")):
    state = calm(after_setup(players, seed=1, variant=variant))
    col = state.bonus[0]
    col.light, col.dark = light, dark
    for c in state.bonus[1:]:
        c.light, c.dark = "L01", "D01"  # 1 tower: nobody has one
    del state.yellow_tiles[:]
    state.yellow_tiles.extend(yellow)
    return state


def _statues(state, seat, n):
    state.players[seat].castle[0].statues = n


def _check(state, seat):
    del state.awaiting[:]
    defer(state, seat, pb.DECISION_KIND_CHECK_BONUSES)
    return seasons.run(state, [])


@rule
def test_light_condition_gives_a_yellow_tile_then_reveals_the_dark_one():
    state = _board()
    _statues(state, 0, 1)
    events = _check(state, 0)
    assert events_of(events, "light_condition_fulfilled")[0].condition == "L06"
    assert kind_of(state, 0) == "bonus_tile"
    assert not state.bonus[0].dark_revealed
    rejected(state, "choose_bonus_tile", "BONUS_TILE_GONE", seat=0, tile="Y05")
    gold = state.players[0].gold
    state, events = play(state, "choose_bonus_tile", seat=0, tile="Y01")
    assert state.players[0].gold == gold + 4
    assert [e.WhichOneof("kind") for e in events][:3] == ["bonus_tile_taken", "goods_changed", "dark_condition_revealed"]
    assert state.bonus[0].dark_revealed and list(state.yellow_tiles) == ["Y14"]
    assert list(state.bonus[0].light_fulfilled_by) == [0]
    # the light-blue tile stays: the other player may fulfil it too, once
    _statues(state, 1, 1)
    _check(state, 1)
    assert kind_of(state, 1) == "bonus_tile"


@rule
def test_each_condition_once_per_player():
    state = _board()
    _statues(state, 0, 1)
    state.bonus[0].light_fulfilled_by.append(0)
    _check(state, 0)
    assert kind_of(state, state.awaiting[0].seat) == "place_steward"


@rule
def test_without_yellow_tiles_the_light_tile_itself_is_taken():
    state = _board(yellow=())
    _statues(state, 0, 1)
    _statues(state, 1, 1)
    events = _check(state, 0)
    assert events_of(events, "light_condition_fulfilled")[0].took_light_tile
    assert list(state.players[0].light_tiles) == ["L06"]
    _check(state, 1)
    assert not state.players[1].light_tiles  # nobody else can fulfil it now
    assert scoring.final_score(state, 0).light_points == 3


@rule
def test_dark_condition_seven_five_three():
    state = _board(4)
    state.bonus[0].dark_revealed = True
    for seat in range(4):
        _statues(state, seat, 4)
        state.bonus[0].light_fulfilled_by.append(seat)
    points = []
    for seat in (2, 0, 3, 1):
        events = _check(state, seat)
        points.append([e.points for e in events_of(events, "dark_condition_fulfilled")])
    assert points == [[7], [5], [3], []]


@pytest.mark.rule(DUEL)
def test_duel_second_place_scores_three():
    state = _board(2, variant="duel")
    state.bonus[0].dark_revealed = True
    for seat in range(2):
        _statues(state, seat, 4)
        state.bonus[0].light_fulfilled_by.append(seat)
    assert [c.points for s in (1, 0) for c in [*_claims(state, s)]] == [7, 3]


def _claims(state, seat):
    _check(state, seat)
    return [c for c in state.bonus[0].dark_claims if c.seat == seat]


@rule
def test_shared_seven_when_revealed_already_fulfilled():
    state = _board(3, yellow=())
    _statues(state, 0, 4)
    _statues(state, 1, 4)
    _statues(state, 2, 1)
    events = _check(state, 2)  # seat 2 fulfils the light one, revealing the dark one
    claims = {e.seat: e.points for e in events_of(events, "dark_condition_fulfilled")}
    assert claims == {0: 4, 1: 4}  # 7 shared, rounded up
    _statues(state, 2, 4)
    events = _check(state, 2)
    assert [e.points for e in events_of(events, "dark_condition_fulfilled")] == [3]  # 5 is not awarded


@rule
def test_simultaneous_fulfilment_goes_by_construction_order_space():
    state = _board(2)
    state.bonus[0].dark_revealed = True
    first = seat_to_move(state)
    second = 1 - first
    for seat in (first, second):
        p = state.players[seat]
        p.craftsmen.append(pb.CRAFTSMAN_SCULPTOR_I)
        p.castle[0].statues = 1
        p.castle[1].ground_floor.built = True
        p.castle[1].statues = 2
        p.marble, p.limestone = 3, 3
        state.bonus[0].light_fulfilled_by.append(seat)
    for _ in (first, second):
        state, _ = place(state, pb.ACTION_CONSTRUCTION_ORDER)
        state, _ = play(state, "construction_order", work=pb.WORK_STATUE, sites=[pb.Site(position=1)])
    state = pass_turns(state)
    claims = [(c.seat, c.points) for c in state.bonus[0].dark_claims]
    assert claims == [(first, 7), (second, 5)]


@rule
def test_yellow_estate_disc_and_experience_at_the_top():
    state = _board(yellow=("Y14", "Y13"))
    _statues(state, 0, 1)
    _check(state, 0)
    state, _ = play(state, "choose_bonus_tile", seat=0, tile="Y14")
    assert kind_of(state, 0) == "free_estate_disc"
    rejected(state, "done", "DECISION_REQUIRED", seat=0)
    gold = state.players[0].gold
    state, _ = play(state, "expand_estate", seat=0, space="E2", tile=pb.ESTATE_TILE_FOREST)
    assert state.players[0].gold == gold and 0 in state.estates[1].owners
    state.players[1].experience = 5
    _statues(state, 1, 1)
    _check(state, 1)
    state, _ = play(state, "choose_bonus_tile", seat=1, tile="Y13")
    assert kind_of(state, 1) == "extra_bonus"
    state, _ = play(state, "choose_gain", seat=1, gain=pb.GAIN_WORKER_BACK)
    assert state.players[1].experience == 5
