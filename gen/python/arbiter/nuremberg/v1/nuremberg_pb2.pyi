from arbiter.v1 import engine_pb2 as _engine_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class StartingLayout(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    STARTING_LAYOUT_UNSPECIFIED: _ClassVar[StartingLayout]
    STARTING_LAYOUT_BEGINNER: _ClassVar[StartingLayout]
    STARTING_LAYOUT_ADVANCED: _ClassVar[StartingLayout]

class Phase(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    PHASE_UNSPECIFIED: _ClassVar[Phase]
    PHASE_SETUP_CUSTOMS_POST: _ClassVar[Phase]
    PHASE_SETUP_SETTLEMENT: _ClassVar[Phase]
    PHASE_DRAW_EVENT_CARD: _ClassVar[Phase]
    PHASE_DISCARD: _ClassVar[Phase]
    PHASE_MOVE_ROBBER_KNIGHT: _ClassVar[Phase]
    PHASE_STEAL: _ClassVar[Phase]
    PHASE_FREE_CLAY: _ClassVar[Phase]
    PHASE_TRADE_AND_BUILD: _ClassVar[Phase]
    PHASE_TRADE_ANSWERS: _ClassVar[Phase]
    PHASE_TRADE_CHOICE: _ClassVar[Phase]
    PHASE_GAME_OVER: _ClassVar[Phase]
    PHASE_ROAD_TOLL: _ClassVar[Phase]

class Material(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    MATERIAL_UNSPECIFIED: _ClassVar[Material]
    MATERIAL_WOOD: _ClassVar[Material]
    MATERIAL_CLAY: _ClassVar[Material]
    MATERIAL_ORE: _ClassVar[Material]
    MATERIAL_GRAIN: _ClassVar[Material]
    MATERIAL_WOOL: _ClassVar[Material]
    MATERIAL_GOLD: _ClassVar[Material]

class TradeGood(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    TRADE_GOOD_UNSPECIFIED: _ClassVar[TradeGood]
    TRADE_GOOD_PAPER: _ClassVar[TradeGood]
    TRADE_GOOD_ARMOR: _ClassVar[TradeGood]
    TRADE_GOOD_HELMETS: _ClassVar[TradeGood]
    TRADE_GOOD_COMPASSES: _ClassVar[TradeGood]
    TRADE_GOOD_TRINKETS: _ClassVar[TradeGood]

class CouncilCard(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    COUNCIL_CARD_UNSPECIFIED: _ClassVar[CouncilCard]
    COUNCIL_CARD_GREAT_COUNCIL: _ClassVar[CouncilCard]
    COUNCIL_CARD_SMALL_COUNCIL: _ClassVar[CouncilCard]
    COUNCIL_CARD_COUNCIL_OF_SEVEN: _ClassVar[CouncilCard]

class EventCardKind(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    EVENT_CARD_KIND_UNSPECIFIED: _ClassVar[EventCardKind]
    EVENT_CARD_KIND_YIELD_ONLY: _ClassVar[EventCardKind]
    EVENT_CARD_KIND_YEARS_PASS: _ClassVar[EventCardKind]
    EVENT_CARD_KIND_MARGRAVE: _ClassVar[EventCardKind]
    EVENT_CARD_KIND_FREE_CLAY: _ClassVar[EventCardKind]
    EVENT_CARD_KIND_ROAD_TOLL: _ClassVar[EventCardKind]
    EVENT_CARD_KIND_ROBBER_KNIGHT: _ClassVar[EventCardKind]

class TradeAnswer(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    TRADE_ANSWER_UNSPECIFIED: _ClassVar[TradeAnswer]
    TRADE_ANSWER_ACCEPTED: _ClassVar[TradeAnswer]
    TRADE_ANSWER_DECLINED: _ClassVar[TradeAnswer]
    TRADE_ANSWER_COUNTERED: _ClassVar[TradeAnswer]

class EndReason(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    END_REASON_UNSPECIFIED: _ClassVar[EndReason]
    END_REASON_VICTORY_POINTS: _ClassVar[EndReason]
    END_REASON_TIMELINE: _ClassVar[EndReason]

class BlindDrawReason(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    BLIND_DRAW_REASON_UNSPECIFIED: _ClassVar[BlindDrawReason]
    BLIND_DRAW_REASON_ROBBER_KNIGHT: _ClassVar[BlindDrawReason]
    BLIND_DRAW_REASON_ROAD_TOLL: _ClassVar[BlindDrawReason]

class Terrain(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    TERRAIN_UNSPECIFIED: _ClassVar[Terrain]
    TERRAIN_FOREST: _ClassVar[Terrain]
    TERRAIN_HILLS: _ClassVar[Terrain]
    TERRAIN_MOUNTAINS: _ClassVar[Terrain]
    TERRAIN_FIELDS: _ClassVar[Terrain]
    TERRAIN_PASTURE: _ClassVar[Terrain]
    TERRAIN_ROBBER_KNIGHT_CASTLE: _ClassVar[Terrain]
    TERRAIN_CITY: _ClassVar[Terrain]

class CityCentre(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    CITY_CENTRE_UNSPECIFIED: _ClassVar[CityCentre]
    CITY_CENTRE_MAIN_MARKET: _ClassVar[CityCentre]
    CITY_CENTRE_BUILDING_YARD: _ClassVar[CityCentre]
STARTING_LAYOUT_UNSPECIFIED: StartingLayout
STARTING_LAYOUT_BEGINNER: StartingLayout
STARTING_LAYOUT_ADVANCED: StartingLayout
PHASE_UNSPECIFIED: Phase
PHASE_SETUP_CUSTOMS_POST: Phase
PHASE_SETUP_SETTLEMENT: Phase
PHASE_DRAW_EVENT_CARD: Phase
PHASE_DISCARD: Phase
PHASE_MOVE_ROBBER_KNIGHT: Phase
PHASE_STEAL: Phase
PHASE_FREE_CLAY: Phase
PHASE_TRADE_AND_BUILD: Phase
PHASE_TRADE_ANSWERS: Phase
PHASE_TRADE_CHOICE: Phase
PHASE_GAME_OVER: Phase
PHASE_ROAD_TOLL: Phase
MATERIAL_UNSPECIFIED: Material
MATERIAL_WOOD: Material
MATERIAL_CLAY: Material
MATERIAL_ORE: Material
MATERIAL_GRAIN: Material
MATERIAL_WOOL: Material
MATERIAL_GOLD: Material
TRADE_GOOD_UNSPECIFIED: TradeGood
TRADE_GOOD_PAPER: TradeGood
TRADE_GOOD_ARMOR: TradeGood
TRADE_GOOD_HELMETS: TradeGood
TRADE_GOOD_COMPASSES: TradeGood
TRADE_GOOD_TRINKETS: TradeGood
COUNCIL_CARD_UNSPECIFIED: CouncilCard
COUNCIL_CARD_GREAT_COUNCIL: CouncilCard
COUNCIL_CARD_SMALL_COUNCIL: CouncilCard
COUNCIL_CARD_COUNCIL_OF_SEVEN: CouncilCard
EVENT_CARD_KIND_UNSPECIFIED: EventCardKind
EVENT_CARD_KIND_YIELD_ONLY: EventCardKind
EVENT_CARD_KIND_YEARS_PASS: EventCardKind
EVENT_CARD_KIND_MARGRAVE: EventCardKind
EVENT_CARD_KIND_FREE_CLAY: EventCardKind
EVENT_CARD_KIND_ROAD_TOLL: EventCardKind
EVENT_CARD_KIND_ROBBER_KNIGHT: EventCardKind
TRADE_ANSWER_UNSPECIFIED: TradeAnswer
TRADE_ANSWER_ACCEPTED: TradeAnswer
TRADE_ANSWER_DECLINED: TradeAnswer
TRADE_ANSWER_COUNTERED: TradeAnswer
END_REASON_UNSPECIFIED: EndReason
END_REASON_VICTORY_POINTS: EndReason
END_REASON_TIMELINE: EndReason
BLIND_DRAW_REASON_UNSPECIFIED: BlindDrawReason
BLIND_DRAW_REASON_ROBBER_KNIGHT: BlindDrawReason
BLIND_DRAW_REASON_ROAD_TOLL: BlindDrawReason
TERRAIN_UNSPECIFIED: Terrain
TERRAIN_FOREST: Terrain
TERRAIN_HILLS: Terrain
TERRAIN_MOUNTAINS: Terrain
TERRAIN_FIELDS: Terrain
TERRAIN_PASTURE: Terrain
TERRAIN_ROBBER_KNIGHT_CASTLE: Terrain
TERRAIN_CITY: Terrain
CITY_CENTRE_UNSPECIFIED: CityCentre
CITY_CENTRE_MAIN_MARKET: CityCentre
CITY_CENTRE_BUILDING_YARD: CityCentre

class Materials(_message.Message):
    __slots__ = ("wood", "clay", "ore", "grain", "wool")
    WOOD_FIELD_NUMBER: _ClassVar[int]
    CLAY_FIELD_NUMBER: _ClassVar[int]
    ORE_FIELD_NUMBER: _ClassVar[int]
    GRAIN_FIELD_NUMBER: _ClassVar[int]
    WOOL_FIELD_NUMBER: _ClassVar[int]
    wood: int
    clay: int
    ore: int
    grain: int
    wool: int
    def __init__(self, wood: _Optional[int] = ..., clay: _Optional[int] = ..., ore: _Optional[int] = ..., grain: _Optional[int] = ..., wool: _Optional[int] = ...) -> None: ...

class Bundle(_message.Message):
    __slots__ = ("wood", "clay", "ore", "grain", "wool", "gold")
    WOOD_FIELD_NUMBER: _ClassVar[int]
    CLAY_FIELD_NUMBER: _ClassVar[int]
    ORE_FIELD_NUMBER: _ClassVar[int]
    GRAIN_FIELD_NUMBER: _ClassVar[int]
    WOOL_FIELD_NUMBER: _ClassVar[int]
    GOLD_FIELD_NUMBER: _ClassVar[int]
    wood: int
    clay: int
    ore: int
    grain: int
    wool: int
    gold: int
    def __init__(self, wood: _Optional[int] = ..., clay: _Optional[int] = ..., ore: _Optional[int] = ..., grain: _Optional[int] = ..., wool: _Optional[int] = ..., gold: _Optional[int] = ...) -> None: ...

class Player(_message.Message):
    __slots__ = ("colour", "hand", "hand_size", "gold", "prestige", "council_card")
    COLOUR_FIELD_NUMBER: _ClassVar[int]
    HAND_FIELD_NUMBER: _ClassVar[int]
    HAND_SIZE_FIELD_NUMBER: _ClassVar[int]
    GOLD_FIELD_NUMBER: _ClassVar[int]
    PRESTIGE_FIELD_NUMBER: _ClassVar[int]
    COUNCIL_CARD_FIELD_NUMBER: _ClassVar[int]
    colour: str
    hand: Materials
    hand_size: int
    gold: int
    prestige: int
    council_card: CouncilCard
    def __init__(self, colour: _Optional[str] = ..., hand: _Optional[_Union[Materials, _Mapping]] = ..., hand_size: _Optional[int] = ..., gold: _Optional[int] = ..., prestige: _Optional[int] = ..., council_card: _Optional[_Union[CouncilCard, str]] = ...) -> None: ...

class TradeReply(_message.Message):
    __slots__ = ("seat", "answer", "give", "get")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    ANSWER_FIELD_NUMBER: _ClassVar[int]
    GIVE_FIELD_NUMBER: _ClassVar[int]
    GET_FIELD_NUMBER: _ClassVar[int]
    seat: int
    answer: TradeAnswer
    give: Bundle
    get: Bundle
    def __init__(self, seat: _Optional[int] = ..., answer: _Optional[_Union[TradeAnswer, str]] = ..., give: _Optional[_Union[Bundle, _Mapping]] = ..., get: _Optional[_Union[Bundle, _Mapping]] = ...) -> None: ...

class TradeOffer(_message.Message):
    __slots__ = ("proposer", "give", "get", "replies")
    PROPOSER_FIELD_NUMBER: _ClassVar[int]
    GIVE_FIELD_NUMBER: _ClassVar[int]
    GET_FIELD_NUMBER: _ClassVar[int]
    REPLIES_FIELD_NUMBER: _ClassVar[int]
    proposer: int
    give: Bundle
    get: Bundle
    replies: _containers.RepeatedCompositeFieldContainer[TradeReply]
    def __init__(self, proposer: _Optional[int] = ..., give: _Optional[_Union[Bundle, _Mapping]] = ..., get: _Optional[_Union[Bundle, _Mapping]] = ..., replies: _Optional[_Iterable[_Union[TradeReply, _Mapping]]] = ...) -> None: ...

class CouncilChoice(_message.Message):
    __slots__ = ("seat", "candidates")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    CANDIDATES_FIELD_NUMBER: _ClassVar[int]
    seat: int
    candidates: _containers.RepeatedScalarFieldContainer[int]
    def __init__(self, seat: _Optional[int] = ..., candidates: _Optional[_Iterable[int]] = ...) -> None: ...

class TollDebt(_message.Message):
    __slots__ = ("road", "holder", "debtor", "gold")
    ROAD_FIELD_NUMBER: _ClassVar[int]
    HOLDER_FIELD_NUMBER: _ClassVar[int]
    DEBTOR_FIELD_NUMBER: _ClassVar[int]
    GOLD_FIELD_NUMBER: _ClassVar[int]
    road: str
    holder: int
    debtor: int
    gold: int
    def __init__(self, road: _Optional[str] = ..., holder: _Optional[int] = ..., debtor: _Optional[int] = ..., gold: _Optional[int] = ...) -> None: ...

class State(_message.Message):
    __slots__ = ("rng", "layout", "players", "phase", "turn_seat", "turn_number", "customs_posts", "settlements", "toll_rights", "robber_knight", "craft_workshops", "city_walls", "towers", "supply", "deck", "deck_size", "discard_pile", "year", "setup_order", "setup_step", "setup_road", "discards_owed", "free_clay_queue", "trade", "offers_this_turn", "council_choice", "end_reason", "victor", "toll_debts", "edition")
    class CustomsPostsEntry(_message.Message):
        __slots__ = ("key", "value")
        KEY_FIELD_NUMBER: _ClassVar[int]
        VALUE_FIELD_NUMBER: _ClassVar[int]
        key: str
        value: int
        def __init__(self, key: _Optional[str] = ..., value: _Optional[int] = ...) -> None: ...
    class SettlementsEntry(_message.Message):
        __slots__ = ("key", "value")
        KEY_FIELD_NUMBER: _ClassVar[int]
        VALUE_FIELD_NUMBER: _ClassVar[int]
        key: str
        value: int
        def __init__(self, key: _Optional[str] = ..., value: _Optional[int] = ...) -> None: ...
    class TollRightsEntry(_message.Message):
        __slots__ = ("key", "value")
        KEY_FIELD_NUMBER: _ClassVar[int]
        VALUE_FIELD_NUMBER: _ClassVar[int]
        key: str
        value: int
        def __init__(self, key: _Optional[str] = ..., value: _Optional[int] = ...) -> None: ...
    class CraftWorkshopsEntry(_message.Message):
        __slots__ = ("key", "value")
        KEY_FIELD_NUMBER: _ClassVar[int]
        VALUE_FIELD_NUMBER: _ClassVar[int]
        key: str
        value: int
        def __init__(self, key: _Optional[str] = ..., value: _Optional[int] = ...) -> None: ...
    class TowersEntry(_message.Message):
        __slots__ = ("key", "value")
        KEY_FIELD_NUMBER: _ClassVar[int]
        VALUE_FIELD_NUMBER: _ClassVar[int]
        key: str
        value: int
        def __init__(self, key: _Optional[str] = ..., value: _Optional[int] = ...) -> None: ...
    RNG_FIELD_NUMBER: _ClassVar[int]
    LAYOUT_FIELD_NUMBER: _ClassVar[int]
    PLAYERS_FIELD_NUMBER: _ClassVar[int]
    PHASE_FIELD_NUMBER: _ClassVar[int]
    TURN_SEAT_FIELD_NUMBER: _ClassVar[int]
    TURN_NUMBER_FIELD_NUMBER: _ClassVar[int]
    CUSTOMS_POSTS_FIELD_NUMBER: _ClassVar[int]
    SETTLEMENTS_FIELD_NUMBER: _ClassVar[int]
    TOLL_RIGHTS_FIELD_NUMBER: _ClassVar[int]
    ROBBER_KNIGHT_FIELD_NUMBER: _ClassVar[int]
    CRAFT_WORKSHOPS_FIELD_NUMBER: _ClassVar[int]
    CITY_WALLS_FIELD_NUMBER: _ClassVar[int]
    TOWERS_FIELD_NUMBER: _ClassVar[int]
    SUPPLY_FIELD_NUMBER: _ClassVar[int]
    DECK_FIELD_NUMBER: _ClassVar[int]
    DECK_SIZE_FIELD_NUMBER: _ClassVar[int]
    DISCARD_PILE_FIELD_NUMBER: _ClassVar[int]
    YEAR_FIELD_NUMBER: _ClassVar[int]
    SETUP_ORDER_FIELD_NUMBER: _ClassVar[int]
    SETUP_STEP_FIELD_NUMBER: _ClassVar[int]
    SETUP_ROAD_FIELD_NUMBER: _ClassVar[int]
    DISCARDS_OWED_FIELD_NUMBER: _ClassVar[int]
    FREE_CLAY_QUEUE_FIELD_NUMBER: _ClassVar[int]
    TRADE_FIELD_NUMBER: _ClassVar[int]
    OFFERS_THIS_TURN_FIELD_NUMBER: _ClassVar[int]
    COUNCIL_CHOICE_FIELD_NUMBER: _ClassVar[int]
    END_REASON_FIELD_NUMBER: _ClassVar[int]
    VICTOR_FIELD_NUMBER: _ClassVar[int]
    TOLL_DEBTS_FIELD_NUMBER: _ClassVar[int]
    EDITION_FIELD_NUMBER: _ClassVar[int]
    rng: _engine_pb2.RngState
    layout: StartingLayout
    players: _containers.RepeatedCompositeFieldContainer[Player]
    phase: Phase
    turn_seat: int
    turn_number: int
    customs_posts: _containers.ScalarMap[str, int]
    settlements: _containers.ScalarMap[str, int]
    toll_rights: _containers.ScalarMap[str, int]
    robber_knight: str
    craft_workshops: _containers.ScalarMap[str, int]
    city_walls: _containers.RepeatedScalarFieldContainer[int]
    towers: _containers.ScalarMap[str, int]
    supply: Materials
    deck: _containers.RepeatedScalarFieldContainer[str]
    deck_size: int
    discard_pile: _containers.RepeatedScalarFieldContainer[str]
    year: int
    setup_order: _containers.RepeatedScalarFieldContainer[int]
    setup_step: int
    setup_road: str
    discards_owed: _containers.RepeatedScalarFieldContainer[int]
    free_clay_queue: _containers.RepeatedScalarFieldContainer[int]
    trade: TradeOffer
    offers_this_turn: int
    council_choice: CouncilChoice
    end_reason: EndReason
    victor: int
    toll_debts: _containers.RepeatedCompositeFieldContainer[TollDebt]
    edition: _engine_pb2.EditionRef
    def __init__(self, rng: _Optional[_Union[_engine_pb2.RngState, _Mapping]] = ..., layout: _Optional[_Union[StartingLayout, str]] = ..., players: _Optional[_Iterable[_Union[Player, _Mapping]]] = ..., phase: _Optional[_Union[Phase, str]] = ..., turn_seat: _Optional[int] = ..., turn_number: _Optional[int] = ..., customs_posts: _Optional[_Mapping[str, int]] = ..., settlements: _Optional[_Mapping[str, int]] = ..., toll_rights: _Optional[_Mapping[str, int]] = ..., robber_knight: _Optional[str] = ..., craft_workshops: _Optional[_Mapping[str, int]] = ..., city_walls: _Optional[_Iterable[int]] = ..., towers: _Optional[_Mapping[str, int]] = ..., supply: _Optional[_Union[Materials, _Mapping]] = ..., deck: _Optional[_Iterable[str]] = ..., deck_size: _Optional[int] = ..., discard_pile: _Optional[_Iterable[str]] = ..., year: _Optional[int] = ..., setup_order: _Optional[_Iterable[int]] = ..., setup_step: _Optional[int] = ..., setup_road: _Optional[str] = ..., discards_owed: _Optional[_Iterable[int]] = ..., free_clay_queue: _Optional[_Iterable[int]] = ..., trade: _Optional[_Union[TradeOffer, _Mapping]] = ..., offers_this_turn: _Optional[int] = ..., council_choice: _Optional[_Union[CouncilChoice, _Mapping]] = ..., end_reason: _Optional[_Union[EndReason, str]] = ..., victor: _Optional[int] = ..., toll_debts: _Optional[_Iterable[_Union[TollDebt, _Mapping]]] = ..., edition: _Optional[_Union[_engine_pb2.EditionRef, _Mapping]] = ...) -> None: ...

class DrawEventCard(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class BuildCustomsPost(_message.Message):
    __slots__ = ("section",)
    SECTION_FIELD_NUMBER: _ClassVar[int]
    section: str
    def __init__(self, section: _Optional[str] = ...) -> None: ...

class BuildSettlement(_message.Message):
    __slots__ = ("crossing",)
    CROSSING_FIELD_NUMBER: _ClassVar[int]
    crossing: str
    def __init__(self, crossing: _Optional[str] = ...) -> None: ...

class BuildCraftWorkshop(_message.Message):
    __slots__ = ("space",)
    SPACE_FIELD_NUMBER: _ClassVar[int]
    space: str
    def __init__(self, space: _Optional[str] = ...) -> None: ...

class BuildCityWall(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class BuildTower(_message.Message):
    __slots__ = ("space",)
    SPACE_FIELD_NUMBER: _ClassVar[int]
    space: str
    def __init__(self, space: _Optional[str] = ...) -> None: ...

class ProduceTradeGood(_message.Message):
    __slots__ = ("good",)
    GOOD_FIELD_NUMBER: _ClassVar[int]
    good: TradeGood
    def __init__(self, good: _Optional[_Union[TradeGood, str]] = ...) -> None: ...

class TradeWithBank(_message.Message):
    __slots__ = ("give", "get")
    GIVE_FIELD_NUMBER: _ClassVar[int]
    GET_FIELD_NUMBER: _ClassVar[int]
    give: Material
    get: Material
    def __init__(self, give: _Optional[_Union[Material, str]] = ..., get: _Optional[_Union[Material, str]] = ...) -> None: ...

class OfferTrade(_message.Message):
    __slots__ = ("give", "get")
    GIVE_FIELD_NUMBER: _ClassVar[int]
    GET_FIELD_NUMBER: _ClassVar[int]
    give: Bundle
    get: Bundle
    def __init__(self, give: _Optional[_Union[Bundle, _Mapping]] = ..., get: _Optional[_Union[Bundle, _Mapping]] = ...) -> None: ...

class AcceptTrade(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class DeclineTrade(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class CounterTrade(_message.Message):
    __slots__ = ("give", "get")
    GIVE_FIELD_NUMBER: _ClassVar[int]
    GET_FIELD_NUMBER: _ClassVar[int]
    give: Bundle
    get: Bundle
    def __init__(self, give: _Optional[_Union[Bundle, _Mapping]] = ..., get: _Optional[_Union[Bundle, _Mapping]] = ...) -> None: ...

class ConfirmTrade(_message.Message):
    __slots__ = ("partner",)
    PARTNER_FIELD_NUMBER: _ClassVar[int]
    partner: int
    def __init__(self, partner: _Optional[int] = ...) -> None: ...

class WithdrawTrade(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class Discard(_message.Message):
    __slots__ = ("cards",)
    CARDS_FIELD_NUMBER: _ClassVar[int]
    cards: Materials
    def __init__(self, cards: _Optional[_Union[Materials, _Mapping]] = ...) -> None: ...

class MoveRobberKnight(_message.Message):
    __slots__ = ("terrain",)
    TERRAIN_FIELD_NUMBER: _ClassVar[int]
    terrain: str
    def __init__(self, terrain: _Optional[str] = ...) -> None: ...

class Steal(_message.Message):
    __slots__ = ("victim",)
    VICTIM_FIELD_NUMBER: _ClassVar[int]
    victim: int
    def __init__(self, victim: _Optional[int] = ...) -> None: ...

class DeclineSteal(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class DeclineFreeClay(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class DrawTollCards(_message.Message):
    __slots__ = ("cards",)
    CARDS_FIELD_NUMBER: _ClassVar[int]
    cards: int
    def __init__(self, cards: _Optional[int] = ...) -> None: ...

class DeclineTollCards(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class TakeCouncilCard(_message.Message):
    __slots__ = ("from_seat",)
    FROM_SEAT_FIELD_NUMBER: _ClassVar[int]
    from_seat: int
    def __init__(self, from_seat: _Optional[int] = ...) -> None: ...

class EndTurn(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class Move(_message.Message):
    __slots__ = ("draw_event_card", "build_customs_post", "build_settlement", "build_craft_workshop", "build_city_wall", "build_tower", "produce_trade_good", "trade_with_bank", "offer_trade", "accept_trade", "decline_trade", "counter_trade", "confirm_trade", "withdraw_trade", "discard", "move_robber_knight", "steal", "decline_steal", "decline_free_clay", "take_council_card", "end_turn", "draw_toll_cards", "decline_toll_cards")
    DRAW_EVENT_CARD_FIELD_NUMBER: _ClassVar[int]
    BUILD_CUSTOMS_POST_FIELD_NUMBER: _ClassVar[int]
    BUILD_SETTLEMENT_FIELD_NUMBER: _ClassVar[int]
    BUILD_CRAFT_WORKSHOP_FIELD_NUMBER: _ClassVar[int]
    BUILD_CITY_WALL_FIELD_NUMBER: _ClassVar[int]
    BUILD_TOWER_FIELD_NUMBER: _ClassVar[int]
    PRODUCE_TRADE_GOOD_FIELD_NUMBER: _ClassVar[int]
    TRADE_WITH_BANK_FIELD_NUMBER: _ClassVar[int]
    OFFER_TRADE_FIELD_NUMBER: _ClassVar[int]
    ACCEPT_TRADE_FIELD_NUMBER: _ClassVar[int]
    DECLINE_TRADE_FIELD_NUMBER: _ClassVar[int]
    COUNTER_TRADE_FIELD_NUMBER: _ClassVar[int]
    CONFIRM_TRADE_FIELD_NUMBER: _ClassVar[int]
    WITHDRAW_TRADE_FIELD_NUMBER: _ClassVar[int]
    DISCARD_FIELD_NUMBER: _ClassVar[int]
    MOVE_ROBBER_KNIGHT_FIELD_NUMBER: _ClassVar[int]
    STEAL_FIELD_NUMBER: _ClassVar[int]
    DECLINE_STEAL_FIELD_NUMBER: _ClassVar[int]
    DECLINE_FREE_CLAY_FIELD_NUMBER: _ClassVar[int]
    TAKE_COUNCIL_CARD_FIELD_NUMBER: _ClassVar[int]
    END_TURN_FIELD_NUMBER: _ClassVar[int]
    DRAW_TOLL_CARDS_FIELD_NUMBER: _ClassVar[int]
    DECLINE_TOLL_CARDS_FIELD_NUMBER: _ClassVar[int]
    draw_event_card: DrawEventCard
    build_customs_post: BuildCustomsPost
    build_settlement: BuildSettlement
    build_craft_workshop: BuildCraftWorkshop
    build_city_wall: BuildCityWall
    build_tower: BuildTower
    produce_trade_good: ProduceTradeGood
    trade_with_bank: TradeWithBank
    offer_trade: OfferTrade
    accept_trade: AcceptTrade
    decline_trade: DeclineTrade
    counter_trade: CounterTrade
    confirm_trade: ConfirmTrade
    withdraw_trade: WithdrawTrade
    discard: Discard
    move_robber_knight: MoveRobberKnight
    steal: Steal
    decline_steal: DeclineSteal
    decline_free_clay: DeclineFreeClay
    take_council_card: TakeCouncilCard
    end_turn: EndTurn
    draw_toll_cards: DrawTollCards
    decline_toll_cards: DeclineTollCards
    def __init__(self, draw_event_card: _Optional[_Union[DrawEventCard, _Mapping]] = ..., build_customs_post: _Optional[_Union[BuildCustomsPost, _Mapping]] = ..., build_settlement: _Optional[_Union[BuildSettlement, _Mapping]] = ..., build_craft_workshop: _Optional[_Union[BuildCraftWorkshop, _Mapping]] = ..., build_city_wall: _Optional[_Union[BuildCityWall, _Mapping]] = ..., build_tower: _Optional[_Union[BuildTower, _Mapping]] = ..., produce_trade_good: _Optional[_Union[ProduceTradeGood, _Mapping]] = ..., trade_with_bank: _Optional[_Union[TradeWithBank, _Mapping]] = ..., offer_trade: _Optional[_Union[OfferTrade, _Mapping]] = ..., accept_trade: _Optional[_Union[AcceptTrade, _Mapping]] = ..., decline_trade: _Optional[_Union[DeclineTrade, _Mapping]] = ..., counter_trade: _Optional[_Union[CounterTrade, _Mapping]] = ..., confirm_trade: _Optional[_Union[ConfirmTrade, _Mapping]] = ..., withdraw_trade: _Optional[_Union[WithdrawTrade, _Mapping]] = ..., discard: _Optional[_Union[Discard, _Mapping]] = ..., move_robber_knight: _Optional[_Union[MoveRobberKnight, _Mapping]] = ..., steal: _Optional[_Union[Steal, _Mapping]] = ..., decline_steal: _Optional[_Union[DeclineSteal, _Mapping]] = ..., decline_free_clay: _Optional[_Union[DeclineFreeClay, _Mapping]] = ..., take_council_card: _Optional[_Union[TakeCouncilCard, _Mapping]] = ..., end_turn: _Optional[_Union[EndTurn, _Mapping]] = ..., draw_toll_cards: _Optional[_Union[DrawTollCards, _Mapping]] = ..., decline_toll_cards: _Optional[_Union[DeclineTollCards, _Mapping]] = ...) -> None: ...

class EventCardFace(_message.Message):
    __slots__ = ("id", "kind", "number", "roads")
    ID_FIELD_NUMBER: _ClassVar[int]
    KIND_FIELD_NUMBER: _ClassVar[int]
    NUMBER_FIELD_NUMBER: _ClassVar[int]
    ROADS_FIELD_NUMBER: _ClassVar[int]
    id: str
    kind: EventCardKind
    number: int
    roads: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, id: _Optional[str] = ..., kind: _Optional[_Union[EventCardKind, str]] = ..., number: _Optional[int] = ..., roads: _Optional[_Iterable[str]] = ...) -> None: ...

class StartPlayerDraw(_message.Message):
    __slots__ = ("seat", "card")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    CARD_FIELD_NUMBER: _ClassVar[int]
    seat: int
    card: EventCardFace
    def __init__(self, seat: _Optional[int] = ..., card: _Optional[_Union[EventCardFace, _Mapping]] = ...) -> None: ...

class StartPlayerChosen(_message.Message):
    __slots__ = ("seat",)
    SEAT_FIELD_NUMBER: _ClassVar[int]
    seat: int
    def __init__(self, seat: _Optional[int] = ...) -> None: ...

class DeckShuffled(_message.Message):
    __slots__ = ("deck_size",)
    DECK_SIZE_FIELD_NUMBER: _ClassVar[int]
    deck_size: int
    def __init__(self, deck_size: _Optional[int] = ...) -> None: ...

class EventCardDrawn(_message.Message):
    __slots__ = ("seat", "card")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    CARD_FIELD_NUMBER: _ClassVar[int]
    seat: int
    card: EventCardFace
    def __init__(self, seat: _Optional[int] = ..., card: _Optional[_Union[EventCardFace, _Mapping]] = ...) -> None: ...

class ResourcesReceived(_message.Message):
    __slots__ = ("seat", "cards", "starting")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    CARDS_FIELD_NUMBER: _ClassVar[int]
    STARTING_FIELD_NUMBER: _ClassVar[int]
    seat: int
    cards: Materials
    starting: bool
    def __init__(self, seat: _Optional[int] = ..., cards: _Optional[_Union[Materials, _Mapping]] = ..., starting: _Optional[bool] = ...) -> None: ...

class TimelineAdvanced(_message.Message):
    __slots__ = ("year", "reshuffled")
    YEAR_FIELD_NUMBER: _ClassVar[int]
    RESHUFFLED_FIELD_NUMBER: _ClassVar[int]
    year: int
    reshuffled: bool
    def __init__(self, year: _Optional[int] = ..., reshuffled: _Optional[bool] = ...) -> None: ...

class RobberKnightMoved(_message.Message):
    __slots__ = ("terrain", "by_margrave")
    TERRAIN_FIELD_NUMBER: _ClassVar[int]
    BY_MARGRAVE_FIELD_NUMBER: _ClassVar[int]
    terrain: str
    by_margrave: bool
    def __init__(self, terrain: _Optional[str] = ..., by_margrave: _Optional[bool] = ...) -> None: ...

class CardsDiscarded(_message.Message):
    __slots__ = ("seat", "cards")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    CARDS_FIELD_NUMBER: _ClassVar[int]
    seat: int
    cards: Materials
    def __init__(self, seat: _Optional[int] = ..., cards: _Optional[_Union[Materials, _Mapping]] = ...) -> None: ...

class CardDrawnBlindly(_message.Message):
    __slots__ = ("from_seat", "to_seat", "material", "reason")
    FROM_SEAT_FIELD_NUMBER: _ClassVar[int]
    TO_SEAT_FIELD_NUMBER: _ClassVar[int]
    MATERIAL_FIELD_NUMBER: _ClassVar[int]
    REASON_FIELD_NUMBER: _ClassVar[int]
    from_seat: int
    to_seat: int
    material: Material
    reason: BlindDrawReason
    def __init__(self, from_seat: _Optional[int] = ..., to_seat: _Optional[int] = ..., material: _Optional[_Union[Material, str]] = ..., reason: _Optional[_Union[BlindDrawReason, str]] = ...) -> None: ...

class GoldPaid(_message.Message):
    __slots__ = ("from_seat", "to_seat", "gold", "road")
    FROM_SEAT_FIELD_NUMBER: _ClassVar[int]
    TO_SEAT_FIELD_NUMBER: _ClassVar[int]
    GOLD_FIELD_NUMBER: _ClassVar[int]
    ROAD_FIELD_NUMBER: _ClassVar[int]
    from_seat: int
    to_seat: int
    gold: int
    road: str
    def __init__(self, from_seat: _Optional[int] = ..., to_seat: _Optional[int] = ..., gold: _Optional[int] = ..., road: _Optional[str] = ...) -> None: ...

class TollUncollected(_message.Message):
    __slots__ = ("road", "seat", "gold", "waived")
    ROAD_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    GOLD_FIELD_NUMBER: _ClassVar[int]
    WAIVED_FIELD_NUMBER: _ClassVar[int]
    road: str
    seat: int
    gold: int
    waived: bool
    def __init__(self, road: _Optional[str] = ..., seat: _Optional[int] = ..., gold: _Optional[int] = ..., waived: _Optional[bool] = ...) -> None: ...

class CustomsPostBuilt(_message.Message):
    __slots__ = ("seat", "section")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    SECTION_FIELD_NUMBER: _ClassVar[int]
    seat: int
    section: str
    def __init__(self, seat: _Optional[int] = ..., section: _Optional[str] = ...) -> None: ...

class SettlementBuilt(_message.Message):
    __slots__ = ("seat", "crossing")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    CROSSING_FIELD_NUMBER: _ClassVar[int]
    seat: int
    crossing: str
    def __init__(self, seat: _Optional[int] = ..., crossing: _Optional[str] = ...) -> None: ...

class CraftWorkshopBuilt(_message.Message):
    __slots__ = ("seat", "space")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    SPACE_FIELD_NUMBER: _ClassVar[int]
    seat: int
    space: str
    def __init__(self, seat: _Optional[int] = ..., space: _Optional[str] = ...) -> None: ...

class CityWallBuilt(_message.Message):
    __slots__ = ("seat", "wall", "free_clay")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    WALL_FIELD_NUMBER: _ClassVar[int]
    FREE_CLAY_FIELD_NUMBER: _ClassVar[int]
    seat: int
    wall: str
    free_clay: bool
    def __init__(self, seat: _Optional[int] = ..., wall: _Optional[str] = ..., free_clay: _Optional[bool] = ...) -> None: ...

class TowerBuilt(_message.Message):
    __slots__ = ("seat", "space")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    SPACE_FIELD_NUMBER: _ClassVar[int]
    seat: int
    space: str
    def __init__(self, seat: _Optional[int] = ..., space: _Optional[str] = ...) -> None: ...

class TollRightChanged(_message.Message):
    __slots__ = ("road", "from_seat", "to_seat")
    ROAD_FIELD_NUMBER: _ClassVar[int]
    FROM_SEAT_FIELD_NUMBER: _ClassVar[int]
    TO_SEAT_FIELD_NUMBER: _ClassVar[int]
    road: str
    from_seat: int
    to_seat: int
    def __init__(self, road: _Optional[str] = ..., from_seat: _Optional[int] = ..., to_seat: _Optional[int] = ...) -> None: ...

class CouncilCardChanged(_message.Message):
    __slots__ = ("card", "from_seat", "to_seat")
    CARD_FIELD_NUMBER: _ClassVar[int]
    FROM_SEAT_FIELD_NUMBER: _ClassVar[int]
    TO_SEAT_FIELD_NUMBER: _ClassVar[int]
    card: CouncilCard
    from_seat: int
    to_seat: int
    def __init__(self, card: _Optional[_Union[CouncilCard, str]] = ..., from_seat: _Optional[int] = ..., to_seat: _Optional[int] = ...) -> None: ...

class TradeGoodSold(_message.Message):
    __slots__ = ("seat", "good", "cost", "gold", "toll", "toll_to")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    GOOD_FIELD_NUMBER: _ClassVar[int]
    COST_FIELD_NUMBER: _ClassVar[int]
    GOLD_FIELD_NUMBER: _ClassVar[int]
    TOLL_FIELD_NUMBER: _ClassVar[int]
    TOLL_TO_FIELD_NUMBER: _ClassVar[int]
    seat: int
    good: TradeGood
    cost: Materials
    gold: int
    toll: int
    toll_to: int
    def __init__(self, seat: _Optional[int] = ..., good: _Optional[_Union[TradeGood, str]] = ..., cost: _Optional[_Union[Materials, _Mapping]] = ..., gold: _Optional[int] = ..., toll: _Optional[int] = ..., toll_to: _Optional[int] = ...) -> None: ...

class BankTraded(_message.Message):
    __slots__ = ("seat", "give", "amount", "get")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    GIVE_FIELD_NUMBER: _ClassVar[int]
    AMOUNT_FIELD_NUMBER: _ClassVar[int]
    GET_FIELD_NUMBER: _ClassVar[int]
    seat: int
    give: Material
    amount: int
    get: Material
    def __init__(self, seat: _Optional[int] = ..., give: _Optional[_Union[Material, str]] = ..., amount: _Optional[int] = ..., get: _Optional[_Union[Material, str]] = ...) -> None: ...

class TradeOffered(_message.Message):
    __slots__ = ("seat", "give", "get")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    GIVE_FIELD_NUMBER: _ClassVar[int]
    GET_FIELD_NUMBER: _ClassVar[int]
    seat: int
    give: Bundle
    get: Bundle
    def __init__(self, seat: _Optional[int] = ..., give: _Optional[_Union[Bundle, _Mapping]] = ..., get: _Optional[_Union[Bundle, _Mapping]] = ...) -> None: ...

class TradeAnswered(_message.Message):
    __slots__ = ("reply",)
    REPLY_FIELD_NUMBER: _ClassVar[int]
    reply: TradeReply
    def __init__(self, reply: _Optional[_Union[TradeReply, _Mapping]] = ...) -> None: ...

class TradeCompleted(_message.Message):
    __slots__ = ("proposer", "partner", "give", "get")
    PROPOSER_FIELD_NUMBER: _ClassVar[int]
    PARTNER_FIELD_NUMBER: _ClassVar[int]
    GIVE_FIELD_NUMBER: _ClassVar[int]
    GET_FIELD_NUMBER: _ClassVar[int]
    proposer: int
    partner: int
    give: Bundle
    get: Bundle
    def __init__(self, proposer: _Optional[int] = ..., partner: _Optional[int] = ..., give: _Optional[_Union[Bundle, _Mapping]] = ..., get: _Optional[_Union[Bundle, _Mapping]] = ...) -> None: ...

class TradeClosed(_message.Message):
    __slots__ = ("withdrawn",)
    WITHDRAWN_FIELD_NUMBER: _ClassVar[int]
    withdrawn: bool
    def __init__(self, withdrawn: _Optional[bool] = ...) -> None: ...

class FreeClayDeclined(_message.Message):
    __slots__ = ("seat",)
    SEAT_FIELD_NUMBER: _ClassVar[int]
    seat: int
    def __init__(self, seat: _Optional[int] = ...) -> None: ...

class StealDeclined(_message.Message):
    __slots__ = ("seat",)
    SEAT_FIELD_NUMBER: _ClassVar[int]
    seat: int
    def __init__(self, seat: _Optional[int] = ...) -> None: ...

class TurnEnded(_message.Message):
    __slots__ = ("seat",)
    SEAT_FIELD_NUMBER: _ClassVar[int]
    seat: int
    def __init__(self, seat: _Optional[int] = ...) -> None: ...

class GameEnded(_message.Message):
    __slots__ = ("reason", "winners", "victory_points")
    REASON_FIELD_NUMBER: _ClassVar[int]
    WINNERS_FIELD_NUMBER: _ClassVar[int]
    VICTORY_POINTS_FIELD_NUMBER: _ClassVar[int]
    reason: EndReason
    winners: _containers.RepeatedScalarFieldContainer[int]
    victory_points: _containers.RepeatedScalarFieldContainer[int]
    def __init__(self, reason: _Optional[_Union[EndReason, str]] = ..., winners: _Optional[_Iterable[int]] = ..., victory_points: _Optional[_Iterable[int]] = ...) -> None: ...

class Event(_message.Message):
    __slots__ = ("start_player_draw", "start_player_chosen", "deck_shuffled", "event_card_drawn", "resources_received", "timeline_advanced", "robber_knight_moved", "cards_discarded", "card_drawn_blindly", "gold_paid", "toll_uncollected", "customs_post_built", "settlement_built", "craft_workshop_built", "city_wall_built", "tower_built", "toll_right_changed", "council_card_changed", "trade_good_sold", "bank_traded", "trade_offered", "trade_answered", "trade_completed", "trade_closed", "free_clay_declined", "steal_declined", "turn_ended", "game_ended")
    START_PLAYER_DRAW_FIELD_NUMBER: _ClassVar[int]
    START_PLAYER_CHOSEN_FIELD_NUMBER: _ClassVar[int]
    DECK_SHUFFLED_FIELD_NUMBER: _ClassVar[int]
    EVENT_CARD_DRAWN_FIELD_NUMBER: _ClassVar[int]
    RESOURCES_RECEIVED_FIELD_NUMBER: _ClassVar[int]
    TIMELINE_ADVANCED_FIELD_NUMBER: _ClassVar[int]
    ROBBER_KNIGHT_MOVED_FIELD_NUMBER: _ClassVar[int]
    CARDS_DISCARDED_FIELD_NUMBER: _ClassVar[int]
    CARD_DRAWN_BLINDLY_FIELD_NUMBER: _ClassVar[int]
    GOLD_PAID_FIELD_NUMBER: _ClassVar[int]
    TOLL_UNCOLLECTED_FIELD_NUMBER: _ClassVar[int]
    CUSTOMS_POST_BUILT_FIELD_NUMBER: _ClassVar[int]
    SETTLEMENT_BUILT_FIELD_NUMBER: _ClassVar[int]
    CRAFT_WORKSHOP_BUILT_FIELD_NUMBER: _ClassVar[int]
    CITY_WALL_BUILT_FIELD_NUMBER: _ClassVar[int]
    TOWER_BUILT_FIELD_NUMBER: _ClassVar[int]
    TOLL_RIGHT_CHANGED_FIELD_NUMBER: _ClassVar[int]
    COUNCIL_CARD_CHANGED_FIELD_NUMBER: _ClassVar[int]
    TRADE_GOOD_SOLD_FIELD_NUMBER: _ClassVar[int]
    BANK_TRADED_FIELD_NUMBER: _ClassVar[int]
    TRADE_OFFERED_FIELD_NUMBER: _ClassVar[int]
    TRADE_ANSWERED_FIELD_NUMBER: _ClassVar[int]
    TRADE_COMPLETED_FIELD_NUMBER: _ClassVar[int]
    TRADE_CLOSED_FIELD_NUMBER: _ClassVar[int]
    FREE_CLAY_DECLINED_FIELD_NUMBER: _ClassVar[int]
    STEAL_DECLINED_FIELD_NUMBER: _ClassVar[int]
    TURN_ENDED_FIELD_NUMBER: _ClassVar[int]
    GAME_ENDED_FIELD_NUMBER: _ClassVar[int]
    start_player_draw: StartPlayerDraw
    start_player_chosen: StartPlayerChosen
    deck_shuffled: DeckShuffled
    event_card_drawn: EventCardDrawn
    resources_received: ResourcesReceived
    timeline_advanced: TimelineAdvanced
    robber_knight_moved: RobberKnightMoved
    cards_discarded: CardsDiscarded
    card_drawn_blindly: CardDrawnBlindly
    gold_paid: GoldPaid
    toll_uncollected: TollUncollected
    customs_post_built: CustomsPostBuilt
    settlement_built: SettlementBuilt
    craft_workshop_built: CraftWorkshopBuilt
    city_wall_built: CityWallBuilt
    tower_built: TowerBuilt
    toll_right_changed: TollRightChanged
    council_card_changed: CouncilCardChanged
    trade_good_sold: TradeGoodSold
    bank_traded: BankTraded
    trade_offered: TradeOffered
    trade_answered: TradeAnswered
    trade_completed: TradeCompleted
    trade_closed: TradeClosed
    free_clay_declined: FreeClayDeclined
    steal_declined: StealDeclined
    turn_ended: TurnEnded
    game_ended: GameEnded
    def __init__(self, start_player_draw: _Optional[_Union[StartPlayerDraw, _Mapping]] = ..., start_player_chosen: _Optional[_Union[StartPlayerChosen, _Mapping]] = ..., deck_shuffled: _Optional[_Union[DeckShuffled, _Mapping]] = ..., event_card_drawn: _Optional[_Union[EventCardDrawn, _Mapping]] = ..., resources_received: _Optional[_Union[ResourcesReceived, _Mapping]] = ..., timeline_advanced: _Optional[_Union[TimelineAdvanced, _Mapping]] = ..., robber_knight_moved: _Optional[_Union[RobberKnightMoved, _Mapping]] = ..., cards_discarded: _Optional[_Union[CardsDiscarded, _Mapping]] = ..., card_drawn_blindly: _Optional[_Union[CardDrawnBlindly, _Mapping]] = ..., gold_paid: _Optional[_Union[GoldPaid, _Mapping]] = ..., toll_uncollected: _Optional[_Union[TollUncollected, _Mapping]] = ..., customs_post_built: _Optional[_Union[CustomsPostBuilt, _Mapping]] = ..., settlement_built: _Optional[_Union[SettlementBuilt, _Mapping]] = ..., craft_workshop_built: _Optional[_Union[CraftWorkshopBuilt, _Mapping]] = ..., city_wall_built: _Optional[_Union[CityWallBuilt, _Mapping]] = ..., tower_built: _Optional[_Union[TowerBuilt, _Mapping]] = ..., toll_right_changed: _Optional[_Union[TollRightChanged, _Mapping]] = ..., council_card_changed: _Optional[_Union[CouncilCardChanged, _Mapping]] = ..., trade_good_sold: _Optional[_Union[TradeGoodSold, _Mapping]] = ..., bank_traded: _Optional[_Union[BankTraded, _Mapping]] = ..., trade_offered: _Optional[_Union[TradeOffered, _Mapping]] = ..., trade_answered: _Optional[_Union[TradeAnswered, _Mapping]] = ..., trade_completed: _Optional[_Union[TradeCompleted, _Mapping]] = ..., trade_closed: _Optional[_Union[TradeClosed, _Mapping]] = ..., free_clay_declined: _Optional[_Union[FreeClayDeclined, _Mapping]] = ..., steal_declined: _Optional[_Union[StealDeclined, _Mapping]] = ..., turn_ended: _Optional[_Union[TurnEnded, _Mapping]] = ..., game_ended: _Optional[_Union[GameEnded, _Mapping]] = ...) -> None: ...

class TerrainYield(_message.Message):
    __slots__ = ("terrain", "material")
    TERRAIN_FIELD_NUMBER: _ClassVar[int]
    MATERIAL_FIELD_NUMBER: _ClassVar[int]
    terrain: Terrain
    material: Material
    def __init__(self, terrain: _Optional[_Union[Terrain, str]] = ..., material: _Optional[_Union[Material, str]] = ...) -> None: ...

class Hex(_message.Message):
    __slots__ = ("id", "terrain", "number", "q", "r", "centre")
    ID_FIELD_NUMBER: _ClassVar[int]
    TERRAIN_FIELD_NUMBER: _ClassVar[int]
    NUMBER_FIELD_NUMBER: _ClassVar[int]
    Q_FIELD_NUMBER: _ClassVar[int]
    R_FIELD_NUMBER: _ClassVar[int]
    CENTRE_FIELD_NUMBER: _ClassVar[int]
    id: str
    terrain: Terrain
    number: int
    q: int
    r: int
    centre: _engine_pb2.Point
    def __init__(self, id: _Optional[str] = ..., terrain: _Optional[_Union[Terrain, str]] = ..., number: _Optional[int] = ..., q: _Optional[int] = ..., r: _Optional[int] = ..., centre: _Optional[_Union[_engine_pb2.Point, _Mapping]] = ...) -> None: ...

class Crossing(_message.Message):
    __slots__ = ("id", "hexes", "neighbours", "position")
    ID_FIELD_NUMBER: _ClassVar[int]
    HEXES_FIELD_NUMBER: _ClassVar[int]
    NEIGHBOURS_FIELD_NUMBER: _ClassVar[int]
    POSITION_FIELD_NUMBER: _ClassVar[int]
    id: str
    hexes: _containers.RepeatedScalarFieldContainer[str]
    neighbours: _containers.RepeatedScalarFieldContainer[str]
    position: _engine_pb2.Point
    def __init__(self, id: _Optional[str] = ..., hexes: _Optional[_Iterable[str]] = ..., neighbours: _Optional[_Iterable[str]] = ..., position: _Optional[_Union[_engine_pb2.Point, _Mapping]] = ...) -> None: ...

class RoadSection(_message.Message):
    __slots__ = ("id", "crossings", "position")
    ID_FIELD_NUMBER: _ClassVar[int]
    CROSSINGS_FIELD_NUMBER: _ClassVar[int]
    POSITION_FIELD_NUMBER: _ClassVar[int]
    id: str
    crossings: _containers.RepeatedScalarFieldContainer[str]
    position: _engine_pb2.Point
    def __init__(self, id: _Optional[str] = ..., crossings: _Optional[_Iterable[str]] = ..., position: _Optional[_Union[_engine_pb2.Point, _Mapping]] = ...) -> None: ...

class TradeRoad(_message.Message):
    __slots__ = ("id", "destination", "toll_right_card", "crossings", "sections")
    ID_FIELD_NUMBER: _ClassVar[int]
    DESTINATION_FIELD_NUMBER: _ClassVar[int]
    TOLL_RIGHT_CARD_FIELD_NUMBER: _ClassVar[int]
    CROSSINGS_FIELD_NUMBER: _ClassVar[int]
    SECTIONS_FIELD_NUMBER: _ClassVar[int]
    id: str
    destination: str
    toll_right_card: str
    crossings: _containers.RepeatedCompositeFieldContainer[Crossing]
    sections: _containers.RepeatedCompositeFieldContainer[RoadSection]
    def __init__(self, id: _Optional[str] = ..., destination: _Optional[str] = ..., toll_right_card: _Optional[str] = ..., crossings: _Optional[_Iterable[_Union[Crossing, _Mapping]]] = ..., sections: _Optional[_Iterable[_Union[RoadSection, _Mapping]]] = ...) -> None: ...

class Countryside(_message.Message):
    __slots__ = ("source", "yields", "hexes", "roads", "robber_knight_castle", "city", "hex_radius", "size")
    SOURCE_FIELD_NUMBER: _ClassVar[int]
    YIELDS_FIELD_NUMBER: _ClassVar[int]
    HEXES_FIELD_NUMBER: _ClassVar[int]
    ROADS_FIELD_NUMBER: _ClassVar[int]
    ROBBER_KNIGHT_CASTLE_FIELD_NUMBER: _ClassVar[int]
    CITY_FIELD_NUMBER: _ClassVar[int]
    HEX_RADIUS_FIELD_NUMBER: _ClassVar[int]
    SIZE_FIELD_NUMBER: _ClassVar[int]
    source: _engine_pb2.DataSource
    yields: _containers.RepeatedCompositeFieldContainer[TerrainYield]
    hexes: _containers.RepeatedCompositeFieldContainer[Hex]
    roads: _containers.RepeatedCompositeFieldContainer[TradeRoad]
    robber_knight_castle: str
    city: str
    hex_radius: float
    size: _engine_pb2.Point
    def __init__(self, source: _Optional[_Union[_engine_pb2.DataSource, _Mapping]] = ..., yields: _Optional[_Iterable[_Union[TerrainYield, _Mapping]]] = ..., hexes: _Optional[_Iterable[_Union[Hex, _Mapping]]] = ..., roads: _Optional[_Iterable[_Union[TradeRoad, _Mapping]]] = ..., robber_knight_castle: _Optional[str] = ..., city: _Optional[str] = ..., hex_radius: _Optional[float] = ..., size: _Optional[_Union[_engine_pb2.Point, _Mapping]] = ...) -> None: ...

class CitySpace(_message.Message):
    __slots__ = ("id", "good", "position")
    ID_FIELD_NUMBER: _ClassVar[int]
    GOOD_FIELD_NUMBER: _ClassVar[int]
    POSITION_FIELD_NUMBER: _ClassVar[int]
    id: str
    good: TradeGood
    position: _engine_pb2.Point
    def __init__(self, id: _Optional[str] = ..., good: _Optional[_Union[TradeGood, str]] = ..., position: _Optional[_Union[_engine_pb2.Point, _Mapping]] = ...) -> None: ...

class BuildingSpace(_message.Message):
    __slots__ = ("id", "centre", "bank_rate", "bank_material", "adjoins", "position")
    ID_FIELD_NUMBER: _ClassVar[int]
    CENTRE_FIELD_NUMBER: _ClassVar[int]
    BANK_RATE_FIELD_NUMBER: _ClassVar[int]
    BANK_MATERIAL_FIELD_NUMBER: _ClassVar[int]
    ADJOINS_FIELD_NUMBER: _ClassVar[int]
    POSITION_FIELD_NUMBER: _ClassVar[int]
    id: str
    centre: CityCentre
    bank_rate: int
    bank_material: Material
    adjoins: _containers.RepeatedScalarFieldContainer[str]
    position: _engine_pb2.Point
    def __init__(self, id: _Optional[str] = ..., centre: _Optional[_Union[CityCentre, str]] = ..., bank_rate: _Optional[int] = ..., bank_material: _Optional[_Union[Material, str]] = ..., adjoins: _Optional[_Iterable[str]] = ..., position: _Optional[_Union[_engine_pb2.Point, _Mapping]] = ...) -> None: ...

class ProductionSpace(_message.Message):
    __slots__ = ("source", "good", "cost", "city", "road", "proceeds", "toll", "position")
    SOURCE_FIELD_NUMBER: _ClassVar[int]
    GOOD_FIELD_NUMBER: _ClassVar[int]
    COST_FIELD_NUMBER: _ClassVar[int]
    CITY_FIELD_NUMBER: _ClassVar[int]
    ROAD_FIELD_NUMBER: _ClassVar[int]
    PROCEEDS_FIELD_NUMBER: _ClassVar[int]
    TOLL_FIELD_NUMBER: _ClassVar[int]
    POSITION_FIELD_NUMBER: _ClassVar[int]
    source: _engine_pb2.DataSource
    good: TradeGood
    cost: Bundle
    city: str
    road: str
    proceeds: int
    toll: int
    position: _engine_pb2.Point
    def __init__(self, source: _Optional[_Union[_engine_pb2.DataSource, _Mapping]] = ..., good: _Optional[_Union[TradeGood, str]] = ..., cost: _Optional[_Union[Bundle, _Mapping]] = ..., city: _Optional[str] = ..., road: _Optional[str] = ..., proceeds: _Optional[int] = ..., toll: _Optional[int] = ..., position: _Optional[_Union[_engine_pb2.Point, _Mapping]] = ...) -> None: ...

class CityBoard(_message.Message):
    __slots__ = ("source", "city_spaces", "building_spaces", "production_spaces", "main_market", "building_yard", "size")
    SOURCE_FIELD_NUMBER: _ClassVar[int]
    CITY_SPACES_FIELD_NUMBER: _ClassVar[int]
    BUILDING_SPACES_FIELD_NUMBER: _ClassVar[int]
    PRODUCTION_SPACES_FIELD_NUMBER: _ClassVar[int]
    MAIN_MARKET_FIELD_NUMBER: _ClassVar[int]
    BUILDING_YARD_FIELD_NUMBER: _ClassVar[int]
    SIZE_FIELD_NUMBER: _ClassVar[int]
    source: _engine_pb2.DataSource
    city_spaces: _containers.RepeatedCompositeFieldContainer[CitySpace]
    building_spaces: _containers.RepeatedCompositeFieldContainer[BuildingSpace]
    production_spaces: _containers.RepeatedCompositeFieldContainer[ProductionSpace]
    main_market: _engine_pb2.Point
    building_yard: _engine_pb2.Point
    size: _engine_pb2.Point
    def __init__(self, source: _Optional[_Union[_engine_pb2.DataSource, _Mapping]] = ..., city_spaces: _Optional[_Iterable[_Union[CitySpace, _Mapping]]] = ..., building_spaces: _Optional[_Iterable[_Union[BuildingSpace, _Mapping]]] = ..., production_spaces: _Optional[_Iterable[_Union[ProductionSpace, _Mapping]]] = ..., main_market: _Optional[_Union[_engine_pb2.Point, _Mapping]] = ..., building_yard: _Optional[_Union[_engine_pb2.Point, _Mapping]] = ..., size: _Optional[_Union[_engine_pb2.Point, _Mapping]] = ...) -> None: ...

class WallSpot(_message.Message):
    __slots__ = ("id", "position")
    ID_FIELD_NUMBER: _ClassVar[int]
    POSITION_FIELD_NUMBER: _ClassVar[int]
    id: str
    position: _engine_pb2.Point
    def __init__(self, id: _Optional[str] = ..., position: _Optional[_Union[_engine_pb2.Point, _Mapping]] = ...) -> None: ...

class TowerSpace(_message.Message):
    __slots__ = ("id", "walls", "position")
    ID_FIELD_NUMBER: _ClassVar[int]
    WALLS_FIELD_NUMBER: _ClassVar[int]
    POSITION_FIELD_NUMBER: _ClassVar[int]
    id: str
    walls: _containers.RepeatedScalarFieldContainer[str]
    position: _engine_pb2.Point
    def __init__(self, id: _Optional[str] = ..., walls: _Optional[_Iterable[str]] = ..., position: _Optional[_Union[_engine_pb2.Point, _Mapping]] = ...) -> None: ...

class CityWall(_message.Message):
    __slots__ = ("source", "walls", "towers")
    SOURCE_FIELD_NUMBER: _ClassVar[int]
    WALLS_FIELD_NUMBER: _ClassVar[int]
    TOWERS_FIELD_NUMBER: _ClassVar[int]
    source: _engine_pb2.DataSource
    walls: _containers.RepeatedCompositeFieldContainer[WallSpot]
    towers: _containers.RepeatedCompositeFieldContainer[TowerSpace]
    def __init__(self, source: _Optional[_Union[_engine_pb2.DataSource, _Mapping]] = ..., walls: _Optional[_Iterable[_Union[WallSpot, _Mapping]]] = ..., towers: _Optional[_Iterable[_Union[TowerSpace, _Mapping]]] = ...) -> None: ...

class EventDeck(_message.Message):
    __slots__ = ("source", "cards")
    SOURCE_FIELD_NUMBER: _ClassVar[int]
    CARDS_FIELD_NUMBER: _ClassVar[int]
    source: _engine_pb2.DataSource
    cards: _containers.RepeatedCompositeFieldContainer[EventCardFace]
    def __init__(self, source: _Optional[_Union[_engine_pb2.DataSource, _Mapping]] = ..., cards: _Optional[_Iterable[_Union[EventCardFace, _Mapping]]] = ...) -> None: ...

class Timeline(_message.Message):
    __slots__ = ("source", "years", "reshuffle_years", "end_year")
    SOURCE_FIELD_NUMBER: _ClassVar[int]
    YEARS_FIELD_NUMBER: _ClassVar[int]
    RESHUFFLE_YEARS_FIELD_NUMBER: _ClassVar[int]
    END_YEAR_FIELD_NUMBER: _ClassVar[int]
    source: _engine_pb2.DataSource
    years: _containers.RepeatedScalarFieldContainer[int]
    reshuffle_years: _containers.RepeatedScalarFieldContainer[int]
    end_year: int
    def __init__(self, source: _Optional[_Union[_engine_pb2.DataSource, _Mapping]] = ..., years: _Optional[_Iterable[int]] = ..., reshuffle_years: _Optional[_Iterable[int]] = ..., end_year: _Optional[int] = ...) -> None: ...

class BuildingCosts(_message.Message):
    __slots__ = ("customs_post", "settlement", "craft_workshop", "city_wall", "tower", "free_clay_city_wall")
    CUSTOMS_POST_FIELD_NUMBER: _ClassVar[int]
    SETTLEMENT_FIELD_NUMBER: _ClassVar[int]
    CRAFT_WORKSHOP_FIELD_NUMBER: _ClassVar[int]
    CITY_WALL_FIELD_NUMBER: _ClassVar[int]
    TOWER_FIELD_NUMBER: _ClassVar[int]
    FREE_CLAY_CITY_WALL_FIELD_NUMBER: _ClassVar[int]
    customs_post: Bundle
    settlement: Bundle
    craft_workshop: Bundle
    city_wall: Bundle
    tower: Bundle
    free_clay_city_wall: Bundle
    def __init__(self, customs_post: _Optional[_Union[Bundle, _Mapping]] = ..., settlement: _Optional[_Union[Bundle, _Mapping]] = ..., craft_workshop: _Optional[_Union[Bundle, _Mapping]] = ..., city_wall: _Optional[_Union[Bundle, _Mapping]] = ..., tower: _Optional[_Union[Bundle, _Mapping]] = ..., free_clay_city_wall: _Optional[_Union[Bundle, _Mapping]] = ...) -> None: ...

class Pieces(_message.Message):
    __slots__ = ("settlements", "craft_workshops", "customs_posts")
    SETTLEMENTS_FIELD_NUMBER: _ClassVar[int]
    CRAFT_WORKSHOPS_FIELD_NUMBER: _ClassVar[int]
    CUSTOMS_POSTS_FIELD_NUMBER: _ClassVar[int]
    settlements: int
    craft_workshops: int
    customs_posts: int
    def __init__(self, settlements: _Optional[int] = ..., craft_workshops: _Optional[int] = ..., customs_posts: _Optional[int] = ...) -> None: ...

class Supply(_message.Message):
    __slots__ = ("source", "colours", "pieces_per_colour", "raw_material_cards_per_material", "starting_gold", "city_wall_pieces", "tower_pieces", "building_costs", "bank_rate", "robber_discard_above")
    SOURCE_FIELD_NUMBER: _ClassVar[int]
    COLOURS_FIELD_NUMBER: _ClassVar[int]
    PIECES_PER_COLOUR_FIELD_NUMBER: _ClassVar[int]
    RAW_MATERIAL_CARDS_PER_MATERIAL_FIELD_NUMBER: _ClassVar[int]
    STARTING_GOLD_FIELD_NUMBER: _ClassVar[int]
    CITY_WALL_PIECES_FIELD_NUMBER: _ClassVar[int]
    TOWER_PIECES_FIELD_NUMBER: _ClassVar[int]
    BUILDING_COSTS_FIELD_NUMBER: _ClassVar[int]
    BANK_RATE_FIELD_NUMBER: _ClassVar[int]
    ROBBER_DISCARD_ABOVE_FIELD_NUMBER: _ClassVar[int]
    source: _engine_pb2.DataSource
    colours: _containers.RepeatedScalarFieldContainer[str]
    pieces_per_colour: Pieces
    raw_material_cards_per_material: int
    starting_gold: int
    city_wall_pieces: int
    tower_pieces: int
    building_costs: BuildingCosts
    bank_rate: int
    robber_discard_above: int
    def __init__(self, source: _Optional[_Union[_engine_pb2.DataSource, _Mapping]] = ..., colours: _Optional[_Iterable[str]] = ..., pieces_per_colour: _Optional[_Union[Pieces, _Mapping]] = ..., raw_material_cards_per_material: _Optional[int] = ..., starting_gold: _Optional[int] = ..., city_wall_pieces: _Optional[int] = ..., tower_pieces: _Optional[int] = ..., building_costs: _Optional[_Union[BuildingCosts, _Mapping]] = ..., bank_rate: _Optional[int] = ..., robber_discard_above: _Optional[int] = ...) -> None: ...

class CouncilCardRules(_message.Message):
    __slots__ = ("card", "name", "victory_points", "min_players")
    CARD_FIELD_NUMBER: _ClassVar[int]
    NAME_FIELD_NUMBER: _ClassVar[int]
    VICTORY_POINTS_FIELD_NUMBER: _ClassVar[int]
    MIN_PLAYERS_FIELD_NUMBER: _ClassVar[int]
    card: CouncilCard
    name: str
    victory_points: int
    min_players: int
    def __init__(self, card: _Optional[_Union[CouncilCard, str]] = ..., name: _Optional[str] = ..., victory_points: _Optional[int] = ..., min_players: _Optional[int] = ...) -> None: ...

class Scoring(_message.Message):
    __slots__ = ("source", "victory_points_to_win", "prestige_per_city_wall", "prestige_per_tower", "council_cards", "council_threshold", "council_safe_at")
    SOURCE_FIELD_NUMBER: _ClassVar[int]
    VICTORY_POINTS_TO_WIN_FIELD_NUMBER: _ClassVar[int]
    PRESTIGE_PER_CITY_WALL_FIELD_NUMBER: _ClassVar[int]
    PRESTIGE_PER_TOWER_FIELD_NUMBER: _ClassVar[int]
    COUNCIL_CARDS_FIELD_NUMBER: _ClassVar[int]
    COUNCIL_THRESHOLD_FIELD_NUMBER: _ClassVar[int]
    COUNCIL_SAFE_AT_FIELD_NUMBER: _ClassVar[int]
    source: _engine_pb2.DataSource
    victory_points_to_win: int
    prestige_per_city_wall: int
    prestige_per_tower: int
    council_cards: _containers.RepeatedCompositeFieldContainer[CouncilCardRules]
    council_threshold: int
    council_safe_at: int
    def __init__(self, source: _Optional[_Union[_engine_pb2.DataSource, _Mapping]] = ..., victory_points_to_win: _Optional[int] = ..., prestige_per_city_wall: _Optional[int] = ..., prestige_per_tower: _Optional[int] = ..., council_cards: _Optional[_Iterable[_Union[CouncilCardRules, _Mapping]]] = ..., council_threshold: _Optional[int] = ..., council_safe_at: _Optional[int] = ...) -> None: ...

class PlacedCustomsPost(_message.Message):
    __slots__ = ("section", "colour")
    SECTION_FIELD_NUMBER: _ClassVar[int]
    COLOUR_FIELD_NUMBER: _ClassVar[int]
    section: str
    colour: str
    def __init__(self, section: _Optional[str] = ..., colour: _Optional[str] = ...) -> None: ...

class PlacedSettlement(_message.Message):
    __slots__ = ("crossing", "colour", "star")
    CROSSING_FIELD_NUMBER: _ClassVar[int]
    COLOUR_FIELD_NUMBER: _ClassVar[int]
    STAR_FIELD_NUMBER: _ClassVar[int]
    crossing: str
    colour: str
    star: bool
    def __init__(self, crossing: _Optional[str] = ..., colour: _Optional[str] = ..., star: _Optional[bool] = ...) -> None: ...

class BeginnerLayout(_message.Message):
    __slots__ = ("source", "left_out_with_three_players", "customs_posts", "settlements")
    SOURCE_FIELD_NUMBER: _ClassVar[int]
    LEFT_OUT_WITH_THREE_PLAYERS_FIELD_NUMBER: _ClassVar[int]
    CUSTOMS_POSTS_FIELD_NUMBER: _ClassVar[int]
    SETTLEMENTS_FIELD_NUMBER: _ClassVar[int]
    source: _engine_pb2.DataSource
    left_out_with_three_players: str
    customs_posts: _containers.RepeatedCompositeFieldContainer[PlacedCustomsPost]
    settlements: _containers.RepeatedCompositeFieldContainer[PlacedSettlement]
    def __init__(self, source: _Optional[_Union[_engine_pb2.DataSource, _Mapping]] = ..., left_out_with_three_players: _Optional[str] = ..., customs_posts: _Optional[_Iterable[_Union[PlacedCustomsPost, _Mapping]]] = ..., settlements: _Optional[_Iterable[_Union[PlacedSettlement, _Mapping]]] = ...) -> None: ...

class Rules(_message.Message):
    __slots__ = ("edition", "countryside", "city", "city_wall", "event_deck", "timeline", "supply", "scoring", "beginner_layout")
    EDITION_FIELD_NUMBER: _ClassVar[int]
    COUNTRYSIDE_FIELD_NUMBER: _ClassVar[int]
    CITY_FIELD_NUMBER: _ClassVar[int]
    CITY_WALL_FIELD_NUMBER: _ClassVar[int]
    EVENT_DECK_FIELD_NUMBER: _ClassVar[int]
    TIMELINE_FIELD_NUMBER: _ClassVar[int]
    SUPPLY_FIELD_NUMBER: _ClassVar[int]
    SCORING_FIELD_NUMBER: _ClassVar[int]
    BEGINNER_LAYOUT_FIELD_NUMBER: _ClassVar[int]
    edition: _engine_pb2.EditionHeader
    countryside: Countryside
    city: CityBoard
    city_wall: CityWall
    event_deck: EventDeck
    timeline: Timeline
    supply: Supply
    scoring: Scoring
    beginner_layout: BeginnerLayout
    def __init__(self, edition: _Optional[_Union[_engine_pb2.EditionHeader, _Mapping]] = ..., countryside: _Optional[_Union[Countryside, _Mapping]] = ..., city: _Optional[_Union[CityBoard, _Mapping]] = ..., city_wall: _Optional[_Union[CityWall, _Mapping]] = ..., event_deck: _Optional[_Union[EventDeck, _Mapping]] = ..., timeline: _Optional[_Union[Timeline, _Mapping]] = ..., supply: _Optional[_Union[Supply, _Mapping]] = ..., scoring: _Optional[_Union[Scoring, _Mapping]] = ..., beginner_layout: _Optional[_Union[BeginnerLayout, _Mapping]] = ...) -> None: ...
