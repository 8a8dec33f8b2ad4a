"""Cross-language conformance: the recorded games in vectors/ replay
through the running service, via the Python client, byte for byte; the
TypeScript suite (clients/typescript/test/conformance.test.ts) replays the same
files. A vector is stale when the engine no longer produces it."""
from __future__ import annotations

import base64
import json
import pathlib

import pytest

from arbiter import games
from arbiter_client import Arbiter
from google.protobuf.any_pb2 import Any

VECTORS = sorted((pathlib.Path(__file__).parent / "vectors").glob("*.json"))


def load(path: pathlib.Path) -> dict:
    return json.loads(path.read_text())


def test_there_is_a_vector_for_every_game():
    assert sorted(p.stem for p in VECTORS) == sorted(games.GAMES), "regenerate with scripts/gen_vectors.py"


@pytest.mark.parametrize("path", VECTORS, ids=lambda p: p.stem)
def test_vector_is_what_the_engine_produces(path):
    import importlib.util

    spec = importlib.util.spec_from_file_location("gen_vectors", pathlib.Path(__file__).parents[2] / "scripts/gen_vectors.py")
    gen = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(gen)
    assert gen.vector(path.stem) == load(path), "engine behaviour changed: regenerate with scripts/gen_vectors.py"


@pytest.mark.parametrize("path", VECTORS, ids=lambda p: p.stem)
def test_vector_replays_through_the_service(memory_server, path):
    v = load(path)
    with Arbiter(memory_server.target) as arbiter:
        # The generic service: the vectors are the bytes of its Any payloads.
        game = arbiter.create_game(v["game"], v["players"], v["variant"], seed=int(v["seed"]), typed=False)
        checkpoints = {c["version"]: c["views"] for c in v["checkpoints"]}
        for m in v["moves"]:
            seat = game.seats[m["seat"]]
            move = Any(type_url=f"type.googleapis.com/{v['move_type']}", value=base64.b64decode(m["move"]))
            res = seat.submit(move, expected_version=m["version"] - 1)
            assert res.version == m["version"]
            assert [base64.b64encode(e.value).decode() for e in res.events] == m["events"]
            if m["version"] in checkpoints:
                for who, expected in checkpoints[m["version"]].items():
                    viewer = game.spectator if who == "spectator" else game.seats[int(who)]
                    state = viewer.view().state
                    assert base64.b64encode(state.value).decode() == expected, f"view of {who}"
