import datetime

from arbiter.prestige.v1 import prestige_pb2 as _prestige_pb2
from arbiter.v1 import arbiter_pb2 as _arbiter_pb2
from arbiter.v1 import engine_pb2 as _engine_pb2
from arbiter.v1 import records_pb2 as _records_pb2
from google.api import annotations_pb2 as _annotations_pb2
from google.api import field_behavior_pb2 as _field_behavior_pb2
from google.protobuf import timestamp_pb2 as _timestamp_pb2
from google.rpc import status_pb2 as _status_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class GetRulesRequest(_message.Message):
    __slots__ = ("variant", "players", "edition")
    VARIANT_FIELD_NUMBER: _ClassVar[int]
    PLAYERS_FIELD_NUMBER: _ClassVar[int]
    EDITION_FIELD_NUMBER: _ClassVar[int]
    variant: str
    players: int
    edition: str
    def __init__(self, variant: _Optional[str] = ..., players: _Optional[int] = ..., edition: _Optional[str] = ...) -> None: ...

class GetRulesResponse(_message.Message):
    __slots__ = ("rules", "edition")
    RULES_FIELD_NUMBER: _ClassVar[int]
    EDITION_FIELD_NUMBER: _ClassVar[int]
    rules: _prestige_pb2.Rules
    edition: _arbiter_pb2.EditionInfo
    def __init__(self, rules: _Optional[_Union[_prestige_pb2.Rules, _Mapping]] = ..., edition: _Optional[_Union[_arbiter_pb2.EditionInfo, _Mapping]] = ...) -> None: ...

