import datetime

from arbiter.v1 import engine_pb2 as _engine_pb2
from arbiter.v1 import records_pb2 as _records_pb2
from google.api import annotations_pb2 as _annotations_pb2
from google.api import field_behavior_pb2 as _field_behavior_pb2
from google.protobuf import any_pb2 as _any_pb2
from google.protobuf import timestamp_pb2 as _timestamp_pb2
from google.rpc import status_pb2 as _status_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class GameStatus(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    GAME_STATUS_UNSPECIFIED: _ClassVar[GameStatus]
    GAME_STATUS_ACTIVE: _ClassVar[GameStatus]
    GAME_STATUS_FINISHED: _ClassVar[GameStatus]
GAME_STATUS_UNSPECIFIED: GameStatus
GAME_STATUS_ACTIVE: GameStatus
GAME_STATUS_FINISHED: GameStatus

class Variant(_message.Message):
    __slots__ = ("name", "description", "player_counts")
    NAME_FIELD_NUMBER: _ClassVar[int]
    DESCRIPTION_FIELD_NUMBER: _ClassVar[int]
    PLAYER_COUNTS_FIELD_NUMBER: _ClassVar[int]
    name: str
    description: str
    player_counts: _containers.RepeatedScalarFieldContainer[int]
    def __init__(self, name: _Optional[str] = ..., description: _Optional[str] = ..., player_counts: _Optional[_Iterable[int]] = ...) -> None: ...

class GameOption(_message.Message):
    __slots__ = ("name", "description", "values", "default_value")
    NAME_FIELD_NUMBER: _ClassVar[int]
    DESCRIPTION_FIELD_NUMBER: _ClassVar[int]
    VALUES_FIELD_NUMBER: _ClassVar[int]
    DEFAULT_VALUE_FIELD_NUMBER: _ClassVar[int]
    name: str
    description: str
    values: _containers.RepeatedScalarFieldContainer[str]
    default_value: str
    def __init__(self, name: _Optional[str] = ..., description: _Optional[str] = ..., values: _Optional[_Iterable[str]] = ..., default_value: _Optional[str] = ...) -> None: ...

class GameInfo(_message.Message):
    __slots__ = ("game", "title", "min_players", "max_players", "variants", "options", "state_type", "move_type", "event_type", "editions", "rules_type", "rules_version")
    GAME_FIELD_NUMBER: _ClassVar[int]
    TITLE_FIELD_NUMBER: _ClassVar[int]
    MIN_PLAYERS_FIELD_NUMBER: _ClassVar[int]
    MAX_PLAYERS_FIELD_NUMBER: _ClassVar[int]
    VARIANTS_FIELD_NUMBER: _ClassVar[int]
    OPTIONS_FIELD_NUMBER: _ClassVar[int]
    STATE_TYPE_FIELD_NUMBER: _ClassVar[int]
    MOVE_TYPE_FIELD_NUMBER: _ClassVar[int]
    EVENT_TYPE_FIELD_NUMBER: _ClassVar[int]
    EDITIONS_FIELD_NUMBER: _ClassVar[int]
    RULES_TYPE_FIELD_NUMBER: _ClassVar[int]
    RULES_VERSION_FIELD_NUMBER: _ClassVar[int]
    game: str
    title: str
    min_players: int
    max_players: int
    variants: _containers.RepeatedCompositeFieldContainer[Variant]
    options: _containers.RepeatedCompositeFieldContainer[GameOption]
    state_type: str
    move_type: str
    event_type: str
    editions: _containers.RepeatedCompositeFieldContainer[EditionInfo]
    rules_type: str
    rules_version: str
    def __init__(self, game: _Optional[str] = ..., title: _Optional[str] = ..., min_players: _Optional[int] = ..., max_players: _Optional[int] = ..., variants: _Optional[_Iterable[_Union[Variant, _Mapping]]] = ..., options: _Optional[_Iterable[_Union[GameOption, _Mapping]]] = ..., state_type: _Optional[str] = ..., move_type: _Optional[str] = ..., event_type: _Optional[str] = ..., editions: _Optional[_Iterable[_Union[EditionInfo, _Mapping]]] = ..., rules_type: _Optional[str] = ..., rules_version: _Optional[str] = ...) -> None: ...

class EditionInfo(_message.Message):
    __slots__ = ("id", "title", "stand_in", "sha256")
    ID_FIELD_NUMBER: _ClassVar[int]
    TITLE_FIELD_NUMBER: _ClassVar[int]
    STAND_IN_FIELD_NUMBER: _ClassVar[int]
    SHA256_FIELD_NUMBER: _ClassVar[int]
    id: str
    title: str
    stand_in: bool
    sha256: str
    def __init__(self, id: _Optional[str] = ..., title: _Optional[str] = ..., stand_in: _Optional[bool] = ..., sha256: _Optional[str] = ...) -> None: ...

class GetRulesRequest(_message.Message):
    __slots__ = ("game", "variant", "players", "edition")
    GAME_FIELD_NUMBER: _ClassVar[int]
    VARIANT_FIELD_NUMBER: _ClassVar[int]
    PLAYERS_FIELD_NUMBER: _ClassVar[int]
    EDITION_FIELD_NUMBER: _ClassVar[int]
    game: str
    variant: str
    players: int
    edition: str
    def __init__(self, game: _Optional[str] = ..., variant: _Optional[str] = ..., players: _Optional[int] = ..., edition: _Optional[str] = ...) -> None: ...

class GetRulesResponse(_message.Message):
    __slots__ = ("rules", "edition")
    RULES_FIELD_NUMBER: _ClassVar[int]
    EDITION_FIELD_NUMBER: _ClassVar[int]
    rules: _any_pb2.Any
    edition: EditionInfo
    def __init__(self, rules: _Optional[_Union[_any_pb2.Any, _Mapping]] = ..., edition: _Optional[_Union[EditionInfo, _Mapping]] = ...) -> None: ...

class ListGamesRequest(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class ListGamesResponse(_message.Message):
    __slots__ = ("games",)
    GAMES_FIELD_NUMBER: _ClassVar[int]
    games: _containers.RepeatedCompositeFieldContainer[GameInfo]
    def __init__(self, games: _Optional[_Iterable[_Union[GameInfo, _Mapping]]] = ...) -> None: ...

class CreateGameRequest(_message.Message):
    __slots__ = ("game", "players", "variant", "options", "seed", "edition", "request_id")
    class OptionsEntry(_message.Message):
        __slots__ = ("key", "value")
        KEY_FIELD_NUMBER: _ClassVar[int]
        VALUE_FIELD_NUMBER: _ClassVar[int]
        key: str
        value: str
        def __init__(self, key: _Optional[str] = ..., value: _Optional[str] = ...) -> None: ...
    GAME_FIELD_NUMBER: _ClassVar[int]
    PLAYERS_FIELD_NUMBER: _ClassVar[int]
    VARIANT_FIELD_NUMBER: _ClassVar[int]
    OPTIONS_FIELD_NUMBER: _ClassVar[int]
    SEED_FIELD_NUMBER: _ClassVar[int]
    EDITION_FIELD_NUMBER: _ClassVar[int]
    REQUEST_ID_FIELD_NUMBER: _ClassVar[int]
    game: str
    players: int
    variant: str
    options: _containers.ScalarMap[str, str]
    seed: int
    edition: str
    request_id: str
    def __init__(self, game: _Optional[str] = ..., players: _Optional[int] = ..., variant: _Optional[str] = ..., options: _Optional[_Mapping[str, str]] = ..., seed: _Optional[int] = ..., edition: _Optional[str] = ..., request_id: _Optional[str] = ...) -> None: ...

class SeatToken(_message.Message):
    __slots__ = ("seat", "token")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    TOKEN_FIELD_NUMBER: _ClassVar[int]
    seat: int
    token: str
    def __init__(self, seat: _Optional[int] = ..., token: _Optional[str] = ...) -> None: ...

class CreateGameResponse(_message.Message):
    __slots__ = ("game_id", "seats", "version", "view")
    GAME_ID_FIELD_NUMBER: _ClassVar[int]
    SEATS_FIELD_NUMBER: _ClassVar[int]
    VERSION_FIELD_NUMBER: _ClassVar[int]
    VIEW_FIELD_NUMBER: _ClassVar[int]
    game_id: str
    seats: _containers.RepeatedCompositeFieldContainer[SeatToken]
    version: int
    view: GameView
    def __init__(self, game_id: _Optional[str] = ..., seats: _Optional[_Iterable[_Union[SeatToken, _Mapping]]] = ..., version: _Optional[int] = ..., view: _Optional[_Union[GameView, _Mapping]] = ...) -> None: ...

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
    status: GameStatus
    seat: int
    config: _engine_pb2.GameConfig
    state: _any_pb2.Any
    pending: _containers.RepeatedCompositeFieldContainer[_engine_pb2.PendingDecision]
    outcome: _engine_pb2.Outcome
    derived: _engine_pb2.Derived
    seed_commitment: bytes
    seed_chosen_by_creator: bool
    imported_unsigned: bool
    def __init__(self, game_id: _Optional[str] = ..., game: _Optional[str] = ..., version: _Optional[int] = ..., status: _Optional[_Union[GameStatus, str]] = ..., seat: _Optional[int] = ..., config: _Optional[_Union[_engine_pb2.GameConfig, _Mapping]] = ..., state: _Optional[_Union[_any_pb2.Any, _Mapping]] = ..., pending: _Optional[_Iterable[_Union[_engine_pb2.PendingDecision, _Mapping]]] = ..., outcome: _Optional[_Union[_engine_pb2.Outcome, _Mapping]] = ..., derived: _Optional[_Union[_engine_pb2.Derived, _Mapping]] = ..., seed_commitment: _Optional[bytes] = ..., seed_chosen_by_creator: _Optional[bool] = ..., imported_unsigned: _Optional[bool] = ...) -> None: ...

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
    moves: _containers.RepeatedCompositeFieldContainer[_any_pb2.Any]
    templates: _containers.RepeatedCompositeFieldContainer[_engine_pb2.MoveTemplate]
    pending: _containers.RepeatedCompositeFieldContainer[_engine_pb2.PendingDecision]
    suggested: int
    labels: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, version: _Optional[int] = ..., moves: _Optional[_Iterable[_Union[_any_pb2.Any, _Mapping]]] = ..., templates: _Optional[_Iterable[_Union[_engine_pb2.MoveTemplate, _Mapping]]] = ..., pending: _Optional[_Iterable[_Union[_engine_pb2.PendingDecision, _Mapping]]] = ..., suggested: _Optional[int] = ..., labels: _Optional[_Iterable[str]] = ...) -> None: ...

class SubmitMoveRequest(_message.Message):
    __slots__ = ("game_id", "move", "expected_version", "request_id", "validate_only", "include_next")
    GAME_ID_FIELD_NUMBER: _ClassVar[int]
    MOVE_FIELD_NUMBER: _ClassVar[int]
    EXPECTED_VERSION_FIELD_NUMBER: _ClassVar[int]
    REQUEST_ID_FIELD_NUMBER: _ClassVar[int]
    VALIDATE_ONLY_FIELD_NUMBER: _ClassVar[int]
    INCLUDE_NEXT_FIELD_NUMBER: _ClassVar[int]
    game_id: str
    move: _any_pb2.Any
    expected_version: int
    request_id: str
    validate_only: bool
    include_next: bool
    def __init__(self, game_id: _Optional[str] = ..., move: _Optional[_Union[_any_pb2.Any, _Mapping]] = ..., expected_version: _Optional[int] = ..., request_id: _Optional[str] = ..., validate_only: _Optional[bool] = ..., include_next: _Optional[bool] = ...) -> None: ...

class SubmitMoveResponse(_message.Message):
    __slots__ = ("version", "events", "view", "event_labels", "next")
    VERSION_FIELD_NUMBER: _ClassVar[int]
    EVENTS_FIELD_NUMBER: _ClassVar[int]
    VIEW_FIELD_NUMBER: _ClassVar[int]
    EVENT_LABELS_FIELD_NUMBER: _ClassVar[int]
    NEXT_FIELD_NUMBER: _ClassVar[int]
    version: int
    events: _containers.RepeatedCompositeFieldContainer[_any_pb2.Any]
    view: GameView
    event_labels: _containers.RepeatedScalarFieldContainer[str]
    next: ListLegalMovesResponse
    def __init__(self, version: _Optional[int] = ..., events: _Optional[_Iterable[_Union[_any_pb2.Any, _Mapping]]] = ..., view: _Optional[_Union[GameView, _Mapping]] = ..., event_labels: _Optional[_Iterable[str]] = ..., next: _Optional[_Union[ListLegalMovesResponse, _Mapping]] = ...) -> None: ...

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
    move: _any_pb2.Any
    events: _containers.RepeatedCompositeFieldContainer[_any_pb2.Any]
    time: _timestamp_pb2.Timestamp
    status: GameStatus
    event_labels: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, version: _Optional[int] = ..., seat: _Optional[int] = ..., move: _Optional[_Union[_any_pb2.Any, _Mapping]] = ..., events: _Optional[_Iterable[_Union[_any_pb2.Any, _Mapping]]] = ..., time: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ..., status: _Optional[_Union[GameStatus, str]] = ..., event_labels: _Optional[_Iterable[str]] = ...) -> None: ...

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
    __slots__ = ("game", "state", "seat", "move", "config")
    GAME_FIELD_NUMBER: _ClassVar[int]
    STATE_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    MOVE_FIELD_NUMBER: _ClassVar[int]
    CONFIG_FIELD_NUMBER: _ClassVar[int]
    game: str
    state: _any_pb2.Any
    seat: int
    move: _any_pb2.Any
    config: _engine_pb2.GameConfig
    def __init__(self, game: _Optional[str] = ..., state: _Optional[_Union[_any_pb2.Any, _Mapping]] = ..., seat: _Optional[int] = ..., move: _Optional[_Union[_any_pb2.Any, _Mapping]] = ..., config: _Optional[_Union[_engine_pb2.GameConfig, _Mapping]] = ...) -> None: ...

