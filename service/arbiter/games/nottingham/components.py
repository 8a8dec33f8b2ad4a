"""The components of Nottingham: items, colours, ambush cards, assignments and
the Sheriff's path (Game Materials, Game Preparation), compiled from the
edition a game is played with (`arbiter.nottingham.v1.Rules`; the built-in
one is `data/builtin.json`, docs/editions.md).

Printed values the rulebook leaves to its pictures (the Sheriff's numbers, the
assignment points, the items on the two-item ambush cards) are stand-ins from
shared/reference/nottingham.md, marked PROVENANCE_STAND_IN in the edition.
What does not vary between editions (the seven items and the action each
carries, the red-banner attacks) stays here as code.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from arbiter.engine import editions
from arbiter.nottingham.v1 import nottingham_pb2 as pb

GAME_ID = "nottingham"
BUILTIN_EDITION = str(Path(__file__).parent / "data" / "builtin.json")

# ------------------------------------------------------------------ items

COPPER_COIN = pb.ITEM_COPPER_COIN
SILVER_CANDLESTICK = pb.ITEM_SILVER_CANDLESTICK
GOLD = pb.ITEM_GOLD
PEARLS = pb.ITEM_PEARLS
JEWELS = pb.ITEM_JEWELS
NECKLACE = pb.ITEM_NECKLACE
CHEST = pb.ITEM_CHEST

# The seven items in the rulebook's order; each carries one action, fixed by
# the rules (The Actions), whatever an edition prints.
ITEMS: tuple[pb.Item, ...] = (COPPER_COIN, SILVER_CANDLESTICK, GOLD, PEARLS, JEWELS, NECKLACE, CHEST)
ITEM_SET = frozenset(ITEMS)
ACTIONS: dict[int, str] = {
    COPPER_COIN: "Purchase", SILVER_CANDLESTICK: "Steal", GOLD: "Ambush", PEARLS: "Rob",
    JEWELS: "Hold Up", NECKLACE: "Defend", CHEST: "Trade",
}

# Actions on a red banner: the ones a Defend card answers (The Actions / Defend).
ATTACKS = frozenset({SILVER_CANDLESTICK, PEARLS, JEWELS})

# ---------------------------------------------------------------- colours

# The seven pawn colours (Game Materials); an edition orders them by seat.
COLOUR_SET = frozenset({
    pb.COLOUR_RED, pb.COLOUR_YELLOW, pb.COLOUR_GREEN, pb.COLOUR_BLUE,
    pb.COLOUR_PURPLE, pb.COLOUR_WHITE, pb.COLOUR_GREY,
})

# ----------------------------------------------------------- ambush cards


@dataclass(frozen=True)
class AmbushCardSpec:
    id: int
    colour: int  # COLOUR_UNSPECIFIED on a two-item card
    items: tuple[int, ...]  # empty on a colour card

    def message(self) -> pb.AmbushCard:
        return pb.AmbushCard(id=self.id, colour=self.colour or None, items=self.items)


def ambush_matches(card: pb.AmbushCard, item: int, trader_colour: int) -> bool:
    """Can `card` strike a trade-in of `item` by a player of `trader_colour`?
    (The Actions / Ambush / Activating an ambush card.)"""
    if card.colour:
        return card.colour == trader_colour
    return item in card.items


# ------------------------------------------------------------ assignments


@dataclass(frozen=True)
class AssignmentSpec:
    assignment: int
    different_items: int  # how many different items are played
    copies_each: int  # how many cards of each
    one_figure: int  # points while one player has completed it
    two_figure: int  # points each once two players have

    @property
    def cards(self) -> int:
        """How many cards the combination plays out."""
        return self.different_items * self.copies_each



# ------------------------------------------------------------- compiled


@dataclass(frozen=True)
class Components:
    """One edition's components as the rules code reads them."""

    worth: dict[int, int]
    copies: dict[int, int]  # item -> cards in the deck
    name: dict[int, str]
    starting_hand: int
    colours: tuple[int, ...]  # by default seat n plays colours[n] (setup.OPTIONS)
    ambush_cards: dict[int, AmbushCardSpec]  # by id
    ambush_draw: int  # cards the Ambush action draws
    ambush_by_colour: dict[int, int]  # colour -> its ambush card id
    assignments: dict[int, AssignmentSpec]
    completions_per_assignment: int
    assignment_cards: int  # every assignment card
    sheriff_track: tuple[int, ...]  # the numbers of the numbered spaces, in order

    def ambush_in_play(self, colours) -> list[AmbushCardSpec]:
        """The ambush cards of a game whose players have these colours, in
        the edition's order: the two-item cards, and the colour cards of the
        colours in play (Game Preparation: unused colours are removed)."""
        return [c for c in self.ambush_cards.values() if not c.colour or c.colour in colours]


def compile_rules(rules: pb.Rules) -> Components:
    colours = tuple(rules.pawns.colours)
    cards = {c.id: AmbushCardSpec(c.id, c.colour, tuple(c.items)) for c in rules.ambush_deck.cards}
    assignments = {
        a.assignment: AssignmentSpec(a.assignment, a.different_items, a.copies_each, a.one_figure, a.two_figure)
        for a in rules.assignment_cards.assignments
    }
    per = rules.assignment_cards.cards_per_assignment
    return Components(
        worth={i.item: i.worth for i in rules.item_cards.items},
        copies={i.item: i.copies for i in rules.item_cards.items},
        name={i.item: i.name for i in rules.item_cards.items},
        starting_hand=rules.item_cards.starting_hand,
        colours=colours,
        ambush_cards=cards,
        ambush_draw=rules.ambush_deck.draw,
        ambush_by_colour={c.colour: c.id for c in cards.values() if c.colour},
        assignments=assignments,
        completions_per_assignment=per,
        assignment_cards=per * len(assignments),
        sheriff_track=tuple(s.number for s in rules.sheriff_path.spaces if s.kind == pb.SPACE_KIND_NUMBERED),
    )


# of(state): the Components of the edition `state` is played with (one call,
# made several times per move: editions.reader).
of = editions.reader(GAME_ID)


def builtin() -> Components:
    """The components of the built-in edition."""
    return editions.tables(GAME_ID, pb.State().edition)
