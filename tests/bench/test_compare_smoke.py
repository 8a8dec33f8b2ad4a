"""bench/compare.py still runs: a tiny run of every Arbiter phase on both
stores and the Redis memory figures (no timing asserted; boardgame.io, which
the script installs from npm, is left out here)."""
from __future__ import annotations

import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]


def test_the_comparison_benchmark_runs_and_reports_every_phase():
    run = subprocess.run([sys.executable, str(ROOT / "bench/compare.py"), "--smoke"], capture_output=True, text=True,
                         timeout=300, cwd=ROOT)
    assert run.returncode == 0, run.stderr[-3000:]
    for phase in ("floor", "submit memory", "next memory", "play memory", "submit redis", "next redis", "play redis"):
        assert f"| {phase} |" in run.stdout, phase
    assert "| middle |" in run.stdout
