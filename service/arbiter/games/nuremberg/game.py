"""Die Siedler von Nürnberg as an `arbiter.engine.Game`: the hooks, and the
dispatch of each move to the rule that handles it in the current phase."""
from __future__ import annotations

from arbiter.engine import Game, Rng, RuleViolation, Variant, decision
from arbiter.nuremberg.v1 import nuremberg_pb2 as pb
from arbiter.v1.engine_pb2 import GameConfig, Outcome, PendingDecision

from . import building, council, events, moves, scoring, sections as S, setup, trading, view
from .board import BOARD, MATERIALS

BEGINNER = Variant("beginner", "Beginner's starting layout: the rulebook's fixed positions (the default).")
ADVANCED = Variant("advanced", "Advanced starting layout: start-player draw, then customs posts and settlements "
                               "placed in snake order.")


def _end_turn(state: pb.State, seat: int, events_out: list) -> None:
    """The left-hand neighbour continues and begins by drawing an event card."""
    events_out.append(pb.Event(turn_ended=pb.TurnEnded(seat=seat)))
    state.turn_seat = (seat + 1) % len(state.players)
    state.turn_number += 1
    state.offers_this_turn = 0
    state.phase = pb.PHASE_DRAW_EVENT_CARD


def _free_clay_wall(state: pb.State, seat: int, events_out: list) -> None:
    building.build_city_wall(state, seat, events_out, free_clay=True)
    del state.free_clay_queue[0]
    events.next_free_clay(state, events_out)


def _decline_free_clay(state: pb.State, seat: int, events_out: list) -> None:
    events_out.append(pb.Event(free_clay_declined=pb.FreeClayDeclined(seat=seat)))
    del state.free_clay_queue[0]
    events.next_free_clay(state, events_out)


def _decline_steal(state: pb.State, seat: int, events_out: list) -> None:
    events_out.append(pb.Event(steal_declined=pb.StealDeclined(seat=seat)))
    state.phase = pb.PHASE_TRADE_AND_BUILD


# (phase, move kind) -> handler(state, seat, move body, rng, events). A move
# kind missing for the phase is refused with WRONG_PHASE.
HANDLERS = {
    (pb.PHASE_SETUP_CUSTOMS_POST, "build_customs_post"): lambda s, seat, m, r, e: setup.place_customs_post(s, seat, m.section, e),
    (pb.PHASE_SETUP_SETTLEMENT, "build_settlement"): lambda s, seat, m, r, e: setup.found_settlement(s, seat, m.crossing, e),
    (pb.PHASE_DRAW_EVENT_CARD, "draw_event_card"): lambda s, seat, m, r, e: events.draw_event_card(s, seat, r, e),
    (pb.PHASE_DISCARD, "discard"): lambda s, seat, m, r, e: events.discard(s, seat, m.cards, e),
    (pb.PHASE_MOVE_ROBBER_KNIGHT, "move_robber_knight"): lambda s, seat, m, r, e: events.move_robber_knight(s, seat, m.terrain, e),
    (pb.PHASE_STEAL, "steal"): lambda s, seat, m, r, e: events.steal(s, seat, m.victim, r, e),
    (pb.PHASE_STEAL, "decline_steal"): lambda s, seat, m, r, e: _decline_steal(s, seat, e),
    (pb.PHASE_FREE_CLAY, "build_city_wall"): lambda s, seat, m, r, e: _free_clay_wall(s, seat, e),
    (pb.PHASE_FREE_CLAY, "decline_free_clay"): lambda s, seat, m, r, e: _decline_free_clay(s, seat, e),
    (pb.PHASE_TRADE_AND_BUILD, "build_customs_post"): lambda s, seat, m, r, e: building.build_customs_post(s, seat, m.section, e),
    (pb.PHASE_TRADE_AND_BUILD, "build_settlement"): lambda s, seat, m, r, e: building.build_settlement(s, seat, m.crossing, e),
    (pb.PHASE_TRADE_AND_BUILD, "build_craft_workshop"): lambda s, seat, m, r, e: building.build_craft_workshop(s, seat, m.space, e),
    (pb.PHASE_TRADE_AND_BUILD, "build_city_wall"): lambda s, seat, m, r, e: building.build_city_wall(s, seat, e),
    (pb.PHASE_TRADE_AND_BUILD, "build_tower"): lambda s, seat, m, r, e: building.build_tower(s, seat, m.space, e),
    (pb.PHASE_TRADE_AND_BUILD, "produce_trade_good"): lambda s, seat, m, r, e: trading.produce_trade_good(s, seat, m.good, e),
    (pb.PHASE_TRADE_AND_BUILD, "trade_with_bank"): lambda s, seat, m, r, e: trading.trade_with_bank(s, seat, m, e),
    (pb.PHASE_TRADE_AND_BUILD, "offer_trade"): lambda s, seat, m, r, e: trading.offer_trade(s, seat, m, e),
    (pb.PHASE_TRADE_AND_BUILD, "end_turn"): lambda s, seat, m, r, e: _end_turn(s, seat, e),
    (pb.PHASE_TRADE_ANSWERS, "accept_trade"): lambda s, seat, m, r, e: trading.answer_trade(s, seat, pb.TRADE_ANSWER_ACCEPTED, e),
    (pb.PHASE_TRADE_ANSWERS, "decline_trade"): lambda s, seat, m, r, e: trading.answer_trade(s, seat, pb.TRADE_ANSWER_DECLINED, e),
    (pb.PHASE_TRADE_ANSWERS, "counter_trade"): lambda s, seat, m, r, e: trading.answer_trade(s, seat, pb.TRADE_ANSWER_COUNTERED, e, m.give, m.get),
    (pb.PHASE_TRADE_CHOICE, "confirm_trade"): lambda s, seat, m, r, e: trading.confirm_trade(s, seat, m.partner, e),
    (pb.PHASE_TRADE_CHOICE, "withdraw_trade"): lambda s, seat, m, r, e: trading.close_trade(s, e, withdrawn=True),
}

