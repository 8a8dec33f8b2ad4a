"""The idempotency key of a SubmitMove that brings none.

A gateway re-sends a request to the next replica when the first one fails
(nginx `proxy_next_upstream ... non_idempotent`), also after that replica
stored the move and died before answering. A move that carries a
`request_id` is answered once however often it arrives. One without gets a
key from the request itself: the `X-Request-Id` the gateway sets (the same on
every re-send of one request; a client may set its own) together with the
request's bytes, so one X-Request-Id reused for a different move is a
different key. Without either, nothing is added.

A CreateGame gets no implied key: a repeat under its key answers every
seat's token, and an X-Request-Id is no secret (logged by gateway and
replica, echoed to the client, often set by tracing tools). One re-sent
without a request_id at worst leaves an unused game, which expires."""
from __future__ import annotations

import hashlib


PREFIX = "x-request-id:"


def with_implied_request_id(request, x_request_id: str | None):
    """`request`, given a request_id derived from `x_request_id` when it is a
    SubmitMove (not validate_only) without one."""
    # By name: a game's typed SubmitMoveRequest (arbiter.<game>.v1) is one too.
    if (not x_request_id or request.DESCRIPTOR.name != "SubmitMoveRequest" or request.request_id
            or request.validate_only):
        return request
    digest = hashlib.sha256(x_request_id.encode("utf-8", "replace") + b"\0"
                            + request.SerializeToString(deterministic=True)).hexdigest()
    request.request_id = PREFIX + digest
    return request
