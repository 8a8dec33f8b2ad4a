"""General Setup, Personal Setup, Number of Players, the duel variant's setup."""
import pytest

from arbiter.engine import InvalidConfig
from arbiter.games.prestige import components
from arbiter.games.prestige.sections import DUEL, GENERAL_SETUP, NUMBER_OF_PLAYERS, PRINCIPLE
from arbiter.prestige.v1 import prestige_pb2 as pb
from arbiter.v1.engine_pb2 import GameConfig
from tests.games.prestige.helpers import G, after_setup, kind_of, new_game, play, rejected

BUILTIN = components.builtin()  # the built-in edition's components


@pytest.mark.rule(GENERAL_SETUP)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_starting_capital_and_position_bonuses(players):
    state = new_game(players, seed=5)
    start = state.start_player
    order = [(start + i) % players for i in range(players)]
    # 5 gold each; positions 3 and 4 have 1 more; positions 2-4 choose limestone or wood
    assert [state.players[s].gold for s in order] == [5, 5, 6, 6][:players]
    assert sorted(d.seat for d in G.pending(state)) == sorted(order[1:])
    assert all(d.kind == "starting_resource" for d in G.pending(state))
    second = order[1]
    state, _ = play(state, "choose_gain", seat=second, gain=pb.GAIN_LIMESTONE)
    assert state.players[second].limestone == 1
    if players > 2:
        rejected(state, "choose_gain", "GAIN_NOT_OFFERED", seat=order[2], gain=pb.GAIN_GOLD)


@pytest.mark.rule(GENERAL_SETUP)
def test_personal_setup():
    p = new_game(3).players[0]
    assert list(p.craftsmen) == [pb.CRAFTSMAN_MASTER_BUILDER_I, pb.CRAFTSMAN_CARPENTER_I, pb.CRAFTSMAN_STUCCO_WORKER_I]
    assert p.workers == 12 and p.experience == 0
    assert p.exterior == 8 and p.interior == 0  # the starting ground floor
    assert p.castle[0].ground_floor.built and not p.castle[1].ground_floor.built


@pytest.mark.rule(GENERAL_SETUP)
@pytest.mark.parametrize("players,sculptor,stonemason", [(4, [3, 4, 4, 5], [2, 3, 3, 3]), (3, [3, 4, 5], [2, 3, 3]),
                                                          (2, [3, 4], [2, 3])])
def test_craftsman_price_stacks(players, sculptor, stonemason):
    stacks = {s.craftsman: s for s in new_game(players).craftsmen}
    assert list(stacks[pb.CRAFTSMAN_SCULPTOR_I].prices) == sculptor
    assert list(stacks[pb.CRAFTSMAN_STONEMASON_I].prices) == stonemason
    displayed = {c for c, s in stacks.items() if s.displayed}
    assert displayed == {pb.CRAFTSMAN_SCULPTOR_I, pb.CRAFTSMAN_STONEMASON_I}
    assert all(len(s.prices) == players for s in stacks.values())


@pytest.mark.rule(DUEL)
def test_duel_craftsman_prices():
    stacks = {s.craftsman: list(s.prices) for s in new_game(2, variant="duel").craftsmen}
    assert stacks[pb.CRAFTSMAN_SCULPTOR_I] == [3, 5]
    assert stacks[pb.CRAFTSMAN_STONEMASON_III] == [3, 5]
    assert stacks[pb.CRAFTSMAN_CARPENTER_II] == [2, 3]
    with pytest.raises(InvalidConfig):
        G.new_game(GameConfig(players=3, variant="duel"))


@pytest.mark.rule(GENERAL_SETUP)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_bonus_board_and_yellow_tiles(players):
    state = new_game(players, seed=11)
    assert len(state.bonus) == 5
    assert all(c.light in BUILTIN.LIGHT_CONDITIONS and c.dark in BUILTIN.DARK_CONDITIONS for c in state.bonus)
    assert not any(c.dark_revealed for c in state.bonus)
    assert len(state.yellow_tiles) == 3 * players


@pytest.mark.rule(GENERAL_SETUP)
def test_event_cards_on_two_stacks():
    state = after_setup(2, seed=3)
    # spring began: one card from the spring/summer stack is face up
    assert state.spring_summer_count == 2 and len(state.spring_summer_stack) == 2
    assert state.autumn_winter_count == 3 and len(state.autumn_winter_stack) == 3
    cards = {state.event_card, *state.spring_summer_stack, *state.autumn_winter_stack}
    assert len(cards) == 6 and cards <= set(BUILTIN.EVENT_CARDS)
    assert state.event == BUILTIN.EVENT_CARDS[state.event_card][pb.SEASON_SPRING]


@pytest.mark.rule(GENERAL_SETUP)
def test_first_game_recommendation():
    state = after_setup(3, seed=4, first_game="yes")
    assert [c.light for c in state.bonus] == list(BUILTIN.FIRST_GAME_LIGHT)
    assert {state.event_card, *state.spring_summer_stack} == set(BUILTIN.FIRST_GAME_CARDS["spring_summer"])
    assert set(state.autumn_winter_stack) == set(BUILTIN.FIRST_GAME_CARDS["autumn_winter"])


@pytest.mark.rule(PRINCIPLE)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_first_round_is_clockwise_from_a_drawn_start_player(players):
    starts = {new_game(players, seed=s).start_player for s in range(20)}
    assert starts == set(range(players))
    state = after_setup(players, seed=2)
    s = state.start_player
    assert list(state.lower_bar) == [(s + i) % players for i in range(players)] * 5
    assert kind_of(state, s) == "place_steward"


@pytest.mark.rule(NUMBER_OF_PLAYERS)
@pytest.mark.parametrize("players,spaces", [(2, [1, 2, 2, 2, 3, 2]), (3, [2, 3, 3, 3, 4, 3]), (4, [3, 4, 4, 4, 5, 4])])
def test_open_spaces_by_player_count(players, spaces):
    assert [BUILTIN.OPEN_SPACES[a][players] for a in BUILTIN.ACTIONS_LEFT_TO_RIGHT] == spaces
    assert sum(spaces) >= 5 * players  # every steward can always be placed
