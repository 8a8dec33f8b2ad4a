"""Die Siedler von Nürnberg's editions: the built-in one is the only copy of the
data, a renumbered and rearranged second edition plays, invalid ones are
refused naming the field and the rulebook constraint, GetRules' restriction
to a layout and player count, and every id a game shows is defined in its
Rules."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from google.protobuf.message import Message

from arbiter import games
from arbiter.engine.editions import InvalidEdition, check, load_file, to_file_json
from arbiter.engine.simulate import Checks, play_random_game
from arbiter.games.nuremberg import components
from arbiter.games.nuremberg import sections as S
from arbiter.nuremberg.v1 import nuremberg_pb2 as pb
from arbiter.v1.engine_pb2 import PROVENANCE_PRINTED, PROVENANCE_STAND_IN, GameConfig

from tests.editions.support import (DELETE, changed, cli, edition_json, rules_of, second_edition_fixture, second_file,
                                    shown)

GAME = games.get("nuremberg")
SECOND = second_file(GAME)
second = second_edition_fixture(GAME)


def test_the_built_in_edition_is_the_exported_file():
    """Exporting the built-in edition gives its file byte for byte, and it is
    the game's only data file."""
    shipped = Path(components.BUILTIN_EDITION).read_text(encoding="utf-8")
    assert to_file_json(GAME.editions.default.rules) == shipped
    assert sorted(p.name for p in Path(components.BUILTIN_EDITION).parent.iterdir()) == ["builtin.json"]
    out = cli("edition", "export", "nuremberg")
    assert out.returncode == 0 and out.stdout == shipped


def test_the_built_in_edition_marks_its_stand_ins():
    ed = GAME.editions.default
    rules = ed.rules
    assert ed.stand_in
    assert rules.countryside.source.provenance == PROVENANCE_STAND_IN
    assert rules.supply.source.provenance == PROVENANCE_PRINTED
    assert rules.scoring.source.provenance == PROVENANCE_PRINTED


def test_the_second_edition_is_valid_and_differs():
    out = cli("edition", "check", str(SECOND))
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["sha256"] != GAME.editions.default.sha256
    mine, builtin = load_file(GAME, SECOND).rules, GAME.editions.default.rules

    def ids(rules):
        cs = rules.countryside
        return ({h.id for h in cs.hexes} | {x.id for r in cs.roads for x in r.crossings}
                | {s.id for r in cs.roads for s in r.sections} | {b.id for b in rules.city.building_spaces}
                | {w.id for w in rules.city_wall.walls} | {t.id for t in rules.city_wall.towers}
                | {c.id for c in rules.event_deck.cards})

    assert ids(mine).isdisjoint(ids(builtin))  # renumbered
    assert [h.number for h in mine.countryside.hexes] != [h.number for h in builtin.countryside.hexes]
    assert mine.countryside.hexes[0].centre != builtin.countryside.hexes[0].centre  # drawn elsewhere
    assert list(mine.timeline.years) != list(builtin.timeline.years)


@pytest.mark.rule(S.SETUP)
@pytest.mark.parametrize("variant", ["beginner", "advanced"])
def test_a_game_is_set_up_from_its_edition(second, variant):
    state, _ = GAME.new_game(GameConfig(players=4, seed=3, variant=variant, edition="second"))
    assert state.edition.id == "second" and state.edition.sha256 == second.sha256
    assert state.robber_knight == second.rules.countryside.robber_knight_castle == "BURG"
    assert sorted(state.deck) == sorted(c.id for c in second.rules.event_deck.cards)
    if variant == "beginner":
        assert set(state.customs_posts) == {p.section for p in second.rules.beginner_layout.customs_posts}
        assert set(state.settlements) == {s.crossing for s in second.rules.beginner_layout.settlements}


def test_the_second_edition_plays_random_games_without_errors(second):
    for variant in ("beginner", "advanced"):
        for players in (3, 4):
            r = play_random_game(GAME, players, 40 + players, variant=variant, checks=Checks.full(),
                                 edition="second")
            assert r.finished and not r.errors, (variant, players, r.errors[:1])


