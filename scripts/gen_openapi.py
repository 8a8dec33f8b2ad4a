#!/usr/bin/env python3
"""Write the REST face's OpenAPI document (service/arbiter/api/static/openapi.json).

Usage: scripts/gen_openapi.py [--out FILE]
"""
import argparse
import json
import pathlib

from arbiter.api.openapi import document

OUT = pathlib.Path(__file__).resolve().parent.parent / "service/arbiter/api/static/openapi.json"

if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--out", type=pathlib.Path, default=OUT)
    OUT = ap.parse_args().out
    OUT.write_text(json.dumps(document(), indent=1, sort_keys=False) + "\n")
    print(f"wrote {OUT}")
