"""Prestige's editions: the built-in one is the only copy of the data, a
renumbered and rearranged second edition plays, invalid editions are refused
naming the field and the constraint, GetRules' restriction to a variant and
player count, and every id a game shows is in its Rules."""
from __future__ import annotations

import json

import pytest
from google.protobuf.message import Message

from arbiter import games
from arbiter.engine.editions import load_file
from arbiter.engine.simulate import Checks, play_random_game
from arbiter.games.prestige.sections import DUEL, GENERAL_SETUP, NUMBER_OF_PLAYERS
from arbiter.v1.engine_pb2 import PROVENANCE_PRINTED, PROVENANCE_STAND_IN, GameConfig

from tests.editions.support import (DELETE, assert_builtin_is_exported, assert_ids_defined,
                                    assert_refused, changed, cli, edition_json,
                                    second_edition_fixture, second_file)

GAME = games.get("prestige")
SECOND = second_file(GAME)
second = second_edition_fixture(GAME)


def test_the_built_in_edition_is_the_exported_file():
    assert_builtin_is_exported(GAME)


def test_the_built_in_edition_marks_its_stand_ins():
    """The action bar, the estates board, the castle bonuses, the bonus
    conditions and yellow tiles, the event cards, the market-condition tiles
    and the drawing positions are stand-ins; the Market, the prices, the
    points and the setup are printed."""
    ed = GAME.editions.default
    rules = ed.rules
    assert ed.stand_in
    stand_in, printed = PROVENANCE_STAND_IN, PROVENANCE_PRINTED
    for name in ("action_bar", "estates", "castle", "bonus", "events", "market_conditions", "experience"):
        assert getattr(rules, name).source.provenance == stand_in, name
    for name in ("market", "estate_tiles", "craftsmen", "works", "setup"):
        assert getattr(rules, name).source.provenance == printed, name
    assert rules.castle.positions_source.provenance == stand_in


def test_the_second_edition_is_valid_and_differs():
    out = cli("edition", "check", str(SECOND))
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["sha256"] != GAME.editions.default.sha256
    mine, builtin = load_file(GAME, SECOND).rules, GAME.editions.default.rules
    assert {s.id for s in mine.estates.spots}.isdisjoint({s.id for s in builtin.estates.spots})
    assert [a.action for a in mine.action_bar.areas] != [a.action for a in builtin.action_bar.areas]
    assert mine.castle.starting_ground_floor != builtin.castle.starting_ground_floor


@pytest.mark.rule(GENERAL_SETUP)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_game_is_set_up_from_its_edition(second, players):
    state, _ = GAME.new_game(GameConfig(players=players, seed=3, edition="second"))
    rules = second.rules
    assert state.edition.id == "second" and state.edition.sha256 == second.sha256
    assert [e.id for e in state.estates] == [s.id for s in rules.estates.spots]
    assert [a.action for a in state.action_bar] == [a.action for a in rules.action_bar.areas]
    assert [s.id for s in state.condition_slots] == [c.id for c in rules.estates.condition_slots]
    start = rules.castle.starting_ground_floor
    assert all(p.castle[start - 1].ground_floor.built and sum(c.ground_floor.built for c in p.castle) == 1
               for p in state.players)
    assert set(state.yellow_tiles) <= {y.id for y in rules.bonus.yellow}


def test_the_second_edition_plays_random_games_without_errors(second):
    for players, variant in ((2, ""), (3, ""), (4, ""), (2, "duel")):
        r = play_random_game(GAME, players, 40 + players, checks=Checks.full(), edition="second", variant=variant)
        assert r.finished and not r.errors, r.errors[:1]


