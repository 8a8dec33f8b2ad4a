"""2a) Trading (with the bank, and with fellow players only through the player
on turn) and 2c) Producing and Selling Trade Goods.

A trade between players is one round: the player on turn offers (naming what
each side gives), every other player answers at once (accept, decline or
counter-offer), then the player on turn closes a deal with one of them or
withdraws. Each check looks only at the mover's own hand, so a rejection
never tells a player anything about another player's secret cards.
"""
from __future__ import annotations

from typing import Mapping

from arbiter.engine import MalformedMove, RuleViolation
from arbiter.nuremberg.v1 import nuremberg_pb2 as pb

from . import sections as S
from .components import board, ENUM_MATERIAL, GOLD
from .building import INSUFFICIENT_RESOURCES, Problem, reject
from .hands import can_pay, give_back, holds, pay, take, transfer


# ------------------------------------------------------------------ with the bank


def bank_rates(state: pb.State, seat: int) -> Mapping[int, int]:
    """How many of each raw material (and of gold) buy one raw material:
    4:1; 3:1 with the main market's "3:1" workshop (gold included); 2:1 for
    the material of a main-market workshop."""
    bd = board(state)
    workshops = state.craft_workshops
    held = {}  # material name or "any" -> rate, of the main-market workshops `seat` holds
    for space in workshops:  # few workshops stand: walk them, not the market's spaces
        found = bd.bank_space_rates.get(space)
        if found is not None and workshops[space] == seat:
            held[found[0]] = found[1]
    if not held:  # the usual case, shared (callers only read it)
        return bd.plain_bank_rates
    general = held.get("any", bd.bank_rate)
    rates = {give: held.get(material, general) for give, material in ENUM_MATERIAL.items()}
    rates[GOLD] = general
    return rates


def bank_rate(state: pb.State, seat: int, give: int) -> int:
    """How many of `give` buy one raw material (`bank_rates`)."""
    return bank_rates(state, seat)[give]


def trade_rate(state: pb.State, seat: int, give: int, get: int) -> int:
    """Gold is bought from the bank only at 4:1 (the almanac's "Gold" entry:
    the workshop rates are for taking raw materials)."""
    return board(state).bank_rate if get == GOLD else bank_rate(state, seat, give)


def bank_trade_problem(state: pb.State, seat: int, give: int, get: int) -> Problem:
    rate = trade_rate(state, seat, give, get)
    p = state.players[seat]
    have = p.gold if give == GOLD else getattr(p.hand, ENUM_MATERIAL[give])
    if have < rate:
        return (INSUFFICIENT_RESOURCES, S.TRADING_BANK, f"you need {rate} {name(give)} for one {name(get)}")
    if get != GOLD and getattr(state.supply, ENUM_MATERIAL[get]) == 0:
        return ("SUPPLY_EXHAUSTED", S.TRADING_BANK, f"the {name(get)} supply stack is empty")
    return None


def name(material: int) -> str:
    return "gold" if material == GOLD else ENUM_MATERIAL[material]


def trade_with_bank(state: pb.State, seat: int, move: pb.TradeWithBank, events: list) -> None:
    give, get = move.give, move.get
    for field, value in (("give", give), ("get", get)):
        if not pb.MATERIAL_WOOD <= value <= GOLD:
            raise MalformedMove(f"trade_with_bank.{field}", "a raw material or gold")
    if give == get:
        raise MalformedMove("trade_with_bank.get", "must differ from what you give")
    reject(bank_trade_problem(state, seat, give, get))
    rate = trade_rate(state, seat, give, get)
    p = state.players[seat]
    if give == GOLD:
        p.gold -= rate
    else:
        give_back(state, seat, ENUM_MATERIAL[give], rate)
    if get == GOLD:
        p.gold += 1
    else:
        take(state, seat, ENUM_MATERIAL[get], 1)
    events.append(pb.Event(bank_traded=dict(seat=seat, give=give, amount=rate, get=get)))


# ------------------------------------------------------------------ with fellow players


def check_terms(give: pb.Bundle, get: pb.Bundle, field: str) -> None:
    """Malformed terms can never be legal: negative amounts, an empty side, or
    the same raw material (or gold) on both sides."""
    # ListFields: only the amounts set (proto3 keeps no zeros), in field order;
    # terms name one or two of the six.
    given, asked = give.ListFields(), get.ListFields()
    for side, amounts in (("give", given), ("get", asked)):
        if not amounts:
            raise MalformedMove(f"{field}.{side}", "each side of a trade gives something")
        for _, n in amounts:
            if n < 0:
                raise MalformedMove(f"{field}.{side}", "amounts may not be negative")
    asked_for = {f.name for f, _ in asked}
    for f, _ in given:
        if f.name in asked_for:
            raise MalformedMove(field, f"{f.name} appears on both sides")


# The open offer's wrappers, held until the next offer (speed only; reads still go through the
# State): self-play holds a State's wrappers as they are when it starts (arbiter.engine.wrappers),
# and every offer is a new message (the last one was cleared), whose reads during its round would
# otherwise each make and drop a wrapper.
_offer_wrappers: list = []


def offer_trade(state: pb.State, seat: int, move: pb.OfferTrade, events: list) -> None:
    check_terms(move.give, move.get, "offer_trade")
    if not holds(state.players[seat], move.give):
        raise RuleViolation(INSUFFICIENT_RESOURCES, S.TRADING_PLAYERS, "you do not hold what you offer")
    t = state.trade
    t.proposer = seat
    t.give.CopyFrom(move.give)
    t.get.CopyFrom(move.get)
    del t.replies[:]
    for other in range(len(state.players)):
        if other != seat:
            t.replies.add(seat=other)
    _offer_wrappers[:] = [t, t.give, t.get, t.replies, *t.replies]
    state.offers_this_turn += 1
    state.phase = pb.PHASE_TRADE_ANSWERS
    events.append(pb.Event(trade_offered=dict(seat=seat, give=move.give, get=move.get)))


