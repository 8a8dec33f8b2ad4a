"""Nottingham's editions: the built-in one is the only copy of the data, a
second edition plays, invalid ones are refused naming the field and the
rulebook constraint, GetRules' restriction, and every id a game shows is
defined in its Rules."""
from __future__ import annotations

import json

import pytest
from google.protobuf.message import Message

from arbiter import games
from arbiter.engine.editions import InvalidEdition, check, content_hash, load_file
from arbiter.engine.simulate import Checks, play_random_game
from arbiter.games.nottingham import sections as R
from arbiter.nottingham.v1 import nottingham_pb2 as pb
from arbiter.v1.engine_pb2 import PROVENANCE_PRINTED, PROVENANCE_STAND_IN, GameConfig

from tests.editions.support import (DELETE, HERE, added, assert_builtin_is_exported, assert_ids_defined,
                                    assert_refused, changed, cli, edition_json,
                                    rules_of, second_edition_fixture,
                                    second_file, write)

GAME = games.get("nottingham")
SECOND = second_file(GAME)
second = second_edition_fixture(GAME)


def test_the_built_in_edition_is_the_exported_file():
    assert_builtin_is_exported(GAME)


def test_the_hash_is_of_the_canonical_content():
    ed = GAME.editions.default
    assert ed.sha256 == content_hash(ed.rules)
    # Reformatting the file does not change the edition; changing a value does.
    doc = edition_json(GAME)
    assert check(GAME, rules_of(GAME, json.loads(json.dumps(doc, indent=7))), "x").sha256 == ed.sha256
    doc = changed(doc, "sheriffPath.spaces[1].number", 5)
    assert check(GAME, rules_of(GAME, doc), "x").sha256 != ed.sha256


def test_the_built_in_edition_marks_its_stand_ins():
    rules = GAME.editions.default.rules
    assert GAME.editions.default.stand_in
    assert rules.sheriff_path.source.provenance == PROVENANCE_STAND_IN
    assert rules.item_cards.source.provenance == PROVENANCE_PRINTED


def test_the_second_edition_is_valid_and_differs():
    out = cli("edition", "check", str(SECOND))
    assert out.returncode == 0, out.stderr
    info = json.loads(out.stdout)
    assert info["edition"] == "second" and info["sha256"] != GAME.editions.default.sha256
    second = load_file(GAME, SECOND).rules
    builtin = GAME.editions.default.rules
    assert [s.number for s in second.sheriff_path.spaces] != [s.number for s in builtin.sheriff_path.spaces]
    assert {c.id for c in second.ambush_deck.cards}.isdisjoint({c.id for c in builtin.ambush_deck.cards})
    assert list(second.pawns.colours) != list(builtin.pawns.colours)


@pytest.mark.rule(R.PREPARATION)
def test_a_game_is_set_up_from_its_edition(second):
    state, _ = GAME.new_game(GameConfig(players=4, seed=3, edition="second"))
    assert state.edition.id == "second" and state.edition.sha256 == second.sha256
    assert list(state.sheriff_track) == [s.number for s in second.rules.sheriff_path.spaces[1:]]
    assert [p.colour for p in state.players] == list(second.rules.pawns.colours)[:4]
    ids = {c.id for c in state.ambush_pile}
    assert ids == {c.id for c in second.tables.ambush_in_play({p.colour for p in state.players})} and min(ids) > 100
    points = {s.assignment: s.one_figure_points for s in state.assignments}
    assert points == {a.assignment: a.one_figure for a in second.rules.assignment_cards.assignments}


def test_the_second_edition_plays_random_games_without_errors(second):
    for players in range(3, 8):
        r = play_random_game(GAME, players, 40 + players, checks=Checks.full(), edition="second")
        assert r.finished and not r.errors, r.errors[:1]


# ------------------------------------------------------------ invalid editions

INVALID = [
    # (field changed, new value, field named, constraint named)
    ("itemCards.items[0].copies", 11, "itemCards.items[0].copies", "12 cards of each item"),
    ("itemCards.items[2].worth", 10, "itemCards.items[2].worth", "ITEM_GOLD is worth 9"),
    ("itemCards.items[1].action", "Purchase", "itemCards.items[1].action", "carries Steal"),
    ("itemCards.items[6]", DELETE, "itemCards.items", "each of the 7 items"),
    ("itemCards.startingHand", 4, "itemCards.startingHand", "3 cards per player"),
    ("ambushDeck.cards[7].items", ["ITEM_GOLD", "ITEM_CHEST"], "ambushDeck.cards[7].items", "Gold is the Ambush action"),
    ("ambushDeck.cards[8].id", 1, "ambushDeck.cards[8].id", "no other ambush card has"),
    ("ambushDeck.cards[0]", DELETE, "ambushDeck.cards", "13 ambush cards"),
    ("ambushDeck.cards[3].colour", "COLOUR_RED", "ambushDeck.cards", "one colour card for each of the 7"),
    ("ambushDeck.draw", 3, "ambushDeck.draw", "draws 2 cards"),
    ("assignmentCards.assignments[0].twoFigure", 30, "assignmentCards.assignments[0].twoFigure", "worth less"),
    ("assignmentCards.assignments[1].oneFigure", 40, "assignmentCards.assignments[1].oneFigure", "between 10 and 30"),
    ("assignmentCards.assignments[2].copiesEach", 4, "assignmentCards.assignments[2]", "5 of each"),
    ("assignmentCards.cardsPerAssignment", 3, "assignmentCards.cardsPerAssignment", "2 cards of each"),
    ("sheriffPath.spaces[4].number", 9, "sheriffPath.spaces[4].number", "shows 2 to 8"),
    # Ranges the rulebook does not print are cited as structural bounds, not as a rule.
    ("sheriffPath.spaces[3].number", 1, "sheriffPath.spaces[3].number", "not 1 (Nottingham: a structural bound"),
    ("assignmentCards.assignments[2].twoFigure", 5, "assignmentCards.assignments[2].twoFigure",
     "between 10 and 30 (Nottingham: a structural bound"),
    ("sheriffPath.spaces[2].kind", "SPACE_KIND_NOTTINGHAM", "sheriffPath.spaces[2].kind", "a numbered space after"),
    ("sheriffPath.spaces[0].number", 3, "sheriffPath.spaces[0]", "the first space is Nottingham"),
    ("sheriffPath.spaces[5].neighbours", [4, 7], "sheriffPath.spaces[5].neighbours", "the path is a loop"),
    ("sheriffPath.spaces[2].position", {"x": -5, "y": 10}, "sheriffPath.spaces[2].position", "inside the board"),
    ("pawns.colours", ["COLOUR_RED"] * 7, "pawns.colours", "each of the 7 pawn colours once"),
    ("sheriffPath.source.provenance", "PROVENANCE_UNSPECIFIED", "sheriffPath.source.provenance", "required"),
    ("edition.id", "Not An Id!", "edition.id", "a-z 0-9"),
    ("edition.players", 3, "edition.players", "the whole edition"),
]


