"""The operator's commands do what they say: `deploy/local/up|down --dir`,
`stack restart N` on a replica that died, `arbiter serve` refusing a port that
is already served, `bench/load.py --floor-seconds 0`."""
from __future__ import annotations

import json
import pathlib
import subprocess
import sys

import pytest

from deploy.local import stack as stack_cli
from deploy.local.stack import Stack, grpc_serving
from tests.support.servers import arbiter_server, free_port

ROOT = pathlib.Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("script", ["down", "status"])
def test_the_wrappers_take_dir_after_the_command(tmp_path, script):
    """`deploy/local/down --dir D` is how the README says to stop a stack in D."""
    argv = [str(ROOT / "deploy/local/down"), "--dir", str(tmp_path)] if script == "down" else \
        [sys.executable, "-m", "deploy.local.stack", "status", "--dir", str(tmp_path)]
    run = subprocess.run(argv, cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert "unrecognized arguments" not in run.stderr, run.stderr
    assert f"no stack in {tmp_path}" in run.stderr


def test_restart_revives_a_dead_replica(make_stack):
    stack = make_stack(replicas=2)
    stack.kill_replica(0)
    assert stack_cli.main(["restart", "0", "--dir", str(stack.dir)]) == 0
    again = Stack.load(stack.dir)
    try:
        assert grpc_serving(again.replicas[0].target)
        assert grpc_serving(again.grpc_target)
    finally:
        again.down()  # the fixture's Stack still holds the dead replica's pid: it would leave this one running


@pytest.mark.parametrize("face", ["grpc", "http"])
def test_a_second_serve_on_a_served_port_is_refused(face, tmp_path):
    """Without --workers nothing should share a port: a second `arbiter serve`
    on a port in use must fail loudly, not split the traffic silently."""
    with arbiter_server() as first:
        ports = {"grpc": free_port(), "http": free_port()}
        ports[face] = first.port if face == "grpc" else first.http_port
        run = subprocess.run([sys.executable, "-m", "arbiter.cli", "serve", "--host", "127.0.0.1",
                              "--port", str(ports["grpc"]), "--http-port", str(ports["http"]),
                              "--metrics-port", str(free_port())], capture_output=True, text=True, timeout=60)
        assert run.returncode == 1, run.stderr[-2000:]
        assert "cannot listen" in run.stderr and "in use" in run.stderr, run.stderr[-2000:]
        assert grpc_serving(first.target)


def test_workers_still_share_their_port(redis_url):
    """--workers N is the one case of a shared port (SO_REUSEPORT)."""
    with arbiter_server(redis_url=redis_url, workers=2) as s:
        assert grpc_serving(s.target)


def test_load_without_a_floor(memory_server, tmp_path):
    out = tmp_path / "summary.json"
    run = subprocess.run([sys.executable, "bench/load.py", "--target", memory_server.target, "--duration", "1",
                          "--floor-seconds", "0", "--games", "2", "--clients", "1", "--json", str(out)],
                         cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr[-3000:]
    summary = json.loads(out.read_text())
    assert summary["floor"]["rps"] is None and summary["workload"]["rps"] > 0

