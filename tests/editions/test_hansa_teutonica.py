"""Hansa Teutonica's editions: the built-in one (both board sides, keyed by
player count) is the only copy of the data, a rearranged and renumbered second
board plays, invalid boards are refused naming the field and the constraint,
GetRules' restriction to one side, and every id a game shows is in its Rules."""
from __future__ import annotations

import json

import pytest
from google.protobuf.message import Message

from arbiter import games
from arbiter.engine.editions import InvalidEdition, check, load_file
from arbiter.engine.simulate import Checks, play_random_game
from arbiter.games.hansa_teutonica import sections as S
from arbiter.v1.engine_pb2 import GameConfig

from tests.editions.support import (DELETE, HERE, added, assert_builtin_is_exported, assert_ids_defined,
                                    assert_refused, changed, cli, edition_json,
                                    rules_of, second_edition_fixture, second_file)

GAME = games.get("hansa-teutonica")
SECOND = second_file(GAME)
second = second_edition_fixture(GAME)


def test_the_built_in_edition_is_the_exported_file():
    assert_builtin_is_exported(GAME)


@pytest.mark.rule(S.SETUP)
def test_the_second_edition_prints_another_desk_and_plays_with_it(second):
    """The desk is the edition's: its Actiones track (3 at the start here)
    sets the actions of a turn, its end and scoring apply."""
    desk, builtin = second.rules.desk, GAME.editions.default.rules.desk
    assert desk != builtin and desk.end_prestige == 22
    state, events = GAME.new_game(GameConfig(players=3, seed=5, edition="second"))
    started = [e.turn_started for e in events if e.HasField("turn_started")]
    assert started and started[0].actions == 3
    _, events = GAME.new_game(GameConfig(players=3, seed=5))
    assert [e.turn_started.actions for e in events if e.HasField("turn_started")][0] == 2


def test_the_second_board_is_valid_and_differs():
    out = cli("edition", "check", str(SECOND))
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["sha256"] != GAME.editions.default.sha256
    mine, builtin = load_file(GAME, SECOND).rules, GAME.editions.default.rules
    for a, b in zip(mine.boards, builtin.boards):
        assert {r.id for r in a.routes}.isdisjoint({r.id for r in b.routes})
        assert [len(r.posts) for r in sorted(a.routes, key=lambda r: -r.id)] != [len(r.posts) for r in b.routes]


@pytest.mark.rule(S.SETUP)
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_a_game_is_set_up_on_the_side_of_its_edition(second, players):
    state, events = GAME.new_game(GameConfig(players=players, seed=3, edition="second"))
    assert state.edition.id == "second" and state.edition.sha256 == second.sha256
    side = next(b for b in second.rules.boards if players in b.player_counts)
    assert state.side == side.side
    assert len(state.route_posts) == sum(len(r.posts) for r in side.routes)
    taverns = sorted(r.id for r in side.routes if r.tavern)
    assert sorted(events[0].game_set_up.tavern_routes) == taverns


def test_the_second_board_plays_random_games_without_errors(second):
    for players in (2, 3, 4, 5):
        r = play_random_game(GAME, players, 60 + players, checks=Checks.full(), edition="second")
        assert r.finished and not r.errors, r.errors[:1]


