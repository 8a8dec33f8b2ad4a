"""What the rulebook itself fixes about the board and the event deck, checked
on the built-in edition (`data/builtin.json`), and the invariants its stand-in
countryside keeps. `edition.validate` checks the rulebook's constraints on
every edition (tests/editions/test_nuremberg.py)."""
from __future__ import annotations

from collections import Counter

import pytest

from arbiter import games
from arbiter.games.nuremberg.components import BOARD, GOOD_ENUM
from arbiter.nuremberg.v1 import nuremberg_pb2 as pb
from arbiter.v1.engine_pb2 import PROVENANCE_PRINTED, PROVENANCE_STAND_IN

from .helpers import S

RULES = games.get("nuremberg").editions.default.rules
CROSSINGS = {x.id: x for r in RULES.countryside.roads for x in r.crossings}
HEXES = {h.id: h for h in RULES.countryside.hexes}

NUMBERED = {t: n for t, n in BOARD.terrain_number.items() if n}


# ------------------------------------------------------------------ countryside


@pytest.mark.rule(S.TOLL_RIGHTS)
def test_five_trade_roads_three_to_cities_two_end_in_the_countryside():
    assert BOARD.roads == ("I", "II", "III", "IV", "V")
    assert {r: BOARD.road_to[r] for r in BOARD.roads} == {
        "I": "Frankfurt", "II": "Prague", "III": "Venice", "IV": None, "V": None}
    # Toll-right cards are named after the city, or the numeral for IV and V.
    assert sorted(BOARD.road_to[r] or r for r in BOARD.roads) == ["Frankfurt", "IV", "Prague", "V", "Venice"]


@pytest.mark.rule(S.CUSTOMS_POSTS)
def test_each_road_begins_at_a_roman_numeral_gate_of_nuernberg():
    assert BOARD.gates == {f"{r}.c0" for r in BOARD.roads}
    for road in RULES.countryside.roads:
        gate = road.crossings[0]
        assert gate.id == f"{road.id}.c0" and "NUE" in gate.hexes
        # The point of origin (section 1) starts at the gate.
        assert road.sections[0].crossings[0] == gate.id
    assert not any("NUE" in c.hexes for x, c in CROSSINGS.items() if x not in BOARD.gates)


@pytest.mark.rule(S.CUSTOMS_POSTS)
def test_sections_lie_between_two_consecutive_crossings_of_one_road():
    for road in BOARD.roads:
        xs, secs = BOARD.road_crossings[road], BOARD.road_sections[road]
        assert len(secs) == len(xs) - 1 >= 4
        for k, s in enumerate(secs, 1):
            assert BOARD.section_index[s] == k and BOARD.section_road[s] == road


@pytest.mark.rule(S.SETTLEMENT)
def test_settlement_crossings_are_all_road_crossings_but_the_five_gates():
    assert set(BOARD.settlement_crossings) == set(BOARD.crossing_road) - BOARD.gates
    assert len(BOARD.settlement_crossings) == 27
    assert all(len(BOARD.crossing_road_neighbours[x]) <= 2 for x in BOARD.crossing_road)


@pytest.mark.rule(S.YIELDS)
def test_yield_numbers_two_to_twelve_without_seven_three_each_two_twice():
    counts = Counter(NUMBERED.values())
    assert counts == {2: 2, **{n: 3 for n in (3, 4, 5, 6, 8, 9, 10, 11, 12)}}


@pytest.mark.rule(S.YIELDS)
def test_a_settlement_borders_up_to_three_terrains():
    for x in BOARD.crossing_road:
        assert 1 <= len(BOARD.crossing_terrains[x]) <= 3


@pytest.mark.rule(S.ROBBER_KNIGHT)
def test_the_castle_is_bottom_left_and_yields_nothing():
    hexes = {h.id: h for h in RULES.countryside.hexes}
    castle = hexes[BOARD.castle]
    assert BOARD.terrain_number[BOARD.castle] == 0 and BOARD.terrain_resource[BOARD.castle] is None

    def xy(h):  # screen position of a pointy-top axial hex (y grows downwards)
        return 2 * h.q + h.r, 3 * h.r

    # Bottom left: the hex furthest along (down, left).
    assert max(hexes.values(), key=lambda h: xy(h)[1] - xy(h)[0]) is castle
    assert not any(BOARD.castle in ts for ts in BOARD.crossing_terrains.values())
    assert all(BOARD.castle not in [t for t, _, _ in v] for v in BOARD.yields_by_number.values())


@pytest.mark.rule(S.YIELDS)
def test_a_drawn_four_yields_wool_ore_and_grain():
    assert sorted(m for _, m, _ in BOARD.yields_by_number[4]) == ["grain", "ore", "wool"]