INVALID = [
    ("estateTiles.supply[0].count", 9, "estateTiles.supply", "8 gold (tax revenue)"),
    ("estateTiles.cost", 4, "estateTiles.cost", "Estate Expansion"),
    ("estates.spots[0].adjacent", ["C_wood", "E99"], "estates.spots[0].adjacent", "'E99' is no estate space"),
    ("estates.spots[0].edgeSlots", ["M9"], "estates.spots[0].edgeSlots", "'M9' is no market-condition slot"),
    ("estates.spots[1].adjacent", ["C_wood", "C_gold", "E3", "E6", "E7"], "estates.spots[0].adjacent",
     "'E2' lies next to 'E1' too"),
    ("actionBar.areas[1].action", "ACTION_MARKET", "actionBar.areas", "each of the 6 actions exactly once"),
    ("actionBar.areas[2].openSpaces[2].spaces", 1, "actionBar.areas[2].openSpaces", "more players never fewer"),
    ("actionBar.areas[0].openSpaces", [{"players": 2, "spaces": 1}], "actionBar.areas[0].openSpaces",
     "Number of Players"),
    ("craftsmen.prices[0].stacks[0].prices", [5, 4, 3], "craftsmen.prices[0].stacks[0].prices",
     "one head tile per player: 4"),
    ("craftsmen.prices[3]", DELETE, "craftsmen.prices", "one for the duel variant"),
    ("craftsmen.tiles[0].starting", False, "craftsmen.tiles[0].starting", "Personal Setup"),
    ("craftsmen.tiles[4].year", 1, "craftsmen.tiles[4].year", "displayed from year 2"),
    ("works.works[2].points", 10, "works.works[2].points", "12 prestige points"),
    ("orders.orders[0].work", "WORK_COLUMN", "orders.orders[0].work", "the SCULPTOR builds it"),
    ("orders.orders[0].workers", 0, "orders.orders[0].workers", "1 to 12 workers"),
    ("bonus.yellow[13]", DELETE, "bonus.yellow", "14 yellow bonus tiles, not 13"),
    ("bonus.light[0].count", "dragons", "bonus.light[0].count", "one of"),
    ("bonus.firstGameLight", ["L01", "L01", "L02", "L03", "L04"], "bonus.firstGameLight", "5 different"),
    ("bonus.duelDarkPlaces", [7, 5], "bonus.duelDarkPlaces", "Slightly Sharper Duel Variant"),
    ("events.cards[7]", DELETE, "events.cards", "8 event cards, not 7"),
    ("events.firstGameAutumnWinter", ["EV5", "EV6", "EV99"], "events.firstGameSpringSummer", "3 marked cards"),
    ("events.cards[1].id", "M1", "events.cards[1].id", "no other thing of the edition has"),
    ("marketConditions.tiles[0].line", "MARKET_LINE_UNSPECIFIED", "marketConditions.tiles[0].line", "a line"),
    ("market.lines[0].directions", [], "market.lines[0]", "the others trade"),
    ("castle.startingGroundFloor", 6, "castle.startingGroundFloor", "one of the castle's positions"),
    ("castle.positions[0].statues", [{"gold": 1}], "castle.positions[0].statues", "each of the 2 statue spots"),
    ("experience.savings[5]", DELETE, "experience.savings", "one entry for each level"),
    ("setup.startingGold", 6, "setup.startingGold", "General Setup 5"),
    ("castle.positions[2].towerAt", {"x": 9000, "y": 1}, "castle.positions[2].towerAt", "inside the picture"),
    # Fields named by their JSON path, down to the entry of a list.
    ("castle.positions[0].groundFloor", {"gold": -1}, "castle.positions[0].groundFloor.gold", "not negative"),
    ("castle.positions[1].statues", [{"gold": 1}, {"workersBack": -1}], "castle.positions[1].statues[1].workersBack",
     "not negative"),
    ("bonus.darkAt[1]", {"x": 9000, "y": 1}, "bonus.darkAt[1]", "inside the picture"),
]


@pytest.mark.rule(GENERAL_SETUP)
@pytest.mark.parametrize("path,value,field,constraint", INVALID, ids=[i[0] for i in INVALID])
def test_an_invalid_edition_is_refused_naming_field_and_constraint(path, value, field, constraint):
    assert_refused(GAME, changed(edition_json(GAME), path, value), field, constraint)


@pytest.mark.rule(NUMBER_OF_PLAYERS)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_rules_for_a_player_count_hold_its_spaces_and_prices_only(players):
    ed, rules = GAME.rules_for("", "standard", players)
    assert rules.edition.players == players and rules.edition.variant == "standard"
    assert all([o.players for o in a.open_spaces] == [players] for a in rules.action_bar.areas)
    assert [(p.players, p.duel) for p in rules.craftsmen.prices] == [(players, False)]
    assert not rules.bonus.duel_dark_places and list(rules.bonus.dark_places) == [7, 5, 3]
    state, _ = GAME.new_game(GameConfig(players=players, seed=1))
    assert {s.craftsman: list(s.prices) for s in state.craftsmen} == {
        s.craftsman: sorted(s.prices) for s in rules.craftsmen.prices[0].stacks}
    assert len(ed.rules.craftsmen.prices) == 4


