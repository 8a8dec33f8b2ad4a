import datetime

from arbiter.v1 import arbiter_pb2 as _arbiter_pb2
from arbiter.v1 import engine_pb2 as _engine_pb2
from google.protobuf import timestamp_pb2 as _timestamp_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class StoredGame(_message.Message):
    __slots__ = ("game_id", "game", "config", "version", "state", "status", "created", "updated", "nonce", "rules_version", "seed_chosen_by_creator", "imported_unsigned")
    GAME_ID_FIELD_NUMBER: _ClassVar[int]
    GAME_FIELD_NUMBER: _ClassVar[int]
    CONFIG_FIELD_NUMBER: _ClassVar[int]
    VERSION_FIELD_NUMBER: _ClassVar[int]
    STATE_FIELD_NUMBER: _ClassVar[int]
    STATUS_FIELD_NUMBER: _ClassVar[int]
    CREATED_FIELD_NUMBER: _ClassVar[int]
    UPDATED_FIELD_NUMBER: _ClassVar[int]
    NONCE_FIELD_NUMBER: _ClassVar[int]
    RULES_VERSION_FIELD_NUMBER: _ClassVar[int]
    SEED_CHOSEN_BY_CREATOR_FIELD_NUMBER: _ClassVar[int]
    IMPORTED_UNSIGNED_FIELD_NUMBER: _ClassVar[int]
    game_id: str
    game: str
    config: _engine_pb2.GameConfig
    version: int
    state: bytes
    status: _arbiter_pb2.GameStatus
    created: _timestamp_pb2.Timestamp
    updated: _timestamp_pb2.Timestamp
    nonce: bytes
    rules_version: str
    seed_chosen_by_creator: bool
    imported_unsigned: bool
    def __init__(self, game_id: _Optional[str] = ..., game: _Optional[str] = ..., config: _Optional[_Union[_engine_pb2.GameConfig, _Mapping]] = ..., version: _Optional[int] = ..., state: _Optional[bytes] = ..., status: _Optional[_Union[_arbiter_pb2.GameStatus, str]] = ..., created: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ..., updated: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ..., nonce: _Optional[bytes] = ..., rules_version: _Optional[str] = ..., seed_chosen_by_creator: _Optional[bool] = ..., imported_unsigned: _Optional[bool] = ...) -> None: ...

class StoredEntry(_message.Message):
    __slots__ = ("version", "seat", "move", "events", "time_ns", "status")
    VERSION_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    MOVE_FIELD_NUMBER: _ClassVar[int]
    EVENTS_FIELD_NUMBER: _ClassVar[int]
    TIME_NS_FIELD_NUMBER: _ClassVar[int]
    STATUS_FIELD_NUMBER: _ClassVar[int]
    version: int
    seat: int
    move: bytes
    events: _containers.RepeatedScalarFieldContainer[bytes]
    time_ns: int
    status: _arbiter_pb2.GameStatus
    def __init__(self, version: _Optional[int] = ..., seat: _Optional[int] = ..., move: _Optional[bytes] = ..., events: _Optional[_Iterable[bytes]] = ..., time_ns: _Optional[int] = ..., status: _Optional[_Union[_arbiter_pb2.GameStatus, str]] = ...) -> None: ...
