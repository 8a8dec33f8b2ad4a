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

from deploy.nginx.render import K8S_CONF, k8s_conf

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
    return sorted(p for p in K8S.rglob("*.yaml") if p.name != "kustomization.yaml")


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


def test_gateway_config_is_rendered_from_the_template():
    assert K8S_CONF.read_text() == k8s_conf(), "stale: run python -m deploy.nginx.render"
    docs = kustomize("base")
    (cm,) = [d for d in by_kind(docs, "ConfigMap") if d["metadata"]["name"].startswith("gateway-nginx")]
    assert cm["data"]["nginx.conf"] == k8s_conf()
