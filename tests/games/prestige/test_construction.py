"""Issue a Construction Order, What Can Be Built, What Do the Craftsmen Build, completion at season end."""
import pytest

from arbiter.games.prestige.sections import (
    CONSTRUCTION, CRAFTSMEN_BUILD, END_OF_ROUND, IMPORTANT_NOTES, WHAT_CAN_BE_BUILT,
)
from arbiter.prestige.v1 import prestige_pb2 as pb
from tests.games.prestige.helpers import (
    G,
    after_setup,
    calm,
    events_of,
    kind_of,
    malformed,
    pass_turns,
    place,
    play,
    rejected,
    seat_to_move,
)

GF, SS, T = pb.STOREY_GROUND_FLOOR, pb.STOREY_SECOND_STOREY, pb.STOREY_TOWER


def _rich(players=2, seed=1, event=pb.SEASON_EVENT_GOLD_GIFT):
    state = calm(after_setup(players, seed), event)
    seat = seat_to_move(state)
    for p in state.players:
        p.gold, p.wood, p.limestone, p.glass, p.marble = 20, 10, 10, 5, 5
    return state, seat


def _order(state, work, sites, **kw):
    state, _ = place(state, pb.ACTION_CONSTRUCTION_ORDER)
    return play(state, "construction_order", work=work, sites=[pb.Site(position=p, storey=s) for p, s in sites], **kw)


def _built(state, seat, position, storey=GF):
    pos = state.players[seat].castle[position - 1]
    return {GF: pos.ground_floor, SS: pos.second_storey, T: pos.tower}[storey]


@pytest.mark.rule(CONSTRUCTION)
def test_rulebook_example_ground_floor_with_master_builder_i():
    """RED builds a ground floor with Master Builder I at experience level 1:
    3 wood, 2 limestone, 1 glass and 5 workers; 2 of them are exhausted."""
    state, red = _rich()
    state.players[red].experience = 1
    p0 = pb.Player()
    p0.CopyFrom(state.players[red])
    state, events = _order(state, pb.WORK_GROUND_FLOOR, [(2, 0)], experience_level=1)
    p = state.players[red]
    assert (p0.wood - p.wood, p0.limestone - p.limestone, p0.glass - p.glass) == (3, 2, 1)
    assert p.workers == 7 and p.workers_on_orders == 5
    order = events_of(events, "construction_ordered")[0].order
    assert order.exhausted == 2
    # no further order for this Master Builder this season
    state = pass_turns(state, 1)
    state.players[red].gold = 20
    if seat_to_move(state) == red:
        state, _ = place(state, pb.ACTION_CONSTRUCTION_ORDER)
        rejected(state, "construction_order", "CRAFTSMAN_BUSY", work=pb.WORK_SECOND_STOREY,
                 sites=[pb.Site(position=1)])


@pytest.mark.rule(END_OF_ROUND)
def test_order_completes_at_season_end():
    state, red = _rich()
    state, _ = _order(state, pb.WORK_GROUND_FLOOR, [(2, 0)])
    assert not _built(state, red, 2).built
    state = pass_turns(state)
    p = state.players[red]
    assert _built(state, red, 2).built
    assert p.exterior == 16 and p.tavern == 2 and p.workers_on_orders == 0 and p.workers + p.tavern == 12
    assert p.experience == 1  # 2c: the Master Builder gains a level
    assert p.glass == 5 - 1 + 1  # the bonus printed under position 2 (stand-in: 1 glass)


@pytest.mark.rule(WHAT_CAN_BE_BUILT)
def test_a_new_ground_floor_goes_on_either_side_of_the_row():
    """Exterior extensions are built "from bottom to top (or to the side)",
    ground floors "side by side", and "depending on where an exterior
    extension is placed, it covers a bonus": the player chooses any free
    position beside a ground floor. A castle whose starting building stands
    in the middle (position 3) can grow to the left or to the right."""
    state, red = _rich()
    castle = state.players[red].castle
    castle[0].ground_floor.built = False
    castle[2].ground_floor.built = True
    state, _ = place(state, pb.ACTION_CONSTRUCTION_ORDER)
    grounds = {m.construction_order.sites[0].position for m in G.legal_moves(state, red)
               if m.construction_order.work == pb.WORK_GROUND_FLOOR}
    assert grounds == {2, 4}
    for position in (1, 3, 5):
        rejected(state, "construction_order", "NOT_NEXT_POSITION", work=pb.WORK_GROUND_FLOOR,
                 sites=[pb.Site(position=position)])
    for position in (2, 4):
        after, _ = play(state, "construction_order", work=pb.WORK_GROUND_FLOOR, sites=[pb.Site(position=position)])
        assert [(s.work, s.sites[0].position) for s in after.orders] == [(pb.WORK_GROUND_FLOOR, position)]


