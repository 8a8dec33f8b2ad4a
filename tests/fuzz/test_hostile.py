"""The bounded CI share of the structure-aware hostile fuzzer
(tests/fuzz/hostile.py): hostile states, moves, edition ids
and requests built from each game's proto descriptors, on both faces, give no
INTERNAL and no 5xx, and a refused input changes no stored game. The long run
is `python -m tests.fuzz.hostile --inputs 1000000` (tests/RELIABILITY.md)."""
from __future__ import annotations

import asyncio
import os

from arbiter.api.rest import http_rules
from arbiter.api.services import services
from tests.fuzz import hostile

# Inputs in CI; a long run sets ARBITER_FUZZ_EXAMPLES (tests/RELIABILITY.md).
INPUTS = int(os.environ.get("ARBITER_FUZZ_EXAMPLES", "600"))


def test_hostile_inputs_on_both_faces_are_refused_cleanly(record_property):
    tally = asyncio.run(hostile.run(INPUTS, seed=3))
    record_property("fuzz_inputs", tally.inputs)
    assert tally.inputs == INPUTS
    assert not tally.failures, "\n".join(tally.failures[:5])
    # The inputs reached both faces and both outcomes: some accepted, some refused.
    assert tally.codes.get("gRPC OK") and tally.codes.get("REST HTTP 200")
    assert tally.codes.get("gRPC INVALID_ARGUMENT") and tally.codes.get("REST HTTP 400")
    assert tally.typed  # the games' typed services too


def test_mutations_stay_within_the_wire_format():
    """A broken state still serializes: what the fuzzer sends is a message a
    client could send."""
    import random

    from arbiter import games

    rnd = random.Random(1)
    for gid in sorted(games.GAMES):
        game = games.get(gid)
        state = hostile.sound_states(game, 1, n=2)[-1]
        for _ in range(20):
            broken = hostile.mutate(state, rnd, game.bounds)
            assert type(state).FromString(broken.SerializeToString()) == broken


# Stream inputs in CI (tests/fuzz/hostile_streams.py): about 2 CPU-seconds.
STREAMS = int(os.environ.get("ARBITER_FUZZ_STREAMS", "400"))


def test_hostile_streams_on_both_faces_end_or_are_refused_cleanly(record_property):
    """WatchGame (generic and typed), its server-sent events and Play sessions
    opened with hostile versions, tokens, game ids and moves: documented codes
    only, finished games' streams end with what GetHistory shows, every move
    read is answered once, a caller that does not read holds the session at
    its queue's cap, closed streams hold no watcher slot, and a game moves
    only by the moves its stream accepted."""
    tally = asyncio.run(hostile.run(STREAMS, seed=5, streams=1.0))
    record_property("fuzz_inputs", tally.inputs)
    assert tally.inputs == STREAMS
    assert not tally.failures, "\n".join(tally.failures[:5])
    codes = tally.codes
    # Every kind of stream, on finished and live games, refused and served.
    for key in ("gRPC WatchGame END", "gRPC WatchGame OPEN", "gRPC WatchGame INVALID_ARGUMENT",
                "gRPC WatchGame UNAUTHENTICATED", "REST events HTTP 200 END", "REST events HTTP 200 OPEN",
                "REST events HTTP 400", "REST events HTTP 401", "gRPC Play OPEN", "gRPC Play END",
                "gRPC Play move OK", "gRPC Play move PERMISSION_DENIED", "gRPC Play move ABORTED",
                "gRPC Play move INVALID_ARGUMENT", "gRPC Play flood"):
        assert codes.get(key), (key, codes)
    assert tally.typed
    # Every stream of every service (WatchGame, its event route, Play), typed
    # ones also given another game's id (NOT_FOUND, checked per stream).
    wanted = {m.full_name for service, _ in services() for m in service.methods if m.server_streaming}
    wanted |= {f"REST {path}" for m, _, path, _ in http_rules() if m.server_streaming}
    assert wanted <= set(tally.streams), sorted(wanted - set(tally.streams))
    assert codes.get("typed stream of another game")
