import datetime

from arbiter.v1 import engine_pb2 as _engine_pb2
from google.protobuf import any_pb2 as _any_pb2
from google.protobuf import timestamp_pb2 as _timestamp_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class GameRecord(_message.Message):
    __slots__ = ("format", "game_id", "game", "variant", "players", "options", "edition", "rules_version", "seed", "entries", "outcome", "seed_commitment", "seed_chosen_by_creator", "partial", "seat", "signature")
    FORMAT_FIELD_NUMBER: _ClassVar[int]
    GAME_ID_FIELD_NUMBER: _ClassVar[int]
    GAME_FIELD_NUMBER: _ClassVar[int]
    VARIANT_FIELD_NUMBER: _ClassVar[int]
    PLAYERS_FIELD_NUMBER: _ClassVar[int]
    OPTIONS_FIELD_NUMBER: _ClassVar[int]
    EDITION_FIELD_NUMBER: _ClassVar[int]
    RULES_VERSION_FIELD_NUMBER: _ClassVar[int]
    SEED_FIELD_NUMBER: _ClassVar[int]
    ENTRIES_FIELD_NUMBER: _ClassVar[int]
    OUTCOME_FIELD_NUMBER: _ClassVar[int]
    SEED_COMMITMENT_FIELD_NUMBER: _ClassVar[int]
    SEED_CHOSEN_BY_CREATOR_FIELD_NUMBER: _ClassVar[int]
    PARTIAL_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    SIGNATURE_FIELD_NUMBER: _ClassVar[int]
    format: int
    game_id: str
    game: str
    variant: str
    players: int
    options: _containers.RepeatedCompositeFieldContainer[RecordOption]
    edition: _engine_pb2.EditionRef
    rules_version: str
    seed: int
    entries: _containers.RepeatedCompositeFieldContainer[RecordEntry]
    outcome: _engine_pb2.Outcome
    seed_commitment: bytes
    seed_chosen_by_creator: bool
    partial: bool
    seat: int
    signature: RecordSignature
    def __init__(self, format: _Optional[int] = ..., game_id: _Optional[str] = ..., game: _Optional[str] = ..., variant: _Optional[str] = ..., players: _Optional[int] = ..., options: _Optional[_Iterable[_Union[RecordOption, _Mapping]]] = ..., edition: _Optional[_Union[_engine_pb2.EditionRef, _Mapping]] = ..., rules_version: _Optional[str] = ..., seed: _Optional[int] = ..., entries: _Optional[_Iterable[_Union[RecordEntry, _Mapping]]] = ..., outcome: _Optional[_Union[_engine_pb2.Outcome, _Mapping]] = ..., seed_commitment: _Optional[bytes] = ..., seed_chosen_by_creator: _Optional[bool] = ..., partial: _Optional[bool] = ..., seat: _Optional[int] = ..., signature: _Optional[_Union[RecordSignature, _Mapping]] = ...) -> None: ...

class RecordOption(_message.Message):
    __slots__ = ("name", "value")
    NAME_FIELD_NUMBER: _ClassVar[int]
    VALUE_FIELD_NUMBER: _ClassVar[int]
    name: str
    value: str
    def __init__(self, name: _Optional[str] = ..., value: _Optional[str] = ...) -> None: ...

class RecordEntry(_message.Message):
    __slots__ = ("version", "seat", "move", "time")
    VERSION_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    MOVE_FIELD_NUMBER: _ClassVar[int]
    TIME_FIELD_NUMBER: _ClassVar[int]
    version: int
    seat: int
    move: _any_pb2.Any
    time: _timestamp_pb2.Timestamp
    def __init__(self, version: _Optional[int] = ..., seat: _Optional[int] = ..., move: _Optional[_Union[_any_pb2.Any, _Mapping]] = ..., time: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ...) -> None: ...

class RecordSignature(_message.Message):
    __slots__ = ("key_id", "signature")
    KEY_ID_FIELD_NUMBER: _ClassVar[int]
    SIGNATURE_FIELD_NUMBER: _ClassVar[int]
    key_id: str
    signature: bytes
    def __init__(self, key_id: _Optional[str] = ..., signature: _Optional[bytes] = ...) -> None: ...

class RecordKey(_message.Message):
    __slots__ = ("key_id", "public_key", "current")
    KEY_ID_FIELD_NUMBER: _ClassVar[int]
    PUBLIC_KEY_FIELD_NUMBER: _ClassVar[int]
    CURRENT_FIELD_NUMBER: _ClassVar[int]
    key_id: str
    public_key: bytes
    current: bool
    def __init__(self, key_id: _Optional[str] = ..., public_key: _Optional[bytes] = ..., current: _Optional[bool] = ...) -> None: ...
