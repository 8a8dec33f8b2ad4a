"""Shared vocabulary of the Prestige rules: the pending decisions machinery,
and what a player holds (goods, workers, estates, castle). The rulebook
sections are in sections.py."""
from __future__ import annotations

from functools import lru_cache

from arbiter.engine import RuleViolation
from arbiter.engine.prebuilt import Encoded, Prebuilt, prebuilt, prebuilt_lists
from arbiter.games.prestige import components
from arbiter.prestige.v1 import prestige_pb2 as pb


def decision_name(kind: int) -> str:
    """"place_steward" for DECISION_KIND_PLACE_STEWARD: the PendingDecision kind."""
    return pb.DecisionKind.Name(kind)[len("DECISION_KIND_"):].lower()


# Reading repeated fields: upb's repeated containers have no iterator, so a
# loop or an `in` that runs to the end stops on an IndexError whose message
# upb formats (about 2,000 instructions); the rules iterate a slice (`r[:]`,
# a list made in C) instead wherever the loop may run to the end.


# ------------------------------------------------------ pending decisions
#
# `state.awaiting` holds the decisions pending now (one per seat at most;
# several seats for simultaneous choices). `state.later` is a stack of work
# deferred until they are made: the last entry comes next, so follow-ups of a
# decision are pushed on top of whatever was waiting before it.


def await_decision(state: pb.State, seat: int, kind: int, **fields) -> pb.Step:
    step = state.awaiting.add(seat=seat, kind=kind, **fields)
    return step


def defer(state: pb.State, seat: int, kind: int, **fields) -> None:
    state.later.add(seat=seat, kind=kind, **fields)


def awaiting_step(state: pb.State, seat: int) -> pb.Step | None:
    for step in state.awaiting:
        if step.seat == seat:
            return step
    return None


def resolve(state: pb.State, seat: int) -> None:
    """The seat's pending decision has been made."""
    for i, step in enumerate(state.awaiting):
        if step.seat == seat:
            del state.awaiting[i]
            return


# ------------------------------------------------------------------ goods


_GOODS_FIELDS = (*components.RESOURCES, "workers")


@lru_cache(maxsize=None)
def _goods_fields(t: tuple) -> dict:
    return {k: v for k, v in zip(_GOODS_FIELDS, t) if v}


def goods_msg(t: tuple) -> pb.Goods:
    """A Goods message from (gold, wood, limestone, glass, marble, workers)."""
    return pb.Goods(**_goods_fields(t))


# Moves and events built once (arbiter.engine.prebuilt): the same few legal
# moves and events are built again and again.
listed = prebuilt(pb.Move, maxsize=4096)  # for legal-move builders
listing = prebuilt_lists(pb.Move, maxsize=4096)  # for builders of whole lists of legal moves


@listed
def done_move() -> pb.Move:
    """The move that declines an optional decision."""
    return pb.Move(done=pb.Done())


# Most listings are read for one move (a player, or self-play, picks one), so
# the busiest ones keep their moves encoded and decode only those read.
DONE = pb.Move(done=pb.Done()).SerializeToString()  # done_move, encoded


def _kept(data):
    return data


def encoded(build) -> Prebuilt:
    """As `listed`, giving the move's encoding (for `Moves`)."""
    return Prebuilt(pb.Move, build, 4096, decode=_kept)


def encoded_lists(build) -> Prebuilt:
    """As `listing`, giving the moves' encodings (for `Moves`)."""
    return Prebuilt(pb.Move, build, 4096, encode=_encode_all, decode=_kept)


def _encode_all(moves: list[pb.Move]) -> tuple[bytes, ...]:
    return tuple(m.SerializeToString() for m in moves)


class Moves(Encoded):
    """Prestige's listed legal moves, kept encoded (engine.prebuilt.Encoded)."""

    __slots__ = ()
    parse = staticmethod(pb.Move.FromString)


def goods_tuple(g: pb.Goods) -> tuple:
    return (g.gold, g.wood, g.limestone, g.glass, g.marble, g.workers)


def has(p: pb.Player, cost: dict) -> bool:
    """Whether `p` holds every resource in `cost` ({"wood": 2, ...})."""
    for k, n in cost.items():
        if getattr(p, k) < n:
            return False
    return True


def pay(p: pb.Player, cost: dict) -> None:
    for k, n in cost.items():
        setattr(p, k, getattr(p, k) - n)


def add(p: pb.Player, goods: dict) -> None:
    for k, n in goods.items():
        setattr(p, k, getattr(p, k) + n)


