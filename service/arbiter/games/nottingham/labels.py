"""Nottingham's labels of moves, events and decisions, and the derived public
values (arbiter.engine.labels): the rulebook's names, from what the reader
may see (a move from the mover's view, an event as projected for its reader,
a decision and the derived values from the spectator's view)."""
from __future__ import annotations

from arbiter.engine import labels
from arbiter.nottingham.v1 import nottingham_pb2 as pb
from arbiter.v1.engine_pb2 import Derived

from arbiter.games.nottingham import scoring
from arbiter.games.nottingham.components import Components, of


def _items(comps: Components, items) -> str:
    return ", ".join(comps.name.get(i, "?") for i in items) or "nothing"


def _ambush(comps: Components, card_id: int) -> str:
    spec = comps.ambush_cards.get(card_id)
    if spec is None:
        return "an ambush card"
    if spec.items:
        return f"the {' / '.join(comps.name.get(i, '?') for i in spec.items)} ambush card"
    colour = pb.Colour.Name(spec.colour).removeprefix("COLOUR_").lower()
    return f"the {colour} ambush card"


def _assignment(a: int) -> str:
    return labels.words(pb.Assignment.Name(a).removeprefix("ASSIGNMENT_").lower()).capitalize()


# Move kind -> label(body, seat, view); `view` is the mover's projection.
MOVES = {
    "take_card": lambda m, s, v: f"Take the {of(v).name.get(v.revealed_card, 'revealed card')}",
    "purchase": lambda m, s, v: "Purchase: the others offer a card for the Copper Coin",
    "steal": lambda m, s, v: f"Steal from seat {m.target}",
    "ambush": lambda m, s, v: "Ambush: draw ambush cards and keep one",
    "rob": lambda m, s, v: f"Rob seat {m.target}",
    "hold_up": lambda m, s, v: f"Hold Up seat {m.target}",
    "trade": lambda m, s, v: "Trade: the others offer cards for the Chest",
    "purchase_offer": lambda m, s, v: f"Offer {of(v).name.get(m.item, '?')} for the Copper Coin",
    "accept_offer": lambda m, s, v: f"Take seat {m.seat}'s offer",
    "keep_copper_coin": lambda m, s, v: "Keep the Copper Coin",
    "defend": lambda m, s, v: "Defend with a Necklace",
    "decline_defence": lambda m, s, v: "Do not defend",
    "take_from_hand": lambda m, s, v: f"Take {of(v).name.get(m.item, '?')} from seat {v.target}'s hand",
    "keep_ambush_card": lambda m, s, v: f"Keep {_ambush(of(v), m.card_id)}",
    "trade_offer": lambda m, s, v: f"Offer {_items(of(v), m.items)} for the Chest",
    "trade_in": lambda m, s, v: f"Trade in {m.count} × {of(v).name.get(m.item, '?')}",
    "complete_assignment": lambda m, s, v: (
        f"Complete the assignment {_assignment(m.assignment)} with {_items(of(v), m.items)}"),
    "end_turn": lambda m, s, v: "End the turn",
    "activate_ambush": lambda m, s, v: f"Spring {_ambush(of(v), m.card_id)}",
    "pass_ambush": lambda m, s, v: "Let the trade-in pass",
    "discard": lambda m, s, v: f"Discard {_items(of(v), m.items)}",
}

# Event kind -> label(body, seat, components); the event is the reader's projection.
EVENTS = {
    "hand_dealt": lambda e, s, c: (labels.by(e.seat, f"is dealt {_items(c, e.items)}") if e.items
                                   else labels.by(e.seat, f"is dealt {e.count} cards")),
    "card_revealed": lambda e, s, c: labels.by(e.seat, f"reveals the {c.name.get(e.item, '?')} (turn {e.turn})"),
    "card_taken": lambda e, s, c: labels.by(e.seat, f"takes the {c.name.get(e.item, '?')}"),
    "action_chosen": lambda e, s, c: labels.by(e.seat, f"carries out the {c.name.get(e.card, '?')}'s action") + (
        f" against seat {e.target}" if e.target >= 0 and e.card not in (pb.ITEM_COPPER_COIN, pb.ITEM_GOLD)
        and e.target != e.seat else ""),
    "offer_made": lambda e, s, c: (labels.by(e.seat, f"offers {_items(c, e.items)}") if e.items
                                   else labels.by(e.seat, f"makes an offer")),
    "offer_accepted": lambda e, s, c: labels.by(e.seat, f"takes seat {e.from_seat}'s offer"),
    "card_taken_from_hand": lambda e, s, c: (
        labels.by(e.seat, f"takes {c.name.get(e.item, 'a card')} from seat {e.from_seat}'s hand") if e.item
        else labels.by(e.seat, f"takes a card from seat {e.from_seat}'s hand")),
    "items_traded_in": lambda e, s, c: (
        labels.by(e.seat, f"trades in {e.count} × {c.name.get(e.item, '?')} for {e.points} points")),
    "assignment_completed": lambda e, s, c: labels.by(e.seat, f"completes the assignment {_assignment(e.assignment)}"),
    "sheriff_moved": lambda e, s, c: f"The Sheriff moves to space {e.number or 'Nottingham'}",
    "favour_given": lambda e, s, c: (labels.by(e.seat, f"receives a favour: {c.name.get(e.item, 'a card')}")
                                     if not e.no_card else labels.by(e.seat, f"receives no favour: the pile is empty")),
    "cards_discarded": lambda e, s, c: labels.by(e.seat, f"discards {_items(c, e.items)}"),
    "turn_ended": lambda e, s, c: labels.by(e.seat, f"ends the turn"),
    "game_ended": lambda e, s, c: f"Game over: {e.reason}",
}


def decision_label(public: pb.State, seat: int, decision) -> str:
    if decision.kind == "discard":
        excess = public.players[seat].hand_size - public.discard_limit
        return f"Discard {labels.plural(excess, 'card')} (down to {public.discard_limit})"
    return decision.prompt


def derived(public: pb.State) -> Derived:
    """Victory points so far (victory pile and assignments: both face up),
    cards to discard, and the Sheriff's space."""
    out = Derived()
    points = scoring.scores(public)
    discarding = public.phase == pb.PHASE_DISCARD
    for s, p in enumerate(public.players):
        d = out.seats.add(seat=s, score=points[s])
        if discarding and p.hand_size > public.discard_limit:
            d.to_discard = p.hand_size - public.discard_limit
        d.values.add(name="hand", value=p.hand_size, label=f"{p.hand_size} cards in hand")
        d.values.add(name="victory_pile", value=len(p.victory_pile),
                     label=f"{len(p.victory_pile)} cards in the victory pile")
        d.values.add(name="ambush_cards", value=p.ambush_card_count, label=f"{p.ambush_card_count} ambush cards set")
    track = of(public).sheriff_track
    space = public.sheriff_space
    number = track[space - 1] if 0 < space <= len(track) else 0
    where = f"the Sheriff on space {number}" if number else "the Sheriff in Nottingham"
    out.stage = f"Turn {public.turn}, seat {public.active} to play; {where}"
    return out
