"""The gateway's nginx config, rendered from deploy/nginx/nginx.conf.in for
each deployment: the local stack (deploy/local/stack.py renders it at `up`)
and Kubernetes (`python -m deploy.nginx.render` writes
deploy/k8s/base/gateway/nginx.conf; a test fails when that copy is stale)."""
from __future__ import annotations

import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
TEMPLATE = ROOT / "deploy" / "nginx" / "nginx.conf.in"
K8S_CONF = ROOT / "deploy" / "k8s" / "base" / "gateway" / "nginx.conf"

# Passive health for one upstream per replica (the local stack): one failed
# connection takes a replica out for this long, then real traffic tries it again.
PER_REPLICA = "max_fails=1 fail_timeout=5s"


def render_nginx(*, grpc_listen: str, http_listen: str, grpc_servers: list[str], http_servers: list[str],
                 access_log: str, error_log: str, pid: str, worker_processes: str = "1", user: str = "",
                 server_params: str = PER_REPLICA) -> str:
    def servers(addrs: list[str]) -> str:
        return "\n".join(f"        server {a} {server_params};" for a in addrs)

    values = {"grpc_listen": grpc_listen, "http_listen": http_listen, "grpc_servers": servers(grpc_servers),
              "http_servers": servers(http_servers), "access_log": access_log, "error_log": error_log,
              "pid": pid, "worker_processes": worker_processes, "user": user}
    text = TEMPLATE.read_text()
    for key, value in values.items():
        text = text.replace("{{" + key + "}}", value)
    assert "{{" not in text, "unfilled placeholder in nginx.conf.in"
    return text


def k8s_conf() -> str:
    """On Kubernetes the upstream is the `arbiter` Service (one ClusterIP,
    resolved when nginx starts): kube-proxy spreads connections over the ready
    pods, and the service's max_connection_age recycles them so new pods get
    their share. With one address, passive marking is off (max_fails=0): it
    would take the whole Service out; readiness probes do that job per pod."""
    return render_nginx(grpc_listen="50051", http_listen="8080", grpc_servers=["arbiter:50051"],
                        http_servers=["arbiter:8080"], access_log="/dev/stdout", error_log="stderr",
                        pid="/tmp/nginx/nginx.pid", worker_processes="auto", server_params="max_fails=0")


def main() -> int:
    K8S_CONF.write_text(k8s_conf())
    print(f"wrote {K8S_CONF.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
