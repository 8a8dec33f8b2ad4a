"""bench/compare.py still runs: a tiny run of every Arbiter phase on both
stores and the Redis memory figures (no timing asserted; boardgame.io, which
the script installs from npm, is left out here).

Not in CI by default: it took 30 s on this machine at load average 20, over
the 20 s a CI check of a benchmark may cost; set ARBITER_BENCH_SMOKE=1 to run it."""
from __future__ import annotations

import os
import pathlib
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]


@pytest.mark.skipif(not os.environ.get("ARBITER_BENCH_SMOKE"), reason="set ARBITER_BENCH_SMOKE=1 (about 30 s)")
def test_the_comparison_benchmark_runs_and_reports_every_phase():
    run = subprocess.run([sys.executable, str(ROOT / "bench/compare.py"), "--smoke"], capture_output=True, text=True,
                         timeout=300, cwd=ROOT)
    assert run.returncode == 0, run.stderr[-3000:]
    for phase in ("floor", "submit memory", "next memory", "play memory", "submit redis", "next redis", "play redis"):
        assert f"| {phase} |" in run.stdout, phase
    assert "| middle |" in run.stdout
