#!/usr/bin/env python3
"""Generate the Python protobuf/gRPC code from proto/ into service/.

Usage: scripts/gen_proto.py [--out DIR]

The generated files are committed; tests/test_generated.py regenerates into a
temporary folder and fails when the committed copy is stale.
"""
from __future__ import annotations

import argparse
import pathlib
import sys

import grpc_tools
from grpc_tools import protoc

ROOT = pathlib.Path(__file__).resolve().parent.parent
PROTO = ROOT / "proto"
# Only these files define services; the rest are messages only.
SERVICES = {"arbiter/v1/arbiter.proto"}


def proto_files() -> list[str]:
    return sorted(str(p.relative_to(PROTO)) for p in (PROTO / "arbiter").rglob("*.proto"))


def include_paths() -> list[str]:
    from google.api import annotations_pb2  # googleapis-common-protos ships the .proto too

    well_known = pathlib.Path(grpc_tools.__file__).parent / "_proto"
    googleapis = pathlib.Path(annotations_pb2.__file__).parent.parent.parent
    return [str(PROTO), str(well_known), str(googleapis)]


def generate(out: pathlib.Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    includes = [f"-I{p}" for p in include_paths()]
    files = proto_files()
    messages = [f for f in files if f not in SERVICES]
    args = ["protoc", *includes, f"--python_out={out}", f"--pyi_out={out}"]
    if protoc.main(args + messages) != 0:
        sys.exit("protoc failed (messages)")
    services = sorted(SERVICES)
    if protoc.main(args + [f"--grpc_python_out={out}"] + services) != 0:
        sys.exit("protoc failed (services)")
    # Make every generated folder an importable package.
    for f in files:
        d = out / pathlib.Path(f).parent
        while d != out and d.name != "arbiter":
            (d / "__init__.py").touch()
            d = d.parent


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--out", type=pathlib.Path, default=ROOT / "service")
    generate(ap.parse_args().out)


if __name__ == "__main__":
    main()