# ------------------------------------------------------------ invalid editions

INVALID = [
    # (field changed, new value, field named, constraint named)
    ("countryside.hexes[2].number", 7, "countryside.hexes[2].number", "other than 7"),
    ("countryside.hexes[3].number", 12, "countryside.hexes", "yield number 12 on 3 terrains, not 4"),
    ("countryside.yields[0].material", "MATERIAL_ORE", "countryside.yields", "forest yields wood"),
    ("countryside.robberKnightCastle", "T01", "countryside.robberKnightCastle", "the one castle terrain"),
    ("countryside.roads[3].destination", "Nuremberg", "countryside.roads", "IV and V end in the countryside"),
    ("countryside.roads[1].crossings[0].hexes", ["T13", "T18"], "countryside.roads[1].crossings[0].hexes",
     "point of origin lies on the Nuremberg city boundary"),
    ("countryside.roads[0].sections[2].crossings", ["I.c3", "I.c2"], "countryside.roads[0].sections[2].crossings",
     "nearer Nuremberg first"),
    ("countryside.roads[0].crossings[3].hexes", ["T10", "T11", "T99"], "countryside.roads[0].crossings[3].hexes",
     "hexes of the countryside"),
    ("countryside.roads[2].crossings[2].id", "III.c1", "countryside.roads[2].crossings[2].id",
     "nothing else on the board has"),
    ("countryside.roads[0].crossings[2].position", {"x": 1, "y": 1}, "countryside.roads[0].crossings[2].position",
     "a corner of hex"),
    ("countryside.roads[0].crossings[3].hexes", ["T10", "T11"], "countryside.roads[0].crossings[3].hexes",
     "every hex it is a corner of"),
    ("countryside.source", DELETE, "countryside.source", "required: where the data set's values come from"),
    ("city.buildingSpaces[0].bankRate", 3, "city.buildingSpaces", "2:1 for each of the five raw materials"),
    ("city.productionSpaces[3].proceeds", 4, "city.productionSpaces[3]", "compasses cost one ore and one wood"),
    ("city.productionSpaces[0].road", "I", "city.productionSpaces[0].road", "the trade road to the city"),
    ("city.citySpaces[0].position", DELETE, "city.citySpaces[0].position", "required: where it is drawn"),
    ("city.productionSpaces[1].source.provenance", "PROVENANCE_UNSPECIFIED",
     "city.productionSpaces[1].source.provenance", "required"),
    ("cityWall.towers[0].walls", ["WALL01", "WALL03"], "cityWall.towers[0].walls", "two adjoining wall spots"),
    ("cityWall.walls[25]", DELETE, "cityWall.walls", "26 spots"),
    ("eventDeck.cards[6].number", 4, "eventDeck.cards", "as two dice fall"),
    ("eventDeck.cards[0].number", 7, "eventDeck.cards[0].number", "the Robber Knight alone has no yield number"),
    ("eventDeck.cards[13].roads", ["VI"], "eventDeck.cards[13].roads", "names trade roads of the board"),
    ("eventDeck.cards[17].kind", "EVENT_CARD_KIND_MARGRAVE", "eventDeck.cards", "14 EVENT_CARD_KIND_FREE_CLAY"),
    ("timeline.reshuffleYears", [1370], "timeline.reshuffleYears", "1370 and 1385"),
    ("timeline.years[9]", 1405, "timeline.years", "the game end 1400"),
    ("supply.buildingCosts.settlement", {"grain": 1, "clay": 1, "wood": 1}, "supply.buildingCosts.settlement",
     "costs 1 wood + 1 clay + 1 grain + 1 wool"),
    ("supply.piecesPerColour.customsPosts", 14, "supply.piecesPerColour.customsPosts", "15 per colour"),
    ("supply.colours", ["red", "red", "white", "orange"], "supply.colours", "four different colours"),
    ("scoring.councilCards[1].minPlayers", 3, "scoring.councilCards", "not with three players"),
    ("scoring.councilCards[0].name", DELETE, "scoring.councilCards[0].name", "the name printed on the card"),
    ("scoring.victoryPointsToWin", 12, "scoring.victoryPointsToWin", "13"),
    ("beginnerLayout.customsPosts[1].section", "II.s3", "beginnerLayout.customsPosts",
     "road II's customs posts form one chain from its point of origin"),
    ("beginnerLayout.leftOutWithThreePlayers", "orange", "beginnerLayout.customsPosts",
     "road IV's customs posts without orange form one chain"),
    ("beginnerLayout.settlements[0].crossing", "II.c0", "beginnerLayout.settlements[0].crossing",
     "not a Roman-numeral one"),
    ("beginnerLayout.settlements[2].star", True, "beginnerLayout", "one marked with the star"),
    ("beginnerLayout.customsPosts[0].colour", "blue", "beginnerLayout", "two customs posts"),
    ("edition.players", 3, "edition.players", "the whole edition"),
]


