"""docs/adding-a-game.md works as written: its checklist, followed for
tic-tac-toe in a copy of the tracked tree, gives a game that `scripts/regen`
generates for, `buf lint` accepts, and the generic engine suites play with no
edit to any of them.

tests/support/tic_tac_toe/ holds the files the steps write, at the paths the
checklist names (proto/, service/, docs/, tests/); this test copies them step
by step. The suites run in the copy with this venv's interpreter, the copy's
service/ and gen/python/ first on PYTHONPATH.
"""
from __future__ import annotations

import os
import pathlib
import shutil
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent
SUPPORT = ROOT / "tests/support/tic_tac_toe"
GAME_ID, PKG = "tic-tac-toe", "tic_tac_toe"
NODE_MODULES = ROOT / "clients/typescript/node_modules"
# The generic engine suites a new game joins (docs/adding-a-game.md, "The
# generic suites"); those that need a server or a browser are left to the
# full run. test_reasons.py runs whole: its source scan and doc checks cover
# every game at once.
GENERIC = ["tests/engine/test_game_metadata.py", "tests/engine/test_labels.py", "tests/engine/test_wrappers.py", "tests/engine/test_untrusted.py",
           "tests/fuzz/test_moves.py"]


def _copy_tree(dest: pathlib.Path) -> None:
    """The tracked files of this checkout (with their working-tree contents)."""
    tracked = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, check=True, capture_output=True).stdout
    for rel in tracked.decode().split("\0"):
        src = ROOT / rel
        if rel and src.is_file() and not rel.startswith("tests/support/tic_tac_toe/"):
            (dest / rel).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(src, dest / rel)
    (dest / "clients/typescript/node_modules").symlink_to(NODE_MODULES)  # buf and protoc-gen-es, for regen


def _step(tree: pathlib.Path, rel: str) -> pathlib.Path:
    """Write one file of the checklist: the support copy of `rel` into the tree."""
    out = tree / rel
    out.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(SUPPORT / rel, out)
    return out


def _run(tree: pathlib.Path, *cmd: str, env: dict) -> subprocess.CompletedProcess:
    done = subprocess.run(cmd, cwd=tree, env=env, capture_output=True, text=True, timeout=600, check=False)
    assert done.returncode == 0, f"{' '.join(cmd)}:\n{done.stdout[-4000:]}\n{done.stderr[-4000:]}"
    return done


@pytest.mark.skipif(not (NODE_MODULES / ".bin/buf").exists(),
                    reason="clients/typescript is not installed (scripts/setup test): regen needs buf")
def test_the_checklist_adds_a_game_the_generic_suites_play(tmp_path):
    tree = tmp_path / "tree"
    _copy_tree(tree)
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(tree / "service"), str(tree / "gen/python"), str(tree)]),
           "ARBITER_FUZZ_EXAMPLES": "50"}
    env.pop("ARBITER_TEST_TOY", None)
    game = f"service/arbiter/games/{PKG}"

    # 1. schema
    _step(tree, f"proto/arbiter/{PKG}/v1/{PKG}.proto")
    # 2-7. rulebook sections, rules and decision table, reasons, bounds, labels
    for name in ("sections.py", "game.py", "reasons.py", "bounds.py", "labels.py"):
        _step(tree, f"{game}/{name}")
    # 8. registration: the package, and one import line in _load()
    _step(tree, f"{game}/__init__.py")
    registry = tree / "service/arbiter/games/__init__.py"
    text = registry.read_text()
    last = "    import arbiter.games.hansa_teutonica  # noqa: F401\n"
    assert last in text, "the registry's _load() changed: update this step"
    registry.write_text(text.replace(last, last + f"    import arbiter.games.{PKG}  # noqa: F401\n"))
    # 9. scripts/regen, before the game's doc exists: it starts the doc
    assert not (tree / f"docs/games/{GAME_ID}.md").exists()
    _run(tree, sys.executable, "scripts/regen", env=env)
    for made in (f"gen/python/arbiter/{PKG}/v1/{PKG}_pb2.py", f"proto/arbiter/{PKG}/v1/{PKG}_service.proto",
                 f"clients/typescript/src/gen/arbiter/{PKG}/v1/{PKG}_pb.ts", f"tests/conformance/vectors/{GAME_ID}.json"):
        assert (tree / made).is_file(), f"scripts/regen did not write {made}"
    started = (tree / f"docs/games/{GAME_ID}.md").read_text()
    assert "`SQUARE_TAKEN`" in started
    assert GAME_ID in (tree / "service/arbiter/api/static/openapi.json").read_text()
    _run(tree, str(NODE_MODULES / ".bin/buf"), "lint", env=env)
    # 10. the doc, above the table regen keeps
    written = (SUPPORT / f"docs/games/{GAME_ID}.md").read_text()
    table = started[started.index("## Rejection reasons"):]
    (tree / f"docs/games/{GAME_ID}.md").write_text(written.rstrip("\n") + "\n\n" + table)
    # 11. the game's own tests
    _step(tree, f"tests/games/{PKG}/test_rules.py")

    where = _run(tree, sys.executable, "-c", "import arbiter.games; print(arbiter.games.__file__)", env=env)
    assert where.stdout.strip() == str(registry), "the suites would not read the copy"
    _run(tree, sys.executable, "-m", "pytest", "-q", "-p", "no:xdist", "-p", "no:randomly", "-p", "no:cacheprovider",
         "tests/test_reasons.py", f"tests/games/{PKG}", *GENERIC, "-k", f"{GAME_ID} or {PKG} or test_reasons", env=env)
