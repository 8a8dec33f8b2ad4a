"""Taking the revealed card or carrying out its action, and the actions that
involve one other player: Steal, Rob, Hold Up (with the Defend reaction) and
Ambush (setting an ambush). Purchase and Trade, where every other player
offers, are in `offers`.

Every handler has the signature `(state, seat, choice, rng, events)` (`choice`
is the body of the Move), mutates
`state` and appends the events; every legal-move generator `(state, seat)`.
"""
from __future__ import annotations

from arbiter.engine import Rng, RuleViolation
from arbiter.nottingham.v1 import nottingham_pb2 as pb

from arbiter.games.nottingham import parse, sections, table
from arbiter.games.nottingham.components import (
    ACTIONS, ATTACKS, CHEST, COPPER_COIN, GOLD, JEWELS, NECKLACE, PEARLS, SILVER_CANDLESTICK, of,
)
from arbiter.games.nottingham.prebuilt import move
from arbiter.games.nottingham.turn import others_from_left

Event = pb.Event
Move = pb.Move

# The section and the Move kind of each attack (a red-banner action).
ATTACK_SECTION = {SILVER_CANDLESTICK: sections.STEAL, PEARLS: sections.ROB, JEWELS: sections.HOLD_UP}
_ATTACK_KIND = {SILVER_CANDLESTICK: "steal", PEARLS: "rob", JEWELS: "hold_up"}
# The action of each other card, as a Move kind.
_ACTION_KIND = {COPPER_COIN: "purchase", GOLD: "ambush", CHEST: "trade"}


def require_action(state: pb.State, card: int) -> None:
    """The action carried out must be the revealed card's (Draw a Card from the Pile)."""
    revealed = state.revealed_card
    if revealed != card:
        raise RuleViolation(
            "WRONG_ACTION", sections.DRAW,
            f"the revealed card is {of(state).name[revealed]}, whose action is {ACTIONS[revealed]}, not {ACTIONS[card]}")


def choose_action(state: pb.State, seat: int, target: int, events: list) -> None:
    events.append(Event(action_chosen=dict(seat=seat, card=state.revealed_card, target=target)))


# ------------------------------------------------------- take or act


def legal_take_or_act(state: pb.State, seat: int) -> list[Move]:
    moves = [move("take_card")]
    card = state.revealed_card
    if card in ATTACKS:
        kind, players = _ATTACK_KIND[card], state.players
        moves += [move(kind, t) for t in others_from_left(state, seat) if players[t].hand_size]
    elif card in _ACTION_KIND and (card != GOLD or state.ambush_pile_size >= of(state).ambush_draw):
        moves.append(move(_ACTION_KIND[card]))
    return moves


def take_card(state: pb.State, seat: int, choice, rng: Rng, events: list) -> None:
    """Take the revealed card into the hand, to trade it in later."""
    item = state.revealed_card
    table.add_card(state.players[seat], item)
    state.ClearField("revealed_card")
    events.append(Event(card_taken=dict(seat=seat, item=item)))
    state.phase = pb.PHASE_TRADE_IN


def defend_is_no_action(state: pb.State, seat: int, choice, rng: Rng, events: list) -> None:
    """Defend is never carried out when drawn: the Necklace must be taken."""
    raise RuleViolation(
        "DEFEND_NOT_AN_ACTION", sections.DEFEND,
        "Defend is not carried out when the card is drawn; take the Necklace into your hand")


# ------------------------------------------------ Steal, Rob, Hold Up


def _attack(state: pb.State, seat: int, card: int, target: int, events: list) -> None:
    """Name the attacked player; that player may Defend before anything else
    happens (The Actions / Defend)."""
    section = ATTACK_SECTION[card]
    require_action(state, card)
    t = parse.seat(state, target, f"{_ATTACK_KIND[card]}.target")
    if t == seat:
        raise RuleViolation("CANNOT_TARGET_SELF", section, f"{ACTIONS[card]} needs another player")
    if not state.players[t].hand_size:
        raise RuleViolation("TARGET_HAS_NO_CARDS", section, f"seat {t} has no cards in hand")
    state.target = t
    state.phase = pb.PHASE_DEFEND
    choose_action(state, seat, t, events)


def steal(state: pb.State, seat: int, choice: pb.Steal, rng: Rng, events: list) -> None:
    _attack(state, seat, SILVER_CANDLESTICK, choice.target, events)


def rob(state: pb.State, seat: int, choice: pb.Rob, rng: Rng, events: list) -> None:
    _attack(state, seat, PEARLS, choice.target, events)


def hold_up(state: pb.State, seat: int, choice: pb.HoldUp, rng: Rng, events: list) -> None:
    _attack(state, seat, JEWELS, choice.target, events)


def legal_defend(state: pb.State, seat: int) -> list[Move]:
    # Asked whether or not the player holds a Necklace, so that being asked
    # tells the table nothing about the hand.
    if NECKLACE in state.players[seat].hand:
        return [move("decline_defence"), move("defend")]
    return [move("decline_defence")]


