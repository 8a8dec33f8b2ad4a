"""A Go client from proto/ alone (docs/other-languages.md): protoc with Debian's
protoc-gen-go and protoc-gen-go-grpc generates the code, Debian's Go source
packages (/usr/share/gocode, installed by `scripts/setup test`) build
clients/go-example offline in GOPATH mode, and the example plays a whole game
of each game through its typed service against a real server, then reads a
rejection's google.rpc.ErrorInfo."""
from __future__ import annotations

import os
import pathlib
import shutil
import subprocess

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
GOCODE = pathlib.Path("/usr/share/gocode")
TOOLS = ("go", "protoc", "protoc-gen-go", "protoc-gen-go-grpc")


@pytest.fixture(scope="session")
def go_example(tmp_path_factory) -> pathlib.Path:
    missing = [t for t in TOOLS if shutil.which(t) is None]
    if "go" in missing:
        pytest.skip("Go is not installed: scripts/setup test installs golang-go and the protobuf/gRPC packages")
    if missing or not (GOCODE / "src/google.golang.org/grpc").is_dir():
        pytest.fail(f"Go is installed but not {missing or 'golang-google-grpc-dev'}: run scripts/setup test")
    tmp = tmp_path_factory.mktemp("go")
    gopath = tmp / "gopath"
    (gopath / "src/arbiter.dev").mkdir(parents=True)
    protos = sorted(str(p.relative_to(ROOT / "proto")) for p in (ROOT / "proto").rglob("*.proto"))
    subprocess.run(["protoc", "-Iproto", "-Ithird_party/proto", "-I/usr/include", f"--go_out={gopath}/src",
                    f"--go-grpc_out={gopath}/src", *protos], cwd=ROOT, check=True, capture_output=True, text=True)
    (gopath / "src/arbiter.dev/go-example").symlink_to(ROOT / "clients/go-example")
    # GOPATH mode: the generated code and Debian's source packages, no module download.
    env = {**os.environ, "GO111MODULE": "off", "GOPATH": f"{gopath}:{GOCODE}", "GOPROXY": "off",
           "GOFLAGS": "", "GOCACHE": str(tmp_path_factory.getbasetemp() / "gocache")}
    binary = tmp / "go-example"
    build = subprocess.run(["go", "build", "-o", str(binary), "."], cwd=gopath / "src/arbiter.dev/go-example",
                           env=env, capture_output=True, text=True, timeout=600)
    assert build.returncode == 0, build.stderr[-4000:]
    return binary


def test_go_client_plays_every_game_through_the_typed_services(go_example, memory_server):
    run = subprocess.run([str(go_example), "-addr", memory_server.target], capture_output=True, text=True,
                         timeout=300)
    assert run.returncode == 0, run.stderr[-4000:]
    lines = run.stdout.splitlines()
    over = {line.split()[1]: int(line.split()[2]) for line in lines if line.startswith("over ")}
    assert sorted(over) == ["hansa-teutonica", "nottingham", "nuremberg", "prestige"], run.stdout
    assert all(moves > 0 for moves in over.values()), over
    # A move sent by a seat with no decision to make: the reason from google.rpc.ErrorInfo.
    assert "rejected PermissionDenied NOT_YOUR_TURN Arbiter engine: pending decisions" in lines, run.stdout