@pytest.mark.rule(R.PREPARATION)
@pytest.mark.parametrize("path,value,field,constraint", INVALID, ids=[i[0] for i in INVALID])
def test_an_invalid_edition_is_refused_naming_field_and_constraint(path, value, field, constraint):
    doc = changed(edition_json(GAME), path, value)
    doc["edition"]["id"] = doc["edition"].get("id") if path == "edition.id" else "broken"
    assert_refused(GAME, doc, field, constraint)


def test_edition_check_names_file_field_and_constraint(tmp_path):
    bad = write(tmp_path, "nottingham.bad.json", changed(edition_json(GAME), "sheriffPath.spaces[5].neighbours", [4, 7]))
    out = cli("edition", "check", str(bad))
    assert out.returncode == 1
    assert str(bad) in out.stderr and "sheriffPath.spaces[5].neighbours" in out.stderr and "a loop" in out.stderr
    assert R.SHERIFF in out.stderr


def test_a_file_that_is_not_a_rules_message_is_refused(tmp_path):
    junk = write(tmp_path, "nottingham.junk.json", {"edition": {"id": "junk", "title": "x"}, "dice": 3})
    out = cli("edition", "check", str(junk))
    assert out.returncode == 1 and "arbiter.nottingham.v1.Rules" in out.stderr and "dice" in out.stderr


def test_an_edition_id_is_not_served_twice(second):
    doc = edition_json(GAME)
    doc["sheriffPath"]["spaces"][1]["number"] = 5
    doc["edition"]["id"] = "second"
    with pytest.raises(InvalidEdition, match="already has an edition 'second'"):
        GAME.editions.add(check(GAME, rules_of(GAME, doc), "again.json"))


# ------------------------------------------------------------ restriction


@pytest.mark.rule(R.PREPARATION)
@pytest.mark.parametrize("players", range(3, 8))
def test_rules_for_a_player_count_hold_what_such_a_game_uses(players):
    ed, rules = GAME.rules_for("", "", players)
    assert rules.edition.players == players and rules.edition.id == ed.id
    assert list(rules.pawns.colours) == list(ed.rules.pawns.colours)[:players]
    assert len(rules.ambush_deck.cards) == 6 + players  # Game Preparation: unused colours removed
    state, _ = GAME.new_game(GameConfig(players=players, seed=1))
    assert {c.id for c in rules.ambush_deck.cards} == {c.id for c in state.ambush_pile}
    assert ed.rules.edition.players == 0, "the edition itself is not changed"


def test_rules_for_the_whole_edition_is_the_edition():
    ed, rules = GAME.rules_for()
    assert rules == ed.rules


# --------------------------------------------------- every id is in the Rules


def _ids(msg: Message, out: dict[str, set]) -> None:
    """Collect every id-like value of `msg` (items, colours, assignments,
    ambush card ids, Sheriff spaces) by the Rules table it must be in."""
    for fd, value in msg.ListFields():
        values = list(value) if fd.is_repeated else [value]
        if fd.message_type is not None:
            for v in values:
                if fd.message_type is pb.AmbushCard.DESCRIPTOR:
                    out["ambush"].add(v.id)
                _ids(v, out)
            continue
        if fd.enum_type is not None and fd.enum_type.name in ("Item", "Colour", "Assignment"):
            out[fd.enum_type.name].update(v for v in values if v)
        elif fd.name == "card_id":
            out["ambush"].update(values)
        elif fd.name == "sheriff_space":
            out["space"].update(values)


@pytest.mark.parametrize("edition", ["", "second"])
def test_every_id_in_states_moves_and_events_is_defined_in_the_rules(edition, second):
    _, rules = GAME.rules_for(edition)
    defined = {
        "Item": {i.item for i in rules.item_cards.items},
        "Colour": set(rules.pawns.colours),
        "Assignment": {a.assignment for a in rules.assignment_cards.assignments},
        "ambush": {c.id for c in rules.ambush_deck.cards},
        # len(spaces): Nottingham again, the lap complete (SheriffSpace.index).
        "space": {s.index for s in rules.sheriff_path.spaces} | {len(rules.sheriff_path.spaces)},
    }
    assert_ids_defined(GAME, edition, (3, 7), 11, _ids, defined)