def reply_of(state: pb.State, seat: int) -> pb.TradeReply:
    for r in state.trade.replies:
        if r.seat == seat:
            return r
    raise RuleViolation("NOT_ASKED", S.TRADING_PLAYERS, "only the other players answer an offer")


def answer_trade(state: pb.State, seat: int, answer: int, events: list,
                 give: pb.Bundle | None = None, get: pb.Bundle | None = None) -> None:
    """Accept, decline or counter the open offer."""
    reply = reply_of(state, seat)
    if answer == pb.TRADE_ANSWER_ACCEPTED and not holds(state.players[seat], state.trade.get):
        raise RuleViolation(INSUFFICIENT_RESOURCES, S.TRADING_PLAYERS, "you do not hold what the offer asks for")
    if answer == pb.TRADE_ANSWER_COUNTERED:
        check_terms(give, get, "counter_trade")
        if not holds(state.players[seat], give):
            raise RuleViolation(INSUFFICIENT_RESOURCES, S.TRADING_PLAYERS, "you do not hold what you offer")
        reply.give.CopyFrom(give)
        reply.get.CopyFrom(get)
    reply.answer = answer
    events.append(pb.Event(trade_answered=dict(reply=reply)))
    if all(r.answer for r in state.trade.replies):
        if any(r.answer != pb.TRADE_ANSWER_DECLINED for r in state.trade.replies):
            state.phase = pb.PHASE_TRADE_CHOICE
        else:
            close_trade(state, events, withdrawn=False)


def deal_terms(state: pb.State, partner: int) -> tuple[pb.Bundle, pb.Bundle] | None:
    """(what the proposer gives, what it gets) in a deal with `partner`, or None
    if `partner` neither accepted nor countered."""
    for r in state.trade.replies:
        if r.seat == partner:
            if r.answer == pb.TRADE_ANSWER_ACCEPTED:
                return state.trade.give, state.trade.get
            if r.answer == pb.TRADE_ANSWER_COUNTERED:
                return r.get, r.give
    return None


def confirm_problem(state: pb.State, partner: int) -> Problem:
    terms = deal_terms(state, partner)
    if terms is None:
        return ("NO_DEAL", S.TRADING_PLAYERS, f"seat {partner} neither accepted nor countered")
    give, get = terms
    if not holds(state.players[state.trade.proposer], give):
        return (INSUFFICIENT_RESOURCES, S.TRADING_PLAYERS, "you do not hold what this deal asks of you")
    if not holds(state.players[partner], get):  # hands cannot change during the round; kept as a guard
        return (INSUFFICIENT_RESOURCES, S.TRADING_PLAYERS, f"seat {partner} no longer holds its side")
    return None


def confirm_trade(state: pb.State, seat: int, partner: int, events: list) -> None:
    if not 0 <= partner < len(state.players):
        raise MalformedMove("confirm_trade.partner", f"no seat {partner}")
    reject(confirm_problem(state, partner))
    give, get = deal_terms(state, partner)
    transfer(state, seat, partner, give)
    transfer(state, partner, seat, get)
    events.append(pb.Event(trade_completed=dict(proposer=seat, partner=partner, give=give, get=get)))
    state.ClearField("trade")
    state.phase = pb.PHASE_TRADE_AND_BUILD


def close_trade(state: pb.State, events: list, withdrawn: bool) -> None:
    state.ClearField("trade")
    state.phase = pb.PHASE_TRADE_AND_BUILD
    events.append(pb.Event(trade_closed=dict(withdrawn=withdrawn)))


# ------------------------------------------------------------------ trade goods


def sale(state: pb.State, seat: int, good: int) -> tuple[int, int, int]:
    """(proceeds, toll, toll holder or -1) for `seat` selling `good`: doubled by
    a craft workshop at its city spaces (once, however many); the toll is not
    doubled, and nobody pays toll on a road whose toll right they hold."""
    bd = board(state)
    g = bd.goods[good]
    workshops = state.craft_workshops
    doubled = any(good in bd.space_doubles[s] for s in workshops if workshops[s] == seat)  # keys: see building.count
    gold = g.gold * (2 if doubled else 1)
    holder = state.toll_rights.get(g.road, -1)
    if holder in (-1, seat):
        return gold, 0, -1
    return gold, g.toll, holder


def trade_good_problem(state: pb.State, seat: int, good: int) -> Problem:
    g = board(state).goods[good]
    if can_pay(state.players[seat], g.cost):
        return None
    return (INSUFFICIENT_RESOURCES, S.TRADE_GOODS, f"{g.name} needs {g.cost.text}")


def produce_trade_good(state: pb.State, seat: int, good: int, events: list) -> None:
    bd = board(state)
    if good not in bd.goods:
        raise MalformedMove("produce_trade_good.good", "a trade good")
    reject(trade_good_problem(state, seat, good))
    g = bd.goods[good]
    pay(state, seat, g.cost)
    gold, toll, holder = sale(state, seat, good)
    state.players[seat].gold += gold - toll
    if toll:
        state.players[holder].gold += toll
    cost = pb.Materials(**dict(g.cost.materials))
    events.append(pb.Event(trade_good_sold=dict(seat=seat, good=good, cost=cost, gold=gold,
                                                            toll=toll, toll_to=holder)))

