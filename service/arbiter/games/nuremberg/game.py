"""Die Siedler von Nürnberg as an `arbiter.engine.Game`: the hooks, and the
decision table (`PHASES`, `COUNCIL_CHOICE`) from which the engine dispatches
each move to the rule that handles it in the current phase."""
from __future__ import annotations

from collections import Counter
from types import ModuleType
from typing import ClassVar

from arbiter.engine import Decision, Game, Rng, Variant, first_of
from arbiter.nuremberg.v1 import nuremberg_pb2 as pb
from arbiter.v1.engine_pb2 import GameConfig, Outcome

from . import building, council, edition, events, moves, scoring, sections as S, setup, trading, view
from .components import BUILTIN_EDITION, MATERIALS, board
from .bounds import BOUNDS, bounds_of
from arbiter.games.nuremberg import labels as nuremberg_labels
from .reasons import REASONS

BEGINNER = Variant("beginner", "Beginner's starting layout: the rulebook's fixed positions (the default).")
ADVANCED = Variant("advanced", "Advanced starting layout: start-player draw, then customs posts and settlements "
                               "placed in snake order.")


def _end_turn(state: pb.State, seat: int, events_out: list) -> None:
    """The left-hand neighbour continues and begins by drawing an event card."""
    events_out.append(pb.Event(turn_ended=dict(seat=seat)))
    state.turn_seat = (seat + 1) % len(state.players)
    state.turn_number += 1
    state.offers_this_turn = 0
    state.phase = pb.PHASE_DRAW_EVENT_CARD