class ListGamesRequest(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class ListGamesResponse(_message.Message):
    __slots__ = ("games",)
    GAMES_FIELD_NUMBER: _ClassVar[int]
    games: _containers.RepeatedCompositeFieldContainer[_arbiter_pb2.GameInfo]
    def __init__(self, games: _Optional[_Iterable[_Union[_arbiter_pb2.GameInfo, _Mapping]]] = ...) -> None: ...

class CreateGameRequest(_message.Message):
    __slots__ = ("players", "variant", "options", "seed", "edition", "request_id")
    class OptionsEntry(_message.Message):
        __slots__ = ("key", "value")
        KEY_FIELD_NUMBER: _ClassVar[int]
        VALUE_FIELD_NUMBER: _ClassVar[int]
        key: str
        value: str
        def __init__(self, key: _Optional[str] = ..., value: _Optional[str] = ...) -> None: ...
    PLAYERS_FIELD_NUMBER: _ClassVar[int]
    VARIANT_FIELD_NUMBER: _ClassVar[int]
    OPTIONS_FIELD_NUMBER: _ClassVar[int]
    SEED_FIELD_NUMBER: _ClassVar[int]
    EDITION_FIELD_NUMBER: _ClassVar[int]
    REQUEST_ID_FIELD_NUMBER: _ClassVar[int]
    players: int
    variant: str
    options: _containers.ScalarMap[str, str]
    seed: int
    edition: str
    request_id: str
    def __init__(self, players: _Optional[int] = ..., variant: _Optional[str] = ..., options: _Optional[_Mapping[str, str]] = ..., seed: _Optional[int] = ..., edition: _Optional[str] = ..., request_id: _Optional[str] = ...) -> None: ...

class CreateGameResponse(_message.Message):
    __slots__ = ("game_id", "seats", "version", "view")
    GAME_ID_FIELD_NUMBER: _ClassVar[int]
    SEATS_FIELD_NUMBER: _ClassVar[int]
    VERSION_FIELD_NUMBER: _ClassVar[int]
    VIEW_FIELD_NUMBER: _ClassVar[int]
    game_id: str
    seats: _containers.RepeatedCompositeFieldContainer[_arbiter_pb2.SeatToken]
    version: int
    view: GameView
    def __init__(self, game_id: _Optional[str] = ..., seats: _Optional[_Iterable[_Union[_arbiter_pb2.SeatToken, _Mapping]]] = ..., version: _Optional[int] = ..., view: _Optional[_Union[GameView, _Mapping]] = ...) -> None: ...

class GameView(_message.Message):
    __slots__ = ("game_id", "game", "version", "status", "seat", "config", "state", "pending", "outcome", "derived", "seed_commitment", "seed_chosen_by_creator", "imported_unsigned")
    GAME_ID_FIELD_NUMBER: _ClassVar[int]
    GAME_FIELD_NUMBER: _ClassVar[int]
    VERSION_FIELD_NUMBER: _ClassVar[int]
    STATUS_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    CONFIG_FIELD_NUMBER: _ClassVar[int]
    STATE_FIELD_NUMBER: _ClassVar[int]
    PENDING_FIELD_NUMBER: _ClassVar[int]
    OUTCOME_FIELD_NUMBER: _ClassVar[int]
    DERIVED_FIELD_NUMBER: _ClassVar[int]
    SEED_COMMITMENT_FIELD_NUMBER: _ClassVar[int]
    SEED_CHOSEN_BY_CREATOR_FIELD_NUMBER: _ClassVar[int]
    IMPORTED_UNSIGNED_FIELD_NUMBER: _ClassVar[int]
    game_id: str
    game: str
    version: int
    status: _arbiter_pb2.GameStatus
    seat: int
    config: _engine_pb2.GameConfig
    state: _prestige_pb2.State
    pending: _containers.RepeatedCompositeFieldContainer[_engine_pb2.PendingDecision]
    outcome: _engine_pb2.Outcome
    derived: _engine_pb2.Derived
    seed_commitment: bytes
    seed_chosen_by_creator: bool
    imported_unsigned: bool
    def __init__(self, game_id: _Optional[str] = ..., game: _Optional[str] = ..., version: _Optional[int] = ..., status: _Optional[_Union[_arbiter_pb2.GameStatus, str]] = ..., seat: _Optional[int] = ..., config: _Optional[_Union[_engine_pb2.GameConfig, _Mapping]] = ..., state: _Optional[_Union[_prestige_pb2.State, _Mapping]] = ..., pending: _Optional[_Iterable[_Union[_engine_pb2.PendingDecision, _Mapping]]] = ..., outcome: _Optional[_Union[_engine_pb2.Outcome, _Mapping]] = ..., derived: _Optional[_Union[_engine_pb2.Derived, _Mapping]] = ..., seed_commitment: _Optional[bytes] = ..., seed_chosen_by_creator: _Optional[bool] = ..., imported_unsigned: _Optional[bool] = ...) -> None: ...

class GetGameRequest(_message.Message):
    __slots__ = ("game_id",)
    GAME_ID_FIELD_NUMBER: _ClassVar[int]
    game_id: str
    def __init__(self, game_id: _Optional[str] = ...) -> None: ...

class GetGameResponse(_message.Message):
    __slots__ = ("view",)
    VIEW_FIELD_NUMBER: _ClassVar[int]
    view: GameView
    def __init__(self, view: _Optional[_Union[GameView, _Mapping]] = ...) -> None: ...

class ListLegalMovesRequest(_message.Message):
    __slots__ = ("game_id",)
    GAME_ID_FIELD_NUMBER: _ClassVar[int]
    game_id: str
    def __init__(self, game_id: _Optional[str] = ...) -> None: ...

class ListLegalMovesResponse(_message.Message):
    __slots__ = ("version", "moves", "templates", "pending", "suggested", "labels")
    VERSION_FIELD_NUMBER: _ClassVar[int]
    MOVES_FIELD_NUMBER: _ClassVar[int]
    TEMPLATES_FIELD_NUMBER: _ClassVar[int]
    PENDING_FIELD_NUMBER: _ClassVar[int]
    SUGGESTED_FIELD_NUMBER: _ClassVar[int]
    LABELS_FIELD_NUMBER: _ClassVar[int]
    version: int
    moves: _containers.RepeatedCompositeFieldContainer[_prestige_pb2.Move]
    templates: _containers.RepeatedCompositeFieldContainer[_engine_pb2.MoveTemplate]
    pending: _containers.RepeatedCompositeFieldContainer[_engine_pb2.PendingDecision]
    suggested: int
    labels: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, version: _Optional[int] = ..., moves: _Optional[_Iterable[_Union[_prestige_pb2.Move, _Mapping]]] = ..., templates: _Optional[_Iterable[_Union[_engine_pb2.MoveTemplate, _Mapping]]] = ..., pending: _Optional[_Iterable[_Union[_engine_pb2.PendingDecision, _Mapping]]] = ..., suggested: _Optional[int] = ..., labels: _Optional[_Iterable[str]] = ...) -> None: ...