@pytest.mark.rule(DUEL)
def test_rules_for_the_duel_variant_hold_its_prices_and_places():
    _, rules = GAME.rules_for("", "duel", 2)
    assert [(p.players, p.duel) for p in rules.craftsmen.prices] == [(2, True)]
    assert list(rules.bonus.duel_dark_places) == [7, 3] and not rules.bonus.dark_places


# Which Rules ids each string field of a state, move or event names.
_KINDS = {
    "space": {("EstateSpace", "id"), ("Step", "space"), ("ExpandEstate", "space"), ("RemoveEstateDisc", "space"),
              ("EstateExpanded", "space"), ("EstateDiscRemoved", "space")},
    "slot": {("MarketConditionSlot", "id"), ("PlaceMarketCondition", "slot"), ("MarketConditionPlaced", "slot")},
    "market_condition": {("MarketConditionSlot", "tile"), ("State", "market_conditions"),
                         ("PlaceMarketCondition", "tile"), ("RemoveMarketCondition", "tile"),
                         ("MarketConditionPlaced", "tile"), ("MarketConditionRemoved", "tile")},
    "condition": {("Player", "light_tiles"), ("BonusColumn", "light"), ("BonusColumn", "dark"), ("Step", "condition"),
                  ("GameSetUp", "light_conditions"), ("LightConditionFulfilled", "condition"),
                  ("DarkConditionRevealed", "condition"), ("DarkConditionFulfilled", "condition")},
    "yellow": {("State", "yellow_tiles"), ("ChooseBonusTile", "tile"), ("GameSetUp", "yellow_tiles"),
               ("BonusTileTaken", "tile")},
    "event_card": {("State", "spring_summer_stack"), ("State", "autumn_winter_stack"), ("State", "event_card"),
                   ("SeasonBegan", "event_card")},
}
_FIELD_KIND = {f: kind for kind, fields in _KINDS.items() for f in fields}
_FREE_TEXT = {("GoodsChanged", "reason"), ("ExperienceChanged", "reason"), ("EditionRef", "id"), ("EditionRef", "sha256")}
_ENUMS = ("Craftsman", "Work", "Action", "MarketLine", "SeasonEvent")


def _ids(msg: Message, out: dict[str, set]) -> None:
    for fd, value in msg.ListFields():
        values = list(value) if fd.is_repeated else [value]
        key = (msg.DESCRIPTOR.name, fd.name)
        if fd.message_type is not None:
            for v in values:
                _ids(v, out)
        elif fd.type == fd.TYPE_STRING and key not in _FREE_TEXT:
            assert key in _FIELD_KIND, f"{key}: an id field this test does not know"
            out[_FIELD_KIND[key]].update(v for v in values if v)
        elif fd.enum_type is not None and fd.enum_type.name in _ENUMS:
            out[fd.enum_type.name].update(v for v in values if v)


@pytest.mark.parametrize("edition", ["", "second"])
def test_every_id_in_states_moves_and_events_is_defined_in_the_rules(edition, second):
    _, rules = GAME.rules_for(edition)
    defined = {
        "space": {s.id for s in rules.estates.spots},
        "slot": {c.id for c in rules.estates.condition_slots},
        "market_condition": {t.id for t in rules.market_conditions.tiles},
        "condition": {c.id for c in [*rules.bonus.light, *rules.bonus.dark]},
        "yellow": {y.id for y in rules.bonus.yellow},
        "event_card": {c.id for c in rules.events.cards},
        "Craftsman": {t.craftsman for t in rules.craftsmen.tiles},
        "Work": {w.work for w in rules.works.works},
        "Action": {a.action for a in rules.action_bar.areas},
        "MarketLine": {m.line for m in rules.market.lines},
        "SeasonEvent": {getattr(c, s) for c in rules.events.cards for s in ("spring", "summer", "autumn", "winter")},
    }
    assert_ids_defined(GAME, edition, (2, 4), 13, _ids, defined)
