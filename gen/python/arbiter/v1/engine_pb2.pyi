from google.protobuf import any_pb2 as _any_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class Provenance(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    PROVENANCE_UNSPECIFIED: _ClassVar[Provenance]
    PROVENANCE_PRINTED: _ClassVar[Provenance]
    PROVENANCE_STAND_IN: _ClassVar[Provenance]
PROVENANCE_UNSPECIFIED: Provenance
PROVENANCE_PRINTED: Provenance
PROVENANCE_STAND_IN: Provenance

class RngState(_message.Message):
    __slots__ = ("seed", "counter")
    SEED_FIELD_NUMBER: _ClassVar[int]
    COUNTER_FIELD_NUMBER: _ClassVar[int]
    seed: int
    counter: int
    def __init__(self, seed: _Optional[int] = ..., counter: _Optional[int] = ...) -> None: ...

class PendingDecision(_message.Message):
    __slots__ = ("seat", "kind", "prompt", "label")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    KIND_FIELD_NUMBER: _ClassVar[int]
    PROMPT_FIELD_NUMBER: _ClassVar[int]
    LABEL_FIELD_NUMBER: _ClassVar[int]
    seat: int
    kind: str
    prompt: str
    label: str
    def __init__(self, seat: _Optional[int] = ..., kind: _Optional[str] = ..., prompt: _Optional[str] = ..., label: _Optional[str] = ...) -> None: ...

class SeatScore(_message.Message):
    __slots__ = ("seat", "score", "rank", "tiebreak")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    SCORE_FIELD_NUMBER: _ClassVar[int]
    RANK_FIELD_NUMBER: _ClassVar[int]
    TIEBREAK_FIELD_NUMBER: _ClassVar[int]
    seat: int
    score: int
    rank: int
    tiebreak: _containers.RepeatedScalarFieldContainer[int]
    def __init__(self, seat: _Optional[int] = ..., score: _Optional[int] = ..., rank: _Optional[int] = ..., tiebreak: _Optional[_Iterable[int]] = ...) -> None: ...

class Outcome(_message.Message):
    __slots__ = ("winners", "scores", "reason")
    WINNERS_FIELD_NUMBER: _ClassVar[int]
    SCORES_FIELD_NUMBER: _ClassVar[int]
    REASON_FIELD_NUMBER: _ClassVar[int]
    winners: _containers.RepeatedScalarFieldContainer[int]
    scores: _containers.RepeatedCompositeFieldContainer[SeatScore]
    reason: str
    def __init__(self, winners: _Optional[_Iterable[int]] = ..., scores: _Optional[_Iterable[_Union[SeatScore, _Mapping]]] = ..., reason: _Optional[str] = ...) -> None: ...

class GameConfig(_message.Message):
    __slots__ = ("players", "variant", "options", "seed", "edition")
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
    players: int
    variant: str
    options: _containers.ScalarMap[str, str]
    seed: int
    edition: str
    def __init__(self, players: _Optional[int] = ..., variant: _Optional[str] = ..., options: _Optional[_Mapping[str, str]] = ..., seed: _Optional[int] = ..., edition: _Optional[str] = ...) -> None: ...

class MoveTemplate(_message.Message):
    __slots__ = ("kind", "description", "example")
    KIND_FIELD_NUMBER: _ClassVar[int]
    DESCRIPTION_FIELD_NUMBER: _ClassVar[int]
    EXAMPLE_FIELD_NUMBER: _ClassVar[int]
    kind: str
    description: str
    example: _any_pb2.Any
    def __init__(self, kind: _Optional[str] = ..., description: _Optional[str] = ..., example: _Optional[_Union[_any_pb2.Any, _Mapping]] = ...) -> None: ...

class DataSource(_message.Message):
    __slots__ = ("provenance", "source")
    PROVENANCE_FIELD_NUMBER: _ClassVar[int]
    SOURCE_FIELD_NUMBER: _ClassVar[int]
    provenance: Provenance
    source: str
    def __init__(self, provenance: _Optional[_Union[Provenance, str]] = ..., source: _Optional[str] = ...) -> None: ...

class EditionHeader(_message.Message):
    __slots__ = ("id", "title", "description", "variant", "players")
    ID_FIELD_NUMBER: _ClassVar[int]
    TITLE_FIELD_NUMBER: _ClassVar[int]
    DESCRIPTION_FIELD_NUMBER: _ClassVar[int]
    VARIANT_FIELD_NUMBER: _ClassVar[int]
    PLAYERS_FIELD_NUMBER: _ClassVar[int]
    id: str
    title: str
    description: str
    variant: str
    players: int
    def __init__(self, id: _Optional[str] = ..., title: _Optional[str] = ..., description: _Optional[str] = ..., variant: _Optional[str] = ..., players: _Optional[int] = ...) -> None: ...

class EditionRef(_message.Message):
    __slots__ = ("id", "sha256")
    ID_FIELD_NUMBER: _ClassVar[int]
    SHA256_FIELD_NUMBER: _ClassVar[int]
    id: str
    sha256: str
    def __init__(self, id: _Optional[str] = ..., sha256: _Optional[str] = ...) -> None: ...

class Point(_message.Message):
    __slots__ = ("x", "y")
    X_FIELD_NUMBER: _ClassVar[int]
    Y_FIELD_NUMBER: _ClassVar[int]
    x: float
    y: float
    def __init__(self, x: _Optional[float] = ..., y: _Optional[float] = ...) -> None: ...

class Derived(_message.Message):
    __slots__ = ("seats", "next_event", "stage")
    SEATS_FIELD_NUMBER: _ClassVar[int]
    NEXT_EVENT_FIELD_NUMBER: _ClassVar[int]
    STAGE_FIELD_NUMBER: _ClassVar[int]
    seats: _containers.RepeatedCompositeFieldContainer[SeatDerived]
    next_event: str
    stage: str
    def __init__(self, seats: _Optional[_Iterable[_Union[SeatDerived, _Mapping]]] = ..., next_event: _Optional[str] = ..., stage: _Optional[str] = ...) -> None: ...

class SeatDerived(_message.Message):
    __slots__ = ("seat", "score", "actions_left", "to_discard", "values")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    SCORE_FIELD_NUMBER: _ClassVar[int]
    ACTIONS_LEFT_FIELD_NUMBER: _ClassVar[int]
    TO_DISCARD_FIELD_NUMBER: _ClassVar[int]
    VALUES_FIELD_NUMBER: _ClassVar[int]
    seat: int
    score: int
    actions_left: int
    to_discard: int
    values: _containers.RepeatedCompositeFieldContainer[NamedValue]
    def __init__(self, seat: _Optional[int] = ..., score: _Optional[int] = ..., actions_left: _Optional[int] = ..., to_discard: _Optional[int] = ..., values: _Optional[_Iterable[_Union[NamedValue, _Mapping]]] = ...) -> None: ...

class NamedValue(_message.Message):
    __slots__ = ("name", "value", "label")
    NAME_FIELD_NUMBER: _ClassVar[int]
    VALUE_FIELD_NUMBER: _ClassVar[int]
    LABEL_FIELD_NUMBER: _ClassVar[int]
    name: str
    value: int
    label: str
    def __init__(self, name: _Optional[str] = ..., value: _Optional[int] = ..., label: _Optional[str] = ...) -> None: ...
