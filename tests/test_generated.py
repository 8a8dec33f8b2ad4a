"""Generated code is committed, and exactly once: `scripts/regen --check`
regenerates everything (Python, TypeScript, the OpenAPI document, the
conformance vectors) and fails naming the stale files; the generated Python
lives only in gen/python (arbiter-protos)."""
from __future__ import annotations

import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent


def test_everything_generated_is_fresh():
    run = subprocess.run([sys.executable, str(ROOT / "scripts/regen"), "--check"], capture_output=True, text=True,
                         timeout=600)
    assert run.returncode == 0, run.stdout + run.stderr


def test_generated_python_lives_only_in_arbiter_protos():
    tracked = subprocess.run(["git", "ls-files", "*_pb2*.py*"], cwd=ROOT, capture_output=True, text=True,
                             check=True).stdout.split()
    assert tracked, "no generated Python is committed"
    elsewhere = [f for f in tracked if not f.startswith("gen/python/arbiter/")]
    assert not elsewhere, f"generated code outside gen/python: {elsewhere}"


def test_shared_packages_are_namespace_portions():
    """The service distribution owns arbiter/ and arbiter/store/ too: an
    __init__.py there would clash in a wheel install and hide one half."""
    for d in ("gen/python/arbiter", "gen/python/arbiter/store", "service/arbiter"):
        assert not (ROOT / d / "__init__.py").exists(), d
