"""Bonus Space: light-blue conditions with yellow bonus tiles (or the light
tile itself, 3 points, once the yellow ones are gone), dark-blue conditions
revealed by the first fulfilment of the light one below (7/5/3 points, the
shared 7), and the immediate gains of bonuses."""
from __future__ import annotations

from arbiter.engine import MalformedMove, RuleViolation
from arbiter.games.prestige import components
from arbiter.games.prestige.estates import give_estate_disc
from arbiter.games.prestige.model import (
    await_decision,
    defer,
    goods_event,
    resolve,
    take_workers_back,
)
from arbiter.games.prestige.sections import BONUS_SPACE
from arbiter.prestige.v1 import prestige_pb2 as pb


def count(state: pb.State, seat: int, what: str) -> int:
    """The quantity a bonus condition counts (the starting ground floor and
    discs on the marble space included)."""
    if what in _ESTATE_COUNTS:
        return _estate_counts(state, seat)[what]
    return _castle_counts(state.players[seat])[what]


# What the conditions count: on the estates, and in the castle (buildings,
# statues, wall claddings, finishes, columns, tiles with all 3 decorations).
_ESTATE_COUNTS = ("estate_disc", "marble_disc")
_CASTLE_COUNTS = (*components.STOREY_FIELD.values(), "statue", "wall_cladding",
                  "stucco_decoration", "wood_paneling", "marble_decoration", "column", "fully_decorated")


def _estate_counts(state: pb.State, seat: int, tb: components.Tables | None = None) -> dict[str, int]:
    marble_spots = (tb or components.of(state)).MARBLE_SPOTS
    discs = marble = 0
    for s in state.estates[:]:
        owners = s.owners
        if owners and seat in owners[:]:  # most spaces have no disc: skip the search
            discs += 1
            marble += s.id in marble_spots
    return {"estate_disc": discs, "marble_disc": marble}


_STOREY_FIELDS = tuple(components.STOREY_FIELD.values())


def _castle_counts(p: pb.Player) -> dict[str, int]:
    """Every count of _CASTLE_COUNTS, in one look at the castle."""
    out = dict.fromkeys(_CASTLE_COUNTS, 0)
    statues = claddings = stucco = paneling = marble = columns = decorated = 0
    for pos in p.castle[:]:
        statues += pos.statues
        claddings += pos.wall_cladding
        for storey in _STOREY_FIELDS:
            t = getattr(pos, storey)
            if t.built:
                s, w, m = t.stucco_decoration, t.wood_paneling, t.marble_decoration
                out[storey] += 1
                stucco += s
                paneling += w
                marble += m
                columns += t.column
                decorated += s and w and m
    out.update(statue=statues, wall_cladding=claddings, stucco_decoration=stucco, wood_paneling=paneling,
               marble_decoration=marble, column=columns, fully_decorated=decorated)
    return out


def fulfils(state: pb.State, seat: int, condition: str, counted: dict | None = None,
            tb: components.Tables | None = None) -> bool:
    """Whether `seat` fulfils a condition; `counted` keeps counts already made
    while nothing changes."""
    spec = (tb or components.of(state)).CONDITIONS[condition]
    what = spec["count"]
    if counted is None:
        return count(state, seat, what) >= spec["at_least"]
    if what not in counted:  # all the estate counts at once, or all the castle ones
        counted.update(_estate_counts(state, seat, tb) if what in _ESTATE_COUNTS else _castle_counts(state.players[seat]))
    return counted[what] >= spec["at_least"]


def check(state: pb.State, seat: int) -> list[pb.Event]:
    """Step 2f (and after estate discs): the first light-blue condition newly
    fulfilled gives a yellow tile (a choice, after which checking goes on) or,
    with none left, the light tile itself; then revealed dark-blue ones."""
    tb = components.of(state)
    counted: dict[str, int] = {}
    for col in state.bonus[:]:
        if (col.HasField("light_taken_by") or seat in col.light_fulfilled_by[:]
                or not fulfils(state, seat, col.light, counted, tb)):
            continue
        col.light_fulfilled_by.append(seat)
        defer(state, seat, pb.DECISION_KIND_CHECK_BONUSES)
        if state.yellow_tiles:
            await_decision(state, seat, pb.DECISION_KIND_BONUS_TILE, condition=col.light)
            return [_light_event(seat, col.light, False)]
        col.light_taken_by = seat
        state.players[seat].light_tiles.append(col.light)
        return [_light_event(seat, col.light, True), *_reveal_once(state, col)]
    events = []
    places = tb.DARK_PLACES[state.duel]
    for col in state.bonus[:]:
        if (col.dark_revealed and col.dark_places_used < len(places)
                and all(c.seat != seat for c in col.dark_claims[:]) and fulfils(state, seat, col.dark, counted, tb)):
            points = places[col.dark_places_used]
            col.dark_places_used += 1
            events.append(_claim(col, seat, points))
    return events


