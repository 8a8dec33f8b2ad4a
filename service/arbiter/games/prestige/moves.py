"""The move model: the decision table. For each kind of pending decision,
the moves that answer it, how they are listed and whether it may be declined
(`done`)."""
from __future__ import annotations

from typing import Callable

from arbiter import engine
from arbiter.engine import RuleViolation
from arbiter.engine.prebuilt import prebuilt
from arbiter.games.prestige import actions, bonus, construction, estates, glossary, market, seasons
from arbiter.games.prestige.model import awaiting_step, decision_name, resolve
from arbiter.games.prestige.sections import (
    BONUS_SPACE, CONSTRUCTION, CRAFTSMAN, END_OF_ROUND, ESTATES, GENERAL_SETUP, GLOSSARY, MARKET, PRINCIPLE,
    RESOURCE_WORKS, START_PLAYER,
)
from arbiter.prestige.v1 import prestige_pb2 as pb


_SECTIONS = {
    pb.DECISION_KIND_STARTING_RESOURCE: GENERAL_SETUP,
    pb.DECISION_KIND_PLACE_STEWARD: PRINCIPLE,
    pb.DECISION_KIND_START_PLAYER_GAIN: START_PLAYER,
    pb.DECISION_KIND_RESOURCE_WORKS: RESOURCE_WORKS,
    pb.DECISION_KIND_ESTATE_EXPANSION: ESTATES,
    pb.DECISION_KIND_FREE_ESTATE_DISC: ESTATES,
    pb.DECISION_KIND_MARKET_CONDITION: ESTATES,
    pb.DECISION_KIND_REMOVE_MARKET_CONDITION: ESTATES,
    pb.DECISION_KIND_MARKET: MARKET,
    pb.DECISION_KIND_CRAFTSMAN: CRAFTSMAN,
    pb.DECISION_KIND_CONSTRUCTION_ORDER: CONSTRUCTION,
    pb.DECISION_KIND_COMPLETE_ORDER: END_OF_ROUND,
    pb.DECISION_KIND_BONUS_TILE: BONUS_SPACE,
    pb.DECISION_KIND_EXTRA_BONUS: CONSTRUCTION,
    pb.DECISION_KIND_GIFT: GLOSSARY,
    pb.DECISION_KIND_FREE_TRAINING: GLOSSARY,
    pb.DECISION_KIND_WORKER_OFFER: GLOSSARY,
    pb.DECISION_KIND_WOOD_TRADE: GLOSSARY,
    pb.DECISION_KIND_ESTATE_LOSS: GLOSSARY,
    pb.DECISION_KIND_BUY_BACK_WORKER: END_OF_ROUND,
}


@prebuilt(pb.Event)
def _declined(seat: int, decision: int) -> pb.Event:
    return pb.Event(declined=pb.Declined(seat=seat, decision=decision))


def _decline(state: pb.State, seat: int, body, rng, events: list) -> None:
    """`done`: decline an optional decision."""
    kind = awaiting_step(state, seat).kind
    resolve(state, seat)
    events.append(_declined(seat, kind))


def _required(state: pb.State, seat: int, body, rng, events: list) -> None:
    """`done` on a decision that must be made."""
    raise RuleViolation("DECISION_REQUIRED", PRINCIPLE,
                        f"{decision_name(awaiting_step(state, seat).kind)} cannot be declined")


def _answer(handler: Callable) -> Callable:
    """The engine's handler for a rule handler(state, seat, step, part) -> events,
    `step` being the seat's awaited decision."""
    def play(state: pb.State, seat: int, body, rng, events: list) -> None:
        events.extend(handler(state, seat, awaiting_step(state, seat), body))
    return play


def _listing(legal: Callable) -> Callable:
    return lambda state, seat: legal(state, awaiting_step(state, seat))


def Decision(prompt: str, handlers: dict[str, Callable], legal: Callable,
             optional: bool = False) -> Callable[[int], engine.Decision]:
    """The engine's decision for a DecisionKind, once given the kind:
    `handlers` maps move kinds to rule handlers; `done` declines it when
    `optional`, and is refused with DECISION_REQUIRED otherwise;
    `legal(state, step)` lists every move, `done` included when the decision
    may be declined."""
    answers = {k: _answer(h) for k, h in handlers.items()}
    answers["done"] = _decline if optional else _required
    # Default: decline what may be declined; else the first listed (docs/games/prestige.md, Defaults).
    default = engine.first_of("done") if optional else engine.first_of()
    return lambda kind: engine.Decision(decision_name(kind), _SECTIONS[kind], answers, _listing(legal), prompt,
                                        default=default)


