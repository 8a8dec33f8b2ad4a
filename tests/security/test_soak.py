"""A short soak in CI: steady mixed play for 40 s on each store with
games expiring after 5 s; the server's (and Redis's) resident memory may not
grow by more than 25 MB between the end of warm-up and the end. The long runs
are `python bench/soak.py --minutes N` (results in tests/RELIABILITY.md)."""
from __future__ import annotations

import importlib.util
import pathlib

import pytest

from arbiter import games

spec = importlib.util.spec_from_file_location("soak", pathlib.Path(__file__).parents[2] / "bench/soak.py")
soak = importlib.util.module_from_spec(spec)
spec.loader.exec_module(soak)


@pytest.mark.skipif(not games.GAMES, reason="no game registered")
@pytest.mark.parametrize("store", ["memory", "redis"])
def test_short_soak_memory_stays_bounded(store):
    report = soak.soak(minutes=40 / 60, rate=150, store=store, ttl=5)
    assert report["counts"]["moves"] > 100, report
    assert set(report["counts"]) <= {"moves", "rpcs", "ABORTED"}, report
    assert max(report["growth_mb"].values()) <= 25, report
