"""The gRPC face: `arbiter.v1.Arbiter` and each game's typed service
(arbiter.api.services) translated onto the Referee.

Each RPC is the Referee method of the same name, given the request and the
bearer token. Errors propagate as exceptions; the server interceptor turns
them into rich statuses (arbiter.api.errors). Handlers are built from the
services' descriptors, so a typed service needs no code of its own."""
from __future__ import annotations

import inspect

import grpc
from google.protobuf import message_factory

from arbiter.api.errors import is_client_error, status_for
from arbiter.api.idempotency import with_implied_request_id
from arbiter.api.observability import RateLimiter, bearer_token, call_metadata, limit_seat
from arbiter.api.services import rpc_call, services
from arbiter.referee import Referee, Refused
from arbiter.v1 import arbiter_pb2


def refused(item: Refused) -> arbiter_pb2.PlayResponse:
    """A move refused on a Play stream, as sent: an update carrying the status
    SubmitMove would have ended with. Our own bugs end the stream instead."""
    if not is_client_error(item.error):
        raise item.error
    _, status = status_for(item.error)
    return arbiter_pb2.PlayResponse(request_id=item.request_id, error=status)


def add_services(referee: Referee, server: grpc.aio.Server, limiter: RateLimiter | None = None) -> list[str]:
    """Serve every service on `server`; their full names (for reflection and health)."""
    names = []
    for service, game in services(referee.games):
        handlers = {}
        for m in service.methods:
            request = message_factory.GetMessageClass(m.input_type)
            response = message_factory.GetMessageClass(m.output_type)
            handler = HANDLERS[m.client_streaming, m.server_streaming]
            # Play and WatchGame on the generic service send their updates serialized already
            # (arbiter.referee.play, Projection.update), and SubmitMove its answer
            # (Referee.submit_move); a game's typed service translates messages.
            encoded = game is None and (m.server_streaming or m.name == "SubmitMove")
            bound = _bind(rpc_call(referee, m, game), m.client_streaming, m.server_streaming, limiter, referee.seat_of,
                          encoded)
            handlers[m.name] = handler(bound,
                                       request_deserializer=request.FromString,
                                       response_serializer=_as_sent if encoded else response.SerializeToString)
        server.add_generic_rpc_handlers((grpc.method_handlers_generic_handler(service.full_name, handlers),))
        names.append(service.full_name)
    return names


# (client streaming, server streaming) -> handler kind. No RPC streams requests into one answer.
HANDLERS = {(False, False): grpc.unary_unary_rpc_method_handler, (False, True): grpc.unary_stream_rpc_method_handler,
            (True, True): grpc.stream_stream_rpc_method_handler}


def _as_sent(update) -> bytes:
    """An update serialized already as it is; a message (a refusal) serialized."""
    return update if type(update) is bytes else update.SerializeToString()


def _bind(call, client_streaming: bool, streaming: bool, limiter: RateLimiter | None = None, seat_of=None,
          encoded: bool = False):
    if encoded and client_streaming:
        async def play(requests, context):
            # Play's updates are written to the call by the session itself, as
            # they come (arbiter.referee.play): no queue or generator between them.
            token = bearer_token(context)
            session = await call(requests, token, peer=context.peer(), encoded=True, deliver=context.write,
                                 admit_move=lambda game_id: limit_seat(limiter, seat_of, game_id, token))
            await context.send_initial_metadata(())  # as for any stream: headers before the first update
            await session

        return play

    if client_streaming or streaming:
        async def stream(request, context):
            # The peer (one per client connection) keys the per-connection watch cap.
            # `request` is an async iterator of requests for a client-streaming RPC.
            token = bearer_token(context)
            kw = {"peer": context.peer()}
            if client_streaming:  # Play: each move spends the seat's rate budget as a unary call does
                kw["admit_move"] = lambda game_id: limit_seat(limiter, seat_of, game_id, token)
            if encoded:
                kw["encoded"] = True
            updates = await call(request, token, **kw)
            # Headers now, before the first update: a client knows its stream is
            # open (and its retries are over) even while the game is quiet.
            await context.send_initial_metadata(())
            async for item in updates:
                yield item

        return stream

    kw = {"encoded": True} if encoded else {}

    async def unary(request, context):
        token, x_request_id = call_metadata(context)
        result = call(with_implied_request_id(request, x_request_id), token, **kw)
        return await result if inspect.isawaitable(result) else result

    return unary
