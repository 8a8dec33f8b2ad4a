"""The README's copy-paste snippets work against a live server, so they stay true: each
block marked `<!-- test: NAME -->` runs, with the default ports replaced by the
test server's."""
from __future__ import annotations

import os
import pathlib
import re
import shutil
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent
BLOCK = re.compile(r"<!-- test: (\w+) -->\n```(\w+)\n(.*?)```", re.S)


def snippets() -> dict[str, tuple[str, str]]:
    return {name: (lang, code) for name, lang, code in BLOCK.findall((ROOT / "README.md").read_text())}


def localize(code: str, server) -> str:
    return code.replace("localhost:50051", server.target).replace("localhost:8080", server.http.split("//")[1])


def test_readme_opens_with_the_two_commands_and_ci_runs_the_second():
    """The first thing a newcomer reads: one command serves on the memory store, one installs and
    runs every test; `.ci/run` runs that same command."""
    first = re.search(r"```sh\n(.*?)```", (ROOT / "README.md").read_text(), re.S).group(1)
    commands = [line.split("#")[0].strip() for line in first.splitlines() if line.strip()]
    assert commands == ["scripts/serve", "scripts/test"]
    assert "exec scripts/test" in (ROOT / ".ci/run").read_text()


def test_readme_has_the_four_snippets():
    assert sorted(snippets()) == sorted(SNIPPETS)


SNIPPETS = ["grpcurl", "curl", "python", "typescript"]


@pytest.mark.parametrize("name", SNIPPETS)
def test_snippet_runs(memory_server, name):
    run_snippet(name, memory_server)


def run_snippet(name: str, server) -> None:
    """Run one README snippet against `server` (any ArbiterServer: the
    editable checkout here, the installed wheel in tests/deploy/test_wheel.py)."""
    lang, code = snippets()[name]
    code = localize(code, server)
    env = {**os.environ, "PATH": f"{pathlib.Path(sys.executable).parent}:{os.environ['PATH']}"}
    if lang == "sh":
        for tool in ("jq", "curl") + (("grpcurl",) if name == "grpcurl" else ()):
            assert shutil.which(tool, path=env["PATH"]), f"{tool} is not installed: run scripts/setup test"
        cmd = ["bash", "-euo", "pipefail", "-c", code]
    elif lang == "python":
        cmd = [sys.executable, "-c", code]
    else:
        ts = ROOT / "clients/typescript"
        subprocess.run(["npx", "tsc", "-p", "."], cwd=ts, check=True)
        script = ts / f".readme-{os.getpid()}.mjs"  # inside the package, so "@arbiter/client" resolves to itself
        script.write_text(code)
        cmd = ["node", str(script)]
    try:
        run = subprocess.run(cmd, capture_output=True, text=True, timeout=120, env=env)
    finally:
        if lang == "js":
            script.unlink()
    assert run.returncode == 0, f"{name} snippet failed:\n{run.stdout[-3000:]}\n{run.stderr[-3000:]}"
    assert run.stdout.strip(), f"{name} snippet printed nothing"
