"""Hidden information: hands are secret (their sizes public), the deck order is
secret, blindly drawn cards are seen only by the two players involved. Checked
per seat and for spectators."""
from __future__ import annotations

import pytest

from arbiter.engine import SPECTATOR
from arbiter.games.nuremberg.components import MATERIALS
from arbiter.nuremberg.v1 import nuremberg_pb2 as pb
from arbiter.v1.engine_pb2 import GameConfig

from .helpers import BLUE, GAME, ORANGE, RED, WHITE, S, card, draw, new_game, of_kind, play, set_hand

VIEWERS = [SPECTATOR, RED, BLUE, WHITE, ORANGE]


@pytest.mark.rule(S.SETUP)
@pytest.mark.parametrize("viewer", VIEWERS)
def test_each_seat_sees_only_its_own_hand_and_every_hand_size(viewer):
    s = new_game(4)
    v = GAME.project(s, viewer)
    for seat, p in enumerate(v.players):
        real = s.players[seat]
        assert p.hand_size == real.hand_size and p.gold == real.gold
        if seat == viewer:
            assert p.hand == real.hand
        else:
            assert not any(getattr(p.hand, m) for m in MATERIALS)
    assert not GAME.view_leaks(s, viewer, v, [])


@pytest.mark.rule(S.EVENT_CARDS)
@pytest.mark.parametrize("viewer", VIEWERS)
def test_the_deck_order_and_the_generator_are_hidden_but_the_deck_size_is_not(viewer):
    s, events = GAME.new_game(GameConfig(players=4, variant="advanced", seed=5))
    v = GAME.project(s, viewer)
    assert not v.deck and v.deck_size == 36 and not v.HasField("rng")
    # Setup events say that the deck was shuffled, not how.
    for e in GAME.project_events(events, viewer):
        if e.WhichOneof("kind") == "deck_shuffled":
            assert e.deck_shuffled.ListFields() == [(pb.DeckShuffled.DESCRIPTOR.fields_by_name["deck_size"], 36)]


@pytest.mark.rule(S.ROBBER_KNIGHT)
@pytest.mark.parametrize("viewer", VIEWERS)
def test_a_stolen_card_is_seen_by_thief_and_victim_only(viewer):
    s = new_game(4)
    for seat in range(4):
        set_hand(s, seat)
    set_hand(s, WHITE, wool=1)
    s, _ = draw(s, card("robber_knight"))
    s, _ = play(s, RED, "move_robber_knight", terrain="T14")
    s, events = play(s, RED, "steal", victim=WHITE)
    [seen] = of_kind(GAME.project_events(events, viewer), "card_drawn_blindly")
    assert (seen.from_seat, seen.to_seat) == (WHITE, RED)
    if viewer in (RED, WHITE):
        assert seen.material == pb.MATERIAL_WOOL
    else:
        assert seen.material == pb.MATERIAL_UNSPECIFIED
    assert not GAME.view_leaks(s, viewer, GAME.project(s, viewer), GAME.project_events(events, viewer))


@pytest.mark.rule(S.ROAD_TOLL)
@pytest.mark.parametrize("viewer", VIEWERS)
def test_a_road_toll_card_drawn_blindly_is_seen_by_the_two_players_only(viewer):
    s = new_game(4)
    s.players[ORANGE].gold = 0
    s, _ = draw(s, card("road_toll", roads=("II",)))
    s, events = play(s, RED, "draw_toll_cards", cards=1)
    [seen] = of_kind(GAME.project_events(events, viewer), "card_drawn_blindly")
    assert (seen.material != pb.MATERIAL_UNSPECIFIED) == (viewer in (RED, ORANGE))


def test_view_leaks_catches_an_unredacted_view_and_event():
    s = new_game(4)
    assert GAME.view_leaks(s, RED, s, [])  # the full state shows the others' hands and the deck
    blind = pb.Event(card_drawn_blindly=pb.CardDrawnBlindly(from_seat=WHITE, to_seat=RED, material=pb.MATERIAL_ORE))
    assert GAME.view_leaks(s, BLUE, GAME.project(s, BLUE), [blind])
    assert not GAME.view_leaks(s, RED, GAME.project(s, RED), [blind])


def test_views_are_copies_and_the_game_over_state_is_public():
    s = new_game(4)
    v = GAME.view(s, RED)
    v.players[RED].gold = 99
    assert s.players[RED].gold == 2 and s.deck  # the truth is untouched
    s.year = 1395
    s, _ = draw(s, card("years_pass"))
    assert GAME.project(s, BLUE).players[RED].hand == s.players[RED].hand


def test_spectators_and_waiting_seats_have_no_moves():
    s = new_game(4)
    assert GAME.moves_for(s, SPECTATOR) == [] and GAME.moves_for(s, BLUE) == []
    assert GAME.templates_for(s, SPECTATOR) == []
