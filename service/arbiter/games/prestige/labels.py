"""Prestige's labels of moves, events and decisions, and the derived public
values (arbiter.engine.labels): the rulebook's names, from what the reader
may see. Kinds not named here are labelled from their fields."""
from __future__ import annotations

from arbiter.engine import labels
from arbiter.prestige.v1 import prestige_pb2 as pb
from arbiter.v1.engine_pb2 import Derived

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
    try:
        plan = plan_order(view, seat, step, m)
    except Exception:  # noqa: BLE001 - a move not listed now: label it without its cost
        return text
    cost = ", ".join(f"{n} {r}" for r, n in plan.cost.items() if n)
    return f"{text} for {cost or 'nothing'} and {plan.workers} worker{'s' if plan.workers != 1 else ''}"


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
    "hire_craftsman": lambda m, s, v: f"Hire the {labels.enum_word(pb.Craftsman, m.craftsman)}",
    "complete_order": lambda m, s, v: f"Complete construction order {m.order_id}",
    "choose_bonus_tile": lambda m, s, v: f"Take bonus tile {m.tile}",
    "hire_workers": lambda m, s, v: f"Hire {m.count} worker{'s' if m.count != 1 else ''}",
    "sell_wood": lambda m, s, v: f"Sell {m.amount} wood",
    "remove_estate_disc": lambda m, s, v: f"Remove the estate disc from {m.space}",
    "buy_back_worker": lambda m, s, v: "Buy back a worker from the Tavern",
    "done": lambda m, s, v: "Done",
}

EVENTS = {
    "steward_placed": lambda e, s, c: f"Seat {e.seat} places a steward on the {_action(e.action)} action",
    "season_began": lambda e, s, c: (
        f"Year {e.year}, {labels.enum_word(pb.Season, e.season)} begins"
        + (f": {labels.enum_word(pb.SeasonEvent, e.event)}" if e.event else "")),
}


def derived(public: pb.State) -> Derived:
    """Each seat's score if the game ended now (every part of it lies open),
    the Master Builder's experience, the season's event."""
    out = Derived()
    for p in public.players:
        score = final_score(public, p.seat)
        d = out.seats.add(seat=p.seat, score=score.total)
        d.values.add(name="exterior", value=p.exterior, label=f"Exterior prestige {p.exterior}")
        d.values.add(name="interior", value=p.interior, label=f"Interior prestige {p.interior}")
        d.values.add(name="experience", value=p.experience, label=f"Master Builder experience {p.experience}")
        d.values.add(name="workers", value=p.workers, label=f"{p.workers} workers")
    if public.event:
        out.next_event = f"{public.event_card}: {labels.enum_word(pb.SeasonEvent, public.event)}"
    out.stage = f"Year {public.year}, {labels.enum_word(pb.Season, public.season)}"
    return out
