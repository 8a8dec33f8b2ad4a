"""The REST face's TCP connections: TCP_NODELAY on every accepted one. asyncio
turns Nagle off on an accepted connection only when its listening socket was
made for TCP by name (IPPROTO_TCP, not 0); without it every response on a
keep-alive connection waited ~40 ms for the client's delayed ACK (headers
in one write, body in the next)."""
from __future__ import annotations

import asyncio
import socket

from arbiter.api import server


def test_accepted_rest_connections_have_nagle_off():
    async def run() -> list[int]:
        running = await server.start(port=0, http_port=0)
        try:
            reader, writer = await asyncio.open_connection("127.0.0.1", running.http.port)
            for _ in range(2):  # keep-alive: the same connection answers twice
                writer.write(b"GET /v1/catalog HTTP/1.1\r\nhost: x\r\n\r\n")
                await writer.drain()
                head = await reader.readuntil(b"\r\n\r\n")
                length = int(next(line.split(b":")[1] for line in head.split(b"\r\n")
                                  if line.lower().startswith(b"content-length")))
                await reader.readexactly(length)
            connections = list(running.http.server.server_state.connections)
            flags = [c.transport.get_extra_info("socket").getsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY)
                     for c in connections]
            writer.close()
            return flags
        finally:
            await running.stop(0)

    flags = asyncio.run(run())
    assert len(flags) == 1 and all(flags), flags
