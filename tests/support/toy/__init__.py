"""The toy race: a game that exists only in the tests.

It goes through every engine and service path a real game does (a decision
several seats make at once, out-of-turn and wrong-kind moves, hidden hands
and redacted events, chance, an edition, an outcome) in a handful of moves, so a test can
play whole games, finished-game projections included, in milliseconds. It is
never shipped: its proto lives here and `build()` compiles it with
grpcio-tools into a temporary folder (the only committed generated code stays
in gen/python). `register()` adds it to the game registry of this process;
`python -m tests.support.toy.serve serve ...` is `arbiter serve` with it.

It follows docs/adding-a-game.md (its example is this game). With
ARBITER_TEST_TOY=1 it joins every generic suite: tests/conftest.py registers
it before collection and the test servers serve it (docs/adding-a-game.md,
"Tests").
"""
from __future__ import annotations

import atexit
import importlib
import pathlib
import shutil
import sys
import tempfile

HERE = pathlib.Path(__file__).resolve().parent
PROTO = HERE / "proto"
GAME_ID = "toy"
EVERYWHERE = "ARBITER_TEST_TOY"  # =1: registered for the whole test session
_built: pathlib.Path | None = None


def build():
    """Compile toy.proto (once per process) and return its module."""
    global _built
    if _built is None:
        from grpc_tools import protoc

        sys.path.insert(0, str(HERE.parents[2] / "scripts"))
        try:
            from gen_proto import include_paths  # the same include path as the committed code
        finally:
            sys.path.pop(0)
        out = pathlib.Path(tempfile.mkdtemp(prefix="arbiter-toy-"))
        atexit.register(shutil.rmtree, out, True)
        args = ["protoc", f"-I{PROTO}", *(f"-I{p}" for p in include_paths()), f"--python_out={out}",
                "arbiter_toy/v1/toy.proto"]
        if protoc.main(args) != 0:
            raise RuntimeError("protoc failed on the toy game's proto")
        sys.path.append(str(out))
        _built = out
    return importlib.import_module("arbiter_toy.v1.toy_pb2")


def register():
    """The toy game, registered in this process's game registry."""
    from arbiter import games

    if GAME_ID not in games.GAMES:
        build()
        from tests.support.toy.game import Toy

        games.register(Toy())
    return games.get(GAME_ID)


def unregister() -> None:
    import os

    from arbiter import games

    if os.environ.get(EVERYWHERE) != "1":
        games.GAMES.pop(GAME_ID, None)
