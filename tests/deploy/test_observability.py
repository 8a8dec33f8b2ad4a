"""Observability through the local stack (docs/design.md#operations): the load tool's short
bounded run drives a mixed workload through the gateway; each replica's
metrics endpoint shows the go-grpc-prometheus and move metrics; a real
Prometheus with deploy/prometheus/prometheus.yml scrapes both replicas and
the nginx and Redis exporters, and answers every query of the Grafana
dashboard, the gateway and Redis panels with the exporters' data; the
replicas log JSON lines with game id and request id, and the gateway logs JSON
access lines."""
from __future__ import annotations

import json
import pathlib
import re
import shutil
import subprocess
import time
import urllib.parse
import urllib.request
import uuid

import grpc
import pytest
import yaml

from arbiter import games
from arbiter.v1 import arbiter_pb2 as api
from arbiter.v1 import arbiter_pb2_grpc
from tests.deploy.conftest import metric_total
from tests.support.servers import free_port

DEPLOY = pathlib.Path(__file__).resolve().parents[2] / "deploy"
DASHBOARD = DEPLOY / "grafana" / "arbiter-dashboard.json"
# docs/design.md#operations: the go-grpc-prometheus names, plus moves applied and rejected.
METRICS = ["grpc_server_started_total", "grpc_server_handled_total", "grpc_server_handling_seconds_bucket",
           "arbiter_moves_applied_total", "arbiter_moves_rejected_total"]
needs_games = pytest.mark.skipif(not games.GAMES, reason="no game registered yet")


@pytest.fixture(scope="module")
def traffic(stack):
    """Some RPCs through the gateway: the load tool's short run when there are
    games, and one refused (ABORTED) move to find in the logs."""
    summary, aborted, rejected = None, None, False
    for _ in range(4):  # the REST face, through the gateway too
        urllib.request.urlopen(f"{stack.http_url}/v1/catalog", timeout=10).read()
    with grpc.insecure_channel(stack.grpc_target) as ch:
        stub = arbiter_pb2_grpc.ArbiterStub(ch)
        for _ in range(4):
            stub.ListGames(api.ListGamesRequest(), timeout=10)
        if games.GAMES:
            from bench.load import run

            summary = run(stack.grpc_target, duration=3, games=4, clients=1, max_moves=30, floor_seconds=1, warmup=0)
            g = stub.ListGames(api.ListGamesRequest()).games[0]
            created = stub.CreateGame(api.CreateGameRequest(game=g.game, players=g.min_players), timeout=10)
            token = created.seats[created.view.pending[0].seat].token
            legal = stub.ListLegalMoves(api.ListLegalMovesRequest(game_id=created.game_id),
                                        metadata=[("authorization", f"Bearer {token}")], timeout=10)
            aborted = (created.game_id, uuid.uuid4().hex)
            with pytest.raises(grpc.RpcError) as err:
                stub.SubmitMove(api.SubmitMoveRequest(game_id=created.game_id, move=legal.moves[0],
                                                      expected_version=legal.version + 7, request_id=aborted[1]),
                                metadata=[("authorization", f"Bearer {token}")], timeout=10)
            assert err.value.code() == grpc.StatusCode.ABORTED
            # A move out of turn, refused by the rules (arbiter_moves_rejected_total).
            idle = sorted(set(range(len(created.seats))) - {d.seat for d in created.view.pending})
            if idle:
                with pytest.raises(grpc.RpcError):
                    stub.SubmitMove(api.SubmitMoveRequest(game_id=created.game_id, move=legal.moves[0]),
                                    metadata=[("authorization", f"Bearer {created.seats[idle[0]].token}")], timeout=10)
                rejected = True
    return {"summary": summary, "aborted": aborted, "rejected": rejected}


@needs_games
def test_load_tool_short_bounded_run(traffic):
    summary = traffic["summary"]
    assert summary["floor"]["rps"] > 0 and summary["workload"]["rps"] > 0
    assert {"CreateGame", "GetGame", "ListLegalMoves", "SubmitMove", "WatchGame delivery"} <= summary["rpcs"].keys()
    assert all(r["p50_ms"] <= r["p95_ms"] <= r["p99_ms"] for r in summary["rpcs"].values())
    assert not [k for k in summary["errors"] if not k.endswith(" ABORTED")], summary["errors"]


