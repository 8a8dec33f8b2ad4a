"""The game sequence: seasons, the end of a round/season (steps 1-6), the end
of a year (steps 7-8) and the end of the game, driven between decisions."""
from __future__ import annotations

from arbiter.engine import RuleViolation
from arbiter.games.prestige import bonus, components, construction, glossary, scoring
from arbiter.games.prestige.model import (
    action_area, await_decision, building_tiles, DONE, Moves, goods_event, is_last_round, resolve,
    take_workers_back,
)
from arbiter.games.prestige.sections import END_OF_ROUND
from arbiter.prestige.v1 import prestige_pb2 as pb

WOOD_PER_BUILDING_TILES = 3  # End of a Year 7


def run(state: pb.State, events: list[pb.Event]) -> list[pb.Event]:
    """Carry the game on until a seat must decide or the game is over."""
    while not state.awaiting:
        if state.later:
            step = state.later.pop()
            if step.kind == pb.DECISION_KIND_CHECK_BONUSES:
                events.extend(bonus.check(state, step.seat))
            else:
                state.awaiting.append(step)
        elif state.phase == pb.PHASE_GAME_OVER:
            break
        else:
            events.extend(_advance(state))
    return events


def _advance(state: pb.State) -> list[pb.Event]:
    phase = state.phase
    if phase == pb.PHASE_ACTIONS:
        if state.next_steward < len(state.lower_bar):
            await_decision(state, state.lower_bar[state.next_steward], pb.DECISION_KIND_PLACE_STEWARD)
            return []
        return _resource_works_return(state)
    if phase == pb.PHASE_SEASON_END:
        return _complete_next_order(state)
    if phase == pb.PHASE_NEXT_SEASON:
        return _next_season(state)
    if phase == pb.PHASE_SETUP:
        return begin_season(state)
    raise AssertionError(f"no progress from phase {phase}")


def begin_season(state: pb.State) -> list[pb.Event]:
    """Step 6 and Event Cards: a new season starts with its event in effect. A
    new card is revealed in spring (spring/summer stack) and autumn
    (autumn/winter stack); the card it replaces leaves the game."""
    tb = components.of(state)
    state.works_gold = state.works_wood = state.works_limestone = state.works_marble = 0
    state.completing = 0
    revealed = ""
    if state.season in (pb.SEASON_SPRING, pb.SEASON_AUTUMN):
        stack = state.spring_summer_stack if state.season == pb.SEASON_SPRING else state.autumn_winter_stack
        revealed = stack[0]
        del stack[0]
        if state.season == pb.SEASON_SPRING:
            state.spring_summer_count -= 1
        else:
            state.autumn_winter_count -= 1
        state.event_card = revealed
    state.event = tb.EVENT_CARDS[state.event_card][state.season]
    state.phase = pb.PHASE_ACTIONS
    events = [pb.Event(season_began=pb.SeasonBegan(
        year=state.year, season=state.season, event_card=revealed, event=state.event))]
    events.extend(glossary.apply(state))
    # The order and the hospital are known only once the event (Illness) has
    # acted; the message inside the Event is a copy, so fill that one.
    began = events[0].season_began
    began.turn_order.extend(state.lower_bar)
    began.hospital.extend(state.hospital)
    return events


def _resource_works_return(state: pb.State) -> list[pb.Event]:
    """The last steward is placed: the season ends. Workers at the Resource
    Works come back (Further Details / Workers); step 2 begins."""
    for p in state.players[:]:
        p.workers += p.workers_at_works
        p.workers_at_works = 0
    state.phase = pb.PHASE_SEASON_END
    state.completing = 0
    return []


def _complete_next_order(state: pb.State) -> list[pb.Event]:
    """Step 2a: the construction-order stewards are taken in space order; the
    owner chooses which of their orders each one completes."""
    area = action_area(state, pb.ACTION_CONSTRUCTION_ORDER)
    while state.completing < len(area.stewards):
        seat = area.stewards[state.completing]
        state.completing += 1
        mine = [o.id for o in state.orders[:] if o.seat == seat]
        if len(mine) == 1:
            return construction.complete(state, mine[0])
        if mine:
            await_decision(state, seat, pb.DECISION_KIND_COMPLETE_ORDER)
            return []
    return _finish_season(state)