# What each phase awaits: its decision kind, prompt and rulebook section, the
# listing of its moves, and the handler(state, seat, move body, rng, events)
# of each move kind that answers it.
PHASES: dict[int, Decision] = {
    pb.PHASE_SETUP_CUSTOMS_POST: Decision(
        "place_customs_post", S.ADVANCED_LAYOUT, {
            "build_customs_post":
                lambda state, seat, m, rng, out: setup.place_customs_post(state, seat, m.section, out),
        }, moves.setup_customs_post,
        "Place a customs post on the first section of a trade road or adjoining a customs post.", default=first_of()),
    pb.PHASE_SETUP_SETTLEMENT: Decision(
        "found_settlement", S.ADVANCED_LAYOUT, {
            "build_settlement": lambda state, seat, m, rng, out: setup.found_settlement(state, seat, m.crossing, out),
        }, moves.setup_settlement, "Found a settlement on the road of the customs post you just placed.",
        default=first_of()),
    pb.PHASE_DRAW_EVENT_CARD: Decision(
        "draw_event_card", S.DRAW, {
            "draw_event_card": lambda state, seat, m, rng, out: events.draw_event_card(state, seat, rng, out),
        }, moves.draw_event_card, "Draw the event card.", default=first_of()),
    pb.PHASE_DISCARD: Decision(
        "discard", S.ROBBER_KNIGHT, {
            "discard": lambda state, seat, m, rng, out: events.discard(state, seat, m.cards, out),
        }, moves.discard, "Robber Knight: discard half of your raw-material cards.", moves.discard_template,
        default=first_of()),
    pb.PHASE_MOVE_ROBBER_KNIGHT: Decision(
        "move_robber_knight", S.ROBBER_KNIGHT, {
            "move_robber_knight": lambda state, seat, m, rng, out: events.move_robber_knight(state, seat, m.terrain,
                                                                                             out),
        }, moves.move_robber_knight, "Move the robber knight to another terrain.", default=first_of()),
    pb.PHASE_STEAL: Decision(
        "steal", S.ROBBER_KNIGHT, {
            "steal": lambda state, seat, m, rng, out: events.steal(state, seat, m.victim, rng, out),
            "decline_steal": lambda state, seat, m, rng, out: events.decline_steal(state, seat, out),
        }, moves.steal, "You may steal one raw-material card from a fellow player.",
        default=first_of("decline_steal")),
    pb.PHASE_FREE_CLAY: Decision(
        "free_clay", S.FREE_CLAY, {
            "build_city_wall": lambda state, seat, m, rng, out: events.free_clay_wall(state, seat, out),
            "decline_free_clay": lambda state, seat, m, rng, out: events.decline_free_clay(state, seat, out),
        }, moves.free_clay, "Free Clay: build one city wall for 3 gold, or pass.",
        default=first_of("decline_free_clay")),
    pb.PHASE_ROAD_TOLL: Decision(
        "collect_road_toll", S.ROAD_TOLL, {
            "draw_toll_cards": lambda state, seat, m, rng, out: events.draw_toll_cards(state, seat, m.cards, rng, out),
            "decline_toll_cards": lambda state, seat, m, rng, out: events.decline_toll_cards(state, seat, out),
        }, moves.collect_road_toll, "Road Toll: a player owes you gold and has none; draw up to one raw-material "
                                    "card blindly per gold owed, or let it go.",
        default=first_of("decline_toll_cards")),
    pb.PHASE_TRADE_AND_BUILD: Decision(
        "trade_and_build", S.SEQUENCE, {
            "build_customs_post": lambda state, seat, m, rng, out: building.build_customs_post(state, seat, m.section,
                                                                                               out),
            "build_settlement":
                lambda state, seat, m, rng, out: building.build_settlement(state, seat, m.crossing, out),
            "build_craft_workshop": lambda state, seat, m, rng, out: building.build_craft_workshop(state, seat, m.space,
                                                                                                   out),
            "build_city_wall": lambda state, seat, m, rng, out: building.build_city_wall(state, seat, out),
            "build_tower": lambda state, seat, m, rng, out: building.build_tower(state, seat, m.space, out),
            "produce_trade_good": lambda state, seat, m, rng, out: trading.produce_trade_good(state, seat, m.good, out),
            "trade_with_bank": lambda state, seat, m, rng, out: trading.trade_with_bank(state, seat, m, out),
            "offer_trade": lambda state, seat, m, rng, out: trading.offer_trade(state, seat, m, out),
            "end_turn": lambda state, seat, m, rng, out: _end_turn(state, seat, out),
        }, moves.trade_and_build, "Trade, build and produce in any order; then end your turn.",
        moves.offer_template, default=first_of("end_turn")),
    pb.PHASE_TRADE_ANSWERS: Decision(
        "answer_trade", S.TRADING_PLAYERS, {
            "accept_trade": lambda state, seat, m, rng, out: trading.answer_trade(state, seat,
                                                                                  pb.TRADE_ANSWER_ACCEPTED, out),
            "decline_trade": lambda state, seat, m, rng, out: trading.answer_trade(state, seat,
                                                                                   pb.TRADE_ANSWER_DECLINED, out),
            "counter_trade": lambda state, seat, m, rng, out: trading.answer_trade(
                state, seat, pb.TRADE_ANSWER_COUNTERED, out, m.give, m.get),
        }, moves.answers, "Accept, decline or counter the offer of the player on turn.", moves.counter_template,
        default=first_of("decline_trade")),
    pb.PHASE_TRADE_CHOICE: Decision(
        "close_trade", S.TRADING_PLAYERS, {
            "confirm_trade": lambda state, seat, m, rng, out: trading.confirm_trade(state, seat, m.partner, out),
            "withdraw_trade": lambda state, seat, m, rng, out: trading.close_trade(state, out, withdrawn=True),
        }, moves.close_trade, "Close the deal with a player who accepted or countered, or withdraw.",
        default=first_of("withdraw_trade")),
}
# Awaited before anything else while `state.council_choice` is set, whatever the phase.
COUNCIL_CHOICE = Decision(
    "take_council_card", S.COUNCIL, {
        "take_council_card": lambda state, seat, m, rng, out: council.take_council_card(state, seat, m.from_seat, out),
    }, moves.council_choice, "Choose whose council card to take.", default=first_of())
SETUP_PHASES = (pb.PHASE_SETUP_CUSTOMS_POST, pb.PHASE_SETUP_SETTLEMENT)
# The moves after which the player on turn may have 13 victory points: those
# that build (settlements, workshops, toll rights, council cards via prestige),
# take a council card, or begin a new player's turn.
SCORING_MOVES = frozenset({"build_customs_post", "build_settlement", "build_craft_workshop", "build_city_wall",
                           "build_tower", "take_council_card", "end_turn"})


# The phases that await the player on turn: their (seat, decision) pairs, one per seat.
_ON_TURN = {phase: [(seat, PHASES[phase]) for seat in range(moves.MAX_SEATS)]
            for phase in (pb.PHASE_DRAW_EVENT_CARD, pb.PHASE_MOVE_ROBBER_KNIGHT, pb.PHASE_STEAL,
                          pb.PHASE_TRADE_AND_BUILD, pb.PHASE_TRADE_CHOICE)}