def test_each_replica_exposes_the_metrics(stack, traffic):
    for r in stack.replicas:
        text = urllib.request.urlopen(f"http://127.0.0.1:{r.metrics_port}/metrics", timeout=5).read().decode()
        for name in METRICS:
            assert f"# HELP {name.removesuffix('_bucket')} " in text, name
        assert metric_total(r, "grpc_server_handled_total") > 0, f"replica {r.index} got no traffic via the gateway"
    if games.GAMES:
        assert sum(metric_total(r, "arbiter_moves_applied_total") for r in stack.replicas) > 0


def promql(port: int, expr: str) -> list:
    url = f"http://127.0.0.1:{port}/api/v1/query?" + urllib.parse.urlencode({"query": expr})
    body = json.loads(urllib.request.urlopen(url, timeout=5).read())
    assert body["status"] == "success", (expr, body)
    return body["data"]["result"]


@pytest.fixture(scope="module")
def prometheus(stack, traffic, tmp_path_factory):
    """deploy/prometheus/prometheus.yml, pointed at this stack's targets and scraping every second."""
    exe = shutil.which("prometheus")
    if exe is None:
        pytest.skip("prometheus is not installed: run scripts/setup test")
    d = tmp_path_factory.mktemp("prometheus")
    config = yaml.safe_load((DEPLOY / "prometheus" / "prometheus.yml").read_text())
    config["global"]["scrape_interval"] = "1s"
    config["rule_files"] = [str(DEPLOY / "prometheus" / f) for f in config["rule_files"]]
    for job in config["scrape_configs"]:
        for sd in job.get("file_sd_configs", []):
            sd["files"] = [str(stack.dir / pathlib.Path(f).name) for f in sd["files"]]
    (d / "prometheus.yml").write_text(yaml.safe_dump(config))
    port = free_port()
    proc = subprocess.Popen([exe, f"--config.file={d / 'prometheus.yml'}", f"--storage.tsdb.path={d / 'data'}",
                             f"--web.listen-address=127.0.0.1:{port}"],
                            stdout=subprocess.DEVNULL, stderr=open(d / "prometheus.log", "wb"))
    try:
        deadline = time.monotonic() + 30
        # Both replicas scraped with the traffic in, and each exporter scraped
        # twice (a rate needs two samples).
        exporters = [job for job, port in (("gateway", stack.nginx_exporter_port), ("redis", stack.redis_exporter_port))
                     if port]
        while True:
            try:
                if len(promql(port, 'sum by (instance) (grpc_server_handled_total{job="arbiter"}) > 0')) == 2 and all(
                        promql(port, f'count_over_time(up{{job="{job}"}}[1m]) >= 2') for job in exporters):
                    break
            except OSError:
                pass
            assert proc.poll() is None, (d / "prometheus.log").read_text()[-2000:]
            assert time.monotonic() < deadline, "prometheus did not scrape both replicas"
            time.sleep(0.2)
        yield port
    finally:
        proc.terminate()
        proc.wait(10)


def dashboard_queries() -> list[tuple[str, str]]:
    dash = json.loads(DASHBOARD.read_text())
    return [(p["title"], t["expr"].replace("$__rate_interval", "1m")) for p in dash["panels"] for t in p["targets"]]


def test_prometheus_scrapes_and_the_dashboard_queries_work(prometheus, traffic):
    assert promql(prometheus, 'sum(up{job="arbiter"})')[0]["value"][1] == "2"
    answered = {}
    for title, expr in dashboard_queries():
        answered[title] = promql(prometheus, expr)  # each query parses and runs
    # Every metric a panel reads is one the replicas export.
    names = {n for _, e in dashboard_queries() for n in re.findall(r"\b((?:grpc|arbiter|process)_[a-z_]+)\{", e)
             if "job=\"arbiter\"" in e}
    text = urllib.request.urlopen(f"http://127.0.0.1:{prometheus}/api/v1/label/__name__/values", timeout=5).read()
    exported = set(json.loads(text)["data"])
    unseen = set() if games.GAMES else {"arbiter_moves_applied_total"}  # labelled: absent until counted
    unseen.add("arbiter_store_errors_total")  # no store failed
    if not traffic["rejected"]:
        unseen.add("arbiter_moves_rejected_total")
    assert names - exported <= unseen, names - exported
    assert answered["Requests per second by RPC (health checks and reflection left out)"] or answered["Replicas up"]


