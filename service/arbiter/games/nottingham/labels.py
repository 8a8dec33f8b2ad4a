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

def _name(comps: Components, item: int, unseen: str = "?") -> str:
    return comps.name.get(item, unseen)


def _revealed(e: pb.HandRevealed, c: Components) -> str:
    """A hand shown: its cards when this reader saw them, else only how many
    (Rob shows it to the robber alone)."""
    why = {pb.REVEAL_REASON_NOTHING_TO_OFFER: "has nothing to offer and reveals its hand",
           pb.REVEAL_REASON_ROB: f"shows its hand to seat {e.shown_to}",
           pb.REVEAL_REASON_HOLD_UP: "lays its hand open"}.get(e.reason, "reveals its hand")
    shown = _items(c, e.items) if e.items else labels.plural(e.count, "card")
    return labels.by(e.seat, f"{why}: {shown}")


def _offers(e: pb.OffersRevealed, c: Components) -> str:
    shown = "; ".join(f"seat {o.seat} " + ("nothing to offer" if o.nothing_to_offer else _items(c, o.items))
                      for o in e.offers)
    return f"The offers are revealed: {shown or 'none'}"


def _drawn(e: pb.AmbushCardsDrawn, c: Components) -> str:
    if e.cards:
        return labels.by(e.seat, f"draws {' and '.join(_ambush(c, a.id) for a in e.cards)}")
    return labels.by(e.seat, f"draws {labels.plural(e.count, 'ambush card')}")


def _set(e: pb.AmbushSet, c: Components) -> str:
    """The kept card face down: named to its holder only (the projection
    clears it for everyone else)."""
    if e.HasField("kept"):
        return labels.by(e.seat, f"sets {_ambush(c, e.kept.id)} and returns {_ambush(c, e.returned.id)} "
                                 "to the bottom of the ambush pile")
    return labels.by(e.seat, "sets an ambush card face down with a Gold beneath it")


def _exhausted(e: pb.DrawPileExhausted) -> str:
    if e.seats:
        return (f"The draw pile is exhausted: {', '.join(f'seat {s}' for s in e.seats)} "
                f"discard down to {labels.plural(e.limit, 'card')}")
    return "The draw pile is exhausted"


