"""Legal-move lists are complete: along random games, every move of a broad
grid of candidates is accepted exactly when it is listed (no silent gap, no
listed move refused)."""
import itertools

import pytest

from arbiter.engine import MalformedMove, RuleViolation
from arbiter.engine.simulate import Checks, play_random_game
from arbiter.games.prestige import components
from arbiter.games.prestige.model import goods_msg
from arbiter.prestige.v1 import prestige_pb2 as pb
from tests.games.prestige.helpers import G, move

BUILTIN = components.builtin()  # the built-in edition's components

SPACES = list(BUILTIN.ESTATE_SPACES)
_TRADES = {(pay, get) for line in BUILTIN.MARKET_OPTIONS.values() for opts in line.values() for pay, get in opts}
_TRADES |= {(pay, get) for t in BUILTIN.CONDITION_TILES.values() for opts in t.replace.values() for pay, get in opts}


def _sites(storeys):
    return [pb.Site(position=i, storey=s or None) for i in range(1, 6) for s in storeys]  # optional: unset = none


def _orders():
    for work in components.WORK:
        exterior_site = work in (pb.WORK_GROUND_FLOOR, pb.WORK_SECOND_STOREY, pb.WORK_TOWER,
                                 pb.WORK_WALL_CLADDING, pb.WORK_STATUE)
        singles = _sites([0] if exterior_site else list(components.STOREYS))
        levels = range(6) if work in components.BUILDING_STOREY else (0,)
        extras = (0, pb.RESOURCE_WOOD, pb.RESOURCE_LIMESTONE) if work == pb.WORK_TOWER else (0,)
        for site, level, extra in itertools.product(singles, levels, extras):
            yield dict(work=work, sites=[site], experience_level=level, tower_extra=extra or None)
        if work in components.FINISH_FIELD:
            for a, b in itertools.combinations(singles, 2):
                yield dict(work=work, sites=[a, b])


CANDIDATES = {
    "place_steward": [dict(action=a) for a in range(7)],
    "choose_gain": [dict(gain=g) for g in range(7)],
    "take_resources": [dict(resource=r, amount=n) for r in range(6) for n in range(13)],
    "expand_estate": [dict(space=s, tile=t) for s in SPACES for t in range(5)],
    "place_market_condition": [dict(tile=t, slot=s) for t in BUILTIN.CONDITION_TILES for s in BUILTIN.CONDITION_SLOTS],
    "remove_market_condition": [dict(tile=t) for t in BUILTIN.CONDITION_TILES],
    "market_trade": [dict(line=line, pay=goods_msg(pay), get=goods_msg(get))
                     for line in BUILTIN.MARKET_OPTIONS for pay, get in _TRADES]
    + [dict(line=line, pay=pb.Goods(gold=price), get=goods_msg(tuple(min(x, k) if i == 5 else x
                                                                      for i, x in enumerate(hire))))
       for line, hire in BUILTIN.HIRE_LINES.items() for price in range(4) for k in (1, 2)],
    "hire_craftsman": [dict(craftsman=c) for c in range(13)],
    "construction_order": list(_orders()),
    "complete_order": [dict(order_id=i) for i in range(60)],
    "choose_bonus_tile": [dict(tile=t) for t in BUILTIN.YELLOW],
    "hire_workers": [dict(count=k) for k in range(4)],
    "sell_wood": [dict(amount=k) for k in range(12)],
    "remove_estate_disc": [dict(space=s) for s in SPACES],
    "buy_back_worker": [dict()],
    "done": [dict()],
}


def _key(m):
    return m.SerializeToString(deterministic=True)


def _positions():
    seen, out = set(), []
    for seed in range(4):
        r = play_random_game(G, 2 + seed % 3, seed + 77, checks=Checks.none(), keep_log=True)
        state, _ = G.new_game(r.config)
        for i, (seat, m) in enumerate(r.log):
            kind = state.awaiting[0].kind
            budget = 6 if kind == pb.DECISION_KIND_CONSTRUCTION_ORDER else 3
            if (kind, seed) not in seen or i % 97 == 0:
                seen.add((kind, seed))
                out.append((state, seat))
            if sum(1 for s, _ in out if s.awaiting[0].kind == kind) > budget * 4:
                seen.add((kind, seed))
            state, _ = G.apply(state, seat, m)
    return out


POSITIONS = _positions()


@pytest.mark.rule("Prestige: Basic Game Principle")
@pytest.mark.parametrize("index", range(len(POSITIONS)))
def test_listed_moves_are_exactly_the_accepted_ones(index):
    state, seat = POSITIONS[index]
    listed = {_key(m) for m in G.legal_moves(state, seat)}
    accepted = set()
    for kind, grid in CANDIDATES.items():
        for fields in grid:
            m = move(kind, **fields)
            try:
                G.apply(state, seat, m)
            except (RuleViolation, MalformedMove):
                continue
            if kind == "expand_estate" and not m.expand_estate.tile:  # an alias: the tile already lying there
                m.expand_estate.tile = state.estates[BUILTIN.ESTATE_INDEX[m.expand_estate.space]].tile
            accepted.add(_key(m))
    assert listed == accepted, (pb.DecisionKind.Name(state.awaiting[0].kind),
                                [pb.Move.FromString(k) for k in accepted ^ listed][:5])
