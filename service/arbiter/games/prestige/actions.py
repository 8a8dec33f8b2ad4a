"""Placing stewards, and the actions Start Player, Resource Works and Craftsman
(Estates, Market and Construction Order have modules of their own)."""
from __future__ import annotations


from arbiter.engine import MalformedMove, RuleViolation
from arbiter.engine.prebuilt import prebuilt
from arbiter.games.prestige import components
from arbiter.games.prestige.bonus import apply_gains
from arbiter.games.prestige.model import (
    await_decision, craftsman_of, DONE, Moves, encoded, encoded_lists, estate_steps, is_last_round, resolve,
)
from arbiter.games.prestige.sections import (
    CONSTRUCTION, CRAFTSMAN, GENERAL_SETUP, GLOSSARY, NUMBER_OF_PLAYERS, RESOURCE_WORKS, START_PLAYER,
)
from arbiter.prestige.v1 import prestige_pb2 as pb

# ------------------------------------------------------------ stewards

# The decision each action opens once its steward stands.
_ACTION_DECISION = {
    pb.ACTION_START_PLAYER: pb.DECISION_KIND_START_PLAYER_GAIN,
    pb.ACTION_CRAFTSMAN: pb.DECISION_KIND_CRAFTSMAN,
    pb.ACTION_ESTATES: pb.DECISION_KIND_ESTATE_EXPANSION,
    pb.ACTION_MARKET: pb.DECISION_KIND_MARKET,
    pb.ACTION_CONSTRUCTION_ORDER: pb.DECISION_KIND_CONSTRUCTION_ORDER,
    pb.ACTION_RESOURCE_WORKS: pb.DECISION_KIND_RESOURCE_WORKS,
}


def steward_limits(tb: components.Tables, state: pb.State) -> dict[int, float]:
    """Action -> how many stewards it takes: the spaces open for this player
    count (Number of Players); in the last round the limit on construction
    orders is lifted."""
    return tb.STEWARD_LIMITS[state.player_count, is_last_round(state)]


def open_actions(state: pb.State) -> list[int]:
    """Actions with a free space (see steward_limits), left to right."""
    tb = components.of(state)
    limits = steward_limits(tb, state)
    return [action for action, area in zip(tb.ACTIONS_LEFT_TO_RIGHT, state.action_bar)
            if len(area.stewards) < limits[action]]


@encoded_lists
def _steward_moves(actions: tuple) -> list[pb.Move]:
    return [pb.Move(place_steward=pb.PlaceSteward(action=a)) for a in actions]


def steward_moves(state: pb.State, step: pb.Step) -> Moves:
    return Moves(_steward_moves(tuple(open_actions(state))))


def place_steward(state: pb.State, seat: int, step: pb.Step, m: pb.PlaceSteward) -> list[pb.Event]:
    """Basic Game Principle: the steward goes on the lowest free space of the
    action, and the action is carried out at once."""
    action = m.action
    if action not in _ACTION_DECISION:
        raise MalformedMove("place_steward.action", "name one of the six actions")
    tb = components.of(state)
    stewards = state.action_bar[tb.AREA_INDEX[action]].stewards
    taken = len(stewards)
    if taken >= steward_limits(tb, state)[action]:  # only this action's area needs looking at
        raise RuleViolation("NO_FREE_SPACE", NUMBER_OF_PLAYERS,
                            f"every open space of {pb.Action.Name(action)} is taken")
    resolve(state, seat)
    stewards.append(seat)
    space = taken + 1
    state.next_steward += 1
    kind = _ACTION_DECISION[action]
    if kind == pb.DECISION_KIND_MARKET:
        await_decision(state, seat, kind, trades_left=market_actions(state, space, tb))
    elif kind == pb.DECISION_KIND_CONSTRUCTION_ORDER:
        await_decision(state, seat, kind, action_space=space)
    else:
        await_decision(state, seat, kind)
    return [_steward_placed(seat, action, space)]


@prebuilt(pb.Event)
def _steward_placed(seat: int, action: int, space: int) -> pb.Event:
    return pb.Event(steward_placed=pb.StewardPlaced(seat=seat, action=action, space=space))


def market_actions(state: pb.State, space: int, tb: components.Tables | None = None) -> int:
    """Market: 2 different actions, 3 for whoever is there first; Restricted
    market: 1, and 2 for the first."""
    tb = tb or components.of(state)
    per = tb.ACTIONS_PER_VISIT
    if state.event == pb.SEASON_EVENT_RESTRICTED_MARKET:
        return per["restricted_market_first"] if space == 1 else per["restricted_market_other"]
    return per["first_space"] if space == 1 else per["other_spaces"]


