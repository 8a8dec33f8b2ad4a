"""Game Preparation, and the game options through which the players' choices
of Game Preparation are made: "Each player chooses a colour" and "Agree on
which player goes first"."""
from __future__ import annotations

from collections.abc import Mapping

from arbiter.engine import InvalidConfig, Option, Rng
from arbiter.nottingham.v1 import nottingham_pb2 as pb

from arbiter.games.nottingham import turn
from arbiter.games.nottingham.components import COLOUR_SET, ITEMS, of

Event = pb.Event

MAX_PLAYERS = 7
AUTO = "auto"
RANDOM = "random"
# Option values name the colours as the rulebook does ("red", ...).
COLOUR_VALUES = {pb.Colour.Name(c)[len("COLOUR_"):].lower(): c for c in sorted(COLOUR_SET)}


def colour_option(seat: int) -> str:
    return f"seat_{seat}_colour"


# The defaults keep seat n on the n-th colour of the edition's list and seat
# 0 first, so a game set up without options is the same as before them.
OPTIONS = (
    Option("first_player", "Game Preparation: \"Agree on which player goes first\": the seat that goes first, "
           "or random (drawn with the game's seed).", (*map(str, range(MAX_PLAYERS)), RANDOM), "0"),
    *(Option(colour_option(seat), f"Game Preparation: \"Each player chooses a colour\": seat {seat}'s colour; "
             "auto takes the first of the edition's colours no other seat chose.", (AUTO, *COLOUR_VALUES), AUTO)
      for seat in range(MAX_PLAYERS)),
)


def seat_colours(options: Mapping[str, str], players: int, edition_colours) -> list[int]:
    """Each seat's colour: the one its option names, or (auto) the first of
    the edition's colours left unchosen, seat by seat."""
    chosen: dict[int, int] = {}
    for seat in range(MAX_PLAYERS):
        value = options.get(colour_option(seat), AUTO)
        if value == AUTO:
            continue
        if seat >= players:
            raise InvalidConfig(f"options[{colour_option(seat)}]", f"there are only {players} players")
        colour = COLOUR_VALUES[value]
        if colour in chosen.values():
            raise InvalidConfig(f"options[{colour_option(seat)}]", f"{value} is already another seat's colour")
        chosen[seat] = colour
    left = iter(c for c in edition_colours if c not in chosen.values())
    return [chosen[seat] if seat in chosen else next(left) for seat in range(players)]


def first_player(options: Mapping[str, str], players: int, rng: Rng) -> int:
    value = options.get("first_player", "0")
    if value == RANDOM:
        return rng.below(players)
    if int(value) >= players:
        raise InvalidConfig("options[first_player]", f"seats are 0 to {players - 1}")
    return int(value)


def setup(state: pb.State, players: int, rng: Rng, options: Mapping[str, str] | None = None) -> list[pb.Event]:
    """The Sheriff on Nottingham; the item cards shuffled and 3 dealt to each
    player; one colour per player (the options' choices; by default seat n
    plays the n-th colour of the edition's list); the ambush cards shuffled
    without the unused colours; the assignment pairs laid out; the first
    player (an option; seat 0 by default) draws a card."""
    options = options or {}
    events: list[pb.Event] = []
    components = of(state)
    colours = seat_colours(options, players, components.colours)
    state.sheriff_track.extend(components.sheriff_track)
    state.sheriff_space = 0

    deck = [item for item in ITEMS for _ in range(components.copies[item])]
    rng.shuffle(deck)
    events.append(Event(draw_pile_shuffled=pb.DrawPileShuffled(size=len(deck))))
    for seat, colour in enumerate(colours):
        hand = sorted(deck.pop() for _ in range(components.starting_hand))
        state.players.add(colour=colour, hand=hand, hand_size=len(hand))
        events.append(Event(hand_dealt=pb.HandDealt(seat=seat, items=hand, count=len(hand))))
    state.draw_pile.extend(deck)
    state.draw_pile_size = len(deck)

    ambush = [c.message() for c in components.ambush_in_play(colours)]
    rng.shuffle(ambush)
    state.ambush_pile.extend(ambush)
    state.ambush_pile_size = len(ambush)
    events.append(Event(ambush_pile_shuffled=pb.AmbushPileShuffled(size=len(ambush))))

    for spec in components.assignments.values():
        state.assignments.add(assignment=spec.assignment, one_figure_points=spec.one_figure,
                              two_figure_points=spec.two_figure)

    state.active = first_player(options, players, rng)
    state.turn = 1
    state.target = state.deciding = -1
    turn.start_turn(state, rng, events)
    return events
