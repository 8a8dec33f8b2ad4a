"""2b) Building, and The Toll-Right Cards."""
from __future__ import annotations

import pytest

from arbiter.games.nuremberg import building
from arbiter.games.nuremberg.components import BOARD
from arbiter.games.nuremberg.scoring import victory_points
from arbiter.nuremberg.v1 import nuremberg_pb2 as pb

from .helpers import (BLUE, GAME, ORANGE, RED, WHITE, S, clear_board, hand, malformed, new_game, of_kind, on_turn,
                      play, rejected, set_hand)

RICH = dict(wood=5, clay=5, ore=5, grain=5, wool=5)


def rich(seat=RED, state=None, gold=20):
    s = state or new_game(4)
    set_hand(s, seat, gold=gold, **RICH)
    return on_turn(s, seat)


# ------------------------------------------------------------------ customs posts


@pytest.mark.rule(S.CUSTOMS_POSTS)
def test_customs_post_costs_one_wood_and_one_clay():
    s = on_turn(set_hand(new_game(4), RED, wood=1, clay=1), RED)
    s, events = play(s, RED, "build_customs_post", section="I.s1")
    assert hand(s, RED) == {} and s.customs_posts["I.s1"] == RED
    assert of_kind(events, "customs_post_built")[0].section == "I.s1"
    s = on_turn(set_hand(new_game(4), RED, wood=1), RED)
    rejected(s, RED, "build_customs_post", "INSUFFICIENT_RESOURCES", S.CUSTOMS_POSTS, section="I.s1")


@pytest.mark.rule(S.CUSTOMS_POSTS)
def test_the_first_post_on_a_road_goes_at_its_point_of_origin():
    s = rich()
    rejected(s, RED, "build_customs_post", "NOT_ADJOINING", S.CUSTOMS_POSTS, section="I.s2")
    s, _ = play(s, RED, "build_customs_post", section="I.s1")


@pytest.mark.rule(S.CUSTOMS_POSTS)
def test_further_posts_adjoin_an_existing_post_own_or_foreign():
    s = rich()
    # II.s1 (red), II.s2 (orange) stand: II.s3 adjoins orange's post.
    s, _ = play(s, RED, "build_customs_post", section="II.s3")
    rejected(s, RED, "build_customs_post", "NOT_ADJOINING", section="II.s5")


@pytest.mark.rule(S.CUSTOMS_POSTS)
def test_only_one_customs_post_per_section():
    s = rich()
    rejected(s, RED, "build_customs_post", "SECTION_OCCUPIED", S.CUSTOMS_POSTS, section="II.s2")


@pytest.mark.rule(S.CUSTOMS_POSTS)
def test_customs_posts_come_from_a_supply_of_fifteen():
    s = clear_board(rich())
    for sec in BOARD.road_sections["I"] + BOARD.road_sections["II"] + BOARD.road_sections["III"][:2]:
        s.customs_posts[sec] = RED
    for road in ("I", "II", "III"):
        s.toll_rights[road] = RED
    assert building.count(RED, s.customs_posts) == 15
    rejected(s, RED, "build_customs_post", "NO_PIECES_LEFT", S.CUSTOMS_POSTS, section="III.s3")


@pytest.mark.rule(S.TOLL_RIGHTS)
def test_the_first_post_on_a_road_takes_its_toll_right_card_at_once():
    s = rich()
    s, events = play(s, RED, "build_customs_post", section="I.s1")
    assert s.toll_rights["I"] == RED
    [change] = of_kind(events, "toll_right_changed")
    assert (change.road, change.from_seat, change.to_seat) == ("I", -1, RED)


@pytest.mark.rule(S.TOLL_RIGHTS)
def test_the_toll_right_passes_only_to_a_player_with_at_least_one_more_post():
    s = rich(BLUE)  # III: white has s1 and s2
    s, _ = play(s, BLUE, "build_customs_post", section="III.s3")
    s, events = play(s, BLUE, "build_customs_post", section="III.s4")
    assert s.toll_rights["III"] == WHITE and not of_kind(events, "toll_right_changed")  # 2 v 2
    s, events = play(s, BLUE, "build_customs_post", section="III.s5")
    assert s.toll_rights["III"] == BLUE  # 3 v 2
    [change] = of_kind(events, "toll_right_changed")
    assert (change.from_seat, change.to_seat) == (WHITE, BLUE)


@pytest.mark.rule(S.VICTORY_POINTS)
def test_a_toll_right_card_is_worth_a_victory_point():
    s = rich()
    before = victory_points(s, RED)
    s, _ = play(s, RED, "build_customs_post", section="I.s1")
    assert victory_points(s, RED) == before + 1


# ------------------------------------------------------------------ settlements


