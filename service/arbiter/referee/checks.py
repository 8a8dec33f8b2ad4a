"""What a request's fields may hold: game and request ids, page sizes, the
messages inside its Anys. Each check raises BadRequest naming the field."""
from __future__ import annotations

import re

from google.protobuf import message as pb_message
from google.protobuf.any_pb2 import Any

from arbiter.referee.errors import BadRequest

# Used with fullmatch: `$` would let a trailing newline through.
GAME_ID = re.compile(r"[A-Za-z0-9_-]{1,64}")
REQUEST_ID = re.compile(r"[\x21-\x7e]{1,128}")
HISTORY_PAGE = 100
HISTORY_PAGE_MAX = 1000
# The largest version a request may name (from_version, a Last-Event-ID):
# the largest integer a JSON client holds exactly, beyond any game's length,
# and far enough below int64's end that a store's range arithmetic on it
# (Redis LRANGE's start and stop) cannot overflow.
MAX_VERSION = (1 << 53) - 1


def check_game_id(game_id: str) -> None:
    if not GAME_ID.fullmatch(game_id or ""):
        raise BadRequest("game_id", "1 to 64 characters of A-Z a-z 0-9 _ -")


def check_version(field: str, value: int) -> None:
    """A version a client names is 0 to MAX_VERSION."""
    if not 0 <= value <= MAX_VERSION:
        raise BadRequest(field, f"must be a version from 0 to {MAX_VERSION}")


def check_bounds(req) -> None:
    """The one check of the integers a request hands on to the store (a
    history's or a watch's start and page size): every RPC that reads the
    log runs it before any store command."""
    check_version("from_version", req.from_version)
    if getattr(req, "page_size", 0) < 0:
        raise BadRequest("page_size", "must not be negative")


def check_request_id(request_id: str) -> None:
    """An idempotency key (SubmitMove's, CreateGame's) is absent or 1-128 printable ASCII characters."""
    if request_id and not REQUEST_ID.fullmatch(request_id):
        raise BadRequest("request_id", "1 to 128 printable ASCII characters")


def unpack(a: Any, cls: type, field: str):
    """The `cls` message inside request field `field`."""
    if not a.type_url:
        raise BadRequest(field, f"required: an Any holding {cls.DESCRIPTOR.full_name}")
    msg = cls()
    try:
        ok = a.Unpack(msg)
    except pb_message.DecodeError as exc:
        raise BadRequest(field, f"cannot be parsed as {cls.DESCRIPTOR.full_name}: {exc}") from exc
    if not ok:
        raise BadRequest(field, f"expected type {cls.DESCRIPTOR.full_name}, got {a.type_url.rsplit('/', 1)[-1]!r}")
    return msg
