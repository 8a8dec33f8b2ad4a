"""The Prometheus recording and alert rules (deploy/prometheus/rules/,
deploy/README.md#observability): valid, unit-tested with promtool against
series that stand for each alert's failure (a store outage, a slow SubmitMove,
lost replicas, nginx's own 502s, a gateway or Redis down, Redis near
maxmemory, shedding, streams and memory near their limits, the SubmitMove
error budget burning), naming only metrics that the service and the real
exporters export, each alert linked to its runbook entry."""
from __future__ import annotations

import contextlib
import pathlib
import re
import shutil
import subprocess
import tempfile
import urllib.error
import urllib.request

import pytest
import yaml

ROOT = pathlib.Path(__file__).resolve().parents[2]
RULES = ROOT / "deploy" / "prometheus" / "rules"
RUNBOOK = ROOT / "deploy" / "RUNBOOK.md"
promtool = shutil.which("promtool")
needs_promtool = pytest.mark.skipif(promtool is None, reason="promtool is not installed: run scripts/setup test")


@needs_promtool
def test_rules_are_valid():
    out = subprocess.run([promtool, "check", "rules", "arbiter.rules.yml"], cwd=RULES,
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stdout + out.stderr


@needs_promtool
def test_rules_unit_tests_pass():
    out = subprocess.run([promtool, "test", "rules", "arbiter.rules.test.yml"], cwd=RULES,
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stdout + out.stderr


def test_every_alert_has_a_severity_and_a_summary():
    groups = yaml.safe_load((RULES / "arbiter.rules.yml").read_text())["groups"]
    alerts = [r for g in groups for r in g["rules"] if "alert" in r]
    assert {"ArbiterDown", "ArbiterServerErrors", "ArbiterSubmitMoveSlow", "ArbiterStoreErrors"} <= \
        {a["alert"] for a in alerts}
    for a in alerts:
        assert a["labels"]["severity"] in ("critical", "warning"), a["alert"]
        assert a["annotations"]["summary"] and a["annotations"]["description"], a["alert"]


def alerts() -> list[dict]:
    groups = yaml.safe_load((RULES / "arbiter.rules.yml").read_text())["groups"]
    return [r for g in groups for r in g["rules"] if "alert" in r]


def test_every_failure_has_an_alert():
    assert {"ArbiterGatewayErrors", "ArbiterGatewayDown", "ArbiterGrpcShedding", "ArbiterRedisDown",
            "ArbiterRedisMemoryHigh", "ArbiterStreamsNearLimit", "ArbiterMemoryNearLimit",
            "ArbiterSubmitMoveErrorBudgetBurn", "ArbiterSubmitMoveLatencyBudgetBurn"} <= {a["alert"] for a in alerts()}


def test_every_alert_links_its_runbook_entry():
    from tests.test_design_citations import slug

    entries = {slug(h) for h in re.findall(r"^#{1,6} +(.+?) *$", RUNBOOK.read_text(), re.M)}
    for a in alerts():
        assert a["annotations"].get("runbook_url") == f"deploy/RUNBOOK.md#{a['alert'].lower()}", a["alert"]
        assert a["alert"].lower() in entries, f"no entry for {a['alert']} in deploy/RUNBOOK.md"


def test_memory_alert_reads_the_deployments_limit():
    """ArbiterMemoryNearLimit's threshold is 90% of the replica's memory limit."""
    deployment = yaml.safe_load((ROOT / "deploy/k8s/base/arbiter/deployment.yaml").read_text())
    limit = deployment["spec"]["template"]["spec"]["containers"][0]["resources"]["limits"]["memory"]
    assert limit.endswith("Mi")
    expr = next(a["expr"] for a in alerts() if a["alert"] == "ArbiterMemoryNearLimit")
    assert f"0.9 * {int(limit[:-2]) * 2**20}" in expr, (expr, limit)


def test_streams_alert_reads_the_configured_cap():
    """ArbiterStreamsNearLimit's threshold is 80% of the ARBITER_MAX_WATCHERS the pods get."""
    kustomization = yaml.safe_load((ROOT / "deploy/k8s/base/kustomization.yaml").read_text())
    (config,) = [g for g in kustomization["configMapGenerator"] if g["name"] == "arbiter-config"]
    cap = dict(lit.split("=", 1) for lit in config["literals"])["ARBITER_MAX_WATCHERS"]
    expr = next(a["expr"] for a in alerts() if a["alert"] == "ArbiterStreamsNearLimit")
    assert f"0.8 * {cap}" in expr, (expr, cap)


def scrape(port: int) -> set[str]:
    text = urllib.request.urlopen(f"http://127.0.0.1:{port}/metrics", timeout=10).read().decode()
    return {m for m in re.findall(r"^([a-zA-Z_:][a-zA-Z0-9_:]*)[{ ]", text, re.M)}


@contextlib.contextmanager
def exporter(argv: list[str], env: dict | None = None):
    from tests.support.servers import free_port, wait_for_port

    port = free_port()
    proc = subprocess.Popen([*argv, f"-web.listen-address=127.0.0.1:{port}"], env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        wait_for_port(port)
        yield port
    finally:
        proc.terminate()
        proc.wait(10)


def nginx_exporter_metrics() -> set[str]:
    """Debian's prometheus-nginx-exporter against a real nginx's stub_status."""
    from tests.support.servers import free_port, wait_for_port

    with tempfile.TemporaryDirectory() as d:
        port = free_port()
        (pathlib.Path(d) / "logs").mkdir()
        (pathlib.Path(d) / "nginx.conf").write_text(
            f"daemon off; pid {d}/nginx.pid; error_log stderr;\nevents {{}}\nhttp {{ access_log off;\n"
            f"  server {{ listen 127.0.0.1:{port}; location = /nginx_status {{ stub_status; }} }} }}\n")
        nginx = subprocess.Popen([shutil.which("nginx"), "-p", d, "-c", f"{d}/nginx.conf"],
                                 stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            wait_for_port(port)
            with exporter([shutil.which("prometheus-nginx-exporter"),
                           f"-nginx.scrape-uri=http://127.0.0.1:{port}/nginx_status"]) as metrics:
                return scrape(metrics)
        finally:
            nginx.terminate()
            nginx.wait(10)


def redis_exporter_metrics() -> set[str]:
    """Debian's prometheus-redis-exporter against a real cluster-mode Redis (its cluster_info too)."""
    import os

    from tests.support.servers import redis_server

    with redis_server(extra=["--cluster-enabled", "yes", "--maxmemory", "64mb"]) as redis, \
            exporter([shutil.which("prometheus-redis-exporter"), "-redis-only-metrics"],
                     env={**os.environ, "REDIS_ADDR": redis.url.rsplit("/", 1)[0]}) as metrics:
        return scrape(metrics)


@pytest.mark.skipif(not all(shutil.which(x) for x in ("nginx", "redis-server", "prometheus-nginx-exporter",
                                                        "prometheus-redis-exporter")),
                    reason="nginx, Redis or an exporter is not installed: run scripts/setup test")
def test_rules_read_only_exported_metrics():
    """A renamed metric must not leave a rule silently reading nothing: every
    metric a rule reads is one the service registers or one the real
    exporters (the gateway's, Redis's) serve."""
    from arbiter.api import observability, rest  # noqa: F401 (registers the REST metrics)
    from prometheus_client import REGISTRY

    # Labelled families have no samples until first used: name them from the family.
    exported = {f.name + suffix for f in REGISTRY.collect() for suffix in ("", "_total", "_bucket", "_count", "_sum")}
    exported |= nginx_exporter_metrics() | redis_exporter_metrics()
    text = (RULES / "arbiter.rules.yml").read_text()
    read = set(re.findall(r"\b((?:grpc|arbiter|process|nginx|redis)_[a-z_]+)\{", text))
    assert {"nginx_http_requests_total", "nginx_up", "redis_up", "redis_memory_max_bytes",
            "redis_cluster_state"} <= read
    missing = read - exported
    assert not missing, missing


def gateway_requests(stack) -> float:
    """nginx_http_requests_total as the gateway's exporter serves it (its own
    stub_status read is one request, counted in what it reads)."""
    text = urllib.request.urlopen(f"http://127.0.0.1:{stack.nginx_exporter_port}/metrics", timeout=10).read().decode()
    (value,) = [float(line.split()[-1]) for line in text.splitlines() if line.startswith("nginx_http_requests_total")]
    return value


def replica_requests(stack) -> float:
    """What the rule subtracts: calls the replicas started (health checks
    aside) and their REST requests; a dead replica serves nothing, as its
    series vanish from Prometheus."""
    total = 0.0
    for r in stack.replicas:
        try:
            text = urllib.request.urlopen(f"http://127.0.0.1:{r.metrics_port}/metrics", timeout=5).read().decode()
        except OSError:
            continue
        for line in text.splitlines():
            if (line.startswith("grpc_server_started_total{") and 'grpc_service="grpc.health.v1.Health"' not in line) \
                    or line.startswith("arbiter_http_requests_total{"):
                total += float(line.split()[-1])
    return total


@pytest.mark.skipif(not shutil.which("prometheus-nginx-exporter") or not shutil.which("nginx"),
                    reason="nginx or its exporter is not installed: run scripts/setup test")
def test_what_nginx_answers_itself_is_its_requests_less_the_replicas(make_stack):
    """The premise of arbiter:gateway_unproxied_requests, on the real local
    stack (nginx, its exporter, two replicas): while the replicas serve, every
    gateway request but the exporter's own read reached one of them; once
    both are gone nginx answers 502 itself, and each of those is in its count
    and in no replica's."""
    import grpc

    from arbiter.v1 import arbiter_pb2 as api
    from arbiter.v1 import arbiter_pb2_grpc

    stack = make_stack(replicas=2)
    if not stack.nginx_exporter_port:
        pytest.skip("the stack started no nginx exporter")

    def rest(n: int) -> list[int]:
        codes = []
        for _ in range(n):
            try:
                codes.append(urllib.request.urlopen(f"{stack.http_url}/v1/catalog", timeout=10).status)
            except urllib.error.HTTPError as err:
                codes.append(err.code)
        return codes

    gateway, replicas = gateway_requests(stack), replica_requests(stack)
    assert rest(20) == [200] * 20
    with grpc.insecure_channel(stack.grpc_target) as ch:
        for _ in range(20):
            arbiter_pb2_grpc.ArbiterStub(ch).GetRules(api.GetRulesRequest(game="nottingham", players=3), timeout=10)
    assert gateway_requests(stack) - gateway - 1 == replica_requests(stack) - replicas == 40

    for i in range(len(stack.replicas)):
        stack.kill_replica(i)
    gateway = gateway_requests(stack)
    assert set(rest(10)) == {502}
    assert gateway_requests(stack) - gateway - 1 == 10 and replica_requests(stack) == 0
