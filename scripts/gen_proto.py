#!/usr/bin/env python3
"""Generate the Python protobuf/gRPC code from proto/ into service/ (all of it)
and clients/python/src/ (the public API: everything but arbiter/store).

Usage: scripts/gen_proto.py [--out DIR] [--public]

The generated files are committed; tests/test_generated.py regenerates into a
temporary folder and fails when a committed copy is stale.
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


# Internal to the service: not part of what clients get.
INTERNAL = "arbiter/store/"


def proto_files(public: bool = False) -> list[str]:
    files = sorted(str(p.relative_to(PROTO)) for p in (PROTO / "arbiter").rglob("*.proto"))
    return [f for f in files if not (public and f.startswith(INTERNAL))]


def include_paths() -> list[str]:
    from google.api import annotations_pb2  # googleapis-common-protos ships the .proto too

    well_known = pathlib.Path(grpc_tools.__file__).parent / "_proto"
    googleapis = pathlib.Path(annotations_pb2.__file__).parent.parent.parent
    return [str(PROTO), str(well_known), str(googleapis)]


def generate(out: pathlib.Path, public: bool = False) -> None:
    out.mkdir(parents=True, exist_ok=True)
    includes = [f"-I{p}" for p in include_paths()]
    files = proto_files(public)
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
    ap.add_argument("--out", type=pathlib.Path, help="one output folder instead of both")
    ap.add_argument("--public", action="store_true", help="with --out: only the public API")
    a = ap.parse_args()
    if a.out:
        generate(a.out, a.public)
    else:
        generate(ROOT / "service")
        generate(ROOT / "clients/python/src", public=True)


if __name__ == "__main__":
    main()
