"""The API is a contract (docs/api.md, "Stability"): what API 1.0.0 released
keeps working. Names renamed since then answer under both names, and the
committed baselines of the released API (proto/released/, written by
scripts/api-baseline) are checked against the working tree: the descriptor
set with `buf breaking`, and every error reason and REST route a client may
switch on."""
from __future__ import annotations

import json
import pathlib
import shutil
import subprocess

import pytest
from google.protobuf import json_format

from arbiter import games
from arbiter.api import contract
from arbiter.engine.errors import RuleViolation
from arbiter.engine.reasons import ENGINE_REASONS, WRONG_MOVE_KIND_ALIASES
from arbiter.hansa_teutonica.v1 import hansa_teutonica_pb2 as hansa
from arbiter.v1.engine_pb2 import GameConfig

ROOT = pathlib.Path(__file__).resolve().parent.parent
RELEASED = ROOT / "proto/released"
BUF = ROOT / "node_modules/.bin/buf"


def test_bonus_marker_unspecified_is_parsed_and_none_is_printed():
    # API 1.0.0 named value 0 BONUS_MARKER_UNSPECIFIED; it is an alias of BONUS_MARKER_NONE.
    assert hansa.BONUS_MARKER_UNSPECIFIED == hansa.BONUS_MARKER_NONE == 0
    assert hansa.BonusMarker.Value("BONUS_MARKER_UNSPECIFIED") == 0
    assert hansa.BonusMarker.Name(0) == "BONUS_MARKER_NONE"
    for name in ("BONUS_MARKER_NONE", "BONUS_MARKER_UNSPECIFIED"):
        state = json_format.Parse(f'{{"routeMarkers": ["{name}", "BONUS_MARKER_THREE_ACTIONS"]}}', hansa.State())
        assert list(state.route_markers) == [hansa.BONUS_MARKER_NONE, hansa.BONUS_MARKER_THREE_ACTIONS]
        assert json_format.MessageToDict(state)["routeMarkers"][0] == "BONUS_MARKER_NONE"


@pytest.mark.parametrize("game_id", sorted(WRONG_MOVE_KIND_ALIASES))
def test_a_move_of_the_wrong_kind_carries_the_released_reason(game_id):
    game = games.GAMES[game_id]
    state, _ = game.new_game(GameConfig(players=game.max_players))
    seat, decision = game.awaiting(state)[0]
    kind = next(f.name for f in game.Move.DESCRIPTOR.oneofs_by_name["kind"].fields if f.name not in decision.answers)
    move = game.Move()
    getattr(move, kind).SetInParent()
    with pytest.raises(RuleViolation) as err:
        game.play(state, seat, move, None)
    assert err.value.reason == "WRONG_MOVE_KIND"
    assert err.value.metadata()["deprecated_reason"] == WRONG_MOVE_KIND_ALIASES[game_id]
    assert WRONG_MOVE_KIND_ALIASES[game_id] in ENGINE_REASONS["WRONG_MOVE_KIND"].aliases


def buf_breaking(module: pathlib.Path, tmp_path: pathlib.Path) -> subprocess.CompletedProcess:
    """`buf breaking` (buf.yaml's rules) of the module at `module` against the
    released image, image to image: the released image holds its imports, and
    buf compares a module's tree only with an image built without them."""
    if not BUF.exists():
        pytest.fail("buf is missing: run scripts/setup test (npm ci at the repo root)")
    image = tmp_path / "now.binpb"
    subprocess.run([str(BUF), "build", "-o", str(image)], cwd=module, check=True, capture_output=True, timeout=300)
    return subprocess.run([str(BUF), "breaking", str(image), "--config", str(ROOT / "buf.yaml"),
                           "--against", str(RELEASED / "arbiter-api.binpb")], capture_output=True, text=True, timeout=300)


def test_the_protos_keep_the_released_wire_and_json_shape(tmp_path):
    run = buf_breaking(ROOT, tmp_path)
    assert run.returncode == 0, f"breaking changes against proto/released (CHANGELOG.md, docs/api.md):\n{run.stdout}{run.stderr}"


def test_buf_breaking_checks_at_least_wire_json():
    rules = (ROOT / "buf.yaml").read_text().split("breaking:", 1)[1]
    assert any(f"- {category}" in rules for category in ("FILE", "PACKAGE", "WIRE_JSON"))


@pytest.mark.parametrize("old, new", [
    ("BONUS_MARKER_UNSPECIFIED = 0 [deprecated = true];", "BONUS_MARKER_FORMERLY_UNSPECIFIED = 0;"),
    ("repeated BonusMarker route_markers = 5;", "repeated BonusMarker route_marker_list = 5;"),
])
def test_a_rename_in_the_protos_is_caught(tmp_path, old, new):
    # A copy of the module with one enum value or field renamed.
    shutil.copy(ROOT / "buf.yaml", tmp_path / "buf.yaml")
    shutil.copytree(ROOT / "proto", tmp_path / "proto", ignore=shutil.ignore_patterns("released"))
    shutil.copytree(ROOT / "third_party/proto", tmp_path / "third_party/proto")
    proto = tmp_path / "proto/arbiter/hansa_teutonica/v1/hansa_teutonica.proto"
    text = proto.read_text()
    assert old in text
    proto.write_text(text.replace(old, new))
    run = buf_breaking(tmp_path, tmp_path)
    assert run.returncode != 0 and old.split(" = ")[0].split()[-1] in run.stdout, run.stdout + run.stderr


def test_every_released_name_is_still_answered():
    released = json.loads((RELEASED / "names.json").read_text())
    assert contract.missing(released, contract.names()) == []


def test_a_name_that_disappears_without_an_alias_is_caught():
    now = contract.names()
    gone = json.loads(json.dumps(now))
    dropped = gone["reasons"]["nottingham"].pop()
    gone["reasons"][contract.SHARED].remove("WRONG_PHASE")
    kind = gone["decisions"]["prestige"].pop()
    gone["routes"].remove("POST /v1/games")
    assert contract.missing(now, gone) == [f"reason WRONG_PHASE ({contract.SHARED})", f"reason {dropped} (nottingham)",
                                           f"decision {kind} (prestige)", "route POST /v1/games"]