def test_the_gateway_and_redis_panels_show_the_exporters_data(stack, prometheus):
    """The gateway panels (requests, connections, up) read the nginx exporter
    scraping the stack's nginx (stub_status), the Redis panels (memory,
    commands, clients, evictions, replication) the Redis exporter scraping its
    Redis: every such panel answers with data, and the figures are the real
    processes' (nginx and Redis up, requests and commands counted)."""
    if not (stack.nginx_exporter_port and stack.redis_exporter_port):
        pytest.skip("prometheus-nginx-exporter / prometheus-redis-exporter not installed: run scripts/setup test")
    panels = {}
    for title, expr in dashboard_queries():
        job = re.search(r'job="(gateway|redis)"', expr)
        if job:
            panels.setdefault((job[1], title), []).append(promql(prometheus, expr))
    assert {job for job, _ in panels} == {"gateway", "redis"} and len(panels) >= 8, panels.keys()
    for (job, title), answers in panels.items():
        assert any(answers), f"{job} panel {title!r} has no data"
    value = lambda expr: float(promql(prometheus, expr)[0]["value"][1])  # noqa: E731
    assert value('sum(nginx_up{job="gateway"})') == 1 and value('sum(redis_up{job="redis"})') == 1
    assert value('sum(nginx_http_requests_total{job="gateway"})') > 0
    assert value('sum(redis_commands_processed_total{job="redis"})') > 0
    assert value('sum(redis_connected_clients{job="redis"})') >= 2  # the replicas' connections at least
    # Every metric these panels read is one the exporters export (a replica's
    # link to its master only on a replica: the stack's Redis is a master).
    names = {n for _, e in dashboard_queries() for n in re.findall(r"\b((?:nginx|redis)_[a-z_]+)\{", e)}
    text = urllib.request.urlopen(f"http://127.0.0.1:{prometheus}/api/v1/label/__name__/values", timeout=5).read()
    assert names - set(json.loads(text)["data"]) <= {"redis_master_link_up"}


def test_the_dashboard_keeps_health_checks_out_of_latency_and_client_errors_apart():
    """An on-call engineer's view: latency and request panels read only the
    arbiter services (not grpc.health / reflection), server errors and client
    errors are separate panels, and the store has panels of its own."""
    queries = dashboard_queries()
    for title, expr in queries:
        if "grpc_server_handling_seconds" in expr or "rate(grpc_server_handled_total" in expr:
            assert 'grpc_service=~"arbiter\\\\..*"' in expr, title
    titles = [t for t, _ in queries]
    assert any(t.startswith("Server errors") for t in titles) and any(t.startswith("Client errors") for t in titles)
    assert {"arbiter_store_seconds_bucket", "arbiter_store_errors_total", "arbiter_http_request_seconds_bucket"} <= \
        {n for _, e in queries for n in re.findall(r"\b(arbiter_[a-z_]+)\{", e)}


@needs_games
def test_logs_are_json_with_game_and_request_ids(stack, traffic):
    game_id, request_id = traffic["aborted"]
    lines = [json.loads(line) for r in stack.replicas
             for line in (stack.dir / "logs" / f"replica-{r.index}.log").read_text().splitlines()
             if line.startswith("{")]
    assert any(rec.get("code") == "ABORTED" and rec.get("game_id") == game_id and rec.get("request_id") == request_id
               for rec in lines), "no JSON log line for the refused move"
    deadline = time.monotonic() + 5  # nginx flushes its access log buffer every second
    while True:
        access = [json.loads(line) for line in (stack.dir / "logs" / "access.log").read_text().splitlines()]
        grpc_lines = [a for a in access if a["uri"].startswith("/arbiter.v1.Arbiter/")]
        upstreams = {a["upstream"] for a in grpc_lines}
        if upstreams >= {r.target for r in stack.replicas} or time.monotonic() > deadline:
            break
        time.sleep(0.2)
    assert grpc_lines and all(a["request_id"] and a["upstream"] for a in grpc_lines)
    assert upstreams >= {r.target for r in stack.replicas}, "round robin over both"


@pytest.mark.parametrize("name", ["prometheus.yml", "prometheus-k8s.yml"])
def test_scrape_configs_are_valid(name):
    promtool = shutil.which("promtool")
    if promtool is None:
        pytest.skip("promtool is not installed: run scripts/setup test")
    out = subprocess.run([promtool, "check", "config", str(DEPLOY / "prometheus" / name)],
                         capture_output=True, text=True, timeout=60)
    if "kubernetes_sd_configs not found" in out.stdout + out.stderr:
        # Debian builds Prometheus without Kubernetes discovery: check the rest.
        config = yaml.safe_load((DEPLOY / "prometheus" / name).read_text())
        assert all(job["kubernetes_sd_configs"] for job in config["scrape_configs"])
        return
    assert out.returncode == 0, out.stdout + out.stderr
