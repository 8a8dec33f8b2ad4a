"""The gateway's nginx config, rendered from deploy/nginx/nginx.conf.in for
each deployment: the local stack (deploy/local/stack.py renders it at `up`)
and Kubernetes (`python -m deploy.nginx.render` writes
deploy/k8s/base/gateway/nginx.conf and the dev overlay's copy; a test fails when one is stale)."""
from __future__ import annotations

import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
TEMPLATE = ROOT / "deploy" / "nginx" / "nginx.conf.in"
K8S_CONF = ROOT / "deploy" / "k8s" / "base" / "gateway" / "nginx.conf"  # namespace arbiter (production)
DEV_CONF = ROOT / "deploy" / "k8s" / "overlays" / "dev" / "gateway-nginx.conf"

# No passive health mark (max_fails=0): a replica that refuses a connection
# costs that one request a retry on the next replica (grpc_next_upstream /
# proxy_next_upstream), and the next request tries it again. A mark
# (max_fails=1) took a restarting replica out, and nginx clears a mark only when
# the first request sent to the replica afterwards *ends*: in a quiet hour that
# request is a WatchGame or Play stream that does not end, so the restarted
# replica stayed out while the next one drained, and nginx answered `no live
# upstreams` (502) to every stream reconnecting. Dead replicas leave by other
# means: locally they refuse connections at once; on Kubernetes the readiness
# probe takes a draining pod out of the headless Service, which nginx re-resolves.
PER_REPLICA = "max_fails=0"


# Connections per worker: one per stream it carries (nginx gives each gRPC
# stream its own upstream connection) plus the clients' own, at worst one per
# stream too. 4096 ran out at about the 4,088th WatchGame stream. 20480 per
# worker, 2 workers on Kubernetes: a gateway pod holds 20,000 streams even when
# every stream is its own client connection (measured: deploy/README.md,
# "How many streams").
WORKER_CONNECTIONS = 20480


def rlimit_nofile(worker_connections: int) -> int:
    """A descriptor per connection, and headroom for the logs and listeners."""
    return worker_connections * 2 + 1024


def render_nginx(*, grpc_listen: str, http_listen: str, grpc_servers: list[str], http_servers: list[str],
                 access_log: str, error_log: str, pid: str, worker_processes: str = "1", user: str = "",
                 server_params: str = PER_REPLICA, resolver: str = "",
                 worker_connections: int = WORKER_CONNECTIONS, worker_rlimit_nofile: int | None = None) -> str:
    def servers(addrs: list[str]) -> str:
        return "\n".join(f"        server {a} {server_params};" for a in addrs)

    values = {"grpc_listen": grpc_listen, "http_listen": http_listen, "grpc_servers": servers(grpc_servers),
              "http_servers": servers(http_servers), "access_log": access_log, "error_log": error_log,
              "pid": pid, "worker_processes": worker_processes, "user": user, "resolver": resolver,
              "worker_connections": str(worker_connections),
              "worker_rlimit_nofile": str(worker_rlimit_nofile or rlimit_nofile(worker_connections))}
    text = TEMPLATE.read_text()
    for key, value in values.items():
        text = text.replace("{{" + key + "}}", value)
    assert "{{" not in text, "unfilled placeholder in nginx.conf.in"
    return text


# The cluster DNS; nginx resolves this name once at start (through the pod's
# resolv.conf) and asks it for the headless Service every `valid` seconds.
K8S_RESOLVER = """    # Pods come and go: re-resolve the headless Service while running.
    resolver kube-dns.kube-system.svc.cluster.local valid=5s ipv6=off;
    resolver_timeout 2s;
"""
# Per pod, as locally per replica: no mark, a refused connection is retried on
# the next pod; `resolve` follows the ready pods (needs nginx 1.27.3+: the
# gateway image is 1.28).
K8S_SERVER_PARAMS = "resolve " + PER_REPLICA
# Bounded, not `auto` (the node's cores): each worker has its own buffers
# and connections, and the pod's memory limit is 128Mi.
K8S_WORKERS = "2"
# Where each overlay's rendering goes: the namespace it deploys into.
K8S_NAMESPACES = {"arbiter": K8S_CONF, "arbiter-dev": DEV_CONF}


def k8s_conf(namespace: str = "arbiter") -> str:
    """On Kubernetes the upstream is every ready pod of the `arbiter-headless`
    Service (a DNS name that nginx re-resolves), so nginx balances each
    request over the pods and fails over from one to the next, as it does over
    the local stack's replicas. nginx's resolver does not use the search
    domains: the name is fully qualified, hence one rendering per namespace."""
    host = f"arbiter-headless.{namespace}.svc.cluster.local"
    return render_nginx(grpc_listen="50051", http_listen="8080", grpc_servers=[f"{host}:50051"],
                        http_servers=[f"{host}:8080"], access_log="/dev/stdout", error_log="stderr",
                        pid="/tmp/nginx/nginx.pid", worker_processes=K8S_WORKERS, server_params=K8S_SERVER_PARAMS,
                        resolver=K8S_RESOLVER)


def main() -> int:
    for namespace, path in K8S_NAMESPACES.items():
        path.write_text(k8s_conf(namespace))
        print(f"wrote {path.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
