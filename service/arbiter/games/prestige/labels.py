"""Prestige's labels of moves, events and decisions, and the derived public
values (arbiter.engine.labels): the rulebook's names, from what the reader
may see."""
from __future__ import annotations

import re

from arbiter.engine import labels
from arbiter.prestige.v1 import prestige_pb2 as pb
from arbiter.v1.engine_pb2 import Derived

from arbiter.games.prestige import components
from arbiter.games.prestige.construction import plan_order
from arbiter.games.prestige.scoring import final_score


def _action(a: int) -> str:
    return labels.enum_word(pb.Action, a)


def _order(m: pb.IssueConstructionOrder, seat: int, view: pb.State) -> str:
    """A construction order with its site and what it costs (Construction)."""
    sites = ", ".join(f"position {s.position}" + (f" {labels.enum_word(pb.Storey, s.storey)}" if s.storey else "")
                      for s in m.sites)
    text = f"Order the {labels.enum_word(pb.Work, m.work)} at {sites}"
    if m.experience_level:
        text += f", using experience level {m.experience_level}"
    if m.tower_extra:
        text += f", the fifth resource {labels.enum_word(pb.Resource, m.tower_extra)}"
    step = next((s for s in view.awaiting if s.seat == seat), None)
    if step is None:  # not this seat's order now: no cost to show
        return text
    try:
        plan = plan_order(view, seat, step, m)
    except Exception:  # noqa: BLE001 - a move not listed now: label it without its cost
        return text
    cost = ", ".join(f"{n} {r}" for r, n in plan.cost.items() if n)
    return f"{text} for {cost or 'nothing'} and {labels.plural(plan.workers, 'worker')}"


# Move kind -> label(body, seat, view); `view` is the mover's projection.
MOVES = {
    "construction_order": lambda m, s, v: _order(m, s, v),
    "place_steward": lambda m, s, v: f"Place a steward on the {_action(m.action)} action",
    "take_resources": lambda m, s, v: (
        f"Take {m.amount} {labels.enum_word(pb.Resource, m.resource)} from the Resource Works"),
    "expand_estate": lambda m, s, v: (
        f"Expand the estate: {labels.enum_word(pb.EstateTile, m.tile)} on {m.space}"),
    "place_market_condition": lambda m, s, v: f"Place market condition {m.tile} on {m.slot}",
    "remove_market_condition": lambda m, s, v: f"Remove market condition {m.tile}",
    "hire_craftsman": lambda m, s, v: f"Hire the {_craftsman(m.craftsman)}",
    "complete_order": lambda m, s, v: f"Complete construction order {m.order_id}",
    "choose_bonus_tile": lambda m, s, v: f"Take bonus tile {m.tile}",
    "hire_workers": lambda m, s, v: f"Hire {labels.plural(m.count, 'worker')}",
    "sell_wood": lambda m, s, v: f"Sell {m.amount} wood",
    "remove_estate_disc": lambda m, s, v: f"Remove the estate disc from {m.space}",
    "buy_back_worker": lambda m, s, v: "Buy back a worker from the Tavern",
    "done": lambda m, s, v: "Done",
    "choose_gain": lambda m, s, v: f"Take {labels.enum_word(pb.Gain, m.gain)}" if m.gain != pb.GAIN_WORKER_BACK
    else "Take a worker back from the Tavern",
    "market_trade": lambda m, s, v: (
        f"Trade {_goods(m.pay)} for {_goods(m.get)} at the {labels.enum_word(pb.MarketLine, m.line)} Market line"),
}

def _goods(g: pb.Goods) -> str:
    """Goods and workers: "2 wood, 1 gold" (signed changes keep their sign)."""
    return ", ".join(f"{n} {field.name}" for field, n in g.ListFields()) or "nothing"


def _craftsman(c: int) -> str:
    """"master builder II": the level in Roman numerals as printed."""
    return re.sub(r"\b(i+)$", lambda m: m.group(1).upper(), labels.enum_word(pb.Craftsman, c))


def _work(w: int) -> str:
    return labels.enum_word(pb.Work, w)


def _sites(sites) -> str:
    return " and ".join(f"position {x.position}" + (f" {labels.enum_word(pb.Storey, x.storey)}" if x.storey else "")
                        for x in sites)


def _changed(e: pb.GoodsChanged) -> str:
    gained = pb.Goods(**{f.name: n for f, n in e.delta.ListFields() if n > 0})
    lost = pb.Goods(**{f.name: -n for f, n in e.delta.ListFields() if n < 0})
    parts = (([f"gains {_goods(gained)}"] if gained.ByteSize() else [])
             + ([f"loses {_goods(lost)}"] if lost.ByteSize() else []))
    text = labels.by(e.seat, " and ".join(parts) or "keeps its goods")
    if e.wood_penalties:
        text += f" and takes {labels.plural(e.wood_penalties, 'wood-delivery penalty marker')}"
    return f"{text} ({e.reason})" if e.reason else text


def _hired(e: pb.CraftsmanHired) -> str:
    text = labels.by(e.seat, f"hires the {_craftsman(e.craftsman)} for {e.price} gold")
    if e.HasField("replaced"):
        text += f", replacing the {_craftsman(e.replaced)}"
    return text


def _completed(e: pb.ConstructionCompleted) -> str:
    text = labels.by(e.seat, f"completes the {_work(e.work)} at {_sites(e.sites)}: "
                             f"{e.exterior_points} exterior and {e.interior_points} interior prestige")
    return text + (f", {labels.plural(e.exhausted, 'worker')} exhausted" if e.exhausted else "")