class AdjudicateLegalMovesRequest(_message.Message):
    __slots__ = ("game", "state", "seat")
    GAME_FIELD_NUMBER: _ClassVar[int]
    STATE_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    game: str
    state: _any_pb2.Any
    seat: int
    def __init__(self, game: _Optional[str] = ..., state: _Optional[_Union[_any_pb2.Any, _Mapping]] = ..., seat: _Optional[int] = ...) -> None: ...

class AdjudicateLegalMovesResponse(_message.Message):
    __slots__ = ("moves", "templates", "pending", "suggested", "labels")
    MOVES_FIELD_NUMBER: _ClassVar[int]
    TEMPLATES_FIELD_NUMBER: _ClassVar[int]
    PENDING_FIELD_NUMBER: _ClassVar[int]
    SUGGESTED_FIELD_NUMBER: _ClassVar[int]
    LABELS_FIELD_NUMBER: _ClassVar[int]
    moves: _containers.RepeatedCompositeFieldContainer[_any_pb2.Any]
    templates: _containers.RepeatedCompositeFieldContainer[_engine_pb2.MoveTemplate]
    pending: _containers.RepeatedCompositeFieldContainer[_engine_pb2.PendingDecision]
    suggested: int
    labels: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, moves: _Optional[_Iterable[_Union[_any_pb2.Any, _Mapping]]] = ..., templates: _Optional[_Iterable[_Union[_engine_pb2.MoveTemplate, _Mapping]]] = ..., pending: _Optional[_Iterable[_Union[_engine_pb2.PendingDecision, _Mapping]]] = ..., suggested: _Optional[int] = ..., labels: _Optional[_Iterable[str]] = ...) -> None: ...