INVALID = [
    ("boards[0].routes[0].cities", ["CITY_HAMBURG", "CITY_HAMBURG"], "boards[0].routes[0].cities",
     "joins two different cities"),
    ("boards[0].routes[1].posts", [{"x": 1, "y": 1}] * 5, "boards[0].routes[1].posts", "2 to 4 posts"),
    ("boards[1].routes[2].id", 1, "boards[1].routes[2].id", "no other route of the side has"),
    ("boards[0].routes[3].tavern", True, "boards[0].routes", "3 taverns"),
    ("boards[0].cities[4]", DELETE, "boards[0].cities", "each of the 27 cities once"),
    ("boards[1].playerCounts", [2, 3, 4], "boards[1].playerCounts", "is played by [2, 3] players"),
    ("boards[1]", DELETE, "boards", "both sides of the board"),
    ("boards[0].cities[3].neighbours", ["CITY_LUBECK"], "boards[0].cities[3].neighbours", "the cities its trade routes join"),
    ("boards[0].cities[0].spaces", [], "boards[0].cities[0].spaces", "1 to 4 trading-post spaces"),
    ("boards[0].cities[0].position", {"x": 5000, "y": 1}, "boards[0].cities[0].position", "inside the board picture"),
    ("cities[0].ability", "ABILITY_BANK", "cities", "each of the 5 abilities pictured in exactly one city"),
    ("cities[11].eastWest", False, "cities", "two East-West cities"),
    ("desk.tracks[0].values", [1, 3, 2, 3, 4], "desk.tracks[0].values", "a higher level never worth less"),
    ("desk.tracks[2].privileges", ["PRIVILEGE_ORANGE", "PRIVILEGE_WHITE", "PRIVILEGE_PINK", "PRIVILEGE_BLACK"],
     "desk.tracks[2].privileges", "white, orange, pink, black"),
    ("desk.tracks[4]", DELETE, "desk.tracks", "each of the 5 abilities once"),
    ("desk.tracks[1].allAtTop", True, "desk.tracks[1].allAtTop", "only the Bank hires all"),
    ("desk.traders", 20, "desk.traders", "pieces enough for the desk"),
    ("desk.startingSupply[4]", DELETE, "desk.startingSupply", "a personal supply for each of 5 players"),
    ("desk.startMarkers", ["BONUS_MARKER_THREE_ACTIONS"], "desk.startMarkers", "3 start bonus markers"),
    ("desk.markerScoring[2].points", 2, "desk.markerScoring", "rising rows"),
    ("desk.endPrestige", 0, "desk.endPrestige", "1 to 100 prestige"),
    ("desk.displaceMerchant", 0, "desk.displaceMerchant", "a merchant no fewer than a trader"),
    ("desk.eastWestAwards", [2, 7], "desk.eastWestAwards", "the first completer's award the largest"),
    # Ranges the rulebook does not print are cited as structural bounds, not as a rule.
    ("boards[1].routes[0].posts", [{"x": 1, "y": 1}], "boards[1].routes[0].posts",
     "2 to 4 posts, not 1 (Hansa Teutonica: a structural bound"),
    ("boards[1].cities[1].spaces", [{"privilege": "PRIVILEGE_WHITE", "shape": "SHAPE_TRADER"}] * 5,
     "boards[1].cities[1].spaces", "1 to 4 trading-post spaces, not 5 (Hansa Teutonica: a structural bound"),
    ("desk.displaceMerchant", 5, "desk.displaceMerchant", "at most 4 more pieces (Hansa Teutonica: a structural bound"),
    ("desk.eastWestAwards", [9, 8, 7, 6, 5, 4], "desk.eastWestAwards", "1 to 5 awards (Hansa Teutonica: a structural bound"),
    ("desk.endPrestige", 101, "desk.endPrestige", "1 to 100 prestige or 1 to 27 completed cities (Hansa Teutonica: a structural"),
]


@pytest.mark.rule(S.SETUP)
@pytest.mark.parametrize("path,value,field,constraint", INVALID, ids=[i[0] for i in INVALID])
def test_an_invalid_edition_is_refused_naming_field_and_constraint(path, value, field, constraint):
    assert_refused(GAME, changed(edition_json(GAME), path, value), field, constraint)


def test_a_city_off_every_route_is_refused():
    doc = edition_json(GAME)
    side = doc["boards"][0]
    side["routes"] = [r for r in side["routes"] if "CITY_HALLE" not in r["cities"]]
    with pytest.raises(InvalidEdition) as err:
        check(GAME, rules_of(GAME, doc), "broken.json")
    assert any("every city lies on a trade route" in v.constraint for v in err.value.violations)


@pytest.mark.rule(S.SETUP)
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_rules_for_a_player_count_hold_its_side_only(players):
    ed, rules = GAME.rules_for("", "", players)
    assert len(rules.boards) == 1 and players in rules.boards[0].player_counts
    state, _ = GAME.new_game(GameConfig(players=players, seed=1))
    assert rules.boards[0].side == state.side
    assert len(ed.rules.boards) == 2


def _ids(msg: Message, out: dict[str, set]) -> None:
    """Every id-like value: cities, sides, route ids, (route, post) pairs."""
    names = {fd.name: value for fd, value in msg.ListFields()}
    for fd, value in msg.ListFields():
        values = list(value) if fd.is_repeated else [value]
        if fd.message_type is not None:
            if fd.message_type.GetOptions().map_entry:
                continue
            for v in values:
                _ids(v, out)
        elif fd.enum_type is not None and fd.enum_type.name in ("City", "BoardSide"):
            out[fd.enum_type.name].update(v for v in values if v)
        elif fd.name.endswith("route") or fd.name.endswith("routes"):
            out["route"].update(v for v in values if v)
    for name, value in names.items():
        if name.endswith("post") and isinstance(value, int):
            route = names.get(name[:-4] + "route")
            if route:
                out["post"].add((route, value))


@pytest.mark.parametrize("edition", ["", "second"])
def test_every_id_in_states_moves_and_events_is_defined_in_the_rules(edition, second):
    _, rules = GAME.rules_for(edition)
    defined = {
        "City": {c.city for c in rules.cities},
        "BoardSide": {b.side for b in rules.boards},
        "route": {r.id for b in rules.boards for r in b.routes},
        "post": {(r.id, i) for b in rules.boards for r in b.routes for i in range(len(r.posts))},
    }
    assert_ids_defined(GAME, edition, (2, 5), 13, _ids, defined)
