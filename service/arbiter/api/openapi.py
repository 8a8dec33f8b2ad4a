"""The OpenAPI 3.1 document of the REST face, generated from the protos.

- Paths: every service of the generated packages (gen/python) whose methods
  carry `google.api.http` annotations: the generic `arbiter.v1.Arbiter` and
  any other (per-game typed services) appear without a line here.
- Schemas: one component per message (proto3 JSON mapping: lowerCamelCase
  names, enums by name, 64-bit integers as strings with a pattern), shared by
  `$ref`. A generic route's `google.protobuf.Any` names what it may hold: a
  `oneOf` of the games' own messages with a discriminator on `@type`.
- `required`: fields marked `google.api.field_behavior` REQUIRED or
  OUTPUT_ONLY, and, in messages only answers carry, every field without
  presence (the JSON printer, `arbiter.api.proto_json`, always prints those).
  OUTPUT_ONLY fields are `readOnly`.
- Security: the seat token is a bearer scheme, optional (absent = spectator),
  on every operation about one game (a `{game_id}` path parameter).
- Links: from an answer carrying a `gameId` to every route of the same service
  taking `{game_id}`.

`scripts/regen` writes service/arbiter/api/static/openapi.json (through
scripts/gen_openapi.py); `scripts/regen --check` fails when the committed copy
is stale."""
from __future__ import annotations

import importlib
import pathlib
import re
from collections.abc import Mapping

from google.api import field_behavior_pb2
from google.protobuf.descriptor import Descriptor, FieldDescriptor, ServiceDescriptor
from google.rpc import error_details_pb2, status_pb2

from arbiter import games
from arbiter.api.services import http_rule
from arbiter.referee import GAME_ID
from arbiter.v1 import arbiter_pb2

INT64 = {"type": "string", "format": "int64", "pattern": r"^-?[0-9]{1,19}$"}
UINT64 = {"type": "string", "format": "uint64", "pattern": r"^[0-9]{1,20}$"}
_SCALARS: dict[int, Mapping[str, object]] = {
    FieldDescriptor.TYPE_DOUBLE: {"type": "number"},
    FieldDescriptor.TYPE_FLOAT: {"type": "number"},
    FieldDescriptor.TYPE_INT64: INT64,
    FieldDescriptor.TYPE_UINT64: UINT64,
    FieldDescriptor.TYPE_SINT64: INT64,
    FieldDescriptor.TYPE_FIXED64: UINT64,
    FieldDescriptor.TYPE_SFIXED64: INT64,
    FieldDescriptor.TYPE_INT32: {"type": "integer", "format": "int32"},
    FieldDescriptor.TYPE_SINT32: {"type": "integer", "format": "int32"},
    FieldDescriptor.TYPE_SFIXED32: {"type": "integer", "format": "int32"},
    FieldDescriptor.TYPE_UINT32: {"type": "integer", "format": "int64", "minimum": 0, "maximum": 4294967295},
    FieldDescriptor.TYPE_FIXED32: {"type": "integer", "format": "int64", "minimum": 0, "maximum": 4294967295},
    FieldDescriptor.TYPE_BOOL: {"type": "boolean"},
    FieldDescriptor.TYPE_STRING: {"type": "string"},
    FieldDescriptor.TYPE_BYTES: {"type": "string", "format": "byte"},
}
# Requests may send a 64-bit integer as a JSON number too (the proto3 JSON
# mapping reads both); answers always print strings.
_INT64_RANGE = {"int64": (-(1 << 63), (1 << 63) - 1), "uint64": (0, (1 << 64) - 1)}
_WELL_KNOWN = {
    "google.protobuf.Timestamp": {"type": "string", "format": "date-time"},
    "google.protobuf.Duration": {"type": "string", "pattern": r"^-?[0-9]+(\.[0-9]+)?s$"},
}
ANY = "google.protobuf.Any"
TYPE_URL_PREFIX = "type.googleapis.com/"