# What each phase waits for: (decision kind, prompt, rulebook section).
PHASES = {
    pb.PHASE_SETUP_CUSTOMS_POST: ("place_customs_post", "Place a customs post on the first section of a trade road "
                                  "or adjoining a customs post.", S.ADVANCED_LAYOUT),
    pb.PHASE_SETUP_SETTLEMENT: ("found_settlement", "Found a settlement on the road of the customs post you just "
                                "placed.", S.ADVANCED_LAYOUT),
    pb.PHASE_DRAW_EVENT_CARD: ("draw_event_card", "Draw the event card.", S.DRAW),
    pb.PHASE_DISCARD: ("discard", "Robber Knight: discard half of your raw-material cards.", S.ROBBER_KNIGHT),
    pb.PHASE_MOVE_ROBBER_KNIGHT: ("move_robber_knight", "Move the robber knight to another terrain.", S.ROBBER_KNIGHT),
    pb.PHASE_STEAL: ("steal", "You may steal one raw-material card from a fellow player.", S.ROBBER_KNIGHT),
    pb.PHASE_FREE_CLAY: ("free_clay", "Free Clay: build one city wall for 3 gold, or pass.", S.FREE_CLAY),
    pb.PHASE_TRADE_AND_BUILD: ("trade_and_build", "Trade, build and produce in any order; then end your turn.",
                               S.SEQUENCE),
    pb.PHASE_TRADE_ANSWERS: ("answer_trade", "Accept, decline or counter the offer of the player on turn.",
                             S.TRADING_PLAYERS),
    pb.PHASE_TRADE_CHOICE: ("close_trade", "Close the deal with a player who accepted or countered, or withdraw.",
                            S.TRADING_PLAYERS),
}
COUNCIL_DECISION = ("take_council_card", "Choose whose council card to take.")
SETUP_PHASES = (pb.PHASE_SETUP_CUSTOMS_POST, pb.PHASE_SETUP_SETTLEMENT)
# The moves after which the player on turn may have 13 victory points: those
# that build (settlements, workshops, toll rights, council cards via prestige),
# take a council card, or begin a new player's turn.
SCORING_MOVES = frozenset({"build_customs_post", "build_settlement", "build_craft_workshop", "build_city_wall",
                           "build_tower", "take_council_card", "end_turn"})


