"""Real servers for tests: started on free loopback ports, stopped after."""
from __future__ import annotations

import contextlib
import pathlib
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


def self_signed_certificate(dir: pathlib.Path) -> tuple[str, str]:
    """(certificate, key) for localhost and 127.0.0.1, valid a day: the
    certificate is also the CA that clients are told to trust."""
    cert, key = dir / "cert.pem", dir / "key.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=localhost",
                    "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1", "-keyout", str(key), "-out", str(cert)],
                   check=True, capture_output=True)
    return str(cert), str(key)


@contextlib.contextmanager
def redis_server(**kw) -> Iterator[RedisServer]:
    server = RedisServer(**kw).start()
    try:
        yield server
    finally:
        server.stop()
        shutil.rmtree(server.dir, ignore_errors=True)


class RedisCluster:
    """A Redis Cluster of `masters` redis-server processes, each owning a share
    of the 16384 slots, and `replicas` replicas of each master (promoted when
    their master fails for `node_timeout_ms`)."""

    def __init__(self, masters: int = 3, password: str = "", replicas: int = 0, node_timeout_ms: int = 5000,
                 tls: tuple[str, str] | None = None):
        self.password = password
        self.replicas = replicas
        self.tls = tls  # (certificate, key), the certificate also the CA: TLS only, clients, bus and replication
        auth = ["--requirepass", password, "--masterauth", password] if password else []
        # The bus port is set, not left at port + 10000 (past 65535 for a high free port).
        self.nodes = [RedisServer(extra=["--cluster-enabled", "yes", "--cluster-config-file", "nodes.conf",
                                         "--cluster-node-timeout", str(node_timeout_ms),
                                         "--cluster-port", str(free_port()), *auth])
                      for _ in range(masters * (1 + replicas))]
        if tls:
            for n in self.nodes:  # the node's port speaks TLS only (the last --port wins)
                n.extra += ["--tls-port", str(n.port), "--port", "0", "--tls-cluster", "yes",
                            "--tls-replication", "yes", "--tls-cert-file", tls[0], "--tls-key-file", tls[1],
                            "--tls-ca-cert-file", tls[0], "--tls-auth-clients", "no"]

    @property
    def url(self) -> str:
        """The store URL (any node is a seed: the client learns the slot map)."""
        auth = f":{self.password}@" if self.password else ""
        if self.tls:
            return f"rediss+cluster://{auth}localhost:{self.nodes[0].port}/?ssl_ca_certs={self.tls[0]}"
        return f"redis+cluster://{auth}127.0.0.1:{self.nodes[0].port}"

    def start(self) -> "RedisCluster":
        for n in self.nodes:
            n.start()
        cli = shutil.which("redis-cli")
        if cli is None:
            raise RuntimeError("redis-cli is not installed: run scripts/setup test")
        self.cli = [cli, *(["-a", self.password, "--no-auth-warning"] if self.password else []),
                    *(["--tls", "--cacert", self.tls[0]] if self.tls else [])]
        subprocess.run([*self.cli, "--cluster", "create", *(f"127.0.0.1:{n.port}" for n in self.nodes),
                        "--cluster-replicas", str(self.replicas), "--cluster-yes"],
                       check=True, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=60)
        deadline = time.monotonic() + 20
        while not all(self._ok(self.cli, n.port) for n in self.nodes) or not self._replicated():
            if time.monotonic() > deadline:
                raise TimeoutError("redis cluster not ok after 20s")
            time.sleep(0.1)
        return self

    def _replicated(self) -> bool:
        """Every master has its replicas, each done with its first sync."""
        if not self.replicas:
            return True
        masters = self.masters()
        if len(masters) * (1 + self.replicas) != len(self.nodes) or \
                any(len(r) != self.replicas for r in masters.values()):
            return False
        return all("master_link_status:up" in subprocess.run(
            [*self.cli, "-p", str(port), "info", "replication"], capture_output=True, text=True).stdout
            for rs in masters.values() for port in rs)

    @staticmethod
    def _ok(cli: list[str], port: int) -> bool:
        out = subprocess.run([*cli, "-p", str(port), "cluster", "info"], capture_output=True, text=True).stdout
        return "cluster_state:ok" in out

    def node_of(self, port: int) -> RedisServer:
        return next(n for n in self.nodes if n.port == port)

    def masters(self, via: RedisServer | None = None, avoid: int = 0) -> dict[int, list[int]]:
        """Master port -> its replicas' ports, as the cluster sees it now (asked
        of `via`, or of a live node other than port `avoid`)."""
        via = via or next(n for n in self.nodes if n.proc and n.proc.poll() is None and n.port != avoid)
        out = subprocess.run([*self.cli, "-p", str(via.port), "cluster", "nodes"], capture_output=True, text=True,
                             timeout=10).stdout
        ids, masters, replicas = {}, {}, []
        for line in out.splitlines():
            node_id, addr, flags, master_id = line.split()[:4]
            port = int(addr.split("@")[0].rsplit(":", 1)[1])
            ids[node_id] = port
            if "fail" in flags.split(","):
                continue
            if "master" in flags:
                masters.setdefault(port, [])
            elif master_id != "-":
                replicas.append((port, master_id))
        for port, master_id in replicas:
            if ids.get(master_id) in masters:
                masters[ids[master_id]].append(port)
        return masters

    def stop(self) -> None:
        for n in self.nodes:
            n.stop()
            shutil.rmtree(n.dir, ignore_errors=True)