# What an Any field of the generic API holds, by field name (the protos'
# comments say the same): a game's State, Move, Event or Rules, or an error
# detail. An Any field not named here is described as any message.
_ANY_HOLDS = {
    "state": "State", "move": "Move", "moves": "Move", "example": "Move",
    "events": "Event", "rules": "Rules", "details": "ErrorDetail",
}
# Every seat-token-taking route names its game so: the token belongs to it.
GAME_ID_PARAM = "game_id"
SECURITY = "seatToken"
ERROR_STATUSES = {
    "400": "INVALID_ARGUMENT (malformed request, BadRequest names the field) or FAILED_PRECONDITION "
           "(a move the rules refuse, ErrorInfo.metadata.rule names the section)",
    "401": "UNAUTHENTICATED: a seat token that is not this game's",
    "403": "PERMISSION_DENIED: the seat has no decision to make now, or a spectator tried to move",
    "404": "NOT_FOUND: unknown game or game id",
    "409": "ABORTED: expectedVersion is stale (ErrorInfo.metadata.current_version); ALREADY_EXISTS: a CreateGame "
           "requestId made another game already (REQUEST_ID_REUSED)",
    "413": "the body is larger than the server accepts",
    "429": "RESOURCE_EXHAUSTED: rate limit",
    "503": "UNAVAILABLE: the game store is down; retry",
}


def _ref(name: str) -> dict:
    return {"$ref": f"#/components/schemas/{name}"}


def _behaviors(f: FieldDescriptor) -> set[int]:
    # The .pyi types the extension as a plain FieldDescriptor.
    return set(f.GetOptions().Extensions[field_behavior_pb2.field_behavior])  # type: ignore[index]


def http_services() -> list[ServiceDescriptor]:
    """Every service of the generated packages with at least one
    `google.api.http` route, the generic `arbiter.v1.Arbiter` first."""
    root = pathlib.Path(arbiter_pb2.__file__).resolve().parents[1]  # gen/python/arbiter
    found: dict[str, ServiceDescriptor] = {}
    for path in sorted(root.rglob("*_pb2.py")):
        module = importlib.import_module(".".join(("arbiter", *path.relative_to(root).with_suffix("").parts)))
        for s in module.DESCRIPTOR.services_by_name.values():
            if any(http_rule(m) for m in s.methods):
                found[s.full_name] = s
    generic = arbiter_pb2.DESCRIPTOR.services_by_name["Arbiter"].full_name
    return sorted(found.values(), key=lambda s: (s.full_name != generic, s.full_name))


