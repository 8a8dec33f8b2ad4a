"""The local production stack: Redis, N `arbiter serve` replicas and nginx as
the gateway, all real processes on loopback, in one state directory.

    python -m deploy.local.stack up [--replicas N] [--grpc-port P] [--http-port P] [--dir DIR]
    python -m deploy.local.stack status
    python -m deploy.local.stack restart 0      # drain replica 0, start it, back in rotation
    python -m deploy.local.stack down

(`deploy/local/up` and `deploy/local/down` wrap these.) `up` returns once every
replica reports SERVING on grpc.health.v1 and the gateway answers; the
processes run on in their own session until `down`. The state directory holds
stack.json (ports, pids), the rendered nginx.conf, the logs, Redis's data and
the Prometheus targets (file_sd): targets.json (the replicas) and
targets-gateway.json / targets-redis.json (the nginx and Redis exporters,
started when installed: Debian's prometheus-nginx-exporter, which reads the
gateway's stub_status, and prometheus-redis-exporter).

One process per replica, each on its own ports, rather than `--workers` behind
one SO_REUSEPORT port: it is the shape of the cluster deployment (one process
per pod), the gateway then sees and fails over each replica on its own, and
each replica has its own metrics endpoint to scrape.
"""
from __future__ import annotations

import argparse
import json
import os
import pathlib
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import time
from dataclasses import asdict, dataclass, field

from deploy.nginx.render import WORKER_CONNECTIONS, render_nginx, rlimit_nofile

ROOT = pathlib.Path(__file__).resolve().parents[2]
DEFAULT_DIR = ROOT / "deploy" / "local" / "run"


def write_private(path: pathlib.Path, text: str) -> None:
    """Write `text` to `path`, readable by its owner only (0600) from the first
    byte: no moment where another user could read it."""
    tmp = path.with_name(path.name + ".tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w") as f:
        f.write(text)
    os.chmod(tmp, 0o600)  # an older file of that name may have had wider bits
    os.replace(tmp, path)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _port(p: int) -> int:
    return p or free_port()


def wait_until(check, timeout: float, what: str) -> None:
    """Poll `check` until true; any error but RuntimeError (fatal: the
    process died) counts as not ready yet."""
    deadline = time.monotonic() + timeout
    while True:
        try:
            if check():
                return
        except RuntimeError:
            raise
        except Exception:  # noqa: BLE001 - not up yet
            pass
        if time.monotonic() > deadline:
            raise TimeoutError(f"{what} not ready after {timeout}s")
        time.sleep(0.05)


def grpc_serving(target: str, timeout: float = 0.5) -> bool:
    import grpc
    from grpc_health.v1 import health_pb2, health_pb2_grpc

    with grpc.insecure_channel(target) as ch:
        resp = health_pb2_grpc.HealthStub(ch).Check(health_pb2.HealthCheckRequest(), timeout=timeout)
        return resp.status == health_pb2.HealthCheckResponse.SERVING


def http_ok(url: str) -> bool:
    import urllib.request

    with urllib.request.urlopen(url, timeout=1) as r:
        return r.status == 200


def _hard_nofile() -> int:
    import resource

    hard = resource.getrlimit(resource.RLIMIT_NOFILE)[1]
    return hard if hard != resource.RLIM_INFINITY else 1 << 20


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    # A zombie (our own dead child) still answers kill(0).
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


def _cmdline(pid: int) -> str:
    try:
        return pathlib.Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
    except OSError:
        return ""


def _terminate(pid: int, timeout: float) -> None:
    try:
        os.kill(pid, signal.SIGTERM)
    except ProcessLookupError:
        return
    deadline = time.monotonic() + timeout
    while _alive(pid) and time.monotonic() < deadline:
        _reap(pid)
        time.sleep(0.05)
    if _alive(pid):
        os.kill(pid, signal.SIGKILL)
    _reap(pid)


def _reap(pid: int) -> None:
    try:
        os.waitpid(pid, os.WNOHANG)
    except ChildProcessError:
        pass  # not our child (started by an earlier `up`)


@dataclass
class Replica:
    index: int
    port: int
    http_port: int
    metrics_port: int
    pid: int = 0

    @property
    def target(self) -> str:
        return f"127.0.0.1:{self.port}"