def defend(state: pb.State, seat: int, choice, rng: Rng, events: list) -> None:
    """Play a Defend card: the attack is not carried out; the defender takes
    the attacking card and gives the attacker the Necklace."""
    players = state.players
    defender = players[seat]
    if NECKLACE not in defender.hand:
        raise RuleViolation("NO_DEFEND_CARD", sections.DEFEND, "you hold no Necklace to play as a Defend card")
    attacker, card = state.active, state.revealed_card
    table.remove_card(defender, NECKLACE)
    table.add_card(defender, card)
    table.add_card(players[attacker], NECKLACE)
    events.append(Event(defended=dict(seat=seat, attacker=attacker, attack_card=card)))
    _attack_over(state)


def decline_defence(state: pb.State, seat: int, choice, rng: Rng, events: list) -> None:
    """The attack goes ahead. Steal draws a random card; Rob shows the hand to
    the robber, Hold Up lays it open to all, and the attacker then chooses."""
    events.append(Event(defence_declined=dict(seat=seat)))
    victim = state.players[seat]
    card = state.revealed_card
    if card == SILVER_CANDLESTICK:
        _exchange(state, victim.hand[rng.below(victim.hand_size)], events)
        return
    rob_ = card == PEARLS
    events.append(Event(hand_revealed=dict(
        seat=seat, items=victim.hand, count=victim.hand_size,
        reason=pb.REVEAL_REASON_ROB if rob_ else pb.REVEAL_REASON_HOLD_UP,
        shown_to=state.active if rob_ else -1)))
    state.phase = pb.PHASE_TAKE_FROM_HAND


def legal_take_from_hand(state: pb.State, seat: int) -> list[Move]:
    return [move("take_from_hand", i) for i in sorted(set(state.players[state.target].hand))]


def take_from_hand(state: pb.State, seat: int, choice: pb.TakeFromHand, rng: Rng, events: list) -> None:
    """Rob / Hold Up: take one card of the target's (shown) hand."""
    item = parse.item(choice.item, "take_from_hand.item")
    if item not in state.players[state.target].hand:
        raise RuleViolation("CARD_NOT_IN_HAND", ATTACK_SECTION[state.revealed_card],
                            f"seat {state.target} holds no {of(state).name[item]}")
    _exchange(state, item, events)


def _exchange(state: pb.State, item: int, events: list) -> None:
    """The attacker takes `item` from the target's hand and gives the action
    card in exchange; both take the cards into their hands."""
    players, target, card = state.players, state.target, state.revealed_card
    table.remove_card(players[target], item)
    table.add_card(players[state.active], item)
    table.add_card(players[target], card)
    events.append(Event(card_taken_from_hand=dict(
        seat=state.active, from_seat=target, item=item, payment=card)))
    _attack_over(state)


def _attack_over(state: pb.State) -> None:
    state.ClearField("revealed_card")
    state.target = -1
    state.phase = pb.PHASE_TRADE_IN


# -------------------------------------------------------------- Ambush


def ambush(state: pb.State, seat: int, choice, rng: Rng, events: list) -> None:
    """Setting an ambush: draw the top two ambush cards, seen by this player only."""
    require_action(state, GOLD)
    draw = of(state).ambush_draw
    if state.ambush_pile_size < draw:
        raise RuleViolation("AMBUSH_PILE_TOO_SMALL", sections.AMBUSH_SET,
                            f"the ambush pile holds {state.ambush_pile_size} cards; the action draws {draw}")
    cards = table.draw_ambush_cards(state, draw)
    state.ambush_draw.extend(cards)
    state.ambush_draw_count = len(cards)
    choose_action(state, seat, -1, events)
    events.append(Event(ambush_cards_drawn=dict(seat=seat, cards=cards, count=len(cards))))
    state.phase = pb.PHASE_KEEP_AMBUSH_CARD


def legal_keep_ambush_card(state: pb.State, seat: int) -> list[Move]:
    colour = state.players[seat].colour
    return [move("keep_ambush_card", c.id) for c in state.ambush_draw if c.colour != colour]


def keep_ambush_card(state: pb.State, seat: int, choice: pb.KeepAmbushCard, rng: Rng, events: list) -> None:
    """Keep one drawn card face down (never of one's own colour), the Gold
    beneath it; the other goes face down to the bottom of the ambush pile."""
    card_id = parse.ambush_card_id(state, choice.card_id, "keep_ambush_card.card_id")
    drawn = list(state.ambush_draw)
    kept = next((c for c in drawn if c.id == card_id), None)
    if kept is None:
        raise RuleViolation("NOT_A_DRAWN_AMBUSH_CARD", sections.AMBUSH_SET,
                            f"ambush card {card_id} is not one of the two you drew")
    player = state.players[seat]
    if kept.colour == player.colour:
        raise RuleViolation("OWN_COLOUR_AMBUSH_CARD", sections.AMBUSH_SET,
                            "you may not keep the ambush card of your own colour")
    returned = next(c for c in drawn if c.id != card_id)
    player.ambush_cards.add().CopyFrom(kept)
    player.ambush_card_count += 1
    table.put_ambush_card_at_bottom(state, returned)
    events.append(Event(ambush_set=dict(seat=seat, kept=kept, returned=returned)))
    del state.ambush_draw[:]
    state.ambush_draw_count = 0
    state.ClearField("revealed_card")  # the Gold lies beneath the ambush card
    state.phase = pb.PHASE_TRADE_IN
