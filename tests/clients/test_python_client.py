"""The Python client installs on its own (a fresh virtualenv with nothing but
arbiter-client, the generated code it depends on (arbiter-protos) and pytest)
and passes its own tests against a running server."""
from __future__ import annotations

import os
import pathlib
import shutil
import subprocess
import venv

CLIENT = pathlib.Path(__file__).resolve().parents[2] / "clients/python"
PROTOS = pathlib.Path(__file__).resolve().parents[2] / "gen/python"


def test_python_client_installs_alone_and_passes_its_tests(memory_server, tmp_path):
    env_dir = tmp_path / "venv"
    venv.create(env_dir, with_pip=True)
    py = env_dir / "bin/python"
    # From clean copies: setuptools reuses an in-tree build/ folder, which on a
    # developer's machine may still hold modules the package no longer has.
    clean = shutil.ignore_patterns("build", "*.egg-info", "__pycache__")
    client, protos = tmp_path / "client", tmp_path / "protos"
    shutil.copytree(CLIENT, client, ignore=clean)
    shutil.copytree(PROTOS, protos, ignore=clean)
    subprocess.run([str(py), "-m", "pip", "install", "-q", "--disable-pip-version-check", str(protos), f"{client}[test]"],
                   check=True, capture_output=True, timeout=600)
    # Nothing of the service came along: the client stands alone.
    probe = subprocess.run([str(py), "-c", "import arbiter.engine"], capture_output=True)
    assert probe.returncode != 0
    run = subprocess.run([str(py), "-m", "pytest", "-q", str(CLIENT / "tests")], capture_output=True, text=True,
                         env={**os.environ, "ARBITER_TARGET": memory_server.target, "PYTHONPATH": ""},
                         cwd=tmp_path, timeout=600)
    assert run.returncode == 0, run.stdout[-4000:] + run.stderr[-2000:]
