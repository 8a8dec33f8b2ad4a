"""Every proto file carries the file options each language's protoc plugin needs
(go_package, java_package, csharp_namespace, ...), as scripts/proto_options.py
derives them from the package, so that any language generates from proto/ as
it is (docs/other-languages.md)."""
from __future__ import annotations

import pathlib
import re
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
from proto_options import option_lines  # noqa: E402

PROTOS = sorted((ROOT / "proto").rglob("*.proto"))


@pytest.mark.parametrize("path", PROTOS, ids=lambda p: str(p.relative_to(ROOT / "proto")))
def test_every_proto_file_has_every_language_option(path):
    text = path.read_text()
    package = re.search(r"^package ([\w.]+);", text, re.M).group(1)
    written = [line for line in text.splitlines() if line.startswith("option ")]
    assert written == option_lines(package), f"{path.name}: the file options should be\n" + "\n".join(
        option_lines(package))