def _final(e: pb.GameEnded) -> str:
    scores = ", ".join(f"seat {f.seat} {f.total}" for f in e.scores)
    return f"Game over: {', '.join(f'seat {w}' for w in e.winners) or 'nobody'} won ({scores})"


# Event kind -> label(body, seat, context); the event is the reader's projection.
EVENTS = {
    "game_set_up": lambda e, s, c: f"The game is set up: seat {e.start_player} starts",
    "goods_changed": lambda e, s, c: _changed(e),
    "season_began": lambda e, s, c: (
        f"Year {e.year}, {labels.enum_word(pb.Season, e.season)} begins"
        + (f": {labels.enum_word(pb.SeasonEvent, e.event)}" if e.event else "")),
    "steward_placed": lambda e, s, c: labels.by(e.seat, f"places a steward on the {_action(e.action)} action"),
    "resources_taken": lambda e, s, c: labels.by(
        e.seat, f"takes {e.amount} {labels.enum_word(pb.Resource, e.resource)} from the Resource Works "
        f"with {labels.plural(e.workers, 'worker')}"),
    "estate_expanded": lambda e, s, c: labels.by(
        e.seat, f"expands the estate to {e.space}" + (f" ({labels.enum_word(pb.EstateTile, e.tile)})" if e.tile else "")
        + (f", paying {e.paid} gold" if e.paid else "")),
    "market_condition_placed": lambda e, s, c: labels.by(e.seat, f"places market condition {e.tile} on {e.slot}"),
    "market_condition_removed": lambda e, s, c: labels.by(e.seat, f"removes market condition {e.tile}"),
    "market_traded": lambda e, s, c: labels.by(
        e.seat,
        f"trades {_goods(e.pay)} for {_goods(e.get)} at the {labels.enum_word(pb.MarketLine, e.line)} Market line"),
    "craftsman_hired": lambda e, s, c: _hired(e),
    "construction_ordered": lambda e, s, c: labels.by(
        e.order.seat, f"orders the {_work(e.order.work)} at {_sites(e.order.sites)} "
        f"with {labels.plural(e.order.workers, 'worker')}"),
    "construction_completed": lambda e, s, c: _completed(e),
    "experience_changed": lambda e, s, c: labels.by(
        e.seat, f"has Master Builder experience {e.experience}" + (f" ({e.reason})" if e.reason else "")),
    "light_condition_fulfilled": lambda e, s, c: labels.by(
        e.seat, f"fulfils the bonus condition {e.condition}" + (" and takes its tile" if e.took_light_tile else "")),
    "bonus_tile_taken": lambda e, s, c: labels.by(e.seat, f"takes bonus tile {e.tile}"),
    "dark_condition_revealed": lambda e, s, c: f"Dark-blue condition {e.condition} is revealed in column {e.column}",
    "dark_condition_fulfilled": lambda e, s, c: labels.by(
        e.seat, f"fulfils dark-blue condition {e.condition} for {e.points} points"),
    "estate_disc_removed": lambda e, s, c: labels.by(
        e.seat, f"removes its estate disc from {e.space}" + (" and the tile returns" if e.tile_returned else "")),
    "declined": lambda e, s, c: labels.by(e.seat, f"passes ({labels.enum_word(pb.DecisionKind, e.decision)})"),
    "craftsmen_displayed": lambda e, s, c: "New craftsmen on display: " + (
        ", ".join(_craftsman(x) for x in e.craftsmen) or "none"),
    "season_ended": lambda e, s, c: f"Year {e.year}, {labels.enum_word(pb.Season, e.season)} ends",
    "game_ended": lambda e, s, c: _final(e),
}


# End of the Game: a tie goes to the smallest gap between the two prestige markers, then
# the highest intermediate score, then the furthest ahead on the action bar.
TIE_BREAK = ("the smallest gap between the two prestige markers, then the highest intermediate score, "
             "then the furthest ahead on the action bar")


# The season whose event the face-up card shows in advance (Event Cards).
UPCOMING = {pb.SEASON_SPRING: pb.SEASON_SUMMER, pb.SEASON_AUTUMN: pb.SEASON_WINTER}


def derived(public: pb.State) -> Derived:
    """Each seat's score if the game ended now (every part of it lies open),
    the Master Builder's experience, the next season's event when its card
    lies face up (Event Cards), the season with its event."""
    out = Derived()
    for p in public.players:
        score = final_score(public, p.seat)
        d = out.seats.add(seat=p.seat, score=score.total)
        d.values.add(name="exterior", value=p.exterior, label=f"Exterior prestige {p.exterior}")
        d.values.add(name="interior", value=p.interior, label=f"Interior prestige {p.interior}")
        d.values.add(name="experience", value=p.experience, label=f"Master Builder experience {p.experience}")
        d.values.add(name="workers", value=p.workers, label=f"{p.workers} workers")
    # Event Cards: the face-up card shows this season's event and, in spring
    # and autumn, the next season's; the card after summer or winter lies face down.
    upcoming = UPCOMING.get(public.season)
    if upcoming and public.event_card:
        event = components.of(public).EVENT_CARDS[public.event_card].get(upcoming)
        if event:
            out.next_event = f"{public.event_card}: {labels.enum_word(pb.SeasonEvent, event)}"
    out.stage = f"Year {public.year}, {labels.enum_word(pb.Season, public.season)}"
    if public.event:
        out.stage += f" ({labels.enum_word(pb.SeasonEvent, public.event)})"
    return out
