"""Game Preparation, player counts, and the data files' stand-ins."""
from collections import Counter

import pytest

from arbiter.engine import InvalidConfig
from arbiter.games.nottingham import components
from arbiter.games.nottingham import sections as R
from arbiter.nottingham.v1 import nottingham_pb2 as pb
from arbiter.v1.engine_pb2 import PROVENANCE_PRINTED, PROVENANCE_STAND_IN, GameConfig

from tests.games.nottingham.helpers import GAME, kinds, new_game, of_kind, pending

@pytest.mark.rule(R.PREPARATION)
@pytest.mark.parametrize("players", range(3, 8))
def test_preparation(players):
    state, events = GAME.new_game(GameConfig(players=players, seed=5))
    assert [p.hand_size for p in state.players] == [3] * players
    assert all(len(p.hand) == 3 for p in state.players)
    # 84 item cards: the hands, the draw pile and seat 0's revealed card.
    cards = Counter(state.draw_pile) + Counter([state.revealed_card])
    for p in state.players:
        cards.update(p.hand)
    assert cards == {item: 12 for item in components.ITEMS}
    assert state.draw_pile_size == 84 - 3 * players - 1
    # Colours in the rulebook's order; the ambush cards of unused colours removed.
    assert [p.colour for p in state.players] == list(components.builtin().colours[:players])
    colours = {c.colour for c in state.ambush_pile if c.colour}
    assert colours == set(components.builtin().colours[:players])
    assert state.ambush_pile_size == 6 + players
    # Four assignment pairs, nobody has completed any; the Sheriff on Nottingham.
    assert sorted(s.assignment for s in state.assignments) == [1, 2, 3, 4]
    assert all(not s.completed_by for s in state.assignments)
    assert state.sheriff_space == 0
    # Seat 0 goes first and has drawn and revealed its card.
    assert pending(state) == [(0, "take_or_act")]
    assert state.phase == pb.PHASE_TAKE_OR_ACT and state.revealed_card
    assert kinds(events)[0] == "draw_pile_shuffled" and kinds(events)[-1] == "card_revealed"
    assert len(of_kind(events, "hand_dealt")) == players


@pytest.mark.rule(R.PREPARATION)
@pytest.mark.parametrize("players", [0, 2, 8])
def test_three_to_seven_players(players):
    with pytest.raises(InvalidConfig):
        GAME.new_game(GameConfig(players=players, seed=1))


@pytest.mark.rule(R.PREPARATION)
def test_the_seed_decides_the_deal():
    assert new_game(4, 9) == new_game(4, 9)
    assert new_game(4, 9).draw_pile != new_game(4, 10).draw_pile


def test_printed_values_the_rulebook_leaves_out_are_marked_stand_ins():
    """The Sheriff's numbers, the assignment points and the items on the
    two-item ambush cards come from the reference's proposals."""
    rules = GAME.editions.default.rules
    assert rules.sheriff_path.source.provenance == PROVENANCE_STAND_IN
    assert rules.assignment_cards.source.provenance == PROVENANCE_STAND_IN
    assert rules.ambush_deck.source.provenance == PROVENANCE_STAND_IN
    assert rules.item_cards.source.provenance == PROVENANCE_PRINTED
    assert rules.pawns.source.provenance == PROVENANCE_PRINTED
    assert GAME.editions.default.stand_in


@pytest.mark.rule(R.PREPARATION)
def test_the_components():
    c = components.builtin()
    assert [c.worth[i] for i in components.ITEMS] == [7, 8, 9, 10, 11, 12, 13]
    assert sum(c.copies.values()) == 84
    assert len(c.ambush_cards) == 13
    two_item = [card for card in c.ambush_cards.values() if card.items]
    assert len(two_item) == 6
    # No ambush card shows Gold; each other item is on exactly two cards.
    shown = Counter(i for card in two_item for i in card.items)
    assert components.GOLD not in shown and set(shown.values()) == {2}
    assert len(c.assignments) == 4 and c.assignment_cards == 8
    assert all(2 <= n <= 8 for n in c.sheriff_track)


# Game Preparation leaves two choices to the players: "Each player chooses a
# colour" and "Agree on which player goes first". They are game options; the
# defaults (seat n the n-th colour, seat 0 first) are the game without them.


def _with(players: int, seed: int = 5, **options) -> pb.State:
    state, _ = GAME.new_game(GameConfig(players=players, seed=seed, options=options))
    return state


@pytest.mark.rule(R.PREPARATION)
def test_the_players_agree_on_who_goes_first():
    state, events = GAME.new_game(GameConfig(players=4, seed=5, options={"first_player": "2"}))
    assert pending(state) == [(2, "take_or_act")] and state.active == 2
    assert of_kind(events, "card_revealed")[0].seat == 2
    default = _with(4)
    assert [p.hand for p in state.players] == [p.hand for p in default.players]  # the same deal
    with pytest.raises(InvalidConfig) as e:
        _with(4, first_player="4")
    assert e.value.field == "options[first_player]"


@pytest.mark.rule(R.PREPARATION)
def test_the_first_player_may_be_drawn_by_lot():
    firsts = {_with(3, seed, first_player="random").active for seed in range(30)}
    assert firsts == {0, 1, 2}
    assert _with(3, 7, first_player="random") == _with(3, 7, first_player="random")


@pytest.mark.rule(R.PREPARATION)
def test_each_player_chooses_a_colour():
    state = _with(3, seat_0_colour="grey", seat_2_colour="red")
    # Seat 1 (auto) takes the first colour of the edition's list nobody chose.
    assert [p.colour for p in state.players] == [pb.COLOUR_GREY, pb.COLOUR_YELLOW, pb.COLOUR_RED]
    colours = {c.colour for c in state.ambush_pile if c.colour}
    assert colours == {pb.COLOUR_GREY, pb.COLOUR_YELLOW, pb.COLOUR_RED}  # unused colours' cards removed
    assert state.ambush_pile_size == 6 + 3
    assert not GAME.invariant_violations(state)
    for options, field in (({"seat_0_colour": "red", "seat_1_colour": "red"}, "options[seat_1_colour]"),
                           ({"seat_3_colour": "blue"}, "options[seat_3_colour]"),
                           ({"seat_0_colour": "orange"}, "options[seat_0_colour]")):
        with pytest.raises(InvalidConfig) as e:
            _with(3, **options)
        assert e.value.field == field


@pytest.mark.rule(R.PREPARATION)
def test_without_options_the_colours_go_in_order_and_seat_zero_starts():
    state = _with(5)
    assert state == _with(5, first_player="0", **{f"seat_{s}_colour": "auto" for s in range(7)})
    assert [p.colour for p in state.players] == list(components.builtin().colours[:5]) and state.active == 0
