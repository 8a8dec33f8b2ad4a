"""2b) Building: customs posts, settlements, craft workshops, city walls and
towers, and the toll-right cards that follow the customs posts.

Each `*_problem` function answers "why may `seat` not build here?" with a
(reason, rule, message) triple, or None when it may. Legal-move generation and
move validation both ask them, so what is listed is exactly what is accepted.
"""
from __future__ import annotations

from arbiter.engine import MalformedMove, RuleViolation
from arbiter.nuremberg.v1 import nuremberg_pb2 as pb

from . import council, sections as S
from .components import board, Cost
from .hands import can_pay, pay

Problem = tuple[str, str, str] | None

NO_PIECES_LEFT = "NO_PIECES_LEFT"
INSUFFICIENT_RESOURCES = "INSUFFICIENT_RESOURCES"


def reject(problem: Problem) -> None:
    if problem:
        raise RuleViolation(*problem)


def cost_problem(player: pb.Player, cost: Cost, rule: str, what: str) -> Problem:
    if can_pay(player, cost):
        return None
    return (INSUFFICIENT_RESOURCES, rule, f"{what} costs {cost.text}")


def known(value: str, table, field: str, what: str) -> str:
    if value not in table:
        raise MalformedMove(field, f"unknown {what} {value!r}")
    return value


def count(seat: int, *mappings) -> int:
    """How many entries of the state maps (place -> seat) are `seat`'s."""
    # map(): a protobuf map's values() view iterates in Python, its keys in C;
    # one list for all the maps (victory points count three).
    seats: list[int] = []
    for m in mappings:
        seats += map(m.__getitem__, m)
    return seats.count(seat)


def pieces_left(mapping, seat: int, supply: int) -> bool:
    """Has `seat` placed fewer than `supply` of the pieces `mapping` records?
    (Fewer entries in all need no count.)"""
    return len(mapping) < supply or count(seat, mapping) < supply


# ------------------------------------------------------------------ customs posts


def customs_post_site_problem(state: pb.State, section: str) -> Problem:
    """Where a customs post may stand ("2b) Customs Posts"; setup uses the same rule)."""
    bd = board(state)
    posts = state.customs_posts
    if section in posts:
        return ("SECTION_OCCUPIED", S.CUSTOMS_POSTS, f"{section} already has a customs post")
    # The first post on a road stands at its point of origin (section 1); every
    # further one adjoins an existing post, anyone's.
    if bd.section_index[section] != 1 and not any(a in posts for a in bd.section_adjoining[section]):
        return ("NOT_ADJOINING", S.CUSTOMS_POSTS,
                f"{section} must adjoin an existing customs post (the first one on a road goes at its point of origin)")
    return None


def customs_post_problem(state: pb.State, seat: int, section: str, free: bool) -> Problem:
    bd = board(state)
    problem = customs_post_site_problem(state, section)
    if problem:
        return problem
    if not pieces_left(state.customs_posts, seat, bd.customs_posts_per_colour):
        return (NO_PIECES_LEFT, S.CUSTOMS_POSTS, "no customs posts left in your supply")
    if not free:
        return cost_problem(state.players[seat], bd.cost_customs_post, S.CUSTOMS_POSTS, "a customs post")
    return None


def build_customs_post(state: pb.State, seat: int, section: str, events: list, free: bool = False) -> None:
    """Place a customs post; in play (not `free` setup) the toll right may follow it."""
    bd = board(state)
    known(section, bd.section_road, "build_customs_post.section", "road section")
    reject(customs_post_problem(state, seat, section, free))
    if not free:
        pay(state, seat, bd.cost_customs_post)
    state.customs_posts[section] = seat
    events.append(pb.Event(customs_post_built=dict(seat=seat, section=section)))
    if not free:
        update_toll_right(state, bd.section_road[section], seat, events)


def posts_on_road(state: pb.State, road: str, seat: int) -> int:
    posts = state.customs_posts
    return sum(1 for s in board(state).road_sections[road] if posts.get(s, -1) == seat)


