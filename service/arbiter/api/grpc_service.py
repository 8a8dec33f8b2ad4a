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

from arbiter.api.idempotency import with_implied_request_id
from arbiter.api.observability import bearer_token, request_metadata
from arbiter.api.services import rpc_call, services
from arbiter.referee import Referee


def add_services(referee: Referee, server: grpc.aio.Server) -> list[str]:
    """Serve every service on `server`; their full names (for reflection and health)."""
    names = []
    for service, game in services(referee.games):
        handlers = {}
        for m in service.methods:
            request = message_factory.GetMessageClass(m.input_type)
            response = message_factory.GetMessageClass(m.output_type)
            handler = HANDLERS[m.client_streaming, m.server_streaming]
            handlers[m.name] = handler(_bind(rpc_call(referee, m, game), m.client_streaming, m.server_streaming),
                                       request_deserializer=request.FromString,
                                       response_serializer=response.SerializeToString)
        server.add_generic_rpc_handlers((grpc.method_handlers_generic_handler(service.full_name, handlers),))
        names.append(service.full_name)
    return names


# (client streaming, server streaming) -> handler kind. No RPC streams requests into one answer.
HANDLERS = {(False, False): grpc.unary_unary_rpc_method_handler, (False, True): grpc.unary_stream_rpc_method_handler,
            (True, True): grpc.stream_stream_rpc_method_handler}


def _bind(call, client_streaming: bool, streaming: bool):
    if client_streaming or streaming:
        async def stream(request, context):
            # The peer (one per client connection) keys the per-connection watch cap.
            # `request` is an async iterator of requests for a client-streaming RPC.
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
