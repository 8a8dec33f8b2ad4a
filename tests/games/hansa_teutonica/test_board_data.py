"""The board and printed values come from the built-in edition
(data/builtin.json), transcribed from shared/reference/hansa-teutonica.md."""
import pytest

from arbiter.v1.engine_pb2 import PROVENANCE_PRINTED, PROVENANCE_STAND_IN
from tests.games.hansa_teutonica.helpers import GAME, S, pb, rule

BOARDS = GAME.editions.default.tables.boards
DESK = GAME.editions.default.tables.desk
FRONT, BACK = BOARDS[pb.BOARD_SIDE_FOUR_FIVE_PLAYERS], BOARDS[pb.BOARD_SIDE_TWO_THREE_PLAYERS]


@rule(S.SETUP)
@pytest.mark.parametrize("b, routes, posts, spaces, round_", [(FRONT, 34, 107, 62, 16), (BACK, 32, 101, 57, 13)])
def test_totals_match_the_reference(b, routes, posts, spaces, round_):
    assert len(b.routes) == routes and b.n_posts == posts and b.n_spaces == spaces
    assert sum(s.shape == pb.SHAPE_MERCHANT for c in b.cities[1:] for s in c.spaces) == round_
    assert len(b.cities) - 1 == 27


@rule(S.ESTABLISH)
@pytest.mark.parametrize("b, coins", [
    (FRONT, {"Groningen", "Lubeck", "Coellen", "Halle"}),
    (BACK, {"Groningen", "Stade", "Lubeck", "Coellen", "Warburg", "Halle"}),
])
def test_gold_coin_cities(b, coins):
    assert {c.key for c in b.cities[1:] if any(s.coin for s in c.spaces)} == coins


@rule(S.DEVELOP)
def test_ability_pictograms_east_west_and_coellen():
    for b in (FRONT, BACK):
        pictures = {c.key: c.ability for c in b.cities[1:] if c.ability}
        assert pictures == {"Groningen": pb.ABILITY_BOOK_OF_KNOWLEDGE, "Stade": pb.ABILITY_PRIVILEGE,
                            "Lubeck": pb.ABILITY_BANK, "Gottingen": pb.ABILITY_ACTIONS, "Halle": pb.ABILITY_CITY_KEYS}
        assert {b.cities[c].key for c in b.east_west} == {"Arnheim", "Stendal"}
        assert b.east_west_awards == (7, 4, 2)
        assert b.coellen_spaces == ((pb.PRIVILEGE_WHITE, 7), (pb.PRIVILEGE_ORANGE, 8), (pb.PRIVILEGE_PINK, 9),
                                    (pb.PRIVILEGE_BLACK, 11))
        assert {b.cities[c].key for c in b.routes[b.coellen_route].cities} == {"Coellen", "Warburg"}
        assert [b.routes[s].id for s in b.taverns] == [9, 24, 34]


@rule(S.DISPLACE)
def test_every_route_is_reachable_from_every_other():
    for b in (FRONT, BACK):
        for r in b.routes:
            assert sorted(s for ring in r.rings for s in ring) == sorted(set(range(len(b.routes))) - {r.slot})


@rule(S.SETUP)
def test_desk_tracks_and_the_marker_mix():
    assert DESK.KEYS.values == (1, 2, 2, 3, 4) and DESK.ACTIONS.values == (2, 3, 3, 4, 4, 5)
    assert DESK.PRIVILEGE_TRACK.values == (pb.PRIVILEGE_WHITE, pb.PRIVILEGE_ORANGE, pb.PRIVILEGE_PINK,
                                           pb.PRIVILEGE_BLACK)
    assert DESK.BOOK.values == (2, 3, 4, 5) and DESK.BOOK.covered_by == pb.SHAPE_MERCHANT
    assert DESK.BANK.values == (3, 5, 7, None)
    assert len(DESK.START_MARKERS) + len(DESK.SUPPLY_MARKERS) == 15  # the Big Box mix


def test_the_edition_names_its_sources_and_only_the_drawing_positions_are_stand_ins():
    rules = GAME.editions.default.rules
    assert rules.cities_source.provenance == PROVENANCE_PRINTED
    assert rules.desk.source.provenance == PROVENANCE_PRINTED
    assert rules.desk.source.source.startswith("shared/reference/hansa-teutonica.md")
    for side in rules.boards:
        assert side.source.provenance == PROVENANCE_PRINTED
        assert side.source.source.startswith("shared/reference/hansa-teutonica.md")
        assert side.positions_source.provenance == PROVENANCE_STAND_IN
