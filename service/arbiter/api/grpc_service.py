"""The gRPC face: `arbiter.v1.Arbiter` translated onto the Referee.

Each RPC is the Referee method of the same name, given the request and the
bearer token. Errors propagate as exceptions; the server interceptor turns
them into rich statuses (arbiter.api.errors)."""
from __future__ import annotations

import inspect
import re

from arbiter.api.errors import is_client_error, status_for
from arbiter.api.idempotency import with_implied_request_id
from arbiter.api.observability import RateLimiter, bearer_token, limit_seat, request_metadata
from arbiter.play import Refused
from arbiter.referee import Referee
from arbiter.v1 import arbiter_pb2, arbiter_pb2_grpc

SERVICE = arbiter_pb2.DESCRIPTOR.services_by_name["Arbiter"]


def referee_method(referee: Referee, rpc: str):
    """The Referee method serving RPC `rpc` (e.g. SubmitMove -> submit_move)."""
    return getattr(referee, re.sub(r"(?<!^)(?=[A-Z])", "_", rpc).lower())


class ArbiterService(arbiter_pb2_grpc.ArbiterServicer):
    def __init__(self, referee: Referee, limiter: RateLimiter | None = None):
        for m in SERVICE.methods:
            setattr(self, m.name, _bind(referee_method(referee, m.name), m.server_streaming, m.client_streaming,
                                        limiter, referee.seat_of))


def answer(item):
    """A Play stream's item as sent: a refused move becomes an update carrying
    the status SubmitMove would have ended with; our own bugs end the stream."""
    if not isinstance(item, Refused):
        return item
    if not is_client_error(item.error):
        raise item.error
    _, status = status_for(item.error)
    return arbiter_pb2.PlayResponse(request_id=item.request_id, error=status)


def _bind(call, streaming: bool, client_streaming: bool = False, limiter: RateLimiter | None = None, seat_of=None):
    if client_streaming:
        async def bidi(requests, context):
            token = bearer_token(context)
            # Each move on the stream spends the seat's rate budget as a unary call does.
            updates = await call(requests, token, peer=context.peer(),
                                 admit_move=lambda game_id: limit_seat(limiter, seat_of, game_id, token))
            await context.send_initial_metadata(())
            async for item in updates:
                yield answer(item)

        return bidi
    if streaming:
        async def stream(request, context):
            # The peer (one per client connection) keys the per-connection watch cap.
            updates = await call(request, bearer_token(context), peer=context.peer())
            # Headers now, before the first update: a client knows its stream is
            # open (and its retries are over) even while the game is quiet.
            await context.send_initial_metadata(())
            async for item in updates:
                yield item

        return stream

    async def unary(request, context):
        request = with_implied_request_id(request, request_metadata(context, "x-request-id"))
        result = call(request, bearer_token(context))
        return await result if inspect.isawaitable(result) else result

    return unary
