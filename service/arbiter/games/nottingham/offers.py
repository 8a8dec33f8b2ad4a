"""Purchase and Trade: every other player makes an offer for the revealed card
(the Copper Coin or the Chest) and the active player chooses.

Purchase: one card each, face down, all at the same time, never a Copper Coin;
the active player may keep the coin instead. Trade: 1 or 2 cards each, openly,
in turn order from the active player's left, never a Chest; the active player
must accept one. A player with nothing to offer reveals the hand instead.
Offered cards lie on the table (`State.offers`) until the choice is made.
"""
from __future__ import annotations

from arbiter.engine import Rng, RuleViolation
from arbiter.engine.prebuilt import prebuilt_lists
from arbiter.nottingham.v1 import nottingham_pb2 as pb

from arbiter.games.nottingham import parse, sections, table
from arbiter.games.nottingham.actions import choose_action, require_action
from arbiter.games.nottingham.components import CHEST, COPPER_COIN, of
from arbiter.games.nottingham.prebuilt import move
from arbiter.games.nottingham.turn import others_from_left

Event = pb.Event
Move = pb.Move

TRADE_OFFER_SIZES = (1, 2)


def _section(state: pb.State) -> str:
    return sections.PURCHASE if state.revealed_card == COPPER_COIN else sections.TRADE


def _can_offer(player: pb.Player, excluded: int) -> bool:
    return any(i != excluded for i in player.hand)


def _open_offers(state: pb.State, seat: int, events: list) -> None:
    choose_action(state, seat, -1, events)
    for s in others_from_left(state, seat):
        state.offers.add(seat=s)


def _nothing_to_offer(state: pb.State, offer: pb.Offer, events: list) -> None:
    """He must announce this and reveal his hand to all."""
    offer.made = offer.nothing_to_offer = True
    p = state.players[offer.seat]
    events.append(Event(hand_revealed=dict(
        seat=offer.seat, items=p.hand, count=p.hand_size, reason=pb.REVEAL_REASON_NOTHING_TO_OFFER, shown_to=-1)))


def _own_offer(state: pb.State, seat: int) -> pb.Offer:
    for o in state.offers:
        if o.seat == seat:
            return o
    raise AssertionError(f"seat {seat} has no offer to make")  # pending() names only offering seats


def _take_offered(state: pb.State, seat: int, offer: pb.Offer, items: list[pb.Item], section: str) -> None:
    """Move the offered cards from the hand onto the table."""
    player = state.players[seat]
    short = table.lacks(player, items)
    if short:
        raise RuleViolation("CARD_NOT_IN_HAND", section,
                            f"you do not hold the {', '.join(of(state).name[i] for i in short)} offered")
    for i in items:
        table.remove_card(player, i)
    offer.items.extend(sorted(items))
    offer.made = True


def _close(state: pb.State, accepted: int) -> None:
    """The other players take their cards back; the turn goes on to trading in."""
    players = state.players
    for o in state.offers:
        if o.items and o.seat != accepted:
            table.add_cards(players[o.seat], o.items)
    del state.offers[:]
    state.ClearField("revealed_card")
    state.phase = pb.PHASE_TRADE_IN


def _keep_card(state: pb.State, events: list) -> None:
    """The action card stays with the active player (kept Copper Coin, or a
    Chest nobody could bid for)."""
    seat, card = state.active, state.revealed_card
    table.add_card(state.players[seat], card)
    if card == COPPER_COIN:
        events.append(Event(copper_coin_kept=dict(seat=seat)))
    else:
        events.append(Event(chest_kept=dict(seat=seat)))
    _close(state, -1)


# ------------------------------------------------------------ Purchase


def purchase(state: pb.State, seat: int, choice, rng: Rng, events: list) -> None:
    """Every other player must offer one card face down, all at once."""
    require_action(state, COPPER_COIN)
    _open_offers(state, seat, events)
    for o in state.offers:
        if not _can_offer(state.players[o.seat], COPPER_COIN):
            _nothing_to_offer(state, o, events)
    state.phase = pb.PHASE_PURCHASE_OFFERS
    _purchase_offers_done(state, events)


def legal_purchase_offer(state: pb.State, seat: int) -> list[Move]:
    return [move("purchase_offer", i) for i in sorted(set(state.players[seat].hand)) if i != COPPER_COIN]


