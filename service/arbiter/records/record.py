"""A game's record, built from what a store keeps (docs/records.md#format)."""
from __future__ import annotations

import hashlib
from typing import Iterable

from arbiter.engine import Game
from arbiter.store.v1.store_pb2 import StoredGame
from arbiter.v1 import arbiter_pb2 as api
from arbiter.v1.engine_pb2 import GameConfig
from arbiter.v1.records_pb2 import GameRecord, RecordOption

FORMAT = 1
SEED_TAG = b"arbiter-seed-v1\x00"
# The rules version of a game stored before games recorded theirs: every game began at "1".
FIRST_RULES_VERSION = "1"


def seed_commitment(game_id: str, seed: int) -> bytes:
    """sha256 over the domain tag, the game id and the seed (8 bytes, big
    endian): published at creation, checked against the seed revealed at the
    end (docs/records.md#seed-commitment)."""
    return hashlib.sha256(SEED_TAG + game_id.encode() + b"\x00" + seed.to_bytes(8, "big")).digest()


def rules_version_of(stored: StoredGame) -> str:
    return stored.rules_version or FIRST_RULES_VERSION


def build(game: Game, stored: StoredGame, state, entries: Iterable[api.HistoryEntry],
          seat: int | None = None) -> GameRecord:
    """The unsigned record of `stored` (its current `state`, every log entry
    in `entries`): whole once the game is over; while it is on, the partial
    record of `seat`, who sees only its own moves and no seed."""
    over = stored.status == api.GAME_STATUS_FINISHED
    config = stored.config
    record = GameRecord(format=FORMAT, game_id=stored.game_id, game=stored.game, variant=config.variant,
                        players=config.players,
                        options=[RecordOption(name=k, value=v) for k, v in sorted(config.options.items())],
                        rules_version=rules_version_of(stored),
                        seed_commitment=seed_commitment(stored.game_id, config.seed),
                        seed_chosen_by_creator=stored.seed_chosen_by_creator)
    if game.Rules is not None:
        record.edition.CopyFrom(state.edition)
    if over:
        record.seed = config.seed
        outcome = game.outcome(state)
        assert outcome is not None  # the game is over
        record.outcome.CopyFrom(outcome)
    else:
        assert seat is not None  # a live game is exported only for a seat
        record.partial = True
        record.seat = seat
    for e in entries:
        out = record.entries.add(version=e.version, time=e.time)
        if e.HasField("seat"):
            out.seat = e.seat
            if over or e.seat == seat:
                out.move.CopyFrom(e.move)
    return record


def config_of(record: GameRecord) -> GameConfig:
    """The configuration a whole record's game was set up with."""
    config = GameConfig(players=record.players, variant=record.variant, seed=record.seed,
                        options={o.name: o.value for o in record.options}, edition=record.edition.id)
    return config
