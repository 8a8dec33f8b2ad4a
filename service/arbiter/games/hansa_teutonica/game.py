"""Hansa Teutonica as an Arbiter Game: the hooks, and the decision table
(`DECISIONS`) from which the engine dispatches each move kind to the rule
that handles it."""
from __future__ import annotations

from arbiter.engine import STANDARD, Decision, Game, Rng, first_of
from arbiter.games.hansa_teutonica.bounds import BOUNDS, bounds_of
from arbiter.games.hansa_teutonica import labels as hansa_labels
from arbiter.games.hansa_teutonica.reasons import REASONS
from arbiter.games.hansa_teutonica import (
    actions, bonus_markers, components, displacement, edition, invariants, moves, parse, playout, scoring, sections,
    setup, trade_route, turn, view)
from arbiter.games.hansa_teutonica.components import side_board
from arbiter.games.hansa_teutonica.pieces import shape_name
from arbiter.hansa_teutonica.v1 import hansa_teutonica_pb2 as pb
from arbiter.v1.engine_pb2 import GameConfig, Outcome

# The rules write their events as pb.Event(kind=dict(fields)): protobuf fills
# the event in place, where pb.Event(kind=pb.Kind(fields)) would build the
# inner message and then copy it (a third more work, at every step).
# They read a repeated field as a slice (`r[:]`, a list made in C) wherever an
# `in`, a `set` or a loop may run to its end: upb's containers have no
# iterator, and the sequence protocol ends on an IndexError that costs about
# 2,000 instructions to make.



def _answer(parse_fields, rule):
    """The handler of a move kind: parse its fields on the game's board
    (MalformedMove for ids that do not exist), play the rule, then what
    follows every move: the turn moves on (`turn.advance`; here rather than
    in `after_move`, so that a move looks up its board once)."""
    def play(state: pb.State, seat: int, body, rng: Rng, events: list) -> None:
        board = side_board(state)
        rule(state, board, seat, parse_fields(board, body), events)
        t = state.turn
        phase = t.phase
        if phase == pb.PHASE_ACTIONS or phase == pb.PHASE_PLACE_BONUS_MARKERS:  # the phases that can end a turn
            turn.advance(state, board, t, phase, events)
    return play


def _legal(state: pb.State, seat: int) -> moves.MoveList:
    return moves.legal_moves(state, side_board(state), seat)


def _displacement_prompt(state: pb.State, seat: int) -> str:
    d = state.turn.displacement
    what = f"your displaced {shape_name(d.displaced)}" if d.displaced else "no displaced piece"
    return f"place {what} and up to {d.extras_left} extra tradesmen on the nearest free route posts"


def _moving_prompt(whose: str):
    return lambda state, seat: f"move up to {state.turn.moves_left} more of {whose} tradesmen, or finish"


RELOCATE = _answer(parse.relocate, actions.play_relocate)
FINISH_MOVING = _answer(parse.nothing, actions.play_finish_moving)
# Bonus markers are used "at any time during your turn": between actions and
# between the steps of a Move action or of Move 3 Tradesmen.
USE_BONUS_MARKER = _answer(parse.use_bonus_marker, bonus_markers.play_use)

# The decision each phase awaits (one seat at a time): the move kinds that
# answer it and the rule that plays each; one listing for all of them.
DECISIONS: dict[int, Decision] = {
    pb.PHASE_ACTIONS: Decision("action", sections.GAME_PLAY, {
        "income": _answer(parse.income, actions.play_income),
        "place_tradesman": _answer(parse.place, actions.play_place),
        "displace_tradesman": _answer(parse.displace, actions.play_displace),
        "move_tradesmen": _answer(parse.nothing, actions.play_move_tradesmen),
        "create_trade_route": _answer(parse.create, trade_route.play_create),
        "use_bonus_marker": USE_BONUS_MARKER,
        "end_turn": _answer(parse.nothing, turn.play_end_turn),
    }, _legal, "take an action, use a bonus marker or end the turn",  # the actions left are in State.turn
        default=first_of("end_turn")),
    pb.PHASE_MOVE_TRADESMEN: Decision("move_tradesmen", sections.MOVE, {
        "relocate_tradesman": RELOCATE,
        "swap_tradesmen": _answer(parse.swap, actions.play_swap),
        "use_bonus_marker": USE_BONUS_MARKER,
        "finish_moving": FINISH_MOVING,
    }, _legal, _moving_prompt("your"), default=first_of("finish_moving")),
    pb.PHASE_MOVE_OPPONENTS: Decision("move_opponents_tradesmen", sections.MOVE_THREE, {
        "relocate_tradesman": RELOCATE,
        "use_bonus_marker": USE_BONUS_MARKER,
        "finish_moving": FINISH_MOVING,
    }, _legal, _moving_prompt("opponents'"), default=first_of("finish_moving")),
    pb.PHASE_DISPLACEMENT: Decision("place_displaced_tradesmen", sections.DISPLACE, {
        "place_displaced_tradesman": _answer(parse.place_displaced, displacement.play_place),
        "decline_extra_tradesmen": _answer(parse.nothing, displacement.play_decline),
    }, _legal, _displacement_prompt, default=first_of("decline_extra_tradesmen")),
    pb.PHASE_PLACE_BONUS_MARKERS: Decision("place_bonus_markers", sections.PLACE_MARKERS, {
        "place_bonus_marker": _answer(parse.place_bonus_marker, bonus_markers.play_place),
    }, _legal, "place the bonus markers from your silver plate beside trade routes", default=first_of()),
}


class HansaTeutonica(Game):
    id = "hansa-teutonica"
    title = "Hansa Teutonica"
    min_players = 2
    max_players = 5
    bounds = BOUNDS
    bounds_of = staticmethod(bounds_of)
    reasons = REASONS
    variants = (STANDARD,)
    State = pb.State
    Move = pb.Move
    Event = pb.Event
    Rules = pb.Rules
    builtin_edition = components.BUILTIN_EDITION
    labels = hansa_labels

    def label_context(self, state: pb.State) -> components.Board:
        return hansa_labels.side_board(state)

    edition_module = edition

    def setup(self, state: pb.State, config: GameConfig, rng: Rng) -> list[pb.Event]:
        return setup.setup(state, config, rng)

    # The policy itself, not a method calling it: self-play calls it once a move.
    random_move = staticmethod(playout.random_move)

    def awaiting(self, state: pb.State) -> list[tuple[int, Decision]]:
        t = state.turn
        phase = t.phase
        d = DECISIONS.get(phase)
        if d is None:
            return []
        return [(t.displacement.seat if phase == pb.PHASE_DISPLACEMENT else t.seat, d)]

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