class _Schemas:
    def __init__(self) -> None:
        self.out: dict[str, dict] = {}
        self.always: dict[str, list[str]] = {}  # message -> fields every answer prints
        self.holds = self._any_kinds()

    @staticmethod
    def _any_kinds() -> dict[str, list[Descriptor]]:
        # types-protobuf: a message's DESCRIPTOR may be upb's Descriptor, the same class at run time.
        kinds: dict[str, list[Descriptor]] = {"ErrorDetail": [
            error_details_pb2.ErrorInfo.DESCRIPTOR,  # type: ignore[list-item]
            error_details_pb2.BadRequest.DESCRIPTOR]}  # type: ignore[list-item]
        for g in sorted(games.GAMES.values(), key=lambda g: g.id):
            for kind in ("State", "Move", "Event", "Rules"):
                cls = getattr(g, kind, None)
                if cls is not None:
                    kinds.setdefault(kind, []).append(cls.DESCRIPTOR)
        return kinds

    def message(self, d: Descriptor, *, without: tuple[str, ...] = (), name: str | None = None) -> dict:
        if d.full_name in _WELL_KNOWN:
            return dict(_WELL_KNOWN[d.full_name])
        if d.full_name == ANY:
            return self.any(None)
        name = name or d.full_name
        if name not in self.out:
            self.out[name] = {}  # placeholder: recursion-safe
            props, required, always = {}, [], []
            for f in d.fields:
                if f.name in without:
                    continue
                schema = self.field(f)
                behaviors = _behaviors(f)
                if field_behavior_pb2.OUTPUT_ONLY in behaviors:
                    schema = {**schema, "readOnly": True}
                props[f.json_name] = schema
                if behaviors & {field_behavior_pb2.REQUIRED, field_behavior_pb2.OUTPUT_ONLY}:
                    required.append(f.json_name)
                elif not f.has_presence:
                    always.append(f.json_name)
            schema = {"type": "object", "properties": props}
            if required:
                schema["required"] = required
            oneofs = [o for o in d.oneofs if not o.name.startswith("_")]
            if oneofs:
                schema["description"] = "; ".join(
                    f"at most one of {', '.join(f.json_name for f in o.fields)}" for o in oneofs)
            self.out[name] = schema
            self.always[name] = always
        return _ref(name)

    def any(self, f: FieldDescriptor | None) -> dict:
        """An Any: a oneOf of the messages it may hold, told apart by `@type`."""
        kind = _ANY_HOLDS.get(f.name) if f is not None else None
        if kind is None or kind not in self.holds:
            if ANY not in self.out:
                self.out[ANY] = {
                    "type": "object",
                    "description": "A message of the type named by @type, with that message's fields beside it.",
                    "properties": {"@type": {"type": "string"}}, "required": ["@type"],
                    "additionalProperties": True}
            return _ref(ANY)
        name = f"Any{kind}"
        if name not in self.out:
            mapping = {}
            for d in self.holds[kind]:
                # The message's own properties (their schemas are $refs, shared) beside a
                # required constant `@type`, not an allOf of the message: generators fold
                # such an allOf into the message's class and lose `@type`, so a union of
                # them could not tell one game's message from another's.
                wrapper = f"Any.{d.full_name}"
                own = self.out[self.message(d)["$ref"].rsplit("/", 1)[1]]
                self.out[wrapper] = {
                    "type": "object",
                    "properties": {"@type": {"type": "string", "const": TYPE_URL_PREFIX + d.full_name},
                                   **own["properties"]},
                    "required": ["@type", *own.get("required", [])],
                    "description": f"google.protobuf.Any holding a {d.full_name}.",
                }
                self.always[wrapper] = list(self.always[d.full_name])
                mapping[TYPE_URL_PREFIX + d.full_name] = _ref(wrapper)["$ref"]
            self.out[name] = {
                "description": f"google.protobuf.Any holding one game's {kind}: `@type` names it."
                if kind != "ErrorDetail" else "google.protobuf.Any holding an error detail: `@type` names it.",
                "oneOf": [{"$ref": ref} for ref in mapping.values()],
                "discriminator": {"propertyName": "@type", "mapping": mapping},
            }
            self.always[name] = []
        return _ref(name)

    def field(self, f: FieldDescriptor) -> dict:
        if f.message_type is not None and f.message_type.GetOptions().map_entry:
            # A component of its own (named after the map's entry message), not an inline
            # object: generators that merge allOf (the Any wrappers) would make it twice.
            name = f.message_type.full_name
            if name not in self.out:
                self.out[name] = {"type": "object",
                                  "additionalProperties": self.field(f.message_type.fields_by_name["value"])}
                self.always[name] = []
            return _ref(name)
        if f.message_type is not None and f.message_type.full_name == ANY:
            item = self.any(f)
        elif f.message_type is not None:
            item = self.message(f.message_type)
        elif f.enum_type is not None:
            item = {"type": "string", "enum": [v.name for v in f.enum_type.values]}
        else:
            item = dict(_SCALARS[f.type])
        if f.is_repeated:
            return {"type": "array", "items": item}
        return item

    def answers_only(self, request_roots: list[dict]) -> None:
        """Mark as required every always-printed field of the messages that
        only answers carry (nothing a request sends reaches them)."""
        seen: set[str] = set()
        todo = [r["$ref"].rsplit("/", 1)[1] for r in request_roots if "$ref" in r]
        while todo:
            name = todo.pop()
            if name in seen:
                continue
            seen.add(name)
            todo += re.findall(r"#/components/schemas/([^'\"]+)", repr(self.out[name]))
        for name in seen:  # what requests send: 64-bit integers as strings or as JSON numbers
            for prop in self.out[name].get("properties", {}).values():
                number = prop.get("items", prop)
                if number.get("type") == "string" and number.get("format") in _INT64_RANGE:
                    low, high = _INT64_RANGE[number["format"]]
                    # A non-negative string, a non-negative number.
                    low = 0 if number["pattern"].startswith("^[0-9]") else low
                    number.update({"type": ["string", "integer"], "minimum": max(low, number.get("minimum", low)),
                                   "maximum": high})
        for name, always in self.always.items():
            if name not in seen and always:
                schema = self.out[name]
                schema["required"] = sorted(set(schema.get("required", [])) | set(always),
                                            key=list(schema["properties"]).index)


def _operation_ids(services: list[ServiceDescriptor]) -> dict[str, str]:
    """The generic service's methods keep their bare names (CreateGame); other
    services' are prefixed with the service name (Nottingham_CreateGame)."""
    ids, used = {}, set()
    for s in services:
        for m in s.methods:
            op = m.name if m.name not in used and s is services[0] else f"{s.name}_{m.name}"
            used.add(op)
            ids[m.full_name] = op
    return ids


