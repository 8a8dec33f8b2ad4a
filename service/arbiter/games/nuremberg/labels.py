"""Nuremberg's labels of moves, events and decisions, and the derived public
values (arbiter.engine.labels): the rulebook's names, from what the reader
may see: an event as projected for its reader (a card drawn blindly names its
material only to the two seats involved)."""
from __future__ import annotations

from arbiter.engine import labels
from arbiter.nuremberg.v1 import nuremberg_pb2 as pb
from arbiter.v1.engine_pb2 import Derived

from arbiter.games.nuremberg.scoring import victory_points


def _bundle(b) -> str:
    """Materials, or a Bundle with gold: "2 wood, 1 gold"."""
    return ", ".join(f"{n} {field.name}" for field, n in b.ListFields()) or "nothing"


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
    "draw_toll_cards": lambda m, s, v: f"Draw {labels.plural(m.cards, 'card')} as road toll",
    "decline_toll_cards": lambda m, s, v: "Waive the road toll",
}

# The event cards by the rulebook's names (Event Cards).
CARD_NAMES = {
    pb.EVENT_CARD_KIND_YIELD_ONLY: "a yield card",
    pb.EVENT_CARD_KIND_YEARS_PASS: "\u201cThe Years Pass...\u201d",
    pb.EVENT_CARD_KIND_MARGRAVE: "\u201cThe Margrave Intervenes\u201d",
    pb.EVENT_CARD_KIND_FREE_CLAY: "\u201cFree Clay\u201d",
    pb.EVENT_CARD_KIND_ROAD_TOLL: "\u201cRoad Toll\u201d",
    pb.EVENT_CARD_KIND_ROBBER_KNIGHT: "\u201cRobber Knight\u201d",
}


def _card(c: pb.EventCardFace) -> str:
    name = CARD_NAMES.get(c.kind, "an event card")
    if c.kind == pb.EVENT_CARD_KIND_ROAD_TOLL and c.roads:
        name += f" ({', '.join(c.roads)})"
    return f"{name} with yield {c.number}" if c.number else name


def _council(c: int) -> str:
    return labels.enum_word(pb.CouncilCard, c)


def _from(seat: int, nobody: str) -> str:
    return nobody if seat < 0 else f"seat {seat}"


def _answer(r: pb.TradeReply) -> str:
    if r.answer == pb.TRADE_ANSWER_COUNTERED:
        return labels.by(r.seat, f"counters: gives {_bundle(r.give)} for {_bundle(r.get)}")
    if r.answer == pb.TRADE_ANSWER_ACCEPTED:
        return labels.by(r.seat, "accepts the offer")
    return labels.by(r.seat, "declines the offer")


def _blind(e: pb.CardDrawnBlindly) -> str:
    """The material only when the reader's projection kept it (the two seats involved)."""
    card = labels.enum_word(pb.Material, e.material) if e.HasField("material") else "a card"
    why = " as road toll" if e.reason == pb.BLIND_DRAW_REASON_ROAD_TOLL else ""
    return labels.by(e.to_seat, f"draws {card} blindly from seat {e.from_seat}'s hand{why}")


def _toll_uncollected(e: pb.TollUncollected) -> str:
    if e.seat < 0:
        return f"Nobody holds the toll right of the {e.road} road"
    waived = "waived" if e.waived else "not collected"
    return f"{labels.plural(e.gold, 'gold', 'gold')} road toll of seat {e.seat} on the {e.road} road {waived}"


def _sold(e: pb.TradeGoodSold) -> str:
    good = labels.enum_word(pb.TradeGood, e.good)
    text = labels.by(e.seat, f"produces {good} from {_bundle(e.cost)} and sells it for {e.gold} gold")
    return text + (f", paying {e.toll} toll to seat {e.toll_to}" if e.toll and e.toll_to >= 0 else "")