def update_toll_right(state: pb.State, road: str, builder: int, events: list) -> None:
    """The Toll-Right Cards: the first post on a road takes its card; later the
    card passes only to a player with at least one more post than its holder."""
    holder = state.toll_rights.get(road, -1)
    if holder == builder:
        return
    if holder == -1 or posts_on_road(state, road, builder) > posts_on_road(state, road, holder):
        state.toll_rights[road] = builder
        events.append(pb.Event(toll_right_changed=dict(road=road, from_seat=holder, to_seat=builder)))


def assign_toll_rights_at_setup(state: pb.State, events: list) -> None:
    """Setup: the most customs posts on a road take its card; a tie goes to the
    player whose post lies nearest Nürnberg (Setup; Advanced Starting Layout)."""
    bd = board(state)
    for road in bd.roads:
        best = None  # (posts, -nearest section index) -> seat
        for seat in sorted({s for sec, s in state.customs_posts.items() if bd.section_road[sec] == road}):
            nearest = min(bd.section_index[sec] for sec, s in state.customs_posts.items()
                          if s == seat and bd.section_road[sec] == road)
            key = (posts_on_road(state, road, seat), -nearest)
            if best is None or key > best[0]:
                best = (key, seat)
        if best is not None:
            state.toll_rights[road] = best[1]
            events.append(pb.Event(toll_right_changed=dict(road=road, from_seat=-1, to_seat=best[1])))


# ------------------------------------------------------------------ settlements


def settlement_site_problem(state: pb.State, seat: int, crossing: str, road_required: str | None) -> Problem:
    """Where `seat` may found a settlement ("2b) Settlement"). `road_required`
    is the setup's road of the post just placed (None in play)."""
    bd = board(state)
    if crossing in bd.gates:
        return ("GATE_CROSSING", S.SETTLEMENT, "settlements may not stand on the five Roman-numeral crossings")
    if crossing in state.settlements:
        return ("CROSSING_OCCUPIED", S.SETTLEMENT, f"{crossing} already has a settlement")
    road = bd.crossing_road[crossing]
    if road_required is not None:
        if road != road_required:
            return ("WRONG_ROAD", S.ADVANCED_LAYOUT,
                    f"the settlement must stand on road {road_required}, where the customs post was just placed")
    elif posts_on_road(state, road, seat) == 0:
        return ("NO_CUSTOMS_POST", S.SETTLEMENT, f"you need a customs post on road {road} to settle on it")
    for x in bd.crossing_road_neighbours[crossing]:
        if x in state.settlements:
            return ("DISTANCE_RULE", S.SETTLEMENT,
                    f"{crossing} is next to the settlement on {x}: one crossing must stay free on the same road")
    return None


def settlement_problem(state: pb.State, seat: int, crossing: str, road_required: str | None, free: bool) -> Problem:
    bd = board(state)
    problem = settlement_site_problem(state, seat, crossing, road_required)
    if problem:
        return problem
    if not pieces_left(state.settlements, seat, bd.settlements_per_colour):
        return (NO_PIECES_LEFT, S.SETTLEMENT, "no settlements left in your supply")
    if not free:
        return cost_problem(state.players[seat], bd.cost_settlement, S.SETTLEMENT, "a settlement")
    return None


def build_settlement(state: pb.State, seat: int, crossing: str, events: list,
                     road_required: str | None = None, free: bool = False) -> None:
    bd = board(state)
    known(crossing, bd.crossing_road, "build_settlement.crossing", "crossing")
    reject(settlement_problem(state, seat, crossing, road_required, free))
    if not free:
        pay(state, seat, bd.cost_settlement)
    state.settlements[crossing] = seat
    events.append(pb.Event(settlement_built=dict(seat=seat, crossing=crossing)))


# ------------------------------------------------------------------ the city


def workshop_problem(state: pb.State, seat: int, space: str) -> Problem:
    bd = board(state)
    if space in state.craft_workshops:
        return ("SPACE_OCCUPIED", S.CRAFT_WORKSHOP, f"{space} already has a craft workshop")
    if not pieces_left(state.craft_workshops, seat, bd.workshops_per_colour):
        return (NO_PIECES_LEFT, S.CRAFT_WORKSHOP, "no craft workshops left in your supply")
    return cost_problem(state.players[seat], bd.cost_workshop, S.CRAFT_WORKSHOP, "a craft workshop")


