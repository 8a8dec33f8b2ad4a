"""The one JSON printer of the REST face (responses, server-sent events,
errors): the proto3 JSON mapping with every field shown.

proto3 JSON leaves out fields at their default value, so seat 0, a score of 0
or an empty list would vanish from an answer and a client would have to know
the defaults to read it. Here every field without presence is printed (seat 0
is `0`, an empty list is `[]`); fields with presence (`optional`, messages)
appear only when set, so their absence still means "not set". Enums are
printed by name, 64-bit integers as strings, as the mapping says. Object keys
are sorted: map entries then come in the order deterministic binary
serialization uses, so a client re-encoding a view gets the server's bytes.
"""
from __future__ import annotations

import json

from google.protobuf import json_format
from google.protobuf.message import Message


def to_dict(msg: Message) -> dict:
    return json_format.MessageToDict(msg, always_print_fields_with_no_presence=True)


def to_json(msg: Message) -> str:
    return json.dumps(to_dict(msg), sort_keys=True, separators=(",", ":"), ensure_ascii=False)
