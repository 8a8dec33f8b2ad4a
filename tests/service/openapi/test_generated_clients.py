"""REST clients generated from the served OpenAPI document play games
against a real server (docs/api.md#openapi): openapi-python-client (PyPI) and
@hey-api/openapi-ts (npm). Each creates a game of every kind, lists the
legal moves of the seat that must decide (with that seat's bearer token),
submits the suggested one at the listed version until the game ends or
MAX_MOVES moves, and reads the view and the history. The moves are the
generators' typed classes (a discriminated union on @type), not opaque Anys.

The clients are generated at test time into a temporary folder: generated
code lives in one place, and this is the document's own test.
Cost: about 10 s for both."""
from __future__ import annotations

import importlib
import json
import pathlib
import shutil
import subprocess
import sys

import httpx
import pytest

from arbiter import games

ROOT = pathlib.Path(__file__).resolve().parents[3]
HERE = pathlib.Path(__file__).parent
MAX_MOVES = 12
GAMES = sorted((g.id, g.min_players) for g in games.GAMES.values())


@pytest.fixture(scope="module")
def document(memory_server, tmp_path_factory) -> pathlib.Path:
    path = tmp_path_factory.mktemp("openapi") / "openapi.json"
    path.write_bytes(httpx.get(f"{memory_server.http}/openapi.json", timeout=10).content)
    return path


def camel(name: str) -> str:
    return "".join(part.capitalize() for part in name.replace("-", "_").split("_"))


def test_openapi_python_client_plays_every_game(memory_server, document, tmp_path, monkeypatch):
    config = tmp_path / "config.json"
    config.write_text(json.dumps({"post_hooks": []}))  # no formatting pass (ruff): nobody reads this copy
    done = subprocess.run([sys.executable, "-m", "openapi_python_client", "generate", "--path", str(document),
                           "--meta", "none", "--config", str(config), "--output-path", str(tmp_path / "arbiter_rest")],
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "Unable to process" not in done.stdout + done.stderr, done.stdout  # every schema became a class
    monkeypatch.syspath_prepend(str(tmp_path))
    rest = importlib.import_module("arbiter_rest")
    api = importlib.import_module("arbiter_rest.api.arbiter_v_1_arbiter")
    models = importlib.import_module("arbiter_rest.models")
    for mod in ("create_game", "get_game", "get_history", "list_legal_moves", "submit_move"):
        importlib.import_module(f"arbiter_rest.api.arbiter_v_1_arbiter.{mod}")
    spectator = rest.Client(base_url=memory_server.http)
    for game, players in GAMES:
        created = api.create_game.sync(client=spectator, body=models.ArbiterV1CreateGameRequest(
            game=models.ArbiterV1CreateGameRequestGame(game), players=players, seed="13"))
        assert isinstance(created, models.ArbiterV1CreateGameResponse), created
        tokens = {s.seat: s.token for s in created.seats}
        move_class = getattr(models, f"AnyArbiter{camel(game)}V1Move")
        moves = 0
        while moves < MAX_MOVES:
            view = api.get_game.sync(client=spectator, game_id=created.game_id).view
            if not view.pending:
                break
            seat = rest.AuthenticatedClient(base_url=memory_server.http, token=tokens[view.pending[0].seat])
            legal = api.list_legal_moves.sync(client=seat, game_id=created.game_id)
            move = legal.moves[legal.suggested if isinstance(legal.suggested, int) else 0]
            assert type(move) is move_class, (game, type(move))  # the listed move's class is the request's
            answer = api.submit_move.sync(client=seat, game_id=created.game_id, body=models.ArbiterV1SubmitMoveRequestBody(
                move=move, expected_version=legal.version))
            assert isinstance(answer, models.ArbiterV1SubmitMoveResponse), (game, answer)
            assert int(answer.version) == int(legal.version) + 1
            moves += 1
        view = api.get_game.sync(client=spectator, game_id=created.game_id).view
        assert type(view.state) is getattr(models, f"AnyArbiter{camel(game)}V1State")
        history = api.get_history.sync(client=spectator, game_id=created.game_id, page_size=1000)
        assert len(history.entries) == int(history.version) == int(view.version) == moves + 1
        assert not view.pending or moves == MAX_MOVES


def test_hey_api_openapi_ts_client_plays_every_game(memory_server, document, tmp_path):
    bin_ = ROOT / "node_modules/.bin"
    if not (bin_ / "openapi-ts").exists():
        pytest.fail("@hey-api/openapi-ts is not installed: run scripts/setup test")
    done = subprocess.run([str(bin_ / "openapi-ts"), "-i", str(document), "-o", str(tmp_path / "client")],
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    shutil.copy(HERE / "rest_roundtrip.ts", tmp_path)
    (tmp_path / "tsconfig.json").write_text(json.dumps({
        "compilerOptions": {"target": "es2022", "module": "commonjs", "moduleResolution": "node", "strict": True,
                            "outDir": "dist", "skipLibCheck": True, "types": [],
                            "lib": ["es2022", "dom", "dom.iterable"]},
        "include": ["rest_roundtrip.ts", "client/**/*.ts"]}))
    # Strict type checking: a move of the wrong shape would not compile.
    done = subprocess.run([str(bin_ / "tsc"), "-p", str(tmp_path)], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    done = subprocess.run(["node", str(tmp_path / "dist/rest_roundtrip.js"), memory_server.http, str(MAX_MOVES),
                           *(f"{g}:{p}" for g, p in GAMES)], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    played = [json.loads(line) for line in done.stdout.splitlines()]
    assert [p["game"] for p in played] == [g for g, _ in GAMES]
    for p, (game, _) in zip(played, GAMES):
        package = f"arbiter.{game.replace('-', '_')}.v1"
        assert p["moveTypes"] == [f"type.googleapis.com/{package}.Move"] and p["state"].endswith(f"{package}.State")
        finished = p["status"] == "GAME_STATUS_FINISHED"
        assert p["entries"] == int(p["historyVersion"]) == int(p["version"]) == p["moves"] + 1
        assert finished or p["moves"] == MAX_MOVES