def lower_bar_after(state: pb.State, tb: components.Tables | None = None) -> list[int]:
    """Steps 1-3: the stewards of the Resource Works form the end of the row
    (space 1 last), those of the construction orders go in front of them in
    processing order, the rest in front of those, as pushed together left to
    right; that is the action bar read left to right. Stewards from the
    hospital (Illness) are appended."""
    tb = tb or components.of(state)
    bar: list[int] = []
    for area in state.action_bar[:]:
        if tb.SPACE_1_AT_LEFT[area.action]:
            bar.extend(area.stewards[:])
        else:
            bar.extend(reversed(area.stewards))
    bar.extend(state.hospital[:])
    return bar


def _finish_season(state: pb.State) -> list[pb.Event]:
    tb = components.of(state)
    bar = lower_bar_after(state, tb)
    for area in state.action_bar[:]:
        del area.stewards[:]
    del state.hospital[:]
    del state.lower_bar[:]
    state.lower_bar.extend(bar)
    state.next_steward = 0
    events = [pb.Event(season_ended=pb.SeasonEnded(year=state.year, season=state.season, lower_bar=bar))]
    if is_last_round(state):
        # End of the Game: only steps 2 and 7 in the last round.
        events.extend(_firewood(state))
        state.phase = pb.PHASE_GAME_OVER
        events.append(scoring.game_ended(state))
        return events
    del state.raised_prices[:]  # step 4
    tax_steps = _tax_steps(state)
    for p in state.players[:]:  # step 5a
        income = components.track(tb.GOLD_BASE_INCOME, tax_steps[p.seat])
        p.gold += income
        events.append(goods_event(p.seat, {"gold": income}, "base income"))
    for p in state.players[:]:  # step 5b, all at once
        if p.tavern and p.gold:
            await_decision(state, p.seat, pb.DECISION_KIND_BUY_BACK_WORKER)
    state.phase = pb.PHASE_NEXT_SEASON
    return events


def _tax_steps(state: pb.State) -> list[int]:
    """Seat -> its marker discs on tax-revenue estates (how far its gold
    income indicator has moved), in one look at the estates."""
    steps = [0] * state.player_count
    for s in state.estates[:]:
        if s.tile == pb.ESTATE_TILE_TAX_REVENUE:
            for seat in set(s.owners[:]):
                steps[seat] += 1
    return steps


def _next_season(state: pb.State) -> list[pb.Event]:
    tb = components.of(state)
    events: list[pb.Event] = []
    if state.season == pb.SEASON_WINTER:
        # End of a Year 7 and 8 come before the next year's spring event.
        events.extend(_firewood(state))
        state.year += 1
        new = []
        for stack in state.craftsmen[:]:
            if not stack.displayed and tb.CRAFTSMAN_YEAR[stack.craftsman] <= state.year:
                stack.displayed = True
                new.append(stack.craftsman)
        events.append(pb.Event(craftsmen_displayed=pb.CraftsmenDisplayed(craftsmen=new)))
        state.season = pb.SEASON_SPRING
    else:
        state.season += 1
    events.extend(begin_season(state))
    return events


def _firewood(state: pb.State) -> list[pb.Event]:
    """End of a Year 7: 1 wood per 3 building tiles (or part), 3 prestige
    points off for each wood missing (a wood-delivery penalty marker)."""
    events = []
    for p in state.players[:]:
        tiles = sum(1 for _ in building_tiles(p))
        need = -(-tiles // WOOD_PER_BUILDING_TILES)
        given = min(need, p.wood)
        p.wood -= given
        p.wood_penalties += need - given
        events.append(goods_event(p.seat, {"wood": -given}, "firewood", need - given))
    return events



BUY_BACK_PRICE = 1  # step 5b


_BUY_BACK = (DONE, pb.Move(buy_back_worker=pb.BuyBackWorker()).SerializeToString())


def buy_back_moves(state: pb.State, step: pb.Step) -> Moves:
    return Moves(_BUY_BACK)


def buy_back_worker(state: pb.State, seat: int, step: pb.Step, m: pb.BuyBackWorker) -> list[pb.Event]:
    """Step 5b: one exhausted worker back from the Tavern for 1 gold."""
    p = state.players[seat]
    if p.gold < BUY_BACK_PRICE:
        raise RuleViolation("NOT_ENOUGH_GOLD", END_OF_ROUND, "buying back a worker costs 1 gold")
    resolve(state, seat)
    p.gold -= BUY_BACK_PRICE
    take_workers_back(p, 1)
    return [goods_event(seat, {"gold": -BUY_BACK_PRICE, "workers": 1}, "bought back a worker")]
