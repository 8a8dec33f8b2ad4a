"""Game Sequence, End of a Round/Season (steps 1-6), End of a Year, Event Cards, the last round."""
import pytest

from arbiter.games.prestige import components
from arbiter.games.prestige.sections import (
    END_OF_GAME, END_OF_ROUND, END_OF_YEAR, EVENT_CARDS, PRINCIPLE, SEQUENCE, WORKERS,
)
from arbiter.games.prestige.seasons import lower_bar_after
from arbiter.prestige.v1 import prestige_pb2 as pb
from tests.games.prestige.helpers import (
    G,
    after_setup,
    calm,
    events_of,
    kind_of,
    next_season,
    simple_move,
    pass_turns,
    place,
    play,
    rejected,
    seat_to_move,
)

BUILTIN = components.builtin()  # the built-in edition's components

A = pb


@pytest.mark.rule("Prestige: Example of a Round with 2 Players")
def test_two_player_round_walk_through():
    """The rulebook's walk-through, RED starting. Its third step (a third
    steward on the Resource Works) cannot happen with 2 players, whose
    Resource Works open only two spaces: RED goes to the Estates instead.
    The final turn order follows steps 1-3, not the example's printed one."""
    state = calm(after_setup(2, seed=1))
    red = state.start_player
    blue = 1 - red

    def step(seat, action, expected_space):
        nonlocal state
        assert seat_to_move(state) == seat
        state, events = place(state, action)
        assert events_of(events, "steward_placed")[0].space == expected_space
        state, _ = play(state, "done") if action != A.ACTION_START_PLAYER else play(state, "choose_gain", gain=1)

    step(red, A.ACTION_RESOURCE_WORKS, 1)
    step(blue, A.ACTION_RESOURCE_WORKS, 2)
    rejected(state, "place_steward", "NO_FREE_SPACE", action=A.ACTION_RESOURCE_WORKS)
    step(red, A.ACTION_ESTATES, 1)
    step(blue, A.ACTION_MARKET, 1)
    step(red, A.ACTION_ESTATES, 2)
    step(blue, A.ACTION_CONSTRUCTION_ORDER, 1)
    step(red, A.ACTION_CONSTRUCTION_ORDER, 2)
    step(blue, A.ACTION_MARKET, 2)
    step(red, A.ACTION_CRAFTSMAN, 1)
    assert seat_to_move(state) == blue
    bar_before_last = None
    state, _ = place(state, A.ACTION_CONSTRUCTION_ORDER)  # BLUE's fifth steward, space 3
    bar_before_last = lower_bar_after(state)
    state, _ = play(state, "done")
    # Craftsman, Estates (2, 1), Market (2, 1), Construction Order (3, 2, 1), Resource Works (2, 1)
    expected = [red, red, red, blue, blue, blue, red, blue, blue, red]
    assert bar_before_last == expected
    assert list(state.lower_bar) == expected
    # as in the example, BLUE is on turn three times in a row
    assert expected[3:6] == [blue] * 3


@pytest.mark.rule(END_OF_ROUND)
def test_steps_1_to_3_build_the_lower_bar():
    state = calm(after_setup(4, seed=2))
    bar = state.action_bar
    bar[0].stewards.extend([3, 1])           # Start Player: space 1 at the left
    bar[1].stewards.extend([0, 2])           # Craftsman
    bar[3].stewards.extend([1])              # Market
    bar[4].stewards.extend([2, 0, 3])        # Construction Order
    bar[5].stewards.extend([0, 1, 2, 3])     # Resource Works: space 1 becomes last
    assert lower_bar_after(state) == [3, 1, 2, 0, 1, 3, 0, 2, 3, 2, 1, 0]


@pytest.mark.rule(PRINCIPLE)
def test_several_turns_in_a_row():
    state = calm(after_setup(2, seed=3))
    # The first steward's seat is already awaited (the drawn start player); the rest follow the bar.
    a = seat_to_move(state)
    b = 1 - a
    state.lower_bar[:] = [a, a, a, b, b, b, b, b, a, a]
    seats = []
    for _ in range(10):
        seats.append(seat_to_move(state))
        state = pass_turns(state, 1)
    assert seats == [a, a, a, b, b, b, b, b, a, a]