def document(services: list[ServiceDescriptor] | None = None) -> dict:
    """The document of `services` (default: every service with http routes)."""
    schemas = _Schemas()
    services = http_services() if services is None else services
    op_ids = _operation_ids(services)
    error = {"description": "google.rpc.Status: ErrorInfo (reason, rule) and BadRequest (field violations) "
                            "in details",
             # types-protobuf: a message's DESCRIPTOR may be upb's Descriptor, the same class at run time.
             "content": {"application/json": {
                 "schema": schemas.message(status_pb2.Status.DESCRIPTOR)}}}  # type: ignore[arg-type]
    game_id_schema = {"type": "string", "pattern": f"^{GAME_ID.pattern}$"}
    game_ids = sorted(games.GAMES)

    paths: dict[str, dict] = {}
    request_roots: list[dict] = []
    envelopes: set[str] = set()  # requests and answers (a typed service's own included), not a game's messages
    for service in services:
        game_routes = []  # (operationId, verb, path) of the routes about one game
        makes_games = []  # operations whose answer names a new game: link sources
        lists_moves, takes_moves = [], []  # operations answering `moves`; operationIds sending a `move`
        for m in service.methods:
            rule = http_rule(m)
            if rule is None:
                continue
            verb, path, body = rule
            path_params = re.findall(r"{(\w+)}", path)
            params = [{"name": p, "in": "path", "required": True,
                       "schema": game_id_schema if p == GAME_ID_PARAM else
                       _game_schema(game_ids) if p == "game" else {"type": "string"}} for p in path_params]
            if not body:
                for f in m.input_type.fields:
                    if f.name not in path_params and f.message_type is None:
                        params.append({"name": f.json_name, "in": "query",
                                       "required": field_behavior_pb2.REQUIRED in _behaviors(f),
                                       "schema": schemas.field(f)})
            op_id = op_ids[m.full_name]
            op: dict = {"operationId": op_id, "tags": [service.full_name], "summary": _SUMMARIES.get(m.name, m.name)}
            if params:
                op["parameters"] = params
            if body:
                if body == "*":
                    ref = schemas.message(m.input_type, without=tuple(path_params),
                                          name=f"{m.input_type.full_name}.Body" if path_params else None)
                else:
                    ref = schemas.field(m.input_type.fields_by_name[body])
                request_roots.append(ref)
                op["requestBody"] = {"required": True, "content": {"application/json": {"schema": ref}}}
            ok = schemas.message(m.output_type)
            envelopes |= {m.input_type.full_name, f"{m.input_type.full_name}.Body", m.output_type.full_name}
            op["responses"] = {"200": {"description": "OK", "content": {
                "text/event-stream" if m.server_streaming else "application/json": {"schema": ok}}}}
            op["responses"].update({code: {"$ref": f"#/components/responses/{code}"} for code in ERROR_STATUSES
                                    if code != "413" or body})
            op["responses"]["default"] = {"$ref": "#/components/responses/default"}
            if m.server_streaming:
                op["description"] = ("Server-sent events: each event has `id: <version>` and `data:` the "
                                     f"{m.output_type.name} as JSON. Reconnect with Last-Event-ID to resume.")
            if GAME_ID_PARAM in path_params:
                op["security"] = [{SECURITY: []}, {}]  # a seat's token, or none: a spectator
                game_routes.append((op_id, verb, path))
            gid = m.output_type.fields_by_name.get(GAME_ID_PARAM)
            if gid is not None and field_behavior_pb2.OUTPUT_ONLY in _behaviors(gid):
                makes_games.append(op)
            if GAME_ID_PARAM in path_params and "moves" in m.output_type.fields_by_name:
                lists_moves.append(op)
            if GAME_ID_PARAM in path_params and body == "*" and "move" in m.input_type.fields_by_name:
                takes_moves.append(op_id)
            paths.setdefault(path, {})[verb.lower()] = op
        for op, target in ((a, b) for a in lists_moves for b in takes_moves):
            # A listed move is ready to send: the first one, at the listed version.
            op["responses"]["200"]["links"] = {target: {
                "operationId": target,
                "parameters": {GAME_ID_PARAM: f"$request.path.{GAME_ID_PARAM}"},
                "requestBody": {"move": "$response.body#/moves/0", "expectedVersion": "$response.body#/version"},
                "description": "Submit the first listed move, as the same seat, at the listed version."}}
        for op in makes_games:
            op["responses"]["200"]["links"] = {
                target: {"operationId": target, "parameters": {GAME_ID_PARAM: "$response.body#/gameId"},
                         "description": f"{verb} {path} of the new game; as seat N, authorize with the bearer token "
                                        "$response.body#/seats/N/token"}
                for target, verb, path in game_routes}
    for name, schema in schemas.out.items():  # the generic API's game ids: the games this server has
        prop = schema.get("properties", {}).get("game")
        if name.startswith("arbiter.v1.") and prop is not None and prop.get("type") == "string":
            prop.update(_game_schema(game_ids))
    _bound(schemas, paths, envelopes)
    schemas.answers_only(request_roots)
    return {
        "openapi": "3.1.0",
        "info": {"title": "Arbiter", "version": "v1",
                 "description": "Rules-adjudication service for board games: the REST face of the gRPC services "
                                + ", ".join(s.full_name for s in services) + ". See docs/api.md."},
        "paths": dict(sorted(paths.items())),
        "components": {
            "schemas": dict(sorted(schemas.out.items())),
            "responses": {**{code: {**error, "description": text} for code, text in ERROR_STATUSES.items()},
                          "default": error},
            "securitySchemes": {SECURITY: {
                "type": "http", "scheme": "bearer",
                "description": "A seat token from CreateGame (`seats[N].token`): `<seat>.<22 base64url "
                               "characters>`. Without one the caller is a spectator."}},
        },
    }


