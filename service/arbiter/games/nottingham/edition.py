"""What the rulebook requires of a Nottingham edition, and how an edition is
cut down to one player count (docs/editions.md).

The rulebook prints the item cards (Game Materials, the worth table under The
Actions), the make-up of the ambush deck and of the assignments, and the
pawns; an edition must match them. What it leaves to the board and card
pictures (the Sheriff's numbers, assignment points, the two-item ambush
cards, where the spaces are drawn) an edition may set, within the ranges the
printed components are known to use (docs/games/nottingham.md).
"""
from __future__ import annotations

from collections import Counter

from arbiter.engine import constraints
from arbiter.engine.constraints import At, Check, Constraint, count, that, when
from arbiter.engine.editions import Violation
from arbiter.games.nottingham import sections
from arbiter.games.nottingham.components import ACTIONS, COLOUR_SET, GOLD, ITEMS
from arbiter.games.nottingham.components import compile_rules as compile  # noqa: F401 (the edition hook)
from arbiter.nottingham.v1 import nottingham_pb2 as pb

MATERIALS = "Nottingham: Game Materials"
# Game Materials: 84 item cards, 12 each of 7 different types.
COPIES_EACH = 12
# The worth table (The Actions): an item, its worth and its action are tied.
WORTH = {pb.ITEM_COPPER_COIN: 7, pb.ITEM_SILVER_CANDLESTICK: 8, pb.ITEM_GOLD: 9, pb.ITEM_PEARLS: 10,
         pb.ITEM_JEWELS: 11, pb.ITEM_NECKLACE: 12, pb.ITEM_CHEST: 13}
STARTING_HAND = 3  # Game Preparation
AMBUSH_CARDS = 13  # Game Materials: one per colour and six showing two items
TWO_ITEM_CARDS = AMBUSH_CARDS - len(COLOUR_SET)
AMBUSH_DRAW = 2  # Setting an ambush: draw the top two, keep one
# The combination each assignment asks for: (different items, cards of each).
SHAPES = {pb.ASSIGNMENT_ONE_OF_EACH: (7, 1), pb.ASSIGNMENT_FIVE_OF_A_KIND: (1, 5),
          pb.ASSIGNMENT_FOUR_PAIRS: (4, 2), pb.ASSIGNMENT_THREE_PAIRS: (3, 2)}
CARDS_PER_ASSIGNMENT = 2  # "there are only 2 of each assignment card"
# Ranges the printed components are known to use, which the rulebook does not
# state: structural bounds, not rules (docs/games/nottingham.md, Stand-ins).
POINTS = range(10, 31)
SHERIFF_NUMBERS = range(2, 9)
BOUND = "Nottingham: a structural bound, docs/games/nottingham.md"


def _ambush_card(c, at: At):
    if bool(c.colour) == bool(c.items):
        yield "", "a card shows either a player colour or two items"


def _one_each(kind: str, wanted, what: str, rule: str = MATERIALS) -> Check:
    """Each of `wanted` once, by the entries' `kind` field (Counter: repeats fail)."""
    def ok(v, at):
        seen = Counter(getattr(e, kind) for e in v)
        return set(seen) == set(wanted) and max(seen.values(), default=0) <= 1
    return that(ok, what)


def _neighbours(v, at: At) -> bool:
    n, k = len(at.rules.sheriff_path.spaces), at.index
    return n < 2 or sorted(v) == sorted({(k - 1) % n, (k + 1) % n})


def _space_number(s, at: At):
    if at.index == 0 and (s.kind != pb.SPACE_KIND_NOTTINGHAM or s.number):
        return [("", "the first space is Nottingham, the start and end, with no number")]
    return []


def _colour_cards(cards, at: At) -> bool:
    colours = Counter(c.colour for c in cards if c.colour)
    return set(colours) == COLOUR_SET and max(colours.values(), default=0) <= 1


def _ITEM(v, at: At) -> bool:
    return at.entry.item in WORTH


def _TWO_ITEMS(v, at: At) -> bool:
    return bool(at.entry.items) and not at.entry.colour