# ---------------------------------------------------------- free gains

_GAINS = frozenset(pb.Gain.values()) - {pb.GAIN_UNSPECIFIED}
_GAIN_FIELD = {
    pb.GAIN_GOLD: "gold",
    pb.GAIN_WOOD: "wood",
    pb.GAIN_LIMESTONE: "limestone",
    pb.GAIN_GLASS: "glass",
    pb.GAIN_MARBLE: "marble",
}

# The gains each decision offers, and the rule that offers them (the extra
# bonus: the edition's, see gain_choices).
GAIN_CHOICES = {
    pb.DECISION_KIND_STARTING_RESOURCE: ((pb.GAIN_LIMESTONE, pb.GAIN_WOOD), GENERAL_SETUP),
    pb.DECISION_KIND_START_PLAYER_GAIN: ((pb.GAIN_WOOD, pb.GAIN_LIMESTONE, pb.GAIN_GOLD), START_PLAYER),
    pb.DECISION_KIND_GIFT: ((pb.GAIN_WOOD, pb.GAIN_LIMESTONE, pb.GAIN_GLASS, pb.GAIN_MARBLE), GLOSSARY + " / Gift"),
    pb.DECISION_KIND_EXTRA_BONUS: ((), CONSTRUCTION),
}


def gain_choices(state: pb.State, kind: int) -> tuple[tuple, str]:
    """The gains decision `kind` offers, and the rule that offers them."""
    choices, rule = GAIN_CHOICES[kind]
    if kind == pb.DECISION_KIND_EXTRA_BONUS:
        choices = components.of(state).EXTRA_BONUS
    return choices, rule


NAMES_FOR_GAINS = {
    pb.DECISION_KIND_STARTING_RESOURCE: "starting bonus",
    pb.DECISION_KIND_START_PLAYER_GAIN: "Start Player",
    pb.DECISION_KIND_GIFT: "Gift",
    pb.DECISION_KIND_EXTRA_BONUS: "Master Builder extra bonus",
}


def gain_moves(state: pb.State, step: pb.Step) -> Moves:
    return Moves(_gain_moves(gain_choices(state, step.kind)[0]))


@encoded_lists
def _gain_moves(choices: tuple) -> list[pb.Move]:
    return [pb.Move(choose_gain=pb.ChooseGain(gain=g)) for g in choices]


def choose_gain(state: pb.State, seat: int, step: pb.Step, m: pb.ChooseGain) -> list[pb.Event]:
    choices, rule = gain_choices(state, step.kind)
    if m.gain not in _GAINS:
        raise MalformedMove("choose_gain.gain", "name a gain")
    if m.gain not in choices:
        raise RuleViolation("GAIN_NOT_OFFERED", rule, f"choose one of {[pb.Gain.Name(g) for g in choices]}")
    reason = NAMES_FOR_GAINS[step.kind]
    resolve(state, seat)
    return give_gain(state, seat, m.gain, reason)


def give_gain(state: pb.State, seat: int, gain: int, reason: str) -> list[pb.Event]:
    if gain == pb.GAIN_WORKER_BACK:
        return apply_gains(state, seat, {"workers_back": 1}, reason)
    return apply_gains(state, seat, {_GAIN_FIELD[gain]: 1}, reason)


# ------------------------------------------------------- resource works

_WORKS_COLUMN = {"wood": "works_wood", "limestone": "works_limestone", "marble": "works_marble"}


def works_limit(state: pb.State, seat: int, resource: str, steps: dict[str, int] | None = None,
                tb: components.Tables | None = None) -> tuple[int, int]:
    """(most units one action may take, workers saved): the resource-quantity
    indicator, +1 for the first taker of wood, limestone or marble this season,
    and the workers that 2 or 4 forests/quarries save. (`steps`: the seat's
    estate_steps, when the caller has them already.)"""
    tb = tb or components.of(state)
    step = (estate_steps(state, seat) if steps is None else steps)[resource]
    most = components.track(tb.INCOME[resource], step)
    if resource == "gold":
        return most, 0
    if most and getattr(state, _WORKS_COLUMN[resource]) == 0:
        most += 1
    saved = components.track(tb.WORKERS_SAVED, step) if resource in ("wood", "limestone") else 0
    return most, saved


def works_workers(amount: int, saved: int) -> int:
    """Every unit is carried by a worker, less those saved; at least one."""
    return max(1, amount - saved)


