#!/usr/bin/env python3
"""Generate the Python protobuf/gRPC code from proto/ into gen/python/, the
arbiter-protos distribution that the service and the Python client share.

Usage: scripts/gen_proto.py [--out DIR]

The generated files are committed; `scripts/regen --check` regenerates them
(with everything else that is generated) and fails when a committed copy is
stale.
"""
from __future__ import annotations

import argparse
import pathlib
import re
import sys

import grpc_tools
from grpc_tools import protoc

ROOT = pathlib.Path(__file__).resolve().parent.parent
PROTO = ROOT / "proto"
# The files that define services (arbiter/v1/arbiter.proto and each game's
# generated <game>_service.proto) also get gRPC stubs; the rest are messages only.
SERVICE = re.compile(r"^service ", re.M)
OUT = ROOT / "gen/python"
# Packages the service distribution owns too (arbiter.engine, arbiter.store.redis,
# ...): no __init__.py here, so both distributions' files share them (PEP 420).
SHARED = {"arbiter", "arbiter/store"}


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
    services = [f for f in files if SERVICE.search((PROTO / f).read_text())]
    messages = [f for f in files if f not in services]
    args = ["protoc", *includes, f"--python_out={out}", f"--pyi_out={out}"]
    if protoc.main(args + messages) != 0:
        sys.exit("protoc failed (messages)")
    if protoc.main(args + [f"--grpc_python_out={out}"] + services) != 0:
        sys.exit("protoc failed (services)")
    # Make every generated folder a regular package (pkgutil.iter_modules, which
    # the Python client uses to find the games, lists only those), except the
    # shared ones.
    for f in files:
        d = pathlib.Path(f).parent
        while d != pathlib.Path("."):
            if d.as_posix() not in SHARED:
                (out / d / "__init__.py").touch()
            d = d.parent


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--out", type=pathlib.Path, default=OUT, help=f"output folder (default {OUT.relative_to(ROOT)})")
    generate(ap.parse_args().out)


if __name__ == "__main__":
    main()