@pytest.mark.rule(S.SETUP)
@pytest.mark.parametrize("path,value,field,constraint", INVALID, ids=[i[0] for i in INVALID])
def test_an_invalid_edition_is_refused_naming_field_and_constraint(path, value, field, constraint):
    doc = changed(edition_json(GAME), path, value)
    doc["edition"]["id"] = "broken"
    with pytest.raises(InvalidEdition) as err:
        check(GAME, rules_of(GAME, doc), "broken.json")
    hits = [v for v in err.value.violations if v.field == field]
    assert hits and any(constraint in v.constraint for v in hits), err.value.violations
    # Every constraint of the game's own names its rulebook section (or the drawing's rules).
    assert all(v.constraint.endswith(")") for v in err.value.violations
               if not v.field.startswith("edition.") and not v.field.endswith((".provenance", ".source")))


def test_edition_check_names_file_field_and_section(tmp_path):
    bad = tmp_path / "nuremberg.bad.json"
    bad.write_text(json.dumps(changed(edition_json(GAME), "supply.startingGold", 3)))
    out = cli("edition", "check", str(bad))
    assert out.returncode == 1
    assert str(bad) in out.stderr and "supply.startingGold" in out.stderr and S.SETUP in out.stderr


# ------------------------------------------------------------ restriction


@pytest.mark.rule(S.SETUP)
@pytest.mark.parametrize("variant,players,colours,pieces,councils", [
    ("beginner", 3, ["red", "blue", "orange"], 6, 2),
    ("beginner", 4, ["red", "blue", "white", "orange"], 8, 3),
    ("advanced", 3, ["red", "blue", "white"], 0, 2),
    ("advanced", 4, ["red", "blue", "white", "orange"], 0, 3),
])
def test_rules_for_a_layout_and_player_count_hold_what_such_a_game_uses(variant, players, colours, pieces,
                                                                        councils):
    ed, rules = GAME.rules_for("", variant, players)
    assert (rules.edition.variant, rules.edition.players) == (variant, players)
    assert list(rules.supply.colours) == colours
    assert len(rules.beginner_layout.settlements) == pieces and rules.HasField("beginner_layout") == bool(pieces)
    assert len(rules.scoring.council_cards) == councils  # Setup: no Small Council with three
    state, _ = GAME.new_game(GameConfig(players=players, variant=variant, seed=1))
    assert [p.colour for p in state.players] == colours
    if pieces:
        assert set(state.settlements) == {s.crossing for s in rules.beginner_layout.settlements}
    assert ed.rules.edition.players == 0 and ed.rules.HasField("beginner_layout"), "the edition is not changed"


def test_rules_for_the_whole_edition_is_the_edition():
    ed, rules = GAME.rules_for()
    assert rules == ed.rules


# --------------------------------------------------- every id is in the Rules

