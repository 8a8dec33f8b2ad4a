"""The Kubernetes manifests (deploy/k8s): every kustomization renders, every
resource validates against the Kubernetes OpenAPI schemas (kubernetes-validate,
offline, strict: unknown fields fail) for the oldest and newest versions we
support, and the pieces refer to each other correctly: selectors match pod
labels, the autoscaler and budgets target real workloads, probes use
grpc.health.v1, containers have resource requests, and the gateway's nginx
config is the current rendering of deploy/nginx/nginx.conf.in."""
from __future__ import annotations

import functools
import json
import pathlib
import re
import shutil
import subprocess

import kubernetes_validate
import pytest
import yaml

from deploy.nginx.render import K8S_NAMESPACES, k8s_conf

K8S = pathlib.Path(__file__).resolve().parents[2] / "deploy" / "k8s"
KUSTOMIZATIONS = sorted(p.parent.relative_to(K8S).as_posix() for p in K8S.rglob("kustomization.yaml"))
# grpc probes are GA from 1.27; 1.29 is the oldest version we promise.
VERSIONS = ["1.29.0", kubernetes_validate.latest_version()]
# Made outside the kustomization (see overlays/production/kustomization.yaml).
PROVIDED_OUTSIDE = {("Secret", "arbiter-token")}


@functools.cache
def kubectl_with_kustomize_v5() -> str | None:
    """kubectl whose built-in kustomize is v5 or newer (the kustomizations use
    `labels` and inline `patches`, which Debian's kubectl 1.20 cannot read)."""
    kubectl = shutil.which("kubectl")
    if kubectl is None:
        return None
    out = subprocess.run([kubectl, "version", "--client", "-o", "json"], capture_output=True, text=True, timeout=60)
    version = json.loads(out.stdout or "{}").get("kustomizeVersion", "v0")
    return kubectl if int(version.lstrip("v").split(".")[0] or 0) >= 5 else None


