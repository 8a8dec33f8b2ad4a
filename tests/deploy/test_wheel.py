"""What ships is what is tested: the service built and installed the way
deploy/Dockerfile builds the image (the files its COPY lines take from the
build context that .dockerignore leaves, then its `pip install`), into a fresh
virtualenv, started from that install, outside the checkout, and checked with
the README's snippets and the playground. Every other test runs the editable
checkout, which sees files the wheel may leave out.

No container engine is needed: the Dockerfile's build stage is read and
replayed with a venv in place of the image's /usr/local."""
from __future__ import annotations

import os
import pathlib
import re
import shlex
import shutil
import subprocess
import sys
import urllib.request

import pytest

from tests.support.servers import arbiter_server
from tests.test_readme import SNIPPETS, run_snippet

ROOT = pathlib.Path(__file__).resolve().parents[2]
DOCKERFILE = ROOT / "deploy" / "Dockerfile"


def dockerignore_patterns() -> list[tuple[bool, re.Pattern]]:
    """(is an exception `!`, regex) for each .dockerignore line, in order."""
    out = []
    for line in (ROOT / ".dockerignore").read_text().splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        negate = line.startswith("!")
        pat = line.lstrip("!").strip("/")
        rx = re.escape(pat).replace(r"\*\*/", "(?:.*/)?").replace(r"\*\*", ".*").replace(r"\*", "[^/]*") \
            .replace(r"\?", "[^/]")
        out.append((negate, re.compile(rx + "(?:/.*)?")))  # a matched directory takes what is under it
    return out


def in_context(rel: str, patterns) -> bool:
    """Docker's rule: the last pattern that matches decides."""
    keep = True
    for negate, rx in patterns:
        if rx.fullmatch(rel):
            keep = negate
    return keep


def build_context(dest: pathlib.Path) -> None:
    """Copy what `docker build .` would send: the checkout minus .dockerignore."""
    patterns = dockerignore_patterns()
    exceptions = [rx.pattern for negate, rx in patterns if negate]
    for dirpath, dirnames, filenames in os.walk(ROOT):
        rel_dir = pathlib.Path(dirpath).relative_to(ROOT).as_posix()
        rel_dir = "" if rel_dir == "." else rel_dir + "/"
        # Prune what is excluded with no exception that could reach inside it.
        dirnames[:] = [d for d in dirnames if in_context(rel_dir + d, patterns)
                       or any(p.startswith(re.escape(rel_dir + d)) for p in exceptions)]
        for f in filenames:
            rel = rel_dir + f
            if in_context(rel, patterns):
                (dest / rel).parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(ROOT / rel, dest / rel)


def build_stage() -> list[tuple[str, list[str]]]:
    """The first stage's WORKDIR, COPY and RUN instructions, in order."""
    steps, stage = [], 0
    for line in re.sub(r"\\\n", " ", DOCKERFILE.read_text()).splitlines():
        word, _, rest = line.strip().partition(" ")
        if word == "FROM":
            stage += 1
        elif stage == 1 and word in ("WORKDIR", "COPY", "RUN"):
            steps.append((word, shlex.split(rest)))
    return steps


def install_as_the_image_does(context: pathlib.Path, src: pathlib.Path, venv: pathlib.Path) -> None:
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    for word, args in build_stage():
        if word == "COPY":
            assert not any(a.startswith("--") for a in args), f"COPY flags are not replayed here: {args}"
            *sources, target = args
            for s in sources:
                into = src / target
                if (context / s).is_dir():
                    shutil.copytree(context / s, into, dirs_exist_ok=True)
                else:
                    into.mkdir(parents=True, exist_ok=True)
                    shutil.copy2(context / s, into / pathlib.Path(s).name)
        elif word == "RUN":
            assert args[:2] == ["pip", "install"], f"only `pip install` is replayed here: {args}"
            # The image installs under --prefix=/install, copied to /usr/local: the venv stands for that.
            argv = [str(venv / "bin" / "python"), "-m", "pip", "install", "-q",
                    *(a for a in args[2:] if not a.startswith("--prefix"))]
            run = subprocess.run(argv, cwd=src, capture_output=True, text=True, timeout=600)
            assert run.returncode == 0, run.stderr[-3000:]


@pytest.fixture(scope="module")
def installed(tmp_path_factory):
    """The service as the image has it: installed in a fresh venv from the build context."""
    base = tmp_path_factory.mktemp("image")
    context, src, venv = base / "context", base / "src", base / "venv"
    context.mkdir()
    src.mkdir()
    build_context(context)
    install_as_the_image_does(context, src, venv)
    shutil.rmtree(src)  # nothing of the build tree may be needed at run time
    return venv


@pytest.fixture(scope="module")
def wheel_server(installed, tmp_path_factory):
    run_dir = tmp_path_factory.mktemp("run")  # not the checkout: nothing imported from here
    with arbiter_server(command=[str(installed / "bin" / "arbiter")], cwd=str(run_dir),
                        env={"PYTHONPATH": "", "PYTHONSAFEPATH": "1"}) as s:
        yield s


def test_the_install_is_not_the_checkout(installed):
    # `arbiter` is a namespace package (the service and arbiter-protos share it): ask both halves.
    probe = ("import arbiter, arbiter.engine, arbiter.v1;"
             "print(*arbiter.__path__, arbiter.engine.__file__, *arbiter.v1.__path__)")
    where = subprocess.run([str(installed / "bin" / "python"), "-c", probe],
                           capture_output=True, text=True, check=True, cwd=installed).stdout.split()
    assert where and all(w.startswith(str(installed)) for w in where), where


@pytest.mark.parametrize("path, kind", [("/", "text/html"), ("/playground", "text/html"),
                                        ("/openapi.json", "application/json")])
def test_the_installed_service_serves_its_pages(wheel_server, path, kind):
    with urllib.request.urlopen(wheel_server.http + path, timeout=10) as r:
        assert r.status == 200
        assert r.headers["content-type"].startswith(kind)
        assert len(r.read()) > 100


@pytest.mark.parametrize("name", SNIPPETS)
def test_the_readme_works_against_the_install(wheel_server, name):
    run_snippet(name, wheel_server)


def test_the_context_is_what_dockerignore_says():
    """The replay's own check: the context has the service and nothing of the
    checkout's tooling (tests, .venv, node_modules)."""
    patterns = dockerignore_patterns()
    assert in_context("service/arbiter/api/static/playground.html", patterns)
    assert in_context("pyproject.toml", patterns)
    assert in_context("gen/python/arbiter/v1/arbiter_pb2.py", patterns)  # arbiter-protos, the generated code
    for left_out in ("tests/test_readme.py", ".venv/bin/python", "node_modules/x", "service/arbiter/__pycache__/x.pyc"):
        assert not in_context(left_out, patterns), left_out