class SubmitMoveRequest(_message.Message):
    __slots__ = ("game_id", "move", "expected_version", "request_id", "validate_only", "include_next")
    GAME_ID_FIELD_NUMBER: _ClassVar[int]
    MOVE_FIELD_NUMBER: _ClassVar[int]
    EXPECTED_VERSION_FIELD_NUMBER: _ClassVar[int]
    REQUEST_ID_FIELD_NUMBER: _ClassVar[int]
    VALIDATE_ONLY_FIELD_NUMBER: _ClassVar[int]
    INCLUDE_NEXT_FIELD_NUMBER: _ClassVar[int]
    game_id: str
    move: _prestige_pb2.Move
    expected_version: int
    request_id: str
    validate_only: bool
    include_next: bool
    def __init__(self, game_id: _Optional[str] = ..., move: _Optional[_Union[_prestige_pb2.Move, _Mapping]] = ..., expected_version: _Optional[int] = ..., request_id: _Optional[str] = ..., validate_only: _Optional[bool] = ..., include_next: _Optional[bool] = ...) -> None: ...

class SubmitMoveResponse(_message.Message):
    __slots__ = ("version", "events", "view", "event_labels", "next")
    VERSION_FIELD_NUMBER: _ClassVar[int]
    EVENTS_FIELD_NUMBER: _ClassVar[int]
    VIEW_FIELD_NUMBER: _ClassVar[int]
    EVENT_LABELS_FIELD_NUMBER: _ClassVar[int]
    NEXT_FIELD_NUMBER: _ClassVar[int]
    version: int
    events: _containers.RepeatedCompositeFieldContainer[_prestige_pb2.Event]
    view: GameView
    event_labels: _containers.RepeatedScalarFieldContainer[str]
    next: ListLegalMovesResponse
    def __init__(self, version: _Optional[int] = ..., events: _Optional[_Iterable[_Union[_prestige_pb2.Event, _Mapping]]] = ..., view: _Optional[_Union[GameView, _Mapping]] = ..., event_labels: _Optional[_Iterable[str]] = ..., next: _Optional[_Union[ListLegalMovesResponse, _Mapping]] = ...) -> None: ...

class PlayRequest(_message.Message):
    __slots__ = ("game_id", "from_version", "include_next", "move")
    GAME_ID_FIELD_NUMBER: _ClassVar[int]
    FROM_VERSION_FIELD_NUMBER: _ClassVar[int]
    INCLUDE_NEXT_FIELD_NUMBER: _ClassVar[int]
    MOVE_FIELD_NUMBER: _ClassVar[int]
    game_id: str
    from_version: int
    include_next: bool
    move: SubmitMoveRequest
    def __init__(self, game_id: _Optional[str] = ..., from_version: _Optional[int] = ..., include_next: _Optional[bool] = ..., move: _Optional[_Union[SubmitMoveRequest, _Mapping]] = ...) -> None: ...

class PlayResponse(_message.Message):
    __slots__ = ("entry", "view", "next", "request_id", "error")
    ENTRY_FIELD_NUMBER: _ClassVar[int]
    VIEW_FIELD_NUMBER: _ClassVar[int]
    NEXT_FIELD_NUMBER: _ClassVar[int]
    REQUEST_ID_FIELD_NUMBER: _ClassVar[int]
    ERROR_FIELD_NUMBER: _ClassVar[int]
    entry: HistoryEntry
    view: GameView
    next: ListLegalMovesResponse
    request_id: str
    error: _status_pb2.Status
    def __init__(self, entry: _Optional[_Union[HistoryEntry, _Mapping]] = ..., view: _Optional[_Union[GameView, _Mapping]] = ..., next: _Optional[_Union[ListLegalMovesResponse, _Mapping]] = ..., request_id: _Optional[str] = ..., error: _Optional[_Union[_status_pb2.Status, _Mapping]] = ...) -> None: ...

