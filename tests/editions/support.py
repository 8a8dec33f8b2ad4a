"""Edition files for tests: the shipped second editions (this folder, served
with `--edition-dir`), and invalid variants of an edition made by changing one
field."""
from __future__ import annotations

import contextlib
import copy
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
from google.protobuf import json_format

from arbiter.engine import editions
from arbiter.engine.editions import load_file, to_file_json

HERE = Path(__file__).parent


def second_file(game) -> Path:
    """The game's shipped second edition: this folder's `<game-id>.second.json`."""
    return HERE / f"{game.id}.second.json"


def second_edition_fixture(game):
    """A fixture serving `game`'s second edition beside the built-in one for
    one test (`second = second_edition_fixture(GAME)` in a test module)."""
    @pytest.fixture
    def second():
        with added(game, second_file(game)) as ed:
            yield ed
    return second


def edition_json(game) -> dict:
    """The game's built-in edition as a JSON object (what `edition export` writes)."""
    return json.loads(to_file_json(game.editions.default.rules))


def changed(doc: dict, path: str, value) -> dict:
    """A copy of `doc` with the field at `path` (JSON path as violations name
    it: `a.b[2].c`) set to `value`; `value=DELETE` removes it."""
    out = copy.deepcopy(doc)
    parts = [p for p in re.split(r"\.|\[(\d+)\]", path) if p]
    node = out
    for p in parts[:-1]:
        node = node[int(p)] if p.isdigit() else node[p]
    last = parts[-1]
    key = int(last) if last.isdigit() else last
    if value is DELETE:
        del node[key]
    else:
        node[key] = value
    return out


DELETE = object()


def write(tmp: Path, name: str, doc: dict) -> Path:
    path = tmp / name
    path.write_text(json.dumps(doc, indent=2, ensure_ascii=False))
    return path


def rules_of(game, doc: dict):
    rules = game.Rules()
    json_format.ParseDict(doc, rules)
    return rules


def cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "arbiter.cli", *args], capture_output=True, text=True, timeout=120)


@contextlib.contextmanager
def added(game, path: Path):
    """The edition in `path` added to this process's editions of `game` while
    the block runs."""
    ed = load_file(game, path)
    game.editions.add(ed)
    try:
        yield ed
    finally:
        editions.reset(game)


def shown(game, result):
    """Every message a replay of the logged random game `result` shows: the
    set-up state and events, then each move, its events and the state after
    it (for checking that every id they name is defined in the Rules)."""
    state, events = game.new_game(result.config)
    yield state
    yield from events
    for seat, move in result.log:
        yield move
        yield from game.apply_in_place(state, seat, move)
        yield state
