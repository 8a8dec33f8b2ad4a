"""Estate Expansion: marker discs on estate tiles and the marble space,
market-condition tiles on the edge spaces, and Estate loss."""
from __future__ import annotations

from arbiter.engine import MalformedMove, RuleViolation
from arbiter.games.prestige import components
from arbiter.games.prestige.model import await_decision, defer, DONE, Moves, done_move, encoded, goods_event, resolve
from arbiter.games.prestige.sections import ESTATES, GLOSSARY
from arbiter.prestige.v1 import prestige_pb2 as pb

_LAYABLE = (pb.ESTATE_TILE_FOREST, pb.ESTATE_TILE_LIMESTONE_QUARRY, pb.ESTATE_TILE_TAX_REVENUE)
LOSS_RULE = GLOSSARY + " / Estate loss"
_TILES = frozenset(pb.EstateTile.values())


def _territory(state: pb.State, seat: int, tb: components.Tables | None = None) -> set[str]:
    """The spaces a new disc of the seat must border: its own discs ("Further
    tiles must always be placed adjacent to your own marker discs"); before
    its first disc (or once Estate loss took them all), the base holding
    common to all players ("The first tile purchased must be placed adjacent
    to these three spaces")."""
    mine = {s.id for s in state.estates[:] if s.owners and seat in s.owners[:]}  # most spaces have no disc
    return mine or set((tb or components.of(state)).BASE_HOLDING)


def _borders_territory(state: pb.State, seat: int, space: str, tb: components.Tables) -> bool:
    """Whether `space` is adjacent to the seat's territory (see _territory)."""
    return not _territory(state, seat, tb).isdisjoint(tb.ADJACENT[space])


def _tiles_left(state: pb.State, tb: components.Tables | None = None) -> list[int]:
    tb = tb or components.of(state)
    laid = [s.tile for s in state.estates[:]]
    return [t for t in _LAYABLE if laid.count(t) < tb.TILE_SUPPLY[t]]


def expansion_cost(state: pb.State, tb: components.Tables | None = None) -> int:
    """3 gold; 1 less this season with Cheap estate."""
    tb = tb or components.of(state)
    return tb.ESTATE_COST - (1 if state.event == pb.SEASON_EVENT_CHEAP_ESTATE else 0)


def expansion_options(state: pb.State, seat: int, tb: components.Tables | None = None) -> list[tuple[str, int]]:
    """(space, tile) for every disc the seat may place, cost aside."""
    tb = tb or components.of(state)
    mine = _territory(state, seat, tb)
    left = None
    out = []
    for space, s in zip(tb.ESTATE_SPACES, state.estates):  # the estates lie in board order
        if space in mine or mine.isdisjoint(tb.ADJACENT[space]):
            continue
        if s.tile:
            out.append((space, s.tile))
        else:
            if left is None:
                left = _tiles_left(state, tb)
            out.extend((space, t) for t in left)
    return out


def expansion_moves(state: pb.State, step: pb.Step) -> Moves:
    tb = components.of(state)
    free = step.kind == pb.DECISION_KIND_FREE_ESTATE_DISC
    out = [] if free else [DONE]
    if free or state.players[step.seat].gold >= expansion_cost(state, tb):
        out.extend(_expansion_move(s, t) for s, t in expansion_options(state, step.seat, tb))
    return Moves(out)


@encoded
def _expansion_move(space: str, tile: int) -> pb.Move:
    return pb.Move(expand_estate=pb.ExpandEstate(space=space, tile=tile))


