from arbiter.v1 import engine_pb2 as _engine_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class Item(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    ITEM_UNSPECIFIED: _ClassVar[Item]
    ITEM_COPPER_COIN: _ClassVar[Item]
    ITEM_SILVER_CANDLESTICK: _ClassVar[Item]
    ITEM_GOLD: _ClassVar[Item]
    ITEM_PEARLS: _ClassVar[Item]
    ITEM_JEWELS: _ClassVar[Item]
    ITEM_NECKLACE: _ClassVar[Item]
    ITEM_CHEST: _ClassVar[Item]

class Colour(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    COLOUR_UNSPECIFIED: _ClassVar[Colour]
    COLOUR_RED: _ClassVar[Colour]
    COLOUR_YELLOW: _ClassVar[Colour]
    COLOUR_GREEN: _ClassVar[Colour]
    COLOUR_BLUE: _ClassVar[Colour]
    COLOUR_PURPLE: _ClassVar[Colour]
    COLOUR_WHITE: _ClassVar[Colour]
    COLOUR_GREY: _ClassVar[Colour]

class Assignment(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    ASSIGNMENT_UNSPECIFIED: _ClassVar[Assignment]
    ASSIGNMENT_ONE_OF_EACH: _ClassVar[Assignment]
    ASSIGNMENT_FIVE_OF_A_KIND: _ClassVar[Assignment]
    ASSIGNMENT_FOUR_PAIRS: _ClassVar[Assignment]
    ASSIGNMENT_THREE_PAIRS: _ClassVar[Assignment]

class Phase(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    PHASE_UNSPECIFIED: _ClassVar[Phase]
    PHASE_TAKE_OR_ACT: _ClassVar[Phase]
    PHASE_PURCHASE_OFFERS: _ClassVar[Phase]
    PHASE_PURCHASE_CHOICE: _ClassVar[Phase]
    PHASE_DEFEND: _ClassVar[Phase]
    PHASE_TAKE_FROM_HAND: _ClassVar[Phase]
    PHASE_KEEP_AMBUSH_CARD: _ClassVar[Phase]
    PHASE_TRADE_OFFERS: _ClassVar[Phase]
    PHASE_TRADE_CHOICE: _ClassVar[Phase]
    PHASE_TRADE_IN: _ClassVar[Phase]
    PHASE_AMBUSH_ACTIVATION: _ClassVar[Phase]
    PHASE_DISCARD: _ClassVar[Phase]
    PHASE_GAME_OVER: _ClassVar[Phase]

class RevealReason(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    REVEAL_REASON_UNSPECIFIED: _ClassVar[RevealReason]
    REVEAL_REASON_NOTHING_TO_OFFER: _ClassVar[RevealReason]
    REVEAL_REASON_ROB: _ClassVar[RevealReason]
    REVEAL_REASON_HOLD_UP: _ClassVar[RevealReason]

class SpaceKind(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    SPACE_KIND_UNSPECIFIED: _ClassVar[SpaceKind]
    SPACE_KIND_NOTTINGHAM: _ClassVar[SpaceKind]
    SPACE_KIND_NUMBERED: _ClassVar[SpaceKind]
ITEM_UNSPECIFIED: Item
ITEM_COPPER_COIN: Item
ITEM_SILVER_CANDLESTICK: Item
ITEM_GOLD: Item
ITEM_PEARLS: Item
ITEM_JEWELS: Item
ITEM_NECKLACE: Item
ITEM_CHEST: Item
COLOUR_UNSPECIFIED: Colour
COLOUR_RED: Colour
COLOUR_YELLOW: Colour
COLOUR_GREEN: Colour
COLOUR_BLUE: Colour
COLOUR_PURPLE: Colour
COLOUR_WHITE: Colour
COLOUR_GREY: Colour
ASSIGNMENT_UNSPECIFIED: Assignment
ASSIGNMENT_ONE_OF_EACH: Assignment
ASSIGNMENT_FIVE_OF_A_KIND: Assignment
ASSIGNMENT_FOUR_PAIRS: Assignment
ASSIGNMENT_THREE_PAIRS: Assignment
PHASE_UNSPECIFIED: Phase
PHASE_TAKE_OR_ACT: Phase
PHASE_PURCHASE_OFFERS: Phase
PHASE_PURCHASE_CHOICE: Phase
PHASE_DEFEND: Phase
PHASE_TAKE_FROM_HAND: Phase
PHASE_KEEP_AMBUSH_CARD: Phase
PHASE_TRADE_OFFERS: Phase
PHASE_TRADE_CHOICE: Phase
PHASE_TRADE_IN: Phase
PHASE_AMBUSH_ACTIVATION: Phase
PHASE_DISCARD: Phase
PHASE_GAME_OVER: Phase
REVEAL_REASON_UNSPECIFIED: RevealReason
REVEAL_REASON_NOTHING_TO_OFFER: RevealReason
REVEAL_REASON_ROB: RevealReason
REVEAL_REASON_HOLD_UP: RevealReason
SPACE_KIND_UNSPECIFIED: SpaceKind
SPACE_KIND_NOTTINGHAM: SpaceKind
SPACE_KIND_NUMBERED: SpaceKind

class AmbushCard(_message.Message):
    __slots__ = ("id", "colour", "items")
    ID_FIELD_NUMBER: _ClassVar[int]
    COLOUR_FIELD_NUMBER: _ClassVar[int]
    ITEMS_FIELD_NUMBER: _ClassVar[int]
    id: int
    colour: Colour
    items: _containers.RepeatedScalarFieldContainer[Item]
    def __init__(self, id: _Optional[int] = ..., colour: _Optional[_Union[Colour, str]] = ..., items: _Optional[_Iterable[_Union[Item, str]]] = ...) -> None: ...

class Player(_message.Message):
    __slots__ = ("colour", "hand", "hand_size", "victory_pile", "ambush_cards", "ambush_card_count", "assignments")
    COLOUR_FIELD_NUMBER: _ClassVar[int]
    HAND_FIELD_NUMBER: _ClassVar[int]
    HAND_SIZE_FIELD_NUMBER: _ClassVar[int]
    VICTORY_PILE_FIELD_NUMBER: _ClassVar[int]
    AMBUSH_CARDS_FIELD_NUMBER: _ClassVar[int]
    AMBUSH_CARD_COUNT_FIELD_NUMBER: _ClassVar[int]
    ASSIGNMENTS_FIELD_NUMBER: _ClassVar[int]
    colour: Colour
    hand: _containers.RepeatedScalarFieldContainer[Item]
    hand_size: int
    victory_pile: _containers.RepeatedScalarFieldContainer[Item]
    ambush_cards: _containers.RepeatedCompositeFieldContainer[AmbushCard]
    ambush_card_count: int
    assignments: _containers.RepeatedScalarFieldContainer[Assignment]
    def __init__(self, colour: _Optional[_Union[Colour, str]] = ..., hand: _Optional[_Iterable[_Union[Item, str]]] = ..., hand_size: _Optional[int] = ..., victory_pile: _Optional[_Iterable[_Union[Item, str]]] = ..., ambush_cards: _Optional[_Iterable[_Union[AmbushCard, _Mapping]]] = ..., ambush_card_count: _Optional[int] = ..., assignments: _Optional[_Iterable[_Union[Assignment, str]]] = ...) -> None: ...

class AssignmentStack(_message.Message):
    __slots__ = ("assignment", "one_figure_points", "two_figure_points", "completed_by")
    ASSIGNMENT_FIELD_NUMBER: _ClassVar[int]
    ONE_FIGURE_POINTS_FIELD_NUMBER: _ClassVar[int]
    TWO_FIGURE_POINTS_FIELD_NUMBER: _ClassVar[int]
    COMPLETED_BY_FIELD_NUMBER: _ClassVar[int]
    assignment: Assignment
    one_figure_points: int
    two_figure_points: int
    completed_by: _containers.RepeatedScalarFieldContainer[int]
    def __init__(self, assignment: _Optional[_Union[Assignment, str]] = ..., one_figure_points: _Optional[int] = ..., two_figure_points: _Optional[int] = ..., completed_by: _Optional[_Iterable[int]] = ...) -> None: ...

class Offer(_message.Message):
    __slots__ = ("seat", "items", "made", "nothing_to_offer")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    ITEMS_FIELD_NUMBER: _ClassVar[int]
    MADE_FIELD_NUMBER: _ClassVar[int]
    NOTHING_TO_OFFER_FIELD_NUMBER: _ClassVar[int]
    seat: int
    items: _containers.RepeatedScalarFieldContainer[Item]
    made: bool
    nothing_to_offer: bool
    def __init__(self, seat: _Optional[int] = ..., items: _Optional[_Iterable[_Union[Item, str]]] = ..., made: _Optional[bool] = ..., nothing_to_offer: _Optional[bool] = ...) -> None: ...

class TradeInAttempt(_message.Message):
    __slots__ = ("item", "count")
    ITEM_FIELD_NUMBER: _ClassVar[int]
    COUNT_FIELD_NUMBER: _ClassVar[int]
    item: Item
    count: int
    def __init__(self, item: _Optional[_Union[Item, str]] = ..., count: _Optional[int] = ...) -> None: ...

class State(_message.Message):
    __slots__ = ("rng", "players", "draw_pile", "draw_pile_size", "discard_pile", "ambush_pile", "ambush_pile_size", "assignments", "sheriff_track", "sheriff_space", "active", "turn", "phase", "revealed_card", "target", "offers", "ambush_draw", "ambush_draw_count", "trade_in", "deciding", "discard_limit", "end_reason", "edition")
    RNG_FIELD_NUMBER: _ClassVar[int]
    PLAYERS_FIELD_NUMBER: _ClassVar[int]
    DRAW_PILE_FIELD_NUMBER: _ClassVar[int]
    DRAW_PILE_SIZE_FIELD_NUMBER: _ClassVar[int]
    DISCARD_PILE_FIELD_NUMBER: _ClassVar[int]
    AMBUSH_PILE_FIELD_NUMBER: _ClassVar[int]
    AMBUSH_PILE_SIZE_FIELD_NUMBER: _ClassVar[int]
    ASSIGNMENTS_FIELD_NUMBER: _ClassVar[int]
    SHERIFF_TRACK_FIELD_NUMBER: _ClassVar[int]
    SHERIFF_SPACE_FIELD_NUMBER: _ClassVar[int]
    ACTIVE_FIELD_NUMBER: _ClassVar[int]
    TURN_FIELD_NUMBER: _ClassVar[int]
    PHASE_FIELD_NUMBER: _ClassVar[int]
    REVEALED_CARD_FIELD_NUMBER: _ClassVar[int]
    TARGET_FIELD_NUMBER: _ClassVar[int]
    OFFERS_FIELD_NUMBER: _ClassVar[int]
    AMBUSH_DRAW_FIELD_NUMBER: _ClassVar[int]
    AMBUSH_DRAW_COUNT_FIELD_NUMBER: _ClassVar[int]
    TRADE_IN_FIELD_NUMBER: _ClassVar[int]
    DECIDING_FIELD_NUMBER: _ClassVar[int]
    DISCARD_LIMIT_FIELD_NUMBER: _ClassVar[int]
    END_REASON_FIELD_NUMBER: _ClassVar[int]
    EDITION_FIELD_NUMBER: _ClassVar[int]
    rng: _engine_pb2.RngState
    players: _containers.RepeatedCompositeFieldContainer[Player]
    draw_pile: _containers.RepeatedScalarFieldContainer[Item]
    draw_pile_size: int
    discard_pile: _containers.RepeatedScalarFieldContainer[Item]
    ambush_pile: _containers.RepeatedCompositeFieldContainer[AmbushCard]
    ambush_pile_size: int
    assignments: _containers.RepeatedCompositeFieldContainer[AssignmentStack]
    sheriff_track: _containers.RepeatedScalarFieldContainer[int]
    sheriff_space: int
    active: int
    turn: int
    phase: Phase
    revealed_card: Item
    target: int
    offers: _containers.RepeatedCompositeFieldContainer[Offer]
    ambush_draw: _containers.RepeatedCompositeFieldContainer[AmbushCard]
    ambush_draw_count: int
    trade_in: TradeInAttempt
    deciding: int
    discard_limit: int
    end_reason: str
    edition: _engine_pb2.EditionRef
    def __init__(self, rng: _Optional[_Union[_engine_pb2.RngState, _Mapping]] = ..., players: _Optional[_Iterable[_Union[Player, _Mapping]]] = ..., draw_pile: _Optional[_Iterable[_Union[Item, str]]] = ..., draw_pile_size: _Optional[int] = ..., discard_pile: _Optional[_Iterable[_Union[Item, str]]] = ..., ambush_pile: _Optional[_Iterable[_Union[AmbushCard, _Mapping]]] = ..., ambush_pile_size: _Optional[int] = ..., assignments: _Optional[_Iterable[_Union[AssignmentStack, _Mapping]]] = ..., sheriff_track: _Optional[_Iterable[int]] = ..., sheriff_space: _Optional[int] = ..., active: _Optional[int] = ..., turn: _Optional[int] = ..., phase: _Optional[_Union[Phase, str]] = ..., revealed_card: _Optional[_Union[Item, str]] = ..., target: _Optional[int] = ..., offers: _Optional[_Iterable[_Union[Offer, _Mapping]]] = ..., ambush_draw: _Optional[_Iterable[_Union[AmbushCard, _Mapping]]] = ..., ambush_draw_count: _Optional[int] = ..., trade_in: _Optional[_Union[TradeInAttempt, _Mapping]] = ..., deciding: _Optional[int] = ..., discard_limit: _Optional[int] = ..., end_reason: _Optional[str] = ..., edition: _Optional[_Union[_engine_pb2.EditionRef, _Mapping]] = ...) -> None: ...

class TakeCard(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class Purchase(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class Steal(_message.Message):
    __slots__ = ("target",)
    TARGET_FIELD_NUMBER: _ClassVar[int]
    target: int
    def __init__(self, target: _Optional[int] = ...) -> None: ...

class Ambush(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class Rob(_message.Message):
    __slots__ = ("target",)
    TARGET_FIELD_NUMBER: _ClassVar[int]
    target: int
    def __init__(self, target: _Optional[int] = ...) -> None: ...

class HoldUp(_message.Message):
    __slots__ = ("target",)
    TARGET_FIELD_NUMBER: _ClassVar[int]
    target: int
    def __init__(self, target: _Optional[int] = ...) -> None: ...

class Trade(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class PurchaseOffer(_message.Message):
    __slots__ = ("item",)
    ITEM_FIELD_NUMBER: _ClassVar[int]
    item: Item
    def __init__(self, item: _Optional[_Union[Item, str]] = ...) -> None: ...

class AcceptOffer(_message.Message):
    __slots__ = ("seat",)
    SEAT_FIELD_NUMBER: _ClassVar[int]
    seat: int
    def __init__(self, seat: _Optional[int] = ...) -> None: ...

class KeepCopperCoin(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class Defend(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class DeclineDefence(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class TakeFromHand(_message.Message):
    __slots__ = ("item",)
    ITEM_FIELD_NUMBER: _ClassVar[int]
    item: Item
    def __init__(self, item: _Optional[_Union[Item, str]] = ...) -> None: ...

class KeepAmbushCard(_message.Message):
    __slots__ = ("card_id",)
    CARD_ID_FIELD_NUMBER: _ClassVar[int]
    card_id: int
    def __init__(self, card_id: _Optional[int] = ...) -> None: ...

class TradeOffer(_message.Message):
    __slots__ = ("items",)
    ITEMS_FIELD_NUMBER: _ClassVar[int]
    items: _containers.RepeatedScalarFieldContainer[Item]
    def __init__(self, items: _Optional[_Iterable[_Union[Item, str]]] = ...) -> None: ...

class TradeIn(_message.Message):
    __slots__ = ("item", "count")
    ITEM_FIELD_NUMBER: _ClassVar[int]
    COUNT_FIELD_NUMBER: _ClassVar[int]
    item: Item
    count: int
    def __init__(self, item: _Optional[_Union[Item, str]] = ..., count: _Optional[int] = ...) -> None: ...

class CompleteAssignment(_message.Message):
    __slots__ = ("assignment", "items")
    ASSIGNMENT_FIELD_NUMBER: _ClassVar[int]
    ITEMS_FIELD_NUMBER: _ClassVar[int]
    assignment: Assignment
    items: _containers.RepeatedScalarFieldContainer[Item]
    def __init__(self, assignment: _Optional[_Union[Assignment, str]] = ..., items: _Optional[_Iterable[_Union[Item, str]]] = ...) -> None: ...

class EndTurn(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class ActivateAmbush(_message.Message):
    __slots__ = ("card_id",)
    CARD_ID_FIELD_NUMBER: _ClassVar[int]
    card_id: int
    def __init__(self, card_id: _Optional[int] = ...) -> None: ...

class PassAmbush(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class Discard(_message.Message):
    __slots__ = ("items",)
    ITEMS_FIELD_NUMBER: _ClassVar[int]
    items: _containers.RepeatedScalarFieldContainer[Item]
    def __init__(self, items: _Optional[_Iterable[_Union[Item, str]]] = ...) -> None: ...

class Move(_message.Message):
    __slots__ = ("take_card", "purchase", "steal", "ambush", "rob", "hold_up", "trade", "purchase_offer", "accept_offer", "keep_copper_coin", "defend", "decline_defence", "take_from_hand", "keep_ambush_card", "trade_offer", "trade_in", "complete_assignment", "end_turn", "activate_ambush", "pass_ambush", "discard")
    TAKE_CARD_FIELD_NUMBER: _ClassVar[int]
    PURCHASE_FIELD_NUMBER: _ClassVar[int]
    STEAL_FIELD_NUMBER: _ClassVar[int]
    AMBUSH_FIELD_NUMBER: _ClassVar[int]
    ROB_FIELD_NUMBER: _ClassVar[int]
    HOLD_UP_FIELD_NUMBER: _ClassVar[int]
    TRADE_FIELD_NUMBER: _ClassVar[int]
    PURCHASE_OFFER_FIELD_NUMBER: _ClassVar[int]
    ACCEPT_OFFER_FIELD_NUMBER: _ClassVar[int]
    KEEP_COPPER_COIN_FIELD_NUMBER: _ClassVar[int]
    DEFEND_FIELD_NUMBER: _ClassVar[int]
    DECLINE_DEFENCE_FIELD_NUMBER: _ClassVar[int]
    TAKE_FROM_HAND_FIELD_NUMBER: _ClassVar[int]
    KEEP_AMBUSH_CARD_FIELD_NUMBER: _ClassVar[int]
    TRADE_OFFER_FIELD_NUMBER: _ClassVar[int]
    TRADE_IN_FIELD_NUMBER: _ClassVar[int]
    COMPLETE_ASSIGNMENT_FIELD_NUMBER: _ClassVar[int]
    END_TURN_FIELD_NUMBER: _ClassVar[int]
    ACTIVATE_AMBUSH_FIELD_NUMBER: _ClassVar[int]
    PASS_AMBUSH_FIELD_NUMBER: _ClassVar[int]
    DISCARD_FIELD_NUMBER: _ClassVar[int]
    take_card: TakeCard
    purchase: Purchase
    steal: Steal
    ambush: Ambush
    rob: Rob
    hold_up: HoldUp
    trade: Trade
    purchase_offer: PurchaseOffer
    accept_offer: AcceptOffer
    keep_copper_coin: KeepCopperCoin
    defend: Defend
    decline_defence: DeclineDefence
    take_from_hand: TakeFromHand
    keep_ambush_card: KeepAmbushCard
    trade_offer: TradeOffer
    trade_in: TradeIn
    complete_assignment: CompleteAssignment
    end_turn: EndTurn
    activate_ambush: ActivateAmbush
    pass_ambush: PassAmbush
    discard: Discard
    def __init__(self, take_card: _Optional[_Union[TakeCard, _Mapping]] = ..., purchase: _Optional[_Union[Purchase, _Mapping]] = ..., steal: _Optional[_Union[Steal, _Mapping]] = ..., ambush: _Optional[_Union[Ambush, _Mapping]] = ..., rob: _Optional[_Union[Rob, _Mapping]] = ..., hold_up: _Optional[_Union[HoldUp, _Mapping]] = ..., trade: _Optional[_Union[Trade, _Mapping]] = ..., purchase_offer: _Optional[_Union[PurchaseOffer, _Mapping]] = ..., accept_offer: _Optional[_Union[AcceptOffer, _Mapping]] = ..., keep_copper_coin: _Optional[_Union[KeepCopperCoin, _Mapping]] = ..., defend: _Optional[_Union[Defend, _Mapping]] = ..., decline_defence: _Optional[_Union[DeclineDefence, _Mapping]] = ..., take_from_hand: _Optional[_Union[TakeFromHand, _Mapping]] = ..., keep_ambush_card: _Optional[_Union[KeepAmbushCard, _Mapping]] = ..., trade_offer: _Optional[_Union[TradeOffer, _Mapping]] = ..., trade_in: _Optional[_Union[TradeIn, _Mapping]] = ..., complete_assignment: _Optional[_Union[CompleteAssignment, _Mapping]] = ..., end_turn: _Optional[_Union[EndTurn, _Mapping]] = ..., activate_ambush: _Optional[_Union[ActivateAmbush, _Mapping]] = ..., pass_ambush: _Optional[_Union[PassAmbush, _Mapping]] = ..., discard: _Optional[_Union[Discard, _Mapping]] = ...) -> None: ...

class HandDealt(_message.Message):
    __slots__ = ("seat", "items", "count")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    ITEMS_FIELD_NUMBER: _ClassVar[int]
    COUNT_FIELD_NUMBER: _ClassVar[int]
    seat: int
    items: _containers.RepeatedScalarFieldContainer[Item]
    count: int
    def __init__(self, seat: _Optional[int] = ..., items: _Optional[_Iterable[_Union[Item, str]]] = ..., count: _Optional[int] = ...) -> None: ...

class DrawPileShuffled(_message.Message):
    __slots__ = ("size", "from_discard_pile")
    SIZE_FIELD_NUMBER: _ClassVar[int]
    FROM_DISCARD_PILE_FIELD_NUMBER: _ClassVar[int]
    size: int
    from_discard_pile: bool
    def __init__(self, size: _Optional[int] = ..., from_discard_pile: _Optional[bool] = ...) -> None: ...

class AmbushPileShuffled(_message.Message):
    __slots__ = ("size",)
    SIZE_FIELD_NUMBER: _ClassVar[int]
    size: int
    def __init__(self, size: _Optional[int] = ...) -> None: ...

class CardRevealed(_message.Message):
    __slots__ = ("seat", "item", "turn")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    ITEM_FIELD_NUMBER: _ClassVar[int]
    TURN_FIELD_NUMBER: _ClassVar[int]
    seat: int
    item: Item
    turn: int
    def __init__(self, seat: _Optional[int] = ..., item: _Optional[_Union[Item, str]] = ..., turn: _Optional[int] = ...) -> None: ...

class CardTaken(_message.Message):
    __slots__ = ("seat", "item")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    ITEM_FIELD_NUMBER: _ClassVar[int]
    seat: int
    item: Item
    def __init__(self, seat: _Optional[int] = ..., item: _Optional[_Union[Item, str]] = ...) -> None: ...

class ActionChosen(_message.Message):
    __slots__ = ("seat", "card", "target")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    CARD_FIELD_NUMBER: _ClassVar[int]
    TARGET_FIELD_NUMBER: _ClassVar[int]
    seat: int
    card: Item
    target: int
    def __init__(self, seat: _Optional[int] = ..., card: _Optional[_Union[Item, str]] = ..., target: _Optional[int] = ...) -> None: ...

class HandRevealed(_message.Message):
    __slots__ = ("seat", "items", "count", "reason", "shown_to")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    ITEMS_FIELD_NUMBER: _ClassVar[int]
    COUNT_FIELD_NUMBER: _ClassVar[int]
    REASON_FIELD_NUMBER: _ClassVar[int]
    SHOWN_TO_FIELD_NUMBER: _ClassVar[int]
    seat: int
    items: _containers.RepeatedScalarFieldContainer[Item]
    count: int
    reason: RevealReason
    shown_to: int
    def __init__(self, seat: _Optional[int] = ..., items: _Optional[_Iterable[_Union[Item, str]]] = ..., count: _Optional[int] = ..., reason: _Optional[_Union[RevealReason, str]] = ..., shown_to: _Optional[int] = ...) -> None: ...

class OfferMade(_message.Message):
    __slots__ = ("seat", "items", "for_card")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    ITEMS_FIELD_NUMBER: _ClassVar[int]
    FOR_CARD_FIELD_NUMBER: _ClassVar[int]
    seat: int
    items: _containers.RepeatedScalarFieldContainer[Item]
    for_card: Item
    def __init__(self, seat: _Optional[int] = ..., items: _Optional[_Iterable[_Union[Item, str]]] = ..., for_card: _Optional[_Union[Item, str]] = ...) -> None: ...

class OffersRevealed(_message.Message):
    __slots__ = ("offers",)
    OFFERS_FIELD_NUMBER: _ClassVar[int]
    offers: _containers.RepeatedCompositeFieldContainer[Offer]
    def __init__(self, offers: _Optional[_Iterable[_Union[Offer, _Mapping]]] = ...) -> None: ...

class OfferAccepted(_message.Message):
    __slots__ = ("seat", "from_seat", "items", "payment")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    FROM_SEAT_FIELD_NUMBER: _ClassVar[int]
    ITEMS_FIELD_NUMBER: _ClassVar[int]
    PAYMENT_FIELD_NUMBER: _ClassVar[int]
    seat: int
    from_seat: int
    items: _containers.RepeatedScalarFieldContainer[Item]
    payment: Item
    def __init__(self, seat: _Optional[int] = ..., from_seat: _Optional[int] = ..., items: _Optional[_Iterable[_Union[Item, str]]] = ..., payment: _Optional[_Union[Item, str]] = ...) -> None: ...

class CopperCoinKept(_message.Message):
    __slots__ = ("seat",)
    SEAT_FIELD_NUMBER: _ClassVar[int]
    seat: int
    def __init__(self, seat: _Optional[int] = ...) -> None: ...

class ChestKept(_message.Message):
    __slots__ = ("seat",)
    SEAT_FIELD_NUMBER: _ClassVar[int]
    seat: int
    def __init__(self, seat: _Optional[int] = ...) -> None: ...

class Defended(_message.Message):
    __slots__ = ("seat", "attacker", "attack_card")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    ATTACKER_FIELD_NUMBER: _ClassVar[int]
    ATTACK_CARD_FIELD_NUMBER: _ClassVar[int]
    seat: int
    attacker: int
    attack_card: Item
    def __init__(self, seat: _Optional[int] = ..., attacker: _Optional[int] = ..., attack_card: _Optional[_Union[Item, str]] = ...) -> None: ...

class DefenceDeclined(_message.Message):
    __slots__ = ("seat",)
    SEAT_FIELD_NUMBER: _ClassVar[int]
    seat: int
    def __init__(self, seat: _Optional[int] = ...) -> None: ...

class CardTakenFromHand(_message.Message):
    __slots__ = ("seat", "from_seat", "item", "payment")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    FROM_SEAT_FIELD_NUMBER: _ClassVar[int]
    ITEM_FIELD_NUMBER: _ClassVar[int]
    PAYMENT_FIELD_NUMBER: _ClassVar[int]
    seat: int
    from_seat: int
    item: Item
    payment: Item
    def __init__(self, seat: _Optional[int] = ..., from_seat: _Optional[int] = ..., item: _Optional[_Union[Item, str]] = ..., payment: _Optional[_Union[Item, str]] = ...) -> None: ...

class AmbushCardsDrawn(_message.Message):
    __slots__ = ("seat", "cards", "count")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    CARDS_FIELD_NUMBER: _ClassVar[int]
    COUNT_FIELD_NUMBER: _ClassVar[int]
    seat: int
    cards: _containers.RepeatedCompositeFieldContainer[AmbushCard]
    count: int
    def __init__(self, seat: _Optional[int] = ..., cards: _Optional[_Iterable[_Union[AmbushCard, _Mapping]]] = ..., count: _Optional[int] = ...) -> None: ...

class AmbushSet(_message.Message):
    __slots__ = ("seat", "kept", "returned")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    KEPT_FIELD_NUMBER: _ClassVar[int]
    RETURNED_FIELD_NUMBER: _ClassVar[int]
    seat: int
    kept: AmbushCard
    returned: AmbushCard
    def __init__(self, seat: _Optional[int] = ..., kept: _Optional[_Union[AmbushCard, _Mapping]] = ..., returned: _Optional[_Union[AmbushCard, _Mapping]] = ...) -> None: ...

class TradeInAttempted(_message.Message):
    __slots__ = ("seat", "item", "count")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    ITEM_FIELD_NUMBER: _ClassVar[int]
    COUNT_FIELD_NUMBER: _ClassVar[int]
    seat: int
    item: Item
    count: int
    def __init__(self, seat: _Optional[int] = ..., item: _Optional[_Union[Item, str]] = ..., count: _Optional[int] = ...) -> None: ...

class AmbushActivated(_message.Message):
    __slots__ = ("seat", "from_seat", "card", "item")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    FROM_SEAT_FIELD_NUMBER: _ClassVar[int]
    CARD_FIELD_NUMBER: _ClassVar[int]
    ITEM_FIELD_NUMBER: _ClassVar[int]
    seat: int
    from_seat: int
    card: AmbushCard
    item: Item
    def __init__(self, seat: _Optional[int] = ..., from_seat: _Optional[int] = ..., card: _Optional[_Union[AmbushCard, _Mapping]] = ..., item: _Optional[_Union[Item, str]] = ...) -> None: ...

class AmbushPassed(_message.Message):
    __slots__ = ("seat",)
    SEAT_FIELD_NUMBER: _ClassVar[int]
    seat: int
    def __init__(self, seat: _Optional[int] = ...) -> None: ...

class TradeInFailed(_message.Message):
    __slots__ = ("seat", "item", "returned")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    ITEM_FIELD_NUMBER: _ClassVar[int]
    RETURNED_FIELD_NUMBER: _ClassVar[int]
    seat: int
    item: Item
    returned: int
    def __init__(self, seat: _Optional[int] = ..., item: _Optional[_Union[Item, str]] = ..., returned: _Optional[int] = ...) -> None: ...

class ItemsTradedIn(_message.Message):
    __slots__ = ("seat", "item", "count", "points")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    ITEM_FIELD_NUMBER: _ClassVar[int]
    COUNT_FIELD_NUMBER: _ClassVar[int]
    POINTS_FIELD_NUMBER: _ClassVar[int]
    seat: int
    item: Item
    count: int
    points: int
    def __init__(self, seat: _Optional[int] = ..., item: _Optional[_Union[Item, str]] = ..., count: _Optional[int] = ..., points: _Optional[int] = ...) -> None: ...

class AssignmentCompleted(_message.Message):
    __slots__ = ("seat", "assignment", "items", "completion")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    ASSIGNMENT_FIELD_NUMBER: _ClassVar[int]
    ITEMS_FIELD_NUMBER: _ClassVar[int]
    COMPLETION_FIELD_NUMBER: _ClassVar[int]
    seat: int
    assignment: Assignment
    items: _containers.RepeatedScalarFieldContainer[Item]
    completion: int
    def __init__(self, seat: _Optional[int] = ..., assignment: _Optional[_Union[Assignment, str]] = ..., items: _Optional[_Iterable[_Union[Item, str]]] = ..., completion: _Optional[int] = ...) -> None: ...

class SheriffMoved(_message.Message):
    __slots__ = ("space", "number", "exhausted_draw_pile")
    SPACE_FIELD_NUMBER: _ClassVar[int]
    NUMBER_FIELD_NUMBER: _ClassVar[int]
    EXHAUSTED_DRAW_PILE_FIELD_NUMBER: _ClassVar[int]
    space: int
    number: int
    exhausted_draw_pile: bool
    def __init__(self, space: _Optional[int] = ..., number: _Optional[int] = ..., exhausted_draw_pile: _Optional[bool] = ...) -> None: ...

class FavourGiven(_message.Message):
    __slots__ = ("seat", "item", "no_card")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    ITEM_FIELD_NUMBER: _ClassVar[int]
    NO_CARD_FIELD_NUMBER: _ClassVar[int]
    seat: int
    item: Item
    no_card: bool
    def __init__(self, seat: _Optional[int] = ..., item: _Optional[_Union[Item, str]] = ..., no_card: _Optional[bool] = ...) -> None: ...

class DrawPileExhausted(_message.Message):
    __slots__ = ("limit", "seats")
    LIMIT_FIELD_NUMBER: _ClassVar[int]
    SEATS_FIELD_NUMBER: _ClassVar[int]
    limit: int
    seats: _containers.RepeatedScalarFieldContainer[int]
    def __init__(self, limit: _Optional[int] = ..., seats: _Optional[_Iterable[int]] = ...) -> None: ...

class CardsDiscarded(_message.Message):
    __slots__ = ("seat", "items")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    ITEMS_FIELD_NUMBER: _ClassVar[int]
    seat: int
    items: _containers.RepeatedScalarFieldContainer[Item]
    def __init__(self, seat: _Optional[int] = ..., items: _Optional[_Iterable[_Union[Item, str]]] = ...) -> None: ...

class TurnEnded(_message.Message):
    __slots__ = ("seat",)
    SEAT_FIELD_NUMBER: _ClassVar[int]
    seat: int
    def __init__(self, seat: _Optional[int] = ...) -> None: ...

class GameEnded(_message.Message):
    __slots__ = ("reason",)
    REASON_FIELD_NUMBER: _ClassVar[int]
    reason: str
    def __init__(self, reason: _Optional[str] = ...) -> None: ...

class Event(_message.Message):
    __slots__ = ("hand_dealt", "draw_pile_shuffled", "ambush_pile_shuffled", "card_revealed", "card_taken", "action_chosen", "hand_revealed", "offer_made", "offers_revealed", "offer_accepted", "copper_coin_kept", "chest_kept", "defended", "defence_declined", "card_taken_from_hand", "ambush_cards_drawn", "ambush_set", "trade_in_attempted", "ambush_activated", "ambush_passed", "trade_in_failed", "items_traded_in", "assignment_completed", "sheriff_moved", "favour_given", "draw_pile_exhausted", "cards_discarded", "turn_ended", "game_ended")
    HAND_DEALT_FIELD_NUMBER: _ClassVar[int]
    DRAW_PILE_SHUFFLED_FIELD_NUMBER: _ClassVar[int]
    AMBUSH_PILE_SHUFFLED_FIELD_NUMBER: _ClassVar[int]
    CARD_REVEALED_FIELD_NUMBER: _ClassVar[int]
    CARD_TAKEN_FIELD_NUMBER: _ClassVar[int]
    ACTION_CHOSEN_FIELD_NUMBER: _ClassVar[int]
    HAND_REVEALED_FIELD_NUMBER: _ClassVar[int]
    OFFER_MADE_FIELD_NUMBER: _ClassVar[int]
    OFFERS_REVEALED_FIELD_NUMBER: _ClassVar[int]
    OFFER_ACCEPTED_FIELD_NUMBER: _ClassVar[int]
    COPPER_COIN_KEPT_FIELD_NUMBER: _ClassVar[int]
    CHEST_KEPT_FIELD_NUMBER: _ClassVar[int]
    DEFENDED_FIELD_NUMBER: _ClassVar[int]
    DEFENCE_DECLINED_FIELD_NUMBER: _ClassVar[int]
    CARD_TAKEN_FROM_HAND_FIELD_NUMBER: _ClassVar[int]
    AMBUSH_CARDS_DRAWN_FIELD_NUMBER: _ClassVar[int]
    AMBUSH_SET_FIELD_NUMBER: _ClassVar[int]
    TRADE_IN_ATTEMPTED_FIELD_NUMBER: _ClassVar[int]
    AMBUSH_ACTIVATED_FIELD_NUMBER: _ClassVar[int]
    AMBUSH_PASSED_FIELD_NUMBER: _ClassVar[int]
    TRADE_IN_FAILED_FIELD_NUMBER: _ClassVar[int]
    ITEMS_TRADED_IN_FIELD_NUMBER: _ClassVar[int]
    ASSIGNMENT_COMPLETED_FIELD_NUMBER: _ClassVar[int]
    SHERIFF_MOVED_FIELD_NUMBER: _ClassVar[int]
    FAVOUR_GIVEN_FIELD_NUMBER: _ClassVar[int]
    DRAW_PILE_EXHAUSTED_FIELD_NUMBER: _ClassVar[int]
    CARDS_DISCARDED_FIELD_NUMBER: _ClassVar[int]
    TURN_ENDED_FIELD_NUMBER: _ClassVar[int]
    GAME_ENDED_FIELD_NUMBER: _ClassVar[int]
    hand_dealt: HandDealt
    draw_pile_shuffled: DrawPileShuffled
    ambush_pile_shuffled: AmbushPileShuffled
    card_revealed: CardRevealed
    card_taken: CardTaken
    action_chosen: ActionChosen
    hand_revealed: HandRevealed
    offer_made: OfferMade
    offers_revealed: OffersRevealed
    offer_accepted: OfferAccepted
    copper_coin_kept: CopperCoinKept
    chest_kept: ChestKept
    defended: Defended
    defence_declined: DefenceDeclined
    card_taken_from_hand: CardTakenFromHand
    ambush_cards_drawn: AmbushCardsDrawn
    ambush_set: AmbushSet
    trade_in_attempted: TradeInAttempted
    ambush_activated: AmbushActivated
    ambush_passed: AmbushPassed
    trade_in_failed: TradeInFailed
    items_traded_in: ItemsTradedIn
    assignment_completed: AssignmentCompleted
    sheriff_moved: SheriffMoved
    favour_given: FavourGiven
    draw_pile_exhausted: DrawPileExhausted
    cards_discarded: CardsDiscarded
    turn_ended: TurnEnded
    game_ended: GameEnded
    def __init__(self, hand_dealt: _Optional[_Union[HandDealt, _Mapping]] = ..., draw_pile_shuffled: _Optional[_Union[DrawPileShuffled, _Mapping]] = ..., ambush_pile_shuffled: _Optional[_Union[AmbushPileShuffled, _Mapping]] = ..., card_revealed: _Optional[_Union[CardRevealed, _Mapping]] = ..., card_taken: _Optional[_Union[CardTaken, _Mapping]] = ..., action_chosen: _Optional[_Union[ActionChosen, _Mapping]] = ..., hand_revealed: _Optional[_Union[HandRevealed, _Mapping]] = ..., offer_made: _Optional[_Union[OfferMade, _Mapping]] = ..., offers_revealed: _Optional[_Union[OffersRevealed, _Mapping]] = ..., offer_accepted: _Optional[_Union[OfferAccepted, _Mapping]] = ..., copper_coin_kept: _Optional[_Union[CopperCoinKept, _Mapping]] = ..., chest_kept: _Optional[_Union[ChestKept, _Mapping]] = ..., defended: _Optional[_Union[Defended, _Mapping]] = ..., defence_declined: _Optional[_Union[DefenceDeclined, _Mapping]] = ..., card_taken_from_hand: _Optional[_Union[CardTakenFromHand, _Mapping]] = ..., ambush_cards_drawn: _Optional[_Union[AmbushCardsDrawn, _Mapping]] = ..., ambush_set: _Optional[_Union[AmbushSet, _Mapping]] = ..., trade_in_attempted: _Optional[_Union[TradeInAttempted, _Mapping]] = ..., ambush_activated: _Optional[_Union[AmbushActivated, _Mapping]] = ..., ambush_passed: _Optional[_Union[AmbushPassed, _Mapping]] = ..., trade_in_failed: _Optional[_Union[TradeInFailed, _Mapping]] = ..., items_traded_in: _Optional[_Union[ItemsTradedIn, _Mapping]] = ..., assignment_completed: _Optional[_Union[AssignmentCompleted, _Mapping]] = ..., sheriff_moved: _Optional[_Union[SheriffMoved, _Mapping]] = ..., favour_given: _Optional[_Union[FavourGiven, _Mapping]] = ..., draw_pile_exhausted: _Optional[_Union[DrawPileExhausted, _Mapping]] = ..., cards_discarded: _Optional[_Union[CardsDiscarded, _Mapping]] = ..., turn_ended: _Optional[_Union[TurnEnded, _Mapping]] = ..., game_ended: _Optional[_Union[GameEnded, _Mapping]] = ...) -> None: ...

class ItemCard(_message.Message):
    __slots__ = ("item", "name", "worth", "action", "copies")
    ITEM_FIELD_NUMBER: _ClassVar[int]
    NAME_FIELD_NUMBER: _ClassVar[int]
    WORTH_FIELD_NUMBER: _ClassVar[int]
    ACTION_FIELD_NUMBER: _ClassVar[int]
    COPIES_FIELD_NUMBER: _ClassVar[int]
    item: Item
    name: str
    worth: int
    action: str
    copies: int
    def __init__(self, item: _Optional[_Union[Item, str]] = ..., name: _Optional[str] = ..., worth: _Optional[int] = ..., action: _Optional[str] = ..., copies: _Optional[int] = ...) -> None: ...

class ItemCards(_message.Message):
    __slots__ = ("source", "items", "starting_hand")
    SOURCE_FIELD_NUMBER: _ClassVar[int]
    ITEMS_FIELD_NUMBER: _ClassVar[int]
    STARTING_HAND_FIELD_NUMBER: _ClassVar[int]
    source: _engine_pb2.DataSource
    items: _containers.RepeatedCompositeFieldContainer[ItemCard]
    starting_hand: int
    def __init__(self, source: _Optional[_Union[_engine_pb2.DataSource, _Mapping]] = ..., items: _Optional[_Iterable[_Union[ItemCard, _Mapping]]] = ..., starting_hand: _Optional[int] = ...) -> None: ...

class AmbushDeck(_message.Message):
    __slots__ = ("source", "cards", "draw")
    SOURCE_FIELD_NUMBER: _ClassVar[int]
    CARDS_FIELD_NUMBER: _ClassVar[int]
    DRAW_FIELD_NUMBER: _ClassVar[int]
    source: _engine_pb2.DataSource
    cards: _containers.RepeatedCompositeFieldContainer[AmbushCard]
    draw: int
    def __init__(self, source: _Optional[_Union[_engine_pb2.DataSource, _Mapping]] = ..., cards: _Optional[_Iterable[_Union[AmbushCard, _Mapping]]] = ..., draw: _Optional[int] = ...) -> None: ...

class AssignmentCard(_message.Message):
    __slots__ = ("assignment", "name", "different_items", "copies_each", "one_figure", "two_figure")
    ASSIGNMENT_FIELD_NUMBER: _ClassVar[int]
    NAME_FIELD_NUMBER: _ClassVar[int]
    DIFFERENT_ITEMS_FIELD_NUMBER: _ClassVar[int]
    COPIES_EACH_FIELD_NUMBER: _ClassVar[int]
    ONE_FIGURE_FIELD_NUMBER: _ClassVar[int]
    TWO_FIGURE_FIELD_NUMBER: _ClassVar[int]
    assignment: Assignment
    name: str
    different_items: int
    copies_each: int
    one_figure: int
    two_figure: int
    def __init__(self, assignment: _Optional[_Union[Assignment, str]] = ..., name: _Optional[str] = ..., different_items: _Optional[int] = ..., copies_each: _Optional[int] = ..., one_figure: _Optional[int] = ..., two_figure: _Optional[int] = ...) -> None: ...

class AssignmentCards(_message.Message):
    __slots__ = ("source", "assignments", "cards_per_assignment")
    SOURCE_FIELD_NUMBER: _ClassVar[int]
    ASSIGNMENTS_FIELD_NUMBER: _ClassVar[int]
    CARDS_PER_ASSIGNMENT_FIELD_NUMBER: _ClassVar[int]
    source: _engine_pb2.DataSource
    assignments: _containers.RepeatedCompositeFieldContainer[AssignmentCard]
    cards_per_assignment: int
    def __init__(self, source: _Optional[_Union[_engine_pb2.DataSource, _Mapping]] = ..., assignments: _Optional[_Iterable[_Union[AssignmentCard, _Mapping]]] = ..., cards_per_assignment: _Optional[int] = ...) -> None: ...

class SheriffSpace(_message.Message):
    __slots__ = ("index", "kind", "number", "position", "neighbours")
    INDEX_FIELD_NUMBER: _ClassVar[int]
    KIND_FIELD_NUMBER: _ClassVar[int]
    NUMBER_FIELD_NUMBER: _ClassVar[int]
    POSITION_FIELD_NUMBER: _ClassVar[int]
    NEIGHBOURS_FIELD_NUMBER: _ClassVar[int]
    index: int
    kind: SpaceKind
    number: int
    position: _engine_pb2.Point
    neighbours: _containers.RepeatedScalarFieldContainer[int]
    def __init__(self, index: _Optional[int] = ..., kind: _Optional[_Union[SpaceKind, str]] = ..., number: _Optional[int] = ..., position: _Optional[_Union[_engine_pb2.Point, _Mapping]] = ..., neighbours: _Optional[_Iterable[int]] = ...) -> None: ...

class SheriffPath(_message.Message):
    __slots__ = ("source", "spaces", "size")
    SOURCE_FIELD_NUMBER: _ClassVar[int]
    SPACES_FIELD_NUMBER: _ClassVar[int]
    SIZE_FIELD_NUMBER: _ClassVar[int]
    source: _engine_pb2.DataSource
    spaces: _containers.RepeatedCompositeFieldContainer[SheriffSpace]
    size: _engine_pb2.Point
    def __init__(self, source: _Optional[_Union[_engine_pb2.DataSource, _Mapping]] = ..., spaces: _Optional[_Iterable[_Union[SheriffSpace, _Mapping]]] = ..., size: _Optional[_Union[_engine_pb2.Point, _Mapping]] = ...) -> None: ...

class Pawns(_message.Message):
    __slots__ = ("source", "colours")
    SOURCE_FIELD_NUMBER: _ClassVar[int]
    COLOURS_FIELD_NUMBER: _ClassVar[int]
    source: _engine_pb2.DataSource
    colours: _containers.RepeatedScalarFieldContainer[Colour]
    def __init__(self, source: _Optional[_Union[_engine_pb2.DataSource, _Mapping]] = ..., colours: _Optional[_Iterable[_Union[Colour, str]]] = ...) -> None: ...

class Rules(_message.Message):
    __slots__ = ("edition", "item_cards", "ambush_deck", "assignment_cards", "sheriff_path", "pawns")
    EDITION_FIELD_NUMBER: _ClassVar[int]
    ITEM_CARDS_FIELD_NUMBER: _ClassVar[int]
    AMBUSH_DECK_FIELD_NUMBER: _ClassVar[int]
    ASSIGNMENT_CARDS_FIELD_NUMBER: _ClassVar[int]
    SHERIFF_PATH_FIELD_NUMBER: _ClassVar[int]
    PAWNS_FIELD_NUMBER: _ClassVar[int]
    edition: _engine_pb2.EditionHeader
    item_cards: ItemCards
    ambush_deck: AmbushDeck
    assignment_cards: AssignmentCards
    sheriff_path: SheriffPath
    pawns: Pawns
    def __init__(self, edition: _Optional[_Union[_engine_pb2.EditionHeader, _Mapping]] = ..., item_cards: _Optional[_Union[ItemCards, _Mapping]] = ..., ambush_deck: _Optional[_Union[AmbushDeck, _Mapping]] = ..., assignment_cards: _Optional[_Union[AssignmentCards, _Mapping]] = ..., sheriff_path: _Optional[_Union[SheriffPath, _Mapping]] = ..., pawns: _Optional[_Union[Pawns, _Mapping]] = ...) -> None: ...
