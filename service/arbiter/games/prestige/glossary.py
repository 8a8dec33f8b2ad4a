"""The season events of the Glossary, taking effect at the start of a season.

Events that only change how actions work this season (Cheap estate, Good
weather, No labor market, ...) are read where those actions are; this module
carries out what happens at the start (gifts, levies, Illness) and opens the
choices the events give.
"""
from __future__ import annotations

from arbiter.engine import MalformedMove, RuleViolation
from arbiter.games.prestige import actions, components, estates
from arbiter.games.prestige.model import (
    await_decision,
    defer,
    done_move,
    goods_event,
    resolve,
    steward_order,
    take_workers_back,
)
from arbiter.games.prestige.sections import GLOSSARY
from arbiter.prestige.v1 import prestige_pb2 as pb

E = pb.SeasonEvent
RICH = 5  # Rich and poor, Gold levy: the 5-gold line


def apply(state: pb.State) -> list[pb.Event]:
    event = state.event
    handler = _AT_START.get(event)
    return handler(state) if handler else []


def _each(state: pb.State, change, reason: str) -> list[pb.Event]:
    """Apply `change(player) -> Goods delta` to every player, in seat order."""
    events = []
    for p in state.players[:]:
        delta = change(p)
        if delta is not None:
            events.append(goods_event(p.seat, {f.name: n for f, n in delta.ListFields()}, reason))
    return events


def _rich_and_poor(p: pb.Player) -> pb.Goods | None:
    d = -2 if p.gold > RICH else 2 if p.gold < RICH else 0
    p.gold += d
    return pb.Goods(gold=d) if d else None


def _wood_required(p: pb.Player) -> pb.Goods | None:
    if p.wood:
        p.wood -= 1
        return pb.Goods(wood=-1)
    d = min(2, p.gold)
    p.gold -= d
    return pb.Goods(gold=-d) if d else None


def _gold_levy(p: pb.Player) -> pb.Goods | None:
    d = 2 if p.gold > RICH else min(1, p.gold)
    p.gold -= d
    return pb.Goods(gold=-d) if d else None


def _gold_gift(p: pb.Player) -> pb.Goods:
    p.gold += 1
    return pb.Goods(gold=1)


def _support(p: pb.Player) -> pb.Goods | None:
    k = take_workers_back(p, 2)
    return pb.Goods(workers=k) if k else None


def _experience(state: pb.State, step: int, reason: str) -> list[pb.Event]:
    """Further education / Poor workmanship: every Master Builder one level up
    or down; nothing happens at the very top or bottom."""
    tb = components.of(state)
    events = []
    for p in state.players[:]:
        level = min(tb.TOP_EXPERIENCE, max(0, p.experience + step))
        if level != p.experience:
            p.experience = level
            events.append(pb.Event(experience_changed=pb.ExperienceChanged(seat=p.seat, experience=level, reason=reason)))
    return events


def _illness(state: pb.State) -> list[pb.Event]:
    """Illness: each player's last steward on the lower bar stays out this
    season, in the hospital, in order."""
    bar = state.lower_bar[:]
    last = {seat: i for i, seat in enumerate(bar)}
    ill = set(last.values())
    del state.lower_bar[:]
    state.lower_bar.extend(s for i, s in enumerate(bar) if i not in ill)
    state.hospital.extend(bar[i] for i in sorted(ill))
    return []


def _all_choose(kind: int, eligible):
    """A choice every eligible player makes at once."""
    def start(state: pb.State) -> list[pb.Event]:
        for p in state.players[:]:
            if eligible(state, p):
                await_decision(state, p.seat, kind)
        return []
    return start


def _in_steward_order(kind: int, eligible):
    """A choice made one player after another, in the order of the stewards."""
    def start(state: pb.State) -> list[pb.Event]:
        for seat in reversed(steward_order(state)):  # the stack: first player on top
            if eligible(state, state.players[seat]):
                defer(state, seat, kind)
        return []
    return start


