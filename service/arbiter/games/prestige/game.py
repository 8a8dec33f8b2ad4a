"""Prestige as an Arbiter game: the engine hooks, delegating to the rules modules."""
from __future__ import annotations

from arbiter.engine import STANDARD, Decision, Game, Option, Rng, Variant
from arbiter.games.prestige.bounds import BOUNDS, bounds_of
from arbiter.games.prestige.reasons import REASONS
from arbiter.games.prestige import components, edition, moves, scoring, seasons, setup, view
from arbiter.games.prestige.invariants import violations
from arbiter.games.prestige import labels as prestige_labels
from arbiter.prestige.v1 import prestige_pb2 as pb
from arbiter.v1.engine_pb2 import GameConfig, Outcome

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
    bounds_of = staticmethod(bounds_of)
    reasons = REASONS
    variants = (STANDARD, DUEL)
    options = (
        Option("first_game", "First-game recommendation: the marked event cards and light-blue conditions.",
               ("no", "yes"), "no"),
    )
    State = pb.State
    Move = pb.Move
    Event = pb.Event
    labels = prestige_labels
    Rules = pb.Rules
    builtin_edition = components.BUILTIN_EDITION
    edition_module = edition

    def setup(self, state: pb.State, config: GameConfig, rng: Rng) -> list[pb.Event]:
        return seasons.run(state, setup.setup(state, config, rng))

    def awaiting(self, state: pb.State) -> list[tuple[int, Decision]]:
        decisions = moves.DECISIONS
        return [(s.seat, decisions[s.kind]) for s in state.awaiting[:]]

    def after_move(self, state: pb.State, seat: int, kind: str, events: list[pb.Event]) -> None:
        seasons.run(state, events)  # on to the next decision

    def outcome(self, state: pb.State) -> Outcome | None:
        return scoring.outcome(state)

    def view(self, state: pb.State, seat: int | None) -> pb.State:
        return view.view(state, seat)

    def view_leaks(self, state: pb.State, seat: int | None, view_state: pb.State, events: list[pb.Event]) -> list[str]:
        return view.view_leaks(state, seat, view_state, events)

    def invariant_violations(self, state: pb.State) -> list[str]:
        return violations(state)
