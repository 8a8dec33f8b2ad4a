"""arbiter.engine.prebuilt: a cached builder returns equal messages of its own
(callers may change them), builds each distinct key once, and starts afresh
at its bound."""
from __future__ import annotations

from arbiter.engine.prebuilt import Prebuilt, prebuilt, prebuilt_lists
from arbiter.v1.engine_pb2 import PendingDecision


def test_each_key_built_once_and_every_use_a_copy_of_its_own():
    calls = []

    @prebuilt(PendingDecision)
    def build(seat: int, kind: str) -> PendingDecision:
        calls.append((seat, kind))
        return PendingDecision(seat=seat, kind=kind)

    a, b = build(1, "x"), build(1, "x")
    assert a == b == PendingDecision(seat=1, kind="x") and a is not b
    a.kind = "changed"
    assert build(1, "x").kind == "x"
    build(2, "x")
    assert calls == [(1, "x"), (2, "x")]
    assert build.__name__ == "build"


def test_bounded_cache_starts_afresh_and_lists_are_copies():
    calls = []
    bounded = Prebuilt(PendingDecision, lambda seat: calls.append(seat) or PendingDecision(seat=seat), maxsize=2)
    for seat in (0, 1, 2, 0):
        assert bounded(seat).seat == seat
    assert calls == [0, 1, 2, 0]  # the third key cleared the cache

    @prebuilt_lists(PendingDecision)
    def both(n: int) -> list[PendingDecision]:
        return [PendingDecision(seat=i) for i in range(n)]

    first = both(2)
    first[0].seat = 9
    assert [d.seat for d in both(2)] == [0, 1]
