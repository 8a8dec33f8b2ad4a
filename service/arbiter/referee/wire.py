"""Protobuf bytes written by hand, for the hot paths (docs/design.md#referee):
parts of a message serialized once and joined around each viewer's own
fields, in field order, so that the result is the bytes the message's own
serialization writes. A field's key (its number and wire type) comes from its
message's descriptor: no field number is written here or by any caller."""
from __future__ import annotations

from google.protobuf import message as pb_message
from google.protobuf.any_pb2 import Any
from google.protobuf.descriptor import FieldDescriptor

ANY_PREFIX = "type.googleapis.com/"

_VARINT = 0
_LENGTH_DELIMITED = 2
_WIRE_TYPES = {
    **dict.fromkeys((FieldDescriptor.TYPE_INT32, FieldDescriptor.TYPE_INT64, FieldDescriptor.TYPE_UINT32,
                     FieldDescriptor.TYPE_UINT64, FieldDescriptor.TYPE_BOOL, FieldDescriptor.TYPE_ENUM), _VARINT),
    **dict.fromkeys((FieldDescriptor.TYPE_STRING, FieldDescriptor.TYPE_BYTES, FieldDescriptor.TYPE_MESSAGE),
                    _LENGTH_DELIMITED),
}


def tag(message: type[pb_message.Message], field: str) -> bytes:
    """The key written before each value of `field` of `message`. Only the
    kinds written here: one value per key (no packed repeated scalars), and
    varints only for values that are never negative (versions, seats)."""
    fd = message.DESCRIPTOR.fields_by_name[field]
    wire_type = _WIRE_TYPES.get(fd.type)
    if wire_type is None or (fd.is_repeated and wire_type != _LENGTH_DELIMITED):
        raise ValueError(f"{fd.full_name}: not a field this encoder writes")
    return varint(fd.number << 3 | wire_type)


def varint(n: int) -> bytes:
    if 0 <= n < 0x80:  # most lengths and seats: one byte, made once
        return _ONE_BYTE[n]
    if 0 <= n < 0x4000:
        return bytes((n & 0x7F | 0x80, n >> 7))
    out = bytearray()
    while n > 0x7F:
        out.append(n & 0x7F | 0x80)
        n >>= 7
    out.append(n)
    return bytes(out)


_ONE_BYTE = [bytes((n,)) for n in range(0x80)]


def length_delimited(key: bytes, payload: bytes) -> bytes:
    """A length-delimited field (`key` from `tag`) holding `payload`."""
    return b"".join((key, varint(len(payload)), payload))  # the payload copied once


def pack(msg: pb_message.Message) -> Any:
    """`msg` in an Any, serialized deterministically: the same message is always
    the same bytes (conformance vectors compare them across languages). What
    `Any.Pack(msg, deterministic=True)` makes, without its per-call checks
    (it is called for every move and event of every answer)."""
    return Any(type_url=ANY_PREFIX + msg.DESCRIPTOR.full_name, value=msg.SerializeToString(deterministic=True))


_TYPE_URL = tag(Any, "type_url")
_VALUE = tag(Any, "value")


def packed(msg: pb_message.Message) -> bytes:
    """`pack(msg)` serialized, without building the Any: its type_url and,
    unless empty, its value."""
    value = msg.SerializeToString(deterministic=True)
    url = length_delimited(_TYPE_URL, (ANY_PREFIX + msg.DESCRIPTOR.full_name).encode())
    return url + length_delimited(_VALUE, value) if value else url