def _bound(schemas: _Schemas, paths: dict, envelopes: set[str]) -> None:
    """The limits the server checks that a schema can say: player counts
    within what the games allow (a required count is never 0; an optional 0
    means "every count"), no negative version, seat or page size."""
    counts = [(g.min_players, g.max_players) for g in games.GAMES.values()]
    low, high = min(c[0] for c in counts), max(c[1] for c in counts)
    non_negative_version = {"pattern": r"^[0-9]{1,19}$"}
    bounds = {
        "players": lambda required: {"minimum": low if required else 0, "maximum": high},
        "seat": lambda required: {"minimum": 0, "maximum": high - 1},
        "pageSize": lambda required: {"minimum": 0},
        "fromVersion": lambda required: non_negative_version,
        "expectedVersion": lambda required: non_negative_version,
    }
    targets = [(s.get("properties", {}), set(s.get("required", [])))
               for name, s in schemas.out.items() if name.startswith("arbiter.v1.") or name in envelopes]
    targets += [({p["name"]: p["schema"] for p in op.get("parameters", [])},
                 {p["name"] for p in op.get("parameters", []) if p["required"]})
                for ops in paths.values() for op in ops.values()]
    for props, required in targets:
        for field, limits in bounds.items():
            if field in props and props[field].get("type") in ("integer", "string"):
                props[field].update(limits(field in required))
        # Variants and options: the names some game has ("" = the standard variant).
        if props.get("variant", {}).get("type") == "string":
            props["variant"]["enum"] = ["", *sorted({v.name for g in games.GAMES.values() for v in g.variants})]
    for name, schema in schemas.out.items():
        if (name.startswith("arbiter.v1.") or name.rsplit(".", 1)[0] in envelopes) and name.endswith(".OptionsEntry"):
            schema["propertyNames"] = {"enum": sorted({o.name for g in games.GAMES.values() for o in g.options})}
            schema["additionalProperties"] = {
                "type": "string",
                "enum": sorted({v for g in games.GAMES.values() for o in g.options for v in o.values})}


def _game_schema(game_ids: list[str]) -> dict:
    return {"type": "string", "enum": game_ids, "description": "A game id (ListGames)."}


_SUMMARIES = {
    "ListGames": "The games this server adjudicates.",
    "CreateGame": "Start a new game; returns one secret token per seat.",
    "GetGame": "The caller's view of a game.",
    "ListLegalMoves": "The caller's legal moves now.",
    "SubmitMove": "Validate and apply one move for the caller's seat.",
    "WatchGame": "Stream of history entries, filtered for the caller.",
    "GetHistory": "The move/event log, filtered for the caller.",
    "Adjudicate": "Stateless: apply a move to a full state given by the caller.",
    "GetRules": "A game's components for one edition, variant and player count.",
}
