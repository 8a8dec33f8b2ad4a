"""Real servers for tests: started on free loopback ports, stopped after."""
from __future__ import annotations

import contextlib
import shutil
import socket
import subprocess
import tempfile
import time
from typing import Iterator


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_for_port(port: int, timeout: float = 10.0, host: str = "127.0.0.1") -> None:
    deadline = time.monotonic() + timeout
    while True:
        try:
            with socket.create_connection((host, port), timeout=0.2):
                return
        except OSError:
            if time.monotonic() > deadline:
                raise TimeoutError(f"nothing listening on {host}:{port} after {timeout}s")
            time.sleep(0.02)


class RedisServer:
    """A redis-server process of our own (no persistence)."""

    def __init__(self, port: int | None = None, extra: list[str] | None = None):
        self.port = port or free_port()
        self.extra = extra or []
        self.proc: subprocess.Popen | None = None
        self.dir = tempfile.mkdtemp(prefix="arbiter-redis-")

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self) -> "RedisServer":
        exe = shutil.which("redis-server")
        if exe is None:
            raise RuntimeError("redis-server is not installed: run scripts/setup test")
        self.proc = subprocess.Popen(
            [exe, "--port", str(self.port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no",
             "--dir", self.dir, *self.extra],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )
        wait_for_port(self.port)
        return self

    def stop(self) -> None:
        if self.proc and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(5)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        self.proc = None

    def restart(self) -> None:
        self.stop()
        self.start()


@contextlib.contextmanager
def redis_server(**kw) -> Iterator[RedisServer]:
    server = RedisServer(**kw).start()
    try:
        yield server
    finally:
        server.stop()
        shutil.rmtree(server.dir, ignore_errors=True)
