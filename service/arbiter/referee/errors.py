"""The referee's refusals (docs/design.md#errors): ArbiterErrors of the
service's own, beside the engine's (arbiter.engine.errors) and the store's
(arbiter.store.base); arbiter.api.reasons catalogues their reasons and
arbiter.api.errors maps their categories to status codes."""
from __future__ import annotations

from arbiter.engine.errors import ArbiterError, Category


class NotFound(ArbiterError):
    """Unknown (or expired) game, unknown game type or edition."""

    category = Category.NOT_FOUND
    reason = "NOT_FOUND"


class BadRequest(ArbiterError):
    """A malformed request: the field to blame and what is wrong with it."""

    category = Category.MALFORMED

    def __init__(self, field: str, description: str, reason: str = "MALFORMED_REQUEST"):
        super().__init__(f"{field}: {description}")
        self.field = field
        self.description = description
        self.reason = reason


class VersionConflict(ArbiterError):
    """`expected_version` is not the game's current version."""

    category = Category.CONFLICT
    reason = "VERSION_CONFLICT"

    def __init__(self, current_version: int):
        super().__init__(f"the game is at version {current_version}")
        self.current_version = current_version

    def describe(self) -> str:
        return f"version conflict: {self}; reload and retry"

    def metadata(self) -> dict[str, str]:
        return {"current_version": str(self.current_version)}


class RequestIdReused(ArbiterError):
    """A CreateGame whose request_id made a game already, of another
    configuration: a request id names one CreateGame, and a repeat must ask
    for the same game."""

    category = Category.EXISTS
    reason = "REQUEST_ID_REUSED"

    def __init__(self, game_id: str, differing: list[str]):
        super().__init__(
            f"this request_id made game {game_id!r} already, which differs in {', '.join(differing)}: a request_id "
            f"names one CreateGame, and a repeat must ask for the same game; send a new request_id for a new game")
        self.differing = differing


class TooManyWatchers(ArbiterError):
    """A watch cap is reached: per game, per client connection, or for the
    whole process."""

    category = Category.EXHAUSTED
    reason = "TOO_MANY_WATCHERS"


class PermissionDenied(ArbiterError):
    """The caller may not act for a seat (a spectator trying to move)."""

    category = Category.FORBIDDEN

    def __init__(self, reason: str, message: str):
        super().__init__(message)
        self.reason = reason
