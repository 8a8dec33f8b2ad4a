"""A REST call cut off by the server's own shutdown (its task cancelled as the
process stops, behind a gateway's keep-alive connection) answers 503
UNAVAILABLE with the reason SERVER_STOPPING, which clients and the gateway
retry on another replica, never a 500 (a rolling restart once saw one)."""
from __future__ import annotations

import asyncio

import httpx

from arbiter.api.rest import RestFace
from arbiter.auth import TokenAuthority
from arbiter.referee import Referee
from arbiter.store.memory import MemoryStore


def _face() -> RestFace:
    referee = Referee(MemoryStore(3600), TokenAuthority("key"))

    async def cut_off(*args, **kwargs):
        raise asyncio.CancelledError

    referee.get_game = cut_off  # type: ignore[method-assign]
    return RestFace(referee, None, 1 << 20)


async def _get(face: RestFace) -> httpx.Response:
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=face.app), base_url="http://arbiter") as c:
        return await c.get("/v1/games/abc")


def test_a_call_cut_off_by_the_shutdown_is_unavailable_not_a_server_error():
    async def run():
        face = _face()
        face.closing.set()
        return await _get(face)

    res = asyncio.run(run())
    assert res.status_code == 503, res.text
    reasons = [d.get("reason") for d in res.json().get("details", [])]
    assert "SERVER_STOPPING" in reasons


def test_a_cancellation_while_serving_is_not_taken_for_a_shutdown():
    async def run():
        return await _get(_face())

    try:
        asyncio.run(run())
    except (asyncio.CancelledError, Exception):  # noqa: BLE001 - anything but an answer
        return
    raise AssertionError("a cancelled call answered as though the server were stopping")
