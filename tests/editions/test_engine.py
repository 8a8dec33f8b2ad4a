"""The game-agnostic edition machinery: which game a file is for, loading a
folder, stand-in detection, the canonical content."""
from __future__ import annotations

import pytest

from arbiter import games
from arbiter.engine import editions
from arbiter.engine.editions import InvalidEdition, canonical_json, is_stand_in, load_dir
from arbiter.engine.simulate import Checks, play_random_game
from arbiter.v1.engine_pb2 import PROVENANCE_PRINTED

from tests.editions.support import HERE, edition_json, rules_of, write

GAME = games.get("nottingham")


def test_a_pinned_state_is_read_without_a_lookup_and_only_that_object():
    """Self-play pins the one state it plays in place (`editions.pin`): its
    readers answer the pinned tables for that very object, and look up any
    other state, an equal copy included, by its edition."""
    from arbiter.v1.engine_pb2 import GameConfig

    state, _ = GAME.new_game(GameConfig(players=3, seed=1))
    real = GAME.tables(state)
    copy = type(state)()
    copy.CopyFrom(state)
    pinned = object()
    try:
        editions.pin(state, pinned)
        assert GAME.tables(state) is pinned
        assert GAME.tables(copy) is real
    finally:
        editions.pin(None)
    assert GAME.tables(state) is real


def test_self_play_leaves_nothing_pinned():
    for game_id in sorted(games.GAMES):
        r = play_random_game(games.get(game_id), games.get(game_id).min_players, 3, checks=Checks.none(),
                             max_moves=40)
        assert r.moves == 40 or r.finished, r.errors
        assert editions._PINNED[0] == (None, None)


def test_a_file_whose_game_cannot_be_told_is_refused(tmp_path):
    write(tmp_path, "chess.first.json", {})
    with pytest.raises(InvalidEdition, match="cannot tell the game"):
        load_dir(tmp_path, games.GAMES.values())


def test_a_folder_named_after_the_game_names_it(tmp_path):
    (tmp_path / "nottingham").mkdir()
    doc = edition_json(GAME)
    doc["edition"]["id"] = "folder"
    doc["sheriffPath"]["spaces"][1]["number"] = 8
    write(tmp_path / "nottingham", "any-name.json", doc)
    try:
        loaded = load_dir(tmp_path, games.GAMES.values())
        assert [(e.game, e.id) for e in loaded] == [("nottingham", "folder")]
        assert GAME.editions.get("folder").tables.sheriff_track[0] == 8
    finally:
        editions.reset(GAME)


def test_the_same_folder_loaded_twice_is_no_error():
    try:
        first = load_dir(HERE, games.GAMES.values())
        again = load_dir(HERE, games.GAMES.values())
        assert [e.sha256 for e in first] == [e.sha256 for e in again]
    finally:
        for g in games.GAMES.values():
            if g.Rules is not None:
                editions.reset(g)


def test_an_edition_is_a_stand_in_when_any_data_set_is():
    doc = edition_json(GAME)
    assert is_stand_in(rules_of(GAME, doc))
    for key in ("ambushDeck", "assignmentCards", "sheriffPath"):
        doc[key]["source"]["provenance"] = "PROVENANCE_PRINTED"
    rules = rules_of(GAME, doc)
    assert rules.sheriff_path.source.provenance == PROVENANCE_PRINTED and not is_stand_in(rules)


def test_canonical_content_writes_whole_numbers_without_a_fraction():
    text = canonical_json(GAME.editions.default.rules)
    assert ".0," not in text and ".0}" not in text
    assert text == canonical_json(rules_of(GAME, edition_json(GAME)))


def test_a_data_set_without_a_source_is_refused():
    """Every data set says where its values come from: leaving out its whole
    `source` is refused like leaving out its provenance."""
    doc = edition_json(GAME)
    del doc["sheriffPath"]["source"]
    doc["edition"]["id"] = "sourceless"
    with pytest.raises(InvalidEdition, match="sheriffPath.source: required"):
        editions.check(GAME, rules_of(GAME, doc), "sourceless.json")


def test_a_constraint_table_reports_each_failing_entry_with_its_path_and_rule():
    """A constraint names a path with `[]` for every entry; each failure is
    reported at the concrete entry, citing the constraint's section."""
    from arbiter.engine.constraints import Constraint, between, check as check_table
    from arbiter.games.nottingham.sections import SHERIFF
    rules = games.get("nottingham").editions.default.rules
    table = [Constraint("sheriffPath.spaces[].number", between(100, 200, "100 to 200"), SHERIFF)]
    found = check_table(rules, table)
    assert found and found[0].field.startswith("sheriffPath.spaces[") and found[0].field.endswith("].number")
    assert found[0].constraint == f"100 to 200 ({SHERIFF})"