@contextlib.contextmanager
def redis_cluster(masters: int = 3, password: str = "", replicas: int = 0,
                  node_timeout_ms: int = 5000, tls: tuple[str, str] | None = None) -> Iterator[RedisCluster]:
    cluster = RedisCluster(masters, password, replicas, node_timeout_ms, tls)
    try:
        yield cluster.start()
    finally:
        cluster.stop()


def default_command() -> list[str]:
    """How tests run `arbiter serve`: this checkout's, with the toy game
    registered too when ARBITER_TEST_TOY=1 (tests/support/toy)."""
    import os
    import sys

    from tests.support.toy import EVERYWHERE

    return [sys.executable, "-m", "tests.support.toy.serve" if os.environ.get(EVERYWHERE) == "1" else "arbiter.cli"]


class ArbiterServer:
    """`arbiter serve` as a real process on free loopback ports."""

    def __init__(self, redis_url: str = "", extra: list[str] | None = None, workers: int = 1,
                 env: dict[str, str] | None = None, command: list[str] | None = None, cwd: str | None = None,
                 nofile: int | None = None):
        self.nofile = nofile  # the process's file-descriptor limit (RLIMIT_NOFILE), if not inherited
        self.port, self.http_port, self.metrics_port = free_port(), free_port(), free_port()
        self.redis_url = redis_url
        self.extra = extra or []
        self.workers = workers
        self.env = env or {}
        # How to run `arbiter`: this checkout's by default; an installed one's entry point for the wheel test.
        self.command = command
        self.cwd = cwd
        self.proc: subprocess.Popen | None = None
        self.log = tempfile.NamedTemporaryFile(prefix="arbiter-serve-", suffix=".log", delete=False)

    @property
    def target(self) -> str:
        return f"127.0.0.1:{self.port}"

    @property
    def http(self) -> str:
        return f"http://127.0.0.1:{self.http_port}"

    def start(self) -> "ArbiterServer":
        import os
        import sys

        argv = [*(self.command or default_command()), "serve", "--host", "127.0.0.1", "--port", str(self.port),
                "--http-port", str(self.http_port), "--metrics-port", str(self.metrics_port),
                "--workers", str(self.workers), "--grace", "2"]
        if "ARBITER_TOKEN_SECRET" not in self.env:  # a key given in the environment is the one under test
            argv += ["--token-secret", "test-secret"]
        argv += self.extra
        if self.redis_url:
            argv += ["--redis-url", self.redis_url]
        self.proc = subprocess.Popen(argv, stdout=self.log, stderr=subprocess.STDOUT, env={**os.environ, **self.env},
                                     cwd=self.cwd, preexec_fn=self._limit_fds if self.nofile else None)
        self.wait_serving()
        return self

    def _limit_fds(self) -> None:
        import resource

        resource.setrlimit(resource.RLIMIT_NOFILE, (self.nofile, self.nofile))

    def start_retrying(self, attempts: int = 3) -> "ArbiterServer":
        """start(), with fresh ports when one picked by free_port() was taken
        by another process before the server could bind it."""
        for attempt in range(attempts):
            try:
                return self.start()
            except RuntimeError:
                if attempt == attempts - 1:
                    raise
                self.port, self.http_port, self.metrics_port = free_port(), free_port(), free_port()
        raise AssertionError("unreachable")

    def wait_serving(self, timeout: float = 60.0) -> None:
        # Generous: at load 20 an import-heavy start-up has taken over 20 s;
        # the bound only decides how long a broken start-up takes to report.
        import grpc
        from grpc_health.v1 import health_pb2, health_pb2_grpc

        deadline = time.monotonic() + timeout
        with grpc.insecure_channel(self.target) as ch:
            stub = health_pb2_grpc.HealthStub(ch)
            while True:
                if self.proc.poll() is not None:
                    raise RuntimeError(f"arbiter serve exited with {self.proc.returncode}:\n{self.output()}")
                try:
                    if stub.Check(health_pb2.HealthCheckRequest(), timeout=0.5).status == 1:
                        break
                except grpc.RpcError:
                    pass
                if time.monotonic() > deadline:
                    raise TimeoutError(f"arbiter serve not serving after {timeout}s:\n{self.output()}")
                time.sleep(0.05)
        wait_for_port(self.http_port, timeout=30)
        wait_for_port(self.metrics_port, timeout=30)

    def output(self) -> str:
        with open(self.log.name, errors="replace") as f:
            return f.read()[-4000:]

    def stop(self, sig=None) -> int | None:
        import signal as _signal

        if self.proc and self.proc.poll() is None:
            self.proc.send_signal(sig or _signal.SIGTERM)
            try:
                self.proc.wait(15)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        return self.proc.returncode if self.proc else None


@contextlib.contextmanager
def arbiter_server(**kw) -> Iterator[ArbiterServer]:
    server = ArbiterServer(**kw).start_retrying()
    try:
        yield server
    finally:
        server.stop()