@pytest.mark.rule(WHAT_CAN_BE_BUILT)
def test_ground_floors_side_by_side_and_bottom_to_top():
    state, red = _rich()
    rejected_state, _ = place(state, pb.ACTION_CONSTRUCTION_ORDER)
    rejected(rejected_state, "construction_order", "NOT_NEXT_POSITION", work=pb.WORK_GROUND_FLOOR,
             sites=[pb.Site(position=3)])
    rejected(rejected_state, "construction_order", "BUILD_BOTTOM_UP", work=pb.WORK_SECOND_STOREY,
             sites=[pb.Site(position=2)])
    rejected(rejected_state, "construction_order", "CRAFTSMAN_CANNOT_BUILD", work=pb.WORK_TOWER,
             sites=[pb.Site(position=1)])
    malformed(rejected_state, "construction_order", work=pb.WORK_GROUND_FLOOR, sites=[pb.Site(position=6)])
    malformed(rejected_state, "construction_order", work=pb.WORK_GROUND_FLOOR, sites=[])
    malformed(rejected_state, "construction_order", work=pb.WORK_GROUND_FLOOR,
              sites=[pb.Site(position=2, storey=GF)])
    malformed(rejected_state, "construction_order", work=42, sites=[pb.Site(position=2)])
    malformed(rejected_state, "construction_order", work=pb.WORK_GROUND_FLOOR, sites=[pb.Site(position=2)],
              experience_level=-1)
    rejected(rejected_state, "construction_order", "EXPERIENCE_TOO_LOW", work=pb.WORK_GROUND_FLOOR,
             sites=[pb.Site(position=2)], experience_level=3)
    state, _ = _order(state, pb.WORK_SECOND_STOREY, [(1, 0)])
    assert events_of(_, "construction_ordered")[0].order.workers == 5


@pytest.mark.rule(CRAFTSMEN_BUILD)
def test_master_builder_iii_tower_takes_wood_or_limestone():
    state, red = _rich()
    p = state.players[red]
    p.craftsmen.remove(pb.CRAFTSMAN_MASTER_BUILDER_I)
    p.craftsmen.append(pb.CRAFTSMAN_MASTER_BUILDER_III)
    p.castle[0].second_storey.built = True
    state, _ = place(state, pb.ACTION_CONSTRUCTION_ORDER)
    malformed(state, "construction_order", work=pb.WORK_TOWER, sites=[pb.Site(position=1)])
    state, events = play(state, "construction_order", work=pb.WORK_TOWER, sites=[pb.Site(position=1)],
                         tower_extra=pb.RESOURCE_LIMESTONE)
    assert events_of(events, "construction_ordered")[0].order.paid == pb.Goods(wood=1, limestone=2, glass=1, marble=1)


@pytest.mark.rule(CONSTRUCTION)
@pytest.mark.parametrize("level,wood,limestone,workers", [(0, 3, 2, 6), (1, 3, 2, 5), (2, 3, 1, 6), (3, 3, 2, 4),
                                                          (4, 2, 2, 5), (5, 2, 2, 4)])
def test_experience_levels_save(level, wood, limestone, workers):
    state, red = _rich()
    state.players[red].experience = 5  # any lower level may be chosen
    state, events = _order(state, pb.WORK_GROUND_FLOOR, [(2, 0)], experience_level=level)
    order = events_of(events, "construction_ordered")[0].order
    assert (order.paid.wood, order.paid.limestone, order.workers) == (wood, limestone, workers)