def expand_estate(state: pb.State, seat: int, step: pb.Step, m: pb.ExpandEstate) -> list[pb.Event]:
    """Place a marker disc: on a new tile adjacent to your discs (or to the
    base holding), or on a tile with other players' discs, who get 1 gold
    each from the 3 paid; never two discs of one player on a space."""
    tb = components.of(state)
    if m.space not in tb.ESTATE_INDEX:
        raise MalformedMove("expand_estate.space", f"one of {list(tb.ESTATE_SPACES)}")
    if m.tile not in _TILES:
        raise MalformedMove("expand_estate.tile", "unknown estate tile")
    space = state.estates[tb.ESTATE_INDEX[m.space]]
    if seat in space.owners[:]:
        raise RuleViolation("ALREADY_ON_ESTATE", ESTATES, "only 1 marker disc per player may lie on each tile")
    if not _borders_territory(state, seat, m.space, tb):
        raise RuleViolation("NOT_ADJACENT", ESTATES, "estates must be placed adjacent to your own marker discs "
                            "(your first one adjacent to the base holding)")
    if space.tile:
        if m.tile not in (pb.ESTATE_TILE_UNSPECIFIED, space.tile):
            raise RuleViolation("TILE_ALREADY_LAID", ESTATES, f"{m.space} already holds {pb.EstateTile.Name(space.tile)}")
        tile = space.tile
    else:
        if m.tile == pb.ESTATE_TILE_UNSPECIFIED:
            raise MalformedMove("expand_estate.tile", "name the estate tile to lay on the empty space")
        if m.tile not in _tiles_left(state, tb):
            raise RuleViolation("NO_TILE_LEFT", ESTATES, f"no {pb.EstateTile.Name(m.tile)} tile is left to lay")
        tile = m.tile
    free = step.kind == pb.DECISION_KIND_FREE_ESTATE_DISC
    p = state.players[seat]
    cost = 0 if free else expansion_cost(state, tb)
    if p.gold < cost:
        raise RuleViolation("NOT_ENOUGH_GOLD", ESTATES, f"an estate costs {cost} gold")
    resolve(state, seat)
    p.gold -= cost
    owners = space.owners[:]
    for o in owners:  # the payment goes to earlier owners first; the supply makes up any shortfall
        state.players[o].gold += 1
    space.tile = tile
    space.owners.append(seat)
    events = [pb.Event(estate_expanded=pb.EstateExpanded(seat=seat, space=m.space, tile=tile, paid=cost, paid_owners=owners))]
    defer(state, seat, pb.DECISION_KIND_CHECK_BONUSES)
    if state.market_conditions and _free_slots(state, m.space, tb):
        await_decision(state, seat, pb.DECISION_KIND_MARKET_CONDITION, space=m.space)
    return events


def give_estate_disc(state: pb.State, seat: int) -> list[pb.Event]:
    """The yellow bonus 'estate disc': a free disc where Estate Expansion
    allows one, else 3 gold (stand-in)."""
    tb = components.of(state)
    if expansion_options(state, seat):
        defer(state, seat, pb.DECISION_KIND_FREE_ESTATE_DISC)
        return []
    state.players[seat].gold += tb.ESTATE_DISC_FALLBACK_GOLD
    return [goods_event(seat, {"gold": tb.ESTATE_DISC_FALLBACK_GOLD}, "estate disc: no legal placement")]


# ------------------------------------------------- market-condition tiles


def _free_slots(state: pb.State, space: str, tb: components.Tables | None = None) -> list[str]:
    tb = tb or components.of(state)
    reach = tb.EDGE_SLOTS[space]
    return [s.id for s in state.condition_slots[:] if s.id in reach and not s.tile]


def condition_moves(state: pb.State, step: pb.Step) -> list[pb.Move]:
    out = [done_move()]
    for slot in _free_slots(state, step.space):
        out.extend(pb.Move(place_market_condition=pb.PlaceMarketCondition(tile=t, slot=slot))
                   for t in state.market_conditions[:])
    return out