@pytest.mark.rule(END_OF_ROUND)
def test_price_markers_reset_income_and_buy_back():
    state = calm(after_setup(2, seed=4))
    for p in state.players:
        p.workers, p.tavern = 10, 2
    state.raised_prices.append(pb.MARKET_LINE_HIRE_TWO_WORKERS)
    gold = [p.gold for p in state.players]
    state = pass_turns(state)
    assert not state.raised_prices
    assert [p.gold for p in state.players] == [g + 3 for g in gold]  # base income with no tax estate
    assert sorted(d.seat for d in G.pending(state)) == [0, 1]  # 5b, at once
    assert all(d.kind == "buy_back_worker" for d in G.pending(state))
    state, _ = play(state, "buy_back_worker", seat=0)
    assert state.players[0].tavern == 1 and state.players[0].gold == gold[0] + 2
    assert [d.seat for d in G.pending(state)] == [1]
    state, _ = play(state, "done", seat=1)
    assert state.season == pb.SEASON_SUMMER and state.phase == pb.PHASE_ACTIONS


@pytest.mark.rule(WORKERS)
def test_resource_works_workers_come_back_at_season_end():
    state = calm(after_setup(2, seed=4))
    seat = seat_to_move(state)
    state, _ = place(state, A.ACTION_RESOURCE_WORKS)
    state, _ = play(state, "take_resources", resource=pb.RESOURCE_WOOD, amount=3)
    assert state.players[seat].workers == 9
    state = pass_turns(state)
    assert state.players[seat].workers == 12 and state.players[seat].workers_at_works == 0


@pytest.mark.rule(EVENT_CARDS)
def test_two_stack_reveal():
    state = after_setup(2, seed=6)
    card = state.event_card
    assert state.event == BUILTIN.EVENT_CARDS[card][pb.SEASON_SPRING]
    state = next_season(state)
    assert state.season == pb.SEASON_SUMMER and state.event_card == card
    assert state.event == BUILTIN.EVENT_CARDS[card][pb.SEASON_SUMMER]
    autumn_card = state.autumn_winter_stack[0]
    state = next_season(state)
    assert state.event_card == autumn_card and state.autumn_winter_count == 2
    assert state.event == BUILTIN.EVENT_CARDS[autumn_card][pb.SEASON_AUTUMN]
    state = next_season(state)
    assert state.event == BUILTIN.EVENT_CARDS[autumn_card][pb.SEASON_WINTER]


@pytest.mark.rule(END_OF_YEAR)
def test_firewood_and_penalty():
    from arbiter.games.prestige.seasons import _firewood
    state = after_setup(2, seed=1)
    a, b = state.players
    for pos in a.castle[:3]:
        pos.ground_floor.built = True
    a.castle[0].second_storey.built = True  # 4 building tiles: 2 wood
    a.wood, b.wood = 5, 0                    # b: 1 building tile, no wood: -3
    events = _firewood(state)
    assert (a.wood, a.wood_penalties, b.wood_penalties) == (3, 0, 1)
    assert events_of(events, "goods_changed")[1].wood_penalties == 1


@pytest.mark.rule(END_OF_YEAR)
def test_new_craftsmen_each_year():
    state = after_setup(3, seed=2)
    state.season = pb.SEASON_WINTER
    for _ in range(2):
        state = next_season(state)
        displayed = {s.craftsman for s in state.craftsmen if s.displayed}
        year2 = {pb.CRAFTSMAN_SCULPTOR_I, pb.CRAFTSMAN_STONEMASON_I, pb.CRAFTSMAN_MASTER_BUILDER_II,
                 pb.CRAFTSMAN_CARPENTER_II, pb.CRAFTSMAN_STUCCO_WORKER_II}
        if state.year == 2:
            assert displayed == year2
        else:
            assert displayed == set(BUILTIN.CRAFTSMAN_YEAR) - set(BUILTIN.STARTING_CRAFTSMEN)
        state.season = pb.SEASON_WINTER


@pytest.mark.rule(END_OF_GAME)
def test_last_round_ends_the_game_with_firewood_and_no_income():
    state = calm(after_setup(2, seed=8))
    state.year, state.season = 3, pb.SEASON_WINTER
    state.players[0].wood, state.players[1].wood = 0, 2
    gold = [p.gold for p in state.players]
    state = pass_turns(state)
    assert state.phase == pb.PHASE_GAME_OVER and not G.pending(state)
    assert [p.gold for p in state.players] == gold
    assert [p.wood_penalties for p in state.players] == [1, 0]
    assert G.outcome(state) is not None


@pytest.mark.rule(SEQUENCE)
def test_twelve_rounds_of_five_stewards():
    state = after_setup(3, seed=9)
    seasons = {}
    placed = 0
    while state.phase != pb.PHASE_GAME_OVER:
        seat = state.awaiting[0].seat
        seasons[(state.year, state.season)] = state.event
        if kind_of(state, seat) == "place_steward":
            placed += 1
        state, _ = G.apply(state, seat, simple_move(state, seat))
    assert len(seasons) == 12
    ill = sum(1 for e in seasons.values() if e == pb.SEASON_EVENT_ILLNESS)
    assert placed == 12 * 15 - 3 * ill  # 5 stewards each, 4 in a season of Illness