class WatchGameRequest(_message.Message):
    __slots__ = ("game_id", "from_version")
    GAME_ID_FIELD_NUMBER: _ClassVar[int]
    FROM_VERSION_FIELD_NUMBER: _ClassVar[int]
    game_id: str
    from_version: int
    def __init__(self, game_id: _Optional[str] = ..., from_version: _Optional[int] = ...) -> None: ...

class WatchGameResponse(_message.Message):
    __slots__ = ("entry",)
    ENTRY_FIELD_NUMBER: _ClassVar[int]
    entry: HistoryEntry
    def __init__(self, entry: _Optional[_Union[HistoryEntry, _Mapping]] = ...) -> None: ...

class HistoryEntry(_message.Message):
    __slots__ = ("version", "seat", "move", "events", "time", "status", "event_labels")
    VERSION_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    MOVE_FIELD_NUMBER: _ClassVar[int]
    EVENTS_FIELD_NUMBER: _ClassVar[int]
    TIME_FIELD_NUMBER: _ClassVar[int]
    STATUS_FIELD_NUMBER: _ClassVar[int]
    EVENT_LABELS_FIELD_NUMBER: _ClassVar[int]
    version: int
    seat: int
    move: _prestige_pb2.Move
    events: _containers.RepeatedCompositeFieldContainer[_prestige_pb2.Event]
    time: _timestamp_pb2.Timestamp
    status: _arbiter_pb2.GameStatus
    event_labels: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, version: _Optional[int] = ..., seat: _Optional[int] = ..., move: _Optional[_Union[_prestige_pb2.Move, _Mapping]] = ..., events: _Optional[_Iterable[_Union[_prestige_pb2.Event, _Mapping]]] = ..., time: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ..., status: _Optional[_Union[_arbiter_pb2.GameStatus, str]] = ..., event_labels: _Optional[_Iterable[str]] = ...) -> None: ...

class GetHistoryRequest(_message.Message):
    __slots__ = ("game_id", "from_version", "page_size")
    GAME_ID_FIELD_NUMBER: _ClassVar[int]
    FROM_VERSION_FIELD_NUMBER: _ClassVar[int]
    PAGE_SIZE_FIELD_NUMBER: _ClassVar[int]
    game_id: str
    from_version: int
    page_size: int
    def __init__(self, game_id: _Optional[str] = ..., from_version: _Optional[int] = ..., page_size: _Optional[int] = ...) -> None: ...

class GetHistoryResponse(_message.Message):
    __slots__ = ("entries", "version")
    ENTRIES_FIELD_NUMBER: _ClassVar[int]
    VERSION_FIELD_NUMBER: _ClassVar[int]
    entries: _containers.RepeatedCompositeFieldContainer[HistoryEntry]
    version: int
    def __init__(self, entries: _Optional[_Iterable[_Union[HistoryEntry, _Mapping]]] = ..., version: _Optional[int] = ...) -> None: ...

class AdjudicateRequest(_message.Message):
    __slots__ = ("state", "seat", "move", "config")
    STATE_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    MOVE_FIELD_NUMBER: _ClassVar[int]
    CONFIG_FIELD_NUMBER: _ClassVar[int]
    state: _prestige_pb2.State
    seat: int
    move: _prestige_pb2.Move
    config: _engine_pb2.GameConfig
    def __init__(self, state: _Optional[_Union[_prestige_pb2.State, _Mapping]] = ..., seat: _Optional[int] = ..., move: _Optional[_Union[_prestige_pb2.Move, _Mapping]] = ..., config: _Optional[_Union[_engine_pb2.GameConfig, _Mapping]] = ...) -> None: ...

class AdjudicateLegalMovesRequest(_message.Message):
    __slots__ = ("state", "seat")
    STATE_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    state: _prestige_pb2.State
    seat: int
    def __init__(self, state: _Optional[_Union[_prestige_pb2.State, _Mapping]] = ..., seat: _Optional[int] = ...) -> None: ...

