"""The OpenAPI 3.1 document of the REST face, generated from the protos: paths
from the `google.api.http` annotations, schemas from the message descriptors
(proto3 JSON mapping: lowerCamelCase names, 64-bit integers as strings, enums
as names), including every game's State, Move and Event.

`python scripts/gen_openapi.py` writes service/arbiter/api/static/openapi.json;
a test fails when the committed copy is stale."""
from __future__ import annotations

import re

from google.protobuf.descriptor import Descriptor, FieldDescriptor
from google.rpc import error_details_pb2, status_pb2

from arbiter import games
from arbiter.v1 import arbiter_pb2

_SCALARS = {
    FieldDescriptor.TYPE_DOUBLE: {"type": "number"},
    FieldDescriptor.TYPE_FLOAT: {"type": "number"},
    FieldDescriptor.TYPE_INT64: {"type": "string", "format": "int64"},
    FieldDescriptor.TYPE_UINT64: {"type": "string", "format": "uint64"},
    FieldDescriptor.TYPE_SINT64: {"type": "string", "format": "int64"},
    FieldDescriptor.TYPE_FIXED64: {"type": "string", "format": "uint64"},
    FieldDescriptor.TYPE_SFIXED64: {"type": "string", "format": "int64"},
    FieldDescriptor.TYPE_INT32: {"type": "integer", "format": "int32"},
    FieldDescriptor.TYPE_SINT32: {"type": "integer", "format": "int32"},
    FieldDescriptor.TYPE_SFIXED32: {"type": "integer", "format": "int32"},
    FieldDescriptor.TYPE_UINT32: {"type": "integer", "format": "int64", "minimum": 0},
    FieldDescriptor.TYPE_FIXED32: {"type": "integer", "format": "int64", "minimum": 0},
    FieldDescriptor.TYPE_BOOL: {"type": "boolean"},
    FieldDescriptor.TYPE_STRING: {"type": "string"},
    FieldDescriptor.TYPE_BYTES: {"type": "string", "format": "byte"},
}
_WELL_KNOWN = {
    "google.protobuf.Timestamp": {"type": "string", "format": "date-time"},
    "google.protobuf.Duration": {"type": "string"},
    "google.protobuf.Any": {
        "type": "object",
        "description": "A message of the type named by @type, with that message's fields beside it.",
        "properties": {"@type": {"type": "string"}},
        "required": ["@type"],
        "additionalProperties": True,
    },
}


def _ref(name: str) -> dict:
    return {"$ref": f"#/components/schemas/{name}"}


class _Schemas:
    def __init__(self) -> None:
        self.out: dict[str, dict] = {}

    def message(self, d: Descriptor) -> dict:
        if d.full_name in _WELL_KNOWN:
            return dict(_WELL_KNOWN[d.full_name])
        if d.full_name not in self.out:
            self.out[d.full_name] = {}  # placeholder: recursion-safe
            props = {}
            for f in d.fields:
                props[f.json_name] = self.field(f)
            schema = {"type": "object", "properties": props}
            oneofs = [o for o in d.oneofs if not o.name.startswith("_")]
            if oneofs:
                schema["description"] = "; ".join(
                    f"at most one of {', '.join(f.json_name for f in o.fields)}" for o in oneofs)
            self.out[d.full_name] = schema
        return _ref(d.full_name)

    def field(self, f: FieldDescriptor) -> dict:
        if f.message_type is not None and f.message_type.GetOptions().map_entry:
            return {"type": "object", "additionalProperties": self.field(f.message_type.fields_by_name["value"])}
        if f.message_type is not None:
            item = self.message(f.message_type)
        elif f.enum_type is not None:
            item = {"type": "string", "enum": [v.name for v in f.enum_type.values]}
        else:
            item = dict(_SCALARS[f.type])
        if f.is_repeated:
            return {"type": "array", "items": item}
        return item


def document() -> dict:
    schemas = _Schemas()
    service = arbiter_pb2.DESCRIPTOR.services_by_name["Arbiter"]
    status_ref = schemas.message(status_pb2.Status.DESCRIPTOR)
    for d in (error_details_pb2.ErrorInfo.DESCRIPTOR, error_details_pb2.BadRequest.DESCRIPTOR):
        schemas.message(d)
    for g in sorted(games.GAMES.values(), key=lambda g: g.id):
        for cls in (g.State, g.Move, g.Event):
            schemas.message(cls.DESCRIPTOR)

    from arbiter.api.rest import http_rules
    from arbiter.api.services import operation_id

    paths: dict[str, dict] = {}
    for m, verb, path, body in http_rules():
        path_params = re.findall(r"{(\w+)}", path)
        params = [{"name": p, "in": "path", "required": True, "schema": {"type": "string"}} for p in path_params]
        if not body:
            for f in m.input_type.fields:
                if f.name not in path_params and f.message_type is None:
                    params.append({"name": f.json_name, "in": "query", "required": False,
                                   "schema": schemas.field(f)})
        params.append({"name": "authorization", "in": "header", "required": False,
                       "description": "Bearer <seat token>; absent = spectator", "schema": {"type": "string"}})
        op = {
            "operationId": operation_id(m),
            "summary": _comment(m.name),
            "parameters": params,
            "responses": {
                "200": {"description": "OK", "content": {
                    "text/event-stream" if m.server_streaming else "application/json": {
                        "schema": schemas.message(m.output_type)}}},
                "default": {"description": "google.rpc.Status with ErrorInfo (reason, rule) and BadRequest details",
                            "content": {"application/json": {"schema": status_ref}}},
            },
        }
        if m.server_streaming:
            op["description"] = ("Server-sent events: each event has `id: <version>` and `data:` a "
                                 "WatchGameResponse as JSON. Reconnect with Last-Event-ID to resume.")
        if body:
            op["requestBody"] = {"required": True, "content": {"application/json": {"schema": schemas.message(m.input_type)}}}
        paths.setdefault(path, {})[verb.lower()] = op
    return {
        "openapi": "3.1.0",
        "info": {"title": "Arbiter", "version": "v1",
                 "description": "Rules-adjudication service for board games. Same API as gRPC arbiter.v1.Arbiter."},
        "paths": dict(sorted(paths.items())),
        "components": {
            "schemas": dict(sorted(schemas.out.items())),
            "securitySchemes": {"seatToken": {"type": "http", "scheme": "bearer"}},
        },
    }


_SUMMARIES = {
    "ListGames": "The games this server adjudicates.",
    "CreateGame": "Start a new game; returns one secret token per seat.",
    "GetGame": "The caller's view of a game.",
    "ListLegalMoves": "The caller's legal moves now.",
    "SubmitMove": "Validate and apply one move for the caller's seat.",
    "WatchGame": "Stream of history entries, filtered for the caller.",
    "GetHistory": "The move/event log, filtered for the caller.",
    "Adjudicate": "Stateless: apply a move to a full state given by the caller.",
}


def _comment(name: str) -> str:
    return _SUMMARIES.get(name, name)