def build_craft_workshop(state: pb.State, seat: int, space: str, events: list) -> None:
    bd = board(state)
    known(space, bd.space_doubles, "build_craft_workshop.space", "building space")
    reject(workshop_problem(state, seat, space))
    pay(state, seat, bd.cost_workshop)
    state.craft_workshops[space] = seat
    events.append(pb.Event(craft_workshop_built=dict(seat=seat, space=space)))


def city_wall_problem(state: pb.State, seat: int, free_clay: bool) -> Problem:
    bd = board(state)
    if len(state.city_walls) >= bd.city_wall_pieces:
        return ("NO_WALLS_LEFT", S.CITY_WALL, "all city-wall pieces are built")
    if free_clay:
        return cost_problem(state.players[seat], bd.cost_free_clay_wall, S.FREE_CLAY, "a Free Clay city wall")
    return cost_problem(state.players[seat], bd.cost_city_wall, S.CITY_WALL, "a city wall")


def build_city_wall(state: pb.State, seat: int, events: list, free_clay: bool = False) -> None:
    """The next wall, counter-clockwise from the marked spot; 1 prestige chip."""
    bd = board(state)
    reject(city_wall_problem(state, seat, free_clay))
    pay(state, seat, bd.cost_free_clay_wall if free_clay else bd.cost_city_wall)
    wall = bd.walls[len(state.city_walls)]
    state.city_walls.append(seat)
    events.append(pb.Event(city_wall_built=dict(seat=seat, wall=wall, free_clay=free_clay)))
    council.gain_prestige(state, seat, bd.prestige_wall, events)


def owns_yard_workshop(state: pb.State, seat: int) -> bool:
    return any(state.craft_workshops.get(s, -1) == seat for s in board(state).building_yard)


def open_triangles(state: pb.State) -> list[str]:
    """Tower spaces whose two walls stand and which have no tower yet."""
    built = len(state.city_walls)
    towers = state.towers
    return [t for t, (a, b) in board(state).tower_walls.items() if max(a, b) < built and t not in towers]


def tower_problem(state: pb.State, seat: int, space: str) -> Problem:
    bd = board(state)
    if space in state.towers:
        return ("TOWER_BUILT", S.TOWER, f"{space} already has a tower")
    a, b = bd.tower_walls[space]
    if max(a, b) >= len(state.city_walls):
        return ("NO_OPEN_TRIANGLE", S.TOWER, f"{space} needs its two city walls before a tower fits")
    if not owns_yard_workshop(state, seat):
        return ("NO_BUILDING_YARD_WORKSHOP", S.TOWER, "towers need a craft workshop of yours at the building yard")
    return cost_problem(state.players[seat], bd.cost_tower, S.TOWER, "a tower")


def build_tower(state: pb.State, seat: int, space: str, events: list) -> None:
    bd = board(state)
    known(space, bd.tower_walls, "build_tower.space", "tower space")
    reject(tower_problem(state, seat, space))
    pay(state, seat, bd.cost_tower)
    state.towers[space] = seat
    events.append(pb.Event(tower_built=dict(seat=seat, space=space)))
    council.gain_prestige(state, seat, bd.prestige_tower, events)


# ------------------------------------------------------------------ sites, for listing moves
# Fast enumerations of the sites the `*_site_problem` checks accept; a test
# checks that the two agree on every site.


def customs_post_sites(state: pb.State) -> list[str]:
    bd = board(state)
    posts = state.customs_posts
    out = []
    for road in bd.roads:
        secs = bd.road_sections[road]
        for k, s in enumerate(secs):
            if s not in posts and (k == 0 or secs[k - 1] in posts or (k + 1 < len(secs) and secs[k + 1] in posts)):
                out.append(s)
    return out


def settlement_sites(state: pb.State, roads) -> list[str]:
    """Free crossings on `roads` (not gates) with both road neighbours free."""
    settled = state.settlements
    road_crossings = board(state).road_crossings
    out = []
    for road in roads:
        xs = road_crossings[road]
        for k in range(1, len(xs)):
            if xs[k] not in settled and xs[k - 1] not in settled and (k + 1 == len(xs) or xs[k + 1] not in settled):
                out.append(xs[k])
    return out


def roads_with_post(state: pb.State, seat: int) -> list[str]:
    posts, section_road = state.customs_posts, board(state).section_road
    return sorted({section_road[s] for s in posts if posts[s] == seat})  # keys: see `count`