@encoded_lists
def _works_moves(resource: int, most: int) -> list[pb.Move]:
    """Taking 1 to `most` units of a resource."""
    return [pb.Move(take_resources=pb.TakeResources(resource=resource, amount=amount))
            for amount in range(1, most + 1)]


def works_moves(state: pb.State, step: pb.Step) -> Moves:
    tb = components.of(state)
    seat = step.seat
    p = state.players[seat]
    out = [DONE]
    steps = estate_steps(state, seat)  # one look at the estates for all four resources
    for resource, field in ((pb.RESOURCE_GOLD, "gold"), (pb.RESOURCE_WOOD, "wood"),
                            (pb.RESOURCE_LIMESTONE, "limestone"), (pb.RESOURCE_MARBLE, "marble")):
        if field == "gold" and (state.event == pb.SEASON_EVENT_GOLD_BOYCOTT or state.works_gold >= tb.GOLD_DISC_SPACES):
            continue
        most, saved = works_limit(state, seat, field, steps, tb)
        takeable = most  # less if the seat's workers cannot carry it, or the works have no room for them
        if field != "gold":
            room = min(p.workers, tb.WORKER_SPACES[field] - getattr(state, _WORKS_COLUMN[field]))
            for amount in range(1, most + 1):
                if works_workers(amount, saved) > room:
                    takeable = amount - 1
                    break
        out.extend(_works_moves(resource, takeable))
    return Moves(out)


def take_resources(state: pb.State, seat: int, step: pb.Step, m: pb.TakeResources) -> list[pb.Event]:
    """Acquire Resources from the Resource Works: one type per action."""
    tb = components.of(state)
    field = components.RESOURCE_FIELD.get(m.resource)
    if field is None:
        raise MalformedMove("take_resources.resource", "name a resource")
    if m.amount <= 0:
        raise MalformedMove("take_resources.amount", "take at least 1 (or decline with done)")
    if field == "glass":
        raise RuleViolation("GLASS_ONLY_AT_MARKET", RESOURCE_WORKS, "glass can only be acquired at the Market")
    if field == "gold" and state.event == pb.SEASON_EVENT_GOLD_BOYCOTT:
        raise RuleViolation("GOLD_BOYCOTT", GLOSSARY + " / Gold boycott", "the Resource Works deliver no gold this season")
    most, saved = works_limit(state, seat, field)
    if most == 0:
        raise RuleViolation("NO_MARBLE_ACCESS", RESOURCE_WORKS, "marble needs a marker disc on the marble space")
    if m.amount > most:
        raise RuleViolation("MORE_THAN_INCOME", RESOURCE_WORKS, f"at most {most} {field} with one action")
    p = state.players[seat]
    if field == "gold":
        if state.works_gold >= tb.GOLD_DISC_SPACES:
            raise RuleViolation("RESOURCE_WORKS_FULL", RESOURCE_WORKS, "no free space for a marker disc")
        resolve(state, seat)
        state.works_gold += 1
        p.gold += m.amount
        workers = 0
    else:
        workers = works_workers(m.amount, saved)
        if workers > p.workers:
            raise RuleViolation("NOT_ENOUGH_WORKERS", RESOURCE_WORKS, f"{workers} workers needed, {p.workers} free")
        column = _WORKS_COLUMN[field]
        if getattr(state, column) + workers > tb.WORKER_SPACES[field]:
            raise RuleViolation("RESOURCE_WORKS_FULL", RESOURCE_WORKS, f"no room for {workers} more workers")
        resolve(state, seat)
        setattr(state, column, getattr(state, column) + workers)
        p.workers -= workers
        p.workers_at_works += workers
        setattr(p, field, getattr(p, field) + m.amount)
    return [_resources_taken(seat, m.resource, m.amount, workers)]


@prebuilt(pb.Event, maxsize=4096)  # decoded: see model.goods_event
def _resources_taken(seat: int, resource: int, amount: int, workers: int) -> pb.Event:
    return pb.Event(resources_taken=pb.ResourcesTaken(seat=seat, resource=resource, amount=amount, workers=workers))


# ------------------------------------------------------------ craftsman


def _stack(state: pb.State, craftsman: int) -> pb.CraftsmanStack | None:
    for stack in state.craftsmen[:]:
        if stack.craftsman == craftsman:
            return stack
    return None


def hire_problem(state: pb.State, seat: int, craftsman: int, free: bool) -> RuleViolation | None:
    """Why `seat` may not hire `craftsman` now (Craftsman; Free training), or None."""
    stack = _stack(state, craftsman)
    if stack is None:
        return RuleViolation("NOT_IN_DISPLAY", CRAFTSMAN, "every player starts with this craftsman")
    problem = _stack_problem(state, seat, stack, free, _Hirer(state, seat))
    return RuleViolation(*problem) if problem else None


