"""A version as the store records it: its log entry (a StoredEntry, read
back as the HistoryEntry it stands for), its time and its status."""
from __future__ import annotations

import time as clock

from google.protobuf.timestamp_pb2 import Timestamp

from arbiter.engine import Game
from arbiter.referee.wire import ANY_PREFIX
from arbiter.store.v1.store_pb2 import StoredEntry
from arbiter.v1 import arbiter_pb2 as api


def now() -> Timestamp:
    ns = clock.time_ns()
    return Timestamp(seconds=ns // 1_000_000_000, nanos=ns % 1_000_000_000)


def status_of(over: bool) -> api.GameStatus:
    return api.GAME_STATUS_FINISHED if over else api.GAME_STATUS_ACTIVE


def stored_entry(version: int, time: Timestamp, status: api.GameStatus, events, seat: int | None = None,
                 move=None) -> bytes:
    """A version's log entry as the store keeps it (StoredEntry: no Any
    envelopes, about a fifth of a HistoryEntry)."""
    e = StoredEntry(version=version, events=[x.SerializeToString(deterministic=True) for x in events],
                    time_ns=time.seconds * 1_000_000_000 + time.nanos, status=status)
    if seat is not None:
        e.seat = seat
        e.move = move.SerializeToString(deterministic=True)
    return e.SerializeToString(deterministic=True)


def history_entry(game: Game, raw: bytes) -> api.HistoryEntry:
    """The HistoryEntry a stored entry stands for, its Anys as `pack` makes them."""
    e = StoredEntry.FromString(raw)
    if e.version == 0:  # written as a HistoryEntry, by a server from before StoredEntry
        return api.HistoryEntry.FromString(raw)
    out = api.HistoryEntry(version=e.version, status=e.status,
                           time=Timestamp(seconds=e.time_ns // 1_000_000_000, nanos=e.time_ns % 1_000_000_000))
    if e.HasField("seat"):
        out.seat = e.seat
        out.move.type_url = ANY_PREFIX + game.Move.DESCRIPTOR.full_name
        out.move.value = e.move
    event_type = ANY_PREFIX + game.Event.DESCRIPTOR.full_name
    for ev in e.events:
        out.events.add(type_url=event_type, value=ev)
    return out
