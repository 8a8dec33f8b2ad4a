"""The game-agnostic core: the Game interface, pending decisions, the seeded
RNG, projections (views) and rule violations. Knows no particular game, and
nothing of gRPC or storage."""
from arbiter.engine.decisions import Decision, first_of, least
from arbiter.engine.errors import InvalidConfig, MalformedMove, RuleViolation
from arbiter.engine.game import SPECTATOR, STANDARD, Game, Option, Variant, decision
from arbiter.engine.rng import Rng

__all__ = [
    "Decision",
    "Game",
    "InvalidConfig",
    "MalformedMove",
    "Option",
    "Rng",
    "RuleViolation",
    "SPECTATOR",
    "STANDARD",
    "Variant",
    "decision",
    "first_of",
    "least",
]
