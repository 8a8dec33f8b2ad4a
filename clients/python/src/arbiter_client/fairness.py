"""Checking a game's chance after the fact (docs/records.md#seed-commitment
in the Arbiter repository): every view publishes a commitment to the game's
seed from its creation on; the game's end reveals the seed."""
from __future__ import annotations

import hashlib
import hmac

from arbiter.v1 import arbiter_pb2 as api

SEED_TAG = b"arbiter-seed-v1\x00"


def seed_commitment(game_id: str, seed: int) -> bytes:
    """sha256 over the domain tag, the game id and the seed (8 bytes, big endian)."""
    return hashlib.sha256(SEED_TAG + game_id.encode() + b"\x00" + seed.to_bytes(8, "big")).digest()


def seed_matches_commitment(view: api.GameView, commitment: bytes | None = None) -> bool:
    """Whether the seed a finished game's `view` reveals (`config.seed`) is
    the one committed to: `commitment` as seen earlier (keep the one of the
    first view you got: a server could change later ones), else the view's
    own. Raises ValueError while the game is on: the seed is not revealed yet."""
    if not view.config.HasField("seed"):
        raise ValueError("the seed is revealed at the game's end: this view has none yet")
    expected = commitment if commitment is not None else view.seed_commitment
    return hmac.compare_digest(seed_commitment(view.game_id, view.config.seed), expected)
