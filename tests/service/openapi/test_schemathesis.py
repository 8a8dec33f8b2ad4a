"""Schemathesis against a real server, from the served OpenAPI document
(docs/api.md#openapi): every check, the stateful phase following the document's
links (CreateGame -> the game routes as the seat that must decide; a listed
move -> SubmitMove), 0 failures, no 5xx for any input.

Every operation of the document is run, the generic and the typed per-game
routes alike, except the WatchGame streams: a server-sent-event stream of a
running game stays open until the game ends, so a fuzzer's call never
returns (tests/service/test_watch.py and tests/security cover them).

Bounded for CI (schemathesis.toml): a fixed seed, 5 cases per operation in
the fuzzing phase and 20 stateful scenarios of at most 10 steps (about 20 s of
CPU with the typed routes). SCHEMATHESIS_LONG=N runs N cases per operation and phase, the coverage
phase included (tests/RELIABILITY.md has such a run's figures)."""
from __future__ import annotations

import os
import pathlib
import re
import subprocess
import sys

import httpx

ROOT = pathlib.Path(__file__).resolve().parents[3]
HERE = pathlib.Path(__file__).parent


def test_schemathesis_finds_nothing(memory_server):
    long = int(os.environ.get("SCHEMATHESIS_LONG", "0"))
    phases = "examples,coverage,fuzzing,stateful" if long else "examples,fuzzing,stateful"
    more = ["--max-examples", str(long)] if long else []
    argv = [sys.executable, "-m", "schemathesis.cli", "--config-file", str(HERE / "schemathesis.toml"), "run",
            f"{memory_server.http}/openapi.json", "--checks", "all", "--phases", phases,
            "--seed", "13", "--workers", "1", "--generation-database", "none",
            "--exclude-operation-id-regex", "WatchGame$", "--request-timeout", "20", "--no-color", *more]
    env = {**os.environ, "PYTHONPATH": str(ROOT), "SCHEMATHESIS_HOOKS": "tests.service.openapi.schemathesis_hooks",
           "ARBITER_FUZZ_TOKEN_SECRET": "test-secret", "ARBITER_FUZZ_BASE_URL": memory_server.http}
    done = subprocess.run(argv, cwd=ROOT, env=env, capture_output=True, text=True, timeout=3000 if long else 300)
    out = done.stdout + done.stderr
    print(out[-3000:])
    assert done.returncode == 0, out[-6000:]
    doc = httpx.get(f"{memory_server.http}/openapi.json", timeout=10).json()
    streams = sum(op["operationId"].endswith("WatchGame") for ops in doc["paths"].values() for op in ops.values())
    selected, total = map(int, re.search(r"Selected: (\d+)/(\d+)", out).groups())
    assert streams >= 1 and selected == total - streams  # every operation but the streams
    covered = int(re.search(r"API Links:\s+(\d+) covered", out).group(1))
    assert covered >= 3, "the stateful phase followed the links from CreateGame"
    assert re.search(r"\b0 failures\b", out) or "failures" not in out.split("SUMMARY")[-1]