def purchase_offer(state: pb.State, seat: int, choice: pb.PurchaseOffer, rng: Rng, events: list) -> None:
    item = parse.item(choice.item, "purchase_offer.item")
    if item == COPPER_COIN:
        raise RuleViolation("COPPER_COIN_NOT_ALLOWED", sections.PURCHASE, "a Copper Coin cannot be offered")
    _take_offered(state, seat, _own_offer(state, seat), [item], sections.PURCHASE)
    events.append(Event(offer_made=dict(seat=seat, items=[item], for_card=COPPER_COIN)))
    _purchase_offers_done(state, events)


def _purchase_offers_done(state: pb.State, events: list) -> None:
    """Once all players have offered, the cards are revealed and the active
    player chooses; with no offer at all the Copper Coin simply stays."""
    offers = state.offers
    if not all(o.made for o in offers):
        return
    if not any(o.items for o in offers):
        _keep_card(state, events)
        return
    events.append(Event(offers_revealed=dict(offers=offers)))
    state.phase = pb.PHASE_PURCHASE_CHOICE


def legal_purchase_choice(state: pb.State, seat: int) -> list[Move]:
    return legal_trade_choice(state, seat) + [move("keep_copper_coin")]


def keep_copper_coin(state: pb.State, seat: int, choice, rng: Rng, events: list) -> None:
    """Decline all of the offers and keep the Copper Coin."""
    _keep_card(state, events)


# --------------------------------------------------------------- Trade


def trade(state: pb.State, seat: int, choice, rng: Rng, events: list) -> None:
    """All players make an offer for the Chest, from the active player's left."""
    require_action(state, CHEST)
    _open_offers(state, seat, events)
    _next_trade_offer(state, events)


def _next_trade_offer(state: pb.State, events: list) -> None:
    for o in state.offers:
        if o.made:
            continue
        if _can_offer(state.players[o.seat], CHEST):
            state.deciding = o.seat
            state.phase = pb.PHASE_TRADE_OFFERS
            return
        _nothing_to_offer(state, o, events)
    state.deciding = -1
    if any(o.items for o in state.offers):
        state.phase = pb.PHASE_TRADE_CHOICE
    else:
        _keep_card(state, events)


def legal_trade_offer(state: pb.State, seat: int) -> list[Move]:
    held = table.counts(state.players[seat])
    held.pop(CHEST, None)
    kinds = tuple(sorted(held))
    return _trade_offers(kinds, tuple(held[k] > 1 for k in kinds))


# Built once per distinct hand shape: a hand of many kinds lists dozens of offers.
@prebuilt_lists(pb.Move, maxsize=4096)
def _trade_offers(kinds: tuple[int, ...], pairs: tuple[bool, ...]) -> list[Move]:
    """Every offer of 1 or 2 cards from a hand of `kinds` (sorted), holding
    two or more of kinds[a] where pairs[a]."""
    moves = []
    for a, first in enumerate(kinds):
        moves.append(move("trade_offer", (first,)))
        for second in kinds[a if pairs[a] else a + 1:]:
            moves.append(move("trade_offer", (first, second)))
    return moves


def trade_offer(state: pb.State, seat: int, choice: pb.TradeOffer, rng: Rng, events: list) -> None:
    items = parse.items(choice.items, "trade_offer.items")
    if len(items) not in TRADE_OFFER_SIZES:
        raise RuleViolation("OFFER_SIZE", sections.TRADE, f"offer 1 or 2 cards, not {len(items)}")
    if CHEST in items:
        raise RuleViolation("CHEST_NOT_ALLOWED", sections.TRADE, "a Chest cannot be offered")
    offer = _own_offer(state, seat)
    _take_offered(state, seat, offer, items, sections.TRADE)
    events.append(Event(offer_made=dict(seat=seat, items=offer.items, for_card=CHEST)))
    _next_trade_offer(state, events)


def legal_trade_choice(state: pb.State, seat: int) -> list[Move]:
    return [move("accept_offer", o.seat) for o in state.offers if o.items]


# ---------------------------------------------------------- the choice


def accept_offer(state: pb.State, seat: int, choice: pb.AcceptOffer, rng: Rng, events: list) -> None:
    """The active player takes the offered cards; the offerer gets the action
    card as payment."""
    offerer = parse.seat(state, choice.seat, "accept_offer.seat")
    offer = next((o for o in state.offers if o.seat == offerer and o.items), None)
    if offer is None:
        raise RuleViolation("NO_SUCH_OFFER", _section(state), f"seat {offerer} made no offer")
    players, card = state.players, state.revealed_card
    table.add_cards(players[seat], offer.items)
    table.add_card(players[offerer], card)
    events.append(Event(offer_accepted=dict(seat=seat, from_seat=offerer, items=offer.items, payment=card)))
    _close(state, offerer)
