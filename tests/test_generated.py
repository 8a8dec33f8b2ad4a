"""Generated code is committed; these fail when it is stale (design §1)."""
from __future__ import annotations

import json
import pathlib
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("folder,public", [("service", False), ("clients/python/src", True)])
def test_python_protobuf_code_is_fresh(tmp_path, folder, public):
    subprocess.run([sys.executable, str(ROOT / "scripts/gen_proto.py"), "--out", str(tmp_path)]
                   + (["--public"] if public else []), check=True)
    generated = sorted(p.relative_to(tmp_path) for p in tmp_path.rglob("*_pb2*.py*"))
    assert generated, "nothing generated"
    stale = [str(p) for p in generated if (ROOT / folder / p).read_bytes() != (tmp_path / p).read_bytes()]
    assert not stale, f"regenerate with scripts/gen_proto.py: {stale}"
    committed = sorted(p.relative_to(ROOT / folder) for p in (ROOT / folder / "arbiter").rglob("*_pb2*.py*"))
    assert committed == generated, "generated files without a .proto (or the reverse)"


def test_openapi_document_is_fresh():
    from arbiter.api.openapi import document

    committed = json.loads((ROOT / "service/arbiter/api/static/openapi.json").read_text())
    assert committed == document(), "regenerate with scripts/gen_openapi.py"


def test_typescript_code_is_fresh(tmp_path):
    ts = ROOT / "clients/typescript"
    buf = ts / "node_modules/.bin/buf"
    if not buf.exists():
        pytest.fail("clients/typescript is not installed: run scripts/setup test")
    subprocess.run([str(buf), "generate", "--template", "clients/typescript/buf.gen.yaml", "--exclude-path",
                    "proto/arbiter/store", "-o", str(tmp_path)], cwd=ROOT, check=True)
    fresh = tmp_path / "clients/typescript/src/gen"
    subprocess.run(["node", str(ts / "scripts/registry.mjs"), str(fresh)], check=True)
    files = sorted(p.relative_to(fresh) for p in fresh.rglob("*.ts"))
    committed = sorted(p.relative_to(ts / "src/gen") for p in (ts / "src/gen").rglob("*.ts"))
    assert files == committed, "regenerate with: npm --prefix clients/typescript run generate"
    stale = [str(p) for p in files if (fresh / p).read_bytes() != (ts / "src/gen" / p).read_bytes()]
    assert not stale, f"regenerate with: npm --prefix clients/typescript run generate: {stale}"