@pytest.mark.rule(S.YIELDS)
def test_the_nines_include_hills_and_mountains():
    assert {"clay", "ore"} <= {m for _, m, _ in BOARD.yields_by_number[9]}


def hex_neighbours(q, r):
    return [(q + 1, r), (q - 1, r), (q, r + 1), (q, r - 1), (q + 1, r - 1), (q - 1, r + 1)]


def test_stand_in_numbers_keep_the_reference_invariants():
    """Section 6: no equal numbers touch, 6 and 8 never touch, pips per resource within 1."""
    hexes = {(h.q, h.r): h for h in RULES.countryside.hexes}
    for (q, r), h in hexes.items():
        for nb in hex_neighbours(q, r):
            o = hexes.get(nb)
            if o and h.number and o.number:
                assert h.number != o.number
                assert {h.number, o.number} != {6, 8}
    pips = Counter()
    for t, n in NUMBERED.items():
        pips[BOARD.terrain_resource[t]] += 6 - abs(7 - n)
    assert max(pips.values()) - min(pips.values()) <= 1


def test_crossing_adjacency_is_symmetric_and_road_neighbours_touch():
    for x, c in CROSSINGS.items():
        for y in c.neighbours:
            assert x in CROSSINGS[y].neighbours
        for y in BOARD.crossing_road_neighbours[x]:
            assert y in c.neighbours


def test_every_data_set_says_where_its_values_come_from():
    r = RULES
    for data in (r.countryside, r.beginner_layout, r.city, r.city_wall, r.timeline, r.event_deck):
        assert data.source.provenance == PROVENANCE_STAND_IN and data.source.source
    for data in (r.supply, r.scoring):
        assert data.source.provenance == PROVENANCE_PRINTED and data.source.source
    # Of the trade goods only the compasses are printed in the rulebook.
    printed = [p.good for p in r.city.production_spaces if p.source.provenance == PROVENANCE_PRINTED]
    assert printed == [pb.TRADE_GOOD_COMPASSES]


# ------------------------------------------------------------------ beginner's layout


def test_beginner_layout_two_posts_and_two_settlements_per_colour():
    for colour in ("red", "blue", "white", "orange"):
        assert sum(c == colour for _, c in BOARD.beginner_customs_posts) == 2
        assert sum(c == colour for _, c, _ in BOARD.beginner_settlements) == 2
        assert sum(star for _, c, star in BOARD.beginner_settlements if c == colour) == 1


@pytest.mark.rule(S.CUSTOMS_POSTS)
def test_beginner_layout_posts_form_one_chain_from_each_origin():
    posts = {section for section, _ in BOARD.beginner_customs_posts}
    for road in BOARD.roads:
        on_road = sorted(BOARD.section_index[s] for s in posts if BOARD.section_road[s] == road)
        assert on_road == list(range(1, len(on_road) + 1))


@pytest.mark.rule(S.SETTLEMENT)
def test_beginner_layout_settlements_stand_on_roads_of_their_owners_posts():
    for crossing, colour, _ in BOARD.beginner_settlements:
        road = BOARD.crossing_road[crossing]
        assert crossing not in BOARD.gates
        assert any(c == colour and BOARD.section_road[section] == road for section, c in BOARD.beginner_customs_posts)
        for n in BOARD.crossing_road_neighbours[crossing]:
            assert n not in {o for o, _, _ in BOARD.beginner_settlements}


@pytest.mark.rule(S.ROAD_TOLL)
def test_beginner_layout_orange_has_a_settlement_on_the_prague_road():
    on_prague = [c for x, c, _ in BOARD.beginner_settlements if BOARD.crossing_road[x] == "II"]
    assert sorted(on_prague) == ["orange", "red"]


@pytest.mark.rule(S.SETUP)
def test_beginner_layout_whites_settlements_border_the_printed_terrains():
    white = {x: star for x, c, star in BOARD.beginner_settlements if c == "white"}
    star = next(x for x, st in white.items() if st)
    lower = next(x for x, st in white.items() if not st)
    kinds = sorted(BOARD.terrain_resource[t] for t in BOARD.crossing_terrains[star])
    assert kinds == ["grain", "grain", "wood"]
    assert sorted((BOARD.terrain_resource[t], BOARD.terrain_number[t]) for t in BOARD.crossing_terrains[lower]) == [
        ("clay", 5), ("ore", 6), ("wood", 3)]


# ------------------------------------------------------------------ city, walls, time


