"""Prestige as an Arbiter game: the engine hooks, delegating to the rules modules."""
from __future__ import annotations

from arbiter.engine import STANDARD, Game, Option, Rng, Variant, decision
from arbiter.games.prestige.bounds import BOUNDS
from arbiter.games.prestige import moves, scoring, seasons, setup, view
from arbiter.games.prestige.invariants import violations
from arbiter.prestige.v1 import prestige_pb2 as pb
from arbiter.v1.engine_pb2 import GameConfig, Outcome, PendingDecision

DUEL = Variant(
    "duel",
    "Slightly Sharper Duel Variant: other craftsman prices, and second place on a dark-blue condition scores 3.",
    (2,),
)


class Prestige(Game[pb.State, pb.Move, pb.Event]):
    id = "prestige"
    title = "Prestige"
    min_players = 2
    max_players = 4
    bounds = BOUNDS
    variants = (STANDARD, DUEL)
    options = (
        Option("first_game", "First-game recommendation: the marked event cards and light-blue conditions.",
               ("no", "yes"), "no"),
    )
    State = pb.State
    Move = pb.Move
    Event = pb.Event

    def setup(self, state: pb.State, config: GameConfig, rng: Rng) -> list[pb.Event]:
        return seasons.run(state, setup.setup(state, config, rng))

    def pending(self, state: pb.State) -> list[PendingDecision]:
        return [decision(s.seat, moves.NAMES[s.kind], moves.DECISIONS[s.kind].prompt) for s in state.awaiting]

    # The two below answer what the engine derives from pending(), straight
    # from `state.awaiting` without building PendingDecision messages (they
    # run several times per move).
    def pending_seats(self, state: pb.State) -> set[int]:
        awaiting = state.awaiting
        if len(awaiting) == 1:  # the usual case; indexing is cheaper than iterating
            return {awaiting[0].seat}
        return {s.seat for s in awaiting}

    def is_over(self, state: pb.State) -> bool:
        return not state.awaiting

    def legal_moves(self, state: pb.State, seat: int) -> list[pb.Move]:
        return moves.legal(state, seat)

    def play(self, state: pb.State, seat: int, move: pb.Move, rng: Rng) -> list[pb.Event]:
        return moves.play(state, seat, move)

    def outcome(self, state: pb.State) -> Outcome | None:
        return scoring.outcome(state)

    def view(self, state: pb.State, seat: int | None) -> pb.State:
        return view.view(state, seat)

    def view_leaks(self, state: pb.State, seat: int | None, view_state: pb.State, events: list[pb.Event]) -> list[str]:
        return view.view_leaks(state, seat, view_state, events)

    def invariant_violations(self, state: pb.State) -> list[str]:
        return violations(state)