# Each string field of a state, move or event, and the Rules table its values
# come from. A string field missing here fails the test: every id is defined.
ID_FIELDS = {
    ("State", "customs_posts"): "section", ("State", "settlements"): "crossing", ("State", "toll_rights"): "road",
    ("State", "robber_knight"): "hex", ("State", "craft_workshops"): "building", ("State", "towers"): "tower",
    ("State", "deck"): "card", ("State", "discard_pile"): "card", ("State", "setup_road"): "road",
    ("Player", "colour"): "colour", ("TollDebt", "road"): "road",
    ("BuildCustomsPost", "section"): "section", ("CustomsPostBuilt", "section"): "section",
    ("BuildSettlement", "crossing"): "crossing", ("SettlementBuilt", "crossing"): "crossing",
    ("BuildCraftWorkshop", "space"): "building", ("CraftWorkshopBuilt", "space"): "building",
    ("BuildTower", "space"): "tower", ("TowerBuilt", "space"): "tower",
    ("MoveRobberKnight", "terrain"): "hex", ("RobberKnightMoved", "terrain"): "hex",
    ("EventCardFace", "id"): "card", ("EventCardFace", "roads"): "road",
    ("GoldPaid", "road"): "road", ("TollUncollected", "road"): "road", ("TollRightChanged", "road"): "road",
    ("CityWallBuilt", "wall"): "wall",
}


def _ids(msg: Message, out: dict[str, set]) -> None:
    for fd, value in msg.ListFields():
        key = (msg.DESCRIPTOR.name, fd.name)
        if fd.message_type is not None and fd.message_type.GetOptions().map_entry:
            out[ID_FIELDS[key]].update(value.keys())
            continue
        values = list(value) if fd.is_repeated else [value]
        if fd.message_type is not None:
            if fd.message_type.full_name.startswith("arbiter.nuremberg."):  # not the engine's EditionRef, RngState
                for v in values:
                    _ids(v, out)
        elif fd.type == fd.TYPE_STRING:
            assert key in ID_FIELDS, f"{key} names something the test does not look up"
            out[ID_FIELDS[key]].update(v for v in values if v)
        elif fd.enum_type is not None and fd.enum_type.name in ("TradeGood", "CouncilCard"):
            out[fd.enum_type.name].update(v for v in values if v)
        elif key in (("State", "year"), ("TimelineAdvanced", "year")):
            out["year"].update(values)


@pytest.mark.parametrize("edition", ["", "second"])
def test_every_id_in_states_moves_and_events_is_defined_in_the_rules(edition, second):
    _, rules = GAME.rules_for(edition)
    cs = rules.countryside
    defined = {
        "section": {s.id for r in cs.roads for s in r.sections},
        "crossing": {x.id for r in cs.roads for x in r.crossings},
        "road": {r.id for r in cs.roads},
        "hex": {h.id for h in cs.hexes},
        "building": {b.id for b in rules.city.building_spaces},
        "tower": {t.id for t in rules.city_wall.towers},
        "wall": {w.id for w in rules.city_wall.walls},
        "card": {c.id for c in rules.event_deck.cards},
        "colour": set(rules.supply.colours),
        "year": set(rules.timeline.years),
        "TradeGood": {p.good for p in rules.city.production_spaces},
        "CouncilCard": {c.card for c in rules.scoring.council_cards},
    }
    seen: dict[str, set] = {k: set() for k in defined}
    # Both layouts and player counts, then more seeds until every kind of id
    # has shown up (a tower is rare in random play: no seed is special); deterministic.
    runs = [(v, n, seed) for seed in range(1, 26) for v in ("beginner", "advanced") for n in (3, 4)]
    for k, (variant, players, seed) in enumerate(runs):
        if k >= 4 and all(seen.values()):
            break
        r = play_random_game(GAME, players, seed, variant=variant, checks=Checks.none(), keep_log=True,
                             edition=edition)
        assert r.finished, r.errors
        for m in shown(GAME, r):
            _ids(m, seen)
            if isinstance(m, pb.State):
                assert m.edition.id == rules.edition.id
    for kind, ids in seen.items():
        assert ids, f"no {kind} ids seen"
        assert ids <= defined[kind], f"{kind} ids {sorted(ids - defined[kind])} not in the Rules"