class AdjudicateResponse(_message.Message):
    __slots__ = ("state", "events", "pending", "outcome")
    STATE_FIELD_NUMBER: _ClassVar[int]
    EVENTS_FIELD_NUMBER: _ClassVar[int]
    PENDING_FIELD_NUMBER: _ClassVar[int]
    OUTCOME_FIELD_NUMBER: _ClassVar[int]
    state: _any_pb2.Any
    events: _containers.RepeatedCompositeFieldContainer[_any_pb2.Any]
    pending: _containers.RepeatedCompositeFieldContainer[_engine_pb2.PendingDecision]
    outcome: _engine_pb2.Outcome
    def __init__(self, state: _Optional[_Union[_any_pb2.Any, _Mapping]] = ..., events: _Optional[_Iterable[_Union[_any_pb2.Any, _Mapping]]] = ..., pending: _Optional[_Iterable[_Union[_engine_pb2.PendingDecision, _Mapping]]] = ..., outcome: _Optional[_Union[_engine_pb2.Outcome, _Mapping]] = ...) -> None: ...

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
    seats: _containers.RepeatedCompositeFieldContainer[SeatToken]
    version: int
    view: GameView
    def __init__(self, game_id: _Optional[str] = ..., seats: _Optional[_Iterable[_Union[SeatToken, _Mapping]]] = ..., version: _Optional[int] = ..., view: _Optional[_Union[GameView, _Mapping]] = ...) -> None: ...