# Event kind -> label(body, seat, context); the event is the reader's projection.
EVENTS = {
    "start_player_draw": lambda e, s, c: labels.by(e.seat, f"draws {_card(e.card)} for the start player"),
    "start_player_chosen": lambda e, s, c: labels.by(e.seat, "is the start player"),
    "deck_shuffled": lambda e, s, c: f"The event deck is shuffled ({labels.plural(e.deck_size, 'card')})",
    "event_card_drawn": lambda e, s, c: labels.by(e.seat, f"draws {_card(e.card)}"),
    "resources_received": lambda e, s, c: labels.by(
        e.seat, f"receives {_bundle(e.cards)}" + (" as starting yield" if e.starting else "")),
    "timeline_advanced": lambda e, s, c: f"The time marker moves to {e.year}" + (
        ": the event deck is reshuffled" if e.reshuffled else ""),
    "robber_knight_moved": lambda e, s, c: (
        "The Margrave sends the robber knight back to its castle" if e.by_margrave
        else f"The robber knight moves to terrain {e.terrain}"),
    "cards_discarded": lambda e, s, c: labels.by(e.seat, f"discards {_bundle(e.cards)}"),
    "card_drawn_blindly": lambda e, s, c: _blind(e),
    "gold_paid": lambda e, s, c: labels.by(
        e.from_seat, f"pays {e.gold} gold to seat {e.to_seat}" + (f" (toll of the {e.road} road)" if e.road else "")),
    "toll_uncollected": lambda e, s, c: _toll_uncollected(e),
    "customs_post_built": lambda e, s, c: labels.by(e.seat, f"builds a customs post on road section {e.section}"),
    "settlement_built": lambda e, s, c: labels.by(e.seat, f"builds a settlement on crossing {e.crossing}"),
    "craft_workshop_built": lambda e, s, c: labels.by(e.seat, f"builds a craft workshop on {e.space}"),
    "city_wall_built": lambda e, s, c: labels.by(
        e.seat, "builds a city wall section" + (" with the free clay" if e.free_clay else "")),
    "tower_built": lambda e, s, c: labels.by(e.seat, f"builds a tower on {e.space}"),
    "toll_right_changed": lambda e, s, c: labels.by(
        e.to_seat, f"takes the toll right of the {e.road} road from {_from(e.from_seat, 'the supply')}"),
    "council_card_changed": lambda e, s, c: labels.by(
        e.to_seat, f"takes the {_council(e.card)} card from {_from(e.from_seat, 'beside the board')}"),
    "trade_good_sold": lambda e, s, c: _sold(e),
    "bank_traded": lambda e, s, c: labels.by(
        e.seat, f"trades {e.amount} {labels.enum_word(pb.Material, e.give)} with the bank for "
        f"{labels.enum_word(pb.Material, e.get)}"),
    "trade_offered": lambda e, s, c: labels.by(e.seat, f"offers {_bundle(e.give)} for {_bundle(e.get)}"),
    "trade_answered": lambda e, s, c: _answer(e.reply),
    "trade_completed": lambda e, s, c: labels.by(
        e.proposer, f"trades {_bundle(e.give)} for seat {e.partner}'s {_bundle(e.get)}"),
    "trade_closed":
        lambda e, s, c: "The trade offer is withdrawn" if e.withdrawn else "Everyone declines the trade offer",
    "free_clay_declined": lambda e, s, c: labels.by(e.seat, "lets the free clay pass"),
    "steal_declined": lambda e, s, c: labels.by(e.seat, "steals from nobody"),
    "turn_ended": lambda e, s, c: labels.by(e.seat, "ends the turn"),
    "game_ended": lambda e, s, c: "Game over ({}): {} won".format(
        labels.enum_word(pb.EndReason, e.reason), ", ".join(f"seat {w}" for w in e.winners) or "nobody"),
}


def decision_label(public: pb.State, seat: int, decision) -> str:
    if decision.kind == "discard" and seat < len(public.discards_owed):
        n = public.discards_owed[seat]
        return f"Discard {labels.plural(n, 'card')}"
    prompt = decision.prompt(public, seat) if callable(decision.prompt) else decision.prompt
    return prompt


# End of the Game: a tie goes to the highest council card.
TIE_BREAK = "the highest council card"


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
