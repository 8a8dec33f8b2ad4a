"""Nuremberg's labels of moves, events and decisions, and the derived public
values (arbiter.engine.labels): the rulebook's names, from what the reader
may see. Kinds not named here are labelled from their fields."""
from __future__ import annotations

from arbiter.engine import labels
from arbiter.nuremberg.v1 import nuremberg_pb2 as pb
from arbiter.v1.engine_pb2 import Derived

from arbiter.games.nuremberg.scoring import victory_points


def _bundle(b) -> str:
    return labels.describe_fields(b) or "nothing"


# Move kind -> label(body, seat, view); `view` is the mover's projection.
MOVES = {
    "draw_event_card": lambda m, s, v: "Draw the event card",
    "build_customs_post": lambda m, s, v: f"Build a customs post on road section {m.section}",
    "build_settlement": lambda m, s, v: f"Build a settlement on crossing {m.crossing}",
    "build_craft_workshop": lambda m, s, v: f"Build a craft workshop on {m.space}",
    "build_city_wall": lambda m, s, v: "Build a city wall section",
    "build_tower": lambda m, s, v: f"Build a tower on {m.space}",
    "produce_trade_good": lambda m, s, v: f"Produce and sell {labels.enum_word(pb.TradeGood, m.good)}",
    "trade_with_bank": lambda m, s, v: (
        f"Trade {labels.enum_word(pb.Material, m.give)} with the bank for {labels.enum_word(pb.Material, m.get)}"),
    "offer_trade": lambda m, s, v: f"Offer {_bundle(m.give)} for {_bundle(m.get)}",
    "accept_trade": lambda m, s, v: "Accept the trade offer",
    "decline_trade": lambda m, s, v: "Decline the trade offer",
    "counter_trade": lambda m, s, v: f"Counter: give {_bundle(m.give)} for {_bundle(m.get)}",
    "confirm_trade": lambda m, s, v: f"Trade with seat {m.partner}",
    "withdraw_trade": lambda m, s, v: "Withdraw the trade offer",
    "discard": lambda m, s, v: f"Discard {_bundle(m.cards)}",
    "move_robber_knight": lambda m, s, v: f"Move the robber knight to terrain {m.terrain}",
    "steal": lambda m, s, v: f"Draw a card blindly from seat {m.victim}",
    "decline_steal": lambda m, s, v: "Draw no card",
    "decline_free_clay": lambda m, s, v: "Decline the free clay",
    "take_council_card": lambda m, s, v: f"Take seat {m.from_seat}'s council card",
    "end_turn": lambda m, s, v: "End the turn",
    "draw_toll_cards": lambda m, s, v: f"Draw {m.cards} card{'s' if m.cards != 1 else ''} as road toll",
    "decline_toll_cards": lambda m, s, v: "Waive the road toll",
}

EVENTS = {
    "settlement_built": lambda e, s, c: f"Seat {e.seat} builds a settlement on crossing {e.crossing}",
    "customs_post_built": lambda e, s, c: f"Seat {e.seat} builds a customs post on road section {e.section}",
    "craft_workshop_built": lambda e, s, c: f"Seat {e.seat} builds a craft workshop on {e.space}",
    "tower_built": lambda e, s, c: f"Seat {e.seat} builds a tower on {e.space}",
    "robber_knight_moved": lambda e, s, c: f"The robber knight moves to terrain {e.terrain}",
    "turn_ended": lambda e, s, c: f"Seat {e.seat} ends the turn",
}


def decision_label(public: pb.State, seat: int, decision) -> str:
    if decision.kind == "discard" and seat < len(public.discards_owed):
        n = public.discards_owed[seat]
        return f"Discard {n} card{'s' if n != 1 else ''}"
    prompt = decision.prompt(public, seat) if callable(decision.prompt) else decision.prompt
    return prompt


def derived(public: pb.State) -> Derived:
    """Victory points so far (all on the table), gold, cards in hand, cards to discard."""
    out = Derived()
    for s, p in enumerate(public.players):
        d = out.seats.add(seat=s, score=victory_points(public, s))
        if s < len(public.discards_owed) and public.discards_owed[s]:
            d.to_discard = public.discards_owed[s]
        d.values.add(name="gold", value=p.gold, label=f"{p.gold} gold")
        d.values.add(name="hand", value=p.hand_size, label=f"{p.hand_size} raw-material cards")
        d.values.add(name="prestige", value=p.prestige, label=f"{p.prestige} prestige chips")
    out.stage = f"Year {public.year}, seat {public.turn_seat} on turn"
    return out
