"""The referee package's shape (docs/design.md#referee), checked statically:
protobuf keys come from descriptors, a Play session and everything outside
the package use the referee's public face only, and no import circle runs
through the package."""
from __future__ import annotations

import ast
import pathlib
import re

ROOT = pathlib.Path(__file__).resolve().parent.parent
SERVICE = ROOT / "service"
REFEREE = SERVICE / "arbiter" / "referee"


def _sources(*dirs: pathlib.Path) -> list[pathlib.Path]:
    return sorted(p for d in dirs for p in d.rglob("*.py") if ".venv" not in p.parts)


def test_no_field_key_is_written_by_hand():
    """A key written as a number (`3 << 3 | 2`) is right only until its
    field is renumbered; `arbiter.referee.wire.tag` reads it from the
    descriptor, the one place that shifts a field number."""
    found = [f"{p.relative_to(ROOT)}:{n}: {line.strip()}" for p in _sources(SERVICE / "arbiter")
             for n, line in enumerate(p.read_text().splitlines(), 1) if re.search(r"<<\s*3\b", line)]
    assert [f for f in found if not f.startswith("service/arbiter/referee/wire.py:")] == []


def test_nothing_outside_the_referee_package_uses_its_private_names():
    """The Play session, the faces, the tests and the benchmarks use the
    Referee's public face; its private names may change with it."""
    private = re.compile(r"\b(?:referee|projection)\s*\.\s*_[A-Za-z]")
    found = [f"{p.relative_to(ROOT)}:{n}: {line.strip()}"
             for p in _sources(SERVICE / "arbiter", ROOT / "tests", ROOT / "bench", ROOT / "scripts")
             if REFEREE not in p.parents
             for n, line in enumerate(p.read_text().splitlines(), 1) if private.search(line)]
    assert found == []


def _imports(path: pathlib.Path, module: str, modules: set[str]) -> set[str]:
    """The modules of `modules` that `path` (module `module`) imports,
    wherever the import stands (a function's own imports too): `from P
    import m` imports module P.m when there is one, else P."""
    out = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            out |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:  # relative to the module's package (an __init__ is its package)
                package = module.split(".")
                package = package[:len(package) - node.level + (path.name == "__init__.py")]
                base = ".".join([*package, base] if base else package)
            out |= {f"{base}.{a.name}" if f"{base}.{a.name}" in modules else base for a in node.names}
    return out & modules


def test_no_import_circle_runs_through_the_referee():
    """The package's modules take nothing from the package itself (its
    `__init__` hands on their names, so it imports them all), and none of
    them (a Play session included) imports a module that imports it back."""
    modules = {}
    for p in _sources(SERVICE / "arbiter"):
        name = ".".join(p.relative_to(SERVICE).with_suffix("").parts).removesuffix(".__init__")
        modules[name] = p
    graph = {m: _imports(p, m, set(modules)) - {m} for m, p in modules.items()}
    inside = [m for m in modules if m.startswith("arbiter.referee.")]
    assert inside, "the referee package was not found"
    assert [m for m in inside if "arbiter.referee" in graph[m]] == []

    def reaches(start: str, goal: str) -> bool:
        seen, todo = set(), [start]
        while todo:
            m = todo.pop()
            if m == goal:
                return True
            if m not in seen:
                seen.add(m)
                todo += graph[m]
        return False

    circles = [(m, i) for m in ["arbiter.referee", *inside] for i in graph[m] if reaches(i, m)]
    assert circles == []
