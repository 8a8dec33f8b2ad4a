"""The TypeScript client's own suite (clients/typescript/test), run under Node
against a real server: complete games of every game over gRPC and REST, the
conformance vectors, error mapping, typed seats. `npm test` runs it against the
package as installed from its `npm pack` tarball in a temporary project
(clients/typescript/scripts/test-installed.mjs)."""
from __future__ import annotations

import os
import pathlib
import shutil
import subprocess

import pytest

TS = pathlib.Path(__file__).resolve().parents[2] / "clients/typescript"


def test_typescript_client_suite(memory_server):
    if shutil.which("node") is None or not (TS / "node_modules").exists():
        pytest.fail("Node or the client's packages are missing: run scripts/setup test")
    env = {**os.environ, "ARBITER_GRPC": memory_server.target, "ARBITER_HTTP": memory_server.http}
    run = subprocess.run(["npm", "test", "--silent"], cwd=TS, env=env, capture_output=True, text=True, timeout=900)
    summary = "\n".join(line for line in run.stdout.splitlines() if line.startswith(("# ", "not ok")))
    assert run.returncode == 0, f"{summary}\n{run.stdout[-6000:]}\n{run.stderr[-3000:]}"
    assert "# fail 0" in run.stdout, summary