_AT_START = {
    E.SEASON_EVENT_RICH_AND_POOR: lambda s: _each(s, _rich_and_poor, "Rich and poor"),
    E.SEASON_EVENT_WOOD_REQUIRED: lambda s: _each(s, _wood_required, "Wood required"),
    E.SEASON_EVENT_GOLD_LEVY: lambda s: _each(s, _gold_levy, "Gold levy"),
    E.SEASON_EVENT_GOLD_GIFT: lambda s: _each(s, _gold_gift, "Gold gift"),
    E.SEASON_EVENT_SUPPORT: lambda s: _each(s, _support, "Support"),
    E.SEASON_EVENT_FURTHER_EDUCATION: lambda s: _experience(s, 1, "Further education"),
    E.SEASON_EVENT_POOR_WORKMANSHIP: lambda s: _experience(s, -1, "Poor workmanship"),
    E.SEASON_EVENT_ILLNESS: _illness,
    E.SEASON_EVENT_GIFT: _all_choose(pb.DECISION_KIND_GIFT, lambda s, p: True),
    E.SEASON_EVENT_WORKER_OFFER: _all_choose(pb.DECISION_KIND_WORKER_OFFER, lambda s, p: bool(_worker_offer(p))),
    E.SEASON_EVENT_FREE_TRAINING: _all_choose(
        pb.DECISION_KIND_FREE_TRAINING, lambda s, p: bool(actions.hire_options(s, p.seat, free=True))),
    E.SEASON_EVENT_WOOD_TRADE: _in_steward_order(pb.DECISION_KIND_WOOD_TRADE, lambda s, p: p.wood > 0),
    E.SEASON_EVENT_ESTATE_LOSS: _in_steward_order(
        pb.DECISION_KIND_ESTATE_LOSS, lambda s, p: bool(estates.loss_options(s, p.seat))),
}

# Worker offer and Wood trade prices (Glossary).
WORKER_OFFER_PRICE = 1
WOOD_TRADE_PRICE = 2


# ------------------------------------------------------------- choices


def _worker_offer(p: pb.Player) -> int:
    """How many workers the Worker offer sells this player: "2 additional workers for 2 gold (observe the
    maximum of 12). You may also acquire just 1 worker for 1 gold, should you currently have 11 workers"
    (Glossary). So 2, or 1 to a player with 11 (1 left in the Tavern), or none for want of gold."""
    count = 1 if p.tavern == 1 else 2 if p.tavern >= 2 else 0
    return count if count * WORKER_OFFER_PRICE <= p.gold else 0


def worker_offer_moves(state: pb.State, step: pb.Step) -> list[pb.Move]:
    count = _worker_offer(state.players[step.seat])
    return [done_move()] + ([pb.Move(hire_workers=pb.HireWorkers(count=count))] if count else [])


def hire_workers(state: pb.State, seat: int, step: pb.Step, m: pb.HireWorkers) -> list[pb.Event]:
    """Worker offer: 2 workers for 2 gold; 1 for 1 gold only to a player with 11 workers (Glossary)."""
    rule = GLOSSARY + " / Worker offer"
    if not 1 <= m.count <= 2:
        raise MalformedMove("hire_workers.count", "1 or 2")
    p = state.players[seat]
    if m.count > p.tavern:
        raise RuleViolation("WORKER_MAXIMUM", rule, "12 workers is the maximum: the Tavern holds fewer")
    if m.count < min(2, p.tavern):
        raise RuleViolation("TWO_WORKERS_OFFERED", rule,
                            "the offer is 2 workers for 2 gold; just 1 only for a player with 11 workers")
    if m.count * WORKER_OFFER_PRICE > p.gold:
        raise RuleViolation("NOT_ENOUGH_GOLD", rule, f"{m.count} gold needed")
    resolve(state, seat)
    p.gold -= m.count * WORKER_OFFER_PRICE
    take_workers_back(p, m.count)
    return [goods_event(seat, {"gold": -m.count * WORKER_OFFER_PRICE, "workers": m.count}, "Worker offer")]


def wood_trade_moves(state: pb.State, step: pb.Step) -> list[pb.Move]:
    wood = state.players[step.seat].wood
    return [done_move()] + [pb.Move(sell_wood=pb.SellWood(amount=k)) for k in range(1, wood + 1)]


def sell_wood(state: pb.State, seat: int, step: pb.Step, m: pb.SellWood) -> list[pb.Event]:
    """Wood trade: sell as much wood as you like, 2 gold each, once."""
    if m.amount <= 0:
        raise MalformedMove("sell_wood.amount", "sell at least 1 (or decline with done)")
    p = state.players[seat]
    if m.amount > p.wood:
        raise RuleViolation("INSUFFICIENT_RESOURCES", GLOSSARY + " / Wood trade", f"you have {p.wood} wood")
    resolve(state, seat)
    p.wood -= m.amount
    p.gold += m.amount * WOOD_TRADE_PRICE
    return [goods_event(seat, {"wood": -m.amount, "gold": m.amount * WOOD_TRADE_PRICE}, "Wood trade")]
