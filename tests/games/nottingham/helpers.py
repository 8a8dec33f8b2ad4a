"""Building Nottingham positions by hand for the rules tests.

`arrange` starts from a seeded setup and lays out the hands, the next cards of
the draw pile, the discard pile and set ambush cards as a test needs, moving
cards rather than inventing them, so every position keeps all 84 item cards
and every ambush card (the invariants hold and are checked after each move).
"""
from __future__ import annotations

from collections import Counter

from arbiter import games
from arbiter.engine import MalformedMove, RuleViolation
from arbiter.nottingham.v1 import nottingham_pb2 as pb
from arbiter.v1.engine_pb2 import GameConfig
from tests.support import refusals

GAME = games.get("nottingham")

COPPER, SILVER, GOLD, PEARLS, JEWELS, NECKLACE, CHEST = (
    pb.ITEM_COPPER_COIN, pb.ITEM_SILVER_CANDLESTICK, pb.ITEM_GOLD, pb.ITEM_PEARLS,
    pb.ITEM_JEWELS, pb.ITEM_NECKLACE, pb.ITEM_CHEST,
)
RED, YELLOW, GREEN = pb.COLOUR_RED, pb.COLOUR_YELLOW, pb.COLOUR_GREEN
# Ambush card ids (the built-in edition, data/builtin.json): colour cards 1..7 in seat order,
# two-item cards 8..13.
RED_CARD, YELLOW_CARD, GREEN_CARD, BLUE_CARD = 1, 2, 3, 4
COPPER_NECKLACE, NECKLACE_SILVER, SILVER_CHEST, CHEST_PEARLS, PEARLS_JEWELS, JEWELS_COPPER = 8, 9, 10, 11, 12, 13


def new_game(players: int = 3, seed: int = 1) -> pb.State:
    state, _ = GAME.new_game(GameConfig(players=players, seed=seed))
    return state


def arrange(players: int = 3, hands: dict[int, list[int]] | None = None, revealed: int | None = None,
            draw: list[int] = (), leftover: str = "draw", ambush: dict[int, list[int]] | None = None,
            ambush_top: list[int] = (), sheriff: int = 0, seed: int = 1) -> pb.State:
    """Seat 0's first turn with the given cards:

    - `hands`: seat -> items (other seats get three cards of items tests
      rarely use);
    - `revealed`: the card seat 0 has just drawn;
    - `draw`: the next cards of the draw pile, first drawn first;
    - `leftover`: where the other cards go: "draw" (under `draw`),
      "discard" (the draw pile is then exactly `draw`) or "victory" (seat 0's
      victory pile; the draw pile is exactly `draw`, the discard pile empty);
    - `ambush`: seat -> ambush card ids set (each takes a Gold beneath it);
      `ambush_top`: the top cards of the ambush pile;
    - `sheriff`: the Sheriff's space.
    """
    state = new_game(players, seed)
    hands = hands or {}
    ambush = ambush or {}
    pool = Counter(state.draw_pile)
    pool.update([state.revealed_card])
    for p in state.players:
        pool.update(p.hand)

    def take(items) -> list[int]:
        for i in items:
            if pool[i] <= 0:
                raise ValueError(f"more than 12 of item {i} asked for")
            pool[i] -= 1
        return list(items)

    for seat, p in enumerate(state.players):
        if seat in hands:
            p.ClearField("hand")
    for seat, items in hands.items():
        p = state.players[seat]
        p.hand.extend(sorted(take(items)))
        p.hand_size = len(p.hand)
    for seat, p in enumerate(state.players):
        if seat not in hands:
            p.ClearField("hand")
            p.hand.extend(sorted(take(_dealt_again(pool))))
            p.hand_size = len(p.hand)
    for seat, ids in ambush.items():
        p = state.players[seat]
        for card_id in ids:
            card = next(c for c in state.ambush_pile if c.id == card_id)
            p.ambush_cards.add().CopyFrom(card)
            take([GOLD])
        p.ambush_card_count = len(p.ambush_cards)
    pile = [c for c in state.ambush_pile if not any(c.id in ids for ids in ambush.values())]
    pile.sort(key=lambda c: (c.id not in ambush_top, list(ambush_top).index(c.id) if c.id in ambush_top else 0))
    cards = [pb.AmbushCard(id=c.id, colour=c.colour, items=c.items) for c in pile]
    state.ClearField("ambush_pile")
    state.ambush_pile.extend(cards)
    state.ambush_pile_size = len(cards)

    if revealed is not None:
        state.revealed_card = take([revealed])[0]
    else:
        state.revealed_card = take([_any(pool)])[0]
    top = take(draw)[::-1]  # the top card is last
    rest = sorted(pool.elements())
    state.ClearField("draw_pile")
    state.ClearField("discard_pile")
    if leftover == "draw":
        state.draw_pile.extend(rest + top)
    else:
        state.draw_pile.extend(top)
        pile = state.discard_pile if leftover == "discard" else state.players[0].victory_pile
        pile.extend(rest)
    state.draw_pile_size = len(state.draw_pile)
    state.sheriff_space = sheriff
    problems = GAME.invariant_violations(state)
    assert not problems, problems
    return state


def _dealt_again(pool: Counter) -> list[int]:
    """Three cards for a seat the test does not care about, preferring items
    it is least likely to use (Chests, then Jewels)."""
    out = []
    for item in (CHEST, JEWELS, SILVER, COPPER, PEARLS, GOLD, NECKLACE):
        while pool[item] > 0 and len(out) < 3 and out.count(item) < 3:
            out.append(item)
            pool[item] -= 1
    for i in out:
        pool[i] += 1
    return out


def _any(pool: Counter) -> int:
    return next(i for i in sorted(pool) if pool[i] > 0)


def mv(kind: str, /, **fields) -> pb.Move:
    """pb.Move with one kind set: mv("steal", target=1)."""
    message = getattr(pb, "".join(w.capitalize() for w in kind.split("_")))
    return pb.Move(**{kind: message(**fields)})


def play(state: pb.State, seat: int, kind: str, /, **fields) -> tuple[pb.State, list[pb.Event]]:
    """Apply one move through the engine and check the invariants after it."""
    new, events = GAME.apply(state, seat, mv(kind, **fields))
    problems = GAME.invariant_violations(new)
    assert not problems, problems
    return new, events


def rejected(state: pb.State, seat: int, kind: str, /, **fields) -> RuleViolation:
    return refusals.rejected(GAME, state, seat, mv(kind, **fields))


def malformed(state: pb.State, seat: int, kind: str, /, **fields) -> MalformedMove:
    return refusals.malformed(GAME, state, seat, mv(kind, **fields))


def kinds(events: list[pb.Event]) -> list[str]:
    return [e.WhichOneof("kind") for e in events]


def of_kind(events: list[pb.Event], kind: str) -> list:
    return [getattr(e, kind) for e in events if e.WhichOneof("kind") == kind]


def legal(state: pb.State, seat: int) -> list[pb.Move]:
    return GAME.legal_moves(state, seat)


def pending(state: pb.State) -> list[tuple[int, str]]:
    return [(d.seat, d.kind) for d in GAME.pending(state)]


def hand(state: pb.State, seat: int) -> list[int]:
    return list(state.players[seat].hand)


def completed(state: pb.State, assignment: int, *seats: int) -> pb.State:
    """Record that `seats` completed `assignment` earlier in the game."""
    stack = next(s for s in state.assignments if s.assignment == assignment)
    for seat in seats:
        stack.completed_by.append(seat)
        state.players[seat].assignments.append(assignment)
    return state