def _light_event(seat: int, condition: str, took: bool) -> pb.Event:
    return pb.Event(light_condition_fulfilled=pb.LightConditionFulfilled(
        seat=seat, condition=condition, took_light_tile=took))


def _claim(col: pb.BonusColumn, seat: int, points: int) -> pb.Event:
    col.dark_claims.add(seat=seat, points=points)
    return pb.Event(dark_condition_fulfilled=pb.DarkConditionFulfilled(seat=seat, condition=col.dark, points=points))


def _reveal_once(state: pb.State, col: pb.BonusColumn) -> list[pb.Event]:
    """The first fulfilment of a light-blue condition turns the dark one above
    face up. Players who fulfil it already share the 7 (rounded up), and the
    places they take are not awarded again."""
    tb = components.of(state)
    if col.dark_revealed:
        return []
    col.dark_revealed = True
    index = state.bonus[:].index(col)
    events = [pb.Event(dark_condition_revealed=pb.DarkConditionRevealed(column=index + 1, condition=col.dark))]
    sharers = [s for s in range(state.player_count) if fulfils(state, s, col.dark)]
    if sharers:
        first = tb.DARK_PLACES[state.duel][0]
        points = -(-first // len(sharers))
        col.dark_places_used = len(sharers)
        events.extend(_claim(col, s, points) for s in sharers)
    return events


# ------------------------------------------------------------ bonus tiles


def tile_moves(state: pb.State, step: pb.Step) -> list[pb.Move]:
    return [pb.Move(choose_bonus_tile=pb.ChooseBonusTile(tile=t)) for t in state.yellow_tiles[:]]


def choose_bonus_tile(state: pb.State, seat: int, step: pb.Step, m: pb.ChooseBonusTile) -> list[pb.Event]:
    """Choose a yellow tile and receive its bonus at once; then the dark-blue
    condition above is revealed if this was the first fulfilment."""
    tb = components.of(state)
    if m.tile not in tb.YELLOW:
        raise MalformedMove("choose_bonus_tile.tile", f"one of {sorted(tb.YELLOW)}")
    if m.tile not in state.yellow_tiles[:]:
        raise RuleViolation("BONUS_TILE_GONE", BONUS_SPACE, f"{m.tile} has already left the game")
    condition = step.condition
    resolve(state, seat)
    state.yellow_tiles.remove(m.tile)
    events = [pb.Event(bonus_tile_taken=pb.BonusTileTaken(seat=seat, tile=m.tile))]
    events.extend(apply_gains(state, seat, tb.YELLOW[m.tile], f"bonus tile {m.tile}"))
    col = next(c for c in state.bonus[:] if c.light == condition)
    events.extend(_reveal_once(state, col))
    return events


# ----------------------------------------------------------------- gains


def apply_gains(state: pb.State, seat: int, gains: dict, reason: str) -> list[pb.Event]:
    """Immediate gains (bonus tiles, castle bonuses, free choices): goods from
    the supply, workers back from the Tavern (1 gold for each one missing),
    experience, or a free estate disc."""
    p = state.players[seat]
    delta: dict[str, int] = {}
    events = []
    for k, n in gains.items():
        if k in components.RESOURCES:
            setattr(p, k, getattr(p, k) + n)
            delta[k] = delta.get(k, 0) + n
        elif k == "workers_back":
            back = take_workers_back(p, n)
            p.gold += n - back
            delta["workers"] = delta.get("workers", 0) + back
            delta["gold"] = delta.get("gold", 0) + n - back
        elif k == "experience":
            for _ in range(n):
                events.extend(gain_experience(state, seat, reason))
        elif k == "estate_disc":
            for _ in range(n):
                events.extend(give_estate_disc(state, seat))
    if any(delta.values()):
        events.insert(0, goods_event(seat, delta, reason))
    return events


def gain_experience(state: pb.State, seat: int, reason: str) -> list[pb.Event]:
    """One level up; on the top level the extra bonus instead (a choice)."""
    tb = components.of(state)
    p = state.players[seat]
    if p.experience < tb.TOP_EXPERIENCE:
        p.experience += 1
        return [pb.Event(experience_changed=pb.ExperienceChanged(seat=seat, experience=p.experience, reason=reason))]
    defer(state, seat, pb.DECISION_KIND_EXTRA_BONUS)
    return []