class Nuremberg(Game[pb.State, pb.Move, pb.Event]):
    id = "nuremberg"
    title = "Die Siedler von Nürnberg"
    min_players = 3
    max_players = moves.MAX_SEATS  # the four colours of Game Components
    bounds = BOUNDS
    bounds_of = staticmethod(bounds_of)
    reasons = REASONS
    variants = (BEGINNER, ADVANCED)
    State = pb.State
    Move = pb.Move
    Event = pb.Event
    labels: ClassVar[ModuleType] = nuremberg_labels
    Rules = pb.Rules
    builtin_edition = BUILTIN_EDITION
    edition_module: ClassVar[ModuleType] = edition

    def setup(self, state: pb.State, config: GameConfig, rng: Rng) -> list[pb.Event]:
        out: list[pb.Event] = []
        if config.variant == ADVANCED.name:
            setup.advanced(state, config.players, rng, out)
        else:
            setup.beginner(state, config.players, rng, out)
        return out

    def awaiting(self, state: pb.State) -> list[tuple[int, Decision]]:
        phase = state.phase
        if phase == pb.PHASE_GAME_OVER:
            return []
        if state.HasField("council_choice"):
            return [(state.council_choice.seat, COUNCIL_CHOICE)]
        on_turn = _ON_TURN.get(phase)
        if on_turn is not None:  # most moves: one pair, made once
            return [on_turn[state.turn_seat]]
        d = PHASES[phase]
        if phase in SETUP_PHASES:
            return [(state.setup_order[state.setup_step], d)]
        if phase == pb.PHASE_DISCARD:
            return [(s, d) for s, owed in enumerate(state.discards_owed) if owed]
        if phase == pb.PHASE_FREE_CLAY:
            return [(state.free_clay_queue[0], d)]
        if phase == pb.PHASE_ROAD_TOLL:
            return [(state.toll_debts[0].holder, d)]
        # PHASE_TRADE_ANSWERS (_ON_TURN holds the other phases): every player yet to answer.
        return [(r.seat, d) for r in state.trade.replies if not r.answer]

    def after_move(self, state: pb.State, seat: int, kind: str, out: list[pb.Event]) -> None:
        if kind in SCORING_MOVES and state.phase not in SETUP_PHASES and state.phase != pb.PHASE_GAME_OVER:
            scoring.check_victory(state, out)

    def outcome(self, state: pb.State) -> Outcome | None:
        return scoring.outcome(state)

    def view(self, state: pb.State, seat: int | None) -> pb.State:
        return view.view(state, seat)

    def view_event(self, event: pb.Event, seat: int | None) -> pb.Event | None:
        return view.view_event(event, seat)

    def view_leaks(self, state, seat, seen, events_seen) -> list[str]:
        return view.view_leaks(state, seat, seen, events_seen)

    def invariant_violations(self, state: pb.State) -> list[str]:
        return invariant_violations(state)


def structure_violations(state: pb.State) -> list[str]:
    """What makes `state` one this game could never have produced: unknown
    ids, seats out of range, a phase without the data it needs. Checked
    before anything reads the state by id (a client may send any State to
    Adjudicate)."""
    bd = board(state)
    n = len(state.players)
    if not Nuremberg.min_players <= n <= Nuremberg.max_players:
        return [f"{n} players"]
    seats = range(n)
    bad = []
    for what, mapping, ids in (("customs post", state.customs_posts, bd.section_road),
                               ("settlement", state.settlements, bd.crossing_road),
                               ("toll right", state.toll_rights, bd.road_sections),
                               ("craft workshop", state.craft_workshops, bd.space_doubles),
                               ("tower", state.towers, bd.tower_walls)):
        for key, seat in mapping.items():
            if key not in ids or seat not in seats:
                bad.append(f"{what} {key!r} of seat {seat}")
    if any(seat not in seats for seat in state.city_walls):
        bad.append("a city wall of an unknown seat")
    if any(c not in bd.cards for c in [*state.deck, *state.discard_pile]):
        bad.append("an unknown event card")
    if state.robber_knight not in bd.terrain_number or state.year not in bd.years:
        bad.append(f"robber knight on {state.robber_knight!r}, year {state.year}")
    if state.turn_seat not in seats or len(state.discards_owed) != n:
        bad.append(f"turn seat {state.turn_seat}, discards for {len(state.discards_owed)} seats")
    if any(p.council_card not in bd.council_points and p.council_card for p in state.players):
        bad.append("an unknown council card")
    phase = state.phase
    if phase not in PHASES and phase != pb.PHASE_GAME_OVER:
        bad.append(f"phase {phase}")
    elif phase in SETUP_PHASES and not (0 <= state.setup_step < len(state.setup_order)
                                        and all(s in seats for s in state.setup_order)
                                        and (phase == pb.PHASE_SETUP_CUSTOMS_POST
                                             or state.setup_road in bd.road_sections)):
        bad.append("setup order, step or road")
    elif phase == pb.PHASE_FREE_CLAY and not (state.free_clay_queue and all(s in seats for s in state.free_clay_queue)):
        bad.append("Free Clay without a player to ask")
    elif phase in (pb.PHASE_TRADE_ANSWERS, pb.PHASE_TRADE_CHOICE) and not (
            state.trade.proposer == state.turn_seat and sorted(r.seat for r in state.trade.replies)
            == [s for s in seats if s != state.turn_seat]):
        bad.append("a trade phase without the offer of the player on turn")
    elif phase == pb.PHASE_DISCARD and not any(state.discards_owed):
        bad.append("discarding with nothing owed")
    if (phase == pb.PHASE_ROAD_TOLL) != bool(state.toll_debts) or not all(
            d.road in state.toll_rights and d.holder == state.toll_rights[d.road] and d.debtor in seats
            and d.debtor != d.holder and d.gold > 0 for d in state.toll_debts):
        bad.append("Road Toll debts outside the Road Toll, or not owed to the road's holder")
    if state.HasField("council_choice") and not (state.council_choice.seat in seats and state.council_choice.candidates
                                                 and all(s in seats for s in state.council_choice.candidates)):
        bad.append("a council choice of unknown seats")
    return bad


