"""The Prometheus recording and alert rules (deploy/prometheus/rules/,
deploy/README.md#observability): valid, unit-tested with promtool against
series that stand for a healthy replica, a store outage, a slow SubmitMove
and lost replicas, and naming only metrics the service exports."""
from __future__ import annotations

import pathlib
import re
import shutil
import subprocess

import pytest
import yaml

RULES = pathlib.Path(__file__).resolve().parents[2] / "deploy" / "prometheus" / "rules"
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


def test_rules_read_only_exported_metrics():
    """A renamed metric must not leave a rule silently reading nothing."""
    from arbiter.api import observability, rest  # noqa: F401 (registers the REST metrics)
    from prometheus_client import REGISTRY

    # Labelled families have no samples until first used: name them from the family.
    exported = {f.name + suffix for f in REGISTRY.collect() for suffix in ("", "_total", "_bucket", "_count", "_sum")}
    text = (RULES / "arbiter.rules.yml").read_text()
    read = set(re.findall(r"\b((?:grpc|arbiter|process)_[a-z_]+)\{", text))
    assert read and read <= exported, read - exported
