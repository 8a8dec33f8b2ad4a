"""Game Preparation."""
from __future__ import annotations

from arbiter.engine import Rng
from arbiter.nottingham.v1 import nottingham_pb2 as pb

from arbiter.games.nottingham import turn
from arbiter.games.nottingham.components import ITEMS, of

Event = pb.Event


def setup(state: pb.State, players: int, rng: Rng) -> list[pb.Event]:
    """The Sheriff on Nottingham; the item cards shuffled and 3 dealt to each
    player; one colour per player (seat n plays the n-th colour of the
    edition's list); the ambush cards shuffled without the unused colours;
    the assignment pairs laid out; seat 0 goes first and draws its card."""
    events: list[pb.Event] = []
    components = of(state)
    state.sheriff_track.extend(components.sheriff_track)
    state.sheriff_space = 0

    deck = [item for item in ITEMS for _ in range(components.copies[item])]
    rng.shuffle(deck)
    events.append(Event(draw_pile_shuffled=pb.DrawPileShuffled(size=len(deck))))
    colours = components.colours[:players]
    for seat, colour in enumerate(colours):
        hand = sorted(deck.pop() for _ in range(components.starting_hand))
        state.players.add(colour=colour, hand=hand, hand_size=len(hand))
        events.append(Event(hand_dealt=pb.HandDealt(seat=seat, items=hand, count=len(hand))))
    state.draw_pile.extend(deck)
    state.draw_pile_size = len(deck)

    ambush = [c.message() for c in components.ambush_cards.values() if not c.colour or c.colour in colours]
    rng.shuffle(ambush)
    state.ambush_pile.extend(ambush)
    state.ambush_pile_size = len(ambush)
    events.append(Event(ambush_pile_shuffled=pb.AmbushPileShuffled(size=len(ambush))))

    for spec in components.assignments.values():
        state.assignments.add(assignment=spec.assignment, one_figure_points=spec.one_figure,
                              two_figure_points=spec.two_figure)

    state.active = 0
    state.turn = 1
    state.target = state.deciding = -1
    turn.start_turn(state, rng, events)
    return events
