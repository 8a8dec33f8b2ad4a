"""Hypothesis strategies that build arbitrary protobuf messages from their
descriptors: any field, any value the wire format allows (unknown enum numbers,
negative counts, huge ids, empty and long lists), one branch of each oneof."""
from __future__ import annotations

from google.protobuf import message_factory
from google.protobuf.descriptor import Descriptor, FieldDescriptor
from hypothesis import strategies as st

I32 = st.one_of(st.integers(-2, 12), st.integers(-(2**31), 2**31 - 1))
I64 = st.one_of(st.integers(-2, 12), st.integers(-(2**63), 2**63 - 1))
U32 = st.one_of(st.integers(0, 12), st.integers(0, 2**32 - 1))
U64 = st.one_of(st.integers(0, 12), st.integers(0, 2**64 - 1))
T = FieldDescriptor

_SCALAR = {
    T.TYPE_INT32: I32, T.TYPE_SINT32: I32, T.TYPE_SFIXED32: I32,
    T.TYPE_INT64: I64, T.TYPE_SINT64: I64, T.TYPE_SFIXED64: I64,
    T.TYPE_UINT32: U32, T.TYPE_FIXED32: U32, T.TYPE_UINT64: U64, T.TYPE_FIXED64: U64,
    T.TYPE_BOOL: st.booleans(),
    T.TYPE_STRING: st.one_of(st.sampled_from(["", "0", "a", "nottingham"]), st.text(max_size=40)),
    T.TYPE_BYTES: st.binary(max_size=64),
    T.TYPE_DOUBLE: st.floats(allow_nan=True), T.TYPE_FLOAT: st.floats(width=32, allow_nan=True),
}


def _value(f: FieldDescriptor, depth: int) -> st.SearchStrategy:
    if f.enum_type is not None:
        top = max(v.number for v in f.enum_type.values)
        return st.one_of(st.sampled_from([v.number for v in f.enum_type.values]), st.integers(-1, top + 3), I32)
    if f.message_type is not None:
        return messages(f.message_type, depth + 1)
    return _SCALAR[f.type]


def messages(d: Descriptor, depth: int = 0) -> st.SearchStrategy:
    """Any message of type `d` (nested messages down to a few levels)."""
    cls = message_factory.GetMessageClass(d)
    if d.full_name == "google.protobuf.Any" or depth > 3:
        return st.just(cls())
    plain = [f for f in d.fields if f.containing_oneof is None or f.containing_oneof.name.startswith("_")]
    oneofs = [o for o in d.oneofs if not o.name.startswith("_")]

    @st.composite
    def build(draw):
        msg = cls()
        chosen = [draw(st.sampled_from(list(o.fields))) for o in oneofs]
        for f in plain + chosen:
            if f.message_type is not None and f.message_type.GetOptions().map_entry:
                continue  # maps are data, never move parameters
            if f.is_repeated:
                values = draw(st.lists(_value(f, depth), max_size=6))
                if f.message_type is not None:
                    getattr(msg, f.name).extend(values)
                else:
                    getattr(msg, f.name).extend(values)
            elif f.message_type is not None:
                if f in chosen or draw(st.booleans()):
                    getattr(msg, f.name).CopyFrom(draw(_value(f, depth)))
            elif f in chosen or draw(st.booleans()):
                setattr(msg, f.name, draw(_value(f, depth)))
        return msg

    return build()
