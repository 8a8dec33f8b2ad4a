"""Moving cards on the table: hands, the draw and discard piles, the ambush
pile. Every card movement of the rules goes through these helpers, so that the
public counts (hand size, pile sizes) always agree with the hidden lists and
hands stay sorted (a hand's order must not tell when a card arrived)."""
from __future__ import annotations

from arbiter.engine import Rng
from arbiter.nottingham.v1 import nottingham_pb2 as pb

# Events are built as Event(kind=dict(...)) in every module: upb builds the
# nested message from a dict in about half the time it takes to build one and copy it in.
Event = pb.Event

# ------------------------------------------------------------------- hands


def add_card(player: pb.Player, item: int) -> None:
    hand = player.hand
    hand.append(item)
    if len(hand) > 1 and hand[-2] > item:
        hand.sort()
    player.hand_size += 1


def add_cards(player: pb.Player, items) -> None:
    hand = player.hand
    hand.extend(items)
    hand.sort()
    player.hand_size = len(hand)


def remove_card(player: pb.Player, item: int) -> None:
    """Remove one `item`; the caller has checked that the hand holds it."""
    player.hand.remove(item)
    player.hand_size -= 1


def remove_cards(player: pb.Player, item: int, n: int) -> None:
    hand = player.hand
    i = list(hand).index(item)
    del hand[i:i + n]
    player.hand_size -= n


def count(player: pb.Player, item: int) -> int:
    return list(player.hand).count(item)


def lacks(player: pb.Player, items) -> list[int]:
    """The items of `items` (repeats counted) that the hand holds too few of."""
    held = counts(player)
    wanted: dict[int, int] = {}
    for i in items:
        wanted[i] = wanted.get(i, 0) + 1
    return sorted(i for i, n in wanted.items() if held.get(i, 0) < n)


def counts(player: pb.Player) -> dict[int, int]:
    """{item: cards in hand} for the items held."""
    out: dict[int, int] = {}
    for item in player.hand:
        out[item] = out.get(item, 0) + 1
    return out


# ------------------------------------------------------------ item piles


def draw(state: pb.State, rng: Rng, events: list) -> pb.Item:
    """Take the top card of the draw pile; ITEM_UNSPECIFIED (0) when neither the draw
    pile nor a discard pile holds a card (Exhausted Draw Pile)."""
    pile = state.draw_pile
    if not pile:
        return pb.ITEM_UNSPECIFIED
    item = pile.pop()
    state.draw_pile_size -= 1
    if not pile:
        refill(state, rng, events)
    return item


def refill(state: pb.State, rng: Rng, events: list) -> None:
    """Exhausted Draw Pile: the discard pile is turned over, well shuffled and
    becomes the new draw pile. Called whenever the draw pile runs out and
    whenever cards are discarded onto an exhausted one."""
    if state.draw_pile or not state.discard_pile:
        return
    cards = list(state.discard_pile)
    del state.discard_pile[:]
    rng.shuffle(cards)
    state.draw_pile.extend(cards)
    state.draw_pile_size = len(cards)
    events.append(Event(draw_pile_shuffled=dict(size=len(cards), from_discard_pile=True)))


def discard(state: pb.State, items) -> None:
    """Cards onto the face-up discard pile. The caller refills an exhausted
    draw pile when the rules say the discarding is over."""
    state.discard_pile.extend(items)


# ------------------------------------------------------------ ambush pile


def draw_ambush_cards(state: pb.State, n: int) -> list[pb.AmbushCard]:
    """Take the top `n` ambush cards (the caller has checked there are `n`)."""
    pile = state.ambush_pile
    cards = []
    for card in pile[:n]:
        c = pb.AmbushCard()
        c.CopyFrom(card)
        cards.append(c)
    del pile[:n]
    state.ambush_pile_size -= n
    return cards


def put_ambush_card_at_bottom(state: pb.State, card: pb.AmbushCard) -> None:
    state.ambush_pile.add().CopyFrom(card)
    state.ambush_pile_size += 1