def place_market_condition(state: pb.State, seat: int, step: pb.Step, m: pb.PlaceMarketCondition) -> list[pb.Event]:
    """Contact with another city: an edge space lets its owner lay a
    market-condition tile where its white lines lead, then remove another."""
    tb = components.of(state)
    if m.tile not in tb.CONDITION_TILES:
        raise MalformedMove("place_market_condition.tile", f"one of {sorted(tb.CONDITION_TILES)}")
    if m.slot not in tb.CONDITION_SLOTS:
        raise MalformedMove("place_market_condition.slot", f"one of {list(tb.CONDITION_SLOTS)}")
    if m.tile not in state.market_conditions[:]:
        raise RuleViolation("CONDITION_TILE_GONE", ESTATES, f"{m.tile} is no longer in the display")
    if m.slot not in tb.EDGE_SLOTS[step.space]:
        raise RuleViolation("SLOT_NOT_REACHED", ESTATES, f"no white line leads from {step.space} to {m.slot}")
    if m.slot not in _free_slots(state, step.space):
        raise RuleViolation("SLOT_TAKEN", ESTATES, f"{m.slot} already holds a tile")
    resolve(state, seat)
    state.market_conditions.remove(m.tile)
    for s in state.condition_slots[:]:
        if s.id == m.slot:
            s.tile = m.tile
    if state.market_conditions:
        await_decision(state, seat, pb.DECISION_KIND_REMOVE_MARKET_CONDITION)
    return [pb.Event(market_condition_placed=pb.MarketConditionPlaced(seat=seat, tile=m.tile, slot=m.slot))]


def removal_moves(state: pb.State, step: pb.Step) -> list[pb.Move]:
    return [pb.Move(remove_market_condition=pb.RemoveMarketCondition(tile=t)) for t in state.market_conditions[:]]


def remove_market_condition(state: pb.State, seat: int, step: pb.Step, m: pb.RemoveMarketCondition) -> list[pb.Event]:
    tb = components.of(state)
    if m.tile not in tb.CONDITION_TILES:
        raise MalformedMove("remove_market_condition.tile", f"one of {sorted(tb.CONDITION_TILES)}")
    if m.tile not in state.market_conditions[:]:
        raise RuleViolation("CONDITION_TILE_GONE", ESTATES, f"{m.tile} is no longer in the display")
    resolve(state, seat)
    state.market_conditions.remove(m.tile)
    return [pb.Event(market_condition_removed=pb.MarketConditionRemoved(seat=seat, tile=m.tile))]


# ------------------------------------------------------------ estate loss


def _connected(tb: components.Tables, spaces: set[str]) -> bool:
    """Whether every space is joined to the base holding through `spaces`."""
    reached = set(tb.BASE_HOLDING)
    frontier = list(reached)
    while frontier:
        here = frontier.pop()
        for s in spaces:
            if s not in reached and here in tb.ADJACENT[s]:
                reached.add(s)
                frontier.append(s)
    return spaces <= reached


def loss_options(state: pb.State, seat: int) -> list[str]:
    """Discs whose removal leaves the seat's estates contiguous from the base holding."""
    tb = components.of(state)
    mine = {s.id for s in state.estates[:] if seat in s.owners[:]}
    return [s for s in tb.ESTATE_SPACES if s in mine and _connected(tb, mine - {s})]


def loss_moves(state: pb.State, step: pb.Step) -> list[pb.Move]:
    return [pb.Move(remove_estate_disc=pb.RemoveEstateDisc(space=s)) for s in loss_options(state, step.seat)]


def remove_estate_disc(state: pb.State, seat: int, step: pb.Step, m: pb.RemoveEstateDisc) -> list[pb.Event]:
    """Estate loss: remove one disc; a tile left without discs returns to the
    supply; what remains must still be contiguous from the base holding."""
    tb = components.of(state)
    if m.space not in tb.ESTATE_INDEX:
        raise MalformedMove("remove_estate_disc.space", f"one of {list(tb.ESTATE_SPACES)}")
    space = state.estates[tb.ESTATE_INDEX[m.space]]
    if seat not in space.owners[:]:
        raise RuleViolation("NOT_YOUR_ESTATE", LOSS_RULE, f"you have no marker disc on {m.space}")
    if m.space not in loss_options(state, seat):
        raise RuleViolation("ESTATES_NOT_CONTIGUOUS", LOSS_RULE,
                            "your estates must stay contiguous and originate from the base holding")
    resolve(state, seat)
    space.owners.remove(seat)
    returned = not space.owners and m.space not in tb.MARBLE_SPOTS
    if returned:
        space.ClearField("tile")
    return [pb.Event(estate_disc_removed=pb.EstateDiscRemoved(seat=seat, space=m.space, tile_returned=returned))]