class AdjudicateLegalMovesResponse(_message.Message):
    __slots__ = ("moves", "templates", "pending", "suggested", "labels")
    MOVES_FIELD_NUMBER: _ClassVar[int]
    TEMPLATES_FIELD_NUMBER: _ClassVar[int]
    PENDING_FIELD_NUMBER: _ClassVar[int]
    SUGGESTED_FIELD_NUMBER: _ClassVar[int]
    LABELS_FIELD_NUMBER: _ClassVar[int]
    moves: _containers.RepeatedCompositeFieldContainer[_prestige_pb2.Move]
    templates: _containers.RepeatedCompositeFieldContainer[_engine_pb2.MoveTemplate]
    pending: _containers.RepeatedCompositeFieldContainer[_engine_pb2.PendingDecision]
    suggested: int
    labels: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, moves: _Optional[_Iterable[_Union[_prestige_pb2.Move, _Mapping]]] = ..., templates: _Optional[_Iterable[_Union[_engine_pb2.MoveTemplate, _Mapping]]] = ..., pending: _Optional[_Iterable[_Union[_engine_pb2.PendingDecision, _Mapping]]] = ..., suggested: _Optional[int] = ..., labels: _Optional[_Iterable[str]] = ...) -> None: ...

class AdjudicateResponse(_message.Message):
    __slots__ = ("state", "events", "pending", "outcome")
    STATE_FIELD_NUMBER: _ClassVar[int]
    EVENTS_FIELD_NUMBER: _ClassVar[int]
    PENDING_FIELD_NUMBER: _ClassVar[int]
    OUTCOME_FIELD_NUMBER: _ClassVar[int]
    state: _prestige_pb2.State
    events: _containers.RepeatedCompositeFieldContainer[_prestige_pb2.Event]
    pending: _containers.RepeatedCompositeFieldContainer[_engine_pb2.PendingDecision]
    outcome: _engine_pb2.Outcome
    def __init__(self, state: _Optional[_Union[_prestige_pb2.State, _Mapping]] = ..., events: _Optional[_Iterable[_Union[_prestige_pb2.Event, _Mapping]]] = ..., pending: _Optional[_Iterable[_Union[_engine_pb2.PendingDecision, _Mapping]]] = ..., outcome: _Optional[_Union[_engine_pb2.Outcome, _Mapping]] = ...) -> None: ...

class ExportGameRequest(_message.Message):
    __slots__ = ("game_id",)
    GAME_ID_FIELD_NUMBER: _ClassVar[int]
    game_id: str
    def __init__(self, game_id: _Optional[str] = ...) -> None: ...

class ExportGameResponse(_message.Message):
    __slots__ = ("record",)
    RECORD_FIELD_NUMBER: _ClassVar[int]
    record: _records_pb2.GameRecord
    def __init__(self, record: _Optional[_Union[_records_pb2.GameRecord, _Mapping]] = ...) -> None: ...

class GetRecordKeysRequest(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class GetRecordKeysResponse(_message.Message):
    __slots__ = ("keys",)
    KEYS_FIELD_NUMBER: _ClassVar[int]
    keys: _containers.RepeatedCompositeFieldContainer[_records_pb2.RecordKey]
    def __init__(self, keys: _Optional[_Iterable[_Union[_records_pb2.RecordKey, _Mapping]]] = ...) -> None: ...

class ImportGameRequest(_message.Message):
    __slots__ = ("record", "version", "request_id")
    RECORD_FIELD_NUMBER: _ClassVar[int]
    VERSION_FIELD_NUMBER: _ClassVar[int]
    REQUEST_ID_FIELD_NUMBER: _ClassVar[int]
    record: _records_pb2.GameRecord
    version: int
    request_id: str
    def __init__(self, record: _Optional[_Union[_records_pb2.GameRecord, _Mapping]] = ..., version: _Optional[int] = ..., request_id: _Optional[str] = ...) -> None: ...

class ImportGameResponse(_message.Message):
    __slots__ = ("game_id", "seats", "version", "view")
    GAME_ID_FIELD_NUMBER: _ClassVar[int]
    SEATS_FIELD_NUMBER: _ClassVar[int]
    VERSION_FIELD_NUMBER: _ClassVar[int]
    VIEW_FIELD_NUMBER: _ClassVar[int]
    game_id: str
    seats: _containers.RepeatedCompositeFieldContainer[_arbiter_pb2.SeatToken]
    version: int
    view: GameView
    def __init__(self, game_id: _Optional[str] = ..., seats: _Optional[_Iterable[_Union[_arbiter_pb2.SeatToken, _Mapping]]] = ..., version: _Optional[int] = ..., view: _Optional[_Union[GameView, _Mapping]] = ...) -> None: ...
