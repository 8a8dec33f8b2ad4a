"""One mapping from what went wrong to what a client is told, for every face:
a gRPC code plus a `google.rpc.Status` with `ErrorInfo` (stable reason, the
rulebook section in metadata["rule"]) and `BadRequest` for malformed fields.
Nothing a client sends may end as INTERNAL; only our own bugs do."""
from __future__ import annotations

import logging
import uuid

import grpc
from google.protobuf.any_pb2 import Any
from google.rpc import error_details_pb2, status_pb2

from arbiter.auth import InvalidToken
from arbiter.engine import RuleViolation
from arbiter.engine.editions import UnknownEdition
from arbiter.referee import BadRequest, NotFound, PermissionDenied, TooManyWatchers, VersionConflict
from arbiter.store import StoreUnavailable

log = logging.getLogger("arbiter.api")

DOMAIN = "arbiter"


class RateLimited(Exception):
    """Too many requests for one seat token (RESOURCE_EXHAUSTED)."""


class MessageTooLarge(Exception):
    """A REST body over the size limit (RESOURCE_EXHAUSTED, as gRPC answers an
    oversized message; HTTP 413)."""


# HTTP status for each gRPC code (google/rpc/code.proto's mapping).
HTTP_STATUS = {
    grpc.StatusCode.OK: 200,
    grpc.StatusCode.CANCELLED: 499,
    grpc.StatusCode.UNKNOWN: 500,
    grpc.StatusCode.INVALID_ARGUMENT: 400,
    grpc.StatusCode.DEADLINE_EXCEEDED: 504,
    grpc.StatusCode.NOT_FOUND: 404,
    grpc.StatusCode.ALREADY_EXISTS: 409,
    grpc.StatusCode.PERMISSION_DENIED: 403,
    grpc.StatusCode.UNAUTHENTICATED: 401,
    grpc.StatusCode.RESOURCE_EXHAUSTED: 429,
    grpc.StatusCode.FAILED_PRECONDITION: 400,
    grpc.StatusCode.ABORTED: 409,
    grpc.StatusCode.OUT_OF_RANGE: 400,
    grpc.StatusCode.UNIMPLEMENTED: 501,
    grpc.StatusCode.INTERNAL: 500,
    grpc.StatusCode.UNAVAILABLE: 503,
    grpc.StatusCode.DATA_LOSS: 500,
}


def _info(reason: str, **metadata: str) -> Any:
    a = Any()
    a.Pack(error_details_pb2.ErrorInfo(reason=reason, domain=DOMAIN, metadata=metadata))
    return a


def _status(code: grpc.StatusCode, message: str, *details: Any) -> tuple[grpc.StatusCode, status_pb2.Status]:
    return code, status_pb2.Status(code=code.value[0], message=message, details=list(details))


def status_for(exc: BaseException) -> tuple[grpc.StatusCode, status_pb2.Status]:
    """The code and rich status a client gets for `exc`."""
    if isinstance(exc, RuleViolation):
        # Acting for a seat that has nothing to decide is the "wrong seat" case.
        code = grpc.StatusCode.PERMISSION_DENIED if exc.reason == "NOT_YOUR_TURN" else grpc.StatusCode.FAILED_PRECONDITION
        return _status(code, exc.message, _info(exc.reason, rule=exc.rule))
    if isinstance(exc, BadRequest):
        bad = Any()
        bad.Pack(error_details_pb2.BadRequest(
            field_violations=[error_details_pb2.BadRequest.FieldViolation(field=exc.field, description=exc.description)]
        ))
        return _status(grpc.StatusCode.INVALID_ARGUMENT, str(exc), _info(exc.reason, field=exc.field), bad)
    if isinstance(exc, UnknownEdition):
        # The game was made under components this server does not have (or has
        # changed): adjudicating it under others would be a different game.
        return _status(grpc.StatusCode.FAILED_PRECONDITION, str(exc), _info(exc.reason, field="state.edition"))
    if isinstance(exc, VersionConflict):
        return _status(grpc.StatusCode.ABORTED, f"version conflict: {exc}; reload and retry",
                       _info("VERSION_CONFLICT", current_version=str(exc.current_version)))
    if isinstance(exc, NotFound):
        return _status(grpc.StatusCode.NOT_FOUND, str(exc), _info("NOT_FOUND"))
    if isinstance(exc, InvalidToken):
        return _status(grpc.StatusCode.UNAUTHENTICATED, str(exc), _info("INVALID_TOKEN"))
    if isinstance(exc, PermissionDenied):
        return _status(grpc.StatusCode.PERMISSION_DENIED, str(exc), _info(exc.reason))
    if isinstance(exc, StoreUnavailable):
        return _status(grpc.StatusCode.UNAVAILABLE, "the game store is unavailable; retry", _info("STORE_UNAVAILABLE"))
    if isinstance(exc, MessageTooLarge):
        return _status(grpc.StatusCode.RESOURCE_EXHAUSTED, str(exc), _info("MESSAGE_TOO_LARGE"))
    if isinstance(exc, TooManyWatchers):
        return _status(grpc.StatusCode.RESOURCE_EXHAUSTED, str(exc), _info("TOO_MANY_WATCHERS"))
    if isinstance(exc, RateLimited):
        return _status(grpc.StatusCode.RESOURCE_EXHAUSTED, str(exc) or "rate limit exceeded; slow down",
                       _info("RATE_LIMITED"))
    incident = uuid.uuid4().hex[:12]
    log.error("internal error %s", incident, exc_info=exc)
    return _status(grpc.StatusCode.INTERNAL, f"internal error (incident {incident})", _info("INTERNAL"))


def is_client_error(exc: BaseException) -> bool:
    return isinstance(exc, (RuleViolation, BadRequest, UnknownEdition, VersionConflict, NotFound, InvalidToken, PermissionDenied,
                            StoreUnavailable, RateLimited, MessageTooLarge, TooManyWatchers))