# Event kind -> label(body, seat, components); the event is the reader's projection.
EVENTS = {
    "draw_pile_shuffled": lambda e, s, c: (
        f"The discard pile is shuffled into a new draw pile of {labels.plural(e.size, 'card')}"
        if e.from_discard_pile else f"The draw pile is shuffled ({labels.plural(e.size, 'card')})"),
    "ambush_pile_shuffled": lambda e, s, c: f"The ambush pile is shuffled ({labels.plural(e.size, 'card')})",
    "hand_revealed": lambda e, s, c: _revealed(e, c),
    "offers_revealed": lambda e, s, c: _offers(e, c),
    "copper_coin_kept": lambda e, s, c: labels.by(e.seat, "declines the offers and keeps the Copper Coin"),
    "chest_kept": lambda e, s, c: labels.by(e.seat, "declines the offers and keeps the Chest"),
    "defended": lambda e, s, c: labels.by(
        e.seat,
        f"defends with a Necklace: takes seat {e.attacker}'s {_name(c, e.attack_card)} and gives it the Necklace"),
    "defence_declined": lambda e, s, c: labels.by(e.seat, "does not defend"),
    "ambush_cards_drawn": lambda e, s, c: _drawn(e, c),
    "ambush_set": lambda e, s, c: _set(e, c),
    "trade_in_attempted": lambda e, s, c: labels.by(
        e.seat, f"attempts to trade in {e.count} × {_name(c, e.item)}"),
    "ambush_activated": lambda e, s, c: labels.by(
        e.seat, f"springs {_ambush(c, e.card.id)} on seat {e.from_seat}'s trade-in: takes {_name(c, e.item)} "
        "for the Gold beneath the card"),
    "ambush_passed": lambda e, s, c: labels.by(e.seat, "lets the trade-in pass"),
    "trade_in_failed": lambda e, s, c: labels.by(
        e.seat, f"has too few {_name(c, e.item)} left to trade in: "
                f"{labels.plural(e.returned, 'card')} back to the hand"),
    "draw_pile_exhausted": lambda e, s, c: _exhausted(e),
    "hand_dealt": lambda e, s, c: (labels.by(e.seat, f"is dealt {_items(c, e.items)}") if e.items
                                   else labels.by(e.seat, f"is dealt {e.count} cards")),
    "card_revealed": lambda e, s, c: labels.by(e.seat, f"reveals the {c.name.get(e.item, '?')} (turn {e.turn})"),
    "card_taken": lambda e, s, c: labels.by(e.seat, f"takes the {c.name.get(e.item, '?')}"),
    "action_chosen": lambda e, s, c: labels.by(e.seat, f"carries out the {c.name.get(e.card, '?')}'s action") + (
        f" against seat {e.target}" if e.target >= 0 and e.card not in (pb.ITEM_COPPER_COIN, pb.ITEM_GOLD)
        and e.target != e.seat else ""),
    "offer_made": lambda e, s, c: (labels.by(e.seat, f"offers {_items(c, e.items)}") if e.items
                                   else labels.by(e.seat, "makes an offer")),
    "offer_accepted": lambda e, s, c: labels.by(e.seat, f"takes seat {e.from_seat}'s offer"),
    "card_taken_from_hand": lambda e, s, c: (
        labels.by(e.seat, f"takes {c.name.get(e.item, 'a card')} from seat {e.from_seat}'s hand") if e.item
        else labels.by(e.seat, f"takes a card from seat {e.from_seat}'s hand")),
    "items_traded_in": lambda e, s, c: (
        labels.by(e.seat, f"trades in {e.count} × {c.name.get(e.item, '?')} for {e.points} points")),
    "assignment_completed": lambda e, s, c: labels.by(e.seat, f"completes the assignment {_assignment(e.assignment)}"),
    "sheriff_moved": lambda e, s, c: ("The Sheriff moves to " + _on_path(e.space, c.sheriff_track)
                                      if e.number else "The Sheriff moves back onto Nottingham"),
    "favour_given": lambda e, s, c: (labels.by(e.seat, f"receives a favour: {c.name.get(e.item, 'a card')}")
                                     if not e.no_card else labels.by(e.seat, "receives no favour: the pile is empty")),
    "cards_discarded": lambda e, s, c: labels.by(e.seat, f"discards {_items(c, e.items)}"),
    "turn_ended": lambda e, s, c: labels.by(e.seat, "ends the turn"),
    "game_ended": lambda e, s, c: f"Game over: {e.reason}",
}


def decision_label(public: pb.State, seat: int, decision) -> str:
    if decision.kind == "discard":
        excess = public.players[seat].hand_size - public.discard_limit
        return f"Discard {labels.plural(excess, 'card')} (down to {public.discard_limit})"
    return decision.prompt



def _on_path(space: int, track) -> str:
    """A numbered space of the Sheriff's path: its place on the path (State
    `sheriff_space`, SheriffMoved `space`) and the number shown on it (Move
    the Sheriff and Obtain Favours: the hand size that earns a favour), which
    differ: "space 1 of 20 on his path (showing 4)"."""
    return f"space {space} of {len(track)} on his path (showing {track[space - 1]})"

# Game End: a tie goes to the most cards in the victory pile; a tie on both shares the win.
TIE_BREAK = "the most cards in the victory pile"


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
    where = f"the Sheriff on {_on_path(space, track)}" if 0 < space <= len(track) else "the Sheriff in Nottingham"
    out.stage = f"Turn {public.turn}, seat {public.active} to play; {where}"
    return out