@dataclass
class Stack:
    dir: pathlib.Path = DEFAULT_DIR
    replicas: list[Replica] = field(default_factory=list)
    grpc_port: int = 0
    http_port: int = 0
    redis_url: str = ""
    redis_pid: int = 0  # 0 = an external Redis, not ours
    nginx_pid: int = 0
    # The exporters (0 = not installed, not started): port and pid of each.
    nginx_exporter_port: int = 0
    nginx_exporter_pid: int = 0
    redis_exporter_port: int = 0
    redis_exporter_pid: int = 0
    token_secret: str = ""
    max_connection_age: float = 30.0
    extra_args: list[str] = field(default_factory=list)  # more `arbiter serve` flags for every replica
    worker_connections: int = WORKER_CONNECTIONS  # nginx's, per worker
    gateway_workers: int = 1  # nginx's worker_processes

    # ------------------------------------------------------------ addresses

    @property
    def grpc_target(self) -> str:
        return f"127.0.0.1:{self.grpc_port}"

    @property
    def http_url(self) -> str:
        return f"http://127.0.0.1:{self.http_port}"

    @property
    def state_file(self) -> pathlib.Path:
        return pathlib.Path(self.dir) / "stack.json"

    # ------------------------------------------------------------ lifecycle

    @classmethod
    def up(cls, dir: pathlib.Path = DEFAULT_DIR, replicas: int | None = None, grpc_port: int = 50051,
           http_port: int = 8080, redis_url: str = "", max_connection_age: float = 30.0,
           extra_args: list[str] | None = None, worker_connections: int = WORKER_CONNECTIONS,
           gateway_workers: int = 1) -> "Stack":
        dir = pathlib.Path(dir)
        if (dir / "stack.json").exists() and cls.load(dir).running():
            raise RuntimeError(f"a stack is running from {dir}: stop it first (down)")
        for sub in ("logs", "tmp", "redis"):
            (dir / sub).mkdir(parents=True, exist_ok=True)
        secret_file = dir / "token-secret"
        if not secret_file.exists():  # kept across restarts: seat tokens stay valid
            write_private(secret_file, os.environ.get("ARBITER_TOKEN_SECRET") or secrets.token_hex(32))
        n = replicas or os.cpu_count() or 1
        for attempt in range(3):
            stack = cls(dir=dir, grpc_port=_port(grpc_port), http_port=_port(http_port), redis_url=redis_url,
                        token_secret=secret_file.read_text().strip(), max_connection_age=max_connection_age,
                        replicas=[Replica(i, free_port(), free_port(), free_port()) for i in range(n)],
                        extra_args=list(extra_args or []), worker_connections=worker_connections,
                        gateway_workers=gateway_workers)
            try:
                if not redis_url:
                    stack._start_redis()
                for r in stack.replicas:
                    stack.start_replica(r.index, wait=False)
                for r in stack.replicas:
                    stack._wait_replica(r)
                stack._start_nginx()
                stack._start_exporters()
                return stack
            except BaseException:
                stack.down()
                # A free port can be taken before our process binds it (by anyone's
                # outgoing connection on this shared machine): then try new ports.
                if attempt == 2 or not stack._lost_a_port_race():
                    raise
        raise AssertionError("unreachable")

    def _lost_a_port_race(self) -> bool:
        logs = pathlib.Path(self.dir) / "logs"
        lost = any("in use" in f.read_text(errors="replace") for f in logs.glob("*") if f.is_file())
        if lost:
            logs.rename(logs.with_name(f"logs.failed-{time.time_ns()}"))
            logs.mkdir()
        return lost

    @classmethod
    def load(cls, dir: pathlib.Path = DEFAULT_DIR) -> "Stack":
        data = json.loads((pathlib.Path(dir) / "stack.json").read_text())
        data["dir"] = pathlib.Path(data["dir"])
        data.pop("token_secret", None)  # written by older versions; the key lives in token-secret only
        data["token_secret"] = (data["dir"] / "token-secret").read_text().strip()
        data["replicas"] = [Replica(**r) for r in data["replicas"]]
        return cls(**data)

    def save(self) -> None:
        data = asdict(self)
        data["dir"] = str(self.dir)
        del data["token_secret"]  # the key stays in the 0600 token-secret file, not beside the ports
        write_private(self.state_file, json.dumps(data, indent=2) + "\n")
        # Prometheus file_sd: one target per replica metrics endpoint.
        targets = [{"targets": [f"127.0.0.1:{r.metrics_port}"], "labels": {"replica": str(r.index)}}
                   for r in self.replicas]
        (pathlib.Path(self.dir) / "targets.json").write_text(json.dumps(targets, indent=2) + "\n")
        for name, port in (("gateway", self.nginx_exporter_port), ("redis", self.redis_exporter_port)):
            targets = [{"targets": [f"127.0.0.1:{port}"], "labels": {}}] if port else []
            (pathlib.Path(self.dir) / f"targets-{name}.json").write_text(json.dumps(targets, indent=2) + "\n")

    def running(self) -> bool:
        return any(self._ours(p, mark) for p, mark in self._processes())

    def _processes(self) -> list[tuple[int, str]]:
        """(pid, what its command line must hold): a pid in an old stack.json may
        since belong to someone else, who is never signalled."""
        redis = self.redis_url.removeprefix("redis://").split("/")[0]  # redis-server titles itself host:port
        return [(self.nginx_pid, f"-p {self.dir}/"),
                *((r.pid, f"arbiter.cli serve --host 127.0.0.1 --port {r.port} ") for r in self.replicas),
                (self.redis_pid, f"redis-server {redis}"),
                (self.nginx_exporter_pid, f"-web.listen-address=127.0.0.1:{self.nginx_exporter_port} "),
                (self.redis_exporter_pid, f"-web.listen-address=127.0.0.1:{self.redis_exporter_port} ")]

    @staticmethod
    def _ours(pid: int, mark: str) -> bool:
        return bool(pid) and _alive(pid) and mark in _cmdline(pid)

    def down(self) -> None:
        """Stop the gateway first (no new requests), then the replicas (they
        drain), then Redis, then the exporters."""
        for (pid, mark), timeout in zip(self._processes(), [5] + [15] * len(self.replicas) + [5, 5, 5]):
            if self._ours(pid, mark):
                _terminate(pid, timeout)
        self.nginx_pid = self.redis_pid = self.nginx_exporter_pid = self.redis_exporter_pid = 0
        for r in self.replicas:
            r.pid = 0
        if pathlib.Path(self.dir).exists():
            self.save()

    # ------------------------------------------------------------ pieces

    def _spawn(self, argv: list[str], log_name: str, env: dict | None = None) -> int:
        log = open(pathlib.Path(self.dir) / "logs" / log_name, "ab")
        # A session of their own: the stack outlives the shell that started it.
        proc = subprocess.Popen(argv, stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                start_new_session=True, env=env)
        log.close()
        return proc.pid

    def _start_redis(self) -> None:
        exe = shutil.which("redis-server")
        if exe is None:
            raise RuntimeError("redis-server is not installed: run scripts/setup test")
        port = free_port()
        # Append-only file: games survive a restart of the stack.
        self.redis_pid = self._spawn(
            [exe, "--port", str(port), "--bind", "127.0.0.1", "--dir", str(pathlib.Path(self.dir) / "redis"),
             "--save", "", "--appendonly", "yes", "--appendfsync", "everysec"], "redis.log")
        self.redis_url = f"redis://127.0.0.1:{port}/0"
        self.save()
        wait_until(lambda: socket.create_connection(("127.0.0.1", port), 0.2).close() is None, 10, "redis")

    def start_replica(self, index: int, wait: bool = True, env: dict[str, str] | None = None,
                      python: list[str] | None = None) -> Replica:
        """(Re)start one replica on its ports (`env`: more variables for it
        alone; `python`: the command that runs `-m arbiter.cli ...` for it,
        this interpreter by default)."""
        r = self.replicas[index]
        argv = [*(python or [sys.executable]), "-m", "arbiter.cli", "serve", "--host", "127.0.0.1", "--port", str(r.port),
                "--http-port", str(r.http_port), "--metrics-port", str(r.metrics_port),
                "--redis-url", self.redis_url, "--max-connection-age", str(self.max_connection_age),
                "--grace", "5", *self.extra_args]
        env = {**os.environ, "ARBITER_TOKEN_SECRET": self.token_secret, **(env or {})}
        env.pop("PROMETHEUS_MULTIPROC_DIR", None)  # one registry per replica
        r.pid = self._spawn(argv, f"replica-{index}.log", env)
        self.save()
        if wait:
            # Back in rotation once SERVING: nginx marks no replica down
            # (deploy/nginx/render.py), so its next request may go here. No
            # gateway reload: it would close every idle keep-alive connection
            # of every client, and a REST client sending on one as it closes
            # sees an error.
            self._wait_replica(r)
        return r

    def _wait_replica(self, r: Replica) -> None:
        def ready() -> bool:
            if not _alive(r.pid):
                raise RuntimeError(f"replica {r.index} exited; see {self.dir}/logs/replica-{r.index}.log")
            return grpc_serving(r.target) and http_ok(f"http://127.0.0.1:{r.metrics_port}/metrics")

        wait_until(ready, 30, f"replica {r.index}")

    def replica_running(self, index: int) -> bool:
        return self._ours(*self._processes()[1 + index])

    def restart_replica(self, index: int) -> Replica:
        """Drain a replica (SIGTERM) and start it again; a replica that died
        is just started. Returns once the gateway sends it traffic again."""
        if self.replica_running(index):
            self.kill_replica(index, signal.SIGTERM)
        return self.start_replica(index)

    def kill_replica(self, index: int, sig: int = signal.SIGKILL) -> None:
        r = self.replicas[index]
        pid, mark = self._processes()[1 + index]
        if not self._ours(pid, mark):
            raise RuntimeError(f"replica {index} (pid {pid}) is not running")
        os.kill(r.pid, sig)
        deadline = time.monotonic() + 20
        while _alive(r.pid) and time.monotonic() < deadline:
            _reap(r.pid)
            time.sleep(0.02)

    def nginx_conf(self) -> str:
        user = "user nobody nogroup;" if os.geteuid() == 0 else ""  # root's workers drop privileges
        # No more descriptors than this machine lets a process have (nginx
        # cannot raise its hard limit; it would warn and keep the lower one).
        connections = min(self.worker_connections, _hard_nofile() - 1024)
        return render_nginx(
            grpc_listen=f"127.0.0.1:{self.grpc_port}", http_listen=f"127.0.0.1:{self.http_port}",
            grpc_servers=[r.target for r in self.replicas],
            http_servers=[f"127.0.0.1:{r.http_port}" for r in self.replicas],
            access_log="logs/access.log", error_log="logs/error.log", pid="logs/nginx.pid",
            worker_processes=str(self.gateway_workers), user=user, worker_connections=connections,
            worker_rlimit_nofile=min(rlimit_nofile(connections), _hard_nofile()))

    def _start_nginx(self) -> None:
        exe = shutil.which("nginx") or "/usr/sbin/nginx"
        if not os.path.exists(exe):
            raise RuntimeError("nginx is not installed: run scripts/setup test")
        prefix = pathlib.Path(self.dir)
        (prefix / "nginx.conf").write_text(self.nginx_conf())
        if os.geteuid() == 0:
            for sub in ("tmp",):
                for p in [prefix / sub, *(prefix / sub).rglob("*")]:
                    shutil.chown(p, "nobody", "nogroup")
        # -e: the error log before the config is read (the default is /var/log/nginx).
        base = [exe, "-p", f"{prefix}/", "-c", str(prefix / "nginx.conf"), "-e", "logs/error.log"]
        check = subprocess.run([*base, "-t", "-q"], capture_output=True, text=True)
        if check.returncode != 0:
            raise RuntimeError(f"nginx -t failed:\n{check.stderr}")
        self.nginx_pid = self._spawn(base, "nginx.out")
        self.save()

        def gateway_ready() -> bool:
            if not _alive(self.nginx_pid):
                raise RuntimeError(f"nginx exited; see {prefix}/logs/error.log")
            return http_ok(f"{self.http_url}/healthz") and grpc_serving(self.grpc_target)

        wait_until(gateway_ready, 15, "gateway")

    def _start_exporters(self) -> None:
        """The gateway's and Redis's metrics for Prometheus, where Debian's
        exporters are installed (scripts/setup test installs them): nginx's
        stub_status (connections, requests) and Redis's INFO (memory, commands,
        clients, evictions, replication)."""
        nginx_exe = shutil.which("prometheus-nginx-exporter")
        redis_exe = shutil.which("prometheus-redis-exporter")
        if nginx_exe:
            self.nginx_exporter_port = free_port()
            self.nginx_exporter_pid = self._spawn(
                [nginx_exe, f"-web.listen-address=127.0.0.1:{self.nginx_exporter_port}",
                 f"-nginx.scrape-uri=http://127.0.0.1:{self.http_port}/nginx_status"], "nginx-exporter.log")
        if redis_exe and self.redis_url.startswith(("redis://", "rediss://")):
            self.redis_exporter_port = free_port()
            # The URL (with its password, if any) in the environment, not on the command line.
            self.redis_exporter_pid = self._spawn(
                [redis_exe, f"-web.listen-address=127.0.0.1:{self.redis_exporter_port}", "-redis-only-metrics"],
                "redis-exporter.log", env={**os.environ, "REDIS_ADDR": self.redis_url})
        self.save()
        for name, pid, port in (("nginx exporter", self.nginx_exporter_pid, self.nginx_exporter_port),
                                ("redis exporter", self.redis_exporter_pid, self.redis_exporter_port)):
            if pid:
                def ready(pid=pid, port=port, name=name) -> bool:
                    if not _alive(pid):
                        raise RuntimeError(f"the {name} exited; see {self.dir}/logs/")
                    return http_ok(f"http://127.0.0.1:{port}/metrics")

                wait_until(ready, 15, name)