@pytest.mark.rule(S.SETTLEMENT)
def test_settlement_costs_grain_clay_wood_wool_and_scores_one_point():
    """Almanac "Building — example": one each of wool, clay, wood and grain."""
    s = on_turn(set_hand(new_game(4), RED, grain=1, clay=1, wood=1, wool=1, ore=1), RED)
    before = victory_points(s, RED)
    s, _ = play(s, RED, "build_settlement", crossing="II.c6")
    assert hand(s, RED) == {"ore": 1} and s.settlements["II.c6"] == RED
    assert victory_points(s, RED) == before + 1
    s = on_turn(set_hand(new_game(4), RED, grain=1, clay=1, wood=1), RED)
    rejected(s, RED, "build_settlement", "INSUFFICIENT_RESOURCES", S.SETTLEMENT, crossing="II.c6")


@pytest.mark.rule(S.SETTLEMENT)
def test_settlement_needs_own_customs_post_on_that_road():
    s = rich()  # red has posts on II and V only
    rejected(s, RED, "build_settlement", "NO_CUSTOMS_POST", S.SETTLEMENT, crossing="I.c3")
    rejected(s, RED, "build_settlement", "NO_CUSTOMS_POST", S.SETTLEMENT, crossing="III.c4")
    s, _ = play(s, RED, "build_customs_post", section="I.s1")
    s, _ = play(s, RED, "build_settlement", crossing="I.c3")  # anywhere on the road


@pytest.mark.rule(S.SETTLEMENT)
def test_distance_rule_one_free_crossing_on_the_same_road_whoever_owns_the_settlement():
    """Almanac "Distance Rule — example"."""
    s = rich()  # II: orange II.c1, red II.c4
    for crossing in ("II.c2", "II.c3", "II.c5"):
        rejected(s, RED, "build_settlement", "DISTANCE_RULE", S.SETTLEMENT, crossing=crossing)
    s, _ = play(s, RED, "build_settlement", crossing="II.c6")


@pytest.mark.rule(S.SETTLEMENT)
def test_no_gap_needed_between_settlements_on_different_roads():
    """Almanac: blue's settlement on another road's crossing keeps the rule.
    V.c2 (blue) touches III.c2; white's III.c2 stands beside it."""
    s = new_game(4)
    assert s.settlements["V.c2"] == BLUE and s.settlements["III.c2"] == WHITE
    s = rich(BLUE, clear_board(new_game(4)))
    s.settlements["III.c2"] = WHITE
    s.customs_posts["V.s1"] = BLUE
    s.toll_rights["V"] = BLUE
    s, _ = play(s, BLUE, "build_settlement", crossing="V.c2")


@pytest.mark.rule(S.SETTLEMENT)
def test_no_settlement_on_the_roman_numeral_crossings_or_an_occupied_one():
    s = rich()
    rejected(s, RED, "build_settlement", "GATE_CROSSING", S.SETTLEMENT, crossing="II.c0")
    rejected(s, RED, "build_settlement", "CROSSING_OCCUPIED", S.SETTLEMENT, crossing="II.c4")


@pytest.mark.rule(S.SETTLEMENT)
def test_settlements_come_from_a_supply_of_five():
    s = rich()
    for x in ("I.c2", "I.c4", "I.c6"):
        s.settlements[x] = RED  # with II.c4 and V.c4: five
    rejected(s, RED, "build_settlement", "NO_PIECES_LEFT", S.SETTLEMENT, crossing="II.c6")


# ------------------------------------------------------------------ craft workshops


@pytest.mark.rule(S.CRAFT_WORKSHOP)
def test_workshop_costs_three_ore_two_grain_one_per_space_and_scores_one_point():
    s = on_turn(set_hand(new_game(4), RED, ore=3, grain=2), RED)
    before = victory_points(s, RED)
    s, _ = play(s, RED, "build_craft_workshop", space="MK-ORE")
    assert hand(s, RED) == {} and s.craft_workshops["MK-ORE"] == RED and victory_points(s, RED) == before + 1
    s = rich(BLUE, s)
    rejected(s, BLUE, "build_craft_workshop", "SPACE_OCCUPIED", S.CRAFT_WORKSHOP, space="MK-ORE")
    s = on_turn(set_hand(s, BLUE, ore=2, grain=2), BLUE)
    rejected(s, BLUE, "build_craft_workshop", "INSUFFICIENT_RESOURCES", S.CRAFT_WORKSHOP, space="YD1")


