"""Schemathesis hooks (loaded through SCHEMATHESIS_HOOKS by test_schemathesis.py).

The seat token is a bearer token per game and seat, so no fixed credential
serves a fuzzer: for a case about one game this signs the token of the seat
that must decide now (with the test server's --token-secret), so a link from
CreateGame leads to legal-moves and moves as the seat whose turn it is."""
from __future__ import annotations

import os

import httpx
import schemathesis

from arbiter.auth import TokenAuthority
from arbiter.referee import GAME_ID

TOKENS = TokenAuthority(os.environ["ARBITER_FUZZ_TOKEN_SECRET"])
BASE = os.environ["ARBITER_FUZZ_BASE_URL"]


def pending_seat(game_id: str) -> int:
    try:
        res = httpx.get(f"{BASE}/v1/games/{game_id}", timeout=10)
    except httpx.HTTPError:
        return 0
    pending = res.json().get("view", {}).get("pending", []) if res.status_code == 200 else []
    return pending[0]["seat"] if pending else 0


@schemathesis.auth(refresh_interval=None)  # a token per case: each names its own game
class PendingSeatToken:
    def get(self, case, ctx):
        game_id = (case.path_parameters or {}).get("game_id")
        if not isinstance(game_id, str) or not GAME_ID.fullmatch(game_id):
            return None
        return TOKENS.issue(game_id, pending_seat(game_id))

    def set(self, case, data, ctx):
        case.headers = {**(case.headers or {}), "Authorization": f"Bearer {data}"}