def take_workers_back(p: pb.Player, n: int) -> int:
    """Up to `n` exhausted workers leave the Tavern; returns how many did."""
    k = min(n, p.tavern)
    p.tavern -= k
    p.workers += k
    return k


def insufficient(rule: str, what: str) -> RuleViolation:
    return RuleViolation("INSUFFICIENT_RESOURCES", rule, f"not enough {what}")


# ---------------------------------------------------------------- estates


def estate_steps(state: pb.State, seat: int) -> dict[str, int]:
    """How far each resource-quantity indicator has moved: the player's marker
    discs on estates of each kind (Estate Expansion)."""
    steps = {"gold": 0, "wood": 0, "limestone": 0, "marble": 0}
    for space in state.estates[:]:
        owners = space.owners
        if owners and seat in owners[:]:  # most spaces have no disc: skip the search
            steps[components.TILE_INCOME[space.tile]] += 1
    return steps


def owned_spaces(state: pb.State, seat: int) -> list[str]:
    return [s.id for s in state.estates[:] if seat in s.owners[:]]


def condition_tiles_of(state: pb.State, seat: int, line: int | None = None, tb: components.Tables | None = None) -> set[str]:
    """Market-condition tiles that apply to `seat`: those in slots whose white
    lines lead from a space where it has a marker disc (Contact with another
    city). Only those of a Market line if `line` is given."""
    tb = tb or components.of(state)
    tiles = {slot: s.tile for slot, s in zip(tb.CONDITION_SLOTS, state.condition_slots)  # laid in this order
             if s.tile and (line is None or tb.CONDITION_TILES[s.tile].line == line)}
    if not tiles:
        return set()
    out = set()
    estates = state.estates
    for index, slots in tb.EDGE_SPACES:  # only the edge spaces (white lines to slots) lead anywhere
        owners = estates[index].owners
        if owners and seat in owners[:]:
            for slot in slots:
                if slot in tiles:
                    out.add(tiles[slot])
    return out


# ----------------------------------------------------------------- castle


def building_tile(p: pb.Player, position: int, storey: int) -> pb.BuildingTile:
    return getattr(p.castle[position - 1], components.STOREY_FIELD[storey])


def building_tiles(p: pb.Player):
    """(position, storey, tile) for every built building tile."""
    for i, pos in enumerate(p.castle[:]):
        for storey in components.STOREYS:
            tile = getattr(pos, components.STOREY_FIELD[storey])
            if tile.built:
                yield i + 1, storey, tile


def craftsman_of(p: pb.Player, craftsman_type: str) -> int:
    """The player's craftsman of a type (MASTER_BUILDER, ...), or 0."""
    for c in p.craftsmen[:]:
        if components.CRAFTSMAN_TYPE[c] == craftsman_type:
            return c
    return 0


# --------------------------------------------------------------- stewards


def action_area(state: pb.State, action: int) -> pb.ActionArea:
    return state.action_bar[components.of(state).AREA_INDEX[action]]


def printed_spaces(state: pb.State, action: int, tb: components.Tables | None = None) -> int:
    """Spaces of an action open for this player count (Number of Players)."""
    return (tb or components.of(state)).OPEN_SPACES[action][state.player_count]


def is_last_round(state: pb.State) -> bool:
    return state.year == 3 and state.season == pb.SEASON_WINTER


def steward_order(state: pb.State) -> list[int]:
    """Seats in the order of the stewards: each seat once, by its first
    steward on this season's lower bar."""
    out: list[int] = []
    for seat in state.lower_bar[:]:
        if seat not in out:
            out.append(seat)
    for seat in range(state.player_count):  # a seat whose stewards are all ill
        if seat not in out:
            out.append(seat)
    return out


def goods_event(seat: int, delta: dict[str, int], reason: str, penalties: int = 0) -> pb.Event:
    """The public record of an automatic change to a seat's goods (`delta`:
    Goods fields and their changes)."""
    return _goods_changed(seat, reason, penalties, *delta.items())


# Events built at most moves are decoded from an encoding made once
# (engine.prebuilt): building nested messages field by field costs about six
# times as much.
@prebuilt(pb.Event, maxsize=4096)
def _goods_changed(seat: int, reason: str, penalties: int, *delta: tuple[str, int]) -> pb.Event:
    return pb.Event(goods_changed=pb.GoodsChanged(seat=seat, delta=pb.Goods(**dict(delta)), reason=reason,
                                                  wood_penalties=penalties))