class _Hirer:
    """What _stack_problem reads of the hiring seat, read once for every stack."""

    __slots__ = ("tb", "p", "owned", "busy")

    def __init__(self, state: pb.State, seat: int):
        self.tb = components.of(state)
        self.p = state.players[seat]
        self.owned = self.p.craftsmen[:]  # as craftsman_of: the first of a type
        self.busy = {o.craftsman for o in state.orders[:] if o.seat == seat}

    def craftsman_of(self, craftsman_type: str) -> int:
        for c in self.owned:
            if components.CRAFTSMAN_TYPE[c] == craftsman_type:
                return c
        return 0


def _stack_problem(state: pb.State, seat: int, stack: pb.CraftsmanStack, free: bool,
                   hirer: _Hirer) -> tuple[str, str, str] | None:
    """hire_problem for the craftsman of a display stack, as (reason, rule,
    message): listing asks it of every stack, and most say no."""
    craftsman = stack.craftsman
    first_year_training = free and state.year == 1 and craftsman in hirer.tb.FREE_TRAINING_FIRST_YEAR
    if not stack.displayed and not first_year_training:
        return "NOT_AVAILABLE_YET", CRAFTSMAN, f"available from year {hirer.tb.CRAFTSMAN_YEAR[craftsman]}"
    prices = stack.prices
    if not prices:
        return "NO_HEAD_TILE_LEFT", CRAFTSMAN, "every head tile of this craftsman is taken"
    current = hirer.craftsman_of(components.CRAFTSMAN_TYPE[craftsman])
    if current and components.CRAFTSMAN_LEVEL[current] >= components.CRAFTSMAN_LEVEL[craftsman]:
        return "NOT_AN_UPGRADE", CRAFTSMAN, "a better craftsman replaces the worse one"
    if free and not current:
        return "NOT_OWNED_TYPE", GLOSSARY + " / Free training", "only a craftsman of a type you own may be upgraded"
    if current and current in hirer.busy:
        return ("CRAFTSMAN_HAS_ORDER", CRAFTSMAN,
                "only craftsmen who currently have no construction order can be upgraded")
    if not free and hirer.p.gold < prices[0]:
        return "NOT_ENOUGH_GOLD", CRAFTSMAN, f"costs {prices[0]} gold"
    return None


def hire_options(state: pb.State, seat: int, free: bool) -> list[int]:
    hirer = _Hirer(state, seat)
    return [s.craftsman for s in state.craftsmen[:] if _stack_problem(state, seat, s, free, hirer) is None]


@encoded
def _hire_move(craftsman: int) -> pb.Move:
    return pb.Move(hire_craftsman=pb.HireCraftsman(craftsman=craftsman))


def hire_moves(state: pb.State, step: pb.Step) -> Moves:
    free = step.kind == pb.DECISION_KIND_FREE_TRAINING
    out = [DONE]
    out.extend(_hire_move(c) for c in hire_options(state, step.seat, free))
    return Moves(out)


def hire_craftsman(state: pb.State, seat: int, step: pb.Step, m: pb.HireCraftsman) -> list[pb.Event]:
    """Craftsman: pay the top head tile's price (free in Free training); a
    better craftsman replaces the worse, and a Master Builder's experience
    moves down one level per level skipped up."""
    tb = components.of(state)
    if m.craftsman not in components.CRAFTSMAN:
        raise MalformedMove("hire_craftsman.craftsman", "name a craftsman")
    free = step.kind == pb.DECISION_KIND_FREE_TRAINING
    problem = hire_problem(state, seat, m.craftsman, free)
    if problem:
        raise problem
    resolve(state, seat)
    p = state.players[seat]
    stack = _stack(state, m.craftsman)
    price = stack.prices[0]
    del stack.prices[0]
    if free:
        price = 0
    p.gold -= price
    kind = components.CRAFTSMAN_TYPE[m.craftsman]
    replaced = craftsman_of(p, kind)
    if replaced:
        p.craftsmen.remove(replaced)
        if kind == "MASTER_BUILDER":
            levels = components.CRAFTSMAN_LEVEL[m.craftsman] - components.CRAFTSMAN_LEVEL[replaced]
            p.experience = max(0, p.experience - levels * tb.UPGRADE_EXPERIENCE_LOSS)
    p.craftsmen.append(m.craftsman)
    return [pb.Event(craftsman_hired=pb.CraftsmanHired(
        seat=seat, craftsman=m.craftsman, price=price, replaced=replaced or None, experience=p.experience))]
