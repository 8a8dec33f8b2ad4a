"""Moves built once: each distinct Move a builder makes is encoded the first
time, and decoded afresh for every later use. Decoding costs a third of
building the nested messages, and each caller still gets a Move of its own
that it may change (the pattern of games/nottingham/prebuilt.py). Listed
moves are built at every step of a game, from a small set of distinct ones."""
from __future__ import annotations

from collections.abc import Callable
from functools import wraps

from arbiter.hansa_teutonica.v1 import hansa_teutonica_pb2 as pb


def prebuilt(build: Callable[..., pb.Move]) -> Callable[..., pb.Move]:
    """`build`, for hashable positional arguments, made once per distinct
    arguments."""
    encoded: dict[tuple, bytes] = {}
    decode = pb.Move.FromString

    @wraps(build)
    def cached(*key) -> pb.Move:
        data = encoded.get(key)
        if data is None:
            data = encoded[key] = build(*key).SerializeToString()
        return decode(data)

    return cached
