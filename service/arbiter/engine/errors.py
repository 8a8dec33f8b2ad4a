"""Why a request is refused: one hierarchy for every layer.

Every error a client may be told about is an `ArbiterError`. It carries a
stable UPPER_SNAKE `reason` clients switch on and a `Category`: what kind of
refusal it is, in the project's own terms. Nothing here knows about gRPC or
HTTP: the API layer maps each category to one status code, in one place
(`arbiter.api.errors.CODES`). Every reason is listed, with its category and
what it means, in a reason catalogue (`arbiter.engine.reasons`).
"""
from __future__ import annotations

import enum

class Category(enum.Enum):
    """What kind of refusal an error is (the API maps each to one code)."""

    MALFORMED = "malformed"  # can never be right as sent: a bad field, an unknown id
    REFUSED = "refused"  # well-formed, but the game as it stands refuses it (a rule, an edition)
    FORBIDDEN = "forbidden"  # the caller's seat may not do this now
    UNAUTHENTICATED = "unauthenticated"  # the credential is not valid for this game
    NOT_FOUND = "not_found"  # no such game, game type or edition
    CONFLICT = "conflict"  # the game moved on since the version the request was made at
    EXISTS = "exists"  # what the request would create exists already, made by another request
    EXHAUSTED = "exhausted"  # a limit is reached: rate, size, watchers
    UNAVAILABLE = "unavailable"  # a dependency cannot answer now; retry


class ArbiterError(Exception):
    """The base of every error a client is told about.

    `reason` and `category` are class defaults that a subclass or an instance
    may override; `field` names the offending request field, if one is to
    blame; `metadata()` is what ErrorInfo.metadata carries besides it.
    """

    category: Category = Category.REFUSED
    reason: str = ""  # set by each subclass, or per instance
    field: str | None = None

    def describe(self) -> str:
        """The message the client is shown."""
        return str(self)

    def metadata(self) -> dict[str, str]:
        return {}


class RuleViolation(ArbiterError):
    """A well-formed move that the rules forbid now.

    `reason` is a stable UPPER_SNAKE identifier clients may switch on
    (NOT_YOUR_TURN, INSUFFICIENT_RESOURCES, DISTANCE_RULE, ...); `rule` names
    the rulebook section it enforces, e.g. "Nottingham: The Actions / Purchase".
    Its category is REFUSED, except for the engine's NOT_YOUR_TURN (FORBIDDEN:
    acting for a seat that has nothing to decide is the "wrong seat" case).
    """

    def __init__(self, reason: str, rule: str, message: str, deprecated_reason: str | None = None):
        super().__init__(message)
        self.reason = reason
        self.rule = rule
        self.message = message
        # The name a released API gave this refusal (a catalogued alias of `reason`).
        self.deprecated_reason = deprecated_reason
        if reason == NOT_YOUR_TURN:
            self.category = Category.FORBIDDEN

    def metadata(self) -> dict[str, str]:
        if self.deprecated_reason:
            return {"rule": self.rule, "deprecated_reason": self.deprecated_reason}
        return {"rule": self.rule}

    def __repr__(self) -> str:
        return f"RuleViolation({self.reason!r}, {self.rule!r}, {self.message!r})"


class MalformedMove(ArbiterError):
    """A move that could never be legal: missing or out-of-range fields.
    `field` is the offending field path in the Move."""

    category = Category.MALFORMED
    reason = "MALFORMED_MOVE"

    def __init__(self, field: str, description: str):
        super().__init__(f"{field}: {description}")
        self.field = field
        self.description = description


class InvalidConfig(ArbiterError):
    """A game configuration the game does not offer."""

    category = Category.MALFORMED
    reason = "INVALID_CONFIG"
    field: str  # a configuration is always refused for one of its fields

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
