from arbiter.v1 import engine_pb2 as _engine_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class Action(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    ACTION_UNSPECIFIED: _ClassVar[Action]
    ACTION_START_PLAYER: _ClassVar[Action]
    ACTION_CRAFTSMAN: _ClassVar[Action]
    ACTION_ESTATES: _ClassVar[Action]
    ACTION_MARKET: _ClassVar[Action]
    ACTION_CONSTRUCTION_ORDER: _ClassVar[Action]
    ACTION_RESOURCE_WORKS: _ClassVar[Action]

class Resource(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    RESOURCE_UNSPECIFIED: _ClassVar[Resource]
    RESOURCE_GOLD: _ClassVar[Resource]
    RESOURCE_WOOD: _ClassVar[Resource]
    RESOURCE_LIMESTONE: _ClassVar[Resource]
    RESOURCE_GLASS: _ClassVar[Resource]
    RESOURCE_MARBLE: _ClassVar[Resource]

class Gain(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    GAIN_UNSPECIFIED: _ClassVar[Gain]
    GAIN_GOLD: _ClassVar[Gain]
    GAIN_WOOD: _ClassVar[Gain]
    GAIN_LIMESTONE: _ClassVar[Gain]
    GAIN_GLASS: _ClassVar[Gain]
    GAIN_MARBLE: _ClassVar[Gain]
    GAIN_WORKER_BACK: _ClassVar[Gain]

class Season(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    SEASON_UNSPECIFIED: _ClassVar[Season]
    SEASON_SPRING: _ClassVar[Season]
    SEASON_SUMMER: _ClassVar[Season]
    SEASON_AUTUMN: _ClassVar[Season]
    SEASON_WINTER: _ClassVar[Season]

class SeasonEvent(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    SEASON_EVENT_UNSPECIFIED: _ClassVar[SeasonEvent]
    SEASON_EVENT_WORKER_OFFER: _ClassVar[SeasonEvent]
    SEASON_EVENT_RICH_AND_POOR: _ClassVar[SeasonEvent]
    SEASON_EVENT_WOOD_REQUIRED: _ClassVar[SeasonEvent]
    SEASON_EVENT_COVETED_STUCCO: _ClassVar[SeasonEvent]
    SEASON_EVENT_COVETED_PANELING: _ClassVar[SeasonEvent]
    SEASON_EVENT_RESTRICTED_MARKET: _ClassVar[SeasonEvent]
    SEASON_EVENT_FURTHER_EDUCATION: _ClassVar[SeasonEvent]
    SEASON_EVENT_CHEAP_ESTATE: _ClassVar[SeasonEvent]
    SEASON_EVENT_WOOD_TRADE: _ClassVar[SeasonEvent]
    SEASON_EVENT_GIFT: _ClassVar[SeasonEvent]
    SEASON_EVENT_GOLD_BOYCOTT: _ClassVar[SeasonEvent]
    SEASON_EVENT_GOLD_LEVY: _ClassVar[SeasonEvent]
    SEASON_EVENT_GOLD_GIFT: _ClassVar[SeasonEvent]
    SEASON_EVENT_GOOD_COOPERATION: _ClassVar[SeasonEvent]
    SEASON_EVENT_GOOD_WEATHER: _ClassVar[SeasonEvent]
    SEASON_EVENT_NO_LABOR_MARKET: _ClassVar[SeasonEvent]
    SEASON_EVENT_FREE_TRAINING: _ClassVar[SeasonEvent]
    SEASON_EVENT_ILLNESS: _ClassVar[SeasonEvent]
    SEASON_EVENT_ESTATE_LOSS: _ClassVar[SeasonEvent]
    SEASON_EVENT_POOR_WORKMANSHIP: _ClassVar[SeasonEvent]
    SEASON_EVENT_BAD_WEATHER: _ClassVar[SeasonEvent]
    SEASON_EVENT_SUPPORT: _ClassVar[SeasonEvent]
    SEASON_EVENT_HOT_SUMMER: _ClassVar[SeasonEvent]

class Craftsman(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    CRAFTSMAN_UNSPECIFIED: _ClassVar[Craftsman]
    CRAFTSMAN_MASTER_BUILDER_I: _ClassVar[Craftsman]
    CRAFTSMAN_MASTER_BUILDER_II: _ClassVar[Craftsman]
    CRAFTSMAN_MASTER_BUILDER_III: _ClassVar[Craftsman]
    CRAFTSMAN_CARPENTER_I: _ClassVar[Craftsman]
    CRAFTSMAN_CARPENTER_II: _ClassVar[Craftsman]
    CRAFTSMAN_CARPENTER_III: _ClassVar[Craftsman]
    CRAFTSMAN_STUCCO_WORKER_I: _ClassVar[Craftsman]
    CRAFTSMAN_STUCCO_WORKER_II: _ClassVar[Craftsman]
    CRAFTSMAN_STUCCO_WORKER_III: _ClassVar[Craftsman]
    CRAFTSMAN_STONEMASON_I: _ClassVar[Craftsman]
    CRAFTSMAN_STONEMASON_III: _ClassVar[Craftsman]
    CRAFTSMAN_SCULPTOR_I: _ClassVar[Craftsman]

class Work(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    WORK_UNSPECIFIED: _ClassVar[Work]
    WORK_GROUND_FLOOR: _ClassVar[Work]
    WORK_SECOND_STOREY: _ClassVar[Work]
    WORK_TOWER: _ClassVar[Work]
    WORK_STUCCO_DECORATION: _ClassVar[Work]
    WORK_WOOD_PANELING: _ClassVar[Work]
    WORK_MARBLE_DECORATION: _ClassVar[Work]
    WORK_WALL_CLADDING: _ClassVar[Work]
    WORK_STATUE: _ClassVar[Work]
    WORK_COLUMN: _ClassVar[Work]

class Storey(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    STOREY_UNSPECIFIED: _ClassVar[Storey]
    STOREY_GROUND_FLOOR: _ClassVar[Storey]
    STOREY_SECOND_STOREY: _ClassVar[Storey]
    STOREY_TOWER: _ClassVar[Storey]

class EstateTile(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    ESTATE_TILE_UNSPECIFIED: _ClassVar[EstateTile]
    ESTATE_TILE_FOREST: _ClassVar[EstateTile]
    ESTATE_TILE_LIMESTONE_QUARRY: _ClassVar[EstateTile]
    ESTATE_TILE_TAX_REVENUE: _ClassVar[EstateTile]
    ESTATE_TILE_MARBLE_QUARRY: _ClassVar[EstateTile]

class MarketLine(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    MARKET_LINE_UNSPECIFIED: _ClassVar[MarketLine]
    MARKET_LINE_MARBLE: _ClassVar[MarketLine]
    MARKET_LINE_GLASS: _ClassVar[MarketLine]
    MARKET_LINE_WOOD: _ClassVar[MarketLine]
    MARKET_LINE_LIMESTONE: _ClassVar[MarketLine]
    MARKET_LINE_LUXURY_TRADE: _ClassVar[MarketLine]
    MARKET_LINE_WOOD_LIMESTONE_TRADE: _ClassVar[MarketLine]
    MARKET_LINE_HIRE_TWO_WORKERS: _ClassVar[MarketLine]
    MARKET_LINE_HIRE_WORKER_WITH_WOOD: _ClassVar[MarketLine]
    MARKET_LINE_HIRE_WORKER_WITH_LIMESTONE: _ClassVar[MarketLine]

class Phase(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    PHASE_UNSPECIFIED: _ClassVar[Phase]
    PHASE_SETUP: _ClassVar[Phase]
    PHASE_ACTIONS: _ClassVar[Phase]
    PHASE_SEASON_END: _ClassVar[Phase]
    PHASE_NEXT_SEASON: _ClassVar[Phase]
    PHASE_GAME_OVER: _ClassVar[Phase]

class DecisionKind(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    DECISION_KIND_UNSPECIFIED: _ClassVar[DecisionKind]
    DECISION_KIND_STARTING_RESOURCE: _ClassVar[DecisionKind]
    DECISION_KIND_PLACE_STEWARD: _ClassVar[DecisionKind]
    DECISION_KIND_START_PLAYER_GAIN: _ClassVar[DecisionKind]
    DECISION_KIND_RESOURCE_WORKS: _ClassVar[DecisionKind]
    DECISION_KIND_ESTATE_EXPANSION: _ClassVar[DecisionKind]
    DECISION_KIND_MARKET_CONDITION: _ClassVar[DecisionKind]
    DECISION_KIND_REMOVE_MARKET_CONDITION: _ClassVar[DecisionKind]
    DECISION_KIND_MARKET: _ClassVar[DecisionKind]
    DECISION_KIND_CRAFTSMAN: _ClassVar[DecisionKind]
    DECISION_KIND_CONSTRUCTION_ORDER: _ClassVar[DecisionKind]
    DECISION_KIND_COMPLETE_ORDER: _ClassVar[DecisionKind]
    DECISION_KIND_BONUS_TILE: _ClassVar[DecisionKind]
    DECISION_KIND_EXTRA_BONUS: _ClassVar[DecisionKind]
    DECISION_KIND_FREE_ESTATE_DISC: _ClassVar[DecisionKind]
    DECISION_KIND_GIFT: _ClassVar[DecisionKind]
    DECISION_KIND_FREE_TRAINING: _ClassVar[DecisionKind]
    DECISION_KIND_WORKER_OFFER: _ClassVar[DecisionKind]
    DECISION_KIND_WOOD_TRADE: _ClassVar[DecisionKind]
    DECISION_KIND_ESTATE_LOSS: _ClassVar[DecisionKind]
    DECISION_KIND_BUY_BACK_WORKER: _ClassVar[DecisionKind]
    DECISION_KIND_CHECK_BONUSES: _ClassVar[DecisionKind]

class CraftsmanType(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    CRAFTSMAN_TYPE_UNSPECIFIED: _ClassVar[CraftsmanType]
    CRAFTSMAN_TYPE_MASTER_BUILDER: _ClassVar[CraftsmanType]
    CRAFTSMAN_TYPE_CARPENTER: _ClassVar[CraftsmanType]
    CRAFTSMAN_TYPE_STUCCO_WORKER: _ClassVar[CraftsmanType]
    CRAFTSMAN_TYPE_STONEMASON: _ClassVar[CraftsmanType]
    CRAFTSMAN_TYPE_SCULPTOR: _ClassVar[CraftsmanType]
ACTION_UNSPECIFIED: Action
ACTION_START_PLAYER: Action
ACTION_CRAFTSMAN: Action
ACTION_ESTATES: Action
ACTION_MARKET: Action
ACTION_CONSTRUCTION_ORDER: Action
ACTION_RESOURCE_WORKS: Action
RESOURCE_UNSPECIFIED: Resource
RESOURCE_GOLD: Resource
RESOURCE_WOOD: Resource
RESOURCE_LIMESTONE: Resource
RESOURCE_GLASS: Resource
RESOURCE_MARBLE: Resource
GAIN_UNSPECIFIED: Gain
GAIN_GOLD: Gain
GAIN_WOOD: Gain
GAIN_LIMESTONE: Gain
GAIN_GLASS: Gain
GAIN_MARBLE: Gain
GAIN_WORKER_BACK: Gain
SEASON_UNSPECIFIED: Season
SEASON_SPRING: Season
SEASON_SUMMER: Season
SEASON_AUTUMN: Season
SEASON_WINTER: Season
SEASON_EVENT_UNSPECIFIED: SeasonEvent
SEASON_EVENT_WORKER_OFFER: SeasonEvent
SEASON_EVENT_RICH_AND_POOR: SeasonEvent
SEASON_EVENT_WOOD_REQUIRED: SeasonEvent
SEASON_EVENT_COVETED_STUCCO: SeasonEvent
SEASON_EVENT_COVETED_PANELING: SeasonEvent
SEASON_EVENT_RESTRICTED_MARKET: SeasonEvent
SEASON_EVENT_FURTHER_EDUCATION: SeasonEvent
SEASON_EVENT_CHEAP_ESTATE: SeasonEvent
SEASON_EVENT_WOOD_TRADE: SeasonEvent
SEASON_EVENT_GIFT: SeasonEvent
SEASON_EVENT_GOLD_BOYCOTT: SeasonEvent
SEASON_EVENT_GOLD_LEVY: SeasonEvent
SEASON_EVENT_GOLD_GIFT: SeasonEvent
SEASON_EVENT_GOOD_COOPERATION: SeasonEvent
SEASON_EVENT_GOOD_WEATHER: SeasonEvent
SEASON_EVENT_NO_LABOR_MARKET: SeasonEvent
SEASON_EVENT_FREE_TRAINING: SeasonEvent
SEASON_EVENT_ILLNESS: SeasonEvent
SEASON_EVENT_ESTATE_LOSS: SeasonEvent
SEASON_EVENT_POOR_WORKMANSHIP: SeasonEvent
SEASON_EVENT_BAD_WEATHER: SeasonEvent
SEASON_EVENT_SUPPORT: SeasonEvent
SEASON_EVENT_HOT_SUMMER: SeasonEvent
CRAFTSMAN_UNSPECIFIED: Craftsman
CRAFTSMAN_MASTER_BUILDER_I: Craftsman
CRAFTSMAN_MASTER_BUILDER_II: Craftsman
CRAFTSMAN_MASTER_BUILDER_III: Craftsman
CRAFTSMAN_CARPENTER_I: Craftsman
CRAFTSMAN_CARPENTER_II: Craftsman
CRAFTSMAN_CARPENTER_III: Craftsman
CRAFTSMAN_STUCCO_WORKER_I: Craftsman
CRAFTSMAN_STUCCO_WORKER_II: Craftsman
CRAFTSMAN_STUCCO_WORKER_III: Craftsman
CRAFTSMAN_STONEMASON_I: Craftsman
CRAFTSMAN_STONEMASON_III: Craftsman
CRAFTSMAN_SCULPTOR_I: Craftsman
WORK_UNSPECIFIED: Work
WORK_GROUND_FLOOR: Work
WORK_SECOND_STOREY: Work
WORK_TOWER: Work
WORK_STUCCO_DECORATION: Work
WORK_WOOD_PANELING: Work
WORK_MARBLE_DECORATION: Work
WORK_WALL_CLADDING: Work
WORK_STATUE: Work
WORK_COLUMN: Work
STOREY_UNSPECIFIED: Storey
STOREY_GROUND_FLOOR: Storey
STOREY_SECOND_STOREY: Storey
STOREY_TOWER: Storey
ESTATE_TILE_UNSPECIFIED: EstateTile
ESTATE_TILE_FOREST: EstateTile
ESTATE_TILE_LIMESTONE_QUARRY: EstateTile
ESTATE_TILE_TAX_REVENUE: EstateTile
ESTATE_TILE_MARBLE_QUARRY: EstateTile
MARKET_LINE_UNSPECIFIED: MarketLine
MARKET_LINE_MARBLE: MarketLine
MARKET_LINE_GLASS: MarketLine
MARKET_LINE_WOOD: MarketLine
MARKET_LINE_LIMESTONE: MarketLine
MARKET_LINE_LUXURY_TRADE: MarketLine
MARKET_LINE_WOOD_LIMESTONE_TRADE: MarketLine
MARKET_LINE_HIRE_TWO_WORKERS: MarketLine
MARKET_LINE_HIRE_WORKER_WITH_WOOD: MarketLine
MARKET_LINE_HIRE_WORKER_WITH_LIMESTONE: MarketLine
PHASE_UNSPECIFIED: Phase
PHASE_SETUP: Phase
PHASE_ACTIONS: Phase
PHASE_SEASON_END: Phase
PHASE_NEXT_SEASON: Phase
PHASE_GAME_OVER: Phase
DECISION_KIND_UNSPECIFIED: DecisionKind
DECISION_KIND_STARTING_RESOURCE: DecisionKind
DECISION_KIND_PLACE_STEWARD: DecisionKind
DECISION_KIND_START_PLAYER_GAIN: DecisionKind
DECISION_KIND_RESOURCE_WORKS: DecisionKind
DECISION_KIND_ESTATE_EXPANSION: DecisionKind
DECISION_KIND_MARKET_CONDITION: DecisionKind
DECISION_KIND_REMOVE_MARKET_CONDITION: DecisionKind
DECISION_KIND_MARKET: DecisionKind
DECISION_KIND_CRAFTSMAN: DecisionKind
DECISION_KIND_CONSTRUCTION_ORDER: DecisionKind
DECISION_KIND_COMPLETE_ORDER: DecisionKind
DECISION_KIND_BONUS_TILE: DecisionKind
DECISION_KIND_EXTRA_BONUS: DecisionKind
DECISION_KIND_FREE_ESTATE_DISC: DecisionKind
DECISION_KIND_GIFT: DecisionKind
DECISION_KIND_FREE_TRAINING: DecisionKind
DECISION_KIND_WORKER_OFFER: DecisionKind
DECISION_KIND_WOOD_TRADE: DecisionKind
DECISION_KIND_ESTATE_LOSS: DecisionKind
DECISION_KIND_BUY_BACK_WORKER: DecisionKind
DECISION_KIND_CHECK_BONUSES: DecisionKind
CRAFTSMAN_TYPE_UNSPECIFIED: CraftsmanType
CRAFTSMAN_TYPE_MASTER_BUILDER: CraftsmanType
CRAFTSMAN_TYPE_CARPENTER: CraftsmanType
CRAFTSMAN_TYPE_STUCCO_WORKER: CraftsmanType
CRAFTSMAN_TYPE_STONEMASON: CraftsmanType
CRAFTSMAN_TYPE_SCULPTOR: CraftsmanType

class Goods(_message.Message):
    __slots__ = ("gold", "wood", "limestone", "glass", "marble", "workers")
    GOLD_FIELD_NUMBER: _ClassVar[int]
    WOOD_FIELD_NUMBER: _ClassVar[int]
    LIMESTONE_FIELD_NUMBER: _ClassVar[int]
    GLASS_FIELD_NUMBER: _ClassVar[int]
    MARBLE_FIELD_NUMBER: _ClassVar[int]
    WORKERS_FIELD_NUMBER: _ClassVar[int]
    gold: int
    wood: int
    limestone: int
    glass: int
    marble: int
    workers: int
    def __init__(self, gold: _Optional[int] = ..., wood: _Optional[int] = ..., limestone: _Optional[int] = ..., glass: _Optional[int] = ..., marble: _Optional[int] = ..., workers: _Optional[int] = ...) -> None: ...

class Site(_message.Message):
    __slots__ = ("position", "storey")
    POSITION_FIELD_NUMBER: _ClassVar[int]
    STOREY_FIELD_NUMBER: _ClassVar[int]
    position: int
    storey: Storey
    def __init__(self, position: _Optional[int] = ..., storey: _Optional[_Union[Storey, str]] = ...) -> None: ...

class BuildingTile(_message.Message):
    __slots__ = ("built", "stucco_decoration", "wood_paneling", "marble_decoration", "column")
    BUILT_FIELD_NUMBER: _ClassVar[int]
    STUCCO_DECORATION_FIELD_NUMBER: _ClassVar[int]
    WOOD_PANELING_FIELD_NUMBER: _ClassVar[int]
    MARBLE_DECORATION_FIELD_NUMBER: _ClassVar[int]
    COLUMN_FIELD_NUMBER: _ClassVar[int]
    built: bool
    stucco_decoration: bool
    wood_paneling: bool
    marble_decoration: bool
    column: bool
    def __init__(self, built: _Optional[bool] = ..., stucco_decoration: _Optional[bool] = ..., wood_paneling: _Optional[bool] = ..., marble_decoration: _Optional[bool] = ..., column: _Optional[bool] = ...) -> None: ...

class CastlePosition(_message.Message):
    __slots__ = ("ground_floor", "second_storey", "tower", "wall_cladding", "statues")
    GROUND_FLOOR_FIELD_NUMBER: _ClassVar[int]
    SECOND_STOREY_FIELD_NUMBER: _ClassVar[int]
    TOWER_FIELD_NUMBER: _ClassVar[int]
    WALL_CLADDING_FIELD_NUMBER: _ClassVar[int]
    STATUES_FIELD_NUMBER: _ClassVar[int]
    ground_floor: BuildingTile
    second_storey: BuildingTile
    tower: BuildingTile
    wall_cladding: bool
    statues: int
    def __init__(self, ground_floor: _Optional[_Union[BuildingTile, _Mapping]] = ..., second_storey: _Optional[_Union[BuildingTile, _Mapping]] = ..., tower: _Optional[_Union[BuildingTile, _Mapping]] = ..., wall_cladding: _Optional[bool] = ..., statues: _Optional[int] = ...) -> None: ...

class Player(_message.Message):
    __slots__ = ("seat", "gold", "wood", "limestone", "glass", "marble", "workers", "workers_at_works", "workers_on_orders", "tavern", "exterior", "interior", "wood_penalties", "experience", "craftsmen", "castle", "light_tiles")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    GOLD_FIELD_NUMBER: _ClassVar[int]
    WOOD_FIELD_NUMBER: _ClassVar[int]
    LIMESTONE_FIELD_NUMBER: _ClassVar[int]
    GLASS_FIELD_NUMBER: _ClassVar[int]
    MARBLE_FIELD_NUMBER: _ClassVar[int]
    WORKERS_FIELD_NUMBER: _ClassVar[int]
    WORKERS_AT_WORKS_FIELD_NUMBER: _ClassVar[int]
    WORKERS_ON_ORDERS_FIELD_NUMBER: _ClassVar[int]
    TAVERN_FIELD_NUMBER: _ClassVar[int]
    EXTERIOR_FIELD_NUMBER: _ClassVar[int]
    INTERIOR_FIELD_NUMBER: _ClassVar[int]
    WOOD_PENALTIES_FIELD_NUMBER: _ClassVar[int]
    EXPERIENCE_FIELD_NUMBER: _ClassVar[int]
    CRAFTSMEN_FIELD_NUMBER: _ClassVar[int]
    CASTLE_FIELD_NUMBER: _ClassVar[int]
    LIGHT_TILES_FIELD_NUMBER: _ClassVar[int]
    seat: int
    gold: int
    wood: int
    limestone: int
    glass: int
    marble: int
    workers: int
    workers_at_works: int
    workers_on_orders: int
    tavern: int
    exterior: int
    interior: int
    wood_penalties: int
    experience: int
    craftsmen: _containers.RepeatedScalarFieldContainer[Craftsman]
    castle: _containers.RepeatedCompositeFieldContainer[CastlePosition]
    light_tiles: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, seat: _Optional[int] = ..., gold: _Optional[int] = ..., wood: _Optional[int] = ..., limestone: _Optional[int] = ..., glass: _Optional[int] = ..., marble: _Optional[int] = ..., workers: _Optional[int] = ..., workers_at_works: _Optional[int] = ..., workers_on_orders: _Optional[int] = ..., tavern: _Optional[int] = ..., exterior: _Optional[int] = ..., interior: _Optional[int] = ..., wood_penalties: _Optional[int] = ..., experience: _Optional[int] = ..., craftsmen: _Optional[_Iterable[_Union[Craftsman, str]]] = ..., castle: _Optional[_Iterable[_Union[CastlePosition, _Mapping]]] = ..., light_tiles: _Optional[_Iterable[str]] = ...) -> None: ...

class ActionArea(_message.Message):
    __slots__ = ("action", "stewards")
    ACTION_FIELD_NUMBER: _ClassVar[int]
    STEWARDS_FIELD_NUMBER: _ClassVar[int]
    action: Action
    stewards: _containers.RepeatedScalarFieldContainer[int]
    def __init__(self, action: _Optional[_Union[Action, str]] = ..., stewards: _Optional[_Iterable[int]] = ...) -> None: ...

class EstateSpace(_message.Message):
    __slots__ = ("id", "tile", "owners")
    ID_FIELD_NUMBER: _ClassVar[int]
    TILE_FIELD_NUMBER: _ClassVar[int]
    OWNERS_FIELD_NUMBER: _ClassVar[int]
    id: str
    tile: EstateTile
    owners: _containers.RepeatedScalarFieldContainer[int]
    def __init__(self, id: _Optional[str] = ..., tile: _Optional[_Union[EstateTile, str]] = ..., owners: _Optional[_Iterable[int]] = ...) -> None: ...

class MarketConditionSlot(_message.Message):
    __slots__ = ("id", "tile")
    ID_FIELD_NUMBER: _ClassVar[int]
    TILE_FIELD_NUMBER: _ClassVar[int]
    id: str
    tile: str
    def __init__(self, id: _Optional[str] = ..., tile: _Optional[str] = ...) -> None: ...

class CraftsmanStack(_message.Message):
    __slots__ = ("craftsman", "prices", "displayed")
    CRAFTSMAN_FIELD_NUMBER: _ClassVar[int]
    PRICES_FIELD_NUMBER: _ClassVar[int]
    DISPLAYED_FIELD_NUMBER: _ClassVar[int]
    craftsman: Craftsman
    prices: _containers.RepeatedScalarFieldContainer[int]
    displayed: bool
    def __init__(self, craftsman: _Optional[_Union[Craftsman, str]] = ..., prices: _Optional[_Iterable[int]] = ..., displayed: _Optional[bool] = ...) -> None: ...

class ConstructionOrder(_message.Message):
    __slots__ = ("id", "seat", "work", "sites", "craftsman", "workers", "exhausted", "paid")
    ID_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    WORK_FIELD_NUMBER: _ClassVar[int]
    SITES_FIELD_NUMBER: _ClassVar[int]
    CRAFTSMAN_FIELD_NUMBER: _ClassVar[int]
    WORKERS_FIELD_NUMBER: _ClassVar[int]
    EXHAUSTED_FIELD_NUMBER: _ClassVar[int]
    PAID_FIELD_NUMBER: _ClassVar[int]
    id: int
    seat: int
    work: Work
    sites: _containers.RepeatedCompositeFieldContainer[Site]
    craftsman: Craftsman
    workers: int
    exhausted: int
    paid: Goods
    def __init__(self, id: _Optional[int] = ..., seat: _Optional[int] = ..., work: _Optional[_Union[Work, str]] = ..., sites: _Optional[_Iterable[_Union[Site, _Mapping]]] = ..., craftsman: _Optional[_Union[Craftsman, str]] = ..., workers: _Optional[int] = ..., exhausted: _Optional[int] = ..., paid: _Optional[_Union[Goods, _Mapping]] = ...) -> None: ...

class DarkClaim(_message.Message):
    __slots__ = ("seat", "points")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    POINTS_FIELD_NUMBER: _ClassVar[int]
    seat: int
    points: int
    def __init__(self, seat: _Optional[int] = ..., points: _Optional[int] = ...) -> None: ...

class BonusColumn(_message.Message):
    __slots__ = ("light", "dark", "dark_revealed", "light_fulfilled_by", "light_taken_by", "dark_claims", "dark_places_used")
    LIGHT_FIELD_NUMBER: _ClassVar[int]
    DARK_FIELD_NUMBER: _ClassVar[int]
    DARK_REVEALED_FIELD_NUMBER: _ClassVar[int]
    LIGHT_FULFILLED_BY_FIELD_NUMBER: _ClassVar[int]
    LIGHT_TAKEN_BY_FIELD_NUMBER: _ClassVar[int]
    DARK_CLAIMS_FIELD_NUMBER: _ClassVar[int]
    DARK_PLACES_USED_FIELD_NUMBER: _ClassVar[int]
    light: str
    dark: str
    dark_revealed: bool
    light_fulfilled_by: _containers.RepeatedScalarFieldContainer[int]
    light_taken_by: int
    dark_claims: _containers.RepeatedCompositeFieldContainer[DarkClaim]
    dark_places_used: int
    def __init__(self, light: _Optional[str] = ..., dark: _Optional[str] = ..., dark_revealed: _Optional[bool] = ..., light_fulfilled_by: _Optional[_Iterable[int]] = ..., light_taken_by: _Optional[int] = ..., dark_claims: _Optional[_Iterable[_Union[DarkClaim, _Mapping]]] = ..., dark_places_used: _Optional[int] = ...) -> None: ...

class Step(_message.Message):
    __slots__ = ("seat", "kind", "trades_left", "lines_used", "space", "action_space", "condition")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    KIND_FIELD_NUMBER: _ClassVar[int]
    TRADES_LEFT_FIELD_NUMBER: _ClassVar[int]
    LINES_USED_FIELD_NUMBER: _ClassVar[int]
    SPACE_FIELD_NUMBER: _ClassVar[int]
    ACTION_SPACE_FIELD_NUMBER: _ClassVar[int]
    CONDITION_FIELD_NUMBER: _ClassVar[int]
    seat: int
    kind: DecisionKind
    trades_left: int
    lines_used: _containers.RepeatedScalarFieldContainer[MarketLine]
    space: str
    action_space: int
    condition: str
    def __init__(self, seat: _Optional[int] = ..., kind: _Optional[_Union[DecisionKind, str]] = ..., trades_left: _Optional[int] = ..., lines_used: _Optional[_Iterable[_Union[MarketLine, str]]] = ..., space: _Optional[str] = ..., action_space: _Optional[int] = ..., condition: _Optional[str] = ...) -> None: ...

class State(_message.Message):
    __slots__ = ("rng", "player_count", "duel", "first_game", "phase", "year", "season", "start_player", "players", "lower_bar", "next_steward", "hospital", "action_bar", "works_gold", "works_wood", "works_limestone", "works_marble", "raised_prices", "estates", "condition_slots", "market_conditions", "craftsmen", "orders", "next_order_id", "completing", "bonus", "yellow_tiles", "spring_summer_stack", "spring_summer_count", "autumn_winter_stack", "autumn_winter_count", "event_card", "event", "awaiting", "later", "edition")
    RNG_FIELD_NUMBER: _ClassVar[int]
    PLAYER_COUNT_FIELD_NUMBER: _ClassVar[int]
    DUEL_FIELD_NUMBER: _ClassVar[int]
    FIRST_GAME_FIELD_NUMBER: _ClassVar[int]
    PHASE_FIELD_NUMBER: _ClassVar[int]
    YEAR_FIELD_NUMBER: _ClassVar[int]
    SEASON_FIELD_NUMBER: _ClassVar[int]
    START_PLAYER_FIELD_NUMBER: _ClassVar[int]
    PLAYERS_FIELD_NUMBER: _ClassVar[int]
    LOWER_BAR_FIELD_NUMBER: _ClassVar[int]
    NEXT_STEWARD_FIELD_NUMBER: _ClassVar[int]
    HOSPITAL_FIELD_NUMBER: _ClassVar[int]
    ACTION_BAR_FIELD_NUMBER: _ClassVar[int]
    WORKS_GOLD_FIELD_NUMBER: _ClassVar[int]
    WORKS_WOOD_FIELD_NUMBER: _ClassVar[int]
    WORKS_LIMESTONE_FIELD_NUMBER: _ClassVar[int]
    WORKS_MARBLE_FIELD_NUMBER: _ClassVar[int]
    RAISED_PRICES_FIELD_NUMBER: _ClassVar[int]
    ESTATES_FIELD_NUMBER: _ClassVar[int]
    CONDITION_SLOTS_FIELD_NUMBER: _ClassVar[int]
    MARKET_CONDITIONS_FIELD_NUMBER: _ClassVar[int]
    CRAFTSMEN_FIELD_NUMBER: _ClassVar[int]
    ORDERS_FIELD_NUMBER: _ClassVar[int]
    NEXT_ORDER_ID_FIELD_NUMBER: _ClassVar[int]
    COMPLETING_FIELD_NUMBER: _ClassVar[int]
    BONUS_FIELD_NUMBER: _ClassVar[int]
    YELLOW_TILES_FIELD_NUMBER: _ClassVar[int]
    SPRING_SUMMER_STACK_FIELD_NUMBER: _ClassVar[int]
    SPRING_SUMMER_COUNT_FIELD_NUMBER: _ClassVar[int]
    AUTUMN_WINTER_STACK_FIELD_NUMBER: _ClassVar[int]
    AUTUMN_WINTER_COUNT_FIELD_NUMBER: _ClassVar[int]
    EVENT_CARD_FIELD_NUMBER: _ClassVar[int]
    EVENT_FIELD_NUMBER: _ClassVar[int]
    AWAITING_FIELD_NUMBER: _ClassVar[int]
    LATER_FIELD_NUMBER: _ClassVar[int]
    EDITION_FIELD_NUMBER: _ClassVar[int]
    rng: _engine_pb2.RngState
    player_count: int
    duel: bool
    first_game: bool
    phase: Phase
    year: int
    season: Season
    start_player: int
    players: _containers.RepeatedCompositeFieldContainer[Player]
    lower_bar: _containers.RepeatedScalarFieldContainer[int]
    next_steward: int
    hospital: _containers.RepeatedScalarFieldContainer[int]
    action_bar: _containers.RepeatedCompositeFieldContainer[ActionArea]
    works_gold: int
    works_wood: int
    works_limestone: int
    works_marble: int
    raised_prices: _containers.RepeatedScalarFieldContainer[MarketLine]
    estates: _containers.RepeatedCompositeFieldContainer[EstateSpace]
    condition_slots: _containers.RepeatedCompositeFieldContainer[MarketConditionSlot]
    market_conditions: _containers.RepeatedScalarFieldContainer[str]
    craftsmen: _containers.RepeatedCompositeFieldContainer[CraftsmanStack]
    orders: _containers.RepeatedCompositeFieldContainer[ConstructionOrder]
    next_order_id: int
    completing: int
    bonus: _containers.RepeatedCompositeFieldContainer[BonusColumn]
    yellow_tiles: _containers.RepeatedScalarFieldContainer[str]
    spring_summer_stack: _containers.RepeatedScalarFieldContainer[str]
    spring_summer_count: int
    autumn_winter_stack: _containers.RepeatedScalarFieldContainer[str]
    autumn_winter_count: int
    event_card: str
    event: SeasonEvent
    awaiting: _containers.RepeatedCompositeFieldContainer[Step]
    later: _containers.RepeatedCompositeFieldContainer[Step]
    edition: _engine_pb2.EditionRef
    def __init__(self, rng: _Optional[_Union[_engine_pb2.RngState, _Mapping]] = ..., player_count: _Optional[int] = ..., duel: _Optional[bool] = ..., first_game: _Optional[bool] = ..., phase: _Optional[_Union[Phase, str]] = ..., year: _Optional[int] = ..., season: _Optional[_Union[Season, str]] = ..., start_player: _Optional[int] = ..., players: _Optional[_Iterable[_Union[Player, _Mapping]]] = ..., lower_bar: _Optional[_Iterable[int]] = ..., next_steward: _Optional[int] = ..., hospital: _Optional[_Iterable[int]] = ..., action_bar: _Optional[_Iterable[_Union[ActionArea, _Mapping]]] = ..., works_gold: _Optional[int] = ..., works_wood: _Optional[int] = ..., works_limestone: _Optional[int] = ..., works_marble: _Optional[int] = ..., raised_prices: _Optional[_Iterable[_Union[MarketLine, str]]] = ..., estates: _Optional[_Iterable[_Union[EstateSpace, _Mapping]]] = ..., condition_slots: _Optional[_Iterable[_Union[MarketConditionSlot, _Mapping]]] = ..., market_conditions: _Optional[_Iterable[str]] = ..., craftsmen: _Optional[_Iterable[_Union[CraftsmanStack, _Mapping]]] = ..., orders: _Optional[_Iterable[_Union[ConstructionOrder, _Mapping]]] = ..., next_order_id: _Optional[int] = ..., completing: _Optional[int] = ..., bonus: _Optional[_Iterable[_Union[BonusColumn, _Mapping]]] = ..., yellow_tiles: _Optional[_Iterable[str]] = ..., spring_summer_stack: _Optional[_Iterable[str]] = ..., spring_summer_count: _Optional[int] = ..., autumn_winter_stack: _Optional[_Iterable[str]] = ..., autumn_winter_count: _Optional[int] = ..., event_card: _Optional[str] = ..., event: _Optional[_Union[SeasonEvent, str]] = ..., awaiting: _Optional[_Iterable[_Union[Step, _Mapping]]] = ..., later: _Optional[_Iterable[_Union[Step, _Mapping]]] = ..., edition: _Optional[_Union[_engine_pb2.EditionRef, _Mapping]] = ...) -> None: ...

class ChooseGain(_message.Message):
    __slots__ = ("gain",)
    GAIN_FIELD_NUMBER: _ClassVar[int]
    gain: Gain
    def __init__(self, gain: _Optional[_Union[Gain, str]] = ...) -> None: ...

class PlaceSteward(_message.Message):
    __slots__ = ("action",)
    ACTION_FIELD_NUMBER: _ClassVar[int]
    action: Action
    def __init__(self, action: _Optional[_Union[Action, str]] = ...) -> None: ...

class TakeResources(_message.Message):
    __slots__ = ("resource", "amount")
    RESOURCE_FIELD_NUMBER: _ClassVar[int]
    AMOUNT_FIELD_NUMBER: _ClassVar[int]
    resource: Resource
    amount: int
    def __init__(self, resource: _Optional[_Union[Resource, str]] = ..., amount: _Optional[int] = ...) -> None: ...

class ExpandEstate(_message.Message):
    __slots__ = ("space", "tile")
    SPACE_FIELD_NUMBER: _ClassVar[int]
    TILE_FIELD_NUMBER: _ClassVar[int]
    space: str
    tile: EstateTile
    def __init__(self, space: _Optional[str] = ..., tile: _Optional[_Union[EstateTile, str]] = ...) -> None: ...

class PlaceMarketCondition(_message.Message):
    __slots__ = ("tile", "slot")
    TILE_FIELD_NUMBER: _ClassVar[int]
    SLOT_FIELD_NUMBER: _ClassVar[int]
    tile: str
    slot: str
    def __init__(self, tile: _Optional[str] = ..., slot: _Optional[str] = ...) -> None: ...

class RemoveMarketCondition(_message.Message):
    __slots__ = ("tile",)
    TILE_FIELD_NUMBER: _ClassVar[int]
    tile: str
    def __init__(self, tile: _Optional[str] = ...) -> None: ...

class MarketTrade(_message.Message):
    __slots__ = ("line", "pay", "get")
    LINE_FIELD_NUMBER: _ClassVar[int]
    PAY_FIELD_NUMBER: _ClassVar[int]
    GET_FIELD_NUMBER: _ClassVar[int]
    line: MarketLine
    pay: Goods
    get: Goods
    def __init__(self, line: _Optional[_Union[MarketLine, str]] = ..., pay: _Optional[_Union[Goods, _Mapping]] = ..., get: _Optional[_Union[Goods, _Mapping]] = ...) -> None: ...

class HireCraftsman(_message.Message):
    __slots__ = ("craftsman",)
    CRAFTSMAN_FIELD_NUMBER: _ClassVar[int]
    craftsman: Craftsman
    def __init__(self, craftsman: _Optional[_Union[Craftsman, str]] = ...) -> None: ...

class IssueConstructionOrder(_message.Message):
    __slots__ = ("work", "sites", "experience_level", "tower_extra")
    WORK_FIELD_NUMBER: _ClassVar[int]
    SITES_FIELD_NUMBER: _ClassVar[int]
    EXPERIENCE_LEVEL_FIELD_NUMBER: _ClassVar[int]
    TOWER_EXTRA_FIELD_NUMBER: _ClassVar[int]
    work: Work
    sites: _containers.RepeatedCompositeFieldContainer[Site]
    experience_level: int
    tower_extra: Resource
    def __init__(self, work: _Optional[_Union[Work, str]] = ..., sites: _Optional[_Iterable[_Union[Site, _Mapping]]] = ..., experience_level: _Optional[int] = ..., tower_extra: _Optional[_Union[Resource, str]] = ...) -> None: ...

class CompleteOrder(_message.Message):
    __slots__ = ("order_id",)
    ORDER_ID_FIELD_NUMBER: _ClassVar[int]
    order_id: int
    def __init__(self, order_id: _Optional[int] = ...) -> None: ...

class ChooseBonusTile(_message.Message):
    __slots__ = ("tile",)
    TILE_FIELD_NUMBER: _ClassVar[int]
    tile: str
    def __init__(self, tile: _Optional[str] = ...) -> None: ...

class HireWorkers(_message.Message):
    __slots__ = ("count",)
    COUNT_FIELD_NUMBER: _ClassVar[int]
    count: int
    def __init__(self, count: _Optional[int] = ...) -> None: ...

class SellWood(_message.Message):
    __slots__ = ("amount",)
    AMOUNT_FIELD_NUMBER: _ClassVar[int]
    amount: int
    def __init__(self, amount: _Optional[int] = ...) -> None: ...

class RemoveEstateDisc(_message.Message):
    __slots__ = ("space",)
    SPACE_FIELD_NUMBER: _ClassVar[int]
    space: str
    def __init__(self, space: _Optional[str] = ...) -> None: ...

class BuyBackWorker(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class Done(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class Move(_message.Message):
    __slots__ = ("choose_gain", "place_steward", "take_resources", "expand_estate", "place_market_condition", "remove_market_condition", "market_trade", "hire_craftsman", "construction_order", "complete_order", "choose_bonus_tile", "hire_workers", "sell_wood", "remove_estate_disc", "buy_back_worker", "done")
    CHOOSE_GAIN_FIELD_NUMBER: _ClassVar[int]
    PLACE_STEWARD_FIELD_NUMBER: _ClassVar[int]
    TAKE_RESOURCES_FIELD_NUMBER: _ClassVar[int]
    EXPAND_ESTATE_FIELD_NUMBER: _ClassVar[int]
    PLACE_MARKET_CONDITION_FIELD_NUMBER: _ClassVar[int]
    REMOVE_MARKET_CONDITION_FIELD_NUMBER: _ClassVar[int]
    MARKET_TRADE_FIELD_NUMBER: _ClassVar[int]
    HIRE_CRAFTSMAN_FIELD_NUMBER: _ClassVar[int]
    CONSTRUCTION_ORDER_FIELD_NUMBER: _ClassVar[int]
    COMPLETE_ORDER_FIELD_NUMBER: _ClassVar[int]
    CHOOSE_BONUS_TILE_FIELD_NUMBER: _ClassVar[int]
    HIRE_WORKERS_FIELD_NUMBER: _ClassVar[int]
    SELL_WOOD_FIELD_NUMBER: _ClassVar[int]
    REMOVE_ESTATE_DISC_FIELD_NUMBER: _ClassVar[int]
    BUY_BACK_WORKER_FIELD_NUMBER: _ClassVar[int]
    DONE_FIELD_NUMBER: _ClassVar[int]
    choose_gain: ChooseGain
    place_steward: PlaceSteward
    take_resources: TakeResources
    expand_estate: ExpandEstate
    place_market_condition: PlaceMarketCondition
    remove_market_condition: RemoveMarketCondition
    market_trade: MarketTrade
    hire_craftsman: HireCraftsman
    construction_order: IssueConstructionOrder
    complete_order: CompleteOrder
    choose_bonus_tile: ChooseBonusTile
    hire_workers: HireWorkers
    sell_wood: SellWood
    remove_estate_disc: RemoveEstateDisc
    buy_back_worker: BuyBackWorker
    done: Done
    def __init__(self, choose_gain: _Optional[_Union[ChooseGain, _Mapping]] = ..., place_steward: _Optional[_Union[PlaceSteward, _Mapping]] = ..., take_resources: _Optional[_Union[TakeResources, _Mapping]] = ..., expand_estate: _Optional[_Union[ExpandEstate, _Mapping]] = ..., place_market_condition: _Optional[_Union[PlaceMarketCondition, _Mapping]] = ..., remove_market_condition: _Optional[_Union[RemoveMarketCondition, _Mapping]] = ..., market_trade: _Optional[_Union[MarketTrade, _Mapping]] = ..., hire_craftsman: _Optional[_Union[HireCraftsman, _Mapping]] = ..., construction_order: _Optional[_Union[IssueConstructionOrder, _Mapping]] = ..., complete_order: _Optional[_Union[CompleteOrder, _Mapping]] = ..., choose_bonus_tile: _Optional[_Union[ChooseBonusTile, _Mapping]] = ..., hire_workers: _Optional[_Union[HireWorkers, _Mapping]] = ..., sell_wood: _Optional[_Union[SellWood, _Mapping]] = ..., remove_estate_disc: _Optional[_Union[RemoveEstateDisc, _Mapping]] = ..., buy_back_worker: _Optional[_Union[BuyBackWorker, _Mapping]] = ..., done: _Optional[_Union[Done, _Mapping]] = ...) -> None: ...

class GameSetUp(_message.Message):
    __slots__ = ("start_player", "turn_order", "light_conditions", "yellow_tiles", "spring_summer_cards", "autumn_winter_cards")
    START_PLAYER_FIELD_NUMBER: _ClassVar[int]
    TURN_ORDER_FIELD_NUMBER: _ClassVar[int]
    LIGHT_CONDITIONS_FIELD_NUMBER: _ClassVar[int]
    YELLOW_TILES_FIELD_NUMBER: _ClassVar[int]
    SPRING_SUMMER_CARDS_FIELD_NUMBER: _ClassVar[int]
    AUTUMN_WINTER_CARDS_FIELD_NUMBER: _ClassVar[int]
    start_player: int
    turn_order: _containers.RepeatedScalarFieldContainer[int]
    light_conditions: _containers.RepeatedScalarFieldContainer[str]
    yellow_tiles: _containers.RepeatedScalarFieldContainer[str]
    spring_summer_cards: int
    autumn_winter_cards: int
    def __init__(self, start_player: _Optional[int] = ..., turn_order: _Optional[_Iterable[int]] = ..., light_conditions: _Optional[_Iterable[str]] = ..., yellow_tiles: _Optional[_Iterable[str]] = ..., spring_summer_cards: _Optional[int] = ..., autumn_winter_cards: _Optional[int] = ...) -> None: ...

class GoodsChanged(_message.Message):
    __slots__ = ("seat", "delta", "reason", "wood_penalties")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    DELTA_FIELD_NUMBER: _ClassVar[int]
    REASON_FIELD_NUMBER: _ClassVar[int]
    WOOD_PENALTIES_FIELD_NUMBER: _ClassVar[int]
    seat: int
    delta: Goods
    reason: str
    wood_penalties: int
    def __init__(self, seat: _Optional[int] = ..., delta: _Optional[_Union[Goods, _Mapping]] = ..., reason: _Optional[str] = ..., wood_penalties: _Optional[int] = ...) -> None: ...

class SeasonBegan(_message.Message):
    __slots__ = ("year", "season", "event_card", "event", "turn_order", "hospital")
    YEAR_FIELD_NUMBER: _ClassVar[int]
    SEASON_FIELD_NUMBER: _ClassVar[int]
    EVENT_CARD_FIELD_NUMBER: _ClassVar[int]
    EVENT_FIELD_NUMBER: _ClassVar[int]
    TURN_ORDER_FIELD_NUMBER: _ClassVar[int]
    HOSPITAL_FIELD_NUMBER: _ClassVar[int]
    year: int
    season: Season
    event_card: str
    event: SeasonEvent
    turn_order: _containers.RepeatedScalarFieldContainer[int]
    hospital: _containers.RepeatedScalarFieldContainer[int]
    def __init__(self, year: _Optional[int] = ..., season: _Optional[_Union[Season, str]] = ..., event_card: _Optional[str] = ..., event: _Optional[_Union[SeasonEvent, str]] = ..., turn_order: _Optional[_Iterable[int]] = ..., hospital: _Optional[_Iterable[int]] = ...) -> None: ...

class StewardPlaced(_message.Message):
    __slots__ = ("seat", "action", "space")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    ACTION_FIELD_NUMBER: _ClassVar[int]
    SPACE_FIELD_NUMBER: _ClassVar[int]
    seat: int
    action: Action
    space: int
    def __init__(self, seat: _Optional[int] = ..., action: _Optional[_Union[Action, str]] = ..., space: _Optional[int] = ...) -> None: ...

class ResourcesTaken(_message.Message):
    __slots__ = ("seat", "resource", "amount", "workers")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    RESOURCE_FIELD_NUMBER: _ClassVar[int]
    AMOUNT_FIELD_NUMBER: _ClassVar[int]
    WORKERS_FIELD_NUMBER: _ClassVar[int]
    seat: int
    resource: Resource
    amount: int
    workers: int
    def __init__(self, seat: _Optional[int] = ..., resource: _Optional[_Union[Resource, str]] = ..., amount: _Optional[int] = ..., workers: _Optional[int] = ...) -> None: ...

class EstateExpanded(_message.Message):
    __slots__ = ("seat", "space", "tile", "paid", "paid_owners")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    SPACE_FIELD_NUMBER: _ClassVar[int]
    TILE_FIELD_NUMBER: _ClassVar[int]
    PAID_FIELD_NUMBER: _ClassVar[int]
    PAID_OWNERS_FIELD_NUMBER: _ClassVar[int]
    seat: int
    space: str
    tile: EstateTile
    paid: int
    paid_owners: _containers.RepeatedScalarFieldContainer[int]
    def __init__(self, seat: _Optional[int] = ..., space: _Optional[str] = ..., tile: _Optional[_Union[EstateTile, str]] = ..., paid: _Optional[int] = ..., paid_owners: _Optional[_Iterable[int]] = ...) -> None: ...

class MarketConditionPlaced(_message.Message):
    __slots__ = ("seat", "tile", "slot")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    TILE_FIELD_NUMBER: _ClassVar[int]
    SLOT_FIELD_NUMBER: _ClassVar[int]
    seat: int
    tile: str
    slot: str
    def __init__(self, seat: _Optional[int] = ..., tile: _Optional[str] = ..., slot: _Optional[str] = ...) -> None: ...

class MarketConditionRemoved(_message.Message):
    __slots__ = ("seat", "tile")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    TILE_FIELD_NUMBER: _ClassVar[int]
    seat: int
    tile: str
    def __init__(self, seat: _Optional[int] = ..., tile: _Optional[str] = ...) -> None: ...

class MarketTraded(_message.Message):
    __slots__ = ("seat", "line", "pay", "get")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    LINE_FIELD_NUMBER: _ClassVar[int]
    PAY_FIELD_NUMBER: _ClassVar[int]
    GET_FIELD_NUMBER: _ClassVar[int]
    seat: int
    line: MarketLine
    pay: Goods
    get: Goods
    def __init__(self, seat: _Optional[int] = ..., line: _Optional[_Union[MarketLine, str]] = ..., pay: _Optional[_Union[Goods, _Mapping]] = ..., get: _Optional[_Union[Goods, _Mapping]] = ...) -> None: ...

class CraftsmanHired(_message.Message):
    __slots__ = ("seat", "craftsman", "price", "replaced", "experience")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    CRAFTSMAN_FIELD_NUMBER: _ClassVar[int]
    PRICE_FIELD_NUMBER: _ClassVar[int]
    REPLACED_FIELD_NUMBER: _ClassVar[int]
    EXPERIENCE_FIELD_NUMBER: _ClassVar[int]
    seat: int
    craftsman: Craftsman
    price: int
    replaced: Craftsman
    experience: int
    def __init__(self, seat: _Optional[int] = ..., craftsman: _Optional[_Union[Craftsman, str]] = ..., price: _Optional[int] = ..., replaced: _Optional[_Union[Craftsman, str]] = ..., experience: _Optional[int] = ...) -> None: ...

class ConstructionOrdered(_message.Message):
    __slots__ = ("order",)
    ORDER_FIELD_NUMBER: _ClassVar[int]
    order: ConstructionOrder
    def __init__(self, order: _Optional[_Union[ConstructionOrder, _Mapping]] = ...) -> None: ...

class ConstructionCompleted(_message.Message):
    __slots__ = ("seat", "order_id", "work", "sites", "exterior_points", "interior_points", "exhausted")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    ORDER_ID_FIELD_NUMBER: _ClassVar[int]
    WORK_FIELD_NUMBER: _ClassVar[int]
    SITES_FIELD_NUMBER: _ClassVar[int]
    EXTERIOR_POINTS_FIELD_NUMBER: _ClassVar[int]
    INTERIOR_POINTS_FIELD_NUMBER: _ClassVar[int]
    EXHAUSTED_FIELD_NUMBER: _ClassVar[int]
    seat: int
    order_id: int
    work: Work
    sites: _containers.RepeatedCompositeFieldContainer[Site]
    exterior_points: int
    interior_points: int
    exhausted: int
    def __init__(self, seat: _Optional[int] = ..., order_id: _Optional[int] = ..., work: _Optional[_Union[Work, str]] = ..., sites: _Optional[_Iterable[_Union[Site, _Mapping]]] = ..., exterior_points: _Optional[int] = ..., interior_points: _Optional[int] = ..., exhausted: _Optional[int] = ...) -> None: ...

class ExperienceChanged(_message.Message):
    __slots__ = ("seat", "experience", "reason")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    EXPERIENCE_FIELD_NUMBER: _ClassVar[int]
    REASON_FIELD_NUMBER: _ClassVar[int]
    seat: int
    experience: int
    reason: str
    def __init__(self, seat: _Optional[int] = ..., experience: _Optional[int] = ..., reason: _Optional[str] = ...) -> None: ...

class LightConditionFulfilled(_message.Message):
    __slots__ = ("seat", "condition", "took_light_tile")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    CONDITION_FIELD_NUMBER: _ClassVar[int]
    TOOK_LIGHT_TILE_FIELD_NUMBER: _ClassVar[int]
    seat: int
    condition: str
    took_light_tile: bool
    def __init__(self, seat: _Optional[int] = ..., condition: _Optional[str] = ..., took_light_tile: _Optional[bool] = ...) -> None: ...

class BonusTileTaken(_message.Message):
    __slots__ = ("seat", "tile")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    TILE_FIELD_NUMBER: _ClassVar[int]
    seat: int
    tile: str
    def __init__(self, seat: _Optional[int] = ..., tile: _Optional[str] = ...) -> None: ...

class DarkConditionRevealed(_message.Message):
    __slots__ = ("column", "condition")
    COLUMN_FIELD_NUMBER: _ClassVar[int]
    CONDITION_FIELD_NUMBER: _ClassVar[int]
    column: int
    condition: str
    def __init__(self, column: _Optional[int] = ..., condition: _Optional[str] = ...) -> None: ...

class DarkConditionFulfilled(_message.Message):
    __slots__ = ("seat", "condition", "points")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    CONDITION_FIELD_NUMBER: _ClassVar[int]
    POINTS_FIELD_NUMBER: _ClassVar[int]
    seat: int
    condition: str
    points: int
    def __init__(self, seat: _Optional[int] = ..., condition: _Optional[str] = ..., points: _Optional[int] = ...) -> None: ...

class EstateDiscRemoved(_message.Message):
    __slots__ = ("seat", "space", "tile_returned")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    SPACE_FIELD_NUMBER: _ClassVar[int]
    TILE_RETURNED_FIELD_NUMBER: _ClassVar[int]
    seat: int
    space: str
    tile_returned: bool
    def __init__(self, seat: _Optional[int] = ..., space: _Optional[str] = ..., tile_returned: _Optional[bool] = ...) -> None: ...

class Declined(_message.Message):
    __slots__ = ("seat", "decision")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    DECISION_FIELD_NUMBER: _ClassVar[int]
    seat: int
    decision: DecisionKind
    def __init__(self, seat: _Optional[int] = ..., decision: _Optional[_Union[DecisionKind, str]] = ...) -> None: ...

class CraftsmenDisplayed(_message.Message):
    __slots__ = ("craftsmen",)
    CRAFTSMEN_FIELD_NUMBER: _ClassVar[int]
    craftsmen: _containers.RepeatedScalarFieldContainer[Craftsman]
    def __init__(self, craftsmen: _Optional[_Iterable[_Union[Craftsman, str]]] = ...) -> None: ...

class SeasonEnded(_message.Message):
    __slots__ = ("year", "season", "lower_bar")
    YEAR_FIELD_NUMBER: _ClassVar[int]
    SEASON_FIELD_NUMBER: _ClassVar[int]
    LOWER_BAR_FIELD_NUMBER: _ClassVar[int]
    year: int
    season: Season
    lower_bar: _containers.RepeatedScalarFieldContainer[int]
    def __init__(self, year: _Optional[int] = ..., season: _Optional[_Union[Season, str]] = ..., lower_bar: _Optional[_Iterable[int]] = ...) -> None: ...

class FinalScore(_message.Message):
    __slots__ = ("seat", "exterior", "interior", "intermediate", "light_points", "dark_points", "goods_in_gold", "goods_points", "wood_penalty_points", "total")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    EXTERIOR_FIELD_NUMBER: _ClassVar[int]
    INTERIOR_FIELD_NUMBER: _ClassVar[int]
    INTERMEDIATE_FIELD_NUMBER: _ClassVar[int]
    LIGHT_POINTS_FIELD_NUMBER: _ClassVar[int]
    DARK_POINTS_FIELD_NUMBER: _ClassVar[int]
    GOODS_IN_GOLD_FIELD_NUMBER: _ClassVar[int]
    GOODS_POINTS_FIELD_NUMBER: _ClassVar[int]
    WOOD_PENALTY_POINTS_FIELD_NUMBER: _ClassVar[int]
    TOTAL_FIELD_NUMBER: _ClassVar[int]
    seat: int
    exterior: int
    interior: int
    intermediate: int
    light_points: int
    dark_points: int
    goods_in_gold: int
    goods_points: int
    wood_penalty_points: int
    total: int
    def __init__(self, seat: _Optional[int] = ..., exterior: _Optional[int] = ..., interior: _Optional[int] = ..., intermediate: _Optional[int] = ..., light_points: _Optional[int] = ..., dark_points: _Optional[int] = ..., goods_in_gold: _Optional[int] = ..., goods_points: _Optional[int] = ..., wood_penalty_points: _Optional[int] = ..., total: _Optional[int] = ...) -> None: ...

class GameEnded(_message.Message):
    __slots__ = ("scores", "winners")
    SCORES_FIELD_NUMBER: _ClassVar[int]
    WINNERS_FIELD_NUMBER: _ClassVar[int]
    scores: _containers.RepeatedCompositeFieldContainer[FinalScore]
    winners: _containers.RepeatedScalarFieldContainer[int]
    def __init__(self, scores: _Optional[_Iterable[_Union[FinalScore, _Mapping]]] = ..., winners: _Optional[_Iterable[int]] = ...) -> None: ...

class Event(_message.Message):
    __slots__ = ("game_set_up", "goods_changed", "season_began", "steward_placed", "resources_taken", "estate_expanded", "market_condition_placed", "market_condition_removed", "market_traded", "craftsman_hired", "construction_ordered", "construction_completed", "experience_changed", "light_condition_fulfilled", "bonus_tile_taken", "dark_condition_revealed", "dark_condition_fulfilled", "estate_disc_removed", "declined", "craftsmen_displayed", "season_ended", "game_ended")
    GAME_SET_UP_FIELD_NUMBER: _ClassVar[int]
    GOODS_CHANGED_FIELD_NUMBER: _ClassVar[int]
    SEASON_BEGAN_FIELD_NUMBER: _ClassVar[int]
    STEWARD_PLACED_FIELD_NUMBER: _ClassVar[int]
    RESOURCES_TAKEN_FIELD_NUMBER: _ClassVar[int]
    ESTATE_EXPANDED_FIELD_NUMBER: _ClassVar[int]
    MARKET_CONDITION_PLACED_FIELD_NUMBER: _ClassVar[int]
    MARKET_CONDITION_REMOVED_FIELD_NUMBER: _ClassVar[int]
    MARKET_TRADED_FIELD_NUMBER: _ClassVar[int]
    CRAFTSMAN_HIRED_FIELD_NUMBER: _ClassVar[int]
    CONSTRUCTION_ORDERED_FIELD_NUMBER: _ClassVar[int]
    CONSTRUCTION_COMPLETED_FIELD_NUMBER: _ClassVar[int]
    EXPERIENCE_CHANGED_FIELD_NUMBER: _ClassVar[int]
    LIGHT_CONDITION_FULFILLED_FIELD_NUMBER: _ClassVar[int]
    BONUS_TILE_TAKEN_FIELD_NUMBER: _ClassVar[int]
    DARK_CONDITION_REVEALED_FIELD_NUMBER: _ClassVar[int]
    DARK_CONDITION_FULFILLED_FIELD_NUMBER: _ClassVar[int]
    ESTATE_DISC_REMOVED_FIELD_NUMBER: _ClassVar[int]
    DECLINED_FIELD_NUMBER: _ClassVar[int]
    CRAFTSMEN_DISPLAYED_FIELD_NUMBER: _ClassVar[int]
    SEASON_ENDED_FIELD_NUMBER: _ClassVar[int]
    GAME_ENDED_FIELD_NUMBER: _ClassVar[int]
    game_set_up: GameSetUp
    goods_changed: GoodsChanged
    season_began: SeasonBegan
    steward_placed: StewardPlaced
    resources_taken: ResourcesTaken
    estate_expanded: EstateExpanded
    market_condition_placed: MarketConditionPlaced
    market_condition_removed: MarketConditionRemoved
    market_traded: MarketTraded
    craftsman_hired: CraftsmanHired
    construction_ordered: ConstructionOrdered
    construction_completed: ConstructionCompleted
    experience_changed: ExperienceChanged
    light_condition_fulfilled: LightConditionFulfilled
    bonus_tile_taken: BonusTileTaken
    dark_condition_revealed: DarkConditionRevealed
    dark_condition_fulfilled: DarkConditionFulfilled
    estate_disc_removed: EstateDiscRemoved
    declined: Declined
    craftsmen_displayed: CraftsmenDisplayed
    season_ended: SeasonEnded
    game_ended: GameEnded
    def __init__(self, game_set_up: _Optional[_Union[GameSetUp, _Mapping]] = ..., goods_changed: _Optional[_Union[GoodsChanged, _Mapping]] = ..., season_began: _Optional[_Union[SeasonBegan, _Mapping]] = ..., steward_placed: _Optional[_Union[StewardPlaced, _Mapping]] = ..., resources_taken: _Optional[_Union[ResourcesTaken, _Mapping]] = ..., estate_expanded: _Optional[_Union[EstateExpanded, _Mapping]] = ..., market_condition_placed: _Optional[_Union[MarketConditionPlaced, _Mapping]] = ..., market_condition_removed: _Optional[_Union[MarketConditionRemoved, _Mapping]] = ..., market_traded: _Optional[_Union[MarketTraded, _Mapping]] = ..., craftsman_hired: _Optional[_Union[CraftsmanHired, _Mapping]] = ..., construction_ordered: _Optional[_Union[ConstructionOrdered, _Mapping]] = ..., construction_completed: _Optional[_Union[ConstructionCompleted, _Mapping]] = ..., experience_changed: _Optional[_Union[ExperienceChanged, _Mapping]] = ..., light_condition_fulfilled: _Optional[_Union[LightConditionFulfilled, _Mapping]] = ..., bonus_tile_taken: _Optional[_Union[BonusTileTaken, _Mapping]] = ..., dark_condition_revealed: _Optional[_Union[DarkConditionRevealed, _Mapping]] = ..., dark_condition_fulfilled: _Optional[_Union[DarkConditionFulfilled, _Mapping]] = ..., estate_disc_removed: _Optional[_Union[EstateDiscRemoved, _Mapping]] = ..., declined: _Optional[_Union[Declined, _Mapping]] = ..., craftsmen_displayed: _Optional[_Union[CraftsmenDisplayed, _Mapping]] = ..., season_ended: _Optional[_Union[SeasonEnded, _Mapping]] = ..., game_ended: _Optional[_Union[GameEnded, _Mapping]] = ...) -> None: ...

class OpenSpaces(_message.Message):
    __slots__ = ("players", "spaces")
    PLAYERS_FIELD_NUMBER: _ClassVar[int]
    SPACES_FIELD_NUMBER: _ClassVar[int]
    players: int
    spaces: int
    def __init__(self, players: _Optional[int] = ..., spaces: _Optional[int] = ...) -> None: ...

class ActionBarArea(_message.Message):
    __slots__ = ("action", "name", "space_one_at_left", "open_spaces", "position", "spaces")
    ACTION_FIELD_NUMBER: _ClassVar[int]
    NAME_FIELD_NUMBER: _ClassVar[int]
    SPACE_ONE_AT_LEFT_FIELD_NUMBER: _ClassVar[int]
    OPEN_SPACES_FIELD_NUMBER: _ClassVar[int]
    POSITION_FIELD_NUMBER: _ClassVar[int]
    SPACES_FIELD_NUMBER: _ClassVar[int]
    action: Action
    name: str
    space_one_at_left: bool
    open_spaces: _containers.RepeatedCompositeFieldContainer[OpenSpaces]
    position: _engine_pb2.Point
    spaces: _containers.RepeatedCompositeFieldContainer[_engine_pb2.Point]
    def __init__(self, action: _Optional[_Union[Action, str]] = ..., name: _Optional[str] = ..., space_one_at_left: _Optional[bool] = ..., open_spaces: _Optional[_Iterable[_Union[OpenSpaces, _Mapping]]] = ..., position: _Optional[_Union[_engine_pb2.Point, _Mapping]] = ..., spaces: _Optional[_Iterable[_Union[_engine_pb2.Point, _Mapping]]] = ...) -> None: ...

class ActionBar(_message.Message):
    __slots__ = ("source", "areas", "positions_source")
    SOURCE_FIELD_NUMBER: _ClassVar[int]
    AREAS_FIELD_NUMBER: _ClassVar[int]
    POSITIONS_SOURCE_FIELD_NUMBER: _ClassVar[int]
    source: _engine_pb2.DataSource
    areas: _containers.RepeatedCompositeFieldContainer[ActionBarArea]
    positions_source: _engine_pb2.DataSource
    def __init__(self, source: _Optional[_Union[_engine_pb2.DataSource, _Mapping]] = ..., areas: _Optional[_Iterable[_Union[ActionBarArea, _Mapping]]] = ..., positions_source: _Optional[_Union[_engine_pb2.DataSource, _Mapping]] = ...) -> None: ...

class WorkerColumn(_message.Message):
    __slots__ = ("resource", "spaces", "position")
    RESOURCE_FIELD_NUMBER: _ClassVar[int]
    SPACES_FIELD_NUMBER: _ClassVar[int]
    POSITION_FIELD_NUMBER: _ClassVar[int]
    resource: Resource
    spaces: int
    position: _engine_pb2.Point
    def __init__(self, resource: _Optional[_Union[Resource, str]] = ..., spaces: _Optional[int] = ..., position: _Optional[_Union[_engine_pb2.Point, _Mapping]] = ...) -> None: ...

class ResourceWorks(_message.Message):
    __slots__ = ("source", "gold_disc_spaces", "gold_discs_position", "columns", "gold_base_income", "gold_income", "wood_income", "limestone_income", "marble_income", "workers_saved", "positions_source")
    SOURCE_FIELD_NUMBER: _ClassVar[int]
    GOLD_DISC_SPACES_FIELD_NUMBER: _ClassVar[int]
    GOLD_DISCS_POSITION_FIELD_NUMBER: _ClassVar[int]
    COLUMNS_FIELD_NUMBER: _ClassVar[int]
    GOLD_BASE_INCOME_FIELD_NUMBER: _ClassVar[int]
    GOLD_INCOME_FIELD_NUMBER: _ClassVar[int]
    WOOD_INCOME_FIELD_NUMBER: _ClassVar[int]
    LIMESTONE_INCOME_FIELD_NUMBER: _ClassVar[int]
    MARBLE_INCOME_FIELD_NUMBER: _ClassVar[int]
    WORKERS_SAVED_FIELD_NUMBER: _ClassVar[int]
    POSITIONS_SOURCE_FIELD_NUMBER: _ClassVar[int]
    source: _engine_pb2.DataSource
    gold_disc_spaces: int
    gold_discs_position: _engine_pb2.Point
    columns: _containers.RepeatedCompositeFieldContainer[WorkerColumn]
    gold_base_income: _containers.RepeatedScalarFieldContainer[int]
    gold_income: _containers.RepeatedScalarFieldContainer[int]
    wood_income: _containers.RepeatedScalarFieldContainer[int]
    limestone_income: _containers.RepeatedScalarFieldContainer[int]
    marble_income: _containers.RepeatedScalarFieldContainer[int]
    workers_saved: _containers.RepeatedScalarFieldContainer[int]
    positions_source: _engine_pb2.DataSource
    def __init__(self, source: _Optional[_Union[_engine_pb2.DataSource, _Mapping]] = ..., gold_disc_spaces: _Optional[int] = ..., gold_discs_position: _Optional[_Union[_engine_pb2.Point, _Mapping]] = ..., columns: _Optional[_Iterable[_Union[WorkerColumn, _Mapping]]] = ..., gold_base_income: _Optional[_Iterable[int]] = ..., gold_income: _Optional[_Iterable[int]] = ..., wood_income: _Optional[_Iterable[int]] = ..., limestone_income: _Optional[_Iterable[int]] = ..., marble_income: _Optional[_Iterable[int]] = ..., workers_saved: _Optional[_Iterable[int]] = ..., positions_source: _Optional[_Union[_engine_pb2.DataSource, _Mapping]] = ...) -> None: ...

class EstateSpot(_message.Message):
    __slots__ = ("id", "adjacent", "edge_slots", "marble", "position")
    ID_FIELD_NUMBER: _ClassVar[int]
    ADJACENT_FIELD_NUMBER: _ClassVar[int]
    EDGE_SLOTS_FIELD_NUMBER: _ClassVar[int]
    MARBLE_FIELD_NUMBER: _ClassVar[int]
    POSITION_FIELD_NUMBER: _ClassVar[int]
    id: str
    adjacent: _containers.RepeatedScalarFieldContainer[str]
    edge_slots: _containers.RepeatedScalarFieldContainer[str]
    marble: bool
    position: _engine_pb2.Point
    def __init__(self, id: _Optional[str] = ..., adjacent: _Optional[_Iterable[str]] = ..., edge_slots: _Optional[_Iterable[str]] = ..., marble: _Optional[bool] = ..., position: _Optional[_Union[_engine_pb2.Point, _Mapping]] = ...) -> None: ...

class BaseHoldingSpace(_message.Message):
    __slots__ = ("id", "position")
    ID_FIELD_NUMBER: _ClassVar[int]
    POSITION_FIELD_NUMBER: _ClassVar[int]
    id: str
    position: _engine_pb2.Point
    def __init__(self, id: _Optional[str] = ..., position: _Optional[_Union[_engine_pb2.Point, _Mapping]] = ...) -> None: ...

class ConditionSlot(_message.Message):
    __slots__ = ("id", "position")
    ID_FIELD_NUMBER: _ClassVar[int]
    POSITION_FIELD_NUMBER: _ClassVar[int]
    id: str
    position: _engine_pb2.Point
    def __init__(self, id: _Optional[str] = ..., position: _Optional[_Union[_engine_pb2.Point, _Mapping]] = ...) -> None: ...

class Estates(_message.Message):
    __slots__ = ("source", "spots", "base_holding", "condition_slots", "positions_source")
    SOURCE_FIELD_NUMBER: _ClassVar[int]
    SPOTS_FIELD_NUMBER: _ClassVar[int]
    BASE_HOLDING_FIELD_NUMBER: _ClassVar[int]
    CONDITION_SLOTS_FIELD_NUMBER: _ClassVar[int]
    POSITIONS_SOURCE_FIELD_NUMBER: _ClassVar[int]
    source: _engine_pb2.DataSource
    spots: _containers.RepeatedCompositeFieldContainer[EstateSpot]
    base_holding: _containers.RepeatedCompositeFieldContainer[BaseHoldingSpace]
    condition_slots: _containers.RepeatedCompositeFieldContainer[ConditionSlot]
    positions_source: _engine_pb2.DataSource
    def __init__(self, source: _Optional[_Union[_engine_pb2.DataSource, _Mapping]] = ..., spots: _Optional[_Iterable[_Union[EstateSpot, _Mapping]]] = ..., base_holding: _Optional[_Iterable[_Union[BaseHoldingSpace, _Mapping]]] = ..., condition_slots: _Optional[_Iterable[_Union[ConditionSlot, _Mapping]]] = ..., positions_source: _Optional[_Union[_engine_pb2.DataSource, _Mapping]] = ...) -> None: ...

class TileSupply(_message.Message):
    __slots__ = ("tile", "count")
    TILE_FIELD_NUMBER: _ClassVar[int]
    COUNT_FIELD_NUMBER: _ClassVar[int]
    tile: EstateTile
    count: int
    def __init__(self, tile: _Optional[_Union[EstateTile, str]] = ..., count: _Optional[int] = ...) -> None: ...

class EstateTiles(_message.Message):
    __slots__ = ("source", "supply", "cost")
    SOURCE_FIELD_NUMBER: _ClassVar[int]
    SUPPLY_FIELD_NUMBER: _ClassVar[int]
    COST_FIELD_NUMBER: _ClassVar[int]
    source: _engine_pb2.DataSource
    supply: _containers.RepeatedCompositeFieldContainer[TileSupply]
    cost: int
    def __init__(self, source: _Optional[_Union[_engine_pb2.DataSource, _Mapping]] = ..., supply: _Optional[_Iterable[_Union[TileSupply, _Mapping]]] = ..., cost: _Optional[int] = ...) -> None: ...

class Trade(_message.Message):
    __slots__ = ("pay", "get")
    PAY_FIELD_NUMBER: _ClassVar[int]
    GET_FIELD_NUMBER: _ClassVar[int]
    pay: Goods
    get: Goods
    def __init__(self, pay: _Optional[_Union[Goods, _Mapping]] = ..., get: _Optional[_Union[Goods, _Mapping]] = ...) -> None: ...

class TradeDirection(_message.Message):
    __slots__ = ("name", "trades")
    NAME_FIELD_NUMBER: _ClassVar[int]
    TRADES_FIELD_NUMBER: _ClassVar[int]
    name: str
    trades: _containers.RepeatedCompositeFieldContainer[Trade]
    def __init__(self, name: _Optional[str] = ..., trades: _Optional[_Iterable[_Union[Trade, _Mapping]]] = ...) -> None: ...

class MarketLineSpec(_message.Message):
    __slots__ = ("line", "name", "directions", "hire", "position")
    LINE_FIELD_NUMBER: _ClassVar[int]
    NAME_FIELD_NUMBER: _ClassVar[int]
    DIRECTIONS_FIELD_NUMBER: _ClassVar[int]
    HIRE_FIELD_NUMBER: _ClassVar[int]
    POSITION_FIELD_NUMBER: _ClassVar[int]
    line: MarketLine
    name: str
    directions: _containers.RepeatedCompositeFieldContainer[TradeDirection]
    hire: Goods
    position: _engine_pb2.Point
    def __init__(self, line: _Optional[_Union[MarketLine, str]] = ..., name: _Optional[str] = ..., directions: _Optional[_Iterable[_Union[TradeDirection, _Mapping]]] = ..., hire: _Optional[_Union[Goods, _Mapping]] = ..., position: _Optional[_Union[_engine_pb2.Point, _Mapping]] = ...) -> None: ...

class Market(_message.Message):
    __slots__ = ("source", "lines", "hire_price_first", "hire_price_then", "actions_first_space", "actions_other_spaces", "restricted_actions_first_space", "restricted_actions_other_spaces", "positions_source")
    SOURCE_FIELD_NUMBER: _ClassVar[int]
    LINES_FIELD_NUMBER: _ClassVar[int]
    HIRE_PRICE_FIRST_FIELD_NUMBER: _ClassVar[int]
    HIRE_PRICE_THEN_FIELD_NUMBER: _ClassVar[int]
    ACTIONS_FIRST_SPACE_FIELD_NUMBER: _ClassVar[int]
    ACTIONS_OTHER_SPACES_FIELD_NUMBER: _ClassVar[int]
    RESTRICTED_ACTIONS_FIRST_SPACE_FIELD_NUMBER: _ClassVar[int]
    RESTRICTED_ACTIONS_OTHER_SPACES_FIELD_NUMBER: _ClassVar[int]
    POSITIONS_SOURCE_FIELD_NUMBER: _ClassVar[int]
    source: _engine_pb2.DataSource
    lines: _containers.RepeatedCompositeFieldContainer[MarketLineSpec]
    hire_price_first: int
    hire_price_then: int
    actions_first_space: int
    actions_other_spaces: int
    restricted_actions_first_space: int
    restricted_actions_other_spaces: int
    positions_source: _engine_pb2.DataSource
    def __init__(self, source: _Optional[_Union[_engine_pb2.DataSource, _Mapping]] = ..., lines: _Optional[_Iterable[_Union[MarketLineSpec, _Mapping]]] = ..., hire_price_first: _Optional[int] = ..., hire_price_then: _Optional[int] = ..., actions_first_space: _Optional[int] = ..., actions_other_spaces: _Optional[int] = ..., restricted_actions_first_space: _Optional[int] = ..., restricted_actions_other_spaces: _Optional[int] = ..., positions_source: _Optional[_Union[_engine_pb2.DataSource, _Mapping]] = ...) -> None: ...

class MarketConditionTile(_message.Message):
    __slots__ = ("id", "line", "text", "replace", "price_change")
    ID_FIELD_NUMBER: _ClassVar[int]
    LINE_FIELD_NUMBER: _ClassVar[int]
    TEXT_FIELD_NUMBER: _ClassVar[int]
    REPLACE_FIELD_NUMBER: _ClassVar[int]
    PRICE_CHANGE_FIELD_NUMBER: _ClassVar[int]
    id: str
    line: MarketLine
    text: str
    replace: _containers.RepeatedCompositeFieldContainer[TradeDirection]
    price_change: int
    def __init__(self, id: _Optional[str] = ..., line: _Optional[_Union[MarketLine, str]] = ..., text: _Optional[str] = ..., replace: _Optional[_Iterable[_Union[TradeDirection, _Mapping]]] = ..., price_change: _Optional[int] = ...) -> None: ...

class MarketConditionTiles(_message.Message):
    __slots__ = ("source", "tiles")
    SOURCE_FIELD_NUMBER: _ClassVar[int]
    TILES_FIELD_NUMBER: _ClassVar[int]
    source: _engine_pb2.DataSource
    tiles: _containers.RepeatedCompositeFieldContainer[MarketConditionTile]
    def __init__(self, source: _Optional[_Union[_engine_pb2.DataSource, _Mapping]] = ..., tiles: _Optional[_Iterable[_Union[MarketConditionTile, _Mapping]]] = ...) -> None: ...

class CraftsmanTile(_message.Message):
    __slots__ = ("craftsman", "type", "level", "year", "starting", "free_training_first_year", "position", "orders_per_season", "double_order")
    CRAFTSMAN_FIELD_NUMBER: _ClassVar[int]
    TYPE_FIELD_NUMBER: _ClassVar[int]
    LEVEL_FIELD_NUMBER: _ClassVar[int]
    YEAR_FIELD_NUMBER: _ClassVar[int]
    STARTING_FIELD_NUMBER: _ClassVar[int]
    FREE_TRAINING_FIRST_YEAR_FIELD_NUMBER: _ClassVar[int]
    POSITION_FIELD_NUMBER: _ClassVar[int]
    ORDERS_PER_SEASON_FIELD_NUMBER: _ClassVar[int]
    DOUBLE_ORDER_FIELD_NUMBER: _ClassVar[int]
    craftsman: Craftsman
    type: CraftsmanType
    level: int
    year: int
    starting: bool
    free_training_first_year: bool
    position: _engine_pb2.Point
    orders_per_season: int
    double_order: bool
    def __init__(self, craftsman: _Optional[_Union[Craftsman, str]] = ..., type: _Optional[_Union[CraftsmanType, str]] = ..., level: _Optional[int] = ..., year: _Optional[int] = ..., starting: _Optional[bool] = ..., free_training_first_year: _Optional[bool] = ..., position: _Optional[_Union[_engine_pb2.Point, _Mapping]] = ..., orders_per_season: _Optional[int] = ..., double_order: _Optional[bool] = ...) -> None: ...

class CraftsmanPrices(_message.Message):
    __slots__ = ("craftsman", "prices")
    CRAFTSMAN_FIELD_NUMBER: _ClassVar[int]
    PRICES_FIELD_NUMBER: _ClassVar[int]
    craftsman: Craftsman
    prices: _containers.RepeatedScalarFieldContainer[int]
    def __init__(self, craftsman: _Optional[_Union[Craftsman, str]] = ..., prices: _Optional[_Iterable[int]] = ...) -> None: ...

class PriceTable(_message.Message):
    __slots__ = ("players", "duel", "stacks")
    PLAYERS_FIELD_NUMBER: _ClassVar[int]
    DUEL_FIELD_NUMBER: _ClassVar[int]
    STACKS_FIELD_NUMBER: _ClassVar[int]
    players: int
    duel: bool
    stacks: _containers.RepeatedCompositeFieldContainer[CraftsmanPrices]
    def __init__(self, players: _Optional[int] = ..., duel: _Optional[bool] = ..., stacks: _Optional[_Iterable[_Union[CraftsmanPrices, _Mapping]]] = ...) -> None: ...

class Craftsmen(_message.Message):
    __slots__ = ("source", "tiles", "prices", "prices_source", "positions_source")
    SOURCE_FIELD_NUMBER: _ClassVar[int]
    TILES_FIELD_NUMBER: _ClassVar[int]
    PRICES_FIELD_NUMBER: _ClassVar[int]
    PRICES_SOURCE_FIELD_NUMBER: _ClassVar[int]
    POSITIONS_SOURCE_FIELD_NUMBER: _ClassVar[int]
    source: _engine_pb2.DataSource
    tiles: _containers.RepeatedCompositeFieldContainer[CraftsmanTile]
    prices: _containers.RepeatedCompositeFieldContainer[PriceTable]
    prices_source: _engine_pb2.DataSource
    positions_source: _engine_pb2.DataSource
    def __init__(self, source: _Optional[_Union[_engine_pb2.DataSource, _Mapping]] = ..., tiles: _Optional[_Iterable[_Union[CraftsmanTile, _Mapping]]] = ..., prices: _Optional[_Iterable[_Union[PriceTable, _Mapping]]] = ..., prices_source: _Optional[_Union[_engine_pb2.DataSource, _Mapping]] = ..., positions_source: _Optional[_Union[_engine_pb2.DataSource, _Mapping]] = ...) -> None: ...

class StoreyPoints(_message.Message):
    __slots__ = ("storey", "points")
    STOREY_FIELD_NUMBER: _ClassVar[int]
    POINTS_FIELD_NUMBER: _ClassVar[int]
    storey: Storey
    points: int
    def __init__(self, storey: _Optional[_Union[Storey, str]] = ..., points: _Optional[int] = ...) -> None: ...

class WorkSpec(_message.Message):
    __slots__ = ("work", "craftsman", "exterior", "points", "points_by_storey")
    WORK_FIELD_NUMBER: _ClassVar[int]
    CRAFTSMAN_FIELD_NUMBER: _ClassVar[int]
    EXTERIOR_FIELD_NUMBER: _ClassVar[int]
    POINTS_FIELD_NUMBER: _ClassVar[int]
    POINTS_BY_STOREY_FIELD_NUMBER: _ClassVar[int]
    work: Work
    craftsman: CraftsmanType
    exterior: bool
    points: int
    points_by_storey: _containers.RepeatedCompositeFieldContainer[StoreyPoints]
    def __init__(self, work: _Optional[_Union[Work, str]] = ..., craftsman: _Optional[_Union[CraftsmanType, str]] = ..., exterior: _Optional[bool] = ..., points: _Optional[int] = ..., points_by_storey: _Optional[_Iterable[_Union[StoreyPoints, _Mapping]]] = ...) -> None: ...

class Works(_message.Message):
    __slots__ = ("source", "works")
    SOURCE_FIELD_NUMBER: _ClassVar[int]
    WORKS_FIELD_NUMBER: _ClassVar[int]
    source: _engine_pb2.DataSource
    works: _containers.RepeatedCompositeFieldContainer[WorkSpec]
    def __init__(self, source: _Optional[_Union[_engine_pb2.DataSource, _Mapping]] = ..., works: _Optional[_Iterable[_Union[WorkSpec, _Mapping]]] = ...) -> None: ...

class StoreyWorkers(_message.Message):
    __slots__ = ("storey", "workers", "exhausted")
    STOREY_FIELD_NUMBER: _ClassVar[int]
    WORKERS_FIELD_NUMBER: _ClassVar[int]
    EXHAUSTED_FIELD_NUMBER: _ClassVar[int]
    storey: Storey
    workers: int
    exhausted: int
    def __init__(self, storey: _Optional[_Union[Storey, str]] = ..., workers: _Optional[int] = ..., exhausted: _Optional[int] = ...) -> None: ...

class OrderSpec(_message.Message):
    __slots__ = ("craftsman", "work", "cost", "wood_or_limestone", "storeys", "workers", "exhausted", "per_storey")
    CRAFTSMAN_FIELD_NUMBER: _ClassVar[int]
    WORK_FIELD_NUMBER: _ClassVar[int]
    COST_FIELD_NUMBER: _ClassVar[int]
    WOOD_OR_LIMESTONE_FIELD_NUMBER: _ClassVar[int]
    STOREYS_FIELD_NUMBER: _ClassVar[int]
    WORKERS_FIELD_NUMBER: _ClassVar[int]
    EXHAUSTED_FIELD_NUMBER: _ClassVar[int]
    PER_STOREY_FIELD_NUMBER: _ClassVar[int]
    craftsman: Craftsman
    work: Work
    cost: Goods
    wood_or_limestone: int
    storeys: _containers.RepeatedScalarFieldContainer[Storey]
    workers: int
    exhausted: int
    per_storey: _containers.RepeatedCompositeFieldContainer[StoreyWorkers]
    def __init__(self, craftsman: _Optional[_Union[Craftsman, str]] = ..., work: _Optional[_Union[Work, str]] = ..., cost: _Optional[_Union[Goods, _Mapping]] = ..., wood_or_limestone: _Optional[int] = ..., storeys: _Optional[_Iterable[_Union[Storey, str]]] = ..., workers: _Optional[int] = ..., exhausted: _Optional[int] = ..., per_storey: _Optional[_Iterable[_Union[StoreyWorkers, _Mapping]]] = ...) -> None: ...

class DoubleOrder(_message.Message):
    __slots__ = ("storeys", "workers", "exhausted")
    STOREYS_FIELD_NUMBER: _ClassVar[int]
    WORKERS_FIELD_NUMBER: _ClassVar[int]
    EXHAUSTED_FIELD_NUMBER: _ClassVar[int]
    storeys: _containers.RepeatedScalarFieldContainer[Storey]
    workers: int
    exhausted: int
    def __init__(self, storeys: _Optional[_Iterable[_Union[Storey, str]]] = ..., workers: _Optional[int] = ..., exhausted: _Optional[int] = ...) -> None: ...

class Orders(_message.Message):
    __slots__ = ("source", "orders", "double_orders", "double_orders_source")
    SOURCE_FIELD_NUMBER: _ClassVar[int]
    ORDERS_FIELD_NUMBER: _ClassVar[int]
    DOUBLE_ORDERS_FIELD_NUMBER: _ClassVar[int]
    DOUBLE_ORDERS_SOURCE_FIELD_NUMBER: _ClassVar[int]
    source: _engine_pb2.DataSource
    orders: _containers.RepeatedCompositeFieldContainer[OrderSpec]
    double_orders: _containers.RepeatedCompositeFieldContainer[DoubleOrder]
    double_orders_source: _engine_pb2.DataSource
    def __init__(self, source: _Optional[_Union[_engine_pb2.DataSource, _Mapping]] = ..., orders: _Optional[_Iterable[_Union[OrderSpec, _Mapping]]] = ..., double_orders: _Optional[_Iterable[_Union[DoubleOrder, _Mapping]]] = ..., double_orders_source: _Optional[_Union[_engine_pb2.DataSource, _Mapping]] = ...) -> None: ...

class ExperienceSaving(_message.Message):
    __slots__ = ("level", "wood", "limestone", "workers")
    LEVEL_FIELD_NUMBER: _ClassVar[int]
    WOOD_FIELD_NUMBER: _ClassVar[int]
    LIMESTONE_FIELD_NUMBER: _ClassVar[int]
    WORKERS_FIELD_NUMBER: _ClassVar[int]
    level: int
    wood: int
    limestone: int
    workers: int
    def __init__(self, level: _Optional[int] = ..., wood: _Optional[int] = ..., limestone: _Optional[int] = ..., workers: _Optional[int] = ...) -> None: ...

class ExperienceTrack(_message.Message):
    __slots__ = ("source", "top_level", "savings", "extra_bonus", "upgrade_loss_per_level")
    SOURCE_FIELD_NUMBER: _ClassVar[int]
    TOP_LEVEL_FIELD_NUMBER: _ClassVar[int]
    SAVINGS_FIELD_NUMBER: _ClassVar[int]
    EXTRA_BONUS_FIELD_NUMBER: _ClassVar[int]
    UPGRADE_LOSS_PER_LEVEL_FIELD_NUMBER: _ClassVar[int]
    source: _engine_pb2.DataSource
    top_level: int
    savings: _containers.RepeatedCompositeFieldContainer[ExperienceSaving]
    extra_bonus: _containers.RepeatedScalarFieldContainer[Gain]
    upgrade_loss_per_level: int
    def __init__(self, source: _Optional[_Union[_engine_pb2.DataSource, _Mapping]] = ..., top_level: _Optional[int] = ..., savings: _Optional[_Iterable[_Union[ExperienceSaving, _Mapping]]] = ..., extra_bonus: _Optional[_Iterable[_Union[Gain, str]]] = ..., upgrade_loss_per_level: _Optional[int] = ...) -> None: ...

class Reward(_message.Message):
    __slots__ = ("gold", "wood", "limestone", "glass", "marble", "workers_back", "experience", "estate_disc")
    GOLD_FIELD_NUMBER: _ClassVar[int]
    WOOD_FIELD_NUMBER: _ClassVar[int]
    LIMESTONE_FIELD_NUMBER: _ClassVar[int]
    GLASS_FIELD_NUMBER: _ClassVar[int]
    MARBLE_FIELD_NUMBER: _ClassVar[int]
    WORKERS_BACK_FIELD_NUMBER: _ClassVar[int]
    EXPERIENCE_FIELD_NUMBER: _ClassVar[int]
    ESTATE_DISC_FIELD_NUMBER: _ClassVar[int]
    gold: int
    wood: int
    limestone: int
    glass: int
    marble: int
    workers_back: int
    experience: int
    estate_disc: int
    def __init__(self, gold: _Optional[int] = ..., wood: _Optional[int] = ..., limestone: _Optional[int] = ..., glass: _Optional[int] = ..., marble: _Optional[int] = ..., workers_back: _Optional[int] = ..., experience: _Optional[int] = ..., estate_disc: _Optional[int] = ...) -> None: ...

class CastleSpot(_message.Message):
    __slots__ = ("position", "ground_floor", "second_storey", "tower", "wall_cladding", "statues", "ground_floor_at", "second_storey_at", "tower_at", "wall_cladding_at", "statues_at")
    POSITION_FIELD_NUMBER: _ClassVar[int]
    GROUND_FLOOR_FIELD_NUMBER: _ClassVar[int]
    SECOND_STOREY_FIELD_NUMBER: _ClassVar[int]
    TOWER_FIELD_NUMBER: _ClassVar[int]
    WALL_CLADDING_FIELD_NUMBER: _ClassVar[int]
    STATUES_FIELD_NUMBER: _ClassVar[int]
    GROUND_FLOOR_AT_FIELD_NUMBER: _ClassVar[int]
    SECOND_STOREY_AT_FIELD_NUMBER: _ClassVar[int]
    TOWER_AT_FIELD_NUMBER: _ClassVar[int]
    WALL_CLADDING_AT_FIELD_NUMBER: _ClassVar[int]
    STATUES_AT_FIELD_NUMBER: _ClassVar[int]
    position: int
    ground_floor: Reward
    second_storey: Reward
    tower: Reward
    wall_cladding: Reward
    statues: _containers.RepeatedCompositeFieldContainer[Reward]
    ground_floor_at: _engine_pb2.Point
    second_storey_at: _engine_pb2.Point
    tower_at: _engine_pb2.Point
    wall_cladding_at: _engine_pb2.Point
    statues_at: _containers.RepeatedCompositeFieldContainer[_engine_pb2.Point]
    def __init__(self, position: _Optional[int] = ..., ground_floor: _Optional[_Union[Reward, _Mapping]] = ..., second_storey: _Optional[_Union[Reward, _Mapping]] = ..., tower: _Optional[_Union[Reward, _Mapping]] = ..., wall_cladding: _Optional[_Union[Reward, _Mapping]] = ..., statues: _Optional[_Iterable[_Union[Reward, _Mapping]]] = ..., ground_floor_at: _Optional[_Union[_engine_pb2.Point, _Mapping]] = ..., second_storey_at: _Optional[_Union[_engine_pb2.Point, _Mapping]] = ..., tower_at: _Optional[_Union[_engine_pb2.Point, _Mapping]] = ..., wall_cladding_at: _Optional[_Union[_engine_pb2.Point, _Mapping]] = ..., statues_at: _Optional[_Iterable[_Union[_engine_pb2.Point, _Mapping]]] = ...) -> None: ...

class Castle(_message.Message):
    __slots__ = ("source", "positions", "starting_ground_floor", "statue_spots", "size", "positions_source")
    SOURCE_FIELD_NUMBER: _ClassVar[int]
    POSITIONS_FIELD_NUMBER: _ClassVar[int]
    STARTING_GROUND_FLOOR_FIELD_NUMBER: _ClassVar[int]
    STATUE_SPOTS_FIELD_NUMBER: _ClassVar[int]
    SIZE_FIELD_NUMBER: _ClassVar[int]
    POSITIONS_SOURCE_FIELD_NUMBER: _ClassVar[int]
    source: _engine_pb2.DataSource
    positions: _containers.RepeatedCompositeFieldContainer[CastleSpot]
    starting_ground_floor: int
    statue_spots: int
    size: _engine_pb2.Point
    positions_source: _engine_pb2.DataSource
    def __init__(self, source: _Optional[_Union[_engine_pb2.DataSource, _Mapping]] = ..., positions: _Optional[_Iterable[_Union[CastleSpot, _Mapping]]] = ..., starting_ground_floor: _Optional[int] = ..., statue_spots: _Optional[int] = ..., size: _Optional[_Union[_engine_pb2.Point, _Mapping]] = ..., positions_source: _Optional[_Union[_engine_pb2.DataSource, _Mapping]] = ...) -> None: ...

class BonusCondition(_message.Message):
    __slots__ = ("id", "text", "count", "at_least")
    ID_FIELD_NUMBER: _ClassVar[int]
    TEXT_FIELD_NUMBER: _ClassVar[int]
    COUNT_FIELD_NUMBER: _ClassVar[int]
    AT_LEAST_FIELD_NUMBER: _ClassVar[int]
    id: str
    text: str
    count: str
    at_least: int
    def __init__(self, id: _Optional[str] = ..., text: _Optional[str] = ..., count: _Optional[str] = ..., at_least: _Optional[int] = ...) -> None: ...

class YellowTile(_message.Message):
    __slots__ = ("id", "reward")
    ID_FIELD_NUMBER: _ClassVar[int]
    REWARD_FIELD_NUMBER: _ClassVar[int]
    id: str
    reward: Reward
    def __init__(self, id: _Optional[str] = ..., reward: _Optional[_Union[Reward, _Mapping]] = ...) -> None: ...

class BonusBoard(_message.Message):
    __slots__ = ("source", "light", "dark", "yellow", "first_game_light", "columns", "yellow_per_player", "light_tile_points", "dark_places", "duel_dark_places", "estate_disc_fallback_gold", "values_source", "size", "light_at", "dark_at", "yellow_at", "positions_source")
    SOURCE_FIELD_NUMBER: _ClassVar[int]
    LIGHT_FIELD_NUMBER: _ClassVar[int]
    DARK_FIELD_NUMBER: _ClassVar[int]
    YELLOW_FIELD_NUMBER: _ClassVar[int]
    FIRST_GAME_LIGHT_FIELD_NUMBER: _ClassVar[int]
    COLUMNS_FIELD_NUMBER: _ClassVar[int]
    YELLOW_PER_PLAYER_FIELD_NUMBER: _ClassVar[int]
    LIGHT_TILE_POINTS_FIELD_NUMBER: _ClassVar[int]
    DARK_PLACES_FIELD_NUMBER: _ClassVar[int]
    DUEL_DARK_PLACES_FIELD_NUMBER: _ClassVar[int]
    ESTATE_DISC_FALLBACK_GOLD_FIELD_NUMBER: _ClassVar[int]
    VALUES_SOURCE_FIELD_NUMBER: _ClassVar[int]
    SIZE_FIELD_NUMBER: _ClassVar[int]
    LIGHT_AT_FIELD_NUMBER: _ClassVar[int]
    DARK_AT_FIELD_NUMBER: _ClassVar[int]
    YELLOW_AT_FIELD_NUMBER: _ClassVar[int]
    POSITIONS_SOURCE_FIELD_NUMBER: _ClassVar[int]
    source: _engine_pb2.DataSource
    light: _containers.RepeatedCompositeFieldContainer[BonusCondition]
    dark: _containers.RepeatedCompositeFieldContainer[BonusCondition]
    yellow: _containers.RepeatedCompositeFieldContainer[YellowTile]
    first_game_light: _containers.RepeatedScalarFieldContainer[str]
    columns: int
    yellow_per_player: int
    light_tile_points: int
    dark_places: _containers.RepeatedScalarFieldContainer[int]
    duel_dark_places: _containers.RepeatedScalarFieldContainer[int]
    estate_disc_fallback_gold: int
    values_source: _engine_pb2.DataSource
    size: _engine_pb2.Point
    light_at: _containers.RepeatedCompositeFieldContainer[_engine_pb2.Point]
    dark_at: _containers.RepeatedCompositeFieldContainer[_engine_pb2.Point]
    yellow_at: _engine_pb2.Point
    positions_source: _engine_pb2.DataSource
    def __init__(self, source: _Optional[_Union[_engine_pb2.DataSource, _Mapping]] = ..., light: _Optional[_Iterable[_Union[BonusCondition, _Mapping]]] = ..., dark: _Optional[_Iterable[_Union[BonusCondition, _Mapping]]] = ..., yellow: _Optional[_Iterable[_Union[YellowTile, _Mapping]]] = ..., first_game_light: _Optional[_Iterable[str]] = ..., columns: _Optional[int] = ..., yellow_per_player: _Optional[int] = ..., light_tile_points: _Optional[int] = ..., dark_places: _Optional[_Iterable[int]] = ..., duel_dark_places: _Optional[_Iterable[int]] = ..., estate_disc_fallback_gold: _Optional[int] = ..., values_source: _Optional[_Union[_engine_pb2.DataSource, _Mapping]] = ..., size: _Optional[_Union[_engine_pb2.Point, _Mapping]] = ..., light_at: _Optional[_Iterable[_Union[_engine_pb2.Point, _Mapping]]] = ..., dark_at: _Optional[_Iterable[_Union[_engine_pb2.Point, _Mapping]]] = ..., yellow_at: _Optional[_Union[_engine_pb2.Point, _Mapping]] = ..., positions_source: _Optional[_Union[_engine_pb2.DataSource, _Mapping]] = ...) -> None: ...

class EventCard(_message.Message):
    __slots__ = ("id", "spring", "summer", "autumn", "winter")
    ID_FIELD_NUMBER: _ClassVar[int]
    SPRING_FIELD_NUMBER: _ClassVar[int]
    SUMMER_FIELD_NUMBER: _ClassVar[int]
    AUTUMN_FIELD_NUMBER: _ClassVar[int]
    WINTER_FIELD_NUMBER: _ClassVar[int]
    id: str
    spring: SeasonEvent
    summer: SeasonEvent
    autumn: SeasonEvent
    winter: SeasonEvent
    def __init__(self, id: _Optional[str] = ..., spring: _Optional[_Union[SeasonEvent, str]] = ..., summer: _Optional[_Union[SeasonEvent, str]] = ..., autumn: _Optional[_Union[SeasonEvent, str]] = ..., winter: _Optional[_Union[SeasonEvent, str]] = ...) -> None: ...

class EventCards(_message.Message):
    __slots__ = ("source", "cards", "cards_per_stack", "first_game_spring_summer", "first_game_autumn_winter", "spring_summer_at", "autumn_winter_at")
    SOURCE_FIELD_NUMBER: _ClassVar[int]
    CARDS_FIELD_NUMBER: _ClassVar[int]
    CARDS_PER_STACK_FIELD_NUMBER: _ClassVar[int]
    FIRST_GAME_SPRING_SUMMER_FIELD_NUMBER: _ClassVar[int]
    FIRST_GAME_AUTUMN_WINTER_FIELD_NUMBER: _ClassVar[int]
    SPRING_SUMMER_AT_FIELD_NUMBER: _ClassVar[int]
    AUTUMN_WINTER_AT_FIELD_NUMBER: _ClassVar[int]
    source: _engine_pb2.DataSource
    cards: _containers.RepeatedCompositeFieldContainer[EventCard]
    cards_per_stack: int
    first_game_spring_summer: _containers.RepeatedScalarFieldContainer[str]
    first_game_autumn_winter: _containers.RepeatedScalarFieldContainer[str]
    spring_summer_at: _engine_pb2.Point
    autumn_winter_at: _engine_pb2.Point
    def __init__(self, source: _Optional[_Union[_engine_pb2.DataSource, _Mapping]] = ..., cards: _Optional[_Iterable[_Union[EventCard, _Mapping]]] = ..., cards_per_stack: _Optional[int] = ..., first_game_spring_summer: _Optional[_Iterable[str]] = ..., first_game_autumn_winter: _Optional[_Iterable[str]] = ..., spring_summer_at: _Optional[_Union[_engine_pb2.Point, _Mapping]] = ..., autumn_winter_at: _Optional[_Union[_engine_pb2.Point, _Mapping]] = ...) -> None: ...

class Setup(_message.Message):
    __slots__ = ("source", "starting_gold", "starting_workers", "stewards")
    SOURCE_FIELD_NUMBER: _ClassVar[int]
    STARTING_GOLD_FIELD_NUMBER: _ClassVar[int]
    STARTING_WORKERS_FIELD_NUMBER: _ClassVar[int]
    STEWARDS_FIELD_NUMBER: _ClassVar[int]
    source: _engine_pb2.DataSource
    starting_gold: int
    starting_workers: int
    stewards: int
    def __init__(self, source: _Optional[_Union[_engine_pb2.DataSource, _Mapping]] = ..., starting_gold: _Optional[int] = ..., starting_workers: _Optional[int] = ..., stewards: _Optional[int] = ...) -> None: ...

class Rules(_message.Message):
    __slots__ = ("edition", "board_size", "action_bar", "resource_works", "estates", "estate_tiles", "market", "market_conditions", "craftsmen", "works", "orders", "experience", "castle", "bonus", "events", "setup")
    EDITION_FIELD_NUMBER: _ClassVar[int]
    BOARD_SIZE_FIELD_NUMBER: _ClassVar[int]
    ACTION_BAR_FIELD_NUMBER: _ClassVar[int]
    RESOURCE_WORKS_FIELD_NUMBER: _ClassVar[int]
    ESTATES_FIELD_NUMBER: _ClassVar[int]
    ESTATE_TILES_FIELD_NUMBER: _ClassVar[int]
    MARKET_FIELD_NUMBER: _ClassVar[int]
    MARKET_CONDITIONS_FIELD_NUMBER: _ClassVar[int]
    CRAFTSMEN_FIELD_NUMBER: _ClassVar[int]
    WORKS_FIELD_NUMBER: _ClassVar[int]
    ORDERS_FIELD_NUMBER: _ClassVar[int]
    EXPERIENCE_FIELD_NUMBER: _ClassVar[int]
    CASTLE_FIELD_NUMBER: _ClassVar[int]
    BONUS_FIELD_NUMBER: _ClassVar[int]
    EVENTS_FIELD_NUMBER: _ClassVar[int]
    SETUP_FIELD_NUMBER: _ClassVar[int]
    edition: _engine_pb2.EditionHeader
    board_size: _engine_pb2.Point
    action_bar: ActionBar
    resource_works: ResourceWorks
    estates: Estates
    estate_tiles: EstateTiles
    market: Market
    market_conditions: MarketConditionTiles
    craftsmen: Craftsmen
    works: Works
    orders: Orders
    experience: ExperienceTrack
    castle: Castle
    bonus: BonusBoard
    events: EventCards
    setup: Setup
    def __init__(self, edition: _Optional[_Union[_engine_pb2.EditionHeader, _Mapping]] = ..., board_size: _Optional[_Union[_engine_pb2.Point, _Mapping]] = ..., action_bar: _Optional[_Union[ActionBar, _Mapping]] = ..., resource_works: _Optional[_Union[ResourceWorks, _Mapping]] = ..., estates: _Optional[_Union[Estates, _Mapping]] = ..., estate_tiles: _Optional[_Union[EstateTiles, _Mapping]] = ..., market: _Optional[_Union[Market, _Mapping]] = ..., market_conditions: _Optional[_Union[MarketConditionTiles, _Mapping]] = ..., craftsmen: _Optional[_Union[Craftsmen, _Mapping]] = ..., works: _Optional[_Union[Works, _Mapping]] = ..., orders: _Optional[_Union[Orders, _Mapping]] = ..., experience: _Optional[_Union[ExperienceTrack, _Mapping]] = ..., castle: _Optional[_Union[Castle, _Mapping]] = ..., bonus: _Optional[_Union[BonusBoard, _Mapping]] = ..., events: _Optional[_Union[EventCards, _Mapping]] = ..., setup: _Optional[_Union[Setup, _Mapping]] = ...) -> None: ...
