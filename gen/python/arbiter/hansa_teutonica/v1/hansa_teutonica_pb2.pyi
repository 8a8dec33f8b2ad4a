from arbiter.v1 import engine_pb2 as _engine_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class BoardSide(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    BOARD_SIDE_UNSPECIFIED: _ClassVar[BoardSide]
    BOARD_SIDE_FOUR_FIVE_PLAYERS: _ClassVar[BoardSide]
    BOARD_SIDE_TWO_THREE_PLAYERS: _ClassVar[BoardSide]

class Shape(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    SHAPE_UNSPECIFIED: _ClassVar[Shape]
    SHAPE_TRADER: _ClassVar[Shape]
    SHAPE_MERCHANT: _ClassVar[Shape]

class Ability(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    ABILITY_UNSPECIFIED: _ClassVar[Ability]
    ABILITY_CITY_KEYS: _ClassVar[Ability]
    ABILITY_ACTIONS: _ClassVar[Ability]
    ABILITY_PRIVILEGE: _ClassVar[Ability]
    ABILITY_BOOK_OF_KNOWLEDGE: _ClassVar[Ability]
    ABILITY_BANK: _ClassVar[Ability]

class Privilege(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    PRIVILEGE_UNSPECIFIED: _ClassVar[Privilege]
    PRIVILEGE_WHITE: _ClassVar[Privilege]
    PRIVILEGE_ORANGE: _ClassVar[Privilege]
    PRIVILEGE_PINK: _ClassVar[Privilege]
    PRIVILEGE_BLACK: _ClassVar[Privilege]

class BonusMarker(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    BONUS_MARKER_NONE: _ClassVar[BonusMarker]
    BONUS_MARKER_UNSPECIFIED: _ClassVar[BonusMarker]
    BONUS_MARKER_ADDITIONAL_TRADING_POST: _ClassVar[BonusMarker]
    BONUS_MARKER_EXCHANGE_TRADING_POSTS: _ClassVar[BonusMarker]
    BONUS_MARKER_MOVE_THREE_TRADESMEN: _ClassVar[BonusMarker]
    BONUS_MARKER_DEVELOP_ABILITY: _ClassVar[BonusMarker]
    BONUS_MARKER_THREE_ACTIONS: _ClassVar[BonusMarker]
    BONUS_MARKER_FOUR_ACTIONS: _ClassVar[BonusMarker]

class City(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    CITY_UNSPECIFIED: _ClassVar[City]
    CITY_GRONINGEN: _ClassVar[City]
    CITY_EMDEN: _ClassVar[City]
    CITY_STADE: _ClassVar[City]
    CITY_HAMBURG: _ClassVar[City]
    CITY_LUBECK: _ClassVar[City]
    CITY_KAMPEN: _ClassVar[City]
    CITY_OSNABRUCK: _ClassVar[City]
    CITY_BREMEN: _ClassVar[City]
    CITY_HANNOVER: _ClassVar[City]
    CITY_LUNEBURG: _ClassVar[City]
    CITY_PERLEBERG: _ClassVar[City]
    CITY_ARNHEIM: _ClassVar[City]
    CITY_MUNSTER: _ClassVar[City]
    CITY_MINDEN: _ClassVar[City]
    CITY_BRUNSWICK: _ClassVar[City]
    CITY_STENDAL: _ClassVar[City]
    CITY_DUISBURG: _ClassVar[City]
    CITY_DORTMUND: _ClassVar[City]
    CITY_PADERBORN: _ClassVar[City]
    CITY_HILDESHEIM: _ClassVar[City]
    CITY_GOSLAR: _ClassVar[City]
    CITY_MAGDEBURG: _ClassVar[City]
    CITY_COELLEN: _ClassVar[City]
    CITY_WARBURG: _ClassVar[City]
    CITY_GOTTINGEN: _ClassVar[City]
    CITY_QUEDLINBURG: _ClassVar[City]
    CITY_HALLE: _ClassVar[City]

class Phase(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    PHASE_UNSPECIFIED: _ClassVar[Phase]
    PHASE_ACTIONS: _ClassVar[Phase]
    PHASE_MOVE_TRADESMEN: _ClassVar[Phase]
    PHASE_MOVE_OPPONENTS: _ClassVar[Phase]
    PHASE_DISPLACEMENT: _ClassVar[Phase]
    PHASE_PLACE_BONUS_MARKERS: _ClassVar[Phase]
    PHASE_GAME_OVER: _ClassVar[Phase]

class TradesmanSource(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    TRADESMAN_SOURCE_UNSPECIFIED: _ClassVar[TradesmanSource]
    TRADESMAN_SOURCE_DISPLACED: _ClassVar[TradesmanSource]
    TRADESMAN_SOURCE_GENERAL_STOCK: _ClassVar[TradesmanSource]
    TRADESMAN_SOURCE_PERSONAL_SUPPLY: _ClassVar[TradesmanSource]
    TRADESMAN_SOURCE_TRADE_ROUTE: _ClassVar[TradesmanSource]

class PrestigeReason(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    PRESTIGE_REASON_UNSPECIFIED: _ClassVar[PrestigeReason]
    PRESTIGE_REASON_CITY_CONTROL: _ClassVar[PrestigeReason]
    PRESTIGE_REASON_GOLD_COIN: _ClassVar[PrestigeReason]
    PRESTIGE_REASON_EAST_WEST: _ClassVar[PrestigeReason]

class EndReason(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    END_REASON_UNSPECIFIED: _ClassVar[EndReason]
    END_REASON_PRESTIGE: _ClassVar[EndReason]
    END_REASON_BONUS_MARKERS_EXHAUSTED: _ClassVar[EndReason]
    END_REASON_CITIES_COMPLETED: _ClassVar[EndReason]
    END_REASON_STALEMATE: _ClassVar[EndReason]
BOARD_SIDE_UNSPECIFIED: BoardSide
BOARD_SIDE_FOUR_FIVE_PLAYERS: BoardSide
BOARD_SIDE_TWO_THREE_PLAYERS: BoardSide
SHAPE_UNSPECIFIED: Shape
SHAPE_TRADER: Shape
SHAPE_MERCHANT: Shape
ABILITY_UNSPECIFIED: Ability
ABILITY_CITY_KEYS: Ability
ABILITY_ACTIONS: Ability
ABILITY_PRIVILEGE: Ability
ABILITY_BOOK_OF_KNOWLEDGE: Ability
ABILITY_BANK: Ability
PRIVILEGE_UNSPECIFIED: Privilege
PRIVILEGE_WHITE: Privilege
PRIVILEGE_ORANGE: Privilege
PRIVILEGE_PINK: Privilege
PRIVILEGE_BLACK: Privilege
BONUS_MARKER_NONE: BonusMarker
BONUS_MARKER_UNSPECIFIED: BonusMarker
BONUS_MARKER_ADDITIONAL_TRADING_POST: BonusMarker
BONUS_MARKER_EXCHANGE_TRADING_POSTS: BonusMarker
BONUS_MARKER_MOVE_THREE_TRADESMEN: BonusMarker
BONUS_MARKER_DEVELOP_ABILITY: BonusMarker
BONUS_MARKER_THREE_ACTIONS: BonusMarker
BONUS_MARKER_FOUR_ACTIONS: BonusMarker
CITY_UNSPECIFIED: City
CITY_GRONINGEN: City
CITY_EMDEN: City
CITY_STADE: City
CITY_HAMBURG: City
CITY_LUBECK: City
CITY_KAMPEN: City
CITY_OSNABRUCK: City
CITY_BREMEN: City
CITY_HANNOVER: City
CITY_LUNEBURG: City
CITY_PERLEBERG: City
CITY_ARNHEIM: City
CITY_MUNSTER: City
CITY_MINDEN: City
CITY_BRUNSWICK: City
CITY_STENDAL: City
CITY_DUISBURG: City
CITY_DORTMUND: City
CITY_PADERBORN: City
CITY_HILDESHEIM: City
CITY_GOSLAR: City
CITY_MAGDEBURG: City
CITY_COELLEN: City
CITY_WARBURG: City
CITY_GOTTINGEN: City
CITY_QUEDLINBURG: City
CITY_HALLE: City
PHASE_UNSPECIFIED: Phase
PHASE_ACTIONS: Phase
PHASE_MOVE_TRADESMEN: Phase
PHASE_MOVE_OPPONENTS: Phase
PHASE_DISPLACEMENT: Phase
PHASE_PLACE_BONUS_MARKERS: Phase
PHASE_GAME_OVER: Phase
TRADESMAN_SOURCE_UNSPECIFIED: TradesmanSource
TRADESMAN_SOURCE_DISPLACED: TradesmanSource
TRADESMAN_SOURCE_GENERAL_STOCK: TradesmanSource
TRADESMAN_SOURCE_PERSONAL_SUPPLY: TradesmanSource
TRADESMAN_SOURCE_TRADE_ROUTE: TradesmanSource
PRESTIGE_REASON_UNSPECIFIED: PrestigeReason
PRESTIGE_REASON_CITY_CONTROL: PrestigeReason
PRESTIGE_REASON_GOLD_COIN: PrestigeReason
PRESTIGE_REASON_EAST_WEST: PrestigeReason
END_REASON_UNSPECIFIED: EndReason
END_REASON_PRESTIGE: EndReason
END_REASON_BONUS_MARKERS_EXHAUSTED: EndReason
END_REASON_CITIES_COMPLETED: EndReason
END_REASON_STALEMATE: EndReason

class State(_message.Message):
    __slots__ = ("rng", "side", "players", "route_posts", "route_markers", "trading_posts", "additional_trading_posts", "coellen_spaces", "marker_supply", "marker_supply_count", "east_west", "turn", "end", "edition")
    RNG_FIELD_NUMBER: _ClassVar[int]
    SIDE_FIELD_NUMBER: _ClassVar[int]
    PLAYERS_FIELD_NUMBER: _ClassVar[int]
    ROUTE_POSTS_FIELD_NUMBER: _ClassVar[int]
    ROUTE_MARKERS_FIELD_NUMBER: _ClassVar[int]
    TRADING_POSTS_FIELD_NUMBER: _ClassVar[int]
    ADDITIONAL_TRADING_POSTS_FIELD_NUMBER: _ClassVar[int]
    COELLEN_SPACES_FIELD_NUMBER: _ClassVar[int]
    MARKER_SUPPLY_FIELD_NUMBER: _ClassVar[int]
    MARKER_SUPPLY_COUNT_FIELD_NUMBER: _ClassVar[int]
    EAST_WEST_FIELD_NUMBER: _ClassVar[int]
    TURN_FIELD_NUMBER: _ClassVar[int]
    END_FIELD_NUMBER: _ClassVar[int]
    EDITION_FIELD_NUMBER: _ClassVar[int]
    rng: _engine_pb2.RngState
    side: BoardSide
    players: _containers.RepeatedCompositeFieldContainer[Player]
    route_posts: str
    route_markers: _containers.RepeatedScalarFieldContainer[BonusMarker]
    trading_posts: str
    additional_trading_posts: _containers.RepeatedCompositeFieldContainer[AdditionalTradingPost]
    coellen_spaces: str
    marker_supply: _containers.RepeatedScalarFieldContainer[BonusMarker]
    marker_supply_count: int
    east_west: _containers.RepeatedScalarFieldContainer[int]
    turn: Turn
    end: GameEnd
    edition: _engine_pb2.EditionRef
    def __init__(self, rng: _Optional[_Union[_engine_pb2.RngState, _Mapping]] = ..., side: _Optional[_Union[BoardSide, str]] = ..., players: _Optional[_Iterable[_Union[Player, _Mapping]]] = ..., route_posts: _Optional[str] = ..., route_markers: _Optional[_Iterable[_Union[BonusMarker, str]]] = ..., trading_posts: _Optional[str] = ..., additional_trading_posts: _Optional[_Iterable[_Union[AdditionalTradingPost, _Mapping]]] = ..., coellen_spaces: _Optional[str] = ..., marker_supply: _Optional[_Iterable[_Union[BonusMarker, str]]] = ..., marker_supply_count: _Optional[int] = ..., east_west: _Optional[_Iterable[int]] = ..., turn: _Optional[_Union[Turn, _Mapping]] = ..., end: _Optional[_Union[GameEnd, _Mapping]] = ..., edition: _Optional[_Union[_engine_pb2.EditionRef, _Mapping]] = ...) -> None: ...

class Player(_message.Message):
    __slots__ = ("prestige", "supply_traders", "supply_merchants", "stock_traders", "stock_merchants", "city_keys_level", "actions_level", "privilege_level", "book_of_knowledge_level", "bank_level", "bonus_markers", "used_bonus_markers", "plate", "plate_count")
    PRESTIGE_FIELD_NUMBER: _ClassVar[int]
    SUPPLY_TRADERS_FIELD_NUMBER: _ClassVar[int]
    SUPPLY_MERCHANTS_FIELD_NUMBER: _ClassVar[int]
    STOCK_TRADERS_FIELD_NUMBER: _ClassVar[int]
    STOCK_MERCHANTS_FIELD_NUMBER: _ClassVar[int]
    CITY_KEYS_LEVEL_FIELD_NUMBER: _ClassVar[int]
    ACTIONS_LEVEL_FIELD_NUMBER: _ClassVar[int]
    PRIVILEGE_LEVEL_FIELD_NUMBER: _ClassVar[int]
    BOOK_OF_KNOWLEDGE_LEVEL_FIELD_NUMBER: _ClassVar[int]
    BANK_LEVEL_FIELD_NUMBER: _ClassVar[int]
    BONUS_MARKERS_FIELD_NUMBER: _ClassVar[int]
    USED_BONUS_MARKERS_FIELD_NUMBER: _ClassVar[int]
    PLATE_FIELD_NUMBER: _ClassVar[int]
    PLATE_COUNT_FIELD_NUMBER: _ClassVar[int]
    prestige: int
    supply_traders: int
    supply_merchants: int
    stock_traders: int
    stock_merchants: int
    city_keys_level: int
    actions_level: int
    privilege_level: int
    book_of_knowledge_level: int
    bank_level: int
    bonus_markers: _containers.RepeatedScalarFieldContainer[BonusMarker]
    used_bonus_markers: _containers.RepeatedScalarFieldContainer[BonusMarker]
    plate: _containers.RepeatedScalarFieldContainer[BonusMarker]
    plate_count: int
    def __init__(self, prestige: _Optional[int] = ..., supply_traders: _Optional[int] = ..., supply_merchants: _Optional[int] = ..., stock_traders: _Optional[int] = ..., stock_merchants: _Optional[int] = ..., city_keys_level: _Optional[int] = ..., actions_level: _Optional[int] = ..., privilege_level: _Optional[int] = ..., book_of_knowledge_level: _Optional[int] = ..., bank_level: _Optional[int] = ..., bonus_markers: _Optional[_Iterable[_Union[BonusMarker, str]]] = ..., used_bonus_markers: _Optional[_Iterable[_Union[BonusMarker, str]]] = ..., plate: _Optional[_Iterable[_Union[BonusMarker, str]]] = ..., plate_count: _Optional[int] = ...) -> None: ...

class AdditionalTradingPost(_message.Message):
    __slots__ = ("city", "piece")
    CITY_FIELD_NUMBER: _ClassVar[int]
    PIECE_FIELD_NUMBER: _ClassVar[int]
    city: City
    piece: str
    def __init__(self, city: _Optional[_Union[City, str]] = ..., piece: _Optional[str] = ...) -> None: ...

class Turn(_message.Message):
    __slots__ = ("seat", "number", "actions_taken", "bonus_actions", "phase", "moves_left", "displacement", "suspended_moves_left")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    NUMBER_FIELD_NUMBER: _ClassVar[int]
    ACTIONS_TAKEN_FIELD_NUMBER: _ClassVar[int]
    BONUS_ACTIONS_FIELD_NUMBER: _ClassVar[int]
    PHASE_FIELD_NUMBER: _ClassVar[int]
    MOVES_LEFT_FIELD_NUMBER: _ClassVar[int]
    DISPLACEMENT_FIELD_NUMBER: _ClassVar[int]
    SUSPENDED_MOVES_LEFT_FIELD_NUMBER: _ClassVar[int]
    seat: int
    number: int
    actions_taken: int
    bonus_actions: int
    phase: Phase
    moves_left: int
    displacement: Displacement
    suspended_moves_left: int
    def __init__(self, seat: _Optional[int] = ..., number: _Optional[int] = ..., actions_taken: _Optional[int] = ..., bonus_actions: _Optional[int] = ..., phase: _Optional[_Union[Phase, str]] = ..., moves_left: _Optional[int] = ..., displacement: _Optional[_Union[Displacement, _Mapping]] = ..., suspended_moves_left: _Optional[int] = ...) -> None: ...

class Displacement(_message.Message):
    __slots__ = ("seat", "route", "displaced", "extras_left")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    ROUTE_FIELD_NUMBER: _ClassVar[int]
    DISPLACED_FIELD_NUMBER: _ClassVar[int]
    EXTRAS_LEFT_FIELD_NUMBER: _ClassVar[int]
    seat: int
    route: int
    displaced: Shape
    extras_left: int
    def __init__(self, seat: _Optional[int] = ..., route: _Optional[int] = ..., displaced: _Optional[_Union[Shape, str]] = ..., extras_left: _Optional[int] = ...) -> None: ...

class GameEnd(_message.Message):
    __slots__ = ("reasons", "scores")
    REASONS_FIELD_NUMBER: _ClassVar[int]
    SCORES_FIELD_NUMBER: _ClassVar[int]
    reasons: _containers.RepeatedScalarFieldContainer[EndReason]
    scores: _containers.RepeatedCompositeFieldContainer[FinalScore]
    def __init__(self, reasons: _Optional[_Iterable[_Union[EndReason, str]]] = ..., scores: _Optional[_Iterable[_Union[FinalScore, _Mapping]]] = ...) -> None: ...

class FinalScore(_message.Message):
    __slots__ = ("seat", "prestige_track", "abilities", "bonus_markers", "coellen", "cities", "network", "total", "actions_level")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    PRESTIGE_TRACK_FIELD_NUMBER: _ClassVar[int]
    ABILITIES_FIELD_NUMBER: _ClassVar[int]
    BONUS_MARKERS_FIELD_NUMBER: _ClassVar[int]
    COELLEN_FIELD_NUMBER: _ClassVar[int]
    CITIES_FIELD_NUMBER: _ClassVar[int]
    NETWORK_FIELD_NUMBER: _ClassVar[int]
    TOTAL_FIELD_NUMBER: _ClassVar[int]
    ACTIONS_LEVEL_FIELD_NUMBER: _ClassVar[int]
    seat: int
    prestige_track: int
    abilities: int
    bonus_markers: int
    coellen: int
    cities: int
    network: int
    total: int
    actions_level: int
    def __init__(self, seat: _Optional[int] = ..., prestige_track: _Optional[int] = ..., abilities: _Optional[int] = ..., bonus_markers: _Optional[int] = ..., coellen: _Optional[int] = ..., cities: _Optional[int] = ..., network: _Optional[int] = ..., total: _Optional[int] = ..., actions_level: _Optional[int] = ...) -> None: ...

class Move(_message.Message):
    __slots__ = ("income", "place_tradesman", "displace_tradesman", "move_tradesmen", "relocate_tradesman", "swap_tradesmen", "finish_moving", "create_trade_route", "place_displaced_tradesman", "decline_extra_tradesmen", "use_bonus_marker", "place_bonus_marker", "end_turn")
    INCOME_FIELD_NUMBER: _ClassVar[int]
    PLACE_TRADESMAN_FIELD_NUMBER: _ClassVar[int]
    DISPLACE_TRADESMAN_FIELD_NUMBER: _ClassVar[int]
    MOVE_TRADESMEN_FIELD_NUMBER: _ClassVar[int]
    RELOCATE_TRADESMAN_FIELD_NUMBER: _ClassVar[int]
    SWAP_TRADESMEN_FIELD_NUMBER: _ClassVar[int]
    FINISH_MOVING_FIELD_NUMBER: _ClassVar[int]
    CREATE_TRADE_ROUTE_FIELD_NUMBER: _ClassVar[int]
    PLACE_DISPLACED_TRADESMAN_FIELD_NUMBER: _ClassVar[int]
    DECLINE_EXTRA_TRADESMEN_FIELD_NUMBER: _ClassVar[int]
    USE_BONUS_MARKER_FIELD_NUMBER: _ClassVar[int]
    PLACE_BONUS_MARKER_FIELD_NUMBER: _ClassVar[int]
    END_TURN_FIELD_NUMBER: _ClassVar[int]
    income: Income
    place_tradesman: PlaceTradesman
    displace_tradesman: DisplaceTradesman
    move_tradesmen: MoveTradesmen
    relocate_tradesman: RelocateTradesman
    swap_tradesmen: SwapTradesmen
    finish_moving: FinishMoving
    create_trade_route: CreateTradeRoute
    place_displaced_tradesman: PlaceDisplacedTradesman
    decline_extra_tradesmen: DeclineExtraTradesmen
    use_bonus_marker: UseBonusMarker
    place_bonus_marker: PlaceBonusMarker
    end_turn: EndTurn
    def __init__(self, income: _Optional[_Union[Income, _Mapping]] = ..., place_tradesman: _Optional[_Union[PlaceTradesman, _Mapping]] = ..., displace_tradesman: _Optional[_Union[DisplaceTradesman, _Mapping]] = ..., move_tradesmen: _Optional[_Union[MoveTradesmen, _Mapping]] = ..., relocate_tradesman: _Optional[_Union[RelocateTradesman, _Mapping]] = ..., swap_tradesmen: _Optional[_Union[SwapTradesmen, _Mapping]] = ..., finish_moving: _Optional[_Union[FinishMoving, _Mapping]] = ..., create_trade_route: _Optional[_Union[CreateTradeRoute, _Mapping]] = ..., place_displaced_tradesman: _Optional[_Union[PlaceDisplacedTradesman, _Mapping]] = ..., decline_extra_tradesmen: _Optional[_Union[DeclineExtraTradesmen, _Mapping]] = ..., use_bonus_marker: _Optional[_Union[UseBonusMarker, _Mapping]] = ..., place_bonus_marker: _Optional[_Union[PlaceBonusMarker, _Mapping]] = ..., end_turn: _Optional[_Union[EndTurn, _Mapping]] = ...) -> None: ...

class Income(_message.Message):
    __slots__ = ("traders", "merchants")
    TRADERS_FIELD_NUMBER: _ClassVar[int]
    MERCHANTS_FIELD_NUMBER: _ClassVar[int]
    traders: int
    merchants: int
    def __init__(self, traders: _Optional[int] = ..., merchants: _Optional[int] = ...) -> None: ...

class PlaceTradesman(_message.Message):
    __slots__ = ("route", "shape")
    ROUTE_FIELD_NUMBER: _ClassVar[int]
    SHAPE_FIELD_NUMBER: _ClassVar[int]
    route: int
    shape: Shape
    def __init__(self, route: _Optional[int] = ..., shape: _Optional[_Union[Shape, str]] = ...) -> None: ...

class DisplaceTradesman(_message.Message):
    __slots__ = ("route", "post", "shape", "pay_traders", "pay_merchants")
    ROUTE_FIELD_NUMBER: _ClassVar[int]
    POST_FIELD_NUMBER: _ClassVar[int]
    SHAPE_FIELD_NUMBER: _ClassVar[int]
    PAY_TRADERS_FIELD_NUMBER: _ClassVar[int]
    PAY_MERCHANTS_FIELD_NUMBER: _ClassVar[int]
    route: int
    post: int
    shape: Shape
    pay_traders: int
    pay_merchants: int
    def __init__(self, route: _Optional[int] = ..., post: _Optional[int] = ..., shape: _Optional[_Union[Shape, str]] = ..., pay_traders: _Optional[int] = ..., pay_merchants: _Optional[int] = ...) -> None: ...

class MoveTradesmen(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class RelocateTradesman(_message.Message):
    __slots__ = ("from_route", "from_post", "to_route")
    FROM_ROUTE_FIELD_NUMBER: _ClassVar[int]
    FROM_POST_FIELD_NUMBER: _ClassVar[int]
    TO_ROUTE_FIELD_NUMBER: _ClassVar[int]
    from_route: int
    from_post: int
    to_route: int
    def __init__(self, from_route: _Optional[int] = ..., from_post: _Optional[int] = ..., to_route: _Optional[int] = ...) -> None: ...

class SwapTradesmen(_message.Message):
    __slots__ = ("trader_route", "trader_post", "merchant_route", "merchant_post")
    TRADER_ROUTE_FIELD_NUMBER: _ClassVar[int]
    TRADER_POST_FIELD_NUMBER: _ClassVar[int]
    MERCHANT_ROUTE_FIELD_NUMBER: _ClassVar[int]
    MERCHANT_POST_FIELD_NUMBER: _ClassVar[int]
    trader_route: int
    trader_post: int
    merchant_route: int
    merchant_post: int
    def __init__(self, trader_route: _Optional[int] = ..., trader_post: _Optional[int] = ..., merchant_route: _Optional[int] = ..., merchant_post: _Optional[int] = ...) -> None: ...

class FinishMoving(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class CreateTradeRoute(_message.Message):
    __slots__ = ("route", "establish_trading_post", "develop_ability", "coellen_space")
    ROUTE_FIELD_NUMBER: _ClassVar[int]
    ESTABLISH_TRADING_POST_FIELD_NUMBER: _ClassVar[int]
    DEVELOP_ABILITY_FIELD_NUMBER: _ClassVar[int]
    COELLEN_SPACE_FIELD_NUMBER: _ClassVar[int]
    route: int
    establish_trading_post: EstablishTradingPost
    develop_ability: Ability
    coellen_space: Privilege
    def __init__(self, route: _Optional[int] = ..., establish_trading_post: _Optional[_Union[EstablishTradingPost, _Mapping]] = ..., develop_ability: _Optional[_Union[Ability, str]] = ..., coellen_space: _Optional[_Union[Privilege, str]] = ...) -> None: ...

class EstablishTradingPost(_message.Message):
    __slots__ = ("city", "additional", "shape")
    CITY_FIELD_NUMBER: _ClassVar[int]
    ADDITIONAL_FIELD_NUMBER: _ClassVar[int]
    SHAPE_FIELD_NUMBER: _ClassVar[int]
    city: City
    additional: bool
    shape: Shape
    def __init__(self, city: _Optional[_Union[City, str]] = ..., additional: _Optional[bool] = ..., shape: _Optional[_Union[Shape, str]] = ...) -> None: ...

class PlaceDisplacedTradesman(_message.Message):
    __slots__ = ("route", "shape", "source", "from_route", "from_post")
    ROUTE_FIELD_NUMBER: _ClassVar[int]
    SHAPE_FIELD_NUMBER: _ClassVar[int]
    SOURCE_FIELD_NUMBER: _ClassVar[int]
    FROM_ROUTE_FIELD_NUMBER: _ClassVar[int]
    FROM_POST_FIELD_NUMBER: _ClassVar[int]
    route: int
    shape: Shape
    source: TradesmanSource
    from_route: int
    from_post: int
    def __init__(self, route: _Optional[int] = ..., shape: _Optional[_Union[Shape, str]] = ..., source: _Optional[_Union[TradesmanSource, str]] = ..., from_route: _Optional[int] = ..., from_post: _Optional[int] = ...) -> None: ...

class DeclineExtraTradesmen(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class UseBonusMarker(_message.Message):
    __slots__ = ("marker", "city", "space", "ability")
    MARKER_FIELD_NUMBER: _ClassVar[int]
    CITY_FIELD_NUMBER: _ClassVar[int]
    SPACE_FIELD_NUMBER: _ClassVar[int]
    ABILITY_FIELD_NUMBER: _ClassVar[int]
    marker: BonusMarker
    city: City
    space: int
    ability: Ability
    def __init__(self, marker: _Optional[_Union[BonusMarker, str]] = ..., city: _Optional[_Union[City, str]] = ..., space: _Optional[int] = ..., ability: _Optional[_Union[Ability, str]] = ...) -> None: ...

class PlaceBonusMarker(_message.Message):
    __slots__ = ("marker", "route")
    MARKER_FIELD_NUMBER: _ClassVar[int]
    ROUTE_FIELD_NUMBER: _ClassVar[int]
    marker: BonusMarker
    route: int
    def __init__(self, marker: _Optional[_Union[BonusMarker, str]] = ..., route: _Optional[int] = ...) -> None: ...

class EndTurn(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class Event(_message.Message):
    __slots__ = ("game_set_up", "turn_started", "income_taken", "tradesman_placed", "tradesman_displaced", "displaced_tradesman_placed", "displacement_resolved", "tradesman_moved", "tradesmen_swapped", "moving_finished", "trade_route_created", "prestige_scored", "bonus_marker_taken", "bonus_marker_drawn", "trading_post_established", "ability_developed", "coellen_space_taken", "tradesmen_returned", "bonus_marker_used", "trading_posts_exchanged", "bonus_marker_placed", "turn_ended", "game_ended")
    GAME_SET_UP_FIELD_NUMBER: _ClassVar[int]
    TURN_STARTED_FIELD_NUMBER: _ClassVar[int]
    INCOME_TAKEN_FIELD_NUMBER: _ClassVar[int]
    TRADESMAN_PLACED_FIELD_NUMBER: _ClassVar[int]
    TRADESMAN_DISPLACED_FIELD_NUMBER: _ClassVar[int]
    DISPLACED_TRADESMAN_PLACED_FIELD_NUMBER: _ClassVar[int]
    DISPLACEMENT_RESOLVED_FIELD_NUMBER: _ClassVar[int]
    TRADESMAN_MOVED_FIELD_NUMBER: _ClassVar[int]
    TRADESMEN_SWAPPED_FIELD_NUMBER: _ClassVar[int]
    MOVING_FINISHED_FIELD_NUMBER: _ClassVar[int]
    TRADE_ROUTE_CREATED_FIELD_NUMBER: _ClassVar[int]
    PRESTIGE_SCORED_FIELD_NUMBER: _ClassVar[int]
    BONUS_MARKER_TAKEN_FIELD_NUMBER: _ClassVar[int]
    BONUS_MARKER_DRAWN_FIELD_NUMBER: _ClassVar[int]
    TRADING_POST_ESTABLISHED_FIELD_NUMBER: _ClassVar[int]
    ABILITY_DEVELOPED_FIELD_NUMBER: _ClassVar[int]
    COELLEN_SPACE_TAKEN_FIELD_NUMBER: _ClassVar[int]
    TRADESMEN_RETURNED_FIELD_NUMBER: _ClassVar[int]
    BONUS_MARKER_USED_FIELD_NUMBER: _ClassVar[int]
    TRADING_POSTS_EXCHANGED_FIELD_NUMBER: _ClassVar[int]
    BONUS_MARKER_PLACED_FIELD_NUMBER: _ClassVar[int]
    TURN_ENDED_FIELD_NUMBER: _ClassVar[int]
    GAME_ENDED_FIELD_NUMBER: _ClassVar[int]
    game_set_up: GameSetUp
    turn_started: TurnStarted
    income_taken: IncomeTaken
    tradesman_placed: TradesmanPlaced
    tradesman_displaced: TradesmanDisplaced
    displaced_tradesman_placed: DisplacedTradesmanPlaced
    displacement_resolved: DisplacementResolved
    tradesman_moved: TradesmanMoved
    tradesmen_swapped: TradesmenSwapped
    moving_finished: MovingFinished
    trade_route_created: TradeRouteCreated
    prestige_scored: PrestigeScored
    bonus_marker_taken: BonusMarkerTaken
    bonus_marker_drawn: BonusMarkerDrawn
    trading_post_established: TradingPostEstablished
    ability_developed: AbilityDeveloped
    coellen_space_taken: CoellenSpaceTaken
    tradesmen_returned: TradesmenReturned
    bonus_marker_used: BonusMarkerUsed
    trading_posts_exchanged: TradingPostsExchanged
    bonus_marker_placed: BonusMarkerPlaced
    turn_ended: TurnEnded
    game_ended: GameEnded
    def __init__(self, game_set_up: _Optional[_Union[GameSetUp, _Mapping]] = ..., turn_started: _Optional[_Union[TurnStarted, _Mapping]] = ..., income_taken: _Optional[_Union[IncomeTaken, _Mapping]] = ..., tradesman_placed: _Optional[_Union[TradesmanPlaced, _Mapping]] = ..., tradesman_displaced: _Optional[_Union[TradesmanDisplaced, _Mapping]] = ..., displaced_tradesman_placed: _Optional[_Union[DisplacedTradesmanPlaced, _Mapping]] = ..., displacement_resolved: _Optional[_Union[DisplacementResolved, _Mapping]] = ..., tradesman_moved: _Optional[_Union[TradesmanMoved, _Mapping]] = ..., tradesmen_swapped: _Optional[_Union[TradesmenSwapped, _Mapping]] = ..., moving_finished: _Optional[_Union[MovingFinished, _Mapping]] = ..., trade_route_created: _Optional[_Union[TradeRouteCreated, _Mapping]] = ..., prestige_scored: _Optional[_Union[PrestigeScored, _Mapping]] = ..., bonus_marker_taken: _Optional[_Union[BonusMarkerTaken, _Mapping]] = ..., bonus_marker_drawn: _Optional[_Union[BonusMarkerDrawn, _Mapping]] = ..., trading_post_established: _Optional[_Union[TradingPostEstablished, _Mapping]] = ..., ability_developed: _Optional[_Union[AbilityDeveloped, _Mapping]] = ..., coellen_space_taken: _Optional[_Union[CoellenSpaceTaken, _Mapping]] = ..., tradesmen_returned: _Optional[_Union[TradesmenReturned, _Mapping]] = ..., bonus_marker_used: _Optional[_Union[BonusMarkerUsed, _Mapping]] = ..., trading_posts_exchanged: _Optional[_Union[TradingPostsExchanged, _Mapping]] = ..., bonus_marker_placed: _Optional[_Union[BonusMarkerPlaced, _Mapping]] = ..., turn_ended: _Optional[_Union[TurnEnded, _Mapping]] = ..., game_ended: _Optional[_Union[GameEnded, _Mapping]] = ...) -> None: ...

class GameSetUp(_message.Message):
    __slots__ = ("side", "tavern_routes", "tavern_markers", "supply_count")
    SIDE_FIELD_NUMBER: _ClassVar[int]
    TAVERN_ROUTES_FIELD_NUMBER: _ClassVar[int]
    TAVERN_MARKERS_FIELD_NUMBER: _ClassVar[int]
    SUPPLY_COUNT_FIELD_NUMBER: _ClassVar[int]
    side: BoardSide
    tavern_routes: _containers.RepeatedScalarFieldContainer[int]
    tavern_markers: _containers.RepeatedScalarFieldContainer[BonusMarker]
    supply_count: int
    def __init__(self, side: _Optional[_Union[BoardSide, str]] = ..., tavern_routes: _Optional[_Iterable[int]] = ..., tavern_markers: _Optional[_Iterable[_Union[BonusMarker, str]]] = ..., supply_count: _Optional[int] = ...) -> None: ...

class TurnStarted(_message.Message):
    __slots__ = ("seat", "number", "actions")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    NUMBER_FIELD_NUMBER: _ClassVar[int]
    ACTIONS_FIELD_NUMBER: _ClassVar[int]
    seat: int
    number: int
    actions: int
    def __init__(self, seat: _Optional[int] = ..., number: _Optional[int] = ..., actions: _Optional[int] = ...) -> None: ...

class IncomeTaken(_message.Message):
    __slots__ = ("seat", "traders", "merchants")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    TRADERS_FIELD_NUMBER: _ClassVar[int]
    MERCHANTS_FIELD_NUMBER: _ClassVar[int]
    seat: int
    traders: int
    merchants: int
    def __init__(self, seat: _Optional[int] = ..., traders: _Optional[int] = ..., merchants: _Optional[int] = ...) -> None: ...

class TradesmanPlaced(_message.Message):
    __slots__ = ("seat", "route", "post", "shape")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    ROUTE_FIELD_NUMBER: _ClassVar[int]
    POST_FIELD_NUMBER: _ClassVar[int]
    SHAPE_FIELD_NUMBER: _ClassVar[int]
    seat: int
    route: int
    post: int
    shape: Shape
    def __init__(self, seat: _Optional[int] = ..., route: _Optional[int] = ..., post: _Optional[int] = ..., shape: _Optional[_Union[Shape, str]] = ...) -> None: ...

class TradesmanDisplaced(_message.Message):
    __slots__ = ("seat", "route", "post", "shape", "displaced_seat", "displaced_shape", "paid_traders", "paid_merchants", "extras")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    ROUTE_FIELD_NUMBER: _ClassVar[int]
    POST_FIELD_NUMBER: _ClassVar[int]
    SHAPE_FIELD_NUMBER: _ClassVar[int]
    DISPLACED_SEAT_FIELD_NUMBER: _ClassVar[int]
    DISPLACED_SHAPE_FIELD_NUMBER: _ClassVar[int]
    PAID_TRADERS_FIELD_NUMBER: _ClassVar[int]
    PAID_MERCHANTS_FIELD_NUMBER: _ClassVar[int]
    EXTRAS_FIELD_NUMBER: _ClassVar[int]
    seat: int
    route: int
    post: int
    shape: Shape
    displaced_seat: int
    displaced_shape: Shape
    paid_traders: int
    paid_merchants: int
    extras: int
    def __init__(self, seat: _Optional[int] = ..., route: _Optional[int] = ..., post: _Optional[int] = ..., shape: _Optional[_Union[Shape, str]] = ..., displaced_seat: _Optional[int] = ..., displaced_shape: _Optional[_Union[Shape, str]] = ..., paid_traders: _Optional[int] = ..., paid_merchants: _Optional[int] = ..., extras: _Optional[int] = ...) -> None: ...

class DisplacedTradesmanPlaced(_message.Message):
    __slots__ = ("seat", "route", "post", "shape", "source", "from_route", "from_post")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    ROUTE_FIELD_NUMBER: _ClassVar[int]
    POST_FIELD_NUMBER: _ClassVar[int]
    SHAPE_FIELD_NUMBER: _ClassVar[int]
    SOURCE_FIELD_NUMBER: _ClassVar[int]
    FROM_ROUTE_FIELD_NUMBER: _ClassVar[int]
    FROM_POST_FIELD_NUMBER: _ClassVar[int]
    seat: int
    route: int
    post: int
    shape: Shape
    source: TradesmanSource
    from_route: int
    from_post: int
    def __init__(self, seat: _Optional[int] = ..., route: _Optional[int] = ..., post: _Optional[int] = ..., shape: _Optional[_Union[Shape, str]] = ..., source: _Optional[_Union[TradesmanSource, str]] = ..., from_route: _Optional[int] = ..., from_post: _Optional[int] = ...) -> None: ...

class DisplacementResolved(_message.Message):
    __slots__ = ("seat", "extras_unused", "displaced_to_stock")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    EXTRAS_UNUSED_FIELD_NUMBER: _ClassVar[int]
    DISPLACED_TO_STOCK_FIELD_NUMBER: _ClassVar[int]
    seat: int
    extras_unused: int
    displaced_to_stock: bool
    def __init__(self, seat: _Optional[int] = ..., extras_unused: _Optional[int] = ..., displaced_to_stock: _Optional[bool] = ...) -> None: ...

class TradesmanMoved(_message.Message):
    __slots__ = ("seat", "owner", "shape", "from_route", "from_post", "to_route", "to_post")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    OWNER_FIELD_NUMBER: _ClassVar[int]
    SHAPE_FIELD_NUMBER: _ClassVar[int]
    FROM_ROUTE_FIELD_NUMBER: _ClassVar[int]
    FROM_POST_FIELD_NUMBER: _ClassVar[int]
    TO_ROUTE_FIELD_NUMBER: _ClassVar[int]
    TO_POST_FIELD_NUMBER: _ClassVar[int]
    seat: int
    owner: int
    shape: Shape
    from_route: int
    from_post: int
    to_route: int
    to_post: int
    def __init__(self, seat: _Optional[int] = ..., owner: _Optional[int] = ..., shape: _Optional[_Union[Shape, str]] = ..., from_route: _Optional[int] = ..., from_post: _Optional[int] = ..., to_route: _Optional[int] = ..., to_post: _Optional[int] = ...) -> None: ...

class TradesmenSwapped(_message.Message):
    __slots__ = ("seat", "trader_route", "trader_post", "merchant_route", "merchant_post")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    TRADER_ROUTE_FIELD_NUMBER: _ClassVar[int]
    TRADER_POST_FIELD_NUMBER: _ClassVar[int]
    MERCHANT_ROUTE_FIELD_NUMBER: _ClassVar[int]
    MERCHANT_POST_FIELD_NUMBER: _ClassVar[int]
    seat: int
    trader_route: int
    trader_post: int
    merchant_route: int
    merchant_post: int
    def __init__(self, seat: _Optional[int] = ..., trader_route: _Optional[int] = ..., trader_post: _Optional[int] = ..., merchant_route: _Optional[int] = ..., merchant_post: _Optional[int] = ...) -> None: ...

class MovingFinished(_message.Message):
    __slots__ = ("seat", "unused")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    UNUSED_FIELD_NUMBER: _ClassVar[int]
    seat: int
    unused: int
    def __init__(self, seat: _Optional[int] = ..., unused: _Optional[int] = ...) -> None: ...

class TradeRouteCreated(_message.Message):
    __slots__ = ("seat", "route")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    ROUTE_FIELD_NUMBER: _ClassVar[int]
    seat: int
    route: int
    def __init__(self, seat: _Optional[int] = ..., route: _Optional[int] = ...) -> None: ...

class PrestigeScored(_message.Message):
    __slots__ = ("seat", "points", "reason", "city", "total")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    POINTS_FIELD_NUMBER: _ClassVar[int]
    REASON_FIELD_NUMBER: _ClassVar[int]
    CITY_FIELD_NUMBER: _ClassVar[int]
    TOTAL_FIELD_NUMBER: _ClassVar[int]
    seat: int
    points: int
    reason: PrestigeReason
    city: City
    total: int
    def __init__(self, seat: _Optional[int] = ..., points: _Optional[int] = ..., reason: _Optional[_Union[PrestigeReason, str]] = ..., city: _Optional[_Union[City, str]] = ..., total: _Optional[int] = ...) -> None: ...

class BonusMarkerTaken(_message.Message):
    __slots__ = ("seat", "route", "marker")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    ROUTE_FIELD_NUMBER: _ClassVar[int]
    MARKER_FIELD_NUMBER: _ClassVar[int]
    seat: int
    route: int
    marker: BonusMarker
    def __init__(self, seat: _Optional[int] = ..., route: _Optional[int] = ..., marker: _Optional[_Union[BonusMarker, str]] = ...) -> None: ...

class BonusMarkerDrawn(_message.Message):
    __slots__ = ("seat", "marker", "supply_count")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    MARKER_FIELD_NUMBER: _ClassVar[int]
    SUPPLY_COUNT_FIELD_NUMBER: _ClassVar[int]
    seat: int
    marker: BonusMarker
    supply_count: int
    def __init__(self, seat: _Optional[int] = ..., marker: _Optional[_Union[BonusMarker, str]] = ..., supply_count: _Optional[int] = ...) -> None: ...

class TradingPostEstablished(_message.Message):
    __slots__ = ("seat", "city", "space", "shape", "additional", "city_completed", "completed_cities")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    CITY_FIELD_NUMBER: _ClassVar[int]
    SPACE_FIELD_NUMBER: _ClassVar[int]
    SHAPE_FIELD_NUMBER: _ClassVar[int]
    ADDITIONAL_FIELD_NUMBER: _ClassVar[int]
    CITY_COMPLETED_FIELD_NUMBER: _ClassVar[int]
    COMPLETED_CITIES_FIELD_NUMBER: _ClassVar[int]
    seat: int
    city: City
    space: int
    shape: Shape
    additional: bool
    city_completed: bool
    completed_cities: int
    def __init__(self, seat: _Optional[int] = ..., city: _Optional[_Union[City, str]] = ..., space: _Optional[int] = ..., shape: _Optional[_Union[Shape, str]] = ..., additional: _Optional[bool] = ..., city_completed: _Optional[bool] = ..., completed_cities: _Optional[int] = ...) -> None: ...

class AbilityDeveloped(_message.Message):
    __slots__ = ("seat", "ability", "level", "freed")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    ABILITY_FIELD_NUMBER: _ClassVar[int]
    LEVEL_FIELD_NUMBER: _ClassVar[int]
    FREED_FIELD_NUMBER: _ClassVar[int]
    seat: int
    ability: Ability
    level: int
    freed: Shape
    def __init__(self, seat: _Optional[int] = ..., ability: _Optional[_Union[Ability, str]] = ..., level: _Optional[int] = ..., freed: _Optional[_Union[Shape, str]] = ...) -> None: ...

class CoellenSpaceTaken(_message.Message):
    __slots__ = ("seat", "space", "points")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    SPACE_FIELD_NUMBER: _ClassVar[int]
    POINTS_FIELD_NUMBER: _ClassVar[int]
    seat: int
    space: Privilege
    points: int
    def __init__(self, seat: _Optional[int] = ..., space: _Optional[_Union[Privilege, str]] = ..., points: _Optional[int] = ...) -> None: ...

class TradesmenReturned(_message.Message):
    __slots__ = ("seat", "traders", "merchants")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    TRADERS_FIELD_NUMBER: _ClassVar[int]
    MERCHANTS_FIELD_NUMBER: _ClassVar[int]
    seat: int
    traders: int
    merchants: int
    def __init__(self, seat: _Optional[int] = ..., traders: _Optional[int] = ..., merchants: _Optional[int] = ...) -> None: ...

class BonusMarkerUsed(_message.Message):
    __slots__ = ("seat", "marker", "actions_left")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    MARKER_FIELD_NUMBER: _ClassVar[int]
    ACTIONS_LEFT_FIELD_NUMBER: _ClassVar[int]
    seat: int
    marker: BonusMarker
    actions_left: int
    def __init__(self, seat: _Optional[int] = ..., marker: _Optional[_Union[BonusMarker, str]] = ..., actions_left: _Optional[int] = ...) -> None: ...

class TradingPostsExchanged(_message.Message):
    __slots__ = ("seat", "city", "space")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    CITY_FIELD_NUMBER: _ClassVar[int]
    SPACE_FIELD_NUMBER: _ClassVar[int]
    seat: int
    city: City
    space: int
    def __init__(self, seat: _Optional[int] = ..., city: _Optional[_Union[City, str]] = ..., space: _Optional[int] = ...) -> None: ...

class BonusMarkerPlaced(_message.Message):
    __slots__ = ("seat", "route", "marker")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    ROUTE_FIELD_NUMBER: _ClassVar[int]
    MARKER_FIELD_NUMBER: _ClassVar[int]
    seat: int
    route: int
    marker: BonusMarker
    def __init__(self, seat: _Optional[int] = ..., route: _Optional[int] = ..., marker: _Optional[_Union[BonusMarker, str]] = ...) -> None: ...

class TurnEnded(_message.Message):
    __slots__ = ("seat", "actions_unused", "markers_kept")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    ACTIONS_UNUSED_FIELD_NUMBER: _ClassVar[int]
    MARKERS_KEPT_FIELD_NUMBER: _ClassVar[int]
    seat: int
    actions_unused: int
    markers_kept: int
    def __init__(self, seat: _Optional[int] = ..., actions_unused: _Optional[int] = ..., markers_kept: _Optional[int] = ...) -> None: ...

class GameEnded(_message.Message):
    __slots__ = ("reasons", "scores", "winners")
    REASONS_FIELD_NUMBER: _ClassVar[int]
    SCORES_FIELD_NUMBER: _ClassVar[int]
    WINNERS_FIELD_NUMBER: _ClassVar[int]
    reasons: _containers.RepeatedScalarFieldContainer[EndReason]
    scores: _containers.RepeatedCompositeFieldContainer[FinalScore]
    winners: _containers.RepeatedScalarFieldContainer[int]
    def __init__(self, reasons: _Optional[_Iterable[_Union[EndReason, str]]] = ..., scores: _Optional[_Iterable[_Union[FinalScore, _Mapping]]] = ..., winners: _Optional[_Iterable[int]] = ...) -> None: ...

class CityCard(_message.Message):
    __slots__ = ("city", "name", "ability", "east_west", "coellen")
    CITY_FIELD_NUMBER: _ClassVar[int]
    NAME_FIELD_NUMBER: _ClassVar[int]
    ABILITY_FIELD_NUMBER: _ClassVar[int]
    EAST_WEST_FIELD_NUMBER: _ClassVar[int]
    COELLEN_FIELD_NUMBER: _ClassVar[int]
    city: City
    name: str
    ability: Ability
    east_west: bool
    coellen: bool
    def __init__(self, city: _Optional[_Union[City, str]] = ..., name: _Optional[str] = ..., ability: _Optional[_Union[Ability, str]] = ..., east_west: _Optional[bool] = ..., coellen: _Optional[bool] = ...) -> None: ...

class TradingPostSpace(_message.Message):
    __slots__ = ("privilege", "shape", "coin")
    PRIVILEGE_FIELD_NUMBER: _ClassVar[int]
    SHAPE_FIELD_NUMBER: _ClassVar[int]
    COIN_FIELD_NUMBER: _ClassVar[int]
    privilege: Privilege
    shape: Shape
    coin: bool
    def __init__(self, privilege: _Optional[_Union[Privilege, str]] = ..., shape: _Optional[_Union[Shape, str]] = ..., coin: _Optional[bool] = ...) -> None: ...

class CityOnBoard(_message.Message):
    __slots__ = ("city", "spaces", "position", "neighbours")
    CITY_FIELD_NUMBER: _ClassVar[int]
    SPACES_FIELD_NUMBER: _ClassVar[int]
    POSITION_FIELD_NUMBER: _ClassVar[int]
    NEIGHBOURS_FIELD_NUMBER: _ClassVar[int]
    city: City
    spaces: _containers.RepeatedCompositeFieldContainer[TradingPostSpace]
    position: _engine_pb2.Point
    neighbours: _containers.RepeatedScalarFieldContainer[City]
    def __init__(self, city: _Optional[_Union[City, str]] = ..., spaces: _Optional[_Iterable[_Union[TradingPostSpace, _Mapping]]] = ..., position: _Optional[_Union[_engine_pb2.Point, _Mapping]] = ..., neighbours: _Optional[_Iterable[_Union[City, str]]] = ...) -> None: ...

class TradeRoute(_message.Message):
    __slots__ = ("id", "cities", "posts", "tavern")
    ID_FIELD_NUMBER: _ClassVar[int]
    CITIES_FIELD_NUMBER: _ClassVar[int]
    POSTS_FIELD_NUMBER: _ClassVar[int]
    TAVERN_FIELD_NUMBER: _ClassVar[int]
    id: int
    cities: _containers.RepeatedScalarFieldContainer[City]
    posts: _containers.RepeatedCompositeFieldContainer[_engine_pb2.Point]
    tavern: bool
    def __init__(self, id: _Optional[int] = ..., cities: _Optional[_Iterable[_Union[City, str]]] = ..., posts: _Optional[_Iterable[_Union[_engine_pb2.Point, _Mapping]]] = ..., tavern: _Optional[bool] = ...) -> None: ...

class BoardSideRules(_message.Message):
    __slots__ = ("side", "source", "player_counts", "cities", "routes", "size", "positions_source")
    SIDE_FIELD_NUMBER: _ClassVar[int]
    SOURCE_FIELD_NUMBER: _ClassVar[int]
    PLAYER_COUNTS_FIELD_NUMBER: _ClassVar[int]
    CITIES_FIELD_NUMBER: _ClassVar[int]
    ROUTES_FIELD_NUMBER: _ClassVar[int]
    SIZE_FIELD_NUMBER: _ClassVar[int]
    POSITIONS_SOURCE_FIELD_NUMBER: _ClassVar[int]
    side: BoardSide
    source: _engine_pb2.DataSource
    player_counts: _containers.RepeatedScalarFieldContainer[int]
    cities: _containers.RepeatedCompositeFieldContainer[CityOnBoard]
    routes: _containers.RepeatedCompositeFieldContainer[TradeRoute]
    size: _engine_pb2.Point
    positions_source: _engine_pb2.DataSource
    def __init__(self, side: _Optional[_Union[BoardSide, str]] = ..., source: _Optional[_Union[_engine_pb2.DataSource, _Mapping]] = ..., player_counts: _Optional[_Iterable[int]] = ..., cities: _Optional[_Iterable[_Union[CityOnBoard, _Mapping]]] = ..., routes: _Optional[_Iterable[_Union[TradeRoute, _Mapping]]] = ..., size: _Optional[_Union[_engine_pb2.Point, _Mapping]] = ..., positions_source: _Optional[_Union[_engine_pb2.DataSource, _Mapping]] = ...) -> None: ...

class CoellenSpace(_message.Message):
    __slots__ = ("privilege", "points")
    PRIVILEGE_FIELD_NUMBER: _ClassVar[int]
    POINTS_FIELD_NUMBER: _ClassVar[int]
    privilege: Privilege
    points: int
    def __init__(self, privilege: _Optional[_Union[Privilege, str]] = ..., points: _Optional[int] = ...) -> None: ...

class DeskTrack(_message.Message):
    __slots__ = ("ability", "latin", "values", "privileges", "all_at_top", "covered_by")
    ABILITY_FIELD_NUMBER: _ClassVar[int]
    LATIN_FIELD_NUMBER: _ClassVar[int]
    VALUES_FIELD_NUMBER: _ClassVar[int]
    PRIVILEGES_FIELD_NUMBER: _ClassVar[int]
    ALL_AT_TOP_FIELD_NUMBER: _ClassVar[int]
    COVERED_BY_FIELD_NUMBER: _ClassVar[int]
    ability: Ability
    latin: str
    values: _containers.RepeatedScalarFieldContainer[int]
    privileges: _containers.RepeatedScalarFieldContainer[Privilege]
    all_at_top: bool
    covered_by: Shape
    def __init__(self, ability: _Optional[_Union[Ability, str]] = ..., latin: _Optional[str] = ..., values: _Optional[_Iterable[int]] = ..., privileges: _Optional[_Iterable[_Union[Privilege, str]]] = ..., all_at_top: _Optional[bool] = ..., covered_by: _Optional[_Union[Shape, str]] = ...) -> None: ...

class StartingSupply(_message.Message):
    __slots__ = ("traders", "merchants")
    TRADERS_FIELD_NUMBER: _ClassVar[int]
    MERCHANTS_FIELD_NUMBER: _ClassVar[int]
    traders: int
    merchants: int
    def __init__(self, traders: _Optional[int] = ..., merchants: _Optional[int] = ...) -> None: ...

class BonusMarkerCount(_message.Message):
    __slots__ = ("marker", "count")
    MARKER_FIELD_NUMBER: _ClassVar[int]
    COUNT_FIELD_NUMBER: _ClassVar[int]
    marker: BonusMarker
    count: int
    def __init__(self, marker: _Optional[_Union[BonusMarker, str]] = ..., count: _Optional[int] = ...) -> None: ...

class MarkerScoring(_message.Message):
    __slots__ = ("at_least", "points")
    AT_LEAST_FIELD_NUMBER: _ClassVar[int]
    POINTS_FIELD_NUMBER: _ClassVar[int]
    at_least: int
    points: int
    def __init__(self, at_least: _Optional[int] = ..., points: _Optional[int] = ...) -> None: ...

class DeskAndScoring(_message.Message):
    __slots__ = ("source", "tracks", "fully_developed_points", "fully_developed_excludes", "traders", "merchants", "traders_on_prestige_track", "starting_supply", "displace_trader", "displace_merchant", "start_markers", "supply_markers", "move_three_tradesmen", "three_actions", "four_actions", "marker_scoring", "city_control_points", "end_prestige", "end_completed_cities", "east_west_awards", "coellen_spaces")
    SOURCE_FIELD_NUMBER: _ClassVar[int]
    TRACKS_FIELD_NUMBER: _ClassVar[int]
    FULLY_DEVELOPED_POINTS_FIELD_NUMBER: _ClassVar[int]
    FULLY_DEVELOPED_EXCLUDES_FIELD_NUMBER: _ClassVar[int]
    TRADERS_FIELD_NUMBER: _ClassVar[int]
    MERCHANTS_FIELD_NUMBER: _ClassVar[int]
    TRADERS_ON_PRESTIGE_TRACK_FIELD_NUMBER: _ClassVar[int]
    STARTING_SUPPLY_FIELD_NUMBER: _ClassVar[int]
    DISPLACE_TRADER_FIELD_NUMBER: _ClassVar[int]
    DISPLACE_MERCHANT_FIELD_NUMBER: _ClassVar[int]
    START_MARKERS_FIELD_NUMBER: _ClassVar[int]
    SUPPLY_MARKERS_FIELD_NUMBER: _ClassVar[int]
    MOVE_THREE_TRADESMEN_FIELD_NUMBER: _ClassVar[int]
    THREE_ACTIONS_FIELD_NUMBER: _ClassVar[int]
    FOUR_ACTIONS_FIELD_NUMBER: _ClassVar[int]
    MARKER_SCORING_FIELD_NUMBER: _ClassVar[int]
    CITY_CONTROL_POINTS_FIELD_NUMBER: _ClassVar[int]
    END_PRESTIGE_FIELD_NUMBER: _ClassVar[int]
    END_COMPLETED_CITIES_FIELD_NUMBER: _ClassVar[int]
    EAST_WEST_AWARDS_FIELD_NUMBER: _ClassVar[int]
    COELLEN_SPACES_FIELD_NUMBER: _ClassVar[int]
    source: _engine_pb2.DataSource
    tracks: _containers.RepeatedCompositeFieldContainer[DeskTrack]
    fully_developed_points: int
    fully_developed_excludes: _containers.RepeatedScalarFieldContainer[Ability]
    traders: int
    merchants: int
    traders_on_prestige_track: int
    starting_supply: _containers.RepeatedCompositeFieldContainer[StartingSupply]
    displace_trader: int
    displace_merchant: int
    start_markers: _containers.RepeatedScalarFieldContainer[BonusMarker]
    supply_markers: _containers.RepeatedCompositeFieldContainer[BonusMarkerCount]
    move_three_tradesmen: int
    three_actions: int
    four_actions: int
    marker_scoring: _containers.RepeatedCompositeFieldContainer[MarkerScoring]
    city_control_points: int
    end_prestige: int
    end_completed_cities: int
    east_west_awards: _containers.RepeatedScalarFieldContainer[int]
    coellen_spaces: _containers.RepeatedCompositeFieldContainer[CoellenSpace]
    def __init__(self, source: _Optional[_Union[_engine_pb2.DataSource, _Mapping]] = ..., tracks: _Optional[_Iterable[_Union[DeskTrack, _Mapping]]] = ..., fully_developed_points: _Optional[int] = ..., fully_developed_excludes: _Optional[_Iterable[_Union[Ability, str]]] = ..., traders: _Optional[int] = ..., merchants: _Optional[int] = ..., traders_on_prestige_track: _Optional[int] = ..., starting_supply: _Optional[_Iterable[_Union[StartingSupply, _Mapping]]] = ..., displace_trader: _Optional[int] = ..., displace_merchant: _Optional[int] = ..., start_markers: _Optional[_Iterable[_Union[BonusMarker, str]]] = ..., supply_markers: _Optional[_Iterable[_Union[BonusMarkerCount, _Mapping]]] = ..., move_three_tradesmen: _Optional[int] = ..., three_actions: _Optional[int] = ..., four_actions: _Optional[int] = ..., marker_scoring: _Optional[_Iterable[_Union[MarkerScoring, _Mapping]]] = ..., city_control_points: _Optional[int] = ..., end_prestige: _Optional[int] = ..., end_completed_cities: _Optional[int] = ..., east_west_awards: _Optional[_Iterable[int]] = ..., coellen_spaces: _Optional[_Iterable[_Union[CoellenSpace, _Mapping]]] = ...) -> None: ...

class Rules(_message.Message):
    __slots__ = ("edition", "cities", "cities_source", "boards", "desk")
    EDITION_FIELD_NUMBER: _ClassVar[int]
    CITIES_FIELD_NUMBER: _ClassVar[int]
    CITIES_SOURCE_FIELD_NUMBER: _ClassVar[int]
    BOARDS_FIELD_NUMBER: _ClassVar[int]
    DESK_FIELD_NUMBER: _ClassVar[int]
    edition: _engine_pb2.EditionHeader
    cities: _containers.RepeatedCompositeFieldContainer[CityCard]
    cities_source: _engine_pb2.DataSource
    boards: _containers.RepeatedCompositeFieldContainer[BoardSideRules]
    desk: DeskAndScoring
    def __init__(self, edition: _Optional[_Union[_engine_pb2.EditionHeader, _Mapping]] = ..., cities: _Optional[_Iterable[_Union[CityCard, _Mapping]]] = ..., cities_source: _Optional[_Union[_engine_pb2.DataSource, _Mapping]] = ..., boards: _Optional[_Iterable[_Union[BoardSideRules, _Mapping]]] = ..., desk: _Optional[_Union[DeskAndScoring, _Mapping]] = ...) -> None: ...