# For each kind of decision a seat may await (`state.awaiting`), the moves
# that answer it and how they are listed.
_TABLE: dict[int, Callable[[int], engine.Decision]] = {
    pb.DECISION_KIND_STARTING_RESOURCE: Decision(
        "Starting bonus: take 1 limestone or 1 wood", {"choose_gain": actions.choose_gain}, actions.gain_moves),
    pb.DECISION_KIND_PLACE_STEWARD: Decision(
        "Place a steward on the lowest free space of an action", {"place_steward": actions.place_steward},
        actions.steward_moves),
    pb.DECISION_KIND_START_PLAYER_GAIN: Decision(
        "Start Player: take 1 wood, 1 limestone or 1 gold", {"choose_gain": actions.choose_gain}, actions.gain_moves),
    pb.DECISION_KIND_RESOURCE_WORKS: Decision(
        "Resource Works: take one type of resource", {"take_resources": actions.take_resources},
        actions.works_moves, optional=True),
    pb.DECISION_KIND_ESTATE_EXPANSION: Decision(
        "Estate Expansion: place a marker disc on an estate", {"expand_estate": estates.expand_estate},
        estates.expansion_moves, optional=True),
    pb.DECISION_KIND_FREE_ESTATE_DISC: Decision(
        "Bonus: place a marker disc on an estate for free", {"expand_estate": estates.expand_estate},
        estates.expansion_moves),
    pb.DECISION_KIND_MARKET_CONDITION: Decision(
        "Edge space: lay a market-condition tile where the white lines lead",
        {"place_market_condition": estates.place_market_condition}, estates.condition_moves, optional=True),
    pb.DECISION_KIND_REMOVE_MARKET_CONDITION: Decision(
        "Remove another market-condition tile from the game",
        {"remove_market_condition": estates.remove_market_condition}, estates.removal_moves),
    pb.DECISION_KIND_MARKET: Decision(
        "Market: carry out an action (each line once), or finish", {"market_trade": market.market_trade},
        market.trade_moves, optional=True),
    pb.DECISION_KIND_CRAFTSMAN: Decision(
        "Craftsman: hire a craftsman", {"hire_craftsman": actions.hire_craftsman}, actions.hire_moves, optional=True),
    pb.DECISION_KIND_CONSTRUCTION_ORDER: Decision(
        "Construction Order: build with a craftsman", {"construction_order": construction.issue_order},
        construction.order_moves, optional=True),
    pb.DECISION_KIND_COMPLETE_ORDER: Decision(
        "End of season: choose which of your construction orders is completed now",
        {"complete_order": construction.complete_order}, construction.completion_moves),
    pb.DECISION_KIND_BONUS_TILE: Decision(
        "Bonus condition fulfilled: choose a yellow bonus tile", {"choose_bonus_tile": bonus.choose_bonus_tile},
        bonus.tile_moves),
    pb.DECISION_KIND_EXTRA_BONUS: Decision(
        "Master Builder above level 5: take 1 worker back, 1 wood or 1 limestone",
        {"choose_gain": actions.choose_gain}, actions.gain_moves),
    pb.DECISION_KIND_GIFT: Decision(
        "Gift: take 1 wood, limestone, glass or marble", {"choose_gain": actions.choose_gain}, actions.gain_moves),
    pb.DECISION_KIND_FREE_TRAINING: Decision(
        "Free training: upgrade one of your craftsmen for free", {"hire_craftsman": actions.hire_craftsman},
        actions.hire_moves, optional=True),
    pb.DECISION_KIND_WORKER_OFFER: Decision(
        "Worker offer: 2 workers for 2 gold (or 1 for 1)", {"hire_workers": glossary.hire_workers},
        glossary.worker_offer_moves, optional=True),
    pb.DECISION_KIND_WOOD_TRADE: Decision(
        "Wood trade: sell wood for 2 gold each", {"sell_wood": glossary.sell_wood}, glossary.wood_trade_moves,
        optional=True),
    pb.DECISION_KIND_ESTATE_LOSS: Decision(
        "Estate loss: remove one of your marker discs", {"remove_estate_disc": estates.remove_estate_disc},
        estates.loss_moves),
    pb.DECISION_KIND_BUY_BACK_WORKER: Decision(
        "Buy back one exhausted worker for 1 gold", {"buy_back_worker": seasons.buy_back_worker},
        seasons.buy_back_moves, optional=True),
}

DECISIONS: dict[int, engine.Decision] = {kind: decision(kind) for kind, decision in _TABLE.items()}
NAMES = {kind: d.kind for kind, d in DECISIONS.items()}