@pytest.mark.rule(IMPORTANT_NOTES)
def test_interior_only_on_finished_tiles_and_at_least_one_worker():
    state, red = _rich(event=pb.SEASON_EVENT_GOOD_COOPERATION)
    state, _ = place(state, pb.ACTION_CONSTRUCTION_ORDER)
    rejected(state, "construction_order", "TILE_NOT_FINISHED", work=pb.WORK_WOOD_PANELING,
             sites=[pb.Site(position=2, storey=GF)])
    rejected(state, "construction_order", "CRAFTSMAN_CANNOT_BUILD", work=pb.WORK_WOOD_PANELING,
             sites=[pb.Site(position=1, storey=T)])
    rejected(state, "construction_order", "NO_SUCH_CRAFTSMAN", work=pb.WORK_MARBLE_DECORATION,
             sites=[pb.Site(position=1, storey=GF)])
    state, events = play(state, "construction_order", work=pb.WORK_WOOD_PANELING, sites=[pb.Site(position=1, storey=GF)])
    order = events_of(events, "construction_ordered")[0].order
    assert order.workers == 1 and order.exhausted == 1 and order.paid.wood == 2  # 2 - 1 (Good cooperation)


@pytest.mark.rule(CRAFTSMEN_BUILD)
def test_level_ii_two_orders_on_different_storeys():
    state, red = _rich(3)
    p = state.players[red]
    p.craftsmen.remove(pb.CRAFTSMAN_STUCCO_WORKER_I)
    p.craftsmen.append(pb.CRAFTSMAN_STUCCO_WORKER_II)
    p.castle[0].second_storey.built = True
    p.castle[1].ground_floor.built = True
    state.lower_bar[:] = [red] * 5 + [s for s in state.lower_bar if s != red]
    state, _ = _order(state, pb.WORK_STUCCO_DECORATION, [(1, GF)])
    state, _ = place(state, pb.ACTION_CONSTRUCTION_ORDER)
    rejected(state, "construction_order", "SAME_STOREY", work=pb.WORK_STUCCO_DECORATION,
             sites=[pb.Site(position=2, storey=GF)])
    rejected(state, "construction_order", "NO_DOUBLE_ORDER", work=pb.WORK_STUCCO_DECORATION,
             sites=[pb.Site(position=1, storey=SS), pb.Site(position=2, storey=GF)])
    state, _ = play(state, "construction_order", work=pb.WORK_STUCCO_DECORATION, sites=[pb.Site(position=1, storey=SS)])
    state, _ = place(state, pb.ACTION_CONSTRUCTION_ORDER)
    rejected(state, "construction_order", "CRAFTSMAN_BUSY", work=pb.WORK_STUCCO_DECORATION,
             sites=[pb.Site(position=2, storey=GF)])


@pytest.mark.rule(CRAFTSMEN_BUILD)
@pytest.mark.parametrize("storeys,workers", [((GF, SS), 3), ((GF, T), 4), ((SS, T), 4)])
def test_level_iii_double_order_with_one_steward(storeys, workers):
    state, red = _rich()
    p = state.players[red]
    p.craftsmen.remove(pb.CRAFTSMAN_CARPENTER_I)
    p.craftsmen.append(pb.CRAFTSMAN_CARPENTER_III)
    p.castle[0].second_storey.built = p.castle[0].tower.built = True
    state, events = _order(state, pb.WORK_WOOD_PANELING, [(1, s) for s in storeys])
    order = events_of(events, "construction_ordered")[0].order
    assert order.workers == workers and order.paid.wood == 4
    state = pass_turns(state)
    tiles = [_built(state, red, 1, s) for s in storeys]
    assert all(t.wood_paneling for t in tiles)
    expected = sum({GF: 4, SS: 4, T: 5}[s] for s in storeys)
    assert state.players[red].interior == expected


@pytest.mark.rule(WHAT_CAN_BE_BUILT)
def test_sculptor_statue_cladding_column_exhaust_nobody():
    state, red = _rich()
    p = state.players[red]
    p.craftsmen.append(pb.CRAFTSMAN_SCULPTOR_I)
    state, _ = place(state, pb.ACTION_CONSTRUCTION_ORDER)
    rejected(state, "construction_order", "COLUMN_NOT_OPEN", work=pb.WORK_COLUMN, sites=[pb.Site(position=1, storey=GF)])
    rejected(state, "construction_order", "NEEDS_GROUND_FLOOR", work=pb.WORK_STATUE, sites=[pb.Site(position=2)])
    state, events = play(state, "construction_order", work=pb.WORK_STATUE, sites=[pb.Site(position=1)])
    assert events_of(events, "construction_ordered")[0].order.exhausted == 0
    state = pass_turns(state)
    p = state.players[red]
    assert p.castle[0].statues == 1 and p.exterior == 13 and p.tavern == 0