CONSTRAINTS: tuple[Constraint, ...] = (
    # Item cards.
    Constraint("itemCards.items", _one_each("item", ITEMS, "exactly one entry for each of the 7 items"), MATERIALS),
    Constraint("itemCards.items[].copies", when(_ITEM, that(lambda v, at: v == COPIES_EACH, lambda v, at: (
        f"{COPIES_EACH} cards of each item, not {v}"))), MATERIALS),
    Constraint("itemCards.items[].worth", when(_ITEM, that(lambda v, at: v == WORTH[at.entry.item], lambda v, at: (
        f"{pb.Item.Name(at.entry.item)} is worth {WORTH[at.entry.item]}, not {v}"))), sections.ACTIONS),
    Constraint("itemCards.items[].action", when(_ITEM, that(lambda v, at: v == ACTIONS[at.entry.item], lambda v, at: (
        f"{pb.Item.Name(at.entry.item)} carries {ACTIONS[at.entry.item]}, not {v!r}"))), sections.ACTIONS),
    Constraint("itemCards.items[].name", when(_ITEM, that(lambda v, at: bool(v),
                                                          "required: the name printed on the card")), MATERIALS),
    Constraint("itemCards.startingHand", that(lambda v, at: v == STARTING_HAND,
                                              lambda v, at: f"{STARTING_HAND} cards per player, not {v}"),
               sections.PREPARATION),

    # Ambush deck.
    Constraint("ambushDeck.cards", count(AMBUSH_CARDS, "ambush cards"), MATERIALS),
    Constraint("ambushDeck.cards[].id", that(
        lambda v, at: v > 0 and sum(1 for c in at.up[-2].cards if c.id == v) == 1,
        lambda v, at: f"a positive id no other ambush card has, not {v}"), MATERIALS),
    Constraint("ambushDeck.cards[]", _ambush_card, MATERIALS),
    Constraint("ambushDeck.cards[].items", when(_TWO_ITEMS, that(
        lambda v, at: len(v) == len(set(v)) == 2 and set(v) <= set(ITEMS), "two different items")), MATERIALS),
    Constraint("ambushDeck.cards[].items", when(_TWO_ITEMS, that(
        lambda v, at: GOLD not in v, "Gold is the Ambush action itself and never a target")),
        sections.AMBUSH_ACTIVATE),
    Constraint("ambushDeck.cards", that(_colour_cards, "one colour card for each of the 7 pawn colours"), MATERIALS),
    Constraint("ambushDeck.cards", that(lambda v, at: sum(1 for c in v if c.items) == TWO_ITEM_CARDS,
                                        f"{TWO_ITEM_CARDS} cards showing two items"), MATERIALS),
    Constraint("ambushDeck.draw", that(lambda v, at: v == AMBUSH_DRAW, f"the Ambush action draws {AMBUSH_DRAW} cards"),
               sections.AMBUSH_SET),

    # Assignments.
    Constraint("assignmentCards.assignments", _one_each(
        "assignment", SHAPES, "exactly one entry for each of the 4 assignments"), sections.ASSIGNMENT),
    Constraint("assignmentCards.assignments[]", when(lambda a, at: a.assignment in SHAPES, that(
        lambda a, at: (a.different_items, a.copies_each) == SHAPES[a.assignment],
        lambda a, at: f"{pb.Assignment.Name(a.assignment)} lays out {SHAPES[a.assignment][0]} different items, "
                      f"{SHAPES[a.assignment][1]} of each")), sections.ASSIGNMENT),
    *(Constraint(f"assignmentCards.assignments[].{side}", that(
        lambda v, at: v in POINTS, f"assignment points lie between {POINTS[0]} and {POINTS[-1]}"), BOUND)
      for side in ("oneFigure", "twoFigure")),
    Constraint("assignmentCards.assignments[].twoFigure", that(
        lambda v, at: at.entry.one_figure > v, "the card with 2 playing figures is worth less than the one with 1"),
        sections.ASSIGNMENT),
    Constraint("assignmentCards.cardsPerAssignment", that(
        lambda v, at: v == CARDS_PER_ASSIGNMENT, f"{CARDS_PER_ASSIGNMENT} cards of each assignment"),
        sections.ASSIGNMENT),

    # The Sheriff's path: Nottingham, then the numbered spaces, in a loop.
    Constraint("sheriffPath.spaces", that(lambda v, at: len(v) >= 2, "Nottingham and at least one numbered space"),
               sections.SHERIFF),
    Constraint("sheriffPath.spaces[].index", that(lambda v, at: v == at.index, lambda v, at: (
        f"spaces are listed in the Sheriff's order: index {at.index}, not {v}")), sections.SHERIFF),
    Constraint("sheriffPath.spaces[]", _space_number, sections.PREPARATION),
    Constraint("sheriffPath.spaces[].kind", when(lambda v, at: at.index > 0, that(
        lambda v, at: v == pb.SPACE_KIND_NUMBERED, "a numbered space after Nottingham")), sections.SHERIFF),
    Constraint("sheriffPath.spaces[].number", when(lambda v, at: at.index > 0, that(
        lambda v, at: v in SHERIFF_NUMBERS,
        lambda v, at: f"a numbered space shows {SHERIFF_NUMBERS[0]} to {SHERIFF_NUMBERS[-1]}, not {v}")), BOUND),
    Constraint("sheriffPath.spaces[].neighbours", that(_neighbours, lambda v, at: (
        f"the path is a loop: space {at.index} lies between {(at.index - 1) % len(at.rules.sheriff_path.spaces)} and "
        f"{(at.index + 1) % len(at.rules.sheriff_path.spaces)}")), sections.SHERIFF),
    Constraint("sheriffPath.spaces[].position", that(lambda v, at: at.entry.HasField("position"),
                                                     "required: where the space is drawn"), MATERIALS),
    Constraint("sheriffPath.spaces[].position", when(lambda v, at: at.entry.HasField("position"), that(
        lambda p, at: 0 <= p.x <= at.rules.sheriff_path.size.x and 0 <= p.y <= at.rules.sheriff_path.size.y,
        "inside the board picture (sheriffPath.size)")), MATERIALS),

    # Pawns.
    Constraint("pawns.colours", that(lambda v, at: sorted(v) == sorted(COLOUR_SET), "each of the 7 pawn colours once"),
               MATERIALS),
)


def validate(rules: pb.Rules) -> list[Violation]:
    return constraints.check(rules, CONSTRAINTS)


def restrict(rules: pb.Rules, variant: str, players: int) -> pb.Rules:
    """A game of `players` uses their colours only: the first `players` pawns
    and, of the colour ambush cards, theirs (Game Preparation). These are the
    colours of a game set up with the default options; the seat_N_colour
    options may choose others (setup.OPTIONS)."""
    if players:
        colours = list(rules.pawns.colours)[:players]
        del rules.pawns.colours[:]
        rules.pawns.colours.extend(colours)
        keep = [c for c in rules.ambush_deck.cards if not c.colour or c.colour in colours]
        del rules.ambush_deck.cards[:]
        rules.ambush_deck.cards.extend(keep)
    return rules