@pytest.mark.rule(S.CRAFT_WORKSHOP)
def test_all_twelve_spaces_can_be_built_up_to_four_workshops_per_player():
    s = new_game(4)
    for i, space in enumerate(BOARD.spaces):
        seat = i // 4 if i < 12 else 0
        s = rich(seat, s)
        s, _ = play(s, seat, "build_craft_workshop", space=space)
    assert len(s.craft_workshops) == 12
    s = rich(RED, s)
    assert not any(m.HasField("build_craft_workshop") for m in GAME.legal_moves(s, RED))
    s.ClearField("craft_workshops")
    for space in BOARD.spaces[:4]:
        s.craft_workshops[space] = ORANGE
    s = rich(ORANGE, s)
    rejected(s, ORANGE, "build_craft_workshop", "NO_PIECES_LEFT", S.CRAFT_WORKSHOP, space="YD6")


# ------------------------------------------------------------------ city walls and towers


@pytest.mark.rule(S.CITY_WALL)
def test_city_wall_costs_one_clay_three_gold_gives_a_prestige_chip_in_order_from_the_marked_spot():
    s = on_turn(set_hand(new_game(4), RED, gold=6, clay=2), RED)
    s, events = play(s, RED, "build_city_wall")
    assert of_kind(events, "city_wall_built")[0].wall == "WALL01" and s.players[RED].prestige == 1
    s, events = play(s, RED, "build_city_wall")  # several in one turn
    assert of_kind(events, "city_wall_built")[0].wall == "WALL02" and s.players[RED].prestige == 2
    assert hand(s, RED) == {} and s.players[RED].gold == 0 and list(s.city_walls) == [RED, RED]
    rejected(s, RED, "build_city_wall", "INSUFFICIENT_RESOURCES", S.CITY_WALL)


@pytest.mark.rule(S.CITY_WALL)
def test_twenty_six_wall_pieces():
    s = rich()
    s.city_walls[:] = [BLUE] * 26
    s.players[BLUE].prestige = 26
    rejected(s, RED, "build_city_wall", "NO_WALLS_LEFT", S.CITY_WALL)


def with_walls(state, n, seat=BLUE):
    state.city_walls[:] = [seat] * n
    state.players[seat].prestige += n
    return state


@pytest.mark.rule(S.TOWER)
def test_tower_needs_a_building_yard_workshop():
    s = with_walls(rich(), 2)
    rejected(s, RED, "build_tower", "NO_BUILDING_YARD_WORKSHOP", S.TOWER, space="TOWER01")
    s.craft_workshops["MK-WOOD"] = RED  # the main market does not count
    rejected(s, RED, "build_tower", "NO_BUILDING_YARD_WORKSHOP", S.TOWER, space="TOWER01")
    s.craft_workshops["YD2"] = RED
    s, events = play(s, RED, "build_tower", space="TOWER01")
    assert s.towers["TOWER01"] == RED and s.players[RED].prestige == 2
    assert hand(s, RED) == {"wood": 4, "clay": 4, "ore": 5, "grain": 5, "wool": 5} and s.players[RED].gold == 17


@pytest.mark.rule(S.TOWER)
def test_tower_only_in_an_open_triangle_of_two_walls_and_once():
    s = with_walls(rich(), 1)
    s.craft_workshops["YD1"] = RED
    rejected(s, RED, "build_tower", "NO_OPEN_TRIANGLE", S.TOWER, space="TOWER01")
    s = with_walls(s, 2)
    s.players[BLUE].prestige = 2
    assert building.open_triangles(s) == ["TOWER01"]
    rejected(s, RED, "build_tower", "NO_OPEN_TRIANGLE", S.TOWER, space="TOWER02")
    s, _ = play(s, RED, "build_tower", space="TOWER01")
    rejected(s, RED, "build_tower", "TOWER_BUILT", S.TOWER, space="TOWER01")
    s = on_turn(set_hand(s, RED, clay=1, wood=1, gold=2), RED)
    s = with_walls(s, 3)
    s.players[BLUE].prestige = 3
    rejected(s, RED, "build_tower", "INSUFFICIENT_RESOURCES", S.TOWER, space="TOWER02")


# ------------------------------------------------------------------ malformed


def test_unknown_board_ids_are_malformed():
    s = rich()
    for kind, field in (("build_customs_post", "section"), ("build_settlement", "crossing"),
                        ("build_craft_workshop", "space"), ("build_tower", "space")):
        for bad in ("", "nowhere", "I.s99"):
            e = malformed(s, RED, kind, **{field: bad})
            assert e.field == f"{kind}.{field}"


def test_building_outside_the_trade_and_build_phase_is_refused():
    s = new_game(4)
    set_hand(s, RED, **RICH)
    rejected(s, RED, "build_customs_post", "WRONG_MOVE_KIND", section="I.s1")
    s.phase = pb.PHASE_TRADE_AND_BUILD
    rejected(s, ORANGE, "build_customs_post", "NOT_YOUR_TURN", section="I.s1")
