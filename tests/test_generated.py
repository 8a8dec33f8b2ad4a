"""Generated code is committed; these fail when it is stale (design §1)."""
from __future__ import annotations

import json
import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent


def test_python_protobuf_code_is_fresh(tmp_path):
    subprocess.run([sys.executable, str(ROOT / "scripts/gen_proto.py"), "--out", str(tmp_path)], check=True)
    generated = sorted(p.relative_to(tmp_path) for p in tmp_path.rglob("*_pb2*.py*"))
    assert generated, "nothing generated"
    stale = [str(p) for p in generated if (ROOT / "service" / p).read_bytes() != (tmp_path / p).read_bytes()]
    assert not stale, f"regenerate with scripts/gen_proto.py: {stale}"
    committed = sorted(p.relative_to(ROOT / "service") for p in (ROOT / "service/arbiter").rglob("*_pb2*.py*"))
    assert committed == generated, "generated files without a .proto (or the reverse)"


def test_openapi_document_is_fresh():
    from arbiter.api.openapi import document

    committed = json.loads((ROOT / "service/arbiter/api/static/openapi.json").read_text())
    assert committed == document(), "regenerate with scripts/gen_openapi.py"