@pytest.mark.rule(S.CRAFT_WORKSHOP)
def test_twelve_building_spaces_six_at_the_main_market_six_at_the_building_yard():
    assert len(BOARD.spaces) == 12 and len(BOARD.building_yard) == 6
    assert sorted(BOARD.bank_spaces) == ["any", "clay", "grain", "ore", "wood", "wool"]
    assert {rate for m, (_, rate) in BOARD.bank_spaces.items() if m != "any"} == {2}
    assert BOARD.bank_spaces["any"][1] == 3
    assert not {s for s, _ in BOARD.bank_spaces.values()} & BOARD.building_yard


@pytest.mark.rule(S.TRADE_GOODS)
def test_five_trade_goods_each_sold_to_a_city_and_doubled_by_some_workshop():
    assert set(BOARD.goods) == set(GOOD_ENUM.values())
    for good in BOARD.goods.values():
        assert good.city in ("Frankfurt", "Prague", "Venice") and BOARD.road_to[good.road] == good.city
    assert set().union(*BOARD.space_doubles.values()) == set(BOARD.goods)


@pytest.mark.rule(S.TRADE_GOODS)
def test_ten_outer_city_spaces_two_per_good_each_pair_with_one_production_space():
    assert len(BOARD.city_spaces) == 10
    assert Counter(BOARD.city_spaces.values()) == {good: 2 for good in BOARD.goods}
    # One production space (cost, price, place of sale, toll) per good.
    assert len(RULES.city.production_spaces) == len(BOARD.goods) == 5
    # Every building space adjoins city spaces; a workshop doubles their goods.
    for space in RULES.city.building_spaces:
        assert space.adjoins and all(c in BOARD.city_spaces for c in space.adjoins)


@pytest.mark.rule(S.TRADE_GOODS)
def test_compasses_are_ore_and_wood_sold_in_frankfurt_for_3_gold_toll_2_and_paper_uses_wool():
    c = BOARD.goods[pb.TRADE_GOOD_COMPASSES]
    assert (dict(c.cost.materials), c.city, c.gold, c.toll) == ({"ore": 1, "wood": 1}, "Frankfurt", 3, 2)
    assert "wool" in dict(BOARD.goods[pb.TRADE_GOOD_PAPER].cost.materials)


@pytest.mark.rule(S.CITY_WALL)
def test_26_walls_and_16_tower_spaces_each_opened_by_two_adjoining_walls():
    assert len(BOARD.walls) == BOARD.city_wall_pieces == 26
    assert len(BOARD.towers) == BOARD.tower_pieces == 16
    assert all(b == a + 1 for a, b in BOARD.tower_walls.values())
    assert (BOARD.prestige_wall, BOARD.prestige_tower) == (1, 2)


@pytest.mark.rule(S.TIMELINE)
def test_timeline_runs_from_1355_to_1400_with_reddish_1370_and_1385():
    assert BOARD.years[0] == 1355 and BOARD.years[-1] == BOARD.end_year == 1400
    assert BOARD.reshuffle_years == {1370, 1385}


@pytest.mark.rule(S.EVENT_CARDS)
def test_36_event_cards_numbers_follow_two_dice():
    cards = list(BOARD.cards.values())
    assert len(cards) == 36
    numbers = Counter(c.number for c in cards if c.number)
    assert numbers == {n: 6 - abs(7 - n) for n in range(2, 13) if n != 7}


@pytest.mark.rule(S.EVENT_CARDS)
def test_event_counts_of_the_rulebook():
    kinds = Counter(c.kind for c in BOARD.cards.values())
    assert kinds == {pb.EVENT_CARD_KIND_ROBBER_KNIGHT: 6, pb.EVENT_CARD_KIND_YEARS_PASS: 3,
                     pb.EVENT_CARD_KIND_MARGRAVE: 4, pb.EVENT_CARD_KIND_FREE_CLAY: 14,
                     pb.EVENT_CARD_KIND_YIELD_ONLY: 5, pb.EVENT_CARD_KIND_ROAD_TOLL: 4}
    assert all(c.number == 0 for c in BOARD.cards.values() if c.kind == pb.EVENT_CARD_KIND_ROBBER_KNIGHT)
    assert all(c.number for c in BOARD.cards.values() if c.kind != pb.EVENT_CARD_KIND_ROBBER_KNIGHT)


@pytest.mark.rule(S.SETUP)
def test_components_of_the_rulebook():
    assert BOARD.cards_per_material * 5 == 100
    assert BOARD.settlements_per_colour * 4 == 20
    assert BOARD.workshops_per_colour * 4 == 16
    assert BOARD.customs_posts_per_colour * 4 == 60
    assert BOARD.starting_gold == 2
