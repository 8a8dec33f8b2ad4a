"""The playground in a real browser (Chromium, driven by puppeteer-core; docs/api.md
"Labels and derived values", README "In a browser"): a whole game of each of the
four games played on its drawn table by clicking board targets, the labelled move
list and the keyboard shortcut, then the page's own suggested moves to the end,
with no console error. One screenshot per game is saved under the test's tmp dir
(the README shows copies from docs/screenshots/)."""
from __future__ import annotations

import json
import os
import pathlib
import shutil
import subprocess

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
# Player counts and seeds of short games; the server's suggested moves depend
# on the game id, so the length varies (200 to 450 moves each).
GAMES = ["nottingham:3:7", "hansa-teutonica:2:2", "nuremberg:3:4", "prestige:2:7"]
BOARD_CLICKS = 6


def test_every_game_is_played_to_the_end_in_chromium(memory_server, tmp_path):
    if not pathlib.Path(CHROMIUM).exists() or not (ROOT / "node_modules/puppeteer-core").exists():
        pytest.fail("Chromium or puppeteer-core is missing: run scripts/setup test")
    run = subprocess.run(["node", str(ROOT / "tests/playground/play.mjs"), memory_server.http, str(tmp_path),
                          str(BOARD_CLICKS), *GAMES], capture_output=True, text=True, timeout=1800)  # a hang guard, not a time limit
    results = {}
    for line in run.stdout.splitlines():
        if line.startswith("{"):
            r = json.loads(line)
            results[r["game"]] = r
    assert run.returncode == 0 and len(results) == len(GAMES), f"{run.stdout[-3000:]}\n{run.stderr[-3000:]}"
    for game, r in results.items():
        assert r["errors"] == [], (game, r["errors"])
        assert r["outcome"]["winners"], (game, r)
        assert r["boardClicks"] + r["listClicks"] + r["keyPresses"] >= BOARD_CLICKS, (game, r)
        assert (tmp_path / f"{game}.png").stat().st_size > 10_000
        if r["rejection"] is not None:  # a seat with nothing to decide was made to move
            assert "NOT_YOUR_TURN" in r["rejection"] and "Rule:" in r["rejection"], r["rejection"]
            assert r["clearedOnSwitch"], game
    for game, r in results.items():
        assert not r["tokenInQuery"], r["url"]
    # A template's form (Nuremberg's trade offer) was checked with validate_only:
    # accepted as given, refused with its reason once made impossible.
    checked = [r["template"] for r in results.values() if r.get("template")]
    assert checked and checked[0]["legal"] == "The move is legal.", checked
    assert checked[0]["refused"] and checked[0]["refused"] != "The move is legal.", checked
    # A second tab (one seat's token) followed the game live, and a reload resumed it.
    live = results["nottingham"]
    assert live["liveTab"] == live["moves"], live
    assert live["reloaded"]["version"] == live["moves"] and live["reloaded"]["seat"] is not None, live
    # Every game was acted on by clicking its drawn board, and one showed a rejection.
    assert all(r["boardClicks"] > 0 for r in results.values()), results
    assert any(r["rejection"] is not None for r in results.values())
    if os.environ.get("ARBITER_SCREENSHOTS"):  # refresh the README's pictures
        for game in results:
            shutil.copy(tmp_path / f"{game}.png", ROOT / "docs/screenshots" / f"{game}.png")
