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

from arbiter.engine.editions import Violation
from arbiter.nottingham.v1 import nottingham_pb2 as pb

from arbiter.games.nottingham import sections
from arbiter.games.nottingham.components import ACTIONS, COLOUR_SET, GOLD, ITEMS
from arbiter.games.nottingham.components import compile_rules as compile  # noqa: F401 (the edition hook)

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
# Ranges the printed components use (docs/games/nottingham.md: the sources
# agree on them though not on the values).
POINTS = range(10, 31)
SHERIFF_NUMBERS = range(2, 9)


def validate(rules: pb.Rules) -> list[Violation]:
    out: list[Violation] = []

    def bad(field: str, constraint: str, section: str = MATERIALS) -> None:
        out.append(Violation(field, f"{constraint} ({section})"))

    # Item cards.
    items = rules.item_cards.items
    seen = Counter(i.item for i in items)
    if sorted(seen) != sorted(ITEMS) or max(seen.values(), default=0) > 1:
        bad("itemCards.items", "exactly one entry for each of the 7 items")
    for k, i in enumerate(items):
        f = f"itemCards.items[{k}]"
        if i.item not in WORTH:
            continue
        if i.copies != COPIES_EACH:
            bad(f"{f}.copies", f"{COPIES_EACH} cards of each item, not {i.copies}")
        if i.worth != WORTH[i.item]:
            bad(f"{f}.worth", f"{pb.Item.Name(i.item)} is worth {WORTH[i.item]}, not {i.worth}", sections.ACTIONS)
        if i.action != ACTIONS[i.item]:
            bad(f"{f}.action", f"{pb.Item.Name(i.item)} carries {ACTIONS[i.item]}, not {i.action!r}", sections.ACTIONS)
        if not i.name:
            bad(f"{f}.name", "required: the name printed on the card")
    if rules.item_cards.starting_hand != STARTING_HAND:
        bad("itemCards.startingHand", f"{STARTING_HAND} cards per player, not {rules.item_cards.starting_hand}",
            sections.PREPARATION)

    # Ambush deck.
    cards = rules.ambush_deck.cards
    if len(cards) != AMBUSH_CARDS:
        bad("ambushDeck.cards", f"{AMBUSH_CARDS} ambush cards, not {len(cards)}")
    ids = Counter(c.id for c in cards)
    for k, c in enumerate(cards):
        f = f"ambushDeck.cards[{k}]"
        if c.id <= 0 or ids[c.id] > 1:
            bad(f"{f}.id", f"a positive id no other ambush card has, not {c.id}")
        if bool(c.colour) == bool(c.items):
            bad(f, "a card shows either a player colour or two items")
        elif c.items:
            if len(c.items) != 2 or len(set(c.items)) != 2 or not set(c.items) <= set(ITEMS):
                bad(f"{f}.items", "two different items")
            if GOLD in c.items:
                bad(f"{f}.items", "Gold is the Ambush action itself and never a target", sections.AMBUSH_ACTIVATE)
    colours = Counter(c.colour for c in cards if c.colour)
    if set(colours) != COLOUR_SET or max(colours.values(), default=0) > 1:
        bad("ambushDeck.cards", "one colour card for each of the 7 pawn colours")
    if sum(1 for c in cards if c.items) != TWO_ITEM_CARDS:
        bad("ambushDeck.cards", f"{TWO_ITEM_CARDS} cards showing two items")
    if rules.ambush_deck.draw != AMBUSH_DRAW:
        bad("ambushDeck.draw", f"the Ambush action draws {AMBUSH_DRAW} cards", sections.AMBUSH_SET)

    # Assignments.
    asg = rules.assignment_cards
    kinds = Counter(a.assignment for a in asg.assignments)
    if set(kinds) != set(SHAPES) or max(kinds.values(), default=0) > 1:
        bad("assignmentCards.assignments", "exactly one entry for each of the 4 assignments", sections.ASSIGNMENT)
    for k, a in enumerate(asg.assignments):
        f = f"assignmentCards.assignments[{k}]"
        if a.assignment in SHAPES and (a.different_items, a.copies_each) != SHAPES[a.assignment]:
            d, c = SHAPES[a.assignment]
            bad(f, f"{pb.Assignment.Name(a.assignment)} lays out {d} different items, {c} of each", sections.ASSIGNMENT)
        if a.one_figure not in POINTS:
            bad(f"{f}.oneFigure", f"assignment points lie between {POINTS[0]} and {POINTS[-1]}", sections.ASSIGNMENT)
        if a.two_figure not in POINTS:
            bad(f"{f}.twoFigure", f"assignment points lie between {POINTS[0]} and {POINTS[-1]}", sections.ASSIGNMENT)
        if a.one_figure <= a.two_figure:
            bad(f"{f}.twoFigure", "the card with 2 playing figures is worth less than the one with 1",
                sections.ASSIGNMENT)
    if asg.cards_per_assignment != CARDS_PER_ASSIGNMENT:
        bad("assignmentCards.cardsPerAssignment", f"{CARDS_PER_ASSIGNMENT} cards of each assignment",
            sections.ASSIGNMENT)

    # The Sheriff's path: Nottingham, then the numbered spaces, in a loop.
    spaces = rules.sheriff_path.spaces
    n = len(spaces)
    if n < 2:
        bad("sheriffPath.spaces", "Nottingham and at least one numbered space", sections.SHERIFF)
    for k, s in enumerate(spaces):
        f = f"sheriffPath.spaces[{k}]"
        if s.index != k:
            bad(f"{f}.index", f"spaces are listed in the Sheriff's order: index {k}, not {s.index}", sections.SHERIFF)
        if k == 0:
            if s.kind != pb.SPACE_KIND_NOTTINGHAM or s.number:
                bad(f, "the first space is Nottingham, the start and end, with no number", sections.PREPARATION)
        elif s.kind != pb.SPACE_KIND_NUMBERED or s.number not in SHERIFF_NUMBERS:
            bad(f"{f}.number", f"a numbered space shows {SHERIFF_NUMBERS[0]} to {SHERIFF_NUMBERS[-1]}, "
                               f"not {s.number}", sections.SHERIFF)
        if n >= 2 and sorted(s.neighbours) != sorted({(k - 1) % n, (k + 1) % n}):
            bad(f"{f}.neighbours", f"the path is a loop: space {k} lies between {(k - 1) % n} and {(k + 1) % n}",
                sections.SHERIFF)
        if not s.HasField("position"):
            bad(f"{f}.position", "required: where the space is drawn")
        elif not (0 <= s.position.x <= rules.sheriff_path.size.x and 0 <= s.position.y <= rules.sheriff_path.size.y):
            bad(f"{f}.position", "inside the board picture (sheriffPath.size)")

    # Pawns.
    pawns = list(rules.pawns.colours)
    if sorted(pawns) != sorted(COLOUR_SET):
        bad("pawns.colours", "each of the 7 pawn colours once")
    return out


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