def kustomize(rel: str) -> list[dict]:
    """`kubectl kustomize`: the manifests as `kubectl apply -k` would send them."""
    kubectl = kubectl_with_kustomize_v5()
    if kubectl is None:
        pytest.skip("no kubectl with kustomize v5: the rendering is not checked (each file still is)")
    out = subprocess.run([kubectl, "kustomize", str(K8S / rel)], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    return [d for d in yaml.safe_load_all(out.stdout) if d]


def by_kind(docs: list[dict], kind: str) -> list[dict]:
    return [d for d in docs if d["kind"] == kind]


def workloads(docs: list[dict]) -> list[dict]:
    return [d for d in docs if d["kind"] in ("Deployment", "StatefulSet")]


def manifest_files() -> list[pathlib.Path]:
    return sorted(p for p in K8S.rglob("*.yaml") if p.name != "kustomization.yaml" and "chart" not in p.parts)


def test_the_redis_chart_values_say_what_arbiter_needs():
    """deploy/k8s/redis/chart: values for a maintained chart (Bitnami
    redis-cluster), not a manifest: replicas, AUTH from a Secret, TLS,
    persistence, noeviction with maxmemory at most half the memory limit."""
    values = yaml.safe_load((K8S / "redis" / "chart" / "redis-cluster.values.yaml").read_text())
    assert values["cluster"]["replicas"] >= 1 and values["cluster"]["nodes"] >= 3 * (1 + values["cluster"]["replicas"])
    assert values["usePassword"] and values["existingSecret"] and "password" not in values
    assert values["tls"]["enabled"] and values["persistence"]["enabled"]
    config = dict(line.split(None, 1) for line in values["redis"]["configmap"].splitlines())
    assert config["maxmemory-policy"] == "noeviction"
    limit = values["redis"]["resources"]["limits"]["memory"]
    assert limit.endswith("Gi") and int(config["maxmemory"].removesuffix("mb")) * 2 <= int(limit[:-2]) * 1024


@pytest.mark.parametrize("path", manifest_files(), ids=lambda p: p.relative_to(K8S).as_posix())
@pytest.mark.parametrize("version", VERSIONS)
def test_each_manifest_file_validates(path, version):
    """Without any rendering: each file as written."""
    for doc in yaml.safe_load_all(path.read_text()):
        if doc:
            kubernetes_validate.validate(doc, version, strict=True)


@pytest.mark.parametrize("rel", KUSTOMIZATIONS)
def test_rendered_kustomization_validates(rel):
    docs = kustomize(rel)
    assert docs
    for version in VERSIONS:
        for doc in docs:
            kubernetes_validate.validate(doc, version, strict=True)


@pytest.mark.parametrize("rel", [k for k in KUSTOMIZATIONS if k.startswith("overlays/")])
def test_overlay_references_resolve(rel):
    docs = kustomize(rel)
    names = {(d["kind"], d["metadata"]["name"]) for d in docs} | PROVIDED_OUTSIDE
    pods = {w["metadata"]["name"]: w["spec"]["template"] for w in workloads(docs)}

    def selects_some_pods(selector: dict) -> bool:
        return any(selector.items() <= t["metadata"]["labels"].items() for t in pods.values())

    for svc in by_kind(docs, "Service"):
        assert selects_some_pods(svc["spec"]["selector"]), svc["metadata"]["name"]
    for pdb in by_kind(docs, "PodDisruptionBudget"):
        assert selects_some_pods(pdb["spec"]["selector"]["matchLabels"]), pdb["metadata"]["name"]
    for hpa in by_kind(docs, "HorizontalPodAutoscaler"):
        ref = hpa["spec"]["scaleTargetRef"]
        assert (ref["kind"], ref["name"]) in names
    for name, t in pods.items():
        spec = t["spec"]
        for c in spec["containers"]:
            for src in c.get("envFrom", []):
                assert ("ConfigMap", src["configMapRef"]["name"]) in names, (name, src)
            for e in c.get("env", []):
                ref = e.get("valueFrom", {}).get("secretKeyRef")
                assert ref is None or ("Secret", ref["name"]) in names, (name, ref)
            assert {"cpu", "memory"} <= c["resources"]["requests"].keys(), f"{name}/{c['name']}: requests"
        for v in spec.get("volumes", []):
            if "configMap" in v:
                assert ("ConfigMap", v["configMap"]["name"]) in names, (name, v)
    # The gateway's upstream is the arbiter Service, on the ports nginx uses.
    ports = {p["port"] for s in by_kind(docs, "Service") if s["metadata"]["name"] == "arbiter" for p in s["spec"]["ports"]}
    assert {50051, 8080} <= ports


def test_service_probes_use_grpc_health():
    docs = kustomize("base")
    (arbiter,) = [d for d in by_kind(docs, "Deployment") if d["metadata"]["name"] == "arbiter"]
    (c,) = arbiter["spec"]["template"]["spec"]["containers"]
    assert c["readinessProbe"]["grpc"] == {"port": 50051, "service": "arbiter.v1.Arbiter"}
    assert c["livenessProbe"]["grpc"]["port"] == 50051
    env = {k for cm in by_kind(docs, "ConfigMap") for k in cm.get("data", {}) if k.startswith("ARBITER_")}
    assert {"ARBITER_REDIS_URL", "ARBITER_MAX_CONNECTION_AGE", "ARBITER_DRAIN_DELAY"} <= env
    # Every variable set is one `arbiter serve` reads (a typo would be silently ignored).
    import arbiter.cli

    known = set(re.findall(r'env\("(ARBITER_[A-Z_]+)"', pathlib.Path(arbiter.cli.__file__).read_text()))
    assert env | {"ARBITER_TOKEN_SECRET"} <= known, (env | {"ARBITER_TOKEN_SECRET"}) - known


OVERLAYS = {"overlays/dev": "arbiter-dev", "overlays/production": "arbiter"}


@pytest.mark.parametrize("path, namespace", [(p, ns) for ns, p in K8S_NAMESPACES.items()])
def test_gateway_config_is_rendered_from_the_template(path, namespace):
    assert path.read_text() == k8s_conf(namespace), "stale: run python -m deploy.nginx.render"


@pytest.mark.parametrize("rel, namespace", sorted(OVERLAYS.items()))
def test_each_overlay_gets_the_gateway_config_for_its_namespace(rel, namespace):
    docs = kustomize(rel)
    (cm,) = [d for d in by_kind(docs, "ConfigMap") if d["metadata"]["name"].startswith("gateway-nginx")]
    assert cm["data"]["nginx.conf"] == k8s_conf(namespace)
    assert {d["metadata"].get("namespace") for d in docs if d["kind"] != "Namespace"} == {namespace}


# ---------------------------------------------------------------- what an operator relies on


def prometheus_pod_targets(pod: dict, namespace: str, name: str) -> list[dict[str, str]]:
    """The targets Prometheus's kubernetes_sd `role: pod` makes of a pod: one
    per declared container port, with the pod's meta labels."""
    def clean(key: str) -> str:
        return re.sub(r"[^a-zA-Z0-9_]", "_", key)

    meta = {"__meta_kubernetes_namespace": namespace, "__meta_kubernetes_pod_name": name}
    for key, value in pod["metadata"].get("labels", {}).items():
        meta[f"__meta_kubernetes_pod_label_{clean(key)}"] = value
        meta[f"__meta_kubernetes_pod_labelpresent_{clean(key)}"] = "true"
    for key, value in pod["metadata"].get("annotations", {}).items():
        meta[f"__meta_kubernetes_pod_annotation_{clean(key)}"] = value
        meta[f"__meta_kubernetes_pod_annotationpresent_{clean(key)}"] = "true"
    ports = [p for c in pod["spec"]["containers"] for p in c.get("ports", [])] or [{}]
    return [{**meta, "__address__": "10.0.0.7" + (f":{p['containerPort']}" if p else ""),
             "__metrics_path__": "/metrics"} for p in ports]


def relabel(target: dict[str, str], rules: list[dict]) -> dict[str, str] | None:
    """Prometheus relabel_configs (keep, drop, replace), None when dropped."""
    labels = dict(target)
    for rule in rules:
        value = rule.get("separator", ";").join(labels.get(k, "") for k in rule.get("source_labels", []))
        rx = re.compile(f"(?:{rule.get('regex', '(.*)')})")
        match = rx.fullmatch(value)
        action = rule.get("action", "replace")
        if action == "keep" and not match or action == "drop" and match:
            return None
        if action == "replace" and match:
            template = re.sub(r"\$\{?(\w+)\}?", r"\\g<\1>", rule.get("replacement", "$1"))
            labels[rule["target_label"]] = match.expand(template)
        assert action in ("keep", "drop", "replace"), f"relabel action {action} is not modelled here"
    return labels


@pytest.mark.parametrize("rel, namespace", sorted(OVERLAYS.items()))
def test_prometheus_on_kubernetes_scrapes_every_replica(rel, namespace):
    """deploy/prometheus/prometheus-k8s.yml's relabelling applied to the pods
    the overlay renders: each arbiter pod is one target on its metrics port,
    labelled, in job "arbiter" (what the alert rules and the dashboard read);
    the gateway's and Redis's exporters are one target each in jobs of their
    own; no other port is scraped."""
    config = yaml.safe_load((K8S.parent / "prometheus" / "prometheus-k8s.yml").read_text())
    (job,) = config["scrape_configs"]
    scraped = {}
    for w in workloads(kustomize(rel)):
        name = w["metadata"]["name"]
        for target in prometheus_pod_targets(w["spec"]["template"], namespace, f"{name}-0"):
            kept = relabel({**target, "job": job["job_name"]}, job["relabel_configs"])
            if kept is not None:
                scraped.setdefault(name, set()).add((kept["job"], kept["__address__"], kept["__metrics_path__"],
                                                     kept["namespace"], kept["pod"], kept["app"]))
    expected = {"arbiter": {("arbiter", "10.0.0.7:9090", "/metrics", namespace, "arbiter-0", "arbiter")},
                "arbiter-gateway": {("gateway", "10.0.0.7:9113", "/metrics", namespace, "arbiter-gateway-0",
                                     "arbiter-gateway")}}
    if rel == "overlays/dev":  # production's Redis is outside the overlay
        expected["redis"] = {("redis", "10.0.0.7:9121", "/metrics", namespace, "redis-0", "redis")}
    assert scraped == expected
    # Each exporter's port is a container port its pod's NetworkPolicy opens to Prometheus.
    policies = by_kind(kustomize(rel), "NetworkPolicy")
    for w in workloads(kustomize(rel)):
        labels = w["spec"]["template"]["metadata"]["labels"]
        opened = {p["port"] for pol in policies if pol["spec"]["podSelector"]["matchLabels"].items() <= labels.items()
                  for rule in pol["spec"]["ingress"] if rule.get("from") == [{"namespaceSelector": {}}]
                  for p in rule["ports"]}
        assert opened == {"metrics"}, (w["metadata"]["name"], opened)
        ports = {p["name"]: p["containerPort"] for c in w["spec"]["template"]["spec"]["containers"]
                 for p in c.get("ports", [])}
        assert str(ports["metrics"]) == w["spec"]["template"]["metadata"]["annotations"]["prometheus.io/port"]


@pytest.mark.parametrize("rel", sorted(OVERLAYS))
def test_the_autoscaler_owns_the_replica_count(rel):
    """`replicas:` beside an HPA resets the pod count on every apply."""
    docs = kustomize(rel)
    for hpa in by_kind(docs, "HorizontalPodAutoscaler"):
        ref = hpa["spec"]["scaleTargetRef"]
        (target,) = [d for d in docs if (d["kind"], d["metadata"]["name"]) == (ref["kind"], ref["name"])]
        assert "replicas" not in target["spec"], ref["name"]


def upstream_servers(conf: str) -> dict[str, list[str]]:
    return {name: re.findall(r"^\s*server (.+);", body, re.M)
            for name, body in re.findall(r"upstream (\w+) \{(.*?)\}", conf, re.S)}


@pytest.mark.parametrize("rel, namespace", sorted(OVERLAYS.items()))
def test_the_gateway_balances_over_pods_and_fails_over(rel, namespace):
    """Not one ClusterIP (kube-proxy balances connections and nginx has one
    address to try): every ready pod of the headless Service, re-resolved,
    none marked down (a mark outlives a restart behind a stream), each
    request retried on the next pod, as over the local stack's replicas (tests/deploy/test_local_stack.py kills one of those)."""
    (cm,) = [d for d in by_kind(kustomize(rel), "ConfigMap") if d["metadata"]["name"].startswith("gateway-nginx")]
    conf = cm["data"]["nginx.conf"]
    host = f"arbiter-headless.{namespace}.svc.cluster.local"
    assert upstream_servers(conf) == {"arbiter_grpc": [f"{host}:50051 resolve max_fails=0"],
                                      "arbiter_http": [f"{host}:8080 resolve max_fails=0"]}
    assert re.search(r"^\s*resolver \S+", conf, re.M) and "zone arbiter_grpc" in conf
    assert "next_upstream_tries 3" in conf
    headless = [s for s in by_kind(kustomize(rel), "Service") if s["metadata"]["name"] == "arbiter-headless"]
    assert headless and headless[0]["spec"]["clusterIP"] == "None"
    assert {p["port"] for p in headless[0]["spec"]["ports"]} >= {50051, 8080}
    # `resolve` in an upstream needs nginx 1.27.3 or newer.
    (gw,) = [w for w in workloads(kustomize(rel)) if w["metadata"]["name"] == "arbiter-gateway"]
    tag = gw["spec"]["template"]["spec"]["containers"][0]["image"].rsplit(":", 1)[1]
    assert tuple(int(x) for x in tag.split("-")[0].split(".")[:2]) >= (1, 28), tag


def test_gateway_workers_are_bounded():
    """`auto` follows the node's cores, each worker with its own buffers, in a 128Mi pod."""
    workers = re.search(r"^worker_processes (\S+);", k8s_conf(), re.M)[1]
    assert workers.isdigit() and 1 <= int(workers) <= 4


@pytest.mark.parametrize("rel", sorted(OVERLAYS))
def test_every_pod_is_behind_a_network_policy(rel):
    docs = kustomize(rel)
    policies = by_kind(docs, "NetworkPolicy")
    for w in workloads(docs):
        labels = w["spec"]["template"]["metadata"]["labels"]
        assert any(p["spec"]["podSelector"]["matchLabels"].items() <= labels.items() for p in policies), \
            w["metadata"]["name"]
    for p in policies:
        if p["metadata"]["name"] == "redis":  # only the replicas reach Redis (Prometheus its exporter)
            (rule,) = [r for r in p["spec"]["ingress"] if {"port": "redis"} in r["ports"]]
            assert rule["from"] == [{"podSelector": {"matchLabels": {"app.kubernetes.io/name": "arbiter"}}}]


def test_redis_has_memory_headroom_auth_and_a_headless_governing_service():
    docs = kustomize("overlays/dev")
    (redis,) = [w for w in workloads(docs) if w["metadata"]["name"] == "redis"]
    (c,) = [c for c in redis["spec"]["template"]["spec"]["containers"] if c["name"] == "redis"]
    args = c["args"]
    maxmemory = int(args[args.index("--maxmemory") + 1].removesuffix("mb"))
    limit = c["resources"]["limits"]["memory"]
    limit_mb = int(limit.removesuffix("Gi")) * 1024 if limit.endswith("Gi") else int(limit.removesuffix("Mi"))
    assert maxmemory <= 0.6 * limit_mb, "an AOF rewrite (fork, copy-on-write) needs headroom under the limit"
    assert args[args.index("--requirepass") + 1] == "$(REDIS_PASSWORD)"
    (governing,) = [s for s in by_kind(docs, "Service") if s["metadata"]["name"] == redis["spec"]["serviceName"]]
    assert governing["spec"].get("clusterIP") == "None"
    # The replicas' URL carries the same password, from the same Secret.
    (arbiter,) = [w for w in workloads(docs) if w["metadata"]["name"] == "arbiter"]
    env = {e["name"]: e for e in arbiter["spec"]["template"]["spec"]["containers"][0]["env"]}
    assert env["ARBITER_REDIS_URL"]["value"].startswith("redis://:$(REDIS_PASSWORD)@")
    names = list(env)
    assert names.index("REDIS_PASSWORD") < names.index("ARBITER_REDIS_URL"), "$(VAR) expands only earlier variables"