@pytest.mark.rule(WHAT_CAN_BE_BUILT)
def test_column_opens_after_three_finishes_and_one_per_tile():
    state, red = _rich()
    p = state.players[red]
    p.craftsmen.append(pb.CRAFTSMAN_SCULPTOR_I)
    gf = p.castle[0].ground_floor
    gf.stucco_decoration = gf.wood_paneling = gf.marble_decoration = True
    state, events = _order(state, pb.WORK_COLUMN, [(1, GF)])
    state = pass_turns(state)
    assert _built(state, red, 1).column and state.players[red].interior == 6


@pytest.mark.rule(WHAT_CAN_BE_BUILT)
def test_two_statues_per_ground_floor():
    state, red = _rich()
    p = state.players[red]
    p.craftsmen.append(pb.CRAFTSMAN_SCULPTOR_I)
    p.castle[0].statues = 2
    state, _ = place(state, pb.ACTION_CONSTRUCTION_ORDER)
    rejected(state, "construction_order", "NO_STATUE_SPOT", work=pb.WORK_STATUE, sites=[pb.Site(position=1)])


def _glossary(event, *values):
    name = pb.SeasonEvent.Name(event)[len("SEASON_EVENT_"):].replace("_", " ").capitalize()
    return pytest.param(event, *values, marks=pytest.mark.rule(f"Prestige: Glossary / {name}"), id=name)


@pytest.mark.parametrize("event,ground_floor,paneling", [
    _glossary(pb.SEASON_EVENT_GOOD_WEATHER, 5, 2), _glossary(pb.SEASON_EVENT_BAD_WEATHER, 7, 2),
    _glossary(pb.SEASON_EVENT_HOT_SUMMER, 6, 3), _glossary(pb.SEASON_EVENT_GOOD_COOPERATION, 5, 1)])
def test_worker_events(event, ground_floor, paneling):
    from arbiter.games.prestige.construction import plan_order
    state, red = _rich(event=event)
    step = pb.Step(seat=red, action_space=1)
    gf = plan_order(state, red, step, pb.IssueConstructionOrder(work=pb.WORK_GROUND_FLOOR, sites=[pb.Site(position=2)]))
    pan = plan_order(state, red, step, pb.IssueConstructionOrder(work=pb.WORK_WOOD_PANELING,
                                                                 sites=[pb.Site(position=1, storey=GF)]))
    assert (gf.workers, pan.workers) == (ground_floor, paneling)


@pytest.mark.parametrize("event,work", [_glossary(pb.SEASON_EVENT_COVETED_STUCCO, pb.WORK_STUCCO_DECORATION),
                                        _glossary(pb.SEASON_EVENT_COVETED_PANELING, pb.WORK_WOOD_PANELING)])
def test_coveted_finish_brings_one_more_point(event, work):
    state, red = _rich(event=event)
    state, _ = _order(state, work, [(1, GF)])
    state = pass_turns(state)
    assert state.players[red].interior == 5


@pytest.mark.rule(CONSTRUCTION)
def test_last_round_lifts_the_limit_for_two_gold_each():
    state, red = _rich()
    state.year, state.season = 3, pb.SEASON_WINTER
    area = state.action_bar[4]
    area.stewards.extend([1 - red] * 3)  # the printed spaces are taken
    state, events = place(state, pb.ACTION_CONSTRUCTION_ORDER)
    assert events_of(events, "steward_placed")[0].space == 4
    state, events = play(state, "construction_order", work=pb.WORK_WOOD_PANELING, sites=[pb.Site(position=1, storey=GF)])
    assert events_of(events, "construction_ordered")[0].order.paid == pb.Goods(gold=2, wood=2)


@pytest.mark.rule(END_OF_ROUND)
def test_owner_chooses_which_order_completes_first():
    state, red = _rich()
    state.lower_bar[:] = [red, red] + [s for s in state.lower_bar if s != red] + [red] * 3
    state, _ = _order(state, pb.WORK_WOOD_PANELING, [(1, GF)])
    state, _ = _order(state, pb.WORK_STUCCO_DECORATION, [(1, GF)])
    state = pass_turns(state)
    assert kind_of(state, red) == "complete_order"
    second = max(o.id for o in state.orders)
    rejected(state, "complete_order", "NOT_YOUR_ORDER", order_id=99)
    state, events = play(state, "complete_order", order_id=second)
    done = events_of(events, "construction_completed")
    assert [c.order_id for c in done] == [second, second - 1]