# ---------------------------------------------------------------- CLI


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="deploy/local/stack.py", description=__doc__.split("\n\n")[0])
    p.add_argument("--dir", type=pathlib.Path, default=pathlib.Path(os.environ.get("ARBITER_STACK_DIR", DEFAULT_DIR)))
    # --dir also after the command: `deploy/local/down --dir D` passes it there.
    where = argparse.ArgumentParser(add_help=False)
    where.add_argument("--dir", type=pathlib.Path, default=argparse.SUPPRESS, help="the stack's state directory")
    sub = p.add_subparsers(dest="cmd", required=True)
    up = sub.add_parser("up", parents=[where], help="start Redis, the replicas and the gateway")
    up.add_argument("--replicas", type=int, default=0, help="service processes (default: one per core)")
    up.add_argument("--grpc-port", type=int, default=50051, help="gateway gRPC port (0 = any free)")
    up.add_argument("--http-port", type=int, default=8080, help="gateway REST port (0 = any free)")
    up.add_argument("--redis-url", default="", help="use this Redis instead of starting one")
    up.add_argument("--max-connection-age", type=float, default=30.0)
    sub.add_parser("status", parents=[where], help="print the stack's addresses and which processes run")
    rs = sub.add_parser("restart", parents=[where],
                        help="drain one replica (SIGTERM; unless it is dead), start it again, put it back in rotation")
    rs.add_argument("replica", type=int)
    sub.add_parser("down", parents=[where], help="stop the gateway, then the replicas, then Redis")
    a = p.parse_args(argv)

    if a.cmd == "up":
        s = Stack.up(a.dir, a.replicas or None, a.grpc_port, a.http_port, a.redis_url, a.max_connection_age)
        print(json.dumps({"grpc": s.grpc_target, "rest": s.http_url, "redis": s.redis_url,
                          "replicas": [r.target for r in s.replicas],
                          "metrics": [f"127.0.0.1:{r.metrics_port}" for r in s.replicas], "dir": str(s.dir)}))
        return 0
    if not (a.dir / "stack.json").exists():
        print(f"no stack in {a.dir}", file=sys.stderr)
        return 1 if a.cmd == "status" else 0
    s = Stack.load(a.dir)
    if a.cmd == "down":
        s.down()
        return 0
    if a.cmd == "restart":
        s.restart_replica(a.replica)
        return 0
    names = ["gateway", *(f"replica-{r.index}" for r in s.replicas), "redis", "nginx-exporter", "redis-exporter"]
    print(json.dumps({"grpc": s.grpc_target, "rest": s.http_url, "redis": s.redis_url,
                      "running": {n: s._ours(pid, mark) for n, (pid, mark) in zip(names, s._processes())}}))
    return 0 if s.running() else 1


if __name__ == "__main__":
    sys.exit(main())
