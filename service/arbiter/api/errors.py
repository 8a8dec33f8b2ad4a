"""One mapping from what went wrong to what a client is told, for every face:
a gRPC code plus a `google.rpc.Status` with `ErrorInfo` (stable reason, the
rulebook section in metadata["rule"]) and `BadRequest` for malformed fields.
Every error a client is told about is an `ArbiterError` (arbiter.engine.errors);
its category picks the code (CODES), the error itself its reason, message and
metadata. Nothing a client sends may end as INTERNAL; only our own bugs do."""
from __future__ import annotations

import logging
import uuid

import grpc
from google.protobuf.any_pb2 import Any
from google.rpc import error_details_pb2, status_pb2

from arbiter.engine.errors import ArbiterError, Category

log = logging.getLogger("arbiter.api")

DOMAIN = "arbiter"


class ServerStopping(ArbiterError):
    """A call cut off by this replica's own shutdown: another replica answers it."""

    category = Category.UNAVAILABLE
    reason = "SERVER_STOPPING"

    def describe(self) -> str:
        return "the server is stopping; send the call again (another replica answers it)"


class RateLimited(ArbiterError):
    """Too many requests for one seat token."""

    category = Category.EXHAUSTED
    reason = "RATE_LIMITED"

    def describe(self) -> str:
        return str(self) or "rate limit exceeded; slow down"


class MessageTooLarge(ArbiterError):
    """A REST body over the size limit (as gRPC answers an oversized message;
    HTTP 413)."""

    category = Category.EXHAUSTED
    reason = "MESSAGE_TOO_LARGE"


# The one place an error's category becomes a gRPC code (and, through
# HTTP_STATUS, an HTTP status).
CODES = {
    Category.MALFORMED: grpc.StatusCode.INVALID_ARGUMENT,
    Category.REFUSED: grpc.StatusCode.FAILED_PRECONDITION,
    Category.FORBIDDEN: grpc.StatusCode.PERMISSION_DENIED,
    Category.UNAUTHENTICATED: grpc.StatusCode.UNAUTHENTICATED,
    Category.NOT_FOUND: grpc.StatusCode.NOT_FOUND,
    Category.CONFLICT: grpc.StatusCode.ABORTED,
    Category.EXISTS: grpc.StatusCode.ALREADY_EXISTS,
    Category.EXHAUSTED: grpc.StatusCode.RESOURCE_EXHAUSTED,
    Category.UNAVAILABLE: grpc.StatusCode.UNAVAILABLE,
}
# Our own bugs, and only they.
INTERNAL = "INTERNAL"


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


# What an error may echo of a request (a variant, a game, an option name, a
# field path), in UTF-8 bytes: its message, and each string of its details.
# A status travels in gRPC trailers (grpc-message percent-encoded, at most 3
# times these bytes; grpc-status-details-bin in base64), which a client
# refuses past 8 KiB: clipped here, for every error, the largest status stays
# within some 4 KiB of trailers.
MESSAGE_BYTES = 600
DETAIL_BYTES = 200


def clip(text: str, limit: int) -> str:
    """`text` if it fits in `limit` UTF-8 bytes; else its head and tail
    around a note of what was cut (the tail often says what was expected)."""
    raw = text.encode("utf-8", "surrogatepass")
    if len(raw) <= limit:
        return text
    tail = limit // 4
    note = f" ...({len(raw) - limit} bytes cut)... "
    head = limit - tail - len(note)
    return (raw[:head].decode("utf-8", "ignore") + note + raw[len(raw) - tail:].decode("utf-8", "ignore"))


def _info(reason: str, **metadata: str) -> Any:
    a = Any()
    a.Pack(error_details_pb2.ErrorInfo(reason=reason, domain=DOMAIN, metadata={
        clip(k, DETAIL_BYTES): clip(v, DETAIL_BYTES) for k, v in metadata.items()}))
    return a


def _status(code: grpc.StatusCode, message: str, *details: Any) -> tuple[grpc.StatusCode, status_pb2.Status]:
    return code, status_pb2.Status(code=code.value[0], message=clip(message, MESSAGE_BYTES), details=list(details))


def status_for(exc: BaseException) -> tuple[grpc.StatusCode, status_pb2.Status]:
    """The code and rich status a client gets for `exc`."""
    if isinstance(exc, ArbiterError):
        metadata = exc.metadata()
        details = []
        if exc.field is not None:
            metadata = {"field": exc.field, **metadata}
            bad = Any()
            bad.Pack(error_details_pb2.BadRequest(field_violations=[error_details_pb2.BadRequest.FieldViolation(
                field=clip(exc.field, DETAIL_BYTES),
                description=clip(getattr(exc, "description", exc.describe()), DETAIL_BYTES))]))
            details.append(bad)
        return _status(CODES[exc.category], exc.describe(), _info(exc.reason, **metadata), *details)
    incident = uuid.uuid4().hex[:12]
    log.error("internal error %s", incident, exc_info=exc)
    return _status(grpc.StatusCode.INTERNAL, f"internal error (incident {incident})", _info(INTERNAL))


def is_client_error(exc: BaseException) -> bool:
    return isinstance(exc, ArbiterError)
