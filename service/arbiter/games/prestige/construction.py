"""Issue a Construction Order, and its completion at the end of the season
(steps 2b-2f); What Can Be Built and What Do the Craftsmen Build?"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from arbiter.engine import MalformedMove, RuleViolation
from arbiter.games.prestige import components
from arbiter.games.prestige.bonus import apply_gains, gain_experience
from arbiter.games.prestige.model import (
    building_tile, building_tiles, craftsman_of, defer, DONE, Moves, encoded, goods_msg, printed_spaces, resolve,
)
from arbiter.games.prestige.sections import (
    CONSTRUCTION, CRAFTSMAN, CRAFTSMEN_BUILD, END_OF_ROUND, IMPORTANT_NOTES, WHAT_CAN_BE_BUILT,
)
from arbiter.prestige.v1 import prestige_pb2 as pb

EXTRA_ORDER_GOLD = 2  # last round: each construction order beyond the limit
_MASTER_BUILDER_WORKS = (pb.WORK_GROUND_FLOOR, pb.WORK_SECOND_STOREY, pb.WORK_TOWER)
_BY_POSITION = (pb.WORK_GROUND_FLOOR, pb.WORK_SECOND_STOREY, pb.WORK_TOWER, pb.WORK_WALL_CLADDING, pb.WORK_STATUE)
_WORKER_EVENTS = {  # season event -> (exterior change, interior change), Glossary
    pb.SEASON_EVENT_GOOD_COOPERATION: (-1, -1),
    pb.SEASON_EVENT_GOOD_WEATHER: (-1, 0),
    pb.SEASON_EVENT_BAD_WEATHER: (1, 0),
    pb.SEASON_EVENT_HOT_SUMMER: (0, 1),
}
_COVETED = {pb.SEASON_EVENT_COVETED_STUCCO: pb.WORK_STUCCO_DECORATION,
            pb.SEASON_EVENT_COVETED_PANELING: pb.WORK_WOOD_PANELING}


@dataclass
class Plan:
    """What an order takes once checked: craftsman, resources (gold included), workers."""

    craftsman: int
    cost: dict
    workers: int
    exhausted: int


# --------------------------------------------------------------- sites


def _seat_orders(state: pb.State, seat: int) -> tuple[list[tuple[int, int, int]], dict[int, list[int]]]:
    """The seat's orders this season, in one look at them: the (work,
    position, storey) of every site ordered, and craftsman -> the storeys he
    works on (see _capacity_problem)."""
    ordered: list[tuple[int, int, int]] = []
    busy: dict[int, list[int]] = {}
    for o in state.orders[:]:
        if o.seat == seat:
            work, storeys = o.work, busy.setdefault(o.craftsman, [])
            for site in o.sites[:]:
                position, storey = site.position, site.storey
                ordered.append((work, position, storey))
                storeys.append(storey)
    return ordered, busy


def _ground_floor_sites(castle, ordered: list) -> set[int]:
    """Where a new ground floor may go: exterior extensions are built "from
    bottom to top (or to the side)", ground floors "side by side", and
    "depending on where an exterior extension is placed, it covers a bonus":
    any free position beside a ground floor built or ordered (all free
    positions if there is none). (`castle`: the player's castle positions.)"""
    standing = {i + 1 for i, pos in enumerate(castle) if pos.ground_floor.built}
    standing |= {pos for w, pos, _ in ordered if w == pb.WORK_GROUND_FLOOR}
    free = set(range(1, len(castle) + 1)) - standing
    return {i for i in free if i - 1 in standing or i + 1 in standing} if standing else free


def site_problem(tb: components.Tables, castle, ordered: list, work: int, position: int, storey: int) -> tuple[str, str] | None:
    """(reason, rule) why `work` cannot go on this site now, or None.
    (`castle`: the player's castle positions, read once by the caller.)"""
    here = castle[position - 1]
    if work == pb.WORK_GROUND_FLOOR:
        if position not in _ground_floor_sites(castle, ordered):
            return "NOT_NEXT_POSITION", WHAT_CAN_BE_BUILT
        return None
    if work in (pb.WORK_SECOND_STOREY, pb.WORK_TOWER):
        below = here.ground_floor if work == pb.WORK_SECOND_STOREY else here.second_storey
        tile = getattr(here, components.STOREY_FIELD[components.BUILDING_STOREY[work]])
        if not below.built:
            return "BUILD_BOTTOM_UP", WHAT_CAN_BE_BUILT
        if tile.built or (work, position, 0) in ordered:
            return "ALREADY_BUILT", WHAT_CAN_BE_BUILT
        return None
    if work == pb.WORK_WALL_CLADDING:
        if not here.ground_floor.built:
            return "NEEDS_GROUND_FLOOR", WHAT_CAN_BE_BUILT
        if here.wall_cladding or (work, position, 0) in ordered:
            return "ALREADY_BUILT", WHAT_CAN_BE_BUILT
        return None
    if work == pb.WORK_STATUE:
        if not here.ground_floor.built:
            return "NEEDS_GROUND_FLOOR", WHAT_CAN_BE_BUILT
        if here.statues + sum(1 for w, pos, _ in ordered if w == work and pos == position) >= tb.STATUE_SPOTS:
            return "NO_STATUE_SPOT", WHAT_CAN_BE_BUILT
        return None
    # interior finishes and columns need a completely finished building tile
    tile = getattr(here, components.STOREY_FIELD[storey])
    if not tile.built:
        return "TILE_NOT_FINISHED", IMPORTANT_NOTES
    if work == pb.WORK_COLUMN:
        if not (tile.stucco_decoration and tile.wood_paneling and tile.marble_decoration):
            return "COLUMN_NOT_OPEN", WHAT_CAN_BE_BUILT
        if tile.column or (work, position, storey) in ordered:
            return "ALREADY_BUILT", WHAT_CAN_BE_BUILT
        return None
    if getattr(tile, components.FINISH_FIELD[work]) or (work, position, storey) in ordered:
        return "ALREADY_BUILT", WHAT_CAN_BE_BUILT
    return None


def _site_key(work: int, site: pb.Site) -> tuple[int, int, int]:
    return work, site.position, site.storey


# --------------------------------------------------------------- plan


def plan_order(state: pb.State, seat: int, step: pb.Step, m: pb.IssueConstructionOrder) -> Plan:
    """Check an order and work out what it takes; raises the reason it is refused."""
    tb = components.of(state)
    work = m.work
    if work not in components.WORK:
        raise MalformedMove("construction_order.work", "name what to build")
    sites = m.sites
    if not 1 <= len(sites) <= 2:
        raise MalformedMove("construction_order.sites", "one site, or two for a level-III double order")
    for i, site in enumerate(sites):
        if not 1 <= site.position <= tb.POSITIONS:
            raise MalformedMove(f"construction_order.sites[{i}].position", f"1 to {tb.POSITIONS}")
        if work in _BY_POSITION:
            if site.storey != pb.STOREY_UNSPECIFIED:
                raise MalformedMove(f"construction_order.sites[{i}].storey", "only interior finishes and columns name a storey")
        elif site.storey not in components.STOREY_FIELD:
            raise MalformedMove(f"construction_order.sites[{i}].storey", "name the building tile's storey")
    if not 0 <= m.experience_level <= tb.TOP_EXPERIENCE:
        raise MalformedMove("construction_order.experience_level", f"0 to {tb.TOP_EXPERIENCE}")

    p = state.players[seat]
    craftsman = craftsman_of(p, components.WORK_CRAFTSMAN_TYPE[work])
    if not craftsman:
        raise RuleViolation("NO_SUCH_CRAFTSMAN", CRAFTSMAN, f"you have no {components.WORK_CRAFTSMAN_TYPE[work].lower()}")
    spec = tb.ORDERS[craftsman].get(work)
    if spec is None:
        raise RuleViolation("CRAFTSMAN_CANNOT_BUILD", CRAFTSMEN_BUILD,
                            f"{components.CRAFTSMAN[craftsman]} cannot build {components.WORK[work]}")
    master_builder = work in _MASTER_BUILDER_WORKS
    if m.experience_level and not master_builder:
        raise MalformedMove("construction_order.experience_level", "only the Master Builder has experience")
    if m.experience_level > p.experience:
        raise RuleViolation("EXPERIENCE_TOO_LOW", CONSTRUCTION, f"your Master Builder is at level {p.experience}")
    if spec.wood_or_limestone:
        if m.tower_extra not in (pb.RESOURCE_WOOD, pb.RESOURCE_LIMESTONE):
            raise MalformedMove("construction_order.tower_extra", "this tower takes 1 wood or limestone more: name which")
    elif m.tower_extra != pb.RESOURCE_UNSPECIFIED:
        raise MalformedMove("construction_order.tower_extra", "only Master Builder III's tower takes a fifth resource")

    storeys = [s.storey for s in sites]
    if len(sites) == 2:
        if craftsman not in tb.DOUBLE_ORDER:
            raise RuleViolation("NO_DOUBLE_ORDER", CRAFTSMEN_BUILD,
                                "only Carpenter, Stucco Worker and Stonemason III complete 2 orders with one")
        if storeys[0] == storeys[1]:
            raise RuleViolation("SAME_STOREY", CRAFTSMEN_BUILD, "the two finishes must be on different storeys")
    if spec.storeys and any(s not in spec.storeys for s in storeys):
        raise RuleViolation("CRAFTSMAN_CANNOT_BUILD", CRAFTSMEN_BUILD,
                            f"{components.CRAFTSMAN[craftsman]} cannot work on that storey")
    ordered, busy = _seat_orders(state, seat)
    problem = _capacity_problem(tb, busy, craftsman, storeys)
    if problem:
        raise RuleViolation(*problem)
    castle = p.castle[:]
    for site in sites:
        problem = site_problem(tb, castle, ordered, work, site.position, site.storey)
        if problem:
            raise RuleViolation(problem[0], problem[1], f"cannot build {components.WORK[work]} there now")
        ordered.append(_site_key(work, site))

    plan = _requirements(state, step, craftsman, work, tuple(storeys), m.experience_level, m.tower_extra)
    problem = _affordability_problem(p, plan)
    if problem:
        raise RuleViolation(*problem)
    return plan


def _capacity_problem(tb: components.Tables, busy: dict[int, list[int]], craftsman: int, storeys) -> tuple[str, str, str] | None:
    """A craftsman carries out one order at a time; Carpenter, Stucco Worker
    II/III and Stonemason III two, on different storeys. (`busy`: see _seat_orders.)"""
    busy = busy.get(craftsman)
    if not busy:
        return None
    if craftsman not in tb.TWO_ORDERS:
        return "CRAFTSMAN_BUSY", IMPORTANT_NOTES, "this craftsman already has a construction order"
    if len(busy) + len(storeys) > 2:
        return "CRAFTSMAN_BUSY", CRAFTSMEN_BUILD, "this craftsman already has two orders this season"
    if any(s in busy for s in storeys):
        return "SAME_STOREY", CRAFTSMEN_BUILD, "the craftsman's two orders must be on different storeys"
    return None


def _affordability_problem(p: pb.Player, plan: Plan) -> tuple[str, str, str] | None:
    """All resources and workers must be there when the order is issued."""
    if p.gold < plan.cost.get("gold", 0):
        return "NOT_ENOUGH_GOLD", CONSTRUCTION, "an order beyond the limit costs 2 gold more"
    for k, n in plan.cost.items():
        if getattr(p, k) < n:
            return "INSUFFICIENT_RESOURCES", CONSTRUCTION, f"{n} {k} needed"
    if p.workers < plan.workers:
        return "NOT_ENOUGH_WORKERS", CONSTRUCTION, f"{plan.workers} workers needed, {p.workers} free"
    return None


def _requirements(state: pb.State, step: pb.Step, craftsman: int, work: int, storeys: tuple,
                  level: int, tower_extra: int) -> Plan:
    """What an order takes (see _needs) in this season and on this space."""
    cost, workers, exhausted = _needs(components.of(state), craftsman, work, storeys, level, tower_extra, state.event,
                                      _beyond_limit(state, step))
    return Plan(craftsman, dict(cost), workers, exhausted)


def _beyond_limit(state: pb.State, step: pb.Step, tb: components.Tables | None = None) -> bool:
    """Last round: a construction order on a space beyond the printed ones."""
    return step.action_space > printed_spaces(state, pb.ACTION_CONSTRUCTION_ORDER, tb)


@lru_cache(maxsize=None)  # a few hundred combinations, asked for at every listing
def _needs(tb: components.Tables, craftsman: int, work: int, storeys: tuple, level: int, tower_extra: int, event: int,
           beyond_limit: bool) -> tuple[tuple, int, int]:
    """(resources with gold as (name, n) pairs, workers, exhausted workers) of
    an order: the craftsman's printed needs, a level-III double order's, the
    experience level's savings, the season's worker events, and 2 gold beyond
    the last round's limit."""
    spec = tb.ORDERS[craftsman][work]
    cost = dict(spec.cost)
    if spec.wood_or_limestone:
        extra = "wood" if tower_extra == pb.RESOURCE_WOOD else "limestone"
        cost[extra] = cost.get(extra, 0) + spec.wood_or_limestone
    if len(storeys) == 2:
        cost = {k: 2 * n for k, n in cost.items()}
        workers, exhausted = tb.DOUBLE_ORDER_WORKERS[frozenset(storeys)]
    else:
        workers, exhausted = spec.workers_for(storeys[0])
    saves = tb.EXPERIENCE_SAVES[level] if work in _MASTER_BUILDER_WORKS else {}
    for k in ("wood", "limestone"):
        if k in saves and k in cost:
            cost[k] = max(0, cost[k] - saves[k])
    workers -= saves.get("workers", 0)
    ext, inner = _WORKER_EVENTS.get(event, (0, 0))
    workers += ext if components.WORK_EXTERIOR[work] else inner
    workers = max(1, workers)  # at least 1 worker is always needed
    if beyond_limit:
        cost["gold"] = cost.get("gold", 0) + EXTRA_ORDER_GOLD
    return tuple((k, n) for k, n in cost.items() if n), workers, min(exhausted, workers)


# ---------------------------------------------------------- candidates


def order_moves(state: pb.State, step: pb.Step) -> Moves:
    """Every order the seat may issue now: open sites, the craftsman free for
    them, and everything it takes at hand (the same checks as plan_order).
    Sites are looked at only for works the seat could afford somewhere."""
    tb = components.of(state)
    seat = step.seat
    p = state.players[seat]
    out = [DONE]
    held = {k: getattr(p, k) for k in components.RESOURCES}
    free_workers = p.workers
    catalog = _catalog(tb, tuple(sorted(p.craftsmen[:])), p.experience, _worker_event(state.event),
                       _beyond_limit(state, step, tb))
    works = [w for w in catalog if _affords(held, free_workers, *w.least)]
    if not works:
        return Moves(out)  # nothing affordable: no need to look at the orders and the castle
    ordered, busy = _seat_orders(state, seat)
    castle = p.castle[:]
    tiles = None  # the built building tiles, read once when needed
    for w in works:
        work, craftsman = w.work, w.craftsman
        options: dict[tuple, list] = {}  # what an order takes depends on its storeys, not its positions
        if not any(_at_hand(tb, busy, held, free_workers, w, storeys, options) for storeys in w.orders):
            continue
        if work == pb.WORK_GROUND_FLOOR:  # site_problem's test, made once for every position
            free = _ground_floor_sites(castle, ordered)
            sites = [(i, pb.STOREY_UNSPECIFIED) for i in range(1, tb.POSITIONS + 1) if i in free]
        elif work in _BY_POSITION:  # sites as (position, storey)
            sites = [(i, pb.STOREY_UNSPECIFIED) for i in range(1, tb.POSITIONS + 1)
                     if site_problem(tb, castle, ordered, work, i, 0) is None]
        else:
            if tiles is None:
                tiles = [(i, s) for i, s, _ in building_tiles(p)]
            allowed = w.spec.storeys or components.STOREYS
            sites = [(i, s) for i, s in tiles if s in allowed and site_problem(tb, castle, ordered, work, i, s) is None]
        groups = [(site,) for site in sites]
        if craftsman in tb.DOUBLE_ORDER:
            groups.extend((a, b) for i, a in enumerate(sites) for b in sites[i + 1:] if a[1] != b[1])
        for group in groups:
            for level, extra in _at_hand(tb, busy, held, free_workers, w, tuple(storey for _, storey in group), options):
                out.append(_order_move(work, group, level, extra))
    return Moves(out)


@dataclass(frozen=True)
class _Work:
    """A work one of a seat's craftsmen builds, with what each of its orders takes."""

    work: int
    craftsman: int
    spec: components.OrderSpec
    least: tuple  # _least_needs
    orders: dict  # storeys -> ((experience level, tower extra, cost, workers), ...)


@lru_cache(maxsize=4096)  # a seat's craftsmen, experience and season recur: the orders' needs are worked out once
def _catalog(tb: components.Tables, craftsmen: tuple, experience: int, event: int, beyond_limit: bool) -> tuple[_Work, ...]:
    """The works the craftsmen build, in the order of components.WORK. (`event`
    only matters as one of the season's worker events, see _worker_event.)"""
    # Experience only counts for the Master Builder's works: the other craftsmen's share one entry.
    works = [w for c in craftsmen for w in _works_of(
        tb, c, experience if components.CRAFTSMAN_TYPE[c] == "MASTER_BUILDER" else 0, event, beyond_limit)]
    return tuple(sorted(works, key=lambda w: _WORK_ORDER[w.work]))


_WORK_ORDER = {w: i for i, w in enumerate(components.WORK)}


@lru_cache(maxsize=None)  # at most every craftsman x experience x worker event x beyond the limit
def _works_of(tb: components.Tables, craftsman: int, experience: int, event: int, beyond_limit: bool) -> list[_Work]:
    out = []
    for work, spec in tb.ORDERS[craftsman].items():
        if components.WORK_CRAFTSMAN_TYPE[work] != components.CRAFTSMAN_TYPE[craftsman]:
            continue  # as order_moves' craftsman_of: a work is only ever ordered from its own type's craftsman
        orders = {storeys: tuple((level, extra, *_needs(tb, craftsman, work, storeys, level, extra, event, beyond_limit)[:2])
                                 for level, extra in _variants(tb, craftsman, work, experience))
                  for storeys in _storey_groups(tb, craftsman, work)}
        out.append(_Work(work, craftsman, spec, _least_needs(tb, craftsman, work, experience, event, beyond_limit), orders))
    return out


def _worker_event(event: int) -> int:
    """The season's event as far as what an order takes goes (_needs reads
    only the worker events): fewer keys for the caches above."""
    return event if event in _WORKER_EVENTS else pb.SEASON_EVENT_UNSPECIFIED


def _at_hand(tb: components.Tables, busy: dict, held: dict, free_workers: int, w: _Work, storeys: tuple,
             options: dict) -> list[tuple[int, int]]:
    """The (experience level, tower extra) of orders of `w` on these storeys
    that the craftsman is free for and the seat can afford (`options` keeps
    the answers of one listing)."""
    found = options.get(storeys)
    if found is None:
        found = options[storeys] = [] if _capacity_problem(tb, busy, w.craftsman, storeys) else [
            (level, extra) for level, extra, cost, workers in w.orders[storeys]
            if _affords(held, free_workers, cost, workers, 0)]
    return found


@encoded
def _order_move(work: int, sites: tuple, level: int, extra: int) -> pb.Move:
    return pb.Move(construction_order=pb.IssueConstructionOrder(
        work=work, sites=[pb.Site(position=i, storey=s or None) for i, s in sites], experience_level=level,
        tower_extra=extra or None))


@lru_cache(maxsize=None)
def _storey_groups(tb: components.Tables, craftsman: int, work: int) -> tuple[tuple, ...]:
    """The storeys an order may name: none for works placed by position; each
    storey the craftsman works on, and two different ones for a double order."""
    if work in _BY_POSITION:
        return ((pb.STOREY_UNSPECIFIED,),)
    allowed = tb.ORDERS[craftsman][work].storeys or components.STOREYS
    pairs = [(a, b) for a in allowed for b in allowed if a != b] if craftsman in tb.DOUBLE_ORDER else []
    return (*((s,) for s in allowed), *pairs)


@lru_cache(maxsize=None)
def _variants(tb: components.Tables, craftsman: int, work: int, experience: int) -> tuple[tuple[int, int], ...]:
    """(experience level, tower extra) an order may name: the Master Builder
    any level up to his own, Master Builder III's tower 1 wood or limestone more."""
    levels = range(experience + 1) if work in _MASTER_BUILDER_WORKS else (0,)
    extras = ((pb.RESOURCE_WOOD, pb.RESOURCE_LIMESTONE) if tb.ORDERS[craftsman][work].wood_or_limestone
              else (pb.RESOURCE_UNSPECIFIED,))
    return tuple((level, extra) for level in levels for extra in extras)


@lru_cache(maxsize=None)
def _least_needs(tb: components.Tables, craftsman: int, work: int, experience: int, event: int, beyond_limit: bool) -> tuple[tuple, int, int]:
    """_needs' least of each resource and of workers over every order of the
    work: a seat holding less of one cannot issue any."""
    needs = [_needs(tb, craftsman, work, storeys, level, extra, event, beyond_limit)
             for storeys in _storey_groups(tb, craftsman, work) for level, extra in _variants(tb, craftsman, work, experience)]
    least = {k: min(dict(cost).get(k, 0) for cost, _, _ in needs) for k in components.RESOURCES}
    return tuple((k, n) for k, n in least.items() if n), min(workers for _, workers, _ in needs), 0


def _affords(held: dict, free_workers: int, cost: tuple, workers: int, exhausted: int) -> bool:
    """_affordability_problem's answer, from goods read once per listing."""
    if free_workers < workers:
        return False
    for k, n in cost:
        if held[k] < n:
            return False
    return True


def issue_order(state: pb.State, seat: int, step: pb.Step, m: pb.IssueConstructionOrder) -> list[pb.Event]:
    """All resources and workers are placed when the order is issued; the
    building is completed at the end of the season."""
    plan = plan_order(state, seat, step, m)
    resolve(state, seat)
    p = state.players[seat]
    for k, n in plan.cost.items():
        setattr(p, k, getattr(p, k) - n)
    p.workers -= plan.workers
    p.workers_on_orders += plan.workers
    paid = tuple(plan.cost.get(k, 0) for k in components.RESOURCES) + (0,)
    order = state.orders.add(id=state.next_order_id, seat=seat, work=m.work, sites=m.sites, craftsman=plan.craftsman,
                             workers=plan.workers, exhausted=plan.exhausted, paid=goods_msg(paid))
    state.next_order_id += 1
    return [pb.Event(construction_ordered=pb.ConstructionOrdered(order=order))]


# ---------------------------------------------------------- completion


def completion_moves(state: pb.State, step: pb.Step) -> list[pb.Move]:
    return [pb.Move(complete_order=pb.CompleteOrder(order_id=o.id)) for o in state.orders[:] if o.seat == step.seat]


def complete_order(state: pb.State, seat: int, step: pb.Step, m: pb.CompleteOrder) -> list[pb.Event]:
    """Step 2a: several orders of one player are completed in the order the
    player chooses; a construction order is not tied to a steward."""
    if not any(o.id == m.order_id and o.seat == seat for o in state.orders[:]):
        raise RuleViolation("NOT_YOUR_ORDER", END_OF_ROUND,
                            f"you have no construction order {m.order_id} waiting")
    resolve(state, seat)
    return complete(state, m.order_id)


def complete(state: pb.State, order_id: int) -> list[pb.Event]:
    """Steps 2b-2f for one order: the tile is placed (with the bonus printed
    under it), the Master Builder gains experience, exhausted workers go to
    the Tavern, prestige points are set and bonus conditions checked."""
    tb = components.of(state)
    index = next(i for i, o in enumerate(state.orders) if o.id == order_id)
    order = pb.ConstructionOrder()
    order.CopyFrom(state.orders[index])
    del state.orders[index]
    seat, work = order.seat, order.work
    p = state.players[seat]
    p.workers_on_orders -= order.workers
    p.workers += order.workers - order.exhausted
    p.tavern += order.exhausted

    defer(state, seat, pb.DECISION_KIND_CHECK_BONUSES)  # 2f, after any choice the bonuses below open
    exterior = interior = 0
    gains: list[dict] = []
    for site in order.sites:
        here = p.castle[site.position - 1]
        bonus = tb.CASTLE_BONUS[site.position - 1]
        points = tb.work_points(work, site.storey)
        if work in components.BUILDING_STOREY:
            building_tile(p, site.position, components.BUILDING_STOREY[work]).built = True
            gains.append(bonus[components.WORK[work]])
        elif work == pb.WORK_WALL_CLADDING:
            here.wall_cladding = True
            gains.append(bonus["WALL_CLADDING"])
        elif work == pb.WORK_STATUE:
            gains.append(bonus["STATUE"][here.statues])
            here.statues += 1
        elif work == pb.WORK_COLUMN:
            building_tile(p, site.position, site.storey).column = True
        else:
            setattr(building_tile(p, site.position, site.storey), components.FINISH_FIELD[work], True)
            if _COVETED.get(state.event) == work:
                points += 1
        if components.WORK_EXTERIOR[work]:
            exterior += points
        else:
            interior += points
    p.exterior += exterior
    p.interior += interior
    events = [pb.Event(construction_completed=pb.ConstructionCompleted(
        seat=seat, order_id=order.id, work=work, sites=order.sites, exterior_points=exterior,
        interior_points=interior, exhausted=order.exhausted))]
    if work in _MASTER_BUILDER_WORKS:
        events.extend(gain_experience(state, seat, "construction with the Master Builder"))
    for g in gains:
        if g:
            events.extend(apply_gains(state, seat, g, "castle bonus"))
    return events
