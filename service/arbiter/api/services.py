"""The services this server serves, and the Referee call behind each RPC.

`arbiter.v1.Arbiter` is the generic service: games travel in
google.protobuf.Any. Each game also has a typed service (`arbiter.nottingham.v1.Nottingham`,
generated from arbiter.proto by scripts/gen_game_services.py) whose messages
mirror the generic ones field for field, with the game's own State, Move,
Event and Rules where the generic ones hold an Any. The Referee speaks only
the generic messages; a typed RPC is the generic one with its request
translated to the generic message and its answer translated back. Both faces
(gRPC and REST) take their calls from here.
"""
from __future__ import annotations

import importlib
import inspect
import re
from typing import Callable, Mapping

from google.api import annotations_pb2
from google.protobuf import any_pb2, message_factory
from google.protobuf.descriptor import MethodDescriptor, ServiceDescriptor
from google.protobuf.message import Message

from arbiter import games as registry
from arbiter.engine import Game
from arbiter.referee import Referee
from arbiter.v1 import arbiter_pb2

GENERIC = arbiter_pb2.DESCRIPTOR.services_by_name["Arbiter"]
ANY = any_pb2.Any.DESCRIPTOR.full_name


def typed_service(game: Game) -> ServiceDescriptor | None:
    """The game's typed service (arbiter.<game>.v1.<Game>); None for a game without one."""
    name = re.sub(r"_pb2$", "_service_pb2", game.Move.__module__)
    if name == game.Move.__module__:
        return None  # not generated code (a game made up by a test)
    try:
        module = importlib.import_module(name)
    except ImportError:
        return None
    services = list(module.DESCRIPTOR.services_by_name.values())
    return services[0] if len(services) == 1 else None


def services(games: Mapping[str, Game] | None = None) -> list[tuple[ServiceDescriptor, Game | None]]:
    """The generic service, then each game's typed one, with its game
    (`games`: a Referee's games; default every game)."""
    games = registry.GAMES if games is None else games
    out: list[tuple[ServiceDescriptor, Game | None]] = [(GENERIC, None)]
    for gid in sorted(games):
        service = typed_service(games[gid])
        if service is not None:
            out.append((service, games[gid]))
    return out


def http_rule(m: MethodDescriptor) -> tuple[str, str, str] | None:
    """(HTTP verb, path template, body) of a method's `google.api.http`
    annotation, else None: the one reader of the REST mapping, for the REST
    face and the OpenAPI document alike."""
    rule = m.GetOptions().Extensions[annotations_pb2.http]
    verb = rule.WhichOneof("pattern")
    if verb is None or verb == "custom":
        return None
    return verb.upper(), getattr(rule, verb), rule.body


def operation_id(method: MethodDescriptor) -> str:
    """A name for `method` unique across the services: `SubmitMove` for the
    generic service, `Nottingham_SubmitMove` for a game's (OpenAPI operationId,
    REST metrics' route label)."""
    service = method.containing_service
    return method.name if service.full_name == GENERIC.full_name else f"{service.name}_{method.name}"


def referee_method(referee: Referee, rpc: str):
    """The Referee method serving RPC `rpc` (e.g. SubmitMove -> submit_move)."""
    return getattr(referee, re.sub(r"(?<!^)(?=[A-Z])", "_", rpc).lower())


def rpc_call(referee: Referee, method: MethodDescriptor, game: Game | None) -> Callable:
    """`call(request, token, **kw)` serving `method` for either face: the
    Referee method itself for the generic service; for a game's typed service,
    the same method between two translations."""
    call = referee_method(referee, method.name)
    if game is None:
        return call
    generic = GENERIC.methods_by_name[method.name]
    generic_request = message_factory.GetMessageClass(generic.input_type)
    typed_response = message_factory.GetMessageClass(method.output_type)
    takes_game_id = "game_id" in generic.input_type.fields_by_name
    takes_game = "game" in generic.input_type.fields_by_name

    async def typed(request, token: str | None, **kw):
        if method.client_streaming:  # a stream of requests, each translated as it comes
            req = _generic_stream(request, generic_request)
        else:
            req = convert(request, generic_request())
            if takes_game:
                req.game = game.id  # the service is the game
        if takes_game_id:
            # The one game check of a typed call, streams included: a game id
            # of another game is NOT_FOUND here, before any of its messages
            # would have to be translated into this game's.
            kw["only_game"] = game.id
        result = call(req, token, **kw)
        if inspect.isawaitable(result):
            result = await result
        if method.server_streaming:
            return _typed_stream(result, typed_response)
        answer = convert(result, typed_response())
        if method.name == "ListGames":  # this service's game only
            kept = [g for g in answer.games if g.game == game.id]
            del answer.games[:]
            answer.games.extend(kept)
        return answer

    return typed


async def _typed_stream(updates, cls):
    try:
        async for update in updates:
            # Anything but a message (a refusal the face turns into an answer) passes as it is.
            yield convert(update, cls()) if isinstance(update, Message) else update
    finally:
        await updates.aclose()  # the Referee releases the watcher's slot


async def _generic_stream(requests, cls):
    async for request in requests:
        yield convert(request, cls())


def convert(src: Message, dst: Message) -> Message:
    """Copy `src` into `dst`, a message that mirrors it field for field (a
    typed message and its generic twin, either way round): an Any on one side
    is packed from, or unpacked into, the other side's message. A field `dst`
    lacks (`game` of a generic request) is left out. Returns `dst`."""
    fields = dst.DESCRIPTOR.fields_by_name
    for fd, value in src.ListFields():
        out = fields.get(fd.name)
        if out is None:
            continue
        if fd.message_type is None:
            if fd.is_repeated:
                getattr(dst, fd.name).extend(value)
            else:
                setattr(dst, fd.name, value)
        elif fd.message_type.GetOptions().map_entry:
            getattr(dst, fd.name).update(value)  # map<string, string> (options)
        elif fd.is_repeated:
            target = getattr(dst, fd.name)
            for item in value:
                _convert_one(item, target.add())
        else:
            target = getattr(dst, fd.name)
            target.SetInParent()  # present even when empty, like the source
            _convert_one(value, target)
    return dst


def _convert_one(src: Message, dst: Message) -> None:
    if src.DESCRIPTOR is dst.DESCRIPTOR:
        dst.CopyFrom(src)
    elif dst.DESCRIPTOR.full_name == ANY:
        dst.Pack(src, deterministic=True)
    elif src.DESCRIPTOR.full_name == ANY:
        if not src.Unpack(dst):
            raise TypeError(f"an Any holding {src.type_url} where {dst.DESCRIPTOR.full_name} was expected")
    else:
        convert(src, dst)
