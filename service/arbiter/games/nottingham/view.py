"""Hidden information: what each seat may see of the state and the events.

A hand is seen by its owner only, except while Rob shows it to the robber,
Hold Up lays it open to all, or a player with nothing to offer reveals it.
The draw pile and the ambush pile are face down; set ambush cards are seen by
their holder only; the two ambush cards drawn by the active player only;
Purchase offers lie face down until every offer is made; a favour card is
seen by its receiver only. Spectators (seat None) see what everyone sees.
"""
from __future__ import annotations

from arbiter.nottingham.v1 import nottingham_pb2 as pb

from arbiter.games.nottingham.components import COPPER_COIN, JEWELS

# Event kind -> (its secret fields, who may see them: (event, seat) -> bool).
EVENT_SECRETS = {
    "hand_dealt": (("items",), lambda e, s: s == e.seat),
    "offer_made": (("items",), lambda e, s: s == e.seat or e.for_card != COPPER_COIN),
    "hand_revealed": (("items",), lambda e, s: e.shown_to < 0 or s == e.seat or s == e.shown_to),
    "card_taken_from_hand": (("item",), lambda e, s: e.payment == JEWELS or s == e.seat or s == e.from_seat),
    "ambush_cards_drawn": (("cards",), lambda e, s: s == e.seat),
    "ambush_set": (("kept", "returned"), lambda e, s: s == e.seat),
    "favour_given": (("item",), lambda e, s: s == e.seat),
}


def shown_hands(state: pb.State, viewer: int | None) -> set[int]:
    """The seats whose hands `viewer` may see now, besides its own."""
    if state.phase == pb.PHASE_TAKE_FROM_HAND:
        # Hold Up: laid open to all; Rob: shown to the robber only.
        if state.revealed_card == JEWELS or viewer == state.active:
            return {state.target}
        return set()
    # Nothing to offer: announced and shown while the offers lie on the table.
    return {o.seat for o in state.offers if o.nothing_to_offer}


def view(state: pb.State, seat: int | None) -> pb.State:
    v = pb.State()
    v.CopyFrom(state)
    v.ClearField("draw_pile")
    v.ClearField("ambush_pile")
    shown = shown_hands(state, seat)
    for owner, p in enumerate(v.players):
        if owner != seat:
            p.ClearField("ambush_cards")
            if owner not in shown:
                p.ClearField("hand")
    if seat != state.active:
        v.ClearField("ambush_draw")
    if state.phase == pb.PHASE_PURCHASE_OFFERS:
        for o in v.offers:
            if o.seat != seat:
                o.ClearField("items")
    return v


def view_event(event: pb.Event, seat: int | None) -> pb.Event:
    kind = event.WhichOneof("kind")
    secret = EVENT_SECRETS.get(kind)
    if secret is None:
        return event
    fields, may_see = secret
    body = getattr(event, kind)
    if may_see(body, seat):
        return event
    out = pb.Event()
    out.CopyFrom(event)
    body = getattr(out, kind)
    for f in fields:
        body.ClearField(f)
    return out


def view_leaks(state: pb.State, seat: int | None, view_: pb.State, events: list[pb.Event]) -> list[str]:
    """Hidden values of other seats found in `view_` or the projected `events`."""
    leaks = []
    if view_.draw_pile:
        leaks.append("the draw pile's cards")
    if view_.ambush_pile:
        leaks.append("the ambush pile's cards")
    shown = shown_hands(state, seat)
    for owner, p in enumerate(view_.players):
        if owner == seat:
            continue
        if p.ambush_cards:
            leaks.append(f"seat {owner}'s face-down ambush cards")
        if p.hand and owner not in shown:
            leaks.append(f"seat {owner}'s hand")
    if view_.ambush_draw and seat != state.active:
        leaks.append("the ambush cards the active player drew")
    if state.phase == pb.PHASE_PURCHASE_OFFERS:
        leaks.extend(f"seat {o.seat}'s face-down Purchase offer" for o in view_.offers if o.items and o.seat != seat)
    for e in events:
        kind = e.WhichOneof("kind")
        secret = EVENT_SECRETS.get(kind)
        if secret is None:
            continue
        fields, may_see = secret
        body = getattr(e, kind)
        if not may_see(body, seat) and any(fd.name in fields for fd, _ in body.ListFields()):
            leaks.append(f"event {kind}: {fields} of seat {body.seat}")
    return leaks
