"""Hansa Teutonica as an Arbiter Game: the hooks, and the dispatch of each
move kind to the rule that handles it."""
from __future__ import annotations

import random

from arbiter.engine import STANDARD, Game, RuleViolation, Rng
from arbiter.games.hansa_teutonica.bounds import BOUNDS
from arbiter.games.hansa_teutonica import (
    actions, board, bonus_markers, edition, displacement, invariants, movegen, parse, playout, scoring, sections, setup, trade_route,
    turn, view)
from arbiter.games.hansa_teutonica.board import boards
from arbiter.hansa_teutonica.v1 import hansa_teutonica_pb2 as pb
from arbiter.v1.engine_pb2 import GameConfig, Outcome, PendingDecision

# The rules write their events as pb.Event(kind=dict(fields)): protobuf fills
# the event in place, where pb.Event(kind=pb.Kind(fields)) would build the
# inner message and then copy it (a third more work, at every step).

# The move kinds each phase accepts, and the rule that plays each kind.
_ACTIONS = pb.PHASE_ACTIONS
ALLOWED = {
    _ACTIONS: {"income", "place_tradesman", "displace_tradesman", "move_tradesmen", "create_trade_route",
               "use_bonus_marker", "end_turn"},
    pb.PHASE_MOVE_TRADESMEN: {"relocate_tradesman", "swap_tradesmen", "finish_moving"},
    pb.PHASE_MOVE_OPPONENTS: {"relocate_tradesman", "finish_moving"},
    pb.PHASE_DISPLACEMENT: {"place_displaced_tradesman", "decline_extra_tradesmen"},
    pb.PHASE_PLACE_BONUS_MARKERS: {"place_bonus_marker"},
}
# kind -> (parse its fields, play it).
RULES = {
    "income": (parse.income, actions.play_income),
    "place_tradesman": (parse.place, actions.play_place),
    "displace_tradesman": (parse.displace, actions.play_displace),
    "move_tradesmen": (parse.nothing, actions.play_move_tradesmen),
    "relocate_tradesman": (parse.relocate, actions.play_relocate),
    "swap_tradesmen": (parse.swap, actions.play_swap),
    "finish_moving": (parse.nothing, actions.play_finish_moving),
    "create_trade_route": (parse.create, trade_route.play_create),
    "place_displaced_tradesman": (parse.place_displaced, displacement.play_place),
    "decline_extra_tradesmen": (parse.nothing, displacement.play_decline),
    "use_bonus_marker": (parse.use_bonus_marker, bonus_markers.play_use),
    "place_bonus_marker": (parse.place_bonus_marker, bonus_markers.play_place),
    "end_turn": (parse.nothing, turn.play_end_turn),
}


class HansaTeutonica(Game):
    id = "hansa-teutonica"
    title = "Hansa Teutonica"
    min_players = 2
    max_players = 5
    bounds = BOUNDS
    variants = (STANDARD,)
    State = pb.State
    Move = pb.Move
    Event = pb.Event
    Rules = pb.Rules
    builtin_edition = board.BUILTIN_EDITION

    def validate_rules(self, rules: pb.Rules):
        return edition.validate(rules)

    def restrict_rules(self, rules: pb.Rules, variant: str, players: int) -> pb.Rules:
        return edition.restrict(rules, variant, players)

    def compile_rules(self, rules: pb.Rules) -> board.Tables:
        return board.Tables(board.boards_from_rules(rules))

    def setup(self, state: pb.State, config: GameConfig, rng: Rng) -> list[pb.Event]:
        return setup.setup(state, config, rng)

    def random_move(self, state: pb.State, seat: int, moves: movegen.MoveList, rng: random.Random) -> pb.Move:
        return playout.random_move(state, seat, moves, rng)

    def pending(self, state: pb.State) -> list[PendingDecision]:
        return turn.pending(state)

    # The two below answer what the engine derives from pending(), without
    # building PendingDecision messages (they run several times per move).
    def pending_seats(self, state: pb.State) -> set[int]:
        t = state.turn
        phase = t.phase
        if phase == pb.PHASE_DISPLACEMENT:
            return {t.displacement.seat}
        return {t.seat} if phase in turn.DECISION else set()

    def is_over(self, state: pb.State) -> bool:
        return state.turn.phase not in turn.DECISION

    def legal_moves(self, state: pb.State, seat: int) -> movegen.MoveList:
        return movegen.legal_moves(state, boards(state)[state.side], seat)

    def play(self, state: pb.State, seat: int, move: pb.Move, rng: Rng) -> list[pb.Event]:
        kind = move.WhichOneof("kind")
        board = boards(state)[state.side]
        parse_fields, rule = RULES[kind]
        args = parse_fields(board, getattr(move, kind))
        phase = state.turn.phase
        if kind not in ALLOWED[phase]:
            raise RuleViolation("WRONG_PHASE", sections.GAME_PLAY,
                                f"{kind} is not possible now; expected one of {sorted(ALLOWED[phase])}")
        events: list[pb.Event] = []
        rule(state, board, seat, args, events)
        if state.turn.phase != pb.PHASE_GAME_OVER:
            turn.advance(state, board, events)
        return events

    def outcome(self, state: pb.State) -> Outcome | None:
        return scoring.outcome(state) if state.turn.phase == pb.PHASE_GAME_OVER else None

    def view(self, state: pb.State, seat: int | None) -> pb.State:
        return view.view(state, seat)

    def view_event(self, event: pb.Event, seat: int | None) -> pb.Event | None:
        return view.view_event(event, seat)

    def view_leaks(self, state: pb.State, seat: int | None, v: pb.State, events: list[pb.Event]) -> list[str]:
        return view.view_leaks(state, seat, v, events)

    def invariant_violations(self, state: pb.State) -> list[str]:
        return invariants.violations(state)