class Nuremberg(Game[pb.State, pb.Move, pb.Event]):
    id = "nuremberg"
    title = "Die Siedler von Nürnberg"
    min_players = 3
    max_players = 4
    variants = (BEGINNER, ADVANCED)
    State = pb.State
    Move = pb.Move
    Event = pb.Event

    def setup(self, state: pb.State, config: GameConfig, rng: Rng) -> list[pb.Event]:
        out: list[pb.Event] = []
        if config.variant == ADVANCED.name:
            setup.advanced(state, config.players, rng, out)
        else:
            setup.beginner(state, config.players, rng, out)
        return out

    def pending(self, state: pb.State) -> list[PendingDecision]:
        phase = state.phase
        if phase == pb.PHASE_GAME_OVER:
            return []
        if state.HasField("council_choice"):
            return [decision(state.council_choice.seat, *COUNCIL_DECISION)]
        kind, prompt, _ = PHASES[phase]
        if phase in SETUP_PHASES:
            return [decision(state.setup_order[state.setup_step], kind, prompt)]
        if phase == pb.PHASE_DISCARD:
            return [decision(s, kind, prompt) for s, owed in enumerate(state.discards_owed) if owed]
        if phase == pb.PHASE_FREE_CLAY:
            return [decision(state.free_clay_queue[0], kind, prompt)]
        if phase == pb.PHASE_TRADE_ANSWERS:
            return [decision(r.seat, kind, prompt) for r in state.trade.replies if not r.answer]
        return [decision(state.turn_seat, kind, prompt)]

    def legal_moves(self, state: pb.State, seat: int) -> list[pb.Move]:
        """See `moves`: the returned moves are shared constants; copy before editing."""
        return moves.legal_moves(state, seat)

    def move_templates(self, state: pb.State, seat: int):
        return moves.move_templates(state, seat)

    def play(self, state: pb.State, seat: int, move: pb.Move, rng: Rng) -> list[pb.Event]:
        kind = move.WhichOneof("kind")
        out: list[pb.Event] = []
        if state.HasField("council_choice"):
            if kind != "take_council_card":
                raise RuleViolation("WRONG_PHASE", S.COUNCIL, "first choose whose council card to take")
            council.take_council_card(state, seat, move.take_council_card.from_seat, out)
        else:
            handler = HANDLERS.get((state.phase, kind))
            if handler is None:
                wanted, _, rule = PHASES[state.phase]
                raise RuleViolation("WRONG_PHASE", rule, f"{kind} is not possible now: the game waits for {wanted}")
            handler(state, seat, getattr(move, kind), rng, out)
        if kind in SCORING_MOVES and state.phase not in SETUP_PHASES and state.phase != pb.PHASE_GAME_OVER:
            scoring.check_victory(state, out)
        return out

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


def invariant_violations(state: pb.State) -> list[str]:
    bad = []
    players = state.players
    for m in MATERIALS:
        total = getattr(state.supply, m) + sum(getattr(p.hand, m) for p in players)
        if total != BOARD.cards_per_material or getattr(state.supply, m) < 0:
            bad.append(f"{m}: {total} cards in play, supply {getattr(state.supply, m)}")
    for i, p in enumerate(players):
        hand = [getattr(p.hand, m) for m in MATERIALS]
        if min(hand) < 0 or sum(hand) != p.hand_size:
            bad.append(f"seat {i}: hand {hand} vs hand_size {p.hand_size}")
        if p.gold < 0:
            bad.append(f"seat {i}: gold {p.gold}")
        walls = sum(1 for s in state.city_walls if s == i)
        towers = sum(1 for s in state.towers.values() if s == i)
        if p.prestige != walls * BOARD.prestige_wall + towers * BOARD.prestige_tower:
            bad.append(f"seat {i}: prestige {p.prestige} for {walls} walls and {towers} towers")
        if p.council_card and p.prestige < BOARD.council_threshold:
            bad.append(f"seat {i}: council card with {p.prestige} prestige chips")
        for what, mapping, limit in (("settlements", state.settlements, BOARD.settlements_per_colour),
                                     ("craft workshops", state.craft_workshops, BOARD.workshops_per_colour),
                                     ("customs posts", state.customs_posts, BOARD.customs_posts_per_colour)):
            if building.count(mapping, i) > limit:
                bad.append(f"seat {i}: more {what} than its supply")
    cards = [p.council_card for p in players if p.council_card]
    if len(cards) != len(set(cards)) or not set(cards) <= set(BOARD.council_cards_for(len(players))):
        bad.append(f"council cards held: {cards}")
    if len(state.city_walls) > BOARD.city_wall_pieces or len(state.towers) > BOARD.tower_pieces:
        bad.append("more walls or towers than pieces")
    if state.deck_size != len(state.deck) or sorted([*state.deck, *state.discard_pile]) != sorted(BOARD.cards):
        bad.append("event cards lost or duplicated")
    for road, holder in state.toll_rights.items():
        mine = building.posts_on_road(state, road, holder)
        if mine == 0 or any(building.posts_on_road(state, road, s) > mine for s in range(len(players))):
            bad.append(f"toll right {road} held by seat {holder} without the most customs posts")
    for x in state.settlements:
        if any(n in state.settlements for n in BOARD.crossing_road_neighbours[x]):
            bad.append(f"distance rule broken at {x}")
    return bad

