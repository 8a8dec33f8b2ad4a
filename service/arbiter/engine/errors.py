"""Why a move is refused. The API layer maps these to gRPC codes; nothing here
knows about gRPC."""
from __future__ import annotations


class RuleViolation(Exception):
    """A well-formed move that the rules forbid now (FAILED_PRECONDITION).

    `reason` is a stable UPPER_SNAKE identifier clients may switch on
    (NOT_YOUR_TURN, INSUFFICIENT_RESOURCES, DISTANCE_RULE, ...); `rule` names
    the rulebook section it enforces, e.g. "Nottingham: The Actions / Purchase".
    """

    def __init__(self, reason: str, rule: str, message: str):
        super().__init__(message)
        self.reason = reason
        self.rule = rule
        self.message = message

    def __repr__(self) -> str:
        return f"RuleViolation({self.reason!r}, {self.rule!r}, {self.message!r})"


class MalformedMove(Exception):
    """A move that could never be legal: missing or out-of-range fields
    (INVALID_ARGUMENT). `field` is the offending field path in the Move."""

    def __init__(self, field: str, description: str):
        super().__init__(f"{field}: {description}")
        self.field = field
        self.description = description


class InvalidConfig(Exception):
    """A game configuration the game does not offer (INVALID_ARGUMENT)."""

    def __init__(self, field: str, description: str):
        super().__init__(f"{field}: {description}")
        self.field = field
        self.description = description


# Reasons the engine itself raises, the same for every game.
GAME_OVER = "GAME_OVER"
NOT_YOUR_TURN = "NOT_YOUR_TURN"
# A move whose kind does not answer the decision pending for its seat (its
# rule is the decision's rulebook section).
WRONG_MOVE_KIND = "WRONG_MOVE_KIND"
ENGINE_RULE = "Arbiter engine: pending decisions"