def invariant_violations(state: pb.State) -> list[str]:
    bd = board(state)
    bad = structure_violations(state)
    if bad:
        return bad
    players = state.players
    seats = range(len(players))
    hands = [[getattr(p.hand, m) for m in MATERIALS] for p in players]
    for i, m in enumerate(MATERIALS):
        supply = getattr(state.supply, m)
        if supply < 0 or supply + sum(h[i] for h in hands) != bd.cards_per_material:
            bad.append(f"{m}: supply {supply} and hands {[h[i] for h in hands]} do not make {bd.cards_per_material}")
    posts = dict(state.customs_posts)
    pieces = {"settlements": (Counter(state.settlements.values()), bd.settlements_per_colour),
              "craft workshops": (Counter(state.craft_workshops.values()), bd.workshops_per_colour),
              "customs posts": (Counter(posts.values()), bd.customs_posts_per_colour)}
    walls, towers = Counter(state.city_walls), Counter(state.towers.values())
    for i, p in enumerate(players):
        if min(hands[i]) < 0 or sum(hands[i]) != p.hand_size:
            bad.append(f"seat {i}: hand {hands[i]} vs hand_size {p.hand_size}")
        if p.gold < 0:
            bad.append(f"seat {i}: gold {p.gold}")
        if p.prestige != walls[i] * bd.prestige_wall + towers[i] * bd.prestige_tower:
            bad.append(f"seat {i}: prestige {p.prestige} for {walls[i]} walls and {towers[i]} towers")
        if p.council_card and p.prestige < bd.council_threshold:
            bad.append(f"seat {i}: council card with {p.prestige} prestige chips")
        for what, (count, limit) in pieces.items():
            if count[i] > limit:
                bad.append(f"seat {i}: {count[i]} {what}, more than the {limit} in a supply")
    cards = [p.council_card for p in players if p.council_card]
    if len(cards) != len(set(cards)) or not set(cards) <= set(bd.council_cards_for(len(players))):
        bad.append(f"council cards held: {cards}")
    if len(state.city_walls) > bd.city_wall_pieces or len(state.towers) > bd.tower_pieces:
        bad.append("more walls or towers than pieces")
    if state.deck_size != len(state.deck) or sorted([*state.deck, *state.discard_pile]) != bd.sorted_cards:
        bad.append("event cards lost or duplicated")
    on_road = Counter((bd.section_road[sec], seat) for sec, seat in posts.items())
    for road, holder in state.toll_rights.items():
        mine = on_road[road, holder]
        if mine == 0 or any(on_road[road, s] > mine for s in seats):
            bad.append(f"toll right {road} held by seat {holder} without the most customs posts")
    settled = dict(state.settlements)
    for x in settled:
        if any(n in settled for n in bd.crossing_road_neighbours[x]):
            bad.append(f"distance rule broken at {x}")
    return bad

