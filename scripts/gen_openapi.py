#!/usr/bin/env python3
"""Write the REST face's OpenAPI document (service/arbiter/api/static/openapi.json)."""
import json
import pathlib

from arbiter.api.openapi import document

OUT = pathlib.Path(__file__).resolve().parent.parent / "service/arbiter/api/static/openapi.json"

if __name__ == "__main__":
    OUT.write_text(json.dumps(document(), indent=1, sort_keys=False) + "\n")
    print(f"wrote {OUT}")
