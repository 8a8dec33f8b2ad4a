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
from arbiter.engine.editions import InvalidEdition, check, load_file, to_file_json
from arbiter.engine.simulate import Checks, play_random_game

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


def assert_refused(game, doc: dict, field: str, constraint: str) -> None:
    """`doc` is refused with a violation of `field` naming `constraint`."""
    with pytest.raises(InvalidEdition) as err:
        check(game, rules_of(game, doc), "broken.json")
    hits = [v for v in err.value.violations if v.field == field]
    assert hits and any(constraint in v.constraint for v in hits), err.value.violations


def assert_ids_defined(game, edition: str, counts, seed: int, collect, defined: dict[str, set]) -> None:
    """Plays a random game of `edition` for each player count, passes every
    state, move and event to `collect(message, seen)`, and checks that each
    kind of id seen is among the `defined` ones (and that some were seen)."""
    seen: dict[str, set] = {k: set() for k in defined}
    for players in counts:
        r = play_random_game(game, players, seed, checks=Checks.none(), keep_log=True, edition=edition)
        assert r.finished, r.errors
        for m in shown(game, r):
            collect(m, seen)
    for kind, ids in seen.items():
        assert ids, f"no {kind} ids seen"
        assert ids <= defined[kind], f"{kind} ids {sorted(ids - defined[kind])[:5]} not in the Rules"


def assert_builtin_is_exported(game) -> None:
    """Exporting the built-in edition gives its file byte for byte (the file
    is the template for writing an edition), and it is the game's only data
    file."""
    path = Path(game.builtin_edition)
    shipped = path.read_text(encoding="utf-8")
    assert to_file_json(game.editions.default.rules) == shipped
    assert sorted(p.name for p in path.parent.iterdir()) == ["builtin.json"]
    out = cli("edition", "export", game.id)
    assert out.returncode == 0 and out.stdout == shipped
